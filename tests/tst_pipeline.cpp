// The filtering pipeline against a float64 reference written from the README's definitions
// (tests/reference.cpp): every filter shape x low/high/band x mapping, on grey, colour and
// 16-bit images at odd, prime and even sizes, within one grey level; the spectrum image
// likewise; and the pipeline's own behaviour (alpha, plan reuse, errors).
#include "area_average.h"
#include "errors.h"
#include "faults.h"
#include "filter_gain.h"
#include "lab.h"
#include "pipeline.h"
#include "reference.h"

#include <QtTest>

#include <cmath>
#include <memory>
#include <random>

using namespace passband;

namespace {

struct ImageKind {
    const char* name;
    int channels;
    int maxval;
};

// Smooth structure plus noise, so every filter and mapping has something to do.
Image makeImage(int width, int height, int channels, int maxval, std::uint32_t seed)
{
    Image image;
    image.width = width;
    image.height = height;
    image.channels = channels;
    image.maxval = maxval;
    image.samples.resize(std::size_t(width) * height * channels);
    std::mt19937 generator(seed);
    std::uniform_real_distribution<double> noise(-0.15, 0.15);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            for (int c = 0; c < channels; ++c) {
                const double wave = 0.5 + 0.3 * std::sin(0.37 * x * (c + 1) + 0.11 * y) *
                                              std::cos(0.23 * y - 0.05 * x * c);
                const double v = std::clamp(wave + noise(generator), 0.0, 1.0);
                image.samples[(std::size_t(y) * width + x) * channels + c] =
                    static_cast<std::uint16_t>(std::lround(v * maxval));
            }
    return image;
}

std::vector<double> plane(const Image& image, int c)
{
    std::vector<double> p(image.pixelCount());
    for (std::size_t i = 0; i < p.size(); ++i)
        p[i] = image.samples[i * image.channels + c];
    return p;
}

// The largest difference, in levels, between the first `colour` channels of `got` and the
// reference's planes.
long worstLevels(const Image& got, const std::vector<std::vector<long>>& expected, int colour)
{
    long worst = 0;
    for (int c = 0; c < colour; ++c)
        for (std::size_t i = 0; i < got.pixelCount(); ++i)
            worst = std::max(worst, std::labs(long(got.samples[i * got.channels + c]) - expected[c][i]));
    return worst;
}

struct Case {
    FilterSettings settings;
    const char* shape;
    double highpass; // reference convention: <= 0 off
    double lowpass;  // reference convention: < 0 off
    const char* mapping;
    std::string name;
};

std::vector<Case> allCases(int width, int height)
{
    const double r = std::max(2.0, std::min(width, height) / 6.0);
    std::vector<Case> cases;
    const std::pair<FilterShape, const char*> shapes[] = {
        {FilterShape::Ideal, "ideal"}, {FilterShape::Gaussian, "gaussian"}, {FilterShape::Butterworth, "butterworth"}};
    const std::pair<OutputMapping, const char*> mappings[] = {
        {OutputMapping::Clamp, "clamp"}, {OutputMapping::Normalize, "normalize"}, {OutputMapping::Magnitude, "magnitude"}};
    for (auto [shape, shapeName] : shapes)
        for (auto [mapping, mappingName] : mappings)
            for (const char* band : {"low", "high", "band"}) {
                Case c;
                c.settings.shape = shape;
                c.settings.order = 3;
                c.settings.mapping = mapping;
                c.shape = shapeName;
                c.mapping = mappingName;
                c.highpass = -1;
                c.lowpass = -1;
                if (std::strcmp(band, "low") != 0) {
                    c.highpass = std::strcmp(band, "band") == 0 ? r * 0.5 : r;
                    c.settings.highpass = c.highpass;
                }
                if (std::strcmp(band, "high") != 0) {
                    c.lowpass = std::strcmp(band, "band") == 0 ? r * 1.5 + 0.5 : r;
                    c.settings.lowpass = c.lowpass;
                }
                c.name = std::string(shapeName) + " " + band + "-pass, " + mappingName;
                cases.push_back(c);
            }
    return cases;
}

} // namespace

// Kernel families as test data (PlanOptions::Strategy, as an int for QTest columns).
constexpr int kAuto = static_cast<int>(PlanOptions::Strategy::Auto);
constexpr int kWorkGroups = static_cast<int>(PlanOptions::Strategy::WorkGroups);
constexpr int kStrips = static_cast<int>(PlanOptions::Strategy::Strips);
constexpr int kGenericStrips = 100; // the strips on their size-generic kernels (PlanOptions::Kernels)

PlanOptions planOptions(int strategy)
{
    PlanOptions options;
    if (strategy == kGenericStrips) {
        options.strategy = PlanOptions::Strategy::Strips;
        options.kernels = PlanOptions::Kernels::Generic;
        return options;
    }
    options.strategy = static_cast<PlanOptions::Strategy>(strategy);
    return options;
}

// A kernel cache of a test's own, empty at first, for the process while it lives: no size is
// known to it, and builds are noted there.
class FreshKernelCache {
public:
    FreshKernelCache()
    {
        if (dir_.isValid())
            setKernelCache(dir_.path().toStdString());
    }
    ~FreshKernelCache() { setKernelCache({}); }
    bool isValid() const { return dir_.isValid(); }

private:
    QTemporaryDir dir_;
};

// Rows tagged ", shared" hand the pipeline the image itself (setImage(shared_ptr)): a CPU
// device then reads the image's own samples, in the storage Samples keeps them in, where it
// would keep a copy. ", shared, wide storage" keeps an 8-bit image's samples in 16 bits; a
// "16-bit dark" image (values within 0..255, maxval 65535) has them in one byte each.
bool handsOverImage() { return QByteArray(QTest::currentDataTag()).contains(", shared"); }
bool darkSixteenBit() { return QByteArray(QTest::currentDataTag()).contains("16-bit dark"); }
void setImageAsTagged(FilterPipeline& pipeline, const Image& image, const EdgeSettings& edges = {})
{
    if (!handsOverImage()) {
        pipeline.setImage(image, edges);
        return;
    }
    auto held = std::make_shared<Image>(image);
    if (QByteArray(QTest::currentDataTag()).endsWith(", wide storage"))
        QVERIFY(held->samples.setWide(true) && held->samples.wide());
    if (darkSixteenBit())
        QVERIFY(!held->samples.wide() && held->maxval == 65535);
    pipeline.setImage(std::shared_ptr<const Image>(std::move(held)), edges);
}

class TestPipeline : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        context_ = std::make_unique<ComputeContext>();
        qInfo("OpenCL device: %s", context_->device().name.c_str());
    }

    // The lab's spectrum of a convolution kernel, as the window's middle pane shows it: the
    // kernel on a W x H grid with its centre element at (0, 0), against a float64 DFT of that
    // grid written here; log(1 + |F|) centred and stretched min to max over 0..255 within one
    // level, and the phase's hue (for the bins above a thousandth of the largest |F|, the
    // others black) within two levels per channel; and drawn in blocks, the strongest bin of each.
    void labKernelSpectrumMatchesDft()
    {
        FourierLab lab(*context_);
        const int w = 24, h = 18;
        for (const char* name : {"sobel-x", "gaussian:1", "motion:5,30"}) {
            const SpatialKernel k = namedKernel(name);
            std::vector<float> grid(std::size_t(w) * h, 0.0f);
            for (int j = 0; j < k.height; ++j)
                for (int i = 0; i < k.width; ++i)
                    grid[std::size_t((j - k.height / 2 + h) % h) * w + (i - k.width / 2 + w) % w] += float(k.at(i, j));
            const reference::Spectrum f = reference::directDft2d(grid, w, h);
            const auto centred = [&](int x, int y) { return f[std::size_t((y - h / 2 + h) % h) * w + (x - w / 2 + w) % w]; };
            double lo = INFINITY, hi = -INFINITY, largest = 0;
            for (const auto& z : f) {
                lo = std::min(lo, std::log1p(std::abs(z)));
                hi = std::max(hi, std::log1p(std::abs(z)));
                largest = std::max(largest, std::abs(z));
            }
            const Image magnitude = lab.kernelSpectrumImage(k, w, h, SpectrumPart::LogMagnitude);
            const Image phase = lab.kernelSpectrumImage(k, w, h, SpectrumPart::Phase);
            QCOMPARE(magnitude.width, w);
            QCOMPARE(phase.channels, 3);
            for (int y = 0; y < h; ++y)
                for (int x = 0; x < w; ++x) {
                    const std::complex<double> z = centred(x, y);
                    const double level = hi > lo ? (std::log1p(std::abs(z)) - lo) / (hi - lo) * 255 : 0;
                    QVERIFY2(std::abs(magnitude.value(x, y, 0) - level) <= 1.0,
                             qPrintable(QString("%1 at %2,%3: %4 against %5").arg(name).arg(x).arg(y).arg(magnitude.value(x, y, 0)).arg(level)));
                    if (std::abs(z) < 1e-3 * largest * 0.99) {
                        for (int c = 0; c < 3; ++c)
                            QCOMPARE(phase.value(x, y, c), 0.0);
                        continue;
                    }
                    if (std::abs(z) < 1e-3 * largest * 1.01)
                        continue; // at the mask's edge float and double may differ
                    double hue = std::arg(z) * 180 / M_PI;
                    if (hue < 0)
                        hue += 360;
                    const QColor expected = QColor::fromHsvF(std::fmod(hue, 360.0) / 360.0, 1, 1);
                    const int rgb[3] = {expected.red(), expected.green(), expected.blue()};
                    for (int c = 0; c < 3; ++c)
                        QVERIFY2(std::abs(phase.value(x, y, c) - rgb[c]) <= 2,
                                 qPrintable(QString("%1 phase at %2,%3").arg(name).arg(x).arg(y)));
                }
        }
        QVERIFY_THROWS_EXCEPTION(Error, lab.kernelSpectrumImage(namedKernel("box:15"), 10, 10, SpectrumPart::LogMagnitude));

        // Drawn in blocks of 4 x 4 bins (a spectrum larger than its pane): 24x18 becomes 6x5,
        // each pixel the largest |F| of its block (the last row's blocks cut by the edge).
        lab.setSpectrumStep(4);
        const SpatialKernel k = namedKernel("motion:5,30");
        std::vector<float> grid(std::size_t(w) * h, 0.0f);
        for (int j = 0; j < k.height; ++j)
            for (int i = 0; i < k.width; ++i)
                grid[std::size_t((j - k.height / 2 + h) % h) * w + (i - k.width / 2 + w) % w] += float(k.at(i, j));
        const reference::Spectrum f = reference::directDft2d(grid, w, h);
        std::vector<double> blocks;
        for (int y = 0; y < 5; ++y)
            for (int x = 0; x < 6; ++x) {
                double strongest = 0;
                for (int cy = 4 * y; cy < std::min(h, 4 * y + 4); ++cy)
                    for (int cx = 4 * x; cx < 4 * x + 4; ++cx)
                        strongest = std::max(strongest, std::abs(f[std::size_t((cy - h / 2 + h) % h) * w + (cx - w / 2 + w) % w]));
                blocks.push_back(std::log1p(strongest));
            }
        const auto [lo, hi] = std::minmax_element(blocks.begin(), blocks.end());
        const Image coarse = lab.kernelSpectrumImage(k, w, h, SpectrumPart::LogMagnitude);
        QCOMPARE(coarse.width, 6);
        QCOMPARE(coarse.height, 5);
        for (int i = 0; i < 30; ++i)
            QVERIFY(std::abs(coarse.value(i % 6, i / 6, 0) - (blocks[i] - *lo) / (*hi - *lo) * 255) <= 1.0);
    }

    void matchesReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("maxval");
        QTest::addColumn<int>("strategy");
        QTest::addColumn<int>("stripes"); // of the mapping and download; 0: as the device says
        QTest::addColumn<int>("maxLocal"); // PlanOptions::maxLocalLength; 0: as the device says
        const ImageKind kinds[] = {{"grey 8-bit", 1, 255}, {"colour 8-bit", 3, 255}, {"grey 16-bit", 1, 65535},
                                   {"colour 16-bit", 3, 65535}, {"grey maxval 1000", 1, 1000}};
        const std::pair<int, int> sizes[] = {{37, 29}, {31, 17}, {64, 48}};
        for (const ImageKind& kind : kinds)
            for (auto [w, h] : sizes)
                QTest::addRow("%s %dx%d", kind.name, w, h) << w << h << kind.channels << kind.maxval << kAuto << 0 << 0;
        // Both kernel shapes on every device (the one the device does not pick is checked too).
        for (const ImageKind& kind : kinds)
            for (auto [name, strategy] : {std::pair{"work-groups", kWorkGroups}, std::pair{"strips", kStrips}})
                QTest::addRow("%s 40x24 %s", kind.name, name) << 40 << 24 << kind.channels << kind.maxval << strategy << 0 << 0;
        // Prime sizes (Bluestein, whose padded lines run as strips in the strip shape).
        for (auto [name, strategy] : {std::pair{"work-groups", kWorkGroups}, std::pair{"strips", kStrips}})
            QTest::addRow("colour 8-bit 37x29 %s", name) << 37 << 29 << 3 << 255 << strategy << 0 << 0;
        // Mapped and downloaded in stripes on two queues (a GPU's way for large outputs), with
        // stripes that end inside a row and a last one shorter than the rest.
        // Where the mapping needs no statistics (clamp) and the filter is fused, the last row
        // pass runs in those stripes too: rows in pairs, as half-length lines (128 -> 64 with the
        // columns in two halves), and Bluestein's fused rows (683).
        QTest::addRow("colour 8-bit 37x29 work-groups, 3 stripes") << 37 << 29 << 3 << 255 << kWorkGroups << 3 << 0;
        // (Heights of whole groups of rows per stripe: a group of 64-point rows takes 64 rows.)
        QTest::addRow("grey 16-bit 64x1024 work-groups, 8 stripes") << 64 << 1024 << 1 << 65535 << kWorkGroups << 8 << 0;
        QTest::addRow("colour 8-bit 64x640 work-groups, 5 stripes") << 64 << 640 << 3 << 255 << kWorkGroups << 5 << 0;
        QTest::addRow("grey 8-bit 128x128 half-length rows, 2 stripes") << 128 << 128 << 1 << 255 << kWorkGroups << 2 << 64;
        QTest::addRow("grey 8-bit 683x24 work-groups, 4 stripes") << 683 << 24 << 1 << 255 << kWorkGroups << 4 << 0;
        QTest::addRow("colour maxval 1000 40x24 strips, 5 stripes") << 40 << 24 << 3 << 1000 << kStrips << 5 << 0;
        // Strip plans keep the plane in the spectrum's memory, the inverse's rows written over the
        // rows they read, by blocks of rows in turn (Fft2d::sharesPlane): odd and even widths,
        // 19 and 13 strips of rows in blocks; and an image too tall for it, through a plane of
        // its own.
        QTest::addRow("grey 8-bit 201x300 strips, the plane in place") << 201 << 300 << 1 << 255 << kStrips << 0 << 0;
        QTest::addRow("colour 8-bit 96x200 strips, the plane in place") << 96 << 200 << 3 << 255 << kStrips << 0 << 0;
        QTest::addRow("grey 16-bit 24x400 strips, too tall for the plane in place")
            << 24 << 400 << 1 << 65535 << kStrips << 0 << 0;
        // The size-generic strip kernels, a new size's first results; "then its own": halfway
        // through, the plan's own kernels, built in the background, take over.
        for (const ImageKind& kind : kinds)
            QTest::addRow("%s 40x24 generic strips", kind.name) << 40 << 24 << kind.channels << kind.maxval
                                                               << kGenericStrips << 0 << 0;
        QTest::addRow("colour 8-bit 37x29 generic strips") << 37 << 29 << 3 << 255 << kGenericStrips << 0 << 0;
        QTest::addRow("colour 8-bit 96x200 generic strips, the plane in place")
            << 96 << 200 << 3 << 255 << kGenericStrips << 0 << 0;
        QTest::addRow("colour 8-bit 44x30 generic strips, then its own") << 44 << 30 << 3 << 255 << kGenericStrips << 0 << 0;
        QTest::addRow("grey 16-bit 37x29 generic strips, then its own") << 37 << 29 << 1 << 65535 << kGenericStrips << 0 << 0;
    }

    // Every shape x band x mapping against the float64 reference, within one grey level.
    void matchesReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, channels);
        QFETCH(int, maxval);
        QFETCH(int, strategy);
        QFETCH(int, stripes);
        QFETCH(int, maxLocal);
        const Image image = makeImage(width, height, channels, maxval, 99u + width + channels);
        PlanOptions options = planOptions(strategy);
        options.maxLocalLength = maxLocal;
        FilterPipeline pipeline(*context_, options);
        pipeline.setDownloadStripes(stripes);
        pipeline.setImage(image);
        std::vector<std::vector<double>> planes;
        for (int c = 0; c < channels; ++c)
            planes.push_back(plane(image, c));
        const bool generic = strategy == kGenericStrips;
        QCOMPARE(pipeline.runsGenericKernels(), generic);
        const std::vector<Case> cases = allCases(width, height);
        for (const Case& test : cases) {
            if (&test == &cases[cases.size() / 2] && QByteArray(QTest::currentDataTag()).endsWith("then its own")) {
                pipeline.buildSpecialisedInBackground();
                QTRY_VERIFY_WITH_TIMEOUT(!context_->buildingInBackground(), 120000);
                QVERIFY(pipeline.specialiseIfBuilt());
                QVERIFY(!pipeline.runsGenericKernels());
            }
            std::vector<std::vector<double>> filtered;
            for (const auto& p : planes)
                filtered.push_back(reference::filteredPlane(p, width, height, test.shape, test.settings.order,
                                                            test.highpass, test.lowpass));
            const auto expected = reference::mapPlanes(filtered, test.mapping, maxval);
            const Image got = pipeline.apply(test.settings);
            QCOMPARE(got.width, width);
            QCOMPARE(got.height, height);
            QCOMPARE(got.channels, channels);
            QCOMPARE(got.maxval, maxval);
            const long worst = worstLevels(got, expected, channels);
            QVERIFY2(worst <= 1, qPrintable(QString("%1: off by %2 levels").arg(test.name.c_str()).arg(worst)));
        }
        if (stripes > 0) { // the stripes asked for were the ones downloaded
            pipeline.setProfiling(true);
            FilterSettings clamp;
            clamp.lowpass = 5;
            clamp.mapping = OutputMapping::Clamp;
            pipeline.apply(clamp);
            QCOMPARE(pipeline.lastTiming().stripes, stripes);
            if (strategy == kWorkGroups && width != 37) // the filter fused: the last row pass in stripes
                QCOMPARE(pipeline.lastTiming().rowStripes, stripes);
        }
    }

    // The programs a window builds before it reads its first image (prebuildKernels): on the
    // strip kernels, the size-generic transforms and filtered inverse and the filter, all built
    // before any image is set; the first result, on them, is the reference's.
    void prebuiltKernelsServeTheFirstResult()
    {
        const FreshKernelCache cache; // no size known; builds noted there
        QVERIFY(cache.isValid());
        ComputeContext context(context_->device());
        PlanOptions options = planOptions(kStrips);
        options.kernels = PlanOptions::Kernels::Auto; // no kernel cache: every size is new
        FilterPipeline pipeline(context, options);
        pipeline.prebuildKernels();
        QTRY_VERIFY_WITH_TIMEOUT(!context.buildingInBackground(), 120000);
        const std::string filter = "-DD2=int -DPER_ITEM=8";
        std::vector<ProgramSource> expected = genericStripPrograms({filter});
        expected.push_back({{"fold.cl", "filter.cl"}, filter});
        ComputeContext fresh(context_->device()); // from the kernel cache alone
        for (const ProgramSource& program : expected) {
            QVERIFY2(context.hasProgram(program), program.options.c_str());
            QVERIFY2(fresh.hasProgram(program), program.options.c_str());
        }
        const int width = 44, height = 30;
        const Image image = makeImage(width, height, 3, 255, 17u);
        pipeline.setImage(image);
        QVERIFY(pipeline.runsGenericKernels());
        const Case test = allCases(width, height).back();
        std::vector<std::vector<double>> filtered;
        for (int c = 0; c < 3; ++c)
            filtered.push_back(reference::filteredPlane(plane(image, c), width, height, test.shape, test.settings.order,
                                                        test.highpass, test.lowpass));
        const long worst = worstLevels(pipeline.apply(test.settings), reference::mapPlanes(filtered, test.mapping, 255), 3);
        QVERIFY2(worst <= 1, qPrintable(QString("%1: off by %2 levels").arg(test.name.c_str()).arg(worst)));
    }

    // A GPU's new size (work-group plans on Kernels::Auto, here on this device): the first
    // plan of a size whose own kernels no cache holds is the plan of global passes, whose
    // programs no size is part of; its own plan is built on the background thread, in a context
    // of its own, and taken between two results, the image transformed again with it. The
    // results before and after are the reference's; the previews' plans do the same; a later
    // pipeline (a later run: the note in the kernel cache) takes the own plan at once.
    void standInPlanGivesWayToItsOwn()
    {
        const FreshKernelCache cache; // no size known; builds noted there
        QVERIFY(cache.isValid());
        ComputeContext context(context_->device());
        PlanOptions options = planOptions(kWorkGroups);
        options.kernels = PlanOptions::Kernels::Auto;
        const int width = 40, height = 24;
        const Image image = makeImage(width, height, 3, 255, 23u);
        FilterPipeline pipeline(context, options);
        pipeline.setImage(image);
        QVERIFY(pipeline.runsGenericKernels());
        const std::vector<Case> cases = allCases(width, height);
        const auto check = [&](const char* when) {
            for (std::size_t i = 0; i < cases.size(); i += 7) {
                const Case& test = cases[i];
                std::vector<std::vector<double>> filtered;
                for (int c = 0; c < 3; ++c)
                    filtered.push_back(reference::filteredPlane(plane(image, c), width, height, test.shape,
                                                                test.settings.order, test.highpass, test.lowpass));
                const long worst =
                    worstLevels(pipeline.apply(test.settings), reference::mapPlanes(filtered, test.mapping, 255), 3);
                QVERIFY2(worst <= 1, qPrintable(QString("%1, %2: off by %3 levels").arg(when, test.name.c_str()).arg(worst)));
            }
        };
        check("on global passes");
        pipeline.buildSpecialisedInBackground();
        QTRY_VERIFY_WITH_TIMEOUT(!context.buildingInBackground(), 120000);
        QVERIFY(pipeline.specialiseIfBuilt());
        QVERIFY(!pipeline.runsGenericKernels());
        check("on its own plan");

        // A preview's plan of a new size stands in too, and gives way likewise; its samples are
        // the full result's pixels on either.
        FilterSettings clamp;
        clamp.highpass = 3;
        clamp.mapping = OutputMapping::Clamp;
        const Lattice lattice{2, 2};
        const Image full = pipeline.apply(clamp);
        const auto samplesMatch = [&](const char* when) {
            const Image samples = pipeline.sampled(clamp, lattice);
            for (int j = 0; j < height / 2; ++j)
                for (int i = 0; i < width / 2; ++i)
                    for (int c = 0; c < 3; ++c)
                        QVERIFY2(std::abs(int(samples.at(i, j, c)) - int(full.at(2 * i + 1, 2 * j + 1, c))) <= 1, when);
        };
        samplesMatch("a preview on global passes");
        QVERIFY(pipeline.runsGenericKernels());
        pipeline.buildSpecialisedInBackground();
        QTRY_VERIFY_WITH_TIMEOUT(!context.buildingInBackground(), 120000);
        QVERIFY(pipeline.specialiseIfBuilt());
        samplesMatch("a preview on its own plan");
        QVERIFY(!pipeline.runsGenericKernels());

        // Mirrored edges transform a grid twice the size: a new size, standing in and giving way.
        FilterSettings mirrored = cases.front().settings;
        mirrored.edges = *parseEdges("mirror");
        const auto mirroredMatches = [&](const char* when) {
            const Case& test = cases.front();
            std::vector<std::vector<double>> filtered;
            for (int c = 0; c < 3; ++c)
                filtered.push_back(reference::edgeFilteredPlane(plane(image, c), width, height, "mirror",
                                                                mirrored.edges.taper, test.shape, test.settings.order,
                                                                test.highpass, test.lowpass));
            const long worst =
                worstLevels(pipeline.apply(mirrored), reference::mapPlanes(filtered, test.mapping, 255), 3);
            QVERIFY2(worst <= 1, qPrintable(QString("%1: off by %2 levels").arg(when).arg(worst)));
        };
        mirroredMatches("mirrored, on global passes");
        QVERIFY(pipeline.runsGenericKernels());
        pipeline.buildSpecialisedInBackground();
        QTRY_VERIFY_WITH_TIMEOUT(!context.buildingInBackground(), 120000);
        QVERIFY(pipeline.specialiseIfBuilt());
        QVERIFY(!pipeline.runsGenericKernels());
        mirroredMatches("mirrored, on its own plan");

        ComputeContext later(context_->device());
        FilterPipeline again(later, options);
        again.setImage(image);
        QVERIFY(!again.runsGenericKernels());
    }

    // A device call failing anywhere in a striped update (the row pass, a stripe's mapping, a
    // download on the second queue) ends in an OpenCL error, with no download left writing into
    // memory the caller frees (ASan would see it), and the next update is the reference's again.
    void stripedUpdateRecoversFromFaults()
    {
        const int width = 64, height = 1024;
        const Image image = makeImage(width, height, 1, 255, 5u);
        FilterPipeline pipeline(*context_, planOptions(kWorkGroups));
        pipeline.setDownloadStripes(8);
        pipeline.setImage(image);
        const Case test = allCases(width, height).front(); // ideal low-pass, clamp: rows in stripes
        QCOMPARE(test.mapping, "clamp");
        const auto expected = reference::mapPlanes(
            {reference::filteredPlane(plane(image, 0), width, height, test.shape, test.settings.order, test.highpass,
                                      test.lowpass)},
            test.mapping, 255);
        pipeline.apply(test.settings); // plans and kernels made before faults are counted
        int failed = 0;
        for (int call = 1; call <= 40; ++call) {
            configureFaults("enqueue:" + std::to_string(call));
            try {
                pipeline.apply(test.settings);
            } catch (const OpenClError&) {
                ++failed;
            }
            configureFaults("");
            const Image got = pipeline.apply(test.settings);
            QVERIFY2(worstLevels(got, expected, 1) <= 1, qPrintable(QString("after a fault at call %1").arg(call)));
        }
        QVERIFY(failed >= 20); // an update of 8 stripes makes more than 20 such calls
    }

    // The work-group plan fuses the filter into the inverse's first pass and the mapping's
    // statistics into its last; the result is the one the separate passes give (measures on
    // keep the filter a pass of its own, as they read F*H), and both match the reference
    // (matchesReference). The strip plan fuses neither.
    void fusedPassesMatchSeparatePasses_data()
    {
        QTest::addColumn<int>("channels");
        QTest::addColumn<bool>("shaping");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("maxLocalLength");
        QTest::addColumn<bool>("filterFused");
        QTest::newRow("grey") << 1 << false << 48 << 0 << true;
        QTest::newRow("colour") << 3 << false << 48 << 0 << true;
        QTest::newRow("colour, inverted band with a notch") << 3 << true << 48 << 0 << true;
        // 64-point rows as 32 complex points, 100-point columns in four steps (10 x 10): no
        // fused filter (the columns are not one local-memory pass), the statistics still from
        // the rows.
        QTest::newRow("half-length rows, four-step columns") << 3 << false << 100 << 32 << false;
        // 64-point rows and columns, each in one pass (half-length rows, columns in two halves):
        // the filter fused into the columns' halves.
        QTest::newRow("half-length rows, two-half columns") << 3 << true << 64 << 32 << true;
    }

    void fusedPassesMatchSeparatePasses()
    {
        QFETCH(int, channels);
        QFETCH(bool, shaping);
        QFETCH(int, height);
        QFETCH(int, maxLocalLength);
        QFETCH(bool, filterFused);
        const Image image = makeImage(64, height, channels, 255, 7u + channels);
        PlanOptions options = planOptions(kWorkGroups);
        options.maxLocalLength = maxLocalLength;
        FilterSettings settings;
        settings.shape = FilterShape::Gaussian;
        settings.highpass = 3;
        settings.mapping = OutputMapping::Normalize; // a mapping that needs the statistics
        if (shaping) {
            settings.invert = true;
            settings.notches.push_back({5, -4, 2.0, FilterShape::Ideal});
        }
        FilterPipeline fused(*context_, options);
        fused.setImage(image);
        fused.setProfiling(true);
        const Image once = fused.apply(settings);
        QCOMPARE(fused.lastTiming().filterFused, filterFused);
        QVERIFY(fused.lastTiming().statisticsFused);
        FilterPipeline separate(*context_, options);
        separate.setImage(image);
        separate.setMeasuring(true);
        separate.setProfiling(true);
        const Image apart = separate.apply(settings);
        QVERIFY(!separate.lastTiming().filterFused);
        long worst = 0;
        for (std::size_t i = 0; i < once.samples.size(); ++i)
            worst = std::max(worst, std::labs(long(once.samples[i]) - long(apart.samples[i])));
        QVERIFY2(worst <= 1, qPrintable(QString("off by %1 levels").arg(worst)));
        QCOMPARE(fused.apply(settings).samples, once.samples); // the same bits again
        // Strip plans fuse the statistics into the rows' pass too, and the filter into the
        // columns' pass (strip_columns_filtered), whose output the rows' pass overwrites with the
        // plane; with the measures on, the filter runs as a pass of its own for them as well.
        for (const bool measuring : {false, true}) {
            FilterPipeline strips(*context_, planOptions(kStrips));
            strips.setImage(image);
            strips.setMeasuring(measuring);
            strips.setProfiling(true);
            const Image stripped = strips.apply(settings);
            QVERIFY(strips.lastTiming().filterFused);
            QVERIFY(strips.lastTiming().statisticsFused);
            worst = 0;
            for (std::size_t i = 0; i < stripped.samples.size(); ++i)
                worst = std::max(worst, std::labs(long(stripped.samples[i]) - long(apart.samples[i])));
            QVERIFY2(worst <= 1, qPrintable(QString("strips: off by %1 levels").arg(worst)));
        }
    }

    void measuresMatchReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("maxval");
        QTest::addColumn<int>("strategy");
        QTest::addRow("grey 37x29") << 37 << 29 << 1 << 255 << kAuto;
        QTest::addRow("colour 16-bit 31x17") << 31 << 17 << 3 << 65535 << kAuto;
        QTest::addRow("colour with alpha 64x48") << 64 << 48 << 4 << 255 << kAuto;
        QTest::addRow("grey 2x7") << 2 << 7 << 1 << 255 << kAuto;
        QTest::addRow("grey 40x24 work-groups") << 40 << 24 << 1 << 255 << kWorkGroups;
        QTest::addRow("grey 40x24 strips") << 40 << 24 << 1 << 255 << kStrips;
        QTest::addRow("grey 37x29, shared") << 37 << 29 << 1 << 255 << kAuto;
        QTest::addRow("colour 16-bit 31x17, shared") << 31 << 17 << 3 << 65535 << kAuto;
        QTest::addRow("colour with alpha 64x48, shared") << 64 << 48 << 4 << 255 << kAuto;
        QTest::addRow("colour with alpha 64x48, shared, wide storage") << 64 << 48 << 4 << 255 << kAuto;
        QTest::addRow("grey 16-bit dark 37x29, shared") << 37 << 29 << 1 << 65535 << kAuto;
    }

    // Energy kept against a float64 DFT and the filter written from its definition; the
    // difference measures against the returned samples, summed here in double precision.
    void measuresMatchReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, channels);
        QFETCH(int, maxval);
        QFETCH(int, strategy);
        Image image = makeImage(width, height, channels, darkSixteenBit() ? 255 : maxval, 7u + width * channels);
        image.maxval = maxval;
        const int colour = image.colourChannels();
        std::vector<reference::Spectrum> spectra;
        for (int c = 0; c < colour; ++c) {
            const std::vector<double> p = plane(image, c);
            spectra.push_back(reference::dft2d(std::vector<float>(p.begin(), p.end()), width, height));
        }
        FilterPipeline pipeline(*context_, planOptions(strategy));
        setImageAsTagged(pipeline, image);
        pipeline.setMeasuring(true);
        for (const Case& test : allCases(width, height)) {
            double total = 0, kept = 0;
            for (const reference::Spectrum& f : spectra)
                for (int v = 0; v < height; ++v)
                    for (int u = 0; u < width; ++u) {
                        const long ku = 2 * u <= width ? u : u - width, kv = 2 * v <= height ? v : v - height;
                        const double h = reference::filterGain(test.shape, test.settings.order, test.highpass,
                                                               test.lowpass, ku, kv);
                        const double power = std::norm(f[std::size_t(v) * width + u]);
                        total += power;
                        kept += power * h * h;
                    }
            const Image got = pipeline.apply(test.settings);
            double absolute = 0, squared = 0;
            for (std::size_t i = 0; i < image.pixelCount(); ++i)
                for (int c = 0; c < colour; ++c) {
                    const double d = double(got.samples[i * channels + c]) - double(image.samples[i * channels + c]);
                    absolute += std::abs(d);
                    squared += d * d;
                }
            const double samples = double(image.pixelCount()) * colour;
            const UpdateMeasures m = pipeline.lastMeasures();
            const QString name = QString::fromStdString(test.name);
            QVERIFY2(m.valid, qPrintable(name));
            QVERIFY2(std::abs(m.energyKept - kept / total) <= 1e-5,
                     qPrintable(QString("%1: energy kept %2, expected %3").arg(name).arg(m.energyKept).arg(kept / total)));
            QVERIFY2(std::abs(m.meanAbsDiff - absolute / samples) <= 1e-5 * std::max(1.0, absolute / samples),
                     qPrintable(QString("%1: MAD %2, expected %3").arg(name).arg(m.meanAbsDiff).arg(absolute / samples)));
            const double psnr = 10 * std::log10(double(maxval) * maxval / (squared / samples));
            QVERIFY2(std::abs(m.psnrDb - psnr) <= 1e-4,
                     qPrintable(QString("%1: PSNR %2, expected %3").arg(name).arg(m.psnrDb).arg(psnr)));
        }
    }

    // Hand-computed: 32 px on 256 x 128 is 1/8 cycle per pixel across (25% of Nyquist,
    // period 8 px) and 1/4 down (50%, period 4 px).
    void cutoffUnitsByHand()
    {
        const CutoffUnits c = cutoffUnits(32, 256, 128);
        QCOMPARE(c.cyclesPerPixelX, 0.125);
        QCOMPARE(c.cyclesPerPixelY, 0.25);
        QCOMPARE(c.nyquistFractionX, 0.25);
        QCOMPARE(c.nyquistFractionY, 0.5);
        QCOMPARE(c.periodX, 8.0);
        QCOMPARE(c.periodY, 4.0);
        QVERIFY(std::isinf(cutoffUnits(0, 64, 64).periodX));
        QCOMPARE(describeCutoff(16, 64, 64), std::string("R = 16 px: 0.25 cycles/px, 50% of Nyquist, period 4 px"));
        QCOMPARE(describeCutoff(32, 256, 128),
                 std::string("R = 32 px: across 0.125 cycles/px (25% of Nyquist, period 8 px), "
                             "down 0.25 cycles/px (50%, period 4 px)"));
    }

    // Hand-computed ends: an all-pass filter keeps all the energy and returns the image
    // exactly (infinite PSNR, no difference); measuring off leaves no measures.
    void measuresOfIdentity()
    {
        const Image image = makeImage(33, 20, 3, 255, 5u);
        FilterPipeline pipeline(*context_);
        pipeline.setImage(image);
        FilterSettings all; // no band: H = 1
        all.mapping = OutputMapping::Clamp;
        pipeline.apply(all);
        QVERIFY(!pipeline.lastMeasures().valid);
        pipeline.setMeasuring(true);
        const Image got = pipeline.apply(all);
        QCOMPARE(got.samples, image.samples);
        const UpdateMeasures m = pipeline.lastMeasures();
        QVERIFY(m.valid);
        QVERIFY(std::abs(m.energyKept - 1.0) <= 1e-6);
        QCOMPARE(m.meanAbsDiff, 0.0);
        QVERIFY(std::isinf(m.psnrDb) && m.psnrDb > 0);
    }

    void edgesMatchReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("maxval");
        QTest::addColumn<QString>("edges");
        QTest::addColumn<int>("strategy");
        QTest::addColumn<int>("stripes"); // of the mapping and download; 0: as the device says
        QTest::addColumn<int>("maxLocal"); // PlanOptions::maxLocalLength; 0: as the device says
        const ImageKind kinds[] = {{"grey 8-bit", 1, 255}, {"colour 16-bit", 3, 65535}, {"colour with alpha", 4, 255}};
        for (const char* edges : {"smooth", "mirror", "hann", "tukey"}) {
            for (const ImageKind& kind : kinds)
                for (auto [w, h] : {std::pair{37, 29}, std::pair{24, 20}})
                    QTest::addRow("%s %s %dx%d", edges, kind.name, w, h)
                        << w << h << kind.channels << kind.maxval << QString(edges) << kAuto;
            for (const ImageKind& kind : kinds)
                QTest::addRow("%s %s 37x29, shared", edges, kind.name)
                    << 37 << 29 << kind.channels << kind.maxval << QString(edges) << kAuto;
            for (auto [name, strategy] : {std::pair{"work-groups", kWorkGroups}, std::pair{"strips", kStrips}})
                QTest::addRow("%s grey 40x24 %s", edges, name) << 40 << 24 << 1 << 255 << QString(edges) << strategy;
            QTest::addRow("%s grey 1x9", edges) << 1 << 9 << 1 << 255 << QString(edges) << kAuto;
        }
    }

    // Every shape x band x mapping after each edge handling, against the reference written
    // from the definitions (Moisan's decomposition, the mirrored tiling filtered at twice the
    // radius on twice the grid, the Tukey window about the mean), within one grey level.
    void edgesMatchReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, channels);
        QFETCH(int, maxval);
        QFETCH(QString, edges);
        QFETCH(int, strategy);
        const Image image = makeImage(width, height, channels, maxval, 31u + width + channels);
        const EdgeSettings edgeSettings = *parseEdges(edges.toStdString(), 0.3);
        const std::string referenceName = edgeSettings.mode == EdgeHandling::Window ? "window" : edges.toStdString();
        FilterPipeline pipeline(*context_, planOptions(strategy));
        setImageAsTagged(pipeline, image, edgeSettings);
        QVERIFY(pipeline.edges() == edgeSettings);
        const int colour = image.colourChannels();
        for (Case test : allCases(width, height)) {
            test.settings.edges = edgeSettings;
            std::vector<std::vector<double>> filtered;
            for (int c = 0; c < colour; ++c)
                filtered.push_back(reference::edgeFilteredPlane(plane(image, c), width, height, referenceName.c_str(),
                                                                edgeSettings.taper, test.shape, test.settings.order,
                                                                test.highpass, test.lowpass));
            const auto expected = reference::mapPlanes(filtered, test.mapping, maxval);
            const Image got = pipeline.apply(test.settings);
            const long worst = worstLevels(got, expected, colour);
            if (image.hasAlpha())
                for (std::size_t i = 0; i < image.pixelCount(); ++i)
                    QCOMPARE(got.samples[i * channels + channels - 1], image.samples[i * channels + channels - 1]);
            QVERIFY2(worst <= 1, qPrintable(QString("%1: off by %2 levels").arg(test.name.c_str()).arg(worst)));
        }
    }

    void removedMatchesReference_data()
    {
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("maxval");
        QTest::addColumn<QString>("edges");
        QTest::addRow("grey") << 1 << 255 << "none";
        QTest::addRow("colour 16-bit") << 3 << 65535 << "none";
        QTest::addRow("colour with alpha") << 4 << 255 << "none";
        QTest::addRow("grey, smooth edges") << 1 << 255 << "smooth";
        QTest::addRow("colour, mirrored") << 3 << 255 << "mirror";
        QTest::addRow("grey, shared") << 1 << 255 << "none";
        QTest::addRow("colour 16-bit, shared") << 3 << 65535 << "none";
        QTest::addRow("colour with alpha, shared") << 4 << 255 << "none";
        QTest::addRow("grey, smooth edges, shared") << 1 << 255 << "smooth";
        QTest::addRow("colour, mirrored, shared") << 3 << 255 << "mirror";
        QTest::addRow("colour with alpha, smooth edges, shared, wide storage") << 4 << 255 << "smooth";
        QTest::addRow("grey 16-bit dark, shared") << 1 << 65535 << "none";
        QTest::addRow("colour 16-bit dark, mirrored, shared") << 3 << 65535 << "mirror";
    }

    // The removed component is input minus result before mapping, mapped as
    // removedMapping() says (auto: clamp after a high-pass, magnitude otherwise), within one
    // level of the reference; alpha is kept, and the measures still describe the result.
    void removedMatchesReference()
    {
        QFETCH(int, channels);
        QFETCH(int, maxval);
        QFETCH(QString, edges);
        const int width = 27, height = 22;
        Image image = makeImage(width, height, channels, darkSixteenBit() ? 255 : maxval, 11u + channels);
        image.maxval = maxval;
        const EdgeSettings e = *parseEdges(edges.toStdString());
        FilterPipeline pipeline(*context_);
        setImageAsTagged(pipeline, image, e);
        pipeline.setMeasuring(true);
        const int colour = image.colourChannels();
        for (Case test : allCases(width, height)) {
            test.settings.edges = e;
            pipeline.setOutput(FilterPipeline::Output::Filtered);
            pipeline.apply(test.settings);
            const UpdateMeasures filteredMeasures = pipeline.lastMeasures();
            pipeline.setOutput(FilterPipeline::Output::Removed);
            const Image got = pipeline.apply(test.settings);
            std::vector<std::vector<double>> removed;
            for (int c = 0; c < colour; ++c) {
                const std::vector<double> u = plane(image, c);
                std::vector<double> g = reference::edgeFilteredPlane(u, width, height, edges.toStdString().c_str(), 1.0,
                                                                     test.shape, test.settings.order, test.highpass,
                                                                     test.lowpass);
                for (std::size_t i = 0; i < g.size(); ++i)
                    g[i] = u[i] - g[i];
                removed.push_back(std::move(g));
            }
            const auto expected = reference::mapPlanes(removed, test.mapping, maxval);
            const long worst = worstLevels(got, expected, colour);
            QVERIFY2(worst <= 1, qPrintable(QString("%1: off by %2 levels").arg(test.name.c_str()).arg(worst)));
            if (image.hasAlpha())
                for (std::size_t i = 0; i < image.pixelCount(); ++i)
                    QCOMPARE(got.samples[i * channels + channels - 1], image.samples[i * channels + channels - 1]);
            const UpdateMeasures m = pipeline.lastMeasures();
            QCOMPARE(m.energyKept, filteredMeasures.energyKept);
            QCOMPARE(m.psnrDb, filteredMeasures.psnrDb);
        }
        // Auto picks by hand: a high-pass removed the low-pass image (clamp); a low-pass
        // removed detail about zero (magnitude).
        FilterSettings s;
        s.highpass = 4;
        QCOMPARE(s.removedMapping(), OutputMapping::Clamp);
        s.highpass.reset();
        s.lowpass = 4;
        QCOMPARE(s.removedMapping(), OutputMapping::Magnitude);
        s.mapping = OutputMapping::Normalize;
        QCOMPARE(s.removedMapping(), OutputMapping::Normalize);
    }

    void filteredOnceMatchesReference_data()
    {
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("maxval");
        QTest::addColumn<QString>("edges");
        QTest::addColumn<bool>("removed");
        QTest::addColumn<bool>("measuring");
        QTest::addColumn<int>("strategy");
        for (auto [name, strategy] : {std::pair{"work-groups", kWorkGroups}, std::pair{"strips", kStrips}}) {
            QTest::addRow("grey %s", name) << 1 << 255 << "none" << false << false << strategy;
            QTest::addRow("colour 16-bit %s", name) << 3 << 65535 << "none" << false << false << strategy;
            QTest::addRow("colour with alpha %s", name) << 4 << 255 << "none" << false << false << strategy;
            QTest::addRow("colour, smooth %s", name) << 3 << 255 << "smooth" << false << false << strategy;
            QTest::addRow("colour, mirrored %s", name) << 3 << 255 << "mirror" << false << false << strategy;
            QTest::addRow("colour, hann %s", name) << 3 << 255 << "hann" << false << false << strategy;
            QTest::addRow("colour removed %s", name) << 3 << 255 << "none" << true << false << strategy;
            QTest::addRow("colour removed, smooth %s", name) << 3 << 255 << "smooth" << true << false << strategy;
            QTest::addRow("colour measured %s", name) << 3 << 255 << "none" << false << true << strategy;
            QTest::addRow("colour removed, measured %s", name) << 4 << 255 << "smooth" << true << true << strategy;
            // The image handed over: measured, the original is the host's own.
            QTest::addRow("colour measured %s, shared", name) << 3 << 255 << "none" << false << true << strategy;
            QTest::addRow("grey 16-bit measured %s, shared", name) << 1 << 65535 << "none" << false << true << strategy;
        }
    }

    // An image filtered once (as `passband filter` does it: each channel transformed as it is
    // filtered, through one plane where nothing is analysed) gives the reference's result for
    // every shape x band x mapping, and the reference's measures; it then refuses a second
    // update, a spectrum image and a preview.
    void filteredOnceMatchesReference()
    {
        QFETCH(int, channels);
        QFETCH(int, maxval);
        QFETCH(QString, edges);
        QFETCH(bool, removed);
        QFETCH(bool, measuring);
        QFETCH(int, strategy);
        const int width = 27, height = 22;
        const Image image = makeImage(width, height, channels, maxval, 5u + channels);
        const EdgeSettings e = *parseEdges(edges.toStdString(), 0.3);
        const std::string referenceName = e.mode == EdgeHandling::Window ? "window" : edges.toStdString();
        const int colour = image.colourChannels();
        FilterPipeline kept(*context_, planOptions(strategy)); // for the measures' reference
        kept.setMeasuring(true);
        kept.setImage(image, e);
        for (Case test : allCases(width, height)) {
            test.settings.edges = e;
            FilterPipeline pipeline(*context_, planOptions(strategy));
            pipeline.setFilterOnce(true);
            pipeline.setMeasuring(measuring);
            pipeline.setOutput(removed ? FilterPipeline::Output::Removed : FilterPipeline::Output::Filtered);
            setImageAsTagged(pipeline, image, e);
            const Image got = pipeline.apply(test.settings);
            std::vector<std::vector<double>> expectedPlanes;
            for (int c = 0; c < colour; ++c) {
                const std::vector<double> u = plane(image, c);
                std::vector<double> g = reference::edgeFilteredPlane(u, width, height, referenceName.c_str(), e.taper,
                                                                     test.shape, test.settings.order, test.highpass,
                                                                     test.lowpass);
                if (removed)
                    for (std::size_t i = 0; i < g.size(); ++i)
                        g[i] = u[i] - g[i];
                expectedPlanes.push_back(std::move(g));
            }
            const char* mapping = test.mapping;
            if (removed) // auto: clamp after a high-pass, magnitude otherwise (removedMatchesReference)
                mapping = test.settings.removedMapping() == OutputMapping::Clamp       ? "clamp"
                          : test.settings.removedMapping() == OutputMapping::Normalize ? "normalize"
                                                                                       : "magnitude";
            const auto expected = reference::mapPlanes(expectedPlanes, mapping, maxval);
            const long worst = worstLevels(got, expected, colour);
            QVERIFY2(worst <= 1, qPrintable(QString("%1: off by %2 levels").arg(test.name.c_str()).arg(worst)));
            if (image.hasAlpha())
                for (std::size_t i = 0; i < image.pixelCount(); ++i)
                    QCOMPARE(got.samples[i * channels + channels - 1], image.samples[i * channels + channels - 1]);
            if (measuring) { // the measures of the filtered image, as a kept image gives them
                kept.apply(test.settings);
                const UpdateMeasures want = kept.lastMeasures(), m = pipeline.lastMeasures();
                QVERIFY(std::abs(m.energyKept - want.energyKept) <= 1e-6);
                QVERIFY(std::abs(m.meanAbsDiff - want.meanAbsDiff) <= 1e-6);
            }
            QVERIFY_THROWS_EXCEPTION(Error, pipeline.apply(test.settings));
            QVERIFY_THROWS_EXCEPTION(Error, pipeline.spectrumImage());
        }
        FilterPipeline pipeline(*context_, planOptions(strategy));
        pipeline.setFilterOnce(true);
        pipeline.setImage(image, e);
        QVERIFY_THROWS_EXCEPTION(Error, pipeline.sampled(FilterSettings{}, Lattice{1, 2}));
    }

    void filteredOnceInPlaceMatchesReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("maxval");
        QTest::addColumn<bool>("inPlace");
        QTest::addRow("grey 8-bit 225x300, an odd width, 19 strips of rows") << 225 << 300 << 1 << 255 << true;
        QTest::addRow("colour 16-bit 96x200") << 96 << 200 << 3 << 65535 << true;
        QTest::addRow("colour with alpha 8-bit 150x77, an odd height") << 150 << 77 << 4 << 255 << true;
        // 2 * 288 / 40 -> 15 rows of the next block overwritten, 16 saved: the most a plan does.
        QTest::addRow("grey 8-bit 40x288, 16 rows saved at each block's head") << 40 << 288 << 1 << 255 << true;
        QTest::addRow("grey 16-bit 24x400, too tall to filter in place") << 24 << 400 << 1 << 65535 << false;
    }

    // Filtered once through one plane with periodic edges, a strip plan filters the plane in its
    // spectrum buffer (Fft2d::filterInPlace): the forward rows written over the rows they read,
    // by blocks of rows in turn (each block's first rows saved aside), then the columns'
    // forward, filter and inverse in one pass, then the inverse rows in place. Every shape x
    // band x mapping against the float64 reference within one level; a shaped filter (notches,
    // wedges, the isotropic radius, band-reject, emphasis), filtered and removed; and
    // homomorphic filtering (ln(1 + f) in, exp out, around the same passes).
    void filteredOnceInPlaceMatchesReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, channels);
        QFETCH(int, maxval);
        QFETCH(bool, inPlace);
        const Image image = makeImage(width, height, channels, maxval, 7u + width);
        const int colour = image.colourChannels();
        std::vector<std::vector<double>> planes;
        for (int c = 0; c < colour; ++c)
            planes.push_back(plane(image, c));
        int index = 0;
        for (const Case& test : allCases(width, height)) {
            FilterPipeline pipeline(*context_, planOptions(kStrips));
            pipeline.setFilterOnce(true);
            if (index++ % 2) // every other case as the command sets it: the image taken over
                pipeline.adoptImage(Image(image));
            else
                pipeline.setImage(image);
            QCOMPARE(pipeline.filtersInPlace(), inPlace);
            std::vector<std::vector<double>> filtered;
            for (const auto& p : planes)
                filtered.push_back(reference::filteredPlane(p, width, height, test.shape, test.settings.order,
                                                            test.highpass, test.lowpass));
            const Image got = pipeline.apply(test.settings);
            const long worst = worstLevels(got, reference::mapPlanes(filtered, test.mapping, maxval), colour);
            QVERIFY2(worst <= 1, qPrintable(QString("%1: off by %2 levels").arg(test.name.c_str()).arg(worst)));
            if (image.hasAlpha())
                for (std::size_t i = 0; i < image.pixelCount(); ++i)
                    QCOMPARE(got.samples[i * channels + channels - 1], image.samples[i * channels + channels - 1]);
        }
        FilterSettings shaped;
        shaped.shape = FilterShape::Butterworth;
        shaped.order = 2;
        shaped.highpass = 3;
        shaped.lowpass = 11;
        shaped.invert = true;
        shaped.emphasis = {0.25, 3};
        shaped.isotropic = true;
        shaped.wedges = {Wedge{75, 30, 10, 2, 9.5, false}, Wedge{-40, 60, 0, 0, std::nullopt, true}};
        shaped.notches = {Notch{7, -3, 2.5, FilterShape::Gaussian}, Notch{-4, 9, 1.5, FilterShape::Ideal}};
        shaped.mapping = OutputMapping::Normalize;
        reference::ShapedFilter g;
        g.shape = "butterworth";
        g.highpass = 3;
        g.lowpass = 11;
        g.invert = true;
        g.k1 = 0.25;
        g.k2 = 3;
        g.isotropic = true;
        g.width = width;
        g.height = height;
        g.wedges = {{75, 30, 10, 2, 9.5}, {-40, 60, 0, 0, -1, true}};
        g.notches = {{7, -3, 2.5, "gaussian"}, {-4, 9, 1.5, "ideal"}};
        for (const bool removed : {false, true}) {
            std::vector<std::vector<double>> expected;
            for (const auto& p : planes) {
                expected.push_back(reference::filteredPlaneOnHalf(p, width, height, [&](long ku, long kv) {
                    return reference::shapedGain(g, double(ku), double(kv));
                }));
                if (removed)
                    for (std::size_t i = 0; i < p.size(); ++i)
                        expected.back()[i] = p[i] - expected.back()[i];
            }
            FilterPipeline pipeline(*context_, planOptions(kStrips));
            pipeline.setFilterOnce(true);
            pipeline.setOutput(removed ? FilterPipeline::Output::Removed : FilterPipeline::Output::Filtered);
            if (removed)
                pipeline.adoptImage(Image(image));
            else
                pipeline.setImage(image);
            QCOMPARE(pipeline.filtersInPlace(), inPlace);
            const long worst =
                worstLevels(pipeline.apply(shaped), reference::mapPlanes(expected, "normalize", maxval), colour);
            QVERIFY2(worst <= 1, qPrintable(QString("shaped%1: off by %2 levels").arg(removed ? ", removed" : "").arg(worst)));
        }
        FilterSettings s;
        s.homomorphic = Homomorphic{0.4, 1.8, 1.5, 5};
        s.shape = FilterShape::Gaussian;
        s.lowpass = 9;
        reference::ShapedFilter f;
        f.homomorphic = true;
        f.gammaL = 0.4;
        f.gammaH = 1.8;
        f.c = 1.5;
        f.d0 = 5;
        f.width = width;
        f.height = height;
        f.shape = "gaussian";
        f.lowpass = 9;
        std::vector<std::vector<double>> filtered;
        for (const auto& p : planes)
            filtered.push_back(reference::homomorphicPlane(p, width, height, f));
        FilterPipeline pipeline(*context_, planOptions(kStrips));
        pipeline.setFilterOnce(true);
        pipeline.setImage(image);
        QCOMPARE(pipeline.filtersInPlace(), inPlace);
        const long worst = worstLevels(pipeline.apply(s), reference::mapPlanes(filtered, "normalize", maxval), colour);
        QVERIFY2(worst <= 1, qPrintable(QString("homomorphic: off by %1 levels").arg(worst)));
    }

    void floatSamplesMatchReference_data()
    {
        QTest::addColumn<int>("channels");
        QTest::addColumn<QString>("edges");
        QTest::addColumn<int>("strategy");
        QTest::addRow("grey") << 1 << "none" << kAuto;
        QTest::addRow("grey, work-groups") << 1 << "none" << kWorkGroups;
        QTest::addRow("colour with alpha, strips") << 4 << "none" << kStrips;
        QTest::addRow("colour, smooth edges") << 3 << "smooth" << kAuto;
        QTest::addRow("grey, mirrored") << 1 << "mirror" << kAuto;
        QTest::addRow("grey, shared") << 1 << "none" << kAuto;
        QTest::addRow("colour, smooth edges, shared") << 3 << "smooth" << kAuto;
        QTest::addRow("colour with alpha, strips, shared") << 4 << "none" << kStrips;
    }

    // Float samples are filtered at float precision and mapped into the original's range
    // low..high (README "Float data"), none keeps the real values: checked against the
    // double-precision reference, with the mapping written here from the README's rule. The
    // samples span -3000..+47000 with detail at the 0.01 level, which 16 bits cannot hold.
    void floatSamplesMatchReference()
    {
        QFETCH(int, channels);
        QFETCH(QString, edges);
        QFETCH(int, strategy);
        const int width = 29, height = 21;
        const Image integer = makeImage(width, height, channels, 65535, 5u + channels);
        Image image = toFloat(integer);
        for (std::size_t i = 0; i < image.values.size(); ++i)
            if (!image.hasAlpha() || int(i % channels) != channels - 1)
                image.values[i] = static_cast<float>(image.values[i] * (50000.0 / 65535.0) - 3000.0 + 0.01 * (i % 7));
        image.low = -3000;
        image.high = 47000;
        const EdgeSettings e = *parseEdges(edges.toStdString());
        FilterPipeline pipeline(*context_, planOptions(strategy));
        setImageAsTagged(pipeline, image, e);
        const int colour = image.colourChannels();
        std::vector<std::vector<double>> inputs;
        for (int c = 0; c < colour; ++c) {
            std::vector<double> u(image.pixelCount());
            for (std::size_t i = 0; i < u.size(); ++i)
                u[i] = image.values[i * channels + c];
            inputs.push_back(std::move(u));
        }
        std::vector<Case> cases = allCases(width, height);
        for (Case& c : allCases(width, height)) { // each filter once more, unmapped
            if (c.settings.mapping != OutputMapping::Clamp)
                continue;
            c.settings.mapping = OutputMapping::None;
            c.mapping = "none";
            c.name += " as none";
            cases.push_back(c);
        }
        for (Case test : cases) {
            test.settings.edges = e;
            const Image got = pipeline.apply(test.settings);
            QVERIFY(got.isFloat());
            QCOMPARE(got.low, -3000.0);
            QCOMPARE(got.high, 47000.0);
            std::vector<std::vector<double>> g;
            double lo = INFINITY, hi = -INFINITY, peak = 0;
            for (int c = 0; c < colour; ++c) {
                g.push_back(reference::edgeFilteredPlane(inputs[c], width, height, edges.toStdString().c_str(), 1.0,
                                                         test.shape, test.settings.order, test.highpass, test.lowpass));
                for (double v : g.back()) {
                    lo = std::min(lo, v);
                    hi = std::max(hi, v);
                    peak = std::max(peak, std::abs(v));
                }
            }
            double worst = 0;
            for (int c = 0; c < colour; ++c)
                for (std::size_t i = 0; i < image.pixelCount(); ++i) {
                    const double v = g[c][i];
                    const double expected = std::strcmp(test.mapping, "none") == 0 ? v
                                            : std::strcmp(test.mapping, "clamp") == 0
                                                ? std::clamp(v, -3000.0, 47000.0)
                                            : std::strcmp(test.mapping, "normalize") == 0
                                                ? -3000.0 + (hi > lo ? (v - lo) / (hi - lo) * 50000.0 : 0.0)
                                                : -3000.0 + (peak > 0 ? std::abs(v) / peak * 50000.0 : 0.0);
                    worst = std::max(worst, std::abs(got.values[i * channels + c] - expected));
                }
            // Float32 FFTs of values up to 5e4 keep about 2e-6 of the range (log2 N rounding
            // steps of 6e-8 each, times the largest values' sum): within 0.1, an eighth of the
            // 0.76 step that 16 bits over this range would give.
            QVERIFY2(worst <= 0.1, qPrintable(QString("%1: off by %2").arg(test.name.c_str()).arg(worst)));
            if (image.hasAlpha())
                for (std::size_t i = 0; i < image.pixelCount(); ++i)
                    QCOMPARE(got.values[i * channels + channels - 1], image.values[i * channels + channels - 1]);
        }
        // An integer image has nothing to hold real values in: none is refused with a reason.
        FilterPipeline integerPipeline(*context_);
        integerPipeline.setImage(integer);
        FilterSettings none;
        none.lowpass = 4;
        none.mapping = OutputMapping::None;
        try {
            integerPipeline.apply(none);
            QFAIL("mapping none accepted for an integer image");
        } catch (const Error& error) {
            QVERIFY2(QString(error.what()).contains("float"), error.what());
        }
    }

    void impulseMatchesReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("edges");
        QTest::addRow("37x29, 15") << 37 << 29 << 15 << "none";
        QTest::addRow("24x20, 64 (the whole grid)") << 24 << 20 << 64 << "none";
        QTest::addRow("40x24, 16") << 40 << 24 << 16 << "none";
        QTest::addRow("23x17 mirrored, 21") << 23 << 17 << 21 << "mirror";
        QTest::addRow("1x9, 5") << 1 << 9 << 5 << "none";
    }

    // The impulse response is the inverse DFT of H: the reference filters a unit impulse in
    // double precision (on the mirrored grid at twice the radius when mirrored) and crops it
    // around the origin.
    void impulseMatchesReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, size);
        QFETCH(QString, edges);
        const EdgeSettings e = *parseEdges(edges.toStdString());
        const int k = e.scale(), gw = k * width, gh = k * height;
        FilterPipeline pipeline(*context_);
        pipeline.setImage(makeImage(width, height, 1, 255, 2u), e);
        pipeline.setImpulseSize(size);
        std::vector<double> delta(std::size_t(gw) * gh, 0.0);
        delta[0] = 1.0;
        for (Case test : allCases(width, height)) {
            test.settings.edges = e;
            pipeline.apply(test.settings);
            const ImpulseResponse& h = pipeline.lastImpulse();
            QCOMPARE(h.width, std::min(size, gw));
            QCOMPARE(h.height, std::min(size, gh));
            const std::vector<double> expected =
                reference::filteredPlane(delta, gw, gh, test.shape, test.settings.order,
                                         test.highpass > 0 ? k * test.highpass : test.highpass,
                                         test.lowpass >= 0 ? k * test.lowpass : test.lowpass);
            double worst = 0;
            for (int j = 0; j < h.height; ++j)
                for (int i = 0; i < h.width; ++i) {
                    const int x = (i - h.width / 2 + gw) % gw, y = (j - h.height / 2 + gh) % gh;
                    worst = std::max(worst, std::abs(h.at(i, j) - expected[std::size_t(y) * gw + x]));
                }
            QVERIFY2(worst < 1e-5, qPrintable(QString("%1: off by %2").arg(test.name.c_str()).arg(worst)));
        }
        pipeline.setImpulseSize(0);
        pipeline.apply(FilterSettings{});
        QVERIFY(pipeline.lastImpulse().empty());
    }

    // By hand: an ideal low-pass of radius 1.5 on 8 x 8 passes the 9 bins with D^2 < 2.25, so
    // h(0, 0) = 9/64; its gain is real and even, so h is symmetric; and profiling still
    // times the update alone.
    void impulseByHand()
    {
        FilterPipeline pipeline(*context_);
        pipeline.setImage(makeImage(8, 8, 1, 255, 1u));
        pipeline.setImpulseSize(7);
        pipeline.setProfiling(true);
        FilterSettings s;
        s.lowpass = 1.5;
        pipeline.apply(s);
        const ImpulseResponse& h = pipeline.lastImpulse();
        QCOMPARE(h.width, 7);
        QVERIFY(std::abs(h.at(3, 3) - 9.0f / 64.0f) < 1e-6f);
        for (int j = 0; j < 7; ++j)
            for (int i = 0; i < 7; ++i)
                QVERIFY(std::abs(h.at(i, j) - h.at(6 - i, 6 - j)) < 1e-6f);
        QVERIFY(pipeline.lastTiming().inverseFftMs > 0);
    }

    void radialProfileMatchesReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("channels");
        QTest::addColumn<QString>("edges");
        QTest::addColumn<int>("strategy");
        QTest::addRow("grey 37x29") << 37 << 29 << 1 << "none" << kAuto;
        QTest::addRow("colour 24x20") << 24 << 20 << 3 << "none" << kAuto;
        QTest::addRow("grey 1x9") << 1 << 9 << 1 << "none" << kAuto;
        QTest::addRow("grey 64x8") << 64 << 8 << 1 << "none" << kAuto;
        QTest::addRow("grey 21x16 mirrored") << 21 << 16 << 1 << "mirror" << kAuto;
        QTest::addRow("colour with alpha 40x24 work-groups") << 40 << 24 << 4 << "none" << kWorkGroups;
        QTest::addRow("colour with alpha 40x24 strips") << 40 << 24 << 4 << "none" << kStrips;
    }

    // Ring sums against a float64 DFT: every bin of the full spectrum goes to the ring its
    // distance rounds (half up) to, with |F|^2 and |F H|^2 summed over the colour channels.
    void radialProfileMatchesReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, channels);
        QFETCH(QString, edges);
        QFETCH(int, strategy);
        const Image image = makeImage(width, height, channels, 255, 77u + width);
        const EdgeSettings e = *parseEdges(edges.toStdString());
        const int k = e.scale(), gw = k * width, gh = k * height;
        std::vector<reference::Spectrum> spectra;
        for (int c = 0; c < image.colourChannels(); ++c) {
            std::vector<double> p = plane(image, c);
            if (k > 1)
                p = reference::mirrorTiling(p, width, height);
            spectra.push_back(reference::dft2d(std::vector<float>(p.begin(), p.end()), gw, gh));
        }
        FilterPipeline pipeline(*context_, planOptions(strategy));
        pipeline.setImage(image, e);
        pipeline.setRadialProfile(true);
        for (Case test : allCases(width, height)) {
            test.settings.edges = e;
            pipeline.apply(test.settings);
            const RadialProfile& got = pipeline.lastRadialProfile();
            std::vector<double> bins(got.bins.size() + 1), before(bins.size()), after(bins.size());
            for (int v = 0; v < gh; ++v)
                for (int u = 0; u < gw; ++u) {
                    const long ku = 2 * u <= gw ? u : u - gw, kv = 2 * v <= gh ? v : v - gh;
                    const double d = std::sqrt(double(ku * ku + kv * kv)) / k;
                    const std::size_t ring = std::min(std::size_t(std::floor(d + 0.5)), bins.size() - 1);
                    const double h = reference::filterGain(test.shape, test.settings.order,
                                                           test.highpass > 0 ? k * test.highpass : test.highpass,
                                                           test.lowpass >= 0 ? k * test.lowpass : test.lowpass, ku, kv);
                    bins[ring] += 1;
                    for (const reference::Spectrum& f : spectra) {
                        const double power = std::norm(f[std::size_t(v) * gw + u]);
                        before[ring] += power;
                        after[ring] += power * h * h;
                    }
                }
            QCOMPARE(bins.back(), 0.0); // the profile reaches the corner
            const QString name = QString::fromStdString(test.name);
            for (std::size_t r = 0; r < got.bins.size(); ++r) {
                QVERIFY2(got.bins[r] == bins[r], qPrintable(QString("%1 ring %2: %3 bins, expected %4")
                                                                .arg(name).arg(r).arg(got.bins[r]).arg(bins[r])));
                const double scaleOf = std::max(1.0, before[r] / std::max(1.0, bins[r]));
                const auto close = [&](double value, double sum) {
                    return bins[r] == 0 ? value == 0 : std::abs(value - sum / bins[r]) <= 1e-4 * scaleOf;
                };
                QVERIFY2(close(got.before[r], before[r]) && close(got.after[r], after[r]),
                         qPrintable(QString("%1 ring %2: %3 / %4, expected %5 / %6")
                                        .arg(name).arg(r).arg(got.before[r]).arg(got.after[r])
                                        .arg(before[r] / bins[r]).arg(after[r] / bins[r])));
            }
        }
    }

    // By hand on 8 x 8: ring 0 is DC alone; ring 1 holds D^2 = 1, 2 (8 bins); ring 2 holds
    // D^2 = 4, 5 (12 bins). Off, there is no profile.
    void radialProfileByHand()
    {
        FilterPipeline pipeline(*context_);
        pipeline.setImage(makeImage(8, 8, 1, 255, 1u));
        pipeline.apply(FilterSettings{});
        QVERIFY(pipeline.lastRadialProfile().empty());
        pipeline.setRadialProfile(true);
        pipeline.apply(FilterSettings{});
        const RadialProfile& p = pipeline.lastRadialProfile();
        QCOMPARE(p.bins.size(), std::size_t(7)); // corner sqrt(32) = 5.66 rounds to 6
        QCOMPARE(p.bins[0], 1.0);
        QCOMPARE(p.bins[1], 8.0);
        QCOMPARE(p.bins[2], 12.0);
        double total = 0;
        for (double b : p.bins)
            total += b;
        QCOMPARE(total, 64.0);
    }

    void notchesMatchReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("strategy");
        QTest::addRow("grey 37x29") << 37 << 29 << 1 << kAuto;
        QTest::addRow("colour 16-bit 24x20") << 24 << 20 << 3 << kAuto;
        QTest::addRow("grey 24x20") << 24 << 20 << 1 << kAuto;
        QTest::addRow("grey 40x24 work-groups") << 40 << 24 << 1 << kWorkGroups;
        QTest::addRow("grey 40x24 strips") << 40 << 24 << 1 << kStrips;
    }

    // Notch pairs of every shape, with and without a band, against the gain written from
    // the definition (tests/reference.cpp), within one level.
    void notchesMatchReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, channels);
        QFETCH(int, strategy);
        const int maxval = channels == 3 ? 65535 : 255;
        const Image image = makeImage(width, height, channels, maxval, 5u + width);
        FilterPipeline pipeline(*context_, planOptions(strategy));
        pipeline.setImage(image);
        const std::vector<Notch> notches = {{5, -3, 2.5, FilterShape::Gaussian},
                                            {-2, 4, 1.5, FilterShape::Ideal},
                                            {7, 0, 2, FilterShape::Butterworth},
                                            {0, 0, 1, FilterShape::Gaussian}};
        const std::vector<reference::NotchPair> pairs = {
            {5, -3, 2.5, "gaussian"}, {-2, 4, 1.5, "ideal"}, {7, 0, 2, "butterworth"}, {0, 0, 1, "gaussian"}};
        for (int count = 1; count <= 4; ++count)
            for (bool band : {false, true}) {
                FilterSettings s;
                s.notches.assign(notches.begin(), notches.begin() + count);
                s.order = 3;
                s.shape = FilterShape::Butterworth;
                s.mapping = OutputMapping::Normalize;
                if (band)
                    s.lowpass = 9;
                const std::vector<reference::NotchPair> expectedPairs(pairs.begin(), pairs.begin() + count);
                std::vector<std::vector<double>> filtered;
                for (int c = 0; c < channels; ++c)
                    filtered.push_back(reference::filteredPlaneOnHalf(plane(image, c), width, height, [&](long ku, long kv) {
                        return reference::filterGain("butterworth", 3, 0, band ? 9 : -1, ku, kv) *
                               reference::notchGain(expectedPairs, 3, double(ku), double(kv));
                    }));
                const auto expected = reference::mapPlanes(filtered, "normalize", maxval);
                const Image got = pipeline.apply(s);
                const long worst = worstLevels(got, expected, channels);
                QVERIFY2(worst <= 1, qPrintable(QString("%1 notches%2: off by %3 levels")
                                                    .arg(count).arg(band ? " and a low-pass" : "").arg(worst)));
                // The host's notch gain (drawing, analysis) agrees with the definition too.
                QVERIFY(std::abs(s.notchGain(4.5, -2) - reference::notchGain(expectedPairs, 3, 4.5, -2)) < 1e-12);
            }
        FilterSettings tooMany;
        tooMany.notches.resize(kMaxNotches + 1);
        QVERIFY_THROWS_EXCEPTION(Error, pipeline.apply(tooMany));
        FilterSettings flat;
        flat.notches = {{3, 3, 0, FilterShape::Ideal}};
        QVERIFY_THROWS_EXCEPTION(Error, pipeline.apply(flat));
    }

    // The issue's test: a sinusoid added to a smooth image shows as a pair of peaks, and a
    // Gaussian notch pair on them takes it out again to within 0.05 levels (of 40), in every
    // edge handling that keeps the image's own frequencies.
    // FilterGain, the one description of H every reader shares, against the README's
    // definition at every shape, band and notch, on the image's grid and the mirrored one
    // (where (u, v) image bins lie at (2u, 2v)); and the ideal thresholds the kernel takes,
    // worked by hand.
    void filterGainMatchesDefinition()
    {
        const std::vector<reference::NotchPair> pairs = {{7, -3, 2.5, "gaussian"}, {-4, 9, 1.5, "ideal"}};
        for (const char* shape : {"ideal", "gaussian", "butterworth"})
            for (const auto& [hp, lp] : std::vector<std::pair<double, double>>{{0, -1}, {5.5, -1}, {0, 12}, {3, 9.25}}) {
                FilterSettings s;
                s.shape = *parseShape(shape);
                s.order = 3;
                if (hp > 0)
                    s.highpass = hp;
                if (lp >= 0)
                    s.lowpass = lp;
                s.notches = {Notch{7, -3, 2.5, FilterShape::Gaussian}, Notch{-4, 9, 1.5, FilterShape::Ideal}};
                for (const int scale : {1, 2}) {
                    const FilterGain gain(s, 40, 40, scale);
                    for (long kv = -14; kv <= 14; ++kv)
                        for (long ku = -14; ku <= 14; ++ku) {
                            const double expected = reference::filterGain(shape, 3, hp, lp, ku, kv) *
                                                    reference::notchGain(pairs, 3, double(ku), double(kv));
                            const double got = gain.at(double(scale * ku), double(scale * kv));
                            QVERIFY2(std::abs(got - expected) < 1e-12,
                                     qPrintable(QString("%1 hp %2 lp %3 scale %4 at (%5, %6): %7, expected %8")
                                                    .arg(shape).arg(hp).arg(lp).arg(scale).arg(ku).arg(kv)
                                                    .arg(got).arg(expected)));
                        }
                }
            }
        // The shaped families, on both grids too.
        FilterSettings shaped;
        shaped.shape = FilterShape::Butterworth;
        shaped.order = 2;
        shaped.highpass = 3;
        shaped.lowpass = 11;
        shaped.invert = true;
        shaped.emphasis = {0.25, 3};
        shaped.isotropic = true;
        shaped.wedges = {Wedge{75, 30, 10, 2, 9.5, false}, Wedge{-40, 60, 0, 0, std::nullopt, true}};
        reference::ShapedFilter f;
        f.shape = "butterworth";
        f.highpass = 3;
        f.lowpass = 11;
        f.invert = true;
        f.k1 = 0.25;
        f.k2 = 3;
        f.isotropic = true;
        f.width = 37;
        f.height = 29;
        f.wedges = {{75, 30, 10, 2, 9.5}, {-40, 60, 0, 0, -1, true}};
        for (const int scale : {1, 2}) {
            const FilterGain gain(shaped, 37, 29, scale);
            for (long kv = -14; kv <= 14; ++kv)
                for (long ku = -18; ku <= 18; ++ku) {
                    const double expected = reference::shapedGain(f, double(ku), double(kv));
                    QVERIFY2(std::abs(gain.at(double(scale * ku), double(scale * kv)) - expected) < 1e-12,
                             qPrintable(QString("shaped, scale %1, at (%2, %3)").arg(scale).arg(ku).arg(kv)));
                }
        }
        FilterSettings ideal;
        ideal.highpass = 3.2;
        ideal.lowpass = 2.5;
        const FilterGain::KernelTerms one = FilterGain(ideal, 0, 0, 1).kernelTerms(1000);
        QCOMPARE(one.highpassMinD2, std::int64_t(11)); // D^2 >= 10.24
        QCOMPARE(one.lowpassEndD2, std::int64_t(7));   // D^2 < 6.25
        const FilterGain::KernelTerms two = FilterGain(ideal, 0, 0, 2).kernelTerms(30);
        QCOMPARE(two.highpassMinD2, std::int64_t(30)); // 40.96 -> 41, capped
        QCOMPARE(two.lowpassEndD2, std::int64_t(25));  // radius 5 on the grid
        QCOMPARE(two.highpassRadius, 6.4f);
    }

    void shapedFiltersMatchReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("strategy");
        QTest::addRow("grey 37x29") << 37 << 29 << 1 << kAuto;
        QTest::addRow("colour 16-bit 24x20") << 24 << 20 << 3 << kAuto;
        QTest::addRow("grey 64x48") << 64 << 48 << 1 << kAuto;
        QTest::addRow("grey 40x24 work-groups") << 40 << 24 << 1 << kWorkGroups;
        QTest::addRow("grey 40x24 strips") << 40 << 24 << 1 << kStrips;
    }

    // Band-reject, emphasis, the isotropic radius and wedges (README "Band-reject and
    // emphasis", "Isotropic radius", "Wedges") on the device, against the filter written from
    // those sections (reference::shapedGain), within one level; and auto's mapping for them.
    void shapedFiltersMatchReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, channels);
        QFETCH(int, strategy);
        const int maxval = channels == 3 ? 65535 : 255;
        const Image image = makeImage(width, height, channels, maxval, 11u + width);
        FilterPipeline pipeline(*context_, planOptions(strategy));
        pipeline.setImage(image);
        struct ShapedCase {
            const char* name;
            FilterSettings settings;
            reference::ShapedFilter filter;
            const char* mapping;
        };
        std::vector<ShapedCase> cases;
        const auto add = [&](const char* name, const char* mapping, auto&& shape) {
            ShapedCase c{name, {}, {}, mapping};
            c.filter.width = width;
            c.filter.height = height;
            shape(c.settings, c.filter);
            c.settings.mapping = *parseMapping(mapping);
            cases.push_back(c);
        };
        add("band-reject", "normalize", [](FilterSettings& s, reference::ShapedFilter& f) {
            s.shape = FilterShape::Butterworth;
            s.order = f.order = 3;
            f.shape = "butterworth";
            s.highpass = f.highpass = 3;
            s.lowpass = f.lowpass = 9;
            s.invert = f.invert = true;
        });
        add("high-boost", "clamp", [](FilterSettings& s, reference::ShapedFilter& f) {
            s.shape = FilterShape::Gaussian;
            f.shape = "gaussian";
            s.highpass = f.highpass = 4;
            s.emphasis = {1, 2};
            f.k1 = 1;
            f.k2 = 2;
        });
        add("inverted ideal low-pass with emphasis", "normalize", [](FilterSettings& s, reference::ShapedFilter& f) {
            s.lowpass = f.lowpass = 6;
            s.invert = f.invert = true;
            s.emphasis = {0.5, 1.5};
            f.k1 = 0.5;
            f.k2 = 1.5;
        });
        add("isotropic ideal low-pass", "normalize", [](FilterSettings& s, reference::ShapedFilter& f) {
            s.lowpass = f.lowpass = 7;
            s.isotropic = f.isotropic = true;
        });
        add("isotropic gaussian band, notch", "magnitude", [](FilterSettings& s, reference::ShapedFilter& f) {
            s.shape = FilterShape::Gaussian;
            f.shape = "gaussian";
            s.highpass = f.highpass = 2.5;
            s.lowpass = f.lowpass = 12;
            s.isotropic = f.isotropic = true;
            s.notches = {{5, -3, 2, FilterShape::Gaussian}};
            f.notches = {{5, -3, 2, "gaussian"}};
        });
        add("hard stop wedge", "normalize", [](FilterSettings& s, reference::ShapedFilter& f) {
            s.wedges = {Wedge{30, 40, 0, 0, std::nullopt, false}};
            f.wedges = {{30, 40}};
        });
        add("soft pass wedge in a ring, stop wedge, low-pass", "normalize",
            [](FilterSettings& s, reference::ShapedFilter& f) {
                s.wedges = {Wedge{120, 50, 20, 2, 15.0, true}, Wedge{-20, 16, 6, 0, std::nullopt, false}};
                f.wedges = {{120, 50, 20, 2, 15, true}, {-20, 16, 6}};
                s.shape = FilterShape::Gaussian;
                f.shape = "gaussian";
                s.lowpass = f.lowpass = 10;
            });
        add("horizontal stripes, isotropic", "clamp", [](FilterSettings& s, reference::ShapedFilter& f) {
            s.wedges = {stripeWedge(true, 5)};
            f.wedges = {{90, 10, 5}};
            s.isotropic = f.isotropic = true;
        });
        add("vertical stripes, wedge from 3", "clamp", [](FilterSettings& s, reference::ShapedFilter& f) {
            Wedge w = stripeWedge(false, 8);
            w.rMin = 3;
            s.wedges = {w};
            f.wedges = {{0, 16, 8, 3}};
        });
        for (const ShapedCase& c : cases) {
            QVERIFY2(c.settings.validate().empty(), c.name);
            std::vector<std::vector<double>> filtered;
            for (int ch = 0; ch < channels; ++ch)
                filtered.push_back(reference::filteredPlaneOnHalf(plane(image, ch), width, height, [&](long ku, long kv) {
                    return reference::shapedGain(c.filter, double(ku), double(kv));
                }));
            const auto expected = reference::mapPlanes(filtered, c.mapping, maxval);
            const Image got = pipeline.apply(c.settings);
            long worst = 0;
            for (int ch = 0; ch < channels; ++ch)
                for (std::size_t i = 0; i < image.pixelCount(); ++i)
                    worst = std::max(worst, std::labs(long(got.samples[i * channels + ch]) - expected[ch][i]));
            QVERIFY2(worst <= 1, qPrintable(QString("%1: off by %2 levels").arg(c.name).arg(worst)));
        }
        // auto: magnitude when H(DC) = 0, by hand.
        FilterSettings s;
        s.lowpass = 6;
        QCOMPARE(s.effectiveMapping(), OutputMapping::Clamp);
        s.invert = true; // a high-pass now
        QCOMPARE(s.effectiveMapping(), OutputMapping::Magnitude);
        QCOMPARE(s.removedMapping(), OutputMapping::Clamp);
        s.emphasis = {1, 1}; // H(DC) = 1
        QCOMPARE(s.effectiveMapping(), OutputMapping::Clamp);
        s = FilterSettings{};
        s.highpass = 4;
        s.wedges = {stripeWedge(true, 5)};
        QCOMPARE(s.effectiveMapping(), OutputMapping::Magnitude);
        s.invert = true;
        QCOMPARE(s.effectiveMapping(), OutputMapping::Clamp);
    }

    void homomorphicMatchesReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("channels");
        QTest::addRow("grey 37x29") << 37 << 29 << 1;
        QTest::addRow("colour 16-bit 24x20") << 24 << 20 << 3;
        QTest::addRow("grey 64x48") << 64 << 48 << 1;
    }

    // Homomorphic filtering (README "Homomorphic filtering") against exp(IDFT(DFT(ln(1 + f))
    // H)) - 1 in float64, within one level: alone (auto maps it by normalize), with a band and
    // the isotropic radius, and its removed component (the input minus that); then back to
    // the linear domain, where the result is the plain filter's again.
    void homomorphicMatchesReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, channels);
        const int maxval = channels == 3 ? 65535 : 255;
        const Image image = makeImage(width, height, channels, maxval, 21u + width);
        FilterPipeline pipeline(*context_);
        pipeline.setImage(image);
        const Image linearBefore = pipeline.apply(FilterSettings{});
        for (const bool band : {false, true}) {
            FilterSettings s;
            s.homomorphic = Homomorphic{0.4, 1.8, 1.5, 5};
            reference::ShapedFilter f;
            f.homomorphic = true;
            f.gammaL = 0.4;
            f.gammaH = 1.8;
            f.c = 1.5;
            f.d0 = 5;
            f.width = width;
            f.height = height;
            if (band) {
                s.shape = FilterShape::Gaussian;
                f.shape = "gaussian";
                s.lowpass = f.lowpass = 9;
                s.isotropic = f.isotropic = true;
            }
            QCOMPARE(s.effectiveMapping(), OutputMapping::Normalize);
            std::vector<std::vector<double>> filtered, removed;
            for (int c = 0; c < channels; ++c) {
                const std::vector<double> original = plane(image, c);
                filtered.push_back(reference::homomorphicPlane(original, width, height, f));
                removed.push_back(original);
                for (std::size_t i = 0; i < original.size(); ++i)
                    removed.back()[i] -= filtered.back()[i];
            }
            for (const bool showRemoved : {false, true}) {
                pipeline.setOutput(showRemoved ? FilterPipeline::Output::Removed : FilterPipeline::Output::Filtered);
                const auto expected = reference::mapPlanes(showRemoved ? removed : filtered,
                                                           showRemoved ? "magnitude" : "normalize", maxval);
                const Image got = pipeline.apply(s);
                QVERIFY(pipeline.logDomain());
                const long worst = worstLevels(got, expected, channels);
                QVERIFY2(worst <= 1, qPrintable(QString("%1%2: off by %3 levels")
                                                    .arg(band ? "with a band" : "alone")
                                                    .arg(showRemoved ? ", removed" : "")
                                                    .arg(worst)));
            }
            pipeline.setOutput(FilterPipeline::Output::Filtered);
        }
        QCOMPARE(pipeline.apply(FilterSettings{}).samples, linearBefore.samples);
        QVERIFY(!pipeline.logDomain());
        // Gains far beyond what exp can take in floats: the values stay finite (capped at
        // exp(88)), so the real values of a float image have no infinity and the mapping no NaN.
        Image floating = toFloat(image);
        FilterPipeline floatPipeline(*context_);
        floatPipeline.setImage(floating);
        FilterSettings huge;
        huge.homomorphic = Homomorphic{100, 100, 1, 30};
        huge.mapping = OutputMapping::None;
        for (const float v : floatPipeline.apply(huge).values)
            QVERIFY2(std::isfinite(v), "an infinite or NaN result");
        huge.mapping = OutputMapping::Normalize;
        const Image mapped = floatPipeline.apply(huge);
        for (const float v : mapped.values)
            QVERIFY2(std::isfinite(v), "an infinite or NaN mapped sample");
    }

    void masksMatchReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("channels");
        QTest::addRow("grey 37x29") << 37 << 29 << 1;
        QTest::addRow("colour 16-bit 24x20") << 24 << 20 << 3;
        QTest::addRow("grey 64x48") << 64 << 48 << 1;
    }

    // A painted mask (README "Masks"): random gains made Hermitian (stop wins), with a band,
    // on the device against the reference, full results and previews; FilterGain's lookup on
    // the mirrored grid by hand; and a mask of another size refused in one sentence.
    void masksMatchReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, channels);
        const int maxval = channels == 3 ? 65535 : 255;
        const Image image = makeImage(width, height, channels, maxval, 31u + width);
        auto mask = std::make_shared<SpectrumMask>();
        mask->width = width;
        mask->height = height;
        std::mt19937 generator(7);
        std::uniform_real_distribution<float> gain(0, 1);
        for (int i = 0; i < width * height; ++i)
            mask->gains.push_back(i % 3 == 0 ? 1.0f : gain(generator));
        mask->hermitian();
        for (int y = 0; y < height; ++y) // symmetric through DC, by hand: (x, y) and (W - x, H - y) mod size
            for (int x = 0; x < width; ++x)
                QCOMPARE(mask->at(x, y), mask->at((2 * (width / 2) - x + width) % width, (2 * (height / 2) - y + height) % height));
        FilterSettings s;
        s.mask = mask;
        s.shape = FilterShape::Gaussian;
        s.lowpass = 10;
        s.mapping = OutputMapping::Normalize;
        reference::ShapedFilter f;
        f.shape = "gaussian";
        f.lowpass = 10;
        f.mask = &mask->gains;
        f.width = width;
        f.height = height;
        FilterPipeline pipeline(*context_);
        pipeline.setImage(image);
        std::vector<std::vector<double>> filtered;
        for (int c = 0; c < channels; ++c)
            filtered.push_back(reference::filteredPlaneOnHalf(plane(image, c), width, height, [&](long ku, long kv) {
                return reference::shapedGain(f, double(ku), double(kv));
            }));
        const auto expected = reference::mapPlanes(filtered, "normalize", maxval);
        const Image got = pipeline.apply(s);
        const long worst = worstLevels(got, expected, channels);
        QVERIFY2(worst <= 1, qPrintable(QString("off by %1 levels").arg(worst)));
        // The mirrored grid: (3, -3) there is the image bin (1.5, -1.5), rounded away from zero
        // to (2, -2), shown at pixel (W/2 + 2, H/2 - 2).
        QCOMPARE(FilterGain(s, width, height, 2).mask(3, -3), double(mask->at(width / 2 + 2, height / 2 - 2)));
        QCOMPARE(FilterGain(s, width, height, 2).mask(4, 2), double(mask->at(width / 2 + 2, height / 2 + 1)));
        // Another size: one sentence, nothing computed.
        auto other = std::make_shared<SpectrumMask>(*mask);
        other->width = width + 1;
        other->gains.assign(std::size_t(width + 1) * height, 1.0f);
        FilterSettings wrong = s;
        wrong.mask = other;
        try {
            pipeline.apply(wrong);
            QFAIL("a mask of another size was taken");
        } catch (const Error& e) {
            QVERIFY2(QString(e.what()).contains(QString("The mask is %1x%2, but the image is %3x%2").arg(width + 1).arg(height).arg(width)),
                     e.what());
        }
        QCOMPARE(pipeline.apply(s).samples, got.samples); // still works
    }

    void notchRemovesInjectedSinusoid()
    {
        const int width = 64, height = 48;
        const double fu = 13, fv = -9, amplitude = 40;
        std::vector<double> base(std::size_t(width) * height), noisy(base.size());
        Image image;
        image.width = width;
        image.height = height;
        image.channels = 1;
        image.maxval = 65535; // enough levels that rounding stays far below the tolerance
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const std::size_t i = std::size_t(y) * width + x;
                base[i] = 30000 + 8000 * std::cos(2 * M_PI * (2.0 * x / width + 1.0 * y / height)) +
                          5000 * std::sin(2 * M_PI * (1.0 * x / width - 3.0 * y / height));
                noisy[i] = base[i] + 256 * amplitude * std::cos(2 * M_PI * (fu * x / width + fv * y / height) + 0.4);
                image.samples.push_back(static_cast<std::uint16_t>(std::lround(noisy[i])));
            }
        FilterPipeline pipeline(*context_);
        pipeline.setImage(image);
        FilterSettings s;
        s.notches = {{fu, fv, 2, FilterShape::Gaussian}};
        const std::vector<float> cleaned = pipeline.filteredPlanes(s)[0];
        double worst = 0, before = 0;
        for (std::size_t i = 0; i < base.size(); ++i) {
            worst = std::max(worst, std::abs(cleaned[i] - base[i]));
            before = std::max(before, std::abs(double(image.samples[i]) - base[i]));
        }
        QVERIFY(before > 256 * amplitude * 0.99);
        QVERIFY2(worst < 256 * 0.05, qPrintable(QString("left %1 of %2").arg(worst / 256).arg(amplitude)));
        // The notch at the mirrored centre is the same pair.
        s.notches = {{-fu, -fv, 2, FilterShape::Gaussian}};
        const std::vector<float> mirrored = pipeline.filteredPlanes(s)[0];
        QVERIFY(reference::relativeL2(mirrored, cleaned) < 1e-6);
    }

    void edgeSpectrumMatchesReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<QString>("edges");
        for (const char* edges : {"smooth", "mirror", "hann", "tukey"})
            for (auto [w, h] : {std::pair{37, 29}, std::pair{64, 48}, std::pair{1, 9}})
                QTest::addRow("%s %dx%d", edges, w, h) << w << h << QString(edges);
    }

    // The spectrum pane shows the spectrum the filter acts on: of the periodic component, of
    // the mirrored tiling (its bins at the image's own frequencies), or of the windowed image.
    void edgeSpectrumMatchesReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(QString, edges);
        const Image image = makeImage(width, height, 1, 255, 17u);
        const EdgeSettings e = *parseEdges(edges.toStdString(), 0.3);
        const std::vector<double> u = plane(image, 0);
        std::vector<long> expected;
        if (e.mode == EdgeHandling::Smooth) {
            const std::vector<double> s = reference::smoothComponent(u, width, height);
            std::vector<double> p(u.size());
            for (std::size_t i = 0; i < u.size(); ++i)
                p[i] = u[i] - s[i];
            expected = reference::spectrumImage(p, width, height);
        } else if (e.mode == EdgeHandling::Mirror) {
            expected = reference::spectrumImage(reference::mirrorTiling(u, width, height), width, height, 2);
        } else {
            double mean = 0;
            for (double value : u)
                mean += value / double(u.size());
            std::vector<double> w(u.size());
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x)
                    w[std::size_t(y) * width + x] = (u[std::size_t(y) * width + x] - mean) *
                                                        reference::tukey(x, width, e.taper) *
                                                        reference::tukey(y, height, e.taper) +
                                                    mean;
            expected = reference::spectrumImage(w, width, height);
        }
        FilterPipeline pipeline(*context_);
        pipeline.setImage(image, e);
        const Image& spectrum = pipeline.spectrumImage();
        QCOMPARE(spectrum.width, width);
        QCOMPARE(spectrum.height, height);
        for (std::size_t i = 0; i < expected.size(); ++i)
            QVERIFY2(std::labs(long(spectrum.samples[i]) - expected[i]) <= 1,
                     qPrintable(QString("pixel %1: %2 vs %3").arg(i).arg(spectrum.samples[i]).arg(expected[i])));
    }

    // The spectrum as a screen shows it, made without the full image (the Spectrum pane's first
    // picture): against the float64 spectrum image (reference::spectrumImage) area-averaged to
    // the screen in double precision, within a level; grey and colour, mirrored edges (a grid
    // twice as fine), screens that split pixels and one of the image's own size, pixels of
    // many rows (read eight bins at a time) and of a few.
    void spectrumScreenIsTheImageAveraged()
    {
        for (const auto [width, height] : {std::pair{37, 23}, std::pair{64, 90}})
        for (const int channels : {1, 3})
            for (const bool mirrored : {false, true}) {
                const Image image = makeImage(width, height, channels, 255, 41u + channels);
                std::vector<double> y = plane(image, 0);
                if (channels >= 3) {
                    const std::vector<double> g = plane(image, 1), b = plane(image, 2);
                    for (std::size_t i = 0; i < y.size(); ++i)
                        y[i] = 0.299 * y[i] + 0.587 * g[i] + 0.114 * b[i];
                }
                const std::vector<long> levels = mirrored
                                                     ? reference::spectrumImage(reference::mirrorTiling(y, width, height),
                                                                                width, height, 2)
                                                     : reference::spectrumImage(y, width, height);
                const std::vector<double> full(levels.begin(), levels.end());
                EdgeSettings edges;
                edges.mode = mirrored ? EdgeHandling::Mirror : EdgeHandling::Periodic;
                FilterPipeline pipeline(*context_);
                pipeline.setImage(image, edges);
                for (const QSize screen : {QSize(10, 7), QSize(5, 3), QSize(16, 9), QSize(3, 2), QSize(width, height)}) {
                    const Image got = pipeline.spectrumScreen(screen.width(), screen.height());
                    QCOMPARE(got.width, screen.width());
                    QCOMPARE(got.height, screen.height());
                    const std::vector<double> expected =
                        reference::areaAverage(full, width, height, screen.width(), screen.height());
                    for (std::size_t i = 0; i < expected.size(); ++i)
                        QVERIFY2(std::abs(got.samples[i] - expected[i]) <= 1.0,
                                 qPrintable(QString("%1 channel(s)%2, %3x%4 screen, pixel %5: %6 against %7")
                                                .arg(channels).arg(mirrored ? ", mirrored" : "").arg(screen.width())
                                                .arg(screen.height()).arg(i).arg(got.samples[i]).arg(expected[i])));
                }
            }
    }

    // Moisan's periodic component joins up across the borders. His theorem, checked directly:
    // p's Laplacian with periodic neighbours equals u's with only the neighbours inside the
    // image, so p sees no border. On a steep ramp (a jump of 141 levels from the last column
    // back to the first, the source of the spectrum's cross) the border steps of p shrink to
    // the size of its interior ones. The smooth part itself matches the reference.
    void periodicComponentJoinsUp()
    {
        const int width = 48, height = 40;
        Image image;
        image.width = width;
        image.height = height;
        image.channels = 1;
        image.maxval = 255;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                image.samples.push_back(static_cast<std::uint16_t>(3 * x + y + ((x * 7 + y * 3) % 5)));
        EdgeSettings smooth;
        smooth.mode = EdgeHandling::Smooth;
        FilterPipeline pipeline(*context_);
        pipeline.setImage(image, smooth);
        const std::vector<std::vector<float>> s = pipeline.smoothComponents();
        QCOMPARE(s.size(), std::size_t(1));
        const std::vector<double> u = plane(image, 0);
        const std::vector<double> expected = reference::smoothComponent(u, width, height);
        QVERIFY(reference::relativeL2(s[0], std::vector<float>(expected.begin(), expected.end())) < 1e-5);
        const auto at = [&](const std::vector<double>& f, int x, int y) { return f[std::size_t(y) * width + x]; };
        std::vector<double> p(u.size());
        for (std::size_t i = 0; i < u.size(); ++i)
            p[i] = u[i] - s[0][i];
        const auto steps = [&](const std::vector<double>& f) {
            double interior = 0, border = 0;
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x) {
                    const double across = std::abs(at(f, (x + 1) % width, y) - at(f, x, y));
                    const double down = std::abs(at(f, x, (y + 1) % height) - at(f, x, y));
                    (x + 1 == width ? border : interior) = std::max(x + 1 == width ? border : interior, across);
                    (y + 1 == height ? border : interior) = std::max(y + 1 == height ? border : interior, down);
                }
            return std::pair{interior, border};
        };
        const auto [uInterior, uBorder] = steps(u);
        QVERIFY(uBorder > 100 && uInterior <= 7); // the ramp as made: a jump at the borders
        const auto [pInterior, pBorder] = steps(p);
        QVERIFY2(pBorder < uBorder / 20 && pBorder <= 2 * pInterior,
                 qPrintable(QString("periodic part: border step %1, interior step %2").arg(pBorder).arg(pInterior)));
        double worst = 0;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                double periodic = -4 * at(p, x, y), interior = 0;
                for (auto [dx, dy] : {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}}) {
                    periodic += at(p, (x + dx + width) % width, (y + dy + height) % height);
                    const int nx = x + dx, ny = y + dy;
                    if (nx >= 0 && nx < width && ny >= 0 && ny < height)
                        interior += at(u, nx, ny) - at(u, x, y);
                }
                worst = std::max(worst, std::abs(periodic - interior));
            }
        QVERIFY2(worst < 1e-2, qPrintable(QString("Laplacians differ by %1").arg(worst)));
        // An all-pass filter gives back p + s = u.
        FilterSettings all;
        all.edges = smooth;
        all.mapping = OutputMapping::Clamp;
        QCOMPARE(pipeline.apply(all).samples, image.samples);
    }

    void edgesSwitchInPlace_data()
    {
        QTest::addColumn<int>("strategy");
        QTest::newRow("strips") << kStrips;
        // The filter fused into the inverse of the plan before (a mirrored grid needs its own).
        QTest::newRow("work-groups") << kWorkGroups;
    }

    // apply() switches edge handling in place from the samples on the device: the same
    // result as an image prepared that way, a new spectrum, and back again exactly.
    void edgesSwitchInPlace()
    {
        QFETCH(int, strategy);
        const Image image = makeImage(40, 30, 3, 255, 3u);
        FilterSettings settings;
        settings.highpass = 6;
        FilterPipeline pipeline(*context_, planOptions(strategy));
        pipeline.setImage(image);
        const Image periodic = pipeline.apply(settings);
        const Image periodicSpectrum = pipeline.spectrumImage();
        for (const char* name : {"mirror", "smooth", "hann", "none"}) {
            settings.edges = *parseEdges(name);
            const std::uint64_t revision = pipeline.spectrumRevision();
            const Image switched = pipeline.apply(settings);
            QVERIFY(pipeline.spectrumRevision() > revision);
            FilterPipeline fresh(*context_, planOptions(strategy));
            fresh.setImage(image, settings.edges);
            QCOMPARE(switched.samples, fresh.apply(settings).samples);
            QCOMPARE(pipeline.spectrumImage().samples, fresh.spectrumImage().samples);
        }
        QCOMPARE(pipeline.apply(settings).samples, periodic.samples);
        QCOMPARE(pipeline.spectrumImage().samples, periodicSpectrum.samples);
        const std::uint64_t revision = pipeline.spectrumRevision();
        pipeline.apply(settings); // same edges: nothing recomputed
        QCOMPARE(pipeline.spectrumRevision(), revision);
        settings.edges.mode = EdgeHandling::Window;
        settings.edges.taper = 0;
        QVERIFY_THROWS_EXCEPTION(Error, pipeline.apply(settings));
        QVERIFY(pipeline.hasImage());
    }

    void spectrumMatchesReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("maxval");
        QTest::addColumn<int>("strategy");
        for (auto [w, h] : {std::pair{37, 29}, std::pair{31, 17}, std::pair{64, 48}, std::pair{1, 1}, std::pair{2, 7}}) {
            QTest::addRow("grey %dx%d", w, h) << w << h << 1 << 255 << kAuto;
            QTest::addRow("colour %dx%d", w, h) << w << h << 3 << 255 << kAuto;
            QTest::addRow("grey 16-bit %dx%d", w, h) << w << h << 1 << 65535 << kAuto;
            QTest::addRow("colour with alpha %dx%d", w, h) << w << h << 4 << 255 << kAuto;
        }
        for (auto [name, strategy] : {std::pair{"work-groups", kWorkGroups}, std::pair{"strips", kStrips}}) {
            QTest::addRow("colour 40x24 %s", name) << 40 << 24 << 3 << 255 << strategy;
            QTest::addRow("grey 16-bit 33x20 %s", name) << 33 << 20 << 1 << 65535 << strategy;
        }
    }

    // log(1 + |F|) of the luminance, centred, to 0..255, within one grey level; the same when
    // first asked for after updates and previews have used the device's buffers (it is made
    // only when asked for).
    void spectrumMatchesReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, channels);
        QFETCH(int, maxval);
        const Image image = makeImage(width, height, channels, maxval, 7u);
        std::vector<double> y = plane(image, 0);
        if (channels >= 3) {
            const std::vector<double> g = plane(image, 1), b = plane(image, 2);
            for (std::size_t i = 0; i < y.size(); ++i)
                y[i] = 0.299 * y[i] + 0.587 * g[i] + 0.114 * b[i];
        }
        QFETCH(int, strategy);
        const std::vector<long> expected = reference::spectrumImage(y, width, height);
        FilterPipeline pipeline(*context_, planOptions(strategy));
        pipeline.setImage(image);
        const Image& spectrum = pipeline.spectrumImage();
        QCOMPARE(spectrum.width, width);
        QCOMPARE(spectrum.height, height);
        QCOMPARE(spectrum.channels, 1);
        QCOMPARE(spectrum.maxval, 255);
        for (std::size_t i = 0; i < expected.size(); ++i)
            QVERIFY2(std::labs(long(spectrum.samples[i]) - expected[i]) <= 1,
                     qPrintable(QString("pixel %1: %2 vs %3").arg(i).arg(spectrum.samples[i]).arg(expected[i])));

        FilterPipeline later(*context_, planOptions(strategy));
        later.setImage(image);
        FilterSettings settings;
        settings.highpass = 2;
        later.apply(settings);
        later.setOutput(FilterPipeline::Output::Removed);
        later.apply(settings);
        if (width % 2 == 0 && height % 2 == 0)
            later.sampled(settings, {2, 2});
        QCOMPARE(later.spectrumImage().samples, spectrum.samples);
    }

    // The README's consequence: ideal low-pass at R plus ideal high-pass at R is the image.
    void idealLowPlusHighIsIdentity()
    {
        for (auto [w, h] : {std::pair{64, 48}, std::pair{31, 17}}) {
            const Image image = makeImage(w, h, 3, 255, 5);
            FilterPipeline pipeline(*context_);
            pipeline.setImage(image);
            for (double r : {1.0, 5.0, 7.5, 12.0}) {
                FilterSettings low, high;
                low.lowpass = r;
                high.highpass = r;
                const auto lo = pipeline.filteredPlanes(low), hi = pipeline.filteredPlanes(high);
                for (int c = 0; c < 3; ++c)
                    for (std::size_t i = 0; i < image.pixelCount(); ++i)
                        QVERIFY2(std::abs(lo[c][i] + hi[c][i] - image.samples[i * 3 + c]) < 1e-3,
                                 qPrintable(QString("R=%1 channel %2 pixel %3").arg(r).arg(c).arg(i)));
            }
        }
    }

    // No filter with clamp gives the image back exactly (after rounding).
    void passAllIsIdentity()
    {
        const Image image = makeImage(33, 20, 1, 65535, 3);
        FilterPipeline pipeline(*context_);
        pipeline.setImage(image);
        FilterSettings none;
        QCOMPARE(pipeline.apply(none).samples, image.samples);
        FilterSettings wide;
        wide.lowpass = 1e6;
        QCOMPARE(pipeline.apply(wide).samples, image.samples);
    }

    void autoMapping()
    {
        const Image image = makeImage(40, 30, 1, 255, 11);
        FilterPipeline pipeline(*context_);
        pipeline.setImage(image);
        FilterSettings automatic, explicitMapping;
        automatic.highpass = 4;
        explicitMapping.highpass = 4;
        explicitMapping.mapping = OutputMapping::Magnitude;
        QCOMPARE(pipeline.apply(automatic).samples, pipeline.apply(explicitMapping).samples);
        automatic = FilterSettings{};
        automatic.lowpass = 4;
        explicitMapping = automatic;
        explicitMapping.mapping = OutputMapping::Clamp;
        QCOMPARE(pipeline.apply(automatic).samples, pipeline.apply(explicitMapping).samples);
        FilterSettings zero; // a high-pass radius of 0 is off
        zero.highpass = 0;
        QCOMPARE(pipeline.apply(zero).samples, image.samples);
    }

    void sampledMatchesReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("stepX");
        QTest::addColumn<int>("stepY");
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("maxval");
        QTest::addColumn<QString>("edges");
        const ImageKind kinds[] = {{"grey 8-bit", 1, 255}, {"colour 16-bit", 3, 65535}, {"colour with alpha", 4, 255}};
        for (const char* edges : {"none", "smooth", "mirror", "hann"})
            for (const ImageKind& kind : kinds)
                QTest::addRow("%s %s 36x30 every 3rd and 5th", edges, kind.name)
                    << 36 << 30 << 3 << 5 << kind.channels << kind.maxval << QString(edges);
        QTest::addRow("none grey 40x24 every 2nd") << 40 << 24 << 2 << 2 << 1 << 255 << "none";
        QTest::addRow("none grey 35x21 every 7th and 3rd (odd sides)") << 35 << 21 << 7 << 3 << 1 << 255 << "none";
        QTest::addRow("smooth grey 32x1 every 4th") << 32 << 1 << 4 << 1 << 1 << 255 << "smooth";
        QTest::addRow("none grey 30x18 every 6th down only") << 30 << 18 << 1 << 6 << 1 << 255 << "none";
        QTest::addRow("mirror grey 27x25 every 9th and 5th") << 27 << 25 << 9 << 5 << 1 << 255 << "mirror";
        for (const char* edges : {"none", "mirror"})
            for (const ImageKind& kind : kinds)
                QTest::addRow("%s %s 36x30 every 3rd and 5th, shared", edges, kind.name)
                    << 36 << 30 << 3 << 5 << kind.channels << kind.maxval << QString(edges);
    }

    // A preview's samples are the full result at the lattice's pixels (README "What the panes
    // show"): against the float64 reference result (after each edge handling) taken at the
    // pixels (i sx + sx/2, j sy + sy/2) and mapped with the statistics of those samples, within
    // one level, for the filtered output and the removed component; alpha is the image's there.
    void sampledMatchesReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, stepX);
        QFETCH(int, stepY);
        QFETCH(int, channels);
        QFETCH(int, maxval);
        QFETCH(QString, edges);
        const Image image = makeImage(width, height, channels, maxval, 7u + width + channels);
        const EdgeSettings e = *parseEdges(edges.toStdString());
        const std::string referenceName = e.mode == EdgeHandling::Window ? "window" : edges.toStdString();
        const Lattice lattice{stepX, stepY};
        const int cellsX = width / stepX, cellsY = height / stepY;
        const auto pixelX = [&](int i) { return i * stepX + stepX / 2; };
        const auto pixelY = [&](int j) { return j * stepY + stepY / 2; };
        FilterPipeline pipeline(*context_);
        setImageAsTagged(pipeline, image, e);
        const int colour = image.colourChannels();
        // The reference planes at the lattice's pixels.
        const auto onLattice = [&](const std::vector<std::vector<double>>& full) {
            std::vector<std::vector<double>> out;
            for (const std::vector<double>& f : full) {
                std::vector<double> samples;
                for (int j = 0; j < cellsY; ++j)
                    for (int i = 0; i < cellsX; ++i)
                        samples.push_back(f[std::size_t(pixelY(j)) * width + pixelX(i)]);
                out.push_back(samples);
            }
            return out;
        };
        const auto check = [&](const Image& got, const std::vector<std::vector<double>>& full, const char* mapping,
                               const std::string& what) {
            QCOMPARE(got.width, cellsX);
            QCOMPARE(got.height, cellsY);
            QCOMPARE(got.channels, channels);
            QCOMPARE(got.maxval, maxval);
            const auto expected = reference::mapPlanes(onLattice(full), mapping, maxval);
            const std::size_t n = std::size_t(cellsX) * cellsY;
            long worst = 0;
            for (int c = 0; c < colour; ++c)
                for (std::size_t i = 0; i < n; ++i)
                    worst = std::max(worst, std::labs(long(got.samples[i * channels + c]) - expected[c][i]));
            QVERIFY2(worst <= 1, qPrintable(QString("%1: off by %2 levels").arg(what.c_str()).arg(worst)));
            if (image.hasAlpha())
                for (int j = 0; j < cellsY; ++j)
                    for (int i = 0; i < cellsX; ++i)
                        QCOMPARE(got.samples[(std::size_t(j) * cellsX + i) * channels + channels - 1],
                                 image.at(pixelX(i), pixelY(j), channels - 1));
        };
        const auto mappingName = [](OutputMapping m) {
            return m == OutputMapping::Clamp ? "clamp" : m == OutputMapping::Normalize ? "normalize" : "magnitude";
        };
        std::vector<std::vector<double>> originals;
        for (int c = 0; c < colour; ++c)
            originals.push_back(plane(image, c));
        const auto cases = allCases(width, height);
        for (std::size_t i = 0; i < cases.size(); i += 4) { // every shape, band and mapping, not all together
            Case test = cases[i];
            test.settings.edges = e;
            std::vector<std::vector<double>> filtered, removed;
            for (int c = 0; c < colour; ++c) {
                filtered.push_back(reference::edgeFilteredPlane(originals[c], width, height, referenceName.c_str(),
                                                                e.taper, test.shape, test.settings.order,
                                                                test.highpass, test.lowpass));
                removed.push_back(originals[c]);
                for (std::size_t k = 0; k < removed[c].size(); ++k)
                    removed[c][k] -= filtered[c][k];
            }
            pipeline.setOutput(FilterPipeline::Output::Filtered);
            check(pipeline.sampled(test.settings, lattice), filtered, test.mapping, test.name);
            pipeline.setOutput(FilterPipeline::Output::Removed);
            check(pipeline.sampled(test.settings, lattice), removed, mappingName(test.settings.removedMapping()),
                  test.name + ", removed");
        }
        if (e.mode == EdgeHandling::Periodic) {
            // A notch, on a preview too.
            FilterSettings notched;
            notched.notches.push_back({3, 2, 2.5, FilterShape::Gaussian});
            std::vector<std::vector<double>> filtered;
            for (int c = 0; c < colour; ++c)
                filtered.push_back(reference::filteredPlaneBy(originals[c], width, height, [&](long ku, long kv) {
                    return reference::notchGain({{3, 2, 2.5, "gaussian"}}, notched.order, ku, kv);
                }));
            pipeline.setOutput(FilterPipeline::Output::Filtered);
            check(pipeline.sampled(notched, lattice), filtered, "clamp", "a notch");
            // The shaped families (the scalar path of the fold: wedges and a mask).
            FilterSettings shaped;
            shaped.shape = FilterShape::Gaussian;
            shaped.lowpass = 6;
            shaped.invert = true;
            shaped.emphasis = {0.5, 2};
            shaped.isotropic = true;
            shaped.wedges = {Wedge{60, 40, 10, 1, std::nullopt, false}};
            reference::ShapedFilter f;
            f.shape = "gaussian";
            f.lowpass = 6;
            f.invert = true;
            f.k1 = 0.5;
            f.k2 = 2;
            f.isotropic = true;
            f.width = width;
            f.height = height;
            f.wedges = {{60, 40, 10, 1}};
            auto mask = std::make_shared<SpectrumMask>();
            mask->width = width;
            mask->height = height;
            for (int k = 0; k < width * height; ++k)
                mask->gains.push_back(float((k * 7919) % 11) / 10.0f);
            mask->hermitian();
            shaped.mask = mask;
            f.mask = &mask->gains;
            filtered.clear();
            for (int c = 0; c < colour; ++c) // the u >= 0 half decides the Nyquist row (README "The filter")
                filtered.push_back(reference::filteredPlaneOnHalf(originals[c], width, height, [&](long ku, long kv) {
                    return reference::shapedGain(f, double(ku), double(kv));
                }));
            check(pipeline.sampled(shaped, lattice), filtered, "clamp", "shaped");
            // Homomorphic: exp(.) - 1 of the log-domain result, and the removed component.
            FilterSettings homomorphic;
            homomorphic.homomorphic = Homomorphic{0.5, 1.5, 1, 4};
            reference::ShapedFilter h;
            h.homomorphic = true;
            h.gammaL = 0.5;
            h.gammaH = 1.5;
            h.d0 = 4;
            std::vector<std::vector<double>> logFiltered, logRemoved;
            for (int c = 0; c < colour; ++c) {
                std::vector<double> logPlane(originals[c].size());
                for (std::size_t k = 0; k < logPlane.size(); ++k)
                    logPlane[k] = std::log1p(originals[c][k]);
                std::vector<double> g = reference::filteredPlaneBy(
                    logPlane, width, height, [&](long ku, long kv) { return reference::shapedGain(h, double(ku), double(kv)); });
                for (double& v : g)
                    v = std::expm1(v);
                logFiltered.push_back(g);
                logRemoved.push_back(originals[c]);
                for (std::size_t k = 0; k < g.size(); ++k)
                    logRemoved[c][k] -= g[k];
            }
            check(pipeline.sampled(homomorphic, lattice), logFiltered, "normalize", "homomorphic");
            pipeline.setOutput(FilterPipeline::Output::Removed);
            check(pipeline.sampled(homomorphic, lattice), logRemoved, "magnitude", "homomorphic, removed");
            pipeline.setOutput(FilterPipeline::Output::Filtered);
        }
        // A full lattice is the full update.
        FilterSettings plain;
        plain.highpass = 3;
        QCOMPARE(pipeline.sampled(plain, Lattice{}).samples, pipeline.apply(plain).samples);
    }

    // A preview's folded spectra and planes live in the plan's spectrum buffer, the update's
    // work space (docs/performance.md "Big images"): updates, previews, the analysis and the
    // spectrum image, interleaved, each still match the float64 reference, so nothing reads
    // that buffer after a preview expecting an update's plane there. Grey and colour (three
    // channels fit where the lattice's grid is at most a third of the image's rows).
    void screenPreviewIsTheHostAverage_data()
    {
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("maxval"); // 0: float samples
        QTest::addColumn<QString>("range"); // own, stretch, or given
        QTest::addColumn<bool>("onDevice"); // averaged by the kernel, or by the host over the mapped samples
        for (const bool onDevice : {true, false})
            for (const char* range : {"own", "stretch", "given"})
                for (const auto& [name, channels, maxval] :
                     {std::tuple{"grey 8-bit", 1, 255}, std::tuple{"grey 16-bit", 1, 65535},
                      std::tuple{"colour", 3, 255}, std::tuple{"grey and alpha", 2, 255},
                      std::tuple{"colour and alpha 16-bit", 4, 4095}, std::tuple{"float grey", 1, 0},
                      std::tuple{"float colour and alpha", 4, 0}})
                    QTest::addRow("%s, %s range, %s", name, range, onDevice ? "on the device" : "mapped")
                        << channels << maxval << QString(range) << onDevice;
    }

    // A preview averaged for the screen where it lies (FilterPipeline::sampledScreen: by a
    // kernel, or by the host over the mapped samples) is what the window showed before: the
    // samples downloaded (sampled()) and area-averaged on the host (core/area_average.cpp)
    // over the same range, within one level (the kernel's rounding); the range of automatic
    // contrast exactly percentileRange() of the samples. Several screens per lattice, one
    // pixel to as many as the lattice has, and two settings in turn.
    void screenPreviewIsTheHostAverage()
    {
        QFETCH(int, channels);
        QFETCH(int, maxval);
        QFETCH(QString, range);
        QFETCH(bool, onDevice);
        const int width = 60, height = 42;
        Image image = makeImage(width, height, channels, maxval > 0 ? maxval : 65535, 11u + channels);
        if (maxval == 0) {
            image = toFloat(image);
            for (std::size_t i = 0; i < image.values.size(); ++i)
                if (!image.hasAlpha() || int(i % channels) != channels - 1)
                    image.values[i] = static_cast<float>(image.values[i] * 400.0 - 100.0);
            image.low = -100;
            image.high = 300;
        }
        FilterPipeline pipeline(*context_);
        pipeline.setScreenAverageOnDevice(onDevice);
        pipeline.setImage(image);
        FilterSettings high, low;
        high.highpass = 4;
        low.lowpass = 6;
        low.mapping = OutputMapping::Magnitude;
        for (const Lattice lattice : {Lattice{2, 3}, Lattice{5, 2}, Lattice{4, 7}}) {
            const int cellsX = width / lattice.stepX, cellsY = height / lattice.stepY;
            for (const QSize screen : {QSize(cellsX, cellsY), QSize(cellsX / 2 + 1, cellsY / 3 + 1), QSize(7, 5),
                                       QSize(1, 1)}) {
                for (const FilterSettings& settings : {high, low}) {
                    const Image samples = pipeline.sampled(settings, lattice);
                    ScreenView view;
                    view.width = screen.width();
                    view.height = screen.height();
                    std::pair<double, double> expected{samples.rangeLow(), samples.rangeHigh()};
                    if (range == "stretch") {
                        view.stretch = 0.01;
                        view.stretchSamples = 150; // fewer than the samples: a spread sample of them
                        expected = percentileRange(samples, view.stretch, view.stretchSamples);
                    } else if (range == "given") {
                        view.hasRange = true;
                        view.low = samples.rangeLow() + 0.2 * (samples.rangeHigh() - samples.rangeLow());
                        view.high = samples.rangeHigh() - 0.3 * (samples.rangeHigh() - samples.rangeLow());
                        expected = {view.low, view.high};
                    }
                    const ScreenPixels got = pipeline.sampledScreen(settings, lattice, view);
                    const QString where = QString("%1x%2 lattice, %3x%4 screen, %5")
                                              .arg(lattice.stepX)
                                              .arg(lattice.stepY)
                                              .arg(screen.width())
                                              .arg(screen.height())
                                              .arg(settings.lowpass > 0 ? "low-pass" : "high-pass");
                    QVERIFY2(got.width == view.width && got.height == view.height && got.channels == channels,
                             qPrintable(where));
                    QVERIFY2(got.low == expected.first && got.high == expected.second,
                             qPrintable(where + QString(": range %1..%2, not %3..%4")
                                                    .arg(got.low)
                                                    .arg(got.high)
                                                    .arg(expected.first)
                                                    .arg(expected.second)));
                    std::vector<DisplayTransfer> transfers(std::size_t(channels),
                                                           DisplayTransfer{expected.first, expected.second});
                    if (image.hasAlpha())
                        transfers.back() = DisplayTransfer{0, samples.isFloat() ? 1.0 : double(samples.maxval)};
                    std::vector<std::uint8_t> host(std::size_t(view.width) * view.height * channels);
                    const auto average = [&](const auto* data) {
                        using Sample = std::remove_const_t<std::remove_pointer_t<decltype(data)>>;
                        SampleGrid<Sample> grid;
                        grid.data = data;
                        grid.cellsX = cellsX;
                        grid.cellsY = cellsY;
                        grid.channels = channels;
                        grid.rowStride = std::size_t(cellsX) * channels;
                        grid.width = width;
                        grid.height = height;
                        grid.alpha = image.hasAlpha();
                        areaAverage(grid, transfers.data(), view.width, view.height, host.data(),
                                    std::size_t(view.width) * channels);
                    };
                    if (samples.isFloat())
                        average(samples.values.data());
                    else if (samples.samples.wide())
                        average(samples.samples.wideData());
                    else
                        average(samples.samples.narrowData());
                    QCOMPARE(got.levels.size(), host.size());
                    int worst = 0;
                    for (std::size_t i = 0; i < host.size(); ++i)
                        worst = std::max(worst, std::abs(int(got.levels[i]) - int(host[i])));
                    QVERIFY2(worst <= 1, qPrintable(where + QString(": off by %1 levels").arg(worst)));
                }
            }
        }
        // Refused: every pixel (a full update is no preview), no screen.
        QVERIFY_THROWS_EXCEPTION(Error, pipeline.sampledScreen(high, Lattice{}, ScreenView{5, 5}));
        QVERIFY_THROWS_EXCEPTION(Error, pipeline.sampledScreen(high, Lattice{2, 3}, ScreenView{}));
    }

    void previewsShareTheUpdatesWorkSpace_data()
    {
        QTest::addColumn<int>("channels");
        QTest::newRow("grey") << 1;
        QTest::newRow("colour") << 3;
    }

    void previewsShareTheUpdatesWorkSpace()
    {
        QFETCH(int, channels);
        const int width = 48, height = 40;
        const Lattice lattice{4, 4};
        const Image image = makeImage(width, height, channels, 255, 31u + channels);
        FilterPipeline pipeline(*context_);
        pipeline.setImage(image);
        std::vector<std::vector<double>> originals;
        for (int c = 0; c < channels; ++c)
            originals.push_back(plane(image, c));
        const auto filteredBy = [&](const Case& test) {
            std::vector<std::vector<double>> out;
            for (int c = 0; c < channels; ++c)
                out.push_back(reference::edgeFilteredPlane(originals[c], width, height, "none", 0, test.shape,
                                                           test.settings.order, test.highpass, test.lowpass));
            return out;
        };
        const auto worstOff = [&](const Image& got, const std::vector<std::vector<double>>& full, const char* mapping,
                                  bool sampled) {
            std::vector<std::vector<double>> planes = full;
            const int w = sampled ? width / lattice.stepX : width, h = sampled ? height / lattice.stepY : height;
            if (sampled)
                for (std::vector<double>& p : planes) {
                    std::vector<double> at;
                    for (int j = 0; j < h; ++j)
                        for (int i = 0; i < w; ++i)
                            at.push_back(p[std::size_t(j * lattice.stepY + lattice.stepY / 2) * width +
                                           i * lattice.stepX + lattice.stepX / 2]);
                    p = at;
                }
            const auto expected = reference::mapPlanes(planes, mapping, 255);
            long worst = 0;
            for (int c = 0; c < channels; ++c)
                for (std::size_t i = 0; i < std::size_t(w) * h; ++i)
                    worst = std::max(worst, std::labs(long(got.samples[i * channels + c]) - expected[c][i]));
            return worst;
        };
        const std::vector<Case> cases = allCases(width, height);
        const Case& first = cases[1];
        const Case& second = cases[cases.size() / 2];
        const Image spectrumBefore = pipeline.spectrumImage();
        const Image exact = pipeline.apply(first.settings);
        QVERIFY2(worstOff(exact, filteredBy(first), first.mapping, false) <= 1, "the first update");
        const Image preview = pipeline.sampled(second.settings, lattice);
        QVERIFY(pipeline.previewInWorkSpace());
        QVERIFY2(worstOff(preview, filteredBy(second), second.mapping, true) <= 1, "the preview");
        // The analysis filters again in the work space the preview used.
        pipeline.setMeasuring(true);
        pipeline.analyse(first.settings, &exact);
        QVERIFY(pipeline.lastMeasures().valid);
        double sum = 0; // the mean |result - original| over the samples, from the two images
        for (std::size_t i = 0; i < exact.samples.size(); ++i)
            sum += std::abs(double(exact.samples[i]) - double(image.samples[i]));
        QVERIFY2(std::abs(pipeline.lastMeasures().meanAbsDiff - sum / double(exact.samples.size())) < 1e-3,
                 qPrintable(QString("mean |difference| %1, by hand %2")
                                .arg(pipeline.lastMeasures().meanAbsDiff)
                                .arg(sum / double(exact.samples.size()))));
        pipeline.setMeasuring(false);
        const Image again = pipeline.apply(second.settings);
        QVERIFY2(worstOff(again, filteredBy(second), second.mapping, false) <= 1, "the update after a preview");
        QVERIFY2(worstOff(pipeline.sampled(first.settings, lattice), filteredBy(first), first.mapping, true) <= 1,
                 "a preview after an update");
        // The spectrum image made again after previews (another range, then this one) from the
        // kept spectra is the one made before.
        pipeline.setSpectrumRange(SpectrumRange::full());
        (void)pipeline.spectrumImage();
        pipeline.setSpectrumRange(SpectrumRange{});
        QCOMPARE(pipeline.spectrumImage().samples, spectrumBefore.samples);
    }

    // The lab's previews (README "Lab"): a mix's and a hybrid's samples at a lattice of pixels
    // against the float64 definition (A's and B's DFTs combined bin by bin, transformed back)
    // at those pixels, within 1e-4 of the result's range; grey and colour, smooth and Bluestein
    // grids, steps that fold several times each way and once; and the spectrum image that
    // comes with it the same as the full result's to a level.
    void labPreviewsAreTheResultAtTheLattice()
    {
        FourierLab lab(*context_);
        struct Case {
            int width, height, channels;
            Lattice lattice;
        };
        for (const Case& c : {Case{40, 30, 1, {4, 5}}, Case{40, 30, 3, {2, 3}}, Case{34, 38, 3, {17, 2}},
                              Case{45, 26, 1, {3, 13}}, Case{24, 20, 1, {1, 4}}}) {
            const Image a = makeImage(c.width, c.height, c.channels, 255, 17u + c.width);
            const Image b = makeImage(c.width, c.height, c.channels, 255, 23u + c.height);
            const LabSpectra sa = lab.transform(labPlanes(a, c.channels, c.width, c.height));
            const LabSpectra sb = lab.transform(labPlanes(b, c.channels, c.width, c.height));
            const auto unit = [](std::complex<double> z) {
                return std::abs(z) > 0 ? z / std::abs(z) : std::complex<double>(1, 0);
            };
            // Phase from between the two, then from one side (where a preview blends two folds made
            // once: the same folds again for another magnitude weight, then for the other side,
            // then no phase, then |F| = 1).
            std::vector<MixSettings> mixes(6);
            mixes[0].magnitudeB = 0.3;
            mixes[0].phaseB = 0.8;
            mixes[1].magnitudeB = 0.3;
            mixes[2].magnitudeB = 0.75;
            mixes[3].magnitudeB = 0.4;
            mixes[3].phaseB = 0;
            mixes[4].magnitudeB = 0.6;
            mixes[4].zeroPhase = true;
            mixes[5].unitMagnitude = true;
            MixSettings mix;
            const auto mixed = [&](std::complex<double> za, std::complex<double> zb, long, long) {
                const double m = mix.unitMagnitude ? 1.0 : (1 - mix.magnitudeB) * std::abs(za) + mix.magnitudeB * std::abs(zb);
                const std::complex<double> p = (1 - mix.phaseB) * unit(za) + mix.phaseB * unit(zb);
                return mix.zeroPhase           ? std::complex<double>(m, 0)
                       : std::abs(p) > 1e-4    ? m * unit(p)
                       : mix.phaseB <= 0.5     ? m * unit(za)
                                               : m * unit(zb);
            };
            HybridSettings hybrid;
            hybrid.lowpass = 3;
            hybrid.highpass = 5;
            const auto hybridBin = [&](std::complex<double> za, std::complex<double> zb, long ku, long kv) {
                const double d2 = double(ku) * ku + double(kv) * kv;
                return za * std::exp(-d2 / 18.0) + zb * (1 - std::exp(-d2 / 50.0));
            };
            for (std::size_t run = 0; run <= mixes.size(); ++run) {
                const bool isMix = run < mixes.size();
                if (isMix)
                    mix = mixes[run];
                Image spectrum, fullSpectrum;
                const LabResult got = isMix ? lab.mixSampled(sa, sb, mix, c.lattice, &spectrum)
                                            : lab.hybridSampled(sa, sb, hybrid, c.lattice, &spectrum);
                (void)(isMix ? lab.mix(sa, sb, mix, &fullSpectrum) : lab.hybrid(sa, sb, hybrid, &fullSpectrum));
                QCOMPARE(int(got.size()), c.channels);
                const int cellsX = c.width / c.lattice.stepX, cellsY = c.height / c.lattice.stepY;
                for (int ch = 0; ch < c.channels; ++ch) {
                    std::vector<float> pa(a.pixelCount()), pb(b.pixelCount());
                    for (std::size_t i = 0; i < pa.size(); ++i) {
                        pa[i] = a.samples[i * c.channels + ch];
                        pb[i] = b.samples[i * c.channels + ch];
                    }
                    const reference::Spectrum fa = reference::directDft2d(pa, c.width, c.height);
                    const reference::Spectrum fb = reference::directDft2d(pb, c.width, c.height);
                    reference::Spectrum f(fa.size());
                    for (int v = 0; v < c.height; ++v)
                        for (int u = 0; u < c.width; ++u) {
                            const long ku = 2 * u <= c.width ? u : u - c.width, kv = 2 * v <= c.height ? v : v - c.height;
                            const std::size_t i = std::size_t(v) * c.width + u;
                            f[i] = isMix ? mixed(fa[i], fb[i], ku, kv) : hybridBin(fa[i], fb[i], ku, kv);
                        }
                    const std::vector<double> expected = reference::inverseDft2dReal(f, c.width, c.height);
                    const auto [lo, hi] = std::minmax_element(expected.begin(), expected.end());
                    const double tolerance = 1e-4 * (*hi - *lo);
                    QCOMPARE(got[ch].size(), std::size_t(cellsX) * cellsY);
                    for (int j = 0; j < cellsY; ++j)
                        for (int i = 0; i < cellsX; ++i) {
                            const int x = i * c.lattice.stepX + c.lattice.stepX / 2;
                            const int y = j * c.lattice.stepY + c.lattice.stepY / 2;
                            const double want = expected[std::size_t(y) * c.width + x];
                            const double have = got[ch][std::size_t(j) * cellsX + i];
                            QVERIFY2(std::abs(have - want) <= tolerance,
                                     qPrintable(QString("%1 %2x%3x%4 lattice %5x%6, channel %7, sample (%8, %9): %10 against %11")
                                                    .arg(isMix ? QString::fromStdString(mix.describe()) : QString("hybrid")).arg(c.width).arg(c.height).arg(c.channels)
                                                    .arg(c.lattice.stepX).arg(c.lattice.stepY).arg(ch).arg(i).arg(j)
                                                    .arg(have).arg(want)));
                        }
                }
                QCOMPARE(spectrum.width, fullSpectrum.width);
                QCOMPARE(spectrum.height, fullSpectrum.height);
                for (std::size_t i = 0; i < spectrum.samples.size(); ++i)
                    QVERIFY2(std::abs(int(spectrum.samples[i]) - int(fullSpectrum.samples[i])) <= 1,
                             qPrintable(QString("%1, %2x%3x%4: the spectrum image's sample %5 is %6, the full result's %7")
                                            .arg(isMix ? QString::fromStdString(mix.describe()) : QString("hybrid"))
                                            .arg(c.width).arg(c.height).arg(c.channels).arg(i)
                                            .arg(spectrum.samples[i]).arg(fullSpectrum.samples[i])));
            }
        }
        QVERIFY_THROWS_EXCEPTION(Error, lab.mixSampled(lab.transform(labPlanes(makeImage(10, 10, 1, 255, 1), 1, 10, 10)),
                                                       lab.transform(labPlanes(makeImage(10, 10, 1, 255, 2), 1, 10, 10)),
                                                       MixSettings{}, Lattice{3, 2}));
    }

    // The lab's memory bound is checked before anything is allocated (README "Lab"), and the
    // refusal names the image it is about: B at its own size, taken at A's; zero padding by
    // what the padded planes would take. The images here hold no samples at all: a check that
    // came after an allocation would touch them.
    void labRefusesBeforeAllocating()
    {
        Image b;
        b.width = 40000;
        b.height = 30000;
        b.channels = 3;
        try {
            labPlanes(b, 3, 120, 90);
            QFAIL("a 40000x30000 B was taken");
        } catch (const TooLargeError& e) {
            const QString message = e.what();
            QVERIFY2(message.contains("40000x30000") && message.contains("taken at 120x90"), qPrintable(message));
        }
        LabPlanes huge;
        huge.width = 8192;
        huge.height = 8192;
        huge.planes.resize(1); // no samples
        FourierLab lab(*context_);
        try {
            lab.convolve(huge, namedKernel("box:3"), true);
            QFAIL("zero padding an 8192x8192 image went ahead");
        } catch (const TooLargeError& e) {
            const QString message = e.what();
            QVERIFY2(message.contains("8192x8192") && message.contains("16384x16384"), qPrintable(message));
        }
    }

    // Lattices by hand: the step dividing the side nearest 2.5 samples per screen pixel, at
    // least 2, preferring a grid the plans factor well.
    void lattices()
    {
        // 4000x3000 on 300x225 screen pixels: 13.3 image pixels per screen pixel each way, 5.33
        // for 2.5 samples; divisors up to 6.67 (2 samples): 4000 -> 5 (800), 3000 -> 5 (600).
        QCOMPARE(latticeFor(4000, 3000, 300, 225), (Lattice{5, 5}));
        // On 620x465: 6.45 per screen pixel, 2.58 wanted, at most 3.2: 2 across (4000 has no
        // 3), 3 down (nearer 2.58 than 2).
        QCOMPARE(latticeFor(4000, 3000, 620, 465), (Lattice{2, 3}));
        // 1920x1080 on 299x224: 6.4 and 4.8 per screen pixel: 3 across, 2 down (2.4 samples:
        // nearer 2.5 than every pixel's 4.8).
        QCOMPARE(latticeFor(1920, 1080, 299, 224), (Lattice{3, 2}));
        // A side shown at more than half its pixels needs them all.
        QCOMPARE(latticeFor(1920, 1080, 1000, 563), (Lattice{1, 1}));
        // A prime side has no step but 1; 1366 = 2 x 683 takes 2.
        QCOMPARE(latticeFor(1009, 1366, 100, 135), (Lattice{1, 2}));
        // 2018 = 2 x 1009 on 100 pixels: steps up to 10 take only 2 (a rough grid of 1009, but
        // half the work); 10 on 1 pixel: 5 (4 wanted; a grid of 2).
        QCOMPARE(latticeFor(2018, 10, 100, 1), (Lattice{2, 5}));
        // 606 = 2 x 3 x 101 on 10 pixels: steps up to 30 take 2, 3 and 6, and every grid keeps
        // the prime 101: the nearest to 24, 6.
        QCOMPARE(latticeFor(606, 1, 10, 1), (Lattice{6, 1}));
    }

    void deferredAnalysisMatchesInline_data()
    {
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("maxval");
        QTest::addRow("colour with alpha") << 4 << 255;
        // Handed over without alpha, a CPU device keeps no pixels between updates: the
        // analysis measures the result it is given.
        QTest::addRow("colour, shared") << 3 << 255;
        QTest::addRow("grey 16-bit, shared") << 1 << 65535;
    }

    // Analysis after the update (setAnalysisInline(false), then analyse()) gives what the
    // update computed inline, which the tests above check against the reference, and leaves
    // the update's image as it was; for the filtered and the removed output.
    void deferredAnalysisMatchesInline()
    {
        QFETCH(int, channels);
        QFETCH(int, maxval);
        const int width = 33, height = 26;
        const Image image = makeImage(width, height, channels, maxval, 5u);
        FilterPipeline inline_(*context_), deferred(*context_);
        for (FilterPipeline* p : {&inline_, &deferred}) {
            setImageAsTagged(*p, image, *parseEdges("smooth"));
            p->setMeasuring(true);
            p->setRadialProfile(true);
            p->setImpulseSize(15);
        }
        deferred.setAnalysisInline(false);
        for (const auto output : {FilterPipeline::Output::Filtered, FilterPipeline::Output::Removed}) {
            for (Case test : allCases(width, height)) {
                test.settings.edges = *parseEdges("smooth");
                inline_.setOutput(output);
                deferred.setOutput(output);
                const Image expected = inline_.apply(test.settings);
                const Image got = deferred.apply(test.settings);
                QCOMPARE(got.samples, expected.samples);
                QVERIFY(!deferred.lastMeasures().valid);
                QVERIFY(deferred.lastRadialProfile().empty());
                QVERIFY(deferred.lastImpulse().empty());
                deferred.analyse(test.settings, &got);
                const UpdateMeasures a = inline_.lastMeasures(), b = deferred.lastMeasures();
                QVERIFY(b.valid);
                QCOMPARE(b.energyKept, a.energyKept);
                QCOMPARE(b.psnrDb, a.psnrDb);
                QCOMPARE(b.meanAbsDiff, a.meanAbsDiff);
                QCOMPARE(deferred.lastRadialProfile().after, inline_.lastRadialProfile().after);
                QCOMPARE(deferred.lastRadialProfile().before, inline_.lastRadialProfile().before);
                QCOMPARE(deferred.lastImpulse().values, inline_.lastImpulse().values);
            }
        }
        if (handsOverImage() && (context_->device().type & CL_DEVICE_TYPE_CPU)) {
            // Nothing of the result is kept: measuring the filtered output needs it given.
            deferred.setOutput(FilterPipeline::Output::Filtered);
            const FilterSettings settings = allCases(width, height).front().settings;
            deferred.apply(settings);
            QVERIFY_THROWS_EXCEPTION(Error, deferred.analyse(settings));
        }
    }

    void alphaCarriedThrough()
    {
        for (int maxval : {255, 65535}) {
            const Image image = makeImage(23, 19, 4, maxval, 17);
            FilterPipeline pipeline(*context_);
            pipeline.setImage(image);
            FilterSettings s;
            s.highpass = 3;
            const Image out = pipeline.apply(s);
            QCOMPARE(out.channels, 4);
            for (std::size_t i = 0; i < image.pixelCount(); ++i)
                QCOMPARE(out.samples[i * 4 + 3], image.samples[i * 4 + 3]);
        }
    }

    // One pipeline, many images: the plan is reused for equal sizes and replaced otherwise.
    void imagesInTurn()
    {
        FilterPipeline pipeline(*context_);
        FilterSettings s;
        s.lowpass = 6;
        s.mapping = OutputMapping::Clamp;
        for (auto [w, h, ch] : {std::tuple{30, 20, 1}, std::tuple{30, 20, 3}, std::tuple{17, 9, 1}, std::tuple{30, 20, 1}}) {
            const Image image = makeImage(w, h, ch, 255, 23u + ch);
            pipeline.setImage(image);
            std::vector<std::vector<double>> filtered;
            for (int c = 0; c < ch; ++c)
                filtered.push_back(reference::filteredPlane(plane(image, c), w, h, "ideal", 2, -1, 6));
            const auto expected = reference::mapPlanes(filtered, "clamp", 255);
            const Image got = pipeline.apply(s);
            for (int c = 0; c < ch; ++c)
                for (std::size_t i = 0; i < image.pixelCount(); ++i)
                    QVERIFY(std::labs(long(got.samples[i * ch + c]) - expected[c][i]) <= 1);
        }
    }

    void rejectsBadInput()
    {
        FilterPipeline pipeline(*context_);
        QVERIFY_THROWS_EXCEPTION(Error, pipeline.apply(FilterSettings{}));
        Image broken = makeImage(8, 8, 1, 255, 1);
        broken.samples.pop_back();
        QVERIFY_THROWS_EXCEPTION(Error, pipeline.setImage(broken));
        QVERIFY(!pipeline.hasImage());
        Image zeroMax = makeImage(8, 8, 1, 255, 1);
        zeroMax.maxval = 0;
        QVERIFY_THROWS_EXCEPTION(Error, pipeline.setImage(zeroMax));
        pipeline.setImage(makeImage(8, 8, 1, 255, 1));
        FilterSettings bad;
        bad.lowpass = -2;
        QVERIFY_THROWS_EXCEPTION(Error, pipeline.apply(bad));
        bad = FilterSettings{};
        bad.order = 0;
        bad.shape = FilterShape::Butterworth;
        QVERIFY_THROWS_EXCEPTION(Error, pipeline.apply(bad));
        bad = FilterSettings{};
        bad.highpass = std::nan("");
        QVERIFY_THROWS_EXCEPTION(Error, pipeline.apply(bad));
    }

    // An image the device cannot hold is refused before anything is allocated on it. The
    // device is this one told it has 544 MiB: an 8192x4096 colour 16-bit image's three half
    // spectra (8 bytes a bin, 4097 x 4096 bins each) and its samples (6 bytes a pixel) alone
    // need 576 MiB. On a CPU device, filtered once, one plan's spectrum and plane (one buffer
    // where it filters in place), the samples and the strips' scratch (at most 64 MiB) need at
    // most 512 MiB: a command is not refused
    // for what a kept image would hold. (A GPU's plan keeps a scratch image as large as the
    // spectrum, which leaves no room between the two.)
    void rejectsTooLarge()
    {
        DeviceInfo small = context_->device();
        small.globalMemBytes = std::uint64_t(544) << 20;
        ComputeContext context(small);
        const int width = 8192, height = 4096;
        const std::uint64_t spectraAndSamples = 3ull * (width / 2 + 1) * height * 8 + 6ull * width * height;
        QVERIFY(spectraAndSamples > small.globalMemBytes);
        Image huge;
        huge.width = width;
        huge.height = height;
        huge.channels = 3;
        huge.maxval = 65535;
        huge.samples.assign(std::size_t(width) * height * 3, 0);
        FilterPipeline pipeline(context);
        try {
            pipeline.setImage(huge);
            QFAIL("accepted");
        } catch (const TooLargeError& e) {
            QVERIFY2(QString(e.what()).contains("MiB") && QString(e.what()).contains(QString("%1x%2").arg(width).arg(height)),
                     e.what());
        }
        QVERIFY(!pipeline.hasImage());
        if (!(small.type & CL_DEVICE_TYPE_CPU)) {
            qInfo("filtered once: not checked on a GPU, whose plan's scratch fills the margin");
            return;
        }
        FilterPipeline once(context);
        once.setFilterOnce(true);
        once.setImage(huge);
        FilterSettings s;
        s.highpass = 10;
        const Image filtered = once.apply(s);
        QCOMPARE(filtered.width, width);
        QCOMPARE(filtered.samples.size(), huge.samples.size());
    }

    // Each work-item of the in-place row passes takes a block of strips of 16 rows, the
    // forward's from its last strip to its first: 1100 rows make 69 strips, so that even the
    // most work-items a plan runs (64) take two strips each in some blocks (15 rows saved at
    // each block's head at this width). Against the float64 reference, within one level.
    void filteredInPlaceInBlocksOfStrips()
    {
        const int width = 160, height = 1100;
        const Image image = makeImage(width, height, 1, 255, 41);
        FilterSettings s;
        s.shape = FilterShape::Gaussian;
        s.highpass = 6;
        s.lowpass = 40;
        s.mapping = OutputMapping::Normalize;
        FilterPipeline pipeline(*context_, planOptions(kStrips));
        pipeline.setFilterOnce(true);
        pipeline.setImage(image);
        QVERIFY(pipeline.filtersInPlace());
        const auto expected = reference::mapPlanes(
            {reference::filteredPlane(plane(image, 0), width, height, "gaussian", s.order, 6, 40)}, "normalize", 255);
        const long worst = worstLevels(pipeline.apply(s), expected, 1);
        QVERIFY2(worst <= 1, qPrintable(QString("off by %1 levels").arg(worst)));
    }

    // Filtered in place, an image needs its samples and one buffer for the plane and its
    // spectrum; apart, a plane besides. A 4096x4096 16-bit grey image: samples 32 MiB, the half
    // spectrum 8 x 2049 x 4096 bytes (64.03 MiB), the plane 64 MiB; the strips' scratch at most
    // 128 bytes a point of 4096 for each of at most 64 work-items (32 MiB), the side rows and
    // tables under 4 MiB. So at most 132 MiB in place and at least 160 apart: a device told it
    // has 144 MiB filters the image in place, as a device with room for both does, and refuses
    // it apart (by hand, from the buffers' definitions).
    // An open the user cancels gives the image up between the long steps of setImage() (issue
    // #47). The stop check is asked before the transforms, between channels, and between each
    // channel's row and column passes: for a colour image 1 + 2 + 3 = 6 places (counted from
    // that contract); a strip plan of PlanOptions::bandedFromPixels or more is asked after each
    // band of each pass too (forced here at small sizes, an odd width among them). A true at
    // any place throws Cancelled and leaves no image; the pipeline then takes the image again
    // as if nothing had happened, its result the float64 reference's, banded or not.
    void stopCheckGivesTheImageUp_data()
    {
        QTest::addColumn<int>("strategy");
        QTest::addColumn<bool>("banded");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("work-groups") << kWorkGroups << false << 40 << 36;
        QTest::newRow("strips") << kStrips << false << 40 << 36;
        QTest::newRow("strips in bands") << kStrips << true << 40 << 36;
        QTest::newRow("strips in bands, odd") << kStrips << true << 75 << 45;
    }

    void stopCheckGivesTheImageUp()
    {
        QFETCH(int, strategy);
        QFETCH(bool, banded);
        QFETCH(int, width);
        QFETCH(int, height);
        // A high-pass keeps the highest bins, which the last bands of columns hold.
        FilterSettings settings;
        settings.shape = FilterShape::Gaussian;
        settings.highpass = 3;
        settings.mapping = OutputMapping::Normalize;
        const Image image = makeImage(width, height, 3, 255, 47u);
        std::vector<std::vector<double>> planes;
        for (int c = 0; c < 3; ++c)
            planes.push_back(reference::filteredPlane(plane(image, c), width, height, "gaussian", 1, 3, -1));
        const auto expected = reference::mapPlanes(planes, "normalize", 255);
        PlanOptions options = planOptions(strategy);
        if (banded) { // bands of 16 lines or so (alignment), however small the plane
            options.bandedFromPixels = 0;
            options.bandLines = 16;
        }
        FilterPipeline pipeline(*context_, options);
        int asked = 0;
        pipeline.setStopCheck([&] {
            ++asked;
            return false;
        });
        pipeline.setImage(image);
        if (banded)
            QVERIFY2(asked > 6, qPrintable(QString("asked %1 times").arg(asked)));
        else
            QCOMPARE(asked, 6);
        for (int stopAt = 1; stopAt <= asked; ++stopAt) {
            int k = 0;
            pipeline.setStopCheck([&] { return ++k == stopAt; });
            bool cancelled = false;
            try {
                pipeline.setImage(image);
            } catch (const Cancelled&) {
                cancelled = true;
            }
            QVERIFY2(cancelled, qPrintable(QString("not stopped at place %1").arg(stopAt)));
            QCOMPARE(k, stopAt);
            QVERIFY(!pipeline.hasImage());
        }
        // The image taken while asked (bands, if any, enqueued one by one), and once not asked.
        for (const bool ask : {true, false}) {
            pipeline.setStopCheck(ask ? std::function<bool()>([] { return false; }) : nullptr);
            pipeline.setImage(image);
            const long worst = worstLevels(pipeline.apply(settings), expected, 3);
            QVERIFY2(worst <= 1, qPrintable(QString("off by %1 levels").arg(worst)));
        }
    }

    // Filtered once, the image taken over (adoptImage, as the command sets it): on a CPU device
    // its own memory is the pixel buffer and comes back as the result (the same address: no
    // copy of the image was made), for integer and float images, and the result is the
    // float64 reference's. A GPU copies it as setImage() does.
    void adoptedImageBecomesTheResult()
    {
        const bool cpu = (context_->device().type & CL_DEVICE_TYPE_CPU) != 0;
        FilterSettings settings;
        settings.shape = FilterShape::Gaussian;
        settings.lowpass = 6;
        for (const bool floating : {false, true}) {
            const int width = 48, height = 40, channels = 4; // colour with alpha
            Image image = makeImage(width, height, channels, floating ? 65535 : 255, 29u);
            if (floating) {
                image.values.assign(image.samples.begin(), image.samples.end());
                for (std::size_t i = 3; i < image.values.size(); i += 4)
                    image.values[i] /= 65535.0f; // float alpha is 0..1
                image.samples.clear();
                image.floating = true;
                image.low = 0;
                image.high = 65535;
            }
            const Image kept = image;
            const void* memory = floating ? static_cast<const void*>(image.values.data()) : image.samples.data();
            FilterPipeline pipeline(*context_, planOptions(kStrips));
            pipeline.setFilterOnce(true);
            const std::size_t bytes = floating ? kept.values.size() * 4 : kept.samples.size();
            pipeline.adoptImage(std::move(image));
            QCOMPARE(image.sampleCount(), std::size_t(0)); // taken: a caller reads it again to retry
            // Were the image freed after all, this would take its memory, so that the result
            // could not be made there by chance.
            std::vector<std::uint8_t> blocker(bytes, 1);
            const Image got = pipeline.apply(settings);
            const void* result = floating ? static_cast<const void*>(got.values.data()) : got.samples.data();
            if (cpu)
                QVERIFY2(result == memory, floating ? "float: the result is a copy" : "integer: the result is a copy");
            QVERIFY(blocker.data() != memory);
            QCOMPARE(got.isFloat(), floating);
            QCOMPARE(got.maxval, kept.maxval);
            QCOMPARE(got.rangeLow(), kept.rangeLow());
            QCOMPARE(got.rangeHigh(), kept.rangeHigh());
            if (!floating)
                QCOMPARE(got.samples.bytesPerSample(), 1);
            QCOMPARE(got.width, width);
            QCOMPARE(got.channels, channels);
            double worst = 0;
            for (int c = 0; c < 3; ++c) {
                std::vector<double> p(kept.pixelCount());
                for (std::size_t i = 0; i < p.size(); ++i)
                    p[i] = kept.value(int(i % width), int(i / width), c);
                const std::vector<double> expected = reference::filteredPlane(p, width, height, "gaussian", 1, -1, 6);
                for (std::size_t i = 0; i < p.size(); ++i) {
                    const double e = std::clamp(expected[i], 0.0, floating ? 65535.0 : 255.0);
                    worst = std::max(worst, std::abs(got.value(int(i % width), int(i / width), c) -
                                                     (floating ? e : std::round(e))));
                }
            }
            // Integer: a level; float: within 0.1 of 65535 (float32 transforms).
            QVERIFY2(worst <= (floating ? 0.1 : 1.0), qPrintable(QString("off by %1").arg(worst)));
            for (std::size_t i = 0; i < kept.pixelCount(); ++i) // alpha as it was
                QCOMPARE(got.value(int(i % width), int(i / width), 3), kept.value(int(i % width), int(i / width), 3));
        }
    }

    void filteredInPlaceFitsWhereApartWouldNot()
    {
        if (!(context_->device().type & CL_DEVICE_TYPE_CPU)) {
            qInfo("not checked on a GPU, whose plans keep the plane apart");
            return;
        }
        DeviceInfo small = context_->device();
        small.globalMemBytes = std::uint64_t(144) << 20;
        ComputeContext context(small);
        const Image image = makeImage(4096, 4096, 1, 65535, 31);
        FilterSettings s;
        s.highpass = 40;
        s.shape = FilterShape::Gaussian;
        FilterPipeline inPlace(context);
        inPlace.setFilterOnce(true);
        inPlace.setImage(image);
        QVERIFY(inPlace.filtersInPlace());
        const Image got = inPlace.apply(s);
        FilterPipeline roomy(*context_);
        roomy.setFilterOnce(true);
        roomy.setPlaneInSpectrum(false);
        roomy.setImage(image);
        QVERIFY(!roomy.filtersInPlace());
        const Image want = roomy.apply(s);
        long worst = 0;
        for (std::size_t i = 0; i < got.samples.size(); ++i)
            worst = std::max(worst, std::labs(long(got.samples[i]) - long(want.samples[i])));
        QVERIFY2(worst <= 1, qPrintable(QString("off by %1 levels").arg(worst)));
        FilterPipeline apart(context);
        apart.setFilterOnce(true);
        apart.setPlaneInSpectrum(false);
        QVERIFY_THROWS_EXCEPTION(TooLargeError, apart.setImage(image));
        QVERIFY(!apart.hasImage());
    }

    // The pinned-memory path gives the same samples as the plain one.
    void pinnedDownloadMatches()
    {
        for (int maxval : {255, 65535}) {
            const Image image = makeImage(45, 31, 3, maxval, 29);
            FilterPipeline pipeline(*context_);
            pipeline.setImage(image);
            FilterSettings s;
            s.highpass = 4;
            const Image plain = pipeline.apply(s);
            for (int round = 0; round < 2; ++round) { // the staging buffer is reused
                const void* pinned = pipeline.applyPinned(s);
                for (std::size_t i = 0; i < plain.samples.size(); ++i) {
                    const unsigned v = maxval > 255 ? static_cast<const std::uint16_t*>(pinned)[i]
                                                    : static_cast<const std::uint8_t*>(pinned)[i];
                    QCOMPARE(v, unsigned(plain.samples[i]));
                }
            }
        }
    }

    // A pipeline that kept an image and is then set to filter once an image of the same size
    // makes its plan again: a kept image's strip plan keeps its plane in its spectrum buffer,
    // which filtering once uses as the spectrum itself. The result is a fresh pipeline's, bit
    // for bit (filteredOnceMatchesReference holds that one to the float64 reference).
    void filteredOnceAfterAKeptImage()
    {
        const Image first = makeImage(64, 48, 3, 255, 5), second = makeImage(64, 48, 3, 255, 6);
        FilterSettings s;
        s.highpass = 4;
        s.mapping = OutputMapping::Normalize;
        FilterPipeline reused(*context_, planOptions(kStrips));
        reused.setImage(first);
        reused.apply(s);
        reused.setFilterOnce(true);
        reused.setImage(second);
        const Image got = reused.apply(s);
        FilterPipeline fresh(*context_, planOptions(kStrips));
        fresh.setFilterOnce(true);
        fresh.setImage(second);
        QCOMPARE(got.samples, fresh.apply(s).samples);
    }

    void timingIsReported()
    {
        FilterPipeline pipeline(*context_);
        pipeline.setProfiling(true);
        pipeline.setImage(makeImage(64, 64, 3, 255, 2));
        FilterSettings s;
        s.highpass = 5;
        pipeline.apply(s);
        const UpdateTiming t = pipeline.lastTiming();
        QVERIFY(t.inverseFftMs > 0 && t.mappingMs > 0 && t.downloadMs >= 0);
        // A filter fused into the inverse's first pass is timed as part of it.
        QVERIFY(t.filterFused ? t.filterMs == 0 : t.filterMs > 0);
        QCOMPARE(t.totalMs(), t.filterMs + t.inverseFftMs + t.mappingMs + t.downloadMs);
    }

private:
    std::unique_ptr<ComputeContext> context_;
};

QTEST_GUILESS_MAIN(TestPipeline)
#include "tst_pipeline.moc"
