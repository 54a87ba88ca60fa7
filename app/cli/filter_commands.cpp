// filter, filter --output-dir (a batch) and sweep: the filter applied to files.
#include "command.h"

#include "image_io.h"
#include "pipeline.h"
#include "preset.h"
#include "python_script.h"
#include "sweep.h"

#include <QDir>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
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
                  bool measure, bool removed, int pngCompression, int page, const QString& python,
                  std::chrono::steady_clock::time_point started)
{
    requireFloatOutput(settings, output);
    if (!python.isEmpty() && QFileInfo(python).suffix().toLower() != "py")
        throw UsageError(CommandLine::tr("--python writes a .py script, not '%1'").arg(python).toStdString());
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
    if (!python.isEmpty()) {
        PythonScriptOptions script;
        script.version = PASSBAND_VERSION;
        script.removed = removed;
        script.input = input;
        script.output = output;
        savePythonScript(settings, python, script);
    }
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
    if (!python.isEmpty())
        printLine(stdout, CommandLine::tr("%1: the filter as a Python script (python3 %1 INPUT OUTPUT)").arg(python));
    return 0;
}

// What a batch's output depends on besides its input: the preset (with the mask saved beside
// it) and the mask, where given.
QStringList batchDependencies(const QString& preset, const QString& mask)
{
    QStringList files;
    if (!preset.isEmpty()) {
        files << preset;
        const QFileInfo info(preset);
        const QString savedMask = info.dir().filePath(info.completeBaseName() + ".mask.png");
        if (QFileInfo::exists(savedMask))
            files << savedMask;
    }
    if (!mask.isEmpty())
        files << mask;
    return files;
}

// A batch's output is up to date when it is newer than its input and every dependency, and
// records this very filter (PNG, PGM/PPM, JPEG, TIFF record it): a batch stopped by a job's
// time limit resumes where it stopped, and a changed filter is never taken for done. An output
// that records nothing (FITS, PFM, BMP, WebP), or could not say which mask made it, is filtered
// again.
bool upToDate(const QString& output, const QString& input, const QStringList& dependencies, const QString& work)
{
    const QFileInfo made(output);
    if (!made.isFile())
        return false;
    const QDateTime when = made.lastModified();
    for (const QString& file : QStringList{input} + dependencies) {
        const QFileInfo info(file);
        if (!info.exists() || info.lastModified() >= when)
            return false;
    }
    const QString recorded = recordedProvenance(output);
    return !recorded.isEmpty() && provenanceWork(recorded) == work;
}

// One batch line of --json: what a script or a cluster's log needs of each input.
void printJsonLine(const QString& input, const QString& output, const char* status, double seconds,
                   const QJsonObject& settings, bool removed, const QString& error = {})
{
    QJsonObject line{{"input", input}, {"output", output}, {"status", status},
                     {"seconds", std::round(seconds * 1000) / 1000}, {"settings", settings}};
    if (removed)
        line["removed"] = true;
    if (!error.isEmpty())
        line["error"] = error;
    std::fputs(QJsonDocument(line).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout); // a line at a time, whole, however the batch ends
}

struct BatchOptions {
    QString directory, format, selector;
    QStringList dependencies; // the preset and masks (batchDependencies)
    bool removed = false, force = false, json = false;
    int pngCompression = 1, page = 1;
};

// Several inputs into one directory, one device context for all, one FFT plan per image
// size (the last few sizes are kept), a progress line (or --json's object) per image. A file
// that fails is reported and skipped; the exit status says whether any did. An output already
// up to date is skipped unless --force, so the same command resumes a batch that stopped.
// Each image's line says how long it took from its reading to its file written, and the
// device's time for its filtering; the last line, the whole command's time.
int batchCommand(const QStringList& inputs, const BatchOptions& b, const FilterSettings& settings,
                 std::chrono::steady_clock::time_point started)
{
    const QStringList writable = writableFormats();
    QStringList outputs;
    for (const QString& input : inputs) {
        QString ext = b.format.isEmpty() ? QFileInfo(input).suffix().toLower() : b.format.toLower();
        if (ext.startsWith('.'))
            ext.remove(0, 1);
        if (!b.format.isEmpty() && !writable.contains(ext))
            throw UsageError(CommandLine::tr("--format %1 is not a format Passband writes (%2)")
                                 .arg(b.format, writable.join(", "))
                                 .toStdString());
        if (!writable.contains(ext))
            ext = "png";
        const QString output = QDir(b.directory).filePath(QFileInfo(input).completeBaseName() + "." + ext);
        if (outputs.contains(output))
            throw UsageError(CommandLine::tr("two inputs would both be written to %1; give them different names or "
                                             "--format")
                                 .arg(output)
                                 .toStdString());
        requireFloatOutput(settings, output);
        outputs << output;
    }
    if (!QDir().mkpath(b.directory))
        throw Error(CommandLine::tr("Cannot make the directory '%1'.").arg(b.directory).toStdString());
    // The page goes into the provenance, so that a batch of another page is not taken for done.
    const QString provenanceLine =
        provenance(PASSBAND_VERSION, settings, b.removed, b.page > 1 ? QString("page %1").arg(b.page) : QString());
    const QString work = provenanceWork(provenanceLine);
    const QJsonObject settingsObject = QJsonDocument::fromJson(presetJson(settings)).object();
    constexpr std::size_t kKeptPlans = 4;
    int next = 0, failed = 0, skipped = 0;
    std::string device;
    // Up-to-date outputs are skipped before a device is opened: a resumed batch whose work is
    // done costs no device at all.
    std::vector<bool> skip(inputs.size(), false);
    // A mask is recorded by its size alone: which one made an output cannot be told.
    for (int i = 0; i < inputs.size(); ++i)
        skip[i] = !b.force && !settings.mask && upToDate(outputs[i], inputs[i], b.dependencies, work);
    const auto skipLine = [&](int i) {
        ++skipped;
        if (b.json)
            printJsonLine(inputs[i], outputs[i], "skipped", 0, settingsObject, b.removed);
        else
            printLine(stdout, CommandLine::tr("[%1/%2] %3 -> %4: up to date, skipped")
                                  .arg(QString::number(i + 1), QString::number(inputs.size()), inputs[i], outputs[i]));
    };
    while (next < inputs.size() && skip[next])
        skipLine(next++);
    if (next < inputs.size())
        onSomeDevice(b.selector, [&](ComputeContext& context) {
            device = context.device().name;
            std::map<std::pair<int, int>, std::unique_ptr<FilterPipeline>> pipelines; // one plan per size
            std::vector<std::pair<int, int>> recent;                                   // least recent first
            for (; next < inputs.size(); ++next) {
                if (skip[next]) {
                    skipLine(next);
                    continue;
                }
                const QString tag = QString("[%1/%2] ").arg(next + 1).arg(inputs.size());
                const auto begun = std::chrono::steady_clock::now();
                const auto secondsTaken = [&] {
                    return std::chrono::duration<double>(std::chrono::steady_clock::now() - begun).count();
                };
                try {
                    const Image image = forMapping(readInput(inputs[next], b.page), settings);
                    const std::pair<int, int> size{image.width, image.height};
                    auto& pipeline = pipelines[size];
                    const bool reused = pipeline != nullptr;
                    if (!pipeline) {
                        pipeline = std::make_unique<FilterPipeline>(context, autoKernelOptions());
                        pipeline->setProfiling(true);
                        pipeline->setOutput(b.removed ? FilterPipeline::Output::Removed : FilterPipeline::Output::Filtered);
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
                    writeOutput(result, outputs[next], provenanceLine, &notes, b.pngCompression);
                    const double seconds = secondsTaken();
                    printNotes(notes);
                    if (b.json) {
                        printJsonLine(inputs[next], outputs[next], "written", seconds, settingsObject, b.removed);
                        continue;
                    }
                    const QString line =
                        reused ? CommandLine::tr("[%1/%2] %3 -> %4: %5; %6 ms in all, device time %7 ms, plan reused")
                               : CommandLine::tr("[%1/%2] %3 -> %4: %5; %6 ms in all, device time %7 ms");
                    printLine(stdout, line.arg(QString::number(next + 1), QString::number(inputs.size()), inputs[next],
                                               outputs[next], QString::fromStdString(image.describe()),
                                               QString::number(seconds * 1000, 'f', 0), QString::number(ms, 'f', 2)));
                } catch (const std::exception& e) {
                    if (isDeviceFault(e))
                        throw; // onSomeDevice moves on to the next device, from this file
                    ++failed;
                    printLine(stderr, "passband: " + tag + inputs[next] + ": " + QString::fromStdString(e.what()));
                    if (b.json)
                        printJsonLine(inputs[next], outputs[next], "failed", secondsTaken(), settingsObject, b.removed,
                                      QString::fromStdString(firstLine(e.what())));
                }
            }
            return 0;
        });
    // With --json, stdout holds the objects alone: the summary goes to stderr.
    FILE* summary = b.json ? stderr : stdout;
    if (!device.empty()) // else every output was up to date: no device was opened
        printLine(summary, CommandLine::tr("Filtered %1 of %2 images into %3 (%4) on %5; %6 s from start to the last "
                                       "file written")
                           .arg(inputs.size() - failed - skipped)
                           .arg(inputs.size())
                           .arg(b.directory, QString::fromStdString(settings.describe()),
                                QString::fromStdString(device), secondsSince(started)));
    if (skipped > 0)
        printLine(summary, CommandLine::tr("%1 outputs were up to date and skipped (--force filters them again)")
                               .arg(skipped));
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
                         in.parser.isSet(in.o.measure), in.parser.isSet(in.o.removed), in.png, in.page,
                         in.parser.value(in.o.python), in.started);
}

int runBatchCommand(const Invocation& in)
{
    BatchOptions b;
    b.directory = in.parser.value(in.o.outputDir);
    b.format = in.parser.value(in.o.format);
    b.selector = in.selector;
    b.dependencies = batchDependencies(in.parser.value(in.o.preset), in.parser.value(in.o.mask));
    b.removed = in.parser.isSet(in.o.removed);
    b.force = in.parser.isSet(in.o.force);
    b.json = in.parser.isSet(in.o.json);
    b.pngCompression = in.png;
    b.page = in.page;
    return batchCommand(in.files, b, filterSettings(in.parser, in.o), in.started);
}

int runSweepCommand(const Invocation& in)
{
    return sweepCommand(in.files[0], in.files[1], in.parser, in.o, in.selector, in.png, in.page);
}

} // namespace passband::cli
