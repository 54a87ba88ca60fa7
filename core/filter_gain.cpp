#include "filter_gain.h"

#include <algorithm>
#include <cmath>

namespace passband {

namespace {

std::int32_t shapeCode(FilterShape shape)
{
    return shape == FilterShape::Ideal ? 0 : shape == FilterShape::Gaussian ? 1 : 2;
}

} // namespace

FilterGain::FilterGain(const FilterSettings& settings, int scale) : settings_(settings)
{
    if (settings_.highpass)
        *settings_.highpass *= scale;
    if (settings_.lowpass)
        *settings_.lowpass *= scale;
    for (Notch& n : settings_.notches) {
        n.u *= scale;
        n.v *= scale;
        n.radius *= scale;
    }
}

double FilterGain::lowpass(double d, double r) const
{
    if (settings_.shape == FilterShape::Ideal)
        return d < r ? 1.0 : 0.0;
    if (r <= 0)
        return d == 0 ? 1.0 : 0.0;
    const double q = d * d / (r * r);
    if (settings_.shape == FilterShape::Gaussian)
        return std::exp(-0.5 * q);
    return 1.0 / (1.0 + std::pow(q, settings_.order));
}

double FilterGain::band(double d) const
{
    double h = 1.0;
    if (settings_.highpassActive())
        h *= settings_.shape == FilterShape::Ideal ? (d >= *settings_.highpass ? 1.0 : 0.0)
                                                   : 1.0 - lowpass(d, *settings_.highpass);
    if (settings_.lowpassActive())
        h *= lowpass(d, *settings_.lowpass);
    return h;
}

double FilterGain::notches(double u, double v) const
{
    double h = 1.0;
    for (const Notch& n : settings_.notches)
        for (const double sign : {1.0, -1.0}) {
            const double d = std::hypot(u - sign * n.u, v - sign * n.v);
            const double q = d * d / (n.radius * n.radius);
            if (n.shape == FilterShape::Ideal)
                h *= d < n.radius ? 0.0 : 1.0;
            else if (n.shape == FilterShape::Gaussian)
                h *= 1.0 - std::exp(-0.5 * q);
            else
                h *= 1.0 - 1.0 / (1.0 + std::pow(q, settings_.order));
        }
    return h;
}

double FilterGain::at(double u, double v) const
{
    return band(std::hypot(u, v)) * notches(u, v);
}

FilterGain::KernelTerms FilterGain::kernelTerms(std::int64_t beyond) const
{
    const auto squaredThreshold = [beyond](double r) {
        return std::min(static_cast<std::int64_t>(std::ceil(r * r)), beyond);
    };
    KernelTerms t;
    t.shape = shapeCode(settings_.shape);
    t.order = settings_.order;
    if (settings_.highpassActive()) {
        t.highpassOn = 1;
        t.highpassRadius = static_cast<float>(*settings_.highpass);
        t.highpassMinD2 = squaredThreshold(*settings_.highpass);
    } else {
        t.highpassMinD2 = squaredThreshold(0.0);
    }
    if (settings_.lowpassActive()) {
        t.lowpassOn = 1;
        t.lowpassRadius = static_cast<float>(*settings_.lowpass);
        t.lowpassEndD2 = squaredThreshold(*settings_.lowpass);
    } else {
        t.lowpassEndD2 = squaredThreshold(0.0);
    }
    for (const Notch& n : settings_.notches)
        t.notches.push_back({static_cast<float>(n.u), static_cast<float>(n.v), static_cast<float>(n.radius),
                             static_cast<float>(shapeCode(n.shape))});
    return t;
}

} // namespace passband
