// Saves one file with the atomic writer, ATTEMPTS times in a row, and says what each attempt
// did; the fault tests run it under the fault shim.
//
//   save_once PATH SIZE ATTEMPTS
//
// Each attempt prints one line: "saved", "kept: MESSAGE" (failed, the old file untouched) or
// "replaced: MESSAGE" (only the folder's fsync failed). The exit status is 0 when the last
// attempt saved, 1 otherwise.
#include "adc/atomic_file.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: save_once PATH SIZE ATTEMPTS\n");
        return 2;
    }
    const std::string path = argv[1];
    std::string contents;
    const std::size_t size = std::strtoul(argv[2], nullptr, 10);
    while (contents.size() < size) {
        contents += "a new game, line " + std::to_string(contents.size()) + "\n";
    }
    contents.resize(size);
    bool saved = false;
    for (long i = std::strtol(argv[3], nullptr, 10); i > 0; --i) {
        try {
            adc::writeFileAtomically(path, contents);
            std::printf("saved\n");
            saved = true;
        } catch (const adc::SaveError& e) {
            std::printf("%s: %s\n", e.replacedTheOldFile() ? "replaced" : "kept", e.what());
            saved = false;
        }
        std::fflush(stdout);
    }
    return saved ? 0 : 1;
}
