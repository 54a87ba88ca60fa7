#include "side_by_side.h"

#include "descriptions.h"
#include "filter_model.h"
#include "image_pane.h"
#include "session.h"
#include "variant_controls.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace passband {

namespace {
constexpr std::size_t kClockCapacity = 64;
} // namespace

SideBySide::SideBySide(QWidget* window, Session* session, QSplitter* panes, std::function<FilterViews()> views,
                       std::function<void()> restorePanes)
    : QObject(window),
      session_(session),
      model_(session->model()),
      panes_(panes),
      views_(std::move(views)),
      restorePanes_(std::move(restorePanes)),
      view_(new QWidget(panes)),
      countSpin_(new QSpinBox(view_)),
      toggle_(new QAction(tr("Filters Side by &Side"), this)),
      pacer_(new PreviewPacer([this](bool exact) { return ask(exact); }, this)),
      clock_(kClockCapacity)
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
    bar->addWidget(countLabel);
    bar->addWidget(countSpin_);
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
    panes->addWidget(view_);
    view_->hide();
    setCount(count_);

    connect(countSpin_, &QSpinBox::valueChanged, this, &SideBySide::setCount);
    connect(close, &QPushButton::clicked, toggle_, [this] { toggle_->setChecked(false); });
    connect(toggle_, &QAction::toggled, this, &SideBySide::setActive);
    connect(model_, &FilterModel::changed, this, [this] { update(true); });
    connect(session, &Session::engineStarted, this, &SideBySide::setEngine);
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
    latest_ = shownGeneration_ = 0;
    clock_ = RequestClock(kClockCapacity); // a new engine counts its requests afresh
    pacer_->reset();
    if (!engine)
        return;
    connect(engine, &Engine::compared, this, &SideBySide::onCompared);
    connect(engine, &Engine::compareFailed, this, [this](quint64 generation, const QString& reason) {
        if (generation != latest_)
            return;
        pacer_->reset();
        showWaiting(reason); // nothing of before stays on show (or for export) under it
        emit failed(reason);
    });
    update(false);
}

void SideBySide::setActive(bool on)
{
    if (on == active_)
        return;
    if (on)
        emit aboutToShow();
    active_ = on;
    session_->holdResult(on);
    {
        const QSignalBlocker block(toggle_);
        toggle_->setChecked(on);
    }
    if (on) {
        for (int i = 0; i < panes_->count(); ++i) // the window's panes, whichever are on show
            if (QWidget* w = panes_->widget(i); w != view_)
                w->hide();
        view_->show();
        showWaiting(tr("Computing..."));
    } else {
        view_->hide();
        restorePanes_();
        pacer_->reset(); // what is on its way is dropped on arrival (not active)
    }
    QList<int> sizes; // the visible panes share the splitter equally
    for (int i = 0; i < panes_->count(); ++i)
        sizes << (panes_->widget(i)->isVisibleTo(panes_) ? 1000 : 0);
    panes_->setSizes(sizes);
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
    if (active_)
        showWaiting(tr("Computing..."));
    update(false);
}

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
    if (!active_ || shownGeneration_ == 0 || shownGeneration_ != latest_ || !pacer_->latestExact() ||
        pacer_->refinePending() || shown_.size() != static_cast<std::size_t>(count_))
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
        pacer_->reset();
        return;
    }
    const std::shared_ptr<const Image> image = session_->image();
    const QSize screen = columns_[0].pane->screenSizeFor(QSize(image->width, image->height));
    pacer_->changed(preview && !screen.isEmpty());
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
    latest_ = engine_->compare(settings, v);
    clock_.asked(latest_);
    return latest_;
}

void SideBySide::onCompared(quint64 generation, const std::vector<FilterOutcome>& outcomes)
{
    // Older than what is shown, of an image since replaced, or of another number of panes.
    if (!active_ || generation < shownGeneration_ || generation > latest_ || asked_ != session_->image() ||
        outcomes.size() != static_cast<std::size_t>(count_))
        return;
    shownGeneration_ = generation;
    shown_ = outcomes;
    const std::shared_ptr<const Image> image = session_->image();
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const FilterOutcome& o = outcomes[i];
        ImagePane* pane = columns_[i].pane;
        const QString title = Descriptions::brief(o.settings);
        if (o.exact) {
            pane->setImage(o.display, o.screen);
            pane->setTitle(o.contrastStretched ? tr("%1 - auto contrast").arg(title) : title);
        } else {
            pane->setPreview(o.screen, QSize(image->width, image->height));
            pane->setTitle(title + tr(" (preview)"));
        }
    }
    pacer_->shown(generation);
    const qint64 waited = clock_.waited(generation);
    if (waited >= 0)
        emit timing(tr("Side by side: %1 results shown %2 ms after the request").arg(outcomes.size()).arg(waited));
    emit shown();
}

} // namespace passband
