#include "lab.h"

#include "errors.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

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
    // The lab works in doubles on the host: a bound on what that takes, before any of it.
    constexpr std::uint64_t kMaxLabBytes = 2ull << 30;
    const std::uint64_t bytes = 8ull * channels *
                                (static_cast<std::uint64_t>(width) * height + static_cast<std::uint64_t>(image.pixelCount()));
    if (width < 1 || height < 1 || bytes > kMaxLabBytes)
        throw TooLargeError("A " + std::to_string(width) + "x" + std::to_string(height) +
                            " image is more than the lab takes (" + std::to_string(kMaxLabBytes >> 30) +
                            " GiB of double-precision planes).");
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

double SpatialKernel::sum() const
{
    double total = 0;
    for (const double v : values)
        total += v;
    return total;
}

std::string SpatialKernel::validate() const
{
    if (values.empty() || width < 1 || height < 1)
        return "the kernel is empty";
    if (width % 2 == 0 || height % 2 == 0 || width > kMaxKernelSide || height > kMaxKernelSide)
        return "a kernel is 1 to " + std::to_string(kMaxKernelSide) + " wide and high, odd both ways, not " +
               std::to_string(width) + "x" + std::to_string(height);
    if (values.size() != static_cast<std::size_t>(width) * height)
        return "the kernel's rows differ in length";
    for (const double v : values)
        if (!std::isfinite(v) || std::abs(v) > 1e6)
            return "the kernel's values must be numbers of at most 1e6";
    return {};
}

SpatialKernel namedKernel(const std::string& spec)
{
    const std::size_t colon = spec.find(':');
    const std::string name = spec.substr(0, colon);
    const std::string arguments = colon == std::string::npos ? std::string() : spec.substr(colon + 1);
    const auto number = [&](const std::string& text) {
        char* end = nullptr;
        const double v = std::strtod(text.c_str(), &end);
        if (text.empty() || *end != '\0' || !std::isfinite(v))
            throw Error("the kernel '" + spec + "' needs a number, not '" + text + "'");
        return v;
    };
    SpatialKernel k;
    k.name = spec;
    const auto fixed = [&](int w, std::vector<double> values) {
        k.width = k.height = w;
        k.values = std::move(values);
    };
    if (name == "box") {
        const double n = number(arguments);
        if (n != std::floor(n) || n < 1 || n > kMaxKernelSide || static_cast<int>(n) % 2 == 0)
            throw Error("box:N takes an odd N from 1 to " + std::to_string(kMaxKernelSide));
        const int side = static_cast<int>(n);
        fixed(side, std::vector<double>(static_cast<std::size_t>(side) * side, 1.0 / (side * side)));
    } else if (name == "gaussian") {
        const double sigma = number(arguments);
        const int radius = static_cast<int>(std::ceil(3 * sigma));
        if (!(sigma > 0) || 2 * radius + 1 > kMaxKernelSide)
            throw Error("gaussian:SIGMA takes a sigma above 0 and at most 2.33 (7 pixels either side)");
        const int side = 2 * radius + 1;
        std::vector<double> v;
        double total = 0;
        for (int y = -radius; y <= radius; ++y)
            for (int x = -radius; x <= radius; ++x) {
                v.push_back(std::exp(-(x * x + y * y) / (2 * sigma * sigma)));
                total += v.back();
            }
        for (double& e : v)
            e /= total;
        fixed(side, std::move(v));
    } else if (name == "sobel-x" && arguments.empty()) {
        fixed(3, {-1, 0, 1, -2, 0, 2, -1, 0, 1});
    } else if (name == "sobel-y" && arguments.empty()) {
        fixed(3, {-1, -2, -1, 0, 0, 0, 1, 2, 1});
    } else if (name == "laplacian" && arguments.empty()) {
        fixed(3, {0, 1, 0, 1, -4, 1, 0, 1, 0});
    } else if (name == "motion") {
        const std::size_t comma = arguments.find(',');
        const double length = number(arguments.substr(0, comma));
        const double angle = comma == std::string::npos ? 0.0 : number(arguments.substr(comma + 1));
        if (length != std::floor(length) || length < 1 || length > kMaxKernelSide || static_cast<int>(length) % 2 == 0)
            throw Error("motion:LENGTH[,ANGLE] takes an odd LENGTH from 1 to " + std::to_string(kMaxKernelSide));
        // A line of LENGTH samples through the centre at ANGLE degrees (counter-clockwise,
        // y down), each on the nearest pixel, the weights summing to 1.
        const int side = static_cast<int>(length), r = side / 2;
        std::vector<double> v(static_cast<std::size_t>(side) * side, 0.0);
        const double a = angle * std::acos(-1.0) / 180;
        for (int i = -r; i <= r; ++i) {
            const int x = r + static_cast<int>(std::lround(i * std::cos(a)));
            const int y = r - static_cast<int>(std::lround(i * std::sin(a)));
            v[static_cast<std::size_t>(y) * side + x] += 1.0 / side;
        }
        fixed(side, std::move(v));
    } else {
        throw Error("unknown kernel '" + spec +
                    "' (box:N, gaussian:SIGMA, sobel-x, sobel-y, laplacian, motion:LENGTH[,ANGLE], or a file)");
    }
    return k;
}

SpatialKernel parseKernel(const std::string& text, const std::string& name)
{
    SpatialKernel k;
    k.name = name;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        std::string line = text.substr(start, end - start);
        if (const std::size_t hash = line.find('#'); hash != std::string::npos)
            line.resize(hash);
        for (char& c : line)
            if (c == ',' || c == '\t' || c == '\r')
                c = ' ';
        std::vector<double> row;
        const char* p = line.c_str();
        for (;;) {
            while (*p == ' ')
                ++p;
            if (!*p)
                break;
            char* after = nullptr;
            const double v = std::strtod(p, &after);
            if (after == p)
                throw Error(name + ": '" + line + "' is not a row of numbers");
            row.push_back(v);
            p = after;
        }
        if (!row.empty()) {
            if (k.width == 0)
                k.width = static_cast<int>(row.size());
            else if (static_cast<int>(row.size()) != k.width)
                throw Error(name + ": the kernel's rows differ in length");
            k.values.insert(k.values.end(), row.begin(), row.end());
            ++k.height;
            if (k.height > kMaxKernelSide)
                break;
        }
        start = end + 1;
    }
    if (const std::string problem = k.validate(); !problem.empty())
        throw Error(name + ": " + problem);
    return k;
}

std::vector<double> convolveDirect(const std::vector<double>& plane, int width, int height, const SpatialKernel& k,
                                   bool zeroPadding)
{
    std::vector<double> out(plane.size(), 0.0);
    const int rx = k.width / 2, ry = k.height / 2;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            double sum = 0;
            for (int j = -ry; j <= ry; ++j)
                for (int i = -rx; i <= rx; ++i) {
                    int sx = x - i, sy = y - j; // g(x) = sum h(i) f(x - i)
                    if (zeroPadding) {
                        if (sx < 0 || sy < 0 || sx >= width || sy >= height)
                            continue;
                    } else {
                        sx = (sx % width + width) % width;
                        sy = (sy % height + height) % height;
                    }
                    sum += k.at(i + rx, j + ry) * plane[static_cast<std::size_t>(sy) * width + sx];
                }
            out[static_cast<std::size_t>(y) * width + x] = sum;
        }
    return out;
}

std::vector<std::vector<double>> FourierLab::convolve(const LabPlanes& image, const SpatialKernel& k, bool zeroPadding)
{
    if (const std::string problem = k.validate(); !problem.empty())
        throw Error("Cannot convolve: " + problem + ".");
    const int w = image.width, h = image.height;
    const int gw = zeroPadding ? 2 * w : w, gh = zeroPadding ? 2 * h : h;
    if (k.width > gw || k.height > gh)
        throw Error("The kernel is larger than the image.");
    // The kernel on the grid, its centre at (0, 0): element (i, j) at ((i - rx) mod gw, ...).
    std::vector<double> kernelPlane(static_cast<std::size_t>(gw) * gh, 0.0);
    for (int j = 0; j < k.height; ++j)
        for (int i = 0; i < k.width; ++i) {
            const int x = ((i - k.width / 2) % gw + gw) % gw, y = ((j - k.height / 2) % gh + gh) % gh;
            kernelPlane[static_cast<std::size_t>(y) * gw + x] += k.at(i, j);
        }
    const auto fk = halfSpectrum(kernelPlane, gw, gh);
    std::vector<std::vector<double>> out;
    for (const std::vector<double>& plane : image.planes) {
        std::vector<double> grid = plane;
        if (zeroPadding) { // the image in the top-left quarter, zeros elsewhere
            grid.assign(static_cast<std::size_t>(gw) * gh, 0.0);
            for (int y = 0; y < h; ++y)
                std::copy(plane.begin() + static_cast<std::ptrdiff_t>(y) * w, plane.begin() + static_cast<std::ptrdiff_t>(y + 1) * w,
                          grid.begin() + static_cast<std::ptrdiff_t>(y) * gw);
        }
        auto f = halfSpectrum(grid, gw, gh);
        for (std::size_t i = 0; i < f.size(); ++i)
            f[i] = std::complex<float>(std::complex<double>(f[i]) * std::complex<double>(fk[i]));
        std::vector<double> g = inverse(f, gw, gh);
        if (zeroPadding) {
            std::vector<double> cropped(static_cast<std::size_t>(w) * h);
            for (int y = 0; y < h; ++y)
                std::copy(g.begin() + static_cast<std::ptrdiff_t>(y) * gw, g.begin() + static_cast<std::ptrdiff_t>(y) * gw + w,
                          cropped.begin() + static_cast<std::ptrdiff_t>(y) * w);
            g = std::move(cropped);
        }
        out.push_back(std::move(g));
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
    double lo = INFINITY, hi = -INFINITY, top = 0;
    for (const auto& p : planes)
        for (const double v : p) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
            top = std::max(top, std::abs(v));
        }
    const std::size_t channels = planes.size();
    for (std::size_t c = 0; c < channels; ++c)
        for (std::size_t i = 0; i < planes[c].size(); ++i) {
            double v = planes[c][i];
            if (mapping == OutputMapping::Normalize)
                v = hi > lo ? (v - lo) / (hi - lo) * maxval : 0.0;
            else if (mapping == OutputMapping::Magnitude)
                v = top > 0 ? std::abs(v) / top * maxval : 0.0;
            image.samples[i * channels + c] = static_cast<std::uint16_t>(std::lround(std::clamp(v, 0.0, double(maxval))));
        }
    return image;
}

} // namespace passband
