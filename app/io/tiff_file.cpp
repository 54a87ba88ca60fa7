#include "tiff_file.h"

#include <tiffio.h>

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>

namespace passband {

namespace {

// The largest single allocation libtiff may make while reading or writing (a strip or tile
// buffer): as large as Qt's limit for a whole image.
constexpr tmsize_t kMaxTiffAllocation = tmsize_t(2048) << 20;

// No TIFF compression expands a byte of file into more than this many bytes of samples
// (Deflate stops near 1:1032); a header promising more is refused before decoding.
constexpr std::uint64_t kMaxExpansion = 4096;

// A file for libtiff's client procedures: read from `data` in memory, or written into `out`,
// or written through `writeAt` as it is made (libtiff writes in order, then seeks back to
// patch the header with the directory's offset).
struct MemoryFile {
    const std::uint8_t* data = nullptr;
    std::vector<std::uint8_t>* out = nullptr;
    std::uint64_t size = 0;
    std::uint64_t pos = 0;
    const TiffWriteAt* writeAt = nullptr;
    const TiffReadAt* readAt = nullptr; // reading a file in place of `data`
};

MemoryFile& fileOf(thandle_t handle) { return *static_cast<MemoryFile*>(handle); }

tmsize_t readProc(thandle_t handle, void* buffer, tmsize_t count)
{
    MemoryFile& f = fileOf(handle);
    if (count < 0 || f.writeAt) // what was written through writeAt is not read back
        return -1;
    if (f.readAt) {
        const std::int64_t n =
            f.pos < f.size ? (*f.readAt)(f.pos, static_cast<std::uint8_t*>(buffer),
                                         static_cast<std::size_t>(std::min<std::uint64_t>(f.size - f.pos, count)))
                           : 0;
        if (n < 0)
            return -1;
        f.pos += static_cast<std::uint64_t>(n);
        return static_cast<tmsize_t>(n);
    }
    const std::uint64_t available = f.pos < f.size ? f.size - f.pos : 0;
    const std::uint64_t n = std::min<std::uint64_t>(available, static_cast<std::uint64_t>(count));
    if (n)
        std::memcpy(buffer, (f.out ? f.out->data() : f.data) + f.pos, n);
    f.pos += n;
    return static_cast<tmsize_t>(n);
}

tmsize_t writeProc(thandle_t handle, void* buffer, tmsize_t count)
{
    MemoryFile& f = fileOf(handle);
    if (count < 0)
        return -1;
    if (f.writeAt) {
        if (!(*f.writeAt)(f.pos, static_cast<const std::uint8_t*>(buffer), static_cast<std::size_t>(count)))
            return -1;
        f.pos += static_cast<std::uint64_t>(count);
        f.size = std::max(f.size, f.pos);
        return count;
    }
    if (!f.out)
        return -1;
    const std::uint64_t end = f.pos + static_cast<std::uint64_t>(count);
    if (end > f.out->size())
        f.out->resize(end);
    if (count)
        std::memcpy(f.out->data() + f.pos, buffer, static_cast<std::size_t>(count));
    f.pos = end;
    f.size = f.out->size();
    return count;
}

toff_t seekProc(thandle_t handle, toff_t offset, int whence)
{
    MemoryFile& f = fileOf(handle);
    const std::int64_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? std::int64_t(f.pos) : std::int64_t(f.size);
    const std::int64_t target = base + static_cast<std::int64_t>(offset);
    if (target < 0)
        return static_cast<toff_t>(-1);
    f.pos = static_cast<std::uint64_t>(target);
    return f.pos;
}

int closeProc(thandle_t) { return 0; }
toff_t sizeProc(thandle_t handle) { return fileOf(handle).size; }

// Reading maps the bytes in place; writing maps nothing.
int mapProc(thandle_t handle, void** base, toff_t* size)
{
    MemoryFile& f = fileOf(handle);
    if (f.out || !f.data) // writing, or reading a file: libtiff reads what it needs
        return 0;
    *base = const_cast<std::uint8_t*>(f.data);
    *size = f.size;
    return 1;
}
void unmapProc(thandle_t, void*, toff_t) {}

// libtiff's messages for one file: the first error, and a few warnings worth passing on.
struct Messages {
    std::string error;
    std::vector<std::string> warnings;
    int warningsSeen = 0;
};

std::string format(const char* fmt, va_list args)
{
    char text[512];
    std::vsnprintf(text, sizeof text, fmt, args);
    std::string s = text;
    while (!s.empty() && (s.back() == '.' || s.back() == '\n' || s.back() == ' '))
        s.pop_back();
    return s;
}

int onError(TIFF*, void* user, const char*, const char* fmt, va_list args)
{
    Messages& m = *static_cast<Messages*>(user);
    if (m.error.empty())
        m.error = format(fmt, args);
    return 1;
}

int onWarning(TIFF*, void* user, const char*, const char* fmt, va_list args)
{
    Messages& m = *static_cast<Messages*>(user);
    // A corrupt file can warn once per strip, millions of times: past the first few hundred,
    // none is read (formatting each would cost more than decoding).
    if (m.warningsSeen >= 256)
        return 1;
    ++m.warningsSeen;
    const std::string text = format(fmt, args);
    // Private tags every camera and scanner writes are not worth a word.
    if (text.find("nknown field") != std::string::npos || text.find("ASCII value") != std::string::npos)
        return 1;
    if (m.warnings.size() < 3 && std::find(m.warnings.begin(), m.warnings.end(), text) == m.warnings.end())
        m.warnings.push_back(text);
    return 1;
}

// An open TIFF on a memory file, closed on destruction.
class Tiff {
public:
    Tiff(MemoryFile file, const char* mode) : file_(file)
    {
        TIFFOpenOptions* options = TIFFOpenOptionsAlloc();
        TIFFOpenOptionsSetMaxSingleMemAlloc(options, kMaxTiffAllocation);
        TIFFOpenOptionsSetErrorHandlerExtR(options, onError, &messages_);
        TIFFOpenOptionsSetWarningHandlerExtR(options, onWarning, &messages_);
        tif_ = TIFFClientOpenExt("TIFF", mode, &file_, readProc, writeProc, seekProc, closeProc, sizeProc, mapProc,
                                 unmapProc, options);
        TIFFOpenOptionsFree(options);
        if (!tif_)
            throw FormatError(std::string(*mode == 'r' ? "libtiff cannot open it" : "libtiff cannot start the file") +
                              (messages_.error.empty() ? std::string() : ": " + messages_.error));
    }
    ~Tiff()
    {
        if (tif_)
            TIFFClose(tif_);
    }
    Tiff(const Tiff&) = delete;
    Tiff& operator=(const Tiff&) = delete;

    TIFF* get() const { return tif_; }
    const Messages& messages() const { return messages_; }
    // Throws FormatError with libtiff's own reason when it gave one, else `fallback`.
    [[noreturn]] void fail(const std::string& fallback) const
    {
        throw FormatError(messages_.error.empty() ? fallback : messages_.error);
    }
    // Closes the file now (writing its directory); throws if that failed.
    void close()
    {
        TIFF* t = tif_;
        tif_ = nullptr;
        TIFFClose(t);
        if (!messages_.error.empty())
            throw FormatError(messages_.error);
    }

private:
    MemoryFile file_;
    Messages messages_;
    TIFF* tif_ = nullptr;
};

float halfToFloat(std::uint16_t h)
{
    const int sign = h >> 15, exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
    float v;
    if (exponent == 0)
        v = std::ldexp(static_cast<float>(mantissa), -24);
    else if (exponent == 31)
        v = mantissa ? std::numeric_limits<float>::quiet_NaN() : std::numeric_limits<float>::infinity();
    else
        v = std::ldexp(static_cast<float>(mantissa + 1024), exponent - 25);
    return sign ? -v : v;
}

template <typename T>
double load(const std::uint8_t* p)
{
    T v;
    std::memcpy(&v, p, sizeof v);
    return static_cast<double>(v);
}

// Reads sample `index` of a row of packed samples, as libtiff hands them over (multi-byte
// samples in the machine's order; samples of other widths as a most-significant-bit-first
// bit stream).
using SampleReader = std::function<double(const std::uint8_t* row, std::uint64_t index)>;

SampleReader sampleReader(int format, int bits)
{
    if (format == SAMPLEFORMAT_UINT) {
        switch (bits) {
        case 8: return [](const std::uint8_t* r, std::uint64_t i) { return double(r[i]); };
        case 16: return [](const std::uint8_t* r, std::uint64_t i) { return load<std::uint16_t>(r + 2 * i); };
        case 32: return [](const std::uint8_t* r, std::uint64_t i) { return load<std::uint32_t>(r + 4 * i); };
        case 64: return [](const std::uint8_t* r, std::uint64_t i) { return load<std::uint64_t>(r + 8 * i); };
        default:
            if (bits < 1 || bits > 16)
                return nullptr;
            return [bits](const std::uint8_t* r, std::uint64_t i) {
                const std::uint64_t bit = i * bits;
                std::uint32_t v = 0;
                for (int k = 0; k < bits; ++k) {
                    const std::uint64_t b = bit + k;
                    v = (v << 1) | ((r[b >> 3] >> (7 - (b & 7))) & 1u);
                }
                return double(v);
            };
        }
    }
    if (format == SAMPLEFORMAT_INT) {
        switch (bits) {
        case 8: return [](const std::uint8_t* r, std::uint64_t i) { return double(static_cast<std::int8_t>(r[i])); };
        case 16: return [](const std::uint8_t* r, std::uint64_t i) { return load<std::int16_t>(r + 2 * i); };
        case 32: return [](const std::uint8_t* r, std::uint64_t i) { return load<std::int32_t>(r + 4 * i); };
        case 64: return [](const std::uint8_t* r, std::uint64_t i) { return load<std::int64_t>(r + 8 * i); };
        default: return nullptr;
        }
    }
    if (format == SAMPLEFORMAT_IEEEFP) {
        switch (bits) {
        case 16:
            return [](const std::uint8_t* r, std::uint64_t i) {
                std::uint16_t h;
                std::memcpy(&h, r + 2 * i, 2);
                return double(halfToFloat(h));
            };
        case 32: return [](const std::uint8_t* r, std::uint64_t i) { return load<float>(r + 4 * i); };
        case 64: return [](const std::uint8_t* r, std::uint64_t i) { return load<double>(r + 8 * i); };
        default: return nullptr;
        }
    }
    return nullptr;
}

const char* formatName(int format)
{
    switch (format) {
    case SAMPLEFORMAT_UINT: return "unsigned integer";
    case SAMPLEFORMAT_INT: return "signed integer";
    case SAMPLEFORMAT_IEEEFP: return "float";
    case SAMPLEFORMAT_COMPLEXINT: return "complex integer";
    case SAMPLEFORMAT_COMPLEXIEEEFP: return "complex float";
    default: return "untyped";
    }
}

std::string compressionName(int compression)
{
    switch (compression) {
    case COMPRESSION_NONE: return "uncompressed";
    case COMPRESSION_LZW: return "LZW";
    case COMPRESSION_ADOBE_DEFLATE:
    case COMPRESSION_DEFLATE: return "Deflate";
    case COMPRESSION_PACKBITS: return "PackBits";
    case COMPRESSION_JPEG:
    case COMPRESSION_OJPEG: return "JPEG";
    case COMPRESSION_CCITTRLE:
    case COMPRESSION_CCITTFAX3:
    case COMPRESSION_CCITTFAX4: return "CCITT";
    case COMPRESSION_LZMA: return "LZMA";
    case COMPRESSION_ZSTD: return "Zstandard";
    case COMPRESSION_WEBP: return "WebP";
    default: return "compression " + std::to_string(compression);
    }
}

// The page the directory is set to, read into an image.
Image readDirectory(Tiff& file, std::uint64_t fileSize)
{
    TIFF* tif = file.get();
    std::uint32_t width = 0, height = 0;
    if (!TIFFGetField(tif, TIFFTAG_IMAGEWIDTH, &width) || !TIFFGetField(tif, TIFFTAG_IMAGELENGTH, &height))
        file.fail("the page has no image width or height");
    std::uint16_t spp = 1, bits = 1, format = SAMPLEFORMAT_UINT, planar = PLANARCONFIG_CONTIG, photometric = 0,
                  compression = COMPRESSION_NONE;
    TIFFGetFieldDefaulted(tif, TIFFTAG_SAMPLESPERPIXEL, &spp);
    TIFFGetFieldDefaulted(tif, TIFFTAG_BITSPERSAMPLE, &bits);
    TIFFGetFieldDefaulted(tif, TIFFTAG_SAMPLEFORMAT, &format);
    if (format == SAMPLEFORMAT_VOID) // untyped data: read as unsigned, as libtiff's tools do
        format = SAMPLEFORMAT_UINT;
    TIFFGetFieldDefaulted(tif, TIFFTAG_PLANARCONFIG, &planar);
    TIFFGetFieldDefaulted(tif, TIFFTAG_COMPRESSION, &compression);
    if (!TIFFGetField(tif, TIFFTAG_PHOTOMETRIC, &photometric))
        photometric = spp >= 3 ? PHOTOMETRIC_RGB : PHOTOMETRIC_MINISBLACK;
    if (width == 0 || height == 0)
        throw FormatError("the image is " + std::to_string(width) + "x" + std::to_string(height));
    const std::uint64_t pixels = std::uint64_t(width) * height;
    if (pixels > kMaxPixels)
        throw FormatError("the image is " + std::to_string(width) + "x" + std::to_string(height) +
                          ", more than Passband's limit of " + std::to_string(kMaxPixels) + " pixels");
    if (spp < 1 || spp > 16)
        throw FormatError(std::to_string(spp) + " samples per pixel is not an image Passband reads");
    // Any file may claim a size under the floor: 4 Mi samples and 4 MiB stored. Bytes alone
    // would not do: at one bit a sample, 4 MiB stored let a 198-byte file claim 33 million pixels.
    const std::uint64_t stored = (pixels * spp * bits + 7) / 8;
    if ((pixels * spp > (4u << 20) || stored > (4u << 20)) && stored > kMaxExpansion * std::max<std::uint64_t>(fileSize, 1))
        throw FormatError("it claims " + std::to_string(width) + "x" + std::to_string(height) + " pixels in " +
                          std::to_string(fileSize) +
                          " bytes, which no TIFF compression reaches; the file is corrupt or hostile");
    // Every strip or tile has an offset in the file (two bytes at least, but a lone one sits in
    // its tag): a header that implies more of them than the file has bytes is corrupt, and
    // decoding its millions of empty strips would take seconds for a few hundred bytes.
    const std::uint64_t pieces = TIFFIsTiled(tif) ? TIFFNumberOfTiles(tif) : TIFFNumberOfStrips(tif);
    if (pieces > 1 && pieces > fileSize)
        throw FormatError("it claims " + std::to_string(pieces) + (TIFFIsTiled(tif) ? " tiles" : " strips") + " in " +
                          std::to_string(fileSize) + " bytes; the file is corrupt or hostile");

    std::uint16_t extraCount = 0;
    std::uint16_t* extraTypes = nullptr;
    TIFFGetField(tif, TIFFTAG_EXTRASAMPLES, &extraCount, &extraTypes);

    Image image;
    image.width = static_cast<int>(width);
    image.height = static_cast<int>(height);
    std::string source = std::to_string(bits) + "-bit " + formatName(format);

    // JPEG-compressed YCbCr: libtiff converts to RGB itself.
    if (photometric == PHOTOMETRIC_YCBCR && compression == COMPRESSION_JPEG) {
        TIFFSetField(tif, TIFFTAG_JPEGCOLORMODE, JPEGCOLORMODE_RGB);
        photometric = PHOTOMETRIC_RGB;
    }
    const bool direct = photometric == PHOTOMETRIC_MINISBLACK || photometric == PHOTOMETRIC_MINISWHITE ||
                        photometric == PHOTOMETRIC_RGB || photometric == PHOTOMETRIC_PALETTE;
    if (!direct) {
        // CMYK, CIELab, YCbCr without JPEG and the rest: libtiff's RGBA interface, 8 bits.
        char reason[1024] = "";
        if (!TIFFRGBAImageOK(tif, reason))
            throw FormatError(std::string("libtiff cannot convert this page to RGB (") + reason + ")");
        const bool alpha = extraCount > 0 && extraTypes &&
                           (extraTypes[0] == EXTRASAMPLE_ASSOCALPHA || extraTypes[0] == EXTRASAMPLE_UNASSALPHA);
        std::vector<std::uint32_t> raster(pixels);
        if (!TIFFReadRGBAImageOriented(tif, width, height, raster.data(), ORIENTATION_TOPLEFT, 0))
            file.fail("libtiff could not decode the page");
        image.channels = alpha ? 4 : 3;
        image.maxval = 255;
        image.samples.resize(pixels * image.channels, image.maxval);
        for (std::uint64_t p = 0; p < pixels; ++p) {
            const std::uint32_t v = raster[p];
            std::uint8_t* out = image.samples.narrowData() + p * image.channels;
            out[0] = static_cast<std::uint8_t>(TIFFGetR(v));
            out[1] = static_cast<std::uint8_t>(TIFFGetG(v));
            out[2] = static_cast<std::uint8_t>(TIFFGetB(v));
            if (alpha)
                out[3] = static_cast<std::uint8_t>(TIFFGetA(v));
        }
        image.metadata.source = source + " TIFF (photometric " + std::to_string(photometric) +
                                ", converted to 8-bit RGB by libtiff), " + compressionName(compression);
        return image;
    }

    const SampleReader read = sampleReader(format, bits);
    if (!read)
        throw FormatError(std::to_string(bits) + "-bit " + formatName(format) +
                          " samples are not ones Passband reads (unsigned 1 to 16, 32 or 64 bits; signed 8, 16, 32 or "
                          "64; float 16, 32 or 64)");
    const int stored_colour = photometric == PHOTOMETRIC_RGB ? 3 : 1;
    if (spp < stored_colour)
        throw FormatError("an RGB page with " + std::to_string(spp) + " samples per pixel");
    const bool alpha = spp > stored_colour && extraCount > 0 && extraTypes &&
                       (extraTypes[0] == EXTRASAMPLE_ASSOCALPHA || extraTypes[0] == EXTRASAMPLE_UNASSALPHA);
    if (spp > stored_colour + (alpha ? 1 : 0))
        image.metadata.notes.push_back(std::to_string(spp - stored_colour - (alpha ? 1 : 0)) +
                                       " extra sample(s) per pixel left out");
    if (alpha && extraTypes[0] == EXTRASAMPLE_ASSOCALPHA)
        image.metadata.notes.push_back("the colour is premultiplied by alpha (associated alpha) and is filtered as stored");

    // Palette: expanded through the colour map; grey when every entry is.
    std::uint16_t *red = nullptr, *green = nullptr, *blue = nullptr;
    bool paletteGrey = false, paletteEight = true;
    if (photometric == PHOTOMETRIC_PALETTE) {
        if (format != SAMPLEFORMAT_UINT || bits > 16)
            throw FormatError("a palette page with " + source + " indices");
        if (!TIFFGetField(tif, TIFFTAG_COLORMAP, &red, &green, &blue))
            file.fail("the palette page has no colour map");
        paletteGrey = true;
        for (std::uint32_t i = 0; i < (1u << bits); ++i) {
            paletteGrey = paletteGrey && red[i] == green[i] && green[i] == blue[i];
            paletteEight = paletteEight && red[i] % 257 == 0 && green[i] % 257 == 0 && blue[i] % 257 == 0;
        }
        source = std::to_string(bits) + "-bit palette";
    }
    const int colour = photometric == PHOTOMETRIC_PALETTE ? (paletteGrey ? 1 : 3) : stored_colour;
    image.channels = colour + (alpha ? 1 : 0);
    const bool integer = format == SAMPLEFORMAT_UINT && bits <= 16;
    const double typeMax = format == SAMPLEFORMAT_UINT ? std::ldexp(1.0, bits) - 1
                           : format == SAMPLEFORMAT_INT ? std::ldexp(1.0, bits - 1) - 1
                                                        : 1.0;
    if (photometric == PHOTOMETRIC_PALETTE) {
        image.maxval = paletteEight ? 255 : 65535;
    } else if (integer) {
        image.maxval = static_cast<int>(typeMax);
    } else {
        image.floating = true;
    }
    if (image.floating)
        image.values.resize(pixels * image.channels);
    else
        image.samples.resize(pixels * image.channels, image.maxval);
    const bool invert = photometric == PHOTOMETRIC_MINISWHITE;

    // Stores sample s (0..spp) of pixel (x, y).
    const auto store = [&](std::uint32_t x, std::uint32_t y, int s, double v) {
        if (s > stored_colour || (s == stored_colour && !alpha))
            return;
        const std::size_t at = (std::size_t(y) * width + x) * image.channels;
        if (s == stored_colour) { // alpha
            if (image.floating)
                image.values[at + colour] = static_cast<float>(format == SAMPLEFORMAT_IEEEFP ? v : v / typeMax);
            else
                image.samples[at + colour] = static_cast<std::uint16_t>(
                    photometric == PHOTOMETRIC_PALETTE ? std::lround(v / typeMax * image.maxval) : std::lround(v));
            return;
        }
        if (photometric == PHOTOMETRIC_PALETTE) {
            const auto index = static_cast<std::size_t>(v);
            const std::uint16_t rgb[3] = {red[index], green[index], blue[index]};
            for (int c = 0; c < colour; ++c)
                image.samples[at + c] = paletteEight ? rgb[c] / 257 : rgb[c];
            return;
        }
        if (invert)
            v = format == SAMPLEFORMAT_UINT ? typeMax - v : -v;
        if (image.floating)
            image.values[at + s] = static_cast<float>(v);
        else
            image.samples[at + s] = static_cast<std::uint16_t>(v);
    };

    const bool separate = planar == PLANARCONFIG_SEPARATE && spp > 1;
    const int planes = separate ? spp : 1;
    const int perPixel = separate ? 1 : spp;
    if (TIFFIsTiled(tif)) {
        std::uint32_t tileWidth = 0, tileHeight = 0;
        TIFFGetField(tif, TIFFTAG_TILEWIDTH, &tileWidth);
        TIFFGetField(tif, TIFFTAG_TILELENGTH, &tileHeight);
        const tmsize_t tileSize = TIFFTileSize(tif);
        const tmsize_t rowSize = TIFFTileRowSize(tif);
        if (tileWidth == 0 || tileHeight == 0 || tileSize <= 0 || rowSize <= 0)
            file.fail("the tiles' size is invalid");
        // A tile holds at most the image (rounded up to whole tiles of 16): a header claiming
        // tiles far larger than its image is refused before their buffer is allocated.
        const std::uint64_t tileBytes = static_cast<std::uint64_t>(tileSize);
        if (tileBytes > std::max<std::uint64_t>(4 * stored, std::uint64_t(16) << 20))
            throw FormatError("it claims " + std::to_string(tileWidth) + "x" + std::to_string(tileHeight) +
                              " tiles for a " + std::to_string(width) + "x" + std::to_string(height) +
                              " image; the file is corrupt or hostile");
        std::vector<std::uint8_t> buffer(static_cast<std::size_t>(tileSize));
        for (int plane = 0; plane < planes; ++plane)
            for (std::uint32_t ty = 0; ty < height; ty += tileHeight)
                for (std::uint32_t tx = 0; tx < width; tx += tileWidth) {
                    const std::uint32_t tile = TIFFComputeTile(tif, tx, ty, 0, static_cast<std::uint16_t>(plane));
                    if (TIFFReadEncodedTile(tif, tile, buffer.data(), tileSize) < 0)
                        file.fail("tile " + std::to_string(tile) + " cannot be read");
                    for (std::uint32_t r = 0; r < tileHeight && ty + r < height; ++r) {
                        const std::uint8_t* row = buffer.data() + std::size_t(r) * rowSize;
                        for (std::uint32_t i = 0; i < tileWidth && tx + i < width; ++i)
                            for (int k = 0; k < perPixel; ++k)
                                store(tx + i, ty + r, separate ? plane : k, read(row, std::uint64_t(i) * perPixel + k));
                    }
                }
    } else {
        std::uint32_t rowsPerStrip = height;
        TIFFGetFieldDefaulted(tif, TIFFTAG_ROWSPERSTRIP, &rowsPerStrip);
        rowsPerStrip = std::clamp<std::uint32_t>(rowsPerStrip, 1, height);
        const tmsize_t rowSize = TIFFScanlineSize(tif);
        const tmsize_t stripSize = TIFFStripSize(tif);
        if (rowSize <= 0 || stripSize <= 0)
            file.fail("the strips' size is invalid");
        std::vector<std::uint8_t> buffer(static_cast<std::size_t>(stripSize));
        for (int plane = 0; plane < planes; ++plane)
            for (std::uint32_t y0 = 0; y0 < height; y0 += rowsPerStrip) {
                const std::uint32_t strip = TIFFComputeStrip(tif, y0, static_cast<std::uint16_t>(plane));
                const std::uint32_t rows = std::min(rowsPerStrip, height - y0);
                const tmsize_t got = TIFFReadEncodedStrip(tif, strip, buffer.data(), stripSize);
                if (got < 0)
                    file.fail("strip " + std::to_string(strip) + " cannot be read");
                if (got < rowSize * static_cast<tmsize_t>(rows))
                    throw FormatError("strip " + std::to_string(strip) + " holds " + std::to_string(got / rowSize) +
                                      " of its " + std::to_string(rows) + " rows");
                for (std::uint32_t r = 0; r < rows; ++r) {
                    const std::uint8_t* row = buffer.data() + std::size_t(r) * rowSize;
                    for (std::uint32_t x = 0; x < width; ++x)
                        for (int k = 0; k < perPixel; ++k)
                            store(x, y0 + r, separate ? plane : k, read(row, std::uint64_t(x) * perPixel + k));
                }
            }
    }
    image.metadata.source = source + " TIFF, " + (TIFFIsTiled(tif) ? "tiled" : "stripped") + ", " +
                            compressionName(compression) + (TIFFIsBigEndian(tif) ? ", big-endian" : "");
    return image;
}

} // namespace

bool looksLikeTiff(const std::uint8_t* data, std::size_t size)
{
    if (size < 4)
        return false;
    return (data[0] == 'I' && data[1] == 'I' && (data[2] == 42 || data[2] == 43) && data[3] == 0) ||
           (data[0] == 'M' && data[1] == 'M' && data[2] == 0 && (data[3] == 42 || data[3] == 43));
}

namespace {

Image readTiffFrom(const MemoryFile& source, std::uint64_t size, int page);

} // namespace

Image readTiff(const std::uint8_t* data, std::size_t size, int page)
{
    return readTiffFrom(MemoryFile{data, nullptr, size, 0}, size, page);
}

Image readTiff(const TiffReadAt& readAt, std::uint64_t size, int page)
{
    return readTiffFrom(MemoryFile{nullptr, nullptr, size, 0, nullptr, &readAt}, size, page);
}

std::string readTiffDescription(const TiffReadAt& readAt, std::uint64_t size)
{
    Tiff file(MemoryFile{nullptr, nullptr, size, 0, nullptr, &readAt}, "r");
    const char* text = nullptr;
    if (!TIFFGetField(file.get(), TIFFTAG_IMAGEDESCRIPTION, &text) || !text)
        return {};
    return text;
}

namespace {

Image readTiffFrom(const MemoryFile& source, std::uint64_t size, int page)
{
    Tiff file(source, "r");
    // The pages, at most kMaxPages counted (libtiff stops a directory chain that loops).
    constexpr int kMaxPages = 10000;
    int pages = 1;
    while (pages < kMaxPages && TIFFReadDirectory(file.get()))
        ++pages;
    if (page < 1 || page > pages)
        throw FormatError("the file has " + std::to_string(pages) + " page" + (pages == 1 ? "" : "s") + "; there is no page " +
                          std::to_string(page));
    if (!TIFFSetDirectory(file.get(), static_cast<tdir_t>(page - 1)))
        file.fail("page " + std::to_string(page) + " cannot be read");
    Image image = readDirectory(file, size);
    TIFF* tif = file.get();
    float xr = 0, yr = 0;
    std::uint16_t unit = RESUNIT_INCH;
    if (TIFFGetField(tif, TIFFTAG_XRESOLUTION, &xr) && TIFFGetField(tif, TIFFTAG_YRESOLUTION, &yr) && xr > 0 && yr > 0 &&
        std::isfinite(xr) && std::isfinite(yr)) {
        TIFFGetFieldDefaulted(tif, TIFFTAG_RESOLUTIONUNIT, &unit);
        const double perInch = unit == RESUNIT_CENTIMETER ? 2.54 : unit == RESUNIT_INCH ? 1.0 : 0.0;
        image.metadata.xDpi = xr * perInch;
        image.metadata.yDpi = yr * perInch;
    }
    std::uint32_t iccSize = 0;
    void* icc = nullptr;
    if (TIFFGetField(tif, TIFFTAG_ICCPROFILE, &iccSize, &icc) && icc && iccSize > 0 && iccSize < (64u << 20))
        image.metadata.iccProfile.assign(static_cast<const std::uint8_t*>(icc),
                                         static_cast<const std::uint8_t*>(icc) + iccSize);
    image.metadata.page = page;
    image.metadata.pages = pages;
    for (const std::string& w : file.messages().warnings)
        image.metadata.notes.push_back("libtiff: " + w);
    if (image.isFloat()) {
        if (const std::string problem = settleFloatSamples(image); !problem.empty())
            throw FormatError(problem);
    }
    return image;
}

void writeTiffTo(MemoryFile target, const Image& image, const std::string& description)
{
    Tiff file(target, "w");
    TIFF* tif = file.get();
    const int colour = image.colourChannels();
    const bool floating = image.isFloat();
    const int bits = floating ? 32 : image.maxval > 255 ? 16 : 8;
    const int full = bits == 16 ? 65535 : 255;
    TIFFSetField(tif, TIFFTAG_IMAGEWIDTH, static_cast<std::uint32_t>(image.width));
    TIFFSetField(tif, TIFFTAG_IMAGELENGTH, static_cast<std::uint32_t>(image.height));
    TIFFSetField(tif, TIFFTAG_SAMPLESPERPIXEL, static_cast<std::uint16_t>(image.channels));
    TIFFSetField(tif, TIFFTAG_BITSPERSAMPLE, static_cast<std::uint16_t>(bits));
    TIFFSetField(tif, TIFFTAG_SAMPLEFORMAT, floating ? SAMPLEFORMAT_IEEEFP : SAMPLEFORMAT_UINT);
    TIFFSetField(tif, TIFFTAG_PHOTOMETRIC, colour == 3 ? PHOTOMETRIC_RGB : PHOTOMETRIC_MINISBLACK);
    TIFFSetField(tif, TIFFTAG_PLANARCONFIG, PLANARCONFIG_CONTIG);
    TIFFSetField(tif, TIFFTAG_COMPRESSION, COMPRESSION_ADOBE_DEFLATE);
    // zlib's fastest level, as for PNG (image_io.h): a 12-megapixel 16-bit TIFF is written in
    // a sixth of the time (0.30 s instead of 1.75 s) for a file a fifth larger.
    TIFFSetField(tif, TIFFTAG_ZIPQUALITY, 1);
    TIFFSetField(tif, TIFFTAG_PREDICTOR, floating ? PREDICTOR_NONE : PREDICTOR_HORIZONTAL);
    if (image.hasAlpha()) {
        const std::uint16_t extra = EXTRASAMPLE_UNASSALPHA;
        TIFFSetField(tif, TIFFTAG_EXTRASAMPLES, 1, &extra);
    }
    TIFFSetField(tif, TIFFTAG_ROWSPERSTRIP, TIFFDefaultStripSize(tif, 0));
    if (!description.empty())
        TIFFSetField(tif, TIFFTAG_IMAGEDESCRIPTION, description.c_str());
    TIFFSetField(tif, TIFFTAG_SOFTWARE, "Passband");
    if (image.metadata.xDpi > 0 && image.metadata.yDpi > 0) {
        TIFFSetField(tif, TIFFTAG_XRESOLUTION, static_cast<float>(image.metadata.xDpi));
        TIFFSetField(tif, TIFFTAG_YRESOLUTION, static_cast<float>(image.metadata.yDpi));
        TIFFSetField(tif, TIFFTAG_RESOLUTIONUNIT, RESUNIT_INCH);
    }
    if (!image.metadata.iccProfile.empty())
        TIFFSetField(tif, TIFFTAG_ICCPROFILE, static_cast<std::uint32_t>(image.metadata.iccProfile.size()),
                     image.metadata.iccProfile.data());
    const std::size_t rowSamples = static_cast<std::size_t>(image.width) * image.channels;
    std::vector<std::uint8_t> row(rowSamples * (bits / 8));
    for (int y = 0; y < image.height; ++y) {
        const std::size_t first = static_cast<std::size_t>(y) * rowSamples;
        for (std::size_t i = 0; i < rowSamples; ++i) {
            if (floating) {
                const float v = image.values[first + i];
                std::memcpy(&row[4 * i], &v, 4);
            } else {
                std::uint32_t v = image.samples[first + i];
                if (image.maxval != full)
                    v = (v * static_cast<std::uint32_t>(full) + image.maxval / 2) / image.maxval;
                if (bits == 16) {
                    const auto w = static_cast<std::uint16_t>(v);
                    std::memcpy(&row[2 * i], &w, 2);
                } else {
                    row[i] = static_cast<std::uint8_t>(v);
                }
            }
        }
        if (TIFFWriteScanline(tif, row.data(), static_cast<std::uint32_t>(y), 0) != 1)
            file.fail("libtiff could not write row " + std::to_string(y));
    }
    file.close();
}

} // namespace

void writeTiff(const Image& image, const std::string& description, const TiffWriteAt& writeAt)
{
    writeTiffTo(MemoryFile{nullptr, nullptr, 0, 0, &writeAt}, image, description);
}

std::vector<std::uint8_t> writeTiff(const Image& image, const std::string& description)
{
    std::vector<std::uint8_t> bytes;
    writeTiffTo(MemoryFile{nullptr, &bytes, 0, 0}, image, description);
    return bytes;
}

} // namespace passband
