#pragma once
// One undo stack for every change of the filter: radii, shape, order, mapping, edges, notches,
// presets. FilterHistory watches the control panel: each change the user makes there becomes a
// step named after what changed ("High-pass Radius"), and a control that keeps moving (a
// slider dragged, a spin box typed into, an arrow key held) stays one step until it rests for
// mergeMs(). Tools that make a change of their own (a notch added, a preset loaded) apply it
// through apply(), and a drag brackets its changes with beginGesture()/endGesture() so the
// whole drag is one step. Undo and redo put the settings back through the panel, which
// emits settingsChanged as for any change, so the window follows without knowing.
#include "filter.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

class QUndoStack;

namespace passband {

class ControlPanel;

class FilterHistory : public QObject {
    Q_OBJECT
public:
    explicit FilterHistory(ControlPanel* controls, QObject* parent = nullptr);

    QUndoStack* stack() const { return stack_; }

    // `after` through the panel, as one step called `what`.
    void apply(const FilterSettings& after, const QString& what);
    // Until endGesture(), the panel's changes are one step called `what` (a drag).
    void beginGesture(const QString& what);
    void endGesture();
    // `settings` through the panel with no step of its own: the panel's state at start, or
    // a setting the device could not take, put back.
    void restore(const FilterSettings& settings);
    // The panel's settings, set with its signals blocked (the saved settings at start), as
    // where the history begins.
    void adopt();

    // Changes of one control closer together than this merge into one step.
    int mergeMs() const { return mergeMs_; }
    void setMergeMs(int ms) { mergeMs_ = ms; }
    static constexpr int kMergeMs = 800;
    // Steps kept: each holds two settings, a painted mask (W x H floats) among them.
    static constexpr int kUndoLimit = 100;

    // The step's name for a change from `before` to `after`, and whether further changes
    // of the same control merge into it (radii, order, taper: the values a drag or typing
    // passes through), as the id QUndoCommand::mergeWith compares (-1: never merges).
    static QString describeChange(const FilterSettings& before, const FilterSettings& after, int* mergeId);

private:
    friend class FilterCommand;
    void onPanelChanged(const FilterSettings& settings);
    void show(const FilterSettings& settings); // through the panel, without recording
    qint64 now() const { return clock_.elapsed(); }

    ControlPanel* controls_;
    QUndoStack* stack_;
    FilterSettings current_; // what the panel shows, as recorded
    bool showing_ = false;   // the panel's change is ours (undo, redo, restore)
    bool gesture_ = false;
    QString gestureName_;
    FilterSettings gestureStart_;
    int mergeMs_ = kMergeMs;
    QElapsedTimer clock_;
};

} // namespace passband
