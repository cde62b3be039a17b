#pragma once
// Two writers of one saved game never interleave: each holds an advisory lock (flock) on a lock
// file beside the game for its whole read-modify-write. The lock file is locked, not the game:
// the atomic writer renames a new file over the game, so the game's inode does not last, and a
// lock on it would let a second writer lock the new file while the first still works. The lock
// file exists only while a writer holds it: the holder removes it as it lets go, and a waiter
// that then gets a lock on the removed file tries again on the new one.
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

    // "GAME.adc.json" -> "GAME.adc.json.lock".
    static std::string lockPath(const std::string& path);

private:
    void waitForLock(const std::string& path, std::chrono::steady_clock::time_point deadline);

    std::string lock_;
    int fd_ = -1;
};

} // namespace adc
