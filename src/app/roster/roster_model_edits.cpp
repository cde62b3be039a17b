// A roster's cells corrected in place: which cells the referee may edit, and each edit turned
// into a referee's correction through the document (undoable; refused with the engine's reason).
#include "document/game_document.hpp"
#include "roster/roster_model.hpp"

#include "adc/typed_json.hpp"
#include "adc/unit_check.hpp"

#include <algorithm>
#include <optional>

namespace adc::app {

Qt::ItemFlags RosterModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractItemModel::flags(index);
    if (!index.isValid() || isMemberRow(index)) {
        return f; // a man's line is read here; his unit's cells are corrected
    }
    auto column = static_cast<Column>(std::min(index.column(), firstAttribute));
    if (column == Column::Strength || column == Column::Status ||
        column == Column::FirstAttribute) {
        f |= Qt::ItemIsEditable;
    }
    return f;
}

bool RosterModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable)) {
        return false;
    }
    const Unit& u = unitAt(index.row());
    std::string field;
    json v;
    auto column = static_cast<Column>(std::min(index.column(), firstAttribute));
    if (column == Column::Strength) {
        bool ok = false;
        int n = value.toInt(&ok);
        if (!ok) {
            emit correctionRefused(tr("strength must be a whole number"));
            return false;
        }
        field = "strength";
        v = n;
    } else if (column == Column::Status) {
        field = "status";
        v = value.toString().toStdString();
    } else {
        field = attributeKey(index.column());
        const auto* spec = document_.ruleset().unitSchema().find(field);
        if (value.typeId() == QMetaType::Bool) {
            v = value.toBool();
        } else if (spec && spec->type == AttrType::Integer) {
            v = value.toInt();
        } else if (spec && spec->type == AttrType::Number) {
            v = value.toDouble();
        } else if (spec && spec->type == AttrType::Boolean) {
            v = value.toBool();
        } else if (spec && spec->type == AttrType::List) {
            // Held to the limits of the save it goes into, which could not be opened again.
            std::string refusal;
            std::optional<json> typed =
                parseTypedJson(value.toString().toStdString(), kMaxUnitValueDepth, refusal);
            if (!typed) {
                emit correctionRefused(
                    refusal.empty()
                        ? tr("%1 must be a JSON list").arg(QString::fromStdString(field))
                        : QString::fromStdString(field + " " + refusal));
                return false;
            }
            v = std::move(*typed);
        } else {
            v = value.toString().toStdString();
        }
    }
    if (v.is_string()) {
        if (std::string refusal = typedTextRefusal(v.get_ref<const std::string&>());
            !refusal.empty()) {
            emit correctionRefused(QString::fromStdString(field + " " + refusal));
            return false;
        }
    }
    try {
        document_.correct(u.id, field, v);
    } catch (const std::exception& e) {
        emit correctionRefused(QString::fromStdString(e.what()));
        return false;
    }
    return true;
}

} // namespace adc::app
