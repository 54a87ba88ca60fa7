#include "image_bar.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace passband {

ImageBar::ImageBar(QWidget* parent)
    : QToolBar(tr("Image"), parent), page_(new QSpinBox(this)), pages_(new QLabel(this)),
      low_(new QDoubleSpinBox(this)), high_(new QDoubleSpinBox(this))
{
    setObjectName("imageBar");
    page_->setMinimum(1);
    page_->setAccessibleName(tr("Page"));
    page_->setToolTip(tr("The page of this multi-page file that is shown and filtered"));
    page_->setKeyboardTracking(false); // typing "12" does not open page 1 first
    pageActions_ << addWidget(new QLabel(tr("Page "), this)) << addWidget(page_) << addWidget(pages_) << addSeparator();
    connect(page_, &QSpinBox::valueChanged, this, [this](int page) {
        if (!quiet_)
            emit pageRequested(page);
    });

    for (QDoubleSpinBox* box : {low_, high_}) {
        box->setRange(-1e30, 1e30);
        box->setKeyboardTracking(false);
        box->setMinimumWidth(110);
    }
    low_->setAccessibleName(tr("Display black"));
    high_->setAccessibleName(tr("Display white"));
    low_->setToolTip(tr("The value shown black: lower values are black too (the data keeps them)"));
    high_->setToolTip(tr("The value shown white: higher values are white too (the data keeps them)"));
    auto* full = new QToolButton(this);
    full->setText(tr("Full range"));
    full->setToolTip(tr("Show the original's whole range, its lowest value black and highest white"));
    auto* stretch = new QToolButton(this);
    stretch->setText(tr("Stretch"));
    stretch->setToolTip(tr("Show the original's 0.5th to 99.5th percentile: a few extreme values no "
                           "longer leave the rest grey"));
    rangeActions_ << addWidget(new QLabel(tr("Display range "), this)) << addWidget(low_) << addWidget(new QLabel(tr(" to "), this))
                  << addWidget(high_) << addWidget(full) << addWidget(stretch);
    const auto edited = [this] {
        if (quiet_)
            return;
        if (high_->value() <= low_->value()) // keep a range: move the other end
            setBoth(low_->value(), low_->value() + std::max(1e-6, std::abs(low_->value()) * 1e-6));
        emit rangeChanged(low_->value(), high_->value());
    };
    connect(low_, &QDoubleSpinBox::valueChanged, this, edited);
    connect(high_, &QDoubleSpinBox::valueChanged, this, edited);
    connect(full, &QToolButton::clicked, this, [this] {
        setBoth(full_[0], full_[1]);
        emit rangeChanged(low(), high());
    });
    connect(stretch, &QToolButton::clicked, this, &ImageBar::stretchRequested);
    clearRange();
    setPages(1, 1);
}

void ImageBar::setPages(int page, int pages)
{
    quiet_ = true;
    page_->setMaximum(std::max(1, pages));
    page_->setValue(page);
    quiet_ = false;
    pages_->setText(tr(" of %1").arg(pages));
    for (QAction* a : pageActions_)
        a->setVisible(pages > 1);
    updateVisibility();
}

void ImageBar::applyRange(double low, double high)
{
    setBoth(low, high);
    emit rangeChanged(this->low(), this->high());
}

void ImageBar::setRange(double low, double high)
{
    full_[0] = low;
    full_[1] = high;
    // Steps of a hundredth of the range, shown to a precision that can take them.
    const double span = high - low;
    const int decimals = std::clamp(3 - static_cast<int>(std::floor(std::log10(span > 0 ? span : 1.0))), 0, 8);
    for (QDoubleSpinBox* box : {low_, high_}) {
        box->setDecimals(decimals);
        box->setSingleStep(span > 0 ? span / 100 : 0.01);
    }
    setBoth(low, high);
    for (QAction* a : rangeActions_)
        a->setVisible(true);
    updateVisibility();
}

void ImageBar::clearRange()
{
    for (QAction* a : rangeActions_)
        a->setVisible(false);
    updateVisibility();
}

double ImageBar::low() const { return low_->value(); }
double ImageBar::high() const { return high_->value(); }

void ImageBar::setBoth(double low, double high)
{
    quiet_ = true;
    low_->setValue(low);
    high_->setValue(high);
    quiet_ = false;
}

void ImageBar::updateVisibility()
{
    const bool any = std::any_of(pageActions_.begin(), pageActions_.end(), [](QAction* a) { return a->isVisible(); }) ||
                     std::any_of(rangeActions_.begin(), rangeActions_.end(), [](QAction* a) { return a->isVisible(); });
    setVisible(any);
}

} // namespace passband
