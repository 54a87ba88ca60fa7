// spectrum: the centred log-magnitude spectrum as an image.
#include "command.h"

#include "image_io.h"
#include "lab.h"
#include "pipeline.h"

namespace passband::cli {

namespace {

int spectrumCommand(const QString& input, const QString& output, const EdgeSettings& edges, const SpectrumRange& range,
                    const QString& selector, int pngCompression, int page)
{
    const Image image = readInput(input, page);
    const Image spectrum = onSomeDevice(selector, [&](ComputeContext& context) {
        FilterPipeline pipeline(context);
        pipeline.setSpectrumRange(range);
        pipeline.setImage(image, edges);
        return pipeline.spectrumImage();
    });
    const QString edgeText =
        edges.mode == EdgeHandling::Periodic ? QString() : QString(", edges %1").arg(QString::fromStdString(edges.describe()));
    QStringList notes;
    writeOutput(spectrum, output,
                QString("passband %1 spectrum: log(1 + |F|), centred, %2%3")
                    .arg(PASSBAND_VERSION, QString::fromStdString(range.describe(image.width, image.height)), edgeText),
                &notes, pngCompression);
    printNotes(notes);
    if (edges.mode == EdgeHandling::Periodic)
        printLine(stdout, CommandLine::tr("%1: centred log-magnitude spectrum of %2 (%3)")
                              .arg(output, input, QString::fromStdString(image.describe())));
    else
        printLine(stdout, CommandLine::tr("%1: centred log-magnitude spectrum of %2 (%3), edges %4")
                              .arg(output, input, QString::fromStdString(image.describe()),
                                   QString::fromStdString(edges.describe())));
    return 0;
}

} // namespace

int runSpectrumCommand(const Invocation& in)
{
    const QString show = in.parser.isSet(in.o.show) ? in.parser.value(in.o.show).toLower() : QString("magnitude");
    const auto part = parseSpectrumPart(show.toStdString());
    if (!part)
        throw UsageError(CommandLine::tr("--show must be magnitude, phase, real or imaginary, not '%1'")
                             .arg(in.parser.value(in.o.show))
                             .toStdString());
    SpectrumRange range;
    if (in.parser.isSet(in.o.floor) && !parseSpectrumRange(in.parser.value(in.o.floor).toLower().toStdString(), &range))
        throw UsageError(CommandLine::tr("--floor must be auto, full or a number of dB above 0 (at most %1), not '%2'")
                             .arg(kMaxSpectrumFloorDb)
                             .arg(in.parser.value(in.o.floor))
                             .toStdString());
    if (*part != SpectrumPart::LogMagnitude) {
        if (in.parser.isSet(in.o.floor))
            throw UsageError(CommandLine::tr("--show %1 takes no --floor: the floor is the log magnitude's").arg(show).toStdString());
        if (in.parser.isSet(in.o.edges) || in.parser.isSet(in.o.taper))
            throw UsageError(
                CommandLine::tr("--show %1 is of the image as it is: it takes no --edges").arg(show).toStdString());
        const Image image = readInput(in.files[0], in.page);
        const LabPlanes grey = labPlanes(image, 1, image.width, image.height);
        const Image shown = onSomeDevice(in.selector, [&](ComputeContext& context) {
            FourierLab lab(context);
            return lab.spectrumImage(lab.transform(grey), *part);
        });
        const QString what = *part == SpectrumPart::Phase
                                 ? QString("arg F on a colour wheel, centred, black below %1 of the largest |F|").arg(kPhaseMask)
                                 : QString("%1 F, centred: sign(x) log(1 + |x|) over its largest, red above 0, blue below")
                                       .arg(*part == SpectrumPart::Real ? "Re" : "Im");
        QStringList notes;
        writeOutput(shown, in.files[1], QString("passband %1 spectrum: %2").arg(PASSBAND_VERSION, what), &notes, in.png);
        printNotes(notes);
        //: %2 is the --show value as given: phase, real or imaginary.
        printLine(stdout, CommandLine::tr("%1: centred %2 spectrum of %3 (%4)")
                              .arg(in.files[1], show, in.files[0], QString::fromStdString(image.describe())));
        return 0;
    }
    return spectrumCommand(in.files[0], in.files[1], edgeSettings(in.parser, in.o), range, in.selector, in.png, in.page);
}

} // namespace passband::cli
