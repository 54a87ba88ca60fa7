#pragma once
// The one place that includes the OpenCL C++ bindings; CMake sets the CL_HPP_* options.
#include <CL/opencl.hpp>

#include <string_view>

namespace passband {

// Turns a cl::Error into an OpenClError naming the call, the code and what was being done.
[[noreturn]] void throwOpenClError(const cl::Error& error, std::string_view doing);

// Sets a kernel's arguments in order, from the first.
template <typename... Args>
void setArgs(cl::Kernel& kernel, const Args&... args)
{
    cl_uint index = 0;
    (kernel.setArg(index++, args), ...);
}

} // namespace passband
