#include "router.hpp"

#include <algorithm>
#include <cctype>

namespace adc::share {

namespace {

Answer status(int code, std::string words) {
    return {code, "text/plain; charset=utf-8", std::move(words) + "\n"};
}

int hexValue(char c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

// Percent-decodes a path segment or query value; nullopt for a broken escape or a control
// character, which no link of ours contains.
std::optional<std::string> decoded(std::string_view text, bool plusIsSpace) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (c == '%') {
            if (i + 2 >= text.size()) {
                return std::nullopt;
            }
            int hi = hexValue(text[i + 1]), lo = hexValue(text[i + 2]);
            if (hi < 0 || lo < 0) {
                return std::nullopt;
            }
            c = static_cast<char>(hi * 16 + lo);
            i += 2;
        } else if (c == '+' && plusIsSpace) {
            c = ' ';
        }
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) {
            return std::nullopt;
        }
        out += c;
    }
    return out;
}

std::vector<std::string_view> split(std::string_view text, char by) {
    std::vector<std::string_view> parts;
    std::size_t from = 0;
    while (true) {
        std::size_t at = text.find(by, from);
        parts.push_back(text.substr(from, at == std::string_view::npos ? at : at - from));
        if (at == std::string_view::npos) {
            return parts;
        }
        from = at + 1;
    }
}

// A request target taken apart: the decoded path segments and the key, if any.
struct Target {
    std::vector<std::string> segments;
    std::optional<std::string> key;
};

std::optional<Target> parseTarget(std::string_view target) {
    if (target.empty() || target.front() != '/') {
        return std::nullopt;
    }
    std::size_t mark = target.find('?');
    std::string_view path = target.substr(0, mark);
    std::string_view query = mark == std::string_view::npos ? "" : target.substr(mark + 1);
    if (std::size_t hash = query.find('#'); hash != std::string_view::npos) {
        query = query.substr(0, hash);
    }
    Target out;
    for (std::string_view part : split(path.substr(1), '/')) {
        auto segment = decoded(part, false);
        if (!segment) {
            return std::nullopt;
        }
        out.segments.push_back(std::move(*segment));
    }
    if (!query.empty()) {
        for (std::string_view pair : split(query, '&')) {
            std::size_t eq = pair.find('=');
            auto name = decoded(pair.substr(0, eq), true);
            auto value = decoded(eq == std::string_view::npos ? "" : pair.substr(eq + 1), true);
            if (!name || !value) {
                return std::nullopt;
            }
            if (*name == "key" && !out.key) {
                out.key = std::move(*value);
            }
        }
    }
    return out;
}

bool keyFits(const SideKeys& keys, const std::string& side, const std::optional<std::string>& key) {
    auto it = keys.find(side);
    return key && it != keys.end() && !it->second.empty() && sameSecret(it->second, *key);
}

} // namespace

bool sameSecret(std::string_view a, std::string_view b) {
    unsigned char differ = a.size() == b.size() ? 0 : 1;
    for (std::size_t i = 0; i < a.size(); ++i) {
        differ |= static_cast<unsigned char>(a[i] ^ (i < b.size() ? b[i] : 0));
    }
    return differ == 0;
}

Answer route(const RequestHead& request, const SideKeys& keys, const SideViews& views,
             const RequestLimits& limits) {
    if (request.headBytes > limits.headBytes || request.headers.size() > limits.headers) {
        return status(431, "Request header fields too large");
    }
    if (request.target.size() > limits.targetBytes) {
        return status(414, "URI too long");
    }
    if (request.bodyBytes > limits.bodyBytes) {
        return status(413, "Payload too large");
    }
    if (request.method != "GET") {
        return status(405, "Method not allowed: the side views are read-only");
    }
    std::optional<Target> target = parseTarget(request.target);
    if (!target) {
        return status(400, "Bad request");
    }
    const auto& seg = target->segments;
    if (seg.size() < 2 || seg.size() > 3 || seg[0] != "side" || !views.hasSide(seg[1])) {
        return status(404, "Not found");
    }
    const std::string& side = seg[1];
    const std::string what = seg.size() == 3 ? seg[2] : "";
    if (what != "" && what != "state" && what != "live") {
        return status(404, "Not found");
    }
    if (!keyFits(keys, side, target->key)) {
        return status(403, "Forbidden: this link's key is not this side's");
    }
    if (what == "state") {
        return {200, "application/json", views.state(side)};
    }
    if (what == "live") {
        return status(426, "Upgrade required: the live view is a WebSocket");
    }
    return {200, "text/html; charset=utf-8", views.page(side)};
}

std::optional<std::string> liveSide(std::string_view target, const SideKeys& keys) {
    std::optional<Target> parsed = parseTarget(target);
    if (!parsed || parsed->segments.size() != 3 || parsed->segments[0] != "side" ||
        parsed->segments[2] != "live" || !keyFits(keys, parsed->segments[1], parsed->key)) {
        return std::nullopt;
    }
    return parsed->segments[1];
}

} // namespace adc::share
