#pragma once
// One step of a settings model's history (FilterModel, LabModel): the settings before and after.
// The first redo() is skipped when the model already holds `after` (a change shown as it was
// made), and steps of one control close together merge into one. A model gives its settings
// type as Settings, set() (shows settings without recording them), now() and mergeMs().
#include <QUndoCommand>

namespace passband {

// A step's name from the changes it makes: one change names it (and may merge with the next
// of the same control, by `merge`), several are named `several` and never merge.
class ChangeName {
public:
    void note(bool changed, const QString& name, int merge = -1)
    {
        if (!changed)
            return;
        ++changes_;
        what_ = name;
        id_ = merge;
    }
    QString finish(const QString& several, int* mergeId) const
    {
        if (mergeId)
            *mergeId = changes_ > 1 ? -1 : id_;
        return changes_ > 1 ? several : what_;
    }

private:
    int changes_ = 0;
    QString what_;
    int id_ = -1;
};

template <typename Model>
class SettingsCommand : public QUndoCommand {
public:
    using Settings = typename Model::Settings;
    // `mergeId`: the id QUndoCommand::mergeWith compares (-1: never merges). Each model keeps
    // to its own range of ids, since the models share one stack.
    SettingsCommand(Model* model, Settings before, Settings after, const QString& text, int mergeId, bool applied)
        : QUndoCommand(text), model_(model), before_(std::move(before)), after_(std::move(after)), mergeId_(mergeId),
          applied_(applied), lastChange_(model->now())
    {
    }
    void undo() override { model_->set(before_); }
    void redo() override
    {
        if (applied_)
            applied_ = false; // already shown
        else
            model_->set(after_);
    }
    int id() const override { return mergeId_; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const SettingsCommand*>(other); // same id: same model
        if (next->mergeId_ != mergeId_ || next->lastChange_ - lastChange_ > model_->mergeMs())
            return false;
        after_ = next->after_;
        lastChange_ = next->lastChange_;
        setObsolete(after_ == before_); // dragged back to where it started: no step
        return true;
    }

private:
    Model* model_;
    Settings before_, after_;
    int mergeId_;
    bool applied_;
    qint64 lastChange_;
};

} // namespace passband
