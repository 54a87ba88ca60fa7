#!/usr/bin/env bash
# Builds the Debian package and checks it as CI does:
#   scripts/package.sh           build/passband_VERSION_ARCH.deb: built with CPack, checked by
#                                lintian, unpacked into a throwaway root and run from there
#                                (--version, a filter command, the window off screen)
#   scripts/package.sh --chroot  also installs it with apt into a fresh Debian chroot
#                                (debootstrap, from the machine's own apt source) and runs it
#                                there: what a clean machine gets with nothing else installed
#                                (needs root: debootstrap, mount and chroot)
# Installs what is missing with apt-get (through sudo when not root), like scripts/passband.sh.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${PASSBAND_BUILD_DIR:-$root/build}
chroot=false
[ "${1:-}" = --chroot ] && chroot=true
if $chroot && [ "$(id -u)" -ne 0 ]; then
  echo "package.sh: --chroot needs root (debootstrap, mount, chroot)" >&2
  exit 1
fi

# shellcheck source=install-missing.sh
source "$root/scripts/install-missing.sh"
"$root/scripts/passband.sh" build
install_missing package.sh dpkg-dev lintian desktop-file-utils appstream man-db
$chroot && install_missing package.sh debootstrap

cd "$build"
rm -f passband_*.deb
cpack -G DEB >/dev/null
deb=$(ls "$build"/passband_*.deb)
version=$(dpkg-deb -f "$deb" Version)
echo "== $(basename "$deb")"
dpkg-deb -f "$deb" Depends Recommends

echo "== lintian"
lintian --fail-on error,warning "$deb"

# The scratch folder goes at the end: first anything mounted in it (the chroot's /proc and
# /sys, or what debootstrap mounted), and never across a mount point.
scratch=$(mktemp -d)
cleanup() {
  local mounted
  for mounted in $(grep -o " $scratch/[^ ]*" /proc/mounts | sort -r); do
    umount "$mounted" 2>/dev/null || umount -l "$mounted"
  done
  if grep -q " $scratch/" /proc/mounts; then
    echo "package.sh: left $scratch: something is still mounted in it" >&2
  else
    rm -rf --one-file-system "$scratch"
  fi
}
trap cleanup EXIT

# The window off screen, the sample, its first exact result saved by the window itself; its
# settings go to $XDG_CONFIG_HOME like any user's.
check_installed() { # DIR DIR-AS-PASSBAND-SEES-IT PREFIX-COMMAND... (passband runs as `"$@" passband`)
  local dir=$1 out=$2
  shift 2
  [ "$("$@" passband --version)" = "passband $version" ]
  "$@" passband pattern grating "$out/in.png" >/dev/null
  "$@" passband filter "$out/in.png" "$out/out.png" --highpass 8 >/dev/null
  "$@" passband spectrum "$out/out.png" "$out/spectrum.png" >/dev/null
  "$@" env QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$out/config" passband --screenshot "$out/window.png"
  test -s "$dir/window.png"
  test -s "$dir/config/Passband/Passband.conf"
  # Each language as a session would set it, whatever this shell's own locale variables say.
  local session=(env -u LANGUAGE -u LC_ALL -u LC_MESSAGES)
  [[ $("${session[@]}" LC_ALL=C "$@" passband --help) == *$'\nCommands:\n'* ]]
  [[ $("${session[@]}" LANG=de_DE.UTF-8 "$@" passband --help) == *$'\nBefehle:\n'* ]]
  [[ $("${session[@]}" LANG=ja_JP.UTF-8 "$@" passband --help) == *$'\nコマンド:\n'* ]]
}

echo "== unpacked into a throwaway root, run from there"
dpkg -x "$deb" "$scratch/root"
mkdir -p "$scratch/run"
check_installed "$scratch/run" "$scratch/run" env PATH="$scratch/root/usr/bin:$PATH"
desktop-file-validate "$scratch/root/usr/share/applications/org.passband.Passband.desktop"
appstreamcli validate --no-net "$scratch/root/usr/share/metainfo/org.passband.Passband.metainfo.xml" >/dev/null
man --warnings -l "$scratch/root/usr/share/man/man1/passband.1.gz" 2>&1 >/dev/null | { ! grep .; }
echo "ran: --version, pattern, filter, spectrum, the window (--screenshot), --help in English, German and Japanese"

if $chroot; then
  echo "== installed with apt into a fresh Debian chroot"
  suite=$(. /etc/os-release && echo "$VERSION_CODENAME")
  # The machine's own Debian mirror, as its apt sources name it (one-line or deb822 format).
  mirror=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
           grep -E '^(deb |URIs:)' | grep -oE 'https?://[^ ]+' | grep -v security | head -1 || true)
  target=$scratch/chroot
  debootstrap --variant=minbase "$suite" "$target" "${mirror:-http://deb.debian.org/debian}" >"$scratch/debootstrap.log" ||
    { tail -20 "$scratch/debootstrap.log"; exit 1; }
  cp "$deb" "$target/tmp/"
  # PoCL reads the CPU's topology from /sys (and aborts without it), as on any machine: fresh
  # mounts of their own, which cleanup() takes down.
  mount -t proc proc "$target/proc"
  mount -t sysfs sysfs "$target/sys"
  chroot "$target" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "/tmp/$(basename "$deb")" \
    >"$scratch/apt.log" 2>&1 || { tail -20 "$scratch/apt.log"; exit 1; }
  chroot "$target" dpkg-query -W -f='${Package}\n' | wc -l | xargs echo "packages in the chroot:"
  mkdir -p "$target/tmp/run"
  check_installed "$target/tmp/run" /tmp/run chroot "$target"
  echo "installed with its Depends and Recommends only; ran the same checks inside"
fi
echo "package.sh: $(basename "$deb") passed"
