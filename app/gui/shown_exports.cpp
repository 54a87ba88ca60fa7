#include "shown_exports.h"

#include "comparison.h"
#include "descriptions.h"
#include "export_actions.h"
#include "figure_export.h"
#include "filter_model.h"
#include "image_io.h"
#include "image_pane.h"
#include "lab.h"
#include "lab_json.h"
#include "lab_model.h"
#include "lab_session.h"
#include "line_profile.h"
#include "pane_layout.h"
#include "picture_source.h"
#include "session.h"
#include "side_by_side.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <cstring>
#include <functional>
#include <memory>

namespace passband {

namespace {

std::string noMemoryForPicture(QSize size)
{
    return QCoreApplication::translate("passband::ShownExports", "There is not enough memory for the %1x%2 picture shown.")
        .arg(size.width())
        .arg(size.height())
        .toStdString();
}

// The picture of the whole image made in strips of rows and copied into one Image, so that the
// whole picture is never held beside its copy (a 256 MP 16-bit result's is 512 MiB).
std::shared_ptr<const Image> shownInStrips(const PictureSource& source)
{
    constexpr qint64 kStripPixels = qint64(1) << 22;
    const QSize size = source.size();
    const int rows = int(std::clamp<qint64>(kStripPixels / std::max(1, size.width()), 1, std::max(1, size.height())));
    auto image = std::make_shared<Image>();
    std::size_t at = 0; // samples copied
    for (int top = 0; top < size.height(); top += rows) {
        const QImage strip = source.region(QRect(0, top, size.width(), std::min(rows, size.height() - top)));
        if (strip.isNull())
            throw ImageFileError(noMemoryForPicture(size));
        const Image part = fromQImage(strip);
        if (top == 0) {
            image->width = size.width();
            image->height = size.height();
            image->channels = part.channels;
            image->maxval = part.maxval;
            image->metadata = part.metadata;
            image->samples.setWide(part.maxval > 255);
            image->samples.resize(image->sampleCount());
        }
        if (part.channels != image->channels || part.maxval != image->maxval || part.isFloat() ||
            at + part.samples.size() > image->samples.size())
            throw ImageFileError("The picture shown changed its kind part way."); // not expected: the same source
        if (part.samples.wide() == image->samples.wide())
            std::memcpy(static_cast<char*>(image->samples.data()) + at * image->samples.bytesPerSample(),
                        part.samples.data(), part.samples.size() * std::size_t(part.samples.bytesPerSample()));
        else
            for (std::size_t i = 0; i < part.samples.size(); ++i)
                image->samples[at + i] = part.samples[i];
        at += part.samples.size();
    }
    return image;
}

} // namespace

ShownExports::ShownExports(const Parts& parts, QObject* parent) : QObject(parent), p_(parts) {}

QString ShownExports::figureCaption() const
{
    const Session* session = p_.session;
    const auto image = session->image();
    if (!image)
        return {};
    const QString shown = tr("%1 (%2)").arg(session->displayName(), describeImage(*image));
    if (p_.sideBySide->active())
        return tr("%1. %2. Passband %3.").arg(shown, p_.sideBySide->description(), QApplication::applicationVersion());
    if (session->lab()->active()) {
        const LabOutcome& lab = session->lab()->outcome();
        return tr("%1. %2.%3").arg(shown, lab.resultTitle, lab.readout.isEmpty() ? QString() : " " + lab.readout);
    }
    return tr("%1. %2: %3. Passband %4.")
        .arg(shown, session->resultRemoved() ? tr("Removed by the filter") : tr("Filtered"),
             Descriptions::filter(session->resultSettings()), QApplication::applicationVersion());
}

bool ShownExports::exportFigureTo(const QString& path)
{
    // A figure is made of exact results, each pane's image area-averaged to the figure's own
    // pixels whatever the window's zoom (ImagePane::paintImage): never of a preview.
    const std::vector<ImagePane*> shown = p_.layout->shownPanes();
    const bool exact = p_.sideBySide->active() ? p_.sideBySide->showsExactResults()
                                                : std::none_of(shown.begin(), shown.end(), [](const ImagePane* pane) {
                                                      return pane->showsPreview();
                                                  });
    const auto onlyTheSpectrumShort = [&] { // the one preview is the spectrum, and stays one
        const ImagePane* spectrum = p_.layout->paneFor(LessonPane::Spectrum);
        return p_.session->spectrumAtPaneSizeOnly() && !p_.sideBySide->active() &&
               std::none_of(shown.begin(), shown.end(),
                            [&](const ImagePane* pane) { return pane != spectrum && pane->showsPreview(); });
    };
    if (!exact && onlyTheSpectrumShort()) {
        p_.actions->fail(tr("Export figure"), tr("A figure needs the full-size spectrum, and there is not enough memory for "
                                                 "it beside this image (the status bar said how much)."));
        return false;
    }
    if (!exact) {
        p_.actions->fail(tr("Export figure"), tr("The exact result is still being computed; export the figure once it is shown."));
        return false;
    }
    // Asked before painting: a figure is painted on this thread, for nothing if refused after.
    if (p_.actions->refusedWhileWriting())
        return false;
    std::vector<FigurePane> panes;
    for (ImagePane* pane : shown) {
        const QSize size = pane->showsPlaceholder() || !pane->hasImage() ? QSize() : pane->sceneSize();
        if (!size.isEmpty())
            panes.push_back({pane->title(), pane->scene(), QRectF(QPointF(0, 0), QSizeF(size)), pane->source()});
    }
    if (panes.empty()) {
        p_.actions->fail(tr("Export figure"), tr("There is nothing to put in a figure yet."));
        return false;
    }
    // What only the window shows stays out of the figure: the line profile's line, the
    // comparison with the original.
    const bool line = p_.lineTool->isEnabled();
    const ComparisonItem::Mode comparing = p_.comparison->mode();
    p_.lineTool->setEnabled(false);
    p_.comparison->setMode(ComparisonItem::Mode::Off);
    const auto restoreTools = [&] {
        p_.lineTool->setEnabled(line);
        p_.comparison->setMode(comparing);
    };
    // Recorded here, where the scenes live; the panes' images are averaged from their sources
    // when the file is written, and a large figure is written on a worker thread with Cancel (a
    // 256 MP image's PNG figure: a second to average its panes; a 12 MP photo's: 10 MP, 2 s to
    // encode; a 48 MP photo's PDF: its images averaged and compressed for seconds).
    const QString suffix = QFileInfo(path).suffix().toLower();
    std::function<void(const std::atomic<bool>*)> write;
    std::size_t pixels = 0; // what the writing costs, as pixels read or written
    if (suffix == "png" || suffix == "pdf") {
        const auto figure = std::make_shared<const FigurePicture>(recordFigure(panes, figureCaption()));
        if (suffix == "png") {
            pixels = std::max(std::size_t(figure->size.width()) * std::size_t(figure->size.height()), figure->sourcePixels());
            write = [figure, path](const std::atomic<bool>* cancelled) {
                writeFigurePng(paintFigure(*figure, cancelled), path, cancelled);
            };
        } else {
            pixels = std::max(figure->imagePixels(), figure->sourcePixels());
            write = [figure, path](const std::atomic<bool>* cancelled) { writeFigurePdf(*figure, path, cancelled); };
        }
    }
    restoreTools();
    if (!write) {
        QString error;
        writeFigure(panes, figureCaption(), path, &error); // refuses the file's type in words
        p_.actions->fail(tr("Export figure"), error);
        return false;
    }
    if (pixels >= ExportActions::kWrittenAside)
        return p_.actions->writeAside(path, [write](const std::atomic<bool>* cancelled) {
            write(cancelled);
            return QStringList();
        }, [path](const QStringList&) { return tr("Exported the figure %1").arg(path); });
    try {
        write(nullptr);
    } catch (const std::exception& e) {
        p_.actions->fail(tr("Export figure"), QString::fromStdString(e.what()));
        return false;
    }
    p_.actions->say(tr("Exported the figure %1").arg(path));
    return true;
}

bool ShownExports::exportResultTo(const QString& path)
{
    const Session* session = p_.session;
    const LabSession* lab = session->lab();
    if (lab->active()) { // the lab's result, as shown, with the settings it was made with
        if (!lab->resultImage()) {
            p_.actions->fail(tr("Export"), lab->outcome().exact
                                               ? tr("The lab has no result on show to export.")
                                               : tr("The exact result is still being computed; export it once it is shown."));
            return false;
        }
        const LabSettings& made = lab->outcome().settings;
        // Sampling shows the samples as blocks; the file holds the samples themselves, as
        // `passband subsample` writes them.
        const int side = labModeInfo(made.mode).blockSide(made);
        const std::shared_ptr<const Image> exported =
            side > 1 ? std::make_shared<const Image>(subsampled(*lab->resultImage(), side)) : lab->resultImage();
        return p_.actions->exportImage(exported,
                                       QString("%1; lab %2").arg(lab->outcome().resultTitle,
                                                                 QString::fromUtf8(labSettingsText(made))),
                                       path);
    }
    if (p_.sideBySide->active()) { // several results on show, and the window's own is held
        return refuseSideBySide();
    }
    const auto result = session->result();
    // Noise added in the window is part of what was filtered: the file alone would not give it.
    QString input;
    if (const std::optional<PeriodicNoise>& noise = session->origin().noise)
        input = QString("periodic noise (%1, %2) at %3 of full scale added").arg(noise->u).arg(noise->v).arg(noise->amplitude);
    return result && p_.actions->exportResult(result, session->resultSettings(), session->resultRemoved(), path, input);
}

bool ShownExports::exportSpectrumTo(const QString& path)
{
    const auto spectrum = p_.session->spectrum();
    return spectrum && p_.actions->exportSpectrum(spectrum, p_.session->shownEdges(), path);
}

bool ShownExports::refuseSideBySide()
{
    p_.actions->fail(tr("Export"), tr("Filters side by side are several results: Export Figure writes them all; "
                                      "leave the view to export one."));
    return false;
}

bool ShownExports::exportShownTo(const QString& path)
{
    if (p_.sideBySide->active()) {
        return refuseSideBySide();
    }
    const ImagePane* pane = p_.layout->paneFor(LessonPane::Result);
    if (!pane || !pane->hasImage() || pane->showsPlaceholder() || pane->showsPreview()) {
        p_.actions->fail(tr("Export"), tr("The result is still being computed; export it once it is shown."));
        return false;
    }
    // The picture at the image's own size, as the pane draws it: its levels as shown (the
    // automatic contrast, a float image's display range), a lattice's samples as blocks.
    // Made where it is written: on a worker thread for a large image.
    const std::shared_ptr<const PictureSource> source = pane->source();
    const QSize scene = pane->sceneSize();
    if (!source || source->size().isEmpty()) {
        p_.actions->fail(tr("Export"), tr("The result is still being computed; export it once it is shown."));
        return false;
    }
    const auto make = [source, scene]() -> std::shared_ptr<const Image> {
        if (scene.isEmpty() || scene == source->size())
            return shownInStrips(*source);
        QImage picture = source->whole(); // a lattice's samples as blocks
        if (picture.isNull())
            throw ImageFileError(noMemoryForPicture(source->size()));
        return std::make_shared<const Image>(fromQImage(picture.scaled(scene, Qt::IgnoreAspectRatio, Qt::FastTransformation)));
    };
    const std::size_t pixels = std::max(std::size_t(source->size().width()) * std::size_t(source->size().height()),
                                        std::size_t(std::max(0, scene.width())) * std::size_t(std::max(0, scene.height())));
    return p_.actions->exportImageMade(make, pixels, QString("as shown: %1").arg(pane->title()), path); // provenance: not translated
}

bool ShownExports::loadPresetFrom(const QString& path, bool wholeView)
{
    const std::optional<Preset> preset = p_.actions->loadPresetFrom(path);
    if (!preset)
        return false;
    FilterModel* model = p_.session->model();
    const FilterSettings& s = preset->filter;
    model->apply(s, tr("Load Preset"));
    if (s.mask && !model->settings().mask)
        p_.actions->say(tr("The preset's mask is %1x%2, not this image's size: it is left out").arg(s.mask->width).arg(s.mask->height));
    LabModel* lab = p_.session->lab()->model();
    if (preset->lab) {
        lab->apply(*preset->lab, tr("Load Preset")); // its panes on show (the session's view follows the mode)
    } else if (wholeView && lab->settings().active()) {
        LabSettings off = lab->settings();
        off.mode = LabMode::Off;
        lab->apply(off, tr("Load Preset"));
    }
    return true;
}

bool ShownExports::savePythonScriptTo(const QString& path)
{
    return p_.actions->savePythonScriptTo(p_.session->model()->settings(), p_.session->showsRemoved(),
                                          p_.session->currentFile(), path);
}

bool ShownExports::savePresetTo(const QString& path)
{
    return p_.actions->savePresetTo(p_.session->model()->settings(), p_.session->lab()->model()->settings(), path);
}

} // namespace passband
