#pragma once
// The desktop window: original | centred spectrum with the filter drawn on it | result, the
// filter controls in a dock, menus, status bar. It only assembles: the panes (laid out by
// PaneLayout from the Session's view), the docks, the menus and the lesson player, each of
// which views or edits the Session (the image, the filter, the lab, the lesson, the engine).
// It holds no state of its own about requests or settings.
#include "analysis_dock.h"
#include "line_profile_dock.h"
#include "filter.h"
#include "image.h"
#include "patterns.h"
#include "preview_pacer.h"
#include "session.h"
#include "sweep.h"
#include "window_menus.h"

#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QUndoStack;
class QVBoxLayout;

namespace passband {

class ComparisonItem;
class ControlPanel;
class ExportActions;
class FilterPanes;
class SessionStatus;
class SideBySide;
class FilterModel;
class FilterOverlayItem;
class PeakMarksItem;
class ImageBar;
class ImagePane;
class ImpulseView;
class LabSession;
class LabView;
class LessonPlayer;
class PaneLayout;
class RememberedFilter;
class ShownExports;
class LineProfilePlot;
class LineProfileTool;
class NotchTool;
class Presentation;
class RadialPlot;
class SpectrumInteraction;
class StatusFields;
struct FilterOutcome;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `deviceSelector` as for --device; empty: $PASSBAND_DEVICE, then the saved choice.
    explicit MainWindow(const QString& deviceSelector = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    Session* session() const { return session_; }
    FilterModel* filterModel() const;
    QUndoStack* undoStack() const;
    ControlPanel* controls() const { return controls_; }
    ImagePane* originalPane() const { return original_; }
    ImagePane* spectrumPane() const { return spectrum_; }
    ImagePane* filteredPane() const { return filtered_; }
    FilterOverlayItem* overlay() const { return overlay_; }
    PeakMarksItem* peakMarks() const; // rings round the spectrum's isolated peaks
    ImpulseView* impulseView() const;
    RadialPlot* radialPlot() const;
    QDockWidget* filterDock() const { return filterDock_; }
    AnalysisDock* analysisDock() const { return analysisDock_; }
    QDockWidget* lineProfileDock() const { return lineDock_; }
    ImageBar* imageBar() const { return imageBar_; }
    ComparisonItem* comparison() const { return comparison_; }
    LineProfileTool* lineTool() const { return lineTool_; }
    LineProfilePlot* lineProfile() const { return lineProfile_; }
    NotchTool* notchTool() const { return notchTool_; }
    LabSession* lab() const; // the session's
    LabView* labView() const { return labView_; }
    PaneLayout* paneLayout() const { return layout_; }
    SideBySide* sideBySide() const { return sideBySide_; }
    Presentation* presentation() const { return presentation_; }
    LessonPlayer* lessons() const { return lessons_; } // Lessons menu, --lesson
    WindowMenus* menus() const { return menus_; }
    ExportActions* exports() const { return exports_; } // export and preset dialogs, provenance
    ShownExports* shownExports() const { return shown_; }
    QAction* autoContrastAction() const { return menus_->autoContrast(); }
    QAction* wipeAction() const { return menus_->wipe(); }
    QAction* logMagnitudeAction() const { return menus_->logMagnitude(); }
    QAction* phaseAction() const { return menus_->phase(); }
    QAction* realAction() const { return menus_->real(); }
    QAction* imaginaryAction() const { return menus_->imaginary(); }
    QString statusText() const; // what the status bar's fields say, for tests
    StatusFields* statusFields() const;
    QString figureCaption() const; // the image, and the settings or the lab's result

    // What a filter request asks for besides the settings (the Session's ViewRequest): the
    // analysis views only while their dock is visible, the panes' screen pixels at their zoom.
    FilterViews views() const;
    static constexpr int kImpulseSize = 129; // pixels across the impulse response view
    static constexpr int kRefineMs = PreviewPacer::kRefineMs; // settings at rest this long: the exact result
    // Seconds a request may go unanswered before the window offers to give up on the device.
    static constexpr int kWatchdogSeconds = 4;
    // Below this width a screen is a projector or a small laptop: a new window takes all of it.
    static constexpr int kSmallScreenWidth = 1400;
    // A new window's side dock is a quarter of its width, at most this wide.
    static constexpr int kSideDockWidth = 440;
    // A new window shorter than this starts with the Analysis dock closed.
    static constexpr int kAnalysisMinScreenHeight = 900;

public slots:
    // File > Open without the dialog; also drag and drop and the command line.
    // `page`: of a multi-page TIFF (1 = the first).
    void openFile(const QString& path, int page = 1);
    // A test pattern, or the image on show with periodic noise added, opened like a file.
    void openPattern(const PatternSpec& spec);
    void addNoise(const PeriodicNoise& noise);
    // File > Load Preset / Save Preset without the dialogs; true when done.
    bool loadPresetFrom(const QString& path);
    bool savePresetTo(const QString& path);
    void exportSweep(const SweepSpec& spec); // File > Export Sweep without the dialog
    // File > Export without the dialog; true when written.
    bool exportFilteredTo(const QString& path);
    bool exportSpectrumTo(const QString& path);
    // File > Export Figure without the dialog: the three panes on show, titled, with the caption.
    bool exportFigureTo(const QString& path);
    bool loadMaskFrom(const QString& path);
    bool saveMaskTo(const QString& path);
    // File > Open Second Image without the dialog (also a drop on the lab's panes): false at
    // once for a file that is not there, else B is read (LabSession::secondShown follows, or
    // an error).
    bool openSecondImage(const QString& path);
    // File > Open Video without the dialog, File > Live Camera: frames filtered as they come;
    // false (having said why in one line) when there is no such video or no camera.
    bool openVideo(const QString& path);
    bool startCamera();
    void showLab(LabMode mode); // the Lab dock, raised, in `mode` (passband --lab): one step
    // Sizes a new window and its docks for a screen whose free area is `available`, as the
    // first run does: all of a small screen, most of a large one; the panes share what the side
    // panel leaves; a short screen starts without the Analysis dock.
    void fitNewWindow(const QRect& available);

    void zoomActive(const std::function<void(ImagePane*)>& action); // the pane last under the mouse
    void showSpectrumPart(SpectrumPart part); // View > Spectrum as ...

    // An error in a window-modal box, with a button to the manual's section on it.
    void showError(const QString& title, const QString& message);

signals:
    void errorShown(const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    // Holding \ shows the original in the result pane (A/B), as photo editors do.
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildDocks();
    void buildMenus(QVBoxLayout* captionArea);
    void chooseAndLoadMask(); // the mask panel's Load and Save
    void chooseAndSaveMask();
    void connectSession();
    void restoreSettings();
    void message(const QString& text, int ms);
    QSize viewport() const; // the device pixels of a pane, for screen images of a new image
    // The image bar for `image`: its pages, and its display range when it has float samples.
    void showImageControls(const Image& image);
    // A new image on show: the controls' ranges, the notches and mask that no longer fit, the title.
    void showImage(const QString& path, bool ownPeaks);

    Session* session_;
    FilterModel* model_;
    FilterPanes* panes_; // Original | Spectrum | Filtered, drawing what the session shows
    ImagePane* original_;
    ImagePane* spectrum_;
    ImagePane* filtered_;
    FilterOverlayItem* overlay_;
    ComparisonItem* comparison_; // the original over the result (A/B, wipe)
    ControlPanel* controls_;
    ImageBar* imageBar_;
    QDockWidget* filterDock_ = nullptr;
    SideBySide* sideBySide_ = nullptr; // View > Filters Side by Side
    AnalysisDock* analysisDock_ = nullptr; // the impulse response and radial spectrum
    LineProfileDock* lineDock_ = nullptr;
    LineProfileTool* lineTool_ = nullptr;
    LineProfilePlot* lineProfile_ = nullptr;
    LabView* labView_ = nullptr; // the Lab dock and its panes
    PaneLayout* layout_ = nullptr;
    Presentation* presentation_ = nullptr;
    LessonPlayer* lessons_ = nullptr;
    NotchTool* notchTool_ = nullptr;
    ExportActions* exports_ = nullptr; // export and preset dialogs, provenance
    ShownExports* shown_ = nullptr;    // what they export of what is on show
    SessionStatus* status_ = nullptr;  // the status bar's fields and the watchdog
    WindowMenus* menus_ = nullptr;
    RememberedFilter* remembered_ = nullptr; // the filter written for the next run
    double displayLow_ = 0, displayHigh_ = 0; // float images' display range; empty: the original's
};

} // namespace passband
