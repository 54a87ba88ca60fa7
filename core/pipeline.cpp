#include "pipeline.h"

#include "errors.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace passband {

namespace {

// Statistics work-groups per plane: enough to fill a large GPU, about 16 values per
// work-item, at most kMaxStatsGroups.
constexpr int kMaxStatsGroups = 512;
int statsGroups(std::size_t pixels, int group)
{
    const std::size_t perGroup = static_cast<std::size_t>(group) * 16;
    return static_cast<int>(std::clamp<std::size_t>((pixels + perGroup - 1) / perGroup, 1, kMaxStatsGroups));
}
constexpr int kMaxColourChannels = 3;
constexpr int kMeasureGroups = 64; // work-groups of each measure's reduction

enum Stage { kFilter, kMapping, kDownload };

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
cl_long squaredThreshold(double r)
{
    return static_cast<cl_long>(std::ceil(r * r));
}

// The largest D^2 = ku^2 + kv^2 of a width x height spectrum.
cl_long maxSquaredFrequency(int width, int height)
{
    const cl_long u = width / 2, v = height / 2;
    return u * u + v * v;
}

} // namespace

struct FilterPipeline::Buffers {
    int width = 0, height = 0, channels = 0, colour = 0, maxval = 255;
    bool floating = false;         // float samples (Image::isFloat())
    double low = 0, high = 255;     // the range the mapping maps into: 0..maxval, or the image's
    int scale = 1;                 // transformed grid per image pixel: 2 when mirrored
    int gridWidth = 0, gridHeight = 0; // the transformed size, scale times the image's
    EdgeSettings edges;
    int sampleBytes = 1; // per sample on the device: 1, 2 (16-bit) or 4 (float)
    int group = 256;
    int perItem = 1;     // pixels per work-item of the mapping kernels
    int filterPerItem = 1; // bins per work-item of the filter
    int statsGroups = 1; // statistics work-groups per plane
    // One float W x H plane per colour channel; [0] is the plan's own unless mirrored.
    std::vector<cl::Buffer> planes;
    std::vector<cl::Buffer> spectra; // one half spectrum per colour channel, of the grid
    std::vector<cl::Buffer> smooth;  // Moisan's smooth component per colour channel
    cl::Buffer pixels;               // interleaved samples of all channels, alpha included
    cl::Buffer original;             // a copy of them as uploaded (the mapping overwrites pixels)
    cl::Buffer pinned;               // host staging for applyPinned(), made on first use
    void* pinnedHost = nullptr;      // its mapping, kept for the buffer's life

    ~Buffers()
    {
        if (pinnedHost && queue) {
            try {
                cl::Event done;
                queue->enqueueUnmapMemObject(pinned, pinnedHost, nullptr, &done);
                done.wait();
            } catch (const cl::Error&) {
                // Releasing the buffer frees the mapping too; nothing more to do on teardown.
            }
        }
    }
    cl::CommandQueue* queue = nullptr;
    cl::Buffer display;              // the spectrum image, 8-bit
    cl::Buffer partial, stats;
    cl::Kernel filter, logMagnitude, planeStats, combineStats, mapPixels, mapDisplay, unpack, subtract;
    cl::Kernel energy, difference;   // the measures
    cl::Kernel boundary, periodicPart, mirror, window, addPlane, topLeft; // edge handling
    cl::Kernel unitFilter, cropCentred; // the impulse response
    cl::Buffer impulse;                 // its crop, allocated on first use
    cl::Buffer notches;                 // kMaxNotches float4 (u, v, radius, shape)
    std::vector<cl_float4> notchValues; // what it holds
    cl::Kernel radial;                  // the radial power profile
    cl::Buffer rings;                   // its sums per ring, allocated on first use
    int ringCount() const
    {
        const double corner = std::hypot(gridWidth / 2, gridHeight / 2) / scale;
        return static_cast<int>(std::floor(corner + 0.5)) + 1;
    }
    cl::Buffer measurePartial; // energy partials of each colour channel, then the difference's
    cl::Kernel previewSpectrum, sampleChannel;
    // What previews of one size need; made on first use, dropped with the grid.
    struct Preview {
        PreviewSize size;
        int gridWidth = 0, gridHeight = 0; // its transformed size: the grid's scale times size
        Fft2d* plan = nullptr;
        std::vector<cl::Buffer> planes;    // one size.width x size.height plane per colour channel
        cl::Buffer pixels;                 // interleaved samples, the alpha sampled once
        std::vector<cl::Buffer> smooth;    // the smooth components' share (Smooth edges)
        std::vector<cl::Buffer> original;  // the unwindowed channels' share (Window edges)
        cl::Buffer axes;                   // preview_spectrum's factors per column and row
        std::size_t pixelCount() const { return static_cast<std::size_t>(size.width) * size.height; }
    };
    std::unique_ptr<Preview> preview;
    std::vector<std::pair<Stage, cl::Event>> events;

    std::size_t pixelCount() const { return static_cast<std::size_t>(width) * height; }
    cl::NDRange filterRange() const; // of the filter kernels on the grid
    std::size_t mappingItems() const { return (pixelCount() + perItem - 1) / perItem; }
};

namespace {

template <typename... Args>
void setArgs(cl::Kernel& kernel, const Args&... args)
{
    cl_uint index = 0;
    (kernel.setArg(index++, args), ...);
}

} // namespace

FilterPipeline::FilterPipeline(ComputeContext& context, const PlanOptions& options)
    : context_(context), options_(options)
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
FilterPipeline::~FilterPipeline() = default;

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
           16 * kMaxNotches;
}

void FilterPipeline::checkFits(int width, int height, int channels, int sampleBytes, const EdgeSettings& edges) const
{
    const DeviceInfo& device = context_.device();
    const int k = edges.scale();
    const std::uint64_t pixels = static_cast<std::uint64_t>(width) * height;
    const std::uint64_t needed = deviceBytesFor(device, width, height, channels, sampleBytes, edges);
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

void FilterPipeline::setImage(const Image& image, const EdgeSettings& edges)
{
    hasImage_ = false;
    buffers_.reset(); // free the last image's buffers before sizing up the new one
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
    checkFits(image.width, image.height, image.channels, sampleBytes, edges);
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
    const bool cpu = options_.strategy == PlanOptions::Strategy::Auto
                         ? (device.type & CL_DEVICE_TYPE_CPU) != 0
                         : options_.strategy == PlanOptions::Strategy::Strips;
    b->perItem = cpu ? 16 : 1;
    b->filterPerItem = cpu ? 8 : 1;
    const std::size_t n = b->pixelCount();
    try {
        const std::string samples = std::string(floating ? " -DSAMPLE=float -DREAL_SAMPLES=1"
                                                : b->sampleBytes == 2 ? " -DSAMPLE=ushort" : " -DSAMPLE=uchar") +
                                    std::string(" -DSTRIDE=") + std::to_string(b->channels);
        const std::string common = "-DGROUP=" + std::to_string(b->group) + " -DPER_ITEM=" +
                                   std::to_string(b->perItem) + (cpu ? " -DCHUNKED=1" : "");
        const cl::Program bytes = context_.program({"mapping.cl"}, common + " -DSAMPLE=uchar -DSTRIDE=1");
        const cl::Program mapping = context_.program({"mapping.cl"}, common + samples);
        b->planeStats = cl::Kernel(bytes, "plane_stats");
        b->combineStats = cl::Kernel(bytes, "combine_stats");
        b->mapDisplay = cl::Kernel(bytes, "map_plane");
        b->mapPixels = cl::Kernel(mapping, "map_plane");
        b->unpack = cl::Kernel(mapping, "unpack_channel");
        b->subtract = cl::Kernel(mapping, "subtract_from_original");
        b->sampleChannel = cl::Kernel(mapping, "sample_channel");
        const cl::Program measures = context_.program({"measures.cl"}, "-DGROUP=" + std::to_string(b->group) + samples);
        b->energy = cl::Kernel(measures, "energy_partials");
        b->difference = cl::Kernel(measures, "difference_partials");
        b->radial = cl::Kernel(measures, "radial_power");
        b->measurePartial = context_.buffer(CL_MEM_READ_WRITE,
                                            sizeof(cl_float2) * kMeasureGroups * (kMaxColourChannels + 1), nullptr,
                                            "measures");
        const cl::Program edgeKernels = context_.program({"edges.cl"}, samples.substr(1));
        b->boundary = cl::Kernel(edgeKernels, "boundary_image");
        b->periodicPart = cl::Kernel(edgeKernels, "periodic_part");
        b->mirror = cl::Kernel(edgeKernels, "mirror_extend");
        b->window = cl::Kernel(edgeKernels, "window_plane");
        b->addPlane = cl::Kernel(edgeKernels, "add_plane");
        b->topLeft = cl::Kernel(edgeKernels, "top_left");
        b->cropCentred = cl::Kernel(edgeKernels, "crop_centred");

        b->display = context_.buffer(CL_MEM_READ_WRITE, n, nullptr, "spectrum display");
        // A CPU reduces best in a few long contiguous runs, a GPU in many interleaved ones.
        b->statsGroups = cpu ? static_cast<int>(std::clamp(4u * device.computeUnits, 1u, 64u)) : statsGroups(n, b->group);
        b->partial = context_.buffer(CL_MEM_READ_WRITE, sizeof(cl_float4) * b->statsGroups * kMaxColourChannels,
                                     nullptr, "statistics");
        b->stats = context_.buffer(CL_MEM_READ_WRITE, sizeof(cl_float4), nullptr, "statistics");
        b->notches = context_.buffer(CL_MEM_READ_ONLY, sizeof(cl_float4) * kMaxNotches, nullptr, "notches");

        // One upload: the interleaved samples go to the pixel buffer, which keeps the alpha
        // channel for every result, and are copied once to `original`, which the edge
        // handling and the measures read.
        const std::size_t sampleCount = n * b->channels;
        if (floating) {
            b->pixels = context_.buffer(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sampleCount * 4,
                                        const_cast<float*>(image.values.data()), "pixel");
        } else if (b->sampleBytes == 2) {
            b->pixels = context_.buffer(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sampleCount * 2,
                                        const_cast<std::uint16_t*>(image.samples.data()), "pixel");
        } else {
            const std::vector<std::uint8_t> narrow(image.samples.begin(), image.samples.end());
            b->pixels = context_.buffer(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sampleCount, narrow.data(), "pixel");
        }
        const std::size_t pixelBytes = sampleCount * b->sampleBytes;
        b->original = context_.buffer(CL_MEM_READ_WRITE, pixelBytes, nullptr, "original pixel");
        context_.copy(b->pixels, b->original, pixelBytes, nullptr, "the original pixels");
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Preparing the image on the device");
    }
    prepare(*b, edges);
    buffers_ = std::move(b);
    edges_ = edges;
    computeSpectrumImage();
    hasImage_ = true;
}

void FilterPipeline::releaseImage()
{
    hasImage_ = false;
    buffers_.reset();
}

void FilterPipeline::setEdges(const EdgeSettings& edges)
{
    if (!hasImage_)
        throw Error("No image to prepare.");
    if (edges == edges_)
        return;
    if (const std::string problem = edges.validate(); !problem.empty())
        throw Error("Invalid edge handling: " + problem + ".");
    Buffers& b = *buffers_;
    // Only what this change allocates counts: the rest stays where it is.
    checkFits(b.width, b.height, b.channels, b.sampleBytes, edges);
    const EdgeSettings before = edges_;
    hasImage_ = false;
    try {
        prepare(b, edges);
    } catch (const std::exception&) {
        try {
            prepare(b, before);
            computeSpectrumImage();
            hasImage_ = true;
        } catch (const std::exception&) {
            buffers_.reset();
        }
        throw;
    }
    edges_ = edges;
    computeSpectrumImage();
    hasImage_ = true;
}

void FilterPipeline::prepare(Buffers& b, const EdgeSettings& edges)
{
    // Free the other grid's buffers before making this one's.
    b.planes.clear();
    b.spectra.clear();
    b.smooth.clear();
    b.rings = cl::Buffer(); // sized for the grid
    b.notchValues.clear();  // scaled for the grid
    b.impulse = cl::Buffer();
    b.preview.reset();
    b.edges = edges;
    b.scale = edges.scale();
    b.gridWidth = b.scale * b.width;
    b.gridHeight = b.scale * b.height;
    if (!plan_ || plan_->width() != b.gridWidth || plan_->height() != b.gridHeight) {
        plan_.reset();
        plan_ = makePlan(b.gridWidth, b.gridHeight);
        plan_->setProfiling(profiling_);
    }
    const std::size_t n = b.pixelCount();
    const auto imageRange = cl::NDRange(static_cast<std::size_t>(b.width), static_cast<std::size_t>(b.height));
    try {
        const bool mirrored = edges.mode == EdgeHandling::Mirror;
        const cl::Program filter = context_.program(
            {"filter.cl"},
            std::string(maxSquaredFrequency(b.gridWidth, b.gridHeight) < INT32_MAX ? "-DD2=int" : "-DD2=long") +
                (b.filterPerItem > 1 ? " -DPER_ITEM=" + std::to_string(b.filterPerItem) : std::string()));
        b.filter = cl::Kernel(filter, "apply_filter");
        b.logMagnitude = cl::Kernel(filter, "log_magnitude_centred");
        b.previewSpectrum = cl::Kernel(filter, "preview_spectrum");
        b.unitFilter = cl::Kernel();
        if (!mirrored)
            b.planes.push_back(plan_->realBuffer());
        for (int c = mirrored ? 0 : 1; c < b.colour; ++c)
            b.planes.push_back(context_.buffer(CL_MEM_READ_WRITE, 4 * n, nullptr, "colour plane"));
        for (int c = 0; c < b.colour; ++c)
            b.spectra.push_back(context_.buffer(
                CL_MEM_READ_WRITE, static_cast<std::size_t>(Fft2d::spectrumBytesFor(b.gridWidth, b.gridHeight)),
                nullptr, "spectrum"));
        if (edges.mode == EdgeHandling::Smooth)
            for (int c = 0; c < b.colour; ++c)
                b.smooth.push_back(context_.buffer(CL_MEM_READ_WRITE, 4 * n, nullptr, "smooth component"));

        const cl::Buffer& work = plan_->spectrumBuffer();
        for (int c = 0; c < b.colour; ++c) {
            if (mirrored) {
                setArgs(b.mirror, b.original, b.width, b.height, c, plan_->realBuffer());
                context_.enqueueCovering(b.mirror, cl::NDRange(2 * static_cast<std::size_t>(b.width),
                                                               2 * static_cast<std::size_t>(b.height)),
                                         nullptr, "mirroring");
                plan_->forward(plan_->realBuffer(), b.spectra[c]);
                continue;
            }
            if (edges.mode == EdgeHandling::Smooth) { // the boundary image's spectrum, into work
                setArgs(b.boundary, b.original, b.width, b.height, c, b.smooth[c]);
                context_.enqueueCovering(b.boundary, imageRange, nullptr, "the boundary image");
                plan_->forward(b.smooth[c], work);
            }
            setArgs(b.unpack, b.original, static_cast<cl_int>(n), c, b.planes[c]);
            context_.enqueueCovering(b.unpack, cl::NDRange(b.mappingItems()), nullptr, "unpacking a channel");
            if (edges.mode == EdgeHandling::Window) {
                // The window fades to the channel's mean: F(0, 0) / (W H) of the plane as it is.
                plan_->forward(b.planes[c], b.spectra[c]);
                cl_float2 dc;
                context_.read(b.spectra[c], sizeof dc, &dc, nullptr, "the mean");
                const double mean = dc.s[0] / static_cast<double>(n);
                setArgs(b.window, b.planes[c], b.width, b.height, static_cast<float>(edges.taper),
                        static_cast<float>(mean));
                context_.enqueueCovering(b.window, imageRange, nullptr, "the window");
            }
            plan_->forward(b.planes[c], b.spectra[c]);
            if (edges.mode == EdgeHandling::Smooth) { // spectrum -= smooth; the smooth part, kept
                setArgs(b.periodicPart, b.spectra[c], work, b.width, b.height);
                context_.enqueueCovering(b.periodicPart,
                                         cl::NDRange(static_cast<std::size_t>(b.height),
                                                     static_cast<std::size_t>(b.width / 2 + 1)),
                                         nullptr, "the periodic component");
                plan_->inverse(work, b.smooth[c]);
            }
        }
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Preparing the image's spectra on the device");
    }
    if (profiling_)
        plan_->stageTimes(); // forget the forward transforms' events
}

void FilterPipeline::computeSpectrumImage()
{
    Buffers& b = *buffers_;
    const std::size_t n = b.pixelCount();
    static const float kLuminance[3] = {0.299f, 0.587f, 0.114f};
    const bool colour = b.colour == 3;
    const cl::Buffer& s1 = b.spectra[colour ? 1 : 0];
    const cl::Buffer& s2 = b.spectra[colour ? 2 : 0];
    spectrum_ = Image{};
    spectrum_.width = b.width;
    spectrum_.height = b.height;
    spectrum_.channels = 1;
    spectrum_.maxval = 255;
    std::vector<std::uint8_t> bytes(n);
    try {
        setArgs(b.logMagnitude, b.spectra[0], s1, s2, colour ? kLuminance[0] : 1.0f,
                colour ? kLuminance[1] : 0.0f, colour ? kLuminance[2] : 0.0f, b.width, b.height, b.scale,
                b.planes[0]);
        context_.enqueueCovering(b.logMagnitude,
                                 cl::NDRange(static_cast<std::size_t>(b.width), static_cast<std::size_t>(b.height)),
                                 nullptr, "the log magnitude");
        enqueueStats(b, b.planes, 1, n, nullptr);
        setArgs(b.mapDisplay, b.planes[0], static_cast<cl_int>(n), b.display, 0, 1 /* normalize */, 0.0f, 255.0f,
                b.stats);
        context_.enqueueCovering(b.mapDisplay, cl::NDRange(b.mappingItems()), nullptr, "the spectrum mapping");
        context_.read(b.display, n, bytes.data(), nullptr, "the spectrum image");
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Computing the spectrum image");
    }
    spectrum_.samples.assign(bytes.begin(), bytes.end());
    ++spectrumRevision_;
}

void FilterPipeline::setFilterArguments(Buffers& b, cl::Kernel& kernel, const FilterSettings& settings,
                                        const cl::Buffer& in, const cl::Buffer& out)
{
    const int shape = settings.shape == FilterShape::Ideal ? 0 : settings.shape == FilterShape::Gaussian ? 1 : 2;
    // On a mirrored (finer) grid the same frequency lies `scale` times further from DC.
    const double hp = settings.highpassActive() ? *settings.highpass * b.scale : 0.0;
    const double lp = settings.lowpassActive() ? *settings.lowpass * b.scale : 0.0;
    // Thresholds past every D^2 of the grid act alike; capping them keeps them in the
    // kernel's D^2 type.
    const cl_long beyond = maxSquaredFrequency(b.gridWidth, b.gridHeight) + 1;
    // Notches as (u, v, radius, shape), scaled to the grid; written only when they change.
    std::vector<cl_float4> notches;
    for (const Notch& n : settings.notches)
        notches.push_back({{static_cast<float>(n.u * b.scale), static_cast<float>(n.v * b.scale),
                            static_cast<float>(n.radius * b.scale),
                            static_cast<float>(n.shape == FilterShape::Ideal      ? 0
                                               : n.shape == FilterShape::Gaussian ? 1
                                                                                  : 2)}});
    const bool same = notches.size() == b.notchValues.size() &&
                      std::equal(notches.begin(), notches.end(), b.notchValues.begin(), [](const cl_float4& x, const cl_float4& y) {
                          return std::equal(x.s, x.s + 4, y.s);
                      });
    if (!same && !notches.empty())
        context_.write(b.notches, notches.size() * sizeof(cl_float4), notches.data(), nullptr, "the notches");
    b.notchValues = std::move(notches);
    setArgs(kernel, in, out, b.gridWidth, b.gridHeight, shape, settings.order, settings.highpassActive() ? 1 : 0,
            std::min(squaredThreshold(hp), beyond), static_cast<float>(hp), settings.lowpassActive() ? 1 : 0,
            std::min(squaredThreshold(lp), beyond), static_cast<float>(lp), b.notches,
            static_cast<cl_int>(b.notchValues.size()));
}

cl::NDRange FilterPipeline::Buffers::filterRange() const
{
    return cl::NDRange(static_cast<std::size_t>((gridHeight + filterPerItem - 1) / filterPerItem),
                       static_cast<std::size_t>(gridWidth / 2 + 1));
}

void FilterPipeline::enqueueFilter(const FilterSettings& settings, bool analysis, bool inverse)
{
    if (!hasImage_)
        throw Error("No image to filter.");
    if (const std::string problem = settings.validate(); !problem.empty())
        throw Error("Invalid filter: " + problem + ".");
    setEdges(settings.edges);
    Buffers& b = *buffers_;
    const cl::Buffer& work = plan_->spectrumBuffer();
    const int gw = b.gridWidth, gh = b.gridHeight;
    const auto imageRange = cl::NDRange(static_cast<std::size_t>(b.width), static_cast<std::size_t>(b.height));
    b.events.clear();
    try {
        for (int c = 0; c < b.colour; ++c) {
            setFilterArguments(b, b.filter, settings, b.spectra[c], work);
            context_.enqueueCovering(b.filter, b.filterRange(), event(kFilter), "the filter");
            // The measures read F and F*H before the inverse transform overwrites F*H.
            if (analysis && measuring_) {
                setArgs(b.energy, b.spectra[c], work, gw, gh, b.measurePartial, c * kMeasureGroups);
                context_.enqueue(b.energy, cl::NDRange(static_cast<std::size_t>(b.group) * kMeasureGroups),
                                 cl::NDRange(static_cast<std::size_t>(b.group)), nullptr, "the energy measure");
            }
            if (analysis && radialProfile_) {
                const std::size_t rings = static_cast<std::size_t>(b.ringCount());
                if (!b.rings())
                    b.rings = context_.buffer(CL_MEM_READ_WRITE, sizeof(cl_float4) * rings, nullptr, "radial profile");
                setArgs(b.radial, b.spectra[c], work, gw, gh, b.scale, b.rings, c == 0 ? 1 : 0);
                context_.enqueue(b.radial, cl::NDRange(static_cast<std::size_t>(b.group) * rings),
                                 cl::NDRange(static_cast<std::size_t>(b.group)), nullptr, "the radial profile");
            }
            if (!inverse)
                continue;
            if (b.edges.mode == EdgeHandling::Mirror) { // the image's own tile of the result
                plan_->inverse(work, plan_->realBuffer());
                setArgs(b.topLeft, plan_->realBuffer(), gw, b.width, b.height, b.planes[c]);
                context_.enqueueCovering(b.topLeft, imageRange, event(kFilter), "the mirrored result");
                continue;
            }
            plan_->inverse(work, b.planes[c]);
            if (b.edges.mode == EdgeHandling::Smooth) {
                setArgs(b.addPlane, b.planes[c], b.smooth[c], static_cast<cl_int>(b.pixelCount()));
                context_.enqueueCovering(b.addPlane, cl::NDRange(b.pixelCount()), event(kFilter),
                                         "adding the smooth component");
            }
        }
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Filtering on the device");
    }
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
    enqueueFilter(settings, false);
    const Buffers& b = *buffers_;
    std::vector<std::vector<float>> planes(static_cast<std::size_t>(b.colour), std::vector<float>(b.pixelCount()));
    try {
        for (int c = 0; c < b.colour; ++c)
            context_.read(b.planes[c], 4 * b.pixelCount(), planes[c].data(), nullptr, "a filtered plane");
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

namespace {

// A width x height image shaped like the pipeline's output, its samples written by
// `fill(destination)` in the device's layout (bytes, 16-bit values or floats).
template <typename Fill>
Image outputImage(const FilterPipeline::Buffers& b, int width, int height, const Fill& fill)
{
    Image out;
    out.width = width;
    out.height = height;
    out.channels = b.channels;
    out.maxval = b.maxval;
    out.floating = b.floating;
    out.low = b.low;
    out.high = b.high;
    const std::size_t count = out.sampleCount();
    if (b.floating) {
        out.values.resize(count);
        fill(static_cast<void*>(out.values.data()));
    } else if (b.sampleBytes == 2) {
        out.samples.resize(count);
        fill(static_cast<void*>(out.samples.data()));
    } else {
        std::vector<std::uint8_t> bytes(count);
        fill(static_cast<void*>(bytes.data()));
        out.samples.assign(bytes.begin(), bytes.end());
    }
    return out;
}

} // namespace

Image FilterPipeline::apply(const FilterSettings& settings)
{
    if (!hasImage_)
        throw Error("No image to filter.");
    return outputImage(*buffers_, buffers_->width, buffers_->height,
                       [&](void* destination) { applyTo(settings, destination); });
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

void FilterPipeline::enqueueMapping(Buffers& b, OutputMapping mapping, const std::vector<cl::Buffer>& planes,
                                    std::size_t pixels, const cl::Buffer& out, bool timed)
{
    const int mode = mapping == OutputMapping::Clamp       ? 0
                     : mapping == OutputMapping::Normalize ? 1
                     : mapping == OutputMapping::Magnitude ? 2
                                                           : 3;
    if (mode == 3 && !b.floating) // an integer image has no samples for values outside 0..maxval
        throw Error("The mapping 'none' keeps the real values; it needs an image with float samples.");
    const auto stage = [&] { return timed ? event(kMapping) : nullptr; };
    if (mode == 1 || mode == 2) // one mapping over all colour channels, so colours keep their balance
        enqueueStats(b, planes, b.colour, pixels, stage);
    for (int c = 0; c < b.colour; ++c) {
        setArgs(b.mapPixels, planes[c], static_cast<cl_int>(pixels), out, c, mode, static_cast<float>(b.low),
                static_cast<float>(b.high), b.stats);
        context_.enqueueCovering(b.mapPixels, cl::NDRange((pixels + b.perItem - 1) / b.perItem), stage(),
                                 "the output mapping");
    }
}

void FilterPipeline::enqueueMapping(Buffers& b, OutputMapping mapping)
{
    enqueueMapping(b, mapping, b.planes, b.pixelCount(), b.pixels, true);
}

void FilterPipeline::enqueueDifference(Buffers& b)
{
    setArgs(b.difference, b.original, b.pixels, static_cast<cl_int>(b.pixelCount()), b.colour, b.measurePartial,
            b.colour * kMeasureGroups);
    context_.enqueue(b.difference, cl::NDRange(static_cast<std::size_t>(b.group) * kMeasureGroups),
                     cl::NDRange(static_cast<std::size_t>(b.group)), nullptr, "the difference measure");
}

void FilterPipeline::applyTo(const FilterSettings& settings, void* destination)
{
    const bool analysis = analysisInline_;
    enqueueFilter(settings, analysis);
    Buffers& b = *buffers_;
    const std::size_t n = b.pixelCount();
    const bool removed = output_ == Output::Removed;
    const bool measuring = analysis && measuring_;
    try {
        // The filtered image is mapped when it is the output or the measures need it.
        if (!removed || measuring)
            enqueueMapping(b, settings.effectiveMapping());
        if (measuring)
            enqueueDifference(b);
        if (removed) {
            for (int c = 0; c < b.colour; ++c) {
                setArgs(b.subtract, b.original, static_cast<cl_int>(n), c, b.planes[c]);
                context_.enqueueCovering(b.subtract, cl::NDRange(b.mappingItems()), event(kMapping),
                                         "the removed component");
            }
            enqueueMapping(b, settings.removedMapping());
        }
        context_.read(b.pixels, n * b.channels * b.sampleBytes, destination, event(kDownload), "the filtered image");
        measures_ = UpdateMeasures{};
        if (measuring)
            readMeasures(b);
        profile_ = RadialProfile{};
        if (analysis && radialProfile_)
            readRadialProfile(b);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Mapping the filtered image on the device");
    }
    if (profiling_) {
        timing_ = UpdateTiming{};
        try {
            for (auto& recorded : b.events) {
                const cl::Event& ev = recorded.second;
                const double ms = (ev.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                                   ev.getProfilingInfo<CL_PROFILING_COMMAND_START>()) * 1e-6;
                const Stage stage = recorded.first;
                (stage == kFilter ? timing_.filterMs : stage == kMapping ? timing_.mappingMs : timing_.downloadMs) += ms;
            }
        } catch (const cl::Error& e) {
            throwOpenClError(e, "Reading profiling events");
        }
        for (const StageTime& t : plan_->stageTimes())
            timing_.inverseFftMs += t.ms;
    }
    impulse_ = ImpulseResponse{};
    if (analysis && impulseSize_ > 0) {
        try {
            computeImpulse(b, settings);
        } catch (const cl::Error& e) {
            throwOpenClError(e, "Computing the impulse response on the device");
        }
    }
}

void FilterPipeline::analyse(const FilterSettings& settings)
{
    if (!hasImage_)
        throw Error("No image to analyse.");
    Buffers& b = *buffers_;
    // None of this is part of the update's timing: no stage events, the plan's forgotten.
    struct Untimed {
        bool& profiling;
        const bool was;
        explicit Untimed(bool& p) : profiling(p), was(p) { profiling = false; }
        ~Untimed() { profiling = was; }
    } untimed(profiling_);
    try {
        // The difference measure compares the mapped filtered image with the input: the
        // pixel buffer still holds it after a filtered update; after a removed one, it is
        // made again.
        const bool remap = measuring_ && output_ == Output::Removed;
        enqueueFilter(settings, true, remap);
        if (remap)
            enqueueMapping(b, settings.effectiveMapping());
        measures_ = UpdateMeasures{};
        if (measuring_) {
            enqueueDifference(b);
            readMeasures(b);
        }
        profile_ = RadialProfile{};
        if (radialProfile_)
            readRadialProfile(b);
        impulse_ = ImpulseResponse{};
        if (impulseSize_ > 0)
            computeImpulse(b, settings);
        if (untimed.was)
            plan_->stageTimes();
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Analysing the filter on the device");
    }
    b.events.clear();
}

void FilterPipeline::computeImpulse(Buffers& b, const FilterSettings& settings)
{
    if (!b.unitFilter()) {
        const cl::Program unit = context_.program(
            {"filter.cl"},
            std::string(maxSquaredFrequency(b.gridWidth, b.gridHeight) < INT32_MAX ? "-DD2=int" : "-DD2=long") +
                (b.filterPerItem > 1 ? " -DPER_ITEM=" + std::to_string(b.filterPerItem) : std::string()) +
                " -DUNIT_INPUT=1");
        b.unitFilter = cl::Kernel(unit, "apply_filter");
    }
    ImpulseResponse h;
    h.width = std::min(impulseSize_, b.gridWidth);
    h.height = std::min(impulseSize_, b.gridHeight);
    h.values.resize(static_cast<std::size_t>(h.width) * h.height);
    const std::size_t bytes = 4 * h.values.size();
    if (!b.impulse() || b.impulse.getInfo<CL_MEM_SIZE>() < bytes)
        b.impulse = context_.buffer(CL_MEM_READ_WRITE, bytes, nullptr, "impulse response");
    // The planes are spent once the update is downloaded; the plan's real buffer (the
    // grid's size) takes the whole response.
    const cl::Buffer& work = plan_->spectrumBuffer();
    setFilterArguments(b, b.unitFilter, settings, work, work);
    context_.enqueueCovering(b.unitFilter, b.filterRange(), nullptr, "the impulse response");
    plan_->inverse(work, plan_->realBuffer());
    setArgs(b.cropCentred, plan_->realBuffer(), b.gridWidth, b.gridHeight, h.width, h.height, b.impulse);
    context_.enqueueCovering(b.cropCentred,
                             cl::NDRange(static_cast<std::size_t>(h.width), static_cast<std::size_t>(h.height)), nullptr,
                             "the impulse response");
    context_.read(b.impulse, bytes, h.values.data(), nullptr, "the impulse response");
    if (profiling_)
        plan_->stageTimes(); // not part of the update's timing
    impulse_ = std::move(h);
}

void FilterPipeline::readRadialProfile(Buffers& b)
{
    std::vector<cl_float4> rings(static_cast<std::size_t>(b.ringCount()));
    context_.read(b.rings, rings.size() * sizeof(cl_float4), rings.data(), nullptr, "the radial profile");
    RadialProfile p;
    for (const cl_float4& ring : rings) {
        const double bins = ring.s[0];
        p.bins.push_back(bins);
        p.before.push_back(bins > 0 ? ring.s[1] / bins : 0.0);
        p.after.push_back(bins > 0 ? ring.s[2] / bins : 0.0);
    }
    profile_ = std::move(p);
}

void FilterPipeline::readMeasures(Buffers& b)
{
    // One read: the energy partials of every colour channel, then the difference's.
    const std::size_t energyCount = static_cast<std::size_t>(kMeasureGroups) * b.colour;
    std::vector<cl_float2> partial(energyCount + kMeasureGroups);
    context_.read(b.measurePartial, partial.size() * sizeof(cl_float2), partial.data(), nullptr, "the measures");
    double total = 0, kept = 0, absolute = 0, squared = 0;
    for (std::size_t i = 0; i < partial.size(); ++i) {
        double& first = i < energyCount ? total : absolute;
        double& second = i < energyCount ? kept : squared;
        first += partial[i].s[0];
        second += partial[i].s[1];
    }
    const double samples = static_cast<double>(b.pixelCount()) * b.colour;
    const double mse = squared / samples;
    measures_.valid = true;
    measures_.energyKept = total > 0 ? kept / total : 1.0; // an all-black image loses nothing
    measures_.meanAbsDiff = absolute / samples;
    measures_.psnrDb = mse > 0 ? 10.0 * std::log10((b.high - b.low) * (b.high - b.low) / mse)
                               : std::numeric_limits<double>::infinity();
}

namespace {

// The smallest length >= n the FFT plans factor into their fast radices.
int fastLength(int n)
{
    while (!isSmooth(n))
        ++n;
    return n;
}

// preview_spectrum's arguments after the filter's: out = band(F (a H + coefficient)) + extra.
void setPreviewArguments(FilterPipeline::Buffers& b, const FilterPipeline::Buffers::Preview& p, float a,
                         float coefficient, const cl::Buffer* extra)
{
    cl::Kernel& k = b.previewSpectrum;
    cl_uint i = 14; // after apply_filter's arguments, which setFilterArguments() sets
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

std::unique_ptr<Fft2d> FilterPipeline::makePlan(int width, int height)
{
    struct Announce { // false even when the plan fails
        const PreparingCallback& callback;
        int width, height;
        Announce(const PreparingCallback& c, int w, int h) : callback(c), width(w), height(h)
        {
            if (callback)
                callback(true, width, height);
        }
        ~Announce()
        {
            if (callback)
                callback(false, width, height);
        }
    } announce(preparing_, width, height);
    auto plan = std::make_unique<Fft2d>(context_, width, height, options_);
    if (preparing_) { // someone is told; otherwise the first use compiles what is left
        plan->forward();
        plan->inverse();
        context_.finish();
    }
    return plan;
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
            setFilterArguments(b, b.previewSpectrum, FilterSettings{}, work, crop);
            setPreviewArguments(b, *p, 0.0f, 1.0f, nullptr);
            context_.enqueueCovering(b.previewSpectrum, previewRange(*p), nullptr, "a preview spectrum");
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
    setEdges(settings.edges);
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
    const Buffers::Preview& p = *b.preview;
    const std::size_t n = p.pixelCount();
    const bool mirrored = b.edges.mode == EdgeHandling::Mirror;
    const bool window = b.edges.mode == EdgeHandling::Window;
    const bool removed = what == PreviewOf::Output && output_ == Output::Removed;
    try {
        const cl::Buffer& work = p.plan->spectrumBuffer();
        for (int c = 0; c < b.colour; ++c) {
            // preview = band(F (a H + coefficient)) + extra, where the input is F + its shares.
            float a = 1, coefficient = 0;
            const cl::Buffer* extra = b.edges.mode == EdgeHandling::Smooth ? &p.smooth[c] : nullptr;
            if (what == PreviewOf::Original) {
                a = 0;
                coefficient = window ? 0 : 1;
                extra = window ? &p.original[c] : extra;
            } else if (removed) { // input - result: the smooth component cancels
                a = -1;
                coefficient = window ? 0 : 1;
                extra = window ? &p.original[c] : nullptr;
            }
            setFilterArguments(b, b.previewSpectrum, settings, b.spectra[c], work);
            setPreviewArguments(b, p, a, coefficient, extra);
            context_.enqueueCovering(b.previewSpectrum, previewRange(p), nullptr, "a preview spectrum");
            if (mirrored) { // the image's own tile
                p.plan->inverse(work, p.plan->realBuffer());
                setArgs(b.topLeft, p.plan->realBuffer(), p.gridWidth, size.width, size.height, p.planes[c]);
                context_.enqueueCovering(b.topLeft,
                                         cl::NDRange(static_cast<std::size_t>(size.width),
                                                     static_cast<std::size_t>(size.height)),
                                         nullptr, "the mirrored preview");
            } else {
                p.plan->inverse(work, p.planes[c]);
            }
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

void FilterPipeline::setProfiling(bool on)
{
    profiling_ = on;
    if (plan_)
        plan_->setProfiling(on);
}

} // namespace passband
