#include "pnm.h"

#include <cctype>

namespace passband {

namespace {

bool isSpace(int c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; }

// Reads header tokens and plain-format samples. A comment reads as the newline ending it.
class Reader {
public:
    Reader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    std::size_t position() const { return pos_; }

    int get()
    {
        if (pos_ >= size_)
            return -1;
        const int c = data_[pos_++];
        if (c != '#')
            return c;
        while (pos_ < size_ && data_[pos_] != '\n' && data_[pos_] != '\r')
            ++pos_;
        if (pos_ >= size_)
            return -1;
        return data_[pos_++];
    }

    // An unsigned decimal number no larger than `limit`, after optional whitespace.
    // `what` names it in messages. The character that ends the number is consumed.
    unsigned number(const char* what, unsigned limit)
    {
        int c = get();
        while (isSpace(c))
            c = get();
        if (c < 0)
            throw PnmError(std::string("file ends where the ") + what + " should be");
        if (!std::isdigit(c))
            throw PnmError(std::string("expected a number for the ") + what + ", found " + describe(c));
        unsigned long long value = 0;
        while (c >= 0 && std::isdigit(c)) {
            value = value * 10 + static_cast<unsigned>(c - '0');
            if (value > limit)
                throw PnmError(std::string("the ") + what + " is larger than " + std::to_string(limit));
            c = get();
        }
        if (c >= 0 && !isSpace(c))
            throw PnmError(std::string("unexpected ") + describe(c) + " after the " + what);
        last_ = c;
        return static_cast<unsigned>(value);
    }

    int lastDelimiter() const { return last_; }

private:
    static std::string describe(int c)
    {
        if (c >= 0x21 && c < 0x7f)
            return std::string("'") + static_cast<char>(c) + "'";
        return "byte " + std::to_string(c);
    }

    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
    int last_ = -1;
};

std::string at(std::uint64_t index, int width, int channels)
{
    const std::uint64_t pixel = index / channels;
    return "row " + std::to_string(pixel / width) + ", column " + std::to_string(pixel % width);
}

} // namespace

bool looksLikePnm(const std::uint8_t* data, std::size_t size)
{
    return size >= 2 && data[0] == 'P' && data[1] >= '1' && data[1] <= '7';
}

Image readPnm(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        throw PnmError("the file is empty");
    if (!looksLikePnm(data, size))
        throw PnmError("not a Netpbm file (no P2, P3, P5 or P6 magic number)");
    const char kind = static_cast<char>(data[1]);
    if (kind == '1' || kind == '4')
        throw PnmError(std::string("Netpbm bitmaps (P") + kind + ", PBM) are not supported; use PGM or PPM");
    if (kind == '7')
        throw PnmError("PAM files (P7) are not supported; use PGM or PPM");
    const bool plain = kind == '2' || kind == '3';
    const int channels = (kind == '3' || kind == '6') ? 3 : 1;

    Reader reader(data + 2, size - 2);
    // The magic number must be followed by whitespace (or a comment).
    if (size == 2)
        throw PnmError("the file ends after its magic number");
    if (!isSpace(data[2]) && data[2] != '#')
        throw PnmError("the magic number is not followed by whitespace");

    const unsigned width = reader.number("width", 1u << 20);
    const unsigned height = reader.number("height", 1u << 20);
    if (width == 0 || height == 0)
        throw PnmError("the image is " + std::to_string(width) + "x" + std::to_string(height) +
                       "; width and height must be at least 1");
    const unsigned maxval = reader.number("maxval", 65535);
    if (maxval == 0)
        throw PnmError("maxval is 0; it must be 1 to 65535");
    const std::uint64_t pixels = static_cast<std::uint64_t>(width) * height;
    if (pixels > kMaxPixels)
        throw PnmError("the image is " + std::to_string(width) + "x" + std::to_string(height) +
                       ", more than Passband's limit of " + std::to_string(kMaxPixels) + " pixels");

    Image image;
    image.width = static_cast<int>(width);
    image.height = static_cast<int>(height);
    image.channels = channels;
    image.maxval = static_cast<int>(maxval);
    const std::uint64_t count = pixels * channels;

    if (plain) {
        // Plain rasters need at least two bytes a sample; refuse impossible sizes before allocating.
        if (count > size)
            throw PnmError("the file is too short for " + std::to_string(count) + " samples");
        image.samples.resize(count);
        for (std::uint64_t i = 0; i < count; ++i) {
            unsigned v;
            try {
                v = reader.number("sample", 65535);
            } catch (const PnmError& e) {
                throw PnmError(std::string(e.what()) + " (sample " + std::to_string(i) + ", " +
                               at(i, image.width, channels) + ")");
            }
            if (v > maxval)
                throw PnmError("sample value " + std::to_string(v) + " at " + at(i, image.width, channels) +
                               " exceeds maxval " + std::to_string(maxval));
            image.samples[i] = static_cast<std::uint16_t>(v);
        }
        return image;
    }

    // Binary: the single whitespace byte after maxval was consumed by number().
    if (reader.lastDelimiter() < 0)
        throw PnmError("the file ends before the pixel data");
    const std::size_t start = 2 + reader.position();
    const int bytesPerSample = maxval > 255 ? 2 : 1;
    const std::uint64_t needed = count * bytesPerSample;
    const std::uint64_t available = size - start;
    if (available < needed)
        throw PnmError("the pixel data is truncated: " + std::to_string(needed) + " bytes expected, " +
                       std::to_string(available) + " present");
    image.samples.resize(count);
    const std::uint8_t* raster = data + start;
    for (std::uint64_t i = 0; i < count; ++i) {
        const unsigned v = bytesPerSample == 1 ? raster[i]
                                               : (unsigned(raster[2 * i]) << 8) | raster[2 * i + 1];
        if (v > maxval)
            throw PnmError("sample value " + std::to_string(v) + " at " + at(i, image.width, channels) +
                           " exceeds maxval " + std::to_string(maxval));
        image.samples[i] = static_cast<std::uint16_t>(v);
    }
    return image;
}

std::vector<std::uint8_t> writePnm(const Image& image, const std::string& comment)
{
    const int colour = image.colourChannels();
    std::string header = colour == 3 ? "P6\n" : "P5\n";
    if (!comment.empty()) {
        std::string line = comment;
        for (char& c : line)
            if (c == '\n' || c == '\r')
                c = ' ';
        header += "# " + line + "\n";
    }
    header += std::to_string(image.width) + " " + std::to_string(image.height) + "\n" +
              std::to_string(image.maxval) + "\n";
    const int bytes = image.maxval > 255 ? 2 : 1;
    std::vector<std::uint8_t> out(header.begin(), header.end());
    out.reserve(out.size() + image.pixelCount() * colour * bytes);
    for (std::size_t p = 0; p < image.pixelCount(); ++p)
        for (int c = 0; c < colour; ++c) {
            const std::uint16_t v = image.samples[p * image.channels + c];
            if (bytes == 2)
                out.push_back(static_cast<std::uint8_t>(v >> 8));
            out.push_back(static_cast<std::uint8_t>(v & 0xff));
        }
    return out;
}

} // namespace passband
