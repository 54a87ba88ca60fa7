#pragma once
// What the window says about a cutoff, a filter or a test pattern, in the user's
// language. The engine's own describe() texts (core/, Qt-free) stay English for files'
// metadata, presets and the command line; these say the same words, translated (in English
// they are the engine's texts exactly).
#include "filter.h"
#include "image.h"
#include "patterns.h"
#include "spectrum_range.h"

#include <QCoreApplication>
#include <QString>

namespace passband {

class Descriptions {
    Q_DECLARE_TR_FUNCTIONS(Descriptions)

public:
    static QString cutoff(double radius, int width, int height);     // "R = 32 px: 0.125 cycles/px, ..."
    static QString filter(const FilterSettings& settings);           // "high-pass 12, low-pass 90, butterworth order 2, ..."
    static QString brief(const FilterSettings& settings);            // "High-pass 12, low-pass 90, butterworth order 2, notches: 2" (for a caption)
    static QString edges(const EdgeSettings& edges);                 // "mirror", "tukey 0.5"
    // "down to 117 dB below the peak", "full range", for a width x height image.
    static QString spectrumRange(const SpectrumRange& range, int width, int height);
    static QString shape(FilterShape shape);                         // "ideal", "gaussian", "butterworth"
    static QString pattern(const PatternSpec& spec);                 // "grating 512x512, 16 x 8 cycles"
};

} // namespace passband
