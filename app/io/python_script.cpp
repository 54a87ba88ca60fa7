#include "python_script.h"

#include "image_io.h"
#include "mask_file.h"
#include "preset.h"

#include <QDir>
#include <QFileDevice>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStringList>

#include <array>
#include <charconv>

namespace passband {

namespace {

QString number(double value) { return pythonNumber(value); }

QString quoted(QString text)
{
    text.replace('\\', "\\\\").replace('"', "\\\"");
    return '"' + text + '"';
}

// What every script has: reading and writing images as Passband does (README "Images in and
// out"), with the libraries a NumPy user has.
const char* const kImages = R"PY(


def read_image(path):
    """The samples as float64 (rows, columns, channels), and the range the output is mapped
    into: 0..maxval for integer images (maxval = None for float images, whose range is their
    lowest..highest finite colour sample)."""
    name = path.lower()
    if name.endswith((".pgm", ".ppm", ".pnm")):
        samples, maxval = read_netpbm(path)
    else:
        if name.endswith((".tif", ".tiff")):
            import imageio  # every TIFF depth (Pillow reads 16-bit colour as 8 bits)
            samples = np.asarray(imageio.imread(path))
        else:
            from PIL import Image
            with Image.open(path) as image:
                if image.format == "PNG" and image.mode in ("RGB", "RGBA", "LA") and png_depth(path) == 16:
                    sys.exit(path + ": a 16-bit colour PNG, which Pillow reads as 8 bits; save it as TIFF")
                if image.mode not in ("L", "LA", "RGB", "RGBA", "I", "I;16", "F"):
                    image = image.convert("RGBA" if "transparency" in image.info else "RGB")
                samples = np.asarray(image)
        if samples.ndim == 2:
            samples = samples[:, :, np.newaxis]
        maxval = 255 if samples.dtype == np.uint8 else 65535 if samples.dtype.kind in "ui" else None
    samples = samples.astype(np.float64)
    colour = 3 if samples.shape[2] >= 3 else 1
    if maxval is not None:
        if samples.shape[2] in (2, 4) and MAPPING == "none":
            samples[:, :, -1] /= maxval  # alpha from 0 to 1, as a float image's
        return samples, maxval, 0.0, float(maxval)
    for c in range(samples.shape[2]):  # NaN and infinity: the mean of the channel's finite samples
        plane = samples[:, :, c]
        finite = np.isfinite(plane)
        plane[~finite] = plane[finite].mean() if finite.any() else 0.0
    low, high = samples[:, :, :colour].min(), samples[:, :, :colour].max()
    if low == high:  # a constant image still gets a range: Passband's, +-max(0.5, |v|/1000)
        pad = max(0.5, abs(low) * 1e-3)
        low, high = low - pad, high + pad
    return samples, None, low, high


def png_depth(path):
    with open(path, "rb") as f:
        return f.read(25)[24]  # IHDR's bit depth


def read_netpbm(path):
    """PGM and PPM (P2, P3, P5, P6) at any maxval."""
    with open(path, "rb") as f:
        data = f.read()
    fields, at = [], 2
    while len(fields) < 3:  # width, height, maxval, with '#' comments between them
        while data[at:at + 1].isspace():
            at += 1
        if data[at:at + 1] == b"#":
            at = data.index(b"\n", at)
            continue
        end = at
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(int(data[at:end]))
        at = end
    width, height, maxval = fields
    channels = 3 if data[:2] in (b"P3", b"P6") else 1
    count = width * height * channels
    if data[:2] in (b"P5", b"P6"):
        samples = np.frombuffer(data, ">u2" if maxval > 255 else "u1", count, at + 1)
    else:
        samples = np.array(data[at:].split()[:count], dtype=np.int64)
    return samples.reshape(height, width, channels), maxval


def write_image(path, out, maxval, low, high):
    """`out` written as Passband writes OUTPUT: integer images at their own depth, float
    images as 32-bit float TIFF, or, in an integer format, low..high onto 0..65535."""
    name = path.lower()
    if maxval is None and name.endswith((".tif", ".tiff")):
        import imageio
        imageio.imwrite(path, np.squeeze(out.astype(np.float32), axis=2) if out.shape[2] == 1 else out.astype(np.float32))
        return
    if maxval is None:
        colour = 3 if out.shape[2] >= 3 else 1
        scaled = np.empty_like(out)
        scaled[:, :, :colour] = (out[:, :, :colour] - low) * (65535 / (high - low))
        scaled[:, :, colour:] = out[:, :, colour:] * 65535  # alpha, 0..1
        out, maxval = np.clip(np.floor(scaled + 0.5), 0, 65535), 65535
    if name.endswith(".pgm") and out.shape[2] >= 3:  # a .pgm holds grey: the luminance
        out = np.floor(out[:, :, :3] @ [0.299, 0.587, 0.114] + 0.5)[:, :, np.newaxis]
    samples = out.astype(np.uint8 if maxval <= 255 else np.uint16)
    if name.endswith((".pgm", ".ppm", ".pnm")):
        samples = samples[:, :, :3] if samples.shape[2] >= 3 else samples[:, :, :1]
        if name.endswith(".ppm") and samples.shape[2] == 1:  # a .ppm holds colour: grey in R, G and B
            samples = np.repeat(samples, 3, axis=2)
        header = b"P6" if samples.shape[2] == 3 else b"P5"
        with open(path, "wb") as f:
            f.write(header + b"\n%d %d\n%d\n" % (samples.shape[1], samples.shape[0], maxval))
            f.write(samples.astype(">u2" if maxval > 255 else "u1").tobytes())
    elif name.endswith((".tif", ".tiff")):
        import imageio
        imageio.imwrite(path, np.squeeze(samples, axis=2) if samples.shape[2] == 1 else samples)
    else:
        from PIL import Image
        if samples.dtype == np.uint16 and samples.shape[2] > 1:
            sys.exit(path + ": Pillow writes no 16-bit colour PNG; give a .tif output")
        if name.endswith((".jpg", ".jpeg")) and (samples.dtype == np.uint16 or samples.shape[2] in (2, 4)):
            sys.exit(path + ": a JPEG holds 8 bits without alpha; give a .png or .tif output")
        Image.fromarray(np.squeeze(samples, axis=2) if samples.shape[2] == 1 else samples).save(path, quality=95)
)PY";

// The signed frequencies of the half spectrum, which the script's gain is evaluated on.
const char* const kFrequencies = R"PY(

def frequencies(width, height):
    """The half spectrum Passband keeps (u >= 0, as numpy's rfft2 keeps it): each bin's
    signed frequencies ku = u and kv = v if v <= H/2 else v - H, in bins from DC (v counting
    down, as the Spectrum pane shows it). On an even size the Nyquist row is kv = +H/2."""
    ku = np.arange(width // 2 + 1, dtype=np.float64)[np.newaxis, :]
    v = np.arange(height)
    kv = np.where(2 * v <= height, v, v - height).astype(np.float64)[:, np.newaxis]
    return ku, kv
)PY";

// The low-pass profile of a shape at radius R, as Python text over D.
QString lowpassOf(const FilterSettings& s, const QString& r, double radius)
{
    switch (s.shape) {
    case FilterShape::Ideal: return "(D < " + r + ")";
    case FilterShape::Gaussian:
        return radius == 0 ? QString("(D == 0)") : "np.exp(-D**2 / (2 * " + r + "**2))";
    case FilterShape::Butterworth:
        return radius == 0 ? QString("(D == 0)") : QString("1 / (1 + (D / %1) ** (2 * %2))").arg(r).arg(s.order);
    }
    return {};
}

QString gainFunction(const FilterSettings& s, bool scaled)
{
    QStringList py;
    const QString times = scaled ? " * scale" : "";
    py << "" << "";
    py << QString("def filter_gain(width, height%1):").arg(scaled ? ", scale" : "");
    py << (scaled ? QString("    \"\"\"H(u, v) on the half spectrum of the width x height grid that is transformed, `scale`\n"
                            "    bins per spectrum pixel of the image (2 on the mirrored grid: a frequency lies twice as far\n"
                            "    out, so radii and centres are doubled).\"\"\"")
                  : QString("    \"\"\"H(u, v) on the half spectrum of a width x height image.\"\"\""));
    py << "    ku, kv = frequencies(width, height)";
    if (s.isotropic) {
        py << "    # Isotropic radius: D counts cycles per pixel times the shorter side m, so a radius is a"
           << "    # circle in frequency (an ellipse in bins)."
           << QString("    m = min(width, height)")
           << "    D = np.hypot(ku * m / width, kv * m / height)";
    } else {
        py << "    D = np.hypot(ku, kv)  # radius D(u, v): the distance from DC in spectrum pixels";
    }
    const QString shape = s.shape == FilterShape::Butterworth ? QString("Butterworth, order %1").arg(s.order)
                          : s.shape == FilterShape::Gaussian  ? QString("Gaussian")
                                                              : QString("ideal");
    py << "    band = np.ones_like(D)  # the radial band b(D): the high-pass times the low-pass";
    if (s.highpassActive()) {
        const QString r = scaled ? "(" + number(*s.highpass) + times + ")" : number(*s.highpass);
        py << QString("    # High-pass, %1, radius R = %2 spectrum pixels: %3")
                  .arg(shape, number(*s.highpass),
                       s.shape == FilterShape::Ideal ? "passes D >= R (so D < R is stopped)"
                       : s.shape == FilterShape::Gaussian ? "1 - exp(-D^2 / (2 R^2))"
                                                          : "1 - 1/(1 + (D/R)^(2n))");
        py << (s.shape == FilterShape::Ideal ? "    band *= D >= " + r : "    band *= 1 - " + lowpassOf(s, r, *s.highpass));
    }
    if (s.lowpassActive()) {
        const QString r = scaled ? "(" + number(*s.lowpass) + times + ")" : number(*s.lowpass);
        py << QString("    # Low-pass, %1, radius R = %2 spectrum pixels: %3")
                  .arg(shape, number(*s.lowpass),
                       s.shape == FilterShape::Ideal ? "passes D < R (D = R is stopped)"
                       : *s.lowpass == 0           ? "R = 0 passes DC alone"
                       : s.shape == FilterShape::Gaussian ? "exp(-D^2 / (2 R^2))"
                                                          : "1/(1 + (D/R)^(2n))");
        py << "    band *= " + lowpassOf(s, r, *s.lowpass);
    }
    if (s.invert)
        py << "    band = 1 - band  # inverted: a band-pass becomes a band-reject, a low-pass a high-pass";
    if (s.emphasis.active())
        py << QString("    band = %1 + %2 * band  # emphasis K1 + K2 b(D) (high-frequency emphasis)")
                  .arg(number(s.emphasis.k1), number(s.emphasis.k2));
    py << "    H = band";
    if (s.homomorphic) {
        const Homomorphic& h = *s.homomorphic;
        py << QString("    # Homomorphic: H_h(D) = (GH - GL) (1 - exp(-C D^2 / D0^2)) + GL, GL = %1, GH = %2, C = %3, D0 = %4")
                  .arg(number(h.gammaL), number(h.gammaH), number(h.c), number(h.d0));
        py << QString("    H = H * ((%1 - %2) * (1 - np.exp(-%3 * D**2 / (%4%5)**2)) + %2)")
                  .arg(number(h.gammaH), number(h.gammaL), number(h.c), number(h.d0), times);
    }
    if (!s.notches.empty()) {
        py << "    # Notches: each pair stops a disc around (u, v) and its mirror (-u, -v), v counting down;"
           << "    # the gain at distance d from a centre is 0 inside r (ideal), 1 - exp(-d^2 / (2 r^2))"
           << "    # (Gaussian) or 1 - 1/(1 + (d/r)^(2n)) (Butterworth)."
           << "    for u, v, r, shape in NOTCHES:";
        if (scaled)
            py << "        u, v, r = u * scale, v * scale, r * scale";
        py << "        for sign in (1, -1):"
           << "            d = np.hypot(ku - sign * u, kv - sign * v)"
           << "            if shape == \"ideal\":"
           << "                H = H * (d >= r)"
           << "            elif shape == \"gaussian\":"
           << "                H = H * (1 - np.exp(-d**2 / (2 * r**2)))"
           << "            else:"
           << QString("                H = H * (1 - 1 / (1 + (d / r) ** (2 * %1)))").arg(s.order);
    }
    if (!s.wedges.empty()) {
        py << "    # Wedges: the axis at ANGLE degrees as the Spectrum pane shows it (0 to the right,"
           << "    # counter-clockwise); delta is a bin's angle from the axis folded into 0..90 degrees,"
           << "    # so the mirror counts too. The weight is 1 for delta < OPENING/2, with SOFT > 0 a raised"
           << "    # cosine across SOFT degrees; a stop wedge multiplies H by 1 - weight, a pass wedge by the"
           << "    # weight, for FROM <= D <= TO only, and never at DC."
           << "    for angle, opening, soft, low, high, passes in WEDGES:"
           << "        a = np.radians(angle)"
           << "        delta = np.degrees(np.arctan2(np.abs(-ku * np.sin(a) - kv * np.cos(a)),"
           << "                                      np.abs(ku * np.cos(a) - kv * np.sin(a))))"
           << "        if soft == 0:"
           << "            weight = (delta < opening / 2).astype(np.float64)"
           << "        else:"
           << "            t = np.clip((delta - opening / 2 + soft / 2) / soft, 0, 1)"
           << "            weight = 0.5 + 0.5 * np.cos(np.pi * t)"
           << QString("        inside = (D > 0) & (D >= low%1)").arg(times)
           << QString("        if high is not None:")
           << QString("            inside &= D <= high%1").arg(times)
           << "        H = np.where(inside, H * (weight if passes else 1 - weight), H)";
    }
    if (s.mask) {
        py << "    # The painted mask: the pixel of the centred spectrum (DC at (W//2, H//2)) showing each"
           << "    # bin's nearest image frequency, made symmetric through DC (stop wins)."
           << "    mask = read_mask()"
           << "    mh, mw = mask.shape"
           << "    mirror = mask[(2 * (mh // 2) - np.arange(mh)) % mh][:, (2 * (mw // 2) - np.arange(mw)) % mw]"
           << "    mask = np.minimum(mask, mirror)";
        if (scaled)
            py << "    nearest = lambda k: np.sign(k) * np.floor(np.abs(k) / scale + 0.5)";
        else
            py << "    nearest = lambda k: k";
        py << "    x = ((nearest(ku) + mw // 2) % mw).astype(int)"
           << "    y = ((nearest(kv) + mh // 2) % mh).astype(int)"
           << "    H = H * mask[y, x]";
    }
    py << "    return H";
    return py.join('\n') + '\n';
}

} // namespace

QString pythonNumber(double value)
{
    std::array<char, 32> text{};
    const auto [end, error] = std::to_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() ? QString::fromLatin1(text.data(), int(end - text.data())) : QString::number(value, 'g', 17);
}

QStringList filterArguments(const FilterSettings& s, const QString& maskFile)
{
    QStringList a;
    if (s.highpassActive())
        a << "--highpass" << number(*s.highpass);
    if (s.lowpassActive())
        a << "--lowpass" << number(*s.lowpass);
    if (s.shape != FilterShape::Ideal)
        a << "--shape" << shapeName(s.shape);
    if (s.order != 2)
        a << "--order" << QString::number(s.order);
    if (s.mapping != OutputMapping::Auto)
        a << "--map" << mappingName(s.mapping);
    switch (s.edges.mode) {
    case EdgeHandling::Periodic: break;
    case EdgeHandling::Smooth: a << "--edges" << "smooth"; break;
    case EdgeHandling::Mirror: a << "--edges" << "mirror"; break;
    case EdgeHandling::Window:
        a << "--edges" << (s.edges.taper == 1 ? "hann" : "tukey");
        if (s.edges.taper != 1)
            a << "--taper" << number(s.edges.taper);
        break;
    }
    for (const Notch& n : s.notches)
        a << "--notch" << QString("%1,%2,%3,%4").arg(number(n.u), number(n.v), number(n.radius), shapeName(n.shape));
    if (s.invert)
        a << "--invert";
    if (s.emphasis.active())
        a << "--emphasis" << number(s.emphasis.k1) + "," + number(s.emphasis.k2);
    if (s.isotropic)
        a << "--isotropic";
    for (const Wedge& w : s.wedges) {
        QString value = QString("%1,%2,%3,%4").arg(number(w.angle), number(w.opening), number(w.soft), number(w.rMin));
        if (w.rMax)
            value += "," + number(*w.rMax);
        a << (w.pass ? "--pass-wedge" : "--wedge") << value;
    }
    if (s.homomorphic)
        a << "--homomorphic"
          << QString("%1,%2,%3,%4").arg(number(s.homomorphic->gammaL), number(s.homomorphic->gammaH),
                                        number(s.homomorphic->c), number(s.homomorphic->d0));
    if (s.mask)
        a << "--mask" << maskFile;
    return a;
}

QString shellCommand(const QStringList& words)
{
    static const QRegularExpression plain("^[A-Za-z0-9_./:=,+-]+$");
    QStringList quoted;
    for (const QString& word : words)
        quoted << (plain.match(word).hasMatch() ? word : "'" + QString(word).replace("'", "'\\''") + "'");
    return quoted.join(' ');
}

QString pythonScript(const FilterSettings& s, const PythonScriptOptions& options)
{
    const OutputMapping mapping = options.removed ? s.removedMapping() : s.effectiveMapping();
    const QString mappingName = mapping == OutputMapping::Clamp       ? "clamp"
                                : mapping == OutputMapping::Normalize ? "normalize"
                                : mapping == OutputMapping::Magnitude ? "magnitude"
                                                                      : "none";
    const bool scaled = s.edges.mode == EdgeHandling::Mirror;
    QStringList py;
    py << "#!/usr/bin/env python3";
    py << "r\"\"\"Passband's filter as NumPy: " + QString::fromStdString(s.describe()) +
              (options.removed ? " (what it removes: input - result)" : "") + ".";
    py << "";
    py << "Made by Passband " + options.version + ". `python3 " + "SCRIPT INPUT OUTPUT` writes what";
    QStringList command = QStringList{"passband", "filter", options.input, options.output} +
                          filterArguments(s, options.maskFile);
    if (options.removed)
        command << "--removed";
    py << "    " + shellCommand(command).replace("\"\"\"", "\\\"\"\""); // inside a raw docstring
    py << "writes, within one grey level (Passband filters in 32-bit floats on an OpenCL device, this";
    py << "script in 64-bit floats). It needs NumPy and Pillow, and imageio for TIFF (Debian:";
    py << "python3-numpy python3-pil python3-imageio). Each step is named as the Passband Manual's";
    py << "chapter \"The filter\" names it.";
    py << "\"\"\"";
    py << "import os" << "import sys" << "import warnings" << "" << "import numpy as np" << "";
    py << "warnings.filterwarnings(\"ignore\", module=\"imageio\")  # older imageio's TIFF reader warns as it loads";
    py << "# The filter, as Passband's preset holds it:";
    py << "# " + QString::fromUtf8(presetJson(s));
    py << "MAPPING = " + quoted(mappingName) + QString("  # the output mapping%1")
                                                  .arg(s.mapping == OutputMapping::Auto ? " (auto chose it)" : "");
    if (!s.notches.empty()) {
        QStringList notches;
        for (const Notch& n : s.notches)
            notches << QString("(%1, %2, %3, %4)").arg(number(n.u), number(n.v), number(n.radius), quoted(QString(shapeName(n.shape))));
        py << "NOTCHES = [" + notches.join(", ") + "]  # (u, v, radius, shape) in spectrum pixels";
    }
    if (!s.wedges.empty()) {
        QStringList wedges;
        for (const Wedge& w : s.wedges)
            wedges << QString("(%1, %2, %3, %4, %5, %6)")
                          .arg(number(w.angle), number(w.opening), number(w.soft), number(w.rMin),
                               w.rMax ? number(*w.rMax) : QString("None"), w.pass ? "True" : "False");
        py << "WEDGES = [" + wedges.join(", ") + "]  # (angle, opening, soft, from, to, pass)";
    }
    if (s.mask)
        py << "MASK = os.path.join(os.path.dirname(os.path.abspath(__file__)), " + quoted(options.maskFile) + ")";
    py << QString::fromUtf8(kImages).split('\n');
    if (s.mask) {
        py << "" << ""
           << "def read_mask():"
           << "    \"\"\"The painted mask: a grey image, 0 stopping and its maxval passing.\"\"\""
           << "    samples, maxval, _, _ = read_image(MASK)"
           << "    return samples[:, :, 0] / maxval";
    }
    py << QString::fromUtf8(kFrequencies).split('\n');
    py << gainFunction(s, scaled).split('\n');
    py << "";
    py << "def filter_plane(f, H):";
    py << "    \"\"\"g = the real part of the inverse DFT of F H, F = DFT(f) unnormalised and the inverse";
    py << "    1/(W H) normalised; numpy's rfft2 and irfft2 work on the half spectrum as Passband does.\"\"\"";
    py << "    return np.fft.irfft2(np.fft.rfft2(f) * H, s=f.shape)";
    py << "";
    switch (s.edges.mode) {
    case EdgeHandling::Smooth:
        py << "" << "def smooth_component(f):"
           << "    \"\"\"Edges 'smooth': Moisan's periodic-plus-smooth decomposition f = p + s. The boundary"
           << "    image v holds each border's jump to the opposite border; S = V / (2 cos(2 pi q/W) +"
           << "    2 cos(2 pi r/H) - 4), S(0, 0) = 0.\"\"\""
           << "    h, w = f.shape"
           << "    v = np.zeros_like(f)"
           << "    v[:, 0] += f[:, -1] - f[:, 0]"
           << "    v[:, -1] += f[:, 0] - f[:, -1]"
           << "    v[0, :] += f[-1, :] - f[0, :]"
           << "    v[-1, :] += f[0, :] - f[-1, :]"
           << "    q, r = np.arange(w)[np.newaxis, :], np.arange(h)[:, np.newaxis]"
           << "    denominator = 2 * np.cos(2 * np.pi * q / w) + 2 * np.cos(2 * np.pi * r / h) - 4"
           << "    denominator[0, 0] = 1"
           << "    S = np.fft.fft2(v) / denominator"
           << "    S[0, 0] = 0"
           << "    return np.fft.ifft2(S).real" << "";
        break;
    case EdgeHandling::Window:
        py << "" << "def tukey(count, taper):"
           << "    \"\"\"The Tukey window of `count` points tapering `taper` of them (1: Hann).\"\"\""
           << "    n = np.arange(count, dtype=np.float64)"
           << "    span = count - 1"
           << "    ramp = taper * span / 2  # points in each cosine ramp"
           << "    w = np.ones(count)"
           << "    with np.errstate(divide=\"ignore\", invalid=\"ignore\"):"
           << "        w = np.where(n < ramp, 0.5 * (1 - np.cos(np.pi * n / ramp)), w)"
           << "        w = np.where(n > span - ramp, 0.5 * (1 - np.cos(np.pi * (span - n) / ramp)), w)"
           << "    return w if count >= 2 else np.ones(count)" << "";
        break;
    default: break;
    }
    py << "" << "def filter_channel(f, H):";
    py << "    \"\"\"One channel through the filter, with the edges handled as set.\"\"\"";
    const bool homomorphic = s.homomorphic.has_value();
    if (homomorphic)
        py << "    f = np.log1p(np.maximum(f, 0))  # homomorphic: z = ln(1 + max(f, 0)) is filtered, not f";
    switch (s.edges.mode) {
    case EdgeHandling::Periodic:
        py << "    g = filter_plane(f, H)  # edges 'none': the image as it is, a tile of a periodic plane";
        break;
    case EdgeHandling::Smooth:
        py << "    s = smooth_component(f)"
           << "    g = filter_plane(f - s, H) + s  # the periodic part filtered, the smooth part added back";
        break;
    case EdgeHandling::Mirror:
        py << "    # Edges 'mirror': the 2W x 2H tiling of the image and its mirror images, filtered at"
           << "    # twice the radius on the twice-finer grid, and the image's own quarter kept."
           << "    rows, columns = f.shape"
           << "    tiled = np.block([[f, f[:, ::-1]], [f[::-1, :], f[::-1, ::-1]]])"
           << "    g = filter_plane(tiled, H)[:rows, :columns]";
        break;
    case EdgeHandling::Window:
        py << QString("    # Edges '%1': (f - mean) w(x) w(y) + mean, a Tukey window tapering %2 of each side;")
                  .arg(s.edges.taper == 1 ? "hann" : "tukey", number(s.edges.taper))
           << "    # the result keeps the taper."
           << "    mean = f.mean()"
           << QString("    window = tukey(f.shape[0], %1)[:, np.newaxis] * tukey(f.shape[1], %1)[np.newaxis, :]")
                  .arg(number(s.edges.taper))
           << "    g = filter_plane((f - mean) * window + mean, H)";
        break;
    }
    if (homomorphic)
        py << "    return np.expm1(g)  # back from the log domain: exp(g) - 1";
    else
        py << "    return g";
    py << "" << "";
    py << "def map_output(g, low, high, integer):";
    py << "    \"\"\"The output mapping, over all colour channels together so colours keep their balance:";
    py << "    onto low..high (0..maxval), rounded half up for integer images. A spread (or a largest";
    py << "    |g|) of at most 1e-5 of the larger of the range and the largest |g| counts as none.\"\"\"";
    py << "    smallest, largest, peak = g.min(), g.max(), np.abs(g).max()";
    py << "    flat = 1e-5 * max(high - low, abs(smallest), abs(largest))";
    switch (mapping) {
    case OutputMapping::Clamp: py << "    y = np.clip(g, low, high)  # clamp"; break;
    case OutputMapping::Normalize:
        py << "    # normalize: the result's own minimum..maximum stretched onto the range"
           << "    y = low + ((g - smallest) / (largest - smallest) * (high - low) if largest - smallest > flat else 0 * g)";
        break;
    case OutputMapping::Magnitude:
        py << "    # magnitude: |g| / max |g| onto the range (white edges on black)"
           << "    y = low + (np.abs(g) / peak * (high - low) if peak > flat else 0 * g)";
        break;
    default: py << "    return g  # none: the real values as they are"; break;
    }
    if (mapping != OutputMapping::None)
        py << "    return np.clip(np.floor(y + 0.5), low, high) if integer else y";
    py << "" << "";
    py << "def main():";
    py << "    if len(sys.argv) != 3:";
    py << "        sys.exit(\"usage: python3 \" + sys.argv[0] + \" INPUT OUTPUT\")";
    py << "    samples, maxval, low, high = read_image(sys.argv[1])";
    if (mapping == OutputMapping::None)
        py << "    maxval = None  # --map none keeps real values: a float output";
    py << "    rows, columns, channels = samples.shape";
    py << "    colour = 3 if channels >= 3 else 1  # colour channel by channel; alpha carried through";
    if (scaled)
        py << "    H = filter_gain(2 * columns, 2 * rows, 2)";
    else
        py << "    H = filter_gain(columns, rows)";
    py << "    g = np.stack([filter_channel(samples[:, :, c], H) for c in range(colour)], axis=2)";
    if (options.removed)
        py << "    g = samples[:, :, :colour] - g  # what the filter removed: input - result, before the mapping";
    py << "    out = samples.copy()";
    py << "    out[:, :, :colour] = map_output(g, low, high, maxval is not None)";
    py << "    write_image(sys.argv[2], out, maxval, low, high)";
    py << "" << "";
    py << "if __name__ == \"__main__\":";
    py << "    main()";
    return py.join('\n') + '\n';
}

void savePythonScript(const FilterSettings& settings, const QString& path, PythonScriptOptions options)
{
    const QFileInfo info(path);
    if (settings.mask) {
        // Beside the script, under a name no file has: never over a mask the user gave or saved.
        options.maskFile = info.completeBaseName() + ".mask.png";
        for (int n = 2; QFileInfo::exists(info.dir().filePath(options.maskFile)); ++n)
            options.maskFile = QString("%1.mask-%2.png").arg(info.completeBaseName()).arg(n);
        saveMask(*settings.mask, info.dir().filePath(options.maskFile));
    }
    QSaveFile file(path);
    const QByteArray text = pythonScript(settings, options).toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        throw ImageFileError("Cannot write '" + path.toStdString() + "': " + file.errorString().toStdString() + ".");
    QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner | QFileDevice::ExeGroup |
                                    QFileDevice::ExeOther);
}

QString pythonImageFunctions() { return QString::fromUtf8(kImages); }

} // namespace passband
