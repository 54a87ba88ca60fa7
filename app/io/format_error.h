#pragma once
// What a format's reader or writer says is wrong with a file, in one clause ("strip 3 is past
// the end of the file"); image_io.cpp names the file around it.
#include <stdexcept>

namespace passband {

class FormatError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace passband
