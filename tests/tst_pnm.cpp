// The Netpbm (PGM/PPM) codec: strict reading of P2/P3/P5/P6 against hand-written files with
// hand-computed pixels, refusal of every malformed case (with a specific message, and never
// after an allocation larger than the file could fill),
// exact writer output and write/read round trips, and the luminance conversion.
#include "allocation_probe.h"
#include "image.h"
#include "pnm.h"

#include <QtTest>

#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <vector>

using namespace passband;

namespace {

// Binary bytes, spelled out so that NULs and high bytes survive (a QByteArray built from a
// C string would stop at the first NUL).
QByteArray raw(std::initializer_list<int> bytes)
{
    QByteArray out;
    for (int b : bytes)
        out.append(static_cast<char>(static_cast<unsigned char>(b)));
    return out;
}

const std::uint8_t* bytesOf(const QByteArray& a) { return reinterpret_cast<const std::uint8_t*>(a.constData()); }

Image readFile(const QByteArray& file) { return readPnm(bytesOf(file), static_cast<std::size_t>(file.size())); }

QByteArray toBytes(const std::vector<std::uint8_t>& v)
{
    return QByteArray(reinterpret_cast<const char*>(v.data()), static_cast<qsizetype>(v.size()));
}

QList<int> toList(const std::vector<std::uint16_t>& v) { return QList<int>(v.begin(), v.end()); }

Image makeImage(int width, int height, int channels, int maxval, const QList<int>& samples)
{
    Image image;
    image.width = width;
    image.height = height;
    image.channels = channels;
    image.maxval = maxval;
    image.samples.assign(samples.begin(), samples.end());
    return image;
}

// Deterministic pseudo-random samples in 0..maxval (a 64-bit LCG, so no library state is
// involved). The first sample is 0 and the last is maxval, so both extremes are always covered.
Image randomImage(int width, int height, int channels, int maxval, std::uint64_t seed)
{
    Image image;
    image.width = width;
    image.height = height;
    image.channels = channels;
    image.maxval = maxval;
    image.samples.resize(static_cast<std::size_t>(width) * height * channels);
    std::uint64_t state = seed * 0x9E3779B97F4A7C15ull + 1;
    for (std::size_t i = 0; i < image.samples.size(); ++i) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        image.samples[i] = static_cast<std::uint16_t>((state >> 33) % (static_cast<std::uint64_t>(maxval) + 1));
    }
    image.samples.front() = 0;
    image.samples.back() = static_cast<std::uint16_t>(maxval);
    return image;
}

} // namespace

class TestPnm : public QObject {
    Q_OBJECT

private slots:
    void readValid_data();
    void readValid();
    void rasterStartsAfterOneWhitespaceByte_data();
    void rasterStartsAfterOneWhitespaceByte();
    void readMalformed_data();
    void readMalformed();
    void errorSaysWhere_data();
    void errorSaysWhere();
    void errorIsRuntimeError();
    void looksLikePnm_data();
    void looksLikePnm();
    void writeExactBytes_data();
    void writeExactBytes();
    void roundTrip_data();
    void roundTrip();
    void luminance_data();
    void luminance();
    void readBitmapsPamAndPfm_data();
    void readBitmapsPamAndPfm();
    void pfmRoundTrip();
};

// ---------------------------------------------------------------------------------------------
// Valid files
// ---------------------------------------------------------------------------------------------

void TestPnm::readValid_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("channels");
    QTest::addColumn<int>("maxval");
    QTest::addColumn<QList<int>>("samples");

    // --- P2, plain grey ---
    QTest::newRow("P2 maxval 1") << QByteArray("P2\n2 2\n1\n0 1\n1 0\n") << 2 << 2 << 1 << 1
                                 << QList<int>{0, 1, 1, 0};
    // No newline at all, no trailing whitespace after the last sample.
    QTest::newRow("P2 maxval 255 one line") << QByteArray("P2 3 1 255 0 128 255") << 3 << 1 << 1 << 255
                                            << QList<int>{0, 128, 255};
    QTest::newRow("P2 maxval 256") << QByteArray("P2\n2 1\n256\n256 7\n") << 2 << 1 << 1 << 256
                                   << QList<int>{256, 7};
    // A comment after the magic, on its own line, glued to each number (it ends the number),
    // between samples and at the very end with no newline.
    QTest::newRow("P2 maxval 1023 comments everywhere")
        << QByteArray("P2 # after magic\n# own line\n2# glued to width\n1 # after height\n"
                      "1023# glued to maxval\n1023 # between samples\n# another\n0 # trailing")
        << 2 << 1 << 1 << 1023 << QList<int>{1023, 0};
    // CRLF line ends, tabs, and a leading-zero sample.
    QTest::newRow("P2 maxval 65535 CRLF tabs") << QByteArray("P2\r\n2\t1\r\n65535\r\n65535\t00012\r\n") << 2 << 1
                                               << 1 << 65535 << QList<int>{65535, 12};
    // A comment ended by a lone CR (old Mac line ends).
    QTest::newRow("P2 CR-only comment") << QByteArray("P2\r# c\r1 1\r5\r3\r") << 1 << 1 << 1 << 5 << QList<int>{3};
    // Every whitespace character, and runs of them.
    QTest::newRow("P2 all whitespace kinds") << QByteArray("P2\v1\f1 \t\r\n 9   \n\n 9") << 1 << 1 << 1 << 9
                                             << QList<int>{9};
    QTest::newRow("P2 comment glued to last sample at EOF") << QByteArray("P2 1 1 9 4#end") << 1 << 1 << 1 << 9
                                                            << QList<int>{4};
    QTest::newRow("P2 comment glued to magic") << QByteArray("P2#comment\n1 1 9 4\n") << 1 << 1 << 1 << 9
                                               << QList<int>{4};
    QTest::newRow("P2 comment splits a sample pair") << QByteArray("P2 2 1 9 1#x\n2") << 2 << 1 << 1 << 9
                                                     << QList<int>{1, 2};
    // Multi-image plain file: the first image is read.
    QTest::newRow("P2 two images") << QByteArray("P2 1 1 9 3\nP2 1 1 9 4\n") << 1 << 1 << 1 << 9 << QList<int>{3};
    QTest::newRow("P2 2x3 rows") << QByteArray("P2\n2 3\n100\n1 2\n3 4\n5 100\n") << 2 << 3 << 1 << 100
                                 << QList<int>{1, 2, 3, 4, 5, 100};

    // --- P3, plain colour ---
    QTest::newRow("P3 maxval 1") << QByteArray("P3\n2 1\n1\n1 0 1  0 1 0\n") << 2 << 1 << 3 << 1
                                 << QList<int>{1, 0, 1, 0, 1, 0};
    QTest::newRow("P3 maxval 255 2x2") << QByteArray("P3\n# comment\n2 2\n255\n255 0 0\t0 255 0\n0 0 255 10 20 30\n")
                                       << 2 << 2 << 3 << 255
                                       << QList<int>{255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30};
    QTest::newRow("P3 maxval 256") << QByteArray("P3 1 1 256 256 0 255") << 1 << 1 << 3 << 256
                                   << QList<int>{256, 0, 255};
    QTest::newRow("P3 maxval 1023 CRLF") << QByteArray("P3\r\n1 2\r\n1023\r\n1023 512 1\r\n0 1022 3\r\n") << 1 << 2
                                         << 3 << 1023 << QList<int>{1023, 512, 1, 0, 1022, 3};
    QTest::newRow("P3 maxval 65535 comments between samples")
        << QByteArray("P3 1 1 65535\n65535 # red\n32768# green\n0") << 1 << 1 << 3 << 65535
        << QList<int>{65535, 32768, 0};

    // --- P5, binary grey ---
    QTest::newRow("P5 maxval 1") << QByteArray("P5\n3 1\n1\n") + raw({0, 1, 0}) << 3 << 1 << 1 << 1
                                 << QList<int>{0, 1, 0};
    QTest::newRow("P5 maxval 255 2x2") << QByteArray("P5 2 2 255\n") + raw({0x00, 0xFF, 0x80, 0x7F}) << 2 << 2 << 1
                                       << 255 << QList<int>{0, 255, 128, 127};
    // The newline ending the comment after maxval is the one whitespace byte; '#' and LF
    // after it are pixels.
    QTest::newRow("P5 comments everywhere")
        << QByteArray("P5# glued to magic\n# own line\n2 # after width\n1# glued to height\n255# glued to maxval\n") +
               raw({'#', '\n'})
        << 2 << 1 << 1 << 255 << QList<int>{35, 10};
    QTest::newRow("P5 maxval 256 big-endian") << QByteArray("P5 2 1 256\n") + raw({0x01, 0x00, 0x00, 0xFF}) << 2 << 1
                                              << 1 << 256 << QList<int>{256, 255};
    QTest::newRow("P5 maxval 1023 tabs") << QByteArray("P5\t1\t2\t1023\t") + raw({0x03, 0xFF, 0x00, 0x01}) << 1 << 2
                                         << 1 << 1023 << QList<int>{1023, 1};
    QTest::newRow("P5 maxval 65535") << QByteArray("P5 3 1 65535\n") + raw({0xFF, 0xFF, 0x12, 0x34, 0x00, 0x00}) << 3
                                     << 1 << 1 << 65535 << QList<int>{65535, 0x1234, 0};
    QTest::newRow("P5 maxval 255 CRLF header") << QByteArray("P5\r\n2 1\r\n255\r") + raw({0x00, 0x0D}) << 2 << 1 << 1
                                               << 255 << QList<int>{0, 13};
    // Trailing data after the raster is allowed.
    QTest::newRow("P5 trailing garbage") << QByteArray("P5 1 1 255\n") + raw({7}) + QByteArray("garbage") << 1 << 1
                                         << 1 << 255 << QList<int>{7};
    QTest::newRow("P5 two images") << QByteArray("P5 1 1 255\n") + raw({5}) + QByteArray("P5 1 1 255\n") + raw({6})
                                   << 1 << 1 << 1 << 255 << QList<int>{5};
    QTest::newRow("P5 leading zeros in header") << QByteArray("P5 0002 01 00255\n") + raw({9, 8}) << 2 << 1 << 1 << 255
                                                << QList<int>{9, 8};
    // 16-bit raster bytes that look like a comment, newline and space are still just bytes.
    QTest::newRow("P5 16-bit bytes look like comment") << QByteArray("P5 2 1 65535\n") + raw({'#', '\n', ' ', '#'})
                                                       << 2 << 1 << 1 << 65535 << QList<int>{0x230A, 0x2023};

    // --- P6, binary colour ---
    QTest::newRow("P6 maxval 1") << QByteArray("P6 1 1 1\n") + raw({1, 0, 1}) << 1 << 1 << 3 << 1 << QList<int>{1, 0, 1};
    QTest::newRow("P6 maxval 255") << QByteArray("P6\n2 1\n255\n") + raw({0xFF, 0x00, 0x00, 0x00, 0xFF, 0x00}) << 2
                                   << 1 << 3 << 255 << QList<int>{255, 0, 0, 0, 255, 0};
    QTest::newRow("P6 maxval 256") << QByteArray("P6 1 1 256\n") + raw({0x01, 0x00, 0x00, 0x80, 0x00, 0x01}) << 1 << 1
                                   << 3 << 256 << QList<int>{256, 128, 1};
    // A comment ended by CRLF, and a header ending in a lone CR: the raster starts right after it.
    QTest::newRow("P6 maxval 1023 CRLF comment")
        << QByteArray("P6\r\n# crlf comment\r\n1 1\r\n1023\r") + raw({0x03, 0xFF, 0x02, 0x00, 0x00, 0x0A}) << 1 << 1
        << 3 << 1023 << QList<int>{1023, 512, 10};
    QTest::newRow("P6 maxval 65535 2x1")
        << QByteArray("P6 2 1 65535\n") + raw({0xFF, 0xFF, 0x00, 0x00, 0x80, 0x00, 0x00, 0x01, 0xAB, 0xCD, 0x00, 0xFF})
        << 2 << 1 << 3 << 65535 << QList<int>{65535, 0, 32768, 1, 0xABCD, 255};
    QTest::newRow("P6 2x2 trailing data")
        << QByteArray("P6 2 2 200\n") + raw({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 200}) + raw({0, 0, 255})
        << 2 << 2 << 3 << 200 << QList<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 200};
}

void TestPnm::readValid()
{
    QFETCH(QByteArray, file);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, channels);
    QFETCH(int, maxval);
    QFETCH(QList<int>, samples);

    Image image;
    try {
        image = readFile(file);
    } catch (const PnmError& e) {
        QFAIL(qPrintable(QStringLiteral("unexpected PnmError: ") + QString::fromStdString(e.what())));
    }
    QCOMPARE(image.width, width);
    QCOMPARE(image.height, height);
    QCOMPARE(image.channels, channels);
    QCOMPARE(image.maxval, maxval);
    QCOMPARE(toList(image.samples.toVector()), samples);
}

// Exactly one whitespace byte follows maxval in binary files; whatever comes next is a pixel,
// even if it looks like whitespace or a comment.
void TestPnm::rasterStartsAfterOneWhitespaceByte_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<int>("firstSample");

    QTest::newRow("space after newline") << QByteArray("P5 1 1 255\n ") << 32;
    QTest::newRow("newline after newline") << QByteArray("P5 1 1 255\n\n") << 10;
    QTest::newRow("newline after space") << QByteArray("P5 1 1 255 \n") << 10;
    QTest::newRow("LF after CR (CRLF)") << QByteArray("P5 1 1 255\r\n") << 10;
    QTest::newRow("hash after newline") << QByteArray("P5 1 1 255\n#") << 35;
    QTest::newRow("hash after space") << QByteArray("P5 1 1 255 #") << 35;
    QTest::newRow("tab after tab") << QByteArray("P5 1 1 255\t\t") << 9;
    QTest::newRow("CR after newline") << QByteArray("P5 1 1 255\n\r") << 13;
    QTest::newRow("digit after newline") << QByteArray("P5 1 1 255\n7") << 55;
}

void TestPnm::rasterStartsAfterOneWhitespaceByte()
{
    QFETCH(QByteArray, file);
    QFETCH(int, firstSample);
    const Image image = readFile(file);
    QCOMPARE(image.width, 1);
    QCOMPARE(image.height, 1);
    QCOMPARE(image.channels, 1);
    QCOMPARE(toList(image.samples.toVector()), QList<int>{firstSample});
}

// ---------------------------------------------------------------------------------------------
// Malformed files: each must throw PnmError, say something specific, and fail fast.
// ---------------------------------------------------------------------------------------------

void TestPnm::readMalformed_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("messagePart");

    const QByteArray zeros30(30, '0');
    const QByteArray nines30(30, '9');

    // Not a supported file at all.
    QTest::newRow("empty") << QByteArray() << "empty";
    QTest::newRow("GIF") << QByteArray("GIF89a") << "not a Netpbm";
    QTest::newRow("P alone") << QByteArray("P") << "not a Netpbm";
    QTest::newRow("P8") << QByteArray("P8 1 1 255\n") + raw({0}) << "not a Netpbm";
    QTest::newRow("P0") << QByteArray("P0 1 1 255\n") + raw({0}) << "not a Netpbm";
    QTest::newRow("lower-case p5") << QByteArray("p5 1 1 255\n") + raw({0}) << "not a Netpbm";
    QTest::newRow("leading space") << QByteArray(" P5 1 1 255\n") + raw({0}) << "not a Netpbm";
    QTest::newRow("NUL byte") << raw({0}) << "not a Netpbm";
    // PBM, PAM and PFM as strict as the rest.
    QTest::newRow("P1 bit 2") << QByteArray("P1\n2 1\n0 2\n") << "a bit must be 0 or 1";
    QTest::newRow("P1 one bit short") << QByteArray("P1\n2 1\n0") << "ends";
    QTest::newRow("P4 short row") << QByteArray("P4\n9 1\n") + raw({0}) << "truncated";
    QTest::newRow("P7 no ENDHDR") << QByteArray("P7\nWIDTH 1\nHEIGHT 1\nDEPTH 1\nMAXVAL 255\n") << "ENDHDR";
    QTest::newRow("P7 WIDTH twice") << QByteArray("P7\nWIDTH 1\nWIDTH 1\nHEIGHT 1\nDEPTH 1\nMAXVAL 255\nENDHDR\n") +
                                           raw({0})
                                    << "twice";
    QTest::newRow("P7 sample above MAXVAL") << QByteArray("P7\nWIDTH 1\nHEIGHT 1\nDEPTH 1\nMAXVAL 9\nENDHDR\n") +
                                                   raw({10})
                                            << "exceeds MAXVAL";
    QTest::newRow("P7 BLACKANDWHITE maxval 255")
        << QByteArray("P7\nWIDTH 1\nHEIGHT 1\nDEPTH 1\nMAXVAL 255\nTUPLTYPE BLACKANDWHITE\nENDHDR\n") + raw({0})
        << "MAXVAL 1";
    QTest::newRow("P7 unknown keyword") << QByteArray("P7\nWIDTH 1\nHEIGHT 1\nDEPTH 1\nMAXVAL 1\nCOLOUR red\nENDHDR\n") +
                                               raw({0})
                                        << "unknown PAM header keyword";
    QTest::newRow("PFM scale not a number") << QByteArray("Pf\n1 1\nabc\n") + raw({0, 0, 0, 0}) << "scale";
    QTest::newRow("PFM no space after scale") << QByteArray("Pf\n1 1\n-1.0") << "whitespace";

    // The magic number.
    QTest::newRow("magic only") << QByteArray("P5") << "magic";
    QTest::newRow("magic glued to width") << QByteArray("P51 1 255\n") + raw({0}) << "whitespace";
    QTest::newRow("magic glued to junk") << QByteArray("P6x 1 1 255\n") + raw({0, 0, 0}) << "whitespace";
    QTest::newRow("magic then NUL") << QByteArray("P5") + raw({0}) + QByteArray(" 1 1 255\n") + raw({0})
                                    << "whitespace";

    // Missing header fields.
    QTest::newRow("no width") << QByteArray("P5 ") << "width";
    QTest::newRow("no height") << QByteArray("P5 1") << "height";
    QTest::newRow("no height after space") << QByteArray("P5 1 ") << "height";
    QTest::newRow("no maxval") << QByteArray("P5 1 1") << "maxval";
    QTest::newRow("comment swallows maxval") << QByteArray("P5 1 1 # 255\n") << "maxval";
    QTest::newRow("comment to EOF instead of maxval") << QByteArray("P5 1 1 #255") << "maxval";
    QTest::newRow("plain no maxval") << QByteArray("P2\n1 1\n") << "maxval";

    // Dimensions and maxval out of range.
    QTest::newRow("width 0") << QByteArray("P5 0 1 255\n") + raw({0}) << "at least 1";
    QTest::newRow("height 0") << QByteArray("P5 1 0 255\n") + raw({0}) << "at least 1";
    QTest::newRow("plain width 0") << QByteArray("P2 0 0 255\n") << "at least 1";
    QTest::newRow("maxval 0") << QByteArray("P5 1 1 0\n") + raw({0}) << "maxval";
    QTest::newRow("maxval 0 plain") << QByteArray("P3 1 1 0\n0 0 0") << "maxval";
    QTest::newRow("maxval 65536") << QByteArray("P5 1 1 65536\n") + raw({0, 0}) << "maxval";
    QTest::newRow("maxval 99999") << QByteArray("P2 1 1 99999\n0") << "maxval";
    QTest::newRow("width 30 digits") << QByteArray("P5 ") + nines30 + QByteArray(" 1 255\n") + raw({0}) << "width";
    QTest::newRow("height 30 digits") << QByteArray("P5 1 ") + nines30 + QByteArray(" 255\n") + raw({0}) << "height";
    QTest::newRow("maxval 30 digits") << QByteArray("P5 1 1 ") + nines30 + QByteArray("\n") + raw({0}) << "maxval";
    QTest::newRow("maxval 1 then 30 zeros") << QByteArray("P5 1 1 1") + zeros30 + QByteArray("\n") + raw({0})
                                            << "maxval";
    QTest::newRow("width beyond reader limit") << QByteArray("P5 2000000 1 255\n") + raw({0}) << "width";

    // Signs and junk in numbers.
    QTest::newRow("plus width") << QByteArray("P5 +1 1 255\n") + raw({0}) << "width";
    QTest::newRow("minus height") << QByteArray("P5 1 -1 255\n") + raw({0}) << "height";
    QTest::newRow("plus maxval") << QByteArray("P5 1 1 +255\n") + raw({0}) << "maxval";
    QTest::newRow("minus maxval") << QByteArray("P5 1 1 -255\n") + raw({0}) << "maxval";
    QTest::newRow("junk after width") << QByteArray("P5 1x 1 255\n") + raw({0}) << "after the width";
    QTest::newRow("junk after height") << QByteArray("P5 1 1x 255\n") + raw({0}) << "after the height";
    QTest::newRow("junk after maxval") << QByteArray("P5 1 1 255x") + raw({0}) << "after the maxval";
    QTest::newRow("decimal point maxval") << QByteArray("P5 1 1 255.0\n") + raw({0}) << "after the maxval";
    QTest::newRow("hex width") << QByteArray("P5 0x10 1 255\n") + raw({0}) << "after the width";
    QTest::newRow("letter for width") << QByteArray("P5 a 1 255\n") + raw({0}) << "width";
    // Latin-1 superscript two: not a decimal digit whatever the locale.
    QTest::newRow("non-ASCII digit width") << QByteArray("P5 ") + raw({0xB2}) + QByteArray(" 1 255\n") + raw({0})
                                           << "width";
    QTest::newRow("NUL after maxval") << QByteArray("P5 1 1 255") + raw({0, 0}) << "after the maxval";
    QTest::newRow("plain minus sample") << QByteArray("P2 1 1 9 -1") << "sample";
    QTest::newRow("plain plus sample") << QByteArray("P2 1 1 9 +1") << "sample";
    QTest::newRow("plain junk after sample") << QByteArray("P2 2 1 255 12a 1") << "after the sample";
    QTest::newRow("plain comma separated") << QByteArray("P3 1 1 9 1,2,3") << "after the sample";
    QTest::newRow("plain 30-digit sample") << QByteArray("P2 1 1 65535 ") + nines30 << "sample";

    // Truncated rasters.
    QTest::newRow("binary ends at maxval") << QByteArray("P5 1 1 255") << "ends before the pixel data";
    QTest::newRow("P5 no raster") << QByteArray("P5 1 1 255\n") << "truncated";
    QTest::newRow("P5 one byte short") << QByteArray("P5 2 2 255\n") + raw({1, 2, 3}) << "truncated";
    QTest::newRow("P5 16-bit one byte short") << QByteArray("P5 2 1 65535\n") + raw({0, 1, 0}) << "truncated";
    QTest::newRow("P5 16-bit half sample") << QByteArray("P5 1 1 256\n") + raw({1}) << "truncated";
    QTest::newRow("P6 one byte short") << QByteArray("P6 2 1 255\n") + raw({1, 2, 3, 4, 5}) << "truncated";
    QTest::newRow("P6 16-bit one byte short")
        << QByteArray("P6 1 1 1023\n") + raw({0, 1, 0, 2, 0}) << "truncated";
    // The one byte after maxval is the delimiter, not raster: one sample short.
    QTest::newRow("P5 raster eaten by delimiter") << QByteArray("P5 2 1 255\n\n") << "truncated";
    QTest::newRow("P2 one sample short") << QByteArray("P2 2 2 255\n1 2 3\n") << "ends";
    QTest::newRow("P3 one sample short") << QByteArray("P3 1 1 255\n1 2") << "ends";
    QTest::newRow("P3 samples in a comment") << QByteArray("P3 1 1 255\n1 2 # 3\n") << "ends";

    // Samples above maxval.
    QTest::newRow("P5 8-bit above maxval") << QByteArray("P5 2 1 200\n") + raw({0, 201}) << "exceeds maxval";
    QTest::newRow("P5 maxval 1 sample 2") << QByteArray("P5 1 1 1\n") + raw({2}) << "exceeds maxval";
    QTest::newRow("P5 16-bit above maxval") << QByteArray("P5 1 1 1000\n") + raw({0x03, 0xE9}) << "exceeds maxval";
    QTest::newRow("P5 16-bit maxval 256 sample 257") << QByteArray("P5 1 1 256\n") + raw({0x01, 0x01})
                                                     << "exceeds maxval";
    QTest::newRow("P6 8-bit above maxval") << QByteArray("P6 1 1 100\n") + raw({0, 0, 101}) << "exceeds maxval";
    QTest::newRow("P6 16-bit above maxval") << QByteArray("P6 1 1 1023\n") + raw({0, 0, 0x04, 0x00, 0, 0})
                                            << "exceeds maxval";
    QTest::newRow("P2 above maxval") << QByteArray("P2 1 1 9 10") << "exceeds maxval";
    QTest::newRow("P2 above maxval 1") << QByteArray("P2 2 1 1\n1 2\n") << "exceeds maxval";
    QTest::newRow("P3 above maxval") << QByteArray("P3 1 1 1000\n0 0 1001\n") << "exceeds maxval";
    // Above 16 bits it is refused as a number before it can be compared with maxval.
    QTest::newRow("P2 sample 65536") << QByteArray("P2 1 1 65535\n65536\n") << "sample";

    // Images that are far too large for the bytes given: refused before any allocation.
    QTest::newRow("P5 65535x65535 in 20 bytes") << QByteArray("P5 65535 65535 255\n") + raw({0}) << "limit";
    QTest::newRow("P6 65535x65535 16-bit") << QByteArray("P6 65535 65535 65535\n") + raw({0, 0}) << "limit";
    QTest::newRow("P2 65535x65535") << QByteArray("P2 65535 65535 255\n0 0\n") << "limit";
    QTest::newRow("P5 16385x16384 over kMaxPixels") << QByteArray("P5 16385 16384 255\n") + raw({0}) << "limit";
    QTest::newRow("P5 1048576x1048576") << QByteArray("P5 1048576 1048576 1\n") + raw({0}) << "limit";
    // Exactly kMaxPixels is allowed by size, so these fail on the missing raster instead.
    QTest::newRow("P5 16384x16384 truncated") << QByteArray("P5 16384 16384 255\n") + raw({0}) << "truncated";
    QTest::newRow("P6 16384x16384 16-bit truncated") << QByteArray("P6 16384 16384 65535\n") + raw({0})
                                                     << "truncated";
    QTest::newRow("P2 16384x16384 too short") << QByteArray("P2 16384 16384 255\n1 2 3\n") << "too short";
    QTest::newRow("P3 4096x4096 too short") << QByteArray("P3 4096 4096 255\n1 2 3\n") << "too short";
}

void TestPnm::readMalformed()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, messagePart);

    QString message;
    bool threw = false;
    allocation_probe::start();
    try {
        const Image image = readFile(file);
        message = QStringLiteral("no error; read %1x%2, %3 channels, maxval %4")
                      .arg(image.width)
                      .arg(image.height)
                      .arg(image.channels)
                      .arg(image.maxval);
    } catch (const PnmError& e) {
        threw = true;
        message = QString::fromStdString(e.what());
    }
    const allocation_probe::Figures allocated = allocation_probe::stop();

    QVERIFY2(threw, qPrintable(message));
    QVERIFY2(message.contains(messagePart, Qt::CaseInsensitive),
             qPrintable(QStringLiteral("message \"%1\" does not mention \"%2\"").arg(message, messagePart)));
    // The project's requirement: bad input is refused before any large allocation. A sample
    // takes at least one byte of a file and two bytes in memory, so nothing a file can fill
    // needs more than twice its size; allow twice that, and 64 KiB for the message.
    const std::size_t bound = 4 * std::size_t(file.size()) + 65536;
    QVERIFY2(allocated.largest <= bound,
             qPrintable(QStringLiteral("allocated %1 bytes at once for a %2-byte file").arg(allocated.largest).arg(file.size())));
}

// Sample errors name the offending pixel's row and column.
void TestPnm::errorSaysWhere_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("where");

    QTest::newRow("P2 row 1 column 1") << QByteArray("P2 3 2 9\n0 0 0\n0 10 0\n") << "row 1, column 1";
    QTest::newRow("P3 row 1 column 0") << QByteArray("P3 2 2 9\n0 0 0 0 0 0\n0 0 10 0 0 0\n") << "row 1, column 0";
    QTest::newRow("P5 row 0 column 2") << QByteArray("P5 3 2 100\n") + raw({0, 0, 101, 0, 0, 0}) << "row 0, column 2";
    QTest::newRow("P6 16-bit row 1 column 1")
        << QByteArray("P6 2 2 1000\n") + raw({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x03, 0xE9, 0, 0})
        << "row 1, column 1";
    QTest::newRow("P2 missing sample at row 1 column 0") << QByteArray("P2 2 2 9\n1 2\n") << "row 1, column 0";
}

void TestPnm::errorSaysWhere()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, where);
    try {
        readFile(file);
        QFAIL("no error");
    } catch (const PnmError& e) {
        const QString message = QString::fromStdString(e.what());
        QVERIFY2(message.contains(where), qPrintable(message));
    }
}

// Callers that only know std::runtime_error still catch reader errors.
void TestPnm::errorIsRuntimeError()
{
    const QByteArray file("P5 0 0 255\n");
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, readFile(file));
    QVERIFY_THROWS_EXCEPTION(PnmError, readFile(file));
}

void TestPnm::looksLikePnm_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<bool>("expected");

    // Any Netpbm variant counts (PFM's PF and Pf too), whether or not the reader then accepts it.
    for (char d = '1'; d <= '7'; ++d)
        QTest::addRow("P%c", d) << QByteArray("P") + d + QByteArray("\n1 1\n") << true;
    QTest::newRow("P5 exactly two bytes") << QByteArray("P5") << true;
    QTest::newRow("P0") << QByteArray("P0 1 1") << false;
    QTest::newRow("P8") << QByteArray("P8 1 1") << false;
    QTest::newRow("p5") << QByteArray("p5 1 1") << false;
    QTest::newRow("P alone") << QByteArray("P") << false;
    QTest::newRow("empty") << QByteArray() << false;
    QTest::newRow("PNG") << raw({0x89, 'P', 'N', 'G'}) << false;
    QTest::newRow("NUL then P5") << raw({0, 'P', '5'}) << false;
    QTest::newRow("Px") << QByteArray("Px") << false;
    QTest::newRow("PF") << QByteArray("PF\n1 1\n-1\n") << true;
    QTest::newRow("Pf") << QByteArray("Pf\n1 1\n-1\n") << true;
}

void TestPnm::looksLikePnm()
{
    QFETCH(QByteArray, file);
    QFETCH(bool, expected);
    QCOMPARE(passband::looksLikePnm(bytesOf(file), static_cast<std::size_t>(file.size())), expected);
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

// Small images whose whole output is spelled out by hand.
void TestPnm::writeExactBytes_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("channels");
    QTest::addColumn<int>("maxval");
    QTest::addColumn<QList<int>>("samples");
    QTest::addColumn<QString>("comment");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("grey 8-bit 3x1") << 3 << 1 << 1 << 255 << QList<int>{0, 35, 255} << QString()
                                    << QByteArray("P5\n3 1\n255\n") + raw({0, 35, 255});
    QTest::newRow("grey 16-bit 2x1") << 2 << 1 << 1 << 65535 << QList<int>{0x1234, 0xFF00} << QString()
                                     << QByteArray("P5\n2 1\n65535\n") + raw({0x12, 0x34, 0xFF, 0x00});
    QTest::newRow("grey maxval 256") << 1 << 1 << 1 << 256 << QList<int>{256} << QString()
                                     << QByteArray("P5\n1 1\n256\n") + raw({0x01, 0x00});
    QTest::newRow("colour 16-bit 2x1") << 2 << 1 << 3 << 1000 << QList<int>{1000, 0, 1, 256, 2, 999} << QString()
                                       << QByteArray("P6\n2 1\n1000\n") +
                                              raw({0x03, 0xE8, 0x00, 0x00, 0x00, 0x01, 0x01, 0x00, 0x00, 0x02, 0x03, 0xE7});
    QTest::newRow("colour 8-bit 1x2 comment") << 1 << 2 << 3 << 255 << QList<int>{1, 2, 3, 4, 5, 6}
                                              << QStringLiteral("made by tst_pnm")
                                              << QByteArray("P6\n# made by tst_pnm\n1 2\n255\n") + raw({1, 2, 3, 4, 5, 6});
    // Alpha is not stored: grey+alpha writes as P5, RGBA as P6.
    QTest::newRow("grey+alpha drops alpha") << 2 << 1 << 2 << 255 << QList<int>{10, 200, 20, 100} << QString()
                                            << QByteArray("P5\n2 1\n255\n") + raw({10, 20});
    QTest::newRow("RGBA drops alpha") << 2 << 1 << 4 << 255 << QList<int>{1, 2, 3, 99, 4, 5, 6, 98} << QString()
                                      << QByteArray("P6\n2 1\n255\n") + raw({1, 2, 3, 4, 5, 6});
    QTest::newRow("RGBA 16-bit drops alpha")
        << 1 << 1 << 4 << 65535 << QList<int>{0x0102, 0x0304, 0x0506, 0xFFFF} << QString()
        << QByteArray("P6\n1 1\n65535\n") + raw({0x01, 0x02, 0x03, 0x04, 0x05, 0x06});
    // A comment is one header line: newlines and CRs inside it become spaces.
    QTest::newRow("comment with LF") << 1 << 1 << 1 << 1 << QList<int>{1} << QStringLiteral("line one\nline two")
                                     << QByteArray("P5\n# line one line two\n1 1\n1\n") + raw({1});
    QTest::newRow("comment with CRLF") << 1 << 1 << 1 << 255 << QList<int>{0} << QStringLiteral("a\r\nb\n")
                                       << QByteArray("P5\n# a  b \n1 1\n255\n") + raw({0});
}

void TestPnm::writeExactBytes()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, channels);
    QFETCH(int, maxval);
    QFETCH(QList<int>, samples);
    QFETCH(QString, comment);
    QFETCH(QByteArray, expected);

    const Image image = makeImage(width, height, channels, maxval, samples);
    const QByteArray written = toBytes(writePnm(image, comment.toStdString()));
    QCOMPARE(written, expected);
}

// Pseudo-random images of many shapes: exact header, exact raster encoding, and readPnm
// gives back the colour samples unchanged.
void TestPnm::roundTrip_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("channels");
    QTest::addColumn<int>("maxval");
    QTest::addColumn<QString>("comment");
    QTest::addColumn<QByteArray>("header");

    QTest::newRow("grey 8-bit 7x3") << 7 << 3 << 1 << 255 << QString() << QByteArray("P5\n7 3\n255\n");
    QTest::newRow("colour 8-bit 7x3") << 7 << 3 << 3 << 255 << QString() << QByteArray("P6\n7 3\n255\n");
    QTest::newRow("grey 16-bit 7x3") << 7 << 3 << 1 << 65535 << QString() << QByteArray("P5\n7 3\n65535\n");
    QTest::newRow("colour 16-bit 5x4") << 5 << 4 << 3 << 65535 << QString() << QByteArray("P6\n5 4\n65535\n");
    QTest::newRow("grey 1x1") << 1 << 1 << 1 << 255 << QString() << QByteArray("P5\n1 1\n255\n");
    QTest::newRow("colour 1x1 16-bit") << 1 << 1 << 3 << 65535 << QString() << QByteArray("P6\n1 1\n65535\n");
    QTest::newRow("grey maxval 1000 7x3") << 7 << 3 << 1 << 1000 << QString() << QByteArray("P5\n7 3\n1000\n");
    QTest::newRow("colour maxval 1000 3x7") << 3 << 7 << 3 << 1000 << QString() << QByteArray("P6\n3 7\n1000\n");
    QTest::newRow("grey maxval 1 4x4") << 4 << 4 << 1 << 1 << QString() << QByteArray("P5\n4 4\n1\n");
    QTest::newRow("colour maxval 256 2x3") << 2 << 3 << 3 << 256 << QString() << QByteArray("P6\n2 3\n256\n");
    QTest::newRow("grey maxval 100 1x9") << 1 << 9 << 1 << 100 << QString() << QByteArray("P5\n1 9\n100\n");
    QTest::newRow("grey 8-bit 64x33") << 64 << 33 << 1 << 255 << QString() << QByteArray("P5\n64 33\n255\n");
    QTest::newRow("grey+alpha 8-bit 3x2") << 3 << 2 << 2 << 255 << QString() << QByteArray("P5\n3 2\n255\n");
    QTest::newRow("RGBA 16-bit 3x2") << 3 << 2 << 4 << 65535 << QString() << QByteArray("P6\n3 2\n65535\n");
    QTest::newRow("RGBA maxval 1000 7x3") << 7 << 3 << 4 << 1000 << QString() << QByteArray("P6\n7 3\n1000\n");
    QTest::newRow("grey with comment") << 7 << 3 << 1 << 255 << QStringLiteral("made by test")
                                       << QByteArray("P5\n# made by test\n7 3\n255\n");
    QTest::newRow("colour with multi-line comment")
        << 2 << 2 << 3 << 65535 << QStringLiteral("first\nsecond\rthird") << QByteArray("P6\n# first second third\n2 2\n65535\n");
    QTest::newRow("comment with hash and digits") << 3 << 1 << 1 << 255 << QStringLiteral("# 1 2 3 P5")
                                                  << QByteArray("P5\n# # 1 2 3 P5\n3 1\n255\n");
}

void TestPnm::roundTrip()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, channels);
    QFETCH(int, maxval);
    QFETCH(QString, comment);
    QFETCH(QByteArray, header);

    const Image image = randomImage(width, height, channels, maxval, qHash(QByteArray(QTest::currentDataTag())));
    const QByteArray written = toBytes(writePnm(image, comment.toStdString()));

    // Header text exactly as expected.
    QVERIFY2(written.startsWith(header), qPrintable(QString::fromLatin1(written.left(header.size() + 8).toPercentEncoding())));

    // Raster: colour channels only, 1 byte or 2 bytes big-endian.
    const int colour = (channels == 2 || channels == 4) ? channels - 1 : channels;
    const int bytes = maxval > 255 ? 2 : 1;
    QByteArray raster;
    for (int p = 0; p < width * height; ++p)
        for (int c = 0; c < colour; ++c) {
            const int v = image.samples[static_cast<std::size_t>(p) * channels + c];
            if (bytes == 2)
                raster.append(static_cast<char>(v >> 8));
            raster.append(static_cast<char>(v & 0xFF));
        }
    QCOMPARE(written.size(), header.size() + raster.size());
    QCOMPARE(written.mid(header.size()), raster);

    // And it reads back.
    const Image back = readFile(written);
    QCOMPARE(back.width, width);
    QCOMPARE(back.height, height);
    QCOMPARE(back.channels, colour);
    QCOMPARE(back.maxval, maxval);
    QList<int> expected;
    for (int p = 0; p < width * height; ++p)
        for (int c = 0; c < colour; ++c)
            expected.append(image.samples[static_cast<std::size_t>(p) * channels + c]);
    QCOMPARE(toList(back.samples.toVector()), expected);
}

// ---------------------------------------------------------------------------------------------
// Luminance
// ---------------------------------------------------------------------------------------------

void TestPnm::luminance_data()
{
    QTest::addColumn<int>("channels");
    QTest::addColumn<int>("maxval");
    QTest::addColumn<QList<int>>("input");
    QTest::addColumn<int>("expectedChannels");
    QTest::addColumn<QList<int>>("expected");

    // Y = round(0.299 R + 0.587 G + 0.114 B), worked out by hand:
    //   (255,0,0) 76.245 -> 76; (0,255,0) 149.685 -> 150; (0,0,255) 29.07 -> 29;
    //   (10,20,30) 2.99 + 11.74 + 3.42 = 18.15 -> 18.
    QTest::newRow("primaries") << 3 << 255 << QList<int>{255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30} << 1
                               << QList<int>{76, 150, 29, 18};
    // White stays white (the weights sum to 1), black stays black; 79.488 -> 79.
    QTest::newRow("white black brown") << 3 << 255 << QList<int>{255, 255, 255, 0, 0, 0, 128, 64, 32} << 1
                                       << QList<int>{255, 0, 79};
    // Rounding near 0.5: 0.456 -> 0, 0.57 -> 1, 0.897 -> 1, 0.587 -> 1.
    QTest::newRow("rounding") << 3 << 255 << QList<int>{0, 0, 4, 0, 0, 5, 3, 0, 0, 0, 1, 0} << 1
                              << QList<int>{0, 1, 1, 1};
    // 16-bit: 19594.965 -> 19595; 38469.045 -> 38469; 7470.99 -> 7471; white 65535.
    QTest::newRow("16-bit") << 3 << 65535 << QList<int>{65535, 0, 0, 0, 65535, 0, 0, 0, 65535, 65535, 65535, 65535}
                            << 1 << QList<int>{19595, 38469, 7471, 65535};
    // maxval kept: 299 + 293.5 + 11.4 = 603.9 -> 604.
    QTest::newRow("maxval 1000") << 3 << 1000 << QList<int>{1000, 500, 100} << 1 << QList<int>{604};
    // Alpha is carried through unchanged.
    QTest::newRow("RGBA") << 4 << 255 << QList<int>{255, 0, 0, 7, 10, 20, 30, 200} << 2 << QList<int>{76, 7, 18, 200};
    QTest::newRow("RGBA 16-bit") << 4 << 65535 << QList<int>{0, 65535, 0, 1234, 65535, 65535, 65535, 0} << 2
                                 << QList<int>{38469, 1234, 65535, 0};
    // Grey images come back unchanged, alpha and all.
    QTest::newRow("grey") << 1 << 255 << QList<int>{1, 2, 3, 4} << 1 << QList<int>{1, 2, 3, 4};
    QTest::newRow("grey+alpha") << 2 << 1000 << QList<int>{1000, 5, 0, 999} << 2 << QList<int>{1000, 5, 0, 999};
}

void TestPnm::luminance()
{
    QFETCH(int, channels);
    QFETCH(int, maxval);
    QFETCH(QList<int>, input);
    QFETCH(int, expectedChannels);
    QFETCH(QList<int>, expected);

    // Lay the pixels out as two rows when the count is even, so row-major order matters.
    const int pixels = static_cast<int>(input.size()) / channels;
    const int height = pixels % 2 == 0 ? 2 : 1;
    const int width = pixels / height;
    const Image image = makeImage(width, height, channels, maxval, input);
    const Image grey = passband::luminance(image);

    QCOMPARE(grey.width, width);
    QCOMPARE(grey.height, height);
    QCOMPARE(grey.channels, expectedChannels);
    QCOMPARE(grey.maxval, maxval);
    QCOMPARE(toList(grey.samples.toVector()), expected);
}


// ---------------------------------------------------------------------------------------------
// PBM, PAM and PFM: values worked out by hand from the netpbm specifications
// ---------------------------------------------------------------------------------------------

namespace {

QByteArray littleFloats(std::initializer_list<float> values)
{
    QByteArray out;
    for (float v : values) {
        std::uint32_t bits;
        std::memcpy(&bits, &v, 4);
        for (int k = 0; k < 4; ++k)
            out.append(static_cast<char>((bits >> (8 * k)) & 0xff));
    }
    return out;
}

} // namespace

void TestPnm::readBitmapsPamAndPfm_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("channels");
    QTest::addColumn<int>("maxval"); // 0: float samples
    QTest::addColumn<QVector<double>>("samples");

    // PBM: 1 is black, read as 0 (grey with maxval 1, 1 white).
    QTest::newRow("P1") << QByteArray("P1\n# c\n3 2\n1 0 1\n0 0 1\n") << 3 << 1 << 1
                        << QVector<double>{0, 1, 0, 1, 1, 0};
    QTest::newRow("P1 without separators") << QByteArray("P1 4 1 0110") << 4 << 1 << 1 << QVector<double>{1, 0, 0, 1};
    // 10 pixels a row: two bytes, the last 6 bits padding.
    QTest::newRow("P4 padded") << QByteArray("P4\n10 1\n") + raw({0b11000000, 0b01000000}) << 10 << 1 << 1
                               << QVector<double>{0, 0, 1, 1, 1, 1, 1, 1, 1, 0};
    QTest::newRow("P7 grey alpha") << QByteArray("P7\nWIDTH 2\nHEIGHT 1\nDEPTH 2\nMAXVAL 255\n"
                                                 "TUPLTYPE GRAYSCALE_ALPHA\nENDHDR\n") +
                                          raw({7, 255, 9, 0})
                                   << 2 << 2 << 255 << QVector<double>{7, 255, 9, 0};
    QTest::newRow("P7 RGB no TUPLTYPE") << QByteArray("P7\nHEIGHT 1\nWIDTH 1\nMAXVAL 1000\nDEPTH 3\nENDHDR\n") +
                                               raw({0, 1, 0x03, 0xe8, 0x01, 0x00})
                                        << 1 << 3 << 1000 << QVector<double>{1, 1000, 256};
    QTest::newRow("P7 BLACKANDWHITE") << QByteArray("P7\nWIDTH 2\nHEIGHT 1\nDEPTH 1\nMAXVAL 1\n"
                                                    "TUPLTYPE BLACKANDWHITE\nENDHDR\n") +
                                             raw({1, 0})
                                      << 2 << 1 << 1 << QVector<double>{1, 0};
    // PFM rows run bottom-up: the first row in the file is the image's last.
    QTest::newRow("Pf 1x2 little-endian") << QByteArray("Pf\n1 2\n-1.0\n") + littleFloats({-0.5f, 1e6f}) << 1 << 1
                                          << 0 << QVector<double>{1e6, -0.5};
    QByteArray big("PF\n1 1\n1.0\n");
    for (float v : {1.5f, -2.0f, 0.25f}) {
        std::uint32_t bits;
        std::memcpy(&bits, &v, 4);
        for (int k = 3; k >= 0; --k)
            big.append(static_cast<char>((bits >> (8 * k)) & 0xff));
    }
    QTest::newRow("PF big-endian") << big << 1 << 3 << 0 << QVector<double>{1.5, -2.0, 0.25};
}

void TestPnm::readBitmapsPamAndPfm()
{
    QFETCH(QByteArray, file);
    QFETCH(int, width);
    QFETCH(int, channels);
    QFETCH(int, maxval);
    QFETCH(QVector<double>, samples);
    const Image image = readFile(file);
    QCOMPARE(image.width, width);
    QCOMPARE(image.channels, channels);
    QCOMPARE(image.isFloat(), maxval == 0);
    if (maxval)
        QCOMPARE(image.maxval, maxval);
    QCOMPARE(static_cast<qsizetype>(image.sampleCount()), samples.size());
    for (int i = 0; i < samples.size(); ++i)
        QCOMPARE(image.isFloat() ? double(image.values[i]) : double(image.samples[i]), samples[i]);
}

// PFM written and read back: the same floats, negatives and all, rows the right way up.
void TestPnm::pfmRoundTrip()
{
    Image image;
    image.width = 2;
    image.height = 2;
    image.channels = 3;
    image.floating = true;
    image.values = {-1.5f, 0, 2, 1e-3f, 3e7f, -7, 0.125f, 5, 6, 7, 8, -9};
    image.low = -9;
    image.high = 3e7;
    const std::vector<std::uint8_t> bytes = writePfm(image);
    const std::string header = "PF\n2 2\n-1.0\n";
    QCOMPARE(std::string(bytes.begin(), bytes.begin() + header.size()), header);
    QCOMPARE(bytes.size(), header.size() + 4 * image.values.size());
    const Image back = readPnm(bytes.data(), bytes.size());
    QVERIFY(back.isFloat());
    QCOMPARE(back.values, image.values);
    QCOMPARE(back.low, -9.0);
    QCOMPARE(back.high, 3e7);
}

QTEST_GUILESS_MAIN(TestPnm)
#include "tst_pnm.moc"
