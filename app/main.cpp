#include "cli.h"
#include "cli/command.h"
#include "device.h"
#include "main_window.h"
#include "side_by_side.h"
#include "presentation.h"
#include "lesson_player.h"
#include "engine.h"
#include "sample.h"
#include "translations.h"
#include "user_paths.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QSettings>
#include <QStandardPaths>

#include <QFileInfo>
#include <QSaveFile>
#include <QTimer>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <memory>
#include <variant>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <malloc.h>

namespace {

// Whether `argument` is one of the window's options that take a value (--device, --lab ...),
// as cli::Options declares them.
bool takesValue(const char* argument)
{
    static const passband::cli::Options o;
    std::vector<const QCommandLineOption*> options = o.windowOptions();
    options.push_back(&o.device);
    const QString name = QString::fromLocal8Bit(argument);
    return std::any_of(options.begin(), options.end(), [&](const QCommandLineOption* option) {
        return !option->valueName().isEmpty() && name == "--" + option->names().first();
    });
}

// The command line runs headless (no display needed) when its first argument is a command
// or a help/version flag; anything else opens the window.
bool wantsCommandLine(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const char* a = argv[i];
        for (const char* flag : {"-h", "--help", "--help-all", "-v", "--version", "--markdown-commands", "--manual", "--bash-completion",
                                 "--mime-types"})
            if (std::strcmp(a, flag) == 0)
                return true;
        if (takesValue(a)) {
            ++i; // its value
            continue;
        }
        if (a[0] == '-')
            continue;
        if (passband::isCommand(QString::fromLocal8Bit(a)))
            return true;
        // A file to open in the window; anything else is an unknown command, which the
        // command line reports.
        return !QFileInfo::exists(QString::fromLocal8Bit(a));
    }
    return false;
}

void describeApplication()
{
    QCoreApplication::setOrganizationName("Passband");
    QCoreApplication::setApplicationName("Passband");
    QCoreApplication::setApplicationVersion(PASSBAND_VERSION);
    passband::installTranslations();
    // Built kernels, kept for drivers that keep none (README "Kernel cache");
    // PASSBAND_KERNEL_CACHE=always keeps them for every driver, =never for none.
    const QByteArray use = qgetenv("PASSBAND_KERNEL_CACHE");
    passband::setKernelCache(passband::kernelCacheDirectory().toStdString(),
                             use == "always" ? passband::KernelCacheUse::Always
                             : use == "never" ? passband::KernelCacheUse::Never
                                              : passband::KernelCacheUse::DriversWithoutCache);
}

// What the window is opened with.
struct WindowArguments {
    QString file;       // empty: the bundled sample
    QString device;     // --device
    QString second;     // --second
    QString screenshot; // --screenshot
    QString lesson;     // --lesson
    std::optional<passband::LabMode> lab; // --lab
    bool presentation = false;
    bool sideBySide = false; // --side-by-side
};

// The window's arguments, or what is wrong with them as one line (in the user's language
// once the translators are installed).
std::variant<WindowArguments, QString> parseWindowArguments(const QStringList& arguments)
{
    using passband::cli::CommandLine;
    QCommandLineParser parser;
    const passband::cli::Options o;
    parser.addOptions({o.device, o.lab, o.second, o.presentation, o.sideBySide, o.lesson, o.screenshot});
    parser.addPositionalArgument("FILE", CommandLine::tr("image to open"), "[FILE]");
    if (!parser.parse(arguments))
        return CommandLine::tr("%1 (see --help)").arg(parser.errorText());
    if (parser.positionalArguments().size() > 1)
        return CommandLine::tr("give at most one file to open (see --help)");
    WindowArguments a;
    if (parser.isSet(o.lab)) {
        const std::optional<passband::LabMode> mode = passband::parseLabMode(parser.value(o.lab).toLower().toStdString());
        if (!mode)
            //: %1 lists the lab's modes ("mix, hybrid, ... or basis"), %2 the value given.
            return CommandLine::tr("--lab must be %1, not '%2'")
                .arg(QString::fromStdString(passband::labModeNames(false)), parser.value(o.lab));
        passband::LabSettings asked;
        asked.mode = *mode;
        if (asked.active()) // "off": the filter's panes, as without --lab
            a.lab = *mode;
    }
    a.file = parser.positionalArguments().value(0);
    a.device = parser.value(o.device);
    a.second = parser.value(o.second);
    a.screenshot = parser.value(o.screenshot);
    a.presentation = parser.isSet(o.presentation);
    a.lesson = parser.value(o.lesson);
    a.sideBySide = parser.isSet(o.sideBySide);
    if (a.sideBySide && a.lab)
        return CommandLine::tr("--side-by-side and --lab each take the panes: give one of them");
    return a;
}

// --screenshot is for scripts: its stderr holds its own line, not the platform's or the
// window's remarks (an error the window shows is said once, by the screenshot's failure).
void keepStderrToOneLine()
{
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& text) {
        if (type == QtFatalMsg || type == QtCriticalMsg)
            std::fprintf(stderr, "%s\n", qPrintable(text));
    });
}

// --screenshot: the window as it is once the first exact result is on screen, then quit;
// any error the window shows first ends it with that error instead.
void saveScreenshotWhenShown(passband::MainWindow& window, const QString& path)
{
    auto failed = std::make_shared<bool>(false);
    const auto fail = [failed](const QString& why) {
        if (*failed)
            return;
        *failed = true;
        std::fprintf(stderr, "passband: %s\n", qPrintable(why.section('\n', 0, 0)));
        QCoreApplication::exit(1);
    };
    QObject::connect(&window, &passband::MainWindow::errorShown, &window, fail);
    QObject::connect(window.session(), &passband::Session::imageRejected, &window,
                     [fail](const QString&, const QString& reason) { fail(reason); });
    auto* poll = new QTimer(&window);
    QObject::connect(poll, &QTimer::timeout, &window, [&window, path, fail, poll] {
        const passband::Session& session = *window.session();
        if (!session.engine()->waitIdle(0))
            return;
        if (window.sideBySide()->active()) {
            if (!window.sideBySide()->showsExactResults())
                return; // its panes' exact results (the window's own is held meanwhile)
        } else if (!(session.latestFilterRequest() > 0 && session.showsExactResult())) {
            return;
        }
        poll->stop();
        QCoreApplication::sendPostedEvents(); // what the finished jobs delivered
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || !window.grab().save(&file, "PNG") || !file.flush() || !file.commit())
            return fail(passband::cli::CommandLine::tr("Cannot write the screenshot %1: %2").arg(path, file.errorString()));
        window.close(); // as a user would: the window keeps its settings
        QCoreApplication::exit(0);
    });
    poll->start(20);
    // A window that never shows a result is an error too, not a hang.
    QTimer::singleShot(180000, &window, [fail] { fail(passband::cli::CommandLine::tr("no result within 180 s")); });
}

} // namespace

int main(int argc, char** argv)
{
    const auto started = std::chrono::steady_clock::now(); // a command reports the time from here
    // Past a file-size limit a write should fail (and the export report it), not kill us.
    std::signal(SIGXFSZ, SIG_IGN);
    // glibc reserves up to 8 malloc arenas of 64 MiB address space per core, one per thread
    // that allocates: 350 MiB of address space on 2 cores before any image (docs/performance.md
    // "Memory"). Under an address-space limit (ulimit -v) that is memory an image cannot have.
    // Two arenas serve the GUI thread and the worker; the big buffers are mmapped anyway.
    mallopt(M_ARENA_MAX, 2);
    if (wantsCommandLine(argc, argv)) {
        // Drawing text (a contact sheet's labels) needs Qt's GUI half, off screen: no window
        // is ever shown by a command, and no display is needed.
        bool drawsText = false;
        for (int i = 1; i < argc; ++i)
            drawsText = drawsText || std::strncmp(argv[i], "--contact-sheet", 15) == 0;
        if (drawsText) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            // A command's stderr holds its own lines: not the platform's remark, where there is
            // no session, that it chose a runtime directory itself.
            static const QtMessageHandler qtHandler = qInstallMessageHandler(nullptr);
            qInstallMessageHandler([](QtMsgType type, const QMessageLogContext& context, const QString& text) {
                if (!text.startsWith("QStandardPaths: XDG_RUNTIME_DIR"))
                    qtHandler(type, context, text);
            });
            QGuiApplication app(argc, argv);
            describeApplication();
            return passband::runCommandLine(app.arguments(), started);
        }
        QCoreApplication app(argc, argv);
        describeApplication();
        return passband::runCommandLine(app.arguments(), started);
    }
    // Parse before touching the display, so a usage error is one line whatever the session.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    std::variant<WindowArguments, QString> parsed = parseWindowArguments(arguments);
    const bool noDisplay = !std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY") && !std::getenv("QT_QPA_PLATFORM");
    if (std::holds_alternative<QString>(parsed) || noDisplay) {
        // Said in the user's language, for which the translators need an application object;
        // the texts are made again once they are installed.
        QCoreApplication core(argc, argv);
        describeApplication();
        parsed = parseWindowArguments(arguments);
        if (const QString* problem = std::get_if<QString>(&parsed)) {
            passband::cli::printLine(stderr, "passband: " + *problem);
            return 2;
        }
        passband::cli::printLine(
            stderr, "passband: " + passband::cli::CommandLine::tr(
                                       "no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set); "
                                       "run it in a desktop session, or use the headless commands (passband --help)."));
        return 1;
    }
    const WindowArguments given = std::get<WindowArguments>(parsed);
    if (!given.screenshot.isEmpty())
        keepStderrToOneLine();
    QApplication app(argc, argv);
    describeApplication();
    QGuiApplication::setDesktopFileName("org.passband.Passband");
    passband::MainWindow window(given.device);
    window.show(); // first run: the window sizes itself to the screen; later, as it was left
    if (given.lesson.isEmpty() || !given.file.isEmpty())
        window.openFile(given.file.isEmpty() ? passband::defaultSamplePath() : given.file);
    if (!given.second.isEmpty())
        window.openSecondImage(given.second);
    if (given.lab)
        window.showLab(*given.lab);
    if (given.sideBySide)
        window.sideBySide()->setActive(true);
    if (given.presentation) // as F5: the screen too
        window.presentation()->toggleAction()->trigger();
    // A lesson opens its own first image. One it cannot play is said in a message box and on
    // stderr in one line; the window then opens on the bundled sample, and a screenshot of it
    // is not taken (the status is 1).
    if (!given.lesson.isEmpty()) {
        QString why;
        const QMetaObject::Connection said =
            QObject::connect(window.lessons(), &passband::LessonPlayer::failed, [&why](const QString& line) { why = line; });
        const bool playing = window.lessons()->open(given.lesson);
        QObject::disconnect(said);
        if (!playing && !given.screenshot.isEmpty()) {
            passband::cli::printLine(stderr, "passband: " + why);
            return 1;
        }
        if (!playing && given.file.isEmpty())
            window.openFile(passband::defaultSamplePath());
    }
    if (!given.screenshot.isEmpty())
        saveScreenshotWhenShown(window, given.screenshot);
    return app.exec();
}
