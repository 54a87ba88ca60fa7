#include "status_fields.h"

#include "elided_label.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QStringList>
#include <QTimer>

namespace passband {

StatusFields::StatusFields(QStatusBar* bar)
    : QObject(bar), hover_(new ElidedLabel(QString(), bar, 8)), image_(new QLabel(bar)), device_(new ElidedLabel(tr("OpenCL: starting..."), bar, 8)),
      timing_(new ElidedLabel(QString(), bar, 12)), progress_(new QProgressBar(bar)), watchdog_(new QWidget(bar)),
      watchdogLabel_(new QLabel(watchdog_)), watchdogTimer_(new QTimer(this))
{
    progress_->setRange(0, 100);
    progress_->setMaximumWidth(220);
    progress_->setTextVisible(true);
    progress_->hide();
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
    bar->addPermanentWidget(image_);
    bar->addPermanentWidget(device_);
    bar->addPermanentWidget(timing_);
}

void StatusFields::setHover(const QString& text) { hover_->setText(text); }
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
    progress_->setFormat(what);
    progress_->setValue(percent);
    progress_->show();
}

void StatusFields::setProgressText(const QString& what) { progress_->setFormat(what); }
bool StatusFields::progressShown() const { return progress_->isVisible(); }
void StatusFields::hideProgress() { progress_->hide(); }

void StatusFields::watch(std::function<qint64()> stuckMs, int limitSeconds)
{
    watchdogTimer_->disconnect(this);
    connect(watchdogTimer_, &QTimer::timeout, this, [this, stuckMs = std::move(stuckMs), limitSeconds] {
        const qint64 ms = stuckMs();
        const bool stuck = ms > qint64(limitSeconds) * 1000;
        if (stuck)
            watchdogLabel_->setText(tr("The OpenCL device has not answered for %1 s").arg(ms / 1000));
        watchdog_->setVisible(stuck);
    });
    watchdogTimer_->start();
}

void StatusFields::hideWatchdog() { watchdog_->hide(); }

} // namespace passband
