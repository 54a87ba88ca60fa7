#include "analysis_dock.h"

#include "engine.h"
#include "filter_model.h"
#include "impulse_view.h"
#include "radial_plot.h"
#include "session.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStackedWidget>

namespace passband {

AnalysisDock::AnalysisDock(Session* session, QWidget* parent)
    : QDockWidget(tr("Analysis"), parent), impulse_(new ImpulseView(this)), radial_(new RadialPlot(this))
{
    setObjectName("analysisDock");
    setFeatures(DockWidgetMovable | DockWidgetFloatable | DockWidgetClosable);
    auto* views = new QWidget(this);
    auto* layout = new QHBoxLayout(views);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(impulse_, 2);
    layout->addWidget(radial_, 3);
    note_ = new QLabel(this);
    note_->setObjectName("analysisLabNote");
    note_->setAlignment(Qt::AlignCenter);
    note_->setWordWrap(true);
    auto* pages = new QStackedWidget(this);
    pages->addWidget(views);
    pages->addWidget(note_);
    setWidget(pages);

    FilterModel* model = session->model();
    const auto showCutoffs = [this](const FilterSettings& s) {
        radial_->setCutoffs(s.highpassActive() ? s.highpass : std::nullopt, s.lowpass);
    };
    showCutoffs(model->settings());
    connect(model, &FilterModel::changed, this, showCutoffs);
    connect(radial_, &RadialPlot::cutoffDragged, model, [model](RadialPlot::Marker marker, int radius) {
        FilterSettings s = model->settings();
        (marker == RadialPlot::Marker::Highpass ? s.highpass : s.lowpass) = radius;
        model->edit(s);
    });
    connect(session, &Session::analysisShown, this, [this](const FilterAnalysis& analysis) {
        if (!analysis.impulse.empty())
            impulse_->setResponse(analysis.impulse);
        if (!analysis.profile.empty())
            radial_->setProfile(analysis.profile);
    });
    // Shown again: its views are asked for with the next request, so one is made now.
    connect(session, &Session::viewChanged, this, &AnalysisDock::follow);
    connect(this, &QDockWidget::visibilityChanged, session, [session](bool visible) {
        if (visible)
            session->refilter(true);
    });
}

void AnalysisDock::follow(const PaneView& view)
{
    // The views are of the Filter panel's one filter: where the panes show something else,
    // the dock says so rather than show a shape no pane has.
    if (view.kind == PaneView::Kind::Lab)
        note_->setText(tr("The impulse response and radial spectrum are the filter's: turn the lab off to "
                          "see them (the Lab dock's readout describes its result)."));
    else if (view.kind == PaneView::Kind::SideBySide)
        note_->setText(tr("The panes side by side are filters of different shapes, each said in its title: the "
                          "impulse response and radial spectrum are of one filter, the Filter panel's, shown "
                          "when you go back to its panes."));
    const bool noted = view.kind == PaneView::Kind::Lab || view.kind == PaneView::Kind::SideBySide;
    static_cast<QStackedWidget*>(widget())->setCurrentIndex(noted ? 1 : 0);
}

} // namespace passband
