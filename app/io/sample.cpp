#include "sample.h"

namespace passband {

QString defaultSamplePath() { return QStringLiteral(":/samples/astronaut.png"); }

} // namespace passband
