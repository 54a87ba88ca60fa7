#pragma once
// Teaching content held to the standard of pixels (tst_lessons): every line of every bundled
// lesson's captions and answers is listed here, as a question, as a line that sets the scene
// (checked against the step's own JSON), as a line told without a number to check, or as a
// claim checked against the mathematics: a float64 DFT (tests/reference, FFTW as an oracle)
// of the step's own pixels, never the engine's results. A new line in a bundled lesson fails
// the test until it is listed here with its check.
#include "image_io.h"
#include "lab_settings.h"
#include "patterns.h"
#include "reference.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <algorithm>
#include <cmath>
#include <complex>
#include <functional>
#include <map>
#include <numeric>
#include <vector>

namespace lesson_claims {

using Plane = std::vector<double>;

// A W x H plane and its DFT, read at signed frequencies.
struct Transformed {
    int width = 0, height = 0;
    Plane plane;
    reference::Spectrum f;
    double at(long u, long v) const
    {
        const long x = ((u % width) + width) % width, y = ((v % height) + height) % height;
        return std::abs(f[std::size_t(y) * width + x]);
    }
    long signedU(int x) const { return x <= width / 2 ? x : x - width; }
    long signedV(int y) const { return y <= height / 2 ? y : y - height; }
};

inline Transformed transformed(const Plane& plane, int width, int height)
{
    Transformed t;
    t.width = width;
    t.height = height;
    t.plane = plane;
    t.f = reference::fftwDft2d(std::vector<float>(plane.begin(), plane.end()), width, height);
    return t;
}

inline passband::PatternSpec patternOf(const QJsonObject& step)
{
    const QJsonObject p = step["pattern"].toObject();
    passband::PatternSpec spec;
    spec.kind = *passband::parsePatternKind(p["kind"].toString().toStdString());
    spec.width = p["size"].toArray()[0].toInt();
    spec.height = p["size"].toArray()[1].toInt();
    if (p.contains("cycles")) {
        spec.u = p["cycles"].toArray()[0].toDouble();
        spec.v = p["cycles"].toArray()[1].toDouble();
    }
    if (p.contains("square"))
        spec.square = p["square"].toInt();
    return spec;
}

inline Plane planeOf(const passband::Image& image, int channel)
{
    Plane plane(image.pixelCount());
    for (std::size_t i = 0; i < plane.size(); ++i)
        plane[i] = image.samples[i * image.channels + std::size_t(channel)];
    return plane;
}

// The spectrum pane's grey for a colour image: the DFT of the luminance (linear, so that of
// 0.299 R + 0.587 G + 0.114 B).
inline Plane luminancePlane(const passband::Image& image)
{
    if (image.channels < 3)
        return planeOf(image, 0);
    Plane plane(image.pixelCount());
    for (std::size_t i = 0; i < plane.size(); ++i)
        plane[i] = 0.299 * image.samples[i * image.channels] + 0.587 * image.samples[i * image.channels + 1] +
                   0.114 * image.samples[i * image.channels + 2];
    return plane;
}

inline Transformed patternSpectrum(const QJsonObject& step)
{
    const passband::Image image = passband::makePattern(patternOf(step));
    return transformed(planeOf(image, 0), image.width, image.height);
}

inline passband::Image sampleImage(const QString& sample) { return passband::loadImage(":/samples/" + sample); }

// The strongest bin other than DC, relative to which the others are measured.
struct Strongest {
    long u = 0, v = 0;
    double magnitude = 0;
};
inline Strongest strongest(const Transformed& t)
{
    Strongest s;
    for (int y = 0; y < t.height; ++y)
        for (int x = 0; x < t.width; ++x)
            if ((x || y) && t.at(x, y) > s.magnitude)
                s = {t.signedU(x), t.signedV(y), t.at(x, y)};
    return s;
}

// The largest |F| outside DC and the given bins (and their mirrors).
inline double largestBesides(const Transformed& t, const std::vector<std::pair<long, long>>& bins)
{
    double largest = 0;
    for (int y = 0; y < t.height; ++y)
        for (int x = 0; x < t.width; ++x) {
            const long u = t.signedU(x), v = t.signedV(y);
            const auto same = [](long a, long b, long n) { return ((a - b) % n + n) % n == 0; };
            const bool listed = std::any_of(bins.begin(), bins.end(), [&](const auto& b) {
                return (same(u, b.first, t.width) && same(v, b.second, t.height)) ||
                       (same(u, -b.first, t.width) && same(v, -b.second, t.height));
            });
            if ((u || v) && !listed)
                largest = std::max(largest, t.at(u, v));
        }
    return largest;
}

// The impulse response of a gain on a W x H grid (the filter as a convolution kernel).
inline Plane impulseResponse(int width, int height, const std::function<double(long, long)>& gain)
{
    Plane delta(std::size_t(width) * height, 0.0);
    delta[0] = 1;
    return reference::filteredPlaneBy(delta, width, height, gain);
}

// Its most negative value relative to its peak (0 when it never goes below zero).
inline double negativeLobe(const Plane& response)
{
    const auto [lo, hi] = std::minmax_element(response.begin(), response.end());
    return std::min(0.0, *lo) / *hi;
}

inline QString number(double x) { return QString::number(x, 'g', 4); }

} // namespace lesson_claims

namespace lesson_claims {

enum class Kind {
    Question, // asks; ends with '?'
    Scene,    // says what the step shows or sets: checked against the step's JSON (and the
              // filter's definition where it says what the filter does)
    Told,     // an explanation with no number in it (what the class is to see, a definition)
    Claim,    // a fact about the pixels: checked against the mathematics
};

// A line of a bundled lesson's caption ("c") or answer ("a"), and its check: an empty string
// when it holds, else what was found.
struct Line {
    QString lesson; // "01" ... "08"
    int step;       // from 1
    char where;     // 'c' caption, 'a' answer
    QString text;
    Kind kind;
    std::function<QString(const QJsonObject& step)> check;
};

// The value at a '/'-separated path of the step's JSON, compact ("[8,0]", "\"grating\"", "30").
inline QString valueAt(const QJsonObject& step, const QString& path)
{
    QJsonValue v = step;
    for (const QString& key : path.split('/'))
        v = v.toObject()[key];
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    if (v.isString())
        return '"' + v.toString() + '"';
    if (v.isBool())
        return v.toBool() ? "true" : "false";
    if (v.isDouble())
        return QString::number(v.toDouble());
    return "(none)";
}

// A Scene check: each path holds the value given.
inline std::function<QString(const QJsonObject&)> holds(std::vector<std::pair<QString, QString>> values)
{
    return [values](const QJsonObject& step) {
        for (const auto& [path, expected] : values)
            if (valueAt(step, path) != expected)
                return QString("%1 is %2, not %3").arg(path, valueAt(step, path), expected);
        return QString();
    };
}

// A grating's one pair of peaks and, besides them, only the 8-bit rounding's much weaker bins.
inline QString onePairAndRounding(const QJsonObject& step, bool roundingToo)
{
    const passband::PatternSpec spec = patternOf(step);
    const Transformed t = patternSpectrum(step);
    const long u = std::lround(spec.u), v = std::lround(spec.v);
    const Strongest s = strongest(t);
    if (!((s.u == u && s.v == v) || (s.u == -u && s.v == -v)))
        return QString("the strongest bin is (%1, %2)").arg(s.u).arg(s.v);
    if (std::abs(t.at(u, v) - t.at(-u, -v)) > 1e-9 * s.magnitude)
        return "the pair is not equal";
    const double others = largestBesides(t, {{u, v}});
    if (!(others < 0.01 * s.magnitude))
        return QString("another bin is %1 of the pair's strength").arg(number(others / s.magnitude));
    if (roundingToo) {
        // The unrounded grating has the pair alone: what else there is comes from rounding.
        Plane exact(std::size_t(spec.width) * spec.height);
        for (int y = 0; y < spec.height; ++y)
            for (int x = 0; x < spec.width; ++x)
                exact[std::size_t(y) * spec.width + x] =
                    127.5 + 127.5 * std::cos(2 * M_PI * (spec.u * x / spec.width + spec.v * y / spec.height));
        const Transformed e = transformed(exact, spec.width, spec.height);
        if (!(largestBesides(e, {{u, v}}) < 1e-5 * s.magnitude))
            return "the unrounded grating has more than the pair";
        if (!(others > 1e-5 * s.magnitude))
            return "the rounded grating has no further bins to see";
        // Drawn from the step's floor (the pane's mapping, written in tests/reference), the
        // rounding's bins are black and the pair is not.
        const std::vector<long> shown =
            reference::spectrumImage(t.plane, t.width, t.height, 1, step["spectrum_floor"].toDouble());
        for (int y = 0; y < t.height; ++y)
            for (int x = 0; x < t.width; ++x) {
                const long bu = x - t.width / 2, bv = y - t.height / 2;
                const bool pair = (bu == u && bv == v) || (bu == -u && bv == -v) || (bu == 0 && bv == 0);
                if (pair != (shown[std::size_t(y) * t.width + x] > 0))
                    return QString("bin (%1, %2) is drawn %3").arg(bu).arg(bv).arg(shown[std::size_t(y) * t.width + x]);
            }
    }
    return QString();
}

// The mean |F| over the ring from `from` to `to` of the way from the centre to the edge.
inline double ringMean(const Transformed& t, double from, double to)
{
    double sum = 0;
    int count = 0;
    for (int y = 0; y < t.height; ++y)
        for (int x = 0; x < t.width; ++x) {
            const double r = std::hypot(double(t.signedU(x)), double(t.signedV(y))) / (t.width / 2);
            if (r >= from && r < to) {
                sum += t.at(x, y);
                ++count;
            }
        }
    return sum / count;
}

// Every frequency up to Nyquist: |F| near the spectrum's edge at least a quarter of half way in's.
inline QString zonePlateReachesNyquist(const QJsonObject& step)
{
    const Transformed t = patternSpectrum(step);
    const double ratio = ringMean(t, 0.8, 0.95) / ringMean(t, 0.2, 0.35);
    return ratio > 0.25 ? QString() : QString("|F| near Nyquist is %1 of half way in's").arg(number(ratio));
}

// The zone plate's local frequency, in cycles per pixel, from the pixels' sign changes along
// the centre row between radii r0 and r1.
inline double zoneFrequency(const passband::Image& image, int r0, int r1)
{
    const int y = image.height / 2, cx = image.width / 2;
    int changes = 0;
    for (int x = cx + r0; x < cx + r1; ++x) {
        const double a = image.samples[std::size_t(y) * image.width + x] - 127.5;
        const double b = image.samples[std::size_t(y) * image.width + x + 1] - 127.5;
        changes += (a < 0) != (b < 0);
    }
    return changes / 2.0 / (r1 - r0);
}

// Sampling 1 in `factor` puts the new Nyquist frequency, 0.5 / factor cycles per pixel, at
// the ring half way to the edge: the rings beyond it are above it.
inline QString zonePlateFoldsBeyondHalfWay(const QJsonObject& step)
{
    const passband::Image image = passband::makePattern(patternOf(step));
    const double nyquist = 0.5 / step["lab"].toObject()["factor"].toInt();
    const int half = image.width / 4; // half way from the centre to the edge
    const double there = zoneFrequency(image, half - 16, half + 16), beyond = zoneFrequency(image, half + 16, half + 48);
    if (std::abs(there - nyquist) > 0.03)
        return QString("half way out the rings have %1 cycles per pixel, not %2").arg(number(there), number(nyquist));
    return beyond > nyquist ? QString() : QString("beyond half way the rings have %1 cycles per pixel").arg(number(beyond));
}

// Spread evenly: |F| as strong, on average, near the spectrum's edges as half way in (within
// a factor of 2 either way).
inline QString zonePlateSpectrumIsEven(const QJsonObject& step)
{
    const Transformed t = patternSpectrum(step);
    const double ratio = ringMean(t, 0.8, 0.95) / ringMean(t, 0.2, 0.35);
    return ratio > 0.5 && ratio < 2 ? QString() : QString("|F| near the edges is %1 of half way in's").arg(number(ratio));
}

inline Transformed astronautLuminance()
{
    const passband::Image image = sampleImage("astronaut.png");
    return transformed(luminancePlane(image), image.width, image.height);
}

// More than half the energy (DC aside) within a tenth of the way to Nyquist.
inline QString energyNearTheCentre()
{
    const Transformed t = astronautLuminance();
    double near = 0, all = 0;
    for (int y = 0; y < t.height; ++y)
        for (int x = 0; x < t.width; ++x) {
            if (!x && !y)
                continue;
            const double e = t.at(x, y) * t.at(x, y);
            all += e;
            if (std::hypot(double(t.signedU(x)), double(t.signedV(y))) < 0.1 * t.width / 2)
                near += e;
        }
    qInfo("astronaut: %.3f of the energy within a tenth of Nyquist", near / all);
    return near > 0.5 * all ? QString() : QString("%1 of the energy near the centre").arg(number(near / all));
}

// How much brighter (in log(1 + |F|), the pane's scale before its stretch) the axes are than
// the bins off them at the same radius, from 16 bins out to 200.
inline double axisExcess(const Transformed& t)
{
    const int rings = t.width / 2;
    std::vector<double> sum(rings, 0.0), count(rings, 0.0);
    for (int y = 0; y < t.height; ++y)
        for (int x = 0; x < t.width; ++x) {
            const long u = t.signedU(x), v = t.signedV(y);
            const int r = int(std::lround(std::hypot(double(u), double(v))));
            if (std::abs(u) >= 3 && std::abs(v) >= 3 && r < rings) {
                sum[r] += std::log1p(t.at(u, v));
                count[r] += 1;
            }
        }
    double excess = 0;
    int n = 0;
    for (int k = 16; k <= 200; ++k)
        for (const auto& [u, v] : std::vector<std::pair<long, long>>{{k, 0}, {-k, 0}, {0, k}, {0, -k}}) {
            excess += std::log1p(t.at(u, v)) - sum[k] / count[k];
            ++n;
        }
    return excess / n;
}

// The cross is the borders': with the smooth component (the borders' jumps, Moisan 2011)
// taken away, the axes are no brighter than the bins beside them.
inline QString crossFromTheBorders()
{
    const passband::Image image = sampleImage("astronaut.png");
    const Plane plane = luminancePlane(image);
    const Plane smooth = reference::smoothComponent(plane, image.width, image.height);
    Plane periodic(plane.size());
    for (std::size_t i = 0; i < plane.size(); ++i)
        periodic[i] = plane[i] - smooth[i];
    const double whole = axisExcess(transformed(plane, image.width, image.height));
    const double without = axisExcess(transformed(periodic, image.width, image.height));
    qInfo("astronaut: the axes are %.3f brighter in log(1 + |F|); %.3f without the borders' jumps", whole, without);
    if (!(whole > 0.5))
        return QString("the axes are only %1 brighter").arg(number(whole));
    return std::abs(without) < 0.25 * whole ? QString() : QString("without the borders the axes are %1 brighter").arg(number(without));
}

// Rows of peaks: bins at least ten times their ring's median (past the radius-30 high-pass),
// several of them on one row of the spectrum, on more than one row.
inline QString brickHasRowsOfPeaks()
{
    const passband::Image image = sampleImage("brick.png");
    const Transformed t = transformed(planeOf(image, 0), image.width, image.height);
    const int rings = t.width / 2;
    std::vector<std::vector<double>> ring(rings);
    for (int y = 0; y < t.height; ++y)
        for (int x = 0; x < t.width; ++x) {
            const int r = int(std::lround(std::hypot(double(t.signedU(x)), double(t.signedV(y)))));
            if (r < rings)
                ring[r].push_back(t.at(x, y));
        }
    std::vector<double> median(rings, 0.0);
    for (int r = 0; r < rings; ++r)
        if (!ring[r].empty()) {
            std::nth_element(ring[r].begin(), ring[r].begin() + ring[r].size() / 2, ring[r].end());
            median[r] = ring[r][ring[r].size() / 2];
        }
    std::map<long, int> perRow;
    int peaks = 0;
    for (int y = 0; y < t.height; ++y)
        for (int x = 0; x < t.width; ++x) {
            const int r = int(std::lround(std::hypot(double(t.signedU(x)), double(t.signedV(y)))));
            if (r > 30 && r < rings && t.at(x, y) > 10 * median[r]) {
                ++perRow[t.signedV(y)];
                ++peaks;
            }
        }
    int rows = 0;
    for (const auto& [row, n] : perRow)
        rows += n >= 3;
    qInfo("brick: %d peaks, %d rows of three or more", peaks, rows);
    return rows >= 2 ? QString() : QString("%1 peaks on %2 rows of three or more").arg(peaks).arg(rows);
}

inline Plane lowpassResponse(const char* shape, int order, double radius)
{
    return impulseResponse(512, 512, [=](long u, long v) { return reference::filterGain(shape, order, -1, radius, u, v); });
}

// The ideal low-pass's float64 result over- and undershoots the bars by about 10 % of the
// step, and the min-max mapping the step gives keeps it on screen: the bars' plateaus sit
// well below the brightest and above the darkest level shown.
inline QString gibbsOnScreen(const QJsonObject& step)
{
    const passband::Image image = passband::makePattern(patternOf(step));
    const Plane plane = planeOf(image, 0);
    const std::vector<double> result = reference::filteredPlane(plane, image.width, image.height, "ideal", 2, -1, 20);
    const auto [lo, hi] = std::minmax_element(result.begin(), result.end());
    const double over = (*hi - 255) / 255, under = -*lo / 255;
    qInfo("bars through the ideal low-pass: %.4f over, %.4f under", over, under);
    if (std::abs(over - 0.1) > 0.02 || std::abs(under - 0.1) > 0.02)
        return QString("overshoots by %1 and %2").arg(number(over), number(under));
    const std::vector<long> shown = reference::mapPlanes({result}, "normalize", 255)[0];
    // The middle of a bright bar (x = 0, where the bars' cosine peaks) and of a dark one.
    const long bright = shown[0], dark = shown[std::size_t(image.width / 8)];
    if (!(bright <= 245 && dark >= 10))
        return QString("the plateaus are shown at %1 and %2 of 0..255").arg(bright).arg(dark);
    return QString();
}

inline passband::PeriodicNoise noiseOf(const QJsonObject& step)
{
    passband::PeriodicNoise noise;
    noise.u = step["noise"].toObject()["cycles"].toArray()[0].toDouble();
    noise.v = step["noise"].toObject()["cycles"].toArray()[1].toDouble();
    noise.amplitude = step["noise"].toObject()["amplitude"].toDouble();
    return noise;
}

// The noise's pair is the strongest bins beyond the image's own low frequencies, ten times
// what the image has there.
inline QString noiseIsThePair(const QJsonObject& step)
{
    const passband::Image clean = sampleImage("astronaut.png");
    const passband::PeriodicNoise noise = noiseOf(step);
    const Transformed a = transformed(luminancePlane(clean), clean.width, clean.height);
    const Transformed b = transformed(luminancePlane(passband::addPeriodicNoise(clean, noise)), clean.width, clean.height);
    const long u = std::lround(noise.u), v = std::lround(noise.v);
    if (!(b.at(u, v) > 10 * a.at(u, v)))
        return QString("the noise's bin is only %1 times the image's").arg(number(b.at(u, v) / a.at(u, v)));
    for (int y = 0; y < b.height; ++y)
        for (int x = 0; x < b.width; ++x)
            if (std::hypot(double(b.signedU(x)), double(b.signedV(y))) >= 20 && b.at(x, y) > b.at(u, v) &&
                !(b.signedU(x) == -u && b.signedV(y) == -v))
                return QString("bin (%1, %2) is stronger").arg(b.signedU(x)).arg(b.signedV(y));
    return QString();
}

// The notch takes the noise away and hardly anything else: the result is within 1 % of full
// scale (RMS) of the clean image with its levels made room for the noise (README "Periodic
// noise and notches"), where the noisy image was over 5 % away.
inline QString notchLeavesTheImage(const QJsonObject& step)
{
    const passband::Image clean = sampleImage("astronaut.png");
    const passband::PeriodicNoise noise = noiseOf(step);
    const passband::Image noisy = passband::addPeriodicNoise(clean, noise);
    const QJsonObject n = step["filter"].toObject()["notches"].toArray()[0].toObject();
    const std::vector<reference::NotchPair> notch{{n["u"].toDouble(), n["v"].toDouble(), n["radius"].toDouble(), "gaussian"}};
    const double peak = noise.amplitude * 255;
    double before = 0, after = 0;
    std::size_t count = 0;
    for (int c = 0; c < 3; ++c) {
        const Plane plane = planeOf(noisy, c), original = planeOf(clean, c);
        const std::vector<double> result = reference::filteredPlaneBy(
            plane, clean.width, clean.height, [&](long u, long v) { return reference::notchGain(notch, 2, u, v); });
        for (std::size_t i = 0; i < plane.size(); ++i) {
            const double expected = (original[i] + peak) * 255 / (255 + 2 * peak);
            before += (plane[i] - expected) * (plane[i] - expected);
            after += (result[i] - expected) * (result[i] - expected);
            ++count;
        }
    }
    before = std::sqrt(before / count) / 255;
    after = std::sqrt(after / count) / 255;
    qInfo("notch: the noisy image is %.4f of full scale from the clean one, the result %.4f", before, after);
    if (!(before > 0.05))
        return QString("the noise is only %1 of full scale").arg(number(before));
    return after < 0.01 ? QString() : QString("the result is %1 of full scale from the clean image").arg(number(after));
}

// The wall's own peaks: the clean wall's local maxima beyond the centre's 8 bins at least
// ten times the median |F| of their ring.
inline std::vector<std::pair<long, long>> wallPeaks()
{
    const passband::Image clean = sampleImage("brick.png");
    const Transformed wall = transformed(planeOf(clean, 0), clean.width, clean.height);
    const int rings = wall.width / 2;
    std::vector<std::vector<double>> ring(rings);
    const auto radius = [](long u, long v) { return int(std::lround(std::hypot(double(u), double(v)))); };
    for (int y = 0; y < wall.height; ++y)
        for (int x = 0; x < wall.width; ++x)
            if (radius(wall.signedU(x), wall.signedV(y)) < rings)
                ring[radius(wall.signedU(x), wall.signedV(y))].push_back(wall.at(x, y));
    std::vector<double> median(rings, 0.0);
    for (int r = 0; r < rings; ++r)
        if (!ring[r].empty()) {
            std::nth_element(ring[r].begin(), ring[r].begin() + ring[r].size() / 2, ring[r].end());
            median[r] = ring[r][ring[r].size() / 2];
        }
    std::vector<std::pair<long, long>> peaks;
    for (int y = 0; y < wall.height; ++y)
        for (int x = 0; x < wall.width; ++x) {
            const long u = wall.signedU(x), v = wall.signedV(y);
            const int r = radius(u, v);
            if (r <= 8 || r >= rings || wall.at(u, v) < 10 * median[r])
                continue;
            bool top = true;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    if ((dx || dy) && wall.at(u + dx, v + dy) > wall.at(u, v))
                        top = false;
            if (top)
                peaks.push_back({u, v});
        }
    return peaks;
}

inline QString wallHasPeaksOfItsOwn()
{
    const auto peaks = wallPeaks();
    qInfo("brick: %d peaks of its own", int(peaks.size()));
    return peaks.size() >= 8 ? QString() : QString("the wall has %1 peaks of its own").arg(peaks.size());
}

// The notch removes the noise's pair and keeps at least 95 % of each of the wall's peaks (the
// nearest, (-43, 6), is 5 bins from the noise's mirror).
inline QString wallPeaksKept(double radius)
{
    const std::vector<reference::NotchPair> notch{{40, -10, radius, "gaussian"}};
    for (const auto& [u, v] : wallPeaks())
        if (reference::notchGain(notch, 2, u, v) < 0.95)
            return QString("the wall's peak (%1, %2) is cut").arg(u).arg(v);
    return reference::notchGain(notch, 2, 40, -10) == 0 ? QString() : QString("the noise is not removed");
}

// A grating sampled 1 in `factor` (every factor-th pixel across and down, from the first)
// has its strongest pair at `cycles`.
inline QString gratingAliases(const QJsonObject& step, long cycles)
{
    const passband::Image image = passband::makePattern(patternOf(step));
    const int factor = step["lab"].toObject()["factor"].toInt();
    const int w = image.width / factor, h = image.height / factor;
    Plane kept(std::size_t(w) * h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            kept[std::size_t(y) * w + x] = image.samples[std::size_t(y * factor) * image.width + x * factor];
    const Strongest s = strongest(transformed(kept, w, h));
    return std::abs(s.u) == cycles && s.v == 0 ? QString() : QString("the strongest bin is (%1, %2)").arg(s.u).arg(s.v);
}

// A kernel placed on a W x H grid with its centre at (0, 0), as a circular convolution's.
inline Plane kernelPlane(const passband::SpatialKernel& k, int width, int height)
{
    Plane grid(std::size_t(width) * height, 0.0);
    for (int j = 0; j < k.height; ++j)
        for (int i = 0; i < k.width; ++i) {
            const int x = ((i - k.width / 2) % width + width) % width, y = ((j - k.height / 2) % height + height) % height;
            grid[std::size_t(y) * width + x] += k.at(i, j);
        }
    return grid;
}

inline passband::SpatialKernel kernelOf(const QJsonObject& step)
{
    return passband::namedKernel(step["lab"].toObject()["kernel"].toString().toStdString());
}

// The circular convolution, summed directly, equals the inverse DFT of the product of the
// spectra.
inline QString convolutionTheorem(const QJsonObject& step)
{
    const passband::Image image = sampleImage("astronaut.png");
    const int w = image.width, h = image.height;
    const Plane plane = planeOf(image, 0);
    const passband::SpatialKernel k = kernelOf(step);
    Plane direct(plane.size(), 0.0);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            for (int j = 0; j < k.height; ++j)
                for (int i = 0; i < k.width; ++i) {
                    const int sx = ((x - (i - k.width / 2)) % w + w) % w, sy = ((y - (j - k.height / 2)) % h + h) % h;
                    direct[std::size_t(y) * w + x] += k.at(i, j) * plane[std::size_t(sy) * w + sx];
                }
    const Transformed a = transformed(plane, w, h), b = transformed(kernelPlane(k, w, h), w, h);
    reference::Spectrum product(a.f.size());
    for (std::size_t i = 0; i < product.size(); ++i)
        product[i] = a.f[i] * b.f[i];
    const std::vector<double> viaSpectra = reference::inverseDft2dReal(product, w, h);
    double worst = 0;
    for (std::size_t i = 0; i < direct.size(); ++i)
        worst = std::max(worst, std::abs(direct[i] - viaSpectra[i]));
    return worst < 1e-3 ? QString() : QString("they differ by %1").arg(number(worst));
}

inline Transformed kernelSpectrum(const QJsonObject& step, int size = 512)
{
    return transformed(kernelPlane(kernelOf(step), size, size), size, size);
}

// A 5 x 5 box on a 512 grid: separable; along an axis its dark lines (below 1 % of the
// centre) near each multiple of 512 / 5 = 102.4 bins, with a side lobe of 15-30 % between.
inline QString boxSpectrum(const QJsonObject& step)
{
    const Transformed t = kernelSpectrum(step);
    const double centre = t.at(0, 0);
    for (long u = 0; u < 256; u += 5)
        for (long v = 0; v < 256; v += 7)
            if (std::abs(t.at(u, v) - t.at(u, 0) * t.at(0, v) / centre) > 1e-5 * centre)
                return QString("not a product at (%1, %2)").arg(u).arg(v);
    for (const double zero : {102.4, 204.8}) {
        const long at = std::lround(zero);
        if (!(t.at(at, 0) < 0.01 * centre && t.at(at, 0) < t.at(at - 2, 0) && t.at(at, 0) < t.at(at + 2, 0)))
            return QString("no dark line at %1").arg(at);
    }
    double lobe = 0;
    for (long u = 103; u < 205; ++u)
        lobe = std::max(lobe, t.at(u, 0));
    return lobe > 0.15 * centre && lobe < 0.3 * centre ? QString() : QString("the side lobe is %1").arg(number(lobe / centre));
}

// A Gaussian kernel's spectrum along an axis is the Gaussian exp(-2 pi^2 sigma^2 f^2) within
// 2 % of its centre, and never rises again by more than 0.1 % of it (no side lobe).
inline QString gaussianSpectrum(const QJsonObject& step)
{
    const Transformed t = kernelSpectrum(step);
    const double centre = t.at(0, 0), sigma = 2;
    double low = centre;
    for (long u = 1; u <= 256; ++u) {
        if (t.at(u, 0) > low + 1e-3 * centre)
            return QString("a side lobe at %1 of %2").arg(u).arg(number((t.at(u, 0) - low) / centre));
        low = std::min(low, t.at(u, 0));
        const double f = u / 512.0;
        if (std::abs(t.at(u, 0) / centre - std::exp(-2 * M_PI * M_PI * sigma * sigma * f * f)) > 0.02)
            return QString("not a Gaussian at %1 (%2)").arg(u).arg(number(t.at(u, 0) / centre));
    }
    return QString();
}

// Sobel for x: zero on the vertical axis, where the image does not change across, and not
// zero along the horizontal axis short of Nyquist.
inline QString sobelSpectrum(const QJsonObject& step)
{
    const Transformed t = kernelSpectrum(step);
    const double most = strongest(t).magnitude;
    for (long k = 0; k < 512; ++k)
        if (t.at(0, k) > 1e-9 * most)
            return QString("not zero at (0, %1)").arg(k);
    for (long u = 1; u < 256; ++u)
        if (!(t.at(u, 0) > 1e-3 * most))
            return QString("zero at (%1, 0) too").arg(u);
    return QString();
}

// Motion along a line: the taps lie on it, the spectrum is the same all along the direction
// across it and a sinc (falling to near zero) along it.
inline QString motionSpectrum(const QJsonObject& step)
{
    const passband::SpatialKernel k = kernelOf(step);
    long dx = 0, dy = 0;
    for (int j = 0; j < k.height; ++j)
        for (int i = 0; i < k.width; ++i)
            if (k.at(i, j) != 0 && std::abs(i - k.width / 2) + std::abs(j - k.height / 2) > std::abs(dx) + std::abs(dy)) {
                dx = i - k.width / 2;
                dy = j - k.height / 2;
            }
    for (int j = 0; j < k.height; ++j)
        for (int i = 0; i < k.width; ++i)
            if (k.at(i, j) != 0 && (i - k.width / 2) * dy != (j - k.height / 2) * dx)
                return QString("tap (%1, %2) is off the line").arg(i).arg(j);
    const long g = std::gcd(std::abs(dx), std::abs(dy));
    dx /= g;
    dy /= g;
    const Transformed t = kernelSpectrum(step);
    const double centre = t.at(0, 0);
    for (long u = -200; u <= 200; u += 9)
        for (long v = -200; v <= 200; v += 11)
            if (std::abs(t.at(u, v) - t.at(u + dy, v - dx)) > 1e-6 * centre)
                return QString("changes across the motion at (%1, %2)").arg(u).arg(v);
    double least = centre;
    for (long s = 1; s * std::max(std::abs(dx), std::abs(dy)) < 256; ++s)
        least = std::min(least, t.at(s * dx, s * dy));
    return least < 0.05 * centre ? QString() : QString("no zero along the motion (least %1)").arg(number(least / centre));
}

inline std::vector<Line> bundledLines()
{
    using K = Kind;
    const auto none = std::function<QString(const QJsonObject&)>();
    std::vector<Line> lines = {
        // 1. The spectrum of simple patterns
        {"01", 1, 'c', "A grating: 8 cycles across the image, none down (its spectrum shown down to 40 dB below the peak).",
         K::Scene, holds({{"pattern/kind", "\"grating\""}, {"pattern/cycles", "[8,0]"}, {"spectrum_floor", "40"}})},
        {"01", 1, 'c', "Predict: where in the spectrum will its energy be?", K::Question, none},
        {"01", 1, 'a', "In one pair of bins, (8, 0) and (-8, 0), either side of the centre: one frequency, one pair of peaks.",
         K::Claim, [](const QJsonObject& s) { return onePairAndRounding(s, false); }},
        {"01", 1, 'a', "Rounding to 8-bit grey levels adds bins under 1 % as strong: below the floor, black.", K::Claim,
         [](const QJsonObject& s) { return onePairAndRounding(s, true); }},
        {"01", 2, 'c', "The same kind of grating, 16 cycles across and 8 down: it is tilted.", K::Scene,
         holds({{"pattern/kind", "\"grating\""}, {"pattern/cycles", "[16,8]"}, {"spectrum_floor", "40"}})},
        {"01", 2, 'c', "Predict: where will its peaks be now?", K::Question, none},
        {"01", 2, 'a', "One strong pair, at (16, 8) and (-16, -8): at right angles to the stripes.", K::Claim,
         [](const QJsonObject& s) { return onePairAndRounding(s, false); }},
        {"01", 2, 'a', "The rounding's bins, under 1 % as strong, are below the floor again.", K::Claim,
         [](const QJsonObject& s) { return onePairAndRounding(s, true); }},
        {"01", 3, 'c', "Bars: the grating's sign, a square wave of 8 cycles (the same floor, 40 dB).", K::Scene,
         holds({{"pattern/kind", "\"bars\""}, {"pattern/cycles", "[8,0]"}, {"spectrum_floor", "40"}})},
        {"01", 3, 'c', "Predict: how will its spectrum differ from the grating's?", K::Question, none},
        {"01", 3, 'a', "Odd harmonics join the pair: at 3, 5, 7 ... times 8 cycles, about 1/3, 1/5, 1/7 ... as strong.",
         K::Claim,
         [](const QJsonObject& s) {
             const Transformed t = patternSpectrum(s);
             const double first = t.at(8, 0);
             for (int k = 3; k <= 7; k += 2)
                 if (std::abs(t.at(8 * k, 0) / first * k - 1) > 0.1)
                     return QString("harmonic %1 is %2 as strong").arg(k).arg(number(t.at(8 * k, 0) / first));
             for (int k = 9; 8 * k < t.width / 2; k += 2)
                 if (!(t.at(8 * k, 0) > 0.05 * first))
                     return QString("harmonic %1 is missing").arg(k);
             return QString();
         }},
        {"01", 3, 'a', "No even harmonic: a square wave's halves are mirror images.", K::Claim,
         [](const QJsonObject& s) {
             const Transformed t = patternSpectrum(s);
             std::vector<std::pair<long, long>> odd;
             for (int k = 1; 8 * k <= t.width / 2; k += 2)
                 odd.push_back({8 * k, 0});
             const double rest = largestBesides(t, odd);
             return rest < 1e-6 * t.at(8, 0) ? QString() : QString("another bin is %1 as strong").arg(number(rest / t.at(8, 0)));
         }},
        {"01", 4, 'c', "A checkerboard of 16-pixel squares is the product of two square waves, one across and one down.",
         K::Scene, holds({{"pattern/kind", "\"checkerboard\""}, {"pattern/square", "16"}})},
        {"01", 4, 'c', "Predict: where will its peaks be?", K::Question, none},
        {"01", 4, 'a',
         "On a lattice: at (8m, 8n) for every odd m and n, each product of two odd harmonics, strongest at (8, 8) and its mirrors.",
         K::Claim,
         [](const QJsonObject& s) {
             const Transformed t = patternSpectrum(s);
             const double top = t.at(8, 8);
             for (int y = 0; y < t.height; ++y)
                 for (int x = 0; x < t.width; ++x) {
                     const long u = t.signedU(x), v = t.signedV(y);
                     const bool lattice = u % 8 == 0 && v % 8 == 0 && (u / 8) % 2 != 0 && (v / 8) % 2 != 0;
                     if ((u || v) && lattice != (t.at(u, v) > 1e-6 * top))
                         return QString("bin (%1, %2) is %3 of (8, 8)").arg(u).arg(v).arg(number(t.at(u, v) / top));
                     if ((u || v) && t.at(u, v) > top * (1 + 1e-9))
                         return QString("bin (%1, %2) is stronger than (8, 8)").arg(u).arg(v);
                 }
             for (const auto& [u, v] : std::vector<std::pair<int, int>>{{-8, 8}, {8, -8}, {-8, -8}})
                 if (std::abs(t.at(u, v) - top) > 1e-9 * top)
                     return QString("(%1, %2) differs from (8, 8)").arg(u).arg(v);
             return QString();
         }},
        {"01", 4, 'a', "The axes hold none: no bar runs straight across or down.", K::Claim,
         [](const QJsonObject& s) {
             const Transformed t = patternSpectrum(s);
             for (int k = 1; k < t.width; ++k)
                 if (t.at(k, 0) > 1e-6 * t.at(8, 8) || t.at(0, k) > 1e-6 * t.at(8, 8))
                     return QString("the axes hold energy at %1").arg(k);
             return QString();
         }},
        {"01", 5, 'c', "A zone plate holds every frequency up to Nyquist, one ring per frequency:", K::Claim,
         [](const QJsonObject& s) { return zonePlateReachesNyquist(s); }},
        {"01", 5, 'c', "its energy is spread evenly from the centre to the spectrum's edges.", K::Claim,
         [](const QJsonObject& s) { return zonePlateSpectrumIsEven(s); }},
        {"01", 6, 'c', "Every image is a sum of such gratings.", K::Claim,
         [](const QJsonObject&) {
             const passband::Image image = sampleImage("astronaut.png");
             const Plane red = planeOf(image, 0);
             const Transformed t = transformed(red, image.width, image.height);
             const std::vector<double> back = reference::inverseDft2dReal(t.f, t.width, t.height);
             for (std::size_t i = 0; i < back.size(); ++i)
                 if (std::abs(back[i] - red[i]) > 1e-6)
                     return QString("the inverse DFT differs at %1").arg(i);
             return QString();
         }},
        {"01", 6, 'c', "Here the astronaut rebuilt from its 2007 strongest coefficients of 262144 (under 1 %).", K::Claim,
         [](const QJsonObject& s) {
             if (valueAt(s, "lab/keep") != "2007" || valueAt(s, "lab/mode") != "\"basis\"")
                 return QString("the step keeps %1").arg(valueAt(s, "lab/keep"));
             const passband::Image image = sampleImage("astronaut.png");
             if (image.pixelCount() != 262144)
                 return QString("the image has %1 coefficients").arg(image.pixelCount());
             // The engine ranks the first channel's bins (in float: a tie within 0.2 % could go
             // either way); the 2007 strongest are a set that takes each coefficient with its
             // mirror, well clear of the next.
             const Transformed t = transformed(planeOf(image, 0), image.width, image.height);
             std::vector<double> m;
             for (const auto& c : t.f)
                 m.push_back(std::abs(c));
             std::sort(m.begin(), m.end(), std::greater<>());
             if (!(m[2006] > m[2007] * (1 + 2e-3)))
                 return QString("the 2007th and 2008th strengths are close (%1, %2)").arg(number(m[2006]), number(m[2007]));
             return 2007.0 / 262144 < 0.01 ? QString() : QString("not under 1 %");
         }},
        // 2. Low-pass and high-pass
        {"02", 1, 'c', "The astronaut and its centred log spectrum: most energy near the centre (low frequencies).", K::Claim,
         [](const QJsonObject&) { return energyNearTheCentre(); }},
        {"02", 1, 'c', "The bright cross comes from the image's borders: the DFT repeats the image, and its opposite edges do not match.",
         K::Claim, [](const QJsonObject&) { return crossFromTheBorders(); }},
        {"02", 2, 'c', "A Gaussian low-pass of radius 40 keeps the centre of the spectrum.", K::Scene,
         holds({{"filter/shape", "\"gaussian\""}, {"filter/lowpass", "40"}, {"filter/highpass", "(none)"}})},
        {"02", 2, 'c', "Predict: what is lost?", K::Question, none},
        {"02", 2, 'a', "The fine detail, far from the centre: the result is blurred.", K::Claim,
         [](const QJsonObject&) {
             // The gain falls with the distance from the centre, to under 15 % at twice the radius.
             for (long d = 1; d < 256; ++d)
                 if (!(reference::filterGain("gaussian", 2, -1, 40, d, 0) < reference::filterGain("gaussian", 2, -1, 40, d - 1, 0)))
                     return QString("the gain does not fall at %1").arg(d);
             const double far = reference::filterGain("gaussian", 2, -1, 40, 80, 0);
             return far < 0.15 ? QString() : QString("the gain at 80 is %1").arg(number(far));
         }},
        {"02", 3, 'c', "Radius 12: a smaller circle.", K::Scene, holds({{"filter/shape", "\"gaussian\""}, {"filter/lowpass", "12"}})},
        {"02", 3, 'c', "Predict: how will the result differ from radius 40's?", K::Question, none},
        {"02", 3, 'a', "Only the coarsest structure survives: the smaller the radius, the blurrier the image.", K::Claim,
         [](const QJsonObject&) {
             for (long u = 0; u <= 256; ++u)
                 for (long v = 0; v <= 256; v += 8)
                     if (reference::filterGain("gaussian", 2, -1, 12, u, v) > reference::filterGain("gaussian", 2, -1, 40, u, v))
                         return QString("radius 12 keeps more at (%1, %2)").arg(u).arg(v);
             return QString();
         }},
        {"02", 4, 'c', "The complement: a Gaussian high-pass of radius 12 removes the centre.", K::Scene,
         [](const QJsonObject& s) {
             if (const QString wrong = holds({{"filter/shape", "\"gaussian\""}, {"filter/highpass", "12"}, {"filter/lowpass", "(none)"}})(s);
                 !wrong.isEmpty())
                 return wrong;
             for (long u = 0; u <= 64; ++u)
                 for (long v = 0; v <= 64; ++v)
                     if (std::abs(reference::filterGain("gaussian", 2, 12, -1, u, v) + reference::filterGain("gaussian", 2, -1, 12, u, v) - 1) > 1e-12)
                         return QString("not the complement at (%1, %2)").arg(u).arg(v);
             return reference::filterGain("gaussian", 2, 12, -1, 0, 0) == 0 ? QString() : QString("the centre passes");
         }},
        {"02", 4, 'c', "Predict: what is left?", K::Question, none},
        {"02", 4, 'a', "Edges and fine texture; the smooth shading is gone.", K::Told, none},
        {"02", 5, 'c', "A high-pass on a brick wall keeps the mortar lines:", K::Scene,
         holds({{"image", "\"sample:brick.png\""}, {"filter/highpass", "30"}})},
        {"02", 5, 'c', "the periodic structure shows as rows of peaks in the spectrum.", K::Claim,
         [](const QJsonObject&) { return brickHasRowsOfPeaks(); }},
        // 3. Ringing
        {"03", 1, 'c', "An ideal low-pass of radius 30: a sharp cut in the spectrum.", K::Scene,
         holds({{"filter/shape", "\"ideal\""}, {"filter/lowpass", "30"}})},
        {"03", 1, 'c', "Predict: what happens near the edges in the image?", K::Question, none},
        {"03", 1, 'a', "Ripples run alongside every edge (ringing): a sharp cut in the spectrum spreads into ripples in the image.",
         K::Claim,
         [](const QJsonObject&) {
             const double lobe = negativeLobe(lowpassResponse("ideal", 2, 30));
             return lobe < -0.05 ? QString() : QString("the impulse response dips only to %1").arg(number(lobe));
         }},
        {"03", 2, 'c', "A Butterworth low-pass of order 2, the same radius: a gentle slope instead of a cliff.", K::Scene,
         holds({{"filter/shape", "\"butterworth\""}, {"filter/order", "2"}, {"filter/lowpass", "30"}})},
        {"03", 2, 'c', "The ripples are almost gone.", K::Claim,
         [](const QJsonObject&) {
             const double ideal = negativeLobe(lowpassResponse("ideal", 2, 30));
             const double gentle = negativeLobe(lowpassResponse("butterworth", 2, 30));
             return gentle > 0.25 * ideal ? QString() : QString("dips to %1 (ideal %2)").arg(number(gentle), number(ideal));
         }},
        {"03", 3, 'c', "Butterworth of order 10: nearly ideal again,", K::Claim,
         [](const QJsonObject& s) {
             if (const QString wrong = holds({{"filter/shape", "\"butterworth\""}, {"filter/order", "10"}, {"filter/lowpass", "30"}})(s);
                 !wrong.isEmpty())
                 return wrong;
             for (long d = 0; d <= 256; ++d)
                 if (std::abs(d - 30) > 6 &&
                     std::abs(reference::filterGain("butterworth", 10, -1, 30, d, 0) - reference::filterGain("ideal", 2, -1, 30, d, 0)) > 0.05)
                     return QString("differs from the ideal at %1").arg(d);
             return QString();
         }},
        {"03", 3, 'c', "and the ringing comes back.", K::Claim,
         [](const QJsonObject&) {
             const double ideal = negativeLobe(lowpassResponse("ideal", 2, 30));
             const double steep = negativeLobe(lowpassResponse("butterworth", 10, 30));
             return steep < 0.5 * ideal ? QString() : QString("dips to %1 (ideal %2)").arg(number(steep), number(ideal));
         }},
        {"03", 4, 'c', "A Gaussian low-pass: its impulse response is a Gaussian too, never negative,", K::Claim,
         [](const QJsonObject&) {
             const double lobe = negativeLobe(lowpassResponse("gaussian", 2, 30));
             return lobe > -1e-9 ? QString() : QString("dips to %1").arg(number(lobe));
         }},
        {"03", 4, 'c', "so it cannot ring.", K::Told, none},
        {"03", 5, 'c',
         "Bars of 4 cycles through an ideal low-pass of radius 20, mapped from the result's minimum to its maximum (nothing clipped).",
         K::Scene,
         holds({{"pattern/kind", "\"bars\""}, {"pattern/cycles", "[4,0]"}, {"filter/shape", "\"ideal\""},
                {"filter/lowpass", "20"}, {"filter/mapping", "\"normalize\""}})},
        {"03", 5, 'c', "Predict: which harmonics pass, and what happens at each step?", K::Question, none},
        {"03", 5, 'a', "Only the 1st and 3rd harmonics (4 and 12 cycles) are inside the circle.", K::Claim,
         [](const QJsonObject& s) {
             const Transformed t = patternSpectrum(s);
             const double first = t.at(4, 0);
             for (int y = 0; y < t.height; ++y)
                 for (int x = 0; x < t.width; ++x) {
                     const long u = t.signedU(x), v = t.signedV(y);
                     const bool passes = (u || v) && t.at(u, v) > 1e-6 * first &&
                                         reference::filterGain("ideal", 2, -1, 20, u, v) > 0;
                     const bool named = v == 0 && (std::abs(u) == 4 || std::abs(u) == 12);
                     if (passes != named)
                         return QString("bin (%1, %2) %3").arg(u).arg(v).arg(passes ? "passes" : "does not pass");
                 }
             return QString();
         }},
        {"03", 5, 'a', "Each step overshoots by about 10 % and ripples: Gibbs's phenomenon.", K::Claim,
         [](const QJsonObject& s) { return gibbsOnScreen(s); }},
        // 4. Notches for periodic noise
        {"04", 1, 'c', "The astronaut with periodic noise: a grating of 24 x 16 cycles added.", K::Scene,
         holds({{"image", "\"sample:astronaut.png\""}, {"noise/cycles", "[24,16]"}})},
        {"04", 1, 'c', "Predict: where is the noise in the spectrum?", K::Question, none},
        {"04", 1, 'a', "At (24, 16) and (-24, -16): one pair of bright dots.", K::Claim,
         [](const QJsonObject& s) { return noiseIsThePair(s); }},
        {"04", 2, 'c', "A notch pair at (24, 16) and (-24, -16) removes just those bins.", K::Scene,
         [](const QJsonObject& s) {
             const QJsonObject n = s["filter"].toObject()["notches"].toArray()[0].toObject();
             if (n["u"].toDouble() != 24 || n["v"].toDouble() != 16 || valueAt(s, "noise/cycles") != "[24,16]")
                 return QString("the notch is not at the noise's (24, 16)");
             // Gone at the pair; nearly all kept a few radii away.
             const std::vector<reference::NotchPair> notch{{24, 16, n["radius"].toDouble(), "gaussian"}};
             if (reference::notchGain(notch, 2, 24, 16) != 0 || reference::notchGain(notch, 2, -24, -16) != 0)
                 return QString("the pair is not removed");
             for (long u = -64; u <= 64; ++u)
                 for (long v = -64; v <= 64; ++v)
                     if (std::min(std::hypot(u - 24.0, v - 16.0), std::hypot(u + 24.0, v + 16.0)) >= 4 * n["radius"].toDouble() &&
                         reference::notchGain(notch, 2, u, v) < 0.99)
                         return QString("bin (%1, %2) is cut too").arg(u).arg(v);
             return QString();
         }},
        {"04", 2, 'c', "Predict: what will the result look like?", K::Question, none},
        {"04", 2, 'a', "The noise is gone; the rest of the image hardly changes.", K::Claim,
         [](const QJsonObject& s) { return notchLeavesTheImage(s); }},
        {"04", 3, 'c', "The brick wall with noise added. The wall is periodic too: its spectrum has peaks of its own.", K::Claim,
         [](const QJsonObject& s) {
             if (const QString wrong = holds({{"image", "\"sample:brick.png\""}, {"noise/cycles", "[40,-10]"}, {"rings", "false"}})(s);
                 !wrong.isEmpty())
                 return wrong;
             return wallHasPeaksOfItsOwn();
         }},
        {"04", 3, 'c', "Which pair is the noise?", K::Question, none},
        {"04", 4, 'c', "The noise was the pair at (40, -10) and (-40, 10): notching it removes the noise, and the wall's own peaks lose at most 5 %.",
         K::Claim,
         [](const QJsonObject& s) {
             const QJsonObject n = s["filter"].toObject()["notches"].toArray()[0].toObject();
             if (n["u"].toDouble() != 40 || n["v"].toDouble() != -10 || valueAt(s, "noise/cycles") != "[40,-10]")
                 return QString("the notch is not at the noise's (40, -10)");
             return wallPeaksKept(n["radius"].toDouble());
         }},
        // 5. Magnitude and phase (Oppenheim & Lim): what the class sees, told
        {"05", 1, 'c', "The spectrum we usually look at is the magnitude |F|.", K::Told, none},
        {"05", 1, 'c', "Each coefficient also has a phase: where its grating is shifted to.", K::Told, none},
        {"05", 2, 'c', "The astronaut's magnitude with the brick wall's phase.", K::Scene,
         holds({{"lab/mode", "\"mix\""}, {"lab/magnitude", "\"a\""}, {"lab/phase", "\"b\""}, {"lab/b", "\"sample:brick.png\""}})},
        {"05", 2, 'c', "Predict: which picture will we see?", K::Question, none},
        {"05", 2, 'a', "The brick wall: the phase says where the edges are, and the astronaut's magnitude cannot move them.", K::Told, none},
        {"05", 3, 'c', "And the other way round: the wall's magnitude, the astronaut's phase.", K::Scene,
         holds({{"lab/magnitude", "\"b\""}, {"lab/phase", "\"a\""}})},
        {"05", 3, 'c', "The phase carries where the edges are.", K::Told, none},
        {"05", 4, 'c', "Phase only (every magnitude 1): the edges are still recognisable.", K::Scene,
         holds({{"lab/magnitude", "\"one\""}, {"lab/phase", "\"a\""}})},
        {"05", 5, 'c', "Magnitude only (every phase 0): nothing recognisable is left.", K::Scene,
         holds({{"lab/magnitude", "\"a\""}, {"lab/phase", "\"zero\""}})},
        // 6. Hybrid images (Oliva, Torralba & Schyns)
        {"06", 1, 'c', "The astronaut's low frequencies plus the brick wall's high ones.", K::Scene,
         holds({{"image", "\"sample:astronaut.png\""}, {"lab/mode", "\"hybrid\""}, {"lab/b", "\"sample:brick.png\""}})},
        {"06", 1, 'c', "Predict: what do you see up close, and from the back of the room?", K::Question, none},
        {"06", 1, 'a', "Up close, the brick wall's fine lines; from the back of the room, where fine detail is lost, the astronaut.", K::Told, none},
        {"06", 2, 'c', "Lower cut-offs for A, higher for B: the wall dominates up close,", K::Scene,
         holds({{"lab/lowpass", "6"}, {"lab/highpass", "40"}})},
        {"06", 2, 'c', "the astronaut only from far away (the smaller copies).", K::Told, none},
        {"06", 3, 'c', "Swapped: the wall's coarse rows with the astronaut's edges.", K::Scene,
         holds({{"image", "\"sample:brick.png\""}, {"lab/b", "\"sample:astronaut.png\""}})},
        // 7. Sampling and aliasing
        {"07", 1, 'c', "A zone plate: frequencies rising from the centre to Nyquist at the edges.", K::Claim,
         [](const QJsonObject& s) { return zonePlateReachesNyquist(s); }},
        {"07", 2, 'c', "Keep one pixel in 2 across and down.", K::Scene, holds({{"lab/mode", "\"sampling\""}, {"lab/factor", "2"}})},
        {"07", 2, 'c', "Predict: what happens to the rings beyond the new Nyquist frequency?", K::Question, none},
        {"07", 2, 'a', "The rings beyond half way to the edge were above the new Nyquist frequency: they fold back as false rings (aliases).",
         K::Claim, [](const QJsonObject& s) { return zonePlateFoldsBeyondHalfWay(s); }},
        {"07", 3, 'c', "One in 4: the spectrum's replicas overlap; false rings (aliases) appear.", K::Scene,
         holds({{"lab/factor", "4"}, {"lab/antialias", "\"none\""}})},
        {"07", 4, 'c', "The same, after an ideal low-pass at the new Nyquist frequency:", K::Scene,
         holds({{"lab/factor", "4"}, {"lab/antialias", "\"nyquist\""}})},
        {"07", 4, 'c', "the outer rings are gone instead of folded back.", K::Told, none},
        {"07", 5, 'c', "A grating of 56 cycles sampled 1 in 4 (new Nyquist: 32 cycles).", K::Scene,
         holds({{"pattern/kind", "\"grating\""}, {"pattern/cycles", "[56,0]"}, {"pattern/size", "[256,256]"}, {"lab/factor", "4"}})},
        {"07", 5, 'c', "Predict: how many cycles will the result have?", K::Question, none},
        {"07", 5, 'a', "8: above the new Nyquist frequency, 56 cycles fold back to 64 - 56 = 8 (an alias).", K::Claim,
         [](const QJsonObject& s) { return gratingAliases(s, 8); }},
        // 8. The convolution theorem
        {"08", 1, 'c', "Convolution with a 5 x 5 box is multiplication of the spectra.", K::Scene,
         [](const QJsonObject& s) { return convolutionTheorem(s); }},
        {"08", 1, 'c', "Predict: what does a box's spectrum look like?", K::Question, none},
        {"08", 1, 'a', "Two sincs multiplied: a bright centre, dark lines about every 102 bins (512 / 5) and weaker side lobes between them.",
         K::Claim, [](const QJsonObject& s) { return boxSpectrum(s); }},
        {"08", 2, 'c', "A Gaussian kernel's spectrum is a Gaussian too: no side lobe above 0.1 % of its centre, so a smooth blur.", K::Claim,
         [](const QJsonObject& s) { return gaussianSpectrum(s); }},
        {"08", 3, 'c', "The Sobel kernel for x: a difference across, a smoothing down.", K::Scene,
         holds({{"lab/kernel", "\"sobel-x\""}})},
        {"08", 3, 'c', "Predict: which edges will it keep?", K::Question, none},
        {"08", 3, 'a', "The vertical edges only: its spectrum is zero along the vertical axis (u = 0), where nothing changes from left to right.",
         K::Claim, [](const QJsonObject& s) { return sobelSpectrum(s); }},
        {"08", 4, 'c', "Motion blur along 45 degrees, on a zero-padded grid (a linear convolution):", K::Scene,
         holds({{"lab/kernel", "\"motion:9,45\""}, {"lab/padding", "\"zero\""}})},
        {"08", 4, 'c', "its spectrum is a sinc stretched across the direction of motion.", K::Claim,
         [](const QJsonObject& s) { return motionSpectrum(s); }},
    };
    return lines;
}

} // namespace lesson_claims
