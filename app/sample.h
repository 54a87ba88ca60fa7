#pragma once
// The sample images bundled into the binary (resources/, Qt resource system).
#include <QImage>
#include <QString>

namespace passband {

// ":/samples/astronaut.png", the image opened when no file is given.
QString defaultSamplePath();

// A grey image as row-major floats in 0..255 (luminance for colour images).
struct GreyImage {
    int width = 0;
    int height = 0;
    std::vector<float> pixels;
};
GreyImage toGrey(const QImage& image);

} // namespace passband
