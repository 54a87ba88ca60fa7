#pragma once
// Cutoff sweeps for slides: one filtered image per radius over a range, written as a numbered
// series (Qt writes no animated format), each frame recording its settings.
#include "filter.h"
#include "image_io.h"
#include "image.h"

#include <QImage>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace passband {

class FilterPipeline;

struct SweepSpec {
    bool highpass = true;       // which cutoff moves; the other stays as the settings say
    double from = 0, to = 64, step = 8;
    QString directory;          // where the frames go (made if missing)
    QString baseName = "sweep"; // frames are BASE-highpass-000.EXT, -001, ...
    QString format = "png";     // any format saveImage writes
    int pngCompression = kDefaultPngCompression;
    // Where the contact sheet goes (every frame on one PNG, labelled with its radius); empty: none.
    QString contactSheet;
    // Empty when valid, else what is wrong.
    QString validate() const;
    // from, from + step, ... up to and including `to` (within a millionth of a step).
    std::vector<double> radii() const;
    QString framePath(int index) const;
};
constexpr int kMaxSweepFrames = 1000;

// A contact sheet: the frames in a grid of ceil(sqrt(n)) columns, each scaled to fit
// kSheetCell pixels (never enlarged), labelled below, kSheetGap white pixels apart.
struct ContactSheet {
    static constexpr int kSheetCell = 256;
    static constexpr int kSheetGap = 8;
    static constexpr int kSheetLabel = 20;
};
QImage contactSheet(const std::vector<QImage>& frames, const QStringList& labels);

// "A:B" or "A:B:S" (step 1 by default) into spec's range; false when malformed.
bool parseSweepRange(const QString& text, SweepSpec& spec);

// Filters the pipeline's image at every radius and writes each frame; `progress(index,
// count, path, radius)` after each. Each frame is written whole (or not at all); on an
// error the frames before it stay. Throws Error.
void runSweep(FilterPipeline& pipeline, const FilterSettings& base, const SweepSpec& spec, const QString& version,
              const std::function<void(int, int, const QString&, double)>& progress);

} // namespace passband
