#include "reference.h"

#include <fftw3.h>

#include <cmath>
#include <random>

namespace reference {

namespace {
constexpr double kPi = 3.14159265358979323846;

std::complex<double> root(std::int64_t k, std::int64_t n)
{
    const double angle = -2.0 * kPi * static_cast<double>(k % n) / static_cast<double>(n);
    return {std::cos(angle), std::sin(angle)};
}
} // namespace

Spectrum directDft2d(const std::vector<float>& image, int width, int height)
{
    const std::int64_t w = width, h = height;
    Spectrum rows(static_cast<std::size_t>(w * h)), out(static_cast<std::size_t>(w * h));
    for (std::int64_t y = 0; y < h; ++y)
        for (std::int64_t u = 0; u < w; ++u) {
            std::complex<double> sum = 0;
            for (std::int64_t x = 0; x < w; ++x)
                sum += static_cast<double>(image[y * w + x]) * root(u * x, w);
            rows[y * w + u] = sum;
        }
    for (std::int64_t u = 0; u < w; ++u)
        for (std::int64_t v = 0; v < h; ++v) {
            std::complex<double> sum = 0;
            for (std::int64_t y = 0; y < h; ++y)
                sum += rows[y * w + u] * root(v * y, h);
            out[v * w + u] = sum;
        }
    return out;
}

Spectrum fftwDft2d(const std::vector<float>& image, int width, int height)
{
    const std::size_t n = static_cast<std::size_t>(width) * height;
    fftw_complex* in = fftw_alloc_complex(n);
    fftw_complex* out = fftw_alloc_complex(n);
    fftw_plan plan = fftw_plan_dft_2d(height, width, in, out, FFTW_FORWARD, FFTW_ESTIMATE);
    for (std::size_t i = 0; i < n; ++i) {
        in[i][0] = image[i];
        in[i][1] = 0.0;
    }
    fftw_execute(plan);
    Spectrum result(n);
    for (std::size_t i = 0; i < n; ++i)
        result[i] = {out[i][0], out[i][1]};
    fftw_destroy_plan(plan);
    fftw_free(in);
    fftw_free(out);
    return result;
}

Spectrum dft2d(const std::vector<float>& image, int width, int height)
{
    const double cost = double(width) * height * (double(width) + height);
    return cost <= 3e8 ? directDft2d(image, width, height) : fftwDft2d(image, width, height);
}

double relativeL2(const std::vector<std::complex<float>>& a, const Spectrum& b)
{
    double diff = 0, norm = 0;
    for (std::size_t i = 0; i < b.size(); ++i) {
        diff += std::norm(std::complex<double>(a[i]) - b[i]);
        norm += std::norm(b[i]);
    }
    return std::sqrt(diff / norm);
}

double relativeL2(const std::vector<float>& a, const std::vector<float>& b)
{
    double diff = 0, norm = 0;
    for (std::size_t i = 0; i < b.size(); ++i) {
        diff += (double(a[i]) - b[i]) * (double(a[i]) - b[i]);
        norm += double(b[i]) * b[i];
    }
    return std::sqrt(diff / norm);
}

std::vector<float> randomImage(int width, int height, std::uint32_t seed)
{
    std::mt19937 generator(seed);
    std::uniform_real_distribution<float> value(1.0f, 255.0f);
    std::vector<float> image(static_cast<std::size_t>(width) * height);
    for (float& v : image)
        v = value(generator);
    return image;
}

} // namespace reference
