#pragma once
// One kind of request that follows the settings (docs/architecture.md "A slider drag"): the
// filter's, the lab's and the filters side by side each have one. It paces the requests
// (PreviewPacer: a preview at a time while the settings move, the exact result once they rest),
// keeps latest-wins (RequestLane: an answer older than what is shown is dropped) and says how
// long each answer shown was waited for (RequestClock). Every comparison of generations for
// these requests is made here.
#include "preview_pacer.h"
#include "request_clock.h"
#include "request_lane.h"

#include <QObject>

#include <functional>

namespace passband {

class RequestCycle : public QObject {
    Q_OBJECT
public:
    // `ask(exact)` asks the engine for the current settings and returns the request's generation.
    explicit RequestCycle(std::function<quint64(bool exact)> ask, QObject* parent = nullptr);

    // The settings changed: a preview now (or once the one on its way is drawn) and the exact
    // result when they rest; with `preview` false, the exact result now.
    void changed(bool preview) { pacer_->changed(preview); }
    // An answer to `generation` came: true when it is to be shown (newer than what is shown),
    // then marked shown, with `waitedMs` the milliseconds since its request (-1: not known).
    bool arrived(quint64 generation, qint64* waitedMs = nullptr);
    // It is drawn: the preview that waited behind it is asked for.
    void drawn(quint64 generation) { pacer_->shown(generation); }
    // The request of `generation` failed: whether that matters (it is newer than what is shown;
    // with `latestOnly`, the newest asked), after which nothing is in flight; an exact result
    // still due follows.
    bool failedAt(quint64 generation, bool latestOnly = false);
    // Nothing more is asked until the settings change again, and nothing on its way is shown.
    void reset();
    // Answers to requests made before `generation` (of any lane: the engine counts them all)
    // are not shown: they are of an image since replaced.
    void dropOlderThan(quint64 generation)
    {
        if (generation > lane_.onScreen())
            lane_.shown(generation);
    }
    // A new engine counts its requests from 1 again.
    void restart();

    quint64 latest() const { return lane_.latest(); }
    quint64 onScreen() const { return lane_.onScreen(); }
    bool answered() const { return lane_.answered(); }
    bool isLatest(quint64 generation) const { return lane_.isLatest(generation); }
    bool isOnScreen(quint64 generation) const { return lane_.isOnScreen(generation); }
    // The newest request was for the exact result, and no exact result is still due.
    bool latestExact() const { return pacer_->latestExact(); }
    bool refinePending() const { return pacer_->refinePending(); }
    void setRefineDelay(int ms) { pacer_->setRefineDelay(ms); }

private:
    RequestLane lane_;
    RequestClock clock_{256};
    PreviewPacer* pacer_;
};

} // namespace passband
