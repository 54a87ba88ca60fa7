#include "filter_panes.h"

#include "comparison.h"
#include "control_panel.h"
#include "descriptions.h"
#include "filter_overlay.h"
#include "hover_readout.h"
#include "image_io.h"
#include "image_pane.h"
#include "image_picture.h"
#include "filter_model.h"
#include "peak_marks.h"
#include "session.h"
#include "spectrum_tools.h"

namespace passband {

FilterPanes::FilterPanes(Session* session, QWidget* parent)
    : QObject(parent),
      session_(session),
      original_(new ImagePane(tr("Original"), parent)),
      spectrum_(new ImagePane(tr("Spectrum (log magnitude, centred)"), parent)),
      filtered_(new ImagePane(tr("Filtered"), parent)),
      active_(original_),
      overlay_(new FilterOverlayItem),
      peakMarks_(new PeakMarksItem),
      comparison_(new ComparisonItem(original_)),
      magnitudeTitle_(tr("Spectrum (log magnitude, centred)"))
{
    spectrum_->setTitle(magnitudeTitle_, tr("Spectrum")); // where it does not fit: short, not cut
    spectrum_->scene()->addItem(overlay_);
    spectrum_->scene()->addItem(peakMarks_);
    peakMarks_->setVisible(session->marksPeaks());
    connect(session, &Session::marksPeaksChanged, this, [this](bool on) { peakMarks_->setVisible(on); });
    filtered_->scene()->addItem(comparison_);
    original_->linkWith(filtered_);
    for (ImagePane* pane : {original_, spectrum_, filtered_})
        connect(pane, &ImagePane::pixelHovered, this, [this, pane](QPoint p, bool inside) { hover(pane, p, inside); });

    connect(session, &Session::originalShown, this,
            [this](const QString&, std::shared_ptr<const Image> image, const QImage& screen) {
                original_->setSource(ImagePicture::of(image), screen);
                // Until they arrive: empty areas of their size, never the original, which a user
                // would take for them.
                const QSize size(image->width, image->height);
                spectrum_->setPlaceholder(size, tr("Computing the spectrum..."));
                filtered_->setPlaceholder(size, tr("Computing the filtered image..."));
                setResultTitle(tr("Filtered (computing...)"));
            });
    connect(session, &Session::imageShown, this, [this] {
        const std::shared_ptr<const Image> image = session_->image();
        overlay_->setImageSize(image->width, image->height);
        comparison_->setImageSize(QSize(image->width, image->height));
        showSpectrum();
    });
    connect(session, &Session::imageRejected, this, [this](const QString&, const QString&, bool backToShown) {
        if (!backToShown)
            return;
        if (const std::shared_ptr<const Image> image = session_->image()) { // back to what was there
            original_->setSource(ImagePicture::of(image));
            showSpectrum();
            filtered_->setPlaceholder(QSize(image->width, image->height), tr("Computing the filtered image..."));
        } else {
            for (ImagePane* pane : {original_, spectrum_, filtered_})
                pane->clear();
            setResultTitle(tr("Filtered")); // nothing is being computed any more
        }
    });
    connect(session, &Session::spectrumShown, this, [this] {
        if (session_->spectrumPart() == SpectrumPart::LogMagnitude)
            showSpectrum();
    });
    connect(session, &Session::spectrumPartShown, this, &FilterPanes::showSpectrum);
    connect(session, &Session::spectrumRangeChanged, this, [this] { setMagnitudeTitle(session_->shownEdges()); });
    connect(session, &Session::spectrumPartChanged, this, &FilterPanes::showSpectrum);
    // The camera's use always shows, whoever turned it on (a lesson's step, File > Live Camera).
    connect(session, &Session::liveStarted, this, [this](bool camera) {
        original_->setTitle(camera ? tr("Original \u2014 \u25cf camera on") : tr("Original \u2014 video"),
                            camera ? tr("Original \u25cf") : tr("Original"));
    });
    connect(session, &Session::liveStopped, this, [this] { original_->setTitle(tr("Original")); });
    connect(session, &Session::resultShown, this,
            [this](quint64, const FilterOutcome& outcome) { showResult(outcome); });
}

void FilterPanes::addSpectrumTools(ControlPanel* controls)
{
    FilterModel* model = session_->model();
    spectrumTools_ = new SpectrumInteraction(spectrum_, this);
    notchTool_ = new NotchTool(model, controls, overlay_, spectrum_, this);
    spectrumTools_->addTool(new MaskTool(model, controls, overlay_, this)); // when on, it takes the mouse
    spectrumTools_->addTool(notchTool_);
    spectrumTools_->addTool(new CircleTool(model, overlay_, spectrum_, this));
    spectrumTools_->addTool(new WedgeTool(model, overlay_, spectrum_, this));
    connect(notchTool_, &NotchTool::message, this, [this](const QString& text) { emit message(text, 5000); });
    connect(controls, &ControlPanel::notchesEdited, notchTool_,
            [this](const std::vector<Notch>& after, const QString& what) { notchTool_->change(after, what); });
    connect(controls, &ControlPanel::maskEdited, model, [model](std::shared_ptr<const SpectrumMask> mask, const QString& what) {
        FilterSettings s = model->settings();
        s.mask = std::move(mask);
        model->apply(s, what);
    });
    connect(model, &FilterModel::changed, this, [this](const FilterSettings& s) {
        overlay_->setFilter(s);
        peakMarks_->setFilter(s); // its circles and notches are never hidden by a ring
    });
    connect(session_, &Session::imageShown, this, [this] {
        notchTool_->setSpectrum(nullptr); // the new image's spectrum follows
        spectrumTools_->setEnabled(true);
    });
    connect(session_, &Session::imageRejected, this, [this](const QString&, const QString&, bool backToShown) {
        if (backToShown && !session_->image())
            spectrumTools_->setEnabled(false);
    });
    connect(session_, &Session::spectrumShown, this,
            [this] { notchTool_->setSpectrum(session_->spectrum(), session_->magnitude().peaks); });
}

void FilterPanes::showOriginalInRange(double low, double high)
{
    if (const std::shared_ptr<const Image> image = session_->image())
        original_->setSource(ImagePicture::of(image, {true, low, high})); // its display-sized version follows the result
}

void FilterPanes::showResult(const FilterOutcome& outcome)
{
    const QString pane = outcome.removed ? tr("Removed by the filter (input minus result)") : tr("Filtered");
    QString title = outcome.contrastStretched ? tr("%1 - auto contrast").arg(pane) : pane;
    // A band whose low-pass lies inside its high-pass: a black pane needs a word why.
    const FilterSettings& s = outcome.settings;
    if (s.highpassActive() && s.lowpassActive() && *s.lowpass <= *s.highpass && !s.invert)
        title += s.shape == FilterShape::Ideal
                     ? tr(" \u2014 the band is empty: low-pass %1 is inside high-pass %2").arg(*s.lowpass).arg(*s.highpass)
                     : tr(" \u2014 little passes: low-pass %1 is inside high-pass %2").arg(*s.lowpass).arg(*s.highpass);
    if (outcome.exact) {
        filtered_->setSource(ImagePicture::of(outcome.result, outcome.shown), outcome.screen);
        setResultTitle(title);
    } else {
        const std::shared_ptr<const Image> image = session_->image();
        filtered_->setPreview(outcome.screen, QSize(image->width, image->height));
        setResultTitle(title + tr(" (preview)"));
        filtered_->view()->viewport()->repaint(); // on screen now, before the next is asked for
    }
    setMagnitudeTitle(outcome.edges);
}

void FilterPanes::setMagnitudeTitle(const EdgeSettings& edges)
{
    const std::shared_ptr<const Image> image = session_->image();
    const QString floor =
        image ? Descriptions::spectrumRange(session_->spectrumRange(), image->width, image->height) : QString();
    magnitudeTitle_ = edges.mode == EdgeHandling::Periodic
                          ? tr("Spectrum (log magnitude, centred, %1)").arg(floor)
                          : tr("Spectrum (log magnitude, centred, %1; edges: %2)").arg(floor, Descriptions::edges(edges));
    if (session_->spectrumPart() == SpectrumPart::LogMagnitude)
        setMagnitudePaneTitle();
}

void FilterPanes::setMagnitudePaneTitle()
{
    // Short of memory, the pane says so where it is seen at any width (the status bar's line,
    // with the figures, is cut beside its fields in a narrow window).
    if (session_->spectrumAtPaneSizeOnly())
        spectrum_->setTitle(tr("%1 - at the pane's size only: not enough memory for it whole").arg(magnitudeTitle_),
                            tr("Spectrum (pane's size only)"));
    else
        spectrum_->setTitle(magnitudeTitle_, tr("Spectrum"));
}

void FilterPanes::showSpectrum()
{
    const SpectrumPart part = session_->spectrumPart();
    if (part == SpectrumPart::LogMagnitude) {
        const Session::Magnitude& m = session_->magnitude();
        if (m.picture)
            spectrum_->setSource(m.picture, m.screen);
        else if (!m.screen.isNull()) // the pane's picture, until the full image comes
            spectrum_->setPreview(m.screen, m.size);
        else if (const std::shared_ptr<const Image> image = session_->image()) // on its way
            spectrum_->setPlaceholder(QSize(image->width, image->height), tr("Computing the spectrum..."));
        const QSize size = m.picture ? m.picture->size() : QSize(0, 0);
        peakMarks_->setPeaks(m.peaks, size.width(), size.height());
        setMagnitudePaneTitle();
        return;
    }
    peakMarks_->setPeaks({}, 0, 0); // peaks of the magnitude
    spectrum_->setTitle(part == SpectrumPart::Phase
                            ? tr("Spectrum (phase on a colour wheel, centred; black where |F| is negligible)")
                        : part == SpectrumPart::Real
                            ? tr("Spectrum (real part, centred: red above 0, blue below, log scale)")
                            : tr("Spectrum (imaginary part, centred: red above 0, blue below, log scale)"),
                        part == SpectrumPart::Phase  ? tr("Spectrum: phase")
                        : part == SpectrumPart::Real ? tr("Spectrum: real part")
                                                     : tr("Spectrum: imaginary part"));
    const std::shared_ptr<const Image> image = session_->image();
    if (!image)
        return;
    if (const QImage shown = session_->partImage(); !shown.isNull())
        spectrum_->setImage(shown);
    else
        spectrum_->setPlaceholder(QSize(image->width, image->height), tr("Computing the spectrum..."));
}

void FilterPanes::setResultTitle(const QString& title)
{
    if (comparingWhole())
        titleBeforeComparing_ = title; // shown when the compare key is released
    else
        filtered_->setTitle(title);
}

bool FilterPanes::comparingWhole() const { return comparison_->mode() == ComparisonItem::Mode::Whole; }

void FilterPanes::compareWhole(bool on, bool wipe)
{
    if (on == comparingWhole())
        return;
    if (on) {
        titleBeforeComparing_ = filtered_->title();
        comparison_->setMode(ComparisonItem::Mode::Whole);
        filtered_->setTitle(tr("Original (release \\ for the result)"));
    } else {
        comparison_->setMode(wipe ? ComparisonItem::Mode::Wipe : ComparisonItem::Mode::Off);
        filtered_->setTitle(titleBeforeComparing_);
    }
}

void FilterPanes::hover(ImagePane* pane, QPoint p, bool inside)
{
    if (inside)
        active_ = pane;
    const std::shared_ptr<const Image> image = session_->image();
    if (!inside || !image) {
        emit hovered({});
        return;
    }
    const int w = image->width, h = image->height;
    if (p.x() < 0 || p.y() < 0 || p.x() >= w || p.y() >= h)
        return;
    QString text = QString("x %1, y %2").arg(p.x()).arg(p.y());
    if (pane == original_)
        text = pixelReadout(*image, p.x(), p.y());
    else if (pane == filtered_ && session_->result())
        text = pixelReadout(*session_->result(), p.x(), p.y());
    else if (pane == spectrum_ && session_->spectrum())
        text = spectrumReadout(*session_->spectrum(), p.x(), p.y(), w, h);
    emit hovered(text);
}

} // namespace passband
