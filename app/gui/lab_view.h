#pragma once
// The lab in the window (README "Lab"): the Lab dock (LabPanel, a view of the LabModel) and
// the two panes that stand in for the Spectrum and Filtered panes while a mode is on, drawing
// what the LabSession says is on show. A click on the middle pane's spectrum picks a bin where
// the mode takes one. PaneLayout shows and hides the panes.
#include <QObject>
#include <QPoint>

class QDockWidget;

namespace passband {

class InsetItem;

class ImagePane;
class LabPanel;
class LabSession;
class Session;
struct LabOutcome;

class LabView : public QObject {
    Q_OBJECT
public:
    // `original`: A's pane, over which B is shown as used in the two-image modes.
    LabView(Session* session, QWidget* window, ImagePane* original);

    QDockWidget* dock() const { return dock_; }
    LabPanel* panel() const { return panel_; }
    ImagePane* middlePane() const { return middle_; }
    ImagePane* resultPane() const { return result_; }
    InsetItem* secondInset() const { return inset_; }
    // Whether a drop at `global` (screen coordinates) lands on the lab's panes (B, then).
    bool coversDrop(QPoint global) const;

signals:
    void secondImageRequested(); // the dock's "Open B..." button

protected:
    bool eventFilter(QObject* watched, QEvent* event) override; // bins clicked on the middle pane

private:
    void show(const LabOutcome& outcome);
    // Empty areas saying `text`, titled after the mode (and that it is computing, as the
    // Filtered pane says it).
    void showWaiting(const QString& text, bool computing);

    LabSession* lab_;
    QDockWidget* dock_;
    LabPanel* panel_;
    ImagePane* middle_;
    ImagePane* result_;
    InsetItem* inset_; // B as used, over A's pane
};

} // namespace passband
