#pragma once
// The Lab dock's controls (README "Lab"), a view of the LabModel: a mode, the second image's
// slot, and each mode's settings on a page of its own. Every control shows the model's settings
// and edits the model; nothing reads settings from its widgets. Besides the model it shows what
// it is told: the second image, the range of "keep N" for the image on show, a one-line readout.
#include "lab_settings.h"

#include <QPointer>
#include <QWidget>

#include <vector>

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

class LabModel;

class LabPanel : public QWidget {
    Q_OBJECT
public:
    explicit LabPanel(LabModel* model, QWidget* parent = nullptr);

    // The mode as the panel's list names it ("Magnitude and phase of two images"), and in a
    // word, as a pane's title begins ("Mix").
    static QString modeTitle(LabMode mode);
    static QString modeWord(LabMode mode);

    void setImageSize(int width, int height); // the range of "keep the N strongest"
    void setSecondImage(const QImage& thumbnail, const QString& name);
    // B as the mode on show uses it (the part kept, resized, grey where made grey) in the
    // thumbnail's place, said under it; null: all of B again.
    void setSecondAsUsed(const QImage& used);
    void setReadout(const QString& text);
    QString readout() const;

signals:
    void openSecondRequested(); // the "Open B..." button
    // The controls say settings that cannot be used (a kernel's cell that is not a number):
    // the model keeps what it has, and `line` says why.
    void refused(const QString& line);

private:
    // Each mode once (the window's table of modes; core's labModes() says what they are): its
    // name in the list, its word for titles, its page.
    struct ModeRow {
        LabMode mode;
        const char* title;
        const char* word;
        QWidget* (LabPanel::*page)();
    };
    static const std::vector<ModeRow>& modeRows();
    QWidget* offPage();
    void showSettings(const LabSettings& settings); // every control, as the model says (no edits)
    // Edits the model with the settings `change(settings)` makes of its current ones, unless the
    // controls are being set from the model.
    template <typename Change>
    void edit(Change change);
    QWidget* mixPage();
    QWidget* hybridPage();
    QWidget* convolutionPage();
    QWidget* samplingPage();
    QWidget* basisPage();
    // The custom kernel the table holds; false, with `problem` set, for a cell that is not a
    // number or a kernel LabSettings refuses: the model keeps its kernel and the readout says why.
    bool tableKernel(SpatialKernel& kernel, QString& problem) const;
    void showKernel(const SpatialKernel& kernel); // into the table and the size box
    void resizeTable(int side);                   // the custom kernel grown or cut to side x side
    void editKernelFromTable();

    QPointer<LabModel> model_; // the session's: gone before the panel when the window closes
    bool showing_ = false; // the controls are being set from the model
    QComboBox* mode_;
    QStackedWidget* pages_;
    QWidget* secondBox_;
    QLabel* secondThumbnail_;
    QLabel* secondName_;
    QImage secondWhole_, secondUsed_;
    QString secondText_;
    void showSecond();
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
};

} // namespace passband
