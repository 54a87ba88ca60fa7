// pattern and noise: images made for teaching (test patterns, periodic noise added).
#include "command.h"

#include "image_io.h"
#include "patterns.h"

#include <QFileInfo>

#include <tuple>

namespace passband::cli {

namespace {

int patternCommand(const QString& kindName, const QString& output, const QCommandLineParser& parser, const Options& o,
                   int pngCompression)
{
    PatternSpec spec;
    const auto kind = parsePatternKind(kindName.toLower().toStdString());
    if (!kind)
        throw UsageError(CommandLine::tr("the pattern must be grating, bars, checkerboard or zoneplate, not '%1'")
                             .arg(kindName)
                             .toStdString());
    spec.kind = *kind;
    if (parser.isSet(o.size)) {
        const QStringList parts = parser.value(o.size).toLower().split('x');
        bool okW = false, okH = false;
        spec.width = parts.value(0).toInt(&okW);
        spec.height = parts.value(1).toInt(&okH);
        if (parts.size() != 2 || !okW || !okH)
            throw UsageError(CommandLine::tr("--size needs WxH, got '%1'").arg(parser.value(o.size)).toStdString());
    }
    if (parser.isSet(o.cycles)) {
        if (spec.kind != PatternKind::Grating && spec.kind != PatternKind::Bars)
            throw UsageError(CommandLine::tr("--cycles goes with a grating or bars").toStdString());
        std::tie(spec.u, spec.v) = cyclesValue(parser, o.cycles);
    }
    if (parser.isSet(o.square)) {
        if (spec.kind != PatternKind::Checkerboard)
            throw UsageError(CommandLine::tr("--square goes with a checkerboard").toStdString());
        bool ok = false;
        spec.square = parser.value(o.square).toInt(&ok);
        if (!ok)
            throw UsageError(
                CommandLine::tr("--square needs a whole number, got '%1'").arg(parser.value(o.square)).toStdString());
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
                 int pngCompression, int page)
{
    PeriodicNoise noise;
    if (parser.isSet(o.cycles))
        std::tie(noise.u, noise.v) = cyclesValue(parser, o.cycles);
    if (parser.isSet(o.amplitude))
        noise.amplitude = positiveNumber(parser, o.amplitude);
    if (const std::string problem = noise.validate(); !problem.empty())
        throw UsageError(problem);
    const Image image = readInput(input, page);
    const Image noisy = addPeriodicNoise(image, noise);
    // The file's description stays English (like every description written into a file); the
    // line on stdout below says the same, translated.
    const QString what = QString("periodic noise %1 x %2 cycles, amplitude %3").arg(noise.u).arg(noise.v).arg(noise.amplitude);
    QStringList notes;
    writeOutput(noisy, output, QString("passband %1 noise: %2").arg(PASSBAND_VERSION, what), &notes, pngCompression);
    printNotes(notes);
    printLine(stdout, CommandLine::tr("%1: %2 with periodic noise %3 x %4 cycles, amplitude %5; its peaks are at "
                                      "(%6, %7) and (%8, %9) in the spectrum")
                          .arg(output, QString::fromStdString(noisy.describe()), QString::number(noise.u),
                               QString::number(noise.v), QString::number(noise.amplitude),
                               QString::number(noise.u), QString::number(noise.v), QString::number(-noise.u),
                               QString::number(-noise.v)));
    return 0;
}

} // namespace

int runPatternCommand(const Invocation& in) { return patternCommand(in.files[0], in.files[1], in.parser, in.o, in.png); }

int runNoiseCommand(const Invocation& in) { return noiseCommand(in.files[0], in.files[1], in.parser, in.o, in.png, in.page); }

} // namespace passband::cli
