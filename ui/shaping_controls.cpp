#include "shaping_controls.h"

#include "compact_fields.h"
#include "cutoff_style.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QPixmap>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace passband {

namespace {

QDoubleSpinBox* numberBox(QWidget* parent, double low, double high, double step, int decimals, const QString& suffix)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(low, high);
    box->setSingleStep(step);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    return box;
}

} // namespace

double heldBy(const QDoubleSpinBox* box, double value)
{
    // As QDoubleSpinBox::setValue rounds and bounds it.
    return std::clamp(QString::number(value, 'f', box->decimals()).toDouble(), box->minimum(), box->maximum());
}

ShapingControls::ShapingControls(QWidget* parent)
    : QWidget(parent),
      invert_(new QCheckBox(tr("Band-re&ject (invert: 1 - H)"), this)),
      emphasis_(new QCheckBox(tr("E&mphasis k1 + k2 H:"), this)),
      k1_(numberBox(this, 0, kMaxEmphasis, 0.1, 4, QString())),
      k2_(numberBox(this, 0, kMaxEmphasis, 0.1, 4, QString())),
      isotropic_(new QCheckBox(tr("&Isotropic radius (cycles per pixel, the same in every direction)"), this)),
      homomorphic_(new QCheckBox(tr("Homomorphic (illumination and reflectance):"), this)),
      wedgeList_(new QListWidget(this)),
      wedgePass_(new QCheckBox(tr("Pass"), this)),
      addWedge_(new QPushButton(tr("Add Wedge"), this)),
      removeWedge_(new QPushButton(tr("Remove"), this)),
      horizontalStripes_(new QPushButton(tr("Horizontal Stripes"), this)),
      verticalStripes_(new QPushButton(tr("Vertical Stripes"), this)),
      tolerance_(numberBox(this, 0.5, 90, 0.5, 1, QString::fromUtf8(" \u00b0")))
{
    invert_->setToolTip(tr("The band becomes 1 - H: a band-pass becomes a band-reject, a low-pass a high-pass"));
    emphasis_->setToolTip(tr("High-frequency emphasis: the band becomes k1 + k2 H. With a high-pass, k1 = 1 adds "
                             "the detail to the image (high-boost, unsharp masking)"));
    k1_->setValue(1);
    k2_->setValue(1);
    k1_->setAccessibleName(tr("Emphasis offset k1"));
    k2_->setAccessibleName(tr("Emphasis gain k2"));
    isotropic_->setToolTip(tr("Measure radii as frequencies, so a 16:9 image is filtered alike across and down: "
                              "R means R / (shorter side) cycles per pixel. Off: spectrum pixels (bins), the "
                              "textbook's D(u, v)"));
    auto* shaping = new QGroupBox(tr("Band shaping"), this);
    auto* grid = new QGridLayout(shaping);
    // Two columns of (label, box) under each check box: narrow enough for a 1024 px screen's
    // dock in any of the translations.
    grid->addWidget(invert_, 0, 0, 1, 4);
    grid->addWidget(emphasis_, 1, 0, 1, 4);
    const QString emphasisNames[2] = {tr("k1"), tr("k2")};
    QDoubleSpinBox* emphasisFields[2] = {k1_, k2_};
    for (int i = 0; i < 2; ++i) {
        auto* label = new QLabel(emphasisNames[i], this);
        label->setBuddy(emphasisFields[i]);
        grid->addWidget(label, 2, 2 * i);
        grid->addWidget(emphasisFields[i], 2, 2 * i + 1);
    }
    grid->addWidget(isotropic_, 3, 0, 1, 4);
    isotropic_->setText(tr("&Isotropic radius"));
    homomorphic_->setToolTip(tr("Filters ln(1 + f) and shows exp(g) - 1, with H times "
                                "(gH - gL)(1 - exp(-c D\u00b2/D0\u00b2)) + gL: gL below 1 evens out the lighting, "
                                "gH above 1 brings up the detail (Gonzalez & Woods 4.9)"));
    grid->addWidget(homomorphic_, 4, 0, 1, 4);
    const QString homomorphicNames[4] = {tr("\u03b3L"), tr("\u03b3H"), tr("c"), tr("D0")};
    const Homomorphic defaults;
    const double homomorphicValues[4] = {defaults.gammaL, defaults.gammaH, defaults.c, defaults.d0};
    for (int i = 0; i < 4; ++i) {
        // The ranges FilterSettings::validate() takes, so a preset shows as it filters.
        homomorphicFields_[i] = numberBox(this, i < 2 ? 0 : 0.01, i < 2 ? kMaxEmphasis : i == 2 ? 1e6 : 1e7,
                                          i < 3 ? 0.1 : 1, 4, i == 3 ? QString(" px") : QString());
        homomorphicFields_[i]->setValue(homomorphicValues[i]);
        homomorphicFields_[i]->setAccessibleName(tr("Homomorphic %1").arg(homomorphicNames[i]));
        auto* label = new QLabel(homomorphicNames[i], this);
        label->setBuddy(homomorphicFields_[i]);
        grid->addWidget(label, 5 + i / 2, 2 * (i % 2));
        grid->addWidget(homomorphicFields_[i], 5 + i / 2, 2 * (i % 2) + 1);
    }
    for (int column : {1, 3})
        grid->setColumnStretch(column, 1);

    // Wedges: a list, the selected one's fields, and the stripe shortcuts.
    auto* wedgeBox = new QGroupBox(tr("Wedges (directional filters)"), this);
    QPixmap swatch(12, 12);
    swatch.fill(style::wedge());
    auto* wedgeLayout = new QGridLayout(wedgeBox);
    wedgeList_->setObjectName("wedgeList");
    wedgeList_->setAccessibleName(tr("Wedges"));
    wedgeList_->setMaximumHeight(70);
    wedgeList_->setToolTip(tr("Each wedge stops (or passes) the frequencies within its opening of an axis and of "
                              "its mirror, between two radii; DC is always kept"));
    wedgeLayout->addWidget(wedgeList_, 0, 0, 1, 4);
    const QString labels[5] = {tr("Angle:"), tr("Opening:"), tr("Soft:"), tr("From:"), tr("To:")};
    const QString names[5] = {tr("Wedge angle"), tr("Wedge opening"), tr("Wedge soft edge"),
                              tr("Wedge inner radius"), tr("Wedge outer radius")};
    const double lows[5] = {-360, 0.01, 0, 0, 0}, highs[5] = {360, 180, 180, 1e7, 1e7};
    const QString degrees = QString::fromUtf8(" \u00b0");
    for (int i = 0; i < 5; ++i) {
        wedgeFields_[i] = numberBox(this, lows[i], highs[i], 1, 2, i < 3 ? degrees : QString(" px"));
        wedgeFields_[i]->setKeyboardTracking(false); // a value once typed: "50" is not 5, then 50
        wedgeFields_[i]->setAccessibleName(names[i]);
        auto* label = new QLabel(labels[i], this);
        label->setBuddy(wedgeFields_[i]);
        wedgeLayout->addWidget(label, 1 + i / 2, 2 * (i % 2));
        wedgeLayout->addWidget(wedgeFields_[i], 1 + i / 2, 2 * (i % 2) + 1);
    }
    wedgeFields_[4]->setSpecialValueText(tr("no limit"));
    wedgeFields_[0]->setToolTip(tr("The axis, as the spectrum shows it: 0 to the right, 90 up"));
    wedgeLayout->addWidget(wedgePass_, 3, 2, 1, 2);
    addWedge_->setIcon(QIcon(swatch));
    wedgeLayout->addWidget(addWedge_, 4, 0, 1, 2);
    wedgeLayout->addWidget(removeWedge_, 4, 2, 1, 2);
    auto* stripes = new QLabel(tr("Suppress:"), this);
    wedgeLayout->addWidget(stripes, 5, 0, 1, 2);
    wedgeLayout->addWidget(tolerance_, 5, 2, 1, 2);
    wedgeLayout->addWidget(horizontalStripes_, 6, 0, 1, 2);
    wedgeLayout->addWidget(verticalStripes_, 6, 2, 1, 2);
    for (int column : {1, 3})
        wedgeLayout->setColumnStretch(column, 1);
    tolerance_->setValue(5);
    tolerance_->setAccessibleName(tr("Stripe tolerance"));
    tolerance_->setToolTip(tr("How far from the axis, in degrees, the stripes' energy is taken out"));
    horizontalStripes_->setToolTip(tr("Horizontal stripes (scan lines, banding) put their energy on the spectrum's "
                                      "vertical axis: a stop wedge there, keeping DC"));
    verticalStripes_->setToolTip(tr("Vertical stripes put their energy on the spectrum's horizontal axis"));

    for (QDoubleSpinBox* box : {k1_, k2_, tolerance_})
        setCompactWidth(box, 5);
    for (QDoubleSpinBox* box : homomorphicFields_)
        setCompactWidth(box, 6);
    for (QDoubleSpinBox* box : wedgeFields_)
        setCompactWidth(box, 6);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(shaping);
    layout->addWidget(wedgeBox);

    for (QCheckBox* check : {invert_, emphasis_, isotropic_, homomorphic_})
        connect(check, &QCheckBox::toggled, this, [this] {
            updateEnabled();
            if (!showing_)
                emit changed();
        });
    for (QDoubleSpinBox* box : {k1_, k2_})
        connect(box, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this] {
            if (!showing_ && emphasis_->isChecked())
                emit changed();
        });
    for (QDoubleSpinBox* box : homomorphicFields_)
        connect(box, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this] {
            if (!showing_ && homomorphic_->isChecked())
                emit changed();
        });
    for (QDoubleSpinBox* box : wedgeFields_)
        connect(box, qOverload<double>(&QDoubleSpinBox::valueChanged), this, &ShapingControls::editSelectedWedge);
    connect(wedgePass_, &QCheckBox::toggled, this, &ShapingControls::editSelectedWedge);
    connect(wedgeList_, &QListWidget::currentRowChanged, this, [this] { showSelectedWedge(); });
    connect(addWedge_, &QPushButton::clicked, this, [this] {
        Wedge w;
        w.opening = 20;
        w.soft = 5;
        addWedge(w);
    });
    connect(horizontalStripes_, &QPushButton::clicked, this, [this] { addWedge(stripeWedge(true, tolerance_->value())); });
    connect(verticalStripes_, &QPushButton::clicked, this, [this] { addWedge(stripeWedge(false, tolerance_->value())); });
    connect(removeWedge_, &QPushButton::clicked, this, [this] {
        const int row = wedgeList_->currentRow();
        if (row < 0 || row >= static_cast<int>(wedges_.size()))
            return;
        wedges_.erase(wedges_.begin() + row);
        showWedges();
        emit changed();
    });
    updateEnabled();
}

void ShapingControls::apply(FilterSettings& s) const
{
    s.invert = invert_->isChecked();
    s.emphasis = emphasis_->isChecked() ? Emphasis{k1_->value(), k2_->value()} : Emphasis{};
    s.isotropic = isotropic_->isChecked();
    s.homomorphic.reset();
    if (homomorphic_->isChecked())
        s.homomorphic = Homomorphic{homomorphicFields_[0]->value(), homomorphicFields_[1]->value(),
                                    homomorphicFields_[2]->value(), homomorphicFields_[3]->value()};
    s.wedges = wedges_;
}

void ShapingControls::show(const FilterSettings& s)
{
    showing_ = true;
    invert_->setChecked(s.invert);
    emphasis_->setChecked(s.emphasis.active());
    if (s.emphasis.active()) {
        k1_->setValue(s.emphasis.k1);
        k2_->setValue(s.emphasis.k2);
    }
    isotropic_->setChecked(s.isotropic);
    homomorphic_->setChecked(s.homomorphic.has_value());
    if (s.homomorphic) {
        const double values[4] = {s.homomorphic->gammaL, s.homomorphic->gammaH, s.homomorphic->c, s.homomorphic->d0};
        for (int i = 0; i < 4; ++i)
            homomorphicFields_[i]->setValue(values[i]);
    }
    wedges_ = s.wedges;
    showWedges();
    showing_ = false;
    updateEnabled();
}

void ShapingControls::representable(FilterSettings& s) const
{
    if (s.emphasis.active())
        s.emphasis = Emphasis{heldBy(k1_, s.emphasis.k1), heldBy(k2_, s.emphasis.k2)};
    if (s.homomorphic)
        s.homomorphic = Homomorphic{heldBy(homomorphicFields_[0], s.homomorphic->gammaL),
                                    heldBy(homomorphicFields_[1], s.homomorphic->gammaH),
                                    heldBy(homomorphicFields_[2], s.homomorphic->c),
                                    heldBy(homomorphicFields_[3], s.homomorphic->d0)};
}

void ShapingControls::addWedge(const Wedge& w)
{
    if (static_cast<int>(wedges_.size()) >= kMaxWedges)
        return;
    wedges_.push_back(w);
    showWedges();
    wedgeList_->setCurrentRow(static_cast<int>(wedges_.size()) - 1);
    emit changed();
}

void ShapingControls::showWedges()
{
    const int row = wedgeList_->currentRow();
    {
        const QSignalBlocker quiet(wedgeList_);
        wedgeList_->clear();
        for (const Wedge& w : wedges_) {
            QString text = tr("%1 %2\u00b0 \u00b1 %3\u00b0").arg(w.pass ? tr("Pass") : tr("Stop")).arg(w.angle).arg(w.opening / 2);
            if (w.soft > 0)
                text += tr(", soft %1\u00b0").arg(w.soft);
            if (w.rMin > 0 || w.rMax)
                text += tr(", radius %1 to %2").arg(w.rMin).arg(w.rMax ? QString::number(*w.rMax) : QString::fromUtf8("\u221e"));
            wedgeList_->addItem(text);
        }
        if (!wedges_.empty())
            wedgeList_->setCurrentRow(std::clamp(row, 0, static_cast<int>(wedges_.size()) - 1));
    }
    showSelectedWedge();
}

void ShapingControls::showSelectedWedge()
{
    const int row = wedgeList_->currentRow();
    const bool valid = row >= 0 && row < static_cast<int>(wedges_.size());
    const bool wasShowing = showing_;
    showing_ = true;
    if (valid) {
        const Wedge& w = wedges_[row];
        const double values[5] = {w.angle, w.opening, w.soft, w.rMin, w.rMax.value_or(0)};
        for (int i = 0; i < 5; ++i)
            wedgeFields_[i]->setValue(values[i]);
        wedgePass_->setChecked(w.pass);
    }
    showing_ = wasShowing;
    updateEnabled();
}

void ShapingControls::editSelectedWedge()
{
    const int row = wedgeList_->currentRow();
    if (showing_ || row < 0 || row >= static_cast<int>(wedges_.size()))
        return;
    Wedge w;
    w.angle = wedgeFields_[0]->value();
    w.opening = wedgeFields_[1]->value();
    w.soft = wedgeFields_[2]->value();
    w.rMin = wedgeFields_[3]->value();
    if (wedgeFields_[4]->value() > 0)
        w.rMax = std::max(wedgeFields_[4]->value(), w.rMin);
    w.pass = wedgePass_->isChecked();
    if (w == wedges_[row])
        return;
    wedges_[row] = w;
    showWedges();
    emit changed();
}

void ShapingControls::updateEnabled()
{
    k1_->setEnabled(emphasis_->isChecked());
    k2_->setEnabled(emphasis_->isChecked());
    for (QDoubleSpinBox* box : homomorphicFields_)
        box->setEnabled(homomorphic_->isChecked());
    const bool selected = wedgeList_->currentRow() >= 0 && wedgeList_->currentRow() < static_cast<int>(wedges_.size());
    for (QDoubleSpinBox* box : wedgeFields_)
        box->setEnabled(selected);
    wedgePass_->setEnabled(selected);
    removeWedge_->setEnabled(selected);
    addWedge_->setEnabled(static_cast<int>(wedges_.size()) < kMaxWedges);
}

} // namespace passband
