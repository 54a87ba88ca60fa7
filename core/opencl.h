#pragma once
// The one place that includes the OpenCL C++ bindings; CMake sets the CL_HPP_* options.
#include <CL/opencl.hpp>

#include <string_view>

namespace passband {

// Turns a cl::Error into an OpenClError naming the call, the code and what was being done.
[[noreturn]] void throwOpenClError(const cl::Error& error, std::string_view doing);

} // namespace passband
