// passband(1) and bash's completion, made from the table of commands and the options that
// --help prints: the build runs `passband --manual` and `passband --bash-completion`, so
// none of the three can say something the others do not.
#include "command.h"

#include "image_io.h"
#include "manual_text.h"

#include <QDate>
#include <QRegularExpression>

namespace passband::cli {

namespace {

// Text as roff shows it: backslashes escaped, hyphens as minus signs where they are options
// (\-), and no line starting with a control character.
QString roff(QString text)
{
    text.replace('\\', "\\e");
    static const QRegularExpression option(R"((^|[\s(\[|,])-(-?)(?=[a-z0-9]))");
    text.replace(option, R"(\1\-\2)");
    text.replace(QRegularExpression(R"((\\-)-)"), R"(\1\-)");
    QStringList lines = text.split('\n');
    for (QString& line : lines)
        if (line.startsWith('.') || line.startsWith('\''))
            line.prepend("\\&");
    return lines.join('\n');
}

// "--highpass R", "-h, --help" as the manual's tagged paragraph heads them.
QString optionHead(const QCommandLineOption& option)
{
    QStringList names;
    for (const QString& name : option.names())
        names << (name.size() == 1 ? "\\fB\\-" + name + "\\fR" : "\\fB\\-\\-" + name + "\\fR");
    QString head = names.join(", ");
    if (!option.valueName().isEmpty())
        head += " \\fI" + roff(option.valueName()) + "\\fR";
    return head;
}

// The commands that take `option`, by name.
QStringList takenBy(const Options& o, const QCommandLineOption& option)
{
    QStringList names;
    for (const Command& c : commands()) {
        if (!c.run)
            continue;
        for (QCommandLineOption Options::*m : c.options)
            if (&(o.*m) == &option && !names.contains(c.name))
                names << c.name;
    }
    return names;
}

QString paragraph(const QString& head, const QString& body) { return ".TP\n" + head + "\n" + body; }

} // namespace

QString manualPage(const Options& o)
{
    QStringList page;
    page << QString(".\\\" passband(1), made by `passband --manual` from the texts of `passband --help`.")
         << QString(".TH PASSBAND 1 \"%1\" \"Passband %2\" \"%3\"")
                .arg(QString(PASSBAND_RELEASE_DATE), QString(PASSBAND_VERSION), CommandLine::tr("User Commands"))
         << ".nh\n.ad l" // options and file names are not to be hyphenated or stretched
         << ".SH " + CommandLine::tr("NAME")
         << "passband \\- " + roff(CommandLine::tr("frequency-domain image filtering on OpenCL"))
         << ".SH " + CommandLine::tr("SYNOPSIS")
         << ".B passband\n.RB [ \\-\\-device\n.IR D ]\n.RB [ \\-\\-lab\n.IR MODE ]\n.RB [ \\-\\-second\n.IR FILE ]\n"
            ".RB [ \\-\\-presentation ]\n.RB [ \\-\\-side\\-by\\-side ]\n.RB [ \\-\\-lesson\n.IR FILE ]\n.RB [ \\-\\-screenshot\n.IR FILE ]\n.RI [ FILE ]";
    for (const Command& c : commands()) {
        if (!c.run)
            continue;
        const QString usage(c.usage);
        page << ".br\n\\fBpassband " + usage.section(' ', 0, 0) + "\\fR " + roff(usage.section(' ', 1));
    }
    // The manual's own words where the two say the same (docs/manual; tst_install compares).
    page << ".SH " + CommandLine::tr("DESCRIPTION") << roff(summaryText()) << ".PP"
         << roff(manualParagraph("passband-manual")) << ".PP" << roff(windowText()) << ".PP" << roff(formatsText())
         << ".PP" << roff(manualParagraph("batches-on-many-machines"));

    page << ".SH " + CommandLine::tr("COMMANDS");
    for (const Command& c : commands()) {
        if (!c.run)
            continue;
        const QString head = "\\fB" + QString(c.name) + "\\fR " + roff(QString(c.arguments));
        page << paragraph(head.trimmed(), roff(QCoreApplication::translate("Commands", c.help).replace('\n', ' ')));
        // As `passband COMMAND --help` says it: every option with this command's text, then
        // the example.
        page << ".RS";
        for (const auto& [option, text] : commandOptionTexts(c, o))
            page << paragraph(optionHead(*option), roff(text));
        page << ".PP\n" + roff(CommandLine::tr("Example:")) << ".nf\n" + roff("passband " + QString(c.example)) + "\n.fi"
             << ".RE";
    }

    page << ".SH " + CommandLine::tr("OPTIONS");
    for (const QCommandLineOption* option : {&o.help, &o.version, &o.device})
        page << paragraph(optionHead(*option), roff(option->description()));
    page << ".SS " + CommandLine::tr("The window");
    for (const QCommandLineOption* option : o.windowOptions())
        page << paragraph(optionHead(*option), roff(option->description()));
    page << ".SS " + CommandLine::tr("The commands");
    for (const QCommandLineOption* option : o.commandOptions()) {
        const QString commandsTaking = CommandLine::tr("Taken by: %1.").arg(takenBy(o, *option).join(", "));
        page << paragraph(optionHead(*option), roff(option->description() + " " + commandsTaking));
    }

    page << ".SH " + CommandLine::tr("ENVIRONMENT")
         << paragraph("\\fBPASSBAND_DEVICE\\fR",
                      roff(CommandLine::tr("The OpenCL device when --device is not given, as --device takes it.")))
         << paragraph("\\fBPASSBAND_KERNEL_CACHE\\fR",
                      roff(CommandLine::tr("always or never: keep built kernels for every driver, or for none "
                                           "(default: only for drivers that keep none themselves).")))
         << paragraph("\\fBLC_ALL\\fR, \\fBLC_MESSAGES\\fR, \\fBLANG\\fR, \\fBLANGUAGE\\fR",
                      roff(CommandLine::tr("The language of the window and of these texts (English, German, "
                                           "Japanese). Under LC_ALL=C every text is English.")))
         << ".SH " + CommandLine::tr("FILES")
         << paragraph("\\fI$XDG_CONFIG_HOME/Passband/Passband.conf\\fR",
                      roff(CommandLine::tr("The window's settings (default ~/.config/Passband/Passband.conf).")))
         << paragraph("\\fI$XDG_CACHE_HOME/Passband/kernels/\\fR",
                      roff(CommandLine::tr("Built OpenCL kernels (default ~/.cache/Passband/kernels/).")))
         << paragraph("\\fI$XDG_DATA_HOME/Passband/presets/\\fR",
                      roff(CommandLine::tr("Presets saved from the window (default ~/.local/share/Passband/presets/).")))
         << ".SH " + CommandLine::tr("EXIT STATUS")
         << paragraph("0", roff(CommandLine::tr("Success.")))
         << paragraph("1", roff(CommandLine::tr("An error: an input could not be read, an output written, or no "
                                                "OpenCL device could do the work; one line on standard error says which.")))
         << paragraph("2", roff(CommandLine::tr("A usage error: an unknown command or option, or a bad value.")))
         << ".SH " + CommandLine::tr("EXAMPLES")
         << ".nf\npassband filter photo.png sharp.png \\-\\-highpass 30\n"
            "passband filter scan.tif smooth.tif \\-\\-lowpass 80 \\-\\-shape gaussian\n"
            "passband spectrum photo.png spectrum.png\n"
            "passband filter *.tif \\-\\-output\\-dir out \\-\\-lowpass 40\n.fi"
         << ".SH " + CommandLine::tr("SEE ALSO")
         << "\\fBclinfo\\fR(1), \\fBparallel\\fR(1); " +
                roff(CommandLine::tr("the Passband Manual, in the window: Help > Passband Manual (F1)."));
    return page.join('\n');
}

namespace {

// The words an option's value can be, where there is a fixed set; "" for a file name.
QString valueWords(const Options& o, const QCommandLineOption& option)
{
    if (&option == &o.shape)
        return "ideal gaussian butterworth";
    if (&option == &o.map)
        return "auto clamp normalize magnitude none";
    if (&option == &o.edges)
        return "none smooth mirror hann tukey";
    if (&option == &o.stripes)
        return "horizontal vertical";
    if (&option == &o.format)
        return writableFormats().join(' '); // as Qt's plugins are where the package is built
    if (&option == &o.lab)
        return QString::fromStdString(labModeNames(true, " ", ""));
    if (&option == &o.kernel)
        return "sobel-x sobel-y laplacian"; // and box:N, gaussian:SIGMA, motion:LENGTH, or a file
    // "magnitude|phase|real|imaginary", "a|b|one|W": the lower-case words.
    const QString name = option.valueName();
    if (name.contains('|')) {
        QStringList words;
        for (const QString& w : name.section('[', 0, 0).split('|'))
            if (w == w.toLower())
                words << w;
        return words.join(' ');
    }
    return {};
}

} // namespace

QString bashCompletion(const Options& o)
{
    // Options by what their value is: a word from a set, a directory, a file, or free text.
    QStringList wordCases, fileOptions, dirOptions, freeOptions, flags;
    std::vector<const QCommandLineOption*> all{&o.device};
    for (const QCommandLineOption* option : o.windowOptions())
        all.push_back(option);
    for (const QCommandLineOption* option : o.commandOptions())
        all.push_back(option);
    for (const QCommandLineOption* option : all) {
        const QString name = "--" + option->names().first();
        if (option->valueName().isEmpty()) {
            flags << name;
            continue;
        }
        const QString words = valueWords(o, *option);
        if (!words.isEmpty())
            wordCases << QString("        %1) COMPREPLY=($(compgen -W '%2' -- \"$cur\"))%3; return ;;")
                             .arg(name, words, option == &o.kernel ? QString("; _filedir") : QString());
        else if (option == &o.outputDir)
            dirOptions << name;
        else if (option->valueName() == "FILE")
            fileOptions << name;
        else
            freeOptions << name;
    }
    QStringList commandCases;
    for (const QString& name : commandNames()) {
        QStringList options{"--device", "--help"};
        for (const Command& c : commands())
            if (c.run && name == c.name)
                for (QCommandLineOption Options::*m : c.options) {
                    const QString option = "--" + (o.*m).names().first();
                    if (!options.contains(option))
                        options << option;
                }
        commandCases << QString("        %1) options='%2' ;;").arg(name, options.join(' '));
    }
    QStringList windowOptions{"--device", "--help", "--version"};
    for (const QCommandLineOption* option : o.windowOptions())
        windowOptions << "--" + option->names().first();

    return QString(R"(# bash completion for passband(1), made by `passband --bash-completion` from the
# commands and options of `passband --help`.
_passband()
{
    local cur prev words cword
    _init_completion || return

    case $prev in
%1
        %2) _filedir -d; return ;;
        %3) _filedir; return ;;
        %4) return ;;
    esac

    local command='' i
    for ((i = 1; i < cword; i++)); do
        case ${words[i]} in
            %5) ((i++)) ;;
            -*) ;;
            *) command=${words[i]}; break ;;
        esac
    done

    local options
    case $command in
%6
        *) options='%7' ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    elif [[ -z $command ]]; then
        COMPREPLY=($(compgen -W '%8' -- "$cur"))
        _filedir
    elif [[ $command == pattern && $((cword - i)) -eq 1 ]]; then
        COMPREPLY=($(compgen -W 'grating bars checkerboard zoneplate' -- "$cur"))
    else
        _filedir
    fi
} &&
    complete -F _passband passband)")
        .arg(wordCases.join('\n'), dirOptions.join('|'), fileOptions.join('|'), freeOptions.join('|'),
             [&] {
                 QStringList valued;
                 for (const QCommandLineOption* option : all)
                     if (!option->valueName().isEmpty())
                         valued << "--" + option->names().first();
                 return valued.join('|');
             }(),
             commandCases.join('\n'), windowOptions.join(' '), commandNames().join(' '));
}

} // namespace passband::cli
