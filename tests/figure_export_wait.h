#pragma once
// Export Figure to its end, for tests that read the file: a large figure is written on a worker
// thread, which ExportActions::written ends (issue #47); a small one before the call returns.
#include "export_actions.h"
#include "main_window.h"

#include <QSignalSpy>
#include <QString>

inline bool exportFigureAndWait(passband::MainWindow& window, const QString& file, int waitMs)
{
    if (!window.exportFigureTo(file))
        return false;
    if (!window.exports()->writing())
        return true;
    QSignalSpy written(window.exports(), &passband::ExportActions::written);
    return written.wait(waitMs) && written.first().first().toBool();
}
