#pragma once
// Image files: Netpbm through core's strict reader and writer, everything else through Qt's
// image plugins. The format is chosen by the file's first bytes when reading and by the
// extension when writing. Every write goes through QSaveFile, so a failure leaves any
// existing file untouched and no partial file behind.
#include "errors.h"
#include "image.h"

#include <QIODevice>
#include <QImage>
#include <QString>
#include <QStringList>

namespace passband {

class ImageFileError : public Error {
public:
    using Error::Error;
};

// Throws ImageFileError naming the file and the reason.
Image loadImage(const QString& path);

// zlib level for PNG files: 1, zlib's fastest, as OpenCV writes PNG. On a 12-megapixel
// photograph it encodes about 5 times faster than zlib's default 6 for files about a fifth
// larger (docs/performance.md); --png-compression chooses another.
constexpr int kDefaultPngCompression = 1;

// The same from an open device (a file, a QBuffer); `name` is used in messages. The format
// comes from the first bytes. A size above kMaxPixels is refused before decoding, and Qt's
// decoders are held to an allocation limit.
Image decodeImage(QIODevice& device, const QString& name);

// Writes by the extension: .pgm (P5; a colour image is stored as its luminance), .ppm (P6),
// .png (8- or 16-bit like the image) and any other format Qt can write. `description` goes
// into the file's metadata where the format has room. Anything the format could not keep
// (colour in a PGM, alpha in a Netpbm file) is added to `notes`. A PNG is deflated at zlib
// level `pngCompression` (0 none .. 9 smallest). Throws ImageFileError.
void saveImage(const Image& image, const QString& path, const QString& description, QStringList* notes,
               int pngCompression = kDefaultPngCompression);

// The image as Qt holds it: 8 bits per sample for maxval <= 255, else 16 (scaled to the full
// range when maxval is not 255 or 65535). Grey with alpha becomes RGBA.
QImage toQImage(const Image& image);

// Lower-case extensions saveImage() accepts.
QStringList writableFormats();

} // namespace passband
