#pragma once
// The Fourier lab's computations on two images (README "Lab"): magnitude and phase swapped or
// mixed between two images, and hybrid images. The transforms run on the device through the
// FFT plans; the per-bin combination, a few operations a bin, on the host, in double.
#include "device.h"
#include "fft.h"
#include "filter.h"
#include "image.h"

#include <complex>
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
struct LabPlanes {
    int width = 0, height = 0;
    double maxval = 255;   // of the output: the image's maxval (or its range's top, float)
    std::vector<std::vector<double>> planes;
    std::string note;
};
LabPlanes labPlanes(const Image& image, int channels, int width, int height);

// Where a mix takes its magnitude (A, B, or 1 everywhere: phase only) and its phase (A, B,
// or 0 everywhere: magnitude only).
enum class MixSource { A, B, One, Zero };
struct MixSettings {
    MixSource magnitude = MixSource::A;
    MixSource phase = MixSource::B;
};
std::optional<MixSource> parseMixSource(const std::string& name); // "a", "b", "one", "zero"
const char* mixSourceName(MixSource source);

// Hybrid images (Oliva, Torralba & Schyns 2006): A's low frequencies and B's high ones,
// each through a Gaussian of radius R (spectrum pixels): IDFT(F_A G_A + F_B (1 - G_B)),
// G(D) = exp(-D^2 / (2 R^2)).
struct HybridSettings {
    double lowpass = 12;  // A's
    double highpass = 24; // B's
};

// The phase spectrum on a colour wheel (README "Lab"): centred as the magnitude spectrum is
// (DC at (W/2, H/2)), each bin's colour the hue arg F (0 degrees red, 120 green, 240 blue,
// counter-clockwise from the positive real axis) at full saturation and value, and black where
// |F| < kPhaseMask times the largest |F|, where the phase is noise.
constexpr double kPhaseMask = 1e-3;

// A small spatial kernel for the convolution theorem (README "Lab"): odd width and height,
// 1 to 15, values row-major; its centre is the middle element.
struct SpatialKernel {
    int width = 0, height = 0;
    std::vector<double> values;
    std::string name;
    double at(int x, int y) const { return values[static_cast<std::size_t>(y) * width + x]; }
    double sum() const;
    std::string validate() const; // empty when usable, else one sentence
};
constexpr int kMaxKernelSide = 15;
// "box:N", "gaussian:SIGMA", "sobel-x", "sobel-y", "laplacian", "motion:LENGTH[,ANGLE]";
// throws Error with one sentence for a name or value it does not know.
SpatialKernel namedKernel(const std::string& spec);
// Whitespace- or comma-separated numbers, one row per line ('#' starts a comment).
SpatialKernel parseKernel(const std::string& text, const std::string& name);

// The image convolved with the kernel by the definition, in double on the host: circular
// (the image wraps around, as the DFT sees it) or with zeros beyond the borders.
std::vector<double> convolveDirect(const std::vector<double>& plane, int width, int height, const SpatialKernel& k,
                                   bool zeroPadding);

class FourierLab {
public:
    explicit FourierLab(ComputeContext& context);
    ~FourierLab();

    // The phase image of a one-plane (grey) LabPlanes: 8-bit RGB, width x height.
    Image phaseImage(const LabPlanes& grey);

    // Each channel: |F| from the magnitude's source times e^{i arg F} from the phase's,
    // inverse-transformed; the real part. a and b: the same size and channels.
    std::vector<std::vector<double>> mix(const LabPlanes& a, const LabPlanes& b, const MixSettings& settings);
    std::vector<std::vector<double>> hybrid(const LabPlanes& a, const LabPlanes& b, const HybridSettings& settings);
    // Each channel convolved by the convolution theorem: IDFT(DFT(image) DFT(kernel)), the
    // kernel zero-filled to the grid with its centre at (0, 0); on the image's own grid
    // (circular), or on a 2W x 2H grid of zeros (zeroPadding: a linear convolution, cropped).
    std::vector<std::vector<double>> convolve(const LabPlanes& image, const SpatialKernel& kernel, bool zeroPadding);

private:
    Fft2d& planFor(int width, int height);
    std::vector<std::complex<float>> halfSpectrum(const std::vector<double>& plane, int width, int height);
    std::vector<double> inverse(const std::vector<std::complex<float>>& half, int width, int height);

    ComputeContext& context_;
    std::unique_ptr<Fft2d> plan_;
};

// The planes as an integer image of `maxval`, by README "The filter"'s clamp, normalize or
// magnitude.
Image mapLabPlanes(const std::vector<std::vector<double>>& planes, int width, int height, OutputMapping mapping,
                   int maxval);

} // namespace passband
