#include "impulse_view.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace passband {

ImpulseView::ImpulseView(QWidget* parent) : QWidget(parent)
{
    setToolTip(tr("The filter's impulse response h, the inverse DFT of H, around its centre: what the filter "
                  "spreads one bright pixel into. Its ripples are the ringing that sharp cutoffs cause. "
                  "Below: h along the centre row"));
}

void ImpulseView::setResponse(const ImpulseResponse& response)
{
    response_ = response;
    image_ = QImage();
    if (!response_.empty()) {
        float peak = 0;
        for (float v : response_.values)
            peak = std::max(peak, std::abs(v));
        image_ = QImage(response_.width, response_.height, QImage::Format_Grayscale8);
        for (int j = 0; j < response_.height; ++j) {
            uchar* line = image_.scanLine(j);
            for (int i = 0; i < response_.width; ++i) {
                const float v = peak > 0 ? response_.at(i, j) / peak : 0.0f;
                const float shade = std::copysign(std::sqrt(std::abs(v)), v); // -1..1
                line[i] = static_cast<uchar>(std::lround(127.5f + 127.5f * shade));
            }
        }
    }
    update();
}

void ImpulseView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    if (image_.isNull()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("Impulse response"));
        return;
    }
    const int margin = 4;
    const QRect area = rect().adjusted(margin, margin, -margin, -margin);
    // The image on the left as a square, the centre-row profile beside it.
    const int side = std::min(area.height(), area.width() / 2);
    const QRect imageRect(area.left(), area.top() + (area.height() - side) / 2, side, side);
    painter.drawImage(imageRect, image_);
    painter.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
    const double rowY = imageRect.top() + (response_.height / 2 + 0.5) * side / double(response_.height);
    painter.drawLine(QPointF(imageRect.left(), rowY), QPointF(imageRect.right(), rowY));

    const QRect plot(imageRect.right() + 2 * margin, area.top(), area.right() - imageRect.right() - 2 * margin,
                     area.height());
    if (plot.width() < 20)
        return;
    const int row = response_.height / 2;
    float lo = 0, hi = 0;
    for (int i = 0; i < response_.width; ++i) {
        lo = std::min(lo, response_.at(i, row));
        hi = std::max(hi, response_.at(i, row));
    }
    const float span = hi > lo ? hi - lo : 1.0f;
    const auto y = [&](float v) { return plot.bottom() - (v - lo) / span * plot.height(); };
    const auto x = [&](int i) { return plot.left() + (i + 0.5) * plot.width() / response_.width; };
    painter.setPen(QPen(palette().color(QPalette::Mid), 1));
    painter.drawLine(QPointF(plot.left(), y(0)), QPointF(plot.right(), y(0)));
    QPainterPath curve;
    curve.moveTo(x(0), y(response_.at(0, row)));
    for (int i = 1; i < response_.width; ++i)
        curve.lineTo(x(i), y(response_.at(i, row)));
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(palette().color(QPalette::Text), 1.5)); // not a cutoff's colour
    painter.drawPath(curve);
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(plot.adjusted(2, 0, 0, 0), Qt::AlignTop | Qt::AlignLeft,
                     tr("h(x, 0), %1 px across").arg(response_.width));
}

} // namespace passband
