// Device faults injected at each OpenCL call (core/faults.h, PASSBAND_FAULT) with two PoCL
// devices ('pthread', the default, and 'basic'): the command line says what happened in one
// line, recomputes on the next usable device, drops a device after 5 faults, and exits
// non-zero only when no device can do the work. And the window opens without any OpenCL.
#include "run_passband.h"

#include <QtTest>

#include <QTemporaryDir>

namespace {

const QMap<QString, QString> kTwoDevices{{"POCL_DEVICES", "pthread basic"}};

QMap<QString, QString> withFault(const QString& spec)
{
    QMap<QString, QString> env = kTwoDevices;
    env.insert("PASSBAND_FAULT", spec);
    return env;
}

} // namespace

class TestFaults : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> dir_;
    QString path(const QString& name) const { return dir_->filePath(name); }
    QByteArray reference_;

    PassbandRun filter(const QMap<QString, QString>& env)
    {
        QFile::remove(path("out.pgm"));
        return runPassband({"filter", path("in.pgm"), path("out.pgm"), "--highpass", "3"}, dir_->path(), env);
    }

    QByteArray output() const
    {
        QFile f(path("out.pgm"));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void initTestCase()
    {
        dir_ = std::make_unique<QTemporaryDir>();
        QByteArray pgm = "P5\n24 16\n255\n";
        for (int i = 0; i < 24 * 16; ++i)
            pgm.append(char((i * 37) % 251));
        QFile f(path("in.pgm"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(pgm);
        f.close();
        // The same filter on the 'basic' device, with no fault: what every recovery must give.
        const PassbandRun run = runPassband({"filter", path("in.pgm"), path("out.pgm"), "--highpass", "3",
                                             "--device", "basic"}, dir_->path(), kTwoDevices);
        QCOMPARE(run.exitCode, 0);
        reference_ = output();
        QVERIFY(!reference_.isEmpty());
    }

    // One failing call on the default device: one line, then the work is done on 'basic'.
    void failsOverToTheNextDevice_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("said");
        QTest::newRow("kernel build") << "build@pthread" << "CL_BUILD_PROGRAM_FAILURE";
        QTest::newRow("buffer creation") << "buffer:2@pthread" << "CL_MEM_OBJECT_ALLOCATION_FAILURE";
        QTest::newRow("enqueue") << "enqueue:4@pthread" << "CL_OUT_OF_RESOURCES";
        QTest::newRow("finish") << "finish:1@pthread" << "CL_OUT_OF_RESOURCES";
        QTest::newRow("negative event status") << "event:1@pthread" << "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST";
    }

    void failsOverToTheNextDevice()
    {
        QFETCH(QString, fault);
        QFETCH(QString, said);
        const PassbandRun run = filter(withFault(fault));
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.err.trimmed().split('\n');
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].contains("pthread") && lines[0].contains(said) && lines[0].contains("retrying on basic"),
                 qPrintable(run.err));
        QCOMPARE(output(), reference_);
    }

    // With one device, a passing fault is retried on the same device.
    void retriesTheOnlyDevice()
    {
        const PassbandRun run = runPassband({"filter", path("in.pgm"), path("out.pgm"), "--highpass", "3"},
                                            dir_->path(), {{"PASSBAND_FAULT", "enqueue:3"}, {"POCL_DEVICES", "basic"}});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains("retrying on the same device") && run.err.trimmed().count('\n') == 0, qPrintable(run.err));
        QCOMPARE(output(), reference_);
    }

    // The command keeps no copy of an image once it is on the device (README "Memory"): a
    // fault after that (the first wait for the filtered image) reads the file again.
    void faultAfterTheUploadReadsTheFileAgain()
    {
        const PassbandRun run = filter(withFault("finish:1@pthread"));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains("clFinish") && run.err.contains("retrying on basic") &&
                     run.err.trimmed().count('\n') == 0,
                 qPrintable(run.err));
        QCOMPARE(output(), reference_);
    }

    // A device that always fails is dropped after 5 faults; when every device is dropped the
    // command says so and exits 1, writing nothing.
    void dropsDevicesAfterFiveFaults()
    {
        const PassbandRun run = filter(withFault("enqueue"));
        QCOMPARE(run.exitCode, 1);
        const QStringList lines = run.err.trimmed().split('\n');
        QCOMPARE(lines.size(), 10); // 5 on each device, the last one says that nothing is left
        QCOMPARE(lines.filter(QRegularExpression("^passband: pthread")).size(), 5);
        QCOMPARE(lines.filter(QRegularExpression("^passband: basic")).size(), 5);
        QVERIFY2(lines.last().contains("no OpenCL device can do the work"), qPrintable(lines.last()));
        QVERIFY(!QFileInfo::exists(path("out.pgm")));
    }

    void platformLookupFails()
    {
        const PassbandRun run = filter(withFault("lookup"));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("clGetPlatformIDs") && run.err.trimmed().count('\n') == 0, qPrintable(run.err));
    }

    void badFaultSpecIsAnError()
    {
        const PassbandRun run = filter(withFault("explode:1"));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("PASSBAND_FAULT"), qPrintable(run.err));
    }

    // No OpenCL at all: the window still opens, says why, and keeps running.
    void windowWithoutOpenCl()
    {
        QProcess window;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("OCL_ICD_VENDORS", "/nonexistent");
        env.insert("QT_QPA_PLATFORM", "offscreen");
        env.insert("XDG_CONFIG_HOME", path("config"));
        window.setProcessEnvironment(env);
        window.start(PASSBAND_BINARY, {});
        QVERIFY(window.waitForStarted());
        QTest::qWait(3000);
        QCOMPARE(window.state(), QProcess::Running);
        window.kill();
        window.waitForFinished();
        const QString err = QString::fromLocal8Bit(window.readAllStandardError());
        QVERIFY2(err.contains("No OpenCL platform found") && err.contains("pocl-opencl-icd"), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
