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
// thread-affine state such as an OpenCL context and queue.
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace passband {

class JobRunner {
public:
    struct Context {
        std::uint64_t generation; // of this job
        const JobRunner* runner;
        int lane;
        // True when a newer job of the same lane is waiting or the runner is stopping.
        bool superseded() const { return runner->superseded(lane, generation); }
    };
    using Job = std::function<void(const Context&)>;

    explicit JobRunner(int lanes);
    ~JobRunner(); // stop(): waiting jobs are dropped; the running one finishes first
    JobRunner(const JobRunner&) = delete;
    JobRunner& operator=(const JobRunner&) = delete;

    // Replaces the lane's waiting job, if any; returns the new job's generation (> 0), or 0
    // when the runner is stopped (the job is dropped).
    std::uint64_t submit(int lane, Job job);
    // Drops the lane's waiting job (not the running one).
    void cancel(int lane);
    // Drops every waiting job, lets the running one finish, joins the thread. Idempotent.
    void stop();

    bool superseded(int lane, std::uint64_t generation) const;
    bool idle() const;                 // nothing running or waiting
    std::uint64_t jobsRun() const;     // jobs started so far
    // Blocks until idle() or the timeout (milliseconds) passes; true when idle.
    bool waitIdle(int timeoutMs) const;

private:
    void loop();
    bool idleLocked() const; // mutex_ held

    struct Pending {
        std::uint64_t generation = 0;
        Job job;
    };
    mutable std::mutex mutex_;
    mutable std::condition_variable changed_;
    std::vector<std::optional<Pending>> lanes_;
    std::uint64_t nextGeneration_ = 1;
    std::uint64_t jobsRun_ = 0;
    bool running_ = false;
    bool stopping_ = false;
    std::thread thread_;
};

} // namespace passband
