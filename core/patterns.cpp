#include "patterns.h"

#include "errors.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace passband {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr int kMaxPatternSide = 16384;

std::uint16_t clampedSample(double value, int maxval)
{
    return static_cast<std::uint16_t>(std::clamp(std::lround(value), 0l, static_cast<long>(maxval)));
}

// cos(2 pi (u x / W + v y / H)) with the phase reduced in whole cycles first, so large
// frequencies and sizes keep full precision.
double wave(double u, double v, int x, int y, int width, int height)
{
    const double cycles = u * x / width + v * y / height;
    return std::cos(2 * kPi * (cycles - std::floor(cycles)));
}

} // namespace

std::string PatternSpec::validate() const
{
    if (width < 1 || height < 1 || width > kMaxPatternSide || height > kMaxPatternSide)
        return "a pattern is 1 to " + std::to_string(kMaxPatternSide) + " pixels on a side";
    if ((kind == PatternKind::Grating || kind == PatternKind::Bars) &&
        (!std::isfinite(u) || !std::isfinite(v) || std::abs(u) > 1e6 || std::abs(v) > 1e6))
        return "a grating's frequency must be two numbers of cycles per image";
    if (kind == PatternKind::Checkerboard && (square < 1 || square > kMaxPatternSide))
        return "a checkerboard's squares are 1 to " + std::to_string(kMaxPatternSide) + " pixels";
    return {};
}

std::string PatternSpec::describe() const
{
    std::ostringstream s;
    s << patternName(kind) << " " << width << "x" << height;
    if (kind == PatternKind::Grating || kind == PatternKind::Bars)
        s << ", " << u << " x " << v << " cycles";
    if (kind == PatternKind::Checkerboard)
        s << ", " << square << " px squares";
    return s.str();
}

Image makePattern(const PatternSpec& spec)
{
    if (const std::string problem = spec.validate(); !problem.empty())
        throw Error("Invalid test pattern: " + problem + ".");
    Image image;
    image.width = spec.width;
    image.height = spec.height;
    image.channels = 1;
    image.maxval = 255;
    image.samples.resize(image.pixelCount(), image.maxval);
    const double scale = std::max(spec.width, spec.height);
    for (int y = 0; y < spec.height; ++y)
        for (int x = 0; x < spec.width; ++x) {
            double value = 0;
            switch (spec.kind) {
            case PatternKind::Grating:
                value = 127.5 + 127.5 * wave(spec.u, spec.v, x, y, spec.width, spec.height);
                break;
            case PatternKind::Bars:
                value = wave(spec.u, spec.v, x, y, spec.width, spec.height) >= 0 ? 255 : 0;
                break;
            case PatternKind::Checkerboard:
                value = ((x / spec.square + y / spec.square) % 2) ? 255 : 0;
                break;
            case PatternKind::ZonePlate: {
                const double dx = x - spec.width / 2, dy = y - spec.height / 2;
                const double half = (dx * dx + dy * dy) / (2 * scale); // cycles: r^2 / 2 max(W, H)
                value = 127.5 + 127.5 * std::cos(2 * kPi * (half - std::floor(half)));
                break;
            }
            }
            image.samples[static_cast<std::size_t>(y) * spec.width + x] = clampedSample(value, 255);
        }
    return image;
}

const char* patternName(PatternKind kind)
{
    switch (kind) {
    case PatternKind::Grating: return "grating";
    case PatternKind::Bars: return "bars";
    case PatternKind::Checkerboard: return "checkerboard";
    case PatternKind::ZonePlate: return "zoneplate";
    }
    return "?";
}

std::optional<PatternKind> parsePatternKind(const std::string& name)
{
    for (PatternKind k : {PatternKind::Grating, PatternKind::Bars, PatternKind::Checkerboard, PatternKind::ZonePlate})
        if (name == patternName(k))
            return k;
    return std::nullopt;
}

std::string PeriodicNoise::validate() const
{
    if (!std::isfinite(u) || !std::isfinite(v) || std::abs(u) > 1e6 || std::abs(v) > 1e6)
        return "the noise's frequency must be two numbers of cycles per image";
    if (!std::isfinite(amplitude) || amplitude < 0 || amplitude > 1)
        return "the noise's amplitude must be 0 to 1 (a fraction of full scale)";
    return {};
}

Image addPeriodicNoise(const Image& image, const PeriodicNoise& noise)
{
    if (const std::string problem = noise.validate(); !problem.empty())
        throw Error("Invalid periodic noise: " + problem + ".");
    Image out = image;
    const int colour = image.colourChannels();
    // Full scale is 0..maxval, or low..high for float samples (which are not clipped).
    const double peak = noise.amplitude * (image.rangeHigh() - image.rangeLow());
    // Integer samples: the range widened by the noise's peak at both ends, then mapped back
    // onto 0..maxval, so that nothing clips (clipped, the stripes would stay where the image is
    // black or white after a notch pair removes the sinusoid).
    const double scale = image.isFloat() ? 1.0 : image.maxval / (image.maxval + 2 * peak);
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            const double add = peak * wave(noise.u, noise.v, x, y, image.width, image.height);
            const std::size_t pixel = (static_cast<std::size_t>(y) * image.width + x) * image.channels;
            for (int c = 0; c < colour; ++c) {
                if (image.isFloat())
                    out.values[pixel + c] = static_cast<float>(image.values[pixel + c] + add);
                else
                    out.samples[pixel + c] = clampedSample((image.samples[pixel + c] + peak + add) * scale, image.maxval);
            }
        }
    return out;
}

} // namespace passband
