#pragma once
// The window's lab modes (README "Lab"): what the Lab dock asks for (LabRequest, a value), what
// comes back (LabOutcome, images ready to show), and the work between them, which runs on the
// engine's worker thread with the OpenCL context. Each image is transformed once and kept on
// the device while it stays the same (LabInputs), so dragging a slider costs one kernel over
// the bins and one inverse transform per channel.
#include "image.h"
#include "hybrid_strip.h"
#include "lab.h"

#include <QImage>
#include <QString>

#include <memory>
#include <optional>

namespace passband {

struct LabOutcome {
    LabMode mode = LabMode::Off;
    LabSettings settings; // what it was made with (a result's file records them)
    QImage middle; // the middle pane: a spectrum (the result's, the kernel's, the kept bins)
    QSize middleSize; // the image's size in bins when `middle` is drawn in blocks of them, else empty
    QString middleTitle;
    QImage result; // the right pane (null for a preview)
    QString resultTitle;
    QString resultShort; // what the title says where the whole of it does not fit (a projector's pane)
    // The right pane at the request's screen pixels: the exact result area-averaged, or a
    // preview's samples area-averaged (README "What the panes show"); null without them.
    QImage resultScreen;
    QSize resultScene;  // the size of what the right pane shows (the result, or a hybrid's strip)
    bool exact = true;  // false: a preview, from one pixel in every stepX x stepY
    int stepX = 1, stepY = 1;
    std::shared_ptr<const Image> image; // the result as exported
    // What it was made from: A (the image on show, or its filtered result for sampling after
    // a low-pass) and B (for the modes that take it), so that the window shows no result of
    // images since replaced.
    std::shared_ptr<const Image> a, b;
    QString readout;                    // one line for the dock: differences, counts, a bin's values
    // B as the mode uses it (Mix, Hybrid): cut to A's proportions, resized, grey where A or B
    // is, in A's range; a picture at most kSecondPictureSide across, shown over A's pane.
    QImage second;
    static constexpr int kSecondPictureSide = 512;
};

// The spectra kept between requests (on the worker thread only).
class LabInputs {
public:
    // The planes and spectra of `image` as `channels` planes at width x height, transformed
    // once per image, channel count and size. The planes (doubles: 8 bytes a sample, 288 MB
    // for a 12 MP colour photograph) are kept only for a mode that reads them (`planes`);
    // their reader's note always is.
    struct Entry {
        std::shared_ptr<const Image> image;
        int channels = 0;
        std::optional<LabRange> into; // the range B's samples were scaled to (A's)
        LabPlanes planes;
        bool hasPlanes = false;
        LabSpectra spectra;
    };
    const Entry& get(FourierLab& lab, int slot, const std::shared_ptr<const Image>& image, int channels, int width,
                     int height, bool planes = false, std::optional<LabRange> into = std::nullopt);
    void clear() // the context they live in is going
    {
        entries_[0] = entries_[1] = {};
        mixMargins = {};
    }

    // How far the last exact mix's extremes lay beyond those of its samples at the preview's
    // lattice, as shares of the samples' span, and of which images and weights: a preview of
    // the same images widens its samples' span by as much, since the whole result's
    // normalisation is set by extreme pixels a lattice misses. The extremes are those of one
    // result: they say less the further the preview's weights are from its, and nothing a
    // tenth of a slider away (kMarginReach), where they widened too much (tst_display's mix
    // preview from an exact result at weight 0 to one at 0.4: 22 dB widened, 31 dB not).
    struct MixMargins {
        std::shared_ptr<const Image> a, b;
        MixSettings mix;
        double below = 0, above = 0;
        // The share of them a preview of `settings` takes: 1 at the same weights, down to 0.
        double reach(const MixSettings& settings) const;
    };
    static constexpr double kMarginReach = 0.1;
    MixMargins mixMargins;

private:
    Entry entries_[2];
};

// Computes one request; throws Error (one line) for what cannot be done.
LabOutcome computeLab(FourierLab& lab, LabInputs& inputs, const LabRequest& request);
// Makes what a preview of `request`'s mode at its screen needs (plan, kernels, a mix's folds),
// if it is not made: after an exact result, so that the first preview of a drag does not wait.
void prepareLabPreview(FourierLab& lab, LabInputs& inputs, const LabRequest& request);


} // namespace passband
