// The selected rule by turn's fields filled from its entry: the lists ticked, whom it picks, the
// kind's own rows shown, the parameters the actions ticked take and the default's value, a
// drop-down for a yes/no or a closed choice and typed otherwise. Ids stay the data; words show.
#include "adc/ruleset.hpp"
#include "editor/turn_rule_json.hpp"
#include "editor/turn_rules_panel.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QListWidget>

namespace adc::editor {

using namespace turn_rule;

void TurnRulesPanel::showRule(int row) {
    shown_ = row >= 0 && row < static_cast<int>(entries_.size()) ? row : -1;
    fillFields();
}

void TurnRulesPanel::fillFields() {
    fields_->setEnabled(shown_ >= 0);
    const json rule = shown_ >= 0 && entries_[static_cast<std::size_t>(shown_)].is_object()
                          ? entries_[static_cast<std::size_t>(shown_)]
                          : json::object();
    const json pick = rule.value("units", json());
    fillCheckList(actions_, choices_.actions, stringsOf(rule.value("actions", json())));
    {
        const QSignalBlocker block(whom_);
        whom_->clear();
        whom_->addItem(tr("Every unit"), QString());
        for (const auto& [id, name] : choices_.sides) {
            whom_->addItem(tr("Side: %1").arg(name), QStringLiteral("side:") + id);
        }
        for (const auto& [id, name] : choices_.commands) {
            whom_->addItem(tr("Command: %1").arg(name), QStringLiteral("command:") + id);
        }
        whom_->addItem(tr("The units ticked below"), QStringLiteral("units"));
        const QString whom = whomOf(rule);
        if (whom_->findData(whom) < 0) {
            whom_->insertItem(0, tr("%1 (not a choice here)").arg(whom.section(':', 1)), whom);
        }
        whom_->setCurrentIndex(std::max(0, whom_->findData(whom)));
        units_->setEnabled(whom == QLatin1String("units"));
        kinds_->setEnabled(!whom.isEmpty());
    }
    fillCheckList(units_, choices_.units,
                  stringsOf(pick.is_object() ? pick.value("units", json()) : json()));
    fillCheckList(kinds_, choices_.kinds,
                  stringsOf(pick.is_object() ? pick.value("kinds", json()) : json()));
    const QString kind = ruleKindOf(rule);
    const json owe = rule.value("owe", json());
    {
        const QSignalBlocker block(phase_);
        ChoiceList phases = {{QString(), tr("(none: owed after the actions ticked)")}};
        for (const auto& p : choices_.phases) {
            if (!p.first.isEmpty()) {
                phases.push_back(p);
            }
        }
        const QString current =
            QString::fromStdString(owe.is_object() ? owe.value("phase", std::string()) : "");
        phase_->clear();
        if (!current.isEmpty() && std::none_of(phases.begin(), phases.end(),
                                               [&](const auto& p) { return p.first == current; })) {
            phases.insert(phases.begin(), {current, tr("%1 (not a choice here)").arg(current)});
        }
        for (const auto& [value, words] : phases) {
            phase_->addItem(words, value);
        }
        phase_->setCurrentIndex(std::max(0, phase_->findData(current)));
    }
    fillCheckList(after_, choices_.actions,
                  stringsOf(owe.is_object() ? owe.value("after", json()) : json()));
    const json limit = rule.value("limit", json());
    max_->setText(typedText(limit.is_object() ? limit.value("max", json()) : json()));
    kindForm_->setRowVisible(0, kind == QLatin1String("default") || kind == QLatin1String("limit"));
    kindForm_->setRowVisible(1, kind == QLatin1String("default"));
    kindForm_->setRowVisible(2, kind == QLatin1String("limit"));
    kindForm_->setRowVisible(3, kind == QLatin1String("owe"));
    kindForm_->setRowVisible(4, kind == QLatin1String("owe"));
    fillParameter();
    markFields();
}

void TurnRulesPanel::fillParameter() {
    const json rule = shown_ >= 0 && entries_[static_cast<std::size_t>(shown_)].is_object()
                          ? entries_[static_cast<std::size_t>(shown_)]
                          : json::object();
    const QString kind = ruleKindOf(rule);
    const json fields = kind.isEmpty() ? json() : rule.value(kind.toStdString(), json());
    const std::string name =
        fields.is_object() ? fields.value("parameter", std::string()) : std::string();
    // The parameters of the actions ticked that this kind can set: a number to limit, any
    // value but a unit for a default.
    ChoiceList params;
    const ParamSpec* current = nullptr;
    const Ruleset* ruleset = choices_.ruleset;
    for (const QString& id : ruleset ? stringsOf(rule.value("actions", json())) : QStringList()) {
        const ActionSpec* action = ruleset->action(id.toStdString());
        for (const ParamSpec& p : action ? action->params : std::vector<ParamSpec>{}) {
            const bool number = p.type == ParamType::Integer || p.type == ParamType::Distance;
            const bool fits = kind == QLatin1String("limit")
                                  ? number
                                  : p.type != ParamType::Unit && p.type != ParamType::Units;
            const QString value = QString::fromStdString(p.name);
            if (fits && std::none_of(params.begin(), params.end(),
                                     [&](const auto& c) { return c.first == value; })) {
                params.emplace_back(value, QString::fromStdString(p.label));
            }
            if (p.name == name && !current) {
                current = &p;
            }
        }
    }
    {
        const QSignalBlocker block(parameter_);
        parameter_->clear();
        if (!name.empty() && std::none_of(params.begin(), params.end(), [&](const auto& c) {
                return c.first.toStdString() == name;
            })) {
            params.insert(params.begin(),
                          {QString::fromStdString(name),
                           tr("%1 (not a choice here)").arg(QString::fromStdString(name))});
        }
        for (const auto& [value, words] : params) {
            parameter_->addItem(words, value);
        }
        parameter_->setCurrentIndex(parameter_->findData(QString::fromStdString(name)));
    }
    // The default's value: a drop-down for a yes/no or a closed choice, else typed.
    const json value = fields.is_object() ? fields.value("value", json()) : json();
    ChoiceList closed;
    if (current && current->type == ParamType::Flag) {
        closed = {{QStringLiteral("@yes"), tr("Yes")}, {QStringLiteral("@no"), tr("No")}};
    } else if (current && current->type == ParamType::Choice) {
        for (const auto& c : current->choices) {
            closed.emplace_back(QString::fromStdString(c),
                                QString::fromStdString(ruleset->words(c)));
        }
    }
    const bool choose =
        !closed.empty() && (value.is_null() || value.is_boolean() ||
                            (value.is_string() && !value.get<std::string>().empty()));
    {
        const QSignalBlocker block(valueChoice_);
        valueChoice_->clear();
        const QString now = value.is_boolean() ? (value.get<bool>() ? QStringLiteral("@yes")
                                                                    : QStringLiteral("@no"))
                                               : typedText(value);
        if (!now.isEmpty() && std::none_of(closed.begin(), closed.end(),
                                           [&](const auto& c) { return c.first == now; })) {
            closed.insert(closed.begin(), {now, tr("%1 (not a choice here)").arg(now)});
        }
        for (const auto& [v, words] : closed) {
            valueChoice_->addItem(words, v);
        }
        valueChoice_->setCurrentIndex(valueChoice_->findData(now));
    }
    valueChoice_->setVisible(choose);
    valueText_->setVisible(!choose);
    valueText_->setText(typedText(value));
}

QString TurnRulesPanel::actionsWords(const json& rule) const {
    QStringList names;
    for (const QString& id : stringsOf(rule.is_object() ? rule.value("actions", json()) : json())) {
        names << wordsFor(choices_.actions, id);
    }
    return names.join(QStringLiteral(", "));
}

QString TurnRulesPanel::unitsWords(const json& rule) const {
    const json pick = rule.is_object() ? rule.value("units", json()) : json();
    if (!pick.is_object()) {
        return tr("Every unit");
    }
    QString who;
    if (pick.contains("side")) {
        who = tr("Side: %1").arg(wordsFor(choices_.sides, typedText(pick["side"])));
    } else if (pick.contains("command")) {
        who = tr("Command: %1").arg(wordsFor(choices_.commands, typedText(pick["command"])));
    } else {
        QStringList names;
        for (const QString& id : stringsOf(pick.value("units", json()))) {
            names << wordsFor(choices_.units, id);
        }
        who = names.isEmpty() ? tr("(no unit ticked)") : names.join(QStringLiteral(", "));
    }
    QStringList kinds;
    for (const QString& k : stringsOf(pick.value("kinds", json()))) {
        kinds << wordsFor(choices_.kinds, k);
    }
    return kinds.isEmpty() ? who : tr("%1 (%2 only)").arg(who, kinds.join(QStringLiteral(", ")));
}

} // namespace adc::editor
