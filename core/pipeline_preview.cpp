// FilterPipeline's display-sized previews: the output on a lattice of image pixels (README
// "What the panes show").
#include "pipeline.h"

#include "errors.h"
#include "pipeline_buffers.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace passband {

using namespace detail;

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
    const double wanted = perScreen / FilterPipeline::kLatticeSamples;
    const auto distance = [&](int step) { return std::abs(std::log(step / wanted)); };
    int chosen = 1, smooth = 0;
    for (int step = 2; perScreen / step >= FilterPipeline::kLeastLatticeSamples; ++step) {
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

// fold_vertical over the grid's stored columns, `perItem` rows of the lattice's grid each.
cl::NDRange verticalRange(const FilterPipeline::Buffers& b, const FilterPipeline::Buffers::Preview& p)
{
    return cl::NDRange(static_cast<std::size_t>((p.gridHeight + b.filterPerItem - 1) / b.filterPerItem),
                       static_cast<std::size_t>(b.gridWidth / 2 + 1));
}

cl::NDRange horizontalRange(const FilterPipeline::Buffers& b, const FilterPipeline::Buffers::Preview& p)
{
    return cl::NDRange(static_cast<std::size_t>((p.gridHeight + b.filterPerItem - 1) / b.filterPerItem),
                       static_cast<std::size_t>(p.gridWidth / 2 + 1));
}

} // namespace

FilterPipeline::Lattice FilterPipeline::latticeFor(int width, int height, int displayWidth, int displayHeight)
{
    // Mirrored grids are twice the side: a step that divides the side divides them too, and their
    // factors are the side's and a 2.
    return {latticeStep(width, width, displayWidth), latticeStep(height, height, displayHeight)};
}

bool FilterPipeline::latticeReady(Lattice lattice) const
{
    if (lattice.full())
        return true;
    if (!hasImage_)
        return false;
    const Buffers& b = *buffers_;
    return std::any_of(previewPlans_.begin(), previewPlans_.end(), [&](const std::unique_ptr<Fft2d>& plan) {
        return plan->width() == b.gridWidth / lattice.stepX && plan->height() == b.gridHeight / lattice.stepY;
    });
}

void FilterPipeline::prepareLattice(Lattice lattice)
{
    if (!hasImage_ || once_ || lattice.full())
        return;
    const Buffers& b = *buffers_;
    if (lattice.stepX < 1 || lattice.stepY < 1 || b.width % lattice.stepX != 0 || b.height % lattice.stepY != 0)
        return;
    // A preview of the current spectra, thrown away: its plan and buffers made, and each of its
    // kernels run once, which is when drivers that compile per launch shape (PoCL) do it.
    // Settings that keep the transform as it is (no spectra computed again for it).
    FilterSettings current;
    current.edges = edges_;
    if (logDomain_)
        current.homomorphic = Homomorphic{};
    const Output output = output_;
    output_ = Output::Filtered;
    try {
        sampled(current, lattice);
    } catch (...) {
        output_ = output;
        throw;
    }
    output_ = output;
}

Fft2d& FilterPipeline::previewPlan(int width, int height)
{
    auto it = std::find_if(previewPlans_.begin(), previewPlans_.end(), [&](const std::unique_ptr<Fft2d>& plan) {
        return plan->width() == width && plan->height() == height;
    });
    if (it == previewPlans_.end()) {
        constexpr std::size_t kKept = 4;
        if (previewPlans_.size() >= kKept)
            previewPlans_.pop_back();
        previewPlans_.insert(previewPlans_.begin(), makePlan(width, height));
    } else {
        std::rotate(previewPlans_.begin(), it, it + 1);
    }
    previewPlans_.front()->setProfiling(false); // a preview is not part of an update's timing
    return *previewPlans_.front();
}

void FilterPipeline::preparePreview(Buffers& b, Lattice lattice)
{
    if (b.preview && b.preview->lattice == lattice)
        return;
    b.preview.reset();
    auto p = std::make_unique<Buffers::Preview>();
    p->lattice = lattice;
    p->cellsX = b.width / lattice.stepX;
    p->cellsY = b.height / lattice.stepY;
    p->gridWidth = b.gridWidth / lattice.stepX;
    p->gridHeight = b.gridHeight / lattice.stepY;
    try {
        p->plan = &previewPlan(p->gridWidth, p->gridHeight);
        // The fold's factors (kernels/filter.cl): the shift that moves the lattice from pixel 0 of
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
        for (int u = 0; u <= b.gridWidth / 2; ++u)
            columns.push_back(factor(u, x0, b.gridWidth, 1.0));
        for (int V = 0; V < p->gridHeight; ++V)
            rows.push_back(factor(V, y0, b.gridHeight, amplitude));
        for (int V = 0; V < p->gridHeight; ++V) { // the conjugate of the mirrored row's
            const cl_float2 r = rows[static_cast<std::size_t>((p->gridHeight - V) % p->gridHeight)];
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
        p->columnShift = upload(columns);
        p->rowShift = upload(rows);
        p->mirrorShift = upload(mirrors);
        p->cycle = upload(cycle);
        for (int c = 0; c < b.colour; ++c)
            p->folded.push_back(context_.buffer(
                CL_MEM_READ_WRITE, sizeof(cl_float2) * static_cast<std::size_t>(b.gridWidth / 2 + 1) * p->gridHeight,
                nullptr, "folded spectrum"));
        const std::size_t n = p->sampleCount();
        for (int c = 0; c < b.colour; ++c)
            p->planes.push_back(context_.buffer(CL_MEM_READ_WRITE, 4 * n, nullptr, "preview plane"));
        p->pixels = context_.buffer(CL_MEM_READ_WRITE, n * b.channels * b.sampleBytes, nullptr, "preview pixel");
        if (b.channels == 2 || b.channels == 4) {
            // sample_channel's pixel under each sample's centre is the lattice's pixel.
            setArgs(b.sampleChannel, b.original, b.width, b.height, b.channels - 1, p->pixels, p->cellsX, p->cellsY);
            context_.enqueueCovering(b.sampleChannel,
                                     cl::NDRange(static_cast<std::size_t>(p->cellsX),
                                                 static_cast<std::size_t>(p->cellsY)),
                                     nullptr, "the preview's alpha");
        }
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Preparing a preview on the device");
    }
    b.preview = std::move(p);
}

Image FilterPipeline::sampled(const FilterSettings& settings, Lattice lattice)
{
    if (lattice.full())
        return apply(settings);
    startSampling(settings, lattice);
    const Buffers& b = *buffers_;
    return outputImage(b, b.width / lattice.stepX, b.height / lattice.stepY,
                       [&](void* destination) { enqueueSampled(settings, lattice, destination); });
}

void FilterPipeline::sampledTo(const FilterSettings& settings, Lattice lattice, void* destination)
{
    if (lattice.full()) {
        applyTo(settings, destination);
        return;
    }
    startSampling(settings, lattice);
    enqueueSampled(settings, lattice, destination);
}

void FilterPipeline::startSampling(const FilterSettings& settings, Lattice lattice)
{
    if (!hasImage_)
        throw Error("No image to filter.");
    if (once_ && !lattice.full())
        throw Error("An image filtered once keeps no spectra to preview.");
    const Buffers& b = *buffers_;
    if (lattice.stepX < 1 || lattice.stepY < 1 || b.width % lattice.stepX != 0 || b.height % lattice.stepY != 0)
        throw Error("A lattice of every " + std::to_string(lattice.stepX) + "th and " + std::to_string(lattice.stepY) +
                    "th pixel does not fit a " + std::to_string(b.width) + "x" + std::to_string(b.height) + " image.");
    if (const std::string problem = settings.validate(); !problem.empty())
        throw Error("Invalid filter: " + problem + ".");
    setTransform(settings.edges, settings.homomorphic.has_value());
}

void FilterPipeline::enqueueSampled(const FilterSettings& settings, Lattice lattice, void* destination)
{
    Buffers& b = *buffers_;
    preparePreview(b, lattice);
    Buffers::Preview& p = *b.preview;
    const std::size_t n = p.sampleCount();
    const bool removed = output_ == Output::Removed;
    const bool smooth = b.edges.mode == EdgeHandling::Smooth;
    try {
        const cl::Buffer& work = p.plan->spectrumBuffer();
        const cl::Buffer& grid = p.plan->realBuffer();
        // All colour channels in one pass over their spectra: each bin read, and H evaluated, once.
        cl::Kernel& fold = setFilterArguments(b, FilterKernel::Fold, settings, b.spectra[0], p.folded[0]);
        const bool colour = b.colour == 3;
        cl_uint i = 23; // after apply_filter's arguments, which setFilterArguments() sets
        fold.setArg(i++, p.gridHeight);
        fold.setArg(i++, p.cycle);
        fold.setArg(i++, cl_int{b.colour});
        fold.setArg(i++, b.spectra[colour ? 1 : 0]);
        fold.setArg(i++, b.spectra[colour ? 2 : 0]);
        fold.setArg(i++, p.folded[colour ? 1 : 0]);
        fold.setArg(i++, p.folded[colour ? 2 : 0]);
        context_.enqueueCovering(fold, verticalRange(b, p), nullptr, "folding the spectra's columns");
        for (int c = 0; c < b.colour; ++c) {
            setArgs(b.foldHorizontal, p.folded[c], work, b.gridWidth, p.gridWidth, p.gridHeight, p.columnShift,
                    p.rowShift, p.mirrorShift);
            context_.enqueueCovering(b.foldHorizontal, horizontalRange(b, p), nullptr, "folding a spectrum's rows");
            p.plan->inverse(work, grid);
            setArgs(b.latticeOutput, grid, p.gridWidth, smooth ? b.smooth[c] : grid, cl_int{smooth}, b.original,
                    b.width, c, lattice.stepX, lattice.stepY, p.cellsX, p.cellsY, cl_int{b.logDomain},
                    cl_int{removed}, p.planes[c]);
            context_.enqueueCovering(b.latticeOutput,
                                     cl::NDRange(static_cast<std::size_t>(p.cellsX), static_cast<std::size_t>(p.cellsY)),
                                     nullptr, "the preview's samples");
        }
        const OutputMapping mapping = removed ? settings.removedMapping() : settings.effectiveMapping();
        enqueueMapping(b, mapping, p.planes, n, p.pixels, false);
        context_.read(p.pixels, n * b.channels * b.sampleBytes, destination, nullptr, "the preview");
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Computing a preview on the device");
    }
}

} // namespace passband
