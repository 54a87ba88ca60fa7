#pragma once
// Frames from a camera or a video file (Qt Multimedia), for the window to filter as they
// arrive. Only the newest frame is kept: the window takes it when it has shown the last one,
// so a slow device skips frames rather than falling behind (latest wins).
#include <QImage>
#include <QObject>
#include <QString>

class QCamera;
class QMediaCaptureSession;
class QMediaPlayer;
class QVideoFrame;
class QVideoSink;

namespace passband {

class LiveSource : public QObject {
    Q_OBJECT
public:
    explicit LiveSource(QObject* parent = nullptr);
    ~LiveSource() override;

    // The first camera there is; false, with `error` one line, where there is none.
    bool startCamera(QString* error);
    // Plays a video file once; false, with `error` one line, when it cannot be read.
    bool openVideo(const QString& path, QString* error);
    void stop();
    bool running() const { return running_; }
    QString name() const { return name_; } // "camera NAME" or the file's name
    // The newest frame not yet taken, or a null image.
    QImage takeFrame();
    int framesSeen() const { return seen_; }

signals:
    void frameReady(); // a frame is waiting
    void failed(const QString& line);
    void finished(); // the video ended, or the source stopped

private:
    void onFrame(const QVideoFrame& frame);

    QVideoSink* sink_;
    QMediaPlayer* player_ = nullptr;
    QCamera* camera_ = nullptr;
    QMediaCaptureSession* session_ = nullptr;
    QImage latest_;
    bool running_ = false;
    int seen_ = 0;
    QString name_;
};

} // namespace passband
