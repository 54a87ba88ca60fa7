#include "device.h"
#include "host_memory.h"

#include "errors.h"
#include "faults.h"
#include "kernel_sources.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <tuple>

#include <sys/resource.h>
#include <unistd.h>

namespace passband {

namespace {

const char* const kInstallHint =
    "install an OpenCL driver: 'apt-get install pocl-opencl-icd' for the CPU, or your GPU "
    "vendor's OpenCL driver (e.g. nvidia-opencl-icd, mesa-opencl-icd or intel-opencl-icd)";

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

std::string trimmed(std::string s)
{
    // Some drivers pad names with spaces or a trailing NUL.
    while (!s.empty() && (s.back() == '\0' || std::isspace(static_cast<unsigned char>(s.back()))))
        s.pop_back();
    std::size_t start = 0;
    while (start < s.size() && std::isspace(static_cast<unsigned char>(s[start])))
        ++start;
    return s.substr(start);
}

int typeRank(cl_device_type type)
{
    if (type & CL_DEVICE_TYPE_GPU)
        return 0;
    if (type & CL_DEVICE_TYPE_ACCELERATOR)
        return 1;
    if (type & CL_DEVICE_TYPE_CPU)
        return 2;
    return 3;
}

// Lower is better: GPU, then accelerator, then CPU; then more compute units and clock.
auto preference(const DeviceInfo& d)
{
    return std::make_tuple(!d.available, typeRank(d.type),
                           -static_cast<long long>(d.computeUnits) * std::max(1u, d.clockMHz),
                           d.index);
}

DeviceInfo describe(const cl::Platform& platform, const cl::Device& device, std::size_t index)
{
    DeviceInfo d;
    d.index = index;
    d.device = device;
    d.platformName = trimmed(platform.getInfo<CL_PLATFORM_NAME>());
    d.platformVersion = trimmed(platform.getInfo<CL_PLATFORM_VERSION>());
    d.name = trimmed(device.getInfo<CL_DEVICE_NAME>());
    d.vendor = trimmed(device.getInfo<CL_DEVICE_VENDOR>());
    d.version = trimmed(device.getInfo<CL_DEVICE_VERSION>());
    d.driverVersion = trimmed(device.getInfo<CL_DRIVER_VERSION>());
    d.type = device.getInfo<CL_DEVICE_TYPE>();
    d.computeUnits = device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>();
    d.clockMHz = device.getInfo<CL_DEVICE_MAX_CLOCK_FREQUENCY>();
    d.globalMemBytes = device.getInfo<CL_DEVICE_GLOBAL_MEM_SIZE>();
    d.maxAllocBytes = device.getInfo<CL_DEVICE_MAX_MEM_ALLOC_SIZE>();
    d.localMemBytes = device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>();
    d.maxWorkGroupSize = device.getInfo<CL_DEVICE_MAX_WORK_GROUP_SIZE>();
    d.available = device.getInfo<CL_DEVICE_AVAILABLE>() && device.getInfo<CL_DEVICE_COMPILER_AVAILABLE>();
    return d;
}

} // namespace

void throwOpenClError(const cl::Error& error, std::string_view doing)
{
    if (error.err() == CL_MEM_OBJECT_ALLOCATION_FAILURE || error.err() == CL_OUT_OF_HOST_MEMORY)
        throw OutOfMemoryError(std::string(doing) + " failed: " + ranOutOfMemory());
    throw OpenClError(std::string(doing) + " failed: " + error.what() + " returned " +
                          clErrorName(error.err()) + " (" + std::to_string(error.err()) + ")",
                      error.err());
}

std::string DeviceInfo::typeName() const
{
    if (type & CL_DEVICE_TYPE_GPU)
        return "GPU";
    if (type & CL_DEVICE_TYPE_ACCELERATOR)
        return "accelerator";
    if (type & CL_DEVICE_TYPE_CPU)
        return "CPU";
    return "other";
}

std::vector<DeviceInfo> listDevices()
{
    std::vector<cl::Platform> platforms;
    checkFault(FaultPoint::Lookup, {}, "clGetPlatformIDs");
    try {
        cl::Platform::get(&platforms);
    } catch (const cl::Error& e) {
        // The ICD loader answers CL_PLATFORM_NOT_FOUND_KHR when no driver is registered.
        if (e.err() != CL_PLATFORM_NOT_FOUND_KHR)
            throwOpenClError(e, "Listing OpenCL platforms");
    }
    if (platforms.empty()) {
        // Drivers registered but none loaded: not a missing install. Under memory pressure the
        // loader's dlopen fails silently (a driver maps a few hundred MiB of code).
        const char* vendors = std::getenv("OCL_ICD_VENDORS");
        std::vector<std::string> registered;
        std::error_code error;
        for (const auto& entry : std::filesystem::directory_iterator(vendors ? vendors : "/etc/OpenCL/vendors", error))
            if (entry.path().extension() == ".icd")
                registered.push_back(entry.path().filename().string());
        if (!registered.empty()) {
            std::sort(registered.begin(), registered.end());
            std::string names;
            for (const std::string& name : registered)
                names += (names.empty() ? "" : ", ") + name;
            const HostMemory free = availableHostMemory();
            throw NoDeviceError("No OpenCL driver could be loaded, though " + names + (registered.size() > 1 ? " are" : " is") +
                                " installed" +
                                (free.available < (512ull << 20)
                                     ? "; only " + mebibytes(free.available, false) + " of memory is free (" + free.limitedBy + ")"
                                     : std::string("; is the driver's library there?")) +
                                ".");
        }
        throw NoDeviceError(std::string("No OpenCL platform found; ") + kInstallHint + ".");
    }

    std::vector<DeviceInfo> devices;
    for (const cl::Platform& platform : platforms) {
        std::vector<cl::Device> found;
        try {
            platform.getDevices(CL_DEVICE_TYPE_ALL, &found);
        } catch (const cl::Error& e) {
            if (e.err() == CL_DEVICE_NOT_FOUND)
                continue; // a platform without devices is not an error
            throwOpenClError(e, "Listing OpenCL devices");
        }
        for (const cl::Device& device : found) {
            try {
                devices.push_back(describe(platform, device, devices.size()));
            } catch (const cl::Error& e) {
                throwOpenClError(e, "Querying an OpenCL device");
            }
        }
    }
    if (devices.empty())
        throw NoDeviceError(std::string("OpenCL platforms were found but no device; ") +
                            kInstallHint + ".");
    return devices;
}

std::size_t chooseDevice(const std::vector<DeviceInfo>& devices, const std::string& selector)
{
    const auto better = [](const DeviceInfo* a, const DeviceInfo* b) {
        return preference(*a) < preference(*b);
    };
    std::vector<const DeviceInfo*> candidates;
    const std::string wanted = lower(trimmed(selector));
    const bool byIndex = !wanted.empty() && std::all_of(wanted.begin(), wanted.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c));
    });
    if (byIndex) {
        // More than 18 digits cannot be an index (and must not overflow).
        if (wanted.size() <= 18) {
            const unsigned long long index = std::stoull(wanted);
            if (index < devices.size())
                return static_cast<std::size_t>(index);
        }
    } else {
        for (const DeviceInfo& d : devices)
            if ((wanted.empty() || lower(d.platformName + " " + d.name).find(wanted) != std::string::npos) &&
                !deviceDropped(d.index))
                candidates.push_back(&d);
        if (!candidates.empty()) {
            const DeviceInfo* best = *std::min_element(candidates.begin(), candidates.end(), better);
            if (best->available)
                return best->index;
        }
    }
    std::string known;
    for (const DeviceInfo& d : devices)
        known += (known.empty() ? "" : ", ") + std::to_string(d.index) + ": " + d.name;
    if (!byIndex && !candidates.empty())
        throw DeviceSelectionError("OpenCL device '" + selector + "' is not available (no compiler or "
                                   "switched off); devices: " + known + ".");
    throw DeviceSelectionError("No OpenCL device matches '" + selector +
                               "'; give an index or part of a name from 'passband devices' (" +
                               known + ").");
}

namespace {
struct Health {
    std::mutex mutex;
    std::map<std::size_t, int> failures;
};
Health& health()
{
    static Health instance;
    return instance;
}
} // namespace

void recordDeviceFailure(std::size_t index)
{
    std::lock_guard<std::mutex> lock(health().mutex);
    ++health().failures[index];
}

int deviceFailures(std::size_t index)
{
    std::lock_guard<std::mutex> lock(health().mutex);
    const auto it = health().failures.find(index);
    return it == health().failures.end() ? 0 : it->second;
}

bool deviceDropped(std::size_t index) { return deviceFailures(index) >= kMaxDeviceFailures; }

void forgetDeviceFailures()
{
    std::lock_guard<std::mutex> lock(health().mutex);
    health().failures.clear();
}

std::optional<std::size_t> nextUsableDevice(const std::vector<DeviceInfo>& devices, std::size_t failed)
{
    std::vector<const DeviceInfo*> order;
    for (const DeviceInfo& d : devices)
        order.push_back(&d);
    std::sort(order.begin(), order.end(), [](const DeviceInfo* a, const DeviceInfo* b) {
        return preference(*a) < preference(*b);
    });
    std::size_t start = 0;
    while (start < order.size() && order[start]->index != failed)
        ++start;
    for (std::size_t step = 1; step <= order.size(); ++step) {
        const DeviceInfo* d = order[(start + step) % order.size()];
        if (d->available && !deviceDropped(d->index))
            return d->index;
    }
    return std::nullopt;
}

bool isDeviceFault(const std::exception& error)
{
    return dynamic_cast<const OpenClError*>(&error) || dynamic_cast<const KernelBuildError*>(&error);
}

std::string deviceSelector(const std::string& explicitSelector)
{
    if (!explicitSelector.empty())
        return explicitSelector;
    const char* env = std::getenv("PASSBAND_DEVICE");
    return env ? std::string(env) : std::string();
}

namespace {
DeviceInfo selectedDevice(const std::string& selector)
{
    const std::vector<DeviceInfo> devices = listDevices();
    return devices[chooseDevice(devices, deviceSelector(selector))];
}
} // namespace

ComputeContext::ComputeContext(const std::string& selector) : ComputeContext(selectedDevice(selector)) {}

ComputeContext::ComputeContext(const DeviceInfo& device) : info_(device)
{
    try {
        context_ = cl::Context(info_.device);
        queue_ = cl::CommandQueue(context_, info_.device, CL_QUEUE_PROFILING_ENABLE);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Opening OpenCL device '" + info_.name + "'");
    }
}

namespace {

struct KernelCache {
    std::mutex mutex;
    std::string directory;
    KernelCacheUse use = KernelCacheUse::DriversWithoutCache;
};
KernelCache& kernelCache()
{
    static KernelCache cache;
    return cache;
}
// A binary larger than this is neither kept nor read back: no file makes us allocate more.
constexpr std::uintmax_t kMaxCachedBinary = 64u << 20;

std::string hex64(std::uint64_t v)
{
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(v));
    return text;
}

// FNV-1a, 64 bits: names the cache file; the file also holds the key, compared in full.
std::uint64_t fnv1a(const std::string& text)
{
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

// What identifies a binary: the device, its driver, the options and the whole source.
std::string cacheKey(const DeviceInfo& device, const std::string& options, const std::string& source)
{
    return "passband kernel cache 1\n" + device.platformName + "\n" + device.name + "\n" + device.driverVersion +
           "\n" + options + "\n" + source;
}

// The binary stored for `key` in `path`, or empty when there is none (or it is not whole).
std::vector<unsigned char> readCachedBinary(const std::string& path, const std::string& key)
{
    std::error_code error;
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    if (error || size > kMaxCachedBinary + key.size() + 16)
        return {};
    std::ifstream in(path, std::ios::binary);
    std::string stored(key.size(), '\0');
    std::uint64_t length = 0;
    if (!in.read(stored.data(), static_cast<std::streamsize>(stored.size())) || stored != key ||
        !in.read(reinterpret_cast<char*>(&length), sizeof length) || length == 0 || length > kMaxCachedBinary ||
        length != size - key.size() - sizeof length)
        return {};
    std::vector<unsigned char> binary(static_cast<std::size_t>(length));
    if (!in.read(reinterpret_cast<char*>(binary.data()), static_cast<std::streamsize>(length)))
        return {};
    return binary;
}

// Keeps `binary` for `key` in `path`, whole or not at all (a temporary file, renamed).
void writeCachedBinary(const std::string& path, const std::string& key, const std::vector<unsigned char>& binary)
{
    if (binary.empty() || binary.size() > kMaxCachedBinary)
        return;
    std::error_code error;
    std::filesystem::create_directories(std::filesystem::path(path).parent_path(), error);
    const std::string temporary = path + ".part" + std::to_string(::getpid()) + "-" + std::to_string(::gettid());
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        const std::uint64_t length = binary.size();
        out.write(key.data(), static_cast<std::streamsize>(key.size()));
        out.write(reinterpret_cast<const char*>(&length), sizeof length);
        out.write(reinterpret_cast<const char*>(binary.data()), static_cast<std::streamsize>(binary.size()));
        if (!out.flush()) {
            out.close();
            std::filesystem::remove(temporary, error);
            return; // a full disk or a read-only cache costs a compile next time, nothing more
        }
    }
    std::filesystem::rename(temporary, path, error);
    if (error)
        std::filesystem::remove(temporary, error);
}

} // namespace

void setKernelCache(const std::string& directory, KernelCacheUse use)
{
    KernelCache& cache = kernelCache();
    std::lock_guard<std::mutex> lock(cache.mutex);
    cache.directory = directory;
    cache.use = use;
}

namespace {
// The kernel cache's folder, where it is on at all (whichever driver).
std::string kernelCacheFolder()
{
    KernelCache& cache = kernelCache();
    std::lock_guard<std::mutex> lock(cache.mutex);
    return cache.use == KernelCacheUse::Never ? std::string() : cache.directory;
}

// Drivers that keep compiled kernels themselves (PoCL under ~/.cache/pocl, NVIDIA's under
// ~/.nv/ComputeCache): a second copy would only cost disk.
bool keepsOwnCache(const DeviceInfo& device)
{
    return device.platformName.find("Portable Computing Language") != std::string::npos ||
           device.platformName.find("NVIDIA") != std::string::npos;
}

// Where programs built on `device` are kept; empty when they are not.
std::string kernelCacheDirectory(const DeviceInfo& device)
{
    KernelCache& cache = kernelCache();
    std::lock_guard<std::mutex> lock(cache.mutex);
    if (cache.directory.empty() || cache.use == KernelCacheUse::Never)
        return {};
    return cache.use == KernelCacheUse::Always || !keepsOwnCache(device) ? cache.directory : std::string();
}

std::string programKey(const std::vector<std::string>& files, const std::string& options)
{
    std::string key = options;
    for (const std::string& f : files)
        key += "|" + f;
    return key;
}

std::string programText(const std::vector<std::string>& files)
{
    std::string source;
    for (const std::string& f : files)
        source += kernelSource(f) + "\n";
    return source;
}

// Where a driver with a cache of its own built a program before, a note that it did (the
// identity, no binary): so that hasProgram() knows a build would come from that cache.
std::string builtNotePath(const std::string& folder, const std::string& identity)
{
    return folder + "/" + hex64(fnv1a(identity)) + ".built";
}

void writeBuiltNote(const std::string& path, const std::string& identity)
{
    std::error_code error;
    if (std::filesystem::exists(path, error))
        return;
    std::filesystem::create_directories(std::filesystem::path(path).parent_path(), error);
    const std::string temporary = path + ".part" + std::to_string(::getpid()) + "-" + std::to_string(::gettid());
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(identity.data(), static_cast<std::streamsize>(identity.size()));
        if (!out.flush()) {
            out.close();
            std::filesystem::remove(temporary, error);
            return;
        }
    }
    std::filesystem::rename(temporary, path, error);
    if (error)
        std::filesystem::remove(temporary, error);
}

bool noteMatches(const std::string& path, const std::string& identity)
{
    std::error_code error;
    if (std::filesystem::file_size(path, error) != identity.size() || error)
        return false;
    std::ifstream in(path, std::ios::binary);
    std::string stored(identity.size(), '\0');
    return in.read(stored.data(), static_cast<std::streamsize>(stored.size())) && stored == identity;
}

// A note that the driver built `source` (where it keeps its own cache and ours is on).
void noteBuilt(const DeviceInfo& info, const ProgramSource& source)
{
    if (!kernelCacheDirectory(info).empty())
        return; // our binary is the note
    if (const std::string folder = kernelCacheFolder(); !folder.empty()) {
        const std::string identity = cacheKey(info, source.options, programText(source.files));
        writeBuiltNote(builtNotePath(folder, identity), identity);
    }
}

// The identity of a background task's note (ComputeContext::runInBackground).
std::string taskIdentity(const DeviceInfo& info, const std::string& key)
{
    // Every kernel file's text: a task builds programs no list names, from any of them.
    std::string sources = "background task\n";
    for (const KernelSource& file : kernelSources())
        sources.append(file.name).append("\n").append(file.text);
    return cacheKey(info, key, sources);
}

// A note that the task of `key` was done on this device and driver.
void noteTask(const DeviceInfo& info, const std::string& key)
{
    if (const std::string folder = kernelCacheFolder(); !folder.empty()) {
        const std::string identity = taskIdentity(info, key);
        writeBuiltNote(builtNotePath(folder, identity), identity);
    }
}

// Builds one program on `device` in `context`, through the kernel cache; any thread may call
// it (OpenCL's program calls are thread-safe; the cache's files are written whole by rename).
// `cacheHit` is set when the binary came from our cache. `note`: noteBuilt() once built (the
// background builder notes a program once it has warmed it).
cl::Program buildProgram(const DeviceInfo& info, const cl::Context& context, const ProgramSource& source,
                         bool& cacheHit, bool note = true)
{
    cacheHit = false;
    const std::string text = programText(source.files);
    checkFault(FaultPoint::Build, info.name, "clBuildProgram");
    // -w (the OpenCL compiler's own option): no warnings, which some drivers (PoCL) print on the
    // process's stderr, where a command's messages go.
    const std::string build = source.options + " -w";

    // A binary kept by an earlier run; one that does not load or build is compiled afresh.
    std::string cacheFile, identity;
    if (const std::string directory = kernelCacheDirectory(info); !directory.empty()) {
        identity = cacheKey(info, source.options, text);
        cacheFile = directory + "/" + hex64(fnv1a(identity)) + ".bin";
        const std::vector<unsigned char> binary = readCachedBinary(cacheFile, identity);
        if (!binary.empty()) {
            try {
                cl::Program cached(context, {info.device}, cl::Program::Binaries{binary});
                cached.build({info.device}, build.c_str());
                cacheHit = true;
                return cached;
            } catch (const cl::Error&) {
                std::error_code error;
                std::filesystem::remove(cacheFile, error);
            }
        }
    }
    cl::Program program;
    try {
        program = cl::Program(context, text);
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Creating the OpenCL program from " + programKey(source.files, source.options));
    }
    try {
        program.build({info.device}, build.c_str());
    } catch (const cl::Error& e) {
        std::string log;
        try {
            log = program.getBuildInfo<CL_PROGRAM_BUILD_LOG>(info.device);
        } catch (const cl::Error&) {
            log = "(the driver gave no build log)";
        }
        std::string names;
        for (const std::string& f : source.files)
            names += (names.empty() ? "" : " + ") + f;
        throw KernelBuildError("OpenCL kernel " + names + " failed to build on '" + info.name + "' (" +
                                   clErrorName(e.err()) + ", options: " + source.options + "); build log:\n" + log,
                               log);
    }
    if (!cacheFile.empty()) {
        try {
            const auto binaries = program.getInfo<CL_PROGRAM_BINARIES>();
            if (binaries.size() == 1)
                writeCachedBinary(cacheFile, identity, binaries.front());
        } catch (const cl::Error&) {
            // A driver that gives no binary is compiled again next time.
        }
    } else if (note) {
        noteBuilt(info, source);
    }
    return program;
}
} // namespace

// Programs built one after another on a thread of its own (ComputeContext::buildInBackground).
class ProgramBuilder {
public:
    ProgramBuilder(const DeviceInfo& info, const cl::Context& context)
        : info_(info), context_(context), thread_([this] { run(); })
    {
    }
    ~ProgramBuilder()
    {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            stop_ = true;
        }
        changed_.notify_all();
        thread_.join(); // a compile under way cannot be stopped; the queue behind it is dropped
    }

    // Queues a build unless one of that key is known.
    void add(const std::string& key, const ProgramSource& source, bool soon)
    {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            if (jobs_.count(key))
                return;
            jobs_[key].source = source;
            jobs_[key].soon = soon;
            queue_.push_back(key);
        }
        changed_.notify_all();
    }
    // Queues a task (ComputeContext::runInBackground) unless one of that key is known.
    void addTask(const std::string& key, std::function<void(const DeviceInfo&)> task)
    {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            if (jobs_.count(key))
                return;
            jobs_[key].task = std::move(task);
            queue_.push_back(key);
        }
        changed_.notify_all();
    }
    bool knows(const std::string& key) const
    {
        std::lock_guard<std::mutex> lock(mutex_);
        return jobs_.count(key) != 0;
    }
    bool builtWell(const std::string& key) const
    {
        std::lock_guard<std::mutex> lock(mutex_);
        const auto it = jobs_.find(key);
        return it != jobs_.end() && it->second.done && !it->second.error;
    }
    bool busy() const
    {
        std::lock_guard<std::mutex> lock(mutex_);
        return running_ || !queue_.empty();
    }
    // The program of `key` once built (waiting for it; building it here if it is still
    // queued), or its build's error thrown; forgotten afterwards. Null where the key is unknown.
    cl::Program take(const std::string& key, bool& cacheHit)
    {
        std::unique_lock<std::mutex> lock(mutex_);
        auto it = jobs_.find(key);
        if (it == jobs_.end())
            return cl::Program();
        if (const auto queued = std::find(queue_.begin(), queue_.end(), key); queued != queue_.end()) {
            queue_.erase(queued); // waited for now: built here rather than behind the others
            const ProgramSource source = it->second.source;
            jobs_.erase(it);
            lock.unlock();
            return buildProgram(info_, context_, source, cacheHit);
        }
        changed_.wait(lock, [&] { return jobs_.at(key).done; });
        it = jobs_.find(key);
        Job job = std::move(it->second);
        jobs_.erase(it);
        if (job.error) { // tried again here, as a build of the worker's own is after an error
            lock.unlock();
            return buildProgram(info_, context_, job.source, cacheHit);
        }
        cacheHit = job.cacheHit;
        return job.program;
    }

private:
    struct Job {
        ProgramSource source;
        std::function<void(const DeviceInfo&)> task; // set: a task, not a program
        bool soon = false; // a result will wait for it shortly
        bool done = false;
        bool cacheHit = false;
        cl::Program program;
        std::exception_ptr error;
    };

    void run()
    {
        bool lowered = false;
        const auto tid = static_cast<id_t>(::gettid());
        std::unique_lock<std::mutex> lock(mutex_);
        while (true) {
            changed_.wait(lock, [&] { return stop_ || !queue_.empty(); });
            if (stop_)
                return;
            const std::string key = queue_.front();
            queue_.pop_front();
            const ProgramSource source = jobs_.at(key).source;
            const std::function<void(const DeviceInfo&)> task = jobs_.at(key).task;
            const bool soon = jobs_.at(key).soon;
            running_ = true;
            lock.unlock();
            if (!soon && !lowered) {
                // Below the threads a result waits for: a compile for later should take only idle
                // time. (A thread cannot take its priority back: builds wanted soon come first.)
                errno = 0;
                const int nice = ::getpriority(PRIO_PROCESS, tid);
                if (errno == 0)
                    ::setpriority(PRIO_PROCESS, tid, std::min(19, nice + 10));
                lowered = true;
            }
            Job result;
            try {
                if (task) {
                    task(info_);
                    noteTask(info_, key);
                    lock.lock();
                    running_ = false;
                    jobs_.at(key).done = true;
                    changed_.notify_all();
                    continue;
                }
                result.program = buildProgram(info_, context_, source, result.cacheHit, false);
                bool warmed = true;
                if (source.warm) {
                    try {
                        if (!warmQueue_())
                            warmQueue_ = cl::CommandQueue(context_, info_.device);
                        source.warm(result.program, context_, warmQueue_);
                    } catch (const std::exception&) {
                        warmed = false; // the program is good: its first launches generate the code
                    }
                }
                if (!result.cacheHit && warmed)
                    noteBuilt(info_, source);
            } catch (...) { // buildProgram's own errors, thrown again where the program is taken
                result.error = std::current_exception();
            }
            lock.lock();
            running_ = false;
            Job& job = jobs_.at(key);
            job.done = true;
            job.cacheHit = result.cacheHit;
            job.program = std::move(result.program);
            job.error = result.error;
            changed_.notify_all();
        }
    }

    const DeviceInfo info_;
    const cl::Context context_;
    cl::CommandQueue warmQueue_; // this thread's own, for ProgramSource::warm
    mutable std::mutex mutex_;
    std::condition_variable changed_;
    std::map<std::string, Job> jobs_;
    std::deque<std::string> queue_;
    bool running_ = false;
    bool stop_ = false;
    std::thread thread_; // last: started once the rest is made
};

bool usesKernelCache(const DeviceInfo& device)
{
    return !kernelCacheDirectory(device).empty();
}

cl::Program ComputeContext::program(const std::vector<std::string>& files, const std::string& options)
{
    const std::string key = programKey(files, options);
    if (auto it = programs_.find(key); it != programs_.end())
        return it->second;
    bool cacheHit = false;
    cl::Program program;
    if (builder_ && builder_->knows(key))
        program = builder_->take(key, cacheHit);
    else
        program = buildProgram(info_, context_, {files, options}, cacheHit);
    if (cacheHit)
        ++cacheHits_;
    programs_.emplace(key, program);
    return program;
}

bool ComputeContext::hasProgram(const ProgramSource& source)
{
    const std::string key = programKey(source.files, source.options);
    if (programs_.count(key))
        return true;
    if (builder_ && builder_->knows(key)) // not before the build is over, its warm-up included
        return builder_->builtWell(key);
    const std::string folder = kernelCacheFolder();
    if (folder.empty())
        return false;
    const std::string identity = cacheKey(info_, source.options, programText(source.files));
    if (!kernelCacheDirectory(info_).empty())
        return !readCachedBinary(folder + "/" + hex64(fnv1a(identity)) + ".bin", identity).empty();
    return noteMatches(builtNotePath(folder, identity), identity);
}

void ComputeContext::buildInBackground(const ProgramSource& source, bool soon)
{
    const std::string key = programKey(source.files, source.options);
    if (programs_.count(key))
        return;
    if (!builder_)
        builder_ = std::make_unique<ProgramBuilder>(info_, context_);
    builder_->add(key, source, soon);
}

bool ComputeContext::buildingInBackground() const { return builder_ && builder_->busy(); }

void ComputeContext::runInBackground(const std::string& key, std::function<void(const DeviceInfo&)> task)
{
    if (hasTask(key))
        return;
    if (!builder_)
        builder_ = std::make_unique<ProgramBuilder>(info_, context_);
    builder_->addTask(key, std::move(task));
}

bool ComputeContext::hasTask(const std::string& key)
{
    if (builder_ && builder_->knows(key))
        return builder_->builtWell(key);
    const std::string folder = kernelCacheFolder();
    if (folder.empty())
        return false;
    const std::string identity = taskIdentity(info_, key);
    return noteMatches(builtNotePath(folder, identity), identity);
}

void ComputeContext::finish()
{
    checkFault(FaultPoint::Finish, info_.name, "clFinish");
    try {
        queue_.finish();
        if (transfers_())
            transfers_.finish();
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Waiting for the OpenCL queue");
    }
    checkFault(FaultPoint::Event, info_.name, "A queued command");
}

std::size_t subBufferAlignment(const cl::Context& context)
{
    std::size_t align = 1;
    for (const cl::Device& device : context.getInfo<CL_CONTEXT_DEVICES>())
        align = std::max<std::size_t>(align, device.getInfo<CL_DEVICE_MEM_BASE_ADDR_ALIGN>() / 8);
    return align;
}

ScratchSpace::ScratchSpace(const cl::Buffer& parent) : parent_(parent)
{
    if (!parent_())
        return;
    size_ = parent_.getInfo<CL_MEM_SIZE>();
    align_ = subBufferAlignment(parent_.getInfo<CL_MEM_CONTEXT>());
}

bool ScratchSpace::fits(std::size_t bytes, int count) const
{
    return parent_() && count >= 0 && used_ <= size_ &&
           (count == 0 || stride(bytes) * static_cast<std::size_t>(count - 1) + bytes <= size_ - used_);
}

cl::Buffer ScratchSpace::take(std::size_t bytes)
{
    if (bytes == 0 || !fits(bytes))
        return cl::Buffer();
    const cl_buffer_region region{used_, bytes};
    cl::Buffer piece = parent_.createSubBuffer(CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region);
    used_ += stride(bytes);
    return piece;
}

cl::Buffer ComputeContext::buffer(cl_mem_flags flags, std::size_t bytes, const void* host, const char* what)
{
    checkFault(FaultPoint::Buffer, info_.name, "clCreateBuffer");
    try {
        // On a CPU device the buffer's memory is host memory all the same; asking for it now
        // makes a shortage an error here. PoCL otherwise allocates at first use, inside an
        // enqueue, and asserts when that fails (pocl_create_migration_commands), killing the
        // process instead of returning CL_MEM_OBJECT_ALLOCATION_FAILURE.
        if ((info_.type & CL_DEVICE_TYPE_CPU) && !(flags & (CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR)))
            flags |= CL_MEM_ALLOC_HOST_PTR;
        return cl::Buffer(context_, flags, std::max<std::size_t>(bytes, 1), const_cast<void*>(host));
    } catch (const cl::Error& e) {
        if (e.err() == CL_MEM_OBJECT_ALLOCATION_FAILURE || e.err() == CL_OUT_OF_HOST_MEMORY)
            throw OutOfMemoryError(notEnoughMemory(std::string("the ") + what + " buffer", bytes));
        throwOpenClError(e, std::string("Allocating the ") + what + " buffer (" + std::to_string(bytes >> 20) + " MiB)");
    }
}

void ComputeContext::enqueue(const cl::Kernel& kernel, const cl::NDRange& global, const cl::NDRange& local,
                             cl::Event* event, const char* what)
{
    enqueue(kernel, cl::NullRange, global, local, event, what);
}

void ComputeContext::enqueue(const cl::Kernel& kernel, const cl::NDRange& offset, const cl::NDRange& global,
                             const cl::NDRange& local, cl::Event* event, const char* what)
{
    checkFault(FaultPoint::Enqueue, info_.name, "clEnqueueNDRangeKernel");
    try {
        queue_.enqueueNDRangeKernel(kernel, offset, global, local, nullptr, event);
    } catch (const cl::Error& e) {
        throwOpenClError(e, std::string("Enqueueing ") + what);
    }
}

void ComputeContext::enqueueCovering(const cl::Kernel& kernel, const cl::NDRange& items, cl::Event* event,
                                     const char* what)
{
    enqueueCovering(kernel, 0, items, event, what);
}

void ComputeContext::enqueueCovering(const cl::Kernel& kernel, std::size_t offset, const cl::NDRange& items,
                                     cl::Event* event, const char* what)
{
    std::size_t allowed = info_.maxWorkGroupSize;
    try {
        allowed = std::min(allowed, kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(info_.device));
    } catch (const cl::Error& e) {
        throwOpenClError(e, std::string("Sizing the work-groups of ") + what);
    }
    const std::size_t group = std::clamp<std::size_t>(allowed, 1, kCoveringGroup);
    const std::size_t first = (items[0] + group - 1) / group * group;
    const bool flat = items.dimensions() == 1;
    // No offset at all where there is none, as for every other launch.
    const cl::NDRange at = offset == 0 ? cl::NullRange : flat ? cl::NDRange(offset) : cl::NDRange(offset, 0);
    if (flat)
        enqueue(kernel, at, cl::NDRange(first), cl::NDRange(group), event, what);
    else
        enqueue(kernel, at, cl::NDRange(first, items[1]), cl::NDRange(group, 1), event, what);
}

void ComputeContext::readAfter(const cl::Buffer& buffer, std::size_t offset, std::size_t bytes, void* host,
                               const cl::Event& after, cl::Event* event, const char* what)
{
    checkFault(FaultPoint::Enqueue, info_.name, "clEnqueueReadBuffer");
    try {
        if (!transfers_())
            transfers_ = cl::CommandQueue(context_, info_.device, CL_QUEUE_PROFILING_ENABLE);
        const std::vector<cl::Event> waits{after};
        transfers_.enqueueReadBuffer(buffer, CL_FALSE, offset, bytes, host, &waits, event);
        // Flushed now, so it starts as soon as `after` completes rather than at the finish.
        transfers_.flush();
        queue_.flush();
    } catch (const cl::Error& e) {
        throwOpenClError(e, std::string("Downloading ") + what);
    }
}

void ComputeContext::finishTransfers()
{
    checkFault(FaultPoint::Finish, info_.name, "clFinish");
    try {
        if (transfers_())
            transfers_.finish();
    } catch (const cl::Error& e) {
        throwOpenClError(e, "Waiting for the downloads");
    }
    checkFault(FaultPoint::Event, info_.name, "A queued command");
}

ComputeContext::~ComputeContext()
{
    settle();
    builder_.reset(); // waits for a build under way
}

void ComputeContext::settle() noexcept
{
    try {
        queue_.finish();
    } catch (...) { // the error that brought us here is the one reported
    }
    settleTransfers();
}

void ComputeContext::settleTransfers() noexcept
{
    try {
        if (transfers_())
            transfers_.finish();
    } catch (...) { // the error that brought us here is the one reported
    }
}

void ComputeContext::read(const cl::Buffer& buffer, std::size_t bytes, void* host, cl::Event* event, const char* what)
{
    checkFault(FaultPoint::Finish, info_.name, "clEnqueueReadBuffer");
    try {
        queue_.enqueueReadBuffer(buffer, CL_TRUE, 0, bytes, host, nullptr, event);
    } catch (const cl::Error& e) {
        throwOpenClError(e, std::string("Downloading ") + what);
    }
    checkFault(FaultPoint::Event, info_.name, "A queued command");
}

void ComputeContext::readQueued(const cl::Buffer& buffer, std::size_t bytes, void* host, const char* what)
{
    checkFault(FaultPoint::Enqueue, info_.name, "clEnqueueReadBuffer");
    try {
        queue_.enqueueReadBuffer(buffer, CL_FALSE, 0, bytes, host);
    } catch (const cl::Error& e) {
        throwOpenClError(e, std::string("Downloading ") + what);
    }
}

void ComputeContext::readInPlace(const cl::Buffer& buffer, std::size_t bytes, cl::Event* event, const char* what)
{
    checkFault(FaultPoint::Finish, info_.name, "clEnqueueMapBuffer");
    try {
        void* host = queue_.enqueueMapBuffer(buffer, CL_TRUE, CL_MAP_READ, 0, bytes, nullptr, event);
        cl::Event done;
        queue_.enqueueUnmapMemObject(buffer, host, nullptr, &done);
        done.wait();
    } catch (const cl::Error& e) {
        throwOpenClError(e, std::string("Downloading ") + what);
    }
    checkFault(FaultPoint::Event, info_.name, "A queued command");
}

namespace {

// A buffer's mapping, unmapped when this goes out of scope and waited for.
struct Unmapping {
    cl::CommandQueue& queue;
    const cl::Buffer& buffer;
    void* host;
    ~Unmapping()
    {
        try {
            cl::Event done;
            queue.enqueueUnmapMemObject(buffer, host, nullptr, &done);
            done.wait();
        } catch (const cl::Error&) {
            // A failed unmap leaves the buffer to be released with its mapping.
        }
    }
};

} // namespace

void ComputeContext::readMapped(const cl::Buffer& buffer, std::size_t bytes,
                                const std::function<void(const void*)>& use, const char* what)
{
    checkFault(FaultPoint::Finish, info_.name, "clEnqueueMapBuffer");
    void* host = nullptr;
    try {
        host = queue_.enqueueMapBuffer(buffer, CL_TRUE, CL_MAP_READ, 0, bytes);
    } catch (const cl::Error& e) {
        throwOpenClError(e, std::string("Downloading ") + what);
    }
    const Unmapping unmap{queue_, buffer, host}; // also when use() throws
    use(host);
}

void ComputeContext::writeMapped(const cl::Buffer& buffer, std::size_t bytes, const std::function<void(void*)>& fill,
                                 const char* what)
{
    checkFault(FaultPoint::Enqueue, info_.name, "clEnqueueMapBuffer");
    void* host = nullptr;
    try {
        host = queue_.enqueueMapBuffer(buffer, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, bytes);
    } catch (const cl::Error& e) {
        throwOpenClError(e, std::string("Uploading ") + what);
    }
    const Unmapping unmap{queue_, buffer, host}; // also when fill() throws
    fill(host);
}

void ComputeContext::write(const cl::Buffer& buffer, std::size_t bytes, const void* host, cl::Event* event,
                           const char* what)
{
    checkFault(FaultPoint::Enqueue, info_.name, "clEnqueueWriteBuffer");
    try {
        queue_.enqueueWriteBuffer(buffer, CL_TRUE, 0, bytes, host, nullptr, event);
    } catch (const cl::Error& e) {
        throwOpenClError(e, std::string("Uploading ") + what);
    }
}

void ComputeContext::copy(const cl::Buffer& from, const cl::Buffer& to, std::size_t bytes, cl::Event* event,
                          const char* what)
{
    checkFault(FaultPoint::Enqueue, info_.name, "clEnqueueCopyBuffer");
    try {
        queue_.enqueueCopyBuffer(from, to, 0, 0, bytes, nullptr, event);
    } catch (const cl::Error& e) {
        throwOpenClError(e, std::string("Copying ") + what);
    }
}

std::string kernelSource(const std::string& file)
{
    for (const KernelSource& k : kernelSources())
        if (k.name == file)
            return std::string(k.text);
    throw Error("No embedded kernel file named '" + file + "'.");
}

} // namespace passband
