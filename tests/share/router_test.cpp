// The side views' router: every status it can answer, from the request head alone.
#include "router.hpp"

#include <gtest/gtest.h>

namespace adc::share {
namespace {

class TwoSides : public SideViews {
public:
    bool hasSide(const std::string& side) const override {
        return side == "union" || side == "confederate";
    }
    std::string page(const std::string& side) const override { return "<page " + side + ">"; }
    std::string state(const std::string& side) const override {
        return R"({"side":")" + side + R"("})";
    }
};

const SideKeys kKeys = {{"union", "u-secret"}, {"confederate", "c-secret"}};

Answer get(const std::string& target, const std::string& method = "GET") {
    RequestHead head;
    head.method = method;
    head.target = target;
    head.headBytes = target.size() + 40;
    return route(head, kKeys, TwoSides());
}

TEST(ShareRouter, PageAndStateWithTheSidesKey) {
    Answer page = get("/side/union?key=u-secret");
    EXPECT_EQ(page.status, 200);
    EXPECT_EQ(page.contentType, "text/html; charset=utf-8");
    EXPECT_EQ(page.body, "<page union>");
    Answer state = get("/side/confederate/state?key=c-secret");
    EXPECT_EQ(state.status, 200);
    EXPECT_EQ(state.contentType, "application/json");
    EXPECT_EQ(state.body, R"({"side":"confederate"})");
}

TEST(ShareRouter, KeyAmongOtherQueryItemsAndEscaped) {
    EXPECT_EQ(get("/side/union?x=1&key=u%2Dsecret&y").status, 200);
    EXPECT_EQ(get("/side/union/?key=u-secret").status, 200); // a trailing slash: the page
    EXPECT_EQ(get("/side/union//?key=u-secret").status, 404);
}

TEST(ShareRouter, MissingOrOtherSidesKeyIs403) {
    EXPECT_EQ(get("/side/union").status, 403);
    EXPECT_EQ(get("/side/union?key=").status, 403);
    EXPECT_EQ(get("/side/union?key=c-secret").status, 403);
    EXPECT_EQ(get("/side/union/state?key=c-secret").status, 403);
    EXPECT_EQ(get("/side/confederate/state?key=u-secret").status, 403);
    EXPECT_EQ(get("/side/union?key=u-secre").status, 403);
    EXPECT_EQ(get("/side/union?key=u-secret-").status, 403);
    // The secret is the page's; a 403 never carries the view.
    EXPECT_EQ(get("/side/union/state").body.find("union"), std::string::npos);
}

TEST(ShareRouter, UnknownSideOrPathIs404) {
    EXPECT_EQ(get("/").status, 404);
    EXPECT_EQ(get("/side").status, 404);
    EXPECT_EQ(get("/side/prussia?key=u-secret").status, 404);
    EXPECT_EQ(get("/side/union/orders?key=u-secret").status, 404);
    EXPECT_EQ(get("/side/union/state/more?key=u-secret").status, 404);
    EXPECT_EQ(get("/favicon.ico").status, 404);
    EXPECT_EQ(get("/sides/union?key=u-secret").status, 404);
}

TEST(ShareRouter, EveryMethodButGetIs405) {
    for (const char* m : {"POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS", "OTHER"}) {
        EXPECT_EQ(get("/side/union/state?key=u-secret", m).status, 405) << m;
    }
}

TEST(ShareRouter, MalformedTargetsAre400) {
    EXPECT_EQ(get("").status, 400);
    EXPECT_EQ(get("side/union").status, 400);
    EXPECT_EQ(get("/side/un%zzion?key=u-secret").status, 400);
    EXPECT_EQ(get("/side/union?key=u-secret%").status, 400);
    EXPECT_EQ(get("/side/union?key=u-secret%4").status, 400);
    EXPECT_EQ(get("/side/un%00ion").status, 400);
}

TEST(ShareRouter, OversizedRequestsAre4xx) {
    RequestHead head;
    head.method = "GET";
    head.target = "/side/union?key=u-secret";
    RequestLimits limits;
    head.headBytes = limits.headBytes + 1;
    EXPECT_EQ(route(head, kKeys, TwoSides(), limits).status, 431);
    head.headBytes = 100;
    head.headers.assign(limits.headers + 1, {"X-A", "b"});
    EXPECT_EQ(route(head, kKeys, TwoSides(), limits).status, 431);
    head.headers.clear();
    head.bodyBytes = limits.bodyBytes + 1;
    EXPECT_EQ(route(head, kKeys, TwoSides(), limits).status, 413);
    head.bodyBytes = 0;
    head.target = "/side/union?key=" + std::string(limits.targetBytes, 'a');
    EXPECT_EQ(route(head, kKeys, TwoSides(), limits).status, 414);
}

TEST(ShareRouter, TheLivePathWantsAWebSocket) {
    EXPECT_EQ(get("/side/union/live?key=u-secret").status, 426);
    EXPECT_EQ(get("/side/union/live?key=c-secret").status, 403);
    EXPECT_EQ(liveSide("/side/union/live?key=u-secret", kKeys), "union");
    EXPECT_EQ(liveSide("/side/union/live?key=c-secret", kKeys), std::nullopt);
    EXPECT_EQ(liveSide("/side/union/live", kKeys), std::nullopt);
    EXPECT_EQ(liveSide("/side/union/state?key=u-secret", kKeys), std::nullopt);
    EXPECT_EQ(liveSide("/side/prussia/live?key=u-secret", kKeys), std::nullopt);
}

TEST(ShareRouter, AnEmptySecretOpensNothing) {
    SideKeys none = {{"union", ""}};
    RequestHead head{"GET", "/side/union?key=", {}, 30, 0};
    EXPECT_EQ(route(head, none, TwoSides()).status, 403);
}

TEST(ShareRouter, SameSecret) {
    EXPECT_TRUE(sameSecret("abc", "abc"));
    EXPECT_FALSE(sameSecret("abc", "abd"));
    EXPECT_FALSE(sameSecret("abc", "ab"));
    EXPECT_FALSE(sameSecret("ab", "abc"));
    EXPECT_TRUE(sameSecret("", ""));
}

} // namespace
} // namespace adc::share
