#pragma once
// One worker thread that runs jobs where only the newest request matters ("latest wins").
//
// Jobs are submitted into lanes (say: 0 device, 1 image, 2 filter). A lane holds at most one
// waiting job: submitting replaces it, so while a job runs, any number of submissions collapse
// into the newest one. When the worker is free it runs the waiting job of the lowest lane.
// Every submission gets a generation number from one counter; a running job can ask whether
// a newer job of its lane is waiting (to stop early) and tag its results with its generation,
// so a receiver can drop results older than the ones it shows.
//
// Thread-safe; no Qt. The worker thread is the only thread that runs jobs, so a job can own
// thread-affine state such as an OpenCL context and queue. Stopping never waits longer than
// asked: a job stuck in a driver call is left to finish on its own (its thread detached,
// holding only state it shares with nobody but the runner's own bookkeeping).
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace passband {

class JobRunner {
public:
    struct State;
    struct Context {
        std::uint64_t generation; // of this job
        int lane;
        // True when a newer job of the same lane is waiting or the runner is stopping.
        bool superseded() const;
        std::shared_ptr<State> state;
    };
    using Job = std::function<void(const Context&)>;

    explicit JobRunner(int lanes);
    ~JobRunner(); // stop(1000)
    JobRunner(const JobRunner&) = delete;
    JobRunner& operator=(const JobRunner&) = delete;

    // Replaces the lane's waiting job, if any; returns the new job's generation (> 0), or 0
    // when the runner is stopped (the job is dropped).
    std::uint64_t submit(int lane, Job job);
    // Drops the lane's waiting job (not the running one).
    void cancel(int lane);
    // Drops every waiting job and waits up to timeoutMs for the running one. Returns true when
    // the worker thread ended; false when a job is still running, in which case the thread is
    // detached and ends when that job returns. Idempotent.
    bool stop(int timeoutMs = 1000);

    bool superseded(int lane, std::uint64_t generation) const;
    bool idle() const;              // nothing running or waiting
    bool busy() const;              // a job is running
    std::uint64_t jobsRun() const;  // jobs started so far
    // Blocks until idle() or the timeout (milliseconds) passes; true when idle.
    bool waitIdle(int timeoutMs) const;

private:
    std::shared_ptr<State> state_;
    std::thread thread_;
};

} // namespace passband
