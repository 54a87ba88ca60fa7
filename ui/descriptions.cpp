#include "descriptions.h"

#include <QStringList>

#include <cmath>
#include <cstdio>

namespace passband {

namespace {

// Numbers as the engine's texts print them: a cutoff's with 3 or 4 significant digits (an
// infinite period in words), a setting's as a C++ stream does (%g, 6 digits).
// C's %g, as the engine's streams print: its ties round as the C library does (0.3125 ->
// "0.312"), where QString::number would say "0.313".
QString printed(double v, int digits)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*g", digits, v);
    return QString::fromLatin1(text);
}

QString number(double v, int digits = 3) { return std::isinf(v) ? Descriptions::tr("infinite") : printed(v, digits); }

QString plain(double v) { return printed(v, 6); }

// The band's radii, or, without a band, "no band" where something else shapes the spectrum
// and "no filter" where nothing does: the start of both the full and the brief description.
QStringList band(const FilterSettings& s)
{
    QStringList parts;
    if (s.highpassActive())
        parts << Descriptions::tr("high-pass %1").arg(plain(*s.highpass));
    if (s.lowpassActive())
        parts << Descriptions::tr("low-pass %1").arg(plain(*s.lowpass));
    if (!s.highpassActive() && !s.lowpassActive()) {
        const bool shaped = s.invert || s.emphasis.active() || s.homomorphic || s.mask || !s.notches.empty() ||
                            !s.wedges.empty();
        parts << (shaped ? Descriptions::tr("no band") : Descriptions::tr("no filter"));
    }
    return parts;
}

QString bandShape(const FilterSettings& s)
{
    return s.shape == FilterShape::Butterworth ? Descriptions::tr("butterworth order %1").arg(s.order)
                                               : Descriptions::shape(s.shape);
}

} // namespace

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
        return edges.taper == 1.0 ? tr("hann") : tr("tukey %1").arg(plain(edges.taper));
    }
    return {};
}

QString Descriptions::spectrumRange(const SpectrumRange& range, int width, int height)
{
    if (range.dbFor(width, height) <= 0)
        return tr("full range");
    return tr("down to %1 dB below the peak").arg(std::lround(range.dbFor(width, height)));
}

QString Descriptions::brief(const FilterSettings& s)
{
    // The band and its shape, and what else shapes the spectrum only by name: what an audience
    // reads in one line (the output's mapping and the edges are the presenter's business).
    QStringList parts = band(s);
    if (s.highpassActive() || s.lowpassActive())
        parts << bandShape(s);
    if (s.invert)
        parts << tr("inverted");
    if (s.emphasis.active())
        parts << tr("emphasis %1 + %2 H").arg(plain(s.emphasis.k1), plain(s.emphasis.k2));
    if (s.homomorphic)
        parts << tr("homomorphic");
    if (!s.notches.empty())
        parts << tr("notches: %1").arg(s.notches.size());
    if (!s.wedges.empty())
        parts << tr("wedges: %1").arg(s.wedges.size());
    if (s.mask)
        parts << tr("painted mask");
    QString line = parts.join(tr(", "));
    if (!line.isEmpty())
        line[0] = line[0].toUpper();
    return line;
}

QString Descriptions::filter(const FilterSettings& s)
{
    QStringList parts = band(s);
    parts << bandShape(s);
    if (s.isotropic)
        parts << tr("isotropic");
    if (s.invert)
        parts << tr("inverted");
    if (s.emphasis.active())
        parts << tr("emphasis %1 + %2 H").arg(plain(s.emphasis.k1), plain(s.emphasis.k2));
    if (s.homomorphic)
        parts << tr("homomorphic gammaL %1 gammaH %2 c %3 D0 %4")
                     .arg(plain(s.homomorphic->gammaL), plain(s.homomorphic->gammaH),
                          plain(s.homomorphic->c), plain(s.homomorphic->d0));
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
                     .arg(plain(n.u), plain(n.v), plain(n.radius), shape(n.shape));
    if (s.mask)
        parts << tr("mask %1x%2").arg(s.mask->width).arg(s.mask->height);
    for (const Wedge& w : s.wedges) {
        // Each addition a whole phrase around what went before, so a translation can order it.
        QString wedge = (w.pass ? tr("pass wedge %1 deg opening %2") : tr("stop wedge %1 deg opening %2"))
                            .arg(plain(w.angle), plain(w.opening));
        if (w.soft > 0)
            wedge = tr("%1 soft %2").arg(wedge, plain(w.soft));
        if (w.rMin > 0 || w.rMax)
            wedge = w.rMax ? tr("%1 radius %2..%3").arg(wedge, plain(w.rMin), plain(*w.rMax))
                           : tr("%1 radius %2..").arg(wedge, plain(w.rMin));
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
    const QString size = tr("%1 %2x%3").arg(kind).arg(spec.width).arg(spec.height);
    if (spec.kind == PatternKind::Grating || spec.kind == PatternKind::Bars)
        return tr("%1, %2 x %3 cycles").arg(size, plain(spec.u), plain(spec.v));
    if (spec.kind == PatternKind::Checkerboard)
        return tr("%1, %2 px squares").arg(size).arg(spec.square);
    return size;
}

} // namespace passband
