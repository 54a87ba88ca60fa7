#pragma once
// Figures for slides (README "Figures"): the panes on show side by side at a common height,
// each titled above, what is drawn on them included (the filter on the spectrum), and a
// caption of the settings below; written as PNG or as a one-page PDF whose drawing stays
// vector where the panes draw vectors.
#include <QGraphicsScene>
#include <QRectF>
#include <QString>

#include <vector>

namespace passband {

struct FigurePane {
    QString title;
    QGraphicsScene* scene = nullptr; // drawn as the pane draws it
    QRectF source;                   // the image's area in the scene
};

// The layout, in pixels of the PNG (points of the PDF).
struct FigureLayout {
    static constexpr int kMargin = 16;      // around everything and between panes
    static constexpr int kTitleHeight = 34; // the row of titles
    static constexpr int kMinHeight = 240;  // panes' common height: their tallest image, within these
    static constexpr int kMaxHeight = 1200;
    int paneHeight = 0;
    std::vector<QRectF> panes; // where each pane's image goes
    QRectF caption;
    QSize size;
};
FigureLayout layoutFigure(const std::vector<FigurePane>& panes, int captionLines);

// Writes the figure to `path` (.png or .pdf); false with `error` set to one line otherwise.
bool writeFigure(const std::vector<FigurePane>& panes, const QString& caption, const QString& path, QString* error);

} // namespace passband
