#pragma once
// A/B comparison in the result pane: the original drawn over the result, either whole (while
// the compare key is held, as photo editors do) or left of a wipe line that the mouse drags.
// The original is drawn over the same image area, so zoom and pan carry over.
#include <QGraphicsObject>
#include <QImage>

namespace passband {

class ImagePane;

class ComparisonItem : public QGraphicsObject {
    Q_OBJECT
public:
    enum class Mode { Off, Whole, Wipe };

    // Draws `source`'s image as that pane shows it (exact pixels, or its display-sized
    // version): the Original pane.
    explicit ComparisonItem(const ImagePane* source);
    // The image area, as the result pane has it.
    void setImageSize(QSize size);
    void setMode(Mode mode);
    Mode mode() const { return mode_; }
    // The wipe line's position, a fraction of the width (0..1): the original shows left of it.
    void setSplit(double split);
    double split() const { return split_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

signals:
    void splitChanged(double split);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    bool nearLine(QPointF pos, const QWidget* widget) const;

    const ImagePane* source_;
    QSize size_;
    Mode mode_ = Mode::Off;
    double split_ = 0.5;
};

} // namespace passband
