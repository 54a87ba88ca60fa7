#pragma once
// Downsampling for the screen, as an image viewer does it (README "What the panes show"): each
// output pixel is the mean of the image area it covers, every image pixel weighted by the part
// of it that lies inside, after each sample has been taken to its level on screen. The image
// may come as fewer samples than it has pixels, each standing for an equal cell of the image
// (a display-sized preview samples the result so: FilterPipeline::sampled()); each cell is then
// weighted by the part of it that lies inside.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace passband {

// How a channel's samples show: level = clamp((s - low) / (high - low), 0, 1), 0 black, 1 white.
struct DisplayTransfer {
    double low = 0;
    double high = 255;
};

// Samples of a width x height image: cellsX x cellsY cells of `channels` interleaved samples,
// `rowStride` samples from a row of cells to the next. Cell (i, j) stands for the image's area
// [i W / cellsX, (i + 1) W / cellsX) x [j H / cellsY, (j + 1) H / cellsY); one cell per pixel
// when there are as many cells as pixels.
template <typename Sample>
struct SampleGrid {
    const Sample* data = nullptr;
    int cellsX = 0, cellsY = 0;
    int channels = 1;
    std::size_t rowStride = 0;
    int width = 0, height = 0;
    // The last channel is a straight alpha: the colours are averaged weighted by it (as a
    // viewer blends them, premultiplied) and come back straight.
    bool alpha = false;
};

// One axis of the average: for each output pixel, the cells it overlaps and their shares of it
// (summing to 1), for `out` pixels over `cells` cells of a `pixels`-pixel side. The device's
// average (FilterPipeline::sampledScreen) takes the same weights.
struct AxisWeights {
    std::vector<int> first;   // per output pixel, its first cell
    std::vector<int> offset;  // per output pixel, where its shares start in `shares`; one more at the end
    std::vector<float> shares;
};
AxisWeights axisWeights(int pixels, int cells, int out);

// An image as the screen shows it, averaged elsewhere (FilterPipeline::sampledScreen):
// `channels` 8-bit levels a pixel (alpha straight), width * channels bytes a row; and the
// colour channels' range it shows.
struct ScreenPixels {
    int width = 0, height = 0, channels = 0;
    std::vector<std::uint8_t> levels;
    double low = 0, high = 0;
};

// The area average of `grid` on an outWidth x outHeight grid covering the same image: `out`
// gets `channels` levels per pixel, as 8-bit values (255 white, rounded), `outStride` bytes
// from a row to the next. `transfers` has one entry per channel. Large images are averaged on
// a few threads.
void areaAverage(const SampleGrid<std::uint8_t>& grid, const DisplayTransfer* transfers, int outWidth, int outHeight,
                 std::uint8_t* out, std::size_t outStride);
void areaAverage(const SampleGrid<std::uint16_t>& grid, const DisplayTransfer* transfers, int outWidth, int outHeight,
                 std::uint8_t* out, std::size_t outStride);
void areaAverage(const SampleGrid<float>& grid, const DisplayTransfer* transfers, int outWidth, int outHeight,
                 std::uint8_t* out, std::size_t outStride);

} // namespace passband
