#include "lesson_player.h"

#include "errors.h"
#include "image_pane.h"
#include "lesson_session.h"
#include "pane_layout.h"
#include "presentation.h"
#include "session.h"
#include "teaching_dialogs.h"

#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QWindow>

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

// The keys a presenter's remote sends, which step a lesson whatever has the focus.
bool isLessonKey(int key)
{
    return key == Qt::Key_PageDown || key == Qt::Key_PageUp || key == Qt::Key_Home || key == Qt::Key_End;
}

} // namespace

LessonPlayer::LessonPlayer(Session* session, PaneLayout* layout, Presentation* presentation, QWidget* host,
                           QBoxLayout* captionArea, QMenu* menu)
    : QObject(host), session_(session), lesson_(session->lesson()), layout_(layout), presentation_(presentation),
      host_(host), menu_(menu)
{
    // The caption: a few lines in large type under the panes, while a lesson is open.
    caption_ = new QLabel(host);
    caption_->setObjectName("lessonCaption");
    caption_->setWordWrap(true);
    caption_->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    caption_->setContentsMargins(12, 6, 12, 6);
    QFont font = caption_->font();
    font.setPointSizeF(font.pointSizeF() * Presentation::kFontScale);
    caption_->setFont(font);
    caption_->hide();
    captionArea->addWidget(caption_);

    // The placeholder over a pane held back: neutral, the question in large type.
    cover_ = new QLabel(host);
    cover_->setObjectName("lessonPredict");
    cover_->setAlignment(Qt::AlignCenter);
    cover_->setWordWrap(true);
    cover_->setMargin(12); // wrapped clear of the pane's edges
    cover_->setAutoFillBackground(true);
    cover_->setFont(font);
    cover_->hide();

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
    QAction* add = menu_->addAction(tr("&Add Current State as Step..."), this, [this] { chooseAndAddStep(false); });
    add->setToolTip(tr("Appends the image, the filter or lab mode and the panes on show to the lesson file open or "
                       "last added to, with a caption, a pane to predict and its answer"));
    menu_->addAction(tr("Add Current State to &Another Lesson File..."), this, [this] { chooseAndAddStep(true); });
    menu_->addAction(tr("&Close Lesson"), this, &LessonPlayer::close);

    connect(lesson_, &LessonSession::changed, this, &LessonPlayer::update);
    connect(lesson_, &LessonSession::failed, this, &LessonPlayer::failed);
    connect(lesson_, &LessonSession::message, this, &LessonPlayer::message);
    connect(layout_, &PaneLayout::laidOut, this, &LessonPlayer::update);
    connect(presentation_->toggleAction(), &QAction::toggled, this, &LessonPlayer::update);
}

LessonPlayer::~LessonPlayer()
{
    if (keysTaken_)
        qApp->removeEventFilter(this);
}

bool LessonPlayer::isOpen() const { return lesson_->isOpen(); }
QString LessonPlayer::path() const { return lesson_->path(); }
const Lesson& LessonPlayer::lesson() const { return lesson_->lesson(); }
int LessonPlayer::current() const { return lesson_->current(); }
bool LessonPlayer::stepReady() const { return lesson_->stepReady(); }
void LessonPlayer::showStep(int index) { lesson_->showStep(index); }

void LessonPlayer::step(int by)
{
    if (by > 0)
        lesson_->next();
    else
        lesson_->previous();
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
    // A lesson is a file people share: one from elsewhere asks before it turns the camera on.
    bool allowCamera = true;
    const auto camera = std::find_if(lesson.steps.begin(), lesson.steps.end(),
                                     [](const LessonStep& s) { return s.source == LessonStep::Source::Camera; });
    if (camera != lesson.steps.end() && !path.startsWith(":/"))
        allowCamera = QMessageBox::question(host_, tr("The lesson uses the camera"),
                                            tr("%1 turns the camera on at step %2. Allow it?")
                                                .arg(lesson.title)
                                                .arg(camera - lesson.steps.begin() + 1)) == QMessageBox::Yes;
    lesson_->setCameraAllowed(allowCamera);
    if (!presentation_->active()) {
        presentationTurnedOn_ = true;
        presentation_->setActive(true);
    }
    if (!keysTaken_) {
        qApp->installEventFilter(this);
        keysTaken_ = true;
    }
    lesson_->open(lesson, path);
    return true;
}

void LessonPlayer::close()
{
    if (!isOpen())
        return;
    if (keysTaken_) {
        qApp->removeEventFilter(this);
        keysTaken_ = false;
    }
    lesson_->close();
    if (presentationTurnedOn_) {
        presentationTurnedOn_ = false;
        presentation_->setActive(false);
    }
}

ImagePane* LessonPlayer::heldPane() const
{
    const std::optional<LessonPane> held = lesson_->held();
    return held ? layout_->paneFor(*held) : nullptr;
}

void LessonPlayer::update()
{
    // The caption, while presenting.
    const bool captioned = isOpen() && current() >= 0 && presentation_->active();
    if (captioned) {
        const LessonStep& step = lesson().steps[std::size_t(current())];
        QString head = tr("%1 \u2014 step %2 of %3").arg(lesson().title).arg(current() + 1).arg(lesson().steps.size());
        if (lesson_->held())
            head += tr(" (Page Down reveals)");
        // The question until its pane is revealed, then its answer.
        const QString& text = step.predict && !lesson_->held() && !step.answer.isEmpty() ? step.answer : step.caption;
        caption_->setText("<b>" + head.toHtmlEscaped() + "</b><br>" + text.toHtmlEscaped().replace('\n', "<br>"));
    }
    if (caption_->isVisibleTo(host_) != captioned) {
        caption_->setVisible(captioned);
        emit captionShown(captioned);
    }
    // The cover, over the pane held back.
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
    cover_->setText(predictQuestion(*lesson_->held()));
    placeCover();
    cover_->show();
    cover_->raise();
}

// Over the picture's area: the pane's title stays, so that the class knows what to predict.
void LessonPlayer::placeCover()
{
    if (covered_)
        cover_->setGeometry(QRect(covered_->view()->mapTo(covered_, QPoint(0, 0)), covered_->view()->size()));
}

bool LessonPlayer::takesKey(QObject* receiver, const QEvent* event) const
{
    const auto* key = static_cast<const QKeyEvent*>(event);
    if (!isOpen() || !isLessonKey(key->key()) || (key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    if (QApplication::activeModalWidget() || QApplication::activePopupWidget())
        return false; // a dialog or an open list has the keys
    // The window, or anything in it (a dock floating on its own too).
    for (auto* w = qobject_cast<QWidget*>(receiver); w; w = w->parentWidget())
        if (w == host_)
            return true;
    return receiver == static_cast<QObject*>(host_->windowHandle());
}

bool LessonPlayer::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if ((type == QEvent::ShortcutOverride || type == QEvent::KeyPress) && takesKey(watched, event)) {
        if (type == QEvent::ShortcutOverride) { // no shortcut takes it: it comes as a key press
            event->accept();
            return true;
        }
        switch (static_cast<QKeyEvent*>(event)->key()) {
        case Qt::Key_PageDown: lesson_->next(); break;
        case Qt::Key_PageUp: lesson_->previous(); break;
        case Qt::Key_Home: lesson_->first(); break;
        case Qt::Key_End: lesson_->last(); break;
        }
        return true;
    }
    if ((type == QEvent::Resize || type == QEvent::Move || type == QEvent::Show) && watched &&
        (watched == coveredPane_.data() || watched == coveredView_.data()))
        placeCover();
    return QObject::eventFilter(watched, event);
}

QString LessonPlayer::stepFile() const { return QSettings().value("lessons/stepFile").toString(); }

bool LessonPlayer::addCurrentState(const QString& caption, const QString& path, const QString& predict,
                                   const QString& answer)
{
    QString file = path;
    if (file.isEmpty())
        file = lesson_->isOpen() && !lesson_->path().startsWith(":/") ? lesson_->path() : stepFile();
    if (file.isEmpty() || file.startsWith(":/")) {
        emit stepNotAdded(tr("Choose a lesson file to add the step to (a bundled lesson cannot be changed)"));
        return false;
    }
    LessonStep step;
    QString problem;
    if (!lesson_->currentState(step, caption, &problem)) {
        emit stepNotAdded(problem);
        return false;
    }
    if (!predict.isEmpty()) {
        const auto shown = std::find_if(step.panes.begin(), step.panes.end(),
                                        [&](LessonPane p) { return predict == lessonPaneName(p); });
        if (shown == step.panes.end()) {
            emit stepNotAdded(tr("The pane to predict, %1, is not on show").arg(predict));
            return false;
        }
        step.predict = *shown;
        step.answer = answer.trimmed();
    }
    try {
        appendLessonStep(file, step);
    } catch (const Error& e) {
        emit stepNotAdded(QString::fromStdString(e.what()).section('\n', 0, 0));
        return false;
    }
    QSettings().setValue("lessons/stepFile", QFileInfo(file).absoluteFilePath()); // the next step goes there too
    emit message(tr("Added a step to %1").arg(QFileInfo(file).fileName()));
    return true;
}

void LessonPlayer::chooseAndOpen()
{
    const QString path = QFileDialog::getOpenFileName(host_, tr("Open Lesson"), {}, tr("Lessons (*.json)"));
    if (!path.isEmpty())
        open(path);
}

void LessonPlayer::chooseAndAddStep(bool anotherFile)
{
    // The open lesson of one's own, else the file the last step went to; asked for only when
    // there is neither (or another is wanted), in the folder of the last one.
    QString file = lesson_->isOpen() && !lesson_->path().startsWith(":/") ? lesson_->path() : stepFile();
    if (anotherFile || file.isEmpty()) {
        file = QFileDialog::getSaveFileName(host_, tr("Add Step to Lesson"), stepFile(), tr("Lessons (*.json)"), nullptr,
                                            QFileDialog::DontConfirmOverwrite);
        if (file.isEmpty())
            return;
        if (QFileInfo(file).suffix().isEmpty())
            file += ".json";
    }
    QStringList panes, titles;
    for (LessonPane role : session_->view().roles) {
        panes << lessonPaneName(role);
        ImagePane* pane = layout_->paneFor(role);
        titles << (pane ? pane->title() : QString(lessonPaneName(role)));
    }
    StepTextDialog dialog(panes, titles, file, host_);
    if (dialog.exec() == QDialog::Accepted)
        addCurrentState(dialog.caption(), file, dialog.predict(), dialog.answer());
}

} // namespace passband
