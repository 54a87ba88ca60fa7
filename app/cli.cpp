#include "cli.h"

#include "errors.h"
#include "fft.h"
#include "sample.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImageReader>

#include <cmath>
#include <cstdio>

namespace passband {

namespace {

constexpr int kUsageError = 2;
constexpr int kFailure = 1;

void printLine(FILE* stream, const QString& text)
{
    std::fputs(text.toLocal8Bit().constData(), stream);
    std::fputc('\n', stream);
}

QString gib(std::uint64_t bytes)
{
    return bytes >= (1ull << 30) ? QString::number(bytes / double(1ull << 30), 'f', 1) + " GiB"
                                 : QString::number(bytes / double(1ull << 20), 'f', 0) + " MiB";
}

int listDevicesCommand(const QString& selector)
{
    const std::vector<DeviceInfo> devices = listDevices();
    const std::size_t best = chooseDevice(devices, {});
    const std::string wanted = deviceSelector(selector.toStdString());
    const std::size_t chosen = wanted.empty() ? best : chooseDevice(devices, wanted);
    std::string platform;
    for (const DeviceInfo& d : devices) {
        if (d.platformName != platform) {
            platform = d.platformName;
            printLine(stdout, QString::fromStdString("Platform: " + d.platformName + " (" +
                                                     d.platformVersion + ")"));
        }
        QString mark;
        if (d.index == chosen)
            mark = d.index == best ? "  [selected, best]" : "  [selected]";
        else if (d.index == best)
            mark = "  [best]";
        printLine(stdout, QString("  %1: %2 (%3)%4")
                              .arg(d.index)
                              .arg(QString::fromStdString(d.name), QString::fromStdString(d.typeName()), mark));
        printLine(stdout, QString("     %1, driver %2; %3 compute units at %4 MHz")
                              .arg(QString::fromStdString(d.version), QString::fromStdString(d.driverVersion))
                              .arg(d.computeUnits)
                              .arg(d.clockMHz));
        printLine(stdout, QString("     memory %1, largest buffer %2, local memory %3 KiB, "
                                  "work-group up to %4%5")
                              .arg(gib(d.globalMemBytes), gib(d.maxAllocBytes))
                              .arg(d.localMemBytes / 1024)
                              .arg(d.maxWorkGroupSize)
                              .arg(d.available ? "" : "; NOT AVAILABLE"));
    }
    return 0;
}

// Until the desktop window exists, `passband` with no command runs the engine on the
// bundled sample image and reports what it did.
int demoCommand(const QString& file, const QString& selector)
{
    QImageReader reader(file);
    reader.setAutoTransform(true);
    const QImage image = reader.read();
    if (image.isNull()) {
        printLine(stderr, QString("passband: cannot read image '%1': %2").arg(file, reader.errorString()));
        return kFailure;
    }
    const GreyImage grey = toGrey(image);

    ComputeContext context(selector.toStdString());
    QElapsedTimer clock;
    clock.start();
    Fft2d plan(context, grey.width, grey.height);
    const double planMs = clock.nsecsElapsed() * 1e-6;
    plan.setProfiling(true);
    plan.upload(grey.pixels.data());
    plan.forward();
    const std::vector<StageTime> forwardTimes = plan.stageTimes();
    plan.inverse();
    std::vector<float> back(grey.pixels.size());
    plan.downloadReal(back.data());
    const std::vector<StageTime> inverseTimes = plan.stageTimes();

    double diff = 0, norm = 0;
    for (std::size_t i = 0; i < back.size(); ++i) {
        diff += double(back[i] - grey.pixels[i]) * (back[i] - grey.pixels[i]);
        norm += double(grey.pixels[i]) * grey.pixels[i];
    }
    const auto total = [](const std::vector<StageTime>& times, bool withTransfers) {
        double ms = 0;
        for (const StageTime& t : times)
            if (withTransfers || (t.stage != "upload" && t.stage != "download"))
                ms += t.ms;
        return ms;
    };
    const QString name = file.startsWith(":/") ? "bundled sample " + QFileInfo(file).fileName() : file;
    printLine(stdout, QString("Passband %1: the desktop window comes with the GUI release; this runs "
                              "the OpenCL engine on %2.").arg(PASSBAND_VERSION, name));
    printLine(stdout, QString("Device:  %1 (%2)").arg(QString::fromStdString(context.device().name),
                                                    QString::fromStdString(context.device().platformName)));
    printLine(stdout, QString("Plan:    %1, made in %2 ms")
                          .arg(QString::fromStdString(plan.describe()))
                          .arg(planMs, 0, 'f', 1));
    printLine(stdout, QString("Forward FFT %1 ms, inverse FFT %2 ms (device time, transfers excluded)")
                          .arg(total(forwardTimes, false), 0, 'f', 3)
                          .arg(total(inverseTimes, false), 0, 'f', 3));
    printLine(stdout, QString("Round trip relative L2 error: %1").arg(std::sqrt(diff / norm), 0, 'g', 3));
    return 0;
}

} // namespace

int runCommandLine(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Passband: frequency-domain image filtering on OpenCL.\n\n"
        "Commands:\n"
        "  devices        list OpenCL platforms and devices with their limits\n"
        "  demo [IMAGE]   run the FFT engine on IMAGE (default: the bundled sample)\n"
        "With no command, runs 'demo' on the bundled sample image.");
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption deviceOption(
        "device", "OpenCL device: an index from 'passband devices' or part of its name "
                  "(default: $PASSBAND_DEVICE, else the best device).",
        "D");
    parser.addOption(deviceOption);
    parser.addPositionalArgument("command", "devices or demo", "[command]");

    if (!parser.parse(arguments)) {
        printLine(stderr, "passband: " + parser.errorText() + " (see --help)");
        return kUsageError;
    }
    if (parser.isSet("help")) {
        printLine(stdout, parser.helpText());
        return 0;
    }
    if (parser.isSet("version")) {
        printLine(stdout, QString("passband %1").arg(PASSBAND_VERSION));
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    const QString command = positional.value(0, "demo");
    const QString selector = parser.value(deviceOption);
    try {
        if (command == "devices" && positional.size() == 1)
            return listDevicesCommand(selector);
        if (command == "demo" && positional.size() <= 2)
            return demoCommand(positional.value(1, defaultSamplePath()), selector);
    } catch (const KernelBuildError& e) {
        printLine(stderr, QString("passband: %1").arg(QString::fromStdString(e.what())));
        return kFailure;
    } catch (const Error& e) {
        printLine(stderr, QString("passband: %1").arg(QString::fromStdString(e.what())));
        return kFailure;
    } catch (const std::exception& e) {
        printLine(stderr, QString("passband: unexpected error: %1").arg(e.what()));
        return kFailure;
    }
    printLine(stderr, QString("passband: unknown command or extra arguments '%1' (see --help)")
                          .arg(positional.join(' ')));
    return kUsageError;
}

} // namespace passband
