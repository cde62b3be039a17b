#pragma once
// Saving never destroys the old file: write a temporary beside it, flush, fsync, rename, fsync
// the folder. A save killed part-way leaves its temporary (NAME.XXXXXX); the next save of the
// same file removes such leftovers once they are old enough to belong to no live writer.
#include <chrono>
#include <stdexcept>
#include <string>

namespace adc {

// Why a save failed, and at which step. what() reads "cannot save PATH: STEP failed: REASON".
class SaveError : public std::runtime_error {
public:
    enum class Step { CreateTemporary, Write, Fsync, Close, Rename, FolderFsync };
    SaveError(const std::string& path, Step step, int error);

    const std::string& path() const { return path_; }
    Step step() const { return step_; }
    int error() const { return error_; } // the errno
    // Only the folder's fsync failed: the new contents already replaced the old file, but a
    // power cut could still undo the rename. Every other step leaves the old file as it was.
    bool replacedTheOldFile() const { return step_ == Step::FolderFsync; }

private:
    std::string path_;
    Step step_;
    int error_;
};

// A temporary this old cannot be a live writer's: a save takes well under a second.
inline constexpr std::chrono::hours staleTemporaryAge{1};

// Throws SaveError; unless replacedTheOldFile(), the old file is then byte-identical and no
// temporary is left behind.
void writeFileAtomically(const std::string& path, const std::string& contents);

// Removes PATH.XXXXXX files (a killed save's temporaries) last written more than `age` ago.
// Best effort: a leftover that cannot be removed costs only space. Returns how many went.
int removeStaleTemporaries(const std::string& path, std::chrono::seconds age = staleTemporaryAge);

// Throws std::runtime_error when the file cannot be read.
std::string readFile(const std::string& path);

} // namespace adc
