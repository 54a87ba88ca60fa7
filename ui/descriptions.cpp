#include "descriptions.h"

#include <cmath>

namespace passband {

namespace {

// Numbers as the engine's texts print them (%g, 3 or 4 significant digits).
QString number(double v, int digits = 3)
{
    return std::isinf(v) ? Descriptions::tr("infinite") : QString::number(v, 'g', digits);
}

} // namespace

QString Descriptions::image(const Image& image)
{
    const QString kind = image.isColour() ? (image.hasAlpha() ? tr("colour with alpha") : tr("colour"))
                                          : (image.hasAlpha() ? tr("grey with alpha") : tr("grey"));
    const QString depth = image.floating         ? tr("float")
                          : image.maxval == 255   ? tr("8-bit")
                          : image.maxval == 65535 ? tr("16-bit")
                                                  : tr("maxval %1").arg(image.maxval);
    return tr("%1x%2 %3, %4").arg(image.width).arg(image.height).arg(kind, depth);
}

QString Descriptions::cutoff(double radius, int width, int height)
{
    const CutoffUnits c = cutoffUnits(radius, width, height);
    const QString head = tr("R = %1 px:").arg(number(radius, 4));
    if (width == height)
        return tr("%1 %2 cycles/px, %3% of Nyquist, period %4 px")
            .arg(head, number(c.cyclesPerPixelX), number(100 * c.nyquistFractionX), number(c.periodX));
    return tr("%1 across %2 cycles/px (%3% of Nyquist, period %4 px), down %5 cycles/px (%6%, period %7 px)")
        .arg(head, number(c.cyclesPerPixelX), number(100 * c.nyquistFractionX), number(c.periodX),
             number(c.cyclesPerPixelY), number(100 * c.nyquistFractionY), number(c.periodY));
}

QString Descriptions::shape(FilterShape shape)
{
    switch (shape) {
    case FilterShape::Ideal: return tr("ideal");
    case FilterShape::Gaussian: return tr("gaussian");
    case FilterShape::Butterworth: return tr("butterworth");
    }
    return {};
}

QString Descriptions::edges(const EdgeSettings& edges)
{
    switch (edges.mode) {
    case EdgeHandling::Periodic: return tr("none");
    case EdgeHandling::Smooth: return tr("smooth");
    case EdgeHandling::Mirror: return tr("mirror");
    case EdgeHandling::Window:
        return edges.taper == 1.0 ? tr("hann") : tr("tukey %1").arg(number(edges.taper, 6));
    }
    return {};
}

QString Descriptions::filter(const FilterSettings& s)
{
    QStringList parts;
    if (s.highpassActive())
        parts << tr("high-pass %1").arg(number(*s.highpass, 6));
    if (s.lowpassActive())
        parts << tr("low-pass %1").arg(number(*s.lowpass, 6));
    if (!s.highpassActive() && !s.lowpassActive())
        parts << (s.notches.empty() && s.wedges.empty() && !s.invert && !s.emphasis.active() && !s.homomorphic && !s.mask
                      ? tr("no filter")
                      : tr("no band"));
    parts << (s.shape == FilterShape::Butterworth ? tr("butterworth order %1").arg(s.order) : shape(s.shape));
    if (s.isotropic)
        parts << tr("isotropic");
    if (s.invert)
        parts << tr("inverted");
    if (s.emphasis.active())
        parts << tr("emphasis %1 + %2 H").arg(number(s.emphasis.k1, 6), number(s.emphasis.k2, 6));
    if (s.homomorphic)
        parts << tr("homomorphic gammaL %1 gammaH %2 c %3 D0 %4")
                     .arg(number(s.homomorphic->gammaL, 6), number(s.homomorphic->gammaH, 6),
                          number(s.homomorphic->c, 6), number(s.homomorphic->d0, 6));
    QString mapping;
    switch (s.effectiveMapping()) {
    case OutputMapping::Auto: mapping = tr("auto"); break;
    case OutputMapping::Clamp: mapping = tr("clamp"); break;
    case OutputMapping::Normalize: mapping = tr("normalize"); break;
    case OutputMapping::Magnitude: mapping = tr("magnitude"); break;
    case OutputMapping::None: mapping = tr("none"); break;
    }
    parts << (s.mapping == OutputMapping::Auto ? tr("%1 (auto)").arg(mapping) : mapping);
    if (s.edges.mode != EdgeHandling::Periodic)
        parts << tr("edges %1").arg(edges(s.edges));
    for (const Notch& n : s.notches)
        parts << tr("notch (%1, %2) r %3 %4")
                     .arg(number(n.u, 6), number(n.v, 6), number(n.radius, 6), shape(n.shape));
    if (s.mask)
        parts << tr("mask %1x%2").arg(s.mask->width).arg(s.mask->height);
    for (const Wedge& w : s.wedges) {
        QString wedge = (w.pass ? tr("pass wedge %1 deg opening %2") : tr("stop wedge %1 deg opening %2"))
                            .arg(number(w.angle, 6), number(w.opening, 6));
        if (w.soft > 0)
            wedge += " " + tr("soft %1").arg(number(w.soft, 6));
        if (w.rMin > 0 || w.rMax)
            wedge += " " + (w.rMax ? tr("radius %1..%2").arg(number(w.rMin, 6), number(*w.rMax, 6))
                                   : tr("radius %1..").arg(number(w.rMin, 6)));
        parts << wedge;
    }
    return parts.join(tr(", "));
}

QString Descriptions::pattern(const PatternSpec& spec)
{
    QString kind;
    switch (spec.kind) {
    case PatternKind::Grating: kind = tr("grating"); break;
    case PatternKind::Bars: kind = tr("bars"); break;
    case PatternKind::Checkerboard: kind = tr("checkerboard"); break;
    case PatternKind::ZonePlate: kind = tr("zoneplate"); break;
    }
    QString text = tr("%1 %2x%3").arg(kind).arg(spec.width).arg(spec.height);
    if (spec.kind == PatternKind::Grating || spec.kind == PatternKind::Bars)
        text += tr(", %1 x %2 cycles").arg(number(spec.u, 6), number(spec.v, 6));
    if (spec.kind == PatternKind::Checkerboard)
        text += tr(", %1 px squares").arg(spec.square);
    return text;
}

} // namespace passband
