#include "window_settings.h"

#include "control_panel.h"
#include "errors.h"
#include "filter_model.h"
#include "lesson_session.h"
#include "preset.h"
#include "session.h"

#include <QFileInfo>
#include <QRect>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QTimer>

#include <algorithm>

namespace passband {

namespace {

// The filter as a preset's JSON (README "Presets"), so a new filter family is remembered with
// no key of its own; beside it the sliders' positions, which a part that is off still has.
const QString kPresetKey = "filter/preset";
const QString kHighpassKey = "filter/highpass", kLowpassKey = "filter/lowpass";

// Notches, wedges and a painted mask belong to an image, so the window keeps only the band
// and its shaping; a mask, which a preset names as a file beside it, is never written here.
FilterSettings remembered(FilterSettings s)
{
    s.notches.clear();
    s.wedges.clear();
    s.mask.reset();
    return s;
}

// Settings written before the preset key, one key per field: read while the preset key is
// absent, that is until the window next saves, which removes them.
FilterSettings oldKeys(const QSettings& settings)
{
    FilterSettings s;
    if (settings.value("filter/highpassOn").toBool())
        s.highpass = settings.value("filter/highpass").toDouble();
    if (settings.value("filter/lowpassOn").toBool())
        s.lowpass = settings.value("filter/lowpass").toDouble();
    s.shape = parseShape(settings.value("filter/shape").toString().toStdString()).value_or(FilterShape::Ideal);
    s.order = std::clamp(settings.value("filter/order", 2).toInt(), 1, kMaxButterworthOrder);
    s.mapping = parseMapping(settings.value("filter/mapping").toString().toStdString()).value_or(OutputMapping::Auto);
    const double taper = settings.value("filter/taper", 0.5).toDouble();
    s.edges = parseEdges(settings.value("filter/edges", "none").toString().toStdString(),
                         taper > 0 && taper <= 1 ? taper : 0.5)
                  .value_or(EdgeSettings{});
    s.invert = settings.value("filter/invert", false).toBool();
    s.isotropic = settings.value("filter/isotropic", false).toBool();
    const Emphasis e{settings.value("filter/k1", 0.0).toDouble(), settings.value("filter/k2", 1.0).toDouble()};
    FilterSettings check;
    check.emphasis = e;
    if (check.validate().empty())
        s.emphasis = e;
    if (settings.value("filter/homomorphic", false).toBool()) {
        check.homomorphic = Homomorphic{settings.value("filter/gammaL", 0.5).toDouble(),
                                        settings.value("filter/gammaH", 2.0).toDouble(),
                                        settings.value("filter/c", 1.0).toDouble(), settings.value("filter/d0", 30.0).toDouble()};
        if (check.validate().empty())
            s.homomorphic = check.homomorphic;
    }
    return s;
}

} // namespace

std::optional<FilterSettings> loadSavedFilter()
{
    QSettings settings;
    if (!settings.contains(kPresetKey)) {
        if (settings.contains("filter/shape"))
            return oldKeys(settings);
        return std::nullopt; // first run
    }
    try {
        return remembered(parsePreset(settings.value(kPresetKey).toString().toUtf8(), kPresetKey));
    } catch (const Error&) {
        return std::nullopt; // edited by hand into something else: the panel's defaults
    }
}

void saveFilter(const FilterSettings& s, double highpassRadius, double lowpassRadius)
{
    QSettings settings;
    settings.beginGroup("filter");
    for (const QString& key : settings.childKeys()) // the old keys go (the group is ours)
        settings.remove(key);
    settings.endGroup();
    settings.setValue(kPresetKey, QString::fromUtf8(presetJson(remembered(s))));
    settings.setValue(kHighpassKey, s.highpass.value_or(highpassRadius));
    settings.setValue(kLowpassKey, s.lowpass.value_or(lowpassRadius));
}

RememberedFilter::RememberedFilter(Session* session, ControlPanel* controls, QObject* parent)
    : QObject(parent), session_(session), controls_(controls), pause_(new QTimer(this))
{
    pause_->setSingleShot(true);
    pause_->setInterval(kPauseMs);
    connect(pause_, &QTimer::timeout, this, &RememberedFilter::save);
    connect(session->model(), &FilterModel::changed, this, [this] {
        if (!session_->lesson()->holdsUserState())
            pause_->start(); // written once the user pauses
    });
    // What the user set just before a lesson began is theirs: written before it is kept aside.
    connect(session->lesson(), &LessonSession::opening, this, [this] {
        if (pause_->isActive())
            save();
    });
}

RememberedFilter::~RememberedFilter()
{
    if (pause_->isActive())
        save();
}

void RememberedFilter::restore()
{
    const std::optional<FilterSettings> s = loadSavedFilter();
    if (!s)
        return; // first run: the panel's defaults
    controls_->setImageSize(8192, 8192); // wide enough for any saved radius until an image sets the range
    session_->model()->restore(*s);      // where the history begins
}

void RememberedFilter::save()
{
    pause_->stop();
    if (session_->lesson()->holdsUserState())
        return; // on show is the lesson's; the user's, as written before it, stay
    saveFilter(session_->model()->settings(), controls_->highpassPosition(), controls_->lowpassPosition());
}

RecentFiles::RecentFiles(QMenu* menu, QObject* parent) : QObject(parent), menu_(menu)
{
    updateMenu();
}

void RecentFiles::add(const QString& absolutePath)
{
    QSettings settings;
    QStringList recent = settings.value("recentFiles").toStringList();
    recent.removeAll(absolutePath);
    recent.prepend(absolutePath);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue("recentFiles", recent);
    updateMenu();
}

void RecentFiles::updateMenu()
{
    menu_->clear();
    const QStringList recent = QSettings().value("recentFiles").toStringList();
    for (int i = 0; i < recent.size(); ++i)
        menu_->addAction(QString("&%1 %2").arg(i + 1).arg(QFileInfo(recent[i]).fileName()), this,
                         [this, path = recent[i]] { emit openRequested(path); })
            ->setToolTip(recent[i]);
    menu_->setEnabled(!recent.isEmpty());
}

bool restoreWindowLayout(QMainWindow* window, const QRect& available)
{
    QSettings settings;
    if (!window->restoreGeometry(settings.value("window/geometry").toByteArray()))
        return false;
    window->restoreState(settings.value("window/state").toByteArray());
    // Left on a larger screen: to be fitted to this one, its docks laid out afresh.
    if (window->width() > available.width() || window->height() > available.height())
        return false;
    // Left where this screen does not reach (a status bar below its edge): moved onto it whole.
    QRect placed = window->geometry();
    placed.moveLeft(std::clamp(placed.left(), available.left(), available.right() + 1 - placed.width()));
    placed.moveTop(std::clamp(placed.top(), available.top(), available.bottom() + 1 - placed.height()));
    if (placed != window->geometry())
        window->setGeometry(placed);
    return true;
}

void saveWindowLayout(const QMainWindow* window)
{
    QSettings settings;
    settings.setValue("window/geometry", window->saveGeometry());
    settings.setValue("window/state", window->saveState());
}

} // namespace passband
