#include "lab_view.h"

#include "compact_fields.h"
#include "image_pane.h"
#include "inset_item.h"
#include "lab_model.h"
#include "lab_panel.h"
#include "lab_session.h"
#include "session.h"

#include <QDockWidget>
#include <QGraphicsView>
#include <QMouseEvent>

#include <cmath>

namespace passband {

LabView::LabView(Session* session, QWidget* window, ImagePane* original)
    : QObject(window),
      lab_(session->lab()),
      dock_(new QDockWidget(tr("Lab"), window)),
      panel_(new LabPanel(lab_->model())),
      middle_(new ImagePane(tr("Lab"), window)),
      result_(new ImagePane(tr("Lab result"), window)),
      inset_(new InsetItem)
{
    original->scene()->addItem(inset_);
    // B goes with the modes that take it.
    connect(lab_->model(), &LabModel::changed, this, [this](const LabSettings& s) {
        if (!s.active() || !labModeInfo(s.mode).takesSecond)
            inset_->setPicture({}, {}, {});
    });
    dock_->setObjectName("labDock");
    dock_->setWidget(scrollingPanel(panel_, dock_)); // as the Filter panel
    middle_->setObjectName("labMiddlePane");
    result_->setObjectName("labResultPane");
    middle_->view()->viewport()->installEventFilter(this);
    middle_->setToolTip(QString());

    lab_->setPaneSizes([this] { return middle_->view()->viewport()->size() * middle_->devicePixelRatioF(); },
                       [this](QSize scene) { return result_->screenSizeFor(scene); });
    connect(lab_, &LabSession::shown, this, &LabView::show);
    connect(lab_, &LabSession::waiting, this, &LabView::showWaiting);
    connect(lab_, &LabSession::readout, panel_, &LabPanel::setReadout);
    connect(lab_, &LabSession::secondShown, panel_, &LabPanel::setSecondImage);
    connect(panel_, &LabPanel::openSecondRequested, this, &LabView::secondImageRequested);
    connect(panel_, &LabPanel::refused, lab_, &LabSession::refuse);
    connect(lab_, &LabSession::modeChosenForSecond, dock_, [this] { // what B was opened for, in front
        dock_->show();
        dock_->raise();
    });
    connect(session, &Session::imageShown, this, [this, session] {
        if (const auto image = session->image())
            panel_->setImageSize(image->width, image->height);
    });
}

void LabView::showWaiting(const QString& text, bool computing)
{
    const std::shared_ptr<const Image> image = lab_->image();
    const QSize size = image ? QSize(image->width, image->height) : QSize(1, 1);
    const LabMode mode = lab_->model()->settings().mode;
    const QString middle = tr("%1: spectrum").arg(LabPanel::modeTitle(mode));
    const QString result = LabPanel::modeTitle(mode);
    const QString shortMiddle = tr("%1: spectrum").arg(LabPanel::modeWord(mode)), shortResult = LabPanel::modeWord(mode);
    middle_->setPlaceholder(size, text);
    result_->setPlaceholder(size, text);
    if (computing) {
        middle_->setTitle(tr("%1 (computing...)").arg(middle), tr("%1 (computing...)").arg(shortMiddle));
        result_->setTitle(tr("%1 (computing...)").arg(result), tr("%1 (computing...)").arg(shortResult));
    } else {
        middle_->setTitle(middle, shortMiddle);
        result_->setTitle(result, shortResult);
    }
}

void LabView::show(const LabOutcome& outcome)
{
    if (outcome.a && !outcome.second.isNull())
        inset_->setPicture(outcome.second, QSize(outcome.a->width, outcome.a->height), tr("B"));
    else
        inset_->setPicture({}, {}, {});
    panel_->setSecondAsUsed(outcome.a ? outcome.second : QImage()); // the dock's B likewise
    if (outcome.middleSize.isEmpty())
        middle_->setImage(outcome.middle);
    else // drawn in blocks of bins: stretched over the spectrum's own size, so clicks find bins
        middle_->setBlocks(outcome.middle, outcome.middleSize);
    // Where a title does not fit: what the pane is, in a word.
    middle_->setTitle(outcome.middleTitle, tr("Spectrum"));
    const QString word = outcome.resultShort.isEmpty() ? LabPanel::modeWord(outcome.mode) : outcome.resultShort;
    if (outcome.exact) {
        result_->setImage(outcome.result, outcome.resultScreen);
        result_->setTitle(outcome.resultTitle, word);
    } else {
        result_->setPreview(outcome.resultScreen, outcome.resultScene);
        result_->setTitle(outcome.resultTitle + tr(" (preview)"), word + tr(" (preview)"));
    }
}

bool LabView::coversDrop(QPoint global) const
{
    if (!lab_->active())
        return false;
    for (const ImagePane* pane : {middle_, result_})
        if (pane->isVisible() && pane->rect().contains(pane->mapFromGlobal(global)))
            return true;
    return false;
}

bool LabView::eventFilter(QObject* watched, QEvent* event)
{
    // Where the mode picks bins, a click on the middle pane's spectrum picks the bin under it.
    // (Only a click asks the session: other events come while the window is destroyed too.)
    const std::shared_ptr<const Image> image = event->type() == QEvent::MouseButtonPress ? lab_->image() : nullptr;
    if (image && labModeInfo(lab_->model()->settings().mode).picksBins) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton) {
            const QPointF scene = middle_->view()->mapToScene(mouse->position().toPoint());
            const int u = static_cast<int>(std::floor(scene.x())) - image->width / 2;
            const int v = static_cast<int>(std::floor(scene.y())) - image->height / 2;
            if (2 * std::abs(u) <= image->width && 2 * std::abs(v) <= image->height && scene.x() >= 0 && scene.y() >= 0 &&
                scene.x() < image->width && scene.y() < image->height) {
                lab_->pickBin(u, v);
                return true;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace passband
