#include "spectrum_range.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <sstream>

namespace passband {

double SpectrumRange::dbFor(int width, int height) const
{
    switch (kind) {
    case Kind::Full: return 0;
    case Kind::Floor: return floorDb;
    case Kind::Auto: break;
    }
    const double pixels = std::max(1.0, double(width) * double(height));
    return std::max(20.0, kAutoFloorDb + 10 * std::log10(pixels / (512.0 * 512.0)));
}

double SpectrumRange::floorOf(double lowest, double highest, int width, int height) const
{
    const double dB = dbFor(width, height);
    if (!(dB > 0) || !(highest > lowest))
        return lowest;
    // log(1 + |F| 10^(-dB/20)) for the peak's |F| = exp(S) - 1.
    const double peak = std::expm1(highest);
    return std::max(lowest, std::log1p(peak * std::pow(10.0, -dB / 20.0)));
}

std::string SpectrumRange::name() const
{
    if (kind == Kind::Auto)
        return "auto";
    if (kind == Kind::Full)
        return "full";
    std::ostringstream s;
    s << floorDb;
    return s.str();
}

std::string SpectrumRange::describe(int width, int height) const
{
    if (kind == Kind::Full)
        return "full range";
    std::ostringstream s;
    s << "down to " << std::lround(dbFor(width, height)) << " dB below the peak";
    return s.str();
}

std::string SpectrumRange::validate() const
{
    if (kind == Kind::Floor && !(floorDb > 0 && floorDb <= kMaxSpectrumFloorDb))
        return "a spectrum floor is auto, full or a number of dB above 0, at most " +
               std::to_string(int(kMaxSpectrumFloorDb));
    return {};
}

bool parseSpectrumRange(const std::string& text, SpectrumRange* range)
{
    if (text == "auto") {
        *range = SpectrumRange{};
        return true;
    }
    if (text == "full") {
        *range = SpectrumRange::full();
        return true;
    }
    char* end = nullptr;
    const double dB = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size())
        return false;
    const SpectrumRange floor = SpectrumRange::floor(dB);
    if (!floor.validate().empty())
        return false;
    *range = floor;
    return true;
}

} // namespace passband
