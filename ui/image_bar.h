#pragma once
// The image's own controls, shown only when an image needs them: the page of a multi-page
// file ("Page 2 of 5"), and for float data the display range (the values shown black and
// white, README "Float data") with "Full range" (the original's minimum to maximum) and
// "Stretch" (its 0.5th to 99.5th percentile, for data with a few extreme values).
#include <QToolBar>

class QAction;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace passband {

class ImageBar : public QToolBar {
    Q_OBJECT
public:
    explicit ImageBar(QWidget* parent = nullptr);

    // `pages` > 1 shows the page selector at `page`.
    void setPages(int page, int pages);
    // A float image: shows the display range, set to low..high (also what Full range sets).
    // An integer image: call clearRange().
    void setRange(double low, double high);
    // Sets the display range and emits rangeChanged (the answer to stretchRequested).
    void applyRange(double low, double high);
    void clearRange();
    double low() const;
    double high() const;

    QSpinBox* pageSpin() const { return page_; }
    QDoubleSpinBox* lowSpin() const { return low_; }
    QDoubleSpinBox* highSpin() const { return high_; }

signals:
    void pageRequested(int page);
    void rangeChanged(double low, double high);
    // Stretch was clicked: the window works out the percentiles (from the data, only then).
    void stretchRequested();

private:
    void updateVisibility();
    void setBoth(double low, double high); // without emitting

    QSpinBox* page_;
    QLabel* pages_;
    QDoubleSpinBox* low_;
    QDoubleSpinBox* high_;
    QList<QAction*> pageActions_, rangeActions_;
    double full_[2] = {0, 1};
    bool quiet_ = false;
};

} // namespace passband
