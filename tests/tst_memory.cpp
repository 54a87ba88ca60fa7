// Memory pressure: `passband` run as a child under a lowered address-space limit (set in the
// child as `ulimit -v` and `prlimit --as` set it) opens and filters images of growing size,
// in the window and on the command line. Every run must end either with its result or with one
// line saying that memory ran short: never a signal (PoCL used to assert when a buffer it
// allocated lazily did not fit), never a hang, nothing half-written.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "sanitized_build.h"

#include <sys/resource.h>

#include <cmath>
#include <memory>

namespace {

struct LimitedRun {
    bool finished = false; // within the bound
    bool signalled = false;
    int exitCode = -1;
    QString err;
};

LimitedRun runLimited(const QStringList& arguments, qint64 limitMiB, const QString& workingDirectory,
                      const QMap<QString, QString>& env = {})
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove("PASSBAND_DEVICE");
    environment.insert("LC_ALL", "C.UTF-8");
    environment.insert("QT_QPA_PLATFORM", "offscreen");
    // PoCL starts a thread per core, each with its stack's address space: two, whatever the
    // machine, so that a limit means the same on a 2-core laptop and a 64-core CI runner.
    environment.insert("POCL_MAX_PTHREAD_COUNT", "2");
    for (auto it = env.begin(); it != env.end(); ++it)
        environment.insert(it.key(), it.value());
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(workingDirectory);
    const rlim_t bytes = static_cast<rlim_t>(limitMiB) << 20;
    process.setChildProcessModifier([bytes] {
        const rlimit limit{bytes, bytes};
        setrlimit(RLIMIT_AS, &limit);
    });
    process.start(QStringLiteral(PASSBAND_BINARY), arguments);
    LimitedRun run;
    if (!process.waitForFinished(300000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.finished = true;
    run.signalled = process.exitStatus() != QProcess::NormalExit;
    run.exitCode = process.exitCode();
    run.err = QString::fromLocal8Bit(process.readAllStandardError());
    return run;
}

// A photograph-sized test image, written as binary Netpbm: smooth shading, fine rings and
// edges, so that the filter has work in every band. Grey (P5) or colour (P6), 8-bit.
bool writeImage(const QString& path, int width, int height, bool colour)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const int channels = colour ? 3 : 1;
    file.write(QByteArray(colour ? "P6\n" : "P5\n") + QByteArray::number(width) + " " + QByteArray::number(height) +
               "\n255\n");
    QByteArray row(width * channels, '\0');
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const double u = double(x) / width - 0.5, v = double(y) / height - 0.5;
            const double rings = 0.5 + 0.5 * std::cos(900.0 * (u * u + v * v));
            const double edge = (x / 97 + y / 61) % 2 ? 0.25 : 0.0;
            for (int c = 0; c < channels; ++c) {
                const double value = 0.45 * rings + 0.3 * (0.5 + u * (c - 1)) + edge;
                row[x * channels + c] = char(std::clamp(int(std::lround(255 * value)), 0, 255));
            }
        }
        file.write(row);
    }
    return file.error() == QFileDevice::NoError;
}

} // namespace

class TestMemory : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> dir_;
    int results_ = 0, refusals_ = 0;

    QString path(const QString& name) const { return dir_->filePath(name); }

    // The run ended well: with `output` written whole (its size checked), or with exit status 1,
    // one line that says memory ran short, and no output at all.
    void checkEnding(const LimitedRun& run, const QString& output, QSize size, const QString& what)
    {
        QVERIFY2(run.finished, qPrintable(what + ": did not finish within 5 minutes"));
        QVERIFY2(!run.signalled, qPrintable(what + ": killed by a signal; stderr: " + run.err.right(600)));
        if (run.exitCode == 0) {
            const QImage written(output);
            QVERIFY2(!written.isNull(), qPrintable(what + ": exit 0 but no readable " + output));
            if (size.isValid())
                QCOMPARE(written.size(), size);
            ++results_;
            qInfo("%s: result", qPrintable(what));
            return;
        }
        const QStringList lines = run.err.trimmed().split('\n');
        QVERIFY2(run.exitCode == 1 && lines.size() == 1, qPrintable(what + ": exit " + QString::number(run.exitCode) +
                                                                    ", stderr: " + run.err.right(600)));
        QVERIFY2(lines[0].contains("not enough memory", Qt::CaseInsensitive) && lines[0].contains("MiB"),
                 qPrintable(what + ": " + lines[0]));
        QVERIFY2(!QFileInfo::exists(output), qPrintable(what + ": refused, yet " + output + " was written"));
        ++refusals_;
        qInfo("%s: %s", qPrintable(what), qPrintable(lines[0]));
    }

private slots:
    void initTestCase()
    {
        if (kSanitizedBuild) // said, not silent: the plain build's ctest runs all of it
            QSKIP("not in a sanitized build: AddressSanitizer reserves terabytes of address space for its shadow, so "
                  "no address-space limit can apply, and it aborts when an allocation fails");
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        QVERIFY(writeImage(path("grey4.pgm"), 2000, 2000, false));
        QVERIFY(writeImage(path("colour6.ppm"), 3000, 2000, true));
        QVERIFY(writeImage(path("colour24.ppm"), 6000, 4000, true));
    }

    void underALimit_data()
    {
        QTest::addColumn<bool>("window");
        QTest::addColumn<QString>("image");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("limitMiB");
        const QList<std::pair<QString, QSize>> images = {
            {"grey4.pgm", QSize(2000, 2000)}, {"colour6.ppm", QSize(3000, 2000)}, {"colour24.ppm", QSize(6000, 4000)}};
        for (const auto& [image, size] : images) {
            for (int limit : {700, 1000, 1600})
                QTest::addRow("command line, %s, %d MiB", qPrintable(image), limit) << false << image << size << limit;
            for (int limit : {900, 1400, 2400})
                QTest::addRow("window, %s, %d MiB", qPrintable(image), limit) << true << image << size << limit;
        }
    }

    void underALimit()
    {
        QFETCH(bool, window);
        QFETCH(QString, image);
        QFETCH(QSize, size);
        QFETCH(int, limitMiB);
        const QString output = path(window ? "shot.png" : "out.png");
        QFile::remove(output);
        const QStringList arguments = window ? QStringList{"--screenshot", output, path(image)}
                                             : QStringList{"filter", path(image), output, "--highpass", "20"};
        const LimitedRun run = runLimited(arguments, limitMiB, dir_->path());
        checkEnding(run, output, window ? QSize() : size, QString(QTest::currentDataTag()));
    }

    // An image is checked against what is allocated for it, not against every buffer a kept
    // image may have (a 16384x16384 colour scan was refused for 8.8 GiB of device memory it
    // would not have used). PoCL's device limited to 1 GiB (POCL_MEMORY_LIMIT) stands for a
    // small machine. A 6000x6000 colour image needs about 400 MiB filtered once by a command,
    // and 580 MiB in the window on a CPU device (one plane for all channels, in the plan's
    // spectrum; the samples the host image's own): both show their result, where 1.2 GiB was
    // counted. A command's measures keep a plane per channel, a spectrum and a copy of the
    // samples: 8000x8000 colour, 26 bytes a pixel, 1.6 GiB, is refused in one line.
    void checkedAgainstWhatIsAllocated()
    {
        const QString image = path("colour36.ppm");
        QVERIFY(writeImage(image, 6000, 6000, true));
        const QMap<QString, QString> small{{"POCL_MEMORY_LIMIT", "1"}, {"PASSBAND_DEVICE", "portable"}};
        const QString output = path("out36.png");
        QFile::remove(output);
        const LimitedRun filtered =
            runLimited({"filter", image, output, "--highpass", "20"}, qint64(1) << 20, dir_->path(), small);
        QVERIFY2(filtered.finished && !filtered.signalled && filtered.exitCode == 0, qPrintable(filtered.err));
        QImageReader reader(output);
        reader.setAllocationLimit(1024); // MiB: Qt refuses images over 128 MiB unless told
        const QImage written = reader.read();
        QVERIFY2(!written.isNull(), qPrintable(reader.errorString()));
        QCOMPARE(written.size(), QSize(6000, 6000));
        QFile::remove(output);
        const QString shot = path("shot36.png");
        QFile::remove(shot);
        const LimitedRun shown = runLimited({"--screenshot", shot, image}, qint64(1) << 20, dir_->path(), small);
        QVERIFY2(shown.finished && !shown.signalled && shown.exitCode == 0, qPrintable(shown.err));
        QVERIFY(!QImage(shot).isNull());
        QFile::remove(image);

        const QString larger = path("colour64.ppm");
        QVERIFY(writeImage(larger, 8000, 8000, true));
        const LimitedRun measured =
            runLimited({"filter", larger, output, "--highpass", "20", "--measure"}, qint64(1) << 20, dir_->path(), small);
        QVERIFY2(measured.finished && !measured.signalled && measured.exitCode == 1, qPrintable(measured.err));
        const QStringList lines = measured.err.trimmed().split('\n');
        QVERIFY2(lines.size() == 1 && lines[0].contains("8000x8000 colour image needs") &&
                     lines[0].contains("of device memory"),
                 qPrintable(measured.err));
        QVERIFY(!QFileInfo::exists(output));
        QFile::remove(larger);
    }

    // Both endings were seen: the limits reach from where everything fits to where the
    // biggest image does not.
    void bothEndingsSeen()
    {
        QVERIFY2(results_ > 0, "no run under a limit made its result");
        QVERIFY2(refusals_ > 0, "no run under a limit ran short of memory: the limits test nothing");
    }
};

QTEST_MAIN(TestMemory)
#include "tst_memory.moc"
