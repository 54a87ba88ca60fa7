#pragma once
// The interface language: Passband's own catalogue (built in, from resources/translations) and
// Qt's (its dialogs and QCommandLineParser's headings), chosen from the system locale as
// gettext programs choose theirs.
#include <QLocale>
#include <QString>
#include <QStringList>

namespace passband {

// The locale that names the language of messages: LC_ALL, else LC_MESSAGES, else LANG; "C"
// when none is set. Under "C" or "POSIX" every text stays in English whatever LANGUAGE says,
// so scripts that set LC_ALL=C read the texts they were written against.
QString messagesLocale();

// The languages to look for, best first: LANGUAGE's list, then the messages locale (empty
// under C/POSIX).
QStringList interfaceLanguages();

// Installs the translators for the first of interfaceLanguages() that Passband has a
// catalogue for (English needs none) and returns its code ("de", "ja"), or "" for English.
// Needs a QCoreApplication; call it before any text is made. Called again, it first takes
// out what it installed before.
QString installTranslations();

// The languages Passband ships, besides English: "de", "ja".
QStringList shippedLanguages();

} // namespace passband
