#include "preview_pacer.h"

namespace passband {

PreviewPacer::PreviewPacer(std::function<quint64(bool exact)> asker, QObject* parent)
    : QObject(parent), ask_(std::move(asker))
{
    refine_.setSingleShot(true);
    refine_.setInterval(kRefineMs);
    connect(&refine_, &QTimer::timeout, this, [this] { ask(true); });
}

void PreviewPacer::changed(bool preview)
{
    if (!preview) {
        ask(true);
        return;
    }
    refine_.start(); // restarted by every change: fires once the settings rest
    if (inFlight_) {
        pending_ = true;
        return;
    }
    ask(false);
}

void PreviewPacer::shown(quint64 generation)
{
    if (!inFlight_ || generation < inFlight_)
        return;
    inFlight_ = 0;
    if (pending_) {
        pending_ = false;
        ask(false);
    }
}

void PreviewPacer::failed()
{
    inFlight_ = 0;
    pending_ = false;
}

void PreviewPacer::reset()
{
    refine_.stop();
    failed();
}

void PreviewPacer::ask(bool exact)
{
    if (exact) {
        refine_.stop();
        pending_ = false; // the exact result replaces it
    }
    latestExact_ = exact;
    latest_ = ask_(exact);
    if (!exact)
        inFlight_ = latest_;
}

} // namespace passband
