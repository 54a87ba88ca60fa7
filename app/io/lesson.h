#pragma once
// Lessons (README "Lessons"): a title, the sources whose exercises it follows, and a sequence
// of steps played in presentation mode with Page Down and Page Up. Each step opens an image (a
// bundled sample, a file beside the lesson, a test pattern or the live camera), sets a filter
// (a preset's JSON object) or a lab mode with its settings, shows some of the panes, may hold
// one back until the next key ("predict, then reveal") and says a caption of a few lines: with
// a pane held back the caption asks, and its "answer" replaces it at the reveal.
// Reading checks everything before anything is shown; writing appends a step to the file.
#include "filter.h"
#include "lab_settings.h"
#include "patterns.h"
#include "spectrum_range.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace passband {

constexpr qint64 kMaxLessonBytes = 1 << 20; // a lesson file larger than this is refused unread
constexpr int kMaxLessonSteps = 200;
constexpr int kMaxLessonPatternSide = 4096; // a test pattern's width and height

enum class LessonPane { Original, Spectrum, Result };

struct LessonStep {
    enum class Source { Image, Pattern, Camera };
    Source source = Source::Image;
    QString image;       // the path opened: ":/samples/NAME" for "sample:NAME", else absolute
    QString imageText;   // as the file says it ("sample:astronaut.png", "noisy.png")
    PatternSpec pattern; // Source::Pattern
    std::optional<PeriodicNoise> noise;  // added to the image (Image > Add Periodic Noise)
    FilterSettings filter;               // the filter (none if not given)
    std::optional<LabSettings> lab;      // a lab mode on show instead of the filter's panes
    QString second;                      // the lab's B: a path as for `image` (Mix, Hybrid); else empty
    std::vector<LessonPane> panes{LessonPane::Original, LessonPane::Spectrum, LessonPane::Result};
    std::optional<LessonPane> predict;   // held back, with a question, until the next key
    QString caption;                     // lines separated by '\n'; while a pane is held back, the question
    QString answer;                      // shown instead of the caption once the pane is revealed (predict only)
    bool rings = true;                   // the spectrum's isolated peaks ringed (false where they would answer)
    SpectrumRange spectrumFloor;         // how far below its peak the spectrum is shown (auto unless given)
};

struct Lesson {
    QString title;
    QStringList sources;
    std::vector<LessonStep> steps;
};

const char* lessonPaneName(LessonPane pane); // "original", "spectrum", "result"

// Parses a lesson; throws Error as one line naming `source` and what is wrong (the step's
// number and key where it is in a step). Images are looked for in `directory`.
Lesson parseLesson(const QByteArray& json, const QString& source, const QString& directory);
// Reads a lesson file (also ":/lessons/..."); throws Error as parseLesson does.
Lesson loadLesson(const QString& path);
// A step as the lesson format writes it (images relative to `directory`, ".." included).
QByteArray lessonStepJson(const LessonStep& step, const QString& directory);
// Appends `step` to the lesson file at `path` (a new lesson titled after the file when there
// is none), atomically; throws Error (unreadable, malformed or full) or ImageFileError.
void appendLessonStep(const QString& path, const LessonStep& step);

// The lessons built into the binary, by file name (":/lessons/01-....json").
QStringList bundledLessons();

} // namespace passband
