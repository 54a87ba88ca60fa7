#include "variant_controls.h"

#include "compact_fields.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QSpinBox>

namespace passband {

VariantControls::VariantControls(QWidget* parent)
    : QWidget(parent), shape_(new QComboBox(this)), order_(new QSpinBox(this)), scale_(new QDoubleSpinBox(this))
{
    shape_->addItem(tr("Ideal"), int(FilterShape::Ideal));
    shape_->addItem(tr("Butterworth"), int(FilterShape::Butterworth));
    shape_->addItem(tr("Gaussian"), int(FilterShape::Gaussian));
    shape_->setAccessibleName(tr("Shape of this pane's filter"));
    order_->setRange(1, kMaxButterworthOrder);
    order_->setPrefix(tr("order "));
    order_->setAccessibleName(tr("Butterworth order of this pane's filter"));
    scale_->setRange(FilterVariant::kMinScale, FilterVariant::kMaxScale);
    scale_->setDecimals(2);
    scale_->setSingleStep(0.25);
    scale_->setPrefix(QString::fromUtf8("\u00d7 "));
    scale_->setAccessibleName(tr("This pane's radii against the Filter panel's"));
    scale_->setToolTip(tr("This pane's cutoff radii: the Filter panel's times this"));
    setCompactWidth(shape_, 8);
    setCompactWidth(order_, 5);
    setCompactWidth(scale_, 4);
    // The shape over the order and scale: the row fits a pane a seventh of a 1024 px screen.
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(2, 0, 2, 0);
    layout->setVerticalSpacing(2);
    layout->addWidget(shape_, 0, 0, 1, 2);
    layout->addWidget(order_, 1, 0);
    layout->addWidget(scale_, 1, 1);
    const auto announce = [this] {
        updateEnabled();
        if (!showing_)
            emit changed(variant());
    };
    connect(shape_, &QComboBox::currentIndexChanged, this, announce);
    connect(order_, &QSpinBox::valueChanged, this, announce);
    connect(scale_, &QDoubleSpinBox::valueChanged, this, announce);
    updateEnabled();
}

FilterVariant VariantControls::variant() const
{
    return FilterVariant{static_cast<FilterShape>(shape_->currentData().toInt()), order_->value(), scale_->value()};
}

void VariantControls::setVariant(const FilterVariant& v)
{
    showing_ = true;
    shape_->setCurrentIndex(shape_->findData(int(v.shape)));
    order_->setValue(v.order);
    scale_->setValue(v.radiusScale);
    showing_ = false;
    updateEnabled();
}

void VariantControls::updateEnabled()
{
    // Shown only where it counts, so a narrow pane's shape box keeps its width.
    order_->setVisible(shape_->currentData().toInt() == int(FilterShape::Butterworth));
}

} // namespace passband
