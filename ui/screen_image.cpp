#include "screen_image.h"

#include "area_average.h"

#include <array>

namespace passband {

namespace {

template <typename Sample>
QImage averaged(const QImage& image, int channels, double full, QImage::Format format, QSize size)
{
    QImage out(size, format);
    if (out.isNull())
        return {};
    SampleGrid<Sample> grid;
    grid.data = reinterpret_cast<const Sample*>(image.constBits());
    grid.cellsX = grid.width = image.width();
    grid.cellsY = grid.height = image.height();
    grid.channels = channels;
    grid.rowStride = static_cast<std::size_t>(image.bytesPerLine()) / sizeof(Sample);
    std::array<DisplayTransfer, 4> transfers;
    transfers.fill(DisplayTransfer{0, full});
    areaAverage(grid, transfers.data(), size.width(), size.height(), out.bits(),
                static_cast<std::size_t>(out.bytesPerLine()));
    return out;
}

} // namespace

QImage areaAveraged(const QImage& image, QSize size)
{
    if (image.isNull() || size.isEmpty())
        return {};
    switch (image.format()) {
    case QImage::Format_Grayscale8:
        return averaged<quint8>(image, 1, 255, QImage::Format_Grayscale8, size);
    case QImage::Format_Grayscale16:
        return averaged<quint16>(image, 1, 65535, QImage::Format_Grayscale8, size);
    case QImage::Format_RGB888:
        return averaged<quint8>(image, 3, 255, QImage::Format_RGB888, size);
    case QImage::Format_RGBX8888:
    case QImage::Format_RGBA8888_Premultiplied:
    case QImage::Format_RGB32:
    case QImage::Format_ARGB32_Premultiplied:
        return averaged<quint8>(image, 4, 255, image.format(), size);
    case QImage::Format_RGBX64:
        return averaged<quint16>(image, 4, 65535, QImage::Format_RGBX8888, size);
    case QImage::Format_RGBA64_Premultiplied:
        return averaged<quint16>(image, 4, 65535, QImage::Format_RGBA8888_Premultiplied, size);
    case QImage::Format_RGBA64: // straight alpha: averaged premultiplied, as a viewer blends
        return areaAveraged(image.convertToFormat(QImage::Format_RGBA64_Premultiplied), size);
    default:
        return areaAveraged(image.convertToFormat(image.hasAlphaChannel() ? QImage::Format_ARGB32_Premultiplied
                                                                          : QImage::Format_RGB32),
                            size);
    }
}

} // namespace passband
