#include "lab_panel.h"

#include "compact_fields.h"
#include "lab_model.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace passband {

namespace {

constexpr int kSliderSteps = 1000; // the "keep N" slider: N = total^(p / kSliderSteps)
const QSize kSecondPreview(160, 120); // B's picture in the dock

QSlider* percentSlider(QWidget* parent, const char* name)
{
    auto* s = new QSlider(Qt::Horizontal, parent);
    s->setObjectName(name);
    s->setRange(0, 100);
    s->setPageStep(10);
    return s;
}

QDoubleSpinBox* radiusSpin(QWidget* parent, const char* name)
{
    auto* s = new QDoubleSpinBox(parent);
    s->setObjectName(name);
    s->setRange(0.01, kMaxHybridRadius);
    s->setDecimals(2);
    s->setSingleStep(1);
    s->setSuffix(QObject::tr(" px"));
    setCompactWidth(s, 6);
    return s;
}

int percent(double weight) { return int(std::lround(weight * 100)); }

} // namespace

const std::vector<LabPanel::ModeRow>& LabPanel::modeRows()
{
    static const std::vector<ModeRow> rows{
        {LabMode::Off, QT_TR_NOOP("Off: the filter"), QT_TR_NOOP("Lab"), &LabPanel::offPage},
        {LabMode::Mix, QT_TR_NOOP("Magnitude and phase of two images"), QT_TR_NOOP("Mix"), &LabPanel::mixPage},
        {LabMode::Hybrid, QT_TR_NOOP("Hybrid image of two images"), QT_TR_NOOP("Hybrid"), &LabPanel::hybridPage},
        {LabMode::Convolution, QT_TR_NOOP("Convolution theorem and padding"), QT_TR_NOOP("Convolution"),
         &LabPanel::convolutionPage},
        {LabMode::Sampling, QT_TR_NOOP("Sampling and aliasing"), QT_TR_NOOP("Sampling"), &LabPanel::samplingPage},
        {LabMode::Basis, QT_TR_NOOP("Basis images and building an image"), QT_TR_NOOP("Basis"), &LabPanel::basisPage}};
    return rows;
}

QString LabPanel::modeTitle(LabMode mode)
{
    for (const ModeRow& row : modeRows())
        if (row.mode == mode)
            return tr(row.title);
    return {};
}

QString LabPanel::modeWord(LabMode mode)
{
    for (const ModeRow& row : modeRows())
        if (row.mode == mode)
            return tr(row.word);
    return {};
}

LabPanel::LabPanel(LabModel* model, QWidget* parent)
    : QWidget(parent),
      model_(model),
      mode_(new QComboBox(this)),
      pages_(new QStackedWidget(this)),
      secondBox_(new QWidget(this)),
      secondThumbnail_(new QLabel(secondBox_)),
      secondName_(new QLabel(tr("No second image"), secondBox_)),
      openSecond_(new QPushButton(tr("Open B..."), secondBox_)),
      readout_(new QLabel(this))
{
    mode_->setObjectName("labMode");
    mode_->setToolTip(tr("What the middle and right panes show; Off returns to the filter"));
    for (const ModeRow& row : modeRows()) {
        mode_->addItem(tr(row.title), int(row.mode));
        pages_->addWidget((this->*row.page)());
    }

    // Large enough to tell what B is, in its own proportions.
    secondThumbnail_->setObjectName("secondThumbnail");
    secondName_->setObjectName("secondName");
    secondThumbnail_->setFixedSize(kSecondPreview);
    secondThumbnail_->setAlignment(Qt::AlignCenter);
    secondThumbnail_->setFrameShape(QFrame::StyledPanel);
    secondName_->setWordWrap(true);
    openSecond_->setObjectName("openSecond");
    openSecond_->setToolTip(tr("The second image, B (it is resized to the first if its size differs); "
                               "or drop an image on the lab's panes"));
    auto* second = new QHBoxLayout(secondBox_);
    second->setContentsMargins(0, 0, 0, 0);
    second->addWidget(secondThumbnail_);
    auto* secondText = new QVBoxLayout;
    secondText->addWidget(secondName_);
    secondText->addWidget(openSecond_);
    second->addLayout(secondText, 1);

    readout_->setObjectName("labReadout");
    readout_->setWordWrap(true);
    readout_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QVBoxLayout(this);
    // Long choices are cut in the boxes and whole in their lists, so the panel fits the narrow
    // dock of a 1024 px screen beside three panes.
    for (QComboBox* combo : {mode_, kernel_, padding_, convolutionView_, antialias_})
        setCompactWidth(combo, 14);
    layout->addWidget(mode_);
    layout->addWidget(secondBox_);
    layout->addWidget(pages_);
    layout->addWidget(readout_);
    layout->addStretch(1);

    connect(mode_, &QComboBox::currentIndexChanged, this, [this] {
        const auto mode = static_cast<LabMode>(mode_->currentData().toInt());
        edit([mode](LabSettings& s) { s.mode = mode; });
    });
    connect(openSecond_, &QPushButton::clicked, this, &LabPanel::openSecondRequested);
    connect(model_, &LabModel::changed, this, &LabPanel::showSettings);
    showSettings(model_->settings());
}

template <typename Change>
void LabPanel::edit(Change change)
{
    if (showing_ || !model_)
        return;
    LabSettings s = model_->settings();
    change(s);
    const std::string problem = s.validate();
    if (!problem.empty()) { // the controls go back to what the model holds
        showSettings(model_->settings());
        emit refused(QString::fromStdString(problem));
        return;
    }
    model_->edit(s);
}

QWidget* LabPanel::offPage()
{
    auto* off = new QLabel(tr("The panes show the filter. Choose a mode to turn the middle and right panes "
                              "into a Fourier lab demonstration."),
                           this);
    off->setWordWrap(true);
    return off;
}

QWidget* LabPanel::mixPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    magnitude_ = percentSlider(page, "labMagnitude");
    magnitude_->setToolTip(tr("|F| = (1 - w)|F_A| + w|F_B|: left is A's magnitude, right B's"));
    phase_ = percentSlider(page, "labPhase");
    phase_->setToolTip(tr("The phase of (1 - w) F_A/|F_A| + w F_B/|F_B|: left is A's phase, right B's"));
    unitMagnitude_ = new QCheckBox(tr("|F| = 1 (phase only)"), page);
    unitMagnitude_->setObjectName("labUnitMagnitude");
    zeroPhase_ = new QCheckBox(tr("Phase 0 (magnitude only)"), page);
    zeroPhase_->setObjectName("labZeroPhase");
    swap_ = new QPushButton(page);
    swap_->setObjectName("labSwap");
    swap_->setToolTip(tr("A's magnitude with B's phase, then B's magnitude with A's phase"));
    form->addRow(tr("Magnitude A - B"), magnitude_);
    form->addRow(QString(), unitMagnitude_);
    form->addRow(tr("Phase A - B"), phase_);
    form->addRow(QString(), zeroPhase_);
    form->addRow(swap_);
    connect(magnitude_, &QSlider::valueChanged, this, [this](int v) { edit([v](LabSettings& s) { s.mix.magnitudeB = v / 100.0; }); });
    connect(phase_, &QSlider::valueChanged, this, [this](int v) { edit([v](LabSettings& s) { s.mix.phaseB = v / 100.0; }); });
    connect(unitMagnitude_, &QCheckBox::toggled, this, [this](bool on) { edit([on](LabSettings& s) { s.mix.unitMagnitude = on; }); });
    connect(zeroPhase_, &QCheckBox::toggled, this, [this](bool on) { edit([on](LabSettings& s) { s.mix.zeroPhase = on; }); });
    connect(swap_, &QPushButton::clicked, this, [this] {
        // |A| with B's phase first; pressed again, the other way round.
        LabSettings s = model_->settings();
        const bool aWithB = !(s.mix == MixSettings{});
        s.mix = MixSettings{};
        if (!aWithB) {
            s.mix.magnitudeB = 1;
            s.mix.phaseB = 0;
        }
        model_->apply(s, tr("Swap Magnitude and Phase"));
    });
    return page;
}

QWidget* LabPanel::hybridPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    hybridLow_ = radiusSpin(page, "labHybridLow");
    hybridLow_->setToolTip(tr("A through a Gaussian low-pass of this radius: what reads from afar"));
    hybridHigh_ = radiusSpin(page, "labHybridHigh");
    hybridHigh_->setToolTip(tr("B through a Gaussian high-pass of this radius: what reads up close"));
    form->addRow(tr("A low-pass"), hybridLow_);
    form->addRow(tr("B high-pass"), hybridHigh_);
    connect(hybridLow_, &QDoubleSpinBox::valueChanged, this,
            [this](double r) { edit([r](LabSettings& s) { s.hybrid.lowpass = r; }); });
    connect(hybridHigh_, &QDoubleSpinBox::valueChanged, this,
            [this](double r) { edit([r](LabSettings& s) { s.hybrid.highpass = r; }); });
    return page;
}

QWidget* LabPanel::convolutionPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    kernel_ = new QComboBox(page);
    kernel_->setObjectName("labKernel");
    for (const std::string& name : offeredKernels())
        kernel_->addItem(QString::fromStdString(name), QString::fromStdString(name));
    kernel_->addItem(tr("Custom (edit the table)"), QString());
    kernelSize_ = new QSpinBox(page);
    kernelSize_->setObjectName("labKernelSize");
    kernelSize_->setRange(1, kMaxKernelSide);
    kernelSize_->setSingleStep(2);
    kernelSize_->setToolTip(tr("A custom kernel's width and height (odd, up to %1)").arg(kMaxKernelSide));
    table_ = new QTableWidget(page);
    table_->setObjectName("labKernelTable");
    table_->horizontalHeader()->setDefaultSectionSize(44);
    table_->verticalHeader()->setDefaultSectionSize(22);
    table_->setMinimumHeight(140);
    table_->setToolTip(tr("The kernel's values; its centre is the middle cell. Editing makes it a custom kernel."));
    padding_ = new QComboBox(page);
    padding_->setObjectName("labPadding");
    padding_->addItem(tr("Circular (the image wraps around)"));
    padding_->addItem(tr("Zero padding to 2W x 2H"));
    convolutionView_ = new QComboBox(page);
    convolutionView_->setObjectName("labConvolutionView");
    convolutionView_->addItem(tr("In the frequency domain"));  // ConvolutionView's order
    convolutionView_->addItem(tr("By its definition (spatial)"));
    convolutionView_->addItem(tr("Their difference"));
    form->addRow(tr("Kernel"), kernel_);
    form->addRow(tr("Size"), kernelSize_);
    form->addRow(table_);
    form->addRow(tr("Padding"), padding_);
    form->addRow(tr("Show"), convolutionView_);
    connect(kernel_, &QComboBox::currentIndexChanged, this, [this] {
        const QString name = kernel_->currentData().toString();
        if (name.isEmpty())
            editKernelFromTable(); // "Custom": the table's values as they stand
        else
            edit([name](LabSettings& s) { s.convolution.kernel = namedKernel(name.toStdString()); });
    });
    connect(kernelSize_, &QSpinBox::valueChanged, this, [this](int side) {
        if (showing_)
            return;
        if (side % 2 == 0) { // odd sizes only: step over the even ones
            const QSignalBlocker block(kernelSize_);
            kernelSize_->setValue(side + 1 <= kMaxKernelSide ? side + 1 : side - 1);
            side = kernelSize_->value();
        }
        resizeTable(side);
    });
    connect(table_, &QTableWidget::cellChanged, this, [this] {
        if (!showing_)
            editKernelFromTable();
    });
    connect(padding_, &QComboBox::currentIndexChanged, this,
            [this](int i) { edit([i](LabSettings& s) { s.convolution.zeroPadding = i == 1; }); });
    connect(convolutionView_, &QComboBox::currentIndexChanged, this,
            [this](int i) { edit([i](LabSettings& s) { s.convolution.view = ConvolutionView(i); }); });
    return page;
}

QWidget* LabPanel::samplingPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    factor_ = new QSpinBox(page);
    factor_->setObjectName("labFactor");
    factor_->setRange(kMinSamplingFactor, kMaxSamplingFactor);
    factor_->setToolTip(tr("Keep one pixel in N across and down"));
    antialias_ = new QComboBox(page);
    antialias_->setObjectName("labAntialias");
    // Short choices that fit the narrow box whole (not cut mid-word), the sentence in the tooltip.
    const std::pair<QString, QString> choices[] = {
        {tr("Nothing"), tr("Nothing: frequencies above the new Nyquist fold back")},
        {tr("Ideal low-pass"), tr("An ideal low-pass at the new Nyquist frequency")},
        {tr("The current filter"), tr("The current filter (the Filter panel's result)")}};
    for (AntiAliasing a : {AntiAliasing::None, AntiAliasing::Nyquist, AntiAliasing::CurrentFilter}) {
        const auto& [word, sentence] = choices[int(a)];
        antialias_->addItem(word, int(a));
        antialias_->setItemData(antialias_->count() - 1, sentence, Qt::ToolTipRole);
    }
    antialias_->setToolTip(tr("Anti-aliasing: what is done to the image before one pixel in N is kept (the "
                              "ideal low-pass is passband subsample --antialias's)"));
    // A grating's two peaks and their replicas read at any zoom; a zone plate's samples have a
    // spectrum of fine dots that the pane's picture averages away.
    auto* hint = new QLabel(tr("A grating above the new Nyquist frequency shows aliasing best: File > New Test "
                               "Pattern, a grating of 40 cycles across 256 pixels, kept 1 in 4, shows 24."),
                            page);
    hint->setWordWrap(true);
    form->addRow(tr("Factor"), factor_);
    form->addRow(tr("First"), antialias_);
    form->addRow(hint);
    connect(factor_, &QSpinBox::valueChanged, this, [this](int n) { edit([n](LabSettings& s) { s.sampling.factor = n; }); });
    connect(antialias_, &QComboBox::currentIndexChanged, this, [this] {
        const auto a = static_cast<AntiAliasing>(antialias_->currentData().toInt());
        edit([a](LabSettings& s) { s.sampling.antialias = a; });
    });
    return page;
}

QWidget* LabPanel::basisPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    // Short choices (a radio button does not wrap), the whole sentence in the tooltip.
    binMode_ = new QRadioButton(tr("One bin's basis image"), page);
    binMode_->setObjectName("labBinMode");
    binMode_->setToolTip(tr("The basis image of a bin (click one on the spectrum)"));
    keepMode_ = new QRadioButton(tr("The N strongest coefficients"), page);
    keepMode_->setToolTip(tr("The image from its N strongest coefficients"));
    keepMode_->setObjectName("labKeepMode");
    auto* group = new QButtonGroup(page);
    group->addButton(binMode_);
    group->addButton(keepMode_);
    keepSlider_ = new QSlider(Qt::Horizontal, page);
    keepSlider_->setObjectName("labKeepSlider");
    keepSlider_->setRange(0, kSliderSteps);
    keepSlider_->setValue(kSliderSteps / 2);
    keepSlider_->setToolTip(tr("N, on a logarithmic scale from 1 to every coefficient"));
    keep_ = new QSpinBox(page);
    keep_->setObjectName("labKeep");
    keep_->setRange(1, 1);
    form->addRow(binMode_);
    form->addRow(keepMode_);
    form->addRow(tr("N"), keepSlider_);
    form->addRow(QString(), keep_);
    connect(group, &QButtonGroup::buttonToggled, this, [this](QAbstractButton* button, bool on) {
        if (!on)
            return;
        const std::uint64_t keep = button == keepMode_ ? std::uint64_t(keep_->value()) : 0;
        edit([keep](LabSettings& s) { s.basis.keep = keep; });
    });
    connect(keepSlider_, &QSlider::valueChanged, this, [this](int p) {
        if (showing_)
            return;
        const double total = keep_->maximum();
        const auto n = static_cast<std::uint64_t>(std::max<long long>(1, std::llround(std::pow(total, double(p) / kSliderSteps))));
        edit([n](LabSettings& s) { s.basis.keep = n; });
    });
    connect(keep_, &QSpinBox::valueChanged, this, [this](int n) { edit([n](LabSettings& s) { s.basis.keep = std::uint64_t(n); }); });
    return page;
}

void LabPanel::showSettings(const LabSettings& s)
{
    const bool modeChanged = mode_->currentData().toInt() != int(s.mode);
    showing_ = true;
    const int index = mode_->findData(int(s.mode));
    mode_->setCurrentIndex(index);
    pages_->setCurrentIndex(index);
    secondBox_->setVisible(labModeInfo(s.mode).takesSecond);
    if (modeChanged)
        readout_->clear();

    magnitude_->setValue(percent(s.mix.magnitudeB));
    phase_->setValue(percent(s.mix.phaseB));
    unitMagnitude_->setChecked(s.mix.unitMagnitude);
    zeroPhase_->setChecked(s.mix.zeroPhase);
    magnitude_->setEnabled(!s.mix.unitMagnitude);
    phase_->setEnabled(!s.mix.zeroPhase);
    swap_->setText(s.mix == MixSettings{} ? tr("Swap: |B| with the phase of A") : tr("Swap: |A| with the phase of B"));

    hybridLow_->setValue(s.hybrid.lowpass);
    hybridHigh_->setValue(s.hybrid.highpass);

    const SpatialKernel& k = s.convolution.kernel;
    const int named = kernel_->findData(QString::fromStdString(k.name));
    kernel_->setCurrentIndex(named >= 0 && namedKernel(k.name) == k ? named : kernel_->count() - 1);
    showKernel(k);
    padding_->setCurrentIndex(s.convolution.zeroPadding ? 1 : 0);
    convolutionView_->setCurrentIndex(int(s.convolution.view));

    factor_->setValue(s.sampling.factor);
    antialias_->setCurrentIndex(antialias_->findData(int(s.sampling.antialias)));

    (s.basis.keep > 0 ? keepMode_ : binMode_)->setChecked(true);
    if (s.basis.keep > 0) {
        keep_->setValue(int(std::min<std::uint64_t>(s.basis.keep, std::uint64_t(keep_->maximum()))));
        const double total = keep_->maximum();
        keepSlider_->setValue(total > 1 ? int(std::lround(std::log(double(keep_->value())) / std::log(total) * kSliderSteps)) : 0);
    }
    showing_ = false;
}

bool LabPanel::tableKernel(SpatialKernel& kernel, QString& problem) const
{
    kernel = SpatialKernel{};
    kernel.name = kCustomKernelName;
    kernel.width = table_->columnCount();
    kernel.height = table_->rowCount();
    for (int y = 0; y < kernel.height; ++y)
        for (int x = 0; x < kernel.width; ++x) {
            const QString text = table_->item(y, x) ? table_->item(y, x)->text().trimmed() : QString();
            bool ok = false;
            const double v = text.toDouble(&ok);
            if (!ok) {
                problem = tr("The kernel's cell in row %1, column %2 is not a number.").arg(y + 1).arg(x + 1);
                return false;
            }
            kernel.values.push_back(v);
        }
    if (const std::string p = kernel.validate(); !p.empty()) {
        problem = tr("The kernel cannot be used: %1.").arg(QString::fromStdString(p));
        return false;
    }
    return true;
}

void LabPanel::editKernelFromTable()
{
    SpatialKernel kernel;
    QString problem;
    if (!tableKernel(kernel, problem)) {
        emit refused(problem); // the model keeps the kernel it has, and the result stays
        const QSignalBlocker block(kernel_);
        kernel_->setCurrentIndex(kernel_->count() - 1); // being edited: custom
        return;
    }
    edit([&kernel](LabSettings& s) { s.convolution.kernel = kernel; });
}

void LabPanel::showKernel(const SpatialKernel& kernel)
{
    const QSignalBlocker a(kernelSize_), b(table_);
    kernelSize_->setValue(std::max(kernel.width, kernel.height));
    table_->setRowCount(kernel.height);
    table_->setColumnCount(kernel.width);
    for (int y = 0; y < kernel.height; ++y)
        for (int x = 0; x < kernel.width; ++x) {
            const QString text = QString::number(kernel.at(x, y), 'g', 4);
            if (!table_->item(y, x) || table_->item(y, x)->text() != text)
                table_->setItem(y, x, new QTableWidgetItem(text));
        }
}

void LabPanel::resizeTable(int side)
{
    // Keep the values around the centre; new cells are 0.
    const int oldRows = table_->rowCount(), oldColumns = table_->columnCount();
    std::vector<QString> old(static_cast<std::size_t>(oldRows) * oldColumns);
    for (int y = 0; y < oldRows; ++y)
        for (int x = 0; x < oldColumns; ++x)
            old[static_cast<std::size_t>(y) * oldColumns + x] = table_->item(y, x) ? table_->item(y, x)->text() : QString("0");
    {
        const QSignalBlocker block(table_);
        table_->setRowCount(side);
        table_->setColumnCount(side);
        for (int y = 0; y < side; ++y)
            for (int x = 0; x < side; ++x) {
                const int oy = y - side / 2 + oldRows / 2, ox = x - side / 2 + oldColumns / 2;
                const bool inside = oy >= 0 && ox >= 0 && oy < oldRows && ox < oldColumns;
                table_->setItem(y, x, new QTableWidgetItem(inside ? old[static_cast<std::size_t>(oy) * oldColumns + ox] : QString("0")));
            }
    }
    editKernelFromTable();
}

void LabPanel::setImageSize(int width, int height)
{
    const long long total = static_cast<long long>(width) * height;
    const int top = static_cast<int>(std::min<long long>(total, 2147483647));
    showing_ = true;
    keep_->setRange(1, std::max(1, top));
    // Where no N is asked for, the slider's place says what N would be for this image.
    keep_->setValue(static_cast<int>(std::lround(std::pow(double(keep_->maximum()), double(keepSlider_->value()) / kSliderSteps))));
    showing_ = false;
    showSettings(model_->settings()); // N and its slider within the new range
}

void LabPanel::setSecondImage(const QImage& thumbnail, const QString& name)
{
    secondWhole_ = thumbnail;
    secondUsed_ = {};
    secondText_ = name.isEmpty() ? tr("No second image") : tr("B: %1").arg(name);
    showSecond();
}

void LabPanel::setSecondAsUsed(const QImage& used)
{
    if (used.cacheKey() == secondUsed_.cacheKey())
        return;
    secondUsed_ = used;
    showSecond();
}

void LabPanel::showSecond()
{
    const QImage& picture = secondUsed_.isNull() ? secondWhole_ : secondUsed_;
    secondThumbnail_->setPixmap(picture.isNull() ? QPixmap()
                                                 : QPixmap::fromImage(picture.scaled(kSecondPreview - QSize(4, 4), Qt::KeepAspectRatio,
                                                                                     Qt::SmoothTransformation)));
    secondName_->setText(secondUsed_.isNull() || secondWhole_.isNull() ? secondText_
                                                                      : tr("%1, shown as this mode uses it").arg(secondText_));
}

void LabPanel::setReadout(const QString& text) { readout_->setText(text); }

QString LabPanel::readout() const { return readout_->text(); }

} // namespace passband
