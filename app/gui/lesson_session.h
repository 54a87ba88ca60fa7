#pragma once
// A lesson playing (README "Lessons") as a state of the Session: each step's whole state (its
// image, filter, lab settings, B and the panes on show) set through the session and its models,
// never through widgets, so that a step looks the same however it was reached (Page Down, Page
// Up, Home, End, another lesson before it). The user's own image, filter, lab, B, view and
// undo history are kept aside while a lesson plays and given back when it closes; nothing a
// lesson sets is remembered for the next launch. Widget-free: LessonPlayer is its view.
#include "lesson.h"
#include "lab_session.h"
#include "session.h"

#include <QObject>
#include <QString>

#include <optional>

class QUndoStack;

namespace passband {

class LessonSession : public QObject {
    Q_OBJECT
public:
    explicit LessonSession(Session* session);

    // Plays `lesson` (read from `path`) from its first step.
    void open(const Lesson& lesson, const QString& path);
    // The lesson ends: the user's own state again.
    void close();
    bool isOpen() const { return !path_.isEmpty(); }
    QString path() const { return path_; }
    const Lesson& lesson() const { return lesson_; }
    int current() const { return current_; } // 0-based, -1 with no lesson open

    // Page Down: reveals the pane held back, else the next step. Page Up: the step before, its
    // whole state again (at the first step, that step again). Home, End: the first and last
    // step. Each says through message() when it is at an end.
    void next();
    void previous();
    void first();
    void last();
    void showStep(int index);
    // The step's image is shown and its settings are set.
    bool stepReady() const { return ready_; }
    // The role held back behind its question until the next Page Down.
    std::optional<LessonPane> held() const;
    // Whether camera steps may start the camera (a lesson from elsewhere asks first).
    void setCameraAllowed(bool allowed) { cameraAllowed_ = allowed; }

    // Whether the user's state is kept aside (a lesson plays, or is giving it back): what the
    // window remembers is the user's, not what is on show.
    bool holdsUserState() const { return keptAside_; }
    const FilterSettings& userFilter() const { return aside_.filter; }

    // What is on show as a step, with `caption`; false with `problem` set when it cannot be one
    // (an image made in the window, a painted mask, sampling after the current filter).
    bool currentState(LessonStep& step, const QString& caption, QString* problem) const;

signals:
    void opening();         // before anything of the user's is kept aside
    void stepShown(int index); // the step's settings are set (its results follow)
    void changed();         // the lesson, its step or what is held back changed
    void closed();          // the user's state is given back
    void failed(const QString& line); // a step could not be shown as it says
    void message(const QString& line); // for the status bar

private:
    struct Kept {
        std::shared_ptr<const Image> image;
        QString path;
        ImageOrigin origin;
        std::optional<ImageOrigin> opening; // an image the user was opening, opened again
        QString secondOpening;              // a B the user was opening, likewise
        FilterSettings filter;
        LabSettings lab;
        LabSession::Second second;
        PaneView view;
        bool removed = false;
        bool marksPeaks = true;
        SpectrumRange spectrumRange;
        SpectrumPart part = SpectrumPart::LogMagnitude;
    };
    void keepAside();
    void giveBack();
    void onImageShown();
    void awaitOpen(); // the newest open request is the one whose image comes next
    void applySettings(); // the step's filter, lab, B and panes, once its image is shown
    QString sourceKey(const LessonStep& step) const;
    const LessonStep& step() const { return lesson_.steps[std::size_t(current_)]; }

    Session* session_;
    QUndoStack* history_; // the lesson's own, active while it plays
    Lesson lesson_;
    QString path_;
    int current_ = -1;
    bool ready_ = false;
    bool holding_ = false;      // the step's predict pane is still held back
    bool keptAside_ = false; // the user's state is kept aside
    bool cameraAllowed_ = true;
    Kept aside_;
    QString shownKey_;  // the source the session shows, as a step opened it
    QString shownFile_; // the session's name for it, once the step's settings are on it
    bool noiseAdded_ = false;
    bool givingBack_ = false; // the user's image is being opened again, the filter to follow
    bool cameraOn_ = false;   // a step turned the camera on
    // The open request whose image the step's settings (or the user's filter) wait for: an
    // image shown of an earlier request is not theirs.
    std::optional<quint64> awaited_;
};

} // namespace passband
