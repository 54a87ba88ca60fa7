#include "inset_item.h"

#include <QFont>
#include <QFontMetrics>
#include <QPainter>

namespace passband {

InsetItem::InsetItem()
{
    setZValue(3); // over the image and its overlays
    setVisible(false);
}

void InsetItem::setPicture(const QImage& picture, QSize imageSize, const QString& label)
{
    prepareGeometryChange();
    picture_ = picture;
    label_ = label;
    const double w = imageSize.width() * kShare, h = imageSize.height() * kShare;
    area_ = QRectF(imageSize.width() - w, imageSize.height() - h, w, h);
    setVisible(!picture.isNull() && !imageSize.isEmpty());
    update();
}

QRectF InsetItem::boundingRect() const { return area_.adjusted(-2, -2, 2, 2); }

void InsetItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (picture_.isNull())
        return;
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->drawImage(area_, picture_);
    QPen frame(Qt::white, 3);
    frame.setCosmetic(true);
    painter->setPen(frame);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(area_);
    // The label at the screen's own size, on a dark band, in the inset's top-left corner.
    const QRectF device = painter->transform().mapRect(area_);
    const QPointF corner = device.topLeft();
    painter->resetTransform();
    painter->setClipRect(device.adjusted(1, 1, -1, -1)); // the label stays inside the picture
    QFont font = painter->font();
    font.setBold(true);
    font.setPixelSize(16);
    painter->setFont(font);
    const QFontMetrics metrics(font);
    const QRectF band(corner + QPointF(3, 3), QSizeF(metrics.horizontalAdvance(label_) + 10, metrics.height() + 4));
    painter->fillRect(band, QColor(0, 0, 0, 180));
    painter->setPen(Qt::white);
    painter->drawText(band, Qt::AlignCenter, label_);
    painter->restore();
}

} // namespace passband
