#include "pnm.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <utility>

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

// Width and height, the next two header numbers, each 1 to 2^20.
std::pair<unsigned, unsigned> readSize(Reader& reader)
{
    const unsigned width = reader.number("width", 1u << 20);
    const unsigned height = reader.number("height", 1u << 20);
    if (width == 0 || height == 0)
        throw PnmError("the image is " + std::to_string(width) + "x" + std::to_string(height) +
                       "; width and height must be at least 1");
    return {width, height};
}

// Their pixel count, refused above Passband's limit before anything is allocated.
std::uint64_t checkedPixels(std::uint64_t width, std::uint64_t height)
{
    const std::uint64_t pixels = width * height;
    if (pixels > kMaxPixels)
        throw PnmError("the image is " + std::to_string(width) + "x" + std::to_string(height) +
                       ", more than Passband's limit of " + std::to_string(kMaxPixels) + " pixels");
    return pixels;
}

} // namespace

bool looksLikePnm(const std::uint8_t* data, std::size_t size)
{
    return size >= 2 && data[0] == 'P' && ((data[1] >= '1' && data[1] <= '7') || data[1] == 'F' || data[1] == 'f');
}

namespace {

// One plain PBM bit: '0' or '1', whitespace between them optional.
int plainBit(Reader& reader, std::uint64_t i, int width)
{
    int c = reader.get();
    while (isSpace(c))
        c = reader.get();
    if (c == '0' || c == '1')
        return c - '0';
    throw PnmError(std::string(c < 0 ? "the file ends" : "a bit must be 0 or 1") + " at " + at(i, width, 1));
}

// PBM: 1 is black. Read as grey with maxval 1, where 1 is white, as Netpbm's pbmtopgm does.
Image readPbm(const std::uint8_t* data, std::size_t size, bool plain)
{
    Reader reader(data + 2, size - 2);
    const auto [width, height] = readSize(reader);
    const std::uint64_t pixels = checkedPixels(width, height);
    Image image;
    image.width = static_cast<int>(width);
    image.height = static_cast<int>(height);
    image.channels = 1;
    image.maxval = 1;
    if (plain) {
        if (pixels > size) // a bit takes at least a byte
            throw PnmError("the file is too short for " + std::to_string(pixels) + " pixels");
        image.samples.resize(pixels, image.maxval);
        for (std::uint64_t i = 0; i < pixels; ++i)
            image.samples[i] = static_cast<std::uint16_t>(1 - plainBit(reader, i, image.width));
        return image;
    }
    if (reader.lastDelimiter() < 0)
        throw PnmError("the file ends before the pixel data");
    const std::size_t start = 2 + reader.position();
    const std::uint64_t rowBytes = (width + 7) / 8;
    const std::uint64_t needed = rowBytes * height;
    if (size - start < needed)
        throw PnmError("the pixel data is truncated: " + std::to_string(needed) + " bytes expected, " +
                       std::to_string(size - start) + " present");
    image.samples.resize(pixels, image.maxval);
    for (unsigned y = 0; y < height; ++y) {
        const std::uint8_t* row = data + start + rowBytes * y;
        for (unsigned x = 0; x < width; ++x)
            image.samples[static_cast<std::size_t>(y) * width + x] =
                static_cast<std::uint16_t>(1 - ((row[x / 8] >> (7 - x % 8)) & 1));
    }
    return image;
}

// The PAM header: lines of a keyword and its value up to ENDHDR; '#' lines are comments.
// WIDTH, HEIGHT, DEPTH and MAXVAL are required once each; TUPLTYPE must agree with DEPTH.
Image readPam(const std::uint8_t* data, std::size_t size)
{
    std::size_t pos = 2;
    if (pos >= size || data[pos] != '\n')
        throw PnmError("a PAM's magic number P7 must be followed by a newline");
    ++pos;
    long long fields[4] = {-1, -1, -1, -1}; // width, height, depth, maxval
    const char* names[4] = {"WIDTH", "HEIGHT", "DEPTH", "MAXVAL"};
    std::string tuple;
    bool ended = false;
    int lines = 0;
    while (!ended) {
        if (pos >= size)
            throw PnmError("the PAM header has no ENDHDR line");
        if (++lines > 1000)
            throw PnmError("the PAM header is longer than 1000 lines");
        const std::size_t end = std::min(size, pos + 4096);
        std::size_t eol = pos;
        while (eol < end && data[eol] != '\n')
            ++eol;
        if (eol == end)
            throw PnmError("a PAM header line is unterminated or longer than 4096 bytes");
        std::string line(reinterpret_cast<const char*>(data + pos), eol - pos);
        pos = eol + 1;
        while (!line.empty() && isSpace(static_cast<unsigned char>(line.back())))
            line.pop_back();
        std::size_t first = 0;
        while (first < line.size() && isSpace(static_cast<unsigned char>(line[first])))
            ++first;
        line = line.substr(first);
        if (line.empty() || line[0] == '#')
            continue;
        const std::size_t gap = line.find_first_of(" \t");
        const std::string key = line.substr(0, gap);
        std::string value = gap == std::string::npos ? std::string() : line.substr(line.find_first_not_of(" \t", gap));
        if (key == "ENDHDR") {
            ended = true;
            continue;
        }
        if (key == "TUPLTYPE") {
            tuple = value;
            continue;
        }
        int which = -1;
        for (int k = 0; k < 4; ++k)
            if (key == names[k])
                which = k;
        if (which < 0)
            throw PnmError("unknown PAM header keyword '" + key.substr(0, 40) + "'");
        if (fields[which] >= 0)
            throw PnmError(std::string("the PAM header gives ") + names[which] + " twice");
        if (value.empty() || value.size() > 9 || value.find_first_not_of("0123456789") != std::string::npos)
            throw PnmError(std::string("the PAM's ") + names[which] + " must be a whole number, not '" +
                           value.substr(0, 40) + "'");
        fields[which] = std::stoll(value);
    }
    for (int k = 0; k < 4; ++k)
        if (fields[k] < 0)
            throw PnmError(std::string("the PAM header has no ") + names[k]);
    const long long width = fields[0], height = fields[1], depth = fields[2], maxval = fields[3];
    if (width < 1 || height < 1 || width > (1 << 20) || height > (1 << 20))
        throw PnmError("the image is " + std::to_string(width) + "x" + std::to_string(height) +
                       "; width and height must be 1 to 1048576");
    if (maxval < 1 || maxval > 65535)
        throw PnmError("MAXVAL is " + std::to_string(maxval) + "; it must be 1 to 65535");
    if (depth < 1 || depth > 4)
        throw PnmError("DEPTH " + std::to_string(depth) + " is not one Passband reads (1 grey, 2 grey and alpha, "
                       "3 RGB, 4 RGB and alpha)");
    struct Known { const char* name; int depth; };
    const Known known[] = {{"BLACKANDWHITE", 1}, {"GRAYSCALE", 1}, {"RGB", 3},
                           {"BLACKANDWHITE_ALPHA", 2}, {"GRAYSCALE_ALPHA", 2}, {"RGB_ALPHA", 4}};
    if (!tuple.empty()) {
        int expected = 0;
        for (const Known& k : known)
            if (tuple == k.name)
                expected = k.depth;
        if (expected == 0)
            throw PnmError("TUPLTYPE '" + tuple.substr(0, 40) + "' is not one Passband reads");
        if (expected != depth)
            throw PnmError("TUPLTYPE " + tuple + " needs DEPTH " + std::to_string(expected) + ", not " +
                           std::to_string(depth));
        if (tuple.rfind("BLACKANDWHITE", 0) == 0 && maxval != 1)
            throw PnmError("TUPLTYPE " + tuple + " needs MAXVAL 1");
    }
    const std::uint64_t pixels = checkedPixels(width, height);
    const std::uint64_t count = pixels * depth;
    const int bytesPerSample = maxval > 255 ? 2 : 1;
    if (size - pos < count * bytesPerSample)
        throw PnmError("the pixel data is truncated: " + std::to_string(count * bytesPerSample) +
                       " bytes expected, " + std::to_string(size - pos) + " present");
    Image image;
    image.width = static_cast<int>(width);
    image.height = static_cast<int>(height);
    image.channels = static_cast<int>(depth);
    image.maxval = static_cast<int>(maxval);
    image.samples.resize(count, image.maxval);
    const std::uint8_t* raster = data + pos;
    for (std::uint64_t i = 0; i < count; ++i) {
        const unsigned v = bytesPerSample == 1 ? raster[i] : (unsigned(raster[2 * i]) << 8) | raster[2 * i + 1];
        if (v > maxval)
            throw PnmError("sample value " + std::to_string(v) + " at " + at(i, image.width, image.channels) +
                           " exceeds MAXVAL " + std::to_string(maxval));
        image.samples[i] = static_cast<std::uint16_t>(v);
    }
    return image;
}

// PFM: "PF" (RGB) or "Pf" (grey), width, height and a scale whose sign gives the byte order
// (negative: little-endian), each followed by whitespace, exactly one after the scale; then
// 32-bit floats, rows from the bottom up.
Image readPfm(const std::uint8_t* data, std::size_t size)
{
    const int channels = data[1] == 'F' ? 3 : 1;
    if (size == 2 || !isSpace(data[2]))
        throw PnmError("the magic number is not followed by whitespace");
    Reader reader(data + 2, size - 2);
    const auto [width, height] = readSize(reader);
    // The scale: an optional sign, digits, an optional fraction.
    std::size_t pos = 2 + reader.position();
    while (pos < size && isSpace(data[pos]))
        ++pos;
    const std::size_t begin = pos;
    if (pos < size && (data[pos] == '-' || data[pos] == '+'))
        ++pos;
    while (pos < size && pos - begin < 32 && (std::isdigit(data[pos]) || data[pos] == '.' || data[pos] == 'e' ||
                                              data[pos] == 'E' || data[pos] == '-' || data[pos] == '+'))
        ++pos;
    const std::string text(reinterpret_cast<const char*>(data + begin), pos - begin);
    char* stop = nullptr;
    const double scale = text.empty() ? 0.0 : std::strtod(text.c_str(), &stop);
    if (text.empty() || stop != text.c_str() + text.size() || !std::isfinite(scale) || scale == 0.0)
        throw PnmError("the PFM scale must be a non-zero number, not '" + text + "'");
    if (pos >= size || !isSpace(data[pos]))
        throw PnmError("the PFM scale is not followed by whitespace");
    ++pos;
    const std::uint64_t pixels = checkedPixels(width, height);
    const std::uint64_t count = pixels * channels;
    if (size - pos < count * 4)
        throw PnmError("the pixel data is truncated: " + std::to_string(count * 4) + " bytes expected, " +
                       std::to_string(size - pos) + " present");
    Image image;
    image.width = static_cast<int>(width);
    image.height = static_cast<int>(height);
    image.channels = channels;
    image.floating = true;
    image.values.resize(count);
    const bool little = scale < 0;
    const std::uint8_t* raster = data + pos;
    const std::size_t row = static_cast<std::size_t>(width) * channels;
    for (std::size_t y = 0; y < height; ++y) {
        const std::uint8_t* in = raster + 4 * row * (height - 1 - y);
        for (std::size_t i = 0; i < row; ++i) {
            const std::uint8_t* b = in + 4 * i;
            const std::uint32_t bits = little ? std::uint32_t(b[0]) | std::uint32_t(b[1]) << 8 |
                                                    std::uint32_t(b[2]) << 16 | std::uint32_t(b[3]) << 24
                                              : std::uint32_t(b[3]) | std::uint32_t(b[2]) << 8 |
                                                    std::uint32_t(b[1]) << 16 | std::uint32_t(b[0]) << 24;
            float v;
            std::memcpy(&v, &bits, 4);
            image.values[y * row + i] = v;
        }
    }
    image.metadata.source = "32-bit float PFM";
    if (const std::string problem = settleFloatSamples(image); !problem.empty())
        throw PnmError(problem);
    return image;
}

} // namespace

Image readPnm(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        throw PnmError("the file is empty");
    if (!looksLikePnm(data, size))
        throw PnmError("not a Netpbm file (no P1 to P7, PF or Pf magic number)");
    const char kind = static_cast<char>(data[1]);
    if (kind == 'F' || kind == 'f')
        return readPfm(data, size);
    if (kind == '7')
        return readPam(data, size);
    if ((kind == '1' || kind == '4') && (size == 2 || (!isSpace(data[2]) && data[2] != '#')))
        throw PnmError("the magic number is not followed by whitespace");
    if (kind == '1' || kind == '4')
        return readPbm(data, size, kind == '1');
    const bool plain = kind == '2' || kind == '3';
    const int channels = (kind == '3' || kind == '6') ? 3 : 1;

    Reader reader(data + 2, size - 2);
    // The magic number must be followed by whitespace (or a comment).
    if (size == 2)
        throw PnmError("the file ends after its magic number");
    if (!isSpace(data[2]) && data[2] != '#')
        throw PnmError("the magic number is not followed by whitespace");

    const auto [width, height] = readSize(reader);
    const unsigned maxval = reader.number("maxval", 65535);
    if (maxval == 0)
        throw PnmError("maxval is 0; it must be 1 to 65535");
    const std::uint64_t pixels = checkedPixels(width, height);

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
        image.samples.resize(count, image.maxval);
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
    image.samples.resize(count, image.maxval);
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

namespace {

// Appends to a vector: the whole file in memory, for callers that want its bytes.
ByteSink appendTo(std::vector<std::uint8_t>& out)
{
    return [&out](const std::uint8_t* data, std::size_t size) { out.insert(out.end(), data, data + size); };
}

void sinkText(const ByteSink& sink, const std::string& text)
{
    sink(reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
}

} // namespace

void writePnm(const Image& image, const std::string& comment, const ByteSink& sink)
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
    sinkText(sink, header);
    const int bytes = image.maxval > 255 ? 2 : 1;
    std::vector<std::uint8_t> row(static_cast<std::size_t>(image.width) * colour * bytes);
    for (int y = 0; y < image.height; ++y) {
        std::uint8_t* out = row.data();
        std::size_t at = static_cast<std::size_t>(y) * image.width * image.channels;
        for (int x = 0; x < image.width; ++x, at += image.channels)
            for (int c = 0; c < colour; ++c) {
                const std::uint16_t v = image.samples[at + c];
                if (bytes == 2)
                    *out++ = static_cast<std::uint8_t>(v >> 8);
                *out++ = static_cast<std::uint8_t>(v & 0xff);
            }
        sink(row.data(), row.size());
    }
}

std::vector<std::uint8_t> writePnm(const Image& image, const std::string& comment)
{
    std::vector<std::uint8_t> out;
    out.reserve(64 + comment.size() + image.pixelCount() * image.colourChannels() * (image.maxval > 255 ? 2 : 1));
    writePnm(image, comment, appendTo(out));
    return out;
}

} // namespace passband

namespace passband {

void writePfm(const Image& image, const ByteSink& sink)
{
    const int colour = image.colourChannels();
    sinkText(sink, std::string(colour == 3 ? "PF\n" : "Pf\n") + std::to_string(image.width) + " " +
                       std::to_string(image.height) + "\n-1.0\n");
    std::vector<std::uint8_t> row(static_cast<std::size_t>(image.width) * colour * 4);
    for (int y = image.height - 1; y >= 0; --y) { // PFM stores the bottom row first
        std::uint8_t* out = row.data();
        for (int x = 0; x < image.width; ++x)
            for (int c = 0; c < colour; ++c) {
                const float v = static_cast<float>(image.value(x, y, c));
                std::uint32_t bits;
                std::memcpy(&bits, &v, 4);
                for (int k = 0; k < 4; ++k)
                    *out++ = static_cast<std::uint8_t>(bits >> (8 * k));
            }
        sink(row.data(), row.size());
    }
}

std::vector<std::uint8_t> writePfm(const Image& image)
{
    std::vector<std::uint8_t> out;
    out.reserve(64 + image.pixelCount() * image.colourChannels() * 4);
    writePfm(image, appendTo(out));
    return out;
}

} // namespace passband
