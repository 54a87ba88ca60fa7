#pragma once
// The sample images bundled into the binary (resources/, Qt resource system).
#include <QString>

namespace passband {

// ":/samples/astronaut.png", the image opened when no file is given.
QString defaultSamplePath();

} // namespace passband
