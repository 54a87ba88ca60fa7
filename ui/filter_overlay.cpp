#include "filter_overlay.h"

#include "cutoff_style.h"
#include "filter_gain.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <cmath>

namespace passband {

FilterOverlayItem::FilterOverlayItem() { setZValue(1); }

void FilterOverlayItem::setFilter(const FilterSettings& settings)
{
    settings_ = settings;
    update();
}

void FilterOverlayItem::setImageSize(int width, int height)
{
    prepareGeometryChange();
    width_ = width;
    height_ = height;
}

QPointF FilterOverlayItem::centre() const { return QPointF(width_ / 2 + 0.5, height_ / 2 + 0.5); }

QRectF FilterOverlayItem::boundingRect() const { return QRectF(0, 0, width_, height_); }

void FilterOverlayItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (width_ <= 0 || height_ <= 0)
        return;
    const QRectF area = boundingRect();
    const QPointF c = centre();
    painter->save();
    painter->setClipRect(area);
    painter->setPen(Qt::NoPen);
    const QColor dark(0, 0, 0, kDimAlpha);
    if (settings_.shape == FilterShape::Ideal) {
        // The pass band is a disk, a ring or the outside of a disk. One odd-even path
        // (rect, then the circles) marks the stop band without costly path booleans.
        const bool hp = settings_.highpassActive(), lp = settings_.lowpassActive();
        if (hp && lp && *settings_.highpass >= *settings_.lowpass) {
            painter->fillRect(area, dark); // nothing passes
        } else if (hp || lp) {
            QPainterPath stop;
            stop.setFillRule(Qt::OddEvenFill);
            if (lp) {
                stop.addRect(area);
                stop.addEllipse(c, *settings_.lowpass, *settings_.lowpass);
            }
            if (hp)
                stop.addEllipse(c, *settings_.highpass, *settings_.highpass);
            painter->fillPath(stop, dark);
        }
    } else {
        // H depends on the radius only: a radial gradient sampled densely follows it.
        const double reach = std::hypot(std::max(c.x(), width_ - c.x()), std::max(c.y(), height_ - c.y()));
        const FilterGain gain(settings_);
        QRadialGradient shade(c, reach);
        constexpr int kStops = 256;
        for (int i = 0; i <= kStops; ++i) {
            const double t = double(i) / kStops;
            const double h = std::clamp(gain.band(t * reach), 0.0, 1.0);
            shade.setColorAt(t, QColor(0, 0, 0, int(std::lround((1.0 - h) * kDimAlpha))));
        }
        painter->fillRect(area, shade);
    }
    const auto circle = [&](double r, const QColor& colour) {
        QPen pen(colour, 1.5);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(c, r, r);
    };
    if (settings_.highpassActive())
        circle(*settings_.highpass, style::highpass());
    if (settings_.lowpassActive())
        circle(*settings_.lowpass, style::lowpass());
    // Each notch and its mirror: a dimmed disc of the notch's radius, ringed.
    for (const Notch& n : settings_.notches)
        for (const double side : {1.0, -1.0}) {
            const QPointF at = c + side * QPointF(n.u, n.v);
            painter->setBrush(QColor(0, 0, 0, kDimAlpha));
            QPen pen(style::notch(), 1.5);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->drawEllipse(at, n.radius, n.radius);
        }
    painter->restore();
}

} // namespace passband
