#pragma once
// Filters side by side (View > Filters Side by Side, README "Filters side by side"): two to
// four panes that show the image filtered as the Filter panel says, each with its own shape,
// Butterworth order and radius scale (FilterVariant), so that ideal, Butterworth and Gaussian
// are compared at once, all moving with the one slider. They stand in for the three panes
// while on; the engine computes them in a lane of their own (one transform, a filter and an
// inverse each), previews while a slider moves, the exact results once it rests. The window's
// Original pane stands left of them (PaneLayout), where the row has room for it.
#include "engine.h"
#include "filter_variant.h"
#include "pane_view.h"
#include "request_cycle.h"

#include <QObject>

#include <functional>
#include <memory>
#include <vector>

class QAction;
class QCheckBox;
class QLabel;
class QSpinBox;
class QWidget;

namespace passband {

class FilterModel;
class ImagePane;
class Session;
class VariantControls;

class SideBySide : public QObject {
    Q_OBJECT
public:
    static constexpr int kMinPanes = 2, kMaxPanes = 4;
    // Its view (view(), which PaneLayout shows while it is on) is a child of `window`. `views`:
    // the window's view settings (display range, automatic contrast).
    SideBySide(QWidget* window, Session* session, std::function<FilterViews()> views);

    QWidget* view() const { return view_; }
    QAction* toggleAction() const { return toggle_; } // View > Filters Side by Side (checkable)
    bool active() const { return active_; }
    void setActive(bool on); // the session's view: side by side, or the filter's panes
    int count() const { return count_; }
    void setCount(int count); // kMinPanes to kMaxPanes
    std::vector<FilterVariant> variants() const; // of the panes on show
    void setVariant(int index, const FilterVariant& variant);
    VariantControls* controls(int index) const;
    std::vector<ImagePane*> shownPanes() const;
    QSpinBox* countSpin() const { return countSpin_; }
    // The original beside the results (the bar's Original box, on at first): where the row has
    // room, beside three results or fewer.
    bool showsOriginal() const;
    QCheckBox* originalCheck() const { return originalCheck_; }
    // Every pane shows an exact result of the current settings (export may take them).
    bool showsExactResults() const;
    const std::vector<FilterOutcome>& outcomes() const { return shown_; } // on show, one per pane
    QString description() const; // "Side by side: ideal, butterworth order 2, gaussian"
    RequestCycle* cycle() const { return cycle_; }

signals:
    void activeChanged(bool on);
    void panesChanged(); // another number of panes, or the original shown or hidden
    void shown();                      // results reached the panes
    void failed(const QString& line);  // the request could not be done
    void timing(const QString& line);  // how long the results on show were waited for

private:
    void setEngine(Engine* engine);
    void follow(const PaneView& view); // on or off as the session's view says
    void update(bool preview);
    quint64 ask(bool exact);
    void onCompared(quint64 generation, const std::vector<FilterOutcome>& outcomes);
    void showWaiting(const QString& text);

    struct Column {
        QWidget* box = nullptr;
        VariantControls* controls = nullptr;
        ImagePane* pane = nullptr;
    };

    Session* session_;
    FilterModel* model_;
    std::function<FilterViews()> views_;
    QWidget* view_;
    QSpinBox* countSpin_;
    QCheckBox* originalCheck_;
    std::vector<Column> columns_;
    QAction* toggle_;
    RequestCycle* cycle_;
    Engine* engine_ = nullptr;
    bool active_ = false;
    int count_ = 3;
    std::shared_ptr<const Image> asked_; // the image the latest request was for
    std::vector<FilterOutcome> shown_;
};

} // namespace passband
