#include "figure_export.h"

#include <QFileInfo>
#include <QFontMetrics>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTemporaryFile>

#include <algorithm>
#include <cmath>

namespace passband {

namespace {

// Large enough to read on a slide, where a figure is shown at a fraction of its pixels.
constexpr int kCaptionLineHeight = 26;

QFont titleFont()
{
    QFont font("DejaVu Sans");
    font.setPixelSize(20);
    font.setBold(true);
    return font;
}

QFont captionFont()
{
    QFont font("DejaVu Sans");
    font.setPixelSize(18);
    return font;
}

void paint(QPainter& painter, const std::vector<FigurePane>& panes, const FigureLayout& layout, const QString& caption)
{
    painter.fillRect(QRectF(QPointF(0, 0), QSizeF(layout.size)), Qt::white);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    for (std::size_t i = 0; i < panes.size(); ++i) {
        const QRectF target = layout.panes[i];
        painter.setPen(Qt::black);
        painter.setFont(titleFont());
        const QRectF titleArea(target.left(), FigureLayout::kMargin, target.width(), FigureLayout::kTitleHeight);
        painter.drawText(titleArea, Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextWordWrap,
                         QFontMetrics(titleFont()).elidedText(panes[i].title, Qt::ElideRight, int(target.width())));
        if (panes[i].scene)
            panes[i].scene->render(&painter, target, panes[i].source, Qt::IgnoreAspectRatio);
    }
    painter.setPen(Qt::black);
    painter.setFont(captionFont());
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
    double x = FigureLayout::kMargin;
    const double top = FigureLayout::kMargin + FigureLayout::kTitleHeight;
    for (const FigurePane& p : panes) {
        const double width = p.source.height() > 0 ? std::round(p.source.width() * layout.paneHeight / p.source.height()) : 0;
        layout.panes.emplace_back(x, top, width, layout.paneHeight);
        x += width + FigureLayout::kMargin;
    }
    const int width = static_cast<int>(x);
    const double captionTop = top + layout.paneHeight + FigureLayout::kMargin;
    layout.caption = QRectF(FigureLayout::kMargin, captionTop, width - 2 * FigureLayout::kMargin,
                            captionLines * kCaptionLineHeight);
    layout.size = QSize(width, static_cast<int>(captionTop + captionLines * kCaptionLineHeight + FigureLayout::kMargin));
    return layout;
}

bool writeFigure(const std::vector<FigurePane>& panes, const QString& caption, const QString& path, QString* error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != "png" && suffix != "pdf") {
        if (error)
            *error = QObject::tr("A figure is written as .png or .pdf, not '%1'.").arg(QFileInfo(path).fileName());
        return false;
    }
    // Enough caption lines for its text wrapped at the figure's width.
    FigureLayout layout = layoutFigure(panes, 1);
    const QFontMetrics metrics(captionFont());
    const QRect needed = metrics.boundingRect(QRect(0, 0, int(layout.caption.width()), 10000),
                                              Qt::AlignLeft | Qt::TextWordWrap, caption);
    const int lines = std::max(1, (needed.height() + kCaptionLineHeight - 1) / kCaptionLineHeight);
    layout = layoutFigure(panes, lines);
    // Written beside the target and renamed over it: nothing half-written.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QObject::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    bool painted = false;
    if (suffix == "png") {
        QImage image(layout.size, QImage::Format_RGB32);
        QPainter painter(&image);
        paint(painter, panes, layout, caption);
        painter.end();
        painted = image.save(&file, "PNG");
    } else {
        QPdfWriter pdf(&file);
        pdf.setResolution(72); // a pixel of the layout is a point
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setPageSize(QPageSize(QSizeF(layout.size), QPageSize::Point, QString(), QPageSize::ExactMatch));
        pdf.setTitle(caption.section('\n', 0, 0));
        pdf.setCreator(QStringLiteral("Passband"));
        QPainter painter;
        painted = painter.begin(&pdf);
        if (painted) {
            paint(painter, panes, layout, caption);
            painted = painter.end();
        }
    }
    if (!painted || !file.commit()) {
        if (error)
            *error = QObject::tr("Cannot write %1: %2").arg(path, file.errorString().isEmpty() ? QObject::tr("drawing failed") : file.errorString());
        return false;
    }
    return true;
}

} // namespace passband
