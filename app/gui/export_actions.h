#pragma once
// File > Export Filtered Image, Export Spectrum Image, Load Preset and Save Preset: their
// dialogs (remembering their folders), what each file records of how it was made (the
// provenance), and what the user is told. The window gives it what is on screen.
#include "filter.h"
#include "image.h"
#include "preset.h"

#include <QObject>
#include <QString>

#include <optional>

class QWidget;

namespace passband {

class ExportActions : public QObject {
    Q_OBJECT
public:
    explicit ExportActions(QWidget* window);

    // The path to export to, from a save dialog (its type decides a missing extension); empty
    // when cancelled. `baseName` names the suggestion; float data is offered TIFF first, which
    // keeps its values.
    QString chooseExportPath(bool spectrum, const QString& baseName, bool floatData);
    QString chooseShownPath(const QString& baseName); // File > Export Shown Image
    // Writes the result made with `settings` (or what it removed) to `path`, with its
    // provenance; false (and error()) when that failed.
    // `input`: what was done to the image before filtering (provenance()'s).
    bool exportResult(const Image& result, const FilterSettings& settings, bool removed, const QString& path,
                      const QString& input = {});
    bool exportSpectrum(const Image& spectrum, const EdgeSettings& edges, const QString& path);
    // A lab result, its provenance `what` (the pane's title).
    bool exportImage(const Image& image, const QString& what, const QString& path);

    // A preset file (or an image Passband exported) chosen in a dialog; empty when cancelled.
    QString choosePresetToLoad();
    QString choosePresetToSave();
    std::optional<Preset> loadPresetFrom(const QString& path);
    // With `lab` on, the preset holds it too.
    bool savePresetTo(const FilterSettings& settings, const LabSettings& lab, const QString& path);

    // What its users (ShownExports) report through it.
    void fail(const QString& title, const QString& text) { emit error(title, text); }
    void say(const QString& text, int milliseconds = 8000) { emit message(text, milliseconds); }

signals:
    void message(const QString& text, int milliseconds); // for the status bar
    void error(const QString& title, const QString& text);

private:
    QString choosePath(const QString& title, const QString& name, const QString& extension, bool floatFirst);
    QWidget* window_;
};

} // namespace passband
