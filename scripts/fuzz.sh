#!/usr/bin/env bash
# Fuzzing on Debian 12 or newer: libFuzzer with clang 14, AddressSanitizer and UBSan.
#   scripts/fuzz.sh [run] [TARGET...]   install what is missing, build, fuzz each target
#   scripts/fuzz.sh build               install and build only
# Targets: pnm (core's Netpbm reader), tga (core's TGA reader), qt_image (loading through Qt), tiff (libtiff), fits
# (cfitsio); default all.
# Environment:
#   FUZZ_SECONDS             seconds per target (default 60)
#   PASSBAND_FUZZ_BUILD_DIR  build directory (default build-fuzz in the checkout)
#   FUZZ_JOBS                build parallelism (default: nproc)
#   FUZZ_SEED                libFuzzer's random seed (default: a new one each run); CI fixes
#                            it, so a run explores the same inputs wherever it runs
# Each target fuzzes a temporary copy of tests/fuzz/corpus/<target>/ (seeded also with its
# saved regressions and tests/hostile/files/), so the tree stays clean. A finding (crash,
# sanitizer report, leak, timeout, out-of-memory) is copied into
# tests/fuzz/regressions/<target>/ and the script exits 1 after all targets ran. Each
# target's libFuzzer log is kept in the build directory (fuzz-<target>.log).
# Packages are installed with apt-get (through sudo when not root) only if missing.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${PASSBAND_FUZZ_BUILD_DIR:-$root/build-fuzz}
seconds=${FUZZ_SECONDS:-60}
jobs=${FUZZ_JOBS:-$(nproc)}
fuzzdir=$root/tests/fuzz
rss_limit_mb=2048                     # libFuzzer's limit, and the targets' own (fuzz_check.h)
all_targets=(pnm tga qt_image tiff fits)
mode=run
case "${1:-}" in
  run|build) mode=$1; shift ;;
  -h|--help) sed -n '2,15p' "${BASH_SOURCE[0]}"; exit 0 ;;
esac
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz: FUZZ_SECONDS must be a positive whole number, not '$seconds'" >&2; exit 2; }

packages=(
  build-essential cmake pkg-config
  qt6-base-dev                        # Qt 6 Core, Gui, Widgets, Test; JPEG/GIF/ICO plugins
  qt6-image-formats-plugins           # WebP, TIFF, TGA, ICNS, WBMP through Qt
  qt6-multimedia-dev                  # Qt Multimedia: live camera and video frames
  gstreamer1.0-plugins-base gstreamer1.0-plugins-good  # its decoders (AVI, Matroska, MP4 demuxers; conversions)
  libtiff-dev libcfitsio-dev          # TIFF of every depth, FITS
  ocl-icd-opencl-dev opencl-c-headers opencl-clhpp-headers
  libfftw3-dev                        # configuring tests/ needs it (test oracle)
  clang-14 libclang-rt-14-dev         # libFuzzer, ASan, UBSan runtimes
  llvm-14                             # llvm-symbolizer for readable stack traces
)

# shellcheck source=install-missing.sh
source "$root/scripts/install-missing.sh"

# tests/fuzz/CMakeLists.txt compiles every source in a fuzz binary with
# -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all (coverage for libFuzzer, every
# sanitizer report fatal). -O1 -g without -DNDEBUG, so assertions stay on.
build_all() {
  cmake -S "$root" -B "$build" \
    -DCMAKE_CXX_COMPILER=clang++-14 \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" \
    -DPASSBAND_BUILD_TESTS=ON \
    -DPASSBAND_FUZZ=ON
  local t targets=()
  for t in "${all_targets[@]}"; do targets+=(--target "fuzz_$t"); done
  cmake --build "$build" --parallel "$jobs" "${targets[@]}"
}

# fuzz_one TARGET: prints "TARGET SECONDS EXECUTIONS FINDINGS" on fd 3; returns 1 on a finding.
fuzz_one() {
  local target=$1
  local binary=$build/tests/fuzz/fuzz_$target
  local work log rc=0
  work=$(mktemp -d "${TMPDIR:-/tmp}/passband-fuzz-$target.XXXXXX")
  log=$build/fuzz-$target.log
  mkdir -p "$work/corpus" "$work/artifacts"
  cp -R "$fuzzdir/corpus/$target/." "$work/corpus/"
  # Saved regressions are seeds too (the README next to them is not), and so are the hostile
  # files of tst_hostile where the checkout has them (libFuzzer keeps those that add coverage).
  find "$fuzzdir/regressions/$target" -maxdepth 1 -type f ! -name 'README.md' ! -name '.*' \
    -exec cp {} "$work/corpus/" \; 2>/dev/null || true
  local corpora=("$work/corpus")
  if [ -d "$root/tests/hostile/files" ]; then
    mkdir -p "$work/hostile"
    find "$root/tests/hostile/files" -maxdepth 1 -type f ! -name '.*' -exec cp {} "$work/hostile/" \;
    corpora+=("$work/hostile")
  fi

  local args=(
    -max_total_time="$seconds"
    -max_len=65536
    -rss_limit_mb="$rss_limit_mb"
    -timeout=10
    -print_final_stats=1
    ${FUZZ_SEED:+-seed=$FUZZ_SEED}
    -artifact_prefix="$work/artifacts/"
  )
  [ -f "$fuzzdir/$target.dict" ] && args+=(-dict="$fuzzdir/$target.dict")

  echo "== fuzz_$target: ${seconds} s (log: $log)"
  local symbolizer
  symbolizer=$(command -v llvm-symbolizer-14 || command -v llvm-symbolizer || true)
  # Later options win, so a caller's *SAN_OPTIONS can still override these.
  ASAN_OPTIONS="halt_on_error=1:print_stacktrace=1:detect_leaks=1:check_initialization_order=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
  UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}" \
  LSAN_OPTIONS="suppressions=$fuzzdir/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
  ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-$symbolizer} \
  PASSBAND_FUZZ_RSS_LIMIT_MB=$rss_limit_mb \
  QT_QPA_PLATFORM=offscreen \
    timeout --signal=KILL $((seconds + 300)) "$binary" "${args[@]}" "${corpora[@]}" >"$log" 2>&1 || rc=$?

  local execs findings=0 f known
  execs=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
  mkdir -p "$fuzzdir/regressions/$target"
  for f in "$work/artifacts"/*; do
    [ -f "$f" ] || continue
    findings=$((findings + 1))
    # A saved regression found again (it is a seed) is not saved twice, whatever its name.
    known=$(find "$fuzzdir/regressions/$target" -maxdepth 1 -type f -size "$(stat -c %s "$f")c" \
              -exec cmp -s "$f" {} \; -print -quit)
    if [ -n "$known" ]; then
      echo "fuzz_$target: finding is the saved regression tests/fuzz/regressions/$target/$(basename "$known")" >&2
    else
      cp "$f" "$fuzzdir/regressions/$target/"
      echo "fuzz_$target: finding saved as tests/fuzz/regressions/$target/$(basename "$f")" >&2
    fi
  done
  if [ "$rc" -ne 0 ] && [ "$findings" -eq 0 ]; then
    echo "fuzz_$target: libFuzzer exited with status $rc and left no input behind" >&2
    findings=1
  fi
  if [ "$findings" -ne 0 ]; then
    echo "---- last 60 lines of $log" >&2
    tail -n 60 "$log" >&2
    echo "----" >&2
  fi
  rm -rf "$work"
  echo "$target $seconds ${execs:-unknown} $findings" >&3
  [ "$findings" -eq 0 ]
}

check_targets() {
  local t
  for t in "$@"; do
    [[ " ${all_targets[*]} " == *" $t "* ]] || { echo "fuzz: unknown target '$t' (${all_targets[*]})" >&2; exit 2; }
  done
}

run_all() {
  local targets=("$@") t status=0 summary
  [ ${#targets[@]} -eq 0 ] && targets=("${all_targets[@]}")
  summary=$(mktemp)
  for t in "${targets[@]}"; do
    fuzz_one "$t" 3>>"$summary" || status=1
  done
  echo "== fuzz summary"
  local target secs execs findings
  while read -r target secs execs findings; do
    printf 'fuzz summary: target=%s seconds=%s executions=%s findings=%s\n' "$target" "$secs" "$execs" "$findings"
  done <"$summary"
  rm -f "$summary"
  return "$status"
}

case "$mode" in
  run)
    check_targets "$@"
    install_missing fuzz "${packages[@]}"
    build_all
    run_all "$@"
    ;;
  build)
    [ $# -eq 0 ] || { echo "usage: scripts/fuzz.sh [run] [pnm|tga|qt_image|tiff|fits...] | build" >&2; exit 2; }
    install_missing fuzz "${packages[@]}"
    build_all
    ;;
esac
