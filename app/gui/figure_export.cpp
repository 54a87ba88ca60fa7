#include "figure_export.h"

#include "image_io.h"

#include <QFileInfo>
#include <QFontMetrics>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPicture>
#include <QSaveFile>
#include <QTemporaryFile>

#include <algorithm>
#include <cmath>

namespace passband {

namespace {

// Large enough to read on a slide, where a figure is shown at a fraction of its pixels.
QFont titleFont(const FigureLayout& layout)
{
    QFont font("DejaVu Sans");
    font.setPixelSize(layout.titlePixels);
    font.setBold(true);
    return font;
}

QFont captionFont(const FigureLayout& layout)
{
    QFont font("DejaVu Sans");
    font.setPixelSize(layout.captionPixels);
    return font;
}

// `background`: the white page under everything (a recorded figure's writer draws it, and
// the images, before the picture).
void paint(QPainter& painter, const std::vector<FigurePane>& panes, const FigureLayout& layout, const QString& caption,
           bool background = true)
{
    if (background)
        painter.fillRect(QRectF(QPointF(0, 0), QSizeF(layout.size)), Qt::white);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    for (std::size_t i = 0; i < panes.size(); ++i) {
        const QRectF target = layout.panes[i];
        painter.setPen(Qt::black);
        painter.setFont(titleFont(layout));
        const QRectF titleArea(target.left(), layout.margin, target.width(), layout.titleHeight);
        painter.drawText(titleArea, Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextWordWrap, panes[i].title);
        if (panes[i].scene)
            panes[i].scene->render(&painter, target, panes[i].source, Qt::IgnoreAspectRatio);
    }
    painter.setPen(Qt::black);
    painter.setFont(captionFont(layout));
    painter.drawText(layout.caption, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
}

} // namespace

FigureLayout layoutFigure(const std::vector<FigurePane>& panes, int captionLines)
{
    FigureLayout layout;
    double tallest = 0;
    for (const FigurePane& p : panes)
        tallest = std::max(tallest, p.source.height());
    layout.paneHeight = std::clamp(static_cast<int>(std::ceil(tallest)), FigureLayout::kMinHeight, FigureLayout::kMaxHeight);
    std::vector<double> widths;
    double across = 0; // the panes' own width
    for (const FigurePane& p : panes) {
        widths.push_back(p.source.height() > 0 ? std::round(p.source.width() * layout.paneHeight / p.source.height()) : 0);
        across += widths.back();
    }
    // With a caption of one line, the figure is across + s (n + 1) margins wide and the panes'
    // height + s (three margins, the titles and the line) high: at most 1024 s and 576 s. (A
    // longer caption makes the figure taller and does not change the scale, which would
    // otherwise grow with the lines, and the lines with the type.)
    const double spacingAcross = (static_cast<double>(panes.size()) + 1) * FigureLayout::kMargin;
    const double spacingDown = 3.0 * FigureLayout::kMargin + FigureLayout::kTitleHeight + FigureLayout::kCaptionLineHeight;
    layout.scale = std::max({1.0, across / (FigureLayout::kReferenceWidth - spacingAcross),
                             layout.paneHeight / (FigureLayout::kReferenceHeight - spacingDown)});
    const auto scaled = [&](int reference) { return static_cast<int>(std::lround(reference * layout.scale)); };
    layout.margin = scaled(FigureLayout::kMargin);
    layout.titleHeight = scaled(FigureLayout::kTitleHeight);
    layout.captionLineHeight = scaled(FigureLayout::kCaptionLineHeight);
    layout.titlePixels = scaled(FigureLayout::kTitlePixels);
    layout.captionPixels = scaled(FigureLayout::kCaptionPixels);
    // Titles are never cut: the row is as tall as the longest one wrapped at its pane's width.
    const QFontMetrics titleMetrics(titleFont(layout));
    for (std::size_t i = 0; i < panes.size(); ++i) {
        const int width = std::max(1, static_cast<int>(widths[i]));
        const QRect needed = titleMetrics.boundingRect(QRect(0, 0, width, 1000000),
                                                       Qt::AlignHCenter | Qt::TextWordWrap, panes[i].title);
        layout.titleHeight = std::max(layout.titleHeight, needed.height() + scaled(8));
    }
    double x = layout.margin;
    const double top = layout.margin + layout.titleHeight;
    for (const double width : widths) {
        layout.panes.emplace_back(x, top, width, layout.paneHeight);
        x += width + layout.margin;
    }
    const int width = static_cast<int>(x);
    const double captionTop = top + layout.paneHeight + layout.margin;
    layout.caption = QRectF(layout.margin, captionTop, width - 2 * layout.margin, captionLines * layout.captionLineHeight);
    layout.size = QSize(width, static_cast<int>(captionTop + captionLines * layout.captionLineHeight + layout.margin));
    return layout;
}

// Enough caption lines for its text wrapped at the figure's width (the scale and the width do
// not depend on the lines).
FigureLayout layoutWithCaption(const std::vector<FigurePane>& panes, const QString& caption)
{
    const FigureLayout layout = layoutFigure(panes, 1);
    const QFontMetrics metrics(captionFont(layout));
    const QRect needed = metrics.boundingRect(QRect(0, 0, int(layout.caption.width()), 1000000),
                                              Qt::AlignLeft | Qt::TextWordWrap, caption);
    return layoutFigure(panes, std::max(1, (needed.height() + layout.captionLineHeight - 1) / layout.captionLineHeight));
}

void writeFigurePng(const QImage& figure, const QString& path, const std::atomic<bool>* cancelled)
{
    // Written beside the target and renamed over it: nothing half-written.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw ImageFileError(QObject::tr("Cannot write %1: %2").arg(path, file.errorString()).toStdString());
    // flush() first: Qt 6.4's commit() misses a failing last flush (a full disk).
    if (figure.isNull() || !figure.save(&file, "PNG") || !file.flush())
        throw ImageFileError(QObject::tr("Cannot write %1: %2")
                                 .arg(path, file.errorString().isEmpty() ? QObject::tr("drawing failed") : file.errorString())
                                 .toStdString());
    if (cancelled && *cancelled) {
        file.cancelWriting();
        throw ExportCancelled();
    }
    if (!file.commit())
        throw ImageFileError(QObject::tr("Cannot write %1: %2").arg(path, file.errorString()).toStdString());
}

std::size_t FigurePicture::imagePixels() const
{
    std::size_t pixels = 0;
    for (const auto& [image, target] : images) {
        const QSize own = image->size();
        const double most = ImagePane::kPdfPixelsPerPoint;
        pixels += std::size_t(std::min<double>(own.width(), std::ceil(target.width() * most))) *
                  std::size_t(std::min<double>(own.height(), std::ceil(target.height() * most)));
    }
    return pixels;
}

std::size_t FigurePicture::sourcePixels() const
{
    std::size_t pixels = 0;
    for (const auto& [image, target] : images)
        pixels += std::size_t(image->size().width()) * std::size_t(image->size().height());
    return pixels;
}

FigurePicture recordFigure(const std::vector<FigurePane>& panes, const QString& caption)
{
    const FigureLayout layout = layoutWithCaption(panes, caption);
    FigurePicture figure;
    figure.size = layout.size;
    figure.title = caption.section('\n', 0, 0);
    for (std::size_t i = 0; i < panes.size(); ++i)
        if (panes[i].image)
            figure.images.push_back({panes[i].image, layout.panes[i]});
    figure.picture = std::make_shared<QPicture>();
    QPainter painter;
    if (!painter.begin(figure.picture.get())) {
        figure.picture.reset();
        return figure;
    }
    paint(painter, panes, layout, caption, false);
    if (!painter.end())
        figure.picture.reset();
    return figure;
}

QImage paintFigure(const FigurePicture& figure, const std::atomic<bool>* cancelled)
{
    QImage image(figure.size, QImage::Format_RGB32);
    if (image.isNull() || !figure.picture)
        return {};
    QPainter painter(&image);
    painter.fillRect(image.rect(), Qt::white);
    for (const auto& [source, target] : figure.images) {
        if (cancelled && *cancelled)
            throw ExportCancelled();
        ImagePane::paintForFigure(painter, target, *source, false); // averaged to the figure's pixels
    }
    // Played back at the resolution it was recorded at (see writeFigurePdf).
    painter.scale(double(figure.picture->logicalDpiX()) / image.logicalDpiX(),
                  double(figure.picture->logicalDpiY()) / image.logicalDpiY());
    painter.drawPicture(0, 0, *figure.picture);
    painter.end();
    return image;
}

void writeFigurePdf(const FigurePicture& figure, const QString& path, const std::atomic<bool>* cancelled)
{
    // Written beside the target and renamed over it: nothing half-written.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw ImageFileError(QObject::tr("Cannot write %1: %2").arg(path, file.errorString()).toStdString());
    bool painted = false;
    if (figure.picture) {
        QPdfWriter pdf(&file);
        pdf.setResolution(72); // a pixel of the layout is a point
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setPageSize(QPageSize(QSizeF(figure.size), QPageSize::Point, QString(), QPageSize::ExactMatch));
        pdf.setTitle(figure.title);
        pdf.setCreator(QStringLiteral("Passband"));
        QPainter painter;
        painted = painter.begin(&pdf);
        if (painted) {
            painter.fillRect(QRectF(QPointF(0, 0), QSizeF(figure.size)), Qt::white);
            for (const auto& [image, target] : figure.images) {
                if (cancelled && *cancelled)
                    break;
                ImagePane::paintForFigure(painter, target, *image, true);
            }
            // QPicture plays back scaled by the page's resolution over the one it was recorded
            // at (the screen's): undone, so that a recorded pixel is a point, as on the page.
            painter.scale(double(figure.picture->logicalDpiX()) / pdf.logicalDpiX(),
                          double(figure.picture->logicalDpiY()) / pdf.logicalDpiY());
            painter.drawPicture(0, 0, *figure.picture);
            painted = painter.end();
        }
    }
    if (cancelled && *cancelled) {
        file.cancelWriting();
        throw ExportCancelled();
    }
    // flush() checked first: Qt 6.4's commit() misses a failing last flush (a full disk).
    if (!painted || !file.flush() || !file.commit())
        throw ImageFileError(QObject::tr("Cannot write %1: %2")
                                 .arg(path, file.errorString().isEmpty() ? QObject::tr("drawing failed") : file.errorString())
                                 .toStdString());
}

bool writeFigure(const std::vector<FigurePane>& panes, const QString& caption, const QString& path, QString* error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != "png" && suffix != "pdf") {
        if (error)
            *error = QObject::tr("A figure is written as .png or .pdf, not '%1'.").arg(QFileInfo(path).fileName());
        return false;
    }
    try {
        if (suffix == "png")
            writeFigurePng(paintFigure(recordFigure(panes, caption)), path);
        else
            writeFigurePdf(recordFigure(panes, caption), path);
        return true;
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
}

} // namespace passband
