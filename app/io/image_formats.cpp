#include "image_formats.h"

#include "fits_file.h"
#include "pnm.h"
#include "tga.h"
#include "tiff_file.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImageReader>
#include <QIODevice>
#include <QImageWriter>

#include <algorithm>
#include <utility>

namespace passband {

namespace {

// A signature of N - 1 bytes, NULs included.
template <std::size_t N>
QByteArray bytes(const char (&text)[N])
{
    return QByteArray(text, N - 1);
}

// A reader of files with a single image.
template <Image (*read)(const std::uint8_t*, std::size_t)>
Image onePage(const std::uint8_t* data, std::size_t size, int)
{
    return read(data, size);
}

void note(const FormatWrite& write, const QString& text)
{
    if (write.notes)
        *write.notes << write.fileName + text;
}

// The device's own reason for a failed write ("No space left on device").
[[noreturn]] void writeFailed(const QIODevice& out)
{
    throw FormatError(out.errorString().toStdString());
}

// Appends to `out` as a writer makes its bytes (FormatStopped once cancelled).
ByteSink sinkInto(QIODevice& out, const FormatWrite& write)
{
    return [&out, &write](const std::uint8_t* data, std::size_t size) {
        if (write.stopped())
            throw FormatStopped();
        if (out.write(reinterpret_cast<const char*>(data), static_cast<qint64>(size)) != static_cast<qint64>(size))
            writeFailed(out);
    };
}

void writeTiffFile(const Image& image, const FormatWrite& write, QIODevice& out)
{
    // A cancelled write fails like a full disk, and is told apart after.
    const TiffWriteAt writeAt = [&out, &write](std::uint64_t offset, const std::uint8_t* data, std::size_t size) {
        const auto at = static_cast<qint64>(offset);
        try { // nothing may be thrown through libtiff's C
            return !write.stopped() && (out.pos() == at || out.seek(at)) &&
                   out.write(reinterpret_cast<const char*>(data), static_cast<qint64>(size)) == static_cast<qint64>(size);
        } catch (...) {
            return false;
        }
    };
    try {
        writeTiff(image, write.description, writeAt);
    } catch (const FormatError&) {
        if (write.stopped())
            throw FormatStopped();
        throw;
    }
}

Image readTiffDevice(QIODevice& device, int page)
{
    const TiffReadAt readAt = [&device](std::uint64_t offset, std::uint8_t* data, std::size_t size) -> std::int64_t {
        const auto at = static_cast<qint64>(offset);
        try { // nothing may be thrown through libtiff's C
            if (device.pos() != at && !device.seek(at))
                return -1;
            return device.read(reinterpret_cast<char*>(data), static_cast<qint64>(size));
        } catch (...) {
            return -1;
        }
    };
    return readTiff(readAt, static_cast<std::uint64_t>(device.size()), page);
}

void writeFitsFile(const Image& image, const FormatWrite& write, QIODevice& out)
{
    if (image.hasAlpha())
        note(write, " has no alpha channel (FITS stores none; use .tif or .png to keep it)");
    // cfitsio writes to a named file or to memory: the whole file is made in memory first.
    const std::vector<std::uint8_t> bytes = writeFits(image, write.description);
    sinkInto(out, write)(bytes.data(), bytes.size());
}

void writePfmFile(const Image& image, const FormatWrite& write, QIODevice& out)
{
    if (image.hasAlpha())
        note(write, " has no alpha channel (PFM stores none; use .tif or .png to keep it)");
    writePfm(image, sinkInto(out, write));
}

void writePgmFile(const Image& image, const FormatWrite& write, QIODevice& out)
{
    if (image.isColour())
        note(write, " stores the luminance of the colour result (use .ppm or .png to keep colour)");
    if (image.hasAlpha())
        note(write, " has no alpha channel (Netpbm stores none; use .png to keep it)");
    // A copy only where the samples change: a grey image is written as it is.
    if (image.isColour())
        writePnm(luminance(image), write.description, sinkInto(out, write));
    else
        writePnm(image, write.description, sinkInto(out, write));
}

void writePpmFile(const Image& image, const FormatWrite& write, QIODevice& out)
{
    if (image.hasAlpha())
        note(write, " has no alpha channel (Netpbm stores none; use .png to keep it)");
    if (image.isColour()) {
        writePnm(image, write.description, sinkInto(out, write));
        return;
    }
    Image rgb; // grey into P6: replicated
    rgb.width = image.width;
    rgb.height = image.height;
    rgb.channels = 3;
    rgb.maxval = image.maxval;
    rgb.samples.resize(image.pixelCount() * 3, rgb.maxval);
    for (std::size_t p = 0; p < image.pixelCount(); ++p)
        rgb.samples[3 * p] = rgb.samples[3 * p + 1] = rgb.samples[3 * p + 2] = image.samples[p * image.channels];
    writePnm(rgb, write.description, sinkInto(out, write));
}

// Qt's PNG writer takes the zlib level as a quality: level (100 - q) * 9 / 91.
int pngQuality(int pngCompression) { return 100 - (91 * pngCompression + 8) / 9; }
// Quality 100 is lossless WebP: a filtered result keeps every level.
int losslessWebp(int) { return 100; }
// Qt's default, 75, smears the detail a high-pass keeps.
int jpegQuality(int) { return 95; }

using F = ImageFormat;
constexpr const char* kNone = nullptr;

} // namespace

const std::vector<ImageFormat>& imageFormats()
{
    // The MIME types are the canonical names (aliases such as image/x-bmp, image/fits or
    // image/x-targa resolve to them; image/x-tiff-multipage is a subclass of image/tiff); PAM
    // and PFM, which shared-mime-info lacks, are defined by resources/linux/*.mime.xml.
    //
    // The rows' order is the export dialog's and, for the formats we write, writableFormats()'s.
    //
    // name, family, extensions, MIME types, signatures, reader, writer, Qt's quality, flags,
    // export dialog's entries for integer and float results.
    static const std::vector<ImageFormat> table = {
        {"PNG", kNone, {"png"}, {"image/png"}, {}, nullptr, nullptr, pngQuality, F::Keeps16Bit,
         QT_TRANSLATE_NOOP("ImageFormats", "PNG image"), kNone},
        {"PGM", "Netpbm", {"pgm"}, {"image/x-portable-graymap"}, {"P2", "P5"}, onePage<readPnm>, writePgmFile, nullptr,
         F::Keeps16Bit, QT_TRANSLATE_NOOP("ImageFormats", "PGM image"), kNone},
        {"PPM", "Netpbm", {"ppm"}, {"image/x-portable-pixmap"}, {"P3", "P6"}, onePage<readPnm>, writePpmFile, nullptr,
         F::Keeps16Bit, QT_TRANSLATE_NOOP("ImageFormats", "PPM image"), kNone},
        {"PFM", "Netpbm", {"pfm"}, {"image/x-portable-floatmap"}, {"Pf", "PF"}, onePage<readPnm>, writePfmFile, nullptr,
         F::KeepsFloat | F::Keeps16Bit, kNone, QT_TRANSLATE_NOOP("ImageFormats", "PFM image")},
        // PBM is written by Qt's plugin (1 bit); PAM by no one.
        {"PBM", "Netpbm", {"pbm"}, {"image/x-portable-bitmap"}, {"P1", "P4"}, onePage<readPnm>, nullptr, nullptr, 0,
         kNone, kNone},
        {"PAM", "Netpbm", {"pam"}, {"image/x-portable-arbitrarymap"}, {"P7"}, onePage<readPnm>, nullptr, nullptr, 0,
         kNone, kNone},
        // A .pnm file is a PBM, PGM or PPM, recognised by their signatures.
        {"PNM", "Netpbm", {"pnm"}, {"image/x-portable-anymap"}, {}, onePage<readPnm>, nullptr, nullptr, 0, kNone, kNone},
        {"TIFF", kNone, {"tif", "tiff"}, {"image/tiff"}, {bytes("II*\0"), bytes("II+\0"), bytes("MM\0*"), bytes("MM\0+")},
         readTiff, writeTiffFile, nullptr, F::KeepsFloat | F::Keeps16Bit | F::Pages,
         QT_TRANSLATE_NOOP("ImageFormats", "TIFF image"), QT_TRANSLATE_NOOP("ImageFormats", "TIFF image, 32-bit float"),
         readTiffDevice},
        {"FITS", kNone, {"fits", "fit", "fts"}, {"application/fits"}, {"SIMPLE  ="}, onePage<readFits>, writeFitsFile,
         nullptr, F::KeepsFloat | F::Keeps16Bit, kNone, QT_TRANSLATE_NOOP("ImageFormats", "FITS image")},
        // Ours: Qt's reads only uncompressed true colour, and only with the TGA 2.0 footer.
        {"TGA", kNone, {"tga"}, {"image/x-tga"}, {}, onePage<readTga>, nullptr, nullptr, F::ByName, kNone, kNone},
        // Qt's plugins, those of Qt Gui and qt6-image-formats-plugins (the package's dependencies).
        {"WebP", kNone, {"webp"}, {"image/webp"}, {}, nullptr, nullptr, losslessWebp, 0,
         QT_TRANSLATE_NOOP("ImageFormats", "WebP image, lossless"), kNone},
        {"BMP", kNone, {"bmp"}, {"image/bmp"}, {}, nullptr, nullptr, nullptr, 0,
         QT_TRANSLATE_NOOP("ImageFormats", "BMP image"), kNone},
        {"JPEG", kNone, {"jpg", "jpeg"}, {"image/jpeg"}, {}, nullptr, nullptr, jpegQuality, 0,
         QT_TRANSLATE_NOOP("ImageFormats", "JPEG image"), kNone},
        {"GIF", kNone, {"gif"}, {"image/gif"}, {}, nullptr, nullptr, nullptr, 0, kNone, kNone},
        {"ICO", kNone, {"ico", "cur"}, {"image/vnd.microsoft.icon", "image/x-win-bitmap"}, {}, nullptr, nullptr, nullptr,
         F::WeakSignature, kNone, kNone},
        // Qt writes ICNS as PNG inside, 16-bit included.
        {"ICNS", kNone, {"icns"}, {"image/x-icns"}, {}, nullptr, nullptr, nullptr, F::Keeps16Bit, kNone, kNone},
        {"WBMP", kNone, {"wbmp"}, {"image/vnd.wap.wbmp"}, {}, nullptr, nullptr, nullptr, F::WeakSignature, kNone, kNone},
        {"XBM", kNone, {"xbm"}, {"image/x-xbitmap"}, {}, nullptr, nullptr, nullptr, 0, kNone, kNone},
        {"XPM", kNone, {"xpm"}, {"image/x-xpixmap"}, {}, nullptr, nullptr, nullptr, 0, kNone, kNone},
        {"MNG", kNone, {"mng"}, {"video/x-mng"}, {}, nullptr, nullptr, nullptr, 0, kNone, kNone},
    };
    return table;
}

const ImageFormat* formatForExtension(const QString& extension)
{
    const QString wanted = extension.toLower();
    for (const ImageFormat& f : imageFormats())
        if (f.extensions.contains(wanted))
            return &f;
    return nullptr;
}

const ImageFormat* formatForSignature(const QByteArray& head)
{
    for (const ImageFormat& f : imageFormats())
        for (const QByteArray& signature : f.signatures)
            if (head.startsWith(signature))
                return &f;
    return nullptr;
}

namespace {

QStringList lowerCase(const QList<QByteArray>& names)
{
    QStringList out;
    for (const QByteArray& name : names)
        out << QString::fromLatin1(name).toLower();
    return out;
}

// The extensions of a row that are read here: all of ours, Qt's where its plugin is installed.
QStringList readable(const ImageFormat& f)
{
    if (f.read)
        return f.extensions;
    const QStringList qt = lowerCase(QImageReader::supportedImageFormats());
    QStringList out;
    for (const QString& e : f.extensions)
        if (qt.contains(e))
            out << e;
    return out;
}

QString patterns(const QStringList& extensions)
{
    QStringList out;
    for (const QString& e : extensions)
        out << "*." + e;
    return out.join(' ');
}

} // namespace

QStringList writableFormats()
{
    QStringList formats;
    for (const ImageFormat& f : imageFormats())
        if (f.write)
            formats << f.extensions;
    for (const QString& e : lowerCase(QImageWriter::supportedImageFormats()))
        if (!formats.contains(e))
            formats << e;
    return formats;
}

bool keepsFloatSamples(const QString& path)
{
    const ImageFormat* f = formatForExtension(QFileInfo(path).suffix());
    return f && f->has(ImageFormat::KeepsFloat);
}

QString openDialogFilter()
{
    QStringList all;
    std::vector<std::pair<QString, QStringList>> entries; // (format or family, its extensions)
    for (const ImageFormat& f : imageFormats()) {
        const QStringList extensions = readable(f);
        if (extensions.isEmpty())
            continue;
        all << extensions;
        const QString entry = QString::fromLatin1(f.family ? f.family : f.name);
        auto it = std::find_if(entries.begin(), entries.end(), [&](const auto& e) { return e.first == entry; });
        if (it == entries.end())
            entries.emplace_back(entry, extensions);
        else
            it->second << extensions;
    }
    all << lowerCase(QImageReader::supportedImageFormats());
    all.removeDuplicates();
    std::sort(entries.begin(), entries.end(),
              [](const auto& a, const auto& b) { return a.first.compare(b.first, Qt::CaseInsensitive) < 0; });
    QStringList filters{QCoreApplication::translate("ImageFormats", "Images (%1)").arg(patterns(all))};
    for (const auto& [entry, extensions] : entries)
        filters << QString("%1 (%2)").arg(entry, patterns(extensions));
    filters << QCoreApplication::translate("ImageFormats", "All files (*)");
    return filters.join(";;");
}

QString exportDialogFilter(bool floatFirst, const QString& startExtension)
{
    const QStringList writable = writableFormats();
    QStringList integer, real;
    for (const ImageFormat& f : imageFormats()) {
        QStringList extensions;
        for (const QString& e : f.extensions)
            if (writable.contains(e))
                extensions << e;
        if (extensions.isEmpty())
            continue;
        const auto entry = [&](const char* label) {
            return QString("%1 (%2)").arg(QCoreApplication::translate("ImageFormats", label), patterns(extensions));
        };
        if (f.exportLabel)
            integer << entry(f.exportLabel);
        if (f.floatExportLabel)
            real << entry(f.floatExportLabel);
    }
    QStringList filters = floatFirst ? real + integer : integer + real;
    const QString start = "*." + startExtension.toLower();
    const auto first = std::find_if(filters.begin(), filters.end(), [&](const QString& filter) {
        return filter.mid(filter.lastIndexOf('(') + 1).chopped(1).split(' ').contains(start);
    });
    if (first != filters.end())
        std::rotate(filters.begin(), first, first + 1);
    return filters.join(";;");
}

QStringList mimeTypes()
{
    QStringList types;
    for (const ImageFormat& f : imageFormats())
        types << f.mimeTypes;
    types.removeDuplicates();
    return types;
}

} // namespace passband
