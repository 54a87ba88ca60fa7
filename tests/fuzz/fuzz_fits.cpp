// libFuzzer target for the FITS reader (passband::readFits, app/fits_file.cpp, over cfitsio).
//
// Expected: a FormatError with a message, or an image that keeps fuzz_check.h's invariants
// and survives a round trip through writeFits. Anything else is a finding.
#include "fits_file.h"
#include "fuzz_check.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const passband::fuzz::PeakMemoryCheck memory;
    passband::Image image;
    try {
        image = passband::readFits(data, size);
    } catch (const passband::FormatError& e) {
        FUZZ_CHECK(e.what() != nullptr && std::strlen(e.what()) > 0);
        passband::fuzz::reportError(e.what());
        return 0;
    }
    passband::fuzz::checkImage(image);
    passband::fuzz::reportImage(image);
    FUZZ_CHECK(image.channels == 1 || image.channels == 3);
    // The writer's file reads back as the same samples (8/16-bit integer images are stored at
    // their own maxval, 255 or 65535; float images as BITPIX -32).
    const std::vector<std::uint8_t> written = passband::writeFits(image, "fuzz round trip");
    passband::Image again;
    try {
        again = passband::readFits(written.data(), written.size());
    } catch (const passband::FormatError& e) {
        std::fprintf(stderr, "fuzz_fits: readFits refused writeFits's output: %s\n", e.what());
        std::abort();
    }
    FUZZ_CHECK(passband::fuzz::sameImage(image, again));
    return 0;
}
