#pragma once
// The lab's settings (core/lab_settings.h) as JSON, as lessons hold them and lab results record
// them (README "Lessons", "Lab"): {"mode": "mix", "magnitude": "a", "phase": "b"}, the mode and
// its own keys only. Each mode's keys are one row of this file's table, read and written there.
#include "json_fields.h"
#include "lab_settings.h"

#include <QByteArray>
#include <QJsonObject>

namespace passband {

// The mode and its own settings.
QJsonObject labSettingsJson(const LabSettings& settings);
QByteArray labSettingsText(const LabSettings& settings); // the same, compact (one line)
// Reads what labSettingsJson writes: the mode ("off" only where `allowOff`) and its keys, each
// left out keeping `base`'s value; `otherKeys` are the surrounding object's own (a lesson's
// "b"), allowed beside them. Anything else, or settings LabSettings::validate() refuses, fails
// through `reader` in one line that begins with `at`.
LabSettings parseLabSettings(const QJsonObject& object, const JsonReader& reader, const QString& at,
                             const QStringList& otherKeys = {}, bool allowOff = false, const LabSettings& base = {});

} // namespace passband
