#include "lattice.h"

#include "opencl.h"

#include <cmath>

namespace passband {

namespace {

// The step for one side of `pixels` pixels shown on `screen` screen pixels: the divisor of
// `pixels` nearest (by ratio) to kLatticeSamples samples per screen pixel, but leaving at least
// kLeastLatticeSamples (a side's divisors are sparse: 1080 has nothing between 1 and 2, where
// 2.5 samples of 4.8 image pixels per screen pixel would ask for 1.9); preferring one whose grid
// (`grid` pixels, the side as transformed) the FFT plans factor into their fast radices.
int latticeStep(int pixels, int grid, int screen)
{
    if (pixels < 1 || screen < 1)
        return 1;
    const double perScreen = static_cast<double>(pixels) / screen; // image pixels per screen pixel
    const double wanted = perScreen / kLatticeSamples;
    const auto distance = [&](int step) { return std::abs(std::log(step / wanted)); };
    int chosen = 1, smooth = 0;
    for (int step = 2; perScreen / step >= kLeastLatticeSamples; ++step) {
        if (pixels % step != 0)
            continue;
        if (distance(step) < distance(chosen))
            chosen = step;
        if (isSmooth(grid / step) && (smooth == 0 || distance(step) < distance(smooth)))
            smooth = step;
    }
    // A smooth grid at most twice as fine beats a rough one (a Bluestein plan costs several).
    return smooth > 0 && 2 * smooth >= chosen ? smooth : chosen;
}

} // namespace

Lattice latticeFor(int width, int height, int displayWidth, int displayHeight)
{
    // Mirrored grids are twice the side: a step that divides the side divides them too, and their
    // factors are the side's and a 2.
    return {latticeStep(width, width, displayWidth), latticeStep(height, height, displayHeight)};
}

LatticeFold::LatticeFold(ComputeContext& context, int gridWidth, int gridHeight, Lattice lattice, int channels,
                         Fft2d& plan, const cl::Kernel& foldHorizontal, int perItem, ScratchSpace* scratch)
    : context_(context),
      lattice_(lattice),
      gridWidth_(gridWidth),
      gridHeight_(gridHeight),
      width_(gridWidth / lattice.stepX),
      height_(gridHeight / lattice.stepY),
      perItem_(perItem),
      plan_(plan),
      foldHorizontal_(foldHorizontal)
{
    try {
        // The fold's factors (kernels/fold.cl): the shift that moves the lattice from pixel 0 of
        // each cell to its centre pixel (x0, y0), e^(2 pi i k x0 / N), per stored column, per row
        // of the lattice's grid and per pass of the vertical fold; and on the rows the amplitude
        // w h / (W H) that keeps the full result's values through the smaller inverse.
        const double pi = std::acos(-1.0);
        const double amplitude = 1.0 / (static_cast<double>(lattice.stepX) * lattice.stepY);
        const auto factor = [&](long long k, long long shift, long long n, double gain) {
            const double turns = static_cast<double>((k * shift) % n) / static_cast<double>(n);
            return cl_float2{{static_cast<float>(gain * std::cos(2 * pi * turns)),
                              static_cast<float>(gain * std::sin(2 * pi * turns))}};
        };
        const int x0 = lattice.stepX / 2, y0 = lattice.stepY / 2;
        std::vector<cl_float2> columns, rows, mirrors, cycle;
        for (int u = 0; u <= gridWidth / 2; ++u)
            columns.push_back(factor(u, x0, gridWidth, 1.0));
        for (int V = 0; V < height_; ++V)
            rows.push_back(factor(V, y0, gridHeight, amplitude));
        for (int V = 0; V < height_; ++V) { // the conjugate of the mirrored row's
            const cl_float2 r = rows[static_cast<std::size_t>((height_ - V) % height_)];
            mirrors.push_back(cl_float2{{r.s[0], -r.s[1]}});
        }
        for (int l = 0; l < lattice.stepY; ++l)
            cycle.push_back(factor(l, y0, lattice.stepY, 1.0));
        const auto upload = [&](const std::vector<cl_float2>& values) {
            cl::Buffer buffer = context_.buffer(CL_MEM_READ_ONLY, values.size() * sizeof(cl_float2), nullptr,
                                                "preview factors");
            context_.write(buffer, values.size() * sizeof(cl_float2), values.data(), nullptr, "the preview factors");
            return buffer;
        };
        columnShift_ = upload(columns);
        rowShift_ = upload(rows);
        mirrorShift_ = upload(mirrors);
        cycle_ = upload(cycle);
        const std::size_t bytes = sizeof(cl_float2) * static_cast<std::size_t>(gridWidth / 2 + 1) * height_;
        inScratch_ = scratch && scratch->fits(bytes, channels);
        for (int c = 0; c < channels; ++c)
            folded_.push_back(inScratch_ ? scratch->take(bytes)
                                         : context_.buffer(CL_MEM_READ_WRITE, bytes, nullptr, "folded spectrum"));
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Preparing a preview on the device");
    }
}

cl::NDRange LatticeFold::verticalRange(int perItem) const
{
    return cl::NDRange(static_cast<std::size_t>((height_ + perItem - 1) / perItem),
                       static_cast<std::size_t>(gridWidth_ / 2 + 1));
}

void LatticeFold::foldAcross(int channel, const cl::Buffer& out)
{
    try {
        setArgs(foldHorizontal_, folded(channel), out, gridWidth_, width_, height_, columnShift_, rowShift_,
                mirrorShift_);
        context_.enqueueCovering(foldHorizontal_,
                                 cl::NDRange(static_cast<std::size_t>((height_ + perItem_ - 1) / perItem_),
                                             static_cast<std::size_t>(width_ / 2 + 1)),
                                 nullptr, "folding a spectrum's rows");
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Computing a preview on the device");
    }
}

void LatticeFold::transform(int channel)
{
    foldAcross(channel, plan_.spectrumBuffer());
    try {
        plan_.inverse(plan_.spectrumBuffer(), plan_.realBuffer());
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Computing a preview on the device");
    }
}

} // namespace passband
