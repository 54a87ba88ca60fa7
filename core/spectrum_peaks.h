#pragma once
// Isolated peaks of a centred log-magnitude spectrum display: the single bright bins that
// periodic noise puts in a spectrum, which an area-averaged picture of it at fit zoom makes
// faint (one bin in a block of 16 x 16 moves the block's grey by a level or two). The
// spectrum pane marks them so that they are seen without changing how the picture is made.
#include "image.h"

#include <vector>

namespace passband {

struct SpectrumPeak {
    int x = 0, y = 0; // the bin, in the spectrum image's pixels
    int prominence = 0; // its level above the brightest bin two or three bins away
};

// A bin is an isolated peak when it is the brightest of its 3 x 3 block and at least
// kMinPeakProminence levels (of 255) brighter than every bin at a Chebyshev distance of two
// or three: a line (the cross that image edges make, a grating's row of harmonics) or a
// smooth hill (the low frequencies round the centre) is not isolated. The centre's 7 x 7
// bins are left out (DC). The most prominent `maxPeaks`, strongest first; none when more than
// kMaxPeakCandidates qualify, as in a pattern whose whole spectrum is a lattice of peaks,
// where marks would be clutter.
// The bundled photos reach 21 without noise; Add Periodic Noise at 5 % of full scale gives 39.
constexpr int kMinPeakProminence = 30;
constexpr int kMaxPeakCandidates = 64;
std::vector<SpectrumPeak> isolatedPeaks(const Image& spectrum, int maxPeaks = 16);

} // namespace passband
