#include "radius_control.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>
#include <cmath>

namespace passband {

namespace {

// Three significant digits, and never finer than the spin box's 0.01 px.
double roundRadius(double r)
{
    if (r <= 0)
        return 0;
    const double digits = std::max(0.0, 2.0 - std::floor(std::log10(r)));
    const double scale = std::pow(10.0, std::min(2.0, digits));
    return std::round(r * scale) / scale;
}

} // namespace

RadiusControl::RadiusControl(QWidget* parent)
    : QWidget(parent), slider_(new QSlider(Qt::Horizontal, this)), spin_(new QDoubleSpinBox(this))
{
    slider_->setRange(0, kPositions);
    slider_->setSingleStep(5);
    slider_->setPageStep(50);
    slider_->setFocusPolicy(Qt::StrongFocus);
    spin_->setDecimals(2);
    spin_->setSingleStep(1);
    spin_->setSuffix(" px");
    spin_->setKeyboardTracking(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(slider_, 1);
    layout->addWidget(spin_);
    setFocusProxy(slider_);
    connect(slider_, &QSlider::valueChanged, this, [this](int position) {
        if (syncing_)
            return;
        const double r = radiusAt(position, maximum_);
        if (r == spin_->value())
            return;
        syncing_ = true;
        spin_->setValue(r);
        syncing_ = false;
        emit radiusChanged(spin_->value(), true);
    });
    connect(spin_, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double r) {
        if (syncing_)
            return;
        showPosition();
        emit radiusChanged(r, false);
    });
    setMaximum(maximum_);
}

double RadiusControl::radiusAt(int position, double maximum)
{
    position = std::clamp(position, 0, kPositions);
    if (position == kPositions)
        return std::round(maximum * 100) / 100;
    return std::min(maximum, roundRadius(std::pow(1.0 + maximum, double(position) / kPositions) - 1.0));
}

int RadiusControl::positionOf(double radius, double maximum)
{
    if (radius <= 0 || maximum <= 0)
        return 0;
    return std::clamp(static_cast<int>(std::lround(kPositions * std::log1p(radius) / std::log1p(maximum))), 0,
                      kPositions);
}

double RadiusControl::radius() const { return spin_->value(); }

void RadiusControl::setRadius(double r)
{
    spin_->setValue(std::clamp(r, 0.0, maximum_)); // the spin box rounds to 0.01 and emits
}

void RadiusControl::setMaximum(double maximum)
{
    maximum_ = std::max(0.01, maximum);
    const QSignalBlocker quiet(spin_); // a clamp to the new range is no change of its own
    spin_->setRange(0, maximum_);
    showPosition();
}

void RadiusControl::showPosition()
{
    syncing_ = true;
    slider_->setValue(positionOf(spin_->value(), maximum_));
    syncing_ = false;
}

} // namespace passband
