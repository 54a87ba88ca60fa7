#pragma once
// The pace of a live view (README "What the panes show"): while its settings change, one
// preview at a time, the next asked for once the one before is on screen, with the settings
// of then (a preview takes both cores of a laptop: asked for faster than they are drawn, they
// would keep the screen from showing any); the exact result once the settings have rested
// kRefineMs, or at once where no preview is wanted.
#include <QObject>
#include <QTimer>

#include <functional>

namespace passband {

class PreviewPacer : public QObject {
    Q_OBJECT
public:
    static constexpr int kRefineMs = 120;
    // `ask(exact)` asks the engine for the current settings and returns the request's generation.
    explicit PreviewPacer(std::function<quint64(bool exact)> ask, QObject* parent = nullptr);

    // The settings changed: a preview now (or once the one on its way is on screen) and the
    // exact result when they rest; with `preview` false, the exact result now.
    void changed(bool preview);
    // A result of `generation` is on screen: the preview waiting behind it is asked for.
    void shown(quint64 generation);
    // The request on its way failed (or its engine went): nothing is in flight or waits behind
    // it; an exact result still due follows.
    void failed();
    // Nothing more is asked: as failed(), and no exact result follows.
    void reset();
    void setRefineDelay(int ms) { refine_.setInterval(ms); }
    quint64 latest() const { return latest_; }
    bool latestExact() const { return latestExact_; }
    bool refinePending() const { return refine_.isActive(); }

private:
    void ask(bool exact);

    std::function<quint64(bool)> ask_;
    QTimer refine_;
    quint64 latest_ = 0;
    quint64 inFlight_ = 0; // the preview on its way, 0 when none
    bool pending_ = false; // a preview waits for it
    bool latestExact_ = true;
};

} // namespace passband
