#include "lab.h"

#include "errors.h"

#include <algorithm>
#include <cmath>

namespace passband {

namespace {

constexpr double kLuminance[3] = {0.299, 0.587, 0.114};

// Bilinear resampling of a w x h plane to W x H, pixel centres aligned: output pixel x reads
// the input at (x + 1/2) w / W - 1/2, clamped to the edge.
std::vector<double> resize(const std::vector<double>& in, int w, int h, int W, int H)
{
    std::vector<double> out(static_cast<std::size_t>(W) * H);
    for (int y = 0; y < H; ++y) {
        const double sy = std::clamp((y + 0.5) * h / H - 0.5, 0.0, double(h - 1));
        const int y0 = static_cast<int>(std::floor(sy)), y1 = std::min(h - 1, y0 + 1);
        const double fy = sy - y0;
        for (int x = 0; x < W; ++x) {
            const double sx = std::clamp((x + 0.5) * w / W - 0.5, 0.0, double(w - 1));
            const int x0 = static_cast<int>(std::floor(sx)), x1 = std::min(w - 1, x0 + 1);
            const double fx = sx - x0;
            const auto at = [&](int xx, int yy) { return in[static_cast<std::size_t>(yy) * w + xx]; };
            out[static_cast<std::size_t>(y) * W + x] = (1 - fy) * ((1 - fx) * at(x0, y0) + fx * at(x1, y0)) +
                                                      fy * ((1 - fx) * at(x0, y1) + fx * at(x1, y1));
        }
    }
    return out;
}

} // namespace

LabPlanes labPlanes(const Image& image, int channels, int width, int height)
{
    LabPlanes p;
    p.width = width;
    p.height = height;
    p.maxval = image.isFloat() ? image.rangeHigh() : image.maxval;
    const int colour = image.colourChannels();
    const std::size_t n = image.pixelCount();
    std::vector<std::vector<double>> own;
    if (channels == 1) {
        std::vector<double> grey(n);
        for (int y = 0; y < image.height; ++y)
            for (int x = 0; x < image.width; ++x) {
                double v = 0;
                if (colour >= 3)
                    for (int c = 0; c < 3; ++c)
                        v += kLuminance[c] * image.value(x, y, c);
                else
                    v = image.value(x, y, 0);
                grey[static_cast<std::size_t>(y) * image.width + x] = v;
            }
        own.push_back(std::move(grey));
        if (colour >= 3)
            p.note = "colour taken as its luminance";
    } else {
        for (int c = 0; c < 3; ++c) {
            std::vector<double> plane(n);
            for (int y = 0; y < image.height; ++y)
                for (int x = 0; x < image.width; ++x)
                    plane[static_cast<std::size_t>(y) * image.width + x] = image.value(x, y, colour >= 3 ? c : 0);
            own.push_back(std::move(plane));
        }
    }
    if (image.width != width || image.height != height) {
        for (std::vector<double>& plane : own)
            plane = resize(plane, image.width, image.height, width, height);
        p.note = (p.note.empty() ? "" : p.note + "; ") + "resized from " + std::to_string(image.width) + "x" +
                 std::to_string(image.height) + " to " + std::to_string(width) + "x" + std::to_string(height) +
                 " (bilinear)";
    }
    p.planes = std::move(own);
    return p;
}

std::optional<MixSource> parseMixSource(const std::string& name)
{
    for (MixSource s : {MixSource::A, MixSource::B, MixSource::One, MixSource::Zero})
        if (name == mixSourceName(s))
            return s;
    return std::nullopt;
}

const char* mixSourceName(MixSource source)
{
    switch (source) {
    case MixSource::A: return "a";
    case MixSource::B: return "b";
    case MixSource::One: return "one";
    case MixSource::Zero: return "zero";
    }
    return "?";
}

FourierLab::FourierLab(ComputeContext& context) : context_(context) {}
FourierLab::~FourierLab() = default;

Fft2d& FourierLab::planFor(int width, int height)
{
    if (!plan_ || plan_->width() != width || plan_->height() != height) {
        plan_.reset();
        plan_ = std::make_unique<Fft2d>(context_, width, height);
    }
    return *plan_;
}

std::vector<std::complex<float>> FourierLab::halfSpectrum(const std::vector<double>& plane, int width, int height)
{
    Fft2d& plan = planFor(width, height);
    const std::vector<float> samples(plane.begin(), plane.end());
    plan.upload(samples.data());
    plan.forward();
    return plan.downloadHalfSpectrum();
}

std::vector<double> FourierLab::inverse(const std::vector<std::complex<float>>& half, int width, int height)
{
    Fft2d& plan = planFor(width, height);
    context_.write(plan.spectrumBuffer(), half.size() * sizeof(half[0]), half.data(), nullptr, "a lab spectrum");
    plan.inverse();
    std::vector<float> real(static_cast<std::size_t>(width) * height);
    plan.downloadReal(real.data());
    return std::vector<double>(real.begin(), real.end());
}

std::vector<std::vector<double>> FourierLab::mix(const LabPlanes& a, const LabPlanes& b, const MixSettings& s)
{
    if (a.width != b.width || a.height != b.height || a.planes.size() != b.planes.size())
        throw Error("The two images of a mix must have one size and one set of channels.");
    if (s.magnitude == MixSource::Zero || s.phase == MixSource::One)
        throw Error("A mix takes its magnitude from a, b or one, and its phase from a, b or zero.");
    std::vector<std::vector<double>> out;
    for (std::size_t c = 0; c < a.planes.size(); ++c) {
        const auto fa = halfSpectrum(a.planes[c], a.width, a.height);
        const auto fb = halfSpectrum(b.planes[c], b.width, b.height);
        std::vector<std::complex<float>> f(fa.size());
        for (std::size_t i = 0; i < f.size(); ++i) {
            const std::complex<double> za(fa[i]), zb(fb[i]);
            const double magnitude = s.magnitude == MixSource::A ? std::abs(za) : s.magnitude == MixSource::B ? std::abs(zb) : 1.0;
            const double phase = s.phase == MixSource::A ? std::arg(za) : s.phase == MixSource::B ? std::arg(zb) : 0.0;
            f[i] = std::complex<float>(std::polar(magnitude, phase));
        }
        out.push_back(inverse(f, a.width, a.height));
    }
    return out;
}

Image FourierLab::phaseImage(const LabPlanes& grey)
{
    if (grey.planes.size() != 1)
        throw Error("A phase image is of one (grey) plane.");
    const int w = grey.width, h = grey.height;
    const auto half = halfSpectrum(grey.planes[0], w, h);
    double largest = 0;
    for (const auto& z : half)
        largest = std::max(largest, double(std::abs(z)));
    Image out;
    out.width = w;
    out.height = h;
    out.channels = 3;
    out.maxval = 255;
    out.samples.assign(static_cast<std::size_t>(w) * h * 3, 0);
    const double pi = std::acos(-1.0);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            // The bin this pixel shows, from the half spectrum (the other half by F(-k) = F(k)*).
            int u = ((x - w / 2) % w + w) % w, v = ((y - h / 2) % h + h) % h;
            bool conjugate = false;
            if (2 * u > w) {
                u = w - u;
                v = (h - v) % h;
                conjugate = true;
            }
            std::complex<double> z(half[static_cast<std::size_t>(u) * h + v]);
            if (conjugate)
                z = std::conj(z);
            if (largest == 0 || std::abs(z) < kPhaseMask * largest)
                continue; // black
            // HSV with S = V = 1: the hue's sextant and the rising or falling channel.
            double hue = std::arg(z) * 180 / pi;
            if (hue < 0)
                hue += 360;
            const double sector = hue / 60;
            const int i = static_cast<int>(std::floor(sector)) % 6;
            const double f = sector - std::floor(sector);
            const double rgb[6][3] = {{1, f, 0}, {1 - f, 1, 0}, {0, 1, f}, {0, 1 - f, 1}, {f, 0, 1}, {1, 0, 1 - f}};
            for (int c = 0; c < 3; ++c)
                out.samples[(static_cast<std::size_t>(y) * w + x) * 3 + c] =
                    static_cast<std::uint16_t>(std::lround(rgb[i][c] * 255));
        }
    return out;
}

std::vector<std::vector<double>> FourierLab::hybrid(const LabPlanes& a, const LabPlanes& b, const HybridSettings& s)
{
    if (a.width != b.width || a.height != b.height || a.planes.size() != b.planes.size())
        throw Error("The two images of a hybrid must have one size and one set of channels.");
    if (!(std::isfinite(s.lowpass) && s.lowpass > 0 && std::isfinite(s.highpass) && s.highpass > 0))
        throw Error("A hybrid's two radii must be numbers above 0.");
    const int w = a.width, h = a.height;
    std::vector<std::vector<double>> out;
    for (std::size_t c = 0; c < a.planes.size(); ++c) {
        const auto fa = halfSpectrum(a.planes[c], w, h);
        const auto fb = halfSpectrum(b.planes[c], w, h);
        std::vector<std::complex<float>> f(fa.size());
        for (int u = 0; u <= w / 2; ++u)
            for (int v = 0; v < h; ++v) {
                const double kv = 2 * v <= h ? v : v - h;
                const double d2 = double(u) * u + kv * kv;
                const double low = std::exp(-d2 / (2 * s.lowpass * s.lowpass));
                const double high = 1 - std::exp(-d2 / (2 * s.highpass * s.highpass));
                const std::size_t i = static_cast<std::size_t>(u) * h + v;
                f[i] = std::complex<float>(std::complex<double>(fa[i]) * low + std::complex<double>(fb[i]) * high);
            }
        out.push_back(inverse(f, w, h));
    }
    return out;
}

Image mapLabPlanes(const std::vector<std::vector<double>>& planes, int width, int height, OutputMapping mapping,
                   int maxval)
{
    Image image;
    image.width = width;
    image.height = height;
    image.channels = static_cast<int>(planes.size());
    image.maxval = maxval;
    image.samples.resize(static_cast<std::size_t>(width) * height * planes.size());
    double lo = INFINITY, hi = -INFINITY;
    for (const auto& p : planes)
        for (const double v : p) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    const std::size_t channels = planes.size();
    for (std::size_t c = 0; c < channels; ++c)
        for (std::size_t i = 0; i < planes[c].size(); ++i) {
            double v = planes[c][i];
            if (mapping == OutputMapping::Normalize)
                v = hi > lo ? (v - lo) / (hi - lo) * maxval : 0.0;
            image.samples[i * channels + c] = static_cast<std::uint16_t>(std::lround(std::clamp(v, 0.0, double(maxval))));
        }
    return image;
}

} // namespace passband
