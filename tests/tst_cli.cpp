// The `passband` command line as a user meets it: the real binary run as a subprocess, from a
// temporary working directory far from the build tree, on files made here byte by byte. Results
// are checked against double-precision references computed in this file (1D DFT, 2D inverse DFT)
// or in reference.h (2D forward DFT), never against the program's own code.
//
// Contract under test: exit 0 on success, 2 for a usage error, 1 for any other error; an error
// prints exactly one line on stderr and leaves no output file behind (an existing one untouched).
#include "image_io.h"
#include "mask_file.h"
#include "pnm.h"
#include "preset.h"
#include "reference.h"

#include "run_passband.h"

#include <QtTest>

#include <array>
#include <complex>
#include <functional>
#include <QBuffer>
#include <QColorSpace>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cctype>
#include <climits>
#include <cmath>
#include <complex>
#include <cstring>
#include <map>
#include <memory>
#include <vector>

using passband::Image;
using passband::loadImage;
using passband::saveImage;

namespace {

using Run = PassbandRun;

QString describe(const Run& run)
{
    return QString("exit %1\n--- stdout ---\n%2\n--- stderr ---\n%3").arg(run.exitCode).arg(run.out.left(2000), run.err);
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// ---- Netpbm by hand -------------------------------------------------------------------------

// A binary (P5/P6) or plain (P2/P3) Netpbm file; 2-byte big-endian samples when maxval > 255.
QByteArray makePnm(const QByteArray& magic, int width, int height, int maxval, const std::vector<int>& samples)
{
    QByteArray bytes = magic + "\n" + QByteArray::number(width) + " " + QByteArray::number(height) + "\n" +
                       QByteArray::number(maxval) + "\n";
    const bool plain = magic == "P2" || magic == "P3";
    for (const int s : samples) {
        if (plain) {
            bytes += QByteArray::number(s) + "\n";
        } else {
            if (maxval > 255)
                bytes.append(char((s >> 8) & 0xff));
            bytes.append(char(s & 0xff));
        }
    }
    return bytes;
}

struct Pnm {
    QByteArray magic;
    int width = 0, height = 0, maxval = 0, channels = 0, bytesPerSample = 0;
    std::vector<int> samples;
    QString problem; // empty when the file parsed and its size is exact
};

// Strict reader for what passband writes: P5/P6, '#' comments in the header, one whitespace byte
// after maxval, and exactly width*height*channels samples (no trailing bytes).
Pnm parsePnm(const QByteArray& bytes)
{
    Pnm p;
    if (bytes.size() < 2 || (bytes.left(2) != "P5" && bytes.left(2) != "P6")) {
        p.problem = "not a P5/P6 file";
        return p;
    }
    p.magic = bytes.left(2);
    p.channels = p.magic == "P5" ? 1 : 3;
    int pos = 2;
    int header[3];
    for (int& value : header) {
        for (;;) { // whitespace and comments
            if (pos >= bytes.size()) {
                p.problem = "header ends early";
                return p;
            }
            const char c = bytes[pos];
            if (c == '#') {
                while (pos < bytes.size() && bytes[pos] != '\n')
                    ++pos;
            } else if (std::isspace(static_cast<unsigned char>(c))) {
                ++pos;
            } else {
                break;
            }
        }
        if (!std::isdigit(static_cast<unsigned char>(bytes[pos]))) {
            p.problem = QString("header: unexpected byte at %1").arg(pos);
            return p;
        }
        value = 0;
        while (pos < bytes.size() && std::isdigit(static_cast<unsigned char>(bytes[pos])))
            value = value * 10 + (bytes[pos++] - '0');
    }
    p.width = header[0];
    p.height = header[1];
    p.maxval = header[2];
    if (pos >= bytes.size() || !std::isspace(static_cast<unsigned char>(bytes[pos]))) {
        p.problem = "no whitespace after maxval";
        return p;
    }
    ++pos;
    p.bytesPerSample = p.maxval > 255 ? 2 : 1;
    const qint64 count = qint64(p.width) * p.height * p.channels;
    if (bytes.size() - pos != count * p.bytesPerSample) {
        p.problem = QString("raster is %1 bytes, expected %2").arg(bytes.size() - pos).arg(count * p.bytesPerSample);
        return p;
    }
    const auto* raster = reinterpret_cast<const unsigned char*>(bytes.constData()) + pos;
    p.samples.resize(count);
    for (qint64 i = 0; i < count; ++i)
        p.samples[i] = p.bytesPerSample == 2 ? (raster[2 * i] << 8 | raster[2 * i + 1]) : raster[i];
    return p;
}

// Reproducible samples in 0..maxval (reference::randomImage is 1..255, rescaled).
std::vector<int> randomSamples(int count, int maxval, std::uint32_t seed)
{
    const std::vector<float> r = reference::randomImage(count, 1, seed);
    std::vector<int> s(count);
    for (int i = 0; i < count; ++i)
        s[i] = static_cast<int>(std::lround((r[i] - 1.0) / 254.0 * maxval));
    return s;
}

// Y = 0.299 R + 0.587 G + 0.114 B of interleaved RGB, unrounded.
std::vector<float> luminanceOf(const std::vector<int>& rgb)
{
    std::vector<float> y(rgb.size() / 3);
    for (std::size_t p = 0; p < y.size(); ++p)
        y[p] = float(0.299 * rgb[3 * p] + 0.587 * rgb[3 * p + 1] + 0.114 * rgb[3 * p + 2]);
    return y;
}

int maxAbsDiff(const std::vector<int>& a, const std::vector<int>& b)
{
    if (a.size() != b.size())
        return INT_MAX;
    int m = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        m = std::max(m, std::abs(a[i] - b[i]));
    return m;
}

// Samples of an image Qt read back, as ints: 1 channel for grey formats, else 3 (RGB).
std::vector<int> qimageSamples(const QImage& image, int channels)
{
    std::vector<int> s;
    if (channels == 1) {
        const bool deep = image.format() == QImage::Format_Grayscale16;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                s.push_back(deep ? reinterpret_cast<const quint16*>(image.constScanLine(y))[x]
                                 : image.constScanLine(y)[x]);
        return s;
    }
    const QImage c = image.convertToFormat(QImage::Format_RGB888);
    for (int y = 0; y < c.height(); ++y)
        for (int x = 0; x < 3 * c.width(); ++x)
            s.push_back(c.constScanLine(y)[x]);
    return s;
}

// ---- double-precision references ------------------------------------------------------------

using Complex = std::complex<double>;

// Twiddles e^(sign 2 pi i m / n) for m = 0..n-1, exact angle reduction by integer index.
std::vector<Complex> twiddles(int n, int sign)
{
    std::vector<Complex> t(n);
    for (int m = 0; m < n; ++m)
        t[m] = std::polar(1.0, sign * 2.0 * M_PI * m / n);
    return t;
}

// X[k] = sum_j x[j] e^(-2 pi i j k / N), direct O(N^2).
std::vector<Complex> directDft(const std::vector<double>& x)
{
    const int n = static_cast<int>(x.size());
    const std::vector<Complex> t = twiddles(n, -1);
    std::vector<Complex> out(n);
    for (int k = 0; k < n; ++k) {
        Complex sum = 0;
        for (int j = 0; j < n; ++j)
            sum += x[j] * t[(static_cast<long long>(k) * j) % n];
        out[k] = sum;
    }
    return out;
}

// Real part of the inverse 2D DFT (1/(WH) normalised) of a row-major v*W + u spectrum.
std::vector<double> inverseDft2dReal(const reference::Spectrum& f, int width, int height)
{
    const std::vector<Complex> tw = twiddles(width, +1), th = twiddles(height, +1);
    std::vector<Complex> rows(static_cast<std::size_t>(width) * height);
    for (int v = 0; v < height; ++v)
        for (int x = 0; x < width; ++x) {
            Complex sum = 0;
            for (int u = 0; u < width; ++u)
                sum += f[v * width + u] * tw[(static_cast<long long>(u) * x) % width];
            rows[v * width + x] = sum;
        }
    std::vector<double> out(rows.size());
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            Complex sum = 0;
            for (int v = 0; v < height; ++v)
                sum += rows[v * width + x] * th[(static_cast<long long>(v) * y) % height];
            out[y * width + x] = sum.real() / (double(width) * height);
        }
    return out;
}

// The filter as documented in core/filter.h and kernels/filter.cl: signed frequencies
// (the Nyquist bin of an even size counts as +N/2), D^2 = ku^2 + kv^2; ideal high-pass passes
// D >= R, ideal low-pass D < R; Gaussian low-pass exp(-D^2 / 2R^2), Butterworth
// 1 / (1 + (D/R)^2n); a smooth high-pass is 1 - its low-pass. A radius of 0 (high-pass) is off.
double filterGain(int u, int v, int width, int height, double hp, double lp, const QString& shape, int order)
{
    const double ku = u <= width / 2 ? u : u - width;
    const double kv = v <= height / 2 ? v : v - height;
    const double d2 = ku * ku + kv * kv;
    if (shape == "ideal") {
        double g = 1;
        if (hp > 0 && d2 < hp * hp)
            g = 0;
        if (lp > 0 && d2 >= lp * lp)
            g = 0;
        return g;
    }
    const auto low = [&](double r) {
        const double q = d2 / (r * r);
        return shape == "gaussian" ? std::exp(-0.5 * q) : 1.0 / (1.0 + std::pow(q, order));
    };
    double g = 1;
    if (hp > 0)
        g *= 1.0 - low(hp);
    if (lp > 0)
        g *= low(lp);
    return g;
}

// clamp: clip(g, 0, maxval); normalize: (g - min) / (max - min) maxval; magnitude:
// |g| / max|g| maxval; rounded half up. A constant plane normalizes to 0.
std::vector<int> mapToSamples(const std::vector<double>& g, const QString& mapping, int maxval)
{
    const auto [lo, hi] = std::minmax_element(g.begin(), g.end());
    double peak = 0;
    for (const double v : g)
        peak = std::max(peak, std::abs(v));
    std::vector<int> out(g.size());
    for (std::size_t i = 0; i < g.size(); ++i) {
        double y;
        if (mapping == "clamp")
            y = std::clamp(g[i], 0.0, double(maxval));
        else if (mapping == "normalize")
            y = *hi > *lo ? (g[i] - *lo) / (*hi - *lo) * maxval : 0.0;
        else
            y = peak > 0 ? std::abs(g[i]) / peak * maxval : 0.0;
        out[i] = static_cast<int>(std::clamp(std::floor(y + 0.5), 0.0, double(maxval)));
    }
    return out;
}

// The spectrum display: log(1 + |F|) centred with DC at (W/2, H/2) rounded down, normalized
// to 0..255.
std::vector<int> spectrumReference(const std::vector<float>& grey, int width, int height)
{
    const reference::Spectrum f = reference::dft2d(grey, width, height);
    std::vector<double> display(f.size());
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const int u = (x - width / 2 + width) % width, v = (y - height / 2 + height) % height;
            display[y * width + x] = std::log1p(std::abs(f[v * width + u]));
        }
    return mapToSamples(display, "normalize", 255);
}

// ---- fft1d output ---------------------------------------------------------------------------

struct Fft1dOutput {
    std::vector<Complex> bins;
    QString problem; // empty when the layout is as documented
};

// Header comment line(s), then one "re im" line per bin, then "# largest error ..." and
// "# time: ..." as the last two lines.
Fft1dOutput parseFft1d(const QString& out)
{
    Fft1dOutput r;
    QStringList lines = out.split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    int i = 0;
    while (i < lines.size() && lines[i].startsWith('#'))
        ++i;
    if (i == 0) {
        r.problem = "no header comment";
        return r;
    }
    for (; i < lines.size() && !lines[i].startsWith('#'); ++i) {
        const QStringList parts = lines[i].split(' ', Qt::SkipEmptyParts);
        bool okRe = false, okIm = false;
        const double re = parts.value(0).toDouble(&okRe), im = parts.value(1).toDouble(&okIm);
        if (parts.size() != 2 || !okRe || !okIm) {
            r.problem = QString("line %1 is not 're im': '%2'").arg(i + 1).arg(lines[i]);
            return r;
        }
        r.bins.emplace_back(re, im);
    }
    const QStringList tail = lines.mid(i);
    if (tail.size() != 2 || !tail[0].startsWith("# largest error") || !tail[1].startsWith("# time:"))
        r.problem = "the output does not end with '# largest error' and '# time:' lines: " + tail.join(" | ");
    return r;
}

// A fixed mix of sines and cosines plus a constant, the same for every length.
QList<double> signal(int n)
{
    QList<double> x(n);
    for (int j = 0; j < n; ++j)
        x[j] = 0.75 + std::sin(0.05 * j) + 0.5 * std::cos(0.31 * j + 1.0) + 0.125 * std::sin(2.7 * j);
    return x;
}

// One sample per line at full precision, with the decorations the format allows: a header
// comment, blank lines, whole-line and trailing comments, spaces and tabs around numbers.
QByteArray samplesFile(const QList<double>& x, bool decorate)
{
    QByteArray text = decorate ? "# samples made by tst_cli\n\n" : "";
    for (int j = 0; j < x.size(); ++j) {
        const QByteArray number = QByteArray::number(x[j], 'g', 17);
        if (!decorate)
            text += number + "\n";
        else if (j % 5 == 1)
            text += "  " + number + "   # trailing comment " + QByteArray::number(j) + "\n";
        else if (j % 7 == 3)
            text += "\t" + number + "\t\n\n# a whole-line comment\n";
        else
            text += number + "\n";
    }
    return text;
}

QStringList withPlaceholders(const QStringList& arguments, const QString& input, const QString& output)
{
    QStringList a;
    for (const QString& s : arguments)
        a << (s == "IN" ? input : s == "OUT" ? output : s);
    return a;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;

    QString path(const QString& name) const { return m_dir->filePath(name); }
    QStringList entries() const
    {
        return QDir(m_dir->path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                                             QDir::Name);
    }
    Run run(const QStringList& arguments) const { return runPassband(arguments, m_dir->path()); }

    // An error: the exit code, and exactly one non-empty "passband: ..." line on stderr.
    static void checkError(const Run& r, int exitCode, const QString& mention = {})
    {
        QVERIFY2(r.exitCode == exitCode, qPrintable(QString("expected exit %1, ").arg(exitCode) + describe(r)));
        const QString err = r.err.trimmed();
        QVERIFY2(!err.isEmpty() && !err.contains('\n'), qPrintable("not exactly one line on stderr: " + describe(r)));
        QVERIFY2(err.startsWith("passband: "), qPrintable(describe(r)));
        if (!mention.isEmpty())
            QVERIFY2(err.contains(mention), qPrintable("stderr should mention '" + mention + "': " + describe(r)));
    }

    // Writes a w x h grey 8-bit PGM of random samples; returns the samples.
    std::vector<int> greyInput(const QString& name, int width, int height, std::uint32_t seed = 7) const
    {
        const std::vector<int> s = randomSamples(width * height, 255, seed);
        writeFile(path(name), makePnm("P5", width, height, 255, s));
        return s;
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }
    void cleanup() { m_dir.reset(); }

    // ---- help, version, devices --------------------------------------------------------

    // README.md's usage block and table of commands are the ones --help's list and each
    // `COMMAND --help` come from (the table of commands in app/cli/cli.cpp): `passband
    // --markdown-commands` prints them, and the README holds them as they are.
    void readmeCommandTableIsTheProgramsOwn()
    {
        const Run table = run({"--markdown-commands"});
        QCOMPARE(table.exitCode, 0);
        QFile readme(PASSBAND_README);
        QVERIFY(readme.open(QIODevice::ReadOnly | QIODevice::Text));
        const QString text = QString::fromUtf8(readme.readAll());
        const QString expected = table.out.trimmed();
        QVERIFY2(expected.count('\n') >= 10, qPrintable(expected));
        QVERIFY2(text.contains(expected), "README.md's table of commands differs from `passband --markdown-commands`; "
                                          "paste the program's table into the README");
        // The manual's Command line chapter holds the same, its links within the manual.
        const Run manual = run({"--markdown-commands", "--manual-links"});
        QCOMPARE(manual.exitCode, 0);
        QFile chapter(QString(PASSBAND_MANUAL_DIR) + "/command-line.md");
        QVERIFY(chapter.open(QIODevice::ReadOnly | QIODevice::Text));
        QVERIFY2(QString::fromUtf8(chapter.readAll()).contains(manual.out.trimmed()),
                 "docs/manual/command-line.md's table differs from `passband --markdown-commands --manual-links`");
        QCOMPARE(QString(manual.out).replace("](", "](docs/manual/"), table.out);
        const Run help = run({"--help"});
        for (const QString& line : expected.split('\n').mid(2)) { // every command is in --help too
            if (!line.startsWith("| `"))
                continue; // the window's row
            const QString name = line.section('`', 1, 1).section(' ', 0, 0);
            QVERIFY2(help.out.contains("  " + name + " "), qPrintable(name));
        }
    }

    // `passband COMMAND --help` for every command: a usage, every option the command takes
    // with its values and its default (or that it is required), and an example. What it lists
    // is checked against what the command does: each option listed is taken, each other one
    // of --help's is refused ("does not apply"). The manual page says the same for each
    // command, and bash's completion offers those options and no others.
    void commandHelpIsCompleteEverywhere()
    {
        const QString global = run({"--help"}).out;
        QStringList allOptions; // every option --help lists, and whether it takes a value
        QMap<QString, bool> takesValue;
        for (const QRegularExpressionMatch& m : QRegularExpression(R"(^  (?:-\w, )?--([a-z-]+)( <)?)",
                                                                   QRegularExpression::MultilineOption)
                                                    .globalMatch(global)) {
            allOptions << m.captured(1);
            takesValue[m.captured(1)] = !m.captured(2).isEmpty();
        }
        QVERIFY2(allOptions.size() > 40, qPrintable(global));
        const QStringList window{"lab", "second", "presentation", "side-by-side", "lesson", "screenshot"};
        const QStringList names{"filter", "sweep", "spectrum", "pattern", "noise", "mix", "hybrid", "convolve",
                                "subsample", "strongest", "basis", "fft1d", "devices", "demo"};
        for (const QString& name : names)
            QVERIFY2(global.contains("  " + name + " ") || global.contains("  " + name + "\n"), qPrintable(name));

        const Run manualRun = run({"--manual"});
        QCOMPARE(manualRun.exitCode, 0);
        // The manual's roff as plain words: escapes and fonts dropped, spaces collapsed.
        const auto plain = [](QString text) {
            text.replace("\\fB", "").replace("\\fR", "").replace("\\fI", "").replace("\\-", "-").replace("\\e", "\\").replace("\\&", "");
            return text.simplified();
        };
        const QString manual = plain(manualRun.out);
        const QString completion = run({"--bash-completion"}).out;

        for (const QString& name : names) {
            const Run help = run({name, "--help"});
            QVERIFY2(help.exitCode == 0 && help.err.isEmpty(), qPrintable(name + ": " + describe(help)));
            // A name with two forms (filter and filter --output-dir) has a help of each.
            const QStringList forms = help.out.split(QRegularExpression("\n\n(?=Usage: )"));
            QStringList taken;
            for (const QString& form : forms) {
                QVERIFY2(QRegularExpression("^Usage: passband " + name + "[ \\n]").match(form).hasMatch(), qPrintable(form));
                QVERIFY2(form.contains("\nOptions:\n") && form.contains("\nExample:\n  passband " + name),
                         qPrintable(form));
                const QString example = form.section("\nExample:\n  ", 1).section('\n', 0, 0);
                QVERIFY2(manual.contains(example), qPrintable("the manual lacks the example " + example));
                // The options, each with its text (continued on lines indented 30 columns).
                QMap<QString, QString> texts;
                QMap<QString, bool> valued;
                QString current;
                const QString options = form.section("\nOptions:\n", 1).section("\n\nExample:", 0, 0);
                for (const QString& line : options.split('\n')) {
                    const QRegularExpressionMatch m =
                        QRegularExpression(R"(^  (?:-\w, )?--([a-z-]+)( \S+)?(?:\s+(.*))?$)").match(line);
                    if (m.hasMatch()) {
                        current = m.captured(1);
                        valued[current] = !m.captured(2).isEmpty();
                        texts[current] = m.captured(3);
                    } else {
                        QVERIFY2(line.startsWith(QString(30, ' ')) && !current.isEmpty(), qPrintable(line));
                        texts[current] += ' ' + line.trimmed();
                    }
                }
                QVERIFY2(texts.contains("help") && texts.contains("device"), qPrintable(form));
                for (auto it = texts.begin(); it != texts.end(); ++it) {
                    const QString text = it.value().simplified();
                    QVERIFY2(text.size() > 10, qPrintable(name + " --" + it.key()));
                    if (valued[it.key()])
                        QVERIFY2(text.contains("default") || text.contains("required"),
                                 qPrintable(name + " --" + it.key() + ": neither a default nor required: " + text));
                    QVERIFY2(manual.contains(text), qPrintable("the manual lacks " + name + " --" + it.key() + ": " + text));
                }

                // What the command does with each option: the files its usage names (none of
                // them there), the form's own option, and the option with a value of "1".
                QStringList arguments{name};
                const QString usage = form.section('\n', 0, 0).section(' ', 3);
                for (const QString& word : usage.split(' ', Qt::SkipEmptyParts)) {
                    if (word.startsWith('[') || word.startsWith('(') || word.startsWith("--"))
                        break;
                    arguments << word.section('|', 0, 0).toLower().remove("...");
                }
                if (usage.contains(" --output-dir DIR"))
                    arguments << "--output-dir" << "out-dir";
                for (const QString& option : allOptions) {
                    if (option == "help" || option == "version" || window.contains(option) ||
                        arguments.contains("--" + option))
                        continue;
                    QStringList with = arguments;
                    with << "--" + option;
                    if (takesValue.value(option))
                        with << "1";
                    const Run r = run(with);
                    QVERIFY2(r.exitCode != -1 && r.exitCode != -2, qPrintable(with.join(' ') + ": " + describe(r)));
                    const bool refused = r.err.contains("does not apply");
                    if (texts.contains(option))
                        QVERIFY2(!refused, qPrintable(with.join(' ') + ": listed in its help but " + describe(r)));
                    else if (option != "output-dir") // it selects filter's other form
                        QVERIFY2(refused, qPrintable(with.join(' ') + ": not in its help but taken: " + describe(r)));
                }
                taken << texts.keys();
            }
            // bash's completion: after the command, its options and no others.
            const QRegularExpressionMatch offered =
                QRegularExpression("\\s" + name + R"(\) options='([^']*)')").match(completion);
            QVERIFY2(offered.hasMatch(), qPrintable(name));
            QStringList expected;
            for (const QString& option : taken)
                expected << "--" + option;
            QStringList got = offered.captured(1).split(' ');
            expected.removeDuplicates();
            expected.sort();
            got.sort();
            QCOMPARE(got, expected);
        }
    }

    void helpVersionDevices()
    {
        const Run help = run({"--help"});
        QCOMPARE(help.exitCode, 0);
        for (const char* word : {"filter", "spectrum", "fft1d", "devices", "--highpass", "--lowpass", "--shape",
                                 "--order", "--map", "--device", "--pad"})
            QVERIFY2(help.out.contains(word), qPrintable(QString("--help lacks ") + word + "\n" + help.out));
        QVERIFY2(help.err.isEmpty(), qPrintable(help.err));

        const Run version = run({"--version"});
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(QRegularExpression("^passband \\d+\\.\\d+").match(version.out).hasMatch(), qPrintable(version.out));

        const Run devices = run({"devices"});
        QCOMPARE(devices.exitCode, 0);
        QVERIFY2(devices.out.contains("Platform:") && devices.out.contains("[selected"), qPrintable(describe(devices)));
    }

    // The filter's options, one set for filter, the batch and sweep: each of the three takes
    // every one with a good value (failing only on the missing input: exit 1, not a usage
    // error's 2), and filter's --help line and usage name them all.
    void filterOptionsAreOneSet()
    {
        const QList<QStringList> given{{"--highpass", "1"}, {"--lowpass", "1"}, {"--shape", "gaussian"},
                                       {"--order", "3"}, {"--map", "clamp"}, {"--edges", "smooth"},
                                       {"--taper", "0.3", "--edges", "tukey"}, {"--notch", "1,2,3"}, {"--invert"},
                                       {"--emphasis", "1,2"}, {"--isotropic"}, {"--wedge", "30,10"},
                                       {"--pass-wedge", "30,10"}, {"--stripes", "horizontal"},
                                       {"--homomorphic", "0.5,2,1,30"}, {"--mask", "missing.png"},
                                       {"--preset", "missing.json"}};
        QStringList options;
        for (const QStringList& option : given)
            options << option.first();
        for (const QStringList& command : {QStringList{"filter", "missing.pgm", "out.pgm"},
                                           QStringList{"filter", "missing.pgm", "--output-dir", "out"},
                                           QStringList{"sweep", "missing.pgm", "out"}})
            for (const QStringList& option : given) {
                QStringList arguments = command + option;
                if (command.first() == "sweep") // and the range it sweeps
                    arguments << (option.first() == "--lowpass" ? "--highpass" : "--lowpass") << "1:2";
                const Run r = run(arguments);
                QVERIFY2(r.exitCode == 1 && r.err.contains("missing."),
                         qPrintable(arguments.join(' ') + ": " + describe(r)));
            }
        const QString help = run({"--help"}).out;
        const QRegularExpressionMatch line = QRegularExpression(R"(filter an image \(([^)]*)\))").match(help);
        QVERIFY2(line.hasMatch(), qPrintable(help));
        QStringList named;
        for (const QRegularExpressionMatch& m : QRegularExpression("--[a-z-]+").globalMatch(line.captured(1)))
            named << m.captured(0);
        QCOMPARE(named, options + QStringList({"--measure", "--removed"}));
        const Run usage = run({"filter"});
        for (const QString& option : options)
            QVERIFY2(usage.err.contains("[" + option + " ") || usage.err.contains("[" + option + "]"),
                     qPrintable(option + ": " + usage.err));
    }

    // ---- fft1d -------------------------------------------------------------------------

    void fft1dMatchesDft_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QList<double>>("samples"); // as written, before any padding
        QTest::addColumn<bool>("pad");

        QTest::newRow("length 1") << QByteArray("2.5\n") << QList<double>{2.5} << false;
        QTest::newRow("length 1, no final newline") << QByteArray("-4") << QList<double>{-4} << false;
        QTest::newRow("comments, blanks, trailing comments")
            << QByteArray("# a header\n\n1 # one\n   \n# skip 99\n2\t# two\n\n3\n#end\n") << QList<double>{1, 2, 3}
            << false;
        QTest::newRow("signs, exponents, CRLF")
            << QByteArray("+2\r\n 1e-3 \r\n\t-0.5\t# x\r\n-1.25E+1\r\n") << QList<double>{2, 1e-3, -0.5, -12.5}
            << false;
        QTest::newRow("length 7") << samplesFile(signal(7), true) << signal(7) << false;
        QTest::newRow("length 1000") << samplesFile(signal(1000), true) << signal(1000) << false;
        QTest::newRow("length 4096") << samplesFile(signal(4096), false) << signal(4096) << false;
        QTest::newRow("length 1000 --pad (1024)") << samplesFile(signal(1000), true) << signal(1000) << true;
        QTest::newRow("length 7 --pad (8)") << samplesFile(signal(7), false) << signal(7) << true;
        QTest::newRow("length 4096 --pad (unchanged)") << samplesFile(signal(4096), false) << signal(4096) << true;
        QTest::newRow("length 1 --pad (unchanged)") << QByteArray("3\n") << QList<double>{3} << true;
    }

    // Every bin against a direct double-precision DFT (of the zero-padded signal with --pad).
    void fft1dMatchesDft()
    {
        QFETCH(QByteArray, text);
        QFETCH(QList<double>, samples);
        QFETCH(bool, pad);
        QVERIFY(writeFile(path("samples.txt"), text));
        QStringList arguments{"fft1d", path("samples.txt")};
        if (pad)
            arguments << "--pad";
        const Run r = run(arguments);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.err.isEmpty(), qPrintable(describe(r)));

        std::vector<double> x(samples.begin(), samples.end());
        if (pad) {
            std::size_t n = 1;
            while (n < x.size())
                n *= 2;
            x.resize(n, 0.0);
        }
        const std::vector<Complex> expected = directDft(x);
        const Fft1dOutput got = parseFft1d(r.out);
        QVERIFY2(got.problem.isEmpty(), qPrintable(got.problem + "\n" + describe(r)));
        QCOMPARE(got.bins.size(), expected.size());
        double diff = 0, norm = 0;
        for (std::size_t k = 0; k < expected.size(); ++k) {
            diff += std::norm(got.bins[k] - expected[k]);
            norm += std::norm(expected[k]);
        }
        const double error = std::sqrt(diff / norm);
        QVERIFY2(error <= 1e-5, qPrintable(QString("relative L2 error %1").arg(error)));
    }

    void fft1dRejects_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("mention"); // after the file name

        QTest::newRow("word on line 3") << QByteArray("1\n2\nabc\n") << ":3: not a number: 'abc'";
        QTest::newRow("line numbers count blanks and comments") << QByteArray("# head\n\n1\n2x\n") << ":4: not a number: '2x'";
        QTest::newRow("two numbers on a line") << QByteArray("1\n2 # fine\n3 4\n") << ":3: not a number: '3 4'";
        QTest::newRow("decimal comma") << QByteArray("1,5\n") << ":1: not a number: '1,5'";
        QTest::newRow("nan") << QByteArray("0\nnan\n") << ":2: not a number";
        QTest::newRow("inf") << QByteArray("inf\n") << ":1: not a number";
        QTest::newRow("empty file") << QByteArray() << "";
        QTest::newRow("comments and blanks only") << QByteArray("# nothing\n\n   \n\t# here\n") << "";
    }

    void fft1dRejects()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, mention);
        QVERIFY(writeFile(path("bad.txt"), text));
        const Run r = run({"fft1d", path("bad.txt")});
        checkError(r, 1, path("bad.txt") + mention);
        QVERIFY2(r.out.isEmpty(), qPrintable(describe(r))); // no half-printed spectrum
    }

    void fft1dMissingOrDirectory()
    {
        checkError(run({"fft1d", path("no-such-file.txt")}), 1, "no-such-file.txt");
        QVERIFY(QDir(m_dir->path()).mkdir("folder.txt"));
        checkError(run({"fft1d", path("folder.txt")}), 1, "folder.txt");
    }

    // ---- filter ------------------------------------------------------------------------

    void filterPassingEverythingIsIdentity_data()
    {
        QTest::addColumn<QByteArray>("magic");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("maxval");
        QTest::addColumn<QString>("output");
        QTest::addColumn<QStringList>("options");

        const QStringList all{"--lowpass", "1000000", "--map", "clamp"};
        QTest::newRow("4x3 grey") << QByteArray("P5") << 4 << 3 << 255 << "out.pgm" << all;
        QTest::newRow("37x23 grey") << QByteArray("P5") << 37 << 23 << 255 << "out.pgm" << all;
        QTest::newRow("64x64 grey") << QByteArray("P5") << 64 << 64 << 255 << "out.pgm" << all;
        QTest::newRow("1x1 grey") << QByteArray("P5") << 1 << 1 << 255 << "out.pgm" << all;
        QTest::newRow("17x1 grey") << QByteArray("P5") << 17 << 1 << 255 << "out.pgm" << all;
        QTest::newRow("1x9 grey") << QByteArray("P5") << 1 << 9 << 255 << "out.pgm" << all;
        QTest::newRow("plain P2 input") << QByteArray("P2") << 5 << 4 << 255 << "out.pgm" << all;
        QTest::newRow("maxval 100") << QByteArray("P5") << 6 << 5 << 100 << "out.pgm" << all;
        QTest::newRow("16-bit 13x7") << QByteArray("P5") << 13 << 7 << 65535 << "out.pgm" << all;
        QTest::newRow("colour 9x6 to ppm") << QByteArray("P6") << 9 << 6 << 255 << "out.ppm" << all;
        QTest::newRow("plain P3 colour") << QByteArray("P3") << 3 << 2 << 255 << "out.ppm" << all;
        QTest::newRow("no options: no filter, clamp") << QByteArray("P5") << 11 << 10 << 255 << "out.pgm"
                                                       << QStringList{};
        QTest::newRow("--highpass 0 is off") << QByteArray("P5") << 11 << 10 << 255 << "out.pgm"
                                             << QStringList{"--highpass", "0"};
        QTest::newRow("auto mapping is clamp without high-pass")
            << QByteArray("P5") << 8 << 5 << 255 << "out.pgm" << QStringList{"--lowpass", "1000000", "--map", "auto"};
    }

    // A filter that passes every bin, mapped by clamping, gives the integer input back.
    void filterPassingEverythingIsIdentity()
    {
        QFETCH(QByteArray, magic);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, maxval);
        QFETCH(QString, output);
        QFETCH(QStringList, options);
        const int channels = magic == "P5" || magic == "P2" ? 1 : 3;
        const std::vector<int> input = randomSamples(width * height * channels, maxval, 11);
        const QString inName = channels == 1 ? "in.pgm" : "in.ppm";
        QVERIFY(writeFile(path(inName), makePnm(magic, width, height, maxval, input)));

        const Run r = run(QStringList{"filter", path(inName), path(output)} + options);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.err.isEmpty(), qPrintable(describe(r)));
        const Pnm out = parsePnm(readFile(path(output)));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
        QCOMPARE(out.magic, QByteArray(channels == 1 ? "P5" : "P6"));
        QCOMPARE(out.width, width);
        QCOMPARE(out.height, height);
        QCOMPARE(out.maxval, maxval);
        const int worst = maxAbsDiff(out.samples, input);
        QVERIFY2(worst <= 1, qPrintable(QString("largest difference %1 grey levels").arg(worst)));
    }

    void filterMatchesReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<double>("highpass"); // 0: not given
        QTest::addColumn<double>("lowpass");  // 0: not given
        QTest::addColumn<QString>("shape");
        QTest::addColumn<int>("order");
        QTest::addColumn<QString>("map");
        QTest::addColumn<QString>("effective"); // the mapping auto resolves to

        QTest::newRow("ideal low-pass 3, clamp") << 16 << 12 << 0.0 << 3.0 << "ideal" << 2 << "clamp" << "clamp";
        QTest::newRow("ideal low-pass 2.5, auto") << 15 << 9 << 0.0 << 2.5 << "ideal" << 2 << "auto" << "clamp";
        QTest::newRow("ideal high-pass 2, auto") << 16 << 12 << 2.0 << 0.0 << "ideal" << 2 << "auto" << "magnitude";
        QTest::newRow("ideal band 2..5, normalize") << 15 << 9 << 2.0 << 5.0 << "ideal" << 2 << "normalize"
                                                     << "normalize";
        QTest::newRow("gaussian low-pass 4, clamp") << 12 << 10 << 0.0 << 4.0 << "gaussian" << 2 << "clamp" << "clamp";
        QTest::newRow("gaussian high-pass 3, magnitude") << 11 << 13 << 3.0 << 0.0 << "gaussian" << 2 << "magnitude"
                                                          << "magnitude";
        QTest::newRow("butterworth order 3 band, normalize") << 14 << 9 << 1.5 << 4.0 << "butterworth" << 3
                                                              << "normalize" << "normalize";
    }

    // The whole filter command against filtering done here in double precision: forward DFT,
    // gain per bin, inverse DFT, mapping to samples. Within 1 grey level (rounding ties).
    void filterMatchesReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(double, highpass);
        QFETCH(double, lowpass);
        QFETCH(QString, shape);
        QFETCH(int, order);
        QFETCH(QString, map);
        QFETCH(QString, effective);
        const std::vector<int> input = greyInput("in.pgm", width, height, 23);

        QStringList arguments{"filter", path("in.pgm"), path("out.pgm"), "--shape", shape, "--map", map};
        if (highpass > 0)
            arguments << "--highpass" << QString::number(highpass);
        if (lowpass > 0)
            arguments << "--lowpass" << QString::number(lowpass);
        if (shape == "butterworth")
            arguments << "--order" << QString::number(order);
        const Run r = run(arguments);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));

        reference::Spectrum f = reference::dft2d(std::vector<float>(input.begin(), input.end()), width, height);
        for (int v = 0; v < height; ++v)
            for (int u = 0; u < width; ++u)
                f[v * width + u] *= filterGain(u, v, width, height, highpass, lowpass, shape, order);
        const std::vector<int> expected = mapToSamples(inverseDft2dReal(f, width, height), effective, 255);

        const Pnm out = parsePnm(readFile(path("out.pgm")));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
        QCOMPARE(out.width, width);
        QCOMPARE(out.height, height);
        const int worst = maxAbsDiff(out.samples, expected);
        QVERIFY2(worst <= 1, qPrintable(QString("largest difference from the reference: %1 grey levels").arg(worst)));
    }

    void filterConstantHasOnlyDc_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("maxval");
        QTest::addColumn<int>("value");
        QTest::newRow("4x3") << 4 << 3 << 255 << 200;
        QTest::newRow("9x5") << 9 << 5 << 255 << 77;
        QTest::newRow("8x8") << 8 << 8 << 255 << 255;
        QTest::newRow("16-bit 6x7") << 6 << 7 << 65535 << 40000;
    }

    // A constant image has only DC; high-pass 1 with low-pass 1 stops every bin, and a
    // constant (all-zero) result normalizes to 0.
    void filterConstantHasOnlyDc()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, maxval);
        QFETCH(int, value);
        QVERIFY(writeFile(path("flat.pgm"),
                          makePnm("P5", width, height, maxval, std::vector<int>(width * height, value))));
        const Run r = run({"filter", path("flat.pgm"), path("out.pgm"), "--highpass", "1", "--lowpass", "1",
                           "--shape", "ideal", "--map", "normalize"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const Pnm out = parsePnm(readFile(path("out.pgm")));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
        QCOMPARE(out.width, width);
        QCOMPARE(out.height, height);
        QCOMPARE(out.maxval, maxval);
        QCOMPARE(out.samples, std::vector<int>(width * height, 0));
    }

    // --measure, by hand: a flat 8x8 image of 100 has only DC. A high-pass of 2 removes it
    // (0% kept) and the result is black, so every sample differs by 100: PSNR
    // 10 log10(255^2 / 100^2) = 8.131 dB. R = 2 on 8 px is 0.25 cycles/px, 50% of Nyquist,
    // period 4 px. Passing everything keeps 100% and gives the image back (infinite PSNR).
    void filterMeasure()
    {
        QVERIFY(writeFile(path("flat.pgm"), makePnm("P5", 8, 8, 255, std::vector<int>(64, 100))));
        const Run r = run({"filter", path("flat.pgm"), path("out.pgm"), "--highpass", "2", "--map", "clamp", "--measure"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.out.contains("Energy kept 0.000%, PSNR 8.13 dB, mean absolute difference 100.000 levels"),
                 qPrintable(describe(r)));
        QVERIFY2(r.out.contains("High-pass cutoff R = 2 px: 0.25 cycles/px, 50% of Nyquist, period 4 px"),
                 qPrintable(describe(r)));
        QVERIFY2(!r.out.contains("Low-pass cutoff"), qPrintable(describe(r)));
        const Run all = run({"filter", path("flat.pgm"), path("out.pgm"), "--measure"});
        QVERIFY2(all.out.contains("Energy kept 100.000%, PSNR infinite (identical), mean absolute difference 0.000"),
                 qPrintable(describe(all)));
        const Run quiet = run({"filter", path("flat.pgm"), path("out.pgm"), "--highpass", "2"});
        QVERIFY2(!quiet.out.contains("Energy kept"), qPrintable(describe(quiet)));
    }

    void filterEdgesMatchReference_data()
    {
        QTest::addColumn<QStringList>("edgeArguments");
        QTest::addColumn<QString>("referenceEdges");
        QTest::addColumn<double>("taper");
        QTest::newRow("none") << QStringList{"--edges", "none"} << "none" << 1.0;
        QTest::newRow("smooth") << QStringList{"--edges", "smooth"} << "smooth" << 1.0;
        QTest::newRow("mirror") << QStringList{"--edges", "mirror"} << "mirror" << 1.0;
        QTest::newRow("hann") << QStringList{"--edges", "hann"} << "window" << 1.0;
        QTest::newRow("tukey default") << QStringList{"--edges", "TUKEY"} << "window" << 0.5;
        QTest::newRow("tukey 0.2") << QStringList{"--edges", "tukey", "--taper", "0.2"} << "window" << 0.2;
    }

    // --edges against the edge handling written from its definitions (tests/reference.cpp),
    // a Gaussian band-pass normalized, within one grey level; the spectrum command too.
    void filterEdgesMatchReference()
    {
        QFETCH(QStringList, edgeArguments);
        QFETCH(QString, referenceEdges);
        QFETCH(double, taper);
        const int width = 19, height = 14;
        const std::vector<int> input = greyInput("in.pgm", width, height, 41);
        const Run r = run(QStringList{"filter", path("in.pgm"), path("out.pgm"), "--shape", "gaussian", "--highpass",
                                      "1.5", "--lowpass", "5", "--map", "normalize"} +
                          edgeArguments);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const std::vector<double> plane(input.begin(), input.end());
        const std::string edges = referenceEdges.toStdString();
        const auto expected = reference::mapPlanes(
            {reference::edgeFilteredPlane(plane, width, height, edges.c_str(), taper, "gaussian", 2, 1.5, 5)},
            "normalize", 255);
        const Pnm out = parsePnm(readFile(path("out.pgm")));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
        const int worst = maxAbsDiff(out.samples, std::vector<int>(expected[0].begin(), expected[0].end()));
        QVERIFY2(worst <= 1, qPrintable(QString("largest difference from the reference: %1 grey levels").arg(worst)));
        if (referenceEdges != "none")
            QVERIFY2(r.out.contains(", edges "), qPrintable(describe(r)));
        const Run spectrum = run(QStringList{"spectrum", path("in.pgm"), path("spectrum.pgm")} + edgeArguments);
        QVERIFY2(spectrum.exitCode == 0, qPrintable(describe(spectrum)));
    }

    // --notch against the notch pair written from its definition, with a low-pass, on an odd
    // size (no Nyquist row or column to share), within one level.
    void filterNotchesMatchReference()
    {
        const int width = 15, height = 11;
        const std::vector<int> input = greyInput("in.pgm", width, height, 8);
        const Run r = run({"filter", path("in.pgm"), path("out.pgm"), "--lowpass", "6", "--shape", "gaussian", "--map",
                           "normalize", "--notch", "3,-2,1.5", "--notch", "-1,4,1,ideal", "--notch", "5,0,2,Butterworth"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.out.contains("notch (3, -2) r 1.5 gaussian, notch (-1, 4) r 1 ideal, notch (5, 0) r 2 butterworth"),
                 qPrintable(describe(r)));
        const std::vector<reference::NotchPair> pairs = {{3, -2, 1.5, "gaussian"}, {-1, 4, 1, "ideal"},
                                                         {5, 0, 2, "butterworth"}};
        const std::vector<double> plane(input.begin(), input.end());
        const auto expected = reference::mapPlanes(
            {reference::filteredPlaneBy(plane, width, height, [&](long ku, long kv) {
                return reference::filterGain("gaussian", 2, 0, 6, ku, kv) * reference::notchGain(pairs, 2, ku, kv);
            })},
            "normalize", 255);
        const Pnm out = parsePnm(readFile(path("out.pgm")));
        const int worst = maxAbsDiff(out.samples, std::vector<int>(expected[0].begin(), expected[0].end()));
        QVERIFY2(worst <= 1, qPrintable(QString("largest difference from the reference: %1 grey levels").arg(worst)));
        QVERIFY(readFile(path("out.pgm")).contains("notch (3, -2) r 1.5 gaussian")); // provenance
    }

    // --invert, --emphasis, --isotropic, --wedge, --pass-wedge and --stripes against the filter
    // written from the README's sections (reference::shapedGain), on an odd non-square size,
    // within one level; the provenance names them, and the preset written into the file
    // gives the same result back.
    void filterShapedMatchesReference()
    {
        const int width = 21, height = 13;
        const std::vector<int> input = greyInput("in.pgm", width, height, 8);
        const QStringList options{"--highpass", "2", "--lowpass", "7", "--shape", "butterworth", "--order", "3",
                                  "--invert", "--emphasis", "0.5,1.5", "--isotropic", "--wedge", "35,30,10,1",
                                  "--pass-wedge", "100,120,20,0,9", "--stripes", "vertical,6", "--map", "normalize"};
        const Run r = run(QStringList{"filter", path("in.pgm"), path("out.pgm")} + options);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QString said = "isotropic, inverted, emphasis 0.5 + 1.5 H, normalize, stop wedge 35 deg opening 30 soft 10 "
                             "radius 1.., pass wedge 100 deg opening 120 soft 20 radius 0..9, stop wedge 0 deg opening "
                             "12 soft 6";
        QVERIFY2(r.out.contains(said), qPrintable(describe(r)));
        reference::ShapedFilter f;
        f.shape = "butterworth";
        f.order = 3;
        f.highpass = 2;
        f.lowpass = 7;
        f.invert = true;
        f.k1 = 0.5;
        f.k2 = 1.5;
        f.isotropic = true;
        f.width = width;
        f.height = height;
        f.wedges = {{35, 30, 10, 1}, {100, 120, 20, 0, 9, true}, {0, 12, 6}};
        const std::vector<double> plane(input.begin(), input.end());
        const auto expected = reference::mapPlanes(
            {reference::filteredPlaneBy(plane, width, height,
                                        [&](long ku, long kv) { return reference::shapedGain(f, double(ku), double(kv)); })},
            "normalize", 255);
        const Pnm out = parsePnm(readFile(path("out.pgm")));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
        const int worst = maxAbsDiff(out.samples, std::vector<int>(expected[0].begin(), expected[0].end()));
        QVERIFY2(worst <= 1, qPrintable(QString("largest difference from the reference: %1 grey levels").arg(worst)));
        QVERIFY(readFile(path("out.pgm")).contains(said.toUtf8())); // provenance
        const Run again = run({"filter", path("in.pgm"), path("again.pgm"), "--preset", path("out.pgm")});
        QVERIFY2(again.exitCode == 0, qPrintable(describe(again)));
        QCOMPARE(parsePnm(readFile(path("again.pgm"))).samples, out.samples);
    }

    // --homomorphic against exp(IDFT(DFT(ln(1 + f)) H)) - 1 in float64, mapped by normalize
    // (auto's choice for it), within one level; the provenance says it.
    void filterHomomorphicMatchesReference()
    {
        const int width = 21, height = 14;
        const std::vector<int> input = greyInput("in.pgm", width, height, 8);
        const Run r = run({"filter", path("in.pgm"), path("out.pgm"), "--homomorphic", "0.5,2,1.5,4", "--lowpass", "8",
                           "--shape", "gaussian"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.out.contains("homomorphic gammaL 0.5 gammaH 2 c 1.5 D0 4, normalize (auto)"), qPrintable(describe(r)));
        reference::ShapedFilter f;
        f.shape = "gaussian";
        f.lowpass = 8;
        f.homomorphic = true;
        f.gammaL = 0.5;
        f.gammaH = 2;
        f.c = 1.5;
        f.d0 = 4;
        f.width = width;
        f.height = height;
        const std::vector<double> plane(input.begin(), input.end());
        const auto expected = reference::mapPlanes({reference::homomorphicPlane(plane, width, height, f)}, "normalize", 255);
        const Pnm out = parsePnm(readFile(path("out.pgm")));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
        const int worst = maxAbsDiff(out.samples, std::vector<int>(expected[0].begin(), expected[0].end()));
        QVERIFY2(worst <= 1, qPrintable(QString("largest difference from the reference: %1 grey levels").arg(worst)));
    }

    // --mask: a 16-bit grey PNG written here with Qt, gains v/65535 made symmetric through DC
    // (the smaller of each pair), against the reference; a mask of another size, a colour one
    // and a missing one: one line each, no output; a preset saved with a mask carries it.
    void filterMaskMatchesReference()
    {
        const int width = 21, height = 14;
        const std::vector<int> input = greyInput("in.pgm", width, height, 9);
        QImage maskImage(width, height, QImage::Format_Grayscale16);
        std::vector<float> gains(std::size_t(width) * height);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const quint16 v = quint16((x * 977 + y * 6113) % 65536);
                reinterpret_cast<quint16*>(maskImage.scanLine(y))[x] = v;
                gains[std::size_t(y) * width + x] = v / 65535.0f;
            }
        QVERIFY(maskImage.save(path("mask.png")));
        // Symmetric by hand: pixel (x, y) shows frequency (x - W/2, y - H/2); its mirror is
        // ((W - x + 2 (W/2) - W) mod W, ...), here W = 21 (DC at 10), H = 14 (DC at 7).
        std::vector<float> symmetric = gains;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const int mx = (20 - x + 21) % 21, my = (14 - y + 14) % 14;
                symmetric[std::size_t(y) * width + x] = std::min(gains[std::size_t(y) * width + x], gains[std::size_t(my) * width + mx]);
            }
        const Run r = run({"filter", path("in.pgm"), path("out.pgm"), "--mask", path("mask.png"), "--map", "normalize"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.out.contains("no band, ideal, normalize, mask 21x14"), qPrintable(describe(r)));
        reference::ShapedFilter f;
        f.mask = &symmetric;
        f.width = width;
        f.height = height;
        const std::vector<double> plane(input.begin(), input.end());
        const auto expected = reference::mapPlanes(
            {reference::filteredPlaneOnHalf(plane, width, height,
                                            [&](long ku, long kv) { return reference::shapedGain(f, double(ku), double(kv)); })},
            "normalize", 255);
        const Pnm out = parsePnm(readFile(path("out.pgm")));
        const int worst = maxAbsDiff(out.samples, std::vector<int>(expected[0].begin(), expected[0].end()));
        QVERIFY2(worst <= 1, qPrintable(QString("largest difference from the reference: %1 grey levels").arg(worst)));

        greyInput("other.pgm", 20, 14);
        const QStringList before = entries();
        checkError(run({"filter", path("other.pgm"), path("other-out.pgm"), "--mask", path("mask.png")}), 1,
                   "The mask is 21x14, but the image is 20x14");
        QImage colour(width, height, QImage::Format_RGB32);
        colour.fill(Qt::red);
        QVERIFY(colour.save(path("colour-mask.png")));
        checkError(run({"filter", path("in.pgm"), path("x.pgm"), "--mask", path("colour-mask.png")}), 1, "grey image");
        // Grey with transparent pixels: the alpha would be dropped without a word.
        QImage translucent(width, height, QImage::Format_ARGB32);
        translucent.fill(QColor(128, 128, 128, 100));
        QVERIFY(translucent.save(path("translucent-mask.png")));
        checkError(run({"filter", path("in.pgm"), path("x.pgm"), "--mask", path("translucent-mask.png")}), 1,
                   "transparent pixels");
        checkError(run({"filter", path("in.pgm"), path("x.pgm"), "--mask", path("missing.png")}), 1, "missing.png");
        QVERIFY(!QFile::exists(path("other-out.pgm")) && !QFile::exists(path("x.pgm")));

        passband::FilterSettings withMask = passband::loadPreset(path("out.pgm")); // provenance: the mask is named, not held
        QVERIFY(!withMask.mask);
        withMask.mask = passband::loadMask(path("mask.png"));
        passband::savePreset(withMask, path("masked.json"));
        QVERIFY(QFile::exists(path("masked.mask.png")));
        QVERIFY(readFile(path("masked.json")).contains("\"mask\": \"masked.mask.png\""));
        const Run again = run({"filter", path("in.pgm"), path("again.pgm"), "--preset", path("masked.json")});
        QVERIFY2(again.exitCode == 0, qPrintable(describe(again)));
        QCOMPARE(parsePnm(readFile(path("again.pgm"))).samples, out.samples);
    }

    // The lab's mix: magnitude from one image, phase from the other (and phase only, magnitude
    // only), against a float64 DFT of both combined by the definition, within one level; B of
    // another size is resized to A's with a note; bad sources refused in one line.
    void mixMatchesReference()
    {
        const int width = 21, height = 14;
        const std::vector<int> a = greyInput("a.pgm", width, height, 3);
        const std::vector<int> b = greyInput("b.pgm", width, height, 4);
        const auto fa = reference::fftwDft2d(std::vector<float>(a.begin(), a.end()), width, height);
        const auto fb = reference::fftwDft2d(std::vector<float>(b.begin(), b.end()), width, height);
        struct Case {
            QStringList options;
            std::function<std::complex<double>(std::complex<double>, std::complex<double>)> combine;
        };
        const std::vector<Case> cases = {
            {{}, [](auto za, auto zb) { return std::polar(std::abs(za), std::arg(zb)); }},
            {{"--magnitude-from", "b", "--phase-from", "a"}, [](auto za, auto zb) { return std::polar(std::abs(zb), std::arg(za)); }},
            {{"--magnitude-from", "one"}, [](auto, auto zb) { return std::polar(1.0, std::arg(zb)); }},
            {{"--phase-from", "zero"}, [](auto za, auto) { return std::complex<double>(std::abs(za), 0); }},
            // Weights: a quarter of the way to B's magnitude, half way to B's phase (the
            // direction of the mean of the two unit phasors; A's where they cancel, as they do
            // at a real bin of opposite signs).
            {{"--magnitude-from", "0.25", "--phase-from", "0.5"}, [](auto za, auto zb) {
                 const auto unit = [](std::complex<double> z) { return std::abs(z) > 0 ? z / std::abs(z) : std::complex<double>(1, 0); };
                 const std::complex<double> p = 0.5 * unit(za) + 0.5 * unit(zb);
                 return std::polar(0.75 * std::abs(za) + 0.25 * std::abs(zb), std::arg(std::abs(p) > 1e-4 ? p : unit(za)));
             }},
        };
        for (const Case& c : cases) {
            const Run r = run(QStringList{"mix", path("a.pgm"), path("b.pgm"), path("mix.pgm")} + c.options);
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
            reference::Spectrum f(fa.size());
            for (std::size_t i = 0; i < f.size(); ++i)
                f[i] = c.combine(fa[i], fb[i]);
            const auto expected = reference::mapPlanes({reference::inverseDft2dReal(f, width, height)}, "normalize", 255);
            const Pnm out = parsePnm(readFile(path("mix.pgm")));
            QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
            const int worst = maxAbsDiff(out.samples, std::vector<int>(expected[0].begin(), expected[0].end()));
            QVERIFY2(worst <= 1, qPrintable(QString("%1: off by %2 levels").arg(c.options.join(' ')).arg(worst)));
        }
        greyInput("small.pgm", 10, 7, 5);
        const Run resized = run({"mix", path("a.pgm"), path("small.pgm"), path("mix2.pgm")});
        QVERIFY2(resized.exitCode == 0, qPrintable(describe(resized)));
        QVERIFY2(resized.err.contains("small.pgm: resized from 10x7 to 21x14 (bilinear)"), qPrintable(describe(resized)));
        QCOMPARE(parsePnm(readFile(path("mix2.pgm"))).width, width);
        // B of other proportions fills A's size as a photo fills a frame: 10 pixels wider at
        // the same height, it is cropped to its middle, not squeezed. Its magnitude and phase
        // both from B, clamped: B's middle exactly (the 5 columns of 0 and 255 either side gone).
        const int wider = width + 10;
        std::vector<int> wide(std::size_t(wider) * height);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < wider; ++x)
                wide[std::size_t(y) * wider + x] = x < 5 ? 0 : x >= 5 + width ? 255 : 40 + (x * 3 + y * 5) % 150;
        QVERIFY(writeFile(path("wide.pgm"), makePnm("P5", wider, height, 255, wide)));
        const Run cropped = run({"mix", path("a.pgm"), path("wide.pgm"), path("mix3.pgm"), "--magnitude-from", "b",
                                 "--phase-from", "b", "--map", "clamp"});
        QVERIFY2(cropped.exitCode == 0, qPrintable(describe(cropped)));
        QVERIFY2(cropped.err.contains(QString("its middle %1x%2 kept").arg(width).arg(height)), qPrintable(describe(cropped)));
        std::vector<int> middle;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                middle.push_back(wide[std::size_t(y) * wider + x + 5]);
        QVERIFY(maxAbsDiff(parsePnm(readFile(path("mix3.pgm"))).samples, middle) <= 1);
        checkError(run({"mix", path("a.pgm"), path("b.pgm"), path("x.pgm"), "--phase-from", "one"}), 2, "a, b, zero or a weight");
        checkError(run({"mix", path("a.pgm"), path("b.pgm"), path("x.pgm"), "--magnitude-from", "c"}), 2, "a, b, one or a weight");
        checkError(run({"mix", path("a.pgm"), path("b.pgm"), path("x.pgm"), "--phase-from", "1.5"}), 2, "from 0 to 1");
        checkError(run({"mix", path("a.pgm"), path("b.pgm"), path("x.pgm"), "--map", "magnitude"}), 2, "clamp or normalize");
        checkError(run({"mix", path("a.pgm"), path("b.pgm")}), 2, "usage");
        QVERIFY(!QFile::exists(path("x.pgm")));
    }

    // spectrum --show phase, by hand: a grating 128 + 100 cos(2 pi (3x/W + 2y/H) + 60 deg) has
    // three bins: DC (real, positive: hue 0, red), (3, 2) with phase 60 degrees (yellow) and
    // (-3, -2) with -60 (magenta); every other bin is black (8-bit rounding leaves it far
    // below a thousandth of DC's |F|).
    void spectrumPhaseByHand()
    {
        const int width = 32, height = 24;
        std::vector<int> samples;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                samples.push_back(int(std::lround(128 + 100 * std::cos(2 * M_PI * (3.0 * x / width + 2.0 * y / height) + M_PI / 3))));
        writeFile(path("grating.pgm"), makePnm("P5", width, height, 255, samples));
        const Run r = run({"spectrum", path("grating.pgm"), path("phase.ppm"), "--show", "phase"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const Pnm out = parsePnm(readFile(path("phase.ppm")));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
        QCOMPARE(out.width, width);
        const auto rgb = [&](int x, int y) {
            const std::size_t i = (std::size_t(y) * width + x) * 3;
            return std::array<int, 3>{out.samples[i], out.samples[i + 1], out.samples[i + 2]};
        };
        QCOMPARE(rgb(16, 12), (std::array<int, 3>{255, 0, 0}));
        QCOMPARE(rgb(16 + 3, 12 + 2), (std::array<int, 3>{255, 255, 0}));
        QCOMPARE(rgb(16 - 3, 12 - 2), (std::array<int, 3>{255, 0, 255}));
        int lit = 0;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                lit += rgb(x, y) != std::array<int, 3>{0, 0, 0};
        QCOMPARE(lit, 3);
        checkError(run({"spectrum", path("grating.pgm"), path("x.ppm"), "--show", "phase", "--edges", "mirror"}), 2,
                   "no --edges");
        checkError(run({"spectrum", path("grating.pgm"), path("x.ppm"), "--show", "angle"}), 2, "magnitude, phase, real or imaginary");
    }

    // spectrum --show real and --show imaginary, by hand, on the grating above: F(3, 2) =
    // 50 W H e^{i 60 deg} has Re and Im above 0 (red), its mirror F(-3, -2) = conj has Im
    // below 0 (blue); DC is real and positive (red in Re, black in Im). Both at the largest
    // log(1 + |x|) of their part are full red or blue; rounding noise elsewhere stays dim.
    void spectrumRealImaginaryByHand()
    {
        const int width = 32, height = 24;
        std::vector<int> samples;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                samples.push_back(int(std::lround(128 + 100 * std::cos(2 * M_PI * (3.0 * x / width + 2.0 * y / height) + M_PI / 3))));
        writeFile(path("grating.pgm"), makePnm("P5", width, height, 255, samples));
        for (const QString part : {"real", "imaginary"}) {
            const Run r = run({"spectrum", path("grating.pgm"), path("part.ppm"), "--show", part});
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
            const Pnm out = parsePnm(readFile(path("part.ppm")));
            QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
            const auto rgb = [&](int x, int y) {
                const std::size_t i = (std::size_t(y) * width + x) * 3;
                return std::array<int, 3>{out.samples[i], out.samples[i + 1], out.samples[i + 2]};
            };
            // Re: DC = 128 W H (log 11.4), F(+-3, +-2) = 25 W H (log 9.8): both red, DC full.
            // Im: +-43.3 W H at (+-3, +-2), full red and full blue; DC black.
            if (part == "real") {
                QCOMPARE(rgb(16, 12), (std::array<int, 3>{255, 0, 0}));
                const int level = int(std::lround(std::log1p(25.0 * width * height) / std::log1p(128.0 * width * height) * 255));
                for (const auto& [x, y] : {std::pair{19, 14}, std::pair{13, 10}}) {
                    QVERIFY2(std::abs(rgb(x, y)[0] - level) <= 2, qPrintable(QString("%1 against %2").arg(rgb(x, y)[0]).arg(level)));
                    QCOMPARE(rgb(x, y)[1] + rgb(x, y)[2], 0);
                }
            } else {
                QCOMPARE(rgb(19, 14), (std::array<int, 3>{255, 0, 0}));
                QCOMPARE(rgb(13, 10), (std::array<int, 3>{0, 0, 255}));
                QVERIFY(rgb(16, 12)[0] < 128 && rgb(16, 12)[2] < 128);
            }
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x)
                    if (!((x == 16 && y == 12) || (x == 19 && y == 14) || (x == 13 && y == 10)))
                        QVERIFY2(rgb(x, y)[0] < 160 && rgb(x, y)[2] < 160, qPrintable(QString("%1 at %2,%3").arg(part).arg(x).arg(y)));
        }
    }

    // strongest: the image rebuilt from its N largest |F|, against a float64 DFT whose bins
    // are ranked here (a bin and its mirror count as two, ties at the threshold kept), within
    // one level; the count it reports is the reference's.
    void strongestMatchesReference()
    {
        const int width = 20, height = 14;
        const std::vector<int> a = greyInput("a.pgm", width, height, 11);
        const auto f = reference::fftwDft2d(std::vector<float>(a.begin(), a.end()), width, height);
        for (const int keep : {1, 9, 40, 280}) {
            std::vector<double> magnitudes;
            for (const auto& z : f)
                magnitudes.push_back(std::abs(z));
            std::sort(magnitudes.begin(), magnitudes.end(), std::greater<double>());
            const double threshold = magnitudes[keep - 1];
            if (keep < width * height) { // the test's own precondition: no near-tie at the threshold
                const double next = *std::find_if(magnitudes.begin(), magnitudes.end(), [&](double m) { return m < threshold; });
                QVERIFY2(threshold - next > 1e-4 * threshold, "a near-tie at the threshold: choose another seed");
            }
            reference::Spectrum kept(f.size());
            int count = 0;
            for (std::size_t i = 0; i < f.size(); ++i)
                if (std::abs(f[i]) >= threshold) {
                    kept[i] = f[i];
                    ++count;
                }
            const Run r = run({"strongest", path("a.pgm"), path("kept.pgm"), "--keep", QString::number(keep)});
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
            QVERIFY2(r.out.contains(QString("%1 of 280 Fourier coefficients kept").arg(count)), qPrintable(describe(r)));
            const auto expected = reference::mapPlanes({reference::inverseDft2dReal(kept, width, height)}, "clamp", 255);
            const Pnm out = parsePnm(readFile(path("kept.pgm")));
            QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
            const int worst = maxAbsDiff(out.samples, std::vector<int>(expected[0].begin(), expected[0].end()));
            QVERIFY2(worst <= 1, qPrintable(QString("keep %1: off by %2 levels").arg(keep).arg(worst)));
        }
        checkError(run({"strongest", path("a.pgm"), path("x.pgm"), "--keep", "0"}), 2, "above 0");
        checkError(run({"strongest", path("a.pgm"), path("x.pgm")}), 2, "--keep N");
        // The help's range is 1 to W x H: 281 of a 20x14 image is refused, not all kept.
        checkError(run({"strongest", path("a.pgm"), path("x.pgm"), "--keep", "281"}), 1,
                   "--keep 281 is more than the 280 Fourier coefficients of a 20x14 image");
        QVERIFY(!QFile::exists(path("x.pgm")));
    }

    // basis: the part of the image one bin pair makes, against (2/WH) |F| cos(2 pi (ux/W +
    // vy/H) + arg F) from a float64 DFT (and (1/WH) F for the self-mirrored bin (W/2, 0)),
    // mapped by normalize, within one level; |F| and arg F as printed.
    void basisMatchesReference()
    {
        const int width = 20, height = 14;
        const std::vector<int> a = greyInput("a.pgm", width, height, 12);
        const auto f = reference::fftwDft2d(std::vector<float>(a.begin(), a.end()), width, height);
        for (const auto& [u, v] : {std::pair{3, -2}, std::pair{-1, 5}, std::pair{10, 0}}) {
            const std::complex<double> z = f[std::size_t((v + height) % height) * width + (u + width) % width];
            const bool self = u == width / 2 && v == 0;
            std::vector<double> plane;
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x)
                    plane.push_back((self ? 1.0 : 2.0) / (width * height) * std::abs(z) *
                                    std::cos(2 * M_PI * (double(u) * x / width + double(v) * y / height) + std::arg(z)));
            const Run r = run({"basis", path("a.pgm"), path("basis.pgm"), "--bin", QString("%1,%2").arg(u).arg(v)});
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
            QVERIFY2(r.out.contains(QString("|F| %1,").arg(std::abs(z), 0, 'g', 6)) ||
                         r.out.contains(QString("|F| %1,").arg(std::abs(z) * (1 + 1e-6), 0, 'g', 6)) ||
                         r.out.contains(QString("|F| %1,").arg(std::abs(z) * (1 - 1e-6), 0, 'g', 6)),
                     qPrintable(describe(r) + QString(" |F| %1").arg(std::abs(z), 0, 'g', 8)));
            const auto expected = reference::mapPlanes({plane}, "normalize", 255);
            const Pnm out = parsePnm(readFile(path("basis.pgm")));
            const int worst = maxAbsDiff(out.samples, std::vector<int>(expected[0].begin(), expected[0].end()));
            QVERIFY2(worst <= 1, qPrintable(QString("bin %1,%2: off by %3 levels").arg(u).arg(v).arg(worst)));
        }
        checkError(run({"basis", path("a.pgm"), path("x.pgm"), "--bin", "11,0"}), 1, "beyond the spectrum");
        checkError(run({"basis", path("a.pgm"), path("x.pgm"), "--bin", "3"}), 2, "two whole numbers");
        QVERIFY(!QFile::exists(path("x.pgm")));
    }

    // README "The filter": a result constant in exact arithmetic (only DC kept) normalizes to 0,
    // not to its float rounding stretched over the range, on odd sizes too.
    void constantResultsNormalizeToZero()
    {
        const int width = 251, height = 241; // odd sizes: Bluestein and mixed radices
        greyInput("odd.pgm", width, height, 21);
        const std::vector<QStringList> commands = {
            {"filter", path("odd.pgm"), path("out.pgm"), "--lowpass", "0.5", "--map", "normalize"},
            {"basis", path("odd.pgm"), path("out.pgm"), "--bin", "0,0"},
            {"strongest", path("odd.pgm"), path("out.pgm"), "--keep", "1", "--map", "normalize"},
        };
        for (const QStringList& command : commands) {
            const Run r = run(command);
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
            const Pnm out = parsePnm(readFile(path("out.pgm")));
            QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
            const int top = *std::max_element(out.samples.begin(), out.samples.end());
            QVERIFY2(top == 0, qPrintable(command.first() + QString(": levels up to %1").arg(top)));
        }
    }

    // Every lab command writes its input's depth (README "Lab"): 16-bit and 12-bit integers
    // stay so, and float data comes out as floats in the input's range, not as black.
    void labCommandsKeepTheInputsDepth()
    {
        const int width = 40, height = 30;
        for (const int maxval : {4095, 65535}) {
            const std::vector<int> a = randomSamples(width * height, maxval, 5), b = randomSamples(width * height, maxval, 6);
            writeFile(path("a.pgm"), makePnm("P5", width, height, maxval, a));
            writeFile(path("b.pgm"), makePnm("P5", width, height, maxval, b));
            for (const QStringList& command : std::vector<QStringList>{
                     {"mix", path("a.pgm"), path("b.pgm"), path("out.pgm")},
                     {"hybrid", path("a.pgm"), path("b.pgm"), path("out.pgm")},
                     {"convolve", path("a.pgm"), path("out.pgm"), "--kernel", "box:3"},
                     {"strongest", path("a.pgm"), path("out.pgm"), "--keep", "50"},
                     {"basis", path("a.pgm"), path("out.pgm"), "--bin", "2,1"},
                     {"subsample", path("a.pgm"), path("out.pgm"), "--factor", "2"}}) {
                const Run r = run(command);
                QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
                const Pnm out = parsePnm(readFile(path("out.pgm")));
                QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
                QVERIFY2(out.maxval == maxval, qPrintable(command.first() + QString(": maxval %1").arg(out.maxval)));
            }
        }
        // Float samples 0..1: the low-pass-like commands keep the mean; nothing is black.
        passband::Image flt;
        flt.width = width;
        flt.height = height;
        flt.channels = 1;
        flt.floating = true;
        flt.low = 0;
        flt.high = 1;
        const std::vector<int> noise = randomSamples(width * height, 1000, 9);
        double mean = 0;
        for (const int v : noise) {
            flt.values.push_back(float(v / 1000.0));
            mean += v / 1000.0 / noise.size();
        }
        const std::vector<std::uint8_t> pfm = passband::writePfm(flt);
        QVERIFY(writeFile(path("a.pfm"), QByteArray(reinterpret_cast<const char*>(pfm.data()), int(pfm.size()))));
        QVERIFY(writeFile(path("b.pfm"), readFile(path("a.pfm"))));
        for (const QStringList& command : std::vector<QStringList>{
                 {"hybrid", path("a.pfm"), path("b.pfm"), path("out.pfm"), "--lowpass", "6", "--highpass", "200"},
                 {"convolve", path("a.pfm"), path("out.pfm"), "--kernel", "box:3"},
                 {"strongest", path("a.pfm"), path("out.pfm"), "--keep", "200"},
                 {"subsample", path("a.pfm"), path("out.pfm"), "--factor", "2"}}) {
            const Run r = run(command);
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
            const QByteArray bytes = readFile(path("out.pfm"));
            const Image out = passband::readPnm(reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size()));
            QVERIFY2(out.isFloat(), qPrintable(command.first()));
            double sum = 0, lo = 1e9, hi = -1e9;
            for (const float v : out.values) {
                sum += v;
                lo = std::min(lo, double(v));
                hi = std::max(hi, double(v));
            }
            const double got = sum / out.values.size();
            QVERIFY2(std::abs(got - mean) < 0.05 && lo >= 0 && hi <= 1 && hi - lo > 0.05,
                     qPrintable(command.first() + QString(": mean %1 (input %2), %3..%4").arg(got).arg(mean).arg(lo).arg(hi)));
        }
    }

    // --show real and imaginary: a part that is 0 in exact arithmetic is drawn black, not as
    // its float rounding (the imaginary part of DC, the real part of a pure sine's bin), on
    // 16-bit data too.
    void spectrumPartsKeepExactZeros()
    {
        const int width = 64, height = 48;
        std::vector<int> samples;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                samples.push_back(int(std::lround(30000 + 20000 * std::sin(2 * M_PI * 3 * x / width))));
        writeFile(path("sine.pgm"), makePnm("P5", width, height, 65535, samples));
        const auto pixel = [&](const QString& file, int x, int y) { return QImage(file).pixelColor(x, y); };
        QVERIFY(run({"spectrum", path("sine.pgm"), path("imaginary.png"), "--show", "imaginary"}).exitCode == 0);
        QVERIFY(run({"spectrum", path("sine.pgm"), path("real.png"), "--show", "real"}).exitCode == 0);
        const int cx = width / 2, cy = height / 2; // DC, centred
        QCOMPARE(pixel(path("imaginary.png"), cx, cy), QColor(Qt::black));
        QVERIFY(pixel(path("imaginary.png"), cx + 3, cy) != QColor(Qt::black)); // the sine's own bin
        QCOMPARE(pixel(path("real.png"), cx + 3, cy), QColor(Qt::black));
        QVERIFY(pixel(path("real.png"), cx, cy) != QColor(Qt::black));
    }

    // convolve: an asymmetric 3x5 kernel from a file, applied in the frequency domain, against
    // the convolution written here from its definition g(x, y) = sum h(i, j) f(x - i, y - j)
    // (i, j from the kernel's centre), wrapping around or with zeros beyond the borders, within
    // one level; named kernels by hand; bad kernels in one line each.
    void convolveMatchesDefinition()
    {
        const int width = 17, height = 12;
        const std::vector<int> input = greyInput("in.pgm", width, height, 11);
        writeFile(path("kernel.txt"), "# 5 wide, 3 high\n0 0.1 0 0 0\n0.05, 0.2, 0.3, 0, 0.1\n0 0 0.15 0.1 0\n");
        const double h[3][5] = {{0, 0.1, 0, 0, 0}, {0.05, 0.2, 0.3, 0, 0.1}, {0, 0, 0.15, 0.1, 0}};
        for (const bool zero : {false, true}) {
            QStringList args{"convolve", path("in.pgm"), path("conv.pgm"), "--kernel", path("kernel.txt"), "--map", "clamp"};
            if (zero)
                args << "--padding" << "zero";
            const Run r = run(args);
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
            std::vector<double> expected(std::size_t(width) * height);
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x) {
                    double sum = 0;
                    for (int j = -1; j <= 1; ++j)
                        for (int i = -2; i <= 2; ++i) {
                            int sx = x - i, sy = y - j;
                            if (zero && (sx < 0 || sy < 0 || sx >= width || sy >= height))
                                continue;
                            sx = (sx + width) % width;
                            sy = (sy + height) % height;
                            sum += h[j + 1][i + 2] * input[std::size_t(sy) * width + sx];
                        }
                    expected[std::size_t(y) * width + x] = sum;
                }
            const auto mapped = reference::mapPlanes({expected}, "clamp", 255);
            const Pnm out = parsePnm(readFile(path("conv.pgm")));
            QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
            const int worst = maxAbsDiff(out.samples, std::vector<int>(mapped[0].begin(), mapped[0].end()));
            QVERIFY2(worst <= 1, qPrintable(QString("%1: off by %2 levels").arg(zero ? "zero" : "circular").arg(worst)));
        }
        // --compare says how close the theorem came to the definition.
        const Run compared = run({"convolve", path("in.pgm"), path("conv.pgm"), "--kernel", "laplacian", "--compare"});
        QVERIFY2(compared.exitCode == 0 && compared.out.contains("largest difference from the convolution by its definition"),
                 qPrintable(describe(compared)));
        QVERIFY2(compared.out.contains("laplacian (3x3), circular padding, magnitude"), qPrintable(describe(compared)));
        // box:3 of a flat image is the image; sobel-x of a horizontal ramp (slope 2) is 8 x 2
        // everywhere inside.
        writeFile(path("flat.pgm"), makePnm("P5", 9, 7, 255, std::vector<int>(63, 77)));
        QVERIFY(run({"convolve", path("flat.pgm"), path("box.pgm"), "--kernel", "box:3"}).exitCode == 0);
        QCOMPARE(parsePnm(readFile(path("box.pgm"))).samples, std::vector<int>(63, 77));
        std::vector<int> ramp;
        for (int y = 0; y < 7; ++y)
            for (int x = 0; x < 9; ++x)
                ramp.push_back(10 + 2 * x);
        writeFile(path("ramp.pgm"), makePnm("P5", 9, 7, 255, ramp));
        QVERIFY(run({"convolve", path("ramp.pgm"), path("sobel.pgm"), "--kernel", "sobel-x", "--padding", "zero"}).exitCode == 0);
        const Pnm sobel = parsePnm(readFile(path("sobel.pgm")));
        // Inside, 16 everywhere; at the right border (zeros beyond) 4 x 24 = 96 is the largest
        // |g|, so the inside maps to 16/96 of 255, 42.5, one level either way.
        for (int y = 1; y < 6; ++y)
            for (int x = 1; x < 8; ++x) {
                const int inside = sobel.samples[std::size_t(y) * 9 + x];
                QVERIFY2(inside == 42 || inside == 43, qPrintable(QString::number(inside)));
            }
        QCOMPARE(sobel.samples[std::size_t(3) * 9 + 8], 255);
        writeFile(path("empty.txt"), "# nothing\n");
        writeFile(path("even.txt"), "1 1\n1 1\n");
        checkError(run({"convolve", path("in.pgm"), path("x.pgm"), "--kernel", path("empty.txt")}), 1, "empty");
        checkError(run({"convolve", path("in.pgm"), path("x.pgm"), "--kernel", path("even.txt")}), 1, "odd");
        checkError(run({"convolve", path("in.pgm"), path("x.pgm"), "--kernel", "blur"}), 2, "unknown kernel 'blur'");
        // A file that is not there is said to be missing, not an unknown kernel's name.
        for (const QString& missing : {path("missing.txt"), QString("/missing.txt"), QString("k.txt")})
            checkError(run({"convolve", path("in.pgm"), path("x.pgm"), "--kernel", missing}), 1,
                       "Cannot read the kernel '" + missing + "': No such file or directory");
        checkError(run({"convolve", path("in.pgm"), path("x.pgm"), "--kernel", m_dir->path()}), 1, "not a file");
        checkError(run({"convolve", path("in.pgm"), path("x.pgm"), "--kernel", "box:4"}), 2, "odd N");
        checkError(run({"convolve", path("in.pgm"), path("x.pgm")}), 2, "needs --kernel");
        checkError(run({"convolve", path("in.pgm"), path("x.pgm"), "--kernel", "laplacian", "--padding", "mirror"}), 2,
                   "circular or zero");
        QVERIFY(!QFile::exists(path("x.pgm")));
    }

    // subsample: a grating of 40 cycles across 64 pixels kept 1 in 2 has 32 pixels, whose
    // Nyquist is 16 cycles: it folds to 40 - 32 = 8 cycles, by hand, and the output's DFT
    // peaks there; with --antialias (an ideal low-pass at min(64, 48)/4 = 12) the grating is gone,
    // the mean left. Bad factors in one line.
    void subsampleAliasesByHand()
    {
        const int width = 64, height = 48;
        std::vector<int> grating;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                grating.push_back(int(std::lround(128 + 100 * std::cos(2 * M_PI * 40.0 * x / width))));
        writeFile(path("grating.pgm"), makePnm("P5", width, height, 255, grating));
        const auto spectrumOf = [&](const QString& file) {
            const Pnm out = parsePnm(readFile(file));
            return std::pair(out, reference::fftwDft2d(std::vector<float>(out.samples.begin(), out.samples.end()), out.width,
                                                       out.height));
        };
        const Run plain = run({"subsample", path("grating.pgm"), path("aliased.pgm"), "--factor", "2"});
        QVERIFY2(plain.exitCode == 0, qPrintable(describe(plain)));
        const auto [aliased, f] = spectrumOf(path("aliased.pgm"));
        QCOMPARE(aliased.width, 32);
        QCOMPARE(aliased.height, 24);
        for (int x = 0; x < 32; ++x) // the samples themselves: every other one of the grating's
            QCOMPARE(aliased.samples[std::size_t(x)], grating[std::size_t(2 * x)]);
        int peak = 1;
        for (int u = 1; u <= 16; ++u)
            if (std::abs(f[std::size_t(u)]) > std::abs(f[std::size_t(peak)]))
                peak = u;
        QCOMPARE(peak, 8);
        const Run filtered = run({"subsample", path("grating.pgm"), path("clean.pgm"), "--factor", "2", "--antialias"});
        QVERIFY2(filtered.exitCode == 0 && filtered.out.contains("low-pass 12"), qPrintable(describe(filtered)));
        const auto [clean, g] = spectrumOf(path("clean.pgm"));
        for (std::size_t i = 1; i < g.size(); ++i) // nothing but the mean, and rounding
            QVERIFY2(std::abs(g[i]) < 0.01 * std::abs(g[0]), qPrintable(QString::number(i)));
        checkError(run({"subsample", path("grating.pgm"), path("x.pgm"), "--factor", "1"}), 2, "2 to 16");
        checkError(run({"subsample", path("grating.pgm"), path("x.pgm")}), 2, "--factor");
        checkError(run({"subsample", path("grating.pgm"), path("x.pgm"), "--factor", "2", "--antialias", "--lowpass", "5"}), 2,
                   "not both");
        QVERIFY(!QFile::exists(path("x.pgm")));
    }

    // The lab's hybrid: A through exp(-D^2/2R1^2) plus B through 1 - exp(-D^2/2R2^2), against
    // the float64 reference, clamped, within one level.
    void hybridMatchesReference()
    {
        const int width = 21, height = 14;
        const std::vector<int> a = greyInput("a.pgm", width, height, 6);
        const std::vector<int> b = greyInput("b.pgm", width, height, 8);
        const Run r = run({"hybrid", path("a.pgm"), path("b.pgm"), path("hybrid.pgm"), "--lowpass", "3", "--highpass", "5"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.out.contains("hybrid: low-pass 3 of A + high-pass 5 of B (Gaussian), clamp"), qPrintable(describe(r)));
        const auto low = reference::filteredPlaneBy(std::vector<double>(a.begin(), a.end()), width, height,
                                                    [](long ku, long kv) { return std::exp(-(ku * ku + kv * kv) / 18.0); });
        const auto high = reference::filteredPlaneBy(std::vector<double>(b.begin(), b.end()), width, height,
                                                     [](long ku, long kv) { return 1 - std::exp(-(ku * ku + kv * kv) / 50.0); });
        std::vector<double> sum(low.size());
        for (std::size_t i = 0; i < sum.size(); ++i)
            sum[i] = low[i] + high[i];
        const auto expected = reference::mapPlanes({sum}, "clamp", 255);
        const Pnm out = parsePnm(readFile(path("hybrid.pgm")));
        const int worst = maxAbsDiff(out.samples, std::vector<int>(expected[0].begin(), expected[0].end()));
        QVERIFY2(worst <= 1, qPrintable(QString("off by %1 levels").arg(worst)));
        // --strip: 1, 1/2, 1/4, 1/8 of 21x14 (21, 10, 5, 2 wide) bottom-aligned, 8 white pixels
        // apart: 21 + 10 + 5 + 2 + 3 x 8 = 62 wide; the first copy is the hybrid itself.
        const Run withStrip = run({"hybrid", path("a.pgm"), path("b.pgm"), path("hybrid.pgm"), "--lowpass", "3",
                                   "--highpass", "5", "--strip", path("strip.ppm")});
        QVERIFY2(withStrip.exitCode == 0, qPrintable(describe(withStrip)));
        const Pnm sheet = parsePnm(readFile(path("strip.ppm")));
        QVERIFY2(sheet.problem.isEmpty(), qPrintable(sheet.problem));
        QCOMPARE(sheet.width, 62);
        QCOMPARE(sheet.height, 14);
        const auto at = [&](int x, int y, int c) { return sheet.samples[(std::size_t(y) * 62 + x) * 3 + c]; };
        for (int y = 0; y < 14; ++y)
            for (int x = 0; x < 21; ++x)
                QCOMPARE(at(x, y, 0), out.samples[std::size_t(y) * 21 + x]);
        for (const int x : {21, 28, 39, 46, 59})   // gaps, and above the smaller copies
            QCOMPARE(at(x, 0, 0), 255);
        QVERIFY(at(29, 13, 0) != 255 || at(30, 13, 0) != 255); // the half-size copy, at the bottom
        // B as a 16-bit copy (levels x 257): its levels are taken in A's range, so the result is
        // the same reference, and a note says so.
        std::vector<int> b16(b.size());
        for (std::size_t i = 0; i < b.size(); ++i)
            b16[i] = b[i] * 257;
        writeFile(path("b16.pgm"), makePnm("P5", width, height, 65535, b16));
        const Run deeper = run({"hybrid", path("a.pgm"), path("b16.pgm"), path("hybrid16.pgm"), "--lowpass", "3",
                                "--highpass", "5"});
        QVERIFY2(deeper.exitCode == 0 && deeper.err.contains("levels scaled from 0..65535 to 0..255"),
                 qPrintable(describe(deeper)));
        const Pnm out16 = parsePnm(readFile(path("hybrid16.pgm")));
        QCOMPARE(out16.maxval, 255); // A's depth
        const int worst16 = maxAbsDiff(out16.samples, std::vector<int>(expected[0].begin(), expected[0].end()));
        QVERIFY2(worst16 <= 1, qPrintable(QString("a 16-bit B: off by %1 levels").arg(worst16)));
        checkError(run({"hybrid", path("a.pgm"), path("b.pgm"), path("x.pgm"), "--lowpass", "0"}), 2, "above 0");
        checkError(run({"hybrid", path("a.pgm"), path("missing.pgm"), path("x.pgm")}), 1, "missing.pgm");
        QVERIFY(!QFile::exists(path("x.pgm")));
    }

    // 'pattern' by hand (a 4 px checkerboard; a grating's values from its formula) and
    // 'noise' on a flat image against the formula (the range widened by the peak at both ends,
    // mapped back onto 0..255), then a notch pair on the noise's peaks brings the flat image
    // back at its scaled level.
    void patternAndNoise()
    {
        const Run board = run({"pattern", "checkerboard", path("board.pgm"), "--size", "12x8", "--square", "4"});
        QVERIFY2(board.exitCode == 0, qPrintable(describe(board)));
        const Pnm b = parsePnm(readFile(path("board.pgm")));
        QCOMPARE(b.width, 12);
        QCOMPARE(b.height, 8);
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 12; ++x)
                QCOMPARE(b.samples[y * 12 + x], ((x / 4 + y / 4) % 2) ? 255 : 0);
        QVERIFY(readFile(path("board.pgm")).contains("# passband"));
        const Run grating = run({"pattern", "GRATING", path("grating.pgm"), "--size", "16x10", "--cycles", "3,-2"});
        QVERIFY2(grating.exitCode == 0, qPrintable(describe(grating)));
        const Pnm g = parsePnm(readFile(path("grating.pgm")));
        for (int y = 0; y < 10; ++y)
            for (int x = 0; x < 16; ++x)
                // Rounded to the nearest level; where cos is 0 the exact 127.5 may go either way.
                QVERIFY(std::abs(g.samples[y * 16 + x] - (127.5 + 127.5 * std::cos(2 * M_PI * (3.0 * x / 16 - 2.0 * y / 10)))) <=
                        0.5 + 1e-9);

        QVERIFY(writeFile(path("flat.pgm"), makePnm("P5", 32, 24, 255, std::vector<int>(32 * 24, 120))));
        const Run noise = run({"noise", path("flat.pgm"), path("noisy.pgm"), "--cycles", "5,3", "--amplitude", "0.1"});
        QVERIFY2(noise.exitCode == 0, qPrintable(describe(noise)));
        QVERIFY2(noise.out.contains("peaks are at (5, 3) and (-5, -3)"), qPrintable(describe(noise)));
        const Pnm n = parsePnm(readFile(path("noisy.pgm")));
        for (int y = 0; y < 24; ++y)
            for (int x = 0; x < 32; ++x)
                QCOMPARE(n.samples[y * 32 + x],
                         int(std::lround((120 + 25.5 + 25.5 * std::cos(2 * M_PI * (5.0 * x / 32 + 3.0 * y / 24))) * 255 / 306)));
        const Run cleaned = run({"filter", path("noisy.pgm"), path("clean.pgm"), "--notch", "5,3,1.5", "--map", "clamp"});
        QVERIFY2(cleaned.exitCode == 0, qPrintable(describe(cleaned)));
        // (120 + 25.5) x 255 / 306 = 121.25
        QVERIFY(maxAbsDiff(parsePnm(readFile(path("clean.pgm"))).samples, std::vector<int>(32 * 24, 121)) <= 1);
    }

    // --preset gives what the same options given one by one give; options given as well
    // override it; an exported image works as the preset; a bad preset is named.
    void filterPreset()
    {
        greyInput("in.pgm", 20, 14, 3);
        QVERIFY(writeFile(path("p.json"), R"({"lowpass": 5, "shape": "gaussian", "mapping": "normalize",
            "edges": "smooth", "notches": [{"u": 3, "v": -2, "radius": 1.5}]})"));
        const QStringList explicitOptions{"--lowpass", "5", "--shape", "gaussian", "--map", "normalize",
                                          "--edges", "smooth", "--notch", "3,-2,1.5"};
        QCOMPARE(run(QStringList{"filter", path("in.pgm"), path("a.pgm")} + explicitOptions).exitCode, 0);
        const Run r = run({"filter", path("in.pgm"), path("b.pgm"), "--preset", path("p.json")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(parsePnm(readFile(path("b.pgm"))).samples, parsePnm(readFile(path("a.pgm"))).samples);
        // Overrides: a high-pass added, the notches replaced.
        QCOMPARE(run(QStringList{"filter", path("in.pgm"), path("c.pgm"), "--lowpass", "5", "--shape", "gaussian", "--map",
                                 "normalize", "--edges", "smooth", "--highpass", "2", "--notch", "1,1,1"})
                     .exitCode,
                 0);
        QCOMPARE(run({"filter", path("in.pgm"), path("d.pgm"), "--preset", path("p.json"), "--highpass", "2", "--notch",
                      "1,1,1"})
                     .exitCode,
                 0);
        QCOMPARE(parsePnm(readFile(path("d.pgm"))).samples, parsePnm(readFile(path("c.pgm"))).samples);
        // The image written with the preset carries it.
        QCOMPARE(run({"filter", path("in.pgm"), path("e.pgm"), "--preset", path("b.pgm")}).exitCode, 0);
        QCOMPARE(parsePnm(readFile(path("e.pgm"))).samples, parsePnm(readFile(path("a.pgm"))).samples);
        QVERIFY(writeFile(path("bad.json"), R"({"highpass": 3, "colour": "red"})"));
        const Run bad = run({"filter", path("in.pgm"), path("f.pgm"), "--preset", path("bad.json")});
        checkError(bad, 1, "bad.json: unknown key 'colour'");
        QVERIFY(!QFile::exists(path("f.pgm")));
        // A preset the window saved with a lab mode on: its filter is used, and a note says the
        // lab's mode is the window's.
        QVERIFY(writeFile(path("lab.json"), R"({"lowpass": 5, "shape": "gaussian", "mapping": "normalize", "edges": "smooth",
            "notches": [{"u": 3, "v": -2, "radius": 1.5}], "lab": {"mode": "basis", "keep": 40}})"));
        const Run withLab = run({"filter", path("in.pgm"), path("g.pgm"), "--preset", path("lab.json")});
        QVERIFY2(withLab.exitCode == 0, qPrintable(describe(withLab)));
        QVERIFY2(withLab.err.contains("note: lab.json also holds the lab's basis mode, which only the window shows; its "
                                      "filter is used"),
                 qPrintable(withLab.err));
        QCOMPARE(parsePnm(readFile(path("g.pgm"))).samples, parsePnm(readFile(path("a.pgm"))).samples);
    }

    // The line 'filter' prints says what the user waited for, from the command's start to the
    // file written, and the device's time for the filtering as what it is (FINDINGS: a device
    // time of 227 ms was read as the command's, which took 4.5 s). Neither is held to a
    // duration: the wall time lies between the device time (a part of it) and the time this
    // test waited for the process (which holds it); each figure is rounded to its last digit.
    void filterSaysWhatTheUserWaitedFor()
    {
        greyInput("in.pgm", 48, 40);
        const QRegularExpression line(
            "^(\\S+): 48x40 grey, 8-bit; (.+); ([0-9]+\\.[0-9]{2}) s from start to file written; "
            "device time of the filtering ([0-9]+\\.[0-9]{2}) ms on (.+)$",
            QRegularExpression::MultilineOption);
        for (const bool removed : {false, true}) {
            QStringList arguments{"filter", path("in.pgm"), path("out.pgm"), "--highpass", "3"};
            if (removed)
                arguments << "--removed";
            QElapsedTimer waited;
            waited.start();
            const Run r = run(arguments);
            const double waitedS = waited.nsecsElapsed() / 1e9;
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
            const QRegularExpressionMatch m = line.match(r.out);
            QVERIFY2(m.hasMatch(), qPrintable(describe(r)));
            QCOMPARE(m.captured(1), path("out.pgm"));
            QCOMPARE(m.captured(2).startsWith("removed component of high-pass 3"), removed);
            const double wallS = m.captured(3).toDouble(), deviceMs = m.captured(4).toDouble();
            QVERIFY2(deviceMs > 0 && wallS * 1000 + 5 >= deviceMs, qPrintable(describe(r)));
            QVERIFY2(wallS - 0.005 <= waitedS, qPrintable(describe(r) + QString(" (waited %1 s)").arg(waitedS)));
        }
        // The batch: each image from its reading to its file written, its device time a part
        // of that; the last line, the whole command.
        greyInput("b.pgm", 48, 40, 2);
        QElapsedTimer waited;
        waited.start();
        const Run batch = run({"filter", path("in.pgm"), path("b.pgm"), "--output-dir", path("out"), "--highpass", "3"});
        const double waitedS = waited.nsecsElapsed() / 1e9;
        QVERIFY2(batch.exitCode == 0, qPrintable(describe(batch)));
        const QRegularExpression image("^\\[[12]/2\\] .*; ([0-9]+) ms in all, device time ([0-9]+\\.[0-9]{2}) ms",
                                       QRegularExpression::MultilineOption);
        int images = 0;
        for (auto it = image.globalMatch(batch.out); it.hasNext(); ++images) {
            const QRegularExpressionMatch m = it.next();
            QVERIFY2(m.captured(2).toDouble() > 0 && m.captured(1).toDouble() + 0.5 >= m.captured(2).toDouble(),
                     qPrintable(describe(batch)));
        }
        QCOMPARE(images, 2);
        const QRegularExpressionMatch total =
            QRegularExpression("^Filtered 2 of 2 images into .*; ([0-9]+\\.[0-9]{2}) s from start to the last file "
                               "written$",
                               QRegularExpression::MultilineOption)
                .match(batch.out);
        QVERIFY2(total.hasMatch(), qPrintable(describe(batch)));
        QVERIFY2(total.captured(1).toDouble() - 0.005 <= waitedS, qPrintable(describe(batch)));
    }

    // Several inputs into a directory: each output is what 'filter IN OUT' writes alone; one
    // progress line each, the plan reused for the second image of a size; a missing file is
    // reported, the others still written, and the exit status says one failed.
    void filterBatch()
    {
        greyInput("a.pgm", 20, 14, 1);
        greyInput("b.pgm", 9, 7, 2);
        greyInput("c.pgm", 20, 14, 3);
        const QStringList options{"--lowpass", "4", "--shape", "gaussian"};
        const Run r = run(QStringList{"filter", path("a.pgm"), path("b.pgm"), path("missing.pgm"), path("c.pgm"),
                                      "--output-dir", path("out")} +
                          options);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("[1/4] ") && r.out.contains("[4/4] ") && r.err.contains("[3/4] "), qPrintable(describe(r)));
        QVERIFY2(r.out.contains("c.pgm: 20x14 grey, 8-bit;") && r.out.section("[4/4]", 1).contains("plan reused"),
                 qPrintable(describe(r)));
        QVERIFY2(r.out.contains("Filtered 3 of 4 images"), qPrintable(describe(r)));
        QVERIFY2(r.err.contains("missing.pgm"), qPrintable(describe(r)));
        for (const char* name : {"a", "b", "c"}) {
            QCOMPARE(run(QStringList{"filter", path(QString(name) + ".pgm"), path(QString(name) + "-alone.pgm")} + options)
                         .exitCode,
                     0);
            QCOMPARE(parsePnm(readFile(path(QString("out/") + name + ".pgm"))).samples,
                     parsePnm(readFile(path(QString(name) + "-alone.pgm"))).samples);
        }
        QVERIFY(!QFile::exists(path("out/missing.pgm")));
        const Run png = run({"filter", path("a.pgm"), "--output-dir", path("png"), "--format", "PNG"});
        QVERIFY2(png.exitCode == 0 && QFile::exists(path("png/a.png")), qPrintable(describe(png)));
        const Run clash = run({"filter", path("a.pgm"), path("a.pgm"), "--output-dir", path("clash")});
        checkError(clash, 2, "both be written");
        QVERIFY(!QFile::exists(path("clash")));
    }

    // A folder of mixed images for the batch tests: grey and colour, alpha, 8 and 16 bits and
    // float, odd and even sizes, in PNG, PPM, PGM and TIFF.
    QStringList mixedFolder(const QString& folder) const
    {
        QDir().mkpath(path(folder));
        struct Kind {
            const char* name;
            int width, height, channels, maxval;
            bool floating;
        };
        const Kind kinds[] = {{"grey.png", 31, 17, 1, 255, false},   {"colour.ppm", 24, 20, 3, 255, false},
                              {"alpha.png", 16, 12, 4, 255, false},  {"deep.tif", 20, 15, 1, 65535, false},
                              {"float.tif", 19, 13, 1, 0, true},     {"even.pgm", 32, 32, 1, 255, false},
                              {"deepcolour.tif", 15, 11, 3, 65535, false}};
        QStringList files;
        std::uint32_t seed = 11;
        for (const Kind& k : kinds) {
            Image image;
            image.width = k.width;
            image.height = k.height;
            image.channels = k.channels;
            const std::size_t n = std::size_t(k.width) * k.height * k.channels;
            const std::vector<int> r = randomSamples(int(n), k.floating ? 1000 : k.maxval, seed++);
            if (k.floating) {
                image.floating = true;
                image.values.resize(n);
                for (std::size_t i = 0; i < n; ++i)
                    image.values[i] = float(r[i]) / 250.0f - 1.5f;
                image.low = -1.5;
                image.high = 2.5;
            } else {
                image.maxval = k.maxval;
                image.samples.assign(n, 0);
                for (std::size_t i = 0; i < n; ++i)
                    image.samples[i] = static_cast<std::uint16_t>(r[i]);
            }
            const QString file = path(folder + "/" + k.name);
            saveImage(image, file, {}, nullptr);
            files << file;
        }
        return files;
    }

    // The file's modification time set to now, its contents kept.
    static bool touch(const QString& file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadWrite) && f.setFileTime(QDateTime::currentDateTime(), QFileDevice::FileModificationTime);
    }

    // --json's lines, one object per line, by input.
    static std::map<QString, QJsonObject> jsonLines(const QString& out)
    {
        std::map<QString, QJsonObject> lines;
        for (const QString& line : out.split('\n', Qt::SkipEmptyParts)) {
            QJsonParseError error{};
            const QJsonDocument d = QJsonDocument::fromJson(line.toUtf8(), &error);
            if (error.error != QJsonParseError::NoError || !d.isObject())
                return {}; // a line that is not a whole object fails the caller's count
            lines[d.object()["input"].toString()] = d.object();
        }
        return lines;
    }

    // A batch spread over processes by GNU parallel (Debian's `parallel`), two jobs at a time
    // and a few files each, writes every output byte for byte as one process does, and each
    // input's --json line comes back whole: the manual's recipe, run.
    void batchThroughGnuParallel()
    {
        const QString parallel = QStandardPaths::findExecutable("parallel");
        QVERIFY2(!parallel.isEmpty(), "GNU parallel is needed (Debian package parallel)");
        const QStringList inputs = mixedFolder("in");
        writeFile(path("p.json"), R"({"lowpass": 6, "highpass": 1.5, "shape": "butterworth", "order": 3})");
        const QStringList options{"--output-dir", path("one"), "--preset", path("p.json"), "--json", "--edges", "mirror"};
        const Run one = run(QStringList{"filter"} + inputs + options);
        QVERIFY2(one.exitCode == 0, qPrintable(describe(one)));
        const Run spread = runPassband(QStringList{"filter", "{}", "--output-dir", path("spread"), "--preset", path("p.json"),
                                                   "--json", "--edges", "mirror", ":::"} +
                                           inputs,
                                       QDir::tempPath(), {}, {parallel, "--will-cite", "-j2", "-N3"});
        QVERIFY2(spread.exitCode == 0, qPrintable(describe(spread)));
        const auto single = jsonLines(one.out), spreadLines = jsonLines(spread.out);
        QCOMPARE(int(single.size()), int(inputs.size()));
        QCOMPARE(int(spreadLines.size()), int(inputs.size()));
        QCOMPARE(spread.out.count('\n'), int(inputs.size()));
        for (const QString& input : inputs) {
            const QJsonObject a = single.at(input), b = spreadLines.at(input);
            QCOMPARE(a["status"].toString(), QString("written"));
            QCOMPARE(b["status"].toString(), QString("written"));
            QCOMPARE(b["settings"], a["settings"]);
            QCOMPARE(a["settings"].toObject()["lowpass"].toDouble(), 6.0);
            QCOMPARE(a["settings"].toObject()["edges"].toString(), QString("mirror"));
            const QString name = QFileInfo(a["output"].toString()).fileName();
            QCOMPARE(QFileInfo(b["output"].toString()).fileName(), name);
            const QByteArray bytes = readFile(path("one/" + name));
            QVERIFY2(!bytes.isEmpty(), qPrintable(name));
            QVERIFY2(bytes == readFile(path("spread/" + name)), qPrintable(name + " differs"));
        }
    }

    // The same batch again skips what is up to date and resumes what is not: an output that
    // is missing, older than its input or the preset, or made by another filter is written
    // again; --force writes them all; a file that fails makes the exit status 1 and is the
    // only line marked failed.
    void batchResumes()
    {
        const QStringList inputs = mixedFolder("in");
        writeFile(path("p.json"), R"({"lowpass": 5})");
        const QStringList options{"--output-dir", path("out"), "--preset", path("p.json"), "--json"};
        const auto statuses = [&](const QStringList& extra, int exitCode = 0) {
            const Run r = run(QStringList{"filter"} + inputs + options + extra);
            std::map<QString, QString> status;
            if (r.exitCode != exitCode) {
                qWarning("%s", qPrintable(describe(r)));
                return status;
            }
            for (const auto& [input, line] : jsonLines(r.out))
                status[QFileInfo(input).fileName()] = line["status"].toString();
            return status;
        };
        const auto only = [&](const std::map<QString, QString>& status, const QSet<QString>& written) {
            if (int(status.size()) != inputs.size())
                return false;
            for (const auto& [name, s] : status)
                if (s != (written.contains(name) ? "written" : "skipped"))
                    return false;
            return true;
        };
        QSet<QString> all;
        for (const QString& input : inputs)
            all << QFileInfo(input).fileName();
        const auto first = statuses({});
        QVERIFY(only(first, all));
        const QByteArray grey = readFile(path("out/grey.png"));
        QVERIFY(only(statuses({}), {}));
        // Older than its input (the clock moved on), and missing.
        QThread::msleep(20);
        QVERIFY(touch(path("in/colour.ppm")));
        QVERIFY(QFile::remove(path("out/even.pgm")));
        QVERIFY(only(statuses({}), {"colour.ppm", "even.pgm"}));
        // Another filter over the same preset: every output records the filter (PNG, Netpbm,
        // TIFF), so every one is written again; then that filter's are up to date.
        QVERIFY(only(statuses({"--lowpass", "7"}), all));
        QVERIFY(only(statuses({"--lowpass", "7"}), {}));
        QVERIFY(readFile(path("out/grey.png")) != grey);
        QVERIFY(only(statuses({}), all));
        QCOMPARE(readFile(path("out/grey.png")), grey);
        // The preset touched, then --force.
        QThread::msleep(20);
        QVERIFY(touch(path("p.json")));
        QVERIFY(only(statuses({}), all));
        QVERIFY(only(statuses({"--force"}), all));
        // A file that fails: its line says so with the reason, the others are skipped.
        writeFile(path("in/grey.png"), "not an image");
        const Run broken = run(QStringList{"filter"} + inputs + options);
        QCOMPARE(broken.exitCode, 1);
        const auto lines = jsonLines(broken.out);
        QCOMPARE(int(lines.size()), int(inputs.size()));
        QCOMPARE(lines.at(path("in/grey.png"))["status"].toString(), QString("failed"));
        QVERIFY(!lines.at(path("in/grey.png"))["error"].toString().isEmpty());
        QCOMPARE(lines.at(path("in/colour.ppm"))["status"].toString(), QString("skipped"));
        QVERIFY2(broken.err.contains("grey.png"), qPrintable(describe(broken)));
        // An output that records no filter (BMP) is filtered again, as is a batch with a mask,
        // which its outputs record by size alone.
        for (const QStringList& extra : {QStringList{"--format", "bmp"}, QStringList{"--mask", "MASK"}}) {
            QStringList options{"filter", path("in/even.pgm"), "--output-dir", path("again"), "--json", "--lowpass", "5"};
            options += extra;
            if (const qsizetype at = options.indexOf("MASK"); at >= 0) {
                greyInput("mask.pgm", 32, 32, 9);
                options[at] = path("mask.pgm");
            }
            for (int round = 0; round < 2; ++round) {
                const Run r = run(options);
                QVERIFY2(r.exitCode == 0 && r.out.contains("\"status\":\"written\""), qPrintable(describe(r)));
            }
        }
        // Without --json the progress lines say it.
        const Run plain = run(QStringList{"filter"} + inputs.mid(1) + options.mid(0, 4));
        QVERIFY2(plain.exitCode == 0 && plain.out.contains("up to date, skipped") &&
                     plain.out.contains("6 outputs were up to date and skipped"),
                 qPrintable(describe(plain)));
    }

    // Every link of the README and the manual lands: a file that is there, and in a chapter
    // an anchor one of its headings makes (GitHub's rule, written here from its description:
    // lower case, punctuation dropped, spaces as hyphens); every chapter the index lists.
    void manualLinksLand()
    {
        const QDir manual(PASSBAND_MANUAL_DIR);
        const auto anchorsOf = [](const QString& file) {
            QSet<QString> anchors;
            QFile f(file);
            if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
                return anchors;
            bool code = false;
            for (const QString& line : QString::fromUtf8(f.readAll()).split('\n')) {
                if (line.startsWith("```"))
                    code = !code;
                if (code || !line.startsWith('#'))
                    continue;
                QString anchor;
                for (const QChar c : line.section(' ', 1).trimmed().toLower())
                    if (c.isLetterOrNumber() || c == '-' || c == '_')
                        anchor += c;
                    else if (c == ' ')
                        anchor += '-';
                anchors << anchor;
            }
            return anchors;
        };
        QStringList files{PASSBAND_README};
        for (const QString& name : manual.entryList({"*.md"}, QDir::Files))
            files << manual.filePath(name);
        QVERIFY(files.size() >= 14);
        static const QRegularExpression link(R"(\]\(([^)\s]+)\))");
        int checked = 0;
        for (const QString& file : files) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
            const QString text = QString::fromUtf8(f.readAll());
            for (auto it = link.globalMatch(text); it.hasNext();) {
                const QString target = it.next().captured(1);
                if (target.startsWith("http:") || target.startsWith("https:"))
                    continue;
                const QString path = target.section('#', 0, 0), anchor = target.section('#', 1);
                const QString landed = path.isEmpty() ? file : QFileInfo(file).dir().filePath(path);
                QVERIFY2(QFileInfo::exists(landed), qPrintable(file + ": " + target + " is not there"));
                if (!anchor.isEmpty())
                    QVERIFY2(anchorsOf(landed).contains(anchor), qPrintable(file + ": no heading makes " + target));
                ++checked;
            }
        }
        QVERIFY2(checked > 100, qPrintable(QString::number(checked)));
    }

    // --python with a mask writes the mask beside the script under a name no file has: never
    // over the mask the user gave; and a file name with a backslash or quotes in the script's
    // header leaves the script valid Python.
    void pythonScriptKeepsTheUsersMask()
    {
        greyInput("in\\x\"\"\"y.pgm", 20, 16, 3);
        greyInput("f.mask.png.pgm", 20, 16, 4);
        QVERIFY(QImage(path("f.mask.png.pgm")).save(path("f.mask.png")));
        const QByteArray mask = readFile(path("f.mask.png"));
        const Run r = run({"filter", path("in\\x\"\"\"y.pgm"), path("out.pgm"), "--mask", path("f.mask.png"), "--python",
                           path("f.py")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(readFile(path("f.mask.png")), mask);
        QVERIFY(QFileInfo::exists(path("f.mask-2.png")));
        QVERIFY(readFile(path("f.py")).contains("\"f.mask-2.png\""));
        QProcess python;
        python.start(QStandardPaths::findExecutable("python3", {"/usr/bin"}), {"-m", "py_compile", path("f.py")});
        QVERIFY(python.waitForFinished(60000));
        QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
    }

    // A sweep writes one numbered frame per radius, each what 'filter --highpass R' writes;
    // the fixed cutoff stays.
    void sweepFrames()
    {
        greyInput("in.pgm", 16, 12, 5);
        const Run r = run({"sweep", path("in.pgm"), path("frames"), "--highpass", "1:3.5:1.25", "--lowpass", "6",
                           "--format", "pgm"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.out.contains("[3/3] ") && r.out.contains("Wrote 3 frames"), qPrintable(describe(r)));
        const double radii[] = {1, 2.25, 3.5};
        for (int i = 0; i < 3; ++i) {
            const QString frame = path(QString("frames/in-highpass-%1.pgm").arg(i, 3, 10, QChar('0')));
            QVERIFY2(QFile::exists(frame), qPrintable(frame));
            QCOMPARE(run({"filter", path("in.pgm"), path("alone.pgm"), "--highpass", QString::number(radii[i]),
                          "--lowpass", "6"})
                         .exitCode,
                     0);
            QCOMPARE(parsePnm(readFile(frame)).samples, parsePnm(readFile(path("alone.pgm"))).samples);
            QVERIFY(readFile(frame).contains(QString("\"highpass\":%1").arg(radii[i]).toUtf8()));
        }
        QVERIFY(!QFile::exists(path("frames/in-highpass-003.pgm")));

        // --contact-sheet: 3 frames of 16x12 in ceil(sqrt(3)) = 2 columns and 2 rows, 8 px
        // apart with a 20 px label row under each: 8 + 2 x (16 + 8) = 56 wide, 8 + 2 x (12 +
        // 20 + 8) = 88 high; frame i at (8 + 24 (i mod 2), 8 + 40 (i div 2)), unscaled; the
        // fourth place white.
        const Run sheet = run({"sweep", path("in.pgm"), path("frames"), "--highpass", "1:3.5:1.25", "--lowpass", "6",
                               "--format", "pgm", "--contact-sheet", path("sheet.png")});
        QVERIFY2(sheet.exitCode == 0, qPrintable(describe(sheet)));
        QVERIFY2(sheet.out.contains("sheet.png: the 3 frames on one contact sheet"), qPrintable(describe(sheet)));
        const QImage contact = QImage(path("sheet.png")).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(contact.size(), QSize(56, 88));
        for (int i = 0; i < 3; ++i) {
            const Pnm frame = parsePnm(readFile(path(QString("frames/in-highpass-%1.pgm").arg(i, 3, 10, QChar('0')))));
            const int left = 8 + 24 * (i % 2), top = 8 + 40 * (i / 2);
            for (int y = 0; y < 12; ++y)
                for (int x = 0; x < 16; ++x)
                    QCOMPARE(qRed(contact.pixel(left + x, top + y)), frame.samples[std::size_t(y) * 16 + x]);
            int dark = 0; // the label under it
            for (int y = top + 12; y < top + 32; ++y)
                for (int x = left; x < left + 16; ++x)
                    dark += qRed(contact.pixel(x, y)) < 128;
            QVERIFY(dark > 0);
        }
        for (int y = 48; y < 80; ++y)
            for (int x = 32; x < 48; ++x)
                QCOMPARE(contact.pixel(x, y), qRgb(255, 255, 255));
        checkError(run({"sweep", path("in.pgm"), path("frames"), "--highpass", "1:2", "--contact-sheet", path("s.jpg")}), 2,
                   "writes a .png");
    }

    // --removed writes input minus result, by hand: a high-pass removes all of a flat image
    // (auto maps the removed low-pass image by clamping), and a low-pass of 0 removes every
    // bin, so the removed part is the input itself.
    void filterRemoved()
    {
        QVERIFY(writeFile(path("flat.pgm"), makePnm("P5", 8, 8, 255, std::vector<int>(64, 100))));
        const Run r = run({"filter", path("flat.pgm"), path("out.pgm"), "--highpass", "2", "--removed"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.out.contains("removed component of high-pass 2"), qPrintable(describe(r)));
        QCOMPARE(parsePnm(readFile(path("out.pgm"))).samples, std::vector<int>(64, 100));
        QVERIFY(readFile(path("out.pgm")).contains("# passband"));
        QVERIFY(readFile(path("out.pgm")).contains("removed component of high-pass 2"));
        const std::vector<int> input = randomSamples(9 * 7, 255, 4);
        QVERIFY(writeFile(path("in.pgm"), makePnm("P5", 9, 7, 255, input)));
        const Run all = run({"filter", path("in.pgm"), path("out.pgm"), "--lowpass", "0", "--map", "clamp", "--removed"});
        QVERIFY2(all.exitCode == 0, qPrintable(describe(all)));
        QCOMPARE(parsePnm(readFile(path("out.pgm"))).samples, input);
    }

    // An ideal low-pass of radius 0 passes no bin (D < 0 never holds): clamp gives black.
    void filterLowpassZeroPassesNothing()
    {
        const std::vector<int> input = randomSamples(7 * 5, 255, 9);
        QVERIFY(writeFile(path("in.pgm"), makePnm("P5", 7, 5, 255, input)));
        const Run r = run({"filter", path("in.pgm"), path("out.pgm"), "--lowpass", "0", "--map", "clamp"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const Pnm out = parsePnm(readFile(path("out.pgm")));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
        QCOMPARE(out.samples, std::vector<int>(7 * 5, 0));
    }

    // --map none: the real result, negatives included, as 32-bit floats in PFM, TIFF and FITS,
    // against the double-precision reference; the PFM is parsed here by hand (little-endian
    // because its scale is negative, rows bottom-up).
    void filterMapNoneWritesRealValues()
    {
        const int width = 12, height = 9;
        const std::vector<int> input = greyInput("in.pgm", width, height, 31);
        reference::Spectrum f = reference::dft2d(std::vector<float>(input.begin(), input.end()), width, height);
        for (int v = 0; v < height; ++v)
            for (int u = 0; u < width; ++u)
                f[v * width + u] *= filterGain(u, v, width, height, 2.5, -1, "ideal", 2);
        const std::vector<double> expected = inverseDft2dReal(f, width, height);
        QVERIFY(*std::min_element(expected.begin(), expected.end()) < -10); // a high-pass swings below 0
        for (const QString ext : {"pfm", "tif", "fits"}) {
            const QString out = path("real." + ext);
            const Run r = run({"filter", path("in.pgm"), out, "--highpass", "2.5", "--map", "none"});
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
            std::vector<double> got;
            if (ext == "pfm") {
                const QByteArray bytes = readFile(out);
                const QByteArray header = QByteArray("Pf\n") + QByteArray::number(width) + " " +
                                          QByteArray::number(height) + "\n-1.0\n";
                QVERIFY2(bytes.startsWith(header), bytes.left(20).constData());
                QCOMPARE(bytes.size(), header.size() + 4 * width * height);
                got.resize(std::size_t(width) * height);
                for (int y = 0; y < height; ++y)
                    for (int x = 0; x < width; ++x) {
                        const int at = header.size() + 4 * ((height - 1 - y) * width + x);
                        std::uint32_t bits = 0;
                        for (int k = 0; k < 4; ++k)
                            bits |= std::uint32_t(std::uint8_t(bytes[at + k])) << (8 * k);
                        float v;
                        std::memcpy(&v, &bits, 4);
                        got[std::size_t(y) * width + x] = v;
                    }
            } else {
                const Image image = loadImage(out); // readers checked against independent writers in tst_formats
                QVERIFY(image.isFloat());
                for (int y = 0; y < height; ++y)
                    for (int x = 0; x < width; ++x)
                        got.push_back(image.value(x, y, 0));
            }
            double worst = 0;
            for (std::size_t i = 0; i < got.size(); ++i)
                worst = std::max(worst, std::abs(got[i] - expected[i]));
            QVERIFY2(worst < 1e-3, qPrintable(QString("%1: off by %2").arg(ext).arg(worst)));
        }
        // An integer format cannot hold them: refused before any work, nothing written.
        const Run png = run({"filter", path("in.pgm"), path("real.png"), "--highpass", "2.5", "--map", "none"});
        QCOMPARE(png.exitCode, 2);
        QVERIFY2(png.err.contains(".tif, .fits or .pfm") && png.err.count('\n') == 1, qPrintable(png.err));
        QVERIFY(!QFile::exists(path("real.png")));
    }

    // --page: a page that is not there is one clear line; a page number that is not one is a
    // usage error; a file that has no pages says so.
    void filterPage()
    {
        greyInput("in.pgm", 4, 4);
        Image image;
        image.width = image.height = 4;
        image.channels = 1;
        image.samples.assign(16, 7);
        saveImage(image, path("one.tif"), {}, nullptr);
        const Run ok = run({"filter", path("one.tif"), path("o.pgm"), "--lowpass", "100", "--page", "1"});
        QVERIFY2(ok.exitCode == 0, qPrintable(describe(ok)));
        const Run missing = run({"filter", path("one.tif"), path("o2.pgm"), "--lowpass", "100", "--page", "2"});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains("has 1 page") && missing.err.count('\n') == 1, qPrintable(missing.err));
        QVERIFY(!QFile::exists(path("o2.pgm")));
        const Run zero = run({"filter", path("one.tif"), path("o2.pgm"), "--page", "0"});
        QCOMPARE(zero.exitCode, 2);
        const Run pgm = run({"filter", path("in.pgm"), path("o2.pgm"), "--page", "2"});
        QCOMPARE(pgm.exitCode, 1);
        QVERIFY2(pgm.err.contains("only TIFF files have pages"), qPrintable(pgm.err));
    }

    // Resolution and colour profile go from the input to the output where the format has room;
    // a decoder's forgiven damage is a note on stderr, and the result is written.
    void filterKeepsMetadataAndSaysWarnings()
    {
        QImage q(8, 6, QImage::Format_RGB888);
        q.fill(QColor(10, 200, 30));
        q.setDotsPerMeterX(qRound(300 / 0.0254));
        q.setDotsPerMeterY(qRound(300 / 0.0254));
        q.setColorSpace(QColorSpace(QColorSpace::AdobeRgb));
        QVERIFY(q.save(path("in.png")));
        const QByteArray icc = QColorSpace(QColorSpace::AdobeRgb).iccProfile();
        for (const QString ext : {"png", "tif", "jpg"}) {
            const Run r = run({"filter", path("in.png"), path("out." + ext), "--lowpass", "100"});
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
            const Image out = loadImage(path("out." + ext));
            QVERIFY2(std::abs(out.metadata.xDpi - 300) < 0.5 && std::abs(out.metadata.yDpi - 300) < 0.5,
                     qPrintable(QString("%1: %2 dpi").arg(ext).arg(out.metadata.xDpi)));
            const QColorSpace space = QColorSpace::fromIccProfile(
                QByteArray(reinterpret_cast<const char*>(out.metadata.iccProfile.data()), int(out.metadata.iccProfile.size())));
            QVERIFY2(space == QColorSpace(QColorSpace::AdobeRgb), qPrintable(ext + ": the colour profile was lost"));
        }
        QVERIFY(!icc.isEmpty());
        // 16 junk bytes before a marker: libjpeg warns, every viewer shows the picture.
        QVERIFY(q.save(path("in.jpg"), "jpg", 95));
        QByteArray jpeg = readFile(path("in.jpg"));
        jpeg.insert(jpeg.indexOf(QByteArray::fromHex("ffda")), QByteArray(16, '\x11'));
        QVERIFY(writeFile(path("damaged.jpg"), jpeg));
        const Run r = run({"filter", path("damaged.jpg"), path("d.png"), "--lowpass", "100"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.err.contains("note: damaged.jpg:") && r.err.contains("extraneous bytes"), qPrintable(r.err));
    }

    // Maxval 65535 and 2-byte samples survive into a .pgm, and the file is exactly that long.
    void filterSixteenBitPgmStaysSixteenBit()
    {
        const int w = 10, h = 6;
        std::vector<int> input = randomSamples(w * h, 65535, 5);
        input[0] = 65535; // the extremes must survive too
        input[1] = 0;
        input[2] = 256;
        QVERIFY(writeFile(path("deep.pgm"), makePnm("P5", w, h, 65535, input)));
        const Run r = run({"filter", path("deep.pgm"), path("out.pgm"), "--lowpass", "1000000", "--map", "clamp"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const Pnm out = parsePnm(readFile(path("out.pgm")));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem)); // includes the exact raster size
        QCOMPARE(out.maxval, 65535);
        QCOMPARE(out.bytesPerSample, 2);
        const int worst = maxAbsDiff(out.samples, input);
        QVERIFY2(worst <= 1, qPrintable(QString("largest difference %1").arg(worst)));
    }

    // A colour result into .pgm: the luminance, with a note (not an error) on stderr.
    void filterColourToPgmStoresLuminance()
    {
        const int w = 7, h = 5;
        const std::vector<int> rgb = randomSamples(w * h * 3, 255, 3);
        QVERIFY(writeFile(path("colour.ppm"), makePnm("P6", w, h, 255, rgb)));
        const Run r = run({"filter", path("colour.ppm"), path("grey.pgm"), "--lowpass", "1000000", "--map", "clamp"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.err.contains("stores the luminance"), qPrintable(describe(r)));
        QVERIFY2(!r.err.trimmed().contains('\n'), qPrintable("one note line expected: " + describe(r)));
        const Pnm out = parsePnm(readFile(path("grey.pgm")));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
        QCOMPARE(out.magic, QByteArray("P5"));
        QCOMPARE(out.width, w);
        QCOMPARE(out.height, h);
        std::vector<int> expected;
        for (const float y : luminanceOf(rgb))
            expected.push_back(static_cast<int>(std::lround(y)));
        const int worst = maxAbsDiff(out.samples, expected);
        QVERIFY2(worst <= 1, qPrintable(QString("largest difference from the luminance %1").arg(worst)));
    }

    // Grey into .ppm: P6 with R = G = B.
    void filterGreyToPpmReplicates()
    {
        const std::vector<int> grey = greyInput("in.pgm", 6, 4);
        const Run r = run({"filter", path("in.pgm"), path("out.ppm"), "--lowpass", "1000000", "--map", "clamp"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const Pnm out = parsePnm(readFile(path("out.ppm")));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
        QCOMPARE(out.magic, QByteArray("P6"));
        std::vector<int> expected;
        for (const int g : grey)
            expected.insert(expected.end(), {g, g, g});
        QVERIFY(maxAbsDiff(out.samples, expected) <= 1);
    }

    void filterToPng_data()
    {
        QTest::addColumn<QString>("input");         // file name; extension says how it is made
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("maxval");
        QTest::addColumn<int>("expectedFormat");    // QImage::Format of the PNG read back

        QTest::newRow("colour ppm") << "in.ppm" << 3 << 255 << int(QImage::Format_RGB32);
        QTest::newRow("grey pgm") << "in.pgm" << 1 << 255 << int(QImage::Format_Grayscale8);
        QTest::newRow("16-bit pgm") << "in.pgm" << 1 << 65535 << int(QImage::Format_Grayscale16);
        QTest::newRow("grey png") << "in.png" << 1 << 255 << int(QImage::Format_Grayscale8);
        QTest::newRow("16-bit png") << "in.png" << 1 << 65535 << int(QImage::Format_Grayscale16);
        QTest::newRow("colour png") << "in.png" << 3 << 255 << int(QImage::Format_RGB32);
    }

    // .png keeps colour, and 8 or 16 bits like the input.
    void filterToPng()
    {
        QFETCH(QString, input);
        QFETCH(int, channels);
        QFETCH(int, maxval);
        QFETCH(int, expectedFormat);
        const int w = 9, h = 7;
        const std::vector<int> samples = randomSamples(w * h * channels, maxval, 17);
        if (input.endsWith(".png")) {
            QImage image(w, h, channels == 3 ? QImage::Format_RGB888
                                             : maxval > 255 ? QImage::Format_Grayscale16 : QImage::Format_Grayscale8);
            for (int y = 0; y < h; ++y)
                for (int x = 0; x < w * channels; ++x) {
                    const int s = samples[y * w * channels + x];
                    if (maxval > 255)
                        reinterpret_cast<quint16*>(image.scanLine(y))[x] = quint16(s);
                    else
                        image.scanLine(y)[x] = uchar(s);
                }
            QVERIFY(image.save(path(input), "PNG"));
        } else {
            QVERIFY(writeFile(path(input), makePnm(channels == 3 ? "P6" : "P5", w, h, maxval, samples)));
        }
        const Run r = run({"filter", path(input), path("out.png"), "--lowpass", "1000000", "--map", "clamp"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.err.isEmpty(), qPrintable(describe(r)));
        const QImage out(path("out.png"));
        QVERIFY(!out.isNull());
        QCOMPARE(out.size(), QSize(w, h));
        if (expectedFormat == QImage::Format_RGB32) {
            QVERIFY2(!out.allGray() && !out.isGrayscale(), "the colour PNG came out grey");
        } else {
            QCOMPARE(int(out.format()), expectedFormat);
        }
        const int worst = maxAbsDiff(qimageSamples(out, channels), samples);
        QVERIFY2(worst <= 1, qPrintable(QString("largest difference %1").arg(worst)));
    }

    // Relative paths resolve against the working directory, which is not the build tree.
    void relativePathsFromAnotherDirectory()
    {
        const std::vector<int> input = greyInput("in.pgm", 5, 4);
        const Run r = run({"filter", "in.pgm", "out.pgm", "--lowpass", "1000000"});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const Pnm out = parsePnm(readFile(path("out.pgm")));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
        QVERIFY(maxAbsDiff(out.samples, input) <= 1);

        QVERIFY(run({"spectrum", "in.pgm", "spec.png"}).exitCode == 0);
        QVERIFY(QFileInfo::exists(path("spec.png")));

        QVERIFY(writeFile(path("x.txt"), "1\n2\nzz\n"));
        checkError(run({"fft1d", "x.txt"}), 1, "x.txt:3: not a number: 'zz'");
    }

    // A successful run replaces an existing output completely.
    void successReplacesExistingOutput()
    {
        const std::vector<int> input = greyInput("in.pgm", 5, 3);
        QVERIFY(writeFile(path("out.pgm"), QByteArray(10000, 'x')));
        QCOMPARE(run({"filter", path("in.pgm"), path("out.pgm")}).exitCode, 0);
        const Pnm out = parsePnm(readFile(path("out.pgm")));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem)); // no old bytes after the raster
        QVERIFY(maxAbsDiff(out.samples, input) <= 1);
        QCOMPARE(entries(), QStringList({"in.pgm", "out.pgm"}));
    }

    // ---- spectrum ----------------------------------------------------------------------

    void spectrumMatchesReference_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("maxval");
        QTest::addColumn<QString>("output");

        QTest::newRow("16x12 grey") << 16 << 12 << 1 << 255 << "spec.pgm";
        QTest::newRow("15x9 grey") << 15 << 9 << 1 << 255 << "spec.pgm";
        QTest::newRow("1x8 grey") << 1 << 8 << 1 << 255 << "spec.pgm";
        QTest::newRow("16-bit 8x6") << 8 << 6 << 1 << 65535 << "spec.pgm";
        QTest::newRow("colour 10x7 (luminance spectrum)") << 10 << 7 << 3 << 255 << "spec.pgm";
        QTest::newRow("grey to png") << 12 << 5 << 1 << 255 << "spec.png";
        QTest::newRow("colour to png") << 6 << 6 << 3 << 255 << "spec.png";
    }

    // An 8-bit grey image of the input's size: log(1 + |F|), DC at (W/2, H/2), normalized.
    void spectrumMatchesReference()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, channels);
        QFETCH(int, maxval);
        QFETCH(QString, output);
        const std::vector<int> input = randomSamples(width * height * channels, maxval, 29);
        const QString inName = channels == 3 ? "in.ppm" : "in.pgm";
        QVERIFY(writeFile(path(inName), makePnm(channels == 3 ? "P6" : "P5", width, height, maxval, input)));
        const Run r = run({"spectrum", path(inName), path(output)});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.err.isEmpty(), qPrintable(describe(r))); // the spectrum is grey: nothing to note

        std::vector<int> got;
        if (output.endsWith(".png")) {
            const QImage image(path(output));
            QCOMPARE(image.size(), QSize(width, height));
            QCOMPARE(image.format(), QImage::Format_Grayscale8);
            got = qimageSamples(image, 1);
        } else {
            const Pnm out = parsePnm(readFile(path(output)));
            QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
            QCOMPARE(out.magic, QByteArray("P5"));
            QCOMPARE(out.width, width);
            QCOMPARE(out.height, height);
            QCOMPARE(out.maxval, 255);
            got = out.samples;
        }
        const std::vector<float> grey = channels == 3 ? luminanceOf(input) : std::vector<float>(input.begin(), input.end());
        const std::vector<int> expected = spectrumReference(grey, width, height);
        const int worst = maxAbsDiff(got, expected);
        QVERIFY2(worst <= 1, qPrintable(QString("largest difference from the reference: %1").arg(worst)));
        // A non-negative image's DC is its largest magnitude.
        QCOMPARE(got[(height / 2) * width + width / 2], 255);
    }

    void spectrumOfConstant_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("maxval");
        QTest::addColumn<int>("value");
        QTest::newRow("4x3") << 4 << 3 << 255 << 100;
        QTest::newRow("5x5") << 5 << 5 << 255 << 1;
        QTest::newRow("8x6") << 8 << 6 << 255 << 255;
        QTest::newRow("7x4") << 7 << 4 << 255 << 42;
        QTest::newRow("16-bit 6x9") << 6 << 9 << 65535 << 50000;
    }

    // Only DC: 255 at (floor(W/2), floor(H/2)), 0 (log 1) everywhere else.
    void spectrumOfConstant()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, maxval);
        QFETCH(int, value);
        QVERIFY(writeFile(path("flat.pgm"),
                          makePnm("P5", width, height, maxval, std::vector<int>(width * height, value))));
        const Run r = run({"spectrum", path("flat.pgm"), path("spec.pgm")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const Pnm out = parsePnm(readFile(path("spec.pgm")));
        QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
        QCOMPARE(out.width, width);
        QCOMPARE(out.height, height);
        QCOMPARE(out.maxval, 255);
        std::vector<int> expected(width * height, 0);
        expected[(height / 2) * width + width / 2] = 255;
        QCOMPARE(out.samples, expected);
    }

    // ---- usage errors: exit 2 ----------------------------------------------------------

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments"); // IN: a valid grey PGM; OUT: the output path
        QTest::addColumn<QString>("mention");

        using L = QStringList;
        QTest::newRow("filter without output") << L{"filter", "IN"} << "usage";
        QTest::newRow("filter alone") << L{"filter"} << "usage";
        QTest::newRow("spectrum without output") << L{"spectrum", "IN"} << "usage";
        QTest::newRow("fft1d without file") << L{"fft1d"} << "usage";
        QTest::newRow("unknown command") << L{"frobnicate", "IN", "OUT"} << "frobnicate";
        QTest::newRow("unknown option") << L{"filter", "IN", "OUT", "--frobnicate"} << "frobnicate";
        QTest::newRow("--highpass abc") << L{"filter", "IN", "OUT", "--highpass", "abc"} << "abc";
        QTest::newRow("--highpass -3") << L{"filter", "IN", "OUT", "--highpass", "-3"} << "high-pass";
        QTest::newRow("--highpass=-3") << L{"filter", "IN", "OUT", "--highpass=-3"} << "high-pass";
        QTest::newRow("--highpass nan") << L{"filter", "IN", "OUT", "--highpass", "nan"} << "nan";
        QTest::newRow("--highpass without value") << L{"filter", "IN", "OUT", "--highpass"} << "highpass";
        QTest::newRow("--lowpass -1") << L{"filter", "IN", "OUT", "--lowpass", "-1"} << "low-pass";
        QTest::newRow("--lowpass empty") << L{"filter", "IN", "OUT", "--lowpass", ""} << "lowpass";
        QTest::newRow("--shape round") << L{"filter", "IN", "OUT", "--shape", "round"} << "round";
        QTest::newRow("--map foo") << L{"filter", "IN", "OUT", "--map", "foo"} << "foo";
        QTest::newRow("--order 0") << L{"filter", "IN", "OUT", "--shape", "butterworth", "--order", "0"} << "order";
        QTest::newRow("--order x") << L{"filter", "IN", "OUT", "--order", "x"} << "--order";
        QTest::newRow("--order 1.5") << L{"filter", "IN", "OUT", "--order", "1.5"} << "--order";
        QTest::newRow("spectrum --highpass") << L{"spectrum", "IN", "OUT", "--highpass", "3"} << "--highpass";
        QTest::newRow("spectrum --map") << L{"spectrum", "IN", "OUT", "--map", "clamp"} << "--map";
        QTest::newRow("filter --pad") << L{"filter", "IN", "OUT", "--pad"} << "--pad";
        QTest::newRow("fft1d --lowpass") << L{"fft1d", "IN", "--lowpass", "3"} << "--lowpass";
        QTest::newRow("devices --pad") << L{"devices", "--pad"} << "--pad";
        QTest::newRow("--edges wrap") << L{"filter", "IN", "OUT", "--edges", "wrap"} << "wrap";
        QTest::newRow("--taper without tukey") << L{"filter", "IN", "OUT", "--edges", "hann", "--taper", "0.5"}
                                                << "--taper";
        QTest::newRow("--taper alone") << L{"filter", "IN", "OUT", "--taper", "0.5"} << "--taper";
        QTest::newRow("--taper 0") << L{"filter", "IN", "OUT", "--edges", "tukey", "--taper", "0"} << "--taper";
        QTest::newRow("--taper 1.5") << L{"spectrum", "IN", "OUT", "--edges", "tukey", "--taper", "1.5"} << "--taper";
        QTest::newRow("--taper x") << L{"filter", "IN", "OUT", "--edges", "tukey", "--taper", "x"} << "--taper";
        QTest::newRow("--notch 1,2") << L{"filter", "IN", "OUT", "--notch", "1,2"} << "--notch";
        QTest::newRow("--notch 1,2,x") << L{"filter", "IN", "OUT", "--notch", "1,2,x"} << "--notch";
        QTest::newRow("--notch 1,2,3,round") << L{"filter", "IN", "OUT", "--notch", "1,2,3,round"} << "round";
        QTest::newRow("--notch radius 0") << L{"filter", "IN", "OUT", "--notch", "1,2,0"} << "radius";
        QTest::newRow("--notch 1,2,3,4,5") << L{"filter", "IN", "OUT", "--notch", "1,2,3,4,5"} << "--notch";
        QTest::newRow("spectrum --notch") << L{"spectrum", "IN", "OUT", "--notch", "1,2,3"} << "--notch";
        QTest::newRow("pattern spiral") << L{"pattern", "spiral", "OUT"} << "spiral";
        QTest::newRow("pattern --size 10") << L{"pattern", "grating", "OUT", "--size", "10"} << "--size";
        QTest::newRow("pattern --size 0x5") << L{"pattern", "grating", "OUT", "--size", "0x5"} << "pixels";
        QTest::newRow("pattern --cycles 1") << L{"pattern", "grating", "OUT", "--cycles", "1"} << "--cycles";
        QTest::newRow("pattern zoneplate --cycles") << L{"pattern", "zoneplate", "OUT", "--cycles", "1,2"} << "--cycles";
        QTest::newRow("pattern grating --square") << L{"pattern", "grating", "OUT", "--square", "4"} << "--square";
        QTest::newRow("pattern --square 0") << L{"pattern", "checkerboard", "OUT", "--square", "0"} << "squares";
        QTest::newRow("pattern without output") << L{"pattern", "grating"} << "usage";
        QTest::newRow("noise --amplitude 2") << L{"noise", "IN", "OUT", "--amplitude", "2"} << "amplitude";
        QTest::newRow("noise --cycles a,b") << L{"noise", "IN", "OUT", "--cycles", "a,b"} << "--cycles";
        QTest::newRow("noise --highpass") << L{"noise", "IN", "OUT", "--highpass", "3"} << "--highpass";
        QTest::newRow("filter --cycles") << L{"filter", "IN", "OUT", "--cycles", "1,2"} << "--cycles";
        QTest::newRow("spectrum --preset") << L{"spectrum", "IN", "OUT", "--preset", "x.json"} << "--preset";
        QTest::newRow("sweep without a range") << L{"sweep", "IN", "OUT", "--highpass", "3"} << "range";
        QTest::newRow("sweep two ranges") << L{"sweep", "IN", "OUT", "--highpass", "1:3", "--lowpass", "4:6"} << "range";
        QTest::newRow("sweep bad range") << L{"sweep", "IN", "OUT", "--lowpass", "1:x"} << "FROM:TO";
        QTest::newRow("sweep backwards") << L{"sweep", "IN", "OUT", "--lowpass", "9:1"} << "smaller";
        QTest::newRow("sweep step 0") << L{"sweep", "IN", "OUT", "--lowpass", "1:9:0"} << "step";
        QTest::newRow("sweep too many frames") << L{"sweep", "IN", "OUT", "--lowpass", "0:5000:1"} << "at most";
        QTest::newRow("sweep --format xyz") << L{"sweep", "IN", "OUT", "--lowpass", "1:2", "--format", "xyz"} << "xyz";
        QTest::newRow("sweep --measure") << L{"sweep", "IN", "OUT", "--lowpass", "1:2", "--measure"} << "--measure";
        QTest::newRow("batch --format xyz") << L{"filter", "IN", "--output-dir", "OUT", "--format", "xyz"} << "xyz";
        QTest::newRow("filter --format") << L{"filter", "IN", "OUT", "--format", "png"} << "--format";
        QTest::newRow("spectrum --removed") << L{"spectrum", "IN", "OUT", "--removed"} << "--removed";
        QTest::newRow("fft1d --edges") << L{"fft1d", "IN", "--edges", "smooth"} << "--edges";
        QTest::newRow("spectrum --measure") << L{"spectrum", "IN", "OUT", "--measure"} << "--measure";
        QTest::newRow("filter extra argument") << L{"filter", "IN", "OUT", "extra.pgm"} << "usage";
        QTest::newRow("spectrum extra argument") << L{"spectrum", "IN", "OUT", "extra.pgm"} << "usage";
        QTest::newRow("fft1d extra argument") << L{"fft1d", "IN", "OUT"} << "usage";
        QTest::newRow("devices extra argument") << L{"devices", "extra"} << "usage";
        QTest::newRow("--png-compression 10") << L{"filter", "IN", "OUT", "--png-compression", "10"} << "0 to 9";
        QTest::newRow("--png-compression -1") << L{"filter", "IN", "OUT", "--png-compression", "-1"} << "0 to 9";
        QTest::newRow("--png-compression x") << L{"spectrum", "IN", "OUT", "--png-compression", "x"} << "0 to 9";
        QTest::newRow("fft1d --png-compression") << L{"fft1d", "IN", "--png-compression", "1"} << "--png-compression";
        QTest::newRow("--emphasis -1,2") << L{"filter", "IN", "OUT", "--emphasis", "-1,2"} << "emphasis gains";
        QTest::newRow("--emphasis 1") << L{"filter", "IN", "OUT", "--emphasis", "1"} << "K1,K2";
        QTest::newRow("--emphasis 0,0") << L{"filter", "IN", "OUT", "--emphasis", "0,0"} << "both be 0";
        QTest::newRow("--wedge 30") << L{"filter", "IN", "OUT", "--wedge", "30"} << "ANGLE,OPENING";
        QTest::newRow("--wedge 400,10") << L{"filter", "IN", "OUT", "--wedge", "400,10"} << "angle";
        QTest::newRow("--pass-wedge 30,200") << L{"filter", "IN", "OUT", "--pass-wedge", "30,200"} << "opening";
        QTest::newRow("--wedge range backwards") << L{"filter", "IN", "OUT", "--wedge", "30,20,0,9,3"} << "radius range";
        QTest::newRow("--wedge x,10") << L{"filter", "IN", "OUT", "--wedge", "x,10"} << "ANGLE,OPENING";
        QTest::newRow("--stripes diagonal") << L{"filter", "IN", "OUT", "--stripes", "diagonal"} << "horizontal or vertical";
        QTest::newRow("--stripes vertical,0") << L{"filter", "IN", "OUT", "--stripes", "vertical,0"} << "tolerance";
        QTest::newRow("--homomorphic 0.5,2") << L{"filter", "IN", "OUT", "--homomorphic", "0.5,2"} << "GL,GH,C,D0";
        QTest::newRow("--homomorphic negative gain") << L{"filter", "IN", "OUT", "--homomorphic", "-1,2,1,30"}
                                                     << "gammaL and gammaH";
        QTest::newRow("--homomorphic D0 0") << L{"filter", "IN", "OUT", "--homomorphic", "0.5,2,1,0"} << "D0";
        QTest::newRow("spectrum --invert") << L{"spectrum", "IN", "OUT", "--invert"} << "--invert";
        // A usage error is found before the input is read.
        QTest::newRow("bad option, missing input") << L{"filter", "missing.pgm", "OUT", "--shape", "round"} << "round";
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mention);
        greyInput("in.pgm", 4, 3);
        const QStringList before = entries();
        const Run r = run(withPlaceholders(arguments, path("in.pgm"), path("out.pgm")));
        checkError(r, 2, mention);
        QCOMPARE(entries(), before); // no output, no stray temporary file
    }

    // --png-compression sets the zlib level, as the PNG's own zlib header records it (FLEVEL,
    // RFC 1950: 0 for levels 0-1, 1 for 2-5, 2 for 6, 3 for 7-9; level 0 writes stored
    // blocks), and the pixels are the same at every level.
    void pngCompressionLevel_data()
    {
        QTest::addColumn<QStringList>("option");
        QTest::addColumn<int>("flevel");
        QTest::addColumn<bool>("stored");
        QTest::newRow("default (1)") << QStringList{} << 0 << false;
        QTest::newRow("0") << QStringList{"--png-compression", "0"} << 0 << true;
        QTest::newRow("3") << QStringList{"--png-compression", "3"} << 1 << false;
        QTest::newRow("6") << QStringList{"--png-compression", "6"} << 2 << false;
        QTest::newRow("9") << QStringList{"--png-compression", "9"} << 3 << false;
    }

    void pngCompressionLevel()
    {
        QFETCH(QStringList, option);
        QFETCH(int, flevel);
        QFETCH(bool, stored);
        std::vector<int> samples(64 * 48); // smooth, so that deflate has something to compress
        for (int y = 0; y < 48; ++y)
            for (int x = 0; x < 64; ++x)
                samples[std::size_t(y) * 64 + x] = (3 * x + y) % 256;
        writeFile(path("in.pgm"), makePnm("P5", 64, 48, 255, samples));
        const Run r = run(QStringList{"filter", path("in.pgm"), path("out.png")} + option);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QFile file(path("out.png"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray png = file.readAll();
        // The first IDAT chunk's data begins with the zlib header.
        QByteArray zlib;
        for (qsizetype at = 8; at + 8 <= png.size();) {
            const quint32 length = quint32(quint8(png[at])) << 24 | quint32(quint8(png[at + 1])) << 16 |
                                   quint32(quint8(png[at + 2])) << 8 | quint8(png[at + 3]);
            if (png.mid(at + 4, 4) == "IDAT") {
                zlib = png.mid(at + 8, 3);
                break;
            }
            at += 12 + qsizetype(length);
        }
        QCOMPARE(zlib.size(), 3);
        QCOMPARE((quint8(zlib[0]) * 256 + quint8(zlib[1])) % 31, 0); // a valid zlib header
        QCOMPARE(quint8(zlib[1]) >> 6, flevel);
        QCOMPARE((quint8(zlib[2]) >> 1 & 3) == 0, stored); // BTYPE 00: stored
        const QImage back(path("out.png"));
        QCOMPARE(back.size(), QSize(64, 48));
        for (int y = 0; y < 48; ++y)
            for (int x = 0; x < 64; ++x)
                QCOMPARE(qGray(back.pixel(x, y)), samples[std::size_t(y) * 64 + x]);
    }

    // ---- other errors: exit 1, nothing written -----------------------------------------

    void failures_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("input");    // file name, made from inputBytes unless special
        QTest::addColumn<QByteArray>("inputBytes");
        QTest::addColumn<QString>("output");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("mention");

        const QByteArray good = makePnm("P5", 4, 3, 255, randomSamples(12, 255, 1));
        QByteArray png;
        {
            QImage image(40, 30, QImage::Format_RGB888);
            image.fill(Qt::darkCyan);
            QBuffer buffer(&png);
            buffer.open(QIODevice::WriteOnly);
            image.save(&buffer, "PNG");
        }
        struct Row {
            const char* name;
            QString input;
            QByteArray bytes;
            QString output;
            QStringList extra;
            QString mention;
        };
        const QList<Row> rows{
            {"missing input", "missing.pgm", QByteArray(), "out.pgm", {}, "missing.pgm"},
            {"input is a directory", "dir.pgm", "<mkdir>", "out.pgm", {}, "dir.pgm"},
            {"empty input", "empty.pgm", "<empty>", "out.pgm", {}, "empty.pgm"},
            {"truncated raster", "short.pgm", QByteArray("P5\n4 3\n255\n") + QByteArray(5, '\x40'), "out.pgm", {},
             "short.pgm"},
            {"truncated 16-bit raster", "short16.pgm", QByteArray("P5\n2 2\n65535\n") + QByteArray(7, '\x10'),
             "out.pgm", {}, "short16.pgm"},
            {"bad header", "header.pgm", QByteArray("P5\n4 x\n255\n") + QByteArray(12, 'a'), "out.pgm", {},
             "header.pgm"},
            {"zero width", "zero.pgm", QByteArray("P5\n0 3\n255\n"), "out.pgm", {}, "zero.pgm"},
            {"sample above maxval", "above.pgm", QByteArray("P2\n2 1\n10\n5 11\n"), "out.pgm", {}, "above.pgm"},
            {"text file named .pgm", "text.pgm", QByteArray("hello, world\n"), "out.pgm", {}, "text.pgm"},
            {"text file named .png", "text.png", QByteArray("this is not a PNG\n"), "out.pgm", {}, "text.png"},
            {"truncated png", "cut.png", png.left(png.size() / 2), "out.pgm", {}, "cut.png"},
            {"output in a missing directory", "in.pgm", good, "nodir/out.pgm", {}, "out.pgm"},
            {"output with unknown extension", "in.pgm", good, "out.xyz", {}, "out.xyz"},
            {"output without extension", "in.pgm", good, "out", {}, "out"},
            {"output with a bare dot", "in.pgm", good, "out.", {}, "out."},
            {"output is a directory", "in.pgm", good, "outdir.pgm", {"<mkdir-output>"}, "outdir.pgm"},
            {"no such device", "in.pgm", good, "out.pgm", {"--device", "no-such-device"}, "no-such-device"},
        };
        for (const QString command : {"filter", "spectrum"})
            for (const Row& row : rows)
                QTest::newRow(qPrintable(command + ": " + row.name))
                    << command << row.input << row.bytes << row.output << row.extra << row.mention;
    }

    void failures()
    {
        QFETCH(QString, command);
        QFETCH(QString, input);
        QFETCH(QByteArray, inputBytes);
        QFETCH(QString, output);
        QFETCH(QStringList, extra);
        QFETCH(QString, mention);
        if (inputBytes == "<mkdir>")
            QVERIFY(QDir(m_dir->path()).mkdir(input));
        else if (inputBytes == "<empty>")
            QVERIFY(writeFile(path(input), {}));
        else if (!inputBytes.isEmpty())
            QVERIFY(writeFile(path(input), inputBytes));
        if (extra.removeAll("<mkdir-output>"))
            QVERIFY(QDir(m_dir->path()).mkdir(output));
        const QStringList before = entries();

        const Run r = run(QStringList{command, path(input), path(output)} + extra);
        checkError(r, 1, mention);
        QCOMPARE(entries(), before); // no output file, no stray temporary file
        QVERIFY(!QFileInfo::exists(path("nodir")));
        if (QFileInfo(path(output)).isDir())
            QVERIFY(QDir(path(output)).isEmpty());
    }

    void unreadableInput()
    {
        greyInput("locked.pgm", 4, 3);
        QVERIFY(QFile::setPermissions(path("locked.pgm"), QFileDevice::Permissions{}));
        QFile probe(path("locked.pgm"));
        if (probe.open(QIODevice::ReadOnly))
            QSKIP("running with privileges that ignore file permissions");
        for (const QString command : {"filter", "spectrum"}) {
            checkError(run({command, path("locked.pgm"), path("out.pgm")}), 1, "locked.pgm");
            QVERIFY(!QFileInfo::exists(path("out.pgm")));
        }
        QVERIFY(writeFile(path("locked.txt"), "1\n"));
        QVERIFY(QFile::setPermissions(path("locked.txt"), QFileDevice::Permissions{}));
        checkError(run({"fft1d", path("locked.txt")}), 1, "locked.txt");
    }

    void failureKeepsExistingOutput_data()
    {
        QTest::addColumn<QStringList>("arguments"); // IN: a valid grey PGM
        QTest::addColumn<QString>("output");
        QTest::addColumn<int>("exitCode");
        using L = QStringList;
        QTest::newRow("filter, corrupt input") << L{"filter", "BAD", "OUT"} << "out.pgm" << 1;
        QTest::newRow("spectrum, corrupt input") << L{"spectrum", "BAD", "OUT"} << "out.png" << 1;
        QTest::newRow("filter, missing input") << L{"filter", "missing.pgm", "OUT"} << "out.pgm" << 1;
        QTest::newRow("filter, unknown extension") << L{"filter", "IN", "OUT"} << "out.xyz" << 1;
        QTest::newRow("filter, no such device") << L{"filter", "IN", "OUT", "--device", "no-such-device"}
                                                << "out.pgm" << 1;
        QTest::newRow("filter, usage error") << L{"filter", "IN", "OUT", "--shape", "round"} << "out.pgm" << 2;
        QTest::newRow("spectrum, usage error") << L{"spectrum", "IN", "OUT", "--pad"} << "out.pgm" << 2;
    }

    // A failed run leaves an existing output file byte for byte as it was.
    void failureKeepsExistingOutput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, output);
        QFETCH(int, exitCode);
        greyInput("in.pgm", 4, 3);
        QVERIFY(writeFile(path("bad.pgm"), QByteArray("P5\n4 3\n255\n") + QByteArray(5, '\x20')));
        const QByteArray precious = "precious bytes that must survive\n" + QByteArray(3000, '\x7f');
        QVERIFY(writeFile(path(output), precious));
        const QStringList before = entries();
        for (QString& a : arguments)
            a = a == "BAD" ? path("bad.pgm") : a;
        const Run r = run(withPlaceholders(arguments, path("in.pgm"), path(output)));
        checkError(r, exitCode);
        QCOMPARE(readFile(path(output)), precious);
        QCOMPARE(entries(), before);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
