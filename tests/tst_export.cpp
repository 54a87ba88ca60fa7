// Safe export: whatever goes wrong while `passband` writes an image (the same QSaveFile code
// the window's File > Export uses), the old destination stays byte-identical and no
// temporary file is left; a process killed mid-export leaves the whole old file or the whole
// new one.
#include "image_io.h"
#include "pnm.h"
#include "run_passband.h"

#include <QtTest>

#include <QRegularExpression>
#include <QTemporaryDir>

#include <csignal>
#include <random>
#include <sys/types.h>
#include <unistd.h>

using namespace passband;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QStringList entries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

// A colour 16-bit PPM with texture, so that its PNG takes a while to encode.
QByteArray bigPicture(int width, int height)
{
    Image image;
    image.width = width;
    image.height = height;
    image.channels = 3;
    image.maxval = 65535;
    image.samples.resize(std::size_t(width) * height * 3);
    std::mt19937 random(7);
    for (std::size_t i = 0; i < image.samples.size(); ++i)
        image.samples[i] = static_cast<std::uint16_t>(random());
    const std::vector<std::uint8_t> bytes = writePnm(image);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size()));
}

// Runs passband as the unprivileged user 'nobody' when we are root, so that directory
// permissions apply (root ignores them). 'nobody' may not be able to reach the checkout (a
// clone inside a 0700 folder), so everything the process reads is copied into `dir` first:
// the binary (it needs nothing else from the build tree: its kernels are inside) and any
// sanitizer suppression file the environment names.
PassbandRun runUnprivileged(const QStringList& arguments, const QString& dir)
{
    if (geteuid() != 0)
        return runPassband(arguments, dir);
    const QString program = dir + "/passband-copy";
    if (!QFileInfo::exists(program) &&
        (!QFile::copy(PASSBAND_BINARY, program) || !QFile::setPermissions(program, QFileDevice::Permissions(0x7555))))
        qFatal("cannot copy %s to %s", PASSBAND_BINARY, qPrintable(program));
    // PoCL's kernel cache must be writable for 'nobody'.
    QMap<QString, QString> env{{"HOME", dir}, {"XDG_CACHE_HOME", dir + "/cache"}, {"POCL_CACHE_DIR", dir + "/pocl-cache"}};
    const QProcessEnvironment system = QProcessEnvironment::systemEnvironment();
    for (const QString variable : {"ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS", "TSAN_OPTIONS"}) {
        QStringList options = system.value(variable).split(':', Qt::SkipEmptyParts);
        for (QString& option : options) {
            if (!option.startsWith("suppressions="))
                continue;
            const QString copy = dir + "/" + variable.toLower() + ".supp";
            QFile::remove(copy);
            if (!QFile::copy(option.mid(13), copy) || !QFile::setPermissions(copy, QFileDevice::Permissions(0x6444)))
                qFatal("cannot copy %s's suppressions %s", qPrintable(variable), qPrintable(option.mid(13)));
            option = "suppressions=" + copy;
        }
        if (!options.isEmpty())
            env.insert(variable, options.join(':'));
    }
    return runPassband(arguments, dir, env, {"setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"}, program);
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> dir_;
    QString path(const QString& name) const { return dir_->filePath(name); }

private slots:
    void initTestCase()
    {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        QVERIFY(QFile::setPermissions(dir_->path(), QFileDevice::Permissions(0x7777))); // 'nobody' may enter
        QVERIFY(writeAll(path("small.pgm"), "P5\n4 3\n255\n" + QByteArray(12, char(100))));
        QVERIFY(QFile::setPermissions(path("small.pgm"), QFileDevice::Permissions(0x7444)));
    }

    // A directory the user may not write: exit 1, the reason, the old file untouched, no temporary.
    void readOnlyDirectory()
    {
        const QString locked = path("locked");
        QVERIFY(QDir().mkpath(locked));
        const QByteArray old = "the old export\n";
        QVERIFY(writeAll(locked + "/out.pgm", old));
        QVERIFY(QFile::setPermissions(locked, QFileDevice::Permissions(0x5555))); // r-x for all
        const PassbandRun run = runUnprivileged({"filter", path("small.pgm"), locked + "/out.pgm"}, dir_->path());
        QFile::setPermissions(locked, QFileDevice::Permissions(0x7777));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("Cannot write") && run.err.trimmed().count('\n') == 0, qPrintable(run.err));
        QCOMPARE(readAll(locked + "/out.pgm"), old);
        QCOMPARE(entries(locked), QStringList{"out.pgm"});
    }

    // A full filesystem: a 64 KiB tmpfs (mounted in a private user and mount namespace, so no
    // privileges are needed) holding the old file; the new one does not fit. Exit 1, the
    // reason, the old file untouched, no temporary left.
    void fullDisk_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("pgm") << "full.pgm";
        QTest::newRow("png") << "full.png";
        // Written as they are encoded, the TIFF with a seek back to its header at the end.
        QTest::newRow("tif") << "full.tif";
        QTest::newRow("pfm") << "full.pfm";
    }

    void fullDisk()
    {
        QFETCH(QString, name);
        QVERIFY(writeAll(path("big.ppm"), bigPicture(300, 200))); // 360 KB of samples
        const QString mountPoint = path("tmpfs");
        QVERIFY(QDir().mkpath(mountPoint));
        const QString script = QString(
            "mount -t tmpfs -o size=64k tmpfs '%1' || exit 90\n"
            "head -c 40000 /dev/zero | tr '\\0' x > '%1/%2'\n"
            "before=$(md5sum < '%1/%2')\n"
            "'%3' filter '%4' '%1/%2' 2> '%5/err.txt'; echo \"exit=$?\"\n"
            "[ \"$(md5sum < '%1/%2')\" = \"$before\" ] && echo same\n"
            "ls -A '%1'\n")
            .arg(mountPoint, name, PASSBAND_BINARY, path("big.ppm"), dir_->path());
        QProcess shell;
        shell.setWorkingDirectory(dir_->path());
        shell.start("unshare", {"--user", "--map-root-user", "--mount", "sh", "-c", script});
        QVERIFY(shell.waitForFinished(120000));
        if (shell.exitCode() == 90)
            QSKIP("this machine lets no process mount a tmpfs, even in its own namespace");
        const QStringList out = QString::fromLocal8Bit(shell.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
        const QString err = QString::fromLocal8Bit(readAll(path("err.txt")));
        QVERIFY2(out.contains("exit=1"), qPrintable(out.join(" | ") + " / " + err));
        QVERIFY2(err.contains("Cannot write") && err.trimmed().count('\n') == 0, qPrintable(err));
        // The disk's reason, not an encoder's.
        QVERIFY2(err.contains("No space left on device"), qPrintable(err));
        QVERIFY2(out.contains("same"), "the old file changed");
        QCOMPARE(out.filter(QRegularExpression("^(?!exit=|same$)")), QStringList{name}); // nothing else on it
    }

    // Special files are never replaced.
    void notARegularFile()
    {
        QVERIFY(QDir().mkpath(path("adir.png")));
        const PassbandRun run = runPassband({"filter", path("small.pgm"), path("adir.png")}, dir_->path());
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("not a regular file"), qPrintable(run.err));
        QVERIFY(QFileInfo(path("adir.png")).isDir());
    }

    // Killed at random moments while writing a large PNG over an old one: afterwards the
    // destination is the whole old file or the whole new one, never a mixture or a stub.
    void killedDuringExport()
    {
        QVERIFY(writeAll(path("huge.ppm"), bigPicture(2000, 1500)));
        const QString target = path("kill/out.png");
        QVERIFY(QDir().mkpath(path("kill")));
        // The complete new file, for comparison; its run time spreads the kills over the work.
        runPassband({"filter", path("huge.ppm"), path("reference.png")}, dir_->path()); // warm the kernel cache
        QElapsedTimer clock;
        clock.start();
        PassbandRun reference = runPassband({"filter", path("huge.ppm"), path("reference.png")}, dir_->path());
        const int runMs = int(clock.elapsed());
        QCOMPARE(reference.exitCode, 0);
        const QByteArray fresh = readAll(path("reference.png"));
        QVERIFY(fresh.size() > 1000000);
        const QByteArray old = readAll(path("small.pgm")) + QByteArray("old png stand-in");
        std::mt19937 random(11);
        int sawOld = 0, sawNew = 0;
        for (int trial = 0; trial < 6; ++trial) {
            QVERIFY(writeAll(target, old));
            QProcess process;
            process.setWorkingDirectory(dir_->path());
            process.start(PASSBAND_BINARY, {"filter", path("huge.ppm"), target});
            QVERIFY(process.waitForStarted());
            // Over the whole run and a little past it: mostly before the commit, some after.
            QTest::qWait(runMs / 3 + int(random() % (runMs + 1)));
            const qint64 pid = process.processId(); // 0 once it has ended: kill(0) would hit us
            if (pid > 0 && process.state() == QProcess::Running)
                ::kill(static_cast<pid_t>(pid), SIGKILL);
            process.waitForFinished();
            const QByteArray now = readAll(target);
            QVERIFY2(now == old || now == fresh,
                     qPrintable(QString("trial %1: %2 bytes, neither the old file nor the new one").arg(trial).arg(now.size())));
            (now == old ? sawOld : sawNew)++;
            // A killed process cannot clean up its temporary file; remove it for the next trial.
            for (const QString& e : entries(path("kill")))
                if (e != "out.png")
                    QFile::remove(path("kill/" + e));
        }
        qInfo("a full export takes %d ms; killed exports: %d left the old file, %d the new one", runMs, sawOld, sawNew);
    }
};

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
