#pragma once
// The filter written out as a short Python script (NumPy for the mathematics, Pillow and
// imageio to read and write images), for people who tune a filter by eye and then need it in
// their own processing: File > Export > Filter as Python Script and `passband filter --python`.
// The script has only the steps the settings use, each commented in the manual's words
// (README "The filter"); tst_python runs it and holds it to `passband filter` within one level.
#include "filter.h"

#include <QString>

namespace passband {

struct PythonScriptOptions {
    QString version;  // Passband's, for the header
    bool removed = false; // the removed component (input - result) instead of the result
    // The painted mask's file, as the script will find it (beside the script, say); needed
    // when the settings have a mask.
    QString maskFile;
    // The command that writes the same output, for the header: "passband filter IN OUT ...".
    QString command;
};

// The script's text: `python3 SCRIPT INPUT OUTPUT` writes what `passband filter INPUT OUTPUT`
// does with `settings`.
QString pythonScript(const FilterSettings& settings, const PythonScriptOptions& options);

// Writes the script to `path` atomically (executable), and, when the settings have a mask,
// the mask beside it as NAME.mask.png, which the script reads. Throws ImageFileError.
void savePythonScript(const FilterSettings& settings, const QString& path, PythonScriptOptions options);

} // namespace passband
