#pragma once
// The window's menu bar: File, Edit, Image, View, Device, Help. Each entry calls the window's
// public slot for it; the entries that depend on what is on show are enabled by the window.
#include "filter.h"

#include <QObject>
#include <QStringList>

class QAction;
class QActionGroup;
class QMenu;

namespace passband {

class MainWindow;
class RecentFiles;

class WindowMenus : public QObject {
    Q_OBJECT
public:
    explicit WindowMenus(MainWindow* window);

    RecentFiles* recentFiles() const { return recentFiles_; }
    QAction* camera() const { return camera_; }
    QAction* exportResult() const { return export_; }
    QAction* exportSpectrum() const { return exportSpectrum_; }
    QAction* copy() const { return copy_; }
    QAction* noise() const { return noise_; }
    QAction* sweep() const { return sweep_; }
    QAction* wipe() const { return wipe_; }
    QAction* autoContrast() const { return autoContrast_; }
    QAction* logMagnitude() const { return logMagnitude_; }
    QAction* phase() const { return phase_; }
    QAction* real() const { return real_; }
    QAction* imaginary() const { return imaginary_; }
    QMenu* view() const { return view_; }
    // View's wipe and automatic contrast, after the presentation's entries (Presentation adds
    // its own to view()).
    void addComparisonEntries();
    // Device: one radio item per device, `index` checked; choosing one asks the session.
    void setDevices(const QStringList& devices, int index);
    void chooseSecondImage(); // File > Open Second Image, the lab's Open B...

private:
    void buildFile();
    // The entries that open a dialog first, then call the window.
    void chooseAndOpen();
    void chooseVideo();
    void chooseAndExport(bool spectrum);
    void chooseAndExportFigure();
    void chooseAndExportSweep();
    void chooseAndLoadPreset();
    void chooseAndSavePreset();
    void chooseTestPattern();
    void chooseNoise();
    void copyResult();
    void about();
    void buildEdit();
    void buildView();

    MainWindow* window_;
    RecentFiles* recentFiles_ = nullptr;
    QMenu* view_ = nullptr;
    QMenu* device_ = nullptr;
    QActionGroup* deviceGroup_ = nullptr;
    QAction* camera_ = nullptr;
    QAction* export_ = nullptr;
    QAction* exportSpectrum_ = nullptr;
    QAction* copy_ = nullptr;
    QAction* noise_ = nullptr;
    QAction* sweep_ = nullptr;
    QAction* wipe_ = nullptr;
    QAction* autoContrast_ = nullptr;
    QAction* logMagnitude_ = nullptr;
    QAction* phase_ = nullptr;
    QAction* real_ = nullptr;
    QAction* imaginary_ = nullptr;
};

} // namespace passband
