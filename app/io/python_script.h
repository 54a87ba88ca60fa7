#pragma once
// The filter written out as a short Python script (NumPy for the mathematics, Pillow and
// imageio to read and write images), for people who tune a filter by eye and then need it in
// their own processing: File > Export > Filter as Python Script and `passband filter --python`.
// The script has only the steps the settings use, each commented in the manual's words
// (README "The filter"); tst_python runs it and holds it to `passband filter` within one level.
#include "filter.h"

#include <QString>
#include <QStringList>

namespace passband {

struct PythonScriptOptions {
    QString version;  // Passband's, for the header
    bool removed = false; // the removed component (input - result) instead of the result
    // The painted mask's file, as the script will find it (beside the script, say); needed
    // when the settings have a mask.
    QString maskFile;
    // The input and output named in the header's command, which writes the same output
    // ("passband filter INPUT OUTPUT --highpass 20 ...").
    QString input = "INPUT", output = "OUTPUT";
};

// The options of `passband filter` that give `settings`: {"--highpass", "20", "--shape",
// "gaussian", ...}, defaults left out; a mask as `--mask maskFile`.
QStringList filterArguments(const FilterSettings& settings, const QString& maskFile = {});
// A number as Python writes it: the shortest text that reads back as the same double.
QString pythonNumber(double value);
// `words` as a POSIX shell reads them back: quoted where they hold anything but letters,
// digits and _ . / : = , + -.
QString shellCommand(const QStringList& words);

// The script's text: `python3 SCRIPT INPUT OUTPUT` writes what `passband filter INPUT OUTPUT`
// does with `settings`.
QString pythonScript(const FilterSettings& settings, const PythonScriptOptions& options);

// Writes the script to `path` atomically (executable), and, when the settings have a mask,
// the mask beside it as NAME.mask.png, which the script reads. Throws ImageFileError.
void savePythonScript(const FilterSettings& settings, const QString& path, PythonScriptOptions options);

// The scripts' reading and writing of images (read_image, write_image and their helpers), as
// Python text, for the lab's scripts (lab_python_script.h) to share.
QString pythonImageFunctions();

} // namespace passband
