#pragma once
// How much more memory this process can take, and what saying so looks like. Memory runs
// out in three ways on Linux, and a process meets whichever comes first: the machine's free
// memory, its address-space or data limit (ulimit -v, prlimit --as), and its control group's
// memory.max (a container, a systemd unit).
#include <cstdint>
#include <string>

namespace passband {

struct HostMemory {
    std::uint64_t available = 0; // the least of what the limits below leave
    std::string limitedBy;       // which: "free memory", "address-space limit", "memory.max"
};

// What is left now. Where a limit cannot be read it is taken as absent.
HostMemory availableHostMemory();

// For tests: availableHostMemory() reports `bytes` as free ("test limit") until called with 0,
// so that what a path does just above and just below what it needs can be tried exactly.
void setTestHostMemoryLimit(std::uint64_t bytes);

// "1,234 MiB", rounded up (what is needed) or down (what is free): the unit every memory
// message uses.
std::string mebibytes(std::uint64_t bytes, bool roundUp = true);

// The one line a shortage is reported with: "Not enough memory for <what>: it needs 412 MiB,
// and 230 MiB is free (address-space limit)."
std::string notEnoughMemory(const std::string& what, std::uint64_t needed);

// The line for an allocation that failed where nothing estimated it: "Not enough memory
// (230 MiB is free: address-space limit)."
std::string ranOutOfMemory();

// A sentence as the clause after "Cannot read 'x': ": its first letter made small.
std::string asClause(std::string sentence);

} // namespace passband
