// Fuzzes the side views' request router (src/share/router.hpp) with raw request heads, as a
// phone or an attacker on the network might send them. Allowed: one of the router's statuses,
// nothing thrown. A 200 needs GET, a known side and that side's own key; no refusal carries a
// view or a secret; the live path's answer agrees with liveSide.
#include "router.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>

namespace {

using namespace adc::share;

class Views : public SideViews {
public:
    bool hasSide(const std::string& side) const override {
        return side == "union" || side == "confed";
    }
    std::string page(const std::string& side) const override { return "PAGE-" + side; }
    std::string state(const std::string& side) const override { return "STATE-" + side; }
};

const SideKeys kKeys = {{"union", "0123abcd"}, {"confed", "fedc3210"}};

// "GET /x HTTP/1.1\r\nName: value\r\n..." taken apart as the server would.
RequestHead headOf(std::string_view text) {
    RequestHead head;
    head.headBytes = text.size();
    std::size_t eol = text.find('\n');
    std::string_view first = text.substr(0, eol);
    std::size_t sp1 = first.find(' ');
    head.method = std::string(first.substr(0, sp1));
    if (sp1 != std::string_view::npos) {
        std::string_view rest = first.substr(sp1 + 1);
        head.target = std::string(rest.substr(0, rest.find(' ')));
    }
    while (eol != std::string_view::npos) {
        std::size_t from = eol + 1;
        eol = text.find('\n', from);
        std::string_view line = text.substr(from, eol == std::string_view::npos ? eol : eol - from);
        std::size_t colon = line.find(':');
        if (colon != std::string_view::npos) {
            head.headers.emplace_back(std::string(line.substr(0, colon)),
                                      std::string(line.substr(colon + 1)));
        }
    }
    if (!text.empty()) {
        head.bodyBytes = static_cast<unsigned char>(text.back()) % 4 == 0 ? text.size() : 0;
    }
    return head;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(bytes), size);
    const RequestHead head = headOf(text);
    const Views views;
    const Answer answer = route(head, kKeys, views);
    static const std::set<int> statuses = {200, 400, 403, 404, 405, 413, 414, 426, 431};
    if (!statuses.count(answer.status)) {
        std::abort();
    }
    if (answer.status == 200) {
        bool keyed = false;
        for (const auto& [side, key] : kKeys) {
            keyed = keyed || (head.target.find("/side/" + side) != std::string::npos &&
                              head.target.find(key) != std::string::npos);
        }
        if (head.method != "GET" || !keyed) {
            std::abort();
        }
    } else {
        for (const auto& [side, key] : kKeys) {
            if (answer.body.find(key) != std::string::npos ||
                answer.body.find("STATE-") != std::string::npos ||
                answer.body.find("PAGE-") != std::string::npos) {
                std::abort();
            }
        }
    }
    if (liveSide(head.target, kKeys) && head.method == "GET" && answer.status != 426 &&
        answer.status != 413 && answer.status != 414 && answer.status != 431) {
        std::abort();
    }
    return 0;
}
