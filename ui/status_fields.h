#pragma once
// The window's status bar: what the pointer is over, the image, the device, the last result's
// timing, a progress bar for opening and sweeps, and the watchdog ("the OpenCL device has not
// answered for 6 s" with Cancel), which checks every half second whether the work it is
// given to watch is stuck.
#include <QObject>
#include <QString>

#include <functional>

class QLabel;

namespace passband {
class ElidedLabel;
}
class QProgressBar;
class QToolButton;
class QStatusBar;
class QTimer;
class QWidget;

namespace passband {

class StatusFields : public QObject {
    Q_OBJECT
public:
    // Adds its fields to `bar`.
    explicit StatusFields(QStatusBar* bar);

    void setHover(const QString& text);
    void setImage(const QString& text);
    void setImageDetails(const QString& tooltip); // how the file stored the image, on hover
    void setDevice(const QString& text);
    void setTiming(const QString& text);
    QString text() const; // the fields, " | " between them (for tests)

    // `percent` < 0: a busy indicator (how far is not known).
    void showProgress(const QString& what, int percent);
    // A Cancel button beside the progress while it shows, which calls `cancel` (what the
    // progress is of: opening an image, writing a file) and says `what` it does on hover;
    // none with a null `cancel`.
    void setProgressCancel(std::function<void()> cancel, const QString& what = {});
    void setProgressText(const QString& what);
    bool progressShown() const;
    void hideProgress();

    // Every half second `stuckMs` says for how long the watched work has waited on the device
    // (negative: it has not); past `limitSeconds` the watchdog shows, with Cancel.
    void watch(std::function<qint64()> stuckMs, int limitSeconds);
    void hideWatchdog();

signals:
    void cancelRequested(); // the watchdog's Cancel

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitLeftText();

    QStatusBar* bar_;
    ElidedLabel* hover_;
    QLabel* image_;
    ElidedLabel* device_;
    ElidedLabel* timing_;
    QProgressBar* progress_;
    QToolButton* progressCancel_;
    std::function<void()> cancelProgress_; // what progressCancel_ does
    QWidget* watchdog_;
    QLabel* watchdogLabel_;
    QTimer* watchdogTimer_;
};

} // namespace passband
