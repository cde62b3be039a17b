#include "print/unit_details.hpp"

#include "print/html.hpp"
#include "print/json_tables.hpp"

#include <algorithm>
#include <optional>

namespace adc::print {

namespace {

using nlohmann::json;

// "Pvt. Hall (Off, crack, +1, rifle)" for one entry of a list attribute such as ROE's
// figures; a modifier keeps its sign, as leaders' do.
QString itemText(const json& item, Abbreviations& abbr) {
    if (!item.is_object()) {
        return inlineText(item);
    }
    QString name;
    QStringList rest;
    for (const auto& [k, v] : item.items()) {
        if (k == "name") {
            name = scalarText(v);
        } else if (k == "modifier" && v.is_number_integer()) {
            rest << QStringLiteral("%1%2").arg(v.get<int>() > 0 ? "+" : "").arg(v.get<int>());
        } else if (v.is_string()) {
            rest << abbr(v.get<std::string>());
        } else if (!v.is_object() && !v.is_array()) {
            rest << scalarText(v);
        }
    }
    return name + (rest.isEmpty() ? QString()
                                  : QStringLiteral(" (") + rest.join(QStringLiteral(", ")) +
                                        QStringLiteral(")"));
}

// A value as the roster prints it: a unit's id as that unit's name, a list of ids as names.
QString valueText(const json& value, Abbreviations& abbr, const std::vector<Unit>& everyone) {
    auto named = [&](const std::string& word) -> std::optional<QString> {
        for (const Unit& other : everyone) {
            if (other.id == word) {
                return QString::fromStdString(other.name);
            }
        }
        return std::nullopt;
    };
    if (value.is_string()) {
        const auto& word = value.get_ref<const std::string&>();
        return named(word).value_or(abbr(word));
    }
    if (value.is_array() &&
        std::all_of(value.begin(), value.end(), [](const json& v) { return v.is_string(); })) {
        QStringList items;
        for (const auto& v : value) {
            items << valueText(v, abbr, everyone);
        }
        return items.join(QStringLiteral(", "));
    }
    return inlineText(value);
}

} // namespace

QStringList unitDetails(const Unit& u, const Ruleset& ruleset, const MemberLines& members,
                        Abbreviations& abbr, const std::vector<Unit>& everyone) {
    QStringList out;
    QStringList leaders;
    for (const auto& l : u.leaders) {
        QString t = esc(l.name) + QStringLiteral(" (") + esc(abbr(l.rank));
        if (l.modifier != 0) {
            t += QStringLiteral(", %1%2").arg(l.modifier > 0 ? "+" : "").arg(l.modifier);
        }
        leaders << t + QStringLiteral(")");
    }
    if (!leaders.isEmpty()) {
        out << QStringLiteral("<b>Leaders:</b> ") + leaders.join(QStringLiteral("; "));
    }
    QStringList inline_;
    QString memberBlock;
    for (const auto& a : ruleset.unitSchema().attributes) {
        auto it = u.attrs.find(a.key);
        if (it == u.attrs.end() || it->is_null() || (!a.required && *it == a.defaultValue)) {
            continue;
        }
        if (it->is_array() && !it->empty() && it->front().is_object() && members.declares(a.key)) {
            QStringList lines;
            for (const auto& item : *it) {
                lines << members.line(a.key, u, item);
            }
            // Last, after the one-line details, so each member has a line of his own.
            memberBlock += QStringLiteral("<br><b>") + esc(a.label) + QStringLiteral(" (") +
                           QString::number(it->size()) + QStringLiteral("):</b><br>") +
                           lines.join(QStringLiteral("<br>"));
        } else if (it->is_array() && !it->empty() && it->front().is_object()) {
            QStringList items;
            for (const auto& item : *it) {
                items << esc(itemText(item, abbr));
            }
            out << QStringLiteral("<b>") + esc(a.label) + QStringLiteral(" (") +
                       QString::number(it->size()) + QStringLiteral("):</b> ") +
                       items.join(QStringLiteral("; "));
        } else {
            inline_ << esc(a.label) + QStringLiteral(": ") + esc(valueText(*it, abbr, everyone));
        }
    }
    if (!inline_.isEmpty()) {
        out << inline_.join(QStringLiteral("; "));
    }
    if (auto n = u.attrs.find("notes"); n != u.attrs.end() && n->is_string()) {
        out << QStringLiteral("<i>") + esc(n->get<std::string>()) + QStringLiteral("</i>");
    }
    if (!memberBlock.isEmpty() && !out.isEmpty()) {
        out.back() += memberBlock;
    } else if (!memberBlock.isEmpty()) {
        out << memberBlock.mid(4); // without its leading <br>
    }
    return out;
}

} // namespace adc::print
