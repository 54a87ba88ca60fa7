// passband-bench: how fast the engine is, next to the FFT libraries installed beside it.
//
// Per size, after two warm-up runs, medians and spread over --repeat runs, each timed from
// enqueue to queue finish on the host clock (device-synchronised):
//   forward_ms  spectrum of an image already on the device (upload excluded)
//   update_ms   one slider move: filter multiply + inverse FFT + mapping to 8-bit + download
//               of the 8-bit pixels into host memory (what the user waits for)
//   preview_ms  one slider move as a pane of --display screen pixels (default 512) shows it:
//               the display-sized preview (README "What the panes show": the output on a
//               lattice, area-averaged to the pane's pixels on the device and downloaded:
//               FilterPipeline::sampledScreen); for the grey image, and for a colour one
//               beside its full update; "-" where the pane needs every pixel. Beside it, run
//               for run, the way before: the lattice downloaded and averaged on the host.
//               As the window shows a magnitude: with automatic contrast (its percentiles)
//   plan_ms     first plan for the size on a fresh context, kernel builds included
//   first_*_ms  a size never seen before, from a fresh context to its first update downloaded:
//               on the size-generic kernels (CPU strip plans; PlanOptions::Kernels), and on the
//               size's own, compiled then (a build tag no kernel cache holds: cold for that size);
//               on work-group devices (GPUs), first_generic_ms is the window's way (Kernels::Auto:
//               the stand-in plan of global passes, then its own built in the background and
//               swapped in, own_built_ms and swap_ms, the two results compared), and
//               first_global_ms a plan of global passes only, made directly
//   error       relative L2 error of the forward transform against FFTW in double precision
// Peers (FFTW, VkFFT, clFFT; whichever were found at build time) are measured on the same
// sizes and device, and the ratios Passband/peer printed. --kernels prints the seed
// textbook's Table 6.1 for our kernels. No Qt: it runs where only an OpenCL driver is.
#include "area_average.h"
#include "errors.h"
#include "fft.h"
#include "peers.h"
#include "pipeline.h"

#ifdef PASSBAND_HAVE_FFTW
#include <fftw3.h>
#endif

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <random>
#include <string>
#include <vector>

#include <unistd.h>

using namespace passband;
using Clock = std::chrono::steady_clock;

namespace {

struct Size {
    int width, height;
};

// --generic: the size-generic strip kernels throughout (PlanOptions::Kernels).
PlanOptions::Kernels gKernels = PlanOptions::Kernels::Specialised;
PlanOptions kernelOptions()
{
    PlanOptions options;
    options.kernels = gKernels;
    return options;
}

struct Stats {
    double median = 0, min = 0, max = 0;
};

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

Stats stats(std::vector<double> v)
{
    if (v.empty())
        return {};
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return {n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]), v.front(), v.back()};
}

template <typename F>
Stats timeRuns(int repeat, F run)
{
    std::vector<double> ms;
    for (int r = -2; r < repeat; ++r) { // two warm-up runs
        const auto start = Clock::now();
        run();
        if (r >= 0)
            ms.push_back(msSince(start));
    }
    return stats(ms);
}

// Relative L2 error of the forward transform against FFTW in double precision; -1 without it.
double forwardError(const std::vector<float>& image, int w, int h, const std::vector<std::complex<float>>& got)
{
#ifdef PASSBAND_HAVE_FFTW
    const std::size_t n = image.size();
    fftw_complex* buf = fftw_alloc_complex(n);
    fftw_plan plan = fftw_plan_dft_2d(h, w, buf, buf, FFTW_FORWARD, FFTW_ESTIMATE);
    for (std::size_t i = 0; i < n; ++i) {
        buf[i][0] = image[i];
        buf[i][1] = 0;
    }
    fftw_execute(plan);
    double diff = 0, norm = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::complex<double> ref(buf[i][0], buf[i][1]);
        diff += std::norm(std::complex<double>(got[i]) - ref);
        norm += std::norm(ref);
    }
    fftw_destroy_plan(plan);
    fftw_free(buf);
    return std::sqrt(diff / norm);
#else
    (void)image, (void)w, (void)h, (void)got;
    return -1;
#endif
}

std::vector<Size> parseSizes(const std::string& text)
{
    std::vector<Size> sizes;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        const std::string item = text.substr(start, end - start);
        int w = 0, h = 0;
        char extra = 0;
        if (std::sscanf(item.c_str(), "%dx%d%c", &w, &h, &extra) != 2 || w < 1 || h < 1)
            throw Error("bad size '" + item + "': expected WIDTHxHEIGHT");
        sizes.push_back({w, h});
        start = end + 1;
    }
    return sizes;
}

std::string jsonString(const std::string& s)
{
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\')
            out += '\\';
        if (static_cast<unsigned char>(c) >= 0x20)
            out += c;
    }
    return out + "\"";
}

struct Result {
    Size size{};
    Stats forward, update, preview, previewColour;
    // --stages: the forward with other plan options, in the same run (see stageVariants).
    struct Variant {
        std::string name, plan;
        Stats forward;
        std::vector<StageTime> stages;
        double error = 0;
    };
    std::vector<Variant> variants;
    Lattice lattice;
    int cellsX = 0, cellsY = 0; // the lattice's samples across and down
    int previewError = 0;       // largest difference of a sample from the full update's pixel, levels
    // The display-sized update as the window made it before #48: the samples downloaded and
    // area-averaged on the host; the largest level between its screen and the device's; the
    // colour image's full update, beside which the colour preview is compared.
    Stats previewHost, previewHostColour, updateColourFull;
    int screenError = 0;
    // The grey preview with the samples' own range (no automatic contrast: a clamped result).
    Stats previewOwnRange;
    bool previewed() const { return !lattice.full(); }
    double planMs = 0, error = 0;
    // A size never seen before, on a fresh context: plan, spectrum and first update, on the
    // size-generic kernels (-1 where the plan has none: work-group plans) and on its own, compiled
    // then (a build tag no cache holds).
    double firstGenericMs = -1, firstOwnMs = 0;
    double firstGlobalMs = -1; // work-group devices: the same on a plan of global passes only, built warm
    // Work-group devices, Kernels::Auto (firstGenericMs then): when the own plan was built in
    // the background (from the fresh context), the swap to it, and the two results' difference.
    double ownBuiltMs = -1, swapMs = -1;
    bool swapped = false;
    int swapLevels = 0;
    std::string plan;
    std::vector<StageTime> forwardStages;
    UpdateTiming updateStages;
    // --stages: the update with its mapping and download in one stripe (one after the other),
    // a colour update with both, and the link's rate for the update's bytes alone.
    Stats updateOneStripe, updateColour, updateColourOneStripe;
    Stats updateRowPairs; // rows of 4000 points or more in pairs, not as half-length lines
    // Strip plans: the update with the plane a buffer of its own, not in the spectrum's memory
    // (FilterPipeline::setPlaneInSpectrum), grey and colour, each timed beside the other.
    Stats updateShared, updateOwnPlane, updateColourShared, updateColourOwnPlane;
    // Strip plans: an image filtered once (passband filter: set, filtered, read back), in place
    // in the plan's spectrum buffer (FilterPipeline::filtersInPlace) / through a plane and a
    // spectrum apart, grey and colour, alternately.
    Stats onceInPlace, onceApart, onceColourInPlace, onceColourApart;
    bool onceFiltersInPlace = true; // whether the first did (the plan's side rows allow it)
    // A low-pass (auto mapping: clamp, no statistics), whose last row pass runs in the stripes
    // too; grey and colour, striped and in one stripe.
    Stats lowpass, lowpassOneStripe, lowpassColour, lowpassColourOneStripe;
    UpdateTiming lowpassStages, lowpassColourStages;
    UpdateTiming colourStages;
    double downloadAloneMs = 0, downloadBytes = 0;
};

// Device time of a plain download of `bytes` into pinned host memory (median of `repeat`):
// the link's rate, which an update's download is measured against.
double downloadAlone(ComputeContext& context, std::size_t bytes, int repeat)
{
    cl::Buffer device = context.buffer(CL_MEM_READ_WRITE, bytes, nullptr, "link test");
    cl::Buffer pinned = context.buffer(CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, bytes, nullptr, "link test");
    void* host = context.queue().enqueueMapBuffer(pinned, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, bytes);
    std::vector<double> times;
    for (int i = 0; i < repeat + 2; ++i) {
        cl::Event e;
        context.read(device, bytes, host, &e, "link test");
        if (i >= 2)
            times.push_back((e.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                             e.getProfilingInfo<CL_PROFILING_COMMAND_START>()) * 1e-6);
    }
    context.queue().enqueueUnmapMemObject(pinned, host);
    context.finish();
    return stats(times).median;
}

// The plan options --stages times beside the default, for a work-group plan: the column pass
// with one line per work-group through local memory, and with 2 or 4 lines in registers
// (fft_columns_wide); the three-pass layout; computed twiddles; lines of half the local length.
std::vector<std::pair<std::string, PlanOptions>> stageVariants(Size s)
{
    std::vector<std::pair<std::string, PlanOptions>> variants;
    for (int lines : {1, 2, 4}) {
        PlanOptions options;
        options.wideColumns = lines;
        variants.emplace_back(lines == 1 ? "columns one line per work-group" : "columns " + std::to_string(lines) +
                                  " lines in registers", options);
    }
    if (s.width >= 4000) {
        PlanOptions pairs;
        pairs.halfLengthLongRows = false;
        variants.emplace_back("rows in pairs (not half-length)", pairs);
    }
    PlanOptions transposed;
    transposed.transposeColumns = true;
    variants.emplace_back("three passes (columns after a transpose)", transposed);
    PlanOptions computed;
    computed.computedTwiddles = true;
    variants.emplace_back("computed twiddles", computed);
    if (s.width % 2 == 0 && s.height % 2 == 0) {
        PlanOptions halves;
        halves.strategy = PlanOptions::Strategy::WorkGroups;
        halves.maxLocalLength = std::max(s.width, s.height) / 2;
        variants.emplace_back("lines of at most half the local length", halves);
    }
    return variants;
}

Result measure(const DeviceInfo& device, Size s, int repeat, int display, bool stages)
{
    Result r;
    r.size = s;
    std::mt19937 generator(static_cast<unsigned>(s.width * 31 + s.height));
    std::uniform_int_distribution<int> value(1, 255);
    Image image;
    image.width = s.width;
    image.height = s.height;
    image.channels = 1;
    image.maxval = 255;
    image.samples.resize(static_cast<std::size_t>(s.width) * s.height, image.maxval);
    for (std::size_t i = 0; i < image.samples.size(); ++i)
        image.samples[i] = static_cast<std::uint16_t>(value(generator));
    const std::vector<float> pixels(image.samples.begin(), image.samples.end());

    // plan_ms: a fresh context, so every kernel of the size is built (the driver's own disk
    // cache, if it has one, may still be warm).
    {
        ComputeContext fresh(device);
        const auto start = Clock::now();
        Fft2d plan(fresh, s.width, s.height, kernelOptions());
        r.planMs = msSince(start);
    }

    {
        static int coldBuilds = 0; // a tag of its own for each: no cache, ours or the driver's, has it
        const auto tag = "-DPB_COLD_BUILD=" + std::to_string(::getpid()) + "_" + std::to_string(++coldBuilds);
        const auto firstResult = [&](PlanOptions options) {
            ComputeContext fresh(device);
            const auto start = Clock::now();
            FilterPipeline p(fresh, options);
            p.setImage(image);
            FilterSettings first;
            first.highpass = std::max(1, std::min(s.width, s.height) / 8);
            p.applyPinned(first);
            const double ms = msSince(start);
            return std::pair{ms, p.runsGenericKernels()};
        };
        PlanOptions generic;
        generic.kernels = PlanOptions::Kernels::Generic;
        generic.buildTag = tag; // where the plan is not generic, its own kernels cold too
        if (const auto [ms, ran] = firstResult(generic); ran) {
            r.firstGenericMs = ms;
        } else {
            // Work-group plans have no generic form yet. The plan a device without local memory
            // gets, one global pass per radix, builds only programs that no size is part of
            // (fft_passes.cl, layout.cl, bluestein.cl; kept by the drivers' caches after a first
            // size): what a generic first result on a GPU would cost (#48).
            PlanOptions global;
            global.maxLocalLength = 1;
            r.firstGlobalMs = firstResult(global).first;
            // The window's and the command line's way (Kernels::Auto; this program keeps no
            // kernel cache, so a fresh context knows no size): the first result on the stand-in
            // of global passes, its own plan built in the background, then swapped in between two
            // results, the image transformed again; the two results compared.
            ComputeContext fresh(device);
            PlanOptions automatic;
            automatic.kernels = PlanOptions::Kernels::Auto;
            const auto start = Clock::now();
            FilterPipeline p(fresh, automatic);
            p.setImage(image);
            FilterSettings first;
            first.highpass = std::max(1, std::min(s.width, s.height) / 8);
            first.mapping = OutputMapping::Clamp;
            const Image before = p.apply(first);
            r.firstGenericMs = msSince(start);
            if (p.runsGenericKernels()) {
                p.buildSpecialisedInBackground();
                while (fresh.buildingInBackground())
                    ::usleep(1000);
                r.ownBuiltMs = msSince(start);
                const auto swap = Clock::now();
                p.specialiseIfBuilt();
                r.swapMs = msSince(swap);
                const Image after = p.apply(first);
                r.swapped = !p.runsGenericKernels();
                for (std::size_t i = 0; i < before.samples.size(); ++i)
                    r.swapLevels = std::max(r.swapLevels, std::abs(int(before.samples[i]) - int(after.samples[i])));
            }
        }
        PlanOptions own;
        own.buildTag = tag + "_own";
        r.firstOwnMs = firstResult(own).first;
    }

    ComputeContext context(device);
    // A plan's forward: its error, its host-clock times and its stages' device times.
    const auto measureForward = [&](Fft2d& plan, Stats& forward, std::vector<StageTime>& stageTimes, double& error) {
        plan.upload(pixels.data());
        plan.forward();
        error = forwardError(pixels, s.width, s.height, plan.downloadSpectrum());
        forward = timeRuns(repeat, [&] {
            plan.forward();
            context.finish();
        });
        plan.setProfiling(true);
        plan.forward();
        stageTimes = plan.stageTimes();
        plan.setProfiling(false);
    };
    Fft2d plan(context, s.width, s.height, kernelOptions());
    r.plan = plan.describe();
    measureForward(plan, r.forward, r.forwardStages, r.error);
    if (stages && !usesStrips(device, s.width, s.height))
        for (const auto& [name, options] : stageVariants(s)) {
            Result::Variant v;
            v.name = name;
            Fft2d other(context, s.width, s.height, options);
            v.plan = other.describe();
            measureForward(other, v.forward, v.stages, v.error);
            r.variants.push_back(std::move(v));
        }

    FilterPipeline pipeline(context, kernelOptions());
    pipeline.setImage(image);
    FilterSettings settings;
    settings.highpass = std::max(1, std::min(s.width, s.height) / 8); // the seed's radius; auto: magnitude
    // The 8-bit pixels land in pinned host memory, as the window would take them.
    r.update = timeRuns(repeat, [&] { pipeline.applyPinned(settings); });
    pipeline.setProfiling(true);
    pipeline.applyPinned(settings);
    r.updateStages = pipeline.lastTiming();
    pipeline.setProfiling(false);
    FilterSettings low;
    low.lowpass = std::max(1, std::min(s.width, s.height) / 8);
    // An update in stripes (as the device says) and in one, with the striped one's stages.
    const auto stripedAndOne = [&](const FilterSettings& f, Stats& striped, Stats& one, UpdateTiming& t) {
        striped = timeRuns(repeat, [&] { pipeline.applyPinned(f); });
        pipeline.setProfiling(true);
        pipeline.applyPinned(f);
        t = pipeline.lastTiming();
        pipeline.setProfiling(false);
        pipeline.setDownloadStripes(1);
        one = timeRuns(repeat, [&] { pipeline.applyPinned(f); });
        pipeline.setDownloadStripes(0);
    };
    if (stages) {
        pipeline.setDownloadStripes(1);
        r.updateOneStripe = timeRuns(repeat, [&] { pipeline.applyPinned(settings); });
        pipeline.setDownloadStripes(0);
        stripedAndOne(low, r.lowpass, r.lowpassOneStripe, r.lowpassStages);
        r.downloadBytes = static_cast<double>(s.width) * s.height;
        r.downloadAloneMs = downloadAlone(context, static_cast<std::size_t>(s.width) * s.height, repeat);
        if (s.width >= 4000) {
            PlanOptions pairs;
            pairs.halfLengthLongRows = false;
            FilterPipeline other(context, pairs);
            other.setImage(image);
            r.updateRowPairs = timeRuns(repeat, [&] { other.applyPinned(settings); });
        }
    }

    // A colour image, as photos are, shown in a pane of `display` screen pixels: the samples
    // into host memory made once, as the update's pixels go into pinned memory, then averaged
    // for the pane as the window does.
    const double zoom = static_cast<double>(display) / std::max(s.width, s.height);
    const int shownWidth = std::max(1, static_cast<int>(std::lround(s.width * zoom)));
    const int shownHeight = std::max(1, static_cast<int>(std::lround(s.height * zoom)));
    r.lattice = latticeFor(s.width, s.height, shownWidth, shownHeight);
    Image colour = image;
    colour.channels = 3;
    colour.samples.resize(image.samples.size() * 3);
    for (std::size_t i = 0; i < colour.samples.size(); ++i)
        colour.samples[i] = image.samples[(i / 3 + (i % 3) * 7919) % image.samples.size()];
    // A colour photograph's full update, in stripes and in one, with its stages.
    const auto colourUpdate = [&] {
        stripedAndOne(low, r.lowpassColour, r.lowpassColourOneStripe, r.lowpassColourStages);
        stripedAndOne(settings, r.updateColour, r.updateColourOneStripe, r.colourStages);
    };
    if (r.previewed()) {
        r.cellsX = s.width / r.lattice.stepX;
        r.cellsY = s.height / r.lattice.stepY;
        // Each update as the window shows a magnitude with its automatic contrast; the others
        // beside it, run for run, so that none gets the quieter minutes.
        const auto preview = [&](int channels, Stats& host, Stats* ownRange) {
            std::vector<std::uint8_t> pixels(static_cast<std::size_t>(r.cellsX) * r.cellsY * channels);
            std::vector<std::uint8_t> shown(static_cast<std::size_t>(shownWidth) * shownHeight * channels);
            ScreenView view;
            view.width = shownWidth;
            view.height = shownHeight;
            view.stretch = kContrastSaturation / 2;
            view.stretchSamples = kContrastSamples;
            ScreenView own = view;
            own.stretch = 0;
            pipeline.sampledTo(settings, r.lattice, pixels.data()); // the preview plan, made once per lattice
            const auto average = [&] { // as the window did before #48: percentileRange() of the samples
                std::vector<float> taken;
                for (const std::size_t p : percentilePixels(pixels.size() / channels, channels, kContrastSamples))
                    for (int c = 0; c < channels; ++c)
                        taken.push_back(pixels[p * channels + c]);
                const auto [low, high] = percentilesOf(std::move(taken), false, 255, kContrastSaturation / 2);
                const std::vector<DisplayTransfer> transfers(static_cast<std::size_t>(channels), DisplayTransfer{low, high});
                SampleGrid<std::uint8_t> grid;
                grid.data = pixels.data();
                grid.cellsX = r.cellsX;
                grid.cellsY = r.cellsY;
                grid.channels = channels;
                grid.rowStride = static_cast<std::size_t>(r.cellsX) * channels;
                grid.width = s.width;
                grid.height = s.height;
                areaAverage(grid, transfers.data(), shownWidth, shownHeight, shown.data(),
                            static_cast<std::size_t>(shownWidth) * channels);
            };
            std::vector<double> onDevice, onHost, ownTimes;
            ScreenPixels screen;
            for (int k = 0; k < repeat + 2; ++k) {
                const auto t0 = Clock::now();
                screen = pipeline.sampledScreen(settings, r.lattice, view);
                const auto t1 = Clock::now();
                pipeline.sampledTo(settings, r.lattice, pixels.data());
                average();
                const auto t2 = Clock::now();
                if (ownRange)
                    pipeline.sampledScreen(settings, r.lattice, own);
                const auto t3 = Clock::now();
                if (k >= 2) { // two warm-up runs, as timeRuns() takes
                    onDevice.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
                    onHost.push_back(std::chrono::duration<double, std::milli>(t2 - t1).count());
                    ownTimes.push_back(std::chrono::duration<double, std::milli>(t3 - t2).count());
                }
            }
            for (std::size_t i = 0; i < shown.size(); ++i)
                r.screenError = std::max(r.screenError, std::abs(int(screen.levels[i]) - int(shown[i])));
            host = stats(onHost);
            if (ownRange)
                *ownRange = stats(ownTimes);
            return stats(onDevice);
        };
        r.preview = preview(1, r.previewHost, &r.previewOwnRange);
        pipeline.setImage(colour);
        r.previewColour = preview(3, r.previewHostColour, nullptr);
        r.updateColourFull = timeRuns(repeat, [&] { pipeline.applyPinned(settings); });
        // The samples are the full update's pixels (tested against float64 in tst_pipeline):
        // checked here too, on whatever device this runs, with a mapping of no statistics.
        FilterSettings clamp = settings;
        clamp.mapping = OutputMapping::Clamp;
        const Image full = pipeline.apply(clamp), samples = pipeline.sampled(clamp, r.lattice);
        for (int j = 0; j < r.cellsY; ++j)
            for (int i = 0; i < r.cellsX; ++i)
                for (int c = 0; c < 3; ++c)
                    r.previewError = std::max(
                        r.previewError,
                        std::abs(int(samples.at(i, j, c)) -
                                 int(full.at(i * r.lattice.stepX + r.lattice.stepX / 2, j * r.lattice.stepY + r.lattice.stepY / 2, c))));
    }
    if (stages) {
        if (!r.previewed())
            pipeline.setImage(colour);
        colourUpdate();
        if (usesStrips(device, s.width, s.height)) { // the two ways, alternately, one pipeline each
            const auto ownPlane = [&](const Image& picture, Stats& shared, Stats& own) {
                FilterPipeline a(context), b(context);
                b.setPlaneInSpectrum(false);
                a.setImage(picture);
                b.setImage(picture);
                std::vector<double> ta, tb;
                a.applyPinned(settings); // the first of each compiles
                b.applyPinned(settings);
                for (int i = 0; i < std::max(3, repeat); ++i)
                    for (auto [p, t] : {std::pair{&a, &ta}, std::pair{&b, &tb}}) {
                        const auto start = Clock::now();
                        p->applyPinned(settings);
                        t->push_back(msSince(start));
                    }
                shared = stats(ta);
                own = stats(tb);
            };
            ownPlane(image, r.updateShared, r.updateOwnPlane);
            ownPlane(colour, r.updateColourShared, r.updateColourOwnPlane);
            const auto once = [&](const Image& picture, Stats& inPlace, Stats& apart) {
                std::vector<double> ta, tb;
                for (int i = 0; i <= std::max(3, repeat); ++i) // the first of each compiles
                    for (const bool own : {false, true}) {
                        FilterPipeline p(context);
                        p.setFilterOnce(true);
                        p.setPlaneInSpectrum(!own);
                        const auto start = Clock::now();
                        p.setImage(picture);
                        if (!own)
                            r.onceFiltersInPlace = r.onceFiltersInPlace && p.filtersInPlace();
                        p.apply(settings);
                        if (i > 0)
                            (own ? tb : ta).push_back(msSince(start));
                    }
                inPlace = stats(ta);
                apart = stats(tb);
            };
            once(image, r.onceInPlace, r.onceApart);
            once(colour, r.onceColourInPlace, r.onceColourApart);
        }
    }
    return r;
}

// --stages: how an update's mapping and download overlap. The link's rate comes from a plain
// download of one grey image's bytes (`aloneMs`); each stripe's start and end are printed
// from the update's first recorded stage.
void printOverlap(const char* what, const Stats& striped, const Stats& oneStripe, const UpdateTiming& t,
                  double aloneMs, double aloneBytes)
{
    std::printf("  %s update %.4f ms in %d stripes%s, %.4f ms in one (host clock); device: inverse FFT %.4f, "
                "mapping %.4f + download %.4f = %.4f one after the other, %.4f from the first mapping to the last "
                "download's end",
                what, striped.median, t.stripes, t.rowStripes > 0 ? " (the last row pass in them too)" : "",
                oneStripe.median, t.inverseFftMs, t.mappingMs, t.downloadMs, t.mappingMs + t.downloadMs,
                t.mapAndDownloadSpanMs);
    if (aloneMs > 0)
        std::printf("; a plain download of %.1f MB takes %.4f ms (%.1f GB/s)", aloneBytes * 1e-6, aloneMs,
                    aloneBytes / aloneMs * 1e-6);
    std::printf("\n    timeline (ms from the first stage):");
    for (const UpdateTiming::Span& span : t.timeline)
        std::printf(" %s %.3f-%.3f;", span.stage.c_str(), span.startMs, span.endMs);
    std::printf("\n");
}

// The seed textbook's Table 6.1 for our kernels: device time of each stage of a forward and
// an inverse transform of a 512x512 image against the work-items per row.
void kernelTable(const DeviceInfo& device)
{
    const int n = 512;
    std::vector<float> pixels(static_cast<std::size_t>(n) * n);
    std::mt19937 generator(5);
    for (float& v : pixels)
        v = static_cast<float>(generator() % 255 + 1);
    const int sizes[] = {1, 16, 32, 64, 128, 256, 512};
    std::map<std::string, std::map<int, double>> table;
    std::vector<std::string> order;
    ComputeContext context(device);
    for (int local : sizes) {
        try {
            PlanOptions options;
            options.threadsPerRow = local;
            Fft2d plan(context, n, n, options);
            plan.upload(pixels.data());
            plan.forward();
            plan.inverse();
            context.finish();
            plan.setProfiling(true);
            plan.upload(pixels.data());
            const auto take = [&](const char* prefix) {
                for (const StageTime& t : plan.stageTimes()) {
                    const std::string name = t.stage == "upload" || t.stage == "download" ? t.stage : prefix + t.stage;
                    if (!table.count(name))
                        order.push_back(name);
                    table[name][local] += t.ms;
                }
            };
            plan.forward();
            take("forward ");
            plan.inverse();
            std::vector<float> back(pixels.size());
            plan.downloadReal(back.data());
            take("inverse ");
        } catch (const Error& e) {
            std::fprintf(stderr, "passband-bench: %d work-items per row: %s\n", local, e.what());
        }
    }
    std::printf("Table 6.1 for Passband's kernels: %dx%d image, device time in ms by work-items per row\n", n, n);
    std::printf("device: %s\n| stage |", device.name.c_str());
    for (int local : sizes)
        std::printf(" %d |", local);
    std::printf("\n| --- |");
    for (std::size_t i = 0; i < std::size(sizes); ++i)
        std::printf(" --- |");
    std::printf("\n");
    std::stable_sort(order.begin(), order.end(), [](const std::string& a, const std::string& b) {
        const auto rank = [](const std::string& s) { return s == "upload" ? 0 : s == "download" ? 2 : 1; };
        return rank(a) < rank(b);
    });
    for (const std::string& name : order) {
        std::printf("| %s |", name == "upload" ? "memory write (upload)" : name == "download" ? "memory read (download)" : name.c_str());
        for (int local : sizes) {
            const auto it = table[name].find(local);
            if (it == table[name].end())
                std::printf(" n/a |");
            else
                std::printf(" %.3f |", it->second);
        }
        std::printf("\n");
    }
}

} // namespace

int main(int argc, char** argv)
{
    // --gui: the window's benchmark, a program of its own (it needs Qt; this one must not).
    if (argc > 1 && std::strcmp(argv[1], "--gui") == 0) {
        std::string self(4096, '\0');
        const ssize_t length = readlink("/proc/self/exe", self.data(), self.size() - 1);
        self.resize(length > 0 ? static_cast<std::size_t>(length) : 0);
        const std::string gui = self.substr(0, self.rfind('/') + 1) + "passband-gui-bench";
        std::vector<char*> arguments{const_cast<char*>(gui.c_str())};
        for (int i = 2; i < argc; ++i)
            arguments.push_back(argv[i]);
        arguments.push_back(nullptr);
        execv(gui.c_str(), arguments.data());
        std::fprintf(stderr, "passband-bench: --gui runs %s, which is not there (it is built with the window)\n",
                     gui.c_str());
        return 2;
    }
    std::vector<Size> sizes = {{1024, 1024}, {2048, 2048}, {4096, 4096}, {1920, 1080}, {1366, 768}};
    std::string selector;
    int repeat = 20;
    int display = 512;
    bool json = false, markdown = false, stages = false, kernels = false, peers = true;
    try {
        for (int i = 1; i < argc; ++i) {
            const std::string arg = argv[i];
            const auto value = [&]() -> std::string {
                if (i + 1 >= argc)
                    throw Error(arg + " needs a value");
                return argv[++i];
            };
            if (arg == "--sizes")
                sizes = parseSizes(value());
            else if (arg == "--device")
                selector = value();
            else if (arg == "--repeat") {
                const std::string v = value();
                repeat = std::atoi(v.c_str());
                if (repeat < 1 || repeat > 100000)
                    throw Error("--repeat needs a whole number from 1 to 100000, not '" + v + "'");
            } else if (arg == "--display") {
                const std::string v = value();
                display = std::atoi(v.c_str());
                if (display < 1 || display > 65536)
                    throw Error("--display needs a whole number of screen pixels from 1 to 65536, not '" + v + "'");
            } else if (arg == "--json")
                json = true;
            else if (arg == "--markdown")
                markdown = true;
            else if (arg == "--stages")
                stages = true;
            else if (arg == "--kernels")
                kernels = true;
            else if (arg == "--no-peers")
                peers = false;
            else if (arg == "--generic")
                gKernels = PlanOptions::Kernels::Generic;
            else if (arg == "--help" || arg == "-h") {
                std::printf("usage: passband-bench [--sizes WxH,...] [--device D] [--repeat N] [--json | --markdown]\n"
                            "                      [--display N] [--stages] [--no-peers] [--kernels]\n"
                            "       passband-bench --gui [FILE] [options of passband-gui-bench: see --gui --help]\n"
                            "peers built in:");
                for (const std::string& p : bench::peersBuiltIn())
                    std::printf(" %s;", p.c_str());
                std::printf("\n");
                return 0;
            } else
                throw Error("unknown argument '" + arg + "' (see --help)");
        }
    } catch (const Error& e) {
        std::fprintf(stderr, "passband-bench: %s\n", e.what());
        return 2;
    }

    try {
        const std::vector<DeviceInfo> devices = listDevices();
        const DeviceInfo& device = devices[chooseDevice(devices, deviceSelector(selector))];
        if (kernels) {
            kernelTable(device);
            return 0;
        }
        if (markdown) {
            std::printf("Device: %s (%s, driver %s); medians of %d runs, ms; ratio = Passband / peer.\n\n",
                        device.name.c_str(), device.platformName.c_str(), device.driverVersion.c_str(), repeat);
            const std::vector<std::string> names = peers ? bench::peersBuiltIn() : std::vector<std::string>{};
            std::printf("| size | Passband forward | Passband update | display-sized update (%d px pane), as the pane shows it: grey / colour "
                        "| plan | new size's first result: generic / own, compiled | error |",
                        display);
            for (const std::string& p : names)
                std::printf(" %s forward / update (ratios) |", p.c_str());
            std::printf("\n| --- | --- | --- | --- | --- | --- | --- |");
            for (std::size_t i = 0; i < names.size(); ++i)
                std::printf(" --- |");
            std::printf("\n");
        } else if (!json) {
            std::printf("device: %s (%s)\n", device.name.c_str(), device.platformName.c_str());
        }
        for (const Size& s : sizes) {
            const Result r = measure(device, s, repeat, display, stages);
            std::vector<bench::PeerTiming> peerTimes;
            if (peers) {
                ComputeContext context(device);
                std::vector<float> pixels(static_cast<std::size_t>(s.width) * s.height);
                std::mt19937 generator(static_cast<unsigned>(s.width * 31 + s.height));
                for (float& v : pixels)
                    v = static_cast<float>(generator() % 255 + 1);
                peerTimes = bench::measurePeers(context.context(), device.device, context.queue(), s.width, s.height,
                                                pixels, repeat);
            }
            if (markdown) {
                std::printf("| %dx%d | %.3f [%.3f-%.3f] | %.3f [%.3f-%.3f] | ", s.width, s.height, r.forward.median,
                            r.forward.min, r.forward.max, r.update.median, r.update.min, r.update.max);
                if (!r.previewed())
                    std::printf("- (every pixel) |");
                else
                    std::printf("%.3f / %.3f at %dx%d; colour full update %.3f; ratios %.2f / %.2f (samples within %d; "
                                "host-averaged %.3f / %.3f, screens within %d; grey in its own range %.3f) |",
                                r.preview.median, r.previewColour.median, r.cellsX, r.cellsY, r.updateColourFull.median,
                                r.preview.median / r.update.median, r.previewColour.median / r.updateColourFull.median,
                                r.previewError, r.previewHost.median, r.previewHostColour.median, r.screenError,
                                r.previewOwnRange.median);
                std::printf(" %.0f | ", r.planMs);
                if (r.firstGlobalMs < 0 && r.firstGenericMs >= 0)
                    std::printf("%.0f / %.0f |", r.firstGenericMs, r.firstOwnMs);
                else if (r.firstGlobalMs >= 0)
                    std::printf("%.0f (global passes %.0f; own built %.0f, swapped%s in %.1f, within %d) / %.0f |",
                                r.firstGenericMs, r.firstGlobalMs, r.ownBuiltMs, r.swapped ? "" : " NOT", r.swapMs,
                                r.swapLevels, r.firstOwnMs);
                else
                    std::printf("- / %.0f |", r.firstOwnMs);
                std::printf(" %.1e |", r.error);
                for (const bench::PeerTiming& p : peerTimes) {
                    if (p.available)
                        std::printf(" %.3f / %.3f (%.2f / %.2f) |", p.forwardMs, p.updateMs, r.forward.median / p.forwardMs,
                                    r.update.median / p.updateMs);
                    else
                        std::printf(" %s |", p.note.c_str());
                }
                std::printf("\n");
            } else if (json) {
                std::printf("{\"width\": %d, \"height\": %d, \"device\": %s, \"forward_ms\": %.4f, \"update_ms\": %.4f, "
                            "\"plan_ms\": %.1f, \"first_generic_ms\": %.1f, \"first_own_cold_ms\": %.1f, \"first_global_ms\": %.1f, "
                            "\"own_built_ms\": %.1f, \"swap_ms\": %.2f, \"swap_level_error\": %d, \"error\": %.3g",
                            s.width, s.height, jsonString(device.name).c_str(), r.forward.median, r.update.median,
                            r.planMs, r.firstGenericMs, r.firstOwnMs, r.firstGlobalMs, r.ownBuiltMs, r.swapMs,
                            r.swapLevels, r.error);
                std::printf(", \"forward_min_ms\": %.4f, \"forward_max_ms\": %.4f, \"update_min_ms\": %.4f, "
                            "\"update_max_ms\": %.4f, \"repeat\": %d",
                            r.forward.min, r.forward.max, r.update.min, r.update.max, repeat);
                if (r.previewed())
                    std::printf(", \"preview_ms\": %.4f, \"preview_min_ms\": %.4f, \"preview_max_ms\": %.4f, "
                                "\"preview_colour_ms\": %.4f, \"preview_width\": %d, \"preview_height\": %d, \"display\": %d, "
                                "\"preview_level_error\": %d, \"update_colour_ms\": %.4f, \"preview_host_ms\": %.4f, "
                                "\"preview_host_colour_ms\": %.4f, \"screen_level_error\": %d, \"preview_own_range_ms\": %.4f",
                                r.preview.median, r.preview.min, r.preview.max, r.previewColour.median,
                                r.cellsX, r.cellsY, display, r.previewError, r.updateColourFull.median,
                                r.previewHost.median, r.previewHostColour.median, r.screenError,
                                r.previewOwnRange.median);
                std::printf(", \"peers\": [");
                for (std::size_t i = 0; i < peerTimes.size(); ++i) {
                    const bench::PeerTiming& p = peerTimes[i];
                    std::printf("%s{\"peer\": %s, \"available\": %s", i ? ", " : "", jsonString(p.peer).c_str(),
                                p.available ? "true" : "false");
                    if (p.available)
                        std::printf(", \"forward_ms\": %.4f, \"update_ms\": %.4f, \"forward_ratio\": %.3f, "
                                    "\"update_ratio\": %.3f",
                                    p.forwardMs, p.updateMs, r.forward.median / p.forwardMs, r.update.median / p.updateMs);
                    else
                        std::printf(", \"note\": %s", jsonString(p.note).c_str());
                    std::printf("}");
                }
                std::printf("]}\n");
            } else {
                std::printf("%dx%d  %s\n", s.width, s.height, r.plan.c_str());
                std::printf("  passband  forward %9.4f ms [%.4f..%.4f]  update %9.4f ms [%.4f..%.4f]  plan %.1f ms  "
                            "error %.2g\n",
                            r.forward.median, r.forward.min, r.forward.max, r.update.median, r.update.min, r.update.max,
                            r.planMs, r.error);
                if (r.firstGlobalMs < 0)
                    std::printf("  passband  a new size's first result %.0f ms on the size-generic kernels, %.0f ms on "
                                "its own compiled\n", r.firstGenericMs, r.firstOwnMs);
                else
                    std::printf("  passband  a new size's first result %.0f ms, its own kernels compiled; %.0f ms on a plan of "
                                "global passes (no kernel of its size); the window's way %.0f ms, its own plan built at "
                                "%.0f ms, swapped%s in %.1f ms, the results within %d levels\n",
                                r.firstOwnMs, r.firstGlobalMs, r.firstGenericMs, r.ownBuiltMs, r.swapped ? "" : " NOT",
                                r.swapMs, r.swapLevels);
                if (r.previewed())
                    std::printf("  passband  display-sized update %9.4f ms [%.4f..%.4f], colour %.4f ms (%dx%d for a %d px pane; "
                                "samples within %d levels of the full update); colour full update %.4f ms; averaged "
                                "on the host instead %.4f / %.4f ms (screens within %d levels); grey in its own range %.4f ms\n",
                                r.preview.median, r.preview.min, r.preview.max, r.previewColour.median,
                                r.cellsX, r.cellsY, display, r.previewError, r.updateColourFull.median,
                                r.previewHost.median, r.previewHostColour.median, r.screenError,
                                r.previewOwnRange.median);
                for (const bench::PeerTiming& p : peerTimes) {
                    if (p.available)
                        std::printf("  %-14s forward %9.4f ms (ratio %.2f)  update %9.4f ms (ratio %.2f)\n", p.peer.c_str(),
                                    p.forwardMs, r.forward.median / p.forwardMs, p.updateMs, r.update.median / p.updateMs);
                    else
                        std::printf("  %-14s %s\n", p.peer.c_str(), p.note.c_str());
                }
                if (stages) {
                    std::printf("  forward stages:");
                    for (const StageTime& t : r.forwardStages)
                        std::printf(" %s %.4f;", t.stage.c_str(), t.ms);
                    for (const Result::Variant& v : r.variants) {
                        std::printf("\n  forward, %s: %.4f ms, error %.2g (%s):", v.name.c_str(), v.forward.median,
                                    v.error, v.plan.c_str());
                        for (const StageTime& t : v.stages)
                            std::printf(" %s %.4f;", t.stage.c_str(), t.ms);
                    }
                    std::printf("\n  update stages: filter %.4f; inverse FFT %.4f (", r.updateStages.filterMs,
                                r.updateStages.inverseFftMs);
                    for (const StageTime& t : r.updateStages.inverseStages)
                        std::printf("%s%s %.4f", &t == &r.updateStages.inverseStages.front() ? "" : "; ", t.stage.c_str(),
                                    t.ms);
                    std::printf(")%s%s; mapping %.4f; download %.4f\n",
                                r.updateStages.filterFused ? ", filter fused into it" : "",
                                r.updateStages.statisticsFused ? ", statistics fused into it" : "",
                                r.updateStages.mappingMs, r.updateStages.downloadMs);
                    if (r.updateRowPairs.median > 0)
                        std::printf("  update with rows in pairs (not half-length) %.4f ms\n", r.updateRowPairs.median);
                    if (r.updateOwnPlane.median > 0)
                        std::printf("  update, the plane in the spectrum's memory / a buffer of its own (alternating): "
                                    "grey %.4f / %.4f ms, colour %.4f / %.4f ms\n",
                                    r.updateShared.median, r.updateOwnPlane.median, r.updateColourShared.median,
                                    r.updateColourOwnPlane.median);
                    if (r.onceApart.median > 0)
                        std::printf("  filtered once (set, filtered, read back), %s / the plane and spectrum "
                                    "apart (alternating): grey %.4f / %.4f ms, colour %.4f / %.4f ms\n",
                                    r.onceFiltersInPlace ? "in place" : "not in place (too tall)",
                                    r.onceInPlace.median, r.onceApart.median, r.onceColourInPlace.median,
                                    r.onceColourApart.median);
                    printOverlap("grey", r.update, r.updateOneStripe, r.updateStages, r.downloadAloneMs,
                                 r.downloadBytes);
                    printOverlap("colour", r.updateColour, r.updateColourOneStripe, r.colourStages,
                                 r.downloadAloneMs, r.downloadBytes);
                    printOverlap("grey low-pass", r.lowpass, r.lowpassOneStripe, r.lowpassStages, r.downloadAloneMs,
                                 r.downloadBytes);
                    printOverlap("colour low-pass", r.lowpassColour, r.lowpassColourOneStripe, r.lowpassColourStages,
                                 r.downloadAloneMs, r.downloadBytes);
                }
            }
            std::fflush(stdout);
        }
    } catch (const Error& e) {
        std::fprintf(stderr, "passband-bench: %s\n", e.what());
        return 1;
    }
    return 0;
}
