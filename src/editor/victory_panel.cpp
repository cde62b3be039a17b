#include "editor/victory_panel.hpp"

#include "editor/add_remove_row.hpp"
#include "editor/timeline_entry.hpp"

#include "editor/timeline_panel.hpp"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace adc::editor {

namespace {

int conditionCol(VictoryPanel::ConditionColumn c) {
    return static_cast<int>(c);
}
QTableWidget* rowsTable(QWidget* parent, const char* name, const QStringList& headers) {
    auto* t = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    t->setObjectName(QString::fromLatin1(name));
    t->setHorizontalHeaderLabels(headers);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setMinimumHeight(120);
    return t;
}

} // namespace

VictoryPanel::VictoryPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("<b>Victory conditions</b>, checked in order at the end: "
                                    "the first whose tests all hold names the result"),
                                 this));
    conditions_ = rowsTable(this, "victoryConditions",
                            {tr("Result"), tr("Winner"), tr("Level"), tr("Victory condition")});
    // The drop-downs' words readable at 1366 wide; the cited words take the rest.
    for (auto [column, width] :
         {std::pair{ConditionColumn::Result, 230}, std::pair{ConditionColumn::Winner, 300},
          std::pair{ConditionColumn::Level, 110}}) {
        conditions_->setColumnWidth(conditionCol(column), width);
    }
    layout->addWidget(conditions_);
    layout->addLayout(addRemoveRow(this, tr("Add co&ndition"), tr("Remove conditio&n"),
                                   &VictoryPanel::addCondition, &VictoryPanel::removeCondition));
    auto* otherwise = new QHBoxLayout;
    otherwise->addWidget(new QLabel(tr("When none holds:"), this));
    otherwiseWinner_ = new QComboBox(this);
    otherwiseWinner_->setObjectName(QStringLiteral("otherwiseWinner"));
    otherwiseLevel_ = new QComboBox(this);
    otherwiseResult_ = new QLineEdit(this);
    otherwiseResult_->setPlaceholderText(tr("Result"));
    otherwiseRule_ = new QComboBox(this);
    otherwiseWinner_->setMinimumWidth(280);
    otherwiseRule_->setMinimumWidth(360);
    for (QWidget* w : std::initializer_list<QWidget*>{otherwiseWinner_, otherwiseLevel_,
                                                      otherwiseResult_, otherwiseRule_}) {
        otherwise->addWidget(w);
    }
    otherwise->addStretch();
    for (QComboBox* box : {otherwiseWinner_, otherwiseLevel_, otherwiseRule_}) {
        connect(box, &QComboBox::activated, this, &VictoryPanel::editOtherwise);
    }
    connect(otherwiseResult_, &QLineEdit::textEdited, this, &VictoryPanel::editOtherwise);
    layout->addWidget(new QLabel(tr("<b>Its tests</b> (all must hold)"), this));
    tests_ = rowsTable(
        this, "victoryTests",
        {tr("Test"), tr("Side"), tr("Share lost"), tr("Units"), tr("At least"), tr("Question")});
    for (auto [column, width] :
         {std::pair{TestColumn::Test, 190}, std::pair{TestColumn::Side, 240},
          std::pair{TestColumn::Share, 100}, std::pair{TestColumn::Units, 280},
          std::pair{TestColumn::AtLeast, 90}}) {
        tests_->setColumnWidth(static_cast<int>(column), width);
    }
    layout->addWidget(tests_);
    layout->addLayout(addRemoveRow(this, tr("Add &test"), tr("Remove te&st"),
                                   &VictoryPanel::addTest, &VictoryPanel::removeTest));
    layout->addLayout(otherwise); // after the conditions' tests: what holds when none does
    connect(conditions_, &QTableWidget::currentCellChanged, this,
            [this](int row) { showTests(row); });
    connect(conditions_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        const std::string text = item->text().trimmed().toStdString();
        editCondition(item->row(), [&](json& c) {
            if (text.empty()) {
                c.erase("result");
            } else {
                c["result"] = text;
            }
        });
    });
    connect(tests_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        const std::string text = item->text().trimmed().toStdString();
        editTest(item->row(), [&](json& t) { t["question"] = text; });
    });
}

void VictoryPanel::load(const json& s) {
    auto it = s.find("victory_conditions");
    hadEntries_ = it != s.end();
    entries_ = hadEntries_ && it->is_array() ? *it : json::array();
    auto other = s.find("victory_otherwise");
    otherwise_ = other != s.end() ? *other : json();
    shown_ = -1;
    fillConditions();
    fillOtherwise();
}

void VictoryPanel::setChoices(const TimelineChoices& c) {
    sides_ = c.sides;
    commands_ = c.commands;
    units_ = c.units;
    victoryWords_ = c.victory;
    fillConditions();
    fillOtherwise();
}

void VictoryPanel::store(json& s) const {
    if (!entries_.empty() || hadEntries_) {
        s["victory_conditions"] = entries_;
    } else {
        s.erase("victory_conditions");
    }
    if (otherwise_.is_null()) {
        s.erase("victory_otherwise");
    } else {
        s["victory_otherwise"] = otherwise_;
    }
}

void VictoryPanel::fillOtherwise() {
    const json o = otherwise_.is_object() ? otherwise_ : json::object();
    auto text = [&](const char* key) {
        return QString::fromStdString(o.is_object() ? o.value(key, std::string()) : std::string());
    };
    auto refill = [](QComboBox* box, const ChoiceList& choices, const QString& current) {
        const QSignalBlocker block(box);
        box->clear();
        for (const auto& [value, words] : choices) {
            box->addItem(words.isEmpty() ? value : words, value);
        }
        if (box->findData(current) < 0) {
            box->insertItem(0, tr("%1 (not a choice here)").arg(current), current);
        }
        box->setCurrentIndex(std::max(0, box->findData(current)));
    };
    // "@none" is no entry at all; "" a draw the file states (with the words it cites).
    ChoiceList winners = {{QStringLiteral("@none"), tr("(not stated)")},
                          {QString(), tr("(nobody: a draw)")}};
    winners.insert(winners.end(), sides_.begin(), sides_.end());
    refill(otherwiseWinner_, winners,
           otherwise_.is_null() ? QStringLiteral("@none") : text("winner"));
    refill(otherwiseLevel_,
           {{QString(), tr("(plain)")},
            {QStringLiteral("major"), tr("major")},
            {QStringLiteral("minor"), tr("minor")}},
           text("level"));
    refill(otherwiseRule_, victoryWords_, text("rule"));
    otherwiseResult_->setText(text("result"));
    for (QWidget* w :
         std::initializer_list<QWidget*>{otherwiseLevel_, otherwiseResult_, otherwiseRule_}) {
        w->setEnabled(!otherwise_.is_null());
    }
}

void VictoryPanel::editOtherwise() {
    const QString winner = choiceOf(otherwiseWinner_);
    if (winner == QLatin1String("@none")) {
        otherwise_ = json();
    } else {
        if (!otherwise_.is_object()) {
            otherwise_ = json::object();
        }
        auto set = [&](const char* key, const QString& value) {
            if (value.isEmpty()) {
                otherwise_.erase(key);
            } else {
                otherwise_[key] = value.toStdString();
            }
        };
        set("winner", winner);
        set("level", choiceOf(otherwiseLevel_));
        set("result", otherwiseResult_->text().trimmed());
        otherwise_["rule"] = choiceOf(otherwiseRule_).toStdString();
    }
    for (QWidget* w :
         std::initializer_list<QWidget*>{otherwiseLevel_, otherwiseResult_, otherwiseRule_}) {
        w->setEnabled(!otherwise_.is_null());
    }
    emit changed();
}

void VictoryPanel::editCondition(int row, const std::function<void(json&)>& change) {
    if (editTimelineEntry(entries_, row, change)) {
        emit changed();
    }
}

void VictoryPanel::fillConditions() {
    const int keep = shown_;
    {
        QSignalBlocker block(conditions_);
        conditions_->setRowCount(0);
        const ChoiceList levels = {{QString(), tr("(plain)")},
                                   {QStringLiteral("major"), tr("major")},
                                   {QStringLiteral("minor"), tr("minor")}};
        ChoiceList winners = {{QString(), tr("(nobody: a draw)")}};
        winners.insert(winners.end(), sides_.begin(), sides_.end());
        for (std::size_t i = 0; i < entries_.size(); ++i) {
            const json c = entries_[i].is_object() ? entries_[i] : json::object();
            const int r = static_cast<int>(i);
            conditions_->insertRow(r);
            conditions_->setItem(
                r, conditionCol(ConditionColumn::Result),
                new QTableWidgetItem(QString::fromStdString(c.value("result", std::string()))));
            auto box = [&](ConditionColumn column, const ChoiceList& choices, const char* key) {
                auto* b = choiceBox(conditions_, choices,
                                    QString::fromStdString(c.value(key, std::string())));
                connect(b, &QComboBox::currentIndexChanged, this, [this, r, b, key] {
                    const std::string v = choiceOf(b).toStdString();
                    editCondition(r, [&](json& e) {
                        if (v.empty() && std::string(key) != "rule") {
                            e.erase(key);
                        } else {
                            e[key] = v;
                        }
                    });
                });
                conditions_->setCellWidget(r, conditionCol(column), b);
            };
            box(ConditionColumn::Winner, winners, "winner");
            box(ConditionColumn::Level, levels, "level");
            box(ConditionColumn::Rule, victoryWords_, "rule");
            conditions_->setVerticalHeaderItem(r, new QTableWidgetItem(QString::number(r + 1)));
        }
    }
    showTests(keep < static_cast<int>(entries_.size()) ? keep : -1);
}

void VictoryPanel::showTests(int condition) {
    shown_ = condition >= 0 && condition < static_cast<int>(entries_.size()) ? condition : -1;
    fillTests();
    showProblems(problems_);
}

void VictoryPanel::addCondition() {
    json c = {{"all", json::array({{{"question", ""}}})}};
    if (!sides_.empty()) {
        c["winner"] = sides_.front().first.toStdString();
    }
    c["rule"] = victoryWords_.empty() ? std::string() : victoryWords_.front().first.toStdString();
    entries_.push_back(std::move(c));
    shown_ = static_cast<int>(entries_.size()) - 1;
    fillConditions();
    conditions_->setCurrentCell(shown_, conditionCol(ConditionColumn::Result));
    emit changed();
}

void VictoryPanel::removeCondition() {
    const int r = conditions_->currentRow();
    if (r < 0 || r >= static_cast<int>(entries_.size())) {
        return;
    }
    entries_.erase(entries_.begin() + r);
    shown_ = -1;
    fillConditions();
    emit changed();
}

void VictoryPanel::showProblems(const std::vector<Diagnostic>& problems) {
    problems_ = problems;
    for (int r = 0; r < conditions_->rowCount(); ++r) {
        bool broken = false;
        for (const Diagnostic& d : problems) {
            broken = broken || entryIndex(d.pointer, "/victory_conditions") == r;
        }
        if (auto* header = conditions_->verticalHeaderItem(r)) {
            header->setText(broken ? QStringLiteral("⚠ %1").arg(r + 1) : QString::number(r + 1));
        }
    }
    const std::string tests = "/victory_conditions/" + std::to_string(shown_) + "/all";
    for (int r = 0; r < tests_->rowCount(); ++r) {
        bool broken = false;
        for (const Diagnostic& d : problems) {
            broken = broken || (shown_ >= 0 && entryIndex(d.pointer, tests) == r);
        }
        if (auto* header = tests_->verticalHeaderItem(r)) {
            header->setText(broken ? QStringLiteral("⚠ %1").arg(r + 1) : QString::number(r + 1));
        }
    }
}

} // namespace adc::editor
