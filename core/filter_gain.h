#pragma once
// The filter's gain H(u, v): the one description of what a spectrum is multiplied by, read
// by everything that needs H (README "The filter" has the formulas):
//   - the device kernels (kernels/filter.cl: apply_filter, preview_spectrum), through
//     kernelTerms(), by FilterPipeline::setFilterArguments() for the update, the preview
//     and the impulse response (the same kernel on a unit spectrum);
//   - the host, in double precision, through at(), band() and notches(): the spectrum
//     overlay's shading, FilterSettings::gain(), tests' cross-checks.
// H is a product of factors, each a function of the bin:
//   H(u, v) = band(D(u, v)) * notches(u, v),  D = sqrt(u^2 + v^2)
// A new filter family is one more factor (a wedge, a painted mask) or a change of the band's
// value (invert: 1 - band; emphasis: k1 + k2 band): a field of FilterSettings, a term here,
// its evaluation in at() and in filter.cl, and its name in describe() and the preset.
// Frequencies are in bins of the transformed grid: `scale` bins per image spectrum pixel
// (2 on the mirrored grid of EdgeHandling::Mirror, where a frequency lies twice as far out).
#include "filter.h"

#include <array>
#include <cstdint>
#include <vector>

namespace passband {

class FilterGain {
public:
    explicit FilterGain(const FilterSettings& settings, int scale = 1);

    // The radial band at D bins from DC: high-pass times low-pass of the settings' shape.
    double band(double d) const;
    // Every notch pair's gain at (u, v) bins from DC.
    double notches(double u, double v) const;
    // H(u, v) = band(|(u, v)|) * notches(u, v).
    double at(double u, double v) const;

    // apply_filter's arguments after (spectrum, out, W, H), in its order. The ideal shape
    // compares integer D^2 with integer thresholds (passes D^2 >= highpassMinD2, and
    // D^2 < lowpassEndD2), so an ideal high-pass and low-pass of one radius are exact
    // complements; thresholds are capped at `beyond` (past every D^2 of the grid) to fit.
    struct KernelTerms {
        std::int32_t shape = 0; // 0 ideal, 1 Gaussian, 2 Butterworth
        std::int32_t order = 2;
        std::int32_t highpassOn = 0;
        std::int64_t highpassMinD2 = 0;
        float highpassRadius = 0;
        std::int32_t lowpassOn = 0;
        std::int64_t lowpassEndD2 = 0;
        float lowpassRadius = 0;
        std::vector<std::array<float, 4>> notches; // (u, v, radius, shape) per pair
    };
    KernelTerms kernelTerms(std::int64_t beyond) const;

private:
    double lowpass(double d, double radius) const;

    FilterSettings settings_; // radii and notches already in bins of the grid
};

} // namespace passband
