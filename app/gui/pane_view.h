#pragma once
// What the window's panes show, as one value of the Session (docs/architecture.md "The view"):
// the filter's three panes, filters side by side, or the lab's (a mode of the LabModel); and
// which of the three roles a lesson's step shows. PaneLayout lays the panes out from it afresh
// whenever it is set: equal widths, each fitted.
#include "lesson.h"

#include <algorithm>
#include <vector>

namespace passband {

struct PaneView {
    enum class Kind { Filter, SideBySide, Lab };
    Kind kind = Kind::Filter;
    // The roles on show, in the order of the panes: all three but in a lesson's step.
    std::vector<LessonPane> roles{LessonPane::Original, LessonPane::Spectrum, LessonPane::Result};

    bool shows(LessonPane role) const { return std::find(roles.begin(), roles.end(), role) != roles.end(); }
    bool operator==(const PaneView& o) const { return kind == o.kind && roles == o.roles; }
    bool operator!=(const PaneView& o) const { return !(*this == o); }
};

} // namespace passband
