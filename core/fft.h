#pragma once
// 2D FFT plans for real single-precision images on one OpenCL device.
//
// Like FFTW: a plan is made once for a (width, height, device) -- it checks the size against
// the device, compiles its kernels and allocates every device buffer -- and is then executed
// many times without allocating. Execution only enqueues work on the context's in-order queue;
// nothing waits on the host between kernels.
//
// Conventions: forward F(u,v) = sum_xy f(x,y) exp(-2 pi i (ux/W + vy/H)), unnormalised;
// inverse includes 1/(W H). The real input is stored row-major (y*W + x). The spectrum is
// kept on the device as its Hermitian half, transposed: element (u, v) for u = 0..W/2 is at
// u*H + v. downloadSpectrum() expands it to the full W x H spectrum on the host.
#include "device.h"

#include <complex>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace passband {

// The largest prime factor the mixed-radix kernels handle (radices 2, 3, 4, 5, 7, 8, 11, 13);
// lengths with a larger one use Bluestein's algorithm.
constexpr int kLargestRadixPrime = 13;
// Width and height limits of a plan (a 1D transform is a plan of height 1), and of its
// pixel count; memory limits are checked against the device too.
constexpr int kMaxDimension = 1 << 20;
constexpr long long kMaxPlanPixels = 1ll << 30;

// Radices, in pass order, whose product is n (empty for n = 1); empty too when n has a
// prime factor above kLargestRadixPrime, which is what isSmooth() tells.
std::vector<int> radixSequence(int n);
bool isSmooth(int n);
// Bluestein's padded length for n: the smallest 7-smooth number >= 2n - 1.
int bluesteinLength(int n);

// Device time of one enqueued stage, from OpenCL profiling events.
struct StageTime {
    std::string stage;
    double ms = 0.0;
};

// How one axis of a plan is transformed (for reports and tests).
struct AxisPlan {
    // FourStep: lines too long for local memory as two local-memory steps of lengths
    // `split` (over strided points) and length / split (over contiguous runs).
    // HalfLength: real rows too long for local memory as complex lines of half the length
    // that fit (even and odd samples as real and imaginary parts); `radices` are the half's.
    // TwoHalves: columns too long for local memory whose half fits, as a radix-2 step on
    // registers and two local-memory transforms of half the length in one pass.
    enum class Method { LocalMemory, GlobalPasses, Bluestein, Strips, FourStep, HalfLength, TwoHalves };
    int length = 0;
    Method method = Method::LocalMemory;
    std::vector<int> radices;  // of `length`, or of the padded length for Bluestein
    int split = 0;             // FourStep only
    int paddedLength = 0;      // Bluestein only
    Method paddedMethod = Method::LocalMemory; // how the padded length is transformed
    int paddedSplit = 0;                       // and its split, when that is FourStep
    // Bluestein rows of a 2D plan in one pass each way, every step in local memory
    // (fft_r2c_rows_bluestein), where the padded length fits.
    bool fusedPass = false;
    // LocalMemory lines read across memory (a plan's columns): how many neighbouring lines a
    // work-group holds in registers and reads with one vector load per point (fft_columns_wide);
    // 0 where they go through local memory only (fft_columns_gather).
    int linesInRegisters = 0;
    std::string describe() const;
};

// Where an inverse transform's last pass leaves the (min, max, max |g|) partials of the plane
// it writes, as float4s from index `first` of `buffer` (mapping.cl's combine_stats finishes them).
struct PlaneStatsOut {
    const cl::Buffer* buffer = nullptr;
    int first = 0;
};

// Tuning knobs, mostly for tests and benchmarks; the defaults follow the device.
struct PlanOptions {
    // Longest row transformed in local memory; 0 lets the device's local memory decide.
    // A small value forces the global-pass and pack/split paths on any device.
    int maxLocalLength = 0;
    // Work-items per row of the local-memory kernels; 0 lets the plan choose. For measuring
    // the effect of the work-group size (passband-bench --kernels).
    int threadsPerRow = 0;
    // Whether lines too long for local memory take two local-memory steps (four-step) when
    // they factor into two lengths that fit; off leaves them to one global pass per radix.
    bool fourStep = true;
    // Which kernel family runs the plan. WorkGroups: whole rows in local memory shared by a
    // work-group, columns through a tiled transpose (GPUs). Strips: one work-item transforms
    // 8 lines at once in SIMD lanes, reading columns in place, no transpose (CPUs); when a
    // length needs Bluestein, the plan keeps the work-group layout (pack, transpose) but its
    // line transforms, Bluestein's padded ones included, still run as strips. Auto picks
    // Strips on a CPU device when no knob above is set.
    enum class Strategy { Auto, WorkGroups, Strips };
    Strategy strategy = Strategy::Auto;
    // Work-group plans read columns in place from the rows' row-major output where a column
    // fits local memory (two passes per transform). On: always through a tiled transpose, the
    // three-pass layout of earlier versions, for comparison in benchmarks and tests.
    bool transposeColumns = false;
    // Real rows that do not fit local memory but whose half does are transformed as complex
    // lines of half the length (one pass); off: packed in pairs and split by global passes.
    bool halfLengthRows = true;
    // And rows of 4000 points or more (kHalfLengthLongRow in fft.cpp) even where a pair fits.
    bool halfLengthLongRows = true;
    // Columns that do not fit local memory but whose half does take one pass in two halves
    // (TwoHalves); off: four-step or global passes after a transpose.
    bool twoHalfColumns = true;
    // The local-memory kernels compute their twiddles (cospi/sinpi) instead of reading a
    // table; for measuring which is faster on a device.
    bool computedTwiddles = false;
    // Columns read in place with neighbouring lines held in registers (fft_columns_wide):
    // 0 follows the rule (wideColumnLines() in fft.cpp), 1 never, 2 or 4 that many lines
    // wherever the kernel applies.
    int wideColumns = 0;
    // Bluestein rows in one pass each way where the padded length fits local memory; off:
    // pack, premultiply, transform, convolve, transform, postmultiply, split as separate passes.
    bool fusedBluestein = true;
    // Strip plans: the plane lives in the spectrum buffer's memory (realBuffer() is then made
    // only when first asked for). The inverse with a filter fused in (inverseFiltered) leaves
    // the plane there, row-major at pitch W, its rows written over the rows it reads: on a CPU
    // device, whose buffers are the process's memory, 4 bytes a pixel fewer. Ignored where a
    // block of rows could overwrite more than one strip of the next (images over about 7
    // times taller than wide: sharesPlane() says).
    bool planeInSpectrum = false;
    // With planeInSpectrum: the plan also filters the plane in place (Fft2d::filterInPlace), its
    // forward rows written over the rows they read, which may reach a little further into the
    // next block of rows than the inverse's do into the block before.
    bool filterInPlace = false;
    // Strip plans: from this many pixels, forward() with a setBetweenPasses() check cuts each
    // pass into bands and asks after each, so that a long open can be given up within a band:
    // about 16 a pass, each with a strip for every work-item (a band that kept cores idle would
    // slow every open). Smaller planes are asked only between their two passes. bandLines
    // (tests) sets the lines of a band instead, rounded up as the buffers' alignment needs.
    long long bandedFromPixels = 1 << 22;
    int bandLines = 0;
    // Where the strip kernels (CPUs) come from. Specialised: a program for each line length,
    // the length and its passes build constants (the fastest kernels, but a compile for each
    // new size). Generic: one program for every length (fft_strip.cl's STRIP_GENERIC), built
    // once per device and driver, until Fft2d::specialise(). Auto: for each length, specialised
    // where the context has that program or the kernel cache says it was built before
    // (ComputeContext::hasProgram), generic otherwise. Work-group plans (GPUs) are specialised.
    enum class Kernels { Specialised, Generic, Auto };
    Kernels kernels = Kernels::Specialised;
    // Added to the build options of the size's own programs (a harmless -D): for benchmarks, a
    // tag never used before makes every cache miss them, to time a cold compile of that size.
    std::string buildTag;
};

// The plan options of the window and the command line: each size's first result from the
// size-generic kernels where its own were never built (Kernels::Auto), the rest by default.
inline PlanOptions autoKernelOptions()
{
    PlanOptions options;
    options.kernels = PlanOptions::Kernels::Auto;
    return options;
}

// The size-generic strip programs (PlanOptions::Kernels): the line transforms' (its warm-up
// launches included) and, for each of `filterOptions`, the filtered inverse's.
std::vector<ProgramSource> genericStripPrograms(const std::vector<std::string>& filterOptions = {});

// Whether a plan of this size on `device` uses the strip kernels throughout (no transpose).
bool usesStrips(const DeviceInfo& device, int width, int height, const PlanOptions& options = {});

class Fft2d {
public:
    // Throws Error for a size outside 1..kMaxDimension, TooLargeError (before allocating
    // anything) when the plan does not fit the device, KernelBuildError, OpenClError.
    Fft2d(ComputeContext& context, int width, int height, const PlanOptions& options = {});
    ~Fft2d();
    Fft2d(const Fft2d&) = delete;
    Fft2d& operator=(const Fft2d&) = delete;

    int width() const { return width_; }
    int height() const { return height_; }
    const PlanOptions& options() const { return options_; } // as made
    int halfWidth() const { return width_ / 2 + 1; } // spectrum columns kept on the device
    const AxisPlan& rowPlan() const;
    const AxisPlan& columnPlan() const;
    // Whether the columns are transformed where the row pass leaves them, with no transpose
    // (work-group plans whose columns fit local memory; strip plans have none either).
    bool columnsInPlace() const;
    std::string describe() const;

    // Device memory of the plan's buffers, allocated by the constructor (all but a plane made
    // later by realBuffer()).
    std::uint64_t deviceBytes() const { return deviceBytes_; }
    // What a plan of this size would allocate on `device`, without allocating anything.
    static std::uint64_t deviceBytesFor(const DeviceInfo& device, int width, int height,
                                        const PlanOptions& options = {});

    // Bytes of a spectrum buffer (the half spectrum, with room for packed row pairs).
    static std::uint64_t spectrumBytesFor(int width, int height);
    // Whether a plan of this size and options keeps its plane in the spectrum buffer.
    static bool sharesPlane(const DeviceInfo& device, int width, int height, const PlanOptions& options);
    bool sharesPlane() const;
    bool filtersInPlace() const; // made with PlanOptions::filterInPlace, and sharing its plane

    // width*height floats; where the plane shares the spectrum's memory, a buffer of its own
    // made on first use (which may throw TooLargeError or OpenClError).
    const cl::Buffer& realBuffer();
    // Frees a plane realBuffer() made where the plane shares the spectrum's memory (no-op
    // elsewhere): for callers that no longer need one.
    void releaseRealBuffer();
    const cl::Buffer& spectrumBuffer() const { return spectrum_; } // halfWidth*height complex
    // Enqueues every kernel forward() and inverse() run, so that a runtime that compiles at
    // the first launch (PoCL) has done so; the plan's buffers hold nothing useful afterwards.
    void warmUp();

    // Called by forward() between its row and column passes, once the rows are enqueued, and on
    // a strip plan of PlanOptions::bandedFromPixels or more after each band of each pass: a
    // caller that may give up a long transform (a 256 MP plane's passes take seconds each on a
    // CPU) waits for the queue there and throws. Null (the default): nothing between them.
    void setBetweenPasses(std::function<void()> check);

    // Enqueue real -> spectrum, and spectrum -> real (the spectrum is overwritten).
    void forward();
    void inverse();
    void forward(const cl::Buffer& real, const cl::Buffer& spectrum);
    void inverse(const cl::Buffer& spectrum, const cl::Buffer& real, const PlaneStatsOut& stats = {});

    // Fusions for the filter pipeline (each 0 or null where a plan cannot):
    // statsPartials() is how many partials inverse() leaves with a PlaneStatsOut (its last pass
    // reduces the plane as it writes it: work-group and strip plans);
    int statsPartials() const;
    // filteredInverseKernel() is the inverse's first pass with a filter multiplied in as it
    // reads the spectrum: fft_columns_filtered, built with filter.cl and `filterOptions`
    // (work-group plans).
    // The caller sets its leading arguments as apply_filter's (the kept spectrum, any `out`,
    // W, H, the filter's); inverseFiltered() sets the rest and runs the whole inverse, leaving
    // the kept spectrum as it was. Strip plans whose plane shares the spectrum's memory have
    // one too (strip_columns_filtered); `real` may then be spectrumBuffer() itself.
    cl::Kernel filteredInverseKernel(const std::string& filterOptions);
    void inverseFiltered(cl::Kernel& columns, const cl::Buffer& real, const PlaneStatsOut& stats = {});
    // inverseFiltered() in two parts, so that an update can make its rows in stripes while
    // earlier stripes download: the first pass, then the rows [firstRow, endRow), firstRow a
    // multiple of rowStripeStep() (0 where the plan's row pass cannot run by ranges).
    void inverseFilteredColumns(cl::Kernel& columns);
    void inverseRows(const cl::Buffer& real, int firstRow, int endRow, const PlaneStatsOut& stats = {});
    int rowStripeStep() const;
    // An image filtered once through a plan made to (PlanOptions::filterInPlace): the plane in
    // spectrumBuffer() (row-major, pitch W) is filtered where it lies, and no spectrum is kept.
    // inPlaceFilterKernel() is strip_columns_rm_filtered, built as filteredInverseKernel() is
    // and set up by the caller likewise (its kept spectrum spectrumBuffer() too);
    // filterInPlace() runs the forward rows in place, that kernel (the columns' forward, the
    // filter, the columns' inverse), and the inverse rows in place, leaving the plane there.
    cl::Kernel inPlaceFilterKernel(const std::string& filterOptions);
    void filterInPlace(cl::Kernel& columns, const PlaneStatsOut& stats = {});

    // Whether any of the plan's line transforms runs generic kernels (PlanOptions::kernels);
    // the programs that specialise() takes, those of the filtered inverse for each of
    // `filterOptions` with them; and the switch to them, building any the context lacks.
    // specialise() launches the new kernels once over nothing (no buffer is touched), so that
    // their first real launch generates no code. Kernels handed out before
    // (filteredInverseKernel(), inPlaceFilterKernel()) stay as they were: a caller asks for them
    // again. Both kinds compute the same transform, to rounding.
    bool generic() const;
    std::vector<ProgramSource> specialisedPrograms(const std::vector<std::string>& filterOptions = {}) const;
    void specialise();
    // For a plan on generic kernels: its own programs queued on the context's background thread
    // (ComputeContext::buildInBackground), and specialise() once the context has them all
    // (true if it switched). Nothing for a plan on its own kernels.
    void buildOwnInBackground(const std::vector<std::string>& filterOptions = {});
    bool specialiseIfBuilt(const std::vector<std::string>& filterOptions = {});

    // Blocking host transfers of the plan's own buffers.
    void upload(const float* pixels);
    void downloadReal(float* pixels);
    std::vector<std::complex<float>> downloadHalfSpectrum(); // u*H + v, u <= W/2
    std::vector<std::complex<float>> downloadSpectrum();     // full, row-major v*W + u

    // While on, every enqueued stage records an event; stageTimes() waits for the queue and
    // returns (and forgets) the device time of each stage recorded since the last call.
    void setProfiling(bool on);
    std::vector<StageTime> stageTimes();

    struct Impl;

private:
    bool forwardInBands(const cl::Buffer& real, const cl::Buffer& spectrum);
    int width_;
    int height_;
    PlanOptions options_;
    std::uint64_t deviceBytes_ = 0;
    cl::Buffer real_; // null until realBuffer() where the plane shares the spectrum's memory
    cl::Buffer spectrum_;
    std::unique_ptr<Impl> impl_;
};

} // namespace passband
