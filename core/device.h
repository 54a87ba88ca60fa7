#pragma once
// OpenCL device discovery and choice, and the context that owns one device's queue.
#include "opencl.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace passband {

struct DeviceInfo {
    std::size_t index = 0;       // position in listDevices(), stable for one machine setup
    std::string platformName;
    std::string platformVersion;
    std::string name;
    std::string vendor;
    std::string version;         // "OpenCL 3.0 CUDA", ...
    std::string driverVersion;
    cl_device_type type = 0;
    unsigned computeUnits = 0;
    unsigned clockMHz = 0;
    std::uint64_t globalMemBytes = 0;
    std::uint64_t maxAllocBytes = 0;
    std::uint64_t localMemBytes = 0;
    std::size_t maxWorkGroupSize = 0;
    bool available = true;
    cl::Device device;

    std::string typeName() const; // "GPU", "CPU", "accelerator", ...
};

// Every device of every platform, in platform order. Throws NoDeviceError (saying what to
// install) when there is no OpenCL platform or no device at all.
std::vector<DeviceInfo> listDevices();

// The device to use for `selector`: empty means the best (GPU, then accelerator, then CPU;
// then most compute units); all digits means that index; anything else is a case-insensitive
// substring of "platform device" (the best match wins). Throws DeviceSelectionError.
std::size_t chooseDevice(const std::vector<DeviceInfo>& devices, const std::string& selector);

// Device faults are counted per device (by listDevices() index) for the life of the process;
// a device that has failed kMaxDeviceFailures times is dropped: not chosen again.
constexpr int kMaxDeviceFailures = 5;
void recordDeviceFailure(std::size_t index);
int deviceFailures(std::size_t index);
bool deviceDropped(std::size_t index);
void forgetDeviceFailures(); // for tests
// After `failed` failed: the next device in preference order that is not dropped, starting
// after `failed` and wrapping around, so `failed` itself comes last while it is not dropped.
std::optional<std::size_t> nextUsableDevice(const std::vector<DeviceInfo>& devices, std::size_t failed);
// True for errors that a device caused (a failed OpenCL call or kernel build), which a
// retry on another device may cure.
bool isDeviceFault(const std::exception& error);

// The selector a user asked for: `explicitSelector` if not empty, else $PASSBAND_DEVICE.
std::string deviceSelector(const std::string& explicitSelector);

// Built kernels kept between runs, as program binaries in `directory`, one file per device,
// driver version, build options and source (README "Kernel cache"). Drivers that keep their
// own cache (PoCL, NVIDIA's) are left to it unless `use` is Always. An empty directory (the
// default) keeps nothing. Process-wide: set it at start-up, before any ComputeContext.
enum class KernelCacheUse { DriversWithoutCache, Always, Never };
void setKernelCache(const std::string& directory, KernelCacheUse use = KernelCacheUse::DriversWithoutCache);
// Whether programs built on `device` are kept in the kernel cache.
bool usesKernelCache(const DeviceInfo& device);

// The alignment, in bytes, of a sub-buffer's origin in a buffer of `context` (every device's
// CL_DEVICE_MEM_BASE_ADDR_ALIGN, given in bits).
std::size_t subBufferAlignment(const cl::Context& context);

// Buffers carved in order out of one buffer whose contents its owner does not need between its
// own uses (a plan's spectrum, spent once an update is downloaded): a preview's work space at no
// memory of its own. Sub-buffers keep the parent alive; drop them with it.
class ScratchSpace {
public:
    explicit ScratchSpace(const cl::Buffer& parent);
    // Whether `count` pieces of `bytes` each fit in what is left.
    bool fits(std::size_t bytes, int count = 1) const;
    // The next `bytes` (at the device's sub-buffer alignment), or a null buffer where they do not fit.
    cl::Buffer take(std::size_t bytes);

private:
    std::size_t stride(std::size_t bytes) const { return (bytes + align_ - 1) / align_ * align_; }
    cl::Buffer parent_;
    std::size_t size_ = 0, used_ = 0, align_ = 1;
};

// An OpenCL program as built from embedded kernel files (concatenated in order) and options.
// `warm`, where set, launches the program's kernels once over nothing, on the queue of the
// thread that built it in the background (ComputeContext::buildInBackground): a driver that
// generates code at a kernel's first launch (PoCL) does so there, not in a result's time.
struct ProgramSource {
    std::vector<std::string> files;
    std::string options;
    void (*warm)(const cl::Program&, const cl::Context&, cl::CommandQueue&) = nullptr;
};

class ProgramBuilder;

// One device, its context and one in-order profiling queue, plus a cache of built programs.
// Not thread-safe: one thread owns it and makes every OpenCL call (but for the programs that
// buildInBackground() compiles on a thread of its own, which OpenCL allows).
class ComputeContext {
public:
    // Chooses with deviceSelector(selector).
    explicit ComputeContext(const std::string& selector = {});
    // Opens exactly this device.
    explicit ComputeContext(const DeviceInfo& device);
    // Waits for what is still queued (settle()): no kernel of ours may still run on a driver's
    // threads while the process exits, or read host memory its owner has freed.
    ~ComputeContext();
    ComputeContext(const ComputeContext&) = delete;
    ComputeContext& operator=(const ComputeContext&) = delete;

    const DeviceInfo& device() const { return info_; }
    cl::Context& context() { return context_; }
    cl::CommandQueue& queue() { return queue_; }

    // A program from embedded kernel files (concatenated in order) and build options,
    // compiled once per context. Throws KernelBuildError with the build log.
    cl::Program program(const std::vector<std::string>& files, const std::string& options);
    cl::Program program(const ProgramSource& source) { return program(source.files, source.options); }
    // Programs this context took from the kernel cache instead of compiling them.
    int kernelCacheHits() const { return cacheHits_; }

    // Whether program(source) would return without a compile of its own: this context has it,
    // a background build of it has finished, or the kernel cache (ours, or where the driver keeps
    // its own, our note that it was built) says it was built on this device and driver before.
    bool hasProgram(const ProgramSource& source);
    // Builds the program on a thread of its own, one after another, so that program() takes it
    // later without waiting: for programs no result waits for yet (a size's specialised FFT
    // kernels while the generic ones serve: at a low priority) or not yet (`soon`: the kernels a
    // first result will need, while the image is read: at the normal priority, so ask for these
    // first). program() of one still queued builds it at once, of one building waits for it; a
    // failed background build is tried again there, and its error thrown if it fails again.
    // Nothing for one this context has.
    void buildInBackground(const ProgramSource& source, bool soon = false);
    // Whether a background build is queued or running.
    bool buildingInBackground() const;
    // A background job that is not one program: task(device), on the same thread after the
    // builds queued before it, at a low priority (it builds what it needs in a context of its
    // own: a work-group FFT plan's kernels, which no list of programs names in advance). Once it
    // has returned, hasTask(key) is true here and, where a kernel cache folder is set, by a note
    // there in later processes on this device, driver and kernel source. A task that throws is
    // not tried again in this process. Nothing where hasTask(key) already is.
    void runInBackground(const std::string& key, std::function<void(const DeviceInfo&)> task);
    bool hasTask(const std::string& key);

    // Every OpenCL command goes through these: an error becomes an OpenClError naming `what`,
    // and the fault-injection seam (faults.h) sits here. `event` may be null.
    cl::Buffer buffer(cl_mem_flags flags, std::size_t bytes, const void* host, const char* what);
    void enqueue(const cl::Kernel& kernel, const cl::NDRange& global, const cl::NDRange& local,
                 cl::Event* event, const char* what);
    // The same from a global offset (get_global_id includes it; get_group_id does not).
    void enqueue(const cl::Kernel& kernel, const cl::NDRange& offset, const cl::NDRange& global,
                 const cl::NDRange& local, cl::Event* event, const char* what);
    // At least `items` work-items (1 or 2 dimensions) in work-groups of up to kCoveringGroup
    // along the first dimension, for kernels that ignore work-items past their range. Left to
    // itself a driver may pick tiny groups for an awkward size (1 for a prime), many times slower.
    static constexpr std::size_t kCoveringGroup = 256;
    void enqueueCovering(const cl::Kernel& kernel, const cl::NDRange& items, cl::Event* event, const char* what);
    // The same from work-item `offset` of the first dimension on (get_global_id includes it).
    void enqueueCovering(const cl::Kernel& kernel, std::size_t offset, const cl::NDRange& items, cl::Event* event,
                         const char* what);
    void read(const cl::Buffer& buffer, std::size_t bytes, void* host, cl::Event* event, const char* what);
    // The same without waiting: done once a later blocking command of the queue is (a read,
    // finish()), which the caller waits for before it reads `host`.
    void readQueued(const cl::Buffer& buffer, std::size_t bytes, void* host, const char* what);
    void write(const cl::Buffer& buffer, std::size_t bytes, const void* host, cl::Event* event, const char* what);
    // Downloads on a second in-order queue, so they overlap the first queue's kernels: bytes
    // [offset, offset + bytes) of `buffer` to `host` once `after` (an event of the first queue)
    // is complete, without waiting on the host; finishTransfers() waits for all of them.
    void readAfter(const cl::Buffer& buffer, std::size_t offset, std::size_t bytes, void* host,
                   const cl::Event& after, cl::Event* event, const char* what);
    void finishTransfers();
    // The download of a buffer made over host memory (CL_MEM_USE_HOST_PTR) into that memory:
    // a blocking map and unmap, which a CPU device does without a copy.
    void readInPlace(const cl::Buffer& buffer, std::size_t bytes, cl::Event* event, const char* what);
    // The first `bytes` of `buffer` read by use(pointer) where the buffer lies (mapped, once
    // the queue's commands are done): on a CPU device its own memory, read without a copy.
    void readMapped(const cl::Buffer& buffer, std::size_t bytes, const std::function<void(const void*)>& use,
                    const char* what);
    // Waits for the downloads already enqueued without reporting anything: for an error path,
    // so that no download still writes into host memory its caller is about to free.
    void settleTransfers() noexcept;
    void copy(const cl::Buffer& from, const cl::Buffer& to, std::size_t bytes, cl::Event* event, const char* what);
    // The first `bytes` of `buffer` written by fill(pointer) where the buffer lies (mapped): on
    // a CPU device its own host memory, so an upload that converts as it goes needs no copy.
    void writeMapped(const cl::Buffer& buffer, std::size_t bytes, const std::function<void(void*)>& fill,
                     const char* what);
    void finish();
    // Waits for both queues without reporting anything: for a destructor or an error path,
    // so that no command still uses host memory its caller is about to free.
    void settle() noexcept;

private:
    DeviceInfo info_;
    cl::Context context_;
    cl::CommandQueue queue_;
    cl::CommandQueue transfers_; // made by the first readAfter
    std::map<std::string, cl::Program> programs_;
    int cacheHits_ = 0;
    std::unique_ptr<ProgramBuilder> builder_; // made by the first buildInBackground() or runInBackground()
};

// Source text of one embedded kernel file; throws Error if there is none of that name.
std::string kernelSource(const std::string& file);

} // namespace passband
