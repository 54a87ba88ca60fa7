#pragma once
// An image as Passband filters it: 1 to 4 interleaved channels of samples in 0..maxval.
#include <cstdint>
#include <string>
#include <vector>

namespace passband {

// Pixel count above which an image is refused before anything is allocated (16384 x 16384).
constexpr std::uint64_t kMaxPixels = 1ull << 28;

struct Image {
    int width = 0;
    int height = 0;
    int channels = 0;   // 1 grey, 2 grey + alpha, 3 RGB, 4 RGBA
    int maxval = 255;   // 1..65535; samples above 255 need 16 bits
    std::vector<std::uint16_t> samples; // row-major, channels interleaved

    bool hasAlpha() const { return channels == 2 || channels == 4; }
    int colourChannels() const { return hasAlpha() ? channels - 1 : channels; }
    bool isColour() const { return colourChannels() == 3; }
    bool sixteenBit() const { return maxval > 255; }
    std::size_t pixelCount() const { return static_cast<std::size_t>(width) * height; }
    std::uint16_t at(int x, int y, int c) const
    {
        return samples[(static_cast<std::size_t>(y) * width + x) * channels + c];
    }
    // "512x512 grey, 8-bit" and the like.
    std::string describe() const;
};

// Y = 0.299 R + 0.587 G + 0.114 B, rounded, at the same maxval; alpha is kept. Grey images
// come back unchanged.
Image luminance(const Image& image);

} // namespace passband
