#pragma once
// The Fourier lab's computations (README "Lab"): magnitude and phase mixed between two images,
// hybrid images, the convolution theorem, basis images and rebuilding from the strongest
// coefficients, and images of a spectrum's parts. An image is transformed once (LabSpectra,
// kept on the device); each operation is then a kernel over its bins (kernels/lab.cl) and an
// inverse transform, so the window can follow a slider.
#include "device.h"
#include "fft.h"
#include "filter.h"
#include "image.h"
#include "lab_settings.h"
#include "lattice.h"

#include <algorithm>
#include <complex>
#include <functional>
#include <cstdint>
#include <optional>
#include <memory>
#include <string>
#include <vector>

namespace passband {

// An image as the lab takes it: colour planes of doubles (no alpha), `channels` of them
// (1: grey, the luminance 0.299 R + 0.587 G + 0.114 B of a colour image; 3: RGB, a grey
// image's plane three times), resized to width x height by bilinear interpolation (pixel
// centres aligned) when its size differs. `note` says what was done to it, or is empty.
// Throws TooLargeError beyond 2 GiB of planes (about 90 megapixels of colour).
// What a lab result is made of (README "Lab"): the kind of image it was computed from, so that
// every result keeps its input's depth: integers 0..maxval, or float samples in low..high.
struct LabRange {
    bool floating = false;
    int maxval = 255;
    double low = 0, high = 255; // the samples' range: 0..maxval, or the float image's
    static LabRange of(const Image& image);
    bool operator==(const LabRange& o) const
    {
        return floating == o.floating && maxval == o.maxval && low == o.low && high == o.high;
    }
    bool operator!=(const LabRange& o) const { return !(*this == o); }
};

struct LabPlanes {
    int width = 0, height = 0;
    LabRange range; // of the image the planes were taken from
    std::vector<std::vector<double>> planes;
    std::string note;
};
// The memory bound, checked before anything is allocated (README "Lab": the lab works in
// doubles on the host).
constexpr std::uint64_t kMaxLabBytes = 2ull << 30;
// `into`: the range the samples are to be taken in (A's, for B): an 8-bit A and a 16-bit B
// mix as two 8-bit images would, B's levels scaled from its range to A's.
LabPlanes labPlanes(const Image& image, int channels, int width, int height, const LabRange* into = nullptr);
// Sampling (README "Lab"): pixel (n x, n y) of `image` for each (x, y), floor(W/n) x floor(H/n),
// every channel, at its own depth (what `passband subsample` writes; the window's blocks are
// these samples drawn n x n).
Image subsampled(const Image& image, int n);

// The phase spectrum on a colour wheel (README "Lab"): centred as the magnitude spectrum is
// (DC at (W/2, H/2)), each bin's colour the hue arg F (0 degrees red, 120 green, 240 blue,
// counter-clockwise from the positive real axis) at full saturation and value, and black where
// |F| < kPhaseMask times the largest |F|, where the phase is noise.
constexpr double kPhaseMask = 1e-3;

// The image convolved with the kernel by the definition, in double on the host: circular
// (the image wraps around, as the DFT sees it) or with zeros beyond the borders.
std::vector<double> convolveDirect(const std::vector<double>& plane, int width, int height, const SpatialKernel& k,
                                   bool zeroPadding);

// Which part of a spectrum an image of it shows (README "Lab"): log(1 + |F|) in grey, arg F on
// the colour wheel, or Re F and Im F in red (positive) and blue (negative) on a signed log scale.
enum class SpectrumPart { LogMagnitude, Phase, Real, Imaginary };
std::optional<SpectrumPart> parseSpectrumPart(const std::string& name); // "magnitude", "phase", "real", "imaginary"
const char* spectrumPartName(SpectrumPart part);

// One image's channels transformed on the device: what the lab's operations take. Made by
// FourierLab::transform; the window keeps it while it works on the same image.
struct LabSpectra {
    int width = 0, height = 0;
    LabRange range;
    std::vector<cl::Buffer> channels; // each a half spectrum (fft.h's layout)
    std::uint64_t id = 0;             // which transform made it (FourierLab::transform counts them)
};

// The lab's planes out: one per channel, row-major, real.
using LabResult = std::vector<std::vector<float>>;

class FourierLab {
public:
    explicit FourierLab(ComputeContext& context);
    ComputeContext& context() const { return context_; }
    ~FourierLab();

    LabSpectra transform(const LabPlanes& planes);
    // Spectrum images of blocks of step x step bins, each the strongest bin's (README "Lab"):
    // ceil(W/step) x ceil(H/step) pixels, for a pane that shows no more. 1 (every bin) unless set.
    void setSpectrumStep(int step) { spectrumStep_ = std::max(1, step); }
    int spectrumStep() const { return spectrumStep_; }

    // A centred image of one part of a spectrum's first channel (8-bit, W x H; grey for the
    // log magnitude, RGB otherwise).
    Image spectrumImage(const LabSpectra& spectra, SpectrumPart part);
    // The phase image of a one-plane (grey) LabPlanes, as spectrumImage(.., Phase).
    Image phaseImage(const LabPlanes& grey);

    // a and b: the same size and channels. Throws Error otherwise. `spectrum`, when not null,
    // receives an image of the result's spectrum (`part` of it; of the luminance for colour),
    // made from the combined spectrum before its inverse, at no extra transform.
    LabResult mix(const LabSpectra& a, const LabSpectra& b, const MixSettings& settings, Image* spectrum = nullptr,
                  SpectrumPart part = SpectrumPart::LogMagnitude);
    LabResult hybrid(const LabSpectra& a, const LabSpectra& b, const HybridSettings& settings, Image* spectrum = nullptr,
                     SpectrumPart part = SpectrumPart::LogMagnitude);
    // Display-sized previews of a mix and a hybrid (README "Lab"): the result at `lattice`'s
    // pixels (core/lattice.h), each sample exactly what mix() or hybrid() makes there, from
    // A's and B's spectra folded onto the lattice's grid: one read of them and a transform of
    // the grid's size. Planes of (W / stepX) x (H / stepY); `spectrum` as for mix(), whole.
    // Throws Error for a lattice whose steps do not divide the sides.
    LabResult mixSampled(const LabSpectra& a, const LabSpectra& b, const MixSettings& settings, Lattice lattice,
                         Image* spectrum = nullptr, SpectrumPart part = SpectrumPart::LogMagnitude);
    LabResult hybridSampled(const LabSpectra& a, const LabSpectra& b, const HybridSettings& settings, Lattice lattice,
                            Image* spectrum = nullptr, SpectrumPart part = SpectrumPart::LogMagnitude);
    // Whether a preview of a and b on `lattice` (a mix with `mix`, else a hybrid) finds its
    // plan and, for a mix that blends, its folds made: the first preview makes them.
    bool previewReady(const LabSpectra& a, const LabSpectra& b, const MixSettings* mix, Lattice lattice) const;
    // Each channel convolved by the convolution theorem: IDFT(DFT(image) DFT(kernel)), the
    // kernel zero-filled to the grid with its centre at (0, 0); on the image's own grid
    // (circular), or on a 2W x 2H grid of zeros (zeroPadding: a linear convolution, cropped).
    LabResult convolve(const LabPlanes& image, const SpatialKernel& kernel, bool zeroPadding);
    // Each channel convolved by the definition (convolveDirect's), on the device, in float.
    LabResult convolveSpatial(const LabPlanes& image, const SpatialKernel& kernel, bool zeroBorders);
    // The kernel's spectrum on a width x height grid (centred at (0, 0) as convolve() puts it).
    Image kernelSpectrumImage(const SpatialKernel& kernel, int width, int height, SpectrumPart part);

    // The image rebuilt from its `count` strongest coefficients of the full W x H spectrum
    // (ties at the threshold kept too; a bin and its mirror count as two). `kept`: how many
    // were kept, in the first channel. `keptSpectrum`: the first channel's kept bins, as a
    // centred log-magnitude image, when not null.
    LabResult keepStrongest(const LabSpectra& spectra, std::uint64_t count, std::uint64_t* kept = nullptr,
                            Image* keptSpectrum = nullptr);
    // The coefficient F(u, v) of the first channel (u, v: frequencies, either sign).
    std::complex<double> coefficient(const LabSpectra& spectra, int u, int v);
    // The part of the image that bin (u, v) and its mirror make: each channel's
    // (2 / WH) |F| cos(2 pi (ux/W + vy/H) + arg F) (or (1/WH) F for a bin that is its own mirror).
    LabResult basis(const LabSpectra& spectra, int u, int v);

private:
    Fft2d& planFor(int width, int height);
    cl::Kernel& kernel(const char* name);
    cl::Buffer spectrumBuffer(int width, int height);
    void checkPair(const LabSpectra& a, const LabSpectra& b, const char* what) const;
    std::vector<float> inverse(const cl::Buffer& half, int width, int height); // overwrites half
    // fold_combined's previews: `combine` is its COMBINE_MIX or COMBINE_HYBRID, p0 and p1 its
    // weights or radii.
    LabResult combinedSampled(const LabSpectra& a, const LabSpectra& b, Lattice lattice, int combine, float p0,
                              float p1, int unitMagnitude, int zeroPhase, Image* spectrum, SpectrumPart part);
    // wantLuminance: 0 none, 1 the luminance's spectrum, 2 compact (kernels/lab.cl).
    void enqueueFoldCombined(const LabSpectra& a, const LabSpectra& b, LatticeFold& fold, const cl::Buffer& luminance,
                             int wantLuminance, int combine, float p0, float p1, int unitMagnitude, int zeroPhase);
    std::vector<float> downloadLattice(LatticeFold& fold); // the plan's real buffer: the lattice's samples
    // A spectrum buffer of the size kept for reuse (slot 0: a combined spectrum, 1: a
    // luminance's): fresh pages cost a 12 MP image a page fault per 4 KiB at every update.
    const cl::Buffer& scratchSpectrum(int slot, int width, int height);
    // Each channel's spectrum written into `out` by fill(channel, out), then inverted; the
    // spectrum image of the first channel (one) or of the luminance (three), when asked for.
    LabResult inverseEach(std::size_t channels, int width, int height, const std::function<void(std::size_t, const cl::Buffer&)>& fill,
                          Image* spectrum, SpectrumPart part);
    // Of half, or of wa half + wb second where second is given (kernels/lab.cl's
    // spectrum_part_centred).
    // (compact: both kept as kernels/lab.cl's compact spectra).
    std::vector<float> centredPart(const cl::Buffer& half, int width, int height, SpectrumPart part,
                                   const cl::Buffer* second = nullptr, float wa = 1, float wb = 0, bool compact = false);
    Image partImage(const cl::Buffer& half, int width, int height, SpectrumPart part, const cl::Buffer* second = nullptr,
                    float wa = 1, float wb = 0, bool compact = false);
    // The lattice's fold for a w x h image of `channels`, kept while they stay.
    LatticeFold& latticeFold(int w, int h, Lattice lattice, int channels);
    // mixSampled where the phase comes from one side (or is 0): the result is then linear in
    // the magnitude weight, M = (1 - w) |A| phi + w |B| phi, and so is its fold, so the two
    // folds (and the two luminance spectra, for the spectrum image) are made once and each
    // preview blends them: a magnitude slider costs the grid's transforms, not a read of the
    // spectra.
    static bool blends(const MixSettings& s) { return s.zeroPhase || s.phaseB == 0 || s.phaseB == 1; }
    LabResult mixByBlending(const LabSpectra& a, const LabSpectra& b, const MixSettings& settings, Lattice lattice,
                            Image* spectrum, SpectrumPart part);

    ComputeContext& context_;
    std::unique_ptr<Fft2d> plan_;
    cl::Program program_;
    std::vector<std::pair<std::string, cl::Kernel>> kernels_;
    int spectrumStep_ = 1;
    cl::Buffer partPlane_; // centredPart's, kept while its size fits
    std::size_t partBytes_ = 0;
    cl::Buffer scratch_[2]; // scratchSpectrum's
    std::size_t scratchBytes_[2] = {0, 0};
    std::unique_ptr<Fft2d> latticePlan_; // the previews' transform and fold, kept while the lattice stays
    std::unique_ptr<LatticeFold> fold_;
    int foldWidth_ = 0, foldHeight_ = 0, foldChannels_ = 0;
    int perItem_ = 1; // fold_horizontal's rows a work-item (8 on CPUs)
    std::uint64_t transforms_ = 0; // LabSpectra made
    // mixByBlending's folds of |A| phi and |B| phi for the inputs, lattice and phase they were
    // made for: the lattice grid's half spectra per channel, and the luminance's full ones.
    struct MixFolds {
        std::uint64_t a = 0, b = 0;
        Lattice lattice;
        double phaseB = -1;
        bool zeroPhase = false, unitMagnitude = false;
        std::vector<cl::Buffer> grids[2];
        cl::Buffer luminance[2]; // compact; null until a spectrum image is asked for
    } mixFolds_;
};

// What a lab mode of the window asks for (app/engine/lab_work computes it): the settings and
// the images, with what the panes need to draw them.
struct LabRequest {
    LabSettings settings;
    std::shared_ptr<const Image> a; // the image on show (the filtered one, where the mode reads it)
    std::shared_ptr<const Image> b; // the second image (Mix, Hybrid)
    SpectrumPart part = SpectrumPart::LogMagnitude; // how spectra are drawn (View > Spectrum as)
    // The device pixels of the pane a spectrum is shown in (0: draw every bin): a spectrum
    // larger than twice that is drawn in blocks (FourierLab::setSpectrumStep).
    int displayWidth = 0, displayHeight = 0;
    // The screen pixels the result pane shows its picture on (the result; a hybrid's strip):
    // the exact result comes area-averaged to them too. A preview while a slider moves (Mix
    // and Hybrid; README "Lab") is the result at a lattice of its pixels for them,
    // area-averaged to them; exact where they are 0 or the lattice would be every pixel, and
    // in the other modes.
    bool exact = true;
    int screenWidth = 0, screenHeight = 0;
};

// The planes as an image of `range`'s kind, by README "The filter"'s clamp (to the range),
// normalize (min..max onto it) or magnitude (0..max |g| onto it), integers rounded; a spread
// (or largest |g|) within kFlatShare counts as none, as on the device.
// Normalize maps the planes' own min..max, widened to `atLeast` where given (a preview's
// samples miss the whole result's extremes: the last exact result's span of the same images
// stands in for them); `used` receives the span normalize mapped.
struct LabSpan {
    double low = 0, high = 0;
};
Image mapLabPlanes(const LabResult& planes, int width, int height, OutputMapping mapping, const LabRange& range,
                   const std::optional<LabSpan>& atLeast = std::nullopt, LabSpan* used = nullptr);

} // namespace passband
