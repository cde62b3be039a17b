#include "adc/slot.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <stdexcept>

namespace adc {

WallTime SystemClock::now() const {
    return std::chrono::duration_cast<std::chrono::seconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

std::string wallTimeText(WallTime at) {
    std::time_t t = static_cast<std::time_t>(at);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return text;
}

std::optional<WallTime> wallTimeFromText(std::string_view text) {
    // Exactly what wallTimeText writes: 20 characters, UTC.
    if (text.size() != 20 || text[4] != '-' || text[7] != '-' || text[10] != 'T' ||
        text[13] != ':' || text[16] != ':' || text[19] != 'Z') {
        return std::nullopt;
    }
    const std::string s(text);
    std::tm tm{};
    int used = 0;
    if (std::sscanf(s.c_str(), "%4d-%2d-%2dT%2d:%2d:%2dZ%n", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
                    &tm.tm_hour, &tm.tm_min, &tm.tm_sec, &used) != 6 ||
        used != 20) {
        return std::nullopt;
    }
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    const std::tm asRead = tm;
    const WallTime at = static_cast<WallTime>(timegm(&tm));
    // timegm carries 31 February into March: such a date is not a date.
    if (tm.tm_mday != asRead.tm_mday || tm.tm_mon != asRead.tm_mon ||
        tm.tm_hour != asRead.tm_hour || tm.tm_min != asRead.tm_min || tm.tm_sec != asRead.tm_sec) {
        return std::nullopt;
    }
    return at;
}

std::string clockText(WallTime at, long offsetSeconds) {
    std::time_t t = static_cast<std::time_t>(at + offsetSeconds);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char text[8];
    std::snprintf(text, sizeof text, "%02d:%02d", tm.tm_hour, tm.tm_min);
    return text;
}

long localOffset(WallTime at) {
    std::time_t t = static_cast<std::time_t>(at);
    std::tm tm{};
    localtime_r(&t, &tm);
    return tm.tm_gmtoff;
}

void Slot::pause(WallTime at) {
    if (paused()) {
        throw std::logic_error("the clock is already paused");
    }
    breaks.push_back({at, std::nullopt});
}

void Slot::resume(WallTime at) {
    if (!paused()) {
        throw std::logic_error("the clock is not paused");
    }
    breaks.back().to = std::max(at, breaks.back().from);
}

std::int64_t Slot::playSeconds(WallTime a, WallTime b) const {
    if (b <= a) {
        return 0;
    }
    std::int64_t play = b - a;
    for (const SlotBreak& br : breaks) {
        const WallTime from = std::max(a, br.from);
        const WallTime to = std::min(b, br.to.value_or(b));
        if (to > from) {
            play -= to - from;
        }
    }
    return play;
}

void to_json(nlohmann::json& j, const Slot& slot) {
    j = nlohmann::json::object();
    if (slot.start) {
        j["start"] = wallTimeText(*slot.start);
    }
    j["minutes"] = slot.minutes;
    nlohmann::json breaks = nlohmann::json::array();
    for (const SlotBreak& b : slot.breaks) {
        nlohmann::json one = {{"from", wallTimeText(b.from)}};
        if (b.to) {
            one["to"] = wallTimeText(*b.to);
        }
        breaks.push_back(one);
    }
    j["breaks"] = breaks;
    j["warn_at"] = slot.warnAt;
}

namespace {

std::optional<WallTime> readTime(const nlohmann::json& j, const std::string& key,
                                 const std::string& at, Diagnostics& d) {
    const auto it = j.find(key);
    if (it == j.end()) {
        return std::nullopt;
    }
    if (it->is_string()) {
        if (auto t = wallTimeFromText(it->get<std::string>())) {
            return t;
        }
    }
    d.error(at + "/" + key, "must be a UTC time as \"2026-12-03T18:00:00Z\", found " + it->dump());
    return std::nullopt;
}

void readBreaks(const nlohmann::json& list, const std::string& at, Slot& slot, Diagnostics& d) {
    if (!list.is_array()) {
        d.error(at, "must be a list of breaks");
        return;
    }
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string here = at + "/" + std::to_string(i);
        const nlohmann::json& b = list[i];
        if (!b.is_object() || !b.contains("from")) {
            d.error(here, "must be a break {\"from\": time, \"to\": time}");
            continue;
        }
        SlotBreak br;
        br.from = readTime(b, "from", here, d).value_or(0);
        br.to = readTime(b, "to", here, d);
        if (br.to && *br.to < br.from) {
            d.error(here + "/to", "must not be before its break's \"from\"");
        }
        if (!br.to && i + 1 < list.size()) {
            d.error(here, "only the last break may still be open (no \"to\")");
        }
        if (!slot.breaks.empty() && br.from < slot.breaks.back().to.value_or(br.from)) {
            d.error(here + "/from", "must not be before the end of the break before it");
        }
        slot.breaks.push_back(br);
    }
}

} // namespace

Slot slotFromJson(const nlohmann::json& j, const std::string& pointer, Diagnostics& d) {
    Slot slot;
    if (!j.is_object()) {
        d.error(pointer, "must be an object: start, minutes, breaks, warn_at");
        return slot;
    }
    for (const auto& [key, value] : j.items()) {
        if (key != "start" && key != "minutes" && key != "breaks" && key != "warn_at") {
            d.error(pointer + "/" + key,
                    "is not a key of the slot (start, minutes, breaks, warn_at)");
        }
    }
    slot.start = readTime(j, "start", pointer, d);
    if (auto m = j.find("minutes"); m != j.end()) {
        if (m->is_number_integer() && m->get<long long>() >= 1 && m->get<long long>() <= 24 * 60) {
            slot.minutes = m->get<int>();
        } else {
            d.error(pointer + "/minutes",
                    "must be a whole number of minutes, 1 to 1440, found " + m->dump());
        }
    } else {
        d.error(pointer + "/minutes", "is missing: the slot's length in minutes");
    }
    if (auto b = j.find("breaks"); b != j.end()) {
        readBreaks(*b, pointer + "/breaks", slot, d);
    }
    if (auto w = j.find("warn_at"); w != j.end()) {
        slot.warnAt.clear();
        bool good = w->is_array();
        for (std::size_t i = 0; good && i < w->size(); ++i) {
            good = (*w)[i].is_number_integer() && (*w)[i].get<long long>() >= 1 &&
                   (*w)[i].get<long long>() <= 24 * 60;
            if (good) {
                slot.warnAt.push_back((*w)[i].get<int>());
            }
        }
        if (!good) {
            d.error(pointer + "/warn_at", "must be a list of minutes left, each 1 to 1440");
        }
    }
    return slot;
}

} // namespace adc
