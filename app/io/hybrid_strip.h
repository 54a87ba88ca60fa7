#pragma once
// A hybrid image as it reads from further and further away (README "Lab"): drawn by the window's
// lab and by `passband hybrid --strip` alike.
#include <QImage>
#include <QSize>

namespace passband {

// The image at 1, 1/2, 1/4 and 1/8 of its size (area-averaged), bottom-aligned left to right,
// kStripGap white pixels apart: a hybrid as it reads from further and further away.
constexpr int kStripGap = 8;
QImage distanceStrip(const QImage& image);
// The strip's size for an image of `size`, without making it.
QSize distanceStripSize(QSize size);

} // namespace passband
