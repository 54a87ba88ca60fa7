#pragma once
// Netpbm images, read strictly to the netpbm specification: PGM (P2/P5) and PPM (P3/P6); PBM
// (P1/P4) as grey with maxval 1, 1 = white; PAM (P7: DEPTH 1 to 4, grey or RGB, with or without
// alpha; TUPLTYPE, when given, must agree); PFM ("Pf" grey, "PF" RGB: 32-bit floats, rows
// bottom-up, the scale's sign giving the byte order and its size ignored). Written as P5/P6
// and PFM. For PGM, PPM and PBM:
//   - magic, width, height, maxval separated by whitespace; '#' starts a comment that runs to
//     the end of the line and counts as whitespace (so it also ends a number);
//   - maxval 1..65535; binary samples are 1 byte, or 2 bytes big-endian when maxval > 255;
//   - exactly one whitespace byte follows maxval in binary files, then the raster begins
//     (a '#' there is a pixel);
//   - a sample above maxval is an error; the first image of a multi-image file is read.
#include "image.h"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <functional>
#include <string>
#include <vector>

namespace passband {

class PnmError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// True when the bytes start like a Netpbm file ('P' and 1 to 7, F or f), whatever the variant.
bool looksLikePnm(const std::uint8_t* data, std::size_t size);

// Throws PnmError with a message saying what is wrong and where.
Image readPnm(const std::uint8_t* data, std::size_t size);

// Where a writer puts its bytes, in order, as it makes them: a file being written (so that
// the encoded image is never held whole beside the image) or a vector. It may throw to stop.
using ByteSink = std::function<void(const std::uint8_t* data, std::size_t size)>;

// P5 for grey, P6 for colour, at the image's maxval; alpha is not stored (Netpbm has none).
// `comment` (one line, optional) goes into the header.
void writePnm(const Image& image, const std::string& comment, const ByteSink& sink);
std::vector<std::uint8_t> writePnm(const Image& image, const std::string& comment = {});

// PFM ("Pf" grey, "PF" colour), little-endian, any image's colour channels as 32-bit floats
// (an integer image's samples as they are); alpha is not stored.
void writePfm(const Image& image, const ByteSink& sink);
std::vector<std::uint8_t> writePfm(const Image& image);

} // namespace passband
