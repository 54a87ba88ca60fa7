#include "job_runner.h"

#include <chrono>
#include <stdexcept>

namespace passband {

JobRunner::JobRunner(int lanes) : lanes_(static_cast<std::size_t>(lanes))
{
    if (lanes < 1)
        throw std::invalid_argument("JobRunner needs at least one lane");
    thread_ = std::thread([this] { loop(); });
}

JobRunner::~JobRunner() { stop(); }

std::uint64_t JobRunner::submit(int lane, Job job)
{
    std::uint64_t generation = 0;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        if (stopping_)
            return 0;
        generation = nextGeneration_++;
        lanes_.at(static_cast<std::size_t>(lane)) = Pending{generation, std::move(job)};
    }
    changed_.notify_all();
    return generation;
}

void JobRunner::cancel(int lane)
{
    std::optional<Pending> dropped; // destroyed outside the lock: a job's captures may be large
    {
        std::lock_guard<std::mutex> lock(mutex_);
        dropped = std::move(lanes_.at(static_cast<std::size_t>(lane)));
        lanes_[static_cast<std::size_t>(lane)].reset();
    }
    changed_.notify_all();
}

void JobRunner::stop()
{
    std::vector<std::optional<Pending>> dropped;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        stopping_ = true;
        dropped = std::move(lanes_);
        lanes_.assign(dropped.size(), std::nullopt);
    }
    changed_.notify_all();
    if (thread_.joinable() && thread_.get_id() != std::this_thread::get_id())
        thread_.join();
}

bool JobRunner::superseded(int lane, std::uint64_t generation) const
{
    std::lock_guard<std::mutex> lock(mutex_);
    const auto& waiting = lanes_.at(static_cast<std::size_t>(lane));
    return stopping_ || (waiting && waiting->generation > generation);
}

bool JobRunner::idleLocked() const
{
    if (running_)
        return false;
    for (const auto& lane : lanes_)
        if (lane)
            return false;
    return true;
}

bool JobRunner::idle() const
{
    std::lock_guard<std::mutex> lock(mutex_);
    return idleLocked();
}

std::uint64_t JobRunner::jobsRun() const
{
    std::lock_guard<std::mutex> lock(mutex_);
    return jobsRun_;
}

bool JobRunner::waitIdle(int timeoutMs) const
{
    std::unique_lock<std::mutex> lock(mutex_);
    return changed_.wait_for(lock, std::chrono::milliseconds(timeoutMs), [this] { return idleLocked(); });
}

void JobRunner::loop()
{
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
        std::optional<Pending> next;
        changed_.wait(lock, [&] {
            if (stopping_)
                return true;
            for (auto& lane : lanes_)
                if (lane)
                    return true;
            return false;
        });
        if (stopping_)
            return;
        int laneIndex = 0;
        for (auto& lane : lanes_) {
            if (lane) {
                next = std::move(lane);
                lane.reset();
                break;
            }
            ++laneIndex;
        }
        running_ = true;
        ++jobsRun_;
        lock.unlock();
        const Context context{next->generation, this, laneIndex};
        try {
            next->job(context);
        } catch (...) {
            // Jobs report their own errors; one that throws must not take the worker down.
        }
        next.reset(); // release the job's captures before going idle
        lock.lock();
        running_ = false;
        changed_.notify_all();
    }
}

} // namespace passband
