#pragma once
// The filter's shaping beyond the radial band (README "Band-reject and emphasis", "Isotropic
// radius", "Homomorphic filtering", "Wedges"): invert, high-frequency emphasis k1 + k2 H, the
// isotropic radius, homomorphic filtering, and the wedges with the stripe shortcuts. A part of ControlPanel: it reads and writes those fields
// of FilterSettings and says when the user changed one.
#include "filter.h"

#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QListWidget;
class QPushButton;

namespace passband {

// The value `box` holds when set to `value`: rounded to its decimals, within its range.
double heldBy(const QDoubleSpinBox* box, double value);

class ShapingControls : public QWidget {
    Q_OBJECT
public:
    explicit ShapingControls(QWidget* parent = nullptr);

    // Writes invert, emphasis, isotropic, homomorphic and wedges into `s`.
    void apply(FilterSettings& s) const;
    // Shows those fields of `s`, without emitting changed().
    void show(const FilterSettings& s);
    // Those fields of `s` as these controls hold them (ControlPanel::representable).
    void representable(FilterSettings& s) const;

    QCheckBox* invertCheck() const { return invert_; }
    QCheckBox* emphasisCheck() const { return emphasis_; }
    QDoubleSpinBox* k1Spin() const { return k1_; }
    QDoubleSpinBox* k2Spin() const { return k2_; }
    QCheckBox* isotropicCheck() const { return isotropic_; }
    QCheckBox* homomorphicCheck() const { return homomorphic_; }
    // gammaL, gammaH, c, D0.
    QDoubleSpinBox* homomorphicField(int i) const { return homomorphicFields_[i]; }
    QListWidget* wedgeList() const { return wedgeList_; }
    QPushButton* addWedgeButton() const { return addWedge_; }
    QPushButton* horizontalStripesButton() const { return horizontalStripes_; }
    QPushButton* verticalStripesButton() const { return verticalStripes_; }
    QDoubleSpinBox* toleranceSpin() const { return tolerance_; }
    // The selected wedge's fields: angle, opening, soft, from, to (0: no limit); and pass.
    QDoubleSpinBox* wedgeField(int i) const { return wedgeFields_[i]; }
    QCheckBox* wedgePassCheck() const { return wedgePass_; }

signals:
    void changed();

private:
    void showWedges();
    void showSelectedWedge();
    void editSelectedWedge();
    void addWedge(const Wedge& w);
    void updateEnabled();

    QCheckBox* invert_;
    QCheckBox* emphasis_;
    QDoubleSpinBox* k1_;
    QDoubleSpinBox* k2_;
    QCheckBox* isotropic_;
    QCheckBox* homomorphic_;
    QDoubleSpinBox* homomorphicFields_[4];
    QListWidget* wedgeList_;
    QDoubleSpinBox* wedgeFields_[5];
    QCheckBox* wedgePass_;
    QPushButton* addWedge_;
    QPushButton* removeWedge_;
    QPushButton* horizontalStripes_;
    QPushButton* verticalStripes_;
    QDoubleSpinBox* tolerance_;
    std::vector<Wedge> wedges_;
    bool showing_ = false;
};

} // namespace passband
