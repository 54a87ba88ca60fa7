// passband-gui-bench: what a person waits for in the window, measured on the real main window
// (offscreen unless a display is given) driven by a script:
//   open      time from File > Open to the original, the spectrum and the first result on
//             screen; with --cold-cache, OpenCL's kernel cache starts empty (a first run)
//   drag      a slider moved N times a second for S seconds, as a hand drags it: updates
//             shown per second, and the longest time the UI thread spent in one event (wall
//             and its own CPU), which is what makes a window feel stuck
//   settle    time from the last slider event to the exact result of its value on screen
//   figure    time File > Export Figure takes to write the panes on show as a PNG, and how much
//             of it the UI thread waits (a large figure is encoded on a worker thread); the same
//             as a PDF; File > Export Filtered Image and Export Shown Image as PNGs; each
//             with the peak resident memory while it ran
//   UI thread the longest event while opening, and while dragging
//   memory    the process's peak resident memory
//   lab       with --lab-mix B: the Lab's magnitude-and-phase mode with B as the second
//             image, its magnitude slider dragged as above: lab results shown per second
//             and the time from the last event to the last value's result
//   cancel    with --cancel-open B: B opened and Cancel pressed --cancel-after ms later (while
//             B is read, or while its spectra are made): the time from Cancel until the image
//             before is back with its exact result, and until the worker is idle
//   side by side  with --side-by-side N: View > Filters Side by Side with N panes (the
//             default variants), the high-pass slider dragged as above: updates of all N
//             panes shown per second, and the time from the last event to their exact results
// Figures are reported, never judged: the test suite checks behaviour by counting, and this
// program is where durations are measured (docs/performance.md).
#include "control_panel.h"
#include "export_actions.h"
#include "lab_session.h"
#include "lab_view.h"
#include "lab_panel.h"
#include "main_window.h"
#include "radius_control.h"
#include "shown_exports.h"
#include "side_by_side.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QTemporaryDir>
#include <QElapsedTimer>
#include <QFile>
#include <QEventLoop>
#include <QFileInfo>
#include <QImageWriter>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSlider>
#include <QTimer>
#include <QWindow>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <memory>
#include <functional>
#include <sys/resource.h>

using namespace passband;

namespace {

// Times every top-level event dispatch on the UI thread: its wall time and the CPU time the
// UI thread itself spent in it (preemption by the worker's threads on a busy machine adds
// wall time, not CPU time).
class TimingApplication : public QApplication {
public:
    using QApplication::QApplication;

    struct Worst {
        double cpuMs = 0;  // longest CPU time of one dispatch
        double wallMs = 0; // longest wall time of one dispatch
        int overFrame = 0; // dispatches whose wall time exceeded one 60 Hz frame
        int events = 0;
    };
    void startMeasuring() { worst_ = Worst{}; measuring_ = true; }
    Worst stopMeasuring() { measuring_ = false; return worst_; }

    bool notify(QObject* receiver, QEvent* event) override
    {
        if (!measuring_ || depth_ > 0) {
            ++depth_;
            const bool r = QApplication::notify(receiver, event);
            --depth_;
            return r;
        }
        ++depth_;
        const double cpu0 = threadCpuMs();
        QElapsedTimer wall;
        wall.start();
        const bool r = QApplication::notify(receiver, event);
        const double wallMs = wall.nsecsElapsed() * 1e-6;
        const double cpuMs = threadCpuMs() - cpu0;
        --depth_;
        worst_.cpuMs = std::max(worst_.cpuMs, cpuMs);
        worst_.wallMs = std::max(worst_.wallMs, wallMs);
        worst_.overFrame += wallMs > 1000.0 / 60;
        ++worst_.events;
        return r;
    }

private:
    static double threadCpuMs()
    {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
    }

    Worst worst_;
    bool measuring_ = false;
    int depth_ = 0;
};

// Runs the event loop until `done` or the limit; true when done.
bool spinUntil(const std::function<bool()>& done, int limitMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > limitMs)
            return false;
        QEventLoop loop;
        QTimer::singleShot(1, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

bool showsNewestResult(const MainWindow& window)
{
    if (!(window.session()->latestFilterRequest() > 0 && window.session()->showsExactResult() && window.session()->engine()->waitIdle(0)))
        return false;
    QCoreApplication::sendPostedEvents(); // what the finished jobs delivered: the analysis
    return true;
}

double peakMemoryMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024.0;
}

// Linux keeps the peak (VmHWM) until it is reset through clear_refs: reset before an export,
// the peak read after it is the export's own. -1 where it cannot be reset or read.
bool resetPeakMemory()
{
    QFile file("/proc/self/clear_refs");
    return file.open(QIODevice::WriteOnly) && file.write("5") == 1;
}

double peakSinceResetMiB()
{
    QFile file("/proc/self/status");
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : file.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

constexpr int kLimitMs = 600000; // only for a run that has gone wrong

// A photograph-like test image of any size, the same on every machine: the bundled
// astronaut scaled smoothly, with a fixed pattern of sensor-like grain so that it compresses
// like a photograph rather than like a drawing. Written as JPEG (quality 92) or by extension.
int makePhoto(const QString& size, const QString& path)
{
    const QStringList wh = size.split('x');
    const int w = wh.value(0).toInt(), h = wh.value(1).toInt();
    if (wh.size() != 2 || w <= 0 || h <= 0 || qint64(w) * h > (qint64(1) << 28)) {
        std::fprintf(stderr, "passband-gui-bench: bad size '%s' for --make-photo (WxH)\n", qPrintable(size));
        return 2;
    }
    QImage photo = QImage(":/samples/astronaut.png")
                       .convertToFormat(QImage::Format_RGB888)
                       .scaled(w, h, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    std::uint32_t state = 20261123;
    for (int y = 0; y < h; ++y) {
        uchar* row = photo.scanLine(y);
        for (int i = 0; i < 3 * w; ++i) {
            state = state * 1664525u + 1013904223u;
            const int grain = int(state >> 29) - 4; // -4..3
            row[i] = uchar(std::clamp(int(row[i]) + grain, 0, 255));
        }
    }
    QImageWriter writer(path);
    writer.setQuality(92);
    if (!writer.write(photo)) {
        std::fprintf(stderr, "passband-gui-bench: cannot write %s: %s\n", qPrintable(path), qPrintable(writer.errorString()));
        return 1;
    }
    return 0;
}

// Moves a control as a hand drags it: `events` positions at `perSecond` a second, from 0 to
// 1 and back (`moveTo` is given the position); returns the drag's duration in ms.
double dragThereAndBack(int events, int perSecond, const std::function<void(double)>& moveTo)
{
    int sent = 0;
    QTimer drag;
    drag.setTimerType(Qt::PreciseTimer);
    QObject::connect(&drag, &QTimer::timeout, &drag, [&] {
        const double phase = double(sent) / std::max(1, events - 1); // 0..1
        moveTo(phase < 0.5 ? 2 * phase : 2 - 2 * phase);
        if (++sent == events)
            drag.stop();
    });
    QElapsedTimer clock;
    clock.start();
    drag.start(1000 / perSecond);
    spinUntil([&] { return sent == events; }, kLimitMs);
    return clock.nsecsElapsed() * 1e-6;
}

} // namespace

int main(int argc, char** argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM") && !qEnvironmentVariableIsSet("DISPLAY") &&
        !qEnvironmentVariableIsSet("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // A cold kernel cache: set before any OpenCL platform starts, so the drivers' caches
    // (PoCL's POCL_CACHE_DIR, the user's cache directory) begin empty.
    std::unique_ptr<QTemporaryDir> coldCache;
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--cold-cache") == 0) {
            coldCache = std::make_unique<QTemporaryDir>(QDir::tempPath() + "/passband-cold-XXXXXX");
            qputenv("POCL_CACHE_DIR", (coldCache->path() + "/pocl").toLocal8Bit());
            qputenv("XDG_CACHE_HOME", coldCache->path().toLocal8Bit());
            qputenv("CUDA_CACHE_DISABLE", "1");
        }
    TimingApplication app(argc, argv);
    QCoreApplication::setOrganizationName("PassbandBench"); // the user's settings stay out of it
    QCoreApplication::setApplicationName("passband-gui-bench");

    QCommandLineParser parser;
    parser.setApplicationDescription("Times the Passband window as a person uses it (see docs/performance.md).");
    parser.addHelpOption();
    parser.addPositionalArgument("FILE", "image to open (default: the bundled sample)", "[FILE]");
    const QCommandLineOption seconds("drag-seconds", "How long the slider is dragged (default 3).", "S", "3");
    const QCommandLineOption rate("rate", "Slider events per second while dragging (default 60).", "N", "60");
    const QCommandLineOption size("window", "Window size WxH (default 1600x900).", "WxH", "1600x900");
    const QCommandLineOption device("device", "OpenCL device, as for passband --device.", "D");
    const QCommandLineOption json("json", "Print one JSON object instead of text.");
    const QCommandLineOption photo("make-photo", "Only write a photograph-like test image of this size to FILE.", "WxH");
    const QCommandLineOption cold("cold-cache", "Start with empty kernel caches, as a first run does.");
    const QCommandLineOption labMix("lab-mix", "Then drag the Lab's magnitude slider with FILE as the second image.", "FILE");
    const QCommandLineOption sideBySideCount("side-by-side", "Then drag the high-pass slider with N filters side by side (2 to 4).", "N");
    const QCommandLineOption cancelOpen("cancel-open", "Then open FILE and press Cancel while it is on its way.", "FILE");
    const QCommandLineOption cancelAfter("cancel-after", "How long after asking to open it Cancel is pressed (default 2000).",
                                         "MS", "2000");
    parser.addOptions({seconds, rate, size, device, json, photo, cold, labMix, sideBySideCount, cancelOpen, cancelAfter});
    parser.process(app);
    if (parser.isSet(photo)) {
        if (parser.positionalArguments().size() != 1) {
            std::fprintf(stderr, "passband-gui-bench: --make-photo WxH needs one FILE to write\n");
            return 2;
        }
        return makePhoto(parser.value(photo), parser.positionalArguments().first());
    }
    const QString file = parser.positionalArguments().value(0, ":/samples/astronaut.png");
    const double dragSeconds = parser.value(seconds).toDouble();
    const int perSecond = parser.value(rate).toInt();
    const QStringList wh = parser.value(size).split('x');
    if (dragSeconds <= 0 || perSecond <= 0 || wh.size() != 2 || wh[0].toInt() <= 0 || wh[1].toInt() <= 0) {
        std::fprintf(stderr, "passband-gui-bench: bad --drag-seconds, --rate or --window (see --help)\n");
        return 2;
    }
    if (!file.startsWith(":/") && !QFileInfo(file).isFile()) {
        std::fprintf(stderr, "passband-gui-bench: no such file: %s\n", qPrintable(file));
        return 2;
    }

    MainWindow window(parser.value(device));
    window.resize(wh[0].toInt(), wh[1].toInt());
    window.show();
    spinUntil([&] { return window.windowHandle() && window.windowHandle()->isExposed(); }, kLimitMs);

    // Open: each pane's time from the request.
    QElapsedTimer clock;
    double originalMs = -1, spectrumMs = -1, resultMs = -1;
    const auto at = [&](double& ms) {
        if (ms < 0)
            ms = clock.nsecsElapsed() * 1e-6;
    };
    QObject::connect(window.session(), &Session::originalShown, &window, [&] { at(originalMs); });
    // The spectrum pane's first picture (at the pane's size; the full image follows), and the
    // first result: both as the pane shows them.
    QObject::connect(window.session(), &Session::spectrumShown, &window, [&] { at(spectrumMs); });
    QObject::connect(window.session(), &Session::resultShown, &window, [&] { at(resultMs); });
    app.startMeasuring();
    clock.start();
    window.openFile(file);
    if (!spinUntil([&] { return resultMs >= 0 && spectrumMs >= 0 && showsNewestResult(window); }, kLimitMs)) {
        std::fprintf(stderr, "passband-gui-bench: %s did not open (%s)\n", qPrintable(file), qPrintable(window.statusText()));
        return 1;
    }
    const double readyMs = clock.nsecsElapsed() * 1e-6; // display-sized images and analysis too
    const TimingApplication::Worst openWorst = app.stopMeasuring();
    const auto image = window.session()->image();

    // Drag: the high-pass radius from 2% to 20% of its range and back, as a hand would.
    RadiusControl* radius = window.controls()->highpassControl();
    const int low = std::max(1, window.controls()->maxRadius() / 50),
              high = std::max(low + 1, window.controls()->maxRadius() / 5);
    const int events = std::max(1, int(dragSeconds * perSecond));
    int shownDuringDrag = 0;
    bool dragging = false;
    QObject::connect(window.session(), &Session::resultShown, &window, [&] { shownDuringDrag += dragging; });
    const auto moveRadius = [&](double along) { radius->setRadius(low + int(std::lround(along * (high - low)))); };
    app.startMeasuring();
    dragging = true;
    const double dragMs = dragThereAndBack(events, perSecond, moveRadius);
    dragging = false;
    QElapsedTimer settle;
    settle.start();
    spinUntil([&] { return showsNewestResult(window); }, kLimitMs);
    const double settleMs = settle.nsecsElapsed() * 1e-6;
    const TimingApplication::Worst worst = app.stopMeasuring();
    const double updatesPerSecond = shownDuringDrag / (dragMs / 1000);

    // File > Export Figure of the panes on show, as PNG and as PDF, and File > Export Shown
    // Image: each recorded or begun on the UI thread, which waits for that (uiMs); a large one
    // is then made and written on a worker thread, until written (ms).
    QTemporaryDir exportDir;
    struct Timed {
        bool written = false;
        double ms = -1, uiMs = -1;
        double peakMiB = -1; // resident memory at its highest while it ran
    };
    bool exportDone = false, exportWritten = false;
    QObject::connect(window.exports(), &ExportActions::written, &window, [&](bool done) {
        exportDone = true;
        exportWritten = done;
    });
    const auto timeExport = [&](const std::function<bool()>& begin) {
        Timed t;
        exportDone = exportWritten = false;
        const bool peakReset = resetPeakMemory();
        QElapsedTimer clock;
        clock.start();
        const bool begun = exportDir.isValid() && begin();
        t.uiMs = clock.nsecsElapsed() * 1e-6;
        if (begun && window.exports()->writing())
            spinUntil([&] { return exportDone; }, kLimitMs);
        else
            exportWritten = begun;
        t.written = exportWritten;
        t.ms = t.written ? clock.nsecsElapsed() * 1e-6 : -1;
        t.peakMiB = peakReset ? peakSinceResetMiB() : -1;
        return t;
    };
    const Timed resultPng =
        timeExport([&] { return window.shownExports()->exportResultTo(exportDir.filePath("result.png")); });
    const Timed figurePng = timeExport([&] { return window.exportFigureTo(exportDir.filePath("figure.png")); });
    const Timed figurePdf = timeExport([&] { return window.exportFigureTo(exportDir.filePath("figure.pdf")); });
    const Timed shownPng =
        timeExport([&] { return window.shownExports()->exportShownTo(exportDir.filePath("shown.png")); });

    // The lab: magnitude and phase with a second image, its magnitude slider dragged.
    double labPerSecond = -1, labSettleMs = -1;
    int labShown = 0;
    if (parser.isSet(labMix)) {
        if (!window.openSecondImage(parser.value(labMix))) {
            std::fprintf(stderr, "passband-gui-bench: cannot open %s as the second image\n", qPrintable(parser.value(labMix)));
            return 1;
        }
        LabSession* lab = window.lab();
        auto* magnitude = window.labView()->panel()->findChild<QSlider*>("labMagnitude");
        // The exact result of the latest settings on show (a preview is refined once they rest).
        const auto labCurrent = [&] {
            return lab->latestRequest() > 0 && lab->shownRequest() == lab->latestRequest() &&
                   !lab->cycle()->refinePending() && lab->outcome().exact;
        };
        spinUntil(labCurrent, kLimitMs);
        bool labDragging = false;
        QObject::connect(lab, &LabSession::shown, &window, [&] { labShown += labDragging; });
        labDragging = true;
        const double labMs = dragThereAndBack(events, perSecond, [&](double along) {
            magnitude->setValue(int(std::lround(along * 100)));
        });
        labDragging = false;
        QElapsedTimer labSettle;
        labSettle.start();
        spinUntil(labCurrent, kLimitMs);
        labSettleMs = labSettle.nsecsElapsed() * 1e-6;
        labPerSecond = labShown / (labMs / 1000);
    }

    // Filters side by side: the same drag, all N panes following it.
    double sidePerSecond = -1, sideSettleMs = -1;
    int sideShown = 0, sideCount = 0;
    if (parser.isSet(sideBySideCount)) {
        sideCount = parser.value(sideBySideCount).toInt();
        if (sideCount < SideBySide::kMinPanes || sideCount > SideBySide::kMaxPanes) {
            std::fprintf(stderr, "passband-gui-bench: --side-by-side takes 2 to 4\n");
            return 1;
        }
        SideBySide* side = window.sideBySide();
        side->setCount(sideCount);
        side->setActive(true);
        spinUntil([&] { return side->showsExactResults(); }, kLimitMs);
        bool sideDragging = false;
        QObject::connect(side, &SideBySide::shown, &window, [&] { sideShown += sideDragging; });
        sideDragging = true;
        const double sideMs = dragThereAndBack(events, perSecond, moveRadius);
        sideDragging = false;
        QElapsedTimer sideSettle;
        sideSettle.start();
        spinUntil([&] { return side->showsExactResults(); }, kLimitMs);
        sideSettleMs = sideSettle.nsecsElapsed() * 1e-6;
        sidePerSecond = sideShown / (sideMs / 1000);
    }

    // Another image opened and given up on its way: how long the image before takes to be back,
    // its exact result on show and the worker free for the next request.
    double cancelAtMs = -1, cancelBackMs = -1, cancelIdleMs = -1;
    if (parser.isSet(cancelOpen)) {
        const QString other = parser.value(cancelOpen);
        const double after = parser.value(cancelAfter).toDouble();
        if (!QFileInfo(other).isFile() || !(after >= 0)) {
            std::fprintf(stderr, "passband-gui-bench: bad --cancel-open or --cancel-after (see --help)\n");
            return 2;
        }
        const QString before = window.session()->currentFile();
        QElapsedTimer asked;
        asked.start();
        window.openFile(other);
        spinUntil([&] { return asked.nsecsElapsed() * 1e-6 >= after || !window.session()->opening(); }, kLimitMs);
        if (!window.session()->opening()) {
            std::fprintf(stderr, "passband-gui-bench: %s opened before Cancel; give a shorter --cancel-after\n",
                         qPrintable(other));
            return 1;
        }
        cancelAtMs = asked.nsecsElapsed() * 1e-6;
        QElapsedTimer back;
        back.start();
        window.session()->cancelOpening();
        spinUntil([&] { return window.session()->currentFile() == before && window.session()->result() &&
                               window.session()->showsExactResult(); },
                  kLimitMs);
        cancelBackMs = back.nsecsElapsed() * 1e-6;
        spinUntil([&] { return showsNewestResult(window); }, kLimitMs);
        cancelIdleMs = back.nsecsElapsed() * 1e-6;
    }

    const QString size_ = QString("%1x%2").arg(image->width).arg(image->height);
    if (parser.isSet(json)) {
        QJsonObject o;
        o["file"] = file;
        o["size"] = size_;
        o["channels"] = image->channels;
        o["window"] = parser.value(size);
        o["kernel_cache"] = coldCache ? "cold" : "warm";
        o["original_ms"] = originalMs;
        o["spectrum_ms"] = spectrumMs;
        o["first_result_ms"] = resultMs;
        o["ready_ms"] = readyMs;
        o["open_worst_event_wall_ms"] = openWorst.wallMs;
        o["open_worst_event_cpu_ms"] = openWorst.cpuMs;
        o["drag_events"] = events;
        o["drag_ms"] = dragMs;
        o["updates_shown"] = shownDuringDrag;
        o["updates_per_second"] = updatesPerSecond;
        o["settle_ms"] = settleMs;
        o["export_ms"] = resultPng.ms;
        o["export_ui_ms"] = resultPng.uiMs;
        o["export_peak_mib"] = resultPng.peakMiB;
        o["figure_peak_mib"] = figurePng.peakMiB;
        o["shown_peak_mib"] = shownPng.peakMiB;
        o["figure_ms"] = figurePng.ms;
        o["figure_ui_ms"] = figurePng.uiMs;
        o["figure_pdf_ms"] = figurePdf.ms;
        o["figure_pdf_ui_ms"] = figurePdf.uiMs;
        o["shown_ms"] = shownPng.ms;
        o["shown_ui_ms"] = shownPng.uiMs;
        o["worst_event_wall_ms"] = worst.wallMs;
        o["worst_event_cpu_ms"] = worst.cpuMs;
        o["events_over_a_frame"] = worst.overFrame;
        o["events"] = worst.events;
        o["peak_memory_mib"] = peakMemoryMiB();
        if (sidePerSecond >= 0) {
            o["side_by_side_panes"] = sideCount;
            o["side_by_side_updates_shown"] = sideShown;
            o["side_by_side_updates_per_second"] = sidePerSecond;
            o["side_by_side_settle_ms"] = sideSettleMs;
        }
        if (cancelBackMs >= 0) {
            o["cancel_at_ms"] = cancelAtMs;
            o["cancel_back_ms"] = cancelBackMs;
            o["cancel_idle_ms"] = cancelIdleMs;
        }
        if (labPerSecond >= 0) {
            o["lab_updates_shown"] = labShown;
            o["lab_updates_per_second"] = labPerSecond;
            o["lab_settle_ms"] = labSettleMs;
        }
        std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    } else {
        std::printf("image      %s, %s, %d channel(s); window %s\n", qPrintable(file), qPrintable(size_), image->channels,
                    qPrintable(parser.value(size)));
        std::printf("open       original %.0f ms, spectrum %.0f ms, first result %.0f ms, all done %.0f ms "
                    "(kernel cache %s); longest UI event %.1f ms wall, %.1f ms CPU\n",
                    originalMs, spectrumMs, resultMs, readyMs, coldCache ? "cold" : "warm", openWorst.wallMs,
                    openWorst.cpuMs);
        std::printf("drag       %d events in %.2f s: %d updates shown, %.1f per second\n", events, dragMs / 1000,
                    shownDuringDrag, updatesPerSecond);
        std::printf("settle     exact result %.0f ms after the last event\n", settleMs);
        const auto say = [](const char* what, const Timed& t) {
            if (t.written)
                std::printf("%s written in %.0f ms, the UI thread waiting %.0f ms of it; peak %.0f MiB meanwhile\n",
                            what, t.ms, t.uiMs, t.peakMiB);
            else
                std::printf("%s failed\n", what);
        };
        say("export     Export Filtered Image (PNG)", resultPng);
        say("figure     Export Figure (PNG)", figurePng);
        say("figure     Export Figure (PDF)", figurePdf);
        say("shown      Export Shown Image (PNG)", shownPng);
        std::printf("UI thread  while dragging: longest event %.1f ms wall, %.1f ms CPU; %d of %d events over a 60 Hz frame\n",
                    worst.wallMs, worst.cpuMs, worst.overFrame, worst.events);
        if (labPerSecond >= 0)
            std::printf("lab mix    %d results shown, %.1f per second while its slider moves; the last %.0f ms after "
                        "the last event\n",
                        labShown, labPerSecond, labSettleMs);
        if (sidePerSecond >= 0)
            std::printf("side by side  %d panes: %d updates shown, %.1f per second while the slider moves; exact "
                        "results %.0f ms after the last event\n",
                        sideCount, sideShown, sidePerSecond, sideSettleMs);
        if (cancelBackMs >= 0)
            std::printf("cancel     %s given up %.0f ms after asking: the image before and its exact result back "
                        "%.0f ms after Cancel, the worker idle after %.0f ms\n",
                        qPrintable(parser.value(cancelOpen)), cancelAtMs, cancelBackMs, cancelIdleMs);
        std::printf("memory     peak %.0f MiB\n", peakMemoryMiB());
    }
    return 0;
}
