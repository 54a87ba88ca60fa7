#pragma once
// The painted mask's controls (README "Masks"): the tool the spectrum pane paints with (off,
// brush, rectangle, ellipse), stop or pass, the brush's radius and the soft edge; Clear,
// Invert, Load and Save. The mask itself is part of the filter, held by ControlPanel; this
// widget says what the user asked for.
#include "mask_painting.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace passband {

class MaskControls : public QWidget {
    Q_OBJECT
public:
    explicit MaskControls(QWidget* parent = nullptr);

    // Painting on: a shape chosen (not Off).
    bool painting() const;
    MaskStroke stroke() const;
    // What the panel's mask is, for the summary line and the buttons.
    void showMask(const SpectrumMask* mask);

    QComboBox* toolCombo() const { return tool_; }
    QComboBox* actionCombo() const { return action_; }
    QDoubleSpinBox* radiusSpin() const { return radius_; }
    QDoubleSpinBox* softSpin() const { return soft_; }
    QPushButton* clearButton() const { return clear_; }
    QPushButton* invertButton() const { return invert_; }
    QPushButton* loadButton() const { return load_; }
    QPushButton* saveButton() const { return save_; }

signals:
    void clearRequested();
    void invertRequested();
    void loadRequested();
    void saveRequested();

private:
    QComboBox* tool_;
    QComboBox* action_;
    QDoubleSpinBox* radius_;
    QDoubleSpinBox* soft_;
    QLabel* summary_;
    QPushButton* clear_;
    QPushButton* invert_;
    QPushButton* load_;
    QPushButton* save_;
};

} // namespace passband
