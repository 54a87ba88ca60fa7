#include "main_window.h"

#include "analysis_dock.h"
#include "comparison.h"
#include "control_panel.h"
#include "descriptions.h"
#include "export_actions.h"
#include "figure_export.h"
#include "file_dialogs.h"
#include "filter_panes.h"
#include "session_status.h"
#include "side_by_side.h"
#include "filter_model.h"
#include "filter_overlay.h"
#include "image_bar.h"
#include "image_io.h"
#include "image_pane.h"
#include "lab_controller.h"
#include "lab_panel.h"
#include "line_profile.h"
#include "live_source.h"
#include "mask_controls.h"
#include "peak_marks.h"
#include "presentation.h"
#include "lesson_player.h"
#include "spectrum_tools.h"
#include "status_fields.h"
#include "window_menus.h"
#include "window_settings.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QIcon>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
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

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    for (ImagePane* pane : {original_, spectrum_, filtered_})
        splitter->addWidget(pane);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({1000, 1000, 1000}); // three equal panes
    // The panes, and under them the presentation's caption (hidden but when presenting).
    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(splitter, 1);
    setCentralWidget(central);
    lab_ = new LabController(this, session_, splitter, spectrum_, filtered_);
    connect(lab_->middlePane(), &ImagePane::pixelHovered, panes_,
            [this](QPoint p, bool inside) { panes_->hover(spectrum_, p, inside); });
    connect(lab_, &LabController::failed, this, [this](const QString& line) { message(line, 8000); });
    sideBySide_ = new SideBySide(this, session_, splitter, [this] { return views(); }, [this] {
        // The filter's three panes, or the Original and the lab's two.
        const bool lab = lab_->active();
        original_->show();
        spectrum_->setVisible(!lab);
        filtered_->setVisible(!lab);
        lab_->middlePane()->setVisible(lab);
        lab_->resultPane()->setVisible(lab);
    });
    // One of the two at a time: the lab and the side-by-side panes each stand in for the filter's.
    connect(sideBySide_, &SideBySide::aboutToShow, lab_, [this] { lab_->panel()->setMode(LabMode::Off); });
    connect(lab_, &LabController::activeChanged, sideBySide_, [this](bool on) {
        if (on)
            sideBySide_->setActive(false);
    });
    connect(sideBySide_, &SideBySide::failed, this, [this](const QString& line) { message(line, 8000); });

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

    status_ = new SessionStatus(session_, statusBar(), [this] { return viewport(); }, kWatchdogSeconds);
    connect(panes_, &FilterPanes::hovered, status_->fields(), &StatusFields::setHover);
    connect(lab_, &LabController::timing, status_->fields(), &StatusFields::setTiming);
    connect(lab_, &LabController::activeChanged, status_, &SessionStatus::setLabActive);
    connect(sideBySide_, &SideBySide::timing, status_->fields(), &StatusFields::setTiming);
    connect(sideBySide_, &SideBySide::activeChanged, status_, &SessionStatus::setLabActive); // its timings, not the filter's
    exports_ = new ExportActions(this);
    connect(exports_, &ExportActions::message, this, &MainWindow::message);
    connect(exports_, &ExportActions::error, this, &MainWindow::showError);
    menus_ = new WindowMenus(this);
    presentation_ = new Presentation(this, {original_, spectrum_, filtered_, lab_->middlePane(), lab_->resultPane()},
                                     overlay_, [this](const QString& path) { return loadPresetFrom(path); },
                                     menus_->view());
    connect(presentation_->toggleAction(), &QAction::toggled, this,
            [this](bool on) { panes_->peakMarks()->setPenScale(on ? Presentation::kPenScale : 1.0); });
    connect(presentation_, &Presentation::message, this, [this](const QString& text) { message(text, 8000); });
    centralLayout->addWidget(presentation_->caption());
    menus_->view()->addAction(sideBySide_->toggleAction());
    const auto describe = [this] {
        presentation_->setDescription(sideBySide_->active() ? sideBySide_->description()
                                      : lab_->active()      ? lab_->outcome().resultTitle
                                                            : Descriptions::brief(model_->settings()));
    };
    connect(sideBySide_, &SideBySide::shown, presentation_, describe);
    connect(sideBySide_, &SideBySide::activeChanged, presentation_, describe);
    connect(model_, &FilterModel::changed, presentation_, describe);
    connect(lab_, &LabController::shown, presentation_, describe);
    connect(lab_, &LabController::activeChanged, presentation_, describe);
    describe();
    menus_->addComparisonEntries();
    connect(lab_, &LabController::secondImageRequested, menus_, &WindowMenus::chooseSecondImage);
    connect(menus_->wipe(), &QAction::toggled, this, [this](bool on) {
        comparison_->setMode(on ? ComparisonItem::Mode::Wipe : ComparisonItem::Mode::Off);
    });
    connect(menus_->autoContrast(), &QAction::toggled, session_, [this] { session_->refilter(); });
    filterDock_->toggleViewAction()->setText(tr("Filter &controls"));
    analysisDock_->toggleViewAction()->setText(tr("&Analysis (impulse response, radial spectrum)"));

    settingsSaver_ = new QTimer(this);
    settingsSaver_->setSingleShot(true);
    settingsSaver_->setInterval(700);
    connect(settingsSaver_, &QTimer::timeout, this, &MainWindow::saveFilterSettings);
    connect(model_, &FilterModel::changed, this, [this](const FilterSettings& s) {
        overlay_->setFilter(s);
        settingsSaver_->start(); // written to disk once the user pauses, not on every move
    });
    connectSession();
    restoreSettings();
    lessons_ = new LessonPlayer(this); // the Lessons menu, before Help
    connect(lessons_, &LessonPlayer::captionShown, presentation_, &Presentation::setCaptionGivenWay);
}

void MainWindow::saveFilterSettings()
{
    saveFilter(model_->settings(), controls_->highpassPosition(), controls_->lowpassPosition());
}

MainWindow::~MainWindow()
{
    if (settingsSaver_->isActive())
        saveFilterSettings();
    // Stop the worker before the widgets its queued results would reach go away.
    delete session_;
    // QWidget's destructor hides the docks after this one has run: their visibility signals
    // must not reach a MainWindow that is gone.
    for (QDockWidget* dock : {static_cast<QDockWidget*>(analysisDock_), lineDock_})
        dock->disconnect(this);
}

void MainWindow::buildDocks()
{
    filterDock_ = new QDockWidget(tr("Filter"), this);
    filterDock_->setObjectName("filterDock");
    // Scrolling, so that the window still fits a 1366x768 classroom laptop with every group shown.
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(controls_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Never narrower than the controls: with no horizontal scrolling, a narrower dock cut their
    // right-hand column off (the spin boxes of the emphasis, homomorphic and wedge rows).
    scroll->setMinimumWidth(controls_->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    filterDock_->setWidget(scroll);
    // Closable, so that View > Filter controls can give its width to the panes (a projector).
    filterDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                             QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::RightDockWidgetArea, filterDock_);
    lab_->dock()->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                              QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::RightDockWidgetArea, lab_->dock());
    tabifyDockWidget(filterDock_, lab_->dock());
    filterDock_->raise();

    // The analysis views under the panes: computed only while this dock is visible.
    analysisDock_ = new AnalysisDock(session_, this);
    connect(lab_, &LabController::activeChanged, analysisDock_, &AnalysisDock::showLab);
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
    connect(lab_, &LabController::shown, this, &MainWindow::updateLineProfile); // the lab's result,
    connect(lab_, &LabController::activeChanged, this, &MainWindow::updateLineProfile); // or the filter's again
    connect(lineTool_, &LineProfileTool::lineChanged, this, &MainWindow::updateLineProfile);
    connect(lineDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) { lineTool_->setEnabled(visible); });
    connect(controls_->removedCheck(), &QCheckBox::toggled, session_, [this] { session_->refilter(true); });
    // Shaping the filter on the spectrum (spectrum_tools.h): notches first (their discs are
    // small), then the cutoff circles.
    spectrumTools_ = new SpectrumInteraction(spectrum_, this);
    notchTool_ = new NotchTool(model_, controls_, overlay_, spectrum_, this);
    spectrumTools_->addTool(new MaskTool(model_, controls_, overlay_, this)); // when on, it takes the mouse
    spectrumTools_->addTool(notchTool_);
    spectrumTools_->addTool(new CircleTool(model_, overlay_, spectrum_, this));
    spectrumTools_->addTool(new WedgeTool(model_, overlay_, spectrum_, this));
    connect(notchTool_, &NotchTool::message, this, [this](const QString& text) { message(text, 5000); });
    connect(controls_, &ControlPanel::maskEdited, this,
            [this](std::shared_ptr<const SpectrumMask> mask, const QString& what) {
                FilterSettings s = model_->settings();
                s.mask = std::move(mask);
                model_->apply(s, what);
            });
    connect(controls_->maskControls(), &MaskControls::loadRequested, this, &MainWindow::chooseAndLoadMask);
    connect(controls_->maskControls(), &MaskControls::saveRequested, this, &MainWindow::chooseAndSaveMask);
    connect(controls_, &ControlPanel::notchesEdited, this,
            [this](const std::vector<Notch>& after, const QString& what) { notchTool_->change(after, what); });
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
    connect(s, &Session::deviceReady, this,
            [this](const QString&, const QStringList& devices, int index) { menus_->setDevices(devices, index); });
    connect(s, &Session::deviceFailed, this, [this](const QString& reason) { showError(tr("OpenCL device"), reason); });
    connect(s, &Session::originalShown, this, [this](const QString&, std::shared_ptr<const Image> image) {
        showImageControls(*image);
        for (QAction* a : {menus_->exportResult(), menus_->copy()})
            a->setEnabled(false);
    });
    connect(s, &Session::imageShown, this, &MainWindow::showImage);
    connect(s, &Session::imageRejected, this, [this](const QString& path, const QString& reason, bool backToShown) {
        if (backToShown && session_->image())
            showImageControls(*session_->image());
        else if (backToShown)
            spectrumTools_->setEnabled(false);
        showError(tr("Cannot open %1").arg(Session::displayName(path)), reason);
    });
    connect(s, &Session::spectrumShown, this, [this] {
        notchTool_->setSpectrum(session_->spectrum());
        menus_->exportSpectrum()->setEnabled(session_->spectrum() != nullptr);
    });
    connect(s, &Session::resultShown, this, [this](quint64, const FilterOutcome& outcome) {
        controls_->setMeasures({}); // until the analysis of this result arrives
        if (outcome.exact)
            updateLineProfile();
        // Export and copy take the exact result on screen.
        const bool exactShown = session_->result() && !filtered_->showsPreview();
        for (QAction* a : {menus_->exportResult(), menus_->copy()})
            a->setEnabled(exactShown);
    });
    connect(s, &Session::analysisShown, controls_,
            [this](const FilterAnalysis& analysis) { controls_->setMeasures(analysis.measures); });
    connect(s, &Session::filterFailed, this, [this](const QString& reason) { showError(tr("Filtering failed"), reason); });
    connect(s, &Session::sweepFailed, this, [this](const QString& reason) { showError(tr("Export Sweep"), reason); });
    connect(s, &Session::error, this, &MainWindow::showError);
}

FilterModel* MainWindow::filterModel() const { return model_; }
QUndoStack* MainWindow::undoStack() const { return model_->stack(); }
ImpulseView* MainWindow::impulseView() const { return analysisDock_->impulse(); }
RadialPlot* MainWindow::radialPlot() const { return analysisDock_->radial(); }
QString MainWindow::statusText() const { return status_->fields()->text(); }

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
    v.autoContrast = menus_ && menus_->autoContrast() && menus_->autoContrast()->isChecked();
    return v;
}

void MainWindow::restoreSettings()
{
    const QScreen* screen = QGuiApplication::primaryScreen();
    const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1024, 768);
    if (!restoreWindowLayout(this, available))
        fitNewWindow(available);
    const std::optional<FilterSettings> s = loadSavedFilter();
    if (!s)
        return; // first run: the panel's defaults
    controls_->setImageSize(8192, 8192); // wide enough for any saved radius until an image sets the range
    model_->restore(*s); // where the history begins
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
    resizeDocks({filterDock_, lab_->dock()}, {side, side}, Qt::Horizontal);
    // A short screen (768 px) gives its height to the panes; View > Analysis brings it back.
    analysisDock_->setVisible(height() >= kAnalysisMinScreenHeight);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveFilterSettings();
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
    notchTool_->setSpectrum(nullptr);
    menus_->exportSpectrum()->setEnabled(false);
    spectrumTools_->setEnabled(true);
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
    if (Session::isFile(path)) {
        QSettings().setValue("lastDirectory", QFileInfo(path).absolutePath());
        menus_->recentFiles()->add(QFileInfo(path).absoluteFilePath());
    }
    menus_->noise()->setEnabled(true);
    menus_->sweep()->setEnabled(true);
}

void MainWindow::showSpectrumPart(SpectrumPart part)
{
    session_->setSpectrumPart(part);
    panes_->showSpectrum();
    lab_->setSpectrumPart(part);
}

void MainWindow::updateLineProfile()
{
    const QLineF line = lineTool_->line();
    const auto image = session_->image();
    if (!image || line.isNull()) {
        lineProfile_->setProfiles({}, {}, 1);
        return;
    }
    const auto result = lab_->active() ? lab_->resultImage() : session_->result(); // what the result pane shows
    const double top = image->isFloat() ? image->high : image->maxval;
    lineProfile_->setProfiles(profileAlong(*image, line.p1(), line.p2()),
                              result ? profileAlong(*result, line.p1(), line.p2()) : std::vector<double>{}, top);
}

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
        if (lab_->coversDrop(mapToGlobal(event->position().toPoint())))
            openSecondImage(urls.first().toLocalFile());
        else
            openFile(urls.first().toLocalFile());
        event->acceptProposedAction();
    }
}

void MainWindow::zoomActive(const std::function<void(ImagePane*)>& action) { action(panes_->active()); }

// --- Files, figures, presets, masks ---

void MainWindow::openFile(const QString& path, int page) { session_->openFile(path, viewport(), page); }
void MainWindow::openPattern(const PatternSpec& spec)
{
    emit patternAsked(spec);
    session_->openPattern(spec, viewport());
}
void MainWindow::addNoise(const PeriodicNoise& noise)
{
    emit noiseAsked(noise);
    session_->addNoise(noise, viewport());
}
void MainWindow::exportSweep(const SweepSpec& spec) { session_->exportSweep(spec); }

bool MainWindow::openVideo(const QString& path) { return session_->openVideo(path); }
bool MainWindow::startCamera() { return session_->startCamera(); }

bool MainWindow::openSecondImage(const QString& path)
{
    QString error;
    if (!lab_->openSecond(path, &error)) {
        showError(tr("Cannot open %1").arg(Session::displayName(path)), error);
        return false;
    }
    if (!labModeInfo(lab_->panel()->mode()).takesSecond)
        showLab(LabMode::Mix); // what a second image is for
    return true;
}

void MainWindow::showLab(LabMode mode)
{
    lab_->dock()->show();
    lab_->dock()->raise();
    lab_->panel()->setMode(mode);
}

QString MainWindow::figureCaption() const
{
    const auto image = session_->image();
    if (!image)
        return {};
    const QString shown = tr("%1 (%2)").arg(session_->displayName(), describeImage(*image));
    if (sideBySide_->active())
        return tr("%1. %2. Passband %3.").arg(shown, sideBySide_->description(), QApplication::applicationVersion());
    if (lab_->active()) {
        const LabOutcome& lab = lab_->outcome();
        return tr("%1. %2.%3").arg(shown, lab.resultTitle, lab.readout.isEmpty() ? QString() : " " + lab.readout);
    }
    return tr("%1. %2: %3. Passband %4.")
        .arg(shown, session_->resultRemoved() ? tr("Removed by the filter") : tr("Filtered"),
             Descriptions::filter(session_->resultSettings()), QApplication::applicationVersion());
}

PeakMarksItem* MainWindow::peakMarks() const { return panes_->peakMarks(); }

bool MainWindow::exportFigureTo(const QString& path)
{
    // A figure is made of exact results, each pane's image area-averaged to the figure's own
    // pixels whatever the window's zoom (ImagePane::paintImage): never of a preview.
    ImagePane* result = lab_->active() ? lab_->resultPane() : filtered_;
    const bool sideBySide = sideBySide_->active();
    if (sideBySide ? !sideBySide_->showsExactResults()
                   : result->showsPreview() || (!lab_->active() && spectrum_->showsPreview())) {
        showError(tr("Export figure"), tr("The exact result is still being computed; export the figure once it is shown."));
        return false;
    }
    std::vector<FigurePane> panes;
    const std::vector<ImagePane*> shown = sideBySide ? sideBySide_->shownPanes()
                                                     : std::vector<ImagePane*>{original_, lab_->active() ? lab_->middlePane() : spectrum_, result};
    for (ImagePane* pane : shown) {
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
    message(tr("Exported the figure %1").arg(path), 8000);
    return true;
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
    if (sideBySide_->active()) { // several results on show, and the window's own is held
        showError(tr("Export"), tr("Filters side by side are several results: Export Figure writes them all; "
                                   "leave the view to export one."));
        return false;
    }
    const auto result = session_->result();
    return result && exports_->exportResult(*result, session_->resultSettings(), session_->resultRemoved(), path);
}

bool MainWindow::exportSpectrumTo(const QString& path)
{
    const auto spectrum = session_->spectrum();
    return spectrum && exports_->exportSpectrum(*spectrum, session_->shownEdges(), path);
}

bool MainWindow::loadPresetFrom(const QString& path)
{
    const std::optional<FilterSettings> s = exports_->loadPresetFrom(path);
    if (!s)
        return false;
    model_->apply(*s, tr("Load Preset"));
    if (s->mask && !model_->settings().mask)
        message(tr("The preset's mask is %1x%2, not this image's size: it is left out").arg(s->mask->width).arg(s->mask->height),
                8000);
    return true;
}

bool MainWindow::savePresetTo(const QString& path) { return exports_->savePresetTo(model_->settings(), path); }

bool MainWindow::loadMaskFrom(const QString& path) { return session_->loadMask(path); }
bool MainWindow::saveMaskTo(const QString& path) { return session_->saveMask(path); }

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
