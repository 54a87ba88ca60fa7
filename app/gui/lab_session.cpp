#include "lab_session.h"

#include "hybrid_strip.h"
#include "image_io.h"
#include "lab_model.h"
#include "session.h"

#include <QFileInfo>

namespace passband {

LabSession::LabSession(Session* session)
    : QObject(session),
      session_(session),
      model_(new LabModel(session->userHistory(), this)),
      cycle_(new RequestCycle([this](bool exact) { return ask(exact); }, this))
{
    connect(model_, &LabModel::changed, this, &LabSession::update);
    // The session's image and its filter's exact result are the lab's A; its engine, the lab's.
    connect(session, &Session::engineStarted, this, &LabSession::setEngine);
    connect(session, &Session::imageShown, this, [this, session] { setImage(session->image()); });
    connect(session, &Session::resultShown, this, [this](quint64, const FilterOutcome& outcome) {
        if (outcome.exact && labModeInfo(model_->settings().mode).readsFilteredImage(model_->settings()))
            update(); // with the result, or saying why there is none to read
    });
    connect(session, &Session::spectrumPartChanged, this, [this](SpectrumPart part) {
        part_ = part;
        update();
    });
    setEngine(session->engine());
}

bool LabSession::active() const { return model_->settings().active(); }

void LabSession::setEngine(Engine* engine)
{
    engine_ = engine;
    cycle_->restart();
    secondLane_.reset();
    if (!engine)
        return;
    connect(engine, &Engine::labReady, this, &LabSession::onReady);
    connect(engine, &Engine::labFailed, this, [this](quint64 generation, const QString& reason) {
        if (!cycle_->failedAt(generation, true))
            return; // not ours, or superseded
        cycle_->reset();
        emit readout(reason);
        showWaiting(reason, false); // no result of before stays on show (or for export) under it
        emit failed(reason);
    });
    connect(engine, &Engine::secondOpened, this,
            [this](quint64 generation, const QString& path, std::shared_ptr<const Image> image, const QImage& thumbnail) {
                if (!secondLane_.isLatest(generation) || !secondLane_.isNewer(generation))
                    return; // another B was asked for since, or set
                secondLane_.shown(generation);
                setSecond({std::move(image), path, thumbnail});
                const bool unchanged = model_->settings().mode == modeAsked_ && session_->view().kind == viewAsked_;
                if (chooseMode_ && unchanged && !labModeInfo(modeAsked_).takesSecond)
                    for (const LabModeInfo& info : labModes()) // the first mode that takes B: what B is for
                        if (info.takesSecond) {
                            model_->setMode(info.mode);
                            emit modeChosenForSecond();
                            break;
                        }
            });
    connect(engine, &Engine::secondFailed, this, [this](quint64 generation, const QString& path, const QString& reason) {
        if (!secondLane_.isLatest(generation) || !secondLane_.isNewer(generation))
            return;
        secondLane_.shown(generation);
        emit error(tr("Cannot open %1").arg(QFileInfo(path).fileName()), reason);
        update(); // no longer waiting for it
    });
    update();
}

void LabSession::openSecond(const QString& path, bool chooseMode)
{
    if (!engine_)
        return;
    chooseMode_ = chooseMode;
    modeAsked_ = model_->settings().mode;
    viewAsked_ = session_->view().kind;
    askedPath_ = path;
    secondLane_.asked(engine_->openSecond(path, kThumbnail));
    update();
}

bool LabSession::secondPending() const { return !secondLane_.answered(); }

void LabSession::setSecond(const Second& second)
{
    secondLane_.shown(secondLane_.latest()); // a read on its way is superseded by this B
    second_ = second;
    emit secondShown(second_.thumbnail,
                     second_.image ? tr("%1 (%2)").arg(QFileInfo(second_.path).fileName(), describeImage(*second_.image))
                                   : QString());
    update();
}

void LabSession::setPaneSizes(std::function<QSize()> middle, std::function<QSize(QSize)> resultScreen)
{
    middleSize_ = std::move(middle);
    resultScreen_ = std::move(resultScreen);
}

void LabSession::pickBin(int u, int v)
{
    LabSettings s = model_->settings();
    s.basis.keep = 0;
    s.basis.binU = u;
    s.basis.binV = v;
    model_->apply(s, tr("Basis Bin"));
}

void LabSession::refuse(const QString& line)
{
    emit readout(line);
    emit failed(line);
}

void LabSession::setImage(std::shared_ptr<const Image> image)
{
    image_ = std::move(image);
    if (active())
        showWaiting(tr("Computing..."), true);
    update();
}

void LabSession::showWaiting(const QString& text, bool computing)
{
    shown_ = LabOutcome{};
    emit waiting(text, computing);
}

void LabSession::update()
{
    const LabSettings& settings = model_->settings();
    const bool on = settings.active();
    if (on != wasActive_) {
        wasActive_ = on;
        if (!on && engine_)
            engine_->releaseLab(); // the lab's spectra and folds are not kept while it is off
    }
    if (!on || !engine_) {
        cycle_->reset(); // nothing of the lab is asked for until it is on again
        shown_ = LabOutcome{};
        return;
    }
    if (shown_.mode != settings.mode) // another mode's result is not this one's
        showWaiting(tr("Computing..."), true);
    if (!image_) {
        emit readout(tr("Open an image first."));
        cycle_->reset();
        return;
    }
    LabRequest request;
    request.settings = settings;
    request.a = image_;
    request.b = second_.image;
    request.part = part_;
    const QSize middle = middleSize_ ? middleSize_() : QSize();
    request.displayWidth = middle.width();
    request.displayHeight = middle.height();
    const LabModeInfo& info = labModeInfo(settings.mode);
    if (info.takesSecond && (!second_.image || secondPending())) {
        cycle_->reset();
        if (secondPending()) { // on its way: no complaint meanwhile
            showWaiting(tr("Opening the second image (B)..."), true);
            return;
        }
        const QString line = tr("This mode works on two images: open a second one (B) with Open B... or drop it here.");
        emit readout(line);
        showWaiting(tr("Open a second image (B)"), false);
        emit failed(line);
        return;
    }
    if (info.readsFilteredImage(settings)) {
        // The session's exact result, read when asked for: not kept here beside the next one
        // while a drag's previews stand in for it (issue #47).
        const std::shared_ptr<const Image> filtered = session_->resultRemoved() ? nullptr : session_->result();
        if (!filtered) {
            emit readout(session_->resultRemoved() && session_->result()
                             ? tr("This mode works on the filtered image: turn off View > Show What the Filter Removed.")
                             : tr("Waiting for the filtered image..."));
            cycle_->reset();
            return;
        }
        request.a = filtered;
    }
    request_ = request;
    cycle_->changed(info.followsSliders && !resultScreen(settings).isEmpty());
}

QSize LabSession::resultScreen(const LabSettings& settings) const
{
    if (!image_ || !resultScreen_)
        return {};
    const QSize size(image_->width, image_->height);
    return resultScreen_(labModeInfo(settings.mode).resultIsStrip ? distanceStripSize(size) : size);
}

quint64 LabSession::ask(bool exact)
{
    LabRequest request = request_;
    request.exact = exact;
    const QSize screen = resultScreen(request.settings);
    request.screenWidth = screen.width();
    request.screenHeight = screen.height();
    return engine_->lab(request);
}

void LabSession::onReady(quint64 generation, const LabOutcome& outcome)
{
    // Older than what is shown, of settings or images since replaced: never shown.
    const bool takesB = labModeInfo(outcome.mode).takesSecond;
    if (outcome.mode != model_->settings().mode || outcome.a != request_.a || (takesB && outcome.b != second_.image)) {
        cycle_->drawn(generation); // not shown, but no longer in flight: the preview waiting behind it goes
        return;
    }
    qint64 waited = -1;
    if (!cycle_->arrived(generation, &waited))
        return;
    shown_ = outcome;
    emit shown(outcome);
    emit readout(outcome.readout);
    cycle_->drawn(generation);
    // What the user waited for: from the request to these pixels.
    if (waited >= 0)
        emit timing(outcome.exact ? tr("Lab: shown %1 ms after the request").arg(waited)
                                  : tr("Lab: preview from one pixel in every %1x%2, shown %3 ms after the request")
                                        .arg(outcome.stepX)
                                        .arg(outcome.stepY)
                                        .arg(waited));
}

} // namespace passband
