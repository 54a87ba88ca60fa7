#pragma once
// Independent double-precision references for the engine's tests: a direct DFT written
// here, and FFTW (double) as an oracle for sizes where the direct sum is too slow.
#include <complex>
#include <cstdint>
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

// Real part of the inverse DFT of DFT(plane) * gain, per colour plane, in double precision.
std::vector<double> filteredPlane(const std::vector<double>& plane, int width, int height, const char* shape,
                                  int order, double highpass, double lowpass);

// "clamp", "normalize" or "magnitude" over all planes together, rounded, as the README says.
std::vector<std::vector<long>> mapPlanes(const std::vector<std::vector<double>>& planes, const char* mapping,
                                         int maxval);

// log(1 + |F|) of `plane`, centred like numpy's fftshift, mapped to 0..255 and rounded.
std::vector<long> spectrumImage(const std::vector<double>& plane, int width, int height);

} // namespace reference
