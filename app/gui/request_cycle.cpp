#include "request_cycle.h"

namespace passband {

RequestCycle::RequestCycle(std::function<quint64(bool exact)> ask, QObject* parent)
    : QObject(parent),
      pacer_(new PreviewPacer(
          [this, ask = std::move(ask)](bool exact) {
              const quint64 generation = ask(exact);
              if (generation > lane_.latest()) { // a request was made (none: no image, say)
                  lane_.asked(generation);
                  clock_.asked(generation);
              }
              return generation;
          },
          this))
{
}

bool RequestCycle::arrived(quint64 generation, qint64* waitedMs)
{
    if (!lane_.isNewer(generation) || generation > lane_.latest())
        return false; // older than what is shown, or of an engine since replaced
    lane_.shown(generation);
    const qint64 waited = clock_.waited(generation);
    if (waitedMs)
        *waitedMs = waited;
    return true;
}

bool RequestCycle::failedAt(quint64 generation, bool latestOnly)
{
    if (!lane_.isNewer(generation) || (latestOnly && !lane_.isLatest(generation)))
        return false;
    pacer_->failed();
    return true;
}

void RequestCycle::reset()
{
    pacer_->reset();
    lane_.shown(lane_.latest()); // what is on its way is not shown
}

void RequestCycle::restart()
{
    pacer_->reset();
    lane_.reset();
    clock_ = RequestClock(256);
}

} // namespace passband
