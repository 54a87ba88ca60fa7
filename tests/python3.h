#pragma once
// The python3 that runs exported scripts in tests: Debian's (NumPy, Pillow and imageio are
// Debian packages), else the first on PATH.
#include <QStandardPaths>
#include <QString>

inline QString python3()
{
    const QString debian = QStandardPaths::findExecutable("python3", {"/usr/bin"});
    return debian.isEmpty() ? QStandardPaths::findExecutable("python3") : debian;
}
