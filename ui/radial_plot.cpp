#include "radial_plot.h"

#include "cutoff_style.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <vector>

namespace passband {

namespace {
constexpr double kGrab = 6; // pixels either side of a marker that pick it up
}

RadialPlot::RadialPlot(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setToolTip(tr("Radial power spectrum: the mean power of the frequencies at each distance from the centre, "
                  "on a log scale, before (grey) and after the filter. Drag a cutoff marker to move it"));
}

void RadialPlot::setProfile(const RadialProfile& profile)
{
    profile_ = profile;
    curves_ = QPixmap();
    update();
}

void RadialPlot::resizeEvent(QResizeEvent* event)
{
    curves_ = QPixmap();
    QWidget::resizeEvent(event);
}

void RadialPlot::setCutoffs(std::optional<double> highpass, std::optional<double> lowpass)
{
    if (highpass == highpass_ && lowpass == lowpass_)
        return;
    // Repaint only what the markers leave and enter: each line, and each label on whichever
    // side and line it was and goes.
    for (const auto& places : {markerPlaces(highpass_, lowpass_), markerPlaces(highpass, lowpass)})
        for (const std::optional<MarkerPlace>& place : places)
            if (place) {
                update(QRect(static_cast<int>(std::floor(place->x)) - 3, 0, 7, height()));
                update(place->label.toAlignedRect().adjusted(-2, -2, 2, 2));
            }
    highpass_ = highpass;
    lowpass_ = lowpass;
}

QString RadialPlot::markerName(Marker marker)
{
    return marker == Marker::Highpass ? tr("high-pass") : tr("low-pass");
}

std::array<std::optional<RadialPlot::MarkerPlace>, 2> RadialPlot::markerPlaces(std::optional<double> highpass,
                                                                              std::optional<double> lowpass) const
{
    const QRectF area = plotArea();
    const QFontMetricsF metrics(font());
    std::array<std::optional<MarkerPlace>, 2> places;
    const std::array<std::optional<double>, 2> radii{highpass, lowpass};
    for (std::size_t i = 0; i < places.size(); ++i) {
        if (!radii[i])
            continue;
        const double x = xOf(*radii[i]);
        const double width = metrics.horizontalAdvance(markerName(i == 0 ? Marker::Highpass : Marker::Lowpass));
        QRectF label(x + 3, area.bottom() - 4 - metrics.height(), width, metrics.height());
        if (label.right() > area.right())
            label.moveRight(x - 3);
        if (i == 1 && places[0] && label.intersects(places[0]->label))
            label.moveBottom(places[0]->label.top());
        places[i] = MarkerPlace{x, label};
    }
    return places;
}

std::optional<QRectF> RadialPlot::labelRect(Marker marker) const
{
    const std::optional<MarkerPlace> place = markerPlaces(highpass_, lowpass_)[marker == Marker::Highpass ? 0 : 1];
    return place ? std::optional(place->label) : std::nullopt;
}

QRectF RadialPlot::plotArea() const
{
    const QFontMetrics metrics(font());
    return QRectF(rect()).adjusted(metrics.horizontalAdvance("10^-8") + 8, metrics.height() + 4, -8,
                                   -metrics.height() - 6);
}

double RadialPlot::xOf(double radius) const
{
    const QRectF area = plotArea();
    const double last = std::max<double>(1, static_cast<double>(profile_.bins.size()) - 1);
    return area.left() + radius / last * area.width();
}

double RadialPlot::radiusAt(double x) const
{
    const QRectF area = plotArea();
    const double last = std::max<double>(1, static_cast<double>(profile_.bins.size()) - 1);
    return std::clamp((x - area.left()) / area.width() * last, 0.0, last);
}

std::optional<RadialPlot::Marker> RadialPlot::markerNear(double x) const
{
    std::optional<Marker> best;
    double nearest = kGrab;
    for (auto [marker, radius] : {std::pair{Marker::Highpass, highpass_}, std::pair{Marker::Lowpass, lowpass_}})
        if (radius && std::abs(xOf(*radius) - x) <= nearest) {
            nearest = std::abs(xOf(*radius) - x);
            best = marker;
        }
    return best;
}

void RadialPlot::mousePressEvent(QMouseEvent* event)
{
    dragging_ = event->button() == Qt::LeftButton && !profile_.empty() ? markerNear(event->position().x())
                                                                        : std::nullopt;
    if (!dragging_)
        QWidget::mousePressEvent(event);
}

void RadialPlot::mouseMoveEvent(QMouseEvent* event)
{
    if (dragging_) {
        emit cutoffDragged(*dragging_, static_cast<int>(std::lround(radiusAt(event->position().x()))));
        return;
    }
    setCursor(markerNear(event->position().x()) ? Qt::SizeHorCursor : Qt::ArrowCursor);
}

void RadialPlot::mouseReleaseEvent(QMouseEvent* event)
{
    if (dragging_ && event->button() == Qt::LeftButton)
        dragging_.reset();
}

void RadialPlot::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    if (profile_.empty()) {
        painter.fillRect(rect(), palette().base());
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("Radial power spectrum"));
        return;
    }
    if (curves_.isNull()) {
        curves_ = QPixmap(size() * devicePixelRatioF());
        curves_.setDevicePixelRatio(devicePixelRatioF());
        QPainter onPixmap(&curves_);
        paintCurves(onPixmap);
    }
    painter.drawPixmap(0, 0, curves_);
    const QRectF area = plotArea();
    painter.setClipRect(area);
    const auto places = markerPlaces(highpass_, lowpass_);
    for (auto [place, colour, marker] : {std::tuple{places[0], style::highpass(), Marker::Highpass},
                                         std::tuple{places[1], style::lowpass(), Marker::Lowpass}}) {
        if (!place)
            continue;
        painter.setPen(QPen(colour, 2));
        painter.drawLine(QPointF(place->x, area.top()), QPointF(place->x, area.bottom()));
        painter.drawText(place->label, Qt::AlignLeft | Qt::AlignVCenter, markerName(marker));
    }
}

void RadialPlot::paintCurves(QPainter& painter) const
{
    painter.fillRect(rect(), palette().base());
    // Decades of log10 power, from the smallest positive mean to the largest.
    double lo = INFINITY, hi = -INFINITY;
    for (const std::vector<double>* series : {&profile_.before, &profile_.after})
        for (double p : *series)
            if (p > 0) {
                lo = std::min(lo, std::log10(p));
                hi = std::max(hi, std::log10(p));
            }
    if (!std::isfinite(lo)) {
        lo = 0;
        hi = 1;
    }
    lo = std::floor(std::max(lo, hi - 12)); // a filter's zeros are off the bottom, not 40 decades down
    hi = std::ceil(hi);
    if (hi <= lo)
        hi = lo + 1;
    const QRectF area = plotArea();
    const auto y = [&](double p) { return area.bottom() - (std::log10(p) - lo) / (hi - lo) * area.height(); };

    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(area);
    painter.setPen(palette().color(QPalette::Text));
    const QFontMetrics metrics(font());
    for (int decade = static_cast<int>(lo); decade <= hi; decade += std::max(1, static_cast<int>(hi - lo) / 4)) {
        const double yy = y(std::pow(10.0, decade));
        painter.drawText(QRectF(0, yy - metrics.height() / 2.0, area.left() - 4, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QString("10^%1").arg(decade));
    }
    const double last = static_cast<double>(profile_.bins.size()) - 1;
    painter.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), metrics.height() + 4),
                     Qt::AlignLeft | Qt::AlignTop, tr("0"));
    painter.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), metrics.height() + 4),
                     Qt::AlignRight | Qt::AlignTop, tr("radius %1 px").arg(last, 0, 'f', 0));
    painter.drawText(area.adjusted(4, 2, -4, 0), Qt::AlignTop | Qt::AlignRight, tr("mean power per bin (log)"));

    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(area);
    const auto draw = [&](const std::vector<double>& series, const QPen& pen) {
        QPainterPath path;
        bool down = false;
        for (std::size_t k = 0; k < series.size(); ++k) {
            if (!(series[k] > 0) || profile_.bins[k] == 0) {
                down = false; // a gap where the power is zero
                continue;
            }
            const QPointF point(xOf(static_cast<double>(k)), std::min(y(series[k]), area.bottom() + 1));
            down ? path.lineTo(point) : path.moveTo(point);
            down = true;
        }
        painter.setPen(pen);
        painter.drawPath(path);
    };
    draw(profile_.before, QPen(palette().color(QPalette::Mid), 1.5));
    draw(profile_.after, QPen(palette().color(QPalette::Text), 1.5)); // not a cutoff's colour
}

} // namespace passband
