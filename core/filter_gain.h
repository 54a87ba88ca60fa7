#pragma once
// The filter's gain H(u, v): the one description of what a spectrum is multiplied by, read
// by everything that needs H (README "The filter" has the formulas):
//   - the device kernels (kernels/filter.cl: apply_filter, preview_spectrum), through
//     kernelTerms(), by FilterPipeline::setFilterArguments() for the update, the preview
//     and the impulse response (the same kernel on a unit spectrum);
//   - the host, in double precision, through at(), band() and notches(): the spectrum
//     overlay's shading, FilterSettings::gain(), tests' cross-checks.
// H is a product of factors, each a function of the bin:
//   H(u, v) = band(D) * homomorphic(D) * notches(u, v) * wedges(u, v) * mask(u, v)
//   D = sqrt(u^2 + v^2), or isotropic: sqrt((u m/W)^2 + (v m/H)^2), m = min(W, H)
//   band(D) = k1 + k2 b(D), b the radial high/low-pass, or 1 - b when inverted
// A new filter family is one more factor or a change of the band's value:
// a field of FilterSettings, a term here, its evaluation in at() and in filter.cl, and its
// name in describe() and the preset.
// Frequencies are in bins of the transformed grid: `scale` bins per image spectrum pixel
// (2 on the mirrored grid of EdgeHandling::Mirror, where a frequency lies twice as far out).
#include "filter.h"

#include <array>
#include <cstdint>
#include <vector>

namespace passband {

class FilterGain {
public:
    // For a width x height image (its aspect sets the isotropic distance; 0 x 0 where that
    // is not needed, as for band() of bins), on a grid of `scale` bins per spectrum pixel.
    explicit FilterGain(const FilterSettings& settings, int width = 0, int height = 0, int scale = 1);

    // D of the bin (u, v): its distance from DC in bins, or the isotropic distance.
    double distance(double u, double v) const;
    // The radial band at distance d: high-pass times low-pass of the settings' shape, then
    // inverted and emphasised as the settings say.
    double band(double d) const;
    // The homomorphic factor at distance d (1 when off).
    double homomorphic(double d) const;
    // band(d) * homomorphic(d): everything that depends on the radius alone.
    double radial(double d) const { return band(d) * homomorphic(d); }
    // Every notch pair's gain at (u, v) bins from DC.
    double notches(double u, double v) const;
    // Every wedge's gain at (u, v) bins from DC (v down, as the spectrum pane shows it).
    double wedges(double u, double v) const;
    // The painted mask's gain at (u, v) bins of the grid: the pixel showing the nearest image
    // bin (1 without a mask).
    double mask(double u, double v) const;
    // H(u, v) = radial(distance(u, v)) * notches(u, v) * wedges(u, v) * mask(u, v).
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
        std::int32_t isotropic = 0;
        float isoScaleX = 1, isoScaleY = 1;        // m/W, m/H
        std::array<float, 4> band{0, 0, 1, 0};     // (invert, k1, k2, -)
        std::array<float, 4> homomorphic{0, 0, 0, 0}; // (gammaL, gammaH, c, D0^2); D0^2 = 0: off
        // Two per wedge: (cos a, sin a, half opening, soft) in radians, (rMin^2, rMax^2 or -1, pass, -).
        std::vector<std::array<float, 4>> wedges;
    };
    KernelTerms kernelTerms(std::int64_t beyond) const;
    // How many arguments apply_filter takes (spectrum, out, W, H and kernels/filter.cl's
    // FILTER_ARGS, which KernelTerms fills): the kernels built on it (fold_vertical, the fused
    // inverse pass) take theirs after these. tst_kernels holds it equal to the kernel's count.
    static constexpr unsigned kKernelArguments = 4 + 19;

private:
    double lowpass(double d, double radius) const;

    FilterSettings settings_; // radii, notches and wedges' ranges already in bins of the grid
    double isoScaleX_ = 1, isoScaleY_ = 1;
    int scale_ = 1;
};

} // namespace passband
