#pragma once
// The window's Fourier lab (README "Lab"): the Lab dock, the second image (B) and two panes of
// its own that stand in for the Spectrum and Filtered panes while a mode is on. Every change
// of the dock asks the engine for the mode's images (latest wins); the Original pane and the
// filter stay as they are, so turning the lab off shows the filter again at once.
#include "engine.h"
#include "lab_work.h"
#include "preview_pacer.h"
#include "request_clock.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QDockWidget;
class QSplitter;

namespace passband {

class ImagePane;
class LabPanel;
class Session;

class LabController : public QObject {
    Q_OBJECT
public:
    // The lab's panes go into `panes` after `filtered`, hidden until a mode is on.
    LabController(QWidget* window, Session* session, QSplitter* panes, ImagePane* spectrum, ImagePane* filtered);

    QDockWidget* dock() const { return dock_; }
    LabPanel* panel() const { return panel_; }
    ImagePane* middlePane() const { return middle_; }
    ImagePane* resultPane() const { return result_; }
    bool active() const; // a mode is on
    // The second image, B (the first, A, is the session's image, or its filter's exact result
    // for sampling after a low-pass).
    void setSecondImage(std::shared_ptr<const Image> image, const QString& name);
    void setSpectrumPart(SpectrumPart part);
    // Opens B from a file (File > Open Second Image, a drop on the lab's panes); false, with
    // `error` set to one line, when it cannot be read.
    bool openSecond(const QString& path, QString* error = nullptr);
    QString secondPath() const { return secondPath_; } // B's file, when openSecond read it
    // Whether a drop at `global` (screen coordinates) lands on the lab's panes.
    bool coversDrop(QPoint global) const;
    std::shared_ptr<const Image> resultImage() const { return shown_.image; } // for export; null for a preview
    const LabOutcome& outcome() const { return shown_; }
    quint64 latestRequest() const { return latest_; }
    quint64 shownRequest() const { return shownGeneration_; }
    // Mix and hybrid follow their sliders with previews, refined once they rest (README "Lab").
    PreviewPacer* pacer() const { return pacer_; }

signals:
    void shown();                             // a lab outcome reached the panes
    void activeChanged(bool on);              // a mode turned on, or the lab off (the filter's panes back)
    void timing(const QString& line);         // how long the outcome on show was waited for
    void failed(const QString& line);         // a request could not be done
    void secondImageRequested();              // the dock's "Open B..." button

protected:
    bool eventFilter(QObject* watched, QEvent* event) override; // bins clicked on the middle pane

private:
    void setEngine(Engine* engine);
    void setImage(std::shared_ptr<const Image> image);
    void setFiltered(std::shared_ptr<const Image> filtered);
    void update(); // asks for the mode's images, or shows the filter's panes
    quint64 ask(bool exact); // the request update() made, as a preview or exact
    // The screen pixels the result pane will show `mode`'s result on (a hybrid's strip); empty
    // where it shows its own pixels.
    QSize resultScreen(LabMode mode) const;
    void onReady(quint64 generation, const LabOutcome& outcome);
    // Nothing of the lab's to show or export until `text` is done: empty areas saying it in
    // both panes, titled after the mode.
    void showWaiting(const QString& text);
    void equalizePanes(); // the three panes on show, equally wide

    QDockWidget* dock_;
    LabPanel* panel_;
    QSplitter* panes_;
    bool shownBefore_ = false; // the lab's panes were on at the last update
    bool equalizePending_ = false;
    ImagePane* spectrum_;
    ImagePane* filtered_;
    ImagePane* middle_;
    ImagePane* result_;
    QPointer<Engine> engine_;
    std::shared_ptr<const Image> image_, filteredImage_, second_;
    QString secondPath_;
    SpectrumPart part_ = SpectrumPart::LogMagnitude;
    quint64 latest_ = 0, shownGeneration_ = 0;
    LabOutcome shown_;
    std::shared_ptr<const Image> askedA_; // the latest request's A (the image, or its filtered result)
    LabRequest request_;                  // the settings update() last found usable
    PreviewPacer* pacer_;
    RequestClock clock_{64}; // when the requests on their way were made
};

} // namespace passband
