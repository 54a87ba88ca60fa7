#include "line_profile.h"

#include "image_pane.h"

#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace passband {

std::vector<double> profileAlong(const Image& image, QPointF from, QPointF to)
{
    std::vector<double> values;
    const double length = std::hypot(to.x() - from.x(), to.y() - from.y());
    const int n = static_cast<int>(std::ceil(length)) + 1;
    static const double kLuminance[3] = {0.299, 0.587, 0.114};
    for (int i = 0; i < n; ++i) {
        const double t = n > 1 ? double(i) / (n - 1) : 0.0;
        const int x = static_cast<int>(std::floor(from.x() + t * (to.x() - from.x())));
        const int y = static_cast<int>(std::floor(from.y() + t * (to.y() - from.y())));
        if (x < 0 || y < 0 || x >= image.width || y >= image.height)
            continue;
        if (image.colourChannels() >= 3) {
            double v = 0;
            for (int c = 0; c < 3; ++c)
                v += kLuminance[c] * image.value(x, y, c);
            values.push_back(v);
        } else {
            values.push_back(image.value(x, y, 0));
        }
    }
    return values;
}

LineProfilePlot::LineProfilePlot(QWidget* parent) : QWidget(parent)
{
    setMinimumHeight(100);
    setAccessibleName(tr("Line profile"));
}

void LineProfilePlot::setProfiles(std::vector<double> original, std::vector<double> result, double top)
{
    original_ = std::move(original);
    result_ = std::move(result);
    top_ = top;
    update();
}

void LineProfilePlot::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    if (original_.empty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("Drag a line across the Original or Filtered pane"));
        return;
    }
    const QRectF area = QRectF(rect()).adjusted(40, 8, -8, -18);
    double low = 0, high = top_;
    for (const std::vector<double>* series : {&original_, &result_})
        for (const double v : *series) {
            low = std::min(low, v);
            high = std::max(high, v);
        }
    if (high <= low)
        high = low + 1;
    const auto point = [&](std::size_t i, std::size_t n, double v) {
        const double x = area.left() + area.width() * (n > 1 ? double(i) / (n - 1) : 0.5);
        return QPointF(x, area.bottom() - area.height() * (v - low) / (high - low));
    };
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(area);
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(QRectF(0, area.top() - 6, area.left() - 4, 14), Qt::AlignRight, QString::number(high, 'g', 4));
    painter.drawText(QRectF(0, area.bottom() - 8, area.left() - 4, 14), Qt::AlignRight, QString::number(low, 'g', 4));
    painter.drawText(area.adjusted(4, area.height() + 2, 0, 18), Qt::AlignLeft | Qt::AlignTop,
                     tr("original (grey), result (dark), %1 points").arg(original_.size()));
    painter.setRenderHint(QPainter::Antialiasing);
    for (const auto& [series, pen] : {std::pair{&original_, QPen(palette().color(QPalette::Mid), 1.5)},
                                      std::pair{&result_, QPen(palette().color(QPalette::Text), 1.5)}}) {
        QPainterPath path;
        for (std::size_t i = 0; i < series->size(); ++i) {
            const QPointF p = point(i, series->size(), (*series)[i]);
            i == 0 ? path.moveTo(p) : path.lineTo(p);
        }
        painter.setPen(pen);
        painter.drawPath(path);
    }
}

LineProfileTool::LineProfileTool(QObject* parent) : QObject(parent) {}

void LineProfileTool::addPane(ImagePane* pane)
{
    auto* item = new QGraphicsLineItem;
    QPen pen(QColor(255, 60, 60), 1.5);
    pen.setCosmetic(true);
    item->setPen(pen);
    item->setZValue(3);
    item->setVisible(false);
    pane->scene()->addItem(item);
    items_.push_back(item);
}

void LineProfileTool::setEnabled(bool on)
{
    enabled_ = on;
    for (QGraphicsLineItem* item : items_)
        item->setVisible(on && !line_.isNull());
}

void LineProfileTool::setLine(QLineF line)
{
    line_ = line;
    for (QGraphicsLineItem* item : items_) {
        item->setLine(line);
        item->setVisible(enabled_ && !line.isNull());
    }
    emit lineChanged(line);
}

bool LineProfileTool::mouseEvent(QEvent::Type type, const QMouseEvent& event, QPointF scenePos)
{
    if (!enabled_)
        return false;
    if (type == QEvent::MouseButtonPress && event.button() == Qt::LeftButton) {
        dragging_ = true;
        setLine(QLineF(scenePos, scenePos));
        return true;
    }
    if (!dragging_)
        return false;
    if (type == QEvent::MouseMove || type == QEvent::MouseButtonRelease) {
        setLine(QLineF(line_.p1(), scenePos));
        if (type == QEvent::MouseButtonRelease)
            dragging_ = false;
        return true;
    }
    return false;
}

} // namespace passband
