#include "lab_controller.h"

#include "descriptions.h"
#include "image_io.h"
#include "image_pane.h"
#include "lab_panel.h"
#include "session.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QGraphicsView>
#include <QMouseEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTimer>

namespace passband {

LabController::LabController(QWidget* window, Session* session, QSplitter* panes, ImagePane* spectrum,
                             ImagePane* filtered)
    : QObject(window),
      dock_(new QDockWidget(tr("Lab"), window)),
      panel_(new LabPanel),
      panes_(panes),
      spectrum_(spectrum),
      filtered_(filtered),
      middle_(new ImagePane(tr("Lab"), panes)),
      result_(new ImagePane(tr("Lab result"), panes)),
      pacer_(new PreviewPacer([this](bool exact) { return ask(exact); }, this))
{
    dock_->setObjectName("labDock");
    auto* scroll = new QScrollArea(dock_);
    scroll->setWidget(panel_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // As the Filter panel: its rows fit the dock's width (they reflow), it scrolls down.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(panel_->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    dock_->setWidget(scroll);
    middle_->setObjectName("labMiddlePane");
    result_->setObjectName("labResultPane");
    const int after = panes->indexOf(filtered) + 1;
    panes->insertWidget(after, middle_);
    panes->insertWidget(after + 1, result_);
    middle_->hide();
    result_->hide();
    middle_->view()->viewport()->installEventFilter(this);
    middle_->setToolTip(QString());
    connect(panel_, &LabPanel::changed, this, &LabController::update);
    connect(panel_, &LabPanel::openSecondRequested, this, &LabController::secondImageRequested);
    // The session's image and its filter's exact result are the lab's A; its engine, the lab's.
    connect(session, &Session::engineStarted, this, &LabController::setEngine);
    connect(session, &Session::imageShown, this, [this, session] { setImage(session->image()); });
    connect(session, &Session::resultShown, this, [this](quint64, const FilterOutcome& outcome) {
        if (outcome.exact && !outcome.removed)
            setFiltered(outcome.result);
    });
    setEngine(session->engine());
}

bool LabController::active() const { return panel_->mode() != LabMode::Off; }

void LabController::setEngine(Engine* engine)
{
    engine_ = engine;
    latest_ = shownGeneration_ = 0;
    pacer_->reset();
    connect(engine, &Engine::labReady, this, &LabController::onReady);
    connect(engine, &Engine::labFailed, this, [this](quint64 generation, const QString& reason) {
        if (generation != latest_)
            return; // not ours, or superseded
        pacer_->reset();
        panel_->setReadout(reason);
        showWaiting(reason); // no result of before stays on show (or for export) under it
        emit failed(reason);
    });
    update();
}

void LabController::setImage(std::shared_ptr<const Image> image)
{
    image_ = std::move(image);
    filteredImage_.reset(); // of the image before
    if (image_)
        panel_->setImageSize(image_->width, image_->height);
    if (active())
        showWaiting(tr("Computing..."));
    update();
}

void LabController::showWaiting(const QString& text)
{
    shown_ = LabOutcome{};
    const QSize size = image_ ? QSize(image_->width, image_->height) : QSize(1, 1);
    const QString mode = panel_->modeBox()->currentText();
    middle_->setPlaceholder(size, text);
    middle_->setTitle(tr("%1: spectrum").arg(mode));
    result_->setPlaceholder(size, text);
    result_->setTitle(mode);
}

void LabController::setFiltered(std::shared_ptr<const Image> filtered)
{
    filteredImage_ = std::move(filtered);
    if (panel_->mode() == LabMode::Sampling && panel_->request().antialias == AntiAliasing::CurrentFilter)
        update();
}

void LabController::setSecondImage(std::shared_ptr<const Image> image, const QString& name)
{
    second_ = std::move(image);
    panel_->setSecondImage(toQImage(*second_), tr("%1 (%2)").arg(name, describeImage(*second_)));
    update();
}

void LabController::setSpectrumPart(SpectrumPart part)
{
    part_ = part;
    update();
}

bool LabController::openSecond(const QString& path, QString* error)
{
    try {
        setSecondImage(std::make_shared<const Image>(loadImage(path)), QFileInfo(path).fileName());
        secondPath_ = path;
        return true;
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromStdString(e.what()).section('\n', 0, 0);
        return false;
    }
}

bool LabController::coversDrop(QPoint global) const
{
    if (!active())
        return false;
    for (const ImagePane* pane : {middle_, result_})
        if (pane->isVisible() && pane->rect().contains(pane->mapFromGlobal(global)))
            return true;
    return false;
}

void LabController::update()
{
    const bool on = active();
    if (on != shownBefore_) { // three equal panes, whichever three they are, once laid out
        // Only when the mode goes on or off: the side-by-side view may stand in for them all.
        spectrum_->setVisible(!on);
        filtered_->setVisible(!on);
        middle_->setVisible(on);
        result_->setVisible(on);
        if (!on && engine_)
            engine_->releaseLab(); // the lab's spectra and folds are not kept while it is off
        shownBefore_ = on;
        emit activeChanged(on);
        equalizePending_ = true; // again when the first images come, the window laid out by then
        QTimer::singleShot(0, this, &LabController::equalizePanes);
    }
    if (!on || !engine_) {
        pacer_->reset(); // nothing of the lab is asked for until it is on again
        return;
    }
    if (shown_.mode != panel_->mode()) // another mode's result is not this one's
        showWaiting(tr("Computing..."));
    if (!image_) {
        panel_->setReadout(tr("Open an image first."));
        pacer_->reset();
        return;
    }
    QString problem;
    LabRequest request = panel_->request(&problem);
    if (!problem.isEmpty()) {
        panel_->setReadout(problem);
        pacer_->reset();
        emit failed(problem);
        return;
    }
    request.a = image_;
    request.b = second_;
    request.part = part_;
    const QSize pane = middle_->view()->viewport()->size() * middle_->devicePixelRatioF();
    request.displayWidth = pane.width();
    request.displayHeight = pane.height();
    if (labModeInfo(request.mode).takesSecond && !second_) {
        const QString line = tr("This mode works on two images: open a second one (B) with Open B... or drop it here.");
        panel_->setReadout(line);
        showWaiting(tr("Open a second image (B)"));
        pacer_->reset();
        emit failed(line);
        return;
    }
    if (request.mode == LabMode::Sampling && request.antialias == AntiAliasing::CurrentFilter) {
        if (!filteredImage_) {
            panel_->setReadout(tr("Waiting for the filtered image..."));
            pacer_->reset();
            return;
        }
        request.a = filteredImage_;
    }
    request_ = request;
    const bool live = labModeInfo(request.mode).followsSliders;
    pacer_->changed(live && !resultScreen(request.mode).isEmpty());
}

QSize LabController::resultScreen(LabMode mode) const
{
    if (!image_)
        return {};
    const QSize size(image_->width, image_->height);
    return result_->screenSizeFor(labModeInfo(mode).resultIsStrip ? distanceStripSize(size) : size);
}

quint64 LabController::ask(bool exact)
{
    LabRequest request = request_;
    request.exact = exact;
    const QSize screen = resultScreen(request.mode);
    request.screenWidth = screen.width();
    request.screenHeight = screen.height();
    askedA_ = request.a;
    latest_ = engine_->lab(request);
    clock_.asked(latest_);
    return latest_;
}

void LabController::equalizePanes()
{
    QList<int> sizes;
    for (int i = 0; i < panes_->count(); ++i)
        sizes << (panes_->widget(i)->isVisibleTo(panes_) ? 1000 : 0);
    panes_->setSizes(sizes);
}

void LabController::onReady(quint64 generation, const LabOutcome& outcome)
{
    // Older than what is shown, of a mode since left, or of images since replaced: never shown.
    const bool takesB = labModeInfo(outcome.mode).takesSecond;
    if (generation < shownGeneration_ || outcome.mode != panel_->mode() || outcome.a != askedA_ ||
        (takesB && outcome.b != second_))
        return;
    shownGeneration_ = generation;
    shown_ = outcome;
    if (outcome.middleSize.isEmpty())
        middle_->setImage(outcome.middle);
    else // drawn in blocks of bins: stretched over the spectrum's own size, so clicks find bins
        middle_->setBlocks(outcome.middle, outcome.middleSize);
    middle_->setTitle(outcome.middleTitle);
    if (outcome.exact) {
        result_->setImage(outcome.result, outcome.resultScreen);
        result_->setTitle(outcome.resultTitle);
    } else {
        result_->setPreview(outcome.resultScreen, outcome.resultScene);
        result_->setTitle(outcome.resultTitle + tr(" (preview)"));
    }
    panel_->setReadout(outcome.readout);
    if (equalizePending_) {
        equalizePending_ = false;
        equalizePanes();
    }
    pacer_->shown(generation);
    // What the user waited for: from the request to these pixels.
    const qint64 waited = clock_.waited(generation);
    if (waited >= 0)
        emit timing(outcome.exact ? tr("Lab: shown %1 ms after the request").arg(waited)
                                  : tr("Lab: preview from one pixel in every %1x%2, shown %3 ms after the request")
                                        .arg(outcome.stepX)
                                        .arg(outcome.stepY)
                                        .arg(waited));
    emit shown();
}

bool LabController::eventFilter(QObject* watched, QEvent* event)
{
    // In the basis mode a click on the middle pane's spectrum picks the bin under it.
    if (event->type() == QEvent::MouseButtonPress && panel_->mode() == LabMode::Basis && image_) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton) {
            const QPointF scene = middle_->view()->mapToScene(mouse->position().toPoint());
            const int u = static_cast<int>(std::floor(scene.x())) - image_->width / 2;
            const int v = static_cast<int>(std::floor(scene.y())) - image_->height / 2;
            if (2 * std::abs(u) <= image_->width && 2 * std::abs(v) <= image_->height &&
                scene.x() >= 0 && scene.y() >= 0 && scene.x() < image_->width && scene.y() < image_->height) {
                panel_->setBin(u, v);
                return true;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace passband
