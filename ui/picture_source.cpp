#include "picture_source.h"

#include "screen_image.h"

namespace passband {

QImage QImagePicture::region(const QRect& area) const
{
    return area == image_.rect() ? image_ : image_.copy(area); // the whole one shared, not copied
}

QImage QImagePicture::averaged(QSize screen) const
{
    return areaAveraged(image_, screen);
}

} // namespace passband
