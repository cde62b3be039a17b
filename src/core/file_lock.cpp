#include "adc/file_lock.hpp"

#include "adc/atomic_file.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace adc {

namespace {

// The holder writes its process id into the lock file, so a busy message can name it.
std::string holderOf(int fd) {
    char buffer[32] = {};
    ssize_t n = ::pread(fd, buffer, sizeof buffer - 1, 0);
    std::string pid = n > 0 ? std::string(buffer, static_cast<std::size_t>(n)) : std::string();
    while (!pid.empty() && (pid.back() == '\n' || pid.back() == ' ')) {
        pid.pop_back();
    }
    return pid;
}

} // namespace

std::string FileLock::lockPath(const std::string& path) {
    return path + ".lock";
}

FileLock::FileLock(const std::string& path, std::chrono::milliseconds wait)
    // Locked by the file a symlink points to: the link and the real name are one game, and
    // must take one lock.
    : lock_(lockPath(linkTarget(path))) {
    const auto deadline = std::chrono::steady_clock::now() + wait;
    for (;;) {
        fd_ = ::open(lock_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        if (fd_ < 0) {
            throw std::runtime_error("cannot lock " + path + ": cannot open " + lock_ + ": " +
                                     std::strerror(errno));
        }
        waitForLock(path, deadline);
        // The holder before us removed the lock file as it let go: the file we waited on is no
        // longer the one the next writer opens, so lock that one instead.
        struct stat held {};
        struct stat named {};
        if (::fstat(fd_, &held) == 0 && ::stat(lock_.c_str(), &named) == 0 &&
            held.st_ino == named.st_ino && held.st_dev == named.st_dev) {
            break;
        }
        ::close(fd_);
        fd_ = -1;
    }
    std::string pid = std::to_string(::getpid()) + "\n";
    if (::ftruncate(fd_, 0) == 0) {
        // Only a courtesy for the busy message: a failed write changes nothing about the lock.
        [[maybe_unused]] ssize_t written = ::pwrite(fd_, pid.data(), pid.size(), 0);
    }
}

void FileLock::waitForLock(const std::string& path,
                           std::chrono::steady_clock::time_point deadline) {
    while (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
        int err = errno;
        if (err == EINTR) {
            continue;
        }
        if (err != EWOULDBLOCK || std::chrono::steady_clock::now() >= deadline) {
            std::string holder = err == EWOULDBLOCK ? holderOf(fd_) : std::string();
            ::close(fd_);
            fd_ = -1;
            if (err != EWOULDBLOCK) {
                throw std::runtime_error("cannot lock " + lock_ + ": " + std::strerror(err));
            }
            throw LockBusy(path + " is being changed by another program" +
                           (holder.empty() ? std::string() : " (process " + holder + ")") +
                           ", which holds " + lock_ + "; nothing was changed, try again");
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}

FileLock::~FileLock() {
    if (fd_ >= 0) {
        // Removed while still held, so nothing is left beside the game; a writer waiting on
        // this file sees it gone once it gets the lock, and locks the next one.
        ::unlink(lock_.c_str());
        ::close(fd_); // closing the descriptor lets go of the lock
    }
}

} // namespace adc
