// Peer: clFFT, on Passband's context and queue. Two baked plans, CLFFT_2D, lengths {W, H},
// CLFFT_SINGLE, out of place: forward CLFFT_REAL (strides {1, W}, distance W*H) ->
// CLFFT_HERMITIAN_INTERLEAVED (strides {1, W/2+1}, distance (W/2+1)*H); backward the reverse,
// with clFFT's default backward scale 1/(W H) (as Passband's inverse). clFFT's temporary buffer
// is its own (allocated once, on the first transform, i.e. in the warm-up).
#ifdef PASSBAND_PEER_CLFFT

#include "peers.h"

#include <clFFT.h>

#include <algorithm>
#include <cstdlib>
#include <mutex>
#include <stdexcept>

namespace passband::bench::peers {

namespace {

std::string clfftStatusName(clfftStatus status)
{
    switch (status) {
    case CLFFT_BUGCHECK: return "CLFFT_BUGCHECK";
    case CLFFT_NOTIMPLEMENTED: return "CLFFT_NOTIMPLEMENTED";
    case CLFFT_TRANSPOSED_NOTIMPLEMENTED: return "CLFFT_TRANSPOSED_NOTIMPLEMENTED";
    case CLFFT_FILE_NOT_FOUND: return "CLFFT_FILE_NOT_FOUND";
    case CLFFT_FILE_CREATE_FAILURE: return "CLFFT_FILE_CREATE_FAILURE";
    case CLFFT_VERSION_MISMATCH: return "CLFFT_VERSION_MISMATCH";
    case CLFFT_INVALID_PLAN: return "CLFFT_INVALID_PLAN";
    case CLFFT_DEVICE_NO_DOUBLE: return "CLFFT_DEVICE_NO_DOUBLE";
    case CLFFT_DEVICE_MISMATCH: return "CLFFT_DEVICE_MISMATCH";
    default: return clErrorName(static_cast<int>(status)); // the OpenCL codes
    }
}

struct ClfftError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

void check(clfftStatus status, const char* call)
{
    if (status != CLFFT_SUCCESS)
        throw ClfftError(std::string(call) + ": " + clfftStatusName(status));
}

struct Plan {
    clfftPlanHandle handle = 0;
    bool made = false;
    ~Plan()
    {
        if (made)
            clfftDestroyPlan(&handle);
    }
};

// The largest prime factor of n.
int largestPrimeFactor(int n)
{
    int largest = 1;
    for (int p = 2; static_cast<long long>(p) * p <= n; ++p)
        while (n % p == 0) {
            largest = p;
            n /= p;
        }
    return n > 1 ? n : largest;
}

} // namespace

PeerTiming measureClfft(const cl::Context& context, const cl::Device& device, const cl::CommandQueue& queue,
                        int width, int height, const std::vector<float>& image, int repeat)
{
    (void)device; // clFFT bakes for the queue's device
    PeerTiming t;
    t.peer = kClfftName;

    static std::once_flag setupOnce;
    static clfftStatus setupStatus = CLFFT_SUCCESS;
    std::call_once(setupOnce, [] {
        clfftSetupData setup;
        clfftInitSetupData(&setup);
        setupStatus = clfftSetup(&setup);
        if (setupStatus == CLFFT_SUCCESS) // else clFFT complains at exit that it was not torn down
            std::atexit([] { clfftTeardown(); });
    });
    if (setupStatus != CLFFT_SUCCESS) {
        t.note = "clfftSetup: " + clfftStatusName(setupStatus);
        return t;
    }
    const std::size_t hw = static_cast<std::size_t>(width / 2 + 1);
    const std::size_t realBytes = image.size() * sizeof(float);
    const std::size_t halfBytes = hw * height * 2 * sizeof(float);
    cl::Buffer real(context, CL_MEM_READ_WRITE, realBytes);
    cl::Buffer spectrum(context, CL_MEM_READ_WRITE, halfBytes);
    cl::Buffer spectrumCopy(context, CL_MEM_READ_WRITE, halfBytes);
    cl::Buffer result(context, CL_MEM_READ_WRITE, realBytes);
    cl_command_queue q = queue();
    cl_mem realMem = real(), spectrumMem = spectrum(), copyMem = spectrumCopy(), resultMem = result();

    Plan forward, backward;
    try {
        size_t lengths[2] = {static_cast<size_t>(width), static_cast<size_t>(height)};
        size_t realStrides[2] = {1, static_cast<size_t>(width)};
        size_t halfStrides[2] = {1, hw};
        const size_t realDistance = static_cast<size_t>(width) * height, halfDistance = hw * height;

        check(clfftCreateDefaultPlan(&forward.handle, context(), CLFFT_2D, lengths), "clfftCreateDefaultPlan");
        forward.made = true;
        check(clfftSetPlanPrecision(forward.handle, CLFFT_SINGLE), "clfftSetPlanPrecision");
        check(clfftSetLayout(forward.handle, CLFFT_REAL, CLFFT_HERMITIAN_INTERLEAVED), "clfftSetLayout");
        check(clfftSetResultLocation(forward.handle, CLFFT_OUTOFPLACE), "clfftSetResultLocation");
        check(clfftSetPlanInStride(forward.handle, CLFFT_2D, realStrides), "clfftSetPlanInStride");
        check(clfftSetPlanOutStride(forward.handle, CLFFT_2D, halfStrides), "clfftSetPlanOutStride");
        check(clfftSetPlanDistance(forward.handle, realDistance, halfDistance), "clfftSetPlanDistance");
        check(clfftBakePlan(forward.handle, 1, &q, nullptr, nullptr), "clfftBakePlan (forward)");

        check(clfftCreateDefaultPlan(&backward.handle, context(), CLFFT_2D, lengths), "clfftCreateDefaultPlan");
        backward.made = true;
        check(clfftSetPlanPrecision(backward.handle, CLFFT_SINGLE), "clfftSetPlanPrecision");
        check(clfftSetLayout(backward.handle, CLFFT_HERMITIAN_INTERLEAVED, CLFFT_REAL), "clfftSetLayout");
        check(clfftSetResultLocation(backward.handle, CLFFT_OUTOFPLACE), "clfftSetResultLocation");
        check(clfftSetPlanInStride(backward.handle, CLFFT_2D, halfStrides), "clfftSetPlanInStride");
        check(clfftSetPlanOutStride(backward.handle, CLFFT_2D, realStrides), "clfftSetPlanOutStride");
        check(clfftSetPlanDistance(backward.handle, halfDistance, realDistance), "clfftSetPlanDistance");
        check(clfftBakePlan(backward.handle, 1, &q, nullptr, nullptr), "clfftBakePlan (backward)");
    } catch (const ClfftError& e) {
        // clFFT's generator knows the radices 2, 3, 5, 7, 11 and 13 and says NOTIMPLEMENTED for
        // a length with another prime factor (1366 = 2 * 683).
        const int largest = std::max(largestPrimeFactor(width), largestPrimeFactor(height));
        if (std::string(e.what()).find("NOTIMPLEMENTED") != std::string::npos)
            t.note = "refuses " + sizeText(width, height) + " (prime factor " + std::to_string(largest) + "): " + e.what();
        else
            t.note = "failed at " + sizeText(width, height) + ": " + e.what();
        return t;
    }

    OpenClOps ops;
    cl_float scale = 0;
    ops.inverseScale = clfftGetPlanScale(backward.handle, CLFFT_BACKWARD, &scale) == CLFFT_SUCCESS
                           ? static_cast<double>(scale)
                           : 1.0 / (static_cast<double>(width) * height);
    ops.forward = [&] {
        check(clfftEnqueueTransform(forward.handle, CLFFT_FORWARD, 1, &q, 0, nullptr, nullptr, &realMem,
                                    &spectrumMem, nullptr),
              "clfftEnqueueTransform (forward)");
    };
    ops.inverse = [&](bool fromCopy) {
        check(clfftEnqueueTransform(backward.handle, CLFFT_BACKWARD, 1, &q, 0, nullptr, nullptr,
                                    fromCopy ? &copyMem : &spectrumMem, &resultMem, nullptr),
              "clfftEnqueueTransform (backward)");
    };
    PeerTiming measured = runOpenClPeer(queue, width, height, image, repeat, real, spectrum, spectrumCopy, result, ops);
    measured.peer = kClfftName;
    return measured;
}

} // namespace passband::bench::peers

#endif // PASSBAND_PEER_CLFFT
