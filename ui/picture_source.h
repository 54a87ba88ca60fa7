#pragma once
// Where a pane gets the pixels it draws: made when drawn, for the part drawn, so that a large
// image is not kept a second time as a picture the size of the image (issue #47). An image
// pane asks for the whole image area-averaged to its screen pixels when zoomed out, and for
// the visible rectangle at one pixel per image pixel when zoomed in.
//
// Immutable once made: panes call it from worker threads as well as the UI thread.
#include <QImage>
#include <QRect>
#include <QSize>

#include <memory>

namespace passband {

class PictureSource {
public:
    virtual ~PictureSource() = default;
    virtual QSize size() const = 0;
    // The pixels of `area` (inside size()), one to one. Null when memory for them ran out.
    virtual QImage region(const QRect& area) const = 0;
    // The whole image, each of `screen`'s pixels the mean of the area it covers (screen_image.h).
    virtual QImage averaged(QSize screen) const = 0;
    // The whole image as one picture (an export of what is shown, a test): made on each call.
    QImage whole() const { return region(QRect(QPoint(0, 0), size())); }
};

// A picture that is already a QImage (small images, the lab's panes, tests).
class QImagePicture : public PictureSource {
public:
    explicit QImagePicture(QImage image) : image_(std::move(image)) {}
    QSize size() const override { return image_.size(); }
    QImage region(const QRect& area) const override;
    QImage averaged(QSize screen) const override;

private:
    QImage image_;
};

} // namespace passband
