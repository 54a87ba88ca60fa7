#include "lesson_player.h"

#include "errors.h"
#include "filter_model.h"
#include "image_pane.h"
#include "lab_controller.h"
#include "lab_panel.h"
#include "main_window.h"
#include "presentation.h"
#include "session.h"

#include <QAction>
#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>

#include <cmath>

namespace passband {

namespace {

QString predictQuestion(LessonPane pane)
{
    switch (pane) {
    case LessonPane::Original: return LessonPlayer::tr("Predict: what will the image look like?");
    case LessonPane::Spectrum: return LessonPlayer::tr("Predict: what will the spectrum look like?");
    case LessonPane::Result: return LessonPlayer::tr("Predict: what will the result look like?");
    }
    return {};
}

} // namespace

LessonPlayer::LessonPlayer(MainWindow* window) : QObject(window), window_(window)
{
    // The caption: a few lines in large type under the panes, while a lesson is open.
    caption_ = new QLabel(window);
    caption_->setObjectName("lessonCaption");
    caption_->setWordWrap(true);
    caption_->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    caption_->setContentsMargins(12, 6, 12, 6);
    QFont font = caption_->font();
    font.setPointSizeF(font.pointSizeF() * Presentation::kFontScale);
    caption_->setFont(font);
    caption_->hide();
    emit captionShown(false);
    if (auto* layout = qobject_cast<QBoxLayout*>(window->centralWidget()->layout()))
        layout->addWidget(caption_);

    // The placeholder over a pane held back: neutral, the question in large type.
    cover_ = new QLabel(window);
    cover_->setObjectName("lessonPredict");
    cover_->setAlignment(Qt::AlignCenter);
    cover_->setWordWrap(true);
    cover_->setAutoFillBackground(true);
    cover_->setFont(font);
    cover_->hide();

    menu_ = new QMenu(tr("&Lessons"), window);
    menu_->addAction(tr("&Open Lesson..."), this, &LessonPlayer::chooseAndOpen);
    QMenu* bundled = menu_->addMenu(tr("&Bundled Lessons"));
    for (const QString& file : bundledLessons()) {
        QString title = QFileInfo(file).completeBaseName();
        try {
            title = loadLesson(file).title;
        } catch (const Error&) {
        }
        bundled->addAction(title, this, [this, file] { open(file); });
    }
    menu_->addSeparator();
    QAction* add = menu_->addAction(tr("&Add Current State as Step..."), this, &LessonPlayer::chooseAndAddStep);
    add->setToolTip(tr("Appends the image, the filter or lab mode and the panes on show to a lesson file"));
    menu_->addAction(tr("&Close Lesson"), this, &LessonPlayer::close);
    const QList<QAction*> menus = window->menuBar()->actions();
    window->menuBar()->insertMenu(menus.isEmpty() ? nullptr : menus.last(), menu_); // before Help

    window->presentation()->setStepper([this](int by) {
        if (!isOpen())
            return false;
        step(by);
        return true;
    });
    connect(window->presentation()->toggleAction(), &QAction::toggled, this, [this] { updateCaption(); });
    Session* session = window->session();
    // What each image on show was made from, whoever opened it (the menus, a lesson).
    connect(window, &MainWindow::patternAsked, this, [this](const PatternSpec& spec) {
        asked_ = LessonStep{};
        asked_.source = LessonStep::Source::Pattern;
        asked_.pattern = spec;
        askedPending_ = true;
    });
    connect(window, &MainWindow::noiseAsked, this, [this](const PeriodicNoise& noise) {
        if (shownSourceFile_.isEmpty() || window_->session()->currentFile() != shownSourceFile_) {
            askedPending_ = false; // noise over an image of unknown making
            return;
        }
        asked_ = shownSource_;
        asked_.noise = noise; // a second noise replaces the first in the step (the file holds one)
        askedPending_ = !shownSource_.noise;
    });
    connect(session, &Session::imageShown, this, [this, session](const QString& path) {
        if (!path.startsWith("generated:")) { // a file or a bundled sample
            shownSource_ = LessonStep{};
            shownSource_.image = path.startsWith(":/") ? path : QFileInfo(path).absoluteFilePath();
            shownSourceFile_ = path;
            askedPending_ = false;
        } else if (askedPending_) {
            shownSource_ = asked_;
            shownSourceFile_ = session->currentFile();
            askedPending_ = false;
        } else {
            shownSourceFile_.clear(); // a live frame, or an image made otherwise
        }
    });
    connect(session, &Session::imageShown, this, [this] {
        if (isOpen() && !ready_ && current_ >= 0)
            applySettings();
        else if (isOpen())
            applyPanes();
    });
    connect(session, &Session::imageRejected, this, [this](const QString& path, const QString& reason) {
        if (isOpen() && !ready_)
            emit failed(tr("%1: step %2: cannot open %3: %4")
                            .arg(QFileInfo(path_).fileName()).arg(current_ + 1).arg(Session::displayName(path), reason));
    });
    // The lab shows its panes again on each update: the step's choice is put back after it.
    LabController* lab = window->lab();
    connect(lab, &LabController::shown, this, [this] { if (isOpen()) applyPanes(); });
    connect(lab, &LabController::activeChanged, this, [this] { if (isOpen()) applyPanes(); });
    connect(lab->panel(), &LabPanel::changed, this, [this] { if (isOpen()) applyPanes(); });
    connect(session, &Session::resultShown, this, [this] { if (isOpen()) applyPanes(); });
    connect(this, &LessonPlayer::failed, window, [window](const QString& line) {
        window->statusBar()->showMessage(line, 10000);
    });
}

bool LessonPlayer::open(const QString& path)
{
    Lesson lesson;
    try {
        lesson = loadLesson(path);
    } catch (const Error& e) {
        emit failed(QString::fromStdString(e.what()).section('\n', 0, 0));
        return false;
    }
    close();
    lesson_ = std::move(lesson);
    path_ = path;
    window_->presentation()->setActive(true);
    showStep(0);
    return true;
}

void LessonPlayer::close()
{
    if (!isOpen())
        return;
    path_.clear();
    lesson_ = {};
    current_ = -1;
    holding_ = false;
    ready_ = false;
    cover_->hide();
    caption_->hide();
    emit captionShown(false);
    for (ImagePane* pane : {window_->originalPane(), paneFor(LessonPane::Spectrum), paneFor(LessonPane::Result)})
        pane->show();
}

QString LessonPlayer::sourceKey(const LessonStep& step) const
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

void LessonPlayer::showStep(int index)
{
    if (!isOpen() || index < 0 || index >= int(lesson_.steps.size()))
        return;
    current_ = index;
    const LessonStep& step = lesson_.steps[std::size_t(index)];
    holding_ = step.predict.has_value();
    ready_ = false;
    updateCaption();
    const QString key = sourceKey(step);
    Session* session = window_->session();
    if (key == shownKey_ && session->currentFile() == shownFile_ && session->image()) {
        noiseAdded_ = true;
        applySettings(); // the image on show already
        return;
    }
    shownKey_ = key;
    noiseAdded_ = false;
    switch (step.source) {
    case LessonStep::Source::Image:
        window_->openFile(step.image);
        break;
    case LessonStep::Source::Pattern:
        window_->openPattern(step.pattern);
        break;
    case LessonStep::Source::Camera:
        if (!window_->startCamera())
            emit failed(tr("%1: step %2: no camera").arg(QFileInfo(path_).fileName()).arg(index + 1));
        applySettings();
        break;
    }
}

void LessonPlayer::applySettings()
{
    const LessonStep& step = lesson_.steps[std::size_t(current_)];
    if (step.noise && !noiseAdded_) {
        noiseAdded_ = true; // its image shown next, then the settings
        window_->addNoise(*step.noise);
        return;
    }
    Session* session = window_->session();
    shownFile_ = session->currentFile();
    LabController* lab = window_->lab();
    LabPanel* panel = lab->panel();
    if (step.lab) {
        const LessonLab& l = *step.lab;
        panel->setMode(l.mode);
        if (!l.second.isEmpty() && lab->secondPath() != l.second)
            window_->openSecondImage(l.second);
        switch (l.mode) {
        case LabMode::Mix:
            panel->unitMagnitudeCheck()->setChecked(l.mix.unitMagnitude);
            panel->zeroPhaseCheck()->setChecked(l.mix.zeroPhase);
            panel->magnitudeSlider()->setValue(int(std::lround(l.mix.magnitudeB * 100)));
            panel->phaseSlider()->setValue(int(std::lround(l.mix.phaseB * 100)));
            break;
        case LabMode::Hybrid:
            panel->hybridLowSpin()->setValue(l.hybrid.lowpass);
            panel->hybridHighSpin()->setValue(l.hybrid.highpass);
            break;
        case LabMode::Convolution:
            panel->kernelBox()->setCurrentIndex(panel->kernelBox()->findData(l.kernel));
            panel->paddingBox()->setCurrentIndex(l.zeroPadding ? 1 : 0);
            panel->convolutionViewBox()->setCurrentIndex(int(ConvolutionView::FrequencyDomain));
            break;
        case LabMode::Sampling:
            panel->factorSpin()->setValue(l.factor);
            panel->antialiasBox()->setCurrentIndex(panel->antialiasBox()->findData(int(l.antialias)));
            break;
        case LabMode::Basis:
            if (l.keep > 0)
                panel->keepSpin()->setValue(int(l.keep));
            else
                panel->setBin(l.binU, l.binV);
            break;
        case LabMode::Off:
            break;
        }
    } else {
        panel->setMode(LabMode::Off);
        if (!(window_->filterModel()->settings() == step.filter))
            window_->filterModel()->apply(step.filter, tr("Lesson Step"));
    }
    ready_ = true;
    applyPanes();
    emit stepShown(current_);
}

ImagePane* LessonPlayer::paneFor(LessonPane pane) const
{
    const bool lab = window_->lab()->active();
    switch (pane) {
    case LessonPane::Original: return window_->originalPane();
    case LessonPane::Spectrum: return lab ? window_->lab()->middlePane() : window_->spectrumPane();
    case LessonPane::Result: return lab ? window_->lab()->resultPane() : window_->filteredPane();
    }
    return nullptr;
}

void LessonPlayer::applyPanes()
{
    if (current_ < 0)
        return;
    const LessonStep& step = lesson_.steps[std::size_t(current_)];
    for (LessonPane p : {LessonPane::Original, LessonPane::Spectrum, LessonPane::Result}) {
        const bool shown = std::find(step.panes.begin(), step.panes.end(), p) != step.panes.end();
        if (paneFor(p)->isVisibleTo(window_) != shown)
            paneFor(p)->setVisible(shown);
    }
    ImagePane* held = heldPane();
    if (covered_ && covered_ != held) {
        covered_->removeEventFilter(this);
        covered_->view()->removeEventFilter(this);
    }
    if (!held) {
        cover_->hide();
        covered_ = nullptr;
        coveredPane_ = coveredView_ = nullptr;
        return;
    }
    if (covered_ != held) {
        held->installEventFilter(this);
        held->view()->installEventFilter(this); // the cover follows the picture's area
        covered_ = held;
        coveredPane_ = held;
        coveredView_ = held->view();
    }
    cover_->setParent(held);
    cover_->setText(predictQuestion(*step.predict));
    placeCover();
    cover_->show();
    cover_->raise();
}

ImagePane* LessonPlayer::heldPane() const
{
    if (!isOpen() || current_ < 0 || !holding_)
        return nullptr;
    return paneFor(*lesson_.steps[std::size_t(current_)].predict);
}

// Over the picture's area: the pane's title stays, so that the class knows what to predict.
void LessonPlayer::placeCover()
{
    if (covered_)
        cover_->setGeometry(QRect(covered_->view()->mapTo(covered_, QPoint(0, 0)), covered_->view()->size()));
}

bool LessonPlayer::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if ((type == QEvent::Resize || type == QEvent::Move || type == QEvent::Show) && watched &&
        (watched == coveredPane_.data() || watched == coveredView_.data()))
        placeCover();
    return QObject::eventFilter(watched, event);
}

bool LessonPlayer::step(int by)
{
    if (!isOpen())
        return false;
    if (by > 0 && holding_) { // reveal
        holding_ = false;
        applyPanes();
        updateCaption();
        return true;
    }
    const int next = current_ + (by > 0 ? 1 : -1);
    if (next < 0 || next >= int(lesson_.steps.size())) {
        window_->statusBar()->showMessage(by > 0 ? tr("That was the lesson's last step") : tr("That was the lesson's first step"),
                                          8000);
        return false;
    }
    showStep(next);
    return true;
}

void LessonPlayer::updateCaption()
{
    if (!isOpen() || current_ < 0 || !window_->presentation()->active()) {
        caption_->hide();
    emit captionShown(false);
        return;
    }
    const LessonStep& step = lesson_.steps[std::size_t(current_)];
    QString head = tr("%1 \u2014 step %2 of %3").arg(lesson_.title).arg(current_ + 1).arg(lesson_.steps.size());
    if (holding_)
        head += tr(" (Page Down reveals)");
    caption_->setText("<b>" + head.toHtmlEscaped() + "</b><br>" + step.caption.toHtmlEscaped().replace('\n', "<br>"));
    caption_->show();
    emit captionShown(true);
}

bool LessonPlayer::currentState(LessonStep& step, const QString& caption, QString* problem) const
{
    const auto refuse = [problem](const QString& why) {
        if (problem)
            *problem = why;
        return false;
    };
    Session* session = window_->session();
    const QString file = session->currentFile();
    if (!session->image())
        return refuse(tr("No image is open"));
    if (!shownSourceFile_.isEmpty() && file == shownSourceFile_) {
        step.source = shownSource_.source; // as it was opened
        step.image = shownSource_.image;
        step.pattern = shownSource_.pattern;
        step.noise = shownSource_.noise;
    } else if (file.startsWith(":/samples/") || Session::isFile(file)) {
        step.source = LessonStep::Source::Image;
        step.image = file.startsWith(":/") ? file : QFileInfo(file).absoluteFilePath();
    } else {
        return refuse(tr("The image on show was made in the window (noise or a live frame): a lesson's step opens a "
                         "file, a bundled sample or a lesson's pattern"));
    }
    LabController* lab = window_->lab();
    if (lab->active()) {
        const LabRequest r = lab->panel()->request();
        LessonLab l;
        l.mode = r.mode;
        l.mix = r.mix;
        l.hybrid = r.hybrid;
        l.kernel = lab->panel()->kernelBox()->currentData().toString();
        if (r.mode == LabMode::Convolution && l.kernel.isEmpty())
            return refuse(tr("A custom kernel cannot go into a lesson: choose a named one"));
        l.zeroPadding = r.zeroPadding;
        l.factor = r.factor;
        if (r.antialias == AntiAliasing::CurrentFilter)
            return refuse(tr("Sampling after the current filter cannot go into a lesson: choose none or the ideal low-pass"));
        l.antialias = r.antialias;
        l.keep = r.keep;
        l.binU = r.binU;
        l.binV = r.binV;
        if (labModeInfo(r.mode).takesSecond) {
            if (lab->secondPath().isEmpty())
                return refuse(tr("The lab's second image did not come from a file"));
            l.second = lab->secondPath();
        }
        step.lab = l;
    } else {
        step.filter = window_->filterModel()->settings();
        if (step.filter.mask)
            return refuse(tr("A painted mask cannot go into a lesson"));
    }
    step.panes.clear();
    for (LessonPane p : {LessonPane::Original, LessonPane::Spectrum, LessonPane::Result})
        if (paneFor(p)->isVisibleTo(window_))
            step.panes.push_back(p);
    if (step.panes.empty())
        step.panes = {LessonPane::Original, LessonPane::Spectrum, LessonPane::Result};
    step.predict.reset();
    step.caption = caption;
    return true;
}

bool LessonPlayer::addCurrentState(const QString& caption, const QString& path)
{
    const QString file = path.isEmpty() ? path_ : path;
    if (file.isEmpty() || file.startsWith(":/")) {
        emit failed(tr("Choose a lesson file to add the step to (a bundled lesson cannot be changed)"));
        return false;
    }
    LessonStep step;
    QString problem;
    if (!currentState(step, caption, &problem)) {
        emit failed(problem);
        return false;
    }
    try {
        appendLessonStep(file, step);
    } catch (const Error& e) {
        emit failed(QString::fromStdString(e.what()).section('\n', 0, 0));
        return false;
    }
    window_->statusBar()->showMessage(tr("Added a step to %1").arg(QFileInfo(file).fileName()), 8000);
    return true;
}

void LessonPlayer::chooseAndOpen()
{
    const QString path = QFileDialog::getOpenFileName(window_, tr("Open Lesson"), {}, tr("Lessons (*.json)"));
    if (!path.isEmpty())
        open(path);
}

void LessonPlayer::chooseAndAddStep()
{
    QString file = path_;
    if (file.isEmpty() || file.startsWith(":/")) {
        file = QFileDialog::getSaveFileName(window_, tr("Add Step to Lesson"), {}, tr("Lessons (*.json)"), nullptr,
                                            QFileDialog::DontConfirmOverwrite);
        if (file.isEmpty())
            return;
    }
    bool ok = false;
    const QString caption = QInputDialog::getMultiLineText(window_, tr("Add Current State as Step"),
                                                           tr("The step's caption (a few lines):"), {}, &ok);
    if (ok)
        addCurrentState(caption, file);
}

} // namespace passband
