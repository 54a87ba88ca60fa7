// Peer: FFTW 3, single precision, 2 threads, FFTW_MEASURE plans, out of place.
// forward = fftwf_execute(r2c); update = copy of the kept spectrum into the c2r input (FFTW's
// multi-dimensional c2r destroys its input and has no input-preserving algorithm) + fftwf_execute(c2r).
// FFTW's inverse is unnormalised (Passband's includes 1/(W H)); scaling would be one more pass.
#ifdef PASSBAND_PEER_FFTW

#include "peers.h"

#include <fftw3.h>

#include <chrono>
#include <complex>
#include <cstring>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace passband::bench::peers {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

constexpr int kThreads = 2;

template <typename T>
struct FftwFree {
    void operator()(T* p) const { fftwf_free(p); }
};
template <typename T>
using FftwArray = std::unique_ptr<T, FftwFree<T>>;

struct Plan {
    fftwf_plan plan = nullptr;
    ~Plan()
    {
        if (plan)
            fftwf_destroy_plan(plan);
    }
};

} // namespace

PeerTiming measureFftw(int width, int height, const std::vector<float>& image, int repeat)
{
    static std::once_flag threadsInit;
    static bool threadsOk = false;
    std::call_once(threadsInit, [] { threadsOk = fftwf_init_threads() != 0; });

    PeerTiming t;
    t.peer = kFftwName;
    if (!threadsOk) {
        t.note = "fftwf_init_threads failed";
        return t;
    }
    const std::size_t n = static_cast<std::size_t>(width) * height;
    const std::size_t nHalf = static_cast<std::size_t>(width / 2 + 1) * height;

    FftwArray<float> real(fftwf_alloc_real(n));
    FftwArray<fftwf_complex> spectrum(fftwf_alloc_complex(nHalf)); // forward output, kept
    FftwArray<fftwf_complex> work(fftwf_alloc_complex(nHalf));     // c2r input, destroyed
    FftwArray<float> result(fftwf_alloc_real(n));
    if (!real || !spectrum || !work || !result) {
        t.note = "out of memory for " + sizeText(width, height);
        return t;
    }

    // FFTW_MEASURE overwrites the arrays while planning: plan first, then fill.
    fftwf_plan_with_nthreads(kThreads);
    Plan forward, inverse;
    forward.plan = fftwf_plan_dft_r2c_2d(height, width, real.get(), spectrum.get(), FFTW_MEASURE);
    inverse.plan = fftwf_plan_dft_c2r_2d(height, width, work.get(), result.get(), FFTW_MEASURE);
    if (!forward.plan || !inverse.plan) {
        t.note = "FFTW could not plan " + sizeText(width, height);
        return t;
    }
    std::memcpy(real.get(), image.data(), n * sizeof(float));

    // Checks: forward on a few bins, inverse against the image (FFTW does not normalise).
    fftwf_execute(forward.plan);
    static_assert(sizeof(fftwf_complex) == sizeof(std::complex<float>));
    if (std::string bad = checkForward(width, height, image, reinterpret_cast<const std::complex<float>*>(spectrum.get()));
        !bad.empty()) {
        t.note = bad;
        return t;
    }
    std::memcpy(work.get(), spectrum.get(), nHalf * sizeof(fftwf_complex));
    fftwf_execute(inverse.plan);
    if (std::string bad = checkInverse(image, result.get(), 1.0); !bad.empty()) {
        t.note = bad;
        return t;
    }

    std::vector<double> fwd, upd;
    for (int r = -2; r < repeat; ++r) { // two warm-up runs
        auto start = Clock::now();
        fftwf_execute(forward.plan);
        const double f = msSince(start);
        start = Clock::now();
        std::memcpy(work.get(), spectrum.get(), nHalf * sizeof(fftwf_complex));
        fftwf_execute(inverse.plan);
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

} // namespace passband::bench::peers

#endif // PASSBAND_PEER_FFTW
