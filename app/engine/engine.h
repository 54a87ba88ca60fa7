#pragma once
// The GUI's engine: one worker thread (a JobRunner) owns the OpenCL context, its queue and
// the filter pipeline; the UI thread only submits values and receives results as queued
// signals, so it never waits on the device. Latest wins in each lane: while a computation
// runs, newer requests replace older waiting ones, and every result carries the generation
// of its request so the window can drop anything older than what it shows.
#include "filter.h"
#include "lab_work.h"
#include "image.h"
#include "lattice.h"
#include "pipeline.h"
#include "spectrum_range.h"
#include "spectrum_peaks.h"
#include "sweep.h"

#include <QImage>
#include <QSize>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace passband {

class JobRunner;

// What the window shows besides the result, asked for with each filter request.
struct FilterViews {
    bool removed = false;       // the result pane shows what the filter removed
    int impulseSize = 0;        // > 0: the impulse response, cropped to this size
    bool radialProfile = false; // the radial power profile
    // The device pixels the Filtered pane shows the whole image on at its zoom
    // (ImagePane::screenSize()); empty when it shows the image's own pixels.
    QSize screen;
    // The same for the Spectrum pane: there a new transform's log magnitude is first made at
    // this size (FilterPipeline::spectrumScreen), the full image when nobody waits.
    QSize spectrumScreen;
    // How far below its peak the spectrum pane shows the log magnitude (View > Spectrum Floor).
    SpectrumRange spectrumRange;
    // False: only a preview for the screen, while a slider moves (README "What the panes show").
    // True: the exact result with its screen image, then the analysis (measures, profile,
    // impulse response).
    bool exact = true;
    // Float images: the values shown black and white (README "Float data"); when low >= high,
    // the original's range.
    double displayLow = 0, displayHigh = 0;
    bool hasDisplayRange() const { return displayHigh > displayLow; }
    // A result mapped by magnitude is shown with its levels stretched (README "Display
    // contrast"): kContrastSaturation of its samples saturated, half at each end. Only what
    // is shown changes; the result, its export and the command line do not.
    bool autoContrast = false;
};

// The analysis of an exact result, computed after it was delivered.
struct FilterAnalysis {
    UpdateMeasures measures;
    ImpulseResponse impulse;
    RadialProfile profile;
};

// How a pane shows an image's pixels: toQImage(image), or with `ranged` toQImage(image, low,
// high) (a stretched contrast, a display range). The pane makes the part it draws.
struct ShownLevels {
    bool ranged = false;
    double low = 0, high = 1;
};

// Everything one filter request produced, delivered to the UI thread as one value.
struct FilterOutcome {
    std::shared_ptr<const Image> result; // the filtered image, or the removed component; null for a preview
    ShownLevels shown;                   // how its pixels are shown
    // The result as the screen shows it at views.screen (README "What the panes show"): for an
    // exact result its area average, for a preview the area average of its lattice's samples.
    QImage screen;
    bool exact = true;
    // A preview's lattice (every stepX-th pixel across, stepY-th down); 1 x 1 for an exact result.
    int stepX = 1, stepY = 1;
    bool contrastStretched = false; // shown with an automatic contrast
    double previewMs = 0;   // host time of the preview: computation, download, averaging
    bool removed = false;
    FilterSettings settings;             // what it was made with
    UpdateTiming timing;
    EdgeSettings edges;                    // the edge handling the result was made with
    // Said once an image: why updates while dragging are exact ones (a preview did not fit).
    QString shortOfMemory;
};

// The log-magnitude spectrum display of the image as transformed (a new image, other edge
// handling), made after the result that needed the new transform is on its way to the screen.
struct SpectrumOutcome {
    std::shared_ptr<const Image> spectrum; // null for the pane's picture alone
    QImage screen; // its screen image at the filter request's views.spectrumScreen
    QSize size;    // the spectrum image's size (the picture stands for it)
    EdgeSettings edges;
    std::vector<SpectrumPeak> peaks; // the full image's isolated peaks (core/spectrum_peaks.h)
    // Why only the pane's picture is made for this image (the full spectrum image did not fit
    // beside its buffers: the refusal's line); empty where the full image follows.
    QString shortOfMemory;
};

class Engine : public QObject {
    Q_OBJECT
public:
    // Starts the worker and opens the device (`selector` as for --device; empty: default).
    explicit Engine(const QString& selector, QObject* parent = nullptr);
    ~Engine() override; // waits for the running job, drops waiting ones

    // Each returns the request's generation. Requests are values; nothing is shared.
    quint64 selectDevice(const QString& selector);
    // `viewport`: the device pixels of the pane that will show it, for display-sized images.
    // `page`: of a multi-page TIFF (1 = the first).
    quint64 openFile(const QString& path, QSize viewport = {}, int page = 1);
    // An image made in memory (a test pattern, an image with added noise), shown as `name`.
    quint64 openImage(std::shared_ptr<const Image> image, const QString& name, QSize viewport = {});
    // Gives up an open still on its way (a cancel): it stops at its next step, and `image`, the
    // image on show (null for none), is what the device holds after it. Nothing is delivered.
    quint64 restoreImage(std::shared_ptr<const Image> image);
    // The lab's second image (B), read on the worker in a lane of its own (latest wins), with
    // its picture fitted into `thumbnail` pixels: secondOpened or secondFailed follows.
    quint64 openSecond(const QString& path, QSize thumbnail);
    quint64 filter(const FilterSettings& settings, const FilterViews& views = {});
    // The image filtered with each of `variants` (2 to 4: the side-by-side view), in a lane of
    // its own (latest wins): one transform, a filter and an inverse each, all exact or all
    // previews for `views.screen` as for filter(); `views`' removed and analyses are not done.
    quint64 compare(const std::vector<FilterSettings>& variants, const FilterViews& views);
    // Writes a cutoff sweep of the image on the device (the filtered image, whatever the view).
    quint64 sweep(const FilterSettings& settings, const SweepSpec& spec);
    // A part of the image's spectrum other than the log magnitude (README "Lab"): its phase on
    // a colour wheel, its real or imaginary part.
    quint64 spectrumPart(SpectrumPart part);
    // A lab mode's images (README "Lab"), in a lane of their own: latest wins.
    quint64 lab(const LabRequest& request);
    // Frees what the lab keeps on the device (its inputs' spectra, previews' folds and plans):
    // hundreds of megabytes for 12-megapixel images. The next lab request makes them again.
    void releaseLab();

    // Gives up the worker thread at once, for a device call that hangs: waiting requests are
    // dropped and the stuck one is left to end on its own. The engine does nothing afterwards.
    void abandon();
    bool busy() const; // a request is being computed
    // The worker is making an FFT plan (building and first running its kernels): busy, but
    // not waiting on a device that may hang.
    bool preparingKernels() const { return preparing_->load(); }

    // For tests and diagnostics.
    quint64 jobsRun() const;
    // Parks the worker in a job of its own, once it has finished what it is doing, until the
    // returned handle is destroyed: requests made meanwhile collapse as they would behind a
    // very slow computation. Null when the worker did not park within timeoutMs.
    std::shared_ptr<void> holdWorker(int timeoutMs);
    quint64 filtersRun() const { return filtersRun_->load(); }
    bool waitIdle(int timeoutMs) const;

signals:
    void deviceReady(quint64 generation, const QString& device, const QStringList& devices, int index);
    void deviceFailed(quint64 generation, const QString& reason);
    void progress(quint64 generation, const QString& stage, int percent);
    // Opening shows each part as soon as it exists, in the order people look: the image as
    // read, with its screen image for a pane of `viewport` device pixels fitting it (README
    // "What the panes show"), then imageOpened once its spectra are on the device; the first
    // filter() then delivers the result, and only after it spectrumReady().
    void imageLoaded(quint64 generation, const QString& path, std::shared_ptr<const passband::Image> image,
                     const QImage& originalScreen);
    void imageOpened(quint64 generation, const QString& path, std::shared_ptr<const passband::Image> image);
    // After filtered(), when the transform changed since the last spectrum delivered.
    void spectrumReady(quint64 generation, const passband::SpectrumOutcome& outcome);
    void imageFailed(quint64 generation, const QString& path, const QString& reason);
    void secondOpened(quint64 generation, const QString& path, std::shared_ptr<const passband::Image> image,
                      const QImage& thumbnail);
    void secondFailed(quint64 generation, const QString& path, const QString& reason);
    void filtered(quint64 generation, const passband::FilterOutcome& outcome);
    // After filtered() for an exact result: its analysis. Skipped when a newer filter request
    // is waiting.
    void analysed(quint64 generation, const passband::FilterAnalysis& analysis);
    void filterFailed(quint64 generation, const QString& reason);
    void compared(quint64 generation, const std::vector<passband::FilterOutcome>& outcomes); // one per variant
    void compareFailed(quint64 generation, const QString& reason);
    void sweepProgress(quint64 generation, int done, int count, const QString& path);
    void sweepFinished(quint64 generation, int count, const QString& directory);
    void sweepFailed(quint64 generation, const QString& reason);
    // `of`: the image it is of, so a result for an image since replaced can be told.
    void spectrumPartReady(quint64 generation, std::shared_ptr<const passband::Image> of, passband::SpectrumPart part,
                           const QImage& image);
    void labReady(quint64 generation, const passband::LabOutcome& outcome);
    void labFailed(quint64 generation, const QString& reason);
    // The worker began (on) or ended making an FFT plan; `what` says so for the status bar.
    void kernelsPreparing(bool on, const QString& what);
    // A device failed and the work moved on (or could not): one line saying what happened.
    void deviceFault(quint64 generation, const QString& line);

private:
    quint64 open(std::shared_ptr<const Image> given, const QString& name, QSize viewport, int page);
    struct Worker; // state touched only on the worker thread
    template <typename F>
    static void deliver(const std::shared_ptr<QPointer<Engine>>& target, F f);
    template <typename Op>
    static bool onSomeDevice(Worker& w, const std::shared_ptr<QPointer<Engine>>& self, quint64 generation, Op op);
    // One filter request's result and pictures on the worker's pipeline (the filter lane's and
    // each variant's); none when no device can. `producer`: the pipeline that made it.
    static std::optional<FilterOutcome> outcomeOf(Worker& w, const std::shared_ptr<QPointer<Engine>>& self, quint64 generation,
                                                  const FilterSettings& settings, const FilterViews& views,
                                                  const Lattice& lattice, bool exact, std::uint64_t* producer);
    // The full spectrum image of the pipeline's transform, delivered; false when no device can.
    static bool deliverFullSpectrum(Worker& w, const std::shared_ptr<QPointer<Engine>>& self, quint64 generation,
                                    const FilterViews& views);

    std::shared_ptr<QPointer<Engine>> self_; // how jobs reach the engine, if it still exists
    // Shared with the jobs: a job stuck in a driver call keeps it alive after the engine has
    // given it up, and the last one frees it.
    std::shared_ptr<Worker> worker_;
    std::unique_ptr<JobRunner> runner_; // declared last: stopped first
    std::shared_ptr<std::atomic<quint64>> filtersRun_ = std::make_shared<std::atomic<quint64>>(0);
    std::shared_ptr<std::atomic<bool>> preparing_ = std::make_shared<std::atomic<bool>>(false);
    bool abandoned_ = false;
};

} // namespace passband

Q_DECLARE_METATYPE(std::shared_ptr<const passband::Image>)
Q_DECLARE_METATYPE(passband::FilterSettings)
Q_DECLARE_METATYPE(passband::UpdateTiming)
Q_DECLARE_METATYPE(passband::UpdateMeasures)
Q_DECLARE_METATYPE(passband::FilterOutcome)
Q_DECLARE_METATYPE(passband::SpectrumOutcome)
Q_DECLARE_METATYPE(passband::FilterAnalysis)
Q_DECLARE_METATYPE(passband::LabOutcome)
Q_DECLARE_METATYPE(passband::SpectrumPart)
