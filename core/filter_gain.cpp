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

FilterGain::FilterGain(const FilterSettings& settings, int width, int height, int scale)
    : settings_(settings), scale_(scale)
{
    if (settings_.isotropic && width > 0 && height > 0) {
        const double m = std::min(width, height);
        isoScaleX_ = m / width;
        isoScaleY_ = m / height;
    }
    if (settings_.homomorphic)
        settings_.homomorphic->d0 *= scale;
    for (Wedge& w : settings_.wedges) {
        w.rMin *= scale;
        if (w.rMax)
            *w.rMax *= scale;
    }
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

double FilterGain::distance(double u, double v) const
{
    return settings_.isotropic ? std::hypot(u * isoScaleX_, v * isoScaleY_) : std::hypot(u, v);
}

double FilterGain::band(double d) const
{
    double h = 1.0;
    if (settings_.highpassActive())
        h *= settings_.shape == FilterShape::Ideal ? (d >= *settings_.highpass ? 1.0 : 0.0)
                                                   : 1.0 - lowpass(d, *settings_.highpass);
    if (settings_.lowpassActive())
        h *= lowpass(d, *settings_.lowpass);
    if (settings_.invert)
        h = 1.0 - h;
    return settings_.emphasis.k1 + settings_.emphasis.k2 * h;
}

double FilterGain::mask(double u, double v) const
{
    if (!settings_.mask)
        return 1.0;
    const SpectrumMask& m = *settings_.mask;
    // The nearest image bin (halves away from zero, as the kernel rounds), then its pixel.
    const auto nearest = [this](double k) {
        const double q = std::abs(k) / scale_;
        return static_cast<long>(std::copysign(std::floor(q + 0.5), k));
    };
    const long x = ((nearest(u) + m.width / 2) % m.width + m.width) % m.width;
    const long y = ((nearest(v) + m.height / 2) % m.height + m.height) % m.height;
    return m.at(static_cast<int>(x), static_cast<int>(y));
}

double FilterGain::homomorphic(double d) const
{
    if (!settings_.homomorphic)
        return 1.0;
    const Homomorphic& h = *settings_.homomorphic;
    return (h.gammaH - h.gammaL) * (1.0 - std::exp(-h.c * d * d / (h.d0 * h.d0))) + h.gammaL;
}

double FilterGain::wedges(double u, double v) const
{
    const double pi = std::acos(-1.0);
    const double d = distance(u, v);
    double h = 1.0;
    if (d == 0)
        return h; // DC is left alone
    for (const Wedge& w : settings_.wedges) {
        if (d < w.rMin || (w.rMax && d > *w.rMax))
            continue;
        const double a = w.angle * pi / 180;
        // The screen's angle is that of (u, -v): v counts down.
        const double along = u * std::cos(a) - v * std::sin(a), across = -u * std::sin(a) - v * std::cos(a);
        const double delta = std::atan2(std::abs(across), std::abs(along)) * 180 / pi;
        const double half = w.opening / 2;
        double weight;
        if (w.soft == 0) {
            weight = delta < half ? 1.0 : 0.0;
        } else {
            const double t = std::clamp((delta - (half - w.soft / 2)) / w.soft, 0.0, 1.0);
            weight = 0.5 + 0.5 * std::cos(pi * t);
        }
        h *= w.pass ? weight : 1.0 - weight;
    }
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
    return radial(distance(u, v)) * notches(u, v) * wedges(u, v) * mask(u, v);
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
    t.isotropic = settings_.isotropic ? 1 : 0;
    t.isoScaleX = static_cast<float>(isoScaleX_);
    t.isoScaleY = static_cast<float>(isoScaleY_);
    t.band = {settings_.invert ? 1.0f : 0.0f, static_cast<float>(settings_.emphasis.k1),
              static_cast<float>(settings_.emphasis.k2), 0.0f};
    if (settings_.homomorphic) {
        const Homomorphic& h = *settings_.homomorphic;
        t.homomorphic = {static_cast<float>(h.gammaL), static_cast<float>(h.gammaH), static_cast<float>(h.c),
                         static_cast<float>(h.d0 * h.d0)};
    }
    const double pi = std::acos(-1.0);
    for (const Wedge& w : settings_.wedges) {
        const double a = w.angle * pi / 180;
        t.wedges.push_back({static_cast<float>(std::cos(a)), static_cast<float>(std::sin(a)),
                            static_cast<float>(w.opening / 2 * pi / 180), static_cast<float>(w.soft * pi / 180)});
        t.wedges.push_back({static_cast<float>(w.rMin * w.rMin), w.rMax ? static_cast<float>(*w.rMax * *w.rMax) : -1.0f,
                            w.pass ? 1.0f : 0.0f, 0.0f});
    }
    return t;
}

} // namespace passband
