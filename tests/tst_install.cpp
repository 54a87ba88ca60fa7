// What `cmake --install` puts on a system, checked with the tools desktops and Debian check it
// with: the desktop entry (desktop-file-validate), the AppStream metainfo (appstreamcli), the
// MIME types against shared-mime-info's own database, passband(1) against --help (rendered
// by man), bash's completion run in bash itself, and the installed tree.
#include "image_formats.h"
#include "user_paths.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

namespace {

const QString kBinary = PASSBAND_BINARY;
const QString kBuild = PASSBAND_BUILD_DIR;
const QString kSources = PASSBAND_SOURCE_DIR;
const QString kAppId = "org.passband.Passband";
const QString kVersion = PASSBAND_VERSION;

struct Run {
    int code = -1;
    QString out, err;
};

// A tool's run; a tool that is missing fails the test with the package that has it.
Run run(const QString& program, const QStringList& arguments, const QProcessEnvironment& env =
                                                                      QProcessEnvironment::systemEnvironment(),
        const QByteArray& input = {})
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, arguments);
    if (!p.waitForStarted(20000))
        return {};
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000)) { // a tool that hangs fails, as one that fails does
        p.kill();
        p.waitForFinished();
        return {-1, {}, program + " did not finish within 120 s"};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString tool(const QString& name, const QString& package)
{
    const QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        qFatal("%s is needed (Debian package %s)", qPrintable(name), qPrintable(package));
    return path;
}

QString share(const QString& relative) { return kBuild + "/share/" + relative; }

// A desktop entry's key in [Desktop Entry], as the specification reads it.
QString desktopKey(const QString& key)
{
    QFile f(share("applications/" + kAppId + ".desktop"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    for (const QString& line : QString::fromUtf8(f.readAll()).split('\n'))
        if (line.startsWith(key + "="))
            return line.mid(key.size() + 1);
    return {};
}

// The text of a manual page as man shows it, one line per paragraph, spaces collapsed.
QString renderedManual(const QString& page, const QString& language = "C.UTF-8")
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("MANWIDTH", "1000");
    env.insert("LC_ALL", language);
    env.insert("MAN_KEEP_FORMATTING", "");
    const Run r = run(tool("man", "man-db"), {"-l", page}, env);
    return r.out.simplified();
}

QString helpText(const QString& lcAll)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LC_ALL", lcAll);
    env.remove("LANGUAGE");
    return run(kBinary, {"--help"}, env).out;
}

// What bash completes for a command line (the word under the cursor last), with
// bash-completion's framework loaded as an interactive shell would have it.
QStringList complete(const QStringList& words)
{
    const QString framework = "/usr/share/bash-completion/bash_completion";
    if (!QFile::exists(framework))
        qFatal("%s is needed (Debian package bash-completion)", qPrintable(framework));
    QStringList quoted;
    for (const QString& w : words)
        quoted << "'" + w + "'";
    const QString script = QString("source %1\nsource '%2'\nCOMP_WORDS=(%3)\nCOMP_CWORD=%4\n"
                                   "COMP_LINE=\"${COMP_WORDS[*]}\"\nCOMP_POINT=${#COMP_LINE}\n"
                                   "_passband passband\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n")
                               .arg(framework, share("bash-completion/completions/passband"), quoted.join(' '))
                               .arg(words.size() - 1);
    QTemporaryDir cwd; // _filedir lists this empty folder, not the build tree
    QProcess p;
    p.setWorkingDirectory(cwd.path());
    p.start("bash", {"--norc", "-c", script});
    p.waitForFinished(30000);
    QStringList out = QString::fromUtf8(p.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
    out.sort();
    return out;
}

std::set<QString> optionsIn(const QString& text)
{
    std::set<QString> options;
    static const QRegularExpression option(R"((?<![\w-])--[a-z][a-z0-9-]+)");
    for (auto it = option.globalMatch(text); it.hasNext();)
        options.insert(it.next().captured());
    return options;
}

} // namespace

class TestInstall : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // QMimeDatabase reads our own types (PAM, PFM) from the build tree beside the system's.
        const QByteArray system = qEnvironmentVariableIsEmpty("XDG_DATA_DIRS") ? QByteArray("/usr/local/share:/usr/share")
                                                                              : qgetenv("XDG_DATA_DIRS");
        qputenv("XDG_DATA_DIRS", (kBuild + "/share:").toUtf8() + system);
    }

    void desktopEntryIsValid()
    {
        const Run r = run(tool("desktop-file-validate", "desktop-file-utils"),
                          {share("applications/" + kAppId + ".desktop")});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        // Hints are advice on menus; errors and warnings are not allowed.
        QVERIFY2(!r.out.contains("error") && !r.out.contains("warning"), qPrintable(r.out));
        QCOMPARE(desktopKey("Exec"), QString("passband %f"));
        QCOMPARE(desktopKey("Icon"), kAppId);
    }

    void metainfoIsValid()
    {
        const QString metainfo = share("metainfo/" + kAppId + ".metainfo.xml");
        const Run r = run(tool("appstreamcli", "appstream"), {"validate", "--no-net", "--pedantic", metainfo});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY2(!r.out.contains(QRegularExpression("^[EW]:", QRegularExpression::MultilineOption)), qPrintable(r.out));
        QFile f(metainfo);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString xml = QString::fromUtf8(f.readAll());
        QVERIFY(xml.contains("<launchable type=\"desktop-id\">" + kAppId + ".desktop</launchable>"));
        QVERIFY2(xml.contains("<release version=\"" + kVersion + "\""), "the newest release is this version");
        QVERIFY(xml.contains("<binary>passband</binary>"));
        // The media types it declares are the desktop entry's.
        QStringList declared;
        static const QRegularExpression mediatype("<mediatype>([^<]+)</mediatype>");
        for (auto it = mediatype.globalMatch(xml); it.hasNext();)
            declared << it.next().captured(1);
        QStringList listed = desktopKey("MimeType").split(';', Qt::SkipEmptyParts);
        declared.sort();
        listed.sort();
        QCOMPARE(declared, listed);
    }

    // Every file type Passband opens is associated with it, and nothing else: the oracle is
    // shared-mime-info's database (plus our own definitions of PAM and PFM, which it lacks).
    void mimeTypesAreTheFormatsItOpens()
    {
        QMimeDatabase db;
        const QStringList listed = desktopKey("MimeType").split(';', Qt::SkipEmptyParts);
        QVERIFY(!listed.isEmpty());
        // Ours (Netpbm, TIFF, FITS) and those of the Qt plugins the package depends on or
        // recommends: Qt Gui's own and qt6-image-formats-plugins' (another plugin installed
        // on this machine, such as SVG's, is not the package's promise).
        QStringList suffixes{"pgm", "ppm", "pnm", "pbm", "pam", "pfm", "tif", "tiff", "fits", "fit", "fts"};
        const QStringList packaged{"png", "bmp", "pbm", "pgm", "ppm", "xbm", "xpm", "gif", "ico", "cur", "jpg",
                                   "jpeg", "icns", "mng", "tga", "tif", "tiff", "wbmp", "webp"};
        for (const QByteArray& f : QImageReader::supportedImageFormats())
            if (packaged.contains(QString::fromLatin1(f).toLower()))
                suffixes << QString::fromLatin1(f).toLower();
        suffixes.removeDuplicates();
        for (const QString& suffix : packaged) // this machine has what the package recommends
            QVERIFY2(suffixes.contains(suffix), qPrintable("Qt here reads no ." + suffix));
        for (const QString& suffix : suffixes) {
            const QMimeType type = db.mimeTypeForFile("image." + suffix, QMimeDatabase::MatchExtension);
            QVERIFY2(type.isValid() && !type.isDefault(), qPrintable("no MIME type for ." + suffix));
            QVERIFY2(listed.contains(type.name()),
                     qPrintable(QString(".%1 (%2) is opened but not associated").arg(suffix, type.name())));
        }
        for (const QString& name : listed) {
            const QMimeType type = db.mimeTypeForName(name);
            QVERIFY2(type.isValid(), qPrintable(name + " is not a MIME type shared-mime-info or we define"));
            QVERIFY2(type.name() == name, qPrintable(name + " is an alias of " + type.name()));
            bool opened = false;
            for (const QString& suffix : type.suffixes())
                opened = opened || suffixes.contains(suffix.toLower());
            QVERIFY2(opened, qPrintable(name + " is associated but none of its suffixes is opened"));
        }
    }

    // The desktop entry declares the format table's MIME types (made from it at build time), and
    // each row's types are the ones shared-mime-info gives its extensions: none on a wrong row,
    // none missing from a row.
    void mimeTypesAreTheFormatTables()
    {
        QStringList listed = desktopKey("MimeType").split(';', Qt::SkipEmptyParts);
        QStringList table = passband::mimeTypes();
        listed.sort();
        table.sort();
        QCOMPARE(listed, table);
        QVERIFY(desktopKey("MimeType").endsWith(';'));
        QMimeDatabase db;
        for (const passband::ImageFormat& f : passband::imageFormats()) {
            QStringList found;
            for (const QString& extension : f.extensions) {
                const QString type = db.mimeTypeForFile("image." + extension, QMimeDatabase::MatchExtension).name();
                QVERIFY2(f.mimeTypes.contains(type), qPrintable(QString(".%1 is %2, which the %3 row lacks")
                                                                    .arg(extension, type, f.name)));
                found << type;
            }
            for (const QString& type : f.mimeTypes)
                QVERIFY2(found.contains(type), qPrintable(QString("%1 is none of the %2 row's extensions' type")
                                                              .arg(type, f.name)));
        }
    }

    // The two Netpbm types of our own are found by content too, as file managers find them.
    void ownMimeTypesMatchContent()
    {
        QMimeDatabase db;
        QCOMPARE(db.mimeTypeForData(QByteArray("P7\nWIDTH 1\nHEIGHT 1\nDEPTH 1\nMAXVAL 255\nENDHDR\n\x01", 44)).name(),
                 QString("image/x-portable-arbitrarymap"));
        QCOMPARE(db.mimeTypeForData(QByteArray("Pf\n1 1\n-1.0\n\0\0\0\0", 16)).name(),
                 QString("image/x-portable-floatmap"));
    }

    void iconsAtEverySize()
    {
        QVERIFY(QFile::exists(share("icons/hicolor/scalable/apps/" + kAppId + ".svg")));
        for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512}) {
            const QImage icon(share(QString("icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kAppId)));
            QVERIFY2(!icon.isNull(), qPrintable(QString("no %1 px icon").arg(size)));
            QCOMPARE(icon.size(), QSize(size, size));
            QVERIFY(icon.hasAlphaChannel());
        }
    }

    // passband(1) says what --help says: every command and option, each option's words.
    void manualMatchesHelp_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("locale");
        QTest::newRow("en") << share("man/man1/passband.1") << "C.UTF-8";
        QTest::newRow("de") << share("man/de/man1/passband.1") << "de_DE.UTF-8";
        QTest::newRow("ja") << share("man/ja/man1/passband.1") << "ja_JP.UTF-8";
    }
    void manualMatchesHelp()
    {
        QFETCH(QString, page);
        QFETCH(QString, locale);
        const QString help = helpText(locale);
        QVERIFY(help.contains("--highpass"));
        const QString manual = renderedManual(page);
        QVERIFY2(manual.contains("PASSBAND(1)"), qPrintable(manual.left(200)));
        for (const QString& option : optionsIn(help))
            QVERIFY2(manual.contains(option), qPrintable(option + " is in --help but not in the manual"));
        // Each option's description, as --help wraps it, is in the manual word for word.
        static const QRegularExpression described(R"(^\s+(?:-\w, )?--[a-z-]+(?: <[^>]+>)?\s{2,}(\S.*)$)");
        const QStringList lines = help.split('\n');
        int compared = 0;
        for (int i = 0; i < lines.size(); ++i) {
            const QRegularExpressionMatch m = described.match(lines[i]);
            if (!m.hasMatch())
                continue;
            QString text = m.captured(1);
            for (int j = i + 1; j < lines.size() && lines[j].startsWith("    ") &&
                                !lines[j].trimmed().startsWith("-");
                 ++j)
                text += " " + lines[j].trimmed();
            // Compared without white space: --help wraps Japanese anywhere, even inside a word.
            QVERIFY2(QString(manual).remove(QRegularExpression("\\s")).contains(text.remove(QRegularExpression("\\s"))),
                     qPrintable("not in the manual: " + text));
            ++compared;
        }
        QVERIFY(compared >= 40);
        // The parts that say what the manual says are the manual's words (docs/manual, read
        // here from the source): its opening paragraph and the batches' first.
        for (const auto& [chapter, heading] : {std::pair<QString, QString>{"index.md", "# Passband Manual"},
                                               std::pair<QString, QString>{"command-line.md", "## Batches on many machines"}}) {
            QFile f(kSources + "/docs/manual/" + chapter);
            QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
            const QString text = QString::fromUtf8(f.readAll());
            QString paragraph = text.mid(text.indexOf(heading + "\n") + heading.size()).trimmed().section("\n\n", 0, 0);
            QVERIFY(paragraph.size() > 200);
            paragraph.replace(QRegularExpression(R"(\[([^\]]*)\]\([^)]*\))"), "\\1").remove('`').remove('*');
            const auto squeezed = [](QString s) {
                return s.replace(QChar(0x2019), '\'').replace(QChar(0x2010), '-').remove(QRegularExpression("[\\s\u00ad-]"));
            };
            QVERIFY2(squeezed(manual).contains(squeezed(paragraph)), qPrintable("not in passband(1): " + paragraph));
        }
        // Every command of --help's list.
        for (const QString& command : {"filter", "sweep", "spectrum", "pattern", "noise", "mix", "hybrid", "convolve",
                                       "subsample", "strongest", "basis", "fft1d", "devices", "demo"})
            QVERIFY2(help.contains("  " + command + " ") && manual.contains("passband " + command),
                     qPrintable(command));
        // groff finds nothing wrong in it (lintian runs the same check).
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("MANWIDTH", "80");
        env.insert("LC_ALL", "C.UTF-8");
        const Run warnings = run(tool("man", "man-db"), {"--warnings", "-E", "UTF-8", "-l", page}, env);
        QVERIFY2(warnings.err.trimmed().isEmpty(), qPrintable(warnings.err));
    }

    void completionOffersCommandsOptionsAndValues()
    {
        QCOMPARE(complete({"passband", "fil"}), QStringList{"filter"});
        QCOMPARE(complete({"passband", "s"}), (QStringList{"spectrum", "strongest", "subsample", "sweep"}));
        QCOMPARE(complete({"passband", "filter", "in.png", "--sh"}), QStringList{"--shape"});
        QCOMPARE(complete({"passband", "filter", "in.png", "--shape", ""}),
                 (QStringList{"butterworth", "gaussian", "ideal"}));
        QCOMPARE(complete({"passband", "filter", "--edges", "h"}), QStringList{"hann"});
        QCOMPARE(complete({"passband", "spectrum", "a.png", "b.png", "--show", ""}),
                 (QStringList{"imaginary", "magnitude", "phase", "real"}));
        QCOMPARE(complete({"passband", "pattern", ""}), (QStringList{"bars", "checkerboard", "grating", "zoneplate"}));
        QCOMPARE(complete({"passband", "--lab", "h"}), QStringList{"hybrid"});
        QCOMPARE(complete({"passband", "--pre"}), QStringList{"--presentation"});
        // An option of another command is not offered.
        QCOMPARE(complete({"passband", "pattern", "--sh"}), QStringList{});
        QCOMPARE(complete({"passband", "mix", "a", "b", "--ph"}), QStringList{"--phase-from"});
    }

    // Every option --help lists is completed somewhere: the completion cannot fall behind.
    void completionKnowsEveryOption()
    {
        std::set<QString> offered;
        for (const QString& context : {"", "filter", "sweep", "spectrum", "pattern", "noise", "mix", "hybrid", "convolve",
                                       "subsample", "strongest", "basis", "fft1d", "devices", "demo"}) {
            QStringList words{"passband"};
            if (!QString(context).isEmpty())
                words << context;
            words << "--";
            for (const QString& o : complete(words))
                offered.insert(o);
        }
        for (const QString& option : optionsIn(helpText("C")))
            QVERIFY2(offered.count(option), qPrintable(option + " is never completed"));
    }

    // Settings, cache and data at the XDG base directories, and nothing in $HOME itself:
    // the window run as a user's session would run it, with each directory moved.
    void followsXdgBaseDirectories()
    {
        QTemporaryDir dir;
        for (const char* sub : {"home", "config", "cache", "data"})
            QVERIFY(QDir(dir.path()).mkpath(sub));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("HOME", dir.filePath("home"));
        env.insert("XDG_CONFIG_HOME", dir.filePath("config"));
        env.insert("XDG_CACHE_HOME", dir.filePath("cache"));
        env.insert("XDG_DATA_HOME", dir.filePath("data"));
        env.insert("PASSBAND_KERNEL_CACHE", "always");
        env.insert("QT_QPA_PLATFORM", "offscreen");
        env.insert("CUDA_CACHE_PATH", dir.filePath("cache/nv")); // NVIDIA's driver's own cache, were it used
        const Run r = run(kBinary, {"--screenshot", dir.filePath("window.png")}, env);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(!QImage(dir.filePath("window.png")).isNull());
        QVERIFY(QFile::exists(dir.filePath("config/Passband/Passband.conf")));
        QVERIFY2(!QDir(dir.filePath("cache/Passband/kernels")).entryList(QDir::Files).isEmpty(),
                 "built kernels are kept in $XDG_CACHE_HOME/Passband/kernels");
        QCOMPARE(QDir(dir.filePath("home")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{});

        // Presets (where Save Preset starts), in this process.
        const QByteArray saved = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", dir.filePath("data").toUtf8());
        const QString presets = passband::presetsDirectory();
        qputenv("XDG_DATA_HOME", saved);
        QCOMPARE(presets, dir.filePath("data/Passband/presets"));
        QVERIFY(QFileInfo(presets).isDir());
    }

    // `cmake --install` into a staging root: every file in its place, the manuals as Debian
    // wants them (gzip -9n: no name, no time), and the installed binary runs.
    void installTree()
    {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        const Run install = run("cmake", {"--install", kBuild, "--prefix", root.path() + "/usr"});
        QVERIFY2(install.code == 0, qPrintable(install.out + install.err));
        const QString usr = root.path() + "/usr";
        const QStringList expected{"bin/passband",
                                   "share/applications/" + kAppId + ".desktop",
                                   "share/metainfo/" + kAppId + ".metainfo.xml",
                                   "share/icons/hicolor/scalable/apps/" + kAppId + ".svg",
                                   "share/icons/hicolor/48x48/apps/" + kAppId + ".png",
                                   "share/mime/packages/" + kAppId + ".xml",
                                   "share/man/man1/passband.1.gz",
                                   "share/man/de/man1/passband.1.gz",
                                   "share/man/ja/man1/passband.1.gz",
                                   "share/bash-completion/completions/passband",
                                   "share/doc/passband/copyright",
                                   "share/doc/passband/changelog.gz"};
        for (const QString& file : expected)
            QVERIFY2(QFile::exists(usr + "/" + file), qPrintable(file + " is not installed"));
        for (const QString& gz : {"share/man/man1/passband.1.gz", "share/doc/passband/changelog.gz"}) {
            QFile f(usr + "/" + gz);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray head = f.read(10);
            QCOMPARE(head.left(2), QByteArray("\x1f\x8b"));
            QCOMPARE(int(head[3]) & 0x08, 0);       // FNAME: no file name inside
            QCOMPARE(head.mid(4, 4), QByteArray(4, '\0')); // MTIME 0
            QCOMPARE(int(quint8(head[8])), 2);      // XFL 2: compressed with -9
        }
        const Run version = run(usr + "/bin/passband", {"--version"});
        QCOMPARE(version.out.trimmed(), "passband " + kVersion);
    }
};

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
