#pragma once
// The image formats Passband knows, one row each (imageFormats()): their names, extensions and
// MIME types, how a file is recognised, who reads and writes it and what it keeps. Everything
// that lists or chooses formats is made from the table: decodeImage's and saveImage's choice,
// writableFormats(), keepsFloatSamples(), the open and export dialogs' filters and the desktop
// entry's MIME types. A new format is a row and, unless Qt's plugin handles it, its reader and
// writer.
//
// As with Qt's image plugins (one handler per format), a row without a reader or writer of its
// own is read or written by Qt's plugin of its extension, where one is installed. Formats Qt
// reads or writes without a row (SVG, JPEG 2000 ... where their plugins are installed) still
// work through Qt, but are not the package's promise (no MIME type, no dialog entry of their own).
#include "image.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <cstddef>
#include <exception>
#include <cstdint>
#include <string>
#include <vector>

class QIODevice;

namespace passband {

// What a writer is given beside the image.
struct FormatWrite {
    std::string description;     // provenance, where the format has room for it
    QString fileName;            // the file's name, for notes
    QStringList* notes = nullptr; // what the format could not keep; may be null
    // Set from another thread to stop writing: the writer stops at its next row (saveImage
    // then throws ExportCancelled). May be null.
    const std::atomic<bool>* cancelled = nullptr;
    bool stopped() const { return cancelled && cancelled->load(); }
};

// Thrown by a writer that stopped because FormatWrite::cancelled was set.
struct FormatStopped : std::exception {
    const char* what() const noexcept override { return "stopped"; }
};

struct ImageFormat {
    // The whole file's bytes to an image; throws FormatError, PnmError, TgaError or bad_alloc.
    using Reader = Image (*)(const std::uint8_t* data, std::size_t size, int page);
    // An image into the file being written, as its bytes are made (a large image's file is
    // never held whole in memory); throws FormatError, with the device's reason where writing
    // failed. A float image reaches only writers of rows that keep float samples; the others
    // get it as 16-bit integers.
    using Writer = void (*)(const Image& image, const FormatWrite& write, QIODevice& out);
    // The quality Qt's writer is set to (PNG's from the zlib level).
    using QtQuality = int (*)(int pngCompression);

    enum Flag : unsigned {
        KeepsFloat = 1,    // its writer stores float samples as they are
        Keeps16Bit = 2,    // its writer stores 16-bit integer samples as they are
        Pages = 4,         // a file may hold several images (decodeImage's `page`)
        ByName = 8,        // no signature at its start: read when Qt's plugin recognises it, or
                           // when the file has its extension and no other format's signature
        WeakSignature = 16 // Qt recognises it by a few bytes that files of a ByName format may
                           // start with too, so the name decides
    };

    const char* name;             // "TIFF", as the README and the open dialog name it
    const char* family;           // the open dialog's entry it shares ("Netpbm"); null: its own
    QStringList extensions;       // lower case; a dialog appends the first
    QStringList mimeTypes;        // canonical names as shared-mime-info 2.2 spells them
    QList<QByteArray> signatures; // the first bytes of its files, where we recognise them
    Reader read;                  // null: Qt's plugin reads it
    Writer write;                 // null: Qt's plugin writes it, where it can
    QtQuality qtQuality;          // null: Qt's default
    unsigned flags;
    const char* exportLabel;      // the export dialog's entry for integer results; null: none
    const char* floatExportLabel; // its entry for float results; null: none
    // Reads from a random-access file as the reader needs its parts, never holding the whole
    // file beside its samples; null: `read` on the whole file's bytes.
    using DeviceReader = Image (*)(QIODevice& device, int page);
    DeviceReader readDevice = nullptr;

    bool has(Flag flag) const { return (flags & flag) != 0; }
};

// The table.
const std::vector<ImageFormat>& imageFormats();

// The row of an extension (any case, without the dot), or null.
const ImageFormat* formatForExtension(const QString& extension);
// The row one of whose signatures `head` (a file's first bytes) starts with, or null.
const ImageFormat* formatForSignature(const QByteArray& head);

// Lower-case extensions saveImage() accepts: ours, then those Qt's plugins write here.
QStringList writableFormats();

// Whether the file's extension keeps float samples as they are (.tif, .fits, .pfm).
bool keepsFloatSamples(const QString& path);

// The open dialog's name filter: every extension read here, then one entry per format (or
// family) read here, in alphabetical order, then all files. Translated (context ImageFormats).
QString openDialogFilter();

// The export dialog's name filter: the formats offered for integer results, then those for
// float results (the other way round with `floatFirst`); the entry of `startExtension` is put
// first, so that the dialog starts on it. Only formats written here are offered. Translated.
QString exportDialogFilter(bool floatFirst, const QString& startExtension);

// The MIME types of every row, in the table's order: what the desktop entry and the AppStream
// metainfo declare (`passband --mime-types` prints them for the build).
QStringList mimeTypes();

} // namespace passband
