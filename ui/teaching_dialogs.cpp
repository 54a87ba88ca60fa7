#include "teaching_dialogs.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace passband {

namespace {

QDoubleSpinBox* cyclesSpin(QWidget* parent, double value)
{
    auto* spin = new QDoubleSpinBox(parent);
    spin->setRange(-8192, 8192);
    spin->setDecimals(1);
    spin->setValue(value);
    spin->setSuffix(QObject::tr(" cycles"));
    spin->setToolTip(QObject::tr("Cycles per image; whole numbers put the peaks exactly on spectrum pixels"));
    return spin;
}

QDialogButtonBox* buttons(QDialog* dialog)
{
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    QObject::connect(box, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(box, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return box;
}

} // namespace

PatternDialog::PatternDialog(QWidget* parent)
    : QDialog(parent),
      kind_(new QComboBox(this)),
      width_(new QSpinBox(this)),
      height_(new QSpinBox(this)),
      u_(cyclesSpin(this, 16)),
      v_(cyclesSpin(this, 8)),
      square_(new QSpinBox(this)),
      peaks_(new QLabel(this))
{
    setWindowTitle(tr("New Test Pattern"));
    kind_->addItem(tr("Sinusoidal grating"), int(PatternKind::Grating));
    kind_->addItem(tr("Bars (square wave)"), int(PatternKind::Bars));
    kind_->addItem(tr("Checkerboard"), int(PatternKind::Checkerboard));
    kind_->addItem(tr("Zone plate"), int(PatternKind::ZonePlate));
    for (QSpinBox* side : {width_, height_}) {
        side->setRange(1, 16384);
        side->setValue(512);
        side->setSuffix(tr(" px"));
    }
    square_->setRange(1, 16384);
    square_->setValue(16);
    square_->setSuffix(tr(" px"));
    peaks_->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Pattern:"), kind_);
    form->addRow(tr("&Width:"), width_);
    form->addRow(tr("&Height:"), height_);
    form->addRow(tr("&Across:"), u_);
    form->addRow(tr("&Down:"), v_);
    form->addRow(tr("&Squares:"), square_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(peaks_);
    layout->addWidget(buttons(this));
    connect(kind_, qOverload<int>(&QComboBox::currentIndexChanged), this, &PatternDialog::updateEnabled);
    for (QDoubleSpinBox* spin : {u_, v_})
        connect(spin, qOverload<double>(&QDoubleSpinBox::valueChanged), this, &PatternDialog::updateEnabled);
    for (QSpinBox* side : {width_, height_})
        connect(side, qOverload<int>(&QSpinBox::valueChanged), this, &PatternDialog::updateEnabled);
    updateEnabled();
}

PatternSpec PatternDialog::spec() const
{
    PatternSpec s;
    s.kind = static_cast<PatternKind>(kind_->currentData().toInt());
    s.width = width_->value();
    s.height = height_->value();
    s.u = u_->value();
    s.v = v_->value();
    s.square = square_->value();
    return s;
}

void PatternDialog::updateEnabled()
{
    const auto kind = static_cast<PatternKind>(kind_->currentData().toInt());
    const bool wave = kind == PatternKind::Grating || kind == PatternKind::Bars;
    u_->setEnabled(wave);
    v_->setEnabled(wave);
    square_->setEnabled(kind == PatternKind::Checkerboard);
    // The same wave as a frequency and an angle (of its wave vector, y down).
    const double fx = u_->value() / width_->value(), fy = v_->value() / height_->value();
    const double frequency = std::hypot(fx, fy);
    const QString asFrequency = frequency > 0 ? tr(": %1 cycles/px (period %2 px) at %3°")
                                                    .arg(frequency, 0, 'g', 3)
                                                    .arg(1 / frequency, 0, 'g', 3)
                                                    .arg(std::atan2(fy, fx) * 180 / M_PI, 0, 'f', 1)
                                              : tr(": a constant");
    peaks_->setText(wave ? tr("Peaks at (%1, %2) and (%3, %4) from the spectrum's centre%5%6.")
                               .arg(u_->value()).arg(v_->value()).arg(-u_->value()).arg(-v_->value())
                               .arg(asFrequency)
                               .arg(kind == PatternKind::Bars ? tr(", with harmonics at odd multiples") : QString())
                         : kind == PatternKind::ZonePlate
                               ? tr("Every frequency up to Nyquist, one ring each: filters show as rings that vanish.")
                               : tr("Peaks along both axes at odd multiples of the squares' frequency."));
}

StepTextDialog::StepTextDialog(const QStringList& panes, const QStringList& titles, const QString& file, QWidget* parent)
    : QDialog(parent),
      caption_(new QPlainTextEdit(this)),
      predict_(new QComboBox(this)),
      answer_(new QPlainTextEdit(this)),
      answerLabel_(new QLabel(tr("&Answer, shown in its place at the reveal:"), this))
{
    setWindowTitle(tr("Add Current State as Step"));
    caption_->setObjectName("stepCaption");
    predict_->setObjectName("stepPredict");
    answer_->setObjectName("stepAnswer");
    for (QPlainTextEdit* text : {caption_, answer_}) {
        text->setTabChangesFocus(true);
        text->setFixedHeight(text->fontMetrics().lineSpacing() * 4 + 12);
    }
    predict_->addItem(tr("None: every pane shown at once"), QString());
    for (int i = 0; i < panes.size(); ++i)
        predict_->addItem(tr("Hold back %1 until Page Down").arg(titles.value(i, panes[i])), panes[i]);
    answerLabel_->setBuddy(answer_);
    auto* captionLabel = new QLabel(tr("&Caption (a few lines; with a pane held back, the question):"), this);
    captionLabel->setBuddy(caption_);
    auto* predictLabel = new QLabel(tr("&Predict:"), this);
    predictLabel->setBuddy(predict_);
    auto* fileLabel = new QLabel(tr("Added to %1").arg(QDir::toNativeSeparators(file)), this);
    fileLabel->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(fileLabel);
    layout->addWidget(captionLabel);
    layout->addWidget(caption_);
    auto* row = new QHBoxLayout;
    row->addWidget(predictLabel);
    row->addWidget(predict_, 1);
    layout->addLayout(row);
    layout->addWidget(answerLabel_);
    layout->addWidget(answer_);
    layout->addWidget(buttons(this));
    connect(predict_, qOverload<int>(&QComboBox::currentIndexChanged), this, &StepTextDialog::updateEnabled);
    updateEnabled();
}

void StepTextDialog::updateEnabled()
{
    const bool held = !predict().isEmpty(); // an answer only for a question
    answer_->setEnabled(held);
    answerLabel_->setEnabled(held);
}

QString StepTextDialog::caption() const { return caption_->toPlainText().trimmed(); }

QString StepTextDialog::predict() const { return predict_->currentData().toString(); }

QString StepTextDialog::answer() const { return predict().isEmpty() ? QString() : answer_->toPlainText().trimmed(); }

NoiseDialog::NoiseDialog(QWidget* parent)
    : QDialog(parent), u_(cyclesSpin(this, 24)), v_(cyclesSpin(this, 16)), amplitude_(new QDoubleSpinBox(this))
{
    setWindowTitle(tr("Add Periodic Noise"));
    amplitude_->setRange(0, 1);
    amplitude_->setSingleStep(0.05);
    amplitude_->setDecimals(2);
    amplitude_->setValue(0.15);
    amplitude_->setToolTip(tr("A fraction of full scale"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Across:"), u_);
    form->addRow(tr("&Down:"), v_);
    form->addRow(tr("A&mplitude:"), amplitude_);
    auto* note = new QLabel(tr("A sinusoid over the whole image: it shows in the spectrum as a pair of bright "
                               "peaks, which a notch pair can take out again."),
                            this);
    note->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons(this));
}

PeriodicNoise NoiseDialog::noise() const
{
    PeriodicNoise n;
    n.u = u_->value();
    n.v = v_->value();
    n.amplitude = amplitude_->value();
    return n;
}

SweepDialog::SweepDialog(double maxRadius, const QString& directory, QWidget* parent)
    : QDialog(parent),
      which_(new QComboBox(this)),
      from_(new QDoubleSpinBox(this)),
      to_(new QDoubleSpinBox(this)),
      step_(new QDoubleSpinBox(this)),
      format_(new QComboBox(this)),
      directory_(new QLineEdit(directory, this)),
      count_(new QLabel(this))
{
    setWindowTitle(tr("Export Sweep"));
    which_->addItem(tr("High-pass radius"));
    which_->addItem(tr("Low-pass radius"));
    for (QDoubleSpinBox* spin : {from_, to_, step_}) {
        spin->setRange(0, maxRadius);
        spin->setDecimals(1);
        spin->setSuffix(tr(" px"));
    }
    step_->setMinimum(0.1);
    from_->setValue(0);
    to_->setValue(std::min(64.0, maxRadius));
    step_->setValue(8);
    format_->addItems({"png", "pgm", "ppm", "tif", "jpg"});
    auto* browse = new QPushButton(tr("&Browse..."), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString chosen = QFileDialog::getExistingDirectory(this, tr("Sweep Directory"), directory_->text());
        if (!chosen.isEmpty())
            directory_->setText(chosen);
    });
    auto* where = new QHBoxLayout;
    where->addWidget(directory_, 1);
    where->addWidget(browse);
    auto* form = new QFormLayout;
    form->addRow(tr("&Cutoff:"), which_);
    form->addRow(tr("&From:"), from_);
    form->addRow(tr("&To:"), to_);
    form->addRow(tr("&Step:"), step_);
    form->addRow(tr("F&ormat:"), format_);
    form->addRow(tr("&Directory:"), where);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(count_);
    layout->addWidget(buttons(this));
    for (QDoubleSpinBox* spin : {from_, to_, step_})
        connect(spin, qOverload<double>(&QDoubleSpinBox::valueChanged), this, &SweepDialog::updateCount);
    updateCount();
}

bool SweepDialog::highpass() const { return which_->currentIndex() == 0; }
double SweepDialog::from() const { return from_->value(); }
double SweepDialog::to() const { return to_->value(); }
double SweepDialog::step() const { return step_->value(); }
QString SweepDialog::format() const { return format_->currentText(); }
QString SweepDialog::directory() const { return directory_->text(); }

void SweepDialog::updateCount()
{
    const int frames = to() >= from() ? static_cast<int>((to() - from()) / step() + 1e-6) + 1 : 0;
    count_->setText(tr("%n numbered frame(s), the other settings as they are now.", nullptr, frames));
}

} // namespace passband
