#!/bin/bash
# Peak resident memory of the window and of the command line against the image's size, for
# grey and colour, 8 and 16 bits (docs/performance.md, "Memory against pixels").
#
#   scripts/memory-curve.sh PHOTO.jpg OUT.csv [PASSBAND]
#
# Each image is PHOTO scaled to a square of 1024 to 16384 pixels a side (netpbm), stored as an
# uncompressed TIFF; the window opens it with --screenshot under Xvfb at 1920x1080, the command
# line filters it to a TIFF; /usr/bin/time -f %M gives the peak. Each is run once unmeasured
# first, so that a size's kernel compile (kept in the kernel cache) is not in its figure; WARM=0
# leaves that out. SIDES and KINDS (environment) choose what is measured; WINDOW=0 measures the
# command line only (window columns "-"). Needs netpbm, xvfb and time (Debian packages of those names).
set -euo pipefail
photo=$1; out=$2; passband=${3:-$(dirname "$0")/../build/bin/passband}
sides=${SIDES:-"1024 2048 4096 8192 16384"}
kinds=${KINDS:-"grey8 grey16 colour8 colour16"}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
echo "kind,width,height,pixels,decoded_bytes,window_kib,command_line_kib,window_exit,command_line_exit" > "$out"
for kind in $kinds; do
    for side in $sides; do
        image=$work/$kind-$side.tif
        case $kind in
            grey8)    jpegtopnm -quiet "$photo" | pamscale -xsize "$side" -ysize "$side" | ppmtopgm | pamtotiff -none > "$image"; bytes=1 ;;
            grey16)   jpegtopnm -quiet "$photo" | pamscale -xsize "$side" -ysize "$side" | ppmtopgm | pamdepth 65535 | pamtotiff -none > "$image"; bytes=2 ;;
            colour8)  jpegtopnm -quiet "$photo" | pamscale -xsize "$side" -ysize "$side" | pamtotiff -none > "$image"; bytes=3 ;;
            colour16) jpegtopnm -quiet "$photo" | pamscale -xsize "$side" -ysize "$side" | pamdepth 65535 | pamtotiff -none > "$image"; bytes=6 ;;
        esac 2> /dev/null
        window=${WINDOW:-1}
        if [ "${WARM:-1}" != 0 ]; then
            [ "$window" = 0 ] || xvfb-run -a -s "-screen 0 1920x1080x24" "$passband" --screenshot "$work/shot.png" "$image" > /dev/null 2>&1 || true
            "$passband" filter "$image" "$work/filtered.tif" --highpass 20 > /dev/null 2>&1 || true
        fi
        window_exit=0; line_exit=0
        if [ "$window" = 0 ]; then
            echo - > "$work/window.time"; window_exit=-
        else
            xvfb-run -a -s "-screen 0 1920x1080x24" /usr/bin/time -o "$work/window.time" -f %M \
                "$passband" --screenshot "$work/shot.png" "$image" > /dev/null 2>&1 || window_exit=$?
        fi
        /usr/bin/time -o "$work/line.time" -f %M \
            "$passband" filter "$image" "$work/filtered.tif" --highpass 20 > /dev/null 2>&1 || line_exit=$?
        pixels=$((side * side))
        echo "$kind,$side,$side,$pixels,$((pixels * bytes)),$(tail -1 "$work/window.time"),$(tail -1 "$work/line.time"),$window_exit,$line_exit" | tee -a "$out"
        rm -f "$image" "$work/filtered.tif"
    done
done
