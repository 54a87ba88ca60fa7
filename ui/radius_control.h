#pragma once
// A cutoff radius: a slider on a perceptual (logarithmic) scale beside an exact spin box.
// Most of an image's energy lies at small radii, where a linear slider from 0 to the
// spectrum's corner moves several pixels per slider pixel; on this scale position p of
// kPositions stands for
//     r(p) = (1 + max)^(p / kPositions) - 1,
// rounded to 3 significant digits (at least 0.01 px), so a step near 0 is a hundredth of a
// pixel and one near the corner a few pixels. The spin box takes and shows the radius
// exactly (to 0.01 px); setting it moves the slider to the nearest position without
// changing the radius.
#include <QWidget>

class QDoubleSpinBox;
class QSlider;

namespace passband {

class RadiusControl : public QWidget {
    Q_OBJECT
public:
    static constexpr int kPositions = 1000;

    explicit RadiusControl(QWidget* parent = nullptr);

    double radius() const;
    // Shows `r` (clamped to 0..maximum, to 0.01 px); emits radiusChanged when it changes.
    void setRadius(double r);
    void setMaximum(double maximum);
    double maximum() const { return maximum_; }

    QSlider* slider() const { return slider_; }
    QDoubleSpinBox* spin() const { return spin_; }

    // The scale, for the panel's hint and the tests.
    static double radiusAt(int position, double maximum);
    static int positionOf(double radius, double maximum);

signals:
    // `sliding`: from the slider (the readout may follow a moment later).
    void radiusChanged(double radius, bool sliding);

private:
    void showPosition(); // the slider at the spin box's radius, quietly

    QSlider* slider_;
    QDoubleSpinBox* spin_;
    double maximum_ = 100;
    bool syncing_ = false;
};

} // namespace passband
