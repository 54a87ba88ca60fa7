#pragma once
// Filter presets: the whole filter setup (band, shape, order, mapping, edges, notches) as a
// small JSON object, README "Presets", and, saved from the window with a lab mode on, the lab's
// mode and settings under "lab" (app/io/lab_json). The same object rides in every exported
// image's description after "preset ", so an exported image loads as a preset too.
#include "filter.h"
#include "lab_settings.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace passband {

// A preset's whole setup: the filter, and the lab where one was on (the window's: the command
// line's filters take the filter).
struct Preset {
    FilterSettings filter;
    std::optional<LabSettings> lab;
};

// {"highpass": 20, "lowpass": null, "shape": "gaussian", ...}, compact (one line). A mask is
// named by `maskFile` (relative to the preset) when given, else left out (an export's
// provenance then says "mask WxH" in its description only). `lab`, when given and on, goes
// under "lab".
QByteArray presetJson(const FilterSettings& settings, const QString& maskFile = {}, const LabSettings* lab = nullptr);
// Parses a preset object; throws Error naming `source` and what is wrong (not JSON, an
// unknown key, a value out of range). A "mask" file is read from `directory`.
Preset parsePresetFile(const QByteArray& json, const QString& source, const QString& directory = {});
FilterSettings parsePreset(const QByteArray& json, const QString& source, const QString& directory = {}); // its filter

// "passband VERSION filter: <describe()>; preset <json>": the provenance line of an export;
// `input`, when given, says what the filter was applied to beyond the file ("periodic noise
// (300, 120) at 0.1 of full scale added"), before the preset.
QString provenance(const QString& version, const FilterSettings& settings, bool removed = false,
                   const QString& input = {});

// The provenance line an image Passband exported records (a PNG text chunk, a PGM/PPM
// comment), from "passband VERSION" to the line's end; empty where it records none that is
// cheap to find (a TIFF's or FITS file's description comes after its samples).
QString recordedProvenance(const QString& path);
// What a provenance line says of the work, without the version that made it: "filter: ...".
QString provenanceWork(const QString& line);

// Writes a .json preset atomically (with `lab` where given and on), and its mask beside it as
// NAME.mask.png; throws ImageFileError on failure.
void savePreset(const FilterSettings& settings, const QString& path, const LabSettings* lab = nullptr);
// Reads a .json preset, or the preset an image exported by Passband records (a PNG text
// chunk, a PGM/PPM comment). Throws Error when there is none or it is malformed.
Preset loadPresetFile(const QString& path);
FilterSettings loadPreset(const QString& path); // its filter

} // namespace passband
