#include "engine.h"

#include "device.h"
#include "errors.h"
#include "image_io.h"
#include "job_runner.h"

#include <QFileInfo>
#include <QMetaObject>

namespace passband {

namespace {
enum Lane { kDeviceLane, kImageLane, kFilterLane, kLanes };

QString text(const std::exception& e) { return QString::fromStdString(e.what()); }
} // namespace

struct Engine::Worker {
    std::unique_ptr<ComputeContext> context;
    std::unique_ptr<FilterPipeline> pipeline;
    std::shared_ptr<const Image> image; // the image on the device, to restore after a failure
};

Engine::Engine(const QString& selector, QObject* parent)
    : QObject(parent), worker_(std::make_unique<Worker>()), runner_(std::make_unique<JobRunner>(kLanes))
{
    qRegisterMetaType<std::shared_ptr<const passband::Image>>();
    qRegisterMetaType<passband::FilterSettings>();
    qRegisterMetaType<passband::UpdateTiming>();
    selectDevice(selector);
}

Engine::~Engine()
{
    runner_->stop();
}

quint64 Engine::jobsRun() const { return runner_->jobsRun(); }
bool Engine::waitIdle(int timeoutMs) const { return runner_->waitIdle(timeoutMs); }

quint64 Engine::selectDevice(const QString& selector)
{
    const std::string wanted = selector.toStdString();
    return runner_->submit(kDeviceLane, [this, wanted](const JobRunner::Context& job) {
        Worker& w = *worker_;
        try {
            const std::vector<DeviceInfo> devices = listDevices();
            auto context = std::make_unique<ComputeContext>(wanted);
            auto pipeline = std::make_unique<FilterPipeline>(*context);
            pipeline->setProfiling(true);
            if (w.image)
                pipeline->setImage(*w.image);
            // The new device works: drop the old one (pipeline first, it uses the context).
            w.pipeline = std::move(pipeline);
            w.context = std::move(context);
            QStringList names;
            for (const DeviceInfo& d : devices)
                names << QString::fromStdString(d.name + " (" + d.platformName + ")");
            const QString name = QString::fromStdString(w.context->device().name);
            const int index = static_cast<int>(w.context->device().index);
            QMetaObject::invokeMethod(this, [this, g = job.generation, name, names, index] {
                emit deviceReady(g, name, names, index);
            }, Qt::QueuedConnection);
        } catch (const std::exception& e) {
            QMetaObject::invokeMethod(this, [this, g = job.generation, reason = text(e)] {
                emit deviceFailed(g, reason);
            }, Qt::QueuedConnection);
        }
    });
}

quint64 Engine::openFile(const QString& path)
{
    return runner_->submit(kImageLane, [this, path](const JobRunner::Context& job) {
        Worker& w = *worker_;
        const auto report = [&](const QString& stage, int percent) {
            QMetaObject::invokeMethod(this, [this, g = job.generation, stage, percent] {
                emit progress(g, stage, percent);
            }, Qt::QueuedConnection);
        };
        const auto fail = [&](const QString& reason) {
            QMetaObject::invokeMethod(this, [this, g = job.generation, path, reason] {
                emit imageFailed(g, path, reason);
            }, Qt::QueuedConnection);
        };
        std::shared_ptr<const Image> image;
        try {
            report(tr("Reading %1").arg(QFileInfo(path).fileName()), 5);
            image = std::make_shared<const Image>(loadImage(path));
        } catch (const std::exception& e) {
            fail(text(e));
            return;
        }
        if (job.superseded())
            return; // another file was asked for meanwhile
        if (!w.pipeline) {
            fail(tr("No OpenCL device is available, so the image cannot be filtered."));
            return;
        }
        try {
            report(tr("Computing the spectrum of a %1 image").arg(QString::fromStdString(image->describe())), 40);
            w.pipeline->setImage(*image);
        } catch (const std::exception& e) {
            const QString reason = text(e);
            try { // keep showing what was there
                if (w.image)
                    w.pipeline->setImage(*w.image);
            } catch (const std::exception&) {
                w.image.reset();
            }
            fail(reason);
            return;
        }
        w.image = image;
        report(tr("Preparing the display"), 90);
        const QImage original = toQImage(*image);
        auto spectrum = std::make_shared<const Image>(w.pipeline->spectrumImage());
        const QImage spectrumDisplay = toQImage(*spectrum);
        QMetaObject::invokeMethod(this, [this, g = job.generation, path, image, original, spectrum, spectrumDisplay] {
            emit imageOpened(g, path, image, original, spectrum, spectrumDisplay);
        }, Qt::QueuedConnection);
    });
}

quint64 Engine::filter(const FilterSettings& settings)
{
    return runner_->submit(kFilterLane, [this, settings](const JobRunner::Context& job) {
        Worker& w = *worker_;
        if (job.superseded() || !w.pipeline || !w.pipeline->hasImage())
            return;
        try {
            ++filtersRun_;
            auto result = std::make_shared<const Image>(w.pipeline->apply(settings));
            const UpdateTiming timing = w.pipeline->lastTiming();
            const QImage display = toQImage(*result);
            QMetaObject::invokeMethod(this, [this, g = job.generation, result, display, timing] {
                emit filtered(g, result, display, timing);
            }, Qt::QueuedConnection);
        } catch (const std::exception& e) {
            QMetaObject::invokeMethod(this, [this, g = job.generation, reason = text(e)] {
                emit filterFailed(g, reason);
            }, Qt::QueuedConnection);
        }
    });
}

} // namespace passband
