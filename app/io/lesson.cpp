#include "lesson.h"

#include "errors.h"
#include "image_io.h"
#include "json_fields.h"
#include "lab_json.h"
#include "preset.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace passband {

namespace {

const QString kSamplePrefix = QStringLiteral("sample:");

// "sample:NAME" (a bundled sample) or a file relative to the lesson's directory, which must exist.
QString imagePath(const QString& given, const QString& what, const QString& directory, const JsonReader& r)
{
    if (given.isEmpty())
        r.fail(QString("%1 is empty").arg(what));
    if (given.startsWith(kSamplePrefix)) {
        const QString path = ":/samples/" + given.mid(kSamplePrefix.size());
        if (!QFileInfo::exists(path))
            r.fail(QString("%1: no bundled sample '%2'").arg(what, given.mid(kSamplePrefix.size())));
        return path;
    }
    const QString path = QDir(directory).absoluteFilePath(given);
    if (!QFileInfo(path).isFile())
        r.fail(QString("%1: no image '%2' (looked in %3)").arg(what, given, QDir::toNativeSeparators(directory)));
    return path;
}

QString imageText(const QString& path, const QString& directory)
{
    if (path.startsWith(":/samples/"))
        return kSamplePrefix + path.mid(10);
    // Relative to the lesson, ".." included: the folder of lesson and images can be moved and
    // shared whole. (Only a file on another drive, which has no relative path, stays absolute.)
    const QString relative = QDir(directory).relativeFilePath(path);
    return QDir::isAbsolutePath(relative) ? path : relative;
}

LessonPane pane(const QJsonValue& value, const QString& what, const JsonReader& r)
{
    const QString name = r.text(value, what);
    for (LessonPane p : {LessonPane::Original, LessonPane::Spectrum, LessonPane::Result})
        if (name == lessonPaneName(p))
            return p;
    r.fail(QString("%1 must be original, spectrum or result, not '%2'").arg(what, name));
}

PatternSpec parsePattern(const QJsonValue& value, const QString& at, const JsonReader& r)
{
    const QJsonObject o = r.object(value, at + "'pattern' is an object {\"kind\", \"size\", \"cycles\", \"square\"}");
    r.onlyKeys(o, {"kind", "size", "cycles", "square"}, at, " in 'pattern'");
    PatternSpec spec;
    const QString kind = r.text(o["kind"], at + "the pattern's 'kind'");
    const auto k = parsePatternKind(kind.toStdString());
    if (!k)
        r.fail(QString("%1unknown pattern '%2' (grating, bars, checkerboard or zoneplate)").arg(at, kind));
    spec.kind = *k;
    if (o.contains("size")) {
        const QJsonArray size = o["size"].toArray();
        if (size.size() != 2)
            r.fail(at + "the pattern's 'size' is [width, height]");
        spec.width = r.whole(size[0], at + "the pattern's width", 1, kMaxLessonPatternSide);
        spec.height = r.whole(size[1], at + "the pattern's height", 1, kMaxLessonPatternSide);
    }
    if (o.contains("cycles"))
        std::tie(spec.u, spec.v) = r.pair(o["cycles"], at + "the pattern's 'cycles' is [u, v]");
    if (o.contains("square"))
        spec.square = r.whole(o["square"], at + "the pattern's 'square'", 1, kMaxLessonPatternSide);
    if (const std::string problem = spec.validate(); !problem.empty())
        r.fail(at + QString::fromStdString(problem));
    return spec;
}

// A lab step: the lab's settings (app/io/lab_json) and, for the modes that take it, B.
void parseLab(const QJsonValue& value, const QString& at, const QString& directory, const JsonReader& r, LessonStep& step)
{
    const QJsonObject o = r.object(value, at + "'lab' is an object {\"mode\", ...}");
    const LabSettings lab = parseLabSettings(o, r, at, {"b"});
    const QString mode = QString::fromLatin1(labModeInfo(lab.mode).name);
    if (labModeInfo(lab.mode).takesSecond) {
        if (!o.contains("b"))
            r.fail(QString("%1the lab's %2 needs a second image 'b'").arg(at, mode));
        step.second = imagePath(r.text(o["b"], at + "'b'"), at + "'b'", directory, r);
    } else if (o.contains("b")) {
        r.fail(QString("%1the lab's %2 takes no second image 'b'").arg(at, mode));
    }
    // A step sets one thing at a time: its lab mode after no filter, so the current filter
    // before sampling is none.
    if (labModeInfo(lab.mode).readsFilteredImage(lab))
        r.fail(at + "a lesson's sampling takes 'antialias' none or nyquist (its step has no filter)");
    step.lab = lab;
}

// A caption: one string, or a list of lines.
QString captionText(const QJsonValue& value, const QString& at, const char* key, const JsonReader& r)
{
    QString text;
    if (value.isArray()) {
        QStringList lines;
        for (const QJsonValue& line : value.toArray())
            lines << r.text(line, QString("%1each line of '%2'").arg(at, key));
        text = lines.join('\n');
    } else {
        text = r.text(value, QString("%1'%2'").arg(at, key));
    }
    if (text.count('\n') >= 8 || text.size() > 2000)
        r.fail(QString("%1'%2' is a few lines (at most 8, 2000 characters)").arg(at, key));
    return text;
}

LessonStep parseStep(const QJsonValue& value, int index, const QString& directory, const JsonReader& r)
{
    const QString at = QString("step %1: ").arg(index);
    const QJsonObject o = r.object(value, at + "a step is a JSON object");
    r.onlyKeys(o, {"image", "pattern", "noise", "filter", "lab", "panes", "predict", "caption", "answer", "rings", "spectrum_floor"}, at);
    LessonStep step;
    if (o.contains("image") == o.contains("pattern"))
        r.fail(at + "give one of 'image' (\"sample:NAME\", a file or \"camera\") and 'pattern'");
    if (o.contains("pattern")) {
        step.source = LessonStep::Source::Pattern;
        step.pattern = parsePattern(o["pattern"], at, r);
    } else if (o["image"] == QJsonValue("camera")) {
        step.source = LessonStep::Source::Camera;
        step.imageText = "camera";
    } else {
        step.imageText = r.text(o["image"], at + "'image'");
        step.image = imagePath(step.imageText, at + "'image'", directory, r);
    }
    if (o.contains("noise")) {
        const QJsonObject n = r.object(o["noise"], at + "'noise' is an object {\"cycles\": [u, v], \"amplitude\"}");
        r.onlyKeys(n, {"cycles", "amplitude"}, at, " in 'noise'");
        PeriodicNoise noise;
        if (n.contains("cycles"))
            std::tie(noise.u, noise.v) = r.pair(n["cycles"], at + "the noise's 'cycles' is [u, v]");
        if (n.contains("amplitude"))
            noise.amplitude = r.number(n["amplitude"], at + "the noise's 'amplitude'");
        if (const std::string problem = noise.validate(); !problem.empty())
            r.fail(at + QString::fromStdString(problem));
        if (step.source == LessonStep::Source::Camera)
            r.fail(at + "'noise' is added to an image or a pattern, not to the camera");
        step.noise = noise;
    }
    if (o.contains("filter") && o.contains("lab"))
        r.fail(at + "give 'filter' or 'lab', not both");
    if (o.contains("filter")) {
        const QJsonObject filter = r.object(o["filter"], at + "'filter' is a preset's JSON object");
        if (filter.contains("lab"))
            r.fail(at + "a step's lab mode is the step's own 'lab', not its filter's");
        try {
            step.filter = parsePreset(QJsonDocument(filter).toJson(QJsonDocument::Compact),
                                      QString("step %1's filter").arg(index), directory);
        } catch (const Error& e) {
            r.fail(QString::fromStdString(e.what()));
        }
    }
    if (o.contains("lab"))
        parseLab(o["lab"], at, directory, r, step);
    if (o.contains("panes")) {
        const QJsonArray panes = o["panes"].toArray();
        if (!o["panes"].isArray() || panes.isEmpty() || panes.size() > 3)
            r.fail(at + "'panes' is a list of one to three of original, spectrum and result");
        step.panes.clear();
        for (const QJsonValue& p : panes) {
            const LessonPane shown = pane(p, at + "each of 'panes'", r);
            if (std::find(step.panes.begin(), step.panes.end(), shown) != step.panes.end())
                r.fail(QString("%1'panes' names %2 twice").arg(at, lessonPaneName(shown)));
            step.panes.push_back(shown);
        }
    }
    if (o.contains("predict")) {
        step.predict = pane(o["predict"], at + "'predict'", r);
        if (std::find(step.panes.begin(), step.panes.end(), *step.predict) == step.panes.end())
            r.fail(QString("%1'predict' holds back %2, which 'panes' does not show").arg(at, lessonPaneName(*step.predict)));
    }
    if (o.contains("caption"))
        step.caption = captionText(o["caption"], at, "caption", r);
    if (o.contains("answer")) {
        if (!step.predict)
            r.fail(at + "'answer' is shown when the pane 'predict' holds back is revealed: give 'predict' too");
        step.answer = captionText(o["answer"], at, "answer", r);
    }
    if (o.contains("spectrum_floor")) {
        const QJsonValue f = o["spectrum_floor"];
        const std::string text = f.isDouble() ? QString::number(f.toDouble()).toStdString() : f.toString().toStdString();
        if (!(f.isDouble() || f.isString()) || !parseSpectrumRange(text, &step.spectrumFloor))
            r.fail(QString("%1'spectrum_floor' is \"auto\", \"full\" or a number of dB above 0 (at most %2)")
                       .arg(at)
                       .arg(kMaxSpectrumFloorDb));
    }
    if (o.contains("rings")) {
        if (!o["rings"].isBool())
            r.fail(at + "'rings' is true or false");
        step.rings = o["rings"].toBool();
    }
    return step;
}

QJsonObject stepObject(const LessonStep& step, const QString& directory)
{
    QJsonObject o;
    if (step.source == LessonStep::Source::Pattern) {
        QJsonObject p{{"kind", patternName(step.pattern.kind)}, {"size", QJsonArray{step.pattern.width, step.pattern.height}}};
        if (step.pattern.kind == PatternKind::Grating || step.pattern.kind == PatternKind::Bars)
            p["cycles"] = QJsonArray{step.pattern.u, step.pattern.v};
        if (step.pattern.kind == PatternKind::Checkerboard)
            p["square"] = step.pattern.square;
        o["pattern"] = p;
    } else {
        o["image"] = step.source == LessonStep::Source::Camera ? QString("camera") : imageText(step.image, directory);
    }
    if (step.noise)
        o["noise"] = QJsonObject{{"cycles", QJsonArray{step.noise->u, step.noise->v}}, {"amplitude", step.noise->amplitude}};
    if (step.lab) {
        QJsonObject lab = labSettingsJson(*step.lab);
        if (!step.second.isEmpty())
            lab["b"] = imageText(step.second, directory);
        o["lab"] = lab;
    } else {
        o["filter"] = QJsonDocument::fromJson(presetJson(step.filter)).object();
    }
    QJsonArray panes;
    for (LessonPane p : step.panes)
        panes.append(lessonPaneName(p));
    o["panes"] = panes;
    if (step.predict)
        o["predict"] = lessonPaneName(*step.predict);
    o["caption"] = QJsonArray::fromStringList(step.caption.split('\n'));
    if (step.predict && !step.answer.isEmpty())
        o["answer"] = QJsonArray::fromStringList(step.answer.split('\n'));
    if (!step.rings)
        o["rings"] = false;
    if (step.spectrumFloor.kind == SpectrumRange::Kind::Full)
        o["spectrum_floor"] = "full";
    else if (step.spectrumFloor.kind == SpectrumRange::Kind::Floor)
        o["spectrum_floor"] = step.spectrumFloor.floorDb;
    return o;
}

QByteArray readLessonFile(const QString& path, const QString& name)
{
    const JsonReader r(name);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        r.fail(QString("cannot read it (%1)").arg(file.errorString()));
    if (file.size() > kMaxLessonBytes)
        r.fail(QString("too large for a lesson (%1 bytes; at most %2)").arg(file.size()).arg(kMaxLessonBytes));
    return file.read(kMaxLessonBytes + 1);
}

} // namespace

const char* lessonPaneName(LessonPane pane)
{
    switch (pane) {
    case LessonPane::Original: return "original";
    case LessonPane::Spectrum: return "spectrum";
    case LessonPane::Result: return "result";
    }
    return "";
}

Lesson parseLesson(const QByteArray& json, const QString& source, const QString& directory)
{
    const JsonReader r(source);
    if (json.size() > kMaxLessonBytes)
        r.fail(QString("too large for a lesson (%1 bytes; at most %2)").arg(json.size()).arg(kMaxLessonBytes));
    const QJsonObject o = r.document(json, "lesson");
    r.onlyKeys(o, {"passband_lesson", "title", "sources", "steps"});
    if (o.contains("passband_lesson") && o["passband_lesson"].toInt(-1) != 1)
        r.fail("a lesson of another format version ('passband_lesson' must be 1)");
    Lesson lesson;
    lesson.title = r.text(o["title"], "'title'");
    if (o.contains("sources"))
        for (const QJsonValue& source : r.array(o["sources"], "'sources' is a list of strings"))
            lesson.sources << r.text(source, "each of 'sources'");
    const QJsonArray steps = r.array(o["steps"], "'steps' must be a list of steps");
    if (steps.isEmpty())
        r.fail("a lesson needs at least one step");
    if (steps.size() > kMaxLessonSteps)
        r.fail(QString("too many steps (%1; at most %2)").arg(steps.size()).arg(kMaxLessonSteps));
    for (int i = 0; i < steps.size(); ++i)
        lesson.steps.push_back(parseStep(steps[i], i + 1, directory, r));
    return lesson;
}

Lesson loadLesson(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    return parseLesson(readLessonFile(path, name), name, QFileInfo(path).absolutePath());
}

QByteArray lessonStepJson(const LessonStep& step, const QString& directory)
{
    return QJsonDocument(stepObject(step, directory)).toJson(QJsonDocument::Compact);
}

void appendLessonStep(const QString& path, const LessonStep& step)
{
    const QFileInfo info(path);
    const QString name = info.fileName();
    QJsonObject lesson{{"passband_lesson", 1}, {"title", info.completeBaseName()}, {"sources", QJsonArray{}},
                       {"steps", QJsonArray{}}};
    if (info.exists()) {
        const QByteArray bytes = readLessonFile(path, name);
        parseLesson(bytes, name, info.absolutePath()); // only a valid lesson is added to
        lesson = QJsonDocument::fromJson(bytes).object();
    }
    QJsonArray steps = lesson["steps"].toArray();
    if (steps.size() >= kMaxLessonSteps)
        JsonReader(name).fail(QString("already has the most steps a lesson may have (%1)").arg(kMaxLessonSteps));
    steps.append(stepObject(step, info.absolutePath()));
    lesson["steps"] = steps;
    const QByteArray json = QJsonDocument(lesson).toJson(QJsonDocument::Indented);
    if (json.size() > kMaxLessonBytes)
        JsonReader(name).fail("would grow too large for a lesson");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.flush() || !file.commit())
        throw ImageFileError("Cannot write '" + path.toStdString() + "': " + file.errorString().toStdString() + ".");
}

QStringList bundledLessons()
{
    QStringList found;
    for (const QFileInfo& f : QDir(":/lessons").entryInfoList({"*.json"}, QDir::Files, QDir::Name))
        found << f.absoluteFilePath();
    return found;
}

} // namespace passband
