#!/usr/bin/env bash
# Builds the Debian package and checks it as CI does:
#   scripts/package.sh           build/passband_VERSION_ARCH.deb: built with CPack, checked by
#                                lintian, unpacked into a throwaway root and run from there
#                                (--version, a filter command, the window off screen)
#   scripts/package.sh --chroot  also installs it with apt into a fresh Debian chroot
#                                (debootstrap, from the machine's own apt source) and runs it
#                                there: what a clean machine gets with nothing else installed
# Installs what is missing with apt-get (through sudo when not root), like scripts/passband.sh.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${PASSBAND_BUILD_DIR:-$root/build}
chroot=false
[ "${1:-}" = --chroot ] && chroot=true

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
lintian --fail-on error,warning --suppress-tags binary-has-unneeded-section "$deb"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

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
  [ -s "$dir/window.png" ] && [ -s "$dir/config/Passband/Passband.conf" ]
  [[ $(LC_ALL=C "$@" passband --help) == *$'\nCommands:\n'* ]]
  [[ $(LANG=de_DE.UTF-8 "$@" passband --help) == *$'\nBefehle:\n'* ]]
  [[ $(LANG=ja_JP.UTF-8 "$@" passband --help) == *$'\nコマンド:\n'* ]]
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
  # PoCL reads the CPU's topology from /sys (and aborts without it), as on any machine. Fresh
  # mounts of their own, unmounted before the scratch folder goes; it is not removed while
  # anything is still mounted in it.
  trap 'umount "$target/proc" "$target/sys" 2>/dev/null
        if grep -q " $target/" /proc/mounts; then echo "package.sh: left $scratch (still mounted)" >&2
        else rm -rf "$scratch"; fi' EXIT
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
