#pragma once
// The window's menu bar: File, Edit, Image, View, Device, Lessons (filled by LessonPlayer),
// Help. Each entry asks the session, the panes or the exports for what it does, after its
// dialog; the entries that depend on what is on show are enabled by the window.
#include "filter.h"

#include <QObject>
#include <QStringList>

class QAction;
class QActionGroup;
class QDockWidget;
class QMenu;
class QMenuBar;
class QWidget;

namespace passband {

class ControlPanel;
class ExportActions;
class FilterPanes;
class ManualWindow;
class RecentFiles;
class Session;
class ShownExports;

class WindowMenus : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QWidget* window; // the dialogs' parent
        QMenuBar* bar;
        Session* session;
        FilterPanes* panes; // the pane zoomed
        ControlPanel* controls;
        ExportActions* exports; // the dialogs
        ShownExports* shown;    // what they export
        QDockWidget* filterDock;
        QDockWidget* analysisDock;
        QDockWidget* lineDock;
    };
    explicit WindowMenus(const Parts& parts);

    // Help > Passband Manual (F1): the manual's window at `section` (manual_window.h).
    void showManual(const QString& section = {});
    ManualWindow* manual() const { return manual_; }
    // Help > Keyboard Shortcuts: every key of the menus, and the few without an entry.
    void showShortcuts();

    RecentFiles* recentFiles() const { return recentFiles_; }
    QAction* camera() const { return camera_; }
    QAction* exportResult() const { return export_; }
    QAction* exportSpectrum() const { return exportSpectrum_; }
    QAction* exportShown() const { return exportShown_; }
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
    QMenu* lessons() const { return lessons_; }
    // View's wipe and automatic contrast, after the presentation's entries (Presentation adds
    // its own to view()).
    void addComparisonEntries();
    // Device: one radio item per device, `index` checked; choosing one asks the session.
    void setDevices(const QStringList& devices, int index);
    void chooseSecondImage(); // File > Open Second Image, the lab's Open B...

signals:
    void message(const QString& text, int ms); // for the status bar

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

    Parts p_;
    RecentFiles* recentFiles_ = nullptr;
    ManualWindow* manual_ = nullptr;
    QMenu* view_ = nullptr;
    QMenu* lessons_ = nullptr;
    QMenu* device_ = nullptr;
    QActionGroup* deviceGroup_ = nullptr;
    QAction* camera_ = nullptr;
    QAction* export_ = nullptr;
    QAction* exportSpectrum_ = nullptr;
    QAction* exportShown_ = nullptr;
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
