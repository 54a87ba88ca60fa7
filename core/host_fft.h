#pragma once
// Double-precision FFT on the host, O(N log N) for every length: radix 2 for powers of two,
// Bluestein's algorithm around it for the rest. For the engine's tables (Bluestein filters)
// and the `fft1d` command's check, not for speed.
#include <complex>
#include <vector>

namespace passband {

// Forward, unnormalised: X[k] = sum_n x[n] exp(-2 pi i n k / N).
std::vector<std::complex<double>> hostFft(const std::vector<std::complex<double>>& x);

// In place; the size must be a power of two.
void hostFftPowerOfTwo(std::vector<std::complex<double>>& a);

// exp(i pi m^2 / n), with m^2 reduced mod 2n in integers so large m keeps full precision.
std::complex<double> bluesteinChirp(long long m, long long n);

} // namespace passband
