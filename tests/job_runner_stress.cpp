// Qt-free stress test of the latest-wins scheduler (core/job_runner.h): 10 000 random submit,
// cancel, wait and shutdown steps from several threads, with the invariants checked after
// each runner's life. Built and run under ThreadSanitizer in CI; plain here.
#include "job_runner.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <thread>
#include <vector>

using passband::JobRunner;
using Clock = std::chrono::steady_clock;

namespace {

int passed = 0, failed = 0;

void check(bool ok, const char* what)
{
    if (ok) {
        ++passed;
    } else {
        ++failed;
        std::printf("FAIL: %s\n", what);
    }
}

struct Record {
    std::mutex mutex;
    std::vector<std::pair<int, std::uint64_t>> ran; // (lane, generation) in the order run
    std::atomic<int> running{0};
    std::atomic<int> maxRunning{0};
};

JobRunner::Job job(Record& record, int lane, int micros)
{
    return [&record, lane, micros](const JobRunner::Context& context) {
        const int now = ++record.running;
        int seen = record.maxRunning.load();
        while (now > seen && !record.maxRunning.compare_exchange_weak(seen, now)) {
        }
        {
            std::lock_guard<std::mutex> lock(record.mutex);
            record.ran.emplace_back(lane, context.generation);
        }
        // Work in slices, stopping early when superseded, as the engine's jobs may.
        for (int t = 0; t < micros; t += 20) {
            if (context.superseded())
                break;
            std::this_thread::sleep_for(std::chrono::microseconds(20));
        }
        --record.running;
    };
}

// One runner's life: `steps` random operations from `threads` submitting threads, ended by a
// shutdown: after draining, or abruptly with jobs waiting and running.
void life(std::mt19937& random, int steps, int threads, bool abrupt)
{
    constexpr int kLanes = 3;
    Record record;
    std::set<std::uint64_t> submitted;
    std::map<int, std::uint64_t> newest; // per lane, the newest generation submitted
    std::mutex bookkeeping;
    {
        JobRunner runner(kLanes);
        std::vector<std::thread> submitters;
        std::atomic<int> remaining{steps};
        for (int t = 0; t < threads; ++t) {
            const unsigned seed = random();
            submitters.emplace_back([&, seed] {
                std::mt19937 r(seed);
                while (remaining.fetch_sub(1) > 0) {
                    const int lane = static_cast<int>(r() % kLanes);
                    switch (r() % 10) {
                    case 0:
                        runner.cancel(lane);
                        break;
                    case 1:
                        runner.waitIdle(1);
                        break;
                    default: {
                        std::lock_guard<std::mutex> lock(bookkeeping); // keeps "newest" in step with submit
                        const std::uint64_t g = runner.submit(lane, job(record, lane, static_cast<int>(r() % 200)));
                        submitted.insert(g);
                        newest[lane] = std::max(newest[lane], g);
                        break;
                    }
                    }
                }
            });
        }
        for (std::thread& t : submitters)
            t.join();
        if (abrupt) {
            check(runner.stop(60000), "a runner with short jobs stops once its running job ends");
            std::size_t count;
            {
                std::lock_guard<std::mutex> lock(record.mutex);
                count = record.ran.size();
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
            std::lock_guard<std::mutex> lock(record.mutex);
            check(record.ran.size() == count, "nothing runs after stop() returns");
        } else {
        // The newest job of every lane runs (nothing cancels it now): latest wins.
        std::map<int, std::uint64_t> last;
        for (int lane = 0; lane < kLanes; ++lane) {
            last[lane] = runner.submit(lane, job(record, lane, 0));
            submitted.insert(last[lane]);
        }
        check(runner.waitIdle(60000), "the runner drains");
        std::set<std::uint64_t> ran;
        {
            std::lock_guard<std::mutex> lock(record.mutex);
            for (auto [lane, g] : record.ran)
                ran.insert(g);
        }
        for (int lane = 0; lane < kLanes; ++lane)
            check(ran.count(last[lane]) == 1, "the newest job of each lane ran");
        check(runner.stop(60000), "an idle runner stops");
        }
        check(runner.submit(0, job(record, 0, 0)) == 0, "a stopped runner takes no job");
    }
    std::lock_guard<std::mutex> lock(record.mutex);
    std::map<int, std::uint64_t> previous;
    bool increasing = true, known = true;
    std::set<std::uint64_t> once;
    for (auto [lane, g] : record.ran) {
        increasing = increasing && g > previous[lane];
        previous[lane] = g;
        known = known && submitted.count(g) == 1;
        known = known && once.insert(g).second;
    }
    check(increasing, "jobs of a lane run in submission order, older ones never after newer ones");
    check(known, "only submitted jobs run, each at most once");
    check(record.maxRunning.load() == 1, "one job at a time");
    check(record.ran.size() < submitted.size(), "waiting jobs were replaced (latest wins)");
}

// Stopping while a job hangs returns (reporting it) instead of waiting for the job, which
// finishes later, alone. How long stop() took is printed, not asserted: a loaded machine may
// take longer than the 1 s asked for to wake the caller, and that is not a fault.
void shutdownWhileBusy()
{
    std::atomic<bool> release{false};
    std::atomic<bool> finished{false};
    auto runner = std::make_unique<JobRunner>(2);
    runner->submit(0, [&](const JobRunner::Context&) {
        while (!release.load())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        finished = true;
    });
    while (!runner->busy())
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    runner->submit(1, [](const JobRunner::Context&) {}); // waiting: dropped by stop
    const auto start = Clock::now();
    const bool ended = runner->stop(1000);
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    std::printf("stop() with a hung job returned after %.0f ms\n", ms);
    check(!ended, "stop() reports the job still running");
    runner.reset(); // destroying it must not wait either, nor break the detached job
    release = true;
    for (int i = 0; i < 60000 && !finished.load(); ++i) // a bound for a broken runner only
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    check(finished.load(), "the abandoned job still ran to its end");
}

} // namespace

int main()
{
    std::mt19937 random(20261120);
    // 10 000 steps in lives of 500 to 1500 steps, each ended by a shutdown.
    int steps = 0, lives = 0;
    while (steps < 10000) {
        const int n = 500 + static_cast<int>(random() % 1000);
        life(random, n, 1 + static_cast<int>(random() % 3), random() % 3 == 0);
        steps += n;
        ++lives;
    }
    std::printf("%d steps in %d runner lives\n", steps, lives);
    shutdownWhileBusy();
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
