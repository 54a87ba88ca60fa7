#!/usr/bin/env bash
# Regenerates the benchmark tables in docs/bench/ for the machine it runs on:
#   scripts/benchmark.sh NAME [passband-bench options]
# writes docs/bench/NAME-table.md (Passband and every peer built in, per size),
# NAME-kernels.md (Table 6.1 for our kernels), NAME-stages.txt and NAME.json.
# Peers are found at build time: apt-get install libfftw3-dev libvkfft-dev libclfft-dev.
# On a machine without the build (a GPU box with only a driver), copy build/bin/passband-bench
# and the libraries it needs (ldd) and run the same four commands; docs/performance.md says how.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
name=${1:?usage: scripts/benchmark.sh NAME [passband-bench options]}
shift
bench=${PASSBAND_BENCH:-$root/build/bin/passband-bench}
out=$root/docs/bench
mkdir -p "$out"
sizes=1024x1024,2048x2048,4096x4096,1920x1080,1366x768
"$bench" --markdown --repeat 20 --sizes "$sizes" "$@" 2> >(grep -v "warnings\? generated" >&2) > "$out/$name-table.md"
"$bench" --stages --no-peers --repeat 10 --sizes 2048x2048,4096x4096,1366x768,1372x768 "$@" > "$out/$name-stages.txt"
"$bench" --kernels "$@" > "$out/$name-kernels.md"
"$bench" --json --no-peers --repeat 20 --sizes "$sizes" "$@" > "$out/$name.json"
echo "wrote $out/$name-{table.md,stages.txt,kernels.md,.json}"
