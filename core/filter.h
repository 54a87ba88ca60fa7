#pragma once
// The filter Passband applies, exactly as documented in README.md ("The filter").
#include <optional>
#include <string>

namespace passband {

enum class FilterShape { Ideal, Gaussian, Butterworth };
enum class OutputMapping { Auto, Clamp, Normalize, Magnitude };

struct FilterSettings {
    std::optional<double> highpass; // radius R: passes D >= R; off when absent or 0
    std::optional<double> lowpass;  // radius R: passes D < R; off when absent (0 passes
                                    // nothing, or only DC for the smooth shapes)
    FilterShape shape = FilterShape::Ideal;
    int order = 2;                  // Butterworth order n
    OutputMapping mapping = OutputMapping::Auto;

    bool highpassActive() const { return highpass && *highpass > 0; }
    bool lowpassActive() const { return lowpass.has_value(); }
    // Auto is magnitude when a high-pass is active, else clamp.
    OutputMapping effectiveMapping() const;
    // The filter's gain H at radius d (spectrum pixels from DC), in double precision: for
    // drawing and analysis on the host (the device computes its own).
    double gain(double d) const;
    // Empty when the settings are valid, else what is wrong, as one sentence.
    std::string validate() const;
    // "high-pass 64, ideal, magnitude" and the like, for provenance and messages.
    std::string describe() const;
};

constexpr int kMaxButterworthOrder = 64;

const char* shapeName(FilterShape shape);
const char* mappingName(OutputMapping mapping);
std::optional<FilterShape> parseShape(const std::string& name);
std::optional<OutputMapping> parseMapping(const std::string& name);

} // namespace passband
