#!/usr/bin/env bash
# Quick start on Debian 12 or newer: installs what is missing, builds, then runs.
#   scripts/passband.sh run [ARGS...]   build and start passband (with ARGS)
#   scripts/passband.sh test            build and run every test through ctest
#   scripts/passband.sh build           install and build only
# Packages are installed with apt-get (through sudo when not root) only if missing.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${PASSBAND_BUILD_DIR:-$root/build}
mode=${1:-run}
[ $# -gt 0 ] && shift

packages=(
  build-essential cmake pkg-config
  qt6-base-dev                        # Qt 6 Core, Gui, Widgets, Test
  qt6-image-formats-plugins           # WebP, TGA, ICNS, WBMP and more through Qt's plugins
  qt6-multimedia-dev                  # Qt Multimedia: live camera and video frames
  gstreamer1.0-plugins-base gstreamer1.0-plugins-good  # its decoders (AVI, Matroska, MP4 demuxers; conversions)
  libtiff-dev libcfitsio-dev          # TIFF of every depth (libtiff), FITS (cfitsio)
  ocl-icd-opencl-dev opencl-c-headers opencl-clhpp-headers
  pocl-opencl-icd                     # CPU OpenCL device, always present as a fallback
  libfftw3-dev                        # test oracle and benchmark peer only
  qt6-tools-dev qt6-l10n-tools        # Qt Linguist's lupdate and lrelease: the German and Japanese catalogues
  qt6-translations-l10n               # Qt's own texts (dialogs, headings) in those languages
  librsvg2-bin                        # rsvg-convert: the icon's PNG sizes
)
test_packages=(
  libtiff-tools                       # tiffcp: the TIFF test matrix's independent writer
  desktop-file-utils appstream        # desktop-file-validate, appstreamcli: the desktop entry and metainfo
  man-db bash-completion              # passband(1) rendered by man; the completion run in bash
  parallel                            # GNU parallel: the batch recipe run as the manual gives it
  python3-numpy python3-pil python3-imageio  # the filter exported as a Python script, run
)

# shellcheck source=install-missing.sh
source "$root/scripts/install-missing.sh"

build_all() {
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo
  cmake --build "$build" --parallel "$(nproc)"
}

case "$mode" in
  run)
    install_missing passband "${packages[@]}"
    build_all
    exec "$build/bin/passband" "$@"
    ;;
  test)
    install_missing passband "${packages[@]}" "${test_packages[@]}"
    build_all
    cd "$build"
    exec ctest --output-on-failure --timeout 1800 "$@"
    ;;
  build)
    install_missing passband "${packages[@]}"
    build_all
    ;;
  *)
    echo "usage: scripts/passband.sh run [ARGS...] | test | build" >&2
    exit 2
    ;;
esac
