#include "adc/file_lock.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
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

FileLock::FileLock(const std::string& path, std::chrono::milliseconds wait) {
    const std::string lock = lockPath(path);
    fd_ = ::open(lock.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0) {
        throw std::runtime_error("cannot lock " + path + ": cannot open " + lock + ": " +
                                 std::strerror(errno));
    }
    const auto deadline = std::chrono::steady_clock::now() + wait;
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
                throw std::runtime_error("cannot lock " + lock + ": " + std::strerror(err));
            }
            throw LockBusy(path + " is being changed by another program" +
                           (holder.empty() ? std::string() : " (process " + holder + ")") +
                           ", which holds " + lock + "; nothing was changed, try again");
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    std::string pid = std::to_string(::getpid()) + "\n";
    if (::ftruncate(fd_, 0) == 0) {
        // Only a courtesy for the busy message: a failed write changes nothing about the lock.
        [[maybe_unused]] ssize_t written = ::pwrite(fd_, pid.data(), pid.size(), 0);
    }
}

FileLock::~FileLock() {
    if (fd_ >= 0) {
        ::close(fd_); // closing the descriptor lets go of the lock
    }
}

} // namespace adc
