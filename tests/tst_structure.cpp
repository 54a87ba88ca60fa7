// The structure docs/architecture.md promises, held by reading the sources: a lab mode is one
// row in each layer's table and nothing else compares LabMode; the Lab panel lends out no
// widget; nothing in app/gui but the window itself includes the window; the window only
// assembles (under 500 lines).
#include <QtTest>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>

namespace {

QString source(const QString& relative)
{
    QFile file(QDir(PASSBAND_SOURCE_DIR).filePath(relative));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// Every C++ source and header of the application's layers (tests aside), relative to the root.
QStringList sources()
{
    QStringList found;
    for (const char* layer : {"core", "app", "ui", "bench"}) {
        QDirIterator it(QDir(PASSBAND_SOURCE_DIR).filePath(layer), {"*.cpp", "*.h"}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            found << QDir(PASSBAND_SOURCE_DIR).relativeFilePath(it.next());
    }
    found.sort();
    return found;
}

} // namespace

class TestStructure : public QObject {
    Q_OBJECT

private slots:
    void sourcesAreThere() { QVERIFY(sources().size() > 100); }

    // Each layer's table of lab modes is the only place a mode is compared: core's labModes(),
    // the engine's computations, the panel's pages, the lab's JSON. (Assigning one, as the
    // command line's lab commands do for their own mode, is not comparing.)
    void labModesAreComparedOnlyInTheirTables()
    {
        const QStringList tables{"core/lab_settings.cpp", "app/engine/lab_work.cpp", "ui/lab_panel.cpp",
                                 "app/io/lab_json.cpp"};
        const QRegularExpression compared(R"((==|!=)\s*(passband::)?LabMode::|LabMode::\w+\s*(==|!=)|case\s+(passband::)?LabMode::)");
        QStringList found;
        for (const QString& file : sources()) {
            if (tables.contains(file))
                continue;
            const QStringList lines = source(file).split('\n');
            for (int i = 0; i < lines.size(); ++i)
                if (compared.match(lines[i]).hasMatch())
                    found << QString("%1:%2: %3").arg(file).arg(i + 1).arg(lines[i].trimmed());
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join('\n')));
        for (const QString& table : tables) // and the tables are there
            QVERIFY2(source(table).contains("LabMode::Basis"), qPrintable(table));
    }

    // The Lab panel is a view of its model: it hands out none of its widgets.
    void labPanelLendsNoWidget()
    {
        const QString header = source("ui/lab_panel.h");
        QVERIFY(!header.isEmpty());
        const QString shown = header.section("public:", 1).section("private:", 0, 0);
        const QRegularExpression accessor(R"(\bQ\w+\*\s+\w+\s*\(\s*\)\s*const)");
        QVERIFY2(!accessor.match(shown).hasMatch(), qPrintable(accessor.match(shown).captured(0)));
        // Nothing outside ui/ names one of its private widgets through it.
        for (const QString& file : sources())
            if (!file.startsWith("ui/"))
                QVERIFY2(!source(file).contains(QRegularExpression(R"(panel\(\)->\w+(Spin|Slider|Box|Check|Button|Table|Radio)\(\))")),
                         qPrintable(file));
    }

    // The window is assembled by main_window.cpp; nothing else in app/gui reaches back up to it.
    void onlyTheWindowIncludesTheWindow()
    {
        for (const QString& file : sources())
            if (file.startsWith("app/gui/") && file != "app/gui/main_window.cpp")
                QVERIFY2(!source(file).contains("#include \"main_window.h\""), qPrintable(file));
    }

    void theWindowOnlyAssembles()
    {
        const int lines = int(source("app/gui/main_window.cpp").count('\n'));
        QVERIFY2(lines > 0 && lines < 500, qPrintable(QString("main_window.cpp: %1 lines").arg(lines)));
    }
};

QTEST_MAIN(TestStructure)
#include "tst_structure.moc"
