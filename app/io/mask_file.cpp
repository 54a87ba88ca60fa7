#include "mask_file.h"

#include "errors.h"
#include "image_io.h"
#include "image.h"

#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QSaveFile>

#include <cmath>

namespace passband {

std::shared_ptr<const SpectrumMask> loadMask(const QString& path, int width, int height)
{
    const QString name = QFileInfo(path).fileName();
    if (!QFileInfo(path).isFile()) // not a directory, a FIFO or a device that would block
        throw Error(name.toStdString() + ": cannot read the mask (no such file)");
    QImageReader reader(path);
    reader.setAllocationLimit(1024); // MiB
    // The size first, from the header: a mask is one plane of at most Passband's image limit,
    // and of the image's size where that is known.
    const QSize size = reader.size();
    if (size.isValid() && (static_cast<std::uint64_t>(size.width()) * size.height() > kMaxPixels))
        throw Error(name.toStdString() + ": the mask is " + std::to_string(size.width()) + "x" +
                    std::to_string(size.height()) + ", more than Passband's limit of " + std::to_string(kMaxPixels) +
                    " pixels");
    if (size.isValid() && width > 0 && (size.width() != width || size.height() != height))
        throw Error(name.toStdString() + ": the mask is " + std::to_string(size.width()) + "x" +
                    std::to_string(size.height()) + ", but the image is " + std::to_string(width) + "x" +
                    std::to_string(height) + ": a mask is made for one image size");
    QImage image = reader.read();
    if (image.isNull())
        throw Error(name.toStdString() + ": cannot read the mask (" + reader.errorString().toStdString() + ")");
    if (!image.isGrayscale())
        throw Error(name.toStdString() + ": a mask is a grey image (0 stops, white passes), not a colour one");
    // Grey with transparency: the alpha would be dropped without a word, and an editor's
    // transparent strokes may be what was meant to stop or pass.
    if (image.hasAlphaChannel()) {
        const QImage alpha = image.convertToFormat(QImage::Format_Alpha8);
        for (int y = 0; y < alpha.height(); ++y) {
            const uchar* row = alpha.constScanLine(y);
            for (int x = 0; x < alpha.width(); ++x)
                if (row[x] != 255)
                    throw Error(name.toStdString() + ": a mask is a grey image without transparency (0 stops, white "
                                "passes); this one has transparent pixels");
        }
    }
    if (width > 0 && (image.width() != width || image.height() != height))
        throw Error(name.toStdString() + ": the mask is " + std::to_string(image.width()) + "x" +
                    std::to_string(image.height()) + ", but the image is " + std::to_string(width) + "x" +
                    std::to_string(height) + ": a mask is made for one image size");
    image = image.convertToFormat(QImage::Format_Grayscale16);
    auto mask = std::make_shared<SpectrumMask>();
    mask->width = image.width();
    mask->height = image.height();
    mask->gains.resize(static_cast<std::size_t>(mask->width) * mask->height);
    for (int y = 0; y < mask->height; ++y) {
        const auto* row = reinterpret_cast<const quint16*>(image.constScanLine(y));
        for (int x = 0; x < mask->width; ++x)
            mask->gains[static_cast<std::size_t>(y) * mask->width + x] = row[x] / 65535.0f;
    }
    mask->hermitian();
    return mask;
}

void saveMask(const SpectrumMask& mask, const QString& path)
{
    QImage image(mask.width, mask.height, QImage::Format_Grayscale16);
    for (int y = 0; y < mask.height; ++y) {
        auto* row = reinterpret_cast<quint16*>(image.scanLine(y));
        for (int x = 0; x < mask.width; ++x)
            row[x] = static_cast<quint16>(std::lround(std::clamp(mask.at(x, y), 0.0f, 1.0f) * 65535.0f));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.flush() || !file.commit())
        throw ImageFileError("Cannot write the mask '" + path.toStdString() + "': " + file.errorString().toStdString() + ".");
}

} // namespace passband
