#include "adc/atomic_file.hpp"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

namespace adc {

namespace fs = std::filesystem;

namespace {

std::string stepWords(SaveError::Step step) {
    switch (step) {
    case SaveError::Step::CreateTemporary:
        return "cannot create a temporary file beside it";
    case SaveError::Step::Permissions:
        return "cannot give the new file the old one's permissions";
    case SaveError::Step::Write:
        return "write failed";
    case SaveError::Step::Fsync:
        return "fsync failed";
    case SaveError::Step::Close:
        return "close failed";
    case SaveError::Step::Rename:
        return "rename failed";
    case SaveError::Step::FolderFsync:
        return "the new file is in place, but the fsync of its folder failed, so a power cut "
               "could still lose it";
    }
    return "failed";
}

std::string directoryOf(const std::string& path) {
    auto slash = path.find_last_of('/');
    if (slash == std::string::npos) {
        return ".";
    }
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string fileNameOf(const std::string& path) {
    auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// mkstemp's six characters are letters and digits.
bool isTemporaryOf(const std::string& name, const std::string& base) {
    if (name.size() != base.size() + 7 || name.compare(0, base.size(), base) != 0 ||
        name[base.size()] != '.') {
        return false;
    }
    for (std::size_t i = base.size() + 1; i < name.size(); ++i) {
        char c = name[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) {
            return false;
        }
    }
    return true;
}

// The temporary beside the target; removed on every way out but a successful rename.
class Temporary {
public:
    explicit Temporary(const std::string& path) : name_(path + ".XXXXXX") {
        fd_ = ::mkstemp(name_.data());
        if (fd_ < 0) {
            throw SaveError(path, SaveError::Step::CreateTemporary, errno);
        }
    }
    ~Temporary() {
        if (fd_ >= 0) {
            ::close(fd_);
        }
        if (!renamed_) {
            ::unlink(name_.c_str());
        }
    }
    Temporary(const Temporary&) = delete;
    Temporary& operator=(const Temporary&) = delete;

    int fd() const { return fd_; }
    const std::string& name() const { return name_; }
    // close() reports a delayed write error (NFS, quotas); the descriptor is gone either way.
    int close() {
        int result = ::close(fd_);
        fd_ = -1;
        return result;
    }
    void renamed() { renamed_ = true; }

private:
    std::string name_;
    int fd_ = -1;
    bool renamed_ = false;
};

void writeAll(const std::string& path, int fd, const std::string& contents) {
    const char* p = contents.data();
    std::size_t left = contents.size();
    while (left > 0) {
        ssize_t n = ::write(fd, p, left);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            throw SaveError(path, SaveError::Step::Write, errno);
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
}

// Makes the rename itself durable: until the folder is synced, a power cut can bring back the
// old directory entry.
void syncFolderOf(const std::string& path) {
    int dir = ::open(directoryOf(path).c_str(), O_RDONLY | O_DIRECTORY);
    if (dir < 0) {
        throw SaveError(path, SaveError::Step::FolderFsync, errno);
    }
    int result = ::fsync(dir);
    int err = errno;
    ::close(dir);
    // Some file systems (network and FUSE ones) cannot sync a folder at all and say so with
    // EINVAL: there is nothing more to be done there, and no fault to report.
    if (result != 0 && err != EINVAL && err != ENOTSUP) {
        throw SaveError(path, SaveError::Step::FolderFsync, err);
    }
}

} // namespace

std::string linkTarget(const std::string& path) {
    // The kernel's own limit on links followed in one lookup (MAXSYMLINKS).
    constexpr int maxLinks = 40;
    std::string at = path;
    for (int hops = 0; hops <= maxLinks; ++hops) {
        struct stat st {};
        if (::lstat(at.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) {
            return at; // a file, a folder, or nothing yet: the name to write
        }
        std::string target(static_cast<std::size_t>(st.st_size > 0 ? st.st_size : 4096) + 1, '\0');
        ssize_t n = ::readlink(at.c_str(), target.data(), target.size());
        if (n < 0) {
            return at;
        }
        target.resize(static_cast<std::size_t>(n));
        // A relative target is relative to the folder holding the link.
        at = target.front() == '/' || at.find('/') == std::string::npos
                 ? target
                 : directoryOf(at) + "/" + target;
    }
    throw std::runtime_error(path + ": " + std::strerror(ELOOP));
}

SaveError::SaveError(const std::string& path, Step step, int error)
    : std::runtime_error("cannot save " + path + ": " + stepWords(step) + ": " +
                         std::strerror(error)),
      path_(path), step_(step), error_(error) {}

int removeStaleTemporaries(const std::string& path, std::chrono::seconds age) {
    const std::string base = fileNameOf(path);
    const auto cutoff = fs::file_time_type::clock::now() - age;
    std::error_code ec;
    fs::directory_iterator it(directoryOf(path), ec);
    int removed = 0;
    for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
        std::error_code entryError;
        const fs::path& p = it->path();
        if (!isTemporaryOf(p.filename().string(), base) ||
            !fs::is_regular_file(fs::symlink_status(p, entryError))) {
            continue;
        }
        auto written = fs::last_write_time(p, entryError);
        if (!entryError && written < cutoff && fs::remove(p, entryError)) {
            ++removed;
        }
    }
    return removed;
}

void writeFileAtomically(const std::string& given, const std::string& contents) {
    // A game kept behind a symlink is written where the link points: renaming over the link
    // would replace it with a plain file and leave the real game at its old state.
    std::string path;
    try {
        path = linkTarget(given);
    } catch (const std::runtime_error&) {
        throw SaveError(given, SaveError::Step::CreateTemporary, ELOOP);
    }
    // Before our own temporary exists, so it can never be taken for a leftover, and before the
    // write, so a disk filled by leftovers gets their space back first.
    removeStaleTemporaries(path);
    Temporary temp(path);
    // Keep the old file's permissions where there is one; otherwise the usual 0644. mkstemp
    // made the temporary 0600: a failed fchmod would leave the game readable by its owner
    // alone, without a word, so it fails the save.
    struct stat old {};
    const mode_t mode = ::stat(path.c_str(), &old) == 0 ? (old.st_mode & 07777) : 0644;
    if (::fchmod(temp.fd(), mode) != 0) {
        throw SaveError(path, SaveError::Step::Permissions, errno);
    }
    writeAll(path, temp.fd(), contents);
    if (::fsync(temp.fd()) != 0) {
        throw SaveError(path, SaveError::Step::Fsync, errno);
    }
    if (temp.close() != 0) {
        throw SaveError(path, SaveError::Step::Close, errno);
    }
    if (::rename(temp.name().c_str(), path.c_str()) != 0) {
        throw SaveError(path, SaveError::Step::Rename, errno);
    }
    temp.renamed();
    syncFolderOf(path);
}

std::string readFile(const std::string& path) {
    // POSIX calls rather than a stream, so every failure has its reason (a stream opens a folder
    // and then fails to read it without saying why).
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        throw std::runtime_error("cannot open " + path + ": " + std::strerror(errno));
    }
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        throw std::runtime_error("cannot read " + path + ": it is a folder, not a file");
    }
    const std::string tooBig = path + " is over " + std::to_string(kMaxFileBytes / (1 << 20)) +
                               " MB, more than any file of ours can be; it was not read";
    // Straight into a string reserved to the file's size: a big battle is megabytes, which a
    // stringstream would grow by doubling and then copy again.
    std::string text;
    if (S_ISREG(st.st_mode)) {
        if (static_cast<std::uintmax_t>(st.st_size) > kMaxFileBytes) {
            throw std::runtime_error(tooBig);
        }
        text.reserve(static_cast<std::size_t>(st.st_size));
    }
    char chunk[1 << 16];
    for (;;) {
        ssize_t n = ::read(fd, chunk, sizeof chunk);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            throw std::runtime_error("cannot read " + path + ": " + std::strerror(errno));
        }
        if (n == 0) {
            return text;
        }
        text.append(chunk, static_cast<std::size_t>(n));
        if (text.size() > kMaxFileBytes) {
            throw std::runtime_error(tooBig); // a pipe or a device that never ends
        }
    }
}

} // namespace adc
