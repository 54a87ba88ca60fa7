#pragma once
// Presentation mode (View > Presentation Mode, F5), for teaching with a projector: a dark
// theme, fonts and pane titles half as large again, the filter's outlines three times as
// thick; and a folder of saved presets stepped through with Page Down and Page Up (what a
// presenter's remote sends), each loaded as File > Load Preset would, one undo step each.
// The projector's layout: F5 fills the screen (and gives the window back as it was); a
// one-line caption under the panes in large type says what the audience is looking at (the
// preset, the filter or the lab's result); the docks under the panes close, so the panes take
// the height; the side panel goes, so they take the width too, and F6 brings it back (in the
// normal type, so that it fits beside three panes at 1024x768), remembered for the next time.
// A lesson turns the presentation on without taking the screen: F5 then takes it.
#include <QByteArray>
#include <QFont>
#include <QObject>
#include <QPalette>
#include <QStringList>

#include <functional>
#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QWidget;

namespace passband {

class ElidedLabel;
class FilterOverlayItem;
class ImagePane;

class Presentation : public QObject {
    Q_OBJECT
public:
    static constexpr double kFontScale = 1.5;
    static constexpr double kPenScale = 3;
    static constexpr double kCaptionScale = 2; // the caption's type, against the normal font

    // `loadPreset` loads one preset file into the filter, false (having said why) when it
    // cannot. The actions go into `menu`.
    Presentation(QMainWindow* window, std::vector<ImagePane*> panes, FilterOverlayItem* overlay,
                 std::function<bool(const QString&)> loadPreset, QMenu* menu);

    bool active() const { return active_; }
    void setActive(bool on);
    QAction* toggleAction() const { return toggle_; }
    // The presets stepped through: every *.json in `folder`, by name. False when it holds none.
    bool setPresetFolder(const QString& folder);
    const QStringList& presets() const { return presets_; }
    int current() const { return current_; } // index into presets(), -1 before the first step
    void step(int by);                       // Page Down: +1, Page Up: -1; stops at the ends

    // The caption line, for the window to place under the panes; shown while presenting.
    QWidget* caption() const;
    QString captionText() const;
    // What is on show, in a few words (the filter's or the lab's); the preset's name goes before it.
    void setDescription(const QString& text);
    // Another caption (a lesson's) is under the panes: this one gives way to it.
    void setCaptionGivenWay(bool givenWay);
    QAction* controlsAction() const { return controls_; } // F6: the side panel off and on
    bool sidePanelShown() const;
    void setSidePanelShown(bool shown); // F6; remembered for the next presentation
    static constexpr const char* kSidePanelKey = "presentation/sidePanel";

signals:
    void message(const QString& text); // for the status bar: which preset is on

private:
    void updateCaption();
    void setDocksForProjector(bool on);
    void setFullScreen(bool on);
    std::vector<QDockWidget*> openSideDocks() const;
    void hideSidePanel();
    void showSidePanel();

    QMainWindow* window_;
    std::vector<ImagePane*> panes_;
    FilterOverlayItem* overlay_;
    std::function<bool(const QString&)> loadPreset_;
    QAction* toggle_;
    QAction* next_;
    QAction* previous_;
    QAction* controls_;
    ElidedLabel* caption_;
    QString description_;
    QByteArray docksBefore_; // QMainWindow::saveState() on entering, restored on leaving
    std::vector<QDockWidget*> hiddenSide_;  // hidden with F6, shown with it again
    bool active_ = false;
    bool captionGivenWay_ = false;
    bool fullScreen_ = false; // F5 made the window full screen; leaving gives it back
    Qt::WindowStates stateBeforeFullScreen_;
    QPalette palette_; // the window's own, restored when the mode ends
    QFont font_;
    QStringList presets_;
    int current_ = -1;
};

} // namespace passband
