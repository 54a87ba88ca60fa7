#pragma once
// File > Export Filtered Image, Export Spectrum Image, Load Preset and Save Preset: their
// dialogs (remembering their folders), what each file records of how it was made (the
// provenance), and what the user is told. The window gives it what is on screen.
#include "filter.h"
#include "image.h"
#include "preset.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
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
    // An image of kWrittenAside pixels or more is written on a worker thread (a 48 MP PNG
    // takes seconds): the call returns true once it has begun, busy() shows it with Cancel,
    // and written() follows; nothing is written when cancelled. Smaller ones are written
    // before the call returns. One write at a time: another one asked for meanwhile fails.
    bool exportResult(std::shared_ptr<const Image> result, const FilterSettings& settings, bool removed,
                      const QString& path, const QString& input = {});
    bool exportSpectrum(std::shared_ptr<const Image> spectrum, const EdgeSettings& edges, const QString& path);
    // A lab result, its provenance `what` (the pane's title).
    bool exportImage(std::shared_ptr<const Image> image, const QString& what, const QString& path);
    // Likewise, the image made by `make` (of `pixels` pixels) when it is written: on the worker
    // thread for a large one (Export Shown's picture of a 256 MP image takes a second to make).
    bool exportImageMade(std::function<std::shared_ptr<const Image>()> make, std::size_t pixels, const QString& what,
                         const QString& path);
    static constexpr std::size_t kWrittenAside = 8u << 20;
    // Runs `write` for `path` on a worker thread, as a large image is written: busy() with
    // Cancel, then written(). `write` gets the cancel flag, throws ExportCancelled when it is
    // set before the file is committed (the old file stays) and another exception to fail;
    // `done` says what was written, from its notes. False when another write is on its way.
    bool writeAside(const QString& path, std::function<QStringList(const std::atomic<bool>*)> write,
                    std::function<QString(const QStringList&)> done);
    bool writing() const { return cancel_ != nullptr; }
    // Says so (error()) while an export is being written: another is refused until it ends.
    bool refusedWhileWriting();
    // Gives up the write on its way (Cancel): the file that was there stays.
    void cancel();

    // A preset file (or an image Passband exported) chosen in a dialog; empty when cancelled.
    QString choosePresetToLoad();
    QString choosePresetToSave();
    std::optional<Preset> loadPresetFrom(const QString& path);
    // With `lab` on, the preset holds it too.
    bool savePresetTo(const FilterSettings& settings, const LabSettings& lab, const QString& path);
    // File > Export Filter as Python Script: a .py path chosen in a dialog (empty when
    // cancelled), and the script of `settings` (or what they remove) written there, `input`
    // named in its header.
    QString choosePythonScript(const QString& baseName);
    bool savePythonScriptTo(const FilterSettings& settings, bool removed, const QString& input, const QString& path);

    // What its users (ShownExports) report through it.
    void fail(const QString& title, const QString& text) { emit error(title, text); }
    void say(const QString& text, int milliseconds = 8000) { emit message(text, milliseconds); }

signals:
    void message(const QString& text, int milliseconds); // for the status bar
    void error(const QString& title, const QString& text);
    void busy(const QString& what); // a write on a worker thread began
    void written(bool done);        // it ended: written, or failed or cancelled

private:
    bool write(std::shared_ptr<const Image> image, const QString& description, const QString& path, bool sayNotes);
    bool write(std::function<std::shared_ptr<const Image>()> make, std::size_t pixels, const QString& description,
               const QString& path, bool sayNotes);
    void finish(const QString& path, const QString& failure, bool cancelled, const QString& done);
    std::shared_ptr<std::atomic<bool>> cancel_; // the write on a worker thread, while there is one
    QString choosePath(const QString& title, const QString& name, const QString& extension, bool floatFirst);
    QWidget* window_;
};

} // namespace passband
