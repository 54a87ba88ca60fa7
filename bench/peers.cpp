// measurePeers(): runs whichever peers bench/peers.cmake compiled in (PASSBAND_PEER_FFTW,
// PASSBAND_PEER_VKFFT, PASSBAND_PEER_CLFFT), plus the checks and statistics they share.
#include "peers.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <exception>

namespace passband::bench {

namespace {

// Runs one peer; whatever escapes it becomes a note instead of ending the benchmark.
template <typename Measure>
PeerTiming guarded(const char* name, Measure measure)
{
    try {
        PeerTiming t = measure();
        t.peer = name;
        return t;
    } catch (const cl::Error& e) {
        PeerTiming t;
        t.peer = name;
        t.note = std::string(e.what()) + ": " + peers::clErrorName(e.err());
        return t;
    } catch (const std::exception& e) {
        PeerTiming t;
        t.peer = name;
        t.note = e.what();
        return t;
    } catch (...) {
        PeerTiming t;
        t.peer = name;
        t.note = "unknown exception";
        return t;
    }
}

} // namespace

std::vector<std::string> peersBuiltIn()
{
    std::vector<std::string> names;
#ifdef PASSBAND_PEER_FFTW
    names.emplace_back(peers::kFftwName);
#endif
#ifdef PASSBAND_PEER_VKFFT
    names.emplace_back(peers::kVkfftName);
#endif
#ifdef PASSBAND_PEER_CLFFT
    names.emplace_back(peers::kClfftName);
#endif
    return names;
}

std::vector<PeerTiming> measurePeers(const cl::Context& context, const cl::Device& device,
                                     const cl::CommandQueue& queue, int width, int height,
                                     const std::vector<float>& image, int repeat)
{
    (void)context, (void)device, (void)queue;
    std::vector<PeerTiming> results;
    repeat = std::max(1, repeat);
    if (width < 1 || height < 1 || image.size() != static_cast<std::size_t>(width) * height) {
        for (const std::string& name : peersBuiltIn()) {
            PeerTiming t;
            t.peer = name;
            t.note = "bad input: " + peers::sizeText(width, height) + " with " + std::to_string(image.size()) +
                     " pixels";
            results.push_back(t);
        }
        return results;
    }
#ifdef PASSBAND_PEER_FFTW
    results.push_back(guarded(peers::kFftwName, [&] { return peers::measureFftw(width, height, image, repeat); }));
#endif
#ifdef PASSBAND_PEER_VKFFT
    results.push_back(guarded(peers::kVkfftName, [&] {
        return peers::measureVkfft(context, device, queue, width, height, image, repeat);
    }));
#endif
#ifdef PASSBAND_PEER_CLFFT
    results.push_back(guarded(peers::kClfftName, [&] {
        return peers::measureClfft(context, device, queue, width, height, image, repeat);
    }));
#endif
    return results;
}

namespace peers {

void summarize(std::vector<double> ms, double& median, double& min, double& max)
{
    if (ms.empty()) {
        median = min = max = 0;
        return;
    }
    std::sort(ms.begin(), ms.end());
    const std::size_t n = ms.size();
    median = n % 2 ? ms[n / 2] : 0.5 * (ms[n / 2 - 1] + ms[n / 2]);
    min = ms.front();
    max = ms.back();
}

std::string sizeText(int width, int height)
{
    return std::to_string(width) + "x" + std::to_string(height);
}

std::string checkForward(int width, int height, const std::vector<float>& image, const std::complex<float>* half)
{
    const int hw = width / 2 + 1;
    double norm = 0;
    for (float v : image)
        norm += double(v) * v;
    norm = std::sqrt(norm);

    // Bins (u, v), u <= W/2: DC, the first harmonics, a negative vertical frequency, Nyquist,
    // and one in the middle.
    const int bins[][2] = {{0, 0},
                           {std::min(1, hw - 1), 0},
                           {0, std::min(1, height - 1)},
                           {std::min(3, hw - 1), height - 1},
                           {hw - 1, height / 2},
                           {(hw - 1) * 2 / 3, height / 3 + (height > 7 ? 2 : 0)}};
    const double twoPi = 2 * std::acos(-1.0);
    std::vector<std::complex<double>> ex(width), ey(height);
    for (const auto& bin : bins) {
        const int u = bin[0], v = std::min(bin[1], height - 1);
        for (int x = 0; x < width; ++x) // exact phase: (u x) mod W before the division
            ex[x] = std::polar(1.0, -twoPi * double((static_cast<long long>(u) * x) % width) / width);
        for (int y = 0; y < height; ++y)
            ey[y] = std::polar(1.0, -twoPi * double((static_cast<long long>(v) * y) % height) / height);
        std::complex<double> ref = 0;
        for (int y = 0; y < height; ++y) {
            const float* row = image.data() + static_cast<std::size_t>(y) * width;
            std::complex<double> s = 0;
            for (int x = 0; x < width; ++x)
                s += double(row[x]) * ex[x];
            ref += s * ey[y];
        }
        const std::complex<double> got(half[static_cast<std::size_t>(v) * hw + u]);
        const double err = std::abs(got - ref) / std::max({std::abs(ref), norm, 1e-30});
        if (!(err <= 1e-3)) { // also catches NaN
            char text[200];
            std::snprintf(text, sizeof text, "wrong forward result: bin (%d,%d) is (%.6g,%.6g), expected (%.6g,%.6g)", u,
                          v, got.real(), got.imag(), ref.real(), ref.imag());
            return text;
        }
    }
    return {};
}

std::string checkInverse(const std::vector<float>& image, const float* result, double scale)
{
    const double n = static_cast<double>(image.size());
    double diff = 0, norm = 0;
    for (std::size_t i = 0; i < image.size(); ++i) {
        const double expected = scale * n * image[i];
        diff += (result[i] - expected) * (result[i] - expected);
        norm += expected * expected;
    }
    const double err = std::sqrt(diff / std::max(norm, 1e-300));
    if (!(err <= 1e-3)) {
        char text[120];
        std::snprintf(text, sizeof text, "wrong inverse result: relative L2 error %.3g", err);
        return text;
    }
    return {};
}

PeerTiming runOpenClPeer(const cl::CommandQueue& queue, int width, int height, const std::vector<float>& image,
                         int repeat, const cl::Buffer& real, const cl::Buffer& spectrum,
                         const cl::Buffer& spectrumCopy, const cl::Buffer& result, const OpenClOps& ops)
{
    using Clock = std::chrono::steady_clock;
    const auto msSince = [](Clock::time_point start) {
        return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    };
    PeerTiming t;
    if (queue.getInfo<CL_QUEUE_PROPERTIES>() & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE) {
        t.note = "needs an in-order queue";
        return t;
    }
    const std::size_t n = image.size();
    const std::size_t nHalf = static_cast<std::size_t>(width / 2 + 1) * height;
    const std::size_t realBytes = n * sizeof(float), halfBytes = nHalf * sizeof(std::complex<float>);

    // Checks, and what the peer's transforms overwrite.
    queue.enqueueWriteBuffer(real, CL_TRUE, 0, realBytes, image.data());
    ops.forward();
    queue.finish();
    std::vector<std::complex<float>> half(nHalf), halfAfter(nHalf);
    queue.enqueueReadBuffer(spectrum, CL_TRUE, 0, halfBytes, half.data());
    if (std::string bad = checkForward(width, height, image, half.data()); !bad.empty()) {
        t.note = bad;
        return t;
    }
    std::vector<float> host(n);
    queue.enqueueReadBuffer(real, CL_TRUE, 0, realBytes, host.data());
    const bool keepsReal = std::memcmp(host.data(), image.data(), realBytes) == 0;
    ops.inverse(false);
    queue.enqueueReadBuffer(result, CL_TRUE, 0, realBytes, host.data());
    if (std::string bad = checkInverse(image, host.data(), ops.inverseScale); !bad.empty()) {
        t.note = bad;
        return t;
    }
    queue.enqueueReadBuffer(spectrum, CL_TRUE, 0, halfBytes, halfAfter.data());
    const bool copy = std::memcmp(half.data(), halfAfter.data(), halfBytes) != 0;
    if (copy) { // check the path that is timed
        queue.enqueueWriteBuffer(spectrum, CL_TRUE, 0, halfBytes, half.data());
        queue.enqueueCopyBuffer(spectrum, spectrumCopy, 0, 0, halfBytes);
        ops.inverse(true);
        std::fill(host.begin(), host.end(), 0.0f);
        queue.enqueueReadBuffer(result, CL_TRUE, 0, realBytes, host.data());
        if (std::string bad = checkInverse(image, host.data(), ops.inverseScale); !bad.empty()) {
            t.note = bad + " (from a copy of the spectrum)";
            return t;
        }
        t.note = "its inverse overwrites the spectrum: update includes a device copy of it";
    }

    std::vector<double> fwd, upd;
    for (int r = -2; r < repeat; ++r) { // two warm-up runs
        if (!keepsReal)
            queue.enqueueWriteBuffer(real, CL_TRUE, 0, realBytes, image.data());
        queue.finish();
        auto start = Clock::now();
        ops.forward();
        queue.finish();
        const double f = msSince(start);
        start = Clock::now();
        if (copy)
            queue.enqueueCopyBuffer(spectrum, spectrumCopy, 0, 0, halfBytes);
        ops.inverse(copy);
        queue.enqueueReadBuffer(result, CL_TRUE, 0, realBytes, host.data());
        const double u = msSince(start);
        if (r >= 0) {
            fwd.push_back(f);
            upd.push_back(u);
        }
    }
    summarize(fwd, t.forwardMs, t.forwardMinMs, t.forwardMaxMs);
    summarize(upd, t.updateMs, t.updateMinMs, t.updateMaxMs);
    t.available = true;
    return t;
}

std::string clErrorName(int code)
{
    const char* name = nullptr;
    switch (code) {
    case 0: name = "CL_SUCCESS"; break;
    case -1: name = "CL_DEVICE_NOT_FOUND"; break;
    case -2: name = "CL_DEVICE_NOT_AVAILABLE"; break;
    case -3: name = "CL_COMPILER_NOT_AVAILABLE"; break;
    case -4: name = "CL_MEM_OBJECT_ALLOCATION_FAILURE"; break;
    case -5: name = "CL_OUT_OF_RESOURCES"; break;
    case -6: name = "CL_OUT_OF_HOST_MEMORY"; break;
    case -7: name = "CL_PROFILING_INFO_NOT_AVAILABLE"; break;
    case -8: name = "CL_MEM_COPY_OVERLAP"; break;
    case -11: name = "CL_BUILD_PROGRAM_FAILURE"; break;
    case -12: name = "CL_MAP_FAILURE"; break;
    case -13: name = "CL_MISALIGNED_SUB_BUFFER_OFFSET"; break;
    case -14: name = "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST"; break;
    case -30: name = "CL_INVALID_VALUE"; break;
    case -33: name = "CL_INVALID_DEVICE"; break;
    case -34: name = "CL_INVALID_CONTEXT"; break;
    case -35: name = "CL_INVALID_QUEUE_PROPERTIES"; break;
    case -36: name = "CL_INVALID_COMMAND_QUEUE"; break;
    case -38: name = "CL_INVALID_MEM_OBJECT"; break;
    case -44: name = "CL_INVALID_PROGRAM"; break;
    case -45: name = "CL_INVALID_PROGRAM_EXECUTABLE"; break;
    case -46: name = "CL_INVALID_KERNEL_NAME"; break;
    case -48: name = "CL_INVALID_KERNEL"; break;
    case -51: name = "CL_INVALID_ARG_SIZE"; break;
    case -52: name = "CL_INVALID_KERNEL_ARGS"; break;
    case -54: name = "CL_INVALID_WORK_GROUP_SIZE"; break;
    case -55: name = "CL_INVALID_WORK_ITEM_SIZE"; break;
    case -59: name = "CL_INVALID_OPERATION"; break;
    case -61: name = "CL_INVALID_BUFFER_SIZE"; break;
    case -63: name = "CL_INVALID_GLOBAL_WORK_SIZE"; break;
    default: break;
    }
    return name ? std::string(name) + " (" + std::to_string(code) + ")" : "OpenCL error " + std::to_string(code);
}

} // namespace peers
} // namespace passband::bench
