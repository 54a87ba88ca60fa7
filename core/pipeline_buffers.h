#pragma once
// Inside the filtering pipeline: the device buffers and kernels of one image, shared by the
// files that make up FilterPipeline (pipeline.cpp: images, spectra, updates; pipeline_analysis:
// measures, radial profile, impulse response; pipeline_preview: display-sized previews on a lattice).
// Not part of the library's interface.
#include "errors.h"
#include "host_memory.h"
#include "pipeline.h"

#include <algorithm>
#include <array>
#include <memory>
#include <utility>
#include <vector>

namespace passband::detail {

inline constexpr int kMaxColourChannels = 3;
inline constexpr int kMeasureGroups = 64; // work-groups of each measure's reduction

enum Stage { kFilter, kMapping, kDownload };

// The largest D^2 = ku^2 + kv^2 of a width x height spectrum.
inline cl_long maxSquaredFrequency(int width, int height)
{
    const cl_long u = width / 2, v = height / 2;
    return u * u + v * v;
}

using passband::setArgs;

} // namespace passband::detail

namespace passband {

using detail::Stage;

struct FilterPipeline::Buffers {
    int width = 0, height = 0, channels = 0, colour = 0, maxval = 255;
    bool floating = false;         // float samples (Image::isFloat())
    double low = 0, high = 255;     // the range the mapping maps into: 0..maxval, or the image's
    int scale = 1;                 // transformed grid per image pixel: 2 when mirrored
    int gridWidth = 0, gridHeight = 0; // the transformed size, scale times the image's
    EdgeSettings edges;
    bool logDomain = false;  // homomorphic: the spectra are of ln(1 + f)
    std::string mappingOptions, edgeOptions; // build options of the sample-reading kernels
    std::string mappingCommon;               // mapping.cl's options other than the samples
    int sampleBytes = 1; // per sample on the device: 1, 2 (16-bit) or 4 (float)
    int group = 256;
    int perItem = 1;     // pixels per work-item of the mapping kernels
    int filterPerItem = 1; // bins per work-item of the filter
    int statsGroups = 1; // statistics work-groups per plane
    // One float W x H plane per colour channel; [0] is the plan's own unless mirrored. With
    // `onePlane` (an image filtered once, without analysis) they are all one buffer, and each
    // channel is mapped as soon as it is filtered.
    std::vector<cl::Buffer> planes;
    bool onePlane = false;
    bool planeInWork = false; // planes[0] is the plan's spectrum buffer (Fft2d::sharesPlane)
    std::vector<cl::Buffer> spectra; // one half spectrum per colour channel, of the grid
    std::vector<cl::Buffer> smooth;  // Moisan's smooth component per colour channel
    // The image adoptImage() took: `pixels` lies over its samples (declared first, so freed
    // after the buffer), and apply() returns it as the result. Its memory is the process's,
    // not the runtime's: commands still queued (an apply() that threw) must end before it goes.
    std::shared_ptr<Image> adopted;
    ComputeContext* settleBeforeFreeing = nullptr;
    cl::Buffer pixels;               // interleaved samples of all channels, alpha included
    // No pixel buffer is kept between updates: each update's is made over its destination
    // (a CPU device, the original the host's own, no alpha for the mapping to leave as it is).
    bool pixelsPerUpdate = false;
    cl::Buffer original;             // a copy of them as uploaded (the mapping overwrites pixels),
                                     // or the host image's own samples (sharesOriginal())
    std::shared_ptr<const Image> hostImage; // whose samples `original` reads, when it does
    cl::Buffer pinned;               // host staging for applyPinned(), made on first use
    void* pinnedHost = nullptr;      // its mapping, kept for the buffer's life

    ~Buffers()
    {
        if (adopted && settleBeforeFreeing)
            settleBeforeFreeing->settle();
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
    cl::Buffer partial, stats;
    cl::Kernel filter, logMagnitude, logMagnitudeScreen, planeStats, combineStats, mapPixels, mapDisplay, unpack, subtract;
    cl::Kernel mapColour; // map_planes3: three colour planes in one launch (the work-group shape only)
    cl::Kernel energy, difference;   // the measures
    cl::Kernel boundary, periodicPart, mirror, window, addPlane, topLeft; // edge handling
    cl::Kernel expPlane;                                                 // out of the log domain
    cl::Kernel unitFilter, cropCentred; // the impulse response
    // The filter kernels again, built with SHAPING=1 on first use: invert and emphasis, the
    // isotropic radius, homomorphic filtering, wedges and masks; the plain ones leave that code out, which keeps
    // them as fast as they were (a CPU compiler vectorises them across work-items).
    cl::Kernel filterShaped, unitFilterShaped, foldShaped;
    std::string filterOptions; // D2 and PER_ITEM, for the variants
    // The inverse FFT's first pass with the filter fused in (Fft2d::filteredInverseKernel),
    // plain and shaping, made on first use; `fusedTried` says a null one cannot be made.
    cl::Kernel fusedFilter, fusedFilterShaped;
    bool fusedTried = false, fusedShapedTried = false;
    // Where the plane lives in the plan's spectrum (planeInWork), the impulse response's
    // inverse too: the fused kernel with every input bin 1 (UNIT_INPUT), plain and shaping.
    cl::Kernel fusedUnit, fusedUnitShaped;
    // The inverse's last pass reduces each plane as it writes it (Fft2d::statsPartials per
    // channel): set when every channel's partials are in fusedPartial and the planes are
    // untouched since, so the next mapping only combines them.
    cl::Buffer fusedPartial;
    int fusedPartials = 0;
    bool statsFused = false;
    bool filterFused = false; // the last enqueueFilter() fused the filter into the inverse
    cl::Buffer impulse;                 // its crop, allocated on first use
    cl::Buffer notches;                 // kMaxNotches float4 (u, v, radius, shape)
    std::vector<std::array<float, 4>> notchValues; // what it holds
    cl::Buffer mask;                    // the painted mask, width x height floats, on first use
    std::shared_ptr<const SpectrumMask> maskHeld; // what it holds
    cl::Buffer wedges;                  // 2 kMaxWedges float4 (FilterGain::KernelTerms::wedges)
    std::vector<std::array<float, 4>> wedgeValues; // what it holds
    cl::Kernel radial;                  // the radial power profile
    cl::Buffer rings;                   // its sums per ring, allocated on first use
    int ringCount() const
    {
        const double corner = std::hypot(gridWidth / 2, gridHeight / 2) / scale;
        return static_cast<int>(std::floor(corner + 0.5)) + 1;
    }
    cl::Buffer measurePartial; // energy partials of each colour channel, then the difference's
    cl::Kernel foldVertical, foldHorizontal, sampleChannel, latticeOutput;
    // A preview as the pane shows it (sampledScreen): averaged, its contrast's samples.
    cl::Kernel gatherPixels, screenAverage, contrastHistogram, contrastRange;
    // What previews on one lattice need; made on first use, dropped with the grid.
    struct Preview {
        Lattice lattice;
        int cellsX = 0, cellsY = 0;        // the lattice's samples across and down
        std::unique_ptr<LatticeFold> fold; // the grid's folded spectra and small transform
        std::vector<cl::Buffer> planes;    // one cellsX x cellsY plane per colour channel
        bool planesInScratch = false;      // they live in the plan's spectrum buffer
        cl::Buffer pixels;                 // interleaved samples, the alpha sampled once
        // Its area average for a screen of screenWidth x screenHeight (sampledScreen): the
        // axes' weights (AxisWeights, flattened) and the levels downloaded.
        int screenWidth = 0, screenHeight = 0;
        cl::Buffer firstX, offsetX, sharesX, firstY, offsetY, sharesY, screenLevels;
        // The pixels automatic contrast reads (percentilePixels for listedFor samples), and
        // their samples gathered for the download.
        std::size_t listedFor = 0;
        int listedCount = 0;
        cl::Buffer listed, gathered;
        cl::Buffer bins;       // integer samples' counts per level, zero between previews
        bool binsCounted = false; // counted into, and not yet cleared by contrast_range()
        cl::Buffer stretched;  // the colour channels' low and high, as contrast_range() found them
        // The screen's levels and the range, downloaded into page-locked memory (a GPU's DMA).
        struct Pinned {
            cl::Buffer buffer;
            void* host = nullptr;
            cl::CommandQueue* queue = nullptr;
            ~Pinned()
            {
                if (host && queue) {
                    try {
                        cl::Event done;
                        queue->enqueueUnmapMemObject(buffer, host, nullptr, &done);
                        done.wait();
                    } catch (const cl::Error&) {
                        // Releasing the buffer frees the mapping too.
                    }
                }
            }
        };
        std::unique_ptr<Pinned> screenPinned;
        std::size_t sampleCount() const { return static_cast<std::size_t>(cellsX) * cellsY; }
    };
    std::unique_ptr<Preview> preview;
    std::vector<std::pair<Stage, cl::Event>> events;
    // The update's pixels mapped in stripes (pixel index ends), each stripe's download waiting
    // on its mapping's event on the second queue; empty: one mapping, one blocking read.
    std::vector<std::size_t> stripeEnds;
    std::vector<cl::Event> stripeMapped;
    int lastStripes = 1; // of the last download
    int lastRowStripes = 0; // of the last update's row pass (enqueueStripedRows), or 0

    std::size_t pixelCount() const { return static_cast<std::size_t>(width) * height; }
    cl::NDRange filterRange() const; // of the filter kernels on the grid
    std::size_t mappingItems() const { return (pixelCount() + perItem - 1) / perItem; }
};

namespace detail {

// Integer samples into `to` in the device's layout (sampleBytes 1 or 2 a sample), whichever
// depth the host keeps them in (Samples).
inline void copySamplesAs(const Samples& samples, int sampleBytes, void* to)
{
    if (sampleBytes == 2)
        std::copy(samples.begin(), samples.end(), static_cast<std::uint16_t*>(to));
    else
        std::copy(samples.begin(), samples.end(), static_cast<std::uint8_t*>(to));
}

// Where no pixels are kept between updates (Buffers::pixelsPerUpdate), the ones made for an
// update or an analysis lie over memory their caller frees: dropped at the end of the scope,
// once the queue is done with them, also when an error (which may have freed the buffers)
// brings it there.
struct TransientPixels {
    ComputeContext& context;
    const std::unique_ptr<FilterPipeline::Buffers>& buffers;
    ~TransientPixels()
    {
        if (!buffers || !buffers->pixelsPerUpdate)
            return;
        context.settle();
        buffers->pixels = cl::Buffer();
    }
};

// A width x height image shaped like the pipeline's output, its samples written by
// `fill(destination)` in the device's layout (bytes, 16-bit values or floats), which is the
// host image's own: no second buffer of the image's size.
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
    try {
        if (b.floating) {
            out.values.reserve(count);
        } else {
            out.samples.setWide(b.sampleBytes == 2);
            out.samples.reserve(count);
        }
    } catch (const std::bad_alloc&) {
        throw OutOfMemoryError(notEnoughMemory("the filtered image", count * b.sampleBytes));
    }
    if (b.floating) {
        out.values.resize(count);
        fill(static_cast<void*>(out.values.data()));
    } else {
        out.samples.resize(count);
        fill(out.samples.data());
    }
    return out;
}

} // namespace detail

} // namespace passband
