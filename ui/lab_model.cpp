#include "lab_model.h"

#include "settings_command.h"

#include <QUndoStack>

namespace passband {

using LabCommand = SettingsCommand<LabModel>;

LabModel::LabModel(QUndoStack* stack, QObject* parent) : QObject(parent), stack_(stack)
{
    clock_.start();
    if (!stack_)
        stack_ = new QUndoStack(this);
}

void LabModel::setStack(QUndoStack* stack) { stack_ = stack; }

void LabModel::set(const LabSettings& settings)
{
    current_ = settings;
    emit changed(current_);
}

void LabModel::restore(const LabSettings& settings)
{
    if (settings.validate().empty())
        set(settings);
}

void LabModel::edit(const LabSettings& after)
{
    if (after == current_ || !after.validate().empty())
        return;
    const LabSettings before = current_;
    set(after);
    int mergeId = -1;
    const QString what = describeChange(before, after, &mergeId);
    stack_->push(new LabCommand(this, before, after, what, mergeId, true));
}

void LabModel::setMode(LabMode mode)
{
    LabSettings s = current_;
    s.mode = mode;
    edit(s);
}

void LabModel::apply(const LabSettings& after, const QString& what)
{
    if (after == current_ || !after.validate().empty())
        return;
    stack_->push(new LabCommand(this, current_, after, what, -1, false));
}

QString LabModel::describeChange(const LabSettings& before, const LabSettings& after, int* mergeId)
{
    enum Merge { kMagnitude = kMergeIdBase + 1, kPhase, kHybridLow, kHybridHigh, kKernel, kFactor, kKeep };
    ChangeName name;
    const auto note = [&name](bool changed, const QString& what, int merge = -1) { name.note(changed, what, merge); };
    const MixSettings &m0 = before.mix, &m1 = after.mix;
    note(before.mode != after.mode, tr("Lab Mode"));
    note(m0.magnitudeB != m1.magnitudeB, tr("Magnitude from A to B"), kMagnitude);
    note(m0.phaseB != m1.phaseB, tr("Phase from A to B"), kPhase);
    note(m0.unitMagnitude != m1.unitMagnitude, tr("Phase Only"));
    note(m0.zeroPhase != m1.zeroPhase, tr("Magnitude Only"));
    note(before.hybrid.lowpass != after.hybrid.lowpass, tr("Hybrid Low-pass"), kHybridLow);
    note(before.hybrid.highpass != after.hybrid.highpass, tr("Hybrid High-pass"), kHybridHigh);
    // A custom kernel typed cell by cell merges as one edit of the kernel.
    note(!(before.convolution.kernel == after.convolution.kernel), tr("Kernel"), kKernel);
    note(before.convolution.zeroPadding != after.convolution.zeroPadding, tr("Padding"));
    note(before.convolution.view != after.convolution.view, tr("Convolution View"));
    note(before.sampling.factor != after.sampling.factor, tr("Sampling Factor"), kFactor);
    note(before.sampling.antialias != after.sampling.antialias, tr("Anti-aliasing"));
    note(before.basis.keep != after.basis.keep && before.basis.keep > 0 && after.basis.keep > 0,
         tr("Strongest Coefficients"), kKeep);
    note((before.basis.keep > 0) != (after.basis.keep > 0), after.basis.keep > 0 ? tr("Strongest Coefficients")
                                                                                 : tr("Basis Image"));
    note(before.basis.binU != after.basis.binU || before.basis.binV != after.basis.binV, tr("Basis Bin"));
    return name.finish(tr("Lab Settings"), mergeId);
}

} // namespace passband
