// The selected rule by turn's fields below the rows: the actions ticked, whom the rule picks
// (every unit, a side, a command, the units ticked; narrowed to kinds), and its kind's own
// fields (a parameter and its default or limit, the phase or the actions that owe it). Numbers
// are kept as typed: what is not a number is stored as the text typed, which the core refuses at
// its field.
#include "adc/ruleset.hpp"
#include "editor/turn_rules_panel.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace adc::editor {

namespace {

QString ruleKindOf(const json& rule) {
    for (const char* key : {"default", "limit", "refuse", "owe"}) {
        if (rule.is_object() && rule.contains(key)) {
            return QString::fromLatin1(key);
        }
    }
    return {};
}

QStringList stringsOf(const json& list) {
    QStringList out;
    for (const auto& v : list.is_array() ? list : json::array()) {
        out << QString::fromStdString(v.is_string() ? v.get<std::string>() : v.dump());
    }
    return out;
}

json listOf(const QStringList& values) {
    json out = json::array();
    for (const QString& v : values) {
        out.push_back(v.toStdString());
    }
    return out;
}

// A number as typed, or the text itself when it is not one (the core then says so).
json typedNumber(const QString& text) {
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok) {
        return text.toStdString();
    }
    if (v == static_cast<double>(static_cast<long long>(v)) && !text.contains(QLatin1Char('.'))) {
        return static_cast<long long>(v);
    }
    return v;
}

QString typedText(const json& v) {
    return v.is_null()     ? QString()
           : v.is_string() ? QString::fromStdString(v.get<std::string>())
                           : QString::fromStdString(v.dump());
}

// Whom a pick names, as the whom drop-down's data: "", "side:x", "command:x" or "units".
QString whomOf(const json& rule) {
    const json pick = rule.is_object() ? rule.value("units", json()) : json();
    if (!pick.is_object()) {
        return {};
    }
    for (const char* key : {"side", "command"}) {
        if (pick.contains(key) && pick[key].is_string()) {
            return QString::fromLatin1(key) + QLatin1Char(':') +
                   QString::fromStdString(pick[key].get<std::string>());
        }
    }
    return QStringLiteral("units");
}

// The object a rule holds under `key` ("limit"), or null: never made by looking.
json* partOf(json& rule, const std::string& key) {
    auto it = rule.find(key);
    return it != rule.end() && it->is_object() ? &*it : nullptr;
}

QListWidget* tickList(QWidget* parent, const char* name) {
    auto* list = checkList(parent, {}, {});
    list->setObjectName(QString::fromLatin1(name));
    list->setMinimumHeight(100);
    return list;
}

QWidget* titled(QWidget* parent, const QString& title, QWidget* under, QWidget* more = nullptr) {
    auto* box = new QWidget(parent);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(title, box));
    layout->addWidget(under);
    if (more) {
        layout->addWidget(more);
    }
    return box;
}

QString wordsOf(const ChoiceList& choices, const QString& value) {
    for (const auto& [v, words] : choices) {
        if (v == value) {
            return words.isEmpty() ? v : words;
        }
    }
    return value;
}

} // namespace

QWidget* TurnRulesPanel::buildFields() {
    fields_ = new QWidget(this);
    auto* row = new QHBoxLayout(fields_);
    row->setContentsMargins(0, 0, 0, 0);
    actions_ = tickList(fields_, "turnRuleActions");
    row->addWidget(titled(fields_, tr("Its actions"), actions_), 1);
    whom_ = new QComboBox(fields_);
    whom_->setObjectName(QStringLiteral("turnRuleWhom"));
    units_ = tickList(fields_, "turnRuleUnits");
    row->addWidget(titled(fields_, tr("The units it is about"), whom_, units_), 1);
    kinds_ = tickList(fields_, "turnRuleKinds");
    row->addWidget(titled(fields_, tr("Only units of these kinds"), kinds_), 1);
    auto* kindBox = new QWidget(fields_);
    kindForm_ = new QFormLayout(kindBox);
    kindForm_->setContentsMargins(0, 0, 0, 0);
    parameter_ = new QComboBox(kindBox);
    parameter_->setObjectName(QStringLiteral("turnRuleParameter"));
    auto* value = new QHBoxLayout;
    valueChoice_ = new QComboBox(kindBox);
    valueChoice_->setObjectName(QStringLiteral("turnRuleValueChoice"));
    valueText_ = new QLineEdit(kindBox);
    valueText_->setObjectName(QStringLiteral("turnRuleValue"));
    value->addWidget(valueChoice_);
    value->addWidget(valueText_);
    max_ = new QLineEdit(kindBox);
    max_->setObjectName(QStringLiteral("turnRuleMax"));
    phase_ = new QComboBox(kindBox);
    phase_->setObjectName(QStringLiteral("turnRuleOwedPhase"));
    after_ = tickList(kindBox, "turnRuleOwedAfter");
    kindForm_->addRow(tr("Parameter"), parameter_);
    kindForm_->addRow(tr("Its default"), value);
    kindForm_->addRow(tr("At most"), max_);
    kindForm_->addRow(tr("Owed in phase"), phase_);
    kindForm_->addRow(tr("Owed after"), after_);
    row->addWidget(kindBox, 1);

    connect(actions_, &QListWidget::itemChanged, this, [this] {
        editShown([&](json& t) { t["actions"] = listOf(tickedOf(actions_)); });
        summarize(shown_);
        fillParameter();
    });
    connect(whom_, &QComboBox::currentIndexChanged, this, [this] {
        const QString whom = choiceOf(whom_);
        editShown([&](json& t) {
            // The units ticked come back when the organizer returns to them.
            json& aside = putAside_[shown_];
            if (json* pick = partOf(t, "units"); pick && pick->contains("units")) {
                aside["ticked"] = (*pick)["units"];
            }
            if (whom.isEmpty()) {
                t.erase("units");
                return;
            }
            json pick = json::object();
            if (whom == QLatin1String("units")) {
                json ticked = listOf(tickedOf(units_));
                if (ticked.empty() && aside.contains("ticked")) {
                    ticked = aside["ticked"];
                    fillCheckList(units_, choices_.units, stringsOf(ticked));
                }
                pick["units"] = std::move(ticked);
            } else {
                pick[whom.section(QLatin1Char(':'), 0, 0).toStdString()] =
                    whom.section(QLatin1Char(':'), 1).toStdString();
            }
            const QStringList kinds = tickedOf(kinds_);
            if (!kinds.isEmpty()) {
                pick["kinds"] = listOf(kinds);
            }
            t["units"] = std::move(pick);
        });
        units_->setEnabled(whom == QLatin1String("units"));
        kinds_->setEnabled(!whom.isEmpty());
        summarize(shown_);
    });
    connect(units_, &QListWidget::itemChanged, this, [this] {
        editShown([&](json& t) {
            if (json* pick = partOf(t, "units")) {
                (*pick)["units"] = listOf(tickedOf(units_));
            }
        });
        summarize(shown_);
    });
    connect(kinds_, &QListWidget::itemChanged, this, [this] {
        const QStringList kinds = tickedOf(kinds_);
        editShown([&](json& t) {
            json* pick = partOf(t, "units");
            if (!pick) {
                return; // every unit: no kinds to narrow to (the list is off)
            }
            if (kinds.isEmpty()) {
                pick->erase("kinds");
            } else {
                (*pick)["kinds"] = listOf(kinds);
            }
        });
        summarize(shown_);
    });
    connect(parameter_, &QComboBox::currentIndexChanged, this, [this] {
        editShown([&](json& t) {
            if (json* fields = partOf(t, ruleKindOf(t).toStdString())) {
                (*fields)["parameter"] = choiceOf(parameter_).toStdString();
            }
        });
        fillParameter();
    });
    connect(valueChoice_, &QComboBox::currentIndexChanged, this, [this] {
        const QString v = choiceOf(valueChoice_);
        const bool flag = v == QLatin1String("@yes") || v == QLatin1String("@no");
        editShown([&](json& t) {
            if (json* fields = partOf(t, "default")) {
                (*fields)["value"] =
                    flag ? json(v == QLatin1String("@yes")) : json(v.toStdString());
            }
        });
    });
    connect(valueText_, &QLineEdit::textEdited, this, [this](const QString& text) {
        editShown([&](json& t) {
            json* fields = partOf(t, "default");
            if (!fields) {
                return;
            }
            if (text.trimmed().isEmpty()) {
                fields->erase("value");
            } else {
                (*fields)["value"] = typedNumber(text);
            }
        });
    });
    connect(max_, &QLineEdit::textEdited, this, [this](const QString& text) {
        editShown([&](json& t) {
            json* fields = partOf(t, "limit");
            if (!fields) {
                return;
            }
            if (text.trimmed().isEmpty()) {
                fields->erase("max");
            } else {
                (*fields)["max"] = typedNumber(text);
            }
        });
    });
    connect(phase_, &QComboBox::currentIndexChanged, this, [this] {
        const std::string phase = choiceOf(phase_).toStdString();
        editShown([&](json& t) {
            json* owe = partOf(t, "owe");
            if (!owe) {
                return;
            }
            if (phase.empty()) {
                owe->erase("phase");
            } else {
                (*owe)["phase"] = phase;
            }
        });
    });
    connect(after_, &QListWidget::itemChanged, this, [this] {
        const QStringList after = tickedOf(after_);
        editShown([&](json& t) {
            json* owe = partOf(t, "owe");
            if (!owe) {
                return;
            }
            if (after.isEmpty()) {
                owe->erase("after");
            } else {
                (*owe)["after"] = listOf(after);
            }
        });
    });
    return fields_;
}

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
        names << wordsOf(choices_.actions, id);
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
        who = tr("Side: %1").arg(wordsOf(choices_.sides, typedText(pick["side"])));
    } else if (pick.contains("command")) {
        who = tr("Command: %1").arg(wordsOf(choices_.commands, typedText(pick["command"])));
    } else {
        QStringList names;
        for (const QString& id : stringsOf(pick.value("units", json()))) {
            names << wordsOf(choices_.units, id);
        }
        who = names.isEmpty() ? tr("(no unit ticked)") : names.join(QStringLiteral(", "));
    }
    QStringList kinds;
    for (const QString& k : stringsOf(pick.value("kinds", json()))) {
        kinds << wordsOf(choices_.kinds, k);
    }
    return kinds.isEmpty() ? who : tr("%1 (%2 only)").arg(who, kinds.join(QStringLiteral(", ")));
}

} // namespace adc::editor
