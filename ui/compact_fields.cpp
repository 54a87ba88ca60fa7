#include "compact_fields.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionSpinBox>

namespace passband {

void setCompactWidth(QAbstractSpinBox* box, int characters)
{
    QString sample(characters, QChar('0'));
    if (const auto* d = qobject_cast<const QDoubleSpinBox*>(box))
        sample += d->suffix();
    else if (const auto* i = qobject_cast<const QSpinBox*>(box))
        sample += i->suffix();
    const QFontMetrics metrics(box->font());
    QStyleOptionSpinBox option;
    option.initFrom(box);
    option.buttonSymbols = box->buttonSymbols();
    option.frame = box->hasFrame();
    option.subControls = QStyle::SC_SpinBoxEditField | QStyle::SC_SpinBoxFrame | QStyle::SC_SpinBoxUp | QStyle::SC_SpinBoxDown;
    // The cursor's and the line edit's margins, as QAbstractSpinBox's own hint adds them.
    const QSize text(metrics.horizontalAdvance(sample) + 6, metrics.height());
    box->setMinimumWidth(box->style()->sizeFromContents(QStyle::CT_SpinBox, &option, text, box).width());
}

void setCompactWidth(QComboBox* box, int characters)
{
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(characters);
}

QScrollArea* scrollingPanel(QWidget* panel, QWidget* parent)
{
    auto* scroll = new QScrollArea(parent);
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(panel->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    return scroll;
}

} // namespace passband
