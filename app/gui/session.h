#pragma once
// One image under one filter, as the window shows it (docs/architecture.md "A slider's path"):
// the Session owns the engine and the FilterModel, holds the image, its spectrum and the
// result on show, asks the engine for previews while the settings move and the exact result
// once they rest, and keeps latest-wins inside (RequestLane), so that its views compare no
// generations. The panes observe it, as Gwenview's views observe its Document. Widget-free: the
// window says what it needs through a ViewRequest and draws what the signals carry.
#include "engine.h"
#include "filter.h"
#include "image.h"
#include "pane_view.h"
#include "picture_source.h"
#include "patterns.h"
#include "request_cycle.h"
#include "request_lane.h"
#include "sweep.h"

#include <QElapsedTimer>
#include <QImage>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QUndoGroup;
class QUndoStack;

namespace passband {

class FilterModel;
class LabSession;
class LessonSession;
class LiveSource;

// How the image on show was made, so that a lesson's step can make it again (README "Lessons").
struct ImageOrigin {
    enum class Kind { Unknown, File, Pattern }; // File: a file or a bundled sample
    Kind kind = Kind::Unknown;
    QString path;
    int page = 1;
    PatternSpec pattern;
    std::optional<PeriodicNoise> noise; // added over the file or the pattern
};

class Session : public QObject {
    Q_OBJECT
public:
    // `deviceSelector` as for --device; empty: $PASSBAND_DEVICE, then the saved choice.
    explicit Session(const QString& deviceSelector, QObject* parent = nullptr);
    ~Session() override;

    FilterModel* model() const { return model_; }
    LabSession* lab() const { return lab_; }
    LessonSession* lesson() const { return lesson_; }
    Engine* engine() const { return engine_.get(); }
    LiveSource* live() const { return live_; }
    // The undo history the window's Edit menu follows: the user's, or a lesson's own while one
    // plays (the filter's and the lab's steps go to the stack that is active).
    QUndoGroup* history() const { return history_; }
    QUndoStack* userHistory() const { return userHistory_; }
    void setActiveHistory(QUndoStack* stack); // null: the user's again

    // What the panes show (the filter's, side by side, the lab's; the roles a lesson shows).
    // Setting it lays the panes out afresh (viewChanged), even when it is the same; a view
    // other than the lab's turns the lab's mode off, and the lab's mode turning on or off sets
    // the view. Filters side by side hold the filter's own result (holdResult).
    const PaneView& view() const { return view_; }
    void setView(const PaneView& view);
    // The Filtered pane shows what the filter removed (View > Show What the Filter Removed).
    bool showsRemoved() const { return showRemoved_; }
    void setShowRemoved(bool on);
    // Rings round the spectrum's isolated peaks (View > Ring Isolated Peaks; a lesson's step may
    // turn them off where they would answer its question).
    bool marksPeaks() const { return marksPeaks_; }
    // How far below its peak the spectrum pane shows the log magnitude (View > Spectrum Floor;
    // a lesson's step may set it).
    const SpectrumRange& spectrumRange() const { return spectrumRange_; }
    void setSpectrumRange(const SpectrumRange& range);
    void setMarksPeaks(bool on);

    // What a filter request asks for besides the settings, from the window: the panes' screen
    // pixels for `image` at their zoom, the analysis while its dock shows, the display range.
    using ViewRequest = std::function<FilterViews(const Image& image)>;
    void setViewRequest(ViewRequest request) { viewRequest_ = std::move(request); }
    // The device pixels of the pane that will show a new image, for its screen image.
    void setViewport(std::function<QSize()> viewport) { viewport_ = std::move(viewport); }

    // Opening. `page`: of a multi-page TIFF (1 = the first).
    void openFile(const QString& path, int page = 1);
    // A test pattern, or the image on show with periodic noise, opened like a file; false
    // (having said why through error()) when it cannot be made.
    bool openPattern(const PatternSpec& spec);
    bool addNoise(const PeriodicNoise& noise);
    // An image shown before, again, as `path` named it (a lesson's end gives the user's back).
    void reopen(std::shared_ptr<const Image> image, const QString& path, const ImageOrigin& origin);
    // How the image on show was made.
    const ImageOrigin& origin() const { return origin_; }
    // The newest open request (of a file, a pattern, noise, an image again), and whether the
    // image it asked for is the one shown; the origin of one still on its way, if it is known.
    quint64 latestOpenRequest() const { return openLane_.latest(); }
    bool showsOpenRequest(quint64 request) const { return openLane_.isOnScreen(request); }
    std::optional<ImageOrigin> pendingOrigin() const;
    // Whether an open is on its way, and giving it up: the image, settings and result on show
    // stay (or come back, where the new image was already shown as read), and imageRejected
    // says so with `cancelled`. False when nothing was being opened.
    bool opening() const;
    bool cancelOpening();
    // Live frames: each frame opened as an image once the one before is on screen. False
    // (having said why through error()) when there is no such video or no camera.
    bool openVideo(const QString& path);
    bool startCamera();
    int liveFramesShown() const { return liveFramesShown_; }

    // The settings or what is shown of them changed: a preview now where the Filtered pane
    // shows the image smaller than its pixels (`preview`), the exact result when they rest.
    void refilter(bool preview = false);
    // While another view stands in for the Filtered pane (filters side by side), nothing is
    // filtered for it: that view asks for its own results, and a hidden pane's would cost a
    // filter and an inverse transform per change. Released, the latest settings are filtered
    // if anything changed meanwhile; until then result() is what it was when held.
    void holdResult(bool hold);
    bool resultHeld() const { return held_; }
    void exportSweep(const SweepSpec& spec); // the current settings over spec's range
    // A mask file for the image on show, as an undoable step; the current mask to a file. False
    // (having said why through error()) when not done.
    bool loadMask(const QString& path);
    bool saveMask(const QString& path);
    // The spectrum pane's part (View > Spectrum as ...): the log magnitude, or another part
    // asked of the engine once per image and part (spectrumPartShown follows).
    void setSpectrumPart(SpectrumPart part);
    void selectDevice(int index);
    // Gives up the device that does not answer: a new engine on the next usable device, the
    // image opened again.
    void abandonDevice();

    // What is on show.
    std::shared_ptr<const Image> image() const { return image_; }
    std::shared_ptr<const Image> result() const { return result_; } // the exact result, if any
    std::shared_ptr<const Image> spectrum() const { return spectrum_; } // the full spectrum image, if made
    // The spectrum of the image on show is shown at the pane's size only: the full image did
    // not fit (SpectrumOutcome::shortOfMemory), and is not made for it.
    bool spectrumAtPaneSizeOnly() const { return spectrumPaneOnly_; }
    const FilterSettings& resultSettings() const { return resultSettings_; }
    bool resultRemoved() const { return resultRemoved_; }
    const EdgeSettings& shownEdges() const { return shownEdges_; }
    QString currentFile() const { return currentPath_; }
    QString displayName() const { return displayName(currentPath_); }
    static QString displayName(const QString& path);
    // A file on disk (not a sample built into the binary, a pattern or a frame).
    static bool isFile(const QString& path);
    QString baseName() const; // for export names: the file's, else "passband"
    QString deviceName() const { return deviceName_; }
    int deviceIndex() const { return deviceIndex_; }
    // The log magnitude as last sent: its picture at the pane's size first (`magnitude` null,
    // `magnitudeSize` the size it stands for), the full image after.
    struct Magnitude {
        std::shared_ptr<const PictureSource> picture; // the full spectrum image, once it has come
        QImage screen;
        QSize size;
        std::vector<SpectrumPeak> peaks; // the full image's isolated peaks
    };
    const Magnitude& magnitude() const { return magnitude_; }
    SpectrumPart spectrumPart() const { return part_; }
    QImage partImage() const; // the part View asks for, when it has come for this image

    // Pacing, for tests and benchmarks.
    quint64 latestFilterRequest() const { return filter_->latest(); }
    quint64 shownResult() const { return filter_->onScreen(); }
    quint64 filterRequestsMade() const { return filterRequests_; }
    bool showsExactResult() const; // the exact result of the latest settings is on show
    bool refinePending() const;    // a preview is on show and its exact result not yet asked for
    void setRefineDelay(int ms);
    // Milliseconds the newest request has waited on a busy device (not while kernels are
    // prepared); -1 when none waits.
    qint64 waitingOnDevice();

signals:
    // Opening shows each part as soon as it exists: the image as read, then (its spectra on
    // the device) the image on show, the first result, the spectrum.
    void originalShown(const QString& path, std::shared_ptr<const passband::Image> image,
                       const QImage& originalScreen);
    // `ownPeaks`: a test pattern or an image of another size, whose spectrum's peaks are its own.
    void imageShown(const QString& path, bool ownPeaks);
    // The image could not be opened, or (`cancelled`) the user gave it up; `backToShown`: it
    // had been shown as read, and the image before it (image(), if any) is to be shown again.
    void imageRejected(const QString& path, const QString& reason, bool backToShown, bool cancelled);
    void progress(const QString& stage, int percent);
    void progressDone();
    void kernelsPreparing(bool on, const QString& what);
    void spectrumShown();     // magnitude() changed
    void spectrumPartShown(); // partImage() came
    // A result of the latest settings, or a preview; `waitedMs`: from the request (-1 unknown).
    void resultShown(quint64 generation, const passband::FilterOutcome& outcome, qint64 waitedMs);
    void analysisShown(const passband::FilterAnalysis& analysis);
    void filterFailed(const QString& reason);
    void deviceReady(const QString& device, const QStringList& devices, int index);
    void deviceSwitching();
    void deviceFailed(const QString& reason);
    void deviceFault(const QString& line);
    void sweepProgress(int done, int count, const QString& path);
    void sweepExported(int frames, const QString& directory);
    void sweepFailed(const QString& reason);
    void engineStarted(passband::Engine* engine); // a new engine (the lab asks it from now on)
    void viewChanged(const passband::PaneView& view); // set: the panes are to be laid out afresh
    void showRemovedChanged(bool on);
    void marksPeaksChanged(bool on);
    void spectrumRangeChanged(const passband::SpectrumRange& range);
    void spectrumPartChanged(passband::SpectrumPart part); // what View asks the spectrum pane for
    void error(const QString& title, const QString& message);
    void message(const QString& text, int ms); // one line for the status bar
    void liveStarted(bool camera);
    void liveStopped();

private:
    void startEngine(const QString& selector);
    quint64 askEngineToFilter(bool exact); // the cycle's asker; returns the request's generation
    void openImage(std::shared_ptr<const Image> image, const QString& name, const ImageOrigin& origin);
    QSize viewport() const { return viewport_ ? viewport_() : QSize(); }
    void takeLiveFrame(); // the newest live frame to the engine, unless one is on its way

    void onImageLoaded(quint64 generation, const QString& path, std::shared_ptr<const Image> image,
                       const QImage& originalScreen);
    void onImageOpened(quint64 generation, const QString& path, std::shared_ptr<const Image> image);
    void onImageFailed(quint64 generation, const QString& path, const QString& reason);
    void onSpectrumReady(quint64 generation, const SpectrumOutcome& outcome);
    void onFiltered(quint64 generation, const FilterOutcome& outcome);
    void onFilterFailed(quint64 generation, const QString& reason);

    std::unique_ptr<Engine> engine_;
    QUndoGroup* history_;
    FilterModel* model_;
    QUndoStack* userHistory_;
    LiveSource* live_;
    RequestCycle* filter_; // filter requests; on screen: the result shown
    LabSession* lab_;
    LessonSession* lesson_;
    ViewRequest viewRequest_;
    std::function<QSize()> viewport_;
    PaneView view_;
    bool showRemoved_ = false;
    bool marksPeaks_ = true;
    SpectrumRange spectrumRange_;
    ImageOrigin origin_;                       // of the image on show
    std::pair<quint64, ImageOrigin> asked_;    // of the newest open request
    QString askedName_;                         // its file's path, or the name it is shown as
    quint64 endedOpen_ = 0;                     // the last open request that failed or was cancelled
    // What onImageFailed and cancelOpening do alike; returns backToShown.
    bool openEnded();

    std::shared_ptr<const Image> image_, spectrum_, result_;
    FilterSettings resultSettings_;
    bool resultRemoved_ = false;
    EdgeSettings shownEdges_; // of the spectrum on show
    QString currentPath_, deviceName_;
    int deviceIndex_ = -1;
    bool held_ = false, changedWhileHeld_ = false; // holdResult()
    Magnitude magnitude_;
    std::vector<SpectrumPeak> spectrumPeaks_; // spectrum_'s, as the engine found them
    bool spectrumPaneOnly_ = false;
    std::weak_ptr<const Image> spectrumNoted_; // the image whose pane-only spectrum was said (message())
    SpectrumPart part_ = SpectrumPart::LogMagnitude; // what View asks for
    QImage partImage_;                              // the last part that came, of partOf_
    SpectrumPart partCame_ = SpectrumPart::LogMagnitude, partAskedFor_ = SpectrumPart::LogMagnitude;
    std::shared_ptr<const Image> partOf_, partAsked_;

    RequestLane openLane_;     // images opened; on screen: the image shown
    RequestLane spectrumLane_; // on screen: the request whose spectrum is shown
    RequestLane deviceLane_, partLane_, sweepLane_;
    quint64 patternOpen_ = 0; // the newest test pattern's open request
    quint64 loadedShown_ = 0; // an image shown as read, its spectra to come

    bool liveInFlight_ = false; // a live frame is being opened and filtered
    int liveFramesShown_ = 0;
    quint64 filterRequests_ = 0;
    QElapsedTimer waitingSince_; // valid while a request is outstanding
};

} // namespace passband
