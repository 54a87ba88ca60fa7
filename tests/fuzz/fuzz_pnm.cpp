// libFuzzer target for core's Netpbm reader (passband::readPnm).
//
// Expected: a PnmError with a message, or an image. Anything else is a finding: a crash, a
// sanitizer report, another exception type (it escapes and ends the process), or an image
// that breaks the invariants below.
#include "fuzz_check.h"
#include "pnm.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const passband::fuzz::PeakMemoryCheck memory;
    passband::Image image;
    try {
        image = passband::readPnm(data, size);
    } catch (const passband::PnmError& e) {
        FUZZ_CHECK(e.what() != nullptr && std::strlen(e.what()) > 0);
        passband::fuzz::reportError(e.what());
        return 0;
    }

    passband::fuzz::checkImage(image);
    passband::fuzz::reportImage(image);
    // Only P2, P3, P5 and P6 are read: grey is one channel, colour three.
    FUZZ_CHECK(passband::looksLikePnm(data, size));
    const char kind = static_cast<char>(data[1]);
    FUZZ_CHECK(kind == '2' || kind == '3' || kind == '5' || kind == '6');
    FUZZ_CHECK(image.channels == ((kind == '3' || kind == '6') ? 3 : 1));
    FUZZ_CHECK(image.width <= (1 << 20) && image.height <= (1 << 20));
    // Every sample takes at least one byte of the input (two in 16-bit binary files), so the
    // reader never allocates more samples than the input could describe.
    FUZZ_CHECK(image.samples.size() <= size);
    if ((kind == '5' || kind == '6') && image.maxval > 255)
        FUZZ_CHECK(image.samples.size() * 2 <= size);

    // Writing and reading back gives the same image (the writer's output is valid Netpbm).
    const std::vector<std::uint8_t> written = passband::writePnm(image, "fuzz round trip");
    passband::Image again;
    try {
        again = passband::readPnm(written.data(), written.size());
    } catch (const passband::PnmError& e) {
        std::fprintf(stderr, "fuzz_pnm: readPnm refused writePnm's output: %s\n", e.what());
        std::abort();
    }
    FUZZ_CHECK(passband::fuzz::sameImage(image, again));
    return 0;
}
