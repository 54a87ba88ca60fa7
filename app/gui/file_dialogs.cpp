#include "file_dialogs.h"

#include "image_formats.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace passband {

namespace {

QString lastDirectory(QStandardPaths::StandardLocation fallback)
{
    return QSettings().value("lastDirectory", QStandardPaths::writableLocation(fallback)).toString();
}

} // namespace

QString FileDialogs::chooseImage(QWidget* parent, const QString& title)
{
    return QFileDialog::getOpenFileName(parent, title, lastDirectory(QStandardPaths::PicturesLocation),
                                        openDialogFilter()); // every format read here (image_formats)
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
