#pragma once
// Painting on a SpectrumMask (README "Masks"): a brush stamp, a rectangle or an ellipse, each
// with a soft edge, stopping (the mask falls to 1 - weight where it is higher) or passing (it
// rises to the weight), always at the mirror position too, so the mask stays symmetric
// through DC and the result real.
#include "filter.h"

#include <QRectF>

namespace passband {

enum class MaskShape { Brush, Rectangle, Ellipse };

struct MaskStroke {
    MaskShape shape = MaskShape::Brush;
    bool pass = false;
    double radius = 6; // the brush's, in spectrum pixels
    double soft = 2;   // the edge's width, in spectrum pixels (0: hard)
};

// A disc of the stroke's radius at `centre` (the spectrum image's pixel coordinates, pixel
// (x, y) covering x..x+1), and at its mirror.
void stampBrush(SpectrumMask& mask, QPointF centre, const MaskStroke& stroke);
// The rectangle or the ellipse inscribed in `area`, and its mirror.
void paintShape(SpectrumMask& mask, QRectF area, const MaskStroke& stroke);
// A mask passing everything, of the given size.
SpectrumMask passingMask(int width, int height);

} // namespace passband
