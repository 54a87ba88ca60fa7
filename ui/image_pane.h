#pragma once
// A titled image view that zooms (wheel, keys, fit, 1:1) and pans (drag). While the user has
// not zoomed, the image stays fitted to the pane as the window resizes.
#include <QGraphicsView>
#include <QImage>
#include <QWidget>

class QGraphicsPixmapItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QLabel;

namespace passband {

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
    explicit ImagePane(const QString& title, QWidget* parent = nullptr);

    // Shows `image`, the exact pixels; the view is refitted when the size changes, else zoom
    // and position stay. `display`, when given, is the same image on a coarser grid (README
    // "What the panes show"), drawn instead while the view has no more screen pixels than it.
    void setImage(const QImage& image, const QImage& display = {});
    // A display-sized image alone, stretched over an image of `size` at every zoom, while the
    // exact image is being computed (a preview while a slider moves). setImage() ends it.
    void setPreview(const QImage& display, QSize size);
    // The display-sized version of the image shown, when it comes after the image.
    void setDisplay(const QImage& display);
    // What is drawn: the display-sized image (a preview, or the image on a coarser grid), not
    // the exact pixels.
    bool drawsDisplayImage() const { return shown_ == Shown::Display; }
    const QImage& displayImage() const { return display_; }
    bool showsPreview() const { return previewOnly_; }
    // An empty image area of `size` with `text` in its middle, for an image still being
    // computed: nobody takes it for a result, and the view fits and links as it will for the
    // image. setImage() ends it.
    void setPlaceholder(QSize size, const QString& text);
    bool showsPlaceholder() const;
    void clear();
    const QImage& image() const { return image_; }
    void setTitle(const QString& title);
    // The title's font size times `scale` (presentation mode's large labels).
    void setTitleScale(double scale);
    QString title() const;
    ZoomView* view() const { return view_; }
    QGraphicsScene* scene() const { return scene_; }
    // Keeps this pane's zoom and position equal to `other`'s, both ways.
    void linkWith(ImagePane* other);

signals:
    // Hovered image pixel, or inside = false when the pointer left the image.
    void pixelHovered(QPoint pixel, bool inside);

private:
    // Draws the exact image or the display-sized one, whichever the zoom calls for; the exact
    // image becomes a pixmap only when it is drawn.
    void updateShown();

    QLabel* title_;
    int titlePointSize_ = 0; // as made
    ZoomView* view_;
    QGraphicsScene* scene_;
    QGraphicsPixmapItem* pixmap_;
    QGraphicsRectItem* placeholderArea_;
    QGraphicsSimpleTextItem* placeholderText_;
    QImage image_;
    QImage display_;
    bool previewOnly_ = false; // display_ is a preview; image_ is an older result
    enum class Shown { Nothing, Image, Display };
    Shown shown_ = Shown::Nothing;
    bool syncing_ = false;
};

} // namespace passband
