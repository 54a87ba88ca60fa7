#pragma once
// The line profile (View > Line Profile): a line dragged across the Original or the Filtered
// pane (drawn in both), and a plot of the original's and the result's values along it, where
// ringing, halos and clipping show.
#include "image.h"
#include "spectrum_tools.h"

#include <QLineF>
#include <QWidget>

class QGraphicsLineItem;

namespace passband {

// The values of `image` at n = ceil(length) + 1 points evenly spaced from `from` to `to`
// (scene coordinates: pixel (x, y) covers x..x+1), each the pixel under the point: its sample,
// or for colour the luminance 0.299 R + 0.587 G + 0.114 B. Points off the image are left out.
std::vector<double> profileAlong(const Image& image, QPointF from, QPointF to);

class LineProfilePlot : public QWidget {
    Q_OBJECT
public:
    explicit LineProfilePlot(QWidget* parent = nullptr);
    // Both in the same units (the output's levels); `top` is the axis' top (maxval).
    void setProfiles(std::vector<double> original, std::vector<double> result, double top);
    const std::vector<double>& original() const { return original_; }
    const std::vector<double>& result() const { return result_; }
    QSize sizeHint() const override { return QSize(400, 160); }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<double> original_, result_;
    double top_ = 255;
};

// Drags the line in the panes it is added to; off until enabled.
class LineProfileTool : public QObject, public SpectrumTool {
    Q_OBJECT
public:
    explicit LineProfileTool(QObject* parent = nullptr);
    void addPane(ImagePane* pane); // draws the line there too
    void setEnabled(bool on);
    bool isEnabled() const { return enabled_; }
    QLineF line() const { return line_; }
    void setLine(QLineF line);
    bool mouseEvent(QEvent::Type type, const QMouseEvent& event, QPointF scenePos) override;

signals:
    void lineChanged(QLineF line);

private:
    bool enabled_ = false;
    bool dragging_ = false;
    QLineF line_;
    std::vector<QGraphicsLineItem*> items_;
};

} // namespace passband
