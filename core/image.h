#pragma once
// An image as Passband filters it: 1 to 4 interleaved channels of samples, either integers in
// 0..maxval (8- and 16-bit data, and fewer bits such as 12) or 32-bit floats (everything else:
// float data, 32-bit and signed integers, FITS), with what the file said about it.
#include "samples.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace passband {

// Pixel count above which an image is refused before anything is allocated (16384 x 16384).
constexpr std::uint64_t kMaxPixels = 1ull << 28;

// What a file says about its image beyond the samples, carried from input to output.
struct ImageMetadata {
    double xDpi = 0, yDpi = 0;            // pixels per inch; 0 when the file gives none
    std::vector<std::uint8_t> iccProfile; // the colour profile, as the file stores it
    std::string source;                   // how the file stored the samples: "32-bit float TIFF"
    int page = 1, pages = 1;              // which page or image of a multi-image file
    std::vector<std::string> notes;       // what the reader forgave or changed, one line each
};

struct Image {
    int width = 0;
    int height = 0;
    int channels = 0;   // 1 grey, 2 grey + alpha, 3 RGB, 4 RGBA
    int maxval = 255;   // integer images: 1..65535; samples above 255 need 16 bits
    Samples samples; // integer images: row-major, channels interleaved (one byte each while they fit)
    // Float images (isFloat()): the samples as values, laid out as `samples`, all finite;
    // alpha, when there is one, runs from 0 (transparent) to 1.
    // `low`..`high` is the range they are shown in and written to integer formats in (the
    // original's finite minimum and maximum; the filtered image keeps its original's).
    std::vector<float> values;
    bool floating = false;
    double low = 0, high = 1;
    ImageMetadata metadata;

    bool isFloat() const { return floating; }
    bool hasAlpha() const { return channels == 2 || channels == 4; }
    int colourChannels() const { return hasAlpha() ? channels - 1 : channels; }
    bool isColour() const { return colourChannels() == 3; }
    bool sixteenBit() const { return !floating && maxval > 255; }
    std::size_t pixelCount() const { return static_cast<std::size_t>(width) * height; }
    std::size_t sampleCount() const { return pixelCount() * static_cast<std::size_t>(channels); }
    std::uint16_t at(int x, int y, int c) const
    {
        return samples[(static_cast<std::size_t>(y) * width + x) * channels + c];
    }
    // The sample as a number, for either kind.
    double value(int x, int y, int c) const
    {
        const std::size_t i = (static_cast<std::size_t>(y) * width + x) * channels + c;
        return floating ? static_cast<double>(values[i]) : static_cast<double>(samples[i]);
    }
    // The lowest and highest value a sample is meant to take: 0..maxval, or low..high.
    double rangeLow() const { return floating ? low : 0.0; }
    double rangeHigh() const { return floating ? high : static_cast<double>(maxval); }
    // "512x512 grey, 8-bit" and the like.
    std::string describe() const;
};

// Y = 0.299 R + 0.587 G + 0.114 B, rounded for integer images, at the same maxval or range;
// alpha is kept. Grey images come back unchanged.
Image luminance(const Image& image);

// The same image with float samples (exact: every 16-bit integer is a float), low..high
// 0..maxval, alpha scaled to 0..1.
Image toFloat(const Image& image);

// A float image as integers in 0..maxval: low..high mapped linearly onto 0..maxval, rounded,
// values outside clipped; alpha 0..1 onto 0..maxval. Integer
// images come back unchanged.
Image toInteger(const Image& image, int maxval);

// The `fraction` and 1 - `fraction` quantiles of an image's colour samples (from a sample of
// about `samples` of them, one pixel from each run of pixels at a pseudo-random place in it): a display range that a few extreme values do not set. When they
// are equal: a float image's widened like low..high, an integer image's 0..maxval.
std::pair<double, double> percentileRange(const Image& image, double fraction, std::size_t samples = 1000000);
// The window's automatic contrast (README "What the panes show"): the share of samples it
// saturates, as ImageJ's "Auto" does, half at each end; and how many samples it takes the
// percentiles from, spread over the image (the same to a level or so as the whole image's, at
// a cost a drag does not notice).
constexpr double kContrastSaturation = 0.0035;
constexpr std::size_t kContrastSamples = 200000;
// Its two parts, for samples that lie elsewhere (a preview's, on the device): the pixels of a
// `pixels`-pixel image it reads, `colour` samples each; and the quantiles of the samples taken
// (integers in 0..maxval, or floats).
std::vector<std::size_t> percentilePixels(std::size_t pixels, int colour, std::size_t samples);
std::pair<double, double> percentilesOf(std::vector<float> taken, bool floating, int maxval, double fraction);

// Float samples beyond this magnitude are refused: a float FFT sums up to kMaxPixels of them.
constexpr double kMaxFloatSample = 1e30;

// Makes a float image's samples usable: each NaN or infinite colour sample becomes the mean
// of its channel's finite samples (0 if it has none), and low..high is set to the finite
// range (widened when it is empty); subnormal values become 0; the metadata's notes count
// what was replaced. Returns
// empty, or why the image cannot be filtered (a sample beyond kMaxFloatSample).
std::string settleFloatSamples(Image& image);

} // namespace passband
