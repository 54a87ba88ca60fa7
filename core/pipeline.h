#pragma once
// The filtering pipeline on one device. Once per image: upload and forward FFT of every colour
// channel (the spectra stay on the device); the spectrum display image when asked for. Once per filter
// change: filter multiply, inverse FFT, mapping to the output depth, one download -- all
// enqueued back to back with no host wait until the download.
//
// Used by the command line and, from its worker thread, by the GUI, so both show the same
// numbers. Not thread-safe: one thread owns the pipeline and its ComputeContext.
#include "area_average.h" // ScreenPixels
#include "device.h"
#include "fft.h"
#include "filter.h"
#include "image.h"
#include "spectrum_range.h"
#include "lattice.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <set>

namespace passband {

// How a display-sized preview is shown (FilterPipeline::sampledScreen): the image fitted into
// width x height screen pixels, each channel's levels black to white over a range.
struct ScreenView {
    int width = 0, height = 0;
    // The colour channels' range: `range` where set (a float image's display range); else
    // where stretch > 0, the stretch and 1 - stretch quantiles of the samples as
    // percentileRange(samples, stretch, stretchSamples) takes them; else the output's own
    // range (0..maxval, or a float output's low..high). Alpha shows over its own range.
    bool hasRange = false;
    double low = 0, high = 0;
    double stretch = 0;
    std::size_t stretchSamples = kContrastSamples;
};

// Device time of the stages of the last apply(), in milliseconds (profiling must be on).
struct UpdateTiming {
    double filterMs = 0;
    double inverseFftMs = 0;
    double mappingMs = 0;
    double downloadMs = 0;
    double totalMs() const { return filterMs + inverseFftMs + mappingMs + downloadMs; }
    std::vector<StageTime> inverseStages; // the inverse FFT's, by stage (the filter's, if fused)
    bool filterFused = false;     // the filter multiply ran inside the inverse's first pass
    bool statisticsFused = false; // the mapping's min/max came from the inverse's last pass
    // Mapping and download in stripes on two queues (FilterPipeline::downloadStripes): the
    // stripes, and the device time from the first mapping's start to the last download's end,
    // against mappingMs + downloadMs run one after the other.
    int stripes = 1;
    int rowStripes = 0; // stripes of the last inverse pass as well (clamp mappings), or 0
    double mapAndDownloadSpanMs = 0;
    // Every recorded stage of the update, from its start, for a timeline (ms).
    struct Span {
        std::string stage;
        double startMs = 0, endMs = 0;
    };
    std::vector<Span> timeline;
};

class FilterPipeline {
public:
    // `options` pick the FFT plan's kernels; their strategy also picks the shape of the
    // filter and mapping kernels (vectors per work-item for strips, one bin per work-item
    // for work-groups). The defaults follow the device.
    explicit FilterPipeline(ComputeContext& context, const PlanOptions& options = {});
    ~FilterPipeline();
    FilterPipeline(const FilterPipeline&) = delete;
    FilterPipeline& operator=(const FilterPipeline&) = delete;

    ComputeContext& context() { return context_; }

    // Device memory the pipeline needs for an image of this shape; `sampleBytes` is 1 (8-bit),
    // 2 (16-bit) or 4 (float samples).
    static std::uint64_t deviceBytesFor(const DeviceInfo& device, int width, int height, int channels,
                                        int sampleBytes, const EdgeSettings& edges = {});

    // While on (set before setImage()), the image is filtered once, as a command filters a
    // file: apply() transforms each colour channel as it filters it, so one spectrum buffer
    // serves them all and, without measures, the uploaded samples are the image's only copy on
    // the device (README "Memory"). A second apply() or its kin then throws Error until the
    // next setImage(); so do spectrumImage() and previews. The update's timing includes the
    // forward transforms.
    void setFilterOnce(bool on) { once_ = on; }
    // Filtered once through one plane with periodic edges, a strip plan filters the plane where
    // it lies in its spectrum buffer, and no spectrum is kept beside it (Fft2d::filterInPlace):
    // whether the image set does.
    bool filtersInPlace() const;
    // Whether a plan's plane may live in its spectrum buffer (on by default; see
    // PlanOptions::planeInSpectrum); off, for benchmarks, a buffer of its own. Set before setImage().
    void setPlaneInSpectrum(bool on) { planeInSpectrum_ = on; }
    // Host memory that must stay free beside a CPU device's buffers when an image is set: the
    // window's results and pictures, and room for it to paint (Qt crashes when a pixmap cannot
    // be allocated). setImage() refuses an image that would leave less.
    void setHostReserve(std::uint64_t bytes) { hostReserve_ = bytes; }

    // Uploads the image and computes its spectra, with `edges` handled as README "Edges"
    // says. Throws Error for a malformed image, TooLargeError
    // (before allocating) when it does not fit the device. The FFT plan is kept while the
    // transformed size stays the same. On failure the pipeline holds no image.
    void setImage(const Image& image, const EdgeSettings& edges = {});
    // The same, holding the image until the next setImage() or releaseImage(): on a CPU device
    // its own samples are the device's original, where the other copies them (2 to 3 bytes a
    // pixel; docs/performance.md "Memory against pixels").
    void setImage(std::shared_ptr<const Image> image, const EdgeSettings& edges = {});
    // Filtered once (setFilterOnce) on a CPU device without measures, the same, taking the
    // image: its own samples become the device's pixel buffer and then apply()'s result, so
    // the image is never held twice (docs/performance.md "The command filters in place").
    // Otherwise it is set as setImage(image) sets it, and freed.
    void adoptImage(Image&& image, const EdgeSettings& edges = {});
    bool hasImage() const { return hasImage_; }
    // Frees the image's device buffers; the FFT plan stays for the next image of its size.
    void releaseImage();

    // Recomputes the spectra for other edge handling, from the
    // samples already on the device; apply() does this itself when its settings' edges
    // differ. Throws TooLargeError when that does not fit the device (checked before anything
    // changes); after a failure the pipeline goes back to the edges it had, or holds no image.
    void setEdges(const EdgeSettings& edges);
    // As setEdges, and whether the transform takes ln(1 + f) of the samples (homomorphic
    // filtering: apply() sets it from its settings, and the spectrum image follows).
    void setTransform(const EdgeSettings& edges, bool logDomain);
    bool logDomain() const { return logDomain_; }
    const EdgeSettings& edges() const { return edges_; }

    // S = log(1 + |F|) of the image (of its luminance for colour), centred like fftshift,
    // mapped linearly to 0..255 from the floor of spectrumRange() to the peak (black below):
    // an 8-bit grey image of the same size. F is the spectrum the
    // filter acts on, so it shows the edge handling. Computed when first asked for after the
    // spectra change (`passband filter` never asks, so never pays for it);
    // spectrumRevision() counts the changes. Throws Error with no image.
    const Image& spectrumImage();
    // The same image, shared (valid after the spectra change, unlike the reference).
    std::shared_ptr<const Image> sharedSpectrumImage();
    std::uint64_t spectrumRevision() const { return spectrumRevision_; }
    // How far below the peak the spectrum images show (core/spectrum_range.h); a change makes
    // them anew (a new revision) without a new transform.
    void setSpectrumRange(const SpectrumRange& range);
    const SpectrumRange& spectrumRange() const { return spectrumRange_; }
    // The spectrum image as a screen of width x height pixels shows it, made without it (README
    // "What the panes show"): each pixel the area average of the log magnitude over the part of
    // the spectrum it covers, mapped by the whole spectrum's range as spectrumImage() is (within
    // a level of the area average of that image). A pane shows this first; the full image is
    // made when nobody waits. Throws Error with no image.
    Image spectrumScreen(int width, int height);

    // The filtered image: same size, channels and sample type as the input (maxval, or float
    // samples with the input's low..high), alpha carried through.
    // Throws Error for invalid settings.
    Image apply(const FilterSettings& settings);
    // The same samples written straight into `destination`, interleaved as in the input:
    // width*height*channels bytes when maxval <= 255, else as many 16-bit values, or floats
    // for float images. The one
    // download of an update; nothing else is copied.
    void applyTo(const FilterSettings& settings, void* destination);
    // The same into page-locked ("pinned") host memory the pipeline owns, which a GPU fills by
    // DMA at full bus speed: returns the samples, valid until the next call or setImage().
    const void* applyPinned(const FilterSettings& settings);

    // Display-sized previews (README "What the panes show"). A preview is the output (filtered,
    // or removed: setOutput()) at a lattice of image pixels, every stepX-th across and stepY-th
    // down: sample (i, j) is the pixel (i stepX + stepX/2, j stepY + stepY/2), exactly as a full
    // update computes it, and stands for its stepX x stepY cell when the window area-averages
    // the samples for the screen (core/area_average.h). The filtered spectra on the device are
    // folded onto the lattice's grid (each frequency added to its alias, which keeps the
    // lattice's pixels exact) and a small inverse FFT does the rest, so a preview costs one read
    // of the spectra and a transform of the display's size, not the image's (core/lattice.h,
    // whose latticeFor() picks the lattice for a pane).
    //
    // The output on `lattice`: a (width / stepX) x (height / stepY) image with the image's
    // channels and maxval, mapped as apply() maps, the statistics of Normalize and Magnitude
    // taken over these samples; alpha from the same pixels. A full lattice is apply() itself.
    // Throws Error for invalid settings, or steps that do not divide the image's sides.
    Image sampled(const FilterSettings& settings, Lattice lattice);
    // The same samples written straight into `destination` (interleaved, as apply() writes them).
    void sampledTo(const FilterSettings& settings, Lattice lattice, void* destination);
    // The same samples as the pane shows them (core/area_average.h): area-averaged to the
    // view's screen pixels where they lie. What sampled() with screenImage() on the host
    // shows, to a level (rounding), without the samples' download. On a CPU device the host's
    // area average reads the samples in place (mapped, no copy); elsewhere a kernel averages
    // them and only the screen's pixels are downloaded, with automatic contrast's percentiles
    // found on the device for integer samples (float ones gather the listed samples, about
    // 200 000 x channels x 4 bytes, for the host to rank).
    ScreenPixels sampledScreen(const FilterSettings& settings, Lattice lattice, const ScreenView& view);
    // Which of the two averages the screen: the device's kernel (true, the default on GPUs),
    // or the host's over the mapped samples (false, the default on CPU devices). Tests hold
    // both to the host average.
    void setScreenAverageOnDevice(bool onDevice);
    // Whether the FFT plan a preview on `lattice` needs is made (the first preview of a lattice
    // builds it, which on a CPU takes as long as a few updates, or seconds where the driver
    // compiles kernels for the new size); prepareLattice() makes it and the preview's buffers
    // and runs its kernels once, ahead of the first preview.
    bool latticeReady(Lattice lattice) const;
    void prepareLattice(Lattice lattice);
    // Whether the current preview's folded spectra and planes live in the plan's spectrum
    // buffer (the update's work space, spent between updates) rather than buffers of their
    // own: where they fit, 8 bytes a bin of the folded half spectrum (the image's width, the
    // grid's rows) and 4 a sample per channel less (tests).
    bool previewInWorkSpace() const;

    // The filtered colour planes before mapping (the real part of the inverse DFT of F*H),
    // one per colour channel: for analysis and tests.
    std::vector<std::vector<float>> filteredPlanes(const FilterSettings& settings);

    // The smooth components of Smooth edge handling, one W x H plane per colour channel
    // (empty for other edges): for analysis and tests.
    std::vector<std::vector<float>> smoothComponents();

    // What apply() and its kin return: the filtered image, or what the filter removed from
    // it (input minus result, before mapping; mapped by FilterSettings::removedMapping()).
    // The measures describe the filtered image either way.
    enum class Output { Filtered, Removed };
    void setOutput(Output output) { output_ = output; }
    Output output() const { return output_; }

    // While `size` > 0, every applyTo() also computes the filter's impulse response, cropped
    // to size x size around the origin (at most the transformed grid): one more filter and
    // inverse FFT on the device, and a small read.
    void setImpulseSize(int size) { impulseSize_ = size; }
    const ImpulseResponse& lastImpulse() const { return impulse_; }

    // While on, every applyTo() also computes the radial power profile, before and after
    // the filter: one kernel per colour channel and a small read.
    void setRadialProfile(bool on) { radialProfile_ = on; }
    const RadialProfile& lastRadialProfile() const { return profile_; }

    // While on, every applyTo() (apply(), applyPinned()) also measures what it did; a few
    // small reductions on the device and one small read more per update.
    void setMeasuring(bool on) { measuring_ = on; }
    UpdateMeasures lastMeasures() const { return measures_; }

    // While on (the default), applyTo() and its kin compute the measures, radial profile and
    // impulse response asked for above, as part of the update. While off they leave them out,
    // and analyse() computes them afterwards: a window shows the result first, and skips the
    // analysis of a result the user has already moved past.
    void setAnalysisInline(bool on) { analysisInline_ = on; }
    // The measures, profile and impulse response asked for, of the last applyTo() (called with
    // the same settings, nothing else in between), into lastMeasures() and the others.
    // `result` is what that update gave: where the pipeline keeps no pixels between updates
    // (a CPU device handed the image itself, without alpha), the difference measures read it,
    // and a filtered output's measures need it (Error without it).
    void analyse(const FilterSettings& settings, const Image* result = nullptr);

    // Called with true before the pipeline makes an FFT plan of width x height (compiling its
    // kernels and, while a callback is set, running each once, so that drivers which compile
    // again per launch shape do it then, not in the first update), and with false after: a window can tell that from a
    // device that hangs. `compiles`: whether the plan builds kernels of its own for the size
    // (work-group plans, and strip plans on Kernels::Specialised); a CPU's strip plans on Auto
    // take the size-generic kernels or those the cache holds. Called on the pipeline's thread.
    using PreparingCallback = std::function<void(bool preparing, int width, int height, bool compiles)>;
    void setPreparingCallback(PreparingCallback callback) { preparing_ = std::move(callback); }

    // Asked between the long steps of setImage(): before the transforms, and between each
    // channel's forward passes, once the queue has done what came before. True gives the image
    // up there: setImage() throws Cancelled and holds no image. For an open the user cancels
    // while a large image's spectra are made (seconds each at 256 MP on a CPU). Null: never.
    void setStopCheck(std::function<bool()> stop) { stop_ = std::move(stop); }

    // Stripes of the mapping and download (UpdateTiming::stripes); 0 follows the device, as
    // downloadStripes() in pipeline.cpp says. For tests and benchmarks.
    void setDownloadStripes(int stripes) { forcedStripes_ = stripes; }
    // With PlanOptions::Kernels::Auto (the window's and the command line's), a plan of a size
    // whose own kernels were never built runs the size-generic ones (a CPU's strips) or stands in
    // as a plan of global passes (a GPU's work-group plans), so its first result waits for no
    // compile. buildSpecialisedInBackground() has the context build the plans' own programs, or
    // a GPU's own plan in a context of its own, on its background thread (for after a result);
    // specialiseIfBuilt() switches every plan whose programs are built to them and launches them
    // once (PoCL generates code at a kernel's first launch), and replaces a stand-in whose own
    // plan is built, transforming the image again from its copy on the device (previews' plans
    // are made again when next used), so that the next result needs no compile: true if it did.
    // Results are the same either way, to rounding. Both do nothing where nothing is generic or
    // standing in.
    void buildSpecialisedInBackground();
    bool specialiseIfBuilt();
    // Has the context build, on its background thread, the programs of any image's first result
    // that do not depend on the image (the size-generic transforms, the filter): for a window to
    // call before it reads its first image, so that the compile and the reading share the cores.
    void prebuildKernels();
    // Whether any plan runs generic kernels.
    bool runsGenericKernels() const;
    void setProfiling(bool on);
    UpdateTiming lastTiming() const { return timing_; }
    const Fft2d* plan() const { return plan_.get(); }

    struct Buffers;

private:
    // Allocates what depends on the transformed size and runs the forward transforms.
    void prepare(Buffers& b, const EdgeSettings& edges, bool logDomain);
    // plane = exp(plane) - 1 over n values, in the log domain (else nothing).
    void leaveLogDomain(Buffers& b, const cl::Buffer& plane, std::size_t n);
    void checkFits(int width, int height, int channels, int sampleBytes, const EdgeSettings& edges,
                   bool sharesOriginal, bool logDomain = false) const;
    std::uint64_t bytesAllocated(int width, int height, int channels, int sampleBytes, const EdgeSettings& edges,
                                 bool sharesOriginal, bool logDomain = false) const;
    // On a CPU device, whose buffers are host memory: refuses an image whose buffers would not
    // fit what the process can still take (free memory, its limits), before any is made.
    void checkHostMemory(int width, int height, int channels, int sampleBytes, const EdgeSettings& edges,
                         bool sharesOriginal = false) const;
    void setImage(const Image& image, const EdgeSettings& edges, std::shared_ptr<const Image> shared);
    std::shared_ptr<Image> adopting_; // the image adoptImage() is setting, while it does
    // Whether the original's samples are read from the host image itself (setImage()).
    bool sharesOriginal(bool shared) const;
    // Whether a kept image of `colour` channels passes them through one plane (prepare()).
    bool keepsOnePlane(int colour, const EdgeSettings& edges, bool logDomain) const;
    // Filtered once without analysis: every channel through one plane and the plan's spectrum.
    bool filtersWithOnePlane() const;
    std::uint64_t onePlaneBytesFor(const DeviceInfo& device, int width, int height, int channels, int sampleBytes,
                                   const EdgeSettings& edges) const;
    std::uint64_t hostReserve_ = 0; // setHostReserve()
    void computeSpectrumImage();
    void forwardChannel(Buffers& b, int c, const cl::Buffer& spectrum);
    // Kernels built on first use (cl::Error and KernelBuildError as any build).
    void needMeasureKernels(Buffers& b); // energy, difference, radial power
    void needEdgeKernels(Buffers& b);    // edge handling, the log domain, the impulse's crop
    void spectraChanged(); // the spectrum image is stale, a new revision
    // Filter multiply and inverse FFT of every colour channel into its plane.
    // With `analysis`, also the energy and radial profile kernels (as asked for); without
    // `inverse`, only the filter and those.
    // `afterChannel(c)` is called as each channel's plane is finished; `keepEvents` adds this
    // filter's stage events to those recorded since the last update; `channels` >= 0 filters
    // only the first that many colour channels.
    void enqueueFilter(const FilterSettings& settings, bool analysis, bool inverse = true,
                       const std::function<void(int)>& afterChannel = {}, bool keepEvents = false,
                       int channels = -1);
    // An update's work up to its download; returns whether the mapping took the statistics the
    // inverse left (UpdateTiming::statisticsFused).
    bool enqueueUpdate(const FilterSettings& settings);
    // Buffers::onePlane's update; true where the inverse reduced the planes for the mapping.
    bool enqueueOnePlane(const FilterSettings& settings, bool analysis);
    bool enqueueOnePlaneMapping(const FilterSettings& settings, Output output, bool analysis);
    bool oneRoundStats_ = false; // one plane's first round: its inverse reduces each channel
    void downloadUpdate(void* destination); // the samples, and the analysis asked for
    void collectTiming(std::vector<StageTime> inverseStages, bool statsUsed);
    void computeImpulseAsked(const FilterSettings& settings);
    static int mappingMode(const Buffers& b, OutputMapping mapping);
    // The colour planes (`pixels` each) mapped into the interleaved `out`; `timed`: as an
    // update's mapping stage. The short form maps the update's planes into its pixels.
    void enqueueMapping(Buffers& b, OutputMapping mapping, const std::vector<cl::Buffer>& planes, std::size_t pixels,
                        const cl::Buffer& out, bool timed, int stripes = 1);
    // `last`: the mapping whose pixels are downloaded, in stripes where downloadStripes() says.
    void enqueueMapping(Buffers& b, OutputMapping mapping, bool last);
    int downloadStripes(const Buffers& b) const;
    cl::Event enqueueMapRange(Buffers& b, int mode, const std::vector<cl::Buffer>& planes, std::size_t first,
                              std::size_t end, const cl::Buffer& out, bool timed);
    void enqueueStripedRows(Buffers& b, int mode, int stripes);
    bool deferLastRows_ = false; // enqueueFilter leaves the last channel's row pass to enqueueStripedRows
    int forcedStripes_ = 0;
    void enqueueDifference(Buffers& b); // the difference measure's partials, from the mapped result
    cl::Event* event(int stage); // a profiling event for a stage, or null when not profiling
    void enqueueStats(Buffers& b, const std::vector<cl::Buffer>& planes, int count, std::size_t pixels,
                      const std::function<cl::Event*()>& event);
    void readMeasures(Buffers& b);
    void readRadialProfile(Buffers& b);
    // The filter's impulse response into impulse_ (after the update's download).
    void computeImpulse(Buffers& b, const FilterSettings& settings);
    // Readies b.preview for previews on `lattice`: its plan, buffers and the column and row
    // factors of the fold.
    void preparePreview(Buffers& b, Lattice lattice);
    // On a CPU device: PreviewMemoryError, before anything is made, where what preparePreview()
    // would add does not fit beside the window's reserve (a window then updates exactly).
    void checkPreviewMemory(const Buffers& b, Lattice lattice) const;
    // Throws for a lattice the image cannot take; readies the edge handling of `settings`.
    void startSampling(const FilterSettings& settings, Lattice lattice);
    // The preview's samples left in its pixel buffer on the device (enqueued, not waited for).
    void enqueueSampled(const FilterSettings& settings, Lattice lattice);
    void enqueueSampled(const FilterSettings& settings, Lattice lattice, void* destination);
    Fft2d& previewPlan(int width, int height);
    // A plan made and run once, between the preparing callback's calls.
    std::unique_ptr<Fft2d> makePlan(int width, int height, const PlanOptions& options);
    // Work-group plans (GPUs) on Kernels::Auto whose own kernels no cache holds stand in with
    // the plan of global passes (whose programs no size is part of) until the own plan has been
    // built in the background (buildSpecialisedInBackground).
    bool standsIn(const PlanOptions& options) const;
    bool isStandIn(const Fft2d& plan, const PlanOptions& wanted) const;
    static std::string ownPlanKey(int width, int height, const PlanOptions& options);
    bool cpuShaped() const; // the kernels' shapes for a CPU (PlanOptions::Strategy, the device)
    std::string filterProgramOptions(bool longFrequencies) const; // fold.cl + filter.cl's
    std::vector<std::string> filterOptionsInUse() const;          // the image's, if one is set
    // (threshold, radius) arguments of the filter kernel for these settings on b's grid.
    // The filter kernel of `which` kind for `settings` (the shaping variant where they need
    // it, built on first use), its filter arguments set (FilterGain's kernel terms), `in` and
    // `out` its spectra: the caller enqueues it.
    enum class FilterKernel { Apply, Unit, Fold, Fused, FusedUnit };
    cl::Kernel* fusedFilterKernel(Buffers& b, const FilterSettings& settings);
    void finishPlane(Buffers& b, int channel, const cl::NDRange& imageRange);
    cl::Kernel& setFilterArguments(Buffers& b, FilterKernel which, const FilterSettings& settings, const cl::Buffer& in,
                                   const cl::Buffer& out);

    ComputeContext& context_;
    PlanOptions planOptions(const EdgeSettings& edges) const;
    PlanOptions options_;
    bool hasImage_ = false;
    bool once_ = false;         // setFilterOnce()
    // Stand-ins' own plans too large to build beside the image (buildSpecialisedInBackground):
    // made at the next result instead, by ownPlanKey.
    std::set<std::string> ownInForeground_;
    std::set<std::string> ownFailed_; // own plans that could not be made: their stand-ins serve
    bool screenOnDevice_ = true; // setScreenAverageOnDevice(): a GPU's; the constructor asks the device
    bool planeInSpectrum_ = true; // setPlaneInSpectrum()
    bool filteredOnce_ = false; // and filtered: the pixels are overwritten
    EdgeSettings edges_;
    bool logDomain_ = false;
    std::shared_ptr<const Image> spectrum_; // valid while !spectrumStale_
    bool spectrumStale_ = true;
    SpectrumRange spectrumRange_;
    std::uint64_t spectrumRevision_ = 0;
    std::unique_ptr<Fft2d> plan_;
    // Preview plans by size, the most recently used first; a few, so that moving between
    // ladder steps or edge handlings does not rebuild them.
    std::vector<std::unique_ptr<Fft2d>> previewPlans_;
    std::unique_ptr<Buffers> buffers_;
    bool profiling_ = false;
    UpdateTiming timing_;
    bool measuring_ = false;
    bool analysisInline_ = true;
    PreparingCallback preparing_;
    std::function<bool()> stop_; // setStopCheck()
    void stopIfAsked();
    Output output_ = Output::Filtered;
    int impulseSize_ = 0;
    bool radialProfile_ = false;
    RadialProfile profile_;
    ImpulseResponse impulse_;
    UpdateMeasures measures_;
};

} // namespace passband
