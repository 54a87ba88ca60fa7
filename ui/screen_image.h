#pragma once
// An image as the screen shows it at fewer pixels than it has (README "What the panes show"):
// each pixel the mean of the image area it covers, as an image viewer downsamples, never the
// image's pixels skipped over (which aliases: moiré where the image has fine detail).
#include <QImage>
#include <QSize>

namespace passband {

// `image` area-averaged to `size` (any format; 8 bits per sample come back: grey stays grey,
// colour keeps its channel order, alpha is averaged premultiplied). Null for a null image or an
// empty size.
QImage areaAveraged(const QImage& image, QSize size);

} // namespace passband
