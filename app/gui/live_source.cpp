#include "live_source.h"

#include <QCamera>
#include <QCameraDevice>
#include <QFileInfo>
#include <QMediaCaptureSession>
#include <QMediaDevices>
#include <QMediaPlayer>
#include <QUrl>
#include <QVideoFrame>
#include <QVideoSink>

namespace passband {

LiveSource::LiveSource(QObject* parent) : QObject(parent), sink_(new QVideoSink(this))
{
    connect(sink_, &QVideoSink::videoFrameChanged, this, &LiveSource::onFrame);
}

LiveSource::~LiveSource()
{
    blockSignals(true); // the window that listens may be half gone
    stop();
}

void LiveSource::onFrame(const QVideoFrame& frame)
{
    if (!running_ || !frame.isValid())
        return;
    QImage image = frame.toImage();
    if (image.isNull())
        return;
    latest_ = image.convertToFormat(QImage::Format_RGB888);
    ++seen_;
    emit frameReady();
}

QImage LiveSource::takeFrame()
{
    QImage frame;
    std::swap(frame, latest_);
    return frame;
}

bool LiveSource::startCamera(QString* error)
{
    stop();
    const QList<QCameraDevice> cameras = QMediaDevices::videoInputs();
    if (cameras.isEmpty()) {
        if (error)
            *error = tr("No camera was found: connect one, or open a video file (File > Open Video).");
        return false;
    }
    camera_ = new QCamera(cameras.first(), this);
    session_ = new QMediaCaptureSession(this);
    session_->setCamera(camera_);
    session_->setVideoSink(sink_);
    connect(camera_, &QCamera::errorOccurred, this, [this](QCamera::Error, const QString& text) {
        emit failed(tr("The camera failed: %1").arg(text));
        stop();
    });
    name_ = tr("camera %1").arg(cameras.first().description());
    running_ = true;
    camera_->start();
    return true;
}

bool LiveSource::openVideo(const QString& path, QString* error)
{
    stop();
    const QFileInfo info(path);
    if (!info.isFile() || !info.isReadable()) {
        if (error)
            *error = tr("Cannot read the video '%1'.").arg(path);
        return false;
    }
    player_ = new QMediaPlayer(this);
    player_->setVideoSink(sink_);
    connect(player_, &QMediaPlayer::errorOccurred, this, [this](QMediaPlayer::Error, const QString& text) {
        emit failed(tr("Cannot play %1: %2").arg(name_, text.isEmpty() ? tr("not a video Qt Multimedia can decode") : text));
        stop();
    });
    connect(player_, &QMediaPlayer::mediaStatusChanged, this, [this](QMediaPlayer::MediaStatus status) {
        if (status == QMediaPlayer::EndOfMedia) {
            running_ = false;
            emit finished();
        } else if (status == QMediaPlayer::InvalidMedia) {
            emit failed(tr("Cannot play %1: not a video Qt Multimedia can decode").arg(name_));
            stop();
        }
    });
    name_ = info.fileName();
    running_ = true;
    player_->setSource(QUrl::fromLocalFile(info.absoluteFilePath()));
    player_->play();
    return true;
}

void LiveSource::stop()
{
    const bool was = running_ || player_ || camera_;
    running_ = false;
    if (player_) {
        player_->disconnect(this);
        player_->stop();
        player_->deleteLater();
        player_ = nullptr;
    }
    if (camera_) {
        camera_->disconnect(this);
        camera_->stop();
        camera_->deleteLater();
        camera_ = nullptr;
    }
    if (session_) {
        session_->deleteLater();
        session_ = nullptr;
    }
    latest_ = QImage();
    if (was)
        emit finished();
}

} // namespace passband
