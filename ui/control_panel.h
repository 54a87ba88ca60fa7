#pragma once
// The filter controls: high-pass and low-pass radius (check box, slider, spin box each),
// shape and Butterworth order, output mapping, edge handling (with the Tukey taper), Reset,
// the "show what was removed" switch; and the readouts: each cutoff in
// cycles per pixel, fraction of Nyquist and period (at once), and the measures of the result
// (energy kept, PSNR, mean absolute difference) when it arrives. Radii run from 0 to the
// spectrum's corner radius, on perceptual sliders with exact spin boxes (RadiusControl).
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

class RadiusControl;
class ShapingControls;
class MaskControls;

class ControlPanel : public QWidget {
    Q_OBJECT
public:
    explicit ControlPanel(QWidget* parent = nullptr);

    FilterSettings settings() const;
    // Shows `settings` (radii clamped to the range, a mask of another image size left out)
    // and emits settingsChanged once.
    void setSettings(const FilterSettings& settings);
    // The largest radius in the spectrum of a width x height image (its corner).
    void setImageSize(int width, int height);
    int maxRadius() const;
    // Whether the image has float samples: only then can the output keep the real values
    // (mapping None); otherwise that choice is disabled, and Auto takes its place.
    void setRealValuesAvailable(bool available);

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
    QComboBox* mappingCombo() const { return mapping_; }
    QSpinBox* orderSpin() const { return order_; }
    QComboBox* edgesCombo() const { return edges_; }
    QDoubleSpinBox* taperSpin() const { return taper_; }
    // "Show what the filter removed": a view choice, not part of the filter.
    QCheckBox* removedCheck() const { return removed_; }
    // Invert, emphasis, the isotropic radius, wedges.
    ShapingControls* shaping() const { return shaping_; }
    // The painted mask, part of settings(); setMask emits settingsChanged once.
    MaskControls* maskControls() const { return masks_; }
    void setMask(std::shared_ptr<const SpectrumMask> mask);
    const std::shared_ptr<const SpectrumMask>& mask() const { return mask_; }

    // The notches: shown in the list and part of settings(); emits settingsChanged once.
    void setNotches(const std::vector<Notch>& notches);
    const std::vector<Notch>& notches() const { return notches_; }
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
    void settingsChanged(const passband::FilterSettings& settings);
    // The user edited the notches in the panel (radius, shape, remove, clear): the window
    // applies `notches` through its undo stack.
    void notchesEdited(const std::vector<passband::Notch>& notches, const QString& what);
    // The user cleared or inverted the mask in the panel: applied through the undo stack.
    void maskEdited(std::shared_ptr<const passband::SpectrumMask> mask, const QString& what);

private:
    // readoutNow: false while a slider moves (the readout then follows on a short timer).
    void changed(bool readoutNow = true);
    void startLowpassWhereItPasses();
    void updateEnabled();
    void updateReadout();
    void showNotches();
    void editSelectedNotch();

    QCheckBox* hpCheck_;
    RadiusControl* hpRadius_;
    QCheckBox* lpCheck_;
    RadiusControl* lpRadius_;
    QComboBox* shape_;
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
    std::vector<Notch> notches_;
    QPushButton* reset_;
    QLabel* hint_;
    QLabel* readout_;
    QTimer* readoutTimer_;
    UpdateMeasures measures_;
    int width_ = 512, height_ = 512;
    bool quiet_ = false; // set while several widgets change together
    bool realValues_ = false; // mapping None can be chosen
};

} // namespace passband
