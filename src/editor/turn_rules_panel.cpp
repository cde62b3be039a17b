#include "editor/turn_rules_panel.hpp"

#include "editor/add_remove_row.hpp"
#include "editor/timeline_entry.hpp"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace adc::editor {

namespace {

int ruleCol(TurnRulesPanel::Column c) {
    return static_cast<int>(c);
}

// The four kinds readTimeline reads, keyed as in the file.
const ChoiceList& ruleKinds() {
    static const ChoiceList kinds = {{QStringLiteral("default"), QObject::tr("Sets a default")},
                                     {QStringLiteral("limit"), QObject::tr("Limits a number")},
                                     {QStringLiteral("refuse"), QObject::tr("Refuses the action")},
                                     {QStringLiteral("owe"), QObject::tr("Owes the action")}};
    return kinds;
}

QString ruleKind(const json& rule) {
    for (const auto& [value, words] : ruleKinds()) {
        if (rule.is_object() && rule.contains(value.toStdString())) {
            return value;
        }
    }
    return {};
}

int turnOf(const json& rule, std::size_t i) {
    const json turns = rule.is_object() ? rule.value("turns", json()) : json();
    return turns.is_array() && turns.size() == 2 && turns[i].is_number_integer()
               ? turns[i].get<int>()
               : 1;
}

// The pointer's rest after a rule's own ("/turn_rules/2/owe/phase": "/owe/phase"), or nullopt
// when it is about another entry.
std::optional<std::string> restOf(const std::string& pointer, const std::string& prefix) {
    if (pointer == prefix) {
        return std::string();
    }
    if (pointer.rfind(prefix + "/", 0) == 0) {
        return pointer.substr(prefix.size());
    }
    return std::nullopt;
}

bool pointerUnder(const std::string& s, const char* head) {
    return s.rfind(head, 0) == 0;
}

} // namespace

TurnRulesPanel::TurnRulesPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("<b>Rules by turn</b>: for a range of turns, a rule of the "
                                    "scenario sets a default, limits a number, refuses an action "
                                    "or owes one; the selected rule's actions and units below"),
                                 this));
    rules_ = new QTableWidget(0, 6, this);
    rules_->setObjectName(QStringLiteral("turnRules"));
    rules_->setHorizontalHeaderLabels({tr("From turn"), tr("To turn"), tr("The rule"),
                                       tr("Actions"), tr("Units"), tr("Special rule")});
    rules_->horizontalHeader()->setStretchLastSection(true);
    for (auto [column, width] :
         {std::pair{Column::From, 80}, std::pair{Column::To, 80}, std::pair{Column::Kind, 170},
          std::pair{Column::Actions, 260}, std::pair{Column::Units, 260}}) {
        rules_->setColumnWidth(ruleCol(column), width);
    }
    rules_->setMinimumHeight(110);
    layout->addWidget(rules_);
    layout->addLayout(addRemoveRow(this, tr("Add a rule by tur&n"), tr("Remove rule by turn"),
                                   &TurnRulesPanel::addRule, &TurnRulesPanel::removeRule));
    layout->addWidget(buildFields());
    connect(rules_, &QTableWidget::currentCellChanged, this, [this](int row) { showRule(row); });
}

void TurnRulesPanel::load(const json& s) {
    auto it = s.find("turn_rules");
    hadEntries_ = it != s.end();
    entries_ = hadEntries_ && it->is_array() ? *it : json::array();
    putAside_.clear();
    shown_ = -1;
    fillRows();
}

void TurnRulesPanel::setChoices(const TimelineChoices& choices) {
    choices_ = choices;
    fillRows();
}

void TurnRulesPanel::store(json& s) const {
    if (!entries_.empty() || hadEntries_) {
        s["turn_rules"] = entries_;
    } else {
        s.erase("turn_rules");
    }
}

void TurnRulesPanel::edit(int row, const std::function<void(json&)>& change) {
    if (editTimelineEntry(entries_, row, change)) {
        emit changed();
    }
}

void TurnRulesPanel::fillRows() {
    const int keep = shown_;
    {
        const QSignalBlocker block(rules_);
        rules_->setRowCount(0);
        rules_->setRowCount(static_cast<int>(entries_.size()));
        for (int r = 0; r < rules_->rowCount(); ++r) {
            fillRow(r);
        }
        // The rule shown stays selected as the rows are rebuilt (new choices from another page).
        rules_->setCurrentCell(keep < rules_->rowCount() ? keep : -1, ruleCol(Column::Actions));
    }
    showRule(keep < static_cast<int>(entries_.size()) ? keep : -1);
}

void TurnRulesPanel::fillRow(int r) {
    const json& e = entries_[static_cast<std::size_t>(r)];
    const json rule = e.is_object() ? e : json::object();
    for (std::size_t end : {0u, 1u}) {
        auto* turn = new QSpinBox(rules_);
        turn->setRange(1, 1000);
        turn->setValue(turnOf(rule, end));
        connect(turn, &QSpinBox::valueChanged, this, [this, r, end](int value) {
            edit(r, [&](json& t) {
                if (!t.contains("turns") || !t["turns"].is_array() || t["turns"].size() != 2) {
                    t["turns"] = {value, value};
                }
                t["turns"][end] = value;
            });
        });
        rules_->setCellWidget(r, ruleCol(end == 0 ? Column::From : Column::To), turn);
    }
    auto* kind = choiceBox(rules_, ruleKinds(), ruleKind(rule));
    connect(kind, &QComboBox::currentIndexChanged, this,
            [this, r, kind] { setKind(r, choiceOf(kind)); });
    rules_->setCellWidget(r, ruleCol(Column::Kind), kind);
    auto* cited = choiceBox(rules_, choices_.specialRules,
                            QString::fromStdString(rule.value("rule", std::string())));
    connect(cited, &QComboBox::currentIndexChanged, this, [this, r, cited] {
        edit(r, [&](json& t) { t["rule"] = choiceOf(cited).toStdString(); });
    });
    rules_->setCellWidget(r, ruleCol(Column::Rule), cited);
    for (Column c : {Column::Actions, Column::Units}) {
        auto* item = new QTableWidgetItem;
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable); // edited below the table
        rules_->setItem(r, ruleCol(c), item);
    }
    rules_->setVerticalHeaderItem(r, new QTableWidgetItem(QString::number(r + 1)));
    summarize(r);
}

void TurnRulesPanel::summarize(int r) {
    if (r < 0 || r >= rules_->rowCount() || !rules_->item(r, ruleCol(Column::Actions))) {
        return;
    }
    const QSignalBlocker block(rules_);
    const json& rule = entries_[static_cast<std::size_t>(r)];
    rules_->item(r, ruleCol(Column::Actions))->setText(actionsWords(rule));
    rules_->item(r, ruleCol(Column::Units))->setText(unitsWords(rule));
}

void TurnRulesPanel::setKind(int r, const QString& kind) {
    if (r < 0 || r >= static_cast<int>(entries_.size())) {
        return;
    }
    edit(r, [&](json& t) {
        json& aside = putAside_[r];
        for (const auto& [value, words] : ruleKinds()) {
            const std::string key = value.toStdString();
            if (t.contains(key)) {
                aside[key] = t[key];
                t.erase(key);
            }
        }
        const std::string key = kind.toStdString();
        if (aside.contains(key)) {
            t[key] = aside[key]; // what the organizer had there before
        } else if (kind == QLatin1String("refuse")) {
            t[key] = true;
        } else if (kind == QLatin1String("owe")) {
            t[key] = json::object(); // its phase or actions are the organizer's to pick
        } else {
            t[key] = json::object(); // its parameter follows from the actions, below
        }
    });
    if (r != shown_) {
        rules_->setCurrentCell(r, ruleCol(Column::Kind));
    }
    fillFields();
}

void TurnRulesPanel::addRule() {
    json t = {{"turns", {1, 1}}, {"actions", json::array()}, {"refuse", true}};
    if (!choices_.actions.empty()) {
        t["actions"].push_back(choices_.actions.front().first.toStdString());
    }
    t["rule"] = choices_.specialRules.empty() ? std::string()
                                              : choices_.specialRules.front().first.toStdString();
    entries_.push_back(std::move(t));
    shown_ = static_cast<int>(entries_.size()) - 1;
    fillRows();
    rules_->setCurrentCell(shown_, ruleCol(Column::Actions));
    emit changed();
}

void TurnRulesPanel::removeRule() {
    const int r = rules_->currentRow();
    if (r < 0 || r >= static_cast<int>(entries_.size())) {
        return;
    }
    entries_.erase(entries_.begin() + r);
    std::map<int, json> aside;
    for (auto& [row, kept] : putAside_) {
        if (row != r) {
            aside[row > r ? row - 1 : row] = std::move(kept);
        }
    }
    putAside_ = std::move(aside);
    shown_ = -1;
    fillRows();
    emit changed();
}

void TurnRulesPanel::showProblems(const std::vector<Diagnostic>& problems) {
    problems_ = problems;
    for (int r = 0; r < rules_->rowCount(); ++r) {
        const bool broken = std::any_of(problems.begin(), problems.end(), [&](const auto& d) {
            return entryIndex(d.pointer, "/turn_rules") == r;
        });
        if (auto* header = rules_->verticalHeaderItem(r)) {
            header->setText(broken ? QStringLiteral("⚠ %1").arg(r + 1) : QString::number(r + 1));
        }
    }
    markFields();
}

void TurnRulesPanel::markFields() {
    std::map<QWidget*, QStringList> why;
    const bool shown = shown_ >= 0 && shown_ < rules_->rowCount();
    auto cell = [&](Column c) { return shown ? rules_->cellWidget(shown_, ruleCol(c)) : nullptr; };
    QWidget* fields[] = {cell(Column::From),
                         cell(Column::To),
                         cell(Column::Kind),
                         cell(Column::Rule),
                         actions_,
                         whom_,
                         units_,
                         kinds_,
                         parameter_,
                         valueChoice_,
                         valueText_,
                         max_,
                         phase_,
                         after_};
    for (QWidget* w : fields) {
        why[w]; // unmarked unless a problem below is its
    }
    const std::string prefix = "/turn_rules/" + std::to_string(shown_);
    for (const Diagnostic& d : shown ? problems_ : std::vector<Diagnostic>{}) {
        const auto rest = restOf(d.pointer, prefix);
        if (!rest) {
            continue;
        }
        const std::string& p = *rest;
        QWidget* at = pointerUnder(p, "/turns/1")       ? cell(Column::To)
                      : pointerUnder(p, "/turns")       ? cell(Column::From)
                      : pointerUnder(p, "/actions")     ? actions_
                      : pointerUnder(p, "/units/kinds") ? kinds_
                      : pointerUnder(p, "/units/units") ? units_
                      : pointerUnder(p, "/units")       ? whom_
                      : p.find("/parameter") != p.npos  ? parameter_
                      : pointerUnder(p, "/default/value")
                          ? (valueText_->isVisibleTo(fields_) ? static_cast<QWidget*>(valueText_)
                                                              : valueChoice_)
                      : pointerUnder(p, "/limit/max") ? max_
                      : pointerUnder(p, "/owe/after") ? after_
                      : pointerUnder(p, "/owe")       ? phase_
                      : pointerUnder(p, "/rule")      ? cell(Column::Rule)
                                                      : cell(Column::Kind);
        why[at] << QString::fromStdString(d.message);
    }
    for (const auto& [w, messages] : why) {
        markField(w, messages.join(QLatin1Char('\n')));
    }
}

} // namespace adc::editor
