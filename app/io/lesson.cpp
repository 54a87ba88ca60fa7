#include "lesson.h"

#include "errors.h"
#include "image_io.h"
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

namespace passband {

namespace {

const QString kSamplePrefix = QStringLiteral("sample:");
const char* const kNamedKernels[] = {"box:3",     "box:5",    "gaussian:1", "gaussian:2", "sobel-x",
                                     "sobel-y",   "laplacian", "motion:9",  "motion:9,45"};

[[noreturn]] void fail(const QString& source, const QString& what)
{
    throw Error(QString("%1: %2").arg(source, what).toStdString());
}

void onlyKeys(const QJsonObject& object, const QStringList& keys, const QString& where, const QString& source)
{
    for (const QString& key : object.keys())
        if (!keys.contains(key))
            fail(source, QString("%1unknown key '%2' (known: %3)").arg(where, key, keys.join(", ")));
}

double number(const QJsonValue& value, const QString& what, const QString& source)
{
    if (!value.isDouble() || !std::isfinite(value.toDouble()))
        fail(source, QString("%1 must be a number").arg(what));
    return value.toDouble();
}

int whole(const QJsonValue& value, const QString& what, const QString& source, int low, int high)
{
    const double v = number(value, what, source);
    if (v != std::floor(v) || v < low || v > high)
        fail(source, QString("%1 must be a whole number from %2 to %3").arg(what).arg(low).arg(high));
    return int(v);
}

QString text(const QJsonValue& value, const QString& what, const QString& source)
{
    if (!value.isString())
        fail(source, QString("%1 must be a string").arg(what));
    return value.toString();
}

// "sample:NAME" (a bundled sample) or a file relative to the lesson's directory, which must exist.
QString imagePath(const QString& given, const QString& what, const QString& directory, const QString& source)
{
    if (given.isEmpty())
        fail(source, QString("%1 is empty").arg(what));
    if (given.startsWith(kSamplePrefix)) {
        const QString path = ":/samples/" + given.mid(kSamplePrefix.size());
        if (!QFileInfo::exists(path))
            fail(source, QString("%1: no bundled sample '%2'").arg(what, given.mid(kSamplePrefix.size())));
        return path;
    }
    const QString path = QDir(directory).absoluteFilePath(given);
    if (!QFileInfo(path).isFile())
        fail(source, QString("%1: no image '%2' (looked in %3)").arg(what, given, QDir::toNativeSeparators(directory)));
    return path;
}

QString imageText(const QString& path, const QString& directory)
{
    if (path.startsWith(":/samples/"))
        return kSamplePrefix + path.mid(10);
    const QString relative = QDir(directory).relativeFilePath(path);
    return relative.startsWith("..") ? path : relative;
}

LessonPane pane(const QJsonValue& value, const QString& what, const QString& source)
{
    const QString name = text(value, what, source);
    for (LessonPane p : {LessonPane::Original, LessonPane::Spectrum, LessonPane::Result})
        if (name == lessonPaneName(p))
            return p;
    fail(source, QString("%1 must be original, spectrum or result, not '%2'").arg(what, name));
}

PatternSpec parsePattern(const QJsonValue& value, const QString& at, const QString& source)
{
    if (!value.isObject())
        fail(source, at + "'pattern' is an object {\"kind\", \"size\", \"cycles\", \"square\"}");
    const QJsonObject o = value.toObject();
    onlyKeys(o, {"kind", "size", "cycles", "square"}, at + "in 'pattern': ", source);
    PatternSpec spec;
    const QString kind = text(o["kind"], at + "the pattern's 'kind'", source);
    const auto k = parsePatternKind(kind.toStdString());
    if (!k)
        fail(source, QString("%1unknown pattern '%2' (grating, bars, checkerboard or zoneplate)").arg(at, kind));
    spec.kind = *k;
    if (o.contains("size")) {
        const QJsonArray size = o["size"].toArray();
        if (size.size() != 2)
            fail(source, at + "the pattern's 'size' is [width, height]");
        spec.width = whole(size[0], at + "the pattern's width", source, 1, kMaxLessonPatternSide);
        spec.height = whole(size[1], at + "the pattern's height", source, 1, kMaxLessonPatternSide);
    }
    if (o.contains("cycles")) {
        const QJsonArray cycles = o["cycles"].toArray();
        if (cycles.size() != 2)
            fail(source, at + "the pattern's 'cycles' is [u, v]");
        spec.u = number(cycles[0], at + "the pattern's u", source);
        spec.v = number(cycles[1], at + "the pattern's v", source);
    }
    if (o.contains("square"))
        spec.square = whole(o["square"], at + "the pattern's 'square'", source, 1, kMaxLessonPatternSide);
    if (const std::string problem = spec.validate(); !problem.empty())
        fail(source, at + QString::fromStdString(problem));
    return spec;
}

// "a", "b", "one"/"zero" or a weight of B; as the command line's --magnitude-from, --phase-from.
void mixWord(const QJsonValue& value, bool magnitude, MixSettings& mix, const QString& at, const QString& source)
{
    const QString key = magnitude ? "magnitude" : "phase";
    const std::string word = value.isDouble() ? QString::number(value.toDouble()).toStdString()
                                              : text(value, at + "'" + key + "'", source).toStdString();
    if (!(magnitude ? setMixMagnitude(mix, word) : setMixPhase(mix, word)))
        fail(source, QString("%1'%2' must be a, b, %3 or a weight of b from 0 to 1")
                         .arg(at, key, magnitude ? "one" : "zero"));
}

LessonLab parseLab(const QJsonValue& value, const QString& at, const QString& directory, const QString& source)
{
    if (!value.isObject())
        fail(source, at + "'lab' is an object {\"mode\", ...}");
    const QJsonObject o = value.toObject();
    onlyKeys(o, {"mode", "b", "magnitude", "phase", "lowpass", "highpass", "kernel", "padding", "factor", "antialias", "keep", "bin"},
             at + "in 'lab': ", source);
    LessonLab lab;
    const QString mode = text(o["mode"], at + "the lab's 'mode'", source);
    const auto m = parseLabMode(mode.toStdString());
    if (!m || *m == LabMode::Off)
        fail(source, QString("%1unknown lab mode '%2' (mix, hybrid, convolution, sampling or basis)").arg(at, mode));
    lab.mode = *m;
    if (labModeInfo(lab.mode).takesSecond) {
        if (!o.contains("b"))
            fail(source, QString("%1the lab's %2 needs a second image 'b'").arg(at, mode));
        lab.second = imagePath(text(o["b"], at + "'b'", source), at + "'b'", directory, source);
    } else if (o.contains("b")) {
        fail(source, QString("%1the lab's %2 takes no second image 'b'").arg(at, mode));
    }
    if (o.contains("magnitude"))
        mixWord(o["magnitude"], true, lab.mix, at, source);
    if (o.contains("phase"))
        mixWord(o["phase"], false, lab.mix, at, source);
    if (o.contains("lowpass"))
        lab.hybrid.lowpass = number(o["lowpass"], at + "'lowpass'", source);
    if (o.contains("highpass"))
        lab.hybrid.highpass = number(o["highpass"], at + "'highpass'", source);
    if (lab.hybrid.lowpass <= 0 || lab.hybrid.highpass <= 0 || lab.hybrid.lowpass > 10000 || lab.hybrid.highpass > 10000)
        fail(source, at + "the hybrid's radii must be from 0 to 10000 (exclusive of 0)");
    if (o.contains("kernel")) {
        lab.kernel = text(o["kernel"], at + "'kernel'", source);
        if (std::find(std::begin(kNamedKernels), std::end(kNamedKernels), lab.kernel.toStdString()) == std::end(kNamedKernels)) {
            QStringList names;
            for (const char* n : kNamedKernels)
                names << n;
            fail(source, QString("%1unknown kernel '%2' (%3)").arg(at, lab.kernel, names.join(", ")));
        }
    }
    if (o.contains("padding")) {
        const QString padding = text(o["padding"], at + "'padding'", source);
        if (padding != "circular" && padding != "zero")
            fail(source, at + "'padding' must be circular or zero");
        lab.zeroPadding = padding == "zero";
    }
    if (o.contains("factor"))
        lab.factor = whole(o["factor"], at + "'factor'", source, 1, 64);
    if (o.contains("antialias")) {
        const QString a = text(o["antialias"], at + "'antialias'", source);
        if (a == "none")
            lab.antialias = AntiAliasing::None;
        else if (a == "nyquist")
            lab.antialias = AntiAliasing::Nyquist;
        else
            fail(source, at + "'antialias' must be none or nyquist");
    }
    if (o.contains("keep"))
        lab.keep = std::uint64_t(whole(o["keep"], at + "'keep'", source, 0, 1 << 30));
    if (o.contains("bin")) {
        const QJsonArray bin = o["bin"].toArray();
        if (bin.size() != 2)
            fail(source, at + "'bin' is [u, v]");
        lab.binU = whole(bin[0], at + "the bin's u", source, -4096, 4096);
        lab.binV = whole(bin[1], at + "the bin's v", source, -4096, 4096);
    }
    return lab;
}

LessonStep parseStep(const QJsonValue& value, int index, const QString& directory, const QString& source)
{
    const QString at = QString("step %1: ").arg(index);
    if (!value.isObject())
        fail(source, at + "a step is a JSON object");
    const QJsonObject o = value.toObject();
    onlyKeys(o, {"image", "pattern", "noise", "filter", "lab", "panes", "predict", "caption"}, at, source);
    LessonStep step;
    if (o.contains("image") == o.contains("pattern"))
        fail(source, at + "give one of 'image' (\"sample:NAME\", a file or \"camera\") and 'pattern'");
    if (o.contains("pattern")) {
        step.source = LessonStep::Source::Pattern;
        step.pattern = parsePattern(o["pattern"], at, source);
    } else if (o["image"] == QJsonValue("camera")) {
        step.source = LessonStep::Source::Camera;
        step.imageText = "camera";
    } else {
        step.imageText = text(o["image"], at + "'image'", source);
        step.image = imagePath(step.imageText, at + "'image'", directory, source);
    }
    if (o.contains("noise")) {
        if (!o["noise"].isObject())
            fail(source, at + "'noise' is an object {\"cycles\": [u, v], \"amplitude\"}");
        const QJsonObject n = o["noise"].toObject();
        onlyKeys(n, {"cycles", "amplitude"}, at + "in 'noise': ", source);
        PeriodicNoise noise;
        if (n.contains("cycles")) {
            const QJsonArray cycles = n["cycles"].toArray();
            if (cycles.size() != 2)
                fail(source, at + "the noise's 'cycles' is [u, v]");
            noise.u = number(cycles[0], at + "the noise's u", source);
            noise.v = number(cycles[1], at + "the noise's v", source);
        }
        if (n.contains("amplitude"))
            noise.amplitude = number(n["amplitude"], at + "the noise's 'amplitude'", source);
        if (const std::string problem = noise.validate(); !problem.empty())
            fail(source, at + QString::fromStdString(problem));
        if (step.source == LessonStep::Source::Camera)
            fail(source, at + "'noise' is added to an image or a pattern, not to the camera");
        step.noise = noise;
    }
    if (o.contains("filter") && o.contains("lab"))
        fail(source, at + "give 'filter' or 'lab', not both");
    if (o.contains("filter")) {
        if (!o["filter"].isObject())
            fail(source, at + "'filter' is a preset's JSON object");
        try {
            step.filter = parsePreset(QJsonDocument(o["filter"].toObject()).toJson(QJsonDocument::Compact),
                                      QString("step %1's filter").arg(index), directory);
        } catch (const Error& e) {
            fail(source, QString::fromStdString(e.what()));
        }
    }
    if (o.contains("lab"))
        step.lab = parseLab(o["lab"], at, directory, source);
    if (o.contains("panes")) {
        if (!o["panes"].isArray() || o["panes"].toArray().isEmpty() || o["panes"].toArray().size() > 3)
            fail(source, at + "'panes' is a list of one to three of original, spectrum and result");
        step.panes.clear();
        for (const QJsonValue& p : o["panes"].toArray()) {
            const LessonPane shown = pane(p, at + "each of 'panes'", source);
            if (std::find(step.panes.begin(), step.panes.end(), shown) != step.panes.end())
                fail(source, QString("%1'panes' names %2 twice").arg(at, lessonPaneName(shown)));
            step.panes.push_back(shown);
        }
    }
    if (o.contains("predict")) {
        step.predict = pane(o["predict"], at + "'predict'", source);
        if (std::find(step.panes.begin(), step.panes.end(), *step.predict) == step.panes.end())
            fail(source, QString("%1'predict' holds back %2, which 'panes' does not show").arg(at, lessonPaneName(*step.predict)));
    }
    if (o.contains("caption")) {
        if (o["caption"].isArray()) {
            QStringList lines;
            for (const QJsonValue& line : o["caption"].toArray())
                lines << text(line, at + "each line of 'caption'", source);
            step.caption = lines.join('\n');
        } else {
            step.caption = text(o["caption"], at + "'caption'", source);
        }
        if (step.caption.count('\n') >= 8 || step.caption.size() > 2000)
            fail(source, at + "'caption' is a few lines (at most 8, 2000 characters)");
    }
    return step;
}

QJsonValue mixWordJson(double weightB, bool special, bool magnitude)
{
    if (special)
        return magnitude ? "one" : "zero";
    if (weightB == 0)
        return "a";
    if (weightB == 1)
        return "b";
    return weightB;
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
        const LessonLab& l = *step.lab;
        QJsonObject lab{{"mode", labModeInfo(l.mode).name}};
        if (!l.second.isEmpty())
            lab["b"] = imageText(l.second, directory);
        switch (l.mode) {
        case LabMode::Mix:
            lab["magnitude"] = mixWordJson(l.mix.magnitudeB, l.mix.unitMagnitude, true);
            lab["phase"] = mixWordJson(l.mix.phaseB, l.mix.zeroPhase, false);
            break;
        case LabMode::Hybrid:
            lab["lowpass"] = l.hybrid.lowpass;
            lab["highpass"] = l.hybrid.highpass;
            break;
        case LabMode::Convolution:
            lab["kernel"] = l.kernel;
            lab["padding"] = l.zeroPadding ? "zero" : "circular";
            break;
        case LabMode::Sampling:
            lab["factor"] = l.factor;
            lab["antialias"] = l.antialias == AntiAliasing::Nyquist ? "nyquist" : "none";
            break;
        case LabMode::Basis:
            if (l.keep > 0)
                lab["keep"] = double(l.keep);
            else
                lab["bin"] = QJsonArray{l.binU, l.binV};
            break;
        case LabMode::Off:
            break;
        }
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
    return o;
}

QByteArray readLessonFile(const QString& path, const QString& name)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        fail(name, QString("cannot read it (%1)").arg(file.errorString()));
    if (file.size() > kMaxLessonBytes)
        fail(name, QString("too large for a lesson (%1 bytes; at most %2)").arg(file.size()).arg(kMaxLessonBytes));
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
    if (json.size() > kMaxLessonBytes)
        fail(source, QString("too large for a lesson (%1 bytes; at most %2)").arg(json.size()).arg(kMaxLessonBytes));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (document.isNull())
        fail(source, QString("not a JSON lesson (%1 at byte %2)").arg(error.errorString()).arg(error.offset));
    if (!document.isObject())
        fail(source, "a lesson is a JSON object {\"title\", \"sources\", \"steps\"}");
    const QJsonObject o = document.object();
    onlyKeys(o, {"passband_lesson", "title", "sources", "steps"}, {}, source);
    if (o.contains("passband_lesson") && o["passband_lesson"].toInt(-1) != 1)
        fail(source, "a lesson of another format version ('passband_lesson' must be 1)");
    Lesson lesson;
    lesson.title = text(o["title"], "'title'", source);
    if (o.contains("sources")) {
        if (!o["sources"].isArray())
            fail(source, "'sources' is a list of strings");
        for (const QJsonValue& s : o["sources"].toArray())
            lesson.sources << text(s, "each of 'sources'", source);
    }
    if (!o["steps"].isArray())
        fail(source, "'steps' must be a list of steps");
    const QJsonArray steps = o["steps"].toArray();
    if (steps.isEmpty())
        fail(source, "a lesson needs at least one step");
    if (steps.size() > kMaxLessonSteps)
        fail(source, QString("too many steps (%1; at most %2)").arg(steps.size()).arg(kMaxLessonSteps));
    for (int i = 0; i < steps.size(); ++i)
        lesson.steps.push_back(parseStep(steps[i], i + 1, directory, source));
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
        fail(name, QString("already has the most steps a lesson may have (%1)").arg(kMaxLessonSteps));
    steps.append(stepObject(step, info.absolutePath()));
    lesson["steps"] = steps;
    const QByteArray json = QJsonDocument(lesson).toJson(QJsonDocument::Indented);
    if (json.size() > kMaxLessonBytes)
        fail(name, "would grow too large for a lesson");
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
