#include "line_profile_dock.h"

#include "lab_session.h"
#include "line_profile.h"
#include "session.h"
#include "spectrum_tools.h"

namespace passband {

LineProfileDock::LineProfileDock(Session* session, const std::vector<ImagePane*>& panes, QWidget* parent)
    : QDockWidget(tr("Line profile"), parent), session_(session), plot_(new LineProfilePlot(this)),
      tool_(new LineProfileTool(this))
{
    setObjectName("lineProfileDock");
    setWidget(plot_);
    for (ImagePane* pane : panes) {
        tool_->addPane(pane);
        auto* tools = new SpectrumInteraction(pane, this); // any pane's mouse, as for the spectrum
        tools->addTool(tool_);
        tools->setEnabled(true);
    }
    connect(session, &Session::resultShown, this, [this](quint64, const FilterOutcome& outcome) {
        if (outcome.exact)
            update();
    });
    connect(session->lab(), &LabSession::shown, this, &LineProfileDock::update); // the lab's result,
    connect(session, &Session::viewChanged, this, &LineProfileDock::update);     // or the filter's again
    connect(tool_, &LineProfileTool::lineChanged, this, &LineProfileDock::update);
    connect(this, &QDockWidget::visibilityChanged, tool_, &LineProfileTool::setEnabled);
}

void LineProfileDock::update()
{
    const QLineF line = tool_->line();
    const auto image = session_->image();
    if (!image || line.isNull()) {
        plot_->setProfiles({}, {}, 1);
        return;
    }
    // What the result pane shows: the lab's result while a mode is on.
    const auto result = session_->lab()->active() ? session_->lab()->resultImage() : session_->result();
    const double top = image->isFloat() ? image->high : image->maxval;
    plot_->setProfiles(profileAlong(*image, line.p1(), line.p2()),
                       result ? profileAlong(*result, line.p1(), line.p2()) : std::vector<double>{}, top);
}

} // namespace passband
