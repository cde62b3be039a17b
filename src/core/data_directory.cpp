#include "adc/data_directory.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

// Set for this file alone (src/core/CMakeLists.txt), so the rest of the core compiles the same
// in every build tree and the shared compiler cache can reuse it.
#ifndef ADC_SOURCE_DATA_DIR
#define ADC_SOURCE_DATA_DIR "."
#endif
#ifndef ADC_BINARY_DIR
#define ADC_BINARY_DIR ""
#endif

namespace adc {

namespace fs = std::filesystem;

namespace {

// The path made absolute and free of symlinks where it exists, as written otherwise.
fs::path resolved(const fs::path& p) {
    std::error_code ec;
    fs::path r = fs::weakly_canonical(p, ec);
    return ec ? p.lexically_normal() : r;
}

bool liesInside(const fs::path& file, const fs::path& dir) {
    if (dir.empty()) {
        return false;
    }
    const fs::path f = resolved(file);
    const fs::path d = resolved(dir);
    auto [dirEnd, _] = std::mismatch(d.begin(), d.end(), f.begin(), f.end());
    // A trailing separator leaves an empty last component; it matches anything.
    return dirEnd == d.end() || (std::next(dirEnd) == d.end() && dirEnd->empty());
}

} // namespace

std::string dataDirectoryFor(const std::string& executable, const BuildTree& build) {
    if (executable.empty()) {
        return build.sourceDataDir;
    }
    const fs::path exe = resolved(executable);
    const fs::path installed = exe.parent_path().parent_path() / "share" / "aide-de-camp";
    std::error_code ec;
    if (fs::is_directory(installed / "rulesets", ec)) {
        return installed.string();
    }
    if (liesInside(exe, build.binaryDir)) {
        return build.sourceDataDir;
    }
    return installed.string();
}

std::string runningExecutable(const std::string& argv0) {
    std::error_code ec;
    fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (!ec && !self.empty()) {
        return self.string();
    }
    if (argv0.empty()) {
        return {};
    }
    self = fs::canonical(argv0, ec);
    return ec ? std::string() : self.string();
}

BuildTree thisBuild() {
    return {ADC_BINARY_DIR, ADC_SOURCE_DATA_DIR};
}

std::string dataDirectory(const std::string& argv0) {
    if (const char* env = std::getenv("ADC_DATA_DIR"); env && *env) {
        return env;
    }
    return dataDirectoryFor(runningExecutable(argv0), thisBuild());
}

} // namespace adc
