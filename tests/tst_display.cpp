// What the panes draw, against what the command line writes (README "What the panes show"):
// the pixels a pane draws, grabbed from its view, against the area average of the exported
// file at the pane's screen pixels, computed here in double precision from the file. For every
// output mapping, filter family, the removed view, grey, colour, 16-bit and float images, and
// each lab mode; in a window the size of a 1024x768 projector's screen, 1600x1000 and 1920x1080;
// at rest (PSNR >= 35 dB) and while a slider moves (previews, PSNR >= 30 dB), and never blank
// where the export is not.
#include "figure_export.h"
#include "filter_model.h"
#include "filter_arguments.h"
#include "image_io.h"
#include "image_pane.h"
#include "lab_under_test.h"
#include "lab_panel.h"
#include "export_actions.h"
#include "figure_export_wait.h"
#include "shown_exports.h"
#include "main_window.h"
#include "control_panel.h"
#include "pnm.h"
#include "reference.h"
#include "run_passband.h"

#include <QAction>
#include <QFont>
#include <QLinearGradient>
#include <QPainter>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <random>

using namespace passband;

namespace {

constexpr int kWaitMs = 120000;
const QSize kWindows[] = {{1024, 768}, {1600, 1000}, {1920, 1080}};
constexpr double kRestPsnr = 35, kPreviewPsnr = 30;

// A photograph-like colour picture drawn at its own resolution: shapes with antialiased edges,
// gradients, lines and lettering at every scale, and a sensor's grain. (Not an enlarged one: an
// image enlarged by interpolation carries a periodic pattern at the old pixels' pitch, which a
// preview's lattice can beat against; README "What the panes show" gives that case's figure.)
Image scene(int width, int height, unsigned seed = 2026)
{
    QImage canvas(width, height, QImage::Format_RGB888);
    std::mt19937 random(seed);
    const auto uniform = [&](double a, double b) { return std::uniform_real_distribution<double>(a, b)(random); };
    const auto colour = [&] { return QColor::fromHsvF(uniform(0, 1), uniform(0.2, 0.9), uniform(0.15, 0.95)); };
    QPainter painter(&canvas);
    painter.setRenderHint(QPainter::Antialiasing);
    QLinearGradient sky(0, 0, width * 0.3, height);
    sky.setColorAt(0, colour());
    sky.setColorAt(1, colour());
    painter.fillRect(canvas.rect(), sky);
    const double size = std::min(width, height);
    for (int i = 0; i < 160; ++i) {
        const QPointF at(uniform(-0.1, 1.1) * width, uniform(-0.1, 1.1) * height);
        const double r = size * std::pow(10.0, uniform(-2.3, -0.6));
        QLinearGradient fill(at, at + QPointF(r, r * uniform(-1, 1)));
        fill.setColorAt(0, colour());
        fill.setColorAt(1, colour());
        painter.setBrush(fill);
        painter.setPen(QPen(colour(), uniform(0, 0.01) * size));
        painter.save();
        painter.translate(at);
        painter.rotate(uniform(0, 180));
        switch (i % 4) {
        case 0: painter.drawEllipse(QPointF(0, 0), r, r * uniform(0.3, 1)); break;
        case 1: painter.drawRect(QRectF(-r, -r / 2, 2 * r, r * uniform(0.2, 1.5))); break;
        case 2: painter.drawLine(QPointF(-r, 0), QPointF(r, 0)); break;
        default: {
            QFont font("DejaVu Sans");
            font.setPixelSize(std::max(6, int(r / 3)));
            painter.setFont(font);
            painter.setPen(colour());
            painter.drawText(QPointF(-r, 0), QStringLiteral("Passband 0123"));
        }
        }
        painter.restore();
    }
    painter.end();
    Image image;
    image.width = width;
    image.height = height;
    image.channels = 3;
    image.maxval = 255;
    image.samples.resize(image.sampleCount());
    std::normal_distribution<double> grain(0, 3);
    for (int y = 0; y < height; ++y) {
        const uchar* line = canvas.constScanLine(y);
        for (int x = 0; x < width * 3; ++x)
            image.samples[std::size_t(y) * width * 3 + x] =
                static_cast<std::uint16_t>(std::clamp(std::lround(line[x] + grain(random)), 0L, 255L));
    }
    return image;
}

// One grey channel of it at 16 bits, and as floats 0..1.
Image deepGrey(const Image& colour, int maxval)
{
    Image grey = luminance(colour);
    for (std::size_t i = 0; i < grey.samples.size(); ++i)
        grey.samples[i] = static_cast<std::uint16_t>(grey.samples[i] * maxval / 255);
    grey.maxval = maxval;
    return grey;
}

Image floatGrey(const Image& colour)
{
    Image grey = toFloat(luminance(colour));
    for (float& v : grey.values)
        v /= 255.0f;
    grey.low = 0;
    grey.high = 1;
    return grey;
}

// The colour channels' levels 0..1 as a pane shows them: low..high black to white, clipped.
std::vector<std::vector<double>> levels(const Image& image, double low, double high)
{
    std::vector<std::vector<double>> planes(std::size_t(image.colourChannels()), std::vector<double>(image.pixelCount()));
    for (int c = 0; c < image.colourChannels(); ++c)
        for (std::size_t i = 0; i < image.pixelCount(); ++i) {
            const double v = image.isFloat() ? image.values[i * image.channels + c] : image.samples[i * image.channels + c];
            planes[std::size_t(c)][i] = std::clamp((v - low) / (high - low), 0.0, 1.0);
        }
    return planes;
}

// The `fraction` and 1 - `fraction` quantiles of all colour samples, by nearest rank.
std::pair<double, double> quantiles(const Image& image, double fraction)
{
    std::vector<double> values;
    for (std::size_t i = 0; i < image.pixelCount(); ++i)
        for (int c = 0; c < image.colourChannels(); ++c)
            values.push_back(image.isFloat() ? image.values[i * image.channels + c] : image.samples[i * image.channels + c]);
    std::sort(values.begin(), values.end());
    const auto rank = [&](double p) {
        return values[std::min(values.size() - 1, std::size_t(std::max(0.0, std::ceil(p * values.size()) - 1)))];
    };
    return {rank(fraction), rank(1 - fraction)};
}

// What a pane draws of its image: the viewport's pixels where the image lies.
QImage drawn(ImagePane* pane)
{
    const QImage shot = pane->view()->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB888);
    const QPointF corner = pane->view()->viewportTransform().map(QPointF(0, 0));
    const QSize size = pane->screenSize();
    return shot.copy(QRect(QPoint(qRound(corner.x()), qRound(corner.y())), size));
}

struct Comparison {
    double psnr = 0;
    double drawnSpread = 0, expectedSpread = 0; // standard deviations, levels
};

// The drawn pixels against the area average of `planes` (levels 0..1 of a width x height
// image): grey planes against each of R, G, B.
Comparison compare(const QImage& shown, const std::vector<std::vector<double>>& planes, int width, int height)
{
    const int w = shown.width(), h = shown.height();
    std::vector<std::vector<double>> expected;
    for (const std::vector<double>& p : planes)
        expected.push_back(reference::areaAverage(p, width, height, w, h));
    double squares = 0, count = 0, sum[2] = {0, 0}, sumSq[2] = {0, 0};
    for (int y = 0; y < h; ++y) {
        const uchar* line = shown.constScanLine(y);
        for (int x = 0; x < w; ++x)
            for (int c = 0; c < 3; ++c) {
                const double e = 255 * expected[std::min<std::size_t>(c, expected.size() - 1)][std::size_t(y) * w + x];
                const double d = line[3 * x + c];
                squares += (d - e) * (d - e);
                count += 1;
                sum[0] += d;
                sumSq[0] += d * d;
                sum[1] += e;
                sumSq[1] += e * e;
            }
    }
    Comparison out;
    const double mse = squares / count;
    out.psnr = mse > 0 ? 10 * std::log10(255.0 * 255.0 / mse) : 99;
    out.drawnSpread = std::sqrt(std::max(0.0, sumSq[0] / count - (sum[0] / count) * (sum[0] / count)));
    out.expectedSpread = std::sqrt(std::max(0.0, sumSq[1] / count - (sum[1] / count) * (sum[1] / count)));
    return out;
}

QString describe(const Comparison& c)
{
    return QString("PSNR %1 dB; spread drawn %2, expected %3 levels")
        .arg(c.psnr, 0, 'f', 1)
        .arg(c.drawnSpread, 0, 'f', 1)
        .arg(c.expectedSpread, 0, 'f', 1);
}

// An image's levels as toQImage() shows them (0..maxval, or a float image's low..high).
std::vector<std::vector<double>> ownLevels(const Image& image)
{
    return levels(image, image.rangeLow(), image.rangeHigh());
}

// A QImage's pixels as levels 0..1 of its R, G, B.
std::vector<std::vector<double>> levels(const QImage& source)
{
    const QImage image = source.convertToFormat(QImage::Format_RGB888);
    std::vector<std::vector<double>> planes(3, std::vector<double>(std::size_t(image.width()) * image.height()));
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            for (int c = 0; c < 3; ++c)
                planes[std::size_t(c)][std::size_t(y) * image.width() + x] = image.constScanLine(y)[3 * x + c] / 255.0;
    return planes;
}

// A pane's picture source that says what was asked of it (issue #47: a pane never makes a
// picture of the whole image to draw part of it).
class WatchedSource : public PictureSource {
public:
    explicit WatchedSource(std::shared_ptr<const PictureSource> source) : source_(std::move(source)) {}
    QSize size() const override { return source_->size(); }
    QImage region(const QRect& area) const override
    {
        largestRegion = std::max(largestRegion.load(), qint64(area.width()) * area.height());
        ++regions;
        return source_->region(area);
    }
    QImage averaged(QSize screen) const override { return source_->averaged(screen); }
    mutable std::atomic<qint64> largestRegion{0};
    mutable std::atomic<int> regions{0};

private:
    std::shared_ptr<const PictureSource> source_;
};

} // namespace

class TestDisplay : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> dir_;
    QString path(const QString& name) const { return dir_->filePath(name); }

    bool waitForExact(MainWindow& window)
    {
        return QTest::qWaitFor(
            [&] {
                return window.session()->showsExactResult() && window.session()->engine()->waitIdle(0) &&
                       (window.filteredPane()->screenSize().isEmpty() || window.filteredPane()->drawsScreenImage());
            },
            kWaitMs);
    }

    // Opens `file` in `window` at `size` and waits for its exact result.
    bool openAt(MainWindow& window, const QString& file, QSize size)
    {
        window.resize(size);
        QSignalSpy shown(window.session(), &Session::imageShown);
        window.openFile(file);
        return shown.wait(kWaitMs) && waitForExact(window);
    }

    // The export `passband filter` writes, read back.
    Image exported(const QString& input, const FilterSettings& settings, bool removed, const QString& extension)
    {
        const QString out = path("exported." + extension);
        QFile::remove(out);
        QStringList arguments = QStringList{"filter", input, out} + cliArguments(settings);
        if (removed)
            arguments << "--removed";
        const PassbandRun run = runPassband(arguments);
        if (run.exitCode != 0)
            qWarning("passband filter failed: %s", qPrintable(run.err));
        return run.exitCode == 0 ? loadImage(out) : Image{};
    }

    // `file` on show in `window` at 1600x1000, filtered with `settings`, to its exact result.
    bool showFiltered(MainWindow& window, const QString& file, const FilterSettings& settings)
    {
        window.show();
        if (!QTest::qWaitForWindowExposed(&window) || !openAt(window, file, QSize(1600, 1000)))
            return false;
        window.filterModel()->edit(settings);
        return waitForExact(window);
    }

    // Where a figure of the window's three panes, each showing an image of `image`'s size,
    // puts them: the titles as the figure has them (the row of titles is as tall as the longest).
    static FigureLayout figureLayout(const MainWindow& window, const Image& image)
    {
        std::vector<FigurePane> panes(3);
        for (FigurePane& p : panes)
            p.source = QRectF(0, 0, image.width, image.height);
        panes[0].title = window.originalPane()->title();
        panes[1].title = window.spectrumPane()->title();
        panes[2].title = window.filteredPane()->title();
        return layoutFigure(panes, 1);
    }

    void check(ImagePane* pane, const std::vector<std::vector<double>>& planes, int width, int height, double least,
               const QString& what)
    {
        QVERIFY2(!pane->screenSize().isEmpty(), qPrintable(what + ": the pane shows the image's own pixels"));
        const Comparison c = compare(drawn(pane), planes, width, height);
        qInfo("%s: %s", qPrintable(what), qPrintable(describe(c)));
        QVERIFY2(c.psnr >= least, qPrintable(what + ": " + describe(c)));
        if (c.expectedSpread >= 2) // not blank where the export is not
            QVERIFY2(c.drawnSpread >= 0.5 * c.expectedSpread, qPrintable(what + ": " + describe(c)));
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName("PassbandTest");
        QCoreApplication::setApplicationName("tst_display");
        QSettings().clear();
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        // 12 megapixels, so that the panes of every window size show previews on a lattice.
        saveImage(scene(4000, 3000), path("photo.ppm"), {}, nullptr);
        const Image smaller = scene(1500, 1000);
        saveImage(deepGrey(smaller, 65535), path("deep.pgm"), {}, nullptr);
        saveImage(floatGrey(smaller), path("float.pfm"), {}, nullptr);
    }

    void init() { QSettings().clear(); }

    void filteredPaneShowsTheExport_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<FilterSettings>("settings");
        QTest::addColumn<bool>("removed");
        QTest::addColumn<bool>("autoContrast");
        const auto highpass = [](double r, FilterShape shape = FilterShape::Ideal, OutputMapping m = OutputMapping::Auto) {
            FilterSettings s;
            s.highpass = r;
            s.shape = shape;
            s.mapping = m;
            return s;
        };
        const double corner = std::hypot(2000.0, 1500.0);
        QTest::newRow("ideal high-pass 64") << "photo.ppm" << highpass(64) << false << true;
        QTest::newRow("ideal high-pass 311") << "photo.ppm" << highpass(311) << false << true;
        QTest::newRow("ideal high-pass near the corner") << "photo.ppm" << highpass(0.97 * corner) << false << true;
        QTest::newRow("high-pass 64, magnitude without auto contrast")
            << "photo.ppm" << highpass(64, FilterShape::Ideal, OutputMapping::Magnitude) << false << false;
        QTest::newRow("Gaussian high-pass 40, clamp")
            << "photo.ppm" << highpass(40, FilterShape::Gaussian, OutputMapping::Clamp) << false << true;
        FilterSettings lowpass;
        lowpass.lowpass = 30;
        lowpass.shape = FilterShape::Gaussian;
        QTest::newRow("Gaussian low-pass 30") << "photo.ppm" << lowpass << false << true;
        FilterSettings band = highpass(20, FilterShape::Butterworth, OutputMapping::Normalize);
        band.lowpass = 200;
        band.order = 3;
        QTest::newRow("Butterworth band-pass, normalize") << "photo.ppm" << band << false << true;
        FilterSettings shaped;
        shaped.lowpass = 400;
        shaped.notches.push_back({120, 80, 6, FilterShape::Gaussian});
        shaped.wedges = {Wedge{30, 40, 10, 0, std::nullopt, false}};
        shaped.emphasis = {0.5, 1.5};
        QTest::newRow("notch, wedge and emphasis") << "photo.ppm" << shaped << false << true;
        FilterSettings inverted = highpass(80);
        inverted.invert = true;
        inverted.isotropic = true;
        inverted.highpass = 0.05;
        QTest::newRow("band-reject, isotropic") << "photo.ppm" << inverted << false << true;
        FilterSettings homomorphic;
        homomorphic.homomorphic = Homomorphic{0.5, 1.5, 1, 30};
        QTest::newRow("homomorphic") << "photo.ppm" << homomorphic << false << true;
        QTest::newRow("high-pass 64, what it removed") << "photo.ppm" << highpass(64) << true << true;
        QTest::newRow("16-bit grey, Butterworth high-pass 100")
            << "deep.pgm" << highpass(100, FilterShape::Butterworth) << false << true;
        QTest::newRow("float grey, high-pass 50") << "float.pfm" << highpass(50) << false << true;
        FilterSettings none;
        none.lowpass = 20;
        none.mapping = OutputMapping::None;
        QTest::newRow("float grey, low-pass 20, real values") << "float.pfm" << none << false << true;
    }

    // The Filtered pane, at rest and while a slider moves, against the export.
    void filteredPaneShowsTheExport()
    {
        QFETCH(QString, file);
        QFETCH(FilterSettings, settings);
        QFETCH(bool, removed);
        QFETCH(bool, autoContrast);
        const QString input = path(file);
        const Image original = loadImage(input);
        const QString extension = original.isFloat() ? "pfm" : original.isColour() ? "ppm" : "pgm";
        const Image out = exported(input, settings, removed, extension);
        QVERIFY(out.width == original.width && out.height == original.height);
        // The levels shown: stretched between quantiles for magnitude output with auto
        // contrast, else the result's range (a float result keeps its original's).
        const OutputMapping shownMapping = removed ? settings.removedMapping() : settings.effectiveMapping();
        const bool stretched = autoContrast && shownMapping == OutputMapping::Magnitude;
        const auto [low, high] = stretched ? quantiles(out, kContrastSaturation / 2)
                                 : original.isFloat() ? std::pair(original.low, original.high)
                                                      : std::pair(0.0, double(original.maxval));
        const auto planes = levels(out, low, high);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.autoContrastAction()->setChecked(autoContrast);
        window.controls()->removedCheck()->setChecked(removed);
        FilterSettings away = settings; // a setting to move from, so that the last move is to `settings`
        away.order = settings.order == 2 ? 3 : 2;
        if (settings.shape == FilterShape::Butterworth)
            away.shape = FilterShape::Gaussian;
        for (const QSize size : kWindows) {
            const QString where = QString("%1x%2 window").arg(size.width()).arg(size.height());
            QVERIFY(openAt(window, input, size));
            // A preview: the settings moved to and left there, the exact result held back.
            window.session()->setRefineDelay(24 * 3600 * 1000);
            window.filterModel()->edit(away);
            window.filterModel()->edit(settings);
            // Its screen image drawn: the preview's, or the exact result's where the preview is it.
            QVERIFY(QTest::qWaitFor(
                [&] {
                    return window.session()->shownResult() == window.session()->latestFilterRequest() &&
                           window.filteredPane()->drawsScreenImage();
                },
                kWaitMs));
            const bool preview = window.filteredPane()->showsPreview();
            check(window.filteredPane(), planes, out.width, out.height, preview ? kPreviewPsnr : kRestPsnr,
                  where + (preview ? ", preview" : ", exact while moving"));
            // At rest: the exact result.
            window.session()->setRefineDelay(MainWindow::kRefineMs);
            window.filterModel()->edit(away);
            window.filterModel()->edit(settings);
            QVERIFY(waitForExact(window));
            QCOMPARE(window.session()->result()->samples, out.samples);
            QCOMPARE(window.session()->result()->values, out.values);
            check(window.filteredPane(), planes, out.width, out.height, kRestPsnr, where + ", at rest");
        }
    }

    // The Original pane against the input file, and the Spectrum pane against what `passband
    // spectrum` writes, each area-averaged to the pane's screen pixels.
    void otherPanesShowTheirImages()
    {
        const QString input = path("photo.ppm");
        const Image original = loadImage(input);
        const QString spectrumFile = path("spectrum.pgm");
        QVERIFY(runPassband({"spectrum", input, spectrumFile}).exitCode == 0);
        const Image spectrum = loadImage(spectrumFile);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const QSize size : kWindows) {
            const QString where = QString("%1x%2 window").arg(size.width()).arg(size.height());
            QVERIFY(openAt(window, input, size));
            QVERIFY(QTest::qWaitFor([&] { return window.originalPane()->drawsScreenImage() && window.spectrumPane()->drawsScreenImage(); }, kWaitMs));
            check(window.originalPane(), ownLevels(original), original.width, original.height, kRestPsnr, where + ", original");
            check(window.spectrumPane(), ownLevels(spectrum), spectrum.width, spectrum.height, kRestPsnr, where + ", spectrum");
        }
    }

    // File > Export Figure renders the panes from their exact images at the figure's own pixels,
    // whatever the window's zoom: the figure's Filtered panel against the export area-averaged
    // to the panel; while a preview is on screen there is no figure, only a message.
    void figuresShowExactResults()
    {
        const QString input = path("photo.ppm");
        FilterSettings settings;
        settings.highpass = 64;
        const Image out = exported(input, settings, false, "ppm");
        const auto [low, high] = quantiles(out, kContrastSaturation / 2);
        const auto planes = levels(out, low, high);
        MainWindow window;
        QVERIFY(showFiltered(window, input, settings));
        const auto panel = [&](const QString& file) {
            const QImage figure(file);
            return figure.copy(figureLayout(window, out).panes[2].toRect()).convertToFormat(QImage::Format_RGB888);
        };
        for (const double zoom : {0.1, 1.0, 3.0}) { // zoomed out, fitted, zoomed in
            window.filteredPane()->view()->fit();
            window.filteredPane()->view()->zoomBy(zoom);
            QCoreApplication::processEvents();
            const QString file = path(QString("figure-%1.png").arg(zoom));
            QVERIFY(exportFigureAndWait(window, file, kWaitMs));
            const QImage shown = panel(file);
            const Comparison c = compare(shown, planes, out.width, out.height);
            qInfo("figure at zoom %g of the fitted: %s", zoom, qPrintable(describe(c)));
            QVERIFY2(c.psnr >= kRestPsnr, qPrintable(describe(c)));
        }
        // A preview on screen: no figure of it.
        window.filteredPane()->view()->fit();
        window.session()->setRefineDelay(24 * 3600 * 1000);
        FilterSettings moved = settings;
        moved.highpass = 80;
        window.filterModel()->edit(moved);
        QVERIFY(QTest::qWaitFor([&] { return window.filteredPane()->showsPreview(); }, kWaitMs));
        QSignalSpy errors(&window, &MainWindow::errorShown);
        QVERIFY(!window.exportFigureTo(path("figure-preview.png")));
        QCOMPARE(errors.count(), 1);
        QVERIFY(!QFile::exists(path("figure-preview.png")));
    }

    // A figure whose own pixels are few but whose panes' images are large is averaged and
    // written on a worker thread with Cancel, not painted on the UI thread (issue #47: a 256 MP
    // image's PNG figure held it for 1.2 s): a 3000x3000 image, 9 MP a pane, makes a figure of
    // 3840x1609 (3.75 times the reference's spacing around three 1200-pixel panes). Cancelled,
    // nothing is written; written, its Original and Filtered panels are the image and the
    // export area-averaged.
    void figureOfLargeImagesIsMadeOnAWorker()
    {
        const QString input = path("large-grey.pgm");
        const Image grey = luminance(scene(3000, 3000, 7));
        saveImage(grey, input, {}, nullptr);
        QVERIFY(std::size_t(3000) * 3000 >= ExportActions::kWrittenAside);
        FilterSettings settings;
        settings.highpass = 40;
        const Image out = exported(input, settings, false, "pgm");
        const auto [low, high] = quantiles(out, kContrastSaturation / 2);
        MainWindow window;
        QVERIFY(showFiltered(window, input, settings));
        ExportActions* exports = window.exports();
        auto* cancel = window.findChild<QToolButton*>("progressCancel");
        QVERIFY(cancel);
        QSignalSpy written(exports, &ExportActions::written);
        const QString file = path("figure-large-grey.png");
        QVERIFY(window.exportFigureTo(file));
        QVERIFY(exports->writing());
        QVERIFY(cancel->isVisible());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(written.wait(kWaitMs));
        QCOMPARE(written.at(0).at(0).toBool(), false);
        QVERIFY(!QFileInfo::exists(file));
        QVERIFY(window.exportFigureTo(file));
        QVERIFY(exports->writing());
        QVERIFY(written.wait(kWaitMs));
        QCOMPARE(written.at(1).at(0).toBool(), true);
        const QImage figure(file);
        QVERIFY2(std::size_t(figure.width()) * figure.height() < ExportActions::kWrittenAside,
                 qPrintable(QString("%1x%2").arg(figure.width()).arg(figure.height())));
        const FigureLayout layout = figureLayout(window, grey);
        const auto panel = [&](int i) { return figure.copy(layout.panes[i].toRect()).convertToFormat(QImage::Format_RGB888); };
        const Comparison original = compare(panel(0), levels(grey, 0, 255), grey.width, grey.height);
        const Comparison filtered = compare(panel(2), levels(out, low, high), out.width, out.height);
        qInfo("original: %s; filtered: %s", qPrintable(describe(original)), qPrintable(describe(filtered)));
        QVERIFY2(original.psnr >= kRestPsnr, qPrintable(describe(original)));
        QVERIFY2(filtered.psnr >= kRestPsnr, qPrintable(describe(filtered)));
        // Export Shown Image likewise: the result pane's picture of all 9 MP, made and written
        // on the worker thread; each pixel the export's level as shown (its automatic contrast).
        const QString shownFile = path("shown-large-grey.png");
        QVERIFY(window.shownExports()->exportShownTo(shownFile));
        QVERIFY(exports->writing());
        QVERIFY(written.wait(kWaitMs));
        QCOMPARE(written.at(2).at(0).toBool(), true);
        const Image shown = loadImage(shownFile);
        QCOMPARE(shown.width, out.width);
        QCOMPARE(shown.height, out.height);
        const std::vector<double> expected = levels(out, low, high)[0];
        double worst = 0;
        for (int y = 0; y < shown.height; ++y)
            for (int x = 0; x < shown.width; ++x)
                worst = std::max(worst, std::abs(shown.value(x, y, 0) * 255.0 / shown.maxval -
                                                 255 * expected[std::size_t(y) * out.width + x]));
        QVERIFY2(worst <= 1, qPrintable(QString("Export Shown: %1 levels from the export as shown").arg(worst)));
    }

    // Each lab mode's result pane against what its command writes, area-averaged to the pane.
    // Zoomed in to 1:1 and beyond, a pane draws the image's own pixels, each exactly, made
    // for the part in view: never a picture of the whole image (issue #47).
    void zoomedInPanesDrawTheImagesOwnPixels()
    {
        const QString input = path("photo.ppm");
        const Image original = loadImage(input);
        FilterSettings settings;
        settings.highpass = 64;
        settings.mapping = OutputMapping::Clamp;
        const Image out = exported(input, settings, false, "ppm");
        QCOMPARE(out.width, original.width);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.autoContrastAction()->setChecked(false);
        window.filterModel()->edit(settings);
        QVERIFY(openAt(window, input, QSize(1024, 768)));
        QCOMPARE(window.session()->result()->samples, out.samples);
        for (ImagePane* pane : {window.originalPane(), window.filteredPane()}) {
            const Image& expected = pane == window.originalPane() ? original : out;
            auto watched = std::make_shared<WatchedSource>(pane->source());
            pane->setSource(watched);
            for (const double zoom : {1.0, 3.0}) {
                const QString what = QString("%1 at %2:1").arg(pane->title()).arg(zoom);
                pane->view()->actualSize();
                pane->view()->zoomBy(zoom);
                pane->view()->centerOn(QPointF(2617.5, 1733.5));
                QCoreApplication::processEvents();
                const QImage shot = pane->view()->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB888);
                const QTransform toScene = pane->view()->viewportTransform().inverted();
                int checked = 0, wrong = 0;
                for (int y = 4; y < shot.height() - 4; y += 5)
                    for (int x = 4; x < shot.width() - 4; x += 2) {
                        const QPointF at = toScene.map(QPointF(x + 0.5, y + 0.5));
                        const int ix = int(std::floor(at.x())), iy = int(std::floor(at.y()));
                        // Away from a pixel's edge, where a screen pixel could fall either side.
                        const double fx = at.x() - ix, fy = at.y() - iy;
                        if (ix < 0 || iy < 0 || ix >= expected.width || iy >= expected.height ||
                            std::min({fx, 1 - fx, fy, 1 - fy}) < 0.2)
                            continue;
                        ++checked;
                        for (int c = 0; c < 3; ++c)
                            if (std::abs(int(shot.constScanLine(y)[3 * x + c]) - int(expected.at(ix, iy, c))) > 0)
                                ++wrong;
                    }
                QVERIFY2(checked > 1000, qPrintable(what + QString(": %1 pixels checked").arg(checked)));
                QVERIFY2(wrong == 0, qPrintable(what + QString(": %1 of %2 pixels differ").arg(wrong).arg(checked)));
                QVERIFY2(watched->regions > 0, qPrintable(what + ": no pixels were asked for"));
                QVERIFY2(watched->largestRegion * 4 < qint64(expected.width) * expected.height,
                         qPrintable(what + QString(": a picture of %1 pixels was made").arg(qint64(watched->largestRegion))));
            }
            pane->view()->fit();
        }
    }

    void labPanesShowTheExport()
    {
        const QString a = path("lab-a.ppm"), b = path("lab-b.ppm");
        saveImage(scene(1500, 1000, 7), a, {}, nullptr);
        saveImage(scene(900, 700, 11), b, {}, nullptr);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        LabUnderTest lab(window);
        LabPanelUnderTest panel = lab->panel();
        // The exact result of the newest settings on show (a preview comes first while they move).
        const auto settled = [&] {
            return QTest::qWaitFor(
                [&] {
                    return lab->latestRequest() > 0 && lab->shownRequest() == lab->latestRequest() &&
                           !lab->pacer()->refinePending() && lab->outcome().exact &&
                           lab->resultPane()->drawsScreenImage();
                },
                kWaitMs);
        };
        // A preview of the newest settings on show, its exact result held back.
        const auto previewed = [&] {
            return QTest::qWaitFor(
                [&] {
                    return lab->latestRequest() > 0 && lab->shownRequest() == lab->latestRequest() &&
                           lab->resultPane()->drawsScreenImage();
                },
                kWaitMs);
        };
        const auto command = [&](const QStringList& arguments, const QString& file) {
            QFile::remove(file);
            const PassbandRun run = runPassband(arguments);
            if (run.exitCode != 0)
                qWarning("passband failed: %s", qPrintable(run.err));
            return run.exitCode == 0 ? loadImage(file) : Image{};
        };
        const QString out = path("lab-out.ppm"), strip = path("lab-strip.png");
        const Image mix = command({"mix", a, b, out}, out);
        const Image mixMoved = command({"mix", a, b, out, "--magnitude-from", "0.4"}, out);
        command({"hybrid", a, b, out, "--lowpass", "12", "--highpass", "24", "--strip", strip}, out);
        const QImage hybridStrip(strip);
        command({"hybrid", a, b, out, "--lowpass", "9", "--highpass", "24", "--strip", strip}, out);
        const QImage hybridMoved(strip);
        const Image convolved = command({"convolve", a, out, "--kernel", "box:5"}, out);
        const Image subsampled = command({"subsample", a, out, "--factor", "4"}, out);
        const Image strongest = command({"strongest", a, out, "--keep", "5000"}, out);
        // The subsampled image as the pane draws it: each sample a 4x4 block of the whole image.
        std::vector<std::vector<double>> blocks = ownLevels(subsampled);
        for (std::vector<double>& plane : blocks) {
            std::vector<double> whole(std::size_t(1500) * 1000);
            for (int y = 0; y < 1000; ++y)
                for (int x = 0; x < 1500; ++x)
                    whole[std::size_t(y) * 1500 + x] = plane[std::size_t(y / 4) * subsampled.width + x / 4];
            plane = whole;
        }
        for (const QSize size : kWindows) {
            const QString where = QString("%1x%2 window").arg(size.width()).arg(size.height());
            QVERIFY(openAt(window, a, size));
            panel->setMode(LabMode::Mix);
            QVERIFY(window.openSecondImage(b));
            QVERIFY(settled());
            check(lab->resultPane(), ownLevels(mix), mix.width, mix.height, kRestPsnr, where + ", mix");
            // While a slider moves: a preview (its samples normalised by their own range), or the
            // exact result where the pane has too few pixels for a lattice to save anything.
            lab->pacer()->setRefineDelay(24 * 3600 * 1000);
            panel->magnitudeSlider()->setValue(40);
            QVERIFY(previewed());
            bool preview = !lab->outcome().exact;
            QCOMPARE(lab->resultPane()->showsPreview(), preview);
            QCOMPARE(lab->resultPane()->title().endsWith(" (preview)"), preview);
            if (preview)
                QVERIFY(!window.exportFilteredTo(path("lab-preview.ppm"))); // only exact results leave
            check(lab->resultPane(), ownLevels(mixMoved), mixMoved.width, mixMoved.height,
                  preview ? kPreviewPsnr : kRestPsnr, where + (preview ? ", mix, preview" : ", mix, exact while moving"));
            lab->pacer()->setRefineDelay(PreviewPacer::kRefineMs);
            panel->magnitudeSlider()->setValue(41);
            panel->magnitudeSlider()->setValue(0);
            QVERIFY(settled());
            check(lab->resultPane(), ownLevels(mix), mix.width, mix.height, kRestPsnr, where + ", mix again");
            panel->setMode(LabMode::Hybrid);
            panel->hybridLowSpin()->setValue(12);
            panel->hybridHighSpin()->setValue(24);
            QVERIFY(settled());
            check(lab->resultPane(), levels(hybridStrip), hybridStrip.width(), hybridStrip.height(), kRestPsnr,
                  where + ", hybrid");
            lab->pacer()->setRefineDelay(24 * 3600 * 1000);
            panel->hybridLowSpin()->setValue(9);
            QVERIFY(previewed());
            preview = !lab->outcome().exact;
            QCOMPARE(lab->resultPane()->showsPreview(), preview);
            check(lab->resultPane(), levels(hybridMoved), hybridMoved.width(), hybridMoved.height(),
                  preview ? kPreviewPsnr : kRestPsnr,
                  where + (preview ? ", hybrid, preview" : ", hybrid, exact while moving"));
            lab->pacer()->setRefineDelay(PreviewPacer::kRefineMs);
            panel->hybridLowSpin()->setValue(12);
            QVERIFY(settled());
            panel->setMode(LabMode::Convolution);
            panel->kernelBox()->setCurrentIndex(panel->kernelBox()->findData("box:5"));
            QVERIFY(settled());
            check(lab->resultPane(), ownLevels(convolved), convolved.width, convolved.height, kRestPsnr,
                  where + ", convolution");
            panel->setMode(LabMode::Sampling);
            panel->factorSpin()->setValue(4);
            QVERIFY(settled());
            check(lab->resultPane(), blocks, 1500, 1000, kRestPsnr, where + ", sampling");
            panel->setMode(LabMode::Basis);
            panel->keepSpin()->setValue(5000);
            QVERIFY(settled());
            check(lab->resultPane(), ownLevels(strongest), strongest.width, strongest.height, kRestPsnr,
                  where + ", the strongest coefficients");
            panel->setMode(LabMode::Off);
        }
    }
};

QTEST_MAIN(TestDisplay)
#include "tst_display.moc"
