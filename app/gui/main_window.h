#pragma once
// The desktop window: original | centred spectrum with the filter drawn on it | result, the
// filter controls in a dock, menus, status bar. It talks to the engine only through requests
// and queued result signals, so it never waits on the device.
#include "engine.h"
#include "preview_pacer.h"
#include "filter.h"
#include "image.h"
#include "patterns.h"

#include <QElapsedTimer>
#include <QMainWindow>

#include <deque>
#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QTimer;
class QUndoStack;

namespace passband {

class ControlPanel;
class ComparisonItem;
class LineProfilePlot;
class LineProfileTool;
class ExportActions;
class FilterModel;
class ImageBar;
class LabController;
class LiveSource;
class Presentation;
class NotchTool;
class SpectrumInteraction;
class StatusFields;
class FilterOverlayItem;
class ImagePane;
class ImpulseView;
class RadialPlot;
class RecentFiles;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `deviceSelector` as for --device; empty: $PASSBAND_DEVICE, then the saved choice.
    explicit MainWindow(const QString& deviceSelector = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    ControlPanel* controls() const { return controls_; }
    ImagePane* originalPane() const { return original_; }
    ImagePane* spectrumPane() const { return spectrum_; }
    ImagePane* filteredPane() const { return filtered_; }
    FilterOverlayItem* overlay() const { return overlay_; }
    ImpulseView* impulseView() const { return impulse_; }
    RadialPlot* radialPlot() const { return radial_; }
    QDockWidget* analysisDock() const { return analysisDock_; }
    // What the next filter request asks for besides the result (the analysis views only
    // while their dock is visible).
    FilterViews views() const;
    ImageBar* imageBar() const { return imageBar_; }
    QAction* autoContrastAction() const { return autoContrast_; }
    ComparisonItem* comparison() const { return comparison_; }
    LineProfileTool* lineTool() const { return lineTool_; }
    LineProfilePlot* lineProfile() const { return lineProfile_; }
    QDockWidget* lineProfileDock() const { return lineDock_; }
    QAction* wipeAction() const { return wipe_; }
    QAction* logMagnitudeAction() const { return logMagnitudeAction_; }
    QAction* phaseAction() const { return phaseAction_; }
    QAction* realAction() const { return realAction_; }
    QAction* imaginaryAction() const { return imaginaryAction_; }
    LabController* lab() const { return lab_; }
    Presentation* presentation() const { return presentation_; }
    // The settings the result on screen was made with (for export provenance).
    const FilterSettings& resultSettings() const { return resultSettings_; }

    static constexpr int kImpulseSize = 129; // pixels across the impulse response view
    QUndoStack* undoStack() const;
    FilterModel* filterModel() const { return model_; }
    NotchTool* notchTool() const { return notchTool_; }
    Engine* engine() const { return engine_.get(); }
    std::shared_ptr<const Image> result() const { return result_; }
    std::shared_ptr<const Image> image() const { return image_; }
    QString currentFile() const { return currentPath_; }
    QString statusText() const; // what the status bar's fields say, for tests
    quint64 latestFilterRequest() const { return latestFilter_; }
    quint64 shownResult() const { return shownResult_; }
    // The exact result for the latest request is on screen, and no refinement is pending.
    bool showsExactResult() const;
    bool refinePending() const; // a preview is on screen and its exact result not yet asked for
    quint64 filterRequestsMade() const { return filterRequests_; } // asked of the engine so far
    // How long the settings must rest before the exact result is asked for (kRefineMs unless
    // a test or benchmark says otherwise).
    void setRefineDelay(int ms);
    // How long the settings must rest before a preview is refined to the exact result.
    static constexpr int kRefineMs = PreviewPacer::kRefineMs;
    // The screen pixels the Filtered pane shows the image on (empty: it shows exact pixels), for
    // which previews are made.
    QSize screenSize() const;

    // Seconds a request may go unanswered before the window offers to give up on the device.
    static constexpr int kWatchdogSeconds = 4;

public slots:
    // File > Open without the dialog; also drag and drop and the command line.
    // `page`: of a multi-page TIFF (1 = the first).
    void openFile(const QString& path, int page = 1);
    // A test pattern, or the image on show with periodic noise added, opened like a file
    // (File > New Test Pattern, Image > Add Periodic Noise without their dialogs).
    void openPattern(const PatternSpec& spec);
    // File > Load Preset / Save Preset without the dialogs; true when done.
    bool loadPresetFrom(const QString& path);
    bool savePresetTo(const QString& path);
    // File > Export Sweep without the dialog: the current settings over spec's range.
    void exportSweep(const SweepSpec& spec);
    void addNoise(const PeriodicNoise& noise);
    // File > Export without the dialog; true when written.
    bool exportFilteredTo(const QString& path);
    bool exportSpectrumTo(const QString& path);
    // File > Export Figure without the dialog: the three panes on show, titled, with the caption.
    bool exportFigureTo(const QString& path);
    QString figureCaption() const; // the image, and the settings or the lab's result
    // The mask's Load and Save without the dialogs; true when done.
    bool loadMaskFrom(const QString& path);
    // File > Open Second Image without the dialog (also a drop on the lab's panes); true when read.
    bool openSecondImage(const QString& path);
    // File > Open Video without the dialog, File > Live Camera: frames filtered as they come;
    // false (having said why in one line) when there is no such video or no camera.
    bool openVideo(const QString& path);
    bool startCamera();
    LiveSource* live() const { return live_; }
    int liveFramesShown() const { return liveFramesShown_; } // frames sent to the engine
    // The Lab dock, raised, in `mode` (passband --lab).
    void showLab(LabMode mode);
    bool saveMaskTo(const QString& path);

signals:
    void originalShown(const QString& path); // the image as read, before its spectra
    void imageShown(const QString& path);    // its spectra on the device, the result on its way
    void spectrumShown();                    // the spectrum pane's log magnitude of a new transform
    void sweepExported(int frames, const QString& directory);
    void deviceFaultShown(const QString& line);
    void imageRejected(const QString& path, const QString& reason);
    void resultShown(quint64 generation);
    void errorShown(const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    // Holding \ shows the original in the result pane (A/B), as photo editors do.
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // The image bar for `image`: its pages, and its display range when it has float samples.
    void showImageControls(const Image& image);
    void buildMenus();
    void buildStatusBar();
    void restoreSettings();
    void saveFilterSettings();
    void showError(const QString& title, const QString& message);
    // An interactive change: a display-sized preview now and the exact result once the
    // settings rest for kRefineMs (or the exact result at once, where no preview is needed).
    void requestFilter();
    // The current settings asked of the engine (filterPacer_'s asker); records when, for the
    // status bar. Returns the request's generation.
    quint64 askEngineToFilter(bool exact);
    void chooseAndOpen();
    void chooseSecondImage();
    void chooseVideo();
    void takeLiveFrame(); // the newest live frame to the engine, unless one is on its way
    void chooseAndExportFigure();
    void chooseAndExport(bool spectrum);
    void chooseAndLoadMask();
    // The result pane's title, kept aside while the original is shown there instead.
    void setResultTitle(const QString& title);
    void updateLineProfile(); // the plot for the line, the image and the result on show
    void showSpectrumPane();  // the magnitude or the phase, as View asks
    void chooseAndSaveMask();
    void showHover(ImagePane* pane, QPoint pixel, bool inside);
    void zoomActive(const std::function<void(ImagePane*)>& action);
    void about();

    void onDeviceReady(quint64 generation, const QString& device, const QStringList& devices, int index);
    void onDeviceFailed(quint64 generation, const QString& reason);
    void onProgress(quint64 generation, const QString& stage, int percent);
    void onImageLoaded(quint64 generation, const QString& path, std::shared_ptr<const Image> image,
                       const QImage& original, const QImage& originalScreen);
    void onImageOpened(quint64 generation, const QString& path, std::shared_ptr<const Image> image);
    void onSpectrumReady(quint64 generation, const SpectrumOutcome& outcome);
    // The device pixels of a pane, for screen images of a new image.
    QSize viewport() const;
    void onImageFailed(quint64 generation, const QString& path, const QString& reason);
    void onFiltered(quint64 generation, const FilterOutcome& outcome);
    void onAnalysed(quint64 generation, const FilterAnalysis& analysis);
    void onFilterFailed(quint64 generation, const QString& reason);
    // A result of `generation` or later is on screen: the preview in flight is done, and the
    // one waiting behind it is asked for.
    void onDeviceFault(quint64 generation, const QString& line);
    void startEngine(const QString& selector);
    void cancelStuckWork();

    std::unique_ptr<Engine> engine_;
    ImagePane* original_;
    ImagePane* spectrum_;
    ImagePane* filtered_;
    ImagePane* activePane_;
    FilterOverlayItem* overlay_;
    FilterModel* model_; // the filter and its undo stack: what every view shows and edits
    ControlPanel* controls_;
    ImageBar* imageBar_;
    QAction* autoContrast_ = nullptr;       // View > Auto Contrast for Magnitude Output                   // page selector and display range, when they apply
    double displayLow_ = 0, displayHigh_ = 0; // float images' display range; empty: the original's
    ImpulseView* impulse_;
    RadialPlot* radial_;
    QDockWidget* analysisDock_ = nullptr;
    ComparisonItem* comparison_ = nullptr; // the original over the result (A/B, wipe)
    LineProfileTool* lineTool_ = nullptr;
    LineProfilePlot* lineProfile_ = nullptr;
    QDockWidget* lineDock_ = nullptr;
    QAction* wipe_ = nullptr;
    // The spectrum pane: the log magnitude as the engine last sent it, or another part. Its
    // picture at the pane's size comes first (magnitudeImage_ null, magnitudeSize_ the size it
    // stands for), the full image after.
    QImage magnitudeImage_, magnitudeScreen_;
    QSize magnitudeSize_;
    QString magnitudeTitle_ = tr("Spectrum (log magnitude, centred)");
    SpectrumPart spectrumPart_ = SpectrumPart::LogMagnitude; // what View asks for
    QImage partImage_;                                       // the last part that came
    SpectrumPart partShown_ = SpectrumPart::LogMagnitude, partAskedPart_ = SpectrumPart::LogMagnitude;
    std::shared_ptr<const Image> partOf_, partAsked_;
    quint64 latestPart_ = 0;
    QAction* logMagnitudeAction_ = nullptr;
    QAction* phaseAction_ = nullptr;
    QAction* realAction_ = nullptr;
    QAction* imaginaryAction_ = nullptr;
    LabController* lab_ = nullptr; // the Lab dock and its panes
    Presentation* presentation_ = nullptr;
    LiveSource* live_ = nullptr;   // a camera or a video, when one runs
    QAction* cameraAction_ = nullptr;
    bool liveInFlight_ = false;    // a live frame is being opened and filtered
    int liveFramesShown_ = 0;
    QString titleBeforeComparing_;
    SpectrumInteraction* spectrumTools_; // the spectrum pane's mouse tools
    NotchTool* notchTool_;
    ExportActions* exports_ = nullptr; // export and preset dialogs, provenance
    StatusFields* status_ = nullptr; // the status bar's fields and the watchdog
    QTimer* settingsSaver_;      // debounces writing the filter settings
    PreviewPacer* filterPacer_ = nullptr; // previews while the settings move, the exact result when they rest
    quint64 filterRequests_ = 0;
    QElapsedTimer waitingSince_; // valid while a request is outstanding
    QElapsedTimer clock_;        // started with the window
    // When each outstanding filter request was made (generation, ms on clock_), so the status
    // bar can say how long the user waited for what is on screen.
    std::deque<std::pair<quint64, qint64>> filterAskedAt_;
    RecentFiles* recentFiles_ = nullptr;
    QMenu* deviceMenu_ = nullptr;
    QActionGroup* deviceGroup_ = nullptr;
    QAction* exportAction_ = nullptr;
    QAction* exportSpectrumAction_ = nullptr;
    QAction* copyAction_ = nullptr;
    QAction* noiseAction_ = nullptr;
    QAction* sweepAction_ = nullptr;
    quint64 latestSweep_ = 0;

    QString currentPath_;
    QString deviceName_;
    std::shared_ptr<const Image> image_;
    std::shared_ptr<const Image> spectrumImage_;
    std::shared_ptr<const Image> result_;
    FilterSettings resultSettings_;
    bool resultRemoved_ = false;
    EdgeSettings shownEdges_; // of the spectrum on screen
    quint64 latestOpen_ = 0;     // generation of the newest open request
    quint64 patternOpen_ = 0;    // generation of the newest test pattern asked for
    quint64 shownImage_ = 0;     // generation of the image on screen
    quint64 shownSpectrum_ = 0;  // generation of the request whose spectrum is on screen
    quint64 loadedShown_ = 0;    // generation of an image shown as read, its spectrum to come
    quint64 shownResult_ = 0;    // generation of the result on screen
    quint64 latestDevice_ = 0;
    quint64 latestFilter_ = 0;   // generation of the newest filter request
};

} // namespace passband
