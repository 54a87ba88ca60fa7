#pragma once
// Shared by the fuzz targets: an invariant check that stays on in release builds and ends the
// process the way libFuzzer and the replay driver both treat as a finding (abort, with the
// failed condition on stderr), plus the invariants every decoded passband::Image must keep.
#include "image.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sys/resource.h>

#define FUZZ_CHECK(cond)                                                                      \
    do {                                                                                      \
        if (!(cond)) {                                                                        \
            std::fprintf(stderr, "%s:%d: fuzz invariant failed: %s\n", __FILE__, __LINE__, #cond); \
            std::abort();                                                                     \
        }                                                                                     \
    } while (0)

namespace passband::fuzz {

// PASSBAND_FUZZ_VERBOSE=1: each input's outcome on stderr (for curating the corpus).
inline bool verbose()
{
    static const bool on = [] {
        const char* v = std::getenv("PASSBAND_FUZZ_VERBOSE");
        return v && *v && *v != '0';
    }();
    return on;
}

inline void reportImage(const Image& image)
{
    if (verbose())
        std::fprintf(stderr, "fuzz: decoded %dx%d, %d channel(s), %s %d\n", image.width, image.height,
                     image.channels, image.isFloat() ? "float" : "maxval", image.isFloat() ? 32 : image.maxval);
}

inline void reportError(const char* message)
{
    if (verbose())
        std::fprintf(stderr, "fuzz: refused: %s\n", message);
}

// Size, channels, maxval and every sample against the image's own description: integer
// samples within 0..maxval, or float samples all finite with a range low < high.
inline void checkImage(const Image& image)
{
    FUZZ_CHECK(image.width >= 1 && image.height >= 1);
    FUZZ_CHECK(static_cast<std::uint64_t>(image.width) * static_cast<std::uint64_t>(image.height) <= kMaxPixels);
    FUZZ_CHECK(image.channels >= 1 && image.channels <= 4);
    const std::size_t count = static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) *
                              static_cast<std::size_t>(image.channels);
    if (image.isFloat()) {
        FUZZ_CHECK(image.samples.empty() && image.values.size() == count);
        FUZZ_CHECK(std::isfinite(image.low) && std::isfinite(image.high) && image.low < image.high);
        for (const float v : image.values)
            FUZZ_CHECK(std::isfinite(v));
        return;
    }
    FUZZ_CHECK(image.values.empty());
    FUZZ_CHECK(image.maxval >= 1 && image.maxval <= 65535);
    FUZZ_CHECK(image.samples.size() == count);
    const std::uint16_t maxval = static_cast<std::uint16_t>(image.maxval);
    for (const std::uint16_t v : image.samples)
        FUZZ_CHECK(v <= maxval);
}

// Ends the process when its peak resident memory has passed PASSBAND_FUZZ_RSS_LIMIT_MB (default
// 2048, as libFuzzer's -rss_limit_mb in scripts/fuzz.sh; 0 turns it off). getrusage gives the
// high-water mark, so unlike libFuzzer's once-a-second RSS sampling this sees a peak however
// short, on every run, and in the replay driver too. Declare one at the top of the target: it
// checks when the input is done, whichever way it ended.
class PeakMemoryCheck {
public:
    PeakMemoryCheck() = default;
    PeakMemoryCheck(const PeakMemoryCheck&) = delete;
    PeakMemoryCheck& operator=(const PeakMemoryCheck&) = delete;
    ~PeakMemoryCheck()
    {
        const long limit = limitMb();
        if (limit <= 0)
            return;
        struct rusage usage {};
        if (getrusage(RUSAGE_SELF, &usage) != 0)
            return;
        const long peak = usage.ru_maxrss / 1024; // KiB on Linux
        if (peak > limit) {
            std::fprintf(stderr, "fuzz: out of memory: peak RSS %ld MB passed the %ld MB limit "
                                 "(PASSBAND_FUZZ_RSS_LIMIT_MB) on this input\n", peak, limit);
            std::abort();
        }
    }

private:
    static long limitMb()
    {
        static const long limit = [] {
            const char* v = std::getenv("PASSBAND_FUZZ_RSS_LIMIT_MB");
            return v && *v ? std::strtol(v, nullptr, 10) : 2048L;
        }();
        return limit;
    }
};

inline bool sameImage(const Image& a, const Image& b)
{
    return a.width == b.width && a.height == b.height && a.channels == b.channels &&
           a.isFloat() == b.isFloat() && (a.isFloat() || a.maxval == b.maxval) && a.samples == b.samples &&
           a.values == b.values;
}

} // namespace passband::fuzz
