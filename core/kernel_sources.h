#pragma once
// The OpenCL C sources of kernels/, embedded at build time (cmake/EmbedKernels.cmake).
#include <string_view>
#include <vector>

namespace passband {

struct KernelSource {
    std::string_view name; // file name, e.g. "fft_local.cl"
    std::string_view text;
};

const std::vector<KernelSource>& kernelSources();

} // namespace passband
