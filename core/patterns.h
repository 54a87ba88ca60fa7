#pragma once
// Test patterns for class, and periodic noise to add to any image: frequencies are given in
// cycles per image (u across, v down), so a pattern's peaks land exactly on spectrum bins
// (u, v) and (-u, -v) when u and v are whole numbers.
#include "image.h"

#include <optional>
#include <string>

namespace passband {

enum class PatternKind {
    Grating,      // 127.5 + 127.5 cos(2 pi (u x / W + v y / H)): one pair of peaks
    Bars,         // the grating's sign, 0 or 255: a square wave, with odd harmonics
    Checkerboard, // squares of `square` pixels, 0 and 255
    ZonePlate,    // 127.5 + 127.5 cos(pi r^2 / max(W, H)), r from the centre: every frequency
                  // up to Nyquist at the nearer edge, one ring per frequency
};

struct PatternSpec {
    PatternKind kind = PatternKind::Grating;
    int width = 512, height = 512;
    double u = 16, v = 8; // Grating and Bars
    int square = 16;      // Checkerboard
    // Empty when valid, else what is wrong, as one sentence.
    std::string validate() const;
    // "grating 512x512, 16 x 8 cycles" and the like.
    std::string describe() const;
};

// An 8-bit grey image of the pattern. Throws Error for an invalid spec.
Image makePattern(const PatternSpec& spec);

const char* patternName(PatternKind kind);
std::optional<PatternKind> parsePatternKind(const std::string& name);

// Periodic noise: amplitude * maxval * cos(2 pi (u x / W + v y / H)) added to every colour
// channel (alpha kept), rounded and clamped to 0..maxval.
struct PeriodicNoise {
    double u = 24, v = 16;
    double amplitude = 0.15; // a fraction of full scale, 0..1
    std::string validate() const;
};
// The image plus amplitude x full scale x cos(2 pi (u x / W + v y / H)) in each colour channel.
// Integer images are first given room for it: (sample + peak + noise) x maxval / (maxval +
// 2 peak), so that nothing clips and a notch pair at (u, v) leaves the image with its levels
// scaled by maxval / (maxval + 2 peak) (README "Periodic noise and notches"); float images keep
// their levels and widen their range.
Image addPeriodicNoise(const Image& image, const PeriodicNoise& noise);

} // namespace passband
