#pragma once
// Display-sized previews (README "What the panes show"): a result at a lattice of its pixels,
// every stepX-th across and stepY-th down, each sample exactly the full result's pixel. The
// result's spectrum is folded onto the lattice's grid (each frequency added to its alias,
// kernels/fold.cl) and transformed back at that grid's size, not the image's. The filter's
// previews (FilterPipeline::sampled) and the lab's (FourierLab::mixSampled, hybridSampled)
// share what follows their own vertical fold: LatticeFold.
#include "device.h"
#include "fft.h"

#include <vector>

namespace passband {

struct Lattice {
    int stepX = 1, stepY = 1;
    bool full() const { return stepX == 1 && stepY == 1; } // every pixel: a full update
    bool operator==(const Lattice& o) const { return stepX == o.stepX && stepY == o.stepY; }
    bool operator!=(const Lattice& o) const { return !(*this == o); }
};

// Samples per screen pixel, each way, that a lattice aims for: enough that the area average
// of the mapped samples stays within the preview error README "What the panes show" states
// (measured: 3 gave no better previews of photographs, 2 beat against fine periodic
// structure far more often), at the least cost.
constexpr double kLatticeSamples = 2.5;
constexpr double kLeastLatticeSamples = 2.0;

// The lattice for showing a width x height image on displayWidth x displayHeight screen
// pixels: per side, the step that divides it and comes nearest to kLatticeSamples samples per
// screen pixel without leaving fewer than kLeastLatticeSamples (1, every pixel, where no step
// does), preferring steps whose grid the FFT plans factor well.
Lattice latticeFor(int width, int height, int displayWidth, int displayHeight);

// The part of a preview after the vertical fold, for one lattice of a gridWidth x gridHeight
// transform (the image's size, or twice it with mirrored edges): the fold's factors, the
// folded columns of each channel, the horizontal fold and the small inverse transform.
// The caller's vertical fold (filter.cl's fold_vertical, lab.cl's fold_combined) reads the
// full spectra, takes cycle() and writes folded(c); transform(c) does the rest.
class LatticeFold {
public:
    // `plan`: a transform of the lattice's grid, (gridWidth / stepX) x (gridHeight / stepY),
    // kept by the caller as long as this; `foldHorizontal`: fold.cl's kernel, built with
    // PER_ITEM = perItem. `scratch` (the caller's full-size plan's spectrum): the folded
    // columns are taken from it where all channels' fit, so that a preview costs no memory of
    // the image's order; else, or null, they get buffers of their own. Throws Error (a device
    // out of memory: DeviceError) as the device says.
    LatticeFold(ComputeContext& context, int gridWidth, int gridHeight, Lattice lattice, int channels, Fft2d& plan,
                const cl::Kernel& foldHorizontal, int perItem, ScratchSpace* scratch = nullptr);

    Lattice lattice() const { return lattice_; }
    int width() const { return width_; }   // the lattice's grid: gridWidth / stepX
    int height() const { return height_; } // gridHeight / stepY
    Fft2d& plan() const { return plan_; }
    // The vertical fold's global size: (ceil(height() / perItem), gridWidth/2 + 1).
    cl::NDRange verticalRange(int perItem) const;
    const cl::Buffer& cycle() const { return cycle_; }
    const cl::Buffer& folded(int channel) const { return folded_.at(static_cast<std::size_t>(channel)); }
    // Whether folded() lives in the caller's scratch buffer.
    bool inScratch() const { return inScratch_; }
    // Channel's folded columns folded across into the plan's spectrum and transformed back:
    // the plan's real buffer then holds the result at the lattice's pixels on its grid,
    // width() x height(), row-major (the image's own cells first, where the grid is mirrored).
    void transform(int channel);
    // The first half of transform(): channel's folded columns folded across into `out`, the
    // lattice grid's half spectrum (Fft2d::spectrumBytesFor(width(), height()) bytes).
    void foldAcross(int channel, const cl::Buffer& out);

private:
    ComputeContext& context_;
    Lattice lattice_;
    int gridWidth_, gridHeight_, width_, height_, perItem_;
    Fft2d& plan_;
    cl::Kernel foldHorizontal_;
    cl::Buffer columnShift_, rowShift_, mirrorShift_, cycle_;
    std::vector<cl::Buffer> folded_; // per channel: (gridWidth/2 + 1) x height() bins
    bool inScratch_ = false;
};

} // namespace passband
