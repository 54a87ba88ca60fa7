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
    // Grey is one channel, colour three; PAM says its own (DEPTH), PFM is float.
    FUZZ_CHECK(passband::looksLikePnm(data, size));
    const char kind = static_cast<char>(data[1]);
    const bool pfm = kind == 'F' || kind == 'f';
    FUZZ_CHECK(image.isFloat() == pfm);
    if (kind == '3' || kind == '6' || kind == 'F')
        FUZZ_CHECK(image.channels == 3);
    else if (kind != '7')
        FUZZ_CHECK(image.channels == 1);
    if (kind == '1' || kind == '4')
        FUZZ_CHECK(image.maxval == 1);
    FUZZ_CHECK(image.width <= (1 << 20) && image.height <= (1 << 20));
    // Every sample takes at least one byte of the input (two in 16-bit binary files, four in
    // PFM, a bit in P4), so the reader never allocates more samples than the input describes.
    const std::size_t count = image.isFloat() ? image.values.size() : image.samples.size();
    FUZZ_CHECK(kind == '4' ? count <= 8 * size : count <= size);
    if ((kind == '5' || kind == '6' || kind == '7') && image.maxval > 255)
        FUZZ_CHECK(count * 2 <= size);
    if (pfm)
        FUZZ_CHECK(count * 4 <= size);

    // Writing and reading back gives the same image (the writer's output is valid Netpbm);
    // alpha is not written, so PAM with alpha is left out.
    if (image.hasAlpha())
        return 0;
    const std::vector<std::uint8_t> written =
        pfm ? passband::writePfm(image) : passband::writePnm(image, "fuzz round trip");
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
