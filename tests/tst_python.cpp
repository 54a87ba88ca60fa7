// The filter as a Python script (`passband filter --python`, File > Export > Filter as Python
// Script): the script, run by python3 with NumPy, Pillow and imageio, writes what `passband
// filter` writes, within one level, for every family, shape, edge handling and mapping, on
// grey, colour, alpha, 8-bit, 16-bit and float images of odd and even sizes. The script's own
// run time is printed, never asserted.
#include "image_io.h"
#include "python3.h"
#include "run_passband.h"

#include <QtTest>

#include <QElapsedTimer>
#include <QImage>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cmath>
#include <random>

using passband::Image;

namespace {

struct Kind {
    const char* name;
    int width, height, channels, maxval;
    bool floating;
};

// The test images: odd and even sizes; grey, colour and alpha; 8 and 16 bits and float; in
// PGM, PPM, PNG and TIFF. Smooth content plus noise, so that every filter has work to do.
const Kind kKinds[] = {{"grey-odd.pgm", 37, 29, 1, 255, false},  {"grey-even.png", 32, 24, 1, 255, false},
                       {"colour-odd.ppm", 31, 20, 3, 255, false}, {"alpha-even.png", 24, 18, 4, 255, false},
                       {"deep-odd.tif", 27, 21, 1, 65535, false}, {"deepcolour-even.tif", 20, 16, 3, 65535, false},
                       {"float-odd.tif", 23, 17, 1, 0, true},      {"deep-even.png", 26, 22, 1, 65535, false}};

Image makeImage(const Kind& k, std::uint32_t seed)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> noise(-0.15, 0.15);
    Image image;
    image.width = k.width;
    image.height = k.height;
    image.channels = k.channels;
    const std::size_t n = std::size_t(k.width) * k.height * k.channels;
    std::vector<double> unit(n);
    for (int y = 0; y < k.height; ++y)
        for (int x = 0; x < k.width; ++x)
            for (int c = 0; c < k.channels; ++c) {
                const bool alpha = (k.channels == 2 || k.channels == 4) && c == k.channels - 1;
                const double wave = 0.5 + 0.3 * std::sin(0.37 * x + 0.9 * c) * std::cos(0.23 * y) +
                                    (x > k.width / 2 ? 0.1 : -0.1);
                unit[(std::size_t(y) * k.width + x) * k.channels + c] =
                    std::clamp(alpha ? 0.3 + 0.7 * x / double(k.width) : wave + noise(random), 0.0, 1.0);
            }
    if (k.floating) {
        image.floating = true;
        image.values.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            image.values[i] = float(unit[i] * 3000.0 - 700.0);
        const auto [lo, hi] = std::minmax_element(image.values.begin(), image.values.end());
        image.low = *lo;
        image.high = *hi;
    } else {
        image.maxval = k.maxval;
        image.samples.assign(n, 0);
        for (std::size_t i = 0; i < n; ++i)
            image.samples[i] = static_cast<std::uint16_t>(std::lround(unit[i] * k.maxval));
    }
    return image;
}

// A mask for a w x h spectrum: a soft ring and a stopped patch (8-bit grey PNG).
QString makeMask(const QString& path, int w, int h)
{
    QImage mask(w, h, QImage::Format_Grayscale8);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const double d = std::hypot(x - w / 2, y - h / 2);
            int value = int(255 * (0.5 + 0.5 * std::cos(d / 3.0)));
            if (std::abs(x - w / 2 - 5) < 2 && std::abs(y - h / 2 - 3) < 2)
                value = 0;
            mask.setPixel(x, y, qRgb(value, value, value));
        }
    mask.save(path);
    return path;
}

// The image mirrored left to right: a second image of A's kind and size whose content differs.
Image mirrored(Image image)
{
    const std::size_t channels = std::size_t(image.channels);
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width / 2; ++x)
            for (std::size_t c = 0; c < channels; ++c) {
                const std::size_t i = (std::size_t(y) * image.width + x) * channels + c;
                const std::size_t j = (std::size_t(y) * image.width + (image.width - 1 - x)) * channels + c;
                if (image.isFloat())
                    std::swap(image.values[i], image.values[j]);
                else {
                    const std::uint16_t t = image.samples[i];
                    image.samples[i] = image.samples[j];
                    image.samples[j] = t;
                }
            }
    return image;
}

// A and B for the lab's two-image commands (kKinds' names; B nullptr: A's kind, mirrored): of
// one size, and of other sizes and proportions (B resized to fill A's size, as passband does
// it, which the script does too), grey with colour and colour with grey (both grey), 8 bits
// with 16 and float (B's levels scaled to A's), alpha (left out).
struct LabPair {
    const char* a;
    const char* b;
};
const LabPair kLabPairs[] = {{"grey-odd.pgm", nullptr},
                             {"colour-odd.ppm", nullptr},
                             {"deepcolour-even.tif", nullptr},
                             {"grey-even.png", "colour-odd.ppm"},
                             {"colour-odd.ppm", "deep-even.png"},
                             {"colour-odd.ppm", "deepcolour-even.tif"},
                             {"alpha-even.png", "colour-odd.ppm"},
                             {"deep-odd.tif", "grey-odd.pgm"},
                             {"float-odd.tif", "deep-even.png"},
                             {"deep-even.png", "float-odd.tif"}};

const Kind& kindNamed(const char* name)
{
    for (const Kind& k : kKinds)
        if (QLatin1String(k.name) == QLatin1String(name))
            return k;
    return kKinds[0];
}

// A kernel file: 5 wide and 3 high, not symmetric (so a flip shows), its weights summing to 1,
// with a comment and commas, as README "Lab" allows.
const char* const kKernelFile = "# rows top to bottom as the image shows them\n"
                                "0.1 0.2 0 -0.1 0.05\n"
                                "0, 0.3, 0.1, 0, 0\n"
                                "-0.2 0 0 0.25 0.3\n";

} // namespace

// The largest difference between two images of one kind, in levels: integer samples' own, or
// for float samples `floatLevel` (the test's one level of 16 bits of the input's range).
static double levelsApart(const Image& a, const Image& b, double floatLevel)
{
    double worst = 0;
    if (a.isFloat())
        for (std::size_t i = 0; i < a.values.size(); ++i)
            worst = std::max(worst, std::abs(double(a.values[i]) - b.values[i]) / floatLevel);
    else
        for (std::size_t i = 0; i < a.samples.size(); ++i)
            worst = std::max(worst, std::abs(double(a.samples[i]) - double(b.samples[i])));
    return worst;
}

class TestPython : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString& name) const { return m_dir->filePath(name); }

private slots:
    void initTestCase()
    {
        const QString py = python3();
        QVERIFY2(!py.isEmpty(), "python3 is needed");
        QProcess check;
        check.start(py, {"-c", "import numpy, PIL, imageio"});
        QVERIFY(check.waitForFinished(60000));
        QVERIFY2(check.exitCode() == 0, qPrintable("NumPy, Pillow and imageio are needed (Debian: python3-numpy "
                                                   "python3-pil python3-imageio): " +
                                                   QString::fromLocal8Bit(check.readAllStandardError())));
    }
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void scriptWritesWhatPassbandWrites_data()
    {
        QTest::addColumn<QStringList>("options");
        using L = QStringList;
        QTest::newRow("no filter") << L{};
        QTest::newRow("ideal high-pass") << L{"--highpass", "5"};
        QTest::newRow("ideal low-pass, D = R stopped") << L{"--lowpass", "5"};
        QTest::newRow("ideal band-pass, clamp") << L{"--highpass", "2", "--lowpass", "9.5", "--map", "clamp"};
        QTest::newRow("gaussian low-pass") << L{"--lowpass", "4", "--shape", "gaussian"};
        QTest::newRow("gaussian low-pass 0: DC alone") << L{"--lowpass", "0", "--shape", "gaussian"};
        QTest::newRow("butterworth band, order 3, normalize")
            << L{"--highpass", "3", "--lowpass", "8", "--shape", "butterworth", "--order", "3", "--map", "normalize"};
        QTest::newRow("band-reject") << L{"--highpass", "3", "--lowpass", "7", "--invert", "--shape", "gaussian"};
        QTest::newRow("high-boost") << L{"--highpass", "4", "--shape", "gaussian", "--emphasis", "1,1.5"};
        QTest::newRow("isotropic") << L{"--lowpass", "6", "--isotropic", "--shape", "butterworth"};
        QTest::newRow("isotropic ideal") << L{"--highpass", "3", "--isotropic"};
        QTest::newRow("homomorphic") << L{"--homomorphic", "0.5,1.8,1,6"};
        QTest::newRow("notches") << L{"--notch", "5,-3,2", "--notch", "-4,6,1.5,ideal", "--notch", "7,0,2,butterworth"};
        QTest::newRow("wedges") << L{"--wedge", "30,20,8", "--pass-wedge", "100,140,0,2,12"};
        QTest::newRow("stripes") << L{"--stripes", "horizontal", "--lowpass", "10", "--shape", "gaussian"};
        QTest::newRow("mask") << L{"--mask", "MASK"};
        QTest::newRow("edges smooth") << L{"--highpass", "4", "--shape", "gaussian", "--edges", "smooth"};
        QTest::newRow("edges mirror") << L{"--lowpass", "5", "--notch", "4,2,1.5", "--wedge", "45,30,10,1,9", "--edges", "mirror"};
        QTest::newRow("edges mirror, gaussian") << L{"--lowpass", "6", "--shape", "gaussian", "--edges", "mirror"};
        QTest::newRow("edges mirror, butterworth band")
            << L{"--highpass", "2", "--lowpass", "7", "--shape", "butterworth", "--edges", "mirror", "--homomorphic", "0.6,1.5,1,5"};
        QTest::newRow("edges mirror, mask") << L{"--mask", "MASK", "--edges", "mirror"};
        QTest::newRow("edges hann") << L{"--lowpass", "6", "--shape", "butterworth", "--edges", "hann"};
        QTest::newRow("edges tukey 0.3") << L{"--highpass", "3", "--edges", "tukey", "--taper", "0.3", "--map", "normalize"};
        QTest::newRow("magnitude") << L{"--lowpass", "6", "--shape", "gaussian", "--map", "magnitude"};
        QTest::newRow("removed, low-pass") << L{"--lowpass", "5", "--shape", "gaussian", "--removed"};
        QTest::newRow("removed, high-pass") << L{"--highpass", "4", "--removed"};
        QTest::newRow("grey into .ppm") << L{"--lowpass", "7", "--shape", "gaussian", "SUFFIX", "ppm"};
        QTest::newRow("map none") << L{"--highpass", "3", "--shape", "gaussian", "--map", "none"};
    }
    void scriptWritesWhatPassbandWrites()
    {
        QFETCH(QStringList, options);
        const bool none = options.contains("none");
        double pythonSeconds = 0;
        int runs = 0;
        std::uint32_t seed = 3;
        for (const Kind& k : kKinds) {
            const QString input = path(k.name);
            const Image original = makeImage(k, seed++);
            passband::saveImage(original, input, {}, nullptr);
            QStringList filterOptions = options;
            if (const qsizetype at = filterOptions.indexOf("MASK"); at >= 0)
                filterOptions[at] = makeMask(path(QString("mask-%1.png").arg(k.name)), k.width, k.height);
            // --map none keeps real values: a float TIFF; otherwise the input's own format, or
            // the format a row names (SUFFIX EXT).
            QString suffix = none ? "tif" : QFileInfo(input).suffix();
            if (const qsizetype at = filterOptions.indexOf("SUFFIX"); at >= 0) {
                suffix = filterOptions[at + 1];
                filterOptions.remove(at, 2);
            }
            const QString expected = path(QString("passband-%1.%2").arg(k.name, suffix));
            const QString script = path(QString("filter-%1.py").arg(k.name));
            const PassbandRun made = runPassband(QStringList{"filter", input, expected, "--python", script} + filterOptions,
                                                 m_dir->path());
            QVERIFY2(made.exitCode == 0, qPrintable(made.out + made.err));
            const QString written = path(QString("python-%1.%2").arg(k.name, suffix));
            QProcess run;
            run.setWorkingDirectory(m_dir->path());
            QElapsedTimer clock;
            clock.start();
            run.start(python3(), {script, input, written});
            QVERIFY(run.waitForFinished(120000));
            pythonSeconds += clock.nsecsElapsed() / 1e9;
            ++runs;
            const QString said = QString::fromLocal8Bit(run.readAllStandardError());
            QVERIFY2(run.exitStatus() == QProcess::NormalExit && run.exitCode() == 0, qPrintable(k.name + (": " + said)));
            QVERIFY2(said.isEmpty(), qPrintable(k.name + (" printed: " + said))); // nothing but the file
            const Image a = passband::loadImage(expected), b = passband::loadImage(written);
            QCOMPARE(b.width, a.width);
            QCOMPARE(b.height, a.height);
            QCOMPARE(b.channels, a.channels);
            QCOMPARE(b.isFloat(), a.isFloat());
            if (!a.isFloat())
                QCOMPARE(b.maxval, a.maxval);
            // A float output's level: one of 16 bits of the input's range (an integer input's, 0..maxval).
            const double worst = levelsApart(
                a, b, (original.isFloat() ? original.high - original.low : double(original.maxval)) / 65535);
            QVERIFY2(worst <= 1, qPrintable(QString("%1: the script's output is %2 levels from passband's")
                                                .arg(k.name)
                                                .arg(worst)));
            // The header names the command that writes the same output: run (on the first two
            // images, an odd and an even size), it does.
            if (&k - kKinds >= 2)
                continue;
            QFile text(script);
            QVERIFY(text.open(QIODevice::ReadOnly));
            const QString header = QString::fromUtf8(text.readAll()).section("writes what\n", 1).section('\n', 0, 0).trimmed();
            QVERIFY2(header.startsWith("passband filter "), qPrintable(header));
            const QString again = path(QString("again-%1.%2").arg(k.name, suffix));
            QString command = header.mid(QString("passband").size());
            command.replace(expected, again);
            QProcess shell;
            shell.setWorkingDirectory(m_dir->path());
            shell.start("/bin/sh", {"-c", QStringLiteral(PASSBAND_BINARY) + command});
            QVERIFY(shell.waitForFinished(120000));
            QVERIFY2(shell.exitCode() == 0, qPrintable(header + ": " + shell.readAllStandardError()));
            const Image c = passband::loadImage(again);
            QVERIFY2(c.samples == a.samples && c.values == a.values, qPrintable(header + " writes another image"));
        }
        qInfo("%d scripts ran in %.2f s (%.2f s each, NumPy's import included)", runs, pythonSeconds,
              pythonSeconds / runs);
    }
    // The lab's commands as Python scripts (`passband mix|hybrid|convolve|subsample --python`):
    // each script writes what its command writes, within one level, and its header names the
    // command, which run writes the same image. Two-image commands run over kLabPairs, the
    // others over every kind; the scripts' run time is printed, never asserted.
    void labScriptsWriteWhatPassbandWrites_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("options");
        using L = QStringList;
        QTest::newRow("mix: magnitude from a, phase from b") << "mix" << L{};
        QTest::newRow("mix: magnitude from b, phase from a") << "mix" << L{"--magnitude-from", "b", "--phase-from", "a"};
        QTest::newRow("mix: phase only (magnitude one)") << "mix" << L{"--magnitude-from", "one"};
        QTest::newRow("mix: magnitude only (phase zero)") << "mix" << L{"--phase-from", "zero"};
        QTest::newRow("mix: weights 0.3 and 0.6") << "mix" << L{"--magnitude-from", "0.3", "--phase-from", "0.6"};
        QTest::newRow("mix: phase half way") << "mix" << L{"--phase-from", "0.5"};
        QTest::newRow("mix: clamp") << "mix" << L{"--magnitude-from", "b", "--phase-from", "a", "--map", "clamp"};
        QTest::newRow("hybrid") << "hybrid" << L{};
        QTest::newRow("hybrid: radii 4 and 6") << "hybrid" << L{"--lowpass", "4", "--highpass", "6"};
        QTest::newRow("hybrid: normalize") << "hybrid" << L{"--lowpass", "3.5", "--highpass", "8", "--map", "normalize"};
        QTest::newRow("convolve: box:3") << "convolve" << L{"--kernel", "box:3"};
        QTest::newRow("convolve: box:5, zero padding") << "convolve" << L{"--kernel", "box:5", "--padding", "zero"};
        QTest::newRow("convolve: gaussian:1.2") << "convolve" << L{"--kernel", "gaussian:1.2"};
        QTest::newRow("convolve: gaussian:2, zero padding") << "convolve" << L{"--kernel", "gaussian:2", "--padding", "zero"};
        QTest::newRow("convolve: sobel-x (auto: magnitude)") << "convolve" << L{"--kernel", "sobel-x"};
        QTest::newRow("convolve: sobel-y, zero padding") << "convolve" << L{"--kernel", "sobel-y", "--padding", "zero"};
        QTest::newRow("convolve: sobel-x, clamp") << "convolve" << L{"--kernel", "sobel-x", "--map", "clamp"};
        QTest::newRow("convolve: laplacian, normalize") << "convolve" << L{"--kernel", "laplacian", "--map", "normalize"};
        // 30 degrees: sin a = 0.49999999999999994, which lround takes to 0 and floor(t + 0.5) to 1.
        QTest::newRow("convolve: motion:7,30") << "convolve" << L{"--kernel", "motion:7,30"};
        QTest::newRow("convolve: motion:9,45, zero padding") << "convolve" << L{"--kernel", "motion:9,45", "--padding", "zero"};
        QTest::newRow("convolve: kernel file") << "convolve" << L{"--kernel", "KERNEL"};
        QTest::newRow("convolve: kernel file, zero padding, magnitude")
            << "convolve" << L{"--kernel", "KERNEL", "--padding", "zero", "--map", "magnitude"};
        QTest::newRow("subsample: 1 in 2") << "subsample" << L{"--factor", "2"};
        QTest::newRow("subsample: 1 in 3") << "subsample" << L{"--factor", "3"};
        QTest::newRow("subsample: 1 in 2, antialias") << "subsample" << L{"--factor", "2", "--antialias"};
        QTest::newRow("subsample: 1 in 3, antialias") << "subsample" << L{"--factor", "3", "--antialias"};
        QTest::newRow("subsample: 1 in 2, gaussian low-pass 4")
            << "subsample" << L{"--factor", "2", "--lowpass", "4", "--shape", "gaussian"};
        QTest::newRow("subsample: 1 in 3, butterworth low-pass 5, order 3")
            << "subsample" << L{"--factor", "3", "--lowpass", "5", "--shape", "butterworth", "--order", "3"};
    }
    void labScriptsWriteWhatPassbandWrites()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, options);
        const bool two = command == "mix" || command == "hybrid";
        if (const qsizetype at = options.indexOf("KERNEL"); at >= 0) {
            QFile kernel(path("kernel.txt"));
            QVERIFY(kernel.open(QIODevice::WriteOnly) && kernel.write(kKernelFile) > 0);
            options[at] = kernel.fileName();
        }
        // The inputs: A and B of each pair, or each kind alone.
        struct Case {
            QString name;
            QStringList inputs;
            Image range; // the image whose range the output takes (A)
        };
        std::vector<Case> cases;
        std::uint32_t seed = 11;
        const auto make = [&](const Kind& k, const QString& name, bool mirror) {
            const Image image = mirror ? mirrored(makeImage(k, seed++)) : makeImage(k, seed++);
            passband::saveImage(image, path(name), {}, nullptr);
            return image;
        };
        if (two) {
            for (const LabPair& p : kLabPairs) {
                const Kind& a = kindNamed(p.a);
                const Kind& b = kindNamed(p.b ? p.b : p.a);
                const QString aName = QString("a%1-%2").arg(cases.size()).arg(a.name);
                const QString bName = QString("b%1-%2").arg(cases.size()).arg(b.name);
                const Image image = make(a, aName, false);
                make(b, bName, p.b == nullptr);
                cases.push_back({aName + " with " + bName, {path(aName), path(bName)}, image});
            }
        } else {
            for (const Kind& k : kKinds)
                cases.push_back({k.name, {path(k.name)}, make(k, k.name, false)});
        }
        double pythonSeconds = 0;
        int runs = 0;
        for (const Case& c : cases) {
            const QString suffix = QFileInfo(c.inputs[0]).suffix(); // A's own format
            const QString expected = path(QString("passband-%1.%2").arg(runs).arg(suffix));
            const QString written = path(QString("python-%1.%2").arg(runs).arg(suffix));
            const QString script = path(QString("%1-%2.py").arg(command).arg(runs));
            const PassbandRun made =
                runPassband(QStringList{command} + c.inputs + QStringList{expected, "--python", script} + options, m_dir->path());
            QVERIFY2(made.exitCode == 0, qPrintable(c.name + ": " + made.out + made.err));
            QVERIFY2(made.out.contains(script + ": passband " + command + " as a Python script"), qPrintable(made.out));
            QProcess run;
            run.setWorkingDirectory(m_dir->path());
            QElapsedTimer clock;
            clock.start();
            run.start(python3(), QStringList{script} + c.inputs + QStringList{written});
            QVERIFY(run.waitForFinished(120000));
            pythonSeconds += clock.nsecsElapsed() / 1e9;
            ++runs;
            const QString said = QString::fromLocal8Bit(run.readAllStandardError());
            QVERIFY2(run.exitStatus() == QProcess::NormalExit && run.exitCode() == 0, qPrintable(c.name + ": " + said));
            QVERIFY2(said.isEmpty(), qPrintable(c.name + " printed: " + said)); // nothing but the file
            const Image a = passband::loadImage(expected), b = passband::loadImage(written);
            QCOMPARE(b.width, a.width);
            QCOMPARE(b.height, a.height);
            QCOMPARE(b.channels, a.channels);
            QCOMPARE(b.isFloat(), a.isFloat());
            if (!a.isFloat())
                QCOMPARE(b.maxval, a.maxval);
            const double worst = levelsApart(a, b, (c.range.high - c.range.low) / 65535); // a float's: of A's range
            QVERIFY2(worst <= 1, qPrintable(QString("%1: the script's output is %2 levels from passband's")
                                                .arg(c.name)
                                                .arg(worst)));
            // The header names the command that writes the same output: run, it does.
            QFile text(script);
            QVERIFY(text.open(QIODevice::ReadOnly));
            const QString header = QString::fromUtf8(text.readAll()).section("writes what\n", 1).section('\n', 0, 0).trimmed();
            QVERIFY2(header.startsWith("passband " + command + " "), qPrintable(header));
            QVERIFY2(!header.contains("--python"), qPrintable(header));
            const QString again = path(QString("again-%1.%2").arg(runs).arg(suffix));
            QString line = header.mid(QString("passband").size());
            line.replace(expected, again);
            QProcess shell;
            shell.setWorkingDirectory(m_dir->path());
            shell.start("/bin/sh", {"-c", QStringLiteral(PASSBAND_BINARY) + line});
            QVERIFY(shell.waitForFinished(120000));
            QVERIFY2(shell.exitCode() == 0, qPrintable(header + ": " + shell.readAllStandardError()));
            const Image d = passband::loadImage(again);
            QVERIFY2(d.samples == a.samples && d.values == a.values, qPrintable(header + " writes another image"));
        }
        qInfo("%d %s scripts ran in %.2f s (%.2f s each, NumPy's import included)", runs, qPrintable(command),
              pythonSeconds, pythonSeconds / runs);
    }

};

QTEST_GUILESS_MAIN(TestPython)
#include "tst_python.moc"
