#include "lab_python_script.h"

#include "errors.h"
#include "image_io.h"
#include "lab_json.h"
#include "preset.h"
#include "python_script.h"

#include <QFile>
#include <QFileDevice>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStringList>

#include <array>
#include <charconv>
#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace passband {

namespace {

QString number(double value) { return pythonNumber(value); }

// The options of each command that give these settings, defaults left out.
QString weightWord(double w, const char* zero, const char* one)
{
    return w == 0 ? QString(zero) : w == 1 ? QString(one) : number(w);
}

QStringList mixOptions(const LabSettings& s, const LabPythonOptions& o)
{
    QStringList a;
    if (s.mix.unitMagnitude || s.mix.magnitudeB != 0)
        a << "--magnitude-from" << (s.mix.unitMagnitude ? QString("one") : weightWord(s.mix.magnitudeB, "a", "b"));
    if (s.mix.zeroPhase || s.mix.phaseB != 1)
        a << "--phase-from" << (s.mix.zeroPhase ? QString("zero") : weightWord(s.mix.phaseB, "a", "b"));
    if (o.mapping != OutputMapping::Normalize)
        a << "--map" << mappingName(o.mapping);
    return a;
}

QStringList hybridOptions(const LabSettings& s, const LabPythonOptions& o)
{
    QStringList a;
    if (s.hybrid.lowpass != HybridSettings{}.lowpass)
        a << "--lowpass" << number(s.hybrid.lowpass);
    if (s.hybrid.highpass != HybridSettings{}.highpass)
        a << "--highpass" << number(s.hybrid.highpass);
    if (o.mapping != OutputMapping::Clamp)
        a << "--map" << mappingName(o.mapping);
    return a;
}

QStringList convolveOptions(const LabSettings& s, const LabPythonOptions& o)
{
    QStringList a;
    a << "--kernel" << (o.kernelFile.isEmpty() ? QString::fromStdString(s.convolution.kernel.name) : o.kernelFile);
    if (s.convolution.zeroPadding)
        a << "--padding" << "zero";
    if (!o.autoMapping)
        a << "--map" << mappingName(o.mapping);
    return a;
}

QStringList subsampleOptions(const LabSettings& s, const LabPythonOptions& o)
{
    QStringList a;
    a << "--factor" << QString::number(s.sampling.factor);
    if (s.sampling.antialias == AntiAliasing::Nyquist)
        a << "--antialias";
    if (s.sampling.antialias == AntiAliasing::CurrentFilter && o.lowpass && o.lowpass->lowpass) {
        a << "--lowpass" << number(*o.lowpass->lowpass);
        if (o.lowpass->shape != FilterShape::Ideal)
            a << "--shape" << shapeName(o.lowpass->shape);
        if (o.lowpass->shape == FilterShape::Butterworth && o.lowpass->order != 2)
            a << "--order" << QString::number(o.lowpass->order);
    }
    return a;
}

// The output mapping as mapLabPlanes (core/lab.cpp) does it.
QStringList mapFunction(OutputMapping mapping, bool autoChosen)
{
    QStringList py;
    py << "" << "";
    py << "def map_output(g, low, high, integer):";
    py << "    \"\"\"The output mapping, over all channels together so colours keep their balance, into the";
    py << "    range of the image the result is made from (A for two images): 0..maxval, rounded half up,";
    py << "    or a float image's own low..high.";
    if (mapping != OutputMapping::Clamp) {
        py << "    A spread (or a largest |g|) of at most 1e-5 of the larger of the range and the largest |g|";
        py << "    counts as none.";
    }
    py << "    \"\"\"";
    switch (mapping) {
    case OutputMapping::Normalize:
        py << "    smallest, largest = g.min(), g.max()"
           << "    flat = 1e-5 * max(high - low, abs(smallest), abs(largest))"
           << "    # normalize: the result's own minimum..maximum stretched onto the range"
           << "    y = low + ((g - smallest) * ((high - low) / (largest - smallest)) if largest - smallest > flat else 0 * g)";
        break;
    case OutputMapping::Magnitude:
        py << "    smallest, largest, peak = g.min(), g.max(), np.abs(g).max()"
           << "    flat = 1e-5 * max(high - low, abs(smallest), abs(largest))"
           << QString(autoChosen ? "    # magnitude (auto chose it: the kernel's weights sum to 0): |g| / max |g| onto the range"
                                 : "    # magnitude: |g| / max |g| onto the range (white edges on black)")
           << "    y = low + (np.abs(g) * ((high - low) / peak) if peak > flat else 0 * g)";
        break;
    default:
        if (autoChosen)
            py << "    # clamp (auto chose it: the kernel's weights do not sum to 0)";
        py << "    y = g  # clamp: the values as they are, clipped to the range";
        break;
    }
    py << "    y = np.clip(y, low, high)";
    py << "    return np.floor(y + 0.5) if integer else y";
    return py;
}

// The distance from DC on the half spectrum, as the filter's and the hybrid's gains take it.
QStringList distanceFunction()
{
    return {"",
            "",
            "def distance_squared(width, height):",
            "    \"\"\"D^2 = u^2 + v^2 on the half spectrum Passband keeps (u >= 0, as numpy's rfft2 keeps it):",
            "    u and the signed v (v if v <= H/2 else v - H) in bins from DC.\"\"\"",
            "    u = np.arange(width // 2 + 1, dtype=np.float64)[np.newaxis, :]",
            "    v = np.arange(height)",
            "    v = np.where(2 * v <= height, v, v - height).astype(np.float64)[:, np.newaxis]",
            "    return u**2 + v**2"};
}

// What mix and hybrid do to A and B before they are transformed (core/lab.cpp's labPlanes).
QStringList twoImageFunctions()
{
    return {"",
            "",
            "def lab_planes(samples, channels):",
            "    \"\"\"An image as the lab takes it: its colour channels, alpha left out; with one channel, grey",
            "    (a colour image's luminance 0.299 R + 0.587 G + 0.114 B, in double precision and not",
            "    rounded to the image's levels).\"\"\"",
            "    if channels == 3:",
            "        return samples[:, :, :3]",
            "    if samples.shape[2] >= 3:",
            "        return (0.299 * samples[:, :, 0] + 0.587 * samples[:, :, 1] + 0.114 * samples[:, :, 2])[:, :, np.newaxis]",
            "    return samples[:, :, :1]",
            "",
            "",
            "def fill(plane, width, height):",
            "    \"\"\"B resized to fill A's width x height with its proportions kept, as a photo fills a frame:",
            "    scaled by s = max(W/w, H/h), its middle (W/s) x (H/s) kept; bilinear, pixel centres",
            "    aligned: output pixel x reads B at left + (x + 1/2)/s - 1/2, clamped to the edge, left =",
            "    (w - W/s)/2 (and so down). This is Passband's own resampling, not Pillow's resize, so",
            "    the two agree sample for sample.\"\"\"",
            "    h, w = plane.shape",
            "    s = max(width / w, height / h)",
            "",
            "    def taps(count, start, size):",
            "        at = np.clip(start + (np.arange(count) + 0.5) / s - 0.5, 0.0, size - 1)",
            "        first = np.floor(at).astype(int)",
            "        return first, np.minimum(first + 1, size - 1), at - first",
            "",
            "    x0, x1, fx = taps(width, (w - width / s) / 2, w)",
            "    y0, y1, fy = taps(height, (h - height / s) / 2, h)",
            "    fx, fy = fx[np.newaxis, :], fy[:, np.newaxis]",
            "    top = (1 - fx) * plane[y0][:, x0] + fx * plane[y0][:, x1]",
            "    bottom = (1 - fx) * plane[y1][:, x0] + fx * plane[y1][:, x1]",
            "    return (1 - fy) * top + fy * bottom"};
}

QStringList mixFunction(const MixSettings& s)
{
    QStringList py;
    py << "" << "" << "def unit(z):"
       << "    \"\"\"A unit phasor in z's direction, e^(i arg z); 1 where z = 0, as arg 0 = 0.\"\"\""
       << "    m = np.abs(z)"
       << "    return np.where(m > 0, z / np.where(m > 0, m, 1), 1)";
    py << "" << "" << "def combine(FA, FB):";
    py << "    \"\"\"Magnitude and phase, bin by bin: F = M e^(i phi).\"\"\"";
    if (s.unitMagnitude)
        py << "    M = np.ones(FA.shape)  # --magnitude-from one: M = 1 everywhere (phase only)";
    else if (s.magnitudeB == 0)
        py << "    M = np.abs(FA)  # the magnitude from a: M = |F_A|";
    else if (s.magnitudeB == 1)
        py << "    M = np.abs(FB)  # the magnitude from b: M = |F_B|";
    else
        py << QString("    W = %1  # a weight W of b: M = (1 - W)|F_A| + W|F_B|").arg(number(s.magnitudeB))
           << "    M = (1 - W) * np.abs(FA) + W * np.abs(FB)";
    if (s.zeroPhase)
        py << "    phasor = np.ones(FA.shape)  # --phase-from zero: phi = 0 everywhere (magnitude only)";
    else if (s.phaseB == 0)
        py << "    phasor = unit(FA)  # the phase from a: phi = arg F_A";
    else if (s.phaseB == 1)
        py << "    phasor = unit(FB)  # the phase from b: phi = arg F_B";
    else
        py << QString("    W = %1  # a weight W of b: phi is the direction of p = (1 - W) F_A/|F_A| + W F_B/|F_B|")
                  .arg(number(s.phaseB))
           << "    p = (1 - W) * unit(FA) + W * unit(FB)"
           << "    # Where the two cancel (|p| <= 1e-4: opposite phases half way), the phase of the weightier"
           << "    # side, A's at exactly a half."
           << QString("    phasor = np.where(np.abs(p) > 1e-4, unit(p), unit(%1))").arg(s.phaseB <= 0.5 ? "FA" : "FB");
    py << "    return M * phasor";
    return py;
}

QStringList hybridFunction(const HybridSettings& s)
{
    QStringList py = distanceFunction();
    py << "" << "" << "def combine(FA, FB, width, height):";
    py << "    \"\"\"A hybrid image (Oliva, Torralba & Schyns 2006), bin by bin: F_A exp(-D^2/(2 R1^2)) +";
    py << "    F_B (1 - exp(-D^2/(2 R2^2))), D the distance from DC in spectrum pixels.\"\"\"";
    py << "    D2 = distance_squared(width, height)";
    py << QString("    low = np.exp(-D2 / (2 * %1**2))  # A's Gaussian low-pass, R1 = %1 (--lowpass)").arg(number(s.lowpass));
    py << QString("    high = -np.expm1(-D2 / (2 * %1**2))  # B's Gaussian high-pass, R2 = %1 (--highpass): 1 - exp(...)")
              .arg(number(s.highpass));
    py << "    return FA * low + FB * high";
    return py;
}

// A named kernel built by its definition (README "Lab"), or a kernel file's values as they are.
QStringList kernelFunction(const SpatialKernel& k, bool fromFile)
{
    QStringList py;
    py << "" << "" << "def kernel():";
    const QString name = QString::fromStdString(k.name);
    const QString spec = name.toLower();
    const std::string arguments = k.name.substr(std::min(k.name.size(), k.name.find(':') + 1));
    const auto value = [](const std::string& text) { return std::strtod(text.c_str(), nullptr); };
    if (!fromFile && spec.startsWith("box:")) {
        py << QString("    \"\"\"%1: %2 x %2 of 1/%2^2.\"\"\"").arg(name).arg(k.width)
           << QString("    return np.full((%1, %1), 1 / %1**2)").arg(k.width);
    } else if (!fromFile && spec.startsWith("gaussian:")) {
        const int radius = k.width / 2;
        py << QString("    \"\"\"%1: exp(-(x^2 + y^2) / (2 sigma^2)) normalised to sum 1, on ceil(3 sigma) = %2 pixels").arg(name).arg(radius)
           << QString("    each side of the centre (a side of %1).\"\"\"").arg(k.width)
           << QString("    sigma = %1").arg(number(value(arguments)))
           << QString("    x = np.arange(-%1, %1 + 1, dtype=np.float64)").arg(radius)
           << "    k = np.exp(-(x[np.newaxis, :]**2 + x[:, np.newaxis]**2) / (2 * sigma * sigma))"
           << "    return k / k.sum()";
    } else if (!fromFile && spec.startsWith("motion:")) {
        const std::size_t comma = arguments.find(',');
        const int length = static_cast<int>(value(arguments.substr(0, comma)));
        const double angle = comma == std::string::npos ? 0.0 : value(arguments.substr(comma + 1));
        py << QString("    \"\"\"%1: a line of LENGTH samples through the centre at ANGLE degrees").arg(name)
           << "    (counter-clockwise as the image shows it): sample i = -r..r, r = (LENGTH - 1)/2, lies at"
           << "    (r + round(i cos a), r - round(i sin a)), halves rounded away from zero, each weighing"
           << "    1/LENGTH; where two land on one pixel their weights add.\"\"\""
           << QString("    length, angle = %1, %2").arg(length).arg(number(angle))
           << "    r = length // 2"
           << "    a = angle * math.pi / 180"
           << "    # round(t), halves away from zero (as C's lround: exact, where floor(|t| + 0.5) is not)"
           << "    away = lambda t: int(math.copysign(math.floor(abs(t)) + (abs(t) % 1 >= 0.5), t))"
           << "    k = np.zeros((length, length))"
           << "    for i in range(-r, r + 1):"
           << "        k[r - away(i * math.sin(a)), r + away(i * math.cos(a))] += 1 / length"
           << "    return k";
    } else {
        py << QString("    \"\"\"%1, rows written top to bottom as the image shows them.\"\"\"")
                  .arg(fromFile ? "The kernel file " + name : name);
        QStringList rows;
        for (int y = 0; y < k.height; ++y) {
            QStringList row;
            for (int x = 0; x < k.width; ++x)
                row << number(k.at(x, y));
            rows << "[" + row.join(", ") + "]";
        }
        py << "    return np.array([" + rows.join(",\n                     ") + "], dtype=np.float64)";
    }
    py << "" << "" << "def kernel_spectrum(width, height):";
    py << "    \"\"\"DFT(kernel): the kernel zero-filled to the width x height grid with its centre element at";
    py << "    (0, 0): element (i, j) at ((i - rx) mod width, (j - ry) mod height).\"\"\"";
    py << "    k = kernel()";
    py << "    kh, kw = k.shape";
    py << "    grid = np.zeros((height, width))";
    py << "    for j in range(kh):";
    py << "        for i in range(kw):";
    py << "            grid[(j - kh // 2) % height, (i - kw // 2) % width] += k[j, i]";
    py << "    return np.fft.rfft2(grid)";
    return py;
}

// The low-pass gain before sampling, as the filter's (README "The filter"), on the image's own grid.
QStringList lowpassFunction(const SamplingSettings& s, const std::optional<FilterSettings>& own)
{
    QStringList py = distanceFunction();
    py << "" << "" << "def lowpass_gain(width, height):";
    if (s.antialias == AntiAliasing::Nyquist) {
        py << "    \"\"\"--antialias: an ideal low-pass at the new Nyquist frequency, R = min(W, H)/(2N) spectrum";
        py << "    pixels: passes D < R (D = R is stopped).\"\"\"";
        py << "    R = min(width, height) / (2 * FACTOR)";
        py << "    return (np.sqrt(distance_squared(width, height)) < R).astype(np.float64)";
        return py;
    }
    const FilterSettings& f = *own;
    const double r = f.lowpass.value_or(0);
    py << "    \"\"\"--lowpass: a low-pass of your own, radius R spectrum pixels from DC.\"\"\"";
    py << "    D = np.sqrt(distance_squared(width, height))";
    py << QString("    R = %1").arg(number(r));
    switch (f.shape) {
    case FilterShape::Ideal: py << "    return (D < R).astype(np.float64)  # ideal: passes D < R (D = R is stopped)"; break;
    case FilterShape::Gaussian:
        py << (r == 0 ? QString("    return (D == 0).astype(np.float64)  # R = 0 passes DC alone")
                      : QString("    return np.exp(-D**2 / (2 * R**2))  # Gaussian: exp(-D^2 / (2 R^2))"));
        break;
    case FilterShape::Butterworth:
        py << (r == 0 ? QString("    return (D == 0).astype(np.float64)  # R = 0 passes DC alone")
                      : QString("    return 1 / (1 + (D / R) ** (2 * %1))  # Butterworth, order n = %1: 1/(1 + (D/R)^(2n))")
                            .arg(f.order));
        break;
    }
    return py;
}

// Each command's functions and main(), after the shared ones.
QStringList twoImageMain(const QStringList& combineFunction, const QString& combineArguments)
{
    QStringList py;
    py << twoImageFunctions();
    py << combineFunction;
    py << "" << "" << "def main():";
    py << "    if len(sys.argv) != 4:";
    py << "        sys.exit(\"usage: python3 \" + sys.argv[0] + \" A B OUTPUT\")";
    py << "    a, maxval, low, high = read_image(sys.argv[1])";
    py << "    b, b_maxval, b_low, b_high = read_image(sys.argv[2])";
    py << "    rows, columns = a.shape[:2]";
    py << "    # Both taken grey if either is; otherwise each colour channel is done alike.";
    py << "    channels = 3 if a.shape[2] >= 3 and b.shape[2] >= 3 else 1";
    py << "    a, b = lab_planes(a, channels), lab_planes(b, channels)";
    py << "    if b.shape[:2] != (rows, columns):";
    py << "        b = np.stack([fill(b[:, :, c], columns, rows) for c in range(channels)], axis=2)";
    py << "    if (b_maxval, b_low, b_high) != (maxval, low, high):";
    py << "        # B's levels scaled from B's range to A's (0..65535 to 0..255 for a 16-bit B with an";
    py << "        # 8-bit A, a float B's low..high to A's): the output has A's depth.";
    py << "        span = b_high - b_low";
    py << "        b = low + (b - b_low) * ((high - low) / span if span > 0 else 1.0)";
    py << "    # The real part of the inverse DFT (numpy's irfft2 on the half spectrum, 1/(W H)";
    py << "    # normalised) of the two spectra combined.";
    py << QString("    g = np.stack([np.fft.irfft2(combine(np.fft.rfft2(a[:, :, c]), np.fft.rfft2(b[:, :, c])%1), s=(rows, columns))")
              .arg(combineArguments);
    py << "                  for c in range(channels)], axis=2)";
    py << "    write_result(sys.argv[3], map_output(g, low, high, maxval is not None), maxval, low, high)";
    return py;
}

QStringList mixMain(const LabSettings& s, const LabPythonOptions&) { return twoImageMain(mixFunction(s.mix), ""); }
QStringList hybridMain(const LabSettings& s, const LabPythonOptions&)
{
    return twoImageMain(hybridFunction(s.hybrid), ", columns, rows");
}

QStringList convolveMain(const LabSettings& s, const LabPythonOptions& o)
{
    QStringList py;
    const bool zero = s.convolution.zeroPadding;
    py << kernelFunction(s.convolution.kernel, !o.kernelFile.isEmpty());
    py << "" << "" << "def convolve(f, K):";
    py << "    \"\"\"The convolution theorem: IDFT(DFT(image) DFT(kernel)), which is g(x, y) = sum h(i, j)";
    py << "    f(x - i, y - j): the kernel is flipped against the image (a convolution, not a correlation).\"\"\"";
    if (zero) {
        py << "    # --padding zero: on a 2W x 2H grid of zeros, the image in its top-left quarter, and cropped:"
           << "    # a linear convolution, no wraparound."
           << "    rows, columns = f.shape"
           << "    padded = np.zeros((2 * rows, 2 * columns))"
           << "    padded[:rows, :columns] = f"
           << "    return np.fft.irfft2(np.fft.rfft2(padded) * K, s=padded.shape)[:rows, :columns]";
    } else {
        py << "    # --padding circular: what the DFT does, the image wraps around (a blur pulls the opposite"
           << "    # border in)."
           << "    return np.fft.irfft2(np.fft.rfft2(f) * K, s=f.shape)";
    }
    py << "" << "" << "def main():";
    py << "    if len(sys.argv) != 3:";
    py << "        sys.exit(\"usage: python3 \" + sys.argv[0] + \" INPUT OUTPUT\")";
    py << "    samples, maxval, low, high = read_image(sys.argv[1])";
    py << "    rows, columns, channels = samples.shape";
    py << "    colour = 3 if channels >= 3 else 1  # each colour channel alike; alpha is left out";
    py << (zero ? "    K = kernel_spectrum(2 * columns, 2 * rows)" : "    K = kernel_spectrum(columns, rows)");
    py << "    g = np.stack([convolve(samples[:, :, c], K) for c in range(colour)], axis=2)";
    py << "    write_result(sys.argv[2], map_output(g, low, high, maxval is not None), maxval, low, high)";
    return py;
}

QStringList subsampleMain(const LabSettings& s, const LabPythonOptions& o)
{
    const bool filtered = s.sampling.antialias != AntiAliasing::None;
    QStringList py;
    if (filtered)
        py << lowpassFunction(s.sampling, o.lowpass);
    py << "" << "" << "def main():";
    py << "    if len(sys.argv) != 3:";
    py << "        sys.exit(\"usage: python3 \" + sys.argv[0] + \" INPUT OUTPUT\")";
    py << "    samples, maxval, low, high = read_image(sys.argv[1])";
    py << "    rows, columns, channels = samples.shape";
    if (filtered) {
        py << "    # The low-pass first, as `passband filter` applies it (edges 'none': the image as it is, a"
           << "    # tile of a periodic plane), each colour channel alike, mapped by clamp; alpha carried."
           << "    colour = 3 if channels >= 3 else 1"
           << "    H = lowpass_gain(columns, rows)"
           << "    g = np.stack([np.fft.irfft2(np.fft.rfft2(samples[:, :, c]) * H, s=(rows, columns))"
           << "                  for c in range(colour)], axis=2)"
           << "    samples[:, :, :colour] = map_output(g, low, high, maxval is not None)";
    }
    py << "    # Sampling: pixel (N x, N y) for the output's (x, y), floor(W/N) x floor(H/N) of them, every";
    py << "    # channel at its own depth.";
    py << "    out = samples[:rows // FACTOR * FACTOR:FACTOR, :columns // FACTOR * FACTOR:FACTOR]";
    py << "    write_result(sys.argv[2], out, maxval, low, high)";
    return py;
}

// The scripts' table of lab modes, as labModes() is core's: the modes written as scripts, each
// with its command, whether it takes B, what it is (a transform of two images, a convolution,
// a sampling), its options and its main().
struct ModeScript {
    LabMode mode;
    const char* command;
    bool takesTwo, convolves, samples;
    QStringList (*options)(const LabSettings&, const LabPythonOptions&);
    QStringList (*main)(const LabSettings&, const LabPythonOptions&);
};

const ModeScript* scriptFor(LabMode mode)
{
    static const ModeScript table[] = {
        {LabMode::Mix, "mix", true, false, false, mixOptions, mixMain},
        {LabMode::Hybrid, "hybrid", true, false, false, hybridOptions, hybridMain},
        {LabMode::Convolution, "convolve", false, true, false, convolveOptions, convolveMain},
        {LabMode::Sampling, "subsample", false, false, true, subsampleOptions, subsampleMain},
    };
    for (const ModeScript& entry : table)
        if (entry.mode == mode)
            return &entry;
    return nullptr;
}

} // namespace

QString labPythonScript(const LabSettings& s, const LabPythonOptions& o)
{
    const ModeScript* script = scriptFor(s.mode);
    if (!script)
        throw Error("Only mix, hybrid, convolve and subsample are written as Python scripts.");
    const bool two = script->takesTwo;
    const bool sampling = script->samples;
    const bool filtered = sampling && s.sampling.antialias != AntiAliasing::None;
    const QString files = two ? "A B OUTPUT" : "INPUT OUTPUT";
    QStringList command{"passband", script->command};
    command << (o.files.isEmpty() ? files.split(' ') : o.files) << script->options(s, o);
    QString what = QString::fromStdString(s.describe());
    if (!sampling)
        what += QString(", ") + mappingName(o.mapping);
    else if (s.sampling.antialias == AntiAliasing::CurrentFilter && o.lowpass)
        what = "sampling: 1 in " + QString::number(s.sampling.factor) + " pixels across and down, after " +
               QString::fromStdString(o.lowpass->describe());

    QStringList py;
    py << "#!/usr/bin/env python3";
    py << "r\"\"\"Passband's Fourier lab as NumPy: " + what + ".";
    py << "";
    py << "Made by Passband " + o.version + ". `python3 SCRIPT " + files + "` writes what";
    py << "    " + shellCommand(command).replace("\"\"\"", "\\\"\"\""); // inside a raw docstring
    if (sampling && !filtered) {
        py << "writes, sample for sample (samples are kept, not computed). It needs NumPy and Pillow, and";
        py << "imageio for TIFF (Debian: python3-numpy python3-pil python3-imageio). Each step is named as";
        py << "the Passband Manual's chapter \"Lab\" names it.";
    } else {
        py << QString("writes, within one grey level (Passband %1 in 32-bit floats on an OpenCL device, this")
                  .arg(sampling ? "filters" : "transforms");
        py << "script in 64-bit floats). It needs NumPy and Pillow, and imageio for TIFF (Debian:";
        py << "python3-numpy python3-pil python3-imageio). Each step is named as the Passband Manual's";
        py << "chapter \"Lab\" names it.";
    }
    py << "\"\"\"";
    if (script->convolves && s.convolution.kernel.name.rfind("motion", 0) == 0 && o.kernelFile.isEmpty())
        py << "import math";
    py << "import sys" << "import warnings" << "" << "import numpy as np" << "";
    py << "warnings.filterwarnings(\"ignore\", module=\"imageio\")  # older imageio's TIFF reader warns as it loads";
    if (script->convolves) { // its JSON holds every weight: the kernel() below says it
        py << "# The convolution: " + QString::fromStdString(s.convolution.describe());
    } else {
        py << "# The lab's settings, as Passband records them in the output's file:";
        py << "# " + QString::fromUtf8(labSettingsText(s));
    }
    if (sampling) {
        if (s.sampling.antialias == AntiAliasing::CurrentFilter && o.lowpass)
            py << "# The low-pass, as Passband's preset holds it: " + QString::fromUtf8(presetJson(*o.lowpass));
        py << QString("FACTOR = %1  # --factor N: keep 1 pixel in N across and down").arg(s.sampling.factor);
        py << (filtered ? "MAPPING = \"clamp\"  # the low-pass's output mapping"
                        : "MAPPING = \"clamp\"  # for read_image: no arithmetic is done on the samples");
    } else {
        py << "MAPPING = \"" + QString(mappingName(o.mapping)) + "\"  # the output mapping" +
                  (o.autoMapping ? " (auto chose it)" : "");
    }
    py << pythonImageFunctions().split('\n');
    py << "" << "" << "def write_result(path, out, maxval, low, high):";
    py << "    \"\"\"write_image, with a grey result in a .ppm file as Passband writes it there: P6, the";
    py << "    grey level in each of R, G and B.\"\"\"";
    py << "    if path.lower().endswith(\".ppm\") and out.shape[2] == 1:";
    py << "        out = np.repeat(out, 3, axis=2)";
    py << "    write_image(path, out, maxval, low, high)";
    if (sampling && filtered)
        py << mapFunction(OutputMapping::Clamp, false);
    else if (!sampling)
        py << mapFunction(o.mapping, o.autoMapping);

    py << script->main(s, o);
    py << "" << "";
    py << "if __name__ == \"__main__\":";
    py << "    main()";
    return py.join('\n') + '\n';
}

void saveLabPythonScript(const LabSettings& settings, const QString& path, const LabPythonOptions& options)
{
    QSaveFile file(path);
    const QByteArray text = labPythonScript(settings, options).toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        throw ImageFileError("Cannot write '" + path.toStdString() + "': " + file.errorString().toStdString() + ".");
    QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner | QFileDevice::ExeGroup |
                                    QFileDevice::ExeOther);
}

} // namespace passband
