#include "image.h"

#include <cmath>

namespace passband {

std::string Image::describe() const
{
    std::string kind = isColour() ? "colour" : "grey";
    if (hasAlpha())
        kind += " with alpha";
    std::string depth = maxval == 255 ? "8-bit" : maxval == 65535 ? "16-bit"
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
    grey.samples.resize(image.pixelCount() * grey.channels);
    for (std::size_t p = 0; p < image.pixelCount(); ++p) {
        const std::uint16_t* rgb = &image.samples[p * image.channels];
        const double y = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2];
        grey.samples[p * grey.channels] = static_cast<std::uint16_t>(std::lround(y));
        if (image.hasAlpha())
            grey.samples[p * grey.channels + 1] = rgb[3];
    }
    return grey;
}

} // namespace passband
