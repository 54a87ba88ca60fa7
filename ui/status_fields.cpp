#include "status_fields.h"

#include "elided_label.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QToolButton>
#include <QStatusBar>
#include <QStringList>
#include <QEvent>
#include <QTimer>

#include <algorithm>
#include <array>
#include <cstdint>

namespace passband {

namespace {
constexpr int kProgressNarrowest = 110, kProgressWidest = 320;
}

StatusFields::StatusFields(QStatusBar* bar)
    : QObject(bar), bar_(bar), hover_(new ElidedLabel(QString(), bar, 8)), image_(new QLabel(bar)), device_(new ElidedLabel(tr("OpenCL: starting..."), bar, 8)),
      timing_(new ElidedLabel(QString(), bar, 12)), progress_(new QProgressBar(bar)),
      progressCancel_(new QToolButton(bar)), watchdog_(new QWidget(bar)),
      watchdogLabel_(new QLabel(watchdog_)), watchdogTimer_(new QTimer(this))
{
    hover_->setObjectName("hoverReadout");
    image_->setObjectName("imageField");
    device_->setObjectName("deviceField");
    timing_->setObjectName("timingField");
    progress_->setRange(0, 100);
    progress_->setTextVisible(true);
    progress_->hide();
    progressCancel_->setText(tr("Cancel"));
    progressCancel_->setObjectName("progressCancel");
    progressCancel_->hide();
    connect(progressCancel_, &QToolButton::clicked, this, [this] {
        if (const std::function<void()> cancel = cancelProgress_) // it may set another
            cancel();
    });
    auto* cancel = new QPushButton(tr("Cancel"), watchdog_);
    cancel->setObjectName("watchdogCancel");
    cancel->setToolTip(tr("Give up on this device and continue on the next one"));
    auto* layout = new QHBoxLayout(watchdog_);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(watchdogLabel_);
    layout->addWidget(cancel);
    watchdog_->hide();
    connect(cancel, &QPushButton::clicked, this, &StatusFields::cancelRequested);
    watchdogTimer_->setInterval(500);
    // Each field shrinks, cut with an ellipsis (the whole text in its tooltip), where the bar
    // is narrower than all of them: at 1024 px the timing ran off the window's edge.
    bar->addWidget(hover_, 1);
    bar->addPermanentWidget(watchdog_);
    bar->addPermanentWidget(progress_);
    bar->addPermanentWidget(progressCancel_);
    bar->addPermanentWidget(image_);
    bar->addPermanentWidget(device_);
    bar->addPermanentWidget(timing_);
    // What the pointer is over, or a message, is what the user is reading now: the fields on
    // the right give it the room it needs (at 1024 px a readout got 48 px and a message was
    // cut), and take theirs back when it goes.
    connect(bar, &QStatusBar::messageChanged, this, &StatusFields::fitLeftText);
    bar->installEventFilter(this);
}

bool StatusFields::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == bar_ && event->type() == QEvent::Resize)
        fitLeftText();
    return QObject::eventFilter(watched, event);
}

void StatusFields::fitLeftText()
{
    const QString message = bar_->currentMessage();
    const QString& left = message.isEmpty() ? hover_->text() : message;
    const int wanted = left.isEmpty() ? 0 : bar_->fontMetrics().horizontalAdvance(left) + 16;
    // At most two thirds of the bar: the device and the timing stay legible. The rest less the
    // image's field, the progress and watchdog where shown, the size grip and the gaps between
    // fields (about 12 px each).
    int others = image_->sizeHint().width();
    for (const QWidget* field : {static_cast<QWidget*>(progress_), static_cast<QWidget*>(progressCancel_), watchdog_})
        if (field->isVisibleTo(bar_))
            others += (field == progress_ ? progress_->width() : field->sizeHint().width()) + 12;
    const int room = bar_->width() - std::min(wanted, bar_->width() * 2 / 3) - others - 64;
    const std::array<ElidedLabel*, 2> right{device_, timing_}; // the image's size stays whole
    int hinted = 0;
    for (ElidedLabel* field : right)
        hinted += field->sizeHint().width() + 8;
    for (ElidedLabel* field : right) {
        // Each gives way in proportion to its own width, never below its minimum.
        const int share = hinted <= room || wanted == 0 ? QWIDGETSIZE_MAX
                                                        : std::max(field->minimumSizeHint().width(),
                                                                   int(std::int64_t(field->sizeHint().width()) * room / hinted));
        field->setMaximumWidth(share);
    }
}

void StatusFields::setHover(const QString& text)
{
    hover_->setText(text);
    fitLeftText();
}
void StatusFields::setImage(const QString& text) { image_->setText(text); }
void StatusFields::setImageDetails(const QString& tooltip) { image_->setToolTip(tooltip); }
void StatusFields::setDevice(const QString& text) { device_->setText(text); }
void StatusFields::setTiming(const QString& text) { timing_->setText(text); }

QString StatusFields::text() const
{
    return QStringList{hover_->text(), image_->text(), device_->text(), timing_->text()}.join(" | ");
}

void StatusFields::showProgress(const QString& what, int percent)
{
    if (percent < 0) {
        progress_->setRange(0, 0);
    } else {
        progress_->setRange(0, 100);
        progress_->setValue(percent);
    }
    // Shown before its text is set, which fits the fields once, with the bar among them.
    if (!progress_->isVisibleTo(bar_))
        progress_->show();
    setProgressText(what);
}

void StatusFields::setProgressText(const QString& what)
{
    // One line, cut with an ellipsis where the bar is too narrow (it would wrap and clip); the
    // whole text in its tooltip.
    // As wide as its text, up to a third of the bar: growing into the free room, it took a
    // message's, and kept to its minimum beside the hover field, it wrapped its text.
    const int widest = std::clamp(bar_->width() / 3, kProgressNarrowest, kProgressWidest);
    const QString shown = progress_->fontMetrics().elidedText(what, Qt::ElideRight, widest - 24);
    progress_->setFormat(shown);
    progress_->setToolTip(what);
    progress_->setFixedWidth(std::clamp(progress_->fontMetrics().horizontalAdvance(shown) + 24, kProgressNarrowest, widest));
    fitLeftText();
}
bool StatusFields::progressShown() const { return progress_->isVisible(); }
void StatusFields::hideProgress()
{
    progress_->hide();
    progressCancel_->hide();
    cancelProgress_ = nullptr;
    fitLeftText();
}
void StatusFields::setProgressCancel(std::function<void()> cancel, const QString& what)
{
    cancelProgress_ = std::move(cancel);
    progressCancel_->setToolTip(what);
    progressCancel_->setVisible(cancelProgress_ && progress_->isVisibleTo(bar_));
    fitLeftText();
}

void StatusFields::watch(std::function<qint64()> stuckMs, int limitSeconds)
{
    watchdogTimer_->disconnect(this);
    connect(watchdogTimer_, &QTimer::timeout, this, [this, stuckMs = std::move(stuckMs), limitSeconds] {
        const qint64 ms = stuckMs();
        const bool stuck = ms > qint64(limitSeconds) * 1000;
        if (stuck)
            watchdogLabel_->setText(tr("The OpenCL device has not answered for %1 s").arg(ms / 1000));
        if (stuck != watchdog_->isVisibleTo(bar_)) {
            watchdog_->setVisible(stuck);
            fitLeftText();
        }
    });
    watchdogTimer_->start();
}

void StatusFields::hideWatchdog()
{
    watchdog_->hide();
    fitLeftText();
}

} // namespace passband
