// libFuzzer target for loading an image through the app's decoder (passband::decodeImage):
// Netpbm and TGA bytes go to core's readers, everything else to Qt's image plugins (PNG, BMP, XPM,
// XBM built in; JPEG, GIF, ICO as plugins loaded from Qt's plugin path).
//
// Expected: an ImageFileError with a message, or an image. Anything else is a finding: a
// crash, a sanitizer report, another exception type (it escapes and ends the process), or an
// image that breaks the invariants below.
//
// Note: the system Qt and its codecs (libpng, libjpeg, zlib) are not instrumented, so the
// fuzzer's coverage feedback comes from Passband's own code only, and ASan sees memory errors
// inside those libraries only where they go through malloc/free.
#include "fuzz_check.h"
#include "fits_file.h"
#include "image_io.h"
#include "pnm.h"
#include "tga.h"
#include "tiff_file.h"

#include <QBuffer>
#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace {

// Qt 6.4's QImageReader finds the JPEG, GIF and ICO plugins through QFactoryLoader even
// without an application object (checked: all three decode without one), but Passband always
// runs with one, so the target creates a QCoreApplication once to match (library paths from
// the application, the same plugin loading). No QGuiApplication: decoding and
// QImage::convertToFormat do not touch the platform plugin. The application lives until the
// process ends (held by a static pointer, so LeakSanitizer sees it as reachable).
void ensureApplication()
{
    if (QCoreApplication::instance())
        return;
    // In case anything ever reaches for a platform plugin: never try to open a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "fuzz_qt_image";
    static char* argv[] = {name, nullptr};
    static QCoreApplication* app = new QCoreApplication(argc, argv);
    (void)app;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    ensureApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const passband::fuzz::PeakMemoryCheck memory;
    ensureApplication();
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QBuffer buffer;
    buffer.setData(bytes);
    FUZZ_CHECK(buffer.open(QIODevice::ReadOnly));

    const bool pnm = passband::looksLikePnm(data, size);
    passband::Image image;
    try {
        image = passband::decodeImage(buffer, QStringLiteral("fuzz-input"));
    } catch (const passband::ImageFileError& e) {
        FUZZ_CHECK(e.what() != nullptr && std::strlen(e.what()) > 0);
        passband::fuzz::reportError(e.what());
        if (pnm) { // the app refuses exactly what core's reader refuses
            bool coreRefuses = false;
            try {
                passband::readPnm(data, size);
            } catch (const passband::PnmError&) {
                coreRefuses = true;
            }
            FUZZ_CHECK(coreRefuses);
        }
        return 0;
    }

    passband::fuzz::checkImage(image);
    passband::fuzz::reportImage(image);
    if (pnm) {
        // Netpbm goes to core's reader untouched.
        FUZZ_CHECK(passband::fuzz::sameImage(image, passband::readPnm(data, size)));
    } else if (passband::looksLikeTiff(data, size) || passband::looksLikeFits(data, size)) {
        // libtiff and cfitsio: any depth (checkImage above holds either kind).
    } else if (passband::hasTgaFooter(data, size)) {
        // TGA 2.0 through core's reader: 8-bit, grey with alpha too.
        FUZZ_CHECK(image.maxval == 255 && !image.isFloat());
    } else {
        // Through Qt: 8 or 16 bits at full range; grey, RGB or RGBA (grey + alpha is RGBA).
        FUZZ_CHECK(image.maxval == 255 || image.maxval == 65535);
        FUZZ_CHECK(image.channels == 1 || image.channels == 3 || image.channels == 4);
    }
    return 0;
}
