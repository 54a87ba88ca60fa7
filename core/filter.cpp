#include "filter.h"

#include "filter_gain.h"

#include <cmath>
#include <limits>
#include <sstream>

namespace passband {

OutputMapping FilterSettings::effectiveMapping() const
{
    if (mapping != OutputMapping::Auto)
        return mapping;
    return highpassActive() ? OutputMapping::Magnitude : OutputMapping::Clamp;
}

OutputMapping FilterSettings::removedMapping() const
{
    if (mapping != OutputMapping::Auto)
        return mapping;
    return highpassActive() ? OutputMapping::Clamp : OutputMapping::Magnitude;
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
        s << (notches.empty() ? "no filter" : "no band");
    s << ", " << shapeName(shape);
    if (shape == FilterShape::Butterworth)
        s << " order " << order;
    s << ", " << mappingName(effectiveMapping());
    if (mapping == OutputMapping::Auto)
        s << " (auto)";
    if (edges.mode != EdgeHandling::Periodic)
        s << ", edges " << edges.describe();
    for (const Notch& n : notches)
        s << ", notch (" << n.u << ", " << n.v << ") r " << n.radius << " " << shapeName(n.shape);
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
