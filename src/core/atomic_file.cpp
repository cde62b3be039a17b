#include "adc/atomic_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

namespace adc {

namespace {

std::runtime_error failure(const std::string& path, const std::string& what, int err) {
    return std::runtime_error("cannot save " + path + ": " + what + ": " + std::strerror(err));
}

std::string directoryOf(const std::string& path) {
    auto slash = path.find_last_of('/');
    if (slash == std::string::npos) {
        return ".";
    }
    return slash == 0 ? "/" : path.substr(0, slash);
}

} // namespace

void writeFileAtomically(const std::string& path, const std::string& contents) {
    std::string temp = path + ".XXXXXX";
    int fd = ::mkstemp(temp.data());
    if (fd < 0) {
        throw failure(path, "cannot create a temporary file beside it", errno);
    }
    // Keep the old file's permissions where there is one; otherwise the usual 0644.
    struct stat old {};
    ::fchmod(fd, ::stat(path.c_str(), &old) == 0 ? (old.st_mode & 07777) : 0644);
    const char* p = contents.data();
    std::size_t left = contents.size();
    while (left > 0) {
        ssize_t n = ::write(fd, p, left);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            int err = errno;
            ::close(fd);
            ::unlink(temp.c_str());
            throw failure(path, "write failed", err);
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0) {
        int err = errno;
        ::close(fd);
        ::unlink(temp.c_str());
        throw failure(path, "fsync failed", err);
    }
    if (::close(fd) != 0) {
        int err = errno;
        ::unlink(temp.c_str());
        throw failure(path, "close failed", err);
    }
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        int err = errno;
        ::unlink(temp.c_str());
        throw failure(path, "rename failed", err);
    }
    // Make the rename itself durable.
    int dir = ::open(directoryOf(path).c_str(), O_RDONLY | O_DIRECTORY);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw std::runtime_error("cannot open " + path + ": " + std::strerror(errno));
    }
    // Straight into a string reserved to the file's size: a big battle is megabytes, which a
    // stringstream would grow by doubling and then copy again.
    std::string text;
    std::error_code ec;
    if (auto size = std::filesystem::file_size(path, ec); !ec) {
        text.reserve(static_cast<std::size_t>(size));
    }
    char chunk[1 << 16];
    while (in.read(chunk, sizeof chunk), in.gcount() > 0) {
        text.append(chunk, static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) {
        throw std::runtime_error("cannot read " + path);
    }
    return text;
}

} // namespace adc
