#pragma once
#include <QStringList>

#include <chrono>

namespace passband {

// The `passband` command line. Returns the process exit code: 0 success, 2 usage error,
// 1 any other error (one line on stderr saying what went wrong). `started`: when the process
// started, from which a command reports how long the user waited for its files.
int runCommandLine(const QStringList& arguments,
                   std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now());

// Whether `name` is one of its commands ("filter", "sweep", ...).
bool isCommand(const QString& name);

} // namespace passband
