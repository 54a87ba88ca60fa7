#pragma once
// Number boxes that ask for the width of a typical value, not of their range's widest one.
// A QDoubleSpinBox's minimum width is that of its maximum with every decimal ("10000000.0000 px"),
// so four in a row made the Filter panel 600 px wide and squeezed the panes on a 1024 px
// projector. A wider value still fits: the box scrolls its text while it is edited.
class QAbstractSpinBox;
class QComboBox;
class QScrollArea;
class QWidget;

namespace passband {

// The box's minimum width: `characters` digits, its suffix, its frame and arrows.
void setCompactWidth(QAbstractSpinBox* box, int characters);
// The combo box's minimum width: `characters` of its longest item; longer items are cut
// with an ellipsis in the box and shown whole in its list.
void setCompactWidth(QComboBox* box, int characters);
// `panel` in a dock: its rows reflow to the dock's width and it scrolls down (a 1366x768
// laptop, every group shown), never narrower than its controls (without horizontal scrolling a
// narrower dock would cut off their right-hand column).
QScrollArea* scrollingPanel(QWidget* panel, QWidget* parent);

} // namespace passband
