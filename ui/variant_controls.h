#pragma once
// The controls over one side-by-side pane: its shape, its Butterworth order and its radii's
// scale against the Filter panel's (README "Filters side by side").
#include "filter_variant.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace passband {

class VariantControls : public QWidget {
    Q_OBJECT
public:
    explicit VariantControls(QWidget* parent = nullptr);
    FilterVariant variant() const;
    void setVariant(const FilterVariant& variant); // shown, not announced
    QComboBox* shapeBox() const { return shape_; }
    QSpinBox* orderSpin() const { return order_; }
    QDoubleSpinBox* scaleSpin() const { return scale_; }

signals:
    void changed(const passband::FilterVariant& variant);

private:
    void updateEnabled();

    QComboBox* shape_;
    QSpinBox* order_;
    QDoubleSpinBox* scale_;
    bool showing_ = false;
};

} // namespace passband
