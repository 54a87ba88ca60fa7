#pragma once
// View > Analysis: the filter's impulse response and radial power spectrum under the panes,
// computed only while the dock shows (README "Analysis"). It views the FilterModel (the plot's
// markers are the cutoffs; dragging one edits the model) and the Session's analyses; in a lab
// mode a note stands in for them, since they would still be the filter's.
#include <QDockWidget>

class QLabel;

namespace passband {

class FilterModel;
struct PaneView;
class ImpulseView;
class RadialPlot;
class Session;

class AnalysisDock : public QDockWidget {
    Q_OBJECT
public:
    AnalysisDock(Session* session, QWidget* parent);

    ImpulseView* impulse() const { return impulse_; }
    RadialPlot* radial() const { return radial_; }
    // The note instead of the filter's views where the panes are not the filter's (the lab,
    // filters side by side).
    void follow(const PaneView& view);

private:
    QLabel* note_;
    ImpulseView* impulse_;
    RadialPlot* radial_;
};

} // namespace passband
