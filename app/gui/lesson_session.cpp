#include "lesson_session.h"

#include "filter_model.h"
#include "lab_model.h"
#include "live_source.h"

#include <QFileInfo>
#include <QUndoStack>

namespace passband {

LessonSession::LessonSession(Session* session)
    : QObject(session), session_(session), history_(new QUndoStack(this))
{
    // Queued: after the window has taken the new image's size (the filter's radii are held to
    // it), the step's settings go on it.
    connect(session, &Session::imageShown, this, &LessonSession::onImageShown, Qt::QueuedConnection);
    connect(session, &Session::imageRejected, this, [this](const QString& path, const QString& reason) {
        if (isOpen() && !ready_)
            emit failed(tr("%1: step %2: cannot open %3: %4")
                            .arg(QFileInfo(path_).fileName())
                            .arg(current_ + 1)
                            .arg(Session::displayName(path), reason));
    });
}

void LessonSession::open(const Lesson& lesson, const QString& path)
{
    emit opening();
    if (!keptAside_)
        keepAside(); // another lesson after this one keeps the user's state as it was
    givingBack_ = false; // (a lesson closed just before: the user's state stays aside)
    awaited_.reset();
    history_->clear();
    session_->setActiveHistory(history_);
    lesson_ = lesson;
    path_ = path;
    current_ = -1;
    shownKey_.clear();
    session_->setSpectrumPart(SpectrumPart::LogMagnitude); // what the captions speak of
    session_->setShowRemoved(false);
    showStep(0);
}

void LessonSession::close()
{
    if (!isOpen())
        return;
    path_.clear();
    lesson_ = {};
    current_ = -1;
    holding_ = false;
    ready_ = false;
    shownKey_.clear();
    giveBack();
    emit changed();
    emit closed();
}

void LessonSession::keepAside()
{
    aside_ = Kept{};
    aside_.image = session_->image();
    aside_.path = session_->currentFile();
    aside_.origin = session_->origin();
    if (const std::optional<ImageOrigin> opening = session_->pendingOrigin(); opening && !opening->noise)
        aside_.opening = opening;
    aside_.secondOpening = session_->lab()->secondAsked();
    aside_.filter = session_->model()->settings();
    aside_.lab = session_->lab()->model()->settings();
    aside_.second = session_->lab()->second();
    aside_.view = session_->view();
    aside_.removed = session_->showsRemoved();
    aside_.marksPeaks = session_->marksPeaks();
    aside_.spectrumRange = session_->spectrumRange();
    aside_.part = session_->spectrumPart();
    keptAside_ = true;
    session_->lab()->setSecond(aside_.second); // a B on its way is not the lesson's: read again at the end
    cameraOn_ = false;
}

void LessonSession::giveBack()
{
    session_->setActiveHistory(nullptr);
    history_->clear();
    session_->lab()->model()->restore(aside_.lab);
    session_->lab()->setSecond(aside_.second);
    if (!aside_.secondOpening.isEmpty())
        session_->lab()->openSecond(aside_.secondOpening, false);
    session_->setShowRemoved(aside_.removed);
    session_->setMarksPeaks(aside_.marksPeaks);
    session_->setSpectrumRange(aside_.spectrumRange);
    session_->setSpectrumPart(aside_.part);
    session_->setView(aside_.view);
    if (cameraOn_) // the lesson's camera goes with it
        session_->live()->stop();
    cameraOn_ = false;
    // The user's image again (the one they were opening, if they were), then their filter,
    // held to its size as before (onImageShown).
    givingBack_ = true;
    if (aside_.opening && aside_.opening->kind == ImageOrigin::Kind::File)
        session_->openFile(aside_.opening->path, aside_.opening->page);
    else if (aside_.opening)
        session_->openPattern(aside_.opening->pattern);
    else if (aside_.image && session_->image() != aside_.image)
        session_->reopen(aside_.image, aside_.path, aside_.origin);
    else
        givingBack_ = false;
    if (givingBack_) {
        awaitOpen();
        return;
    }
    session_->model()->restore(aside_.filter);
    keptAside_ = false;
}

void LessonSession::awaitOpen() { awaited_ = session_->latestOpenRequest(); }

void LessonSession::onImageShown()
{
    if (!awaited_ || !session_->showsOpenRequest(*awaited_))
        return; // an image of another request (a step left, a live frame)
    awaited_.reset();
    if (givingBack_) {
        givingBack_ = false;
        session_->model()->restore(aside_.filter); // held to the user's image's size, as before
        keptAside_ = false;
        return;
    }
    if (isOpen() && !ready_ && current_ >= 0)
        applySettings();
}

QString LessonSession::sourceKey(const LessonStep& step) const
{
    switch (step.source) {
    case LessonStep::Source::Camera: return "camera";
    case LessonStep::Source::Image:
    case LessonStep::Source::Pattern: break;
    }
    QString key = step.source == LessonStep::Source::Image ? "image:" + step.image
                                                          : "pattern:" + QString::fromStdString(step.pattern.describe());
    if (step.noise)
        key += QString(" noise %1,%2,%3").arg(step.noise->u).arg(step.noise->v).arg(step.noise->amplitude);
    return key;
}

void LessonSession::showStep(int index)
{
    if (!isOpen() || index < 0 || index >= int(lesson_.steps.size()))
        return;
    current_ = index;
    holding_ = step().predict.has_value();
    ready_ = false;
    emit changed();
    const QString key = sourceKey(step());
    if (key == shownKey_ && session_->currentFile() == shownFile_ && session_->image()) {
        noiseAdded_ = true;
        applySettings(); // the image on show already
        return;
    }
    shownKey_ = key;
    shownFile_.clear(); // until this step's settings are on its image
    noiseAdded_ = false;
    awaited_.reset();
    switch (step().source) {
    case LessonStep::Source::Image:
        session_->openFile(step().image);
        awaitOpen();
        break;
    case LessonStep::Source::Pattern:
        session_->openPattern(step().pattern);
        awaitOpen();
        break;
    case LessonStep::Source::Camera:
        if (!cameraAllowed_)
            emit failed(tr("%1: step %2: the camera is not allowed for this lesson").arg(QFileInfo(path_).fileName()).arg(index + 1));
        else if (!session_->startCamera())
            emit failed(tr("%1: step %2: no camera").arg(QFileInfo(path_).fileName()).arg(index + 1));
        else
            cameraOn_ = true;
        applySettings();
        break;
    }
}

void LessonSession::applySettings()
{
    const LessonStep& s = step();
    if (s.noise && !noiseAdded_) {
        noiseAdded_ = true; // its image shown next, then the settings
        session_->addNoise(*s.noise);
        awaitOpen();
        return;
    }
    shownFile_ = session_->currentFile();
    // The step's whole state, whatever came before it: its filter (none unless it gives one),
    // its lab mode (off unless it gives one), its B, its panes.
    session_->model()->restore(s.filter);
    if (!s.second.isEmpty() && session_->lab()->secondPath() != s.second)
        session_->lab()->openSecond(s.second, false); // first: the mode then waits for it without a complaint
    LabModel* lab = session_->lab()->model();
    lab->restore(s.lab ? *s.lab : LabSettings{});
    PaneView view;
    view.kind = lab->settings().active() ? PaneView::Kind::Lab : PaneView::Kind::Filter;
    view.roles = s.panes;
    session_->setView(view);
    session_->setMarksPeaks(s.rings);
    session_->setSpectrumRange(s.spectrumFloor);
    history_->clear(); // Edit > Undo takes back what is done at this step, not the step itself
    ready_ = true;
    emit stepShown(current_);
    emit changed();
}

std::optional<LessonPane> LessonSession::held() const
{
    if (!isOpen() || current_ < 0 || !holding_)
        return std::nullopt;
    return step().predict;
}

void LessonSession::next()
{
    if (!isOpen())
        return;
    if (holding_) { // reveal
        holding_ = false;
        emit changed();
        return;
    }
    if (current_ + 1 >= int(lesson_.steps.size())) {
        emit message(tr("That was the lesson's last step"));
        return;
    }
    showStep(current_ + 1);
}

void LessonSession::previous()
{
    if (!isOpen())
        return;
    if (current_ <= 0)
        emit message(tr("That was the lesson's first step"));
    showStep(std::max(0, current_ - 1)); // its whole state again, even at the first step
}

void LessonSession::first() { showStep(0); }

void LessonSession::last() { showStep(int(lesson_.steps.size()) - 1); }

bool LessonSession::currentState(LessonStep& step, const QString& caption, QString* problem) const
{
    const auto refuse = [problem](const QString& why) {
        if (problem)
            *problem = why;
        return false;
    };
    if (!session_->image())
        return refuse(tr("No image is open"));
    const ImageOrigin& origin = session_->origin();
    switch (origin.kind) {
    case ImageOrigin::Kind::File:
        step.source = LessonStep::Source::Image;
        step.image = origin.path.startsWith(":/") ? origin.path : QFileInfo(origin.path).absoluteFilePath();
        break;
    case ImageOrigin::Kind::Pattern:
        step.source = LessonStep::Source::Pattern;
        step.pattern = origin.pattern;
        break;
    case ImageOrigin::Kind::Unknown:
        return refuse(tr("The image on show was made in the window (noise or a live frame): a lesson's step opens a "
                         "file, a bundled sample or a lesson's pattern"));
    }
    step.noise = origin.noise;
    if (session_->view().kind == PaneView::Kind::SideBySide)
        return refuse(tr("Filters side by side cannot go into a lesson: leave the view first"));
    const LabSettings& lab = session_->lab()->model()->settings();
    if (lab.active()) {
        const LabModeInfo& info = labModeInfo(lab.mode);
        if (info.readsFilteredImage(lab))
            return refuse(tr("Sampling after the current filter cannot go into a lesson: choose none or the ideal low-pass"));
        if (info.takesSecond) {
            if (session_->lab()->secondPath().isEmpty())
                return refuse(tr("The lab's second image did not come from a file"));
            step.second = session_->lab()->secondPath();
        }
        step.lab = lab;
    } else {
        step.filter = session_->model()->settings();
        if (step.filter.mask)
            return refuse(tr("A painted mask cannot go into a lesson"));
    }
    step.panes = session_->view().roles;
    step.predict.reset();
    step.caption = caption;
    step.rings = session_->marksPeaks();
    step.spectrumFloor = session_->spectrumRange();
    return true;
}

} // namespace passband
