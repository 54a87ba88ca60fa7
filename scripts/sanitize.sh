#!/usr/bin/env bash
# Builds Passband with sanitizers and runs tests under them; findings are fatal.
#   scripts/sanitize.sh address,undefined            the whole test suite under ASan + UBSan
#   scripts/sanitize.sh thread job_runner_stress     one test (or several) under TSan
# Build directory: build-<sanitizers>. Run scripts/passband.sh build first on a fresh machine
# (it installs the packages).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sanitizers=${1:?usage: scripts/sanitize.sh address,undefined|thread [TEST...]}
shift
build=$root/build-${sanitizers//,/-}
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPASSBAND_SANITIZE="$sanitizers" >/dev/null
if [ $# -gt 0 ]; then
  cmake --build "$build" --parallel "$(nproc)" --target "$@"
  filter="^($(IFS='|'; echo "$*"))\$"
else
  cmake --build "$build" --parallel "$(nproc)"
  filter=""
fi
# use_sigaltstack=0: PoCL's LLVM gives the threads that compile kernels an alternate signal
# stack of its own (malloc'd); GCC 12's ASan runtime (and clang 14's: upstream fixed it in 2026)
# then unmaps that stack as if it were its own when the thread ends, and aborts with "unable to unmap" on
# machines whose signal frames are large enough that LLVM replaces ASan's stack (a recent
# kernel on a recent CPU). Without the option a stack overflow still fails the test, as a
# plain SIGSEGV instead of an ASan report.
# intercept_tls_get_addr=0: at exit LeakSanitizer walks each thread's dynamic TLS as ASan
# tracked it, and on Debian 12 (glibc 2.36, GCC 12's runtime) an entry of a dlopen'd library
# can hold a garbage range (seen: "DTLS 15 at 0x82c-0x80000192e"), where its tracer crashes
# ("Tracer caught signal 11", every run of `passband strongest` and `basis`). Dynamic TLS is
# then not scanned for pointers, which can only add leak reports, never hide one.
export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:abort_on_error=1:strict_string_checks=1:use_sigaltstack=0:intercept_tls_get_addr=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export LSAN_OPTIONS=suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0
export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1
cd "$build"
ctest --output-on-failure --timeout 1800 ${filter:+-R "$filter"}
