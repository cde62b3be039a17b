#pragma once
// Start-up milestones for scripts/bench-startup-timeline.sh: with ADC_STARTUP_MARKS set in the
// environment, each mark prints "startup-mark NAME MICROSECONDS cpu MICROSECONDS runq
// MICROSECONDS" on standard error: the wall clock (so a script can subtract the moment it
// started the program), then the calling thread's CPU time and its time spent ready to run but
// waiting for a core (Linux's schedstat; 0 where it cannot be read). What is left of a step's
// wall time is spent waiting: on the display server, another thread, the disk. Without the
// variable, nothing. Header-only and Qt-free, so the bare window it is compared with uses the
// same marks.
#include <cstdio>
#include <cstdlib>
#include <ctime>

namespace adc::app {

inline void startupMark(const char* name) {
    if (std::getenv("ADC_STARTUP_MARKS") == nullptr) {
        return;
    }
    timespec now{};
    clock_gettime(CLOCK_REALTIME, &now);
    timespec cpu{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu);
    long long queuedNs = 0; // schedstat: time run, time queued, timeslices
    if (std::FILE* f = std::fopen("/proc/thread-self/schedstat", "r")) {
        if (std::fscanf(f, "%*s %lld", &queuedNs) != 1) {
            queuedNs = 0;
        }
        std::fclose(f);
    }
    std::fprintf(stderr, "startup-mark %s %lld cpu %lld runq %lld\n", name,
                 static_cast<long long>(now.tv_sec) * 1000000LL + now.tv_nsec / 1000,
                 static_cast<long long>(cpu.tv_sec) * 1000000LL + cpu.tv_nsec / 1000,
                 queuedNs / 1000);
}

} // namespace adc::app
