#include "host_memory.h"

#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <limits>
#include <sstream>

namespace passband {
namespace {

constexpr std::uint64_t kUnlimited = std::numeric_limits<std::uint64_t>::max();

// A "Key:   123 kB" line of a /proc file, in bytes; kUnlimited when absent.
std::uint64_t procField(const char* path, const std::string& key)
{
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.compare(0, key.size(), key) == 0 && line.size() > key.size() && line[key.size()] == ':') {
            std::istringstream fields(line.substr(key.size() + 1));
            std::uint64_t kib = 0;
            if (fields >> kib)
                return kib * 1024;
        }
    }
    return kUnlimited;
}

// A cgroup v2 file holding one number or "max"; kUnlimited when absent or "max".
std::uint64_t cgroupValue(const std::string& path)
{
    std::ifstream in(path);
    std::string word;
    if (!(in >> word) || word == "max")
        return kUnlimited;
    try {
        return std::stoull(word);
    } catch (const std::exception&) {
        return kUnlimited;
    }
}

// This process's cgroup v2 directory ("0::/user.slice/..." in /proc/self/cgroup).
std::string cgroupDirectory()
{
    std::ifstream in("/proc/self/cgroup");
    std::string line;
    while (std::getline(in, line))
        if (line.compare(0, 3, "0::") == 0)
            return "/sys/fs/cgroup" + line.substr(3);
    return {};
}

std::atomic<std::uint64_t> testLimit{0}; // setTestHostMemoryLimit()

} // namespace

void setTestHostMemoryLimit(std::uint64_t bytes) { testLimit = bytes; }

HostMemory availableHostMemory()
{
    if (const std::uint64_t bytes = testLimit.load())
        return HostMemory{bytes, "test limit"};
    HostMemory result{kUnlimited, {}};
    const auto consider = [&](std::uint64_t left, const char* why) {
        if (left < result.available)
            result = HostMemory{left, why};
    };
    consider(procField("/proc/meminfo", "MemAvailable"), "free memory");
    rlimit limit{};
    if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
        const std::uint64_t used = procField("/proc/self/status", "VmSize");
        consider(used == kUnlimited || used >= limit.rlim_cur ? 0 : limit.rlim_cur - used, "address-space limit");
    }
    if (getrlimit(RLIMIT_DATA, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
        const std::uint64_t used = procField("/proc/self/status", "VmData");
        consider(used == kUnlimited || used >= limit.rlim_cur ? 0 : limit.rlim_cur - used, "data-size limit");
    }
    if (const std::string group = cgroupDirectory(); !group.empty()) {
        const std::uint64_t max = cgroupValue(group + "/memory.max");
        const std::uint64_t current = cgroupValue(group + "/memory.current");
        if (max != kUnlimited && current != kUnlimited)
            consider(current >= max ? 0 : max - current, "memory.max");
    }
    if (result.available == kUnlimited)
        result.limitedBy.clear();
    return result;
}

std::string mebibytes(std::uint64_t bytes, bool roundUp)
{
    std::string digits = std::to_string((bytes + (roundUp ? (1ull << 20) - 1 : 0)) >> 20);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), ",");
    return digits + " MiB";
}

std::string notEnoughMemory(const std::string& what, std::uint64_t needed)
{
    const HostMemory free = availableHostMemory();
    std::string line = "Not enough memory for " + what + ": it needs " + mebibytes(needed);
    if (!free.limitedBy.empty())
        line += ", and " + mebibytes(free.available, false) + " is free (" + free.limitedBy + ")";
    return line + ".";
}

std::string ranOutOfMemory()
{
    const HostMemory free = availableHostMemory();
    if (free.limitedBy.empty())
        return "Not enough memory.";
    return "Not enough memory (" + mebibytes(free.available, false) + " is free: " + free.limitedBy + ").";
}

std::string asClause(std::string sentence)
{
    if (!sentence.empty() && sentence[0] >= 'A' && sentence[0] <= 'Z')
        sentence[0] = static_cast<char>(sentence[0] - 'A' + 'a');
    return sentence;
}

} // namespace passband
