#pragma once
// How far below its peak the spectrum pane shows the log magnitude (README "What the panes
// show"): S = log(1 + |F|) is mapped linearly to 0..255 from a floor to the peak's S, the
// floor the larger of the smallest S and log(1 + |F|peak 10^(-dB/20)); bins below it are
// black. The full range is min to max, as before there was a floor.
// Auto (the default) is 100 dB below the peak for a 512 x 512 image, 10 dB more for each
// tenfold in pixels: a photo's mean (the peak) grows with the pixel count N and its fine
// detail and noise with sqrt(N), so its structure sits at the same place in the picture at
// any size. Mapped min to max a photo's spectrum is an even grey (its few weakest bins set
// the black); from the floor its structure has contrast. A pattern's 8-bit rounding puts
// faint bins 55-85 dB below its peak, which a lesson hides with a floor of 40 dB.
#include <string>

namespace passband {

constexpr double kAutoFloorDb = 100;      // for 512 x 512
constexpr double kMaxSpectrumFloorDb = 400; // a floor above 0 up to this, in dB

struct SpectrumRange {
    enum class Kind { Auto, Floor, Full };
    Kind kind = Kind::Auto;
    double floorDb = kAutoFloorDb; // Floor's

    static SpectrumRange full() { return {Kind::Full, 0}; }
    static SpectrumRange floor(double dB) { return {Kind::Floor, dB}; }
    // The dB below the peak shown for a width x height image; 0 for the full range.
    double dbFor(int width, int height) const;
    // The S shown black, for S spanning lowest..highest of a width x height image.
    double floorOf(double lowest, double highest, int width, int height) const;
    // "auto", "full" or the dB ("40"): as `--floor` and lessons' "spectrum_floor" take it.
    std::string name() const;
    // "down to 117 dB below the peak" or "full range (minimum to maximum)", for titles.
    std::string describe(int width, int height) const;
    // Empty when valid, else one sentence.
    std::string validate() const;
    bool operator==(const SpectrumRange& o) const { return kind == o.kind && (kind != Kind::Floor || floorDb == o.floorDb); }
    bool operator!=(const SpectrumRange& o) const { return !(*this == o); }
};

// "auto", "full" or a number of dB above 0; nullopt-like false for anything else.
bool parseSpectrumRange(const std::string& text, SpectrumRange* range);

} // namespace passband
