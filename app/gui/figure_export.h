#pragma once
// Figures for slides (README "Figures"): the panes on show side by side at a common height,
// each titled above, what is drawn on them included (the filter on the spectrum), and a
// caption of the settings below; written as PNG or as a one-page PDF whose drawing stays
// vector where the panes draw vectors.
#include "image_pane.h"

#include <QGraphicsScene>
#include <QImage>
#include <QPicture>
#include <QRectF>
#include <QString>

#include <atomic>
#include <memory>
#include <utility>
#include <vector>

namespace passband {

struct FigurePane {
    QString title;
    QGraphicsScene* scene = nullptr; // drawn as the pane draws it
    QRectF source;                   // the image's area in the scene
    // The pane's exact image: required where the scene holds an ImagePane, which draws no
    // image into the recorded picture (the writer draws it from here).
    std::shared_ptr<const PictureSource> image;
};

// The layout, in pixels of the PNG (points of the PDF).
struct FigureLayout {
    // Spacing and type of the reference figure: three 4:3 panes 240 high, 1024 wide.
    static constexpr int kMargin = 16;             // around everything and between panes
    static constexpr int kTitleHeight = 34;        // the row of titles
    static constexpr int kCaptionLineHeight = 26;  // a line of the caption
    static constexpr int kTitlePixels = 20;        // the titles' type (bold)
    static constexpr int kCaptionPixels = 18;      // the caption's type
    static constexpr int kReferenceWidth = 1024;   // the reference figure's width...
    static constexpr int kReferenceHeight = 576;   // ... and the height of a 16:9 slide that wide
    static constexpr int kMinHeight = 240;  // panes' common height: their tallest image, within these
    static constexpr int kMaxHeight = 1200;
    // Spacing and type times the reference's, so that a figure fitted to a 16:9 slide shows
    // its titles and a caption of one line at least as large as the reference figure does
    // (and a wide one, as large): the smallest scale s at which the figure, with one line of
    // caption, is at most 1024 s wide and 576 s high, and at least 1. Three panes of
    // 12-megapixel photographs make a figure five times as wide as the reference, and its
    // type is five times as large.
    double scale = 1;
    int margin = kMargin, titleHeight = kTitleHeight, captionLineHeight = kCaptionLineHeight;
    int titlePixels = kTitlePixels, captionPixels = kCaptionPixels;
    int paneHeight = 0;
    std::vector<QRectF> panes; // where each pane's image goes
    QRectF caption;
    QSize size;
};
// captionLines: the caption's lines in the figure's type (writeFigure wraps its text to count them).
FigureLayout layoutFigure(const std::vector<FigurePane>& panes, int captionLines);

// Writes the figure to `path` (.png or .pdf); false with `error` set to one line otherwise.
bool writeFigure(const std::vector<FigurePane>& panes, const QString& caption, const QString& path, QString* error);

// A figure in two steps, so that the second can run on a worker thread (averaging a 256 MP
// image's panes takes a second, encoding a 12 MP photo's 10 MP figure seconds):
// - recordFigure(), on the thread that owns the panes' scenes: what is drawn over the panes'
//   images recorded as a picture (vectors stay vectors; the pane draws no image into a picture,
//   ImagePane::paintImage), and each pane's image source and place;
// - then, on any thread, writeFigurePdf(), or paintFigure() and writeFigurePng(): the white
//   page, each pane's image averaged from its source to the figure's pixels (the page's for a
//   PDF), the picture over them.
// Both writers throw ImageFileError when they cannot write, and ExportCancelled when
// `cancelled` is set before the file is committed, which leaves the file that was there.
// The picture's only owner is the FigurePicture, so the writing thread may play it back.
struct FigurePicture {
    std::shared_ptr<QPicture> picture; // null where it could not be recorded
    std::vector<std::pair<std::shared_ptr<const PictureSource>, QRectF>> images; // and where they go
    QSize size;                        // the page, in points
    QString title;                     // the PDF's, the caption's first line
    // Pixels of the images the PDF will hold: each pane's, at most kPdfPixelsPerPoint a point.
    std::size_t imagePixels() const;
    // Pixels of the panes' own images, which the writer averages from.
    std::size_t sourcePixels() const;
};
FigurePicture recordFigure(const std::vector<FigurePane>& panes, const QString& caption);
// A null image where it could not be made; throws ExportCancelled between panes.
QImage paintFigure(const FigurePicture& figure, const std::atomic<bool>* cancelled = nullptr);
void writeFigurePng(const QImage& figure, const QString& path, const std::atomic<bool>* cancelled = nullptr);
void writeFigurePdf(const FigurePicture& figure, const QString& path, const std::atomic<bool>* cancelled = nullptr);

} // namespace passband
