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

# "For teachers": side-by-side strips (imagemagick's montage), each from the command line.
strip() { # OUTPUT LABEL:FILE...
  local output=$1; shift
  local args=()
  for item in "$@"; do args+=(-label "${item%%:*}" "${item#*:}"); done
  montage "${args[@]}" -tile "$#x1" -geometry 256x256+6+6 -pointsize 15 -background white "$output"
}
# Edges: the cross through the spectrum's centre, and three ways to remove it.
for e in none smooth mirror hann; do "$bin" spectrum "$tmp/astronaut.pgm" "$tmp/edges-$e.png" --edges "$e"; done
strip "$out/teach-edges.png" "none (periodic):$tmp/edges-none.png" "periodic + smooth:$tmp/edges-smooth.png" \
  "mirror:$tmp/edges-mirror.png" "Hann window:$tmp/edges-hann.png"
# What was removed: a low-pass result and its complement.
"$bin" filter "$tmp/astronaut.pgm" "$tmp/kept.png" --lowpass 24
"$bin" filter "$tmp/astronaut.pgm" "$tmp/removed.png" --lowpass 24 --removed
strip "$out/teach-removed.png" "original:$tmp/astronaut.pgm" "low-pass 24:$tmp/kept.png" "what it removed:$tmp/removed.png"
# Periodic noise and a notch pair: noisy image, its spectrum with the two peaks, cleaned.
"$bin" noise "$root/resources/brick.png" "$tmp/noisy.png" --cycles 40,-30 --amplitude 0.2
"$bin" spectrum "$tmp/noisy.png" "$tmp/noisy-spectrum.png"
"$bin" filter "$tmp/noisy.png" "$tmp/cleaned.png" --notch 40,-30,3
strip "$out/teach-notch.png" "brick + noise (40, -30):$tmp/noisy.png" "its spectrum:$tmp/noisy-spectrum.png" \
  "--notch 40,-30,3:$tmp/cleaned.png"
# Test patterns, and a zone plate through an ideal low-pass.
"$bin" pattern grating "$tmp/grating.png" --cycles 24,10
"$bin" pattern bars "$tmp/bars.png" --cycles 8,0
"$bin" pattern checkerboard "$tmp/board.png" --square 32
"$bin" pattern zoneplate "$tmp/zone.png"
"$bin" filter "$tmp/zone.png" "$tmp/zone-lowpass.png" --lowpass 100
strip "$out/teach-patterns.png" "grating 24 x 10:$tmp/grating.png" "bars 8 x 0:$tmp/bars.png" \
  "checkerboard 32 px:$tmp/board.png" "zone plate:$tmp/zone.png" "zone plate, low-pass 100:$tmp/zone-lowpass.png"
# A sweep, for slides: four of its frames.
"$bin" sweep "$tmp/astronaut.pgm" "$tmp/sweep" --lowpass 8:64:8 --shape gaussian > /dev/null
strip "$out/teach-sweep.png" "low-pass 8:$tmp/sweep/astronaut-lowpass-000.png" "24:$tmp/sweep/astronaut-lowpass-002.png" \
  "40:$tmp/sweep/astronaut-lowpass-004.png" "64:$tmp/sweep/astronaut-lowpass-007.png"
echo "wrote the pictures in docs/images/"
