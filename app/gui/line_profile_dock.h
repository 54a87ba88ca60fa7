#pragma once
// View > Line Profile (README "Line profile"): a line dragged across the Original or Filtered
// pane, and the plot of the original's and the result's samples along it. The result is what
// the result pane shows: the filter's exact result, or the lab's while a mode is on. The line
// is drawn and taken only while the dock is visible.
#include <QDockWidget>

#include <vector>

namespace passband {

class ImagePane;
class LineProfilePlot;
class LineProfileTool;
class Session;

class LineProfileDock : public QDockWidget {
    Q_OBJECT
public:
    // The line is dragged on `panes`.
    LineProfileDock(Session* session, const std::vector<ImagePane*>& panes, QWidget* parent);

    LineProfileTool* tool() const { return tool_; }
    LineProfilePlot* plot() const { return plot_; }

private:
    void update(); // the plot for the line, the image and the result on show

    Session* session_;
    LineProfilePlot* plot_;
    LineProfileTool* tool_;
};

} // namespace passband
