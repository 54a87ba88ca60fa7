#pragma once
// What the window tests reach of the lab: the LabSession (its outcome and requests), the lab's
// panes, and the Lab panel's controls, found by their object names as a user finds them (the
// panel has no accessors: outside ui/ and the tests nothing reaches its widgets). A mode is set
// through the model, as the panel's mode box does.
#include "image_pane.h"
#include "lab_model.h"
#include "lab_panel.h"
#include "lab_session.h"
#include "lab_view.h"
#include "main_window.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>

namespace passband {

class LabPanelUnderTest {
public:
    explicit LabPanelUnderTest(MainWindow& window) : panel_(window.labView()->panel()), model_(window.lab()->model()) {}
    LabPanelUnderTest* operator->() { return this; }

    void setMode(LabMode mode) { model_->setMode(mode); }
    LabMode mode() const { return model_->settings().mode; }
    LabSettings request() const { return model_->settings(); }
    QString readout() const { return panel_->readout(); }
    LabPanel* widget() const { return panel_; }

    QComboBox* modeBox() const { return find<QComboBox>("labMode"); }
    QSlider* magnitudeSlider() const { return find<QSlider>("labMagnitude"); }
    QSlider* phaseSlider() const { return find<QSlider>("labPhase"); }
    QCheckBox* unitMagnitudeCheck() const { return find<QCheckBox>("labUnitMagnitude"); }
    QCheckBox* zeroPhaseCheck() const { return find<QCheckBox>("labZeroPhase"); }
    QPushButton* swapButton() const { return find<QPushButton>("labSwap"); }
    QDoubleSpinBox* hybridLowSpin() const { return find<QDoubleSpinBox>("labHybridLow"); }
    QDoubleSpinBox* hybridHighSpin() const { return find<QDoubleSpinBox>("labHybridHigh"); }
    QComboBox* kernelBox() const { return find<QComboBox>("labKernel"); }
    QSpinBox* kernelSizeSpin() const { return find<QSpinBox>("labKernelSize"); }
    QTableWidget* kernelTable() const { return find<QTableWidget>("labKernelTable"); }
    QComboBox* paddingBox() const { return find<QComboBox>("labPadding"); }
    QComboBox* convolutionViewBox() const { return find<QComboBox>("labConvolutionView"); }
    QSpinBox* factorSpin() const { return find<QSpinBox>("labFactor"); }
    QComboBox* antialiasBox() const { return find<QComboBox>("labAntialias"); }
    QRadioButton* keepRadio() const { return find<QRadioButton>("labKeepMode"); }
    QSpinBox* keepSpin() const { return find<QSpinBox>("labKeep"); }
    QPushButton* openSecondButton() const { return find<QPushButton>("openSecond"); }

    template <typename T>
    T* find(const char* name) const
    {
        T* widget = panel_->findChild<T*>(name);
        Q_ASSERT(widget);
        return widget;
    }

private:
    LabPanel* panel_;
    LabModel* model_;
};

class LabUnderTest {
public:
    explicit LabUnderTest(MainWindow& window) : window_(window), panel_(window) {}
    LabUnderTest* operator->() { return this; }
    LabSession* session() const { return window_.lab(); }

    LabPanelUnderTest panel() const { return panel_; }
    QDockWidget* dock() const { return window_.labView()->dock(); }
    ImagePane* middlePane() const { return window_.labView()->middlePane(); }
    ImagePane* resultPane() const { return window_.labView()->resultPane(); }
    bool active() const { return session()->active(); }
    std::shared_ptr<const Image> resultImage() const { return session()->resultImage(); }
    const LabOutcome& outcome() const { return session()->outcome(); }
    quint64 latestRequest() const { return session()->latestRequest(); }
    quint64 shownRequest() const { return session()->shownRequest(); }
    QString secondPath() const { return session()->secondPath(); }
    RequestCycle* pacer() const { return session()->cycle(); }

private:
    MainWindow& window_;
    LabPanelUnderTest panel_;
};

} // namespace passband
