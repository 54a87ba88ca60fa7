#include "image_pane.h"

#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsScene>
#include <QLabel>
#include <QMouseEvent>
#include <QScrollBar>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <cmath>

namespace passband {

namespace {
constexpr double kMinZoom = 1.0 / 64;
constexpr double kMaxZoom = 64.0;
constexpr double kWheelStep = 1.25; // per notch
} // namespace

ZoomView::ZoomView(QWidget* parent) : QGraphicsView(parent)
{
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setBackgroundBrush(QColor(40, 40, 40));
    setFrameShape(QFrame::NoFrame);
    setMouseTracking(true);
    setAcceptDrops(false); // files dropped on a pane go to the window
    setRenderHint(QPainter::SmoothPixmapTransform, false); // pixels stay pixels when zoomed in
}

void ZoomView::fit()
{
    fitting_ = true;
    if (scene() && !scene()->sceneRect().isEmpty())
        fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
    emit viewChanged();
}

void ZoomView::actualSize()
{
    fitting_ = false;
    setTransform(QTransform());
    emit viewChanged();
}

void ZoomView::zoomBy(double factor)
{
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    fitting_ = false;
    scale(target / zoom(), target / zoom());
    emit viewChanged();
}

void ZoomView::follow(const ZoomView& other)
{
    fitting_ = other.fitting_;
    setTransform(other.transform());
    horizontalScrollBar()->setValue(other.horizontalScrollBar()->value());
    verticalScrollBar()->setValue(other.verticalScrollBar()->value());
}

void ZoomView::wheelEvent(QWheelEvent* event)
{
    const double notches = event->angleDelta().y() / 120.0;
    if (notches != 0)
        zoomBy(std::pow(kWheelStep, notches));
    event->accept();
}

void ZoomView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    if (fitting_)
        fit();
}

void ZoomView::mouseMoveEvent(QMouseEvent* event)
{
    QGraphicsView::mouseMoveEvent(event);
    const QPointF p = mapToScene(event->position().toPoint());
    emit hovered(p, scene() && scene()->sceneRect().contains(p));
}

void ZoomView::leaveEvent(QEvent* event)
{
    QGraphicsView::leaveEvent(event);
    emit hovered(QPointF(), false);
}

void ZoomView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    emit viewChanged();
}

ImagePane::ImagePane(const QString& title, QWidget* parent)
    : QWidget(parent), title_(new QLabel(title, this)), view_(new ZoomView(this)), scene_(new QGraphicsScene(this))
{
    title_->setAlignment(Qt::AlignCenter);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    titlePointSize_ = bold.pointSize();
    pixmap_ = scene_->addPixmap(QPixmap());
    pixmap_->setTransformationMode(Qt::FastTransformation);
    placeholderArea_ = scene_->addRect(QRectF(), Qt::NoPen, palette().mid());
    placeholderText_ = scene_->addSimpleText(QString());
    placeholderText_->setBrush(palette().windowText());
    placeholderText_->setFlag(QGraphicsItem::ItemIgnoresTransformations); // readable at any zoom
    placeholderArea_->hide();
    placeholderText_->hide();
    view_->setScene(scene_);
    view_->setAccessibleName(title);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    layout->addWidget(title_);
    layout->addWidget(view_, 1);
    connect(view_, &ZoomView::viewChanged, this, &ImagePane::updateShown);
    connect(view_, &ZoomView::hovered, this, [this](QPointF p, bool inside) {
        emit pixelHovered(QPoint(int(std::floor(p.x())), int(std::floor(p.y()))),
                          inside && (!image_.isNull() || !display_.isNull()));
    });
}

void ImagePane::setImage(const QImage& image, const QImage& display)
{
    const bool resized = image.size() != scene_->sceneRect().size().toSize();
    placeholderArea_->hide();
    placeholderText_->hide();
    image_ = image;
    display_ = display;
    previewOnly_ = false;
    shown_ = Shown::Nothing;
    if (resized) {
        scene_->setSceneRect(QRectF(QPointF(0, 0), QSizeF(image.size())));
        view_->fit(); // which updates what is shown
    }
    updateShown();
}

void ImagePane::setPreview(const QImage& display, QSize size)
{
    const bool resized = size != scene_->sceneRect().size().toSize();
    placeholderArea_->hide();
    placeholderText_->hide();
    display_ = display;
    previewOnly_ = true;
    shown_ = Shown::Nothing;
    if (resized) {
        scene_->setSceneRect(QRectF(QPointF(0, 0), QSizeF(size)));
        view_->fit();
    }
    updateShown();
}

void ImagePane::setDisplay(const QImage& display)
{
    if (previewOnly_ || image_.isNull())
        return; // no exact image for it to stand for
    display_ = display;
    shown_ = Shown::Nothing;
    updateShown();
}

void ImagePane::updateShown()
{
    const QSizeF area = scene_->sceneRect().size();
    if (area.isEmpty() || (image_.isNull() && display_.isNull()) || placeholderText_->isVisible())
        return;
    // Screen pixels per image pixel, and whether the display-sized image has at least as many.
    const double screen = view_->zoom() * devicePixelRatioF();
    const bool display = !display_.isNull() &&
                         (previewOnly_ || image_.isNull() || screen * area.width() <= display_.width() * (1 + 1e-9));
    const Shown wanted = display ? Shown::Display : Shown::Image;
    if (wanted != shown_) {
        const QImage& drawn = display ? display_ : image_;
        pixmap_->setPixmap(QPixmap::fromImage(drawn));
        pixmap_->setTransform(QTransform::fromScale(area.width() / drawn.width(), area.height() / drawn.height()));
        shown_ = wanted;
    }
    // Smooth while the pixmap is drawn smaller than it is; pixels stay pixels when enlarged.
    const double drawnScale = screen * area.width() / pixmap_->pixmap().width();
    pixmap_->setTransformationMode(drawnScale < 1 ? Qt::SmoothTransformation : Qt::FastTransformation);
}

void ImagePane::setPlaceholder(QSize size, const QString& text)
{
    const bool resized = size != scene_->sceneRect().size().toSize();
    image_ = QImage();
    display_ = QImage();
    previewOnly_ = false;
    shown_ = Shown::Nothing;
    pixmap_->setPixmap(QPixmap());
    placeholderArea_->setRect(QRectF(QPointF(0, 0), QSizeF(size)));
    placeholderText_->setText(text);
    // Centred on the area; the text ignores the view's zoom, so centre it in view pixels.
    const QRectF box = placeholderText_->boundingRect();
    placeholderText_->setPos(size.width() / 2.0, size.height() / 2.0);
    placeholderText_->setTransform(QTransform::fromTranslate(-box.width() / 2, -box.height() / 2));
    placeholderArea_->show();
    placeholderText_->show();
    if (resized) {
        scene_->setSceneRect(QRectF(QPointF(0, 0), QSizeF(size)));
        view_->fit();
    }
}

bool ImagePane::showsPlaceholder() const { return placeholderText_->isVisible(); }

void ImagePane::clear()
{
    placeholderArea_->hide();
    placeholderText_->hide();
    image_ = QImage();
    display_ = QImage();
    previewOnly_ = false;
    shown_ = Shown::Nothing;
    pixmap_->setPixmap(QPixmap());
    scene_->setSceneRect(QRectF());
}

void ImagePane::setTitle(const QString& title)
{
    title_->setText(title);
    view_->setAccessibleName(title);
}
void ImagePane::setTitleScale(double scale)
{
    QFont font = title_->font();
    font.setPointSizeF(titlePointSize_ * scale);
    title_->setFont(font);
}

QString ImagePane::title() const { return title_->text(); }

void ImagePane::linkWith(ImagePane* other)
{
    const auto sync = [](ImagePane* from, ImagePane* to) {
        if (from->syncing_ || to->syncing_)
            return;
        to->syncing_ = true;
        to->view_->follow(*from->view_);
        to->updateShown();
        to->syncing_ = false;
    };
    connect(view_, &ZoomView::viewChanged, other, [this, other, sync] { sync(this, other); });
    connect(other->view_, &ZoomView::viewChanged, this, [this, other, sync] { sync(other, this); });
}

} // namespace passband
