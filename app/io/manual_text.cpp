#include "manual_text.h"

#include <QFile>
#include <QRegularExpression>

namespace passband {

namespace {

QString readResource(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The headings of one chapter's Markdown, outside its code blocks.
std::vector<ManualHeading> headingsOf(const QString& chapter, const QString& markdown)
{
    std::vector<ManualHeading> headings;
    static const QRegularExpression heading(R"(^(#{1,6})\s+(.*?)\s*$)");
    bool code = false;
    for (const QString& line : markdown.split('\n')) {
        if (line.startsWith("```")) {
            code = !code;
            continue;
        }
        if (code)
            continue;
        if (const QRegularExpressionMatch m = heading.match(line); m.hasMatch())
            headings.push_back({chapter, int(m.capturedLength(1)), m.captured(2), manualAnchor(m.captured(2))});
    }
    return headings;
}

} // namespace

QString manualAnchor(const QString& heading)
{
    QString anchor;
    for (const QChar c : heading.trimmed().toLower())
        if (c.isLetterOrNumber() || c == '_' || c == '-')
            anchor += c;
        else if (c == ' ')
            anchor += '-';
    return anchor;
}

QStringList manualChapters()
{
    static const QStringList chapters = [] {
        QStringList list{"index.md"};
        static const QRegularExpression link(R"(\]\(([a-z0-9-]+\.md)(#[^)]*)?\))");
        for (auto it = link.globalMatch(readResource(manualPath("index.md"))); it.hasNext();) {
            const QString chapter = it.next().captured(1);
            if (!list.contains(chapter))
                list << chapter;
        }
        return list;
    }();
    return chapters;
}

QString manualPath(const QString& chapter, const QString& language)
{
    if (!language.isEmpty() && language != "en") {
        const QString translated = ":/doc/manual/" + language + "/" + chapter;
        if (QFile::exists(translated))
            return translated;
    }
    return ":/doc/manual/" + chapter;
}

QString manualMarkdown(const QString& chapter, const QString& language)
{
    return readResource(manualPath(chapter, language));
}

const std::vector<ManualHeading>& manualHeadings()
{
    static const std::vector<ManualHeading> all = [] {
        std::vector<ManualHeading> headings;
        for (const QString& chapter : manualChapters()) {
            const std::vector<ManualHeading> own = headingsOf(chapter, manualMarkdown(chapter));
            headings.insert(headings.end(), own.begin(), own.end());
        }
        return headings;
    }();
    return all;
}

QString manualChapterOf(const QString& anchor)
{
    for (const ManualHeading& h : manualHeadings())
        if (h.anchor == anchor)
            return h.chapter;
    return {};
}

QString manualParagraph(const QString& anchor)
{
    const QString chapter = manualChapterOf(anchor);
    if (chapter.isEmpty())
        return {};
    QStringList paragraph;
    bool found = false;
    for (const QString& line : manualMarkdown(chapter).split('\n')) {
        if (!found) {
            static const QRegularExpression heading(R"(^#{1,6}\s+(.*?)\s*$)");
            const QRegularExpressionMatch m = heading.match(line);
            found = m.hasMatch() && manualAnchor(m.captured(1)) == anchor;
            continue;
        }
        if (line.trimmed().isEmpty()) {
            if (paragraph.isEmpty())
                continue;
            break;
        }
        if (line.startsWith('#') || line.startsWith("```") || line.startsWith('|') || line.startsWith("!["))
            break;
        paragraph << line.trimmed();
    }
    QString text = paragraph.join(' ');
    text.replace(QRegularExpression(R"(\[([^\]]*)\]\([^)]*\))"), "\\1"); // links: their words
    text.replace(QRegularExpression(R"(\*\*([^*]+)\*\*|\*([^*]+)\*)"), "\\1\\2");
    text.remove('`');
    return text;
}

} // namespace passband
