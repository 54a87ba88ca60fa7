#include "filter_overlay.h"

#include "cutoff_style.h"
#include "filter_gain.h"
#include "image_pane.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>

namespace passband {

FilterOverlayItem::FilterOverlayItem() { setZValue(1); }

void FilterOverlayItem::setFilter(const FilterSettings& settings)
{
    settings_ = settings;
    if (settings_.mask.get() != maskShown_) {
        maskShown_ = settings_.mask.get();
        maskImage_ = QImage();
        if (const SpectrumMask* m = maskShown_) {
            maskImage_ = QImage(m->width, m->height, QImage::Format_ARGB32_Premultiplied);
            for (int y = 0; y < m->height; ++y) {
                auto* row = reinterpret_cast<QRgb*>(maskImage_.scanLine(y));
                for (int x = 0; x < m->width; ++x)
                    row[x] = qRgba(0, 0, 0, int(std::lround((1.0 - m->at(x, y)) * kDimAlpha)));
            }
        }
    }
    update();
}

void FilterOverlayItem::setShapePreview(QRectF area, bool ellipse)
{
    shapePreview_ = area;
    ellipsePreview_ = ellipse;
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
    const FilterGain gain(settings_, width_, height_);
    const auto dim = [](double h) { return QColor(0, 0, 0, int(std::lround((1.0 - std::clamp(h, 0.0, 1.0)) * kDimAlpha))); };
    // The radial band, drawn about DC in its own metric: with the isotropic radius a circle
    // of R is an ellipse of R W/m by R H/m bins (m the shorter side).
    const double m = std::min(width_, height_);
    const double sx = settings_.isotropic ? width_ / m : 1.0, sy = settings_.isotropic ? height_ / m : 1.0;
    painter->save();
    painter->translate(c);
    painter->scale(sx, sy);
    const QRectF local(-c.x() / sx, -c.y() / sy, width_ / sx, height_ / sy);
    const double reach = std::hypot(std::max(-local.left(), local.right()), std::max(-local.top(), local.bottom()));
    if (settings_.shape == FilterShape::Ideal && !settings_.homomorphic) {
        // b is 0 or 1: the region where it is 0 is one odd-even path (rect, then the circles),
        // without costly path booleans; band() gives the dimming of each region.
        const bool hp = settings_.highpassActive(), lp = settings_.lowpassActive();
        QPainterPath stop;
        stop.setFillRule(Qt::OddEvenFill);
        if (hp && lp && *settings_.highpass >= *settings_.lowpass) {
            stop.addRect(local); // nothing passes
        } else {
            if (lp) {
                stop.addRect(local);
                stop.addEllipse(QPointF(), *settings_.lowpass, *settings_.lowpass);
            }
            if (hp)
                stop.addEllipse(QPointF(), *settings_.highpass, *settings_.highpass);
        }
        // The band's value where b = 1 and where b = 0, after invert and emphasis.
        FilterSettings plain = settings_;
        plain.highpass.reset();
        plain.lowpass.reset();
        const double passValue = FilterGain(plain).band(0);
        plain.invert = !plain.invert;
        const double stopValue = FilterGain(plain).band(0);
        QPainterPath pass = stop; // its complement: the rect once more flips every region
        pass.addRect(local);
        if (passValue < 1)
            painter->fillPath(pass, dim(passValue));
        if (stopValue < 1)
            painter->fillPath(stop, dim(stopValue));
    } else {
        // H depends on the radius only: a radial gradient sampled densely follows it.
        QRadialGradient shade(QPointF(), reach);
        constexpr int kStops = 256;
        for (int i = 0; i <= kStops; ++i) {
            const double t = double(i) / kStops;
            shade.setColorAt(t, dim(gain.radial(t * reach)));
        }
        painter->fillRect(local, shade);
    }
    const auto circle = [&](double r, const QColor& colour) {
        QPen pen(colour, 1.5 * penScale_);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(QPointF(), r, r);
    };
    if (settings_.highpassActive())
        circle(*settings_.highpass, style::highpass());
    if (settings_.lowpassActive())
        circle(*settings_.lowpass, style::lowpass());
    // The wedges' radius ranges, in the same metric, for the sectors below.
    QTransform toItem;
    toItem.translate(c.x(), c.y());
    toItem.scale(sx, sy);
    std::vector<QPainterPath> ranges;
    for (const Wedge& w : settings_.wedges) {
        QPainterPath range;
        range.setFillRule(Qt::OddEvenFill);
        const double to = w.rMax ? *w.rMax : 2 * reach;
        range.addEllipse(QPointF(), to, to);
        if (w.rMin > 0)
            range.addEllipse(QPointF(), w.rMin, w.rMin);
        ranges.push_back(toItem.map(range));
    }
    painter->restore();
    // Wedges, in bins as the spectrum shows them: a stop wedge dims its two sectors, a pass
    // wedge the rest of its radius range; both drawn with their axis' edges.
    const double far = 2 * std::hypot(width_, height_);
    for (std::size_t i = 0; i < settings_.wedges.size(); ++i) {
        const Wedge& w = settings_.wedges[i];
        QPainterPath sectors;
        const QRectF outer(c - QPointF(far, far), c + QPointF(far, far));
        for (const double axis : {w.angle, w.angle + 180}) {
            sectors.moveTo(c);
            sectors.arcTo(outer, axis - w.opening / 2, w.opening);
            sectors.closeSubpath();
        }
        const QPainterPath& inRange = ranges[i];
        QPainterPath dimmed = w.pass ? inRange.subtracted(sectors) : inRange.intersected(sectors);
        painter->setPen(Qt::NoPen);
        painter->fillPath(dimmed, QColor(0, 0, 0, w.soft > 0 ? kDimAlpha / 2 : kDimAlpha));
        QPen pen(style::wedge(), 1.5 * penScale_);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(inRange.intersected(sectors));
        // The axis, dashed: dragging it turns the wedge.
        const double a = w.angle * std::acos(-1.0) / 180;
        const QPointF direction(std::cos(a), -std::sin(a)); // v counts down
        QPen dashed(style::wedge(), 1.0 * penScale_, Qt::DashLine);
        dashed.setCosmetic(true);
        painter->save();
        painter->setClipPath(inRange, Qt::IntersectClip);
        painter->setPen(dashed);
        painter->drawLine(c - far * direction, c + far * direction);
        painter->restore();
    }
    // The painted mask, pixel for pixel, and the shape a stroke is dragging out.
    if (!maskImage_.isNull() && maskImage_.width() == width_ && maskImage_.height() == height_) {
        // Into a figure's picture (recorded on the UI thread, which stores images compressed),
        // at a PDF page's resolution for images rather than the spectrum's own.
        const QSizeF device = painter->worldTransform().mapRect(QRectF(0, 0, width_, height_)).size();
        const QSize print(std::max(1, qRound(device.width() * ImagePane::kPdfPixelsPerPoint)),
                          std::max(1, qRound(device.height() * ImagePane::kPdfPixelsPerPoint)));
        if (painter->device()->devType() == QInternal::Picture && print.width() < width_ && print.height() < height_)
            painter->drawImage(QRectF(0, 0, width_, height_),
                               maskImage_.scaled(print, Qt::IgnoreAspectRatio, Qt::SmoothTransformation));
        else
            painter->drawImage(QPointF(0, 0), maskImage_);
    }
    if (!shapePreview_.isEmpty()) {
        QPen pen(Qt::white, 1.0 * penScale_, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        const QPointF mirrorCentre = 2 * c - shapePreview_.center(); // through DC's centre, as pixels mirror
        const QRectF mirrored(mirrorCentre - QPointF(shapePreview_.width(), shapePreview_.height()) / 2,
                              shapePreview_.size());
        for (const QRectF& r : {shapePreview_, mirrored})
            ellipsePreview_ ? painter->drawEllipse(r) : painter->drawRect(r);
    }
    // Each notch and its mirror: a dimmed disc of the notch's radius, ringed.
    for (const Notch& n : settings_.notches)
        for (const double side : {1.0, -1.0}) {
            const QPointF at = c + side * QPointF(n.u, n.v);
            painter->setBrush(QColor(0, 0, 0, kDimAlpha));
            QPen pen(style::notch(), 1.5 * penScale_);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->drawEllipse(at, n.radius, n.radius);
        }
    painter->restore();
}

} // namespace passband

namespace passband {

void FilterOverlayItem::setPenScale(double scale)
{
    penScale_ = scale;
    update();
}

} // namespace passband
