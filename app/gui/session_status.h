#pragma once
// The status bar's view of the Session: what the image is, the device, the progress of opening
// and of sweeps, what the result on screen cost the user and the device, one-line messages;
// and the watchdog that offers to give up on a device that does not answer.
#include <QObject>
#include <QSize>

#include <functional>

class QStatusBar;

namespace passband {

class Session;
class StatusFields;
struct FilterOutcome;
struct Image;

class SessionStatus : public QObject {
    Q_OBJECT
public:
    // `viewport`: the device pixels of a pane, for the image opened again on the next device.
    SessionStatus(Session* session, QStatusBar* bar, int watchdogSeconds);

    StatusFields* fields() const { return fields_; }
    void message(const QString& text, int ms);
    // While a lab mode is on, the timings field is the lab's: the filter's are kept for when
    // it is off.
    void setLabActive(bool on);

private:
    void describe(const Image* image); // its description and how its file stored it; none: cleared
    void showTiming(const FilterOutcome& outcome, qint64 waitedMs);

    Session* session_;
    QStatusBar* bar_;
    StatusFields* fields_;
    QString filterTiming_;
    bool labActive_ = false;
};

} // namespace passband
