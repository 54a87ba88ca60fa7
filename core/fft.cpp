#include "fft.h"

#include "errors.h"
#include "filter_gain.h"
#include "host_fft.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <sstream>

namespace passband {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr std::uint64_t kComplexBytes = 8;        // one float2
constexpr std::uint64_t kLocalRowBudget = 256 * 1024; // longest row kept in local memory, bytes
constexpr int kTargetGroupSize = 256;
constexpr int kMaxPrivateElements = 32;
// fft_columns_wide: points each work-item transforms per line, and the most points it may hold
// in registers over all its lines (40 float2 = 80 registers, leaving the rest of NVIDIA's 255
// for addresses and a butterfly's temporaries).
constexpr int kWideElementsPerThread = 8;
constexpr int kWideRegisterPoints = 40;
// Real rows this long or longer run as complex lines of half the length even where a pair of
// rows fits local memory: a pair's line then takes 32 KB or more, so fewer work-groups share a
// multiprocessor (H100: 4096-point rows 86 -> 75 us, 4000-point 66 -> 62; at 2048 points and
// below pairs were as fast or faster; docs/performance.md).
constexpr int kHalfLengthLongRow = 4000;
constexpr std::uint64_t kBluesteinChunkBytes = 32ull << 20;
// Scratch of the strip kernels: 2 areas x (re, im) float8 per point, for each work-item.
constexpr std::uint64_t kStripScratchBytesPerPoint = 4 * 8 * sizeof(float);

std::string mib(std::uint64_t bytes)
{
    std::ostringstream s;
    s.setf(std::ios::fixed);
    s.precision(bytes < (10ull << 20) ? 2 : 0);
    s << static_cast<double>(bytes) / (1 << 20) << " MiB";
    return s.str();
}

int ceilDiv(int a, int b) { return (a + b - 1) / b; }
std::size_t roundUp(std::size_t a, std::size_t b) { return (a + b - 1) / b * b; }

// Work-group shape of the local-memory kernel for one row length.
struct LocalShape {
    int threads = 1;      // work-items per row
    int rowsPerGroup = 1;
    int maxElements = 1;  // private float2 per work-item
    bool padded = false;  // local rows padded against bank conflicts (PAD)
    bool feasible = false;
};

// Local points a line of n takes in fft_local.cl (LPITCH): padded, one point after every 16
// against bank conflicts, and one more between lines.
std::uint64_t localPoints(int n, bool padded)
{
    return static_cast<std::uint64_t>(n) + (padded ? (n - 1) / 16 : 0) + 1;
}

// `padding`: points of local memory each row takes beyond localPoints(n).
LocalShape localShape(const DeviceInfo& device, int n, const std::vector<int>& radices,
                      int elementsPerThread, const PlanOptions& options, int padding = 0)
{
    LocalShape shape;
    const std::uint64_t budget = std::min<std::uint64_t>(device.localMemBytes, kLocalRowBudget);
    // Padded where a padded line fits; a line that fits only unpadded keeps the local path.
    shape.padded = kComplexBytes * (localPoints(n, true) + padding) <= budget;
    const std::uint64_t rowBytes = kComplexBytes * (localPoints(n, shape.padded) + padding);
    const int maxGroup = static_cast<int>(std::min<std::size_t>(device.maxWorkGroupSize, 1024));
    if (rowBytes > budget || maxGroup < 1 || (options.maxLocalLength > 0 && n > options.maxLocalLength))
        return shape;
    const bool forced = options.threadsPerRow > 0;
    shape.threads = forced ? std::min(options.threadsPerRow, maxGroup)
                           : std::max(1, std::min(ceilDiv(n, elementsPerThread), maxGroup));
    shape.maxElements = 1;
    for (int r : radices)
        shape.maxElements = std::max(shape.maxElements, ceilDiv(n / r, shape.threads) * r);
    if (shape.maxElements > (forced ? 1024 : kMaxPrivateElements))
        return shape;
    const int byThreads = forced ? 1 : std::max(1, std::min(kTargetGroupSize, maxGroup) / shape.threads);
    const int byMemory = static_cast<int>(std::max<std::uint64_t>(1, budget / rowBytes));
    shape.rowsPerGroup = std::max(1, std::min({byThreads, byMemory, 64}));
    shape.feasible = true;
    return shape;
}

// 8 to 32 points per work-item; rows past 8192 points take up to 1024 work-items.
int defaultElementsPerThread(int n)
{
    return n <= 8192 ? std::max(8, ceilDiv(n, kTargetGroupSize)) : std::max(16, ceilDiv(n, 1024));
}

// The four-step kernels' rows need no padding beyond every line's (localPoints).
constexpr int kFourStepPadding = 0;

bool fitsLocal(const DeviceInfo& device, int n, const PlanOptions& options, int padding = 0)
{
    return localShape(device, n, radixSequence(n), defaultElementsPerThread(n), options, padding).feasible;
}

// The first-step length of a four-step split of n into two lengths that both fit local
// memory, as near sqrt(n) as possible (the steps then cost the same); 0 when there is none.
int fourStepSplit(const DeviceInfo& device, int n, const PlanOptions& options)
{
    if (!options.fourStep)
        return 0;
    for (int d = static_cast<int>(std::sqrt(static_cast<double>(n))); d >= 2; --d)
        if (n % d == 0 && fitsLocal(device, d, options, kFourStepPadding) &&
            fitsLocal(device, n / d, options, kFourStepPadding))
            return d;
    return 0;
}

// Whether smooth line lengths take the strip kernels (see PlanOptions::Strategy).
bool stripsPreferred(const DeviceInfo& device, const PlanOptions& options)
{
    switch (options.strategy) {
    case PlanOptions::Strategy::Strips:
        return true;
    case PlanOptions::Strategy::WorkGroups:
        return false;
    case PlanOptions::Strategy::Auto:
        break;
    }
    return (device.type & CL_DEVICE_TYPE_CPU) && options.maxLocalLength == 0 && options.threadsPerRow == 0;
}

// Work-items of the strip kernels (each with its own scratch): enough to keep every compute
// unit busy with a few strips each, bounded so the scratch stays small.
int stripWorkers(const DeviceInfo& device) { return static_cast<int>(std::clamp(4u * device.computeUnits, 1u, 64u)); }

std::uint64_t stripScratchBytes(const DeviceInfo& device, int longestLine)
{
    return kStripScratchBytesPerPoint * static_cast<std::uint64_t>(longestLine) *
           static_cast<std::uint64_t>(stripWorkers(device));
}

AxisPlan planAxis(const DeviceInfo& device, int n, const PlanOptions& options)
{
    AxisPlan plan;
    plan.length = n;
    if (!isSmooth(n)) {
        plan.method = AxisPlan::Method::Bluestein;
        plan.paddedLength = bluesteinLength(n);
        const AxisPlan padded = planAxis(device, plan.paddedLength, options);
        plan.radices = padded.radices;
        plan.paddedMethod = padded.method;
        plan.paddedSplit = padded.split;
        return plan;
    }
    plan.radices = radixSequence(n);
    if (stripsPreferred(device, options)) {
        plan.method = AxisPlan::Method::Strips;
    } else if (fitsLocal(device, n, options)) {
        plan.method = AxisPlan::Method::LocalMemory;
    } else if ((plan.split = fourStepSplit(device, n, options)) > 0) {
        plan.method = AxisPlan::Method::FourStep;
    } else {
        plan.method = AxisPlan::Method::GlobalPasses;
    }
    return plan;
}

std::vector<cl_float2> twiddleTable(int n)
{
    std::vector<cl_float2> table(static_cast<std::size_t>(n));
    for (int m = 0; m < n; ++m) {
        const double angle = -2.0 * kPi * m / n;
        table[m].s[0] = static_cast<float>(std::cos(angle));
        table[m].s[1] = static_cast<float>(std::sin(angle));
    }
    return table;
}

cl::Buffer twiddleBuffer(ComputeContext& ctx, int n)
{
    const std::vector<cl_float2> table = twiddleTable(n);
    return ctx.buffer(CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, table.size() * sizeof(cl_float2), table.data(),
                      "twiddle");
}

// Build options of the pass list every FFT kernel file takes: N, NP, and radix R<p> and span
// L<p> (the product of the earlier radices) of each pass.
std::string passOptions(int n, const std::vector<int>& radices)
{
    std::ostringstream options;
    options << "-DN=" << n << " -DNP=" << radices.size();
    int span = 1;
    for (std::size_t p = 0; p < radices.size(); ++p) {
        options << " -DR" << p << "=" << radices[p] << " -DL" << p << "=" << span;
        span *= radices[p];
    }
    return options.str();
}

// Bytes of the twiddle tables of a direct (not Bluestein) transform of length n.
std::uint64_t twiddleBytes(int n, AxisPlan::Method method, int split)
{
    const std::uint64_t tables = method == AxisPlan::Method::FourStep ? n + split + n / split : n;
    return kComplexBytes * tables;
}

// Whether a direct transform needs a scratch buffer the size of its lines.
bool needsScratch(AxisPlan::Method method)
{
    return method == AxisPlan::Method::GlobalPasses || method == AxisPlan::Method::FourStep;
}

// Bytes a direct (not Bluestein) transform of length n allocates for itself.
std::uint64_t directBytes(const DeviceInfo& device, int n, AxisPlan::Method method, int split)
{
    return twiddleBytes(n, method, split) + (method == AxisPlan::Method::Strips ? stripScratchBytes(device, n) : 0);
}

// Bytes a line transform of length n over up to maxRows rows allocates for itself.
std::uint64_t lineBytes(const DeviceInfo& device, const AxisPlan& plan, int maxRows)
{
    if (plan.method != AxisPlan::Method::Bluestein)
        return directBytes(device, plan.length, plan.method, plan.split);
    const std::uint64_t m = plan.paddedLength;
    const std::uint64_t chunk =
        std::clamp<std::uint64_t>(kBluesteinChunkBytes / (m * kComplexBytes), 1, maxRows);
    const std::uint64_t work = chunk * m * kComplexBytes;
    return kComplexBytes * (plan.length + m) + directBytes(device, plan.paddedLength, plan.paddedMethod, plan.paddedSplit) +
           work + (needsScratch(plan.paddedMethod) ? work : 0);
}

} // namespace

// ---------------------------------------------------------------------------------------
// Factorisation

std::vector<int> radixSequence(int n)
{
    std::vector<int> radices;
    if (n < 1)
        return radices;
    int twos = 0;
    while (n % 2 == 0) {
        n /= 2;
        ++twos;
    }
    // Radix 8 as far as it goes; a remainder of 2^1 or 2^2 becomes a 4 (or 4 x 4 from 8 x 2).
    int eights = twos / 3;
    const int rest = twos % 3;
    if (rest == 1 && eights > 0) {
        --eights;
        radices.push_back(4);
        radices.push_back(4);
    } else if (rest == 1) {
        radices.push_back(2);
    } else if (rest == 2) {
        radices.push_back(4);
    }
    radices.insert(radices.begin(), eights, 8);
    for (int p : {3, 5, 7, 11, 13}) {
        while (n % p == 0) {
            n /= p;
            radices.push_back(p);
        }
    }
    if (n != 1)
        return {};
    return radices;
}

bool isSmooth(int n) { return n == 1 || !radixSequence(n).empty(); }

int bluesteinLength(int n)
{
    // 7-smooth rather than a power of two: up to about 1.5x fewer points (683 pads to 1372,
    // not 2048), and radices 3, 5 and 7 cost little more per point than 2, 4 and 8.
    const auto sevenSmooth = [](int m) {
        for (int p : {2, 3, 5, 7})
            while (m % p == 0)
                m /= p;
        return m == 1;
    };
    int m = std::max(1, 2 * n - 1);
    while (!sevenSmooth(m))
        ++m;
    return m;
}

bool usesStrips(const DeviceInfo& device, int width, int height, const PlanOptions& options)
{
    return isSmooth(width) && isSmooth(height) && stripsPreferred(device, options);
}

std::string AxisPlan::describe() const
{
    std::ostringstream s;
    const auto radixList = [&] {
        std::ostringstream r;
        for (std::size_t i = 0; i < radices.size(); ++i)
            r << (i ? "x" : "") << radices[i];
        return radices.empty() ? std::string("1") : r.str();
    };
    switch (method) {
    case Method::LocalMemory:
        s << length << " (local memory, radix " << radixList() << ")";
        break;
    case Method::GlobalPasses:
        s << length << " (" << radices.size() << " global passes, radix " << radixList() << ")";
        break;
    case Method::Strips:
        s << length << " (strips of 8 lines, radix " << radixList() << ")";
        break;
    case Method::HalfLength:
        s << length << " (as " << length / 2 << " complex points in local memory, radix " << radixList() << ")";
        break;
    case Method::TwoHalves:
        s << length << " (two halves of " << length / 2 << " in local memory, radix 2 then " << radixList() << ")";
        break;
    case Method::FourStep:
        s << length << " (four-step " << split << " x " << length / split << " in local memory, radix "
          << radixList() << ")";
        break;
    case Method::Bluestein:
        s << length << " (Bluestein via " << paddedLength;
        if (paddedMethod == Method::LocalMemory)
            s << " in local memory";
        else if (paddedMethod == Method::Strips)
            s << " in strips";
        else if (paddedMethod == Method::FourStep)
            s << " in four steps " << paddedSplit << " x " << paddedLength / paddedSplit;
        else
            s << " in global passes";
        s << ", radix " << radixList() << (fusedPass ? ", in one pass" : "") << ")";
        break;
    }
    if (linesInRegisters > 0) {
        std::string text = s.str();
        text.insert(text.size() - 1, ", " + std::to_string(linesInRegisters) + " lines per work-group in registers");
        return text;
    }
    return s.str();
}

// ---------------------------------------------------------------------------------------
// Plan internals

namespace {

// Events of the enqueued stages, when profiling is on.
struct Profiler {
    bool enabled = false;
    std::vector<std::pair<std::string, cl::Event>> events;

    cl::Event* next(const std::string& stage)
    {
        if (!enabled)
            return nullptr;
        events.emplace_back(stage, cl::Event());
        return &events.back().second;
    }
};

template <typename... Args>
void setKernelArgs(cl::Kernel& kernel, const Args&... args)
{
    cl_uint index = 0;
    try {
        (kernel.setArg(index++, args), ...);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Setting a kernel argument");
    }
}

cl::Kernel makeKernel(const cl::Program& program, const char* name)
{
    try {
        return cl::Kernel(program, name);
    } catch (const cl::Error& e) {
        throwOpenClError(e, std::string("Creating kernel ") + name);
    }
}

// Line FFTs of one smooth length N by the strip kernels (fft_strip.cl): each work-item
// transforms 8 lines at once in the lanes of float8 vectors, in its own scratch area.
class StripFft {
public:
    static constexpr int kLanes = 8;

    // Generic kernels (PlanOptions::Kernels): the program of every length (fft_strip.cl's
    // STRIP_GENERIC), its length and passes set as arguments, until specialise().
    StripFft(ComputeContext& ctx, int n, Profiler& profiler, std::string label,
             PlanOptions::Kernels kernels = PlanOptions::Kernels::Specialised, std::string buildTag = {})
        : ctx_(ctx), profiler_(profiler), label_(std::move(label)), buildTag_(std::move(buildTag))
    {
        plan_.length = n;
        plan_.method = AxisPlan::Method::Strips;
        plan_.radices = radixSequence(n);
        generic_ = kernels == PlanOptions::Kernels::Generic ||
                   (kernels == PlanOptions::Kernels::Auto && !ctx.hasProgram(ownProgram()));
        try {
            twiddles_ = twiddleBuffer(ctx, n);
        } catch (const cl::Error& e) {
            throwOpenClError(e, "Preparing the FFT of length " + std::to_string(n));
        }
        makeKernels();
    }

    const AxisPlan& plan() const { return plan_; }
    bool generic() const { return generic_; }
    // The program this length's kernels come from, once specialised.
    ProgramSource ownProgram() const { return {{"radix.cl", "fft_strip.cl"}, ownOptions(), &StripFft::warmOwnProgram}; }
    static ProgramSource genericProgram()
    {
        return {{"radix.cl", "fft_strip.cl"}, kGenericStrips, &StripFft::warmGenericProgram};
    }
    static ProgramSource genericFilteredProgram(const std::string& filterOptions)
    {
        return {{"radix.cl", "fold.cl", "filter.cl", "fft_strip.cl"}, std::string(kGenericStrips) + " " + filterOptions,
                &StripFft::warmGenericFiltered};
    }
    // Its own program's kernels from now on (built now unless the context has it already),
    // launched once over nothing, so that a driver that generates code at the first launch
    // (PoCL) has done so; no buffer is touched.
    void specialise()
    {
        if (!generic_)
            return;
        generic_ = false;
        try {
            makeKernels(); // builds the program before it replaces any kernel
        } catch (...) {
            generic_ = true; // still the generic kernels, tried again at the next switch
            throw;
        }
        warmUp(twiddles_, twiddles_);
    }

    // In-place FFT of `lines` contiguous lines.
    void enqueueLines(const cl::Buffer& data, int lines, bool inverse, const cl::Buffer& scratch, int workers)
    {
        setKernelArgs(c2c_, data, lines, inverse ? 1 : 0, scratch, twiddles_);
        run(c2c_, ceilDiv(lines, kLanes), workers, "strip FFT");
    }

    // Real rows -> transposed half spectrum (bin k of row y at k*stride + y).
    void enqueueRealToHalf(const cl::Buffer& real, const cl::Buffer& out, int rows, int stride,
                           const cl::Buffer& scratch, int workers)
    {
        setKernelArgs(r2c_, real, out, rows, stride, scratch, twiddles_);
        run(r2c_, ceilDiv(rows, 2 * kLanes), workers, "strip real-to-complex FFT");
    }

    // Transposed half spectrum -> real rows times `scale`; with `stats`, each work-item's
    // (min, max, max |g|) of what it writes into the stats buffer (statsPartials() of them).
    void enqueueHalfToReal(const cl::Buffer& in, const cl::Buffer& real, int rows, int stride, float scale,
                           const cl::Buffer& scratch, int workers, const PlaneStatsOut& stats = {})
    {
        setKernelArgs(c2r_, in, real, rows, stride, scale, scratch, twiddles_);
        setStatsArgs(c2r_, stats);
        run(c2r_, ceilDiv(rows, 2 * kLanes), workers, "strip complex-to-real FFT");
    }
    // How many work-items enqueueHalfToReal() runs, each leaving one partial.
    static int statsPartials(int rows, int workers) { return items(ceilDiv(rows, 2 * kLanes), workers); }

    // enqueueHalfToReal() from the row-major half spectrum (bin k of row y at y*pitch + k); `in`
    // may be `real` itself, with `side` holding sideRows rows for each of workers - 1 blocks
    // (strip_c2r_rows_rm says why).
    void enqueueRowMajorToReal(const cl::Buffer& in, int pitch, const cl::Buffer& real, int rows, float scale,
                               const cl::Buffer& scratch, int workers, const PlaneStatsOut& stats,
                               const cl::Buffer& side, int sideRows)
    {
        const int blocks = items(ceilDiv(rows, 2 * kLanes), workers);
        const bool inPlace = in() == real();
        if (inPlace && blocks > 1) {
            setKernelArgs(saveTails_, in, side, rows, pitch, sideRows, blocks);
            ctx_.enqueueCovering(saveTails_,
                                 cl::NDRange(static_cast<std::size_t>(pitch),
                                             static_cast<std::size_t>(sideRows) * (blocks - 1)),
                                 profiler_.next(label_), "saving rows of the in-place inverse");
        }
        setKernelArgs(c2rRowMajor_, in, real, rows, pitch, scale, scratch, twiddles_);
        setStatsArgs(c2rRowMajor_, stats);
        if (inPlace && blocks > 1)
            c2rRowMajor_.setArg(9, side);
        else
            c2rRowMajor_.setArg(9, sizeof(cl_mem), nullptr);
        c2rRowMajor_.setArg(10, inPlace ? sideRows : 0);
        run(c2rRowMajor_, ceilDiv(rows, 2 * kLanes), workers, "strip complex-to-real FFT");
    }

    // enqueueRealToHalf() into the row-major half spectrum (bin k of row y at y*pitch + k); `out`
    // may be `real` itself, with `side` holding sideRows rows for each of workers - 1 blocks
    // (strip_r2c_rows_rm says why).
    void enqueueRealToRowMajor(const cl::Buffer& real, const cl::Buffer& out, int pitch, int rows,
                               const cl::Buffer& scratch, int workers, const cl::Buffer& side, int sideRows)
    {
        const int blocks = items(ceilDiv(rows, 2 * kLanes), workers);
        const bool inPlace = real() == out() && blocks > 1;
        if (inPlace) {
            setKernelArgs(saveHeads_, real, side, rows, sideRows, blocks);
            ctx_.enqueueCovering(saveHeads_,
                                 cl::NDRange(static_cast<std::size_t>(plan_.length),
                                             static_cast<std::size_t>(sideRows) * (blocks - 1)),
                                 profiler_.next(label_), "saving rows of the in-place forward");
        }
        setKernelArgs(r2cRowMajor_, real, out, rows, pitch, scratch, twiddles_);
        if (inPlace)
            r2cRowMajor_.setArg(6, side);
        else
            r2cRowMajor_.setArg(6, sizeof(cl_mem), nullptr);
        r2cRowMajor_.setArg(7, inPlace ? sideRows : 0);
        run(r2cRowMajor_, ceilDiv(rows, 2 * kLanes), workers, "strip real-to-complex FFT");
    }

    // strip_columns_filtered (or, `inPlace`, strip_columns_rm_filtered) for this line length,
    // built with filter.cl and `filterOptions`.
    cl::Kernel filteredColumns(const std::string& filterOptions, bool inPlace = false)
    {
        const ProgramSource source = filteredProgram(filterOptions, generic_);
        cl::Kernel kernel = makeKernel(ctx_.program(source.files, source.options),
                                       inPlace ? "strip_columns_rm_filtered" : "strip_columns_filtered");
        setPlanArgs(kernel);
        return kernel;
    }
    ProgramSource filteredProgram(const std::string& filterOptions, bool generic) const
    {
        return generic ? genericFilteredProgram(filterOptions)
                       : ProgramSource{{"radix.cl", "fold.cl", "filter.cl", "fft_strip.cl"},
                                       ownOptions() + " " + filterOptions, &StripFft::warmOwnFiltered};
    }

    // A kernel of filteredColumns() over `lines` lines, its leading (apply_filter's) arguments
    // set but for `out`.
    void enqueueFilteredColumns(cl::Kernel& kernel, const cl::Buffer& out, int lines, const cl::Buffer& scratch,
                                int workers)
    {
        constexpr cl_uint after = FilterGain::kKernelArguments;
        kernel.setArg(1, out);
        kernel.setArg(after, scratch);
        kernel.setArg(after + 1, twiddles_);
        run(kernel, ceilDiv(lines, kLanes), workers, "strip filtered inverse FFT");
    }

    // Every kernel launched once over nothing (no rows, no lines), so that they are compiled.
    void warmUp(const cl::Buffer& any, const cl::Buffer& scratch)
    {
        enqueueLines(any, 0, false, scratch, 1);
        enqueueRealToHalf(any, any, 0, 0, scratch, 1);
        enqueueHalfToReal(any, scratch, 0, 0, 1.0f, scratch, 1);
        enqueueRowMajorToReal(any, 1, scratch, 0, 1.0f, scratch, 1, {}, any, 0);
        enqueueRealToRowMajor(any, scratch, 1, 0, scratch, 1, any, 0);
    }

    // The same launches over nothing for a specialised strip program built on another thread
    // (ProgramSource::warm), on that thread's queue: PoCL generates each kernel's code at its
    // first launch and keeps it in its cache, where the plan's own launches then find it.
    static void warmOwnProgram(const cl::Program& program, const cl::Context& context, cl::CommandQueue& queue)
    {
        warmProgram(program, context, queue, false);
    }
    static void warmGenericProgram(const cl::Program& program, const cl::Context& context, cl::CommandQueue& queue)
    {
        warmProgram(program, context, queue, true);
    }
    static void warmOwnFiltered(const cl::Program& program, const cl::Context& context, cl::CommandQueue& queue)
    {
        warmFiltered(program, context, queue, false);
    }
    static void warmGenericFiltered(const cl::Program& program, const cl::Context& context, cl::CommandQueue& queue)
    {
        warmFiltered(program, context, queue, true);
    }
    // The filtered inverse's two kernels over no columns (W = -2: W/2 + 1 = 0 lines); the
    // filter's arguments (kernels/filter.cl's FILTER_ARGS, in order) all zero.
    static void warmFiltered(const cl::Program& program, const cl::Context& context, cl::CommandQueue& queue,
                             bool generic)
    {
        const cl::Buffer any(context, CL_MEM_READ_WRITE, 256);
        const cl_int zero = 0, noLines = -2, one = 1;
        const cl_long zeroLong = 0;
        const cl_float zeroFloat = 0.0f;
        const cl_float2 zero2{{0.0f, 0.0f}};
        const cl_float4 zero4{{0.0f, 0.0f, 0.0f, 0.0f}};
        const cl_int2 zeroInt2{{0, 0}};
        for (const char* name : {"strip_columns_filtered", "strip_columns_rm_filtered"}) {
            cl::Kernel kernel(program, name);
            setKernelArgs(kernel, any, any, noLines, zero, // spectrum, out, W, H
                          zero, zero, zero, zeroLong, zeroFloat, zero, zeroLong, zeroFloat, any, zero, zero, zero2,
                          zero4, zero4, any, zeroInt2, zero, any, zero, // FILTER_ARGS
                          any, any);                                     // scratch, tw
            if (generic) {
                const cl_uint count = kernel.getInfo<CL_KERNEL_NUM_ARGS>();
                kernel.setArg(count - 2, one);
                kernel.setArg(count - 1, cl_ulong{0});
            }
            queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(1), cl::NDRange(1));
        }
        queue.finish();
    }
    static void warmProgram(const cl::Program& program, const cl::Context& context, cl::CommandQueue& queue,
                            bool generic)
    {
        const cl::Buffer any(context, CL_MEM_READ_WRITE, 256); // a partial's 16 bytes at most are written
        const cl_int none = 0, one = 1;
        const cl_float scale = 1.0f;
        const auto launch = [&](cl::Kernel kernel) {
            if (generic) { // a length of 1 in no passes: nothing to do in any case
                const cl_uint count = kernel.getInfo<CL_KERNEL_NUM_ARGS>();
                kernel.setArg(count - 2, one);
                kernel.setArg(count - 1, cl_ulong{0});
            }
            queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(1), cl::NDRange(1));
        };
        cl::Kernel c2c(program, "strip_c2c_lines"); // data, lines, conj_io, scratch, tw
        setKernelArgs(c2c, any, none, none, any, any);
        launch(c2c);
        cl::Kernel r2c(program, "strip_r2c_rows"); // in, out, rows, out_stride, scratch, tw
        setKernelArgs(r2c, any, any, none, none, any, any);
        launch(r2c);
        cl::Kernel c2r(program, "strip_c2r_rows"); // in, out, rows, in_stride, scale, scratch, tw, partial, first
        setKernelArgs(c2r, any, any, none, none, scale, any, any, any, none);
        launch(c2r);
        cl::Kernel c2rRowMajor(program, "strip_c2r_rows_rm"); // ... as c2r with pitch, then side, side_rows
        setKernelArgs(c2rRowMajor, any, any, none, one, scale, any, any, any, none, any, none);
        launch(c2rRowMajor);
        cl::Kernel r2cRowMajor(program, "strip_r2c_rows_rm"); // in, out, rows, pitch, scratch, tw, side, side_rows
        setKernelArgs(r2cRowMajor, any, any, none, one, any, any, any, none);
        launch(r2cRowMajor);
        queue.finish();
    }

private:
    static constexpr const char* kGenericStrips = "-DSTRIP_GENERIC=1";
    std::string ownOptions() const
    {
        return passOptions(plan_.length, plan_.radices) + (buildTag_.empty() ? "" : " " + buildTag_);
    }

    void makeKernels()
    {
        const ProgramSource source = generic_ ? genericProgram() : ownProgram();
        try {
            const cl::Program program = ctx_.program(source.files, source.options);
            c2c_ = makeKernel(program, "strip_c2c_lines");
            r2c_ = makeKernel(program, "strip_r2c_rows");
            c2r_ = makeKernel(program, "strip_c2r_rows");
            c2rRowMajor_ = makeKernel(program, "strip_c2r_rows_rm");
            saveTails_ = makeKernel(program, "strip_save_block_tails");
            r2cRowMajor_ = makeKernel(program, "strip_r2c_rows_rm");
            saveHeads_ = makeKernel(program, "strip_save_block_heads");
            for (cl::Kernel* kernel : {&c2c_, &r2c_, &c2r_, &c2rRowMajor_, &saveTails_, &r2cRowMajor_, &saveHeads_})
                setPlanArgs(*kernel);
        } catch (const cl::Error& e) {
            throwOpenClError(e, "Preparing the FFT of length " + std::to_string(plan_.length));
        }
    }
    // A generic kernel's two last arguments: the length, and the radices one per 4 bits.
    void setPlanArgs(cl::Kernel& kernel) const
    {
        if (!generic_)
            return;
        cl_ulong passes = 0;
        for (std::size_t p = plan_.radices.size(); p-- > 0;)
            passes = passes << 4 | static_cast<cl_ulong>(plan_.radices[p]);
        try {
            const cl_uint count = kernel.getInfo<CL_KERNEL_NUM_ARGS>();
            kernel.setArg(count - 2, plan_.length);
            kernel.setArg(count - 1, passes);
        } catch (const cl::Error& e) {
            throwOpenClError(e, "Setting the FFT length of a kernel");
        }
    }
    static int items(int strips, int workers) { return std::max(1, std::min(strips, workers)); }
    // The complex-to-real kernels' arguments 7 and 8: where their partials go, if anywhere.
    static void setStatsArgs(cl::Kernel& kernel, const PlaneStatsOut& stats)
    {
        if (stats.buffer)
            kernel.setArg(7, *stats.buffer);
        else
            kernel.setArg(7, sizeof(cl_mem), nullptr);
        kernel.setArg(8, stats.first);
    }
    void run(const cl::Kernel& kernel, int strips, int workers, const char* what)
    {
        ctx_.enqueue(kernel, cl::NDRange(static_cast<std::size_t>(items(strips, workers))), cl::NDRange(1),
                     profiler_.next(label_), what);
    }

    ComputeContext& ctx_;
    Profiler& profiler_;
    std::string label_;
    std::string buildTag_; // PlanOptions::buildTag
    AxisPlan plan_;
    bool generic_ = false;
    cl::Buffer twiddles_;
    cl::Kernel c2c_, r2c_, c2r_, c2rRowMajor_, saveTails_, r2cRowMajor_, saveHeads_;
};

} // namespace

std::vector<ProgramSource> genericStripPrograms(const std::vector<std::string>& filterOptions)
{
    std::vector<ProgramSource> programs{StripFft::genericProgram()};
    for (const std::string& options : filterOptions)
        programs.push_back(StripFft::genericFilteredProgram(options));
    return programs;
}

namespace {

// A batched 1D complex FFT of one length over contiguous rows, in place.
class LineFft {
public:
    LineFft(ComputeContext& ctx, int n, int maxRows, const PlanOptions& options, Profiler& profiler,
            std::string label)
        : ctx_(ctx), options_(options), profiler_(profiler), label_(std::move(label))
    {
        const DeviceInfo& device = ctx.device();
        plan_ = planAxis(device, n, options);
        try {
            if (plan_.method == AxisPlan::Method::Bluestein)
                makeBluestein(maxRows);
            else if (plan_.method == AxisPlan::Method::Strips)
                makeStrips();
            else
                makeDirect();
        } catch (const cl::Error& e) {
            throwOpenClError(e, "Preparing the FFT of length " + std::to_string(n));
        }
    }

    const AxisPlan& plan() const { return plan_; }
    bool fusesRealPairs() const { return plan_.method == AxisPlan::Method::LocalMemory || plan_.fusedPass; }
    // Whether lines laid across memory can be transformed in place (LocalMemory only).
    bool readsAcross() const { return plan_.method == AxisPlan::Method::LocalMemory; }

    // Lines across memory (point n of line l at n*pitch + l) -> contiguous lines (l*N + n),
    // forward. See fft_columns_gather.
    void enqueueGather(const cl::Buffer& src, const cl::Buffer& dst, int lines, int pitch)
    {
        if (plan_.linesInRegisters > 0) {
            setKernelArgs(wide_, src, dst, lines, pitch, twiddles_);
            runGroups(wide_, wideShape_, static_cast<std::size_t>(ceilDiv(lines, plan_.linesInRegisters)), 1,
                      "local FFT across memory, lines in registers");
            return;
        }
        setKernelArgs(gather_, src, dst, lines, pitch, 0, twiddles_);
        runLocal(gather_, lines, "local FFT across memory");
    }

    // Makes enqueueGather hold neighbouring lines in registers (fft_columns_wide) where the
    // rule says so, for lines whose rows of `src` are readable up to a multiple of 4 lines.
    // The rule: lines of 64 points or more that the one-line gather takes fewer than 4 to a
    // work-group (so its reads use part of each 32-byte sector), 4 lines where 4 x the points a
    // work-item holds per line fit kWideRegisterPoints, else 2 where 2 x do, else none.
    void useWideLines(const PlanOptions& options)
    {
        if (plan_.method != AxisPlan::Method::LocalMemory || options.wideColumns == 1 || plan_.length < 64)
            return;
        const DeviceInfo& device = ctx_.device();
        const int n = plan_.length;
        const std::vector<int> radices = radixSequence(n);
        for (int elements = kWideElementsPerThread; elements <= 32; elements *= 2) {
            LocalShape shape = localShape(device, n, radices, elements, options_);
            if (!shape.feasible)
                return;
            shape.rowsPerGroup = 1;
            int lines = options.wideColumns;
            if (lines == 0) {
                if (shape_.rowsPerGroup >= 4)
                    return;
                lines = 4 * shape.maxElements <= kWideRegisterPoints ? 4
                        : 2 * shape.maxElements <= kWideRegisterPoints ? 2 : 0;
                if (lines <= shape_.rowsPerGroup)
                    return;
            }
            if (lines != 2 && lines != 4)
                return;
            const std::string o = localProgramOptions(n, radices, shape) + " -DCOLS=" + std::to_string(lines) +
                                  " -DVARIANT=1";
            cl::Kernel kernel = makeKernel(ctx_.program({"radix.cl", "fft_local.cl"}, o), "fft_columns_wide");
            if (kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(device.device) >=
                static_cast<std::size_t>(shape.threads)) {
                wide_ = kernel;
                wideShape_ = shape;
                plan_.linesInRegisters = lines;
                return;
            }
        }
    }

    // `tmp` must hold rows*n complex values; only global passes use it.
    void enqueue(const cl::Buffer& data, int rows, bool inverse, const cl::Buffer& tmp)
    {
        switch (plan_.method) {
        case AxisPlan::Method::LocalMemory:
            setKernelArgs(c2c_, data, rows, inverse ? 1 : 0, twiddles_);
            runLocal(c2c_, rows, "local FFT");
            break;
        case AxisPlan::Method::GlobalPasses:
            enqueuePasses(data, rows, inverse, tmp);
            break;
        case AxisPlan::Method::FourStep:
            enqueueFourStep(data, rows, inverse, tmp);
            break;
        case AxisPlan::Method::Bluestein:
            enqueueBluestein(data, rows, inverse);
            break;
        case AxisPlan::Method::Strips:
            strips_->enqueueLines(data, rows, inverse, stripScratch_, stripWorkers(ctx_.device()));
            break;
        case AxisPlan::Method::HalfLength: // ways of planning a 2D axis, never made as a LineFft
        case AxisPlan::Method::TwoHalves:
            break;
        }
    }

    // Real rows -> half spectra, two rows per FFT (LocalMemory only).
    void enqueueRealToHalf(const cl::Buffer& real, const cl::Buffer& out, int rows, int outStride)
    {
        if (plan_.fusedPass) {
            setKernelArgs(fusedR2c_, real, out, rows, outStride, inner_->twiddles(), chirp_, filter_);
            inner_->enqueueVariant(fusedR2c_, ceilDiv(rows, 2), "Bluestein real-to-complex FFT in one pass");
            return;
        }
        setKernelArgs(r2c_, real, out, rows, outStride, twiddles_);
        runLocal(r2c_, ceilDiv(rows, 2), "local real-to-complex FFT");
    }

    // Half spectra -> real rows times `scale` (LocalMemory only); bin k of row y at
    // in[y*rowStep + k*binStep]. With `stats`, the rows' (min, max, max |g|) partials too.
    // Rows [firstRow, endRow) only where given: firstRow a multiple of rowsPerGroup().
    void enqueueHalfToReal(const cl::Buffer& in, const cl::Buffer& real, int rows, int rowStep, int binStep,
                           float scale, const PlaneStatsOut& stats = {}, int firstRow = 0, int endRow = -1)
    {
        const bool partials = stats.buffer && statsPartials(rows) > 0;
        const int end = ceilDiv(endRow < 0 ? rows : endRow, 2), first = firstRow / 2;
        if (plan_.fusedPass) {
            setKernelArgs(fusedC2r_, in, real, rows, rowStep, binStep, scale, inner_->twiddles(), chirp_, filter_,
                          partials ? *stats.buffer : chirp_, partials ? stats.first : -1);
            inner_->enqueueVariant(fusedC2r_, end, "Bluestein complex-to-real FFT in one pass", first);
            return;
        }
        setKernelArgs(c2r_, in, real, rows, rowStep, binStep, scale, twiddles_,
                      partials ? *stats.buffer : twiddles_, partials ? stats.first : -1);
        runLocal(c2r_, end, "local complex-to-real FFT", first);
    }

    // Image rows one work-group of enqueueHalfToReal (or, `halfLength`, enqueueHalfToDouble)
    // makes: the step of a row range; 0 where the rows are not one such pass.
    int rowsPerGroup(bool halfLength) const
    {
        if (plan_.fusedPass)
            return 2 * inner_->shape_.rowsPerGroup;
        if (!fusesRealPairs())
            return 0;
        return halfLength ? shape_.rowsPerGroup : 2 * shape_.rowsPerGroup;
    }

    // Work-groups of enqueueHalfToReal (or, `halfLength`, enqueueDoubleToReal) over `rows`,
    // each leaving one statistics partial; 0 when the kernel has no room for the reduction
    // (fft_c2r_row_pairs says when).
    int statsPartials(int rows, bool halfLength = false) const
    {
        if (plan_.fusedPass)
            return inner_->statsPartials(rows);
        if (!fusesRealPairs() || 2 * static_cast<std::uint64_t>(shape_.threads) > localPoints(plan_.length, shape_.padded))
            return 0;
        return ceilDiv(halfLength ? rows : ceilDiv(rows, 2), shape_.rowsPerGroup);
    }

    // Complex lines of twice this length (point p of line l at src[p*pointStep + l*lineStep])
    // -> contiguous lines of dst; `lineTwiddles`: W^n of the whole line. See fft_lines_double.
    void enqueueDouble(const cl::Buffer& src, const cl::Buffer& dst, int lines, int pointStep, int lineStep,
                       bool inverse, const cl::Buffer& lineTwiddles)
    {
        setKernelArgs(double_, src, dst, lines, pointStep, lineStep, inverse ? 1 : 0, twiddles_, lineTwiddles);
        runLocal(double_, lines, "local FFT in two halves");
    }

    // Real rows of twice this length -> half spectra (`lineTwiddles`: W^k of the real length,
    // k = 0..n), and back times `scale` (bin k of row y at in[y*rowStep + k*binStep]); one row
    // per line, LocalMemory only. See fft_r2c_rows_half.
    void enqueueDoubleToHalf(const cl::Buffer& real, const cl::Buffer& out, int rows, int outStride,
                             const cl::Buffer& lineTwiddles)
    {
        setKernelArgs(r2cHalf_, real, out, rows, outStride, twiddles_, lineTwiddles);
        runLocal(r2cHalf_, rows, "local real-to-complex FFT of half length");
    }
    void enqueueHalfToDouble(const cl::Buffer& in, const cl::Buffer& real, int rows, int rowStep, int binStep,
                             float scale, const cl::Buffer& lineTwiddles, const PlaneStatsOut& stats = {},
                             int firstRow = 0, int endRow = -1)
    {
        const bool partials = stats.buffer && statsPartials(rows, true) > 0;
        setKernelArgs(c2rHalf_, in, real, rows, rowStep, binStep, scale, twiddles_, lineTwiddles,
                      partials ? *stats.buffer : twiddles_, partials ? stats.first : -1);
        runLocal(c2rHalf_, endRow < 0 ? rows : endRow, "local complex-to-real FFT of half length", firstRow);
    }

    // A kernel of this length's local-memory program, built with more source files before
    // fft_local.cl and more options (LocalMemory only); null where the driver allows it fewer
    // work-items than the plan's shape.
    cl::Kernel makeVariant(const std::vector<std::string>& before, const std::string& options, const char* name)
    {
        std::vector<std::string> files{"radix.cl"};
        files.insert(files.end(), before.begin(), before.end());
        files.push_back("fft_local.cl");
        cl::Kernel kernel = makeKernel(ctx_.program(files, localOptions_ + " -DVARIANT=1 " + options), name);
        const std::size_t group = static_cast<std::size_t>(shape_.threads) * shape_.rowsPerGroup;
        if (kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(ctx_.device().device) < group)
            return cl::Kernel();
        return kernel;
    }

    const cl::Buffer& twiddles() const { return twiddles_; }

    // Runs a kernel of makeVariant() over `lines` lines (its arguments set).
    void enqueueVariant(const cl::Kernel& kernel, int lines, const char* what, int firstLine = 0)
    {
        runLocal(kernel, lines, what, firstLine);
    }

    // The strip transforms this line's uses (its own, or its padded length's for Bluestein).
    void collectStrips(std::vector<StripFft*>& out) const
    {
        if (strips_)
            out.push_back(strips_.get());
        if (inner_)
            inner_->collectStrips(out);
    }

    // Real rows in one pass each way (fft_r2c_rows_bluestein), where the padded length is a
    // local-memory transform; the separate passes stay for other uses of the line.
    void useFusedRows(const PlanOptions& options)
    {
        if (plan_.method != AxisPlan::Method::Bluestein || !options.fusedBluestein ||
            inner_->plan().method != AxisPlan::Method::LocalMemory)
            return;
        const std::string bn = "-DBN=" + std::to_string(plan_.length);
        cl::Kernel r2c = inner_->makeVariant({}, bn, "fft_r2c_rows_bluestein");
        cl::Kernel c2r = inner_->makeVariant({}, bn, "fft_c2r_rows_bluestein");
        if (!r2c() || !c2r())
            return;
        fusedR2c_ = r2c;
        fusedC2r_ = c2r;
        plan_.fusedPass = true;
    }

private:
    void makeStrips()
    {
        strips_ = std::make_unique<StripFft>(ctx_, plan_.length, profiler_, label_, options_.kernels, options_.buildTag);
        stripScratch_ = ctx_.buffer(CL_MEM_READ_WRITE, stripScratchBytes(ctx_.device(), plan_.length), nullptr,
                                    "FFT scratch");
    }

    void makeDirect()
    {
        if (plan_.method == AxisPlan::Method::GlobalPasses) {
            twiddles_ = twiddleBuffer(ctx_, plan_.length);
            pass_ = makeKernel(ctx_.program({"radix.cl", "fft_passes.cl"}, ""), "fft_global_pass");
            return;
        }
        if (plan_.method == AxisPlan::Method::FourStep) {
            const int n1 = plan_.split, n2 = plan_.length / plan_.split;
            twiddles_ = twiddleBuffer(ctx_, plan_.length);
            stepTwiddles_ = twiddleBuffer(ctx_, n1);
            stepTwiddles2_ = twiddleBuffer(ctx_, n2);
            shape_ = makeLocalKernels(n1, kFourStepPadding, " -DVARIANT=1 -DFS_OTHER=" + std::to_string(n2),
                                      {{"fft_four_step_strided", &stridedStep_}});
            contiguousShape_ = makeLocalKernels(n2, kFourStepPadding, " -DVARIANT=1 -DFS_OTHER=" + std::to_string(n1),
                                                {{"fft_four_step_contiguous", &contiguousStep_}});
            return;
        }
        twiddles_ = twiddleBuffer(ctx_, plan_.length);
        shape_ = makeLocalKernels(plan_.length, 0, "",
                                  {{"fft_c2c_rows", &c2c_},
                                   {"fft_r2c_row_pairs", &r2c_},
                                   {"fft_c2r_row_pairs", &c2r_},
                                   {"fft_columns_gather", &gather_},
                                   {"fft_r2c_rows_half", &r2cHalf_},
                                   {"fft_c2r_rows_half", &c2rHalf_},
                                   {"fft_lines_double", &double_}});
    }

    // fft_local.cl's build options for lines of length n in work-groups of `shape`.
    std::string localProgramOptions(int n, const std::vector<int>& radices, const LocalShape& shape) const
    {
        std::ostringstream options;
        options << passOptions(n, radices) << " -DT=" << shape.threads << " -DROWS=" << shape.rowsPerGroup
                << " -DMAXE=" << shape.maxElements << " -DPAD=" << (shape.padded ? 1 : 0)
                << (options_.computedTwiddles ? " -DTW_COMPUTED=1" : "")
                << (options_.buildTag.empty() ? "" : " " + options_.buildTag);
        return options.str();
    }

    // Builds fft_local.cl for rows of length n (plus `extra` options) and makes the named
    // kernels. A driver may allow fewer work-items for a kernel than for the device
    // (registers); then each work-item takes more elements.
    LocalShape makeLocalKernels(int n, int padding, const std::string& extra,
                                std::initializer_list<std::pair<const char*, cl::Kernel*>> kernels)
    {
        const DeviceInfo& device = ctx_.device();
        const std::vector<int> radices = radixSequence(n);
        for (int elements = defaultElementsPerThread(n);; elements *= 2) {
            const LocalShape shape = localShape(device, n, radices, elements, options_, padding);
            if (!shape.feasible)
                throw Error("No local-memory FFT kernel of length " + std::to_string(n) + " fits device '" +
                            device.name + "'.");
            const std::string options = localProgramOptions(n, radices, shape) + extra;
            const cl::Program program = ctx_.program({"radix.cl", "fft_local.cl"}, options);
            localOptions_ = options;
            const std::size_t group = static_cast<std::size_t>(shape.threads) * shape.rowsPerGroup;
            std::size_t allowed = group;
            for (const auto& [name, kernel] : kernels) {
                *kernel = makeKernel(program, name);
                allowed = std::min(allowed, kernel->getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(device.device));
            }
            if (allowed >= group)
                return shape;
            if (options_.threadsPerRow > 0)
                throw Error("Device '" + device.name + "' runs these kernels with at most " + std::to_string(allowed) +
                            " work-items, fewer than the " + std::to_string(group) + " asked for.");
        }
    }

    // Lines [firstLine, lines), firstLine a multiple of the shape's rowsPerGroup (the kernels
    // count the launch's offset in line_group()).
    void runLocal(const cl::Kernel& kernel, int lines, const char* what, int firstLine = 0)
    {
        const int firstGroup = firstLine / shape_.rowsPerGroup;
        runGroups(kernel, shape_, static_cast<std::size_t>(ceilDiv(lines, shape_.rowsPerGroup) - firstGroup), 1, what,
                  static_cast<std::size_t>(firstGroup));
    }

    // groups x lines work-groups of the local kernels' shape, from group `firstGroup` on.
    void runGroups(const cl::Kernel& kernel, const LocalShape& shape, std::size_t groups, int lines, const char* what,
                   std::size_t firstGroup = 0)
    {
        const std::size_t threads = static_cast<std::size_t>(shape.threads);
        const std::size_t rowsPerGroup = static_cast<std::size_t>(shape.rowsPerGroup);
        ctx_.enqueue(kernel, firstGroup > 0 ? cl::NDRange(firstGroup * threads, 0) : cl::NullRange,
                     cl::NDRange(groups * threads, static_cast<std::size_t>(lines) * rowsPerGroup),
                     cl::NDRange(threads, rowsPerGroup), profiler_.next(label_), what);
    }

    // Two local-memory steps, data -> tmp -> data (fft_local.cl explains the split).
    void enqueueFourStep(const cl::Buffer& data, int rows, bool inverse, const cl::Buffer& tmp)
    {
        const int n1 = plan_.split, n2 = plan_.length / plan_.split;
        setKernelArgs(stridedStep_, data, tmp, inverse ? 1 : 0, stepTwiddles_, twiddles_);
        runGroups(stridedStep_, shape_, static_cast<std::size_t>(ceilDiv(n2, shape_.rowsPerGroup)), rows,
                  "four-step FFT, strided step");
        setKernelArgs(contiguousStep_, tmp, data, inverse ? 1 : 0, stepTwiddles2_);
        runGroups(contiguousStep_, contiguousShape_, static_cast<std::size_t>(ceilDiv(n1, contiguousShape_.rowsPerGroup)),
                  rows, "four-step FFT, contiguous step");
    }

    void enqueuePasses(const cl::Buffer& data, int rows, bool inverse, const cl::Buffer& tmp)
    {
        const int n = plan_.length;
        const std::size_t count = plan_.radices.size();
        const cl::Buffer* src = &data;
        const cl::Buffer* dst = &tmp;
        int span = 1;
        for (std::size_t p = 0; p < count; ++p) {
            const int r = plan_.radices[p];
            setKernelArgs(pass_, *src, *dst, n, r, span, (p == 0 && inverse) ? 1 : 0,
                    (p + 1 == count && inverse) ? 1 : 0, twiddles_);
            ctx_.enqueueCovering(pass_, cl::NDRange(static_cast<std::size_t>(n / r), static_cast<std::size_t>(rows)),
                                 profiler_.next(label_), "global FFT pass");
            span *= r;
            std::swap(src, dst);
        }
        if (src != &data) { // an odd number of passes left the result in tmp
            ctx_.copy(*src, data, kComplexBytes * static_cast<std::size_t>(n) * rows, profiler_.next(label_),
                      "an FFT pass result");
        }
    }

    void makeBluestein(int maxRows)
    {
        const int n = plan_.length, m = plan_.paddedLength;
        chunkRows_ = static_cast<int>(std::clamp<std::uint64_t>(
            kBluesteinChunkBytes / (static_cast<std::uint64_t>(m) * kComplexBytes), 1, maxRows));
        inner_ = std::make_unique<LineFft>(ctx_, m, chunkRows_, options_, profiler_, label_);

        std::vector<cl_float2> chirpTable(static_cast<std::size_t>(n));
        std::vector<std::complex<double>> filter(static_cast<std::size_t>(m));
        for (int k = 0; k < n; ++k) {
            const std::complex<double> c = bluesteinChirp(k, n);
            chirpTable[k].s[0] = static_cast<float>(c.real());
            chirpTable[k].s[1] = static_cast<float>(c.imag());
            filter[k] = c;
            if (k > 0)
                filter[m - k] = c;
        }
        filter = hostFft(filter);
        std::vector<cl_float2> filterTable(static_cast<std::size_t>(m));
        for (int k = 0; k < m; ++k) {
            filterTable[k].s[0] = static_cast<float>(filter[k].real() / m);
            filterTable[k].s[1] = static_cast<float>(filter[k].imag() / m);
        }
        chirp_ = ctx_.buffer(CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, chirpTable.size() * sizeof(cl_float2),
                             chirpTable.data(), "Bluestein chirp");
        filter_ = ctx_.buffer(CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, filterTable.size() * sizeof(cl_float2),
                              filterTable.data(), "Bluestein filter");
        const std::uint64_t work = static_cast<std::uint64_t>(chunkRows_) * m * kComplexBytes;
        work_ = ctx_.buffer(CL_MEM_READ_WRITE, work, nullptr, "Bluestein work");
        if (needsScratch(inner_->plan().method))
            workTmp_ = ctx_.buffer(CL_MEM_READ_WRITE, work, nullptr, "Bluestein scratch");

        cl::Program program = ctx_.program({"radix.cl", "bluestein.cl"}, "");
        premultiply_ = makeKernel(program, "bluestein_premultiply");
        convolve_ = makeKernel(program, "bluestein_convolve");
        postmultiply_ = makeKernel(program, "bluestein_postmultiply");
    }

    void enqueueBluestein(const cl::Buffer& data, int rows, bool inverse)
    {
        const int n = plan_.length, m = plan_.paddedLength;
        for (int first = 0; first < rows; first += chunkRows_) {
            const int count = std::min(chunkRows_, rows - first);
            const cl::NDRange padded(static_cast<std::size_t>(m), static_cast<std::size_t>(count));
            setKernelArgs(premultiply_, data, work_, chirp_, n, m, first, inverse ? 1 : 0);
            ctx_.enqueueCovering(premultiply_, padded, profiler_.next(label_), "Bluestein premultiply");
            inner_->enqueue(work_, count, false, workTmp_);
            setKernelArgs(convolve_, work_, filter_, m);
            ctx_.enqueueCovering(convolve_, padded, profiler_.next(label_), "Bluestein convolution");
            inner_->enqueue(work_, count, false, workTmp_);
            setKernelArgs(postmultiply_, work_, data, chirp_, n, m, first, inverse ? 1 : 0);
            ctx_.enqueueCovering(postmultiply_, cl::NDRange(static_cast<std::size_t>(n), static_cast<std::size_t>(count)),
                                 profiler_.next(label_), "Bluestein postmultiply");
        }
    }

    ComputeContext& ctx_;
    PlanOptions options_;
    Profiler& profiler_;
    std::string label_;
    AxisPlan plan_;
    LocalShape shape_;                        // of the local kernels (FourStep: the strided step)
    LocalShape contiguousShape_;              // FourStep: of the contiguous step
    cl::Buffer twiddles_;                     // of the whole length
    cl::Buffer stepTwiddles_, stepTwiddles2_; // FourStep: of each step's length
    cl::Kernel c2c_, r2c_, c2r_, pass_;
    cl::Kernel gather_;                       // LocalMemory: lines across memory
    cl::Kernel wide_;                         // and with neighbouring lines in registers
    LocalShape wideShape_;
    cl::Kernel r2cHalf_, c2rHalf_;            // LocalMemory: real rows of twice the length
    cl::Kernel double_;                       // LocalMemory: complex lines of twice the length
    std::string localOptions_;                // of the local-memory program last built
    cl::Kernel stridedStep_, contiguousStep_; // FourStep
    std::unique_ptr<StripFft> strips_;        // Strips
    cl::Buffer stripScratch_;

    std::unique_ptr<LineFft> inner_;
    int chunkRows_ = 1;
    cl::Buffer chirp_, filter_, work_, workTmp_;
    cl::Kernel premultiply_, convolve_, postmultiply_;
    cl::Kernel fusedR2c_, fusedC2r_; // Bluestein rows in one pass (useFusedRows)
};

std::uint64_t spectrumElements(int width, int height)
{
    const std::uint64_t half = static_cast<std::uint64_t>(width / 2 + 1) * height;
    const std::uint64_t packed = static_cast<std::uint64_t>((height + 1) / 2) * width;
    return std::max(half, packed); // the buffer also holds packed row pairs on some paths
}

int transposeTile(const DeviceInfo& device) { return device.maxWorkGroupSize >= 256 ? 16 : 8; }

// Whether the work-group plan transforms its real rows as complex lines of half the length
// (AxisPlan::Method::HalfLength): where a whole row does not fit local memory but half does,
// and (PlanOptions::halfLengthLongRows) where a row has kHalfLengthLongRow points or more.
bool halfLengthRows(const DeviceInfo& device, int width, const PlanOptions& options)
{
    if (!options.halfLengthRows || width % 2 != 0 || width < 4)
        return false;
    const AxisPlan::Method whole = planAxis(device, width, options).method;
    const bool longRow = options.halfLengthLongRows && width >= kHalfLengthLongRow &&
                         whole == AxisPlan::Method::LocalMemory;
    return (longRow || (whole != AxisPlan::Method::LocalMemory && whole != AxisPlan::Method::Bluestein &&
                        whole != AxisPlan::Method::Strips)) &&
           planAxis(device, width / 2, options).method == AxisPlan::Method::LocalMemory;
}

// Whether the work-group plan transforms its columns in two halves in one pass (TwoHalves):
// where a whole column does not fit local memory but half does.
bool twoHalfColumns(const DeviceInfo& device, int height, const PlanOptions& options)
{
    if (!options.twoHalfColumns || options.transposeColumns || height % 2 != 0 || height < 4)
        return false;
    const AxisPlan::Method whole = planAxis(device, height, options).method;
    return whole != AxisPlan::Method::LocalMemory && whole != AxisPlan::Method::Bluestein &&
           whole != AxisPlan::Method::Strips &&
           planAxis(device, height / 2, options).method == AxisPlan::Method::LocalMemory;
}

// Whether the work-group plan reads its columns in place from the row pass's row-major
// output (two passes per transform) rather than through a transpose (three).
bool columnsAcross(const DeviceInfo& device, int height, const PlanOptions& options)
{
    return !options.transposeColumns && (planAxis(device, height, options).method == AxisPlan::Method::LocalMemory ||
                                         twoHalfColumns(device, height, options));
}

// Row pitch of the row-major half spectrum between the passes: whole 128-byte lines, so the
// column pass's reads of neighbouring columns start aligned.
int acrossPitch(int width) { return static_cast<int>(roundUp(static_cast<std::size_t>(width / 2 + 1), 16)); }

// Elements of the work-group plan's scratch buffer.
std::uint64_t scratchElements(const DeviceInfo& device, int width, int height, const PlanOptions& options)
{
    const std::uint64_t rowMajor = columnsAcross(device, height, options)
                                       ? static_cast<std::uint64_t>(acrossPitch(width)) * height
                                       : 0;
    return std::max(spectrumElements(width, height), rowMajor);
}

// Rows at each block boundary that the in-place row passes save, the larger of the two:
// the inverse (strip_c2r_rows_rm) writes row y's output from y*W floats over the input of row
// y' from y'*P, P = 2 (W/2 + 1), so the first rows of a block overwrite the input of the
// ceil(y (P - W) / P) rows before it; the forward (strip_r2c_rows_rm) writes row y's output
// from y*P over the input of rows from y*W, so the last rows of a block overwrite the input of
// the ceil(y (P - W) / W) rows after it (only plans that filter in place run it). One more for
// good measure.
int sharedPlaneSideRows(int width, int height, const PlanOptions& options)
{
    const long long p = 2ll * (width / 2 + 1), h = height;
    const long long inverse = (h * (p - width) + p - 1) / p, forward = (h * (p - width) + width - 1) / width;
    return static_cast<int>(options.filterInPlace ? std::max(inverse, forward) : inverse) + 1;
}

// At most one strip of the next block or the one before (the side buffer then stays small).
constexpr int kMaxSharedPlaneSideRows = 16;

} // namespace

bool Fft2d::sharesPlane(const DeviceInfo& device, int width, int height, const PlanOptions& options)
{
    return options.planeInSpectrum && usesStrips(device, width, height, options) &&
           sharedPlaneSideRows(width, height, options) <= kMaxSharedPlaneSideRows;
}

struct Fft2d::Impl {
    ComputeContext& ctx;
    Profiler profiler;
    std::function<void()> betweenPasses; // setBetweenPasses()
    long long bandedFromPixels = 0;      // PlanOptions::bandedFromPixels
    int bandLines = 0;                   // and bandLines
    cl::Buffer scratch;
    std::unique_ptr<LineFft> rows;
    std::unique_ptr<LineFft> columns;
    std::unique_ptr<StripFft> stripRows;    // the strip plan: these two instead of the above
    std::unique_ptr<StripFft> stripColumns;
    cl::Buffer stripScratch;
    int stripWorkers = 1;
    bool sharedPlane = false; // PlanOptions::planeInSpectrum, where it applies
    int sideRows = 0;         // and the rows it saves at each block boundary
    bool filtersInPlace = false; // PlanOptions::filterInPlace, where the plane is shared
    cl::Buffer side;
    bool across = false;     // forward: columns read in place (columnsAcross), at row pitch `pitch`
    bool transposed = false; // PlanOptions::transposeColumns: both directions through a transpose
    int pitch = 0;
    int rowCount = 0;        // the image's height
    bool halfLength = false; // rows as complex lines of half the length (`rows` is of width/2)
    AxisPlan rowPlan;        // and their plan, as reported
    cl::Buffer lineTwiddles; // then W^k of the whole row
    bool twoHalves = false;    // columns in two halves (`columns` is of height/2)
    AxisPlan columnPlan;       // and their plan, as reported
    cl::Buffer columnTwiddles; // then W^n of the whole column
    int tile = 16;
    cl::Kernel transpose, pack, split, combine, extract;

    explicit Impl(ComputeContext& c) : ctx(c) {}
    std::vector<StripFft*> strips() const; // every strip transform the plan runs

    void enqueueTranspose(const cl::Buffer& src, const cl::Buffer& dst, int srcRows, int srcCols,
                          const char* stage)
    {
        transpose.setArg(0, src);
        transpose.setArg(1, dst);
        transpose.setArg(2, srcRows);
        transpose.setArg(3, srcCols);
        ctx.enqueue(transpose,
            cl::NDRange(roundUp(srcCols, tile), roundUp(srcRows, tile)),
            cl::NDRange(tile, tile), profiler.next(stage), "transpose");
    }

    // The inverse's row pass: `half` holds the column-transformed half spectrum with bin k of
    // row y at y*rowStep + k*binStep (read across the transposed layout: rowStep 1, binStep
    // H); `free` is a spectrum-sized buffer the packed path may use.
    // Rows [firstRow, endRow) only where given (one-pass rows: Fft2d::rowStripeStep()).
    void enqueueRowsInverse(const cl::Buffer& half, int rowStep, int binStep, const cl::Buffer& free,
                            const cl::Buffer& real, float scale, const PlaneStatsOut& stats, int firstRow = 0,
                            int endRow = -1)
    {
        const int width = rows->plan().length, height = rowCount;
        if (halfLength) {
            rows->enqueueHalfToDouble(half, real, height, rowStep, binStep, scale, lineTwiddles, stats, firstRow,
                                      endRow);
            return;
        }
        if (rows->fusesRealPairs()) {
            rows->enqueueHalfToReal(half, real, height, rowStep, binStep, scale, stats, firstRow, endRow);
            return;
        }
        combine.setArg(4, rowStep);
        combine.setArg(5, binStep);
        enqueuePairKernel(combine, half, free, width, height, width, "rows combine");
        rows->enqueue(free, (height + 1) / 2, false, half);
        extract.setArg(4, scale);
        enqueuePairKernel(extract, free, real, width, height, width, "rows extract");
    }

    void enqueuePairKernel(cl::Kernel& kernel, const cl::Buffer& in, const cl::Buffer& out,
                           int width, int height, std::size_t columns, const char* stage)
    {
        kernel.setArg(0, in);
        kernel.setArg(1, out);
        kernel.setArg(2, width);
        kernel.setArg(3, height);
        ctx.enqueueCovering(kernel, cl::NDRange(columns, static_cast<std::size_t>((height + 1) / 2)),
                            profiler.next(stage), stage);
    }
};

std::uint64_t Fft2d::deviceBytesFor(const DeviceInfo& device, int width, int height,
                                    const PlanOptions& options)
{
    const std::uint64_t pixels = static_cast<std::uint64_t>(width) * height;
    const std::uint64_t complexBuffer = kComplexBytes * spectrumElements(width, height);
    if (sharesPlane(device, width, height, options))
        return std::max(4 * pixels, complexBuffer) + kComplexBytes * (width + height) +
               stripScratchBytes(device, std::max(width, height)) +
               kComplexBytes * (width / 2 + 1) * sharedPlaneSideRows(width, height, options) *
                   static_cast<std::uint64_t>(stripWorkers(device) - 1);
    if (usesStrips(device, width, height, options)) // no scratch image: strips work in place
        return 4 * pixels + complexBuffer + kComplexBytes * (width + height) +
               stripScratchBytes(device, std::max(width, height));
    const std::uint64_t rowBytes = halfLengthRows(device, width, options)
                                       ? kComplexBytes * (width / 2 + width) // twiddles of both lengths
                                       : lineBytes(device, planAxis(device, width, options), (height + 1) / 2);
    const std::uint64_t columnBytes = twoHalfColumns(device, height, options)
                                          ? kComplexBytes * (height / 2 + height)
                                          : lineBytes(device, planAxis(device, height, options), width / 2 + 1);
    return 4 * pixels + complexBuffer + kComplexBytes * scratchElements(device, width, height, options) + rowBytes +
           columnBytes;
}

Fft2d::Fft2d(ComputeContext& context, int width, int height, const PlanOptions& options)
    : width_(width), height_(height), options_(options), impl_(std::make_unique<Impl>(context))
{
    if (width < 1 || height < 1 || width > kMaxDimension || height > kMaxDimension ||
        static_cast<long long>(width) * height > kMaxPlanPixels)
        throw Error("FFT size " + std::to_string(width) + "x" + std::to_string(height) +
                    " is outside the supported range (width and height 1 to " +
                    std::to_string(kMaxDimension) + ", at most " + std::to_string(kMaxPlanPixels) +
                    " points).");
    const DeviceInfo& device = context.device();
    const std::uint64_t complexBytes = kComplexBytes * spectrumElements(width, height);
    const std::uint64_t realBytes = 4ull * width * height;
    const std::uint64_t largest = std::max(complexBytes, realBytes);
    deviceBytes_ = deviceBytesFor(device, width, height, options);
    if (largest > device.maxAllocBytes || deviceBytes_ > device.globalMemBytes)
        throw TooLargeError("A " + std::to_string(width) + "x" + std::to_string(height) +
                            " image needs " + mib(deviceBytes_) + " of device memory (" +
                            mib(largest) + " in one buffer), but '" + device.name + "' has " +
                            mib(device.globalMemBytes) + " with at most " +
                            mib(device.maxAllocBytes) + " per buffer.");

    Impl& d = *impl_;
    d.bandedFromPixels = options.bandedFromPixels;
    d.bandLines = std::max(0, options.bandLines);
    if (usesStrips(device, width, height, options)) {
        d.stripRows = std::make_unique<StripFft>(context, width, d.profiler, "rows", options.kernels, options.buildTag);
        d.stripColumns =
            std::make_unique<StripFft>(context, height, d.profiler, "columns", options.kernels, options.buildTag);
        d.stripWorkers = stripWorkers(device);
        d.stripScratch = context.buffer(CL_MEM_READ_WRITE, stripScratchBytes(device, std::max(width, height)), nullptr,
                                        "FFT scratch");
        d.sharedPlane = sharesPlane(device, width, height, options);
        d.filtersInPlace = d.sharedPlane && options.filterInPlace;
        if (d.sharedPlane) {
            d.sideRows = sharedPlaneSideRows(width, height, options);
            if (d.stripWorkers > 1)
                d.side = context.buffer(CL_MEM_READ_WRITE,
                                        kComplexBytes * halfWidth() * d.sideRows * (d.stripWorkers - 1), nullptr,
                                        "rows of the in-place inverse");
            spectrum_ = context.buffer(CL_MEM_READ_WRITE, largest, nullptr, "spectrum");
            return;
        }
        real_ = context.buffer(CL_MEM_READ_WRITE, realBytes, nullptr, "image");
        spectrum_ = context.buffer(CL_MEM_READ_WRITE, complexBytes, nullptr, "spectrum");
        return;
    }
    d.halfLength = halfLengthRows(device, width, options);
    if (d.halfLength) {
        d.rows = std::make_unique<LineFft>(context, width / 2, height, options, d.profiler, "rows");
        d.rowPlan = d.rows->plan();
        d.rowPlan.length = width;
        d.rowPlan.method = AxisPlan::Method::HalfLength;
        d.lineTwiddles = twiddleBuffer(context, width);
    } else {
        d.rows = std::make_unique<LineFft>(context, width, (height + 1) / 2, options, d.profiler, "rows");
        d.rows->useFusedRows(options);
    }
    d.twoHalves = twoHalfColumns(device, height, options);
    if (d.twoHalves) {
        d.columns = std::make_unique<LineFft>(context, height / 2, width / 2 + 1, options, d.profiler, "columns");
        d.columnPlan = d.columns->plan();
        d.columnPlan.length = height;
        d.columnPlan.method = AxisPlan::Method::TwoHalves;
        d.columnTwiddles = twiddleBuffer(context, height);
    } else {
        d.columns = std::make_unique<LineFft>(context, height, width / 2 + 1, options, d.profiler, "columns");
    }
    d.across = columnsAcross(device, height, options);
    if (d.across && !d.twoHalves) // rows at a pitch of whole 128-byte lines: 4 lines readable past the last
        d.columns->useWideLines(options);
    d.tile = transposeTile(device);
    const cl::Program layout = context.program({"layout.cl"}, "-DTILE=" + std::to_string(d.tile));
    d.transpose = makeKernel(layout, "transpose_complex");
    d.pack = makeKernel(layout, "pack_row_pairs");
    d.split = makeKernel(layout, "split_row_pairs");
    d.combine = makeKernel(layout, "combine_row_pairs");
    d.extract = makeKernel(layout, "extract_row_pairs");
    real_ = context.buffer(CL_MEM_READ_WRITE, realBytes, nullptr, "image");
    spectrum_ = context.buffer(CL_MEM_READ_WRITE, complexBytes, nullptr, "spectrum");
    d.transposed = options.transposeColumns;
    d.rowCount = height;
    d.pitch = d.across ? acrossPitch(width) : halfWidth();
    d.scratch = context.buffer(CL_MEM_READ_WRITE, kComplexBytes * scratchElements(device, width, height, options),
                               nullptr, "scratch");
}

Fft2d::~Fft2d() = default;

std::uint64_t Fft2d::spectrumBytesFor(int width, int height)
{
    return kComplexBytes * spectrumElements(width, height);
}

const AxisPlan& Fft2d::rowPlan() const
{
    if (impl_->halfLength)
        return impl_->rowPlan;
    return impl_->stripRows ? impl_->stripRows->plan() : impl_->rows->plan();
}

const AxisPlan& Fft2d::columnPlan() const
{
    if (impl_->twoHalves)
        return impl_->columnPlan;
    return impl_->stripColumns ? impl_->stripColumns->plan() : impl_->columns->plan();
}

bool Fft2d::columnsInPlace() const { return impl_->stripColumns || impl_->across; }

std::string Fft2d::describe() const
{
    return std::to_string(width_) + "x" + std::to_string(height_) + ": rows " + rowPlan().describe() + ", columns " +
           columnPlan().describe() + (columnsInPlace() ? "" : " after a transpose");
}

std::vector<StripFft*> Fft2d::Impl::strips() const
{
    std::vector<StripFft*> all;
    for (StripFft* strip : {stripRows.get(), stripColumns.get()})
        if (strip)
            all.push_back(strip);
    for (LineFft* line : {rows.get(), columns.get()})
        if (line)
            line->collectStrips(all);
    return all;
}

bool Fft2d::generic() const
{
    for (const StripFft* strip : impl_->strips())
        if (strip->generic())
            return true;
    return false;
}

std::vector<ProgramSource> Fft2d::specialisedPrograms(const std::vector<std::string>& filterOptions) const
{
    std::vector<ProgramSource> programs;
    for (const StripFft* strip : impl_->strips())
        programs.push_back(strip->ownProgram());
    if (impl_->stripColumns && impl_->sharedPlane) // the plans that filter in their inverse (filteredInverseKernel)
        for (const std::string& options : filterOptions)
            programs.push_back(impl_->stripColumns->filteredProgram(options, false));
    return programs;
}

void Fft2d::specialise()
{
    for (StripFft* strip : impl_->strips())
        strip->specialise();
}

void Fft2d::buildOwnInBackground(const std::vector<std::string>& filterOptions)
{
    if (!generic())
        return;
    for (const ProgramSource& program : specialisedPrograms(filterOptions))
        if (!impl_->ctx.hasProgram(program))
            impl_->ctx.buildInBackground(program);
}

bool Fft2d::specialiseIfBuilt(const std::vector<std::string>& filterOptions)
{
    if (!generic())
        return false;
    for (const ProgramSource& program : specialisedPrograms(filterOptions))
        if (!impl_->ctx.hasProgram(program))
            return false;
    specialise();
    return true;
}

bool Fft2d::sharesPlane() const { return impl_->sharedPlane; }
bool Fft2d::filtersInPlace() const { return impl_->filtersInPlace; }

const cl::Buffer& Fft2d::realBuffer()
{
    if (!real_()) {
        const std::uint64_t bytes = 4ull * width_ * height_;
        real_ = impl_->ctx.buffer(CL_MEM_READ_WRITE, bytes, nullptr, "image");
        deviceBytes_ += bytes;
    }
    return real_;
}

void Fft2d::releaseRealBuffer()
{
    if (!impl_->sharedPlane || !real_())
        return;
    real_ = cl::Buffer();
    deviceBytes_ -= 4ull * width_ * height_;
}

void Fft2d::forward() { forward(realBuffer(), spectrum_); }
void Fft2d::inverse() { inverse(spectrum_, realBuffer()); }

void Fft2d::warmUp()
{
    Impl& d = *impl_;
    if (!d.sharedPlane) {
        forward();
        inverse();
        return;
    }
    try {
        d.stripRows->warmUp(spectrum_, d.stripScratch);
        d.stripColumns->warmUp(spectrum_, d.stripScratch);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Preparing the FFT's kernels");
    }
}

void Fft2d::setBetweenPasses(std::function<void()> check) { impl_->betweenPasses = std::move(check); }

void Fft2d::forward(const cl::Buffer& real, const cl::Buffer& spectrum)
{
    Impl& d = *impl_;
    if (spectrum() == real())
        throw Error("The forward FFT does not run in place.");
    const int hw = halfWidth();
    const auto between = [&d] {
        if (d.betweenPasses)
            d.betweenPasses();
    };
    try {
        if (d.stripRows) {
            if (d.betweenPasses && forwardInBands(real, spectrum))
                return;
            d.stripRows->enqueueRealToHalf(real, spectrum, height_, height_, d.stripScratch, d.stripWorkers);
            between();
            d.stripColumns->enqueueLines(spectrum, hw, false, d.stripScratch, d.stripWorkers);
            return;
        }
        // Rows into the scratch buffer, row-major at d.pitch; then the columns, read there in
        // place (or after a transpose) and left in the transposed layout.
        if (d.halfLength) {
            d.rows->enqueueDoubleToHalf(real, d.scratch, height_, d.pitch, d.lineTwiddles);
        } else if (d.rows->fusesRealPairs()) {
            d.rows->enqueueRealToHalf(real, d.scratch, height_, d.pitch);
        } else {
            d.enqueuePairKernel(d.pack, real, spectrum, width_, height_, width_, "rows pack");
            d.rows->enqueue(spectrum, (height_ + 1) / 2, false, d.scratch);
            d.split.setArg(4, d.pitch);
            d.enqueuePairKernel(d.split, spectrum, d.scratch, width_, height_, hw, "rows split");
        }
        between();
        if (d.twoHalves) {
            d.columns->enqueueDouble(d.scratch, spectrum, hw, d.pitch, 1, false, d.columnTwiddles);
            return;
        }
        if (d.across) {
            d.columns->enqueueGather(d.scratch, spectrum, hw, d.pitch);
            return;
        }
        d.enqueueTranspose(d.scratch, spectrum, height_, hw, "transpose");
        d.columns->enqueue(spectrum, hw, false, d.scratch);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Enqueueing the forward FFT");
    }
}

namespace {

// The smallest multiple of `unit` lines whose `lineBytes` each add up to a multiple of `align`.
std::size_t alignedLines(std::size_t unit, std::size_t lineBytes, std::size_t align)
{
    std::size_t lines = unit;
    while ((lines * lineBytes) % align != 0) // ends by unit * align
        lines += unit;
    return lines;
}

bool isRegion(const cl::Buffer& buffer)
{
    cl_mem parent = nullptr;
    clGetMemObjectInfo(buffer(), CL_MEM_ASSOCIATED_MEMOBJECT, sizeof parent, &parent, nullptr);
    return parent != nullptr;
}

cl::Buffer region(cl::Buffer buffer, std::size_t offset, std::size_t bytes) // a copy: createSubBuffer() is not const
{
    const cl_buffer_region r{offset, bytes};
    return buffer.createSubBuffer(0, CL_BUFFER_CREATE_TYPE_REGION, &r); // 0: the buffer's access
}

} // namespace

// The strip forward in bands of rows, then of columns (PlanOptions::bandedFromPixels says how
// large), each enqueued on regions of the buffers and followed by betweenPasses(). The kernels
// are those of one pass, given fewer lines: a band of rows starts at row r0 of the plane and at
// bin r0 of each transposed column (the same stride); a band of columns is a run of whole
// lines. False, with nothing enqueued, for a plane too small to need it or buffers that cannot
// be cut (already regions).
bool Fft2d::forwardInBands(const cl::Buffer& real, const cl::Buffer& spectrum)
{
    Impl& d = *impl_;
    if (static_cast<long long>(width_) * height_ < d.bandedFromPixels || isRegion(real) || isRegion(spectrum))
        return false;
    constexpr std::size_t kBands = 16;
    const std::size_t align = subBufferAlignment(real.getInfo<CL_MEM_CONTEXT>());
    const std::size_t w = width_, h = height_, hw = halfWidth();
    const std::size_t rowUnit = 2 * StripFft::kLanes; // rows a work-item's strip holds
    const std::size_t rowStep = std::lcm(alignedLines(rowUnit, 4 * w, align), alignedLines(rowUnit, kComplexBytes, align));
    const std::size_t workers = static_cast<std::size_t>(d.stripWorkers);
    const std::size_t wantRows = d.bandLines ? d.bandLines : std::max((h + kBands - 1) / kBands, rowUnit * workers);
    const std::size_t wantLines =
        d.bandLines ? d.bandLines : std::max((hw + kBands - 1) / kBands, StripFft::kLanes * workers);
    const std::size_t rowBand = roundUp(wantRows, rowStep);
    const std::size_t lineBand = roundUp(wantLines, alignedLines(StripFft::kLanes, kComplexBytes * h, align));
    for (std::size_t r0 = 0; r0 < h; r0 += rowBand) {
        const std::size_t rows = std::min(rowBand, h - r0);
        d.stripRows->enqueueRealToHalf(region(real, r0 * w * 4, rows * w * 4),
                                       region(spectrum, r0 * kComplexBytes, ((hw - 1) * h + rows) * kComplexBytes),
                                       static_cast<int>(rows), height_, d.stripScratch, d.stripWorkers);
        d.betweenPasses();
    }
    for (std::size_t l0 = 0; l0 < hw; l0 += lineBand) {
        const std::size_t lines = std::min(lineBand, hw - l0);
        d.stripColumns->enqueueLines(region(spectrum, l0 * h * kComplexBytes, lines * h * kComplexBytes),
                                     static_cast<int>(lines), false, d.stripScratch, d.stripWorkers);
        if (l0 + lines < hw)
            d.betweenPasses();
    }
    return true;
}

void Fft2d::inverse(const cl::Buffer& spectrum, const cl::Buffer& real, const PlaneStatsOut& stats)
{
    Impl& d = *impl_;
    if (spectrum() == real())
        throw Error("The inverse FFT runs in place only with its filter fused in (inverseFiltered).");
    const int hw = halfWidth();
    const float scale = static_cast<float>(1.0 / (static_cast<double>(width_) * height_));
    try {
        if (d.stripRows) {
            d.stripColumns->enqueueLines(spectrum, hw, true, d.stripScratch, d.stripWorkers);
            d.stripRows->enqueueHalfToReal(spectrum, real, height_, height_, scale, d.stripScratch, d.stripWorkers,
                                           stats);
            return;
        }
        if (d.twoHalves)
            d.columns->enqueueDouble(spectrum, spectrum, hw, 1, height_, true, d.columnTwiddles);
        else
            d.columns->enqueue(spectrum, hw, true, d.scratch);
        if (d.transposed) { // the three-pass layout, for comparison
            d.enqueueTranspose(spectrum, d.scratch, hw, height_, "transpose");
            d.enqueueRowsInverse(d.scratch, hw, 1, spectrum, real, scale, stats);
            return;
        }
        d.enqueueRowsInverse(spectrum, 1, height_, d.scratch, real, scale, stats);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Enqueueing the inverse FFT");
    }
}

int Fft2d::statsPartials() const
{
    const Impl& d = *impl_;
    if (d.stripRows)
        return StripFft::statsPartials(height_, d.stripWorkers);
    return d.rows ? d.rows->statsPartials(height_, d.halfLength) : 0;
}

cl::Kernel Fft2d::filteredInverseKernel(const std::string& filterOptions)
{
    Impl& d = *impl_;
    if (d.sharedPlane) {
        try {
            return d.stripColumns->filteredColumns(filterOptions);
        } catch (const cl::Error& e) {
            throwOpenClError(e, "Preparing the filtered inverse FFT");
        }
    }
    if (!d.columns || d.transposed || d.columns->plan().method != AxisPlan::Method::LocalMemory)
        return cl::Kernel();
    try {
        return d.columns->makeVariant({"fold.cl", "filter.cl"}, filterOptions,
                                      d.twoHalves ? "fft_lines_double_filtered" : "fft_columns_filtered");
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Preparing the filtered inverse FFT");
    }
}

cl::Kernel Fft2d::inPlaceFilterKernel(const std::string& filterOptions)
{
    Impl& d = *impl_;
    if (!d.filtersInPlace)
        return cl::Kernel();
    try {
        return d.stripColumns->filteredColumns(filterOptions, true);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Preparing the in-place filter");
    }
}

void Fft2d::filterInPlace(cl::Kernel& columns, const PlaneStatsOut& stats)
{
    Impl& d = *impl_;
    if (!d.filtersInPlace)
        throw Error("Only a plan made to filter in place (PlanOptions::filterInPlace) does so.");
    try {
        d.stripRows->enqueueRealToRowMajor(spectrum_, spectrum_, halfWidth(), height_, d.stripScratch,
                                           d.stripWorkers, d.side, d.sideRows);
        d.stripColumns->enqueueFilteredColumns(columns, spectrum_, halfWidth(), d.stripScratch, d.stripWorkers);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Enqueueing the in-place filter");
    }
    inverseRows(spectrum_, 0, height_, stats);
}

void Fft2d::inverseFiltered(cl::Kernel& columns, const cl::Buffer& real, const PlaneStatsOut& stats)
{
    inverseFilteredColumns(columns);
    inverseRows(real, 0, height_, stats);
}

void Fft2d::inverseFilteredColumns(cl::Kernel& columns)
{
    Impl& d = *impl_;
    if (d.sharedPlane) { // into the spectrum buffer, row-major, for the rows' in-place pass
        try {
            d.stripColumns->enqueueFilteredColumns(columns, spectrum_, halfWidth(), d.stripScratch, d.stripWorkers);
        } catch (const cl::Error& e) {
            throwOpenClError(e, "Enqueueing the filtered inverse FFT");
        }
        return;
    }
    try {
        // The first arguments are apply_filter's, set by the caller; then the twiddles.
        constexpr cl_uint after = FilterGain::kKernelArguments;
        columns.setArg(1, d.scratch);
        columns.setArg(after, d.columns->twiddles());
        if (d.twoHalves)
            columns.setArg(after + 1, d.columnTwiddles);
        d.columns->enqueueVariant(columns, halfWidth(), "filtered inverse FFT");
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Enqueueing the filtered inverse FFT");
    }
}

void Fft2d::inverseRows(const cl::Buffer& real, int firstRow, int endRow, const PlaneStatsOut& stats)
{
    Impl& d = *impl_;
    const float scale = static_cast<float>(1.0 / (static_cast<double>(width_) * height_));
    try {
        if (d.sharedPlane) {
            if (firstRow != 0 || endRow != height_)
                throw Error("The in-place inverse transforms every row at once.");
            d.stripRows->enqueueRowMajorToReal(spectrum_, halfWidth(), real, height_, scale, d.stripScratch,
                                               d.stripWorkers, stats, d.side, d.sideRows);
            return;
        }
        d.enqueueRowsInverse(d.scratch, 1, height_, spectrum_, real, scale, stats, firstRow, endRow);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Enqueueing the filtered inverse FFT's rows");
    }
}

int Fft2d::rowStripeStep() const
{
    const Impl& d = *impl_;
    if (d.stripRows || d.transposed || !d.rows)
        return 0;
    return d.rows->rowsPerGroup(d.halfLength);
}

void Fft2d::upload(const float* pixels)
{
    impl_->ctx.write(realBuffer(), 4ull * width_ * height_, pixels, impl_->profiler.next("upload"), "the image");
}

void Fft2d::downloadReal(float* pixels)
{
    impl_->ctx.read(realBuffer(), 4ull * width_ * height_, pixels, impl_->profiler.next("download"), "the image");
}

std::vector<std::complex<float>> Fft2d::downloadHalfSpectrum()
{
    std::vector<std::complex<float>> half(static_cast<std::size_t>(halfWidth()) * height_);
    impl_->ctx.read(spectrum_, half.size() * kComplexBytes, half.data(), impl_->profiler.next("download"),
                    "the spectrum");
    return half;
}

std::vector<std::complex<float>> Fft2d::downloadSpectrum()
{
    const std::vector<std::complex<float>> half = downloadHalfSpectrum();
    const std::size_t w = width_, h = height_;
    std::vector<std::complex<float>> full(w * h);
    for (std::size_t v = 0; v < h; ++v)
        for (std::size_t u = 0; u < w; ++u)
            full[v * w + u] = 2 * u <= w ? half[u * h + v]
                                         : std::conj(half[(w - u) * h + (h - v) % h]);
    return full;
}

void Fft2d::setProfiling(bool on)
{
    impl_->profiler.enabled = on;
    if (!on)
        impl_->profiler.events.clear();
}

std::vector<StageTime> Fft2d::stageTimes()
{
    impl_->ctx.finish();
    std::vector<StageTime> times;
    try {
        for (auto& recorded : impl_->profiler.events) {
            const std::string& stage = recorded.first;
            const cl::Event& event = recorded.second;
            const double ms = static_cast<double>(event.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                                                  event.getProfilingInfo<CL_PROFILING_COMMAND_START>()) *
                              1e-6;
            auto same = [&stage](const StageTime& t) { return t.stage == stage; };
            if (auto it = std::find_if(times.begin(), times.end(), same); it != times.end())
                it->ms += ms;
            else
                times.push_back({stage, ms});
        }
    } catch (const cl::Error& e) {
        impl_->profiler.events.clear();
        throwOpenClError(e, "Reading profiling events");
    }
    impl_->profiler.events.clear();
    return times;
}

} // namespace passband
