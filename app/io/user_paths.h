#pragma once
// Where Passband keeps things of the user's, as the XDG base directories say (through
// QStandardPaths, so $XDG_CONFIG_HOME, $XDG_CACHE_HOME and $XDG_DATA_HOME are honoured):
//   settings      $XDG_CONFIG_HOME/Passband/Passband.conf  (QSettings, organisation and name "Passband")
//   built kernels $XDG_CACHE_HOME/Passband/kernels
//   presets       $XDG_DATA_HOME/Passband/presets           (where Save Preset starts)
#include <QString>

namespace passband {

QString kernelCacheDirectory();
// Made when first asked for, so that a file dialog can start in it.
QString presetsDirectory();

} // namespace passband
