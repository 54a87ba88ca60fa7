#include "export_actions.h"

#include "image_io.h"
#include "preset.h"
#include "python_script.h"
#include "user_paths.h"

#include <QApplication>
#include <QPointer>
#include <QThreadPool>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>

namespace passband {

ExportActions::ExportActions(QWidget* window) : QObject(window), window_(window) {}

QString ExportActions::chooseExportPath(bool spectrum, const QString& baseName, bool floatData)
{
    const bool floatFile = floatData && !spectrum;
    return choosePath(spectrum ? tr("Export Spectrum Image") : tr("Export Filtered Image"),
                      baseName + (spectrum ? "-spectrum" : "-filtered"), floatFile ? "tif" : "png", floatFile);
}

QString ExportActions::chooseShownPath(const QString& baseName)
{
    return choosePath(tr("Export Shown Image"), baseName + "-shown", "png", false);
}

QString ExportActions::choosePath(const QString& title, const QString& name, const QString& extension, bool floatFirst)
{
    QSettings settings;
    const QString dir = settings.value("exportDirectory", settings.value("lastDirectory")).toString();
    const QString suggested = QDir(dir).filePath(name + "." + extension);
    QString chosenFilter;
    const QString filters = exportDialogFilter(floatFirst, extension);
    QString path = QFileDialog::getSaveFileName(window_, title, suggested, filters, &chosenFilter);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty()) { // the chosen filter decides the format
        const int star = chosenFilter.indexOf("*.");
        path += star >= 0 ? chosenFilter.mid(star + 1, chosenFilter.indexOf(QRegularExpression("[ )]"), star) - star - 1)
                          : QString(".png");
    }
    settings.setValue("exportDirectory", QFileInfo(path).absolutePath());
    return path;
}

bool ExportActions::exportResult(std::shared_ptr<const Image> result, const FilterSettings& settings, bool removed,
                                 const QString& path, const QString& input)
{
    return write(std::move(result), provenance(QApplication::applicationVersion(), settings, removed, input), path, true);
}

bool ExportActions::exportSpectrum(std::shared_ptr<const Image> spectrum, const EdgeSettings& edges, const QString& path)
{
    const QString edgeText = edges.mode == EdgeHandling::Periodic
                                 ? QString()
                                 : QString(", edges %1").arg(QString::fromStdString(edges.describe()));
    return exportImage(std::move(spectrum), QString("spectrum: log(1 + |F|), centred%1").arg(edgeText), path);
}

bool ExportActions::exportImage(std::shared_ptr<const Image> image, const QString& what, const QString& path)
{
    return write(std::move(image), QString("passband %1 %2").arg(QApplication::applicationVersion(), what), path, false);
}

bool ExportActions::exportImageMade(std::function<std::shared_ptr<const Image>()> make, std::size_t pixels,
                                    const QString& what, const QString& path)
{
    return write(std::move(make), pixels, QString("passband %1 %2").arg(QApplication::applicationVersion(), what), path,
                 false);
}

bool ExportActions::write(std::shared_ptr<const Image> image, const QString& description, const QString& path,
                          bool sayNotes)
{
    const std::size_t pixels = image->pixelCount();
    return write([image = std::move(image)] { return image; }, pixels, description, path, sayNotes);
}

bool ExportActions::write(std::function<std::shared_ptr<const Image>()> make, std::size_t pixels,
                          const QString& description, const QString& path, bool sayNotes)
{
    if (refusedWhileWriting())
        return false;
    const auto done = [path, sayNotes](const QStringList& notes) {
        return tr("Exported %1%2").arg(path, sayNotes && !notes.isEmpty() ? " (" + notes.join("; ") + ")" : QString());
    };
    if (pixels < kWrittenAside) {
        QStringList notes;
        QString failure;
        QApplication::setOverrideCursor(Qt::WaitCursor);
        try {
            saveImage(*make(), path, description, &notes);
        } catch (const std::exception& e) {
            failure = QString::fromStdString(e.what());
        }
        QApplication::restoreOverrideCursor();
        finish(path, failure, false, done(notes));
        return failure.isEmpty();
    }
    return writeAside(path, [make = std::move(make), description, path](const std::atomic<bool>* cancelled) {
        const std::shared_ptr<const Image> image = make();
        if (*cancelled) // asked while the image was made: its encoding, seconds more, is not begun
            throw ExportCancelled();
        QStringList notes;
        saveImage(*image, path, description, &notes, kDefaultPngCompression, cancelled);
        return notes;
    }, done);
}

bool ExportActions::writeAside(const QString& path, std::function<QStringList(const std::atomic<bool>*)> write,
                               std::function<QString(const QStringList&)> done)
{
    if (refusedWhileWriting())
        return false;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    cancel_ = cancel;
    emit busy(tr("Exporting %1").arg(QFileInfo(path).fileName()));
    QPointer<ExportActions> self(this);
    QThreadPool::globalInstance()->start([self, write = std::move(write), done = std::move(done), path, cancel] {
        QStringList notes;
        QString failure;
        bool cancelled = false;
        try {
            notes = write(cancel.get());
        } catch (const ExportCancelled&) {
            cancelled = true;
        } catch (const std::exception& e) {
            failure = QString::fromStdString(e.what());
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, path, notes, failure, cancelled, done] {
                if (self) {
                    self->cancel_.reset();
                    self->finish(path, failure, cancelled, done(notes));
                    emit self->written(!cancelled && failure.isEmpty());
                }
            },
            Qt::QueuedConnection);
    });
    return true;
}

void ExportActions::finish(const QString& path, const QString& failure, bool cancelled, const QString& done)
{
    if (cancelled)
        emit message(tr("Cancelled: %1 was not written").arg(path), 8000);
    else if (!failure.isEmpty())
        emit error(tr("Export failed"), failure);
    else
        emit message(done, 8000);
}

bool ExportActions::refusedWhileWriting()
{
    if (writing())
        emit error(tr("Export failed"), tr("An export is still being written; wait for it or cancel it first."));
    return writing();
}

void ExportActions::cancel()
{
    if (cancel_)
        *cancel_ = true;
}

QString ExportActions::choosePresetToLoad()
{
    const QString path = QFileDialog::getOpenFileName(
        window_, tr("Load Preset"), QSettings().value("presetDirectory", presetsDirectory()).toString(),
        tr("Passband presets and exported images (*.json *.png *.pgm *.ppm);;All files (*)"));
    if (!path.isEmpty())
        QSettings().setValue("presetDirectory", QFileInfo(path).absolutePath());
    return path;
}

QString ExportActions::choosePresetToSave()
{
    QString path = QFileDialog::getSaveFileName(
        window_, tr("Save Preset"),
        QDir(QSettings().value("presetDirectory", presetsDirectory()).toString()).filePath("filter.json"),
        tr("Passband preset (*.json)"));
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += ".json";
    QSettings().setValue("presetDirectory", QFileInfo(path).absolutePath());
    return path;
}

std::optional<Preset> ExportActions::loadPresetFrom(const QString& path)
{
    try {
        const Preset s = loadPresetFile(path);
        emit message(tr("Loaded the preset of %1").arg(QFileInfo(path).fileName()), 5000);
        return s;
    } catch (const std::exception& e) {
        emit error(tr("Cannot load the preset"), QString::fromStdString(e.what()));
        return std::nullopt;
    }
}

QString ExportActions::choosePythonScript(const QString& baseName)
{
    const QString suggested = (baseName.isEmpty() ? QString("filter") : baseName + "-filter") + ".py";
    QString path = QFileDialog::getSaveFileName(
        window_, tr("Export Filter as Python Script"),
        QDir(QSettings().value("scriptDirectory", QDir::homePath()).toString()).filePath(suggested),
        tr("Python script (*.py)"));
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += ".py";
    QSettings().setValue("scriptDirectory", QFileInfo(path).absolutePath());
    return path;
}

bool ExportActions::savePythonScriptTo(const FilterSettings& settings, bool removed, const QString& input,
                                       const QString& path)
{
    try {
        PythonScriptOptions options;
        options.version = PASSBAND_VERSION;
        options.removed = removed;
        if (!input.isEmpty() && !input.startsWith(':')) // a file, not a built-in sample
            options.input = QFileInfo(input).fileName();
        savePythonScript(settings, path, options);
        emit message(tr("Saved the filter as a Python script: python3 %1 INPUT OUTPUT").arg(QFileInfo(path).fileName()),
                     8000);
        return true;
    } catch (const std::exception& e) {
        emit error(tr("Cannot save the Python script"), QString::fromStdString(e.what()));
        return false;
    }
}

bool ExportActions::savePresetTo(const FilterSettings& settings, const LabSettings& lab, const QString& path)
{
    try {
        savePreset(settings, path, &lab);
        emit message(tr("Saved the preset as %1").arg(path), 5000);
        return true;
    } catch (const std::exception& e) {
        emit error(tr("Cannot save the preset"), QString::fromStdString(e.what()));
        return false;
    }
}

} // namespace passband
