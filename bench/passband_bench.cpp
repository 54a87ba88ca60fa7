// passband-bench: plan, forward and inverse FFT times of the engine, and its accuracy.
// Times are wall-clock medians of enqueue + queue finish after a warm-up, so they include
// every kernel and nothing of the host beyond launching them.
#include "errors.h"
#include "fft.h"

#ifdef PASSBAND_HAVE_FFTW
#include <fftw3.h>
#endif

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace passband;
using Clock = std::chrono::steady_clock;

namespace {

struct Size {
    int width, height;
};

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

struct Stats {
    double median = 0, min = 0, max = 0;
};

Stats stats(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return {n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]), v.front(), v.back()};
}

// Relative L2 error of the forward transform against FFTW in double precision; -1 without FFTW.
double forwardError(const std::vector<float>& image, int w, int h, const std::vector<std::complex<float>>& got)
{
#ifdef PASSBAND_HAVE_FFTW
    const std::size_t n = image.size();
    fftw_complex* buf = fftw_alloc_complex(n);
    fftw_plan plan = fftw_plan_dft_2d(h, w, buf, buf, FFTW_FORWARD, FFTW_ESTIMATE);
    for (std::size_t i = 0; i < n; ++i) {
        buf[i][0] = image[i];
        buf[i][1] = 0;
    }
    fftw_execute(plan);
    double diff = 0, norm = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::complex<double> ref(buf[i][0], buf[i][1]);
        diff += std::norm(std::complex<double>(got[i]) - ref);
        norm += std::norm(ref);
    }
    fftw_destroy_plan(plan);
    fftw_free(buf);
    return std::sqrt(diff / norm);
#else
    (void)image, (void)w, (void)h, (void)got;
    return -1;
#endif
}

std::vector<Size> parseSizes(const std::string& text)
{
    std::vector<Size> sizes;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        const std::string item = text.substr(start, end - start);
        int w = 0, h = 0;
        char extra = 0;
        if (std::sscanf(item.c_str(), "%dx%d%c", &w, &h, &extra) != 2 || w < 1 || h < 1)
            throw Error("bad size '" + item + "': expected WIDTHxHEIGHT");
        sizes.push_back({w, h});
        start = end + 1;
    }
    return sizes;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<Size> sizes = {{1024, 1024}, {2048, 2048}, {4096, 4096}, {1920, 1080}, {1366, 768}};
    std::string device;
    int repeat = 20;
    bool json = false;
    bool stages = false;
    try {
        for (int i = 1; i < argc; ++i) {
            const std::string arg = argv[i];
            const auto value = [&]() -> std::string {
                if (i + 1 >= argc)
                    throw Error(arg + " needs a value");
                return argv[++i];
            };
            if (arg == "--sizes")
                sizes = parseSizes(value());
            else if (arg == "--device")
                device = value();
            else if (arg == "--repeat")
                repeat = std::max(1, std::atoi(value().c_str()));
            else if (arg == "--json")
                json = true;
            else if (arg == "--stages")
                stages = true;
            else if (arg == "--help" || arg == "-h") {
                std::printf("usage: passband-bench [--sizes WxH,...] [--device D] [--repeat N] [--json] [--stages]\n");
                return 0;
            } else
                throw Error("unknown argument '" + arg + "' (see --help)");
        }
    } catch (const Error& e) {
        std::fprintf(stderr, "passband-bench: %s\n", e.what());
        return 2;
    }

    try {
        ComputeContext context(device);
        if (!json)
            std::printf("device: %s (%s)\n%-11s %9s %10s %10s %9s %9s  %s\n", context.device().name.c_str(),
                        context.device().platformName.c_str(), "size", "plan_ms", "forward_ms",
                        "inverse_ms", "fwd_err", "rt_err", "plan");
        for (const Size& s : sizes) {
            std::mt19937 generator(s.width * 31 + s.height);
            std::uniform_real_distribution<float> value(1.0f, 255.0f);
            std::vector<float> image(static_cast<std::size_t>(s.width) * s.height);
            for (float& v : image)
                v = value(generator);

            auto start = Clock::now();
            Fft2d plan(context, s.width, s.height);
            const double planMs = msSince(start);
            plan.upload(image.data());
            plan.forward();
            const std::vector<std::complex<float>> spectrum = plan.downloadSpectrum();
            const double fwdErr = forwardError(image, s.width, s.height, spectrum);
            plan.inverse();
            std::vector<float> back(image.size());
            plan.downloadReal(back.data());
            double diff = 0, norm = 0;
            for (std::size_t i = 0; i < image.size(); ++i) {
                diff += double(back[i] - image[i]) * (back[i] - image[i]);
                norm += double(image[i]) * image[i];
            }
            const double rtErr = std::sqrt(diff / norm);

            std::vector<double> fwd, inv;
            for (int r = -2; r < repeat; ++r) { // two warm-up runs
                plan.upload(image.data());
                context.finish();
                start = Clock::now();
                plan.forward();
                context.finish();
                const double f = msSince(start);
                start = Clock::now();
                plan.inverse();
                context.finish();
                const double b = msSince(start);
                if (r >= 0) {
                    fwd.push_back(f);
                    inv.push_back(b);
                }
            }
            const Stats fs = stats(fwd), is = stats(inv);
            if (json)
                std::printf("{\"width\": %d, \"height\": %d, \"device\": \"%s\", \"plan_ms\": %.3f, "
                            "\"forward_ms\": %.4f, \"forward_min_ms\": %.4f, \"forward_max_ms\": %.4f, "
                            "\"inverse_ms\": %.4f, \"error\": %.3g, \"roundtrip_error\": %.3g}\n",
                            s.width, s.height, context.device().name.c_str(), planMs, fs.median, fs.min,
                            fs.max, is.median, fwdErr, rtErr);
            else
                std::printf("%-11s %9.1f %10.4f %10.4f %9.2g %9.2g  %s\n",
                            (std::to_string(s.width) + "x" + std::to_string(s.height)).c_str(), planMs,
                            fs.median, is.median, fwdErr, rtErr, plan.describe().c_str());
            if (stages) { // device time of each stage of one forward and one inverse transform
                plan.setProfiling(true);
                for (const char* direction : {"forward", "inverse"}) {
                    direction[0] == 'f' ? plan.forward() : plan.inverse();
                    std::printf("  %s:", direction);
                    for (const StageTime& t : plan.stageTimes())
                        std::printf(" %s %.4f ms;", t.stage.c_str(), t.ms);
                    std::printf("\n");
                }
                plan.setProfiling(false);
            }
            std::fflush(stdout);
        }
    } catch (const Error& e) {
        std::fprintf(stderr, "passband-bench: %s\n", e.what());
        return 1;
    }
    return 0;
}
