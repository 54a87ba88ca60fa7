#include "main_window.h"

#include "context_help.h"

#include "analysis_dock.h"
#include "comparison.h"
#include "compact_fields.h"
#include "control_panel.h"
#include "descriptions.h"
#include "export_actions.h"
#include "file_dialogs.h"
#include "filter_model.h"
#include "filter_overlay.h"
#include "filter_panes.h"
#include "image_bar.h"
#include "image_io.h"
#include "image_pane.h"
#include "lab_model.h"
#include "lab_session.h"
#include "lab_view.h"
#include "lesson_player.h"
#include "lesson_session.h"
#include "line_profile.h"
#include "line_profile_dock.h"
#include "mask_controls.h"
#include "pane_layout.h"
#include "peak_marks.h"
#include "presentation.h"
#include "session_status.h"
#include "shown_exports.h"
#include "side_by_side.h"
#include "spectrum_tools.h"
#include "status_fields.h"
#include "window_menus.h"
#include "window_settings.h"

#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QKeyEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QUndoGroup>
#include <QVBoxLayout>

namespace passband {

namespace {

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

} // namespace

MainWindow::MainWindow(const QString& deviceSelector, QWidget* parent)
    : QMainWindow(parent),
      session_(new Session(deviceSelector, this)),
      model_(session_->model()),
      panes_(new FilterPanes(session_, this)),
      original_(panes_->original()),
      spectrum_(panes_->spectrum()),
      filtered_(panes_->filtered()),
      overlay_(panes_->overlay()),
      comparison_(panes_->comparison()),
      controls_(new ControlPanel(model_, this)),
      imageBar_(new ImageBar(this))
{
    setWindowTitle(tr("Passband"));
    setWindowIcon(applicationIcon());
    setAcceptDrops(true);

    labView_ = new LabView(session_, this, panes_->original());
    connect(labView_->middlePane(), &ImagePane::pixelHovered, panes_,
            [this](QPoint p, bool inside) { panes_->hover(spectrum_, p, inside); });
    connect(session_->lab(), &LabSession::failed, this, [this](const QString& line) { message(line, 8000); });
    connect(session_->lab(), &LabSession::error, this, &MainWindow::showError);
    sideBySide_ = new SideBySide(this, session_, [this] { return views(); });
    connect(sideBySide_, &SideBySide::failed, this, [this](const QString& line) { message(line, 8000); });
    connect(sideBySide_, &SideBySide::activeChanged, controls_, &ControlPanel::setShapeFromPanes);
    // The panes, laid out from the session's view, and under them the captions (presentation
    // mode's and a lesson's, hidden but when they are on).
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    layout_ = new PaneLayout(splitter,
                             {original_, spectrum_, filtered_, labView_->middlePane(), labView_->resultPane(),
                              sideBySide_->view(), [this] { return sideBySide_->shownPanes(); },
                              [this] { return sideBySide_->showsOriginal(); }},
                             session_);
    connect(sideBySide_, &SideBySide::panesChanged, layout_, [this] {
        if (sideBySide_->active())
            layout_->layOut();
    });
    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(splitter, 1);
    setCentralWidget(central);

    addToolBar(Qt::TopToolBarArea, imageBar_);
    connect(imageBar_, &ImageBar::pageRequested, this, [this](int page) {
        if (Session::isFile(session_->currentFile()))
            openFile(session_->currentFile(), page);
    });
    connect(imageBar_, &ImageBar::stretchRequested, this, [this] {
        if (const auto image = session_->image()) {
            const auto [low, high] = percentileRange(*image, 0.005); // the 0.5th and 99.5th percentiles
            imageBar_->applyRange(low, high);
        }
    });
    connect(imageBar_, &ImageBar::rangeChanged, this, [this](double low, double high) {
        displayLow_ = low;
        displayHigh_ = high;
        panes_->showOriginalInRange(low, high);
        session_->refilter();
    });
    buildDocks();

    status_ = new SessionStatus(session_, statusBar(), kWatchdogSeconds);
    connect(panes_, &FilterPanes::hovered, status_->fields(), &StatusFields::setHover);
    connect(session_->lab(), &LabSession::timing, status_->fields(), &StatusFields::setTiming);
    connect(sideBySide_, &SideBySide::timing, status_->fields(), &StatusFields::setTiming);
    exports_ = new ExportActions(this);
    connect(exports_, &ExportActions::message, this, &MainWindow::message);
    connect(exports_, &ExportActions::error, this, &MainWindow::showError);
    // A large image is written on a worker thread: its progress and Cancel in the status bar.
    connect(exports_, &ExportActions::busy, this, [this](const QString& what) {
        statusFields()->showProgress(what, -1);
        statusFields()->setProgressCancel([e = exports_] { e->cancel(); }, tr("Stop writing this file and keep what was there"));
        message(what, 0); // a busy bar shows no text: the message says what it is busy with
    });
    connect(exports_, &ExportActions::written, statusFields(), &StatusFields::hideProgress);
    shown_ = new ShownExports({session_, exports_, layout_, sideBySide_, lineTool_, comparison_}, this);
    buildMenus(centralLayout);
    connectSession();
    remembered_ = new RememberedFilter(session_, controls_, this);
    restoreSettings();
    // F1 over a part of the window opens the manual at its section; What's This says so.
    tagWindowSections(this, {{this, "window.md#the-window"},
                             {original_, "what-the-panes-show"},
                             {spectrum_, "what-the-panes-show"},
                             {filtered_, "what-the-panes-show"},
                             {filterDock_, "the-filter"},
                             {imageBar_, "images-in-and-out"},
                             {analysisDock_, "why-ideal-filters-ring"}});
}

void MainWindow::buildMenus(QVBoxLayout* captionArea)
{
    menus_ = new WindowMenus({this, menuBar(), session_, panes_, controls_, exports_, shown_, filterDock_, analysisDock_,
                              lineDock_});
    connect(menus_, &WindowMenus::message, this, &MainWindow::message);
    presentation_ = new Presentation(this, {original_, spectrum_, filtered_, labView_->middlePane(), labView_->resultPane()},
                                     overlay_, [this](const QString& path) { return shown_->loadPresetFrom(path, true); },
                                     menus_->view());
    connect(presentation_->toggleAction(), &QAction::toggled, this,
            [this](bool on) { panes_->peakMarks()->setPenScale(on ? Presentation::kPenScale : 1.0); });
    connect(presentation_, &Presentation::message, this, [this](const QString& text) { message(text, 8000); });
    captionArea->addWidget(presentation_->caption());
    menus_->view()->addAction(sideBySide_->toggleAction());
    const auto describe = [this] {
        presentation_->setDescription(sideBySide_->active()       ? sideBySide_->description()
                                      : session_->lab()->active() ? session_->lab()->outcome().resultTitle
                                                                  : Descriptions::brief(model_->settings()));
    };
    connect(sideBySide_, &SideBySide::shown, presentation_, describe);
    connect(session_, &Session::viewChanged, presentation_, describe);
    connect(model_, &FilterModel::changed, presentation_, describe);
    connect(session_->lab(), &LabSession::shown, presentation_, describe);
    describe();
    menus_->addComparisonEntries();
    connect(labView_, &LabView::secondImageRequested, menus_, &WindowMenus::chooseSecondImage);
    connect(menus_->wipe(), &QAction::toggled, this, [this](bool on) {
        comparison_->setMode(on ? ComparisonItem::Mode::Wipe : ComparisonItem::Mode::Off);
    });
    connect(menus_->autoContrast(), &QAction::toggled, session_, [this] { session_->refilter(); });
    filterDock_->toggleViewAction()->setText(tr("Filter &controls"));
    analysisDock_->toggleViewAction()->setText(tr("&Analysis (impulse response, radial spectrum)"));
    lessons_ = new LessonPlayer(session_, layout_, presentation_, this, captionArea, menus_->lessons());
    connect(lessons_, &LessonPlayer::captionShown, presentation_, &Presentation::setCaptionGivenWay);
    connect(lessons_, &LessonPlayer::failed, this, [this](const QString& line) { showError(tr("Cannot play the lesson"), line); });
    connect(lessons_, &LessonPlayer::stepNotAdded, this, [this](const QString& line) { showError(tr("Cannot add the step"), line); });
    connect(lessons_, &LessonPlayer::message, this, [this](const QString& line) { message(line, 8000); });
}

MainWindow::~MainWindow()
{
    delete remembered_; // writes what is still due, while the model is there
    remembered_ = nullptr;
    delete lessons_; // its keys go with it, before the session its lesson lives in
    lessons_ = nullptr;
    // Stop the worker before the widgets its queued results would reach go away.
    delete session_;
    // QWidget's destructor hides the docks after this one has run: their visibility signals
    // must not reach a MainWindow that is gone.
    for (QDockWidget* dock : {static_cast<QDockWidget*>(analysisDock_), static_cast<QDockWidget*>(lineDock_)})
        dock->disconnect(this);
}

void MainWindow::buildDocks()
{
    filterDock_ = new QDockWidget(tr("Filter"), this);
    filterDock_->setObjectName("filterDock");
    filterDock_->setWidget(scrollingPanel(controls_, this)); // fits a 1366x768 laptop, scrolling down
    // Closable, so that View > Filter controls can give its width to the panes (a projector).
    const auto features = QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable;
    filterDock_->setFeatures(features);
    addDockWidget(Qt::RightDockWidgetArea, filterDock_);
    labView_->dock()->setFeatures(features);
    addDockWidget(Qt::RightDockWidgetArea, labView_->dock());
    tabifyDockWidget(filterDock_, labView_->dock());
    filterDock_->raise();

    // The analysis views under the panes: computed only while this dock is visible.
    analysisDock_ = new AnalysisDock(session_, this);
    addDockWidget(Qt::BottomDockWidgetArea, analysisDock_);
    // The line profile: its own dock, hidden until View > Line Profile.
    lineDock_ = new LineProfileDock(session_, {original_, filtered_}, this);
    lineProfile_ = lineDock_->plot();
    lineTool_ = lineDock_->tool();
    addDockWidget(Qt::BottomDockWidgetArea, lineDock_);
    lineDock_->hide();
    connect(controls_->removedCheck(), &QCheckBox::toggled, session_, &Session::setShowRemoved);
    connect(session_, &Session::showRemovedChanged, controls_->removedCheck(), &QCheckBox::setChecked);
    // Shaping the filter on the spectrum: notches, circles, wedges, the mask's brush.
    panes_->addSpectrumTools(controls_);
    notchTool_ = panes_->notchTool();
    connect(panes_, &FilterPanes::message, this, &MainWindow::message);
    connect(controls_->maskControls(), &MaskControls::loadRequested, this, &MainWindow::chooseAndLoadMask);
    connect(controls_->maskControls(), &MaskControls::saveRequested, this, &MainWindow::chooseAndSaveMask);
}

void MainWindow::connectSession()
{
    Session* s = session_;
    s->setViewRequest([this](const Image& image) {
        FilterViews v = views();
        v.screen = filtered_->screenSize();
        v.spectrumScreen = spectrum_->screenSizeFor(QSize(image.width, image.height));
        return v;
    });
    s->setViewport([this] { return viewport(); });
    connect(s, &Session::deviceReady, this,
            [this](const QString&, const QStringList& devices, int index) { menus_->setDevices(devices, index); });
    connect(s, &Session::deviceFailed, this, [this](const QString& reason) { showError(tr("OpenCL device"), reason); });
    connect(s, &Session::originalShown, this, [this](const QString&, std::shared_ptr<const Image> image) {
        showImageControls(*image);
        for (QAction* a : {menus_->exportResult(), menus_->exportShown(), menus_->copy()})
            a->setEnabled(false);
    });
    connect(s, &Session::imageShown, this, &MainWindow::showImage);
    connect(s, &Session::imageRejected, this,
            [this](const QString& path, const QString& reason, bool backToShown, bool cancelled) {
        if (backToShown && session_->image())
            showImageControls(*session_->image());
        if (!cancelled) // the user's own choice needs no box; the status bar says it
            showError(tr("Cannot open %1").arg(Session::displayName(path)), reason);
    });
    connect(s, &Session::spectrumShown, this,
            [this] { menus_->exportSpectrum()->setEnabled(session_->spectrum() != nullptr); });
    connect(s, &Session::resultShown, this, [this] {
        controls_->setMeasures({}); // until the analysis of this result arrives
        // Export and copy take the exact result on screen.
        const bool exactShown = session_->result() && !filtered_->showsPreview();
        for (QAction* a : {menus_->exportResult(), menus_->exportShown(), menus_->copy()})
            a->setEnabled(exactShown);
    });
    connect(s, &Session::analysisShown, controls_,
            [this](const FilterAnalysis& analysis) { controls_->setMeasures(analysis.measures); });
    connect(s, &Session::filterFailed, this, [this](const QString& reason) { showError(tr("Filtering failed"), reason); });
    connect(s, &Session::sweepFailed, this, [this](const QString& reason) { showError(tr("Export Sweep"), reason); });
    connect(s, &Session::error, this, &MainWindow::showError);
}

FilterModel* MainWindow::filterModel() const { return model_; }
QUndoStack* MainWindow::undoStack() const { return session_->history()->activeStack(); }
LabSession* MainWindow::lab() const { return session_->lab(); }
ImpulseView* MainWindow::impulseView() const { return analysisDock_->impulse(); }
RadialPlot* MainWindow::radialPlot() const { return analysisDock_->radial(); }
QString MainWindow::statusText() const { return status_->fields()->text(); }
StatusFields* MainWindow::statusFields() const { return status_->fields(); }
QString MainWindow::figureCaption() const { return shown_->figureCaption(); }
PeakMarksItem* MainWindow::peakMarks() const { return panes_->peakMarks(); }

QSize MainWindow::viewport() const
{
    return filtered_->view()->viewport()->size() * filtered_->devicePixelRatioF();
}

FilterViews MainWindow::views() const
{
    FilterViews v;
    v.removed = session_->showsRemoved();
    const bool analysing = analysisDock_ && analysisDock_->isVisible();
    v.impulseSize = analysing ? kImpulseSize : 0;
    v.radialProfile = analysing;
    v.displayLow = displayLow_;
    v.displayHigh = displayHigh_;
    v.autoContrast = menus_ && menus_->autoContrast() && menus_->autoContrast()->isChecked();
    return v;
}

void MainWindow::restoreSettings()
{
    const QScreen* screen = QGuiApplication::primaryScreen();
    const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1024, 768);
    if (!restoreWindowLayout(this, available))
        fitNewWindow(available);
    remembered_->restore();
}

void MainWindow::fitNewWindow(const QRect& available)
{
    if (available.width() < kSmallScreenWidth)
        setGeometry(available); // a projector or a small laptop: all of it, the panes need every pixel
    else
        resize(available.size() * 0.9); // placed by the window manager
    // The side panel a quarter of the window, within its minimum and a width past which its
    // rows gain nothing, so that the three panes share the rest equally.
    const int side = std::max(filterDock_->minimumSizeHint().width(), std::min(width() / 4, kSideDockWidth));
    resizeDocks({filterDock_, labView_->dock()}, {side, side}, Qt::Horizontal);
    // A short screen (768 px) gives its height to the panes; View > Analysis brings it back.
    analysisDock_->setVisible(height() >= kAnalysisMinScreenHeight);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (lessons_)
        lessons_->close(); // the user's own state again: nothing a lesson set is remembered
    remembered_->save();
    saveWindowLayout(this);
    QMainWindow::closeEvent(event);
}

void MainWindow::showError(const QString& title, const QString& message)
{
    qWarning("passband: %s: %s", qPrintable(title), qPrintable(message)); // for logs and scripts
    // Window-modal but not blocking: the event loop (and the engine's results) keep flowing.
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setObjectName("passbandError");
    box->setAttribute(Qt::WA_DeleteOnClose);
    offerManualSection(box, title, message, [this](const QString& section) { menus_->showManual(section); });
    box->setEscapeButton(QMessageBox::Ok); // Esc and closing still dismiss it beside the manual's button
    box->setWindowModality(Qt::WindowModal);
    box->open();
    emit errorShown(message);
}

void MainWindow::message(const QString& text, int ms) { status_->message(text, ms); }

// --- What the Session says is on show ---

void MainWindow::showImageControls(const Image& image)
{
    // An image is shown in its own range, and offers its pages and range, when it has them.
    displayLow_ = displayHigh_ = 0;
    imageBar_->setPages(image.metadata.page, image.metadata.pages);
    if (image.isFloat())
        imageBar_->setRange(image.low, image.high);
    else
        imageBar_->clearRange();
}

void MainWindow::showImage(const QString& path, bool ownPeaks)
{
    const std::shared_ptr<const Image> image = session_->image();
    menus_->exportSpectrum()->setEnabled(false);
    controls_->setMeasures({}); // the last image's, until this one's result arrives
    const std::shared_ptr<const SpectrumMask> maskBefore = model_->settings().mask;
    controls_->setImageSize(image->width, image->height);
    controls_->setRealValuesAvailable(image->isFloat());
    // (setImageSize has left out a mask made for another image size, with no step of its own.)
    if (maskBefore && !model_->settings().mask)
        message(tr("The mask was made for a %1x%2 image; it is dropped").arg(maskBefore->width).arg(maskBefore->height), 8000);
    if (ownPeaks && !model_->settings().notches.empty()) {
        FilterSettings without = model_->settings();
        without.notches.clear();
        model_->restore(without); // no step of its own
        message(tr("The notches were placed on another image's spectrum; they are dropped"), 8000);
    }
    overlay_->setFilter(model_->settings());
    setWindowTitle(tr("%1 - Passband").arg(Session::displayName(path)));
    // A file the user opened is remembered; one a lesson opened is the lesson's.
    if (Session::isFile(path) && !session_->lesson()->holdsUserState()) {
        QSettings().setValue("lastDirectory", QFileInfo(path).absolutePath());
        menus_->recentFiles()->add(QFileInfo(path).absoluteFilePath());
    }
    menus_->noise()->setEnabled(true);
    menus_->sweep()->setEnabled(true);
}

void MainWindow::showSpectrumPart(SpectrumPart part) { session_->setSpectrumPart(part); }

// --- Input ---

void MainWindow::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Backslash && !event->isAutoRepeat() && session_->image() && !panes_->comparingWhole()) {
        panes_->compareWhole(true, menus_->wipe()->isChecked());
        return;
    }
    QMainWindow::keyPressEvent(event);
}

void MainWindow::keyReleaseEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Backslash && !event->isAutoRepeat() && panes_->comparingWhole()) {
        panes_->compareWhole(false, menus_->wipe()->isChecked());
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
        if (labView_->coversDrop(mapToGlobal(event->position().toPoint())))
            openSecondImage(urls.first().toLocalFile());
        else
            openFile(urls.first().toLocalFile());
        event->acceptProposedAction();
    }
}

void MainWindow::zoomActive(const std::function<void(ImagePane*)>& action) { action(panes_->active()); }

// --- What the menus do, without their dialogs (the command line, drops, tests) ---

void MainWindow::openFile(const QString& path, int page) { session_->openFile(path, page); }
void MainWindow::openPattern(const PatternSpec& spec) { session_->openPattern(spec); }
void MainWindow::addNoise(const PeriodicNoise& noise) { session_->addNoise(noise); }
void MainWindow::exportSweep(const SweepSpec& spec) { session_->exportSweep(spec); }
bool MainWindow::openVideo(const QString& path) { return session_->openVideo(path); }
bool MainWindow::startCamera() { return session_->startCamera(); }
bool MainWindow::exportFigureTo(const QString& path) { return shown_->exportFigureTo(path); }
bool MainWindow::exportFilteredTo(const QString& path) { return shown_->exportResultTo(path); }
bool MainWindow::exportSpectrumTo(const QString& path) { return shown_->exportSpectrumTo(path); }
bool MainWindow::loadPresetFrom(const QString& path) { return shown_->loadPresetFrom(path); }
bool MainWindow::savePresetTo(const QString& path) { return shown_->savePresetTo(path); }
bool MainWindow::loadMaskFrom(const QString& path) { return session_->loadMask(path); }
bool MainWindow::saveMaskTo(const QString& path) { return session_->saveMask(path); }

bool MainWindow::openSecondImage(const QString& path)
{
    if (!QFileInfo(path).isFile()) {
        showError(tr("Cannot open %1").arg(Session::displayName(path)), tr("No such file."));
        return false;
    }
    session_->lab()->openSecond(path);
    return true;
}

void MainWindow::showLab(LabMode mode)
{
    labView_->dock()->show();
    labView_->dock()->raise();
    session_->lab()->model()->setMode(mode);
}

void MainWindow::chooseAndLoadMask()
{
    if (const QString path = FileDialogs::chooseMaskToLoad(this); !path.isEmpty())
        loadMaskFrom(path);
}

void MainWindow::chooseAndSaveMask()
{
    const QString base = Session::isFile(session_->currentFile()) ? QFileInfo(session_->currentFile()).completeBaseName()
                                                                  : QString("passband");
    if (const QString path = FileDialogs::chooseMaskToSave(this, base); !path.isEmpty())
        saveMaskTo(path);
}

} // namespace passband
