#!/usr/bin/env python3
"""Plots the soak test's memory samples (tests/tst_soak.cpp, PASSBAND_SOAK_CSV) as RSS over actions.

    scripts/soak-plot.py soak.csv docs/images/soak-rss.png [--warmup 0.2] [--title TEXT]

The CSV has the columns action, seconds, vmrss_kib, vmhwm_kib. The plot shows VmRSS and VmHWM in
MiB against the action's index, the end of the warm-up (the first fifth, as the test counts it)
and the 5 % band above the warm-up's peak that the test holds the run's last fifth to.
Needs matplotlib (Debian: python3-matplotlib).
"""
import argparse
import csv

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("csv")
    parser.add_argument("png")
    parser.add_argument("--warmup", type=float, default=0.2, help="share of the actions counted as warm-up")
    parser.add_argument("--title", default="tst_soak: resident memory over a long class")
    args = parser.parse_args()

    actions, rss, hwm = [], [], []
    with open(args.csv, newline="") as f:
        for row in csv.DictReader(f):
            actions.append(int(row["action"]))
            rss.append(int(row["vmrss_kib"]) / 1024)
            hwm.append(int(row["vmhwm_kib"]) / 1024)
    if not actions:
        raise SystemExit("no samples in " + args.csv)
    total = actions[-1] + 1
    warmup = int(total * args.warmup)
    warm_peak = max(r for a, r in zip(actions, rss) if a <= warmup)
    end_peak = max(r for a, r in zip(actions, rss) if a >= total - warmup)

    fig, ax = plt.subplots(figsize=(9, 4.5), dpi=100)
    ax.plot(actions, rss, color="#1f77b4", linewidth=1.2, label="VmRSS")
    ax.plot(actions, hwm, color="#ff7f0e", linewidth=1.0, linestyle="--", label="VmHWM (peak so far)")
    ax.axvline(warmup, color="grey", linewidth=0.8, linestyle=":")
    ax.text(warmup, ax.get_ylim()[0], " end of warm-up", color="grey", va="bottom", fontsize=8)
    ax.axhspan(warm_peak, warm_peak * 1.05, color="#2ca02c", alpha=0.15, label="warm-up peak + 5 %")
    growth = 100 * (end_peak - warm_peak) / warm_peak
    ax.set_title(f"{args.title}\n{total} actions; peak RSS {warm_peak:.0f} MiB in warm-up, "
                 f"{end_peak:.0f} MiB in the last fifth ({growth:+.1f} %)", fontsize=10)
    ax.set_xlabel("action")
    ax.set_ylabel("MiB")
    ax.set_xlim(0, total)
    ax.grid(True, alpha=0.3)
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(args.png)
    print(f"{args.png}: warm-up peak {warm_peak:.1f} MiB, last-fifth peak {end_peak:.1f} MiB, growth {growth:+.2f} %")


if __name__ == "__main__":
    main()
