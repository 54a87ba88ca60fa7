#pragma once
// The filter controls: high-pass and low-pass radius (check box, slider, spin box each),
// shape and Butterworth order, output mapping, edge handling (with the Tukey taper), Reset,
// the "show what was removed" switch; and the readouts: each cutoff in
// cycles per pixel, fraction of Nyquist and period (at once), and the measures of the result
// (energy kept, PSNR, mean absolute difference) when it arrives. Radii run from 0 to the
// spectrum's corner radius, on perceptual sliders with exact spin boxes (RadiusControl).
// A view of the FilterModel: it shows the model's settings, and each change of a control is an
// edit of the model (notch and mask edits made here are asked of the window, which names them).
#include "filter.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSlider;
class QSpinBox;
class QTimer;

namespace passband {

class FilterModel;
class RadiusControl;
class ShapingControls;
class MaskControls;

class ControlPanel : public QWidget {
    Q_OBJECT
public:
    // A view of `model`: shows its settings, and makes each change of a control an edit of it.
    explicit ControlPanel(FilterModel* model, QWidget* parent = nullptr);

    FilterModel* model() const { return model_; }
    // `settings` as these controls hold them: radii within the spectrum's corner and to 0.01 px,
    // the order, taper and shaping values within their boxes' ranges and decimals, mapping
    // None as Auto where the image has no real values, a mask of another image size left out.
    // The model's normaliser.
    FilterSettings representable(const FilterSettings& settings) const;
    // The largest radius in the spectrum of a width x height image (its corner). The model's
    // settings are normalised to the new range, with no step of their own.
    void setImageSize(int width, int height);
    int maxRadius() const;
    // Whether the image has float samples: only then can the output keep the real values
    // (mapping None); otherwise that choice is disabled, and Auto takes its place (a change).
    void setRealValuesAvailable(bool available);
    // The radii the sliders stand at, on or off (what the window remembers of a cutoff turned off).
    double highpassPosition() const;
    double lowpassPosition() const;

    // The factory settings: high-pass on at 1/8 of the smaller side (the seed textbook's
    // radius), low-pass off, ideal, order 2, auto mapping.
    FilterSettings defaults() const;

    RadiusControl* highpassControl() const { return hpRadius_; }
    RadiusControl* lowpassControl() const { return lpRadius_; }
    QSlider* highpassSlider() const;
    QSlider* lowpassSlider() const;
    QDoubleSpinBox* highpassSpin() const;
    QDoubleSpinBox* lowpassSpin() const;
    QCheckBox* highpassCheck() const { return hpCheck_; }
    QCheckBox* lowpassCheck() const { return lpCheck_; }
    QComboBox* shapeCombo() const { return shape_; }
    // While filters are side by side each pane has its own shape and order: the panel's are
    // greyed and say so, as they drive nothing.
    void setShapeFromPanes(bool panes);
    QComboBox* mappingCombo() const { return mapping_; }
    QSpinBox* orderSpin() const { return order_; }
    QComboBox* edgesCombo() const { return edges_; }
    QDoubleSpinBox* taperSpin() const { return taper_; }
    // "Show what the filter removed": a view choice, not part of the filter.
    QCheckBox* removedCheck() const { return removed_; }
    // Invert, emphasis, the isotropic radius, wedges.
    ShapingControls* shaping() const { return shaping_; }
    // The painted mask's controls (the brush; the mask itself is the model's).
    MaskControls* maskControls() const { return masks_; }
    // Radius and shape for a new notch.
    Notch newNotch(double u, double v) const;
    int selectedNotch() const; // -1 when none
    QPushButton* resetButton() const { return reset_; }
    QLabel* readoutLabel() const { return readout_; }

    // The measures of the result on show; invalid ones clear the readout.
    void setMeasures(const UpdateMeasures& measures);

public slots:
    void reset();

signals:
    // The user edited the notches in the panel (radius, shape, remove, clear): the window
    // applies `notches` through its undo stack.
    void notchesEdited(const std::vector<passband::Notch>& notches, const QString& what);
    // The user cleared or inverted the mask in the panel: applied through the undo stack.
    void maskEdited(std::shared_ptr<const passband::SpectrumMask> mask, const QString& what);

private:
    // The settings the controls show.
    FilterSettings fromControls() const;
    // Shows `settings` in the controls, announcing nothing.
    void show(const FilterSettings& settings);
    // A control changed: an edit of the model (unless the controls are being shown); the
    // readout follows, at once or, while a slider moves (readoutNow false), on a short timer.
    void changed(bool readoutNow = true);
    void startLowpassWhereItPasses();
    void updateEnabled();
    void updateReadout();
    void showNotches();
    void editSelectedNotch();

    FilterModel* model_;
    QCheckBox* hpCheck_;
    RadiusControl* hpRadius_;
    QCheckBox* lpCheck_;
    RadiusControl* lpRadius_;
    QComboBox* shape_;
    bool shapeFromPanes_ = false;
    QSpinBox* order_;
    QLabel* orderLabel_;
    QComboBox* mapping_;
    QComboBox* edges_;
    QDoubleSpinBox* taper_;
    QLabel* taperLabel_;
    QCheckBox* removed_;
    ShapingControls* shaping_;
    MaskControls* masks_;
    std::shared_ptr<const SpectrumMask> mask_;
    QListWidget* notchList_;
    QDoubleSpinBox* notchRadius_;
    QComboBox* notchShape_;
    QPushButton* removeNotch_;
    QPushButton* clearNotches_;
    QDoubleSpinBox* notchU_; // the selected notch's centre, typed (or a new one's, with Add)
    QDoubleSpinBox* notchV_;
    QPushButton* addNotch_;
    std::vector<Notch> notches_;
    QPushButton* reset_;
    QLabel* hint_;
    QLabel* readout_;
    QTimer* readoutTimer_;
    UpdateMeasures measures_;
    int width_ = 512, height_ = 512;
    bool quiet_ = false; // set while the controls are being shown
    bool editing_ = false; // the model's change is this panel's own edit: its controls show it
    bool realValues_ = false; // mapping None can be chosen
};

} // namespace passband
