#pragma once
// TIFF through libtiff: every layout people keep data in, read into an Image; 8/16-bit and
// 32-bit float written. Reading works on bytes in memory, so a file is read once and a reader
// of hostile input never seeks outside it.
#include "format_error.h"
#include "image.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace passband {

// "II*\0", "MM\0*" and their BigTIFF forms.
bool looksLikeTiff(const std::uint8_t* data, std::size_t size);

// Page `page` (1 = the first) of a TIFF file. Unsigned integers of 1 to 16 bits become an
// integer image with maxval 2^bits - 1; everything else (signed or 32/64-bit integers, 16/32/
// 64-bit float) becomes float samples, alpha scaled to 0..1. Palette images are expanded (grey
// when every entry is); MinIsWhite is inverted; YCbCr, CMYK, CIELab and other photometrics are
// converted to 8-bit RGB(A) by libtiff. The metadata gets the resolution, the ICC profile, the
// page count and a description of the stored samples. Throws FormatError.
Image readTiff(const std::uint8_t* data, std::size_t size, int page = 1);

// Reads up to `size` bytes at `offset` of a file into `data`: how many, or -1 on an error.
using TiffReadAt = std::function<std::int64_t(std::uint64_t offset, std::uint8_t* data, std::size_t size)>;
// The same from a file of `size` bytes read through `readAt` as libtiff needs its parts: the
// file is never held whole beside its samples (a 1.5 GiB uncompressed TIFF was, on opening).
Image readTiff(const TiffReadAt& readAt, std::uint64_t size, int page = 1);

// The first page's ImageDescription (empty when it has none), read from the file's
// directory alone. Throws FormatError when the file is not a TIFF libtiff can open.
std::string readTiffDescription(const TiffReadAt& readAt, std::uint64_t size);

// A TIFF file of the image: 8- or 16-bit unsigned (maxval other than 255 or 65535 scaled to
// 16 bits), or 32-bit float for float images; alpha as unassociated alpha; Deflate
// compressed. `description` goes into ImageDescription; the resolution and ICC profile come
// from the image's metadata. Throws FormatError.
std::vector<std::uint8_t> writeTiff(const Image& image, const std::string& description);

// Where the TIFF writer puts `size` bytes at `offset` of the file as it makes it: in order,
// except for a last patch of the header. False when they could not be written.
using TiffWriteAt = std::function<bool(std::uint64_t offset, const std::uint8_t* data, std::size_t size)>;
// The same file, written through `writeAt` row by row: never held whole in memory.
void writeTiff(const Image& image, const std::string& description, const TiffWriteAt& writeAt);

} // namespace passband
