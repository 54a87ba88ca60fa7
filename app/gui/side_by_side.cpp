#include "side_by_side.h"

#include "descriptions.h"
#include "filter_model.h"
#include "image_pane.h"
#include "image_picture.h"
#include "session.h"
#include "variant_controls.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace passband {

SideBySide::SideBySide(QWidget* window, Session* session, std::function<FilterViews()> views)
    : QObject(window),
      session_(session),
      model_(session->model()),
      views_(std::move(views)),
      view_(new QWidget(window)),
      countSpin_(new QSpinBox(view_)),
      originalCheck_(new QCheckBox(tr("&Original"), view_)),
      toggle_(new QAction(tr("Filters Side by &Side"), this)),
      cycle_(new RequestCycle([this](bool exact) { return ask(exact); }, this))
{
    view_->setObjectName("sideBySideView");
    toggle_->setObjectName("sideBySideAction");
    toggle_->setCheckable(true);
    toggle_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    toggle_->setToolTip(tr("Two to four results of the image side by side, each with its own shape, order and "
                           "radius scale, all following the Filter panel's sliders"));

    // A bar over the panes: how many, and the way back.
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    auto* countLabel = new QLabel(tr("&Panes:"), view_);
    countLabel->setBuddy(countSpin_);
    countSpin_->setRange(kMinPanes, kMaxPanes);
    countSpin_->setValue(count_);
    countSpin_->setAccessibleName(tr("Panes side by side"));
    auto* close = new QPushButton(tr("Back to the Filter's Panes"), view_);
    close->setObjectName("sideBySideClose");
    originalCheck_->setObjectName("sideBySideOriginal");
    originalCheck_->setChecked(true);
    originalCheck_->setToolTip(tr("The original beside the results, where the row has room: beside three or fewer"));
    bar->addWidget(countLabel);
    bar->addWidget(countSpin_);
    bar->addWidget(originalCheck_);
    bar->addStretch(1);
    bar->addWidget(close);

    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    const std::vector<FilterVariant> defaults = defaultVariants(kMaxPanes);
    for (int i = 0; i < kMaxPanes; ++i) {
        Column c;
        c.box = new QWidget(view_);
        c.controls = new VariantControls(c.box);
        c.controls->setVariant(defaults[static_cast<std::size_t>(i)]);
        c.pane = new ImagePane(tr("Side by side %1").arg(i + 1), c.box);
        c.pane->setObjectName(QString("sideBySidePane%1").arg(i + 1));
        auto* column = new QVBoxLayout(c.box);
        column->setContentsMargins(0, 0, 0, 0);
        column->setSpacing(2);
        column->addWidget(c.controls);
        column->addWidget(c.pane, 1);
        // Equal columns whatever their controls say: each a share of the row.
        c.box->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        row->addWidget(c.box, 1);
        connect(c.controls, &VariantControls::changed, this, [this] { update(false); });
        columns_.push_back(c);
    }
    auto* layout = new QVBoxLayout(view_);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addLayout(row, 1);
    view_->hide();
    setCount(count_);

    connect(countSpin_, &QSpinBox::valueChanged, this, &SideBySide::setCount);
    connect(originalCheck_, &QCheckBox::toggled, this, &SideBySide::panesChanged);
    connect(close, &QPushButton::clicked, toggle_, [this] { toggle_->setChecked(false); });
    connect(toggle_, &QAction::toggled, this, &SideBySide::setActive);
    connect(model_, &FilterModel::changed, this, [this] { update(true); });
    connect(session, &Session::engineStarted, this, &SideBySide::setEngine);
    connect(session, &Session::viewChanged, this, &SideBySide::follow);
    connect(session, &Session::imageShown, this, [this] {
        if (active_)
            showWaiting(tr("Computing..."));
        update(false);
    });
    setEngine(session->engine());
}

void SideBySide::setEngine(Engine* engine)
{
    engine_ = engine;
    cycle_->restart(); // a new engine counts its requests afresh
    if (!engine)
        return;
    connect(engine, &Engine::compared, this, &SideBySide::onCompared);
    connect(engine, &Engine::compareFailed, this, [this](quint64 generation, const QString& reason) {
        if (!cycle_->failedAt(generation, true))
            return;
        cycle_->reset();
        showWaiting(reason); // nothing of before stays on show (or for export) under it
        emit failed(reason);
    });
    update(false);
}

void SideBySide::setActive(bool on)
{
    if (on != (session_->view().kind == PaneView::Kind::SideBySide))
        session_->setView({on ? PaneView::Kind::SideBySide : PaneView::Kind::Filter});
}

void SideBySide::follow(const PaneView& view)
{
    const bool on = view.kind == PaneView::Kind::SideBySide;
    {
        const QSignalBlocker block(toggle_);
        toggle_->setChecked(on);
    }
    if (on == active_)
        return;
    active_ = on;
    if (on)
        showWaiting(tr("Computing..."));
    else
        cycle_->reset(); // what is on its way is dropped on arrival (not active)
    emit activeChanged(on);
    update(false);
}

void SideBySide::setCount(int count)
{
    count_ = std::clamp(count, int(kMinPanes), int(kMaxPanes));
    {
        const QSignalBlocker block(countSpin_);
        countSpin_->setValue(count_);
    }
    for (int i = 0; i < kMaxPanes; ++i)
        columns_[static_cast<std::size_t>(i)].box->setVisible(i < count_);
    originalCheck_->setEnabled(count_ < kMaxPanes); // four results fill the row
    if (active_)
        showWaiting(tr("Computing..."));
    update(false);
    emit panesChanged();
}

bool SideBySide::showsOriginal() const { return originalCheck_->isChecked() && count_ < kMaxPanes; }

std::vector<FilterVariant> SideBySide::variants() const
{
    std::vector<FilterVariant> v;
    for (int i = 0; i < count_; ++i)
        v.push_back(columns_[static_cast<std::size_t>(i)].controls->variant());
    return v;
}

void SideBySide::setVariant(int index, const FilterVariant& variant)
{
    columns_.at(static_cast<std::size_t>(index)).controls->setVariant(variant);
    update(false);
}

VariantControls* SideBySide::controls(int index) const { return columns_.at(static_cast<std::size_t>(index)).controls; }

std::vector<ImagePane*> SideBySide::shownPanes() const
{
    std::vector<ImagePane*> panes;
    for (int i = 0; i < count_; ++i)
        panes.push_back(columns_[static_cast<std::size_t>(i)].pane);
    return panes;
}

bool SideBySide::showsExactResults() const
{
    if (!active_ || cycle_->onScreen() == 0 || !cycle_->answered() || !cycle_->latestExact() ||
        cycle_->refinePending() || shown_.size() != static_cast<std::size_t>(count_))
        return false;
    for (const FilterOutcome& o : shown_)
        if (!o.exact)
            return false;
    return true;
}

QString SideBySide::description() const
{
    // What the panes share said once ("High-pass 64"), then what each has of its own, so the
    // caption fits a line: "Side by side, High-pass 64: ideal; butterworth order 2; gaussian".
    std::vector<QStringList> items;
    for (const FilterOutcome& o : shown_)
        items.push_back(Descriptions::brief(o.settings).split(tr(", ")));
    QStringList common;
    while (!items.empty() && common.size() + 1 < items.front().size()) {
        const QString next = items.front()[common.size()];
        if (!std::all_of(items.begin(), items.end(), [&](const QStringList& l) {
                return l.size() > common.size() + 1 && l[common.size()] == next;
            }))
            break;
        common << next;
    }
    QStringList own;
    for (const QStringList& l : items)
        own << l.mid(common.size()).join(tr(", "));
    return common.isEmpty() ? tr("Side by side: %1").arg(own.join(tr("; ")))
                            : tr("Side by side, %1: %2").arg(common.join(tr(", ")), own.join(tr("; ")));
}

void SideBySide::showWaiting(const QString& text)
{
    shown_.clear();
    const std::shared_ptr<const Image> image = session_->image();
    const QSize size = image ? QSize(image->width, image->height) : QSize(1, 1);
    const FilterSettings base = model_->settings();
    for (int i = 0; i < count_; ++i) {
        const Column& c = columns_[static_cast<std::size_t>(i)];
        c.pane->setPlaceholder(size, text);
        c.pane->setTitle(Descriptions::brief(varied(base, c.controls->variant())));
    }
}

void SideBySide::update(bool preview)
{
    if (!active_ || !engine_ || !session_->image()) {
        cycle_->reset();
        return;
    }
    const std::shared_ptr<const Image> image = session_->image();
    const QSize screen = columns_[0].pane->screenSizeFor(QSize(image->width, image->height));
    cycle_->changed(preview && !screen.isEmpty());
}

quint64 SideBySide::ask(bool exact)
{
    const std::shared_ptr<const Image> image = session_->image();
    FilterViews v = views_ ? views_() : FilterViews{};
    v.removed = false; // the filtered images, compared
    v.impulseSize = 0;
    v.radialProfile = false;
    v.screen = columns_[0].pane->screenSizeFor(QSize(image->width, image->height));
    v.spectrumScreen = QSize();
    v.exact = exact || v.screen.isEmpty();
    std::vector<FilterSettings> settings;
    const FilterSettings base = model_->settings();
    for (const FilterVariant& variant : variants())
        settings.push_back(varied(base, variant));
    asked_ = image;
    return engine_->compare(settings, v);
}

void SideBySide::onCompared(quint64 generation, const std::vector<FilterOutcome>& outcomes)
{
    // Older than what is shown, of an image since replaced, or of another number of panes.
    qint64 waited = -1;
    if (!active_ || asked_ != session_->image() || outcomes.size() != static_cast<std::size_t>(count_) ||
        !cycle_->arrived(generation, &waited))
        return;
    shown_ = outcomes;
    const std::shared_ptr<const Image> image = session_->image();
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const FilterOutcome& o = outcomes[i];
        ImagePane* pane = columns_[i].pane;
        const QString title = Descriptions::brief(o.settings);
        if (o.exact) {
            pane->setSource(ImagePicture::of(o.result, o.shown), o.screen);
            pane->setTitle(o.contrastStretched ? tr("%1 - auto contrast").arg(title) : title);
        } else {
            pane->setPreview(o.screen, QSize(image->width, image->height));
            pane->setTitle(title + tr(" (preview)"));
        }
    }
    cycle_->drawn(generation);
    if (waited >= 0)
        emit timing(tr("Side by side: %1 results shown %2 ms after the request").arg(outcomes.size()).arg(waited));
    emit shown();
}

} // namespace passband
