// The values of the command line's options, checked: each throws UsageError naming the option
// and the value.
#include "command.h"

#include "image_io.h"
#include "mask_file.h"
#include "preset.h"

#include <QFileInfo>

#include <cmath>

namespace passband::cli {

double positiveNumber(const QCommandLineParser& parser, const QCommandLineOption& option)
{
    bool ok = false;
    const QString text = parser.value(option);
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        throw UsageError(CommandLine::tr("--%1 needs a number, got '%2'").arg(option.names().first(), text).toStdString());
    return value;
}

int pngLevel(const QCommandLineParser& parser, const Options& o)
{
    if (!parser.isSet(o.pngCompression))
        return kDefaultPngCompression;
    bool ok = false;
    const QString text = parser.value(o.pngCompression);
    const int level = text.toInt(&ok);
    if (!ok || level < 0 || level > 9)
        throw UsageError(CommandLine::tr("--png-compression must be a whole number from 0 to 9, not '%1'")
                             .arg(text)
                             .toStdString());
    return level;
}

int pageNumber(const QCommandLineParser& parser, const Options& o)
{
    if (!parser.isSet(o.page))
        return 1;
    bool ok = false;
    const QString text = parser.value(o.page);
    const int page = text.toInt(&ok);
    if (!ok || page < 1)
        throw UsageError(CommandLine::tr("--page must be a whole number from 1, not '%1'").arg(text).toStdString());
    return page;
}

EdgeSettings edgeSettings(const QCommandLineParser& parser, const Options& o)
{
    const QString name = parser.isSet(o.edges) ? parser.value(o.edges).toLower() : QString("none");
    if (parser.isSet(o.taper) && name != "tukey")
        throw UsageError(CommandLine::tr("--taper goes with --edges tukey").toStdString());
    const double taper = parser.isSet(o.taper) ? positiveNumber(parser, o.taper) : 0.5;
    const std::optional<EdgeSettings> edges = parseEdges(name.toStdString(), taper);
    if (!edges)
        throw UsageError(CommandLine::tr("--edges must be none, smooth, mirror, hann or tukey, not '%1'")
                             .arg(parser.value(o.edges))
                             .toStdString());
    if (edges->mode == EdgeHandling::Window && !(edges->taper > 0 && edges->taper <= 1))
        throw UsageError(CommandLine::tr("--taper must be more than 0 and at most 1, not '%1'")
                             .arg(parser.value(o.taper))
                             .toStdString());
    return *edges;
}

FilterSettings filterSettings(const QCommandLineParser& parser, const Options& o, const QCommandLineOption* swept)
{
    FilterSettings s;
    if (parser.isSet(o.preset)) {
        const Preset preset = loadPresetFile(parser.value(o.preset));
        s = preset.filter;
        if (preset.lab) // saved from the window with a lab mode on: the mode is the window's
            printLine(stderr, "passband: " + CommandLine::tr("note: %1 also holds the lab's %2 mode, which only the "
                                                             "window shows; its filter is used")
                                                 .arg(QFileInfo(parser.value(o.preset)).fileName(),
                                                      QString::fromLatin1(labModeInfo(preset.lab->mode).name)));
    }
    if (parser.isSet(o.highpass) && swept != &o.highpass)
        s.highpass = positiveNumber(parser, o.highpass);
    if (parser.isSet(o.lowpass) && swept != &o.lowpass)
        s.lowpass = positiveNumber(parser, o.lowpass);
    if (parser.isSet(o.shape)) {
        const auto shape = parseShape(parser.value(o.shape).toLower().toStdString());
        if (!shape)
            throw UsageError(CommandLine::tr("--shape must be ideal, gaussian or butterworth, not '%1'")
                                 .arg(parser.value(o.shape))
                                 .toStdString());
        s.shape = *shape;
    }
    if (parser.isSet(o.order)) {
        bool ok = false;
        s.order = parser.value(o.order).toInt(&ok);
        if (!ok)
            throw UsageError(CommandLine::tr("--order needs a whole number, got '%1'")
                                 .arg(parser.value(o.order))
                                 .toStdString());
    }
    if (parser.isSet(o.map)) {
        const auto mapping = parseMapping(parser.value(o.map).toLower().toStdString());
        if (!mapping)
            throw UsageError(CommandLine::tr("--map must be auto, clamp, normalize, magnitude or none, not '%1'")
                                 .arg(parser.value(o.map))
                                 .toStdString());
        s.mapping = *mapping;
    }
    if (parser.isSet(o.edges) || parser.isSet(o.taper) || !parser.isSet(o.preset))
        s.edges = edgeSettings(parser, o);
    if (parser.isSet(o.notch))
        s.notches.clear(); // notches given replace the preset's
    for (const QString& text : parser.values(o.notch)) {
        const QStringList parts = text.split(',');
        const auto bad = [&] {
            return UsageError(CommandLine::tr("--notch needs U,V,R or U,V,R,SHAPE (numbers, then ideal, gaussian "
                                              "or butterworth), got '%1'")
                                  .arg(text)
                                  .toStdString());
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
    if (parser.isSet(o.invert))
        s.invert = true;
    if (parser.isSet(o.isotropic))
        s.isotropic = true;
    if (parser.isSet(o.emphasis)) {
        const QStringList parts = parser.value(o.emphasis).split(',');
        bool ok1 = false, ok2 = false;
        const double k1 = parts.value(0).trimmed().toDouble(&ok1), k2 = parts.value(1).trimmed().toDouble(&ok2);
        if (parts.size() != 2 || !ok1 || !ok2 || !std::isfinite(k1) || !std::isfinite(k2))
            throw UsageError(CommandLine::tr("--emphasis needs K1,K2 (two numbers), got '%1'")
                                 .arg(parser.value(o.emphasis))
                                 .toStdString());
        s.emphasis = {k1, k2};
    }
    if (parser.isSet(o.mask))
        s.mask = loadMask(parser.value(o.mask)); // its size is checked against each input's
    if (parser.isSet(o.homomorphic)) {
        const QStringList parts = parser.value(o.homomorphic).split(',');
        double v[4] = {};
        bool ok = parts.size() == 4;
        for (int i = 0; ok && i < 4; ++i)
            v[i] = parts[i].trimmed().toDouble(&ok), ok = ok && std::isfinite(v[i]);
        if (!ok)
            throw UsageError(CommandLine::tr("--homomorphic needs GL,GH,C,D0 (four numbers), got '%1'")
                                 .arg(parser.value(o.homomorphic))
                                 .toStdString());
        s.homomorphic = Homomorphic{v[0], v[1], v[2], v[3]};
    }
    if (parser.isSet(o.wedge) || parser.isSet(o.passWedge) || parser.isSet(o.stripes))
        s.wedges.clear(); // wedges given replace the preset's
    for (const bool pass : {false, true}) {
        const QCommandLineOption& option = pass ? o.passWedge : o.wedge;
        for (const QString& text : parser.values(option)) {
            const QStringList parts = text.split(',');
            std::vector<double> values;
            for (const QString& part : parts) {
                bool ok = false;
                values.push_back(part.trimmed().toDouble(&ok));
                if (!ok || !std::isfinite(values.back()))
                    values.clear();
                if (values.empty())
                    break;
            }
            if (parts.size() < 2 || parts.size() > 5 || values.size() != static_cast<std::size_t>(parts.size()))
                throw UsageError(CommandLine::tr("--%1 needs ANGLE,OPENING[,SOFT[,FROM[,TO]]] (degrees, degrees, "
                                                 "degrees, radii), got '%2'")
                                     .arg(option.names().first(), text)
                                     .toStdString());
            Wedge w;
            w.pass = pass;
            w.angle = values[0];
            w.opening = values[1];
            if (values.size() > 2)
                w.soft = values[2];
            if (values.size() > 3)
                w.rMin = values[3];
            if (values.size() > 4)
                w.rMax = values[4];
            s.wedges.push_back(w);
        }
    }
    for (const QString& text : parser.values(o.stripes)) {
        const QStringList parts = text.split(',');
        const QString axis = parts.value(0).trimmed().toLower();
        bool ok = parts.size() == 1;
        double tolerance = 5;
        if (parts.size() == 2)
            tolerance = parts[1].trimmed().toDouble(&ok);
        if ((axis != "horizontal" && axis != "vertical") || !ok || !std::isfinite(tolerance))
            throw UsageError(CommandLine::tr("--stripes needs horizontal or vertical, then optionally ,TOLERANCE in "
                                             "degrees, got '%1'")
                                 .arg(text)
                                 .toStdString());
        if (tolerance <= 0 || tolerance > 90)
            throw UsageError(CommandLine::tr("--stripes: the tolerance must be more than 0 and at most 90 degrees, "
                                             "not '%1'")
                                 .arg(parts[1].trimmed())
                                 .toStdString());
        s.wedges.push_back(stripeWedge(axis == "horizontal", tolerance));
    }
    if (const std::string problem = s.validate(); !problem.empty())
        throw UsageError(problem);
    return s;
}

// "U,V" as two numbers.
std::pair<double, double> cyclesValue(const QCommandLineParser& parser, const QCommandLineOption& option)
{
    const QStringList parts = parser.value(option).split(',');
    bool okU = false, okV = false;
    const double u = parts.value(0).trimmed().toDouble(&okU), v = parts.value(1).trimmed().toDouble(&okV);
    if (parts.size() != 2 || !okU || !okV || !std::isfinite(u) || !std::isfinite(v))
        throw UsageError(CommandLine::tr("--cycles needs U,V (cycles per image across and down), got '%1'")
                             .arg(parser.value(option))
                             .toStdString());
    return {u, v};
}

} // namespace passband::cli
