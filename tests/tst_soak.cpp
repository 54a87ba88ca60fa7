// A long class (#35): the window driven offscreen through its own actions and the Session's API
// for a few hundred (ctest) to several thousand (PASSBAND_SOAK_ACTIONS) random but reproducible
// actions (PASSBAND_SOAK_SEED): images of every format and size class opened, sliders dragged,
// filter circles dragged and masks painted on the spectrum, lab modes and B, undo and redo,
// exports of the result and of figures, devices changed, a video played, the window resized, the
// views toggled. After each action the panes must come to rest on the exact result of the latest
// settings within a bound that means "not hung", and agree with the session and the engine:
// title, sizes, the result's settings, and, for small plain filters, the result itself against a
// float64 DFT (tests/reference.h). Faults are injected between actions: the device failing
// mid-update, a file vanishing between choosing and reading it, a full disk on export; each ends
// in a message and the state before (or the recomputed result), nothing lost. VmRSS and VmHWM
// are sampled (PASSBAND_SOAK_CSV: written as CSV); over a long run without sanitizers the peak
// RSS after warm-up (every fixture opened, then a tour of the heaviest workloads) may not grow
// more than 5 %. Nothing here asserts a duration.
#include "control_panel.h"
#include "device.h"
#include "faults.h"
#include "figure_export_wait.h"
#include "filter_model.h"
#include "filter_overlay.h"
#include "image_io.h"
#include "image_pane.h"
#include "lab_under_test.h"
#include "lab_panel.h"
#include "live_source.h"
#include "main_window.h"
#include "mask_controls.h"
#include "radius_control.h"
#include "raw_avi.h"
#include "reference.h"
#include "sanitized_build.h"

#include <QtTest>

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QTemporaryDir>
#include <QUndoStack>

#include <array>
#include <csignal>
#include <deque>
#include <fstream>
#include <random>
#include <set>
#include <sys/resource.h>

using namespace passband;

namespace {

constexpr bool kSanitized = kSanitizedBuild;

// The bound that means "not hung": far beyond any action's time on a busy 2-core machine.
constexpr int kWaitMs = kSanitized ? 180000 : 60000;
constexpr int kDefaultActions = 300;
constexpr unsigned kDefaultSeed = 20240035;
constexpr int kFaultEvery = 20;      // one injected fault every this many actions
constexpr double kWarmupShare = 0.2; // the first fifth of the run: caches, plans, kernels
constexpr int kRssAssertMinActions = 1000;

int envInt(const char* name, int fallback)
{
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok ? v : fallback;
}

// kB from /proc/self/status
qint64 procStatus(const char* field)
{
    QFile f("/proc/self/status");
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(int(qstrlen(field))).trimmed().split(' ').first().toLongLong();
    return -1;
}

struct Fixture {
    QString path;
    int width, height;
    bool floating, alpha;
    int weight; // how often it is opened
};

// A picture with edges, texture and a gradient, different in each channel; `v` in 0..1.
double picture(int x, int y, int c, int w, int h)
{
    const bool box = x > w / 4 && x < 3 * w / 4 && y > h / 3 && y < 2 * h / 3;
    const double v = 0.25 + (box ? 0.35 : 0) + 0.15 * std::sin(0.45 * x + c) * std::cos(0.3 * y - c) +
                     0.2 * double(x + y * (c + 1)) / double(w + h * (c + 1));
    return std::clamp(v, 0.0, 1.0);
}

QImage qtPicture(int w, int h, QImage::Format format)
{
    QImage image(w, h, QImage::Format_RGBA64);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            image.setPixelColor(x, y, QColor::fromRgbF(float(picture(x, y, 0, w, h)), float(picture(x, y, 1, w, h)),
                                                       float(picture(x, y, 2, w, h))));
    return image.convertToFormat(format);
}

Image ownPicture(int w, int h, int channels, int maxval, bool floating)
{
    Image image;
    image.width = w;
    image.height = h;
    image.channels = channels;
    image.maxval = maxval;
    image.floating = floating;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            for (int c = 0; c < channels; ++c) {
                const double v = picture(x, y, c, w, h);
                if (floating)
                    image.values.push_back(float(3.0 * v - 0.5));
                else
                    image.samples.push_back(std::uint16_t(std::lround(v * maxval)));
            }
    if (floating) {
        image.low = *std::min_element(image.values.begin(), image.values.end());
        image.high = *std::max_element(image.values.begin(), image.values.end());
        if (image.high <= image.low)
            image.high = image.low + 1;
    }
    return image;
}

// PFM written here from the format's definition: bottom-up rows of little-endian floats.
QByteArray pfm(int w, int h, int channels)
{
    QByteArray out = QString("%1\n%2 %3\n-1.0\n").arg(channels == 3 ? "PF" : "Pf").arg(w).arg(h).toLatin1();
    for (int y = h - 1; y >= 0; --y)
        for (int x = 0; x < w; ++x)
            for (int c = 0; c < channels; ++c) {
                const float v = float(2.0 * picture(x, y, c, w, h) - 0.25);
                out.append(reinterpret_cast<const char*>(&v), 4);
            }
    return out;
}

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Files may not be written past `bytes` while it lives: the disk is full (writes fail with
// EFBIG partway through, as with ENOSPC; SIGXFSZ is ignored so that the write returns the error).
class FullDisk {
public:
    explicit FullDisk(rlim_t bytes)
    {
        previousHandler_ = std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &previous_);
        rlimit limited = previous_;
        limited.rlim_cur = bytes;
        ok_ = setrlimit(RLIMIT_FSIZE, &limited) == 0;
    }
    ~FullDisk()
    {
        setrlimit(RLIMIT_FSIZE, &previous_);
        std::signal(SIGXFSZ, previousHandler_);
    }
    bool ok() const { return ok_; }

private:
    rlimit previous_{};
    void (*previousHandler_)(int) = nullptr;
    bool ok_ = false;
};

// The address space limited to what the process has now plus `margin` bytes (ulimit -v, in
// this process), so that the next big allocation fails as it would on a small machine; the
// limit before is restored on leaving.
class AddressSpaceLimit {
public:
    explicit AddressSpaceLimit(rlim_t margin)
    {
        getrlimit(RLIMIT_AS, &previous_);
        rlimit limited = previous_;
        limited.rlim_cur = static_cast<rlim_t>(procStatus("VmSize:")) * 1024 + margin;
        ok_ = setrlimit(RLIMIT_AS, &limited) == 0;
    }
    ~AddressSpaceLimit() { setrlimit(RLIMIT_AS, &previous_); }
    bool ok() const { return ok_; }

private:
    rlimit previous_{};
    bool ok_ = false;
};

// What a rejected file must leave as it was: the image, its result, the settings, the title.
struct WindowState {
    std::shared_ptr<const Image> image, result;
    FilterSettings settings;
    QString title;
    explicit WindowState(MainWindow& window)
        : image(window.session()->image()), result(window.session()->result()),
          settings(window.filterModel()->settings()), title(window.windowTitle())
    {
    }
    bool operator==(const WindowState& o) const
    {
        const bool sameResult = result == o.result || (result && o.result && result->samples == o.result->samples &&
                                                       result->values == o.result->values);
        return image == o.image && sameResult && settings == o.settings && title == o.title;
    }
};

QString describeSettings(const FilterSettings& s) { return QString::fromStdString(s.describe()); }

} // namespace

class TestSoak : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> dir_;
    std::vector<Fixture> fixtures_;
    QString video_;
    QString path(const QString& name) const { return dir_->filePath(name); }

    // The run
    std::mt19937 rng_;
    unsigned seed_ = kDefaultSeed;
    int index_ = -1;
    std::deque<QString> log_;
    QString expectedFile_;
    QSize expectedSize_;
    QStringList devices_;
    QSignalSpy* errors_ = nullptr; // every message box the window showed
    int expectedErrors_ = 0;       // those an action asked for
    quint64 labFailedFor_ = 0;     // the lab request whose refusal came last
    int labRefusals_ = 0;
    std::set<QString> labReasons_; // what the lab said when it refused
    std::map<QString, int> counts_;
    int faultsInjected_ = 0, faultsRecovered_ = 0;
    int memoryFaults_ = 0; // alternately short while reading and while filtering
    int oracleChecks_ = 0, identityChecks_ = 0, oracleSkipped_ = 0, circleDragsTaken_ = 0, circleDragsTried_ = 0;
    int exportsWritten_ = 0, figuresWritten_ = 0;
    QElapsedTimer clock_;

    int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
    double uniformReal(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng_); }
    bool chance(double p) { return std::bernoulli_distribution(p)(rng_); }

    void note(const QString& line)
    {
        log_.push_back(QString("#%1 %2").arg(index_).arg(line));
        if (log_.size() > 40)
            log_.pop_front();
    }

    QString replayHint() const
    {
        QString text = QString("\nseed %1, action %2 (replay: PASSBAND_SOAK_SEED=%1 PASSBAND_SOAK_ACTIONS=%3)\nlast actions:\n")
                           .arg(seed_)
                           .arg(index_)
                           .arg(index_ + 1);
        for (const QString& line : log_)
            text += "  " + line + "\n";
        return text;
    }

    void closeMessageBoxes(MainWindow& window)
    {
        for (QMessageBox* box : window.findChildren<QMessageBox*>("passbandError"))
            box->close();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    // --- Waiting ---

    // Everything asked for is on show: the exact result of the latest settings, the lab's
    // latest outcome, the spectrum part asked for, no video still playing, the worker idle.
    bool atRest(MainWindow& window) const
    {
        Session* s = window.session();
        LabUnderTest lab(window);
        if (s->live()->running())
            return false;
        if (!s->image())
            return s->engine()->waitIdle(0);
        if (s->latestFilterRequest() == 0 || !(s->resultHeld() || s->showsExactResult()))
            return false;
        // The lab's latest request answered, or refused with its one line in the readout.
        if (lab->active() && !((lab->shownRequest() == lab->latestRequest() || labFailedFor_ == lab->latestRequest()) &&
                               lab->pacer()->latestExact() && !lab->pacer()->refinePending()))
            return false;
        if (s->spectrumPart() != SpectrumPart::LogMagnitude && s->partImage().isNull())
            return false;
        return s->engine()->waitIdle(0);
    }

    // What atRest() looks at, for a failure's message.
    QString restState(MainWindow& window) const
    {
        Session* s = window.session();
        LabUnderTest lab(window);
        Engine* engine = s->engine();
        return QString("live %1, image %2, filter requests %3 latest %4 shown %5, exact on show %6, held %7, "
                       "refine pending %8, lab %9 (mode %10, latest %11 shown %12, latest exact %13, refine %14), "
                       "spectrum part %15 (image %16), worker idle %17")
            .arg(s->live()->running()).arg(bool(s->image())).arg(s->filterRequestsMade()).arg(s->latestFilterRequest())
            .arg(s->shownResult()).arg(s->showsExactResult()).arg(s->resultHeld()).arg(s->refinePending())
            .arg(lab->active()).arg(labModeInfo(lab->panel()->mode()).name).arg(lab->latestRequest()).arg(lab->shownRequest())
            .arg(lab->pacer()->latestExact()).arg(lab->pacer()->refinePending()).arg(int(s->spectrumPart()))
            .arg(!s->partImage().isNull()).arg(engine->waitIdle(0));
    }

    bool settle(MainWindow& window)
    {
        QElapsedTimer waited;
        waited.start();
        // Twice at rest with the posted events between: what the finished jobs delivered (the
        // analysis follows the result) has arrived and asked for nothing more.
        int restful = 0;
        while (waited.elapsed() < kWaitMs) {
            if (atRest(window)) {
                QCoreApplication::sendPostedEvents();
                QCoreApplication::processEvents();
                if (++restful >= 2 && atRest(window))
                    return true;
            } else {
                restful = 0;
            }
            QTest::qWait(2);
        }
        return false;
    }

    // --- What the panes must agree on ---

    QString consistency(MainWindow& window)
    {
        Session* s = window.session();
        const auto image = s->image();
        if (expectedFile_.isEmpty())
            return image ? "an image is on show before any was opened" : QString();
        if (!image)
            return "no image on show";
        if (s->currentFile() != expectedFile_)
            return QString("the session shows %1, expected %2").arg(s->currentFile(), expectedFile_);
        const QSize size(image->width, image->height);
        if (size != expectedSize_)
            return QString("the image is %1x%2, expected %3x%4")
                .arg(size.width()).arg(size.height()).arg(expectedSize_.width()).arg(expectedSize_.height());
        const QString title = Session::displayName(expectedFile_) + " - Passband";
        if (window.windowTitle() != title)
            return QString("window title '%1', expected '%2'").arg(window.windowTitle(), title);
        if (window.originalPane()->sceneSize() != size)
            return QString("the Original pane is %1x%2").arg(window.originalPane()->sceneSize().width()).arg(window.originalPane()->sceneSize().height());
        const auto result = s->result();
        if (!result)
            return "no result";
        if (result->width != image->width || result->height != image->height)
            return QString("the result is %1x%2 for a %3x%4 image").arg(result->width).arg(result->height).arg(image->width).arg(image->height);
        if (!s->resultHeld() && s->resultSettings() != window.filterModel()->settings())
            return QString("the result is of '%1', the settings are '%2'")
                .arg(describeSettings(s->resultSettings()), describeSettings(window.filterModel()->settings()));
        if (s->resultRemoved() != window.controls()->removedCheck()->isChecked())
            return "the result's removed view differs from the check box";
        ImagePane* filtered = window.filteredPane();
        if (filtered->showsPreview())
            return "the Filtered pane still shows a preview";
        if (filtered->sceneSize() != size)
            return QString("the Filtered pane is %1x%2").arg(filtered->sceneSize().width()).arg(filtered->sceneSize().height());
        const QString ft = filtered->title();
        if (ft.contains("preview") || !ft.startsWith(s->resultRemoved() ? "Removed by the filter" : "Filtered"))
            return QString("the Filtered pane's title is '%1'").arg(ft);
        const QSize spectrum = window.spectrumPane()->sceneSize();
        if (spectrum.isEmpty())
            return "the Spectrum pane is empty";
        if (window.spectrumPane()->showsPreview() && s->magnitude().picture != nullptr &&
            s->spectrumPart() == SpectrumPart::LogMagnitude)
            return "the Spectrum pane shows its preview although the full spectrum came";
        LabUnderTest lab(window);
        if (lab->active()) {
            if (!lab->resultPane()->isVisible() || lab->resultPane()->title().isEmpty())
                return "the lab is on but its result pane is not shown";
            if (lab->resultImage() && lab->resultPane()->sceneSize().isEmpty())
                return "the lab has a result but its pane is empty";
        } else if (!filtered->isVisible() && window.isVisible()) {
            return "the lab is off but the Filtered pane is hidden";
        }
        return oracle(window);
    }

    // For a small integer image under a plain filter, the result against a float64 DFT written
    // from the definition (tests/reference.h), within one level.
    QString oracle(MainWindow& window)
    {
        Session* s = window.session();
        const auto image = s->image();
        const auto result = s->result();
        const FilterSettings& f = s->resultSettings();
        if (s->resultRemoved() || !f.notches.empty() || f.invert || !(f.emphasis == Emphasis{}) || f.isotropic ||
            !f.wedges.empty() || f.homomorphic || f.mask || f.edges.mode != EdgeHandling::Periodic)
            return {};
        const OutputMapping mapping = f.effectiveMapping();
        // Any image, any size: an ideal low-pass beyond the spectrum's corner passes every bin,
        // so the result is the image (float samples within a thousandth of their range).
        const double corner = std::hypot(image->width / 2.0, image->height / 2.0);
        if (f.shape == FilterShape::Ideal && !f.highpassActive() && f.lowpass && *f.lowpass > corner + 1e-6 &&
            mapping == OutputMapping::Clamp && result->channels == image->channels &&
            result->isFloat() == image->isFloat()) {
            const double tolerance = image->isFloat() ? 1e-3 * (image->high - image->low) : 1.0;
            double worst = 0;
            for (std::size_t i = 0; i < image->sampleCount(); ++i)
                worst = std::max(worst, std::abs(result->value(int(i / image->channels) % image->width,
                                                               int(i / image->channels) / image->width,
                                                               int(i % image->channels)) -
                                                 image->value(int(i / image->channels) % image->width,
                                                              int(i / image->channels) / image->width,
                                                              int(i % image->channels))));
            ++identityChecks_;
            if (worst > tolerance)
                return QString("a low-pass beyond the corner (%1 > %2) changed the image by %3").arg(*f.lowpass).arg(corner).arg(worst);
            return {};
        }
        if (image->isFloat() || image->hasAlpha() || image->pixelCount() > 128 * 128 || result->isFloat())
            return {};
        const char* mapName = mapping == OutputMapping::Clamp       ? "clamp"
                              : mapping == OutputMapping::Normalize ? "normalize"
                              : mapping == OutputMapping::Magnitude ? "magnitude"
                                                                    : nullptr;
        if (!mapName)
            return {};
        const char* shape = f.shape == FilterShape::Ideal ? "ideal" : f.shape == FilterShape::Gaussian ? "gaussian" : "butterworth";
        const double hp = f.highpassActive() ? *f.highpass : 0;
        const double lp = f.lowpass ? *f.lowpass : -1;
        // An ideal circle through bins exactly (integer D^2 = R^2) is decided by rounding.
        const auto onGrid = [](double r) { return r > 0 && std::abs(r * r - std::round(r * r)) < 1e-6; };
        if (f.shape == FilterShape::Ideal && (onGrid(hp) || onGrid(lp)))
            return {};
        const int w = image->width, h = image->height, channels = image->channels;
        std::vector<std::vector<double>> planes;
        for (int c = 0; c < channels; ++c) {
            std::vector<double> plane(image->pixelCount());
            for (std::size_t i = 0; i < plane.size(); ++i)
                plane[i] = image->samples[i * channels + c];
            planes.push_back(reference::filteredPlane(plane, w, h, shape, f.order, hp, lp));
        }
        // A mapping that stretches a result far weaker than the image (a band that passes almost
        // nothing) stretches float32 rounding with it: no oracle there.
        if (mapping != OutputMapping::Clamp) {
            double low = 0, high = 0;
            for (const auto& p : planes)
                for (const double v : p) {
                    low = std::min(low, v);
                    high = std::max(high, v);
                }
            if (high - low < 0.01 * image->maxval) {
                ++oracleSkipped_;
                return {};
            }
        }
        const auto expected = reference::mapPlanes(planes, mapName, image->maxval);
        long worst = 0;
        for (int c = 0; c < channels; ++c)
            for (std::size_t i = 0; i < image->pixelCount(); ++i)
                worst = std::max(worst, std::abs(long(result->samples[i * channels + c]) - expected[c][i]));
        ++oracleChecks_;
        // One level of 8 bits; for 16 bits a ten-thousandth of the range (the engine computes in
        // float32, and a narrow band mapped by magnitude stretches its rounding).
        const long tolerance = std::max(1L, long(image->maxval / 10000));
        if (worst > tolerance)
            return QString("the result of '%1' is %2 levels from the float64 reference (tolerance %3)")
                .arg(describeSettings(f)).arg(worst).arg(tolerance);
        return {};
    }

    // Runs after every action: at rest within the bound, consistent, no message box that was
    // not asked for.
    QString afterAction(MainWindow& window)
    {
        if (!settle(window))
            return QString("not at rest after %1 s (hung?): %2").arg(kWaitMs / 1000).arg(restState(window));
        if (errors_->count() > expectedErrors_)
            return QString("unexpected message: %1").arg(errors_->at(expectedErrors_).first().toString());
        expectedErrors_ = errors_->count();
        return consistency(window);
    }

    // --- Actions ---

    const Fixture& pickFixture()
    {
        int total = 0;
        for (const Fixture& f : fixtures_)
            total += f.weight;
        int r = uniform(0, total - 1);
        for (const Fixture& f : fixtures_) {
            if (r < f.weight)
                return f;
            r -= f.weight;
        }
        return fixtures_.back();
    }

    QString openImage(MainWindow& window, const Fixture& f)
    {
        note("open " + QFileInfo(f.path).fileName());
        QSignalSpy shown(window.session(), &Session::imageShown);
        window.openFile(f.path);
        if (!QTest::qWaitFor([&] { return !shown.isEmpty() && window.session()->currentFile() == f.path; }, kWaitMs))
            return "the image was not shown (hung?)";
        expectedFile_ = f.path;
        expectedSize_ = QSize(f.width, f.height);
        return {};
    }

    QString dragSlider(MainWindow& window)
    {
        ControlPanel* c = window.controls();
        const bool high = chance(0.5);
        QCheckBox* check = high ? c->highpassCheck() : c->lowpassCheck();
        if (!check->isChecked())
            check->click();
        QSlider* slider = high ? c->highpassSlider() : c->lowpassSlider();
        const int steps = uniform(1, 12);
        note(QString("drag %1 slider, %2 steps").arg(high ? "high-pass" : "low-pass").arg(steps));
        slider->setSliderDown(true);
        for (int i = 0; i < steps; ++i) {
            slider->setValue(std::clamp(slider->value() + uniform(-120, 120), slider->minimum(), slider->maximum()));
            QTest::qWait(uniform(0, 25));
        }
        slider->setSliderDown(false);
        if (chance(0.3)) // then a key or two, as the arrow keys nudge it
            QTest::keyClick(slider, chance(0.5) ? Qt::Key_Right : Qt::Key_PageDown);
        return {};
    }

    QString typeRadius(MainWindow& window)
    {
        ControlPanel* c = window.controls();
        const bool high = chance(0.5);
        QCheckBox* check = high ? c->highpassCheck() : c->lowpassCheck();
        if (chance(0.15)) {
            note(QString("toggle the %1 check").arg(high ? "high-pass" : "low-pass"));
            check->click();
            return {};
        }
        if (!check->isChecked())
            check->click();
        QDoubleSpinBox* spin = high ? c->highpassSpin() : c->lowpassSpin();
        const double r = std::round(uniformReal(0, spin->maximum()) * 100) / 100;
        note(QString("type %1 radius %2").arg(high ? "high-pass" : "low-pass").arg(r));
        spin->setValue(r);
        return {};
    }

    QString chooseCombo(MainWindow& window)
    {
        ControlPanel* c = window.controls();
        const int which = uniform(0, 3);
        if (which == 3) {
            const int order = uniform(1, 6);
            note(QString("order %1").arg(order));
            c->orderSpin()->setValue(order);
            return {};
        }
        QComboBox* combo = which == 0 ? c->shapeCombo() : which == 1 ? c->mappingCombo() : c->edgesCombo();
        const int i = uniform(0, combo->count() - 1);
        note(QString("%1 -> %2").arg(which == 0 ? "shape" : which == 1 ? "mapping" : "edges", combo->itemText(i)));
        combo->setCurrentIndex(i);
        return {};
    }

    bool spectrumUsable(MainWindow& window) const
    {
        const auto image = window.session()->image();
        return image && !window.lab()->active() && image->width >= 16 && image->height >= 16 &&
               window.spectrumPane()->isVisible() && window.session()->shownEdges().mode != EdgeHandling::Mirror;
    }

    // The undo stack's top, and how many steps were pushed since it was taken: the index moves,
    // or, on a stack at its limit (FilterModel::kUndoLimit) that drops its oldest, the top changes.
    struct UndoMark {
        int index;
        const QUndoCommand* top;
    };
    static UndoMark undoMark(QUndoStack* stack)
    {
        return {stack->index(), stack->index() > 0 ? stack->command(stack->index() - 1) : nullptr};
    }
    static int stepsSince(QUndoStack* stack, const UndoMark& mark)
    {
        if (stack->index() != mark.index)
            return stack->index() - mark.index;
        return stack->index() > 0 && stack->command(stack->index() - 1) != mark.top ? 1 : 0;
    }

    QString dragCircle(MainWindow& window)
    {
        FilterModel* model = window.filterModel();
        const FilterSettings before = model->settings();
        const bool high = before.highpassActive() && (!before.lowpass || chance(0.5));
        const std::optional<double> radius = high ? before.highpass : before.lowpass;
        if (!spectrumUsable(window) || !radius || *radius < 3) {
            note("drag a circle: none to drag here");
            return {};
        }
        ZoomView* view = window.spectrumPane()->view();
        QWidget* viewport = view->viewport();
        const QPointF dc = window.overlay()->centre();
        const double angle = uniformReal(0, 2 * M_PI);
        const QPointF dir(std::cos(angle), std::sin(angle));
        const QPoint from = view->mapFromScene(dc + dir * *radius);
        if (!viewport->rect().contains(from)) {
            note("drag a circle: off the pane");
            return {};
        }
        const double to = std::max(1.0, *radius * uniformReal(0.5, 1.6));
        note(QString("drag the %1 circle %2 -> %3").arg(high ? "high-pass" : "low-pass").arg(*radius).arg(to));
        ++circleDragsTried_;
        const UndoMark mark = undoMark(window.undoStack());
        QTest::mouseMove(viewport, from);
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        const int moves = uniform(1, 5);
        for (int i = 1; i <= moves; ++i) {
            const double r = *radius + (to - *radius) * i / moves;
            QTest::mouseMove(viewport, view->mapFromScene(dc + dir * r));
            QTest::qWait(uniform(0, 15));
        }
        const QPoint end = view->mapFromScene(dc + dir * to);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, end);
        if (const int steps = stepsSince(window.undoStack(), mark); steps != 0) {
            ++circleDragsTaken_;
            const QString expected = high ? "Drag High-pass Circle" : "Drag Low-pass Circle";
            if (window.undoStack()->undoText() != expected)
                return QString("a circle drag left the undo step '%1'").arg(window.undoStack()->undoText());
            if (steps != 1)
                return QString("a circle drag made %1 undo steps").arg(steps);
        }
        return {};
    }

    QString paintMask(MainWindow& window)
    {
        if (!spectrumUsable(window)) {
            note("paint a mask: not here");
            return {};
        }
        MaskControls* m = window.controls()->maskControls();
        if (chance(0.2)) {
            note(chance(0.5) ? "mask: clear" : "mask: invert");
            (log_.back().endsWith("clear") ? m->clearButton() : m->invertButton())->click();
            return {};
        }
        const auto image = window.session()->image();
        const int shape = uniform(0, 2);
        m->toolCombo()->setCurrentIndex(m->toolCombo()->findData(shape));
        ZoomView* view = window.spectrumPane()->view();
        QWidget* viewport = view->viewport();
        const auto randomPoint = [&] {
            return QPointF(uniformReal(0, image->width), uniformReal(0, image->height));
        };
        const QPointF a = randomPoint(), b = randomPoint();
        note(QString("paint a %1 from (%2, %3) to (%4, %5)").arg(m->toolCombo()->currentText())
                 .arg(a.x(), 0, 'f', 1).arg(a.y(), 0, 'f', 1).arg(b.x(), 0, 'f', 1).arg(b.y(), 0, 'f', 1));
        const UndoMark mark = undoMark(window.undoStack());
        const FilterSettings before = window.filterModel()->settings();
        const QPoint pa = view->mapFromScene(a), pb = view->mapFromScene(b);
        QString why;
        if (viewport->rect().contains(pa) && viewport->rect().contains(pb)) {
            QTest::mousePress(viewport, Qt::LeftButton, {}, pa);
            QTest::mouseMove(viewport, (pa + pb) / 2);
            QTest::mouseMove(viewport, pb);
            QTest::mouseRelease(viewport, Qt::LeftButton, {}, pb);
            const auto& mask = window.filterModel()->settings().mask;
            // One step, or none where the stroke changed nothing (painted over a stopped area).
            const int steps = stepsSince(window.undoStack(), mark);
            if (steps != 1 && !(steps == 0 && window.filterModel()->settings() == before))
                why = QString("a mask stroke made %1 undo steps (undo text '%2'; settings '%3' -> '%4', mask %5 -> %6)")
                          .arg(steps).arg(window.undoStack()->undoText(), describeSettings(before),
                               describeSettings(window.filterModel()->settings()))
                          .arg(before.mask ? "on" : "off", mask ? "on" : "off");
            else if (!mask)
                why = "a mask stroke left no mask";
        }
        m->toolCombo()->setCurrentIndex(m->toolCombo()->findData(-1)); // the mouse pans again
        return why;
    }

    // Plain settings (as a preset would set them) whose result the oracle can check: a band of
    // random shape, or, now and then, a low-pass beyond the corner that must give the image back.
    QString plainFilter(MainWindow& window)
    {
        const auto image = window.session()->image();
        if (!image) {
            note("plain filter: no image");
            return {};
        }
        FilterSettings s;
        const double corner = std::hypot(image->width / 2.0, image->height / 2.0);
        if (chance(0.3)) {
            s.lowpass = std::floor(corner) + 1.37;
            s.mapping = OutputMapping::Clamp;
        } else {
            s.shape = FilterShape(uniform(0, 2));
            s.order = uniform(1, 5);
            const double top = std::max(1.0, corner);
            if (chance(0.7))
                s.highpass = std::round(uniformReal(0.2, top) * 100) / 100 + 0.003;
            if (!s.highpass || chance(0.5))
                s.lowpass = std::round(uniformReal(s.highpass.value_or(0.2), top + 1) * 100) / 100 + 0.007;
            s.mapping = std::array{OutputMapping::Auto, OutputMapping::Clamp, OutputMapping::Normalize,
                                   OutputMapping::Magnitude}[std::size_t(uniform(0, 3))];
        }
        if (window.controls()->removedCheck()->isChecked())
            window.controls()->removedCheck()->click();
        note("plain filter: " + describeSettings(s));
        window.filterModel()->edit(s);
        return {};
    }

    QAction* undoRedoAction(MainWindow& window, bool undo)
    {
        const QKeySequence key = QKeySequence(undo ? QKeySequence::Undo : QKeySequence::Redo);
        for (QAction* a : window.findChildren<QAction*>())
            if (a->shortcut() == key)
                return a;
        return nullptr;
    }

    QString undoRedo(MainWindow& window, bool undo)
    {
        QAction* action = undoRedoAction(window, undo);
        if (!action)
            return QString("no %1 action in the window").arg(undo ? "undo" : "redo");
        const int n = uniform(1, 3);
        note(QString("%1 x%2 (%3)").arg(undo ? "undo" : "redo").arg(n).arg(action->text()));
        for (int i = 0; i < n && action->isEnabled(); ++i)
            action->trigger();
        return {};
    }

    QString switchLab(MainWindow& window)
    {
        const std::vector<LabModeInfo>& modes = labModes();
        const LabModeInfo& info = chance(0.4) ? modes.front() : modes[std::size_t(uniform(0, int(modes.size()) - 1))];
        note(QString("lab mode %1").arg(info.name));
        if (info.mode == LabMode::Off)
            window.lab()->model()->setMode(LabMode::Off);
        else
            window.showLab(info.mode);
        return {};
    }

    QString openB(MainWindow& window) { return openB(window, pickFixture()); }

    QString openB(MainWindow& window, const Fixture& f)
    {
        note("open B " + QFileInfo(f.path).fileName());
        const int errorsBefore = errors_->count();
        if (!window.openSecondImage(f.path)) {
            // A refusal is a message, one line, never silence.
            if (errors_->count() != errorsBefore + 1)
                return "B was refused without a message";
            note("  B refused: " + errors_->last().first().toString());
            expectedErrors_ = errors_->count();
            closeMessageBoxes(window);
        }
        return {};
    }

    QString exportImage(MainWindow& window)
    {
        if (!settle(window))
            return "not at rest before export";
        static const char* kExtensions[] = {"png", "tif", "fits", "pgm", "ppm", "pfm", "jpg", "bmp"};
        const QString ext = kExtensions[uniform(0, 7)];
        const QString file = path(QString("export-%1.%2").arg(index_).arg(ext));
        note("export " + QFileInfo(file).fileName());
        LabUnderTest lab(window);
        const std::shared_ptr<const Image> shown = lab->active() ? lab->resultImage() : window.session()->result();
        const int errorsBefore = errors_->count();
        const bool written = window.exportFilteredTo(file);
        if (!written) {
            if (lab->active() && !shown && errors_->count() == errorsBefore + 1) { // nothing of the lab's to export: said so
                expectedErrors_ = errors_->count();
                closeMessageBoxes(window);
                QFile::remove(file);
                return QFileInfo::exists(file) ? "a refused export left a file" : QString();
            }
            return QString("export to %1 failed: %2").arg(file, errors_->count() > errorsBefore ? errors_->last().first().toString() : "no message");
        }
        const Image back = loadImage(file);
        QFile::remove(file);
        // The lab's sampling shows its samples as blocks and exports the samples (README "Lab").
        const int side = lab->active() ? labModeInfo(lab->outcome().settings.mode).blockSide(lab->outcome().settings) : 1;
        if (!shown || back.width != shown->width / side || back.height != shown->height / side)
            return QString("the exported %1 is %2x%3, the result %4x%5 in blocks of %6").arg(ext).arg(back.width).arg(back.height)
                .arg(shown ? shown->width : 0).arg(shown ? shown->height : 0).arg(side);
        ++exportsWritten_;
        return {};
    }

    QString exportFigure(MainWindow& window)
    {
        if (!settle(window))
            return "not at rest before the figure";
        const bool pdf = chance(0.2);
        const QString file = path(QString("figure-%1.%2").arg(index_).arg(pdf ? "pdf" : "png"));
        note("export figure " + QFileInfo(file).fileName());
        const int errorsBefore = errors_->count();
        if (!exportFigureAndWait(window, file, kWaitMs))
            return QString("the figure was not written: %1").arg(errors_->count() > errorsBefore ? errors_->last().first().toString() : "no message");
        if (pdf) {
            if (!readBytes(file).startsWith("%PDF-"))
                return "the figure PDF is not a PDF";
        } else {
            const QImage figure(file);
            // Its size follows the panes' shapes (a 3x200 or 1x1 image makes a narrow figure):
            // margins and a caption at least.
            if (figure.isNull() || figure.width() < 16 || figure.height() < 16)
                return QString("the figure PNG does not load at a figure's size (%1x%2)").arg(figure.width()).arg(figure.height());
        }
        QFile::remove(file);
        ++figuresWritten_;
        return {};
    }

    QString changeDevice(MainWindow& window)
    {
        Session* s = window.session();
        if (devices_.isEmpty())
            return "no devices were listed";
        const int index = chance(0.3) ? s->deviceIndex() : uniform(0, int(devices_.size()) - 1);
        note(QString("device %1 (%2), was %3").arg(index).arg(devices_.value(index)).arg(s->deviceIndex()));
        QSignalSpy ready(s, &Session::deviceReady);
        s->selectDevice(index);
        if (!QTest::qWaitFor([&] { return !ready.isEmpty(); }, kWaitMs))
            return "the device did not become ready";
        if (s->deviceIndex() != index)
            return QString("device %1 asked for, %2 in use").arg(index).arg(s->deviceIndex());
        return {};
    }

    QString openVideo(MainWindow& window)
    {
        note("open video " + QFileInfo(video_).fileName());
        Session* s = window.session();
        const int before = s->liveFramesShown();
        const int errorsBefore = errors_->count();
        if (!window.openVideo(video_))
            return QString("the video did not open: %1").arg(errors_->count() > errorsBefore ? errors_->last().first().toString() : "no message");
        if (!QTest::qWaitFor([&] { return s->liveFramesShown() >= before + 2 && !s->live()->running(); }, kWaitMs))
            return "the video did not play to its end";
        if (!settle(window))
            return "not at rest after the video";
        expectedFile_ = s->currentFile();
        expectedSize_ = QSize(64, 48);
        if (!Session::displayName(expectedFile_).contains("moving.avi"))
            return QString("the video's frames are named '%1'").arg(Session::displayName(expectedFile_));
        return {};
    }

    QString resizeWindow(MainWindow& window)
    {
        static const QSize kSizes[] = {{1024, 768}, {1400, 900}, {1600, 1000}, {1920, 1080}, {1280, 720}};
        const QSize size = kSizes[uniform(0, 4)];
        note(QString("resize to %1x%2").arg(size.width()).arg(size.height()));
        window.resize(size);
        QTest::qWait(1);
        return {};
    }

    QString toggleView(MainWindow& window)
    {
        const int which = uniform(0, 5);
        switch (which) {
        case 0:
            note("toggle auto contrast");
            window.autoContrastAction()->trigger();
            break;
        case 1:
            note("toggle the removed view");
            window.controls()->removedCheck()->click();
            break;
        case 2: {
            const SpectrumPart part = std::array{SpectrumPart::LogMagnitude, SpectrumPart::Phase, SpectrumPart::Real,
                                                 SpectrumPart::Imaginary, SpectrumPart::LogMagnitude}[std::size_t(uniform(0, 4))];
            note(QString("spectrum part %1").arg(int(part)));
            window.showSpectrumPart(part);
            break;
        }
        case 3:
            note("toggle wipe");
            window.wipeAction()->trigger();
            break;
        case 4:
            note("toggle the Analysis dock");
            window.analysisDock()->toggleViewAction()->trigger();
            break;
        default:
            note("zoom: fit, then in");
            window.filteredPane()->view()->setFocus();
            QTest::keyClick(window.filteredPane()->view()->viewport(), chance(0.5) ? Qt::Key_Plus : Qt::Key_Minus);
            break;
        }
        return {};
    }

    // --- Faults ---

    // The device fails mid-update: one line, and the latest settings' result, recomputed.
    QString deviceFault(MainWindow& window)
    {
        Session* s = window.session();
        QSignalSpy faults(s, &Session::deviceFault);
        ControlPanel* c = window.controls();
        if (!c->highpassCheck()->isChecked())
            c->highpassCheck()->click();
        if (!settle(window))
            return "not at rest before the device fault";
        const double before = c->highpassSpin()->value();
        double r = std::round(uniformReal(0.5, std::max(1.0, c->highpassSpin()->maximum())) * 100) / 100;
        if (r == before)
            r = before > 1 ? before - 0.5 : before + 0.5;
        note(QString("FAULT device: enqueue:2, then high-pass %1").arg(r));
        ++faultsInjected_;
        configureFaults("enqueue:2");
        c->highpassSpin()->setValue(r);
        const bool rested = settle(window);
        configureFaults("");
        forgetDeviceFailures();
        if (!rested)
            return "not at rest after the device fault (hung?)";
        if (faults.isEmpty())
            return "the device fault was not reported";
        const QString line = faults.first().first().toString();
        if (line.contains('\n') || !line.contains("CL_"))
            return QString("the device fault's line: '%1'").arg(line);
        note("  said: " + line);
        if (!s->resultSettings().highpass || std::abs(*s->resultSettings().highpass - c->highpassSpin()->value()) > 1e-9)
            return "after the device fault the result is not of the latest settings";
        ++faultsRecovered_;
        return {};
    }

    // The message box a rejected file brings, closed; then the window at rest. Empty, or why not.
    QString closeTheMessage(MainWindow& window, const QString& what)
    {
        if (!QTest::qWaitFor([&] { return errors_->count() > expectedErrors_; }, kWaitMs))
            return "no message box for " + what;
        expectedErrors_ = errors_->count();
        closeMessageBoxes(window);
        if (!settle(window))
            return "not at rest after " + what;
        return {};
    }

    // A file vanishes between being chosen and being read: a message naming it, the image
    // before it still shown and its result kept.
    QString vanishingFile(MainWindow& window)
    {
        Session* s = window.session();
        if (!settle(window))
            return "not at rest before the vanishing file";
        const Fixture& f = pickFixture();
        const QString file = path(QString("vanishing-%1.%2").arg(index_).arg(QFileInfo(f.path).suffix()));
        if (!QFile::copy(f.path, file))
            return "could not copy a fixture";
        note("FAULT vanishing file " + QFileInfo(file).fileName());
        ++faultsInjected_;
        const WindowState before(window);
        QSignalSpy rejected(s, &Session::imageRejected);
        {
            // Chosen (it exists), asked for with the worker parked, gone before it is read.
            const std::shared_ptr<void> hold = s->engine()->holdWorker(kWaitMs);
            if (!hold)
                return "the worker could not be parked";
            if (!QFileInfo::exists(file))
                return "the chosen file is not there";
            window.openFile(file);
            QFile::remove(file);
        }
        if (!rejected.wait(kWaitMs) && rejected.isEmpty())
            return "the vanished file was not rejected";
        const QString reason = rejected.first().at(1).toString();
        note("  said: " + reason);
        if (rejected.first().first().toString() != file || reason.isEmpty())
            return "the rejection names no reason";
        if (const QString why = closeTheMessage(window, "the vanished file"); !why.isEmpty())
            return why;
        if (!(WindowState(window) == before))
            return "the state before the vanished file was not kept";
        ++faultsRecovered_;
        return {};
    }

    // Memory runs short opening an image too big for what is left: one line that says so and
    // names what was needed, the image before it still shown, its settings and result kept.
    QString memoryPressure(MainWindow& window)
    {
        Session* s = window.session();
        if (!settle(window))
            return "not at rest before the memory pressure";
        const QString big = path("big-6000x4000.ppm");
        if (!QFileInfo::exists(big)) {
            Image image;
            image.width = 6000;
            image.height = 4000;
            image.channels = 3;
            image.samples.resize(image.sampleCount());
            for (std::size_t i = 0; i < image.samples.size(); ++i)
                image.samples[i] = static_cast<std::uint16_t>((i * 2654435761u) >> 24);
            saveImage(image, big, QString(), nullptr);
        }
        note("FAULT memory pressure opening " + QFileInfo(big).fileName());
        ++faultsInjected_;
        const WindowState before(window);
        QSignalSpy rejected(s, &Session::imageRejected);
        {
            // The 6000x4000 colour image needs about 300 MiB to be read and shown, and 800 more
            // to be filtered in the window: 64 MiB more stops its reading, 480 its filtering
            // (after its picture was shown, which must give way to the image before).
            const bool whileReading = memoryFaults_++ % 2 == 0;
            note(whileReading ? "  64 MiB left: while reading" : "  480 MiB left: while filtering");
            const AddressSpaceLimit limit(whileReading ? 64u << 20 : 480u << 20);
            if (!limit.ok())
                return "could not limit the address space";
            window.openFile(big);
            if (!rejected.wait(kWaitMs) && rejected.isEmpty())
                return "the image that does not fit was not rejected (or hung)";
        }
        const QString reason = rejected.first().at(1).toString();
        note("  said: " + reason);
        qInfo("tst_soak: memory pressure said: %s", qPrintable(reason));
        if (!reason.contains("not enough memory", Qt::CaseInsensitive) || !reason.contains("MiB") ||
            reason.contains('\n'))
            return QString("the rejection does not say in one line that memory ran short: %1").arg(reason);
        if (const QString why = closeTheMessage(window, "the memory pressure"); !why.isEmpty())
            return why;
        if (!(WindowState(window) == before))
            return "the image, settings, title or result before the memory pressure were not kept";
        ++faultsRecovered_;
        return {};
    }

    // The disk fills up during an export: a message, the file that was there untouched, no
    // temporary file left, the window's state unchanged.
    QString fullDisk(MainWindow& window, bool figure)
    {
        Session* s = window.session();
        if (!settle(window))
            return "not at rest before the full disk";
        LabUnderTest lab(window);
        if (!figure && lab->active() && !lab->resultImage())
            figure = true; // the lab has no image to export
        const QString file = path(QString("full-%1.png").arg(index_));
        const QByteArray old = "an older file that must survive\n";
        if (!writeBytes(file, old))
            return "could not write the old file";
        note(QString("FAULT full disk on %1").arg(figure ? "the figure" : "the export"));
        ++faultsInjected_;
        const auto resultBefore = s->result();
        const FilterSettings settingsBefore = window.filterModel()->settings();
        const int errorsBefore = errors_->count();
        bool written;
        {
            const FullDisk full(64); // 64 bytes: every PNG Passband writes is longer
            if (!full.ok())
                return "could not limit the file size";
            written = figure ? exportFigureAndWait(window, file, kWaitMs) : window.exportFilteredTo(file);
        }
        if (written)
            return "an export onto a full disk reported success";
        if (errors_->count() != errorsBefore + 1)
            return "no message for the full disk";
        const QString message = errors_->last().first().toString();
        note("  said: " + message);
        expectedErrors_ = errors_->count();
        closeMessageBoxes(window);
        if (readBytes(file) != old)
            return "the file that was there was changed";
        const QStringList left = QDir(dir_->path()).entryList({QString("full-%1.png*").arg(index_)}, QDir::Files | QDir::Hidden);
        if (left != QStringList{QFileInfo(file).fileName()})
            return QString("files left behind: %1").arg(left.join(", "));
        QFile::remove(file);
        if (s->result() != resultBefore || window.filterModel()->settings() != settingsBefore)
            return "the state changed with the failed export";
        ++faultsRecovered_;
        return {};
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName("PassbandTest");
        QCoreApplication::setApplicationName("tst_soak");
        QSettings().clear();
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        // Every format the window reads, in every size class: tiny, odd and prime, thin,
        // non-square, medium and (rarely opened) large. Qt writes PNG, JPEG, BMP and Netpbm; the
        // test writes PFM; TIFF and FITS come from Passband's own writers (a soak is no
        // accuracy oracle: tst_formats checks those against libtiff and cfitsio).
        struct QtFile {
            const char* name;
            int w, h;
            QImage::Format format;
            int weight;
        };
        const QtFile qtFiles[] = {
            {"png8-grey-97x61.png", 97, 61, QImage::Format_Grayscale8, 6},
            {"png8-rgb-640x480.png", 640, 480, QImage::Format_RGB888, 3},
            {"png16-grey-61x97.png", 61, 97, QImage::Format_Grayscale16, 5},
            {"png16-rgb-128x96.png", 128, 96, QImage::Format_RGBX64, 5},
            {"png8-rgba-40x30.png", 40, 30, QImage::Format_RGBA8888, 3},
            {"jpeg-grey-200x150.jpg", 200, 150, QImage::Format_Grayscale8, 3},
            {"jpeg-rgb-640x480.jpg", 640, 480, QImage::Format_RGB888, 2},
            {"pgm-1x1.pgm", 1, 1, QImage::Format_Grayscale8, 3},
            {"pgm-2x3.pgm", 2, 3, QImage::Format_Grayscale8, 3},
            {"pgm-3x200.pgm", 3, 200, QImage::Format_Grayscale8, 2},
            {"ppm-97x61.ppm", 97, 61, QImage::Format_RGB888, 5},
            {"bmp-rgb-5x1.bmp", 5, 1, QImage::Format_RGB888, 2},
            {"png8-rgb-1500x1000.png", 1500, 1000, QImage::Format_RGB888, 1},
        };
        for (const QtFile& q : qtFiles) {
            const QString file = path(q.name);
            QVERIFY2(qtPicture(q.w, q.h, q.format).save(file), q.name);
            fixtures_.push_back({file, q.w, q.h, false, q.format == QImage::Format_RGBA8888, q.weight});
        }
        QVERIFY(writeBytes(path("pfm-grey-31x17.pfm"), pfm(31, 17, 1)));
        fixtures_.push_back({path("pfm-grey-31x17.pfm"), 31, 17, true, false, 3});
        QVERIFY(writeBytes(path("pfm-rgb-64x48.pfm"), pfm(64, 48, 3)));
        fixtures_.push_back({path("pfm-rgb-64x48.pfm"), 64, 48, true, false, 3});
        struct OwnFile {
            const char* name;
            int w, h, channels, maxval;
            bool floating;
            int weight;
        };
        const OwnFile ownFiles[] = {
            {"tiff8-rgb-97x61.tif", 97, 61, 3, 255, false, 4},
            {"tiff16-grey-640x480.tif", 640, 480, 1, 65535, false, 2},
            {"tiff-float-grey-101x67.tif", 101, 67, 1, 255, true, 3},
            {"fits16-grey-97x61.fits", 97, 61, 1, 65535, false, 4},
            {"fits-float-grey-64x64.fits", 64, 64, 1, 255, true, 3},
            {"fits8-rgb-48x32.fits", 48, 32, 3, 255, false, 2},
        };
        for (const OwnFile& o : ownFiles) {
            QStringList notes;
            try {
                saveImage(ownPicture(o.w, o.h, o.channels, o.maxval, o.floating), path(o.name), "tst_soak", &notes);
            } catch (const std::exception& e) {
                QFAIL(qPrintable(QString("%1: %2").arg(o.name, e.what())));
            }
            fixtures_.push_back({path(o.name), o.w, o.h, o.floating, false, o.weight});
        }
        // Each fixture reads back at its size (through the app's reader, by its bytes).
        for (const Fixture& f : fixtures_) {
            const Image image = loadImage(f.path);
            QVERIFY2(image.width == f.width && image.height == f.height, qPrintable(f.path));
            QCOMPARE(image.isFloat(), f.floating);
        }
        std::vector<QImage> frames;
        for (int i = 0; i < 6; ++i) {
            QImage frame(64, 48, QImage::Format_RGB888);
            for (int y = 0; y < 48; ++y)
                for (int x = 0; x < 64; ++x) {
                    const int v = int(std::lround(128 + 100 * std::cos(2 * M_PI * (4.0 * x / 64 + i / 6.0))));
                    frame.setPixel(x, y, qRgb(v, v, v));
                }
            frames.push_back(frame);
        }
        video_ = path("moving.avi");
        QVERIFY(writeBytes(video_, rawAvi(frames, 10)));
    }

    void soak()
    {
        seed_ = unsigned(envInt("PASSBAND_SOAK_SEED", int(kDefaultSeed)));
        const int actions = std::max(1, envInt("PASSBAND_SOAK_ACTIONS", kDefaultActions));
        const QString csvPath = qEnvironmentVariable("PASSBAND_SOAK_CSV");
        rng_.seed(seed_);
        qInfo("tst_soak: seed %u, %d actions, a fault every %d, wait bound %d s%s", seed_, actions, kFaultEvery,
              kWaitMs / 1000, kSanitized ? " (sanitized build)" : "");
        if (kSanitized)
            qInfo("tst_soak: the memory-pressure fault is left out, a vanishing file in its place: a sanitized build "
                  "(AddressSanitizer aborts when an allocation fails, and its shadow needs terabytes of address space)");

        MainWindow window;
        QSignalSpy errors(&window, &MainWindow::errorShown);
        errors_ = &errors;
        QSignalSpy ready(window.session(), &Session::deviceReady);
        connect(window.lab(), &LabSession::failed, this, [&](const QString& line) {
            labFailedFor_ = window.lab()->latestRequest();
            ++labRefusals_;
            labReasons_.insert(line);
            note("  lab says: " + line);
        });
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(QTest::qWaitFor([&] { return !ready.isEmpty(); }, kWaitMs));
        devices_ = ready.last().at(1).toStringList();
        qInfo("tst_soak: devices %s", qPrintable(devices_.join(", ")));

        struct Sample {
            int action;
            double seconds;
            qint64 rss, hwm;
        };
        std::vector<Sample> samples;
        const int sampleEvery = std::max(1, actions / 200);
        const int warmup = int(actions * kWarmupShare);
        clock_.start();
        const auto sample = [&](int action) {
            samples.push_back({action, clock_.elapsed() / 1000.0, procStatus("VmRSS:"), procStatus("VmHWM:")});
        };

        struct Kind {
            const char* name;
            int weight;
            std::function<QString()> run;
        };
        const std::vector<Kind> kinds = {
            {"open", 10, [&] { return openImage(window, pickFixture()); }},
            {"slider", 18, [&] { return dragSlider(window); }},
            {"radius", 8, [&] { return typeRadius(window); }},
            {"combo", 7, [&] { return chooseCombo(window); }},
            {"circle", 8, [&] { return dragCircle(window); }},
            {"mask", 5, [&] { return paintMask(window); }},
            {"undo", 8, [&] { return undoRedo(window, true); }},
            {"redo", 5, [&] { return undoRedo(window, false); }},
            {"lab", 5, [&] { return switchLab(window); }},
            {"openB", 3, [&] { return openB(window); }},
            {"export", 4, [&] { return exportImage(window); }},
            {"figure", 2, [&] { return exportFigure(window); }},
            {"device", 2, [&] { return changeDevice(window); }},
            {"video", 1, [&] { return openVideo(window); }},
            {"resize", 3, [&] { return resizeWindow(window); }},
            {"view", 5, [&] { return toggleView(window); }},
            {"plain", 5, [&] { return plainFilter(window); }},
        };
        int totalWeight = 0;
        for (const Kind& k : kinds)
            totalWeight += k.weight;

        const auto fail = [&](const QString& why) { QFAIL(qPrintable("action " + QString::number(index_) + ": " + why + replayHint())); };

        // The heaviest workloads, once each right after the fixtures, so that warm-up's peak is
        // the run's own: the largest image as A and as B in every lab mode, each exported and
        // drawn as a figure, then its spectrum's other parts, then the filter again. A peak
        // first reached later would read as growth of memory that is merely a larger workload.
        const Fixture& largest = *std::max_element(fixtures_.begin(), fixtures_.end(), [](const Fixture& a, const Fixture& b) {
            return double(a.width) * a.height < double(b.width) * b.height;
        });
        std::vector<std::function<QString()>> tour{[&] { return openImage(window, largest); },
                                                   [&] { return openB(window, largest); }};
        for (const LabModeInfo& info : labModes()) {
            if (info.mode == LabMode::Off)
                continue;
            tour.push_back([&, mode = info.mode] {
                note(QString("lab mode %1").arg(labModeInfo(mode).name));
                window.showLab(mode);
                return QString();
            });
            tour.push_back([&] { return exportImage(window); });
            tour.push_back([&] { return exportFigure(window); });
        }
        tour.push_back([&] {
            note("lab mode off");
            window.lab()->model()->setMode(LabMode::Off);
            return QString();
        });
        for (const SpectrumPart part : {SpectrumPart::Phase, SpectrumPart::Real, SpectrumPart::Imaginary,
                                        SpectrumPart::LogMagnitude})
            tour.push_back([&, part] {
                note(QString("spectrum part %1").arg(int(part)));
                window.showSpectrumPart(part);
                return QString();
            });
        tour.push_back([&] { return exportFigure(window); });
        tour.push_back([&] { return exportImage(window); });

        // The first actions open every fixture once, so that warm-up has seen each size, then
        // take the tour.
        int faultKind = 0;
        std::size_t nextFixture = 0, nextStop = 0;
        for (index_ = 0; index_ < actions; ++index_) {
            QString why;
            const char* kindName = nullptr;
            if (index_ > 0 && index_ % kFaultEvery == 0) {
                switch (faultKind++ % 5) {
                case 0: why = deviceFault(window); kindName = "fault:device"; break;
                case 1: why = vanishingFile(window); kindName = "fault:vanish"; break;
                case 2: why = fullDisk(window, false); kindName = "fault:full-export"; break;
                case 3: // not where the allocator aborts on running out (README "Tests")
                    why = kSanitized ? vanishingFile(window) : memoryPressure(window);
                    kindName = kSanitized ? "fault:vanish" : "fault:memory";
                    break;
                default: why = fullDisk(window, true); kindName = "fault:full-figure"; break;
                }
            } else if (nextFixture < fixtures_.size()) { // whatever the run's length, so a run replays
                why = openImage(window, fixtures_[nextFixture++]);
                kindName = "open";
            } else if (nextStop < tour.size()) {
                why = tour[nextStop++]();
                kindName = "tour";
            } else {
                int r = uniform(0, totalWeight - 1);
                for (const Kind& k : kinds) {
                    if (r < k.weight) {
                        kindName = k.name;
                        why = k.run();
                        break;
                    }
                    r -= k.weight;
                }
            }
            ++counts_[kindName];
            if (why.isEmpty())
                why = afterAction(window);
            if (!why.isEmpty())
                return fail(why);
            if (index_ % sampleEvery == 0 || index_ == warmup || index_ == actions - 1)
                sample(index_);
            if (index_ % 100 == 99)
                qInfo("tst_soak: %d actions, %.0f s, VmRSS %lld kB", index_ + 1, clock_.elapsed() / 1000.0,
                      procStatus("VmRSS:"));
        }
        const double seconds = clock_.elapsed() / 1000.0;
        configureFaults("");

        QStringList tally;
        for (const auto& [name, n] : counts_)
            tally << QString("%1 %2").arg(name).arg(n);
        qInfo("tst_soak: %d actions in %.1f s (%.2f/s): %s", actions, seconds, actions / seconds, qPrintable(tally.join(", ")));
        qInfo("tst_soak: faults injected %d, recovered %d; oracle checks %d (float64 DFT) + %d (identity), %d left out (a stretched band passing under 1 %% of the range); circle drags %d of %d taken; "
              "exports %d, figures %d; messages %lld; lab refusals %d",
              faultsInjected_, faultsRecovered_, oracleChecks_, identityChecks_, oracleSkipped_, circleDragsTaken_, circleDragsTried_, exportsWritten_,
              figuresWritten_, qlonglong(errors.count()), labRefusals_);
        for (const QString& reason : labReasons_)
            qInfo("tst_soak: the lab refused with: %s", qPrintable(reason));
        QCOMPARE(faultsRecovered_, faultsInjected_);

        if (!csvPath.isEmpty()) {
            std::ofstream csv(QFile::encodeName(csvPath).constData());
            csv << "action,seconds,vmrss_kib,vmhwm_kib\n";
            for (const Sample& s : samples)
                csv << s.action << ',' << s.seconds << ',' << s.rss << ',' << s.hwm << '\n';
            QVERIFY2(csv.good(), qPrintable(csvPath));
            qInfo("tst_soak: %zu RSS samples written to %s", samples.size(), qPrintable(csvPath));
        }

        // Peak RSS: the highest sample of the warm-up against the highest of the last fifth.
        qint64 warmPeak = 0, endPeak = 0;
        for (const Sample& s : samples) {
            if (s.action <= warmup)
                warmPeak = std::max(warmPeak, s.rss);
            if (s.action >= actions - warmup)
                endPeak = std::max(endPeak, s.rss);
        }
        const double growth = warmPeak > 0 ? 100.0 * (double(endPeak) - double(warmPeak)) / double(warmPeak) : 0;
        qInfo("tst_soak: peak VmRSS %lld kB in warm-up (first %d actions), %lld kB in the last %d; growth %.2f %%; "
              "VmHWM %lld kB at the end",
              endPeak ? warmPeak : 0LL, warmup, endPeak, warmup, growth, samples.empty() ? 0LL : samples.back().hwm);
        if (kSanitized)
            qInfo("tst_soak: RSS growth NOT asserted: a sanitized build (ASan's quarantine and shadow memory grow by design)");
        else if (actions < kRssAssertMinActions)
            qInfo("tst_soak: RSS growth NOT asserted: %d actions, fewer than %d (a short run is still warming up)", actions,
                  kRssAssertMinActions);
        else
            QVERIFY2(growth <= 5.0, qPrintable(QString("peak RSS grew %1 % after warm-up").arg(growth, 0, 'f', 2)));
    }
};

int main(int argc, char** argv)
{
    // Two OpenCL devices (PoCL's 'pthread' and 'basic'), so that changing and failing over to
    // another device happen; 'pthread' is the default.
    qputenv("POCL_DEVICES", "pthread basic");
    QTemporaryDir config;
    if (!config.isValid())
        return 1;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));
    // The whole run is one test function: Qt Test's 5-minute watchdog would end a long run
    // started by hand (ctest sets its own); each wait inside has its bound, ctest's TIMEOUT is the last.
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "86400000");
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    TestSoak test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_soak.moc"
