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

} // namespace reference
