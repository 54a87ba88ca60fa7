#pragma once
// The Fourier lab's image commands written out as short Python scripts (NumPy for the
// mathematics, Pillow and imageio to read and write images), as `passband filter --python`
// writes the filter (python_script.h): `passband mix|hybrid A B OUTPUT --python FILE` and
// `passband convolve|subsample INPUT OUTPUT --python FILE`. Each script has only the steps
// its settings use, each commented in the manual's words (README "Lab"); tst_python runs
// them and holds them to the commands' outputs within one level.
#include "filter.h"
#include "lab_settings.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace passband {

struct LabPythonOptions {
    QString version; // Passband's, for the header
    // The command's files as given (A B OUTPUT, or INPUT OUTPUT), for the header's command,
    // which writes the same output ("passband mix a.png b.png out.png --phase-from a"); the
    // placeholders where empty.
    QStringList files;
    // convolve --kernel FILE: the file as given (the script holds its values).
    QString kernelFile;
    // The output mapping the command used (mix, hybrid, convolve: clamp, normalize or
    // magnitude); `autoMapping`: --map auto chose it (convolve).
    OutputMapping mapping = OutputMapping::Clamp;
    bool autoMapping = false;
    // subsample --lowpass R [--shape S] [--order N]: the user's low-pass before sampling
    // (settings.sampling.antialias is then CurrentFilter). --antialias's low-pass depends on
    // the input's size, so the script works it out itself.
    std::optional<FilterSettings> lowpass;
};

// The script's text for settings.mode Mix, Hybrid, Convolution or Sampling: `python3 SCRIPT A
// B OUTPUT` (mix, hybrid) or `python3 SCRIPT INPUT OUTPUT` (convolve, subsample) writes what
// the command does. Throws Error for another mode.
QString labPythonScript(const LabSettings& settings, const LabPythonOptions& options);

// Writes the script to `path` atomically (executable). Throws ImageFileError.
void saveLabPythonScript(const LabSettings& settings, const QString& path, const LabPythonOptions& options);

} // namespace passband
