#pragma once
// The radial power spectrum: log10 of the mean power per bin in each ring around DC, before
// (grey) and after (highlight colour) the filter, against the radius in spectrum pixels, with
// each active cutoff drawn as a vertical marker. Dragging a marker moves that cutoff.
#include "filter.h"

#include <QPixmap>
#include <QWidget>

#include <optional>

namespace passband {

class RadialPlot : public QWidget {
    Q_OBJECT
public:
    enum class Marker { Highpass, Lowpass };

    explicit RadialPlot(QWidget* parent = nullptr);

    void setProfile(const RadialProfile& profile);
    const RadialProfile& profile() const { return profile_; }
    void setCutoffs(std::optional<double> highpass, std::optional<double> lowpass);

    // Widget x of a radius and back (for tests and the drag).
    double xOf(double radius) const;
    double radiusAt(double x) const;

    QSize sizeHint() const override { return {420, 170}; }
    QSize minimumSizeHint() const override { return {200, 120}; }

signals:
    void cutoffDragged(passband::RadialPlot::Marker marker, int radius);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QRectF plotArea() const;
    // Axes and curves, drawn once per profile and size: a marker moves with every slider
    // step, and redrawing the curves each time slowed the UI thread enough to let 5x more
    // computations through a slider storm.
    void paintCurves(QPainter& painter) const;
    std::optional<Marker> markerNear(double x) const;

    RadialProfile profile_;
    std::optional<double> highpass_, lowpass_;
    std::optional<Marker> dragging_;
    QPixmap curves_; // null when it needs drawing again
};

} // namespace passband
