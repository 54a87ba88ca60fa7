#include "hover_readout.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace passband {

namespace {

QString position(int x, int y) { return QString("x %1, y %2").arg(x).arg(y); }

} // namespace

QString pixelReadout(const Image& image, int x, int y)
{
    QStringList values;
    for (int c = 0; c < image.channels; ++c)
        values << (image.isFloat() ? QString::number(image.value(x, y, c), 'g', 7) : QString::number(image.at(x, y, c)));
    if (image.channels == 1)
        return position(x, y) + ": " + values.first();
    return position(x, y) + ": " + (image.channels >= 3 ? "RGB" : "grey") + QString(image.hasAlpha() ? "A" : "") +
           " (" + values.join(", ") + ")";
}

QString spectrumReadout(const Image& spectrum, int x, int y, int width, int height)
{
    const int ku = x - width / 2, kv = y - height / 2;
    const double d = std::hypot(ku, kv);
    const double cyclesPerPixel = std::hypot(double(ku) / width, double(kv) / height);
    QString text = position(x, y) + QString(": S %1; frequency (%2, %3), D %4 px, ")
                                        .arg(spectrum.at(x, y, 0))
                                        .arg(ku)
                                        .arg(kv)
                                        .arg(d, 0, 'f', 1);
    text += cyclesPerPixel > 0
                ? QCoreApplication::translate("passband::HoverReadout", "period %1 px").arg(1.0 / cyclesPerPixel, 0, 'f', 2)
                : QCoreApplication::translate("passband::HoverReadout", "DC (mean)");
    return text;
}

} // namespace passband
