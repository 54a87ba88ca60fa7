#include "image_pane.h"

#include "elided_label.h"
#include "screen_image.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPointer>
#include <QThreadPool>
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
// Images up to this many pixels are averaged for the screen on the spot (a millisecond or
// two); larger ones on a worker thread, so that zooming never waits for them.
constexpr qint64 kAveragedAtOnce = 1 << 20;
} // namespace

// The pane's image in its scene: all drawing is the pane's (paintImage()).
class ShownImageItem : public QGraphicsItem {
public:
    explicit ShownImageItem(const ImagePane* pane) : pane_(pane) {}
    void setSize(QSizeF size)
    {
        prepareGeometryChange();
        size_ = size;
    }
    QRectF boundingRect() const override { return QRectF(QPointF(0, 0), size_); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget* widget) override
    {
        pane_->paintImage(painter, boundingRect(), widget);
    }

private:
    const ImagePane* pane_;
    QSizeF size_;
};

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
    : QWidget(parent), title_(new ElidedLabel(title, this)), view_(new ZoomView(this)), scene_(new QGraphicsScene(this))
{
    // Ignored: a long title never widens its pane at the others' expense.
    title_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    title_->setAlignment(Qt::AlignCenter);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    titlePointSize_ = bold.pointSize();
    item_ = new ShownImageItem(this);
    scene_->addItem(item_);
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
    connect(view_, &ZoomView::viewChanged, this, &ImagePane::updateScreen);
    connect(view_, &ZoomView::hovered, this, [this](QPointF p, bool inside) {
        emit pixelHovered(QPoint(int(std::floor(p.x())), int(std::floor(p.y()))),
                          inside && (source_ || !screen_.isNull()));
    });
}

ImagePane::~ImagePane()
{
    // The item draws through this pane: take it out of the scene first.
    scene_->removeItem(item_);
    delete item_;
}

void ImagePane::setScene(QSize size)
{
    placeholderArea_->hide();
    placeholderText_->hide();
    ++screenJob_; // what a worker is making is of the image before
    screenAsked_ = QSize();
    const bool resized = size != sceneSize_;
    sceneSize_ = size;
    item_->setSize(QSizeF(size));
    if (resized) {
        scene_->setSceneRect(QRectF(QPointF(0, 0), QSizeF(size)));
        view_->fit(); // which updates what is shown
    }
}

void ImagePane::dropPictures()
{
    tile_ = QPixmap();
    tileArea_ = QRect();
    screen_ = QImage();
    screenPixmap_ = QPixmap();
    previewOnly_ = false;
}

void ImagePane::setImage(const QImage& image, const QImage& screen)
{
    setSource(image.isNull() ? nullptr : std::make_shared<QImagePicture>(image), screen);
}

void ImagePane::setSource(std::shared_ptr<const PictureSource> source, const QImage& screen)
{
    source_ = std::move(source);
    dropPictures();
    if (!screen.isNull())
        takeScreen(screen); // kept where it is what the view needs, else a stand-in until that is made
    setScene(source_ ? source_->size() : QSize());
    updateScreen();
}

void ImagePane::setBlocks(const QImage& image, QSize sceneSize)
{
    source_ = image.isNull() ? nullptr : std::make_shared<QImagePicture>(image);
    dropPictures();
    setScene(sceneSize);
    updateScreen();
}

void ImagePane::setPreview(const QImage& screen, QSize sceneSize)
{
    setScene(sceneSize);
    previewOnly_ = true;
    source_.reset(); // the image it stands for is not drawn, and not kept (issue #47)
    tile_ = QPixmap();
    tileArea_ = QRect();
    takeScreen(screen);
}

QSize ImagePane::screenSize() const
{
    if (sceneSize_.isEmpty())
        return {};
    const double scale = view_->zoom() * devicePixelRatioF();
    const QSize need(std::max(1, qRound(sceneSize_.width() * scale)), std::max(1, qRound(sceneSize_.height() * scale)));
    // The image's own pixels; a preview, or a placeholder, stands for an image of the scene's size.
    const QSize own = !source_ || previewOnly_ ? sceneSize_ : source_->size();
    if (need.width() >= own.width() && need.height() >= own.height())
        return {};
    return need;
}

QSize ImagePane::screenSizeFor(QSize scene) const
{
    if (scene.isEmpty())
        return {};
    if (scene == sceneSize_)
        return screenSize();
    double zoom = view_->zoom();
    if (view_->fitting()) { // as fitInView() will fit it: two pixels of margin all round
        const QSize viewport = view_->viewport()->size();
        zoom = std::min((viewport.width() - 4.0) / scene.width(), (viewport.height() - 4.0) / scene.height());
    }
    const double scale = zoom * devicePixelRatioF();
    if (!(scale > 0) || scale >= 1)
        return {};
    return QSize(std::max(1, qRound(scene.width() * scale)), std::max(1, qRound(scene.height() * scale)));
}

bool ImagePane::drawsScreenImage() const
{
    const QSize need = screenSize();
    return !need.isEmpty() && screen_.size() == need;
}

void ImagePane::takeScreen(const QImage& screen)
{
    screen_ = screen;
    screenPixmap_ = QPixmap::fromImage(screen);
    screenPixmap_.setDevicePixelRatio(devicePixelRatioF());
    screenAsked_ = QSize();
    item_->update();
}

void ImagePane::updateScreen()
{
    item_->update();
    const QSize need = screenSize();
    if (need.isEmpty() || previewOnly_ || !source_ || screenAsked_ == need)
        return;
    if (screen_.size() == need) { // back to the size it has: what is being made is not needed
        if (screenAsked_.isValid()) {
            ++screenJob_;
            screenAsked_ = QSize();
        }
        return;
    }
    screenAsked_ = need;
    const quint64 job = ++screenJob_;
    const std::shared_ptr<const PictureSource> source = source_;
    if (qint64(source->size().width()) * source->size().height() <= kAveragedAtOnce) {
        takeScreen(source->averaged(need));
        return;
    }
    QPointer<ImagePane> self(this);
    QThreadPool::globalInstance()->start([self, job, source, need] {
        const QImage made = source->averaged(need);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, job, made] {
                if (self && job == self->screenJob_)
                    self->takeScreen(made);
            },
            Qt::QueuedConnection);
    });
}

void ImagePane::paintImage(QPainter* painter, const QRectF& area, const QWidget* widget) const
{
    if (area.isEmpty() || (!source_ && screenPixmap_.isNull()))
        return;
    const QRectF device = painter->worldTransform().mapRect(area);
    const double ratio = widget ? widget->devicePixelRatioF() : 1.0;
    const QSize need(std::max(1, qRound(device.width() * ratio)), std::max(1, qRound(device.height() * ratio)));
    const QSize own = source_ ? source_->size() : QSize();
    const bool reduced = !source_ || need.width() < own.width() || need.height() < own.height();
    const auto oneToOne = [&](const QPixmap& pixmap) {
        painter->save();
        painter->resetTransform();
        painter->drawPixmap(QPointF(qRound(device.left() * ratio) / ratio, qRound(device.top() * ratio) / ratio), pixmap);
        painter->restore();
    };
    const auto stretched = [&](const QPixmap& pixmap, bool smooth) {
        painter->save();
        painter->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
        painter->drawPixmap(area, pixmap, QRectF(pixmap.rect()));
        painter->restore();
    };
    // A figure recorded as a picture, to be written on a worker thread, holds what is drawn
    // over the images: its writer draws the image from the pane's source (a picture would
    // store it compressed, which takes seconds at 48 MP, here).
    if (!widget && painter->device()->devType() == QInternal::Picture)
        return;
    const bool fits = !screenPixmap_.isNull() && std::abs(screen_.width() - need.width()) <= 1 &&
                      std::abs(screen_.height() - need.height()) <= 1;
    if (widget && fits && reduced) {
        oneToOne(screenPixmap_);
    } else if (!source_) { // a preview made for another zoom, until the next one
        stretched(screenPixmap_, true);
    } else if (!reduced) { // enlarged: pixels stay pixels
        paintEnlarged(painter, area, widget, false);
    } else if (widget) { // the screen image for this zoom is on its way: the last one meanwhile
        if (!screenPixmap_.isNull())
            stretched(screenPixmap_, true);
        else if (qint64(own.width()) * own.height() <= kAveragedAtOnce)
            paintEnlarged(painter, area, widget, true);
        // else the background, for the moment it takes: a large image is not made whole to fill it
    } else { // a figure
        paintForFigure(*painter, device, *source_, dynamic_cast<QPagedPaintDevice*>(painter->device()) != nullptr);
    }
}

void ImagePane::paintForFigure(QPainter& painter, const QRectF& device, const PictureSource& source, bool paged)
{
    const QSize need(std::max(1, qRound(device.width())), std::max(1, qRound(device.height())));
    const QSize own = source.size();
    const bool reduced = need.width() < own.width() || need.height() < own.height();
    const QSize size = paged ? need * kPdfPixelsPerPoint : need;
    painter.save();
    painter.resetTransform();
    painter.setRenderHint(QPainter::SmoothPixmapTransform, paged && reduced); // enlarged: pixels stay pixels
    if (size.width() < own.width() && size.height() < own.height())
        painter.drawImage(QRectF(device.topLeft(), QSizeF(need)), source.averaged(size));
    else
        painter.drawImage(device, source.whole());
    painter.restore();
}

void ImagePane::paintEnlarged(QPainter* painter, const QRectF& area, const QWidget* widget, bool smooth) const
{
    const QSize own = source_->size();
    // Scene units per source pixel: 1, or a block's size (setBlocks()).
    const double sx = area.width() / own.width(), sy = area.height() / own.height();
    QRectF visible = area;
    if (widget) {
        bool invertible = false;
        const QTransform back = painter->worldTransform().inverted(&invertible);
        if (invertible)
            visible = visible.intersected(back.mapRect(QRectF(widget->rect())));
    }
    if (visible.isEmpty())
        return;
    const QRect wanted = QRect(QPoint(int(std::floor((visible.left() - area.left()) / sx)),
                                      int(std::floor((visible.top() - area.top()) / sy))),
                               QPoint(int(std::ceil((visible.right() - area.left()) / sx)) - 1,
                                      int(std::ceil((visible.bottom() - area.top()) / sy)) - 1))
                             .intersected(QRect(QPoint(0, 0), own));
    if (wanted.isEmpty())
        return;
    if (tile_.isNull() || !tileArea_.contains(wanted)) {
        QRect make = QRect(QPoint(0, 0), own);
        if (qint64(own.width()) * own.height() > kAveragedAtOnce) // a margin, so that panning reuses it
            make = wanted.adjusted(-wanted.width() / 2, -wanted.height() / 2, wanted.width() / 2, wanted.height() / 2)
                       .intersected(make);
        tile_ = QPixmap::fromImage(source_->region(make));
        tileArea_ = tile_.isNull() ? QRect() : make;
        if (tile_.isNull())
            return; // no memory for it: the background, not a crash
    }
    const QRectF target(area.left() + tileArea_.left() * sx, area.top() + tileArea_.top() * sy,
                        tileArea_.width() * sx, tileArea_.height() * sy);
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
    painter->drawPixmap(target, tile_, QRectF(tile_.rect()));
    painter->restore();
}

void ImagePane::setPlaceholder(QSize size, const QString& text)
{
    source_.reset();
    dropPictures();
    setScene(size);
    placeholderArea_->setRect(QRectF(QPointF(0, 0), QSizeF(size)));
    placeholderText_->setText(text);
    // Centred on the area; the text ignores the view's zoom, so centre it in view pixels.
    const QRectF box = placeholderText_->boundingRect();
    placeholderText_->setPos(size.width() / 2.0, size.height() / 2.0);
    placeholderText_->setTransform(QTransform::fromTranslate(-box.width() / 2, -box.height() / 2));
    placeholderArea_->show();
    placeholderText_->show();
}

bool ImagePane::showsPlaceholder() const { return placeholderText_->isVisible(); }

void ImagePane::clear()
{
    source_.reset();
    dropPictures();
    setScene(QSize());
    scene_->setSceneRect(QRectF());
}

void ImagePane::setTitle(const QString& title, const QString& shortTitle)
{
    title_->setText(title);
    title_->setShortText(shortTitle);
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
        // A hidden pane's view has no size to fit: nothing of it is followed.
        if (from->syncing_ || to->syncing_ || !from->isVisible())
            return;
        to->syncing_ = true;
        to->view_->follow(*from->view_);
        to->updateScreen();
        to->syncing_ = false;
    };
    connect(view_, &ZoomView::viewChanged, other, [this, other, sync] { sync(this, other); });
    connect(other->view_, &ZoomView::viewChanged, this, [this, other, sync] { sync(other, this); });
}

} // namespace passband
