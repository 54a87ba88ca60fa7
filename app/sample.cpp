#include "sample.h"

namespace passband {

QString defaultSamplePath() { return QStringLiteral(":/samples/astronaut.png"); }

GreyImage toGrey(const QImage& image)
{
    const QImage grey = image.convertToFormat(QImage::Format_Grayscale8);
    GreyImage out;
    out.width = grey.width();
    out.height = grey.height();
    out.pixels.resize(static_cast<std::size_t>(out.width) * out.height);
    for (int y = 0; y < out.height; ++y) {
        const uchar* line = grey.constScanLine(y);
        for (int x = 0; x < out.width; ++x)
            out.pixels[static_cast<std::size_t>(y) * out.width + x] = line[x];
    }
    return out;
}

} // namespace passband
