#include "spectrum_tools.h"

#include "descriptions.h"
#include "control_panel.h"
#include "mask_controls.h"
#include "shaping_controls.h"
#include "radius_control.h"
#include "filter_gain.h"
#include "filter_model.h"
#include "filter_overlay.h"
#include "image_pane.h"

#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace passband {

SpectrumInteraction::SpectrumInteraction(ImagePane* pane, QObject* parent)
    : QObject(parent), pane_(pane), viewport_(pane->view()->viewport())
{
    viewport_->installEventFilter(this);
}

void SpectrumInteraction::addTool(SpectrumTool* tool) { tools_.push_back(tool); }

bool SpectrumInteraction::eventFilter(QObject* watched, QEvent* event)
{
    // Only the viewport's mouse events, compared without touching the pane: the viewport also
    // sends events while the window is being destroyed, the pane perhaps already gone.
    const auto type = event->type();
    if (!enabled_ || watched != viewport_ ||
        (type != QEvent::MouseButtonPress && type != QEvent::MouseButtonDblClick && type != QEvent::MouseMove &&
         type != QEvent::MouseButtonRelease))
        return QObject::eventFilter(watched, event);
    const auto* mouse = static_cast<QMouseEvent*>(event);
    const QPointF scenePos = pane_->view()->mapToScene(mouse->position().toPoint());
    for (SpectrumTool* tool : tools_)
        if (tool->mouseEvent(type, *mouse, scenePos))
            return true;
    return QObject::eventFilter(watched, event);
}

NotchTool::NotchTool(FilterModel* model, ControlPanel* controls, FilterOverlayItem* overlay, ImagePane* pane,
                     QObject* parent)
    : QObject(parent), model_(model), controls_(controls), overlay_(overlay), pane_(pane)
{
}

void NotchTool::change(const std::vector<Notch>& after, const QString& what)
{
    FilterSettings s = model_->settings();
    s.notches = after;
    model_->apply(s, what);
}

QPoint NotchTool::binAt(QPointF scenePos) const
{
    const QPointF dc = overlay_->centre(); // the DC pixel's centre
    return QPoint(static_cast<int>(std::lround(scenePos.x() - dc.x())), static_cast<int>(std::lround(scenePos.y() - dc.y())));
}

std::optional<std::pair<int, int>> NotchTool::notchAt(QPointF scenePos) const
{
    const std::vector<Notch>& notches = model_->settings().notches;
    const double slack = 4.0 / std::max(0.01, pane_->view()->zoom()); // 4 screen pixels at least
    for (int i = static_cast<int>(notches.size()) - 1; i >= 0; --i) // the topmost first
        for (const int side : {1, -1}) {
            const QPointF at = overlay_->centre() + side * QPointF(notches[i].u, notches[i].v);
            if (std::hypot(scenePos.x() - at.x(), scenePos.y() - at.y()) <= std::max(notches[i].radius, slack))
                return std::pair{i, side};
        }
    return std::nullopt;
}

std::optional<QPoint> NotchTool::peakNear(QPointF scenePos) const
{
    if (!spectrum_)
        return std::nullopt;
    const Image& s = *spectrum_;
    const double px = scenePos.x() - 0.5, py = scenePos.y() - 0.5; // in bins' centres
    const int dcX = s.width / 2, dcY = s.height / 2;
    // The pointer's footprint in bins: at fit zoom on a large image one screen pixel is many.
    const double zoom = std::max(1e-6, pane_->view()->zoom());
    const int reach = std::max(kPeakSearch, static_cast<int>(std::ceil(kPointerReach / zoom)));
    // A ringed peak within it, the nearest: what the user aimed at.
    std::optional<QPoint> ringed;
    double ringedDistance = 0;
    for (const SpectrumPeak& p : peaks_) {
        const double distance = std::hypot(p.x - px, p.y - py);
        if (distance <= reach && (!ringed || distance < ringedDistance) && !(p.x == dcX && p.y == dcY)) {
            ringed = QPoint(p.x, p.y);
            ringedDistance = distance;
        }
    }
    if (ringed)
        return ringed;
    // Else the brightest bin in it, the DC term left out; ties go to the nearest.
    const int cx = static_cast<int>(std::lround(px)), cy = static_cast<int>(std::lround(py));
    QPoint best(cx, cy);
    int bestValue = -1;
    double bestDistance = 0;
    for (int y = std::max(0, cy - reach); y <= std::min(s.height - 1, cy + reach); ++y)
        for (int x = std::max(0, cx - reach); x <= std::min(s.width - 1, cx + reach); ++x) {
            if (x == dcX && y == dcY)
                continue;
            const int value = s.at(x, y, 0);
            const double distance = std::hypot(x - px, y - py);
            if (value > bestValue || (value == bestValue && distance < bestDistance)) {
                best = QPoint(x, y);
                bestValue = value;
                bestDistance = distance;
            }
        }
    if (bestValue < 0)
        return std::nullopt;
    return best;
}

void NotchTool::addNear(QPointF scenePos)
{
    const std::optional<QPoint> peak = peakNear(scenePos);
    if (!peak)
        return;
    const QPoint best = *peak;
    const int dcX = spectrum_->width / 2, dcY = spectrum_->height / 2;
    std::vector<Notch> after = model_->settings().notches;
    if (static_cast<int>(after.size()) >= kMaxNotches) {
        emit message(tr("At most %1 notches").arg(kMaxNotches));
        return;
    }
    after.push_back(controls_->newNotch(best.x() - dcX, best.y() - dcY));
    change(after, tr("Add Notch"));
}

bool NotchTool::mouseEvent(QEvent::Type type, const QMouseEvent& mouse, QPointF scenePos)
{
    if (type == QEvent::MouseButtonDblClick && mouse.button() == Qt::LeftButton) {
        if (!notchAt(scenePos))
            addNear(scenePos);
        return true;
    }
    if (type == QEvent::MouseButtonPress) {
        const auto hit = notchAt(scenePos);
        if (!hit)
            return false;
        if (mouse.button() == Qt::RightButton) {
            std::vector<Notch> after = model_->settings().notches;
            after.erase(after.begin() + hit->first);
            change(after, tr("Remove Notch"));
            return true;
        }
        if (mouse.button() != Qt::LeftButton)
            return false;
        dragNotch_ = hit->first;
        dragSide_ = hit->second;
        model_->beginGesture(tr("Move Notch"));
        return true;
    }
    if (dragNotch_ < 0 || dragNotch_ >= static_cast<int>(model_->settings().notches.size())) {
        if (dragNotch_ >= 0)
            model_->endGesture();
        dragNotch_ = -1;
        return false;
    }
    if (type == QEvent::MouseMove && !(mouse.buttons() & Qt::LeftButton)) { // the release was lost
        model_->endGesture();
        dragNotch_ = -1;
        return false;
    }
    if (type == QEvent::MouseMove) {
        const QPoint bin = binAt(scenePos) * dragSide_;
        FilterSettings moved = model_->settings();
        Notch& notch = moved.notches[dragNotch_];
        if (bin != QPoint(0, 0) && (notch.u != bin.x() || notch.v != bin.y())) {
            notch.u = bin.x();
            notch.v = bin.y();
            model_->edit(moved); // live; one undo step when the drag ends
        }
        return true;
    }
    if (type == QEvent::MouseButtonRelease && mouse.button() == Qt::LeftButton) {
        model_->endGesture(); // the whole drag, one step
        dragNotch_ = -1;
        return true;
    }
    return false;
}

CircleTool::CircleTool(FilterModel* model, FilterOverlayItem* overlay, ImagePane* pane, QObject* parent)
    : QObject(parent), model_(model), overlay_(overlay), pane_(pane)
{
}

double CircleTool::radiusAt(QPointF scenePos, bool wholePixels) const
{
    const QPointF d = scenePos - overlay_->centre();
    const FilterSettings& s = model_->settings();
    const double r = FilterGain(s, overlay_->imageWidth(), overlay_->imageHeight()).distance(d.x(), d.y());
    return wholePixels ? std::round(r) : std::round(r * 100) / 100;
}

std::optional<CircleTool::Cutoff> CircleTool::circleAt(QPointF scenePos) const
{
    const FilterSettings& s = model_->settings();
    const double r = radiusAt(scenePos, false);
    const double slack = 4.0 / std::max(0.01, pane_->view()->zoom()); // 4 screen pixels
    std::optional<Cutoff> best;
    double bestDistance = slack;
    if (s.highpassActive() && std::abs(r - *s.highpass) <= bestDistance) {
        best = Cutoff::Highpass;
        bestDistance = std::abs(r - *s.highpass);
    }
    if (s.lowpassActive() && std::abs(r - *s.lowpass) < bestDistance)
        best = Cutoff::Lowpass;
    return best;
}

void CircleTool::showRadius(Cutoff cutoff, const QMouseEvent& event)
{
    const FilterSettings& s = model_->settings();
    const double r = cutoff == Cutoff::Highpass ? s.highpass.value_or(0) : s.lowpass.value_or(0);
    const QString name = cutoff == Cutoff::Highpass ? tr("High-pass") : tr("Low-pass");
    QToolTip::showText(event.globalPosition().toPoint(),
                       tr("%1 %2\nDrag to change it; Shift: whole pixels")
                           .arg(name, Descriptions::cutoff(r, overlay_->imageWidth(), overlay_->imageHeight())),
                       pane_->view()->viewport());
}

bool CircleTool::mouseEvent(QEvent::Type type, const QMouseEvent& event, QPointF scenePos)
{
    QWidget* viewport = pane_->view()->viewport();
    if (type == QEvent::MouseButtonPress && event.button() == Qt::LeftButton) {
        dragging_ = circleAt(scenePos);
        if (!dragging_)
            return false;
        model_->beginGesture(*dragging_ == Cutoff::Highpass ? tr("Drag High-pass Circle") : tr("Drag Low-pass Circle"));
        viewport->setCursor(Qt::ClosedHandCursor);
        return true;
    }
    if (type == QEvent::MouseMove && dragging_ && !(event.buttons() & Qt::LeftButton)) { // the release was lost
        model_->endGesture();
        dragging_.reset();
        return false;
    }
    if (type == QEvent::MouseMove && dragging_) {
        const double r = radiusAt(scenePos, event.modifiers() & Qt::ShiftModifier);
        FilterSettings s = model_->settings();
        (*dragging_ == Cutoff::Highpass ? s.highpass : s.lowpass) = r;
        model_->edit(s);
        showRadius(*dragging_, event);
        return true;
    }
    if (type == QEvent::MouseButtonRelease && dragging_ && event.button() == Qt::LeftButton) {
        model_->endGesture(); // the whole drag, one step
        dragging_.reset();
        viewport->setCursor(Qt::SizeAllCursor);
        return true;
    }
    if (type == QEvent::MouseMove && event.buttons() == Qt::NoButton) {
        // Hovering: the pointer and the radius say a circle can be taken.
        if (const auto near = circleAt(scenePos)) {
            hovering_ = true;
            viewport->setCursor(Qt::SizeAllCursor);
            showRadius(*near, event);
            return true;
        }
        if (hovering_) {
            hovering_ = false;
            viewport->setCursor(Qt::OpenHandCursor); // the pane's own (it pans)
            QToolTip::hideText();
        }
    }
    return false;
}

MaskTool::MaskTool(FilterModel* model, ControlPanel* controls, FilterOverlayItem* overlay, QObject* parent)
    : QObject(parent), model_(model), controls_(controls), overlay_(overlay)
{
}

void MaskTool::publish()
{
    FilterSettings s = model_->settings();
    s.mask = std::make_shared<const SpectrumMask>(working_);
    model_->edit(s);
    sincePublished_.start();
}

void MaskTool::stampTo(QPointF scenePos)
{
    // Stamps a quarter of the radius apart, so a fast drag leaves a line, not dots.
    const MaskStroke stroke = controls_->maskControls()->stroke();
    const QPointF step = scenePos - last_;
    const double length = std::hypot(step.x(), step.y());
    const int stamps = std::max(1, static_cast<int>(std::ceil(length / std::max(0.5, stroke.radius / 4))));
    for (int i = 1; i <= stamps; ++i)
        stampBrush(working_, last_ + step * (double(i) / stamps), stroke);
    last_ = scenePos;
}

bool MaskTool::mouseEvent(QEvent::Type type, const QMouseEvent& event, QPointF scenePos)
{
    MaskControls* masks = controls_->maskControls();
    if (!masks->painting() && !stroking_)
        return false;
    const MaskStroke stroke = masks->stroke();
    if (type == QEvent::MouseButtonPress && event.button() == Qt::LeftButton) {
        const int w = overlay_->imageWidth(), h = overlay_->imageHeight();
        if (w <= 0 || h <= 0)
            return false;
        const auto& current = model_->settings().mask;
        working_ = current && current->width == w && current->height == h ? *current : passingMask(w, h);
        stroking_ = true;
        start_ = last_ = scenePos;
        model_->beginGesture(stroke.shape == MaskShape::Brush ? tr("Paint Mask")
                               : stroke.shape == MaskShape::Rectangle ? tr("Mask Rectangle")
                                                                       : tr("Mask Ellipse"));
        if (stroke.shape == MaskShape::Brush) {
            stampBrush(working_, scenePos, stroke);
            publish();
        }
        return true;
    }
    if (!stroking_)
        return type == QEvent::MouseButtonPress || type == QEvent::MouseButtonDblClick; // painting: no panning
    if (type == QEvent::MouseMove && !(event.buttons() & Qt::LeftButton)) { // the release was lost
        overlay_->setShapePreview({}, false);
        publish();
        model_->endGesture();
        stroking_ = false;
        return true;
    }
    if (type == QEvent::MouseMove) {
        if (stroke.shape == MaskShape::Brush) {
            stampTo(scenePos);
            if (sincePublished_.elapsed() >= 40)
                publish();
        } else {
            overlay_->setShapePreview(QRectF(start_, scenePos).normalized(), stroke.shape == MaskShape::Ellipse);
        }
        return true;
    }
    if (type == QEvent::MouseButtonRelease && event.button() == Qt::LeftButton) {
        if (stroke.shape == MaskShape::Brush)
            stampTo(scenePos);
        else
            paintShape(working_, QRectF(start_, scenePos), stroke);
        overlay_->setShapePreview({}, false);
        publish();
        model_->endGesture(); // the stroke, one step
        stroking_ = false;
        return true;
    }
    return true;
}

WedgeTool::WedgeTool(FilterModel* model, FilterOverlayItem* overlay, ImagePane* pane, QObject* parent)
    : QObject(parent), model_(model), overlay_(overlay), pane_(pane)
{
}

double WedgeTool::angleAt(QPointF scenePos) const
{
    const QPointF d = scenePos - overlay_->centre();
    return std::atan2(-d.y(), d.x()) * 180 / std::acos(-1.0); // v counts down
}

std::optional<WedgeTool::Hit> WedgeTool::wedgeAt(QPointF scenePos) const
{
    const std::vector<Wedge>& wedges = model_->settings().wedges;
    const QPointF d = scenePos - overlay_->centre();
    const double r = std::hypot(d.x(), d.y());
    if (r < 1)
        return std::nullopt;
    const FilterSettings& s = model_->settings();
    const double radius = FilterGain(s, overlay_->imageWidth(), overlay_->imageHeight()).distance(d.x(), d.y());
    const double slack = 4.0 / std::max(0.01, pane_->view()->zoom()); // screen pixels, in scene units
    const double pi = std::acos(-1.0);
    for (int i = static_cast<int>(wedges.size()) - 1; i >= 0; --i) {
        const Wedge& w = wedges[i];
        if (radius < w.rMin || (w.rMax && radius > *w.rMax))
            continue;
        // The angle from the axis, folded through the mirror into 0..90 degrees.
        const double delta = std::abs(std::remainder(angleAt(scenePos) - w.angle, 180.0));
        const double fromEdge = std::abs(delta - w.opening / 2) * pi / 180 * r; // along the arc, scene units
        if (fromEdge <= slack)
            return Hit{i, Part::Edge};
        if (delta * pi / 180 * r <= slack) // on the axis (drawn dashed): elsewhere the view pans
            return Hit{i, Part::Axis};
    }
    return std::nullopt;
}

bool WedgeTool::mouseEvent(QEvent::Type type, const QMouseEvent& event, QPointF scenePos)
{
    QWidget* viewport = pane_->view()->viewport();
    if (type == QEvent::MouseButtonPress && event.button() == Qt::LeftButton) {
        dragging_ = wedgeAt(scenePos);
        if (!dragging_)
            return false;
        const Wedge& w = model_->settings().wedges[dragging_->wedge];
        grabOffset_ = std::remainder(w.angle - angleAt(scenePos), 180.0);
        model_->beginGesture(dragging_->part == Part::Edge ? tr("Open Wedge") : tr("Turn Wedge"));
        viewport->setCursor(Qt::ClosedHandCursor);
        return true;
    }
    if (!dragging_) {
        if (type == QEvent::MouseMove && event.buttons() == Qt::NoButton) {
            if (const auto hit = wedgeAt(scenePos)) {
                viewport->setCursor(hit->part == Part::Edge ? Qt::SizeHorCursor : Qt::SizeAllCursor);
                hovering_ = true;
                return false; // the hover readout goes on
            }
            if (hovering_) {
                hovering_ = false;
                viewport->setCursor(Qt::OpenHandCursor);
            }
        }
        return false;
    }
    const bool released = type == QEvent::MouseButtonRelease ||
                          (type == QEvent::MouseMove && !(event.buttons() & Qt::LeftButton)); // a lost release
    FilterSettings s = model_->settings();
    if (dragging_->wedge < static_cast<int>(s.wedges.size()) && (type == QEvent::MouseMove || released)) {
        Wedge& w = s.wedges[dragging_->wedge];
        const bool whole = event.modifiers() & Qt::ShiftModifier;
        const auto round = [whole](double degrees) { return whole ? std::round(degrees) : std::round(degrees * 100) / 100; };
        if (dragging_->part == Part::Edge) {
            const double delta = std::abs(std::remainder(angleAt(scenePos) - w.angle, 180.0));
            w.opening = std::clamp(round(2 * delta), 0.01, 180.0);
        } else {
            double angle = std::remainder(angleAt(scenePos) + grabOffset_, 360.0); // -180..180
            w.angle = round(angle);
        }
        model_->edit(s);
    }
    if (released) {
        model_->endGesture();
        dragging_.reset();
        viewport->setCursor(Qt::OpenHandCursor);
    }
    return true;
}

} // namespace passband
