#pragma once
// One colour per part of the filter, everywhere it is drawn or named: the spectrum pane's
// circles and wedges, the radial plot's markers, the panel's labels and readouts. Chosen to
// read on the dark spectrum and on the plot's light background alike.
#include <QColor>

namespace passband::style {

inline QColor highpass() { return QColor(30, 144, 255); } // blue
inline QColor lowpass() { return QColor(255, 140, 0); }   // orange
inline QColor notch() { return QColor(255, 215, 0); }     // yellow
inline QColor wedge() { return QColor(220, 80, 220); }    // magenta

} // namespace passband::style
