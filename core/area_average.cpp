#include "area_average.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <thread>
#include <type_traits>
#include <vector>

namespace passband {

AxisWeights axisWeights(int pixels, int cells, int out)
{
    const double step = static_cast<double>(pixels) / cells;
    AxisWeights a;
    a.first.resize(static_cast<std::size_t>(out));
    a.offset.resize(static_cast<std::size_t>(out) + 1);
    const double scale = static_cast<double>(pixels) / out;
    for (int p = 0; p < out; ++p) {
        const double from = p * scale, to = (p + 1) * scale;
        const int i0 = std::min(cells - 1, static_cast<int>(std::floor(from / step)));
        const int i1 = std::min(cells - 1, std::max(i0, static_cast<int>(std::ceil(to / step)) - 1));
        a.first[static_cast<std::size_t>(p)] = i0;
        a.offset[static_cast<std::size_t>(p)] = static_cast<int>(a.shares.size());
        double total = 0;
        const std::size_t start = a.shares.size();
        for (int i = i0; i <= i1; ++i) {
            const double lo = std::max(from, i * step);
            const double hi = std::min({to, (i + 1) * step, static_cast<double>(pixels)});
            const double w = std::max(0.0, hi - lo);
            a.shares.push_back(static_cast<float>(w));
            total += w;
        }
        for (std::size_t k = start; k < a.shares.size(); ++k)
            a.shares[k] = total > 0 ? static_cast<float>(a.shares[k] / total) : 1.0f / static_cast<float>(i1 - i0 + 1);
    }
    a.offset[static_cast<std::size_t>(out)] = static_cast<int>(a.shares.size());
    return a;
}

namespace {

// A sample's level: a table for integer samples, arithmetic for floats.
template <typename Sample>
class Levels {
public:
    static constexpr int kMaxChannels = 4;

    Levels(const DisplayTransfer* transfers, int channels)
    {
        tables_.reserve(kMaxChannels); // so that the pointers into the tables stay put
        for (int c = 0; c < channels; ++c) {
            const DisplayTransfer& t = transfers[c];
            const double span = t.high > t.low ? t.high - t.low : 1.0;
            offset_[c] = static_cast<float>(t.low);
            scale_[c] = static_cast<float>(1.0 / span);
            if constexpr (!std::is_same_v<Sample, float>) {
                // Channels with the same transfer share a table (colour channels, usually).
                int same = -1;
                for (int d = 0; d < c && same < 0; ++d)
                    if (transfers[d].low == t.low && transfers[d].high == t.high)
                        same = d;
                if (same >= 0) {
                    table_[c] = table_[same];
                    continue;
                }
                constexpr std::size_t kValues = std::size_t(1) << (8 * sizeof(Sample));
                tables_.emplace_back(kValues);
                for (std::size_t v = 0; v < kValues; ++v)
                    tables_.back()[v] = std::clamp(static_cast<float>((static_cast<double>(v) - t.low) / span), 0.0f, 1.0f);
                table_[c] = tables_.back().data();
            }
        }
    }
    Levels(const Levels&) = delete;
    Levels& operator=(const Levels&) = delete;
    // The one table every channel uses, where they all share a transfer (else null).
    const float* shared(int channels) const
    {
        if constexpr (std::is_same_v<Sample, float>) {
            return nullptr;
        } else {
            for (int c = 1; c < channels; ++c)
                if (table_[c] != table_[0])
                    return nullptr;
            return table_[0];
        }
    }
    float operator()(Sample s, int channel) const
    {
        if constexpr (std::is_same_v<Sample, float>)
            return std::clamp((s - offset_[channel]) * scale_[channel], 0.0f, 1.0f);
        else
            return table_[channel][s];
    }

private:
    float offset_[kMaxChannels] = {}, scale_[kMaxChannels] = {};
    const float* table_[kMaxChannels] = {}; // each channel's table, shared where transfers agree
    std::vector<std::vector<float>> tables_;
};

template <typename Sample>
void average(const SampleGrid<Sample>& g, const DisplayTransfer* transfers, int outWidth, int outHeight,
             std::uint8_t* out, std::size_t outStride)
{
    if (!g.data || g.cellsX < 1 || g.cellsY < 1 || outWidth < 1 || outHeight < 1 || g.channels < 1 || g.channels > 4)
        return;
    const AxisWeights across = axisWeights(g.width, g.cellsX, outWidth);
    const AxisWeights down = axisWeights(g.height, g.cellsY, outHeight);
    const Levels<Sample> levels(transfers, g.channels);
    const int channels = g.channels;
    const std::size_t rowValues = static_cast<std::size_t>(g.cellsX) * channels;
    const float* shared = g.alpha ? nullptr : levels.shared(channels);

    const auto rows = [&](int from, int to) {
        std::vector<float> acc(rowValues);
        for (int q = from; q < to; ++q) {
            std::fill(acc.begin(), acc.end(), 0.0f);
            const std::size_t qs = static_cast<std::size_t>(q);
            for (int k = down.offset[qs]; k < down.offset[qs + 1]; ++k) {
                const float w = down.shares[static_cast<std::size_t>(k)];
                const int j = down.first[qs] + (k - down.offset[qs]);
                const Sample* row = g.data + static_cast<std::size_t>(j) * g.rowStride;
                if constexpr (!std::is_same_v<Sample, float>) {
                    if (shared) { // one table for every sample: the plain loop
                        for (std::size_t t = 0; t < rowValues; ++t)
                            acc[t] += w * shared[row[t]];
                        continue;
                    }
                }
                if (channels == 1) {
                    for (std::size_t t = 0; t < rowValues; ++t)
                        acc[t] += w * levels(row[t], 0);
                } else if (g.alpha) {
                    const int a = channels - 1;
                    for (std::size_t t = 0; t < rowValues; t += channels) {
                        const float weight = w * levels(row[t + a], a);
                        for (int c = 0; c < a; ++c)
                            acc[t + c] += weight * levels(row[t + c], c);
                        acc[t + a] += weight;
                    }
                } else {
                    for (std::size_t t = 0; t < rowValues; t += channels)
                        for (int c = 0; c < channels; ++c)
                            acc[t + c] += w * levels(row[t + c], c);
                }
            }
            std::uint8_t* line = out + qs * outStride;
            float mean[4];
            for (int p = 0; p < outWidth; ++p) {
                const std::size_t ps = static_cast<std::size_t>(p);
                for (int c = 0; c < channels; ++c) {
                    float sum = 0;
                    for (int k = across.offset[ps]; k < across.offset[ps + 1]; ++k)
                        sum += across.shares[static_cast<std::size_t>(k)] *
                               acc[static_cast<std::size_t>(across.first[ps] + (k - across.offset[ps])) * channels + c];
                    mean[c] = sum;
                }
                if (g.alpha) { // back to straight colours
                    const float a = mean[channels - 1];
                    for (int c = 0; c < channels - 1; ++c)
                        mean[c] = a > 0 ? mean[c] / a : 0.0f;
                }
                for (int c = 0; c < channels; ++c)
                    line[ps * channels + c] = static_cast<std::uint8_t>(std::clamp(mean[c] * 255.0f + 0.5f, 0.0f, 255.0f));
            }
        }
    };
    // Threads for large images only: a display-sized preview is done before one would start.
    const std::size_t work = static_cast<std::size_t>(g.cellsY) * rowValues;
    const int threads = work < (std::size_t(1) << 20)
                            ? 1
                            : std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, std::min(8, outHeight));
    if (threads == 1) {
        rows(0, outHeight);
        return;
    }
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(rows, outHeight * t / threads, outHeight * (t + 1) / threads);
    rows(0, outHeight / threads);
    for (std::thread& th : pool)
        th.join();
}

} // namespace

void areaAverage(const SampleGrid<std::uint8_t>& grid, const DisplayTransfer* transfers, int outWidth, int outHeight,
                 std::uint8_t* out, std::size_t outStride)
{
    average(grid, transfers, outWidth, outHeight, out, outStride);
}

void areaAverage(const SampleGrid<std::uint16_t>& grid, const DisplayTransfer* transfers, int outWidth, int outHeight,
                 std::uint8_t* out, std::size_t outStride)
{
    average(grid, transfers, outWidth, outHeight, out, outStride);
}

void areaAverage(const SampleGrid<float>& grid, const DisplayTransfer* transfers, int outWidth, int outHeight,
                 std::uint8_t* out, std::size_t outStride)
{
    average(grid, transfers, outWidth, outHeight, out, outStride);
}

} // namespace passband
