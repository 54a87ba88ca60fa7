#pragma once
// The current filter drawn over the centred spectrum: the stop band dimmed in proportion to
// 1 - H (a hard edge for ideal filters, a shading for smooth ones) and a circle at each
// active radius (an ellipse with the isotropic radius), centred on the DC bin; each notch
// pair as two dimmed, ringed discs; wedges as dimmed sectors; the painted mask as dimming.
#include "filter.h"

#include <QGraphicsItem>
#include <QImage>

namespace passband {

class FilterOverlayItem : public QGraphicsItem {
public:
    FilterOverlayItem();

    void setFilter(const FilterSettings& settings);
    void setImageSize(int width, int height);
    const FilterSettings& filter() const { return settings_; }
    // Scene position of the DC bin's centre: pixel (floor(W/2), floor(H/2)).
    QPointF centre() const;
    int imageWidth() const { return width_; }
    int imageHeight() const { return height_; }
    // The rectangle or ellipse a mask stroke is dragging out, drawn with its mirror (an
    // empty rect: none).
    void setShapePreview(QRectF area, bool ellipse);
    // Thicker outlines for a projector (presentation mode): every pen's width times `scale`.
    // Pens are cosmetic, so widths are in the screen's logical pixels whatever the zoom.
    void setPenScale(double scale);
    double penScale() const { return penScale_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    static constexpr int kDimAlpha = 150; // darkness of a fully stopped frequency

private:
    FilterSettings settings_;
    int width_ = 0, height_ = 0;
    double penScale_ = 1;
    QImage maskImage_; // the mask's stop dimming, made when the mask changes
    const SpectrumMask* maskShown_ = nullptr;
    QRectF shapePreview_;
    bool ellipsePreview_ = false;
};

} // namespace passband
