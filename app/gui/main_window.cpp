#include "main_window.h"

#include "descriptions.h"
#include "figure_export.h"
#include "lab_controller.h"
#include "live_source.h"
#include "presentation.h"
#include "lab_panel.h"

#include "comparison.h"
#include "control_panel.h"
#include "export_actions.h"
#include "filter_model.h"
#include "hover_readout.h"
#include "image_bar.h"
#include "mask_controls.h"
#include "mask_file.h"
#include "spectrum_tools.h"
#include "status_fields.h"
#include "device.h"
#include "filter_overlay.h"
#include "image_io.h"
#include "image_pane.h"
#include "line_profile.h"
#include "impulse_view.h"
#include "radial_plot.h"
#include "radius_control.h"
#include "preset.h"
#include "sample.h"
#include "teaching_dialogs.h"
#include "window_settings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QKeyEvent>
#include <QFileInfo>
#include <QIcon>
#include <QImageReader>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QMimeDatabase>
#include <QHBoxLayout>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>

#include <algorithm>
#include <cmath>
#include <functional>

namespace passband {

namespace {


// Images made in memory (test patterns, added noise) go by "generated:" and a description.
const QString kGenerated = QStringLiteral("generated:");

bool isFile(const QString& path) { return !path.startsWith(":/") && !path.startsWith(kGenerated); }

QString displayName(const QString& path)
{
    if (path.startsWith(kGenerated))
        return path.mid(kGenerated.size());
    return path.startsWith(":/") ? QObject::tr("sample %1").arg(QFileInfo(path).fileName()) : QFileInfo(path).fileName();
}

// The icon of the menu entry: the theme's where Passband is installed, else the sizes built
// into the binary (rendered from the same SVG), so the title bar and the task switcher show
// it however Passband was started.
QIcon applicationIcon()
{
    QIcon builtIn;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
        builtIn.addFile(QString(":/icons/%1x%1/apps/org.passband.Passband.png").arg(size), QSize(size, size));
    return QIcon::fromTheme("org.passband.Passband", builtIn);
}

// Read filters for every format we read: ours (Netpbm, TGA), TIFF, FITS, and Qt's plugins.
QString openFilter()
{
    QStringList patterns{"*.pgm", "*.ppm", "*.pnm", "*.pbm", "*.pam", "*.pfm", "*.tif", "*.tiff", "*.fits", "*.fit",
                         "*.fts", "*.tga"};
    for (const QByteArray& f : QImageReader::supportedImageFormats())
        patterns << "*." + QString::fromLatin1(f).toLower();
    patterns.removeDuplicates();
    return QObject::tr("Images (%1);;TIFF (*.tif *.tiff);;FITS (*.fits *.fit *.fts);;Netpbm (*.pbm *.pgm *.ppm *.pnm "
                       "*.pam *.pfm);;PNG (*.png);;JPEG (*.jpg *.jpeg);;WebP (*.webp);;All files (*)")
        .arg(patterns.join(' '));
}

} // namespace

MainWindow::MainWindow(const QString& deviceSelector, QWidget* parent)
    : QMainWindow(parent),
      original_(new ImagePane(tr("Original"), this)),
      spectrum_(new ImagePane(tr("Spectrum (log magnitude, centred)"), this)),
      filtered_(new ImagePane(tr("Filtered"), this)),
      activePane_(original_),
      overlay_(new FilterOverlayItem),
      model_(new FilterModel(this)),
      controls_(new ControlPanel(model_, this)),
      imageBar_(new ImageBar(this)),
      impulse_(new ImpulseView(this)),
      radial_(new RadialPlot(this))
{
    clock_.start();
    setWindowTitle(tr("Passband"));
    setWindowIcon(applicationIcon());
    setAcceptDrops(true);
    spectrum_->scene()->addItem(overlay_);
    comparison_ = new ComparisonItem(original_);
    filtered_->scene()->addItem(comparison_);
    original_->linkWith(filtered_);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    for (ImagePane* pane : {original_, spectrum_, filtered_}) {
        splitter->addWidget(pane);
        connect(pane, &ImagePane::pixelHovered, this, [this, pane](QPoint p, bool inside) { showHover(pane, p, inside); });
    }
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({1000, 1000, 1000}); // three equal panes
    setCentralWidget(splitter);
    lab_ = new LabController(this, splitter, spectrum_, filtered_);
    live_ = new LiveSource(this);
    connect(live_, &LiveSource::frameReady, this, &MainWindow::takeLiveFrame);
    connect(live_, &LiveSource::failed, this, [this](const QString& line) { showError(tr("Live frames"), line); });
    connect(live_, &LiveSource::finished, this, [this] {
        const QSignalBlocker block(cameraAction_);
        if (cameraAction_)
            cameraAction_->setChecked(false);
    });
    // A live frame is done when its result is on screen (or it failed): then the newest waiting one goes.
    connect(this, &MainWindow::resultShown, this, [this] {
        if (liveInFlight_ && shownImage_ == latestOpen_) {
            liveInFlight_ = false;
            takeLiveFrame();
        }
    });
    connect(this, &MainWindow::imageRejected, this, [this] {
        liveInFlight_ = false;
    });
    connect(lab_->middlePane(), &ImagePane::pixelHovered, this, [this](QPoint p, bool inside) { showHover(spectrum_, p, inside); });
    connect(lab_, &LabController::secondImageRequested, this, &MainWindow::chooseSecondImage);
    connect(lab_, &LabController::failed, this, [this](const QString& line) { statusBar()->showMessage(line, 8000); });

    addToolBar(Qt::TopToolBarArea, imageBar_);
    connect(imageBar_, &ImageBar::pageRequested, this, [this](int page) {
        if (isFile(currentPath_))
            openFile(currentPath_, page);
    });
    connect(imageBar_, &ImageBar::stretchRequested, this, [this] {
        if (!image_)
            return;
        const auto [low, high] = percentileRange(*image_, 0.005); // the 0.5th and 99.5th percentiles
        imageBar_->applyRange(low, high);
    });
    connect(imageBar_, &ImageBar::rangeChanged, this, [this](double low, double high) {
        displayLow_ = low;
        displayHigh_ = high;
        if (!image_)
            return;
        original_->setImage(toQImage(*image_, low, high)); // its display-sized version follows the result
        filterPacer_->changed(false);
    });

    auto* dock = new QDockWidget(tr("Filter"), this);
    dock->setObjectName("filterDock");
    // Scrolling, so that the window still fits a 1366x768 classroom laptop with every group shown.
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(controls_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Never narrower than the controls: with no horizontal scrolling, a narrower dock cut their
    // right-hand column off (the spin boxes of the emphasis, homomorphic and wedge rows).
    scroll->setMinimumWidth(controls_->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    dock->setWidget(scroll);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    lab_->dock()->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                              QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::RightDockWidgetArea, lab_->dock());
    tabifyDockWidget(dock, lab_->dock());
    dock->raise();

    // The analysis views under the panes: computed only while this dock is visible.
    auto* analysis = new QWidget(this);
    auto* analysisLayout = new QHBoxLayout(analysis);
    analysisLayout->setContentsMargins(4, 4, 4, 4);
    analysisLayout->addWidget(impulse_, 2);
    analysisLayout->addWidget(radial_, 3);
    analysisDock_ = new QDockWidget(tr("Analysis"), this);
    analysisDock_->setObjectName("analysisDock");
    analysisDock_->setWidget(analysis);
    analysisDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                               QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::BottomDockWidgetArea, analysisDock_);
    // The line profile: its own dock, hidden until View > Line Profile.
    lineProfile_ = new LineProfilePlot(this);
    lineDock_ = new QDockWidget(tr("Line profile"), this);
    lineDock_->setObjectName("lineProfileDock");
    lineDock_->setWidget(lineProfile_);
    addDockWidget(Qt::BottomDockWidgetArea, lineDock_);
    lineDock_->hide();
    lineTool_ = new LineProfileTool(this);
    for (ImagePane* pane : {original_, filtered_}) {
        lineTool_->addPane(pane);
        auto* tools = new SpectrumInteraction(pane, this); // any pane's mouse, as for the spectrum
        tools->addTool(lineTool_);
        tools->setEnabled(true);
    }
    connect(lineTool_, &LineProfileTool::lineChanged, this, &MainWindow::updateLineProfile);
    connect(lineDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) { lineTool_->setEnabled(visible); });
    connect(analysisDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            requestFilter();
    });
    connect(radial_, &RadialPlot::cutoffDragged, this, [this](RadialPlot::Marker marker, int radius) {
        FilterSettings s = model_->settings();
        (marker == RadialPlot::Marker::Highpass ? s.highpass : s.lowpass) = radius;
        model_->edit(s);
    });
    connect(controls_->removedCheck(), &QCheckBox::toggled, this, [this] { requestFilter(); });
    // Shaping the filter on the spectrum (spectrum_tools.h): notches first (their discs are
    // small), then the cutoff circles.
    spectrumTools_ = new SpectrumInteraction(spectrum_, this);
    notchTool_ = new NotchTool(model_, controls_, overlay_, spectrum_, this);
    spectrumTools_->addTool(new MaskTool(model_, controls_, overlay_, this)); // when on, it takes the mouse
    spectrumTools_->addTool(notchTool_);
    spectrumTools_->addTool(new CircleTool(model_, overlay_, spectrum_, this));
    spectrumTools_->addTool(new WedgeTool(model_, overlay_, spectrum_, this));
    connect(notchTool_, &NotchTool::message, this, [this](const QString& text) { statusBar()->showMessage(text, 5000); });
    connect(controls_, &ControlPanel::maskEdited, this,
            [this](std::shared_ptr<const SpectrumMask> mask, const QString& what) {
                FilterSettings s = model_->settings();
                s.mask = std::move(mask);
                model_->apply(s, what);
            });
    connect(controls_->maskControls(), &MaskControls::loadRequested, this, &MainWindow::chooseAndLoadMask);
    connect(controls_->maskControls(), &MaskControls::saveRequested, this, &MainWindow::chooseAndSaveMask);
    connect(controls_, &ControlPanel::notchesEdited, this,
            [this](const std::vector<Notch>& after, const QString& what) {
                notchTool_->change(after, what);
            });

    buildStatusBar();
    exports_ = new ExportActions(this);
    connect(exports_, &ExportActions::message, this,
            [this](const QString& text, int ms) { statusBar()->showMessage(text, ms); });
    connect(exports_, &ExportActions::error, this, &MainWindow::showError);
    buildMenus();
    dock->toggleViewAction()->setText(tr("Filter &controls"));
    analysisDock_->toggleViewAction()->setText(tr("&Analysis (impulse response, radial spectrum)"));

    QSettings settings;
    QString selector = deviceSelector;
    if (selector.isEmpty() && qEnvironmentVariableIsEmpty("PASSBAND_DEVICE"))
        selector = settings.value("device").toString();
    startEngine(selector);
    connect(model_, &FilterModel::changed, this, [this](const FilterSettings& s) {
        overlay_->setFilter(s);
        radial_->setCutoffs(s.highpassActive() ? s.highpass : std::nullopt, s.lowpass);
        requestFilter();
        settingsSaver_->start(); // written to disk once the user pauses, not on every move
    });
    settingsSaver_ = new QTimer(this);
    settingsSaver_->setSingleShot(true);
    settingsSaver_->setInterval(700);
    connect(settingsSaver_, &QTimer::timeout, this, &MainWindow::saveFilterSettings);
    filterPacer_ = new PreviewPacer([this](bool exact) { return askEngineToFilter(exact); }, this);
    restoreSettings();
    const FilterSettings& restored = model_->settings();
    overlay_->setFilter(restored);
    radial_->setCutoffs(restored.highpassActive() ? restored.highpass : std::nullopt, restored.lowpass);
}

QSize MainWindow::viewport() const
{
    return filtered_->view()->viewport()->size() * filtered_->devicePixelRatioF();
}

FilterViews MainWindow::views() const
{
    FilterViews v;
    v.removed = controls_->removedCheck()->isChecked();
    const bool analysing = analysisDock_ && analysisDock_->isVisible();
    v.impulseSize = analysing ? kImpulseSize : 0;
    v.radialProfile = analysing;
    v.displayLow = displayLow_;
    v.displayHigh = displayHigh_;
    v.autoContrast = autoContrast_ && autoContrast_->isChecked();
    return v;
}

MainWindow::~MainWindow()
{
    if (settingsSaver_->isActive())
        saveFilterSettings();
    // Stop the worker before the widgets its queued results would reach go away.
    engine_.reset();
    // QWidget's destructor hides the docks after this one has run: their visibility signals
    // must not reach a MainWindow that is gone.
    for (QDockWidget* dock : {analysisDock_, lineDock_})
        dock->disconnect(this);
}

void MainWindow::startEngine(const QString& selector)
{
    engine_ = std::make_unique<Engine>(selector);
    // A new engine counts its requests from 1 again.
    latestOpen_ = shownImage_ = shownSpectrum_ = shownResult_ = latestDevice_ = latestFilter_ = latestPart_ = 0;
    if (filterPacer_)
        filterPacer_->failed(); // nothing of the old engine's is on its way
    partAsked_.reset(); // a new engine has not been asked
    connect(engine_.get(), &Engine::deviceReady, this, &MainWindow::onDeviceReady);
    connect(engine_.get(), &Engine::deviceFailed, this, &MainWindow::onDeviceFailed);
    connect(engine_.get(), &Engine::deviceFault, this, &MainWindow::onDeviceFault);
    connect(engine_.get(), &Engine::progress, this, &MainWindow::onProgress);
    connect(engine_.get(), &Engine::imageLoaded, this, &MainWindow::onImageLoaded);
    connect(engine_.get(), &Engine::kernelsPreparing, this, [this](bool on, const QString& what) {
        if (on) {
            statusBar()->showMessage(what);
            if (status_->progressShown()) // opening: the bar says so too
                status_->setProgressText(what);
        } else {
            statusBar()->clearMessage();
        }
    });
    connect(engine_.get(), &Engine::imageOpened, this, &MainWindow::onImageOpened);
    connect(engine_.get(), &Engine::spectrumReady, this, &MainWindow::onSpectrumReady);
    connect(engine_.get(), &Engine::imageFailed, this, &MainWindow::onImageFailed);
    connect(engine_.get(), &Engine::filtered, this, &MainWindow::onFiltered);
    connect(engine_.get(), &Engine::spectrumPartReady, this,
            [this](quint64 generation, std::shared_ptr<const Image> of, SpectrumPart part, const QImage& image) {
                if (generation < latestPart_ || of != image_)
                    return; // for an image since replaced
                partImage_ = image;
                partOf_ = of;
                partShown_ = part;
                showSpectrumPane();
            });
    connect(engine_.get(), &Engine::labFailed, this, [this](quint64 generation, const QString& reason) {
        if (generation == latestPart_)
            showError(tr("Spectrum"), reason);
    });
    lab_->setEngine(engine_.get());
    connect(engine_.get(), &Engine::analysed, this, &MainWindow::onAnalysed);
    connect(engine_.get(), &Engine::filterFailed, this, &MainWindow::onFilterFailed);
    connect(engine_.get(), &Engine::sweepProgress, this, [this](quint64 g, int done, int count, const QString& path) {
        if (g != latestSweep_)
            return;
        status_->showProgress(tr("Sweep frame %1 of %2: %3").arg(done).arg(count).arg(QFileInfo(path).fileName()),
                              100 * done / std::max(1, count));
    });
    connect(engine_.get(), &Engine::sweepFinished, this, [this](quint64 g, int count, const QString& directory) {
        if (g != latestSweep_)
            return;
        status_->hideProgress();
        statusBar()->showMessage(tr("Exported %1 sweep frames into %2").arg(count).arg(directory), 10000);
        emit sweepExported(count, directory);
    });
    connect(engine_.get(), &Engine::sweepFailed, this, [this](quint64 g, const QString& reason) {
        if (g != latestSweep_)
            return;
        status_->hideProgress();
        showError(tr("Export Sweep"), reason);
    });
}

void MainWindow::buildStatusBar()
{
    status_ = new StatusFields(statusBar());
    connect(status_, &StatusFields::cancelRequested, this, &MainWindow::cancelStuckWork);
    // Stuck: waiting on the device (not compiling kernels) for the time since the request.
    status_->watch(
        [this]() -> qint64 {
            if (engine_->preparingKernels() && waitingSince_.isValid())
                waitingSince_.restart(); // compiling, not waiting on the device: it counts from the end
            return waitingSince_.isValid() && engine_->busy() ? waitingSince_.elapsed() : -1;
        },
        kWatchdogSeconds);
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open..."), QKeySequence::Open, this, &MainWindow::chooseAndOpen);
    recentFiles_ = new RecentFiles(file->addMenu(tr("Open &Recent")), this);
    connect(recentFiles_, &RecentFiles::openRequested, this, [this](const QString& path) { openFile(path); });
    QMenu* samples = file->addMenu(tr("Open &Sample"));
    samples->addAction(tr("Astronaut (colour photograph)"), this, [this] { openFile(defaultSamplePath()); });
    samples->addAction(tr("Brick (periodic texture)"), this, [this] { openFile(":/samples/brick.png"); });
    file->addAction(tr("Open &Second Image (B)..."), this, &MainWindow::chooseSecondImage)
        ->setToolTip(tr("The lab's second image, for magnitude and phase and hybrid images"));
    file->addAction(tr("Open &Video..."), this, &MainWindow::chooseVideo)
        ->setToolTip(tr("Filter a video's frames as they play (the newest frame wins on a slow device)"));
    cameraAction_ = file->addAction(tr("Live &Camera"));
    cameraAction_->setCheckable(true);
    cameraAction_->setToolTip(tr("Filter the camera's frames as they arrive"));
    connect(cameraAction_, &QAction::toggled, this, [this](bool on) {
        if (!on) {
            live_->stop();
        } else if (!startCamera()) {
            const QSignalBlocker block(cameraAction_);
            cameraAction_->setChecked(false);
        }
    });
    file->addAction(tr("New &Test Pattern..."), this, [this] {
        PatternDialog dialog(this);
        if (dialog.exec() == QDialog::Accepted)
            openPattern(dialog.spec());
    });
    file->addSeparator();
    exportAction_ = file->addAction(tr("&Export Filtered Image..."), QKeySequence(tr("Ctrl+E")), this,
                                    [this] { chooseAndExport(false); });
    exportAction_->setObjectName("exportAction");
    file->addAction(tr("Export &Figure..."), QKeySequence(tr("Ctrl+Shift+E")), this, &MainWindow::chooseAndExportFigure)
        ->setToolTip(tr("The three panes labelled, with what is drawn on them and a caption of the settings, as PNG or PDF"));
    exportSpectrumAction_ = file->addAction(tr("Export S&pectrum Image..."), this, [this] { chooseAndExport(true); });
    sweepAction_ = file->addAction(tr("Export S&weep..."), this, [this] {
        QSettings settings;
        SweepDialog dialog(controls_->maxRadius(),
                           settings.value("sweepDirectory", QDir(settings.value("exportDirectory", QDir::homePath()).toString())
                                                                .filePath("passband-sweep"))
                               .toString(),
                           this);
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
        exportSweep(spec);
    });
    file->addSeparator();
    file->addAction(tr("&Load Preset..."), this, [this] {
        if (const QString path = exports_->choosePresetToLoad(); !path.isEmpty())
            loadPresetFrom(path);
    });
    file->addAction(tr("Sa&ve Preset..."), this, [this] {
        if (const QString path = exports_->choosePresetToSave(); !path.isEmpty())
            savePresetTo(path);
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    copyAction_ = edit->addAction(tr("&Copy Result Image"), QKeySequence::Copy, this, [this] {
        // The result as an export to PNG holds it, not the display's contrast or range.
        QGuiApplication::clipboard()->setImage(toQImage(*result_));
        statusBar()->showMessage(tr("Copied the filtered image to the clipboard"), 3000);
    });
    copyAction_->setObjectName("copyAction");
    edit->addAction(tr("&Reset Filter"), controls_, &ControlPanel::reset);
    edit->addSeparator();
    QAction* undo = model_->stack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = model_->stack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu* imageMenu = menuBar()->addMenu(tr("&Image"));
    noiseAction_ = imageMenu->addAction(tr("Add Periodic &Noise..."), this, [this] {
        NoiseDialog dialog(this);
        if (dialog.exec() == QDialog::Accepted)
            addNoise(dialog.noise());
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this, [this] { zoomActive([](ImagePane* p) { p->view()->zoomBy(1.25); }); });
    view->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this, [this] { zoomActive([](ImagePane* p) { p->view()->zoomBy(0.8); }); });
    view->addAction(tr("&Fit"), QKeySequence(tr("Ctrl+0")), this, [this] { zoomActive([](ImagePane* p) { p->view()->fit(); }); });
    view->addAction(tr("&Actual Size (1:1)"), QKeySequence(tr("Ctrl+1")), this, [this] { zoomActive([](ImagePane* p) { p->view()->actualSize(); }); });
    view->addSeparator();
    QAction* fullScreen = view->addAction(tr("F&ull Screen"), QKeySequence::FullScreen, this, [this] {
        isFullScreen() ? showNormal() : showFullScreen();
    });
    if (fullScreen->shortcut().isEmpty())
        fullScreen->setShortcut(QKeySequence(Qt::Key_F11));
    view->addAction(findChild<QDockWidget*>("filterDock")->toggleViewAction());
    view->addAction(analysisDock_->toggleViewAction());
    QAction* lineAction = lineDock_->toggleViewAction();
    lineAction->setText(tr("&Line Profile (drag a line across the image)"));
    lineAction->setShortcut(QKeySequence(tr("Ctrl+L")));
    view->addAction(lineAction);
    QAction* showRemoved = view->addAction(tr("Show What the Filter &Removed"));
    showRemoved->setCheckable(true);
    showRemoved->setShortcut(QKeySequence(tr("Ctrl+R")));
    connect(showRemoved, &QAction::toggled, controls_->removedCheck(), &QCheckBox::setChecked);
    connect(controls_->removedCheck(), &QCheckBox::toggled, showRemoved, &QAction::setChecked);
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
                    logMagnitudeAction_->setChecked(true);
                return;
            }
            spectrumPart_ = part;
            showSpectrumPane();
            lab_->setSpectrumPart(spectrumPart_);
        });
        return action;
    };
    logMagnitudeAction_ = addPart(tr("Spectrum as Log &Magnitude"), "logMagnitudeAction", SpectrumPart::LogMagnitude,
                                  tr("The spectrum pane shows log(1 + |F|), centred"));
    logMagnitudeAction_->setChecked(true);
    phaseAction_ = addPart(tr("Spectrum as P&hase (colour wheel)"), "phaseAction", SpectrumPart::Phase,
                           tr("The spectrum pane shows arg F of the image on a colour wheel instead of log |F|"));
    realAction_ = addPart(tr("Spectrum as R&eal Part"), "realAction", SpectrumPart::Real,
                          tr("The spectrum pane shows Re F: red above 0, blue below, on a log scale"));
    imaginaryAction_ = addPart(tr("Spectrum as Ima&ginary Part"), "imaginaryAction", SpectrumPart::Imaginary,
                               tr("The spectrum pane shows Im F: red above 0, blue below, on a log scale"));
    view->addSeparator();
    presentation_ = new Presentation(this, {original_, spectrum_, filtered_, lab_->middlePane(), lab_->resultPane()},
                                     overlay_, [this](const QString& path) { return loadPresetFrom(path); }, view);
    connect(presentation_, &Presentation::message, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    wipe_ = view->addAction(tr("Compare with a &Wipe (Original | Filtered)"));
    wipe_->setObjectName("wipeAction");
    wipe_->setCheckable(true);
    wipe_->setToolTip(tr("The result pane shows the original left of a line you drag; hold \\ to see the whole "
                         "original"));
    connect(wipe_, &QAction::toggled, this, [this](bool on) {
        comparison_->setMode(on ? ComparisonItem::Mode::Wipe : ComparisonItem::Mode::Off);
    });
    autoContrast_ = view->addAction(tr("Auto &Contrast for Magnitude Output"));
    autoContrast_->setCheckable(true);
    autoContrast_->setChecked(QSettings().value("view/autoContrast", true).toBool());
    autoContrast_->setToolTip(tr("Show a result mapped by magnitude with its levels stretched, 0.35 % of its "
                                 "samples saturated, so that a few strong edges do not leave the rest black. "
                                 "Export, copy and the command line keep the result as mapped."));
    connect(autoContrast_, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue("view/autoContrast", on);
        if (image_)
            filterPacer_->changed(false);
    });

    deviceMenu_ = menuBar()->addMenu(tr("&Device"));
    deviceGroup_ = new QActionGroup(this);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Passband"), this, &MainWindow::about);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);

    for (QAction* a : {exportAction_, exportSpectrumAction_, copyAction_, noiseAction_, sweepAction_})
        a->setEnabled(false);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value("window/geometry").toByteArray())) {
        // First run: most of the screen.
        if (const QScreen* screen = QGuiApplication::primaryScreen())
            resize(screen->availableGeometry().size() * 0.9);
    }
    restoreState(settings.value("window/state").toByteArray());
    const std::optional<FilterSettings> s = loadSavedFilter();
    if (!s)
        return; // first run: the panel's defaults
    controls_->setImageSize(8192, 8192); // wide enough for any saved radius until an image sets the range
    model_->restore(*s); // where the history begins
}

void MainWindow::saveFilterSettings()
{
    saveFilter(model_->settings(), controls_->highpassPosition(), controls_->lowpassPosition());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveFilterSettings();
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::showSpectrumPane()
{
    if (spectrumPart_ == SpectrumPart::LogMagnitude) {
        if (!magnitudeImage_.isNull())
            spectrum_->setImage(magnitudeImage_, magnitudeScreen_);
        else if (!magnitudeScreen_.isNull()) // the pane's picture, until the full image comes
            spectrum_->setPreview(magnitudeScreen_, magnitudeSize_);
        spectrum_->setTitle(magnitudeTitle_);
        return;
    }
    spectrum_->setTitle(spectrumPart_ == SpectrumPart::Phase
                            ? tr("Spectrum (phase on a colour wheel, centred; black where |F| is negligible)")
                        : spectrumPart_ == SpectrumPart::Real
                            ? tr("Spectrum (real part, centred: red above 0, blue below, log scale)")
                            : tr("Spectrum (imaginary part, centred: red above 0, blue below, log scale)"));
    if (!image_)
        return;
    if (partOf_ == image_ && partShown_ == spectrumPart_ && !partImage_.isNull()) {
        spectrum_->setImage(partImage_);
        return;
    }
    spectrum_->setPlaceholder(QSize(image_->width, image_->height), tr("Computing the spectrum..."));
    if (partAsked_ != image_ || partAskedPart_ != spectrumPart_) { // once per image and part
        partAsked_ = image_;
        partAskedPart_ = spectrumPart_;
        latestPart_ = engine_->spectrumPart(spectrumPart_);
    }
}

void MainWindow::updateLineProfile()
{
    const QLineF line = lineTool_->line();
    if (!image_ || line.isNull()) {
        lineProfile_->setProfiles({}, {}, 1);
        return;
    }
    const double top = image_->isFloat() ? image_->high : image_->maxval;
    lineProfile_->setProfiles(profileAlong(*image_, line.p1(), line.p2()),
                              result_ ? profileAlong(*result_, line.p1(), line.p2()) : std::vector<double>{}, top);
}

void MainWindow::setResultTitle(const QString& title)
{
    if (comparison_->mode() == ComparisonItem::Mode::Whole)
        titleBeforeComparing_ = title; // shown when the compare key is released
    else
        filtered_->setTitle(title);
}

void MainWindow::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Backslash && !event->isAutoRepeat() && image_ &&
        comparison_->mode() != ComparisonItem::Mode::Whole) {
        titleBeforeComparing_ = filtered_->title();
        comparison_->setMode(ComparisonItem::Mode::Whole);
        filtered_->setTitle(tr("Original (release \\ for the result)"));
        return;
    }
    QMainWindow::keyPressEvent(event);
}

void MainWindow::keyReleaseEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Backslash && !event->isAutoRepeat() && comparison_->mode() == ComparisonItem::Mode::Whole) {
        comparison_->setMode(wipe_->isChecked() ? ComparisonItem::Mode::Wipe : ComparisonItem::Mode::Off);
        filtered_->setTitle(titleBeforeComparing_);
        return;
    }
    QMainWindow::keyReleaseEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile()) {
        // On the lab's panes an image is its second one (B); anywhere else, the image to work on.
        if (lab_->coversDrop(mapToGlobal(event->position().toPoint())))
            openSecondImage(urls.first().toLocalFile());
        else
            openFile(urls.first().toLocalFile());
        event->acceptProposedAction();
    }
}

QUndoStack* MainWindow::undoStack() const
{
    return model_->stack();
}

QString MainWindow::figureCaption() const
{
    if (!image_)
        return {};
    const QString image = tr("%1 (%2)").arg(displayName(currentPath_), describeImage(*image_));
    if (lab_->active()) {
        const LabOutcome& lab = lab_->outcome();
        return tr("%1. %2.%3").arg(image, lab.resultTitle, lab.readout.isEmpty() ? QString() : " " + lab.readout);
    }
    return tr("%1. %2: %3. Passband %4.")
        .arg(image, resultRemoved_ ? tr("Removed by the filter") : tr("Filtered"),
             Descriptions::filter(resultSettings_), QApplication::applicationVersion());
}

bool MainWindow::exportFigureTo(const QString& path)
{
    // A figure is made of exact results, each pane's image area-averaged to the figure's own
    // pixels whatever the window's zoom (ImagePane::paintImage): never of a preview.
    ImagePane* result = lab_->active() ? lab_->resultPane() : filtered_;
    if (result->showsPreview() || (!lab_->active() && spectrum_->showsPreview())) {
        showError(tr("Export figure"), tr("The exact result is still being computed; export the figure once it is shown."));
        return false;
    }
    std::vector<FigurePane> panes;
    for (ImagePane* pane : {original_, lab_->active() ? lab_->middlePane() : spectrum_, result}) {
        const QSize size = pane->showsPlaceholder() || pane->image().isNull() ? QSize() : pane->sceneSize();
        if (!size.isEmpty())
            panes.push_back({pane->title(), pane->scene(), QRectF(QPointF(0, 0), QSizeF(size))});
    }
    if (panes.empty()) {
        showError(tr("Export figure"), tr("There is nothing to put in a figure yet."));
        return false;
    }
    // What only the window shows stays out of the figure: the line profile's line, the
    // comparison with the original.
    const bool line = lineTool_->isEnabled();
    const ComparisonItem::Mode comparing = comparison_->mode();
    lineTool_->setEnabled(false);
    comparison_->setMode(ComparisonItem::Mode::Off);
    QString error;
    const bool written = writeFigure(panes, figureCaption(), path, &error);
    lineTool_->setEnabled(line);
    comparison_->setMode(comparing);
    if (!written) {
        showError(tr("Export figure"), error);
        return false;
    }
    statusBar()->showMessage(tr("Exported the figure %1").arg(path), 8000);
    return true;
}

void MainWindow::chooseAndExportFigure()
{
    QSettings settings;
    const QString dir = settings.value("figureDirectory", settings.value("lastDirectory")).toString();
    QString selected;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Figure"),
                                                QDir(dir).filePath(QFileInfo(currentPath_).completeBaseName() + "-figure.png"),
                                                tr("PNG image (*.png);;PDF document (*.pdf)"), &selected);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += selected.contains("pdf") ? ".pdf" : ".png";
    settings.setValue("figureDirectory", QFileInfo(path).absolutePath());
    exportFigureTo(path);
}

QString MainWindow::statusText() const
{
    return status_->text();
}

void MainWindow::showError(const QString& title, const QString& message)
{
    qWarning("passband: %s: %s", qPrintable(title), qPrintable(message)); // for logs and scripts
    // Window-modal but not blocking: the event loop (and the engine's results) keep flowing.
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setObjectName("passbandError");
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
    emit errorShown(message);
}

bool MainWindow::loadPresetFrom(const QString& path)
{
    const std::optional<FilterSettings> s = exports_->loadPresetFrom(path);
    if (!s)
        return false;
    model_->apply(*s, tr("Load Preset"));
    if (s->mask && !model_->settings().mask)
        statusBar()->showMessage(tr("The preset's mask is %1x%2, not this image's size: it is left out")
                                     .arg(s->mask->width)
                                     .arg(s->mask->height),
                                 8000);
    return true;
}

bool MainWindow::savePresetTo(const QString& path)
{
    return exports_->savePresetTo(model_->settings(), path);
}

void MainWindow::exportSweep(const SweepSpec& given)
{
    if (!image_)
        return;
    SweepSpec spec = given;
    if (isFile(currentPath_) || currentPath_.startsWith(":/"))
        spec.baseName = QFileInfo(currentPath_).completeBaseName();
    if (const QString problem = spec.validate(); !problem.isEmpty()) {
        showError(tr("Export Sweep"), problem);
        return;
    }
    latestSweep_ = engine_->sweep(model_->settings(), spec);
    status_->showProgress(tr("Exporting the sweep"), 0);
}

void MainWindow::openPattern(const PatternSpec& spec)
{
    try {
        auto image = std::make_shared<const Image>(makePattern(spec));
        latestOpen_ = engine_->openImage(image, kGenerated + Descriptions::pattern(spec), viewport());
        patternOpen_ = latestOpen_;
        waitingSince_.start();
    } catch (const std::exception& e) {
        showError(tr("Test pattern"), QString::fromStdString(e.what()));
    }
}

void MainWindow::addNoise(const PeriodicNoise& noise)
{
    if (!image_)
        return;
    try {
        auto image = std::make_shared<const Image>(addPeriodicNoise(*image_, noise));
        latestOpen_ = engine_->openImage(image, kGenerated + tr("%1 + noise (%2, %3)")
                                                                 .arg(displayName(currentPath_))
                                                                 .arg(noise.u)
                                                                 .arg(noise.v),
                                         viewport());
        waitingSince_.start();
    } catch (const std::exception& e) {
        showError(tr("Periodic noise"), QString::fromStdString(e.what()));
    }
}

void MainWindow::openFile(const QString& path, int page)
{
    if (live_->running()) // the file the user opened replaces the live frames, not the other way round
        live_->stop();
    liveInFlight_ = false;
    latestOpen_ = engine_->openFile(path, viewport(), page);
    waitingSince_.start();
    status_->showProgress(tr("Opening %1").arg(displayName(path)), 0);
}

void MainWindow::chooseVideo()
{
    QSettings settings;
    const QString dir = settings.value("lastDirectory", QStandardPaths::writableLocation(QStandardPaths::MoviesLocation)).toString();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Video"), dir,
                                                      tr("Videos (*.mp4 *.mkv *.webm *.avi *.mov *.ogv *.mpg);;All files (*)"));
    if (!path.isEmpty())
        openVideo(path);
}

bool MainWindow::openVideo(const QString& path)
{
    QString error;
    liveInFlight_ = false;
    if (!live_->openVideo(path, &error)) {
        showError(tr("Cannot open %1").arg(displayName(path)), error);
        return false;
    }
    const QSignalBlocker block(cameraAction_);
    cameraAction_->setChecked(false);
    statusBar()->showMessage(tr("Playing %1: each frame is filtered as it comes").arg(live_->name()), 8000);
    return true;
}

bool MainWindow::startCamera()
{
    QString error;
    liveInFlight_ = false;
    if (!live_->startCamera(&error)) {
        showError(tr("Live camera"), error);
        return false;
    }
    const QSignalBlocker block(cameraAction_);
    cameraAction_->setChecked(true);
    return true;
}

void MainWindow::takeLiveFrame()
{
    if (liveInFlight_)
        return; // the frame before is still on its way: this one waits, and a newer replaces it
    const QImage frame = live_->takeFrame();
    if (frame.isNull())
        return;
    try {
        auto image = std::make_shared<const Image>(fromQImage(frame));
        latestOpen_ = engine_->openImage(image, kGenerated + live_->name(), viewport());
        liveInFlight_ = true;
        ++liveFramesShown_;
    } catch (const std::exception& e) {
        showError(tr("Live frames"), QString::fromStdString(e.what()));
        live_->stop();
    }
}

void MainWindow::chooseSecondImage()
{
    QSettings settings;
    const QString dir = settings.value("lastDirectory", QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)).toString();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Second Image (B)"), dir, openFilter());
    if (!path.isEmpty())
        openSecondImage(path);
}

bool MainWindow::openSecondImage(const QString& path)
{
    QString error;
    if (!lab_->openSecond(path, &error)) {
        showError(tr("Cannot open %1").arg(displayName(path)), error);
        return false;
    }
    if (lab_->panel()->mode() != LabMode::Mix && lab_->panel()->mode() != LabMode::Hybrid)
        showLab(LabMode::Mix); // what a second image is for
    return true;
}

void MainWindow::showLab(LabMode mode)
{
    lab_->dock()->show();
    lab_->dock()->raise();
    lab_->panel()->setMode(mode);
}

void MainWindow::chooseAndOpen()
{
    QSettings settings;
    const QString dir = settings.value("lastDirectory", QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)).toString();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Image"), dir, openFilter());
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::requestFilter()
{
    if (!image_)
        return; // the image's arrival asks for the current settings
    filterPacer_->changed(!screenSize().isEmpty());
}

quint64 MainWindow::askEngineToFilter(bool exact)
{
    if (!image_)
        return latestFilter_;
    if (!waitingSince_.isValid())
        waitingSince_.start();
    FilterViews v = views();
    v.screen = screenSize();
    v.spectrumScreen = spectrum_->screenSizeFor(QSize(image_->width, image_->height));
    v.exact = exact || v.screen.isEmpty();
    latestFilter_ = engine_->filter(model_->settings(), v);
    ++filterRequests_;
    filterAskedAt_.emplace_back(latestFilter_, clock_.elapsed());
    while (filterAskedAt_.size() > 256) // results that never came (superseded requests)
        filterAskedAt_.pop_front();
    return latestFilter_;
}

QSize MainWindow::screenSize() const
{
    return image_ ? filtered_->screenSize() : QSize();
}

bool MainWindow::showsExactResult() const
{
    return result_ && filterPacer_->latestExact() && shownResult_ >= latestFilter_ && !filterPacer_->refinePending();
}

bool MainWindow::refinePending() const { return filterPacer_->refinePending(); }
void MainWindow::setRefineDelay(int ms) { filterPacer_->setRefineDelay(ms); }

void MainWindow::onDeviceReady(quint64 generation, const QString& device, const QStringList& devices, int index)
{
    if (generation < latestDevice_)
        return;
    latestDevice_ = generation;
    deviceName_ = device;
    status_->setDevice(tr("OpenCL: %1").arg(device));
    QSettings().setValue("device", device);
    deviceMenu_->clear();
    for (QAction* a : deviceGroup_->actions())
        deviceGroup_->removeAction(a);
    for (int i = 0; i < devices.size(); ++i) {
        QAction* a = deviceMenu_->addAction(QString("&%1  %2").arg(i).arg(devices[i]));
        a->setCheckable(true);
        a->setChecked(i == index);
        deviceGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, i] {
            latestDevice_ = engine_->selectDevice(QString::number(i));
            status_->setDevice(tr("OpenCL: switching..."));
        });
    }
    if (image_)
        requestFilter(); // recompute on the new device
}

void MainWindow::onDeviceFailed(quint64 generation, const QString& reason)
{
    if (generation < latestDevice_)
        return;
    status_->setDevice(deviceName_.isEmpty() ? tr("OpenCL: no device") : tr("OpenCL: %1").arg(deviceName_));
    showError(tr("OpenCL device"), reason);
}

void MainWindow::onProgress(quint64 generation, const QString& stage, int percent)
{
    if (generation != latestOpen_)
        return;
    status_->showProgress(stage, percent);
}

void MainWindow::showImageControls(const Image& image)
{
    // How the file stored it, for the curious: "BITPIX -32 FITS, primary HDU, 300 dpi".
    QString source = QString::fromStdString(image.metadata.source);
    if (image.metadata.xDpi > 0)
        source += tr(", %1 dpi").arg(image.metadata.xDpi, 0, 'g', 4);
    if (!image.metadata.iccProfile.empty())
        source += tr(", colour profile");
    status_->setImageDetails(source);
    // An image is shown in its own range, and offers its pages and range, when it has them.
    displayLow_ = displayHigh_ = 0;
    imageBar_->setPages(image.metadata.page, image.metadata.pages);
    if (image.isFloat()) {
        imageBar_->setRange(image.low, image.high);
    } else {
        imageBar_->clearRange();
    }
}

void MainWindow::onImageLoaded(quint64 generation, const QString& path, std::shared_ptr<const Image> image,
                               const QImage& original, const QImage& originalScreen)
{
    if (generation != latestOpen_)
        return; // a newer open is on its way
    loadedShown_ = generation;
    showImageControls(*image);
    QStringList notes;
    for (const std::string& note : image->metadata.notes)
        notes << QString::fromStdString(note);
    if (!notes.isEmpty()) // what the reader forgave, as a viewer would say it
        statusBar()->showMessage(tr("%1: %2").arg(displayName(path), notes.join("; ")), 20000);
    original_->setImage(original, originalScreen);
    // Until they arrive: empty areas of their size, never the original, which a user would
    // take for them.
    spectrum_->setPlaceholder(original.size(), tr("Computing the spectrum..."));
    filtered_->setPlaceholder(original.size(), tr("Computing the filtered image..."));
    setResultTitle(tr("Filtered (computing...)"));
    for (QAction* a : {exportAction_, copyAction_})
        a->setEnabled(false);
    status_->setImage(describeImage(*image));
    emit originalShown(path);
}

void MainWindow::onImageOpened(quint64 generation, const QString& path, std::shared_ptr<const Image> image)
{
    if (generation != latestOpen_)
        return; // a newer open is on its way
    status_->hideProgress();
    shownImage_ = generation;
    shownResult_ = generation; // results of the previous image are older than this
    // Notches sit on one image's peaks: a test pattern or an image of another size has its own.
    const bool ownPeaks = generation == patternOpen_ ||
                          (image_ && (image_->width != image->width || image_->height != image->height));
    image_ = image;
    // The spectrum follows the first result (the pane keeps saying it is being computed).
    spectrumImage_.reset();
    notchTool_->setSpectrum(nullptr);
    exportSpectrumAction_->setEnabled(false);
    spectrumTools_->setEnabled(true);
    result_.reset();
    currentPath_ = path;
    magnitudeImage_ = QImage();
    magnitudeScreen_ = QImage();
    magnitudeSize_ = QSize();
    partImage_ = QImage();
    partOf_.reset();
    partAsked_.reset(); // neither holds the last image
    lab_->setImage(image);
    showSpectrumPane();
    overlay_->setImageSize(image->width, image->height);
    comparison_->setImageSize(QSize(image->width, image->height));
    controls_->setMeasures({}); // the last image's, until this one's result arrives
    const std::shared_ptr<const SpectrumMask> maskBefore = model_->settings().mask;
    controls_->setImageSize(image->width, image->height);
    controls_->setRealValuesAvailable(image->isFloat());
    // (setImageSize has left out a mask made for another image size, with no step of its own.)
    if (maskBefore && !model_->settings().mask)
        statusBar()->showMessage(
            tr("The mask was made for a %1x%2 image; it is dropped").arg(maskBefore->width).arg(maskBefore->height), 8000);
    if (ownPeaks && !model_->settings().notches.empty()) {
        FilterSettings without = model_->settings();
        without.notches.clear();
        model_->restore(without); // no step of its own
        statusBar()->showMessage(tr("The notches were placed on another image's spectrum; they are dropped"), 8000);
    }
    const FilterSettings settings = model_->settings();
    overlay_->setFilter(settings);
    status_->setImage(describeImage(*image));
    setWindowTitle(tr("%1 - Passband").arg(displayName(path)));
    if (isFile(path)) {
        QSettings().setValue("lastDirectory", QFileInfo(path).absolutePath());
        recentFiles_->add(QFileInfo(path).absoluteFilePath());
    }
    noiseAction_->setEnabled(true);
    sweepAction_->setEnabled(true);
    filterPacer_->changed(false);
    emit imageShown(path);
}

void MainWindow::onImageFailed(quint64 generation, const QString& path, const QString& reason)
{
    if (generation != latestOpen_)
        return;
    waitingSince_.invalidate();
    status_->hideProgress();
    if (loadedShown_ == generation) { // it was shown as read: back to what was there
        loadedShown_ = 0;
        if (image_) {
            showImageControls(*image_);
            original_->setImage(toQImage(*image_));
            magnitudeImage_ = spectrumImage_ ? toQImage(*spectrumImage_) : QImage();
            magnitudeScreen_ = QImage();
            showSpectrumPane();
            filtered_->setPlaceholder(original_->image().size(), tr("Computing the filtered image..."));
            status_->setImage(describeImage(*image_));
            filterPacer_->changed(false);
        } else {
            for (ImagePane* pane : {original_, spectrum_, filtered_})
                pane->clear();
            spectrumTools_->setEnabled(false);
            status_->setImage({});
        }
    }
    showError(tr("Cannot open %1").arg(displayName(path)), reason);
    emit imageRejected(path, reason);
}

void MainWindow::onSpectrumReady(quint64 generation, const SpectrumOutcome& outcome)
{
    // Of an image or a transform no longer shown; a picture after the full image it stood for.
    if (generation < shownImage_ || generation < shownSpectrum_ ||
        (generation == shownSpectrum_ && !outcome.spectrum && spectrumImage_))
        return;
    shownSpectrum_ = generation;
    spectrumImage_ = outcome.spectrum;
    notchTool_->setSpectrum(spectrumImage_);
    magnitudeImage_ = outcome.image;
    magnitudeScreen_ = outcome.screen;
    magnitudeSize_ = outcome.size;
    if (spectrumPart_ == SpectrumPart::LogMagnitude)
        showSpectrumPane();
    exportSpectrumAction_->setEnabled(spectrumImage_ != nullptr);
    emit spectrumShown();
}

void MainWindow::onFiltered(quint64 generation, const FilterOutcome& outcome)
{
    if (generation <= shownResult_)
        return; // older than what is on screen
    shownResult_ = generation;
    if (generation >= latestFilter_)
        waitingSince_.invalidate();
    const QString pane = outcome.removed ? tr("Removed by the filter (input minus result)") : tr("Filtered");
    const QString title = outcome.contrastStretched ? tr("%1 - auto contrast").arg(pane) : pane;
    if (outcome.exact) {
        result_ = outcome.result;
        resultSettings_ = outcome.settings;
        resultRemoved_ = outcome.removed;
        if (!outcome.removed)
            lab_->setFiltered(result_);
        filtered_->setImage(outcome.display, outcome.screen);
        setResultTitle(title);
        controls_->setMeasures({}); // until the analysis of this result arrives
    } else {
        filtered_->setPreview(outcome.screen, QSize(image_->width, image_->height));
        setResultTitle(title + tr(" (preview)"));
        controls_->setMeasures({});
        filtered_->view()->viewport()->repaint(); // on screen now, before the next is asked for
    }
    if (outcome.exact)
        updateLineProfile();
    shownEdges_ = outcome.edges;
    magnitudeTitle_ = outcome.edges.mode == EdgeHandling::Periodic
                          ? tr("Spectrum (log magnitude, centred)")
                          : tr("Spectrum (log magnitude, centred; edges: %1)")
                                .arg(Descriptions::edges(outcome.edges));
    if (spectrumPart_ == SpectrumPart::LogMagnitude)
        spectrum_->setTitle(magnitudeTitle_);
    // Export and copy take the exact result on screen.
    const bool exactShown = result_ && !filtered_->showsPreview();
    for (QAction* a : {exportAction_, copyAction_})
        a->setEnabled(exactShown);
    // What the user waited for: from the request to these pixels, then the device's share.
    std::optional<qint64> waited;
    while (!filterAskedAt_.empty() && filterAskedAt_.front().first <= generation) {
        if (filterAskedAt_.front().first == generation)
            waited = clock_.elapsed() - filterAskedAt_.front().second;
        filterAskedAt_.pop_front();
    }
    const QString shown = waited ? tr("Shown %1 ms after the request; ").arg(*waited) : QString();
    if (outcome.exact) {
        const UpdateTiming& timing = outcome.timing;
        status_->setTiming(shown + tr("device %1 ms (filter %2, inverse FFT %3, mapping %4, download %5)")
                                          .arg(timing.totalMs(), 0, 'f', 1)
                                          .arg(timing.filterMs, 0, 'f', 2)
                                          .arg(timing.inverseFftMs, 0, 'f', 2)
                                          .arg(timing.mappingMs, 0, 'f', 2)
                                          .arg(timing.downloadMs, 0, 'f', 2));
    } else {
        status_->setTiming(shown + tr("preview from one pixel in every %1x%2 in %3 ms; the exact result follows when the slider rests")
                                          .arg(outcome.stepX)
                                          .arg(outcome.stepY)
                                          .arg(outcome.previewMs, 0, 'f', 1));
    }
    emit resultShown(generation);
    filterPacer_->shown(generation);
}

void MainWindow::onAnalysed(quint64 generation, const FilterAnalysis& analysis)
{
    if (generation != shownResult_)
        return;
    if (!analysis.impulse.empty())
        impulse_->setResponse(analysis.impulse);
    if (!analysis.profile.empty())
        radial_->setProfile(analysis.profile);
    controls_->setMeasures(analysis.measures);
}

void MainWindow::onFilterFailed(quint64 generation, const QString& reason)
{
    if (generation <= shownResult_)
        return;
    waitingSince_.invalidate();
    filterPacer_->failed();
    if (liveInFlight_) { // a live frame that cannot be filtered stops the stream, said once
        liveInFlight_ = false;
        live_->stop();
    }
    FilterSettings asked = model_->settings();
    if (asked.edges != shownEdges_) { // the edge handling did not fit: back to what is shown
        asked.edges = shownEdges_;
        model_->restore(asked);
    }
    showError(tr("Filtering failed"), reason);
}

void MainWindow::onDeviceFault(quint64, const QString& line)
{
    // One line: the work has already moved on (or could not, which an error box then says).
    statusBar()->showMessage(tr("OpenCL error on %1").arg(line), 15000);
    emit deviceFaultShown(line);
}

void MainWindow::cancelStuckWork()
{
    // The stuck call keeps its thread; the engine starts afresh on the next usable device, and
    // the stuck device is dropped until Passband restarts.
    const QString stuck = deviceName_;
    int failed = -1;
    if (deviceGroup_)
        for (int i = 0; i < deviceGroup_->actions().size(); ++i)
            if (deviceGroup_->actions()[i]->isChecked())
                failed = i;
    engine_->abandon();
    for (int k = 0; failed >= 0 && k < kMaxDeviceFailures; ++k)
        recordDeviceFailure(static_cast<std::size_t>(failed));
    waitingSince_.invalidate();
    status_->hideWatchdog();
    startEngine(QString()); // the best device that is not dropped
    statusBar()->showMessage(tr("Gave up on %1; continuing on the next device").arg(stuck), 15000);
    if (!currentPath_.isEmpty())
        openFile(currentPath_);
}

void MainWindow::chooseAndExport(bool spectrum)
{
    if (spectrum ? !spectrumImage_ : !result_)
        return;
    const QString base = isFile(currentPath_) || currentPath_.startsWith(":/") ? QFileInfo(currentPath_).completeBaseName()
                                                                            : QString("passband");
    const QString path = exports_->chooseExportPath(spectrum, base, !spectrum && result_->isFloat());
    if (!path.isEmpty())
        spectrum ? exportSpectrumTo(path) : exportFilteredTo(path);
}

bool MainWindow::exportFilteredTo(const QString& path)
{
    if (lab_->active()) { // the lab's result, as shown
        if (!lab_->resultImage()) {
            showError(tr("Export"), lab_->outcome().exact
                                        ? tr("The lab has no result on show to export.")
                                        : tr("The exact result is still being computed; export it once it is shown."));
            return false;
        }
        return exports_->exportImage(*lab_->resultImage(), lab_->outcome().resultTitle, path);
    }
    return result_ && exports_->exportResult(*result_, resultSettings_, resultRemoved_, path);
}

bool MainWindow::exportSpectrumTo(const QString& path)
{
    return spectrumImage_ && exports_->exportSpectrum(*spectrumImage_, shownEdges_, path);
}

bool MainWindow::loadMaskFrom(const QString& path)
{
    if (!image_)
        return false;
    try {
        FilterSettings s = model_->settings();
        s.mask = loadMask(path, image_->width, image_->height);
        model_->apply(s, tr("Load Mask"));
        return true;
    } catch (const std::exception& e) {
        showError(tr("Cannot load the mask"), QString::fromStdString(e.what()));
        return false;
    }
}

bool MainWindow::saveMaskTo(const QString& path)
{
    if (!model_->settings().mask)
        return false;
    try {
        saveMask(*model_->settings().mask, path);
        statusBar()->showMessage(tr("Saved the mask as %1").arg(path), 5000);
        return true;
    } catch (const std::exception& e) {
        showError(tr("Cannot save the mask"), QString::fromStdString(e.what()));
        return false;
    }
}

void MainWindow::chooseAndLoadMask()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load Mask"), QSettings().value("lastDirectory").toString(),
                                                      tr("Masks (*.png *.tif *.tiff *.pgm);;All files (*)"));
    if (!path.isEmpty())
        loadMaskFrom(path);
}

void MainWindow::chooseAndSaveMask()
{
    const QString base = isFile(currentPath_) ? QFileInfo(currentPath_).completeBaseName() : QString("passband");
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Mask"), QDir(QSettings().value("lastDirectory").toString()).filePath(base + ".mask.png"),
        tr("16-bit PNG (*.png)"));
    if (!path.isEmpty())
        saveMaskTo(path);
}

void MainWindow::zoomActive(const std::function<void(ImagePane*)>& action)
{
    action(activePane_);
}

void MainWindow::showHover(ImagePane* pane, QPoint p, bool inside)
{
    if (inside)
        activePane_ = pane;
    if (!inside || !image_) {
        status_->setHover({});
        return;
    }
    const int w = image_->width, h = image_->height;
    if (p.x() < 0 || p.y() < 0 || p.x() >= w || p.y() >= h)
        return;
    QString text = QString("x %1, y %2").arg(p.x()).arg(p.y());
    if (pane == original_)
        text = pixelReadout(*image_, p.x(), p.y());
    else if (pane == filtered_ && result_)
        text = pixelReadout(*result_, p.x(), p.y());
    else if (pane == spectrum_ && spectrumImage_)
        text = spectrumReadout(*spectrumImage_, p.x(), p.y(), w, h);
    status_->setHover(text);
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About Passband"),
        tr("<h3>Passband %1</h3>"
           "<p>Frequency-domain image filtering, live, on OpenCL.</p>"
           "<p>Device: %2</p>"
           "<p>Sample images from the scikit-image data set: <i>astronaut</i> (NASA, public domain) "
           "and <i>brick</i> (CC0).</p>"
           "<p>Built on Qt %3 and OpenCL.</p>")
            .arg(QApplication::applicationVersion(), deviceName_.isEmpty() ? tr("none") : deviceName_.toHtmlEscaped(),
                 QString::fromLatin1(qVersion())));
}

} // namespace passband
