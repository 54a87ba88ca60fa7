#include "lab_json.h"

#include "errors.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace passband {

namespace {

constexpr int kMaxKeep = 1 << 30;

// "a", "b", "one"/"zero" or a weight of B, as the command line's --magnitude-from and --phase-from.
void readMixPart(const QJsonValue& value, bool magnitude, MixSettings& mix, const JsonReader& r, const QString& at)
{
    const QString key = magnitude ? "magnitude" : "phase";
    const std::string word = value.isDouble() ? QString::number(value.toDouble(), 'g', 17).toStdString()
                                              : r.text(value, at + "'" + key + "'").toStdString();
    if (!(magnitude ? setMixMagnitude(mix, word) : setMixPhase(mix, word)))
        r.fail(QString("%1'%2' must be a, b, %3 or a weight of b from 0 to 1").arg(at, key, magnitude ? "one" : "zero"));
}

QJsonValue mixPartJson(double weightB, bool special, bool magnitude)
{
    if (special)
        return magnitude ? "one" : "zero";
    if (weightB == 0)
        return "a";
    if (weightB == 1)
        return "b";
    return weightB;
}

// A kernel by the name the window offers it under, or as rows of numbers (a custom one).
SpatialKernel readKernel(const QJsonValue& value, const JsonReader& r, const QString& at)
{
    if (value.isString()) {
        const std::string name = value.toString().toStdString();
        const std::vector<std::string>& offered = offeredKernels();
        if (std::find(offered.begin(), offered.end(), name) == offered.end()) {
            QStringList names;
            for (const std::string& n : offered)
                names << QString::fromStdString(n);
            r.fail(QString("%1unknown kernel '%2' (%3, or rows of numbers)").arg(at, value.toString(), names.join(", ")));
        }
        return namedKernel(name);
    }
    const QString shape = at + "'kernel' is a kernel's name or a list of rows of numbers";
    SpatialKernel k;
    k.name = kCustomKernelName;
    const QJsonArray rows = r.array(value, shape);
    if (rows.isEmpty() || rows.size() > kMaxKernelSide)
        r.fail(QString("%1a kernel has 1 to %2 rows").arg(at).arg(kMaxKernelSide));
    for (const QJsonValue& row : rows) {
        const QJsonArray cells = r.array(row, shape);
        if (cells.isEmpty() || cells.size() > kMaxKernelSide)
            r.fail(QString("%1a kernel's row has 1 to %2 values").arg(at).arg(kMaxKernelSide));
        if (k.width == 0)
            k.width = int(cells.size());
        if (cells.size() != k.width)
            r.fail(at + "the kernel's rows differ in length");
        for (const QJsonValue& cell : cells)
            k.values.push_back(r.number(cell, at + "each of the kernel's values"));
        ++k.height;
    }
    return k;
}

QJsonValue kernelJson(const SpatialKernel& k)
{
    const std::vector<std::string>& offered = offeredKernels();
    if (std::find(offered.begin(), offered.end(), k.name) != offered.end() && namedKernel(k.name) == k)
        return QString::fromStdString(k.name);
    QJsonArray rows;
    for (int y = 0; y < k.height; ++y) {
        QJsonArray row;
        for (int x = 0; x < k.width; ++x)
            row.append(k.at(x, y));
        rows.append(row);
    }
    return rows;
}

const QStringList kPaddings{"circular", "zero"};
const QStringList kConvolutionViews{"frequency", "spatial", "difference"}; // ConvolutionView's order
const QStringList kAntiAliasings{"none", "nyquist", "filter"};             // AntiAliasing's order

// Each mode's keys, read into and written from its own settings.
struct LabJsonRow {
    LabMode mode;
    QStringList keys;
    void (*read)(const QJsonObject&, const JsonReader&, const QString& at, LabSettings&);
    void (*write)(const LabSettings&, QJsonObject&);
};

const LabJsonRow kRows[] = {
    {LabMode::Off, {}, [](const QJsonObject&, const JsonReader&, const QString&, LabSettings&) {},
     [](const LabSettings&, QJsonObject&) {}},
    {LabMode::Mix, {"magnitude", "phase"},
     [](const QJsonObject& o, const JsonReader& r, const QString& at, LabSettings& s) {
         if (o.contains("magnitude"))
             readMixPart(o["magnitude"], true, s.mix, r, at);
         if (o.contains("phase"))
             readMixPart(o["phase"], false, s.mix, r, at);
     },
     [](const LabSettings& s, QJsonObject& o) {
         o["magnitude"] = mixPartJson(s.mix.magnitudeB, s.mix.unitMagnitude, true);
         o["phase"] = mixPartJson(s.mix.phaseB, s.mix.zeroPhase, false);
     }},
    {LabMode::Hybrid, {"lowpass", "highpass"},
     [](const QJsonObject& o, const JsonReader& r, const QString& at, LabSettings& s) {
         if (o.contains("lowpass"))
             s.hybrid.lowpass = r.number(o["lowpass"], at + "'lowpass'");
         if (o.contains("highpass"))
             s.hybrid.highpass = r.number(o["highpass"], at + "'highpass'");
     },
     [](const LabSettings& s, QJsonObject& o) {
         o["lowpass"] = s.hybrid.lowpass;
         o["highpass"] = s.hybrid.highpass;
     }},
    {LabMode::Convolution, {"kernel", "padding", "show"},
     [](const QJsonObject& o, const JsonReader& r, const QString& at, LabSettings& s) {
         if (o.contains("kernel"))
             s.convolution.kernel = readKernel(o["kernel"], r, at);
         if (o.contains("padding"))
             s.convolution.zeroPadding = r.word(o["padding"], at + "'padding'", kPaddings) == "zero";
         if (o.contains("show"))
             s.convolution.view = ConvolutionView(kConvolutionViews.indexOf(r.word(o["show"], at + "'show'", kConvolutionViews)));
     },
     [](const LabSettings& s, QJsonObject& o) {
         o["kernel"] = kernelJson(s.convolution.kernel);
         o["padding"] = kPaddings[s.convolution.zeroPadding ? 1 : 0];
         o["show"] = kConvolutionViews[int(s.convolution.view)];
     }},
    {LabMode::Sampling, {"factor", "antialias"},
     [](const QJsonObject& o, const JsonReader& r, const QString& at, LabSettings& s) {
         if (o.contains("factor"))
             s.sampling.factor = r.whole(o["factor"], at + "'factor'", kMinSamplingFactor, kMaxSamplingFactor);
         if (o.contains("antialias"))
             s.sampling.antialias = AntiAliasing(kAntiAliasings.indexOf(r.word(o["antialias"], at + "'antialias'", kAntiAliasings)));
     },
     [](const LabSettings& s, QJsonObject& o) {
         o["factor"] = s.sampling.factor;
         o["antialias"] = kAntiAliasings[int(s.sampling.antialias)];
     }},
    {LabMode::Basis, {"keep", "bin"},
     [](const QJsonObject& o, const JsonReader& r, const QString& at, LabSettings& s) {
         if (o.contains("keep") && o.contains("bin"))
             r.fail(at + "give 'keep' (the N strongest coefficients) or 'bin' (one basis image), not both");
         if (o.contains("keep"))
             s.basis.keep = std::uint64_t(r.whole(o["keep"], at + "'keep'", 1, kMaxKeep));
         if (o.contains("bin")) {
             const QJsonArray bin = r.array(o["bin"], at + "'bin' is [u, v]");
             if (bin.size() != 2)
                 r.fail(at + "'bin' is [u, v]");
             s.basis.keep = 0;
             s.basis.binU = r.whole(bin[0], at + "the bin's u", -kMaxBasisBin, kMaxBasisBin);
             s.basis.binV = r.whole(bin[1], at + "the bin's v", -kMaxBasisBin, kMaxBasisBin);
         }
     },
     [](const LabSettings& s, QJsonObject& o) {
         if (s.basis.keep > 0)
             o["keep"] = double(s.basis.keep);
         else
             o["bin"] = QJsonArray{s.basis.binU, s.basis.binV};
     }},
};

const LabJsonRow& rowOf(LabMode mode)
{
    for (const LabJsonRow& row : kRows)
        if (row.mode == mode)
            return row;
    return kRows[0];
}

} // namespace

QJsonObject labSettingsJson(const LabSettings& settings)
{
    QJsonObject o{{"mode", labModeInfo(settings.mode).name}};
    rowOf(settings.mode).write(settings, o);
    return o;
}

QByteArray labSettingsText(const LabSettings& settings)
{
    return QJsonDocument(labSettingsJson(settings)).toJson(QJsonDocument::Compact);
}

LabSettings parseLabSettings(const QJsonObject& object, const JsonReader& r, const QString& at,
                             const QStringList& otherKeys, bool allowOff, const LabSettings& base)
{
    LabSettings s = base;
    const QString mode = r.text(object["mode"], at + "the lab's 'mode'");
    const std::optional<LabMode> m = parseLabMode(mode.toStdString());
    LabSettings asked;
    if (m)
        asked.mode = *m;
    if (!m || (!allowOff && !asked.active()))
        r.fail(QString("%1unknown lab mode '%2' (%3)").arg(at, mode, QString::fromStdString(labModeNames(allowOff))));
    s.mode = *m;
    const LabJsonRow& row = rowOf(s.mode);
    r.onlyKeys(object, QStringList{"mode"} + row.keys + otherKeys, at, QString(" for the lab's %1").arg(mode));
    row.read(object, r, at, s);
    if (const std::string problem = s.validate(); !problem.empty())
        r.fail(at + QString::fromStdString(problem));
    return s;
}

} // namespace passband
