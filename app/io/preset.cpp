#include "preset.h"

#include "errors.h"
#include "image_io.h"
#include "json_fields.h"
#include "lab_json.h"
#include "mask_file.h"
#include "tiff_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStringList>

#include <cmath>

namespace passband {

namespace {

const QByteArray kMarker = "preset {";
constexpr qint64 kMaxPresetBytes = 1 << 20;

QString edgesName(const EdgeSettings& e)
{
    if (e.mode == EdgeHandling::Window)
        return e.taper < 1 ? "tukey" : "hann";
    return QString::fromStdString(e.describe());
}

FilterShape shape(const JsonReader& r, const QJsonValue& value, const QString& key)
{
    const QString name = r.text(value, "'" + key + "'").toLower();
    const auto s = parseShape(name.toStdString());
    if (!s)
        r.fail(QString("'%1' must be ideal, gaussian or butterworth, not '%2'").arg(key, value.toString()));
    return *s;
}

} // namespace

QByteArray presetJson(const FilterSettings& s, const QString& maskFile, const LabSettings* lab)
{
    QJsonObject o;
    o["passband"] = 1; // the preset format's version
    o["highpass"] = s.highpass ? QJsonValue(*s.highpass) : QJsonValue(QJsonValue::Null);
    o["lowpass"] = s.lowpass ? QJsonValue(*s.lowpass) : QJsonValue(QJsonValue::Null);
    o["shape"] = shapeName(s.shape);
    o["order"] = s.order;
    o["mapping"] = mappingName(s.mapping);
    o["edges"] = edgesName(s.edges);
    if (s.edges.mode == EdgeHandling::Window && s.edges.taper < 1)
        o["taper"] = s.edges.taper;
    QJsonArray notches;
    for (const Notch& n : s.notches)
        notches.append(QJsonObject{{"u", n.u}, {"v", n.v}, {"radius", n.radius}, {"shape", shapeName(n.shape)}});
    o["notches"] = notches;
    // The shaping families only where used, so a preset without them reads as before.
    if (s.invert)
        o["invert"] = true;
    if (s.emphasis.active())
        o["emphasis"] = QJsonObject{{"k1", s.emphasis.k1}, {"k2", s.emphasis.k2}};
    if (s.isotropic)
        o["isotropic"] = true;
    if (s.mask && !maskFile.isEmpty())
        o["mask"] = maskFile;
    if (s.homomorphic)
        o["homomorphic"] = QJsonObject{{"gammaL", s.homomorphic->gammaL}, {"gammaH", s.homomorphic->gammaH},
                                       {"c", s.homomorphic->c}, {"d0", s.homomorphic->d0}};
    if (!s.wedges.empty()) {
        QJsonArray wedges;
        for (const Wedge& w : s.wedges) {
            QJsonObject item{{"angle", w.angle}, {"opening", w.opening}, {"soft", w.soft}, {"from", w.rMin},
                             {"pass", w.pass}};
            if (w.rMax)
                item["to"] = *w.rMax;
            wedges.append(item);
        }
        o["wedges"] = wedges;
    }
    if (lab && lab->active())
        o["lab"] = labSettingsJson(*lab);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

FilterSettings parsePreset(const QByteArray& json, const QString& source, const QString& directory)
{
    return parsePresetFile(json, source, directory).filter;
}

Preset parsePresetFile(const QByteArray& json, const QString& source, const QString& directory)
{
    const JsonReader r(source);
    const QJsonObject o = r.document(json, "preset");
    r.onlyKeys(o, {"passband", "highpass", "lowpass", "shape", "order", "mapping", "edges", "taper", "notches", "invert",
                   "emphasis", "isotropic", "wedges", "homomorphic", "mask", "lab"});
    if (o.contains("passband") && o["passband"].toInt(-1) != 1)
        r.fail("a preset of another format version ('passband' must be 1)");
    FilterSettings s;
    for (const auto& [key, field] : {std::pair{QString("highpass"), &s.highpass}, std::pair{QString("lowpass"), &s.lowpass}})
        if (o.contains(key) && !o[key].isNull())
            *field = r.number(o[key], "'" + key + "'");
    if (o.contains("shape"))
        s.shape = shape(r, o["shape"], "shape");
    if (o.contains("order"))
        s.order = r.whole(o["order"], "'order'", 1, kMaxButterworthOrder);
    if (o.contains("mapping")) {
        const auto m = parseMapping(r.text(o["mapping"], "'mapping'").toLower().toStdString());
        if (!m)
            r.fail(QString("'mapping' must be auto, clamp, normalize, magnitude or none, not '%1'").arg(o["mapping"].toString()));
        s.mapping = *m;
    }
    const QString edges = o.contains("edges") ? r.text(o["edges"], "'edges'").toLower() : QString("none");
    if (o.contains("taper") && edges != "tukey")
        r.fail("'taper' goes with \"edges\": \"tukey\"");
    const auto e = parseEdges(edges.toStdString(), o.contains("taper") ? r.number(o["taper"], "'taper'") : 0.5);
    if (!e)
        r.fail(QString("'edges' must be none, smooth, mirror, hann or tukey, not '%1'").arg(o["edges"].toString()));
    s.edges = *e;
    if (o.contains("notches")) {
        for (const QJsonValue& item : r.array(o["notches"], "'notches' must be a list")) {
            const QJsonObject n = r.object(item, "each notch is an object {\"u\", \"v\", \"radius\", \"shape\"}");
            r.onlyKeys(n, {"u", "v", "radius", "shape"}, {}, " in a notch");
            for (const char* key : {"u", "v", "radius"})
                if (!n.contains(key))
                    r.fail(QString("a notch needs '%1'").arg(key));
            Notch notch;
            notch.u = r.number(n["u"], "'u'");
            notch.v = r.number(n["v"], "'v'");
            notch.radius = r.number(n["radius"], "'radius'");
            if (n.contains("shape"))
                notch.shape = shape(r, n["shape"], "shape");
            s.notches.push_back(notch);
        }
    }
    for (const auto& [key, field] : {std::pair{QString("invert"), &s.invert}, std::pair{QString("isotropic"), &s.isotropic}})
        if (o.contains(key))
            *field = r.boolean(o[key], "'" + key + "'");
    if (o.contains("emphasis")) {
        const QJsonObject e = r.object(o["emphasis"], "'emphasis' is an object {\"k1\", \"k2\"}");
        r.onlyKeys(e, {"k1", "k2"}, {}, " in 'emphasis'");
        if (e.contains("k1"))
            s.emphasis.k1 = r.number(e["k1"], "'k1'");
        if (e.contains("k2"))
            s.emphasis.k2 = r.number(e["k2"], "'k2'");
    }
    if (o.contains("mask")) {
        const QString file = r.text(o["mask"], "'mask'");
        if (file.isEmpty() || file.contains('/') || file.contains('\\') || file.startsWith('.'))
            r.fail("'mask' is the name of a file beside the preset (no directories)");
        try {
            s.mask = loadMask(QDir(directory.isEmpty() ? QString(".") : directory).filePath(file));
        } catch (const Error& e) {
            r.fail(QString::fromStdString(e.what()));
        }
    }
    if (o.contains("homomorphic")) {
        const QJsonObject h = r.object(o["homomorphic"], "'homomorphic' is an object {\"gammaL\", \"gammaH\", \"c\", \"d0\"}");
        r.onlyKeys(h, {"gammaL", "gammaH", "c", "d0"}, {}, " in 'homomorphic'");
        Homomorphic value;
        for (const auto& [key, field] : {std::pair{"gammaL", &value.gammaL}, std::pair{"gammaH", &value.gammaH},
                                         std::pair{"c", &value.c}, std::pair{"d0", &value.d0}})
            if (h.contains(key))
                *field = r.number(h[key], QString("'%1'").arg(key));
        s.homomorphic = value;
    }
    if (o.contains("wedges")) {
        for (const QJsonValue& item : r.array(o["wedges"], "'wedges' must be a list")) {
            const QJsonObject w = r.object(item, "each wedge is an object {\"angle\", \"opening\", \"soft\", \"from\", \"to\", \"pass\"}");
            r.onlyKeys(w, {"angle", "opening", "soft", "from", "to", "pass"}, {}, " in a wedge");
            for (const char* key : {"angle", "opening"})
                if (!w.contains(key))
                    r.fail(QString("a wedge needs '%1'").arg(key));
            Wedge wedge;
            wedge.angle = r.number(w["angle"], "'angle'");
            wedge.opening = r.number(w["opening"], "'opening'");
            if (w.contains("soft"))
                wedge.soft = r.number(w["soft"], "'soft'");
            if (w.contains("from"))
                wedge.rMin = r.number(w["from"], "'from'");
            if (w.contains("to") && !w["to"].isNull())
                wedge.rMax = r.number(w["to"], "'to'");
            if (w.contains("pass"))
                wedge.pass = r.boolean(w["pass"], "a wedge's 'pass'");
            s.wedges.push_back(wedge);
        }
    }
    if (const std::string problem = s.validate(); !problem.empty())
        r.fail(QString::fromStdString(problem));
    Preset preset{s, std::nullopt};
    if (o.contains("lab"))
        preset.lab = parseLabSettings(r.object(o["lab"], "'lab' is an object {\"mode\", ...}"), r, "in 'lab': ");
    return preset;
}

QString provenance(const QString& version, const FilterSettings& settings, bool removed, const QString& input)
{
    const QString what = QString::fromStdString(settings.describe());
    return QString("passband %1 filter: %2; %3preset %4")
        .arg(version,
             removed ? QString("removed component of %1, mapped %2").arg(what, mappingName(settings.removedMapping()))
                     : what,
             input.isEmpty() ? QString() : "input: " + input + "; ", QString::fromUtf8(presetJson(settings)));
}

void savePreset(const FilterSettings& settings, const QString& path, const LabSettings* lab)
{
    QString maskFile;
    if (settings.mask) {
        const QFileInfo info(path);
        maskFile = info.completeBaseName() + ".mask.png";
        saveMask(*settings.mask, info.dir().filePath(maskFile));
    }
    QSaveFile file(path);
    QByteArray json = QJsonDocument::fromJson(presetJson(settings, maskFile, lab)).toJson(QJsonDocument::Indented);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.flush() || !file.commit())
        throw ImageFileError("Cannot write '" + path.toStdString() + "': " + file.errorString().toStdString() + ".");
}

FilterSettings loadPreset(const QString& path) { return loadPresetFile(path).filter; }

namespace {

// An exported image's description as far as it is cheap to read: a PNG's text chunk, else
// the file's first 64 KiB (where a Netpbm header keeps its comments).
QByteArray exportedDescription(const QString& path, QFile& file)
{
    char head[4] = {};
    if (file.read(head, 4) == 4 && looksLikeTiff(reinterpret_cast<const std::uint8_t*>(head), 4)) {
        const TiffReadAt readAt = [&file](std::uint64_t offset, std::uint8_t* data, std::size_t size) -> std::int64_t {
            if (!file.seek(static_cast<qint64>(offset)))
                return -1;
            return file.read(reinterpret_cast<char*>(data), static_cast<qint64>(size));
        };
        try {
            return QByteArray::fromStdString(readTiffDescription(readAt, static_cast<std::uint64_t>(file.size())));
        } catch (const std::exception&) {
            return {}; // not a TIFF libtiff opens: no description
        }
    }
    QByteArray description = QImageReader(path).text("Description").toUtf8();
    if (!description.contains(kMarker)) {
        file.seek(0);
        description = file.read(64 * 1024);
    }
    return description;
}

} // namespace

QString recordedProvenance(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray description = exportedDescription(path, file);
    const qsizetype preset = description.indexOf(kMarker);
    if (preset < 0)
        return {};
    const qsizetype start = description.lastIndexOf("passband ", preset);
    if (start < 0)
        return {};
    qsizetype end = description.indexOf('\n', preset);
    if (end < 0)
        end = description.size();
    return QString::fromUtf8(description.mid(start, end - start)).trimmed();
}

QString provenanceWork(const QString& line)
{
    const qsizetype at = line.indexOf(" filter: ");
    return at < 0 ? QString() : line.mid(at + 1);
}

Preset loadPresetFile(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ImageFileError("Cannot read '" + path.toStdString() + "': " + file.errorString().toStdString() + ".");
    if (QFileInfo(path).suffix().toLower() == "json") {
        if (file.size() > kMaxPresetBytes)
            JsonReader(name).fail("too large for a preset");
        return parsePresetFile(file.readAll(), name, QFileInfo(path).absolutePath());
    }
    // An exported image: the preset after "preset " in its description (a PNG text chunk),
    // or in a Netpbm header comment, which ends at the line's end.
    const QByteArray description = exportedDescription(path, file);
    const qsizetype at = description.indexOf(kMarker);
    if (at < 0)
        JsonReader(name).fail("holds no Passband preset (only images Passband exported, and .json presets, do)");
    QByteArray json = description.mid(at + kMarker.size() - 1);
    if (const qsizetype end = json.indexOf('\n'); end >= 0)
        json.truncate(end);
    return parsePresetFile(json, name);
}

} // namespace passband
