// filter, filter --output-dir (a batch) and sweep: the filter applied to files.
#include "command.h"

#include "image_io.h"
#include "pipeline.h"
#include "preset.h"
#include "sweep.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <chrono>
#include <cmath>
#include <map>
#include <memory>

namespace passband::cli {

namespace {

// The readouts of --measure, one line each.
QStringList measureLines(const UpdateMeasures& m, const FilterSettings& settings, int width, int height)
{
    QStringList lines;
    const QString energy = QString::number(100 * m.energyKept, 'f', 3), difference = QString::number(m.meanAbsDiff, 'f', 3);
    if (std::isinf(m.psnrDb))
        lines << CommandLine::tr("Energy kept %1%, PSNR infinite (identical), mean absolute difference %2 levels")
                     .arg(energy, difference);
    else
        lines << CommandLine::tr("Energy kept %1%, PSNR %2 dB, mean absolute difference %3 levels")
                     .arg(energy, QString::number(m.psnrDb, 'f', 2), difference);
    if (settings.highpassActive())
        lines << CommandLine::tr("High-pass cutoff %1")
                     .arg(QString::fromStdString(describeCutoff(*settings.highpass, width, height)));
    if (settings.lowpassActive())
        lines << CommandLine::tr("Low-pass cutoff %1")
                     .arg(QString::fromStdString(describeCutoff(*settings.lowpass, width, height)));
    return lines;
}

// Says what the user waited for, from the command's start to OUTPUT written, and the device's
// time for the filtering, a part of it (FINDINGS: a new user took the device's figure for the
// command's).
int filterCommand(const QString& input, const QString& output, const FilterSettings& settings, const QString& selector,
                  bool measure, bool removed, int pngCompression, int page,
                  std::chrono::steady_clock::time_point started)
{
    requireFloatOutput(settings, output);
    Image image = forMapping(readInput(input, page), settings);
    const int width = image.width, height = image.height;
    const ImageMetadata metadata = image.metadata;
    double ms = 0;
    std::string device;
    UpdateMeasures measures;
    const Image result = onSomeDevice(selector, [&](ComputeContext& context) {
        FilterPipeline pipeline(context, autoKernelOptions());
        pipeline.setProfiling(true);
        pipeline.setMeasuring(measure);
        pipeline.setOutput(removed ? FilterPipeline::Output::Removed : FilterPipeline::Output::Filtered);
        pipeline.setFilterOnce(true);
        if (image.sampleCount() == 0) // taken below, and a device fault came after
            image = forMapping(readInput(input, page), settings);
        // Taken by the pipeline, which leaves `image` empty: on a CPU device its memory is the
        // pixel buffer, then the result's (README "Memory").
        pipeline.adoptImage(std::move(image), settings.edges);
        Image filtered = pipeline.apply(settings);
        filtered.metadata = metadata; // resolution and colour profile go on to the output
        measures = pipeline.lastMeasures();
        ms = pipeline.lastTiming().totalMs();
        device = context.device().name;
        return filtered;
    });
    QStringList notes;
    writeOutput(result, output, provenance(PASSBAND_VERSION, settings, removed), &notes, pngCompression);
    const QString waited = secondsSince(started);
    printNotes(notes);
    if (removed)
        printLine(stdout, CommandLine::tr("%1: %2; removed component of %3, mapped %4; %5 s from start to file "
                                          "written; device time of the filtering %6 ms on %7")
                              .arg(output, QString::fromStdString(result.describe()),
                                   QString::fromStdString(settings.describe()), mappingName(settings.removedMapping()),
                                   waited, QString::number(ms, 'f', 2), QString::fromStdString(device)));
    else
        printLine(stdout, CommandLine::tr("%1: %2; %3; %4 s from start to file written; device time of the "
                                          "filtering %5 ms on %6")
                              .arg(output, QString::fromStdString(result.describe()),
                                   QString::fromStdString(settings.describe()), waited, QString::number(ms, 'f', 2),
                                   QString::fromStdString(device)));
    if (measure)
        for (const QString& line : measureLines(measures, settings, width, height))
            printLine(stdout, line);
    return 0;
}

// Several inputs into one directory, one device context for all, one FFT plan per image
// size (the last few sizes are kept), a progress line per image. A file that fails is
// reported and skipped; the exit status says whether any did.
// Each image's line says how long it took from its reading to its file written, and the
// device's time for its filtering; the last line, the whole command's time.
int batchCommand(const QStringList& inputs, const QString& directory, const QString& format,
                 const FilterSettings& settings, const QString& selector, bool removed, int pngCompression, int page,
                 std::chrono::steady_clock::time_point started)
{
    const QStringList writable = writableFormats();
    QStringList outputs;
    for (const QString& input : inputs) {
        QString ext = format.isEmpty() ? QFileInfo(input).suffix().toLower() : format.toLower();
        if (ext.startsWith('.'))
            ext.remove(0, 1);
        if (!format.isEmpty() && !writable.contains(ext))
            throw UsageError(CommandLine::tr("--format %1 is not a format Passband writes (%2)")
                                 .arg(format, writable.join(", "))
                                 .toStdString());
        if (!writable.contains(ext))
            ext = "png";
        const QString output = QDir(directory).filePath(QFileInfo(input).completeBaseName() + "." + ext);
        if (outputs.contains(output))
            throw UsageError(CommandLine::tr("two inputs would both be written to %1; give them different names or "
                                             "--format")
                                 .arg(output)
                                 .toStdString());
        requireFloatOutput(settings, output);
        outputs << output;
    }
    if (!QDir().mkpath(directory))
        throw Error(CommandLine::tr("Cannot make the directory '%1'.").arg(directory).toStdString());
    constexpr std::size_t kKeptPlans = 4;
    int next = 0, failed = 0;
    std::string device;
    onSomeDevice(selector, [&](ComputeContext& context) {
        device = context.device().name;
        std::map<std::pair<int, int>, std::unique_ptr<FilterPipeline>> pipelines; // one plan per size
        std::vector<std::pair<int, int>> recent;                                   // least recent first
        for (; next < inputs.size(); ++next) {
            const QString tag = QString("[%1/%2] ").arg(next + 1).arg(inputs.size());
            const auto begun = std::chrono::steady_clock::now();
            try {
                const Image image = forMapping(readInput(inputs[next], page), settings);
                const std::pair<int, int> size{image.width, image.height};
                auto& pipeline = pipelines[size];
                const bool reused = pipeline != nullptr;
                if (!pipeline) {
                    pipeline = std::make_unique<FilterPipeline>(context, autoKernelOptions());
                    pipeline->setProfiling(true);
                    pipeline->setOutput(removed ? FilterPipeline::Output::Removed : FilterPipeline::Output::Filtered);
                }
                recent.erase(std::remove(recent.begin(), recent.end(), size), recent.end());
                recent.push_back(size);
                if (recent.size() > kKeptPlans) {
                    pipelines.erase(recent.front());
                    recent.erase(recent.begin());
                }
                pipeline->specialiseIfBuilt(); // a size's own kernels, once built beside the files before
                pipeline->setImage(image, settings.edges);
                Image result = pipeline->apply(settings);
                result.metadata = image.metadata;
                const double ms = pipeline->lastTiming().totalMs();
                if (next + 1 < inputs.size()) // more files may come in this size: its own kernels meanwhile
                    pipeline->buildSpecialisedInBackground();
                pipeline->releaseImage();
                QStringList notes;
                writeOutput(result, outputs[next], provenance(PASSBAND_VERSION, settings, removed), &notes,
                            pngCompression);
                const QString waited = QString::number(
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begun).count(), 'f', 0);
                printNotes(notes);
                const QString line = reused
                                         ? CommandLine::tr("[%1/%2] %3 -> %4: %5; %6 ms in all, device time %7 ms, plan reused")
                                         : CommandLine::tr("[%1/%2] %3 -> %4: %5; %6 ms in all, device time %7 ms");
                printLine(stdout, line.arg(QString::number(next + 1), QString::number(inputs.size()), inputs[next],
                                           outputs[next], QString::fromStdString(image.describe()), waited,
                                           QString::number(ms, 'f', 2)));
            } catch (const std::exception& e) {
                if (isDeviceFault(e))
                    throw; // onSomeDevice moves on to the next device, from this file
                ++failed;
                printLine(stderr, "passband: " + tag + inputs[next] + ": " + QString::fromStdString(e.what()));
            }
        }
        return 0;
    });
    printLine(stdout, CommandLine::tr("Filtered %1 of %2 images into %3 (%4) on %5; %6 s from start to the last "
                                      "file written")
                          .arg(inputs.size() - failed)
                          .arg(inputs.size())
                          .arg(directory, QString::fromStdString(settings.describe()), QString::fromStdString(device),
                               secondsSince(started)));
    return failed ? kFailure : 0;
}

int sweepCommand(const QString& input, const QString& directory, const QCommandLineParser& parser, const Options& o,
                 const QString& selector, int pngCompression, int page)
{
    const bool highRange = parser.isSet(o.highpass) && parser.value(o.highpass).contains(':');
    const bool lowRange = parser.isSet(o.lowpass) && parser.value(o.lowpass).contains(':');
    if (highRange == lowRange)
        throw UsageError(CommandLine::tr("a sweep needs one range, --highpass FROM:TO[:STEP] or --lowpass "
                                         "FROM:TO[:STEP]; the other cutoff may be a number")
                             .toStdString());
    SweepSpec spec;
    spec.highpass = highRange;
    const QCommandLineOption& range = spec.highpass ? o.highpass : o.lowpass;
    if (!parseSweepRange(parser.value(range), spec))
        throw UsageError(CommandLine::tr("--%1 needs FROM:TO or FROM:TO:STEP, got '%2'")
                             .arg(range.names().first(), parser.value(range))
                             .toStdString());
    spec.directory = directory;
    spec.baseName = QFileInfo(input).completeBaseName();
    if (parser.isSet(o.format))
        spec.format = parser.value(o.format).toLower().remove(QRegularExpression("^\\."));
    spec.pngCompression = pngCompression;
    if (parser.isSet(o.contactSheet)) {
        spec.contactSheet = parser.value(o.contactSheet);
        if (QFileInfo(spec.contactSheet).suffix().toLower() != "png")
            throw UsageError(
                CommandLine::tr("--contact-sheet writes a .png, not '%1'").arg(spec.contactSheet).toStdString());
    }
    if (!writableFormats().contains(spec.format))
        throw UsageError(CommandLine::tr("--format %1 is not a format Passband writes").arg(spec.format).toStdString());
    if (const QString problem = spec.validate(); !problem.isEmpty())
        throw UsageError(problem.toStdString());
    const FilterSettings settings = filterSettings(parser, o, &range);
    requireFloatOutput(settings, "frame." + spec.format);
    const Image image = forMapping(readInput(input, page), settings);
    const std::vector<double> radii = spec.radii();
    int done = 0;
    onSomeDevice(selector, [&](ComputeContext& context) {
        FilterPipeline pipeline(context);
        pipeline.setImage(image, settings.edges);
        runSweep(pipeline, settings, spec, PASSBAND_VERSION, [&](int index, int count, const QString& path, double r) {
            const QString line = spec.highpass ? CommandLine::tr("[%1/%2] %3: high-pass %4")
                                               : CommandLine::tr("[%1/%2] %3: low-pass %4");
            printLine(stdout, line.arg(QString::number(index + 1), QString::number(count), path, QString::number(r)));
            done = index + 1;
        });
        return 0;
    });
    printLine(stdout, CommandLine::tr("Wrote %1 frames of %2 into %3").arg(done).arg(input, directory));
    if (!spec.contactSheet.isEmpty())
        printLine(stdout, CommandLine::tr("%1: the %2 frames on one contact sheet").arg(spec.contactSheet).arg(done));
    return 0;
}

} // namespace

int runFilterCommand(const Invocation& in)
{
    return filterCommand(in.files[0], in.files[1], filterSettings(in.parser, in.o), in.selector,
                         in.parser.isSet(in.o.measure), in.parser.isSet(in.o.removed), in.png, in.page, in.started);
}

int runBatchCommand(const Invocation& in)
{
    return batchCommand(in.files, in.parser.value(in.o.outputDir), in.parser.value(in.o.format),
                        filterSettings(in.parser, in.o), in.selector, in.parser.isSet(in.o.removed), in.png, in.page,
                        in.started);
}

int runSweepCommand(const Invocation& in)
{
    return sweepCommand(in.files[0], in.files[1], in.parser, in.o, in.selector, in.png, in.page);
}

} // namespace passband::cli
