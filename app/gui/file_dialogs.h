#pragma once
// The window's open and save dialogs for images, videos, figures and masks: their filters and
// the folders they remember (QSettings). Each returns the path chosen, empty when cancelled.
#include <QCoreApplication>
#include <QString>

class QWidget;

namespace passband {

class FileDialogs {
    Q_DECLARE_TR_FUNCTIONS(FileDialogs)

public:
    static QString chooseImage(QWidget* parent, const QString& title); // File > Open, Open Second Image
    static QString chooseVideo(QWidget* parent);
    // A figure's path (PNG or PDF; the type chosen decides a missing extension), `baseName`-figure.png suggested.
    static QString chooseFigure(QWidget* parent, const QString& baseName);
    static QString chooseMaskToLoad(QWidget* parent);
    static QString chooseMaskToSave(QWidget* parent, const QString& baseName);

};

} // namespace passband
