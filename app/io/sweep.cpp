#include "sweep.h"

#include <QPainter>
#include <cmath>

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
    std::vector<QImage> cells; // the contact sheet's, already at cell size
    QStringList labels;
    for (std::size_t i = 0; i < radii.size(); ++i) {
        FilterSettings s = base;
        (spec.highpass ? s.highpass : s.lowpass) = radii[i];
        const Image frame = pipeline.apply(s);
        const QString path = spec.framePath(static_cast<int>(i));
        saveImage(frame, path, provenance(version, s), nullptr, spec.pngCompression);
        if (!spec.contactSheet.isEmpty()) {
            QImage shown = toQImage(frame);
            if (std::max(shown.width(), shown.height()) > ContactSheet::kSheetCell)
                shown = shown.scaled(ContactSheet::kSheetCell, ContactSheet::kSheetCell, Qt::KeepAspectRatio,
                                     Qt::SmoothTransformation);
            cells.push_back(shown.convertToFormat(QImage::Format_RGB32));
            labels << QString("%1 %2").arg(spec.highpass ? "high-pass" : "low-pass").arg(radii[i]);
        }
        if (progress)
            progress(static_cast<int>(i), static_cast<int>(radii.size()), path, radii[i]);
    }
    if (!spec.contactSheet.isEmpty())
        saveImage(fromQImage(contactSheet(cells, labels)), spec.contactSheet,
                  provenance(version, base), nullptr,
                  spec.pngCompression);
}

QImage contactSheet(const std::vector<QImage>& frames, const QStringList& labels)
{
    if (frames.empty())
        return {};
    const int columns = static_cast<int>(std::ceil(std::sqrt(double(frames.size()))));
    const int rows = static_cast<int>((frames.size() + columns - 1) / columns);
    int cw = 0, ch = 0;
    for (const QImage& f : frames) {
        cw = std::max(cw, f.width());
        ch = std::max(ch, f.height());
    }
    const int gap = ContactSheet::kSheetGap, label = ContactSheet::kSheetLabel;
    QImage sheet(gap + columns * (cw + gap), gap + rows * (ch + label + gap), QImage::Format_RGB32);
    sheet.fill(Qt::white);
    QPainter painter(&sheet);
    QFont font("DejaVu Sans");
    font.setPixelSize(12);
    painter.setFont(font);
    painter.setPen(Qt::black);
    for (std::size_t i = 0; i < frames.size(); ++i) {
        const int x = gap + static_cast<int>(i % columns) * (cw + gap);
        const int y = gap + static_cast<int>(i / columns) * (ch + label + gap);
        painter.drawImage(x, y, frames[i]);
        painter.drawText(QRect(x, y + ch, cw, label), Qt::AlignCenter, labels.value(static_cast<int>(i)));
    }
    return sheet;
}

} // namespace passband
