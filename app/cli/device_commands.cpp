// devices and demo: what OpenCL offers, and the engine run once on an image.
#include "command.h"

#include "fft.h"
#include "sample.h"

#include <QElapsedTimer>
#include <QFileInfo>

#include <cmath>

namespace passband::cli {

namespace {

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
            printLine(stdout, CommandLine::tr("Platform: %1 (%2)")
                                  .arg(QString::fromStdString(d.platformName), QString::fromStdString(d.platformVersion)));
        }
        QString line;
        if (d.index == chosen && d.index == best)
            line = CommandLine::tr("%1: %2 (%3)  [selected, best]");
        else if (d.index == chosen)
            line = CommandLine::tr("%1: %2 (%3)  [selected]");
        else if (d.index == best)
            line = CommandLine::tr("%1: %2 (%3)  [best]");
        else
            line = QString("%1: %2 (%3)");
        printLine(stdout, "  " + line.arg(QString::number(d.index), QString::fromStdString(d.name),
                                          QString::fromStdString(d.typeName())));
        printLine(stdout, "     " + CommandLine::tr("%1, driver %2; %3 compute units at %4 MHz")
                                        .arg(QString::fromStdString(d.version), QString::fromStdString(d.driverVersion),
                                             QString::number(d.computeUnits), QString::number(d.clockMHz)));
        const QString memory = d.available
                                   ? CommandLine::tr("memory %1, largest buffer %2, local memory %3 KiB, work-group up to %4")
                                   : CommandLine::tr("memory %1, largest buffer %2, local memory %3 KiB, work-group up to "
                                                     "%4; NOT AVAILABLE");
        printLine(stdout, "     " + memory.arg(gib(d.globalMemBytes), gib(d.maxAllocBytes),
                                               QString::number(d.localMemBytes / 1024),
                                               QString::number(d.maxWorkGroupSize)));
    }
    return 0;
}

// Until the desktop window exists, `passband` with no command runs the engine on the
// bundled sample image and reports what it did.
int demoCommand(const QString& file, const QString& selector)
{
    const Image image = readInput(file);
    const Image grey = luminance(image);
    std::vector<float> pixels(grey.pixelCount());
    for (std::size_t i = 0; i < pixels.size(); ++i)
        pixels[i] = static_cast<float>(grey.value(static_cast<int>(i % grey.width), static_cast<int>(i / grey.width), 0));

    struct Run {
        std::string device, platform, plan;
        double planMs;
        std::vector<StageTime> forwardTimes, inverseTimes;
        std::vector<float> back;
    };
    const Run run = onSomeDevice(selector, [&](ComputeContext& context) {
        Run r;
        QElapsedTimer clock;
        clock.start();
        Fft2d plan(context, grey.width, grey.height);
        r.planMs = clock.nsecsElapsed() * 1e-6;
        plan.setProfiling(true);
        plan.upload(pixels.data());
        plan.forward();
        r.forwardTimes = plan.stageTimes();
        plan.inverse();
        r.back.resize(pixels.size());
        plan.downloadReal(r.back.data());
        r.inverseTimes = plan.stageTimes();
        r.device = context.device().name;
        r.platform = context.device().platformName;
        r.plan = plan.describe();
        return r;
    });
    const std::vector<float>& back = run.back;

    double diff = 0, norm = 0;
    for (std::size_t i = 0; i < back.size(); ++i) {
        diff += double(back[i] - pixels[i]) * (back[i] - pixels[i]);
        norm += double(pixels[i]) * pixels[i];
    }
    const auto total = [](const std::vector<StageTime>& times) {
        double ms = 0;
        for (const StageTime& t : times)
            if (t.stage != "upload" && t.stage != "download")
                ms += t.ms;
        return ms;
    };
    if (file.startsWith(":/"))
        printLine(stdout, CommandLine::tr("Passband %1: the OpenCL engine on bundled sample %2.")
                              .arg(PASSBAND_VERSION, QFileInfo(file).fileName()));
    else
        printLine(stdout, CommandLine::tr("Passband %1: the OpenCL engine on %2.").arg(PASSBAND_VERSION, file));
    printLine(stdout, CommandLine::tr("Device:  %1 (%2)")
                          .arg(QString::fromStdString(run.device), QString::fromStdString(run.platform)));
    printLine(stdout, CommandLine::tr("Plan:    %1, made in %2 ms")
                          .arg(QString::fromStdString(run.plan), QString::number(run.planMs, 'f', 1)));
    printLine(stdout, CommandLine::tr("Forward FFT %1 ms, inverse FFT %2 ms (device time, transfers excluded)")
                          .arg(total(run.forwardTimes), 0, 'f', 3)
                          .arg(total(run.inverseTimes), 0, 'f', 3));
    printLine(stdout, CommandLine::tr("Round trip relative L2 error: %1").arg(std::sqrt(diff / norm), 0, 'g', 3));
    return 0;
}

} // namespace

int runDevicesCommand(const Invocation& in) { return listDevicesCommand(in.selector); }

int runDemoCommand(const Invocation& in) { return demoCommand(in.files.value(0, defaultSamplePath()), in.selector); }

} // namespace passband::cli
