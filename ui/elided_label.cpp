#include "elided_label.h"

#include <QPainter>
#include <QResizeEvent>

namespace passband {

ElidedLabel::ElidedLabel(const QString& text, QWidget* parent, int minimumChars)
    : QLabel(text, parent), minimumChars_(minimumChars)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setWordWrap(false);
}

void ElidedLabel::setText(const QString& text)
{
    QLabel::setText(text);
    short_.clear();
    updateToolTip();
}

void ElidedLabel::setShortText(const QString& text)
{
    short_ = text;
    updateToolTip();
    update();
}

QSize ElidedLabel::minimumSizeHint() const
{
    const int width = minimumChars_ * fontMetrics().averageCharWidth();
    return QSize(width + contentsMargins().left() + contentsMargins().right(), QLabel::minimumSizeHint().height());
}

void ElidedLabel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setFont(font());
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, foregroundRole()));
    painter.drawText(contentsRect(), static_cast<int>(alignment()), shown());
}

void ElidedLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    updateToolTip();
}

QString ElidedLabel::shown() const
{
    const int width = contentsRect().width();
    if (!short_.isEmpty() && fontMetrics().horizontalAdvance(text()) > width)
        return fontMetrics().elidedText(short_, Qt::ElideRight, width);
    return fontMetrics().elidedText(text(), Qt::ElideRight, width);
}

void ElidedLabel::updateToolTip()
{
    setToolTip(shown() == text() ? QString() : text());
}

} // namespace passband
