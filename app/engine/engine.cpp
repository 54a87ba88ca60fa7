#include "engine.h"

#include "lab.h"

#include "device.h"
#include "errors.h"
#include "host_memory.h"
#include "image_io.h"
#include "job_runner.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMetaObject>
#include <QPointer>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <tuple>
#include <new>
#include <utility>

namespace passband {

namespace {

// Lower lanes run first. The hold lane parks the worker for tests and diagnostics.
// The spectrum part (phase, real or imaginary pane) has a lane of its own, so a lab request
// never replaces it, nor it a lab request.
enum Lane {
    kHoldLane, kDeviceLane, kImageLane, kSecondImageLane, kFilterLane, kCompareLane, kLabLane, kSpectrumPartLane, kSweepLane,
    kLanes
};

// An allocation that fails anyway (an estimate is only an estimate) reads as what it is.
QString text(const std::exception& e)
{
    if (dynamic_cast<const std::bad_alloc*>(&e))
        return QString::fromStdString(ranOutOfMemory());
    return QString::fromStdString(e.what());
}
QString firstLine(const std::exception& e) { return text(e).section('\n', 0, 0); }


// What the window holds beside the device's buffers for an image (FilterPipeline::
// setHostReserve): the exact result (a byte a sample for 8-bit data, two for 16-bit, floats),
// the spectrum as an image and as a picture (a byte a pixel each) unless the spectrum pane
// is to show only its screen-sized picture, and room to paint. The panes keep no picture of
// the whole image or result (ui/picture_source.h): what they draw is screen-sized.
std::uint64_t windowReserve(const Image& image, bool fullSpectrum)
{
    const std::uint64_t pixels = image.pixelCount(), samples = image.sampleCount();
    const std::uint64_t result = samples * (image.isFloat() ? 4 : image.sixteenBit() ? 2 : 1);
    return result + (fullSpectrum ? 2 * pixels : 0) + (64ull << 20);
}

// The spectrum pane's picture where the full spectrum image is not made (Worker::
// spectrumNote): the pane's own size, or for a pane that shows the spectrum at 1:1 or more,
// the image scaled to 1024 pixels on its longer side.
QSize paneSpectrumSize(QSize asked, int width, int height)
{
    if (!asked.isEmpty())
        return asked;
    const double scale = std::min(1.0, 1024.0 / std::max(width, height));
    return QSize(std::max(1, int(width * scale)), std::max(1, int(height * scale)));
}

} // namespace

// State touched only on the worker thread; the jobs share it, so a job that outlives its
// engine (stuck in a driver call) still finds it.
struct Engine::Worker {
    std::vector<DeviceInfo> devices;
    std::size_t index = 0;
    std::unique_ptr<ComputeContext> context;
    std::unique_ptr<FilterPipeline> pipeline;
    std::unique_ptr<FourierLab> lab;    // the lab's transforms, made on first use
    LabInputs labInputs;                // the lab's transformed images
    std::shared_ptr<const Image> image; // the image on the device, to restore after a failure
    // Why the spectrum pane shows only a screen-sized picture of `image`'s spectrum: the full
    // spectrum image did not fit beside its buffers (issue #47: a smaller working set instead
    // of a refusal). Empty where the full image is made.
    QString spectrumNote;
    // Why updates while dragging are exact ones until the next image (a preview's buffers did
    // not fit beside the image's), and whether the window was told; empty while previews serve.
    QString previewsOff;
    bool previewsOffSaid = false;
    void previewsOn()
    {
        previewsOff.clear();
        previewsOffSaid = false;
    }
    void turnPreviewsOff(const PreviewMemoryError& why)
    {
        previewsOff = tr("Exact updates while dragging, no previews. %1").arg(firstLine(why));
    }
    EdgeSettings edges;                 // the edge handling it was last prepared with
    std::uint64_t spectrumShown = 0;    // the pipeline's spectrum revision the window has
    std::uint64_t spectrumOwed = 0;     // the revision whose full image it has not had yet (0: none)
    std::uint64_t pipelinesOpened = 0;  // tells a pipeline from the one before it
    // Says when the pipeline makes an FFT plan (set by the engine).
    FilterPipeline::PreparingCallback preparing;

    // Puts `shown`, the image the window shows, back on the device after an open that
    // replaced it or failed part way; the next request finds no image when that fails too.
    void putBack(std::shared_ptr<const Image> shown)
    {
        try {
            if (shown && pipeline) {
                if (shown != image)
                    previewsOn();
                try {
                    spectrumNote = setWithReserve(*pipeline, shown);
                } catch (const OutOfMemoryError& e) {
                    // It was there a moment ago, so it fits, without the room it had kept:
                    // the smaller working set, then.
                    pipeline->setHostReserve(0);
                    pipeline->setImage(shown, edges);
                    spectrumNote = paneOnly(e);
                }
            } else if (pipeline) {
                pipeline->releaseImage();
            }
            image = std::move(shown);
        } catch (const std::exception&) {
            image.reset();
        }
    }

    // The status line for a spectrum shown at the pane's size only, from the refusal of the full
    // one: "... Not enough memory for filtering this WxH colour image with its spectrum at full
    // size: it needs ..., and ... is free (...)."
    static QString paneOnly(const std::exception& refusal)
    {
        QString line = firstLine(refusal);
        line.replace(QStringLiteral(" image: it needs"), QStringLiteral(" image with its spectrum at full size: it needs"));
        return tr("The spectrum is shown at the pane's size only. %1").arg(line);
    }

    // Sets `shown` on `p` with what the window holds beside it counted (windowReserve); where
    // that does not fit but the same without the full spectrum image does, sets it so and
    // returns why (the first refusal's line), else an empty string. Throws the last refusal.
    QString setWithReserve(FilterPipeline& p, const std::shared_ptr<const Image>& shown)
    {
        try {
            p.setHostReserve(windowReserve(*shown, true));
            p.setImage(shown, edges);
            return {};
        } catch (const OutOfMemoryError& full) {
            p.setHostReserve(windowReserve(*shown, false));
            p.setImage(shown, edges);
            return paneOnly(full);
        }
    }

    // Opens devices[i] with a pipeline that holds the current image; replaces the old one
    // only when all of that worked.
    void open(std::size_t i)
    {
        labInputs.clear(); // they use the context about to be replaced
        lab.reset();
        auto c = std::make_unique<ComputeContext>(devices.at(i));
        auto p = std::make_unique<FilterPipeline>(*c, autoKernelOptions());
        p->setPreparingCallback(preparing);
        p->setProfiling(true);
        p->setMeasuring(true); // the readouts
        if (image)
            spectrumNote = setWithReserve(*p, image);
        previewsOn();
        spectrumShown = spectrumOwed = 0; // a new pipeline: send its spectrum with the next result
        pipeline = std::move(p); // before the context it uses
        ++pipelinesOpened;
        context = std::move(c);
        index = i;
    }
};

// Runs `f(engine)` on the UI thread if the engine still exists then: results of a job that
// outlived its engine (after a hang) go nowhere.
template <typename F>
void Engine::deliver(const std::shared_ptr<QPointer<Engine>>& target, F f)
{
    if (QCoreApplication* app = QCoreApplication::instance())
        QMetaObject::invokeMethod(app, [target, f] {
            if (Engine* engine = target->data())
                f(*engine);
        }, Qt::QueuedConnection);
}

Engine::Engine(const QString& selector, QObject* parent)
    : QObject(parent),
      self_(std::make_shared<QPointer<Engine>>(this)),
      worker_(std::make_shared<Worker>()),
      runner_(std::make_unique<JobRunner>(kLanes))
{
    qRegisterMetaType<std::shared_ptr<const passband::Image>>();
    qRegisterMetaType<passband::FilterSettings>();
    qRegisterMetaType<passband::UpdateTiming>();
    qRegisterMetaType<passband::UpdateMeasures>();
    qRegisterMetaType<passband::FilterOutcome>();
    qRegisterMetaType<passband::SpectrumOutcome>();
    qRegisterMetaType<passband::FilterAnalysis>();
    qRegisterMetaType<passband::LabOutcome>();
    qRegisterMetaType<passband::SpectrumPart>();
    worker_->preparing = [flag = preparing_, self = self_](bool on, int width, int height, bool compiles) {
        flag->store(on);
        // A plan that compiles for its size says it happens once; one on kernels already built
        // (a CPU's size-generic strips) is only being set up.
        const QString what = !on       ? QString()
                             : compiles ? tr("Preparing kernels for %1x%2 (once per size on this device)").arg(width).arg(height)
                                        : tr("Preparing the transforms for %1x%2").arg(width).arg(height);
        deliver(self, [on, what](Engine& e) { emit e.kernelsPreparing(on, what); });
    };
    selectDevice(selector);
}

Engine::~Engine()
{
    // Quitting never waits long on a device call that hangs.
    runner_->stop(abandoned_ ? 0 : 1000);
}

void Engine::abandon()
{
    abandoned_ = true;
    runner_->stop(0);
}

quint64 Engine::jobsRun() const { return runner_->jobsRun(); }

namespace {
// A gate the parked worker waits at until the hold is released (or its engine goes away).
struct HoldGate {
    std::mutex mutex;
    std::condition_variable changed;
    bool parked = false;
    bool released = false;
};
} // namespace

std::shared_ptr<void> Engine::holdWorker(int timeoutMs)
{
    auto gate = std::make_shared<HoldGate>();
    runner_->submit(kHoldLane, [gate](const JobRunner::Context& job) {
        std::unique_lock<std::mutex> lock(gate->mutex);
        gate->parked = true;
        gate->changed.notify_all();
        // Released by the handle, or given up when the runner stops (checked now and then).
        while (!gate->released && !job.superseded())
            gate->changed.wait_for(lock, std::chrono::milliseconds(50));
    });
    std::unique_lock<std::mutex> lock(gate->mutex);
    if (!gate->changed.wait_for(lock, std::chrono::milliseconds(timeoutMs), [&] { return gate->parked; })) {
        gate->released = true; // it will pass straight through whenever it runs
        return nullptr;
    }
    return std::shared_ptr<void>(gate.get(), [gate](void*) {
        std::lock_guard<std::mutex> release(gate->mutex);
        gate->released = true;
        gate->changed.notify_all();
    });
}
bool Engine::busy() const { return runner_->busy(); }
bool Engine::waitIdle(int timeoutMs) const { return runner_->waitIdle(timeoutMs); }

// Runs `op` with a working pipeline. After a device fault the device's failure is counted
// and the work moves to the next usable device (the same one again if it is the only one
// and not yet dropped), with one line to the UI each time. False when no device is left.
template <typename Op>
bool Engine::onSomeDevice(Worker& w, const std::shared_ptr<QPointer<Engine>>& self, quint64 generation, Op op)
{
    bool reopen = !w.pipeline;
    std::size_t target = w.index;
    for (;;) {
        try {
            if (reopen) {
                if (w.devices.empty())
                    throw NoDeviceError("No OpenCL device is available.");
                w.open(target);
                const QString name = QString::fromStdString(w.devices[target].name);
                QStringList names;
                for (const DeviceInfo& d : w.devices)
                    names << QString::fromStdString(d.name + " (" + d.platformName + ")");
                deliver(self, [generation, name, names, i = int(target)](Engine& e) {
                    emit e.deviceReady(generation, name, names, i);
                });
                reopen = false;
            }
            op();
            return true;
        } catch (const std::exception& error) {
            if (!isDeviceFault(error))
                throw;
            recordDeviceFailure(target);
            const std::optional<std::size_t> next = nextUsableDevice(w.devices, target);
            QString line = QString::fromStdString(w.devices[target].name) + ": " + firstLine(error);
            line += next ? tr("; now using %1").arg(QString::fromStdString(w.devices[*next].name))
                         : tr("; no OpenCL device can do the work");
            deliver(self, [generation, line](Engine& e) { emit e.deviceFault(generation, line); });
            if (!next) {
                w.pipeline.reset();
                w.context.reset();
                return false;
            }
            target = *next;
            reopen = true;
        }
    }
}

quint64 Engine::selectDevice(const QString& selector)
{
    const std::string wanted = selector.toStdString();
    std::shared_ptr<Worker> w = worker_;
    return runner_->submit(kDeviceLane, [w, wanted, self = self_](const JobRunner::Context& job) {
        try {
            w->devices = listDevices();
            const std::size_t chosen = chooseDevice(w->devices, deviceSelector(wanted));
            w->index = chosen;
            w->pipeline.reset(); // open the chosen device (or, failing that, the next usable one)
            // The kernels of any first result built on the context's own thread meanwhile: the
            // image is read (the next job) while they compile.
            if (!onSomeDevice(*w, self, job.generation, [&w] { w->pipeline->prebuildKernels(); }))
                deliver(self, [g = job.generation](Engine& e) {
                    emit e.deviceFailed(g, tr("No OpenCL device can do the work."));
                });
        } catch (const std::exception& e) {
            deliver(self, [g = job.generation, reason = text(e)](Engine& engine) { emit engine.deviceFailed(g, reason); });
        }
    });
}

quint64 Engine::openFile(const QString& path, QSize viewport, int page)
{
    return open(nullptr, path, viewport, page);
}

quint64 Engine::openImage(std::shared_ptr<const Image> image, const QString& name, QSize viewport)
{
    return open(std::move(image), name, viewport, 1);
}

quint64 Engine::openSecond(const QString& path, QSize thumbnail)
{
    return runner_->submit(kSecondImageLane, [path, thumbnail, self = self_](const JobRunner::Context& job) {
        const quint64 g = job.generation;
        try {
            auto image = std::make_shared<const Image>(loadImage(path));
            if (job.superseded())
                return; // another B was asked for meanwhile
            // Its picture for the dock, fitted into `thumbnail` with its proportions.
            const QSize fitted = QSize(image->width, image->height).scaled(thumbnail, Qt::KeepAspectRatio);
            const QImage picture = fitted.isEmpty() ? QImage() : screenImage(*image, fitted.expandedTo(QSize(1, 1)));
            deliver(self, [g, path, image, picture](Engine& e) { emit e.secondOpened(g, path, image, picture); });
        } catch (const std::exception& e) {
            deliver(self, [g, path, reason = firstLine(e)](Engine& engine) { emit engine.secondFailed(g, path, reason); });
        }
    });
}

namespace {

// Whether `views` stretch the contrast of a result made with `settings`.
bool stretchesContrast(const FilterSettings& settings, const FilterViews& views)
{
    const OutputMapping shown = views.removed ? settings.removedMapping() : settings.effectiveMapping();
    return views.autoContrast && shown == OutputMapping::Magnitude;
}

// Whether what the Filtered pane shows of a result depends on statistics of the whole result
// (Normalize's minimum and maximum, Magnitude's largest |g| where no automatic contrast
// stretches it anyway): a preview on a lattice would take them from its samples, so the
// window's preview is the exact result then (README "What the panes show").
bool needsWholeResult(const FilterSettings& settings, const FilterViews& views)
{
    const OutputMapping shown = views.removed ? settings.removedMapping() : settings.effectiveMapping();
    return shown == OutputMapping::Normalize || (shown == OutputMapping::Magnitude && !views.autoContrast);
}

// The levels shown black and white for a result's colour channels: its percentiles where the
// contrast is stretched (of kContrastSamples), the display range of float data, else
// its own range.
std::pair<double, double> shownRange(const Image& result, const FilterSettings& settings, const FilterViews& views)
{
    if (stretchesContrast(settings, views))
        return percentileRange(result, kContrastSaturation / 2, kContrastSamples);
    if (result.isFloat() && views.hasDisplayRange())
        return {views.displayLow, views.displayHigh};
    return {result.rangeLow(), result.rangeHigh()};
}

// How the Filtered pane shows a result's pixels: in that range where the contrast is stretched
// or float data has a display range, else as toQImage() shows the image.
ShownLevels shownLevels(const Image& result, const FilterSettings& settings, const FilterViews& views, double low,
                        double high)
{
    if (stretchesContrast(settings, views) || (result.isFloat() && views.hasDisplayRange()))
        return {true, low, high};
    return {};
}

// The screen size of a width x height image fitted into a pane of `viewport` device pixels, as
// QGraphicsView::fitInView fits it (two pixels of margin all round); empty when it is shown
// at one screen pixel per image pixel or more.
QSize fittedScreen(int width, int height, QSize viewport)
{
    if (viewport.isEmpty() || width < 1 || height < 1)
        return {};
    const double zoom = std::min((viewport.width() - 4.0) / width, (viewport.height() - 4.0) / height);
    if (!(zoom > 0) || zoom >= 1)
        return {};
    return QSize(std::max(1, qRound(width * zoom)), std::max(1, qRound(height * zoom)));
}

} // namespace

quint64 Engine::open(std::shared_ptr<const Image> given, const QString& name, QSize viewport, int page)
{
    std::shared_ptr<Worker> w = worker_;
    return runner_->submit(kImageLane, [w, given, path = name, viewport, page,
                                        self = self_](const JobRunner::Context& job) {
        const quint64 g = job.generation;
        const auto report = [&](const QString& stage, int percent) {
            deliver(self, [g, stage, percent](Engine& e) { emit e.progress(g, stage, percent); });
        };
        const auto fail = [&](const QString& reason) {
            // An open given up in its transforms left the device without the image on show.
            if (w->image && w->pipeline && !w->pipeline->hasImage())
                w->putBack(w->image);
            deliver(self, [g, path, reason](Engine& e) { emit e.imageFailed(g, path, reason); });
        };
        std::shared_ptr<const Image> image = given;
        if (!image) {
            try {
                report(tr("Reading %1").arg(QFileInfo(path).fileName()), 5);
                // A cancel (or a newer open) stops the reading at its next read from the file.
                image = std::make_shared<const Image>(loadImage(path, page, [&job] { return job.superseded(); }));
            } catch (const std::exception& e) {
                if (job.superseded())
                    return; // given up: the newer request (a cancel puts the image on show back) follows
                fail(text(e));
                return;
            }
        }
        if (job.superseded())
            return; // another file was asked for meanwhile, or the open was cancelled
        try {
            QImage screen = screenImage(*image, fittedScreen(image->width, image->height, viewport));
            deliver(self, [g, path, image, screen](Engine& e) { emit e.imageLoaded(g, path, image, screen); });
        } catch (const std::exception& e) { // the pictures did not fit: the last image stays
            fail(text(e));
            return;
        }
        if (!w->pipeline && w->devices.empty()) {
            fail(tr("No OpenCL device is available, so the image cannot be filtered."));
            return;
        }
        if (job.superseded())
            return;
        QString spectrumNote;
        try {
            report(tr("Computing the spectrum of a %1 image").arg(describeImage(*image)), 40);
            // A cancel (or a newer open) stops the transforms between their passes.
            const auto setStoppable = [&] {
                FilterPipeline& p = *w->pipeline;
                p.setStopCheck([&job] { return job.superseded(); });
                struct Clear {
                    FilterPipeline& p;
                    ~Clear() { p.setStopCheck(nullptr); }
                } clear{p};
                spectrumNote = w->setWithReserve(p, image);
            };
            if (!onSomeDevice(*w, self, g, setStoppable)) {
                fail(tr("No OpenCL device can do the work."));
                return;
            }
        } catch (const Cancelled&) {
            // The device holds no image now. The image lane's next job, which runs before any
            // other lane's, decides what it holds: restoreImage() after a Cancel puts the image
            // on show back, a newer open sets its own without that cost.
            return;
        } catch (const std::exception& e) {
            const QString reason = text(e);
            w->putBack(w->image); // keep showing what was there
            fail(reason);
            return;
        }
        w->image = image; // on the device now, whatever comes next
        w->spectrumNote = spectrumNote;
        w->previewsOn();
        if (job.superseded())
            return; // cancelled: restoreImage() puts the image on show back
        // The spectrum display waits for the first result (spectrumShown is the last image's).
        deliver(self, [g, path, image](Engine& e) { emit e.imageOpened(g, path, image); });
    });
}

quint64 Engine::restoreImage(std::shared_ptr<const Image> image)
{
    std::shared_ptr<Worker> w = worker_;
    // In the image lane: an open waiting there is dropped, a running one stops at its next step.
    return runner_->submit(kImageLane, [w, image](const JobRunner::Context&) {
        // The open stopped before it replaced the image: before its transforms, or in them
        // (the device then holds no image).
        if (w->image == image && (!w->pipeline || w->pipeline->hasImage())) {
            w->spectrumShown = 0; // the window let its spectrum picture go: send it again
            return;
        }
        w->putBack(image);
    });
}

quint64 Engine::sweep(const FilterSettings& settings, const SweepSpec& spec)
{
    std::shared_ptr<Worker> w = worker_;
    // A lane of its own, after the others: a waiting sweep gives way to the live view.
    return runner_->submit(kSweepLane, [w, settings, spec, self = self_](const JobRunner::Context& job) {
        const quint64 g = job.generation;
        try {
            if (!w->image)
                throw Error("No image to sweep.");
            int written = 0;
            const bool done = onSomeDevice(*w, self, g, [&] {
                FilterPipeline& p = *w->pipeline;
                p.setOutput(FilterPipeline::Output::Filtered);
                p.setImpulseSize(0);
                p.setRadialProfile(false);
                runSweep(p, settings, spec, QCoreApplication::applicationVersion(),
                         [&](int index, int count, const QString& path, double) {
                             written = index + 1;
                             deliver(self, [g, index, count, path](Engine& e) {
                                 emit e.sweepProgress(g, index + 1, count, path);
                             });
                         });
            });
            if (!done)
                throw Error("No OpenCL device can do the work.");
            deliver(self, [g, written, dir = spec.directory](Engine& e) { emit e.sweepFinished(g, written, dir); });
        } catch (const std::exception& e) {
            deliver(self, [g, reason = text(e)](Engine& engine) { emit engine.sweepFailed(g, reason); });
        }
    });
}

quint64 Engine::spectrumPart(SpectrumPart part)
{
    std::shared_ptr<Worker> w = worker_;
    return runner_->submit(kSpectrumPartLane, [w, part, self = self_](const JobRunner::Context& job) {
        if (job.superseded() || !w->image)
            return;
        const quint64 g = job.generation;
        const std::shared_ptr<const Image> of = w->image;
        try {
            Image shown;
            const bool done = onSomeDevice(*w, self, g, [&] {
                if (!w->lab)
                    w->lab = std::make_unique<FourierLab>(*w->context);
                w->lab->setSpectrumStep(1); // the pane's full spectrum, whatever the lab drew last
                shown = w->lab->spectrumImage(w->lab->transform(labPlanes(*of, 1, of->width, of->height)), part);
            });
            if (!done)
                throw Error("No OpenCL device can do the work.");
            deliver(self, [g, of, part, image = toQImage(shown)](Engine& e) { emit e.spectrumPartReady(g, of, part, image); });
        } catch (const std::exception& e) {
            deliver(self, [g, reason = text(e)](Engine& engine) { emit engine.labFailed(g, reason); });
        }
    });
}

quint64 Engine::lab(const LabRequest& request)
{
    std::shared_ptr<Worker> w = worker_;
    return runner_->submit(kLabLane, [w, request, self = self_](const JobRunner::Context& job) {
        if (job.superseded())
            return;
        const quint64 g = job.generation;
        try {
            LabOutcome outcome;
            const bool done = onSomeDevice(*w, self, g, [&] {
                if (!w->lab)
                    w->lab = std::make_unique<FourierLab>(*w->context);
                outcome = computeLab(*w->lab, w->labInputs, request);
            });
            if (!done)
                throw Error("No OpenCL device can do the work.");
            deliver(self, [g, outcome = std::move(outcome)](Engine& e) { emit e.labReady(g, outcome); });
            // What the next drag needs, made while nobody waits (as the filter's lattice is):
            // the preview's plan, kernels and folds. A failure here is the next preview's to say.
            if (request.exact && !job.superseded()) {
                try {
                    onSomeDevice(*w, self, g, [&] { prepareLabPreview(*w->lab, w->labInputs, request); });
                } catch (const std::exception&) {
                }
            }
        } catch (const std::exception& e) {
            deliver(self, [g, reason = firstLine(e)](Engine& engine) { emit engine.labFailed(g, reason); });
        }
    });
}

void Engine::releaseLab()
{
    std::shared_ptr<Worker> w = worker_;
    // On the lab's lane, so that it replaces a lab request still waiting, and runs after the
    // one being computed.
    runner_->submit(kLabLane, [w](const JobRunner::Context&) {
        w->labInputs.clear();
        w->lab.reset();
    });
}

std::optional<FilterOutcome> Engine::outcomeOf(Worker& w, const std::shared_ptr<QPointer<Engine>>& self, quint64 g,
                                               const FilterSettings& settings, const FilterViews& views,
                                               const Lattice& lattice, bool exact, std::uint64_t* producer)
{
    FilterOutcome out;
    out.exact = exact;
    ScreenPixels previewScreen; // a preview's, averaged for the screen on the device
    const auto start = std::chrono::steady_clock::now();
    const bool done = onSomeDevice(w, self, g, [&] {
        FilterPipeline& p = *w.pipeline;
        p.specialiseIfBuilt(); // the size's own kernels, where built since the last result
        p.setOutput(views.removed ? FilterPipeline::Output::Removed : FilterPipeline::Output::Filtered);
        p.setImpulseSize(views.impulseSize);
        p.setRadialProfile(views.radialProfile);
        p.setAnalysisInline(false); // after the result is on screen, if still wanted
        if (!exact) {
            try {
                // As the pane shows it, averaged on the device: only the pane's pixels come back.
                ScreenView view;
                view.width = views.screen.width();
                view.height = views.screen.height();
                if (stretchesContrast(settings, views)) {
                    view.stretch = kContrastSaturation / 2;
                    view.stretchSamples = kContrastSamples;
                } else if (w.image->isFloat() && views.hasDisplayRange()) {
                    view.hasRange = true;
                    view.low = views.displayLow;
                    view.high = views.displayHigh;
                }
                previewScreen = p.sampledScreen(settings, lattice, view);
                out.stepX = lattice.stepX;
                out.stepY = lattice.stepY;
            } catch (const PreviewMemoryError& e) {
                // The preview's buffers do not fit beside the image's: the exact result, whose
                // memory the window keeps free, serves instead, now and for the rest of this image.
                w.turnPreviewsOff(e);
                exact = out.exact = true;
            }
        }
        if (exact) {
            Image result = p.apply(settings);
            result.metadata = w.image->metadata; // resolution and profile go on to an export
            result.metadata.notes.clear();
            out.result = std::make_shared<const Image>(std::move(result));
            out.timing = p.lastTiming();
        }
        w.edges = p.edges();
        if (producer)
            *producer = w.pipelinesOpened;
        out.removed = views.removed;
        out.settings = settings;
        out.edges = p.edges();
    });
    if (!done)
        return std::nullopt;
    // The pixels as shown, and as the screen shows them: each in the range the result is
    // shown in (the percentiles of a preview's samples where the contrast is stretched).
    if (exact) {
        const auto [low, high] = shownRange(*out.result, settings, views);
        out.shown = shownLevels(*out.result, settings, views, low, high);
        if (!views.screen.isEmpty())
            out.screen = screenImage(*out.result, views.screen, low, high);
    } else {
        out.screen = screenImage(previewScreen);
    }
    out.contrastStretched = stretchesContrast(settings, views);
    if (!exact)
        out.previewMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return out;
}

quint64 Engine::compare(const std::vector<FilterSettings>& variants, const FilterViews& views)
{
    std::shared_ptr<Worker> w = worker_;
    return runner_->submit(kCompareLane, [w, variants, views, self = self_](const JobRunner::Context& job) {
        if (job.superseded() || !w->image)
            return;
        const quint64 g = job.generation;
        try {
            // One lattice for all: the panes are of one size. The transform is the image's, made
            // once (the variants share their edge handling); each costs its filter and inverse.
            const Lattice lattice = views.exact || views.screen.isEmpty() || !w->previewsOff.isEmpty()
                                        ? Lattice{}
                                        : latticeFor(w->image->width, w->image->height, views.screen.width(),
                                                     views.screen.height());
            std::vector<FilterOutcome> outcomes;
            for (const FilterSettings& settings : variants) {
                if (job.superseded())
                    return; // a newer request: these would be shown for a moment at most
                const bool exact = lattice.full() || needsWholeResult(settings, views);
                std::optional<FilterOutcome> out = outcomeOf(*w, self, g, settings, views, lattice, exact, nullptr);
                if (!out)
                    throw Error("No OpenCL device can do the work.");
                outcomes.push_back(std::move(*out));
            }
            deliver(self, [g, outcomes = std::move(outcomes)](Engine& e) { emit e.compared(g, outcomes); });
        } catch (const std::exception& e) {
            deliver(self, [g, reason = firstLine(e)](Engine& engine) { emit engine.compareFailed(g, reason); });
        }
    });
}

quint64 Engine::filter(const FilterSettings& settings, const FilterViews& views)
{
    std::shared_ptr<Worker> w = worker_;
    return runner_->submit(kFilterLane, [w, settings, views, counter = filtersRun_,
                                         self = self_](const JobRunner::Context& job) {
        if (job.superseded() || !w->image)
            return;
        const quint64 g = job.generation;
        // A preview samples the result on a lattice for the pane's screen pixels; where the pane
        // needs every pixel, or statistics of the whole result, the preview is the exact result.
        const Lattice lattice =
            views.exact || views.screen.isEmpty() || !w->previewsOff.isEmpty()
                ? Lattice{}
                : latticeFor(w->image->width, w->image->height, views.screen.width(),
                                             views.screen.height());
        const bool exact = lattice.full() || needsWholeResult(settings, views);
        const auto noDevice = [&] {
            deliver(self, [g](Engine& e) { emit e.filterFailed(g, tr("No OpenCL device can do the work.")); });
        };
        try {
            ++*counter;
            std::uint64_t producer = 0; // the pipeline that made the result
            std::optional<FilterOutcome> made = outcomeOf(*w, self, g, settings, views, lattice, exact, &producer);
            if (!made) {
                noDevice();
                return;
            }
            FilterOutcome out = std::move(*made);
            if (!w->previewsOff.isEmpty() && !w->previewsOffSaid) { // once an image, in the status bar
                out.shortOfMemory = w->previewsOff;
                w->previewsOffSaid = true;
            }
            // The analysis below measures this result (FilterPipeline::analyse): held until then.
            std::shared_ptr<const Image> analysed = views.exact ? out.result : nullptr;
            deliver(self, [g, out = std::move(out)](Engine& e) { emit e.filtered(g, out); });

            // The spectrum pane's picture of a new transform (or of a new floor), after the result
            // it was made for (a newer request waiting does not skip it: that one would have to
            // make it first): at the pane's size, made without the full image, which follows
            // when nobody waits.
            if (w->pipeline)
                w->pipeline->setSpectrumRange(views.spectrumRange);
            if (w->pipeline && w->pipeline->hasImage() && w->pipeline->spectrumRevision() != w->spectrumShown) {
                const bool paneOnly = !w->spectrumNote.isEmpty(); // no full image to follow
                if (views.spectrumScreen.isEmpty() && !paneOnly) {
                    if (!deliverFullSpectrum(*w, self, g, views))
                        return noDevice();
                } else {
                    SpectrumOutcome s;
                    if (!onSomeDevice(*w, self, g, [&] {
                            FilterPipeline& p = *w->pipeline;
                            const QSize size =
                                paneSpectrumSize(views.spectrumScreen, w->image->width, w->image->height);
                            s.screen = toQImage(p.spectrumScreen(size.width(), size.height()));
                            s.size = QSize(w->image->width, w->image->height);
                            s.edges = p.edges();
                            s.shortOfMemory = w->spectrumNote;
                            w->spectrumShown = p.spectrumRevision();
                            w->spectrumOwed = paneOnly ? 0 : p.spectrumRevision();
                        }))
                        return noDevice();
                    deliver(self, [g, s = std::move(s)](Engine& e) { emit e.spectrumReady(g, s); });
                }
            }

            // What the user cannot see yet must not delay what they can: the preview plan for the
            // pane's screen (so that the first drag does not wait for it), then the analysis, for a
            // result asked for as exact (not a preview that happened to be), if still wanted.
            if (exact && !views.screen.isEmpty() && !job.superseded()) {
                const Lattice next = latticeFor(
                    w->image->width, w->image->height, views.screen.width(), views.screen.height());
                try {
                    if (w->previewsOff.isEmpty() && !w->pipeline->latticeReady(next) &&
                        !onSomeDevice(*w, self, g, [&] { w->pipeline->prepareLattice(next); })) {
                        noDevice();
                        return;
                    }
                } catch (const PreviewMemoryError& e) {
                    w->turnPreviewsOff(e); // a smaller working set: exact updates while dragging
                }
            }
            if (views.exact && !job.superseded()) { // the measures always; the profile and impulse as asked
                FilterAnalysis a;
                if (!onSomeDevice(*w, self, g, [&] {
                        FilterPipeline& p = *w->pipeline;
                        if (w->pipelinesOpened != producer) // a device fault moved the work: its result first
                            analysed = std::make_shared<const Image>(p.apply(settings));
                        p.analyse(settings, analysed.get());
                        a.measures = p.lastMeasures();
                        a.impulse = p.lastImpulse();
                        a.profile = p.lastRadialProfile();
                    })) {
                    noDevice();
                    return;
                }
                deliver(self, [g, a = std::move(a)](Engine& e) { emit e.analysed(g, a); });
            }
            // Then the full spectrum image the pane's picture stood for, if nobody waits.
            if (views.exact && w->spectrumOwed != 0 && !job.superseded() && !deliverFullSpectrum(*w, self, g, views))
                return noDevice();
            // A size first shown through the generic kernels: its own are built from now on, at a
            // low priority, and take over at a later result (FilterPipeline::specialiseIfBuilt).
            if (w->pipeline)
                w->pipeline->buildSpecialisedInBackground();
        } catch (const std::exception& e) {
            deliver(self, [g, reason = text(e)](Engine& engine) { emit engine.filterFailed(g, reason); });
        }
    });
}

bool Engine::deliverFullSpectrum(Worker& w, const std::shared_ptr<QPointer<Engine>>& self, quint64 generation,
                                 const FilterViews& views)
{
    SpectrumOutcome s;
    if (!onSomeDevice(w, self, generation, [&] {
            s.spectrum = w.pipeline->sharedSpectrumImage(); // no copy
            s.edges = w.pipeline->edges();
            w.spectrumShown = w.pipeline->spectrumRevision();
            w.spectrumOwed = 0;
        }))
        return false;
    s.size = QSize(s.spectrum->width, s.spectrum->height); // the pane makes what it draws of it
    s.peaks = isolatedPeaks(*s.spectrum);
    if (!views.spectrumScreen.isEmpty())
        s.screen = screenImage(*s.spectrum, views.spectrumScreen);
    deliver(self, [generation, s = std::move(s)](Engine& e) { emit e.spectrumReady(generation, s); });
    return true;
}

} // namespace passband
