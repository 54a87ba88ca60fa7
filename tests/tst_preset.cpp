// Presets and provenance: a preset written by hand reads as the settings it spells out; every
// setting survives a round trip; malformed presets get a message that names the problem; an
// image exported with its provenance loads as its preset (PNG text chunk, PGM comment).
#include "errors.h"
#include "image_io.h"
#include "lab_json.h"
#include "preset.h"

#include <QtTest>

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace passband;

namespace {

bool same(const FilterSettings& a, const FilterSettings& b)
{
    return a.highpass == b.highpass && a.lowpass == b.lowpass && a.shape == b.shape && a.order == b.order &&
           a.mapping == b.mapping && a.edges == b.edges && a.notches == b.notches;
}

} // namespace

class TestPreset : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    // By hand: every field, and the defaults for what a preset leaves out.
    void handWrittenPreset()
    {
        const FilterSettings s = parsePreset(R"({"highpass": 12.5, "shape": "Butterworth", "order": 4,
            "mapping": "normalize", "edges": "tukey", "taper": 0.25,
            "notches": [{"u": 30, "v": -12, "radius": 4}, {"u": -3, "v": 7.5, "radius": 1.5, "shape": "ideal"}]})",
                                             "hand.json");
        QCOMPARE(s.highpass.value_or(-1), 12.5);
        QVERIFY(!s.lowpass);
        QCOMPARE(s.shape, FilterShape::Butterworth);
        QCOMPARE(s.order, 4);
        QCOMPARE(s.mapping, OutputMapping::Normalize);
        QCOMPARE(s.edges.mode, EdgeHandling::Window);
        QCOMPARE(s.edges.taper, 0.25);
        QCOMPARE(s.notches.size(), std::size_t(2));
        QCOMPARE(s.notches[0].u, 30.0);
        QCOMPARE(s.notches[0].v, -12.0);
        QCOMPARE(s.notches[0].radius, 4.0);
        QCOMPARE(s.notches[0].shape, FilterShape::Gaussian); // the default
        QCOMPARE(s.notches[1].shape, FilterShape::Ideal);
        const FilterSettings empty = parsePreset("{}", "empty.json");
        QVERIFY(same(empty, FilterSettings{}));
        QCOMPARE(parsePreset(R"({"edges": "hann"})", "x").edges.taper, 1.0);
        QCOMPARE(parsePreset(R"({"lowpass": 0})", "x").lowpass.value_or(-1), 0.0);
    }

    // The shaping families by hand: invert, emphasis, isotropic, wedges.
    void handWrittenShapedPreset()
    {
        const FilterSettings s = parsePreset(R"({"lowpass": 30, "invert": true, "emphasis": {"k1": 0.5, "k2": 2},
            "isotropic": true, "wedges": [{"angle": 90, "opening": 10, "soft": 5},
            {"angle": -30, "opening": 40, "from": 4, "to": 60.5, "pass": true}]})",
                                             "shaped.json");
        QVERIFY(s.invert);
        QVERIFY(s.isotropic);
        QCOMPARE(s.emphasis.k1, 0.5);
        QCOMPARE(s.emphasis.k2, 2.0);
        QCOMPARE(s.wedges.size(), std::size_t(2));
        QCOMPARE(s.wedges[0].angle, 90.0);
        QCOMPARE(s.wedges[0].opening, 10.0);
        QCOMPARE(s.wedges[0].soft, 5.0);
        QCOMPARE(s.wedges[0].rMin, 0.0);
        QVERIFY(!s.wedges[0].rMax);
        QVERIFY(!s.wedges[0].pass);
        QCOMPARE(s.wedges[1].angle, -30.0);
        QCOMPARE(s.wedges[1].rMin, 4.0);
        QCOMPARE(s.wedges[1].rMax.value_or(-1), 60.5);
        QVERIFY(s.wedges[1].pass);
        // Left out, they are off: and a preset without them is written as before.
        const FilterSettings plain = parsePreset(R"({"highpass": 3})", "plain.json");
        QVERIFY(!plain.invert && !plain.isotropic && !plain.emphasis.active() && plain.wedges.empty());
        QVERIFY(!presetJson(plain).contains("wedges") && !presetJson(plain).contains("invert"));
        FilterSettings round = s;
        round.emphasis = {0, 3};
        round.homomorphic = Homomorphic{0.25, 1.5, 2, 40};
        QCOMPARE(parsePreset(R"({"homomorphic": {"gammaL": 0.25, "d0": 40}})", "h").homomorphic,
                 (std::optional<Homomorphic>(Homomorphic{0.25, 2, 1, 40}))); // the rest from the defaults
        QCOMPARE(parsePreset(presetJson(round), "round"), round);
    }

    void roundTrip()
    {
        FilterSettings a;
        a.highpass = 3;
        a.lowpass = 40.25;
        a.shape = FilterShape::Gaussian;
        a.mapping = OutputMapping::Magnitude;
        a.edges.mode = EdgeHandling::Smooth;
        a.notches = {{5, -6, 2, FilterShape::Butterworth}, {0.5, 100, 7, FilterShape::Ideal}};
        QVERIFY(same(parsePreset(presetJson(a), "a"), a));
        FilterSettings b;
        b.edges.mode = EdgeHandling::Window;
        b.edges.taper = 0.4;
        b.order = 7;
        QVERIFY(same(parsePreset(presetJson(b), "b"), b));
        QVERIFY(!presetJson(b).contains('\n')); // one line, for a PGM comment
        const QString path = dir_.filePath("b.json");
        savePreset(b, path);
        QVERIFY(same(loadPreset(path), b));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mention");
        QTest::newRow("not JSON") << QByteArray("{highpass: 3}") << "not a JSON preset";
        QTest::newRow("a list") << QByteArray("[1, 2]") << "JSON object";
        QTest::newRow("unknown key") << QByteArray(R"({"hipass": 3})") << "unknown key 'hipass'";
        QTest::newRow("radius as text") << QByteArray(R"({"highpass": "3"})") << "'highpass' must be a number";
        QTest::newRow("negative radius") << QByteArray(R"({"lowpass": -1})") << "low-pass radius";
        QTest::newRow("bad shape") << QByteArray(R"({"shape": "round"})") << "'round'";
        QTest::newRow("order 1.5") << QByteArray(R"({"order": 1.5})") << "'order'";
        QTest::newRow("order 0") << QByteArray(R"({"order": 0})") << "'order'";
        QTest::newRow("bad mapping") << QByteArray(R"({"mapping": "log"})") << "'log'";
        QTest::newRow("bad edges") << QByteArray(R"({"edges": "wrap"})") << "'wrap'";
        QTest::newRow("taper without tukey") << QByteArray(R"({"edges": "mirror", "taper": 0.5})") << "'taper'";
        QTest::newRow("taper 2") << QByteArray(R"({"edges": "tukey", "taper": 2})") << "taper";
        QTest::newRow("notches not a list") << QByteArray(R"({"notches": 3})") << "'notches'";
        QTest::newRow("notch not an object") << QByteArray(R"({"notches": [3]})") << "each notch";
        QTest::newRow("notch without radius") << QByteArray(R"({"notches": [{"u": 1, "v": 2}]})") << "'radius'";
        QTest::newRow("notch radius 0") << QByteArray(R"({"notches": [{"u": 1, "v": 2, "radius": 0}]})") << "radius";
        QTest::newRow("notch unknown key") << QByteArray(R"({"notches": [{"u": 1, "v": 2, "radius": 1, "r": 2}]})")
                                           << "unknown key 'r' in a notch";
        QTest::newRow("other version") << QByteArray(R"({"passband": 2})") << "version";
        QTest::newRow("invert as a number") << QByteArray(R"({"invert": 1})") << "'invert' must be true or false";
        QTest::newRow("emphasis as a list") << QByteArray(R"({"emphasis": [1, 2]})") << "'emphasis'";
        QTest::newRow("negative emphasis") << QByteArray(R"({"emphasis": {"k1": -1}})") << "emphasis gains";
        QTest::newRow("emphasis of nothing") << QByteArray(R"({"emphasis": {"k1": 0, "k2": 0}})") << "both be 0";
        QTest::newRow("emphasis unknown key") << QByteArray(R"({"emphasis": {"k3": 1}})") << "unknown key 'k3'";
        QTest::newRow("wedges not a list") << QByteArray(R"({"wedges": {}})") << "'wedges'";
        QTest::newRow("wedge without opening") << QByteArray(R"({"wedges": [{"angle": 3}]})") << "'opening'";
        QTest::newRow("wedge opening 0") << QByteArray(R"({"wedges": [{"angle": 3, "opening": 0}]})") << "opening";
        QTest::newRow("wedge angle out of range") << QByteArray(R"({"wedges": [{"angle": 400, "opening": 9}]})")
                                                  << "angle";
        QTest::newRow("wedge range backwards")
            << QByteArray(R"({"wedges": [{"angle": 3, "opening": 9, "from": 9, "to": 2}]})") << "radius range";
        QTest::newRow("homomorphic as a number") << QByteArray(R"({"homomorphic": 1})") << "'homomorphic'";
        QTest::newRow("homomorphic c 0") << QByteArray(R"({"homomorphic": {"c": 0}})") << "sharpness c";
        QTest::newRow("homomorphic unknown key") << QByteArray(R"({"homomorphic": {"gamma": 1}})")
                                                 << "unknown key 'gamma'";
        QTest::newRow("mask in another directory") << QByteArray(R"({"mask": "../secret.png"})") << "no directories";
        QTest::newRow("mask by absolute path") << QByteArray(R"({"mask": "/dev/stdin"})") << "no directories";
        QTest::newRow("mask missing") << QByteArray(R"({"mask": "nowhere.png"})") << "nowhere.png";
        QTest::newRow("wedge to 0") << QByteArray(R"({"wedges": [{"angle": 3, "opening": 9, "to": 0}]})") << "to above 0";
        QTest::newRow("homomorphic D0 tiny") << QByteArray(R"({"homomorphic": {"d0": 1e-23}})") << "D0";
        QTest::newRow("wedge pass as text") << QByteArray(R"({"wedges": [{"angle": 3, "opening": 9, "pass": "yes"}]})")
                                            << "'pass'";
    }

    void malformed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, mention);
        try {
            parsePreset(json, "bad.json");
            QFAIL("accepted a malformed preset");
        } catch (const Error& e) {
            const QString message = QString::fromStdString(e.what());
            QVERIFY2(message.startsWith("bad.json: ") && message.contains(mention), qPrintable(message));
        }
    }

    // Provenance: what an export records reads back as the preset, from PNG and PGM.
    void exportedImagesCarryTheirPreset()
    {
        FilterSettings s;
        s.lowpass = 9;
        s.shape = FilterShape::Gaussian;
        s.notches = {{4, 1, 1.5, FilterShape::Gaussian}};
        s.edges.mode = EdgeHandling::Mirror;
        Image image;
        image.width = image.height = 4;
        image.channels = 1;
        image.samples.assign(16, 100);
        const QString line = provenance("9.9", s);
        QVERIFY(line.startsWith("passband 9.9 filter: low-pass 9, gaussian, clamp (auto), edges mirror, notch (4, 1)"));
        for (const char* name : {"out.png", "out.pgm"}) {
            const QString path = dir_.filePath(name);
            saveImage(image, path, line, nullptr);
            QVERIFY2(same(loadPreset(path), s), name);
        }
        saveImage(image, dir_.filePath("plain.png"), "made elsewhere", nullptr);
        QVERIFY_THROWS_EXCEPTION(Error, loadPreset(dir_.filePath("plain.png")));
        QVERIFY_THROWS_EXCEPTION(Error, loadPreset(dir_.filePath("missing.json")));
    }

    // The lab's settings as JSON (app/io/lab_json, what lessons and lab results hold): each mode
    // written by hand reads as the settings it spells out, and each mode's own settings
    // survive a round trip; another mode's keep their values (the base's).
    void labSettingsJson()
    {
        const JsonReader r("lab.json");
        const auto read = [&](const QByteArray& json) {
            return parseLabSettings(QJsonDocument::fromJson(json).object(), r, {});
        };
        LabSettings mix = read(R"({"mode": "mix", "magnitude": 0.25, "phase": "a"})");
        QCOMPARE(mix.mode, LabMode::Mix);
        QCOMPARE(mix.mix.magnitudeB, 0.25);
        QCOMPARE(mix.mix.phaseB, 0.0);
        QCOMPARE(read(R"({"mode": "mix", "magnitude": "one", "phase": "zero"})").mix.unitMagnitude, true);
        const LabSettings hybrid = read(R"({"mode": "hybrid", "lowpass": 7.5})");
        QCOMPARE(hybrid.hybrid.lowpass, 7.5);
        QCOMPARE(hybrid.hybrid.highpass, 24.0); // the default
        const LabSettings convolution = read(R"({"mode": "convolution", "kernel": [[0, 1, 0], [1, -4, 1], [0, 1, 0]],
                                                 "padding": "zero", "show": "difference"})");
        QCOMPARE(convolution.convolution.kernel.values, (std::vector<double>{0, 1, 0, 1, -4, 1, 0, 1, 0}));
        QCOMPARE(convolution.convolution.kernel.width, 3);
        QVERIFY(convolution.convolution.zeroPadding);
        QCOMPARE(convolution.convolution.view, ConvolutionView::Difference);
        QCOMPARE(read(R"({"mode": "convolution", "kernel": "sobel-y"})").convolution.kernel.values,
                 (std::vector<double>{-1, -2, -1, 0, 0, 0, 1, 2, 1}));
        const LabSettings sampling = read(R"({"mode": "sampling", "factor": 5, "antialias": "nyquist"})");
        QCOMPARE(sampling.sampling.factor, 5);
        QCOMPARE(sampling.sampling.antialias, AntiAliasing::Nyquist);
        QCOMPARE(read(R"({"mode": "basis", "keep": 300})").basis.keep, std::uint64_t(300));
        const LabSettings bin = read(R"({"mode": "basis", "bin": [-3, 5]})");
        QCOMPARE(bin.basis.keep, std::uint64_t(0));
        QCOMPARE(bin.basis.binU, -3);
        QCOMPARE(bin.basis.binV, 5);

        // Round trips: what labSettingsJson writes reads back as the same mode's settings.
        for (const LabSettings& s : {mix, hybrid, convolution, sampling, bin, read(R"({"mode": "basis", "keep": 300})"),
                                     read(R"({"mode": "convolution", "kernel": "motion:9,45"})")}) {
            const QByteArray text = labSettingsText(s);
            const LabSettings back = parseLabSettings(QJsonDocument::fromJson(text).object(), r, {}, {}, false, s);
            QVERIFY2(back == s, text.constData());
            QCOMPARE(back.describe(), s.describe());
        }
        QCOMPARE(QString::fromUtf8(labSettingsText(mix)), QString(R"({"magnitude":0.25,"mode":"mix","phase":"a"})"));
        QCOMPARE(QString::fromUtf8(labSettingsText(convolution)),
                 QString(R"({"kernel":[[0,1,0],[1,-4,1],[0,1,0]],"mode":"convolution","padding":"zero","show":"difference"})"));
    }

    // A preset saved with a lab mode on holds it under "lab"; its filter reads as without it,
    // and a bad lab is one line naming the key.
    void presetsHoldTheLab()
    {
        FilterSettings filter;
        filter.lowpass = 30;
        LabSettings lab;
        lab.mode = LabMode::Sampling;
        lab.sampling.factor = 3;
        lab.sampling.antialias = AntiAliasing::CurrentFilter;
        const QByteArray json = presetJson(filter, {}, &lab);
        const Preset back = parsePresetFile(json, "with-lab.json");
        QVERIFY(same(back.filter, filter));
        QVERIFY(back.lab.has_value());
        QVERIFY(*back.lab == lab);
        QVERIFY(same(parsePreset(json, "with-lab.json"), filter));
        LabSettings off;
        QVERIFY(!parsePresetFile(presetJson(filter, {}, &off), "without.json").lab); // off: not written
        QVERIFY(!presetJson(filter, {}, &off).contains("lab"));
        const QString path = dir_.filePath("with-lab.json");
        savePreset(filter, path, &lab);
        QVERIFY(*loadPresetFile(path).lab == lab);
        try {
            parsePresetFile(R"({"lowpass": 3, "lab": {"mode": "sampling", "factor": 40}})", "bad.json");
            QFAIL("a bad lab was taken");
        } catch (const Error& e) {
            QCOMPARE(QString(e.what()), QString("bad.json: in 'lab': 'factor' must be a whole number from 2 to 16"));
        }
    }

private:
    QTemporaryDir dir_;
};

QTEST_GUILESS_MAIN(TestPreset)
#include "tst_preset.moc"
