#pragma once
// The user manual as the application carries it: docs/manual/*.md embedded at build time
// (":/doc/manual/"), with its pictures (":/doc/images/"). One source for the window's Help >
// Passband Manual, the links of README.md's table of commands, and the parts of passband(1)
// that say what the manual says (tst_cli holds them equal).
#include <QString>
#include <QStringList>

#include <vector>

namespace passband {

// A heading of the manual: its chapter's file name ("filter.md"), its level (1 for the
// chapter's title), its text, and its anchor as GitHub makes it ("the-filter").
struct ManualHeading {
    QString chapter;
    int level = 1;
    QString title;
    QString anchor;
};

// GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
QString manualAnchor(const QString& heading);

// The chapters in the order the manual's index lists them, "index.md" first.
QStringList manualChapters();
// The chapter's Markdown: a translation's (":/doc/manual/LANGUAGE/") where one exists for
// `language` ("de", "ja"), else the English. Empty for an unknown chapter.
QString manualMarkdown(const QString& chapter, const QString& language = {});
// The resource path of the chapter as manualMarkdown() reads it.
QString manualPath(const QString& chapter, const QString& language = {});
// Every heading of every chapter, in order (the English manual's).
const std::vector<ManualHeading>& manualHeadings();
// The chapter that holds `anchor`; empty when no chapter does.
QString manualChapterOf(const QString& anchor);
// The first paragraph after the heading `anchor`, as plain text: links and emphasis reduced
// to their words, lines joined. For passband(1)'s parts that the manual says.
QString manualParagraph(const QString& anchor);

} // namespace passband
