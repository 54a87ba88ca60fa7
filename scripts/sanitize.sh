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
export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:abort_on_error=1:strict_string_checks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export LSAN_OPTIONS=suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0
export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1
cd "$build"
ctest --output-on-failure --timeout 1800 ${filter:+-R "$filter"}
