// A preload shim (LD_PRELOAD) that makes one step of a save fail, so the tests can see what a
// full disk or a dying disk does to the atomic writer without filling or breaking a real one.
//
//   ADC_FAULT=STEP:N:ERRNO   fail the Nth STEP with ERRNO (ENOSPC or EIO); STEP is write, fsync
//                            (of a file), rename, dirfsync (fsync of the folder itself) or
//                            fchmod (of a file)
//   ADC_FAULT_DIR=DIR        count only steps on DIR and the files in it, so the program's
//                            own output and libraries never shift the count
//   ADC_FAULT_WRITE_CHUNK=B  write at most B bytes per call in DIR, so a file takes several
//                            writes and a disk can fill half-way through one
//
// Each failure is announced on stderr as "adc fault shim: ...", so a test can tell that the
// fault it asked for really happened. State is global because a shim has nowhere else to keep
// it: it is loaded into a program that knows nothing of it.
#include <atomic>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace {

enum Step { Write, Fsync, Rename, DirFsync, Fchmod, Steps, None = Steps };
const char* const stepNames[Steps] = {"write", "fsync", "rename", "dirfsync", "fchmod"};

struct Plan {
    Step step = None;
    long nth = 0;
    int error = 0;
    std::string dir; // canonical, without a trailing slash
    std::size_t chunk = 0;
    std::atomic<long> seen[Steps] = {};
};

template <typename F> F real(const char* name) {
    return reinterpret_cast<F>(::dlsym(RTLD_NEXT, name));
}

using WriteFn = ssize_t (*)(int, const void*, std::size_t);
using FsyncFn = int (*)(int);
using RenameFn = int (*)(const char*, const char*);
using FchmodFn = int (*)(int, mode_t);

void say(const std::string& text) {
    static const WriteFn out = real<WriteFn>("write");
    std::string line = "adc fault shim: " + text + "\n";
    [[maybe_unused]] ssize_t n = out(2, line.data(), line.size());
}

Plan* readPlan() {
    auto* plan = new Plan; // lives as long as the process
    const char* fault = std::getenv("ADC_FAULT");
    const char* dir = std::getenv("ADC_FAULT_DIR");
    if (const char* chunk = std::getenv("ADC_FAULT_WRITE_CHUNK")) {
        plan->chunk = std::strtoul(chunk, nullptr, 10);
    }
    char resolved[PATH_MAX];
    if (dir && ::realpath(dir, resolved)) {
        plan->dir = resolved;
    }
    if (!fault || plan->dir.empty()) {
        return plan;
    }
    std::string spec = fault;
    auto a = spec.find(':'), b = spec.rfind(':');
    if (a == std::string::npos || a == b) {
        say("ADC_FAULT must read STEP:N:ERRNO, not " + spec);
        return plan;
    }
    for (int s = 0; s < Steps; ++s) {
        if (spec.substr(0, a) == stepNames[s]) {
            plan->step = static_cast<Step>(s);
        }
    }
    plan->nth = std::strtol(spec.substr(a + 1, b - a - 1).c_str(), nullptr, 10);
    std::string err = spec.substr(b + 1);
    plan->error = err == "ENOSPC" ? ENOSPC : err == "EIO" ? EIO : err == "EDQUOT" ? EDQUOT : 0;
    if (plan->step == None || plan->nth < 1 || plan->error == 0) {
        say("cannot read ADC_FAULT=" + spec);
        plan->step = None;
    }
    return plan;
}

Plan& plan() {
    static Plan* p = readPlan();
    return *p;
}

std::string pathOf(int fd) {
    char link[64], target[PATH_MAX];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = ::readlink(link, target, sizeof target - 1);
    return n > 0 ? std::string(target, static_cast<std::size_t>(n)) : std::string();
}

bool inFaultDir(const std::string& path) {
    const std::string& dir = plan().dir;
    return !dir.empty() && path.size() > dir.size() + 1 && path.compare(0, dir.size(), dir) == 0 &&
           path[dir.size()] == '/' && path.find('/', dir.size() + 1) == std::string::npos;
}

// Counts one step; true when this is the one to fail (errno is then set).
bool failsNow(Step step, const std::string& what) {
    Plan& p = plan();
    long count = ++p.seen[step];
    if (p.step != step || count != p.nth) {
        return false;
    }
    say(std::string(stepNames[step]) + " #" + std::to_string(count) + " (" + what +
        ") fails: " + std::strerror(p.error));
    errno = p.error;
    return true;
}

} // namespace

extern "C" ssize_t write(int fd, const void* buf, std::size_t n) {
    static const WriteFn next = real<WriteFn>("write");
    if (plan().dir.empty() || fd <= 2) {
        return next(fd, buf, n);
    }
    std::string path = pathOf(fd);
    if (!inFaultDir(path)) {
        return next(fd, buf, n);
    }
    if (failsNow(Write, path)) {
        return -1;
    }
    return next(fd, buf, plan().chunk > 0 && n > plan().chunk ? plan().chunk : n);
}

extern "C" int fsync(int fd) {
    static const FsyncFn next = real<FsyncFn>("fsync");
    if (plan().dir.empty()) {
        return next(fd);
    }
    std::string path = pathOf(fd);
    struct stat st {};
    bool isDir = ::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode);
    if (isDir ? path == plan().dir && failsNow(DirFsync, path)
              : inFaultDir(path) && failsNow(Fsync, path)) {
        return -1;
    }
    return next(fd);
}

extern "C" int rename(const char* from, const char* to) noexcept {
    static const RenameFn next = real<RenameFn>("rename");
    char dir[PATH_MAX];
    std::string target = to;
    auto slash = target.find_last_of('/');
    std::string parent = slash == std::string::npos ? "." : target.substr(0, slash);
    if (::realpath(parent.c_str(), dir) && inFaultDir(std::string(dir) + "/x") &&
        failsNow(Rename, target)) {
        return -1;
    }
    return next(from, to);
}

extern "C" int fchmod(int fd, mode_t mode) noexcept {
    static const FchmodFn next = real<FchmodFn>("fchmod");
    if (plan().dir.empty()) {
        return next(fd, mode);
    }
    std::string path = pathOf(fd);
    if (inFaultDir(path) && failsNow(Fchmod, path)) {
        return -1;
    }
    return next(fd, mode);
}
