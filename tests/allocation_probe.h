#pragma once
// Counts what C++ allocates (every form of operator new, replaced in the test executables that
// link allocation_probe.cpp) between start() and stop(): the largest single request and the
// total. Tests use it to show that bad input is refused without a large allocation, by bytes
// rather than by time, so no machine is too slow or too busy for the check.
//
// It sees operator new only: the standard containers of Passband and of the tests. Qt's own
// buffers come from malloc and are held by QImageReader's allocation limit instead.
#include <cstddef>

namespace allocation_probe {

struct Figures {
    std::size_t largest = 0; // bytes of the largest single request
    std::size_t total = 0;   // bytes of all requests together
    std::size_t count = 0;   // requests
};

void start();    // clears the figures and starts counting (on every thread)
Figures stop();  // stops counting and returns what was counted

} // namespace allocation_probe
