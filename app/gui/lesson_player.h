#pragma once
// Plays a lesson (README "Lessons", app/io/lesson.h) in the window: each step opens its image,
// sets its filter or lab mode through the window's public API, shows the panes it names with
// its caption under them in large type, and may hold one pane back behind a question until
// the next Page Down ("predict, then reveal"). Presentation mode's Page Down and Page Up step
// the lesson while one is open. Lessons > Add Current State as Step writes what is on show as
// a new step at the end of the open lesson's file.
#include "lesson.h"

#include <QObject>
#include <QPointer>

class QLabel;
class QMenu;

namespace passband {

class ImagePane;
class MainWindow;

class LessonPlayer : public QObject {
    Q_OBJECT
public:
    explicit LessonPlayer(MainWindow* window);

    // Reads the lesson, turns presentation mode on and shows step 1; false, having said why
    // in one line (failed()), when the file is not a usable lesson.
    bool open(const QString& path);
    void close(); // the lesson ends; the panes and caption as before it
    bool isOpen() const { return !path_.isEmpty(); }
    QString path() const { return path_; }
    const Lesson& lesson() const { return lesson_; }
    int current() const { return current_; } // 0-based, -1 with no lesson open

    // Page Down (+1): reveals a held-back pane, else the next step; Page Up (-1): the step
    // before. False at either end.
    bool step(int by);
    void showStep(int index);
    // The step's image is open and its filter or lab settings are set.
    bool stepReady() const { return ready_; }
    // The pane held back (its question over it), or null.
    ImagePane* heldPane() const;
    QLabel* cover() const { return cover_; }
    QLabel* captionLabel() const { return caption_; }
    // The pane that shows `pane` now: the filter's, or the lab's while a mode is on.
    ImagePane* paneFor(LessonPane pane) const;

    // What is on show as a step, with `caption`; false with `problem` set when it cannot be
    // one (a generated image, a custom kernel).
    bool currentState(LessonStep& step, const QString& caption, QString* problem) const;
    // Appends the current state to the lesson file at `path` (the open lesson's when empty).
    bool addCurrentState(const QString& caption, const QString& path = {});

    QMenu* menu() const { return menu_; }

signals:
    void stepShown(int index); // the step's settings are set (its results follow)
    void captionShown(bool shown); // its caption came or went (the presentation's gives way to it)
    void failed(const QString& line);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void applySettings();
    void applyPanes();
    void updateCaption();
    void placeCover();
    void chooseAndOpen();
    void chooseAndAddStep();
    QString sourceKey(const LessonStep& step) const;

    MainWindow* window_;
    QMenu* menu_;
    QLabel* caption_;
    QLabel* cover_;
    QPointer<ImagePane> covered_;
    // The pane and its view as the event filter compares them: as QObjects, since their events
    // come while they are being destroyed too, when they are no longer panes or widgets.
    QPointer<QObject> coveredPane_, coveredView_;
    QString path_;
    Lesson lesson_;
    int current_ = -1;
    bool ready_ = false;
    bool holding_ = false;  // the step's predict pane is still held back
    QString shownKey_;      // the source the window shows, as the player opened it
    QString shownFile_;     // the session's name for it
    bool noiseAdded_ = false; // the step's noise is added (or asked for)
    // What the image on show was made from (a file or sample, a pattern, noise over either),
    // however it was opened, for Add Current State as Step: `asked_` until its image is shown.
    LessonStep shownSource_, asked_;
    QString shownSourceFile_; // the session's name for it; empty: not known
    bool askedPending_ = false;
};

} // namespace passband
