#include "manual_window.h"

#include "manual_text.h"
#include "translations.h"

#include <QAbstractTextDocumentLayout>
#include <QColor>
#include <QEvent>
#include <QGuiApplication>
#include <QImage>
#include <QScreen>
#include <QTextCursor>
#include <QTextFragment>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace passband {

namespace {

// The interface's language where Passband ships it ("de", "ja"), else "" (English).
QString manualLanguage()
{
    for (const QString& language : interfaceLanguages())
        if (shippedLanguages().contains(language.left(2)))
            return language.left(2);
    return {};
}

constexpr int kTarget = Qt::UserRole; // an item's "chapter.md#anchor"

} // namespace

ManualWindow::ManualWindow(QWidget* parent) : QWidget(parent, Qt::Window)
{
    setObjectName("manualWindow");
    setWindowTitle(tr("Passband Manual"));
    searchField_ = new QLineEdit;
    searchField_->setObjectName("manualSearch");
    searchField_->setPlaceholderText(tr("Search the manual"));
    searchField_->setClearButtonEnabled(true);
    contents_ = new QTreeWidget;
    contents_->setObjectName("manualContents");
    contents_->setHeaderHidden(true);
    results_ = new QTreeWidget;
    results_->setObjectName("manualResults");
    results_->setHeaderHidden(true);
    results_->hide();
    note_ = new QLabel;
    note_->setWordWrap(true);
    note_->hide();
    page_ = new QTextBrowser;
    page_->setObjectName("manualPage");
    page_->setOpenLinks(false); // links between chapters and to headings are followed here
    page_->document()->setDocumentMargin(16);

    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(searchField_);
    sideLayout->addWidget(note_);
    sideLayout->addWidget(contents_, 1);
    sideLayout->addWidget(results_, 1);
    auto* splitter = new QSplitter;
    splitter->addWidget(side);
    splitter->addWidget(page_);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({260, 760});
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);
    // As large as a reading window wants, within the screen (1024x768 included).
    const QRect screen = (parent ? parent->screen() : QGuiApplication::primaryScreen())->availableGeometry();
    resize(std::min(1040, screen.width() * 9 / 10), std::min(760, screen.height() * 9 / 10));

    fillContents();
    const auto open = [this](QTreeWidgetItem* item) {
        if (item)
            showSection(item->data(0, kTarget).toString());
    };
    connect(contents_, &QTreeWidget::itemActivated, this, open);
    connect(contents_, &QTreeWidget::itemClicked, this, open);
    connect(results_, &QTreeWidget::itemActivated, this, open);
    connect(results_, &QTreeWidget::itemClicked, this, open);
    connect(searchField_, &QLineEdit::textChanged, this, &ManualWindow::search);
    connect(page_, &QTextBrowser::anchorClicked, this, &ManualWindow::followLink);
    page_->viewport()->installEventFilter(this);
    connect(page_->verticalScrollBar(), &QScrollBar::actionTriggered, this, [this] { pinned_ = false; });
    showSection({});
}

void ManualWindow::fillContents()
{
    std::vector<QTreeWidgetItem*> parents;
    for (const ManualHeading& h : manualHeadings()) {
        if (h.level > 2)
            continue; // chapters and their sections: deeper headings are found by search
        auto* item = new QTreeWidgetItem({h.title});
        item->setData(0, kTarget, h.chapter + "#" + h.anchor);
        if (h.level == 1) {
            contents_->addTopLevelItem(item);
            parents = {item};
        } else if (!parents.empty()) {
            parents.front()->addChild(item);
        }
    }
}

void ManualWindow::showSection(const QString& target)
{
    QString chapter = target.section('#', 0, 0), anchor = target.section('#', 1);
    if (!chapter.endsWith(".md")) { // a bare anchor
        anchor = target;
        chapter = manualChapterOf(anchor);
    }
    if (!manualChapters().contains(chapter)) {
        chapter = "index.md";
        anchor.clear();
    }
    showChapter(chapter, anchor);
}

void ManualWindow::showChapter(const QString& chapter, const QString& anchor)
{
    if (chapter != chapter_) {
        // From the resource, so the pictures' relative paths resolve inside it too.
        page_->setSource(QUrl("qrc" + manualPath(chapter, manualLanguage())), QTextDocument::MarkdownResource);
        chapter_ = chapter;
        fitPictures();
        highlight(highlighted_);
    }
    section_ = anchor;
    pinned_ = true;
    scrollToSection();
    // The contents follow: the section's entry, else its chapter's.
    for (QTreeWidgetItemIterator it(contents_); *it; ++it)
        if ((*it)->data(0, kTarget).toString() == chapter + "#" + anchor ||
            ((*it)->parent() == nullptr && (*it)->data(0, kTarget).toString().startsWith(chapter + "#") &&
             anchor.isEmpty())) {
            const QSignalBlocker quiet(contents_);
            contents_->setCurrentItem(*it);
            break;
        }
}

void ManualWindow::fitPictures()
{
    const double room = page_->viewport()->width() - 2 * page_->document()->documentMargin() - 8;
    if (room <= 0)
        return;
    QTextDocument* document = page_->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat())
                continue;
            QTextImageFormat picture = fragment.charFormat().toImageFormat();
            const QVariant resource = document->resource(QTextDocument::ImageResource, QUrl(picture.name()));
            QImage image = resource.value<QImage>();
            if (image.isNull())
                image = QImage::fromData(resource.toByteArray());
            if (image.isNull())
                continue;
            const double width = std::min<double>(image.width(), room);
            if (std::abs(picture.width() - width) < 0.5)
                continue;
            picture.setWidth(width);
            picture.setHeight(width * image.height() / image.width());
            QTextCursor cursor(document);
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(picture);
        }
}

void ManualWindow::scrollToSection()
{
    int top = 0;
    if (!section_.isEmpty())
        for (QTextBlock block = page_->document()->begin(); block.isValid(); block = block.next())
            if (block.blockFormat().headingLevel() > 0 && manualAnchor(block.text()) == section_) {
                top = int(page_->document()->documentLayout()->blockBoundingRect(block).top());
                break;
            }
    page_->verticalScrollBar()->setValue(top);
}

bool ManualWindow::eventFilter(QObject* watched, QEvent* event)
{
    // The page lays itself out for its new width as it is resized: the heading afterwards.
    if (watched == page_->viewport() && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(this, [this] {
            fitPictures();
            if (pinned_)
                scrollToSection();
        }, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void ManualWindow::followLink(const QUrl& url)
{
    if (url.scheme() == "http" || url.scheme() == "https") {
        note_->setText(tr("%1 is on the web; the manual stays offline.").arg(url.toString()));
        note_->show();
        return;
    }
    const QString path = url.path().section('/', -1);
    const QString fragment = url.fragment();
    if (path.isEmpty() || path == chapter_.section('/', -1)) {
        showChapter(chapter_, fragment);
    } else if (manualChapters().contains(path)) {
        showChapter(path, fragment);
    } else {
        note_->setText(tr("%1 is a file of Passband's source, not a page of this manual.").arg(url.toString()));
        note_->show();
        return;
    }
    note_->hide();
}

void ManualWindow::highlight(const QStringList& words)
{
    highlighted_ = words;
    QList<QTextEdit::ExtraSelection> marks;
    for (const QString& word : words)
        for (QTextCursor found = page_->document()->find(word); !found.isNull();
             found = page_->document()->find(word, found)) {
            QTextEdit::ExtraSelection mark;
            mark.cursor = found;
            mark.format.setBackground(QColor(255, 230, 120));
            marks << mark;
        }
    page_->setExtraSelections(marks);
}

void ManualWindow::search(const QString& words)
{
    const QStringList wanted = words.simplified().toLower().split(' ', Qt::SkipEmptyParts);
    results_->clear();
    note_->hide();
    highlight(wanted);
    if (wanted.isEmpty()) {
        results_->hide();
        contents_->show();
        return;
    }
    // Sections as the headings cut the chapters: each heading's text runs to the next one.
    // Ranked: a word in the title counts most, then how often the words occur.
    std::vector<std::pair<int, QTreeWidgetItem*>> found;
    for (const QString& chapter : manualChapters()) {
        const QString markdown = manualMarkdown(chapter, manualLanguage());
        QString title, anchor, text, chapterTitle;
        const auto add = [&] {
            const QString lower = (title + "\n" + text).toLower();
            if (!title.isEmpty() &&
                std::all_of(wanted.begin(), wanted.end(), [&](const QString& w) { return lower.contains(w); })) {
                auto* item = new QTreeWidgetItem({chapterTitle.isEmpty() || chapterTitle == title
                                                      ? title
                                                      : tr("%1 (%2)").arg(title, chapterTitle)});
                item->setData(0, kTarget, chapter + "#" + anchor);
                const qsizetype at = text.toLower().indexOf(wanted.first());
                item->setToolTip(0, text.mid(std::max<qsizetype>(0, at - 60), 160).simplified());
                int score = 0;
                for (const QString& w : wanted)
                    score += int(lower.count(w)) + (title.toLower().contains(w) ? 1000 : 0);
                found.emplace_back(score, item);
            }
        };
        bool code = false;
        for (const QString& line : markdown.split('\n')) {
            if (line.startsWith("```"))
                code = !code;
            if (!code && line.startsWith('#')) {
                add();
                title = line.section(' ', 1).trimmed();
                if (line.startsWith("# "))
                    chapterTitle = title;
                anchor = manualAnchor(title);
                text.clear();
            } else {
                text += line + '\n';
            }
        }
        add();
    }
    std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& [score, item] : found)
        results_->addTopLevelItem(item);
    contents_->hide();
    results_->show();
    if (results_->topLevelItemCount() == 0) {
        note_->setText(tr("No section holds all of: %1").arg(words.simplified()));
        note_->show();
        return;
    }
    results_->setCurrentItem(results_->topLevelItem(0));
    showSection(results_->topLevelItem(0)->data(0, kTarget).toString());
}

} // namespace passband
