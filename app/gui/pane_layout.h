#pragma once
// The panes laid out from the Session's view (app/gui/pane_view.h): the filter's three, the
// lab's (the original and its two), or the filters side by side; of the three roles, those the
// view shows (a lesson's step may hold back some). Every time the view is set they are laid out
// afresh: the panes on show at equal widths, each fitted, whatever the splitter or the zoom
// were in the view before. The only place that shows and hides the panes.
#include "pane_view.h"

#include <QObject>

#include <functional>
#include <vector>

class QSplitter;
class QWidget;

namespace passband {

class ImagePane;
class Session;

class PaneLayout : public QObject {
    Q_OBJECT
public:
    struct Panes {
        ImagePane* original;
        ImagePane* spectrum;
        ImagePane* filtered;
        ImagePane* labMiddle;
        ImagePane* labResult;
        QWidget* sideBySide;                                  // the side-by-side view, with its own panes
        std::function<std::vector<ImagePane*>()> sideBySidePanes; // those on show
        std::function<bool()> sideBySideOriginal;                  // the original beside them
    };
    // Adds the panes to `splitter` (empty) in this order.
    PaneLayout(QSplitter* splitter, Panes panes, Session* session);

    // The pane that shows `role` in the view on show (the filter's or the lab's); null in the
    // side-by-side view (where the Original pane may stand left of the results).
    ImagePane* paneFor(LessonPane role) const;
    // The image panes on show, left to right.
    std::vector<ImagePane*> shownPanes() const;
    QSplitter* splitter() const { return splitter_; }

    void layOut(); // the session's view, afresh

signals:
    void laidOut(); // after each layout (a lesson's cover follows its pane)

private:
    void equalize(); // the panes on show at equal widths

    QSplitter* splitter_;
    Panes panes_;
    Session* session_;
};

} // namespace passband
