#include "fits_file.h"

#include <fitsio.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace passband {

namespace {

// An open cfitsio file, closed on destruction; its calls' status checked in one place.
class Fits {
public:
    ~Fits()
    {
        if (file) {
            int ignored = 0;
            ffclos(file, &ignored);
        }
    }
    // Throws FormatError with cfitsio's reason when a call failed.
    void check(const std::string& doing)
    {
        if (status == 0)
            return;
        char text[FLEN_STATUS] = "";
        ffgerr(status, text);
        char detail[FLEN_ERRMSG] = "";
        std::string first;
        while (ffgmsg(detail)) // the first message on cfitsio's stack says most
            if (first.empty())
                first = detail;
        std::string reason = first.empty() ? text : first;
        while (!reason.empty() && (reason.back() == ' ' || reason.back() == '.' || reason.back() == '\n'))
            reason.pop_back();
        throw FormatError(doing + ": " + reason);
    }
    fitsfile* file = nullptr;
    int status = 0;
};

} // namespace

bool looksLikeFits(const std::uint8_t* data, std::size_t size)
{
    return size >= 9 && std::memcmp(data, "SIMPLE  =", 9) == 0;
}

Image readFits(const std::uint8_t* data, std::size_t size)
{
    Fits f;
    void* buffer = const_cast<std::uint8_t*>(data);
    std::size_t bufferSize = size;
    ffomem(&f.file, "FITS", READONLY, &buffer, &bufferSize, 0, nullptr, &f.status);
    f.check("cfitsio cannot open it");
    int hdus = 0;
    ffthdu(f.file, &hdus, &f.status);
    f.check("cfitsio cannot count its HDUs");
    int bitpix = 0, naxis = 0, hdu = 0;
    LONGLONG naxes[9] = {0};
    for (int h = 1; h <= std::min(hdus, 1000) && !hdu; ++h) {
        int type = 0;
        ffmahd(f.file, h, &type, &f.status);
        f.check("HDU " + std::to_string(h) + " cannot be read");
        if (type != IMAGE_HDU)
            continue;
        ffgiprll(f.file, 9, &bitpix, &naxis, naxes, &f.status);
        f.check("the image header of HDU " + std::to_string(h) + " cannot be read");
        if (naxis >= 2)
            hdu = h;
    }
    if (!hdu)
        throw FormatError("the file holds no image (no HDU with two or more axes)");
    if (naxis > 9)
        throw FormatError(std::to_string(naxis) + " axes is more than Passband reads");
    int equivalent = bitpix;
    ffgiet(f.file, &equivalent, &f.status);
    f.check("the image's data type cannot be read");
    for (int k = 0; k < naxis; ++k)
        if (naxes[k] < 1)
            throw FormatError("axis " + std::to_string(k + 1) + " has length " + std::to_string(naxes[k]));
    const LONGLONG width = naxes[0], height = naxes[1];
    if (width > (1 << 20) || height > (1 << 20) || std::uint64_t(width) * std::uint64_t(height) > kMaxPixels)
        throw FormatError("the image is " + std::to_string(width) + "x" + std::to_string(height) +
                          ", more than Passband's limit of " + std::to_string(kMaxPixels) + " pixels");
    // cfitsio reads a memory file's data without checking it is there: check it first.
    LONGLONG headStart = 0, dataStart = 0, dataEnd = 0;
    ffghadll(f.file, &headStart, &dataStart, &dataEnd, &f.status);
    f.check("the image's place in the file cannot be read");
    if (dataEnd < dataStart || static_cast<std::uint64_t>(dataEnd) > size)
        throw FormatError("the file is truncated: the image's data ends at byte " + std::to_string(dataEnd) +
                          ", the file has " + std::to_string(size));
    const int colour = naxis >= 3 && naxes[2] == 3 ? 3 : 1;
    Image image;
    image.width = static_cast<int>(width);
    image.height = static_cast<int>(height);
    image.channels = colour;
    std::uint64_t planes = 1;
    for (int k = 2; k < naxis; ++k)
        planes *= static_cast<std::uint64_t>(std::min<LONGLONG>(naxes[k], 1 << 20));
    if (planes > static_cast<std::uint64_t>(colour))
        image.metadata.notes.push_back("the first " + std::string(colour == 3 ? "3 planes (RGB)" : "plane") + " of " +
                                       std::to_string(planes) + " read");

    const std::size_t pixels = image.pixelCount();
    std::vector<float> stored(pixels * colour);
    LONGLONG first[9];
    std::fill(first, first + 9, 1);
    float nan = std::numeric_limits<float>::quiet_NaN();
    int anyNull = 0;
    ffgpxvll(f.file, TFLOAT, first, static_cast<LONGLONG>(stored.size()), &nan, stored.data(), &anyNull, &f.status);
    f.check("the pixels cannot be read");

    const bool integer = !anyNull && (equivalent == BYTE_IMG || equivalent == USHORT_IMG);
    image.floating = !integer;
    image.maxval = equivalent == BYTE_IMG ? 255 : 65535;
    if (integer)
        image.samples.resize(pixels * colour, image.maxval);
    else
        image.values.resize(pixels * colour);
    for (int y = 0; y < image.height; ++y) {
        const std::size_t from = static_cast<std::size_t>(image.height - 1 - y) * image.width;
        for (int x = 0; x < image.width; ++x)
            for (int c = 0; c < colour; ++c) {
                const float v = stored[c * pixels + from + x];
                const std::size_t at = (static_cast<std::size_t>(y) * image.width + x) * colour + c;
                if (integer)
                    image.samples[at] = static_cast<std::uint16_t>(std::clamp(v, 0.0f, 65535.0f));
                else
                    image.values[at] = v;
            }
    }
    image.metadata.source = "BITPIX " + std::to_string(bitpix) +
                            (equivalent != bitpix ? " (with BZERO/BSCALE: " + std::to_string(equivalent) + ")" : "") +
                            " FITS, " + (hdu == 1 ? "primary HDU" : "HDU " + std::to_string(hdu));
    if (image.floating) {
        if (const std::string problem = settleFloatSamples(image); !problem.empty())
            throw FormatError(problem);
    }
    return image;
}

std::vector<std::uint8_t> writeFits(const Image& image, const std::string& description)
{
    void* memory = nullptr;
    std::size_t memorySize = 0;
    struct Freed {
        void** p;
        ~Freed() { std::free(*p); }
    } freed{&memory};
    std::vector<std::uint8_t> bytes;
    {
        Fits f;
        ffimem(&f.file, &memory, &memorySize, 2880, std::realloc, &f.status);
        f.check("cfitsio cannot create the file");
        const int colour = image.colourChannels();
        const bool floating = image.isFloat();
        const bool wide = !floating && image.maxval > 255;
        const int full = wide ? 65535 : 255;
        long naxes[3] = {image.width, image.height, 3};
        ffcrim(f.file, floating ? FLOAT_IMG : wide ? USHORT_IMG : BYTE_IMG, colour == 3 ? 3 : 2, naxes, &f.status);
        f.check("cfitsio cannot create the image");
        char origin[] = "Passband";
        ffpky(f.file, TSTRING, "ORIGIN", origin, "software that wrote the file", &f.status);
        ffpdat(f.file, &f.status);
        if (!description.empty())
            ffphis(f.file, description.c_str(), &f.status);
        f.check("cfitsio cannot write the header");
        const std::size_t pixels = image.pixelCount();
        std::vector<float> values;
        std::vector<unsigned short> samples;
        (floating ? values.resize(pixels * colour) : samples.resize(pixels * colour));
        for (int y = 0; y < image.height; ++y) {
            const std::size_t to = static_cast<std::size_t>(image.height - 1 - y) * image.width;
            for (int x = 0; x < image.width; ++x)
                for (int c = 0; c < colour; ++c) {
                    const std::size_t i = c * pixels + to + x;
                    if (floating) {
                        values[i] = static_cast<float>(image.value(x, y, c));
                    } else {
                        std::uint32_t v = image.at(x, y, c);
                        if (image.maxval != full)
                            v = (v * static_cast<std::uint32_t>(full) + image.maxval / 2) / image.maxval;
                        samples[i] = static_cast<unsigned short>(v);
                    }
                }
        }
        long first[3] = {1, 1, 1};
        ffppx(f.file, floating ? TFLOAT : TUSHORT, first, static_cast<LONGLONG>(pixels * colour),
              floating ? static_cast<void*>(values.data()) : static_cast<void*>(samples.data()), &f.status);
        f.check("cfitsio cannot write the pixels");
        ffflus(f.file, &f.status);
        LONGLONG headStart = 0, dataStart = 0, dataEnd = 0;
        ffghadll(f.file, &headStart, &dataStart, &dataEnd, &f.status);
        f.check("cfitsio cannot finish the file");
        ffclos(f.file, &f.status);
        f.file = nullptr;
        f.check("cfitsio cannot finish the file");
        const std::size_t total = static_cast<std::size_t>((dataEnd + 2879) / 2880 * 2880);
        if (!memory || total > memorySize)
            throw FormatError("cfitsio wrote less than the file needs");
        bytes.assign(static_cast<std::uint8_t*>(memory), static_cast<std::uint8_t*>(memory) + total);
    }
    return bytes;
}

} // namespace passband
