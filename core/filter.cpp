#include "filter.h"

#include "filter_gain.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

namespace passband {

bool FilterSettings::removesMean() const
{
    if (homomorphic)
        return false; // exp(g) - 1 of anything has a mean
    if (mask && mask->at(mask->width / 2, mask->height / 2) == 0)
        return true; // the mask stops DC
    // The band at DC: 0 under a high-pass, else 1 (a low-pass passes DC), then as band() goes
    // on; notches and wedges leave DC alone.
    double dc = highpassActive() ? 0.0 : 1.0;
    if (invert)
        dc = 1.0 - dc;
    return emphasis.k1 + emphasis.k2 * dc == 0.0;
}

OutputMapping FilterSettings::effectiveMapping() const
{
    if (mapping != OutputMapping::Auto)
        return mapping;
    if (homomorphic)
        return OutputMapping::Normalize;
    return removesMean() ? OutputMapping::Magnitude : OutputMapping::Clamp;
}

OutputMapping FilterSettings::removedMapping() const
{
    if (mapping != OutputMapping::Auto)
        return mapping;
    return removesMean() ? OutputMapping::Clamp : OutputMapping::Magnitude;
}

void SpectrumMask::hermitian()
{
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            float& a = gains[static_cast<std::size_t>(y) * width + x];
            float& b = gains[static_cast<std::size_t>(mirrorY(y)) * width + mirrorX(x)];
            a = b = std::min(a, b);
        }
}

std::string SpectrumMask::validate() const
{
    if (width < 1 || height < 1 || gains.size() != static_cast<std::size_t>(width) * height)
        return "the mask is empty or malformed";
    for (const float g : gains)
        if (!(g >= 0 && g <= 1))
            return "the mask's values must be 0 to 1";
    return {};
}

Wedge stripeWedge(bool horizontal, double toleranceDegrees)
{
    Wedge w;
    w.angle = horizontal ? 90 : 0;
    w.opening = 2 * toleranceDegrees;
    w.soft = toleranceDegrees;
    return w;
}

std::string FilterSettings::validate() const
{
    if (highpass && (!std::isfinite(*highpass) || *highpass < 0))
        return "the high-pass radius must be a number >= 0 (0 turns it off)";
    if (lowpass && (!std::isfinite(*lowpass) || *lowpass < 0))
        return "the low-pass radius must be a number >= 0";
    if (highpass && *highpass > 1e7)
        return "the high-pass radius is too large (at most 10000000)";
    if (lowpass && *lowpass > 1e7)
        return "the low-pass radius is too large (at most 10000000)";
    if (order < 1 || order > kMaxButterworthOrder)
        return "the Butterworth order must be 1 to " + std::to_string(kMaxButterworthOrder);
    if (std::string problem = edges.validate(); !problem.empty())
        return problem;
    if (notches.size() > static_cast<std::size_t>(kMaxNotches))
        return "at most " + std::to_string(kMaxNotches) + " notches";
    for (const Notch& n : notches) {
        if (!std::isfinite(n.u) || !std::isfinite(n.v) || std::abs(n.u) > 1e6 || std::abs(n.v) > 1e6)
            return "a notch's centre must be a position in the spectrum";
        if (!std::isfinite(n.radius) || n.radius <= 0 || n.radius > 1e6)
            return "a notch's radius must be a number above 0";
    }
    const auto gainOk = [](double k) { return std::isfinite(k) && k >= 0 && k <= kMaxEmphasis; };
    if (!gainOk(emphasis.k1) || !gainOk(emphasis.k2))
        return "the emphasis gains k1 and k2 must be numbers from 0 to 100";
    if (emphasis.k1 == 0 && emphasis.k2 == 0)
        return "the emphasis gains k1 and k2 cannot both be 0 (nothing would pass)";
    if (homomorphic) {
        const Homomorphic& h = *homomorphic;
        if (!gainOk(h.gammaL) || !gainOk(h.gammaH))
            return "the homomorphic gains gammaL and gammaH must be numbers from 0 to 100";
        if (!std::isfinite(h.c) || h.c <= 0 || h.c > 1e6)
            return "the homomorphic sharpness c must be a number above 0";
        if (!std::isfinite(h.d0) || h.d0 < 0.01 || h.d0 > 1e7)
            return "the homomorphic cutoff D0 must be a radius of at least 0.01";
    }
    if (mask)
        if (std::string problem = mask->validate(); !problem.empty())
            return problem;
    if (wedges.size() > static_cast<std::size_t>(kMaxWedges))
        return "at most " + std::to_string(kMaxWedges) + " wedges";
    for (const Wedge& w : wedges) {
        if (!std::isfinite(w.angle) || w.angle < -360 || w.angle > 360)
            return "a wedge's angle must be -360 to 360 degrees";
        if (!std::isfinite(w.opening) || w.opening <= 0 || w.opening > 180)
            return "a wedge's opening must be more than 0 and at most 180 degrees";
        if (!std::isfinite(w.soft) || w.soft < 0 || w.soft > 180)
            return "a wedge's soft edge must be 0 to 180 degrees";
        if (!std::isfinite(w.rMin) || w.rMin < 0 || w.rMin > 1e7 ||
            (w.rMax && (!std::isfinite(*w.rMax) || *w.rMax <= 0 || *w.rMax < w.rMin || *w.rMax > 1e7)))
            return "a wedge's radius range must be 0 <= from <= to, to above 0";
    }
    return {};
}

double FilterSettings::gain(double d) const
{
    return FilterGain(*this).band(d);
}

double FilterSettings::notchGain(double u, double v) const
{
    return FilterGain(*this).notches(u, v);
}

std::string FilterSettings::describe() const
{
    std::ostringstream s;
    const char* separator = "";
    if (highpassActive()) {
        s << "high-pass " << *highpass;
        separator = ", ";
    }
    if (lowpassActive()) {
        s << separator << "low-pass " << *lowpass;
        separator = ", ";
    }
    if (!highpassActive() && !lowpassActive())
        s << (notches.empty() && wedges.empty() && !invert && !emphasis.active() && !homomorphic && !mask ? "no filter"
                                                                                                   : "no band");
    s << ", " << shapeName(shape);
    if (shape == FilterShape::Butterworth)
        s << " order " << order;
    if (isotropic)
        s << ", isotropic";
    if (invert)
        s << ", inverted";
    if (emphasis.active())
        s << ", emphasis " << emphasis.k1 << " + " << emphasis.k2 << " H";
    if (homomorphic)
        s << ", homomorphic gammaL " << homomorphic->gammaL << " gammaH " << homomorphic->gammaH << " c "
          << homomorphic->c << " D0 " << homomorphic->d0;
    s << ", " << mappingName(effectiveMapping());
    if (mapping == OutputMapping::Auto)
        s << " (auto)";
    if (edges.mode != EdgeHandling::Periodic)
        s << ", edges " << edges.describe();
    for (const Notch& n : notches)
        s << ", notch (" << n.u << ", " << n.v << ") r " << n.radius << " " << shapeName(n.shape);
    if (mask)
        s << ", mask " << mask->width << "x" << mask->height;
    for (const Wedge& w : wedges) {
        s << ", " << (w.pass ? "pass" : "stop") << " wedge " << w.angle << " deg opening " << w.opening;
        if (w.soft > 0)
            s << " soft " << w.soft;
        if (w.rMin > 0 || w.rMax) {
            s << " radius " << w.rMin << "..";
            if (w.rMax)
                s << *w.rMax;
        }
    }
    return s.str();
}

std::string EdgeSettings::validate() const
{
    if (mode == EdgeHandling::Window && !(taper > 0 && taper <= 1))
        return "the window's taper must be more than 0 and at most 1";
    return {};
}

std::string EdgeSettings::describe() const
{
    switch (mode) {
    case EdgeHandling::Periodic: return "none";
    case EdgeHandling::Smooth: return "smooth";
    case EdgeHandling::Mirror: return "mirror";
    case EdgeHandling::Window:
        if (taper == 1.0)
            return "hann";
        std::ostringstream s;
        s << "tukey " << taper;
        return s.str();
    }
    return "?";
}

std::optional<EdgeSettings> parseEdges(const std::string& name, double taper)
{
    EdgeSettings e;
    if (name == "none" || name == "periodic")
        e.mode = EdgeHandling::Periodic;
    else if (name == "smooth")
        e.mode = EdgeHandling::Smooth;
    else if (name == "mirror")
        e.mode = EdgeHandling::Mirror;
    else if (name == "hann")
        e.mode = EdgeHandling::Window;
    else if (name == "tukey") {
        e.mode = EdgeHandling::Window;
        e.taper = taper;
    } else
        return std::nullopt;
    return e;
}

const char* shapeName(FilterShape shape)
{
    switch (shape) {
    case FilterShape::Ideal: return "ideal";
    case FilterShape::Gaussian: return "gaussian";
    case FilterShape::Butterworth: return "butterworth";
    }
    return "?";
}

const char* mappingName(OutputMapping mapping)
{
    switch (mapping) {
    case OutputMapping::Auto: return "auto";
    case OutputMapping::Clamp: return "clamp";
    case OutputMapping::Normalize: return "normalize";
    case OutputMapping::Magnitude: return "magnitude";
    case OutputMapping::None: return "none";
    }
    return "?";
}

std::optional<FilterShape> parseShape(const std::string& name)
{
    for (FilterShape s : {FilterShape::Ideal, FilterShape::Gaussian, FilterShape::Butterworth})
        if (name == shapeName(s))
            return s;
    return std::nullopt;
}

std::optional<OutputMapping> parseMapping(const std::string& name)
{
    for (OutputMapping m : {OutputMapping::Auto, OutputMapping::Clamp, OutputMapping::Normalize,
                            OutputMapping::Magnitude, OutputMapping::None})
        if (name == mappingName(m))
            return m;
    return std::nullopt;
}

CutoffUnits cutoffUnits(double radius, int width, int height)
{
    CutoffUnits c;
    c.cyclesPerPixelX = radius / width;
    c.cyclesPerPixelY = radius / height;
    c.nyquistFractionX = c.cyclesPerPixelX / 0.5;
    c.nyquistFractionY = c.cyclesPerPixelY / 0.5;
    c.periodX = radius > 0 ? width / radius : std::numeric_limits<double>::infinity();
    c.periodY = radius > 0 ? height / radius : std::numeric_limits<double>::infinity();
    return c;
}

std::string describeCutoff(double radius, int width, int height)
{
    const CutoffUnits c = cutoffUnits(radius, width, height);
    const auto number = [](double v) {
        if (std::isinf(v))
            return std::string("infinite");
        std::ostringstream s;
        s.precision(3);
        s << v;
        return s.str();
    };
    std::ostringstream radiusText;
    radiusText.precision(4);
    radiusText << radius;
    const std::string head = "R = " + radiusText.str() + " px: ";
    if (width == height)
        return head + number(c.cyclesPerPixelX) + " cycles/px, " + number(100 * c.nyquistFractionX) +
               "% of Nyquist, period " + number(c.periodX) + " px";
    return head + "across " + number(c.cyclesPerPixelX) + " cycles/px (" + number(100 * c.nyquistFractionX) +
           "% of Nyquist, period " + number(c.periodX) + " px), down " + number(c.cyclesPerPixelY) + " cycles/px (" +
           number(100 * c.nyquistFractionY) + "%, period " + number(c.periodY) + " px)";
}

} // namespace passband
