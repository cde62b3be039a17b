#include "print/quick_reference.hpp"

#include "adc/atomic_file.hpp"
#include "house_rule_words.hpp"
#include "print/html.hpp"
#include "print/sheet_layout.hpp"

#include <QStringList>

#include <vector>

namespace adc::print {

namespace {

// The ruleset's data with the file's key order when the file still holds exactly what the
// engine loaded (rows and columns then print in the order the author wrote them); otherwise
// the same data in alphabetical order.
nlohmann::ordered_json orderedData(const Ruleset& r) {
    try {
        auto text = readFile(r.file());
        auto ordered = nlohmann::ordered_json::parse(text);
        if (nlohmann::json::parse(text) == r.data()) {
            return ordered;
        }
    } catch (const std::exception&) {
        // Not on disk any more (or never was): the loaded data is what counts.
    }
    return nlohmann::ordered_json::parse(r.data().dump());
}

// Only the readings a scenario changes: the sheet is for the table, the full list of open
// points is in the rulings.
QString houseRulesLine(const Ruleset& r, const std::map<std::string, std::string>& options) {
    QStringList changed;
    for (const auto& hr : r.houseRules()) {
        auto it = options.find(hr.id);
        if (it != options.end() && it->second != hr.defaultChoice) {
            changed << QStringLiteral("<b>") + esc(hr.label) + QStringLiteral(":</b> ") +
                           esc(words::choiceWords(r, it->second)) + QStringLiteral(" (not ") +
                           esc(words::choiceWords(r, hr.defaultChoice)) + QStringLiteral(")");
        }
    }
    if (changed.isEmpty()) {
        return QStringLiteral("<p class=\"small\"><b>House rules:</b> the ruleset's default "
                              "readings throughout.</p>");
    }
    return QStringLiteral("<p class=\"heading\">House rules of this scenario</p><p>") +
           changed.join(QStringLiteral("<br>")) + QStringLiteral("</p>");
}

// A modifier's name where the layout gives it no label, capitalised as the sheet prints it.
std::string capitalisedWords(const std::string& key) {
    QString w = words(key);
    if (!w.isEmpty()) {
        w[0] = w[0].toUpper();
    }
    return w.toStdString();
}

// A number of the sheet's data as the engine applies it under the options: signed as the
// resolver adds it, or removed when the reading in force gives it no effect. Returns the words
// of what it is taken off, "" when the title says it.
std::string applyModifier(nlohmann::ordered_json& data, const std::string& pointer,
                          const Ruleset& r, const std::map<std::string, std::string>& options,
                          bool removeUnapplied) {
    const nlohmann::ordered_json::json_pointer at(pointer);
    if (!data.contains(at) || !data.at(at).is_number()) {
        return {};
    }
    const AppliedModifier m = r.appliedModifier(pointer, options);
    if (!m.applies && removeUnapplied) {
        data.at(at.parent_pointer()).erase(at.back());
        return {};
    }
    data.at(at) = m.applies ? m.value : 0.0;
    return m.to;
}

// Every modifier the sheet prints ("modifiers" entries and "{+/pointer}" placeholders) as the
// engine applies it under the scenario's house rules (Ruleset::appliedModifier), so the sheet
// prints the sign, the value and whether it applies from the declaration the resolver reads.
void applyModifiers(nlohmann::ordered_json& data, const Ruleset& r,
                    const std::map<std::string, std::string>& options) {
    const auto layout = nlohmann::ordered_json::json_pointer("/print/quick_reference");
    if (!data.contains(layout) || !data.at(layout).is_array()) {
        return; // the sheet says what is missing
    }
    for (auto& entry : data.at(layout)) {
        if (!entry.is_object()) {
            continue;
        }
        if (auto m = entry.find("modifiers"); m != entry.end()) {
            std::vector<std::string> tables;
            if (m->is_string()) {
                tables.push_back(m->get<std::string>());
            } else if (m->is_array()) {
                for (const auto& p : *m) {
                    tables.push_back(p.is_string() ? p.get<std::string>() : std::string());
                }
            }
            for (const auto& table : tables) {
                const nlohmann::ordered_json::json_pointer at(table);
                if (table.empty() || !data.contains(at) || !data.at(at).is_object()) {
                    continue; // the layout reports what names nothing
                }
                std::vector<std::string> keys;
                for (const auto& [k, v] : data.at(at).items()) {
                    keys.push_back(k);
                }
                for (const auto& k : keys) {
                    const std::string p = table + "/" + k;
                    std::string to;
                    if (data.at(at).at(k).is_object()) {
                        std::vector<std::string> inner;
                        for (const auto& [rk, rv] : data.at(at).at(k).items()) {
                            inner.push_back(rk);
                        }
                        for (const auto& rk : inner) {
                            std::string t = applyModifier(data, p + "/" + rk, r, options, true);
                            to = to.empty() ? t : to;
                        }
                    } else {
                        to = applyModifier(data, p, r, options, true);
                    }
                    if (!to.empty()) {
                        auto& labels = entry["labels"];
                        const std::string label =
                            labels.contains(k) ? labels[k].get<std::string>() : capitalisedWords(k);
                        labels[k] = label + ", " + to;
                    }
                }
            }
        }
        for (auto& [key, value] : entry.items()) {
            std::vector<std::string> texts;
            if (value.is_string()) {
                texts.push_back(value.get<std::string>());
            } else if (value.is_array()) {
                for (const auto& line : value) {
                    if (line.is_string()) {
                        texts.push_back(line.get<std::string>());
                    }
                }
            }
            for (const auto& t : texts) {
                for (std::size_t i = t.find("{+"); i != std::string::npos;
                     i = t.find("{+", i + 2)) {
                    const std::size_t end = t.find('}', i);
                    if (end != std::string::npos) {
                        applyModifier(data, t.substr(i + 2, end - i - 2), r, options, false);
                    }
                }
            }
        }
    }
}

} // namespace

QString quickReferenceHtml(const Ruleset& r, const std::map<std::string, std::string>& options) {
    nlohmann::ordered_json data = orderedData(r);
    applyModifiers(data, r, options);
    // Not <h1>: QTextDocument gives headings its own large sizes whatever the style.
    QString body = QStringLiteral("<p class=\"sheet\">") + esc(r.name()) +
                   QStringLiteral(" — quick reference</p><p class=\"small\">Version ") +
                   esc(r.version()) + QStringLiteral("</p>");
    const auto layout = nlohmann::ordered_json::json_pointer("/print/quick_reference");
    if (!data.contains(layout) || !data.at(layout).is_array()) {
        throw LayoutError(r.file() + ": /print/quick_reference: the ruleset declares no "
                                     "quick-reference layout");
    }
    // A section is a heading and the blocks after it. Sections sit two to a row, so a row's
    // height is the taller of two and the page breaks between rows; a "wide" one has a row
    // of its own.
    struct Section {
        QString html;
        bool wide = false;
    };
    std::vector<Section> sections;
    const auto& entries = data.at(layout);
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const auto& entry = entries[i];
        if (sections.empty() || (entry.is_object() && entry.contains("heading"))) {
            sections.push_back({{}, entry.is_object() && entry.value("wide", false)});
        }
        sections.back().html +=
            sheetBlock(entry, data, r.file() + " /print/quick_reference/" + std::to_string(i));
    }
    body += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">");
    for (std::size_t i = 0; i < sections.size();) {
        body += QStringLiteral("<tr>");
        if (sections[i].wide || i + 1 == sections.size() || sections[i + 1].wide) {
            body += QStringLiteral("<td colspan=\"2\" valign=\"top\">") + sections[i].html +
                    QStringLiteral("</td>");
            i += 1;
        } else {
            body += QStringLiteral("<td width=\"50%\" valign=\"top\">") + sections[i].html +
                    QStringLiteral("</td><td width=\"50%\" valign=\"top\">") +
                    sections[i + 1].html + QStringLiteral("</td>");
            i += 2;
        }
        body += QStringLiteral("</tr>");
    }
    body += QStringLiteral("</table>");
    body += houseRulesLine(r, options);
    return htmlDocument(QString::fromStdString(r.name()) + QStringLiteral(" — quick reference"),
                        body);
}

} // namespace adc::print
