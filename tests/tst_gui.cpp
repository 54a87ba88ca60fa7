// The desktop window driven as a user drives it (offscreen): files opened through File > Open's
// code path, filters set with real key and mouse events on the widgets, results compared with
// what `passband filter` writes for the same parameters; latest-wins under a storm of slider
// moves while the UI thread keeps ticking; export; bad files.
#include "comparison.h"
#include "control_panel.h"
#include "image_bar.h"
#include "device.h"
#include "faults.h"
#include "filter_model.h"
#include "figure_export.h"
#include "host_memory.h"
#include "filter_overlay.h"
#include "image_io.h"
#include "image_pane.h"
#include "screen_image.h"
#include "impulse_view.h"
#include "export_actions.h"
#include "main_window.h"
#include "context_help.h"
#include "manual_window.h"
#include "window_menus.h"
#include "lab_under_test.h"
#include "lab_panel.h"
#include "lab_model.h"
#include "peak_marks.h"
#include "presentation.h"
#include "live_source.h"
#include "preset.h"
#include "patterns.h"
#include "pipeline.h"
#include "pnm.h"
#include "radial_plot.h"
#include "line_profile.h"
#include "mask_controls.h"
#include "mask_file.h"
#include "radius_control.h"
#include "shaping_controls.h"
#include "side_by_side.h"
#include "variant_controls.h"
#include "reference.h"
#include "shown_exports.h"
#include "inset_item.h"
#include "lab_view.h"
#include "request_clock.h"
#include "raw_avi.h"
#include "python3.h"
#include "run_passband.h"
#include "filter_arguments.h"
#include "spectrum_tools.h"
#include "window_settings.h"

#include <QtTest>
#include <QCameraDevice>
#include <QMediaDevices>
#include <QStandardPaths>
#include <QProcess>
#include <QThreadPool>

#include <QCheckBox>
#include <QComboBox>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QDialog>
#include <QSpinBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QPainter>
#include <QGraphicsScene>
#include <QRadioButton>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QImageReader>
#include <QLabel>
#include <QListWidget>
#include <QScrollBar>
#include <QToolTip>
#include <QUndoStack>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSlider>
#include <QStatusBar>
#include <QSpinBox>
#include <QFile>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>

#include <atomic>
#include <thread>

#include <unistd.h>

using namespace passband;

namespace {

constexpr int kWaitMs = 60000;

// A grey test picture with edges and texture, written as PGM.
Image testPicture(int width, int height)
{
    Image image;
    image.width = width;
    image.height = height;
    image.channels = 1;
    image.maxval = 255;
    image.samples.resize(std::size_t(width) * height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const bool box = x > width / 4 && x < 3 * width / 4 && y > height / 3 && y < 2 * height / 3;
            const double v = 60 + (box ? 120 : 0) + 40 * std::sin(0.45 * x) * std::cos(0.3 * y);
            image.samples[std::size_t(y) * width + x] = static_cast<std::uint16_t>(std::clamp(v, 0.0, 255.0));
        }
    return image;
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

bool writeBytes(const QString& path, const std::vector<std::uint8_t>& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) &&
           file.write(reinterpret_cast<const char*>(bytes.data()), qint64(bytes.size())) == qint64(bytes.size());
}

} // namespace

class TestGui : public QObject {
    Q_OBJECT

private:
    QString path(const QString& name) const { return dir_->filePath(name); }

    // Waits until the window shows the result of its newest filter request.
    bool waitForCurrentResult(MainWindow& window)
    {
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < kWaitMs) {
            if (window.session()->latestFilterRequest() > 0 && window.session()->showsExactResult() && window.session()->engine()->waitIdle(0)) {
                // What the finished jobs delivered (the analysis follows the result) is
                // posted by now: let it arrive.
                QCoreApplication::sendPostedEvents();
                return true;
            }
            QTest::qWait(5);
        }
        return false;
    }

    // A side x side 8-bit grey file of hashed noise, made once: large images fast to make.
    QString noiseFile(int side, int height = 0)
    {
        const QString file = path(QString("noise-%1x%2.pgm").arg(side).arg(height > 0 ? height : side));
        if (!QFileInfo::exists(file)) {
            Image image;
            image.width = side;
            image.height = height > 0 ? height : side;
            image.channels = 1;
            image.samples.resize(image.pixelCount());
            for (std::size_t i = 0; i < image.samples.size(); ++i)
                image.samples[i] = static_cast<std::uint16_t>((i * 2654435761u >> 13) & 255);
            saveImage(image, file, {}, nullptr);
        }
        return file;
    }

    bool openAndWait(MainWindow& window, const QString& file)
    {
        QSignalSpy shown(window.session(), &Session::imageShown);
        window.openFile(file);
        return shown.wait(kWaitMs) && waitForCurrentResult(window);
    }

    // The window at 1400x900 showing picture.pgm through a high-pass of `radius`, its exact
    // result on show (the figures' scene).
    bool showHighpassOfPicture(MainWindow& window, double radius)
    {
        window.resize(1400, 900);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return false;
        FilterSettings settings;
        settings.highpass = radius;
        settings.lowpass.reset();
        window.filterModel()->edit(settings);
        return openAndWait(window, path("picture.pgm")) && waitForCurrentResult(window);
    }

    // The result `passband filter` writes for the window's current settings.
    Image cliResult(const QString& input, const FilterSettings& settings, const QString& device = {})
    {
        const QString out = path("cli-out.png"); // PNG keeps colour and depth
        QFile::remove(out);
        QStringList arguments = QStringList{"filter", input, out} + cliArguments(settings);
        if (!device.isEmpty())
            arguments << "--device" << device; // devices may differ in the last bit of a float
        const PassbandRun run = runPassband(arguments);
        if (run.exitCode != 0)
            qWarning("passband filter failed: %s", qPrintable(run.err));
        return loadImage(out);
    }

    void compareWithCli(MainWindow& window, const QString& input, const QString& device = {})
    {
        const Image expected = cliResult(input, window.filterModel()->settings(), device);
        const std::shared_ptr<const Image> got = window.session()->result();
        QVERIFY(got);
        QCOMPARE(got->width, expected.width);
        QCOMPARE(got->height, expected.height);
        QCOMPARE(got->samples, expected.samples);
        // And the pixels on screen are those samples; for a result mapped by magnitude, with
        // the display's automatic contrast (README "Display contrast"): the levels at the
        // 0.175th and 99.825th percentiles (nearest rank) stretched onto black and white.
        const QImage shown = window.filteredPane()->wholePicture().convertToFormat(QImage::Format_Grayscale8);
        const FilterSettings settings = window.filterModel()->settings();
        const bool removed = window.controls()->removedCheck()->isChecked();
        const bool stretched = window.autoContrastAction()->isChecked() &&
                               (removed ? settings.removedMapping() : settings.effectiveMapping()) == OutputMapping::Magnitude;
        QCOMPARE(window.filteredPane()->title().contains("auto contrast"), stretched);
        double low = 0, high = expected.maxval;
        if (stretched) {
            std::vector<std::uint16_t> sorted(expected.samples.begin(), expected.samples.end());
            std::sort(sorted.begin(), sorted.end());
            const auto rank = [&](double q) { return sorted[std::size_t(std::lround(q * (sorted.size() - 1)))]; };
            low = rank(0.00175);
            high = rank(1 - 0.00175);
            if (high <= low) {
                low = 0;
                high = expected.maxval;
            }
        }
        for (int y = 0; y < expected.height; ++y)
            for (int x = 0; x < expected.width; ++x) {
                const double want = std::clamp((expected.at(x, y, 0) - low) / (high - low) * 255.0, 0.0, 255.0);
                const int got8 = shown.constScanLine(y)[x];
                if (std::abs(got8 - want) > 1.0)
                    QFAIL(qPrintable(QString("(%1, %2): shown %3, expected %4 (levels %5..%6)")
                                         .arg(x).arg(y).arg(got8).arg(want).arg(low).arg(high)));
            }
    }

public:
    // 200 key presses on the slider (+1, +1, -1 repeated: +68 in all), each through the event
    // loop, as fast as it takes them. Returns the computations they caused.
    quint64 slideStorm(MainWindow& window, QSlider* slider)
    {
        const quint64 before = window.session()->engine()->filtersRun();
        int sent = 0;
        QTimer storm;
        connect(&storm, &QTimer::timeout, &storm, [&] {
            QTest::keyClick(slider, sent % 3 == 2 ? Qt::Key_Left : Qt::Key_Right);
            if (++sent == 200)
                storm.stop();
        });
        storm.start(0);
        QElapsedTimer limit; // a bound for a broken event loop, not a measure of speed
        limit.start();
        while (sent < 200 && limit.elapsed() < kWaitMs)
            QTest::qWait(1);
        return window.session()->engine()->filtersRun() - before;
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName("PassbandTest"); // keep the user's settings out of it
        QCoreApplication::setApplicationName("tst_gui");
        QSettings().clear();
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        QVERIFY(writeBytes(path("picture.pgm"), writePnm(testPicture(120, 90))));
        QVERIFY(writeBytes(path("other.pgm"), writePnm(testPicture(64, 48))));
        QVERIFY(writeBytes(path("large.pgm"), writePnm(testPicture(1600, 1200))));
    }

    void init() { QSettings().clear(); }

    // The window carries the menu entry's icon however it was started: each size the desktop
    // asks for, drawn from the icon's own PNGs (the SVG's rendering at that size).
    void windowHasTheApplicationIcon()
    {
        MainWindow window("");
        const QIcon icon = window.windowIcon();
        QVERIFY(!icon.isNull());
        for (int size : {16, 32, 48, 256}) {
            const QImage drawn = icon.pixmap(size, size).toImage();
            QCOMPARE(drawn.size(), QSize(size, size));
            const QImage rendered(QString(PASSBAND_ICONS_DIR "/%1x%1/apps/org.passband.Passband.png").arg(size));
            QVERIFY2(!rendered.isNull(), "the build renders the icon's PNGs");
            // Pixmaps keep premultiplied alpha: compared so, as the screen receives them.
            QCOMPARE(drawn.convertToFormat(QImage::Format_ARGB32_Premultiplied),
                     rendered.convertToFormat(QImage::Format_ARGB32_Premultiplied));
        }
    }

    // A float TIFF of two pages: the image bar offers the pages and the display range; the
    // result keeps float samples (the same as `passband filter --map clamp`, which maps into
    // the original's range); narrowing the range brightens what is shown, not the data; the
    // hover shows the original value; page 2 opens from the bar.
    void floatPagesAndDisplayRange()
    {
        Image page1;
        page1.width = 40;
        page1.height = 30;
        page1.channels = 1;
        page1.floating = true;
        for (int y = 0; y < 30; ++y)
            for (int x = 0; x < 40; ++x)
                page1.values.push_back(float(-1000.0 + 37.5 * x + 11.25 * y + 0.001 * ((x * y) % 7)));
        page1.low = -1000;
        page1.high = 1000;
        Image page2 = page1;
        page2.width = 20;
        page2.values.resize(20 * 30);
        QStringList notes;
        saveImage(page1, path("f1.tif"), {}, &notes);
        saveImage(page2, path("f2.tif"), {}, &notes);
        QProcess tiffcp;
        tiffcp.start(QStandardPaths::findExecutable("tiffcp"), {path("f1.tif"), path("f2.tif"), path("pages.tif")});
        QVERIFY2(tiffcp.waitForFinished(60000) && tiffcp.exitCode() == 0, "tiffcp (libtiff-tools) is needed");

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("pages.tif")));
        ImageBar* bar = window.imageBar();
        QVERIFY(bar->isVisible());
        QVERIFY(bar->pageSpin()->isVisible());
        QCOMPARE(bar->pageSpin()->maximum(), 2);
        QVERIFY(bar->lowSpin()->isVisible());
        const double low0 = bar->low(), high0 = bar->high();
        QVERIFY2(std::abs(low0 - double(*std::min_element(page1.values.begin(), page1.values.end()))) < 0.01,
                 qPrintable(QString::number(low0)));

        FilterSettings s = window.filterModel()->settings();
        s.highpass.reset();
        s.lowpass = 6;
        s.mapping = OutputMapping::Clamp;
        window.filterModel()->edit(s);
        QVERIFY(waitForCurrentResult(window));
        std::shared_ptr<const Image> result = window.session()->result();
        QVERIFY(result && result->isFloat());
        QStringList arguments = QStringList{"filter", path("pages.tif"), path("cli.tif")} + cliArguments(s);
        const PassbandRun run = runPassband(arguments);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const Image cli = loadImage(path("cli.tif"));
        QCOMPARE(result->values, cli.values);

        // The display range: white at the middle of the range makes the shown image brighter.
        const auto meanShown = [&] {
            const QImage shown = window.filteredPane()->wholePicture().convertToFormat(QImage::Format_Grayscale8);
            double sum = 0;
            for (int y = 0; y < shown.height(); ++y)
                for (int x = 0; x < shown.width(); ++x)
                    sum += shown.constScanLine(y)[x];
            return sum / (shown.width() * shown.height());
        };
        const double before = meanShown();
        bar->highSpin()->setValue((low0 + high0) / 2);
        QVERIFY(waitForCurrentResult(window));
        QVERIFY2(meanShown() > before + 20, qPrintable(QString("%1 -> %2").arg(before).arg(meanShown())));
        QCOMPARE(window.session()->result()->values, cli.values); // the data did not change

        // Stretch: the original's 0.5th and 99.5th percentiles (nearest rank) become black and white.
        std::vector<float> sorted = page1.values;
        std::sort(sorted.begin(), sorted.end());
        const auto rank = [&](double q) { return double(sorted[std::size_t(std::lround(q * (sorted.size() - 1)))]); };
        QToolButton* stretch = nullptr;
        for (QToolButton* b : bar->findChildren<QToolButton*>())
            if (b->text() == "Stretch")
                stretch = b;
        QVERIFY(stretch);
        QTest::mouseClick(stretch, Qt::LeftButton);
        const double rounding = 0.5 * std::pow(10.0, -bar->lowSpin()->decimals()); // the spin boxes' rounding
        QVERIFY2(std::abs(bar->low() - rank(0.005)) <= rounding && std::abs(bar->high() - rank(0.995)) <= rounding,
                 qPrintable(QString("%1..%2, expected %3..%4").arg(bar->low()).arg(bar->high()).arg(rank(0.005)).arg(rank(0.995))));
        QVERIFY(waitForCurrentResult(window));

        // The hover reads the original's float value.
        QSignalSpy hovered(window.originalPane(), &ImagePane::pixelHovered);
        emit window.originalPane()->pixelHovered(QPoint(3, 2), true);
        QVERIFY2(window.statusText().contains(QString::number(page1.values[2 * 40 + 3], 'g', 7)),
                 qPrintable(window.statusText()));

        // Output none keeps the real values (float data only): the same as --map none.
        QComboBox* mapping = window.controls()->mappingCombo();
        const int none = mapping->findData(int(OutputMapping::None));
        QVERIFY(none >= 0);
        mapping->setCurrentIndex(none);
        QVERIFY(waitForCurrentResult(window));
        const PassbandRun real = runPassband(QStringList{"filter", path("pages.tif"), path("real.tif"), "--lowpass", "6",
                                                         "--map", "none"});
        QVERIFY2(real.exitCode == 0, qPrintable(real.err));
        QCOMPARE(window.session()->result()->values, loadImage(path("real.tif")).values);
        QVERIFY(window.exportFilteredTo(path("exported.tif")));
        QCOMPARE(loadImage(path("exported.tif")).values, window.session()->result()->values);

        // Page 2 from the bar.
        QSignalSpy shown(window.session(), &Session::imageShown);
        bar->pageSpin()->setValue(2);
        QVERIFY(shown.wait(kWaitMs) && waitForCurrentResult(window));
        QCOMPARE(window.session()->result()->width, 20);
        QCOMPARE(bar->pageSpin()->value(), 2);

        // An integer image has no real values to keep: none is disabled, and auto replaces it.
        QVERIFY(openAndWait(window, path("picture.pgm")));
        QCOMPARE(window.filterModel()->settings().mapping, OutputMapping::Auto);
        auto* model = qobject_cast<QStandardItemModel*>(mapping->model());
        QVERIFY(model && !model->item(none)->isEnabled());
        QVERIFY(!bar->isVisible()); // one page, integer samples: nothing to offer
    }

    // File > Open's path, then real key and mouse events on the controls; the result equals
    // `passband filter` with the same parameters.
    void filterByKeyboardAndMouseMatchesCommandLine()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        QCOMPARE(window.controls()->maxRadius(), 75); // ceil(hypot(60, 45))
        compareWithCli(window, path("picture.pgm"));

        ControlPanel* c = window.controls();
        QTest::mouseClick(c->resetButton(), Qt::LeftButton); // defaults: high-pass at 90/8 = 11
        QCOMPARE(c->model()->settings().highpass.value_or(-1), 11.0);
        // Turn the low-pass on with the mouse, move both sliders with the keyboard.
        QTest::mouseClick(c->lowpassCheck(), Qt::LeftButton, {}, QPoint(5, c->lowpassCheck()->height() / 2));
        QVERIFY(c->lowpassCheck()->isChecked());
        // It starts where it passes something: half the corner (75 / 2), above the high-pass.
        QCOMPARE(c->model()->settings().lowpass.value_or(-1), 37.5);
        QCOMPARE(c->lowpassSlider()->value(), 843); // 1000 ln 38.5 / ln 76 = 842.97
        // The sliders' scale (README "The window"): position p of 1000 is
        // (1 + 75)^(p/1000) - 1 px to 3 significant digits here; Page Up moves 50 positions,
        // an arrow key 5.
        c->lowpassSlider()->setFocus();
        QTest::keyClick(c->lowpassSlider(), Qt::Key_Home);
        QCOMPARE(c->lowpassSlider()->value(), 0);
        QTest::keyClick(c->lowpassSlider(), Qt::Key_PageUp);
        QTest::keyClick(c->lowpassSlider(), Qt::Key_PageUp);
        QTest::keyClick(c->lowpassSlider(), Qt::Key_PageUp);
        QTest::keyClick(c->lowpassSlider(), Qt::Key_Right);
        QCOMPARE(c->lowpassSlider()->value(), 155);
        QCOMPARE(c->model()->settings().lowpass.value_or(-1), 0.96); // 76^0.155 - 1 = 0.9567, to 0.01 px
        c->highpassSlider()->setFocus();
        QCOMPARE(c->highpassSlider()->value(), 574); // 11 px: 1000 ln 12 / ln 76 = 573.8
        QTest::keyClick(c->highpassSlider(), Qt::Key_Left);
        QTest::keyClick(c->highpassSlider(), Qt::Key_Left);
        QCOMPARE(c->model()->settings().highpass.value_or(-1), 10.5); // 76^0.564 - 1 = 10.502
        QVERIFY(waitForCurrentResult(window));
        compareWithCli(window, path("picture.pgm"));

        // A smooth shape from the combo box, by keyboard; the map by keyboard too.
        c->shapeCombo()->setFocus();
        QTest::keyClick(c->shapeCombo(), Qt::Key_Down); // Gaussian
        QTest::keyClick(c->shapeCombo(), Qt::Key_Down); // Butterworth
        QCOMPARE(c->model()->settings().shape, FilterShape::Butterworth);
        c->orderSpin()->setFocus();
        QTest::keyClick(c->orderSpin(), Qt::Key_Up);
        QCOMPARE(c->model()->settings().order, 3);
        c->mappingCombo()->setFocus();
        QTest::keyClick(c->mappingCombo(), Qt::Key_Down); // Clamp
        QTest::keyClick(c->mappingCombo(), Qt::Key_Down); // Normalize
        QCOMPARE(c->model()->settings().mapping, OutputMapping::Normalize);
        QVERIFY(waitForCurrentResult(window));
        compareWithCli(window, path("picture.pgm"));

        // The spin box drives the slider; Reset restores the defaults.
        c->highpassSpin()->setFocus();
        c->highpassSpin()->selectAll();
        QTest::keyClicks(c->highpassSpin(), "20.25");
        QCOMPARE(c->model()->settings().highpass.value_or(-1), 20.25); // exact, not the slider's nearest
        QCOMPARE(c->highpassSlider()->value(), 706);          // 1000 ln 21.25 / ln 76 = 705.8
        QTest::mouseClick(c->resetButton(), Qt::LeftButton);
        QCOMPARE(c->model()->settings().highpass.value_or(-1), 11.0);
        QVERIFY(!c->model()->settings().lowpass);
        QVERIFY(waitForCurrentResult(window));
        compareWithCli(window, path("picture.pgm"));

        // The overlay draws what the controls say.
        QCOMPARE(window.overlay()->filter().highpass.value_or(-1), 11.0);
        QCOMPARE(window.overlay()->centre(), QPointF(60.5, 45.5));
    }

    // The readouts: the cutoff in other units at once (hand-computed for R = 11 on 120 x 90),
    // the measures of the result once it arrives, equal to the command line's --measure.
    void readoutsFollowTheResult()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        ControlPanel* c = window.controls();
        QTest::mouseClick(c->resetButton(), Qt::LeftButton); // high-pass 11
        QVERIFY(waitForCurrentResult(window));
        const QString text = c->readoutLabel()->text();
        QVERIFY2(text.contains("High-pass R = 11 px: across 0.0917 cycles/px (18.3% of Nyquist, period 10.9 px), "
                               "down 0.122 cycles/px (24.4%, period 8.18 px)"),
                 qPrintable(text));
        QVERIFY2(!text.contains("Low-pass"), qPrintable(text));
        // The same numbers as a pipeline of its own on the same image and settings.
        ComputeContext context;
        FilterPipeline pipeline(context);
        pipeline.setMeasuring(true);
        pipeline.setImage(testPicture(120, 90));
        pipeline.apply(c->model()->settings());
        const UpdateMeasures m = pipeline.lastMeasures();
        QVERIFY2(text.contains(QString("Energy kept %1%").arg(100 * m.energyKept, 0, 'f', 2)), qPrintable(text));
        QVERIFY2(text.contains(QString("PSNR %1 dB, mean absolute difference %2").arg(m.psnrDb, 0, 'f', 2).arg(m.meanAbsDiff, 0, 'f', 2)),
                 qPrintable(text));
        // Turning the high-pass off drops its line at once.
        QTest::mouseClick(c->highpassCheck(), Qt::LeftButton, {}, QPoint(5, c->highpassCheck()->height() / 2));
        QVERIFY(!c->readoutLabel()->text().contains("High-pass"));
    }

    // The teaching views, driven by keyboard and mouse, each against a pipeline of its own on
    // the same image: the edges combo box changes the spectrum pane and the result (the same
    // as 'passband filter --edges'); the removed switch shows input minus result and export
    // records it; the analysis dock shows the impulse response and the radial profile, and
    // dragging a cutoff marker on the plot moves the slider.
    void teachingViews()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        ControlPanel* c = window.controls();
        FilterSettings s;
        s.lowpass = 20;
        c->model()->edit(s);
        QVERIFY(waitForCurrentResult(window));
        window.analysisDock()->show(); // closed at first on a screen as short as the test's (tst_layout)
        QVERIFY(window.analysisDock()->isVisible());

        c->edgesCombo()->setFocus();
        QTest::keyClick(c->edgesCombo(), Qt::Key_Down); // none -> periodic + smooth
        QCOMPARE(c->model()->settings().edges.mode, EdgeHandling::Smooth);
        QVERIFY(!c->taperSpin()->isEnabled());
        QVERIFY(waitForCurrentResult(window));
        ComputeContext context;
        FilterPipeline pipeline(context);
        pipeline.setImage(testPicture(120, 90), c->model()->settings().edges);
        pipeline.setImpulseSize(MainWindow::kImpulseSize);
        pipeline.setRadialProfile(true);
        const Image expected = pipeline.apply(c->model()->settings());
        QCOMPARE(window.session()->result()->samples, expected.samples);
        QCOMPARE(window.session()->result()->samples, cliResult(path("picture.pgm"), c->model()->settings()).samples);
        const QImage spectrum = window.spectrumPane()->wholePicture().convertToFormat(QImage::Format_Grayscale8);
        for (int y = 0; y < 90; ++y)
            for (int x = 0; x < 120; ++x)
                QCOMPARE(int(spectrum.constScanLine(y)[x]), int(pipeline.spectrumImage().at(x, y, 0)));
        QVERIFY(window.spectrumPane()->title().contains("smooth"));
        QCOMPARE(window.impulseView()->response().values, pipeline.lastImpulse().values);
        QCOMPARE(window.radialPlot()->profile().after, pipeline.lastRadialProfile().after);
        QCOMPARE(window.radialPlot()->profile().before, pipeline.lastRadialProfile().before);

        QTest::keyClick(c->edgesCombo(), Qt::Key_End); // the Tukey window, with its taper
        QVERIFY(c->taperSpin()->isEnabled());
        QCOMPARE(c->model()->settings().edges.taper, 0.5);
        QVERIFY(waitForCurrentResult(window));
        QCOMPARE(window.session()->result()->samples, cliResult(path("picture.pgm"), c->model()->settings()).samples);

        QTest::mouseClick(c->removedCheck(), Qt::LeftButton, {}, QPoint(5, c->removedCheck()->height() / 2));
        QVERIFY(waitForCurrentResult(window));
        pipeline.setOutput(FilterPipeline::Output::Removed);
        QCOMPARE(window.session()->result()->samples, pipeline.apply(c->model()->settings()).samples);
        QVERIFY(window.filteredPane()->title().contains("Removed"));
        QVERIFY(window.exportFilteredTo(path("removed.png")));
        QImageReader reader(path("removed.png"));
        QVERIFY2(reader.text("Description").contains("removed component of low-pass 20"),
                 qPrintable(reader.text("Description")));
        QVERIFY(reader.text("Description").contains("edges tukey 0.5"));

        // Drag the low-pass marker from 20 to where the plot puts 30.
        RadialPlot* plot = window.radialPlot();
        const int y = plot->height() / 2;
        QTest::mousePress(plot, Qt::LeftButton, {}, QPoint(int(std::lround(plot->xOf(20))), y));
        QTest::mouseMove(plot, QPoint(int(std::lround(plot->xOf(30))), y));
        QTest::mouseRelease(plot, Qt::LeftButton, {}, QPoint(int(std::lround(plot->xOf(30))), y));
        QCOMPARE(c->model()->settings().lowpass.value_or(-1), double(std::lround(plot->radiusAt(std::lround(plot->xOf(30))))));
        QVERIFY(std::abs(c->model()->settings().lowpass.value_or(-1) - 30) <= 1);
        QVERIFY(waitForCurrentResult(window));

        // Hidden analysis views are not computed.
        window.analysisDock()->close();
        QVERIFY(!window.views().radialProfile && window.views().impulseSize == 0);
    }

    // The radial plot's marker labels never overlap, however close the radii: at the same
    // radius, a fraction of a pixel apart, a few apart, crossed (the low-pass below the
    // high-pass), and at the plot's right edge, where the labels go left of their lines. Each
    // stays inside the plot (it is clipped to it).
    void radialPlotLabelsNeverOverlap()
    {
        RadialPlot plot;
        plot.resize(420, 170);
        RadialProfile profile;
        const int last = 256;
        for (int k = 0; k <= last; ++k) {
            profile.bins.push_back(1 + k);
            profile.before.push_back(1e6 / (1 + k * k));
            profile.after.push_back(k < 40 ? 1e6 / (1 + k * k) : 0);
        }
        plot.setProfile(profile);
        QVERIFY(!plot.labelRect(RadialPlot::Marker::Highpass) && !plot.labelRect(RadialPlot::Marker::Lowpass));
        int checked = 0;
        for (double highpass : {0.0, 1.0, 20.0, 128.0, 200.0, 240.0, 250.0, 255.0, 256.0})
            for (double gap : {-12.0, -3.0, -0.5, 0.0, 0.5, 1.0, 3.0, 8.0, 20.0}) {
                const double lowpass = std::clamp(highpass + gap, 0.0, double(last));
                plot.setCutoffs(highpass, lowpass);
                const std::optional<QRectF> high = plot.labelRect(RadialPlot::Marker::Highpass);
                const std::optional<QRectF> low = plot.labelRect(RadialPlot::Marker::Lowpass);
                const QString where = QString("high-pass %1, low-pass %2").arg(highpass).arg(lowpass);
                QVERIFY2(high && low && !high->isEmpty() && !low->isEmpty(), qPrintable(where));
                QVERIFY2(!high->intersects(*low), qPrintable(where));
                for (const QRectF& label : {*high, *low})
                    QVERIFY2(label.left() >= plot.xOf(0) - 0.5 && label.right() <= plot.xOf(last) + 0.5 &&
                                 label.top() >= 0 && label.bottom() <= plot.height(),
                             qPrintable(where));
                ++checked;
            }
        QCOMPARE(checked, 81);
        // Apart, both labels sit on the plot's foot, one line; close, one is a line above.
        plot.setCutoffs(20.0, 200.0);
        QCOMPARE(plot.labelRect(RadialPlot::Marker::Highpass)->top(), plot.labelRect(RadialPlot::Marker::Lowpass)->top());
        plot.setCutoffs(20.0, 21.0);
        QVERIFY(plot.labelRect(RadialPlot::Marker::Lowpass)->bottom() <= plot.labelRect(RadialPlot::Marker::Highpass)->top());
    }

    // Notches by mouse: a double-click near the peaks of added periodic noise puts a notch
    // pair on the brightest bin (the noise's own frequency), and the result is a separate
    // pipeline's with that notch; undo and redo; a drag moves it (one undo step); a
    // right-click on the mirror removes it.
    void notchesByMouse()
    {
        Image noisy = testPicture(120, 90);
        const int fu = 17, fv = -11;
        for (int y = 0; y < 90; ++y)
            for (int x = 0; x < 120; ++x) {
                const std::size_t i = std::size_t(y) * 120 + x;
                noisy.samples[i] = static_cast<std::uint16_t>(std::clamp<long>(
                    std::lround(noisy.samples[i] * 0.7 + 38 + 35 * std::cos(2 * M_PI * (fu * x / 120.0 + fv * y / 90.0))), 0, 255));
            }
        QVERIFY(writeBytes(path("noisy.pgm"), writePnm(noisy)));
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("noisy.pgm")));
        ControlPanel* c = window.controls();
        c->model()->edit(FilterSettings{}); // no band: the notch alone
        QVERIFY(waitForCurrentResult(window));
        ZoomView* view = window.spectrumPane()->view();
        const QPointF peak = window.overlay()->centre() + QPointF(fu, fv);
        const auto at = [&](QPointF scene) { return view->mapFromScene(scene); };
        // QTest's double-click sends the second press alone; a real one ends with a release.
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at(peak + QPointF(2, -1)));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at(peak + QPointF(2, -1)));
        QCOMPARE(c->model()->settings().notches.size(), std::size_t(1));
        QCOMPARE(c->model()->settings().notches[0].u, double(fu));
        QCOMPARE(c->model()->settings().notches[0].v, double(fv));
        QVERIFY(waitForCurrentResult(window));
        ComputeContext context;
        FilterPipeline pipeline(context);
        pipeline.setImage(noisy);
        QCOMPARE(window.session()->result()->samples, pipeline.apply(c->model()->settings()).samples);

        window.undoStack()->undo();
        QVERIFY(c->model()->settings().notches.empty());
        window.undoStack()->redo();
        QCOMPARE(c->model()->settings().notches.size(), std::size_t(1));

        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at(peak));
        QTest::mouseMove(view->viewport(), at(peak + QPointF(3, 2)));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at(peak + QPointF(3, 2)));
        QCOMPARE(c->model()->settings().notches[0].u, double(fu + 3));
        QCOMPARE(c->model()->settings().notches[0].v, double(fv + 2));
        QCOMPARE(window.undoStack()->undoText(), QString("Move Notch"));
        QVERIFY(waitForCurrentResult(window));
        QCOMPARE(window.session()->result()->samples, pipeline.apply(c->model()->settings()).samples);

        const QPointF mirror = window.overlay()->centre() - QPointF(fu + 3, fv + 2);
        QTest::mouseClick(view->viewport(), Qt::RightButton, {}, at(mirror));
        QVERIFY(c->model()->settings().notches.empty());
        window.undoStack()->undo();
        QCOMPARE(c->model()->settings().notches.size(), std::size_t(1));
    }

    // Help > Passband Manual (F1): offline, every chapter in its contents, its pictures read
    // from inside the binary; F1 with a control focused opens that control's section, at its
    // heading; a search finds the section that holds its words; a link to another chapter is
    // followed inside the window; What's This on a control gives its tooltip and the section;
    // Help > Keyboard Shortcuts lists the menus' keys, F1 among them.
    void manualOpensAtTheControlsSection()
    {
        MainWindow window;
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        QAction* manualAction = window.findChild<QAction*>("manualAction");
        QVERIFY(manualAction);
        QCOMPARE(manualAction->shortcut(), QKeySequence(Qt::Key_F1));
        QWidget* notches = window.findChild<QWidget*>("notchList");
        QVERIFY(notches);
        window.filterDock()->show();
        notches->setFocus();
        QCursor::setPos(window.geometry().bottomRight() + QPoint(500, 500)); // the pointer over nothing of it
        manualAction->trigger();
        ManualWindow* manual = window.menus()->manual();
        QVERIFY(manual && manual->isVisible());
        QCOMPARE(manual->chapter(), QString("filter.md"));
        QCOMPARE(manual->section(), QString("notches"));
        // At its heading: the first block shown is the heading "Notches".
        QTextBrowser* page = manual->page();
        const auto topBlock = [page] { return page->cursorForPosition(QPoint(20, 20)).block(); };
        QTRY_VERIFY2(topBlock().text() == "Notches" && topBlock().blockFormat().headingLevel() == 2,
                     qPrintable(topBlock().text()));
        // Contents: every chapter (the index lists 13 besides itself).
        QStringList chapters;
        for (int i = 0; i < manual->contents()->topLevelItemCount(); ++i)
            chapters << manual->contents()->topLevelItem(i)->text(0);
        QVERIFY2(chapters.size() == 14 && chapters.contains("The filter") && chapters.contains("Lab") &&
                     chapters.contains("Command line"),
                 qPrintable(chapters.join(", ")));
        // The index with its picture, from the resources.
        manual->showSection({});
        QCOMPARE(manual->chapter(), QString("index.md"));
        const QVariant picture = page->loadResource(QTextDocument::ImageResource, QUrl("qrc:/doc/images/window.png"));
        QVERIFY(!picture.isNull());
        QVERIFY(!QImage::fromData(picture.toByteArray()).isNull());
        // Search.
        manual->search("illumination reflectance");
        QCOMPARE(manual->chapter(), QString("filter.md"));
        QCOMPARE(manual->section(), QString("homomorphic-filtering"));
        manual->search("");
        // A link to another chapter.
        emit page->anchorClicked(QUrl("lab.md#lab"));
        QCOMPARE(manual->chapter(), QString("lab.md"));
        // F1 in the manual leaves it where the reader is.
        QApplication::setActiveWindow(manual);
        QTRY_COMPARE(QApplication::activeWindow(), static_cast<QWidget*>(manual));
        manualAction->trigger();
        QCOMPARE(manual->chapter(), QString("lab.md"));
        QApplication::setActiveWindow(&window);
        // What's This.
        QWidget* highpass = window.findChild<QWidget*>("highpassSlider");
        QVERIFY(highpass && !highpass->toolTip().isEmpty());
        QVERIFY2(highpass->whatsThis().contains(highpass->toolTip().toHtmlEscaped()) &&
                     highpass->whatsThis().contains("F1: the manual, The filter"),
                 qPrintable(highpass->whatsThis()));
        // Keyboard Shortcuts.
        QStringList keys;
        QTimer::singleShot(0, &window, [&] {
            auto* dialog = window.findChild<QDialog*>("shortcutsDialog");
            auto* table = dialog ? dialog->findChild<QTableWidget*>("shortcutsTable") : nullptr;
            for (int row = 0; table && row < table->rowCount(); ++row)
                keys << table->item(row, 1)->text() + "=" + table->item(row, 2)->text();
            if (dialog)
                dialog->reject();
        });
        window.menus()->showShortcuts();
        QVERIFY2(keys.contains("Passband Manual=F1") && keys.contains("Export Filtered Image=Ctrl+E"),
                 qPrintable(keys.join("; ")));
        // An error's box offers the manual's section on it.
        manual->hide();
        window.showError("Cannot load the mask", "mask.png: 64x48, but the image's spectrum is 120x90.");
        auto* box = window.findChild<QMessageBox*>("passbandError");
        QVERIFY(box);
        auto* button = box->findChild<QPushButton*>("errorManualButton");
        QVERIFY(button);
        QCOMPARE(button->text(), QString("Manual: Masks"));
        QCOMPARE(manualSectionForError("Cannot open the image", "Cannot read 'mask_01.tif': no such file."),
                 QString("images-in-and-out")); // a file's name is not what the error is about
        QCOMPARE(box->escapeButton(), box->button(QMessageBox::Ok)); // Esc still dismisses it
        button->click();
        QTRY_VERIFY(manual->isVisible());
        QCOMPARE(manual->section(), QString("masks"));
    }

    // File > Export Filter as Python Script: the script, run by python3 on the file the window
    // shows, writes the window's export within one level, for a filter with a notch, a wedge,
    // a painted mask (saved beside the script) and mirrored edges, and for what it removes.
    void pythonScriptWritesTheWindowsExport()
    {
        const int w = 121, h = 91;
        QVERIFY(writeBytes(path("odd.pgm"), writePnm(testPicture(w, h))));
        MainWindow window;
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("odd.pgm")));
        FilterSettings s;
        s.lowpass = 14;
        s.shape = FilterShape::Butterworth;
        s.edges.mode = EdgeHandling::Mirror;
        s.notches = {Notch{6, -4, 2, FilterShape::Gaussian}};
        Wedge wedge;
        wedge.angle = 35;
        wedge.opening = 20;
        wedge.soft = 6;
        s.wedges = {wedge};
        auto mask = std::make_shared<SpectrumMask>();
        mask->width = w;
        mask->height = h;
        mask->gains.assign(std::size_t(w) * h, 1.0f);
        for (int y = 30; y < 40; ++y)
            for (int x = 70; x < 80; ++x)
                mask->gains[std::size_t(y) * w + x] = 0.25f;
        mask->hermitian();
        s.mask = mask;
        for (const bool removed : {false, true}) {
            window.session()->setShowRemoved(removed);
            window.filterModel()->edit(s);
            QVERIFY(waitForCurrentResult(window));
            const QString exported = path(removed ? "window-removed.pgm" : "window.pgm");
            const QString script = path(removed ? "removed.py" : "filter.py");
            QVERIFY(window.shownExports()->exportResultTo(exported));
            QVERIFY(window.shownExports()->savePythonScriptTo(script));
            QVERIFY(QFileInfo::exists(path(removed ? "removed.mask.png" : "filter.mask.png")));
            QProcess python;
            const QString written = path(removed ? "python-removed.pgm" : "python.pgm");
            python.start(python3(), {script, path("odd.pgm"), written});
            QVERIFY(python.waitForFinished(120000));
            QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
            const Image a = loadImage(exported), b = loadImage(written);
            QCOMPARE(b.width, w);
            QCOMPARE(b.samples.size(), a.samples.size());
            int worst = 0;
            for (std::size_t i = 0; i < a.samples.size(); ++i)
                worst = std::max(worst, std::abs(int(a.samples[i]) - int(b.samples[i])));
            QVERIFY2(worst <= 1, qPrintable(QString("%1: the script is %2 levels from the export").arg(script).arg(worst)));
        }
    }

    // Notches land at any zoom: on a 12 MP image at fit zoom (about 20 bins a screen pixel at
    // 1024x768), a double-click a few screen pixels off the ringed noise peak puts the notch on
    // the very bin the noise was added at, and the export holds no noise there (a float64 DFT
    // of the file); its provenance names the noise and the notch. Typed in the Notches panel,
    // U and V give the same notch.
    void notchLandsAtFitZoom()
    {
        const int w = 4000, h = 3000;
        QVERIFY(writeBytes(path("large-4000x3000.pgm"), writePnm(testPicture(w, h))));
        MainWindow window;
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("large-4000x3000.pgm")));
        window.filterModel()->edit(FilterSettings{});
        QSignalSpy shown(window.session(), &Session::imageShown);
        PeriodicNoise noise;
        noise.u = 300;
        noise.v = 120;
        noise.amplitude = 0.1;
        window.addNoise(noise);
        QVERIFY(shown.wait(kWaitMs) && waitForCurrentResult(window));
        QVERIFY(QTest::qWaitFor([&] { return window.session()->magnitude().picture != nullptr; }, kWaitMs));
        ZoomView* view = window.spectrumPane()->view();
        QVERIFY2(view->zoom() < 0.1, qPrintable(QString("zoom %1").arg(view->zoom())));
        const QPointF bin = window.overlay()->centre() + QPointF(300, 120);
        const QPoint near = view->mapFromScene(bin) + QPoint(3, -2); // aimed at the ring, not the bin
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, near);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, near);
        QCOMPARE(window.filterModel()->settings().notches.size(), std::size_t(1));
        QCOMPARE(window.filterModel()->settings().notches[0].u, 300.0);
        QCOMPARE(window.filterModel()->settings().notches[0].v, 120.0);
        QVERIFY(waitForCurrentResult(window));
        QVERIFY(window.shownExports()->exportResultTo(path("notched.png")));
        // The noise's bin in the input and in the export, by a float64 DFT.
        const auto noiseBin = [&](const Image& image) {
            const reference::Spectrum f = reference::fftwDft2d(std::vector<float>(image.samples.begin(), image.samples.end()), w, h);
            return std::abs(f[std::size_t(120) * w + 300]);
        };
        const double before = noiseBin(*window.session()->image());
        const double after = noiseBin(loadImage(path("notched.png")));
        QVERIFY2(after < 0.001 * before, qPrintable(QString("|F| at (300, 120): %1 of the noisy input's").arg(after / before)));
        QImageReader reader(path("notched.png"));
        const QString description = reader.text("Description");
        QVERIFY2(description.contains("notch (300, 120)") && description.contains("input: periodic noise (300, 120) at 0.1 of full scale added"),
                 qPrintable(description));

        // Typed: the notch removed, then U and V in the panel and Add.
        window.undoStack()->undo();
        QVERIFY(window.filterModel()->settings().notches.empty());
        auto* u = window.controls()->findChild<QDoubleSpinBox*>("notchU");
        auto* v = window.controls()->findChild<QDoubleSpinBox*>("notchV");
        auto* add = window.controls()->findChild<QPushButton*>("addNotch");
        QVERIFY(u && v && add);
        QCOMPARE(u->maximum(), 2000.0);
        QCOMPARE(v->minimum(), -1500.0);
        u->setValue(300);
        v->setValue(120);
        QVERIFY(window.filterModel()->settings().notches.empty()); // nothing selected: nothing moved
        QVERIFY(add->isEnabled());
        add->click();
        QCOMPARE(window.filterModel()->settings().notches.size(), std::size_t(1));
        QCOMPARE(window.filterModel()->settings().notches[0].u, 300.0);
        QCOMPARE(window.filterModel()->settings().notches[0].v, 120.0);
        QCOMPARE(window.undoStack()->undoText(), QString("Add Notch"));
        // With it selected, typing moves it: one undo step.
        u->setValue(-301);
        QCOMPARE(window.filterModel()->settings().notches[0].u, -301.0);
        QCOMPARE(window.undoStack()->undoText(), QString("Change Notch"));
        // DC is no notch: not moved there, not added there.
        v->setValue(0);
        u->setValue(0);
        QCOMPARE(window.filterModel()->settings().notches[0].u, -301.0);
        QVERIFY(!add->isEnabled());
    }

    // A low-pass inside the high-pass passes nothing (ideal) or little (smooth shapes): the
    // black pane's title says why.
    void emptyBandSaysSo()
    {
        MainWindow window;
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        FilterSettings s;
        s.shape = FilterShape::Ideal;
        s.highpass = 20;
        s.lowpass = 10;
        window.filterModel()->edit(s);
        QVERIFY(waitForCurrentResult(window));
        QVERIFY2(window.filteredPane()->title().contains("the band is empty: low-pass 10 is inside high-pass 20"),
                 qPrintable(window.filteredPane()->title()));
        s.shape = FilterShape::Gaussian;
        window.filterModel()->edit(s);
        QVERIFY(waitForCurrentResult(window));
        QVERIFY(window.filteredPane()->title().contains("little passes: low-pass 10 is inside high-pass 20"));
        s.lowpass = 30;
        window.filterModel()->edit(s);
        QVERIFY(waitForCurrentResult(window));
        QVERIFY(!window.filteredPane()->title().contains("passes"));
        QVERIFY(!window.filteredPane()->title().contains("empty"));
    }

    // Periodic noise on an image larger than its pane: at fit zoom the spectrum pane rings the
    // noise's two bins (the most prominent isolated peaks), which the area-averaged picture
    // makes faint; at 1:1, where the bins themselves are seen, the rings go.
    void noisePeaksRingedAtFitZoom()
    {
        QVERIFY(writeBytes(path("peaks-1200x900.pgm"), writePnm(testPicture(1200, 900))));
        MainWindow window;
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("peaks-1200x900.pgm")));
        QSignalSpy shown(window.session(), &Session::imageShown);
        PeriodicNoise noise;
        noise.u = 60;
        noise.v = -45;
        noise.amplitude = 0.2;
        window.addNoise(noise);
        QVERIFY(shown.wait(kWaitMs) && waitForCurrentResult(window));
        QVERIFY(QTest::qWaitFor([&] { return window.session()->magnitude().picture != nullptr; }, kWaitMs));
        const std::vector<SpectrumPeak>& peaks = window.peakMarks()->peaks();
        QVERIFY2(peaks.size() >= 2, qPrintable(QString("%1 peaks").arg(peaks.size())));
        const QPoint noiseBin(600 + 60, 450 - 45), mirror(600 - 60, 450 + 45);
        const QSet<QPair<int, int>> strongest{{peaks[0].x, peaks[0].y}, {peaks[1].x, peaks[1].y}};
        QCOMPARE(strongest, (QSet<QPair<int, int>>{{noiseBin.x(), noiseBin.y()}, {mirror.x(), mirror.y()}}));

        ZoomView* view = window.spectrumPane()->view();
        QVERIFY(view->zoom() < 1);
        // A ring's pixel: light yellow, on the circle kRadius screen pixels round the bin.
        const auto ringed = [&](QPoint bin) {
            const QImage shot = view->viewport()->grab().toImage();
            const QPointF centre = view->mapFromScene(QPointF(bin) + QPointF(0.5, 0.5));
            const double scale = shot.devicePixelRatio();
            for (int a = 0; a < 32; ++a) {
                const double t = 2 * M_PI * a / 32;
                const QPointF p = (centre + PeakMarksItem::kRadius * QPointF(std::cos(t), std::sin(t))) * scale;
                const QColor c = shot.pixelColor(p.toPoint());
                if (c.red() > 200 && c.green() > 180 && c.blue() < 160)
                    return true;
            }
            return false;
        };
        QVERIFY(QTest::qWaitFor([&] { return ringed(noiseBin) && ringed(mirror); }, kWaitMs));
        view->actualSize();
        view->centerOn(QPointF(noiseBin));
        QCoreApplication::processEvents();
        QVERIFY(!ringed(noiseBin));
    }

    // One undo stack for every filter change: each control's change is a step named after
    // it, undo and redo walk them back and forth without adding any, the window's result
    // follows (it equals a separate pipeline's for the settings undone to), a control that
    // keeps moving is one step, and moving it back to where it began leaves none.
    void everyFilterChangeIsOneUndoStep()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        ControlPanel* c = window.controls();
        FilterModel* history = window.filterModel();
        QUndoStack* stack = window.undoStack();
        history->setMergeMs(-1); // every change a step of its own
        history->edit(FilterSettings{});
        stack->clear();
        std::vector<FilterSettings> seen{history->settings()};
        const auto step = [&](const std::function<void()>& change, const QString& name) {
            change();
            seen.push_back(history->settings());
            QCOMPARE(stack->undoText(), name);
            QCOMPARE(stack->count(), int(seen.size()) - 1);
        };
        step([&] { c->highpassCheck()->setChecked(true); }, "High-pass On");
        step([&] { c->highpassControl()->setRadius(9); }, "High-pass Radius");
        step([&] { c->lowpassCheck()->setChecked(true); }, "Low-pass On");
        step([&] { c->lowpassSpin()->setValue(30); }, "Low-pass Radius");
        step([&] { c->shapeCombo()->setCurrentIndex(c->shapeCombo()->findData(int(FilterShape::Butterworth))); },
             "Filter Shape");
        step([&] { c->orderSpin()->setValue(4); }, "Butterworth Order");
        step([&] { c->mappingCombo()->setCurrentIndex(c->mappingCombo()->findData(int(OutputMapping::Normalize))); },
             "Output Mapping");
        step([&] { c->edgesCombo()->setCurrentIndex(c->edgesCombo()->findData(int(EdgeHandling::Mirror))); },
             "Edge Handling");
        step([&] { window.notchTool()->change({Notch{5, 3, 2, FilterShape::Gaussian}}, "Add Notch"); }, "Add Notch");
        FilterSettings preset;
        preset.lowpass = 12;
        preset.shape = FilterShape::Gaussian;
        QVERIFY(window.savePresetTo(path("history.json")));
        QCOMPARE(stack->count(), int(seen.size()) - 1); // saving changes nothing
        step([&] { history->edit(preset); }, "Filter Settings");
        step([&] { QVERIFY(window.loadPresetFrom(path("history.json"))); }, "Load Preset");
        QCOMPARE(history->settings(), seen[seen.size() - 3]); // as saved

        for (int i = int(seen.size()) - 2; i >= 0; --i) {
            stack->undo();
            QCOMPARE(history->settings(), seen[i]);
        }
        QCOMPARE(stack->count(), int(seen.size()) - 1); // undo added nothing
        QVERIFY(waitForCurrentResult(window));
        ComputeContext context;
        FilterPipeline pipeline(context);
        pipeline.setImage(*window.session()->image());
        QCOMPARE(window.session()->result()->samples, pipeline.apply(seen[0]).samples);
        for (std::size_t i = 1; i < seen.size(); ++i) {
            stack->redo();
            QCOMPARE(history->settings(), seen[i]);
        }
        QCOMPARE(stack->count(), int(seen.size()) - 1);
        QVERIFY(waitForCurrentResult(window));
        QCOMPARE(window.session()->result()->samples, pipeline.apply(seen.back()).samples);

        // A drag: one step, undone to where it began; dragged back, no step at all.
        history->setMergeMs(60000);
        const int steps = stack->count();
        const double start = c->lowpassControl()->radius();
        for (const double r : {start + 1, start + 2, start + 3, start + 4})
            c->lowpassControl()->setRadius(r);
        QCOMPARE(stack->count(), steps + 1);
        QCOMPARE(stack->undoText(), QString("Low-pass Radius"));
        stack->undo();
        QCOMPARE(c->lowpassControl()->radius(), start);
        stack->redo();
        QCOMPARE(c->lowpassControl()->radius(), start + 4);
        c->highpassControl()->setRadius(c->highpassControl()->radius() + 3);
        c->highpassControl()->setRadius(c->highpassControl()->radius() - 3);
        QCOMPARE(stack->count(), steps + 1);
        QCOMPARE(stack->undoText(), QString("Low-pass Radius"));
    }

    // The low-pass, turned on where it would pass nothing, starts where it shows something
    // (README "The window", Controls): half the corner, or halfway from the high-pass to the
    // corner where that is beyond half; a radius that passes a band is kept. Turning it on is
    // one undo step, its starting radius included. picture.pgm's corner is at 75 px.
    void lowpassStartsWhereItPasses()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        ControlPanel* c = window.controls();
        FilterModel* history = window.filterModel();
        QUndoStack* stack = window.undoStack();
        QCOMPARE(c->maxRadius(), 75);
        history->setMergeMs(-1);
        FilterSettings high;
        high.highpass = 50; // beyond half the corner
        history->edit(high);
        stack->clear();
        c->lowpassCheck()->setChecked(true);
        QCOMPARE(history->settings().lowpass.value_or(-1), 62.5); // (50 + 75) / 2
        QCOMPARE(history->settings().highpass.value_or(-1), 50.0);
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->undoText(), QString("Low-pass On"));
        stack->undo();
        QCOMPARE(history->settings(), high);
        QVERIFY(!c->lowpassCheck()->isChecked());
        stack->redo();
        QCOMPARE(history->settings().lowpass.value_or(-1), 62.5);

        // At or below the high-pass: halfway from it to the corner again.
        c->lowpassCheck()->setChecked(false);
        c->highpassControl()->setRadius(70);
        c->lowpassCheck()->setChecked(true);
        QCOMPARE(history->settings().lowpass.value_or(-1), 72.5); // (70 + 75) / 2
        // Above the high-pass it passes a band: kept as left.
        c->lowpassCheck()->setChecked(false);
        c->highpassControl()->setRadius(10);
        c->lowpassCheck()->setChecked(true);
        QCOMPARE(history->settings().lowpass.value_or(-1), 72.5);
        // No high-pass, the low-pass left at 0: half the corner.
        c->lowpassCheck()->setChecked(false);
        c->highpassCheck()->setChecked(false);
        c->lowpassControl()->setRadius(0);
        c->lowpassCheck()->setChecked(true);
        QCOMPARE(history->settings().lowpass.value_or(-1), 37.5); // 75 / 2
        QVERIFY(!history->settings().highpass);
        QCOMPARE(stack->undoText(), QString("Low-pass On"));
        QVERIFY(waitForCurrentResult(window));
        compareWithCli(window, path("picture.pgm"));
    }

    // Shaping the filter where it is drawn: the high-pass and low-pass circles dragged in the
    // spectrum pane (to 0.01 px, Shift to whole pixels, along the isotropic metric when it is
    // on), one undo step per drag, the pointer and tooltip on hover; then band-reject,
    // emphasis and the stripes shortcut from the panel. Each result equals the command line's.
    void shapeTheFilterOnTheSpectrum()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm"))); // 120 x 90
        ControlPanel* c = window.controls();
        FilterSettings start;
        start.highpass = 11;
        start.lowpass = 30;
        start.shape = FilterShape::Gaussian;
        c->model()->edit(start);
        QVERIFY(waitForCurrentResult(window));
        ZoomView* view = window.spectrumPane()->view();
        QWidget* viewport = view->viewport();
        const QPointF dc = window.overlay()->centre();
        const auto at = [&](QPointF scene) { return view->mapFromScene(scene); };
        const auto sceneOf = [&](QPointF scene) { return view->mapToScene(at(scene)); }; // as the mouse lands
        const double pixel = 1.0 / view->zoom();                                           // one screen pixel

        // Hover over the high-pass circle: the pointer and the radius in every unit.
        QTest::mouseMove(viewport, at(dc + QPointF(0, -11)));
        QTRY_COMPARE(viewport->cursor().shape(), Qt::SizeAllCursor);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains("High-pass R = 11 px: across"), qPrintable(QToolTip::text()));

        // Drag it out to 17.3 px; the radius is the pointer's distance from DC, to 0.01 px.
        QTest::mousePress(viewport, Qt::LeftButton, {}, at(dc + QPointF(0, -11)));
        QTest::mouseMove(viewport, at(dc + QPointF(0, -15)));
        QTest::mouseMove(viewport, at(dc + QPointF(0, -17.3)));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, at(dc + QPointF(0, -17.3)));
        const QPointF landed = sceneOf(dc + QPointF(0, -17.3)) - dc;
        QCOMPARE(c->model()->settings().highpass.value_or(-1), std::round(std::hypot(landed.x(), landed.y()) * 100) / 100);
        QVERIFY(std::abs(*c->model()->settings().highpass - 17.3) <= pixel);
        QCOMPARE(c->highpassSlider()->value(), RadiusControl::positionOf(*c->model()->settings().highpass, c->maxRadius()));
        QCOMPARE(window.undoStack()->undoText(), QString("Drag High-pass Circle"));
        QVERIFY(waitForCurrentResult(window));
        compareWithCli(window, path("picture.pgm"));
        const int steps = window.undoStack()->count();

        // The low-pass circle with Shift: whole pixels.
        QTest::mousePress(viewport, Qt::LeftButton, {}, at(dc + QPointF(30, 0)));
        QTest::mouseMove(viewport, at(dc + QPointF(36.4, 0)));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, at(dc + QPointF(36.4, 0)));
        QMouseEvent shifted(QEvent::MouseMove, at(dc + QPointF(36.4, 0)), viewport->mapToGlobal(at(dc + QPointF(36.4, 0))),
                            Qt::NoButton, Qt::LeftButton, Qt::ShiftModifier);
        QTest::mousePress(viewport, Qt::LeftButton, {}, at(dc + QPointF(36.4, 0)));
        QApplication::sendEvent(viewport, &shifted);
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::ShiftModifier, at(dc + QPointF(36.4, 0)));
        // The pointer's distance where it landed (a whole screen pixel), in whole spectrum pixels.
        const QPointF shiftLanded = sceneOf(dc + QPointF(36.4, 0)) - dc;
        QCOMPARE(c->model()->settings().lowpass.value_or(-1), std::round(std::hypot(shiftLanded.x(), shiftLanded.y())));
        QVERIFY(std::abs(*c->model()->settings().lowpass - 36.4) <= 0.5 + pixel);
        const double shiftedRadius = *c->model()->settings().lowpass;
        QCOMPARE(window.undoStack()->count(), steps + 2); // two drags, two steps
        QCOMPARE(window.undoStack()->undoText(), QString("Drag Low-pass Circle"));
        window.undoStack()->undo();
        window.undoStack()->undo();
        QCOMPARE(c->model()->settings().lowpass.value_or(-1), 30.0);
        window.undoStack()->redo();
        window.undoStack()->redo();
        QCOMPARE(c->model()->settings().lowpass.value_or(-1), shiftedRadius);

        // Isotropic: the radius is a frequency; across a 120 x 90 image a bin is 90/120 of one.
        QTest::mouseClick(c->shaping()->isotropicCheck(), Qt::LeftButton, {},
                          QPoint(5, c->shaping()->isotropicCheck()->height() / 2));
        QVERIFY(c->model()->settings().isotropic);
        QTest::mousePress(viewport, Qt::LeftButton, {}, at(dc + QPointF(48, 0))); // 36 * 120/90
        QMouseEvent across(QEvent::MouseMove, at(dc + QPointF(32, 0)), viewport->mapToGlobal(at(dc + QPointF(32, 0))),
                           Qt::NoButton, Qt::LeftButton, Qt::ShiftModifier);
        QApplication::sendEvent(viewport, &across);
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::ShiftModifier, at(dc + QPointF(32, 0)));
        QCOMPARE(c->model()->settings().lowpass.value_or(-1), 24.0); // 32 * 90/120
        QVERIFY(waitForCurrentResult(window));
        compareWithCli(window, path("picture.pgm"));

        // Band-reject, emphasis and stripes from the panel.
        QTest::mouseClick(c->shaping()->invertCheck(), Qt::LeftButton, {},
                          QPoint(5, c->shaping()->invertCheck()->height() / 2));
        QVERIFY(c->model()->settings().invert);
        QCOMPARE(window.undoStack()->undoText(), QString("Band-reject On"));
        QTest::mouseClick(c->shaping()->emphasisCheck(), Qt::LeftButton, {},
                          QPoint(5, c->shaping()->emphasisCheck()->height() / 2));
        c->shaping()->k1Spin()->setValue(0.5);
        c->shaping()->k2Spin()->setValue(2);
        QCOMPARE(c->model()->settings().emphasis, (Emphasis{0.5, 2}));
        QTest::mouseClick(c->shaping()->horizontalStripesButton(), Qt::LeftButton);
        QCOMPARE(c->model()->settings().wedges.size(), std::size_t(1));
        QCOMPARE(c->model()->settings().wedges[0], stripeWedge(true, 5));
        QCOMPARE(c->shaping()->wedgeList()->count(), 1);
        c->shaping()->wedgeField(3)->setValue(2); // from 2 px
        QCOMPARE(c->model()->settings().wedges[0].rMin, 2.0);
        QVERIFY(waitForCurrentResult(window));
        compareWithCli(window, path("picture.pgm"));
        QVERIFY(window.session()->resultSettings().describe().find("stop wedge 90 deg opening 10 soft 5 radius 2..") !=
                std::string::npos);

        // The wedge on the spectrum: its edge dragged opens it (Shift: whole degrees), its axis
        // dragged turns it; one undo step each. Angles as the pane shows them: 90 is up.
        const double pi = std::acos(-1.0);
        const auto polar = [&](double degrees, double radius) {
            return dc + radius * QPointF(std::cos(degrees * pi / 180), -std::sin(degrees * pi / 180));
        };
        const auto shiftedMove = [&](QPointF scene) {
            QMouseEvent move(QEvent::MouseMove, at(scene), viewport->mapToGlobal(at(scene)), Qt::NoButton,
                             Qt::LeftButton, Qt::ShiftModifier);
            QApplication::sendEvent(viewport, &move);
        };
        QTest::mousePress(viewport, Qt::LeftButton, {}, at(polar(95, 30))); // the edge at 90 + 10/2
        shiftedMove(polar(102, 30));
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::ShiftModifier, at(polar(102, 30)));
        const double opening = c->model()->settings().wedges[0].opening;
        QVERIFY2(std::abs(opening - 24) <= 1 && opening == std::round(opening), qPrintable(QString::number(opening)));
        QCOMPARE(window.undoStack()->undoText(), QString("Open Wedge"));
        QTest::mousePress(viewport, Qt::LeftButton, {}, at(polar(90, 38))); // on the axis, away from the circles
        QTest::mouseMove(viewport, at(polar(75, 38)));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, at(polar(60, 38)));
        QVERIFY2(std::abs(c->model()->settings().wedges[0].angle - 60) <= 1.5, qPrintable(QString::number(c->model()->settings().wedges[0].angle)));
        QCOMPARE(c->model()->settings().wedges[0].opening, opening);
        QCOMPARE(window.undoStack()->undoText(), QString("Turn Wedge"));
        QCOMPARE(c->shaping()->wedgeList()->count(), 1);
        QVERIFY(waitForCurrentResult(window));
        compareWithCli(window, path("picture.pgm"));
        window.undoStack()->undo();
        QCOMPARE(c->model()->settings().wedges[0].angle, 90.0);

        // Homomorphic: the spectrum pane turns to ln(1 + f)'s, the result to exp(g) - 1's.
        const QImage linearSpectrum = window.spectrumPane()->wholePicture();
        QTest::mouseClick(c->shaping()->homomorphicCheck(), Qt::LeftButton, {},
                          QPoint(5, c->shaping()->homomorphicCheck()->height() / 2));
        c->shaping()->homomorphicField(3)->setValue(12); // D0
        QCOMPARE(c->model()->settings().homomorphic, (std::optional<Homomorphic>(Homomorphic{0.5, 2, 1, 12})));
        QCOMPARE(window.undoStack()->undoText(), QString("Homomorphic"));
        QVERIFY(waitForCurrentResult(window));
        compareWithCli(window, path("picture.pgm"));
        QVERIFY(window.spectrumPane()->wholePicture() != linearSpectrum);
        ComputeContext context;
        FilterPipeline pipeline(context);
        pipeline.setImage(loadImage(path("picture.pgm")));
        pipeline.setTransform(EdgeSettings{}, true);
        QCOMPARE(window.spectrumPane()->wholePicture(), toQImage(pipeline.spectrumImage()));
    }

    // Painting a mask in the spectrum pane: a brush stroke and a rectangle, each mirrored
    // through DC and one undo step; the result equals the command line's with the mask saved
    // and passed by --mask; Save and Load give the same mask back; Invert and Clear.
    void paintAMaskOnTheSpectrum()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm"))); // 120 x 90, DC at (60, 45)
        ControlPanel* c = window.controls();
        c->model()->edit(FilterSettings{});
        QVERIFY(waitForCurrentResult(window));
        QUndoStack* stack = window.undoStack();
        const int steps = stack->count();
        MaskControls* m = c->maskControls();
        m->toolCombo()->setCurrentIndex(m->toolCombo()->findData(int(MaskShape::Brush)));
        m->radiusSpin()->setValue(3);
        m->softSpin()->setValue(0);
        ZoomView* view = window.spectrumPane()->view();
        QWidget* viewport = view->viewport();
        const QPointF dc = window.overlay()->centre(); // (60.5, 45.5)
        const auto at = [&](QPointF scene) { return view->mapFromScene(scene); };
        QTest::mousePress(viewport, Qt::LeftButton, {}, at(dc + QPointF(20, 0)));
        QTest::mouseMove(viewport, at(dc + QPointF(25, 0)));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, at(dc + QPointF(30, 0)));
        QVERIFY(c->model()->settings().mask);
        const SpectrumMask& painted = *c->model()->settings().mask;
        QCOMPARE(painted.width, 120);
        QCOMPARE(painted.height, 90);
        // On the stroke and at its mirror, stopped; off it, passing; a hard brush of radius 3.
        for (const int dx : {20, 25, 30}) {
            QCOMPARE(painted.at(60 + dx, 45), 0.0f);
            QCOMPARE(painted.at(60 - dx, 45), 0.0f);
        }
        QCOMPARE(painted.at(60 + 25, 45 + 5), 1.0f);
        QCOMPARE(painted.at(60, 45), 1.0f);
        QCOMPARE(stack->count(), steps + 1);
        QCOMPARE(stack->undoText(), QString("Paint Mask"));
        QVERIFY(waitForCurrentResult(window));
        compareWithCli(window, path("picture.pgm"));

        // A passing rectangle inside an inverted mask.
        QTest::mouseClick(m->invertButton(), Qt::LeftButton);
        QCOMPARE(stack->undoText(), QString("Invert Mask"));
        QCOMPARE(c->model()->settings().mask->at(60, 45), 0.0f);
        QCOMPARE(c->model()->settings().mask->at(60 + 25, 45), 1.0f);
        m->toolCombo()->setCurrentIndex(m->toolCombo()->findData(int(MaskShape::Rectangle)));
        m->actionCombo()->setCurrentIndex(m->actionCombo()->findData(true)); // pass
        QTest::mousePress(viewport, Qt::LeftButton, {}, at(dc + QPointF(-4, -4)));
        QTest::mouseMove(viewport, at(dc + QPointF(2, 2)));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, at(dc + QPointF(4, 4)));
        QCOMPARE(stack->undoText(), QString("Mask Rectangle"));
        QCOMPARE(c->model()->settings().mask->at(60, 45), 1.0f); // DC now passes
        QCOMPARE(c->model()->settings().mask->at(60 + 10, 45 + 10), 0.0f);
        QVERIFY(waitForCurrentResult(window));
        compareWithCli(window, path("picture.pgm"));

        // Save and Load: the same mask, to 16 bits.
        const std::shared_ptr<const SpectrumMask> before = c->model()->settings().mask;
        QVERIFY(window.saveMaskTo(path("painted.mask.png")));
        QTest::mouseClick(m->clearButton(), Qt::LeftButton);
        QVERIFY(!c->model()->settings().mask);
        QVERIFY(window.loadMaskFrom(path("painted.mask.png")));
        QCOMPARE(stack->undoText(), QString("Load Mask"));
        QVERIFY(c->model()->settings().mask);
        for (std::size_t i = 0; i < before->gains.size(); ++i)
            QVERIFY(std::abs(c->model()->settings().mask->gains[i] - before->gains[i]) <= 0.5f / 65535);
        // Undo goes back stroke by stroke, to no mask.
        for (int i = 0; i < 5; ++i)
            stack->undo();
        QVERIFY(!c->model()->settings().mask);
        m->toolCombo()->setCurrentIndex(0); // off: the mouse pans again

        // A mask of another size is refused in one line.
        QImage small(10, 10, QImage::Format_Grayscale16);
        small.fill(Qt::white);
        QVERIFY(small.save(path("small.mask.png")));
        QSignalSpy errors(&window, &MainWindow::errorShown);
        QVERIFY(!window.loadMaskFrom(path("small.mask.png")));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0][0].toString().contains("the mask is 10x10, but the image is 120x90"),
                 qPrintable(errors[0][0].toString()));
        if (auto* box = window.findChild<QMessageBox*>("passbandError"))
            box->close();
    }

    // File > Export Shown Image writes the result pane's picture as the class saw it: a
    // magnitude result with the automatic contrast is the exact result stretched (checked
    // against the command line's result by compareWithCli), not the darker exact file; the
    // file says it is a picture as shown.
    void exportShownImage()
    {
        MainWindow window;
        window.autoContrastAction()->setChecked(true);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        FilterSettings s;
        s.highpass = 11;
        s.lowpass.reset();
        s.mapping = OutputMapping::Magnitude;
        window.filterModel()->edit(s);
        QVERIFY(waitForCurrentResult(window));
        compareWithCli(window, path("picture.pgm")); // the pane's picture: the stretch of the exact result
        QVERIFY(window.shownExports()->exportShownTo(path("shown.png")));
        QVERIFY(window.shownExports()->exportResultTo(path("exact.png")));
        const Image shown = loadImage(path("shown.png")), exact = loadImage(path("exact.png"));
        const QImage pane = window.filteredPane()->wholePicture().convertToFormat(QImage::Format_Grayscale8);
        QCOMPARE(shown.channels, 1);
        QCOMPARE(shown.width, pane.width());
        QCOMPARE(shown.height, pane.height());
        double shownSum = 0, exactSum = 0;
        for (int y = 0; y < shown.height; ++y)
            for (int x = 0; x < shown.width; ++x) {
                QCOMPARE(int(shown.at(x, y, 0)), int(pane.constScanLine(y)[x]));
                shownSum += shown.at(x, y, 0);
                exactSum += exact.at(x, y, 0);
            }
        QVERIFY2(shownSum > 1.25 * exactSum, qPrintable(QString("mean %1 shown, %2 exact").arg(shownSum / shown.sampleCount()).arg(exactSum / exact.sampleCount())));
        QImageReader reader(path("shown.png"));
        QVERIFY2(reader.text("Description").contains("as shown: Filtered"), qPrintable(reader.text("Description")));
    }

    // A/B: holding \ shows the original in the result pane (what it draws is the Original
    // pane's own picture), and releasing it the result again; the wipe shows the original left
    // of its line and the result right of it. The line profile: a line dragged across the
    // Original pane plots the original's and the result's samples under it.
    void compareAndProfile()
    {
        MainWindow window;
        window.autoContrastAction()->setChecked(false);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm"))); // 120 x 90
        FilterSettings s;
        s.highpass = 11;
        window.filterModel()->edit(s);
        QVERIFY(waitForCurrentResult(window));
        QWidget* originalView = window.originalPane()->view()->viewport();
        QWidget* filteredView = window.filteredPane()->view()->viewport();
        QCOMPARE(originalView->size(), filteredView->size()); // linked panes of one size
        const QImage originalShown = originalView->grab().toImage();
        const QImage resultShown = filteredView->grab().toImage();
        QVERIFY(originalShown != resultShown);

        QTest::keyPress(&window, Qt::Key_Backslash);
        QCOMPARE(window.comparison()->mode(), ComparisonItem::Mode::Whole);
        QVERIFY(window.filteredPane()->title().startsWith("Original"));
        QCOMPARE(filteredView->grab().toImage(), originalShown);
        QTest::keyRelease(&window, Qt::Key_Backslash);
        QCOMPARE(window.comparison()->mode(), ComparisonItem::Mode::Off);
        QCOMPARE(window.filteredPane()->title(), QString("Filtered"));
        QCOMPARE(filteredView->grab().toImage(), resultShown);

        window.wipeAction()->setChecked(true);
        window.comparison()->setSplit(0.5);
        const QImage wiped = filteredView->grab().toImage();
        const QPoint lineAt = window.filteredPane()->view()->mapFromScene(QPointF(60, 45));
        for (const int y : {lineAt.y() - 20, lineAt.y(), lineAt.y() + 20}) {
            QCOMPARE(wiped.pixel(lineAt.x() - 10, y), originalShown.pixel(lineAt.x() - 10, y));
            QCOMPARE(wiped.pixel(lineAt.x() + 10, y), resultShown.pixel(lineAt.x() + 10, y));
        }
        window.wipeAction()->setChecked(false);

        window.lineProfileDock()->show();
        QVERIFY(window.lineTool()->isEnabled());
        ZoomView* view = window.originalPane()->view();
        const auto at = [&](QPointF scene) { return view->mapFromScene(scene); };
        QTest::mousePress(originalView, Qt::LeftButton, {}, at(QPointF(10.5, 20.5)));
        QTest::mouseMove(originalView, at(QPointF(50.5, 20.5)));
        QTest::mouseRelease(originalView, Qt::LeftButton, {}, at(QPointF(100.5, 20.5)));
        const QLineF line = window.lineTool()->line();
        const int y = int(std::floor(line.p1().y()));
        const int x0 = int(std::floor(line.p1().x())), x1 = int(std::floor(line.p2().x()));
        QVERIFY(std::abs(x0 - 10) <= 1 && std::abs(x1 - 100) <= 1 && y == int(std::floor(line.p2().y())));
        const std::vector<double>& original = window.lineProfile()->original();
        const std::vector<double>& result = window.lineProfile()->result();
        QCOMPARE(int(original.size()), int(std::ceil(line.length())) + 1);
        QCOMPARE(result.size(), original.size());
        const Image picture = loadImage(path("picture.pgm"));
        for (std::size_t i = 0; i < original.size(); ++i) {
            const double t = double(i) / (original.size() - 1);
            const int x = int(std::floor(line.p1().x() + t * (line.p2().x() - line.p1().x())));
            QCOMPARE(original[i], double(picture.at(x, y, 0)));
            QCOMPARE(result[i], double(window.session()->result()->at(x, y, 0)));
        }
    }

    // View > Spectrum as Phase: the spectrum pane shows what 'passband spectrum --show phase'
    // writes (tested by hand in tst_cli), computed on the worker; off again, the magnitude as
    // it was. A new image while it is on gets its own phase.
    void phaseInTheSpectrumPane()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        const QImage magnitude = window.spectrumPane()->wholePicture();
        QVERIFY(window.logMagnitudeAction()->isChecked());
        window.phaseAction()->setChecked(true);
        QVERIFY(window.spectrumPane()->title().contains("phase"));
        QVERIFY(!window.logMagnitudeAction()->isChecked()); // one item of a group
        const auto cliPhase = [&](const QString& input) {
            const PassbandRun run = runPassband({"spectrum", input, path("phase.png"), "--show", "phase"});
            return run.exitCode == 0 ? toQImage(loadImage(path("phase.png"))) : QImage();
        };
        const QImage expected = cliPhase(path("picture.pgm"));
        QVERIFY(!expected.isNull());
        QTRY_COMPARE_WITH_TIMEOUT(window.spectrumPane()->wholePicture(), expected, kWaitMs);
        QVERIFY(openAndWait(window, path("other.pgm")));
        QTRY_COMPARE_WITH_TIMEOUT(window.spectrumPane()->wholePicture(), cliPhase(path("other.pgm")), kWaitMs);
        QVERIFY(openAndWait(window, path("picture.pgm")));
        QTRY_COMPARE_WITH_TIMEOUT(window.spectrumPane()->wholePicture(), expected, kWaitMs);
        // From the menu as a person goes back: the group's Log Magnitude item.
        window.logMagnitudeAction()->trigger();
        QVERIFY(!window.phaseAction()->isChecked());
        QCOMPARE(window.spectrumPane()->wholePicture(), magnitude);
        QVERIFY(window.spectrumPane()->title().contains("log magnitude"));
        window.phaseAction()->trigger();
        window.realAction()->trigger(); // phase to real directly
        QVERIFY(window.realAction()->isChecked() && !window.phaseAction()->isChecked());
        QVERIFY(window.spectrumPane()->title().contains("real"));
        window.realAction()->trigger(); // a checked radio item stays checked
        QVERIFY(window.realAction()->isChecked());
        window.realAction()->setChecked(false); // in code: back to the log magnitude
        QVERIFY(window.logMagnitudeAction()->isChecked());
        QCOMPARE(window.spectrumPane()->wholePicture(), magnitude);
    }

    // The Lab dock's modes, each against the command line that computes the same thing (whose
    // results tst_cli checks against float64 references): the result pane (or the exported
    // lab result) equals the command's output, sliders and buttons change it live, bad input
    // gets one line, and Off brings the filter's panes back.
    // In a lab mode what is around the panes follows the lab: the Analysis dock says its views
    // are the filter's instead of showing them, the status bar says what the lab's result cost,
    // and the line profile's second curve is the lab's result; off, the filter's again.
    void labModesTakeTheViewsAroundThePanes()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        window.analysisDock()->show();
        window.lineProfileDock()->show();
        window.lineTool()->setLine(QLineF(QPointF(10.5, 20.5), QPointF(100.5, 20.5)));
        auto* note = window.analysisDock()->findChild<QLabel*>("analysisLabNote");
        QVERIFY(note && !note->isVisible() && window.radialPlot()->isVisible());
        LabUnderTest lab(window);
        lab->panel()->setMode(LabMode::Sampling);
        lab->panel()->factorSpin()->setValue(4);
        QVERIFY(QTest::qWaitFor([&] { return lab->latestRequest() > 0 && lab->shownRequest() == lab->latestRequest(); },
                                kWaitMs));
        QTRY_VERIFY(note->isVisible());
        QVERIFY(!window.radialPlot()->isVisible());
        QVERIFY2(window.statusText().contains("Lab: shown"), qPrintable(window.statusText()));
        QVERIFY2(!window.statusText().contains("inverse FFT"), qPrintable(window.statusText()));
        const Image picture = loadImage(path("picture.pgm"));
        const std::vector<double>& after = window.lineProfile()->result();
        QCOMPARE(after.size(), window.lineProfile()->original().size());
        for (std::size_t i = 0; i < after.size(); ++i) { // a row of 4 x 4 blocks: each the top-left pixel's
            const int x = int(std::floor(10.5 + double(i) / (after.size() - 1) * 90));
            QCOMPARE(after[i], double(picture.at(x - x % 4, 20 - 20 % 4, 0)));
        }
        lab->panel()->setMode(LabMode::Off);
        QTRY_VERIFY(!note->isVisible());
        QVERIFY(waitForCurrentResult(window));
        QTRY_VERIFY(window.statusText().contains("inverse FFT"));
        QCOMPARE(window.lineProfile()->result()[0], double(window.session()->result()->at(10, 20, 0)));
    }

    // Every mode has one row, found by its --lab name; only the two-image modes take B and
    // follow their sliders with previews, and only the hybrid shows a strip (README "Lab").
    void labModeRowsDescribeTheirModes()
    {
        const std::vector<std::pair<LabMode, std::string>> expected{
            {LabMode::Off, "off"},           {LabMode::Mix, "mix"},           {LabMode::Hybrid, "hybrid"},
            {LabMode::Convolution, "convolution"}, {LabMode::Sampling, "sampling"}, {LabMode::Basis, "basis"}};
        QCOMPARE(labModes().size(), expected.size());
        for (const auto& [mode, name] : expected) {
            QCOMPARE(labModeInfo(mode).mode, mode);
            QCOMPARE(std::string(labModeInfo(mode).name), name);
            QCOMPARE(parseLabMode(name), std::optional<LabMode>(mode));
            const bool pair = mode == LabMode::Mix || mode == LabMode::Hybrid;
            QCOMPARE(labModeInfo(mode).takesSecond, pair);
            QCOMPARE(labModeInfo(mode).followsSliders, pair);
            QCOMPARE(labModeInfo(mode).resultIsStrip, mode == LabMode::Hybrid);
        }
        QVERIFY(!parseLabMode("fourier"));
    }

    // B is read on the worker. When it comes it brings the first mode that takes it, as what
    // it was opened for, and the Lab dock to the front; unless the user chose a mode or a view
    // meanwhile, which stays. Filters side by side turn the lab off as a step of their own.
    void secondImageAndTheModeChosenMeanwhile()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        LabModel* model = window.lab()->model();
        QSignalSpy second(window.lab(), &LabSession::secondShown);
        QVERIFY(window.openSecondImage(path("other.pgm")));
        window.showLab(LabMode::Convolution); // before B comes
        QVERIFY(second.wait(kWaitMs));
        QCOMPARE(model->settings().mode, LabMode::Convolution);
        QVERIFY(QFileInfo(window.lab()->secondPath()).fileName() == "other.pgm");
        model->setMode(LabMode::Off);
        window.filterDock()->raise();
        QVERIFY(window.openSecondImage(path("picture.pgm")));
        QVERIFY(second.wait(kWaitMs));
        QCOMPARE(model->settings().mode, LabMode::Mix);
        QTRY_VERIFY(window.labView()->dock()->isVisible() && window.labView()->panel()->isVisible());
        // Side by side: the lab off, one step; undone, the lab's mix again.
        const int steps = window.undoStack()->count();
        window.sideBySide()->setActive(true);
        QVERIFY(!window.lab()->active());
        QCOMPARE(window.undoStack()->count(), steps + 1);
        QCOMPARE(window.undoStack()->undoText(), QString("Lab Off"));
        window.undoStack()->undo();
        QCOMPARE(model->settings().mode, LabMode::Mix);
        QVERIFY(!window.sideBySide()->active());
        QCOMPARE(window.session()->view().kind, PaneView::Kind::Lab);
        model->setMode(LabMode::Off);
    }

    // A colour A with a grey B is paired as grey: the readout says so of A as well as of B.
    void colourAWithGreyBSaysSo()
    {
        Image colour = testPicture(120, 90);
        colour.channels = 3;
        std::vector<std::uint16_t> rgb;
        for (std::size_t i = 0; i < colour.pixelCount(); ++i)
            for (int c = 0; c < 3; ++c)
                rgb.push_back(static_cast<std::uint16_t>((colour.samples[i] + 60 * c) % 256));
        colour.samples = rgb;
        QVERIFY(writeBytes(path("colour.ppm"), writePnm(colour)));
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("colour.ppm")));
        LabUnderTest lab(window);
        LabPanelUnderTest panel = lab->panel();
        panel->setMode(LabMode::Mix);
        QVERIFY(window.openSecondImage(path("other.pgm"))); // grey, 64x48
        QVERIFY(QTest::qWaitFor([&] { return lab->latestRequest() > 0 && lab->shownRequest() == lab->latestRequest() &&
                                             lab->resultImage(); }, kWaitMs));
        QVERIFY2(panel->readout().contains("A: colour taken as its luminance"), qPrintable(panel->readout()));
        QVERIFY2(panel->readout().contains("B: resized from 64x48 to 120x90"), qPrintable(panel->readout()));
        window.lab()->model()->setMode(LabMode::Off);
    }

    void labModesMatchTheCommandLine()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        LabUnderTest lab(window);
        LabPanelUnderTest panel = lab->panel();
        QSignalSpy shown(lab->session(), &LabSession::shown);
        QSignalSpy failed(lab->session(), &LabSession::failed);
        const auto cli = [&](const QStringList& arguments) {
            const QString out = path("lab-cli.png");
            QFile::remove(out);
            const PassbandRun run = runPassband(arguments + QStringList{"--png-compression", "0"});
            if (run.exitCode != 0)
                qWarning("passband failed: %s", qPrintable(run.err));
            return run.exitCode == 0 ? loadImage(out) : Image{};
        };
        // Waits for the lab's answer to its newest request.
        const auto settled = [&] {
            return QTest::qWaitFor([&] { return lab->latestRequest() > 0 && lab->shownRequest() == lab->latestRequest(); }, kWaitMs);
        };
        const auto same = [](const Image& a, const Image& b) {
            return a.width == b.width && a.height == b.height && a.colourChannels() == b.colourChannels() &&
                   toQImage(a) == toQImage(b);
        };
        const QString a = path("picture.pgm"), b = path("other.pgm"), out = path("lab-cli.png");

        // Two-image modes without B: one line, nothing computed.
        panel->setMode(LabMode::Mix);
        QVERIFY(!window.spectrumPane()->isVisible() && !window.filteredPane()->isVisible());
        QVERIFY(lab->middlePane()->isVisible() && lab->resultPane()->isVisible());
        QVERIFY(failed.count() >= 1);
        QVERIFY(failed.last().first().toString().contains("second"));
        QVERIFY(!window.openSecondImage(path("missing.pgm")));

        // Magnitude and phase: A's magnitude with B's phase, by default; B is resized.
        QVERIFY(window.openSecondImage(b));
        QVERIFY(settled());
        QVERIFY2(panel->readout().contains("resized from 64x48 to 120x90"), qPrintable(panel->readout()));
        QVERIFY(same(*lab->resultImage(), cli({"mix", a, b, out})));
        // Both images on screen: B as used over the bottom-right third of A's pane, at A's
        // size (64x48 resized to 120x90), its levels B's (a resize keeps the mean).
        {
            const InsetItem* inset = window.labView()->secondInset();
            QVERIFY(inset->isVisible() && window.originalPane()->isVisible());
            QCOMPARE(inset->area(), QRectF(80, 60, 40, 30));
            const Image bImage = loadImage(b);
            double bMean = 0;
            for (std::uint16_t v : bImage.samples)
                bMean += v;
            bMean /= bImage.samples.size();
            // What the scene draws there (its lower half: the label is at the top), alone.
            const QRectF area = inset->area();
            QImage rendered(400, 150, QImage::Format_RGB32);
            rendered.fill(Qt::black);
            {
                QPainter painter(&rendered);
                window.originalPane()->scene()->render(&painter, QRectF(0, 0, 400, 150),
                                                       QRectF(area.left() + 1, area.center().y(), area.width() - 2, area.height() / 2 - 1));
            }
            double shownMean = 0;
            const QImage grey = rendered.convertToFormat(QImage::Format_Grayscale8);
            for (int y = 0; y < grey.height(); ++y)
                for (int x = 0; x < grey.width(); ++x)
                    shownMean += grey.constScanLine(y)[x];
            shownMean /= grey.width() * grey.height();
            // The lower half of B's own samples, for comparison.
            double lowerMean = 0;
            for (int y = bImage.height / 2; y < bImage.height; ++y)
                for (int x = 0; x < bImage.width; ++x)
                    lowerMean += bImage.at(x, y, 0);
            lowerMean /= bImage.width * (bImage.height - bImage.height / 2);
            bMean = lowerMean;
            QVERIFY2(std::abs(shownMean - bMean) < 6, qPrintable(QString("inset mean %1, B's %2").arg(shownMean).arg(bMean)));
        }
        // The dock's B is B as used too, and says so; all of B again in a mode without it.
        const auto* secondName = window.labView()->dock()->findChild<QLabel*>("secondName");
        const auto* secondThumbnail = window.labView()->dock()->findChild<QLabel*>("secondThumbnail");
        QVERIFY(secondName && secondThumbnail);
        QVERIFY2(secondName->text().contains("as this mode uses it"), qPrintable(secondName->text()));
        {
            const QImage thumb = secondThumbnail->pixmap().toImage();
            QVERIFY(std::abs(thumb.width() * 90 - thumb.height() * 120) <= 120); // A's proportions
        }
        panel->setMode(LabMode::Convolution); // a mode with one image: no B over A
        QVERIFY(!window.labView()->secondInset()->isVisible());
        QTRY_VERIFY2(!secondName->text().contains("as this mode uses it"), qPrintable(secondName->text()));
        panel->setMode(LabMode::Mix);
        QVERIFY(settled());
        QVERIFY(window.labView()->secondInset()->isVisible());
        QCOMPARE(lab->resultPane()->wholePicture(), toQImage(*lab->resultImage()));
        panel->magnitudeSlider()->setValue(30);
        QVERIFY(settled());
        QVERIFY(same(*lab->resultImage(), cli({"mix", a, b, out, "--magnitude-from", "0.3"})));
        // Swap: from anything else to |A| with B's phase, and from that to |B| with A's.
        panel->swapButton()->click();
        QVERIFY(settled());
        QVERIFY(same(*lab->resultImage(), cli({"mix", a, b, out})));
        panel->swapButton()->click();
        QVERIFY(settled());
        QVERIFY(same(*lab->resultImage(), cli({"mix", a, b, out, "--magnitude-from", "b", "--phase-from", "a"})));
        panel->unitMagnitudeCheck()->setChecked(true);
        QVERIFY(settled());
        QVERIFY(same(*lab->resultImage(), cli({"mix", a, b, out, "--magnitude-from", "one", "--phase-from", "a"})));
        QVERIFY(lab->middlePane()->title().contains("Spectrum of the result"));
        // |F| = 1 everywhere: one grey, not black, and the title says why.
        QVERIFY2(lab->middlePane()->title().contains("|F| = 1 everywhere, so one grey"), qPrintable(lab->middlePane()->title()));
        {
            const QImage middle = lab->middlePane()->wholePicture().convertToFormat(QImage::Format_Grayscale8);
            for (int y = 0; y < middle.height(); ++y)
                for (int x = 0; x < middle.width(); ++x)
                    QCOMPARE(int(middle.constScanLine(y)[x]), 128);
        }
        // Export writes the lab's result as shown.
        QVERIFY(window.exportFilteredTo(path("lab-export.png")));
        QVERIFY(same(loadImage(path("lab-export.png")), *lab->resultImage()));

        // Hybrid: the result as the command writes it, the pane its strip.
        panel->setMode(LabMode::Hybrid);
        panel->hybridLowSpin()->setValue(3);
        panel->hybridHighSpin()->setValue(5);
        QVERIFY(settled());
        QVERIFY(same(*lab->resultImage(), cli({"hybrid", a, b, out, "--lowpass", "3", "--highpass", "5", "--strip",
                                                 path("strip.png")})));
        QCOMPARE(lab->resultPane()->wholePicture().convertToFormat(QImage::Format_RGB32),
                 toQImage(loadImage(path("strip.png"))).convertToFormat(QImage::Format_RGB32));

        // The convolution theorem: frequency domain as the command, the difference from the
        // definition small with zero padding and large (the wraparound) without.
        panel->setMode(LabMode::Convolution);
        panel->kernelBox()->setCurrentIndex(panel->kernelBox()->findData("box:5"));
        QVERIFY(settled());
        QVERIFY(same(*lab->resultImage(), cli({"convolve", a, out, "--kernel", "box:5"})));
        const auto largestDifference = [&] {
            const QString text = panel->readout();
            const QString number = text.section(": ", 1).section(' ', 0, 0);
            return number.toDouble();
        };
        const double circular = largestDifference();
        panel->paddingBox()->setCurrentIndex(1);
        QVERIFY(settled());
        QVERIFY(same(*lab->resultImage(), cli({"convolve", a, out, "--kernel", "box:5", "--padding", "zero"})));
        const double zero = largestDifference();
        QVERIFY2(zero < 1e-2 && circular > 1, qPrintable(QString("zero %1, circular %2").arg(zero).arg(circular)));
        panel->kernelBox()->setCurrentIndex(panel->kernelBox()->findData("sobel-x"));
        QVERIFY(settled());
        QVERIFY(same(*lab->resultImage(), cli({"convolve", a, out, "--kernel", "sobel-x", "--padding", "zero"})));
        QVERIFY(lab->middlePane()->title().contains("sobel-x"));
        // A custom kernel typed into the table; a cell that is not a number, and all zeros,
        // are one line each.
        QFile kernelFile(path("kernel.txt"));
        QVERIFY(kernelFile.open(QIODevice::WriteOnly));
        kernelFile.write("0 0 0\n0 1 2\n0 0 0\n");
        kernelFile.close();
        panel->kernelSizeSpin()->setValue(3);
        QTableWidget* table = panel->kernelTable();
        for (int y = 0; y < 3; ++y)
            for (int x = 0; x < 3; ++x)
                table->item(y, x)->setText(y == 1 && x == 1 ? "1" : y == 1 && x == 2 ? "2" : "0");
        QVERIFY(settled());
        QVERIFY(same(*lab->resultImage(), cli({"convolve", a, out, "--kernel", path("kernel.txt"), "--padding", "zero"})));
        table->item(0, 0)->setText("x");
        QVERIFY(failed.last().first().toString().contains("row 1, column 1 is not a number"));
        table->item(0, 0)->setText("0");
        table->item(1, 1)->setText("0");
        table->item(1, 2)->setText("0");
        QVERIFY(failed.last().first().toString().contains("all zeros"));

        // Sampling: each pixel the top-left one of its factor x factor block, by hand.
        panel->setMode(LabMode::Sampling);
        panel->factorSpin()->setValue(4);
        QVERIFY(settled());
        const Image picture = loadImage(a);
        const Image& sampled = *lab->resultImage();
        QCOMPARE(sampled.width, picture.width);
        for (int y = 0; y < picture.height; ++y)
            for (int x = 0; x < picture.width; ++x)
                QCOMPARE(sampled.at(x, y, 0), picture.at(x - x % 4, y - y % 4, 0));
        QVERIFY(lab->middlePane()->title().contains("replicas every 30 x 22.5 bins"));
        // With the ideal low-pass at the new Nyquist first: the samples of `subsample --antialias`.
        panel->antialiasBox()->setCurrentIndex(panel->antialiasBox()->findData(int(AntiAliasing::Nyquist)));
        QVERIFY(settled());
        const Image antialiased = cli({"subsample", a, out, "--factor", "4", "--antialias"});
        QCOMPARE(antialiased.width, picture.width / 4);
        const Image& smooth = *lab->resultImage();
        for (int y = 0; y < antialiased.height * 4; ++y)
            for (int x = 0; x < antialiased.width * 4; ++x)
                QCOMPARE(smooth.at(x, y, 0), antialiased.at(x / 4, y / 4, 0));
        QVERIFY(lab->resultPane()->title().contains("new Nyquist frequency first"));
        // Exported, the samples themselves, as `passband subsample` writes them.
        QVERIFY(window.shownExports()->exportResultTo(path("sampled.pgm")));
        const Image exported = loadImage(path("sampled.pgm"));
        QCOMPARE(exported.width, antialiased.width);
        QCOMPARE(exported.height, antialiased.height);
        QVERIFY(exported.samples == antialiased.samples);
        // With the filter on show first: the samples of its exact result, which is the command's.
        // The lab reads the session's result when it asks (it keeps none of its own, issue #47).
        panel->antialiasBox()->setCurrentIndex(panel->antialiasBox()->findData(int(AntiAliasing::CurrentFilter)));
        QVERIFY(settled());
        const Image filtered = cli(QStringList{"filter", a, out} + cliArguments(window.filterModel()->settings()));
        QCOMPARE(filtered.width, picture.width);
        const Image& filteredSamples = *lab->resultImage();
        QCOMPARE(filteredSamples.width, picture.width);
        for (int y = 0; y < picture.height; ++y)
            for (int x = 0; x < picture.width; ++x)
                QCOMPARE(filteredSamples.at(x, y, 0), filtered.at(x - x % 4, y - y % 4, 0));
        // Showing what the filter removed, there is no filtered image to sample, and it says why.
        window.session()->setShowRemoved(true);
        QTRY_VERIFY2_WITH_TIMEOUT(panel->readout().contains("Show What the Filter Removed"), qPrintable(panel->readout()), kWaitMs);
        window.session()->setShowRemoved(false);
        QVERIFY(settled());
        QVERIFY(lab->resultImage()->samples == filteredSamples.samples);
        panel->antialiasBox()->setCurrentIndex(0);

        // Basis images: a click on bin (3, 2) of the middle pane, and the N strongest.
        panel->setMode(LabMode::Basis);
        QVERIFY(settled());
        QWidget* viewport = lab->middlePane()->view()->viewport();
        const QPoint click = lab->middlePane()->view()->mapFromScene(QPointF(60 + 3 + 0.5, 45 + 2 + 0.5));
        QTest::mouseClick(viewport, Qt::LeftButton, {}, click);
        QVERIFY(settled());
        QVERIFY2(panel->readout().startsWith("Bin (3, 2)"), qPrintable(panel->readout()));
        QVERIFY(same(*lab->resultImage(), cli({"basis", a, out, "--bin", "3,2"})));
        panel->keepSpin()->setValue(50);
        QVERIFY(panel->keepRadio()->isChecked());
        QVERIFY(settled());
        QVERIFY(same(*lab->resultImage(), cli({"strongest", a, out, "--keep", "50"})));

        // Off: the filter's panes, as they were.
        panel->setMode(LabMode::Off);
        QVERIFY(window.spectrumPane()->isVisible() && window.filteredPane()->isVisible());
        QVERIFY(!lab->middlePane()->isVisible() && !lab->resultPane()->isVisible());
        compareWithCli(window, a);
    }

    // The lab never shows or exports a result of before (README "Lab"): a new image, another
    // mode, a failure each leave nothing of the last result until the new one is in, the pane
    // titles follow the mode on show, and float data comes out in its own range, not black.
    void labNeverShowsAStaleResult()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        LabUnderTest lab(window);
        LabPanelUnderTest panel = lab->panel();
        const auto settled = [&] {
            return QTest::qWaitFor([&] { return lab->latestRequest() > 0 && lab->shownRequest() == lab->latestRequest(); }, kWaitMs);
        };
        panel->setMode(LabMode::Convolution);
        QVERIFY(settled());
        QCOMPARE(lab->resultImage()->width, 120);
        const QString convolutionTitle = lab->resultPane()->title();
        // Another image: the 120x90 result is gone at once, the 64x48 one follows.
        QSignalSpy shown(window.session(), &Session::imageShown);
        window.openFile(path("other.pgm"));
        QVERIFY(shown.wait(kWaitMs));
        QVERIFY(!lab->resultImage() || lab->resultImage()->width == 64);
        if (!lab->resultImage()) {
            QVERIFY(lab->resultPane()->showsPlaceholder());
            QVERIFY(!window.exportFilteredTo(path("stale.png")));
            QVERIFY(!QFile::exists(path("stale.png")));
        }
        QVERIFY(settled());
        QCOMPARE(lab->resultImage()->width, 64);
        // Another mode, without its second image: nothing of the convolution, titles of the mode.
        panel->setMode(LabMode::Mix);
        QVERIFY(!lab->resultImage());
        QVERIFY(lab->resultPane()->showsPlaceholder());
        QVERIFY2(lab->resultPane()->title() != convolutionTitle && lab->resultPane()->title().contains(panel->modeBox()->currentText()),
                 qPrintable(lab->resultPane()->title()));
        QVERIFY(!lab->middlePane()->title().contains("kernel"));
        // A failure: an image smaller than the sampling factor.
        Image tiny = testPicture(8, 8);
        QVERIFY(writeBytes(path("tiny.pgm"), writePnm(tiny)));
        QVERIFY(openAndWait(window, path("tiny.pgm")));
        QSignalSpy failed(lab->session(), &LabSession::failed);
        panel->setMode(LabMode::Sampling);
        panel->factorSpin()->setValue(16);
        QVERIFY(failed.wait(kWaitMs) || failed.count() > 0);
        QVERIFY(!lab->resultImage());
        QVERIFY(lab->resultPane()->showsPlaceholder());
        QSignalSpy errors(&window, &MainWindow::errorShown);
        QVERIFY(!window.exportFilteredTo(path("stale.png")));
        QCOMPARE(errors.count(), 1);
        // Float data 0..1: the result in that range, with the input's mean, not black.
        Image flt = toFloat(testPicture(96, 72));
        for (float& v : flt.values)
            v /= 255.0f;
        flt.low = 0;
        flt.high = 1;
        QVERIFY(writeBytes(path("float.pfm"), writePfm(flt)));
        QVERIFY(openAndWait(window, path("float.pfm")));
        panel->factorSpin()->setValue(2);
        for (const LabMode mode : {LabMode::Convolution, LabMode::Sampling}) {
            panel->setMode(mode);
            QVERIFY(settled());
            const std::shared_ptr<const Image> result = lab->resultImage();
            QVERIFY(result && result->isFloat());
            double sum = 0, input = 0;
            for (const float v : result->values)
                sum += v;
            for (const float v : flt.values)
                input += v;
            QVERIFY2(std::abs(sum / result->values.size() - input / flt.values.size()) < 0.02,
                     qPrintable(QString("mean %1 against %2").arg(sum / result->values.size()).arg(input / flt.values.size())));
        }
        panel->setMode(LabMode::Off);
    }

    // The lab's pane titles always describe the mode on show: after the convolution's "Their
    // difference", Magnitude and phase without B titles both panes after itself while it waits
    // for B (as does the hybrid), and back in the convolution its titles say it is computing,
    // as the Filtered pane's do, until its own return.
    void labPaneTitlesFollowTheMode()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        LabUnderTest lab(window);
        LabPanelUnderTest panel = lab->panel();
        const auto settled = [&] {
            return QTest::qWaitFor([&] { return lab->latestRequest() > 0 && lab->shownRequest() == lab->latestRequest(); }, kWaitMs);
        };
        panel->setMode(LabMode::Convolution);
        auto* view = panel->widget()->findChild<QComboBox*>("labConvolutionView");
        QVERIFY(view);
        QCOMPARE(view->itemText(2), QString("Their difference"));
        view->setCurrentIndex(2);
        QVERIFY(settled());
        const QString middle = lab->middlePane()->title(), result = lab->resultPane()->title();
        QVERIFY2(result.startsWith("Convolution: |frequency domain (circular) - definition|, white = "), qPrintable(result));
        QVERIFY2(middle.startsWith("Spectrum of the kernel "), qPrintable(middle));

        panel->setMode(LabMode::Mix);
        QVERIFY(!lab->resultImage());
        QVERIFY(lab->resultPane()->showsPlaceholder());
        QCOMPARE(lab->middlePane()->title(), QString("Magnitude and phase of two images: spectrum"));
        QCOMPARE(lab->resultPane()->title(), QString("Magnitude and phase of two images"));
        panel->setMode(LabMode::Hybrid);
        QCOMPARE(lab->middlePane()->title(), QString("Hybrid image of two images: spectrum"));
        QCOMPARE(lab->resultPane()->title(), QString("Hybrid image of two images"));
        panel->setMode(LabMode::Off);
        panel->setMode(LabMode::Mix);
        QCOMPARE(lab->middlePane()->title(), QString("Magnitude and phase of two images: spectrum"));
        QCOMPARE(lab->resultPane()->title(), QString("Magnitude and phase of two images"));

        panel->setMode(LabMode::Convolution); // the difference still chosen, being computed
        QCOMPARE(lab->middlePane()->title(), QString("Convolution theorem and padding: spectrum (computing...)"));
        QCOMPARE(lab->resultPane()->title(), QString("Convolution theorem and padding (computing...)"));
        QVERIFY(settled());
        QCOMPARE(lab->middlePane()->title(), middle);
        QCOMPARE(lab->resultPane()->title(), result);
        panel->setMode(LabMode::Off);
    }

    // File > Export Figure: the three panes side by side at a common height (the tallest image,
    // at least 240), titled, the filter drawn on the spectrum, a caption of the settings; as
    // PNG and as PDF; another suffix is one line.
    void exportFigure()
    {
        MainWindow window;
        QVERIFY(showHighpassOfPicture(window, 20));
        QVERIFY(window.exportFigureTo(path("figure.png")));
        const QImage figure(path("figure.png"));
        // 120x90 panes at 240 high are 320 wide: 16 + 3 x (320 + 16) across; 16 + the titles
        // + 240 + 16 down to the caption, whose lines are 26 high (large enough for a slide),
        // and 16 below it. The titles (bold, 20 px) are wrapped at the pane's width, never cut:
        // their row is 34 high or as the longest needs.
        QCOMPARE(figure.width(), 1024);
        QFont titleFont("DejaVu Sans");
        titleFont.setPixelSize(20);
        titleFont.setBold(true);
        int titleRow = 34;
        bool wrapped = false;
        for (const ImagePane* pane : {window.originalPane(), window.spectrumPane(), window.filteredPane()}) {
            const QFontMetrics metrics(titleFont);
            titleRow = std::max(titleRow, metrics.boundingRect(QRect(0, 0, 320, 100000), Qt::AlignHCenter | Qt::TextWordWrap,
                                                               pane->title()).height() + 8);
            wrapped = wrapped || metrics.horizontalAdvance(pane->title()) > 320;
        }
        QVERIFY(wrapped); // the spectrum's title is longer than its pane: on two lines, whole
        QVERIFY(titleRow > 34);
        const int top = 16 + titleRow, captionTop = top + 240 + 16;
        QVERIFY(figure.height() >= captionTop + 26 + 16 && (figure.height() - captionTop - 16) % 26 == 0);
        const auto region = [&](int left, int top, int width, int height) { return figure.copy(left, top, width, height); };
        const auto mean = [](const QImage& image) {
            double total = 0;
            const QImage grey = image.convertToFormat(QImage::Format_Grayscale8);
            for (int y = 0; y < grey.height(); ++y)
                for (int x = 0; x < grey.width(); ++x)
                    total += grey.pixelColor(x, y).value();
            return total / (grey.width() * grey.height());
        };
        // The Original pane's image, scaled: the same mean level.
        const QImage original = window.originalPane()->wholePicture();
        QVERIFY(std::abs(mean(region(16, top, 320, 240)) - mean(original)) < 2);
        // The high-pass circle, in its colour, on the spectrum.
        const QImage spectrum = region(352, top, 320, 240);
        int blue = 0;
        for (int y = 0; y < spectrum.height(); ++y)
            for (int x = 0; x < spectrum.width(); ++x) {
                const QColor c = spectrum.pixelColor(x, y);
                blue += c.blue() > 200 && c.red() < 90 && c.green() > 100 && c.green() < 190;
            }
        QVERIFY2(blue > 100, qPrintable(QString("%1 pixels of the high-pass circle's colour").arg(blue)));
        // Titles above each pane, the caption below.
        for (const int left : {16, 352, 688})
            QVERIFY(mean(region(left, 16, 320, titleRow)) < 250);
        QVERIFY(mean(region(352, 16 + titleRow / 2, 320, titleRow / 2)) < 252); // the spectrum title's second line
        QVERIFY(mean(region(16, captionTop, 992, 26)) < 252);
        QVERIFY2(window.figureCaption().contains("picture.pgm (120x90 grey, 8-bit)") &&
                     window.figureCaption().contains(QString::fromStdString(window.session()->resultSettings().describe())),
                 qPrintable(window.figureCaption()));
        QVERIFY(window.exportFigureTo(path("figure.pdf")));
        QFile pdf(path("figure.pdf"));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        // One page of the PNG's size in points.
        const QRegularExpressionMatch box =
            QRegularExpression(R"(/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\])").match(QString::fromLatin1(bytes));
        QVERIFY(box.hasMatch());
        QCOMPARE(box.captured(1).toDouble(), 1024.0);
        QCOMPARE(box.captured(2).toDouble(), double(figure.height()));
        // The three panes' images, each the image's own 120x90 pixels (enlarged on the page,
        // pixels kept as blocks), drawn under what the panes draw over them.
        QCOMPARE(QString::fromLatin1(bytes).count(QRegularExpression(R"(/Subtype /Image\s*/Width 120\s*/Height 90\b)")), 3);
        QSignalSpy errors(&window, &MainWindow::errorShown);
        QVERIFY(!window.exportFigureTo(path("figure.gif")));
        QCOMPARE(errors.count(), 1);
        QVERIFY(errors.first().first().toString().contains(".png or .pdf"));
        QVERIFY(!QFile::exists(path("figure.gif")));
    }

    // A figure leaves out what only the window shows: with the line profile's red line drawn
    // across the Original and Filtered panes (it is: their scenes render it) and the wipe on,
    // the figure is the one exported with both off, without a red pixel; afterwards the
    // window shows both again.
    void figureLeavesToolOverlaysOut()
    {
        MainWindow window;
        QVERIFY(showHighpassOfPicture(window, 20));
        QVERIFY(window.exportFigureTo(path("figure-plain.png")));
        const auto reds = [](const QImage& image) {
            int count = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    count += c.red() > 150 && c.red() > c.green() + 60 && c.red() > c.blue() + 60;
                }
            return count;
        };
        const auto rendered = [](ImagePane* pane) {
            QImage image(pane->sceneSize() * 2, QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            pane->scene()->render(&painter, QRectF(QPointF(0, 0), QSizeF(image.size())),
                                  QRectF(QPointF(0, 0), QSizeF(pane->sceneSize())));
            return image;
        };
        const QImage plain(path("figure-plain.png"));
        QCOMPARE(reds(plain), 0);
        QVERIFY(reds(rendered(window.originalPane())) == 0 && reds(rendered(window.filteredPane())) == 0);

        window.lineProfileDock()->show();
        QVERIFY(window.lineTool()->isEnabled());
        window.lineTool()->setLine(QLineF(QPointF(5.5, 45.5), QPointF(115.5, 30.5)));
        window.wipeAction()->setChecked(true);
        window.comparison()->setSplit(0.5);
        QVERIFY2(reds(rendered(window.originalPane())) > 100 && reds(rendered(window.filteredPane())) > 100,
                 "the line is drawn in both panes");
        QVERIFY(window.exportFigureTo(path("figure-tools.png")));
        const QImage withTools(path("figure-tools.png"));
        QCOMPARE(reds(withTools), 0);
        QCOMPARE(withTools, plain);
        // The window's own view is as it was.
        QVERIFY(window.lineTool()->isEnabled() && window.wipeAction()->isChecked());
        QVERIFY(reds(rendered(window.originalPane())) > 100 && reds(rendered(window.filteredPane())) > 100);
        QCOMPARE(window.comparison()->mode(), ComparisonItem::Mode::Wipe);
    }

    // A figure's type reads on a slide whatever its size: fitted to a 16:9 slide, a caption of
    // one line is at least as large as the reference figure's (three 120x90 panes at 240 high,
    // 1024 wide), and as large for a wide figure (three 4:3 panes at the most, 1200 high); a
    // portrait, a panorama and a single pane included. Measured as the caption's ink, the same
    // text, in each PNG.
    void figureImagesAreAveragedWhereTheFigureIsPainted()
    {
        // A figure is made in two steps (issue #47): recorded where the panes' scenes live,
        // which takes no pixel from the panes' images, then painted where it is written, a
        // worker thread for a large one, which averages each pane's image from its source once.
        // The figure is the same whichever thread paints it, and its panel is the image
        // area-averaged (2400x1600 to 1800x1200, each pixel the mean of 4/3 x 4/3 of them).
        struct CountingPicture : QImagePicture {
            using QImagePicture::QImagePicture;
            mutable std::atomic<int> reads{0};
            QImage region(const QRect& area) const override { ++reads; return QImagePicture::region(area); }
            QImage averaged(QSize screen) const override { ++reads; return QImagePicture::averaged(screen); }
        };
        QImage image(2400, 1600, QImage::Format_Grayscale8);
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                image.scanLine(y)[x] = static_cast<uchar>((x * 7 + y * 13 + (x / 5) * (y / 3)) % 256);
        const auto source = std::make_shared<CountingPicture>(image);
        ImagePane pane("Original");
        pane.setSource(source);
        QThreadPool::globalInstance()->waitForDone(); // a screen picture the pane may have asked for
        QCOMPARE(pane.sceneSize(), image.size());
        const std::vector<FigurePane> panes{
            {"Original", pane.scene(), QRectF(QPointF(0, 0), QSizeF(pane.sceneSize())), source}};
        const int before = source->reads;
        const FigurePicture figure = recordFigure(panes, "Caption");
        QCOMPARE(source->reads.load(), before);
        QImage painted;
        std::thread([&] { painted = paintFigure(figure); }).join();
        QCOMPARE(source->reads.load(), before + 1);
        QVERIFY(!painted.isNull());
        QCOMPARE(painted, paintFigure(figure));
        const FigureLayout layout = layoutFigure(panes, 1);
        const QRect panel = layout.panes[0].toRect();
        QCOMPARE(panel.size(), QSize(1800, 1200));
        std::vector<double> levels(std::size_t(image.width()) * image.height());
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                levels[std::size_t(y) * image.width() + x] = image.constScanLine(y)[x];
        const std::vector<double> expected = reference::areaAverage(levels, 2400, 1600, 1800, 1200);
        double worst = 0;
        for (int y = 0; y < 1200; ++y)
            for (int x = 0; x < 1800; ++x)
                worst = std::max(worst, std::abs(qGray(painted.pixel(panel.left() + x, panel.top() + y)) -
                                                 expected[std::size_t(y) * 1800 + x]));
        QVERIFY2(worst <= 1, qPrintable(QString("%1 levels from the area average").arg(worst)));
    }

    void figureTypeReadsOnASlide()
    {
        QString caption = "Figure: high-pass 20 (Passband)"; // one line in every figure here
        const auto write = [&](const QString& name, const std::vector<QSize>& sizes) {
            std::vector<std::unique_ptr<QGraphicsScene>> scenes;
            std::vector<FigurePane> panes;
            for (const QSize& size : sizes) {
                scenes.push_back(std::make_unique<QGraphicsScene>());
                QImage image(size, QImage::Format_RGB32);
                image.fill(QColor(200, 200, 200)); // no ink: only the titles and caption are dark
                scenes.back()->addPixmap(QPixmap::fromImage(image));
                panes.push_back({"Original", scenes.back().get(), QRectF(QPointF(0, 0), QSizeF(size))});
            }
            QString error;
            const bool written = writeFigure(panes, caption, path(name), &error);
            return written ? QImage(path(name)) : QImage();
        };
        // The caption's ink: the lowest block of rows with dark pixels, its width; and what it
        // measures on a 1920x1080 slide the figure is fitted to.
        const auto onSlide = [](const QImage& figure) {
            const QImage grey = figure.convertToFormat(QImage::Format_Grayscale8);
            const auto inkIn = [&](int y) {
                int left = grey.width(), right = -1;
                const uchar* row = grey.constScanLine(y);
                for (int x = 0; x < grey.width(); ++x)
                    if (row[x] < 100) {
                        left = std::min(left, x);
                        right = x;
                    }
                return std::pair(left, right);
            };
            int y = grey.height() - 1;
            while (y >= 0 && inkIn(y).second < 0)
                --y;
            int left = grey.width(), right = -1;
            for (; y >= 0 && inkIn(y).second >= 0; --y) {
                left = std::min(left, inkIn(y).first);
                right = std::max(right, inkIn(y).second);
            }
            const double fit = std::min(1920.0 / figure.width(), 1080.0 / figure.height());
            return (right - left + 1) * fit;
        };
        const QImage reference = write("reference.png", {QSize(120, 90), QSize(120, 90), QSize(120, 90)});
        QCOMPARE(reference.width(), 1024);
        const double expected = onSlide(reference);
        QVERIFY(expected > 400);
        const QImage photos = write("photos.png", {QSize(4000, 3000), QSize(4000, 3000), QSize(4000, 3000)});
        QVERIFY(!photos.isNull() && photos.width() > 4 * 1024);
        QVERIFY2(std::abs(onSlide(photos) / expected - 1) < 0.03,
                 qPrintable(QString("caption %1 px wide on the slide, the reference's %2").arg(onSlide(photos)).arg(expected)));
        for (const auto& [name, sizes] :
             {std::pair{QString("portrait.png"), std::vector<QSize>{QSize(3000, 4000)}},
              std::pair{QString("panorama.png"), std::vector<QSize>{QSize(4000, 500), QSize(4000, 500)}},
              std::pair{QString("one.png"), std::vector<QSize>{QSize(1600, 1200)}}}) {
            const QImage figure = write(name, sizes);
            QVERIFY(!figure.isNull());
            QVERIFY2(onSlide(figure) >= 0.97 * expected,
                     qPrintable(QString("%1: caption %2 px wide on the slide, the reference's %3")
                                    .arg(name).arg(onSlide(figure)).arg(expected)));
        }
        // A caption of many lines in large type: the figure holds them all, its bottom margin
        // blank.
        caption = QString("picture.pgm (4000x3000 colour, 8-bit), spectrum, result. Filtered: high-pass 20, "
                          "low-pass 300, Butterworth order 2, magnitude (auto), edges mirror. Passband 1.0.")
                      .repeated(2);
        const QImage tall = write("tall.png", {QSize(3000, 4000)}).convertToFormat(QImage::Format_Grayscale8);
        QVERIFY(!tall.isNull());
        for (int y = tall.height() - FigureLayout::kMargin; y < tall.height(); ++y)
            for (int x = 0; x < tall.width(); ++x)
                QVERIFY2(tall.constScanLine(y)[x] > 200, qPrintable(QString("ink at (%1, %2)").arg(x).arg(y)));
    }

    // View > Filters Side by Side: ideal, Butterworth of order 2 and Gaussian panes of the
    // filter on show, each the command line's result for its settings and titled with them;
    // the slider moves them all; a fourth pane with its own order and doubled radius; a figure
    // of the panes; the lab and the side-by-side view take the panes one at a time.
    void filtersSideBySide()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString input = path("picture.pgm");
        QVERIFY(openAndWait(window, input));
        FilterSettings s;
        s.highpass = 8;
        s.lowpass.reset();
        window.filterModel()->edit(s);
        SideBySide* sides = window.sideBySide();
        window.analysisDock()->show();
        QTRY_VERIFY(window.radialPlot()->isVisible());
        sides->toggleAction()->trigger();
        QVERIFY(sides->active());
        {
            // The Analysis dock shows no filter the panes lack: a note says whose it is.
            auto* note = window.analysisDock()->findChild<QLabel*>("analysisLabNote");
            QTRY_VERIFY(note && note->isVisible() && !window.radialPlot()->isVisible());
            QVERIFY2(note->text().contains("side by side"), qPrintable(note->text()));
        }
        // The results stand in for the spectrum and the filtered panes; the original stays left
        // of them, a pane's width like each of theirs.
        for (ImagePane* pane : {window.spectrumPane(), window.filteredPane()})
            QVERIFY(!pane->isVisible());
        QVERIFY(sides->showsOriginal());
        QTRY_VERIFY(window.originalPane()->isVisible());
        QTRY_VERIFY(std::abs(window.originalPane()->width() - sides->shownPanes()[0]->width()) <=
                    sides->shownPanes()[0]->width() / 20);
        QVERIFY(window.originalPane()->x() < window.sideBySide()->view()->x());
        const auto expect = [&](double highpass, std::vector<std::tuple<FilterShape, int, double>> shapes,
                                QStringList titles) {
            QTRY_VERIFY_WITH_TIMEOUT(sides->showsExactResults(), kWaitMs);
            QCOMPARE(sides->outcomes().size(), shapes.size());
            for (std::size_t i = 0; i < shapes.size(); ++i) {
                FilterSettings e; // as the command line is told it, by hand
                e.highpass = highpass * std::get<2>(shapes[i]);
                e.lowpass.reset();
                e.shape = std::get<0>(shapes[i]);
                e.order = std::get<1>(shapes[i]);
                const Image expected = cliResult(input, e);
                const FilterOutcome& got = sides->outcomes()[i];
                QVERIFY(got.result);
                QCOMPARE(got.result->samples, expected.samples);
                ImagePane* pane = sides->shownPanes()[i];
                QVERIFY(pane->isVisible());
                QVERIFY2(pane->title().startsWith(titles[int(i)]), qPrintable(pane->title()));
            }
        };
        using T = std::tuple<FilterShape, int, double>;
        expect(8, {T{FilterShape::Ideal, 2, 1}, T{FilterShape::Butterworth, 2, 1}, T{FilterShape::Gaussian, 2, 1}},
               {"High-pass 8, ideal", "High-pass 8, butterworth order 2", "High-pass 8, gaussian"});
        // The slider moves them all; the window's own Filtered pane, hidden, is not filtered
        // meanwhile (Export Filtered says why it exports nothing), and when the view goes its
        // result is the latest settings' again.
        const quint64 requestsBefore = window.session()->latestFilterRequest();
        QSlider* slider = window.controls()->highpassSlider();
        slider->setValue(slider->value() + 40);
        const double moved = *window.filterModel()->settings().highpass;
        QVERIFY(moved > 8);
        expect(moved, {T{FilterShape::Ideal, 2, 1}, T{FilterShape::Butterworth, 2, 1}, T{FilterShape::Gaussian, 2, 1}},
               {QString("High-pass %1, ideal").arg(moved), QString("High-pass %1, butterworth").arg(moved),
                QString("High-pass %1, gaussian").arg(moved)});
        QCOMPARE(window.session()->latestFilterRequest(), requestsBefore);
        {
            QSignalSpy errors(&window, &MainWindow::errorShown);
            QVERIFY(!window.exportFilteredTo(path("held.png")));
            QCOMPARE(errors.count(), 1);
            QVERIFY(!QFile::exists(path("held.png")));
            sides->setActive(false);
            QVERIFY(waitForCurrentResult(window));
            FilterSettings e; // by hand, as above
            e.highpass = moved;
            e.lowpass.reset();
            QCOMPARE(window.session()->result()->samples, cliResult(input, e).samples);
            sides->setActive(true);
        }
        // A fourth pane: Butterworth of order 8 at twice the radius, set in its own controls.
        s.highpass = 8;
        window.filterModel()->edit(s);
        sides->countSpin()->setValue(4);
        VariantControls* fourth = sides->controls(3);
        fourth->shapeBox()->setCurrentIndex(fourth->shapeBox()->findData(int(FilterShape::Butterworth)));
        fourth->orderSpin()->setValue(8);
        fourth->scaleSpin()->setValue(2);
        expect(8,
               {T{FilterShape::Ideal, 2, 1}, T{FilterShape::Butterworth, 2, 1}, T{FilterShape::Gaussian, 2, 1},
                T{FilterShape::Butterworth, 8, 2}},
               {"High-pass 8, ideal", "High-pass 8, butterworth order 2", "High-pass 8, gaussian",
                "High-pass 16, butterworth order 8"});
        // Four results fill the row: the original goes (and its box can not bring it back).
        QTRY_VERIFY(!window.originalPane()->isVisible());
        QVERIFY(!sides->originalCheck()->isEnabled());
        // The four equal, side by side.
        std::vector<int> widths;
        for (ImagePane* pane : sides->shownPanes())
            widths.push_back(pane->width());
        QVERIFY(*std::max_element(widths.begin(), widths.end()) <= *std::min_element(widths.begin(), widths.end()) * 1.05);
        // A figure of the four, captioned with their settings.
        QVERIFY2(window.figureCaption().contains(
                     "Side by side: High-pass 8, ideal; High-pass 8, butterworth order 2; High-pass 8, gaussian; High-pass 16, "
                     "butterworth order 8"),
                 qPrintable(window.figureCaption()));
        sides->setVariant(3, FilterVariant{FilterShape::Butterworth, 8, 1}); // a radius they share: said once
        QTRY_VERIFY_WITH_TIMEOUT(sides->showsExactResults(), kWaitMs);
        QCOMPARE(sides->description(),
                 QString("Side by side, High-pass 8: ideal; butterworth order 2; gaussian; butterworth order 8"));
        sides->setVariant(3, FilterVariant{FilterShape::Butterworth, 8, 2});
        QTRY_VERIFY_WITH_TIMEOUT(sides->showsExactResults(), kWaitMs);
        QVERIFY(window.exportFigureTo(path("side-by-side.png")));
        const QImage figure(path("side-by-side.png"));
        // Four 120x90 panes at least 240 high: each at least 320 wide.
        QVERIFY2(figure.width() >= 4 * 320, qPrintable(QString::number(figure.width())));
        // The lab takes the panes from it, and it from the lab.
        window.showLab(LabMode::Basis);
        QVERIFY(!sides->active());
        QVERIFY(window.labView()->resultPane()->isVisible());
        QVERIFY(!sides->shownPanes()[0]->isVisible());
        sides->toggleAction()->trigger();
        QVERIFY(sides->active());
        QVERIFY(!window.lab()->active());
        QVERIFY(!window.labView()->resultPane()->isVisible());
        // Off: the filter's three panes again.
        sides->toggleAction()->trigger();
        for (ImagePane* pane : {window.originalPane(), window.spectrumPane(), window.filteredPane()})
            QVERIFY(pane->isVisible());
        QVERIFY(!sides->shownPanes()[0]->isVisible());
    }

    // A preset saved with a lab mode on holds it: loaded, it sets the filter and the lab (its
    // panes on show); one without a lab leaves the lab as it is from File > Load Preset, and
    // turns it off when a presentation steps to it (its filter on show).
    void presetsCarryTheLab()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        LabModel* lab = window.lab()->model();
        FilterSettings filter;
        filter.lowpass = 17;
        window.filterModel()->apply(filter, "test");
        LabSettings sampling = lab->settings();
        sampling.mode = LabMode::Sampling;
        sampling.sampling.factor = 3;
        lab->apply(sampling, "test");
        QDir folder(path("lab-talk"));
        QVERIFY(folder.mkpath("."));
        QVERIFY(window.savePresetTo(folder.filePath("1-sampling.json")));
        lab->setMode(LabMode::Off);
        QVERIFY(window.savePresetTo(folder.filePath("2-filter.json")));
        QVERIFY(!readFile(folder.filePath("2-filter.json")).contains("\"lab\""));
        window.filterModel()->apply(FilterSettings{}, "test");
        QVERIFY(window.loadPresetFrom(folder.filePath("1-sampling.json")));
        QCOMPARE(window.filterModel()->settings(), filter);
        QCOMPARE(lab->settings(), sampling);
        QCOMPARE(window.session()->view().kind, PaneView::Kind::Lab);
        QVERIFY(window.loadPresetFrom(folder.filePath("2-filter.json")));
        QVERIFY(lab->settings().active()); // File > Load Preset: the filter only
        Presentation* presentation = window.presentation();
        QVERIFY(presentation->setPresetFolder(folder.path()));
        presentation->setActive(true);
        presentation->step(1);
        QCOMPARE(lab->settings(), sampling);
        presentation->step(1);
        QVERIFY(!lab->settings().active()); // the filter's panes, for the preset's filter
        QCOMPARE(window.session()->view().kind, PaneView::Kind::Filter);
        presentation->setActive(false);
    }

    // Presentation mode: a dark palette, larger fonts and pane titles, thicker outlines; Page
    // Down and Page Up (window shortcuts: they work with a slider focused) step through a
    // folder's presets by name, each one undo step, stopping at the ends; off, all as before.
    void presentationMode()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        const QPalette palette = window.palette();
        const double pointSize = window.font().pointSizeF();
        QDir folder(path("talk"));
        QVERIFY(folder.mkpath("."));
        std::vector<FilterSettings> presets(3);
        for (int i = 0; i < 3; ++i) {
            presets[i].highpass = 5.0 * (i + 1);
            presets[i].lowpass.reset();
            savePreset(presets[i], folder.filePath(QString("%1-step.json").arg(i + 1)));
        }
        Presentation* presentation = window.presentation();
        QVERIFY(presentation->setPresetFolder(folder.path()));
        QVERIFY(!presentation->setPresetFolder(path("nothing-here")));
        QCOMPARE(presentation->presets().size(), 3);
        presentation->toggleAction()->trigger();
        QVERIFY(presentation->active());
        QVERIFY(window.palette().color(QPalette::Window).lightness() < 60);
        QVERIFY(window.palette().color(QPalette::WindowText).lightness() > 200);
        QCOMPARE(window.font().pointSizeF(), pointSize * Presentation::kFontScale);
        QCOMPARE(window.overlay()->penScale(), Presentation::kPenScale);
        QVERIFY(window.spectrumPane()->findChild<QLabel*>()->font().pointSizeF() > pointSize * 1.4);
        // Each radius slider fills in its cutoff's colour, as the circles on the spectrum do
        // (the dark theme's highlight is orange, the low-pass's colour).
        QCOMPARE(window.controls()->highpassControl()->slider()->palette().color(QPalette::Active, QPalette::Highlight), QColor(30, 144, 255));
        QCOMPARE(window.controls()->lowpassControl()->slider()->palette().color(QPalette::Active, QPalette::Highlight), QColor(255, 140, 0));
        // F5 takes the whole screen, and the panes its width: the side panels go. F6 brings
        // them back and hides them again; the docks under the panes are closed while
        // presenting, a caption in large type says what is on show.
        QTRY_VERIFY(window.isFullScreen());
        QTRY_COMPARE(window.geometry(), window.screen()->geometry());
        QTRY_VERIFY(!window.filterDock()->isVisible() && !window.labView()->dock()->isVisible());
        QVERIFY(!window.analysisDock()->isVisible());
        QTRY_VERIFY(window.filteredPane()->width() * 3 > window.width() * 9 / 10); // the width is the panes'
        const QWidget* caption = presentation->caption();
        QVERIFY(caption->isVisible());
        QVERIFY(caption->font().pointSizeF() >= pointSize * Presentation::kCaptionScale);
        const int paneWidth = window.filteredPane()->width();
        QTest::keyClick(&window, Qt::Key_F6);
        QTRY_VERIFY(window.filterDock()->isVisible());
        QTRY_VERIFY(window.filteredPane()->width() < paneWidth);
        QTest::keyClick(&window, Qt::Key_F6);
        QTRY_VERIFY(!window.filterDock()->isVisible() && !window.labView()->dock()->isVisible());
        QTRY_COMPARE(window.filteredPane()->width(), paneWidth);
        // View > Filter Controls shows the panel and hides it again, as ever.
        QAction* controlsAction = window.filterDock()->toggleViewAction();
        QVERIFY(controlsAction->isEnabled());
        controlsAction->trigger();
        QTRY_VERIFY(window.filterDock()->isVisible());
        controlsAction->trigger();
        QTRY_VERIFY(!window.filterDock()->isVisible());
        // F6's choice is kept for the next presentation: shown now, shown next time.
        QTest::keyClick(&window, Qt::Key_F6);
        QTRY_VERIFY(window.filterDock()->isVisible());
        presentation->toggleAction()->trigger();
        QTRY_VERIFY(!window.isFullScreen());
        QTRY_COMPARE(window.size(), QSize(1400, 900)); // the window as it was
        presentation->toggleAction()->trigger();
        QTRY_VERIFY(window.isFullScreen());
        QVERIFY(window.filterDock()->isVisible()); // its slider takes the focus below
        QSlider* slider = window.findChild<QSlider*>();
        QVERIFY(slider);
        slider->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(slider));
        const int undoBefore = window.undoStack()->count();
        QTest::keyClick(slider, Qt::Key_PageDown);
        QTest::keyClick(slider, Qt::Key_PageDown);
        QCOMPARE(presentation->current(), 1);
        QCOMPARE(window.filterModel()->settings().highpass, presets[1].highpass);
        QCOMPARE(presentation->captionText(), QString("2-step: High-pass 10, ideal")); // the preset's name, its filter
        QTest::keyClick(slider, Qt::Key_PageUp);
        QCOMPARE(window.filterModel()->settings().highpass, presets[0].highpass);
        QTest::keyClick(slider, Qt::Key_PageUp); // the first: stays
        QCOMPARE(presentation->current(), 0);
        QCOMPARE(window.undoStack()->count(), undoBefore + 3);
        QVERIFY(waitForCurrentResult(window));
        compareWithCli(window, path("picture.pgm"));
        presentation->toggleAction()->trigger();
        QVERIFY(!presentation->active());
        QTRY_VERIFY(!window.isFullScreen());
        QTRY_VERIFY(window.filterDock()->isVisible()); // the panel as before presenting
        QCOMPARE(window.palette(), palette);
        QCOMPARE(window.font().pointSizeF(), pointSize);
        QCOMPARE(window.overlay()->penScale(), 1.0);
        QTest::keyClick(slider, Qt::Key_PageDown); // off: not a step
        QCOMPARE(presentation->current(), 0);
    }

    // File > Open Video: a video written here (uncompressed AVI, 12 frames of a grating whose
    // phase moves) is filtered frame by frame as it plays: the Original pane shows the frames
    // (within the decoder's colour conversion), at least two reach the screen, the newest
    // frame's result is the command line's for it. A video that is not one, and a camera
    // where there is none, are one line each.
    void liveVideo()
    {
        std::vector<QImage> frames;
        for (int i = 0; i < 12; ++i) {
            QImage frame(64, 48, QImage::Format_RGB888);
            for (int y = 0; y < 48; ++y)
                for (int x = 0; x < 64; ++x) {
                    const int v = int(std::lround(128 + 100 * std::cos(2 * M_PI * (4.0 * x / 64 + i / 12.0))));
                    frame.setPixel(x, y, qRgb(v, v, v));
                }
            frames.push_back(frame);
        }
        QVERIFY(writeBytes(path("moving.avi"), rawAvi(frames, 10)));
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        QSignalSpy errors(&window, &MainWindow::errorShown);
        QVERIFY(window.openVideo(path("moving.avi")));
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->liveFramesShown() >= 2 && !window.session()->live()->running(), kWaitMs);
        QVERIFY2(errors.isEmpty(), errors.isEmpty() ? "" : qPrintable(errors.first().first().toString()));
        QVERIFY(waitForCurrentResult(window));
        // The frame on show is one of the video's, its colours within a few levels.
        const QImage shown = window.originalPane()->wholePicture().convertToFormat(QImage::Format_RGB888);
        QCOMPARE(shown.size(), QSize(64, 48));
        int best = 1 << 30;
        for (const QImage& frame : frames) {
            int worst = 0;
            for (int y = 0; y < 48; ++y)
                for (int x = 0; x < 64; ++x)
                    worst = std::max(worst, std::abs(qGreen(shown.pixel(x, y)) - qGreen(frame.pixel(x, y))));
            best = std::min(best, worst);
        }
        QVERIFY2(best <= 6, qPrintable(QString("the frame shown is %1 levels from the nearest of the video's").arg(best)));
        // Not a video: a text file.
        QVERIFY(writeBytes(path("not-a-video.avi"), QByteArray("hello\n")));
        errors.clear();
        window.openVideo(path("not-a-video.avi"));
        QTRY_VERIFY_WITH_TIMEOUT(!errors.isEmpty(), kWaitMs);
        QVERIFY(!errors.first().first().toString().contains('\n'));
        QVERIFY(!window.openVideo(path("missing.avi")));
        // A camera: where there is none, one line; where there is one, it starts.
        errors.clear();
        if (QMediaDevices::videoInputs().isEmpty()) {
            QVERIFY(!window.startCamera());
            QCOMPARE(errors.count(), 1);
            QVERIFY(errors.first().first().toString().contains("No camera was found"));
        } else {
            QVERIFY(window.startCamera());
            QVERIFY(window.session()->live()->running());
            window.session()->live()->stop();
        }
    }

    // View > Spectrum as Real Part and Imaginary Part: what 'passband spectrum --show real'
    // and '--show imaginary' write (tested by hand in tst_cli).
    void realAndImaginaryInTheSpectrumPane()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        for (QAction* action : {window.realAction(), window.imaginaryAction()}) {
            action->setChecked(true);
            const QString part = action == window.realAction() ? "real" : "imaginary";
            QVERIFY(window.spectrumPane()->title().contains(part));
            const PassbandRun run = runPassband({"spectrum", path("picture.pgm"), path("part.png"), "--show", part});
            QCOMPARE(run.exitCode, 0);
            QTRY_COMPARE_WITH_TIMEOUT(window.spectrumPane()->wholePicture(), toQImage(loadImage(path("part.png"))), kWaitMs);
        }
        window.imaginaryAction()->setChecked(false);
        QVERIFY(window.spectrumPane()->title().contains("log magnitude"));
    }

    // A teacher's flow: a grating from File > New Test Pattern shows its two peaks in the
    // spectrum pane (at the frequency asked for); Image > Add Periodic Noise adds a second
    // pair; a double-click on the noise's peak notches it out, leaving the grating.
    void patternNoiseAndNotch()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.filterModel()->edit(FilterSettings{});
        PatternSpec grating;
        grating.width = 64;
        grating.height = 48;
        grating.u = 5;
        grating.v = 3;
        QSignalSpy shown(window.session(), &Session::imageShown);
        window.openPattern(grating);
        QVERIFY(shown.wait(kWaitMs) && waitForCurrentResult(window));
        QVERIFY(window.windowTitle().startsWith("grating 64x48"));
        const auto brightest = [&](QPoint skip) { // the brightest spectrum pixel but DC and `skip`
            const QImage s = window.spectrumPane()->wholePicture().convertToFormat(QImage::Format_Grayscale8);
            QPoint best;
            int value = -1;
            for (int y = 0; y < s.height(); ++y)
                for (int x = 0; x < s.width(); ++x) {
                    const QPoint p(x - 32, y - 24);
                    if (p == QPoint(0, 0) || p == skip || p == -skip)
                        continue;
                    if (s.constScanLine(y)[x] > value) {
                        value = s.constScanLine(y)[x];
                        best = p;
                    }
                }
            return best.x() < 0 || (best.x() == 0 && best.y() < 0) ? -best : best;
        };
        QCOMPARE(brightest(QPoint()), QPoint(5, 3));
        const std::vector<std::uint16_t> clean = window.session()->image()->samples.toVector();

        PeriodicNoise noise;
        noise.u = 11;
        noise.v = -7;
        noise.amplitude = 0.2;
        window.addNoise(noise);
        QVERIFY(shown.wait(kWaitMs) && waitForCurrentResult(window));
        QVERIFY(window.windowTitle().contains("+ noise (11, -7)"));
        QCOMPARE(brightest(QPoint(5, 3)), QPoint(11, -7));

        ZoomView* view = window.spectrumPane()->view();
        const QPoint nearNoise = view->mapFromScene(window.overlay()->centre() + QPointF(12, -6));
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, nearNoise);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, nearNoise); // as a real double-click ends
        QCOMPARE(window.filterModel()->settings().notches.size(), std::size_t(1));
        QCOMPARE(window.filterModel()->settings().notches[0].u, 11.0);
        QVERIFY(waitForCurrentResult(window));
        // In the result's own spectrum (a float64 DFT here) the noise's peak is gone and the
        // grating's is not (the noise never clips, so only rounding is left of it).
        const auto peakRatio = [](const std::vector<std::uint16_t>& samples) {
            const reference::Spectrum f = reference::dft2d(std::vector<float>(samples.begin(), samples.end()), 64, 48);
            return std::abs(f[std::size_t(48 - 7) * 64 + 11]) / std::abs(f[std::size_t(3) * 64 + 5]);
        };
        QVERIFY(peakRatio(window.session()->image()->samples.toVector()) > 0.2);
        QVERIFY2(peakRatio(window.session()->result()->samples.toVector()) < 0.01,
                 qPrintable(QString("noise peak %1 of the grating's").arg(peakRatio(window.session()->result()->samples.toVector()))));
        QVERIFY(peakRatio(clean) < 1e-3);

        // The notch sits on this image's peak: more noise on it (the same size) keeps it; a new
        // test pattern, with its own peaks, drops it, and so does an image of another size.
        window.addNoise(noise);
        QVERIFY(shown.wait(kWaitMs) && waitForCurrentResult(window));
        QCOMPARE(window.filterModel()->settings().notches.size(), std::size_t(1));
        window.openPattern(grating);
        QVERIFY(shown.wait(kWaitMs) && waitForCurrentResult(window));
        QVERIFY(window.filterModel()->settings().notches.empty());
        QVERIFY(window.session()->result()->samples == clean); // no notch left in the filter either
        FilterSettings withNotch = window.filterModel()->settings();
        withNotch.notches = {Notch{11, -7, 2, FilterShape::Ideal}};
        window.filterModel()->edit(withNotch);
        QVERIFY(openAndWait(window, path("picture.pgm"))); // 120x90
        QVERIFY(window.filterModel()->settings().notches.empty());
        // A lecturer opening the same photo again (or one of its size): the notch stays, without
        // a word; an image of another size drops it, and the status bar says why.
        window.filterModel()->edit(withNotch);
        QSignalSpy said(window.statusBar(), &QStatusBar::messageChanged);
        QVERIFY(openAndWait(window, path("picture.pgm")));
        QVERIFY(window.filterModel()->settings().notches == withNotch.notches);
        const QString dropped = "The notches were placed on another image's spectrum; they are dropped";
        for (const QList<QVariant>& message : said)
            QVERIFY(message.first().toString() != dropped);
        QVERIFY(openAndWait(window, path("other.pgm"))); // 64x48
        QVERIFY(window.filterModel()->settings().notches.empty());
        QVERIFY(std::any_of(said.begin(), said.end(), [&](const QList<QVariant>& m) { return m.first().toString() == dropped; }));
    }

    // File > Save Preset then Load Preset restores the whole setup, notches included; an
    // exported result loads as its preset; a file without one is refused with a message.
    void presetsInTheWindow()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, path("picture.pgm")));
        FilterSettings s;
        s.highpass = 7;
        s.shape = FilterShape::Butterworth;
        s.order = 5;
        s.edges.mode = EdgeHandling::Mirror;
        s.notches = {{9, -4, 2.5, FilterShape::Ideal}};
        window.filterModel()->edit(s);
        QVERIFY(waitForCurrentResult(window));
        QVERIFY(window.savePresetTo(path("setup.json")));
        QVERIFY(window.exportFilteredTo(path("setup.png")));
        for (const char* source : {"setup.json", "setup.png"}) {
            window.filterModel()->edit(FilterSettings{});
            QVERIFY(window.loadPresetFrom(path(source)));
            const FilterSettings back = window.filterModel()->settings();
            QCOMPARE(back.highpass.value_or(-1), 7.0);
            QCOMPARE(back.shape, FilterShape::Butterworth);
            QCOMPARE(back.order, 5);
            QCOMPARE(back.edges.mode, EdgeHandling::Mirror);
            QVERIFY(back.notches == s.notches);
        }
        QVERIFY(waitForCurrentResult(window));
        QSignalSpy errors(&window, &MainWindow::errorShown);
        QVERIFY(!window.loadPresetFrom(path("picture.pgm")));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0][0].toString().contains("holds no Passband preset"), qPrintable(errors[0][0].toString()));
    }

    // File > Export Sweep: numbered frames over the range, each what 'passband filter' writes
    // for the current settings at that radius, computed on the worker while the window lives.
    void exportSweepWritesFrames()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, path("picture.pgm")));
        FilterSettings s;
        s.lowpass = 30;
        s.shape = FilterShape::Gaussian;
        window.filterModel()->edit(s);
        QVERIFY(waitForCurrentResult(window));
        SweepSpec spec;
        spec.from = 4;
        spec.to = 12;
        spec.step = 4;
        spec.directory = path("sweep");
        QSignalSpy done(window.session(), &Session::sweepExported);
        window.exportSweep(spec);
        QVERIFY(done.wait(kWaitMs));
        QCOMPARE(done[0][0].toInt(), 3);
        for (int i = 0; i < 3; ++i) {
            FilterSettings frame = s;
            frame.highpass = 4 + 4 * i;
            const Image got = loadImage(path(QString("sweep/picture-highpass-%1.png").arg(i, 3, 10, QChar('0'))));
            QCOMPARE(got.samples, cliResult(path("picture.pgm"), frame).samples);
        }
        QVERIFY(!QFile::exists(path("sweep/picture-highpass-003.png")));
    }

    // Latest wins, shown by counting, never by timing. With the worker parked, as behind a
    // computation that never ends, all 200 slider moves are handled (so the UI thread never
    // waits on the engine) and they collapse into exactly one computation (the window asks for
    // one preview at a time, and the waiting one gives way to the exact result). With the worker
    // free, however fast this machine is, no move is computed twice. Either way the image on
    // screen is the last value's. How long the UI thread spends per event is measured by
    // passband-gui-bench, not here.
    // How long the user waited for what is on screen (the status bar's "shown N ms after the
    // request"; Session for the filter, LabController for the lab): an answer says the time
    // since its request, once; it forgets its request and every older one (latest wins shows
    // none of them after it); beyond its capacity the oldest requests are forgotten.
    void requestClockSaysHowLongTheUserWaited()
    {
        qint64 now = 1000;
        RequestClock clock(3, [&] { return now; });
        clock.asked(1); // at 1000
        now = 1010;
        clock.asked(2);
        now = 1030;
        clock.asked(4); // 3 went to another lane
        now = 1100;
        QCOMPARE(clock.waited(2), qint64(90)); // 1100 - 1010
        QCOMPARE(clock.waited(1), qint64(-1)); // forgotten with 2's answer
        QCOMPARE(clock.waited(2), qint64(-1)); // told once
        QCOMPARE(clock.waited(3), qint64(-1)); // never asked here
        now = 1150;
        QCOMPARE(clock.waited(4), qint64(120)); // 1150 - 1030
        for (quint64 g = 5; g <= 8; ++g) { // at 2050, 2060, 2070, 2080: 5 is the fourth of three
            now = 2000 + 10 * qint64(g);
            clock.asked(g);
        }
        now = 2100;
        QCOMPARE(clock.waited(5), qint64(-1));
        QCOMPARE(clock.waited(7), qint64(30)); // 2100 - 2070
        QCOMPARE(clock.waited(6), qint64(-1));
        QCOMPARE(clock.waited(8), qint64(20)); // 2100 - 2080
        // The default clock: known or not (how long is not the test's business).
        RequestClock steady(64);
        steady.asked(1);
        QVERIFY(steady.waited(1) >= 0);
        QCOMPARE(steady.waited(1), qint64(-1));
    }

    void latestWins_data()
    {
        QTest::addColumn<bool>("parked");
        QTest::newRow("worker parked") << true;
        QTest::newRow("worker free") << false;
    }

    void latestWins()
    {
        QFETCH(bool, parked);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, ":/samples/astronaut.png"));
        window.controls()->highpassControl()->setRadius(8); // room for the storm's net 68 steps up
        QVERIFY(waitForCurrentResult(window));
        QSlider* slider = window.controls()->highpassSlider();
        slider->setFocus();
        const int start = slider->value();
        const quint64 before = window.session()->engine()->filtersRun();
        const quint64 askedBefore = window.session()->filterRequestsMade();
        {
            const std::shared_ptr<void> hold = parked ? window.session()->engine()->holdWorker(kWaitMs) : nullptr;
            QVERIFY(hold || !parked);
            const quint64 duringStorm = slideStorm(window, slider);
            if (parked) {
                QCOMPARE(duringStorm, quint64(0));
                // The settings rest: the exact request replaces the waiting preview.
                QTRY_VERIFY_WITH_TIMEOUT(!window.session()->refinePending(), kWaitMs);
            }
            QCOMPARE(slider->value(), start + 68 * slider->singleStep());
        }
        QVERIFY(waitForCurrentResult(window));
        const quint64 computations = window.session()->engine()->filtersRun() - before;
        const quint64 asked = window.session()->filterRequestsMade() - askedBefore;
        qInfo("200 slider moves -> %llu requests -> %llu computations", static_cast<unsigned long long>(asked),
              static_cast<unsigned long long>(computations));
        // A preview per move at most (one in flight at a time: moves made meanwhile go into the
        // next), and an exact result each time the settings rested. Parked: the first move's
        // preview, then the exact result, which replaces it in the worker's lane.
        QVERIFY2(asked >= 1 && asked <= 400, qPrintable(QString::number(asked)));
        if (parked) {
            QCOMPARE(asked, quint64(2));
            QCOMPARE(computations, quint64(1));
        }
        else
            QVERIFY2(computations >= 1 && computations <= asked, qPrintable(QString::number(computations)));
        // The image on screen is the one for the last value (a colour photograph this time).
        const Image expected = cliResult(":/samples/astronaut.png", window.filterModel()->settings());
        QCOMPARE(window.session()->result()->samples, expected.samples);
    }

    // While a slider moves, the Filtered pane shows previews for its screen pixels (the result
    // on a lattice of its pixels, area-averaged); once the settings rest, the exact result,
    // which equals `passband filter`, area-averaged to the same pixels; at 1:1 the exact pixels.
    // The Original pane is area-averaged to the same pixels. (tst_display holds what is drawn
    // against the area average of the exported file.)
    void dragShowsPreviewsThenTheExactResult()
    {
        MainWindow window;
        window.resize(1200, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy preparing(window.session()->engine(), &Engine::kernelsPreparing);
        QVERIFY(openAndWait(window, path("large.pgm")));
        // Making the 1600x1200 plan was announced (the watchdog does not count it), and ended.
        QVERIFY(preparing.count() >= 2);
        QCOMPARE(preparing.first().at(0).toBool(), true);
        QVERIFY2(preparing.first().at(1).toString().contains("1600x1200"), qPrintable(preparing.first().at(1).toString()));
        QCOMPARE(preparing.last().at(0).toBool(), false);
        QVERIFY(!window.session()->engine()->preparingKernels());
        const QSize screen = window.filteredPane()->screenSize();
        QVERIFY2(!screen.isEmpty() && screen.width() < 1600 / 2, "the pane shows the 1600x1200 image at under half its size");
        QTRY_VERIFY_WITH_TIMEOUT(window.originalPane()->drawsScreenImage(), kWaitMs);
        QCOMPARE(window.originalPane()->screenImage().size(), screen);
        QTRY_VERIFY_WITH_TIMEOUT(window.filteredPane()->drawsScreenImage(), kWaitMs);

        window.session()->setRefineDelay(24 * 3600 * 1000); // the settings rest only when the test says
        QSlider* slider = window.controls()->highpassSlider();
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_Right);
        QTRY_VERIFY_WITH_TIMEOUT(window.filteredPane()->showsPreview() && window.session()->engine()->waitIdle(0), kWaitMs);
        QVERIFY(!window.session()->showsExactResult());
        QVERIFY(window.session()->refinePending());
        // The last exact result is not held beside the preview while the next is made (#47).
        QVERIFY(!window.session()->result());
        QVERIFY(!window.filteredPane()->hasImage());
        for (const char* name : {"exportAction", "copyAction"}) { // they take the exact result
            const QAction* action = window.findChild<QAction*>(name);
            QVERIFY2(action && !action->isEnabled(), name);
        }
        const QImage preview = window.filteredPane()->screenImage();
        QCOMPARE(preview.size(), screen);
        QCOMPARE(window.filteredPane()->screenSize(), screen);
        QVERIFY(window.filteredPane()->drawsScreenImage());
        QVERIFY(window.statusText().contains("preview"));
        // What the pipeline samples of the same image and settings (tested against the float64
        // definition in tst_pipeline), averaged for the screen as image_io does (tested against
        // an area average of its own in tst_display), with the automatic contrast of its samples:
        // within a level, because the window's preview is averaged on the device (its own
        // rounding; tst_pipeline holds the two within a level everywhere).
        ComputeContext context;
        FilterPipeline pipeline(context);
        pipeline.setImage(loadImage(path("large.pgm")));
        const FilterSettings settings = window.filterModel()->settings();
        QVERIFY(window.autoContrastAction()->isChecked()); // magnitude output: a preview, not the exact result
        const Lattice lattice = latticeFor(1600, 1200, screen.width(), screen.height());
        QVERIFY(!lattice.full());
        const Image samples = pipeline.sampled(settings, lattice);
        const auto [low, high] = percentileRange(samples, kContrastSaturation / 2, 200000);
        const QImage hostAverage = screenImage(samples, screen, low, high, QSize(1600, 1200));
        QCOMPARE(preview.format(), hostAverage.format());
        QCOMPARE(preview.size(), hostAverage.size());
        int previewWorst = 0;
        for (int y = 0; y < screen.height(); ++y)
            for (int x = 0; x < screen.width(); ++x)
                previewWorst = std::max(previewWorst, std::abs(qGray(preview.pixel(x, y)) - qGray(hostAverage.pixel(x, y))));
        QVERIFY2(previewWorst <= 1, qPrintable(QString::number(previewWorst)));

        window.session()->setRefineDelay(MainWindow::kRefineMs);
        QTest::keyClick(slider, Qt::Key_Left);
        QTest::keyClick(slider, Qt::Key_Right); // back to the same settings, now left to rest
        QVERIFY(waitForCurrentResult(window));
        QVERIFY(!window.filteredPane()->showsPreview());
        QCOMPARE(window.session()->result()->samples, cliResult(path("large.pgm"), settings).samples);
        QTRY_VERIFY_WITH_TIMEOUT(window.filteredPane()->drawsScreenImage(), kWaitMs);
        QCOMPARE(window.filteredPane()->screenImage().size(), screen);
        // The engine's screen image of the exact result: the area average of the pixels shown,
        // within a level (it averages the samples, not their 16-bit display levels).
        const QImage exactScreen = window.filteredPane()->screenImage().convertToFormat(QImage::Format_Grayscale8);
        const QImage averaged = areaAveraged(window.filteredPane()->wholePicture(), screen).convertToFormat(QImage::Format_Grayscale8);
        int worst = 0;
        for (int y = 0; y < screen.height(); ++y)
            for (int x = 0; x < screen.width(); ++x)
                worst = std::max(worst, std::abs(qGray(exactScreen.pixel(x, y)) - qGray(averaged.pixel(x, y))));
        QVERIFY2(worst <= 1, qPrintable(QString::number(worst)));
        window.filteredPane()->view()->actualSize();
        QVERIFY(window.filteredPane()->screenSize().isEmpty());
        QVERIFY(!window.filteredPane()->drawsScreenImage());
        QVERIFY(window.originalPane()->screenSize().isEmpty()); // linked: 1:1 too
    }

    // Short of memory, the window takes a smaller working set instead of refusing (issue #47,
    // point 3). Where the full spectrum image (a byte a pixel, and a byte of its picture) does
    // not fit beside the image's buffers, the spectrum pane shows its screen-sized picture,
    // the status bar says why, and the result is still the command line's. The memory the
    // window is given is what its own refusal said it needs (setTestHostMemoryLimit: free
    // memory reads as exactly that).
    void shortOfMemoryShowsTheSpectrumAtThePanesSize()
    {
        if (!(ComputeContext().device().type & CL_DEVICE_TYPE_CPU)) // said, not silent
            QSKIP("a GPU's memory is its own: the window's host-memory reserve and the preview estimate are a CPU device's");
        struct Unlimited {
            ~Unlimited() { setTestHostMemoryLimit(0); }
        } unlimited;
        const QString file = noiseFile(3000, 2000); // 6 MP, 8-bit grey
        const auto neededMiB = [](const QString& line) {
            const QRegularExpressionMatch m = QRegularExpression("it needs ([0-9,]+) MiB").match(line);
            return m.hasMatch() ? QString(m.captured(1)).remove(',').toULongLong() : 0ull;
        };
        MainWindow window;
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Session* session = window.session();
        QSignalSpy rejected(session, &Session::imageRejected);
        setTestHostMemoryLimit(std::uint64_t(40) << 20); // enough to read it, not to filter it
        window.openFile(file);
        QVERIFY(rejected.wait(kWaitMs));
        if (auto* box = window.findChild<QMessageBox*>("passbandError"))
            box->close();
        const QString refusal = rejected.at(0).at(1).toString();
        QVERIFY2(refusal.contains("filtering this 3000x2000 grey image: it needs"), qPrintable(refusal));
        const std::uint64_t least = neededMiB(refusal);
        QVERIFY2(least > 40, qPrintable(refusal));

        // Given what it said it needs: the result, and the spectrum at the pane's size only.
        QSignalSpy messages(session, &Session::message);
        setTestHostMemoryLimit(least << 20);
        QVERIFY(openAndWait(window, file));
        QVERIFY(waitForCurrentResult(window));
        QVERIFY(session->engine()->waitIdle(kWaitMs));
        QCoreApplication::sendPostedEvents();
        QVERIFY(!session->magnitude().screen.isNull());
        QVERIFY(!session->spectrum()); // no full spectrum image: it would not fit
        QVERIFY(session->spectrumAtPaneSizeOnly());
        QVERIFY2(window.spectrumPane()->title().contains("at the pane's size only"), qPrintable(window.spectrumPane()->title()));
        QVERIFY(session->magnitude().screen.width() <=
                window.spectrumPane()->width() * window.spectrumPane()->devicePixelRatioF());
        QStringList said;
        for (const QList<QVariant>& m : messages)
            if (m.at(0).toString().contains("pane's size"))
                said << m.at(0).toString();
        QCOMPARE(said.size(), 1);
        QVERIFY2(said[0].contains("with its spectrum at full size: it needs"), qPrintable(said[0]));
        // The full spectrum needs 2 bytes a pixel more: 12,000,000 bytes, 11.4 MiB, each figure
        // rounded up to whole MiB.
        const std::uint64_t full = neededMiB(said[0]);
        QVERIFY2(full == least + 11 || full == least + 12, qPrintable(said[0] + " after " + refusal));
        QCOMPARE(session->result()->samples, cliResult(file, window.filterModel()->settings()).samples);
        // A figure, made of full-size panes, says why it cannot be made, in one line.
        QVERIFY(!window.shownExports()->exportFigureTo(path("short.png")));
        auto* box = window.findChild<QMessageBox*>("passbandError");
        QVERIFY(box && box->text().contains("full-size spectrum"));
        box->close();
        QVERIFY(!QFileInfo::exists(path("short.png")));

        // Given that much, the full spectrum image is made as usual, and nothing is said.
        messages.clear();
        setTestHostMemoryLimit(full << 20);
        const QString again = path("noise-again.pgm");
        QFile::remove(again);
        QVERIFY(QFile::copy(file, again));
        QVERIFY(openAndWait(window, again));
        QVERIFY(waitForCurrentResult(window));
        QTRY_VERIFY_WITH_TIMEOUT(session->spectrum(), kWaitMs);
        QCOMPARE(session->spectrum()->width, 3000);
        QVERIFY(!session->spectrumAtPaneSizeOnly());
        QVERIFY(!window.spectrumPane()->title().contains("pane's size"));
        for (const QList<QVariant>& m : messages)
            QVERIFY2(!m.at(0).toString().contains("pane's size"), qPrintable(m.at(0).toString()));
    }

    // Where a preview's buffers do not fit beside the image's, dragging shows exact results
    // instead of failing (issue #47, point 3): the status bar says so once, and each update is
    // the command line's result. Memory is cut (setTestHostMemoryLimit) once the image is on
    // the device, before the preview's buffers are made after its first result.
    void shortOfMemoryDragsWithExactUpdates()
    {
        if (!(ComputeContext().device().type & CL_DEVICE_TYPE_CPU)) // said, not silent
            QSKIP("a GPU's memory is its own: the window's host-memory reserve and the preview estimate are a CPU device's");
        struct Unlimited {
            ~Unlimited() { setTestHostMemoryLimit(0); }
        } unlimited;
        MainWindow window;
        window.resize(1200, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Session* session = window.session();
        QSignalSpy messages(session, &Session::message);
        QSignalSpy failed(session, &Session::filterFailed);
        const QMetaObject::Connection cut = connect(session, &Session::imageShown, [] {
            setTestHostMemoryLimit(std::uint64_t(1) << 20);
        });
        QVERIFY(openAndWait(window, path("large.pgm")));
        disconnect(cut);
        QVERIFY(waitForCurrentResult(window));
        QVERIFY(!window.filteredPane()->screenSize().isEmpty()); // a pane that previews would serve
        QSignalSpy shown(session, &Session::resultShown);
        QSlider* slider = window.controls()->highpassSlider();
        slider->setFocus();
        for (int i = 0; i < 2; ++i) {
            shown.clear();
            QTest::keyClick(slider, Qt::Key_Right);
            QVERIFY(waitForCurrentResult(window));
            QVERIFY(!window.filteredPane()->showsPreview());
            QVERIFY(!shown.isEmpty());
            for (const QList<QVariant>& r : shown) // what was asked as a preview came exact
                QVERIFY(r.at(1).value<FilterOutcome>().exact);
            setTestHostMemoryLimit(0); // reading the command's file here is no part of the window
            const Image expected = cliResult(path("large.pgm"), window.filterModel()->settings());
            setTestHostMemoryLimit(std::uint64_t(1) << 20);
            QCOMPARE(session->result()->samples, expected.samples);
        }
        QCOMPARE(failed.count(), 0);
        QStringList said;
        for (const QList<QVariant>& m : messages)
            if (m.at(0).toString().contains("Exact updates while dragging"))
                said << m.at(0).toString();
        QCOMPARE(said.size(), 1);
        QVERIFY2(said[0].contains("no previews. Not enough memory for a preview of") &&
                     said[0].endsWith(", and 1 MiB is free (test limit)."),
                 qPrintable(said[0]));

        // A preview asked of the engine on a lattice whose buffers are not made yet, once memory
        // is short, comes as the exact result (Engine::outcomeOf), and says so; asked while
        // memory allowed, on another lattice, it was a preview.
        setTestHostMemoryLimit(0);
        MainWindow second;
        second.resize(1200, 700);
        second.show();
        QVERIFY(QTest::qWaitForWindowExposed(&second));
        QVERIFY(openAndWait(second, path("large.pgm")));
        Engine* engine = second.session()->engine();
        QVERIFY(engine->waitIdle(kWaitMs));
        const QSize pane = second.filteredPane()->screenSize(), first(250, 187), next(100, 75);
        QVERIFY(latticeFor(1600, 1200, first.width(), first.height()) != latticeFor(1600, 1200, pane.width(), pane.height()));
        QVERIFY(latticeFor(1600, 1200, next.width(), next.height()) != latticeFor(1600, 1200, first.width(), first.height()));
        QVERIFY(latticeFor(1600, 1200, next.width(), next.height()) != latticeFor(1600, 1200, pane.width(), pane.height()));
        const FilterSettings settings = second.filterModel()->settings();
        QSignalSpy filtered(engine, &Engine::filtered);
        QSignalSpy engineFailed(engine, &Engine::filterFailed);
        FilterViews views;
        views.exact = false;
        views.autoContrast = true;
        views.screen = first;
        engine->filter(settings, views);
        QVERIFY(filtered.wait(kWaitMs));
        QVERIFY(!filtered.last().at(1).value<FilterOutcome>().exact); // memory allowed a preview
        QVERIFY(engine->waitIdle(kWaitMs));
        setTestHostMemoryLimit(std::uint64_t(1) << 20);
        views.screen = next;
        filtered.clear();
        engine->filter(settings, views);
        QVERIFY(filtered.wait(kWaitMs));
        const FilterOutcome exactInstead = filtered.last().at(1).value<FilterOutcome>();
        QVERIFY(exactInstead.exact && exactInstead.result);
        QVERIFY2(exactInstead.shortOfMemory.contains("Exact updates while dragging"), qPrintable(exactInstead.shortOfMemory));
        QVERIFY(engine->waitIdle(kWaitMs));
        QCOMPARE(engineFailed.count(), 0);
        setTestHostMemoryLimit(0);
        QCOMPARE(exactInstead.result->samples, cliResult(path("large.pgm"), settings).samples);
    }

    // Every input control in the Filter dock has a name of its own for screen readers: its
    // accessible name, or the text of the label that is its buddy (FINDINGS: the two radius
    // sliders were both announced by their group box's title).
    void controlsHaveDistinctAccessibleNames()
    {
        MainWindow window;
        QStringList names;
        const auto controls = window.controls()->findChildren<QWidget*>();
        for (QWidget* w : controls) {
            if (!qobject_cast<QAbstractSlider*>(w) && !qobject_cast<QAbstractSpinBox*>(w) &&
                !qobject_cast<QComboBox*>(w) && !qobject_cast<QListWidget*>(w))
                continue;
            if (qobject_cast<QScrollBar*>(w) || qobject_cast<QAbstractSpinBox*>(w->parentWidget()) ||
                qobject_cast<QComboBox*>(w->parentWidget()))
                continue; // parts of a control
            QString name = w->accessibleName();
            if (name.isEmpty())
                for (QLabel* label : window.controls()->findChildren<QLabel*>())
                    if (label->buddy() == w)
                        name = label->text().remove('&');
            QVERIFY2(!name.isEmpty(), qPrintable(w->metaObject()->className() + QString(" ") + w->objectName()));
            names << name;
        }
        QVERIFY(names.size() >= 9);
        QCOMPARE(names.removeDuplicates(), 0);
        QVERIFY(names.contains("High-pass radius") && names.contains("Low-pass radius"));
    }

    // Opening shows each pane as soon as it exists, in the order people look: the image as
    // read first, while the spectrum and the result are still placeholders; then the result;
    // then the spectrum, first as its picture at the pane's size (made without the full image),
    // then the full image, which is the command line's.
    void openShowsEachPaneAsItExists()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList order;
        connect(window.session(), &Session::originalShown, &window, [&] {
            order << "original";
            QVERIFY(window.spectrumPane()->showsPlaceholder());
            QVERIFY(window.filteredPane()->showsPlaceholder());
            QCOMPARE(window.originalPane()->wholePicture().size(), QSize(1600, 1200));
        });
        connect(window.session(), &Session::imageShown, &window, [&] {
            QVERIFY(window.spectrumPane()->showsPlaceholder());
            QVERIFY(window.filteredPane()->showsPlaceholder());
        });
        connect(window.session(), &Session::resultShown, &window, [&] {
            order << "result";
            QVERIFY(!window.filteredPane()->showsPlaceholder());
        });
        connect(window.session(), &Session::spectrumShown, &window, [&] {
            order << (window.spectrumPane()->showsPreview() ? "spectrum picture" : "spectrum");
            QVERIFY(!window.spectrumPane()->showsPlaceholder());
        });
        window.openFile(path("large.pgm"));
        QVERIFY(waitForCurrentResult(window));
        QVERIFY(!window.spectrumPane()->screenSize().isEmpty()); // the pane shows it smaller than its pixels
        QVERIFY(QTest::qWaitFor([&] { return order.contains("spectrum"); }, kWaitMs));
        QCOMPARE(order.mid(0, 4), (QStringList{"original", "result", "spectrum picture", "spectrum"}));
        // The spectrum shown is the image's (the command line's spectrum of the file).
        const PassbandRun run = runPassband({"spectrum", path("large.pgm"), path("large-spectrum.pgm")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(window.spectrumPane()->wholePicture(), toQImage(loadImage(path("large-spectrum.pgm"))));
    }

    void exportWritesTheResult()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, path("picture.pgm")));
        for (const char* name : {"out.png", "out.pgm", "out.bmp"}) {
            QVERIFY2(window.exportFilteredTo(path(name)), name);
            const Image back = loadImage(path(name));
            QCOMPARE(back.samples, window.session()->result()->samples);
        }
        QVERIFY(window.exportSpectrumTo(path("spectrum.png")));
        const Image spectrum = loadImage(path("spectrum.png"));
        QCOMPARE(spectrum.width, 120);
        QCOMPARE(spectrum.channels, 1);
    }

    // A write that cannot happen shows the reason and leaves no file.
    void failedExportShowsErrorAndLeavesNoFile()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, path("picture.pgm")));
        QString target;
        QString readOnly;
        if (geteuid() == 0) {
            target = "/proc/passband-export-test.png"; // root ignores permissions; /proc takes no new files
        } else {
            readOnly = path("locked");
            QVERIFY(QDir().mkpath(readOnly));
            QVERIFY(QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::ExeOwner));
            target = readOnly + "/out.png";
        }
        QSignalSpy errors(&window, &MainWindow::errorShown);
        QVERIFY(!window.exportFilteredTo(target));
        QCOMPARE(errors.count(), 1);
        QVERIFY2(errors.first().first().toString().contains("Cannot write"), qPrintable(errors.first().first().toString()));
        QVERIFY(!QFileInfo::exists(target));
        auto* box = window.findChild<QMessageBox*>("passbandError");
        QVERIFY(box && box->isVisible());
        box->close();
        if (!readOnly.isEmpty()) {
            QCOMPARE(QDir(readOnly).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden).size(), 0);
            QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
    }

    // A bad file: a message box, and the previous image stays on screen.
    void badFileKeepsPreviousImage_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("name");
        QTest::newRow("truncated pgm") << QByteArray("P5\n10 10\n255\n0123") << "cut.pgm";
        QTest::newRow("not an image") << QByteArray("hello, world\n") << "text.png";
        QTest::newRow("empty") << QByteArray() << "empty.jpg";
    }

    void badFileKeepsPreviousImage()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, name);
        MainWindow window;
        QVERIFY(openAndWait(window, path("picture.pgm")));
        const QImage before = window.originalPane()->wholePicture();
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->spectrum(), kWaitMs);
        const QImage spectrumBefore = window.spectrumPane()->wholePicture();
        const std::vector<std::uint16_t> resultBefore = window.session()->result()->samples.toVector();
        QFile file(path(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        QSignalSpy rejected(window.session(), &Session::imageRejected);
        window.openFile(path(name));
        QVERIFY(rejected.wait(kWaitMs));
        auto* box = window.findChild<QMessageBox*>("passbandError");
        QVERIFY(box && box->isVisible());
        QVERIFY2(box->text().contains(name), qPrintable(box->text()));
        box->close();
        QCOMPARE(window.session()->currentFile(), path("picture.pgm"));
        QCOMPARE(window.originalPane()->wholePicture(), before);
        QCOMPARE(window.spectrumPane()->wholePicture(), spectrumBefore);
        // Filtering still works on the image that stayed.
        window.controls()->highpassControl()->setRadius(5);
        QVERIFY(waitForCurrentResult(window));
        QVERIFY(window.session()->result()->samples != resultBefore);
        compareWithCli(window, path("picture.pgm"));
    }

    // Opening a large image shows progress with Cancel (issue #47): cancelled before the new
    // image is shown, or after it was shown as read while its spectrum is computed, the image,
    // result and title before stay or come back, no error box shows, and the device goes on
    // filtering the image on show.
    void cancelOpeningKeepsTheImageOnShow_data()
    {
        QTest::addColumn<bool>("afterShown");
        QTest::newRow("before it is shown") << false;
        QTest::newRow("while its spectrum is computed") << true;
    }

    void cancelOpeningKeepsTheImageOnShow()
    {
        QFETCH(bool, afterShown);
        const QString large = noiseFile(6000); // 36 MP: its spectrum takes seconds on a CPU
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        const QImage before = window.originalPane()->wholePicture();
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->spectrum(), kWaitMs);
        const QImage spectrumBefore = window.spectrumPane()->wholePicture();
        const std::vector<std::uint16_t> resultBefore = window.session()->result()->samples.toVector();
        const QString titleBefore = window.windowTitle();
        auto* cancel = window.findChild<QToolButton*>("progressCancel");
        QVERIFY(cancel);
        QVERIFY(!cancel->isVisible());
        QSignalSpy loaded(window.session(), &Session::originalShown);
        QSignalSpy rejected(window.session(), &Session::imageRejected);
        QSignalSpy opened(window.session(), &Session::imageShown);
        {
            // Parked, the worker has not begun the open when Cancel is pressed.
            const std::shared_ptr<void> hold = afterShown ? nullptr : window.session()->engine()->holdWorker(kWaitMs);
            QVERIFY(afterShown || hold);
            window.openFile(large);
            if (afterShown) {
                QVERIFY(loaded.wait(kWaitMs));
                // Neither the last result nor its spectrum is held beside the new image.
                QVERIFY(!window.session()->result() && !window.session()->spectrum());
                QVERIFY(!window.session()->magnitude().picture);
            }
            QVERIFY(window.session()->opening());
            QVERIFY(cancel->isVisible());
            QVERIFY2(cancel->toolTip().contains("opening"), qPrintable(cancel->toolTip()));
            QTest::mouseClick(cancel, Qt::LeftButton);
        }
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(rejected.at(0).at(0).toString(), large);
        QCOMPARE(rejected.at(0).at(2).toBool(), afterShown); // back to what was shown
        QCOMPARE(rejected.at(0).at(3).toBool(), true);
        QVERIFY(!window.session()->opening());
        QVERIFY(!cancel->isVisible());
        QVERIFY(window.session()->engine()->waitIdle(kWaitMs));
        QVERIFY(waitForCurrentResult(window));
        QCoreApplication::processEvents();
        QCOMPARE(opened.count(), 0);
        QCOMPARE(window.session()->currentFile(), path("picture.pgm"));
        QCOMPARE(window.originalPane()->wholePicture(), before);
        QCOMPARE(window.session()->result()->samples, resultBefore);
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->spectrum(), kWaitMs); // sent again
        QCOMPARE(window.spectrumPane()->wholePicture(), spectrumBefore);
        QCOMPARE(window.windowTitle(), titleBefore);
        QVERIFY(!window.findChild<QMessageBox*>("passbandError") ||
                !window.findChild<QMessageBox*>("passbandError")->isVisible());
        // The device holds the image on show: a new filter on it is the command line's.
        window.controls()->highpassControl()->setRadius(5);
        QVERIFY(waitForCurrentResult(window));
        QVERIFY(window.session()->result()->samples != resultBefore);
        compareWithCli(window, path("picture.pgm"));
    }

    // An open given up in its transforms leaves the device with no image (issue #47: the stop
    // comes between bands of a pass), and the next request decides what it holds. Here the next
    // is another open, of a file that cannot be read: the image on show stays, and the device
    // holds it again, so that a new filter on it is the command line's.
    void openGivenUpForAFileThatFailsKeepsTheImageOnShow()
    {
        const QString large = noiseFile(6000); // 36 MP: its spectrum takes seconds on a CPU
        const QString broken = path("broken.png");
        {
            QFile f(broken);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("\x89PNG\r\n\x1a\n but not a picture");
        }
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        const std::vector<std::uint16_t> resultBefore = window.session()->result()->samples.toVector();
        QSignalSpy loaded(window.session(), &Session::originalShown);
        QSignalSpy rejected(window.session(), &Session::imageRejected);
        window.openFile(large);
        QVERIFY(loaded.wait(kWaitMs)); // read: its spectra are being made
        window.openFile(broken);
        QTRY_VERIFY_WITH_TIMEOUT(!rejected.isEmpty(), kWaitMs);
        if (auto* box = window.findChild<QMessageBox*>("passbandError"))
            box->close();
        QCOMPARE(rejected.last().at(0).toString(), broken);
        QVERIFY(window.session()->engine()->waitIdle(kWaitMs));
        QVERIFY(waitForCurrentResult(window));
        QCOMPARE(window.session()->currentFile(), path("picture.pgm"));
        QCOMPARE(window.session()->result()->samples.toVector(), resultBefore);
        window.controls()->highpassControl()->setRadius(5);
        QVERIFY(waitForCurrentResult(window));
        QVERIFY(window.session()->result()->samples.toVector() != resultBefore);
        compareWithCli(window, path("picture.pgm"));
    }

    // A large result is written on a worker thread (issue #47): the status bar shows it with
    // Cancel; cancelled, the file that was there stays as it was; not cancelled, the file is
    // the result on show. The same for a figure as large.
    void largeExportsCanBeCancelled()
    {
        // 12 MP, above ExportActions::kWrittenAside; so is its figure (5120x1961).
        const QString large = noiseFile(4000, 3000);
        QVERIFY(std::size_t(4000 * 3000) >= ExportActions::kWrittenAside);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, large));
        ExportActions* exports = window.exports();
        auto* cancel = window.findChild<QToolButton*>("progressCancel");
        QVERIFY(cancel);
        const QString out = path("export-large.png");
        const QByteArray before = "what was there before";
        {
            QFile file(out);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(before);
        }
        QSignalSpy written(exports, &ExportActions::written);
        QVERIFY(window.shownExports()->exportResultTo(out));
        QVERIFY(exports->writing());
        QVERIFY(cancel->isVisible());
        QVERIFY2(cancel->toolTip().contains("writing"), qPrintable(cancel->toolTip()));
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(written.wait(kWaitMs));
        QCOMPARE(written.at(0).at(0).toBool(), false);
        QVERIFY(!exports->writing());
        QVERIFY(!cancel->isVisible());
        {
            QFile file(out);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), before);
        }
        QVERIFY(QDir(dir_->path()).entryList({"export-large.png.*"}, QDir::Files | QDir::Hidden).isEmpty());
        // Again, to the end: the file is the result on show.
        QVERIFY(window.shownExports()->exportResultTo(out));
        QVERIFY(written.wait(kWaitMs));
        QCOMPARE(written.at(1).at(0).toBool(), true);
        const Image saved = loadImage(out);
        QCOMPARE(saved.samples, window.session()->result()->samples);
        // A figure as large is painted here, then encoded on a worker thread with Cancel:
        // cancelled, nothing is written; not cancelled, the figure's three panes are there.
        const QString figure = path("figure-large.png");
        QFile::remove(figure);
        QVERIFY(window.exportFigureTo(figure));
        QVERIFY(exports->writing());
        QVERIFY(cancel->isVisible());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(written.wait(kWaitMs));
        QCOMPARE(written.at(2).at(0).toBool(), false);
        QVERIFY(!QFileInfo::exists(figure));
        QVERIFY(QDir(dir_->path()).entryList({"figure-large.png.*"}, QDir::Files | QDir::Hidden).isEmpty());
        QVERIFY(window.exportFigureTo(figure));
        // Another figure meanwhile is refused in words, and the one being written goes on.
        const QString second = path("figure-second.png");
        QVERIFY(!window.exportFigureTo(second));
        auto* box = window.findChild<QMessageBox*>("passbandError");
        QVERIFY(box && box->isVisible());
        QVERIFY2(box->text().contains("still being written"), qPrintable(box->text()));
        box->close();
        QVERIFY(written.wait(kWaitMs));
        QCOMPARE(written.at(3).at(0).toBool(), true);
        QVERIFY(!QFileInfo::exists(second));
        const QImage painted(figure);
        QVERIFY2(std::size_t(painted.width()) * painted.height() >= ExportActions::kWrittenAside,
                 qPrintable(QString("%1x%2").arg(painted.width()).arg(painted.height())));
        // As a PDF the same: recorded here, written on a worker thread with Cancel (its images
        // are compressed there); the page the PNG's size in points, each pane's image in it at
        // the photo's own 4000x3000 (3 pixels a point would be more).
        const QString pdfFigure = path("figure-large.pdf");
        QFile::remove(pdfFigure);
        QVERIFY(window.exportFigureTo(pdfFigure));
        QVERIFY(exports->writing());
        QVERIFY(cancel->isVisible());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(written.wait(kWaitMs));
        QCOMPARE(written.at(4).at(0).toBool(), false);
        QVERIFY(!QFileInfo::exists(pdfFigure));
        QVERIFY(QDir(dir_->path()).entryList({"figure-large.pdf.*"}, QDir::Files | QDir::Hidden).isEmpty());
        QVERIFY(window.exportFigureTo(pdfFigure));
        QVERIFY(exports->writing());
        QVERIFY(written.wait(kWaitMs));
        QCOMPARE(written.at(5).at(0).toBool(), true);
        QFile pdf(pdfFigure);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QString bytes = QString::fromLatin1(pdf.readAll());
        QVERIFY(bytes.startsWith("%PDF-"));
        const QRegularExpressionMatch page = QRegularExpression(R"(/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\])").match(bytes);
        QVERIFY(page.hasMatch());
        QCOMPARE(page.captured(1).toDouble(), double(painted.width()));
        QCOMPARE(page.captured(2).toDouble(), double(painted.height()));
        QCOMPARE(bytes.count(QRegularExpression(R"(/Subtype /Image\s*/Width 4000\s*/Height 3000\b)")), 3);
    }

    // Opening images in turn, including one while the previous is still computing.
    void openWhileBusy()
    {
        MainWindow window;
        window.openFile(":/samples/astronaut.png");
        window.openFile(path("other.pgm")); // at once: the first may be dropped or overtaken
        QSignalSpy shown(window.session(), &Session::imageShown);
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->currentFile() == path("other.pgm"), kWaitMs);
        QVERIFY(waitForCurrentResult(window));
        QCOMPARE(window.session()->result()->width, 64);
        compareWithCli(window, path("other.pgm"));
    }

    void panesZoomTogether()
    {
        MainWindow window;
        window.resize(1200, 500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        ZoomView* original = window.originalPane()->view();
        ZoomView* filtered = window.filteredPane()->view();
        QVERIFY(original->fitting());
        original->zoomBy(2.0);
        QVERIFY(!original->fitting());
        QCOMPARE(filtered->transform(), original->transform());
        original->actualSize();
        QCOMPARE(filtered->zoom(), 1.0);
        // The spectrum pane zooms on its own.
        QVERIFY(window.spectrumPane()->view()->zoom() != 2.0);
        original->fit();
        QVERIFY(filtered->fitting());
    }

    void hoverOnSpectrumShowsFrequency()
    {
        MainWindow window;
        window.resize(1200, 500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Every dock shown, the window still fits a 1366x768 classroom laptop (taskbar too):
        // the filter controls scroll. (It once grew to 900 high and moved this test's pixel.)
        QVERIFY2(window.height() <= 680 && window.minimumSizeHint().width() <= 1366,
                 qPrintable(QString("%1x%2").arg(window.width()).arg(window.height())));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        ZoomView* view = window.spectrumPane()->view();
        // Pixel (70, 45): ku = 10, kv = 0 in a 120-wide image: period 12 px.
        const QPoint at = view->mapFromScene(QPointF(70.5, 45.5));
        QTest::mouseMove(view->viewport(), at);
        QTRY_VERIFY(window.statusText().contains("frequency (10, 0)"));
        QVERIFY2(window.statusText().contains("D 10.0 px") && window.statusText().contains("period 12.00 px"),
                 qPrintable(window.statusText()));
        QVERIFY(window.statusText().contains("120x90 grey, 8-bit"));
        // What the user waited for (request to pixels), then the device's share.
        QVERIFY2(QRegularExpression("Shown \\d+ ms after the request; device [0-9.]+ ms \\(filter")
                     .match(window.statusText())
                     .hasMatch(),
                 qPrintable(window.statusText()));
    }

    // Until its first result arrives, the Filtered pane shows an empty area of the image's
    // size saying it is computing, never the original (which a user would take for the result).
    void filteredPaneSaysComputingUntilTheResult()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        bool placeholder = false;
        QSize area;
        // At the moment the original is shown, the result has not been computed yet.
        connect(window.session(), &Session::imageShown, &window, [&] {
            placeholder = window.filteredPane()->showsPlaceholder() && window.filteredPane()->wholePicture().isNull();
            area = window.filteredPane()->scene()->sceneRect().size().toSize();
        });
        QVERIFY(openAndWait(window, path("picture.pgm")));
        QVERIFY(placeholder);
        QCOMPARE(area, QSize(120, 90));
        QVERIFY(!window.filteredPane()->showsPlaceholder());
        compareWithCli(window, path("picture.pgm"));
    }

    // A device call fails mid-work: one line says so and the request is recomputed on the next
    // usable device; the result is still right.
    void deviceFaultRecomputes()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, path("picture.pgm")));
        configureFaults("enqueue:2"); // the second kernel launch from now fails
        QSignalSpy faults(window.session(), &Session::deviceFault);
        window.controls()->highpassControl()->setRadius(7);
        QVERIFY(waitForCurrentResult(window));
        configureFaults("");
        forgetDeviceFailures();
        QCOMPARE(faults.count(), 1);
        const QString line = faults.first().first().toString();
        QVERIFY2(line.contains("CL_OUT_OF_RESOURCES") && line.contains("now using") && !line.contains('\n'),
                 qPrintable(line));
        compareWithCli(window, path("picture.pgm"));
    }

    // A device call that never returns: the window stays responsive, the watchdog offers Cancel,
    // and Cancel carries on with the next device (this test runs with two PoCL devices).
    void hungDeviceCanBeCancelled()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, path("picture.pgm")));
        const QString before = window.statusText();
        configureFaults("hang:1@pthread"); // the next launch on the 'pthread' device hangs
        window.controls()->highpassControl()->setRadius(9);
        auto* cancel = window.findChild<QPushButton*>("watchdogCancel");
        QVERIFY(cancel);
        QVERIFY(!cancel->isVisible()); // nothing has hung long yet
        QTRY_VERIFY_WITH_TIMEOUT(cancel->isVisible(), kWaitMs);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(waitForCurrentResult(window));
        QTRY_VERIFY(window.statusText().contains("basic"));
        QVERIFY2(before.contains("pthread"), qPrintable(before));
        QVERIFY(!cancel->isVisible());
        compareWithCli(window, path("picture.pgm"), "basic");
        configureFaults("");
        releaseHangs(); // let the abandoned call end, so the process can exit cleanly
        forgetDeviceFailures();
    }

    void settingsPersist()
    {
        {
            MainWindow window;
            QVERIFY(openAndWait(window, path("picture.pgm")));
            FilterSettings s;
            s.lowpass = 17;
            s.shape = FilterShape::Gaussian;
            s.mapping = OutputMapping::Normalize;
            window.filterModel()->edit(s);
            window.close();
        }
        MainWindow again;
        const FilterSettings s = again.filterModel()->settings();
        QVERIFY(!s.highpass);
        QCOMPARE(s.lowpass.value_or(-1), 17.0);
        QCOMPARE(s.shape, FilterShape::Gaussian);
        QCOMPARE(s.mapping, OutputMapping::Normalize);
        QCOMPARE(QSettings().value("lastDirectory").toString(), dir_->path());
        QVERIFY(QSettings().value("recentFiles").toStringList().contains(QFileInfo(path("picture.pgm")).absoluteFilePath()));
    }

    // Every filter family through the settings and back: one value, the preset's JSON, plus
    // the sliders' positions; notches, wedges and a mask belong to an image and are not kept.
    void settingsKeepEveryFamily()
    {
        FilterSettings s;
        s.lowpass = 61.25;
        s.shape = FilterShape::Butterworth;
        s.order = 5;
        s.mapping = OutputMapping::Normalize;
        s.edges = *parseEdges("tukey", 0.3);
        s.notches = {Notch{12, -7, 2.5, FilterShape::Ideal}};
        s.invert = true;
        s.emphasis = {0.5, 1.75};
        s.isotropic = true;
        s.wedges = {stripeWedge(true, 4)};
        s.homomorphic = Homomorphic{0.4, 1.8, 1.5, 25};
        auto mask = std::make_shared<SpectrumMask>();
        mask->width = 4, mask->height = 2, mask->gains.assign(8, 0.5f);
        s.mask = mask;
        saveFilter(s, 42, 99); // the high-pass is off, its slider at 42

        QSettings settings;
        QCOMPARE(settings.allKeys(), (QStringList{"filter/highpass", "filter/lowpass", "filter/preset"}));
        QCOMPARE(settings.value("filter/highpass").toDouble(), 42.0);
        QCOMPARE(settings.value("filter/lowpass").toDouble(), 61.25);
        FilterSettings expected;
        expected.lowpass = 61.25;
        expected.shape = FilterShape::Butterworth;
        expected.order = 5;
        expected.mapping = OutputMapping::Normalize;
        expected.edges.mode = EdgeHandling::Window;
        expected.edges.taper = 0.3;
        expected.invert = true;
        expected.emphasis = {0.5, 1.75};
        expected.isotropic = true;
        expected.homomorphic = Homomorphic{0.4, 1.8, 1.5, 25};
        QVERIFY(parsePreset(settings.value("filter/preset").toString().toUtf8(), "settings") == expected);
        const std::optional<FilterSettings> loaded = loadSavedFilter();
        QVERIFY(loaded);
        QVERIFY2(*loaded == expected, loaded->describe().c_str());

        // And with a high-pass on, a low-pass off and no shaping: nothing of the last one stays.
        FilterSettings plain;
        plain.highpass = 8;
        saveFilter(plain, 3, 77);
        QCOMPARE(settings.value("filter/highpass").toDouble(), 8.0);
        QCOMPARE(settings.value("filter/lowpass").toDouble(), 77.0);
        QVERIFY2(loadSavedFilter() == plain, loadSavedFilter()->describe().c_str());
    }

    // Settings that Passband wrote before, one key per field, read back as they were; the
    // window starts with them, and its next save keeps them as the preset.
    void settingsFromOldKeysReadBack()
    {
        QSettings settings;
        settings.setValue("filter/highpassOn", true);
        settings.setValue("filter/highpass", 12.5);
        settings.setValue("filter/lowpassOn", false);
        settings.setValue("filter/lowpass", 80.0); // where the low-pass's slider was left
        settings.setValue("filter/shape", "gaussian");
        settings.setValue("filter/order", 4);
        settings.setValue("filter/mapping", "magnitude");
        settings.setValue("filter/edges", "tukey");
        settings.setValue("filter/taper", 0.3);
        settings.setValue("filter/invert", true);
        settings.setValue("filter/isotropic", true);
        settings.setValue("filter/k1", 1.0);
        settings.setValue("filter/k2", 2.5);
        settings.setValue("filter/homomorphic", true);
        settings.setValue("filter/gammaL", 0.4);
        settings.setValue("filter/gammaH", 1.8);
        settings.setValue("filter/c", 1.5);
        settings.setValue("filter/d0", 25.0);
        settings.sync();
        FilterSettings expected;
        expected.highpass = 12.5;
        expected.shape = FilterShape::Gaussian;
        expected.order = 4;
        expected.mapping = OutputMapping::Magnitude;
        expected.edges.mode = EdgeHandling::Window;
        expected.edges.taper = 0.3;
        expected.invert = true;
        expected.isotropic = true;
        expected.emphasis = {1, 2.5};
        expected.homomorphic = Homomorphic{0.4, 1.8, 1.5, 25};
        const std::optional<FilterSettings> loaded = loadSavedFilter();
        QVERIFY(loaded);
        QVERIFY2(*loaded == expected, loaded->describe().c_str());
        {
            MainWindow window;
            QVERIFY2(window.filterModel()->settings() == expected, window.filterModel()->settings().describe().c_str());
            window.close();
        }
        QSettings after;
        after.beginGroup("filter");
        QCOMPARE(after.childKeys(), (QStringList{"highpass", "lowpass", "preset"}));
        after.endGroup();
        QVERIFY2(loadSavedFilter() == expected, loadSavedFilter()->describe().c_str());

        // A file of the oldest defaults: the keys a first save wrote for the panel as it starts.
        QSettings().clear();
        settings.setValue("filter/highpassOn", false);
        settings.setValue("filter/highpass", 30.0);
        settings.setValue("filter/lowpassOn", false);
        settings.setValue("filter/lowpass", 60.0);
        settings.setValue("filter/shape", "ideal");
        settings.setValue("filter/order", 2);
        settings.setValue("filter/mapping", "auto");
        settings.setValue("filter/edges", "none");
        settings.setValue("filter/taper", 1.0);
        settings.setValue("filter/invert", false);
        settings.setValue("filter/isotropic", false);
        settings.setValue("filter/k1", 0.0);
        settings.setValue("filter/k2", 1.0);
        settings.setValue("filter/homomorphic", false);
        QVERIFY(loadSavedFilter() == FilterSettings{});
    }

private:
    std::unique_ptr<QTemporaryDir> dir_;
};

int main(int argc, char** argv)
{
    // Two OpenCL devices (PoCL's 'pthread' and 'basic' CPU drivers), so that failing over to
    // another device can be tested; 'pthread' is the default.
    qputenv("POCL_DEVICES", "pthread basic");
    // Settings of this run only: two runs at once (a developer's and CI's) must not share the
    // remembered directory and filter.
    QTemporaryDir config;
    if (!config.isValid())
        return 1;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    TestGui test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_gui.moc"
