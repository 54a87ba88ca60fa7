// The 2D FFT engine against independent double-precision references, and its
// self-testing properties (impulse, constant, linearity, shift, Parseval).
#include "errors.h"
#include "fft.h"
#include "reference.h"

#include <QtTest>

#include <cmath>
#include <memory>

using namespace passband;
using reference::relativeL2;

Q_DECLARE_METATYPE(std::vector<int>)

namespace {

constexpr double kBound = 1e-5; // relative L2, the engine's accuracy promise
constexpr double kPi = 3.14159265358979323846;

// Forces the global-pass, pack/split and padded Bluestein paths, whatever the device.
PlanOptions localUpTo(int length, bool fourStep)
{
    PlanOptions options;
    options.maxLocalLength = length;
    options.fourStep = fourStep;
    return options;
}
const PlanOptions kForceGlobal = localUpTo(16, false);
// Lines longer than 16 points in two local steps where they factor into lengths <= 16.
const PlanOptions kForceFourStep = localUpTo(16, true);
// Forces one kernel family, whatever the device picks by itself.
PlanOptions strategy(PlanOptions::Strategy s)
{
    PlanOptions options;
    options.strategy = s;
    return options;
}
const PlanOptions kWorkGroups = strategy(PlanOptions::Strategy::WorkGroups);
const PlanOptions kStrips = strategy(PlanOptions::Strategy::Strips);
// The work-group kernels with their columns through a transpose (three passes), not in place.
PlanOptions transposed()
{
    PlanOptions options = kWorkGroups;
    options.transposeColumns = true;
    return options;
}

// The plan options a test row names.
PlanOptions optionsNamed(const QString& name)
{
    if (name == "global passes")
        return kForceGlobal;
    if (name == "four-step")
        return kForceFourStep;
    if (name == "work-groups")
        return kWorkGroups;
    if (name == "strips")
        return kStrips;
    if (name == "transposed")
        return transposed();
    if (name == "half-length rows") // rows of up to 32 points as complex lines of up to 16
        return kForceFourStep;
    if (name == "wide columns 2" || name == "wide columns 4") { // fft_columns_wide, forced
        PlanOptions options = kWorkGroups;
        options.wideColumns = name.endsWith('4') ? 4 : 2;
        return options;
    }
    if (name == "Bluestein in passes") { // Bluestein rows as separate passes, not fused
        PlanOptions options = kWorkGroups;
        options.fusedBluestein = false;
        return options;
    }
    if (name == "generic strips") { // the size-generic strip kernels (PlanOptions::Kernels)
        PlanOptions options = kStrips;
        options.kernels = PlanOptions::Kernels::Generic;
        return options;
    }
    if (name == "computed twiddles") {
        PlanOptions options = kWorkGroups;
        options.computedTwiddles = true;
        return options;
    }
    return {};
}

struct Transformed {
    std::vector<std::complex<float>> spectrum;
    std::vector<float> roundTrip;
};

Transformed transform(Fft2d& plan, const std::vector<float>& image)
{
    Transformed t;
    plan.upload(image.data());
    plan.forward();
    t.spectrum = plan.downloadSpectrum();
    plan.inverse();
    t.roundTrip.resize(image.size());
    plan.downloadReal(t.roundTrip.data());
    return t;
}

std::vector<std::complex<float>> forward(Fft2d& plan, const std::vector<float>& image)
{
    plan.upload(image.data());
    plan.forward();
    return plan.downloadSpectrum();
}

} // namespace

class TestFft : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        context_ = std::make_unique<ComputeContext>();
        qInfo("OpenCL device: %s (%s)", context_->device().name.c_str(),
              context_->device().platformName.c_str());
    }

    void radixSequence_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<std::vector<int>>("expected");
        QTest::newRow("1") << 1 << std::vector<int>{};
        QTest::newRow("2") << 2 << std::vector<int>{2};
        QTest::newRow("4") << 4 << std::vector<int>{4};
        QTest::newRow("8") << 8 << std::vector<int>{8};
        QTest::newRow("16") << 16 << std::vector<int>{4, 4};
        QTest::newRow("32") << 32 << std::vector<int>{8, 4};
        QTest::newRow("128") << 128 << std::vector<int>{8, 4, 4};
        QTest::newRow("4096") << 4096 << std::vector<int>{8, 8, 8, 8};
        QTest::newRow("1000") << 1000 << std::vector<int>{8, 5, 5, 5};
        QTest::newRow("1001") << 1001 << std::vector<int>{7, 11, 13};
        QTest::newRow("1080") << 1080 << std::vector<int>{8, 3, 3, 3, 5};
        QTest::newRow("17 (prime)") << 17 << std::vector<int>{};
        QTest::newRow("34") << 34 << std::vector<int>{};
        QTest::newRow("683 (prime)") << 683 << std::vector<int>{};
    }

    void radixSequence()
    {
        QFETCH(int, n);
        QFETCH(std::vector<int>, expected);
        QCOMPARE(passband::radixSequence(n), expected);
        QCOMPARE(isSmooth(n), n == 1 || !expected.empty());
    }

    void bluesteinLength()
    {
        // The smallest 7-smooth number >= 2n - 1, found by hand.
        QCOMPARE(passband::bluesteinLength(17), 35);     // 33 = 3 x 11, 34 = 2 x 17; 35 = 5 x 7
        QCOMPARE(passband::bluesteinLength(97), 196);    // 193 to 195 have 193, 97, 13; 196 = 4 x 49
        QCOMPARE(passband::bluesteinLength(683), 1372);  // 1365 = 3 x 5 x 7 x 13; 1372 = 4 x 343
        QCOMPARE(passband::bluesteinLength(1366), 2744); // 2744 = 8 x 343
        QCOMPARE(passband::bluesteinLength(1021), 2048); // 2041 to 2047 all have a factor above 7
    }

    // The two references must agree with each other before either judges the engine.
    void oracleAgrees()
    {
        for (auto [w, h] : {std::pair{17, 31}, std::pair{64, 48}, std::pair{1, 7}}) {
            const std::vector<float> image = reference::randomImage(w, h, 7);
            const reference::Spectrum direct = reference::directDft2d(image, w, h);
            const reference::Spectrum fftw = reference::fftwDft2d(image, w, h);
            double diff = 0, norm = 0;
            for (std::size_t i = 0; i < direct.size(); ++i) {
                diff += std::norm(direct[i] - fftw[i]);
                norm += std::norm(fftw[i]);
            }
            QVERIFY2(std::sqrt(diff / norm) < 1e-12, qPrintable(QString("%1x%2").arg(w).arg(h)));
        }
    }

    void accuracy_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<QString>("kernels");
        const std::vector<std::pair<int, int>> sizes = {
            {1, 1},     {1, 7},     {2, 2},     {3, 5},      {8, 8},     {17, 31},   {64, 64},
            {97, 101},  {128, 1},   {480, 640}, {1000, 1001}, {1021, 768}, {1920, 1080},
            {2048, 2048}, {1366, 768}, {30, 34}, {7, 1},     {13, 11},   {4096, 3},
            {16384, 3}, {2, 32768}, {40000, 2}};
        for (auto [w, h] : sizes)
            QTest::addRow("%dx%d", w, h) << w << h << QString("auto");
        const std::vector<std::pair<int, int>> forced = {
            {1, 7}, {3, 5}, {17, 31}, {97, 101}, {128, 1}, {480, 640}, {1000, 1001}, {1021, 768}, {5, 2}};
        for (auto [w, h] : forced)
            QTest::addRow("%dx%d global passes", w, h) << w << h << QString("global passes");
        // Four-step lines: 48 = 6 x 8, 64 = 8 x 8, 77 = 7 x 11, 105 = 7 x 15, 240 = 15 x 16,
        // 256 = 16 x 16, 96 = 8 x 12, 100 = 10 x 10, and Bluestein's padding of 97, 101, 17 and
        // 31 (196 = 14 x 14, 210 = 14 x 15, 35 = 5 x 7, 63 = 7 x 9);
        // 1000 has no such split and falls back to global passes beside a four-step 96.
        const std::vector<std::pair<int, int>> fourStep = {
            {64, 48}, {105, 77}, {256, 240}, {96, 100}, {97, 101}, {17, 31}, {1000, 96}, {256, 1}, {3, 64}};
        for (auto [w, h] : fourStep)
            QTest::addRow("%dx%d four-step", w, h) << w << h << QString("four-step");
        // Both kernel families on every device: the one the device does not pick by itself
        // is checked too (the work-group kernels on a CPU, the strips on a GPU).
        const std::vector<std::pair<int, int>> families = {
            {1, 1},   {1, 7},    {2, 2},     {3, 5},      {8, 8},     {9, 17},     {64, 48}, {105, 77},
            {128, 1}, {480, 640}, {1000, 1001}, {1920, 1080}, {2048, 2048}, {4096, 3}, {2, 32768}, {40000, 2},
            {17, 16}, {15, 1001}, {683, 64}, {97, 101}, {1366, 8}, {5, 683}};
        // Real rows too long for local memory whose half fits: complex lines of half the length
        // (30 -> 15, 26 -> 13, 32 -> 16), beside columns local (16, 9), four-step (24, 33) or
        // Bluestein (17).
        const std::vector<std::pair<int, int>> halfRows = {{32, 24}, {30, 9}, {32, 16}, {26, 16}, {28, 33}, {32, 17}};
        for (auto [w, h] : halfRows)
            QTest::addRow("%dx%d half-length rows", w, h) << w << h << QString("half-length rows");
        // Columns too long for local memory whose half fits, in two halves in one pass (32 ->
        // 16, 30 -> 15, 26 -> 13, 28 -> 14), beside rows local, half-length or Bluestein.
        const std::vector<std::pair<int, int>> twoHalves = {{16, 32}, {9, 30}, {17, 26}, {32, 32}, {30, 28}, {1, 32}};
        for (auto [w, h] : twoHalves)
            QTest::addRow("%dx%d two-half columns", w, h) << w << h << QString("half-length rows");
        for (auto [w, h] : std::vector<std::pair<int, int>>{{1000, 1001}, {64, 48}, {2048, 8}, {17, 31}, {1366, 8}})
            QTest::addRow("%dx%d computed twiddles", w, h) << w << h << QString("computed twiddles");
        // Columns read in place with 2 or 4 neighbouring lines in registers: half widths that
        // leave the last work-group 1, 2 or 3 lines (9, 2, 3, 961), radices 8, 4, 3, 5, 7, 11, 13.
        const std::vector<std::pair<int, int>> wide = {{64, 64},    {17, 64},    {2, 128},     {4, 72},
                                                       {480, 640},  {1000, 1001}, {1920, 1080}, {1366, 768},
                                                       {2048, 2048}, {1920, 4096}, {96, 3000}};
        for (const char* lines : {"wide columns 2", "wide columns 4"})
            for (auto [w, h] : wide)
                QTest::addRow("%dx%d %s", w, h, lines) << w << h << QString(lines);
        // Bluestein rows (odd and even lengths: 17, 97, 683, 1366, 1021) in one fused pass each
        // way on the work-group kernels above; here as separate passes.
        for (auto [w, h] : std::vector<std::pair<int, int>>{{683, 64}, {1366, 8}, {17, 16}, {97, 101}, {1021, 6}})
            QTest::addRow("%dx%d Bluestein in passes", w, h) << w << h << QString("Bluestein in passes");
        for (const char* family : {"work-groups", "strips", "transposed"})
            for (auto [w, h] : families)
                QTest::addRow("%dx%d %s", w, h, family) << w << h << QString(family);
        // The size-generic strips: every radix (2, 3, 4, 5, 7, 8, 11, 13; 2197 = 13^3, 1331 =
        // 11^3), lengths of 1 and 32768, Bluestein's padded lengths (683, 97, 101).
        const std::vector<std::pair<int, int>> generic = {
            {1, 1},    {1, 7},      {2, 2},     {3, 5},      {8, 8},      {9, 17},   {64, 48},  {105, 77},
            {128, 1},  {480, 640},  {1000, 1001}, {1920, 1080}, {2048, 2048}, {4096, 3}, {2, 32768}, {17, 16},
            {15, 1001}, {683, 64},  {97, 101},  {1366, 8},   {2197, 6},   {1331, 10}, {5, 683}};
        for (auto [w, h] : generic)
            QTest::addRow("%dx%d generic strips", w, h) << w << h << QString("generic strips");
    }

    // Kernels kept between runs (the kernel cache, forced on for PoCL, which has its own): a
    // fresh context takes every program of a plan from the cache and transforms as exactly;
    // damaged or foreign files are compiled afresh and replaced; an unusable directory costs
    // nothing but the compile.
    void kernelCacheKeepsBinaries()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string cache = dir.path().toStdString() + "/kernels";
        setKernelCache(cache, KernelCacheUse::Always);
        const int width = 40, height = 28;
        const std::vector<float> image = reference::randomImage(width, height, 99);
        const auto check = [&](ComputeContext& context) {
            Fft2d plan(context, width, height);
            const Transformed got = transform(plan, image);
            QVERIFY(relativeL2(got.spectrum, reference::dft2d(image, width, height)) <= kBound);
            QVERIFY(relativeL2(got.roundTrip, image) <= kBound);
        };
        {
            ComputeContext first(context_->device());
            check(first);
            QCOMPARE(first.kernelCacheHits(), 0);
        }
        const QStringList files = QDir(QString::fromStdString(cache)).entryList({"*.bin"}, QDir::Files);
        QVERIFY2(!files.isEmpty(), "programs were kept");
        QVERIFY(QDir(QString::fromStdString(cache)).entryList({"*.part*"}, QDir::Files).isEmpty());
        {
            ComputeContext second(context_->device());
            check(second);
            QCOMPARE(second.kernelCacheHits(), int(files.size()));
        }
        for (const QString& name : files) { // damaged: cut short
            QFile f(QString::fromStdString(cache) + "/" + name);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.resize(f.size() / 2));
        }
        {
            ComputeContext third(context_->device());
            check(third);
            QCOMPARE(third.kernelCacheHits(), 0);
        }
        {
            ComputeContext fourth(context_->device()); // rewritten whole by the third
            check(fourth);
            QCOMPARE(fourth.kernelCacheHits(), int(files.size()));
        }
        setKernelCache("/proc/passband-no-such-cache", KernelCacheUse::Always);
        {
            ComputeContext unusable(context_->device());
            check(unusable);
        }
        setKernelCache({});
        QVERIFY(!usesKernelCache(context_->device()));
        // By default, drivers with their own cache are left to it.
        setKernelCache(cache);
        DeviceInfo pocl = context_->device(), nvidia = pocl, other = pocl;
        pocl.platformName = "Portable Computing Language";
        nvidia.platformName = "NVIDIA CUDA";
        other.platformName = "Intel(R) OpenCL Graphics";
        QVERIFY(!usesKernelCache(pocl));
        QVERIFY(!usesKernelCache(nvidia));
        QVERIFY(usesKernelCache(other));
        setKernelCache({});
    }

    void accuracy()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(QString, kernels);
        Fft2d plan(*context_, width, height, optionsNamed(kernels));
        const std::vector<float> image = reference::randomImage(width, height, 1234u + width * 7 + height);
        const Transformed got = transform(plan, image);
        const double forwardError = relativeL2(got.spectrum, reference::dft2d(image, width, height));
        const double roundTripError = relativeL2(got.roundTrip, image);
        qInfo("%s: forward %.3g, round trip %.3g", plan.describe().c_str(), forwardError, roundTripError);
        QVERIFY2(forwardError <= kBound, qPrintable(QString("forward error %1").arg(forwardError)));
        QVERIFY2(roundTripError <= kBound, qPrintable(QString("round-trip error %1").arg(roundTripError)));
        if (kernels.startsWith("wide columns")) // the rows above all take the wide kernel
            QCOMPARE(plan.columnPlan().linesInRegisters, optionsNamed(kernels).wideColumns);
        if (kernels == "generic strips") // every strip line transform of the plan is generic
            QCOMPARE(plan.generic(), !plan.specialisedPrograms().empty());
    }

    // A plan on generic kernels switches to its own (specialise()) between transforms, with
    // its buffers and what they hold kept: the spectrum made by one kind is inverted by the
    // other, and both are the double-precision DFT's within the bound.
    void specialisedKernelsTakeOver()
    {
        for (auto [w, h] : {std::pair{1000, 1001}, std::pair{683, 64}, std::pair{30, 26}}) {
            const QString size = QString("%1x%2").arg(w).arg(h);
            Fft2d plan(*context_, w, h, optionsNamed("generic strips"));
            QVERIFY2(plan.generic(), qPrintable(size));
            const std::vector<float> image = reference::randomImage(w, h, 77u + w);
            const reference::Spectrum expected = reference::dft2d(image, w, h);
            plan.upload(image.data());
            plan.forward();
            QVERIFY2(relativeL2(plan.downloadSpectrum(), expected) <= kBound, qPrintable(size));
            plan.specialise();
            QVERIFY2(!plan.generic(), qPrintable(size));
            plan.inverse();
            std::vector<float> back(image.size());
            plan.downloadReal(back.data());
            QVERIFY2(relativeL2(back, image) <= kBound, qPrintable(size));
            QVERIFY2(relativeL2(forward(plan, image), expected) <= kBound, qPrintable(size));
        }
    }

    // Kernels::Auto: a length whose own program this context does not have and the kernel cache
    // never saw runs generic kernels; its own, built in the background, are then the context's;
    // a fresh context with the same cache takes them at once. Without a kernel cache nothing is
    // known from earlier runs. Both ways the cache may know a build: our binaries (Always) and,
    // for drivers with their own cache, a note that the driver built it (the default).
    void autoKernelsFollowTheCache()
    {
        PlanOptions automatic = kStrips;
        automatic.kernels = PlanOptions::Kernels::Auto;
        automatic.planeInSpectrum = true; // a plan that filters in its inverse: its filtered program too
        const std::vector<std::string> filter{"-DD2=int -DPER_ITEM=8"};
        for (const KernelCacheUse use : {KernelCacheUse::DriversWithoutCache, KernelCacheUse::Always}) {
            QTemporaryDir dir;
            QVERIFY(dir.isValid());
            setKernelCache(dir.path().toStdString() + "/kernels", use);
            const int w = 36, h = 52;
            const std::vector<float> image = reference::randomImage(w, h, 5);
            const reference::Spectrum expected = reference::dft2d(image, w, h);
            std::vector<ProgramSource> own;
            {
                ComputeContext first(context_->device());
                Fft2d plan(first, w, h, automatic);
                QVERIFY(plan.generic());
                QVERIFY(relativeL2(forward(plan, image), expected) <= kBound);
                own = plan.specialisedPrograms(filter);
                QCOMPARE(int(own.size()), 3); // rows of 36, columns of 52, and the filtered columns
                for (const ProgramSource& program : own) {
                    QVERIFY(!first.hasProgram(program));
                    first.buildInBackground(program);
                }
                QTRY_VERIFY_WITH_TIMEOUT(!first.buildingInBackground(), 120000);
                for (const ProgramSource& program : own)
                    QVERIFY(first.hasProgram(program));
                plan.specialise();
                QVERIFY(!plan.generic());
                QVERIFY(relativeL2(forward(plan, image), expected) <= kBound);
            }
            {
                // Noted (where the driver keeps its own cache) only once their kernels were
                // launched without an error on the builder's thread: their warm-ups work.
                ComputeContext second(context_->device());
                for (const ProgramSource& program : own)
                    QVERIFY2(second.hasProgram(program), program.options.c_str());
                Fft2d plan(second, w, h, automatic);
                QVERIFY(!plan.generic());
                QVERIFY(relativeL2(forward(plan, image), expected) <= kBound);
            }
            setKernelCache({});
            {
                ComputeContext third(context_->device());
                QVERIFY(Fft2d(third, w, h, automatic).generic());
            }
        }
    }

    // program() of a program queued or building in the background takes that build (waiting
    // for it) rather than compiling it again, and a failed background build is thrown there.
    void backgroundBuildsAreTakenOnce()
    {
        ComputeContext context(context_->device());
        const ProgramSource good{{"radix.cl", "fft_strip.cl"}, "-DN=20 -DNP=2 -DR0=4 -DL0=1 -DR1=5 -DL1=4"};
        const ProgramSource bad{{"radix.cl", "fft_local.cl"}, ""}; // fft_local.cl needs its options
        context.buildInBackground(good);
        context.buildInBackground(bad);
        QVERIFY(context.program(good)());
        QVERIFY(context.hasProgram(good));
        QVERIFY_THROWS_EXCEPTION(KernelBuildError, context.program(bad));
        QVERIFY(!context.hasProgram(bad));
    }

    void methodFollowsFactors()
    {
        Fft2d smooth(*context_, 1000, 1001, kWorkGroups);
        QCOMPARE(smooth.rowPlan().method, AxisPlan::Method::LocalMemory);
        QVERIFY(smooth.columnsInPlace()); // columns that fit local memory need no transpose
        QVERIFY(!Fft2d(*context_, 1000, 1001, transposed()).columnsInPlace());
        QVERIFY(!Fft2d(*context_, 64, 240, kForceFourStep).columnsInPlace());
        QVERIFY(Fft2d(*context_, 64, 240, kStrips).columnsInPlace());
        QCOMPARE(smooth.columnPlan().radices, (std::vector<int>{7, 11, 13}));
        Fft2d prime(*context_, 683, 1021);
        QCOMPARE(prime.rowPlan().method, AxisPlan::Method::Bluestein);
        QCOMPARE(prime.columnPlan().method, AxisPlan::Method::Bluestein);
        QCOMPARE(prime.columnPlan().paddedLength, 2048);
        Fft2d forced(*context_, 64, 48, kForceGlobal);
        QCOMPARE(forced.rowPlan().method, AxisPlan::Method::GlobalPasses);
        QCOMPARE(forced.columnPlan().method, AxisPlan::Method::GlobalPasses);
        // The split nearest sqrt(n) whose two lengths both fit: 64 = 8 x 8, 240 = 15 x 16.
        Fft2d fourStep(*context_, 64, 240, kForceFourStep);
        QCOMPARE(fourStep.rowPlan().method, AxisPlan::Method::FourStep);
        QCOMPARE(fourStep.rowPlan().split, 8);
        QCOMPARE(fourStep.columnPlan().method, AxisPlan::Method::FourStep);
        QCOMPARE(fourStep.columnPlan().split, 15);
        Fft2d half(*context_, 32, 24, kForceFourStep); // a 32-point row does not fit, 16 does
        QCOMPARE(half.rowPlan().method, AxisPlan::Method::HalfLength);
        QCOMPARE(half.rowPlan().length, 32);
        QCOMPARE(half.rowPlan().radices, (std::vector<int>{4, 4}));
        PlanOptions pairs = kForceFourStep;
        pairs.halfLengthRows = false;
        QCOMPARE(Fft2d(*context_, 32, 24, pairs).rowPlan().method, AxisPlan::Method::FourStep);
        Fft2d halves(*context_, 16, 32, kForceFourStep); // a 32-point column does not fit, 16 does
        QCOMPARE(halves.columnPlan().method, AxisPlan::Method::TwoHalves);
        QCOMPARE(halves.columnPlan().length, 32);
        QVERIFY(halves.columnsInPlace());
        PlanOptions fourStepColumns = kForceFourStep;
        fourStepColumns.twoHalfColumns = false;
        QCOMPARE(Fft2d(*context_, 16, 32, fourStepColumns).columnPlan().method, AxisPlan::Method::FourStep);
        Fft2d noSplit(*context_, 1000, 97, kForceFourStep);
        QCOMPARE(noSplit.rowPlan().method, AxisPlan::Method::GlobalPasses);
        QCOMPARE(noSplit.columnPlan().method, AxisPlan::Method::Bluestein);
        QCOMPARE(noSplit.columnPlan().paddedMethod, AxisPlan::Method::FourStep);
        QCOMPARE(noSplit.columnPlan().paddedSplit, 14); // 97 pads to 196 = 14 x 14
        Fft2d strips(*context_, 1000, 1001, kStrips);
        QCOMPARE(strips.rowPlan().method, AxisPlan::Method::Strips);
        QCOMPARE(strips.columnPlan().radices, (std::vector<int>{7, 11, 13}));
        // A prime length takes Bluestein, whose padded transform (683 -> 1372) runs as strips
        // like the smooth axis.
        Fft2d stripsPrime(*context_, 683, 64, kStrips);
        QCOMPARE(stripsPrime.rowPlan().method, AxisPlan::Method::Bluestein);
        QCOMPARE(stripsPrime.rowPlan().paddedMethod, AxisPlan::Method::Strips);
        QCOMPARE(stripsPrime.rowPlan().paddedLength, 1372);
        QCOMPARE(stripsPrime.columnPlan().method, AxisPlan::Method::Strips);
        Fft2d groupsPrime(*context_, 683, 64, kWorkGroups);
        QCOMPARE(groupsPrime.rowPlan().paddedMethod, AxisPlan::Method::LocalMemory);
        QCOMPARE(groupsPrime.columnPlan().method, AxisPlan::Method::LocalMemory);
        QVERIFY(groupsPrime.rowPlan().fusedPass); // 1372 points fit local memory: one pass each way
        QVERIFY(!stripsPrime.rowPlan().fusedPass);
        PlanOptions passes = kWorkGroups;
        passes.fusedBluestein = false;
        QVERIFY(!Fft2d(*context_, 683, 64, passes).rowPlan().fusedPass);
        // Columns read in place hold 4 neighbouring lines in registers where a work-item's 4 x 8
        // to 4 x 10 points fit (2048: radix 8, 8 points; 1080: radix 5 gives 10), none where
        // the one-line gather already takes 4 or more lines to a group (64), none when asked.
        QCOMPARE(Fft2d(*context_, 2048, 2048, kWorkGroups).columnPlan().linesInRegisters, 4);
        QCOMPARE(Fft2d(*context_, 1920, 1080, kWorkGroups).columnPlan().linesInRegisters, 4);
        QCOMPARE(Fft2d(*context_, 64, 64, kWorkGroups).columnPlan().linesInRegisters, 0);
        PlanOptions oneLine = kWorkGroups;
        oneLine.wideColumns = 1;
        QCOMPARE(Fft2d(*context_, 2048, 2048, oneLine).columnPlan().linesInRegisters, 0);
        QCOMPARE(Fft2d(*context_, 2048, 2048, transposed()).columnPlan().linesInRegisters, 0);
    }

    // A CPU device picks the strip kernels by itself, any other device the work-group ones.
    void strategyFollowsDevice()
    {
        const bool cpu = (context_->device().type & CL_DEVICE_TYPE_CPU) != 0;
        QCOMPARE(usesStrips(context_->device(), 640, 480), cpu);
        QCOMPARE(Fft2d(*context_, 640, 480).rowPlan().method,
                 cpu ? AxisPlan::Method::Strips : AxisPlan::Method::LocalMemory);
        QVERIFY(!usesStrips(context_->device(), 640, 480, kWorkGroups));
        QVERIFY(usesStrips(context_->device(), 640, 480, kStrips));
        QVERIFY(!usesStrips(context_->device(), 640, 479, kStrips)); // 479 is prime
        QVERIFY(!usesStrips(context_->device(), 640, 480, kForceGlobal));
    }

    // The device keeps the Hermitian half, transposed: (u, v) at u*H + v.
    void halfSpectrumLayout()
    {
        const int w = 9, h = 6;
        Fft2d plan(*context_, w, h);
        const std::vector<float> image = reference::randomImage(w, h, 3);
        plan.upload(image.data());
        plan.forward();
        const std::vector<std::complex<float>> half = plan.downloadHalfSpectrum();
        QCOMPARE(half.size(), std::size_t((w / 2 + 1) * h));
        const reference::Spectrum ref = reference::directDft2d(image, w, h);
        for (int u = 0; u <= w / 2; ++u)
            for (int v = 0; v < h; ++v)
                QVERIFY(std::abs(std::complex<double>(half[u * h + v]) - ref[v * w + u]) <
                        1e-5 * std::abs(ref[0]));
    }

    void properties_data()
    {
        QTest::addColumn<QString>("property");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<QString>("kernels");
        struct Size { const char* name; int width, height; const char* kernels; };
        const Size sizes[] = {{"64x48", 64, 48, "auto"},
                              {"17x31 Bluestein", 17, 31, "auto"},
                              {"105x77 odd radices", 105, 77, "auto"},
                              {"40x26 global passes", 40, 26, "global passes"},
                              {"105x77 four-step", 105, 77, "four-step"},
                              {"105x77 work-groups", 105, 77, "work-groups"},
                              {"105x77 strips", 105, 77, "strips"},
                              {"105x77 transposed", 105, 77, "transposed"},
                              {"30x26 half-length rows", 30, 26, "half-length rows"},
                              {"32x30 half-length rows, two-half columns", 32, 30, "half-length rows"}};
        for (const char* property : {"impulse", "constant", "linearity", "shift", "parseval"})
            for (const Size& size : sizes)
                QTest::addRow("%s %s", property, size.name)
                    << QString(property) << size.width << size.height << QString(size.kernels);
    }

    void properties()
    {
        QFETCH(QString, property);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(QString, kernels);
        Fft2d plan(*context_, width, height, optionsNamed(kernels));
        if (property == "impulse")
            impulse(plan);
        else if (property == "constant")
            constant(plan);
        else if (property == "linearity")
            linearity(plan);
        else if (property == "shift")
            shift(plan);
        else
            parseval(plan);
    }

    // A plan runs many times: the same input gives the same bits, new inputs stay correct.
    void planReuse()
    {
        const int w = 97, h = 64;
        Fft2d plan(*context_, w, h);
        const std::vector<float> first = reference::randomImage(w, h, 41);
        const std::vector<std::complex<float>> once = forward(plan, first);
        for (std::uint32_t seed = 42; seed < 45; ++seed) {
            const std::vector<float> image = reference::randomImage(w, h, seed);
            QVERIFY(relativeL2(forward(plan, image), reference::directDft2d(image, w, h)) <= kBound);
        }
        QVERIFY(forward(plan, first) == once);
    }

    void stageTimes_data()
    {
        QTest::addColumn<QString>("kernels");
        QTest::addColumn<QStringList>("expected");
        // The work-group plan reads its columns in place from the rows' output: two passes.
        QTest::newRow("work-groups") << QString("work-groups") << QStringList{"upload", "rows", "columns", "download"};
        QTest::newRow("transposed") << QString("transposed")
                                    << QStringList{"upload", "rows", "transpose", "columns", "download"};
        QTest::newRow("strips") << QString("strips") << QStringList{"upload", "rows", "columns", "download"};
    }

    void stageTimes()
    {
        QFETCH(QString, kernels);
        QFETCH(QStringList, expected);
        Fft2d plan(*context_, 256, 200, optionsNamed(kernels));
        const std::vector<float> image = reference::randomImage(256, 200, 5);
        plan.setProfiling(true);
        plan.upload(image.data());
        plan.forward();
        plan.inverse();
        std::vector<float> back(image.size());
        plan.downloadReal(back.data());
        const std::vector<StageTime> times = plan.stageTimes();
        QStringList names;
        for (const StageTime& t : times) {
            names << QString::fromStdString(t.stage);
            QVERIFY(t.ms >= 0.0);
        }
        names.removeDuplicates();
        QCOMPARE(names, expected); // the strips need no transpose
        QVERIFY(plan.stageTimes().empty()); // read once
        plan.setProfiling(false);
        plan.forward();
        QVERIFY(plan.stageTimes().empty());
    }

    void rejectsBadSizes()
    {
        for (auto [w, h] : {std::pair{0, 5}, std::pair{5, 0}, std::pair{-3, 4}, std::pair{kMaxDimension + 1, 1},
                            std::pair{1, kMaxDimension + 1}, std::pair{65536, 65536}})
            QVERIFY_THROWS_EXCEPTION(Error, Fft2d(*context_, w, h));
    }

    // Too large for the device: refused before allocating, with the limits in the message.
    void rejectsTooLarge()
    {
        const DeviceInfo& device = context_->device();
        // The real buffer alone outgrows the device's memory or its largest allocation.
        const std::uint64_t limit = std::min(device.globalMemBytes, device.maxAllocBytes);
        const int side = static_cast<int>(std::sqrt(double(limit) / 4.0)) + 2;
        if (static_cast<long long>(side) * side > kMaxPlanPixels)
            QSKIP("this device holds every plan size Passband allows");
        const QString size = QString("%1x%1").arg(side);
        try {
            Fft2d plan(*context_, side, side);
            QFAIL(qPrintable("a " + size + " plan was accepted"));
        } catch (const TooLargeError& e) {
            const QString message = e.what();
            QVERIFY2(message.contains(size) && message.contains("MiB") &&
                         message.contains(QString::fromStdString(device.name)),
                     qPrintable(message));
        }
    }

private:
    // Impulse at the origin -> every bin 1.
    void impulse(Fft2d& plan)
    {
        const int width = plan.width(), height = plan.height();
        std::vector<float> image(std::size_t(width) * height, 0.0f);
        image[0] = 1.0f;
        for (const std::complex<float>& f : forward(plan, image))
            QVERIFY2(std::abs(f - std::complex<float>(1.0f, 0.0f)) < 1e-6f,
                     qPrintable(QString("bin %1%2i").arg(f.real()).arg(f.imag())));
    }

    // Constant c -> c*W*H at DC and nothing elsewhere.
    void constant(Fft2d& plan)
    {
        const int width = plan.width(), height = plan.height();
        const float c = 3.25f;
        const std::vector<std::complex<float>> f =
            forward(plan, std::vector<float>(std::size_t(width) * height, c));
        const double dc = double(c) * width * height;
        QVERIFY(std::abs(std::complex<double>(f[0]) - dc) <= 1e-6 * dc);
        for (std::size_t i = 1; i < f.size(); ++i)
            QVERIFY2(std::abs(f[i]) <= 1e-6 * dc, qPrintable(QString("bin %1 = %2").arg(i).arg(std::abs(f[i]))));
    }

    void linearity(Fft2d& plan)
    {
        const int width = plan.width(), height = plan.height();
        const std::vector<float> x = reference::randomImage(width, height, 11);
        const std::vector<float> y = reference::randomImage(width, height, 12);
        const float a = 0.75f, b = -2.5f;
        std::vector<float> mix(x.size());
        for (std::size_t i = 0; i < x.size(); ++i)
            mix[i] = a * x[i] + b * y[i];
        const std::vector<std::complex<float>> fx = forward(plan, x), fy = forward(plan, y);
        const std::vector<std::complex<float>> fm = forward(plan, mix);
        reference::Spectrum expected(fx.size());
        for (std::size_t i = 0; i < fx.size(); ++i)
            expected[i] = double(a) * std::complex<double>(fx[i]) + double(b) * std::complex<double>(fy[i]);
        QVERIFY(relativeL2(fm, expected) <= kBound);
    }

    // A circular shift by (dx, dy) multiplies F(u,v) by exp(-2 pi i (u dx / W + v dy / H)).
    void shift(Fft2d& plan)
    {
        const int width = plan.width(), height = plan.height();
        const int dx = width / 3 + 1, dy = height / 4 + 2;
        const std::vector<float> x = reference::randomImage(width, height, 21);
        std::vector<float> shifted(x.size());
        for (int r = 0; r < height; ++r)
            for (int c = 0; c < width; ++c)
                shifted[std::size_t((r + dy) % height) * width + (c + dx) % width] = x[std::size_t(r) * width + c];
        const std::vector<std::complex<float>> fx = forward(plan, x), fs = forward(plan, shifted);
        reference::Spectrum expected(fx.size());
        for (int v = 0; v < height; ++v)
            for (int u = 0; u < width; ++u) {
                const double turns = double(std::int64_t(u) * dx % width) / width +
                                     double(std::int64_t(v) * dy % height) / height;
                expected[std::size_t(v) * width + u] =
                    std::complex<double>(fx[std::size_t(v) * width + u]) * std::polar(1.0, -2 * kPi * turns);
            }
        QVERIFY(relativeL2(fs, expected) <= kBound);
    }

    // sum |x|^2 = sum |F|^2 / (W H)
    void parseval(Fft2d& plan)
    {
        const int width = plan.width(), height = plan.height();
        const std::vector<float> x = reference::randomImage(width, height, 31);
        double space = 0, frequency = 0;
        for (float v : x)
            space += double(v) * v;
        for (const std::complex<float>& f : forward(plan, x))
            frequency += std::norm(std::complex<double>(f));
        frequency /= double(width) * height;
        QVERIFY(std::abs(space - frequency) <= kBound * space);
    }

    std::unique_ptr<ComputeContext> context_;
};

QTEST_GUILESS_MAIN(TestFft)
#include "tst_fft.moc"
