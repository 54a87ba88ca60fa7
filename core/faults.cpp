#include "faults.h"

#include "errors.h"
#include "opencl.h"

#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <sstream>
#include <vector>

namespace passband {

namespace {

struct Rule {
    FaultPoint point;
    long nth = 0;        // 0: every call
    bool onwards = false;
    std::string device;  // substring; empty: any
    long seen = 0;       // calls counted so far
};

struct Injector {
    std::mutex mutex;
    std::condition_variable released;
    bool hangsReleased = false;
    std::vector<Rule> rules;
    bool configured = false;
};

Injector& injector()
{
    static Injector instance;
    return instance;
}

FaultPoint parsePoint(const std::string& name)
{
    static const std::pair<const char*, FaultPoint> names[] = {
        {"lookup", FaultPoint::Lookup}, {"build", FaultPoint::Build},   {"buffer", FaultPoint::Buffer},
        {"enqueue", FaultPoint::Enqueue}, {"finish", FaultPoint::Finish}, {"event", FaultPoint::Event},
        {"hang", FaultPoint::Hang}};
    for (const auto& [text, point] : names)
        if (name == text)
            return point;
    throw Error("PASSBAND_FAULT: unknown call '" + name + "' (lookup, build, buffer, enqueue, finish, event, hang).");
}

std::vector<Rule> parse(const std::string& spec)
{
    std::vector<Rule> rules;
    std::stringstream items(spec);
    std::string item;
    while (std::getline(items, item, ',')) {
        if (item.empty())
            continue;
        Rule rule;
        if (const auto at = item.find('@'); at != std::string::npos) {
            rule.device = item.substr(at + 1);
            item.erase(at);
        }
        if (const auto colon = item.find(':'); colon != std::string::npos) {
            std::string count = item.substr(colon + 1);
            item.erase(colon);
            if (!count.empty() && count.back() == '+') {
                rule.onwards = true;
                count.pop_back();
            }
            char* end = nullptr;
            rule.nth = std::strtol(count.c_str(), &end, 10);
            if (count.empty() || *end != '\0' || rule.nth < 1)
                throw Error("PASSBAND_FAULT: bad count in '" + item + ":" + count + "'.");
        }
        rule.point = parsePoint(item);
        rules.push_back(rule);
    }
    return rules;
}

int codeFor(FaultPoint point)
{
    switch (point) {
    case FaultPoint::Lookup: return CL_PLATFORM_NOT_FOUND_KHR;
    case FaultPoint::Build: return CL_BUILD_PROGRAM_FAILURE;
    case FaultPoint::Buffer: return CL_MEM_OBJECT_ALLOCATION_FAILURE;
    case FaultPoint::Event: return CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
    default: return CL_OUT_OF_RESOURCES;
    }
}

} // namespace

void configureFaults(const std::string& spec)
{
    std::vector<Rule> rules = parse(spec);
    Injector& in = injector();
    std::lock_guard<std::mutex> lock(in.mutex);
    in.rules = std::move(rules);
    in.configured = true;
    in.hangsReleased = false;
}

void releaseHangs()
{
    Injector& in = injector();
    {
        std::lock_guard<std::mutex> lock(in.mutex);
        in.hangsReleased = true;
    }
    in.released.notify_all();
}

void checkFault(FaultPoint point, const std::string& deviceName, const char* call)
{
    Injector& in = injector();
    std::unique_lock<std::mutex> lock(in.mutex);
    if (!in.configured) {
        in.configured = true;
        if (const char* env = std::getenv("PASSBAND_FAULT"))
            in.rules = parse(env);
    }
    if (in.rules.empty())
        return;
    for (Rule& rule : in.rules) {
        // A hang rule counts enqueues.
        const bool applies = rule.point == point || (rule.point == FaultPoint::Hang && point == FaultPoint::Enqueue);
        if (!applies || (!rule.device.empty() && deviceName.find(rule.device) == std::string::npos))
            continue;
        ++rule.seen;
        if (!(rule.nth == 0 || rule.seen == rule.nth || (rule.onwards && rule.seen > rule.nth)))
            continue;
        if (rule.point == FaultPoint::Hang) {
            in.released.wait(lock, [&] { return in.hangsReleased; });
            throw OpenClError(std::string(call) + " did not return (injected hang)", CL_OUT_OF_RESOURCES);
        }
        throw OpenClError(std::string(call) + " failed: " + clErrorName(codeFor(rule.point)) + " (injected fault)",
                          codeFor(rule.point));
    }
}

} // namespace passband
