#pragma once
// Dialogs for class: a new test pattern, and periodic noise to add to the image on show.
#include "patterns.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace passband {

class PatternDialog : public QDialog {
    Q_OBJECT
public:
    explicit PatternDialog(QWidget* parent = nullptr);
    PatternSpec spec() const;
    void setSpec(const PatternSpec& spec);

private:
    void updateEnabled();
    QComboBox* kind_;
    QSpinBox* width_;
    QSpinBox* height_;
    QDoubleSpinBox* u_;
    QDoubleSpinBox* v_;
    QSpinBox* square_;
    QLabel* peaks_;
};

class NoiseDialog : public QDialog {
    Q_OBJECT
public:
    explicit NoiseDialog(QWidget* parent = nullptr);
    PeriodicNoise noise() const;
    void setNoise(const PeriodicNoise& noise);

private:
    QDoubleSpinBox* u_;
    QDoubleSpinBox* v_;
    QDoubleSpinBox* amplitude_;
};

} // namespace passband
