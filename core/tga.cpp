#include "tga.h"

#include <cstring>
#include <string>
#include <vector>

namespace passband {

namespace {

constexpr std::size_t kHeaderBytes = 18;
constexpr char kFooterSignature[] = "TRUEVISION-XFILE."; // and its terminating NUL
constexpr std::size_t kFooterBytes = 26;                  // two offsets, the signature, its NUL

unsigned le16(const std::uint8_t* p) { return p[0] | (p[1] << 8u); }

// 5 bits to 8, so that 31 is 255 and 0 is 0.
std::uint16_t widen5(unsigned v) { return static_cast<std::uint16_t>((v << 3) | (v >> 2)); }

// How the pixels of one kind of file become samples.
struct PixelFormat {
    int bytes = 0;      // per stored pixel (an index for colour-mapped images)
    int channels = 0;   // of the image made: 1, 2, 3 or 4
};

} // namespace

bool hasTgaFooter(const std::uint8_t* data, std::size_t size)
{
    return size >= kHeaderBytes + kFooterBytes &&
           std::memcmp(data + size - kFooterBytes + 8, kFooterSignature, sizeof kFooterSignature) == 0;
}

Image readTga(const std::uint8_t* data, std::size_t size)
{
    if (size < kHeaderBytes)
        throw TgaError("the TGA header is cut short (" + std::to_string(size) + " of 18 bytes)");
    const std::uint8_t* h = data;
    const unsigned idLength = h[0], mapType = h[1], type = h[2];
    const unsigned mapFirst = le16(h + 3), mapLength = le16(h + 5), mapEntryBits = h[7];
    const int width = static_cast<int>(le16(h + 12)), height = static_cast<int>(le16(h + 14));
    const unsigned depth = h[16], descriptor = h[17];
    const unsigned alphaBits = descriptor & 0x0fu;
    const bool rightToLeft = descriptor & 0x10u, topDown = descriptor & 0x20u;

    if (type == 0)
        throw TgaError("the TGA holds no image data (image type 0)");
    if (type == 32 || type == 33)
        throw TgaError("Huffman-coded TGA (image type " + std::to_string(type) + ") is not supported");
    const unsigned base = type & 7u; // 1 colour-mapped, 2 true colour, 3 grey
    if ((type & ~8u) != base || base < 1 || base > 3)
        throw TgaError("unknown TGA image type " + std::to_string(type));
    const bool rle = type & 8u;
    if (mapType > 1)
        throw TgaError("unknown TGA colour map type " + std::to_string(mapType));
    if (base == 1 && mapType != 1)
        throw TgaError("a colour-mapped TGA without a colour map");
    if (width == 0 || height == 0)
        throw TgaError("the TGA is " + std::to_string(width) + "x" + std::to_string(height) + " pixels");

    // The colour map: stored whenever the header has one (true-colour files may carry one too).
    const std::size_t mapEntryBytes = (mapEntryBits + 7) / 8;
    if (mapType == 1 && mapEntryBits != 15 && mapEntryBits != 16 && mapEntryBits != 24 && mapEntryBits != 32)
        throw TgaError("TGA colour map entries of " + std::to_string(mapEntryBits) + " bits are not supported");
    std::size_t at = kHeaderBytes + idLength;
    const std::size_t mapBytes = mapType == 1 ? mapLength * mapEntryBytes : 0;
    if (at + mapBytes > size)
        throw TgaError("the TGA's colour map is cut short");
    const std::uint8_t* map = data + at;
    at += mapBytes;

    PixelFormat format;
    if (base == 1) {
        if (depth != 8 && depth != 16)
            throw TgaError("colour-mapped TGA indices of " + std::to_string(depth) + " bits are not supported");
        format.bytes = static_cast<int>(depth / 8);
        format.channels = mapEntryBits == 32 && alphaBits > 0 ? 4 : (mapEntryBits == 16 && alphaBits > 0 ? 4 : 3);
    } else if (base == 2) {
        if (depth != 15 && depth != 16 && depth != 24 && depth != 32)
            throw TgaError("true-colour TGA pixels of " + std::to_string(depth) + " bits are not supported");
        format.bytes = static_cast<int>((depth + 7) / 8);
        format.channels = (depth == 32 || depth == 16) && alphaBits > 0 ? 4 : 3;
    } else {
        if (depth != 8 && depth != 16)
            throw TgaError("grey TGA pixels of " + std::to_string(depth) + " bits are not supported");
        format.bytes = static_cast<int>(depth / 8);
        format.channels = depth == 16 ? 2 : 1; // 16: grey, then alpha
    }

    const std::uint64_t pixels = static_cast<std::uint64_t>(width) * static_cast<std::uint64_t>(height);
    if (pixels > kMaxPixels)
        throw TgaError(std::to_string(width) + "x" + std::to_string(height) + " is more than Passband's limit of " +
                       std::to_string(kMaxPixels) + " pixels");
    const std::size_t available = size - at;
    // Before allocating: the data must be able to hold the pixels (a run-length packet of one
    // header byte and one pixel makes at most 128).
    const std::uint64_t least = rle ? (pixels + 127) / 128 * (1 + static_cast<std::uint64_t>(format.bytes))
                                    : pixels * static_cast<std::uint64_t>(format.bytes);
    if (least > available)
        throw TgaError("the TGA's pixel data is cut short (" + std::to_string(available) + " bytes for " +
                       std::to_string(width) + "x" + std::to_string(height) + " pixels)");

    // The stored pixels in file order, unpacked from their packets.
    std::vector<std::uint8_t> stored;
    const std::uint8_t* source = data + at;
    const std::size_t storedBytes = static_cast<std::size_t>(pixels) * static_cast<std::size_t>(format.bytes);
    if (rle) {
        stored.resize(storedBytes);
        std::size_t in = 0, out = 0;
        const auto bytes = static_cast<std::size_t>(format.bytes);
        while (out < storedBytes) {
            if (in >= available)
                throw TgaError("the TGA's run-length data is cut short");
            const unsigned packet = source[in++];
            const std::size_t count = (packet & 0x7fu) + 1;
            if (out + count * bytes > storedBytes)
                throw TgaError("a TGA run-length packet runs past the image's end");
            if (packet & 0x80u) { // one pixel, repeated
                if (in + bytes > available)
                    throw TgaError("the TGA's run-length data is cut short");
                for (std::size_t i = 0; i < count; ++i, out += bytes)
                    std::memcpy(stored.data() + out, source + in, bytes);
                in += bytes;
            } else { // raw pixels
                if (in + count * bytes > available)
                    throw TgaError("the TGA's run-length data is cut short");
                std::memcpy(stored.data() + out, source + in, count * bytes);
                in += count * bytes;
                out += count * bytes;
            }
        }
        source = stored.data();
    }

    Image image;
    image.width = width;
    image.height = height;
    image.channels = format.channels;
    image.maxval = 255;
    image.samples.resize(static_cast<std::size_t>(pixels) * static_cast<std::size_t>(format.channels));
    image.metadata.source = std::string(rle ? "run-length encoded " : "") +
                            (base == 1 ? "colour-mapped" : base == 2 ? "true-colour" : "grey") + " TGA, " +
                            std::to_string(depth) + "-bit";

    // One stored pixel (or map entry) of `bits` bits to samples.
    const auto colour = [&](const std::uint8_t* p, unsigned bits, std::uint8_t* s) {
        if (bits == 15 || bits == 16) {
            const unsigned v = le16(p);
            s[0] = static_cast<std::uint8_t>(widen5((v >> 10) & 31u));
            s[1] = static_cast<std::uint8_t>(widen5((v >> 5) & 31u));
            s[2] = static_cast<std::uint8_t>(widen5(v & 31u));
            if (format.channels == 4)
                s[3] = (v & 0x8000u) ? 255 : 0;
        } else { // B, G, R (, A)
            s[0] = p[2];
            s[1] = p[1];
            s[2] = p[0];
            if (format.channels == 4)
                s[3] = bits == 32 ? p[3] : 255;
        }
    };
    const auto mapped = [&](unsigned index, std::uint8_t* s) {
        if (index < mapFirst || index - mapFirst >= mapLength)
            throw TgaError("a TGA pixel's colour index " + std::to_string(index) + " is outside its colour map");
        colour(map + (index - mapFirst) * mapEntryBytes, mapEntryBits, s);
    };

    const auto bytes = static_cast<std::size_t>(format.bytes);
    const auto channels = static_cast<std::size_t>(format.channels);
    for (int row = 0; row < height; ++row) {
        const int y = topDown ? row : height - 1 - row; // the file's rows, bottom-up unless bit 5
        const std::uint8_t* line = source + static_cast<std::size_t>(row) * static_cast<std::size_t>(width) * bytes;
        std::uint8_t* target = image.samples.narrowData() + static_cast<std::size_t>(y) * static_cast<std::size_t>(width) * channels;
        for (int column = 0; column < width; ++column) {
            const int x = rightToLeft ? width - 1 - column : column;
            const std::uint8_t* p = line + static_cast<std::size_t>(column) * bytes;
            std::uint8_t* s = target + static_cast<std::size_t>(x) * channels;
            if (base == 1)
                mapped(bytes == 1 ? p[0] : le16(p), s);
            else if (base == 2)
                colour(p, depth, s);
            else {
                s[0] = p[0];
                if (channels == 2)
                    s[1] = p[1];
            }
        }
    }
    return image;
}

} // namespace passband
