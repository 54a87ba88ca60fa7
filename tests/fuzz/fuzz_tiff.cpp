// libFuzzer target for the TIFF reader (passband::readTiff, app/tiff_file.cpp, over libtiff).
//
// Expected: a FormatError with a message, or an image that keeps fuzz_check.h's invariants,
// whose every page the reader can be asked for. Anything else is a finding.
#include "fuzz_check.h"
#include "tiff_file.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const passband::fuzz::PeakMemoryCheck memory;
    // The first page, then a later one when the file says it has more (bounded: a hostile
    // page chain must not make one input take long).
    for (int page = 1; page <= 3; ++page) {
        passband::Image image;
        try {
            image = passband::readTiff(data, size, page);
        } catch (const passband::FormatError& e) {
            FUZZ_CHECK(e.what() != nullptr && std::strlen(e.what()) > 0);
            passband::fuzz::reportError(e.what());
            return 0;
        }
        passband::fuzz::checkImage(image);
        passband::fuzz::reportImage(image);
        FUZZ_CHECK(image.metadata.page == page && image.metadata.pages >= page);
        if (image.metadata.pages == page)
            break;
    }
    return 0;
}
