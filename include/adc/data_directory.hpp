#pragma once
// Where the programs read rulesets/ and scenarios/ from. An installed copy reads only its own
// share/aide-de-camp; only a program run from its build tree reads the source tree, so a user's
// installed program never depends on where it happened to be built.
#include <string>

namespace adc {

// What the build knows of itself, compiled in.
struct BuildTree {
    std::string binaryDir;     // where CMake built the programs
    std::string sourceDataDir; // the source tree holding rulesets/ and scenarios/
};

// The data directory of the program at `executable`: <bin>/../share/aide-de-camp when it holds
// rulesets/; else the source tree when `executable` lies inside the build tree; else the
// installed place all the same, so a copy whose data is missing names where it looked instead
// of quietly reading a source tree. An unknown executable (empty) gets the source tree.
std::string dataDirectoryFor(const std::string& executable, const BuildTree& build);

// The running program's own file: /proc/self/exe (right even when started as plain `adc` from
// PATH), else `argv0` made canonical; empty when neither can be found.
std::string runningExecutable(const std::string& argv0 = {});

// This build's own places.
BuildTree thisBuild();

// $ADC_DATA_DIR, else dataDirectoryFor(runningExecutable(argv0), thisBuild()).
std::string dataDirectory(const std::string& argv0 = {});

} // namespace adc
