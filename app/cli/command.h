#pragma once
// What the command line's commands share: one set of options and one parser for all of them,
// the invocation a command runs with, the table row that describes a command, and the helpers
// that read inputs, write outputs and find a device that does the work. A command is a
// function in one of the *_commands.cpp files here and a row of the table in ../cli.cpp.
#include "device.h"
#include "errors.h"
#include "filter.h"
#include "image.h"
#include "lab_settings.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace passband::cli {

constexpr int kUsageError = 2;
constexpr int kFailure = 1;

// A usage error: bad option value, missing argument, unknown command.
class UsageError : public Error {
public:
    using Error::Error;
};

// Every option of every command, declared once: --help lists them, the table says which
// command takes which.
struct Options {
    Q_DECLARE_TR_FUNCTIONS(Options)

public:
    // Our own rather than QCommandLineParser's, whose texts Qt's catalogues do not all have.
    QCommandLineOption help{QStringList{"h", "help"}, tr("Displays help on commandline options.")};
    QCommandLineOption version{QStringList{"v", "version"}, tr("Displays version information.")};
    QCommandLineOption device{"device",
                              tr("OpenCL device: an index from 'passband devices' or part of its name "
                              "(default: $PASSBAND_DEVICE, else the best device)."),
                              "D"};
    QCommandLineOption highpass{"highpass", tr("High-pass radius R in spectrum pixels, 0 to 10000000: passes D >= R (default 0: off)."), "R"};
    QCommandLineOption lowpass{"lowpass", tr("Low-pass radius R in spectrum pixels, 0 to 10000000: passes D < R (default: none)."), "R"};
    QCommandLineOption shape{"shape", tr("Filter shape: ideal (default), gaussian or butterworth."), "S"};
    QCommandLineOption order{"order", tr("Butterworth order n, 1 to 64 (default 2)."), "N"};
    QCommandLineOption map{"map",
                           tr("Output mapping: auto (default), clamp, normalize, magnitude, or none (the real values, "
                           "negatives included, into .tif, .fits or .pfm as 32-bit floats)."),
                           "M"};
    QCommandLineOption page{"page", tr("Multi-page TIFF inputs: the page to read, from 1 (default 1)."), "N"};
    QCommandLineOption edges{"edges",
                             tr("Edge handling before the FFT: none (default: the exact DFT, periodic), smooth "
                             "(periodic plus smooth), mirror, hann or tukey."),
                             "E"};
    QCommandLineOption taper{"taper", tr("--edges tukey: the fraction of each side tapered, above 0 and at most 1 "
                                      "(default 0.5; 1 is the Hann window)."),
                             "T"};
    QCommandLineOption notch{"notch",
                             tr("A notch pair at U,V and -U,-V (spectrum pixels from the centre, V down) stopping "
                             "radius R above 0, shaped gaussian (default), ideal or butterworth; repeatable, at most "
                             "64 (default: none)."),
                             "U,V,R[,S]"};
    QCommandLineOption invert{"invert", tr("Invert the radial band: H' = 1 - H (a band-pass becomes a band-reject).")};
    QCommandLineOption emphasis{"emphasis",
                                tr("High-frequency emphasis: the band becomes K1 + K2 H (0 to 100 each, not both 0; "
                                "with a high-pass, 1,K2 is high-boost; default 0,1: the band as it is)."),
                                "K1,K2"};
    QCommandLineOption isotropic{"isotropic",
                                 tr("Measure radii in cycles per pixel, the same in every direction (an ellipse in "
                                 "bins on a non-square image; R means R/min(W,H) cycles per pixel).")};
    QCommandLineOption wedge{"wedge",
                             tr("Stop a wedge and its mirror: axis ANGLE degrees (0 right, 90 up; -360 to 360), full "
                             "OPENING (above 0, at most 180), SOFT edge degrees (0 to 180, default 0), radius range "
                             "FROM..TO (default 0 to the corner); repeatable, at most 8 wedges (default: none)."),
                             "A,O[,S[,FROM[,TO]]]"};
    QCommandLineOption passWedge{"pass-wedge", tr("Pass a wedge and its mirror (values and defaults as --wedge); repeatable (default: none)."),
                                 "A,O[,S[,FROM[,TO]]]"};
    QCommandLineOption stripes{"stripes",
                               tr("Suppress horizontal or vertical stripes: a stop wedge on the spectrum's other "
                               "axis, TOL degrees either side (above 0, at most 90; default 5); repeatable (default: none)."),
                               "horizontal|vertical[,TOL]"};
    QCommandLineOption homomorphic{"homomorphic",
                                   tr("Homomorphic filtering: ln(1 + f), then H times (GH - GL)(1 - exp(-C D^2/D0^2)) "
                                   "+ GL, then exp - 1 (GL, GH 0 to 100; C above 0; D0 at least 0.01; default: none)."),
                                   "GL,GH,C,D0"};
    QCommandLineOption mask{"mask",
                            tr("A painted mask: a grey image the size of the input (16-bit PNG as the window saves "
                            "it), 0 stopping, white passing, laid out as the spectrum shows it (default: none)."),
                            "FILE"};
    QCommandLineOption magnitudeFrom{"magnitude-from", tr("mix: where the magnitude comes from: a (default), b, one, or a weight of b from 0 to 1."),
                                     "a|b|one|W"};
    QCommandLineOption phaseFrom{"phase-from", tr("mix: where the phase comes from: b (default), a, zero, or a weight of b from 0 to 1."),
                                 "a|b|zero|W"};
    QCommandLineOption show{"show",
                            tr("spectrum: what to show: magnitude (default: log(1 + |F|)), phase (arg F on a "
                            "colour wheel, black where |F| is negligible), real or imaginary (red above 0, blue below)."),
                            "magnitude|phase|real|imaginary"};
    QCommandLineOption floor{"floor",
                             tr("spectrum: how far below its peak the log magnitude is shown, black below: auto "
                             "(default: 100 dB for 512x512, 10 dB more each tenfold in pixels), full (minimum to "
                             "maximum) or a number of dB above 0."),
                             "auto|full|DB"};
    QCommandLineOption strip{"strip",
                             tr("hybrid: also write FILE, the result at full, half, quarter and eighth size side by "
                             "side: how it reads from further and further away (default: none)."),
                             "FILE"};
    QCommandLineOption kernel{"kernel",
                              tr("convolve: box:N (odd N, 1 to 15), gaussian:SIGMA (above 0, at most 7/3), sobel-x, "
                              "sobel-y, laplacian, motion:LENGTH[,ANGLE] (odd LENGTH 1 to 15; ANGLE degrees, default 0), "
                              "or a text file of rows of numbers (odd sizes up to 15x15); required."),
                              "K"};
    QCommandLineOption padding{"padding",
                               tr("convolve: circular (default: the DFT's wraparound) or zero (2W x 2H of zeros: a "
                               "linear convolution)."),
                               "circular|zero"};
    QCommandLineOption compare{"compare",
                               tr("convolve: also convolve in the image domain, by the definition, and print the "
                               "largest difference.")};
    QCommandLineOption contactSheet{"contact-sheet", tr("sweep: also write every frame on one PNG, labelled with its radius (default: none)."),
                                    "FILE"};
    QCommandLineOption keep{"keep", tr("strongest: how many Fourier coefficients to keep, 1 to W x H; required."), "N"};
    QCommandLineOption bin{"bin", tr("basis: the bin, cycles across and down the image (either sign; |U| at most W/2, |V| at "
                                  "most H/2); required."), "U,V"};
    QCommandLineOption factor{"factor", tr("subsample: keep every Nth pixel across and down, N from 2 to 16; required."), "N"};
    QCommandLineOption antialias{"antialias",
                                 tr("subsample: first an ideal low-pass at the new Nyquist frequency, min(W, H) / (2N) "
                                 "spectrum pixels.")};
    QCommandLineOption size{"size", tr("pattern: width x height in pixels, 1 to 16384 each (default 512x512)."), "WxH"};
    QCommandLineOption cycles{"cycles",
                              tr("pattern, noise: the frequency as cycles per image across and down (default 16,8 "
                              "for a pattern, 24,16 for noise); whole numbers put the peaks on spectrum bins."),
                              "U,V"};
    QCommandLineOption square{"square", tr("pattern checkerboard: the squares' side in pixels, 1 to 16384 (default 16)."), "S"};
    QCommandLineOption amplitude{"amplitude", tr("noise: amplitude as a fraction of full scale, 0 to 1 (default 0.15)."),
                                 "A"};
    QCommandLineOption preset{"preset",
                              tr("filter: start from this preset (a .json file, or an image Passband exported); "
                              "other filter options given override it (default: none)."),
                              "FILE"};
    QCommandLineOption outputDir{"output-dir",
                                 tr("filter: write every input, filtered, into this directory (all the files given "
                                 "are inputs); required by this form of filter, which it selects."),
                                 "DIR"};
    QCommandLineOption format{"format",
                              tr("filter --output-dir, sweep: the output format's extension (default: each input's "
                              "own where Passband writes it, else png; png for a sweep)."),
                              "EXT"};
    QCommandLineOption force{"force",
                             tr("filter --output-dir: filter every input again, even where its output is up to date "
                             "(newer than the input, the preset and the mask, and recording the same filter; by default such "
                             "outputs are skipped).")};
    QCommandLineOption json{"json",
                            tr("filter --output-dir: print one JSON object per input on a line of its own (input, "
                            "output, status, seconds, settings) instead of the progress lines (the default).")};
    QCommandLineOption python{"python",
                              tr("filter: also write the filter as a Python script (NumPy, with Pillow and imageio "
                              "for the files) that writes the same output from an input: python3 FILE INPUT OUTPUT (default: "
                              "none)."),
                              "FILE"};
    QCommandLineOption removed{"removed", tr("filter: write what the filter removed (input minus result) instead of the "
                                          "result.")};
    QCommandLineOption pngCompression{"png-compression",
                                      tr("PNG outputs: zlib level, 0 (none, fastest) to 9 (smallest, slowest); default 1."),
                                      "N"};
    QCommandLineOption pad{"pad", tr("fft1d: zero-pad to the next power of two, as the seed program did.")};
    QCommandLineOption measure{"measure",
                               tr("filter: also print the energy kept, PSNR and mean absolute difference against the "
                               "input, and each cutoff in cycles per pixel, fraction of Nyquist and period.")};

    // The window's own options (main.cpp parses them); --help, the manual and the shell
    // completion list them with the rest.
    //: %1 lists the lab's modes ("mix, hybrid, ... or basis").
    QCommandLineOption lab{"lab", tr("Window: open in a lab mode: %1.").arg(QString::fromStdString(labModeNames(false))),
                           "MODE"};
    QCommandLineOption second{"second", tr("Window: the lab's second image (B)."), "FILE"};
    QCommandLineOption presentation{"presentation",
                                    tr("Window: open in presentation mode, full screen (View > Presentation Mode, F5).")};
    QCommandLineOption sideBySide{"side-by-side",
                                  tr("Window: open with the filters side by side (View > Filters Side by Side).")};
    QCommandLineOption lesson{"lesson",
                              tr("Window: play a lesson file in presentation mode, from its first step (Page Down "
                                 "and Page Up step through it)."),
                              "FILE"};

    QCommandLineOption screenshot{"screenshot",
                                  tr("Window: once the first exact result is shown, save the window as a PNG "
                                     "image to FILE and quit (for documentation and checks of an installation)."),
                                  "FILE"};

    std::vector<const QCommandLineOption*> windowOptions() const
    {
        return {&lab, &second, &presentation, &sideBySide, &lesson, &screenshot};
    }

    // The options that set the filter, which filterSettings() reads over a --preset: filter,
    // filter --output-dir and sweep take them all (their rows in cli.cpp add their own and
    // --preset), and --help lists them first. A new filter option goes here, and the filter row's
    // help and usage name it.
    static std::vector<QCommandLineOption Options::*> filterOptions()
    {
        return {&Options::highpass, &Options::lowpass, &Options::shape, &Options::order, &Options::map,
                &Options::edges, &Options::taper, &Options::notch, &Options::invert, &Options::emphasis,
                &Options::isotropic, &Options::wedge, &Options::passWedge, &Options::stripes,
                &Options::homomorphic, &Options::mask};
    }

    // Every option a command may or may not take (all but --device, which every command takes).
    std::vector<const QCommandLineOption*> commandOptions() const
    {
        std::vector<const QCommandLineOption*> all;
        for (QCommandLineOption Options::*m : filterOptions())
            all.push_back(&(this->*m));
        for (const QCommandLineOption* option :
             {&magnitudeFrom, &phaseFrom, &show, &floor, &strip, &kernel, &padding, &compare, &contactSheet, &keep, &bin,
              &factor, &antialias, &pad, &measure, &removed, &size, &cycles, &square, &amplitude, &preset, &outputDir,
              &format, &force, &json, &python, &pngCompression, &page})
            all.push_back(option);
        return all;
    }
};

// What a command runs with: the parsed options, its files (the arguments after the command
// name), and the values every command may take, checked before any command starts.
struct Invocation {
    const QCommandLineParser& parser;
    const Options& o;
    QStringList files;
    QString selector; // --device
    int png = 1;      // --png-compression
    int page = 1;     // --page
    std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now(); // the process's start
};

// An option's text in one command's help where the shared one does not fit it: another
// default (hybrid's radii) or fewer values (the lab's --map).
struct OptionText {
    QCommandLineOption Options::*option;
    const char* text; // translated in the "Commands" context
};

// One command: its name and, for a second form of the same name, the option that selects it
// (`filter --output-dir`); its arguments, its lines in --help and its row in README.md's
// table of commands (both made from here); the options it takes; how many files; run; and for
// `passband COMMAND --help` and the manual, one example and the options' own texts.
struct Command {
    const char* name;
    const char* form;      // an option name that selects this form, or nullptr
    const char* arguments; // "INPUT OUTPUT"
    const char* help;      // --help's description; '\n' starts an indented line
    const char* readme;    // README.md's description (Markdown, one line)
    const char* usage;     // the whole usage line, for a usage error
    std::vector<QCommandLineOption Options::*> options;
    int minFiles, maxFiles;
    int (*run)(const Invocation&); // nullptr: the window (main.cpp opens it)
    const char* example;           // arguments after "passband ", as a user would type them
    std::vector<OptionText> optionTexts = {};
};

// The context of the command line's own texts in the translations.
class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

// The table of commands (../cli.cpp), their names, and the texts --help, the manual and the
// completion share.
const std::vector<Command>& commands();
QStringList commandNames();
QString summaryText();  // "Passband: frequency-domain image filtering on OpenCL."
QString windowText();   // what no command does
QString formatsText();  // inputs and outputs
// passband(1) in roff, and bash's completion script, made from the table and the options.
QString manualPage(const Options& o);
// `passband COMMAND --help`: usage, what it does, every option it takes with its values and
// default, and an example; for a name with two forms (filter), both.
QString commandHelpText(const QString& name, const Options& o);
// The options a command's help lists, in order: its own, then --device and --help. Each with
// its text for this command (OptionText, else the shared one without its "command:" prefix).
std::vector<std::pair<const QCommandLineOption*, QString>> commandOptionTexts(const Command& c, const Options& o);
QString bashCompletion(const Options& o);

void printLine(FILE* stream, const QString& text);
QString gib(std::uint64_t bytes);
// Seconds from `since` to now, as "4.52": what a user waited for, as a clock on the wall shows it.
QString secondsSince(std::chrono::steady_clock::time_point since);
std::string firstLine(const std::string& text);

// Option values, checked; each throws UsageError naming the option and the value.
double positiveNumber(const QCommandLineParser& parser, const QCommandLineOption& option);
int pngLevel(const QCommandLineParser& parser, const Options& o);  // the default when not given
int pageNumber(const QCommandLineParser& parser, const Options& o); // 1 when not given
EdgeSettings edgeSettings(const QCommandLineParser& parser, const Options& o);
// Options::filterOptions() over --preset's settings. `swept`: the cutoff a sweep moves, whose
// option holds a range and is read elsewhere.
FilterSettings filterSettings(const QCommandLineParser& parser, const Options& o,
                              const QCommandLineOption* swept = nullptr);
std::pair<double, double> cyclesValue(const QCommandLineParser& parser, const QCommandLineOption& option);

// The image, with what its reader forgave said on stderr.
Image readInput(const QString& path, int page = 1);
// --map none keeps real values, which only float formats hold: refused before any work for
// another output; forMapping() then gives the device the image as floats.
void requireFloatOutput(const FilterSettings& settings, const QString& output);
Image forMapping(Image image, const FilterSettings& settings);
void writeOutput(const Image& image, const QString& path, const QString& description, QStringList* notes,
                 int pngCompression);
void printNotes(const QStringList& notes); // "passband: note: ..." lines on stderr

// Runs `work` on the chosen device; after a device fault (a failed OpenCL call or kernel
// build), again on the next usable device, with one line on stderr each time, until it
// succeeds or no device is left (a device is dropped after kMaxDeviceFailures faults).
template <typename Work>
auto onSomeDevice(const QString& selector, Work work)
{
    const std::vector<DeviceInfo> devices = listDevices();
    std::size_t index = chooseDevice(devices, deviceSelector(selector.toStdString()));
    for (;;) {
        try {
            ComputeContext context(devices[index]);
            return work(context);
        } catch (const std::exception& e) {
            if (!isDeviceFault(e))
                throw;
            recordDeviceFailure(index);
            const QString device = QString::fromStdString(devices[index].name);
            const QString what = QString::fromStdString(firstLine(e.what()));
            const std::optional<std::size_t> next = nextUsableDevice(devices, index);
            if (!next)
                throw Error(CommandLine::tr("%1: %2; no OpenCL device can do the work.").arg(device, what).toStdString());
            printLine(stderr, "passband: " + (*next == index ? CommandLine::tr("%1: %2; retrying on the same device")
                                                                   .arg(device, what)
                                                             : CommandLine::tr("%1: %2; retrying on %3")
                                                                   .arg(device, what,
                                                                        QString::fromStdString(devices[*next].name))));
            index = *next;
        }
    }
}

// The commands, one function each (see the table in ../cli.cpp).
int runFilterCommand(const Invocation& in);
int runBatchCommand(const Invocation& in);
int runSweepCommand(const Invocation& in);
int runSpectrumCommand(const Invocation& in);
int runPatternCommand(const Invocation& in);
int runNoiseCommand(const Invocation& in);
int runMixCommand(const Invocation& in);
int runHybridCommand(const Invocation& in);
int runConvolveCommand(const Invocation& in);
int runSubsampleCommand(const Invocation& in);
int runStrongestCommand(const Invocation& in);
int runBasisCommand(const Invocation& in);
int runFft1dCommand(const Invocation& in);
int runDevicesCommand(const Invocation& in);
int runDemoCommand(const Invocation& in);

} // namespace passband::cli
