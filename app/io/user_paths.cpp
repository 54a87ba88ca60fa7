#include "user_paths.h"

#include <QDir>
#include <QStandardPaths>

namespace passband {

// The generic locations plus our own folder: Qt's application locations would repeat the
// name (~/.cache/Passband/Passband), since the organisation and the application are both
// Passband.
QString kernelCacheDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + "/Passband/kernels";
}

QString presetsDirectory()
{
    const QString path = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + "/Passband/presets";
    QDir().mkpath(path);
    return path;
}

} // namespace passband
