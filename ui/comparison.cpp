#include "comparison.h"

#include "image_pane.h"

#include <QCursor>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace passband {

ComparisonItem::ComparisonItem(const ImagePane* source) : source_(source)
{
    setZValue(2); // over the result, under nothing else
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    setVisible(false);
}

void ComparisonItem::setImageSize(QSize size)
{
    prepareGeometryChange();
    size_ = size;
    update();
}

void ComparisonItem::setMode(Mode mode)
{
    mode_ = mode;
    setVisible(mode != Mode::Off);
    // Only the wipe line takes the mouse (elsewhere the view pans as usual).
    setAcceptedMouseButtons(mode == Mode::Wipe ? Qt::LeftButton : Qt::NoButton);
    setAcceptHoverEvents(mode == Mode::Wipe);
    update();
}

void ComparisonItem::setSplit(double split)
{
    split = std::clamp(split, 0.0, 1.0);
    if (split == split_)
        return;
    split_ = split;
    update();
    emit splitChanged(split_);
}

QRectF ComparisonItem::boundingRect() const { return QRectF(QPointF(0, 0), QSizeF(size_)); }

void ComparisonItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget* widget)
{
    if (size_.isEmpty())
        return;
    const QRectF area = boundingRect();
    const double splitX = mode_ == Mode::Whole ? area.width() : std::round(split_ * area.width());
    painter->save();
    painter->setClipRect(QRectF(0, 0, splitX, area.height()));
    source_->paintImage(painter, area, widget); // as the original's pane draws it at this zoom
    painter->restore();
    if (mode_ == Mode::Wipe) {
        QPen pen(Qt::white, 2);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawLine(QPointF(splitX, 0), QPointF(splitX, area.height()));
    }
}

bool ComparisonItem::nearLine(QPointF pos, const QWidget* widget) const
{
    const auto* view = widget ? qobject_cast<const QGraphicsView*>(widget->parentWidget()) : nullptr;
    const double zoom = view ? view->transform().m11() : 1.0;
    return std::abs(pos.x() - split_ * size_.width()) <= 5.0 / std::max(0.01, zoom);
}

void ComparisonItem::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    if (mode_ != Mode::Wipe || !nearLine(event->pos(), event->widget())) {
        event->ignore(); // the view pans
        return;
    }
    event->accept();
}

void ComparisonItem::mouseMoveEvent(QGraphicsSceneMouseEvent* event)
{
    if (size_.width() > 0)
        setSplit(event->pos().x() / size_.width());
}

void ComparisonItem::hoverMoveEvent(QGraphicsSceneHoverEvent* event)
{
    if (nearLine(event->pos(), event->widget()))
        setCursor(Qt::SplitHCursor);
    else
        unsetCursor();
}

} // namespace passband
