#include "image.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace passband {

std::string Image::describe() const
{
    std::string kind = isColour() ? "colour" : "grey";
    if (hasAlpha())
        kind += " with alpha";
    std::string depth = floating ? "float" : maxval == 255 ? "8-bit" : maxval == 65535 ? "16-bit"
                                                                     : "maxval " + std::to_string(maxval);
    return std::to_string(width) + "x" + std::to_string(height) + " " + kind + ", " + depth;
}

Image luminance(const Image& image)
{
    if (!image.isColour())
        return image;
    Image grey;
    grey.width = image.width;
    grey.height = image.height;
    grey.channels = image.hasAlpha() ? 2 : 1;
    grey.maxval = image.maxval;
    grey.floating = image.floating;
    grey.low = image.low;
    grey.high = image.high;
    grey.metadata = image.metadata;
    const std::size_t n = image.pixelCount();
    if (image.floating) {
        grey.values.resize(n * grey.channels);
        for (std::size_t p = 0; p < n; ++p) {
            const float* rgb = &image.values[p * image.channels];
            grey.values[p * grey.channels] = static_cast<float>(0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]);
            if (image.hasAlpha())
                grey.values[p * grey.channels + 1] = rgb[3];
        }
        return grey;
    }
    grey.samples.resize(n * grey.channels, grey.maxval);
    for (std::size_t p = 0; p < n; ++p) {
        const std::size_t at = p * image.channels;
        const double y = 0.299 * image.samples[at] + 0.587 * image.samples[at + 1] + 0.114 * image.samples[at + 2];
        grey.samples[p * grey.channels] = static_cast<std::uint16_t>(std::lround(y));
        if (image.hasAlpha())
            grey.samples[p * grey.channels + 1] = image.samples[at + 3];
    }
    return grey;
}

Image toFloat(const Image& image)
{
    if (image.floating)
        return image;
    Image out;
    out.width = image.width;
    out.height = image.height;
    out.channels = image.channels;
    out.maxval = image.maxval;
    out.floating = true;
    out.low = 0;
    out.high = image.maxval;
    out.metadata = image.metadata;
    out.values.assign(image.samples.begin(), image.samples.end());
    if (image.hasAlpha())
        for (std::size_t p = 0; p < image.pixelCount(); ++p)
            out.values[p * image.channels + image.channels - 1] /= static_cast<float>(image.maxval);
    return out;
}

Image toInteger(const Image& image, int maxval)
{
    if (!image.floating)
        return image;
    Image out;
    out.width = image.width;
    out.height = image.height;
    out.channels = image.channels;
    out.maxval = maxval;
    out.metadata = image.metadata;
    out.samples.resize(image.values.size(), maxval);
    const double scale = maxval / (image.high - image.low);
    const int alpha = image.hasAlpha() ? image.channels - 1 : -1;
    for (std::size_t i = 0; i < image.values.size(); ++i) {
        const bool isAlpha = static_cast<int>(i % image.channels) == alpha;
        const double y = std::floor(isAlpha ? image.values[i] * maxval + 0.5
                                            : (image.values[i] - image.low) * scale + 0.5);
        out.samples[i] = static_cast<std::uint16_t>(std::clamp(y, 0.0, static_cast<double>(maxval)));
    }
    return out;
}

std::vector<std::size_t> percentilePixels(std::size_t pixels, int colour, std::size_t samples)
{
    std::vector<std::size_t> chosen;
    if (pixels == 0)
        return chosen;
    const std::size_t step = std::max<std::size_t>(1, pixels * static_cast<std::size_t>(std::max(colour, 1)) /
                                                          std::max<std::size_t>(samples, 1));
    chosen.reserve(pixels / step + 1);
    // One pixel from each run of `step`, at a place in the run that a hash of its number picks:
    // a regular stride would beat against periodic structure (an enlarged photograph, a sensor's
    // pattern) and take the levels from a few columns.
    std::uint64_t state = 0x9e3779b97f4a7c15ull;
    for (std::size_t first = 0; first < pixels; first += step) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        chosen.push_back(std::min(pixels - 1, first + static_cast<std::size_t>((state >> 33) % step)));
    }
    return chosen;
}

std::pair<double, double> percentilesOf(std::vector<float> taken, bool floating, int maxval, double fraction)
{
    if (taken.empty())
        return {0.0, floating ? 1.0 : static_cast<double>(maxval)};
    const auto rank = [&](double q) {
        return std::min(taken.size() - 1, static_cast<std::size_t>(q * (taken.size() - 1) + 0.5));
    };
    // Integer samples by a histogram of their levels (one pass), floats by selection.
    std::vector<std::uint32_t> counts;
    if (!floating) {
        counts.assign(static_cast<std::size_t>(maxval) + 1, 0);
        for (const float v : taken)
            ++counts[std::min(counts.size() - 1, static_cast<std::size_t>(std::max(0.0f, v)))];
    }
    const auto at = [&](double q) {
        const std::size_t k = rank(q);
        if (!floating) {
            std::size_t seen = 0;
            for (std::size_t level = 0; level < counts.size(); ++level) {
                seen += counts[level];
                if (seen > k)
                    return static_cast<double>(level);
            }
            return static_cast<double>(counts.size() - 1);
        }
        std::nth_element(taken.begin(), taken.begin() + static_cast<std::ptrdiff_t>(k), taken.end());
        return static_cast<double>(taken[k]);
    };
    double lo = at(fraction), hi = at(1 - fraction);
    if (hi <= lo) { // flat: integers keep their range, floats get a little around them
        if (!floating)
            return {0.0, static_cast<double>(maxval)};
        const double pad = std::max(0.5, std::abs(lo) * 1e-3);
        lo -= pad;
        hi += pad;
    }
    return {lo, hi};
}

std::pair<double, double> percentileRange(const Image& image, double fraction, std::size_t samples)
{
    if (image.pixelCount() == 0)
        return {image.rangeLow(), image.rangeHigh()};
    const int colour = image.colourChannels();
    const std::vector<std::size_t> pixels = percentilePixels(image.pixelCount(), colour, samples);
    std::vector<float> taken;
    taken.reserve(pixels.size() * static_cast<std::size_t>(colour));
    for (const std::size_t p : pixels)
        for (int c = 0; c < colour; ++c)
            taken.push_back(image.floating ? image.values[p * image.channels + c]
                                           : static_cast<float>(image.samples[p * image.channels + c]));
    return percentilesOf(std::move(taken), image.floating, image.maxval, fraction);
}

std::string settleFloatSamples(Image& image)
{
    if (!image.floating)
        return {};
    const std::size_t n = image.pixelCount();
    const int colour = image.colourChannels();
    std::size_t replaced = 0;
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (int c = 0; c < image.channels; ++c) {
        double sum = 0;
        std::size_t finite = 0;
        for (std::size_t p = 0; p < n; ++p) {
            const float v = image.values[p * image.channels + c];
            if (std::isfinite(v)) {
                sum += v;
                ++finite;
                if (c < colour) {
                    lo = std::min<double>(lo, v);
                    hi = std::max<double>(hi, v);
                }
            }
        }
        if (finite == n)
            continue;
        const float fill = finite ? static_cast<float>(sum / static_cast<double>(finite)) : 0.0f;
        for (std::size_t p = 0; p < n; ++p) {
            float& v = image.values[p * image.channels + c];
            if (!std::isfinite(v)) {
                v = fill;
                ++replaced;
            }
        }
    }
    if (!(lo <= hi)) // no finite colour sample at all
        lo = hi = 0;
    for (float& v : image.values) {
        // Subnormal values become 0, as OpenCL devices and cfitsio take them: the same data
        // everywhere it goes.
        if (v != 0 && std::abs(v) < std::numeric_limits<float>::min())
            v = 0;
        if (std::abs(v) > kMaxFloatSample) {
            char text[160];
            std::snprintf(text, sizeof text, "a sample is %g; Passband filters float samples up to %g in magnitude",
                          static_cast<double>(v), kMaxFloatSample);
            return text;
        }
    }
    lo = std::abs(lo) < std::numeric_limits<float>::min() ? 0 : lo;
    hi = std::abs(hi) < std::numeric_limits<float>::min() ? 0 : hi;
    if (lo == hi) { // a constant image still gets a range to be shown in
        const double pad = std::max(0.5, std::abs(lo) * 1e-3);
        lo -= pad;
        hi += pad;
    }
    image.low = lo;
    image.high = hi;
    if (replaced)
        image.metadata.notes.push_back(std::to_string(replaced) + " NaN or infinite sample" +
                                       (replaced == 1 ? " was" : "s were") +
                                       " set to the mean of the finite samples of their channel");
    return {};
}

} // namespace passband
