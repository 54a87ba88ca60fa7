#pragma once
// A second picture over a corner of a pane's image, framed and labelled, large enough to be
// seen from the back of a room: the lab's B as it is used, over A's pane, so that both images
// of a two-image mode are on screen (and in figures, which draw the panes' scenes).
#include <QGraphicsItem>
#include <QImage>
#include <QString>

namespace passband {

class InsetItem : public QGraphicsItem {
public:
    InsetItem();

    // `picture` over the bottom-right third of an image of `imageSize` (scene pixels),
    // labelled `label`; a null picture hides it.
    void setPicture(const QImage& picture, QSize imageSize, const QString& label);
    QRectF area() const { return area_; } // where it lies, in scene pixels

    static constexpr double kShare = 1.0 / 3; // of the image's width and height

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QImage picture_;
    QRectF area_;
    QString label_;
};

} // namespace passband
