#include "sweep.h"

#include "errors.h"
#include "image_io.h"
#include "pipeline.h"
#include "preset.h"

#include <QDir>
#include <QStringList>

#include <cmath>

namespace passband {

QString SweepSpec::validate() const
{
    if (!std::isfinite(from) || !std::isfinite(to) || !std::isfinite(step) || from < 0 || to < 0)
        return "the sweep's radii must be numbers >= 0";
    if (step <= 0)
        return "the sweep's step must be more than 0";
    if (to < from)
        return "the sweep must run from a smaller radius to a larger one";
    if ((to - from) / step + 1 > kMaxSweepFrames + 1e-6)
        return QString("a sweep makes at most %1 frames").arg(kMaxSweepFrames);
    if (directory.isEmpty())
        return "the sweep needs a directory for its frames";
    return {};
}

std::vector<double> SweepSpec::radii() const
{
    std::vector<double> r;
    const int count = static_cast<int>(std::floor((to - from) / step + 1e-6)) + 1;
    for (int i = 0; i < count; ++i)
        r.push_back(from + i * step);
    return r;
}

QString SweepSpec::framePath(int index) const
{
    return QDir(directory).filePath(QString("%1-%2-%3.%4")
                                        .arg(baseName, highpass ? "highpass" : "lowpass")
                                        .arg(index, 3, 10, QChar('0'))
                                        .arg(format));
}

bool parseSweepRange(const QString& text, SweepSpec& spec)
{
    const QStringList parts = text.split(':');
    if (parts.size() < 2 || parts.size() > 3)
        return false;
    double values[3] = {0, 0, 1};
    for (int i = 0; i < parts.size(); ++i) {
        bool ok = false;
        values[i] = parts[i].trimmed().toDouble(&ok);
        if (!ok)
            return false;
    }
    spec.from = values[0];
    spec.to = values[1];
    spec.step = values[2];
    return true;
}

void runSweep(FilterPipeline& pipeline, const FilterSettings& base, const SweepSpec& spec, const QString& version,
              const std::function<void(int, int, const QString&, double)>& progress)
{
    if (const QString problem = spec.validate(); !problem.isEmpty())
        throw Error("Invalid sweep: " + problem.toStdString() + ".");
    if (!QDir().mkpath(spec.directory))
        throw ImageFileError("Cannot make the directory '" + spec.directory.toStdString() + "'.");
    const std::vector<double> radii = spec.radii();
    for (std::size_t i = 0; i < radii.size(); ++i) {
        FilterSettings s = base;
        (spec.highpass ? s.highpass : s.lowpass) = radii[i];
        const Image frame = pipeline.apply(s);
        const QString path = spec.framePath(static_cast<int>(i));
        saveImage(frame, path, provenance(version, s), nullptr, spec.pngCompression);
        if (progress)
            progress(static_cast<int>(i), static_cast<int>(radii.size()), path, radii[i]);
    }
}

} // namespace passband
