// Peer: VkFFT, OpenCL backend, on Passband's context, device and queue.
// Two applications, both R2C (performR2C), FFTdim 2, size {W, H}, out of place:
//  forward (makeForwardPlanOnly): isInputFormatted, inputBuffer = the real image (W*H floats,
//     inputBufferStride {W, W*H} in floats) -> buffer = the spectrum ((W/2+1)*H float2).
//  inverse (makeInversePlanOnly, normalize as Passband's inverse): isInputFormatted, inputBuffer =
//     the spectrum (inputBufferStride {W/2+1, (W/2+1)*H} in float2) -> buffer = a scratch spectrum
//     -> isOutputFormatted, outputBuffer = the real result (outputBufferStride {W, W*H} in floats).
// So the inverse reads the kept spectrum without overwriting it (the harness checks that and
// falls back to a counted copy if it ever did).
#ifdef PASSBAND_PEER_VKFFT

#include "peers.h"

#ifndef VKFFT_BACKEND
#define VKFFT_BACKEND 3 // OpenCL
#endif
#if VKFFT_BACKEND != 3
#error "passband-bench's VkFFT peer needs VkFFT's OpenCL backend (VKFFT_BACKEND 3)"
#endif
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wunused-variable"
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif
#include <vkFFT.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

#include <cstdint>
#include <stdexcept>

namespace passband::bench::peers {

namespace {

std::string vkfftErrorName(int code)
{
    const char* name = nullptr;
    switch (code) { // values are stable across VkFFT 1.2 and 1.3
    case 1: name = "VKFFT_ERROR_MALLOC_FAILED"; break;
    case 2: name = "VKFFT_ERROR_INSUFFICIENT_CODE_BUFFER"; break;
    case 3: name = "VKFFT_ERROR_INSUFFICIENT_TEMP_BUFFER"; break;
    case 4: name = "VKFFT_ERROR_PLAN_NOT_INITIALIZED"; break;
    case 1002: name = "VKFFT_ERROR_INVALID_DEVICE"; break;
    case 1003: name = "VKFFT_ERROR_INVALID_QUEUE"; break;
    case 1008: name = "VKFFT_ERROR_INVALID_CONTEXT"; break;
    case 2001: name = "VKFFT_ERROR_EMPTY_FFTdim"; break;
    case 2002: name = "VKFFT_ERROR_EMPTY_size"; break;
    case 2003: name = "VKFFT_ERROR_EMPTY_bufferSize"; break;
    case 2004: name = "VKFFT_ERROR_EMPTY_buffer"; break;
    case 2008: name = "VKFFT_ERROR_EMPTY_inputBuffer"; break;
    case 2010: name = "VKFFT_ERROR_EMPTY_outputBuffer"; break;
    case 3001: name = "VKFFT_ERROR_UNSUPPORTED_RADIX"; break;
    case 3002: name = "VKFFT_ERROR_UNSUPPORTED_FFT_LENGTH"; break;
    case 3003: name = "VKFFT_ERROR_UNSUPPORTED_FFT_LENGTH_R2C"; break;
    case 4001: name = "VKFFT_ERROR_FAILED_TO_ALLOCATE"; break;
    case 4028: name = "VKFFT_ERROR_FAILED_TO_SYNCHRONIZE"; break;
    case 4029: name = "VKFFT_ERROR_FAILED_TO_COPY"; break;
    case 4030: name = "VKFFT_ERROR_FAILED_TO_CREATE_PROGRAM"; break;
    case 4031: name = "VKFFT_ERROR_FAILED_TO_COMPILE_PROGRAM"; break;
    case 4036: name = "VKFFT_ERROR_FAILED_TO_GET_FUNCTION"; break;
    case 4039: name = "VKFFT_ERROR_FAILED_TO_LAUNCH_KERNEL"; break;
    case 4047: name = "VKFFT_ERROR_FAILED_TO_SET_KERNEL_ARG"; break;
    case 4048: name = "VKFFT_ERROR_FAILED_TO_CREATE_COMMAND_QUEUE"; break;
    default: break;
    }
    return name ? std::string(name) + " (" + std::to_string(code) + ")" : "VkFFT error " + std::to_string(code);
}

// The handles VkFFT keeps pointers to: they must stay put while the applications live.
struct Handles {
    cl_device_id device = nullptr;
    cl_context context = nullptr;
    cl_command_queue queue = nullptr;
    cl_mem real = nullptr, spectrum = nullptr, spectrumCopy = nullptr, scratch = nullptr, result = nullptr;
    std::uint64_t realBytes = 0, halfBytes = 0;
};

struct App {
    VkFFTApplication app = {};
    bool initialized = false;
    ~App()
    {
        if (initialized)
            deleteVkFFT(&app);
    }
};

} // namespace

PeerTiming measureVkfft(const cl::Context& context, const cl::Device& device, const cl::CommandQueue& queue,
                        int width, int height, const std::vector<float>& image, int repeat)
{
    PeerTiming t;
    t.peer = kVkfftName;
    const std::size_t nHalf = static_cast<std::size_t>(width / 2 + 1) * height;
    Handles h;
    h.realBytes = static_cast<std::uint64_t>(image.size()) * sizeof(float);
    h.halfBytes = static_cast<std::uint64_t>(nHalf) * 2 * sizeof(float);
    cl::Buffer real(context, CL_MEM_READ_WRITE, h.realBytes);
    cl::Buffer spectrum(context, CL_MEM_READ_WRITE, h.halfBytes);
    cl::Buffer spectrumCopy(context, CL_MEM_READ_WRITE, h.halfBytes);
    cl::Buffer scratch(context, CL_MEM_READ_WRITE, h.halfBytes);
    cl::Buffer result(context, CL_MEM_READ_WRITE, h.realBytes);
    h.device = device();
    h.context = context();
    h.queue = queue();
    h.real = real();
    h.spectrum = spectrum();
    h.spectrumCopy = spectrumCopy();
    h.scratch = scratch();
    h.result = result();

    const auto base = [&] {
        VkFFTConfiguration c = {};
        c.FFTdim = 2;
        c.size[0] = static_cast<std::uint64_t>(width);
        c.size[1] = static_cast<std::uint64_t>(height);
        c.performR2C = 1;
        c.device = &h.device;
        c.context = &h.context;
        c.commandQueue = &h.queue;
        return c;
    };
    const std::uint64_t hw = static_cast<std::uint64_t>(width / 2 + 1);
    const auto refuse = [&](const char* what, VkFFTResult r) {
        const int code = static_cast<int>(r);
        t.note = (code >= 3001 && code <= 3005 ? "refuses " + sizeText(width, height) + ": "
                                               : "failed at " + sizeText(width, height) + ": ") +
                 what + ": " + vkfftErrorName(code);
        return t;
    };

    App forwardApp, inverseApp;
    {
        VkFFTConfiguration c = base();
        c.makeForwardPlanOnly = 1;
        c.isInputFormatted = 1;
        c.inputBuffer = &h.real;
        c.inputBufferSize = &h.realBytes;
        c.inputBufferStride[0] = static_cast<std::uint64_t>(width);
        c.inputBufferStride[1] = static_cast<std::uint64_t>(width) * height;
        c.buffer = &h.spectrum;
        c.bufferSize = &h.halfBytes;
        const VkFFTResult r = initializeVkFFT(&forwardApp.app, c);
        if (r != VKFFT_SUCCESS)
            return refuse("initializeVkFFT (forward)", r);
        forwardApp.initialized = true;
    }
    {
        VkFFTConfiguration c = base();
        c.makeInversePlanOnly = 1;
        c.normalize = 1;
        c.isInputFormatted = 1;
        c.inputBuffer = &h.spectrum;
        c.inputBufferSize = &h.halfBytes;
        c.inputBufferStride[0] = hw;
        c.inputBufferStride[1] = hw * static_cast<std::uint64_t>(height);
        c.buffer = &h.scratch;
        c.bufferSize = &h.halfBytes;
        c.isOutputFormatted = 1;
        c.outputBuffer = &h.result;
        c.outputBufferSize = &h.realBytes;
        c.outputBufferStride[0] = static_cast<std::uint64_t>(width);
        c.outputBufferStride[1] = static_cast<std::uint64_t>(width) * height;
        const VkFFTResult r = initializeVkFFT(&inverseApp.app, c);
        if (r != VKFFT_SUCCESS)
            return refuse("initializeVkFFT (inverse)", r);
        inverseApp.initialized = true;
    }

    OpenClOps ops;
    ops.inverseScale = 1.0 / (static_cast<double>(width) * height);
    ops.forward = [&] {
        VkFFTLaunchParams p = {};
        p.commandQueue = &h.queue;
        const VkFFTResult r = VkFFTAppend(&forwardApp.app, -1, &p);
        if (r != VKFFT_SUCCESS)
            throw std::runtime_error("VkFFTAppend (forward): " + vkfftErrorName(static_cast<int>(r)));
    };
    ops.inverse = [&](bool fromCopy) {
        VkFFTLaunchParams p = {};
        p.commandQueue = &h.queue;
        p.inputBuffer = fromCopy ? &h.spectrumCopy : &h.spectrum;
        const VkFFTResult r = VkFFTAppend(&inverseApp.app, 1, &p);
        if (r != VKFFT_SUCCESS)
            throw std::runtime_error("VkFFTAppend (inverse): " + vkfftErrorName(static_cast<int>(r)));
    };
    PeerTiming measured = runOpenClPeer(queue, width, height, image, repeat, real, spectrum, spectrumCopy, result, ops);
    measured.peer = kVkfftName;
    return measured;
}

} // namespace passband::bench::peers

#endif // PASSBAND_PEER_VKFFT
