// Test patterns and the periodic-noise injector: each pattern's spectrum against a float64
// DFT (a grating is one pair of peaks, exactly where its frequency says), pixel values by
// hand, the noise against the formula evaluated here, and bad parameters; the isolated peaks
// the spectrum pane marks, on spectra made by hand and by a float64 DFT of noisy photos.
#include "errors.h"
#include "image_io.h"
#include "patterns.h"
#include "reference.h"
#include "spectrum_peaks.h"

#include <QtTest>

#include <cmath>

using namespace passband;

namespace {

std::vector<float> samplesOf(const Image& image)
{
    return std::vector<float>(image.samples.begin(), image.samples.end());
}

// An 8-bit grey image of `levels` (row-major), as the spectrum display is.
Image greyImage(const std::vector<long>& levels, int width, int height)
{
    Image image;
    image.width = width;
    image.height = height;
    image.channels = 1;
    image.maxval = 255;
    for (long level : levels)
        image.samples.push_back(std::uint16_t(level));
    return image;
}

// A spectrum display by hand: a background of levels 60..79 (a fixed pseudo-random texture).
std::vector<long> background(int width, int height)
{
    std::vector<long> levels(std::size_t(width) * height);
    std::uint32_t state = 12345;
    for (long& level : levels) {
        state = state * 1664525u + 1013904223u;
        level = 60 + long(state >> 27) % 20;
    }
    return levels;
}

std::vector<std::pair<int, int>> positions(const std::vector<SpectrumPeak>& peaks)
{
    std::vector<std::pair<int, int>> out;
    for (const SpectrumPeak& p : peaks)
        out.emplace_back(p.x, p.y);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

class TestPatterns : public QObject {
    Q_OBJECT

private slots:
    void gratingIsOnePairOfPeaks_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<double>("u");
        QTest::addColumn<double>("v");
        QTest::newRow("64x48, (5, 3)") << 64 << 48 << 5.0 << 3.0;
        QTest::newRow("64x48, (-7, 11)") << 64 << 48 << -7.0 << 11.0;
        QTest::newRow("37x29, (4, 0)") << 37 << 29 << 4.0 << 0.0;
        QTest::newRow("40x40, (0, 9)") << 40 << 40 << 0.0 << 9.0;
    }

    // All the energy but DC sits in bins (u, v) and (-u, -v), each |F| = 127.5 W H / 2, up to
    // 8-bit rounding.
    void gratingIsOnePairOfPeaks()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(double, u);
        QFETCH(double, v);
        PatternSpec spec;
        spec.width = width;
        spec.height = height;
        spec.u = u;
        spec.v = v;
        const Image image = makePattern(spec);
        QCOMPARE(image.channels, 1);
        QCOMPARE(image.maxval, 255);
        const reference::Spectrum f = reference::dft2d(samplesOf(image), width, height);
        const auto bin = [&](long ku, long kv) {
            return f[std::size_t((kv % height + height) % height) * width + std::size_t((ku % width + width) % width)];
        };
        const double expected = 127.5 * width * height / 2;
        QVERIFY(std::abs(std::abs(bin(long(u), long(v))) - expected) < 2e-3 * expected);
        QVERIFY(std::abs(std::abs(bin(-long(u), -long(v))) - expected) < 2e-3 * expected);
        double rest = 0;
        for (std::size_t i = 1; i < f.size(); ++i)
            rest += std::norm(f[i]);
        rest -= std::norm(bin(long(u), long(v))) + std::norm(bin(-long(u), -long(v)));
        QVERIFY2(rest < 1e-4 * 2 * expected * expected, qPrintable(QString("%1 of the energy elsewhere").arg(rest / (2 * expected * expected))));
    }

    // Spectra by hand (64 x 48, DC at (32, 24)): two planted bins are found, strongest first,
    // with their prominence over the ring two and three bins away; a bright line, a broad hill,
    // a bin inside the DC block and a bin too faint are not.
    void peaksByHand()
    {
        const int w = 64, h = 48;
        std::vector<long> levels = background(w, h);
        const auto set = [&](int x, int y, long level) { levels[std::size_t(y) * w + x] = level; };
        set(10, 8, 220);  // planted: 220 - 79 at most around it
        set(50, 40, 180);
        for (int x = 5; x < 60; ++x) // a line (the edges' cross)
            set(x, 30, 230);
        for (int y = 10; y < 20; ++y) // a hill: 3 x 3 top, a wide flank
            for (int x = 40; x < 50; ++x)
                set(x, y, (std::abs(x - 45) <= 1 && std::abs(y - 15) <= 1) ? 250 : 200);
        set(34, 26, 250);  // within the DC block
        set(20, 40, 89);   // at most 89 - 60 above its ring: under the bar of 30
        const std::vector<SpectrumPeak> peaks = isolatedPeaks(greyImage(levels, w, h));
        QCOMPARE(int(peaks.size()), 2);
        QCOMPARE(peaks[0].x, 10);
        QCOMPARE(peaks[0].y, 8);
        QCOMPARE(peaks[1].x, 50);
        QCOMPARE(peaks[1].y, 40);
        long ring = 0; // the brightest level at Chebyshev distance 2..3 from (10, 8), by hand
        for (int dy = -3; dy <= 3; ++dy)
            for (int dx = -3; dx <= 3; ++dx)
                if (std::max(std::abs(dx), std::abs(dy)) >= 2)
                    ring = std::max(ring, levels[std::size_t(8 + dy) * w + 10 + dx]);
        QCOMPARE(peaks[0].prominence, int(220 - ring));
        // Two equal neighbouring bins are one peak, not two.
        set(11, 8, 220);
        QCOMPARE(int(isolatedPeaks(greyImage(levels, w, h)).size()), 2);
        // The most prominent `maxPeaks`.
        QCOMPARE(int(isolatedPeaks(greyImage(levels, w, h), 1).size()), 1);
    }

    // A lattice of more peaks than kMaxPeakCandidates (a pattern's spectrum) is marked not at
    // all; one of as many as that is.
    void latticeOfPeaksIsNotMarked()
    {
        const int w = 128, h = 128;
        for (const int spacing : {8, 16}) {
            std::vector<long> levels = background(w, h);
            int planted = 0;
            for (int y = 4; y < h - 4; y += spacing)
                for (int x = 4; x < w - 4; x += spacing) {
                    levels[std::size_t(y) * w + x] = 200;
                    ++planted;
                }
            const std::vector<SpectrumPeak> peaks = isolatedPeaks(greyImage(levels, w, h), 1000);
            if (planted > kMaxPeakCandidates)
                QVERIFY2(peaks.empty(), qPrintable(QString("%1 marks for %2 peaks").arg(peaks.size()).arg(planted)));
            else
                QCOMPARE(int(peaks.size()), planted);
        }
    }

    // Photos with Add Periodic Noise, their spectra by a float64 DFT: the noise's two bins,
    // (W/2 + u, H/2 + v) and its mirror, are the isolated peaks, and nothing else is; the
    // photos without the noise have none.
    void periodicNoiseIsThePeaks_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("u");
        QTest::addColumn<double>("v");
        QTest::addColumn<double>("amplitude");
        QTest::newRow("astronaut (24, 16) 0.15") << "astronaut.png" << 24.0 << 16.0 << 0.15;
        QTest::newRow("astronaut (-40, 7) 0.05") << "astronaut.png" << -40.0 << 7.0 << 0.05;
        QTest::newRow("brick (30, -50) 0.1") << "brick.png" << 30.0 << -50.0 << 0.1;
    }
    void periodicNoiseIsThePeaks()
    {
        QFETCH(QString, file);
        QFETCH(double, u);
        QFETCH(double, v);
        QFETCH(double, amplitude);
        const Image photo = luminance(loadImage(QString(PASSBAND_SOURCE_DIR "/resources/") + file));
        const auto spectrumOf = [](const Image& image) {
            const std::vector<double> plane(image.samples.begin(), image.samples.end());
            return greyImage(reference::spectrumImage(plane, image.width, image.height), image.width, image.height);
        };
        QVERIFY(isolatedPeaks(spectrumOf(photo)).empty());
        PeriodicNoise noise;
        noise.u = u;
        noise.v = v;
        noise.amplitude = amplitude;
        const std::vector<SpectrumPeak> peaks = isolatedPeaks(spectrumOf(addPeriodicNoise(photo, noise)));
        const int cx = photo.width / 2, cy = photo.height / 2;
        std::vector<std::pair<int, int>> expected{{cx + int(u), cy + int(v)}, {cx - int(u), cy - int(v)}};
        std::sort(expected.begin(), expected.end());
        QCOMPARE(positions(peaks), expected);
    }

    // By hand: bars are the grating's sign; the checkerboard starts black; the zone plate is
    // white at the centre and black where r^2 = max(W, H) (half a cycle).
    void patternsByHand()
    {
        PatternSpec bars;
        bars.kind = PatternKind::Bars;
        bars.width = 40;
        bars.height = 10;
        bars.u = 4;
        bars.v = 0; // period 10 px across: white for x mod 10 in [0, 2.5] and [7.5, 10)
        const Image b = makePattern(bars);
        for (int x = 0; x < 40; ++x) {
            const int phase = x % 10;
            QCOMPARE(int(b.at(x, 3, 0)), (phase <= 2 || phase >= 8) ? 255 : 0);
        }
        PatternSpec board;
        board.kind = PatternKind::Checkerboard;
        board.width = 48;
        board.height = 32;
        board.square = 16;
        const Image c = makePattern(board);
        QCOMPARE(int(c.at(0, 0, 0)), 0);
        QCOMPARE(int(c.at(15, 15, 0)), 0);
        QCOMPARE(int(c.at(16, 0, 0)), 255);
        QCOMPARE(int(c.at(0, 16, 0)), 255);
        QCOMPARE(int(c.at(16, 16, 0)), 0);
        QCOMPARE(int(c.at(47, 31, 0)), 255);
        PatternSpec zone;
        zone.kind = PatternKind::ZonePlate;
        zone.width = 64;
        zone.height = 64;
        const Image z = makePattern(zone);
        QCOMPARE(int(z.at(32, 32, 0)), 255);
        QCOMPARE(int(z.at(40, 32, 0)), 0); // r^2 = 64 = max(W, H)
        QCOMPARE(int(z.at(32, 40, 0)), 0);
        QCOMPARE(QString::fromStdString(zone.describe()), QString("zoneplate 64x64"));
        QCOMPARE(QString::fromStdString(bars.describe()), QString("bars 40x10, 4 x 0 cycles"));
    }

    // Noise on a flat grey, colour and alpha image against the formula evaluated directly,
    // rounded and clamped; alpha untouched.
    void noiseFollowsTheFormula()
    {
        Image flat;
        flat.width = 30;
        flat.height = 20;
        flat.channels = 4;
        flat.maxval = 1000;
        for (std::size_t i = 0; i < flat.pixelCount(); ++i)
            for (const std::uint16_t v : {100, 500, 950, 777})
                flat.samples.push_back(v);
        PeriodicNoise noise;
        noise.u = 3;
        noise.v = -2;
        noise.amplitude = 0.2;
        const Image out = addPeriodicNoise(flat, noise);
        // The range widened by the peak (200) at both ends, mapped back onto 0..1000: nothing
        // clips, even where the image is near black or white.
        for (int y = 0; y < 20; ++y)
            for (int x = 0; x < 30; ++x) {
                const double add = 200 * std::cos(2 * M_PI * (3.0 * x / 30 - 2.0 * y / 20));
                QCOMPARE(int(out.at(x, y, 0)), int(std::lround((100 + 200 + add) * 1000 / 1400)));
                QCOMPARE(int(out.at(x, y, 1)), int(std::lround((500 + 200 + add) * 1000 / 1400)));
                QCOMPARE(int(out.at(x, y, 2)), int(std::lround((950 + 200 + add) * 1000 / 1400)));
                QCOMPARE(int(out.at(x, y, 3)), 777);
            }
    }

    // On black and white (the image's own extremes), the noise is the same sinusoid as
    // elsewhere: what is left after taking the sinusoid away is the image, scaled, everywhere.
    void noiseNeverClips()
    {
        Image grey;
        grey.width = 16;
        grey.height = 8;
        grey.channels = 1;
        grey.maxval = 255;
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 16; ++x)
                grey.samples.push_back(x < 8 ? 0 : 255); // black left, white right
        PeriodicNoise noise;
        noise.u = 4;
        noise.v = 2;
        noise.amplitude = 0.15;
        const Image out = addPeriodicNoise(grey, noise);
        const double peak = 0.15 * 255, scale = 255 / (255 + 2 * peak);
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 16; ++x) {
                const double sinusoid = peak * std::cos(2 * M_PI * (4.0 * x / 16 + 2.0 * y / 8)) * scale;
                const double image = ((x < 8 ? 0 : 255) + peak) * scale;
                // (Clipped, black's troughs and white's crests would be off by up to the peak.)
                QVERIFY(std::abs(out.at(x, y, 0) - sinusoid - image) <= 0.5);
            }
    }

    void badParameters()
    {
        PatternSpec spec;
        spec.width = 0;
        QVERIFY_THROWS_EXCEPTION(Error, makePattern(spec));
        spec.width = 64;
        spec.u = std::nan("");
        QVERIFY_THROWS_EXCEPTION(Error, makePattern(spec));
        spec.kind = PatternKind::Checkerboard;
        spec.square = 0;
        QVERIFY_THROWS_EXCEPTION(Error, makePattern(spec));
        QVERIFY(!parsePatternKind("spiral"));
        QCOMPARE(*parsePatternKind("zoneplate"), PatternKind::ZonePlate);
        Image grey;
        grey.width = grey.height = 2;
        grey.channels = 1;
        grey.samples = {1, 2, 3, 4};
        PeriodicNoise noise;
        noise.amplitude = 1.5;
        QVERIFY_THROWS_EXCEPTION(Error, addPeriodicNoise(grey, noise));
        noise.amplitude = 0.1;
        noise.u = INFINITY;
        QVERIFY_THROWS_EXCEPTION(Error, addPeriodicNoise(grey, noise));
    }
};

QTEST_APPLESS_MAIN(TestPatterns)
#include "tst_patterns.moc"
