#pragma once
// Errors the engine reports. Every message is one sentence a user can act on.
#include <stdexcept>
#include <string>

namespace passband {

class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// No OpenCL platform or no usable device: the message says what to install.
class NoDeviceError : public Error {
public:
    using Error::Error;
};

// --device / PASSBAND_DEVICE matched no device.
class DeviceSelectionError : public Error {
public:
    using Error::Error;
};

// The image or plan would not fit the device; raised before anything is allocated.
class TooLargeError : public Error {
public:
    using Error::Error;
};

// Memory ran out, or would: on the host, or on the device for a buffer. Not a device fault:
// the device works, the work was too big for what is free now.
class OutOfMemoryError : public Error {
public:
    using Error::Error;
};

// A preview's buffers would not fit beside what the window keeps (FilterPipeline::
// checkPreviewMemory): the exact result serves instead.
class PreviewMemoryError : public OutOfMemoryError {
public:
    using OutOfMemoryError::OutOfMemoryError;
};

// The work was given up on its way because its caller asked (FilterPipeline::setStopCheck):
// nothing is wrong, and nothing it was making is left half-made.
class Cancelled : public Error {
public:
    using Error::Error;
};

// An OpenCL program failed to compile; log() holds the compiler's build log.
class KernelBuildError : public Error {
public:
    KernelBuildError(const std::string& message, std::string log)
        : Error(message), log_(std::move(log)) {}
    const std::string& log() const { return log_; }

private:
    std::string log_;
};

// An OpenCL call returned an error code.
class OpenClError : public Error {
public:
    OpenClError(const std::string& message, int code) : Error(message), code_(code) {}
    int code() const { return code_; }

private:
    int code_;
};

// "CL_OUT_OF_RESOURCES" for -5, and so on; "unknown OpenCL error" for codes it does not know.
const char* clErrorName(int code);

} // namespace passband
