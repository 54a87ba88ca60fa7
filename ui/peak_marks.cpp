#include "peak_marks.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace passband {

PeakMarksItem::PeakMarksItem() { setZValue(2); } // over the filter's dimming

void PeakMarksItem::setPeaks(const std::vector<SpectrumPeak>& peaks, int width, int height)
{
    prepareGeometryChange();
    peaks_ = peaks;
    width_ = width;
    height_ = height;
    update();
}

void PeakMarksItem::setFilter(const FilterSettings& settings)
{
    filter_ = settings;
    update();
}

std::vector<SpectrumPeak> PeakMarksItem::ringedAt(double scale) const
{
    std::vector<SpectrumPeak> ringed;
    if (peaks_.empty() || !(scale > 0) || !drawnAt(scale))
        return ringed;
    const double radius = kRadius * std::sqrt(penScale_) / scale; // in bins
    const double clear = radius + 3.0 / scale;                    // and the lines' pens
    // The radial band's metric, as FilterOverlayItem draws it: with the isotropic radius a
    // circle of R is an ellipse of R W/m by R H/m bins (m the shorter side).
    const double m = std::max(1, std::min(width_, height_));
    const double sx = filter_.isotropic ? width_ / m : 1.0, sy = filter_.isotropic ? height_ / m : 1.0;
    std::vector<double> cutoffs;
    if (filter_.highpassActive())
        cutoffs.push_back(*filter_.highpass);
    if (filter_.lowpassActive())
        cutoffs.push_back(*filter_.lowpass);
    const double cx = width_ / 2, cy = height_ / 2; // the DC bin
    for (const SpectrumPeak& p : peaks_) {
        const double dx = p.x - cx, dy = p.y - cy;
        const double r = std::hypot(dx / sx, dy / sy); // in the band's metric
        // The circle of R along this direction is R / r of the way out: its distance in bins
        // from the peak, where the ring would cross it.
        const double length = std::hypot(dx, dy);
        const bool onCutoff = std::any_of(cutoffs.begin(), cutoffs.end(), [&](double R) {
            return r > 0 ? std::abs(r - R) / r * length < clear : R * std::min(sx, sy) < clear;
        });
        const bool onNotch = std::any_of(filter_.notches.begin(), filter_.notches.end(), [&](const Notch& n) {
            return std::hypot(dx - n.u, dy - n.v) < n.radius + clear || std::hypot(dx + n.u, dy + n.v) < n.radius + clear;
        });
        const bool onRing = std::any_of(ringed.begin(), ringed.end(), [&](const SpectrumPeak& q) {
            return std::hypot(double(p.x - q.x), double(p.y - q.y)) < 2 * radius;
        });
        if (!onCutoff && !onNotch && !onRing)
            ringed.push_back(p);
    }
    return ringed;
}

void PeakMarksItem::setPenScale(double scale)
{
    penScale_ = scale;
    update();
}

// A ring may reach past the image's edge by its radius, which in bins grows as the view
// shrinks: a quarter of the image's size covers views down to 32 bins per screen pixel.
QRectF PeakMarksItem::boundingRect() const
{
    const double margin = std::max(width_, height_) / 4.0;
    return QRectF(0, 0, width_, height_).adjusted(-margin, -margin, margin, margin);
}

void PeakMarksItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const double scale = std::hypot(painter->transform().m11(), painter->transform().m12());
    const std::vector<SpectrumPeak> ringed = ringedAt(scale);
    if (ringed.empty())
        return;
    // Larger and bolder on a projector, but less than the filter's lines grow.
    const double grow = std::sqrt(penScale_);
    const double radius = kRadius * grow / scale; // in bins
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    // A dark ring under a light one: seen on the spectrum's darks and lights alike.
    for (const auto& [colour, width] : {std::pair<QColor, double>{QColor(0, 0, 0, 200), 3.5},
                                        std::pair<QColor, double>{QColor(255, 235, 120), 1.5}}) {
        QPen pen(colour, width * grow);
        pen.setCosmetic(true);
        painter->setPen(pen);
        for (const SpectrumPeak& p : ringed)
            painter->drawEllipse(QPointF(p.x + 0.5, p.y + 0.5), radius, radius);
    }
    painter->restore();
}

} // namespace passband
