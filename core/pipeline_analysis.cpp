// FilterPipeline's analysis of a result: the measures (energy kept, PSNR, mean absolute
// difference), the radial power profile and the impulse response.
#include "pipeline.h"

#include "errors.h"
#include "pipeline_buffers.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace passband {

using namespace detail;

void FilterPipeline::analyse(const FilterSettings& settings, const Image* result)
{
    if (!hasImage_)
        throw Error("No image to analyse.");
    Buffers& b = *buffers_;
    // Where no pixels are kept between updates, the filtered image the difference measures
    // compare is the update's result, read where it is, or made again into a buffer of the
    // analysis' own after a removed output.
    const TransientPixels analysisPixels{context_, buffers_};
    if (b.pixelsPerUpdate && measuring_) {
        const std::size_t count = b.pixelCount() * b.channels, bytes = count * b.sampleBytes;
        if (output_ == Output::Removed) {
            b.pixels = context_.buffer(CL_MEM_READ_WRITE, bytes, nullptr, "pixel");
        } else if (!result || result->width != b.width || result->height != b.height ||
                   result->channels != b.channels || result->isFloat() != b.floating ||
                   (b.floating ? result->values.size() : result->samples.size()) != count) {
            throw Error("The measures need the filtered image the update gave.");
        } else if (b.floating || result->samples.bytesPerSample() == b.sampleBytes) {
            const void* host = b.floating ? static_cast<const void*>(result->values.data()) : result->samples.data();
            b.pixels = context_.buffer(CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, bytes, host, "pixel");
        } else {
            b.pixels = context_.buffer(CL_MEM_READ_WRITE, bytes, nullptr, "pixel");
            context_.writeMapped(b.pixels, bytes, [&](void* to) { copySamplesAs(result->samples, b.sampleBytes, to); },
                                 "the filtered image");
        }
    }
    // None of this is part of the update's timing: no stage events, the plan's forgotten.
    struct Untimed {
        bool& profiling;
        const bool was;
        explicit Untimed(bool& p) : profiling(p), was(p) { profiling = false; }
        ~Untimed() { profiling = was; }
    } untimed(profiling_);
    try {
        // The difference measure compares the mapped filtered image with the input: the
        // pixel buffer still holds it after a filtered update; after a removed one, it is
        // made again.
        const bool remap = measuring_ && output_ == Output::Removed;
        enqueueFilter(settings, true, remap && !b.onePlane);
        if (remap && b.onePlane) // the plane holds one channel at a time: each made again, mapped
            enqueueOnePlaneMapping(settings, Output::Filtered, false);
        else if (remap)
            enqueueMapping(b, settings.effectiveMapping(), false);
        measures_ = UpdateMeasures{};
        if (measuring_) {
            enqueueDifference(b);
            readMeasures(b);
        }
        profile_ = RadialProfile{};
        if (radialProfile_)
            readRadialProfile(b);
        impulse_ = ImpulseResponse{};
        if (impulseSize_ > 0)
            computeImpulse(b, settings);
        if (untimed.was)
            plan_->stageTimes();
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Analysing the filter on the device");
    }
    b.events.clear();
}

void FilterPipeline::computeImpulse(Buffers& b, const FilterSettings& settings)
{
    needEdgeKernels(b); // its crop
    ImpulseResponse h;
    h.width = std::min(impulseSize_, b.gridWidth);
    h.height = std::min(impulseSize_, b.gridHeight);
    h.values.resize(static_cast<std::size_t>(h.width) * h.height);
    const std::size_t bytes = 4 * h.values.size();
    if (!b.impulse() || b.impulse.getInfo<CL_MEM_SIZE>() < bytes)
        b.impulse = context_.buffer(CL_MEM_READ_WRITE, bytes, nullptr, "impulse response");
    // The planes are spent once the update is downloaded; the plan's real buffer (the
    // grid's size), or its spectrum where the plane lives there, takes the whole response.
    const cl::Buffer& work = plan_->spectrumBuffer();
    if (b.planeInWork) { // H itself into the inverse's first pass; the response where the plane lives
        cl::Kernel& unit = setFilterArguments(b, FilterKernel::FusedUnit, settings, work, work);
        plan_->inverseFiltered(unit, work);
    } else {
        cl::Kernel& unit = setFilterArguments(b, FilterKernel::Unit, settings, work, work); // H itself
        context_.enqueueCovering(unit, b.filterRange(), nullptr, "the impulse response");
        plan_->inverse(work, plan_->realBuffer());
    }
    setArgs(b.cropCentred, b.planeInWork ? work : plan_->realBuffer(), b.gridWidth, b.gridHeight, h.width, h.height,
            b.impulse);
    context_.enqueueCovering(b.cropCentred,
                             cl::NDRange(static_cast<std::size_t>(h.width), static_cast<std::size_t>(h.height)), nullptr,
                             "the impulse response");
    context_.read(b.impulse, bytes, h.values.data(), nullptr, "the impulse response");
    if (profiling_)
        plan_->stageTimes(); // not part of the update's timing
    impulse_ = std::move(h);
}

void FilterPipeline::readRadialProfile(Buffers& b)
{
    std::vector<cl_float4> rings(static_cast<std::size_t>(b.ringCount()));
    context_.read(b.rings, rings.size() * sizeof(cl_float4), rings.data(), nullptr, "the radial profile");
    RadialProfile p;
    for (const cl_float4& ring : rings) {
        const double bins = ring.s[0];
        p.bins.push_back(bins);
        p.before.push_back(bins > 0 ? ring.s[1] / bins : 0.0);
        p.after.push_back(bins > 0 ? ring.s[2] / bins : 0.0);
    }
    profile_ = std::move(p);
}

void FilterPipeline::readMeasures(Buffers& b)
{
    // One read: the energy partials of every colour channel, then the difference's.
    const std::size_t energyCount = static_cast<std::size_t>(kMeasureGroups) * b.colour;
    std::vector<cl_float2> partial(energyCount + kMeasureGroups);
    context_.read(b.measurePartial, partial.size() * sizeof(cl_float2), partial.data(), nullptr, "the measures");
    double total = 0, kept = 0, absolute = 0, squared = 0;
    for (std::size_t i = 0; i < partial.size(); ++i) {
        double& first = i < energyCount ? total : absolute;
        double& second = i < energyCount ? kept : squared;
        first += partial[i].s[0];
        second += partial[i].s[1];
    }
    const double samples = static_cast<double>(b.pixelCount()) * b.colour;
    const double mse = squared / samples;
    measures_.valid = true;
    measures_.energyKept = total > 0 ? kept / total : 1.0; // an all-black image loses nothing
    measures_.meanAbsDiff = absolute / samples;
    measures_.psnrDb = mse > 0 ? 10.0 * std::log10((b.high - b.low) * (b.high - b.low) / mse)
                               : std::numeric_limits<double>::infinity();
}

} // namespace passband
