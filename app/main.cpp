#include "cli.h"
#include "main_window.h"
#include "sample.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstring>

namespace {

// The command line runs headless (no display needed) when its first argument is a command
// or a help/version flag; anything else opens the window.
bool wantsCommandLine(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const char* a = argv[i];
        for (const char* flag : {"-h", "--help", "-?", "--help-all", "-v", "--version"})
            if (std::strcmp(a, flag) == 0)
                return true;
        if (std::strcmp(a, "--device") == 0) {
            ++i; // its value
            continue;
        }
        if (std::strncmp(a, "--device=", 9) == 0 || a[0] == '-')
            continue;
        for (const char* command : {"filter", "spectrum", "fft1d", "devices", "demo"})
            if (std::strcmp(a, command) == 0)
                return true;
        return false; // a file to open
    }
    return false;
}

void describeApplication()
{
    QCoreApplication::setOrganizationName("Passband");
    QCoreApplication::setApplicationName("Passband");
    QCoreApplication::setApplicationVersion(PASSBAND_VERSION);
}

} // namespace

int main(int argc, char** argv)
{
    if (wantsCommandLine(argc, argv)) {
        QCoreApplication app(argc, argv);
        describeApplication();
        return passband::runCommandLine(app.arguments());
    }
    QApplication app(argc, argv);
    describeApplication();
    QGuiApplication::setDesktopFileName("org.passband.Passband");
    QCommandLineParser parser;
    parser.setApplicationDescription("Passband: frequency-domain image filtering on OpenCL.\n"
                                     "Opens FILE (default: the bundled sample image) in the window; "
                                     "'passband --help' lists the headless commands.");
    const QCommandLineOption device("device", "OpenCL device: an index from 'passband devices' or part of its name.", "D");
    parser.addOption(device);
    parser.addPositionalArgument("FILE", "image to open", "[FILE]");
    if (!parser.parse(app.arguments()) || parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "passband: %s (see --help)\n",
                     parser.errorText().isEmpty() ? "give at most one file to open" : qPrintable(parser.errorText()));
        return 2;
    }
    passband::MainWindow window(parser.value(device));
    window.resize(1500, 640);
    window.show();
    window.openFile(parser.positionalArguments().value(0, passband::defaultSamplePath()));
    return app.exec();
}
