#pragma once
// The filter Passband applies, exactly as documented in README.md ("The filter").
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace passband {

enum class FilterShape { Ideal, Gaussian, Butterworth };
// None keeps the real values (float output only: Image::isFloat()).
enum class OutputMapping { Auto, Clamp, Normalize, Magnitude, None };

// README "The filter": Normalize maps a result whose spread (max - min) is at most this share
// of the larger of the output's range and the result's largest magnitude to the bottom of the
// range, as a constant; Magnitude likewise a result whose largest |g| is. A float FFT leaves
// an exactly constant result (a low-pass that keeps only DC, a basis image of bin 0, 0) a
// spread of about 1e-6 of its magnitude, which a stretch to the full range would show as
// bands. kernels/mapping.cl holds the same number.
constexpr double kFlatShare = 1e-5;

// What the forward FFT sees at the image's borders (README "Edges"). The DFT treats the
// image as one tile of a periodic plane, so opposite borders that differ make a jump, whose
// spectrum is the bright cross through DC.
//  Periodic: the image as it is: the exact DFT, cross and all.
//  Smooth:   Moisan's periodic-plus-smooth decomposition: the filter acts on the periodic
//            component, whose borders join up, and the smooth component is added back.
//  Mirror:   the image and its three mirror images (2W x 2H), so every border meets itself.
//  Window:   (image - mean) times a Tukey window that tapers `taper` of each axis, plus the
//            mean; taper 1 is the Hann window. The result keeps the taper.
enum class EdgeHandling { Periodic, Smooth, Mirror, Window };
struct EdgeSettings {
    EdgeHandling mode = EdgeHandling::Periodic;
    double taper = 1.0; // Window only: 0 < taper <= 1
    bool operator==(const EdgeSettings& o) const
    {
        return mode == o.mode && (mode != EdgeHandling::Window || taper == o.taper);
    }
    bool operator!=(const EdgeSettings& o) const { return !(*this == o); }
    // Spectrum pixels of the transformed grid per spectrum pixel of the image.
    int scale() const { return mode == EdgeHandling::Mirror ? 2 : 1; }
    // "none", "smooth", "mirror", "hann", "tukey 0.25".
    std::string describe() const;
    // Empty when valid, else what is wrong, as one sentence.
    std::string validate() const;
};

// A notch pair for periodic noise: it stops the frequencies around (u, v) and around its
// Hermitian mirror (-u, -v), both in spectrum pixels from DC (u to the right, v down, as the
// centred spectrum shows them). Its gain at distance d from a centre is the complement of a
// low-pass of radius `radius` and the notch's shape: ideal 0 for d < radius, Gaussian
// 1 - exp(-d^2 / 2 radius^2), Butterworth 1 - 1/(1 + (d/radius)^2n) with the filter's order.
// The filter's gain is multiplied by both centres' gains of every notch. Where an even size
// makes +N/2 and -N/2 one bin, the gain is taken at u >= 0 (the half spectrum the device
// keeps), with H(-u, -v) = H(u, v), so the result stays real.
struct Notch {
    double u = 0, v = 0;
    double radius = 3;
    FilterShape shape = FilterShape::Gaussian;
    bool operator==(const Notch& o) const
    {
        return u == o.u && v == o.v && radius == o.radius && shape == o.shape;
    }
    bool operator!=(const Notch& o) const { return !(*this == o); }
};
constexpr int kMaxNotches = 64;

// High-frequency emphasis (README "Shaping the band"): the band's gain becomes k1 + k2 band,
// so k1 = 0, k2 = 1 leaves it as it is; a high-pass with k1 = 1 adds its detail back to the
// image (high-boost, unsharp masking in the frequency domain).
struct Emphasis {
    double k1 = 0, k2 = 1;
    bool active() const { return k1 != 0 || k2 != 1; }
    bool operator==(const Emphasis& o) const { return k1 == o.k1 && k2 == o.k2; }
    bool operator!=(const Emphasis& o) const { return !(*this == o); }
};
constexpr double kMaxEmphasis = 100;

// Homomorphic filtering (README "Homomorphic filtering"), the textbook's separation of
// illumination and reflectance: the image is filtered as ln(1 + f), by H times
//   H_h(D) = (gammaH - gammaL) (1 - exp(-c D^2 / D0^2)) + gammaL,
// and the result is exp(g) - 1. gammaL < 1 < gammaH evens out the lighting and brings up
// the detail.
struct Homomorphic {
    double gammaL = 0.5, gammaH = 2, c = 1, d0 = 30;
    bool operator==(const Homomorphic& o) const
    {
        return gammaL == o.gammaL && gammaH == o.gammaH && c == o.c && d0 == o.d0;
    }
    bool operator!=(const Homomorphic& o) const { return !(*this == o); }
};

// A gain painted on the spectrum (README "Masks"): width x height values from 0 (stop) to 1
// (pass), laid out as the spectrum pane shows them, DC at (width/2, height/2) (rounded down).
// H is multiplied, at each bin, by the value of the mask pixel showing that frequency (on a
// finer grid, the nearest). Made for one image size: another is an error. hermitian() makes
// it symmetric through DC as H must be (stop wins: each pair takes the smaller value);
// painting keeps it so.
struct SpectrumMask {
    int width = 0, height = 0;
    std::vector<float> gains; // row-major

    float at(int x, int y) const { return gains[static_cast<std::size_t>(y) * width + x]; }
    // The pixel showing the mirror frequency of (x, y): through DC, wrapping at Nyquist.
    int mirrorX(int x) const { return ((2 * (width / 2) - x) % width + width) % width; }
    int mirrorY(int y) const { return ((2 * (height / 2) - y) % height + height) % height; }
    void hermitian();
    bool operator==(const SpectrumMask& o) const
    {
        return width == o.width && height == o.height && gains == o.gains;
    }
    // Empty when valid (sizes, values in 0..1), else what is wrong.
    std::string validate() const;
};

// A wedge and its mirror, for directional filtering and stripes (README "Wedges"). The axis
// is at `angle` degrees as the spectrum pane shows it: 0 to the right, counter-clockwise, so
// 90 is up; with its mirror, angles a and a + 180 are one wedge. A bin at angle delta from
// the axis (0..90 degrees, the mirror folded in) has weight 1 for delta < opening/2, 0 beyond,
// and with `soft` > 0 a raised cosine across `soft` degrees centred on opening/2. A stop wedge
// multiplies H by 1 - weight, a pass wedge by the weight, at radii rMin <= D <= rMax (D as the
// radial band measures it); outside that range, and at DC, the wedge leaves H alone.
struct Wedge {
    double angle = 0;
    double opening = 10; // degrees, more than 0, at most 180
    double soft = 0;     // degrees, 0 (a hard edge) to 180
    double rMin = 0;
    std::optional<double> rMax;
    bool pass = false;
    bool operator==(const Wedge& o) const
    {
        return angle == o.angle && opening == o.opening && soft == o.soft && rMin == o.rMin && rMax == o.rMax &&
               pass == o.pass;
    }
    bool operator!=(const Wedge& o) const { return !(*this == o); }
};
constexpr int kMaxWedges = 8;
// The wedge that suppresses stripes along an axis of the image, as ImageJ's FFT band-pass
// does: horizontal stripes put their energy on the spectrum's vertical axis, so a stop wedge
// at 90 degrees opening 2 x tolerance with as soft an edge; vertical stripes, at 0 degrees.
Wedge stripeWedge(bool horizontal, double toleranceDegrees);

struct FilterSettings {
    std::optional<double> highpass; // radius R: passes D >= R; off when absent or 0
    std::optional<double> lowpass;  // radius R: passes D < R; off when absent (0 passes
                                    // nothing, or only DC for the smooth shapes)
    FilterShape shape = FilterShape::Ideal;
    int order = 2;                  // Butterworth order n
    OutputMapping mapping = OutputMapping::Auto;
    EdgeSettings edges;
    std::vector<Notch> notches;
    bool invert = false;  // the band becomes 1 - band: a band-pass becomes a band-reject
    Emphasis emphasis;    // then k1 + k2 band
    bool isotropic = false; // D in cycles per pixel (times the shorter side) instead of bins
    std::vector<Wedge> wedges;
    std::optional<Homomorphic> homomorphic; // on: the log domain, and H_h as one more factor
    std::shared_ptr<const SpectrumMask> mask; // shared, never changed: settings are copied often

    bool highpassActive() const { return highpass && *highpass > 0; }
    bool lowpassActive() const { return lowpass.has_value(); }
    // Whether H(DC) is 0, so the result has no mean: a high-pass (or an inverted low-pass)
    // without an emphasis offset k1.
    bool removesMean() const;
    // Auto is magnitude when the filter removes the mean (a high-pass), else normalize for
    // homomorphic filtering (whose exp(g) - 1 has no natural range), else clamp.
    OutputMapping effectiveMapping() const;
    // The mapping of the removed component (input minus result): Auto maps it as Auto would
    // the complementary filter's output: clamp when the filter removes the mean (what a
    // high-pass removed is the low-pass image), else magnitude (what a low-pass removed is
    // detail about zero).
    OutputMapping removedMapping() const;
    // The filter's gain H at radius d (spectrum pixels from DC), in double precision: for
    // drawing and analysis on the host. Notches left out. H itself is FilterGain
    // (filter_gain.h); these are its band() and notches() on the image's own grid.
    double gain(double d) const;
    // The notches' gain at (u, v) spectrum pixels from DC, in double precision.
    double notchGain(double u, double v) const;
    // Empty when the settings are valid, else what is wrong, as one sentence.
    std::string validate() const;
    // "high-pass 64, ideal, magnitude" and the like, for provenance and messages.
    std::string describe() const;
    bool operator==(const FilterSettings& o) const
    {
        return highpass == o.highpass && lowpass == o.lowpass && shape == o.shape && order == o.order &&
               mapping == o.mapping && edges == o.edges && notches == o.notches && invert == o.invert &&
               emphasis == o.emphasis && isotropic == o.isotropic && wedges == o.wedges &&
               homomorphic == o.homomorphic &&
               (mask == o.mask || (mask && o.mask && *mask == *o.mask));
    }
    bool operator!=(const FilterSettings& o) const { return !(*this == o); }
};

// A cutoff radius R (spectrum pixels) of a width x height image in the other units a class
// meets: R spectrum pixels are R/W cycles per pixel across and R/H down; Nyquist is 0.5 cycles
// per pixel; a period is 1/frequency. Axes differ unless the image is square.
struct CutoffUnits {
    double cyclesPerPixelX = 0, cyclesPerPixelY = 0;
    double nyquistFractionX = 0, nyquistFractionY = 0;
    double periodX = 0, periodY = 0; // pixels; +infinity for R = 0
};
CutoffUnits cutoffUnits(double radius, int width, int height);
// "R = 32 px: 0.125 cycles/px, 25% of Nyquist, period 8 px"; "R = 32 px: across 0.125
// cycles/px (25% of Nyquist, period 8 px), down 0.25 cycles/px (50%, period 4 px)" when the
// axes differ.
std::string describeCutoff(double radius, int width, int height);

// What an update did, measured on the device (FilterPipeline::setMeasuring): the readouts
// of README "Readouts".
struct UpdateMeasures {
    bool valid = false;
    double energyKept = 0;  // sum |F H|^2 / sum |F|^2 over every bin of every colour channel,
                            // 0..1 (1 for an all-black image, which has nothing to lose)
    double meanAbsDiff = 0; // mean |result - original| over the colour samples, in sample units
    double psnrDb = 0;      // 10 log10(maxval^2 / mean squared difference); +infinity when equal
};

// The filter's spatial impulse response h, the inverse DFT of its gain H on the transformed
// grid, around the origin: values[j * width + i] = h(i - width/2, j - height/2), so the
// centre (width/2, height/2) holds h(0, 0). Empty when not asked for.
struct ImpulseResponse {
    int width = 0, height = 0;
    std::vector<float> values;
    bool empty() const { return values.empty(); }
    float at(int i, int j) const { return values[static_cast<std::size_t>(j) * width + i]; }
};

// The radial power spectrum: for each ring k around DC (the bins whose distance from DC, in
// the image's spectrum pixels, rounds half up to k), the mean power per bin of the full
// spectrum, |F|^2 before and |F H|^2 after the filter, summed over the colour channels.
struct RadialProfile {
    std::vector<double> bins;   // bins in each ring
    std::vector<double> before; // mean |F|^2 per bin
    std::vector<double> after;  // mean |F H|^2 per bin
    bool empty() const { return bins.empty(); }
};

constexpr int kMaxButterworthOrder = 64;

const char* shapeName(FilterShape shape);
const char* mappingName(OutputMapping mapping);
std::optional<FilterShape> parseShape(const std::string& name);
std::optional<OutputMapping> parseMapping(const std::string& name);
// "none" (or "periodic"), "smooth", "mirror", "hann", "tukey" (taper `taper`).
std::optional<EdgeSettings> parseEdges(const std::string& name, double taper = 0.5);

} // namespace passband
