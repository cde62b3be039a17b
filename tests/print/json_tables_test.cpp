// A roster cell holds whatever a unit attribute holds, as one line.
#include "print/json_tables.hpp"

#include <gtest/gtest.h>

namespace adc::print {
namespace {

using nlohmann::ordered_json;

TEST(JsonTables, InlineTextFlattensNestedValues) {
    EXPECT_EQ(inlineText(ordered_json::parse(R"({"a": 1, "b": [true, "x"]})")),
              QStringLiteral("A: 1; B: yes, x"));
    EXPECT_EQ(inlineText(ordered_json::parse("0.5")), QStringLiteral("0.5"));
}

} // namespace
} // namespace adc::print
