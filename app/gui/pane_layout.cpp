#include "pane_layout.h"

#include "image_pane.h"
#include "session.h"

#include <QSplitter>

#include <algorithm>
#include <QTimer>

namespace passband {

PaneLayout::PaneLayout(QSplitter* splitter, Panes panes, Session* session)
    : QObject(splitter), splitter_(splitter), panes_(std::move(panes)), session_(session)
{
    for (QWidget* w : std::initializer_list<QWidget*>{panes_.original, panes_.spectrum, panes_.filtered,
                                                      panes_.labMiddle, panes_.labResult, panes_.sideBySide})
        splitter_->addWidget(w);
    splitter_->setChildrenCollapsible(false);
    connect(session, &Session::viewChanged, this, &PaneLayout::layOut);
    layOut();
}

ImagePane* PaneLayout::paneFor(LessonPane role) const
{
    const PaneView::Kind kind = session_->view().kind;
    if (kind == PaneView::Kind::SideBySide)
        return nullptr;
    const bool lab = kind == PaneView::Kind::Lab;
    switch (role) {
    case LessonPane::Original: return panes_.original;
    case LessonPane::Spectrum: return lab ? panes_.labMiddle : panes_.spectrum;
    case LessonPane::Result: return lab ? panes_.labResult : panes_.filtered;
    }
    return nullptr;
}

std::vector<ImagePane*> PaneLayout::shownPanes() const
{
    if (session_->view().kind == PaneView::Kind::SideBySide) {
        std::vector<ImagePane*> shown;
        if (panes_.sideBySideOriginal && panes_.sideBySideOriginal())
            shown.push_back(panes_.original);
        for (ImagePane* pane : panes_.sideBySidePanes())
            shown.push_back(pane);
        return shown;
    }
    std::vector<ImagePane*> shown;
    for (LessonPane role : {LessonPane::Original, LessonPane::Spectrum, LessonPane::Result})
        if (session_->view().shows(role))
            shown.push_back(paneFor(role));
    return shown;
}

void PaneLayout::layOut()
{
    const bool sideBySide = session_->view().kind == PaneView::Kind::SideBySide;
    const std::vector<ImagePane*> shown = shownPanes();
    for (int i = 0; i < splitter_->count(); ++i) {
        QWidget* w = splitter_->widget(i);
        const bool on = w == panes_.sideBySide ? sideBySide : std::find(shown.begin(), shown.end(), w) != shown.end();
        if (w->isVisibleTo(splitter_) != on)
            w->setVisible(on);
    }
    equalize();
    for (ImagePane* pane : shown)
        pane->view()->fit();
    // Again once the window has laid the splitter out (a new window, a dock that came or went).
    QTimer::singleShot(0, this, [this] {
        equalize();
        for (ImagePane* pane : shownPanes())
            pane->view()->fit();
        emit laidOut();
    });
    emit laidOut();
}

void PaneLayout::equalize()
{
    // Every pane the same share, those hidden too, so that one shown later is never a sliver;
    // the side-by-side view, holding several, a share for each.
    QList<int> sizes;
    for (int i = 0; i < splitter_->count(); ++i)
        sizes << (splitter_->widget(i) == panes_.sideBySide ? 1000 * std::max<int>(1, int(panes_.sideBySidePanes().size())) : 1000);
    splitter_->setSizes(sizes);
}

} // namespace passband
