#pragma once
// Image files: each format through its reader and writer in image_formats.h's table (ours for
// Netpbm, TIFF, FITS and TGA), the rest through Qt's image plugins. The format is chosen by the
// file's first bytes when reading and by the extension when writing. Every write goes through
// QSaveFile, so a failure leaves any existing file untouched and no partial file behind.
#include "errors.h"
#include "image.h"
#include "area_average.h" // ScreenPixels
#include "image_formats.h" // writableFormats(), keepsFloatSamples()

#include <atomic>
#include <exception>
#include <functional>

#include <QIODevice>

#include <QImage>
#include <QString>
#include <QStringList>

namespace passband {

class ImageFileError : public Error {
public:
    using Error::Error;
};

// Throws ImageFileError naming the file and the reason. `page` (1 = the first) picks a page of
// a multi-page TIFF; other files have only page 1. The image's metadata says what the file
// held (resolution, ICC profile, pages, how samples were stored) and what was forgiven.
// `stop`, where given, is asked before each read from the file: once it says true the reads
// fail, the decoder gives up, and loadImage() throws, whatever the decoder made of what it had
// read (an open cancelled while a large file is read).
Image loadImage(const QString& path, int page = 1, std::function<bool()> stop = {});

// zlib level for PNG files: 1, zlib's fastest, as OpenCV writes PNG. On a 12-megapixel
// photograph it encodes about 5 times faster than zlib's default 6 for files about a fifth
// larger (docs/performance.md); --png-compression chooses another.
constexpr int kDefaultPngCompression = 1;

// The same from an open device (a file, a QBuffer); `name` is used in messages. The format
// comes from the first bytes. A size above kMaxPixels is refused before decoding, and Qt's
// decoders are held to an allocation limit.
//
// Formats by their first bytes (the table's signatures): TIFF through libtiff, FITS through
// cfitsio, Netpbm (PBM, PGM, PPM, PAM, PFM) through core's reader; TGA, which has no signature
// at its start, through core's reader too; the rest through Qt's image plugins. A decoder's
// warning about damage that viewers show anyway becomes a note in the metadata; a truncated
// file is refused.
Image decodeImage(QIODevice& device, const QString& name, int page = 1);

// Writes by the extension: .tif/.tiff (8/16-bit, or 32-bit float for float images), .fits/.fit/
// .fts (BITPIX 8/16, or -32), .pfm (32-bit float), .pgm (P5; a colour image is stored as its
// luminance), .ppm (P6), .png (8- or 16-bit like the image) and any other format Qt can write;
// those integer formats get a float image's low..high mapped onto 0..65535. `description` goes
// into the file's metadata where the format has room. Anything the format could not keep
// (colour in a PGM, alpha in a Netpbm file) is added to `notes`. A PNG is deflated at zlib
// level `pngCompression` (0 none .. 9 smallest). Throws ImageFileError. While `cancelled`
// (another thread's flag) is set when the file is complete, nothing is written and
// ExportCancelled is thrown: the file that was there stays as it was.
void saveImage(const Image& image, const QString& path, const QString& description, QStringList* notes,
               int pngCompression = kDefaultPngCompression, const std::atomic<bool>* cancelled = nullptr);
struct ExportCancelled : std::exception {
    const char* what() const noexcept override { return "cancelled"; }
};

// The image as Qt holds it: 8 bits per sample for maxval <= 255, else 16 (scaled to the full
// range when maxval is not 255 or 65535). Grey with alpha becomes RGBA. Float images are shown
// with low..high (the original's range) mapped linearly onto 16 bits. The second form maps
// `low`..`high` of either kind onto black..white (values outside clipped): a display range, in
// 8 bits for an 8-bit image, else 16. `area`, when given, picks the pixels: the part of the
// image inside it (a pane's tile).
QImage toQImage(const Image& image, const QRect& area = {});
// A QImage's pixels as an Image (grey, RGB or RGBA; 8 or 16 bits as the format holds them).
Image fromQImage(const QImage& source);
QImage toQImage(const Image& image, double low, double high, const QRect& area = {});

// The image as a pane shows it on `size` screen pixels (README "What the panes show"): each
// pixel the area average of the levels toQImage() shows, `low`..`high` of the colour channels
// black to white (alpha blended in as a viewer does), 8 bits per sample: Grayscale8, RGB888, or
// RGBA8888 with alpha. `image` may hold samples of a larger image (`whole`: FilterPipeline::
// sampled()), each standing for an equal cell of it.
QImage screenImage(const Image& image, QSize size, double low, double high, QSize whole = {});
// The same with the image's own range: 0..maxval, or a float image's low..high.
QImage screenImage(const Image& image, QSize size);
// Levels averaged for the screen elsewhere (FilterPipeline::sampledScreen) in the same formats.
QImage screenImage(const ScreenPixels& pixels);

// "512x512 colour, 8-bit": Image::describe() in the user's language (in English, its text exactly).
QString describeImage(const Image& image);

} // namespace passband
