#include "cli.h"

#include "cli/command.h"
#include "host_memory.h"
#include "image_formats.h"
#include "manual_text.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <new>

namespace passband {

using namespace cli;

namespace {

// The filter's options (Options::filterOptions), then a command's own.
std::vector<QCommandLineOption Options::*> withFilterOptions(std::initializer_list<QCommandLineOption Options::*> own)
{
    std::vector<QCommandLineOption Options::*> options = Options::filterOptions();
    options.insert(options.end(), own);
    return options;
}

} // namespace

// The commands: a new one is a function in cli/ and a row here. --help's list and README.md's
// table of commands are made from these rows (`passband --markdown-commands` prints the
// table; tst_cli checks that the README has it).
const std::vector<Command>& cli::commands()
{
    static const std::vector<Command> table = {
    {"filter", nullptr, "INPUT OUTPUT",
     QT_TRANSLATE_NOOP("Commands", "filter an image (--highpass, --lowpass, --shape, --order, --map,\n--edges, --taper, "
         "--notch, --invert, --emphasis, --isotropic,\n--wedge, --pass-wedge, --stripes, --homomorphic, --mask,\n--preset, "
         "--measure, --removed)"),
     "filters INPUT in the frequency domain (see [The filter](#the-filter)) and writes OUTPUT; "
         "`--measure` also prints the [readouts](#readouts); `--removed` writes what the filter "
         "removed instead; `--preset FILE` starts from a [preset](#presets-and-provenance), which "
         "options given as well override; `--python FILE` also writes the filter as a "
         "[Python script](#the-filter-as-a-python-script) that makes OUTPUT from INPUT with NumPy; it prints OUTPUT's size and depth, the filter, the time "
         "from the command's start to OUTPUT written, and the device time of the filtering, a part "
         "of that",
     "filter INPUT OUTPUT [--highpass R] [--lowpass R] [--shape S] [--order N] [--map M] "
         "[--edges E [--taper T]] [--notch U,V,R[,S]]... [--invert] [--emphasis K1,K2] [--isotropic] "
         "[--wedge A,O[,S[,FROM[,TO]]]]... [--pass-wedge ...]... [--stripes horizontal|vertical[,TOL]]... "
         "[--homomorphic GL,GH,C,D0] [--mask FILE] "
         "[--preset FILE] [--measure] [--removed] [--python FILE] "
         "[--png-compression N] [--page N]",
     withFilterOptions({&Options::measure, &Options::removed, &Options::preset, &Options::python,
                        &Options::pngCompression, &Options::page}),
     2, 2, runFilterCommand, "filter photo.png edges.png --highpass 30 --shape butterworth"},
    {"filter", "output-dir", "INPUT... --output-dir DIR",
     QT_TRANSLATE_NOOP("Commands", "filter several images into DIR (--format EXT), one plan per size"),
     "every file given is an input, written filtered into DIR under its own name (with "
         "`--format`'s extension, else its own where Passband writes that, else `.png`); one line "
         "per image (`[2/5] a.png -> out/a.png: ...; 41 ms in all, device time 3.1 ms, plan reused`: "
         "the time from reading the file to writing it, and the device's share), one device context and "
         "one FFT plan per image size for the whole batch; a file that fails is reported and "
         "skipped, and the exit status is then 1; an output that is up to date (newer than its input "
         "and the preset, and recording the same filter and page, as PNG, PGM/PPM, JPEG and TIFF "
         "outputs do; never with a mask) is skipped unless `--force`, so a batch that stopped resumes; `--json` prints one JSON object "
         "per input instead (`input`, `output`, `status`: written, skipped or failed, `seconds`, "
         "`settings` as a preset, `error`); see [Batches on many machines](#batches-on-many-machines)",
     "filter INPUT... --output-dir DIR [--format EXT] [--force] [--json] [filter options]",
     withFilterOptions({&Options::removed, &Options::preset, &Options::outputDir, &Options::format,
                        &Options::force, &Options::json, &Options::pngCompression, &Options::page}),
     1, 100000, runBatchCommand, "filter scans/*.tif --output-dir smooth --lowpass 80 --shape gaussian"},
    {"sweep", nullptr, "INPUT DIR",
     QT_TRANSLATE_NOOP("Commands", "a numbered series over a range of radii, for slides:\n--highpass FROM:TO[:STEP] or "
         "--lowpass FROM:TO[:STEP] (--format EXT)"),
     "a numbered series `DIR/INPUT-highpass-000.png`, `-001`, ... over the range (step 1 if not "
         "given; at most 1000 frames), the other options as for `filter`; Qt writes no animated "
         "format, so frames are separate images for slides; `--contact-sheet FILE` also puts "
         "every frame on one PNG, labelled with its radius",
     "sweep INPUT DIR (--highpass FROM:TO[:STEP] | --lowpass FROM:TO[:STEP]) [--format EXT] "
         "[--contact-sheet FILE] [filter options]",
     withFilterOptions({&Options::preset, &Options::format, &Options::contactSheet, &Options::pngCompression,
                        &Options::page}),
     2, 2, runSweepCommand, "sweep photo.png frames --highpass 0:60:5 --contact-sheet sheet.png",
     {{&Options::highpass, QT_TRANSLATE_NOOP("Commands", "The high-pass radii to sweep, FROM:TO[:STEP] in spectrum pixels "
                                             "(STEP default 1; at most 1000 frames), or one radius R while --lowpass "
                                             "is swept; one of the two is swept (required).")},
      {&Options::lowpass, QT_TRANSLATE_NOOP("Commands", "The low-pass radii to sweep, FROM:TO[:STEP] in spectrum pixels "
                                            "(STEP default 1; at most 1000 frames), or one radius R while --highpass "
                                            "is swept; one of the two is swept (required).")}}},
    {"spectrum", nullptr, "INPUT OUTPUT",
     QT_TRANSLATE_NOOP("Commands", "write the centred log-magnitude spectrum as an 8-bit grey image\n(--edges, --taper)"),
     "writes the centred log-magnitude spectrum of INPUT as an 8-bit grey image, after `--edges`, "
         "from `--floor` below its peak (as the Spectrum pane); "
         "`--show phase` writes the [phase spectrum](#lab) on a colour wheel instead, `--show real` or "
         "`--show imaginary` its real or imaginary part",
     "spectrum INPUT OUTPUT [--edges E [--taper T]] [--show magnitude|phase|real|imaginary] [--floor auto|full|DB] [--page N]",
     {&Options::edges, &Options::taper, &Options::show, &Options::floor, &Options::pngCompression, &Options::page},
     2, 2, runSpectrumCommand, "spectrum photo.png spectrum.png --edges hann",
     {{&Options::edges, QT_TRANSLATE_NOOP("Commands", "Edge handling before the FFT: none (default), smooth, mirror, "
                                          "hann or tukey; with --show magnitude only (phase, real and imaginary show "
                                          "the image as it is, and refuse --edges).")}}},
    {"pattern", nullptr, "KIND OUTPUT",
     QT_TRANSLATE_NOOP("Commands", "write a test pattern: grating, bars (--cycles U,V), checkerboard\n(--square S) or "
         "zoneplate, 8-bit grey (--size WxH)"),
     "writes an 8-bit grey [test pattern](#for-teachers) (default 512x512; a grating's "
         "`--cycles` default 16,8, a checkerboard's `--square` 16)",
     "pattern grating|bars|checkerboard|zoneplate OUTPUT [--size WxH] [--cycles U,V] [--square S]",
     {&Options::size, &Options::cycles, &Options::square, &Options::pngCompression},
     2, 2, runPatternCommand, "pattern grating grating.png --size 256x256 --cycles 8,4",
     {{&Options::cycles, QT_TRANSLATE_NOOP("Commands", "A grating's or bars' frequency as cycles per image across and "
                                           "down (default 16,8); whole numbers put the peaks on spectrum bins.")},
      {&Options::square, QT_TRANSLATE_NOOP("Commands", "A checkerboard's squares' side in pixels, 1 to 16384 (default 16).")}}},
    {"noise", nullptr, "INPUT OUTPUT",
     QT_TRANSLATE_NOOP("Commands", "add periodic noise (--cycles U,V, --amplitude A) to an image"),
     "adds periodic noise (default `--cycles 24,16`, `--amplitude 0.15` of full scale) to "
         "INPUT's colour channels, an integer image's levels scaled to make room for it (nothing clips)",
     "noise INPUT OUTPUT [--cycles U,V] [--amplitude A]",
     {&Options::cycles, &Options::amplitude, &Options::pngCompression, &Options::page},
     2, 2, runNoiseCommand, "noise photo.png noisy.png --cycles 24,16 --amplitude 0.1",
     {{&Options::cycles, QT_TRANSLATE_NOOP("Commands", "The noise's frequency as cycles per image across and down "
                                           "(default 24,16); whole numbers put its peaks on spectrum bins.")}}},
    {"mix", nullptr, "A B OUTPUT",
     QT_TRANSLATE_NOOP("Commands", "the Fourier lab: magnitude from one image, phase from the other\n(--magnitude-from a|b|one|W, "
         "--phase-from a|b|zero|W)"),
     "the [Fourier lab](#lab)'s magnitude and phase: the magnitude from `--magnitude-from` (A by default, "
         "`one`: phase only, or a weight W of B from 0 to 1) with the phase from `--phase-from` (B by default, "
         "`zero`: magnitude only, or a weight of B), inverse-transformed; B is resized to fill A's size (proportions kept), both taken grey if "
         "either is; mapped by normalize (or `--map clamp`); `--python FILE` also writes it as a [Python script](#the-filter-as-a-python-script)",
     "mix A B OUTPUT [--magnitude-from a|b|one|W] [--phase-from a|b|zero|W] [--map clamp|normalize] [--python FILE]",
     {&Options::magnitudeFrom, &Options::phaseFrom, &Options::map, &Options::python, &Options::pngCompression,
      &Options::page},
     3, 3, runMixCommand, "mix a.png b.png mixed.png --magnitude-from a --phase-from b",
     {{&Options::map, QT_TRANSLATE_NOOP("Commands", "Output mapping: normalize (default) or clamp.")},
      {&Options::python, QT_TRANSLATE_NOOP("Commands", "Also write the mix as a Python script (NumPy, with Pillow and "
                                           "imageio for the files) that writes the same output from two images: "
                                           "python3 FILE A B OUTPUT (default: none).")}}},
    {"hybrid", nullptr, "A B OUTPUT",
     QT_TRANSLATE_NOOP("Commands", "the Fourier lab: a hybrid image, A's low frequencies and B's high ones\n(--lowpass R, --highpass R)"),
     "a [hybrid image](#lab): A through a Gaussian low-pass of `--lowpass R` (default 12) plus B "
         "through a Gaussian high-pass of `--highpass R` (default 24); B is resized to fill A's size (proportions kept); "
         "mapped by clamp (or `--map normalize`); `--strip FILE` also writes it at 1, 1/2, 1/4 and "
         "1/8 of its size side by side; `--python FILE` also writes it as a [Python script](#the-filter-as-a-python-script)",
     "hybrid A B OUTPUT [--lowpass R] [--highpass R] [--map clamp|normalize] [--strip FILE] [--python FILE]",
     {&Options::lowpass, &Options::highpass, &Options::map, &Options::strip, &Options::python, &Options::pngCompression,
      &Options::page},
     3, 3, runHybridCommand, "hybrid a.png b.png hybrid.png --lowpass 12 --highpass 24 --strip strip.png",
     {{&Options::lowpass, QT_TRANSLATE_NOOP("Commands", "A's Gaussian low-pass radius R in spectrum pixels, above 0 (default 12).")},
      {&Options::highpass, QT_TRANSLATE_NOOP("Commands", "B's Gaussian high-pass radius R in spectrum pixels, above 0 (default 24).")},
      {&Options::map, QT_TRANSLATE_NOOP("Commands", "Output mapping: clamp (default) or normalize.")},
      {&Options::python, QT_TRANSLATE_NOOP("Commands", "Also write the hybrid as a Python script (NumPy, with Pillow "
                                           "and imageio for the files) that writes the same output from two images: "
                                           "python3 FILE A B OUTPUT (the strip is not in it; default: none).")}}},
    {"convolve", nullptr, "INPUT OUTPUT",
     QT_TRANSLATE_NOOP("Commands", "the convolution theorem: a small kernel applied in the frequency domain\n(--kernel K, --padding "
         "circular|zero, --compare)"),
     "the [convolution theorem](#lab): INPUT convolved with `--kernel` (box:N, gaussian:SIGMA, "
         "sobel-x, sobel-y, laplacian, motion:LENGTH[,ANGLE], or a file of rows of numbers) as "
         "IDFT(DFT(image) DFT(kernel)), circular or on a zero-padded 2W x 2H grid (`--padding "
         "zero`); `--compare` also convolves by the definition and prints the largest difference; `--python FILE` also writes it as a [Python script](#the-filter-as-a-python-script)",
     "convolve INPUT OUTPUT --kernel K [--padding circular|zero] [--compare] [--map M] [--python FILE]",
     {&Options::kernel, &Options::padding, &Options::compare, &Options::map, &Options::python, &Options::pngCompression,
      &Options::page},
     2, 2, runConvolveCommand, "convolve photo.png blurred.png --kernel gaussian:2 --padding zero --compare",
     {{&Options::map, QT_TRANSLATE_NOOP("Commands", "Output mapping: auto (default: magnitude for a kernel whose "
                                        "weights sum to 0, such as sobel-x or laplacian, else clamp), clamp, normalize "
                                        "or magnitude.")},
      {&Options::python, QT_TRANSLATE_NOOP("Commands", "Also write the convolution as a Python script (NumPy, with "
                                           "Pillow and imageio for the files) that writes the same output from an "
                                           "input: python3 FILE INPUT OUTPUT (--compare is not in it; default: none).")}}},
    {"subsample", nullptr, "INPUT OUTPUT",
     QT_TRANSLATE_NOOP("Commands", "sampling and aliasing: keep every Nth pixel (--factor N), with or without\nan anti-aliasing "
         "low-pass (--antialias, or --lowpass R [--shape S])"),
     "[sampling and aliasing](#lab): keeps every `--factor N`th pixel across and down; "
         "`--antialias` first low-passes at the new Nyquist frequency (an ideal low-pass of "
         "min(W, H)/(2N)), or `--lowpass R` with `--shape` and `--order` at a radius of your own; `--python FILE` also writes it as a [Python script](#the-filter-as-a-python-script)",
     "subsample INPUT OUTPUT --factor N [--antialias | --lowpass R [--shape S] [--order N]] [--python FILE]",
     {&Options::factor, &Options::antialias, &Options::lowpass, &Options::shape, &Options::order, &Options::python,
      &Options::pngCompression, &Options::page},
     2, 2, runSubsampleCommand, "subsample photo.png small.png --factor 4 --antialias",
     {{&Options::lowpass, QT_TRANSLATE_NOOP("Commands", "A low-pass of your own before keeping every Nth pixel, radius R "
                                            "in spectrum pixels (default: none; not with --antialias).")},
      {&Options::python, QT_TRANSLATE_NOOP("Commands", "Also write the subsampling, with its low-pass, as a Python "
                                           "script (NumPy, with Pillow and imageio for the files) that writes the same "
                                           "output from an input: python3 FILE INPUT OUTPUT (default: none).")}}},
    {"strongest", nullptr, "INPUT OUTPUT",
     QT_TRANSLATE_NOOP("Commands", "building an image: INPUT rebuilt from its N strongest Fourier coefficients\n(--keep N)"),
     "[building an image](#lab): INPUT rebuilt from the `--keep N` largest |F| of its W x H "
         "spectrum (a coefficient and its mirror count as two; ties at the threshold are kept), "
         "each colour channel by the first one's choice; mapped by clamp (or `--map normalize`)",
     "strongest INPUT OUTPUT --keep N [--map clamp|normalize]",
     {&Options::keep, &Options::map, &Options::pngCompression, &Options::page},
     2, 2, runStrongestCommand, "strongest photo.png rebuilt.png --keep 5000",
     {{&Options::map, QT_TRANSLATE_NOOP("Commands", "Output mapping: clamp (default) or normalize.")}}},
    {"basis", nullptr, "INPUT OUTPUT",
     QT_TRANSLATE_NOOP("Commands", "basis images: what one Fourier coefficient and its mirror add to INPUT\n(--bin U,V)"),
     "a [basis image](#lab): the part of INPUT that bin `--bin U,V` (cycles across and down the "
         "image, either sign) and its mirror make, (2/WH) |F| cos(2 pi (Ux/W + Vy/H) + arg F), "
         "mapped by normalize; prints |F| and arg F",
     "basis INPUT OUTPUT --bin U,V",
     {&Options::bin, &Options::pngCompression, &Options::page},
     2, 2, runBasisCommand, "basis photo.png basis.png --bin 3,-2"},
    {"fft1d", nullptr, "FILE",
     QT_TRANSLATE_NOOP("Commands", "DFT of one real sample per line, checked against a CPU FFT (--pad)"),
     "the DFT of one real sample per line of FILE, computed on the OpenCL device, printed as "
         "`re im` lines, then checked against a double-precision CPU FFT: the largest error and "
         "both times follow as `#` lines. Blank lines and `#` comments are ignored; a bad line is "
         "reported with its line number. Any length works exactly; `--pad` zero-pads to the next "
         "power of two as the seed student project did",
     "fft1d FILE [--pad]",
     {&Options::pad},
     1, 1, runFft1dCommand, "fft1d samples.txt --pad"},
    {"devices", nullptr, "",
     QT_TRANSLATE_NOOP("Commands", "list OpenCL platforms and devices with their limits"),
     "lists OpenCL platforms and devices with their limits, marking the best and the selected "
         "one",
     "devices",
     {},
     0, 0, runDevicesCommand, "devices"},
    {"demo", nullptr, "[IMAGE]",
     QT_TRANSLATE_NOOP("Commands", "run the FFT engine on IMAGE (default: the bundled sample)"),
     "runs the engine (forward + inverse FFT) on IMAGE or the bundled sample and reports the "
         "device, the plan, device times and the round-trip error",
     "demo [IMAGE]",
     {},
     0, 1, runDemoCommand, "demo photo.png"},
    {"", nullptr, "[FILE]",
     "",
     "`passband [--device D] [FILE]` opens the window on FILE, or on the bundled sample",
     "[--device D] [FILE]",
     {},
     0, 1, nullptr, "--device 0 photo.png"},
    };
    return table;
}

namespace {

// A command's name and arguments as --help and README.md show them.
QString title(const Command& c)
{
    return QString("%1 %2").arg(c.name, c.arguments).trimmed();
}

// --help's list of commands: the title, then the description from column 24 (on the next
// line when the title is longer).
QString commandHelp()
{
    QStringList lines;
    const QString indent(24, ' ');
    for (const Command& c : commands()) {
        if (!c.run)
            continue;
        const QStringList help = QCoreApplication::translate("Commands", c.help).split('\n');
        const QString head = "  " + title(c);
        if (head.size() < 24) {
            lines << head.leftJustified(24) + help.first();
        } else {
            lines << head << indent + help.first();
        }
        for (int i = 1; i < help.size(); ++i)
            lines << indent + help[i];
    }
    return lines.join('\n');
}

QString applicationDescription()
{
    return summaryText() + "\n\n" + CommandLine::tr("Commands:") + "\n" + commandHelp() + "\n" +
           CommandLine::tr("'passband COMMAND --help' shows a command's options, their values and defaults,\n"
                           "and an example.") +
           "\n" + windowText() + "\n" + formatsText();
}

// A usage line broken before an option where it would pass `width` columns, the rest indented
// under the command's first argument.
QString wrappedUsage(const QString& usage, int width)
{
    // Options with their values, as groups never broken: "[--edges E [--taper T]]".
    QStringList groups;
    int depth = 0;
    for (const QString& word : usage.split(' ')) {
        const bool starts = depth == 0 && (word.startsWith("[-") || word.startsWith("(-") || word.startsWith("--"));
        if (groups.isEmpty() || starts)
            groups << word;
        else
            groups.last() += ' ' + word;
        depth += word.count('[') + word.count('(') - word.count(']') - word.count(')');
    }
    const int indent = usage.indexOf(' ', usage.indexOf("passband ") + 9) + 1;
    QStringList lines{groups.first()};
    for (const QString& group : groups.mid(1)) {
        if (lines.last().size() + 1 + group.size() > width && !lines.last().trimmed().isEmpty())
            lines << QString(indent, ' ') + group;
        else
            lines.last() += ' ' + group;
    }
    return lines.join('\n');
}

// README.md's usage block: every command's usage line, as `passband COMMAND --help` starts.
QString usageBlock()
{
    QStringList lines{"```sh"};
    for (const Command& c : commands())
        lines << (c.run ? wrappedUsage("passband " + QString(c.usage), 100)
                        : QString("passband %1").arg(c.usage).leftJustified(50) + "# the window");
    lines << "passband COMMAND --help                           # a command's options, defaults and an example"
          << "passband --help | --version"
          << "```";
    return lines.join('\n');
}

// The table of commands, in README.md and in the manual's Command line chapter: the rows'
// links "(#anchor)" go to the manual chapter that holds the anchor, below `linkBase`
// ("docs/manual/" from the README, "" within the manual).
QString commandTable(const QString& linkBase)
{
    QStringList lines{"| command | what it does |", "| --- | --- |"};
    static const QRegularExpression link(R"(\]\(#([a-z0-9-]+)\))");
    for (const Command& c : commands()) {
        const QString name = !c.run ? QString("*(none)*")
                                    : "`" + QString(c.name) + (c.form ? QString(" --") + c.form : QString()) + "`";
        QString text = c.readme;
        for (auto it = link.globalMatch(c.readme); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QString chapter = manualChapterOf(m.captured(1));
            if (chapter.isEmpty()) // tst_cli checks every link lands
                continue;
            text.replace(m.captured(0), "](" + linkBase + chapter + "#" + m.captured(1) + ")");
        }
        lines << "| " + name + " | " + text + " |";
    }
    return lines.join('\n');
}

// The row for `name`: the form whose selecting option is given, else the plain one.
const Command* findCommand(const QString& name, const QCommandLineParser& parser)
{
    const Command* plain = nullptr;
    for (const Command& c : commands()) {
        if (!c.run || name != c.name)
            continue;
        if (c.form && parser.isSet(c.form))
            return &c;
        if (!c.form)
            plain = &c;
    }
    return plain;
}

// Text as a terminal shows it: broken into lines of at most `width` columns.
QString wrapped(const QString& text, int width)
{
    // Columns a character takes in a terminal: two for CJK and other wide characters, which
    // also may end a line anywhere (Japanese has no spaces to break at).
    const auto wide = [](QChar c) { return c.unicode() >= 0x1100; };
    // Units never broken: a word of narrow characters, or one wide character; each with
    // whether a space came before it.
    struct Unit {
        QString text;
        int columns = 0;
        bool spaced = false;
    };
    std::vector<Unit> units;
    bool space = false;
    for (const QChar c : text) {
        if (c == ' ') {
            space = true;
            continue;
        }
        if (wide(c) || units.empty() || wide(units.back().text.back()) || space)
            units.push_back({QString(), 0, space && !units.empty()});
        units.back().text += c;
        units.back().columns += wide(c) ? 2 : 1;
        space = false;
    }
    QStringList lines{QString()};
    int used = 0; // columns on the line so far
    for (const Unit& u : units) {
        const int needed = (u.spaced ? 1 : 0) + u.columns;
        if (used > 0 && used + needed > width) {
            lines << QString();
            used = 0;
        } else if (used > 0 && u.spaced) {
            lines.last() += ' ';
            ++used;
        }
        lines.last() += u.text;
        used += u.columns;
    }
    return lines.join('\n');
}

// "building an image: ..." as a sentence: "Building an image: ...".
QString sentence(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

// One form's help: usage, what it does, its options and an example.
QString formHelp(const Command& c, const Options& o)
{
    QStringList lines;
    lines << wrappedUsage(CommandLine::tr("Usage:") + " passband " + c.usage, 79) << QString()
          << wrapped(sentence(QCoreApplication::translate("Commands", c.help).replace('\n', ' ')), 79) << QString()
          << CommandLine::tr("Options:");
    for (const auto& [option, text] : commandOptionTexts(c, o)) {
        QStringList names;
        for (const QString& name : option->names())
            names << (name.size() == 1 ? "-" : "--") + name;
        QString head = "  " + names.join(", ");
        if (!option->valueName().isEmpty())
            head += ' ' + option->valueName();
        const int column = 30;
        const QString body = wrapped(text, 79 - column).replace('\n', '\n' + QString(column, ' '));
        lines << (head.size() < column - 1 ? head.leftJustified(column) + body
                                          : head + '\n' + QString(column, ' ') + body);
    }
    lines << QString() << CommandLine::tr("Example:") << "  passband " + QString(c.example);
    return lines.join('\n');
}

} // namespace

std::vector<std::pair<const QCommandLineOption*, QString>> cli::commandOptionTexts(const Command& c, const Options& o)
{
    std::vector<std::pair<const QCommandLineOption*, QString>> texts;
    for (QCommandLineOption Options::*m : c.options) {
        const auto own = std::find_if(c.optionTexts.begin(), c.optionTexts.end(),
                                      [&](const OptionText& t) { return t.option == m; });
        QString text = (o.*m).description();
        if (own != c.optionTexts.end()) {
            text = QCoreApplication::translate("Commands", own->text);
        } else {
            // "mix: where the magnitude ...", "filter --output-dir, sweep: the output ...": the
            // commands named first say nothing here, where the command is known.
            static const QRegularExpression prefix(R"(^([a-z0-9-]+)[^:.]*:\s+)");
            const QRegularExpressionMatch match = prefix.match(text);
            if (match.hasMatch() && commandNames().contains(match.captured(1))) {
                text = sentence(text.mid(match.capturedLength()));
            }
        }
        texts.emplace_back(&(o.*m), text);
    }
    texts.emplace_back(&o.device, o.device.description()); // every command takes it
    texts.emplace_back(&o.help, o.help.description());
    return texts;
}

QString cli::commandHelpText(const QString& name, const Options& o)
{
    QStringList forms;
    for (const Command& c : commands())
        if (c.run && name == c.name)
            forms << formHelp(c, o);
    return forms.join("\n\n");
}

QString cli::summaryText() { return CommandLine::tr("Passband: frequency-domain image filtering on OpenCL."); }

QString cli::windowText()
{
    return CommandLine::tr("With no command, 'passband [--device D] [FILE]' opens the desktop window on FILE\n"
                           "(default: the bundled sample image).");
}

QString cli::formatsText()
{
    return CommandLine::tr("Inputs: TIFF (any depth, --page N), FITS, PNG, JPEG, WebP, Netpbm (PBM, PGM, PPM, PAM, PFM)\n"
                           "and whatever else Qt reads. Outputs follow the extension: .tif, .fits and .pfm keep float\n"
                           "results; .png, .pgm, .ppm and the rest of Qt's formats store 8 or 16 bits.");
}

QStringList cli::commandNames()
{
    QStringList names;
    for (const Command& c : commands())
        if (c.run && !names.contains(c.name))
            names << c.name;
    return names;
}

bool isCommand(const QString& name)
{
    const std::vector<Command>& all = commands();
    return std::any_of(all.begin(), all.end(), [&](const Command& c) { return c.run && name == c.name; });
}

int runCommandLine(const QStringList& arguments, std::chrono::steady_clock::time_point started)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(applicationDescription());
    const Options o;
    for (const QCommandLineOption* option : {&o.help, &o.version, &o.device})
        parser.addOption(*option);
    for (const QCommandLineOption* option : o.windowOptions())
        parser.addOption(*option);
    for (const QCommandLineOption* option : o.commandOptions())
        parser.addOption(*option);
    parser.addPositionalArgument("command", commandNames().join(", "), CommandLine::tr("[command]"));
    // Made from this table and these options, so they cannot drift from --help: README.md's
    // table of commands, the manual page passband(1) and bash's completion (built at build time).
    QCommandLineOption markdown("markdown-commands"); // the README's form; the manual's with --manual-links
    QCommandLineOption manualLinks("manual-links");
    QCommandLineOption manual("manual");
    QCommandLineOption completion("bash-completion");
    // The format table's MIME types, one a line, for the desktop entry and metainfo (built too).
    QCommandLineOption mime("mime-types");
    QCommandLineOption helpAll("help-all"); // Qt's name for help with its own options, kept working
    for (QCommandLineOption* hidden : {&markdown, &manualLinks, &manual, &completion, &mime, &helpAll}) {
        hidden->setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(*hidden);
    }
    parser.addPositionalArgument("arguments", CommandLine::tr("the command's files"), CommandLine::tr("[arguments...]"));

    if (!parser.parse(arguments)) {
        printLine(stderr, "passband: " + CommandLine::tr("%1 (see --help)").arg(parser.errorText()));
        return kUsageError;
    }
    if (parser.isSet(o.help) || parser.isSet(helpAll)) {
        const QString command = parser.positionalArguments().value(0);
        if (isCommand(command)) { // `passband strongest --help`: that command's own
            printLine(stdout, commandHelpText(command, o));
            return 0;
        }
        printLine(stdout, parser.helpText());
        return 0;
    }
    if (parser.isSet(markdown)) {
        printLine(stdout, usageBlock() + "\n\n" + commandTable(parser.isSet(manualLinks) ? "" : "docs/manual/"));
        return 0;
    }
    if (parser.isSet(manual)) {
        printLine(stdout, manualPage(o));
        return 0;
    }
    if (parser.isSet(completion)) {
        printLine(stdout, bashCompletion(o));
        return 0;
    }
    if (parser.isSet(mime)) {
        printLine(stdout, mimeTypes().join('\n'));
        return 0;
    }
    if (parser.isSet(o.version)) {
        printLine(stdout, QString("passband %1").arg(PASSBAND_VERSION));
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    const QString command = positional.value(0, "demo");
    const QStringList files = positional.mid(1);
    const QString selector = parser.value(o.device);
    try {
        const int png = pngLevel(parser, o); // checked before any command reads or computes anything
        const int page = pageNumber(parser, o);
        const Command* c = findCommand(command, parser);
        if (!c)
            throw UsageError(CommandLine::tr("unknown command '%1' (see --help)").arg(command).toStdString());
        if (files.size() < c->minFiles || files.size() > c->maxFiles)
            throw UsageError(CommandLine::tr("usage: %1").arg(QString("passband ") + c->usage).toStdString());
        for (const QCommandLineOption* option : o.windowOptions())
            if (parser.isSet(*option))
                throw UsageError(CommandLine::tr("--%1 is for the window, not for '%2'")
                                     .arg(option->names().first(), command)
                                     .toStdString());
        for (const QCommandLineOption* option : o.commandOptions()) {
            const bool takes = std::any_of(c->options.begin(), c->options.end(),
                                           [&](QCommandLineOption Options::*m) { return &(o.*m) == option; });
            if (parser.isSet(*option) && !takes)
                throw UsageError(CommandLine::tr("--%1 does not apply to '%2'")
                                     .arg(option->names().first(), command)
                                     .toStdString());
        }
        return c->run(Invocation{parser, o, files, selector, png, page, started});
    } catch (const UsageError& e) {
        printLine(stderr, QString("passband: %1").arg(QString::fromStdString(e.what())));
        return kUsageError;
    } catch (const Error& e) {
        printLine(stderr, QString("passband: %1").arg(QString::fromStdString(e.what())));
        return kFailure;
    } catch (const std::bad_alloc&) {
        printLine(stderr, "passband: " + QString::fromStdString(ranOutOfMemory()));
        return kFailure;
    } catch (const std::exception& e) {
        printLine(stderr, "passband: " + CommandLine::tr("unexpected error: %1").arg(e.what()));
        return kFailure;
    }
}

} // namespace passband
