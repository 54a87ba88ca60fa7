#include "spectrum_peaks.h"

#include <algorithm>
#include <cstdlib>

namespace passband {

std::vector<SpectrumPeak> isolatedPeaks(const Image& spectrum, int maxPeaks)
{
    std::vector<SpectrumPeak> found;
    const int w = spectrum.width, h = spectrum.height;
    if (w < 7 || h < 7 || spectrum.channels < 1 || spectrum.isFloat())
        return found;
    const int step = spectrum.channels;
    const auto at = [&](int x, int y) { return int(spectrum.samples[(std::size_t(y) * w + x) * step]); };
    const int cx = w / 2, cy = h / 2;
    for (int y = 3; y < h - 3; ++y) {
        for (int x = 3; x < w - 3; ++x) {
            const int v = at(x, y);
            // Two bins of the ring first: nearly every bin fails here, with two reads.
            if (v - at(x + 2, y) < kMinPeakProminence || v - at(x, y + 2) < kMinPeakProminence)
                continue;
            // The brightest of its 3 x 3 block; of equal neighbours, the first in raster order.
            bool top = true;
            for (int dy = -1; dy <= 1 && top; ++dy)
                for (int dx = -1; dx <= 1 && top; ++dx) {
                    const int n = at(x + dx, y + dy);
                    const bool before = dy < 0 || (dy == 0 && dx < 0);
                    if (n > v || (before && n == v))
                        top = false;
                }
            if (!top || (std::abs(x - cx) <= 3 && std::abs(y - cy) <= 3))
                continue;
            int around = 0; // the brightest bin two or three bins away
            for (int dy = -3; dy <= 3; ++dy)
                for (int dx = -3; dx <= 3; ++dx)
                    if (std::max(std::abs(dx), std::abs(dy)) >= 2)
                        around = std::max(around, at(x + dx, y + dy));
            if (v - around < kMinPeakProminence)
                continue;
            if (int(found.size()) == kMaxPeakCandidates)
                return {};
            found.push_back({x, y, v - around});
        }
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const SpectrumPeak& a, const SpectrumPeak& b) { return a.prominence > b.prominence; });
    if (int(found.size()) > maxPeaks)
        found.resize(std::size_t(std::max(0, maxPeaks)));
    return found;
}

} // namespace passband
