#include "lab_panel.h"

#include "compact_fields.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
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

#include <cmath>

namespace passband {

namespace {

// The kernels offered by name (README "Lab"), as namedKernel() spells them.
const char* const kKernels[] = {"box:3",    "box:5",    "gaussian:1", "gaussian:2", "sobel-x",
                                "sobel-y",  "laplacian", "motion:9",  "motion:9,45"};
constexpr int kSliderSteps = 1000; // the "keep N" slider: N = total^(p / kSliderSteps)
const QSize kSecondPreview(160, 120); // B's picture in the dock

QSlider* percentSlider(QWidget* parent, int value)
{
    auto* s = new QSlider(Qt::Horizontal, parent);
    s->setRange(0, 100);
    s->setValue(value);
    s->setPageStep(10);
    return s;
}

QDoubleSpinBox* radiusSpin(QWidget* parent, double value)
{
    auto* s = new QDoubleSpinBox(parent);
    s->setRange(0.5, 4096);
    s->setDecimals(1);
    s->setSingleStep(1);
    s->setSuffix(QObject::tr(" px"));
    s->setValue(value);
    return s;
}

} // namespace

LabPanel::LabPanel(QWidget* parent)
    : QWidget(parent),
      mode_(new QComboBox(this)),
      pages_(new QStackedWidget(this)),
      secondBox_(new QWidget(this)),
      secondThumbnail_(new QLabel(secondBox_)),
      secondName_(new QLabel(tr("No second image"), secondBox_)),
      openSecond_(new QPushButton(tr("Open B..."), secondBox_)),
      readout_(new QLabel(this))
{
    mode_->setObjectName("labMode");
    mode_->addItem(tr("Off: the filter"), int(LabMode::Off));
    mode_->addItem(tr("Magnitude and phase of two images"), int(LabMode::Mix));
    mode_->addItem(tr("Hybrid image of two images"), int(LabMode::Hybrid));
    mode_->addItem(tr("Convolution theorem and padding"), int(LabMode::Convolution));
    mode_->addItem(tr("Sampling and aliasing"), int(LabMode::Sampling));
    mode_->addItem(tr("Basis images and building an image"), int(LabMode::Basis));
    mode_->setToolTip(tr("What the middle and right panes show; Off returns to the filter"));

    // Large enough to tell what B is, in its own proportions.
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

    auto* off = new QLabel(tr("The panes show the filter. Choose a mode to turn the middle and right panes "
                              "into a Fourier lab demonstration."),
                           this);
    off->setWordWrap(true);
    pages_->addWidget(off);
    pages_->addWidget(mixPage());
    pages_->addWidget(hybridPage());
    pages_->addWidget(convolutionPage());
    pages_->addWidget(samplingPage());
    pages_->addWidget(basisPage());

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

    connect(mode_, &QComboBox::currentIndexChanged, this, [this](int index) {
        pages_->setCurrentIndex(index);
        const LabMode m = mode();
        secondBox_->setVisible(labModeInfo(m).takesSecond);
        readout_->clear();
        emit changed();
    });
    connect(openSecond_, &QPushButton::clicked, this, &LabPanel::openSecondRequested);
    secondBox_->setVisible(false);
}

QWidget* LabPanel::mixPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    magnitude_ = percentSlider(page, 0);
    magnitude_->setObjectName("labMagnitude");
    magnitude_->setToolTip(tr("|F| = (1 - w)|F_A| + w|F_B|: left is A's magnitude, right B's"));
    phase_ = percentSlider(page, 100);
    phase_->setObjectName("labPhase");
    phase_->setToolTip(tr("The phase of (1 - w) F_A/|F_A| + w F_B/|F_B|: left is A's phase, right B's"));
    unitMagnitude_ = new QCheckBox(tr("|F| = 1 (phase only)"), page);
    zeroPhase_ = new QCheckBox(tr("Phase 0 (magnitude only)"), page);
    swap_ = new QPushButton(tr("Swap: |A| with the phase of B"), page);
    swap_->setToolTip(tr("A's magnitude with B's phase, then B's magnitude with A's phase"));
    form->addRow(tr("Magnitude A - B"), magnitude_);
    form->addRow(QString(), unitMagnitude_);
    form->addRow(tr("Phase A - B"), phase_);
    form->addRow(QString(), zeroPhase_);
    form->addRow(swap_);
    for (QSlider* s : {magnitude_, phase_})
        connect(s, &QSlider::valueChanged, this, &LabPanel::changed);
    for (QCheckBox* c : {unitMagnitude_, zeroPhase_})
        connect(c, &QCheckBox::toggled, this, &LabPanel::changed);
    connect(unitMagnitude_, &QCheckBox::toggled, magnitude_, &QWidget::setDisabled);
    connect(zeroPhase_, &QCheckBox::toggled, phase_, &QWidget::setDisabled);
    connect(swap_, &QPushButton::clicked, this, [this] {
        // |A| with B's phase first; pressed again, the other way round.
        const bool aWithB = !(magnitude_->value() == 0 && phase_->value() == 100 && !unitMagnitude_->isChecked() &&
                              !zeroPhase_->isChecked());
        const QSignalBlocker m(magnitude_), p(phase_), u(unitMagnitude_), z(zeroPhase_);
        unitMagnitude_->setChecked(false);
        zeroPhase_->setChecked(false);
        magnitude_->setEnabled(true);
        phase_->setEnabled(true);
        magnitude_->setValue(aWithB ? 0 : 100);
        phase_->setValue(aWithB ? 100 : 0);
        swap_->setText(aWithB ? tr("Swap: |B| with the phase of A") : tr("Swap: |A| with the phase of B"));
        emit changed();
    });
    return page;
}

QWidget* LabPanel::hybridPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    hybridLow_ = radiusSpin(page, HybridSettings{}.lowpass);
    hybridLow_->setObjectName("labHybridLow");
    hybridLow_->setToolTip(tr("A through a Gaussian low-pass of this radius: what reads from afar"));
    hybridHigh_ = radiusSpin(page, HybridSettings{}.highpass);
    hybridHigh_->setObjectName("labHybridHigh");
    hybridHigh_->setToolTip(tr("B through a Gaussian high-pass of this radius: what reads up close"));
    form->addRow(tr("A low-pass"), hybridLow_);
    form->addRow(tr("B high-pass"), hybridHigh_);
    for (QDoubleSpinBox* s : {hybridLow_, hybridHigh_})
        connect(s, &QDoubleSpinBox::valueChanged, this, &LabPanel::changed);
    return page;
}

QWidget* LabPanel::convolutionPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    kernel_ = new QComboBox(page);
    kernel_->setObjectName("labKernel");
    for (const char* name : kKernels)
        kernel_->addItem(QString::fromLatin1(name), QString::fromLatin1(name));
    kernel_->addItem(tr("Custom (edit the table)"), QString());
    kernel_->setCurrentIndex(1);
    kernelSize_ = new QSpinBox(page);
    kernelSize_->setRange(1, kMaxKernelSide);
    kernelSize_->setSingleStep(2);
    kernelSize_->setValue(5);
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
    convolutionView_->addItem(tr("In the frequency domain"));
    convolutionView_->addItem(tr("By its definition (spatial)"));
    convolutionView_->addItem(tr("Their difference"));
    form->addRow(tr("Kernel"), kernel_);
    form->addRow(tr("Size"), kernelSize_);
    form->addRow(table_);
    form->addRow(tr("Padding"), padding_);
    form->addRow(tr("Show"), convolutionView_);
    showKernel(namedKernel("box:5"));
    connect(kernel_, &QComboBox::currentIndexChanged, this, [this] {
        const QString name = kernel_->currentData().toString();
        if (!name.isEmpty())
            showKernel(namedKernel(name.toStdString()));
        emit changed();
    });
    connect(kernelSize_, &QSpinBox::valueChanged, this, [this](int side) {
        if (side % 2 == 0) { // odd sizes only: step over the even ones
            const QSignalBlocker block(kernelSize_);
            kernelSize_->setValue(side + 1 <= kMaxKernelSide ? side + 1 : side - 1);
            side = kernelSize_->value();
        }
        resizeTable(side);
    });
    connect(table_, &QTableWidget::cellChanged, this, [this] {
        if (filling_)
            return;
        const QSignalBlocker block(kernel_);
        kernel_->setCurrentIndex(kernel_->count() - 1); // custom
        emit changed();
    });
    for (QComboBox* c : {padding_, convolutionView_})
        connect(c, &QComboBox::currentIndexChanged, this, &LabPanel::changed);
    return page;
}

QWidget* LabPanel::samplingPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    factor_ = new QSpinBox(page);
    factor_->setObjectName("labFactor");
    factor_->setRange(2, 16);
    factor_->setToolTip(tr("Keep one pixel in N across and down"));
    antialias_ = new QComboBox(page);
    antialias_->setObjectName("labAntialias");
    antialias_->addItem(tr("Nothing: frequencies above the new Nyquist fold back"), int(AntiAliasing::None));
    antialias_->addItem(tr("An ideal low-pass at the new Nyquist frequency"), int(AntiAliasing::Nyquist));
    antialias_->addItem(tr("The current filter (the Filter panel's result)"), int(AntiAliasing::CurrentFilter));
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
    connect(factor_, &QSpinBox::valueChanged, this, &LabPanel::changed);
    connect(antialias_, &QComboBox::currentIndexChanged, this, &LabPanel::changed);
    return page;
}

QWidget* LabPanel::basisPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    // Short choices (a radio button does not wrap), the whole sentence in the tooltip.
    binMode_ = new QRadioButton(tr("One bin's basis image"), page);
    binMode_->setToolTip(tr("The basis image of a bin (click one on the spectrum)"));
    keepMode_ = new QRadioButton(tr("The N strongest coefficients"), page);
    keepMode_->setToolTip(tr("The image from its N strongest coefficients"));
    keepMode_->setObjectName("labKeepMode");
    binMode_->setChecked(true);
    auto* group = new QButtonGroup(page);
    group->addButton(binMode_);
    group->addButton(keepMode_);
    keepSlider_ = new QSlider(Qt::Horizontal, page);
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
    connect(group, &QButtonGroup::buttonToggled, this, [this](QAbstractButton*, bool on) {
        if (on)
            emit changed();
    });
    connect(keepSlider_, &QSlider::valueChanged, this, [this](int p) {
        const double total = keep_->maximum();
        const QSignalBlocker block(keep_);
        keep_->setValue(static_cast<int>(std::lround(std::pow(total, double(p) / kSliderSteps))));
        keepMode_->setChecked(true);
        emit changed();
    });
    connect(keep_, &QSpinBox::valueChanged, this, [this](int n) {
        const double total = keep_->maximum();
        const QSignalBlocker block(keepSlider_);
        keepSlider_->setValue(total > 1 ? static_cast<int>(std::lround(std::log(double(n)) / std::log(total) * kSliderSteps)) : 0);
        keepMode_->setChecked(true);
        emit changed();
    });
    return page;
}

void LabPanel::showKernel(const SpatialKernel& kernel)
{
    filling_ = true;
    {
        const QSignalBlocker block(kernelSize_);
        kernelSize_->setValue(std::max(kernel.width, kernel.height));
    }
    table_->setRowCount(kernel.height);
    table_->setColumnCount(kernel.width);
    for (int y = 0; y < kernel.height; ++y)
        for (int x = 0; x < kernel.width; ++x)
            table_->setItem(y, x, new QTableWidgetItem(QString::number(kernel.at(x, y), 'g', 4)));
    filling_ = false;
}

void LabPanel::resizeTable(int side)
{
    // Keep the values around the centre; new cells are 0.
    const int oldRows = table_->rowCount(), oldColumns = table_->columnCount();
    std::vector<QString> old(static_cast<std::size_t>(oldRows) * oldColumns);
    for (int y = 0; y < oldRows; ++y)
        for (int x = 0; x < oldColumns; ++x)
            old[static_cast<std::size_t>(y) * oldColumns + x] = table_->item(y, x) ? table_->item(y, x)->text() : QString("0");
    filling_ = true;
    table_->setRowCount(side);
    table_->setColumnCount(side);
    for (int y = 0; y < side; ++y)
        for (int x = 0; x < side; ++x) {
            const int oy = y - side / 2 + oldRows / 2, ox = x - side / 2 + oldColumns / 2;
            const bool inside = oy >= 0 && ox >= 0 && oy < oldRows && ox < oldColumns;
            table_->setItem(y, x, new QTableWidgetItem(inside ? old[static_cast<std::size_t>(oy) * oldColumns + ox] : QString("0")));
        }
    filling_ = false;
    const QSignalBlocker block(kernel_);
    kernel_->setCurrentIndex(kernel_->count() - 1);
    emit changed();
}

LabMode LabPanel::mode() const { return static_cast<LabMode>(mode_->currentData().toInt()); }

void LabPanel::setMode(LabMode mode) { mode_->setCurrentIndex(mode_->findData(int(mode))); }

LabRequest LabPanel::request(QString* problem) const
{
    LabRequest r;
    r.mode = mode();
    r.mix.magnitudeB = magnitude_->value() / 100.0;
    r.mix.phaseB = phase_->value() / 100.0;
    r.mix.unitMagnitude = unitMagnitude_->isChecked();
    r.mix.zeroPhase = zeroPhase_->isChecked();
    r.hybrid.lowpass = hybridLow_->value();
    r.hybrid.highpass = hybridHigh_->value();
    const QString name = kernel_->currentData().toString();
    if (r.mode != LabMode::Convolution) {
        // the default kernel: a custom one is read (and its problems told) only where used
    } else if (!name.isEmpty()) {
        r.kernel = namedKernel(name.toStdString());
    } else {
        r.kernel = SpatialKernel{};
        r.kernel.name = "custom";
        r.kernel.width = table_->columnCount();
        r.kernel.height = table_->rowCount();
        for (int y = 0; y < r.kernel.height; ++y)
            for (int x = 0; x < r.kernel.width; ++x) {
                const QString text = table_->item(y, x) ? table_->item(y, x)->text().trimmed() : QString();
                bool ok = false;
                const double v = text.toDouble(&ok);
                if (!ok && problem && problem->isEmpty())
                    *problem = tr("The kernel's cell in row %1, column %2 is not a number.").arg(y + 1).arg(x + 1);
                r.kernel.values.push_back(ok ? v : 0.0);
            }
        if (const std::string p = r.kernel.validate(); !p.empty() && problem && problem->isEmpty())
            *problem = tr("The kernel cannot be used: %1.").arg(QString::fromStdString(p));
    }
    r.zeroPadding = padding_->currentIndex() == 1;
    r.convolutionView = static_cast<ConvolutionView>(convolutionView_->currentIndex());
    r.factor = factor_->value();
    r.antialias = static_cast<AntiAliasing>(antialias_->currentData().toInt());
    r.keep = keepMode_->isChecked() ? static_cast<std::uint64_t>(keep_->value()) : 0;
    r.binU = binU_;
    r.binV = binV_;
    return r;
}

void LabPanel::setImageSize(int width, int height)
{
    const long long total = static_cast<long long>(width) * height;
    const int top = static_cast<int>(std::min<long long>(total, 2147483647));
    const QSignalBlocker a(keep_), b(keepSlider_);
    keep_->setRange(1, std::max(1, top));
    keep_->setValue(static_cast<int>(std::lround(std::pow(double(top), double(keepSlider_->value()) / kSliderSteps))));
}

void LabPanel::setSecondImage(const QImage& thumbnail, const QString& name)
{
    secondThumbnail_->setPixmap(
        QPixmap::fromImage(thumbnail.scaled(kSecondPreview - QSize(4, 4), Qt::KeepAspectRatio, Qt::SmoothTransformation)));
    secondName_->setText(tr("B: %1").arg(name));
}

void LabPanel::setReadout(const QString& text) { readout_->setText(text); }

QString LabPanel::readout() const { return readout_->text(); }

void LabPanel::setBin(int u, int v)
{
    binU_ = u;
    binV_ = v;
    const QSignalBlocker block(binMode_);
    binMode_->setChecked(true);
    emit changed();
}

} // namespace passband
