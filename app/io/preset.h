#pragma once
// Filter presets: the whole filter setup (band, shape, order, mapping, edges, notches) as a
// small JSON object, README "Presets". The same object rides in every exported image's
// description after "preset ", so an exported image loads as a preset too.
#include "filter.h"

#include <QByteArray>
#include <QString>

namespace passband {

// {"highpass": 20, "lowpass": null, "shape": "gaussian", ...}, compact (one line). A mask is
// named by `maskFile` (relative to the preset) when given, else left out (an export's
// provenance then says "mask WxH" in its description only).
QByteArray presetJson(const FilterSettings& settings, const QString& maskFile = {});
// Parses a preset object; throws Error naming `source` and what is wrong (not JSON, an
// unknown key, a value out of range). A "mask" file is read from `directory`.
FilterSettings parsePreset(const QByteArray& json, const QString& source, const QString& directory = {});

// "passband VERSION filter: <describe()>; preset <json>": the provenance line of an export.
QString provenance(const QString& version, const FilterSettings& settings, bool removed = false);

// Writes a .json preset atomically, and its mask beside it as NAME.mask.png; throws
// ImageFileError on failure.
void savePreset(const FilterSettings& settings, const QString& path);
// Reads a .json preset, or the preset an image exported by Passband records (a PNG text
// chunk, a PGM/PPM comment). Throws Error when there is none or it is malformed.
FilterSettings loadPreset(const QString& path);

} // namespace passband
