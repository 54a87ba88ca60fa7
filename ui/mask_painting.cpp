#include "mask_painting.h"

#include <algorithm>
#include <cmath>

namespace passband {

namespace {

// The weight of a point `outside` pixels beyond a shape's edge (negative inside): 1 inside,
// a raised cosine across `soft` centred on the edge, 0 beyond.
double edgeWeight(double outside, double soft)
{
    if (soft <= 0)
        return outside <= 0 ? 1.0 : 0.0;
    const double t = std::clamp(outside / soft + 0.5, 0.0, 1.0);
    return 0.5 + 0.5 * std::cos(std::acos(-1.0) * t);
}

void apply(SpectrumMask& mask, int x, int y, double weight, bool pass)
{
    if (weight <= 0)
        return;
    for (const auto [px, py] : {std::pair{x, y}, std::pair{mask.mirrorX(x), mask.mirrorY(y)}}) {
        float& g = mask.gains[static_cast<std::size_t>(py) * mask.width + px];
        g = pass ? std::max(g, static_cast<float>(weight)) : std::min(g, static_cast<float>(1.0 - weight));
    }
}

// Every pixel whose centre lies within `reach` of the box, with its distance outside `inside`.
template <typename Outside>
void paintAround(SpectrumMask& mask, QRectF box, double reach, const MaskStroke& stroke, Outside outside)
{
    const int x0 = std::max(0, static_cast<int>(std::floor(box.left() - reach)));
    const int x1 = std::min(mask.width - 1, static_cast<int>(std::ceil(box.right() + reach)));
    const int y0 = std::max(0, static_cast<int>(std::floor(box.top() - reach)));
    const int y1 = std::min(mask.height - 1, static_cast<int>(std::ceil(box.bottom() + reach)));
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
            apply(mask, x, y, edgeWeight(outside(QPointF(x + 0.5, y + 0.5)), stroke.soft), stroke.pass);
}

} // namespace

SpectrumMask passingMask(int width, int height)
{
    SpectrumMask m;
    m.width = width;
    m.height = height;
    m.gains.assign(static_cast<std::size_t>(width) * height, 1.0f);
    return m;
}

void stampBrush(SpectrumMask& mask, QPointF centre, const MaskStroke& stroke)
{
    const QRectF box(centre - QPointF(stroke.radius, stroke.radius), centre + QPointF(stroke.radius, stroke.radius));
    paintAround(mask, box, stroke.soft, stroke, [&](QPointF p) {
        return std::hypot(p.x() - centre.x(), p.y() - centre.y()) - stroke.radius;
    });
}

void paintShape(SpectrumMask& mask, QRectF area, const MaskStroke& stroke)
{
    area = area.normalized();
    if (stroke.shape == MaskShape::Rectangle) {
        paintAround(mask, area, stroke.soft, stroke, [&](QPointF p) {
            const double dx = std::max(area.left() - p.x(), p.x() - area.right());
            const double dy = std::max(area.top() - p.y(), p.y() - area.bottom());
            return dx > 0 && dy > 0 ? std::hypot(dx, dy) : std::max(dx, dy);
        });
        return;
    }
    // The ellipse: its implicit distance scaled by the smaller semi-axis, near enough for a
    // soft edge a few pixels wide.
    const QPointF c = area.center();
    const double a = std::max(0.5, area.width() / 2), b = std::max(0.5, area.height() / 2);
    paintAround(mask, area, stroke.soft, stroke, [&](QPointF p) {
        const double r = std::hypot((p.x() - c.x()) / a, (p.y() - c.y()) / b);
        return (r - 1) * std::min(a, b);
    });
}

} // namespace passband
