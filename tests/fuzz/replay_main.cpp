// Replay driver: a main() for the fuzz targets in builds without libFuzzer (gcc, the normal
// build), so ctest runs every seed and every saved regression on every build.
//
//   replay_<target> PATH...
//
// Each PATH is a file or a directory (searched recursively; hidden files and README.md are
// skipped). Every file is passed to LLVMFuzzerTestOneInput once, in sorted order, from an
// exactly sized heap copy (so a sanitizer build catches reads past the end). Prints
// "N inputs replayed" and exits 0; exits 1 when an input made the target misbehave in a way
// this driver can see (an exception escaping the target, a return value libFuzzer does not
// allow), 2 on a usage error or an unreadable path. A crash or an abort (a failed invariant,
// peak memory over PASSBAND_FUZZ_RSS_LIMIT_MB: see fuzz_check.h) ends the process; the driver
// first names the input on stderr.
#include <algorithm>
#include <csignal>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <system_error>
#include <unistd.h>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
// Optional in a target, as with libFuzzer.
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int* argc, char*** argv);

namespace fs = std::filesystem;

namespace {

// The input being replayed, for the signal handler (async-signal-safe: a plain C string).
char g_current[4096] = "";

void onFatalSignal(int sig)
{
    static const char prefix[] = "\nreplay: fatal signal while replaying ";
    ssize_t ignored = write(STDERR_FILENO, prefix, sizeof prefix - 1);
    ignored = write(STDERR_FILENO, g_current, std::strlen(g_current));
    ignored = write(STDERR_FILENO, "\n", 1);
    (void)ignored;
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

// Names the input on fatal signals, without taking a signal over from a sanitizer runtime
// that already handles it (ASan handles SIGSEGV, SIGBUS and SIGFPE itself).
void installSignalHandlers()
{
    for (const int sig : {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL}) {
        struct sigaction current {};
        if (sigaction(sig, nullptr, &current) != 0)
            continue;
        if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_DFL) {
            struct sigaction handler {};
            handler.sa_handler = onFatalSignal;
            sigemptyset(&handler.sa_mask);
            sigaction(sig, &handler, nullptr);
        }
    }
}

bool skipped(const fs::path& path)
{
    const std::string name = path.filename().string();
    return name.empty() || name[0] == '.' || name == "README.md";
}

bool readFile(const fs::path& path, std::vector<std::uint8_t>& out)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return !in.bad();
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE_OR_DIRECTORY...\n", argv[0]);
        return 2;
    }

    std::vector<fs::path> files;
    for (int i = 1; i < argc; ++i) {
        const fs::path root(argv[i]);
        std::error_code ec;
        if (fs::is_regular_file(root, ec)) {
            files.push_back(root);
        } else if (fs::is_directory(root, ec)) {
            for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
                if (skipped(it->path())) {
                    if (it->is_directory(ec))
                        it.disable_recursion_pending();
                    continue;
                }
                if (it->is_regular_file(ec))
                    files.push_back(it->path());
            }
            if (ec) {
                std::fprintf(stderr, "replay: cannot list %s: %s\n", argv[i], ec.message().c_str());
                return 2;
            }
        } else {
            std::fprintf(stderr, "replay: %s is neither a file nor a directory\n", argv[i]);
            return 2;
        }
    }
    std::sort(files.begin(), files.end());

    installSignalHandlers();
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);

    int failures = 0;
    std::size_t replayed = 0;
    std::vector<std::uint8_t> bytes;
    for (const fs::path& file : files) {
        if (!readFile(file, bytes)) {
            std::fprintf(stderr, "replay: cannot read %s\n", file.c_str());
            return 2;
        }
        std::snprintf(g_current, sizeof g_current, "%s", file.c_str());
        // An exactly sized copy: one byte past the end is outside the allocation.
        const std::size_t size = bytes.size();
        std::unique_ptr<std::uint8_t[]> copy(new std::uint8_t[size ? size : 1]);
        if (size)
            std::memcpy(copy.get(), bytes.data(), size);
        try {
            const int rc = LLVMFuzzerTestOneInput(copy.get(), size);
            if (rc != 0 && rc != -1) {
                std::fprintf(stderr, "replay: %s: LLVMFuzzerTestOneInput returned %d\n", file.c_str(), rc);
                ++failures;
            }
        } catch (const std::exception& e) {
            std::fprintf(stderr, "replay: %s: unexpected exception escaped the target: %s\n", file.c_str(), e.what());
            ++failures;
        } catch (...) {
            std::fprintf(stderr, "replay: %s: unexpected non-standard exception escaped the target\n", file.c_str());
            ++failures;
        }
        ++replayed;
    }
    g_current[0] = '\0';

    std::printf("%zu inputs replayed\n", replayed);
    if (failures) {
        std::fprintf(stderr, "replay: %d of %zu inputs failed\n", failures, replayed);
        return 1;
    }
    return 0;
}
