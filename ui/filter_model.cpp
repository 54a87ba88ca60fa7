#include "filter_model.h"

#include "settings_command.h"

#include <QUndoStack>

namespace passband {

using FilterCommand = SettingsCommand<FilterModel>;

FilterModel::FilterModel(QObject* parent) : QObject(parent), stack_(new QUndoStack(this))
{
    clock_.start();
    stack_->setUndoLimit(kUndoLimit);
}

void FilterModel::setStack(QUndoStack* stack)
{
    endGesture();
    stack_ = stack;
}

FilterSettings FilterModel::normalised(const FilterSettings& settings) const
{
    return normaliser_ ? normaliser_(settings) : settings;
}

void FilterModel::set(const FilterSettings& settings)
{
    current_ = normalised(settings);
    emit changed(current_);
}

void FilterModel::restore(const FilterSettings& settings)
{
    set(settings);
}

void FilterModel::edit(const FilterSettings& settings)
{
    const FilterSettings after = normalised(settings);
    const FilterSettings before = current_;
    if (after == before)
        return;
    set(after);
    if (gesture_)
        return;
    int mergeId = -1;
    const QString what = describeChange(before, after, &mergeId);
    stack_->push(new FilterCommand(this, before, after, what, mergeId, true));
}

void FilterModel::apply(const FilterSettings& settings, const QString& what)
{
    const FilterSettings after = normalised(settings);
    if (after == current_)
        return;
    stack_->push(new FilterCommand(this, current_, after, what, -1, false));
}

void FilterModel::beginGesture(const QString& what)
{
    gesture_ = true;
    gestureName_ = what;
    gestureStart_ = current_;
}

void FilterModel::endGesture()
{
    if (!gesture_)
        return;
    gesture_ = false;
    if (current_ != gestureStart_)
        stack_->push(new FilterCommand(this, gestureStart_, current_, gestureName_, -1, true));
}

QString FilterModel::describeChange(const FilterSettings& before, const FilterSettings& after, int* mergeId)
{
    enum Merge { kHighpassRadius = 1, kLowpassRadius, kOrder, kTaper, kEmphasis, kWedge, kHomomorphic };
    ChangeName name;
    const auto note = [&name](bool changed, const QString& what, int merge = -1) { name.note(changed, what, merge); };
    const bool hpOn = before.highpass.has_value(), hpNowOn = after.highpass.has_value();
    note(hpOn != hpNowOn, hpNowOn ? tr("High-pass On") : tr("High-pass Off"));
    note(hpOn && hpNowOn && *before.highpass != *after.highpass, tr("High-pass Radius"), kHighpassRadius);
    const bool lpOn = before.lowpass.has_value(), lpNowOn = after.lowpass.has_value();
    note(lpOn != lpNowOn, lpNowOn ? tr("Low-pass On") : tr("Low-pass Off"));
    note(lpOn && lpNowOn && *before.lowpass != *after.lowpass, tr("Low-pass Radius"), kLowpassRadius);
    note(before.shape != after.shape, tr("Filter Shape"));
    note(before.order != after.order, tr("Butterworth Order"), kOrder);
    note(before.mapping != after.mapping, tr("Output Mapping"));
    const bool taperOnly = before.edges.mode == EdgeHandling::Window && after.edges.mode == EdgeHandling::Window &&
                           before.edges.taper != after.edges.taper;
    note(before.edges != after.edges, taperOnly ? tr("Window Taper") : tr("Edge Handling"), taperOnly ? kTaper : -1);
    note(before.notches != after.notches, tr("Notches"));
    note(before.invert != after.invert, after.invert ? tr("Band-reject On") : tr("Band-reject Off"));
    note(before.emphasis != after.emphasis, tr("Emphasis"), kEmphasis);
    note(before.isotropic != after.isotropic, tr("Isotropic Radius"));
    note(before.homomorphic != after.homomorphic, tr("Homomorphic"),
         before.homomorphic.has_value() == after.homomorphic.has_value() ? kHomomorphic : -1);
    note(before.wedges != after.wedges, tr("Wedges"), before.wedges.size() == after.wedges.size() ? kWedge : -1);
    const bool sameMask = before.mask == after.mask || (before.mask && after.mask && *before.mask == *after.mask);
    note(!sameMask, tr("Mask"));
    return name.finish(tr("Filter Settings"), mergeId);
}

} // namespace passband
