#include "mask_controls.h"

#include "compact_fields.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace passband {

MaskControls::MaskControls(QWidget* parent)
    : QWidget(parent),
      tool_(new QComboBox(this)),
      action_(new QComboBox(this)),
      radius_(new QDoubleSpinBox(this)),
      soft_(new QDoubleSpinBox(this)),
      summary_(new QLabel(this)),
      clear_(new QPushButton(tr("Clear"), this)),
      invert_(new QPushButton(tr("Invert"), this)),
      load_(new QPushButton(tr("Load..."), this)),
      save_(new QPushButton(tr("Save..."), this))
{
    auto* box = new QGroupBox(tr("Mask (paint on the spectrum)"), this);
    auto* grid = new QGridLayout(box);
    tool_->setObjectName("maskTool");
    tool_->addItem(tr("Off (the mouse pans)"), -1);
    tool_->addItem(tr("Brush"), int(MaskShape::Brush));
    tool_->addItem(tr("Rectangle"), int(MaskShape::Rectangle));
    tool_->addItem(tr("Ellipse"), int(MaskShape::Ellipse));
    tool_->setAccessibleName(tr("Mask tool"));
    tool_->setToolTip(tr("Paint with the left button in the spectrum pane; every stroke is mirrored through the "
                         "centre, so the result stays real. One undo step per stroke"));
    action_->addItem(tr("Stop"), false);
    action_->addItem(tr("Pass"), true);
    action_->setAccessibleName(tr("Mask paints stop or pass"));
    radius_->setRange(0.5, 2000);
    radius_->setValue(6);
    radius_->setSuffix(" px");
    radius_->setAccessibleName(tr("Brush radius"));
    soft_->setRange(0, 500);
    soft_->setValue(2);
    soft_->setSuffix(" px");
    soft_->setAccessibleName(tr("Mask soft edge"));
    soft_->setToolTip(tr("The width of the edge over which a stroke fades in: a soft edge rings less"));
    auto* toolLabel = new QLabel(tr("Too&l:"), this);
    toolLabel->setBuddy(tool_);
    // Two columns of (label, box), the buttons two by two: narrow enough for a 1024 px
    // screen's dock in any of the translations.
    grid->addWidget(toolLabel, 0, 0);
    grid->addWidget(tool_, 0, 1);
    grid->addWidget(action_, 0, 2, 1, 2);
    auto* radiusLabel = new QLabel(tr("Brush:"), this);
    radiusLabel->setBuddy(radius_);
    grid->addWidget(radiusLabel, 1, 0);
    grid->addWidget(radius_, 1, 1);
    auto* softLabel = new QLabel(tr("Soft:"), this);
    softLabel->setBuddy(soft_);
    grid->addWidget(softLabel, 1, 2);
    grid->addWidget(soft_, 1, 3);
    grid->addWidget(summary_, 2, 0, 1, 4);
    grid->addWidget(clear_, 3, 0, 1, 2);
    grid->addWidget(invert_, 3, 2, 1, 2);
    grid->addWidget(load_, 4, 0, 1, 2);
    grid->addWidget(save_, 4, 2, 1, 2);
    for (int column : {1, 3})
        grid->setColumnStretch(column, 1);
    setCompactWidth(radius_, 5);
    setCompactWidth(soft_, 4);
    setCompactWidth(tool_, 10);
    setCompactWidth(action_, 5);
    clear_->setToolTip(tr("Remove the mask: everything passes"));
    invert_->setToolTip(tr("Stop what the mask passes and pass what it stops"));
    load_->setToolTip(tr("A grey image the size of this image: 0 stops, white passes (16-bit PNG as saved here)"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(box);
    connect(clear_, &QPushButton::clicked, this, &MaskControls::clearRequested);
    connect(invert_, &QPushButton::clicked, this, &MaskControls::invertRequested);
    connect(load_, &QPushButton::clicked, this, &MaskControls::loadRequested);
    connect(save_, &QPushButton::clicked, this, &MaskControls::saveRequested);
    showMask(nullptr);
}

bool MaskControls::painting() const { return tool_->currentData().toInt() >= 0; }

MaskStroke MaskControls::stroke() const
{
    MaskStroke s;
    s.shape = painting() ? static_cast<MaskShape>(tool_->currentData().toInt()) : MaskShape::Brush;
    s.pass = action_->currentData().toBool();
    s.radius = radius_->value();
    s.soft = soft_->value();
    return s;
}

void MaskControls::showMask(const SpectrumMask* mask)
{
    if (!mask) {
        summary_->setText(tr("No mask: everything passes"));
    } else {
        double stopped = 0;
        for (const float g : mask->gains)
            stopped += 1.0 - g;
        summary_->setText(tr("%1x%2 mask, %3% stopped")
                              .arg(mask->width)
                              .arg(mask->height)
                              .arg(100.0 * stopped / std::max<std::size_t>(1, mask->gains.size()), 0, 'f', 1));
    }
    clear_->setEnabled(mask != nullptr);
    save_->setEnabled(mask != nullptr);
}

} // namespace passband
