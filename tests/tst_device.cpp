// Device discovery and choice, and the command line's device errors, as a user meets them.
#include "device.h"
#include "errors.h"

#include "run_passband.h"

#include <QtTest>
#include <QTemporaryDir>

using namespace passband;

namespace {

DeviceInfo fakeDevice(std::size_t index, cl_device_type type, const std::string& platform,
                      const std::string& name, unsigned units)
{
    DeviceInfo d;
    d.index = index;
    d.type = type;
    d.platformName = platform;
    d.name = name;
    d.computeUnits = units;
    d.clockMHz = 1000;
    return d;
}

std::vector<DeviceInfo> fakeMachine()
{
    return {fakeDevice(0, CL_DEVICE_TYPE_CPU, "Portable Computing Language", "pthread-znver4", 32),
            fakeDevice(1, CL_DEVICE_TYPE_GPU, "Intel(R) OpenCL Graphics", "Intel(R) UHD Graphics 770", 32),
            fakeDevice(2, CL_DEVICE_TYPE_ACCELERATOR, "Vendor X", "Some FPGA", 4),
            fakeDevice(3, CL_DEVICE_TYPE_GPU, "NVIDIA CUDA", "NVIDIA H100 80GB HBM3", 132)};
}

using Run = PassbandRun;

} // namespace

class TestDevice : public QObject {
    Q_OBJECT

private slots:
    void init() { qunsetenv("PASSBAND_DEVICE"); }

    void listsRealDevices()
    {
        const std::vector<DeviceInfo> devices = listDevices();
        QVERIFY(!devices.empty());
        for (std::size_t i = 0; i < devices.size(); ++i) {
            QCOMPARE(devices[i].index, i);
            QVERIFY(!devices[i].name.empty());
            QVERIFY(devices[i].globalMemBytes > 0);
            QVERIFY(devices[i].maxAllocBytes > 0);
            QVERIFY(devices[i].maxWorkGroupSize > 0);
        }
    }

    void bestIsGpuThenAcceleratorThenCpu()
    {
        std::vector<DeviceInfo> machine = fakeMachine();
        QCOMPARE(chooseDevice(machine, ""), std::size_t(3)); // the larger GPU
        machine.pop_back();
        QCOMPARE(chooseDevice(machine, ""), std::size_t(1));
        machine.erase(machine.begin() + 1);
        QCOMPARE(chooseDevice(machine, ""), std::size_t(2)); // accelerator before CPU
        QCOMPARE(chooseDevice({fakeMachine()[0]}, ""), std::size_t(0));
    }

    void unavailableDevicesAreNotChosen()
    {
        std::vector<DeviceInfo> machine = fakeMachine();
        machine[3].available = false;
        QCOMPARE(chooseDevice(machine, ""), std::size_t(1));
    }

    void chooseByIndexOrName()
    {
        const std::vector<DeviceInfo> machine = fakeMachine();
        QCOMPARE(chooseDevice(machine, "0"), std::size_t(0));
        QCOMPARE(chooseDevice(machine, "2"), std::size_t(2));
        QCOMPARE(chooseDevice(machine, " 3 "), std::size_t(3));
        QCOMPARE(chooseDevice(machine, "h100"), std::size_t(3));
        QCOMPARE(chooseDevice(machine, "UHD"), std::size_t(1));
        QCOMPARE(chooseDevice(machine, "portable"), std::size_t(0)); // platform name counts
        QCOMPARE(chooseDevice(machine, "intel"), std::size_t(1));
        QCOMPARE(chooseDevice(machine, "nvidia cuda nvidia"), std::size_t(3));
    }

    void chooseRejectsUnknown_data()
    {
        QTest::addColumn<QString>("selector");
        QTest::newRow("index too large") << "4";
        QTest::newRow("huge index") << "99999999999999999999999999";
        QTest::newRow("no such name") << "radeon";
    }

    void chooseRejectsUnknown()
    {
        QFETCH(QString, selector);
        try {
            chooseDevice(fakeMachine(), selector.toStdString());
            QFAIL("accepted");
        } catch (const DeviceSelectionError& e) {
            const QString message = e.what();
            QVERIFY2(message.contains(selector) && message.contains("H100") && message.contains("passband devices"),
                     qPrintable(message));
        }
    }

    void environmentSelects()
    {
        QCOMPARE(deviceSelector("gpu"), std::string("gpu"));
        qputenv("PASSBAND_DEVICE", "1");
        QCOMPARE(deviceSelector(""), std::string("1"));
        QCOMPARE(deviceSelector("cpu"), std::string("cpu")); // the option beats the variable
        qputenv("PASSBAND_DEVICE", "no-such-device-anywhere");
        QVERIFY_THROWS_EXCEPTION(DeviceSelectionError, ComputeContext());
        qputenv("PASSBAND_DEVICE", "0");
        ComputeContext context;
        QCOMPARE(context.device().index, std::size_t(0));
    }

    void cliListsDevices()
    {
        const Run run = runPassband({"devices"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("Platform:") && run.out.contains("[selected"), qPrintable(run.out));
        QVERIFY(run.out.contains(QString::fromStdString(listDevices()[0].name)));
    }

    void cliRunsEngineOnBundledSample()
    {
        const Run run = runPassband({"demo"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("bundled sample astronaut.png") && run.out.contains("Round trip relative L2 error"),
                 qPrintable(run.out + run.err));
    }

    void cliNoOpenCl_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("devices") << QStringList{"devices"};
        QTest::newRow("demo") << QStringList{"demo"};
    }

    // No OpenCL driver at all: one sentence saying what to install, exit 1, no crash.
    void cliNoOpenCl()
    {
        QFETCH(QStringList, arguments);
        const Run run = runPassband(arguments, QDir::tempPath(), {{"OCL_ICD_VENDORS", "/nonexistent"}});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("No OpenCL platform found") && run.err.contains("pocl-opencl-icd"),
                 qPrintable(run.err));
        QCOMPARE(run.err.trimmed().count('\n'), 0);
    }

    // A driver registered whose library does not load (missing, or no memory to map it): not
    // told to install one; named, with the likely reason.
    void cliDriverNotLoaded()
    {
        QTemporaryDir vendors;
        QVERIFY(vendors.isValid());
        QFile icd(vendors.filePath("broken.icd"));
        QVERIFY(icd.open(QIODevice::WriteOnly));
        icd.write("/nonexistent/libOpenCL-broken.so\n");
        icd.close();
        const Run run = runPassband({"devices"}, QDir::tempPath(), {{"OCL_ICD_VENDORS", vendors.path()}});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("No OpenCL driver could be loaded, though broken.icd is installed") &&
                     !run.err.contains("apt-get install"),
                 qPrintable(run.err));
        QCOMPARE(run.err.trimmed().count('\n'), 0);
    }

    void cliBadDevice()
    {
        Run run = runPassband({"--device", "no-such-device", "devices"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("No OpenCL device matches 'no-such-device'"), qPrintable(run.err));
        run = runPassband({"devices"}, QDir::tempPath(), {{"PASSBAND_DEVICE", "77"}});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("'77'"), qPrintable(run.err));
    }

    // The window needs a display; without one, a clear sentence instead of Qt's abort.
    void guiWithoutDisplay()
    {
        const Run run = runPassband({}, QDir::tempPath(),
                                    {{"DISPLAY", QString()}, {"WAYLAND_DISPLAY", QString()}, {"QT_QPA_PLATFORM", QString()}});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("no display") && run.err.contains("passband --help"), qPrintable(run.err));
        // The window's own options are checked before the display: a lab mode it does not
        // know is one line, and --lab's value is not taken for a command (mix is one).
        const Run lab = runPassband({"--lab", "fourier"}, QDir::tempPath(),
                                    {{"DISPLAY", QString()}, {"WAYLAND_DISPLAY", QString()}, {"QT_QPA_PLATFORM", QString()}});
        QCOMPARE(lab.exitCode, 2);
        QVERIFY2(lab.err.contains("--lab must be mix, hybrid, convolution, sampling or basis"), qPrintable(lab.err));
        const Run mix = runPassband({"--lab", "mix"}, QDir::tempPath(),
                                    {{"DISPLAY", QString()}, {"WAYLAND_DISPLAY", QString()}, {"QT_QPA_PLATFORM", QString()}});
        QCOMPARE(mix.exitCode, 1);
        QVERIFY2(mix.err.contains("no display"), qPrintable(mix.err));
    }

    void cliUsageErrors()
    {
        QCOMPARE(runPassband({"frobnicate"}).exitCode, 2);
        QCOMPARE(runPassband({"--no-such-option"}).exitCode, 2);
        QCOMPARE(runPassband({"devices", "extra"}).exitCode, 2);
        const Run version = runPassband({"--version"});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("passband "));
    }
};

QTEST_GUILESS_MAIN(TestDevice)
#include "tst_device.moc"
