#pragma once
// Saving never destroys the old file: write a temporary beside it, flush, fsync, rename, fsync
// the folder. A save killed part-way leaves its temporary (NAME.XXXXXX); the next save of the
// same file removes such leftovers once they are old enough to belong to no live writer.
#include <chrono>
#include <cstddef>
#include <stdexcept>
#include <string>

namespace adc {

// Why a save failed, and at which step. what() reads "cannot save PATH: STEP failed: REASON".
class SaveError : public std::runtime_error {
public:
    enum class Step { CreateTemporary, Permissions, Write, Fsync, Close, Rename, FolderFsync };
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

// The file a path names once symlinks are followed (the last part's; a link to a link is
// followed on): what a save writes and a lock guards, so a game and a link to it are one game.
// A path that is no link comes back as given. Throws std::runtime_error on a symlink loop.
std::string linkTarget(const std::string& path);

// Writes where a symlink points (linkTarget), never over the link.
// Throws SaveError; unless replacedTheOldFile(), the old file is then byte-identical and no
// temporary is left behind.
void writeFileAtomically(const std::string& path, const std::string& contents);

// Removes PATH.XXXXXX files (a killed save's temporaries) last written more than `age` ago.
// Best effort: a leftover that cannot be removed costs only space. Returns how many went.
int removeStaleTemporaries(const std::string& path, std::chrono::seconds age = staleTemporaryAge);

// The largest file any loader reads: a 10,000-event game or a 5,000-unit battle is a few MB.
inline constexpr std::size_t kMaxFileBytes = std::size_t{64} << 20;

// Throws std::runtime_error when the file cannot be read (naming it and the reason: a folder,
// a missing file, an I/O error) or is over kMaxFileBytes.
std::string readFile(const std::string& path);

} // namespace adc
