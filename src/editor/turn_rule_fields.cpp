// The selected rule by turn's fields below the rows: the actions ticked, whom the rule picks
// (every unit, a side, a command, the units ticked; narrowed to kinds), and its kind's own
// fields (a parameter and its default or limit, the phase or the actions that owe it). Numbers
// are kept as typed: what is not a number is stored as the text typed, which the core refuses at
// its field.
#include "adc/ruleset.hpp"
#include "editor/turn_rule_json.hpp"
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

using namespace turn_rule;

namespace {

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
        editShown([&](json& t) { t["actions"] = idList(tickedOf(actions_)); });
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
                json ticked = idList(tickedOf(units_));
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
                pick["kinds"] = idList(kinds);
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
                (*pick)["units"] = idList(tickedOf(units_));
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
                (*pick)["kinds"] = idList(kinds);
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
                (*owe)["after"] = idList(after);
            }
        });
    });
    return fields_;
}

} // namespace adc::editor
