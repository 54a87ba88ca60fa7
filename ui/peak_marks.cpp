#include "peak_marks.h"

#include <QPainter>

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
    if (peaks_.empty() || !(scale > 0) || !drawnAt(scale))
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
        for (const SpectrumPeak& p : peaks_)
            painter->drawEllipse(QPointF(p.x + 0.5, p.y + 0.5), radius, radius);
    }
    painter->restore();
}

} // namespace passband
