#pragma once
// A lesson in the window (README "Lessons"), the view of the Session's LessonSession: the
// Lessons menu, the caption under the panes in large type, the placeholder over a pane held
// back behind a question until the next Page Down ("predict, then reveal"), and the keys. While
// a lesson is open it takes Page Down, Page Up, Home and End whatever has the keyboard focus (a
// combo box, a slider, a spin box, a text field, a dock), as a presenter's remote sends them.
// Lessons > Add Current State as Step writes what is on show as a new step of a lesson file.
#include "lesson.h"

#include <QObject>
#include <QPointer>

class QBoxLayout;
class QLabel;
class QMenu;
class QWidget;

namespace passband {

class ImagePane;
class LessonSession;
class PaneLayout;
class Presentation;
class Session;

class LessonPlayer : public QObject {
    Q_OBJECT
public:
    // `host`: the window whose keys it takes while a lesson is open, and the dialogs' parent;
    // the caption goes into `captionArea` (under the panes); `menu` is filled with the Lessons
    // entries.
    LessonPlayer(Session* session, PaneLayout* layout, Presentation* presentation, QWidget* host,
                 QBoxLayout* captionArea, QMenu* menu);
    ~LessonPlayer() override;

    // Reads the lesson, turns presentation mode on and shows step 1; false, having said why
    // in one line (failed()), when the file is not a usable lesson.
    bool open(const QString& path);
    void close(); // the lesson ends; the user's image, settings and panes as before it
    bool isOpen() const;
    QString path() const;
    const Lesson& lesson() const;
    int current() const; // 0-based, -1 with no lesson open

    // Page Down (+1), Page Up (-1), as LessonSession's next() and previous().
    void step(int by);
    void showStep(int index);
    bool stepReady() const;
    // The pane held back (its question over it), or null.
    ImagePane* heldPane() const;
    QLabel* cover() const { return cover_; }
    QLabel* captionLabel() const { return caption_; }

    // Appends what is on show as a step to the lesson file at `path` (the open lesson's when
    // empty); false, having said why (failed()), when it cannot.
    // `predict` (a pane's name, or empty) and `answer` as the lesson format has them.
    bool addCurrentState(const QString& caption, const QString& path = {}, const QString& predict = {},
                         const QString& answer = {});
    // The file steps go to when no lesson of one's own is open: the last one added to
    // (remembered across launches).
    QString stepFile() const;

    QMenu* menu() const { return menu_; }

signals:
    void captionShown(bool shown); // its caption came or went (the presentation's gives way to it)
    void failed(const QString& line); // a lesson or a step that cannot be played, in one line
    void stepNotAdded(const QString& line); // Add Current State as Step could not, in one line
    void message(const QString& line); // for the status bar

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void update(); // the caption and the cover, as the lesson says
    void placeCover();
    bool takesKey(QObject* receiver, const QEvent* event) const;
    void chooseAndOpen();
    void chooseAndAddStep(bool anotherFile = false);

    Session* session_;
    LessonSession* lesson_;
    PaneLayout* layout_;
    Presentation* presentation_;
    QWidget* host_;
    QMenu* menu_;
    QLabel* caption_;
    QLabel* cover_;
    QPointer<ImagePane> covered_;
    // The pane and its view as the event filter compares them: as QObjects, since their events
    // come while they are being destroyed too, when they are no longer panes or widgets.
    QPointer<QObject> coveredPane_, coveredView_;
    bool presentationTurnedOn_ = false; // by the lesson, so off again when it closes
    bool keysTaken_ = false;
};

} // namespace passband
