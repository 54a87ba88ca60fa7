#pragma once
// The three panes of the filter, observing the Session: Original, the centred Spectrum with
// the filter drawn on it, and Filtered (README "What the panes show"). They draw what the
// session says is on show, in order (the image as read, placeholders, the result or its
// preview, the spectrum's picture then its full image), and hold the comparison of the original
// over the result.
#include "filter.h"

#include <QObject>
#include <QPoint>
#include <QString>

#include <memory>

namespace passband {

class ComparisonItem;
class ControlPanel;
class NotchTool;
class SpectrumInteraction;
class FilterOverlayItem;
class PeakMarksItem;
class ImagePane;
class Session;
struct FilterOutcome;
struct Image;

class FilterPanes : public QObject {
    Q_OBJECT
public:
    FilterPanes(Session* session, QWidget* parent);

    ImagePane* original() const { return original_; }
    ImagePane* spectrum() const { return spectrum_; }
    ImagePane* filtered() const { return filtered_; }
    FilterOverlayItem* overlay() const { return overlay_; }
    PeakMarksItem* peakMarks() const { return peakMarks_; }
    ComparisonItem* comparison() const { return comparison_; }
    // The spectrum pane's mouse tools (spectrum_tools.h), each editing the session's filter:
    // the mask brush when on, notches (their discs are small), then the cutoff circles and
    // the wedges. On while an image is on show.
    void addSpectrumTools(ControlPanel* controls);
    NotchTool* notchTool() const { return notchTool_; }
    ImagePane* active() const { return active_; } // the pane last under the mouse

    // Float images: the original drawn with these values black and white.
    void showOriginalInRange(double low, double high);
    void showSpectrum();
    void setMagnitudeTitle(const EdgeSettings& edges); // says the edges and the floor shown // the magnitude or the part View asks for
    // Holding \: the whole original over the result, titled so; released: the wipe or nothing.
    void compareWhole(bool on, bool wipe);
    bool comparingWhole() const;
    // The status bar's readout of `pixel` of `pane` (the lab's middle pane reads as the spectrum's).
    void hover(ImagePane* pane, QPoint pixel, bool inside);

signals:
    void hovered(const QString& readout); // empty: the mouse left the image
    void message(const QString& text, int ms); // a tool's, for the status bar

private:
    void setMagnitudePaneTitle(); // magnitudeTitle_, and whether it is at the pane's size only
    void showResult(const FilterOutcome& outcome);
    void setResultTitle(const QString& title); // kept aside while the original is shown there instead

    Session* session_;
    ImagePane* original_;
    ImagePane* spectrum_;
    ImagePane* filtered_;
    ImagePane* active_;
    FilterOverlayItem* overlay_;
    PeakMarksItem* peakMarks_;
    ComparisonItem* comparison_;
    SpectrumInteraction* spectrumTools_ = nullptr;
    NotchTool* notchTool_ = nullptr;
    QString magnitudeTitle_, titleBeforeComparing_;
};

} // namespace passband
