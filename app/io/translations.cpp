#include "translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QTranslator>

#include <vector>

namespace passband {

namespace {

QString environment(const char* name) { return QString::fromLocal8Bit(qgetenv(name)); }

// "de_DE.UTF-8@euro" -> "de_DE"
QString withoutCodeset(const QString& locale) { return locale.section('.', 0, 0).section('@', 0, 0); }

// The built-in catalogue for a language, if Passband ships one.
QString catalogueFor(const QString& language)
{
    const QString path = QString(":/i18n/passband_%1.qm").arg(language);
    return QFile::exists(path) ? path : QString();
}

// What installTranslations() installed last, taken out before it installs again.
std::vector<QTranslator*>& installed()
{
    static std::vector<QTranslator*> translators;
    return translators;
}

void install(QTranslator* translator)
{
    QCoreApplication::installTranslator(translator);
    installed().push_back(translator);
}

} // namespace

QString messagesLocale()
{
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString value = environment(name);
        if (!value.isEmpty())
            return value;
    }
    return "C";
}

QStringList interfaceLanguages()
{
    const QString messages = withoutCodeset(messagesLocale());
    if (messages == "C" || messages == "POSIX")
        return {};
    QStringList languages;
    for (const QString& entry : environment("LANGUAGE").split(':', Qt::SkipEmptyParts))
        languages << withoutCodeset(entry);
    languages << messages;
    return languages;
}

QStringList shippedLanguages() { return {"de", "ja"}; }

QString installTranslations()
{
    for (QTranslator* t : installed()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    installed().clear();
    for (const QString& wanted : interfaceLanguages()) {
        // "de_AT" falls back to "de"; "en..." is the source language and needs nothing.
        const QString language = wanted.section('_', 0, 0).toLower();
        if (language == "en")
            return {};
        const QString ours = catalogueFor(language);
        if (ours.isEmpty())
            continue;
        auto* passband = new QTranslator(QCoreApplication::instance());
        if (!passband->load(ours)) {
            delete passband;
            continue;
        }
        install(passband);
        // Qt's own texts (file dialogs, QCommandLineParser's "Usage:"), where Debian's
        // qt6-translations-l10n installed them.
        auto* qt = new QTranslator(QCoreApplication::instance());
        if (qt->load(QLocale(wanted), "qtbase", "_", QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            install(qt);
        else
            delete qt;
        return language;
    }
    return {};
}

} // namespace passband
