// fft1d: a one-dimensional DFT on the device, checked against the CPU.
#include "command.h"

#include "fft.h"
#include "host_fft.h"
#include "image_io.h"

#include <QFile>
#include <QFileInfo>

#include <cmath>
#include <complex>

namespace passband::cli {

namespace {

// One real sample per line; blank lines and '#' comments ignored.
std::vector<double> readSamples(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ImageFileError(CommandLine::tr("Cannot read '%1': %2.").arg(path, file.errorString()).toStdString());
    std::vector<double> samples;
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        QString line = QString::fromUtf8(file.readLine());
        if (const int hash = line.indexOf('#'); hash >= 0)
            line.truncate(hash);
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        bool ok = false;
        const double value = line.toDouble(&ok);
        if (!ok || !std::isfinite(value))
            throw Error(CommandLine::tr("%1:%2: not a number: '%3'")
                            .arg(path)
                            .arg(lineNumber)
                            .arg(line.left(40))
                            .toStdString());
        samples.push_back(value);
        if (samples.size() > static_cast<std::size_t>(kMaxDimension))
            throw Error(CommandLine::tr("%1: more than %2 samples").arg(path).arg(kMaxDimension).toStdString());
    }
    if (samples.empty())
        throw Error(CommandLine::tr("%1: no samples (one number per line expected)").arg(path).toStdString());
    return samples;
}

// The seed student project done right: any length, checked against a double-precision FFT.
int fft1dCommand(const QString& path, bool pad, const QString& selector)
{
    std::vector<double> samples = readSamples(path);
    const std::size_t original = samples.size();
    if (pad) {
        std::size_t n = 1;
        while (n < samples.size())
            n *= 2;
        samples.resize(n, 0.0);
    }
    const int n = static_cast<int>(samples.size());
    double deviceMs = 0;
    std::string deviceName;
    const std::vector<float> input(samples.begin(), samples.end());
    const std::vector<std::complex<float>> device = onSomeDevice(selector, [&](ComputeContext& context) {
        Fft2d plan(context, n, 1);
        plan.setProfiling(true);
        plan.upload(input.data());
        plan.forward();
        std::vector<std::complex<float>> spectrum = plan.downloadSpectrum();
        deviceMs = 0;
        for (const StageTime& t : plan.stageTimes())
            if (t.stage != "upload" && t.stage != "download")
                deviceMs += t.ms;
        deviceName = context.device().name;
        return spectrum;
    });

    std::vector<std::complex<double>> x(samples.begin(), samples.end());
    const auto start = std::chrono::steady_clock::now();
    const std::vector<std::complex<double>> reference = hostFft(x);
    const double hostMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

    double maxError = 0, diff = 0, norm = 0;
    std::printf("# passband fft1d: DFT of %d samples%s from %s on %s\n# re im\n", n,
                pad && original != samples.size() ? QString(" (%1 zero-padded)").arg(original).toLocal8Bit().constData() : "",
                path.toLocal8Bit().constData(), deviceName.c_str());
    for (int k = 0; k < n; ++k) {
        std::printf("%.9g %.9g\n", device[k].real(), device[k].imag());
        const double e = std::abs(std::complex<double>(device[k]) - reference[k]);
        maxError = std::max(maxError, e);
        diff += e * e;
        norm += std::norm(reference[k]);
    }
    std::printf("# largest error against a double-precision CPU FFT: %.3g (relative L2 %.3g)\n", maxError,
                norm > 0 ? std::sqrt(diff / norm) : 0.0);
    std::printf("# time: OpenCL device %.4f ms (forward FFT, transfers excluded), CPU double-precision FFT %.4f ms\n",
                deviceMs, hostMs);
    return 0;
}

} // namespace

int runFft1dCommand(const Invocation& in) { return fft1dCommand(in.files[0], in.parser.isSet(in.o.pad), in.selector); }

} // namespace passband::cli
