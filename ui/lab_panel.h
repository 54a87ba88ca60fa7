#pragma once
// The Lab dock's controls (README "Lab"): a mode, the second image's slot, and each mode's
// settings on a page of its own. Widgets only: it says what is asked for (request()) and
// shows what it is told (the second image, a one-line readout).
#include "lab.h"

#include <QWidget>

class QAbstractButton;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSlider;
class QSpinBox;
class QStackedWidget;
class QTableWidget;

namespace passband {

class LabPanel : public QWidget {
    Q_OBJECT
public:
    explicit LabPanel(QWidget* parent = nullptr);

    LabMode mode() const;
    void setMode(LabMode mode);
    // The settings as the controls say them (no images); `problem` says why there is no
    // usable request (a custom kernel's bad cell), else is empty.
    LabRequest request(QString* problem = nullptr) const;

    void setImageSize(int width, int height); // the range of "keep the N strongest"
    void setSecondImage(const QImage& thumbnail, const QString& name);
    void setReadout(const QString& text);
    QString readout() const;
    void setBin(int u, int v); // a bin picked on the spectrum: the basis image is shown

    // For tests.
    QComboBox* modeBox() const { return mode_; }
    QSlider* magnitudeSlider() const { return magnitude_; }
    QSlider* phaseSlider() const { return phase_; }
    QCheckBox* unitMagnitudeCheck() const { return unitMagnitude_; }
    QCheckBox* zeroPhaseCheck() const { return zeroPhase_; }
    QPushButton* swapButton() const { return swap_; }
    QDoubleSpinBox* hybridLowSpin() const { return hybridLow_; }
    QDoubleSpinBox* hybridHighSpin() const { return hybridHigh_; }
    QComboBox* kernelBox() const { return kernel_; }
    QTableWidget* kernelTable() const { return table_; }
    QSpinBox* kernelSizeSpin() const { return kernelSize_; }
    QComboBox* paddingBox() const { return padding_; }
    QComboBox* convolutionViewBox() const { return convolutionView_; }
    QSpinBox* factorSpin() const { return factor_; }
    QComboBox* antialiasBox() const { return antialias_; }
    QRadioButton* keepRadio() const { return keepMode_; }
    QSpinBox* keepSpin() const { return keep_; }
    QPushButton* openSecondButton() const { return openSecond_; }

signals:
    void changed();            // any setting: a new request
    void openSecondRequested(); // the "Open B..." button

private:
    QWidget* mixPage();
    QWidget* hybridPage();
    QWidget* convolutionPage();
    QWidget* samplingPage();
    QWidget* basisPage();
    void showKernel(const SpatialKernel& kernel); // into the table, without a change
    void resizeTable(int side);                   // a custom kernel of side x side

    QComboBox* mode_;
    QStackedWidget* pages_;
    QWidget* secondBox_;
    QLabel* secondThumbnail_;
    QLabel* secondName_;
    QPushButton* openSecond_;
    QLabel* readout_;
    QSlider* magnitude_ = nullptr;
    QSlider* phase_ = nullptr;
    QCheckBox* unitMagnitude_ = nullptr;
    QCheckBox* zeroPhase_ = nullptr;
    QPushButton* swap_ = nullptr;
    QDoubleSpinBox* hybridLow_ = nullptr;
    QDoubleSpinBox* hybridHigh_ = nullptr;
    QComboBox* kernel_ = nullptr;
    QSpinBox* kernelSize_ = nullptr;
    QTableWidget* table_ = nullptr;
    QComboBox* padding_ = nullptr;
    QComboBox* convolutionView_ = nullptr;
    QSpinBox* factor_ = nullptr;
    QComboBox* antialias_ = nullptr;
    QRadioButton* binMode_ = nullptr;
    QRadioButton* keepMode_ = nullptr;
    QSpinBox* keep_ = nullptr;
    QSlider* keepSlider_ = nullptr;
    int binU_ = LabRequest{}.binU, binV_ = LabRequest{}.binV;
    bool filling_ = false; // the table is being filled from a named kernel
};

} // namespace passband
