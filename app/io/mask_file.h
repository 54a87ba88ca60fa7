#pragma once
// Painted masks as files (README "Masks"): a 16-bit grey PNG the size of the image's spectrum,
// 0 stopping and 65535 passing, laid out as the spectrum pane shows it.
#include "filter.h"

#include <QString>

#include <memory>

namespace passband {

// Reads a grey image (8 or 16 bits; 16-bit PNG is what Passband writes) as a mask, made
// Hermitian (stop wins). Throws Error with one line naming the file: unreadable, colour, or
// of another size than `width` x `height` (when those are given).
std::shared_ptr<const SpectrumMask> loadMask(const QString& path, int width = 0, int height = 0);
// Writes `mask` as a 16-bit grey PNG, atomically; throws ImageFileError on failure.
void saveMask(const SpectrumMask& mask, const QString& path);

} // namespace passband
