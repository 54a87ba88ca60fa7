#include "job_runner.h"

#include <chrono>
#include <stdexcept>

namespace passband {

struct JobRunner::State {
    struct Pending {
        std::uint64_t generation = 0;
        Job job;
    };
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<std::optional<Pending>> lanes;
    std::uint64_t nextGeneration = 1;
    std::uint64_t jobsRun = 0;
    bool running = false;
    bool stopping = false;
    bool finished = false; // the worker loop has returned

    bool idleLocked() const
    {
        if (running)
            return false;
        for (const auto& lane : lanes)
            if (lane)
                return false;
        return true;
    }

    bool supersededLocked(int lane, std::uint64_t generation) const
    {
        const auto& waiting = lanes.at(static_cast<std::size_t>(lane));
        return stopping || (waiting && waiting->generation > generation);
    }

    // The worker: owns a reference to the state, so a detached worker stays valid.
    static void loop(const std::shared_ptr<State>& self)
    {
        State& s = *self;
        std::unique_lock<std::mutex> lock(s.mutex);
        for (;;) {
            s.changed.wait(lock, [&] { return s.stopping || !s.idleLocked(); });
            if (s.stopping)
                break;
            std::optional<Pending> next;
            int laneIndex = 0;
            for (auto& lane : s.lanes) {
                if (lane) {
                    next = std::move(lane);
                    lane.reset();
                    break;
                }
                ++laneIndex;
            }
            s.running = true;
            ++s.jobsRun;
            lock.unlock();
            const Context context{next->generation, laneIndex, self};
            try {
                next->job(context);
            } catch (...) {
                // Jobs report their own errors; one that throws must not take the worker down.
            }
            next.reset(); // release the job's captures before going idle
            lock.lock();
            s.running = false;
            s.changed.notify_all();
        }
        s.finished = true;
        s.changed.notify_all();
    }
};

bool JobRunner::Context::superseded() const
{
    std::lock_guard<std::mutex> lock(state->mutex);
    return state->supersededLocked(lane, generation);
}

JobRunner::JobRunner(int lanes) : state_(std::make_shared<State>())
{
    if (lanes < 1)
        throw std::invalid_argument("JobRunner needs at least one lane");
    state_->lanes.resize(static_cast<std::size_t>(lanes));
    thread_ = std::thread(&State::loop, state_);
}

JobRunner::~JobRunner() { stop(1000); }

std::uint64_t JobRunner::submit(int lane, Job job)
{
    std::optional<State::Pending> replaced; // destroyed outside the lock: captures may be large
    std::uint64_t generation = 0;
    {
        std::lock_guard<std::mutex> lock(state_->mutex);
        if (state_->stopping)
            return 0;
        generation = state_->nextGeneration++;
        auto& slot = state_->lanes.at(static_cast<std::size_t>(lane));
        replaced = std::move(slot);
        slot = State::Pending{generation, std::move(job)};
    }
    state_->changed.notify_all();
    return generation;
}

void JobRunner::cancel(int lane)
{
    std::optional<State::Pending> dropped;
    {
        std::lock_guard<std::mutex> lock(state_->mutex);
        auto& slot = state_->lanes.at(static_cast<std::size_t>(lane));
        dropped = std::move(slot);
        slot.reset();
    }
    state_->changed.notify_all();
}

bool JobRunner::stop(int timeoutMs)
{
    std::vector<std::optional<State::Pending>> dropped;
    bool ended;
    {
        std::unique_lock<std::mutex> lock(state_->mutex);
        state_->stopping = true;
        dropped = std::move(state_->lanes);
        state_->lanes.assign(dropped.size(), std::nullopt);
        state_->changed.notify_all();
        ended = state_->changed.wait_for(lock, std::chrono::milliseconds(timeoutMs),
                                         [&] { return state_->finished; });
    }
    if (thread_.joinable()) {
        if (thread_.get_id() == std::this_thread::get_id())
            thread_.detach(); // stop() from inside a job: the loop ends after it
        else if (ended)
            thread_.join();
        else
            thread_.detach(); // stuck in a job; it holds its own reference to the state
    }
    return ended;
}

bool JobRunner::superseded(int lane, std::uint64_t generation) const
{
    std::lock_guard<std::mutex> lock(state_->mutex);
    return state_->supersededLocked(lane, generation);
}

bool JobRunner::idle() const
{
    std::lock_guard<std::mutex> lock(state_->mutex);
    return state_->idleLocked();
}

bool JobRunner::busy() const
{
    std::lock_guard<std::mutex> lock(state_->mutex);
    return state_->running;
}

std::uint64_t JobRunner::jobsRun() const
{
    std::lock_guard<std::mutex> lock(state_->mutex);
    return state_->jobsRun;
}

bool JobRunner::waitIdle(int timeoutMs) const
{
    std::unique_lock<std::mutex> lock(state_->mutex);
    return state_->changed.wait_for(lock, std::chrono::milliseconds(timeoutMs),
                                    [&] { return state_->idleLocked(); });
}

} // namespace passband
