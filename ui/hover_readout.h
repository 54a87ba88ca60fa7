#pragma once
// What the status bar says about the pixel under the pointer, per pane (README "Readouts").
#include "image.h"

#include <QString>

namespace passband {

// "x 12, y 7: 143", "x 12, y 7: RGB (143, 20, 8)", float samples to 7 digits.
QString pixelReadout(const Image& image, int x, int y);
// The centred spectrum image's pixel (x, y) of a width x height image: its value, the
// frequency from DC, D and the period ("DC (mean)" at the centre).
QString spectrumReadout(const Image& spectrum, int x, int y, int width, int height);

} // namespace passband
