#pragma once
// Peers of Passband's FFT engine for passband-bench: FFTW 3 (single precision, 2 threads),
// VkFFT (OpenCL backend) and clFFT, each optional, each in its own translation unit
// (peer_*.cpp, compiled only when bench/peers.cmake finds the library).
//
// What is measured, so that the ratios against Passband are fair:
//  forward: real -> Hermitian-half spectrum of an image already on the device (upload
//           excluded), wall clock from the first enqueue to clFinish; FFTW: fftwf_execute of an
//           out-of-place r2c plan made with FFTW_MEASURE on 2 threads.
//  update:  one "slider move" as the peer can do it: complex -> real inverse of the kept
//           spectrum (which must survive: a copy is made and counted where the peer's inverse
//           overwrites its input) plus, for the OpenCL peers, a blocking read of the
//           width*height floats into an ordinary std::vector; FFTW: copy of the spectrum into
//           the c2r input (c2r destroys it) plus fftwf_execute.
// Times are medians (and min/max) of `repeat` runs after 2 warm-up runs. Before timing, every
// peer's forward result is checked on a few bins against a double-precision DFT and its
// inverse against the image; a peer that fails either is reported unavailable, never timed.
#include <CL/opencl.hpp>

#include <complex>
#include <functional>
#include <string>
#include <vector>

namespace passband::bench {

struct PeerTiming {
    std::string peer;          // "FFTW 2 threads", "VkFFT", "clFFT"
    bool available = false;    // built in and worked for this size
    std::string note;          // why not available (e.g. "refuses 1366x768: ..."), or a remark
    double forwardMs = 0, forwardMinMs = 0, forwardMaxMs = 0;  // median and spread
    double updateMs = 0, updateMinMs = 0, updateMaxMs = 0;
};

// Every peer compiled in, measured on a real single-precision image (row-major, width*height
// floats) of that size: `repeat` timed runs after 2 warm-up runs; OpenCL peers use the given
// context/device/queue (the same device Passband uses; the queue has profiling enabled).
// Never throws for a peer's failure: that peer comes back with available = false and a note.
std::vector<PeerTiming> measurePeers(const cl::Context& context, const cl::Device& device,
                                     const cl::CommandQueue& queue, int width, int height,
                                     const std::vector<float>& image, int repeat);

std::vector<std::string> peersBuiltIn(); // names, for --help and reports

// ---- Shared by peers.cpp and the peer_*.cpp files; not for passband-bench itself. ----
namespace peers {

inline constexpr const char* kFftwName = "FFTW 2 threads";
inline constexpr const char* kVkfftName = "VkFFT";
inline constexpr const char* kClfftName = "clFFT";

// One peer each, defined in peer_<name>.cpp (only when compiled in).
PeerTiming measureFftw(int width, int height, const std::vector<float>& image, int repeat);
PeerTiming measureVkfft(const cl::Context& context, const cl::Device& device, const cl::CommandQueue& queue,
                        int width, int height, const std::vector<float>& image, int repeat);
PeerTiming measureClfft(const cl::Context& context, const cl::Device& device, const cl::CommandQueue& queue,
                        int width, int height, const std::vector<float>& image, int repeat);

// Median, min and max of `ms` into the three fields.
void summarize(std::vector<double> ms, double& median, double& min, double& max);

// Empty when `half` (row-major, width/2+1 complex per row, height rows, unnormalised forward
// transform exp(-2 pi i (ux/W + vy/H))) matches a double-precision DFT of `image` on a few bins
// to 1e-3 relative (relative to max(|bin|, L2 norm of the image)); else what is wrong.
std::string checkForward(int width, int height, const std::vector<float>& image,
                         const std::complex<float>* half);

// Empty when `result` equals scale * width * height * image to 1e-3 relative L2 error (scale
// is 1/(width*height) for a normalised inverse, 1 for an unnormalised one); else what is wrong.
std::string checkInverse(const std::vector<float>& image, const float* result, double scale);

// The harness of the OpenCL peers. `real` (width*height floats), `spectrum` and `spectrumCopy`
// ((width/2+1)*height float2, row-major), `result` (width*height floats) live on the queue's
// context. It uploads the image to `real`, checks one forward and one inverse, finds out whether
// the forward keeps `real` (if not, `real` is uploaded again before each timed forward, untimed)
// and whether the inverse keeps `spectrum` (if not, every timed update first copies `spectrum`
// to `spectrumCopy` and runs the inverse from there, and the copy is counted), then times.
struct OpenClOps {
    std::function<void()> forward;              // enqueue real -> spectrum; throws on error
    std::function<void(bool fromCopy)> inverse; // enqueue spectrum (or spectrumCopy) -> result
    double inverseScale = 1.0;                  // 1/(W H) when the inverse normalises
};
PeerTiming runOpenClPeer(const cl::CommandQueue& queue, int width, int height, const std::vector<float>& image,
                         int repeat, const cl::Buffer& real, const cl::Buffer& spectrum,
                         const cl::Buffer& spectrumCopy, const cl::Buffer& result, const OpenClOps& ops);

// "CL_OUT_OF_RESOURCES (-5)" and the like.
std::string clErrorName(int code);

// "clFFT refuses 1366x768: ..." style prefix for a note.
std::string sizeText(int width, int height);

} // namespace peers
} // namespace passband::bench
