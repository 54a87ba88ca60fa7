#include "lab.h"

#include "errors.h"
#include "opencl.h"

#include <algorithm>
#include <iomanip>
#include <sstream>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>

namespace passband {

namespace {

constexpr double kLuminance[3] = {0.299, 0.587, 0.114};

// The part of a w x h image that fills W x H with its proportions kept: scaled by
// s = max(W / w, H / h), its middle (W / s) x (H / s) pixels kept, from (left, top).
struct Fill {
    double scale, left, top;
    static Fill of(int w, int h, int W, int H)
    {
        const double s = std::max(double(W) / w, double(H) / h);
        return {s, (w - W / s) / 2, (h - H / s) / 2};
    }
};

// Bilinear resampling of a w x h plane to fill W x H (Fill), pixel centres aligned: output
// pixel x reads the input at left + (x + 1/2) / s - 1/2, clamped to the edge (where the
// proportions are the same, (x + 1/2) w / W - 1/2).
std::vector<double> resize(const std::vector<double>& in, int w, int h, int W, int H)
{
    const Fill fill = Fill::of(w, h, W, H);
    std::vector<double> out(static_cast<std::size_t>(W) * H);
    for (int y = 0; y < H; ++y) {
        const double sy = std::clamp(fill.top + (y + 0.5) / fill.scale - 0.5, 0.0, double(h - 1));
        const int y0 = static_cast<int>(std::floor(sy)), y1 = std::min(h - 1, y0 + 1);
        const double fy = sy - y0;
        for (int x = 0; x < W; ++x) {
            const double sx = std::clamp(fill.left + (x + 0.5) / fill.scale - 0.5, 0.0, double(w - 1));
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

LabRange LabRange::of(const Image& image)
{
    LabRange r;
    r.floating = image.isFloat();
    r.maxval = image.isFloat() ? 65535 : image.maxval;
    r.low = image.rangeLow();
    r.high = image.rangeHigh();
    return r;
}

Image subsampled(const Image& image, int n)
{
    Image out = image;
    out.width = image.width / n;
    out.height = image.height / n;
    const std::size_t channels = static_cast<std::size_t>(image.channels);
    out.samples.clear();
    out.values.clear();
    for (int y = 0; y < out.height; ++y)
        for (int x = 0; x < out.width; ++x)
            for (std::size_t c = 0; c < channels; ++c) {
                const std::size_t from =
                    (static_cast<std::size_t>(y) * n * image.width + static_cast<std::size_t>(x) * n) * channels + c;
                if (image.isFloat())
                    out.values.push_back(image.values[from]);
                else
                    out.samples.push_back(image.samples[from]);
            }
    return out;
}

LabPlanes labPlanes(const Image& image, int channels, int width, int height, const LabRange* into)
{
    // The lab works in doubles on the host: a bound on what that takes, before any of it.
    const std::uint64_t bytes = 8ull * channels *
                                (static_cast<std::uint64_t>(width) * height + static_cast<std::uint64_t>(image.pixelCount()));
    const std::string size = std::to_string(image.width) + "x" + std::to_string(image.height);
    if (width < 1 || height < 1 || bytes > kMaxLabBytes)
        throw TooLargeError("A " + size + " image" +
                            (width != image.width || height != image.height
                                 ? " taken at " + std::to_string(width) + "x" + std::to_string(height)
                                 : std::string()) +
                            " is more than the lab takes (" + std::to_string(kMaxLabBytes >> 30) +
                            " GiB of double-precision planes).");
    LabPlanes p;
    p.width = width;
    p.height = height;
    p.range = LabRange::of(image);
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
        const Fill fill = Fill::of(image.width, image.height, width, height);
        if (fill.left > 1e-9 || fill.top > 1e-9) { // of other proportions: its middle, not stretched
            std::ostringstream kept;
            kept << std::setprecision(4) << ", its middle " << width / fill.scale << "x" << height / fill.scale
                 << " kept (its proportions kept)";
            p.note += kept.str();
        }
    }
    if (into && *into != p.range) {
        const double span = p.range.high - p.range.low;
        const double scale = span > 0 ? (into->high - into->low) / span : 1.0;
        for (std::vector<double>& plane : own)
            for (double& v : plane)
                v = into->low + (v - p.range.low) * scale;
        std::ostringstream levels;
        levels << "levels scaled from " << p.range.low << ".." << p.range.high << " to " << into->low << ".."
               << into->high;
        p.note = (p.note.empty() ? "" : p.note + "; ") + levels.str();
        p.range = *into;
    }
    p.planes = std::move(own);
    return p;
}

std::optional<SpectrumPart> parseSpectrumPart(const std::string& name)
{
    for (SpectrumPart p : {SpectrumPart::LogMagnitude, SpectrumPart::Phase, SpectrumPart::Real, SpectrumPart::Imaginary})
        if (name == spectrumPartName(p))
            return p;
    return std::nullopt;
}

const char* spectrumPartName(SpectrumPart part)
{
    switch (part) {
    case SpectrumPart::LogMagnitude: return "magnitude";
    case SpectrumPart::Phase: return "phase";
    case SpectrumPart::Real: return "real";
    case SpectrumPart::Imaginary: return "imaginary";
    }
    return "?";
}

FourierLab::FourierLab(ComputeContext& context)
    : context_(context), perItem_((context.device().type & CL_DEVICE_TYPE_CPU) != 0 ? 8 : 1)
{
}
FourierLab::~FourierLab() { context_.settle(); } // as ~FilterPipeline: nothing queued outlives its buffers

Fft2d& FourierLab::planFor(int width, int height)
{
    if (!plan_ || plan_->width() != width || plan_->height() != height) {
        plan_.reset();
        // A size never seen: the generic kernels now, its own built meanwhile (PlanOptions::Kernels).
        plan_ = std::make_unique<Fft2d>(context_, width, height, autoKernelOptions());
        plan_->buildOwnInBackground();
    } else {
        plan_->specialiseIfBuilt();
    }
    return *plan_;
}

cl::Kernel& FourierLab::kernel(const char* name)
{
    for (auto& [n, k] : kernels_)
        if (n == name)
            return k;
    if (!program_())
        program_ = context_.program({"fold.cl", "lab.cl"}, "-DPER_ITEM=" + std::to_string(perItem_) +
                                                              (perItem_ > 1 ? " -DWALK_COLUMNS=1" : ""));
    try {
        kernels_.emplace_back(name, cl::Kernel(program_, name));
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Making the lab's kernels");
    }
    return kernels_.back().second;
}

cl::Buffer FourierLab::spectrumBuffer(int width, int height)
{
    return context_.buffer(CL_MEM_READ_WRITE, Fft2d::spectrumBytesFor(width, height), nullptr, "a lab spectrum");
}

namespace {

std::size_t halfBins(int width, int height) { return static_cast<std::size_t>(width / 2 + 1) * height; }

// Enough work-items for n, in one dimension.
cl::NDRange items(std::size_t n) { return cl::NDRange(n); }

template <typename... Args>
void setLabArgs(cl::Kernel& k, const Args&... args)
{
    try {
        setArgs(k, args...);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Setting a lab kernel's arguments");
    }
}

} // namespace

LabSpectra FourierLab::transform(const LabPlanes& planes)
{
    Fft2d& plan = planFor(planes.width, planes.height);
    LabSpectra out;
    out.width = planes.width;
    out.height = planes.height;
    out.range = planes.range;
    out.id = ++transforms_;
    for (const std::vector<double>& plane : planes.planes) {
        const std::vector<float> samples(plane.begin(), plane.end());
        cl::Buffer half = spectrumBuffer(planes.width, planes.height);
        plan.upload(samples.data());
        plan.forward(plan.realBuffer(), half);
        out.channels.push_back(std::move(half));
    }
    return out;
}

std::vector<float> FourierLab::inverse(const cl::Buffer& half, int width, int height)
{
    Fft2d& plan = planFor(width, height);
    plan.inverse(half, plan.realBuffer());
    std::vector<float> real(static_cast<std::size_t>(width) * height);
    plan.downloadReal(real.data());
    return real;
}

void FourierLab::checkPair(const LabSpectra& a, const LabSpectra& b, const char* what) const
{
    if (a.width != b.width || a.height != b.height || a.channels.size() != b.channels.size())
        throw Error(std::string("The two images of ") + what + " must have one size and one set of channels.");
}

LabResult FourierLab::inverseEach(std::size_t channels, int w, int h,
                                  const std::function<void(std::size_t, const cl::Buffer&)>& fill, Image* spectrum,
                                  SpectrumPart part)
{
    const cl_int n = static_cast<cl_int>(halfBins(w, h));
    const cl::Buffer& out = scratchSpectrum(0, w, h);
    cl::Buffer luminance; // the weighted sum of the channels' spectra (the DFT is linear)
    if (spectrum && channels == 3)
        luminance = scratchSpectrum(1, w, h);
    LabResult result;
    for (std::size_t c = 0; c < channels; ++c) {
        fill(c, out);
        if (spectrum && channels == 1)
            *spectrum = partImage(out, w, h, part);
        if (spectrum && channels == 3) {
            cl::Kernel& add = kernel("add_scaled");
            setLabArgs(add, luminance, out, n, static_cast<float>(kLuminance[c]), cl_int(c == 0));
            context_.enqueueCovering(add, items(n), nullptr, "the luminance's spectrum");
        }
        result.push_back(inverse(out, w, h));
    }
    if (spectrum && channels == 3)
        *spectrum = partImage(luminance, w, h, part);
    return result;
}

LabResult FourierLab::mix(const LabSpectra& a, const LabSpectra& b, const MixSettings& s, Image* spectrum, SpectrumPart part)
{
    checkPair(a, b, "a mix");
    if (const std::string problem = s.validate(); !problem.empty())
        throw Error("Cannot mix: " + problem + ".");
    const cl_int n = static_cast<cl_int>(halfBins(a.width, a.height));
    return inverseEach(a.channels.size(), a.width, a.height, [&](std::size_t c, const cl::Buffer& out) {
        cl::Kernel& k = kernel("mix_spectra");
        setLabArgs(k, a.channels[c], b.channels[c], out, n, static_cast<float>(s.magnitudeB), static_cast<float>(s.phaseB),
                cl_int(s.unitMagnitude), cl_int(s.zeroPhase));
        context_.enqueueCovering(k, items(n), nullptr, "the mix");
    }, spectrum, part);
}

LabResult FourierLab::hybrid(const LabSpectra& a, const LabSpectra& b, const HybridSettings& s, Image* spectrum,
                             SpectrumPart part)
{
    checkPair(a, b, "a hybrid");
    if (!(std::isfinite(s.lowpass) && s.lowpass > 0 && std::isfinite(s.highpass) && s.highpass > 0))
        throw Error("A hybrid's two radii must be numbers above 0.");
    return inverseEach(a.channels.size(), a.width, a.height, [&](std::size_t c, const cl::Buffer& out) {
        cl::Kernel& k = kernel("hybrid_spectra");
        setLabArgs(k, a.channels[c], b.channels[c], out, cl_int(a.width / 2 + 1), cl_int(a.height),
                static_cast<float>(s.lowpass), static_cast<float>(s.highpass));
        context_.enqueueCovering(k, items(halfBins(a.width, a.height)), nullptr, "the hybrid");
    }, spectrum, part);
}

const cl::Buffer& FourierLab::scratchSpectrum(int slot, int width, int height)
{
    const std::size_t bytes = Fft2d::spectrumBytesFor(width, height);
    if (bytes != scratchBytes_[slot]) {
        scratch_[slot] = cl::Buffer(); // freed before the next is made
        scratch_[slot] = spectrumBuffer(width, height);
        scratchBytes_[slot] = bytes;
    }
    return scratch_[slot];
}

LabResult FourierLab::mixSampled(const LabSpectra& a, const LabSpectra& b, const MixSettings& s, Lattice lattice,
                                 Image* spectrum, SpectrumPart part)
{
    checkPair(a, b, "a mix");
    if (const std::string problem = s.validate(); !problem.empty())
        throw Error("Cannot mix: " + problem + ".");
    if (blends(s))
        return mixByBlending(a, b, s, lattice, spectrum, part);
    return combinedSampled(a, b, lattice, 0, static_cast<float>(s.magnitudeB), static_cast<float>(s.phaseB),
                           s.unitMagnitude, s.zeroPhase, spectrum, part);
}

LabResult FourierLab::hybridSampled(const LabSpectra& a, const LabSpectra& b, const HybridSettings& s, Lattice lattice,
                                    Image* spectrum, SpectrumPart part)
{
    checkPair(a, b, "a hybrid");
    if (!(std::isfinite(s.lowpass) && s.lowpass > 0 && std::isfinite(s.highpass) && s.highpass > 0))
        throw Error("A hybrid's two radii must be numbers above 0.");
    return combinedSampled(a, b, lattice, 1, static_cast<float>(s.lowpass), static_cast<float>(s.highpass), 0, 0,
                           spectrum, part);
}

namespace {

void checkLattice(Lattice lattice, int w, int h)
{
    if (lattice.stepX < 1 || lattice.stepY < 1 || w % lattice.stepX != 0 || h % lattice.stepY != 0)
        throw Error("A lattice of every " + std::to_string(lattice.stepX) + "th and " + std::to_string(lattice.stepY) +
                    "th pixel does not fit a " + std::to_string(w) + "x" + std::to_string(h) + " image.");
}

} // namespace

bool FourierLab::previewReady(const LabSpectra& a, const LabSpectra& b, const MixSettings* mix, Lattice lattice) const
{
    const int channels = static_cast<int>(a.channels.size());
    if (!fold_ || fold_->lattice() != lattice || foldWidth_ != a.width || foldHeight_ != a.height ||
        foldChannels_ != channels)
        return false;
    if (!mix || !blends(*mix))
        return true;
    const MixFolds& m = mixFolds_;
    return m.a == a.id && m.b == b.id && m.lattice == lattice && m.phaseB == mix->phaseB &&
           m.zeroPhase == mix->zeroPhase && m.unitMagnitude == mix->unitMagnitude &&
           m.grids[0].size() == static_cast<std::size_t>(channels);
}

LatticeFold& FourierLab::latticeFold(int w, int h, Lattice lattice, int channels)
{
    checkLattice(lattice, w, h);
    if (channels != 1 && channels != 3)
        throw Error("A lab preview is of one or three channels.");
    if (!fold_ || fold_->lattice() != lattice || foldWidth_ != w || foldHeight_ != h || foldChannels_ != channels) {
        fold_.reset();
        latticePlan_.reset();
        latticePlan_ = std::make_unique<Fft2d>(context_, w / lattice.stepX, h / lattice.stepY, autoKernelOptions());
        latticePlan_->buildOwnInBackground();
        fold_ = std::make_unique<LatticeFold>(context_, w, h, lattice, channels, *latticePlan_,
                                              kernel("fold_horizontal"), perItem_);
        foldWidth_ = w;
        foldHeight_ = h;
        foldChannels_ = channels;
    } else {
        latticePlan_->specialiseIfBuilt();
    }
    return *fold_;
}

LabResult FourierLab::combinedSampled(const LabSpectra& a, const LabSpectra& b, Lattice lattice, int combine, float p0,
                                      float p1, int unitMagnitude, int zeroPhase, Image* spectrum, SpectrumPart part)
{
    const int w = a.width, h = a.height;
    const int channels = static_cast<int>(a.channels.size());
    LatticeFold& fold = latticeFold(w, h, lattice, channels);
    // Without a spectrum image the kernel writes no luminance: any buffer stands in for it.
    const cl::Buffer& luminance = spectrum ? scratchSpectrum(1, w, h) : fold.folded(0);
    enqueueFoldCombined(a, b, fold, luminance, spectrum ? 1 : 0, combine, p0, p1, unitMagnitude, zeroPhase);
    LabResult result;
    for (int c = 0; c < channels; ++c) {
        fold.transform(c);
        result.push_back(downloadLattice(fold));
    }
    if (spectrum)
        *spectrum = partImage(luminance, w, h, part);
    return result;
}

void FourierLab::enqueueFoldCombined(const LabSpectra& a, const LabSpectra& b, LatticeFold& fold,
                                     const cl::Buffer& luminance, int wantLuminance, int combine, float p0, float p1,
                                     int unitMagnitude, int zeroPhase)
{
    const int w = a.width, h = a.height;
    const int channels = static_cast<int>(a.channels.size());
    const auto channel = [&](const LabSpectra& s, int c) -> const cl::Buffer& {
        return s.channels[static_cast<std::size_t>(std::min(c, channels - 1))];
    };
    cl::Kernel& k = kernel("fold_combined");
    setLabArgs(k, channel(a, 0), channel(a, 1), channel(a, 2), channel(b, 0), channel(b, 1), channel(b, 2),
               fold.folded(0), fold.folded(std::min(1, channels - 1)), fold.folded(std::min(2, channels - 1)),
               luminance, cl_int(wantLuminance), cl_int(channels), cl_int(w), cl_int(h), cl_int(fold.height()),
               fold.cycle(), cl_int(combine), p0, p1, cl_int(unitMagnitude), cl_int(zeroPhase));
    // CPUs walk each column from top to bottom, GPUs eight rows a work-item (kernels/lab.cl).
    context_.enqueueCovering(k, perItem_ > 1 ? cl::NDRange(static_cast<std::size_t>(w / 2 + 1)) : fold.verticalRange(8),
                             nullptr, "a lab preview's fold");
}

std::vector<float> FourierLab::downloadLattice(LatticeFold& fold)
{
    std::vector<float> plane(static_cast<std::size_t>(fold.width()) * fold.height());
    fold.plan().downloadReal(plane.data());
    return plane;
}

LabResult FourierLab::mixByBlending(const LabSpectra& a, const LabSpectra& b, const MixSettings& s, Lattice lattice,
                                    Image* spectrum, SpectrumPart part)
{
    const int w = a.width, h = a.height;
    const int channels = static_cast<int>(a.channels.size());
    LatticeFold& fold = latticeFold(w, h, lattice, channels);
    MixFolds& m = mixFolds_;
    if (!previewReady(a, b, &s, lattice) || (spectrum && !m.luminance[0]())) {
        m = MixFolds{}; // the old folds freed before the new are made
        const std::size_t gridBytes = Fft2d::spectrumBytesFor(fold.width(), fold.height());
        for (int side = 0; side < 2; ++side) { // |A| phi, then |B| phi
            if (spectrum) // only drawn: compact (kernels/lab.cl)
                m.luminance[side] = context_.buffer(CL_MEM_READ_WRITE, halfBins(w, h) * 4, nullptr, "a lab preview's spectrum");
            enqueueFoldCombined(a, b, fold, spectrum ? m.luminance[side] : fold.folded(0), spectrum ? 2 : 0, 0,
                                static_cast<float>(side), static_cast<float>(s.phaseB), s.unitMagnitude, s.zeroPhase);
            for (int c = 0; c < channels; ++c) {
                m.grids[side].push_back(context_.buffer(CL_MEM_READ_WRITE, gridBytes, nullptr, "a lab preview's fold"));
                fold.foldAcross(c, m.grids[side].back());
            }
        }
        m.a = a.id;
        m.b = b.id;
        m.lattice = lattice;
        m.phaseB = s.phaseB;
        m.zeroPhase = s.zeroPhase;
        m.unitMagnitude = s.unitMagnitude;
    }
    const float wa = static_cast<float>(1 - s.magnitudeB), wb = static_cast<float>(s.magnitudeB);
    const cl_int n = static_cast<cl_int>(halfBins(fold.width(), fold.height()));
    cl::Kernel& blend = kernel("blend_spectra");
    LabResult result;
    for (int c = 0; c < channels; ++c) {
        const cl::Buffer& work = fold.plan().spectrumBuffer();
        setLabArgs(blend, work, m.grids[0][static_cast<std::size_t>(c)], m.grids[1][static_cast<std::size_t>(c)], n, wa,
                   wb);
        context_.enqueueCovering(blend, items(static_cast<std::size_t>(n)), nullptr, "a lab preview's blend");
        fold.plan().inverse(work, fold.plan().realBuffer());
        result.push_back(downloadLattice(fold));
    }
    if (spectrum)
        *spectrum = partImage(m.luminance[0], w, h, part, &m.luminance[1], wa, wb, true);
    return result;
}

std::vector<float> FourierLab::centredPart(const cl::Buffer& half, int width, int height, SpectrumPart part,
                                           const cl::Buffer* second, float wa, float wb, bool compact)
{
    const int step = spectrumStep_;
    const int w = (width + step - 1) / step, h = (height + step - 1) / step;
    const std::size_t bytes = sizeof(float) * w * static_cast<std::size_t>(h);
    if (bytes > partBytes_) { // a fresh buffer costs its pages each time: kept
        partPlane_ = context_.buffer(CL_MEM_READ_WRITE, bytes, nullptr, "a spectrum image");
        partBytes_ = bytes;
    }
    cl::Kernel& k = kernel("spectrum_part_centred");
    setLabArgs(k, half, second ? *second : half, wa, second ? wb : 0.0f, cl_int(compact), partPlane_, cl_int(width),
               cl_int(height), cl_int(static_cast<int>(part)), cl_int(step));
    context_.enqueueCovering(k, cl::NDRange(h, w), nullptr, "a spectrum image");
    std::vector<float> out(static_cast<std::size_t>(w) * h);
    context_.read(partPlane_, bytes, out.data(), nullptr, "a spectrum image");
    return out;
}

Image FourierLab::partImage(const cl::Buffer& half, int width, int height, SpectrumPart part, const cl::Buffer* second,
                            float wa, float wb, bool compact)
{
    Image out;
    out.width = (width + spectrumStep_ - 1) / spectrumStep_;
    out.height = (height + spectrumStep_ - 1) / spectrumStep_;
    out.maxval = 255;
    const std::vector<float> logMagnitude = centredPart(half, width, height, SpectrumPart::LogMagnitude, second, wa, wb, compact);
    const auto [lo, hi] = std::minmax_element(logMagnitude.begin(), logMagnitude.end());
    if (part == SpectrumPart::LogMagnitude) { // min to max, as the Spectrum pane's own
        out.channels = 1;
        out.samples.resize(logMagnitude.size());
        // A spread within rounding of the values is none (|F| = 1 everywhere is flat, not its
        // rounding stretched to black and white): float rounding as the mappings count it
        // (kFlatShare), or a compact spectrum's 0.2 % (kernels/lab.cl), five times over. It is
        // drawn mid-grey: black would look like no picture at all.
        const double range = *hi - *lo;
        const double rounding = compact ? 1e-2 : kFlatShare;
        const bool flat = range <= rounding * std::max(std::abs(double(*hi)), std::abs(double(*lo)));
        for (std::size_t i = 0; i < logMagnitude.size(); ++i)
            out.samples[i] = static_cast<std::uint16_t>(flat ? 128 : std::lround((logMagnitude[i] - *lo) / range * 255));
        return out;
    }
    out.channels = 3;
    out.samples.assign(logMagnitude.size() * 3, 0);
    const std::vector<float> values = centredPart(half, width, height, part, second, wa, wb, compact);
    if (part == SpectrumPart::Phase) {
        // HSV with S = V = 1: the hue's sextant and the rising or falling channel; black where
        // |F| < kPhaseMask max |F|, where the phase is noise.
        const double largest = std::expm1(double(*hi));
        const double pi = std::acos(-1.0);
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (largest == 0 || std::expm1(double(logMagnitude[i])) < kPhaseMask * largest)
                continue;
            double hue = values[i] * 180 / pi;
            if (hue < 0)
                hue += 360;
            const double sector = hue / 60;
            const int s = static_cast<int>(std::floor(sector)) % 6;
            const double f = sector - std::floor(sector);
            const double rgb[6][3] = {{1, f, 0}, {1 - f, 1, 0}, {0, 1, f}, {0, 1 - f, 1}, {f, 0, 1}, {1, 0, 1 - f}};
            for (int c = 0; c < 3; ++c)
                out.samples[i * 3 + c] = static_cast<std::uint16_t>(std::lround(rgb[s][c] * 255));
        }
        return out;
    }
    // Re or Im: sign(x) log(1 + |x|) over its largest, red above 0 and blue below.
    double top = 0;
    for (const float v : values)
        top = std::max(top, std::log1p(std::abs(double(v))));
    for (std::size_t i = 0; i < values.size() && top > 0; ++i) {
        const double level = std::lround(std::log1p(std::abs(double(values[i]))) / top * 255);
        out.samples[i * 3 + (values[i] > 0 ? 0 : 2)] = static_cast<std::uint16_t>(level);
    }
    return out;
}

Image FourierLab::spectrumImage(const LabSpectra& spectra, SpectrumPart part)
{
    if (spectra.channels.empty())
        throw Error("There is no spectrum to show.");
    return partImage(spectra.channels[0], spectra.width, spectra.height, part);
}

Image FourierLab::phaseImage(const LabPlanes& grey)
{
    if (grey.planes.size() != 1)
        throw Error("A phase image is of one (grey) plane.");
    return spectrumImage(transform(grey), SpectrumPart::Phase);
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

namespace {

// The kernel on a gw x gh grid, its centre at (0, 0): element (i, j) at ((i - rx) mod gw, ...).
LabPlanes kernelOnGrid(const SpatialKernel& k, int gw, int gh)
{
    LabPlanes grid;
    grid.width = gw;
    grid.height = gh;
    grid.planes.assign(1, std::vector<double>(static_cast<std::size_t>(gw) * gh, 0.0));
    for (int j = 0; j < k.height; ++j)
        for (int i = 0; i < k.width; ++i) {
            const int x = ((i - k.width / 2) % gw + gw) % gw, y = ((j - k.height / 2) % gh + gh) % gh;
            grid.planes[0][static_cast<std::size_t>(y) * gw + x] += k.at(i, j);
        }
    return grid;
}

void checkKernel(const SpatialKernel& k, int gw, int gh)
{
    if (const std::string problem = k.validate(); !problem.empty())
        throw Error("Cannot convolve: " + problem + ".");
    if (k.width > gw || k.height > gh)
        throw Error("The kernel is larger than the image.");
}

} // namespace

LabResult FourierLab::convolve(const LabPlanes& image, const SpatialKernel& k, bool zeroPadding)
{
    const int w = image.width, h = image.height;
    const int gw = zeroPadding ? 2 * w : w, gh = zeroPadding ? 2 * h : h;
    // The padded planes, before anything is made: twice the image each way, in doubles, and each
    // as floats for its transform.
    const std::uint64_t paddedBytes = 12ull * std::max<std::size_t>(1, image.planes.size()) * static_cast<std::uint64_t>(gw) * gh;
    if (zeroPadding && paddedBytes > kMaxLabBytes)
        throw TooLargeError("Zero padding a " + std::to_string(w) + "x" + std::to_string(h) + " image to " +
                            std::to_string(gw) + "x" + std::to_string(gh) + " needs " +
                            std::to_string((paddedBytes + (1ull << 30) - 1) >> 30) +
                            " GiB for its planes, more than the lab takes (" +
                            std::to_string(kMaxLabBytes >> 30) + " GiB).");
    checkKernel(k, gw, gh);
    const LabSpectra fk = transform(kernelOnGrid(k, gw, gh));
    LabPlanes grid; // zero padding: the image in the top-left quarter, zeros elsewhere
    if (zeroPadding) {
        grid.width = gw;
        grid.height = gh;
        grid.range = image.range;
        for (const std::vector<double>& plane : image.planes) {
            std::vector<double> padded(static_cast<std::size_t>(gw) * gh, 0.0);
            for (int y = 0; y < h; ++y)
                std::copy(plane.begin() + static_cast<std::ptrdiff_t>(y) * w, plane.begin() + static_cast<std::ptrdiff_t>(y + 1) * w,
                          padded.begin() + static_cast<std::ptrdiff_t>(y) * gw);
            grid.planes.push_back(std::move(padded));
        }
    }
    const LabSpectra f = transform(zeroPadding ? grid : image);
    const cl_int n = static_cast<cl_int>(halfBins(gw, gh));
    cl::Buffer product = spectrumBuffer(gw, gh);
    LabResult out;
    for (const cl::Buffer& channel : f.channels) {
        cl::Kernel& multiply = kernel("multiply_spectra");
        setLabArgs(multiply, channel, fk.channels[0], product, n);
        context_.enqueueCovering(multiply, items(n), nullptr, "the product of the spectra");
        std::vector<float> g = inverse(product, gw, gh);
        if (zeroPadding) {
            std::vector<float> cropped(static_cast<std::size_t>(w) * h);
            for (int y = 0; y < h; ++y)
                std::copy(g.begin() + static_cast<std::ptrdiff_t>(y) * gw, g.begin() + static_cast<std::ptrdiff_t>(y) * gw + w,
                          cropped.begin() + static_cast<std::ptrdiff_t>(y) * w);
            g = std::move(cropped);
        }
        out.push_back(std::move(g));
    }
    return out;
}

LabResult FourierLab::convolveSpatial(const LabPlanes& image, const SpatialKernel& k, bool zeroBorders)
{
    const int w = image.width, h = image.height;
    checkKernel(k, w, h);
    const std::vector<float> weights(k.values.begin(), k.values.end());
    const std::size_t bytes = sizeof(float) * w * static_cast<std::size_t>(h);
    cl::Buffer kernelValues = context_.buffer(CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, weights.size() * sizeof(float),
                                              weights.data(), "a convolution kernel");
    cl::Buffer in = context_.buffer(CL_MEM_READ_ONLY, bytes, nullptr, "an image plane");
    cl::Buffer out = context_.buffer(CL_MEM_WRITE_ONLY, bytes, nullptr, "a convolved plane");
    LabResult result;
    for (const std::vector<double>& plane : image.planes) {
        const std::vector<float> samples(plane.begin(), plane.end());
        context_.write(in, bytes, samples.data(), nullptr, "an image plane");
        cl::Kernel& c = kernel("convolve_spatial");
        setLabArgs(c, in, out, cl_int(w), cl_int(h), kernelValues, cl_int(k.width), cl_int(k.height), cl_int(zeroBorders));
        context_.enqueueCovering(c, cl::NDRange(w, h), nullptr, "the spatial convolution");
        std::vector<float> g(samples.size());
        context_.read(out, bytes, g.data(), nullptr, "a convolved plane");
        result.push_back(std::move(g));
    }
    return result;
}

Image FourierLab::kernelSpectrumImage(const SpatialKernel& k, int width, int height, SpectrumPart part)
{
    checkKernel(k, width, height);
    return spectrumImage(transform(kernelOnGrid(k, width, height)), part);
}

LabResult FourierLab::keepStrongest(const LabSpectra& spectra, std::uint64_t count, std::uint64_t* kept, Image* keptSpectrum)
{
    const int w = spectra.width, h = spectra.height;
    const std::size_t n = halfBins(w, h);
    // The threshold: the count-th largest strength of the full spectrum, from the first
    // channel's strengths (what the device compares), each bin counted once or twice.
    cl::Buffer strength = context_.buffer(CL_MEM_READ_WRITE, n * sizeof(float), nullptr, "the bins' strengths");
    cl::Kernel& measure = kernel("bin_strength");
    setLabArgs(measure, spectra.channels.at(0), strength, cl_int(w), cl_int(h));
    context_.enqueueCovering(measure, items(n), nullptr, "the bins' strengths");
    std::vector<float> values(n);
    context_.read(strength, n * sizeof(float), values.data(), nullptr, "the bins' strengths");
    const auto twice = [&](std::size_t i) {
        const int u = static_cast<int>(i / h);
        return u != 0 && 2 * u != w;
    };
    std::vector<float> full;
    full.reserve(static_cast<std::size_t>(w) * h);
    for (std::size_t i = 0; i < n; ++i) {
        full.push_back(values[i]);
        if (twice(i))
            full.push_back(values[i]);
    }
    float threshold = 0;
    if (count == 0)
        threshold = INFINITY;
    else if (count < full.size()) {
        std::nth_element(full.begin(), full.begin() + static_cast<std::ptrdiff_t>(count - 1), full.end(), std::greater<float>());
        threshold = full[count - 1];
    }
    if (kept) {
        *kept = 0;
        for (std::size_t i = 0; i < n; ++i)
            if (values[i] >= threshold)
                *kept += twice(i) ? 2 : 1;
    }
    cl::Buffer out = spectrumBuffer(w, h);
    LabResult result;
    for (std::size_t c = 0; c < spectra.channels.size(); ++c) {
        cl::Kernel& keep = kernel("keep_strongest");
        setLabArgs(keep, spectra.channels[c], strength, out, cl_int(n), threshold);
        context_.enqueueCovering(keep, items(n), nullptr, "the strongest bins");
        if (c == 0 && keptSpectrum)
            *keptSpectrum = partImage(out, w, h, SpectrumPart::LogMagnitude);
        result.push_back(inverse(out, w, h));
    }
    return result;
}

namespace {

// Bin (u, v) of the frequencies (either sign) in the half spectrum: its column, row and
// whether the stored value is the conjugate of F(u, v).
struct HalfBin {
    int column, row;
    bool conjugate;
};
HalfBin halfBin(int u, int v, int w, int h)
{
    u = (u % w + w) % w;
    v = (v % h + h) % h;
    if (2 * u > w)
        return {w - u, (h - v) % h, true};
    return {u, v, false};
}

} // namespace

std::complex<double> FourierLab::coefficient(const LabSpectra& spectra, int u, int v)
{
    const HalfBin b = halfBin(u, v, spectra.width, spectra.height);
    std::complex<float> z;
    const std::size_t offset = (static_cast<std::size_t>(b.column) * spectra.height + b.row) * sizeof z;
    try {
        context_.queue().enqueueReadBuffer(spectra.channels.at(0), CL_TRUE, offset, sizeof z, &z);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Reading a coefficient");
    }
    return b.conjugate ? std::conj(std::complex<double>(z)) : std::complex<double>(z);
}

LabResult FourierLab::basis(const LabSpectra& spectra, int u, int v)
{
    const int w = spectra.width, h = spectra.height;
    const HalfBin b = halfBin(u, v, w, h);
    cl::Buffer out = spectrumBuffer(w, h);
    LabResult result;
    for (const cl::Buffer& channel : spectra.channels) {
        cl::Kernel& keep = kernel("keep_bin");
        setLabArgs(keep, channel, out, cl_int(w), cl_int(h), cl_int(b.column), cl_int(b.row));
        context_.enqueueCovering(keep, items(halfBins(w, h)), nullptr, "one bin");
        result.push_back(inverse(out, w, h));
    }
    return result;
}

Image mapLabPlanes(const LabResult& planes, int width, int height, OutputMapping mapping, const LabRange& range,
                   const std::optional<LabSpan>& atLeast, LabSpan* used)
{
    Image image;
    image.width = width;
    image.height = height;
    image.channels = static_cast<int>(planes.size());
    image.maxval = range.floating ? 255 : range.maxval;
    image.floating = range.floating;
    image.low = range.low;
    image.high = range.high;
    const std::size_t count = static_cast<std::size_t>(width) * height * planes.size();
    if (range.floating)
        image.values.resize(count);
    else
        image.samples.resize(count, image.maxval);
    double lo = INFINITY, hi = -INFINITY, top = 0;
    for (const auto& p : planes)
        for (const double v : p) {
            if (!std::isfinite(v))
                continue;
            lo = std::min(lo, v);
            hi = std::max(hi, v);
            top = std::max(top, std::abs(v));
        }
    if (atLeast && std::isfinite(lo) && std::isfinite(hi)) {
        lo = std::min(lo, atLeast->low);
        hi = std::max(hi, atLeast->high);
    }
    if (used)
        *used = LabSpan{lo, hi};
    const double span = range.high - range.low;
    const double flat = kFlatShare * std::max({span, std::abs(lo), std::abs(hi)});
    // v -> range.low + gain (v - from) (of |v| for magnitude), then clamped to the range;
    // integers rounded half up (they are never below 0), not a number taken as the low end.
    double gain = 1, from = 0;
    if (mapping == OutputMapping::Normalize) {
        gain = hi - lo > flat ? span / (hi - lo) : 0.0;
        from = lo;
    } else if (mapping == OutputMapping::Magnitude) {
        gain = top > flat ? span / top : 0.0;
    } else {
        from = range.low;
    }
    const bool absolute = mapping == OutputMapping::Magnitude;
    const std::size_t channels = planes.size();
    for (std::size_t c = 0; c < channels; ++c) {
        const std::vector<float>& plane = planes[c];
        const std::size_t n = plane.size();
        for (std::size_t i = 0; i < n; ++i) {
            const double g = absolute ? std::abs(double(plane[i])) : double(plane[i]);
            const double v = range.low + gain * (g - from);
            if (range.floating) // not a number stays one
                image.values[i * channels + c] = static_cast<float>(std::clamp(v, range.low, range.high));
            else
                image.samples[i * channels + c] =
                    static_cast<std::uint16_t>((v >= range.low ? (v <= range.high ? v : range.high) : range.low) + 0.5);
        }
    }
    return image;
}

} // namespace passband
