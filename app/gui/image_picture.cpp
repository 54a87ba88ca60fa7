#include "image_picture.h"

#include "image_io.h"

namespace passband {

ImagePicture::ImagePicture(std::shared_ptr<const Image> image, ShownLevels shown)
    : image_(std::move(image)), shown_(shown)
{
}

std::shared_ptr<const PictureSource> ImagePicture::of(std::shared_ptr<const Image> image, ShownLevels shown)
{
    return image ? std::make_shared<ImagePicture>(std::move(image), shown) : nullptr;
}

QSize ImagePicture::size() const { return QSize(image_->width, image_->height); }

QImage ImagePicture::region(const QRect& area) const
{
    try {
        return shown_.ranged ? toQImage(*image_, shown_.low, shown_.high, area) : toQImage(*image_, area);
    } catch (const std::exception&) { // no memory for the picture: the pane draws its background
        return {};
    }
}

QImage ImagePicture::averaged(QSize screen) const
{
    return shown_.ranged ? screenImage(*image_, screen, shown_.low, shown_.high) : screenImage(*image_, screen);
}

} // namespace passband
