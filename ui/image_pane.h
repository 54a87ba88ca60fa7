#pragma once
// A titled image view that zooms (wheel, keys, fit, 1:1) and pans (drag). While the user has
// not zoomed, the image stays fitted to the pane as the window resizes.
//
// What it draws (README "What the panes show"): zoomed in to one screen pixel per image pixel
// or more, the image's own pixels (enlarged as blocks); zoomed out, the image area-averaged to
// exactly the screen pixels it covers (screen_image.h), drawn one to one. That screen image is
// made again whenever the zoom or the image changes (on a worker thread for large images), or
// comes with the image; a preview is a screen image alone, standing for an image still being
// computed. The pane keeps no picture of the whole image: it asks its PictureSource for what it
// draws (picture_source.h), so a large image is held once, by whoever made the source.
#include "picture_source.h"

#include <QGraphicsView>
#include <QImage>
#include <QPixmap>
#include <QWidget>

#include <memory>

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QLabel;

namespace passband {

class ElidedLabel;
class ShownImageItem;

class ZoomView : public QGraphicsView {
    Q_OBJECT
public:
    explicit ZoomView(QWidget* parent = nullptr);

    bool fitting() const { return fitting_; }
    double zoom() const { return transform().m11(); }
    void fit();
    void actualSize();
    void zoomBy(double factor);
    // Takes the other view's zoom and scroll position (for panes that move together).
    void follow(const ZoomView& other);

signals:
    void hovered(QPointF scenePos, bool inside);
    void viewChanged(); // zoom or scroll position changed by the user or a resize

protected:
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    bool fitting_ = true;
};

class ImagePane : public QWidget {
    Q_OBJECT
public:
    // A figure's images on a PDF page (or a picture of one) get this many pixels per point, for print.
    static constexpr int kPdfPixelsPerPoint = 3;
    // How a figure shows a pane's exact image over `device` (the painter's device coordinates):
    // averaged to the pixels it gets there (kPdfPixelsPerPoint a point on a PDF page), or
    // enlarged with pixels kept as blocks. Thread-safe where `source` is (PictureSource).
    static void paintForFigure(QPainter& painter, const QRectF& device, const PictureSource& source, bool paged);
    explicit ImagePane(const QString& title, QWidget* parent = nullptr);
    ~ImagePane() override;

    // Shows `image`, the exact pixels; the view is refitted when the size changes, else zoom
    // and position stay. `screen`, when given, is the image area-averaged to some size: used
    // while it is the size the view needs, which saves making it again.
    void setImage(const QImage& image, const QImage& screen = {});
    // The same for an image whose pixels `source` makes when they are drawn.
    void setSource(std::shared_ptr<const PictureSource> source, const QImage& screen = {});
    // Shows `image` stretched over a scene of `sceneSize`, each pixel a block (the lab's
    // spectrum of a large image, in blocks of bins, so that clicks still find bins).
    void setBlocks(const QImage& image, QSize sceneSize);
    // A screen image alone, standing for an image of `sceneSize` still being computed (a preview
    // while a slider moves): drawn one to one where its size is what the view needs, else
    // stretched until the next image. setImage() ends it.
    void setPreview(const QImage& screen, QSize sceneSize);
    bool showsPreview() const { return previewOnly_; }
    // The screen pixels, device pixels, that the whole image covers at the view's zoom, when
    // that is fewer than the image has: the size of the screen image it needs. Empty when the
    // view shows the image's own pixels (or there is no scene: a placeholder counts as the image
    // it stands for).
    QSize screenSize() const;
    // The same for a scene of `scene` pixels shown next: fitted as this one is fitted, or at the
    // view's zoom.
    QSize screenSizeFor(QSize scene) const;
    // What is drawn while zoomed out: the screen image, and whether it is the size the view
    // needs (else the view stretches another until the right one is made).
    const QImage& screenImage() const { return screen_; }
    bool drawsScreenImage() const;
    // An empty image area of `size` with `text` in its middle, for an image still being
    // computed: nobody takes it for a result, and the view fits and links as it will for the
    // image. setImage() ends it.
    void setPlaceholder(QSize size, const QString& text);
    bool showsPlaceholder() const;
    void clear();
    // The whole image as shown, made on each call, the size of the image (null for none, a
    // preview or a placeholder): costly for a large one.
    QImage wholePicture() const { return source_ ? source_->whole() : QImage(); }
    bool hasImage() const { return source_ != nullptr; }
    const std::shared_ptr<const PictureSource>& source() const { return source_; }
    QSize sceneSize() const { return sceneSize_; }
    // `shortTitle`: what the title says where the whole of it does not fit.
    void setTitle(const QString& title, const QString& shortTitle = {});
    // The title's font size times `scale` (presentation mode's large labels).
    void setTitleScale(double scale);
    QString title() const;
    ZoomView* view() const { return view_; }
    QGraphicsScene* scene() const { return scene_; }
    // Keeps this pane's zoom and position equal to `other`'s, both ways.
    void linkWith(ImagePane* other);

    // Draws what the pane shows of its image into `area` of the scene through `painter`: the
    // screen image one to one where it fits the device pixels `area` covers, else the exact
    // image (area-averaged to those pixels first when painting anything but the view: a
    // figure, a PDF). Used by the pane's own item and by what draws the image over another
    // pane (the comparison).
    void paintImage(QPainter* painter, const QRectF& area, const QWidget* widget) const;

signals:
    // Hovered image pixel, or inside = false when the pointer left the image.
    void pixelHovered(QPoint pixel, bool inside);

private:
    // Starts making the screen image the view needs, if it has not got it.
    void updateScreen();
    void takeScreen(const QImage& screen);
    void setScene(QSize size);

    ElidedLabel* title_;
    int titlePointSize_ = 0; // as made
    ZoomView* view_;
    QGraphicsScene* scene_;
    ShownImageItem* item_;
    QGraphicsRectItem* placeholderArea_;
    QGraphicsSimpleTextItem* placeholderText_;
    // The pixels drawn zoomed in: `tile_` holds those of `tileArea_` (the source's pixels).
    // One tile around what is visible, made again when the view leaves it; the whole image
    // when it is small.
    void paintEnlarged(QPainter* painter, const QRectF& area, const QWidget* widget, bool smooth) const;
    void dropPictures();
    std::shared_ptr<const PictureSource> source_;
    QSize sceneSize_;
    mutable QPixmap tile_;
    mutable QRect tileArea_;
    QImage screen_;
    QPixmap screenPixmap_;
    bool previewOnly_ = false; // screen_ stands for an image still being computed
    quint64 screenJob_ = 0;    // the latest screen image asked of a worker thread
    QSize screenAsked_;        // its size
    bool syncing_ = false;
};

} // namespace passband
