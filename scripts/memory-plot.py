#!/usr/bin/env python3
"""Plots scripts/memory-curve.sh's CSV: peak resident memory against pixels, window and command line.

    scripts/memory-plot.py memory.csv docs/images/memory-curve.png

One colour per kind of image (grey and colour, 8 and 16 bits); the window's peaks solid, the
command line's dashed, on log-log axes. Drawn in too: the decoded image, and the floor issue #47
names for the window, the image, one half spectrum per colour channel (8 bytes a bin, half as
many bins as pixels) and one result, about 6 times the image for 8-bit colour. Runs that did not
end with the result (a refusal: a nonzero exit) are left out. Needs matplotlib
(Debian: python3-matplotlib).
"""
import argparse
import csv

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

KINDS = {  # bytes a pixel as decoded, colour channels
    "grey8": (1, 1, "tab:gray", "grey, 8-bit"),
    "grey16": (2, 1, "black", "grey, 16-bit"),
    "colour8": (3, 3, "tab:orange", "colour, 8-bit"),
    "colour16": (6, 3, "tab:red", "colour, 16-bit"),
}
MIB = 1024.0 * 1024.0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("csv")
    parser.add_argument("png")
    args = parser.parse_args()

    rows = {}
    with open(args.csv, newline="") as f:
        for row in csv.DictReader(f):
            rows.setdefault(row["kind"], []).append(row)

    fig, ax = plt.subplots(figsize=(9, 6), dpi=110)
    for kind, (bytes_, colour_channels, colour, label) in KINDS.items():
        series = sorted(rows.get(kind, []), key=lambda r: int(r["pixels"]))
        if not series:
            continue
        for column, exit_column, style, what in (("window_kib", "window_exit", "-", "window"),
                                                 ("command_line_kib", "command_line_exit", "--", "command line")):
            done = [r for r in series if r[exit_column] == "0"]
            ax.plot([int(r["pixels"]) / 1e6 for r in done], [int(r[column]) / 1024.0 for r in done], style,
                    marker="o", color=colour, label=f"{label}, {what}")
        mp = [int(r["pixels"]) / 1e6 for r in series]
        floor = [int(r["pixels"]) * (2 * bytes_ + 4 * colour_channels) / MIB for r in series]
        ax.plot(mp, floor, ":", color=colour, linewidth=1, label=f"{label}, floor (image + half spectra + result)")
    ax.axhline(4096, color="tab:blue", linewidth=0.8)
    ax.text(1.05, 4096 * 1.05, "4 GiB (issue #47's goal at 256 MP)", color="tab:blue", fontsize=8)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("image, megapixels")
    ax.set_ylabel("peak resident memory, MiB")
    ax.set_title("Passband: peak memory against the image's size")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    fig.savefig(args.png)


if __name__ == "__main__":
    main()
