#pragma once
// Two writers of one saved game never interleave: each holds an advisory lock (flock) on a lock
// file beside the game for its whole read-modify-write. The lock file is locked, not the game:
// the atomic writer renames a new file over the game, so the game's inode does not last, and a
// lock on it would let a second writer lock the new file while the first still works.
#include <chrono>
#include <stdexcept>
#include <string>

namespace adc {

// Another process holds the lock and did not let go in the time allowed.
class LockBusy : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class FileLock {
public:
    // Locks lockPath(path), waiting up to `wait` while another process holds it. Throws
    // LockBusy when it is still held then, std::runtime_error when the lock file cannot be
    // made (naming the file and the reason).
    FileLock(const std::string& path, std::chrono::milliseconds wait);
    ~FileLock();
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;

    // "GAME.adc.json" -> "GAME.adc.json.lock". It stays after use: removing it would let a
    // waiting writer lock a file that is no longer the one the next writer locks.
    static std::string lockPath(const std::string& path);

private:
    int fd_ = -1;
};

} // namespace adc
