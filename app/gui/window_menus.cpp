#include "window_menus.h"

#include "control_panel.h"
#include "export_actions.h"
#include "file_dialogs.h"
#include "filter_panes.h"
#include "image_io.h"
#include "image_pane.h"
#include "lab_session.h"
#include "live_source.h"
#include "sample.h"
#include "session.h"
#include "shown_exports.h"
#include "teaching_dialogs.h"
#include "window_settings.h"

#include "context_help.h"
#include "manual_window.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QWhatsThis>
#include <functional>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QUndoStack>
#include <QSettings>
#include <QUndoGroup>

#include <algorithm>

namespace passband {

WindowMenus::WindowMenus(const Parts& parts) : QObject(parts.window), p_(parts)
{
    buildFile();
    buildEdit();
    QMenu* image = p_.bar->addMenu(tr("&Image"));
    noise_ = image->addAction(tr("Add Periodic &Noise..."), this, &WindowMenus::chooseNoise);
    buildView();
    device_ = p_.bar->addMenu(tr("&Device"));
    deviceGroup_ = new QActionGroup(this);
    lessons_ = p_.bar->addMenu(tr("&Lessons"));
    QMenu* help = p_.bar->addMenu(tr("&Help"));
    QAction* manual = help->addAction(tr("Passband &Manual"), QKeySequence::HelpContents, this, [this] {
        if (manual_ && QApplication::activeWindow() == manual_)
            return; // F1 in the manual: it stays where the reader is
        showManual(manualSectionHere(p_.window));
    });
    manual->setObjectName("manualAction");
    manual->setShortcutContext(Qt::ApplicationShortcut); // over a dock or a dialog of the window too
    QAction* whatsThis = help->addAction(tr("What's &This?"), QKeySequence(tr("Shift+F1")), this,
                                         [] { QWhatsThis::enterWhatsThisMode(); });
    whatsThis->setObjectName("whatsThisAction");
    whatsThis->setShortcutContext(Qt::ApplicationShortcut);
    help->addAction(tr("&Keyboard Shortcuts"), this, &WindowMenus::showShortcuts)->setObjectName("shortcutsAction");
    help->addSeparator();
    help->addAction(tr("&About Passband"), this, &WindowMenus::about);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    for (QAction* a : {export_, exportShown_, exportSpectrum_, copy_, noise_, sweep_})
        a->setEnabled(false); // until there is an image, and a result of it
}

void WindowMenus::buildFile()
{
    Session* session = p_.session;
    QMenu* file = p_.bar->addMenu(tr("&File"));
    file->addAction(tr("&Open..."), QKeySequence::Open, this, &WindowMenus::chooseAndOpen);
    recentFiles_ = new RecentFiles(file->addMenu(tr("Open &Recent")), this);
    connect(recentFiles_, &RecentFiles::openRequested, session, [session](const QString& path) { session->openFile(path); });
    QMenu* samples = file->addMenu(tr("Open &Sample"));
    samples->addAction(tr("Astronaut (colour photograph)"), session, [session] { session->openFile(defaultSamplePath()); });
    samples->addAction(tr("Brick (periodic texture)"), session, [session] { session->openFile(":/samples/brick.png"); });
    file->addAction(tr("Open &Second Image (B)..."), this, &WindowMenus::chooseSecondImage)
        ->setToolTip(tr("The lab's second image, for magnitude and phase and hybrid images"));
    file->addAction(tr("Open &Video..."), this, &WindowMenus::chooseVideo)
        ->setToolTip(tr("Filter a video's frames as they play (the newest frame wins on a slow device)"));
    camera_ = file->addAction(tr("Live &Camera"));
    camera_->setCheckable(true);
    camera_->setToolTip(tr("Filter the camera's frames as they arrive"));
    connect(camera_, &QAction::toggled, session, [this, session](bool on) {
        if (!on) {
            session->live()->stop();
        } else if (!session->startCamera()) {
            const QSignalBlocker block(camera_);
            camera_->setChecked(false);
        }
    });
    // The camera's entry is checked while the camera runs (not a video, not after it ends).
    const auto showCamera = [this](bool on) {
        const QSignalBlocker block(camera_);
        camera_->setChecked(on);
    };
    connect(session, &Session::liveStarted, this, showCamera);
    connect(session, &Session::liveStopped, this, [showCamera] { showCamera(false); });
    file->addAction(tr("New &Test Pattern..."), this, &WindowMenus::chooseTestPattern);
    file->addSeparator();
    export_ = file->addAction(tr("&Export Filtered Image..."), QKeySequence(tr("Ctrl+E")), this,
                              [this] { chooseAndExport(false); });
    export_->setObjectName("exportAction");
    file->addAction(tr("Export &Figure..."), QKeySequence(tr("Ctrl+Shift+E")), this, &WindowMenus::chooseAndExportFigure)
        ->setToolTip(tr("The three panes labelled, with what is drawn on them and a caption of the settings, as PNG or PDF"));
    exportShown_ = file->addAction(tr("Export S&hown Image..."), this, [this] {
        if (const QString path = p_.exports->chooseShownPath(p_.session->baseName()); !path.isEmpty())
            p_.shown->exportShownTo(path);
    });
    exportShown_->setObjectName("exportShownAction");
    exportShown_->setToolTip(tr("The result as the pane shows it, its contrast included; Export writes the exact result"));
    exportSpectrum_ = file->addAction(tr("Export S&pectrum Image..."), this, [this] { chooseAndExport(true); });
    sweep_ = file->addAction(tr("Export S&weep..."), this, &WindowMenus::chooseAndExportSweep);
    QAction* python = file->addAction(tr("Export Filter as P&ython Script..."), this, [this] {
        if (const QString path = p_.exports->choosePythonScript(p_.session->baseName()); !path.isEmpty())
            p_.shown->savePythonScriptTo(path);
    });
    python->setObjectName("exportPythonAction");
    python->setToolTip(tr("The filter as a short NumPy script that writes the same result from any image: "
                          "python3 SCRIPT INPUT OUTPUT"));
    file->addSeparator();
    file->addAction(tr("&Load Preset..."), this, &WindowMenus::chooseAndLoadPreset);
    file->addAction(tr("Sa&ve Preset..."), this, &WindowMenus::chooseAndSavePreset);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, p_.window, &QWidget::close);
}

void WindowMenus::buildEdit()
{
    QMenu* edit = p_.bar->addMenu(tr("&Edit"));
    copy_ = edit->addAction(tr("&Copy Result Image"), QKeySequence::Copy, this, &WindowMenus::copyResult);
    copy_->setObjectName("copyAction");
    edit->addAction(tr("&Reset Filter"), p_.controls, &ControlPanel::reset);
    edit->addSeparator();
    // The history on show: the user's, or a lesson's own while one plays.
    QAction* undo = p_.session->history()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = p_.session->history()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
}

void WindowMenus::buildView()
{
    QWidget* w = p_.window;
    FilterPanes* panes = p_.panes;
    QMenu* view = view_ = p_.bar->addMenu(tr("&View"));
    view->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, panes, [panes] { panes->active()->view()->zoomBy(1.25); });
    view->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, panes, [panes] { panes->active()->view()->zoomBy(0.8); });
    view->addAction(tr("&Fit"), QKeySequence(tr("Ctrl+0")), panes, [panes] { panes->active()->view()->fit(); });
    view->addAction(tr("&Actual Size (1:1)"), QKeySequence(tr("Ctrl+1")), panes, [panes] { panes->active()->view()->actualSize(); });
    view->addSeparator();
    QAction* fullScreen = view->addAction(tr("F&ull Screen"), QKeySequence::FullScreen, w, [w] {
        w->isFullScreen() ? w->showNormal() : w->showFullScreen();
    });
    if (fullScreen->shortcut().isEmpty())
        fullScreen->setShortcut(QKeySequence(Qt::Key_F11));
    view->addAction(p_.filterDock->toggleViewAction());
    view->addAction(p_.analysisDock->toggleViewAction());
    QAction* lineAction = p_.lineDock->toggleViewAction();
    lineAction->setText(tr("&Line Profile (drag a line across the image)"));
    lineAction->setShortcut(QKeySequence(tr("Ctrl+L")));
    view->addAction(lineAction);
    QAction* showRemoved = view->addAction(tr("Show What the Filter &Removed"));
    showRemoved->setCheckable(true);
    showRemoved->setShortcut(QKeySequence(tr("Ctrl+R")));
    connect(showRemoved, &QAction::toggled, p_.session, &Session::setShowRemoved);
    connect(p_.session, &Session::showRemovedChanged, showRemoved, &QAction::setChecked);
    QAction* rings = view->addAction(tr("Ring &Isolated Peaks"));
    rings->setCheckable(true);
    rings->setChecked(p_.session->marksPeaks());
    rings->setToolTip(tr("Rings round the single bright bins that periodic noise makes, while the spectrum is shown smaller than its bins"));
    connect(rings, &QAction::toggled, p_.session, &Session::setMarksPeaks);
    connect(p_.session, &Session::marksPeaksChanged, rings, &QAction::setChecked);
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
        connect(action, &QAction::toggled, this, [this, parts, part](bool on) {
            if (!on) {
                // Another item being checked is checked already; none is, only when unchecked in code.
                const QList<QAction*> all = parts->actions();
                if (std::none_of(all.begin(), all.end(), [](QAction* a) { return a->isChecked(); }))
                    logMagnitude_->setChecked(true);
                return;
            }
            p_.session->setSpectrumPart(part);
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
    // What the session shows, whoever asked (a lesson shows the log magnitude).
    connect(p_.session, &Session::spectrumPartChanged, this, [this](SpectrumPart part) {
        QAction* checked = part == SpectrumPart::Phase ? phase_
                           : part == SpectrumPart::Real ? real_
                           : part == SpectrumPart::Imaginary ? imaginary_
                                                             : logMagnitude_;
        if (!checked->isChecked())
            checked->setChecked(true);
    });
    // How far below its peak the log magnitude is shown (core/spectrum_range.h).
    QMenu* floors = view->addMenu(tr("Spectrum &Floor"));
    floors->setObjectName("spectrumFloorMenu");
    auto* floorGroup = new QActionGroup(this);
    floorGroup->setExclusionPolicy(QActionGroup::ExclusionPolicy::Exclusive);
    std::vector<std::pair<QAction*, SpectrumRange>> floorActions;
    const auto addFloor = [&](const QString& text, const SpectrumRange& range, const QString& tip) {
        QAction* action = floors->addAction(text);
        action->setCheckable(true);
        action->setToolTip(tip);
        action->setData(QString::fromStdString(range.name()));
        floorGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, range] { p_.session->setSpectrumRange(range); });
        floorActions.push_back({action, range});
    };
    addFloor(tr("&Auto (100 dB below the Peak at 512x512)"), SpectrumRange{},
             tr("100 dB below the peak for 512x512, 10 dB more each tenfold in pixels: a photo's structure with contrast at any size"));
    addFloor(tr("&Full Range (Minimum to Maximum)"), SpectrumRange::full(),
             tr("Every bin from the weakest to the strongest: faint bins such as 8-bit rounding's show too"));
    floors->addSeparator();
    for (const int dB : {40, 60, 80, 100, 120, 140})
        addFloor(tr("%1 dB below the Peak").arg(dB), SpectrumRange::floor(dB),
                 tr("Bins more than %1 dB below the strongest are black").arg(dB));
    const auto checkFloor = [floorActions](const SpectrumRange& range) {
        for (const auto& [action, shown] : floorActions)
            if (shown == range && !action->isChecked())
                action->setChecked(true);
        if (std::none_of(floorActions.begin(), floorActions.end(), [&](const auto& a) { return a.second == range; }))
            for (const auto& [action, shown] : floorActions)
                action->setChecked(false); // a lesson's own floor, not on the menu
    };
    checkFloor(p_.session->spectrumRange());
    connect(p_.session, &Session::spectrumRangeChanged, this, checkFloor);
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
        connect(a, &QAction::triggered, p_.session, [s = p_.session, i] { s->selectDevice(i); });
    }
}

void WindowMenus::chooseAndOpen()
{
    if (const QString path = FileDialogs::chooseImage(p_.window, tr("Open Image")); !path.isEmpty())
        p_.session->openFile(path);
}

void WindowMenus::chooseSecondImage()
{
    if (const QString path = FileDialogs::chooseImage(p_.window, tr("Open Second Image (B)")); !path.isEmpty())
        p_.session->lab()->openSecond(path);
}

void WindowMenus::chooseVideo()
{
    if (const QString path = FileDialogs::chooseVideo(p_.window); !path.isEmpty())
        p_.session->openVideo(path);
}

void WindowMenus::chooseAndExport(bool spectrum)
{
    Session* session = p_.session;
    if (spectrum ? !session->spectrum() : !session->result())
        return;
    const QString path = p_.exports->chooseExportPath(spectrum, session->baseName(), !spectrum && session->result()->isFloat());
    if (!path.isEmpty())
        spectrum ? p_.shown->exportSpectrumTo(path) : p_.shown->exportResultTo(path);
}

void WindowMenus::chooseAndExportFigure()
{
    if (const QString path = FileDialogs::chooseFigure(p_.window, QFileInfo(p_.session->currentFile()).completeBaseName());
        !path.isEmpty())
        p_.shown->exportFigureTo(path);
}

void WindowMenus::chooseAndExportSweep()
{
    QSettings settings;
    const QString suggested = QDir(settings.value("exportDirectory", QDir::homePath()).toString()).filePath("passband-sweep");
    SweepDialog dialog(p_.controls->maxRadius(), settings.value("sweepDirectory", suggested).toString(), p_.window);
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
    p_.session->exportSweep(spec);
}

void WindowMenus::chooseAndLoadPreset()
{
    if (const QString path = p_.exports->choosePresetToLoad(); !path.isEmpty())
        p_.shown->loadPresetFrom(path);
}

void WindowMenus::chooseAndSavePreset()
{
    if (const QString path = p_.exports->choosePresetToSave(); !path.isEmpty())
        p_.shown->savePresetTo(path);
}

void WindowMenus::chooseTestPattern()
{
    PatternDialog dialog(p_.window);
    if (dialog.exec() == QDialog::Accepted)
        p_.session->openPattern(dialog.spec());
}

void WindowMenus::chooseNoise()
{
    NoiseDialog dialog(p_.window);
    if (dialog.exec() == QDialog::Accepted)
        p_.session->addNoise(dialog.noise());
}

void WindowMenus::copyResult()
{
    if (!p_.session->result())
        return;
    // The result as an export to PNG holds it, not the display's contrast or range.
    QGuiApplication::clipboard()->setImage(toQImage(*p_.session->result()));
    emit message(tr("Copied the filtered image to the clipboard"), 3000);
}

void WindowMenus::showManual(const QString& section)
{
    if (!manual_)
        manual_ = new ManualWindow(p_.window);
    manual_->show(); // first: the page is laid out for its width, then scrolled to the section
    manual_->showSection(section);
    manual_->raise();
    manual_->activateWindow();
}

void WindowMenus::showShortcuts()
{
    // Every entry of the menus that has a key, as the menus hold them now, and the keys that
    // act without a menu entry.
    QDialog dialog(p_.window);
    dialog.setObjectName("shortcutsDialog");
    dialog.setWindowTitle(tr("Keyboard Shortcuts"));
    auto* table = new QTableWidget(0, 3, &dialog);
    table->setObjectName("shortcutsTable");
    table->setHorizontalHeaderLabels({tr("Menu"), tr("Command"), tr("Key")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    const auto add = [table](const QString& menu, const QString& command, const QString& key) {
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(menu));
        table->setItem(row, 1, new QTableWidgetItem(command));
        table->setItem(row, 2, new QTableWidgetItem(key));
    };
    const std::function<void(QMenu*, const QString&)> walk = [&](QMenu* menu, const QString& path) {
        for (QAction* a : menu->actions()) {
            const QString name = QString(a->text()).remove('&').remove(QRegularExpression("\\.\\.\\.$"));
            if (a->menu())
                walk(a->menu(), path + " > " + name);
            else if (!a->shortcuts().isEmpty()) {
                QStringList keys;
                for (const QKeySequence& k : a->shortcuts())
                    keys << k.toString(QKeySequence::NativeText);
                add(path, name, keys.join(", "));
            }
        }
    };
    for (QAction* top : p_.bar->actions())
        if (top->menu())
            walk(top->menu(), QString(top->text()).remove('&'));
    const QString panes = tr("Panes");
    add(panes, tr("Zoom around the pointer"), tr("Mouse wheel"));
    add(panes, tr("Show the original in the result pane while held"), "\\");
    add(panes, tr("Whole pixels or degrees while dragging a circle or wedge"), tr("Shift"));
    add(tr("Lessons"), tr("Next and previous step"), tr("Page Down, Page Up"));
    add(tr("Presentation"), tr("Leave presentation mode"), tr("Esc"));
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents); // a line a row
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(close, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(table);
    layout->addWidget(close);
    dialog.resize(640, 560);
    dialog.exec();
}

void WindowMenus::about()
{
    const QString device = p_.session->deviceName();
    QMessageBox::about(
        p_.window, tr("About Passband"),
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
