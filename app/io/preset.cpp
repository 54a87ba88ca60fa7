#include "preset.h"

#include "errors.h"
#include "image_io.h"
#include "mask_file.h"

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

[[noreturn]] void fail(const QString& source, const QString& what)
{
    throw Error(QString("%1: %2").arg(source, what).toStdString());
}

double number(const QJsonValue& value, const QString& key, const QString& source)
{
    if (!value.isDouble() || !std::isfinite(value.toDouble()))
        fail(source, QString("'%1' must be a number").arg(key));
    return value.toDouble();
}

QString text(const QJsonValue& value, const QString& key, const QString& source)
{
    if (!value.isString())
        fail(source, QString("'%1' must be a string").arg(key));
    return value.toString().toLower();
}

FilterShape shape(const QJsonValue& value, const QString& key, const QString& source)
{
    const auto s = parseShape(text(value, key, source).toStdString());
    if (!s)
        fail(source, QString("'%1' must be ideal, gaussian or butterworth, not '%2'").arg(key, value.toString()));
    return *s;
}

void onlyKeys(const QJsonObject& object, const QStringList& keys, const QString& where, const QString& source)
{
    for (const QString& key : object.keys())
        if (!keys.contains(key))
            fail(source, QString("unknown key '%1'%2 (known: %3)").arg(key, where, keys.join(", ")));
}

} // namespace

QByteArray presetJson(const FilterSettings& s, const QString& maskFile)
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
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

FilterSettings parsePreset(const QByteArray& json, const QString& source, const QString& directory)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (document.isNull())
        fail(source, QString("not a JSON preset (%1 at byte %2)").arg(error.errorString()).arg(error.offset));
    if (!document.isObject())
        fail(source, "a preset is a JSON object");
    const QJsonObject o = document.object();
    onlyKeys(o,
             {"passband", "highpass", "lowpass", "shape", "order", "mapping", "edges", "taper", "notches", "invert",
              "emphasis", "isotropic", "wedges", "homomorphic", "mask"},
             {}, source);
    if (o.contains("passband") && o["passband"].toInt(-1) != 1)
        fail(source, "a preset of another format version ('passband' must be 1)");
    FilterSettings s;
    for (const auto& [key, field] : {std::pair{QString("highpass"), &s.highpass}, std::pair{QString("lowpass"), &s.lowpass}})
        if (o.contains(key) && !o[key].isNull())
            *field = number(o[key], key, source);
    if (o.contains("shape"))
        s.shape = shape(o["shape"], "shape", source);
    if (o.contains("order")) {
        const double order = number(o["order"], "order", source);
        if (order != std::floor(order) || order < 1 || order > kMaxButterworthOrder)
            fail(source, QString("'order' must be a whole number from 1 to %1").arg(kMaxButterworthOrder));
        s.order = static_cast<int>(order);
    }
    if (o.contains("mapping")) {
        const auto m = parseMapping(text(o["mapping"], "mapping", source).toStdString());
        if (!m)
            fail(source, QString("'mapping' must be auto, clamp, normalize, magnitude or none, not '%1'").arg(o["mapping"].toString()));
        s.mapping = *m;
    }
    const QString edges = o.contains("edges") ? text(o["edges"], "edges", source) : QString("none");
    if (o.contains("taper") && edges != "tukey")
        fail(source, "'taper' goes with \"edges\": \"tukey\"");
    const auto e = parseEdges(edges.toStdString(), o.contains("taper") ? number(o["taper"], "taper", source) : 0.5);
    if (!e)
        fail(source, QString("'edges' must be none, smooth, mirror, hann or tukey, not '%1'").arg(o["edges"].toString()));
    s.edges = *e;
    if (o.contains("notches")) {
        if (!o["notches"].isArray())
            fail(source, "'notches' must be a list");
        for (const QJsonValue& item : o["notches"].toArray()) {
            if (!item.isObject())
                fail(source, "each notch is an object {\"u\", \"v\", \"radius\", \"shape\"}");
            const QJsonObject n = item.toObject();
            onlyKeys(n, {"u", "v", "radius", "shape"}, " in a notch", source);
            for (const char* key : {"u", "v", "radius"})
                if (!n.contains(key))
                    fail(source, QString("a notch needs '%1'").arg(key));
            Notch notch;
            notch.u = number(n["u"], "u", source);
            notch.v = number(n["v"], "v", source);
            notch.radius = number(n["radius"], "radius", source);
            if (n.contains("shape"))
                notch.shape = shape(n["shape"], "shape", source);
            s.notches.push_back(notch);
        }
    }
    for (const auto& [key, field] : {std::pair{QString("invert"), &s.invert}, std::pair{QString("isotropic"), &s.isotropic}})
        if (o.contains(key)) {
            if (!o[key].isBool())
                fail(source, QString("'%1' must be true or false").arg(key));
            *field = o[key].toBool();
        }
    if (o.contains("emphasis")) {
        if (!o["emphasis"].isObject())
            fail(source, "'emphasis' is an object {\"k1\", \"k2\"}");
        const QJsonObject e = o["emphasis"].toObject();
        onlyKeys(e, {"k1", "k2"}, " in 'emphasis'", source);
        if (e.contains("k1"))
            s.emphasis.k1 = number(e["k1"], "k1", source);
        if (e.contains("k2"))
            s.emphasis.k2 = number(e["k2"], "k2", source);
    }
    if (o.contains("mask")) {
        text(o["mask"], "mask", source);
        const QString file = o["mask"].toString();
        if (file.isEmpty() || file.contains('/') || file.contains('\\') || file.startsWith('.'))
            fail(source, "'mask' is the name of a file beside the preset (no directories)");
        try {
            s.mask = loadMask(QDir(directory.isEmpty() ? QString(".") : directory).filePath(file));
        } catch (const Error& e) {
            fail(source, QString::fromStdString(e.what()));
        }
    }
    if (o.contains("homomorphic")) {
        if (!o["homomorphic"].isObject())
            fail(source, "'homomorphic' is an object {\"gammaL\", \"gammaH\", \"c\", \"d0\"}");
        const QJsonObject h = o["homomorphic"].toObject();
        onlyKeys(h, {"gammaL", "gammaH", "c", "d0"}, " in 'homomorphic'", source);
        Homomorphic value;
        for (const auto& [key, field] : {std::pair{"gammaL", &value.gammaL}, std::pair{"gammaH", &value.gammaH},
                                         std::pair{"c", &value.c}, std::pair{"d0", &value.d0}})
            if (h.contains(key))
                *field = number(h[key], key, source);
        s.homomorphic = value;
    }
    if (o.contains("wedges")) {
        if (!o["wedges"].isArray())
            fail(source, "'wedges' must be a list");
        for (const QJsonValue& item : o["wedges"].toArray()) {
            if (!item.isObject())
                fail(source, "each wedge is an object {\"angle\", \"opening\", \"soft\", \"from\", \"to\", \"pass\"}");
            const QJsonObject w = item.toObject();
            onlyKeys(w, {"angle", "opening", "soft", "from", "to", "pass"}, " in a wedge", source);
            for (const char* key : {"angle", "opening"})
                if (!w.contains(key))
                    fail(source, QString("a wedge needs '%1'").arg(key));
            Wedge wedge;
            wedge.angle = number(w["angle"], "angle", source);
            wedge.opening = number(w["opening"], "opening", source);
            if (w.contains("soft"))
                wedge.soft = number(w["soft"], "soft", source);
            if (w.contains("from"))
                wedge.rMin = number(w["from"], "from", source);
            if (w.contains("to") && !w["to"].isNull())
                wedge.rMax = number(w["to"], "to", source);
            if (w.contains("pass")) {
                if (!w["pass"].isBool())
                    fail(source, "a wedge's 'pass' must be true or false");
                wedge.pass = w["pass"].toBool();
            }
            s.wedges.push_back(wedge);
        }
    }
    if (const std::string problem = s.validate(); !problem.empty())
        fail(source, QString::fromStdString(problem));
    return s;
}

QString provenance(const QString& version, const FilterSettings& settings, bool removed)
{
    const QString what = QString::fromStdString(settings.describe());
    return QString("passband %1 filter: %2; preset %3")
        .arg(version,
             removed ? QString("removed component of %1, mapped %2").arg(what, mappingName(settings.removedMapping()))
                     : what,
             QString::fromUtf8(presetJson(settings)));
}

void savePreset(const FilterSettings& settings, const QString& path)
{
    QString maskFile;
    if (settings.mask) {
        const QFileInfo info(path);
        maskFile = info.completeBaseName() + ".mask.png";
        saveMask(*settings.mask, info.dir().filePath(maskFile));
    }
    QSaveFile file(path);
    QByteArray json = QJsonDocument::fromJson(presetJson(settings, maskFile)).toJson(QJsonDocument::Indented);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.flush() || !file.commit())
        throw ImageFileError("Cannot write '" + path.toStdString() + "': " + file.errorString().toStdString() + ".");
}

FilterSettings loadPreset(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ImageFileError("Cannot read '" + path.toStdString() + "': " + file.errorString().toStdString() + ".");
    if (QFileInfo(path).suffix().toLower() == "json") {
        if (file.size() > kMaxPresetBytes)
            fail(name, "too large for a preset");
        return parsePreset(file.readAll(), name, QFileInfo(path).absolutePath());
    }
    // An exported image: the preset after "preset " in its description (a PNG text chunk),
    // or in a Netpbm header comment, which ends at the line's end.
    QByteArray description = QImageReader(path).text("Description").toUtf8();
    if (!description.contains(kMarker)) {
        file.seek(0);
        description = file.read(64 * 1024);
    }
    const qsizetype at = description.indexOf(kMarker);
    if (at < 0)
        fail(name, "holds no Passband preset (only images Passband exported, and .json presets, do)");
    QByteArray json = description.mid(at + kMarker.size() - 1);
    if (const qsizetype end = json.indexOf('\n'); end >= 0)
        json.truncate(end);
    return parsePreset(json, name);
}

} // namespace passband
