// The closed choices of the units table's cells (what its drop-downs offer, in the ruleset's
// words), a cell's value as the file would hold it, and the leaders edited as rows.
#include "editor/unit_table_model.hpp"

#include "effect_words.hpp"

namespace adc::editor {

namespace {

QStringList wordList(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v) {
        out << QString::fromStdString(s);
    }
    return out;
}

QString valueText(const json& v) {
    if (v.is_null()) {
        return {};
    }
    return v.is_string() ? QString::fromStdString(v.get<std::string>())
                         : QString::fromStdString(v.dump());
}

} // namespace

QStringList UnitTableModel::choices(int column) const {
    const UnitSchema& s = ruleset_.unitSchema();
    const std::string k = key(column);
    if (k == "kind") {
        return wordList(s.kinds);
    }
    if (k == "quality") {
        return wordList(s.qualities);
    }
    if (k == "side") {
        QStringList out;
        for (const auto& side : sides_) {
            out << QString::fromStdString(side.value("id", ""));
        }
        return out;
    }
    if (const AttributeSpec* a = s.find(k); a && a->type == AttrType::Choice) {
        return wordList(a->choices);
    }
    if (const AttributeSpec* a = s.find(k); a && a->type == AttrType::Boolean) {
        return {QStringLiteral("true"), QStringLiteral("false")};
    }
    return {};
}

std::vector<UnitTableModel::Choice> UnitTableModel::choiceItems(int r, int column) const {
    const std::string k = key(column);
    std::vector<Choice> out;
    if (k == kPlayerCommandKey) {
        out.push_back({QString(), tr("(no command)")});
        const json& row = rows_[static_cast<std::size_t>(r)];
        for (const auto& side : sides_) {
            if (side.value("id", "") == row.value("side", "")) {
                for (const auto& c : side.value("commands", json::array())) {
                    out.push_back({QString::fromStdString(c.value("id", "")),
                                   QString::fromStdString(c.value("name", ""))});
                }
            }
        }
        return out;
    }
    if (k == "side") {
        for (const auto& side : sides_) {
            out.push_back({QString::fromStdString(side.value("id", "")),
                           QString::fromStdString(side.value("name", ""))});
        }
        return out;
    }
    const AttributeSpec* a = ruleset_.unitSchema().find(k);
    if (a && a->type == AttrType::Boolean) {
        return {{QStringLiteral("true"), tr("yes")}, {QStringLiteral("false"), tr("no")}};
    }
    for (const QString& value : choices(column)) {
        out.push_back({value, words::labelWords(ruleset_, value.toStdString())});
    }
    return out;
}

QString UnitTableModel::valueOf(int r, int column) const {
    const json& row = rows_[static_cast<std::size_t>(r)];
    const std::string k = key(column);
    if (auto it = row.find(k); it != row.end()) {
        return valueText(*it);
    }
    const AttributeSpec* a = ruleset_.unitSchema().find(k);
    return a ? valueText(a->defaultValue) : QString();
}

void UnitTableModel::setLeaders(int r, const json& leaders) {
    json& row = rows_[static_cast<std::size_t>(r)];
    if (leaders.empty()) {
        row.erase("leaders");
    } else {
        row["leaders"] = leaders;
    }
    forgetChecks();
    emit dataChanged(index(r, 0), index(r, columnCount() - 1));
}

} // namespace adc::editor
