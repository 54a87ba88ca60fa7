#include "image_io.h"

#include "area_average.h"

#include "format_error.h"
#include "host_memory.h"
#include "image_formats.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QImageWriter>
#include <QColorSpace>
#include <QSaveFile>
#include <QtGlobal>

#include <algorithm>
#include <cstring>
#include <atomic>
#include <mutex>
#include <type_traits>

namespace passband {

namespace {

// Qt refuses to decode images above this many MiB (its default is 256): a 16384x16384
// 16-bit RGBA image is 2 GiB.
constexpr int kQtAllocationLimitMiB = 2048;

bool deepFormat(const QImage& image)
{
    switch (image.format()) {
    case QImage::Format_Grayscale16:
    case QImage::Format_RGBX64:
    case QImage::Format_RGBA64:
    case QImage::Format_RGBA64_Premultiplied:
    case QImage::Format_BGR30:
    case QImage::Format_A2BGR30_Premultiplied:
    case QImage::Format_RGB30:
    case QImage::Format_A2RGB30_Premultiplied:
    case QImage::Format_RGBX16FPx4:
    case QImage::Format_RGBA16FPx4:
    case QImage::Format_RGBA16FPx4_Premultiplied:
    case QImage::Format_RGBX32FPx4:
    case QImage::Format_RGBA32FPx4:
    case QImage::Format_RGBA32FPx4_Premultiplied:
        return true;
    default:
        return false;
    }
}


} // namespace

Image fromQImage(const QImage& source)
{
    Image image;
    image.width = source.width();
    image.height = source.height();
    const bool deep = deepFormat(source);
    image.maxval = deep ? 65535 : 255;
    const bool alpha = source.hasAlphaChannel();
    // Palette images are grey when every palette entry is (Qt does not say so for 1-bit ones).
    const QList<QRgb> palette = source.colorTable();
    const bool greyPalette = !palette.isEmpty() && std::all_of(palette.begin(), palette.end(), [](QRgb c) {
        return qRed(c) == qGreen(c) && qGreen(c) == qBlue(c);
    });
    const bool grey = !alpha && (source.format() == QImage::Format_Grayscale8 ||
                                 source.format() == QImage::Format_Grayscale16 ||
                                 ((source.format() == QImage::Format_Indexed8 || source.format() == QImage::Format_Mono ||
                                   source.format() == QImage::Format_MonoLSB) &&
                                  greyPalette));
    image.channels = grey ? 1 : alpha ? 4 : 3;
    // Qt gives an image without a resolution 72 dpi (2835 dots per metre): only others count.
    if (source.dotsPerMeterX() > 0 && source.dotsPerMeterY() > 0 &&
        (source.dotsPerMeterX() != 2835 || source.dotsPerMeterY() != 2835)) {
        image.metadata.xDpi = source.dotsPerMeterX() * 0.0254;
        image.metadata.yDpi = source.dotsPerMeterY() * 0.0254;
    }
    const QByteArray icc = source.colorSpace().iccProfile();
    image.metadata.iccProfile.assign(icc.begin(), icc.end());
    image.samples.resize(image.pixelCount() * image.channels, image.maxval);
    if (grey) {
        const QImage g = source.convertToFormat(deep ? QImage::Format_Grayscale16 : QImage::Format_Grayscale8);
        std::uint16_t* words = image.samples.wideData();
        std::uint8_t* bytes = image.samples.narrowData();
        for (int y = 0; y < image.height; ++y) {
            if (deep) {
                const auto* line = reinterpret_cast<const quint16*>(g.constScanLine(y));
                words = std::copy(line, line + image.width, words);
            } else {
                const uchar* line = g.constScanLine(y);
                bytes = std::copy(line, line + image.width, bytes);
            }
        }
        return image;
    }
    const int n = image.width * image.channels;
    if (deep) {
        const QImage c = source.convertToFormat(alpha ? QImage::Format_RGBA64 : QImage::Format_RGBX64);
        std::uint16_t* out = image.samples.wideData();
        for (int y = 0; y < image.height; ++y) {
            const auto* line = reinterpret_cast<const quint16*>(c.constScanLine(y));
            for (int x = 0; x < image.width; ++x)
                for (int k = 0; k < image.channels; ++k)
                    *out++ = line[4 * x + k];
        }
    } else {
        const QImage c = source.convertToFormat(alpha ? QImage::Format_RGBA8888 : QImage::Format_RGB888);
        std::uint8_t* out = image.samples.narrowData();
        for (int y = 0; y < image.height; ++y) {
            const uchar* line = c.constScanLine(y);
            out = std::copy(line, line + n, out);
        }
    }
    return image;
}

namespace {

// An image straight into a QImage with low..high onto black..white: a float image's values, or
// an integer image's samples (alpha 0..1 or 0..maxval likewise onto transparent..opaque). An
// 8-bit image gets 8 bits (its 256 levels, stretched, need no more), the others 16.
QImage rangeToQImage(const Image& image, double low, double high, const QRect& area)
{
    const bool narrow = !image.isFloat() && image.maxval <= 255;
    const QImage::Format format = image.channels == 1 ? (narrow ? QImage::Format_Grayscale8 : QImage::Format_Grayscale16)
                                  : image.channels == 3 ? (narrow ? QImage::Format_RGB888 : QImage::Format_RGBX64)
                                                        : (narrow ? QImage::Format_RGBA8888 : QImage::Format_RGBA64);
    QImage q(area.size(), format);
    if (q.isNull())
        throw ImageFileError("Not enough memory for a " + std::to_string(area.width()) + "x" +
                             std::to_string(area.height()) + " picture.");
    const float full = narrow ? 255.0f : 65535.0f;
    const float scale = static_cast<float>(full / (high > low ? high - low : 1.0));
    const float offset = static_cast<float>(low);
    const auto level = [&](float v) { return std::clamp((v - offset) * scale + 0.5f, 0.0f, full); };
    const float alphaScale = image.isFloat() ? full : full / static_cast<float>(image.maxval);
    const auto alpha = [&](float v) { return std::clamp(v * alphaScale + 0.5f, 0.0f, full); };
    // Integer samples through tables of their levels.
    std::vector<quint16> levels, alphas;
    if (!image.isFloat()) {
        for (int v = 0; v <= image.maxval; ++v) {
            levels.push_back(static_cast<quint16>(level(static_cast<float>(v))));
            alphas.push_back(static_cast<quint16>(alpha(static_cast<float>(v))));
        }
    }
    const auto sampleAt = [&](std::size_t i, bool isAlpha) -> quint16 {
        if (image.isFloat())
            return static_cast<quint16>(isAlpha ? alpha(image.values[i]) : level(image.values[i]));
        return (isAlpha ? alphas : levels)[std::min<std::size_t>(image.samples[i], levels.size() - 1)];
    };
    const int perPixel = image.channels == 1 ? 1 : image.channels == 3 && narrow ? 3 : 4;
    const quint16 opaque = static_cast<quint16>(full);
    for (int y = 0; y < area.height(); ++y) {
        uchar* bytes = q.scanLine(y);
        auto* words = reinterpret_cast<quint16*>(bytes);
        std::size_t i = (static_cast<std::size_t>(y + area.top()) * image.width + area.left()) * image.channels;
        for (int x = 0; x < area.width(); ++x, i += image.channels) {
            quint16 v[4];
            if (image.channels <= 2) { // grey, or grey + alpha as RGBA
                v[0] = v[1] = v[2] = sampleAt(i, false);
                v[3] = image.channels == 2 ? sampleAt(i + 1, true) : opaque;
            } else {
                for (int k = 0; k < 3; ++k)
                    v[k] = sampleAt(i + k, false);
                v[3] = image.channels == 4 ? sampleAt(i + 3, true) : opaque;
            }
            for (int k = 0; k < perPixel; ++k) {
                if (narrow)
                    bytes[x * perPixel + k] = static_cast<uchar>(v[k]);
                else
                    words[x * perPixel + k] = v[k];
            }
        }
    }
    return q;
}

} // namespace

namespace {

// The part of the image inside `area`, or the whole image for an empty one.
QRect pictureArea(const Image& image, const QRect& area)
{
    const QRect whole(0, 0, image.width, image.height);
    return area.isEmpty() ? whole : area.intersected(whole);
}

// The image's own samples seen as the QImage toQImage() would make, without a copy, where their
// layout is one of Qt's (8-bit grey, RGB and RGBA; 16-bit grey and RGBA at full range): a large
// export then needs no second image for the encoder (512 MiB for a 256 MP 16-bit result).
// Null otherwise. Read-only, and valid while `image` lives.
QImage samplesAsQImage(const Image& image)
{
    if (image.isFloat() || image.width < 1 || image.height < 1 || image.samples.size() != image.sampleCount())
        return {};
    const bool wide = image.samples.wide();
    QImage::Format format = QImage::Format_Invalid;
    if (!wide && image.maxval == 255)
        format = image.channels == 1   ? QImage::Format_Grayscale8
                 : image.channels == 3 ? QImage::Format_RGB888
                 : image.channels == 4 ? QImage::Format_RGBA8888
                                       : QImage::Format_Invalid;
    else if (wide && image.maxval == 65535)
        format = image.channels == 1 ? QImage::Format_Grayscale16
                 : image.channels == 4 ? QImage::Format_RGBA64
                                       : QImage::Format_Invalid;
    if (format == QImage::Format_Invalid)
        return {};
    const qsizetype bytesPerLine = qsizetype(image.width) * image.channels * (wide ? 2 : 1);
    return QImage(static_cast<const uchar*>(image.samples.data()), image.width, image.height, bytesPerLine, format);
}

} // namespace

QImage toQImage(const Image& image, double low, double high, const QRect& area)
{
    return rangeToQImage(image, low, high, pictureArea(image, area));
}

QImage toQImage(const Image& image, const QRect& part)
{
    const QRect area = pictureArea(image, part);
    if (image.isFloat())
        return rangeToQImage(image, image.low, image.high, area);
    const bool deep = image.maxval > 255;
    const int full = deep ? 65535 : 255;
    const auto scale = [&](std::uint16_t v) -> quint16 {
        return image.maxval == full ? v
                                    : static_cast<quint16>((static_cast<std::uint32_t>(v) * full + image.maxval / 2) /
                                                           image.maxval);
    };
    QImage::Format format;
    if (image.channels == 1)
        format = deep ? QImage::Format_Grayscale16 : QImage::Format_Grayscale8;
    else if (image.channels == 3)
        format = deep ? QImage::Format_RGBX64 : QImage::Format_RGB888;
    else
        format = deep ? QImage::Format_RGBA64 : QImage::Format_RGBA8888;
    QImage q(area.size(), format);
    if (q.isNull())
        throw ImageFileError("Not enough memory for a " + std::to_string(area.width()) + "x" +
                             std::to_string(area.height()) + " picture.");
    const int perPixel = image.channels == 1 ? 1 : image.channels == 3 && !deep ? 3 : 4;
    for (int y = 0; y < area.height(); ++y) {
        uchar* line = q.scanLine(y);
        for (int x = 0; x < area.width(); ++x) {
            const std::size_t at =
                (static_cast<std::size_t>(y + area.top()) * image.width + x + area.left()) * image.channels;
            const auto px = [&](int k) { return image.samples[at + k]; };
            quint16 v[4];
            if (image.channels <= 2) { // grey, or grey + alpha stored as RGBA
                v[0] = v[1] = v[2] = scale(px(0));
                v[3] = image.channels == 2 ? scale(px(1)) : full;
            } else {
                for (int k = 0; k < 3; ++k)
                    v[k] = scale(px(k));
                v[3] = image.channels == 4 ? scale(px(3)) : full;
            }
            for (int k = 0; k < perPixel; ++k) {
                if (deep)
                    reinterpret_cast<quint16*>(line)[x * perPixel + k] = v[k];
                else
                    line[x * perPixel + k] = static_cast<uchar>(v[k]);
            }
        }
    }
    return q;
}

namespace {

// Screen levels of grey with alpha (two channels) into an RGBA8888 picture.
void spreadGreyAlpha(const std::uint8_t* pairs, QImage& out)
{
    for (int y = 0; y < out.height(); ++y) {
        uchar* line = out.scanLine(y);
        const std::uint8_t* from = pairs + static_cast<std::size_t>(y) * out.width() * 2;
        for (int x = 0; x < out.width(); ++x) {
            line[4 * x] = line[4 * x + 1] = line[4 * x + 2] = from[2 * x];
            line[4 * x + 3] = from[2 * x + 1];
        }
    }
}

// Grey, colour, or with alpha (grey with alpha is averaged as two channels, spread to RGBA).
QImage::Format screenFormat(int channels)
{
    return channels == 1 ? QImage::Format_Grayscale8 : channels == 3 ? QImage::Format_RGB888 : QImage::Format_RGBA8888;
}

} // namespace

QImage screenImage(const Image& image, QSize size, double low, double high, QSize whole)
{
    if (size.isEmpty() || image.width < 1 || image.height < 1 || image.channels < 1 || image.channels > 4)
        return {};
    const int channels = image.channels;
    std::vector<DisplayTransfer> transfers(static_cast<std::size_t>(channels), DisplayTransfer{low, high});
    if (image.hasAlpha())
        transfers.back() = DisplayTransfer{0, image.isFloat() ? 1.0 : double(image.maxval)};
    QImage out(size, screenFormat(channels));
    if (out.isNull())
        return {};
    std::vector<std::uint8_t> pairs;
    std::uint8_t* target = out.bits();
    std::size_t stride = static_cast<std::size_t>(out.bytesPerLine());
    if (channels == 2) {
        pairs.resize(static_cast<std::size_t>(size.width()) * size.height() * 2);
        target = pairs.data();
        stride = static_cast<std::size_t>(size.width()) * 2;
    }
    const auto run = [&](const auto* data) {
        using Sample = std::remove_const_t<std::remove_pointer_t<decltype(data)>>;
        SampleGrid<Sample> grid;
        grid.data = data;
        grid.cellsX = image.width;
        grid.cellsY = image.height;
        grid.channels = channels;
        grid.rowStride = static_cast<std::size_t>(image.width) * channels;
        grid.width = whole.isEmpty() ? image.width : whole.width();
        grid.height = whole.isEmpty() ? image.height : whole.height();
        grid.alpha = image.hasAlpha();
        areaAverage(grid, transfers.data(), size.width(), size.height(), target, stride);
    };
    if (image.isFloat())
        run(image.values.data());
    else if (image.samples.wide())
        run(image.samples.wideData());
    else
        run(image.samples.narrowData());
    if (channels == 2)
        spreadGreyAlpha(pairs.data(), out);
    return out;
}

QImage screenImage(const ScreenPixels& pixels)
{
    const int channels = pixels.channels;
    const QSize size(pixels.width, pixels.height);
    if (size.isEmpty() || channels < 1 || channels > 4 ||
        pixels.levels.size() != static_cast<std::size_t>(pixels.width) * pixels.height * channels)
        return {};
    QImage out(size, screenFormat(channels));
    if (out.isNull())
        return {};
    if (channels == 2) {
        spreadGreyAlpha(pixels.levels.data(), out);
        return out;
    }
    const std::size_t row = static_cast<std::size_t>(pixels.width) * channels;
    for (int y = 0; y < size.height(); ++y)
        std::memcpy(out.scanLine(y), pixels.levels.data() + y * row, row);
    return out;
}

QImage screenImage(const Image& image, QSize size)
{
    return screenImage(image, size, image.rangeLow(), image.rangeHigh());
}

namespace {

// While an image is decoded, the image plugins' chatter ("iCCP: known incorrect sRGB profile",
// "Corrupt JPEG data: premature end of data segment") is kept from the log: a failure is
// reported once, with the reason. What the decoder said is collected, because Qt's JPEG
// reader returns a grey-filled image for a truncated file and only says so in a warning.
// Other messages pass on to the handler that was installed before.
class ImagePluginMessages {
public:
    // Reads run on several threads at once. The handler is installed by the first read in
    // flight and the one before it put back by the last: a handler installed and removed per
    // read would save another read's handler as "previous" and then call itself for ever.
    // Each thread collects its own read's messages.
    ImagePluginMessages()
        : outer_(said_)
    {
        const std::lock_guard<std::mutex> lock(installMutex());
        if (readsInFlight_++ == 0)
            previous_ = qInstallMessageHandler(&ImagePluginMessages::handle);
        said_ = &messages_;
    }
    ~ImagePluginMessages()
    {
        said_ = outer_;
        const std::lock_guard<std::mutex> lock(installMutex());
        if (--readsInFlight_ == 0)
            qInstallMessageHandler(previous_.load());
    }
    ImagePluginMessages(const ImagePluginMessages&) = delete;
    ImagePluginMessages& operator=(const ImagePluginMessages&) = delete;

    // The first message that says data is missing (a truncated file, which decoders fill with
    // grey that would then be filtered as if it were the picture), or an empty string.
    QString damage() const
    {
        for (const QString& m : messages_)
            if (m.contains("Premature end", Qt::CaseInsensitive) || m.contains("truncated", Qt::CaseInsensitive))
                return m;
        return {};
    }
    // What the decoder forgave and viewers forgive too ("Corrupt JPEG data: 16 extraneous bytes
    // before marker 0xe1", a bad ancillary PNG chunk): at most three, one line each.
    std::vector<std::string> warnings() const
    {
        std::vector<std::string> out;
        for (const QString& m : messages_) {
            const std::string line = m.simplified().toStdString();
            if (out.size() < 3 && std::find(out.begin(), out.end(), line) == out.end())
                out.push_back(line);
        }
        return out;
    }

private:
    static void handle(QtMsgType type, const QMessageLogContext& context, const QString& message)
    {
        const bool fromPlugin = (context.category && qstrncmp(context.category, "qt.gui.imageio", 14) == 0) ||
                                message.startsWith(QLatin1String("libpng")) ||
                                message.startsWith(QLatin1String("libjpeg"));
        if (fromPlugin && type != QtFatalMsg) {
            if (said_)
                said_->append(message);
            return;
        }
        if (const QtMessageHandler previous = previous_.load())
            previous(type, context, message);
    }
    static std::mutex& installMutex()
    {
        static std::mutex m;
        return m;
    }
    static inline int readsInFlight_ = 0; // guarded by installMutex()
    static inline std::atomic<QtMessageHandler> previous_{nullptr};
    static inline thread_local QStringList* said_ = nullptr;
    QStringList* const outer_;
    QStringList messages_;
};

// No codec Qt reads expands a byte of file into more than this many bytes of pixels (deflate
// stops near 1:1032, GIF's LZW near 1:2700): a file whose header claims more is a
// decompression bomb and is refused before decoding.
constexpr std::uint64_t kMaxExpansion = 4096;

// Little-endian fields of a BMP header.
std::uint32_t le32(const QByteArray& b, int at)
{
    return std::uint32_t(std::uint8_t(b[at])) | std::uint32_t(std::uint8_t(b[at + 1])) << 8 |
           std::uint32_t(std::uint8_t(b[at + 2])) << 16 | std::uint32_t(std::uint8_t(b[at + 3])) << 24;
}

std::uint16_t le16(const QByteArray& b, int at)
{
    return std::uint16_t(std::uint8_t(b[at]) | std::uint8_t(b[at + 1]) << 8);
}

// Qt's BMP reader takes a truncated uncompressed bitmap and returns rows it never filled
// (uninitialised memory): check that the file holds every row its header promises.
void requireWholeBitmap(QIODevice& device, const std::string& name)
{
    const QByteArray head = device.peek(54);
    if (!head.startsWith("BM"))
        return;
    const auto truncated = [&](std::uint64_t promised) {
        throw ImageFileError("Cannot read " + name + ": the bitmap is truncated (its header promises " +
                             std::to_string(promised) + " bytes, the file has " + std::to_string(device.size()) + ").");
    };
    if (head.size() < 18)
        truncated(18);
    const std::uint32_t infoSize = le32(head, 14);
    const std::uint64_t headers = 14ull + infoSize;
    if (infoSize != 12 && infoSize < 40)
        throw ImageFileError("Cannot read " + name + ": the bitmap's header size " + std::to_string(infoSize) +
                             " is not one a BMP has.");
    if (static_cast<std::uint64_t>(device.size()) < headers || head.size() < (infoSize == 12 ? 26 : 54))
        truncated(headers);
    std::uint64_t w, h, bits, compression = 0;
    if (infoSize == 12) { // OS/2 BITMAPCOREHEADER: 16-bit fields
        w = le16(head, 18);
        h = le16(head, 20);
        bits = le16(head, 24);
    } else {
        const std::int32_t width = std::int32_t(le32(head, 18)), height = std::int32_t(le32(head, 22));
        w = width < 0 ? -std::int64_t(width) : width;
        h = height < 0 ? -std::int64_t(height) : height;
        bits = le16(head, 28);
        compression = le32(head, 30);
    }
    if (compression != 0 && compression != 3)
        return; // run-length data has no fixed size; the bomb check bounds it
    const std::uint64_t offset = le32(head, 10);
    const std::uint64_t rowBytes = (w * bits + 31) / 32 * 4;
    if (w > (1u << 20) || h > (1u << 20) || offset + rowBytes * h > static_cast<std::uint64_t>(device.size()))
        truncated(offset + rowBytes * h);
}

// Big-endian 32-bit field (PNG and MNG chunks).
std::uint32_t be32(const QByteArray& b, qsizetype at)
{
    return std::uint32_t(std::uint8_t(b[at])) << 24 | std::uint32_t(std::uint8_t(b[at + 1])) << 16 |
           std::uint32_t(std::uint8_t(b[at + 2])) << 8 | std::uint32_t(std::uint8_t(b[at + 3]));
}

// Qt's MNG plugin gives no size before decoding, and libmng allocates its canvas from the
// headers (a few hundred bytes claiming 16384x16384 ask for 2 GiB): check every frame header
// (MHDR, IHDR, JHDR) against the pixel limit and the decompression-bomb rule first, assuming
// the 4 bytes a pixel libmng's RGBA canvas takes.
void requireSaneMng(QIODevice& device, const std::string& name)
{
    static const QByteArray mng("\x8aMNG\r\n\x1a\n", 8), jng("\x8bJNG\r\n\x1a\n", 8);
    const QByteArray head = device.peek(8);
    if (head != mng && head != jng)
        return;
    constexpr qint64 kHeadersRead = 64 << 20; // frame headers past this are left to the decoder's own errors
    const QByteArray bytes = device.peek(device.size() > 0 ? std::min(device.size(), kHeadersRead) : kHeadersRead);
    const std::uint64_t fileBytes = static_cast<std::uint64_t>(std::max<qint64>(device.size(), bytes.size()));
    for (qsizetype at = 8; at + 16 <= bytes.size();) {
        const std::uint64_t length = be32(bytes, at);
        const QByteArray type = bytes.mid(at + 4, 4);
        if (type == "MHDR" || type == "IHDR" || type == "JHDR") {
            const std::uint64_t w = be32(bytes, at + 8), h = be32(bytes, at + 12);
            const std::uint64_t pixels = w * h;
            if (pixels > kMaxPixels)
                throw ImageFileError("Cannot read " + name + ": " + std::to_string(w) + "x" + std::to_string(h) +
                                     " is more than Passband's limit of " + std::to_string(kMaxPixels) + " pixels.");
            if (4 * pixels > (4u << 20) && 4 * pixels > kMaxExpansion * fileBytes)
                throw ImageFileError("Cannot read " + name + ": it claims " + std::to_string(w) + "x" + std::to_string(h) +
                                     " pixels in " + std::to_string(fileBytes) +
                                     " bytes, which no image format compresses to; the file is corrupt or hostile.");
        }
        if (type == "MEND" || (type == "IEND" && head == jng))
            break;
        at += static_cast<qsizetype>(std::min<std::uint64_t>(length + 12, static_cast<std::uint64_t>(bytes.size())));
    }
}

std::string quoted(const QString& path) { return "'" + path.toStdString() + "'"; }

void commit(QSaveFile& file, const QString& path, const std::atomic<bool>* cancelled = nullptr)
{
    if (cancelled && cancelled->load()) {
        file.cancelWriting(); // the temporary file goes; the old one stays
        throw ExportCancelled();
    }
    // Flushed and checked first: Qt 6.4's commit() misses a failing last flush of its write
    // buffer (a disk that fills up within the last 16 KiB) and renames the cut file over the old.
    if (!file.flush() || !file.commit()) {
        const std::string reason = file.errorString().toStdString();
        file.cancelWriting();
        throw ImageFileError("Cannot write " + quoted(path) + ": " + reason + ".");
    }
}

QSaveFile* openForWriting(QSaveFile& file, const QString& path)
{
    if (!file.open(QIODevice::WriteOnly))
        throw ImageFileError("Cannot write " + quoted(path) + ": " + file.errorString().toStdString() + ".");
    return &file;
}

// The names of the formats whose files have pages ("TIFF").
std::string withPages()
{
    QStringList names;
    for (const ImageFormat& f : imageFormats())
        if (f.has(ImageFormat::Pages))
            names << QString::fromLatin1(f.name);
    return names.join(" and ").toStdString();
}

// The row of a ByName format the file is, by what Qt's plugins recognise in its bytes
// (`detected`), or by its name when they recognise nothing or only a weak signature.
const ImageFormat* formatWithoutSignature(const QByteArray& detected, const QString& name)
{
    const ImageFormat* byQt = detected.isEmpty() ? nullptr : formatForExtension(QString::fromLatin1(detected));
    const bool weak = detected.isEmpty() || (byQt && byQt->has(ImageFormat::WeakSignature));
    for (const ImageFormat* f : {byQt, weak ? formatForExtension(QFileInfo(name).suffix()) : nullptr})
        if (f && f->read && f->has(ImageFormat::ByName))
            return f;
    return nullptr;
}

// The file through the row's reader: as it is decoded where the row reads from a device, else
// whole.
Image readWhole(QIODevice& device, const QString& name, const ImageFormat& format, int page)
{
    try {
        if (format.readDevice && !device.isSequential()) // the file is read as it is decoded
            return format.readDevice(device, page);
        const QByteArray bytes = device.readAll();
        return format.read(reinterpret_cast<const std::uint8_t*>(bytes.constData()), static_cast<std::size_t>(bytes.size()),
                           page);
    } catch (const std::exception& e) { // FormatError, PnmError, TgaError, std::bad_alloc
        if (dynamic_cast<const std::bad_alloc*>(&e))
            throw ImageFileError("Cannot read " + quoted(name) + ": " + asClause(ranOutOfMemory()));
        throw ImageFileError("Cannot read " + quoted(name) + ": " + e.what() + ".");
    }
}

} // namespace

Image decodeImage(QIODevice& device, const QString& name, int page)
{
    const QByteArray head = device.peek(16);
    if (head.isEmpty())
        throw ImageFileError("Cannot read " + quoted(name) + ": the file is empty.");
    const ImageFormat* format = formatForSignature(head);
    if (page != 1 && !(format && format->has(ImageFormat::Pages)))
        throw ImageFileError("Cannot read page " + std::to_string(page) + " of " + quoted(name) + ": only " +
                             withPages() + " files have pages.");
    if (format && format->read)
        return readWhole(device, name, *format, page);
    requireWholeBitmap(device, quoted(name)); // before a reader moves the device on
    requireSaneMng(device, quoted(name));
    QImageReader::setAllocationLimit(kQtAllocationLimitMiB); // on purpose: hostile headers stop here too
    const ImagePluginMessages said;
    // The bytes decide, not the name, except for a format with no signature at its start
    // (ImageFormat::ByName: TGA, which Qt finds only by the TGA 2.0 footer).
    if (const ImageFormat* byName = formatWithoutSignature(QImageReader::imageFormat(&device), name))
        return readWhole(device, name, *byName, page);
    QImageReader reader(&device);
    reader.setDecideFormatFromContent(true);
    reader.setAutoTransform(true);           // EXIF orientation
    // The header's size, where the format gives one, is checked before any pixel is decoded.
    const QSize size = reader.size();
    if (size.isValid() && static_cast<std::uint64_t>(size.width()) * static_cast<std::uint64_t>(size.height()) > kMaxPixels)
        throw ImageFileError("Cannot read " + quoted(name) + ": " + std::to_string(size.width()) + "x" +
                             std::to_string(size.height()) + " is more than Passband's limit of " +
                             std::to_string(kMaxPixels) + " pixels.");
    if (size.isValid() && device.size() > 0) {
        const std::uint64_t pixels = static_cast<std::uint64_t>(size.width()) * static_cast<std::uint64_t>(size.height());
        const QImage::Format format = reader.imageFormat();
        const std::uint64_t bits = format == QImage::Format_Invalid ? 8 : QImage::toPixelFormat(format).bitsPerPixel();
        const std::uint64_t bytes = (pixels * std::max<std::uint64_t>(bits, 1) + 7) / 8;
        if (bytes > (4u << 20) && bytes > kMaxExpansion * static_cast<std::uint64_t>(device.size()))
            throw ImageFileError("Cannot read " + quoted(name) + ": it claims " + std::to_string(size.width()) + "x" +
                                 std::to_string(size.height()) + " pixels in " + std::to_string(device.size()) +
                                 " bytes, which no image format compresses to; the file is corrupt or hostile.");
    }
    const QImage image = reader.read();
    if (image.isNull()) {
        // Qt says "Unable to read image data" when its buffer could not be allocated either.
        if (size.isValid()) {
            const std::uint64_t bytes = static_cast<std::uint64_t>(size.width()) * size.height() * 4;
            if (bytes > availableHostMemory().available)
                throw ImageFileError("Cannot read " + quoted(name) + ": " +
                                     asClause(notEnoughMemory("its " + std::to_string(size.width()) + "x" +
                                                         std::to_string(size.height()) + " pixels",
                                                     bytes)));
        }
        throw ImageFileError("Cannot read " + quoted(name) + ": " + reader.errorString().toStdString() + ".");
    }
    if (const QString damage = said.damage(); !damage.isEmpty())
        throw ImageFileError("Cannot read " + quoted(name) + ": the data is damaged (" + damage.trimmed().toStdString() +
                             ").");
    if (static_cast<std::uint64_t>(image.width()) * image.height() > kMaxPixels)
        throw ImageFileError("Cannot read " + quoted(name) + ": " + std::to_string(image.width()) + "x" +
                             std::to_string(image.height()) + " is more than Passband's limit of " +
                             std::to_string(kMaxPixels) + " pixels.");
    // The same bound after decoding, for formats whose header gave no size.
    if (static_cast<std::uint64_t>(image.sizeInBytes()) > (4u << 20) &&
        static_cast<std::uint64_t>(image.sizeInBytes()) > kMaxExpansion * static_cast<std::uint64_t>(std::max<qint64>(device.size(), 1)))
        throw ImageFileError("Cannot read " + quoted(name) + ": it decodes to " + std::to_string(image.width()) + "x" +
                             std::to_string(image.height()) + " pixels from " + std::to_string(device.size()) +
                             " bytes, which no image format compresses to; the file is corrupt or hostile.");
    Image decoded = fromQImage(image);
    decoded.metadata.source = reader.format().toUpper().toStdString();
    for (const std::string& w : said.warnings())
        decoded.metadata.notes.push_back(w);
    return decoded;
}

namespace {

// A file whose reads fail once `stop` says so, so that the decoder reading it gives up at its
// next read (a TIFF's next strip, a JPEG's next few kilobytes).
class StoppableFile : public QFile {
public:
    StoppableFile(const QString& path, std::function<bool()> stop) : QFile(path), stop_(std::move(stop)) {}

    // Whether a read was refused: a decoder that forgives a failed read (libtiff's RGBA reader,
    // a JPEG's missing end) may still return an image, which is then not the file's.
    bool stopped() const { return stopped_; }

protected:
    qint64 readData(char* data, qint64 maxSize) override
    {
        if (stop_ && stop_()) {
            stopped_ = true;
            setErrorString(QStringLiteral("given up"));
            return -1;
        }
        return QFile::readData(data, maxSize);
    }

private:
    std::function<bool()> stop_;
    bool stopped_ = false;
};

} // namespace

Image loadImage(const QString& path, int page, std::function<bool()> stop)
{
    if (!QFileInfo(path).isFile() && QFileInfo::exists(path))
        throw ImageFileError("Cannot read " + quoted(path) + ": it is not a file.");
    StoppableFile file(path, std::move(stop));
    if (!file.open(QIODevice::ReadOnly))
        throw ImageFileError("Cannot read " + quoted(path) + ": " + file.errorString().toStdString() + ".");
    try {
        Image image = decodeImage(file, path, page);
        if (file.stopped())
            throw ImageFileError("Cannot read " + quoted(path) + ": the reading was given up.");
        return image;
    } catch (const std::bad_alloc&) { // the file's bytes, a decoder's buffers, the samples
        throw ImageFileError("Cannot read " + quoted(path) + ": " + asClause(ranOutOfMemory()));
    }
}

void saveImage(const Image& source, const QString& path, const QString& description, QStringList* notes,
               int pngCompression, const std::atomic<bool>* cancelled)
{
    if (pngCompression < 0 || pngCompression > 9)
        throw ImageFileError("Cannot write " + quoted(path) + ": the PNG compression level must be 0 to 9, not " +
                             std::to_string(pngCompression) + ".");
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QString name = QFileInfo(path).fileName();
    // Only regular files are replaced: a device, pipe or directory of that name stays as it is.
    if (QFileInfo::exists(path) && !QFileInfo(path).isFile())
        throw ImageFileError("Cannot write " + quoted(path) + ": it exists and is not a regular file.");
    if (suffix.isEmpty())
        throw ImageFileError("Cannot write " + quoted(path) + ": give the file an extension (.pgm, .ppm, .png, ...) "
                             "to choose its format.");
    const ImageFormat* format = formatForExtension(suffix);
    const bool keepsFloat = format && format->has(ImageFormat::KeepsFloat);
    // The other formats store integers: float samples go in as 16 bits.
    if (source.isFloat() && !keepsFloat && notes)
        *notes << name + QString(" stores integers: the float result's range %1 to %2 became 0 to 65535 "
                                 "(.tif, .fits or .pfm keep the values)")
                      .arg(source.low, 0, 'g', 6)
                      .arg(source.high, 0, 'g', 6);
    const Image converted = source.isFloat() && !keepsFloat ? toInteger(source, 65535) : Image{}; // no needless copy
    const Image& image = source.isFloat() && !keepsFloat ? converted : source;
    if (format && format->write) {
        // Written as it is encoded, through QSaveFile: all of it or nothing.
        QSaveFile file(path);
        openForWriting(file, path);
        try {
            format->write(image, FormatWrite{description.toStdString(), name, notes, cancelled}, file);
        } catch (const FormatError& e) {
            // The disk's reason ("No space left on device") says more than an encoder's. Qt 6.4
            // gives it only from flush(): the failed write itself says "Unknown error".
            if (file.error() != QFileDevice::NoError)
                file.flush();
            const std::string reason = file.error() != QFileDevice::NoError ? file.errorString().toStdString() : e.what();
            file.cancelWriting();
            throw ImageFileError("Cannot write " + quoted(path) + ": " + reason + ".");
        } catch (const FormatStopped&) {
            file.cancelWriting(); // the temporary file goes; the old one stays
            throw ExportCancelled();
        }
        commit(file, path, cancelled);
        return;
    }
    if (!QImageWriter::supportedImageFormats().contains(suffix.toLatin1()))
        throw ImageFileError("Cannot write " + quoted(path) + ": '." + suffix.toStdString() +
                             "' is not a format Passband can write (" + writableFormats().join(", ").toStdString() + ").");
    QImage q = samplesAsQImage(image);
    if (q.isNull())
        q = toQImage(image);
    if (!description.isEmpty())
        q.setText("Description", description);
    q.setText("Software", "Passband");
    if (image.metadata.xDpi > 0 && image.metadata.yDpi > 0) {
        q.setDotsPerMeterX(qRound(image.metadata.xDpi / 0.0254));
        q.setDotsPerMeterY(qRound(image.metadata.yDpi / 0.0254));
    }
    if (!image.metadata.iccProfile.empty()) {
        const QColorSpace space = QColorSpace::fromIccProfile(QByteArray(
            reinterpret_cast<const char*>(image.metadata.iccProfile.data()), int(image.metadata.iccProfile.size())));
        if (space.isValid())
            q.setColorSpace(space);
    }
    QSaveFile file(path);
    openForWriting(file, path);
    QImageWriter writer(&file, suffix.toLatin1());
    if (format && format->qtQuality)
        writer.setQuality(format->qtQuality(pngCompression));
    if (!writer.write(q)) {
        // The device's reason ("No space left on device") says more than the encoder's.
        file.flush();
        const QString reason = file.error() != QFileDevice::NoError ? file.errorString() : writer.errorString();
        file.cancelWriting();
        throw ImageFileError("Cannot write " + quoted(path) + ": " + reason.toStdString() + ".");
    }
    commit(file, path, cancelled);
}

QString describeImage(const Image& image)
{
    // The words of the window's other descriptions (ui/descriptions), translated with them.
    QString kind, depth;
    if (image.isColour())
        kind = image.hasAlpha() ? QCoreApplication::translate("Descriptions", "colour with alpha")
                                : QCoreApplication::translate("Descriptions", "colour");
    else
        kind = image.hasAlpha() ? QCoreApplication::translate("Descriptions", "grey with alpha")
                                : QCoreApplication::translate("Descriptions", "grey");
    if (image.floating)
        depth = QCoreApplication::translate("Descriptions", "float");
    else if (image.maxval == 255)
        depth = QCoreApplication::translate("Descriptions", "8-bit");
    else if (image.maxval == 65535)
        depth = QCoreApplication::translate("Descriptions", "16-bit");
    else
        depth = QCoreApplication::translate("Descriptions", "maxval %1").arg(image.maxval);
    return QCoreApplication::translate("Descriptions", "%1x%2 %3, %4")
        .arg(image.width).arg(image.height).arg(kind, depth);
}

} // namespace passband
