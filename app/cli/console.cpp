// What the commands print, read and write: one line per message, inputs with their readers'
// notes, outputs written whole.
#include "command.h"

#include "image_io.h"

#include <QFileInfo>

#include <fcntl.h>
#include <unistd.h>

namespace passband::cli {

void printLine(FILE* stream, const QString& text)
{
    std::fputs(text.toLocal8Bit().constData(), stream);
    std::fputc('\n', stream);
}

QString gib(std::uint64_t bytes)
{
    return bytes >= (1ull << 30) ? CommandLine::tr("%1 GiB").arg(QString::number(bytes / double(1ull << 30), 'f', 1))
                                 : CommandLine::tr("%1 MiB").arg(QString::number(bytes / double(1ull << 20), 'f', 0));
}

QString secondsSince(std::chrono::steady_clock::time_point since)
{
    return QString::number(std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count(), 'f', 2);
}

std::string firstLine(const std::string& text) { return text.substr(0, text.find('\n')); }

namespace {

// Image decoders (libpng's default error handler, for one) print to stderr themselves; the
// command line promises one line per error, so their output is dropped while a file is
// decoded, and the reader's own reason is reported instead.
class SilencedStderr {
public:
    SilencedStderr()
    {
        std::fflush(stderr);
        saved_ = dup(STDERR_FILENO);
        const int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (saved_ >= 0 && null >= 0)
            dup2(null, STDERR_FILENO);
        if (null >= 0)
            close(null);
    }
    ~SilencedStderr()
    {
        std::fflush(stderr);
        if (saved_ >= 0) {
            dup2(saved_, STDERR_FILENO);
            close(saved_);
        }
    }
    SilencedStderr(const SilencedStderr&) = delete;
    SilencedStderr& operator=(const SilencedStderr&) = delete;

private:
    int saved_ = -1;
};

} // namespace

Image readInput(const QString& path, int page)
{
    Image image;
    {
        const SilencedStderr quiet;
        image = loadImage(path, page);
    }
    for (const std::string& note : image.metadata.notes)
        printLine(stderr, "passband: " + CommandLine::tr("note: %1: %2.")
                                             .arg(QFileInfo(path).fileName(), QString::fromStdString(note)));
    image.metadata.notes.clear();
    return image;
}

void requireFloatOutput(const FilterSettings& settings, const QString& output)
{
    if (settings.mapping == OutputMapping::None && !keepsFloatSamples(output))
        throw UsageError(CommandLine::tr("--map none keeps the real values, negatives included; write them to .tif, "
                                         ".fits or .pfm, not %1")
                             .arg(QFileInfo(output).fileName())
                             .toStdString());
}

Image forMapping(Image image, const FilterSettings& settings)
{
    if (settings.mapping == OutputMapping::None)
        return toFloat(image);
    return image; // moved: a conditional expression here would copy the image (once its size again)
}

void writeOutput(const Image& image, const QString& path, const QString& description, QStringList* notes,
                 int pngCompression)
{
    const SilencedStderr quiet; // libpng reports a failed write on stderr by itself
    saveImage(image, path, description, notes, pngCompression);
}

void printNotes(const QStringList& notes)
{
    for (const QString& note : notes)
        printLine(stderr, "passband: " + CommandLine::tr("note: %1.").arg(note));
}

} // namespace passband::cli
