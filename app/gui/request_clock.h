#pragma once
// How long the user waited for what is on screen (README "The window", status bar): when each
// request still on its way was made, by generation, so that the answer shown can say how long
// after its request it came. The filter's requests (Session) and the lab's (LabController) keep
// one each, beside their RequestLane.
#include <QElapsedTimer>
#include <QtGlobal>

#include <cstddef>
#include <deque>
#include <functional>
#include <utility>

namespace passband {

class RequestClock {
public:
    // Milliseconds on a steady clock; by default since the RequestClock was made.
    using Now = std::function<qint64()>;

    // Keeps at most `capacity` requests: the oldest beyond it are forgotten, as their answers
    // never came (superseded requests that latest-wins dropped).
    explicit RequestClock(std::size_t capacity, Now now = {}) : capacity_(capacity), now_(std::move(now))
    {
        timer_.start();
    }

    // A request was made. Generations are asked in increasing order.
    void asked(quint64 generation)
    {
        askedAt_.emplace_back(generation, now());
        while (askedAt_.size() > capacity_)
            askedAt_.pop_front();
    }

    // The answer to `generation` is on screen: the milliseconds since it was asked, or -1 where
    // that is not known (never asked, answered before, or forgotten). It and every older request
    // are forgotten, as latest-wins shows none of them after it.
    qint64 waited(quint64 generation)
    {
        qint64 ms = -1;
        while (!askedAt_.empty() && askedAt_.front().first <= generation) {
            if (askedAt_.front().first == generation)
                ms = now() - askedAt_.front().second;
            askedAt_.pop_front();
        }
        return ms;
    }

private:
    qint64 now() const { return now_ ? now_() : timer_.elapsed(); }

    std::size_t capacity_;
    QElapsedTimer timer_;
    Now now_;
    std::deque<std::pair<quint64, qint64>> askedAt_; // generation, ms on now()
};

} // namespace passband
