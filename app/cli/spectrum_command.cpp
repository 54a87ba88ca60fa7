// spectrum: the centred log-magnitude spectrum as an image.
#include "command.h"

#include "image_io.h"
#include "lab.h"
#include "pipeline.h"

namespace passband::cli {

namespace {

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

} // namespace

int runSpectrumCommand(const Invocation& in)
{
    const QString show = in.parser.isSet(in.o.show) ? in.parser.value(in.o.show).toLower() : QString("magnitude");
    if (show != "magnitude" && show != "phase")
        throw UsageError("--show must be magnitude or phase, not '" + in.parser.value(in.o.show).toStdString() + "'");
    if (show == "phase") {
        if (in.parser.isSet(in.o.edges) || in.parser.isSet(in.o.taper))
            throw UsageError("--show phase is of the image as it is: it takes no --edges");
        const Image image = readInput(in.files[0], in.page);
        const LabPlanes grey = labPlanes(image, 1, image.width, image.height);
        const Image phase = onSomeDevice(in.selector, [&](ComputeContext& context) { return FourierLab(context).phaseImage(grey); });
        QStringList notes;
        writeOutput(phase, in.files[1],
                    QString("passband %1 spectrum: arg F on a colour wheel, centred, black below %2 of the largest |F|")
                        .arg(PASSBAND_VERSION)
                        .arg(kPhaseMask),
                    &notes, in.png);
        printNotes(notes);
        printLine(stdout, QString("%1: centred phase spectrum of %2 (%3) on a colour wheel")
                              .arg(in.files[1], in.files[0], QString::fromStdString(image.describe())));
        return 0;
    }
    return spectrumCommand(in.files[0], in.files[1], edgeSettings(in.parser, in.o), in.selector, in.png, in.page);
}

} // namespace passband::cli
