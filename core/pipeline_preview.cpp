// FilterPipeline's display-sized previews: the output on a lattice of image pixels (README
// "What the panes show").
#include "pipeline.h"

#include "area_average.h"
#include "errors.h"
#include "filter_gain.h"
#include "host_memory.h"
#include "pipeline_buffers.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <tuple>

namespace passband {

using namespace detail;

bool FilterPipeline::latticeReady(Lattice lattice) const
{
    if (lattice.full())
        return true;
    if (!hasImage_)
        return false;
    const Buffers& b = *buffers_;
    return std::any_of(previewPlans_.begin(), previewPlans_.end(), [&](const std::unique_ptr<Fft2d>& plan) {
        return plan->width() == b.gridWidth / lattice.stepX && plan->height() == b.gridHeight / lattice.stepY;
    });
}

void FilterPipeline::prepareLattice(Lattice lattice)
{
    if (!hasImage_ || once_ || lattice.full())
        return;
    const Buffers& b = *buffers_;
    if (lattice.stepX < 1 || lattice.stepY < 1 || b.width % lattice.stepX != 0 || b.height % lattice.stepY != 0)
        return;
    // A preview of the current spectra, thrown away: its plan and buffers made, and each of its
    // kernels run once, which is when drivers that compile per launch shape (PoCL) do it.
    // Settings that keep the transform as it is (no spectra computed again for it).
    FilterSettings current;
    current.edges = edges_;
    if (logDomain_)
        current.homomorphic = Homomorphic{};
    const Output output = output_;
    output_ = Output::Filtered;
    try {
        sampled(current, lattice);
    } catch (...) {
        output_ = output;
        throw;
    }
    output_ = output;
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
        previewPlans_.insert(previewPlans_.begin(), makePlan(width, height, options_)); // a plane of its own
    } else {
        std::rotate(previewPlans_.begin(), it, it + 1);
    }
    previewPlans_.front()->setProfiling(false); // a preview is not part of an update's timing
    return *previewPlans_.front();
}

bool FilterPipeline::previewInWorkSpace() const
{
    const Buffers* b = buffers_.get();
    return b && b->preview && b->preview->fold->inScratch() && b->preview->planesInScratch;
}

void FilterPipeline::checkPreviewMemory(const Buffers& b, Lattice lattice) const
{
    if (!(context_.device().type & CL_DEVICE_TYPE_CPU))
        return; // a GPU's own memory: the preview's buffers are small beside the image's
    // What preparePreview() makes below, at most: the preview plan where it is not kept, and the
    // folded spectra and planes where the work space cannot hold them (as ScratchSpace packs
    // them, less its alignment), the pixels; with the window's reserve beside them (setHostReserve:
    // counted whole, though its result may be made already, so a preview near the limit is
    // refused rather than risked).
    const int width = b.gridWidth / lattice.stepX, height = b.gridHeight / lattice.stepY;
    const std::uint64_t samples = static_cast<std::uint64_t>(b.width / lattice.stepX) * (b.height / lattice.stepY);
    const bool planKept = std::any_of(previewPlans_.begin(), previewPlans_.end(), [&](const auto& plan) {
        return plan->width() == width && plan->height() == height;
    });
    const std::uint64_t plan = planKept ? 0 : Fft2d::deviceBytesFor(context_.device(), width, height, options_);
    const std::uint64_t folded = 8ull * (b.gridWidth / 2 + 1) * height * b.colour, planes = 4 * samples * b.colour;
    std::uint64_t space = plan_->spectrumBuffer().getInfo<CL_MEM_SIZE>();
    std::uint64_t own = 0;
    for (const std::uint64_t part : {folded, planes}) {
        if (part <= space)
            space -= part;
        else
            own += part;
    }
    const std::uint64_t needed = hostReserve_ + plan + own + samples * b.channels * b.sampleBytes;
    if (needed > availableHostMemory().available)
        throw PreviewMemoryError(notEnoughMemory("a preview of " + std::to_string(b.width / lattice.stepX) + "x" +
                                                     std::to_string(b.height / lattice.stepY) +
                                                     " samples beside what the window keeps",
                                                 needed));
}

void FilterPipeline::preparePreview(Buffers& b, Lattice lattice)
{
    if (b.preview && b.preview->lattice == lattice)
        return;
    b.preview.reset();
    auto p = std::make_unique<Buffers::Preview>();
    p->lattice = lattice;
    p->cellsX = b.width / lattice.stepX;
    p->cellsY = b.height / lattice.stepY;
    // The folded columns and the preview's planes live in the plan's spectrum buffer: an
    // update's work space, spent once its result is downloaded (the analysis and the spectrum
    // pictures filter again), which a preview does not use otherwise (its inverse is the
    // preview plan's). Per channel, 8 bytes a bin of the folded half spectrum (the image's width,
    // the grid's rows) and 4 a sample less.
    if (!plan_)
        throw Error("An image filtered once keeps no spectra to preview.");
    checkPreviewMemory(b, lattice);
    try {
        ScratchSpace scratch(plan_->spectrumBuffer());
        p->fold = std::make_unique<LatticeFold>(context_, b.gridWidth, b.gridHeight, lattice, b.colour,
                                                previewPlan(b.gridWidth / lattice.stepX, b.gridHeight / lattice.stepY),
                                                b.foldHorizontal, b.filterPerItem, &scratch);
        const std::size_t n = p->sampleCount();
        p->planesInScratch = scratch.fits(4 * n, b.colour);
        for (int c = 0; c < b.colour; ++c)
            p->planes.push_back(p->planesInScratch ? scratch.take(4 * n)
                                                   : context_.buffer(CL_MEM_READ_WRITE, 4 * n, nullptr, "preview plane"));
        p->pixels = context_.buffer(CL_MEM_READ_WRITE, n * b.channels * b.sampleBytes, nullptr, "preview pixel");
        if (b.channels == 2 || b.channels == 4) {
            // sample_channel's pixel under each sample's centre is the lattice's pixel.
            setArgs(b.sampleChannel, b.original, b.width, b.height, b.channels - 1, p->pixels, p->cellsX, p->cellsY);
            context_.enqueueCovering(b.sampleChannel,
                                     cl::NDRange(static_cast<std::size_t>(p->cellsX),
                                                 static_cast<std::size_t>(p->cellsY)),
                                     nullptr, "the preview's alpha");
        }
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Preparing a preview on the device");
    }
    b.preview = std::move(p);
}

Image FilterPipeline::sampled(const FilterSettings& settings, Lattice lattice)
{
    if (lattice.full())
        return apply(settings);
    startSampling(settings, lattice);
    const Buffers& b = *buffers_;
    return outputImage(b, b.width / lattice.stepX, b.height / lattice.stepY,
                       [&](void* destination) { enqueueSampled(settings, lattice, destination); });
}

void FilterPipeline::sampledTo(const FilterSettings& settings, Lattice lattice, void* destination)
{
    if (lattice.full()) {
        applyTo(settings, destination);
        return;
    }
    startSampling(settings, lattice);
    enqueueSampled(settings, lattice, destination);
}

void FilterPipeline::startSampling(const FilterSettings& settings, Lattice lattice)
{
    if (!hasImage_)
        throw Error("No image to filter.");
    if (once_ && !lattice.full())
        throw Error("An image filtered once keeps no spectra to preview.");
    const Buffers& b = *buffers_;
    if (lattice.stepX < 1 || lattice.stepY < 1 || b.width % lattice.stepX != 0 || b.height % lattice.stepY != 0)
        throw Error("A lattice of every " + std::to_string(lattice.stepX) + "th and " + std::to_string(lattice.stepY) +
                    "th pixel does not fit a " + std::to_string(b.width) + "x" + std::to_string(b.height) + " image.");
    if (const std::string problem = settings.validate(); !problem.empty())
        throw Error("Invalid filter: " + problem + ".");
    setTransform(settings.edges, settings.homomorphic.has_value());
}

void FilterPipeline::enqueueSampled(const FilterSettings& settings, Lattice lattice, void* destination)
{
    enqueueSampled(settings, lattice);
    const Buffers& b = *buffers_;
    try {
        context_.read(b.preview->pixels, b.preview->sampleCount() * b.channels * b.sampleBytes, destination, nullptr,
                      "the preview");
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Computing a preview on the device");
    }
}

ScreenPixels FilterPipeline::sampledScreen(const FilterSettings& settings, Lattice lattice, const ScreenView& view)
{
    if (view.width < 1 || view.height < 1)
        throw Error("A preview needs a screen of one pixel or more.");
    if (lattice.full())
        throw Error("A preview on the screen samples the image on a lattice coarser than its pixels.");
    startSampling(settings, lattice);
    enqueueSampled(settings, lattice);
    Buffers& b = *buffers_;
    Buffers::Preview& p = *b.preview;
    ScreenPixels out;
    out.width = view.width;
    out.height = view.height;
    out.channels = b.channels;
    const bool alpha = b.channels == 2 || b.channels == 4;
    const int colour = alpha ? b.channels - 1 : b.channels;
    try {
        const auto upload = [&](cl::Buffer& buffer, const auto& values) {
            const std::size_t bytes = values.size() * sizeof(values[0]);
            buffer = context_.buffer(CL_MEM_READ_ONLY, bytes, nullptr, "screen weights");
            context_.write(buffer, bytes, values.data(), nullptr, "the screen weights");
        };
        if (p.screenWidth != view.width || p.screenHeight != view.height) { // the weights, once per screen size
            p.screenWidth = p.screenHeight = 0;
            const AxisWeights across = axisWeights(b.width, p.cellsX, view.width);
            const AxisWeights down = axisWeights(b.height, p.cellsY, view.height);
            upload(p.firstX, across.first);
            upload(p.offsetX, across.offset);
            upload(p.sharesX, across.shares);
            upload(p.firstY, down.first);
            upload(p.offsetY, down.offset);
            upload(p.sharesY, down.shares);
            p.screenLevels = context_.buffer(CL_MEM_WRITE_ONLY,
                                             static_cast<std::size_t>(view.width) * view.height * b.channels, nullptr,
                                             "screen levels");
            p.screenWidth = view.width;
            p.screenHeight = view.height;
        }
        if (view.hasRange) {
            out.low = view.low;
            out.high = view.high;
        } else if (view.stretch > 0) {
            // The samples percentileRange() would read of the preview, gathered on the device:
            // the same range as the host takes from the downloaded samples, a few hundred KB read.
            if (p.listedFor != view.stretchSamples) {
                p.listedFor = 0;
                const std::vector<std::size_t> pixels = percentilePixels(p.sampleCount(), colour, view.stretchSamples);
                const std::vector<cl_int> listed(pixels.begin(), pixels.end());
                upload(p.listed, listed);
                p.gathered = context_.buffer(CL_MEM_WRITE_ONLY, listed.size() * b.channels * b.sampleBytes, nullptr,
                                             "contrast samples");
                p.listedCount = static_cast<int>(listed.size());
                p.listedFor = view.stretchSamples;
            }
            setArgs(b.gatherPixels, p.pixels, p.listed, cl_int{p.listedCount}, p.gathered);
            context_.enqueueCovering(b.gatherPixels, cl::NDRange(static_cast<std::size_t>(p.listedCount)), nullptr,
                                     "the contrast's samples");
            const std::size_t values = static_cast<std::size_t>(p.listedCount) * b.channels;
            std::vector<std::uint8_t> raw(values * b.sampleBytes);
            context_.read(p.gathered, raw.size(), raw.data(), nullptr, "the contrast's samples");
            std::vector<float> taken;
            taken.reserve(static_cast<std::size_t>(p.listedCount) * colour);
            for (std::size_t k = 0; k < values; ++k) {
                if (static_cast<int>(k % b.channels) >= colour)
                    continue;
                float v;
                if (b.floating) {
                    std::memcpy(&v, raw.data() + 4 * k, 4);
                } else if (b.sampleBytes == 2) {
                    std::uint16_t u;
                    std::memcpy(&u, raw.data() + 2 * k, 2);
                    v = u;
                } else {
                    v = raw[k];
                }
                taken.push_back(v);
            }
            std::tie(out.low, out.high) = percentilesOf(std::move(taken), b.floating, b.maxval, view.stretch);
        } else {
            out.low = b.floating ? b.low : 0.0;
            out.high = b.floating ? b.high : static_cast<double>(b.maxval);
        }
        // As screenImage() shows a result: the colour channels over the range, alpha over its own.
        cl_float4 low{}, scale{};
        for (int c = 0; c < b.channels; ++c) {
            const bool isAlpha = alpha && c == b.channels - 1;
            const double lo = isAlpha ? 0.0 : out.low;
            const double hi = isAlpha ? (b.floating ? 1.0 : static_cast<double>(b.maxval)) : out.high;
            low.s[c] = static_cast<float>(lo);
            scale.s[c] = static_cast<float>(1.0 / (hi > lo ? hi - lo : 1.0));
        }
        setArgs(b.screenAverage, p.pixels, cl_int{p.cellsX}, p.firstX, p.offsetX, p.sharesX, p.firstY, p.offsetY,
                p.sharesY, cl_int{view.width}, cl_int{view.height}, low, scale, cl_int{alpha}, p.screenLevels);
        context_.enqueueCovering(b.screenAverage,
                                 cl::NDRange(static_cast<std::size_t>(view.width), static_cast<std::size_t>(view.height)),
                                 nullptr, "the preview's screen pixels");
        out.levels.resize(static_cast<std::size_t>(view.width) * view.height * b.channels);
        context_.read(p.screenLevels, out.levels.size(), out.levels.data(), nullptr, "the preview's screen pixels");
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Showing a preview on the device");
    }
    return out;
}

void FilterPipeline::enqueueSampled(const FilterSettings& settings, Lattice lattice)
{
    Buffers& b = *buffers_;
    preparePreview(b, lattice);
    Buffers::Preview& p = *b.preview;
    b.statsFused = false; // the fold overwrites the update's planes where they share its memory
    const std::size_t n = p.sampleCount();
    const bool removed = output_ == Output::Removed;
    const bool smooth = b.edges.mode == EdgeHandling::Smooth;
    try {
        LatticeFold& f = *p.fold;
        const cl::Buffer& grid = f.plan().realBuffer();
        // All colour channels in one pass over their spectra: each bin read, and H evaluated, once.
        cl::Kernel& fold = setFilterArguments(b, FilterKernel::Fold, settings, b.spectra[0], f.folded(0));
        const bool colour = b.colour == 3;
        cl_uint i = FilterGain::kKernelArguments; // after apply_filter's, which setFilterArguments() sets
        fold.setArg(i++, f.height());
        fold.setArg(i++, f.cycle());
        fold.setArg(i++, cl_int{b.colour});
        fold.setArg(i++, b.spectra[colour ? 1 : 0]);
        fold.setArg(i++, b.spectra[colour ? 2 : 0]);
        fold.setArg(i++, f.folded(colour ? 1 : 0));
        fold.setArg(i++, f.folded(colour ? 2 : 0));
        context_.enqueueCovering(fold, f.verticalRange(b.filterPerItem), nullptr, "folding the spectra's columns");
        for (int c = 0; c < b.colour; ++c) {
            f.transform(c);
            setArgs(b.latticeOutput, grid, f.width(), smooth ? b.smooth[c] : grid, cl_int{smooth}, b.original,
                    b.width, c, lattice.stepX, lattice.stepY, p.cellsX, p.cellsY, cl_int{b.logDomain},
                    cl_int{removed}, p.planes[c]);
            context_.enqueueCovering(b.latticeOutput,
                                     cl::NDRange(static_cast<std::size_t>(p.cellsX), static_cast<std::size_t>(p.cellsY)),
                                     nullptr, "the preview's samples");
        }
        const OutputMapping mapping = removed ? settings.removedMapping() : settings.effectiveMapping();
        enqueueMapping(b, mapping, p.planes, n, p.pixels, false);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Computing a preview on the device");
    }
}

} // namespace passband
