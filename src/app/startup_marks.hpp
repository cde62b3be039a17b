#pragma once
// Start-up milestones for scripts/bench-startup-timeline.sh: with ADC_STARTUP_MARKS set in the
// environment, each mark prints "startup-mark NAME MICROSECONDS" (the wall clock, so a script
// can subtract the moment it started the program) on standard error. Without it, nothing.
// Header-only and Qt-free, so the bare window it is compared with uses the same marks.
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
    std::fprintf(stderr, "startup-mark %s %lld\n", name,
                 static_cast<long long>(now.tv_sec) * 1000000LL + now.tv_nsec / 1000);
}

} // namespace adc::app
