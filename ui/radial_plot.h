#pragma once
// The radial power spectrum: log10 of the mean power per bin in each ring around DC, before
// (grey) and after (the text's colour: blue and orange are the cutoffs') the filter, against
// the radius in spectrum pixels, with each active cutoff drawn as a labelled vertical marker.
// Dragging a marker moves that cutoff.
#include "filter.h"

#include <QPixmap>
#include <QWidget>

#include <array>
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
    // Where a marker's label is drawn, in widget coordinates; none while it is off.
    std::optional<QRectF> labelRect(Marker marker) const;

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
    // Each marker's line and label (high-pass, low-pass), for these cutoffs: the label right of
    // its line at the plot's foot, or left of it at the plot's right edge, and a line higher
    // where it would cover the other's (close radii), so that the two never overlap.
    struct MarkerPlace {
        double x = 0;
        QRectF label;
    };
    std::array<std::optional<MarkerPlace>, 2> markerPlaces(std::optional<double> highpass,
                                                           std::optional<double> lowpass) const;
    static QString markerName(Marker marker);

    RadialProfile profile_;
    std::optional<double> highpass_, lowpass_;
    std::optional<Marker> dragging_;
    QPixmap curves_; // null when it needs drawing again
};

} // namespace passband
