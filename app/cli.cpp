#include "cli.h"

#include "errors.h"
#include "fft.h"
#include "host_fft.h"
#include "patterns.h"
#include "preset.h"
#include "sweep.h"
#include "image_io.h"
#include "pipeline.h"
#include "sample.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>

#include <fcntl.h>
#include <unistd.h>

namespace passband {

namespace {

constexpr int kUsageError = 2;
constexpr int kFailure = 1;

void printLine(FILE* stream, const QString& text)
{
    std::fputs(text.toLocal8Bit().constData(), stream);
    std::fputc('\n', stream);
}

// A usage error: bad option value, missing argument, unknown command.
class UsageError : public Error {
public:
    using Error::Error;
};

QString gib(std::uint64_t bytes)
{
    return bytes >= (1ull << 30) ? QString::number(bytes / double(1ull << 30), 'f', 1) + " GiB"
                                 : QString::number(bytes / double(1ull << 20), 'f', 0) + " MiB";
}

struct Options {
    QCommandLineOption device{"device",
                              "OpenCL device: an index from 'passband devices' or part of its name "
                              "(default: $PASSBAND_DEVICE, else the best device).",
                              "D"};
    QCommandLineOption highpass{"highpass", "High-pass radius R in spectrum pixels: passes D >= R (0: off).", "R"};
    QCommandLineOption lowpass{"lowpass", "Low-pass radius R in spectrum pixels: passes D < R.", "R"};
    QCommandLineOption shape{"shape", "Filter shape: ideal (default), gaussian or butterworth.", "S"};
    QCommandLineOption order{"order", "Butterworth order n (default 2).", "N"};
    QCommandLineOption map{"map",
                           "Output mapping: auto (default), clamp, normalize, magnitude, or none (the real values, "
                           "negatives included, into .tif, .fits or .pfm as 32-bit floats).",
                           "M"};
    QCommandLineOption page{"page", "Multi-page TIFF inputs: the page to read, from 1 (default 1).", "N"};
    QCommandLineOption edges{"edges",
                             "Edge handling before the FFT: none (default: the exact DFT, periodic), smooth "
                             "(periodic plus smooth), mirror, hann or tukey.",
                             "E"};
    QCommandLineOption taper{"taper", "--edges tukey: the fraction of each side tapered, above 0 and at most 1 "
                                      "(default 0.5; 1 is the Hann window).",
                             "T"};
    QCommandLineOption notch{"notch",
                             "A notch pair at U,V and -U,-V (spectrum pixels from the centre, V down) stopping "
                             "radius R, shaped gaussian (default), ideal or butterworth; repeatable.",
                             "U,V,R[,S]"};
    QCommandLineOption size{"size", "pattern: width x height in pixels (default 512x512).", "WxH"};
    QCommandLineOption cycles{"cycles",
                              "pattern, noise: the frequency as cycles per image across and down (default 16,8 "
                              "for a pattern, 24,16 for noise); whole numbers put the peaks on spectrum bins.",
                              "U,V"};
    QCommandLineOption square{"square", "pattern checkerboard: the squares' side in pixels (default 16).", "S"};
    QCommandLineOption amplitude{"amplitude", "noise: amplitude as a fraction of full scale, 0 to 1 (default 0.15).",
                                 "A"};
    QCommandLineOption preset{"preset",
                              "filter: start from this preset (a .json file, or an image Passband exported); "
                              "other filter options given override it.",
                              "FILE"};
    QCommandLineOption outputDir{"output-dir",
                                 "filter: write every input, filtered, into this directory (all the files given "
                                 "are inputs).",
                                 "DIR"};
    QCommandLineOption format{"format",
                              "filter --output-dir, sweep: the output format's extension (default: each input's "
                              "own where Passband writes it, else png; png for a sweep).",
                              "EXT"};
    QCommandLineOption removed{"removed", "filter: write what the filter removed (input minus result) instead of the "
                                          "result."};
    QCommandLineOption pngCompression{"png-compression",
                                      "PNG outputs: zlib level, 0 (none, fastest) to 9 (smallest, slowest); default 1.",
                                      "N"};
    QCommandLineOption pad{"pad", "fft1d: zero-pad to the next power of two, as the seed program did."};
    QCommandLineOption measure{"measure",
                               "filter: also print the energy kept, PSNR and mean absolute difference against the "
                               "input, and each cutoff in cycles per pixel, fraction of Nyquist and period."};

    // Every option a command may or may not take (all but --device, which every command takes).
    std::vector<const QCommandLineOption*> commandOptions() const
    {
        return {&highpass, &lowpass, &shape, &order, &map, &edges, &taper, &notch, &pad, &measure,
                &removed, &size, &cycles, &square, &amplitude, &preset, &outputDir, &format, &pngCompression, &page};
    }
};

double positiveNumber(const QCommandLineParser& parser, const QCommandLineOption& option)
{
    bool ok = false;
    const QString text = parser.value(option);
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        throw UsageError(QString("--%1 needs a number, got '%2'").arg(option.names().first(), text).toStdString());
    return value;
}

// --png-compression, checked; the default when not given.
int pngLevel(const QCommandLineParser& parser, const Options& o)
{
    if (!parser.isSet(o.pngCompression))
        return kDefaultPngCompression;
    bool ok = false;
    const QString text = parser.value(o.pngCompression);
    const int level = text.toInt(&ok);
    if (!ok || level < 0 || level > 9)
        throw UsageError("--png-compression must be a whole number from 0 to 9, not '" + text.toStdString() + "'");
    return level;
}

// --page, checked; 1 when not given.
int pageNumber(const QCommandLineParser& parser, const Options& o)
{
    if (!parser.isSet(o.page))
        return 1;
    bool ok = false;
    const QString text = parser.value(o.page);
    const int page = text.toInt(&ok);
    if (!ok || page < 1)
        throw UsageError("--page must be a whole number from 1, not '" + text.toStdString() + "'");
    return page;
}

EdgeSettings edgeSettings(const QCommandLineParser& parser, const Options& o)
{
    const QString name = parser.isSet(o.edges) ? parser.value(o.edges).toLower() : QString("none");
    if (parser.isSet(o.taper) && name != "tukey")
        throw UsageError("--taper goes with --edges tukey");
    const double taper = parser.isSet(o.taper) ? positiveNumber(parser, o.taper) : 0.5;
    const std::optional<EdgeSettings> edges = parseEdges(name.toStdString(), taper);
    if (!edges)
        throw UsageError("--edges must be none, smooth, mirror, hann or tukey, not '" +
                         parser.value(o.edges).toStdString() + "'");
    if (edges->mode == EdgeHandling::Window && !(edges->taper > 0 && edges->taper <= 1))
        throw UsageError("--taper must be more than 0 and at most 1, not '" + parser.value(o.taper).toStdString() + "'");
    return *edges;
}

// `swept`: the cutoff a sweep moves, whose option holds a range and is read elsewhere.
FilterSettings filterSettings(const QCommandLineParser& parser, const Options& o,
                              const QCommandLineOption* swept = nullptr)
{
    FilterSettings s = parser.isSet(o.preset) ? loadPreset(parser.value(o.preset)) : FilterSettings{};
    if (parser.isSet(o.highpass) && swept != &o.highpass)
        s.highpass = positiveNumber(parser, o.highpass);
    if (parser.isSet(o.lowpass) && swept != &o.lowpass)
        s.lowpass = positiveNumber(parser, o.lowpass);
    if (parser.isSet(o.shape)) {
        const auto shape = parseShape(parser.value(o.shape).toLower().toStdString());
        if (!shape)
            throw UsageError("--shape must be ideal, gaussian or butterworth, not '" +
                             parser.value(o.shape).toStdString() + "'");
        s.shape = *shape;
    }
    if (parser.isSet(o.order)) {
        bool ok = false;
        s.order = parser.value(o.order).toInt(&ok);
        if (!ok)
            throw UsageError("--order needs a whole number, got '" + parser.value(o.order).toStdString() + "'");
    }
    if (parser.isSet(o.map)) {
        const auto mapping = parseMapping(parser.value(o.map).toLower().toStdString());
        if (!mapping)
            throw UsageError("--map must be auto, clamp, normalize, magnitude or none, not '" +
                             parser.value(o.map).toStdString() + "'");
        s.mapping = *mapping;
    }
    if (parser.isSet(o.edges) || parser.isSet(o.taper) || !parser.isSet(o.preset))
        s.edges = edgeSettings(parser, o);
    if (parser.isSet(o.notch))
        s.notches.clear(); // notches given replace the preset's
    for (const QString& text : parser.values(o.notch)) {
        const QStringList parts = text.split(',');
        const auto bad = [&] {
            return UsageError("--notch needs U,V,R or U,V,R,SHAPE (numbers, then ideal, gaussian or butterworth), "
                              "got '" + text.toStdString() + "'");
        };
        if (parts.size() < 3 || parts.size() > 4)
            throw bad();
        Notch n;
        double* fields[] = {&n.u, &n.v, &n.radius};
        for (int i = 0; i < 3; ++i) {
            bool ok = false;
            *fields[i] = parts[i].trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(*fields[i]))
                throw bad();
        }
        if (parts.size() == 4) {
            const auto shape = parseShape(parts[3].trimmed().toLower().toStdString());
            if (!shape)
                throw bad();
            n.shape = *shape;
        }
        s.notches.push_back(n);
    }
    if (const std::string problem = s.validate(); !problem.empty())
        throw UsageError(problem);
    return s;
}

// Image decoders (libpng's default error handler, for one) print to stderr themselves; the
// command line promises one line per error, so their output is dropped while a file is
// decoded, and the reader's own reason is reported instead.
class SilencedStderr {
public:
    SilencedStderr()
    {
        std::fflush(stderr);
        saved_ = dup(STDERR_FILENO);
        const int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (saved_ >= 0 && null >= 0)
            dup2(null, STDERR_FILENO);
        if (null >= 0)
            close(null);
    }
    ~SilencedStderr()
    {
        std::fflush(stderr);
        if (saved_ >= 0) {
            dup2(saved_, STDERR_FILENO);
            close(saved_);
        }
    }
    SilencedStderr(const SilencedStderr&) = delete;
    SilencedStderr& operator=(const SilencedStderr&) = delete;

private:
    int saved_ = -1;
};

// The image, with what its reader forgave said on stderr.
Image readInput(const QString& path, int page = 1)
{
    Image image;
    {
        const SilencedStderr quiet;
        image = loadImage(path, page);
    }
    for (const std::string& note : image.metadata.notes)
        printLine(stderr, "passband: note: " + QFileInfo(path).fileName() + ": " + QString::fromStdString(note) + ".");
    image.metadata.notes.clear();
    return image;
}

// --map none keeps real values, which only float formats hold: refused before any work for
// another output, and the image goes to the device as floats.
void requireFloatOutput(const FilterSettings& settings, const QString& output)
{
    if (settings.mapping == OutputMapping::None && !keepsFloatSamples(output))
        throw UsageError("--map none keeps the real values, negatives included; write them to .tif, .fits or .pfm, "
                         "not " + QFileInfo(output).fileName().toStdString());
}

Image forMapping(Image image, const FilterSettings& settings)
{
    return settings.mapping == OutputMapping::None ? toFloat(image) : image;
}

void writeOutput(const Image& image, const QString& path, const QString& description, QStringList* notes,
                 int pngCompression)
{
    const SilencedStderr quiet; // libpng reports a failed write on stderr by itself
    saveImage(image, path, description, notes, pngCompression);
}

void printNotes(const QStringList& notes)
{
    for (const QString& note : notes)
        printLine(stderr, "passband: note: " + note + ".");
}

std::string firstLine(const std::string& text) { return text.substr(0, text.find('\n')); }

// Runs `work` on the chosen device; after a device fault (a failed OpenCL call or kernel
// build), again on the next usable device, with one line on stderr each time, until it
// succeeds or no device is left (a device is dropped after kMaxDeviceFailures faults).
template <typename Work>
auto onSomeDevice(const QString& selector, Work work)
{
    const std::vector<DeviceInfo> devices = listDevices();
    std::size_t index = chooseDevice(devices, deviceSelector(selector.toStdString()));
    for (;;) {
        try {
            ComputeContext context(devices[index]);
            return work(context);
        } catch (const std::exception& e) {
            if (!isDeviceFault(e))
                throw;
            recordDeviceFailure(index);
            const std::string what = devices[index].name + ": " + firstLine(e.what());
            const std::optional<std::size_t> next = nextUsableDevice(devices, index);
            if (!next)
                throw Error(what + "; no OpenCL device can do the work.");
            printLine(stderr, QString::fromStdString("passband: " + what + "; retrying on " +
                                                     (*next == index ? "the same device" : devices[*next].name)));
            index = *next;
        }
    }
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
            printLine(stdout, QString::fromStdString("Platform: " + d.platformName + " (" + d.platformVersion + ")"));
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
        printLine(stdout, QString("     memory %1, largest buffer %2, local memory %3 KiB, work-group up to %4%5")
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
    const QString name = file.startsWith(":/") ? "bundled sample " + QFileInfo(file).fileName() : file;
    printLine(stdout, QString("Passband %1: the OpenCL engine on %2.").arg(PASSBAND_VERSION, name));
    printLine(stdout, QString("Device:  %1 (%2)").arg(QString::fromStdString(run.device), QString::fromStdString(run.platform)));
    printLine(stdout, QString("Plan:    %1, made in %2 ms").arg(QString::fromStdString(run.plan)).arg(run.planMs, 0, 'f', 1));
    printLine(stdout, QString("Forward FFT %1 ms, inverse FFT %2 ms (device time, transfers excluded)")
                          .arg(total(run.forwardTimes), 0, 'f', 3)
                          .arg(total(run.inverseTimes), 0, 'f', 3));
    printLine(stdout, QString("Round trip relative L2 error: %1").arg(std::sqrt(diff / norm), 0, 'g', 3));
    return 0;
}

// The readouts of --measure, one line each.
QStringList measureLines(const UpdateMeasures& m, const FilterSettings& settings, int width, int height)
{
    QStringList lines;
    const QString psnr = std::isinf(m.psnrDb) ? QString("infinite (identical)") : QString("%1 dB").arg(m.psnrDb, 0, 'f', 2);
    lines << QString("Energy kept %1%, PSNR %2, mean absolute difference %3 levels")
                 .arg(100 * m.energyKept, 0, 'f', 3)
                 .arg(psnr)
                 .arg(m.meanAbsDiff, 0, 'f', 3);
    if (settings.highpassActive())
        lines << "High-pass cutoff " + QString::fromStdString(describeCutoff(*settings.highpass, width, height));
    if (settings.lowpassActive())
        lines << "Low-pass cutoff " + QString::fromStdString(describeCutoff(*settings.lowpass, width, height));
    return lines;
}

int filterCommand(const QString& input, const QString& output, const FilterSettings& settings, const QString& selector,
                  bool measure, bool removed, int pngCompression, int page)
{
    requireFloatOutput(settings, output);
    const Image image = forMapping(readInput(input, page), settings);
    double ms = 0;
    std::string device;
    UpdateMeasures measures;
    const Image result = onSomeDevice(selector, [&](ComputeContext& context) {
        FilterPipeline pipeline(context);
        pipeline.setProfiling(true);
        pipeline.setMeasuring(measure);
        pipeline.setOutput(removed ? FilterPipeline::Output::Removed : FilterPipeline::Output::Filtered);
        pipeline.setImage(image, settings.edges);
        Image filtered = pipeline.apply(settings);
        filtered.metadata = image.metadata; // resolution and colour profile go on to the output
        measures = pipeline.lastMeasures();
        ms = pipeline.lastTiming().totalMs();
        device = context.device().name;
        return filtered;
    });
    QStringList notes;
    const QString what = removed ? QString("removed component of %1, mapped %2")
                                       .arg(QString::fromStdString(settings.describe()), mappingName(settings.removedMapping()))
                                 : QString::fromStdString(settings.describe());
    writeOutput(result, output, provenance(PASSBAND_VERSION, settings, removed), &notes, pngCompression);
    printNotes(notes);
    printLine(stdout, QString("%1: %2; %3; %4 ms on %5")
                          .arg(output, QString::fromStdString(result.describe()), what)
                          .arg(ms, 0, 'f', 2)
                          .arg(QString::fromStdString(device)));
    if (measure)
        for (const QString& line : measureLines(measures, settings, image.width, image.height))
            printLine(stdout, line);
    return 0;
}

// Several inputs into one directory, one device context for all, one FFT plan per image
// size (the last few sizes are kept), a progress line per image. A file that fails is
// reported and skipped; the exit status says whether any did.
int batchCommand(const QStringList& inputs, const QString& directory, const QString& format,
                 const FilterSettings& settings, const QString& selector, bool removed, int pngCompression, int page)
{
    const QStringList writable = writableFormats();
    QStringList outputs;
    for (const QString& input : inputs) {
        QString ext = format.isEmpty() ? QFileInfo(input).suffix().toLower() : format.toLower();
        if (ext.startsWith('.'))
            ext.remove(0, 1);
        if (!format.isEmpty() && !writable.contains(ext))
            throw UsageError("--format " + format.toStdString() + " is not a format Passband writes (" +
                             writable.join(", ").toStdString() + ")");
        if (!writable.contains(ext))
            ext = "png";
        const QString output = QDir(directory).filePath(QFileInfo(input).completeBaseName() + "." + ext);
        if (outputs.contains(output))
            throw UsageError("two inputs would both be written to " + output.toStdString() +
                             "; give them different names or --format");
        requireFloatOutput(settings, output);
        outputs << output;
    }
    if (!QDir().mkpath(directory))
        throw Error("Cannot make the directory '" + directory.toStdString() + "'.");
    constexpr std::size_t kKeptPlans = 4;
    int next = 0, failed = 0;
    std::string device;
    onSomeDevice(selector, [&](ComputeContext& context) {
        device = context.device().name;
        std::map<std::pair<int, int>, std::unique_ptr<FilterPipeline>> pipelines; // one plan per size
        std::vector<std::pair<int, int>> recent;                                   // least recent first
        for (; next < inputs.size(); ++next) {
            const QString tag = QString("[%1/%2] ").arg(next + 1).arg(inputs.size());
            try {
                const Image image = forMapping(readInput(inputs[next], page), settings);
                const std::pair<int, int> size{image.width, image.height};
                auto& pipeline = pipelines[size];
                const bool reused = pipeline != nullptr;
                if (!pipeline) {
                    pipeline = std::make_unique<FilterPipeline>(context);
                    pipeline->setProfiling(true);
                    pipeline->setOutput(removed ? FilterPipeline::Output::Removed : FilterPipeline::Output::Filtered);
                }
                recent.erase(std::remove(recent.begin(), recent.end(), size), recent.end());
                recent.push_back(size);
                if (recent.size() > kKeptPlans) {
                    pipelines.erase(recent.front());
                    recent.erase(recent.begin());
                }
                pipeline->setImage(image, settings.edges);
                Image result = pipeline->apply(settings);
                result.metadata = image.metadata;
                const double ms = pipeline->lastTiming().totalMs();
                pipeline->releaseImage();
                QStringList notes;
                writeOutput(result, outputs[next], provenance(PASSBAND_VERSION, settings, removed), &notes,
                            pngCompression);
                printNotes(notes);
                printLine(stdout, tag + QString("%1 -> %2: %3; %4 ms%5")
                                            .arg(inputs[next], outputs[next], QString::fromStdString(image.describe()))
                                            .arg(ms, 0, 'f', 2)
                                            .arg(reused ? ", plan reused" : ""));
            } catch (const std::exception& e) {
                if (isDeviceFault(e))
                    throw; // onSomeDevice moves on to the next device, from this file
                ++failed;
                printLine(stderr, "passband: " + tag + inputs[next] + ": " + QString::fromStdString(e.what()));
            }
        }
        return 0;
    });
    printLine(stdout, QString("Filtered %1 of %2 images into %3 (%4) on %5")
                          .arg(inputs.size() - failed)
                          .arg(inputs.size())
                          .arg(directory, QString::fromStdString(settings.describe()), QString::fromStdString(device)));
    return failed ? kFailure : 0;
}

int sweepCommand(const QString& input, const QString& directory, const QCommandLineParser& parser, const Options& o,
                 const QString& selector, int pngCompression)
{
    const bool highRange = parser.isSet(o.highpass) && parser.value(o.highpass).contains(':');
    const bool lowRange = parser.isSet(o.lowpass) && parser.value(o.lowpass).contains(':');
    if (highRange == lowRange)
        throw UsageError("a sweep needs one range, --highpass FROM:TO[:STEP] or --lowpass FROM:TO[:STEP]; the other "
                         "cutoff may be a number");
    SweepSpec spec;
    spec.highpass = highRange;
    const QCommandLineOption& range = spec.highpass ? o.highpass : o.lowpass;
    if (!parseSweepRange(parser.value(range), spec))
        throw UsageError("--" + range.names().first().toStdString() + " needs FROM:TO or FROM:TO:STEP, got '" +
                         parser.value(range).toStdString() + "'");
    spec.directory = directory;
    spec.baseName = QFileInfo(input).completeBaseName();
    if (parser.isSet(o.format))
        spec.format = parser.value(o.format).toLower().remove(QRegularExpression("^\\."));
    spec.pngCompression = pngCompression;
    if (!writableFormats().contains(spec.format))
        throw UsageError("--format " + spec.format.toStdString() + " is not a format Passband writes");
    if (const QString problem = spec.validate(); !problem.isEmpty())
        throw UsageError(problem.toStdString());
    const FilterSettings settings = filterSettings(parser, o, &range);
    requireFloatOutput(settings, "frame." + spec.format);
    const Image image = forMapping(readInput(input, pageNumber(parser, o)), settings);
    const std::vector<double> radii = spec.radii();
    int done = 0;
    onSomeDevice(selector, [&](ComputeContext& context) {
        FilterPipeline pipeline(context);
        pipeline.setImage(image, settings.edges);
        runSweep(pipeline, settings, spec, PASSBAND_VERSION, [&](int index, int count, const QString& path, double r) {
            printLine(stdout, QString("[%1/%2] %3: %4 %5").arg(index + 1).arg(count).arg(path,
                                                                                       spec.highpass ? "high-pass" : "low-pass")
                                  .arg(r));
            done = index + 1;
        });
        return 0;
    });
    printLine(stdout, QString("Wrote %1 frames of %2 into %3").arg(done).arg(input, directory));
    return 0;
}

int spectrumCommand(const QString& input, const QString& output, const EdgeSettings& edges, const QString& selector,
                    int pngCompression, int page)
{
    const Image image = readInput(input, page);
    const Image spectrum = onSomeDevice(selector, [&](ComputeContext& context) {
        FilterPipeline pipeline(context);
        pipeline.setImage(image, edges);
        return pipeline.spectrumImage();
    });
    const QString edgeText =
        edges.mode == EdgeHandling::Periodic ? QString() : QString(", edges %1").arg(QString::fromStdString(edges.describe()));
    QStringList notes;
    writeOutput(spectrum, output,
                QString("passband %1 spectrum: log(1 + |F|), centred%2").arg(PASSBAND_VERSION, edgeText), &notes, pngCompression);
    printNotes(notes);
    printLine(stdout, QString("%1: centred log-magnitude spectrum of %2 (%3)%4")
                          .arg(output, input, QString::fromStdString(image.describe()), edgeText));
    return 0;
}

// "U,V" as two numbers.
std::pair<double, double> cyclesValue(const QCommandLineParser& parser, const QCommandLineOption& option)
{
    const QStringList parts = parser.value(option).split(',');
    bool okU = false, okV = false;
    const double u = parts.value(0).trimmed().toDouble(&okU), v = parts.value(1).trimmed().toDouble(&okV);
    if (parts.size() != 2 || !okU || !okV || !std::isfinite(u) || !std::isfinite(v))
        throw UsageError("--cycles needs U,V (cycles per image across and down), got '" +
                         parser.value(option).toStdString() + "'");
    return {u, v};
}

int patternCommand(const QString& kindName, const QString& output, const QCommandLineParser& parser, const Options& o,
                   int pngCompression)
{
    PatternSpec spec;
    const auto kind = parsePatternKind(kindName.toLower().toStdString());
    if (!kind)
        throw UsageError("the pattern must be grating, bars, checkerboard or zoneplate, not '" + kindName.toStdString() +
                         "'");
    spec.kind = *kind;
    if (parser.isSet(o.size)) {
        const QStringList parts = parser.value(o.size).toLower().split('x');
        bool okW = false, okH = false;
        spec.width = parts.value(0).toInt(&okW);
        spec.height = parts.value(1).toInt(&okH);
        if (parts.size() != 2 || !okW || !okH)
            throw UsageError("--size needs WxH, got '" + parser.value(o.size).toStdString() + "'");
    }
    if (parser.isSet(o.cycles)) {
        if (spec.kind != PatternKind::Grating && spec.kind != PatternKind::Bars)
            throw UsageError("--cycles goes with a grating or bars");
        std::tie(spec.u, spec.v) = cyclesValue(parser, o.cycles);
    }
    if (parser.isSet(o.square)) {
        if (spec.kind != PatternKind::Checkerboard)
            throw UsageError("--square goes with a checkerboard");
        bool ok = false;
        spec.square = parser.value(o.square).toInt(&ok);
        if (!ok)
            throw UsageError("--square needs a whole number, got '" + parser.value(o.square).toStdString() + "'");
    }
    if (const std::string problem = spec.validate(); !problem.empty())
        throw UsageError(problem);
    const Image image = makePattern(spec);
    QStringList notes;
    const QString what = QString::fromStdString(spec.describe());
    writeOutput(image, output, QString("passband %1 pattern: %2").arg(PASSBAND_VERSION, what), &notes, pngCompression);
    printNotes(notes);
    printLine(stdout, QString("%1: %2").arg(output, what));
    return 0;
}

int noiseCommand(const QString& input, const QString& output, const QCommandLineParser& parser, const Options& o,
                 int pngCompression)
{
    PeriodicNoise noise;
    if (parser.isSet(o.cycles))
        std::tie(noise.u, noise.v) = cyclesValue(parser, o.cycles);
    if (parser.isSet(o.amplitude))
        noise.amplitude = positiveNumber(parser, o.amplitude);
    if (const std::string problem = noise.validate(); !problem.empty())
        throw UsageError(problem);
    const Image image = readInput(input, pageNumber(parser, o));
    const Image noisy = addPeriodicNoise(image, noise);
    const QString what = QString("periodic noise %1 x %2 cycles, amplitude %3").arg(noise.u).arg(noise.v).arg(noise.amplitude);
    QStringList notes;
    writeOutput(noisy, output, QString("passband %1 noise: %2").arg(PASSBAND_VERSION, what), &notes, pngCompression);
    printNotes(notes);
    printLine(stdout, QString("%1: %2 with %3; its peaks are at (%4, %5) and (%6, %7) in the spectrum")
                          .arg(output, QString::fromStdString(noisy.describe()), what)
                          .arg(noise.u).arg(noise.v).arg(-noise.u).arg(-noise.v));
    return 0;
}

// One real sample per line; blank lines and '#' comments ignored.
std::vector<double> readSamples(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ImageFileError("Cannot read '" + path.toStdString() + "': " + file.errorString().toStdString() + ".");
    std::vector<double> samples;
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        QString line = QString::fromUtf8(file.readLine());
        if (const int hash = line.indexOf('#'); hash >= 0)
            line.truncate(hash);
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        bool ok = false;
        const double value = line.toDouble(&ok);
        if (!ok || !std::isfinite(value))
            throw Error(QString("%1:%2: not a number: '%3'").arg(path).arg(lineNumber).arg(line.left(40)).toStdString());
        samples.push_back(value);
        if (samples.size() > static_cast<std::size_t>(kMaxDimension))
            throw Error(QString("%1: more than %2 samples").arg(path).arg(kMaxDimension).toStdString());
    }
    if (samples.empty())
        throw Error(QString("%1: no samples (one number per line expected)").arg(path).toStdString());
    return samples;
}

// The seed student project done right: any length, checked against a double-precision FFT.
int fft1dCommand(const QString& path, bool pad, const QString& selector)
{
    std::vector<double> samples = readSamples(path);
    const std::size_t original = samples.size();
    if (pad) {
        std::size_t n = 1;
        while (n < samples.size())
            n *= 2;
        samples.resize(n, 0.0);
    }
    const int n = static_cast<int>(samples.size());
    double deviceMs = 0;
    std::string deviceName;
    const std::vector<float> input(samples.begin(), samples.end());
    const std::vector<std::complex<float>> device = onSomeDevice(selector, [&](ComputeContext& context) {
        Fft2d plan(context, n, 1);
        plan.setProfiling(true);
        plan.upload(input.data());
        plan.forward();
        std::vector<std::complex<float>> spectrum = plan.downloadSpectrum();
        deviceMs = 0;
        for (const StageTime& t : plan.stageTimes())
            if (t.stage != "upload" && t.stage != "download")
                deviceMs += t.ms;
        deviceName = context.device().name;
        return spectrum;
    });

    std::vector<std::complex<double>> x(samples.begin(), samples.end());
    const auto start = std::chrono::steady_clock::now();
    const std::vector<std::complex<double>> reference = hostFft(x);
    const double hostMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

    double maxError = 0, diff = 0, norm = 0;
    std::printf("# passband fft1d: DFT of %d samples%s from %s on %s\n# re im\n", n,
                pad && original != samples.size() ? QString(" (%1 zero-padded)").arg(original).toLocal8Bit().constData() : "",
                path.toLocal8Bit().constData(), deviceName.c_str());
    for (int k = 0; k < n; ++k) {
        std::printf("%.9g %.9g\n", device[k].real(), device[k].imag());
        const double e = std::abs(std::complex<double>(device[k]) - reference[k]);
        maxError = std::max(maxError, e);
        diff += e * e;
        norm += std::norm(reference[k]);
    }
    std::printf("# largest error against a double-precision CPU FFT: %.3g (relative L2 %.3g)\n", maxError,
                norm > 0 ? std::sqrt(diff / norm) : 0.0);
    std::printf("# time: OpenCL device %.4f ms (forward FFT, transfers excluded), CPU double-precision FFT %.4f ms\n",
                deviceMs, hostMs);
    return 0;
}

} // namespace

int runCommandLine(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Passband: frequency-domain image filtering on OpenCL.\n\n"
        "Commands:\n"
        "  filter INPUT OUTPUT   filter an image (--highpass, --lowpass, --shape, --order, --map,\n"
        "                        --edges, --taper, --notch, --preset, --measure, --removed)\n"
        "  filter INPUT... --output-dir DIR\n"
        "                        filter several images into DIR (--format EXT), one plan per size\n"
        "  sweep INPUT DIR       a numbered series over a range of radii, for slides:\n"
        "                        --highpass FROM:TO[:STEP] or --lowpass FROM:TO[:STEP] (--format EXT)\n"
        "  spectrum INPUT OUTPUT write the centred log-magnitude spectrum as an 8-bit grey image\n"
        "                        (--edges, --taper)\n"
        "  pattern KIND OUTPUT   write a test pattern: grating, bars (--cycles U,V), checkerboard\n"
        "                        (--square S) or zoneplate, 8-bit grey (--size WxH)\n"
        "  noise INPUT OUTPUT    add periodic noise (--cycles U,V, --amplitude A) to an image\n"
        "  fft1d FILE            DFT of one real sample per line, checked against a CPU FFT (--pad)\n"
        "  devices               list OpenCL platforms and devices with their limits\n"
        "  demo [IMAGE]          run the FFT engine on IMAGE (default: the bundled sample)\n"
        "With no command, 'passband [--device D] [FILE]' opens the desktop window on FILE\n"
        "(default: the bundled sample image).\n"
        "Inputs: TIFF (any depth, --page N), FITS, PNG, JPEG, WebP, Netpbm (PBM, PGM, PPM, PAM, PFM)\n"
        "and whatever else Qt reads. Outputs follow the extension: .tif, .fits and .pfm keep float\n"
        "results; .png, .pgm, .ppm and the rest of Qt's formats store 8 or 16 bits.");
    parser.addHelpOption();
    parser.addVersionOption();
    const Options o;
    parser.addOption(o.device);
    for (const QCommandLineOption* option : o.commandOptions())
        parser.addOption(*option);
    parser.addPositionalArgument("command", "filter, sweep, spectrum, pattern, noise, fft1d, devices or demo", "[command]");
    parser.addPositionalArgument("arguments", "the command's files", "[arguments...]");

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
    const QStringList files = positional.mid(1);
    const QString selector = parser.value(o.device);
    try {
        const int png = pngLevel(parser, o); // checked before any command reads or computes anything
        const int page = pageNumber(parser, o);
        const auto expect = [&](int minimum, int maximum, const char* usage) {
            if (files.size() < minimum || files.size() > maximum)
                throw UsageError(std::string("usage: passband ") + usage);
        };
        const auto allowOnly = [&](std::initializer_list<const QCommandLineOption*> allowed) {
            for (const QCommandLineOption* option : o.commandOptions()) {
                if (parser.isSet(*option) && std::find(allowed.begin(), allowed.end(), option) == allowed.end())
                    throw UsageError("--" + option->names().first().toStdString() + " does not apply to '" +
                                     command.toStdString() + "'");
            }
        };
        if (command == "filter" && parser.isSet(o.outputDir)) {
            expect(1, 100000, "filter INPUT... --output-dir DIR [--format EXT] [filter options]");
            allowOnly({&o.highpass, &o.lowpass, &o.shape, &o.order, &o.map, &o.edges, &o.taper, &o.notch, &o.removed,
                       &o.preset, &o.outputDir, &o.format, &o.pngCompression, &o.page});
            return batchCommand(files, parser.value(o.outputDir), parser.value(o.format), filterSettings(parser, o),
                                selector, parser.isSet(o.removed), png, page);
        }
        if (command == "sweep") {
            expect(2, 2, "sweep INPUT DIR (--highpass FROM:TO[:STEP] | --lowpass FROM:TO[:STEP]) [--format EXT] "
                         "[filter options]");
            allowOnly({&o.highpass, &o.lowpass, &o.shape, &o.order, &o.map, &o.edges, &o.taper, &o.notch, &o.preset,
                       &o.format, &o.pngCompression, &o.page});
            return sweepCommand(files[0], files[1], parser, o, selector, png);
        }
        if (command == "filter") {
            expect(2, 2, "filter INPUT OUTPUT [--highpass R] [--lowpass R] [--shape S] [--order N] [--map M] "
                         "[--edges E [--taper T]] [--notch U,V,R[,S]]... [--preset FILE] [--measure] [--removed] "
                         "[--png-compression N] [--page N]");
            allowOnly({&o.highpass, &o.lowpass, &o.shape, &o.order, &o.map, &o.edges, &o.taper, &o.notch, &o.measure,
                       &o.removed, &o.preset, &o.pngCompression, &o.page});
            return filterCommand(files[0], files[1], filterSettings(parser, o), selector, parser.isSet(o.measure),
                                 parser.isSet(o.removed), png, page);
        }
        if (command == "spectrum") {
            expect(2, 2, "spectrum INPUT OUTPUT [--edges E [--taper T]] [--page N]");
            allowOnly({&o.edges, &o.taper, &o.pngCompression, &o.page});
            return spectrumCommand(files[0], files[1], edgeSettings(parser, o), selector, png, page);
        }
        if (command == "pattern") {
            expect(2, 2, "pattern KIND OUTPUT [--size WxH] [--cycles U,V] [--square S]");
            allowOnly({&o.size, &o.cycles, &o.square, &o.pngCompression});
            return patternCommand(files[0], files[1], parser, o, png);
        }
        if (command == "noise") {
            expect(2, 2, "noise INPUT OUTPUT [--cycles U,V] [--amplitude A]");
            allowOnly({&o.cycles, &o.amplitude, &o.pngCompression, &o.page});
            return noiseCommand(files[0], files[1], parser, o, png);
        }
        if (command == "fft1d") {
            expect(1, 1, "fft1d FILE [--pad]");
            allowOnly({&o.pad});
            return fft1dCommand(files[0], parser.isSet(o.pad), selector);
        }
        if (command == "devices") {
            expect(0, 0, "devices");
            allowOnly({});
            return listDevicesCommand(selector);
        }
        if (command == "demo") {
            expect(0, 1, "demo [IMAGE]");
            allowOnly({});
            return demoCommand(files.value(0, defaultSamplePath()), selector);
        }
        throw UsageError("unknown command '" + command.toStdString() + "' (see --help)");
    } catch (const UsageError& e) {
        printLine(stderr, QString("passband: %1").arg(QString::fromStdString(e.what())));
        return kUsageError;
    } catch (const Error& e) {
        printLine(stderr, QString("passband: %1").arg(QString::fromStdString(e.what())));
        return kFailure;
    } catch (const std::bad_alloc&) {
        printLine(stderr, "passband: out of memory");
        return kFailure;
    } catch (const std::exception& e) {
        printLine(stderr, QString("passband: unexpected error: %1").arg(e.what()));
        return kFailure;
    }
}

} // namespace passband
