// Image files in the formats people keep their data in, read back against values written by
// independent writers: TIFF files made here byte by byte from the TIFF 6.0 specification and
// re-encoded by libtiff's own tiffcp (every compression, tiles, big-endian, separate planes,
// predictors, pages), FITS files made here card by card from the FITS 4.0 standard; and
// Passband's own writers read back at full precision, their metadata checked through libtiff
// and cfitsio directly.
#include "fits_file.h"
#include "image_formats.h"
#include "image_io.h"
#include "pnm.h"
#include "tiff_file.h"

#include <QColorSpace>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QImageWriter>
#include <QProcess>
#include <QStandardPaths>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include <fitsio.h>
#include <tiffio.h>

#include <algorithm>
#include <thread>
#include <atomic>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <utility>
#include <vector>

using namespace passband;

namespace {

enum Format { Unsigned = 1, Signed = 2, Float = 3 };

// IEEE half from a float that it holds exactly (the test's values are chosen so).
std::uint16_t toHalf(float f)
{
    if (f == 0)
        return std::signbit(f) ? 0x8000 : 0;
    const std::uint16_t sign = f < 0 ? 0x8000 : 0;
    int exponent = 0;
    const float m = std::frexp(std::fabs(f), &exponent); // f = m 2^e, m in [0.5, 1)
    const int biased = exponent - 1 + 15;
    if (biased <= 0)
        return std::uint16_t(sign | std::lround(std::fabs(f) * 16777216.0f)); // subnormal
    return std::uint16_t(sign | (biased << 10) | (std::lround((m * 2 - 1) * 1024) & 0x3ff));
}

// What one TIFF test file holds.
struct TiffSpec {
    int width = 19, height = 11;
    int colour = 1;     // 1 grey, 3 RGB
    bool alpha = false; // one more sample, unassociated alpha
    int bits = 8;
    Format format = Unsigned;
    int photometric = 1; // 0 MinIsWhite, 1 MinIsBlack, 2 RGB, 3 palette
    int spp() const { return colour + (alpha ? 1 : 0); }
};

// Sample values that cover each type's extremes and its middle, deterministic.
std::vector<double> makeValues(const TiffSpec& t)
{
    const std::size_t count = std::size_t(t.width) * t.height * t.spp();
    std::vector<double> v(count);
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t k = (i * 7919 + 13) % 1000;
        const bool alphaSample = t.alpha && int(i % t.spp()) == t.colour;
        if (t.format == Unsigned) {
            const double top = std::ldexp(1.0, t.bits) - 1;
            v[i] = i == 0 ? 0 : i == 1 ? top : std::floor(top * double(k) / 999.0);
        } else if (t.format == Signed) {
            const double top = std::ldexp(1.0, t.bits - 1) - 1;
            v[i] = alphaSample ? std::floor(top * double(k) / 999.0)
                               : i == 0 ? -top - 1 : i == 1 ? top : std::floor(top * (double(k) / 499.5 - 1));
        } else if (alphaSample) {
            v[i] = double(k) / 1000.0 * (t.bits == 16 ? 1.0 : 1.0); // 0..1, a half holds k/1024 only
            if (t.bits == 16)
                v[i] = std::floor(double(k) / 1000.0 * 1024) / 1024;
        } else if (t.bits == 16) {
            v[i] = (double(k) - 500) / 4; // quarters: exact in a half
        } else {
            v[i] = (double(k) - 500) * 123.456789 + (i % 3) * 1e-3;
            if (t.bits == 32)
                v[i] = double(static_cast<float>(v[i]));
        }
    }
    return v;
}

// The raster of a TIFF strip: rows byte-aligned, samples little-endian, narrow samples packed
// most significant bit first.
QByteArray packRaster(const TiffSpec& t, const std::vector<double>& values)
{
    QByteArray out;
    const int perRow = t.width * t.spp();
    for (int y = 0; y < t.height; ++y) {
        if (t.bits < 8 || t.bits == 12) {
            std::uint64_t acc = 0;
            int held = 0;
            for (int i = 0; i < perRow; ++i) {
                acc = (acc << t.bits) | static_cast<std::uint64_t>(values[std::size_t(y) * perRow + i]);
                held += t.bits;
                while (held >= 8) {
                    out.append(char((acc >> (held - 8)) & 0xff));
                    held -= 8;
                }
            }
            if (held > 0)
                out.append(char((acc << (8 - held)) & 0xff));
            continue;
        }
        for (int i = 0; i < perRow; ++i) {
            const double v = values[std::size_t(y) * perRow + i];
            std::uint64_t bits = 0;
            if (t.format == Float) {
                if (t.bits == 16) {
                    bits = toHalf(float(v));
                } else if (t.bits == 32) {
                    const float f = float(v);
                    std::uint32_t b;
                    std::memcpy(&b, &f, 4);
                    bits = b;
                } else {
                    std::memcpy(&bits, &v, 8);
                }
            } else {
                bits = static_cast<std::uint64_t>(static_cast<std::int64_t>(v));
            }
            for (int k = 0; k < t.bits / 8; ++k)
                out.append(char((bits >> (8 * k)) & 0xff));
        }
    }
    return out;
}

// A TIFF file from the TIFF 6.0 specification: little-endian header, the raster as one
// uncompressed strip at offset 8, then one IFD of entries sorted by tag, with values that do
// not fit in an entry after it.
QByteArray makeTiff(const TiffSpec& t, const QByteArray& raster, const std::vector<std::uint16_t>& colormap = {})
{
    struct Entry {
        int tag, type; // 3 SHORT, 4 LONG
        std::vector<std::uint32_t> values;
    };
    const std::vector<std::uint32_t> perSample(t.spp(), 0);
    std::vector<Entry> entries = {
        {256, 4, {std::uint32_t(t.width)}},
        {257, 4, {std::uint32_t(t.height)}},
        {258, 3, std::vector<std::uint32_t>(t.spp(), std::uint32_t(t.bits))},
        {259, 3, {1}},
        {262, 3, {std::uint32_t(t.photometric)}},
        {273, 4, {8}},
        {277, 3, {std::uint32_t(t.spp())}},
        {278, 4, {std::uint32_t(t.height)}},
        {279, 4, {std::uint32_t(raster.size())}},
        {284, 3, {1}},
        {339, 3, std::vector<std::uint32_t>(t.spp(), std::uint32_t(t.format))},
    };
    if (!colormap.empty())
        entries.push_back({320, 3, std::vector<std::uint32_t>(colormap.begin(), colormap.end())});
    if (t.alpha)
        entries.push_back({338, 3, {2}});
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.tag < b.tag; });
    const auto le = [](QByteArray& b, std::uint64_t v, int n) {
        for (int k = 0; k < n; ++k)
            b.append(char((v >> (8 * k)) & 0xff));
    };
    QByteArray file("II*\0", 4);
    QByteArray body = raster;
    if (body.size() % 2)
        body.append('\0');
    const std::uint32_t ifd = 8 + std::uint32_t(body.size());
    le(file, ifd, 4);
    file += body;
    std::uint32_t extraAt = ifd + 2 + 12 * std::uint32_t(entries.size()) + 4;
    QByteArray ifdBytes, extra;
    le(ifdBytes, entries.size(), 2);
    for (const Entry& e : entries) {
        const int size = e.type == 3 ? 2 : 4;
        le(ifdBytes, e.tag, 2);
        le(ifdBytes, e.type, 2);
        le(ifdBytes, e.values.size(), 4);
        QByteArray packed;
        for (std::uint32_t v : e.values)
            le(packed, v, size);
        if (packed.size() <= 4) {
            ifdBytes += packed.leftJustified(4, '\0');
        } else {
            le(ifdBytes, extraAt + extra.size(), 4);
            extra += packed;
        }
    }
    le(ifdBytes, 0, 4);
    return file + ifdBytes + extra;
}

QString tiffcp()
{
    return QStandardPaths::findExecutable("tiffcp");
}

// Runs libtiff's tiffcp with `options` from `in` to `out`: empty, or what went wrong (a matrix
// row libtiff cannot write is a mistake in the matrix, and fails the test).
QString runTiffcp(const QStringList& options, const QString& in, const QString& out)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(tiffcp(), options + QStringList{in, out});
    if (!p.waitForFinished(60000))
        return "tiffcp did not finish";
    if (p.exitCode() != 0 || QFileInfo(out).size() == 0)
        return "tiffcp " + options.join(' ') + ": " + QString::fromLocal8Bit(p.readAll());
    return {};
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

// A FITS file from the FITS 4.0 standard: 80-character cards padded to 2880-byte blocks,
// then big-endian data padded likewise. `cards` come after SIMPLE/BITPIX/NAXIS*.
QByteArray makeFits(int bitpix, const std::vector<long>& axes, const QStringList& cards, const QByteArray& data)
{
    QStringList all{QString("SIMPLE  = %1").arg("T", 20), QString("BITPIX  = %1").arg(bitpix, 20),
                    QString("NAXIS   = %1").arg(axes.size(), 20)};
    for (std::size_t i = 0; i < axes.size(); ++i)
        all << QString("NAXIS%1  = %2").arg(i + 1).arg(axes[i], 20);
    all << cards << "END";
    QByteArray header;
    for (const QString& c : all)
        header += c.toLatin1().leftJustified(80, ' ', true);
    header = header.leftJustified(int((header.size() + 2879) / 2880 * 2880), ' ');
    QByteArray body = data;
    body = body.leftJustified(int((body.size() + 2879) / 2880 * 2880), '\0');
    return header + body;
}

QByteArray bigEndian(const std::vector<double>& values, int bitpix)
{
    QByteArray out;
    for (double v : values) {
        std::uint64_t bits = 0;
        int bytes = std::abs(bitpix) / 8;
        if (bitpix == -32) {
            const float f = float(v);
            std::uint32_t b;
            std::memcpy(&b, &f, 4);
            bits = b;
        } else if (bitpix == -64) {
            std::memcpy(&bits, &v, 8);
        } else {
            bits = static_cast<std::uint64_t>(static_cast<std::int64_t>(v));
        }
        for (int k = bytes - 1; k >= 0; --k)
            out.append(char((bits >> (8 * k)) & 0xff));
    }
    return out;
}

} // namespace

class TestFormats : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(!tiffcp().isEmpty(), "tiffcp is missing: apt-get install libtiff-tools (scripts/passband.sh test does)");
        QVERIFY(dir_.isValid());
    }

    void tiffMatrix_data();
    void tiffMatrix();
    void tiffPages();
    void tiffLossyCompressions_data();
    void tiffLossyCompressions();
    void tiffWriterRoundTrip_data();
    void tiffWriterRoundTrip();
    void fitsMatrix_data();
    void fitsMatrix();
    void fitsWriterRoundTrip();
    void qtFormats_data();
    void qtFormats();
    void readOnlyQtFormats();
    void tgaKinds_data();
    void tgaKinds();
    void tgaRefusals();
    void jpegWarningLoadsWithANote();
    void concurrentReadsKeepTheLog();
    void pngBadAncillaryChunkLoadsWithANote();
    void mngReads();
    void mngHostileHeadersRefused();
    void tableIsConsistent();
    void signaturesAreTheReaders_data();
    void signaturesAreTheReaders();
    void signaturesAgreeWithReadersPredicates();
    void writableFormatsAndFloatAsBefore();
    void writableRowsRoundTrip_data();
    void writableRowsRoundTrip();
    void cancelledExportLeavesTheOldFile_data() { writableRowsRoundTrip_data(); }
    void cancelledExportLeavesTheOldFile();
    void writersStopAtTheNextRow();
    void loadingStopsWhenAsked_data();
    void loadingStopsWhenAsked();
    void unwrittenFormatsRefused();
    void openDialogFilterShowsEveryReadFile();
    void exportDialogFilterOffersWhatIsWritten();
    void dialogFiltersTranslated();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

void TestFormats::tiffMatrix_data()
{
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("colour");
    QTest::addColumn<bool>("alpha");
    QTest::addColumn<int>("photometric");
    QTest::addColumn<QStringList>("options"); // tiffcp's; empty: the file as written here

    struct Kind {
        int bits, format, colour;
        bool alpha;
        int photometric;
    };
    const Kind kinds[] = {
        {1, Unsigned, 1, false, 1},  {1, Unsigned, 1, false, 0},  {4, Unsigned, 1, false, 1},
        {8, Unsigned, 1, false, 1},  {8, Unsigned, 3, true, 2},   {8, Unsigned, 1, false, 0},
        {12, Unsigned, 1, false, 1}, {16, Unsigned, 1, false, 1}, {16, Unsigned, 3, true, 2},
        {32, Unsigned, 1, false, 1}, {8, Signed, 1, false, 1},    {16, Signed, 3, false, 2},
        {32, Signed, 1, false, 1},   {16, Float, 1, false, 1},    {32, Float, 1, false, 1},
        {32, Float, 3, true, 2},     {64, Float, 1, false, 1},    {8, Unsigned, 1, false, 3},
        {4, Unsigned, 1, false, 3},
    };
    for (const Kind& k : kinds) {
        QList<QStringList> variants = {{}, {"-c", "none"}, {"-c", "lzw"}, {"-c", "zip"}, {"-c", "packbits"},
                                       {"-c", "lzma"}, {"-c", "zstd"}, {"-t", "-w", "16", "-l", "16", "-c", "zip"},
                                       {"-B", "-c", "lzw"}, {"-r", "3", "-c", "zip"}, {"-8", "-c", "zip"}};
        if (k.colour + (k.alpha ? 1 : 0) > 1 && k.bits == 8) // tiffcp separates 8-bit planes only
            variants.append(QStringList{"-p", "separate", "-c", "lzw"});
        if ((k.bits == 8 || k.bits == 16 || k.bits == 32) && k.format != Float)
            variants.append(QStringList{"-c", "lzw:2"}); // horizontal differencing
        if (k.format == Float && k.bits != 64)
            variants.append(QStringList{"-c", "zip:3"}); // floating-point predictor
        if (k.bits == 1)
            variants.append(QStringList{"-c", "g4"});
        const char* names[] = {"", "unsigned", "signed", "float"};
        const char* photos[] = {"min-is-white", "grey", "RGB", "palette"};
        for (const QStringList& v : variants)
            QTest::addRow("%d-bit %s %s%s, %s", k.bits, names[k.format], photos[k.photometric], k.alpha ? "+alpha" : "",
                          v.isEmpty() ? "as written" : qPrintable(v.join(' ')))
                << k.bits << k.format << k.colour << k.alpha << k.photometric << v;
    }
}

// Every depth, sign, layout and compression reads back as the values written: unsigned
// samples of up to 16 bits as integers at maxval 2^bits - 1, everything else as floats.
void TestFormats::tiffMatrix()
{
    QFETCH(int, bits);
    QFETCH(int, format);
    QFETCH(int, colour);
    QFETCH(bool, alpha);
    QFETCH(int, photometric);
    QFETCH(QStringList, options);
    TiffSpec t;
    t.bits = bits;
    t.format = Format(format);
    t.colour = colour;
    t.alpha = alpha;
    t.photometric = photometric;
    const std::vector<double> values = makeValues(t);
    // A palette of distinct colours, each entry a multiple of 257 (8-bit colours).
    std::vector<std::uint16_t> colormap;
    if (photometric == 3) {
        const int n = 1 << bits;
        colormap.resize(3 * n);
        for (int i = 0; i < n; ++i) {
            colormap[i] = std::uint16_t((i * 37 % 256) * 257);
            colormap[n + i] = std::uint16_t((255 - i % 256) * 257);
            colormap[2 * n + i] = std::uint16_t((i * 11 % 256) * 257);
        }
    }
    const QString written = path("written.tif"), coded = path("coded.tif");
    writeFile(written, makeTiff(t, packRaster(t, values), colormap));
    QString file = written;
    if (!options.isEmpty()) {
        QFile::remove(coded);
        const QString failed = runTiffcp(options, written, coded);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        file = coded;
    }
    const Image image = loadImage(file);
    QCOMPARE(image.width, t.width);
    QCOMPARE(image.height, t.height);
    QCOMPARE(image.channels, (photometric == 3 ? 3 : colour) + (alpha ? 1 : 0));
    const bool integer = format == Unsigned && bits <= 16;
    QCOMPARE(image.isFloat(), !integer);
    if (integer)
        QCOMPARE(image.maxval, photometric == 3 ? 255 : (1 << bits) - 1);
    const double top = format == Unsigned ? std::ldexp(1.0, bits) - 1 : std::ldexp(1.0, bits - 1) - 1;
    const int spp = t.spp();
    for (std::size_t p = 0; p < image.pixelCount(); ++p)
        for (int s = 0; s < spp; ++s) {
            const double v = values[p * spp + s];
            const bool isAlpha = alpha && s == colour;
            if (photometric == 3) {
                const int n = 1 << bits;
                for (int c = 0; c < 3; ++c)
                    QCOMPARE(double(image.samples[p * 3 + c]), double(colormap[c * n + int(v)] / 257));
                continue;
            }
            double expected = photometric == 0 ? top - v : v;
            const int at = isAlpha ? image.channels - 1 : s;
            double got;
            if (integer) {
                got = image.samples[p * image.channels + at];
            } else {
                got = image.values[p * image.channels + at];
                if (isAlpha && format != Float)
                    expected = v / top;
                expected = double(static_cast<float>(expected));
            }
            if (got != expected)
                QFAIL(qPrintable(QString("pixel %1 sample %2: got %3, expected %4").arg(p).arg(s).arg(got, 0, 'g', 17).arg(expected, 0, 'g', 17)));
        }
}

void TestFormats::tiffLossyCompressions_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("tolerance");
    QTest::newRow("JPEG, YCbCr") << QStringList{"-c", "jpeg:95", "-r", "16"} << 6;
    QTest::newRow("JPEG, RGB") << QStringList{"-c", "jpeg:r:95", "-r", "16"} << 6;
    QTest::newRow("WebP") << QStringList{"-c", "webp"} << -1; // against libtiff's own decoding
    QTest::newRow("LERC") << QStringList{"-c", "lerc"} << 0;
}

// The lossy (and the newer) compressions libtiff has, on a smooth 8-bit RGB image: within the
// codec's error of what was written (JPEG's YCbCr is turned into RGB by libtiff), or, where
// the codec's own error is large (lossy WebP subsamples colour), exactly what libtiff's RGBA
// interface decodes (tolerance -1).
void TestFormats::tiffLossyCompressions()
{
    QFETCH(QStringList, options);
    QFETCH(int, tolerance);
    TiffSpec t;
    t.width = 48;
    t.height = 32;
    t.colour = 3;
    t.photometric = 2;
    std::vector<double> values;
    for (int y = 0; y < t.height; ++y)
        for (int x = 0; x < t.width; ++x)
            for (int c = 0; c < 3; ++c)
                values.push_back(std::floor(128 + 100 * std::sin(0.02 * x * (c + 1) + 0.03 * y)));
    writeFile(path("smooth.tif"), makeTiff(t, packRaster(t, values)));
    QFile::remove(path("lossy.tif"));
    const QString failed = runTiffcp(options, path("smooth.tif"), path("lossy.tif"));
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    const Image image = loadImage(path("lossy.tif"));
    QCOMPARE(image.channels, 3);
    QCOMPARE(image.maxval, 255);
    if (tolerance < 0) {
        TIFF* tif = TIFFOpen(path("lossy.tif").toLocal8Bit().constData(), "r");
        QVERIFY(tif);
        std::vector<std::uint32_t> rgba(std::size_t(t.width) * t.height);
        const int ok = TIFFReadRGBAImageOriented(tif, t.width, t.height, rgba.data(), ORIENTATION_TOPLEFT, 0);
        TIFFClose(tif);
        QVERIFY(ok);
        for (std::size_t p = 0; p < rgba.size(); ++p) {
            values[3 * p] = TIFFGetR(rgba[p]);
            values[3 * p + 1] = TIFFGetG(rgba[p]);
            values[3 * p + 2] = TIFFGetB(rgba[p]);
        }
        tolerance = 0;
    }
    double worst = 0;
    for (std::size_t i = 0; i < values.size(); ++i)
        worst = std::max(worst, std::abs(image.samples[i] - values[i]));
    QVERIFY2(worst <= tolerance, qPrintable(QString("off by %1").arg(worst)));
}

// Pages: tiffcp joins files into one; page N is the Nth file, and a page past the end is
// refused with a line that says how many there are.
void TestFormats::tiffPages()
{
    TiffSpec t;
    const QStringList parts{path("p1.tif"), path("p2.tif"), path("p3.tif")};
    std::vector<std::vector<double>> pages;
    for (int i = 0; i < 3; ++i) {
        t.width = 5 + i;
        std::vector<double> v = makeValues(t);
        for (double& x : v)
            x = std::fmod(x + 40 * i, 256);
        writeFile(parts[i], makeTiff(t, packRaster(t, v)));
        pages.push_back(v);
    }
    QFile::remove(path("pages.tif"));
    QProcess p;
    p.start(tiffcp(), QStringList{"-c", "lzw"} + parts + QStringList{path("pages.tif")});
    QVERIFY(p.waitForFinished(60000) && p.exitCode() == 0);
    for (int i = 0; i < 3; ++i) {
        const Image image = loadImage(path("pages.tif"), i + 1);
        QCOMPARE(image.width, 5 + i);
        QCOMPARE(image.metadata.page, i + 1);
        QCOMPARE(image.metadata.pages, 3);
        for (std::size_t k = 0; k < image.samples.size(); ++k)
            QCOMPARE(double(image.samples[k]), pages[i][k]);
    }
    try {
        loadImage(path("pages.tif"), 4);
        QFAIL("page 4 of 3 read");
    } catch (const ImageFileError& e) {
        QVERIFY2(QString(e.what()).contains("has 3 pages"), e.what());
    }
    try {
        loadImage(path("p1.tif").replace(".tif", ".png"), 2);
        QFAIL("a missing file read");
    } catch (const ImageFileError&) {
    }
}

void TestFormats::tiffWriterRoundTrip_data()
{
    QTest::addColumn<int>("channels");
    QTest::addColumn<int>("kind"); // 8, 16, 12 (maxval 4095), 32 (float)
    QTest::addRow("grey 8-bit") << 1 << 8;
    QTest::addRow("RGBA 16-bit") << 4 << 16;
    QTest::addRow("grey maxval 4095") << 1 << 12;
    QTest::addRow("grey float") << 1 << 32;
    QTest::addRow("RGB float") << 3 << 32;
}

// Passband's TIFF: the same samples back at full precision (float negatives and all; maxval
// 4095 scaled to 16 bits as 16-bit formats are), and, read by libtiff itself, the depth,
// resolution, ICC profile and provenance text it says it wrote.
void TestFormats::tiffWriterRoundTrip()
{
    QFETCH(int, channels);
    QFETCH(int, kind);
    Image image;
    image.width = 13;
    image.height = 7;
    image.channels = channels;
    image.floating = kind == 32;
    image.maxval = kind == 8 ? 255 : kind == 16 ? 65535 : 4095;
    const std::size_t n = image.sampleCount();
    for (std::size_t i = 0; i < n; ++i) {
        if (image.floating)
            image.values.push_back(float((double(i) - 40) * 1234.5678 + 1e-3 * i));
        else
            image.samples.push_back(std::uint16_t((i * 2654435761u) % (image.maxval + 1)));
    }
    image.low = -5e4;
    image.high = 1e5;
    image.metadata.xDpi = 300;
    image.metadata.yDpi = 150;
    const QByteArray icc = QColorSpace(QColorSpace::SRgb).iccProfile();
    QVERIFY(!icc.isEmpty());
    image.metadata.iccProfile.assign(icc.begin(), icc.end());
    const QString file = path("round.tif");
    QStringList notes;
    saveImage(image, file, "passband test: high-pass 4", &notes);
    QVERIFY2(notes.isEmpty(), qPrintable(notes.join("; ")));
    const Image back = loadImage(file);
    QCOMPARE(back.channels, channels);
    QCOMPARE(back.isFloat(), image.floating);
    if (image.floating) {
        QCOMPARE(back.values, image.values);
    } else if (kind == 12) {
        QCOMPARE(back.maxval, 65535);
        for (std::size_t i = 0; i < n; ++i)
            QCOMPARE(back.samples[i], std::uint16_t(std::lround(image.samples[i] * 65535.0 / 4095.0)));
    } else {
        QCOMPARE(back.maxval, image.maxval);
        QCOMPARE(back.samples, image.samples);
    }
    QCOMPARE(back.metadata.xDpi, 300.0);
    QCOMPARE(back.metadata.yDpi, 150.0);
    QCOMPARE(QByteArray(reinterpret_cast<const char*>(back.metadata.iccProfile.data()), int(back.metadata.iccProfile.size())),
             icc);
    // libtiff's own view of the file.
    TIFF* tif = TIFFOpen(file.toLocal8Bit().constData(), "r");
    QVERIFY(tif);
    char* description = nullptr;
    std::uint16_t bits = 0, format = 0;
    QVERIFY(TIFFGetField(tif, TIFFTAG_IMAGEDESCRIPTION, &description));
    TIFFGetField(tif, TIFFTAG_BITSPERSAMPLE, &bits);
    TIFFGetFieldDefaulted(tif, TIFFTAG_SAMPLEFORMAT, &format);
    QCOMPARE(QString(description), QString("passband test: high-pass 4"));
    QCOMPARE(int(bits), kind == 32 ? 32 : kind == 8 ? 8 : 16);
    QCOMPARE(int(format), kind == 32 ? SAMPLEFORMAT_IEEEFP : SAMPLEFORMAT_UINT);
    TIFFClose(tif);
}

void TestFormats::fitsMatrix_data()
{
    QTest::addColumn<int>("bitpix");
    QTest::addColumn<double>("bzero");
    QTest::addColumn<double>("bscale");
    QTest::addColumn<int>("planes"); // the third axis: 0 none, 1, 3 (RGB)
    QTest::addColumn<bool>("integer"); // expected an integer image (maxval 255 or 65535)
    QTest::addRow("BITPIX 8") << 8 << 0.0 << 1.0 << 0 << true;
    QTest::addRow("BITPIX 8 RGB") << 8 << 0.0 << 1.0 << 3 << true;
    QTest::addRow("BITPIX 16 signed") << 16 << 0.0 << 1.0 << 0 << false;
    QTest::addRow("BITPIX 16 BZERO 32768") << 16 << 32768.0 << 1.0 << 1 << true;
    QTest::addRow("BITPIX 16 BSCALE 0.25 BZERO 10") << 16 << 10.0 << 0.25 << 0 << false;
    QTest::addRow("BITPIX 32") << 32 << 0.0 << 1.0 << 0 << false;
    QTest::addRow("BITPIX 32 BZERO 2^31 (unsigned)") << 32 << 2147483648.0 << 1.0 << 0 << false;
    QTest::addRow("BITPIX -32") << -32 << 0.0 << 1.0 << 0 << false;
    QTest::addRow("BITPIX -32 RGB") << -32 << 0.0 << 1.0 << 3 << false;
    QTest::addRow("BITPIX -64") << -64 << 0.0 << 1.0 << 0 << false;
}

// Every BITPIX with BZERO/BSCALE applied as the standard says (physical = BZERO + BSCALE
// stored), rows flipped so that FITS's first row (the bottom) is the image's last, a third
// axis of 3 as RGB.
void TestFormats::fitsMatrix()
{
    QFETCH(int, bitpix);
    QFETCH(double, bzero);
    QFETCH(double, bscale);
    QFETCH(int, planes);
    QFETCH(bool, integer);
    const int width = 9, height = 5, colour = planes == 3 ? 3 : 1;
    std::vector<double> stored(std::size_t(width) * height * colour);
    for (std::size_t i = 0; i < stored.size(); ++i) {
        const double k = double((i * 7919 + 3) % 1000);
        switch (bitpix) {
        case 8: stored[i] = i == 0 ? 0 : i == 1 ? 255 : std::floor(k / 999 * 255); break;
        case 16: stored[i] = i == 0 ? -32768 : i == 1 ? 32767 : std::floor((k / 999 - 0.5) * 65535); break;
        case 32: stored[i] = i == 0 ? -2147483648.0 : std::floor((k / 999 - 0.5) * 4e9); break;
        default: stored[i] = (k - 500) * 3.25e3 + (bitpix == -64 ? 1e-9 * i : 0.0); break;
        }
    }
    QStringList cards;
    if (bzero != 0)
        cards << QString("BZERO   = %1").arg(bzero, 20, 'f', 1);
    if (bscale != 1)
        cards << QString("BSCALE  = %1").arg(bscale, 20, 'f', 2);
    std::vector<long> axes{width, height};
    if (planes)
        axes.push_back(planes);
    writeFile(path("m.fits"), makeFits(bitpix, axes, cards, bigEndian(stored, bitpix)));
    const Image image = loadImage(path("m.fits"));
    QCOMPARE(image.width, width);
    QCOMPARE(image.height, height);
    QCOMPARE(image.channels, colour);
    QCOMPARE(image.isFloat(), !integer);
    const std::size_t pixels = std::size_t(width) * height;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            for (int c = 0; c < colour; ++c) {
                const double physical = bzero + bscale * stored[c * pixels + std::size_t(height - 1 - y) * width + x];
                const double expected = integer ? physical : double(static_cast<float>(physical));
                QCOMPARE(image.value(x, y, c), expected);
            }
}

// Passband's FITS: the same values back, and the provenance in HISTORY cards, read with
// cfitsio directly.
void TestFormats::fitsWriterRoundTrip()
{
    Image image;
    image.width = 6;
    image.height = 4;
    image.channels = 3;
    image.floating = true;
    for (std::size_t i = 0; i < image.sampleCount(); ++i)
        image.values.push_back(float(double(i) * -7.125 + 1e6));
    image.low = 0;
    image.high = 1e6;
    const QString description = "passband 0.1.0 filter: low-pass 12, gaussian, none; preset {\"lowpass\":12,"
                                "\"shape\":\"gaussian\",\"mapping\":\"none\",\"edges\":\"none\",\"notches\":[]}";
    saveImage(image, path("round.fits"), description, nullptr);
    const Image back = loadImage(path("round.fits"));
    QVERIFY(back.isFloat());
    QCOMPARE(back.values, image.values);

    fitsfile* f = nullptr;
    int status = 0;
    ffopen(&f, path("round.fits").toLocal8Bit().constData(), READONLY, &status);
    QCOMPARE(status, 0);
    int keys = 0, more = 0;
    ffghsp(f, &keys, &more, &status);
    QString history;
    for (int k = 1; k <= keys; ++k) {
        char card[FLEN_CARD];
        ffgrec(f, k, card, &status);
        if (QByteArray(card).startsWith("HISTORY "))
            history += QString(card).mid(8).trimmed();
    }
    int bitpix = 0;
    ffgidt(f, &bitpix, &status);
    ffclos(f, &status);
    QCOMPARE(status, 0);
    QCOMPARE(bitpix, -32);
    QVERIFY2(history.remove(' ') == QString(description).remove(' '), qPrintable(history));
}

void TestFormats::qtFormats_data()
{
    QTest::addColumn<QString>("extension");
    QTest::addColumn<int>("tolerance"); // per 8-bit sample: 0 lossless
    QTest::addColumn<bool>("colour");   // the format keeps colour
    for (const char* e : {"png", "bmp", "ppm", "tif", "tiff", "webp", "xpm", "ico", "cur", "icns"})
        QTest::newRow(e) << QString(e) << 0 << true;
    QTest::newRow("pgm") << QString("pgm") << 1 << false;
    QTest::newRow("jpg") << QString("jpg") << 8 << true; // written at quality 95
    QTest::newRow("jpeg") << QString("jpeg") << 8 << true;
    QTest::newRow("pbm") << QString("pbm") << 0 << false;
    QTest::newRow("xbm") << QString("xbm") << 0 << false;
    QTest::newRow("wbmp") << QString("wbmp") << 0 << false;
    QTest::newRow("fits") << QString("fits") << 0 << true;
    QTest::newRow("pfm") << QString("pfm") << 0 << true;
}

// Every format README "Formats" lists as written, written and read back: lossless ones
// exactly, JPEG within its quantisation, bitmaps as black and white.
void TestFormats::qtFormats()
{
    QFETCH(QString, extension);
    QFETCH(int, tolerance);
    QFETCH(bool, colour);
    QVERIFY2(writableFormats().contains(extension), qPrintable(extension + " is not among the written formats"));
    const bool bitmap = extension == "pbm" || extension == "xbm" || extension == "wbmp";
    Image image;
    image.width = 16; // icns and ico want small square sizes
    image.height = 16;
    image.channels = colour ? 3 : 1;
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x)
            for (int c = 0; c < image.channels; ++c)
                image.samples.push_back(bitmap ? ((x + y) % 2) * 255 : std::uint16_t(x * 7 + y * 5 + c * 30));
    const QString file = path("q." + extension);
    saveImage(image, file, "passband test", nullptr);
    const Image back = loadImage(file);
    QCOMPARE(back.width, 16);
    QCOMPARE(back.height, 16);
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x)
            for (int c = 0; c < image.channels; ++c) {
                const double want = image.at(x, y, c);
                const double got = back.isFloat() ? back.value(x, y, back.channels >= 3 ? c : 0)
                                                  : back.at(x, y, back.channels >= 3 ? c : 0) * 255.0 / back.maxval;
                if (std::abs(got - want) > tolerance)
                    QFAIL(qPrintable(QString("%1: (%2, %3) channel %4: got %5, wrote %6")
                                         .arg(extension).arg(x).arg(y).arg(c).arg(got).arg(want)));
            }
}

// Formats Qt reads but does not write, from files made here by hand: a GIF (one frame) and
// an uncompressed TGA.
void TestFormats::readOnlyQtFormats()
{
    // GIF89a, 2x1, a 2-colour table (red, blue), LZW minimum code size 2: codes clear (4),
    // 0, 1, end (5) in 3-bit codes, packed least significant bit first: 0x44, 0x0a.
    const QByteArray gif = QByteArray("GIF89a", 6) + QByteArray::fromHex("02000100800000ff00000000ff") +
                           QByteArray::fromHex("2c000000000200010000") + QByteArray::fromHex("0202440a00") +
                           QByteArray(";", 1);
    writeFile(path("r.gif"), gif);
    const Image g = loadImage(path("r.gif"));
    QCOMPARE(g.width, 2);
    QCOMPARE(g.channels, 3);
    QCOMPARE(std::vector<std::uint16_t>(g.samples.begin(), g.samples.end()),
             (std::vector<std::uint16_t>{255, 0, 0, 0, 0, 255}));
    // TGA type 2 (uncompressed true colour), 2x1, 24 bits, origin top-left (descriptor 0x20);
    // pixels as B, G, R.
    const QByteArray tga = QByteArray::fromHex("000002000000000000000000020001001820") + QByteArray::fromHex("0a141e282d32") +
                           QByteArray(8, '\0') + QByteArray("TRUEVISION-XFILE.", 18); // the TGA 2.0 footer
    writeFile(path("r.tga"), tga);
    const Image t = loadImage(path("r.tga"));
    QCOMPARE(t.width, 2);
    QCOMPARE(t.channels, 3); // 24 bits carry no alpha
    QCOMPARE(std::vector<std::uint16_t>(t.samples.begin(), t.samples.end()),
             (std::vector<std::uint16_t>{30, 20, 10, 50, 45, 40}));
}

// Every kind of TGA, made by hand byte by byte, against samples worked out by hand: without the
// TGA 2.0 footer (as most writers make them), bottom-up and top-down, right to left, run-length
// encoded (packets across rows), colour-mapped, 16-bit colour with its alpha bit, grey with alpha.
void TestFormats::tgaKinds_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("channels");
    QTest::addColumn<std::vector<std::uint16_t>>("samples");
    // Header: id length, map type, image type, map first (2), map length (2), map entry bits,
    // x and y origin (2 + 2), width (2), height (2), pixel depth, descriptor.
    const auto header = [](int type, int width, int height, int depth, int descriptor, int mapLength = 0,
                           int mapBits = 0, int mapFirst = 0) {
        QByteArray h(18, '\0');
        h[1] = char(mapLength > 0 ? 1 : 0);
        h[2] = char(type);
        h[3] = char(mapFirst & 255);
        h[4] = char(mapFirst >> 8);
        h[5] = char(mapLength & 255);
        h[6] = char(mapLength >> 8);
        h[7] = char(mapBits);
        h[12] = char(width & 255);
        h[13] = char(width >> 8);
        h[14] = char(height & 255);
        h[15] = char(height >> 8);
        h[16] = char(depth);
        h[17] = char(descriptor);
        return h;
    };
    // 24-bit, bottom-up (descriptor 0): the file's first row is the image's last. Pixels B, G, R.
    QTest::newRow("true colour, bottom-up, no footer")
        << header(2, 2, 2, 24, 0) + QByteArray::fromHex("010203040506" "0708090a0b0c") << 2 << 3
        << std::vector<std::uint16_t>{9, 8, 7, 12, 11, 10, 3, 2, 1, 6, 5, 4};
    // 32-bit with 8 alpha bits, top-down (0x28), run-length encoded: a run of 2, then 1 raw pixel.
    QTest::newRow("run-length 32-bit with alpha")
        << header(10, 3, 1, 32, 0x28) + QByteArray::fromHex("81" "0a141e28" "00" "323c4650") << 3 << 4
        << std::vector<std::uint16_t>{30, 20, 10, 40, 30, 20, 10, 40, 70, 60, 50, 80};
    // 32-bit without alpha bits in the descriptor: the fourth byte is not alpha.
    QTest::newRow("32-bit, no alpha bits")
        << header(2, 1, 1, 32, 0x20) + QByteArray::fromHex("0a141e00") << 1 << 3
        << std::vector<std::uint16_t>{30, 20, 10};
    // Colour-mapped: two 24-bit entries from index 5 (red, then blue), indices 6 and 5.
    QTest::newRow("colour-mapped")
        << header(1, 2, 1, 8, 0x20, 2, 24, 5) + QByteArray::fromHex("0000ff" "ff0000") + QByteArray::fromHex("0605") << 2
        << 3 << std::vector<std::uint16_t>{0, 0, 255, 255, 0, 0};
    // Run-length colour-mapped, the image ID field skipped (3 bytes).
    QByteArray withId = header(9, 3, 1, 8, 0x20, 1, 24);
    withId[0] = 3;
    QTest::newRow("run-length colour-mapped with an ID")
        << withId + QByteArray("abc") + QByteArray::fromHex("102030") + QByteArray::fromHex("8200") << 3 << 3
        << std::vector<std::uint16_t>{48, 32, 16, 48, 32, 16, 48, 32, 16};
    // 16-bit A1R5G5B5 with its alpha bit (descriptor 1): 0xfc10 = alpha 1, R 31, G 0, B 16;
    // 5 bits widen as v << 3 | v >> 2 (16: 132). Then 0x001f: alpha 0, blue 31.
    QTest::newRow("16-bit with alpha bit")
        << header(2, 2, 1, 16, 0x21) + QByteArray::fromHex("10fc" "1f00") << 2 << 4
        << std::vector<std::uint16_t>{255, 0, 132, 255, 0, 0, 255, 0};
    // 15-bit: no alpha.
    QTest::newRow("15-bit") << header(2, 1, 1, 15, 0x20) + QByteArray::fromHex("e003") << 1 << 3
                            << std::vector<std::uint16_t>{0, 255, 0};
    // Grey, right to left and top-down (0x30).
    QTest::newRow("grey, right to left") << header(3, 3, 1, 8, 0x30) + QByteArray::fromHex("010203") << 3 << 1
                                         << std::vector<std::uint16_t>{3, 2, 1};
    // Run-length grey, one run of 4 across two rows of 2 (bottom-up: both rows are 77).
    QTest::newRow("run-length grey across rows") << header(11, 2, 2, 8, 0) + QByteArray::fromHex("834d") << 2 << 1
                                                 << std::vector<std::uint16_t>{77, 77, 77, 77};
    // Grey with alpha: 16 bits, grey then alpha.
    QTest::newRow("grey with alpha") << header(3, 2, 1, 16, 0x28) + QByteArray::fromHex("0a14" "1e28") << 2 << 2
                                     << std::vector<std::uint16_t>{10, 20, 30, 40};
    // With the TGA 2.0 footer (and an empty extension and developer area).
    QTest::newRow("footer") << header(3, 1, 1, 8, 0x20) + QByteArray::fromHex("63") + QByteArray(8, '\0') +
                                   QByteArray("TRUEVISION-XFILE.", 18)
                            << 1 << 1 << std::vector<std::uint16_t>{99};
}

void TestFormats::tgaKinds()
{
    QFETCH(QByteArray, file);
    QFETCH(int, width);
    QFETCH(int, channels);
    QFETCH(std::vector<std::uint16_t>, samples);
    writeFile(path("kind.tga"), file);
    const Image image = loadImage(path("kind.tga"));
    QCOMPARE(image.width, width);
    QCOMPARE(image.channels, channels);
    QCOMPARE(image.maxval, 255);
    QCOMPARE(std::vector<std::uint16_t>(image.samples.begin(), image.samples.end()), samples);
}

// What the reader refuses, each with its reason in one line, nothing allocated for what the data
// cannot hold.
void TestFormats::tgaRefusals()
{
    const auto refused = [&](const QByteArray& bytes, const QString& reason) {
        writeFile(path("bad.tga"), bytes);
        try {
            loadImage(path("bad.tga"));
        } catch (const ImageFileError& e) {
            const QString message = e.what();
            return message.startsWith("Cannot read") && message.contains(reason) && !message.contains('\n');
        }
        return false;
    };
    const QByteArray grey2x2 = QByteArray::fromHex("000003000000000000000000020002000820");
    QVERIFY(refused(grey2x2.left(10), "header is cut short"));
    QVERIFY(refused(grey2x2 + QByteArray::fromHex("0102"), "pixel data is cut short"));
    QByteArray type0 = grey2x2;
    type0[2] = 0;
    QVERIFY(refused(type0, "no image data"));
    QByteArray huffman = grey2x2;
    huffman[2] = 32;
    QVERIFY(refused(huffman + QByteArray(8, 'x'), "Huffman"));
    QByteArray rle = grey2x2;
    rle[2] = 11;
    QVERIFY(refused(rle + QByteArray::fromHex("8101"), "cut short"));          // 2 of 4 pixels
    QVERIFY(refused(rle + QByteArray::fromHex("8701") + QByteArray(4, 0), "past the image's end")); // 8 of 4
    // An index outside the colour map (one entry at 0; index 3).
    QVERIFY(refused(QByteArray::fromHex("000101000001001800000000010001000820") + QByteArray::fromHex("0000ff03"),
                    "outside its colour map"));
    // 65535 x 65535 claimed in a few bytes: refused before anything the size of it is allocated.
    QVERIFY(refused(QByteArray::fromHex("00000b000000000000000000ffffffff0820") + QByteArray::fromHex("ff00"),
                    "limit"));
    QVERIFY(refused(QByteArray::fromHex("00000b0000000000000000000040004008") + QByteArray(1, 0x20) +
                        QByteArray::fromHex("ff00"),
                    "cut short"));
}

// A JPEG with 16 extraneous bytes before a marker decodes whole (libjpeg only warns): it
// loads, and the warning is a note; a truncated one is still refused.
void TestFormats::jpegWarningLoadsWithANote()
{
    Image image;
    image.width = 24;
    image.height = 16;
    image.channels = 1;
    for (std::size_t i = 0; i < image.pixelCount(); ++i)
        image.samples.push_back(std::uint16_t(i % 200));
    saveImage(image, path("ok.jpg"), {}, nullptr);
    QFile f(path("ok.jpg"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray bytes = f.readAll();
    // 16 junk bytes before the first marker after SOI: "Corrupt JPEG data: 16 extraneous bytes".
    const int sos = bytes.indexOf(QByteArray::fromHex("ffda"));
    QVERIFY(sos > 2);
    QByteArray damaged = bytes;
    damaged.insert(sos, QByteArray(16, '\x11'));
    writeFile(path("extraneous.jpg"), damaged);
    const Image loaded = loadImage(path("extraneous.jpg"));
    QCOMPARE(loaded.width, 24);
    bool said = false;
    for (const std::string& note : loaded.metadata.notes)
        said = said || QString::fromStdString(note).contains("extraneous bytes");
    QVERIFY2(said, "no note about the extraneous bytes");
    writeFile(path("truncated.jpg"), bytes.left(bytes.size() / 2));
    try {
        loadImage(path("truncated.jpg"));
        QFAIL("a truncated JPEG loaded");
    } catch (const ImageFileError& e) {
        QVERIFY2(QString(e.what()).contains("truncated.jpg"), e.what());
    }
}

namespace {

// CRC-32 of PNG chunks (ISO 3309, as the PNG specification gives it).
std::uint32_t crc32(const QByteArray& bytes)
{
    std::uint32_t c = 0xffffffffu;
    for (char ch : bytes) {
        c ^= std::uint8_t(ch);
        for (int k = 0; k < 8; ++k)
            c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
    }
    return c ^ 0xffffffffu;
}

QByteArray chunk(const QByteArray& type, const QByteArray& data)
{
    QByteArray out;
    const auto be32 = [&](std::uint32_t v) {
        for (int k = 3; k >= 0; --k)
            out.append(char((v >> (8 * k)) & 0xff));
    };
    be32(std::uint32_t(data.size()));
    out += type + data;
    be32(crc32(type + data));
    return out;
}

// A PNG of a 4x3 grey ramp with a tEXt chunk, made here chunk by chunk (IDAT from Qt's zlib).
QByteArray rampPng(bool badTextCrc)
{
    QByteArray raw;
    for (int y = 0; y < 3; ++y) {
        raw.append('\0'); // filter type none
        for (int x = 0; x < 4; ++x)
            raw.append(char(x * 60 + y * 10));
    }
    QByteArray z = qCompress(raw).mid(4); // qCompress prefixes the length; the rest is a zlib stream
    QByteArray ihdr = QByteArray::fromHex("00000004000000030800000000");
    QByteArray text = chunk("tEXt", QByteArray("Comment\0made by hand", 20));
    if (badTextCrc)
        text[text.size() - 1] = char(text[text.size() - 1] ^ 0x55);
    return QByteArray::fromHex("89504e470d0a1a0a") + chunk("IHDR", ihdr) + text + chunk("IDAT", z) + chunk("IEND", {});
}

} // namespace

// A PNG whose ancillary text chunk has a bad CRC: libpng drops the chunk and warns; the image
// loads, with the warning as a note.
void TestFormats::pngBadAncillaryChunkLoadsWithANote()
{
    writeFile(path("good.png"), rampPng(false));
    const Image good = loadImage(path("good.png"));
    QCOMPARE(good.width, 4);
    QCOMPARE(good.at(3, 2, 0), std::uint16_t(200));
    QVERIFY(good.metadata.notes.empty());
    writeFile(path("bad-text.png"), rampPng(true));
    const Image image = loadImage(path("bad-text.png"));
    QCOMPARE(image.samples, good.samples);
    QVERIFY2(!image.metadata.notes.empty(), "no note about the bad chunk");
    QVERIFY2(QString::fromStdString(image.metadata.notes.front()).contains("tEXt", Qt::CaseInsensitive),
             image.metadata.notes.front().c_str());
}

namespace {
std::atomic<int> probesHeard{0};
void recordProbe(QtMsgType, const QMessageLogContext&, const QString& message)
{
    if (message.startsWith(QLatin1String("probe")))
        ++probesHeard;
}
} // namespace

// Reads on several threads at once (the engine's loads beside the window's): each read keeps
// its own decoder's warnings as notes, every other message still reaches the handler that was
// installed before (a message during the reads once looped for ever inside the read's
// handler), and that handler is the one in place afterwards.
void TestFormats::concurrentReadsKeepTheLog()
{
    writeFile(path("good-c.png"), rampPng(false));
    writeFile(path("bad-c.png"), rampPng(true));
    probesHeard = 0;
    const QtMessageHandler before = qInstallMessageHandler(&recordProbe);
    std::atomic<int> wrongNotes{0};
    std::vector<std::thread> readers;
    for (int t = 0; t < 4; ++t)
        readers.emplace_back([&, t] {
            for (int i = 0; i < 60; ++i) {
                const bool bad = (i + t) % 2 == 0;
                const Image image = loadImage(path(bad ? "bad-c.png" : "good-c.png"));
                if (image.metadata.notes.empty() == bad)
                    ++wrongNotes;
            }
        });
    int probes = 0;
    for (; probes < 200; ++probes)
        qWarning("probe %d", probes);
    for (std::thread& reader : readers)
        reader.join();
    qWarning("probe after");
    const QtMessageHandler after = qInstallMessageHandler(before);
    QCOMPARE(wrongNotes.load(), 0);
    QCOMPARE(probesHeard.load(), probes + 1);
    QVERIFY(after == &recordProbe);
}

// MNG (read through Qt's plugin): a MNG-LC made here, MHDR, the PNG's chunks, MEND.
void TestFormats::mngReads()
{
    const QByteArray png = rampPng(false);
    const QByteArray mhdr = QByteArray::fromHex("00000004" "00000003" "00000001" "00000001" "00000001" "00000001" "00000001");
    const QByteArray mng = QByteArray::fromHex("8a4d4e470d0a1a0a") + chunk("MHDR", mhdr) + png.mid(8) + chunk("MEND", {});
    writeFile(path("ramp.mng"), mng);
    const Image image = loadImage(path("ramp.mng"));
    QCOMPARE(image.width, 4);
    QCOMPARE(image.height, 3);
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 4; ++x)
            QCOMPARE(int(image.at(x, y, 0)), x * 60 + y * 10);
}

// A MNG whose frame header claims 16384x16384 in a few hundred bytes (the fuzzer's find: libmng
// allocated 2 GiB for its canvas before any check) and one over the pixel limit are refused
// with one line, before Qt's plugin sees them; a frame header past a small MHDR counts too.
void TestFormats::mngHostileHeadersRefused()
{
    const QByteArray signature = QByteArray::fromHex("8a4d4e470d0a1a0a");
    const auto header = [](quint32 w, quint32 h) {
        QByteArray b(13, '\0');
        for (int i = 0; i < 4; ++i) {
            b[i] = char(w >> (24 - 8 * i));
            b[4 + i] = char(h >> (24 - 8 * i));
        }
        b[8] = 8; // bit depth
        b[9] = 6; // RGBA
        return b;
    };
    const QByteArray mhdr = QByteArray::fromHex("00000004" "00000003" "00000001" "00000001" "00000001" "00000001" "00000001");
    const struct {
        const char* file;
        QByteArray bytes;
        const char* says;
    } cases[] = {
        {"bomb.mng", signature + chunk("IHDR", header(16384, 16384)) + chunk("IEND", {}) + chunk("MEND", {}),
         "claims 16384x16384 pixels"},
        {"later.mng", signature + chunk("MHDR", mhdr) + chunk("IHDR", header(20000, 20000)) + chunk("MEND", {}),
         "20000x20000 is more than Passband's limit"},
    };
    for (const auto& c : cases) {
        writeFile(path(c.file), c.bytes);
        try {
            loadImage(path(c.file));
            QFAIL(qPrintable(QString("%1 was read").arg(c.file)));
        } catch (const ImageFileError& e) {
            QVERIFY2(QString(e.what()).contains(c.says), e.what());
            QVERIFY(!QString(e.what()).contains('\n'));
        }
    }
    // (ctest's fuzz_replay_qt_image replays the fuzzer's own input, oom-bcc8d09c...)
}

// The table's rows say things about one another that its users rely on.
void TestFormats::tableIsConsistent()
{
    QStringList extensions, types;
    for (const ImageFormat& f : imageFormats()) {
        const QString name = QString::fromLatin1(f.name);
        QVERIFY2(!f.extensions.isEmpty() && !f.mimeTypes.isEmpty(), qPrintable(name));
        for (const QString& e : f.extensions) {
            QVERIFY2(e == e.toLower() && !e.startsWith('.'), qPrintable(name + ": " + e));
            QVERIFY2(!extensions.contains(e), qPrintable(e + " is in two rows"));
            QCOMPARE(formatForExtension(e.toUpper()), &f);
        }
        for (const QString& t : f.mimeTypes)
            QVERIFY2(!types.contains(t), qPrintable(t + " is in two rows"));
        extensions << f.extensions;
        types << f.mimeTypes;
        // What we recognise we read; a row found by name has no signature; what keeps float
        // samples is written by us (Qt's writers take integers); float export only of those.
        QVERIFY2(f.signatures.isEmpty() || f.read, qPrintable(name));
        QVERIFY2(!f.has(ImageFormat::ByName) || (f.read && f.signatures.isEmpty()), qPrintable(name));
        QVERIFY2(!f.has(ImageFormat::KeepsFloat) || f.write, qPrintable(name));
        QVERIFY2(!f.floatExportLabel || f.has(ImageFormat::KeepsFloat), qPrintable(name));
        QVERIFY2(!f.has(ImageFormat::Pages) || f.read, qPrintable(name));
    }
    QCOMPARE(mimeTypes(), types);
    QCOMPARE(formatForExtension("svg"), nullptr);
    QCOMPARE(formatForExtension(""), nullptr);
}

// A file's first bytes pick the row whose reader reads it (hand-written from the formats'
// specifications); bytes no row claims go to Qt's plugins.
void TestFormats::signaturesAreTheReaders_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QString>("format"); // empty: none of ours
    QTest::newRow("TIFF II") << QByteArray("II*\0\x08\0\0\0", 8) << "TIFF";
    QTest::newRow("TIFF MM") << QByteArray("MM\0*\0\0\0\x08", 8) << "TIFF";
    QTest::newRow("BigTIFF II") << QByteArray("II+\0\x08\0\0\0", 8) << "TIFF";
    QTest::newRow("BigTIFF MM") << QByteArray("MM\0+\0\x08\0\0", 8) << "TIFF";
    QTest::newRow("FITS") << QByteArray("SIMPLE  =                    T") << "FITS";
    QTest::newRow("PBM plain") << QByteArray("P1\n2 2\n0 1 1 0\n") << "PBM";
    QTest::newRow("PBM raw") << QByteArray("P4 8 1\n\xff") << "PBM";
    QTest::newRow("PGM plain") << QByteArray("P2 1 1 255 7") << "PGM";
    QTest::newRow("PGM raw") << QByteArray("P5\n1 1\n255\n\x07") << "PGM";
    QTest::newRow("PPM plain") << QByteArray("P3 1 1 255 1 2 3") << "PPM";
    QTest::newRow("PPM raw") << QByteArray("P6\n1 1\n255\nabc") << "PPM";
    QTest::newRow("PAM") << QByteArray("P7\nWIDTH 1\n") << "PAM";
    QTest::newRow("PFM grey") << QByteArray("Pf\n1 1\n-1.0\n") << "PFM";
    QTest::newRow("PFM colour") << QByteArray("PF\n1 1\n-1.0\n") << "PFM";
    QTest::newRow("P8") << QByteArray("P8\n1 1\n") << "";
    QTest::newRow("P alone") << QByteArray("P") << "";
    QTest::newRow("TIFF cut short") << QByteArray("II*") << "";
    QTest::newRow("TIFF wrong version") << QByteArray("II\x2a\x01", 4) << "";
    QTest::newRow("FITS one space short") << QByteArray("SIMPLE =  T") << "";
    QTest::newRow("PNG") << QByteArray("\x89PNG\r\n\x1a\n") << "";
    QTest::newRow("GIF") << QByteArray("GIF89a") << "";
    QTest::newRow("BMP") << QByteArray("BM") << "";
    QTest::newRow("TGA header") << QByteArray("\0\0\x02\0\0\0\0\0", 8) << "";
}

void TestFormats::signaturesAreTheReaders()
{
    QFETCH(QByteArray, head);
    QFETCH(QString, format);
    const ImageFormat* f = formatForSignature(head);
    QCOMPARE(f ? QString::fromLatin1(f->name) : QString(), format);
}

// The table's signatures are exactly what the readers' own predicates accept (as decodeImage
// asked them before there was a table), over every start of up to 4 bytes from an alphabet
// of the bytes that matter, and on the FITS card.
void TestFormats::signaturesAgreeWithReadersPredicates()
{
    const QByteArray alphabet("IMPSF f*+\x00\x01" "1234567890", 21);
    const auto predicates = [](const QByteArray& b) {
        const auto* d = reinterpret_cast<const std::uint8_t*>(b.constData());
        const auto n = static_cast<std::size_t>(b.size());
        return looksLikeTiff(d, n) || looksLikeFits(d, n) || looksLikePnm(d, n);
    };
    int claimed = 0;
    for (int length = 1; length <= 4; ++length) {
        std::vector<int> digits(length, 0);
        for (bool more = true; more;) {
            QByteArray head;
            for (int d : digits)
                head += alphabet[d];
            const bool ours = formatForSignature(head) != nullptr;
            claimed += ours;
            QVERIFY2(ours == predicates(head), qPrintable("differ on " + head.toHex()));
            more = false;
            for (int k = 0; k < length && !more; ++k)
                more = ++digits[k] < alphabet.size() || (digits[k] = 0, false);
        }
    }
    QVERIFY(claimed > 1000); // the alphabet reaches every signature
    for (const QByteArray& fits : {QByteArray("SIMPLE  ="), QByteArray("SIMPLE  = T"), QByteArray("SIMPLE  "),
                                   QByteArray("SIMPLE= "), QByteArray("simple  =")})
        QCOMPARE(formatForSignature(fits) != nullptr, predicates(fits));
}

// writableFormats() and keepsFloatSamples() say what they said before the table: our formats
// in this order, then every one Qt's plugins write here.
void TestFormats::writableFormatsAndFloatAsBefore()
{
    QStringList expected{"pgm", "ppm", "pfm", "tif", "tiff", "fits", "fit", "fts"};
    for (const QByteArray& f : QImageWriter::supportedImageFormats())
        if (!expected.contains(QString::fromLatin1(f).toLower()))
            expected << QString::fromLatin1(f).toLower();
    QCOMPARE(writableFormats(), expected);
    for (const char* file : {"a.tif", "a.TIFF", "b/c.fits", "a.fit", "a.FTS", "a.pfm"})
        QVERIFY2(keepsFloatSamples(file), file);
    for (const char* file : {"a.png", "a.pgm", "a.ppm", "a.jpg", "a.webp", "a.bmp", "tif", "a", "a.tif.png", "a.pnm"})
        QVERIFY2(!keepsFloatSamples(file), file);
}

// Every extension of every row written here, written and read back: a 16-bit image exactly
// where the row says it keeps 16 bits (and in 8 bits or fewer where it says not), a float
// image's values exactly where it says it keeps float samples (else as integers, with a note).
void TestFormats::writableRowsRoundTrip_data()
{
    QTest::addColumn<QString>("extension");
    const QStringList writable = writableFormats();
    int rows = 0;
    for (const ImageFormat& f : imageFormats())
        for (const QString& e : f.extensions)
            if (writable.contains(e)) {
                QTest::newRow(qPrintable(e)) << e;
                ++rows;
            }
    QVERIFY(rows >= 8); // ours at least
}

// An export cancelled (the flag set before it starts, so the writers stop at their first row)
// throws ExportCancelled and leaves the file that was there as it was, with no temporary file.
void TestFormats::cancelledExportLeavesTheOldFile()
{
    QFETCH(QString, extension);
    Image image;
    image.width = image.height = 16;
    image.channels = 3;
    image.maxval = 255;
    for (int i = 0; i < 16 * 16 * 3; ++i)
        image.samples.push_back(std::uint16_t(i * 37 % 256));
    QTemporaryDir dir;
    const QString file = dir.filePath("old." + extension);
    {
        QFile old(file);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the old file");
    }
    const std::atomic<bool> cancelled{true};
    bool threw = false;
    try {
        saveImage(image, file, "passband test", nullptr, kDefaultPngCompression, &cancelled);
    } catch (const ExportCancelled&) {
        threw = true;
    }
    QVERIFY(threw);
    QFile back(file);
    QVERIFY(back.open(QIODevice::ReadOnly));
    QCOMPARE(back.readAll(), QByteArray("the old file"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"old." + extension});
}

void TestFormats::loadingStopsWhenAsked_data()
{
    QTest::addColumn<QString>("extension");
    QTest::newRow("TIFF, strip by strip (libtiff)") << "tif";
    QTest::newRow("JPEG, a few kilobytes at a time (Qt's plugin)") << "jpg";
    QTest::newRow("PNG (Qt's plugin)") << "png";
}

// An open the user cancels stops reading the file (issue #47): loadImage() asks its stop
// check before each read, and once it says true the reads fail and loadImage() throws, with no
// image, after the first, second or third of the file's reads or half way through its pixels.
// Never true, the image is whole.
void TestFormats::loadingStopsWhenAsked()
{
    QFETCH(QString, extension);
    Image image;
    image.width = 512;
    image.height = 384;
    image.channels = 3;
    image.maxval = 255;
    std::mt19937 random(47);
    for (std::size_t i = 0; i < image.sampleCount(); ++i) // noise: the file is large for its size
        image.samples.push_back(std::uint16_t(random() % 256));
    QTemporaryDir dir;
    const QString file = dir.filePath("noise." + extension);
    saveImage(image, file, "passband test", nullptr, kDefaultPngCompression);
    int reads = 0;
    const Image whole = loadImage(file, 1, [&] {
        ++reads;
        return false;
    });
    QCOMPARE(whole.width, image.width);
    QCOMPARE(whole.height, image.height);
    if (extension != "jpg") // lossless
        QCOMPARE(whole.samples, image.samples);
    QVERIFY2(reads > 4, qPrintable(QString("read in %1 parts").arg(reads)));
    for (const int stopAt : {1, 2, 3, reads / 2}) {
        int asked = 0;
        bool threw = false;
        try {
            loadImage(file, 1, [&] { return ++asked >= stopAt; });
        } catch (const ImageFileError&) {
            threw = true;
        }
        QVERIFY2(threw, qPrintable(QString("stopped at read %1 of %2, yet an image came").arg(stopAt).arg(reads)));
    }
}

// Our writers encode into the file as they go and look at the cancel flag between rows: set
// while the first rows are written, the writer stops (FormatStopped) with most of a 256x256
// image never written, for each format we write ourselves.
void TestFormats::writersStopAtTheNextRow()
{
    // Sets the flag once it has taken `after` bytes, and counts what it takes.
    class CancellingDevice : public QIODevice {
    public:
        CancellingDevice(std::atomic<bool>& flag, qint64 after) : flag_(flag), after_(after) {}
        qint64 taken = 0;

    protected:
        qint64 readData(char*, qint64) override { return -1; }
        qint64 writeData(const char*, qint64 size) override
        {
            taken += size;
            if (taken >= after_)
                flag_ = true;
            return size;
        }

    private:
        std::atomic<bool>& flag_;
        qint64 after_;
    };
    Image image;
    image.width = image.height = 256;
    image.channels = 3;
    image.maxval = 65535;
    std::mt19937 noise(5); // incompressible, so that the TIFF's strips are as large as its rows
    for (int i = 0; i < 256 * 256 * 3; ++i)
        image.samples.push_back(std::uint16_t(noise() & 0xffff));
    const std::size_t whole = image.sampleCount() * 2;
    int formats = 0;
    for (const ImageFormat& f : imageFormats()) {
        if (!f.write || QString(f.name) == "FITS") // FITS is made in memory by cfitsio first
            continue;
        ++formats;
        std::atomic<bool> flag{false};
        CancellingDevice device(flag, 4096);
        QVERIFY(device.open(QIODevice::WriteOnly));
        bool stopped = false;
        try {
            f.write(image, FormatWrite{"test", "x", nullptr, &flag}, device);
        } catch (const FormatStopped&) {
            stopped = true;
        }
        QVERIFY2(stopped, f.name);
        QVERIFY2(device.taken < qint64(whole / 4),
                 qPrintable(QString("%1: %2 of %3 bytes written after the cancel").arg(f.name).arg(device.taken).arg(whole)));
    }
    QVERIFY(formats >= 3);
}

void TestFormats::writableRowsRoundTrip()
{
    QFETCH(QString, extension);
    const ImageFormat& format = *formatForExtension(extension);
    Image deep; // 16x16: ICO and ICNS want small square sizes
    deep.width = deep.height = 16;
    deep.channels = 1;
    deep.maxval = 65535;
    for (int i = 0; i < 256; ++i)
        deep.samples.push_back(i == 0 ? 0 : i == 255 ? 65535 : std::uint16_t(i * 4099 % 65536));
    const QString file = path("row16." + extension);
    saveImage(deep, file, "passband test", nullptr);
    const Image back = loadImage(file);
    QCOMPARE(back.width, 16);
    QCOMPARE(back.height, 16);
    if (format.has(ImageFormat::Keeps16Bit)) {
        QVERIFY(back.isFloat() || back.maxval == 65535);
        for (int y = 0; y < 16; ++y)
            for (int x = 0; x < 16; ++x)
                if (back.value(x, y, 0) != deep.value(x, y, 0))
                    QFAIL(qPrintable(QString("(%1, %2): got %3, wrote %4").arg(x).arg(y).arg(back.value(x, y, 0)).arg(deep.value(x, y, 0))));
    } else {
        QVERIFY2(!back.isFloat() && back.maxval <= 255, qPrintable(QString::number(back.maxval)));
    }

    Image real = deep;
    real.samples.clear();
    real.floating = true;
    for (int i = 0; i < 256; ++i)
        real.values.push_back(float(i - 100) * 0.375f + (i % 7 == 0 ? 1e6f : 0.0f));
    real.low = -37.5;
    real.high = 1e6 + 58.125;
    QStringList notes;
    saveImage(real, path("rowf." + extension), "passband test", &notes);
    const Image again = loadImage(path("rowf." + extension));
    if (format.has(ImageFormat::KeepsFloat)) {
        QVERIFY(again.isFloat());
        QVERIFY2(notes.isEmpty(), qPrintable(notes.join('\n')));
        for (int i = 0; i < 256; ++i)
            QCOMPARE(again.value(i % 16, i / 16, 0), double(real.values[i]));
    } else {
        QVERIFY(!again.isFloat());
        QVERIFY2(!notes.isEmpty() && notes.first().contains("stores integers"), qPrintable(notes.join('\n')));
    }
}

// The rows Passband reads but does not write (hand-written: README "Images in and out"), and a
// format no row names, are refused by name with the list of what is written.
void TestFormats::unwrittenFormatsRefused()
{
    Image image;
    image.width = image.height = 2;
    image.channels = 1;
    image.samples = {0, 1, 2, 3};
    for (const QString& extension : {"pam", "pnm", "tga", "gif", "mng", "nosuchformat"}) {
        QVERIFY2(!writableFormats().contains(extension), qPrintable(extension));
        try {
            saveImage(image, path("no." + extension), {}, nullptr);
            QFAIL(qPrintable(extension + " was written"));
        } catch (const ImageFileError& e) {
            QVERIFY2(QString(e.what()).contains("'." + extension + "' is not a format Passband can write (pgm, ppm, pfm, tif, "),
                     e.what());
        }
        QVERIFY(!QFile::exists(path("no." + extension)));
    }
}

namespace {

// A name filter's entries as a file dialog reads them: (name, patterns).
std::vector<std::pair<QString, QStringList>> filterEntries(const QString& filter)
{
    std::vector<std::pair<QString, QStringList>> out;
    static const QRegularExpression entry(R"(^(.*) \(([^()]*)\)$)");
    for (const QString& e : filter.split(";;")) {
        const QRegularExpressionMatch m = entry.match(e);
        if (!m.hasMatch())
            return {};
        out.emplace_back(m.captured(1), m.captured(2).split(' '));
    }
    return out;
}

bool matchesAny(const QStringList& patterns, const QString& file)
{
    return std::any_of(patterns.begin(), patterns.end(), [&](const QString& p) {
        return QRegularExpression(QRegularExpression::wildcardToRegularExpression(p)).match(file).hasMatch();
    });
}

QStringList qtReads()
{
    QStringList out;
    for (const QByteArray& f : QImageReader::supportedImageFormats())
        out << QString::fromLatin1(f).toLower();
    return out;
}

} // namespace

// The open dialog's filter: its first entry shows every file Passband reads (hand-written:
// ours, and whatever Qt's plugins read here), one entry per format or family follows, in
// alphabetical order, then all files.
void TestFormats::openDialogFilterShowsEveryReadFile()
{
    const auto entries = filterEntries(openDialogFilter());
    QVERIFY2(entries.size() > 3, qPrintable(openDialogFilter()));
    QCOMPARE(entries.front().first, QString("Images"));
    QCOMPARE(entries.back(), (std::pair<QString, QStringList>{"All files", {"*"}}));
    const QStringList qt = qtReads();
    QStringList expected{"pgm", "ppm", "pnm", "pbm", "pam", "pfm", "tif", "tiff", "fits", "fit", "fts", "tga"};
    expected << qt;
    expected.removeDuplicates();
    QStringList shown;
    for (const QString& p : entries.front().second) {
        QVERIFY2(p.startsWith("*."), qPrintable(p));
        shown << p.mid(2);
    }
    QCOMPARE(QSet<QString>(shown.begin(), shown.end()), QSet<QString>(expected.begin(), expected.end()));
    QCOMPARE(shown.size(), expected.size());
    // Every extension of every row read here opens under the first entry and under its own.
    for (const ImageFormat& f : imageFormats())
        for (const QString& e : f.extensions) {
            if (!f.read && !qt.contains(e))
                continue;
            QVERIFY2(matchesAny(entries.front().second, "photo." + e), qPrintable(e));
            const QString own = QString::fromLatin1(f.family ? f.family : f.name);
            const auto it = std::find_if(entries.begin(), entries.end(), [&](const auto& x) { return x.first == own; });
            QVERIFY2(it != entries.end() && matchesAny(it->second, "photo." + e.toLower()), qPrintable(own + " " + e));
        }
    // Hand-written: the entries of the formats every installation reads.
    QStringList names;
    for (std::size_t i = 1; i + 1 < entries.size(); ++i)
        names << entries[i].first;
    for (const char* name : {"FITS", "Netpbm", "PNG", "TGA", "TIFF"})
        QVERIFY2(names.contains(name), name);
    QCOMPARE(entries[1 + names.indexOf("Netpbm")].second,
             (QStringList{"*.pgm", "*.ppm", "*.pfm", "*.pbm", "*.pam", "*.pnm"}));
    QStringList sorted = names;
    std::sort(sorted.begin(), sorted.end(), [](const QString& a, const QString& b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
    QCOMPARE(names, sorted);
    QCOMPARE(names.removeDuplicates(), 0);
}

// The export dialog's filter (hand-written: the entries it had before the table, JPEG now with
// *.jpeg too), starting on the suggested format; every entry's first extension, which the
// dialog appends to a name without one, writes a file that reads back.
void TestFormats::exportDialogFilterOffersWhatIsWritten()
{
    const QString integer = "PNG image (*.png);;PGM image (*.pgm);;PPM image (*.ppm);;TIFF image (*.tif *.tiff);;"
                            "WebP image, lossless (*.webp);;BMP image (*.bmp);;JPEG image (*.jpg *.jpeg)";
    QCOMPARE(exportDialogFilter(false, "png"),
             integer + ";;PFM image (*.pfm);;TIFF image, 32-bit float (*.tif *.tiff);;FITS image (*.fits *.fit *.fts)");
    QCOMPARE(exportDialogFilter(true, "tif"),
             "TIFF image, 32-bit float (*.tif *.tiff);;PFM image (*.pfm);;FITS image (*.fits *.fit *.fts);;" + integer);
    QVERIFY(exportDialogFilter(false, "jpeg").startsWith("JPEG image (*.jpg *.jpeg);;PNG image (*.png);;"));
    QCOMPARE(exportDialogFilter(false, "nosuchformat"), exportDialogFilter(false, "png"));
    for (bool floatFirst : {false, true}) {
        const auto entries = filterEntries(exportDialogFilter(floatFirst, "png"));
        QCOMPARE(entries.size(), std::size_t(10));
        for (const auto& [label, patterns] : entries) {
            for (const QString& p : patterns) {
                QVERIFY2(writableFormats().contains(p.mid(2)), qPrintable(p));
                if (label.contains("float") || label.startsWith("FITS") || label.startsWith("PFM"))
                    QVERIFY2(keepsFloatSamples("x" + p.mid(1)), qPrintable(p));
            }
            Image image;
            image.width = image.height = 4;
            image.channels = 3;
            for (int i = 0; i < 48; ++i)
                image.samples.push_back(std::uint16_t(i * 5));
            const QString file = path("export" + patterns.first().mid(1));
            saveImage(image, file, "passband test", nullptr);
            QCOMPARE(loadImage(file).width, 4);
        }
    }
}

// Both filters in German, from the catalogue built into the binary.
void TestFormats::dialogFiltersTranslated()
{
    QTranslator german;
    QVERIFY(german.load(":/i18n/passband_de.qm"));
    QCoreApplication::installTranslator(&german);
    const QString open = openDialogFilter(), save = exportDialogFilter(true, "tif");
    QCoreApplication::removeTranslator(&german);
    QVERIFY2(open.startsWith("Bilder (*.") && open.endsWith(";;Alle Dateien (*)"), qPrintable(open));
    QVERIFY2(save.startsWith("TIFF-Bild, 32-Bit-Gleitkomma (*.tif *.tiff);;PFM-Bild (*.pfm);;"), qPrintable(save));
    QVERIFY2(save.contains(";;WebP-Bild, verlustfrei (*.webp);;"), qPrintable(save));
}

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
