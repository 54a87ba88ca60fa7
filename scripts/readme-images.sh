#!/usr/bin/env bash
# Regenerates the pictures in docs/images/ that README.md shows, with the built passband.
#   scripts/readme-images.sh [BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=${1:-$root/build}/bin/passband
out=$root/docs/images
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"

# A grey copy of the sample: no filter passes everything, and .pgm stores the luminance.
"$bin" filter "$root/resources/astronaut.png" "$tmp/astronaut.pgm" 2>/dev/null
"$bin" filter "$tmp/astronaut.pgm" "$out/astronaut-grey.png"
# The seed textbook's program: ideal high-pass at N/8 = 64 on a 512x512 image, magnitude.
"$bin" spectrum "$tmp/astronaut.pgm" "$out/astronaut-spectrum.png"
"$bin" filter "$tmp/astronaut.pgm" "$out/astronaut-highpass-64.png" --highpass 64
# Colour, smooth low-pass, and a band-pass on the periodic brick texture.
"$bin" filter "$root/resources/astronaut.png" "$out/astronaut-lowpass-30-gaussian.png" --lowpass 30 --shape gaussian
"$bin" filter "$root/resources/brick.png" "$out/brick-bandpass.png" --highpass 20 --lowpass 60 --shape butterworth --map normalize
"$bin" spectrum "$root/resources/brick.png" "$out/brick-spectrum.png"
