#pragma once
// The Fourier lab's settings as one value (README "Lab"): the mode and one struct per mode,
// each validated and described here, so that the window's model, lessons, presets and the
// command line all hold the same thing. The table of modes (labModes()) says what each mode
// is; nothing outside the layers' tables of modes compares LabMode.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace passband {

// The window's lab modes.
enum class LabMode { Off, Mix, Hybrid, Convolution, Sampling, Basis };

// A mix's magnitude and phase, each taken from A, from B, or between them (README "Lab"):
// |F| = (1 - magnitudeB) |F_A| + magnitudeB |F_B|, or 1 everywhere (unitMagnitude: phase
// only); arg F = arg p, p = (1 - phaseB) F_A/|F_A| + phaseB F_B/|F_B| (where |p| <= 1e-4,
// opposite phases half way, the phase of the weightier side, A's at a half), or 0 everywhere
// (zeroPhase: magnitude only). The weights are 0 to 1; 0 is A's own, 1 is B's.
struct MixSettings {
    double magnitudeB = 0;
    double phaseB = 1;
    bool unitMagnitude = false;
    bool zeroPhase = false;
    std::string describe() const; // "magnitude from a, phase from b", "magnitude 0.3 of the way to b, ..."
    std::string validate() const; // empty when usable, else one sentence
    bool operator==(const MixSettings& o) const
    {
        return magnitudeB == o.magnitudeB && phaseB == o.phaseB && unitMagnitude == o.unitMagnitude &&
               zeroPhase == o.zeroPhase;
    }
};
// From the command line's words: "a", "b", a weight of b from 0 to 1, or "one" (magnitude) and
// "zero" (phase); false for anything else.
bool setMixMagnitude(MixSettings& settings, const std::string& value);
bool setMixPhase(MixSettings& settings, const std::string& value);

// Hybrid images (Oliva, Torralba & Schyns 2006): A's low frequencies and B's high ones,
// each through a Gaussian of radius R (spectrum pixels): IDFT(F_A G_A + F_B (1 - G_B)),
// G(D) = exp(-D^2 / (2 R^2)).
constexpr double kMaxHybridRadius = 10000;
struct HybridSettings {
    double lowpass = 12;  // A's
    double highpass = 24; // B's
    std::string describe() const; // "low-pass 12 of A + high-pass 24 of B (Gaussian)"
    std::string validate() const;
    bool operator==(const HybridSettings& o) const { return lowpass == o.lowpass && highpass == o.highpass; }
};

// A small spatial kernel for the convolution theorem (README "Lab"): odd width and height,
// 1 to 15, values row-major; its centre is the middle element.
constexpr int kMaxKernelSide = 15;
struct SpatialKernel {
    int width = 0, height = 0;
    std::vector<double> values;
    std::string name; // a named kernel's spec ("box:5"), or what a custom one is called
    std::string describe() const; // "box:3 (3x3)"
    double at(int x, int y) const { return values[static_cast<std::size_t>(y) * width + x]; }
    double sum() const;
    std::string validate() const; // empty when usable, else one sentence
    bool operator==(const SpatialKernel& o) const
    {
        return width == o.width && height == o.height && values == o.values && name == o.name;
    }
};
// "box:N", "gaussian:SIGMA", "sobel-x", "sobel-y", "laplacian", "motion:LENGTH[,ANGLE]";
// throws Error with one sentence for a name or value it does not know.
SpatialKernel namedKernel(const std::string& spec);
// Whitespace- or comma-separated numbers, one row per line ('#' starts a comment).
SpatialKernel parseKernel(const std::string& text, const std::string& name);
// The kernels the window offers by name, as namedKernel() spells them.
const std::vector<std::string>& offeredKernels();
// A kernel that is not one of the named ones, as the window and lessons call it.
constexpr const char* kCustomKernelName = "custom";

// What a convolution shows in the result pane.
enum class ConvolutionView { FrequencyDomain, Spatial, Difference };
struct ConvolutionSettings {
    SpatialKernel kernel = namedKernel("box:5");
    bool zeroPadding = false;
    ConvolutionView view = ConvolutionView::FrequencyDomain;
    std::string describe() const; // "box:5 (5x5), circular padding"
    std::string validate() const;
    bool operator==(const ConvolutionSettings& o) const
    {
        return kernel == o.kernel && zeroPadding == o.zeroPadding && view == o.view;
    }
};

// What Sampling does to the image before it keeps one pixel in N (README "Lab").
enum class AntiAliasing {
    None,         // nothing: frequencies above the new Nyquist fold back
    Nyquist,      // an ideal low-pass at the new Nyquist frequency, min(W, H) / (2N) (subsample --antialias)
    CurrentFilter // the Filter dock's exact result
};
constexpr int kMinSamplingFactor = 2, kMaxSamplingFactor = 16;
struct SamplingSettings {
    int factor = 2; // keep 1 pixel in factor across and down
    AntiAliasing antialias = AntiAliasing::None;
    std::string describe() const; // "1 in 2 pixels across and down, no anti-aliasing"
    std::string validate() const;
    bool operator==(const SamplingSettings& o) const { return factor == o.factor && antialias == o.antialias; }
};

// One bin's basis image, or the image rebuilt from its strongest coefficients.
constexpr int kMaxBasisBin = 1 << 20;
struct BasisSettings {
    std::uint64_t keep = 0; // the strongest coefficients to keep; 0: the picked bin's basis image
    int binU = 6, binV = 4; // the picked bin (frequencies, either sign)
    std::string describe() const; // "bin (6, 4)", "the 5000 strongest coefficients"
    std::string validate() const;
    bool operator==(const BasisSettings& o) const { return keep == o.keep && binU == o.binU && binV == o.binV; }
};

// The whole lab: a mode and each mode's own settings (kept while another mode is on, so that
// coming back finds them as left).
struct LabSettings {
    LabMode mode = LabMode::Off;
    MixSettings mix;
    HybridSettings hybrid;
    ConvolutionSettings convolution;
    SamplingSettings sampling;
    BasisSettings basis;

    bool active() const; // a mode is on
    // Every mode's settings (a lesson or a model holds them all): empty when usable, else one
    // sentence.
    std::string validate() const;
    // The mode and its own settings in words, as a result's provenance says them:
    // "mix: magnitude from a, phase from b", "off".
    std::string describe() const;
    bool operator==(const LabSettings& o) const
    {
        return mode == o.mode && mix == o.mix && hybrid == o.hybrid && convolution == o.convolution &&
               sampling == o.sampling && basis == o.basis;
    }
    bool operator!=(const LabSettings& o) const { return !(*this == o); }
};

// Each mode once: what the panel, the session, the worker, lessons and --lab ask of a mode
// come from its row, so a new mode is a row here, its computation (app/engine/lab_work), its
// page (ui/lab_panel), its JSON (app/io/lab_json) and, where a result image makes sense, its
// command (app/cli/lab_commands).
struct LabModeInfo {
    LabMode mode;
    const char* name;    // for --lab and lessons
    bool takesSecond;    // works on two images, A and B
    bool followsSliders; // previews while a slider moves, the exact result once it rests
    bool resultIsStrip;  // the result pane shows the result as a distance strip (hybrid_strip)
    bool picksBins;      // a click on the middle pane's spectrum picks a bin
    // Its own settings in words ("magnitude from a, phase from b"); empty for off.
    std::string (*describe)(const LabSettings&);
    // Whether A is the filter's exact result rather than the image (sampling after it).
    bool (*readsFilteredImage)(const LabSettings&);
    // The side of the blocks its result pane shows each result sample as (sampling's factor;
    // 1 for the others): an export writes the samples themselves, one a block.
    int (*blockSide)(const LabSettings&);
};
const std::vector<LabModeInfo>& labModes(); // Off first, then in the panel's order
const LabModeInfo& labModeInfo(LabMode mode);
std::optional<LabMode> parseLabMode(const std::string& name); // "off", "mix", "hybrid", ...
// The modes' names as a list for messages and help: "mix, hybrid, convolution, sampling or
// basis" (`withOff`: "off, mix, ..."), or joined by `separator` alone when `last` is empty.
std::string labModeNames(bool withOff, const std::string& separator = ", ", const std::string& last = " or ");

} // namespace passband
