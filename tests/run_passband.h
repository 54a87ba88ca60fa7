#pragma once
// Runs the built `passband` as a user would: a clean environment (no PASSBAND_DEVICE unless
// given; English texts, LC_ALL=C.UTF-8, whatever the developer's own locale), and a working
// directory away from the build tree, so the kernels must come from inside the binary.
#include <QDir>
#include <QMap>
#include <QProcess>
#include <QString>
#include <QStringList>

struct PassbandRun {
    int exitCode = -1; // -1: did not finish in time; -2: crashed
    QString out, err;
};

// `wrapper`, if given, is a command that runs passband (e.g. setpriv to change user);
// `program` is the binary to run (a copy of it, say, where another user may read it).
inline PassbandRun runPassband(const QStringList& arguments, const QString& workingDirectory = QDir::tempPath(),
                               const QMap<QString, QString>& env = {}, const QStringList& wrapper = {},
                               const QString& program = QStringLiteral(PASSBAND_BINARY))
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove("PASSBAND_DEVICE");
    environment.insert("LC_ALL", "C.UTF-8");
    environment.remove("LANGUAGE");
    for (auto it = env.begin(); it != env.end(); ++it) {
        if (it.value().isNull())
            environment.remove(it.key()); // a null value unsets the variable
        else
            environment.insert(it.key(), it.value());
    }
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(workingDirectory);
    if (wrapper.isEmpty())
        process.start(program, arguments);
    else
        process.start(wrapper.first(), wrapper.mid(1) + QStringList{program} + arguments);
    PassbandRun run;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = QString::fromLocal8Bit(process.readAllStandardOutput());
    run.err = QString::fromLocal8Bit(process.readAllStandardError());
    return run;
}
