// The interface in German and Japanese: the catalogues hold every text the code marks (lupdate
// run afresh over the sources is the oracle), each is translated with its placeholders and
// accelerators, the window shows no English text it has a translation for, every text it
// shows went through tr(), and the language follows the locale, English under LC_ALL=C.
#include "descriptions.h"
#include "run_passband.h"
#include "engine.h"
#include "lesson.h"
#include "main_window.h"
#include "teaching_dialogs.h"
#include "translations.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMenu>
#include <QProcess>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

#include <map>
#include <memory>
#include <set>

using namespace passband;

namespace {

const QString kSources = PASSBAND_SOURCE_DIR;

struct Message {
    QString context, source, comment;
    bool numerus = false;
    QString type;              // "", "unfinished", "vanished", "obsolete"
    QStringList translations;  // one, or the numerus forms
};

std::vector<Message> readCatalogue(const QString& path)
{
    std::vector<Message> messages;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == u"message")
                messages.push_back(m);
            continue;
        }
        if (xml.name() == u"name")
            context = xml.readElementText();
        else if (xml.name() == u"message") {
            m = Message{context, {}, {}, xml.attributes().value("numerus") == u"yes", {}, {}};
        } else if (xml.name() == u"source")
            m.source = xml.readElementText();
        else if (xml.name() == u"comment")
            m.comment = xml.readElementText();
        else if (xml.name() == u"translation") {
            m.type = xml.attributes().value("type").toString();
            if (!m.numerus)
                m.translations << xml.readElementText();
        } else if (xml.name() == u"numerusform")
            m.translations << xml.readElementText();
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

QString catalogue(const QString& language)
{
    return kSources + "/resources/translations/passband_" + language + ".ts";
}

QStringList placeholders(const QString& text)
{
    static const QRegularExpression placeholder(R"(%L?(\d+|n))");
    QStringList found;
    for (auto it = placeholder.globalMatch(text); it.hasNext();)
        found << it.next().captured().remove('L');
    found.sort();
    found.removeDuplicates();
    return found;
}

// Keyboard accelerators: single & not part of "&&" or an entity.
int accelerators(const QString& text)
{
    static const QRegularExpression accelerator(R"((?<!&)&(?![&#a-z]+;|&))");
    return int(text.count(accelerator));
}

// A text as the user sees it: no accelerator marks, no markup, no "..." difference.
QString visible(QString text)
{
    if (text.contains('<'))
        text = QTextDocumentFragment::fromHtml(text).toPlainText();
    text.remove(QRegularExpression(R"(\(&\w\))")); // Japanese style "(&F)"
    text.replace("&&", "\x01").remove('&').replace('\x01', '&');
    return text.trimmed();
}

// A message's source as a pattern over shown text: placeholders match anything.
QRegularExpression sourcePattern(const QString& source)
{
    QString pattern;
    static const QRegularExpression placeholder(R"(%L?(\d+|n))");
    qsizetype at = 0;
    for (auto it = placeholder.globalMatch(source); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        pattern += QRegularExpression::escape(source.mid(at, m.capturedStart() - at)) + "(.*?)";
        at = m.capturedEnd();
    }
    pattern += QRegularExpression::escape(source.mid(at));
    return QRegularExpression("^" + pattern + "$", QRegularExpression::DotMatchesEverythingOption);
}

// Letters outside placeholders: a source like "%1 (%2)" says nothing about the language.
int letters(const QString& source)
{
    QString rest = source;
    rest.remove(QRegularExpression(R"(%L?(\d+|n))"));
    return int(std::count_if(rest.begin(), rest.end(), [](QChar c) { return c.isLetter(); }));
}

// Every text the window and its dialogs show: titles, labels, buttons, menus, actions, tool
// and status tips, combo items, tabs, spin box affixes and accessible names. (Painted
// texts, such as the plots' axes, are covered by the catalogue checks only.)
QStringList shownTexts(const QList<QWidget*>& roots)
{
    QStringList texts;
    const auto add = [&](const QString& t) {
        const QString v = visible(t);
        if (!v.isEmpty())
            texts << v;
    };
    for (QWidget* root : roots) {
        QList<QWidget*> widgets = root->findChildren<QWidget*>();
        widgets.prepend(root);
        for (QWidget* w : widgets) {
            if (w->isWindow() || qobject_cast<QDockWidget*>(w))
                add(w->windowTitle());
            add(w->toolTip());
            add(w->statusTip());
            add(w->accessibleName());
            if (auto* label = qobject_cast<QLabel*>(w))
                add(label->text());
            if (auto* button = qobject_cast<QAbstractButton*>(w))
                add(button->text());
            if (auto* group = qobject_cast<QGroupBox*>(w))
                add(group->title());
            if (auto* combo = qobject_cast<QComboBox*>(w))
                for (int i = 0; i < combo->count(); ++i)
                    add(combo->itemText(i));
            if (auto* tabs = qobject_cast<QTabBar*>(w))
                for (int i = 0; i < tabs->count(); ++i) {
                    add(tabs->tabText(i));
                    add(tabs->tabToolTip(i));
                }
            if (auto* edit = qobject_cast<QLineEdit*>(w))
                add(edit->placeholderText());
            if (auto* spin = qobject_cast<QSpinBox*>(w)) {
                add(spin->prefix());
                add(spin->suffix());
            }
            if (auto* spin = qobject_cast<QDoubleSpinBox*>(w)) {
                add(spin->prefix());
                add(spin->suffix());
            }
            if (auto* spin = qobject_cast<QAbstractSpinBox*>(w))
                add(spin->specialValueText());
            if (auto* menu = qobject_cast<QMenu*>(w))
                add(menu->title());
        }
        QList<QAction*> actions = root->findChildren<QAction*>();
        for (QWidget* w : widgets)
            actions += w->actions();
        for (QAction* a : actions) {
            add(a->text());
            if (a->toolTip() != QString(a->text()).remove('&').remove("..."))
                add(a->toolTip());
            add(a->statusTip());
        }
    }
    texts.removeDuplicates();
    return texts;
}

// Data, not language: numbers with units, sizes, file names, device names.
bool isData(const QString& text, const QStringList& names)
{
    QString rest = text;
    for (const QString& name : names)
        rest.remove(name);
    static const QRegularExpression data(
        R"([\w.-]+\.(png|pgm|ppm|tif|tiff|fits|json|jpg)|\d+(\.\d+)?|\b(px|ms|dB|cycles/px|x|OpenCL|PoCL|FFT|DFT|Passband|Ctrl|Shift|Alt|PgUp|PgDown|Page|Up|Down|Esc|Del|Ins|Home|End|F\d+)\b)");
    rest.remove(data);
    // A value as the command line spells it (a kernel "sobel-x", "motion:9,45", "laplacian"
    // from the lab's list; a format "png"): the same in every language.
    static const QRegularExpression commandLineValue(
        R"(^([a-z]+(-[xy]|:[\d.,]+)|laplacian|png|pgm|ppm|pfm|tif|tiff|fits|jpg|webp|bmp)$)");
    if (commandLineValue.match(text).hasMatch())
        return true;
    return !rest.contains(QRegularExpression(R"(\p{L}{3,})"));
}

// Whether Qt's own catalogue for `language` translates `text` (a dock's "Float" button, a
// dialog's "Cancel"): Qt's texts, which its catalogues translate, not ours.
QString qtTranslation(const QString& language, const QString& text)
{
    static std::map<QString, std::unique_ptr<QTranslator>> catalogues;
    std::unique_ptr<QTranslator>& qt = catalogues[language];
    if (!qt) {
        qt = std::make_unique<QTranslator>();
        if (!qt->load("qtbase_" + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qFatal("Qt's catalogue qtbase_%s is needed (Debian package qt6-translations-l10n)", qPrintable(language));
    }
    for (const char* context : {"QDockWidget", "QTabBar", "QDialogButtonBox", "QPlatformTheme", "QGnomeTheme",
                                "QLineEdit", "QAbstractSpinBox", "QWidgetTextControl", "QFileDialog", "QMessageBox",
                                "QScrollBar", "QColorDialog"}) {
        const QString t = qt->translate(context, text.toUtf8().constData());
        if (!t.isEmpty())
            return t;
    }
    return {};
}

// passband as a user runs it (tests/run_passband.h), in a session with only `env`'s locale
// variables set.
PassbandRun runInSession(const QStringList& arguments, QMap<QString, QString> env)
{
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"})
        if (!env.contains(name))
            env.insert(name, QString()); // a null value unsets it
    return runPassband(arguments, QDir::tempPath(), env);
}

// The translation of a message in a committed catalogue (the expected text of a test).
QString translationOf(const QString& language, const QString& context, const QString& source)
{
    for (const Message& m : readCatalogue(catalogue(language)))
        if (m.context == context && m.source == source)
            return m.translations.value(0);
    qFatal("no message %s in %s", qPrintable(source), qPrintable(language));
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    // lupdate, run afresh over app/ and ui/, finds no text the catalogues lack.
    void cataloguesHoldEveryText_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& language : shippedLanguages())
            QTest::newRow(qPrintable(language)) << language;
    }
    void cataloguesHoldEveryText()
    {
        QFETCH(QString, language);
        const QString lupdate = QLibraryInfo::path(QLibraryInfo::BinariesPath) + "/lupdate";
        QVERIFY2(QFile::exists(lupdate), "lupdate is needed (Debian package qt6-l10n-tools)");
        QTemporaryDir dir;
        const QString fresh = dir.filePath("fresh_" + language + ".ts");
        QProcess p;
        p.start(lupdate, {"-no-obsolete", "-locations", "none", "-extensions", "cpp,h", "-silent", kSources + "/app",
                          kSources + "/ui", "-ts", fresh});
        QVERIFY(p.waitForFinished(300000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        std::set<std::tuple<QString, QString, QString>> committed;
        for (const Message& m : readCatalogue(catalogue(language)))
            if (m.type != "vanished" && m.type != "obsolete")
                committed.insert({m.context, m.source, m.comment});
        const std::vector<Message> found = readCatalogue(fresh);
        QVERIFY(found.size() > 500);
        for (const Message& m : found)
            QVERIFY2(committed.count({m.context, m.source, m.comment}),
                     qPrintable(QString("%1 lacks [%2] \"%3\" (run: cmake --build build --target update_translations)")
                                    .arg(language, m.context, m.source)));
    }

    void everyTextTranslated_data() { cataloguesHoldEveryText_data(); }
    void everyTextTranslated()
    {
        QFETCH(QString, language);
        const std::vector<Message> messages = readCatalogue(catalogue(language));
        QVERIFY(messages.size() > 500);
        for (const Message& m : messages) {
            const QString where = QString("%1: [%2] \"%3\"").arg(language, m.context, m.source);
            QVERIFY2(m.type.isEmpty(), qPrintable(where + " is " + m.type));
            QVERIFY2(!m.translations.isEmpty(), qPrintable(where + " has no translation"));
            // German has two plural forms, Japanese one.
            if (m.numerus)
                QCOMPARE(m.translations.size(), language == "ja" ? 1 : 2);
            for (const QString& t : m.translations) {
                QVERIFY2(!t.trimmed().isEmpty(), qPrintable(where + " is empty"));
                QVERIFY2(placeholders(t) == placeholders(m.source) ||
                             (m.numerus && placeholders(t) == QStringList{} && placeholders(m.source) == QStringList{"%n"}),
                         qPrintable(where + " -> \"" + t + "\": placeholders differ"));
                QVERIFY2(accelerators(t) == accelerators(m.source),
                         qPrintable(where + " -> \"" + t + "\": accelerators differ"));
                if (m.context == "Commands") // --help's lines are laid out line by line
                    QVERIFY2(t.count('\n') == m.source.count('\n'), qPrintable(where + ": lines differ"));
            }
        }
    }

    // The window in each language shows no English text that has a translation: the
    // translators are installed before the texts are made, and tr() runs in the contexts the
    // catalogue has.
    void windowShowsTranslations_data() { cataloguesHoldEveryText_data(); }
    void windowShowsTranslations()
    {
        QFETCH(QString, language);
        // As a user's session would choose it.
        qunsetenv("LC_ALL");
        qunsetenv("LC_MESSAGES");
        qputenv("LANG", language == "de" ? "de_DE.UTF-8" : "ja_JP.UTF-8");
        qputenv("LANGUAGE", language.toUtf8());
        QCOMPARE(installTranslations(), language);
        const QStringList texts = windowTexts();
        qputenv("LC_ALL", "C");
        QCOMPARE(installTranslations(), QString());
        QVERIFY(texts.size() > 200);

        // English sources whose translation differs, as shown text or as a pattern.
        std::vector<std::pair<QRegularExpression, QString>> english;
        for (const Message& m : readCatalogue(catalogue(language))) {
            const QString source = visible(m.source);
            if (letters(source) < 4 || m.translations.isEmpty() || visible(m.translations.first()) == source)
                continue;
            english.emplace_back(sourcePattern(source), m.context + ": " + m.source);
        }
        QStringList untranslated;
        for (const QString& text : texts) {
            const QString qt = qtTranslation(language, text);
            if (!qt.isEmpty() && visible(qt) != text)
                untranslated << "\"" + text + "\" (Qt's own)";
        }
        for (const QString& text : texts)
            for (const auto& [pattern, message] : english)
                if (pattern.match(text).hasMatch()) {
                    // Placeholders filled with other shown texts: only the frame counts.
                    untranslated << "\"" + text + "\" (" + message + ")";
                    break;
                }
        QVERIFY2(untranslated.isEmpty(), qPrintable("shown in English:\n" + untranslated.join('\n')));
    }

    // Every text the English window shows either went through tr() (it matches a source of
    // the catalogue) or is data: numbers, sizes, file and device names.
    void windowTextsGoThroughTr()
    {
        std::vector<QRegularExpression> sources;
        for (const Message& m : readCatalogue(catalogue("de")))
            sources.push_back(sourcePattern(visible(m.source)));
        const QStringList texts = windowTexts();
        QStringList names;
        for (const DeviceInfo& d : listDevices())
            names << QString::fromStdString(d.name) << QString::fromStdString(d.platformName);
        QStringList literal;
        for (const QString& text : texts) {
            if (isData(text, names) || !qtTranslation("de", text).isEmpty())
                continue;
            const bool marked = std::any_of(sources.begin(), sources.end(), [&](const QRegularExpression& p) {
                return p.match(text).hasMatch();
            });
            if (!marked)
                literal << "\"" + text + "\"";
        }
        QVERIFY2(literal.isEmpty(), qPrintable("shown without tr():\n" + literal.join('\n')));
    }

    // In English the window's descriptions say exactly what the engine's describe() says (the
    // command line's and the files' texts), for settings of every family.
    void descriptionsInEnglishAreTheEngines()
    {
        qputenv("LC_ALL", "C");
        QCOMPARE(installTranslations(), QString());
        std::vector<FilterSettings> settings(8);
        settings[1].highpass = 12;
        settings[1].lowpass = 90.5;
        settings[1].shape = FilterShape::Butterworth;
        settings[1].order = 3;
        settings[1].mapping = OutputMapping::Normalize;
        settings[2].lowpass = 30;
        settings[2].shape = FilterShape::Gaussian;
        settings[2].isotropic = true;
        settings[2].invert = true;
        settings[2].emphasis = {0.5, 2};
        settings[2].edges = {EdgeHandling::Window, 0.3};
        settings[3].homomorphic = Homomorphic{0.25, 1.5, 2, 40};
        settings[3].edges = {EdgeHandling::Window, 1.0};
        settings[4].notches = {{24, -16, 3, FilterShape::Gaussian}, {0.5, 7, 2.25, FilterShape::Ideal}};
        settings[4].edges = {EdgeHandling::Mirror, 1.0};
        Wedge stop;
        stop.angle = 30;
        stop.opening = 12.5;
        Wedge soft = stop;
        soft.soft = 4;
        soft.pass = true;
        Wedge ranged = soft;
        ranged.rMin = 10;
        ranged.rMax = 200;
        Wedge from = stop;
        from.rMin = 5;
        settings[5].wedges = {stop, soft, ranged, from};
        settings[5].edges = {EdgeHandling::Smooth, 1.0};
        settings[6].highpass = 0.001;
        settings[6].mapping = OutputMapping::Magnitude;
        settings[7].lowpass = 1e7;
        settings[7].mapping = OutputMapping::Clamp;
        for (const FilterSettings& s : settings)
            QCOMPARE(Descriptions::filter(s), QString::fromStdString(s.describe()));

        for (const auto& [width, height] : {std::pair{512, 512}, std::pair{640, 480}, std::pair{7, 4096}})
            for (double radius : {0.0, 1.0, 12.5, 64.0, 300.0})
                QCOMPARE(Descriptions::cutoff(radius, width, height),
                         QString::fromStdString(describeCutoff(radius, width, height)));

        for (const auto& [channels, maxval, floating] :
             {std::tuple{1, 255, false}, std::tuple{2, 255, false}, std::tuple{3, 65535, false},
              std::tuple{4, 65535, false}, std::tuple{1, 1023, false}, std::tuple{3, 255, true}}) {
            Image image;
            image.width = 31;
            image.height = 17;
            image.channels = channels;
            image.maxval = maxval;
            image.floating = floating;
            QCOMPARE(describeImage(image), QString::fromStdString(image.describe()));
        }
        for (PatternKind kind : {PatternKind::Grating, PatternKind::Bars, PatternKind::Checkerboard,
                                 PatternKind::ZonePlate}) {
            PatternSpec spec;
            spec.kind = kind;
            spec.width = 300;
            spec.height = 200;
            spec.u = 12.5;
            spec.v = -3;
            spec.square = 9;
            QCOMPARE(Descriptions::pattern(spec), QString::fromStdString(spec.describe()));
        }
    }

    // Hand-made cases of gettext's rules.
    void languageFollowsLocale_data()
    {
        QTest::addColumn<QString>("lcAll");
        QTest::addColumn<QString>("lcMessages");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("nothing set") << "" << "" << "" << "" << QStringList{};
        QTest::newRow("LANG") << "" << "" << "de_DE.UTF-8" << "" << QStringList{"de_DE"};
        QTest::newRow("LC_MESSAGES over LANG") << "" << "ja_JP.UTF-8" << "de_DE.UTF-8" << "" << QStringList{"ja_JP"};
        QTest::newRow("LC_ALL over both") << "de_AT.UTF-8" << "ja_JP.UTF-8" << "en_GB.UTF-8" << ""
                                          << QStringList{"de_AT"};
        QTest::newRow("LANGUAGE first") << "" << "" << "de_DE.UTF-8" << "ja:de" << QStringList{"ja", "de", "de_DE"};
        QTest::newRow("C ignores LANGUAGE") << "C" << "" << "de_DE.UTF-8" << "ja" << QStringList{};
        QTest::newRow("POSIX") << "" << "POSIX" << "" << "de" << QStringList{};
        QTest::newRow("C.UTF-8") << "C.UTF-8" << "" << "" << "" << QStringList{};
    }
    void languageFollowsLocale()
    {
        QFETCH(QString, lcAll);
        QFETCH(QString, lcMessages);
        QFETCH(QString, lang);
        QFETCH(QString, language);
        QFETCH(QStringList, expected);
        const std::map<const char*, QString> values{
            {"LC_ALL", lcAll}, {"LC_MESSAGES", lcMessages}, {"LANG", lang}, {"LANGUAGE", language}};
        std::map<const char*, QByteArray> saved;
        for (const auto& [name, value] : values) {
            saved[name] = qgetenv(name);
            if (value.isEmpty())
                qunsetenv(name);
            else
                qputenv(name, value.toUtf8());
        }
        const QStringList languages = interfaceLanguages();
        for (const auto& [name, value] : saved)
            value.isEmpty() ? qunsetenv(name) : qputenv(name, value);
        QCOMPARE(languages, expected);
    }

    // The command line: English under LC_ALL=C whatever LANGUAGE says; German and Japanese
    // --help and errors otherwise, with Qt's own headings.
    void commandLineLanguage()
    {
        const PassbandRun c = runInSession({"--help"}, {{"LC_ALL", "C"}, {"LANGUAGE", "de:ja"}});
        QCOMPARE(c.exitCode, 0);
        QVERIFY(c.out.contains("Usage: "));
        QVERIFY(c.out.contains("Passband: frequency-domain image filtering on OpenCL."));
        QVERIFY(c.out.simplified().contains("High-pass radius R in spectrum pixels"));
        const PassbandRun cError = runInSession({"nonsense-command"}, {{"LC_ALL", "C"}, {"LANGUAGE", "de"}});
        QCOMPARE(cError.exitCode, 2);
        QCOMPARE(cError.err.trimmed(), QString("passband: unknown command 'nonsense-command' (see --help)"));

        for (const auto& [language, locale] : {std::pair{"de", "de_DE.UTF-8"}, std::pair{"ja", "ja_JP.UTF-8"}}) {
            const PassbandRun help = runInSession({"--help"}, {{"LANG", locale}});
            QCOMPARE(help.exitCode, 0);
            QVERIFY2(help.out.contains(translationOf(language, "CommandLine",
                                                     "Passband: frequency-domain image filtering on OpenCL.")),
                     qPrintable(help.out.left(400)));
            // --help wraps anywhere in Japanese: compared without white space.
            const auto squeezed = [](QString t) { return t.remove(QRegularExpression("\\s")); };
            QVERIFY(squeezed(help.out).contains(squeezed(
                translationOf(language, "Options",
                              "Low-pass radius R in spectrum pixels, 0 to 10000000: passes D < R (default: none)."))));
            QVERIFY2(!help.out.simplified().contains("High-pass radius R in spectrum pixels"), qPrintable(help.out));
            // A command's own help: its headings, and its options' texts without the shared
            // text's "strongest:" prefix.
            const PassbandRun own = runInSession({"strongest", "--help"}, {{"LANG", locale}});
            QCOMPARE(own.exitCode, 0);
            QVERIFY2(own.out.startsWith(translationOf(language, "CommandLine", "Usage:") + " passband strongest"),
                     qPrintable(own.out));
            QVERIFY2(squeezed(own.out).contains(squeezed(translationOf(language, "Commands",
                                                                       "Output mapping: clamp (default) or normalize."))),
                     qPrintable(own.out));
            QVERIFY2(own.out.contains(translationOf(language, "CommandLine", "Example:")), qPrintable(own.out));
            const PassbandRun error = runInSession({"nonsense-command"}, {{"LANG", locale}});
            QCOMPARE(error.exitCode, 2);
            QCOMPARE(error.err.trimmed(),
                     "passband: " +
                         translationOf(language, "CommandLine", "unknown command '%1' (see --help)").arg("nonsense-command"));
        }
    }

private:
    // The window with an image and its result, its menus and docks, and the dialogs it opens.
    QStringList windowTexts()
    {
        MainWindow window("");
        window.resize(1400, 900);
        window.show();
        QSignalSpy shown(window.session(), &Session::imageShown);
        window.openFile(":/samples/astronaut.png");
        if (!shown.wait(120000))
            qFatal("the sample did not open");
        // Until the exact result is on screen, with its title and the analysis after it.
        QElapsedTimer clock;
        clock.start();
        while (!(window.session()->latestFilterRequest() > 0 && window.session()->showsExactResult() && window.session()->engine()->waitIdle(0))) {
            if (clock.elapsed() > 120000)
                qFatal("no exact result");
            QTest::qWait(5);
        }
        QCoreApplication::sendPostedEvents();
        PatternDialog pattern(&window);
        NoiseDialog noise(&window);
        SweepDialog sweep(200, QDir::tempPath(), &window);
        QStringList texts = shownTexts({&window, &pattern, &noise, &sweep});
        // The bundled lessons' titles (Lessons > Bundled Lessons) are content, in English as
        // their captions are (README "Lessons"), not the interface's texts.
        QStringList titles;
        for (const QString& file : bundledLessons())
            titles << loadLesson(file).title;
        texts.removeIf([&](const QString& text) { return titles.contains(text); });
        return texts;
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
