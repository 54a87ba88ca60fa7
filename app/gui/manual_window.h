#pragma once
// Help > Passband Manual (F1): the user manual (docs/manual, carried in the binary) in a
// window of its own, offline: its chapters and headings as contents, a search over every
// chapter, and the pages with their pictures, rendered by Qt's Markdown reader. Links between
// chapters and to headings stay inside it. German and Japanese interfaces get a chapter's
// translation where one exists, else the English.
#include <QString>
#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace passband {

class ManualWindow : public QWidget {
    Q_OBJECT
public:
    explicit ManualWindow(QWidget* parent = nullptr);

    // Shows the section of `anchor` ("notches", "the-filter"), or the chapter "filter.md",
    // or "filter.md#notches"; the index for an empty or unknown one.
    void showSection(const QString& target);
    // Lists the sections whose text holds every word of `words` (case-insensitive), and
    // shows the first; the contents again for empty words.
    void search(const QString& words);

    QString chapter() const { return chapter_; }  // the chapter shown: "filter.md"
    QString section() const { return section_; }  // the anchor scrolled to, or ""
    QTextBrowser* page() const { return page_; }
    QTreeWidget* contents() const { return contents_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showChapter(const QString& chapter, const QString& anchor);
    // Puts the section's heading at the top; again after the page is laid out anew (shown,
    // resized) until the reader scrolls.
    void scrollToSection();
    // Pictures no wider than the page: the screenshots are larger than a page.
    void fitPictures();
    // The words searched for, marked wherever the page holds them.
    void highlight(const QStringList& words);
    void followLink(const QUrl& url);
    void fillContents();

    QLineEdit* searchField_ = nullptr;
    QTreeWidget* contents_ = nullptr;
    QTreeWidget* results_ = nullptr;
    QTextBrowser* page_ = nullptr;
    QLabel* note_ = nullptr;
    QString chapter_, section_;
    bool pinned_ = false; // the section's heading is kept at the top
    QStringList highlighted_;
};

} // namespace passband
