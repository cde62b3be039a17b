#pragma once
// Saving never destroys the old file: write a temporary beside it, flush, fsync, rename.
#include <string>

namespace adc {

// Throws std::runtime_error naming the path and the reason; the old file is then untouched.
void writeFileAtomically(const std::string& path, const std::string& contents);
// Throws std::runtime_error when the file cannot be read.
std::string readFile(const std::string& path);

} // namespace adc
