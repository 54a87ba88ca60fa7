#include "pipeline.h"
#include "host_memory.h"

#include "errors.h"
#include "filter_gain.h"
#include "pipeline_buffers.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <sstream>
#include <utility>

namespace passband {

namespace {

// PlanOptions::maxLocalLength of a stand-in plan: no line in local memory, every pass global.
constexpr int kStandInLocalLength = 1;

} // namespace

using namespace detail;

namespace {

// Whether the settings need the filter kernels built with SHAPING=1 (filter.cl).
bool shapingFilter(const FilterSettings& settings)
{
    return settings.invert || settings.emphasis.active() || settings.isotropic || settings.homomorphic ||
           !settings.wedges.empty() || settings.mask;
}

// Statistics work-groups per plane: enough to fill a large GPU, about 16 values per
// work-item, at most kMaxStatsGroups.
constexpr int kMaxStatsGroups = 512;
int statsGroups(std::size_t pixels, int group)
{
    const std::size_t perGroup = static_cast<std::size_t>(group) * 16;
    return static_cast<int>(std::clamp<std::size_t>((pixels + perGroup - 1) / perGroup, 1, kMaxStatsGroups));
}

int reductionGroup(const DeviceInfo& device)
{
    int group = 1;
    while (group * 2 <= 256 && static_cast<std::size_t>(group * 2) <= device.maxWorkGroupSize)
        group *= 2;
    return group;
}

std::string mib(std::uint64_t bytes)
{
    return std::to_string((bytes + (1 << 20) - 1) >> 20) + " MiB";
}

// Smallest integer d2 with d2 >= r^2, the ideal filters' threshold on D^2 = ku^2 + kv^2.

} // namespace

FilterPipeline::FilterPipeline(ComputeContext& context, const PlanOptions& options)
    : context_(context), options_(options), screenOnDevice_((context.device().type & CL_DEVICE_TYPE_CPU) == 0)
{
}

// (min, max, max |g|) over the first `count` of `planes` (`pixels` each) into b.stats, by a
// two-stage reduction.
void FilterPipeline::enqueueStats(Buffers& b, const std::vector<cl::Buffer>& planes, int count, std::size_t pixels,
                                  const std::function<cl::Event*()>& event)
{
    const cl::NDRange group(static_cast<std::size_t>(b.group));
    for (int c = 0; c < count; ++c) {
        setArgs(b.planeStats, planes[c], static_cast<cl_int>(pixels), b.partial, c * b.statsGroups);
        context_.enqueue(b.planeStats, cl::NDRange(static_cast<std::size_t>(b.group) * b.statsGroups), group,
                         event ? event() : nullptr, "the statistics");
    }
    setArgs(b.combineStats, b.partial, count * b.statsGroups, b.stats);
    context_.enqueue(b.combineStats, group, group, event ? event() : nullptr, "the statistics");
}
// A command may still read the buffers made over host memory the pipeline holds (the image's
// samples, an update's pixels): an error thrown while commands are queued unwinds through here.
FilterPipeline::~FilterPipeline() { context_.settle(); }

// A plan holds its plane in its spectrum buffer where it can (strip plans): a kept image's,
// and an image's filtered once through one plane with periodic edges (Fft2d::filterInPlace).
// Filtered once otherwise, the channels pass through the plan's own plane and spectrum.
PlanOptions FilterPipeline::planOptions(const EdgeSettings& edges) const
{
    PlanOptions options = options_;
    options.filterInPlace = planeInSpectrum_ && once_ && filtersWithOnePlane() && edges.mode == EdgeHandling::Periodic;
    options.planeInSpectrum = planeInSpectrum_ && (!once_ || options.filterInPlace);
    return options;
}

std::uint64_t FilterPipeline::deviceBytesFor(const DeviceInfo& device, int width, int height,
                                             int channels, int sampleBytes, const EdgeSettings& edges)
{
    const std::uint64_t pixels = static_cast<std::uint64_t>(width) * height;
    const int colour = (channels == 2 || channels == 4) ? channels - 1 : channels;
    const int k = edges.scale();
    const int ownPlanes = (edges.mode == EdgeHandling::Mirror ? colour : colour - 1) +
                          (edges.mode == EdgeHandling::Smooth ? colour : 0);
    return Fft2d::deviceBytesFor(device, k * width, k * height) + 4 * pixels * ownPlanes +
           Fft2d::spectrumBytesFor(k * width, k * height) * colour + pixels * channels * sampleBytes +
           pixels + 16 * (kMaxStatsGroups * kMaxColourChannels + 1) +
           pixels * channels * sampleBytes + 8 * kMeasureGroups * (kMaxColourChannels + 1) +
           16 * kMaxNotches + 32 * kMaxWedges;
}

bool FilterPipeline::filtersInPlace() const { return hasImage_ && once_ && buffers_ && buffers_->planeInWork; }

bool FilterPipeline::filtersWithOnePlane() const { return once_ && !measuring_ && !radialProfile_ && impulseSize_ == 0; }

std::uint64_t FilterPipeline::onePlaneBytesFor(const DeviceInfo& device, int width, int height, int channels,
                                               int sampleBytes, const EdgeSettings& edges) const
{
    // The plan (its plane and spectrum serve every channel in turn), the samples, and a plane
    // of the image's size where the transformed grid is not the image's (mirrored) or the
    // smooth component is kept, which also keeps the spectrum apart from the plan's (prepare()).
    const std::uint64_t pixels = static_cast<std::uint64_t>(width) * height;
    const int k = edges.scale();
    return Fft2d::deviceBytesFor(device, k * width, k * height, planOptions(edges)) + pixels * channels * sampleBytes +
           (edges.mode == EdgeHandling::Smooth || edges.mode == EdgeHandling::Mirror ? 4 * pixels : 0) +
           (edges.mode == EdgeHandling::Smooth ? Fft2d::spectrumBytesFor(width, height) : 0) +
           16 * (kMaxStatsGroups * kMaxColourChannels + 1) + 8 * kMeasureGroups * (kMaxColourChannels + 1) +
           16 * kMaxNotches + 32 * kMaxWedges;
}

void FilterPipeline::checkFits(int width, int height, int channels, int sampleBytes, const EdgeSettings& edges,
                               bool sharesOriginal, bool logDomain) const
{
    const DeviceInfo& device = context_.device();
    const int k = edges.scale();
    const std::uint64_t pixels = static_cast<std::uint64_t>(width) * height;
    const std::uint64_t needed = bytesAllocated(width, height, channels, sampleBytes, edges, sharesOriginal, logDomain);
    const std::uint64_t largest =
        std::max<std::uint64_t>(Fft2d::spectrumBytesFor(k * width, k * height), 4ull * k * k * pixels);
    if (needed > device.globalMemBytes || largest > device.maxAllocBytes) {
        const int colour = (channels == 2 || channels == 4) ? channels - 1 : channels;
        throw TooLargeError("A " + std::to_string(width) + "x" + std::to_string(height) + " " +
                            (colour == 3 ? "colour" : "grey") + " image" +
                            (k > 1 ? " mirrored to " + std::to_string(k * width) + "x" + std::to_string(k * height)
                                   : std::string()) +
                            " needs " + mib(needed) + " of device memory (" + mib(largest) + " in one buffer), but '" +
                            device.name + "' has " + mib(device.globalMemBytes) + " with at most " +
                            mib(device.maxAllocBytes) + " per buffer.");
    }
    if (static_cast<long long>(k) * width > kMaxDimension || static_cast<long long>(k) * height > kMaxDimension)
        throw TooLargeError("Mirroring a " + std::to_string(width) + "x" + std::to_string(height) +
                            " image would transform more than " + std::to_string(kMaxDimension) +
                            " pixels along a side.");
}

bool FilterPipeline::keepsOnePlane(int colour, const EdgeSettings& edges, bool logDomain) const
{
    const bool hostBuffers = (context_.device().type & CL_DEVICE_TYPE_CPU) != 0 &&
                             options_.strategy != PlanOptions::Strategy::WorkGroups && forcedStripes_ == 0;
    return hostBuffers && colour > 1 && edges.mode != EdgeHandling::Mirror && edges.mode != EdgeHandling::Smooth &&
           !logDomain;
}

// What setImage() allocates on the device for an image of this shape, as this pipeline keeps
// it (deviceBytesFor() counts every buffer a kept image may have): filtered once, one plane and
// the plan's spectrum; on a CPU device, one plane for all colour channels, the plane in the
// plan's spectrum, the original the host image's own and no pixels kept between updates.
std::uint64_t FilterPipeline::bytesAllocated(int width, int height, int channels, int sampleBytes,
                                             const EdgeSettings& edges, bool sharesOriginal, bool logDomain) const
{
    const DeviceInfo& device = context_.device();
    const std::uint64_t pixels = static_cast<std::uint64_t>(width) * height;
    const int k = edges.scale();
    const int colour = (channels == 2 || channels == 4) ? channels - 1 : channels;
    if (filtersWithOnePlane())
        return onePlaneBytesFor(device, width, height, channels, sampleBytes, edges);
    // A plan that shares its plane also keeps rows of its in-place inverse aside (a few rows
    // a worker): deviceBytesFor() counts a plan of its own plane, without them.
    const bool shared = Fft2d::sharesPlane(device, k * width, k * height, planOptions(edges));
    const std::uint64_t sideRows = shared ? Fft2d::deviceBytesFor(device, k * width, k * height, planOptions(edges)) +
                                                4 * pixels * k * k - Fft2d::deviceBytesFor(device, k * width, k * height)
                                          : 0;
    // One plane for all channels where kept on a CPU device, but not for homomorphic filtering
    // (prepare(): Buffers::onePlane); filtered once for its analysis, a plane per channel and
    // one spectrum, and no spectrum image.
    const bool onePlane = !once_ && keepsOnePlane(colour, edges, logDomain);
    const std::uint64_t onceSpared =
        once_ ? Fft2d::spectrumBytesFor(k * width, k * height) * (colour - 1) + pixels : 0;
    return deviceBytesFor(device, width, height, channels, sampleBytes, edges) - onceSpared -
           (onePlane ? 4 * pixels * (colour - 1) : 0) -
           // the plane in the plan's spectrum (prepare(): Buffers::planeInWork)
           (shared && edges.mode != EdgeHandling::Mirror && edges.mode != EdgeHandling::Smooth &&
                    (colour == 1 || onePlane)
                ? 4 * pixels
                : 0) -
           // the original the host's own, and without alpha no pixels between updates
           (sharesOriginal ? pixels * channels * sampleBytes * (colour == channels && !once_ ? 2 : 1) : 0) + sideRows;
}

void FilterPipeline::checkHostMemory(int width, int height, int channels, int sampleBytes,
                                     const EdgeSettings& edges, bool sharesOriginal) const
{
    const DeviceInfo& device = context_.device();
    if (!(device.type & CL_DEVICE_TYPE_CPU))
        return; // a GPU's own memory is checked by checkFits; its driver's host copies are small
    const int colour = (channels == 2 || channels == 4) ? channels - 1 : channels;
    // The buffers, and what must stay free beside them (setHostReserve()).
    const std::uint64_t needed =
        hostReserve_ + bytesAllocated(width, height, channels, sampleBytes, edges, sharesOriginal);
    if (needed > availableHostMemory().available) {
        throw OutOfMemoryError(notEnoughMemory("filtering this " + std::to_string(width) + "x" + std::to_string(height) +
                                                   (colour == 3 ? " colour" : " grey") + " image",
                                               needed));
    }
}

bool FilterPipeline::sharesOriginal(bool shared) const
{
    // A CPU device's buffers are the process's memory, so the host image's samples can be the
    // device's original as they are. Filtered once, the pixels are the original anyway.
    return shared && (context_.device().type & CL_DEVICE_TYPE_CPU) != 0 && !(once_ && !measuring_);
}

void FilterPipeline::setImage(const Image& image, const EdgeSettings& edges) { setImage(image, edges, nullptr); }

void FilterPipeline::setImage(std::shared_ptr<const Image> image, const EdgeSettings& edges)
{
    if (!image)
        throw Error("No image to set.");
    const Image& own = *image;
    setImage(own, edges, std::move(image));
}

void FilterPipeline::adoptImage(Image&& image, const EdgeSettings& edges)
{
    // The argument is left empty either way (a caller that must set it again reads it again).
    if (!filtersWithOnePlane() || !(context_.device().type & CL_DEVICE_TYPE_CPU)) {
        const Image taken = std::exchange(image, Image{});
        setImage(taken, edges, nullptr);
        return;
    }
    adopting_ = std::make_shared<Image>(std::exchange(image, Image{}));
    struct Done { // also when setting it throws: the image then goes with the pipeline's hold
        std::shared_ptr<Image>& adopting;
        ~Done() { adopting.reset(); }
    } done{adopting_};
    const Image& own = *adopting_;
    setImage(own, edges, nullptr);
}

void FilterPipeline::setImage(const Image& image, const EdgeSettings& edges, std::shared_ptr<const Image> shared)
{
    hasImage_ = false;
    filteredOnce_ = false;
    buffers_.reset(); // free the last image's buffers and spectrum before sizing up the new one
    spectrum_.reset();
    const bool floating = image.isFloat();
    if (image.width < 1 || image.height < 1 || image.channels < 1 || image.channels > 4 ||
        (!floating && (image.maxval < 1 || image.maxval > 65535)) ||
        (floating && !(std::isfinite(image.low) && std::isfinite(image.high) && image.low < image.high)) ||
        (floating ? image.values.size() : image.samples.size()) != image.sampleCount())
        throw Error("Malformed image: " + std::to_string(image.width) + "x" + std::to_string(image.height) +
                    ", " + std::to_string(image.channels) + " channels, " +
                    (floating ? "float" : "maxval " + std::to_string(image.maxval)) + ", " +
                    std::to_string(floating ? image.values.size() : image.samples.size()) + " samples.");
    if (image.pixelCount() > kMaxPixels)
        throw TooLargeError("A " + std::to_string(image.width) + "x" + std::to_string(image.height) +
                            " image is more than Passband's limit of " + std::to_string(kMaxPixels) + " pixels.");
    if (const std::string problem = edges.validate(); !problem.empty())
        throw Error("Invalid edge handling: " + problem + ".");
    const int sampleBytes = floating ? 4 : image.maxval > 255 ? 2 : 1;
    const bool sharing = sharesOriginal(shared != nullptr);
    checkFits(image.width, image.height, image.channels, sampleBytes, edges, sharing);
    checkHostMemory(image.width, image.height, image.channels, sampleBytes, edges, sharing);
    const DeviceInfo& device = context_.device();

    auto b = std::make_unique<Buffers>();
    b->width = image.width;
    b->height = image.height;
    b->channels = image.channels;
    b->colour = image.colourChannels();
    b->maxval = image.maxval;
    b->floating = floating;
    b->low = image.rangeLow();
    b->high = image.rangeHigh();
    b->sampleBytes = sampleBytes;
    b->group = reductionGroup(device);
    const bool cpu = cpuShaped();
    b->perItem = cpu ? 16 : 4;
    b->filterPerItem = cpu ? 8 : 1;
    const std::size_t n = b->pixelCount();
    try {
        // The host keeps integer samples in one byte or two as their values need
        // (Samples), which may differ from the device's: where the original is the host's
        // own, the kernels that read it are told its type.
        const int hostBytes = floating ? 4 : image.samples.bytesPerSample();
        const std::string samples = std::string(floating ? " -DSAMPLE=float -DREAL_SAMPLES=1"
                                                : b->sampleBytes == 2 ? " -DSAMPLE=ushort" : " -DSAMPLE=uchar") +
                                    std::string(" -DSTRIDE=") + std::to_string(b->channels) +
                                    (sharing && hostBytes != b->sampleBytes
                                         ? (hostBytes == 2 ? " -DORIGINAL=ushort" : " -DORIGINAL=uchar")
                                         : "");
        const std::string common = "-DGROUP=" + std::to_string(b->group) + " -DPER_ITEM=" +
                                   std::to_string(b->perItem) + (cpu ? " -DCHUNKED=1" : "");
        // Only what the first result needs is built here: each program costs a cold start
        // about 0.2 s on PoCL and a warm one 40 ms. The spectrum display's mapping, the measures'
        // and the edge handling's kernels are built on first use.
        const cl::Program mapping = context_.program({"mapping.cl"}, common + samples);
        b->mappingCommon = common;
        b->planeStats = cl::Kernel(mapping, "plane_stats");
        b->combineStats = cl::Kernel(mapping, "combine_stats");
        b->mapPixels = cl::Kernel(mapping, "map_plane");
        if (!cpu) // a CPU maps each plane with explicit vectors instead (map_plane's PER_ITEM 16)
            b->mapColour = cl::Kernel(mapping, "map_planes3");
        b->subtract = cl::Kernel(mapping, "subtract_from_original");
        b->sampleChannel = cl::Kernel(mapping, "sample_channel");
        b->latticeOutput = cl::Kernel(mapping, "lattice_output");
        b->gatherPixels = cl::Kernel(mapping, "gather_pixels");
        b->screenAverage = cl::Kernel(mapping, "screen_average");
        b->contrastHistogram = cl::Kernel(mapping, "contrast_histogram");
        b->contrastRange = cl::Kernel(mapping, "contrast_range");
        b->measurePartial = context_.buffer(CL_MEM_READ_WRITE,
                                            sizeof(cl_float2) * kMeasureGroups * (kMaxColourChannels + 1), nullptr,
                                            "measures");
        b->mappingOptions = common + samples;
        b->edgeOptions = samples.substr(1);

        // A CPU reduces best in a few long contiguous runs, a GPU in many interleaved ones.
        b->statsGroups = cpu ? static_cast<int>(std::clamp(4u * device.computeUnits, 1u, 64u)) : statsGroups(n, b->group);
        b->partial = context_.buffer(CL_MEM_READ_WRITE, sizeof(cl_float4) * b->statsGroups * kMaxColourChannels,
                                     nullptr, "statistics");
        b->stats = context_.buffer(CL_MEM_READ_WRITE, sizeof(cl_float4), nullptr, "statistics");
        b->notches = context_.buffer(CL_MEM_READ_ONLY, sizeof(cl_float4) * kMaxNotches, nullptr, "notches");
        b->wedges = context_.buffer(CL_MEM_READ_ONLY, sizeof(cl_float4) * 2 * kMaxWedges, nullptr, "wedges");

        // One upload: the interleaved samples go to the pixel buffer, which keeps the alpha
        // channel for every result, and are copied once to `original`, which the edge
        // handling and the measures read.
        const std::size_t sampleCount = n * b->channels;
        const void* host = floating ? static_cast<const void*>(image.values.data()) : image.samples.data();
        b->pixelsPerUpdate = sharing && !image.hasAlpha() && !once_; // once: apply() maps in its own way
        if (b->pixelsPerUpdate) {
            // Nothing to upload: the original is the host's, the pixels each update's own.
        } else if (hostBytes == b->sampleBytes && adopting_ && &image == adopting_.get()) {
            // The image's own memory (a CPU device's buffers are host memory): no copy.
            b->adopted = adopting_;
            b->settleBeforeFreeing = &context_;
            b->pixels = context_.buffer(CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, sampleCount * hostBytes,
                                        const_cast<void*>(host), "pixel");
        } else if (hostBytes == b->sampleBytes) {
            b->pixels = context_.buffer(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sampleCount * hostBytes,
                                        const_cast<void*>(host), "pixel");
        } else {
            // Converted as they go in, with no copy of the image between (README "Memory").
            b->pixels = context_.buffer(CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, sampleCount * b->sampleBytes,
                                        nullptr, "pixel");
            context_.writeMapped(b->pixels, sampleCount * b->sampleBytes,
                                 [&](void* to) { detail::copySamplesAs(image.samples, b->sampleBytes, to); },
                                 "the image");
        }
        const std::size_t pixelBytes = sampleCount * b->sampleBytes;
        if (once_ && !measuring_) { // read only before the mapping overwrites them
            b->original = b->pixels;
        } else if (sharing) { // the host's samples as it keeps them (ORIGINAL)
            b->original = context_.buffer(CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, sampleCount * hostBytes, host,
                                          "original pixel");
            b->hostImage = std::move(shared);
        } else {
            b->original = context_.buffer(CL_MEM_READ_WRITE, pixelBytes, nullptr, "original pixel");
            context_.copy(b->pixels, b->original, pixelBytes, nullptr, "the original pixels");
        }
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Preparing the image on the device");
    }
    stopIfAsked();
    prepare(*b, edges, false);
    buffers_ = std::move(b);
    edges_ = edges;
    logDomain_ = false;
    spectraChanged();
    hasImage_ = true;
}

void FilterPipeline::stopIfAsked()
{
    if (!stop_)
        return;
    context_.finish(); // what was asked before has run: the check sees the time it took
    if (stop_())
        throw Cancelled("Stopped: the image was given up before its spectra were made.");
}

void FilterPipeline::releaseImage()
{
    hasImage_ = false;
    buffers_.reset();
}

void FilterPipeline::setEdges(const EdgeSettings& edges)
{
    setTransform(edges, logDomain_);
}

void FilterPipeline::setTransform(const EdgeSettings& edges, bool logDomain)
{
    if (!hasImage_)
        throw Error("No image to prepare.");
    if (edges == edges_ && logDomain == logDomain_)
        return;
    if (const std::string problem = edges.validate(); !problem.empty())
        throw Error("Invalid edge handling: " + problem + ".");
    Buffers& b = *buffers_;
    // Only what this change allocates counts: the rest stays where it is.
    checkFits(b.width, b.height, b.channels, b.sampleBytes, edges, b.hostImage != nullptr, logDomain);
    const EdgeSettings before = edges_;
    hasImage_ = false;
    try {
        prepare(b, edges, logDomain);
    } catch (const std::exception&) {
        try {
            prepare(b, before, logDomain_);
            spectraChanged();
            hasImage_ = true;
        } catch (const std::exception&) {
            buffers_.reset();
        }
        throw;
    }
    edges_ = edges;
    logDomain_ = logDomain;
    spectraChanged();
    hasImage_ = true;
}

void FilterPipeline::prepare(Buffers& b, const EdgeSettings& edges, bool logDomain)
{
    // Free the other grid's buffers before making this one's.
    b.planes.clear();
    b.spectra.clear();
    b.smooth.clear();
    b.rings = cl::Buffer(); // sized for the grid
    b.notchValues.clear();  // scaled for the grid
    b.wedgeValues.clear();
    b.impulse = cl::Buffer();
    b.preview.reset();
    b.edges = edges;
    b.logDomain = logDomain;
    b.scale = edges.scale();
    b.gridWidth = b.scale * b.width;
    b.gridHeight = b.scale * b.height;
    // A plan is kept for its size, unless it keeps its plane otherwise than this image needs
    // (setFilterOnce() or setPlaneInSpectrum() changed since it was made).
    const PlanOptions options = planOptions(edges);
    if (!plan_ || plan_->width() != b.gridWidth || plan_->height() != b.gridHeight ||
        (isStandIn(*plan_, options) && context_.hasTask(ownPlanKey(b.gridWidth, b.gridHeight, options)) &&
         !ownFailed_.count(ownPlanKey(b.gridWidth, b.gridHeight, options))) ||
        plan_->sharesPlane() != Fft2d::sharesPlane(context_.device(), b.gridWidth, b.gridHeight, options) ||
        plan_->filtersInPlace() != (plan_->sharesPlane() && options.filterInPlace)) {
        plan_.reset();
        plan_ = makePlan(b.gridWidth, b.gridHeight, options);
        plan_->setProfiling(profiling_);
    }
    const std::size_t n = b.pixelCount();
    try {
        const bool mirrored = edges.mode == EdgeHandling::Mirror;
        b.filterOptions = filterProgramOptions(maxSquaredFrequency(b.gridWidth, b.gridHeight) >= INT32_MAX);
        const cl::Program filter = context_.program({"fold.cl", "filter.cl"}, b.filterOptions);
        b.filter = cl::Kernel(filter, "apply_filter");
        b.logMagnitude = cl::Kernel(filter, "log_magnitude_centred");
        b.logMagnitudeScreen = cl::Kernel(); // built when first asked for
        b.foldVertical = cl::Kernel(filter, "fold_vertical");
        b.foldHorizontal = cl::Kernel(filter, "fold_horizontal");
        b.unitFilter = cl::Kernel();
        b.filterShaped = b.unitFilterShaped = b.foldShaped = cl::Kernel();
        // The fused filter is part of the plan's inverse, built for its line length.
        b.fusedFilter = b.fusedFilterShaped = b.fusedUnit = b.fusedUnitShaped = cl::Kernel();
        b.fusedTried = b.fusedShapedTried = false;
        // The kernels that read samples for the transform, reading ln(1 + f) in the log domain.
        const std::string log = logDomain ? " -DLOG_DOMAIN=1" : "";
        b.unpack = cl::Kernel(context_.program({"mapping.cl"}, b.mappingOptions + log), "unpack_channel");
        b.boundary = b.mirror = cl::Kernel();
        if (edges.mode == EdgeHandling::Smooth || mirrored) {
            const cl::Program edgeReaders = context_.program({"edges.cl"}, b.edgeOptions + log);
            b.boundary = cl::Kernel(edgeReaders, "boundary_image");
            b.mirror = cl::Kernel(edgeReaders, "mirror_extend");
        }
        if (edges.mode != EdgeHandling::Periodic || logDomain)
            needEdgeKernels(b);
        // Filtered once without analysis, every colour channel passes through one plane. So
        // does a kept colour image on a CPU device, whose buffers are the process's memory: two
        // planes fewer (8 bytes a pixel) for a second round of inverse transforms where the
        // mapping needs the range of all channels (docs/performance.md "Big images"). Asked
        // for a GPU's paths (its work-group kernels, striped downloads), it keeps a GPU's
        // plane per channel, which fuse the statistics into the inverse and map in stripes.
        b.onePlane = once_ ? !measuring_ && !radialProfile_ && impulseSize_ == 0 : keepsOnePlane(b.colour, edges, logDomain);
        // On a strip plan the plane may live in the plan's spectrum buffer (the fused inverse
        // writes it over the rows it reads): not where the smooth part passes through that
        // buffer, nor where a second channel's inverse would overwrite the first's plane.
        // Filtered once, the plan shares its plane only where it filters in place (planOptions()).
        b.planeInWork = plan_->sharesPlane() && !mirrored && edges.mode != EdgeHandling::Smooth &&
                        (b.colour == 1 || b.onePlane);
        if (b.planeInWork) // a plane made for an earlier grid's edges is not needed now
            plan_->releaseRealBuffer();
        if (!mirrored)
            b.planes.push_back(b.planeInWork ? plan_->spectrumBuffer() : plan_->realBuffer());
        for (int c = mirrored ? 0 : 1; c < b.colour; ++c)
            b.planes.push_back(b.onePlane && !b.planes.empty()
                                   ? b.planes[0]
                                   : context_.buffer(CL_MEM_READ_WRITE, 4 * n, nullptr, "colour plane"));
        // Filtered once, without analysis to read F and F*H side by side or a smooth part to
        // pass through the plan's spectrum, the filter runs in place on the plan's spectrum.
        const bool inPlace = once_ && b.onePlane && edges.mode != EdgeHandling::Smooth;
        for (int c = 0; c < (once_ ? 1 : b.colour); ++c)
            b.spectra.push_back(inPlace ? plan_->spectrumBuffer() : context_.buffer(
                CL_MEM_READ_WRITE, static_cast<std::size_t>(Fft2d::spectrumBytesFor(b.gridWidth, b.gridHeight)),
                nullptr, "spectrum"));
        if (edges.mode == EdgeHandling::Smooth) // filtered once: each channel's, made and used in turn
            for (int c = 0; c < b.colour; ++c)
                b.smooth.push_back(once_ && c > 0 ? b.smooth[0]
                                                  : context_.buffer(CL_MEM_READ_WRITE, 4 * n, nullptr,
                                                                    "smooth component"));

        // Filtered once, each channel is transformed as it is filtered (enqueueFilter), into
        // the one spectrum buffer.
        if (!once_) {
            // An open can be given up between the channels and between each one's passes.
            plan_->setBetweenPasses(stop_ ? std::function<void()>([this] { stopIfAsked(); }) : nullptr);
            struct Clear {
                Fft2d& plan;
                ~Clear() { plan.setBetweenPasses(nullptr); }
            } clear{*plan_};
            for (int c = 0; c < b.colour; ++c) {
                if (c > 0)
                    stopIfAsked();
                forwardChannel(b, c, b.spectra[c]);
            }
        }
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Preparing the image's spectra on the device");
    }
    if (profiling_)
        plan_->stageTimes(); // forget the forward transforms' events
}

// Channel c of the original transformed into `spectrum`, the edges and log domain as b says.
void FilterPipeline::forwardChannel(Buffers& b, int c, const cl::Buffer& spectrum)
{
    const cl::Buffer& work = plan_->spectrumBuffer();
    const std::size_t n = b.pixelCount();
    const auto imageRange = cl::NDRange(static_cast<std::size_t>(b.width), static_cast<std::size_t>(b.height));
    if (b.edges.mode == EdgeHandling::Mirror) {
        setArgs(b.mirror, b.original, b.width, b.height, c, plan_->realBuffer());
        context_.enqueueCovering(b.mirror, cl::NDRange(2 * static_cast<std::size_t>(b.width),
                                                       2 * static_cast<std::size_t>(b.height)),
                                 nullptr, "mirroring");
        plan_->forward(plan_->realBuffer(), spectrum);
        return;
    }
    if (b.edges.mode == EdgeHandling::Smooth) { // the boundary image's spectrum, into work
        setArgs(b.boundary, b.original, b.width, b.height, c, b.smooth[c]);
        context_.enqueueCovering(b.boundary, imageRange, nullptr, "the boundary image");
        plan_->forward(b.smooth[c], work);
    }
    setArgs(b.unpack, b.original, static_cast<cl_int>(n), c, b.planes[c]);
    context_.enqueueCovering(b.unpack, cl::NDRange(b.mappingItems()), nullptr, "unpacking a channel");
    if (plan_->filtersInPlace()) // the plane in the plan's spectrum buffer: filterInPlace() transforms it
        return;
    if (b.edges.mode == EdgeHandling::Window) {
        // The window fades to the channel's mean: F(0, 0) / (W H) of the plane as it is.
        plan_->forward(b.planes[c], spectrum);
        cl_float2 dc;
        context_.read(spectrum, sizeof dc, &dc, nullptr, "the mean");
        const double mean = dc.s[0] / static_cast<double>(n);
        setArgs(b.window, b.planes[c], b.width, b.height, static_cast<float>(b.edges.taper),
                static_cast<float>(mean));
        context_.enqueueCovering(b.window, imageRange, nullptr, "the window");
    }
    plan_->forward(b.planes[c], spectrum);
    if (b.edges.mode == EdgeHandling::Smooth) { // spectrum -= smooth; the smooth part, kept
        setArgs(b.periodicPart, spectrum, work, b.width, b.height);
        context_.enqueueCovering(b.periodicPart,
                                 cl::NDRange(static_cast<std::size_t>(b.height),
                                             static_cast<std::size_t>(b.width / 2 + 1)),
                                 nullptr, "the periodic component");
        plan_->inverse(work, b.smooth[c]);
    }
}

void FilterPipeline::needMeasureKernels(Buffers& b)
{
    if (b.energy())
        return;
    const cl::Program measures = context_.program({"measures.cl"}, "-DGROUP=" + std::to_string(b.group) + " " +
                                                                       b.edgeOptions);
    b.energy = cl::Kernel(measures, "energy_partials");
    b.difference = cl::Kernel(measures, "difference_partials");
    b.radial = cl::Kernel(measures, "radial_power");
}

void FilterPipeline::needEdgeKernels(Buffers& b)
{
    if (b.expPlane())
        return;
    const cl::Program edgeKernels = context_.program({"edges.cl"}, b.edgeOptions);
    b.expPlane = cl::Kernel(edgeKernels, "exp_plane");
    b.periodicPart = cl::Kernel(edgeKernels, "periodic_part");
    b.window = cl::Kernel(edgeKernels, "window_plane");
    b.addPlane = cl::Kernel(edgeKernels, "add_plane");
    b.topLeft = cl::Kernel(edgeKernels, "top_left");
    b.cropCentred = cl::Kernel(edgeKernels, "crop_centred");
}

void FilterPipeline::spectraChanged()
{
    spectrum_.reset();
    spectrumStale_ = true;
    ++spectrumRevision_;
}

void FilterPipeline::setSpectrumRange(const SpectrumRange& range)
{
    if (range == spectrumRange_)
        return;
    spectrumRange_ = range;
    spectraChanged();
}

const Image& FilterPipeline::spectrumImage() { return *sharedSpectrumImage(); }

std::shared_ptr<const Image> FilterPipeline::sharedSpectrumImage()
{
    if (!hasImage_)
        throw Error("No image to show the spectrum of.");
    if (once_)
        throw Error("An image filtered once keeps no spectra to show.");
    if (spectrumStale_)
        computeSpectrumImage();
    return spectrum_;
}

void FilterPipeline::computeSpectrumImage()
{
    Buffers& b = *buffers_;
    const std::size_t n = b.pixelCount();
    static const float kLuminance[3] = {0.299f, 0.587f, 0.114f};
    const bool colour = b.colour == 3;
    const cl::Buffer& s1 = b.spectra[colour ? 1 : 0];
    const cl::Buffer& s2 = b.spectra[colour ? 2 : 0];
    auto spectrum = std::make_shared<Image>();
    spectrum->width = b.width;
    spectrum->height = b.height;
    spectrum->channels = 1;
    spectrum->maxval = 255;
    spectrum->samples.resize(n);
    // On a CPU device the mapping writes straight into the picture's bytes (a buffer over them,
    // mapped for the download, as an update's pixels are); elsewhere into a buffer made for this
    // picture and freed after it. Neither is held between pictures.
    const bool overHost = (context_.device().type & CL_DEVICE_TYPE_CPU) != 0;
    struct Settle { // no kernel may still write into the picture when it is freed by an error
        ComputeContext& context;
        bool armed;
        ~Settle()
        {
            if (armed)
                context.settle();
        }
    } settle{context_, overHost};
    try {
        const cl::Buffer display =
            overHost ? context_.buffer(CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, n, spectrum->samples.narrowData(),
                                       "spectrum display")
                     : context_.buffer(CL_MEM_READ_WRITE, n, nullptr, "spectrum display");
        if (!b.mapDisplay())
            b.mapDisplay = cl::Kernel(context_.program({"mapping.cl"}, b.mappingCommon + " -DSAMPLE=uchar -DSTRIDE=1"),
                                      "map_plane");
        setArgs(b.logMagnitude, b.spectra[0], s1, s2, colour ? kLuminance[0] : 1.0f,
                colour ? kLuminance[1] : 0.0f, colour ? kLuminance[2] : 0.0f, b.width, b.height, b.scale,
                b.planes[0]);
        context_.enqueueCovering(b.logMagnitude, // rows first: see the kernel
                                 cl::NDRange(static_cast<std::size_t>(b.height), static_cast<std::size_t>(b.width)),
                                 nullptr, "the log magnitude");
        enqueueStats(b, b.planes, 1, n, nullptr);
        if (spectrumRange_.dbFor(b.width, b.height) > 0) { // the floor below the peak, as normalize's minimum
            cl_float4 stats;
            context_.read(b.stats, sizeof stats, &stats, nullptr, "the spectrum's range");
            const double floor = spectrumRange_.floorOf(stats.s[0], stats.s[1], b.width, b.height);
            if (floor > stats.s[0]) {
                stats.s[0] = static_cast<float>(floor);
                context_.write(b.stats, sizeof stats, &stats, nullptr, "the spectrum's range");
            }
        }
        setArgs(b.mapDisplay, b.planes[0], static_cast<cl_int>(n), display, 0, 1 /* normalize */, 0.0f, 255.0f,
                b.stats);
        context_.enqueueCovering(b.mapDisplay, cl::NDRange(b.mappingItems()), nullptr, "the spectrum mapping");
        if (overHost)
            context_.readInPlace(display, n, nullptr, "the spectrum image");
        else
            context_.read(display, n, spectrum->samples.narrowData(), nullptr, "the spectrum image");
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Computing the spectrum image");
    }
    spectrum_ = std::move(spectrum);
    spectrumStale_ = false;
}

Image FilterPipeline::spectrumScreen(int width, int height)
{
    if (!hasImage_)
        throw Error("No image to show the spectrum of.");
    if (once_)
        throw Error("An image filtered once keeps no spectra to show.");
    if (width < 1 || height < 1)
        throw Error("A screen image has at least one pixel.");
    Buffers& b = *buffers_;
    static const float kLuminance[3] = {0.299f, 0.587f, 0.114f};
    const bool colour = b.colour == 3;
    const std::size_t n = static_cast<std::size_t>(width) * height;
    std::vector<cl_float4> averaged(n);
    const float w0 = colour ? kLuminance[0] : 1.0f, w1 = colour ? kLuminance[1] : 0.0f, w2 = colour ? kLuminance[2] : 0.0f;
    // Each pixel's mean, least and largest log magnitude, the bins below `floor` counted as it.
    const auto average = [&](float floor) {
        if (!b.logMagnitudeScreen())
            b.logMagnitudeScreen = cl::Kernel(context_.program({"fold.cl", "filter.cl"}, b.filterOptions),
                                              "log_magnitude_screen");
        const cl::Buffer out = context_.buffer(CL_MEM_WRITE_ONLY, n * sizeof(cl_float4), nullptr, "a spectrum screen");
        setArgs(b.logMagnitudeScreen, b.spectra[0], b.spectra[colour ? 1 : 0], b.spectra[colour ? 2 : 0], w0, w1, w2,
                b.width, b.height, b.scale, width, height, floor, out);
        context_.enqueueCovering(b.logMagnitudeScreen,
                                 cl::NDRange(static_cast<std::size_t>(height), static_cast<std::size_t>(width)), nullptr,
                                 "the spectrum's screen");
        context_.read(out, n * sizeof(cl_float4), averaged.data(), nullptr, "the spectrum's screen");
    };
    float lo = INFINITY, hi = -INFINITY;
    const auto range = [&] {
        lo = INFINITY;
        hi = -INFINITY;
        for (const cl_float4& p : averaged) {
            lo = std::min(lo, p.s[1]);
            hi = std::max(hi, p.s[2]);
        }
    };
    try {
        // The floor is known before the pass from the peak, which for an image of non-negative
        // samples is DC (|F(k)| <= sum |f| = F(0)); where another bin is higher (negative
        // samples, the smooth component's edges), a second pass with the true floor.
        float floor = -INFINITY;
        if (spectrumRange_.dbFor(b.width, b.height) > 0) {
            cl_float2 dc[3] = {};
            for (int c = 0; c < (colour ? 3 : 1); ++c)
                context_.read(b.spectra[c], sizeof(cl_float2), &dc[c], nullptr, "the spectrum's DC");
            const double re = w0 * dc[0].s[0] + w1 * dc[1].s[0] + w2 * dc[2].s[0];
            const double im = w0 * dc[0].s[1] + w1 * dc[1].s[1] + w2 * dc[2].s[1];
            floor = static_cast<float>(spectrumRange_.floorOf(-INFINITY, std::log1p(std::hypot(re, im)), b.width, b.height));
        }
        average(floor);
        range();
        const float wanted = static_cast<float>(spectrumRange_.floorOf(lo, hi, b.width, b.height));
        if (wanted > lo && std::abs(wanted - floor) > 1e-4f * std::max(1.0f, std::abs(wanted))) {
            average(wanted);
            range();
        }
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Computing the spectrum's screen image");
    }
    lo = static_cast<float>(spectrumRange_.floorOf(lo, hi, b.width, b.height)); // as computeSpectrumImage's floor
    // As map_plane normalizes the spectrum image onto 0..255 (mapping.cl's flat_spread).
    const float spread = hi - lo;
    const bool flat = !(spread > static_cast<float>(kFlatShare) * std::max({255.0f, std::abs(lo), std::abs(hi)}));
    Image screen;
    screen.width = width;
    screen.height = height;
    screen.channels = 1;
    screen.maxval = 255;
    screen.samples.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        screen.samples[i] = flat ? 0 : static_cast<std::uint16_t>(std::lround(std::max(0.0f, averaged[i].s[0] - lo) / spread * 255));
    return screen;
}

cl::Kernel& FilterPipeline::setFilterArguments(Buffers& b, FilterKernel which, const FilterSettings& settings,
                                               const cl::Buffer& in, const cl::Buffer& out)
{
    const bool shaping = shapingFilter(settings);
    const bool unit = which == FilterKernel::Unit;
    cl::Kernel& kernel = which == FilterKernel::Apply     ? (shaping ? b.filterShaped : b.filter)
                         : which == FilterKernel::Fold    ? (shaping ? b.foldShaped : b.foldVertical)
                         : which == FilterKernel::Fused   ? (shaping ? b.fusedFilterShaped : b.fusedFilter)
                         : which == FilterKernel::FusedUnit ? (shaping ? b.fusedUnitShaped : b.fusedUnit)
                                                          : (shaping ? b.unitFilterShaped : b.unitFilter);
    if (!kernel() && which == FilterKernel::FusedUnit)
        kernel = plan_->filteredInverseKernel(b.filterOptions + " -DUNIT_INPUT=1" + (shaping ? " -DSHAPING=1" : ""));
    else if (!kernel()) // a variant not built yet
        kernel = cl::Kernel(context_.program({"fold.cl", "filter.cl"}, b.filterOptions + (unit ? " -DUNIT_INPUT=1" : "") +
                                                                 (shaping ? " -DSHAPING=1" : "")),
                            which == FilterKernel::Fold ? "fold_vertical" : "apply_filter");
    // H on the transformed grid (filter_gain.h), as apply_filter takes it.
    const FilterGain::KernelTerms t =
        FilterGain(settings, b.width, b.height, b.scale).kernelTerms(maxSquaredFrequency(b.gridWidth, b.gridHeight) + 1);
    // The notches go in a buffer, written only when they change.
    // Notches and wedges go in buffers, written only when they change.
    const auto upload = [&](const std::vector<std::array<float, 4>>& values, std::vector<std::array<float, 4>>& held,
                            const cl::Buffer& buffer, const char* what) {
        if (values != held && !values.empty())
            context_.write(buffer, values.size() * sizeof(values[0]), values.data(), nullptr, what);
        held = values;
    };
    upload(t.notches, b.notchValues, b.notches, "the notches");
    upload(t.wedges, b.wedgeValues, b.wedges, "the wedges");
    // The mask: made for this image's size, uploaded when it is another one.
    if (settings.mask && (settings.mask->width != b.width || settings.mask->height != b.height))
        throw Error("The mask is " + std::to_string(settings.mask->width) + "x" + std::to_string(settings.mask->height) +
                    ", but the image is " + std::to_string(b.width) + "x" + std::to_string(b.height) +
                    ": a mask is made for one image size.");
    if (settings.mask && settings.mask != b.maskHeld) {
        const std::size_t bytes = 4 * settings.mask->gains.size();
        if (!b.mask())
            b.mask = context_.buffer(CL_MEM_READ_ONLY, bytes, nullptr, "mask");
        context_.write(b.mask, bytes, settings.mask->gains.data(), nullptr, "the mask");
        b.maskHeld = settings.mask;
    }
    const cl_int2 maskSize{{settings.mask ? b.width : 0, settings.mask ? b.height : 0}};
    const cl_float2 isoScale{{t.isoScaleX, t.isoScaleY}};
    const cl_float4 band{{t.band[0], t.band[1], t.band[2], t.band[3]}};
    const cl_float4 homomorphic{{t.homomorphic[0], t.homomorphic[1], t.homomorphic[2], t.homomorphic[3]}};
    setArgs(kernel, in, out, b.gridWidth, b.gridHeight, cl_int{t.shape}, cl_int{t.order}, cl_int{t.highpassOn},
            cl_long{t.highpassMinD2}, t.highpassRadius, cl_int{t.lowpassOn}, cl_long{t.lowpassEndD2}, t.lowpassRadius,
            b.notches, static_cast<cl_int>(b.notchValues.size()), cl_int{t.isotropic}, isoScale, band, homomorphic,
            settings.mask ? b.mask : b.notches, maskSize, cl_int{b.scale}, b.wedges,
            static_cast<cl_int>(b.wedgeValues.size() / 2));
    return kernel;
}

cl::NDRange FilterPipeline::Buffers::filterRange() const
{
    return cl::NDRange(static_cast<std::size_t>((gridHeight + filterPerItem - 1) / filterPerItem),
                       static_cast<std::size_t>(gridWidth / 2 + 1));
}

void FilterPipeline::enqueueFilter(const FilterSettings& settings, bool analysis, bool inverse,
                                   const std::function<void(int)>& afterChannel, bool keepEvents, int channels)
{
    if (!hasImage_)
        throw Error("No image to filter.");
    if (filteredOnce_)
        throw Error("The image was filtered once, as set up to be; set it again to filter it again.");
    if (const std::string problem = settings.validate(); !problem.empty())
        throw Error("Invalid filter: " + problem + ".");
    setTransform(settings.edges, settings.homomorphic.has_value());
    // Filtered once, the pixels hold the only copy of the image, which the mapping overwrites.
    filteredOnce_ = once_ && inverse;
    Buffers& b = *buffers_;
    const cl::Buffer& work = plan_->spectrumBuffer();
    const int gw = b.gridWidth, gh = b.gridHeight;
    const auto imageRange = cl::NDRange(static_cast<std::size_t>(b.width), static_cast<std::size_t>(b.height));
    if (!keepEvents)
        b.events.clear();
    b.statsFused = false;
    // The measures read F*H itself, so with them the filter runs as a pass of its own;
    // otherwise it is fused into the inverse's first pass where the plan can, and the last pass
    // reduces each plane where nothing changes it afterwards.
    const bool needsProduct = analysis && (measuring_ || radialProfile_);
    if (needsProduct)
        needMeasureKernels(b);
    // A plan that shares its plane fuses into a pass that writes its spectrum buffer: only where
    // the kept spectra are buffers of their own (Buffers::planeInWork).
    cl::Kernel* fused = inverse && (!needsProduct || b.planeInWork) && (b.planeInWork || !plan_->sharesPlane())
                            ? fusedFilterKernel(b, settings)
                            : nullptr;
    if (b.planeInWork && inverse && !fused)
        throw Error("The filtered inverse FFT could not be built.");
    if (plan_->filtersInPlace() && !inverse) // the plane is transformed only as it is filtered in place
        throw Error("An image filtered once in place has no spectrum to filter on its own.");
    const bool planeIsFinal = b.edges.mode != EdgeHandling::Mirror && b.edges.mode != EdgeHandling::Smooth && !b.logDomain;
    const int partials = inverse && planeIsFinal && (!b.onePlane || oneRoundStats_) ? plan_->statsPartials() : 0;
    if (partials > 0 && b.fusedPartials < partials * b.colour) {
        b.fusedPartial = context_.buffer(CL_MEM_READ_WRITE, sizeof(cl_float4) * partials * b.colour, nullptr,
                                         "statistics partials");
        b.fusedPartials = partials * b.colour;
    }
    try {
        for (int c = 0; c < (channels < 0 ? b.colour : channels); ++c) {
            const PlaneStatsOut stats{partials > 0 ? &b.fusedPartial : nullptr, c * partials};
            const cl::Buffer& spectrum = b.spectra[once_ ? 0 : c];
            if (once_)
                forwardChannel(b, c, spectrum);
            // The measures read F and F*H before the inverse transform overwrites F*H; where the
            // plane shares the plan's spectrum, the fused inverse then filters again.
            if (!fused || needsProduct) {
                cl::Kernel& filter = setFilterArguments(b, FilterKernel::Apply, settings, spectrum, work);
                context_.enqueueCovering(filter, b.filterRange(), event(kFilter), "the filter");
                if (analysis && measuring_) {
                    setArgs(b.energy, spectrum, work, gw, gh, b.measurePartial, c * kMeasureGroups);
                    context_.enqueue(b.energy, cl::NDRange(static_cast<std::size_t>(b.group) * kMeasureGroups),
                                     cl::NDRange(static_cast<std::size_t>(b.group)), nullptr, "the energy measure");
                }
                if (analysis && radialProfile_) {
                    const std::size_t rings = static_cast<std::size_t>(b.ringCount());
                    if (!b.rings())
                        b.rings =
                            context_.buffer(CL_MEM_READ_WRITE, sizeof(cl_float4) * rings, nullptr, "radial profile");
                    setArgs(b.radial, spectrum, work, gw, gh, b.scale, b.rings, c == 0 ? 1 : 0);
                    context_.enqueue(b.radial, cl::NDRange(static_cast<std::size_t>(b.group) * rings),
                                     cl::NDRange(static_cast<std::size_t>(b.group)), nullptr, "the radial profile");
                }
                if (!inverse)
                    continue;
            }
            if (fused) {
                setFilterArguments(b, FilterKernel::Fused, settings, spectrum, work);
                const cl::Buffer& target = b.edges.mode == EdgeHandling::Mirror ? plan_->realBuffer() : b.planes[c];
                if (deferLastRows_ && c == b.colour - 1) { // enqueueStripedRows makes its rows
                    plan_->inverseFilteredColumns(*fused);
                    continue;
                }
                if (plan_->filtersInPlace())
                    plan_->filterInPlace(*fused, stats);
                else
                    plan_->inverseFiltered(*fused, target, stats);
                finishPlane(b, c, imageRange);
                if (afterChannel)
                    afterChannel(c);
                continue;
            }
            plan_->inverse(work, b.edges.mode == EdgeHandling::Mirror ? plan_->realBuffer() : b.planes[c], stats);
            finishPlane(b, c, imageRange);
            if (afterChannel)
                afterChannel(c);
        }
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Filtering on the device");
    }
    b.statsFused = partials > 0 && !(deferLastRows_ && fused);
    b.filterFused = fused != nullptr;
}

// After the inverse transform of channel c: the image's own tile of a mirrored result, the
// smooth component added back, the log domain left.
void FilterPipeline::finishPlane(Buffers& b, int c, const cl::NDRange& imageRange)
{
    if (b.edges.mode == EdgeHandling::Mirror) {
        setArgs(b.topLeft, plan_->realBuffer(), b.gridWidth, b.width, b.height, b.planes[c]);
        context_.enqueueCovering(b.topLeft, imageRange, event(kFilter), "the mirrored result");
    } else if (b.edges.mode == EdgeHandling::Smooth) {
        setArgs(b.addPlane, b.planes[c], b.smooth[c], static_cast<cl_int>(b.pixelCount()));
        context_.enqueueCovering(b.addPlane, cl::NDRange(b.pixelCount()), event(kFilter), "adding the smooth component");
    }
    leaveLogDomain(b, b.planes[c], b.pixelCount());
}

// The fused filter-and-inverse kernel for these settings (its variant made on first use), or
// null where the plan cannot fuse.
cl::Kernel* FilterPipeline::fusedFilterKernel(Buffers& b, const FilterSettings& settings)
{
    const bool shaping = shapingFilter(settings);
    cl::Kernel& kernel = shaping ? b.fusedFilterShaped : b.fusedFilter;
    bool& tried = shaping ? b.fusedShapedTried : b.fusedTried;
    if (!tried) { // tried again after an error (a build that ran out of memory, say)
        const std::string options = b.filterOptions + (shaping ? " -DSHAPING=1" : "");
        kernel = plan_->filtersInPlace() ? plan_->inPlaceFilterKernel(options) : plan_->filteredInverseKernel(options);
        tried = true;
    }
    return kernel() ? &kernel : nullptr;
}

void FilterPipeline::leaveLogDomain(Buffers& b, const cl::Buffer& plane, std::size_t n)
{
    if (!b.logDomain)
        return;
    setArgs(b.expPlane, plane, static_cast<cl_int>(n));
    context_.enqueueCovering(b.expPlane, cl::NDRange(n), event(kFilter), "leaving the log domain");
}

cl::Event* FilterPipeline::event(int stage)
{
    if (!profiling_)
        return nullptr;
    buffers_->events.emplace_back(static_cast<Stage>(stage), cl::Event());
    return &buffers_->events.back().second;
}

std::vector<std::vector<float>> FilterPipeline::filteredPlanes(const FilterSettings& settings)
{
    const Buffers& b = *buffers_;
    std::vector<std::vector<float>> planes(static_cast<std::size_t>(b.colour), std::vector<float>(b.pixelCount()));
    try {
        // Each as it is made: with one plane (Buffers::onePlane) the next channel overwrites it.
        enqueueFilter(settings, false, true, [&](int c) {
            context_.read(b.planes[c], 4 * b.pixelCount(), planes[c].data(), nullptr, "a filtered plane");
        });
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Downloading the filtered planes");
    }
    if (profiling_)
        plan_->stageTimes();
    return planes;
}

std::vector<std::vector<float>> FilterPipeline::smoothComponents()
{
    std::vector<std::vector<float>> planes;
    if (!hasImage_)
        return planes;
    const Buffers& b = *buffers_;
    try {
        for (const cl::Buffer& smooth : b.smooth) {
            planes.emplace_back(b.pixelCount());
            context_.read(smooth, 4 * b.pixelCount(), planes.back().data(), nullptr, "a smooth component");
        }
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Downloading the smooth components");
    }
    return planes;
}

Image FilterPipeline::apply(const FilterSettings& settings)
{
    if (!hasImage_)
        throw Error("No image to filter.");
    if (!once_ || impulseSize_ > 0)
        return outputImage(*buffers_, buffers_->width, buffers_->height,
                           [&](void* destination) { applyTo(settings, destination); });
    // Filtered once: the planes, spectra and plan are freed before the result is made, so
    // that the two are never held together (README "Memory").
    const bool statsUsed = enqueueUpdate(settings);
    try {
        context_.finish();
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Filtering on the device");
    }
    std::vector<StageTime> inverseStages = plan_->stageTimes();
    Buffers& b = *buffers_;
    b.planes.clear();
    b.spectra.clear();
    b.smooth.clear();
    b.preview.reset();
    b.fusedFilter = b.fusedFilterShaped = cl::Kernel(); // they hold the plan's buffers
    b.fusedPartial = cl::Buffer();
    plan_.reset();
    previewPlans_.clear();
    if (b.adopted) { // the result lies in the adopted image's samples: it becomes the result
        context_.readInPlace(b.pixels, b.pixelCount() * b.channels * b.sampleBytes, event(kDownload),
                             "the filtered image");
        b.pixels = cl::Buffer();
        b.original = cl::Buffer();
        Image result = std::move(*b.adopted);
        b.adopted.reset();
        result.metadata = {}; // as outputImage() makes it: the caller gives what goes on
        result.maxval = b.maxval;
        result.floating = b.floating;
        result.low = b.low;
        result.high = b.high;
        collectTiming(std::move(inverseStages), statsUsed);
        return result;
    }
    Image result = outputImage(b, b.width, b.height, [&](void* destination) { downloadUpdate(destination); });
    collectTiming(std::move(inverseStages), statsUsed);
    return result;
}

const void* FilterPipeline::applyPinned(const FilterSettings& settings)
{
    if (!hasImage_)
        throw Error("No image to filter.");
    Buffers& b = *buffers_;
    const std::size_t bytes = b.pixelCount() * b.channels * b.sampleBytes;
    if (!b.pinnedHost) {
        b.pinned = context_.buffer(CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, bytes, nullptr, "pinned staging");
        try {
            b.pinnedHost = context_.queue().enqueueMapBuffer(b.pinned, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, bytes);
        } catch (const cl::Error& e) {
            throwOpenClError(e, "Mapping the pinned staging buffer");
        }
        b.queue = &context_.queue();
    }
    applyTo(settings, b.pinnedHost);
    return b.pinnedHost;
}

// map_plane's mode for `mapping` (kernels/mapping.cl).
int FilterPipeline::mappingMode(const Buffers& b, OutputMapping mapping)
{
    const int mode = mapping == OutputMapping::Clamp       ? 0
                     : mapping == OutputMapping::Normalize ? 1
                     : mapping == OutputMapping::Magnitude ? 2
                                                           : 3;
    if (mode == 3 && !b.floating) // an integer image has no samples for values outside 0..maxval
        throw Error("The mapping 'none' keeps the real values; it needs an image with float samples.");
    return mode;
}

void FilterPipeline::enqueueMapping(Buffers& b, OutputMapping mapping, const std::vector<cl::Buffer>& planes,
                                    std::size_t pixels, const cl::Buffer& out, bool timed, int stripes)
{
    const int mode = mappingMode(b, mapping);
    const auto stage = [&] { return timed ? event(kMapping) : nullptr; };
    if ((mode == 1 || mode == 2) && &planes == &b.planes && b.statsFused) { // the inverse reduced the planes already
        setArgs(b.combineStats, b.fusedPartial, b.colour * plan_->statsPartials(), b.stats);
        const cl::NDRange group(static_cast<std::size_t>(b.group));
        context_.enqueue(b.combineStats, group, group, stage(), "the statistics");
    } else if (mode == 1 || mode == 2) { // one mapping over all colour channels, so colours keep their balance
        enqueueStats(b, planes, b.colour, pixels, stage);
    }
    b.stripeEnds.clear();
    b.stripeMapped.clear();
    // Stripe ends on whole work-items, so that no work-item straddles two stripes.
    const std::size_t step = (pixels / stripes + b.perItem - 1) / b.perItem * b.perItem;
    for (std::size_t first = 0; first < pixels;) {
        const std::size_t end = stripes > 1 ? std::min(pixels, first + step) : pixels;
        const cl::Event mapped = enqueueMapRange(b, mode, planes, first, end, out, timed);
        if (stripes > 1) {
            b.stripeEnds.push_back(end);
            b.stripeMapped.push_back(mapped);
        }
        first = end;
    }
}

// Samples [first, end) of every colour plane mapped into `out` (first a multiple of the
// mapping's pixels per work-item); returns the event of the last launch.
cl::Event FilterPipeline::enqueueMapRange(Buffers& b, int mode, const std::vector<cl::Buffer>& planes,
                                          std::size_t first, std::size_t end, const cl::Buffer& out, bool timed)
{
    cl::Event mapped;
    const bool together = b.colour == 3 && b.mapColour();
    const cl::NDRange items((end - first + b.perItem - 1) / b.perItem);
    for (int c = 0; c < (together ? 1 : b.colour); ++c) {
        cl::Kernel& kernel = together ? b.mapColour : b.mapPixels;
        if (together)
            setArgs(kernel, planes[0], planes[1], planes[2], static_cast<cl_int>(end), out, mode,
                    static_cast<float>(b.low), static_cast<float>(b.high), b.stats);
        else
            setArgs(kernel, planes[c], static_cast<cl_int>(end), out, c, mode, static_cast<float>(b.low),
                    static_cast<float>(b.high), b.stats);
        cl::Event* timing = timed ? event(kMapping) : nullptr;
        context_.enqueueCovering(kernel, first / b.perItem, items, timing ? timing : &mapped, "the output mapping");
        if (timing)
            mapped = *timing;
    }
    return mapped;
}

// The last inverse pass of the last colour channel, the mapping and the download in stripes of
// rows (enqueueUpdate says when): each stripe's rows are transformed and all its channels
// mapped while the stripes before it download on the second queue, so the link is busy
// during the last pass as well as the mapping. Only for mappings that need no statistics,
// which would wait for the whole plane.
void FilterPipeline::enqueueStripedRows(Buffers& b, int mode, int stripes)
{
    const int step = plan_->rowStripeStep();
    const int rowsPerStripe = (b.height + stripes - 1) / stripes;
    const int stripeRows = (rowsPerStripe + step - 1) / step * step;
    const std::size_t pixels = b.pixelCount(), perItem = static_cast<std::size_t>(b.perItem);
    b.stripeEnds.clear();
    b.stripeMapped.clear();
    std::size_t mappedTo = 0;
    for (int first = 0; first < b.height; first += stripeRows) {
        const int end = std::min(b.height, first + stripeRows);
        plan_->inverseRows(b.planes[b.colour - 1], first, end);
        // Pixel ends on whole work-items of the mapping; the rest of a row waits for the next stripe.
        const std::size_t pixelEnd =
            end == b.height ? pixels : static_cast<std::size_t>(end) * b.width / perItem * perItem;
        if (pixelEnd <= mappedTo)
            continue;
        b.stripeMapped.push_back(enqueueMapRange(b, mode, b.planes, mappedTo, pixelEnd, b.pixels, true));
        b.stripeEnds.push_back(pixelEnd);
        mappedTo = pixelEnd;
    }
}

// Stripes of the update's mapping and download, so that the download of one stripe (on the
// second queue) runs beside the mapping of the next: on a device with memory of its own and an
// output of 16 MiB or more, up to 8 stripes of at least 2 MiB; otherwise 1. Measured on the
// H100: each stripe costs a few microseconds of launches and a wait between the queues, so
// stripes gained nothing on outputs of 1 to 6 MB and lost up to 3x on small colour ones;
// from 16 MB on they took 4 to 7% off (docs/performance.md). A CPU device's download is a
// copy in the same memory.
int FilterPipeline::downloadStripes(const Buffers& b) const
{
    constexpr std::size_t kStripedBytes = 16u << 20, kStripeBytes = 2u << 20;
    if (b.pixelsPerUpdate) // mapped where the host reads it: nothing to download
        return 1;
    if (forcedStripes_ > 0 && !b.onePlane)
        return forcedStripes_;
    const std::size_t bytes = b.pixelCount() * b.channels * b.sampleBytes;
    if ((context_.device().type & CL_DEVICE_TYPE_CPU) || bytes < kStripedBytes || b.onePlane)
        return 1;
    return static_cast<int>(std::min<std::size_t>(8, bytes / kStripeBytes));
}

void FilterPipeline::enqueueMapping(Buffers& b, OutputMapping mapping, bool last)
{
    enqueueMapping(b, mapping, b.planes, b.pixelCount(), b.pixels, true, last ? downloadStripes(b) : 1);
}

void FilterPipeline::enqueueDifference(Buffers& b)
{
    needMeasureKernels(b);
    setArgs(b.difference, b.original, b.pixels, static_cast<cl_int>(b.pixelCount()), b.colour, b.measurePartial,
            b.colour * kMeasureGroups);
    context_.enqueue(b.difference, cl::NDRange(static_cast<std::size_t>(b.group) * kMeasureGroups),
                     cl::NDRange(static_cast<std::size_t>(b.group)), nullptr, "the difference measure");
}

void FilterPipeline::applyTo(const FilterSettings& settings, void* destination)
{
    Buffers& b = *buffers_;
    const detail::TransientPixels over{context_, buffers_}; // the update's pixels over `destination`
    if (b.pixelsPerUpdate)
        b.pixels = context_.buffer(CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR,
                                   b.pixelCount() * b.channels * b.sampleBytes, destination, "pixel");
    const bool statsUsed = enqueueUpdate(settings);
    downloadUpdate(destination);
    collectTiming(plan_->stageTimes(), statsUsed);
    computeImpulseAsked(settings);
}

bool FilterPipeline::enqueueUpdate(const FilterSettings& settings)
{
    if (buffers_) {
        buffers_->stripeEnds.clear();
        buffers_->stripeMapped.clear();
    }
    if (hasImage_ && !filteredOnce_ && settings.validate().empty())
        setTransform(settings.edges, settings.homomorphic.has_value()); // it decides Buffers::onePlane
    if (buffers_ && buffers_->onePlane)
        return enqueueOnePlane(settings, analysisInline_);
    const bool analysis = analysisInline_;
    Buffers& b = *buffers_;
    const bool removed = output_ == Output::Removed;
    const bool measuring = analysis && measuring_;
    const OutputMapping mapping = settings.effectiveMapping();
    // The last pass in stripes beside the download: a mapping of no statistics, the filter
    // fused into a plan whose row pass runs by ranges, nothing done to the planes afterwards.
    const int mode = removed ? -1 : mappingMode(b, mapping);
    const int stripes = downloadStripes(b);
    deferLastRows_ = (mode == 0 || mode == 3) && !measuring && !(analysis && radialProfile_) && stripes > 1 &&
                     plan_->rowStripeStep() > 0 && b.edges.mode != EdgeHandling::Mirror &&
                     b.edges.mode != EdgeHandling::Smooth && !b.logDomain && !once_;
    struct Reset {
        bool& flag;
        ~Reset() { flag = false; }
    } reset{deferLastRows_};
    enqueueFilter(settings, analysis);
    const std::size_t n = b.pixelCount();
    b.lastRowStripes = 0;
    if (deferLastRows_ && b.filterFused) {
        try {
            enqueueStripedRows(b, mode, stripes);
        } catch (const cl::Error& e) {
            throwOpenClError(e, "Mapping the filtered image on the device");
        }
        b.lastRowStripes = static_cast<int>(b.stripeEnds.size());
        return false;
    }
    if (deferLastRows_) // the plan did not fuse the filter after all: the rows were made whole
        b.statsFused = false;
    const bool statsUsed = b.statsFused && (!removed || measuring) && // the first mapping takes them
                           (mapping == OutputMapping::Normalize || mapping == OutputMapping::Magnitude);
    try {
        // The filtered image is mapped when it is the output or the measures need it.
        if (!removed || measuring)
            enqueueMapping(b, settings.effectiveMapping(), !removed && !measuring);
        if (measuring)
            enqueueDifference(b);
        if (removed) {
            b.statsFused = false; // the planes change
            for (int c = 0; c < b.colour; ++c) {
                setArgs(b.subtract, b.original, static_cast<cl_int>(n), c, b.planes[c]);
                context_.enqueueCovering(b.subtract, cl::NDRange(b.mappingItems()), event(kMapping),
                                         "the removed component");
            }
            enqueueMapping(b, settings.removedMapping(), true);
        }
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Mapping the filtered image on the device");
    }
    return statsUsed;
}

// One float plane for every colour channel, each channel (transformed,) filtered and mapped
// in turn; where the mapping needs the statistics of all channels, a first round computes
// them. With `analysis`, the measures and the radial profile are taken in the first round,
// and the difference measure from the filtered image mapped (first, for a removed output).
bool FilterPipeline::enqueueOnePlane(const FilterSettings& settings, bool analysis)
{
    if (once_ && (measuring_ || radialProfile_ || impulseSize_ > 0))
        throw Error("An image filtered once with one plane has no analysis; ask for it before setting the image.");
    Buffers& b = *buffers_;
    const bool measuring = analysis && measuring_;
    bool statsFused = false;
    try {
        if (measuring && output_ == Output::Removed) {
            statsFused = enqueueOnePlaneMapping(settings, Output::Filtered, true);
            enqueueDifference(b);
            enqueueOnePlaneMapping(settings, Output::Removed, false);
        } else {
            statsFused = enqueueOnePlaneMapping(settings, output_, analysis);
            if (measuring)
                enqueueDifference(b);
        }
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Filtering on the device");
    }
    return statsFused;
}

bool FilterPipeline::enqueueOnePlaneMapping(const FilterSettings& settings, Output output, bool analysis)
{
    Buffers& b = *buffers_;
    const std::size_t n = b.pixelCount();
    const bool removed = output == Output::Removed;
    const OutputMapping mapping = removed ? settings.removedMapping() : settings.effectiveMapping();
    const int mode = mappingMode(b, mapping);
    const bool stats = mode == 1 || mode == 2;
    const auto removedPart = [&](int c) { // the filtered plane made what the filter took away
        if (removed) {
            setArgs(b.subtract, b.original, static_cast<cl_int>(n), c, b.planes[c]);
            context_.enqueueCovering(b.subtract, cl::NDRange(b.mappingItems()), event(kMapping),
                                     "the removed component");
        }
    };
    // The first round's inverse reduces each plane as its last pass writes it, where the plan
    // can and nothing changes the plane afterwards (a removed output does); else a pass of its
    // own per plane.
    const bool planeIsFinal = b.edges.mode != EdgeHandling::Mirror && b.edges.mode != EdgeHandling::Smooth && !b.logDomain;
    const bool statsFused = stats && !removed && planeIsFinal && plan_ && plan_->statsPartials() > 0;
    if (stats) {
        struct Reset {
            bool& flag;
            ~Reset() { flag = false; }
        } reset{oneRoundStats_};
        oneRoundStats_ = statsFused;
        enqueueFilter(settings, analysis, true, [&](int c) {
            removedPart(c);
            if (statsFused)
                return;
            setArgs(b.planeStats, b.planes[c], static_cast<cl_int>(n), b.partial, c * b.statsGroups);
            context_.enqueue(b.planeStats, cl::NDRange(static_cast<std::size_t>(b.group) * b.statsGroups),
                             cl::NDRange(static_cast<std::size_t>(b.group)), event(kMapping), "the statistics");
        });
        filteredOnce_ = false; // nothing overwritten yet
        const cl::NDRange group(static_cast<std::size_t>(b.group));
        if (statsFused)
            setArgs(b.combineStats, b.fusedPartial, b.colour * plan_->statsPartials(), b.stats);
        else
            setArgs(b.combineStats, b.partial, b.colour * b.statsGroups, b.stats);
        context_.enqueue(b.combineStats, group, group, event(kMapping), "the statistics");
    }
    const auto map = [&](int c) {
        setArgs(b.mapPixels, b.planes[c], static_cast<cl_int>(n), b.pixels, c, mode, static_cast<float>(b.low),
                static_cast<float>(b.high), b.stats);
        context_.enqueueCovering(b.mapPixels, cl::NDRange(b.mappingItems()), event(kMapping), "the output mapping");
    };
    if (stats) {
        // The plane still holds the first round's last channel, finished: mapped as it is,
        // the second round makes only the others again (a grey image needs no second round).
        map(b.colour - 1);
        if (b.colour > 1)
            enqueueFilter(settings, false, true, [&](int c) {
                removedPart(c);
                map(c);
            }, true, b.colour - 1);
        filteredOnce_ = once_;
    } else {
        enqueueFilter(settings, analysis, true, [&](int c) {
            removedPart(c);
            map(c);
        });
    }
    return statsFused;
}

void FilterPipeline::downloadUpdate(void* destination)
{
    Buffers& b = *buffers_;
    const bool analysis = analysisInline_;
    try {
        const std::size_t pixelBytes = b.channels * b.sampleBytes;
        b.lastStripes = std::max<int>(1, static_cast<int>(b.stripeEnds.size()));
        if (b.pixelsPerUpdate) {
            context_.readInPlace(b.pixels, b.pixelCount() * pixelBytes, event(kDownload), "the filtered image");
        } else if (b.stripeEnds.empty()) {
            context_.read(b.pixels, b.pixelCount() * pixelBytes, destination, event(kDownload), "the filtered image");
        } else {
            std::size_t first = 0;
            try {
                for (std::size_t s = 0; s < b.stripeEnds.size(); ++s) {
                    const std::size_t end = s + 1 == b.stripeEnds.size() ? b.pixelCount() : b.stripeEnds[s];
                    context_.readAfter(b.pixels, first * pixelBytes, (end - first) * pixelBytes,
                                       static_cast<char*>(destination) + first * pixelBytes, b.stripeMapped[s],
                                       event(kDownload), "the filtered image");
                    first = end;
                }
                context_.finishTransfers();
            } catch (...) {
                context_.settleTransfers(); // none may still write into `destination`
                b.stripeEnds.clear();
                b.stripeMapped.clear();
                throw;
            }
            b.stripeEnds.clear();
            b.stripeMapped.clear();
        }
        measures_ = UpdateMeasures{};
        if (analysis && measuring_)
            readMeasures(b);
        profile_ = RadialProfile{};
        if (analysis && radialProfile_)
            readRadialProfile(b);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Downloading the filtered image");
    }
}

void FilterPipeline::collectTiming(std::vector<StageTime> inverseStages, bool statsUsed)
{
    if (!profiling_)
        return;
    timing_ = UpdateTiming{};
    timing_.stripes = buffers_->lastStripes;
    timing_.rowStripes = buffers_->lastRowStripes;
    try {
        cl_ulong origin = ~cl_ulong(0), mapStart = ~cl_ulong(0), downloadEnd = 0;
        for (auto& recorded : buffers_->events)
            origin = std::min(origin, recorded.second.getProfilingInfo<CL_PROFILING_COMMAND_START>());
        for (auto& recorded : buffers_->events) {
            const cl::Event& ev = recorded.second;
            const cl_ulong start = ev.getProfilingInfo<CL_PROFILING_COMMAND_START>();
            const cl_ulong end = ev.getProfilingInfo<CL_PROFILING_COMMAND_END>();
            const double ms = (end - start) * 1e-6;
            const Stage stage = recorded.first;
            (stage == kFilter ? timing_.filterMs : stage == kMapping ? timing_.mappingMs : timing_.downloadMs) += ms;
            if (stage == kMapping)
                mapStart = std::min(mapStart, start);
            if (stage == kDownload)
                downloadEnd = std::max(downloadEnd, end);
            timing_.timeline.push_back({stage == kFilter ? "filter" : stage == kMapping ? "mapping" : "download",
                                        (start - origin) * 1e-6, (end - origin) * 1e-6});
        }
        if (downloadEnd > mapStart)
            timing_.mapAndDownloadSpanMs = (downloadEnd - mapStart) * 1e-6;
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Reading profiling events");
    }
    timing_.inverseStages = std::move(inverseStages);
    for (const StageTime& t : timing_.inverseStages)
        timing_.inverseFftMs += t.ms;
    timing_.filterFused = buffers_->filterFused;
    timing_.statisticsFused = statsUsed;
}

void FilterPipeline::computeImpulseAsked(const FilterSettings& settings)
{
    impulse_ = ImpulseResponse{};
    if (analysisInline_ && impulseSize_ > 0) {
        try {
            computeImpulse(*buffers_, settings);
        } catch (const cl::Error& e) {
            throwOpenClError(e, "Computing the impulse response on the device");
        }
    }
}

bool FilterPipeline::standsIn(const PlanOptions& options) const
{
    return !cpuShaped() && options.kernels == PlanOptions::Kernels::Auto && options.maxLocalLength == 0 &&
           options.threadsPerRow == 0;
}

bool FilterPipeline::isStandIn(const Fft2d& plan, const PlanOptions& wanted) const
{
    return standsIn(wanted) && plan.options().maxLocalLength == kStandInLocalLength;
}

std::string FilterPipeline::ownPlanKey(int width, int height, const PlanOptions& o)
{
    // Everything that decides which kernels a work-group plan builds.
    std::ostringstream key;
    key << "work-group plan " << width << "x" << height << " local " << o.maxLocalLength << " threads "
        << o.threadsPerRow << " four-step " << o.fourStep << " transpose " << o.transposeColumns << " half rows "
        << o.halfLengthRows << o.halfLengthLongRows << " two halves " << o.twoHalfColumns << " twiddles "
        << o.computedTwiddles << " wide " << o.wideColumns << " Bluestein " << o.fusedBluestein << " tag "
        << o.buildTag; // not planeInSpectrum nor filterInPlace: strip plans' alone
    return key.str();
}

std::unique_ptr<Fft2d> FilterPipeline::makePlan(int width, int height, const PlanOptions& wanted)
{
    // A GPU's plan for a size whose own kernels no cache holds: global passes, at once, while
    // the own plan is compiled in the background (a new size's first result without a compile).
    PlanOptions options = wanted;
    const std::string key = standsIn(wanted) ? ownPlanKey(width, height, wanted) : std::string();
    const bool known = !key.empty() && context_.hasTask(key) && !ownFailed_.count(key);
    const bool standIn = !key.empty() && !known && !ownInForeground_.count(key);
    if (standIn)
        options.maxLocalLength = kStandInLocalLength;
    // Whether the status bar should say a compile for the size is under way.
    const bool compiles = cpuShaped() ? options.kernels == PlanOptions::Kernels::Specialised : !standIn && !known;
    struct Announce { // false even when the plan fails
        const PreparingCallback& callback;
        int width, height;
        bool compiles;
        Announce(const PreparingCallback& c, int w, int h, bool k) : callback(c), width(w), height(h), compiles(k)
        {
            if (callback)
                callback(true, width, height, compiles);
        }
        ~Announce()
        {
            if (callback)
                callback(false, width, height, compiles);
        }
    } announce(preparing_, width, height, compiles);
    auto plan = std::make_unique<Fft2d>(context_, width, height, options);
    if (preparing_) { // someone is told; otherwise the first use compiles what is left
        plan->warmUp();
        context_.finish();
    }
    return plan;
}

bool FilterPipeline::cpuShaped() const
{
    return options_.strategy == PlanOptions::Strategy::Auto
               ? (context_.device().type & CL_DEVICE_TYPE_CPU) != 0
               : options_.strategy == PlanOptions::Strategy::Strips;
}

std::string FilterPipeline::filterProgramOptions(bool longFrequencies) const
{
    return std::string(longFrequencies ? "-DD2=long" : "-DD2=int") + (cpuShaped() ? " -DPER_ITEM=8" : "");
}

std::vector<std::string> FilterPipeline::filterOptionsInUse() const
{
    return buffers_ ? std::vector<std::string>{buffers_->filterOptions} : std::vector<std::string>{};
}

void FilterPipeline::prebuildKernels()
{
    const std::string filter = filterProgramOptions(false); // as prepare() makes them for all but huge images
    const bool generic = cpuShaped() && options_.kernels != PlanOptions::Kernels::Specialised;
    const std::vector<ProgramSource> strips = generic ? genericStripPrograms({filter}) : std::vector<ProgramSource>{};
    if (!strips.empty()) // the forward transform's first
        context_.buildInBackground(strips.front(), true);
    context_.buildInBackground({{"fold.cl", "filter.cl"}, filter}, true);
    for (std::size_t i = 1; i < strips.size(); ++i)
        context_.buildInBackground(strips[i], true);
}

bool FilterPipeline::runsGenericKernels() const
{
    bool generic = plan_ && (plan_->generic() || isStandIn(*plan_, planOptions(edges_)));
    for (const std::unique_ptr<Fft2d>& preview : previewPlans_)
        generic = generic || preview->generic() || isStandIn(*preview, options_);
    return generic;
}

void FilterPipeline::buildSpecialisedInBackground()
{
    // A stand-in's own plan: made, run once and given its fused inverses (plain and shaping)
    // in a context of its own on the background thread, which leaves its kernels in the
    // driver's cache (NVIDIA's, PoCL's) or ours (where the kernel cache keeps this driver's) and
    // a note that they are there; specialiseIfBuilt() then makes it here from that cache.
    const auto buildOwn = [&](const Fft2d& plan, const PlanOptions& own, const std::string& filter) {
        const int width = plan.width(), height = plan.height();
        const std::string key = ownPlanKey(width, height, own);
        if (context_.hasTask(key) || ownInForeground_.count(key) || ownFailed_.count(key))
            return;
        // That context's buffers lie beside the image's: a plan of more than a quarter of the
        // device's memory is made here instead, at the next result, compiling then (as every
        // plan did before there were stand-ins), after the stand-in is freed.
        if (Fft2d::deviceBytesFor(context_.device(), width, height, own) > context_.device().globalMemBytes / 4) {
            ownInForeground_.insert(key);
            return;
        }
        context_.runInBackground(key, [width, height, own, filter](const DeviceInfo& device) {
            ComputeContext context(device);
            Fft2d made(context, width, height, own);
            made.warmUp();
            if (!filter.empty()) {
                made.filteredInverseKernel(filter);
                made.filteredInverseKernel(filter + " -DSHAPING=1");
            }
            context.finish();
        });
    };
    if (plan_) {
        plan_->buildOwnInBackground(filterOptionsInUse());
        if (isStandIn(*plan_, planOptions(edges_)))
            buildOwn(*plan_, planOptions(edges_), buffers_ ? buffers_->filterOptions : std::string());
    }
    for (const std::unique_ptr<Fft2d>& preview : previewPlans_) {
        preview->buildOwnInBackground();
        if (isStandIn(*preview, options_))
            buildOwn(*preview, options_, std::string());
    }
}

bool FilterPipeline::specialiseIfBuilt()
{
    bool switched = false;
    // Stand-ins whose own plan is built: the previews' are made again when next used; the
    // image's is, and the image transformed again with it from its copy on the device (the
    // same spectra, to rounding: the spectrum on show stays).
    const auto built = [&](const Fft2d& plan, const PlanOptions& own) {
        if (!isStandIn(plan, own))
            return false;
        const std::string key = ownPlanKey(plan.width(), plan.height(), own);
        return !ownFailed_.count(key) && (context_.hasTask(key) || ownInForeground_.count(key) != 0);
    };
    // Each preview plan asked once (a background task may end between two questions).
    std::vector<const Fft2d*> dropped;
    for (const std::unique_ptr<Fft2d>& preview : previewPlans_)
        if (built(*preview, options_))
            dropped.push_back(preview.get());
    const auto isDropped = [&](const Fft2d* plan) {
        return std::find(dropped.begin(), dropped.end(), plan) != dropped.end();
    };
    if (buffers_ && buffers_->preview && isDropped(&buffers_->preview->fold->plan()))
        buffers_->preview.reset(); // it holds its plan
    previewPlans_.erase(std::remove_if(previewPlans_.begin(), previewPlans_.end(),
                                       [&](const std::unique_ptr<Fft2d>& p) { return isDropped(p.get()); }),
                        previewPlans_.end());
    switched = !dropped.empty();
    const PlanOptions options = planOptions(edges_);
    if (plan_ && hasImage_ && buffers_ && !once_ && !filteredOnce_ && built(*plan_, options)) {
        Buffers& b = *buffers_;
        const std::string key = ownPlanKey(plan_->width(), plan_->height(), options);
        // The own plan first, while the image's spectra are untouched: where it cannot be made
        // (memory, a failed compile) the image stays on its stand-in, and no more is tried.
        std::unique_ptr<Fft2d> own;
        b.preview.reset();
        if (ownInForeground_.count(key)) {
            plan_.reset(); // freed first: the own plan was too large to have beside it
            b.planes.clear();
            b.spectra.clear();
            b.smooth.clear();
        }
        try {
            own = makePlan(b.gridWidth, b.gridHeight, options);
        } catch (const std::exception&) {
            ownFailed_.insert(key); // not tried again for this pipeline: the stand-in serves
            ownInForeground_.erase(key);
            if (plan_)
                return switched;
        }
        ownInForeground_.erase(key);
        hasImage_ = false;
        try {
            if (own) {
                own->setProfiling(profiling_);
                plan_ = std::move(own);
            }
            prepare(b, edges_, logDomain_); // transforms the image again (with a stand-in if need be)
        } catch (...) {
            buffers_.reset();
            throw;
        }
        hasImage_ = true;
        return true;
    }
    if (plan_ && plan_->specialiseIfBuilt(filterOptionsInUse())) {
        switched = true;
        if (buffers_) { // the fused inverse is the plan's too: made again, from its own program
            Buffers& b = *buffers_;
            b.fusedFilter = b.fusedFilterShaped = b.fusedUnit = b.fusedUnitShaped = cl::Kernel();
            b.fusedTried = b.fusedShapedTried = false;
            fusedFilterKernel(b, FilterSettings{});
        }
    }
    for (const std::unique_ptr<Fft2d>& preview : previewPlans_)
        switched = preview->specialiseIfBuilt() || switched;
    if (switched)
        context_.finish();
    return switched;
}

void FilterPipeline::setProfiling(bool on)
{
    profiling_ = on;
    if (plan_)
        plan_->setProfiling(on);
}

} // namespace passband
