// libFuzzer target for core's TGA reader (passband::readTga).
//
// Expected: a TgaError with a message, or an image. Anything else is a finding: a crash, a
// sanitizer report, another exception type (it escapes and ends the process), or an image
// that breaks the invariants below.
#include "fuzz_check.h"
#include "tga.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const passband::fuzz::PeakMemoryCheck memory;
    passband::Image image;
    try {
        image = passband::readTga(data, size);
    } catch (const passband::TgaError& e) {
        FUZZ_CHECK(e.what() != nullptr && std::strlen(e.what()) > 0);
        passband::fuzz::reportError(e.what());
        return 0;
    }

    passband::fuzz::checkImage(image);
    passband::fuzz::reportImage(image);
    FUZZ_CHECK(size >= 18);
    FUZZ_CHECK(!image.isFloat() && image.maxval == 255);
    FUZZ_CHECK(image.width <= 65535 && image.height <= 65535);
    // Grey (1), grey + alpha (2, 16-bit grey), colour (3) or colour + alpha (4).
    const unsigned type = data[2] & 7u;
    FUZZ_CHECK(type == 3 ? image.channels <= 2 : image.channels >= 3);
    // A run-length packet of one header byte and one pixel (at least a byte) makes at most 128
    // pixels; unpacked data holds a byte a pixel at least: nothing beyond what the input describes.
    FUZZ_CHECK(image.pixelCount() <= 128 * size);
    if (!(data[2] & 8u))
        FUZZ_CHECK(image.pixelCount() <= size);
    return 0;
}
