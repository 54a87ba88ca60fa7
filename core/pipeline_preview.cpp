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
#include <type_traits>

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
    out.levels.resize(static_cast<std::size_t>(view.width) * view.height * b.channels);
    const bool alpha = b.channels == 2 || b.channels == 4;
    const int colour = alpha ? b.channels - 1 : b.channels;
    // Sample v of interleaved device samples, as a float.
    const auto sampleAt = [&](const std::uint8_t* raw, std::size_t v) {
        if (b.floating) {
            float f;
            std::memcpy(&f, raw + 4 * v, 4);
            return f;
        }
        if (b.sampleBytes == 2) {
            std::uint16_t u;
            std::memcpy(&u, raw + 2 * v, 2);
            return static_cast<float>(u);
        }
        return static_cast<float>(raw[v]);
    };
    // The colour channels' range; for automatic contrast, from the colour samples of the
    // `count` listed pixels, listedSample(k, c) being channel c of the k-th.
    const auto range = [&](const auto& listedSample, std::size_t count) {
        if (view.hasRange)
            return std::pair<double, double>{view.low, view.high};
        if (view.stretch > 0) {
            std::vector<float> taken;
            taken.reserve(count * static_cast<std::size_t>(colour));
            for (std::size_t k = 0; k < count; ++k)
                for (int c = 0; c < colour; ++c)
                    taken.push_back(listedSample(k, c));
            return percentilesOf(std::move(taken), b.floating, b.maxval, view.stretch);
        }
        return std::pair<double, double>{b.floating ? b.low : 0.0, b.floating ? b.high : static_cast<double>(b.maxval)};
    };
    // As screenImage() shows a result: the colour channels over the range, alpha over its own.
    const auto transfers = [&] {
        std::vector<DisplayTransfer> t(static_cast<std::size_t>(b.channels), DisplayTransfer{out.low, out.high});
        if (alpha)
            t.back() = DisplayTransfer{0.0, b.floating ? 1.0 : static_cast<double>(b.maxval)};
        return t;
    };
    try {
        if (!screenOnDevice_) {
            // A CPU device's buffers are host memory: the samples are read where they lie, by
            // the host's area average (threaded), and not copied.
            context_.readMapped(p.pixels, p.sampleCount() * b.channels * b.sampleBytes, [&](const void* data) {
                const auto* raw = static_cast<const std::uint8_t*>(data);
                std::vector<std::size_t> listed;
                if (!view.hasRange && view.stretch > 0)
                    listed = percentilePixels(p.sampleCount(), colour, view.stretchSamples);
                std::tie(out.low, out.high) = range(
                    [&](std::size_t k, int c) { return sampleAt(raw, listed[k] * b.channels + c); }, listed.size());
                const std::vector<DisplayTransfer> t = transfers();
                const auto average = [&](const auto* samples) {
                    using Sample = std::remove_const_t<std::remove_pointer_t<decltype(samples)>>;
                    SampleGrid<Sample> grid;
                    grid.data = samples;
                    grid.cellsX = p.cellsX;
                    grid.cellsY = p.cellsY;
                    grid.channels = b.channels;
                    grid.rowStride = static_cast<std::size_t>(p.cellsX) * b.channels;
                    grid.width = b.width;
                    grid.height = b.height;
                    grid.alpha = alpha;
                    areaAverage(grid, t.data(), view.width, view.height, out.levels.data(),
                                static_cast<std::size_t>(view.width) * b.channels);
                };
                if (b.floating)
                    average(static_cast<const float*>(data));
                else if (b.sampleBytes == 2)
                    average(static_cast<const std::uint16_t*>(data));
                else
                    average(raw);
            }, "the preview");
            return out;
        }
        const auto upload = [&](cl::Buffer& buffer, const auto& values, cl_mem_flags flags = CL_MEM_READ_ONLY) {
            const std::size_t bytes = values.size() * sizeof(values[0]);
            buffer = context_.buffer(flags, bytes, nullptr, "preview tables");
            context_.write(buffer, bytes, values.data(), nullptr, "the preview's tables");
        };
        const std::size_t levelBytes = out.levels.size(), rangeBytes = 2 * sizeof(cl_float);
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
            p.screenLevels = context_.buffer(CL_MEM_WRITE_ONLY, levelBytes, nullptr, "screen levels");
            if (!p.stretched()) // screen_average's range, read only where contrast_range wrote it
                p.stretched = context_.buffer(CL_MEM_READ_WRITE, rangeBytes, nullptr, "contrast range");
            p.screenPinned.reset();
            auto pinned = std::make_unique<Buffers::Preview::Pinned>();
            pinned->buffer = context_.buffer(CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, levelBytes + rangeBytes,
                                             nullptr, "screen staging");
            pinned->host = context_.queue().enqueueMapBuffer(pinned->buffer, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0,
                                                             levelBytes + rangeBytes);
            pinned->queue = &context_.queue();
            p.screenPinned = std::move(pinned);
            p.screenWidth = view.width;
            p.screenHeight = view.height;
        }
        auto* staged = static_cast<std::uint8_t*>(p.screenPinned->host);
        const bool stretch = !view.hasRange && view.stretch > 0;
        // Integer samples find their percentiles on the device, by percentilesOf()'s histogram,
        // so the average follows without a wait; float ones are gathered for the host's.
        const bool stretchOnDevice = stretch && !b.floating;
        if (stretch && p.listedFor != view.stretchSamples) {
            p.listedFor = 0;
            const std::vector<std::size_t> pixels = percentilePixels(p.sampleCount(), colour, view.stretchSamples);
            const std::vector<cl_int> listed(pixels.begin(), pixels.end());
            upload(p.listed, listed);
            p.listedCount = static_cast<int>(listed.size());
            if (b.floating) {
                p.gathered = context_.buffer(CL_MEM_WRITE_ONLY, listed.size() * b.channels * b.sampleBytes, nullptr,
                                             "contrast samples");
            } else if (!p.bins()) {
                const std::vector<cl_uint> zero(static_cast<std::size_t>(b.maxval) + 1, 0);
                upload(p.bins, zero, CL_MEM_READ_WRITE);
                p.binsCounted = false;
            }
            p.listedFor = view.stretchSamples;
        }
        if (stretchOnDevice) {
            if (p.binsCounted) { // a histogram whose contrast_range (which clears it) never ran
                const std::vector<cl_uint> zero(static_cast<std::size_t>(b.maxval) + 1, 0);
                context_.write(p.bins, zero.size() * sizeof(cl_uint), zero.data(), nullptr, "the contrast's bins");
                p.binsCounted = false;
            }
            const std::size_t taken = static_cast<std::size_t>(p.listedCount) * colour;
            const auto rank = [&](double q) { // as percentilesOf() ranks them
                return static_cast<cl_uint>(std::min(taken - 1, static_cast<std::size_t>(q * (taken - 1) + 0.5)));
            };
            // A few work-groups, each counting a share in local memory where its bins fit (8-bit
            // and up to 12-bit samples), so that crowded levels are not queued on in global memory.
            const int levels = b.maxval + 1;
            const std::size_t localBytes = context_.device().localMemBytes;
            const int localLevels = levels * sizeof(cl_uint) <= localBytes / 2 ? levels : 0;
            const std::size_t group = static_cast<std::size_t>(b.group);
            const std::size_t groups =
                std::clamp<std::size_t>((static_cast<std::size_t>(p.listedCount) + 16 * group - 1) / (16 * group), 1,
                                        256);
            setArgs(b.contrastHistogram, p.pixels, p.listed, cl_int{p.listedCount}, cl_int{colour}, cl_int{levels},
                    p.bins, cl::Local(std::max<std::size_t>(1, localLevels) * sizeof(cl_uint)), cl_int{localLevels});
            p.binsCounted = true;
            context_.enqueue(b.contrastHistogram, cl::NDRange(groups * group), cl::NDRange(group), nullptr,
                             "the contrast's histogram");
            setArgs(b.contrastRange, p.bins, cl_int{b.maxval + 1}, rank(view.stretch), rank(1 - view.stretch),
                    p.stretched);
            context_.enqueue(b.contrastRange, cl::NDRange(static_cast<std::size_t>(b.group)),
                             cl::NDRange(static_cast<std::size_t>(b.group)), nullptr, "the contrast's range");
            p.binsCounted = false;
            // Read with the levels below: the queue keeps the order.
            context_.readQueued(p.stretched, rangeBytes, staged + levelBytes, "the contrast's range");
        } else if (stretch) {
            setArgs(b.gatherPixels, p.pixels, p.listed, cl_int{p.listedCount}, p.gathered);
            context_.enqueueCovering(b.gatherPixels, cl::NDRange(static_cast<std::size_t>(p.listedCount)), nullptr,
                                     "the contrast's samples");
            std::vector<std::uint8_t> gathered(static_cast<std::size_t>(p.listedCount) * b.channels * b.sampleBytes);
            context_.read(p.gathered, gathered.size(), gathered.data(), nullptr, "the contrast's samples");
            std::tie(out.low, out.high) =
                range([&](std::size_t k, int c) { return sampleAt(gathered.data(), k * b.channels + c); },
                      static_cast<std::size_t>(p.listedCount));
        } else {
            std::tie(out.low, out.high) = range([&](std::size_t, int) { return 0.0f; }, 0);
        }
        const std::vector<DisplayTransfer> t = transfers();
        cl_float4 low{}, scale{};
        for (int c = 0; c < b.channels; ++c) {
            const DisplayTransfer& d = t[static_cast<std::size_t>(c)];
            low.s[c] = static_cast<float>(d.low);
            scale.s[c] = static_cast<float>(1.0 / (d.high > d.low ? d.high - d.low : 1.0));
        }
        setArgs(b.screenAverage, p.pixels, cl_int{p.cellsX}, p.firstX, p.offsetX, p.sharesX, p.firstY, p.offsetY,
                p.sharesY, cl_int{view.width}, cl_int{view.height}, low, scale, cl_int{alpha},
                p.stretched, cl_int{stretchOnDevice}, p.screenLevels);
        context_.enqueueCovering(b.screenAverage,
                                 cl::NDRange(static_cast<std::size_t>(view.width), static_cast<std::size_t>(view.height)),
                                 nullptr, "the preview's screen pixels");
        context_.read(p.screenLevels, levelBytes, staged, nullptr, "the preview's screen pixels");
        std::memcpy(out.levels.data(), staged, levelBytes);
        if (stretchOnDevice) {
            cl_float r[2];
            std::memcpy(r, staged + levelBytes, rangeBytes);
            out.low = r[0];
            out.high = r[1];
        }
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Showing a preview on the device");
    }
    return out;
}

void FilterPipeline::setScreenAverageOnDevice(bool onDevice)
{
    screenOnDevice_ = onDevice;
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
