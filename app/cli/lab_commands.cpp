// mix and hybrid: the Fourier lab on two images (README "Lab").
#include "command.h"

#include "image_io.h"
#include "lab.h"
#include "lab_json.h"
#include "lab_python_script.h"
#include "preset.h"
#include "hybrid_strip.h"
#include "pipeline.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QPainter>

namespace passband::cli {

namespace {

// A and B as the lab takes them: B at A's size, both grey if either is, with what was done
// to either said on stderr.
std::pair<LabPlanes, LabPlanes> readPair(const Invocation& in)
{
    const Image a = readInput(in.files[0], in.page);
    const Image b = readInput(in.files[1], in.page);
    const int channels = a.colourChannels() >= 3 && b.colourChannels() >= 3 ? 3 : 1;
    const LabRange range = LabRange::of(a); // B's levels taken in A's range
    std::pair<LabPlanes, LabPlanes> pair{labPlanes(a, channels, a.width, a.height),
                                         labPlanes(b, channels, a.width, a.height, &range)};
    for (const auto& [file, planes] : {std::pair{in.files[0], &pair.first}, std::pair{in.files[1], &pair.second}})
        if (!planes->note.empty())
            printLine(stderr, "passband: " + CommandLine::tr("note: %1: %2").arg(file, QString::fromStdString(planes->note)));
    return pair;
}

OutputMapping labMapping(const Invocation& in, OutputMapping fallback)
{
    if (!in.parser.isSet(in.o.map))
        return fallback;
    const auto mapping = parseMapping(in.parser.value(in.o.map).toLower().toStdString());
    if (!mapping || (*mapping != OutputMapping::Clamp && *mapping != OutputMapping::Normalize))
        throw UsageError(CommandLine::tr("--map for the lab's commands is clamp or normalize, not '%1'")
                             .arg(in.parser.value(in.o.map))
                             .toStdString());
    return *mapping;
}

void mixPart(const Invocation& in, const QCommandLineOption& option, MixSettings& s, bool magnitude)
{
    if (!in.parser.isSet(option))
        return;
    const std::string value = in.parser.value(option).toLower().toStdString();
    if (!(magnitude ? setMixMagnitude(s, value) : setMixPhase(s, value)))
        //: %1 is the option's name, %2 the word it takes (one or zero), %3 the value given.
        throw UsageError(CommandLine::tr("--%1 must be a, b, %2 or a weight of b from 0 to 1, not '%3'")
                             .arg(option.names().first(), magnitude ? "one" : "zero", in.parser.value(option))
                             .toStdString());
}

// --python FILE, checked before anything is computed: a .py file, or empty where not given.
QString pythonFile(const Invocation& in)
{
    if (!in.parser.isSet(in.o.python))
        return {};
    const QString path = in.parser.value(in.o.python);
    if (QFileInfo(path).suffix().toLower() != "py")
        throw UsageError(CommandLine::tr("--python writes a .py script, not '%1'").arg(path).toStdString());
    return path;
}

// Writes the command as a Python script (app/io/lab_python_script) to `path`, once OUTPUT is
// written; nothing where `path` is empty.
void writeScript(const Invocation& in, const QString& path, const LabSettings& settings, LabPythonOptions options)
{
    if (path.isEmpty())
        return;
    options.version = PASSBAND_VERSION;
    options.files = in.files;
    saveLabPythonScript(settings, path, options);
}

// Says where the script went and how it is run, after the command's own lines.
void sayScript(const Invocation& in, const QString& path, const char* command)
{
    if (path.isEmpty())
        return;
    if (in.files.size() == 3)
        //: %1 is the script's file; %2 the command it does (mix or hybrid), which is not translated.
        printLine(stdout, CommandLine::tr("%1: passband %2 as a Python script (python3 %1 A B OUTPUT)").arg(path, command));
    else
        //: %1 is the script's file; %2 the command it does (convolve or subsample), which is not translated.
        printLine(stdout, CommandLine::tr("%1: passband %2 as a Python script (python3 %1 INPUT OUTPUT)").arg(path, command));
}

// The settings checked where every lab setting is (core's LabSettings::validate).
void check(const LabSettings& settings)
{
    if (const std::string problem = settings.validate(); !problem.empty())
        throw UsageError(problem);
}

// What a lab result's file records of how it was made: `what` (English, as every description
// written into a file is), then the settings as the lab's JSON (app/io/lab_json), as a
// filtered image records its preset.
QString provenance(const QString& what, const LabSettings& settings)
{
    return QString("passband %1 %2; lab %3").arg(PASSBAND_VERSION, what, QString::fromUtf8(labSettingsText(settings)));
}

// Writes the result, described by `what` (English, as every description written into a file
// is); the caller says what it wrote.
Image writeLab(const Invocation& in, const LabResult& planes, const LabPlanes& a,
               OutputMapping mapping, const QString& what, const LabSettings& settings)
{
    const Image image = mapLabPlanes(planes, a.width, a.height, mapping, a.range); // A's depth
    QStringList notes;
    writeOutput(image, in.files[2], provenance(what, settings), &notes, in.png);
    printNotes(notes);
    return image;
}

} // namespace

int runMixCommand(const Invocation& in)
{
    LabSettings lab;
    lab.mode = LabMode::Mix;
    MixSettings& s = lab.mix;
    mixPart(in, in.o.magnitudeFrom, s, true);
    mixPart(in, in.o.phaseFrom, s, false);
    check(lab);
    const OutputMapping mapping = labMapping(in, OutputMapping::Normalize);
    const QString python = pythonFile(in);
    const auto [a, b] = readPair(in);
    const auto planes = onSomeDevice(in.selector, [&](ComputeContext& context) {
        FourierLab lab(context);
        return lab.mix(lab.transform(a), lab.transform(b), s);
    });
    const QString what = QString("%1, %2").arg(QString::fromStdString(lab.describe()), mappingName(mapping));
    const Image mixed = writeLab(in, planes, a, mapping, what, lab);
    LabPythonOptions script;
    script.mapping = mapping;
    writeScript(in, python, lab, script);
    printLine(stdout, QString("%1: %2; %3").arg(in.files[2], QString::fromStdString(mixed.describe()), what));
    sayScript(in, python, "mix");
    return 0;
}

int runHybridCommand(const Invocation& in)
{
    LabSettings lab;
    lab.mode = LabMode::Hybrid;
    HybridSettings& s = lab.hybrid;
    if (in.parser.isSet(in.o.lowpass))
        s.lowpass = positiveNumber(in.parser, in.o.lowpass);
    if (in.parser.isSet(in.o.highpass))
        s.highpass = positiveNumber(in.parser, in.o.highpass);
    if (!(s.lowpass > 0 && s.highpass > 0))
        throw UsageError(CommandLine::tr("a hybrid's --lowpass and --highpass radii must be above 0").toStdString());
    check(lab);
    const OutputMapping mapping = labMapping(in, OutputMapping::Clamp);
    const QString python = pythonFile(in);
    const auto [a, b] = readPair(in);
    const auto planes = onSomeDevice(in.selector, [&](ComputeContext& context) {
        FourierLab lab(context);
        return lab.hybrid(lab.transform(a), lab.transform(b), s);
    });
    const QString what = QString("%1, %2").arg(QString::fromStdString(lab.describe()), mappingName(mapping));
    const Image hybrid = writeLab(in, planes, a, mapping, what, lab);
    LabPythonOptions script;
    script.mapping = mapping;
    writeScript(in, python, lab, script);
    //: 'hybrid' is the command's name; A and B are its two inputs; %5 the output mapping (clamp or normalize).
    printLine(stdout, CommandLine::tr("%1: %2; hybrid: low-pass %3 of A + high-pass %4 of B (Gaussian), %5")
                          .arg(in.files[2], QString::fromStdString(hybrid.describe()), QString::number(s.lowpass),
                               QString::number(s.highpass), mappingName(mapping)));
    if (in.parser.isSet(in.o.strip)) {
        const QString path = in.parser.value(in.o.strip);
        QStringList notes;
        const QImage shown = toQImage(hybrid);
        const Image sheet = fromQImage(distanceStrip(shown.format() == QImage::Format_Grayscale16 ? shown.convertToFormat(QImage::Format_Grayscale8) : shown));
        writeOutput(sheet, path, provenance(what + "; at 1, 1/2, 1/4 and 1/8 of its size", lab), &notes, in.png);
        printNotes(notes);
        printLine(stdout, CommandLine::tr("%1: the hybrid at 1, 1/2, 1/4 and 1/8 of its size").arg(path));
    }
    sayScript(in, python, "hybrid");
    return 0;
}

int runConvolveCommand(const Invocation& in)
{
    if (!in.parser.isSet(in.o.kernel))
        throw UsageError(CommandLine::tr("convolve needs --kernel (box:N, gaussian:SIGMA, sobel-x, sobel-y, laplacian, "
                                         "motion:LENGTH[,ANGLE], or a file)")
                             .toStdString());
    const QString spec = in.parser.value(in.o.kernel);
    SpatialKernel kernel;
    if (QFileInfo(spec).isFile()) {
        QFile file(spec);
        if (!file.open(QIODevice::ReadOnly) || file.size() > 64 * 1024)
            throw Error(CommandLine::tr("%1: cannot read a kernel (at most 64 KiB of text)")
                            .arg(QFileInfo(spec).fileName())
                            .toStdString());
        kernel = parseKernel(file.readAll().toStdString(), QFileInfo(spec).fileName().toStdString());
    } else {
        // Not a file: a kernel's name, or a file that is not there ("/missing.txt", "k.txt"),
        // which is said as such rather than as an unknown name.
        static const QRegularExpression named(R"(^(box|gaussian|motion)(:.*)?$|^(sobel-x|sobel-y|laplacian)$)");
        if (!named.match(spec.toLower()).hasMatch() && (spec.contains('/') || spec.contains('.') || QFileInfo::exists(spec)))
            throw Error(CommandLine::tr("Cannot read the kernel '%1': %2 (--kernel takes box:N, gaussian:SIGMA, "
                                        "sobel-x, sobel-y, laplacian, motion:LENGTH[,ANGLE], or a file of rows of numbers)")
                            .arg(spec, QFileInfo::exists(spec) ? CommandLine::tr("not a file")
                                                               : CommandLine::tr("No such file or directory"))
                            .toStdString());
        try {
            kernel = namedKernel(spec.toStdString());
        } catch (const Error& e) {
            throw UsageError(e.what());
        }
    }
    const QString padding = in.parser.isSet(in.o.padding) ? in.parser.value(in.o.padding).toLower() : QString("circular");
    if (padding != "circular" && padding != "zero")
        throw UsageError(CommandLine::tr("--padding must be circular or zero, not '%1'")
                             .arg(in.parser.value(in.o.padding))
                             .toStdString());
    // Auto: magnitude for a kernel that sums to 0 (an edge detector: no mean), else clamp.
    OutputMapping mapping = std::abs(kernel.sum()) < 1e-9 ? OutputMapping::Magnitude : OutputMapping::Clamp;
    bool autoMapping = true;
    if (in.parser.isSet(in.o.map)) {
        const auto m = parseMapping(in.parser.value(in.o.map).toLower().toStdString());
        if (!m || *m == OutputMapping::None)
            throw UsageError(CommandLine::tr("--map must be auto, clamp, normalize or magnitude, not '%1'")
                                 .arg(in.parser.value(in.o.map))
                                 .toStdString());
        if (*m != OutputMapping::Auto) {
            mapping = *m;
            autoMapping = false;
        }
    }
    const QString python = pythonFile(in);
    LabSettings lab;
    lab.mode = LabMode::Convolution;
    lab.convolution.kernel = kernel;
    lab.convolution.zeroPadding = padding == "zero";
    check(lab);
    const Image image = readInput(in.files[0], in.page);
    const LabPlanes planes = labPlanes(image, image.colourChannels() >= 3 ? 3 : 1, image.width, image.height);
    const bool zero = lab.convolution.zeroPadding;
    const auto result =
        onSomeDevice(in.selector, [&](ComputeContext& context) { return FourierLab(context).convolve(planes, kernel, zero); });
    const Image out = mapLabPlanes(result, image.width, image.height, mapping, planes.range);
    const QString what = QString("convolve: %1 (%2x%3), %4 padding, %5")
                             .arg(QString::fromStdString(kernel.name))
                             .arg(kernel.width)
                             .arg(kernel.height)
                             .arg(padding, mappingName(mapping));
    QStringList notes;
    writeOutput(out, in.files[1], provenance(what, lab), &notes, in.png);
    LabPythonOptions script;
    script.mapping = mapping;
    script.autoMapping = autoMapping;
    if (QFileInfo(spec).isFile())
        script.kernelFile = spec;
    writeScript(in, python, lab, script);
    printNotes(notes);
    //: 'convolve' is the command's name; %3 the kernel, %4x%5 its size, %6 the --padding value (circular or
    //: zero), %7 the output mapping.
    printLine(stdout, CommandLine::tr("%1: %2; convolve: %3 (%4x%5), %6 padding, %7")
                          .arg(in.files[1], QString::fromStdString(out.describe()), QString::fromStdString(kernel.name),
                               QString::number(kernel.width), QString::number(kernel.height), padding,
                               mappingName(mapping)));
    if (in.parser.isSet(in.o.compare)) {
        double worst = 0, scale = 0;
        for (std::size_t c = 0; c < planes.planes.size(); ++c) {
            const std::vector<double> direct = convolveDirect(planes.planes[c], image.width, image.height, kernel, zero);
            for (std::size_t i = 0; i < direct.size(); ++i) {
                worst = std::max(worst, std::abs(direct[i] - result[c][i]));
                scale = std::max(scale, std::abs(direct[i]));
            }
        }
        const QString line =
            zero ? CommandLine::tr("largest difference from the convolution by its definition (zeros beyond the "
                                   "borders): %1 (of values up to %2)")
                 : CommandLine::tr("largest difference from the convolution by its definition (wrapping around): %1 "
                                   "(of values up to %2)");
        printLine(stdout, line.arg(worst, 0, 'g', 3).arg(scale, 0, 'g', 4));
    }
    sayScript(in, python, "convolve");
    return 0;
}

int runSubsampleCommand(const Invocation& in)
{
    if (!in.parser.isSet(in.o.factor))
        throw UsageError(CommandLine::tr("subsample needs --factor N (2 to 16)").toStdString());
    bool ok = false;
    const int n = in.parser.value(in.o.factor).toInt(&ok);
    if (!ok || n < 2 || n > 16)
        throw UsageError(CommandLine::tr("--factor must be a whole number from 2 to 16, not '%1'")
                             .arg(in.parser.value(in.o.factor))
                             .toStdString());
    if (in.parser.isSet(in.o.antialias) && in.parser.isSet(in.o.lowpass))
        throw UsageError(
            CommandLine::tr("--antialias chooses the low-pass itself: give it or --lowpass, not both").toStdString());
    const QString python = pythonFile(in);
    const Image image = readInput(in.files[0], in.page);
    if (image.width < n || image.height < n)
        throw Error(CommandLine::tr("%1 is %2x%3, smaller than the factor %4")
                        .arg(in.files[0])
                        .arg(image.width)
                        .arg(image.height)
                        .arg(n)
                        .toStdString());
    // The anti-aliasing low-pass, when asked for, on the device; the result mapped by clamp.
    std::optional<FilterSettings> lowpass;
    if (in.parser.isSet(in.o.antialias)) {
        lowpass = FilterSettings{};
        lowpass->lowpass = std::min(image.width, image.height) / (2.0 * n);
    } else if (in.parser.isSet(in.o.lowpass)) {
        lowpass = filterSettings(in.parser, in.o);
        lowpass->highpass.reset();
    }
    Image source = image;
    if (lowpass) {
        lowpass->mapping = OutputMapping::Clamp;
        source = onSomeDevice(in.selector, [&](ComputeContext& context) {
            FilterPipeline pipeline(context);
            pipeline.setImage(image);
            return pipeline.apply(*lowpass);
        });
    }
    const Image out = subsampled(source, n);
    const QString what = QString("subsample: 1 in %1 pixels across and down%2").arg(n).arg(
        lowpass ? QString(" after %1").arg(QString::fromStdString(lowpass->describe())) : QString(", no anti-aliasing"));
    LabSettings lab;
    lab.mode = LabMode::Sampling;
    lab.sampling.factor = n;
    lab.sampling.antialias = in.parser.isSet(in.o.antialias) ? AntiAliasing::Nyquist
                             : lowpass                       ? AntiAliasing::CurrentFilter
                                                             : AntiAliasing::None;
    QStringList notes;
    // A low-pass of the user's own is the filter the samples were taken after: its preset too.
    writeOutput(out, in.files[1],
                provenance(what, lab) +
                    (lab.sampling.antialias == AntiAliasing::CurrentFilter ? "; preset " + QString::fromUtf8(presetJson(*lowpass))
                                                                           : QString()),
                &notes, in.png);
    LabPythonOptions script;
    if (lab.sampling.antialias == AntiAliasing::CurrentFilter)
        script.lowpass = lowpass;
    writeScript(in, python, lab, script);
    printNotes(notes);
    const QString described = QString::fromStdString(out.describe());
    if (lowpass)
        //: 'subsample' is the command's name; %4 the low-pass filter applied first.
        printLine(stdout, CommandLine::tr("%1: %2; subsample: 1 in %3 pixels across and down after %4")
                              .arg(in.files[1], described, QString::number(n), QString::fromStdString(lowpass->describe())));
    else
        //: 'subsample' is the command's name.
        printLine(stdout, CommandLine::tr("%1: %2; subsample: 1 in %3 pixels across and down, no anti-aliasing")
                              .arg(in.files[1], described, QString::number(n)));
    sayScript(in, python, "subsample");
    return 0;
}

namespace {

// INPUT as the lab takes it: its colour channels (or its grey one) at its own size.
LabPlanes readSingle(const Invocation& in, Image* read = nullptr)
{
    const Image image = readInput(in.files[0], in.page);
    if (read)
        *read = image;
    return labPlanes(image, image.colourChannels() >= 3 ? 3 : 1, image.width, image.height);
}

} // namespace

int runStrongestCommand(const Invocation& in)
{
    if (!in.parser.isSet(in.o.keep))
        throw UsageError(CommandLine::tr("strongest needs --keep N").toStdString());
    bool ok = false;
    const qulonglong count = in.parser.value(in.o.keep).toULongLong(&ok);
    if (!ok || count < 1)
        throw UsageError(CommandLine::tr("--keep must be a whole number above 0, not '%1'")
                             .arg(in.parser.value(in.o.keep))
                             .toStdString());
    const OutputMapping mapping = labMapping(in, OutputMapping::Clamp);
    Image image;
    const LabPlanes planes = readSingle(in, &image);
    const std::uint64_t total = static_cast<std::uint64_t>(image.width) * image.height;
    if (count > total) // the help's range, 1 to W x H: more would silently keep them all
        throw Error(CommandLine::tr("--keep %1 is more than the %2 Fourier coefficients of a %3x%4 image (1 to %2)")
                        .arg(in.parser.value(in.o.keep))
                        .arg(total)
                        .arg(image.width)
                        .arg(image.height)
                        .toStdString());
    std::uint64_t kept = 0;
    const auto result = onSomeDevice(in.selector, [&](ComputeContext& context) {
        FourierLab lab(context);
        return lab.keepStrongest(lab.transform(planes), count, &kept);
    });
    const QString what = QString("strongest: %1 of %2 Fourier coefficients kept, %3").arg(kept).arg(total).arg(mappingName(mapping));
    const Image out = mapLabPlanes(result, image.width, image.height, mapping, planes.range);
    LabSettings lab;
    lab.mode = LabMode::Basis;
    lab.basis.keep = count;
    QStringList notes;
    writeOutput(out, in.files[1], provenance(what, lab), &notes, in.png);
    printNotes(notes);
    //: 'strongest' is the command's name; %5 the output mapping.
    printLine(stdout, CommandLine::tr("%1: %2; strongest: %3 of %4 Fourier coefficients kept, %5")
                          .arg(in.files[1], QString::fromStdString(out.describe()), QString::number(kept),
                               QString::number(total), mappingName(mapping)));
    return 0;
}

int runBasisCommand(const Invocation& in)
{
    if (!in.parser.isSet(in.o.bin))
        throw UsageError(CommandLine::tr("basis needs --bin U,V").toStdString());
    const QStringList parts = in.parser.value(in.o.bin).split(',');
    bool okU = false, okV = false;
    const int u = parts.size() == 2 ? parts[0].trimmed().toInt(&okU) : 0;
    const int v = parts.size() == 2 ? parts[1].trimmed().toInt(&okV) : 0;
    if (!okU || !okV)
        throw UsageError(CommandLine::tr("--bin must be two whole numbers U,V, not '%1'")
                             .arg(in.parser.value(in.o.bin))
                             .toStdString());
    Image image;
    const LabPlanes planes = readSingle(in, &image);
    if (2 * std::abs(static_cast<long long>(u)) > image.width || 2 * std::abs(static_cast<long long>(v)) > image.height)
        throw Error(CommandLine::tr("--bin %1,%2 is beyond the spectrum of a %3x%4 image (|U| <= %5, |V| <= %6)")
                        .arg(u).arg(v).arg(image.width).arg(image.height).arg(image.width / 2).arg(image.height / 2)
                        .toStdString());
    std::complex<double> f;
    const auto result = onSomeDevice(in.selector, [&](ComputeContext& context) {
        FourierLab lab(context);
        const LabSpectra spectra = lab.transform(planes);
        f = lab.coefficient(spectra, u, v);
        return lab.basis(spectra, u, v);
    });
    const double period = std::hypot(double(u) / image.width, double(v) / image.height);
    const QString what = QString("basis: bin (%1, %2), |F| %3, arg F %4 degrees%5")
                             .arg(u)
                             .arg(v)
                             .arg(std::abs(f), 0, 'g', 6)
                             .arg(std::arg(f) * 180 / M_PI, 0, 'f', 1)
                             .arg(period > 0 ? QString(", a period of %1 px").arg(1 / period, 0, 'g', 4) : QString(", the mean"));
    const Image out = mapLabPlanes(result, image.width, image.height, OutputMapping::Normalize, planes.range);
    LabSettings lab;
    lab.mode = LabMode::Basis;
    lab.basis.binU = u;
    lab.basis.binV = v;
    QStringList notes;
    writeOutput(out, in.files[1], provenance(what, lab), &notes, in.png);
    printNotes(notes);
    const QString described = QString::fromStdString(out.describe());
    const QString magnitude = QString::number(std::abs(f), 'g', 6), phase = QString::number(std::arg(f) * 180 / M_PI, 'f', 1);
    if (period > 0)
        //: 'basis' is the command's name; %3,%4 the bin; F its Fourier coefficient.
        printLine(stdout, CommandLine::tr("%1: %2; basis: bin (%3, %4), |F| %5, arg F %6 degrees, a period of %7 px")
                              .arg(in.files[1], described, QString::number(u), QString::number(v), magnitude, phase,
                                   QString::number(1 / period, 'g', 4)));
    else
        //: 'basis' is the command's name; %3,%4 the bin (0, 0); F its Fourier coefficient.
        printLine(stdout, CommandLine::tr("%1: %2; basis: bin (%3, %4), |F| %5, arg F %6 degrees, the mean")
                              .arg(in.files[1], described, QString::number(u), QString::number(v), magnitude, phase));
    return 0;
}

} // namespace passband::cli
