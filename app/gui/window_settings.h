#pragma once
// What the window remembers between runs, in QSettings (XDG: ~/.config/Passband/): the
// filter as it was left, and the recently opened files.
#include "filter.h"

#include <QObject>
#include <QString>

#include <optional>

class QMainWindow;
class QRect;
class QMenu;
class QTimer;

namespace passband {

class ControlPanel;
class Session;

// The filter as the window left it; none on the first run.
std::optional<FilterSettings> loadSavedFilter();
// `settings` as a preset's JSON, less its notches, wedges and mask, which belong to an image;
// and the radii kept for a part that is off (so the file says where its slider stood).
void saveFilter(const FilterSettings& settings, double highpassRadius, double lowpassRadius);

// The window's size, place and docks as it was left; false on the first run, or where it was
// left larger than `available` (a laptop's layout opened on a projector): it is to be fitted. One
// left partly off `available` is moved onto it whole.
bool restoreWindowLayout(QMainWindow* window, const QRect& available);
void saveWindowLayout(const QMainWindow* window);

// The filter as the user leaves it, written once they pause (not on every move of a slider)
// and when the window closes; what a lesson shows is never written (the user's own settings,
// kept aside meanwhile, stay as they were).
class RememberedFilter : public QObject {
    Q_OBJECT
public:
    static constexpr int kPauseMs = 700;
    RememberedFilter(Session* session, ControlPanel* controls, QObject* parent);
    ~RememberedFilter() override; // writes what is still due
    void restore(); // the saved filter into the model, where its history begins (none: the first run)
    void save();    // now, unless a lesson holds the user's settings aside

private:
    Session* session_;
    ControlPanel* controls_;
    QTimer* pause_;
};

// File > Open Recent: the last kMaxRecent files opened, newest first; choosing one emits
// openRequested.
class RecentFiles : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxRecent = 8;
    explicit RecentFiles(QMenu* menu, QObject* parent = nullptr);
    void add(const QString& absolutePath);

signals:
    void openRequested(const QString& path);

private:
    void updateMenu();
    QMenu* menu_;
};

} // namespace passband
