#pragma once
// One pane of the side-by-side view (README "Filters side by side"): the filter on show with
// its shape (and Butterworth order) replaced and its cutoff radii scaled, so that two to four
// panes compare shapes, orders and radii while the one slider moves them all.
#include "filter.h"

#include <algorithm>
#include <vector>

namespace passband {

struct FilterVariant {
    static constexpr double kMinScale = 0.25, kMaxScale = 4.0;
    FilterShape shape = FilterShape::Ideal;
    int order = 2;            // for a Butterworth shape
    double radiusScale = 1.0; // each cutoff radius times this
    bool operator==(const FilterVariant& o) const
    {
        return shape == o.shape && order == o.order && radiusScale == o.radiusScale;
    }
};

// `base` as the variant makes it.
inline FilterSettings varied(FilterSettings base, const FilterVariant& v)
{
    base.shape = v.shape;
    base.order = v.order;
    if (base.highpass)
        *base.highpass *= v.radiusScale;
    if (base.lowpass)
        *base.lowpass *= v.radiusScale;
    return base;
}

// What a lesson on ringing compares: ideal, Butterworth of order 2, Gaussian, then
// Butterworth of order 8 (the first `count`, 2 to 4).
inline std::vector<FilterVariant> defaultVariants(int count)
{
    const std::vector<FilterVariant> all{{FilterShape::Ideal, 2, 1.0},
                                         {FilterShape::Butterworth, 2, 1.0},
                                         {FilterShape::Gaussian, 2, 1.0},
                                         {FilterShape::Butterworth, 8, 1.0}};
    return std::vector<FilterVariant>(all.begin(), all.begin() + std::max(0, std::min(count, 4)));
}

} // namespace passband
