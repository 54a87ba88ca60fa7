#pragma once
// FITS through cfitsio: the image astronomers keep, read into an Image and written back.
// FITS rows run from the bottom up (pixel (1, 1) is the lower left, as DS9 shows it); an
// Image's rows run from the top, so rows are flipped both ways.
#include "format_error.h"
#include "image.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace passband {

// "SIMPLE  =" at the start of the file.
bool looksLikeFits(const std::uint8_t* data, std::size_t size);

// The primary HDU when it holds an image (two or more axes), else the first image
// extension (tile-compressed ones included). A third axis of 3 is RGB, of 1 grey; of other
// lengths its first plane is read, and the notes say so. BZERO and BSCALE are applied.
// BITPIX 8, and 16 with BZERO 32768 (unsigned 16-bit), become 8- and 16-bit integer images;
// every other BITPIX becomes float samples. NaN and BLANK pixels are replaced as
// settleFloatSamples() says, and counted in the notes. Throws FormatError.
Image readFits(const std::uint8_t* data, std::size_t size);

// A FITS file with one primary image: BITPIX -32 for float images, 8 or 16 (unsigned, BZERO
// 32768) for integer ones (maxval other than 255 or 65535 scaled to 16 bits); colour as a
// third axis of 3; alpha left out. `description` goes into HISTORY cards. Throws FormatError.
std::vector<std::uint8_t> writeFits(const Image& image, const std::string& description);

} // namespace passband
