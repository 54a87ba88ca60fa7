// FilterPipeline's display-sized previews (README "What the panes show").
#include "pipeline.h"

#include "errors.h"
#include "pipeline_buffers.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace passband {

using namespace detail;

namespace {

// The smallest length >= n the FFT plans factor into their fast radices.
int fastLength(int n)
{
    while (!isSmooth(n))
        ++n;
    return n;
}

// preview_spectrum's arguments after the filter's: out = band(F (a H + coefficient)) + extra.
void setPreviewArguments(cl::Kernel& k, FilterPipeline::Buffers& b, const FilterPipeline::Buffers::Preview& p, float a,
                         float coefficient, const cl::Buffer* extra)
{
    cl_uint i = 23; // after apply_filter's arguments, which setFilterArguments() sets
    k.setArg(i++, p.gridWidth);
    k.setArg(i++, p.gridHeight);
    k.setArg(i++, a);
    k.setArg(i++, coefficient);
    k.setArg(i++, extra ? *extra : b.spectra[0]); // not read without has_extra
    k.setArg(i++, extra ? 1 : 0);
    k.setArg(i++, p.axes);
}

// README "What the panes show": the weight of a frequency at r, a fraction of the preview
// grid's Nyquist frequency along one axis. A Gaussian of sigma 1/2, lowered to reach 0 at
// r = 1: no visible ringing (0.2 % on a step), nothing aliased, and the Nyquist bins, which
// a real inverse transform cannot take complex, are 0.
double displayBand(double r)
{
    const double edge = std::exp(-2.0);
    return r >= 1 ? 0.0 : (std::exp(-2.0 * r * r) - edge) / (1 - edge);
}

// preview_spectrum's factor per column u (0..w/2) of a w x h band on a W x H grid, then per
// row v (0..h-1): the band weight, the shift that puts sample x of the preview at the centre
// of the image area it covers ((x + 1/2) n / m - 1/2 for m preview pixels over n image
// pixels; `scale` grid pixels per image pixel), and the amplitude w h / (W H), on the rows.
std::vector<cl_float2> previewAxes(int W, int H, int w, int h, int imageWidth, int imageHeight, int previewWidth,
                                   int previewHeight)
{
    const double pi = std::acos(-1.0);
    const double shiftX = (static_cast<double>(imageWidth) / previewWidth - 1) / 2;
    const double shiftY = (static_cast<double>(imageHeight) / previewHeight - 1) / 2;
    const double amplitude = static_cast<double>(w) * h / (static_cast<double>(W) * H);
    std::vector<cl_float2> axes;
    const auto add = [&](int k, int band, double shift, int grid, double gain) {
        const double weight = gain * displayBand(std::abs(k) / (0.5 * band));
        const double turns = static_cast<double>(k) * shift / grid;
        axes.push_back({{static_cast<float>(weight * std::cos(2 * pi * turns)),
                         static_cast<float>(weight * std::sin(2 * pi * turns))}});
    };
    for (int u = 0; u <= w / 2; ++u)
        add(u, w, shiftX, W, 1.0);
    for (int v = 0; v < h; ++v)
        add(v <= h / 2 ? v : v - h, h, shiftY, H, amplitude);
    return axes;
}

cl::NDRange previewRange(const FilterPipeline::Buffers::Preview& p)
{
    return cl::NDRange(static_cast<std::size_t>(p.gridHeight), static_cast<std::size_t>(p.gridWidth / 2 + 1));
}

} // namespace

FilterPipeline::PreviewSize FilterPipeline::previewSizeFor(int width, int height, double zoom)
{
    if (width < 1 || height < 1 || !(zoom > 0))
        return {};
    PreviewSize chosen;
    // Step k of the ladder scales by 2^(-k/2); the first step worth a preview is k = 2 (half
    // the width and height, a quarter of the pixels).
    for (int k = 2; k < 64; ++k) {
        const double step = std::pow(2.0, -0.5 * k);
        if (step < zoom * (1 - 1e-9))
            break; // coarser than the screen shows
        const PreviewSize size{std::min(width, fastLength(static_cast<int>(std::ceil(width * step)))),
                               std::min(height, fastLength(static_cast<int>(std::ceil(height * step))))};
        if (2 * static_cast<std::uint64_t>(size.width) * size.height > static_cast<std::uint64_t>(width) * height)
            break;
        chosen = size;
        if (size.width == 1 && size.height == 1)
            break;
    }
    return chosen;
}

bool FilterPipeline::previewReady(PreviewSize size) const
{
    const int scale = edges_.scale();
    return std::any_of(previewPlans_.begin(), previewPlans_.end(), [&](const std::unique_ptr<Fft2d>& plan) {
        return plan->width() == scale * size.width && plan->height() == scale * size.height;
    });
}

Fft2d& FilterPipeline::previewPlan(int width, int height)
{
    auto it = std::find_if(previewPlans_.begin(), previewPlans_.end(), [&](const std::unique_ptr<Fft2d>& plan) {
        return plan->width() == width && plan->height() == height;
    });
    if (it == previewPlans_.end()) {
        constexpr std::size_t kKept = 4;
        if (previewPlans_.size() >= kKept)
            previewPlans_.pop_back();
        previewPlans_.insert(previewPlans_.begin(), makePlan(width, height));
    } else {
        std::rotate(previewPlans_.begin(), it, it + 1);
    }
    previewPlans_.front()->setProfiling(false); // a preview is not part of an update's timing
    return *previewPlans_.front();
}

void FilterPipeline::preparePreview(Buffers& b, PreviewSize size)
{
    if (b.preview && b.preview->size == size)
        return;
    b.preview.reset();
    auto p = std::make_unique<Buffers::Preview>();
    p->size = size;
    p->gridWidth = b.scale * size.width;
    p->gridHeight = b.scale * size.height;
    try {
        p->plan = &previewPlan(p->gridWidth, p->gridHeight);
        const std::vector<cl_float2> axes = previewAxes(b.gridWidth, b.gridHeight, p->gridWidth, p->gridHeight,
                                                        b.width, b.height, size.width, size.height);
        p->axes = context_.buffer(CL_MEM_READ_ONLY, axes.size() * sizeof(cl_float2), nullptr, "preview factors");
        context_.write(p->axes, axes.size() * sizeof(cl_float2), axes.data(), nullptr, "the preview factors");
        const std::size_t n = p->pixelCount();
        for (int c = 0; c < b.colour; ++c)
            p->planes.push_back(context_.buffer(CL_MEM_READ_WRITE, 4 * n, nullptr, "preview plane"));
        p->pixels = context_.buffer(CL_MEM_READ_WRITE, n * b.channels * b.sampleBytes, nullptr, "preview pixel");
        if (b.channels == 2 || b.channels == 4) {
            setArgs(b.sampleChannel, b.original, b.width, b.height, b.channels - 1, p->pixels, size.width, size.height);
            context_.enqueueCovering(b.sampleChannel,
                                     cl::NDRange(static_cast<std::size_t>(size.width),
                                                 static_cast<std::size_t>(size.height)),
                                     nullptr, "the preview's alpha");
        }
        // The shares of the result that do not come from the filtered spectra, made once: the
        // smooth components (added back unfiltered) and, for a window, the input itself (for
        // the removed view and the original's preview).
        const auto share = [&](const cl::Buffer& plane) {
            const cl::Buffer& work = plan_->spectrumBuffer();
            plan_->forward(plane, work);
            cl::Buffer crop = context_.buffer(
                CL_MEM_READ_WRITE,
                static_cast<std::size_t>(Fft2d::spectrumBytesFor(p->gridWidth, p->gridHeight)), nullptr,
                "preview spectrum");
            cl::Kernel& k = setFilterArguments(b, FilterKernel::Preview, FilterSettings{}, work, crop);
            setPreviewArguments(k, b, *p, 0.0f, 1.0f, nullptr);
            context_.enqueueCovering(k, previewRange(*p), nullptr, "a preview spectrum");
            return crop;
        };
        if (b.edges.mode == EdgeHandling::Smooth)
            for (int c = 0; c < b.colour; ++c)
                p->smooth.push_back(share(b.smooth[c]));
        if (b.edges.mode == EdgeHandling::Window)
            for (int c = 0; c < b.colour; ++c) {
                // The planes are spent between updates; the plan's real buffer takes the channel.
                setArgs(b.unpack, b.original, static_cast<cl_int>(b.pixelCount()), c, plan_->realBuffer());
                context_.enqueueCovering(b.unpack, cl::NDRange(b.mappingItems()), nullptr, "unpacking a channel");
                p->original.push_back(share(plan_->realBuffer()));
            }
        if (profiling_)
            plan_->stageTimes(); // not part of any update's timing
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Preparing a preview on the device");
    }
    b.preview = std::move(p);
}

Image FilterPipeline::preview(const FilterSettings& settings, PreviewSize size)
{
    return previewImage(settings, size, PreviewOf::Output);
}

Image FilterPipeline::previewOriginal(PreviewSize size)
{
    return previewImage(FilterSettings{}, size, PreviewOf::Original);
}

void FilterPipeline::previewTo(const FilterSettings& settings, PreviewSize size, void* destination)
{
    startPreview(settings, size, PreviewOf::Output);
    enqueuePreview(settings, size, PreviewOf::Output, destination);
}

void FilterPipeline::startPreview(const FilterSettings& settings, PreviewSize size, PreviewOf what)
{
    if (!hasImage_)
        throw Error(what == PreviewOf::Original ? "No image to preview." : "No image to filter.");
    const Buffers& b = *buffers_;
    if (size.width < 1 || size.height < 1 || size.width > b.width || size.height > b.height)
        throw Error("A preview of " + std::to_string(size.width) + "x" + std::to_string(size.height) +
                    " does not fit a " + std::to_string(b.width) + "x" + std::to_string(b.height) + " image.");
    if (what == PreviewOf::Original)
        return;
    if (const std::string problem = settings.validate(); !problem.empty())
        throw Error("Invalid filter: " + problem + ".");
    setTransform(settings.edges, settings.homomorphic.has_value());
}

Image FilterPipeline::previewImage(const FilterSettings& settings, PreviewSize size, PreviewOf what)
{
    startPreview(settings, size, what);
    return outputImage(*buffers_, size.width, size.height,
                       [&](void* destination) { enqueuePreview(settings, size, what, destination); });
}

void FilterPipeline::enqueuePreview(const FilterSettings& settings, PreviewSize size, PreviewOf what,
                                    void* destination)
{
    Buffers& b = *buffers_;
    preparePreview(b, size);
    Buffers::Preview& p = *b.preview;
    const std::size_t n = p.pixelCount();
    const bool mirrored = b.edges.mode == EdgeHandling::Mirror;
    const bool window = b.edges.mode == EdgeHandling::Window;
    const bool removed = what == PreviewOf::Output && output_ == Output::Removed;
    try {
        const cl::Buffer& work = p.plan->spectrumBuffer();
        // In the log domain the removed component is exp(original) - exp(result), not a
        // spectrum of its own: the original goes into the planes, the result into `scratch`.
        const bool logRemoved = removed && b.logDomain;
        if (logRemoved && !p.scratch())
            p.scratch = context_.buffer(CL_MEM_READ_WRITE, 4 * n, nullptr, "preview scratch");
        // preview = band(F (a H + coefficient)) + extra into `out`, where the input is F + its shares.
        const auto pass = [&](int c, float a, float coefficient, const cl::Buffer* extra, const cl::Buffer& out) {
            cl::Kernel& k = setFilterArguments(b, FilterKernel::Preview, settings, b.spectra[c], work);
            setPreviewArguments(k, b, p, a, coefficient, extra);
            context_.enqueueCovering(k, previewRange(p), nullptr, "a preview spectrum");
            if (mirrored) { // the image's own tile
                p.plan->inverse(work, p.plan->realBuffer());
                setArgs(b.topLeft, p.plan->realBuffer(), p.gridWidth, size.width, size.height, out);
                context_.enqueueCovering(b.topLeft,
                                         cl::NDRange(static_cast<std::size_t>(size.width),
                                                     static_cast<std::size_t>(size.height)),
                                         nullptr, "the mirrored preview");
            } else {
                p.plan->inverse(work, out);
            }
        };
        for (int c = 0; c < b.colour; ++c) {
            const cl::Buffer* smooth = b.edges.mode == EdgeHandling::Smooth ? &p.smooth[c] : nullptr;
            const cl::Buffer* originalExtra = window ? &p.original[c] : smooth;
            const float originalCoefficient = window ? 0 : 1;
            if (what == PreviewOf::Original) {
                pass(c, 0, originalCoefficient, originalExtra, p.planes[c]);
            } else if (logRemoved) {
                pass(c, 0, originalCoefficient, originalExtra, p.planes[c]);
                pass(c, 1, 0, smooth, p.scratch);
                setArgs(b.expDifference, p.planes[c], p.scratch, static_cast<cl_int>(n));
                context_.enqueueCovering(b.expDifference, cl::NDRange(n), nullptr, "the removed preview");
                continue;
            } else if (removed) { // input - result: the smooth component cancels
                pass(c, -1, originalCoefficient, window ? &p.original[c] : nullptr, p.planes[c]);
            } else {
                pass(c, 1, 0, smooth, p.planes[c]);
            }
            leaveLogDomain(b, p.planes[c], n);
        }
        const OutputMapping mapping = what == PreviewOf::Original ? OutputMapping::Clamp
                                      : removed                   ? settings.removedMapping()
                                                                  : settings.effectiveMapping();
        enqueueMapping(b, mapping, p.planes, n, p.pixels, false);
        context_.read(p.pixels, n * b.channels * b.sampleBytes, destination, nullptr, "the preview");
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Computing a preview on the device");
    }
}

} // namespace passband
