#include "session_status.h"

#include "image_io.h"
#include "session.h"
#include "status_fields.h"

#include <QFileInfo>
#include <QStatusBar>

namespace passband {

SessionStatus::SessionStatus(Session* session, QStatusBar* bar, int watchdogSeconds)
    : QObject(bar), session_(session), bar_(bar), fields_(new StatusFields(bar))
{
    connect(fields_, &StatusFields::cancelRequested, this, [this] {
        const QString stuck = session_->deviceName();
        fields_->hideWatchdog();
        session_->abandonDevice();
        message(tr("Gave up on %1; continuing on the next device").arg(stuck), 15000);
    });
    // Stuck: waiting on the device (not compiling kernels) for the time since the request.
    fields_->watch([this] { return session_->waitingOnDevice(); }, watchdogSeconds);

    connect(session, &Session::message, this, &SessionStatus::message);
    // The lab's and the side-by-side view's timings are their own; the filter's wait for them.
    connect(session, &Session::viewChanged, this,
            [this](const PaneView& view) { setLabActive(view.kind != PaneView::Kind::Filter); });
    connect(session, &Session::deviceReady, this,
            [this](const QString& device) { fields_->setDevice(tr("OpenCL: %1").arg(device)); });
    connect(session, &Session::deviceSwitching, this, [this] { fields_->setDevice(tr("OpenCL: switching...")); });
    connect(session, &Session::deviceFailed, this, [this] {
        const QString device = session_->deviceName();
        fields_->setDevice(device.isEmpty() ? tr("OpenCL: no device") : tr("OpenCL: %1").arg(device));
    });
    connect(session, &Session::deviceFault, this, [this](const QString& line) {
        // One line: the work has already moved on (or could not, which an error box then says).
        message(tr("OpenCL error on %1").arg(line), 15000);
    });
    connect(session, &Session::progress, fields_, [this](const QString& stage, int percent) {
        fields_->showProgress(stage, percent);
        if (session_->opening())
            fields_->setProgressCancel([s = session_] { s->cancelOpening(); },
                                       tr("Stop opening this image and keep the one on show"));
        else
            fields_->setProgressCancel(nullptr);
    });
    connect(session, &Session::progressDone, fields_, &StatusFields::hideProgress);
    connect(session, &Session::kernelsPreparing, this, [this](bool on, const QString& what) {
        if (!on)
            return bar_->clearMessage();
        if (fields_->progressShown()) // opening: the progress says it (twice, neither fitted at 1024 px)
            fields_->setProgressText(what);
        else
            bar_->showMessage(what);
    });
    connect(session, &Session::originalShown, this,
            [this](const QString& path, std::shared_ptr<const Image> image) {
                describe(image.get());
                QStringList notes;
                for (const std::string& note : image->metadata.notes)
                    notes << QString::fromStdString(note);
                if (!notes.isEmpty()) // what the reader forgave, as a viewer would say it
                    message(tr("%1: %2").arg(Session::displayName(path), notes.join("; ")), 20000);
            });
    connect(session, &Session::imageShown, this, [this] { describe(session_->image().get()); });
    connect(session, &Session::imageRejected, this,
            [this](const QString& path, const QString&, bool backToShown, bool cancelled) {
        if (backToShown)
            describe(session_->image().get()); // back to what was there
        if (cancelled)
            message(tr("Stopped opening %1").arg(Session::displayName(path)), 8000);
    });
    connect(session, &Session::resultShown, this,
            [this](quint64, const FilterOutcome& outcome, qint64 waited) { showTiming(outcome, waited); });
    connect(session, &Session::sweepProgress, this, [this](int done, int count, const QString& path) {
        if (count == 0)
            return fields_->showProgress(tr("Exporting the sweep"), 0);
        fields_->showProgress(tr("Sweep frame %1 of %2: %3").arg(done).arg(count).arg(QFileInfo(path).fileName()),
                              100 * done / count);
    });
    connect(session, &Session::sweepExported, this, [this](int count, const QString& directory) {
        fields_->hideProgress();
        message(tr("Exported %1 sweep frames into %2").arg(count).arg(directory), 10000);
    });
    connect(session, &Session::sweepFailed, fields_, &StatusFields::hideProgress);
}

void SessionStatus::describe(const Image* image)
{
    if (!image) {
        fields_->setImage({});
        return;
    }
    // How the file stored it, for the curious: "BITPIX -32 FITS, primary HDU, 300 dpi".
    QString source = QString::fromStdString(image->metadata.source);
    if (image->metadata.xDpi > 0)
        source += tr(", %1 dpi").arg(image->metadata.xDpi, 0, 'g', 4);
    if (!image->metadata.iccProfile.empty())
        source += tr(", colour profile");
    fields_->setImageDetails(source);
    fields_->setImage(describeImage(*image));
}

void SessionStatus::message(const QString& text, int ms) { bar_->showMessage(text, ms); }

void SessionStatus::showTiming(const FilterOutcome& outcome, qint64 waited)
{
    // What the user waited for: from the request to these pixels, then the device's share.
    const QString shown = waited >= 0 ? tr("Shown %1 ms after the request; ").arg(waited) : QString();
    const UpdateTiming& timing = outcome.timing;
    if (outcome.exact)
        filterTiming_ = (shown + tr("device %1 ms (filter %2, inverse FFT %3, mapping %4, download %5)")
                                       .arg(timing.totalMs(), 0, 'f', 1)
                                       .arg(timing.filterMs, 0, 'f', 2)
                                       .arg(timing.inverseFftMs, 0, 'f', 2)
                                       .arg(timing.mappingMs, 0, 'f', 2)
                                       .arg(timing.downloadMs, 0, 'f', 2));
    else
        filterTiming_ = (shown + tr("preview from one pixel in every %1x%2 in %3 ms; the exact result follows when the slider rests")
                                       .arg(outcome.stepX)
                                       .arg(outcome.stepY)
                                       .arg(outcome.previewMs, 0, 'f', 1));
    if (!labActive_)
        fields_->setTiming(filterTiming_);
}

void SessionStatus::setLabActive(bool on)
{
    labActive_ = on;
    if (!on)
        fields_->setTiming(filterTiming_);
}

} // namespace passband
