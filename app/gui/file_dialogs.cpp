#include "file_dialogs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QImageReader>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>

namespace passband {

namespace {

// Read filters for every format we read: ours (Netpbm, TGA), TIFF, FITS, and Qt's plugins.
QString openFilter()
{
    QStringList patterns{"*.pgm", "*.ppm", "*.pnm", "*.pbm", "*.pam", "*.pfm", "*.tif", "*.tiff", "*.fits", "*.fit",
                         "*.fts", "*.tga"};
    for (const QByteArray& f : QImageReader::supportedImageFormats())
        patterns << "*." + QString::fromLatin1(f).toLower();
    patterns.removeDuplicates();
    return FileDialogs::tr("Images (%1);;TIFF (*.tif *.tiff);;FITS (*.fits *.fit *.fts);;Netpbm (*.pbm *.pgm *.ppm *.pnm "
                 "*.pam *.pfm);;PNG (*.png);;JPEG (*.jpg *.jpeg);;WebP (*.webp);;All files (*)")
        .arg(patterns.join(' '));
}

QString lastDirectory(QStandardPaths::StandardLocation fallback)
{
    return QSettings().value("lastDirectory", QStandardPaths::writableLocation(fallback)).toString();
}

} // namespace

QString FileDialogs::chooseImage(QWidget* parent, const QString& title)
{
    return QFileDialog::getOpenFileName(parent, title, lastDirectory(QStandardPaths::PicturesLocation), openFilter());
}

QString FileDialogs::chooseVideo(QWidget* parent)
{
    return QFileDialog::getOpenFileName(parent, FileDialogs::tr("Open Video"), lastDirectory(QStandardPaths::MoviesLocation),
                                        FileDialogs::tr("Videos (*.mp4 *.mkv *.webm *.avi *.mov *.ogv *.mpg);;All files (*)"));
}

QString FileDialogs::chooseFigure(QWidget* parent, const QString& baseName)
{
    QSettings settings;
    const QString dir = settings.value("figureDirectory", settings.value("lastDirectory")).toString();
    QString selected;
    QString path = QFileDialog::getSaveFileName(parent, FileDialogs::tr("Export Figure"), QDir(dir).filePath(baseName + "-figure.png"),
                                                FileDialogs::tr("PNG image (*.png);;PDF document (*.pdf)"), &selected);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += selected.contains("pdf") ? ".pdf" : ".png";
    settings.setValue("figureDirectory", QFileInfo(path).absolutePath());
    return path;
}

QString FileDialogs::chooseMaskToLoad(QWidget* parent)
{
    return QFileDialog::getOpenFileName(parent, FileDialogs::tr("Load Mask"), QSettings().value("lastDirectory").toString(),
                                        FileDialogs::tr("Masks (*.png *.tif *.tiff *.pgm);;All files (*)"));
}

QString FileDialogs::chooseMaskToSave(QWidget* parent, const QString& baseName)
{
    return QFileDialog::getSaveFileName(parent, FileDialogs::tr("Save Mask"),
                                        QDir(QSettings().value("lastDirectory").toString()).filePath(baseName + ".mask.png"),
                                        FileDialogs::tr("16-bit PNG (*.png)"));
}

} // namespace passband
