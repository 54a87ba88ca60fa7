#include "session.h"

#include "descriptions.h"
#include "device.h"
#include "filter_model.h"
#include "image_io.h"
#include "image_picture.h"
#include "lab_model.h"
#include "lab_session.h"
#include "lesson_session.h"
#include "live_source.h"
#include "mask_file.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSettings>
#include <QUndoGroup>
#include <QUndoStack>

#include <algorithm>
#include <optional>

namespace passband {

namespace {

// Images made in memory (test patterns, added noise, live frames) go by "generated:" and a description.
const QString kGenerated = QStringLiteral("generated:");

} // namespace

Session::Session(const QString& deviceSelector, QObject* parent)
    : QObject(parent),
      history_(new QUndoGroup(this)),
      model_(new FilterModel(this)),
      userHistory_(model_->stack()),
      live_(new LiveSource(this)),
      filter_(new RequestCycle([this](bool exact) { return askEngineToFilter(exact); }, this))
{
    history_->addStack(userHistory_);
    history_->setActiveStack(userHistory_);
    connect(model_, &FilterModel::changed, this, [this] { refilter(true); });
    lab_ = new LabSession(this); // its model shares the filter's history
    lesson_ = new LessonSession(this);
    // The lab's mode on or off is the view's change: its panes, or the filter's again.
    // (The roles on show stay: a lesson's step that hides a pane keeps it hidden.)
    connect(lab_->model(), &LabModel::changed, this, [this](const LabSettings& lab) {
        PaneView view = view_;
        if (lab.active() && view_.kind != PaneView::Kind::Lab)
            view.kind = PaneView::Kind::Lab;
        else if (!lab.active() && view_.kind == PaneView::Kind::Lab)
            view.kind = PaneView::Kind::Filter;
        else
            return;
        setView(view);
    });
    connect(live_, &LiveSource::frameReady, this, &Session::takeLiveFrame);
    connect(live_, &LiveSource::failed, this, [this](const QString& line) { emit error(tr("Live frames"), line); });
    connect(live_, &LiveSource::finished, this, &Session::liveStopped);
    QString selector = deviceSelector;
    if (selector.isEmpty() && qEnvironmentVariableIsEmpty("PASSBAND_DEVICE"))
        selector = QSettings().value("device").toString();
    startEngine(selector);
}

Session::~Session()
{
    engine_.reset(); // the worker stops before what its queued results would reach goes away
}

void Session::setActiveHistory(QUndoStack* stack)
{
    QUndoStack* active = stack ? stack : userHistory_;
    if (!history_->stacks().contains(active))
        history_->addStack(active);
    history_->setActiveStack(active);
    model_->setStack(active);
    lab_->model()->setStack(active);
}

void Session::setView(const PaneView& view)
{
    view_ = view;
    if (view.kind != PaneView::Kind::Lab && lab_->active()) { // the lab's panes give way, a step
        LabSettings off = lab_->model()->settings();
        off.mode = LabMode::Off;
        lab_->model()->apply(off, tr("Lab Off"));
    }
    holdResult(view.kind == PaneView::Kind::SideBySide);
    emit viewChanged(view_);
}

void Session::setSpectrumRange(const SpectrumRange& range)
{
    if (range == spectrumRange_)
        return;
    spectrumRange_ = range;
    emit spectrumRangeChanged(range);
    refilter(true); // the spectrum's picture anew, with the result it comes after
}

void Session::setMarksPeaks(bool on)
{
    if (on == marksPeaks_)
        return;
    marksPeaks_ = on;
    emit marksPeaksChanged(on);
}

void Session::setShowRemoved(bool on)
{
    if (on == showRemoved_)
        return;
    showRemoved_ = on;
    emit showRemovedChanged(on);
    refilter(true);
}

bool Session::isFile(const QString& path) { return !path.startsWith(":/") && !path.startsWith(kGenerated); }

QString Session::displayName(const QString& path)
{
    if (path.startsWith(kGenerated))
        return path.mid(kGenerated.size());
    return path.startsWith(":/") ? tr("sample %1").arg(QFileInfo(path).fileName()) : QFileInfo(path).fileName();
}

QString Session::baseName() const
{
    return isFile(currentPath_) || currentPath_.startsWith(":/") ? QFileInfo(currentPath_).completeBaseName()
                                                                : QString("passband");
}

void Session::startEngine(const QString& selector)
{
    engine_ = std::make_unique<Engine>(selector);
    for (RequestLane* lane : {&openLane_, &spectrumLane_, &deviceLane_, &partLane_, &sweepLane_})
        lane->reset();
    patternOpen_ = loadedShown_ = endedOpen_ = 0;
    filter_->restart(); // nothing of the old engine's is on its way
    partAsked_.reset(); // a new engine has not been asked
    Engine* e = engine_.get();
    connect(e, &Engine::deviceReady, this,
            [this](quint64 g, const QString& device, const QStringList& devices, int index) {
                if (deviceLane_.isSuperseded(g))
                    return;
                deviceLane_.asked(g);
                deviceName_ = device;
                deviceIndex_ = index;
                QSettings().setValue("device", device);
                emit deviceReady(device, devices, index);
                if (image_)
                    refilter(true); // recompute on the new device
            });
    connect(e, &Engine::deviceFailed, this, [this](quint64 g, const QString& reason) {
        if (!deviceLane_.isSuperseded(g))
            emit deviceFailed(reason);
    });
    connect(e, &Engine::deviceFault, this, [this](quint64, const QString& line) { emit deviceFault(line); });
    connect(e, &Engine::progress, this, [this](quint64 g, const QString& stage, int percent) {
        if (openLane_.isLatest(g))
            emit progress(stage, percent);
    });
    connect(e, &Engine::kernelsPreparing, this, &Session::kernelsPreparing);
    connect(e, &Engine::imageLoaded, this, &Session::onImageLoaded);
    connect(e, &Engine::imageOpened, this, &Session::onImageOpened);
    connect(e, &Engine::imageFailed, this, &Session::onImageFailed);
    connect(e, &Engine::spectrumReady, this, &Session::onSpectrumReady);
    connect(e, &Engine::filtered, this, &Session::onFiltered);
    connect(e, &Engine::filterFailed, this, &Session::onFilterFailed);
    connect(e, &Engine::analysed, this, [this](quint64 g, const FilterAnalysis& analysis) {
        if (filter_->isOnScreen(g))
            emit analysisShown(analysis);
    });
    connect(e, &Engine::spectrumPartReady, this,
            [this](quint64 g, std::shared_ptr<const Image> of, SpectrumPart part, const QImage& image) {
                if (partLane_.isSuperseded(g) || of != image_)
                    return; // for an image since replaced
                partImage_ = image;
                partOf_ = of;
                partCame_ = part;
                emit spectrumPartShown();
            });
    connect(e, &Engine::labFailed, this, [this](quint64 g, const QString& reason) {
        if (partLane_.isLatest(g))
            emit error(tr("Spectrum"), reason);
    });
    connect(e, &Engine::sweepProgress, this, [this](quint64 g, int done, int count, const QString& path) {
        if (sweepLane_.isLatest(g))
            emit sweepProgress(done, count, path);
    });
    connect(e, &Engine::sweepFinished, this, [this](quint64 g, int count, const QString& directory) {
        if (sweepLane_.isLatest(g))
            emit sweepExported(count, directory);
    });
    connect(e, &Engine::sweepFailed, this, [this](quint64 g, const QString& reason) {
        if (sweepLane_.isLatest(g))
            emit sweepFailed(reason);
    });
    emit engineStarted(e);
}

void Session::abandonDevice()
{
    // The stuck call keeps its thread; the engine starts afresh on the next usable device, and
    // the stuck device is dropped until Passband restarts.
    const int failed = deviceIndex_;
    engine_->abandon();
    for (int k = 0; failed >= 0 && k < kMaxDeviceFailures; ++k)
        recordDeviceFailure(static_cast<std::size_t>(failed));
    waitingSince_.invalidate();
    startEngine(QString()); // the best device that is not dropped
    if (image_)
        reopen(image_, currentPath_, origin_);
}

void Session::selectDevice(int index)
{
    deviceLane_.asked(engine_->selectDevice(QString::number(index)));
    emit deviceSwitching();
}

qint64 Session::waitingOnDevice()
{
    if (engine_->preparingKernels() && waitingSince_.isValid())
        waitingSince_.restart(); // compiling, not waiting on the device: it counts from the end
    return waitingSince_.isValid() && engine_->busy() ? waitingSince_.elapsed() : -1;
}

void Session::openFile(const QString& path, int page)
{
    if (live_->running()) // the file the user opened replaces the live frames, not the other way round
        live_->stop();
    liveInFlight_ = false;
    openLane_.asked(engine_->openFile(path, viewport(), page));
    askedName_ = path;
    ImageOrigin origin;
    origin.kind = ImageOrigin::Kind::File;
    origin.path = path;
    origin.page = page;
    asked_ = {openLane_.latest(), origin};
    waitingSince_.start();
    emit progress(tr("Opening %1").arg(displayName(path)), 0);
}

void Session::openImage(std::shared_ptr<const Image> image, const QString& name, const ImageOrigin& origin)
{
    openLane_.asked(engine_->openImage(std::move(image), name, viewport()));
    askedName_ = name;
    asked_ = {openLane_.latest(), origin};
    waitingSince_.start();
}

std::optional<ImageOrigin> Session::pendingOrigin() const
{
    if (openLane_.answered() || !openLane_.isLatest(asked_.first) || asked_.second.kind == ImageOrigin::Kind::Unknown)
        return std::nullopt;
    return asked_.second;
}

void Session::reopen(std::shared_ptr<const Image> image, const QString& path, const ImageOrigin& origin)
{
    if (live_->running())
        live_->stop();
    liveInFlight_ = false;
    openImage(std::move(image), path, origin);
}

bool Session::openPattern(const PatternSpec& spec)
{
    try {
        auto image = std::make_shared<const Image>(makePattern(spec));
        ImageOrigin origin;
        origin.kind = ImageOrigin::Kind::Pattern;
        origin.pattern = spec;
        openImage(image, kGenerated + Descriptions::pattern(spec), origin);
        patternOpen_ = openLane_.latest();
        return true;
    } catch (const std::exception& e) {
        emit error(tr("Test pattern"), QString::fromStdString(e.what()));
        return false;
    }
}

bool Session::addNoise(const PeriodicNoise& noise)
{
    if (!image_)
        return false;
    try {
        auto image = std::make_shared<const Image>(addPeriodicNoise(*image_, noise));
        // Noise over an image of known making is known (a lesson's step holds one noise).
        ImageOrigin origin;
        if (origin_.kind != ImageOrigin::Kind::Unknown && !origin_.noise) {
            origin = origin_;
            origin.noise = noise;
        }
        openImage(image, kGenerated + tr("%1 + noise (%2, %3)").arg(displayName()).arg(noise.u).arg(noise.v), origin);
        return true;
    } catch (const std::exception& e) {
        emit error(tr("Periodic noise"), QString::fromStdString(e.what()));
        return false;
    }
}

bool Session::openVideo(const QString& path)
{
    QString why;
    liveInFlight_ = false;
    if (!live_->openVideo(path, &why)) {
        emit error(tr("Cannot open %1").arg(displayName(path)), why);
        return false;
    }
    emit liveStarted(false);
    emit message(tr("Playing %1: each frame is filtered as it comes").arg(live_->name()), 8000);
    return true;
}

bool Session::startCamera()
{
    QString why;
    liveInFlight_ = false;
    if (!live_->startCamera(&why)) {
        emit error(tr("Live camera"), why);
        return false;
    }
    emit liveStarted(true);
    return true;
}

void Session::takeLiveFrame()
{
    if (liveInFlight_)
        return; // the frame before is still on its way: this one waits, and a newer replaces it
    const QImage frame = live_->takeFrame();
    if (frame.isNull())
        return;
    try {
        openImage(std::make_shared<const Image>(fromQImage(frame)), kGenerated + live_->name(), {});
        liveInFlight_ = true;
        ++liveFramesShown_;
    } catch (const std::exception& e) {
        emit error(tr("Live frames"), QString::fromStdString(e.what()));
        live_->stop();
    }
}

void Session::refilter(bool preview)
{
    if (!image_)
        return; // the image's arrival asks for the current settings
    if (held_) {
        changedWhileHeld_ = true;
        return;
    }
    filter_->changed(preview && viewRequest_ && !viewRequest_(*image_).screen.isEmpty());
}

void Session::holdResult(bool hold)
{
    if (hold == held_)
        return;
    held_ = hold;
    if (!hold && changedWhileHeld_) {
        changedWhileHeld_ = false;
        refilter(false);
    }
}

quint64 Session::askEngineToFilter(bool exact)
{
    if (!image_)
        return filter_->latest();
    if (!waitingSince_.isValid())
        waitingSince_.start();
    FilterViews v = viewRequest_ ? viewRequest_(*image_) : FilterViews{};
    v.removed = showRemoved_;
    v.spectrumRange = spectrumRange_;
    v.exact = exact || v.screen.isEmpty();
    ++filterRequests_;
    return engine_->filter(model_->settings(), v);
}

bool Session::showsExactResult() const
{
    return result_ && filter_->latestExact() && filter_->answered() && !filter_->refinePending();
}

bool Session::refinePending() const { return filter_->refinePending(); }
void Session::setRefineDelay(int ms) { filter_->setRefineDelay(ms); }

void Session::exportSweep(const SweepSpec& given)
{
    if (!image_)
        return;
    SweepSpec spec = given;
    if (isFile(currentPath_) || currentPath_.startsWith(":/"))
        spec.baseName = QFileInfo(currentPath_).completeBaseName();
    if (const QString problem = spec.validate(); !problem.isEmpty()) {
        emit error(tr("Export Sweep"), problem);
        return;
    }
    sweepLane_.asked(engine_->sweep(model_->settings(), spec));
    emit sweepProgress(0, 0, {});
}

bool Session::loadMask(const QString& path)
{
    if (!image_)
        return false;
    try {
        FilterSettings s = model_->settings();
        s.mask = passband::loadMask(path, image_->width, image_->height);
        model_->apply(s, tr("Load Mask"));
        return true;
    } catch (const std::exception& e) {
        emit error(tr("Cannot load the mask"), QString::fromStdString(e.what()));
        return false;
    }
}

bool Session::saveMask(const QString& path)
{
    if (!model_->settings().mask)
        return false;
    try {
        passband::saveMask(*model_->settings().mask, path);
        emit message(tr("Saved the mask as %1").arg(path), 5000);
        return true;
    } catch (const std::exception& e) {
        emit error(tr("Cannot save the mask"), QString::fromStdString(e.what()));
        return false;
    }
}

void Session::setSpectrumPart(SpectrumPart part)
{
    const bool changed = part != part_;
    part_ = part;
    if (changed)
        emit spectrumPartChanged(part);
    if (part == SpectrumPart::LogMagnitude || !image_ || (partAsked_ == image_ && partAskedFor_ == part))
        return; // once per image and part
    partAsked_ = image_;
    partAskedFor_ = part;
    partLane_.asked(engine_->spectrumPart(part));
}

QImage Session::partImage() const
{
    return partOf_ == image_ && partCame_ == part_ ? partImage_ : QImage();
}

void Session::onImageLoaded(quint64 generation, const QString& path, std::shared_ptr<const Image> image,
                            const QImage& originalScreen)
{
    if (!openLane_.isLatest(generation))
        return; // a newer open is on its way
    loadedShown_ = generation;
    // The result and the spectrum on show are of the image being replaced: their panes show
    // placeholders now, and a failed or cancelled open computes them again. Not held, they
    // leave their memory to the new image (issue #47).
    result_.reset();
    spectrum_.reset();
    spectrumPaneOnly_ = false; // of the image being replaced: its spectrum comes again if need be
    magnitude_ = {};
    emit originalShown(path, image, originalScreen);
}

void Session::onImageOpened(quint64 generation, const QString& path, std::shared_ptr<const Image> image)
{
    if (!openLane_.isLatest(generation))
        return; // a newer open is on its way
    emit progressDone();
    openLane_.shown(generation);
    filter_->dropOlderThan(generation); // results of the previous image are older than this
    origin_ = asked_.first == generation ? asked_.second : ImageOrigin{};
    // Notches sit on one image's peaks: a test pattern or an image of another size has its own.
    const bool ownPeaks = generation == patternOpen_ ||
                          (image_ && (image_->width != image->width || image_->height != image->height));
    image_ = image;
    loadedShown_ = 0; // the image shown as read is the image now
    spectrum_.reset(); // the spectrum follows the first result
    spectrumPaneOnly_ = false;
    result_.reset();
    currentPath_ = path;
    magnitude_ = {};
    partImage_ = QImage();
    partOf_.reset();
    partAsked_.reset(); // neither holds the last image
    emit imageShown(path, ownPeaks);
    setSpectrumPart(part_);
    refilter(false);
}

bool Session::openEnded()
{
    waitingSince_.invalidate();
    liveInFlight_ = false;
    emit progressDone();
    // An image was shown as read: this open's, or that of an open it replaced (given up in its
    // transforms for this one).
    const bool backToShown = loadedShown_ != 0;
    if (backToShown) {
        loadedShown_ = 0;
        if (image_) {
            // The full spectrum's picture and peaks as they came (not found again here).
            magnitude_ = {ImagePicture::of(spectrum_), QImage(), QSize(),
                          spectrum_ ? spectrumPeaks_ : std::vector<SpectrumPeak>()};
            refilter(false);
        }
    }
    return backToShown;
}

void Session::onImageFailed(quint64 generation, const QString& path, const QString& reason)
{
    if (!openLane_.isLatest(generation))
        return;
    endedOpen_ = generation;
    emit imageRejected(path, reason, openEnded(), false);
}

bool Session::opening() const { return !openLane_.answered() && endedOpen_ != openLane_.latest(); }

bool Session::cancelOpening()
{
    if (!opening())
        return false;
    // The engine keeps (or puts back) the image on show; what the open still delivers is
    // older than this request, so it is dropped.
    openLane_.asked(engine_->restoreImage(image_));
    endedOpen_ = openLane_.latest();
    if (live_->running())
        live_->stop();
    emit imageRejected(askedName_, tr("Cancelled"), openEnded(), true);
    return true;
}

void Session::onSpectrumReady(quint64 generation, const SpectrumOutcome& outcome)
{
    // Of an image or a transform no longer shown; a picture after the full image it stood for.
    if (openLane_.isBehind(generation) || spectrumLane_.isBehind(generation) ||
        (spectrumLane_.isOnScreen(generation) && !outcome.spectrum && spectrum_))
        return;
    spectrumLane_.shown(generation);
    spectrum_ = outcome.spectrum;
    spectrumPaneOnly_ = !outcome.shortOfMemory.isEmpty();
    if (outcome.spectrum)
        spectrumPeaks_ = outcome.peaks;
    magnitude_ = {ImagePicture::of(outcome.spectrum), outcome.screen, outcome.size, outcome.peaks};
    emit spectrumShown();
    if (!outcome.shortOfMemory.isEmpty() && spectrumNoted_.lock() != image_) { // once an image
        spectrumNoted_ = image_;
        emit message(outcome.shortOfMemory, 15000);
    }
}

void Session::onFiltered(quint64 generation, const FilterOutcome& outcome)
{
    qint64 waited = -1;
    if (!filter_->arrived(generation, &waited))
        return; // older than what is on screen
    if (filter_->answered())
        waitingSince_.invalidate();
    if (outcome.exact) {
        result_ = outcome.result;
        resultSettings_ = outcome.settings;
        resultRemoved_ = outcome.removed;
    } else {
        // A preview stands in for it on screen: the last exact result is not held while the next
        // is made beside it (a whole result a pixel: 72 MiB of a 12 MP photo, issue #47).
        result_.reset();
    }
    shownEdges_ = outcome.edges;
    // What the user waited for: from the request to these pixels.
    emit resultShown(generation, outcome, waited);
    if (!outcome.shortOfMemory.isEmpty())
        emit message(outcome.shortOfMemory, 15000);
    if (liveInFlight_ && openLane_.answered()) { // the live frame is on screen: the newest waiting one goes
        liveInFlight_ = false;
        takeLiveFrame();
    }
    filter_->drawn(generation);
}

void Session::onFilterFailed(quint64 generation, const QString& reason)
{
    if (!filter_->failedAt(generation))
        return; // of a request older than what is shown
    waitingSince_.invalidate();
    if (liveInFlight_) { // a live frame that cannot be filtered stops the stream, said once
        liveInFlight_ = false;
        live_->stop();
    }
    FilterSettings asked = model_->settings();
    if (asked.edges != shownEdges_) { // the edge handling did not fit: back to what is shown
        asked.edges = shownEdges_;
        model_->restore(asked);
    }
    emit filterFailed(reason);
}

} // namespace passband
