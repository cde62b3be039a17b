#pragma once
// The side views' request router: a pure function from a request's head to the answer, with
// the sides' secrets. No Qt and no sockets, so the fuzz target (fuzz/share_router_fuzz.cpp)
// and the tests drive exactly what the server runs. Every request is read-only: the router
// can only read the views it is given.
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace adc::share {

// What the server read of one request.
struct RequestHead {
    std::string method; // "GET"
    std::string target; // the request target as sent: "/side/union?key=..."
    std::vector<std::pair<std::string, std::string>> headers;
    std::size_t headBytes = 0; // the request line and headers, as received
    std::size_t bodyBytes = 0;
};

// Past these a request is refused before anything else is looked at; the server's socket
// guard (capped_server.hpp) enforces the same numbers before the request is even parsed.
struct RequestLimits {
    std::size_t headBytes = 8 * 1024;
    std::size_t targetBytes = 2 * 1024;
    std::size_t headers = 64;
    std::size_t bodyBytes = 1024; // nothing is posted to a side view: a small body gets 405
};

struct Answer {
    int status = 200;
    std::string contentType; // "" for an answer without a body of its own
    std::string body;
};

// Side id -> that side's secret.
using SideKeys = std::map<std::string, std::string>;

// What the router serves; the server builds these from the game on screen.
class SideViews {
public:
    virtual ~SideViews() = default;
    virtual bool hasSide(const std::string& side) const = 0;
    virtual std::string page(const std::string& side) const = 0;  // the HTML page
    virtual std::string state(const std::string& side) const = 0; // the side's state JSON
};

// 200 with the page or the state; 400 malformed, 403 wrong or missing key, 404 unknown side or
// path, 405 a method but GET, 413/414/431 too large, 426 the live path without a WebSocket.
Answer route(const RequestHead& request, const SideKeys& keys, const SideViews& views,
             const RequestLimits& limits = {});

// The side a WebSocket request for `target` ("/side/ID/live?key=...") may follow, or nullopt
// when the path, the side or the key is not right.
std::optional<std::string> liveSide(std::string_view target, const SideKeys& keys);

// Compares secrets in time that does not depend on where they differ.
bool sameSecret(std::string_view a, std::string_view b);

} // namespace adc::share
