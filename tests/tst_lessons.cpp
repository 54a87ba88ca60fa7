// Lessons (README "Lessons") played in the window (offscreen): every step of every bundled
// lesson, each pane on show held against what the command line makes for that step (the
// step read from the lesson's JSON here, not through app/io/lesson); predict-then-reveal;
// a step saved from the window and read back; bad lesson files refused in one line.
#include "control_panel.h"
#include "filter_model.h"
#include "lesson_session.h"
#include "patterns.h"
#include "pane_layout.h"
#include "teaching_dialogs.h"
#include "peak_marks.h"
#include "window_settings.h"
#include "image_io.h"
#include "image_pane.h"
#include "lab_under_test.h"
#include "lesson_claims.h"
#include "lab_panel.h"
#include "lesson.h"
#include "lesson_player.h"
#include "main_window.h"
#include "presentation.h"
#include "run_passband.h"
#include "session.h"

#include <QtTest>

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QPlainTextEdit>
#include <QScreen>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QSlider>
#include <QSplitter>
#include <QStatusBar>
#include <QUndoStack>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace passband;

namespace {

constexpr int kWaitMs = 120000;

QJsonObject readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeText(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The largest difference between two images' samples, or -1 when their shapes differ.
int difference(const Image& a, const Image& b)
{
    if (a.width != b.width || a.height != b.height || a.colourChannels() != b.colourChannels())
        return -1;
    const QImage qa = toQImage(a).convertToFormat(QImage::Format_RGB32);
    const QImage qb = toQImage(b).convertToFormat(QImage::Format_RGB32);
    int worst = 0;
    for (int y = 0; y < qa.height(); ++y)
        for (int x = 0; x < qa.width(); ++x) {
            const QRgb p = qa.pixel(x, y), q = qb.pixel(x, y);
            worst = std::max({worst, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                              std::abs(qBlue(p) - qBlue(q))});
        }
    return worst;
}

// Whether two pictures agree within `tolerance` levels in every channel.
bool samePixels(const QImage& a, const QImage& b, int tolerance)
{
    if (a.size() != b.size())
        return false;
    const QImage qa = a.convertToFormat(QImage::Format_RGB32), qb = b.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < qa.height(); ++y)
        for (int x = 0; x < qa.width(); ++x) {
            const QRgb p = qa.pixel(x, y), q = qb.pixel(x, y);
            if (std::abs(qRed(p) - qRed(q)) > tolerance || std::abs(qGreen(p) - qGreen(q)) > tolerance ||
                std::abs(qBlue(p) - qBlue(q)) > tolerance)
                return false;
        }
    return true;
}

// The window and the command line run the same kernels on the same device (PoCL in CI), so
// tst_gui finds their results equal to the bit; no tolerance is given here either: a
// difference would mean the lesson set up something other than its step says.
constexpr int kTolerance = 0;

} // namespace

class TestLessons : public QObject {
    Q_OBJECT

private:
    QString path(const QString& name) const { return dir_->filePath(name); }

    bool waitForCurrentResult(MainWindow& window)
    {
        return QTest::qWaitFor(
            [&] {
                return window.session()->latestFilterRequest() > 0 && window.session()->showsExactResult() &&
                       window.session()->engine()->waitIdle(0);
            },
            kWaitMs);
    }

    Image cli(const QStringList& arguments, const QString& out)
    {
        QFile::remove(out);
        const PassbandRun run = runPassband(arguments + QStringList{"--png-compression", "0"});
        if (run.exitCode != 0) {
            qWarning("passband %s failed: %s", qPrintable(arguments.join(' ')), qPrintable(run.err));
            return {};
        }
        return loadImage(out);
    }

    // The image a step opens, written by the command line: a sample as bundled, a pattern by
    // `passband pattern`, noise by `passband noise`.
    QString stepInput(const QJsonObject& step, const QString& tag)
    {
        QString input;
        if (step.contains("pattern")) {
            const QJsonObject p = step["pattern"].toObject();
            input = path(tag + "-pattern.png");
            QStringList arguments{"pattern", p["kind"].toString(), input};
            if (p.contains("size"))
                arguments << "--size" << QString("%1x%2").arg(p["size"][0].toInt()).arg(p["size"][1].toInt());
            if (p.contains("cycles"))
                arguments << "--cycles" << QString("%1,%2").arg(p["cycles"][0].toDouble()).arg(p["cycles"][1].toDouble());
            if (p.contains("square"))
                arguments << "--square" << QString::number(p["square"].toInt());
            cli(arguments, input);
        } else {
            input = samplePath(step["image"].toString());
        }
        if (step.contains("noise")) {
            const QJsonObject n = step["noise"].toObject();
            const QString noisy = path(tag + "-noisy.png");
            cli({"noise", input, noisy, "--cycles",
                 QString("%1,%2").arg(n["cycles"][0].toDouble()).arg(n["cycles"][1].toDouble()), "--amplitude",
                 QString::number(n["amplitude"].toDouble())},
                noisy);
            input = noisy;
        }
        return input;
    }

    QString samplePath(const QString& image) const
    {
        return image.startsWith("sample:") ? path(image.mid(7)) : image;
    }

    // The lab's result for `lab` on `input` by its command; `factor`: Sampling's, whose
    // command writes the kept pixels only.
    Image labReference(const QJsonObject& lab, const QString& input, const QString& out)
    {
        const QString mode = lab["mode"].toString();
        const QString b = samplePath(lab["b"].toString());
        const auto word = [](const QJsonValue& v, const QString& fallback) {
            return v.isUndefined() ? fallback : v.isDouble() ? QString::number(v.toDouble()) : v.toString();
        };
        if (mode == "mix")
            return cli({"mix", input, b, out, "--magnitude-from", word(lab["magnitude"], "a"), "--phase-from",
                        word(lab["phase"], "b")},
                       out);
        if (mode == "hybrid")
            return cli({"hybrid", input, b, out, "--lowpass", word(lab["lowpass"], "12"), "--highpass",
                        word(lab["highpass"], "24")},
                       out);
        if (mode == "convolution")
            return cli({"convolve", input, out, "--kernel", lab["kernel"].toString(), "--padding",
                        word(lab["padding"], "circular")},
                       out);
        if (mode == "sampling") {
            QStringList arguments{"subsample", input, out, "--factor", word(lab["factor"], "2")};
            if (lab["antialias"].toString() == "nyquist")
                arguments << "--antialias";
            return cli(arguments, out);
        }
        if (mode == "basis") {
            if (lab.contains("keep"))
                return cli({"strongest", input, out, "--keep", word(lab["keep"], "0")}, out);
            return cli({"basis", input, out, "--bin", QString("%1,%2").arg(lab["bin"][0].toInt()).arg(lab["bin"][1].toInt())},
                       out);
        }
        return {};
    }

    // The window's sampled result holds each kept pixel over its factor x factor block.
    static Image expandSamples(const Image& kept, int factor, int width, int height)
    {
        Image full = kept;
        full.width = width;
        full.height = height;
        full.samples.assign(std::size_t(width) * height * kept.channels, 0);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                for (int c = 0; c < kept.channels; ++c)
                    full.samples[(std::size_t(y) * width + x) * kept.channels + c] =
                        kept.samples[(std::size_t(std::min(y / factor, kept.height - 1)) * kept.width +
                                      std::min(x / factor, kept.width - 1)) * kept.channels + c];
        return full;
    }

    static bool labSettled(LabSession* lab)
    {
        return lab->latestRequest() > 0 && lab->shownRequest() == lab->latestRequest() && lab->resultImage();
    }

    void presentWindow(MainWindow& window)
    {
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName("PassbandTest");
        QCoreApplication::setApplicationName("tst_lessons");
        QSettings().clear();
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        for (const QString& sample : QDir(":/samples").entryList(QDir::Files))
            QVERIFY(QFile::copy(":/samples/" + sample, path(sample)));
    }

    void init() { QSettings().clear(); }

    // Eight lessons are bundled, each with its sources and at most a few lines of caption a step.
    void bundledLessonsRead()
    {
        const QStringList files = bundledLessons();
        QCOMPARE(files.size(), 8);
        for (const QString& file : files) {
            const Lesson lesson = loadLesson(file);
            QVERIFY2(!lesson.title.isEmpty(), qPrintable(file));
            QVERIFY2(!lesson.sources.isEmpty(), qPrintable(file));
            QVERIFY2(!lesson.steps.empty(), qPrintable(file));
            for (const LessonStep& step : lesson.steps)
                QVERIFY2(!step.caption.isEmpty() && step.caption.count('\n') < 4, qPrintable(file));
        }
    }

    // Every line of every bundled caption and answer is listed in tests/lesson_claims.h and
    // holds: a question asks, a scene is what the step's JSON sets, a claim is what a float64
    // DFT of the step's own pixels says (never the engine's results).
    void captionsAreTrue()
    {
        using lesson_claims::Kind;
        const std::vector<lesson_claims::Line> table = lesson_claims::bundledLines();
        std::vector<bool> met(table.size(), false);
        QStringList failures;
        for (const QString& file : bundledLessons()) {
            const QString lesson = QFileInfo(file).fileName().left(2);
            const QJsonArray steps = readJson(file)["steps"].toArray();
            QVERIFY2(!steps.isEmpty(), qPrintable(file));
            for (int i = 0; i < steps.size(); ++i) {
                const QJsonObject step = steps[i].toObject();
                for (const char where : {'c', 'a'}) {
                    const QJsonValue value = step[where == 'c' ? "caption" : "answer"];
                    const QStringList lines = value.isArray() ? value.toVariant().toStringList()
                                              : value.isString() ? value.toString().split('\n') : QStringList();
                    for (const QString& text : lines) {
                        const QString at = QString("lesson %1 step %2 %3 '%4'")
                                               .arg(lesson).arg(i + 1).arg(where == 'c' ? "caption" : "answer", text);
                        const auto line = std::find_if(table.begin(), table.end(), [&](const lesson_claims::Line& l) {
                            return l.lesson == lesson && l.step == i + 1 && l.where == where && l.text == text;
                        });
                        if (line == table.end()) {
                            failures << at + ": not listed in tests/lesson_claims.h";
                            continue;
                        }
                        met[std::size_t(line - table.begin())] = true;
                        QString wrong;
                        if (line->kind == Kind::Question && !text.endsWith('?'))
                            wrong = "a question that does not ask";
                        else if (line->kind == Kind::Scene || line->kind == Kind::Claim)
                            wrong = line->check(step);
                        if (!wrong.isEmpty())
                            failures << at + ": " + wrong;
                    }
                }
            }
        }
        for (std::size_t i = 0; i < table.size(); ++i)
            if (!met[i])
                failures << QString("lesson %1 step %2 has no line '%3'").arg(table[i].lesson).arg(table[i].step).arg(table[i].text);
        for (const QString& f : failures)
            qWarning("%s", qPrintable(f));
        QVERIFY2(failures.isEmpty(), qPrintable(QString("%1 caption lines wrong (listed above)").arg(failures.size())));
    }

    // A question waits for its reveal: a step that holds a pane back asks (its caption's last
    // line a question) and its caption says nothing but the scene and the question; what the
    // pane shows is said in the answer, shown at the reveal.
    void questionsWait()
    {
        using lesson_claims::Kind;
        const std::vector<lesson_claims::Line> table = lesson_claims::bundledLines();
        for (const QString& file : bundledLessons()) {
            const QString lesson = QFileInfo(file).fileName().left(2);
            const Lesson read = loadLesson(file);
            for (std::size_t i = 0; i < read.steps.size(); ++i) {
                const LessonStep& step = read.steps[i];
                const QString at = QString("lesson %1 step %2").arg(lesson).arg(i + 1);
                if (!step.predict) {
                    QVERIFY2(step.answer.isEmpty(), qPrintable(at));
                    continue;
                }
                QVERIFY2(!step.answer.isEmpty(), qPrintable(at + ": no answer"));
                QVERIFY2(step.caption.split('\n').last().endsWith('?'), qPrintable(at + ": the caption does not ask"));
                for (const QString& text : step.caption.split('\n')) {
                    const auto line = std::find_if(table.begin(), table.end(), [&](const lesson_claims::Line& l) {
                        return l.lesson == lesson && l.step == int(i) + 1 && l.where == 'c' && l.text == text;
                    });
                    QVERIFY2(line != table.end(), qPrintable(at + ": '" + text + "' is not listed"));
                    QVERIFY2(line->kind == Kind::Scene || line->kind == Kind::Question,
                             qPrintable(at + ": '" + text + "' says what the held-back pane shows"));
                }
            }
        }
    }

    void everyStep_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString& file : bundledLessons())
            QTest::newRow(qPrintable(QFileInfo(file).completeBaseName())) << file;
    }

    // Every step of the lesson through Page Down: the panes it names on show and no other;
    // a pane it holds back covered by the question until Page Down, which reveals it without
    // stepping; the original, spectrum and result panes what the command line makes.
    void everyStep()
    {
        QFETCH(QString, file);
        const QJsonArray steps = readJson(file)["steps"].toArray();
        QVERIFY(!steps.isEmpty());
        MainWindow window;
        presentWindow(window);
        LessonPlayer* player = window.lessons();
        QVERIFY(player->open(file));
        QVERIFY(window.presentation()->active());
        LabUnderTest lab(window);
        for (int i = 0; i < steps.size(); ++i) {
            const QJsonObject step = steps[i].toObject();
            const QString tag = QString("%1-%2").arg(QFileInfo(file).completeBaseName()).arg(i + 1);
            if (i > 0)
                QTest::keyClick(&window, Qt::Key_PageDown);
            QCOMPARE(player->current(), i);
            QVERIFY2(QTest::qWaitFor([&] { return player->stepReady(); }, kWaitMs), qPrintable(tag));
            QVERIFY(player->captionLabel()->isVisible());
            QVERIFY(player->captionLabel()->text().contains(step["caption"].toArray().first().toString().toHtmlEscaped()));
            // One caption under the panes: presentation mode's gives way to the lesson's.
            QVERIFY(window.presentation()->active());
            QVERIFY(!window.presentation()->caption()->isVisible());

            const bool labStep = step.contains("lab");
            QStringList panes{"original", "spectrum", "result"};
            if (step.contains("panes")) {
                panes.clear();
                for (const QJsonValue& p : step["panes"].toArray())
                    panes << p.toString();
            }
            ImagePane* middle = labStep ? lab->middlePane() : window.spectrumPane();
            ImagePane* result = labStep ? lab->resultPane() : window.filteredPane();
            QCOMPARE(lab->active(), labStep);

            // The step's results come in (behind the cover, where a pane is held back).
            if (labStep) {
                QVERIFY2(QTest::qWaitFor([&] { return labSettled(lab->session()); }, kWaitMs), qPrintable(tag));
            } else {
                QVERIFY2(waitForCurrentResult(window), qPrintable(tag));
            }

            // Predict, then reveal: the pane stays covered with its results there, until Page Down.
            if (step.contains("predict")) {
                const QString held = step["predict"].toString();
                ImagePane* pane = held == "original" ? window.originalPane() : held == "spectrum" ? middle : result;
                QCOMPARE(player->heldPane(), pane);
                QVERIFY(player->cover()->isVisible());
                QCOMPARE(player->cover()->parentWidget(), static_cast<QWidget*>(pane));
                // Over the picture's area, under the pane's title (which says what to predict).
                const QRect picture(pane->view()->mapTo(pane, QPoint(0, 0)), pane->view()->size());
                QCOMPARE(player->cover()->geometry(), picture);
                QVERIFY(picture.top() > 0); // the title above it
                QVERIFY(player->cover()->text().startsWith("Predict: "));
                // Nothing of the picture shows through: drawn, it is the placeholder alone.
                QCOMPARE(pane->grab(picture).toImage().convertToFormat(QImage::Format_RGB32),
                         player->cover()->grab().toImage().convertToFormat(QImage::Format_RGB32));
                // The question is on show, its answer not yet.
                const QString answer = step["answer"].toArray().first().toString().toHtmlEscaped();
                QVERIFY2(!answer.isEmpty(), qPrintable(tag + ": a question without an answer"));
                QVERIFY(!player->captionLabel()->text().contains(answer));
                QTest::keyClick(&window, Qt::Key_PageDown);
                QVERIFY(!player->cover()->isVisible());
                QVERIFY(!player->heldPane());
                QCOMPARE(player->current(), i); // revealed, not stepped
                // At the reveal the answer takes the question's place.
                QVERIFY(player->captionLabel()->text().contains(answer));
                QVERIFY(!player->captionLabel()->text().contains(step["caption"].toArray().last().toString().toHtmlEscaped()));
            } else {
                QVERIFY(!player->cover()->isVisible());
            }

            // The panes on show.
            const QString input = stepInput(step, tag);
            const Image original = loadImage(input);
            QCOMPARE(window.originalPane()->isVisible(), panes.contains("original"));
            QCOMPARE(middle->isVisible(), panes.contains("spectrum"));
            QCOMPARE(result->isVisible(), panes.contains("result"));
            // The original: the image the step opens.
            QVERIFY(window.session()->image());
            QVERIFY2(difference(*window.session()->image(), original) == 0, qPrintable(tag));
            if (panes.contains("original"))
                QVERIFY2(samePixels(window.originalPane()->wholePicture(), toQImage(original), 0), qPrintable(tag + ": original pane"));
            if (!labStep) {
                // The filter's result: `passband filter --preset` with the step's filter object.
                const QString preset = path(tag + "-preset.json");
                QVERIFY(writeText(preset, QJsonDocument(step["filter"].toObject()).toJson()));
                const Image expected = cli({"filter", input, path(tag + "-filtered.png"), "--preset", preset},
                                           path(tag + "-filtered.png"));
                QVERIFY(window.session()->result());
                const int d = difference(*window.session()->result(), expected);
                QVERIFY2(d >= 0 && d <= kTolerance, qPrintable(QString("%1: result differs by %2").arg(tag).arg(d)));
                // The result pane shows those samples; one mapped by magnitude is stretched by
                // the display's automatic contrast (tst_gui checks that stretch), so it is
                // compared here only where the pane's title says none.
                if (panes.contains("result") && !window.filteredPane()->title().contains("auto contrast"))
                    QVERIFY2(samePixels(window.filteredPane()->wholePicture(), toQImage(expected), kTolerance),
                             qPrintable(tag + ": result pane"));
                if (panes.contains("spectrum")) {
                    // The spectrum pane: `passband spectrum` of the image (from the step's floor),
                    // once the whole of it is drawn.
                    QStringList arguments{"spectrum", input, path(tag + "-spectrum.png")};
                    if (step.contains("spectrum_floor"))
                        arguments << "--floor" << step["spectrum_floor"].toVariant().toString();
                    const QImage spectrum = toQImage(cli(arguments, path(tag + "-spectrum.png")));
                    QVERIFY2(window.spectrumPane()->title().contains(
                                 step.contains("spectrum_floor") ? QString("down to %1 dB below the peak").arg(step["spectrum_floor"].toInt())
                                                                 : QString("dB below the peak")),
                             qPrintable(window.spectrumPane()->title()));
                    QVERIFY2(QTest::qWaitFor([&] { return window.spectrumPane()->wholePicture() == spectrum; }, kWaitMs),
                             qPrintable(tag + ": spectrum pane"));
                }
            } else {
                const QJsonObject settings = step["lab"].toObject();
                Image expected = labReference(settings, input, path(tag + "-lab.png"));
                QVERIFY2(expected.width > 0, qPrintable(tag));
                if (settings["mode"].toString() == "sampling")
                    expected = expandSamples(expected, settings["factor"].toInt(2), original.width, original.height);
                int d = -1;
                QVERIFY2(QTest::qWaitFor([&] {
                             d = labSettled(lab->session()) ? difference(*lab->resultImage(), expected) : -1;
                             return d >= 0 && d <= kTolerance;
                         }, kWaitMs),
                         qPrintable(QString("%1: lab result differs by %2").arg(tag).arg(d)));
                if (panes.contains("spectrum"))
                    QVERIFY(!middle->wholePicture().isNull());
                // The result pane shows the lab's result as it is (a hybrid's as a strip of sizes).
                if (panes.contains("result") && settings["mode"].toString() != "hybrid")
                    QVERIFY2(samePixels(result->wholePicture(), toQImage(*lab->resultImage()), 0), qPrintable(tag + ": lab result pane"));
            }
        }
        // The ends: Page Down at the last step stays; Page Up steps back.
        QTest::keyClick(&window, Qt::Key_PageDown);
        QCOMPARE(player->current(), int(steps.size()) - 1);
        if (steps.size() > 1) {
            QTest::keyClick(&window, Qt::Key_PageUp);
            QCOMPARE(player->current(), int(steps.size()) - 2);
            QVERIFY(QTest::qWaitFor([&] { return player->stepReady(); }, kWaitMs));
        }
    }

    // The panes of a step as PaneLayout lays them out: those it names on show, the others
    // hidden, at widths within 5 % of each other, each fitted to its image (not zoomed). Empty
    // when so, else what is wrong.
    static QString checkPanes(MainWindow& window, const LessonStep& step, const QString& where)
    {
        const bool lab = step.lab.has_value();
        const std::map<LessonPane, ImagePane*> panes{
            {LessonPane::Original, window.originalPane()},
            {LessonPane::Spectrum, lab ? window.labView()->middlePane() : window.spectrumPane()},
            {LessonPane::Result, lab ? window.labView()->resultPane() : window.filteredPane()}};
        QStringList wrong;
        std::vector<int> widths;
        for (const auto& [role, pane] : panes) {
            const bool named = std::find(step.panes.begin(), step.panes.end(), role) != step.panes.end();
            if (pane->isVisible() != named)
                wrong << QString("%1 pane %2").arg(lessonPaneName(role), named ? "hidden" : "shown");
            if (!named)
                continue;
            widths.push_back(pane->width());
            if (!pane->view()->fitting())
                wrong << QString("%1 pane not fitted").arg(lessonPaneName(role));
        }
        // No other pane of the splitter on show (the other view's, side by side's).
        for (QWidget* other : window.paneLayout()->splitter()->findChildren<ImagePane*>())
            if (other->isVisible() && std::none_of(panes.begin(), panes.end(), [&](const auto& p) { return p.second == other; }))
                wrong << QString("another pane '%1' on show").arg(static_cast<ImagePane*>(other)->title());
        if (!widths.empty()) {
            const auto [low, high] = std::minmax_element(widths.begin(), widths.end());
            if (*high > *low * 1.05) {
                QStringList list;
                for (int w : widths)
                    list << QString::number(w);
                wrong << QString("pane widths %1 differ by more than 5 %").arg(list.join(", "));
            }
        }
        return wrong.isEmpty() ? QString() : where + ": " + wrong.join("; ");
    }

    // Waits for the step's image and settings, and for the layout the window makes after them.
    bool settleStep(MainWindow& window)
    {
        const bool ready = QTest::qWaitFor([&] { return window.lessons()->stepReady(); }, kWaitMs);
        QTest::qWait(1);
        QCoreApplication::processEvents();
        return ready;
    }

    void lessonsAfterOthers_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::newRow("1024x768") << QSize(1024, 768);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    // Every bundled lesson after every other one (from that one's last step), after a lab step
    // and after the user's own lab mode, at a projector's and a monitor's size: at each step the
    // panes it names are on show, equally wide and fitted; nothing of the view before carries
    // over (panes collapsed by the splitter, another zoom).
    void lessonsAfterOthers()
    {
        QFETCH(QSize, screen);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.fitNewWindow(QRect(QPoint(0, 0), screen)); // as a first run on that screen
        LessonPlayer* player = window.lessons();
        const QStringList files = bundledLessons();
        QStringList failures;
        const auto playThrough = [&](const QString& file, const QString& after) {
            if (!player->open(file)) {
                failures << file + ": not opened";
                return;
            }
            const Lesson& lesson = player->lesson();
            for (int i = 0; i < int(lesson.steps.size()); ++i) {
                if (i > 0)
                    QTest::keyClick(&window, Qt::Key_PageDown);
                if (player->heldPane()) // revealed first, then the next step
                    QTest::keyClick(&window, Qt::Key_PageDown);
                const QString where = QString("%1 after %2, step %3").arg(QFileInfo(file).completeBaseName(), after).arg(i + 1);
                if (player->current() != i || !settleStep(window)) {
                    failures << where + ": not reached";
                    return;
                }
                if (const QString wrong = checkPanes(window, lesson.steps[std::size_t(i)], where); !wrong.isEmpty())
                    failures << wrong;
            }
        };
        for (const QString& before : files) {
            for (const QString& file : files) {
                if (file == before)
                    continue;
                QVERIFY(player->open(before));
                QTest::keyClick(&window, Qt::Key_End);
                QVERIFY(settleStep(window));
                playThrough(file, QFileInfo(before).completeBaseName());
            }
        }
        // After a lab step (Magnitude and phase, step 5: A's magnitude, phase 0), and after the
        // user's own lab mode with the lesson closed.
        const QString phase = files.filter("magnitude-and-phase").value(0);
        QVERIFY(!phase.isEmpty());
        for (const QString& file : files) {
            QVERIFY(player->open(phase));
            player->showStep(4);
            QVERIFY(settleStep(window));
            QVERIFY(window.lab()->active());
            playThrough(file, "magnitude and phase step 5");
            player->close();
            window.showLab(LabMode::Convolution);
            QCoreApplication::processEvents();
            playThrough(file, "the convolution lab");
            player->close();
            window.lab()->model()->setMode(LabMode::Off);
        }
        for (const QString& f : failures)
            qWarning("%s", qPrintable(f));
        QVERIFY2(failures.isEmpty(), qPrintable(QString("%1 steps laid out wrongly (listed above)").arg(failures.size())));
    }

    // While a lesson is open it takes Page Down, Page Up, Home and End whatever has the
    // keyboard focus: a combo box, a slider, a spin box, a text field, a dock's own widget. The
    // control keeps its value; the lesson steps.
    void keysStepWhateverHasTheFocus()
    {
        MainWindow window;
        presentWindow(window);
        window.openFile(path("astronaut.png"));
        QVERIFY(waitForCurrentResult(window));
        // The user chose a lab mode with the keyboard in the Lab dock's combo box.
        auto* modeBox = window.labView()->panel()->findChild<QComboBox*>("labMode");
        window.labView()->dock()->show();
        window.labView()->dock()->raise();
        modeBox->setFocus();
        QTest::keyClick(modeBox, Qt::Key_Down);
        QCOMPARE(window.lab()->model()->settings().mode, LabMode::Mix);
        LessonPlayer* player = window.lessons();
        const QString lessonFile = bundledLessons().filter("lowpass-and-highpass").value(0);
        QVERIFY(player->open(lessonFile));
        QVERIFY(settleStep(window));
        const int steps = int(player->lesson().steps.size());
        QVERIFY(steps >= 4);
        QVERIFY(!window.lab()->active()); // the lesson's step, not the user's mode
        std::vector<std::pair<QString, QWidget*>> targets{
            {"the lab's mode box", modeBox},
            {"a slider", window.controls()->highpassSlider()},
            {"a spin box", window.controls()->lowpassSpin()},
            {"a text field", window.controls()->lowpassSpin()->findChild<QLineEdit*>()},
            {"the Filter dock's panel", window.filterDock()->widget()},
        };
        const Lesson lesson = player->lesson();
        for (const auto& [what, target] : targets) {
            QVERIFY2(target, qPrintable(what));
            (target == modeBox ? window.labView()->dock() : window.filterDock())->raise();
            target->setFocus();
            QCoreApplication::processEvents();
            // Each key to the control itself; the lesson takes it: it steps, and the settings are
            // the step's (a control that took the key would have moved them: a slider or a spin
            // box by a page, the mode box to another mode).
            const auto press = [&](Qt::Key key, int expected) {
                QTest::keyClick(target, key);
                if (!settleStep(window))
                    return QString("%1: the step did not come").arg(what);
                if (player->current() != expected)
                    return QString("%1: at step %2 after the key, not %3").arg(what).arg(player->current() + 1).arg(expected + 1);
                const LessonStep& step = lesson.steps[std::size_t(expected)];
                if (!(window.filterModel()->settings() == step.filter))
                    return QString("%1: the filter is not step %2's").arg(what).arg(expected + 1);
                if (window.lab()->model()->settings() != (step.lab ? *step.lab : LabSettings{}))
                    return QString("%1: the lab is not step %2's").arg(what).arg(expected + 1);
                return QString();
            };
            QString wrong = press(Qt::Key_Home, 0);
            if (wrong.isEmpty() && player->heldPane())
                wrong = press(Qt::Key_PageDown, 0); // revealed
            if (wrong.isEmpty())
                wrong = press(Qt::Key_PageDown, 1);
            if (wrong.isEmpty())
                wrong = press(Qt::Key_End, steps - 1);
            if (wrong.isEmpty())
                wrong = press(Qt::Key_PageUp, steps - 2);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        }
        player->close();
        QCOMPARE(window.lab()->model()->settings().mode, LabMode::Mix); // the user's own again
    }

    // Page Up gives the step before its whole state again, whatever was changed meanwhile; at
    // the first step, that step's.
    void pageUpGivesTheStepsWholeState()
    {
        MainWindow window;
        presentWindow(window);
        LessonPlayer* player = window.lessons();
        const QString lessonFile = bundledLessons().filter("lowpass-and-highpass").value(0);
        QVERIFY(player->open(lessonFile));
        QVERIFY(settleStep(window));
        const Lesson lesson = player->lesson();
        player->showStep(2);
        QVERIFY(settleStep(window));
        FilterSettings changed = window.filterModel()->settings();
        changed.lowpass = 99;
        changed.shape = FilterShape::Ideal;
        window.filterModel()->apply(changed, "by hand");
        window.showLab(LabMode::Basis);
        QTest::keyClick(&window, Qt::Key_PageUp);
        QVERIFY(settleStep(window));
        QCOMPARE(player->current(), 1);
        QCOMPARE(window.filterModel()->settings(), lesson.steps[1].filter);
        QVERIFY(!window.lab()->active());
        QVERIFY(player->heldPane() != nullptr); // its question again
        QTest::keyClick(&window, Qt::Key_PageUp);
        QVERIFY(settleStep(window));
        window.filterModel()->apply(changed, "by hand");
        QTest::keyClick(&window, Qt::Key_PageUp); // at the first step: that step again
        QVERIFY(settleStep(window));
        QCOMPARE(player->current(), 0);
        QCOMPARE(window.filterModel()->settings(), lesson.steps[0].filter);
        QCOMPARE(window.statusBar()->currentMessage(), QString("That was the lesson's first step"));
    }

    // Keys pressed faster than the steps' images come (lesson 1 opens another pattern at each
    // step): the step reached is shown whole, on its own image, however the opens overlapped.
    void fastSteppingLandsOnTheStep()
    {
        MainWindow window;
        presentWindow(window);
        LessonPlayer* player = window.lessons();
        const QString file = bundledLessons().filter("spectrum-of-simple-patterns").value(0);
        QVERIFY(player->open(file));
        const Lesson lesson = player->lesson();
        for (const std::vector<Qt::Key>& keys :
             {std::vector<Qt::Key>{Qt::Key_PageDown, Qt::Key_PageDown, Qt::Key_PageDown, Qt::Key_PageDown, Qt::Key_PageDown},
              std::vector<Qt::Key>{Qt::Key_Home, Qt::Key_End, Qt::Key_PageUp, Qt::Key_PageUp},
              std::vector<Qt::Key>{Qt::Key_End, Qt::Key_Home}}) {
            for (Qt::Key key : keys) {
                QTest::keyClick(&window, key);
                QCoreApplication::processEvents(); // some opens answered, most not
            }
            QVERIFY(settleStep(window));
            QVERIFY(waitForCurrentResult(window));
            const LessonStep& step = lesson.steps[std::size_t(player->current())];
            const QString where = QString("step %1").arg(player->current() + 1);
            if (step.source == LessonStep::Source::Image) {
                QCOMPARE(window.session()->currentFile(), step.image);
            } else {
                const Image pattern = makePattern(step.pattern);
                QCOMPARE(window.session()->image()->width, pattern.width);
                QVERIFY2(difference(*window.session()->image(), pattern) == 0, qPrintable(where));
            }
            QCOMPARE(window.filterModel()->settings(), step.filter);
            QCOMPARE(window.lab()->model()->settings(), step.lab ? *step.lab : LabSettings{});
            const QString wrong = checkPanes(window, step, where);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        }
    }

    // A lesson opened while the user's image is still being read, and one opened just after
    // another closed: the user's own state comes back in the end, and Edit > Undo follows the
    // lesson while it plays.
    void lessonsOpenedWhileOthersComeAndGo()
    {
        MainWindow window;
        presentWindow(window);
        window.openFile(path("astronaut.png"));
        QVERIFY(waitForCurrentResult(window));
        QUndoStack* mine = window.undoStack();
        window.openFile(path("brick.png")); // still being read when the lesson begins
        LessonPlayer* player = window.lessons();
        QVERIFY(player->open(bundledLessons().first()));
        QVERIFY(window.undoStack() != mine);
        QVERIFY(settleStep(window));
        player->close();
        QVERIFY(player->open(bundledLessons().last())); // while the user's state is being given back
        QVERIFY(window.undoStack() != mine);
        QVERIFY(settleStep(window));
        player->close();
        QCOMPARE(window.undoStack(), mine);
        QVERIFY(QTest::qWaitFor([&] { return window.session()->currentFile() == path("brick.png"); }, kWaitMs));
        QVERIFY(waitForCurrentResult(window));
        QVERIFY(!window.lab()->active());
    }

    // The user's own image, filter, lab settings, B, view and undo history are kept aside while
    // lessons play, and given back when the lesson closes; what the window remembers for the
    // next launch is, byte for byte, what it was before.
    void userStateKeptAside()
    {
        const QString config = QSettings().fileName();
        QByteArray before;
        FilterSettings mine;
        mine.highpass = 17;
        mine.lowpass = 55;
        mine.shape = FilterShape::Butterworth;
        mine.order = 4;
        {
            MainWindow window;
            presentWindow(window);
            window.openFile(path("brick.png"));
            QVERIFY(waitForCurrentResult(window));
            window.filterModel()->apply(mine, "mine");
            QVERIFY(waitForCurrentResult(window));
            window.close(); // as a user would: what it remembers is written
        }
        before = readBytes(config);
        QVERIFY(!before.isEmpty());

        MainWindow window;
        presentWindow(window);
        window.openFile(path("brick.png"));
        QVERIFY(waitForCurrentResult(window));
        QCOMPARE(window.filterModel()->settings(), mine);
        // The user's own lab: a hybrid with B, radii of their own, then the filter's view again.
        QSignalSpy second(window.lab(), &LabSession::secondShown);
        LabSettings lab = window.lab()->model()->settings();
        lab.mode = LabMode::Hybrid;
        lab.hybrid.lowpass = 5;
        lab.hybrid.highpass = 31;
        window.lab()->model()->apply(lab, "my hybrid");
        QVERIFY(window.openSecondImage(path("astronaut.png")));
        QVERIFY(second.wait(kWaitMs));
        QVERIFY(QTest::qWaitFor([&] { return labSettled(window.lab()); }, kWaitMs));
        const LabSettings myLab = window.lab()->model()->settings();
        const std::shared_ptr<const Image> myImage = window.session()->image();
        const int undoSteps = window.undoStack()->count(), undoIndex = window.undoStack()->index();
        const QString myFile = window.session()->currentFile();
        // B brought the Lab tab to the front; the user goes back to the Filter tab, as the
        // window was the first time. The docks as they are now are what the lessons give back.
        QTRY_VERIFY(window.labView()->dock()->isVisible());
        window.filterDock()->raise();
        QTRY_VERIFY(window.filterDock()->isVisible());
        const QByteArray myDocks = window.saveState();

        for (const QString& file : bundledLessons()) {
            QVERIFY(window.lessons()->open(file));
            QTest::keyClick(&window, Qt::Key_End);
            QVERIFY(settleStep(window));
        }
        QTest::qWait(2 * RememberedFilter::kPauseMs); // a save that was due would have been written
        QCOMPARE(readBytes(config), before); // nothing of the lessons written meanwhile
        window.lessons()->close();
        QVERIFY(QTest::qWaitFor([&] { return window.session()->image() == myImage && window.session()->currentFile() == myFile; },
                                kWaitMs));
        QVERIFY(waitForCurrentResult(window));
        QCOMPARE(window.filterModel()->settings(), mine);
        QCOMPARE(window.lab()->model()->settings(), myLab);
        QCOMPARE(QFileInfo(window.lab()->secondPath()).fileName(), QString("astronaut.png"));
        QCOMPARE(window.session()->view().kind, PaneView::Kind::Lab);
        QVERIFY(window.labView()->resultPane()->isVisible() && window.originalPane()->isVisible());
        QCOMPARE(window.undoStack()->count(), undoSteps);
        QCOMPARE(window.undoStack()->index(), undoIndex);
        QVERIFY(!window.presentation()->active()); // the lesson turned it on, and off again
        QCOMPARE(window.saveState(), myDocks);     // the side panel the lessons hid, as it was
        window.lab()->model()->setMode(LabMode::Off);
        QTest::qWait(2 * RememberedFilter::kPauseMs);
        window.close();
        QCOMPARE(readBytes(config), before);
    }

    // A lesson that cannot be played is a message box in the window (and a line on stderr),
    // not only a status line a desktop user never sees; the window is as it was.
    void badLessonInTheWindow()
    {
        QVERIFY(writeText(path("bad-window.json"), R"({"title": "t", "steps": [{"image": "nowhere.png"}]})"));
        MainWindow window;
        presentWindow(window);
        window.openFile(path("astronaut.png"));
        QVERIFY(waitForCurrentResult(window));
        const QString before = window.session()->currentFile();
        QSignalSpy errors(&window, &MainWindow::errorShown);
        QVERIFY(!window.lessons()->open(path("bad-window.json")));
        QCOMPARE(errors.count(), 1);
        QVERIFY2(errors.first().first().toString().contains("bad-window.json: step 1: 'image': no image 'nowhere.png'"),
                 qPrintable(errors.first().first().toString()));
        auto* box = window.findChild<QMessageBox*>("passbandError");
        QVERIFY(box && box->isVisible());
        QVERIFY(!window.lessons()->isOpen());
        QVERIFY(!window.presentation()->active());
        QCOMPARE(window.session()->currentFile(), before);
    }

    // On a 1024x768 projector every bundled step's caption is whole under the panes, and the
    // panes keep at least a fifth of the screen's height (as tst_layout asks of presentation mode).
    void captionsFitASmallProjector()
    {
        MainWindow window;
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        LessonPlayer* player = window.lessons();
        for (const QString& file : bundledLessons()) {
            QVERIFY(player->open(file));
            for (int i = 0; i < int(player->lesson().steps.size()); ++i) {
                player->showStep(i);
                QCoreApplication::processEvents();
                QLabel* caption = player->captionLabel();
                QVERIFY(caption->isVisible());
                const QString where = QString("%1 step %2").arg(QFileInfo(file).completeBaseName()).arg(i + 1);
                QVERIFY2(caption->heightForWidth(caption->width()) <= caption->height(), qPrintable(where + ": caption cut off"));
                QVERIFY2(window.originalPane()->height() >= 768 / 5, qPrintable(where + ": panes too low"));
            }
            QVERIFY(QTest::qWaitFor([&] { return player->stepReady(); }, kWaitMs));
        }
    }

    // A lesson gives the panes the window's width (the side panel hidden: at 1024x768 it took
    // 360 px of it); F6 brings the panel back and the choice is kept for the next lesson; F5
    // takes the whole screen and keeps presenting; closing the lesson gives the window back.
    void panesTakeTheWidth()
    {
        MainWindow window;
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.filterDock()->isVisible());
        LessonPlayer* player = window.lessons();
        const QString file = bundledLessons().first();
        QVERIFY(player->open(file));
        QTRY_VERIFY(!window.filterDock()->isVisible() && !window.labView()->dock()->isVisible());
        QTRY_VERIFY(window.originalPane()->width() * 3 > window.width() * 9 / 10);
        QTest::keyClick(&window, Qt::Key_F6);
        QTRY_VERIFY(window.filterDock()->isVisible());
        player->close();
        QTRY_VERIFY(window.filterDock()->isVisible());
        QVERIFY(player->open(file)); // F6's choice kept: the panel stays
        QVERIFY(window.filterDock()->isVisible());
        QTest::keyClick(&window, Qt::Key_F6);
        QTRY_VERIFY(!window.filterDock()->isVisible());
        QTest::keyClick(&window, Qt::Key_F5);
        QVERIFY(window.presentation()->active());
        QTRY_VERIFY(window.isFullScreen());
        QTRY_COMPARE(window.geometry(), window.screen()->geometry());
        QVERIFY(player->isOpen());
        player->close();
        QVERIFY(!window.presentation()->active());
        QTRY_VERIFY(!window.isFullScreen());
        QTRY_COMPARE(window.size(), QSize(1024, 768));
        QTRY_VERIFY(window.filterDock()->isVisible()); // the window's own panel, as before
    }

    // Add Current State as Step with a question: the pane to predict (one on show) and its
    // answer written; images relative to the lesson, ".." included, so that a folder of
    // lesson and images can be shared; the next step goes to the same file without asking.
    void addStepWithQuestionToTheRememberedFile()
    {
        QVERIFY(QDir(dir_->path()).mkpath("mine"));
        const QString lessonFile = path("mine/lesson.json");
        QFile::remove(lessonFile);
        MainWindow window;
        presentWindow(window);
        window.openFile(path("brick.png"));
        QVERIFY(QTest::qWaitFor([&] { return window.session()->currentFile() == path("brick.png"); }, kWaitMs));
        QVERIFY(waitForCurrentResult(window));
        LessonPlayer* player = window.lessons();
        QVERIFY(player->addCurrentState("Rows of bricks.\nWhere are their peaks?", lessonFile, "spectrum", "In rows."));
        QCOMPARE(QFileInfo(player->stepFile()).canonicalFilePath(), QFileInfo(lessonFile).canonicalFilePath());
        QVERIFY(player->addCurrentState("The same, shown at once.")); // no file given, no lesson open: the last one
        const QJsonArray saved = readJson(lessonFile)["steps"].toArray();
        QCOMPARE(saved.size(), 2);
        QCOMPARE(saved[0]["image"].toString(), QString("../brick.png"));
        QCOMPARE(saved[0]["predict"].toString(), QString("spectrum"));
        QCOMPARE(saved[0]["answer"].toArray(), QJsonArray{"In rows."});
        QCOMPARE(saved[0]["caption"].toArray(), (QJsonArray{"Rows of bricks.", "Where are their peaks?"}));
        QVERIFY(!saved[1].toObject().contains("predict") && !saved[1].toObject().contains("answer"));
        // It plays: the question, then at the reveal the answer.
        QVERIFY(player->open(lessonFile));
        QVERIFY(settleStep(window));
        QVERIFY(player->captionLabel()->text().contains("Where are their peaks?"));
        QTest::keyClick(&window, Qt::Key_PageDown);
        QVERIFY2(player->captionLabel()->text().contains("In rows."), qPrintable(player->captionLabel()->text() + QString(" step %1").arg(player->current())));
        QVERIFY(!player->captionLabel()->text().contains("Where are their peaks?"));
        player->close();
        // A pane to predict must be one on show.
        QSignalSpy failed(player, &LessonPlayer::stepNotAdded);
        QVERIFY(!player->addCurrentState("Where?", lessonFile, "nowhere"));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(readJson(lessonFile)["steps"].toArray().size(), 2);

        // The dialog: the panes on show to hold back, an answer only for a question.
        StepTextDialog dialog({"original", "spectrum"}, {"Original", "Spectrum"}, lessonFile);
        auto* predict = dialog.findChild<QComboBox*>("stepPredict");
        auto* answer = dialog.findChild<QPlainTextEdit*>("stepAnswer");
        QVERIFY(predict && answer);
        QCOMPARE(predict->count(), 3);
        QVERIFY(!answer->isEnabled());
        predict->setCurrentIndex(2);
        QCOMPARE(dialog.predict(), QString("spectrum"));
        QVERIFY(answer->isEnabled());
        answer->setPlainText("In rows.");
        QCOMPARE(dialog.answer(), QString("In rows."));
        predict->setCurrentIndex(0);
        QVERIFY(dialog.answer().isEmpty());
    }

    // Add Current State as Step: a filter on a pattern, and a lab mode with B, appended to a
    // lesson file; opened again, each step sets what was on show.
    void saveCurrentStateAndReload()
    {
        const QString lessonFile = path("saved.json");
        QFile::remove(lessonFile);
        FilterSettings filter;
        filter.lowpass = 20;
        filter.shape = FilterShape::Butterworth;
        filter.order = 3;
        {
            // A lesson to start from: a pattern with the original and result panes.
            const QJsonObject start{{"title", "start"},
                                    {"steps", QJsonArray{QJsonObject{
                                                  {"pattern", QJsonObject{{"kind", "grating"}, {"size", QJsonArray{128, 128}},
                                                                          {"cycles", QJsonArray{5, 3}}}},
                                                  {"panes", QJsonArray{"original", "result"}},
                                                  {"caption", "start"}}}}};
            QVERIFY(writeText(path("start.json"), QJsonDocument(start).toJson()));
        }
        QString patternFile;
        Image noisyCheckerboard;
        {
            MainWindow window;
            presentWindow(window);
            LessonPlayer* player = window.lessons();
            QVERIFY(player->open(path("start.json")));
            QVERIFY(QTest::qWaitFor([&] { return player->stepReady(); }, kWaitMs));
            QVERIFY(waitForCurrentResult(window));
            patternFile = window.session()->currentFile();
            window.filterModel()->apply(filter, "test");
            QVERIFY(waitForCurrentResult(window));
            QVERIFY(player->addCurrentState("a Butterworth low-pass\non a grating", lessonFile));
            // The lab: a hybrid with B from a file.
            window.lab()->model()->setMode(LabMode::Hybrid);
            QVERIFY(window.openSecondImage(path("brick.png")));
            LabPanelUnderTest(window).hybridLowSpin()->setValue(7);
            LabPanelUnderTest(window).hybridHighSpin()->setValue(19);
            QVERIFY(QTest::qWaitFor([&] { return labSettled(window.lab()); }, kWaitMs));
            QVERIFY(player->addCurrentState("a hybrid", lessonFile));
            // A pattern and noise from the menus' slots, not from a lesson.
            window.lab()->model()->setMode(LabMode::Off);
            PatternSpec checkerboard;
            checkerboard.kind = PatternKind::Checkerboard;
            checkerboard.width = 96;
            checkerboard.height = 80;
            checkerboard.square = 12;
            QSignalSpy shown(window.session(), &Session::imageShown);
            window.openPattern(checkerboard);
            QVERIFY(shown.wait(kWaitMs));
            PeriodicNoise noise;
            noise.u = 5;
            noise.v = 7;
            noise.amplitude = 0.1;
            window.addNoise(noise);
            QVERIFY(shown.wait(kWaitMs));
            QVERIFY(waitForCurrentResult(window));
            noisyCheckerboard = *window.session()->image();
            QVERIFY(player->addCurrentState("noise on a checkerboard", lessonFile));
        }
        const QJsonArray saved = readJson(lessonFile)["steps"].toArray();
        QCOMPARE(saved.size(), 3);
        QCOMPARE(saved[2]["pattern"]["kind"].toString(), QString("checkerboard"));
        QCOMPARE(saved[2]["noise"]["amplitude"].toDouble(), 0.1);
        QCOMPARE(saved[0]["panes"].toArray(), (QJsonArray{"original", "result"}));
        QCOMPARE(saved[1]["lab"]["b"].toString(), QString("brick.png")); // beside the lesson: relative

        MainWindow window;
        presentWindow(window);
        LessonPlayer* player = window.lessons();
        QVERIFY(player->open(lessonFile));
        QVERIFY(QTest::qWaitFor([&] { return player->stepReady(); }, kWaitMs));
        QVERIFY(waitForCurrentResult(window));
        QCOMPARE(window.session()->currentFile(), patternFile);
        QCOMPARE(window.filterModel()->settings(), filter);
        QVERIFY(window.originalPane()->isVisible() && window.filteredPane()->isVisible());
        QVERIFY(!window.spectrumPane()->isVisible());
        QCOMPARE(player->captionLabel()->text().contains("on a grating"), true);
        QTest::keyClick(&window, Qt::Key_PageDown);
        QCOMPARE(player->current(), 1);
        QVERIFY(QTest::qWaitFor([&] { return player->stepReady(); }, kWaitMs));
        QVERIFY(QTest::qWaitFor([&] { return labSettled(window.lab()); }, kWaitMs));
        const LabSettings request = window.lab()->model()->settings();
        QCOMPARE(request.mode, LabMode::Hybrid);
        QCOMPARE(request.hybrid.lowpass, 7.0);
        QCOMPARE(request.hybrid.highpass, 19.0);
        QCOMPARE(QFileInfo(window.lab()->secondPath()).canonicalFilePath(), QFileInfo(path("brick.png")).canonicalFilePath());
        QTest::keyClick(&window, Qt::Key_PageDown);
        QCOMPARE(player->current(), 2);
        QVERIFY(QTest::qWaitFor([&] { return player->stepReady(); }, kWaitMs));
        QVERIFY(!window.lab()->active());
        QCOMPARE(difference(*window.session()->image(), noisyCheckerboard), 0);
    }

    void badLessons_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("says");
        const QByteArray step = R"({"image": "sample:brick.png", "caption": "x"})";
        QTest::newRow("not JSON") << QByteArray(R"({"title": "t", "steps": [)") << "not a JSON lesson";
        QTest::newRow("unknown mode") << QByteArray(R"({"title": "t", "steps": [{"image": "sample:brick.png", "lab": {"mode": "blur"}}]})")
                                      << "step 1: unknown lab mode 'blur'";
        QTest::newRow("missing image") << QByteArray(R"({"title": "t", "steps": [{"image": "sample:brick.png"}, {"image": "nowhere.png"}]})")
                                       << "step 2: 'image': no image 'nowhere.png'";
        QTest::newRow("missing sample") << QByteArray(R"({"title": "t", "steps": [{"image": "sample:moon.png"}]})")
                                        << "no bundled sample 'moon.png'";
        QByteArray many = R"({"title": "t", "steps": [)";
        for (int i = 0; i <= kMaxLessonSteps; ++i)
            many += (i ? "," : "") + step;
        many += "]}";
        QTest::newRow("too many steps") << many << "too many steps (201; at most 200)";
        QTest::newRow("too large") << QByteArray(R"({"title": ")") + QByteArray(kMaxLessonBytes, 'x') + "\"}"
                                   << "too large for a lesson";
        QTest::newRow("bad filter") << QByteArray(R"({"title": "t", "steps": [{"image": "sample:brick.png", "filter": {"shape": "round"}}]})")
                                    << "'shape' must be ideal, gaussian or butterworth";
        QTest::newRow("unknown key") << QByteArray(R"({"title": "t", "steps": [{"image": "sample:brick.png", "zoom": 2}]})")
                                     << "step 1: unknown key 'zoom'";
        QTest::newRow("steps not a list") << QByteArray(R"({"title": "t", "steps": {}})") << "'steps' must be a list";
        QTest::newRow("no title") << QByteArray(R"({"steps": [{"image": "sample:brick.png"}]})") << "'title' must be a string";
        QTest::newRow("huge pattern")
            << QByteArray(R"({"title": "t", "steps": [{"pattern": {"kind": "grating", "size": [100000, 100000]}}]})")
            << "step 1: the pattern's width must be a whole number from 1 to";
        QTest::newRow("no B") << QByteArray(R"({"title": "t", "steps": [{"image": "sample:brick.png", "lab": {"mode": "mix"}}]})")
                              << "step 1: the lab's mix needs a second image 'b'";
        QTest::newRow("long caption")
            << QByteArray(R"({"title": "t", "steps": [{"image": "sample:brick.png", "caption": ["1","2","3","4","5","6","7","8","9"]}]})")
            << "step 1: 'caption' is a few lines";
        QTest::newRow("bad kernel")
            << QByteArray(R"({"title": "t", "steps": [{"image": "sample:brick.png", "lab": {"mode": "convolution", "kernel": "box:999"}}]})")
            << "step 1: unknown kernel 'box:999'";
        QTest::newRow("not an object") << QByteArray("[1, 2]") << "a lesson is a JSON object";
        // The lab's settings (app/io/lab_json): each mode takes its own keys only, each value checked.
        const auto lab = [](const QByteArray& settings) {
            return QByteArray(R"({"title": "t", "steps": [{"image": "sample:brick.png", "lab": )") + settings + "}]}";
        };
        QTest::newRow("another mode's key") << lab(R"({"mode": "mix", "b": "sample:brick.png", "lowpass": 3})")
                                            << "step 1: unknown key 'lowpass' for the lab's mix (known: mode, magnitude, phase, b)";
        QTest::newRow("mode off") << lab(R"({"mode": "off"})") << "step 1: unknown lab mode 'off' (mix, hybrid";
        QTest::newRow("factor") << lab(R"({"mode": "sampling", "factor": 1})")
                                << "step 1: 'factor' must be a whole number from 2 to 16";
        QTest::newRow("antialias") << lab(R"({"mode": "sampling", "antialias": "filter"})")
                                   << "step 1: a lesson's sampling takes 'antialias' none or nyquist";
        QTest::newRow("antialias word") << lab(R"({"mode": "sampling", "antialias": "gauss"})")
                                        << "step 1: 'antialias' must be none, nyquist or filter, not 'gauss'";
        QTest::newRow("hybrid radius") << lab(R"({"mode": "hybrid", "b": "sample:brick.png", "lowpass": -2})")
                                       << "step 1: a hybrid's radii are above 0 and at most 10000";
        QTest::newRow("weight") << lab(R"({"mode": "mix", "b": "sample:brick.png", "magnitude": 1.5})")
                                << "step 1: 'magnitude' must be a, b, one or a weight of b from 0 to 1";
        QTest::newRow("kernel rows") << lab(R"({"mode": "convolution", "kernel": [[1, 2, 3], [1, 2]]})")
                                     << "step 1: the kernel's rows differ in length";
        QTest::newRow("kernel even") << lab(R"({"mode": "convolution", "kernel": [[1, 2], [3, 4]]})")
                                     << "step 1: a kernel is 1 to 15 wide and high, odd both ways, not 2x2";
        QTest::newRow("kernel wide") << lab(R"({"mode": "convolution", "kernel": [[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]]})")
                                     << "step 1: a kernel's row has 1 to 15 values";
        QTest::newRow("kernel text") << lab(R"({"mode": "convolution", "kernel": [["x"]]})")
                                     << "step 1: each of the kernel's values must be a number";
        QTest::newRow("show") << lab(R"({"mode": "convolution", "show": "both"})")
                              << "step 1: 'show' must be frequency, spatial or difference, not 'both'";
        QTest::newRow("keep and bin") << lab(R"({"mode": "basis", "keep": 3, "bin": [1, 2]})")
                                      << "step 1: give 'keep' (the N strongest coefficients) or 'bin' (one basis image), not both";
        QTest::newRow("keep 0") << lab(R"({"mode": "basis", "keep": 0})") << "step 1: 'keep' must be a whole number from 1 to";
        QTest::newRow("lab in the filter")
            << QByteArray(R"({"title": "t", "steps": [{"image": "sample:brick.png", "filter": {"lab": {"mode": "basis"}}}]})")
            << "step 1: a step's lab mode is the step's own 'lab', not its filter's";
        QTest::newRow("B for convolution") << lab(R"({"mode": "convolution", "b": "sample:brick.png"})")
                                           << "step 1: the lab's convolution takes no second image 'b'";
        QTest::newRow("predict a hidden pane")
            << QByteArray(R"({"title": "t", "steps": [{"image": "sample:brick.png", "panes": ["original"], "predict": "result"}]})")
            << "'predict' holds back result, which 'panes' does not show";
        QTest::newRow("answer without a question")
            << QByteArray(R"({"title": "t", "steps": [{"image": "sample:brick.png", "answer": "bricks"}]})")
            << "step 1: 'answer' is shown when the pane 'predict' holds back is revealed: give 'predict' too";
        QTest::newRow("rings a word")
            << QByteArray(R"({"title": "t", "steps": [{"image": "sample:brick.png", "rings": "off"}]})")
            << "step 1: 'rings' is true or false";
        QTest::newRow("long answer")
            << QByteArray(R"({"title": "t", "steps": [{"image": "sample:brick.png", "predict": "result", "answer": "1\n2\n3\n4\n5\n6\n7\n8\n9"}]})")
            << "step 1: 'answer' is a few lines (at most 8, 2000 characters)";
    }

    // A step's answer and rings are read and written back as the format says.
    void answersAndRingsRoundTrip()
    {
        const QByteArray json = R"({"title": "t", "steps": [
            {"image": "sample:brick.png", "predict": "spectrum", "caption": ["Bricks.", "Where are the peaks?"],
             "answer": ["In rows."], "rings": false},
            {"image": "sample:brick.png", "caption": "Bricks again."}]})";
        const Lesson lesson = parseLesson(json, "t.json", dir_->path());
        QCOMPARE(lesson.steps[0].answer, QString("In rows."));
        QCOMPARE(lesson.steps[0].caption, QString("Bricks.\nWhere are the peaks?"));
        QVERIFY(!lesson.steps[0].rings);
        QVERIFY(lesson.steps[1].answer.isEmpty());
        QVERIFY(lesson.steps[1].rings); // on unless a step turns them off
        const QJsonObject written = QJsonDocument::fromJson(lessonStepJson(lesson.steps[0], dir_->path())).object();
        QCOMPARE(written["answer"].toArray(), QJsonArray{"In rows."});
        QCOMPARE(written["rings"], QJsonValue(false));
        const QJsonObject plain = QJsonDocument::fromJson(lessonStepJson(lesson.steps[1], dir_->path())).object();
        QVERIFY(!plain.contains("answer") && !plain.contains("rings"));
    }

    // A step with "rings": false leaves the spectrum's peaks unringed, and View > Ring Isolated
    // Peaks is the user's own again after the lesson.
    void ringsOffAtAStep()
    {
        const QString lessonFile = path("rings.json");
        QVERIFY(writeText(lessonFile, R"({"title": "Rings", "steps": [
            {"image": "sample:brick.png", "noise": {"cycles": [40, -10], "amplitude": 0.2}, "panes": ["original", "spectrum"],
             "rings": false, "caption": "Which pair is the noise?"},
            {"image": "sample:brick.png", "noise": {"cycles": [40, -10], "amplitude": 0.2}, "caption": "This one."}]})"));
        MainWindow window;
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.session()->marksPeaks());
        LessonPlayer* player = window.lessons();
        QVERIFY(player->open(lessonFile));
        QVERIFY(settleStep(window));
        QVERIFY(!window.session()->marksPeaks());
        QVERIFY(!window.peakMarks()->isVisible());
        QTest::keyClick(&window, Qt::Key_PageDown);
        QVERIFY(settleStep(window));
        QVERIFY(window.session()->marksPeaks());
        QVERIFY(window.peakMarks()->isVisible());
        QTest::keyClick(&window, Qt::Key_PageUp);
        QVERIFY(settleStep(window));
        QVERIFY(!window.peakMarks()->isVisible());
        player->close();
        QVERIFY(window.session()->marksPeaks());
        QVERIFY(window.peakMarks()->isVisible());
    }

    // A ring never hides the filter: none across a cutoff circle, none over a notch, none over
    // a stronger peak's ring (lesson 3's bars at fit zoom drew 16 overlapping rings over the
    // low-pass circle).
    void ringsKeepClearOfTheFilter()
    {
        PeakMarksItem marks;
        // A 1024 x 1024 spectrum at 1/4 screen pixel a bin: a ring is 32 bins across.
        const double scale = 0.25;
        std::vector<SpectrumPeak> peaks;
        for (int k = 1; k <= 16; ++k)
            peaks.push_back({512 + 8 * k, 512, 100 - k}); // a row of harmonics 8 bins apart
        peaks.push_back({512, 512 + 200, 10});            // on the low-pass circle
        peaks.push_back({512 - 300, 512 - 300, 10});      // on a notch
        peaks.push_back({512, 512 - 400, 5});             // alone
        marks.setPeaks(peaks, 1024, 1024);
        FilterSettings filter;
        filter.lowpass = 200;
        filter.notches.push_back(Notch{-300, -300, 3, FilterShape::Gaussian});
        marks.setFilter(filter);
        const std::vector<SpectrumPeak> ringed = marks.ringedAt(scale);
        const double radius = PeakMarksItem::kRadius / scale;
        for (std::size_t i = 0; i < ringed.size(); ++i) {
            const double r = std::hypot(ringed[i].x - 512.0, ringed[i].y - 512.0);
            QVERIFY2(std::abs(r - 200) > radius, qPrintable(QString("a ring across the circle at (%1, %2)").arg(ringed[i].x).arg(ringed[i].y)));
            QVERIFY(std::hypot(ringed[i].x - 212.0, ringed[i].y - 212.0) > radius + 3);
            for (std::size_t j = 0; j < i; ++j)
                QVERIFY(std::hypot(double(ringed[i].x - ringed[j].x), double(ringed[i].y - ringed[j].y)) >= 2 * radius);
        }
        // The strongest harmonic, the next clear of its ring, and the lone peak are ringed.
        QCOMPARE(ringed.front().x, 520);
        QVERIFY(std::any_of(ringed.begin(), ringed.end(), [](const SpectrumPeak& p) { return p.x == 584; }));
        QVERIFY(std::any_of(ringed.begin(), ringed.end(), [](const SpectrumPeak& p) { return p.y == 112; }));
        QVERIFY(std::none_of(ringed.begin(), ringed.end(), [](const SpectrumPeak& p) { return p.y == 712; }));
        // Without a filter every peak clear of a stronger one's ring is ringed; zoomed in, none.
        marks.setFilter(FilterSettings{});
        const std::vector<SpectrumPeak> unfiltered = marks.ringedAt(scale);
        QVERIFY(std::any_of(unfiltered.begin(), unfiltered.end(), [](const SpectrumPeak& p) { return p.y == 712; }));
        QVERIFY(marks.ringedAt(1.0).empty());
    }

    // A bad lesson: one line naming the file and what is wrong; the window as it was.
    void badLessons()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, says);
        const QString file = path("bad.json");
        QVERIFY(writeText(file, json));
        MainWindow window;
        QSignalSpy failed(window.lessons(), &LessonPlayer::failed);
        QVERIFY(!window.lessons()->open(file));
        QCOMPARE(failed.count(), 1);
        const QString line = failed.first().first().toString();
        QVERIFY2(line.startsWith("bad.json: "), qPrintable(line));
        QVERIFY2(line.contains(says), qPrintable(line));
        QVERIFY(!line.contains('\n'));
        QVERIFY(!window.lessons()->isOpen());
    }

    // Lessons > Bundled Lessons: one entry a lesson, by its title, each playing it from step 1.
    void bundledLessonsInTheMenu()
    {
        MainWindow window;
        QMenu* bundled = nullptr;
        for (QAction* action : window.lessons()->menu()->actions())
            if (action->menu())
                bundled = action->menu();
        QVERIFY(bundled);
        const QStringList files = bundledLessons();
        QCOMPARE(bundled->actions().size(), files.size());
        for (int i = 0; i < files.size(); ++i)
            QCOMPARE(bundled->actions()[i]->text(), readJson(files[i])["title"].toString());
        bundled->actions().last()->trigger();
        QVERIFY(window.lessons()->isOpen());
        QCOMPARE(window.lessons()->path(), files.last());
        QCOMPARE(window.lessons()->current(), 0);
        QVERIFY(window.presentation()->active());
        QVERIFY(QTest::qWaitFor([&] { return window.lessons()->stepReady(); }, kWaitMs));
    }

    // passband --lesson: a lesson opens at its first step. A bad file is said in one line on
    // stderr (and in a message box in the window); with --screenshot nothing is saved and the
    // status is 1, so a script cannot take the sample's picture for the lesson's.
    void lessonOption()
    {
        const PassbandRun good = runPassband({"--lesson", bundledLessons().first(), "--screenshot", path("lesson.png")},
                                             QDir::tempPath(), {{"QT_QPA_PLATFORM", "offscreen"}});
        QCOMPARE(good.exitCode, 0);
        QVERIFY2(!good.err.contains("passband:"), qPrintable(good.err));
        QVERIFY(!QImage(path("lesson.png")).isNull());

        QVERIFY(writeText(path("broken.json"), R"({"title": "t", "steps": [{"image": "sample:brick.png", "lab": {"mode": "blur"}}]})"));
        QFile::remove(path("shot.png"));
        const PassbandRun run = runPassband({"--lesson", path("broken.json"), "--screenshot", path("shot.png")}, QDir::tempPath(),
                                            {{"QT_QPA_PLATFORM", "offscreen"}});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("passband: broken.json: step 1: unknown lab mode 'blur'"), qPrintable(run.err));
        QCOMPARE(run.err.trimmed().count('\n'), 0); // one line
        QVERIFY(!QFile::exists(path("shot.png")));
    }

private:
    std::unique_ptr<QTemporaryDir> dir_;
};

QTEST_MAIN(TestLessons)
#include "tst_lessons.moc"
