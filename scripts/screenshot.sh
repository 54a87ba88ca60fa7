#!/usr/bin/env bash
# Takes docs/images/window.png: the real window under Xvfb with the bundled photograph and a
# band-pass filter active. Needs xvfb and imagemagick (apt-get install xvfb imagemagick).
#   scripts/screenshot.sh [BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=${1:-$root/build}/bin/passband
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
mkdir -p "$config/Passband"
cat > "$config/Passband/Passband.conf" <<'CONF'
[filter]
highpassOn=true
highpass=12
lowpassOn=true
lowpass=90
shape=butterworth
order=2
mapping=normalize
CONF
XDG_CONFIG_HOME=$config xvfb-run -a -s "-screen 0 1600x900x24" bash -c "
  '$bin' & pid=\$!
  sleep 8
  import -window root -crop 1440x810+0+0 '$root/docs/images/window.png'
  kill \$pid"
echo "wrote docs/images/window.png"

# docs/images/teach-analysis.png: the Analysis dock for an ideal and a Gaussian low-pass of 30
# on the photograph (the impulse response rings only for the ideal one), one above the other.
for shape in ideal gaussian; do
  cat > "$config/Passband/Passband.conf" <<CONF
[filter]
highpassOn=false
lowpassOn=true
lowpass=30
shape=$shape
mapping=auto
edges=none
CONF
  XDG_CONFIG_HOME=$config xvfb-run -a -s "-screen 0 1600x900x24" bash -c "
    '$bin' & pid=\$!
    sleep 8
    import -window root -crop 1440x185+0+595 +repage '$config/$shape.png'
    kill \$pid"
done
convert "$config/ideal.png" "$config/gaussian.png" -append "$root/docs/images/teach-analysis.png"
echo "wrote docs/images/teach-analysis.png"

# docs/images/lab-*.png: each lab mode (passband --lab MODE) on the bundled photographs, and
# sampling on a zone plate; the Original pane and the lab's two panes.
zone=$config/zoneplate.png
"$bin" pattern zoneplate "$zone" --size 512x512 > /dev/null
astronaut=$root/resources/astronaut.png
brick=$root/resources/brick.png
shoot() { # NAME, then the window's arguments
  local name=$1
  shift
  printf '[filter]\nhighpassOn=false\nlowpassOn=false\n' > "$config/Passband/Passband.conf"
  XDG_CONFIG_HOME=$config xvfb-run -a -s "-screen 0 1600x900x24" bash -c "
    '$bin' $* & pid=\$!
    sleep 10
    import -window root -crop 1440x600+0+0 +repage '$root/docs/images/lab-$name.png'
    kill \$pid"
  echo "wrote docs/images/lab-$name.png"
}
shoot mix "'$astronaut' --second '$brick' --lab mix"
shoot hybrid "'$brick' --second '$astronaut' --lab hybrid"
shoot convolution "'$astronaut' --lab convolution"
shoot sampling "'$zone' --lab sampling"
shoot basis "'$astronaut' --lab basis"

# docs/images/presentation.png: presentation mode (passband --presentation) with a band-pass.
printf '[filter]\nhighpassOn=true\nhighpass=12\nlowpassOn=true\nlowpass=90\nshape=butterworth\norder=2\n' \
  > "$config/Passband/Passband.conf"
XDG_CONFIG_HOME=$config xvfb-run -a -s "-screen 0 1600x900x24" bash -c "
  '$bin' --presentation & pid=\$!
  sleep 8
  import -window root -crop 1440x600+0+0 +repage '$root/docs/images/presentation.png'
  kill \$pid"
echo "wrote docs/images/presentation.png"

# docs/images/window-de.png, window-ja.png: the window in German and in Japanese (README
# "Languages"), taken by the window itself once its first exact result is on screen. The
# Japanese one needs a CJK font (fonts-noto-cjk or fonts-droid-fallback).
for language in de_DE ja_JP; do
  printf '[filter]\nhighpassOn=true\nhighpass=12\nlowpassOn=true\nlowpass=90\nshape=butterworth\norder=2\n' \
    > "$config/Passband/Passband.conf"
  out=$root/docs/images/window-${language%_*}.png
  LANG=$language.UTF-8 XDG_CONFIG_HOME=$config xvfb-run -a -s "-screen 0 1440x810x24" \
    "$bin" --screenshot "$out"
  echo "wrote ${out#$root/}"
done

# docs/images/window-1024.png, presentation-1024.png: the window as a first run lays it out on a
# 1024x768 projector (README "Small screens"), plain and in presentation mode with its caption;
# docs/images/side-by-side.png: an ideal, a Butterworth and a Gaussian low-pass of 24 side by
# side (README "Filters side by side"): the ringing is the ideal one's.
for mode in plain presentation; do
  printf '[filter]\nhighpassOn=true\nhighpass=12\nlowpassOn=true\nlowpass=90\nshape=butterworth\norder=2\n' \
    > "$config/Passband/Passband.conf"
  out=$root/docs/images/$([ $mode = plain ] && echo window || echo presentation)-1024.png
  XDG_CONFIG_HOME=$config xvfb-run -a -s "-screen 0 1024x768x24" \
    "$bin" $([ $mode = presentation ] && echo --presentation) --screenshot "$out"
  echo "wrote ${out#$root/}"
done
printf '[filter]\nhighpassOn=false\nlowpassOn=true\nlowpass=24\nshape=ideal\n' > "$config/Passband/Passband.conf"
XDG_CONFIG_HOME=$config xvfb-run -a -s "-screen 0 1600x900x24" \
  "$bin" --side-by-side --screenshot "$root/docs/images/side-by-side.png"
echo "wrote docs/images/side-by-side.png"

# docs/images/lesson-1024.png: the bundled lesson on ringing at its first step on a 1024x768
# projector (README "Lessons"): the result held back until Page Down, the caption under the panes.
printf '[filter]\nhighpassOn=false\nlowpassOn=false\n' > "$config/Passband/Passband.conf"
XDG_CONFIG_HOME=$config xvfb-run -a -s "-screen 0 1024x768x24" \
  "$bin" --lesson "$root/resources/lessons/03-ringing.json" --screenshot "$root/docs/images/lesson-1024.png"
echo "wrote docs/images/lesson-1024.png"
