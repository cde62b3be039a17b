// The typed JSON reader: pointers, escaping, number edge cases.
#include "test_support.hpp"

#include "adc/typed_json.hpp"
#include "adc/unit_check.hpp"

namespace adc {

using testing::hasError;

TEST(ChildPointer, EscapesTildeAndSlash) {
    EXPECT_EQ(childPointer("", "a"), "/a");
    EXPECT_EQ(childPointer("/x", "a/b"), "/x/a~1b");
    EXPECT_EQ(childPointer("/x", "m~n"), "/x/m~0n");
    EXPECT_EQ(childPointer("/x", "~1"), "/x/~01");
    EXPECT_EQ(childPointer("/x", ""), "/x/");
    EXPECT_EQ(childPointer("/x", std::size_t{3}), "/x/3");
}

TEST(JsonReader, FindsEscapedKeys) {
    json j = {{"a/b", {{"~", 3}}}, {"", 4}};
    Diagnostics d;
    JsonReader r(j, d);
    EXPECT_EQ(r.integer(childPointer(childPointer("", "a/b"), "~")), 3);
    EXPECT_EQ(r.integer(childPointer("", "")), 4);
    EXPECT_TRUE(d.ok()) << d.text();
}

TEST(JsonReader, IntegerEdgeCases) {
    json j = {{"big", 1e300},
              {"neg", -1e300},
              {"u", 18446744073709551615ull},
              {"float", 3.0},
              {"frac", 3.5},
              {"max", 2147483647},
              {"over", 2147483648LL},
              {"min", -2147483648LL},
              {"text", "3"},
              {"b", true},
              {"tiny", 5e-324}};
    Diagnostics d;
    JsonReader r(j, d);
    EXPECT_EQ(r.integer("/big"), std::nullopt);
    EXPECT_EQ(r.integer("/neg"), std::nullopt);
    EXPECT_EQ(r.integer("/u"), std::nullopt);
    EXPECT_EQ(r.integer("/float"), 3);
    EXPECT_EQ(r.integer("/frac"), std::nullopt);
    EXPECT_EQ(r.integer("/max"), 2147483647);
    EXPECT_EQ(r.integer("/over"), std::nullopt);
    EXPECT_EQ(r.integer("/min"), INT_MIN);
    EXPECT_EQ(r.integer("/text"), std::nullopt);
    EXPECT_EQ(r.integer("/b"), std::nullopt);
    EXPECT_EQ(r.integer("/tiny"), std::nullopt);
    EXPECT_TRUE(hasError(d, "/big", "found 1e+300"));
    EXPECT_TRUE(hasError(d, "/frac", "must be a whole number, found a number"));
    EXPECT_TRUE(hasError(d, "/text", "found text"));
    EXPECT_TRUE(hasError(d, "/b", "found true/false"));
    EXPECT_EQ(d.items().size(), 8u);
}

TEST(JsonReader, NumberEdgeCases) {
    json j = {{"big", 1.7e308}, {"n", -0.0}, {"i", 7}, {"s", "7"}};
    Diagnostics d;
    JsonReader r(j, d);
    EXPECT_EQ(r.number("/big", 0, 100), std::nullopt);
    EXPECT_EQ(r.number("/n", 0, 1), 0.0);
    EXPECT_EQ(r.number("/i"), 7.0);
    EXPECT_EQ(r.number("/s"), std::nullopt);
    EXPECT_TRUE(hasError(d, "/big", "must be a number ≥ 0.0 and ≤ 100.0"));
    EXPECT_TRUE(hasError(d, "/s", "must be a number, found text"));
}

TEST(JsonReader, OptionalValuesAreStillChecked) {
    json j = {{"n", "x"}, {"s", 1}, {"b", 0}, {"c", "z"}};
    Diagnostics d;
    JsonReader r(j, d);
    EXPECT_EQ(r.optInteger("/absent", 5), 5);
    EXPECT_EQ(r.optInteger("/n", 5), 5);
    EXPECT_EQ(r.optString("/s", "f"), "f");
    EXPECT_EQ(r.optBoolean("/b", true), true);
    EXPECT_EQ(r.optOneOf("/c", {"a", "b"}, "a"), "a");
    EXPECT_EQ(r.optNumber("/absent", 2.5), 2.5);
    EXPECT_TRUE(hasError(d, "/n"));
    EXPECT_TRUE(hasError(d, "/s", "must be text"));
    EXPECT_TRUE(hasError(d, "/b", "must be true or false"));
    EXPECT_TRUE(hasError(d, "/c", "must be one of a, b, found \"z\""));
    EXPECT_EQ(d.items().size(), 4u);
}

TEST(JsonReader, MalformedPointersAreMissingNotCrashes) {
    json j = {{"a", {1, 2}}};
    Diagnostics d;
    JsonReader r(j, d);
    EXPECT_FALSE(r.has("a"));     // not a pointer
    EXPECT_FALSE(r.has("/a/~2")); // bad escape
    EXPECT_FALSE(r.has("/a/5"));  // past the end
    EXPECT_FALSE(r.has("/a/-"));  // one past the end
    EXPECT_FALSE(r.has("/a/01")); // leading zero
    EXPECT_FALSE(r.has("/a/x"));
    EXPECT_FALSE(r.has("/a/99999999999999999999999"));
    EXPECT_TRUE(r.has("/a/1"));
}

TEST(JsonReader, StringsListsAndKeys) {
    json j = {{"e", ""}, {"l", {"a", 1, "c"}}, {"o", {{"x", 1}, {"y/z", 2}}}};
    Diagnostics d;
    JsonReader r(j, d);
    EXPECT_EQ(r.string("/e"), std::nullopt);
    EXPECT_EQ(r.string("/e", true), "");
    EXPECT_EQ(r.stringList("/l"), (std::vector<std::string>{"a", "c"}));
    r.onlyKeys("/o", {"x"});
    EXPECT_TRUE(hasError(d, "/e", "must not be empty"));
    EXPECT_TRUE(hasError(d, "/l/1", "must be text"));
    EXPECT_TRUE(hasError(d, "/o/y~1z", "is not a known key here (known: x)"));
}

TEST(JsonReader, PointersResolveAsJsonPointerDoes) {
    json j = {{"list", {10, 11, 12}}, {"obj", {{"a~b", 1}, {"c/d", 2}, {"", 3}}}, {"n", 5}};
    Diagnostics d;
    JsonReader r(j, d);
    EXPECT_EQ(r.optInteger("/list/2", -1), 12);
    EXPECT_EQ(r.optInteger("/obj/a~0b", -1), 1);
    EXPECT_EQ(r.optInteger("/obj/c~1d", -1), 2);
    EXPECT_EQ(r.optInteger("/obj/", -1), 3);
    EXPECT_TRUE(d.ok()) << d.text();
    for (std::string p : {"", "/list/0", "/list/3", "/list/-", "/list/01", "/list/+1", "/list/",
                          "/list/1x", "/list/99999999999999999999999", "/obj/a~0b", "/obj/a~2b",
                          "/obj/a~", "/obj/~1", "/obj/", "/obj//", "n", "/n/x", "/missing/0"}) {
        bool viaJsonPointer = false;
        try {
            viaJsonPointer = j.contains(json::json_pointer(p));
        } catch (const json::exception&) {
        }
        EXPECT_EQ(r.has(p), viaJsonPointer) << p;
    }
}

TEST(JsonReader, AtPlacesErrorsUnderItsPointer) {
    json j = {{"units", {{{"id", ""}, {"n", "x"}}}}};
    Diagnostics d;
    JsonReader r(j, d);
    JsonReader unit = r.at("/units/0");
    EXPECT_EQ(unit.string("/id"), std::nullopt);
    EXPECT_EQ(unit.integer("/n"), std::nullopt);
    unit.onlyKeys("", {"id"});
    EXPECT_TRUE(hasError(d, "/units/0/id", "must not be empty"));
    EXPECT_TRUE(hasError(d, "/units/0/n", "must be a whole number, found text"));
    EXPECT_TRUE(hasError(d, "/units/0/n", "is not a known key here (known: id)"));
    JsonReader absent = r.at("/units/5");
    EXPECT_EQ(absent.string("/id"), std::nullopt);
    EXPECT_TRUE(hasError(d, "/units/5/id", "is missing"));
    EXPECT_EQ(d.items().size(), 4u);
}

TEST(ParseJson, SyntaxErrorsAreDiagnostics) {
    Diagnostics d("f.json");
    EXPECT_FALSE(parseJson("{\"a\": }", d));
    EXPECT_FALSE(parseJson("", d));
    EXPECT_EQ(d.items().size(), 2u);
    EXPECT_NE(d.text().find("f.json: not valid JSON"), std::string::npos) << d.text();
}

// Issue 41: a value typed into a cell (the editor's roster, a correction) is held to the limits
// of the file it goes into, the refusal in the loaders' words; text that is not JSON is left for
// the caller to word.
TEST(TypedJson, HeldToTheFilesLimits) {
    std::string refusal;
    auto fine = parseTypedJson(R"(["a", {"b": [1, 2]}])", 3, refusal);
    ASSERT_TRUE(fine.has_value());
    EXPECT_EQ((*fine)[1]["b"][1], 2);
    EXPECT_EQ(refusal, "");
    EXPECT_FALSE(parseTypedJson("[[[[1]]]]", 3, refusal).has_value());
    EXPECT_EQ(refusal, depthWords(3));
    const std::string deep = std::string(20000, '[') + std::string(20000, ']');
    EXPECT_FALSE(parseTypedJson(deep, kMaxUnitValueDepth, refusal).has_value());
    EXPECT_EQ(refusal, "nests lists and objects deeper than 59 levels, more than any file of ours "
                       "needs");
    EXPECT_FALSE(parseTypedJson("[\"" + std::string(kMaxTextBytes + 1, 'x') + "\"]", 3, refusal)
                     .has_value());
    EXPECT_EQ(refusal, "/0 is 100001 bytes of text; no text may be over 100000 bytes");
    EXPECT_FALSE(parseTypedJson(R"({"a\u0000": 1})", 3, refusal).has_value());
    EXPECT_EQ(refusal, "has a key that holds the character U+0000 (\\u0000), which no text of ours "
                       "may hold");
    EXPECT_FALSE(parseTypedJson("[1, 2", 3, refusal).has_value());
    EXPECT_EQ(refusal, "") << "not JSON: the caller says what it should be";
    EXPECT_EQ(typedTextRefusal(std::string(kMaxTextBytes, 'x')), "");
    EXPECT_EQ(typedTextRefusal(std::string("a\0b", 3)),
              "holds the character U+0000 (\\u0000), which no text of ours may hold");
}

} // namespace adc
