#include "lab_settings.h"

#include "errors.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace passband {

namespace {

std::string number(double v)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", v);
    return text;
}

bool weight(const std::string& value, double& out)
{
    char* end = nullptr;
    const double v = std::strtod(value.c_str(), &end);
    if (value.empty() || *end != '\0' || !(v >= 0 && v <= 1))
        return false;
    out = v;
    return true;
}

std::string describePart(double weightB, bool fixed, const char* fixedName, const char* what)
{
    if (fixed)
        return std::string(what) + " " + fixedName;
    if (weightB == 0)
        return std::string(what) + " from a";
    if (weightB == 1)
        return std::string(what) + " from b";
    return std::string(what) + " " + number(weightB) + " of the way from a to b";
}

} // namespace

bool setMixMagnitude(MixSettings& s, const std::string& value)
{
    s.unitMagnitude = value == "one";
    if (s.unitMagnitude)
        return true;
    if (value == "a" || value == "b") {
        s.magnitudeB = value == "b";
        return true;
    }
    return weight(value, s.magnitudeB);
}

bool setMixPhase(MixSettings& s, const std::string& value)
{
    s.zeroPhase = value == "zero";
    if (s.zeroPhase)
        return true;
    if (value == "a" || value == "b") {
        s.phaseB = value == "b";
        return true;
    }
    return weight(value, s.phaseB);
}

std::string MixSettings::describe() const
{
    return describePart(magnitudeB, unitMagnitude, "1 (phase only)", "magnitude") + ", " +
           describePart(phaseB, zeroPhase, "0 (magnitude only)", "phase");
}

std::string MixSettings::validate() const
{
    if (!(magnitudeB >= 0 && magnitudeB <= 1 && phaseB >= 0 && phaseB <= 1))
        return "a mix's weights are from 0 (a) to 1 (b)";
    return {};
}

std::string SpatialKernel::describe() const
{
    return name + " (" + std::to_string(width) + "x" + std::to_string(height) + ")";
}

double SpatialKernel::sum() const
{
    double total = 0;
    for (const double v : values)
        total += v;
    return total;
}

std::string SpatialKernel::validate() const
{
    if (values.empty() || width < 1 || height < 1)
        return "the kernel is empty";
    if (width % 2 == 0 || height % 2 == 0 || width > kMaxKernelSide || height > kMaxKernelSide)
        return "a kernel is 1 to " + std::to_string(kMaxKernelSide) + " wide and high, odd both ways, not " +
               std::to_string(width) + "x" + std::to_string(height);
    if (values.size() != static_cast<std::size_t>(width) * height)
        return "the kernel's rows differ in length";
    bool any = false;
    for (const double v : values) {
        if (!std::isfinite(v) || std::abs(v) > 1e6)
            return "the kernel's values must be numbers of at most 1e6";
        any = any || v != 0;
    }
    if (!any)
        return "the kernel is all zeros, so nothing would pass";
    return {};
}

SpatialKernel namedKernel(const std::string& spec)
{
    const std::size_t colon = spec.find(':');
    const std::string name = spec.substr(0, colon);
    const std::string arguments = colon == std::string::npos ? std::string() : spec.substr(colon + 1);
    const auto number = [&](const std::string& text) {
        char* end = nullptr;
        const double v = std::strtod(text.c_str(), &end);
        if (text.empty() || *end != '\0' || !std::isfinite(v))
            throw Error("the kernel '" + spec + "' needs a number, not '" + text + "'");
        return v;
    };
    SpatialKernel k;
    k.name = spec;
    const auto fixed = [&](int w, std::vector<double> values) {
        k.width = k.height = w;
        k.values = std::move(values);
    };
    if (name == "box") {
        const double n = number(arguments);
        if (n != std::floor(n) || n < 1 || n > kMaxKernelSide || static_cast<int>(n) % 2 == 0)
            throw Error("box:N takes an odd N from 1 to " + std::to_string(kMaxKernelSide));
        const int side = static_cast<int>(n);
        fixed(side, std::vector<double>(static_cast<std::size_t>(side) * side, 1.0 / (side * side)));
    } else if (name == "gaussian") {
        const double sigma = number(arguments);
        const int radius = static_cast<int>(std::ceil(3 * sigma));
        if (!(sigma > 0) || 2 * radius + 1 > kMaxKernelSide)
            throw Error("gaussian:SIGMA takes a sigma above 0 and at most 2.33 (7 pixels either side)");
        const int side = 2 * radius + 1;
        std::vector<double> v;
        double total = 0;
        for (int y = -radius; y <= radius; ++y)
            for (int x = -radius; x <= radius; ++x) {
                v.push_back(std::exp(-(x * x + y * y) / (2 * sigma * sigma)));
                total += v.back();
            }
        for (double& e : v)
            e /= total;
        fixed(side, std::move(v));
    } else if (name == "sobel-x" && arguments.empty()) {
        fixed(3, {-1, 0, 1, -2, 0, 2, -1, 0, 1});
    } else if (name == "sobel-y" && arguments.empty()) {
        fixed(3, {-1, -2, -1, 0, 0, 0, 1, 2, 1});
    } else if (name == "laplacian" && arguments.empty()) {
        fixed(3, {0, 1, 0, 1, -4, 1, 0, 1, 0});
    } else if (name == "motion") {
        const std::size_t comma = arguments.find(',');
        const double length = number(arguments.substr(0, comma));
        const double angle = comma == std::string::npos ? 0.0 : number(arguments.substr(comma + 1));
        if (length != std::floor(length) || length < 1 || length > kMaxKernelSide || static_cast<int>(length) % 2 == 0)
            throw Error("motion:LENGTH[,ANGLE] takes an odd LENGTH from 1 to " + std::to_string(kMaxKernelSide));
        // A line of LENGTH samples through the centre at ANGLE degrees (counter-clockwise,
        // y down), each on the nearest pixel, the weights summing to 1.
        const int side = static_cast<int>(length), r = side / 2;
        std::vector<double> v(static_cast<std::size_t>(side) * side, 0.0);
        const double a = angle * std::acos(-1.0) / 180;
        for (int i = -r; i <= r; ++i) {
            const int x = r + static_cast<int>(std::lround(i * std::cos(a)));
            const int y = r - static_cast<int>(std::lround(i * std::sin(a)));
            v[static_cast<std::size_t>(y) * side + x] += 1.0 / side;
        }
        fixed(side, std::move(v));
    } else {
        throw Error("unknown kernel '" + spec +
                    "' (box:N, gaussian:SIGMA, sobel-x, sobel-y, laplacian, motion:LENGTH[,ANGLE], or a file)");
    }
    return k;
}

SpatialKernel parseKernel(const std::string& text, const std::string& name)
{
    SpatialKernel k;
    k.name = name;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        std::string line = text.substr(start, end - start);
        if (const std::size_t hash = line.find('#'); hash != std::string::npos)
            line.resize(hash);
        for (char& c : line)
            if (c == ',' || c == '\t' || c == '\r')
                c = ' ';
        std::vector<double> row;
        const char* p = line.c_str();
        for (;;) {
            while (*p == ' ')
                ++p;
            if (!*p)
                break;
            char* after = nullptr;
            const double v = std::strtod(p, &after);
            if (after == p)
                throw Error(name + ": '" + line + "' is not a row of numbers");
            row.push_back(v);
            p = after;
        }
        if (!row.empty()) {
            if (k.width == 0)
                k.width = static_cast<int>(row.size());
            else if (static_cast<int>(row.size()) != k.width)
                throw Error(name + ": the kernel's rows differ in length");
            k.values.insert(k.values.end(), row.begin(), row.end());
            ++k.height;
            if (k.height > kMaxKernelSide)
                break;
        }
        start = end + 1;
    }
    if (const std::string problem = k.validate(); !problem.empty())
        throw Error(name + ": " + problem);
    return k;
}

namespace {

std::string antialiasWords(AntiAliasing a)
{
    switch (a) {
    case AntiAliasing::None: return "no anti-aliasing";
    case AntiAliasing::Nyquist: return "after an ideal low-pass at the new Nyquist frequency";
    case AntiAliasing::CurrentFilter: return "after the current filter";
    }
    return {};
}

} // namespace

std::string HybridSettings::describe() const
{
    return "low-pass " + number(lowpass) + " of A + high-pass " + number(highpass) + " of B (Gaussian)";
}

std::string HybridSettings::validate() const
{
    if (!(lowpass > 0 && lowpass <= kMaxHybridRadius && highpass > 0 && highpass <= kMaxHybridRadius))
        return "a hybrid's radii are above 0 and at most " + number(kMaxHybridRadius) + " spectrum pixels";
    return {};
}

const std::vector<std::string>& offeredKernels()
{
    static const std::vector<std::string> names{"box:3",   "box:5",     "gaussian:1", "gaussian:2", "sobel-x",
                                                "sobel-y", "laplacian", "motion:9",   "motion:9,45"};
    return names;
}

std::string ConvolutionSettings::describe() const
{
    return kernel.describe() + (zeroPadding ? ", zero padding" : ", circular padding");
}

std::string ConvolutionSettings::validate() const { return kernel.validate(); }

std::string SamplingSettings::describe() const
{
    return "1 in " + std::to_string(factor) + " pixels across and down, " + antialiasWords(antialias);
}

std::string SamplingSettings::validate() const
{
    if (factor < kMinSamplingFactor || factor > kMaxSamplingFactor)
        return "the sampling factor is a whole number from " + std::to_string(kMinSamplingFactor) + " to " +
               std::to_string(kMaxSamplingFactor);
    return {};
}

std::string BasisSettings::describe() const
{
    if (keep > 0)
        return "the " + std::to_string(keep) + " strongest coefficients";
    return "bin (" + std::to_string(binU) + ", " + std::to_string(binV) + ")";
}

std::string BasisSettings::validate() const
{
    if (std::abs(binU) > kMaxBasisBin || std::abs(binV) > kMaxBasisBin)
        return "a bin's frequencies are at most " + std::to_string(kMaxBasisBin) + " either way";
    return {};
}

bool LabSettings::active() const { return mode != LabMode::Off; }

std::string LabSettings::validate() const
{
    for (const std::string& problem : {mix.validate(), hybrid.validate(), convolution.validate(), sampling.validate(),
                                       basis.validate()})
        if (!problem.empty())
            return problem;
    return {};
}

std::string LabSettings::describe() const
{
    const LabModeInfo& info = labModeInfo(mode);
    const std::string own = info.describe(*this);
    return own.empty() ? std::string(info.name) : std::string(info.name) + ": " + own;
}

const std::vector<LabModeInfo>& labModes()
{
    const auto none = [](const LabSettings&) { return std::string(); };
    const auto never = [](const LabSettings&) { return false; };
    const auto one = [](const LabSettings&) { return 1; };
    //                                                              B      sliders strip  bins
    static const std::vector<LabModeInfo> modes{
        {LabMode::Off, "off", false, false, false, false, none, never, one},
        {LabMode::Mix, "mix", true, true, false, false, [](const LabSettings& s) { return s.mix.describe(); }, never, one},
        {LabMode::Hybrid, "hybrid", true, true, true, false, [](const LabSettings& s) { return s.hybrid.describe(); },
         never, one},
        {LabMode::Convolution, "convolution", false, false, false, false,
         [](const LabSettings& s) { return s.convolution.describe(); }, never, one},
        {LabMode::Sampling, "sampling", false, false, false, false,
         [](const LabSettings& s) { return s.sampling.describe(); },
         [](const LabSettings& s) { return s.sampling.antialias == AntiAliasing::CurrentFilter; },
         [](const LabSettings& s) { return s.sampling.factor; }},
        {LabMode::Basis, "basis", false, false, false, true, [](const LabSettings& s) { return s.basis.describe(); },
         never, one}};
    return modes;
}

const LabModeInfo& labModeInfo(LabMode mode)
{
    for (const LabModeInfo& info : labModes())
        if (info.mode == mode)
            return info;
    return labModes().front();
}

std::optional<LabMode> parseLabMode(const std::string& name)
{
    for (const LabModeInfo& info : labModes())
        if (name == info.name)
            return info.mode;
    return std::nullopt;
}

std::string labModeNames(bool withOff, const std::string& separator, const std::string& last)
{
    std::vector<std::string> names;
    for (const LabModeInfo& info : labModes())
        if (withOff || info.mode != LabMode::Off)
            names.emplace_back(info.name);
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0)
            text += i + 1 == names.size() && !last.empty() ? last : separator;
        text += names[i];
    }
    return text;
}

} // namespace passband
