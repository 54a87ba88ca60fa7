#include "host_fft.h"

#include <cmath>
#include <cstdint>

namespace passband {

namespace {
constexpr double kPi = 3.14159265358979323846;
}

void hostFftPowerOfTwo(std::vector<std::complex<double>>& a)
{
    const std::size_t n = a.size();
    for (std::size_t i = 1, j = 0; i < n; ++i) {
        std::size_t bit = n >> 1;
        for (; j & bit; bit >>= 1)
            j ^= bit;
        j ^= bit;
        if (i < j)
            std::swap(a[i], a[j]);
    }
    for (std::size_t len = 2; len <= n; len <<= 1) {
        // Twiddles of this stage computed directly (not by recurrence) to keep full precision.
        std::vector<std::complex<double>> w(len / 2);
        for (std::size_t k = 0; k < len / 2; ++k)
            w[k] = std::polar(1.0, -2.0 * kPi * static_cast<double>(k) / static_cast<double>(len));
        for (std::size_t i = 0; i < n; i += len)
            for (std::size_t k = 0; k < len / 2; ++k) {
                const std::complex<double> u = a[i + k], v = a[i + k + len / 2] * w[k];
                a[i + k] = u + v;
                a[i + k + len / 2] = u - v;
            }
    }
}

std::complex<double> bluesteinChirp(long long m, long long n)
{
    const long long r = static_cast<long long>((static_cast<unsigned long long>(m) * m) %
                                               static_cast<unsigned long long>(2 * n));
    return std::polar(1.0, kPi * static_cast<double>(r) / static_cast<double>(n));
}

std::vector<std::complex<double>> hostFft(const std::vector<std::complex<double>>& x)
{
    const std::size_t n = x.size();
    if (n == 0 || (n & (n - 1)) == 0) {
        std::vector<std::complex<double>> a = x;
        hostFftPowerOfTwo(a);
        return a;
    }
    std::size_t m = 1;
    while (m < 2 * n - 1)
        m *= 2;
    std::vector<std::complex<double>> a(m), b(m);
    for (std::size_t k = 0; k < n; ++k) {
        const std::complex<double> c = bluesteinChirp(static_cast<long long>(k), static_cast<long long>(n));
        a[k] = x[k] * std::conj(c);
        b[k] = c;
        if (k > 0)
            b[m - k] = c;
    }
    hostFftPowerOfTwo(a);
    hostFftPowerOfTwo(b);
    for (std::size_t i = 0; i < m; ++i)
        a[i] = std::conj(a[i] * b[i]);
    hostFftPowerOfTwo(a); // conj(FFT(conj(y))) = m * IFFT(y)
    std::vector<std::complex<double>> out(n);
    for (std::size_t k = 0; k < n; ++k) {
        const std::complex<double> c = bluesteinChirp(static_cast<long long>(k), static_cast<long long>(n));
        out[k] = std::conj(a[k]) / static_cast<double>(m) * std::conj(c);
    }
    return out;
}

} // namespace passband
