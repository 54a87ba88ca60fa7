#pragma once
// Latest wins for one kind of request (README "Architecture"): the newest asked and the newest
// shown, so that a reply is told current, superseded or older than what is on screen in one
// place rather than by counters spread over the window (hotspot keeps this check inside its
// job tracker).
#include <QtGlobal>

namespace passband {

class RequestLane {
public:
    void asked(quint64 generation) { asked_ = generation; }
    void shown(quint64 generation) { shown_ = generation; }
    quint64 latest() const { return asked_; }
    quint64 onScreen() const { return shown_; }
    // The reply is to the newest request (anything else is superseded).
    bool isLatest(quint64 generation) const { return generation == asked_; }
    // The reply is newer than what is on screen (an older one would take the screen back).
    bool isNewer(quint64 generation) const { return generation > shown_; }
    bool answered() const { return shown_ >= asked_; }
    // The reply is to a request older than the newest asked.
    bool isSuperseded(quint64 generation) const { return generation < asked_; }
    // The reply is older than what is on screen, or is it.
    bool isBehind(quint64 generation) const { return generation < shown_; }
    bool isOnScreen(quint64 generation) const { return generation == shown_; }
    // A new engine counts its requests from 1 again.
    void reset() { asked_ = shown_ = 0; }

private:
    quint64 asked_ = 0, shown_ = 0;
};

} // namespace passband
