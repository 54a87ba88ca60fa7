// The window on the screens classrooms have (a 1024x768 projector, a 1366x768 laptop, a
// 1920x1080 monitor), in each language Passband ships, with every dock and lab mode and in
// presentation mode: a walk over the widget tree finds no control that lies outside the part
// of the window it can be seen in (nothing clipped; a panel that scrolls may hold controls
// further down), and the panes share the width equally, each at least a fifth of the screen
// (a seventh for four filters side by side).
// The window is fitted to each screen as a first run fits it (MainWindow::fitNewWindow).
#include "image_pane.h"
#include "lab_under_test.h"
#include "lab_panel.h"
#include "main_window.h"
#include "presentation.h"
#include "sample.h"
#include "side_by_side.h"
#include "status_fields.h"
#include "translations.h"

#include <QtTest>
#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QScrollBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>

#include <algorithm>

using namespace passband;

namespace {

// What a desktop leaves a maximised window of a screen this size: a panel or a title bar.
constexpr int kDesktopTop = 56;

struct Setup {
    QString name;
    std::function<void(MainWindow&)> enter;
    std::function<void(MainWindow&)> leave;
    int panes = 3;
};

std::vector<Setup> setups()
{
    std::vector<Setup> all{
        {"plain", [](MainWindow&) {}, [](MainWindow&) {}},
        {"analysis dock", [](MainWindow& w) { w.analysisDock()->show(); }, [](MainWindow& w) { w.analysisDock()->hide(); }},
        {"line profile dock", [](MainWindow& w) { w.lineProfileDock()->show(); },
         [](MainWindow& w) { w.lineProfileDock()->hide(); }},
        {"presentation", [](MainWindow& w) { w.presentation()->setActive(true); },
         [](MainWindow& w) { w.presentation()->setActive(false); }},
        {"presentation, controls hidden (F6)",
         [](MainWindow& w) {
             w.presentation()->setActive(true);
             w.presentation()->controlsAction()->trigger();
         },
         [](MainWindow& w) { w.presentation()->setActive(false); }},
    };
    for (int count : {3, 4})
        for (bool presenting : {false, true})
            all.push_back({QString("%1 filters side by side%2").arg(count).arg(presenting ? ", presentation" : ""),
                           [count, presenting](MainWindow& w) {
                               w.sideBySide()->setCount(count);
                               w.sideBySide()->setActive(true);
                               w.presentation()->setActive(presenting);
                           },
                           [](MainWindow& w) {
                               w.presentation()->setActive(false);
                               w.sideBySide()->setActive(false);
                           },
                           4}); // three results and the original, or four results
    for (const LabModeInfo& info : labModes()) {
        if (info.mode == LabMode::Off)
            continue;
        const LabMode mode = info.mode;
        const auto leave = [](MainWindow& w) {
            w.presentation()->setActive(false);
            w.lab()->model()->setMode(LabMode::Off);
            w.filterDock()->raise();
        };
        all.push_back({QString("lab %1").arg(QString::fromLatin1(info.name)), [mode](MainWindow& w) { w.showLab(mode); }, leave});
        all.push_back({QString("lab %1, presentation").arg(QString::fromLatin1(info.name)),
                       [mode](MainWindow& w) {
                           w.showLab(mode);
                           w.presentation()->setActive(true);
                       },
                       leave});
    }
    return all;
}

bool isControl(const QWidget* w)
{
    if (qobject_cast<const QScrollBar*>(w))
        return false; // a scroll area's own
    return qobject_cast<const QAbstractButton*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
           qobject_cast<const QAbstractSlider*>(w) || qobject_cast<const QComboBox*>(w) || qobject_cast<const QTabBar*>(w);
}

// Where `control` is cut off, or "" where it can all be seen (or scrolled to).
QString clipping(const QWidget* control, const QWidget* window)
{
    QRect r = control->rect();
    const QWidget* w = control;
    while (w != window) {
        const QWidget* parent = w->parentWidget();
        if (!parent)
            return "not in the window";
        r.translate(w->pos());
        auto* area = qobject_cast<const QAbstractScrollArea*>(parent->parentWidget());
        if (area && parent == area->viewport()) {
            // Scrolled content: it may go beyond the viewport only where a scroll bar reaches it.
            const QRect view = parent->rect();
            const bool across = area->horizontalScrollBar()->isVisible(), down = area->verticalScrollBar()->isVisible();
            if ((!across && (r.left() < view.left() - 1 || r.right() > view.right() + 1)) ||
                (!down && (r.top() < view.top() - 1 || r.bottom() > view.bottom() + 1)))
                return QString("beyond the scroll area %1 (%2 of %3)")
                    .arg(area->objectName(), QString("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()),
                         QString("%1x%2").arg(view.width()).arg(view.height()));
            r = r.intersected(view); // from here on, the part on show
            if (r.isEmpty())
                return {};
        } else if (!parent->rect().adjusted(-1, -1, 1, 1).contains(r)) {
            return QString("cut by %1 %2 (%3 in %4x%5)")
                .arg(QString::fromLatin1(parent->metaObject()->className()), parent->objectName(),
                     QString("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()))
                .arg(parent->width())
                .arg(parent->height());
        }
        w = parent;
    }
    return {};
}

// A dock tabbed with another and not its raised tab: QMainWindow keeps it shown, out of sight
// (and so the tab bar of docks that are all closed).
bool behindAnotherTab(const QWidget* control, const QMainWindow& window)
{
    if (qobject_cast<const QTabBar*>(control) && control->parentWidget() == &window)
        return !window.rect().intersects(control->geometry());
    for (const QWidget* w = control; w; w = w->parentWidget())
        if (auto* dock = qobject_cast<const QDockWidget*>(w))
            return !window.tabifiedDockWidgets(const_cast<QDockWidget*>(dock)).isEmpty() &&
                   !window.rect().intersects(dock->geometry());
    return false;
}

QString describe(const QWidget* control)
{
    QString text;
    if (auto* b = qobject_cast<const QAbstractButton*>(control))
        text = b->text();
    if (text.isEmpty())
        text = control->accessibleName();
    return QString("%1 '%2' (%3)").arg(QString::fromLatin1(control->metaObject()->className()), text, control->objectName());
}

} // namespace

class TestLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName("PassbandTest");
        QCoreApplication::setApplicationName("tst_layout");
        QSettings().clear();
    }


    // At 1024x768 what the pointer is over and a message are read whole: the device's name
    // and the timing give way (a spectrum readout got 48 px and a message ran under them).
    void statusBarReadsWhole()
    {
        MainWindow window;
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.openFile(defaultSamplePath());
        QTRY_VERIFY(window.statusText().contains("512x512"));
        QStatusBar* bar = window.statusBar();
        auto* device = bar->findChild<QLabel*>("deviceField");
        auto* timing = bar->findChild<QLabel*>("timingField");
        auto* hover = bar->findChild<QLabel*>("hoverReadout");
        QVERIFY(device && timing && hover);
        // The longest device name and timing a status bar shows.
        StatusFields* fields = window.statusFields();
        fields->setDevice("OpenCL: pthread-skylake-avx512-Intel(R) Xeon(R) Platinum 8480+");
        fields->setTiming("Shown 13 ms after the request; device 0.4 ms (filter 0.10, inverse 0.21, spectrum 0.09)");
        const QString message = "That was the lesson's last step";
        // The open's progress (with its Cancel) is shown or not depending on the machine's
        // speed: the message is read whole in both cases (on a slow machine it had 174 px).
        QTRY_VERIFY(!fields->progressShown());
        const auto messageRoom = [bar] {
            int firstField = bar->width();
            for (const QWidget* w : bar->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
                if (w->isVisible() && w->width() > 0 && w->objectName() != "qt_sizegrip")
                    firstField = std::min(firstField, w->x());
            return firstField - 6;
        };
        const int messageWidth = bar->fontMetrics().horizontalAdvance(message);
        bar->showMessage(message);
        QTRY_VERIFY(!hover->isVisible());
        QTRY_VERIFY2(messageRoom() >= messageWidth, qPrintable(QString("the message has %1 px").arg(messageRoom())));
        fields->showProgress("Computing the spectrum of photo.tif", 40);
        fields->setProgressCancel([] {}, "Stop opening this image and keep the one on show");
        QVERIFY(bar->findChild<QWidget*>("progressCancel")->isVisible());
        QTRY_VERIFY2(messageRoom() >= messageWidth,
                     qPrintable(QString("beside the progress, the message has %1 px").arg(messageRoom())));
        fields->hideProgress();
        bar->clearMessage();
        QTRY_VERIFY(hover->isVisible());
        const QString readout = "x 228, y 300: S 143; frequency (-28, 44), D 52.2 px, period 9.74 px";
        fields->setHover(readout);
        QTRY_VERIFY2(hover->contentsRect().width() >= hover->fontMetrics().horizontalAdvance(readout),
                     qPrintable(QString("the readout has %1 px").arg(hover->contentsRect().width())));
        QVERIFY(device->width() > 0 && timing->width() > 0);
    }
    void windowFitsTheScreen_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "de", "ja"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void windowFitsTheScreen()
    {
        QFETCH(QString, language);
        qunsetenv("LC_MESSAGES");
        qputenv("LC_ALL", language == "en" ? "C.UTF-8" : language == "de" ? "de_DE.UTF-8" : "ja_JP.UTF-8");
        qputenv("LANGUAGE", language.toUtf8());
        QCOMPARE(installTranslations(), language == "en" ? QString() : language);

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList failures;
        for (const QSize screen : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)}) {
            const QRect available(0, kDesktopTop, screen.width(), screen.height() - kDesktopTop);
            window.fitNewWindow(available);
            QApplication::processEvents();
            // A short screen starts without the Analysis dock (the panes take its height).
            if (window.analysisDock()->isVisible() != (available.height() >= MainWindow::kAnalysisMinScreenHeight))
                failures << QString("%1 %2x%3: the Analysis dock %4 at first")
                                .arg(language)
                                .arg(screen.width())
                                .arg(screen.height())
                                .arg(window.analysisDock()->isVisible() ? "open" : "closed");
            for (const Setup& setup : setups()) {
                setup.enter(window);
                QTest::qWait(20);
                QApplication::processEvents();
                const QString where = QString("%1 %2x%3, %4: ").arg(language).arg(screen.width()).arg(screen.height()).arg(setup.name);
                failures << check(window, available, where, setup.panes);
                setup.leave(window);
            }
        }
        qputenv("LC_ALL", "C");
        installTranslations();
        for (const QString& f : failures)
            qWarning("%s", qPrintable(f));
        QVERIFY2(failures.isEmpty(), qPrintable(QString("%1 controls or panes that do not fit (listed above)").arg(failures.size())));
    }

private:
    QStringList check(MainWindow& window, const QRect& available, const QString& where, int panes)
    {
        QStringList failures;
        // The window no larger than the screen: its minimum size may not push past it.
        if (window.width() > available.width() || window.height() > available.height())
            failures << where + QString("the window is %1x%2, larger than the screen's %3x%4")
                                    .arg(window.width())
                                    .arg(window.height())
                                    .arg(available.width())
                                    .arg(available.height());
        for (const QWidget* w : window.findChildren<QWidget*>()) {
            if (!w->isVisible() || !isControl(w) || w->window() != &window)
                continue;
            if (behindAnotherTab(w, window))
                continue;
            const QString cut = clipping(w, &window);
            if (!cut.isEmpty())
                failures << where + describe(w) + " " + cut;
        }
        // The panes on show: equal within 5 %, each at least a fifth of the screen (three
        // panes; four side by side beside the open Filter panel, a seventh: three results and
        // the original, or four results).
        std::vector<int> widths;
        auto* splitter = window.originalPane()->parentWidget();
        for (const ImagePane* pane : splitter->findChildren<ImagePane*>())
            if (pane->isVisible())
                widths.push_back(pane->width());
        if (int(widths.size()) != panes) {
            failures << where + QString("%1 panes on show, not %2").arg(widths.size()).arg(panes);
        } else {
            const auto [low, high] = std::minmax_element(widths.begin(), widths.end());
            if (*high > *low * 1.05 || *low * (panes == 3 ? 5 : 7) < available.width()) {
                QStringList list;
                for (int width : widths)
                    list << QString::number(width);
                failures << where + QString("panes %1 px wide").arg(list.join(", "));
            }
        }
        // The status bar's fields within it.
        for (const QWidget* w : window.statusBar()->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
            if (w->isVisible() && !window.statusBar()->rect().contains(w->geometry()))
                failures << where + QString("status field '%1' past the status bar").arg(w->objectName());
        return failures;
    }
};

int main(int argc, char** argv)
{
    QTemporaryDir config;
    if (!config.isValid())
        return 1;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    TestLayout test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_layout.moc"
