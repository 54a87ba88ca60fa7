#include "reference.h"

#include <fftw3.h>

#include <algorithm>
#include <cmath>
#include <cstring>
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

namespace {

// In-place 2D DFT of a complex W x H array with FFTW in double precision.
void dft2dInPlace(std::vector<std::complex<double>>& data, int width, int height, int sign)
{
    auto* buffer = reinterpret_cast<fftw_complex*>(data.data());
    fftw_plan plan = fftw_plan_dft_2d(height, width, buffer, buffer, sign, FFTW_ESTIMATE);
    fftw_execute(plan);
    fftw_destroy_plan(plan);
}

} // namespace

std::vector<double> inverseDft2dReal(const Spectrum& spectrum, int width, int height)
{
    std::vector<std::complex<double>> f(spectrum.begin(), spectrum.end());
    dft2dInPlace(f, width, height, FFTW_BACKWARD);
    std::vector<double> g(f.size());
    for (std::size_t i = 0; i < g.size(); ++i)
        g[i] = f[i].real() / (double(width) * height);
    return g;
}

double filterGain(const char* shape, int order, double highpass, double lowpass, long ku, long kv)
{
    const double d = std::sqrt(double(ku) * ku + double(kv) * kv);
    const auto lowGain = [&](double r) {
        if (std::strcmp(shape, "ideal") == 0)
            return d < r ? 1.0 : 0.0;
        if (r == 0)
            return d == 0 ? 1.0 : 0.0;
        if (std::strcmp(shape, "gaussian") == 0)
            return std::exp(-d * d / (2 * r * r));
        return 1.0 / (1.0 + std::pow(d / r, 2.0 * order));
    };
    double gain = 1.0;
    if (highpass > 0)
        gain *= std::strcmp(shape, "ideal") == 0 ? (d >= highpass ? 1.0 : 0.0) : 1.0 - lowGain(highpass);
    if (lowpass >= 0)
        gain *= lowGain(lowpass);
    return gain;
}

double notchGain(const std::vector<NotchPair>& notches, int order, double ku, double kv)
{
    double gain = 1.0;
    for (const NotchPair& n : notches)
        for (const double centre : {1.0, -1.0}) {
            const double d = std::hypot(ku - centre * n.u, kv - centre * n.v);
            if (std::strcmp(n.shape, "ideal") == 0)
                gain *= d < n.radius ? 0.0 : 1.0;
            else if (std::strcmp(n.shape, "gaussian") == 0)
                gain *= 1.0 - std::exp(-d * d / (2 * n.radius * n.radius));
            else
                gain *= 1.0 - 1.0 / (1.0 + std::pow(d / n.radius, 2.0 * order));
        }
    return gain;
}

double shapedGain(const ShapedFilter& f, double ku, double kv)
{
    const double pi = std::acos(-1.0);
    const double m = std::min(f.width, f.height);
    const double d = f.isotropic ? std::hypot(ku * m / f.width, kv * m / f.height) : std::hypot(ku, kv);
    const bool ideal = std::strcmp(f.shape, "ideal") == 0;
    const auto lowGain = [&](double r) {
        if (ideal)
            return d < r ? 1.0 : 0.0;
        if (r == 0)
            return d == 0 ? 1.0 : 0.0;
        if (std::strcmp(f.shape, "gaussian") == 0)
            return std::exp(-d * d / (2 * r * r));
        return 1.0 / (1.0 + std::pow(d / r, 2.0 * f.order));
    };
    double b = 1.0;
    if (f.highpass > 0)
        b *= ideal ? (d >= f.highpass ? 1.0 : 0.0) : 1.0 - lowGain(f.highpass);
    if (f.lowpass >= 0)
        b *= lowGain(f.lowpass);
    if (f.invert)
        b = 1.0 - b;
    double h = f.k1 + f.k2 * b;
    h *= notchGain(f.notches, f.order, ku, kv);
    for (const WedgeDef& w : f.wedges) {
        if (d == 0 || d < w.from || (w.to >= 0 && d > w.to))
            continue;
        const double a = w.angle * pi / 180;
        const double delta =
            std::atan2(std::abs(-ku * std::sin(a) - kv * std::cos(a)), std::abs(ku * std::cos(a) - kv * std::sin(a))) *
            180 / pi;
        double weight = delta < w.opening / 2 ? 1.0 : 0.0;
        if (w.soft > 0) {
            const double t = std::clamp((delta - w.opening / 2 + w.soft / 2) / w.soft, 0.0, 1.0);
            weight = 0.5 + 0.5 * std::cos(pi * t);
        }
        h *= w.pass ? weight : 1.0 - weight;
    }
    if (f.homomorphic)
        h *= (f.gammaH - f.gammaL) * (1 - std::exp(-f.c * d * d / (f.d0 * f.d0))) + f.gammaL;
    if (f.mask) { // the pixel of the centred spectrum showing (ku, kv)
        const long x = ((long(ku) + f.width / 2) % f.width + f.width) % f.width;
        const long y = ((long(kv) + f.height / 2) % f.height + f.height) % f.height;
        h *= (*f.mask)[std::size_t(y) * f.width + x];
    }
    return h;
}

std::vector<double> homomorphicPlane(const std::vector<double>& plane, int width, int height, const ShapedFilter& f)
{
    std::vector<double> logPlane(plane.size());
    for (std::size_t i = 0; i < plane.size(); ++i)
        logPlane[i] = std::log1p(std::max(plane[i], 0.0));
    std::vector<double> g = filteredPlaneOnHalf(logPlane, width, height,
                                                [&](long ku, long kv) { return shapedGain(f, double(ku), double(kv)); });
    for (double& v : g)
        v = std::expm1(v);
    return g;
}

std::vector<double> filteredPlane(const std::vector<double>& plane, int width, int height, const char* shape,
                                  int order, double highpass, double lowpass)
{
    return filteredPlaneBy(plane, width, height, [&](long ku, long kv) {
        return filterGain(shape, order, highpass, lowpass, ku, kv);
    });
}

std::vector<double> filteredPlaneOnHalf(const std::vector<double>& plane, int width, int height,
                                        const std::function<double(long, long)>& gain)
{
    return filteredPlaneBy(plane, width, height, [&](long ku, long kv) {
        if (ku < 0) {
            ku = -ku;
            kv = 2 * kv == height ? kv : -kv;
        }
        return gain(ku, kv);
    });
}

std::vector<double> filteredPlaneBy(const std::vector<double>& plane, int width, int height,
                                    const std::function<double(long, long)>& gain)
{
    std::vector<std::complex<double>> f(plane.begin(), plane.end());
    dft2dInPlace(f, width, height, FFTW_FORWARD);
    for (int v = 0; v < height; ++v)
        for (int u = 0; u < width; ++u) {
            const long ku = 2 * u <= width ? u : u - width;
            const long kv = 2 * v <= height ? v : v - height;
            f[std::size_t(v) * width + u] *= gain(ku, kv);
        }
    dft2dInPlace(f, width, height, FFTW_BACKWARD);
    std::vector<double> g(plane.size());
    for (std::size_t i = 0; i < g.size(); ++i)
        g[i] = f[i].real() / (double(width) * height);
    return g;
}

std::vector<std::vector<long>> mapPlanes(const std::vector<std::vector<double>>& planes, const char* mapping,
                                         int maxval)
{
    double lo = INFINITY, hi = -INFINITY, peak = 0;
    for (const auto& p : planes)
        for (double g : p) {
            lo = std::min(lo, g);
            hi = std::max(hi, g);
            peak = std::max(peak, std::abs(g));
        }
    // README "The filter": a spread (or largest |g|) of at most 1e-5 of the larger of the range
    // and the largest magnitude counts as none.
    const double flat = 1e-5 * std::max({double(maxval), std::abs(lo), std::abs(hi)});
    std::vector<std::vector<long>> out;
    for (const auto& p : planes) {
        std::vector<long> q(p.size());
        for (std::size_t i = 0; i < p.size(); ++i) {
            double y;
            if (std::strcmp(mapping, "clamp") == 0)
                y = std::clamp(p[i], 0.0, double(maxval));
            else if (std::strcmp(mapping, "normalize") == 0)
                y = hi - lo > flat ? (p[i] - lo) / (hi - lo) * maxval : 0.0;
            else
                y = peak > flat ? std::abs(p[i]) / peak * maxval : 0.0;
            q[i] = std::lround(y);
        }
        out.push_back(std::move(q));
    }
    return out;
}

std::vector<long> spectrumImage(const std::vector<double>& plane, int width, int height, int step, double floorDb)
{
    std::vector<std::complex<double>> fine(plane.begin(), plane.end());
    dft2dInPlace(fine, step * width, step * height, FFTW_FORWARD);
    std::vector<std::complex<double>> f(std::size_t(width) * height);
    for (int v = 0; v < height; ++v)
        for (int u = 0; u < width; ++u)
            f[std::size_t(v) * width + u] = fine[std::size_t(step) * v * step * width + std::size_t(step) * u];
    std::vector<double> s(f.size());
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            // fftshift: DC lands at (floor(W/2), floor(H/2))
            const int u = ((x - width / 2) % width + width) % width;
            const int v = ((y - height / 2) % height + height) % height;
            s[std::size_t(y) * width + x] = std::log(1.0 + std::abs(f[std::size_t(v) * width + u]));
        }
    const auto [lo, hi] = std::minmax_element(s.begin(), s.end());
    const double max = *hi;
    double min = *lo;
    const double dB = floorDb < 0 ? std::max(20.0, 100.0 + 10.0 * std::log10(double(width) * height / (512.0 * 512.0)))
                                  : floorDb;
    if (dB > 0 && max > min)
        min = std::max(min, std::log(1.0 + (std::exp(max) - 1.0) * std::pow(10.0, -dB / 20.0)));
    std::vector<long> out(s.size());
    for (std::size_t i = 0; i < s.size(); ++i)
        out[i] = max > min ? std::lround(std::max(0.0, s[i] - min) / (max - min) * 255.0) : 0;
    return out;
}

std::vector<double> smoothComponent(const std::vector<double>& u, int width, int height)
{
    const auto at = [&](int x, int y) { return u[std::size_t(y) * width + x]; };
    std::vector<std::complex<double>> v(u.size());
    for (int y = 0; y < height; ++y) {
        v[std::size_t(y) * width] += at(width - 1, y) - at(0, y);
        v[std::size_t(y) * width + width - 1] += at(0, y) - at(width - 1, y);
    }
    for (int x = 0; x < width; ++x) {
        v[x] += at(x, height - 1) - at(x, 0);
        v[std::size_t(height - 1) * width + x] += at(x, 0) - at(x, height - 1);
    }
    dft2dInPlace(v, width, height, FFTW_FORWARD);
    for (int r = 0; r < height; ++r)
        for (int q = 0; q < width; ++q) {
            const double denominator = 2 * std::cos(2 * kPi * q / width) + 2 * std::cos(2 * kPi * r / height) - 4;
            std::complex<double>& s = v[std::size_t(r) * width + q];
            s = (q == 0 && r == 0) ? 0.0 : s / denominator;
        }
    dft2dInPlace(v, width, height, FFTW_BACKWARD);
    std::vector<double> s(u.size());
    for (std::size_t i = 0; i < s.size(); ++i)
        s[i] = v[i].real() / (double(width) * height);
    return s;
}

std::vector<double> mirrorTiling(const std::vector<double>& plane, int width, int height)
{
    std::vector<double> out(std::size_t(4) * width * height);
    for (int y = 0; y < 2 * height; ++y)
        for (int x = 0; x < 2 * width; ++x) {
            const int sx = x < width ? x : 2 * width - 1 - x;
            const int sy = y < height ? y : 2 * height - 1 - y;
            out[std::size_t(y) * 2 * width + x] = plane[std::size_t(sy) * width + sx];
        }
    return out;
}

double tukey(int n, int count, double taper)
{
    if (count < 2)
        return 1.0;
    const double span = count - 1;
    const double ramp = taper * span / 2; // points in each cosine ramp
    if (n < ramp)
        return 0.5 * (1 - std::cos(kPi * n / ramp));
    if (n > span - ramp)
        return 0.5 * (1 - std::cos(kPi * (span - n) / ramp));
    return 1.0;
}

std::vector<double> edgeFilteredPlane(const std::vector<double>& plane, int width, int height, const char* edges,
                                      double taper, const char* shape, int order, double highpass, double lowpass)
{
    if (std::strcmp(edges, "smooth") == 0) {
        const std::vector<double> s = smoothComponent(plane, width, height);
        std::vector<double> p(plane.size());
        for (std::size_t i = 0; i < p.size(); ++i)
            p[i] = plane[i] - s[i];
        std::vector<double> g = filteredPlane(p, width, height, shape, order, highpass, lowpass);
        for (std::size_t i = 0; i < g.size(); ++i)
            g[i] += s[i];
        return g;
    }
    if (std::strcmp(edges, "mirror") == 0) {
        // Twice the grid: a frequency of R cycles per W pixels is 2R bins from DC.
        const std::vector<double> g = filteredPlane(mirrorTiling(plane, width, height), 2 * width, 2 * height, shape,
                                                    order, highpass > 0 ? 2 * highpass : highpass,
                                                    lowpass >= 0 ? 2 * lowpass : lowpass);
        std::vector<double> out(plane.size());
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                out[std::size_t(y) * width + x] = g[std::size_t(y) * 2 * width + x];
        return out;
    }
    if (std::strcmp(edges, "window") == 0) {
        double mean = 0;
        for (double value : plane)
            mean += value;
        mean /= double(plane.size());
        std::vector<double> w(plane.size());
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const std::size_t i = std::size_t(y) * width + x;
                w[i] = (plane[i] - mean) * tukey(x, width, taper) * tukey(y, height, taper) + mean;
            }
        return filteredPlane(w, width, height, shape, order, highpass, lowpass);
    }
    return filteredPlane(plane, width, height, shape, order, highpass, lowpass);
}

std::vector<double> areaAverage(const std::vector<double>& plane, int W, int H, int w, int h)
{
    // Along one axis: out[i] = sum over source pixels j of overlap([i n/m, (i+1) n/m), [j, j+1)) / (n/m).
    const auto along = [](const std::vector<double>& in, int n, int m, int lines, bool rows) {
        std::vector<double> out(std::size_t(m) * lines, 0.0);
        const double size = double(n) / m;
        for (int line = 0; line < lines; ++line)
            for (int i = 0; i < m; ++i) {
                const double from = i * size, to = (i + 1) * size;
                double sum = 0;
                for (int j = int(std::floor(from)); j < n && j < to; ++j) {
                    const double part = std::min(to, j + 1.0) - std::max(from, double(j));
                    if (part > 0)
                        sum += part * (rows ? in[std::size_t(line) * n + j] : in[std::size_t(j) * lines + line]);
                }
                (rows ? out[std::size_t(line) * m + i] : out[std::size_t(i) * lines + line]) = sum / size;
            }
        return out;
    };
    const std::vector<double> across = along(plane, W, w, H, true); // H rows of w
    return along(across, H, h, w, false);                            // h rows of w
}

} // namespace reference
