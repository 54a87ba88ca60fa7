#pragma once
// An Image as a pane shows it (ui/picture_source.h): the pixels of the part drawn converted when
// drawn, so that the window holds a large image and its result once each, as samples, and
// never also as pictures of their size.
#include "engine.h"
#include "image.h"
#include "picture_source.h"

#include <memory>

namespace passband {

class ImagePicture : public PictureSource {
public:
    // toQImage(*image), or with shown.ranged toQImage(*image, shown.low, shown.high).
    explicit ImagePicture(std::shared_ptr<const Image> image, ShownLevels shown = {});
    static std::shared_ptr<const PictureSource> of(std::shared_ptr<const Image> image, ShownLevels shown = {});

    QSize size() const override;
    QImage region(const QRect& area) const override;
    QImage averaged(QSize screen) const override;

private:
    std::shared_ptr<const Image> image_;
    ShownLevels shown_;
};

} // namespace passband
