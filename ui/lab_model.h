#pragma once
// The lab the window shows (README "Lab"): one LabSettings (core/lab_settings.h) and the steps
// of its changes, the twin of FilterModel. Views read settings() and follow changed(); every
// change goes through the model (the Lab panel's controls, a bin clicked on the spectrum, a
// lesson's step), each one step on the undo stack it shares with the filter, so that Edit >
// Undo takes back the last change whichever it was. A control that keeps moving (a slider, a
// spin box typed into) stays one step until it rests for mergeMs().
#include "lab_settings.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

class QUndoStack;

namespace passband {

class LabModel : public QObject {
    Q_OBJECT
public:
    using Settings = LabSettings;
    // `stack`: the steps' stack (the filter's, shared); null: one of its own.
    explicit LabModel(QUndoStack* stack = nullptr, QObject* parent = nullptr);

    const LabSettings& settings() const { return current_; }
    QUndoStack* stack() const { return stack_; }
    void setStack(QUndoStack* stack);

    // A change a control made: one step named after what changed, merged with the last step
    // while the same control keeps moving. Settings that LabSettings::validate() refuses are
    // not taken (the panel says why).
    void edit(const LabSettings& after);
    void setMode(LabMode mode); // edit() with only the mode changed
    // `after` as one step called `what`.
    void apply(const LabSettings& after, const QString& what);
    // `settings` with no step of its own (a lesson's step, a view that turns the lab off).
    void restore(const LabSettings& settings);

    int mergeMs() const { return mergeMs_; }
    void setMergeMs(int ms) { mergeMs_ = ms; }

    // The step's name for a change, and the id further changes of the same control merge by
    // (-1: never); the ids are the filter's plus kMergeIdBase, as the two share a stack.
    static QString describeChange(const LabSettings& before, const LabSettings& after, int* mergeId);
    static constexpr int kMergeIdBase = 1000;

signals:
    void changed(const passband::LabSettings& settings);

private:
    template <typename> friend class SettingsCommand;
    void set(const LabSettings& settings); // shows `settings` without recording them
    qint64 now() const { return clock_.elapsed(); }

    QUndoStack* stack_;
    LabSettings current_;
    int mergeMs_ = 800; // as the filter's (FilterModel::kMergeMs)
    QElapsedTimer clock_;
};

} // namespace passband
