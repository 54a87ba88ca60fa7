#pragma once
// Rings round the spectrum's isolated peaks (core/spectrum_peaks.h) while the pane shows the
// spectrum smaller than its own pixels: there the picture is area-averaged, as an image viewer
// shows it, and a single bright bin is averaged away. Zoomed in to one screen pixel per bin or
// more the bins themselves are seen, and the rings go. A ring never hides the filter's lines:
// none is drawn across a cutoff circle, over a notch (that peak is dealt with) or over a
// stronger peak's ring.
#include "filter.h"
#include "spectrum_peaks.h"

#include <QGraphicsItem>

#include <vector>

namespace passband {

class PeakMarksItem : public QGraphicsItem {
public:
    PeakMarksItem();

    void setPeaks(const std::vector<SpectrumPeak>& peaks, int width, int height);
    const std::vector<SpectrumPeak>& peaks() const { return peaks_; }
    // The filter drawn under the rings (FilterOverlayItem), whose lines they keep clear of.
    void setFilter(const FilterSettings& settings);
    // The peaks ringed in a view at `scale` screen pixels per bin, strongest first.
    std::vector<SpectrumPeak> ringedAt(double scale) const;
    // Thicker rings for a projector, as FilterOverlayItem::setPenScale.
    void setPenScale(double scale);

    // True when a view at `scale` screen pixels per bin draws the rings.
    static bool drawnAt(double scale) { return scale < 1.0; }
    static constexpr double kRadius = 8; // screen pixels

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::vector<SpectrumPeak> peaks_;
    FilterSettings filter_;
    int width_ = 0, height_ = 0;
    double penScale_ = 1;
};

} // namespace passband
