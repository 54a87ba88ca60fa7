// spectrum: the centred log-magnitude spectrum as an image.
#include "command.h"

#include "image_io.h"
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
    return spectrumCommand(in.files[0], in.files[1], edgeSettings(in.parser, in.o), in.selector, in.png, in.page);
}

} // namespace passband::cli
