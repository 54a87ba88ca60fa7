#pragma once
#include <QStringList>

namespace passband {

// The `passband` command line. Returns the process exit code: 0 success, 2 usage error,
// 1 any other error (one line on stderr saying what went wrong).
int runCommandLine(const QStringList& arguments);

// Whether `name` is one of its commands ("filter", "sweep", ...).
bool isCommand(const QString& name);

} // namespace passband
