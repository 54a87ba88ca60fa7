#pragma once
// Independent double-precision references for the engine's tests: a direct DFT written
// here, and FFTW (double) as an oracle for sizes where the direct sum is too slow.
#include <complex>
#include <cstdint>
#include <functional>
#include <vector>

namespace reference {

using Spectrum = std::vector<std::complex<double>>; // row-major v*W + u

// Direct separable 2D DFT, O(W H (W + H)), exact twiddles from integer angle reduction.
Spectrum directDft2d(const std::vector<float>& image, int width, int height);

// FFTW double-precision 2D DFT of the same (real) image.
Spectrum fftwDft2d(const std::vector<float>& image, int width, int height);

// The direct DFT where it is cheap enough, else FFTW.
Spectrum dft2d(const std::vector<float>& image, int width, int height);

// sqrt(sum |a - b|^2 / sum |b|^2)
double relativeL2(const std::vector<std::complex<float>>& a, const Spectrum& b);
double relativeL2(const std::vector<float>& a, const std::vector<float>& b);

// Uniform random values in [1, 255] (never zero), reproducible from `seed`.
std::vector<float> randomImage(int width, int height, std::uint32_t seed);

// The filter of README.md "The filter", written from the definition: gain at signed
// frequencies (ku, kv). shape: "ideal", "gaussian" or "butterworth"; a radius <= 0 for the
// high-pass, or < 0 for the low-pass, means that part is off.
double filterGain(const char* shape, int order, double highpass, double lowpass, long ku, long kv);

// A notch pair from its definition: (u, v, radius) and shape "ideal", "gaussian" or
// "butterworth"; its gain at signed frequency (ku, kv) stops around (u, v) and (-u, -v).
struct NotchPair {
    double u, v, radius;
    const char* shape;
};
double notchGain(const std::vector<NotchPair>& notches, int order, double ku, double kv);

// The whole filter of README "The filter", with "Band-reject and emphasis", "Isotropic radius"
// and "Wedges", written from those sections: H = band(D) * notches * wedges.
struct WedgeDef {
    double angle, opening, soft = 0, from = 0, to = -1; // to < 0: no upper radius
    bool pass = false;
};
struct ShapedFilter {
    const char* shape = "ideal";
    int order = 2;
    double highpass = 0; // <= 0: off
    double lowpass = -1; // < 0: off
    bool invert = false;
    double k1 = 0, k2 = 1;
    bool isotropic = false;
    int width = 0, height = 0; // the image's, for the isotropic D
    std::vector<NotchPair> notches;
    std::vector<WedgeDef> wedges;
    const std::vector<float>* mask = nullptr; // README "Masks": width x height, DC at (W/2, H/2)
    bool homomorphic = false; // README "Homomorphic filtering": H_h is one more factor
    double gammaL = 0.5, gammaH = 2, c = 1, d0 = 30;
};
double shapedGain(const ShapedFilter& filter, double ku, double kv);
// Homomorphic filtering of one plane as the README defines it: exp(IDFT(DFT(ln(1 + max(f, 0)))
// H)) - 1, H = shapedGain (whose homomorphic factor is on), the Hermitian fold of the
// device's half spectrum applied for even sizes.
std::vector<double> homomorphicPlane(const std::vector<double>& plane, int width, int height,
                                     const ShapedFilter& filter);

// Real part of the inverse DFT (1/(W H) normalised) of a full spectrum, row-major v*W + u.
std::vector<double> inverseDft2dReal(const Spectrum& spectrum, int width, int height);

// As filteredPlaneBy, with the gain taken on the half spectrum the device keeps: a bin left of
// DC takes its mirror's gain, H(-k) = H(k), whose row is the Nyquist row itself when
// kv = +H/2 (so the result is real for gains that are not symmetric through DC on their own).
std::vector<double> filteredPlaneOnHalf(const std::vector<double>& plane, int width, int height,
                                        const std::function<double(long, long)>& gain);

// Real part of the inverse DFT of DFT(plane) * gain(ku, kv), in double precision.
std::vector<double> filteredPlaneBy(const std::vector<double>& plane, int width, int height,
                                    const std::function<double(long, long)>& gain);

// Real part of the inverse DFT of DFT(plane) * gain, per colour plane, in double precision.
std::vector<double> filteredPlane(const std::vector<double>& plane, int width, int height, const char* shape,
                                  int order, double highpass, double lowpass);

// "clamp", "normalize" or "magnitude" over all planes together, rounded, as the README says.
std::vector<std::vector<long>> mapPlanes(const std::vector<std::vector<double>>& planes, const char* mapping,
                                         int maxval);

// log(1 + |F|) of `plane`, centred like numpy's fftshift, mapped to 0..255 and rounded, from
// a floor `floorDb` below the peak (README "What the panes show": S_floor = max(min S,
// log(1 + |F|peak 10^(-dB/20))), black below) to the peak: kAutoFloor for the default (100 dB
// at 512x512, 10 dB more each tenfold in pixels, at least 20), 0 for min to max.
// With step > 1 the plane is (step W) x (step H) and bin (u, v) is read at (step u, step v).
constexpr double kAutoFloor = -1;
std::vector<long> spectrumImage(const std::vector<double>& plane, int width, int height, int step = 1,
                                double floorDb = kAutoFloor);

// Edge handling written from its definitions (Moisan 2011 for the smooth component; the
// textbook Tukey window).
// The smooth component s of the periodic-plus-smooth decomposition u = p + s: the boundary
// image v (each border's jump to the opposite border), and S = V / (2cos(2 pi q/W) +
// 2cos(2 pi r/H) - 4) with S(0,0) = 0.
std::vector<double> smoothComponent(const std::vector<double>& plane, int width, int height);
// The 2W x 2H tiling of the plane with its mirror images.
std::vector<double> mirrorTiling(const std::vector<double>& plane, int width, int height);
// Tukey window value at n of N points, tapering `taper` of them (1: Hann).
double tukey(int n, int count, double taper);
// filteredPlane() after the edge handling: edges "none", "smooth", "mirror" or "window".
std::vector<double> edgeFilteredPlane(const std::vector<double>& plane, int width, int height, const char* edges,
                                      double taper, const char* shape, int order, double highpass, double lowpass);

// README "What the panes show": a W x H plane as a screen of w x h pixels shows it, each pixel
// the mean of the plane's area it covers, every plane pixel weighted by the part of it inside.
std::vector<double> areaAverage(const std::vector<double>& plane, int W, int H, int w, int h);

} // namespace reference
