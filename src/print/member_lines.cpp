#include "print/member_lines.hpp"

#include "print/html.hpp"
#include "print/sheet_layout.hpp"

#include <QStringList>

namespace adc::print {

MemberLines::MemberLines(const Ruleset& ruleset) : ruleset_(ruleset) {
    const auto p = json::json_pointer("/print/roster/members");
    if (ruleset.data().contains(p) && ruleset.data().at(p).is_object()) {
        members_ = &ruleset.data().at(p);
    }
}

bool MemberLines::declares(const std::string& attribute) const {
    return members_ && members_->contains(attribute) && members_->at(attribute).is_array();
}

// A unit's own field (its quality, its kind) or attribute, else the schema's default for it:
// what a member that names none has.
json MemberLines::unitValue(const Unit& unit, const std::string& name) const {
    if (name == "quality") {
        return unit.quality;
    }
    if (name == "kind") {
        return unit.kind;
    }
    if (auto it = unit.attrs.find(name); it != unit.attrs.end() && !it->is_null()) {
        return *it;
    }
    for (const auto& a : ruleset_.unitSchema().attributes) {
        if (a.key == name) {
            return a.defaultValue;
        }
    }
    return nullptr;
}

QString MemberLines::field(const json& spec, const Unit& unit, const json& member) const {
    const std::string key = spec.value("field", std::string());
    json value = member.contains(key) ? member.at(key) : json();
    if (value.is_null() && spec.contains("unit")) {
        value = unitValue(unit, spec.at("unit").get<std::string>());
    }
    if (value.is_null() && spec.contains("default")) {
        value = spec.at("default");
    }
    if (value.is_null() || (spec.contains("omit") && value == spec.at("omit"))) {
        return {};
    }
    if (value.is_number_integer() && spec.value("signed", false)) {
        const int n = value.get<int>();
        return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n);
    }
    if (value.is_string()) {
        const std::string word = value.get<std::string>();
        // A label the ruleset gives the value ("/weapons/rifle/label" -> "Rifle").
        if (spec.contains("labels")) {
            const auto p =
                json::json_pointer(spec.at("labels").get<std::string>() + "/" + word + "/label");
            if (ruleset_.data().contains(p) && ruleset_.data().at(p).is_string()) {
                return QString::fromStdString(ruleset_.data().at(p).get<std::string>());
            }
        }
        return words(word);
    }
    return scalarText(value);
}

QString MemberLines::line(const std::string& attribute, const Unit& unit,
                          const json& member) const {
    QStringList parts;
    for (const auto& spec : members_->at(attribute)) {
        if (QString f = field(spec, unit, member); !f.isEmpty()) {
            parts << f;
        }
    }
    // The field that names a man is the one the ruleset's named list declares.
    const NamedListWords* naming = ruleset_.namedListWords(attribute);
    const QString name = QString::fromStdString(naming ? naming->nameOf(member) : std::string());
    return QStringLiteral("<b>") + esc(name) + QStringLiteral("</b> — ") +
           esc(parts.join(QStringLiteral(", ")));
}

} // namespace adc::print
