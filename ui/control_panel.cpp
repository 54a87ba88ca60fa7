#include "control_panel.h"

#include "compact_fields.h"
#include "descriptions.h"
#include "filter_model.h"
#include "cutoff_style.h"
#include "radius_control.h"
#include "mask_controls.h"
#include "shaping_controls.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QIcon>
#include <QPixmap>
#include <QStringList>
#include <QTimer>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace passband {

namespace {

constexpr int kTukeyIndex = 4; // of the edges combo box; the Hann item is a Tukey taper of 1

// A check box, with a swatch of its cutoff's colour, over its radius control.
void radiusRow(QGridLayout* grid, int row, QCheckBox* check, RadiusControl* radius, const QColor& colour)
{
    QPixmap swatch(12, 12);
    swatch.fill(colour);
    check->setIcon(QIcon(swatch));
    // The slider's filled groove in the cutoff's colour too, whatever the theme (the
    // presentation's dark palette highlights in orange, the low-pass's colour).
    QPalette palette = radius->slider()->palette();
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive})
        palette.setColor(group, QPalette::Highlight, colour);
    // Off, its slider greyed in the same hue (not the theme's disabled highlight, orange in
    // the presentation's palette).
    palette.setColor(QPalette::Disabled, QPalette::Highlight, QColor::fromHsv(colour.hsvHue(), 60, 150));
    radius->slider()->setPalette(palette);
    grid->addWidget(check, row, 0);
    grid->addWidget(radius, row + 1, 0);
}

} // namespace

ControlPanel::ControlPanel(FilterModel* model, QWidget* parent)
    : QWidget(parent),
      model_(model),
      hpCheck_(new QCheckBox(tr("&High-pass radius"), this)),
      hpRadius_(new RadiusControl(this)),
      lpCheck_(new QCheckBox(tr("&Low-pass radius"), this)),
      lpRadius_(new RadiusControl(this)),
      shape_(new QComboBox(this)),
      order_(new QSpinBox(this)),
      orderLabel_(new QLabel(tr("&Order:"), this)),
      mapping_(new QComboBox(this)),
      edges_(new QComboBox(this)),
      taper_(new QDoubleSpinBox(this)),
      taperLabel_(new QLabel(tr("&Taper:"), this)),
      removed_(new QCheckBox(tr("Show what the filter re&moved"), this)),
      shaping_(new ShapingControls(this)),
      masks_(new MaskControls(this)),
      notchList_(new QListWidget(this)),
      notchRadius_(new QDoubleSpinBox(this)),
      notchShape_(new QComboBox(this)),
      removeNotch_(new QPushButton(tr("Remove"), this)),
      clearNotches_(new QPushButton(tr("Clear"), this)),
      notchU_(new QDoubleSpinBox(this)),
      notchV_(new QDoubleSpinBox(this)),
      addNotch_(new QPushButton(tr("Add"), this)),
      reset_(new QPushButton(tr("&Reset"), this)),
      hint_(new QLabel(this)),
      readout_(new QLabel(this)),
      readoutTimer_(new QTimer(this))
{
    hpCheck_->setToolTip(tr("Pass frequencies at or beyond this radius: edges and fine detail"));
    lpCheck_->setToolTip(tr("Pass frequencies below this radius: smooth shapes"));
    hpRadius_->slider()->setObjectName("highpassSlider");
    lpRadius_->slider()->setObjectName("lowpassSlider");
    // Each control its own name for screen readers (the group box's title is shared).
    hpRadius_->slider()->setAccessibleName(tr("High-pass radius"));
    hpRadius_->spin()->setAccessibleName(tr("High-pass radius in spectrum pixels"));
    lpRadius_->slider()->setAccessibleName(tr("Low-pass radius"));
    lpRadius_->spin()->setAccessibleName(tr("Low-pass radius in spectrum pixels"));
    for (RadiusControl* r : {hpRadius_, lpRadius_})
        r->slider()->setToolTip(tr("A logarithmic scale: fine steps at the small radii where most of an image's "
                                   "energy lies; the box beside it takes exact values"));
    notchList_->setAccessibleName(tr("Notch pairs"));
    notchRadius_->setAccessibleName(tr("Notch radius"));
    notchShape_->setAccessibleName(tr("Notch shape"));

    auto* radii = new QGroupBox(tr("Radius (spectrum pixels from the centre)"), this);
    auto* grid = new QGridLayout(radii);
    radiusRow(grid, 0, hpCheck_, hpRadius_, style::highpass());
    radiusRow(grid, 2, lpCheck_, lpRadius_, style::lowpass());
    grid->setColumnStretch(0, 1);

    shape_->addItem(tr("Ideal"), int(FilterShape::Ideal));
    shape_->addItem(tr("Gaussian"), int(FilterShape::Gaussian));
    shape_->addItem(tr("Butterworth"), int(FilterShape::Butterworth));
    shape_->setToolTip(tr("Ideal cuts sharply and rings; Gaussian and Butterworth roll off smoothly"));
    order_->setRange(1, kMaxButterworthOrder);
    order_->setToolTip(tr("Butterworth order: higher is sharper"));
    orderLabel_->setBuddy(order_);
    mapping_->addItem(tr("Auto"), int(OutputMapping::Auto));
    mapping_->addItem(tr("Clamp"), int(OutputMapping::Clamp));
    mapping_->addItem(tr("Normalize"), int(OutputMapping::Normalize));
    mapping_->addItem(tr("Magnitude"), int(OutputMapping::Magnitude));
    mapping_->addItem(tr("None (real values)"), int(OutputMapping::None));
    mapping_->setToolTip(tr("How the filtered values become pixels: auto is magnitude with a high-pass, "
                            "else clamp; none keeps the real values, negatives included (float data only; "
                            "export them as TIFF, FITS or PFM)"));
    setRealValuesAvailable(false);

    auto* shapeBox = new QGroupBox(tr("Shape and output"), this);
    auto* form = new QFormLayout(shapeBox);
    auto* shapeLabel = new QLabel(tr("&Shape:"), this);
    shapeLabel->setBuddy(shape_);
    form->addRow(shapeLabel, shape_);
    form->addRow(orderLabel_, order_);
    auto* mappingLabel = new QLabel(tr("&Output:"), this);
    mappingLabel->setBuddy(mapping_);
    form->addRow(mappingLabel, mapping_);

    // Edge handling: what the FFT sees at the borders; the spectrum pane follows.
    edges_->setObjectName("edgesCombo");
    edges_->addItem(tr("None (periodic)"), int(EdgeHandling::Periodic));
    edges_->addItem(tr("Periodic + smooth"), int(EdgeHandling::Smooth));
    edges_->addItem(tr("Mirror"), int(EdgeHandling::Mirror));
    edges_->addItem(tr("Hann window"), int(EdgeHandling::Window));
    edges_->addItem(tr("Tukey window"), int(EdgeHandling::Window));
    edges_->setToolTip(tr("The DFT wraps the image around, so borders that differ make a bright cross through "
                          "the spectrum's centre. Periodic + smooth (Moisan) filters the part of the image whose "
                          "borders join up and adds the smooth rest back; mirror filters the image with its "
                          "mirror images; a window fades the borders to the mean"));
    taper_->setRange(0.05, 1.0);
    taper_->setSingleStep(0.05);
    taper_->setDecimals(2);
    taper_->setValue(0.5);
    taper_->setToolTip(tr("The share of each side the Tukey window fades (1 is the Hann window)"));
    taperLabel_->setBuddy(taper_);
    auto* edgesLabel = new QLabel(tr("&Edges:"), this);
    edgesLabel->setBuddy(edges_);
    form->addRow(edgesLabel, edges_);
    form->addRow(taperLabel_, taper_);
    removed_->setObjectName("removedCheck");
    removed_->setToolTip(tr("Show the input minus the result in the result pane: what the filter took out"));

    hint_->setWordWrap(true);
    hint_->setForegroundRole(QPalette::PlaceholderText);

    auto* readouts = new QGroupBox(tr("Readouts"), this);
    auto* readoutLayout = new QVBoxLayout(readouts);
    readout_->setObjectName("readout");
    readout_->setWordWrap(true);
    readout_->setTextFormat(Qt::RichText);
    // The text changes with every slider step; a fixed-width policy keeps that from
    // re-laying out the whole window each time.
    readout_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    // While a slider moves, the text follows at most every 40 ms: relaying out a wrapped
    // label on every step slowed the UI thread enough to let 3x more computations through.
    readoutTimer_->setSingleShot(true);
    readoutTimer_->setInterval(40);
    connect(readoutTimer_, &QTimer::timeout, this, &ControlPanel::updateReadout);
    readout_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    readout_->setToolTip(tr("Energy kept: the share of the spectrum's power the filter passes. PSNR and mean "
                            "absolute difference: the result against the original, in output levels. "
                            "Each cutoff radius also in cycles per pixel, as a fraction of Nyquist "
                            "(0.5 cycles per pixel) and as the period it corresponds to"));
    readoutLayout->addWidget(readout_);

    // Notches: added by double-clicking a peak in the spectrum, dragged there, edited here.
    auto* notchBox = new QGroupBox(tr("Notches (double-click a peak in the spectrum)"), this);
    auto* notchLayout = new QGridLayout(notchBox);
    notchList_->setObjectName("notchList");
    notchList_->setMaximumHeight(90);
    notchList_->setToolTip(tr("Each notch stops a small disc of frequencies and its mirror image through the "
                              "centre: periodic noise shows as such a pair of bright peaks. Drag a notch in the "
                              "spectrum to move it; right-click it or press Delete here to remove it"));
    notchRadius_->setRange(0.5, 500);
    notchRadius_->setDecimals(1);
    notchRadius_->setValue(3);
    notchRadius_->setSuffix(" px");
    notchShape_->addItem(tr("Gaussian"), int(FilterShape::Gaussian));
    notchShape_->addItem(tr("Ideal"), int(FilterShape::Ideal));
    notchShape_->addItem(tr("Butterworth"), int(FilterShape::Butterworth));
    // The centre typed: U cycles across, V down (the mirror is at -U, -V), as `--notch U,V`.
    for (QDoubleSpinBox* box : {notchU_, notchV_}) {
        box->setDecimals(1);
        box->setRange(-256, 256);
        box->setKeyboardTracking(false); // one change when the number is typed, not a digit at a time
    }
    notchU_->setObjectName("notchU");
    notchV_->setObjectName("notchV");
    notchU_->setToolTip(tr("The selected notch's centre, cycles across (its mirror is at -U, -V); Add puts a new pair here"));
    notchV_->setToolTip(tr("The selected notch's centre, cycles down (its mirror is at -U, -V); Add puts a new pair here"));
    addNotch_->setObjectName("addNotch");
    addNotch_->setToolTip(tr("Add a notch pair at U, V and its mirror, with the radius and shape shown"));
    notchLayout->addWidget(notchList_, 0, 0, 1, 4);
    auto* notchULabel = new QLabel(tr("&U:"), this);
    notchULabel->setBuddy(notchU_);
    auto* notchVLabel = new QLabel(tr("&V:"), this);
    notchVLabel->setBuddy(notchV_);
    notchLayout->addWidget(notchULabel, 1, 0);
    notchLayout->addWidget(notchU_, 1, 1);
    notchLayout->addWidget(notchVLabel, 1, 2, Qt::AlignRight);
    notchLayout->addWidget(notchV_, 1, 3);
    auto* notchRadiusLabel = new QLabel(tr("Rad&ius:"), this);
    notchRadiusLabel->setBuddy(notchRadius_);
    notchLayout->addWidget(notchRadiusLabel, 2, 0);
    notchLayout->addWidget(notchRadius_, 2, 1);
    notchLayout->addWidget(notchShape_, 2, 2, 1, 2);
    notchLayout->addWidget(addNotch_, 3, 1);
    notchLayout->addWidget(removeNotch_, 3, 2);
    notchLayout->addWidget(clearNotches_, 3, 3);
    removeNotch_->setShortcut(QKeySequence::Delete);
    for (QComboBox* combo : {shape_, mapping_, edges_})
        setCompactWidth(combo, 12);
    setCompactWidth(notchShape_, 8);
    setCompactWidth(notchRadius_, 5);
    setCompactWidth(notchU_, 5);
    setCompactWidth(notchV_, 5);
    setCompactWidth(taper_, 4);
    setCompactWidth(order_, 3);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(radii);
    layout->addWidget(shapeBox);
    layout->addWidget(shaping_);
    layout->addWidget(masks_);
    layout->addWidget(notchBox);
    layout->addWidget(removed_);
    layout->addWidget(reset_);
    layout->addWidget(readouts);
    layout->addWidget(hint_);
    layout->addStretch(1);

    // Before the change is announced, so that it is one change.
    connect(lpCheck_, &QCheckBox::toggled, this, [this](bool on) {
        if (on && !quiet_)
            startLowpassWhereItPasses();
    });
    for (QCheckBox* check : {hpCheck_, lpCheck_})
        connect(check, &QCheckBox::toggled, this, [this] { changed(); });
    for (RadiusControl* r : {hpRadius_, lpRadius_})
        connect(r, &RadiusControl::radiusChanged, this, [this](double, bool sliding) { changed(!sliding); });
    for (QComboBox* combo : {shape_, mapping_, edges_})
        connect(combo, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] { changed(); });
    connect(order_, qOverload<int>(&QSpinBox::valueChanged), this, [this] { changed(); });
    connect(taper_, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this] { changed(); });
    connect(reset_, &QPushButton::clicked, this, &ControlPanel::reset);
    connect(shaping_, &ShapingControls::changed, this, [this] { changed(); });
    connect(masks_, &MaskControls::clearRequested, this, [this] {
        if (mask_)
            emit maskEdited(nullptr, tr("Clear Mask"));
    });
    connect(masks_, &MaskControls::invertRequested, this, [this] {
        auto inverted = std::make_shared<SpectrumMask>(mask_ ? *mask_ : passingMask(width_, height_));
        for (float& g : inverted->gains)
            g = 1.0f - g;
        emit maskEdited(std::move(inverted), tr("Invert Mask"));
    });
    connect(notchList_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0 || row >= static_cast<int>(notches_.size()))
            return;
        const QSignalBlocker a(notchRadius_), b(notchShape_), u(notchU_), v(notchV_); // showing, not editing
        notchRadius_->setValue(notches_[row].radius);
        notchU_->setValue(notches_[row].u);
        notchV_->setValue(notches_[row].v);
        notchShape_->setCurrentIndex(notchShape_->findData(int(notches_[row].shape)));
        updateEnabled();
    });
    connect(notchRadius_, qOverload<double>(&QDoubleSpinBox::valueChanged), this, &ControlPanel::editSelectedNotch);
    connect(notchShape_, qOverload<int>(&QComboBox::currentIndexChanged), this, &ControlPanel::editSelectedNotch);
    for (QDoubleSpinBox* box : {notchU_, notchV_})
        connect(box, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this] {
            editSelectedNotch();
            updateEnabled();
        });
    connect(addNotch_, &QPushButton::clicked, this, [this] {
        if (notchU_->value() == 0 && notchV_->value() == 0)
            return; // DC: the image's mean, not noise
        if (static_cast<int>(notches_.size()) >= kMaxNotches)
            return; // (the button is off then)
        std::vector<Notch> after = notches_;
        after.push_back(newNotch(notchU_->value(), notchV_->value()));
        notchList_->setCurrentRow(-1); // the new one is selected when it is shown
        emit notchesEdited(after, tr("Add Notch"));
    });
    connect(removeNotch_, &QPushButton::clicked, this, [this] {
        const int row = selectedNotch();
        if (row < 0)
            return;
        std::vector<Notch> after = notches_;
        after.erase(after.begin() + row);
        emit notchesEdited(after, tr("Remove Notch"));
    });
    connect(clearNotches_, &QPushButton::clicked, this, [this] {
        if (!notches_.empty())
            emit notchesEdited({}, tr("Clear Notches"));
    });

    // The model's settings as these controls hold them; shown whenever they change but for
    // this panel's own edits, which its controls already show.
    model_->setNormaliser([this](const FilterSettings& s) { return representable(s); });
    connect(model_, &FilterModel::changed, this, [this](const FilterSettings& s) {
        if (!editing_)
            show(s);
    });
    setImageSize(width_, height_);
    model_->restore(defaults());
}

QSlider* ControlPanel::highpassSlider() const { return hpRadius_->slider(); }
QSlider* ControlPanel::lowpassSlider() const { return lpRadius_->slider(); }
QDoubleSpinBox* ControlPanel::highpassSpin() const { return hpRadius_->spin(); }
QDoubleSpinBox* ControlPanel::lowpassSpin() const { return lpRadius_->spin(); }

int ControlPanel::maxRadius() const
{
    return static_cast<int>(std::ceil(std::hypot(width_ / 2, height_ / 2)));
}

void ControlPanel::setRealValuesAvailable(bool available)
{
    realValues_ = available;
    if (auto* items = qobject_cast<QStandardItemModel*>(mapping_->model()))
        if (QStandardItem* item = items->item(mapping_->findData(int(OutputMapping::None))))
            item->setEnabled(available);
    if (!available && model_->settings().mapping == OutputMapping::None)
        model_->edit(model_->settings()); // Auto takes its place: a change of its own
}

double ControlPanel::highpassPosition() const { return hpRadius_->radius(); }
double ControlPanel::lowpassPosition() const { return lpRadius_->radius(); }

void ControlPanel::setImageSize(int width, int height)
{
    width_ = std::max(1, width);
    height_ = std::max(1, height);
    const int top = std::max(1, maxRadius());
    const bool wasQuiet = quiet_;
    quiet_ = true; // clamping a value to the new range is not a user change on its own
    for (RadiusControl* r : {hpRadius_, lpRadius_})
        r->setMaximum(top);
    {
        const QSignalBlocker u(notchU_), v(notchV_); // a range, not an edit
        notchU_->setRange(-width_ / 2, width_ / 2);
        notchV_->setRange(-height_ / 2, height_ / 2);
    }
    hint_->setText(tr("Radii 0 to %1 px, the spectrum's corner, on logarithmic sliders; the boxes take exact "
                      "values. Drag the circles in the spectrum too.").arg(top));
    quiet_ = wasQuiet;
    const FilterSettings held = representable(model_->settings());
    if (held != model_->settings())
        model_->restore(held); // radii beyond the new corner, a mask of the old size: no step
    updateReadout();
}

FilterSettings ControlPanel::defaults() const
{
    FilterSettings s;
    s.highpass = std::max(1, std::min(width_, height_) / 8);
    return s;
}

FilterSettings ControlPanel::representable(const FilterSettings& settings) const
{
    FilterSettings s = settings;
    if (s.highpass)
        s.highpass = heldBy(hpRadius_->spin(), *s.highpass);
    if (s.lowpass)
        s.lowpass = heldBy(lpRadius_->spin(), *s.lowpass);
    s.order = std::clamp(s.order, order_->minimum(), order_->maximum());
    if (s.mapping == OutputMapping::None && !realValues_)
        s.mapping = OutputMapping::Auto;
    // A Tukey taper in its box (which may round it to 1: the Hann window); any other mode
    // holds the default.
    s.edges.taper = s.edges.mode == EdgeHandling::Window && s.edges.taper < 1.0 ? heldBy(taper_, s.edges.taper)
                                                                                 : EdgeSettings{}.taper;
    // A mask is made for one image size: one for another (an undo step from before an image
    // of another size was opened, a preset made for one) is left out.
    if (s.mask && (s.mask->width != width_ || s.mask->height != height_))
        s.mask = nullptr;
    shaping_->representable(s);
    return s;
}

FilterSettings ControlPanel::fromControls() const
{
    FilterSettings s;
    if (hpCheck_->isChecked())
        s.highpass = hpRadius_->radius();
    if (lpCheck_->isChecked())
        s.lowpass = lpRadius_->radius();
    s.shape = static_cast<FilterShape>(shape_->currentData().toInt());
    s.order = order_->value();
    s.mapping = static_cast<OutputMapping>(mapping_->currentData().toInt());
    s.edges.mode = static_cast<EdgeHandling>(edges_->currentData().toInt());
    if (edges_->currentIndex() == kTukeyIndex)
        s.edges.taper = taper_->value();
    s.notches = notches_;
    shaping_->apply(s);
    s.mask = mask_;
    return s;
}


void ControlPanel::showNotches()
{
    const QSignalBlocker quiet(notchList_);
    notchList_->clear();
    for (const Notch& n : notches_)
        notchList_->addItem(tr("(%1, %2) and (%3, %4), radius %5, %6")
                                .arg(n.u).arg(n.v).arg(-n.u).arg(-n.v)
                                .arg(n.radius)
                                .arg(notchShape_->itemText(notchShape_->findData(int(n.shape)))));
}

Notch ControlPanel::newNotch(double u, double v) const
{
    Notch n;
    n.u = u;
    n.v = v;
    n.radius = notchRadius_->value();
    n.shape = static_cast<FilterShape>(notchShape_->currentData().toInt());
    return n;
}

int ControlPanel::selectedNotch() const
{
    const int row = notchList_->currentRow();
    return row >= 0 && row < static_cast<int>(notches_.size()) ? row : -1;
}

void ControlPanel::editSelectedNotch()
{
    const int row = selectedNotch();
    if (row < 0)
        return;
    std::vector<Notch> after = notches_;
    after[row].radius = notchRadius_->value();
    if (notchU_->value() == 0 && notchV_->value() == 0)
        return; // DC: the image's mean, not noise
    after[row].u = notchU_->value();
    after[row].v = notchV_->value();
    after[row].shape = static_cast<FilterShape>(notchShape_->currentData().toInt());
    if (after[row] != notches_[row])
        emit notchesEdited(after, tr("Change Notch"));
}

void ControlPanel::show(const FilterSettings& s)
{
    const bool wasQuiet = quiet_;
    quiet_ = true;
    hpCheck_->setChecked(s.highpass.has_value());
    if (s.highpass)
        hpRadius_->setRadius(*s.highpass);
    lpCheck_->setChecked(s.lowpass.has_value());
    if (s.lowpass)
        lpRadius_->setRadius(*s.lowpass);
    shape_->setCurrentIndex(shape_->findData(int(s.shape)));
    order_->setValue(s.order);
    mapping_->setCurrentIndex(mapping_->findData(int(s.mapping)));
    const int row = selectedNotch();
    notches_ = s.notches;
    showNotches();
    if (!notches_.empty()) // keep a selection, on the newest notch when there was none
        notchList_->setCurrentRow(std::min(row < 0 ? static_cast<int>(notches_.size()) - 1 : row,
                                           static_cast<int>(notches_.size()) - 1));
    shaping_->show(s);
    mask_ = s.mask;
    masks_->showMask(mask_.get());
    if (s.edges.mode == EdgeHandling::Window && s.edges.taper < 1.0) {
        edges_->setCurrentIndex(kTukeyIndex);
        taper_->setValue(s.edges.taper);
    } else {
        edges_->setCurrentIndex(edges_->findData(int(s.edges.mode))); // the first Window item is Hann
    }
    quiet_ = wasQuiet;
    updateEnabled();
    updateReadout();
}

void ControlPanel::reset() { model_->edit(defaults()); }

void ControlPanel::startLowpassWhereItPasses()
{
    // A low-pass at 0, or at or below the high-pass, passes nothing: a black result is no place
    // to start. Half the corner keeps the image's shapes; above a high-pass there, halfway to the
    // corner. A radius the user left that passes a band is kept.
    const double highpass = hpCheck_->isChecked() ? hpRadius_->radius() : 0.0;
    if (lpRadius_->radius() > highpass && lpRadius_->radius() > 0)
        return;
    const double corner = lpRadius_->maximum();
    const QSignalBlocker quiet(lpRadius_); // the toggle announces the change
    lpRadius_->setRadius(highpass < corner / 2 ? corner / 2 : (highpass + corner) / 2);
}

void ControlPanel::setShapeFromPanes(bool panes)
{
    shapeFromPanes_ = panes;
    shape_->setToolTip(panes ? tr("Filters side by side: each pane has its own shape and order, above it")
                             : tr("Ideal cuts sharply and rings; Gaussian and Butterworth roll off smoothly"));
    updateEnabled();
}

void ControlPanel::updateEnabled()
{
    hpRadius_->setEnabled(hpCheck_->isChecked());
    lpRadius_->setEnabled(lpCheck_->isChecked());
    shape_->setEnabled(!shapeFromPanes_);
    const bool butterworth = shape_->currentData().toInt() == int(FilterShape::Butterworth) && !shapeFromPanes_;
    order_->setEnabled(butterworth);
    orderLabel_->setEnabled(butterworth);
    taper_->setEnabled(edges_->currentIndex() == kTukeyIndex);
    removeNotch_->setEnabled(selectedNotch() >= 0);
    clearNotches_->setEnabled(!notches_.empty());
    addNotch_->setEnabled((notchU_->value() != 0 || notchV_->value() != 0) && static_cast<int>(notches_.size()) < kMaxNotches);
    taperLabel_->setEnabled(taper_->isEnabled());
}

void ControlPanel::setMeasures(const UpdateMeasures& measures)
{
    measures_ = measures;
    updateReadout();
}

void ControlPanel::updateReadout()
{
    QStringList lines;
    if (measures_.valid) {
        const QString psnr = std::isinf(measures_.psnrDb) ? tr("infinite") : tr("%1 dB").arg(measures_.psnrDb, 0, 'f', 2);
        lines << tr("Energy kept %1%").arg(100 * measures_.energyKept, 0, 'f', 2)
              << tr("PSNR %1, mean absolute difference %2").arg(psnr).arg(measures_.meanAbsDiff, 0, 'f', 2);
    }
    const FilterSettings& s = model_->settings();
    // Each cutoff after a swatch of its colour, as the spectrum and the plot draw it.
    const auto swatch = [](const QColor& c) { return QString("<span style=\"color:%1\">&#9632;</span> ").arg(c.name()); };
    for (QString& line : lines)
        line = line.toHtmlEscaped();
    if (s.highpassActive())
        lines << swatch(style::highpass()) +
                     tr("High-pass %1").arg(Descriptions::cutoff(*s.highpass, width_, height_)).toHtmlEscaped();
    if (s.lowpassActive())
        lines << swatch(style::lowpass()) +
                     tr("Low-pass %1").arg(Descriptions::cutoff(*s.lowpass, width_, height_)).toHtmlEscaped();
    readout_->setText(lines.join("<br>"));
}

void ControlPanel::changed(bool readoutNow)
{
    updateEnabled();
    if (!quiet_) {
        editing_ = true;
        model_->edit(fromControls());
        editing_ = false;
        if (model_->settings() != fromControls()) // the model holds it otherwise: shown as held
            show(model_->settings());
    }
    if (readoutNow)
        updateReadout();
    else if (!readoutTimer_->isActive())
        readoutTimer_->start();
}

} // namespace passband
