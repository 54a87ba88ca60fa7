#include "window_settings.h"

#include <QFileInfo>
#include <QMenu>
#include <QSettings>

#include <algorithm>

namespace passband {

std::optional<FilterSettings> loadSavedFilter()
{
    QSettings settings;
    if (!settings.contains("filter/shape"))
        return std::nullopt; // first run
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
    // The band's shaping is a way of working, kept; notches and wedges belong to an image.
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

void saveFilter(const FilterSettings& s, double highpassRadius, double lowpassRadius)
{
    QSettings settings;
    settings.setValue("filter/highpassOn", s.highpass.has_value());
    settings.setValue("filter/highpass", s.highpass.value_or(highpassRadius));
    settings.setValue("filter/lowpassOn", s.lowpass.has_value());
    settings.setValue("filter/lowpass", s.lowpass.value_or(lowpassRadius));
    settings.setValue("filter/shape", shapeName(s.shape));
    settings.setValue("filter/order", s.order);
    settings.setValue("filter/mapping", mappingName(s.mapping));
    const bool tukey = s.edges.mode == EdgeHandling::Window && s.edges.taper < 1;
    settings.setValue("filter/edges", tukey ? QString("tukey") : QString::fromStdString(s.edges.describe()));
    settings.setValue("filter/taper", s.edges.taper);
    settings.setValue("filter/invert", s.invert);
    settings.setValue("filter/isotropic", s.isotropic);
    settings.setValue("filter/k1", s.emphasis.k1);
    settings.setValue("filter/k2", s.emphasis.k2);
    settings.setValue("filter/homomorphic", s.homomorphic.has_value());
    if (s.homomorphic) {
        settings.setValue("filter/gammaL", s.homomorphic->gammaL);
        settings.setValue("filter/gammaH", s.homomorphic->gammaH);
        settings.setValue("filter/c", s.homomorphic->c);
        settings.setValue("filter/d0", s.homomorphic->d0);
    }
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

} // namespace passband
