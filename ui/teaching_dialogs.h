#pragma once
// Dialogs for class: a new test pattern, periodic noise to add to the image on show, and the
// texts of a lesson's step.
#include "patterns.h"

#include <QString>

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QPlainTextEdit;

namespace passband {

class PatternDialog : public QDialog {
    Q_OBJECT
public:
    explicit PatternDialog(QWidget* parent = nullptr);
    PatternSpec spec() const;

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

// Lessons > Add Current State as Step: the step's caption, the pane held back for the class to
// predict (of those on show; none by default) and the answer shown at its reveal.
class StepTextDialog : public QDialog {
    Q_OBJECT
public:
    // `panes`: the names of the panes on show ("original", "spectrum", "result"), with their
    // titles; `file`: the lesson the step goes to.
    StepTextDialog(const QStringList& panes, const QStringList& titles, const QString& file, QWidget* parent = nullptr);
    QString caption() const;
    QString predict() const; // a pane's name, or empty
    QString answer() const;

private:
    void updateEnabled();
    QPlainTextEdit* caption_;
    QComboBox* predict_;
    QPlainTextEdit* answer_;
    QLabel* answerLabel_;
};

class NoiseDialog : public QDialog {
    Q_OBJECT
public:
    explicit NoiseDialog(QWidget* parent = nullptr);
    PeriodicNoise noise() const;

private:
    QDoubleSpinBox* u_;
    QDoubleSpinBox* v_;
    QDoubleSpinBox* amplitude_;
};

// File > Export Sweep: which cutoff, its range, the format and the directory.
class SweepDialog : public QDialog {
    Q_OBJECT
public:
    explicit SweepDialog(double maxRadius, const QString& directory, QWidget* parent = nullptr);
    bool highpass() const;
    double from() const;
    double to() const;
    double step() const;
    QString format() const;
    QString directory() const;

private:
    void updateCount();
    QComboBox* which_;
    QDoubleSpinBox* from_;
    QDoubleSpinBox* to_;
    QDoubleSpinBox* step_;
    QComboBox* format_;
    QLineEdit* directory_;
    QLabel* count_;
};

} // namespace passband
