#pragma once
// The Fourier lab under the Session (README "Lab"): its model (the lab's settings and their
// steps, shared with the filter's history), the second image B (read on the engine's worker,
// as the first is), and the lab's requests through a RequestCycle of their own: previews while
// a mix's or a hybrid's slider moves, the exact result once it rests. A is the session's image,
// or its filter's exact result where the mode reads that. Widget-free: LabView draws what it
// says is on show.
#include "engine.h"
#include "lab_work.h"
#include "pane_view.h"
#include "request_cycle.h"

#include <QImage>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace passband {

class LabModel;
class Session;

class LabSession : public QObject {
    Q_OBJECT
public:
    explicit LabSession(Session* session);

    LabModel* model() const { return model_; }
    bool active() const; // a mode is on

    // B: what it is, its file, and its picture for the dock.
    struct Second {
        std::shared_ptr<const Image> image;
        QString path;
        QImage thumbnail;
    };
    static constexpr QSize kThumbnail{156, 116};
    // Reads B from `path` on the worker (File > Open Second Image, a drop on the lab's panes, a
    // lesson's step): secondShown follows, or error() with one line. With `chooseMode`, where
    // the mode on show takes no B the first mode that does is chosen, as that is what the user
    // opened B for (a lesson sets its own mode).
    void openSecond(const QString& path, bool chooseMode = true);
    const Second& second() const { return second_; }
    QString secondPath() const { return second_.path; }
    QString secondAsked() const { return secondPending() ? askedPath_ : QString(); } // the B being read
    // B as it was (a lesson's end gives the user's back); a B still being read is not taken.
    void setSecond(const Second& second);
    bool secondPending() const; // a B is being read

    // What the requests need of the panes, which LabView says: the device pixels of the middle
    // pane's picture, and the screen pixels the result pane shows a scene of a size on at its
    // zoom (empty where it shows the scene's own pixels).
    void setPaneSizes(std::function<QSize()> middle, std::function<QSize(QSize scene)> resultScreen);
    // A click on the spectrum at bin (u, v), where the mode picks bins (basis): one step.
    void pickBin(int u, int v);
    // The lab's controls asked for settings that cannot be used: `line` says why, and what is
    // on show stays.
    void refuse(const QString& line);

    // What is on show.
    const LabOutcome& outcome() const { return shown_; }
    std::shared_ptr<const Image> resultImage() const { return shown_.image; } // for export; null for a preview
    std::shared_ptr<const Image> image() const { return image_; }              // A as the session shows it
    RequestCycle* cycle() const { return cycle_; }
    quint64 latestRequest() const { return cycle_->latest(); }
    quint64 shownRequest() const { return cycle_->onScreen(); }

signals:
    void shown(const passband::LabOutcome& outcome); // a lab outcome is on show
    void modeChosenForSecond(); // B came and a mode that takes it was chosen for it
    // Nothing of the lab's is on show until `text` is done (`computing`: on its way, else
    // waiting for the user): the panes say so.
    void waiting(const QString& text, bool computing);
    void readout(const QString& line);         // one line for the dock
    void failed(const QString& line);          // a request could not be made or done
    void timing(const QString& line);          // how long the outcome on show was waited for
    void secondShown(const QImage& thumbnail, const QString& name); // B came (name empty: none)
    void error(const QString& title, const QString& message);

private:
    void setEngine(Engine* engine);
    void setImage(std::shared_ptr<const Image> image);
    void update(); // asks for the mode's images, or says why it cannot
    quint64 ask(bool exact);
    QSize resultScreen(const LabSettings& settings) const;
    void onReady(quint64 generation, const LabOutcome& outcome);
    void showWaiting(const QString& text, bool computing);

    Session* session_;
    LabModel* model_;
    QPointer<Engine> engine_;
    RequestCycle* cycle_;
    std::shared_ptr<const Image> image_;
    Second second_;
    RequestLane secondLane_; // B's reads: the newest wins
    QString askedPath_;       // the newest read's
    // With the newest read: choose a mode that takes B when it comes, if the mode and the view
    // are still those of when it was asked (a mode or view chosen since is the user's).
    bool chooseMode_ = false;
    LabMode modeAsked_ = LabMode::Off;
    PaneView::Kind viewAsked_ = PaneView::Kind::Filter;
    SpectrumPart part_ = SpectrumPart::LogMagnitude;
    std::function<QSize()> middleSize_;
    std::function<QSize(QSize)> resultScreen_;
    LabRequest request_; // what update() last found usable
    LabOutcome shown_;
    bool wasActive_ = false;
};

} // namespace passband
