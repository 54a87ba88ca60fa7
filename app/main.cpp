#include "cli.h"
#include "cli/command.h"
#include "device.h"
#include "main_window.h"
#include "presentation.h"
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

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

// The command line runs headless (no display needed) when its first argument is a command
// or a help/version flag; anything else opens the window.
bool wantsCommandLine(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const char* a = argv[i];
        for (const char* flag : {"-h", "--help", "-v", "--version", "--markdown-commands", "--manual", "--bash-completion"})
            if (std::strcmp(a, flag) == 0)
                return true;
        if (std::strcmp(a, "--device") == 0 || std::strcmp(a, "--lab") == 0 || std::strcmp(a, "--second") == 0 ||
            std::strcmp(a, "--screenshot") == 0) {
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

// --screenshot: the window as it is once the first exact result is on screen, then quit;
// any error the window shows first ends it with that error instead.
void saveScreenshotWhenShown(passband::MainWindow& window, const QString& path)
{
    const auto fail = [](const QString& why) {
        std::fprintf(stderr, "passband: %s\n", qPrintable(why.section('\n', 0, 0)));
        QCoreApplication::exit(1);
    };
    QObject::connect(&window, &passband::MainWindow::errorShown, &window, fail);
    QObject::connect(&window, &passband::MainWindow::imageRejected, &window,
                     [fail](const QString&, const QString& reason) { fail(reason); });
    auto* poll = new QTimer(&window);
    QObject::connect(poll, &QTimer::timeout, &window, [&window, path, fail, poll] {
        if (!(window.latestFilterRequest() > 0 && window.showsExactResult() && window.engine()->waitIdle(0)))
            return;
        poll->stop();
        QCoreApplication::sendPostedEvents(); // what the finished jobs delivered
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || !window.grab().save(&file, "PNG") || !file.commit())
            return fail(QObject::tr("Cannot write the screenshot %1: %2").arg(path, file.errorString()));
        window.close(); // as a user would: the window keeps its settings
        QCoreApplication::exit(0);
    });
    poll->start(20);
    // A window that never shows a result is an error too, not a hang.
    QTimer::singleShot(180000, &window, [fail] { fail(QObject::tr("no result within 180 s")); });
}

} // namespace

int main(int argc, char** argv)
{
    // Past a file-size limit a write should fail (and the export report it), not kill us.
    std::signal(SIGXFSZ, SIG_IGN);
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
            return passband::runCommandLine(app.arguments());
        }
        QCoreApplication app(argc, argv);
        describeApplication();
        return passband::runCommandLine(app.arguments());
    }
    // Parse before touching the display, so a usage error is one whatever the session.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QCommandLineParser parser;
    const passband::cli::Options options; // English here: only parsed, --help is the command line's
    const QCommandLineOption& device = options.device;
    const QCommandLineOption& lab = options.lab;
    const QCommandLineOption& second = options.second;
    const QCommandLineOption& present = options.presentation;
    const QCommandLineOption& screenshot = options.screenshot;
    parser.addOptions({device, lab, second, present, screenshot});
    parser.addPositionalArgument("FILE", "image to open", "[FILE]");
    if (!parser.parse(arguments) || parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "passband: %s (see --help)\n",
                     parser.errorText().isEmpty() ? "give at most one file to open" : qPrintable(parser.errorText()));
        return 2;
    }
    const std::optional<passband::LabMode> labMode =
        parser.isSet(lab) ? passband::parseLabMode(parser.value(lab).toLower().toStdString()) : passband::LabMode::Off;
    if (!labMode) {
        std::fprintf(stderr, "passband: --lab must be mix, hybrid, convolution, sampling or basis, not '%s'\n",
                     qPrintable(parser.value(lab)));
        return 2;
    }
    if (!std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY") && !std::getenv("QT_QPA_PLATFORM")) {
        std::fputs("passband: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set); "
                   "run it in a desktop session, or use the headless commands (passband --help).\n",
                   stderr);
        return 1;
    }
    QApplication app(argc, argv);
    describeApplication();
    QGuiApplication::setDesktopFileName("org.passband.Passband");
    passband::MainWindow window(parser.value(device));
    window.show(); // first run: the window sizes itself to the screen; later, as it was left
    window.openFile(parser.positionalArguments().value(0, passband::defaultSamplePath()));
    if (parser.isSet(second))
        window.openSecondImage(parser.value(second));
    if (*labMode != passband::LabMode::Off)
        window.showLab(*labMode);
    if (parser.isSet(present))
        window.presentation()->setActive(true);
    if (parser.isSet(screenshot))
        saveScreenshotWhenShown(window, parser.value(screenshot));
    return app.exec();
}
