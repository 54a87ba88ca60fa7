#include "window_menus.h"

#include "analysis_dock.h"
#include "control_panel.h"
#include "export_actions.h"
#include "file_dialogs.h"
#include "image_io.h"
#include "teaching_dialogs.h"
#include "filter_model.h"
#include "image_pane.h"
#include "live_source.h"
#include "main_window.h"
#include "sample.h"
#include "window_settings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QUndoStack>

#include <algorithm>

namespace passband {

WindowMenus::WindowMenus(MainWindow* window) : QObject(window), window_(window)
{
    buildFile();
    buildEdit();
    QMenu* image = window_->menuBar()->addMenu(tr("&Image"));
    noise_ = image->addAction(tr("Add Periodic &Noise..."), this, &WindowMenus::chooseNoise);
    buildView();
    device_ = window_->menuBar()->addMenu(tr("&Device"));
    deviceGroup_ = new QActionGroup(this);
    QMenu* help = window_->menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Passband"), this, &WindowMenus::about);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    for (QAction* a : {export_, exportSpectrum_, copy_, noise_, sweep_})
        a->setEnabled(false); // until there is an image, and a result of it
}

void WindowMenus::buildFile()
{
    MainWindow* w = window_;
    QMenu* file = w->menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open..."), QKeySequence::Open, this, &WindowMenus::chooseAndOpen);
    recentFiles_ = new RecentFiles(file->addMenu(tr("Open &Recent")), this);
    connect(recentFiles_, &RecentFiles::openRequested, w, [w](const QString& path) { w->openFile(path); });
    QMenu* samples = file->addMenu(tr("Open &Sample"));
    samples->addAction(tr("Astronaut (colour photograph)"), w, [w] { w->openFile(defaultSamplePath()); });
    samples->addAction(tr("Brick (periodic texture)"), w, [w] { w->openFile(":/samples/brick.png"); });
    file->addAction(tr("Open &Second Image (B)..."), this, &WindowMenus::chooseSecondImage)
        ->setToolTip(tr("The lab's second image, for magnitude and phase and hybrid images"));
    file->addAction(tr("Open &Video..."), this, &WindowMenus::chooseVideo)
        ->setToolTip(tr("Filter a video's frames as they play (the newest frame wins on a slow device)"));
    camera_ = file->addAction(tr("Live &Camera"));
    camera_->setCheckable(true);
    camera_->setToolTip(tr("Filter the camera's frames as they arrive"));
    connect(camera_, &QAction::toggled, w, [this, w](bool on) {
        if (!on) {
            w->session()->live()->stop();
        } else if (!w->startCamera()) {
            const QSignalBlocker block(camera_);
            camera_->setChecked(false);
        }
    });
    // The camera's entry is checked while the camera runs (not a video, not after it ends).
    const auto showCamera = [this](bool on) {
        const QSignalBlocker block(camera_);
        camera_->setChecked(on);
    };
    connect(w->session(), &Session::liveStarted, this, showCamera);
    connect(w->session(), &Session::liveStopped, this, [showCamera] { showCamera(false); });
    file->addAction(tr("New &Test Pattern..."), this, &WindowMenus::chooseTestPattern);
    file->addSeparator();
    export_ = file->addAction(tr("&Export Filtered Image..."), QKeySequence(tr("Ctrl+E")), this,
                              [this] { chooseAndExport(false); });
    export_->setObjectName("exportAction");
    file->addAction(tr("Export &Figure..."), QKeySequence(tr("Ctrl+Shift+E")), this, &WindowMenus::chooseAndExportFigure)
        ->setToolTip(tr("The three panes labelled, with what is drawn on them and a caption of the settings, as PNG or PDF"));
    exportSpectrum_ = file->addAction(tr("Export S&pectrum Image..."), this, [this] { chooseAndExport(true); });
    sweep_ = file->addAction(tr("Export S&weep..."), this, &WindowMenus::chooseAndExportSweep);
    file->addSeparator();
    file->addAction(tr("&Load Preset..."), this, &WindowMenus::chooseAndLoadPreset);
    file->addAction(tr("Sa&ve Preset..."), this, &WindowMenus::chooseAndSavePreset);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, w, &QWidget::close);
}

void WindowMenus::buildEdit()
{
    MainWindow* w = window_;
    QMenu* edit = w->menuBar()->addMenu(tr("&Edit"));
    copy_ = edit->addAction(tr("&Copy Result Image"), QKeySequence::Copy, this, &WindowMenus::copyResult);
    copy_->setObjectName("copyAction");
    edit->addAction(tr("&Reset Filter"), w->controls(), &ControlPanel::reset);
    edit->addSeparator();
    QAction* undo = w->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = w->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
}

void WindowMenus::buildView()
{
    MainWindow* w = window_;
    QMenu* view = view_ = w->menuBar()->addMenu(tr("&View"));
    view->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, w, [w] { w->zoomActive([](ImagePane* p) { p->view()->zoomBy(1.25); }); });
    view->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, w, [w] { w->zoomActive([](ImagePane* p) { p->view()->zoomBy(0.8); }); });
    view->addAction(tr("&Fit"), QKeySequence(tr("Ctrl+0")), w, [w] { w->zoomActive([](ImagePane* p) { p->view()->fit(); }); });
    view->addAction(tr("&Actual Size (1:1)"), QKeySequence(tr("Ctrl+1")), w, [w] { w->zoomActive([](ImagePane* p) { p->view()->actualSize(); }); });
    view->addSeparator();
    QAction* fullScreen = view->addAction(tr("F&ull Screen"), QKeySequence::FullScreen, w, [w] {
        w->isFullScreen() ? w->showNormal() : w->showFullScreen();
    });
    if (fullScreen->shortcut().isEmpty())
        fullScreen->setShortcut(QKeySequence(Qt::Key_F11));
    view->addAction(w->filterDock()->toggleViewAction());
    view->addAction(w->analysisDock()->toggleViewAction());
    QAction* lineAction = w->lineProfileDock()->toggleViewAction();
    lineAction->setText(tr("&Line Profile (drag a line across the image)"));
    lineAction->setShortcut(QKeySequence(tr("Ctrl+L")));
    view->addAction(lineAction);
    QAction* showRemoved = view->addAction(tr("Show What the Filter &Removed"));
    showRemoved->setCheckable(true);
    showRemoved->setShortcut(QKeySequence(tr("Ctrl+R")));
    connect(showRemoved, &QAction::toggled, w->controls()->removedCheck(), &QCheckBox::setChecked);
    connect(w->controls()->removedCheck(), &QCheckBox::toggled, showRemoved, &QAction::setChecked);
    // The spectrum pane's part: one of a group, as radio items (a part unchecked in code goes
    // back to the log magnitude).
    view->addSeparator();
    auto* parts = new QActionGroup(this);
    parts->setExclusionPolicy(QActionGroup::ExclusionPolicy::Exclusive);
    const auto addPart = [&](const QString& text, const char* name, SpectrumPart part, const QString& tip) {
        QAction* action = view->addAction(text);
        action->setObjectName(name);
        action->setCheckable(true);
        action->setToolTip(tip);
        parts->addAction(action);
        connect(action, &QAction::toggled, w, [this, w, parts, part](bool on) {
            if (!on) {
                // Another item being checked is checked already; none is, only when unchecked in code.
                const QList<QAction*> all = parts->actions();
                if (std::none_of(all.begin(), all.end(), [](QAction* a) { return a->isChecked(); }))
                    logMagnitude_->setChecked(true);
                return;
            }
            w->showSpectrumPart(part);
        });
        return action;
    };
    logMagnitude_ = addPart(tr("Spectrum as Log &Magnitude"), "logMagnitudeAction", SpectrumPart::LogMagnitude,
                            tr("The spectrum pane shows log(1 + |F|), centred"));
    logMagnitude_->setChecked(true);
    phase_ = addPart(tr("Spectrum as P&hase (colour wheel)"), "phaseAction", SpectrumPart::Phase,
                     tr("The spectrum pane shows arg F of the image on a colour wheel instead of log |F|"));
    real_ = addPart(tr("Spectrum as R&eal Part"), "realAction", SpectrumPart::Real,
                    tr("The spectrum pane shows Re F: red above 0, blue below, on a log scale"));
    imaginary_ = addPart(tr("Spectrum as Ima&ginary Part"), "imaginaryAction", SpectrumPart::Imaginary,
                         tr("The spectrum pane shows Im F: red above 0, blue below, on a log scale"));
    view->addSeparator();
    // (The presentation's entries follow here: the window adds them, then the comparison's.)
}

void WindowMenus::addComparisonEntries()
{
    wipe_ = view_->addAction(tr("Compare with a &Wipe (Original | Filtered)"));
    wipe_->setObjectName("wipeAction");
    wipe_->setCheckable(true);
    wipe_->setToolTip(tr("The result pane shows the original left of a line you drag; hold \\ to see the whole "
                         "original"));
    autoContrast_ = view_->addAction(tr("Auto &Contrast for Magnitude Output"));
    autoContrast_->setCheckable(true);
    autoContrast_->setChecked(QSettings().value("view/autoContrast", true).toBool());
    autoContrast_->setToolTip(tr("Show a result mapped by magnitude with its levels stretched, 0.35 % of its "
                                 "samples saturated, so that a few strong edges do not leave the rest black. "
                                 "Export, copy and the command line keep the result as mapped."));
    connect(autoContrast_, &QAction::toggled, this, [](bool on) { QSettings().setValue("view/autoContrast", on); });
}

void WindowMenus::setDevices(const QStringList& devices, int index)
{
    device_->clear();
    for (QAction* a : deviceGroup_->actions())
        deviceGroup_->removeAction(a);
    for (int i = 0; i < devices.size(); ++i) {
        QAction* a = device_->addAction(QString("&%1  %2").arg(i).arg(devices[i]));
        a->setCheckable(true);
        a->setChecked(i == index);
        deviceGroup_->addAction(a);
        connect(a, &QAction::triggered, window_, [w = window_, i] { w->session()->selectDevice(i); });
    }
}

void WindowMenus::chooseAndOpen()
{
    if (const QString path = FileDialogs::chooseImage(window_, tr("Open Image")); !path.isEmpty())
        window_->openFile(path);
}

void WindowMenus::chooseSecondImage()
{
    if (const QString path = FileDialogs::chooseImage(window_, tr("Open Second Image (B)")); !path.isEmpty())
        window_->openSecondImage(path);
}

void WindowMenus::chooseVideo()
{
    if (const QString path = FileDialogs::chooseVideo(window_); !path.isEmpty())
        window_->openVideo(path);
}

void WindowMenus::chooseAndExport(bool spectrum)
{
    if (spectrum ? !window_->session()->spectrum() : !window_->session()->result())
        return;
    const QString path = window_->exports()->chooseExportPath(spectrum, window_->session()->baseName(), !spectrum && window_->session()->result()->isFloat());
    if (!path.isEmpty())
        spectrum ? window_->exportSpectrumTo(path) : window_->exportFilteredTo(path);
}

void WindowMenus::chooseAndExportFigure()
{
    if (const QString path = FileDialogs::chooseFigure(window_, QFileInfo(window_->session()->currentFile()).completeBaseName());
        !path.isEmpty())
        window_->exportFigureTo(path);
}

void WindowMenus::chooseAndExportSweep()
{
    QSettings settings;
    const QString suggested = QDir(settings.value("exportDirectory", QDir::homePath()).toString()).filePath("passband-sweep");
    SweepDialog dialog(window_->controls()->maxRadius(), settings.value("sweepDirectory", suggested).toString(), window_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    SweepSpec spec;
    spec.highpass = dialog.highpass();
    spec.from = dialog.from();
    spec.to = dialog.to();
    spec.step = dialog.step();
    spec.format = dialog.format();
    spec.directory = dialog.directory();
    spec.contactSheet = QDir(spec.directory).filePath("contact-sheet.png"); // every frame at a glance
    settings.setValue("sweepDirectory", spec.directory);
    window_->exportSweep(spec);
}

void WindowMenus::chooseAndLoadPreset()
{
    if (const QString path = window_->exports()->choosePresetToLoad(); !path.isEmpty())
        window_->loadPresetFrom(path);
}

void WindowMenus::chooseAndSavePreset()
{
    if (const QString path = window_->exports()->choosePresetToSave(); !path.isEmpty())
        window_->savePresetTo(path);
}

void WindowMenus::chooseTestPattern()
{
    PatternDialog dialog(window_);
    if (dialog.exec() == QDialog::Accepted)
        window_->openPattern(dialog.spec());
}

void WindowMenus::chooseNoise()
{
    NoiseDialog dialog(window_);
    if (dialog.exec() == QDialog::Accepted)
        window_->addNoise(dialog.noise());
}

void WindowMenus::copyResult()
{
    if (!window_->session()->result())
        return;
    // The result as an export to PNG holds it, not the display's contrast or range.
    QGuiApplication::clipboard()->setImage(toQImage(*window_->session()->result()));
    window_->statusBar()->showMessage(tr("Copied the filtered image to the clipboard"), 3000);
}

void WindowMenus::about()
{
    const QString device = window_->session()->deviceName();
    QMessageBox::about(
        window_, tr("About Passband"),
        tr("<h3>Passband %1</h3>"
           "<p>Frequency-domain image filtering, live, on OpenCL.</p>"
           "<p>Device: %2</p>"
           "<p>Sample images from the scikit-image data set: <i>astronaut</i> (NASA, public domain) "
           "and <i>brick</i> (CC0).</p>"
           "<p>Built on Qt %3 and OpenCL.</p>")
            .arg(QApplication::applicationVersion(), device.isEmpty() ? tr("none") : device.toHtmlEscaped(),
                 QString::fromLatin1(qVersion())));
}

} // namespace passband
