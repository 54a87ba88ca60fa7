#pragma once
// The filter the window shows: one FilterSettings and the undo stack of its changes. Views
// read settings() and follow changed(); every change goes through the model, so each is one
// step on the one stack. A change a control makes (edit()) is named after what changed ("High-pass
// Radius"), and a control that keeps moving (a slider dragged, a spin box typed into, an arrow
// key held) stays one step until it rests for mergeMs(). Tools that make a change of their own
// (a notch added, a preset loaded) name it (apply()), and a drag brackets its changes with
// beginGesture()/endGesture() so the whole drag is one step. Undo and redo set the settings
// back, and the views follow changed() as for any change.
//
// The settings are kept as the window can show them: a normaliser (the control panel's
// representable()) takes each one to what its controls hold (radii within the spectrum's
// corner and to 0.01 px, a mask of another image's size left out, ...).
#include "filter.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <functional>

class QUndoStack;

namespace passband {

class FilterModel : public QObject {
    Q_OBJECT
public:
    explicit FilterModel(QObject* parent = nullptr);

    using Settings = FilterSettings;
    const FilterSettings& settings() const { return current_; }
    // Where its steps go: its own stack, or one it shares (the window's history; a lesson's
    // while one plays).
    QUndoStack* stack() const { return stack_; }
    void setStack(QUndoStack* stack);

    using Normaliser = std::function<FilterSettings(const FilterSettings&)>;
    void setNormaliser(Normaliser normaliser) { normaliser_ = std::move(normaliser); }

    // A change a control made: one step named after what changed (describeChange), merged with
    // the last step while the same control keeps moving.
    void edit(const FilterSettings& after);
    // `after` as one step called `what`.
    void apply(const FilterSettings& after, const QString& what);
    // Until endGesture(), changes are shown as they come and become one step called `what`
    // (a drag).
    void beginGesture(const QString& what);
    void endGesture();
    bool inGesture() const { return gesture_; }
    // `settings` with no step of its own: a setting the device could not take, put back, or
    // what the settings become when the image changes (a mask dropped, radii clamped).
    void restore(const FilterSettings& settings);

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

signals:
    void changed(const passband::FilterSettings& settings);

private:
    template <typename> friend class SettingsCommand;
    // Shows `settings` (normalised) without recording it.
    void set(const FilterSettings& settings);
    FilterSettings normalised(const FilterSettings& settings) const;
    qint64 now() const { return clock_.elapsed(); }

    QUndoStack* stack_;
    Normaliser normaliser_;
    FilterSettings current_;
    bool gesture_ = false;
    QString gestureName_;
    FilterSettings gestureStart_;
    int mergeMs_ = kMergeMs;
    QElapsedTimer clock_;
};

} // namespace passband
