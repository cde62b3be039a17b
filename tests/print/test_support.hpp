#pragma once
// Shared by the printing tests: a ruleset built from inline JSON (so break points can be
// checked against numbers the test states) and the plain text of an HTML document.
#include "adc/ruleset.hpp"

#include <QString>
#include <QTextDocument>

namespace adc::print::test {

class InlineRuleset : public Ruleset {
public:
    InlineRuleset(const json& data, JsonReader& r) : Ruleset(data, "inline.json", r) {}
};

inline QString plainText(const QString& html) {
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

} // namespace adc::print::test
