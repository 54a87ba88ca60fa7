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

namespace passband {

// The filter as the window left it; none on the first run.
std::optional<FilterSettings> loadSavedFilter();
// `settings` as a preset's JSON, less its notches, wedges and mask, which belong to an image;
// and the radii kept for a part that is off (so the file says where its slider stood).
void saveFilter(const FilterSettings& settings, double highpassRadius, double lowpassRadius);

// The window's size, place and docks as it was left; false on the first run, or where it was
// left larger than `available` (a laptop's layout opened on a projector): it is to be fitted.
bool restoreWindowLayout(QMainWindow* window, const QRect& available);
void saveWindowLayout(const QMainWindow* window);

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
