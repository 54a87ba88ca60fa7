#pragma once
// The command line's options that mean the same filter as a FilterSettings, for tests that
// hold the window against `passband filter`.
#include "filter.h"
#include "mask_file.h"

#include <QDir>
#include <QString>
#include <QStringList>

// The CLI arguments that mean the same filter as `s`.
inline QStringList cliArguments(const passband::FilterSettings& s)
{
    using namespace passband;
    QStringList a;
    if (s.highpass)
        a << "--highpass" << QString::number(*s.highpass);
    if (s.lowpass)
        a << "--lowpass" << QString::number(*s.lowpass);
    a << "--shape" << shapeName(s.shape) << "--order" << QString::number(s.order) << "--map" << mappingName(s.mapping);
    if (s.edges.mode == EdgeHandling::Window && s.edges.taper < 1)
        a << "--edges" << "tukey" << "--taper" << QString::number(s.edges.taper);
    else
        a << "--edges" << QString::fromStdString(s.edges.describe());
    for (const Notch& n : s.notches)
        a << "--notch" << QString("%1,%2,%3,%4").arg(n.u).arg(n.v).arg(n.radius).arg(shapeName(n.shape));
    if (s.invert)
        a << "--invert";
    if (s.emphasis.active())
        a << "--emphasis" << QString("%1,%2").arg(s.emphasis.k1).arg(s.emphasis.k2);
    if (s.isotropic)
        a << "--isotropic";
    if (s.mask) { // written where the test's other files go, as the window's Save would
        saveMask(*s.mask, QDir::temp().filePath("passband-tst-gui-mask.png"));
        a << "--mask" << QDir::temp().filePath("passband-tst-gui-mask.png");
    }
    if (s.homomorphic)
        a << "--homomorphic"
          << QString("%1,%2,%3,%4").arg(s.homomorphic->gammaL).arg(s.homomorphic->gammaH).arg(s.homomorphic->c)
                 .arg(s.homomorphic->d0);
    for (const Wedge& w : s.wedges)
        a << (w.pass ? "--pass-wedge" : "--wedge")
          << QString("%1,%2,%3,%4%5").arg(w.angle).arg(w.opening).arg(w.soft).arg(w.rMin)
                 .arg(w.rMax ? "," + QString::number(*w.rMax) : QString());
    return a;
}
