#include "hybrid_strip.h"

#include <QPainter>

#include <algorithm>

namespace passband {

QSize distanceStripSize(QSize size)
{
    int width = 0;
    for (int k = 0; k < 4; ++k)
        width += std::max(1, size.width() >> k) + (k ? kStripGap : 0);
    return QSize(width, size.height());
}

QImage distanceStrip(const QImage& image)
{
    QImage out(distanceStripSize(image.size()), QImage::Format_RGB32);
    out.fill(Qt::white);
    QPainter painter(&out);
    int x = 0;
    for (int k = 0; k < 4; ++k) {
        const QImage copy = k == 0 ? image
                                   : image.scaled(std::max(1, image.width() >> k), std::max(1, image.height() >> k),
                                                  Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        painter.drawImage(x, image.height() - copy.height(), copy);
        x += copy.width() + kStripGap;
    }
    return out;
}

} // namespace passband
