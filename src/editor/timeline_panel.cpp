#include "editor/timeline_panel.hpp"

#include "editor/add_remove_row.hpp"
#include "editor/timeline_entry.hpp"
#include "editor/turn_rules_panel.hpp"
#include "editor/victory_panel.hpp"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace adc::editor {

namespace {

int arrivalCol(TimelinePanel::ArrivalColumn c) {
    return static_cast<int>(c);
}

// The ids an arrival's "units" lists, as the file has them.
QStringList unitIds(const json& units) {
    QStringList ids;
    for (const auto& id : units.is_array() ? units : json::array()) {
        ids << QString::fromStdString(id.is_string() ? id.get<std::string>() : id.dump());
    }
    return ids;
}

} // namespace

int entryIndex(const std::string& pointer, const std::string& list) {
    const std::string prefix = list + "/";
    if (pointer.rfind(prefix, 0) != 0) {
        return -1;
    }
    const std::string rest = pointer.substr(prefix.size());
    const std::string index = rest.substr(0, rest.find('/'));
    if (index.empty() || index.size() > 6 ||
        !std::all_of(index.begin(), index.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return -1;
    }
    return std::stoi(index);
}

TimelinePanel::TimelinePanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    parts_ = new QTabWidget(this);
    parts_->setObjectName(QStringLiteral("timelineParts"));
    auto* byTurn = new QWidget(parts_);
    auto* byTurnLayout = new QVBoxLayout(byTurn);
    byTurnLayout->addWidget(buildArrivals());
    turnRules_ = new TurnRulesPanel(byTurn);
    byTurnLayout->addWidget(turnRules_, 1);
    parts_->addTab(byTurn, tr("Arrivals and rules by turn"));
    victory_ = new VictoryPanel(parts_);
    victory_->layout()->setContentsMargins(byTurnLayout->contentsMargins()); // as its neighbour
    parts_->addTab(victory_, tr("Victory"));
    // The tabs take the page's height, whatever their tables would like: the problems listed
    // below (a wrapped label) made the page as tall as every table's preferred height, and on
    // 768 lines it scrolled. Below the tables' least useful height, the page scrolls.
    parts_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    parts_->setMinimumHeight(540);
    layout->addWidget(parts_, 1);
    problems_ = new QLabel(this);
    problems_->setObjectName(QStringLiteral("timelineProblems"));
    problems_->setWordWrap(true);
    problems_->setTextFormat(Qt::PlainText);
    layout->addWidget(problems_);
    connect(victory_, &VictoryPanel::changed, this, &TimelinePanel::changed);
    connect(turnRules_, &TurnRulesPanel::changed, this, &TimelinePanel::changed);
}

QWidget* TimelinePanel::buildArrivals() {
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(
        tr("<b>Arrivals</b>: units that enter on a later turn (until then not on the table)"),
        box));
    auto* row = new QHBoxLayout;
    arrivals_ = new QTableWidget(0, 5, box);
    arrivals_->setObjectName(QStringLiteral("arrivals"));
    arrivals_->setHorizontalHeaderLabels({tr("Units"), tr("Turn"), tr("Phase"),
                                          tr("Cancelled if the referee answers yes to"),
                                          tr("Special rule")});
    // The drop-downs' words readable at 1366 wide; the question takes the rest.
    arrivals_->horizontalHeader()->setSectionResizeMode(arrivalCol(ArrivalColumn::Unless),
                                                        QHeaderView::Stretch);
    arrivals_->setColumnWidth(arrivalCol(ArrivalColumn::Units), 200);
    arrivals_->setColumnWidth(arrivalCol(ArrivalColumn::Turn), 60);
    arrivals_->setColumnWidth(arrivalCol(ArrivalColumn::Phase), 160);
    arrivals_->setColumnWidth(arrivalCol(ArrivalColumn::Rule), 240);
    arrivals_->setMinimumHeight(110);
    row->addWidget(arrivals_, 1);
    auto* ticks = new QVBoxLayout;
    ticks->addWidget(new QLabel(tr("The arrival's units"), box));
    arrivalUnits_ = checkList(box, {}, {});
    arrivalUnits_->setObjectName(QStringLiteral("arrivalUnits"));
    arrivalUnits_->setFixedWidth(260);
    ticks->addWidget(arrivalUnits_);
    row->addLayout(ticks);
    layout->addLayout(row);
    layout->addLayout(addRemoveRow(this, tr("Add a&rrival"), tr("Remove arri&val"),
                                   &TimelinePanel::addArrival, &TimelinePanel::removeArrival));
    connect(arrivals_, &QTableWidget::currentCellChanged, this, [this](int r) { showArrival(r); });
    connect(arrivalUnits_, &QListWidget::itemChanged, this, [this] {
        const int r = arrivals_->currentRow();
        json ids = json::array();
        for (const QString& id : tickedOf(arrivalUnits_)) {
            ids.push_back(id.toStdString());
        }
        edited(r, [&](json& e) { e["units"] = ids; });
        summarizeArrival(r);
    });
    connect(arrivals_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (item->column() == arrivalCol(ArrivalColumn::Unless)) {
            const std::string text = item->text().trimmed().toStdString();
            edited(item->row(), [&](json& a) {
                if (text.empty()) {
                    a.erase("unless");
                } else {
                    a["unless"] = text;
                }
            });
        }
    });
    return box;
}

void TimelinePanel::load(const json& s) {
    auto it = s.find("arrivals");
    hadArrivals_ = it != s.end();
    arrivalEntries_ = hadArrivals_ && it->is_array() ? *it : json::array();
    victory_->load(s);
    turnRules_->load(s);
    fillArrivals();
}

void TimelinePanel::setChoices(const TimelineChoices& choices) {
    choices_ = choices;
    victory_->setChoices(choices);
    turnRules_->setChoices(choices);
    fillArrivals();
}

void TimelinePanel::store(json& s) const {
    if (!arrivalEntries_.empty() || hadArrivals_) {
        s["arrivals"] = arrivalEntries_;
    } else {
        s.erase("arrivals");
    }
    turnRules_->store(s);
    victory_->store(s);
}

void TimelinePanel::edited(int row, const std::function<void(json&)>& change) {
    if (editTimelineEntry(arrivalEntries_, row, change)) {
        emit changed();
    }
}

void TimelinePanel::fillArrivals() {
    QSignalBlocker block(arrivals_);
    const int keep = arrivals_->currentRow(); // the row selected stays so as the rows are rebuilt
    arrivals_->setRowCount(0);
    for (std::size_t i = 0; i < arrivalEntries_.size(); ++i) {
        const json a = arrivalEntries_[i].is_object() ? arrivalEntries_[i] : json::object();
        const int r = static_cast<int>(i);
        arrivals_->insertRow(r);
        auto* units = new QTableWidgetItem;
        units->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable); // ticked beside the table
        arrivals_->setItem(r, arrivalCol(ArrivalColumn::Units), units);
        auto* turn = new QSpinBox(arrivals_);
        turn->setRange(1, 1000);
        auto t = a.find("turn");
        turn->setValue(t != a.end() && t->is_number_integer() ? t->get<int>() : 1);
        connect(turn, &QSpinBox::valueChanged, this,
                [this, r](int value) { edited(r, [&](json& e) { e["turn"] = value; }); });
        arrivals_->setCellWidget(r, arrivalCol(ArrivalColumn::Turn), turn);
        auto* phase = choiceBox(arrivals_, choices_.phases,
                                QString::fromStdString(a.value("phase", std::string())));
        connect(phase, &QComboBox::currentIndexChanged, this, [this, r, phase] {
            const std::string id = choiceOf(phase).toStdString();
            edited(r, [&](json& e) {
                if (id.empty()) {
                    e.erase("phase");
                } else {
                    e["phase"] = id;
                }
            });
        });
        arrivals_->setCellWidget(r, arrivalCol(ArrivalColumn::Phase), phase);
        arrivals_->setItem(
            r, arrivalCol(ArrivalColumn::Unless),
            new QTableWidgetItem(QString::fromStdString(a.value("unless", std::string()))));
        auto* rule = choiceBox(arrivals_, choices_.specialRules,
                               QString::fromStdString(a.value("rule", std::string())));
        connect(rule, &QComboBox::currentIndexChanged, this, [this, r, rule] {
            edited(r, [&](json& e) { e["rule"] = choiceOf(rule).toStdString(); });
        });
        arrivals_->setCellWidget(r, arrivalCol(ArrivalColumn::Rule), rule);
        arrivals_->setVerticalHeaderItem(r, new QTableWidgetItem(QString::number(r + 1)));
        summarizeArrival(r);
    }
    const int current = keep < arrivals_->rowCount() ? keep : -1;
    arrivals_->setCurrentCell(current, arrivalCol(ArrivalColumn::Units));
    showArrival(current);
}

void TimelinePanel::showArrival(int row) {
    const bool shown = row >= 0 && row < static_cast<int>(arrivalEntries_.size());
    const json a = shown && arrivalEntries_[static_cast<std::size_t>(row)].is_object()
                       ? arrivalEntries_[static_cast<std::size_t>(row)]
                       : json::object();
    fillCheckList(arrivalUnits_, choices_.units, unitIds(a.value("units", json::array())));
    arrivalUnits_->setEnabled(shown);
    markArrivals();
}

void TimelinePanel::summarizeArrival(int row) {
    QTableWidgetItem* item = arrivals_->item(row, arrivalCol(ArrivalColumn::Units));
    if (!item || row >= static_cast<int>(arrivalEntries_.size())) {
        return;
    }
    const json& a = arrivalEntries_[static_cast<std::size_t>(row)];
    QStringList names;
    for (const QString& id : unitIds(a.is_object() ? a.value("units", json()) : json())) {
        auto it = std::find_if(choices_.units.begin(), choices_.units.end(),
                               [&](const auto& c) { return c.first == id; });
        names << (it == choices_.units.end() || it->second.isEmpty() ? id : it->second);
    }
    const QSignalBlocker block(arrivals_);
    item->setText(names.isEmpty() ? tr("(no unit ticked)") : names.join(QStringLiteral(", ")));
}

void TimelinePanel::addArrival() {
    json a = {{"units", json::array()}, {"turn", 2}};
    if (!choices_.units.empty()) {
        a["units"].push_back(choices_.units.front().first.toStdString());
    }
    if (!choices_.specialRules.empty()) {
        a["rule"] = choices_.specialRules.front().first.toStdString();
    }
    arrivalEntries_.push_back(std::move(a));
    fillArrivals();
    arrivals_->setCurrentCell(arrivals_->rowCount() - 1, arrivalCol(ArrivalColumn::Units));
    emit changed();
}

void TimelinePanel::removeArrival() {
    const int r = arrivals_->currentRow();
    if (r < 0 || r >= static_cast<int>(arrivalEntries_.size())) {
        return;
    }
    arrivalEntries_.erase(arrivalEntries_.begin() + r);
    fillArrivals();
    emit changed();
}

void TimelinePanel::showProblems(const std::vector<Diagnostic>& problems) {
    problemsFound_ = problems;
    QStringList lines;
    bool byTurn = false, victory = false;
    for (const Diagnostic& d : problems) {
        lines << QString::fromStdString(d.pointer + ": " + d.message);
        const bool isVictory = d.pointer.rfind("/victory", 0) == 0;
        victory = victory || isVictory;
        byTurn = byTurn || !isVictory;
    }
    markArrivals();
    turnRules_->showProblems(problems);
    victory_->showProblems(problems);
    // The tab a problem is on says so, for a problem on the tab not shown.
    parts_->setTabText(0, (byTurn ? QStringLiteral("⚠ ") : QString()) +
                              tr("Arrivals and rules by turn"));
    parts_->setTabText(1, (victory ? QStringLiteral("⚠ ") : QString()) + tr("Victory"));
    problems_->setText(lines.isEmpty()
                           ? QString()
                           : tr("The timeline cannot be saved as it is:\n") + lines.join('\n'));
    problems_->setStyleSheet(lines.isEmpty() ? QString() : QStringLiteral("color: #a00000"));
}

void TimelinePanel::markArrivals() {
    // Each field of each row marked with the core's words for it; the units' at the tick list
    // too while its row is selected.
    const int shown = arrivals_->currentRow();
    std::map<std::pair<int, int>, QStringList> why;
    QStringList unitsWhy;
    std::vector<bool> broken(arrivalEntries_.size(), false);
    for (const Diagnostic& d : problemsFound_) {
        const int i = entryIndex(d.pointer, "/arrivals");
        if (i < 0 || i >= static_cast<int>(broken.size())) {
            continue;
        }
        broken[static_cast<std::size_t>(i)] = true;
        const std::string rest = d.pointer.substr(("/arrivals/" + std::to_string(i)).size());
        const ArrivalColumn c = rest.rfind("/units", 0) == 0    ? ArrivalColumn::Units
                                : rest.rfind("/phase", 0) == 0  ? ArrivalColumn::Phase
                                : rest.rfind("/unless", 0) == 0 ? ArrivalColumn::Unless
                                : rest.rfind("/rule", 0) == 0   ? ArrivalColumn::Rule
                                                                : ArrivalColumn::Turn;
        why[{i, arrivalCol(c)}] << QString::fromStdString(d.message);
        if (i == shown && c == ArrivalColumn::Units) {
            unitsWhy << QString::fromStdString(d.message);
        }
    }
    const QSignalBlocker block(arrivals_);
    for (int r = 0; r < arrivals_->rowCount(); ++r) {
        for (int c = 0; c < arrivals_->columnCount(); ++c) {
            const QString words = why.count({r, c}) ? why[{r, c}].join('\n') : QString();
            if (QWidget* w = arrivals_->cellWidget(r, c)) {
                markField(w, words);
            } else if (QTableWidgetItem* item = arrivals_->item(r, c)) {
                item->setToolTip(words);
                item->setBackground(words.isEmpty() ? QBrush() : QBrush(QColor(255, 205, 205)));
            }
        }
        if (auto* header = arrivals_->verticalHeaderItem(r)) {
            header->setText(broken[static_cast<std::size_t>(r)] ? QStringLiteral("⚠ %1").arg(r + 1)
                                                                : QString::number(r + 1));
        }
    }
    markField(arrivalUnits_, unitsWhy.join('\n'));
}

} // namespace adc::editor
