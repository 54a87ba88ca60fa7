#pragma once
// Truevision TGA images, read whole to the TGA 2.0 specification (TGA 1.0 files are the same
// without the footer): image types 1 (colour-mapped), 2 (true colour) and 3 (grey), and their
// run-length encoded forms 9, 10 and 11 (packets may run across rows); true colour at 15, 16, 24
// and 32 bits, grey at 8 bits (16: grey and alpha), colour maps of 15/16, 24 or 32-bit entries
// indexed by 8 or 16 bits; every origin (bits 4 and 5 of the descriptor). Alpha is kept where the
// descriptor says the pixels carry it (its low four bits); 16-bit colour is widened to 8 bits a
// channel (v << 3 | v >> 2). Type 0 (no image data) and the Huffman-coded types 32 and 33 are
// refused, as is anything the header and the data do not agree on.
#include "image.h"

#include <cstddef>
#include <cstdint>
#include <stdexcept>

namespace passband {

class TgaError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// True when the bytes end with the TGA 2.0 footer ("TRUEVISION-XFILE.\0").
bool hasTgaFooter(const std::uint8_t* data, std::size_t size);

// Throws TgaError with a message saying what is wrong; allocates only what the header's size
// needs after checking it against kMaxPixels and against what the data can hold.
Image readTga(const std::uint8_t* data, std::size_t size);

} // namespace passband
