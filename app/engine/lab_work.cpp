#include "lab_work.h"

#include "errors.h"
#include "hybrid_strip.h"
#include "image_io.h"
#include "pipeline.h"

#include <QCoreApplication>
#include <QPainter>
#include <QStringList>

#include <cmath>

namespace passband {

namespace {

// The context of this file's texts in the translations.
struct LabWork {
    Q_DECLARE_TR_FUNCTIONS(LabWork)
};

// One grey plane of the result (its luminance when colour), for its spectrum.
LabPlanes greyOf(const LabResult& planes, int width, int height)
{
    LabPlanes grey;
    grey.width = width;
    grey.height = height;
    std::vector<double> plane(planes.at(0).begin(), planes.at(0).end());
    if (planes.size() == 3)
        for (std::size_t i = 0; i < plane.size(); ++i)
            plane[i] = 0.299 * planes[0][i] + 0.587 * planes[1][i] + 0.114 * planes[2][i];
    grey.planes.push_back(std::move(plane));
    return grey;
}

QString partTitle(SpectrumPart part)
{
    switch (part) {
    case SpectrumPart::LogMagnitude: return LabWork::tr("log magnitude");
    case SpectrumPart::Phase: return LabWork::tr("phase");
    case SpectrumPart::Real: return LabWork::tr("real part");
    case SpectrumPart::Imaginary: return LabWork::tr("imaginary part");
    }
    return {};
}

QString percent(double weight) { return QString::number(std::lround(weight * 100)) + "%"; }

QString mixTitle(const MixSettings& s)
{
    const QString magnitude = s.unitMagnitude        ? LabWork::tr("|F| = 1")
                              : s.magnitudeB == 0    ? LabWork::tr("|F| of A")
                              : s.magnitudeB == 1    ? LabWork::tr("|F| of B")
                                                     : LabWork::tr("|F| %1 of the way to B").arg(percent(s.magnitudeB));
    const QString phase = s.zeroPhase        ? LabWork::tr("phase 0")
                          : s.phaseB == 0    ? LabWork::tr("phase of A")
                          : s.phaseB == 1    ? LabWork::tr("phase of B")
                                             : LabWork::tr("phase %1 of the way to B").arg(percent(s.phaseB));
    return LabWork::tr("Mix: %1, %2").arg(magnitude, phase);
}

// The bin (u, v) and its mirror ringed on a centred spectrum image of a W x H spectrum drawn
// in blocks of step x step bins.
QImage markBin(const Image& spectrum, int u, int v, int W, int H, int step)
{
    QImage image = toQImage(spectrum).convertToFormat(QImage::Format_RGB32);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal r = std::max(3.0, std::min(image.width(), image.height()) / 80.0);
    painter.setPen(QPen(QColor(255, 214, 0), std::max(1.0, r / 3)));
    for (const int sign : {1, -1})
        painter.drawEllipse(QPointF((W / 2 + sign * u + 0.5) / step, (H / 2 + sign * v + 0.5) / step), r, r);
    return image;
}

} // namespace

double LabInputs::MixMargins::reach(const MixSettings& s) const
{
    if (s.unitMagnitude != mix.unitMagnitude || s.zeroPhase != mix.zeroPhase)
        return 0;
    const double apart = std::max(std::abs(s.magnitudeB - mix.magnitudeB), std::abs(s.phaseB - mix.phaseB));
    return std::max(0.0, 1 - apart / kMarginReach);
}

const LabInputs::Entry& LabInputs::get(FourierLab& lab, int slot, const std::shared_ptr<const Image>& image, int channels,
                                       int width, int height, bool planes, std::optional<LabRange> into)
{
    Entry& e = entries_[slot];
    const LabRange* range = into ? &*into : nullptr;
    if (e.image == image && e.channels == channels && e.planes.width == width && e.planes.height == height &&
        e.into == into) {
        if (planes && !e.hasPlanes) {
            e.planes = labPlanes(*image, channels, width, height, range);
            e.hasPlanes = true;
        }
        return e;
    }
    e = {};
    e.planes = labPlanes(*image, channels, width, height, range);
    e.spectra = lab.transform(e.planes);
    e.hasPlanes = planes;
    if (!planes) // the spectra are what the mode reads
        std::vector<std::vector<double>>().swap(e.planes.planes);
    e.image = image;
    e.channels = channels;
    e.into = into;
    return e;
}

namespace {

// The screen pixels a w x h result covers in the pane: its own in a hybrid's strip.
QSize resultScreen(const LabRequest& r, int w, int h)
{
    const QSize pane(r.screenWidth, r.screenHeight);
    if (pane.isEmpty() || !labModeInfo(r.settings.mode).resultIsStrip)
        return pane;
    const QSize strip = distanceStripSize(QSize(w, h));
    return QSize(std::max(1, qRound(double(pane.width()) * w / strip.width())), pane.height());
}

// The lattice a preview of `r` takes: every pixel (none) where it is exact or has no screen.
Lattice previewLattice(const LabRequest& r, int w, int h)
{
    const QSize screen = resultScreen(r, w, h);
    return r.exact || screen.isEmpty() ? Lattice{} : latticeFor(w, h, screen.width(), screen.height());
}

// A hybrid's strip (distanceStrip) as the pane shows it on `pane` screen pixels, from a preview's
// samples of its w x h image: each copy the samples area-averaged to the pixels it covers, drawn
// on a canvas of four by four pixels to each screen pixel and averaged down, so that its edges
// cover their screen pixels in part, as the exact strip's do.
QImage stripPreview(const Image& samples, int w, int h, QSize pane)
{
    constexpr int kFiner = 4;
    const QSize strip = distanceStripSize(QSize(w, h));
    const QSize canvasSize = pane * kFiner;
    const double sx = double(canvasSize.width()) / strip.width(), sy = double(canvasSize.height()) / strip.height();
    QImage canvas(canvasSize, QImage::Format_RGB32);
    canvas.fill(Qt::white);
    {
        QPainter painter(&canvas);
        int x = 0;
        for (int k = 0; k < 4; ++k) {
            const int cw = std::max(1, w >> k), ch = std::max(1, h >> k);
            const QRect at(QPoint(qRound(x * sx), qRound((h - ch) * sy)),
                           QPoint(qRound((x + cw) * sx) - 1, qRound(h * sy) - 1));
            if (!at.isEmpty())
                painter.drawImage(at.topLeft(), screenImage(samples, at.size(), samples.rangeLow(), samples.rangeHigh(),
                                                            QSize(w, h)));
            x += cw + kStripGap;
        }
    }
    return canvas.scaled(pane, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
}

// The channels a mix or hybrid works in: colour where both images are.
int pairChannels(const LabRequest& r)
{
    return r.a->colourChannels() >= 3 && r.b->colourChannels() >= 3 ? 3 : 1;
}

} // namespace

namespace {

// What a preview of a mix (`mix`) or a hybrid at the request's screen needs, made if it is not.
void preparePair(FourierLab& lab, LabInputs& inputs, const LabRequest& request, bool mix)
{
    if (!request.a || !request.b)
        return;
    LabRequest r = request;
    r.exact = false;
    const int w = r.a->width, h = r.a->height;
    const Lattice lattice = previewLattice(r, w, h);
    if (lattice.full())
        return;
    const int channels = pairChannels(r);
    const LabInputs::Entry& ea = inputs.get(lab, 0, r.a, channels, w, h);
    const LabInputs::Entry& eb = inputs.get(lab, 1, r.b, channels, w, h, false, LabRange::of(*r.a));
    if (lab.previewReady(ea.spectra, eb.spectra, mix ? &r.settings.mix : nullptr, lattice))
        return;
    Image spectrum; // thrown away: made once so that its kernels are built too
    if (mix)
        lab.mixSampled(ea.spectra, eb.spectra, r.settings.mix, lattice, &spectrum, r.part);
    else
        lab.hybridSampled(ea.spectra, eb.spectra, r.settings.hybrid, lattice, &spectrum, r.part);
}

} // namespace

namespace {

// What every mode's computation shares: the request, A's size, channels and range, and the
// outcome it fills in.
struct LabJob {
    FourierLab& lab;
    LabInputs& inputs;
    const LabRequest& r;
    int w, h;
    int ownChannels; // A's: colour or grey
    int step;        // spectra drawn in blocks of step x step bins
    LabRange range;  // every result keeps A's depth
    LabOutcome out;

    void finish(const LabResult& planes, OutputMapping mapping, LabSpan* used = nullptr)
    {
        out.image = std::make_shared<Image>(mapLabPlanes(planes, w, h, mapping, range, std::nullopt, used));
        out.result = toQImage(*out.image);
    }
    void showSpectrum(const Image& spectrum)
    {
        out.middle = toQImage(spectrum);
        out.middleTitle = LabWork::tr("Spectrum of the result (%1)").arg(partTitle(r.part));
    }
};

// The least and greatest finite value of the planes (rows `width` long) at every stepX-th
// pixel across and stepY-th down, from the first: the pixels a lattice's preview takes.
LabSpan spanOf(const LabResult& planes, int width, int stepX, int stepY)
{
    double low = INFINITY, high = -INFINITY;
    for (const std::vector<float>& plane : planes) {
        const std::size_t rows = width > 0 ? plane.size() / static_cast<std::size_t>(width) : 0;
        for (std::size_t y = 0; y < rows; y += static_cast<std::size_t>(stepY))
            for (int x = 0; x < width; x += stepX) {
                const double v = plane[y * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)];
                if (std::isfinite(v)) {
                    low = std::min(low, v);
                    high = std::max(high, v);
                }
            }
    }
    return std::isfinite(low) ? LabSpan{low, high} : LabSpan{};
}

// Mix and Hybrid: A's and B's spectra combined bin by bin; previews at a lattice while a slider moves.
void computePair(LabJob& job, bool mix)
{
    auto& [lab, inputs, r, w, h, ownChannels, step, range, out] = job;
    if (!r.b)
        throw Error("Open a second image (B) first.");
    const int channels = pairChannels(r);
    const LabInputs::Entry& ea = inputs.get(lab, 0, r.a, channels, w, h);
    const LabInputs::Entry& eb = inputs.get(lab, 1, r.b, channels, w, h, false, LabRange::of(*r.a));
    // What was done to each to pair them: a colour A is made grey with a grey B too.
    QStringList notes;
    if (!ea.planes.note.empty())
        notes << LabWork::tr("A: %1").arg(QString::fromStdString(ea.planes.note));
    if (!eb.planes.note.empty())
        notes << LabWork::tr("B: %1").arg(QString::fromStdString(eb.planes.note));
    out.readout = notes.join(QStringLiteral("; "));
    {
        // B as used, for the class to see: the same cut, resize and grey, at a picture's size.
        const double shrink = std::min(1.0, double(LabOutcome::kSecondPictureSide) / std::max(w, h));
        const int pw = std::max(1, int(std::lround(w * shrink))), ph = std::max(1, int(std::lround(h * shrink)));
        const LabRange aRange = LabRange::of(*r.a);
        const LabPlanes used = labPlanes(*r.b, channels, pw, ph, &aRange);
        LabResult planes;
        for (const std::vector<double>& plane : used.planes)
            planes.emplace_back(plane.begin(), plane.end());
        out.second = toQImage(mapLabPlanes(planes, pw, ph, OutputMapping::Clamp, aRange));
    }
    const MixSettings& mixSettings = r.settings.mix;
    const HybridSettings& hybrid = r.settings.hybrid;
    const OutputMapping mapping = mix ? OutputMapping::Normalize : OutputMapping::Clamp;
    const QSize screen(r.screenWidth, r.screenHeight);
    const Lattice lattice = previewLattice(r, w, h);
    Image spectrum;
    if (lattice.full()) {
        const LabResult planes = mix ? lab.mix(ea.spectra, eb.spectra, mixSettings, &spectrum, r.part)
                                     : lab.hybrid(ea.spectra, eb.spectra, hybrid, &spectrum, r.part);
        LabSpan used;
        job.finish(planes, mapping, &used);
        if (mix && screen.width() > 0 && screen.height() > 0) {
            // Where its extremes lay beyond the samples a preview for this screen takes.
            const Lattice next = latticeFor(w, h, screen.width(), screen.height());
            const LabSpan sampled = spanOf(planes, w, next.stepX, next.stepY);
            const double span = sampled.high - sampled.low;
            inputs.mixMargins = span > 0 ? LabInputs::MixMargins{r.a, r.b, mixSettings, (sampled.low - used.low) / span,
                                                                 (used.high - sampled.high) / span}
                                         : LabInputs::MixMargins{};
        }
    } else {
        // A mix's normalisation takes the samples' span widened as the last exact result of
        // the same images was beyond its samples: a lattice misses the extreme pixels the whole
        // result's normalisation is set by (README "Lab"). The exact result follows.
        const LabResult planes = mix ? lab.mixSampled(ea.spectra, eb.spectra, mixSettings, lattice, &spectrum, r.part)
                                     : lab.hybridSampled(ea.spectra, eb.spectra, hybrid, lattice, &spectrum, r.part);
        std::optional<LabSpan> widened;
        const LabInputs::MixMargins& m = inputs.mixMargins;
        if (const double reach = m.reach(mixSettings); mix && m.a == r.a && m.b == r.b && reach > 0) {
            const LabSpan own = spanOf(planes, w / lattice.stepX, 1, 1);
            const double span = own.high - own.low;
            widened = LabSpan{own.low - reach * m.below * span, own.high + reach * m.above * span};
        }
        const Image samples = mapLabPlanes(planes, w / lattice.stepX, h / lattice.stepY, mapping, range, widened);
        out.resultScreen = mix ? screenImage(samples, screen, samples.rangeLow(), samples.rangeHigh(), QSize(w, h))
                               : stripPreview(samples, w, h, screen);
        out.exact = false;
        out.stepX = lattice.stepX;
        out.stepY = lattice.stepY;
    }
    job.showSpectrum(spectrum);
    if (mix && mixSettings.unitMagnitude && r.part == SpectrumPart::LogMagnitude) // one grey, not a failure
        out.middleTitle = LabWork::tr("Spectrum of the result: |F| = 1 everywhere, so one grey");
    out.resultScene = QSize(w, h);
    if (mix) {
        out.resultTitle = mixTitle(mixSettings);
    } else {
        if (out.exact)
            out.result = distanceStrip(out.result.format() == QImage::Format_Grayscale16
                                           ? out.result.convertToFormat(QImage::Format_Grayscale8)
                                           : out.result);
        out.resultScene = distanceStripSize(QSize(w, h));
        out.resultTitle = LabWork::tr("Hybrid (A low-pass %1, B high-pass %2) at 1, 1/2, 1/4, 1/8")
                              .arg(hybrid.lowpass)
                              .arg(hybrid.highpass);
        out.resultShort = LabWork::tr("Hybrid: A %1, B %2").arg(hybrid.lowpass).arg(hybrid.highpass);
    }
}

// Convolution: the kernel through the spectrum (circular, or zero-padded) beside its definition.
void computeConvolution(LabJob& job)
{
    auto& [lab, inputs, r, w, h, ownChannels, step, range, out] = job;
    const ConvolutionSettings& s = r.settings.convolution;
    const LabInputs::Entry& ea = inputs.get(lab, 0, r.a, ownChannels, w, h, true);
    const LabResult frequency = lab.convolve(ea.planes, s.kernel, s.zeroPadding);
    const LabResult spatial = lab.convolveSpatial(ea.planes, s.kernel, true);
    double worst = 0, largest = 0;
    LabResult difference = frequency;
    for (std::size_t c = 0; c < frequency.size(); ++c)
        for (std::size_t i = 0; i < frequency[c].size(); ++i) {
            difference[c][i] = frequency[c][i] - spatial[c][i];
            worst = std::max(worst, double(std::abs(difference[c][i])));
            largest = std::max(largest, double(std::abs(spatial[c][i])));
        }
    const OutputMapping mapping = std::abs(s.kernel.sum()) < 1e-9 ? OutputMapping::Magnitude : OutputMapping::Clamp;
    const QString kernel = QString::fromStdString(s.kernel.describe());
    out.resultShort = LabWork::tr("Convolution: %1").arg(QString::fromStdString(s.kernel.name));
    const QString padding = s.zeroPadding ? LabWork::tr("zero padding to 2W x 2H") : LabWork::tr("circular");
    if (s.view == ConvolutionView::FrequencyDomain) {
        job.finish(frequency, mapping);
        out.resultTitle = LabWork::tr("Convolution: %1 in the frequency domain (%2)").arg(kernel, padding);
    } else if (s.view == ConvolutionView::Spatial) {
        job.finish(spatial, mapping);
        out.resultTitle = LabWork::tr("Convolution: %1 by its definition (zeros beyond the borders)").arg(kernel);
    } else {
        job.finish(difference, OutputMapping::Magnitude);
        out.resultTitle = LabWork::tr("Convolution: |frequency domain (%1) - definition|, white = %2").arg(padding).arg(worst, 0, 'g', 3);
    }
    out.readout = LabWork::tr("Largest difference from the definition: %1 (of values up to %2)")
                      .arg(worst, 0, 'g', 3)
                      .arg(largest, 0, 'g', 4);
    out.middle = toQImage(lab.kernelSpectrumImage(s.kernel, w, h, r.part));
    out.middleTitle = LabWork::tr("Spectrum of the kernel %1 (%2)").arg(kernel, partTitle(r.part));
}

// Sampling: one pixel in N held as N x N blocks, and the samples' replicated spectrum.
void computeSampling(LabJob& job)
{
    auto& [lab, inputs, r, w, h, ownChannels, step, range, out] = job;
    const SamplingSettings& s = r.settings.sampling;
    const int n = s.factor;
    if (const std::string problem = s.validate(); !problem.empty())
        throw Error(problem);
    if (w < n || h < n)
        throw Error("The image is smaller than the sampling factor.");
    // Anti-aliasing with an ideal low-pass at the new Nyquist frequency, as `passband subsample
    // --antialias` does it (its result clamped to A's range).
    Image lowpassed;
    if (s.antialias == AntiAliasing::Nyquist) {
        FilterSettings nyquist;
        nyquist.highpass.reset();
        nyquist.lowpass = std::min(w, h) / (2.0 * n);
        nyquist.mapping = OutputMapping::Clamp;
        FilterPipeline pipeline(lab.context());
        pipeline.setImage(r.a);
        lowpassed = pipeline.apply(nyquist);
    }
    const LabPlanes planes = labPlanes(s.antialias == AntiAliasing::Nyquist ? lowpassed : *r.a, ownChannels, w, h);
    LabResult held(planes.planes.size());
    LabPlanes impulses; // the samples as an impulse train, N^2 each: its spectrum is the replicas'
    impulses.width = w;
    impulses.height = h;
    impulses.planes.assign(1, std::vector<double>(static_cast<std::size_t>(w) * h, 0.0));
    for (std::size_t c = 0; c < planes.planes.size(); ++c) {
        held[c].resize(planes.planes[c].size());
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                held[c][static_cast<std::size_t>(y) * w + x] =
                    static_cast<float>(planes.planes[c][static_cast<std::size_t>(y - y % n) * w + (x - x % n)]);
    }
    const std::vector<double> grey = greyOf(held, w, h).planes[0];
    for (int y = 0; y < h; y += n)
        for (int x = 0; x < w; x += n)
            impulses.planes[0][static_cast<std::size_t>(y) * w + x] = double(n) * n * grey[static_cast<std::size_t>(y) * w + x];
    job.finish(held, OutputMapping::Clamp);
    out.resultTitle = (s.antialias == AntiAliasing::CurrentFilter ? LabWork::tr("Sampling: 1 pixel in %1, as %1x%1 blocks, filtered first")
                       : s.antialias == AntiAliasing::Nyquist
                           ? LabWork::tr("Sampling: 1 pixel in %1, as %1x%1 blocks, low-passed at the new Nyquist frequency first")
                           : LabWork::tr("Sampling: 1 pixel in %1, as %1x%1 blocks, no anti-aliasing"))
                          .arg(n);
    out.resultShort = LabWork::tr("Sampling: 1 in %1").arg(n);
    out.middle = toQImage(lab.spectrumImage(lab.transform(impulses), r.part));
    out.middleTitle = LabWork::tr("Spectrum of the samples: replicas every %1 x %2 bins")
                          .arg(w / double(n), 0, 'g', 4)
                          .arg(h / double(n), 0, 'g', 4);
    out.readout = LabWork::tr("%1x%2 samples; frequencies beyond %3 cycles across and %4 down fold back")
                      .arg(w / n)
                      .arg(h / n)
                      .arg(w / (2.0 * n), 0, 'g', 4)
                      .arg(h / (2.0 * n), 0, 'g', 4);
}

// Basis: one bin's basis image, or the image rebuilt from its strongest coefficients.
void computeBasis(LabJob& job)
{
    auto& [lab, inputs, r, w, h, ownChannels, step, range, out] = job;
    const BasisSettings& s = r.settings.basis;
    const LabInputs::Entry& ea = inputs.get(lab, 0, r.a, ownChannels, w, h);
    const std::uint64_t total = static_cast<std::uint64_t>(w) * h;
    if (s.keep > 0) {
        std::uint64_t kept = 0;
        Image keptSpectrum;
        const LabResult planes = lab.keepStrongest(ea.spectra, s.keep, &kept, &keptSpectrum);
        job.finish(planes, OutputMapping::Clamp);
        out.resultTitle = LabWork::tr("Basis: rebuilt from the %1 strongest of %2 coefficients").arg(kept).arg(total);
        out.resultShort = LabWork::tr("Basis: %1 strongest").arg(kept);
        out.middle = toQImage(keptSpectrum);
        out.middleTitle = ownChannels == 3 ? LabWork::tr("Spectrum: the coefficients kept, red channel")
                                           : LabWork::tr("Spectrum: the coefficients kept");
        out.readout = LabWork::tr("%1 of %2 coefficients kept (%3%)").arg(kept).arg(total).arg(100.0 * kept / total, 0, 'g', 3);
    } else {
        if (2 * std::abs(s.binU) > w || 2 * std::abs(s.binV) > h)
            throw Error("That bin is beyond the spectrum.");
        const LabResult planes = lab.basis(ea.spectra, s.binU, s.binV);
        job.finish(planes, OutputMapping::Normalize);
        const std::complex<double> f = lab.coefficient(ea.spectra, s.binU, s.binV);
        const double frequency = std::hypot(double(s.binU) / w, double(s.binV) / h);
        out.resultTitle = LabWork::tr("Basis image of bin (%1, %2) and its mirror, weighted by F").arg(s.binU).arg(s.binV);
        out.resultShort = LabWork::tr("Basis: bin (%1, %2)").arg(s.binU).arg(s.binV);
        out.readout = LabWork::tr("Bin (%1, %2): |F| %3, arg F %4 degrees, %5")
                          .arg(s.binU)
                          .arg(s.binV)
                          .arg(std::abs(f), 0, 'g', 5)
                          .arg(std::arg(f) * 180 / M_PI, 0, 'f', 1)
                          .arg(frequency > 0 ? LabWork::tr("a period of %1 px").arg(1 / frequency, 0, 'g', 4) : LabWork::tr("the mean"));
        out.middle = markBin(lab.spectrumImage(ea.spectra, SpectrumPart::LogMagnitude), s.binU, s.binV, w, h, step);
        out.middleTitle = ownChannels == 3 ? LabWork::tr("Spectrum, red channel: click a bin")
                                           : LabWork::tr("Spectrum: click a bin");
    }
}

// Each mode's computation, and what its previews need made beforehand (the modes that follow
// their sliders); the rest of its row is core's labModes().
struct LabComputation {
    LabMode mode;
    void (*compute)(LabJob&);
    void (*preparePreview)(FourierLab&, LabInputs&, const LabRequest&);
};
const LabComputation kComputations[] = {
    {LabMode::Mix, [](LabJob& job) { computePair(job, true); },
     [](FourierLab& lab, LabInputs& inputs, const LabRequest& r) { preparePair(lab, inputs, r, true); }},
    {LabMode::Hybrid, [](LabJob& job) { computePair(job, false); },
     [](FourierLab& lab, LabInputs& inputs, const LabRequest& r) { preparePair(lab, inputs, r, false); }},
    {LabMode::Convolution, computeConvolution, nullptr},
    {LabMode::Sampling, computeSampling, nullptr},
    {LabMode::Basis, computeBasis, nullptr}};

const LabComputation* computationOf(LabMode mode)
{
    for (const LabComputation& row : kComputations)
        if (row.mode == mode)
            return &row;
    return nullptr;
}

} // namespace

LabOutcome computeLab(FourierLab& lab, LabInputs& inputs, const LabRequest& r)
{
    if (!r.a)
        throw Error("There is no image to work on.");
    const int w = r.a->width, h = r.a->height;
    // Spectra drawn for the pane: blocks of bins when the image has twice the pane's pixels.
    // (The image fitted to the pane: the axis with more image pixels per screen pixel decides.)
    const int step = r.displayWidth > 0 && r.displayHeight > 0
                         ? std::max(1, std::max(w / r.displayWidth, h / r.displayHeight))
                         : 1;
    LabJob job{lab, inputs, r, w, h, r.a->colourChannels() >= 3 ? 3 : 1, step, LabRange::of(*r.a), {}};
    LabOutcome& out = job.out;
    out.mode = r.settings.mode;
    out.settings = r.settings;
    out.a = r.a;
    if (labModeInfo(r.settings.mode).takesSecond)
        out.b = r.b;
    lab.setSpectrumStep(step);
    if (step > 1)
        out.middleSize = QSize(w, h);
    const LabComputation* computation = computationOf(r.settings.mode);
    if (!computation)
        throw Error("No lab mode is on.");
    computation->compute(job);
    // The exact result as the screen shows it, so the pane need not average it again (a
    // hybrid's pane shows its strip, which the pane averages itself).
    if (out.exact && out.image && !labModeInfo(r.settings.mode).resultIsStrip && r.screenWidth > 0 && r.screenHeight > 0)
        out.resultScreen = screenImage(*out.image, QSize(r.screenWidth, r.screenHeight));
    return out;
}

void prepareLabPreview(FourierLab& lab, LabInputs& inputs, const LabRequest& request)
{
    if (const LabComputation* computation = computationOf(request.settings.mode); computation && computation->preparePreview)
        computation->preparePreview(lab, inputs, request);
}

} // namespace passband
