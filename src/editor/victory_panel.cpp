#include "editor/victory_panel.hpp"

#include "editor/timeline_panel.hpp"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace adc::editor {

namespace {

int conditionCol(VictoryPanel::ConditionColumn c) {
    return static_cast<int>(c);
}
int testCol(VictoryPanel::TestColumn c) {
    return static_cast<int>(c);
}

// The three kinds of test readTimeline reads, keyed as in the file.
const ChoiceList& testKinds() {
    static const ChoiceList kinds = {
        {QStringLiteral("losses"), QObject::tr("A side's losses")},
        {QStringLiteral("units_lost"), QObject::tr("Units lost")},
        {QStringLiteral("question"), QObject::tr("The referee's question")}};
    return kinds;
}

QString kindOf(const json& test) {
    for (const auto& [value, words] : testKinds()) {
        if (test.is_object() && test.contains(value.toStdString())) {
            return value;
        }
    }
    return {};
}

QString pickValue(const json& pick) {
    if (!pick.is_object()) {
        return {};
    }
    if (pick.contains("side") && pick["side"].is_string()) {
        return QStringLiteral("side:") + QString::fromStdString(pick["side"].get<std::string>());
    }
    if (pick.contains("command") && pick["command"].is_string()) {
        return QStringLiteral("command:") +
               QString::fromStdString(pick["command"].get<std::string>());
    }
    QStringList ids;
    for (const auto& id : pick.value("units", json::array())) {
        ids << QString::fromStdString(id.is_string() ? id.get<std::string>() : id.dump());
    }
    return (ids.size() == 1 ? QStringLiteral("unit:") : QStringLiteral("units:")) +
           ids.join(QLatin1Char(','));
}

// The pick a drop-down value stands for; the kinds it narrows to stay as they were.
void setPick(json& pick, const QString& value) {
    const json kinds = pick.is_object() && pick.contains("kinds") ? pick["kinds"] : json();
    pick = json::object();
    const QString how = value.section(QLatin1Char(':'), 0, 0);
    const QString what = value.section(QLatin1Char(':'), 1);
    if (how == QLatin1String("side") || how == QLatin1String("command")) {
        pick[how.toStdString()] = what.toStdString();
    } else {
        pick["units"] = json::array();
        for (const QString& id : what.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            pick["units"].push_back(id.toStdString());
        }
    }
    if (!kinds.is_null()) {
        pick["kinds"] = kinds;
    }
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
    auto buttons = [&](const QString& add, const QString& remove, auto addSlot, auto removeSlot) {
        auto* row = new QHBoxLayout;
        auto* a = new QPushButton(add, this);
        auto* r = new QPushButton(remove, this);
        connect(a, &QPushButton::clicked, this, addSlot);
        connect(r, &QPushButton::clicked, this, removeSlot);
        row->addWidget(a);
        row->addWidget(r);
        row->addStretch();
        layout->addLayout(row);
    };
    buttons(tr("Add co&ndition"), tr("Remove conditio&n"), &VictoryPanel::addCondition,
            &VictoryPanel::removeCondition);
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
        tests_->setColumnWidth(testCol(column), width);
    }
    layout->addWidget(tests_);
    buttons(tr("Add &test"), tr("Remove te&st"), &VictoryPanel::addTest, &VictoryPanel::removeTest);
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

ChoiceList VictoryPanel::pickChoices() const {
    ChoiceList out;
    for (const auto& [id, name] : sides_) {
        out.emplace_back(QStringLiteral("side:") + id, tr("Side: %1").arg(name));
    }
    for (const auto& [id, name] : commands_) {
        out.emplace_back(QStringLiteral("command:") + id, tr("Command: %1").arg(name));
    }
    for (const auto& [id, name] : units_) {
        out.emplace_back(QStringLiteral("unit:") + id, tr("Unit: %1").arg(name));
    }
    return out;
}

void VictoryPanel::editCondition(int row, const std::function<void(json&)>& change) {
    if (row < 0 || row >= static_cast<int>(entries_.size())) {
        return;
    }
    json& entry = entries_[static_cast<std::size_t>(row)];
    if (!entry.is_object()) {
        entry = json::object();
    }
    change(entry);
    emit changed();
}

void VictoryPanel::editTest(int row, const std::function<void(json&)>& change) {
    editCondition(shown_, [&](json& c) {
        if (!c.contains("all") || !c["all"].is_array()) {
            c["all"] = json::array();
        }
        if (row >= 0 && row < static_cast<int>(c["all"].size())) {
            json& test = c["all"][static_cast<std::size_t>(row)];
            if (!test.is_object()) {
                test = json::object();
            }
            change(test);
        }
    });
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

void VictoryPanel::fillTests() {
    QSignalBlocker block(tests_);
    tests_->setRowCount(0);
    tests_->setEnabled(shown_ >= 0);
    if (shown_ < 0) {
        return;
    }
    const json& c = entries_[static_cast<std::size_t>(shown_)];
    const json all =
        c.is_object() && c.contains("all") && c["all"].is_array() ? c["all"] : json::array();
    for (std::size_t i = 0; i < all.size(); ++i) {
        addTestRow(static_cast<int>(i), all[i]);
    }
}

void VictoryPanel::addTestRow(int r, const json& test) {
    tests_->insertRow(r);
    tests_->setVerticalHeaderItem(r, new QTableWidgetItem(QString::number(r + 1)));
    const QString kind = kindOf(test);
    auto* kindBox = choiceBox(tests_, testKinds(), kind);
    // Another kind of test is another shape of entry: made anew, the rows then rebuilt (once
    // this drop-down's signal has returned).
    connect(kindBox, &QComboBox::currentIndexChanged, this, [this, r, kindBox] {
        const QString k = choiceOf(kindBox);
        const std::string side =
            sides_.empty() ? std::string() : sides_.front().first.toStdString();
        editTest(r, [&](json& t) {
            if (k == QLatin1String("losses")) {
                t = {{"losses", {{"side", side}, {"at_least", 0.5}}}};
            } else if (k == QLatin1String("units_lost")) {
                t = {{"units_lost", {{"units", {{"side", side}}}, {"at_least", 1}}}};
            } else {
                t = {{"question", ""}};
            }
        });
        QTimer::singleShot(0, this, [this] { fillTests(); });
    });
    tests_->setCellWidget(r, testCol(TestColumn::Test), kindBox);
    if (kind == QLatin1String("losses")) {
        const json l = test["losses"].is_object() ? test["losses"] : json::object();
        auto* side = choiceBox(tests_, sides_, QString::fromStdString(l.value("side", "")));
        connect(side, &QComboBox::currentIndexChanged, this, [this, r, side] {
            editTest(r, [&](json& t) { t["losses"]["side"] = choiceOf(side).toStdString(); });
        });
        tests_->setCellWidget(r, testCol(TestColumn::Side), side);
        auto* share = new QDoubleSpinBox(tests_);
        share->setRange(1, 100);
        share->setSuffix(QStringLiteral(" %"));
        auto a = l.find("at_least");
        share->setValue(a != l.end() && a->is_number() ? a->get<double>() * 100 : 50);
        connect(share, &QDoubleSpinBox::valueChanged, this, [this, r](double v) {
            editTest(r, [&](json& t) { t["losses"]["at_least"] = v / 100; });
        });
        tests_->setCellWidget(r, testCol(TestColumn::Share), share);
    } else if (kind == QLatin1String("units_lost")) {
        const json u = test["units_lost"].is_object() ? test["units_lost"] : json::object();
        ChoiceList picks = pickChoices();
        const QString current = pickValue(u.value("units", json()));
        if (current.startsWith(QStringLiteral("units:"))) {
            picks.insert(picks.begin(), {current, current.mid(6)});
        }
        auto* pick = choiceBox(tests_, picks, current);
        connect(pick, &QComboBox::currentIndexChanged, this, [this, r, pick] {
            editTest(r, [&](json& t) { setPick(t["units_lost"]["units"], choiceOf(pick)); });
        });
        tests_->setCellWidget(r, testCol(TestColumn::Units), pick);
        auto* atLeast = new QSpinBox(tests_);
        atLeast->setRange(1, 100000);
        auto a = u.find("at_least");
        atLeast->setValue(a != u.end() && a->is_number_integer() ? a->get<int>() : 1);
        connect(atLeast, &QSpinBox::valueChanged, this, [this, r](int v) {
            editTest(r, [&](json& t) { t["units_lost"]["at_least"] = v; });
        });
        tests_->setCellWidget(r, testCol(TestColumn::AtLeast), atLeast);
    }
    auto* question =
        new QTableWidgetItem(kind == QLatin1String("question") && test["question"].is_string()
                                 ? QString::fromStdString(test["question"].get<std::string>())
                                 : QString());
    if (kind != QLatin1String("question")) {
        question->setFlags(Qt::ItemIsEnabled); // not this kind's
    }
    tests_->setItem(r, testCol(TestColumn::Question), question);
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

void VictoryPanel::addTest() {
    if (shown_ < 0) {
        return;
    }
    editCondition(shown_, [](json& c) {
        if (!c.contains("all") || !c["all"].is_array()) {
            c["all"] = json::array();
        }
        c["all"].push_back({{"question", ""}});
    });
    fillTests();
}

void VictoryPanel::removeTest() {
    const int r = tests_->currentRow();
    if (shown_ < 0 || r < 0) {
        return;
    }
    editCondition(shown_, [r](json& c) {
        if (c.contains("all") && c["all"].is_array() && r < static_cast<int>(c["all"].size())) {
            c["all"].erase(c["all"].begin() + r);
        }
    });
    fillTests();
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
