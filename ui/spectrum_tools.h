#pragma once
// Shaping the filter on the spectrum pane. SpectrumInteraction watches the pane's viewport and
// hands each mouse event, with its position in scene coordinates (the spectrum image's pixels),
// to its tools in the order they were added, until one takes it; an event no tool takes pans
// and zooms the view as usual. A new tool (a circle, a wedge, a painted mask) is one class
// implementing SpectrumTool, added with addTool(); it changes the filter through FilterModel,
// so every change is a step on the one undo stack, as NotchTool does.
#include "filter.h"
#include "image.h"
#include "spectrum_peaks.h"

#include <QEvent>
#include <QObject>
#include <QElapsedTimer>
#include <QPointF>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QMouseEvent;

namespace passband {

class ControlPanel;
class FilterModel;
class FilterOverlayItem;
class ImagePane;

class SpectrumTool {
public:
    virtual ~SpectrumTool() = default;
    // A press, double-click, move or release at `scenePos`; true when the tool took it.
    virtual bool mouseEvent(QEvent::Type type, const QMouseEvent& event, QPointF scenePos) = 0;
};

class SpectrumInteraction : public QObject {
    Q_OBJECT
public:
    SpectrumInteraction(ImagePane* pane, QObject* parent = nullptr);
    void addTool(SpectrumTool* tool); // not owned
    // Off while there is no image to shape a filter for.
    void setEnabled(bool on) { enabled_ = on; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    ImagePane* pane_;
    QObject* viewport_; // the pane's viewport, whose events are filtered (compared, never called)
    std::vector<SpectrumTool*> tools_;
    bool enabled_ = false;
};

// Notch pairs: a double-click adds one on the peak under the pointer, at any zoom: the nearest
// isolated peak (the ringed ones) within the pointer's footprint (a ring's radius in screen
// pixels, however many bins that is), else the brightest bin there (DC left out); a drag moves
// one (its mirror follows, one undo step when the drag ends), a right-click removes one. Every
// change is one step on the undo stack.
class NotchTool : public QObject, public SpectrumTool {
    Q_OBJECT
public:
    static constexpr int kPeakSearch = 4;         // bins, at least
    static constexpr double kPointerReach = 8;    // screen pixels: a peak ring's radius

    // `controls`: the new notch's radius and shape.
    NotchTool(FilterModel* model, ControlPanel* controls, FilterOverlayItem* overlay, ImagePane* pane,
              QObject* parent = nullptr);
    // The spectrum image the peak search reads (the pane's 8-bit log magnitude).
    // `peaks`: its isolated peaks (core/spectrum_peaks.h), the ones a user sees ringed.
    void setSpectrum(std::shared_ptr<const Image> spectrum, std::vector<SpectrumPeak> peaks = {})
    {
        spectrum_ = std::move(spectrum);
        peaks_ = std::move(peaks);
    }
    // The bin, in the spectrum image's pixels, a double-click at `scenePos` puts a notch on;
    // none for DC or with no spectrum.
    std::optional<QPoint> peakNear(QPointF scenePos) const;
    // Adds a pair at the brightest bin near `scenePos`, as a double-click does.
    void addNear(QPointF scenePos);
    // Applies `after` as the notches, as one undo step called `what`.
    void change(const std::vector<Notch>& after, const QString& what);

    bool mouseEvent(QEvent::Type type, const QMouseEvent& event, QPointF scenePos) override;

signals:
    void message(const QString& text); // for the status bar ("At most 16 notches")

private:
    // The notch (index, side +1 or -1 for its mirror) whose disc holds the scene position.
    std::optional<std::pair<int, int>> notchAt(QPointF scenePos) const;
    QPoint binAt(QPointF scenePos) const; // offset from DC, to the nearest bin

    FilterModel* model_;
    ControlPanel* controls_;
    FilterOverlayItem* overlay_;
    ImagePane* pane_;
    std::shared_ptr<const Image> spectrum_;
    std::vector<SpectrumPeak> peaks_;
    int dragNotch_ = -1; // the notch being dragged
    int dragSide_ = 1;   // +1 its centre, -1 its mirror
};

// The cutoff circles: dragging the high-pass or the low-pass circle (an ellipse with the
// isotropic radius) sets its radius, one undo step per drag; Shift keeps it to whole pixels.
// Near a circle the pointer changes and a tooltip gives the radius in every unit
// (describeCutoff); the sliders follow the model.
class CircleTool : public QObject, public SpectrumTool {
    Q_OBJECT
public:
    enum class Cutoff { Highpass, Lowpass };

    CircleTool(FilterModel* model, FilterOverlayItem* overlay, ImagePane* pane, QObject* parent = nullptr);
    // The circle within a few screen pixels of `scenePos`, the nearer of two.
    std::optional<Cutoff> circleAt(QPointF scenePos) const;
    // The radius a drag to `scenePos` gives (to 0.01 px, or whole pixels).
    double radiusAt(QPointF scenePos, bool wholePixels) const;

    bool mouseEvent(QEvent::Type type, const QMouseEvent& event, QPointF scenePos) override;

private:
    void showRadius(Cutoff cutoff, const QMouseEvent& event);

    FilterModel* model_;
    FilterOverlayItem* overlay_;
    ImagePane* pane_;
    std::optional<Cutoff> dragging_;
    bool hovering_ = false;
};

// The wedges: dragging a wedge's edge (or its mirror's) opens or closes it about its axis;
// dragging its axis (drawn dashed) turns it. Shift keeps whole degrees; one undo step per drag. Near an
// edge or inside, the pointer changes.
class WedgeTool : public QObject, public SpectrumTool {
    Q_OBJECT
public:
    WedgeTool(FilterModel* model, FilterOverlayItem* overlay, ImagePane* pane, QObject* parent = nullptr);
    bool mouseEvent(QEvent::Type type, const QMouseEvent& event, QPointF scenePos) override;

    enum class Part { Edge, Axis };
    struct Hit {
        int wedge;
        Part part;
    };
    // The wedge under `scenePos`: within a few screen pixels of an edge or of its axis (within
    // its radius range), the topmost first; none at DC.
    std::optional<Hit> wedgeAt(QPointF scenePos) const;

private:
    // The angle of `scenePos` from DC as the spectrum shows it (degrees, counter-clockwise).
    double angleAt(QPointF scenePos) const;

    FilterModel* model_;
    FilterOverlayItem* overlay_;
    ImagePane* pane_;
    std::optional<Hit> dragging_;
    double grabOffset_ = 0; // the axis' angle minus the pointer's when a turn began
    bool hovering_ = false;
};

// The painted mask: while the panel's mask tool is on, the left button paints with it (a
// brush along the drag, or a rectangle or an ellipse from press to release), mirrored through
// DC, one undo step per stroke. The model takes the mask as it is painted, a few times a
// second for a large image (each update copies it).
class MaskTool : public QObject, public SpectrumTool {
    Q_OBJECT
public:
    // `controls`: the brush and whether the mask tool is on.
    MaskTool(FilterModel* model, ControlPanel* controls, FilterOverlayItem* overlay, QObject* parent = nullptr);
    bool mouseEvent(QEvent::Type type, const QMouseEvent& event, QPointF scenePos) override;

private:
    void publish(); // the working mask into the model
    void stampTo(QPointF scenePos);

    FilterModel* model_;
    ControlPanel* controls_;
    FilterOverlayItem* overlay_;
    bool stroking_ = false;
    SpectrumMask working_;
    QPointF start_, last_;
    QElapsedTimer sincePublished_;
};

} // namespace passband
