#include "editor/timeline_panel.hpp"

#include "editor/victory_panel.hpp"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace adc::editor {

namespace {

int arrivalCol(TimelinePanel::ArrivalColumn c) {
    return static_cast<int>(c);
}

// An arrival names its units as a list; the drop-down offers one unit, or the list as the file
// has it when it names several.
QString unitsValue(const json& units) {
    QStringList ids;
    for (const auto& id : units.is_array() ? units : json::array()) {
        ids << QString::fromStdString(id.is_string() ? id.get<std::string>() : id.dump());
    }
    return ids.join(QLatin1Char(','));
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
    layout->addWidget(new QLabel(
        tr("<b>Arrivals</b>: units that enter on a later turn (until then not on the table)"),
        this));
    arrivals_ = new QTableWidget(0, 5, this);
    arrivals_->setObjectName(QStringLiteral("arrivals"));
    arrivals_->setHorizontalHeaderLabels({tr("Units"), tr("Turn"), tr("Phase"),
                                          tr("Cancelled if the referee answers yes to"),
                                          tr("Special rule")});
    // The drop-downs' words readable at 1366 wide; the question takes the rest.
    arrivals_->horizontalHeader()->setSectionResizeMode(arrivalCol(ArrivalColumn::Unless),
                                                        QHeaderView::Stretch);
    arrivals_->setColumnWidth(arrivalCol(ArrivalColumn::Units), 260);
    arrivals_->setColumnWidth(arrivalCol(ArrivalColumn::Turn), 70);
    arrivals_->setColumnWidth(arrivalCol(ArrivalColumn::Phase), 190);
    arrivals_->setColumnWidth(arrivalCol(ArrivalColumn::Rule), 300);
    arrivals_->setMinimumHeight(120);
    layout->addWidget(arrivals_);
    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add a&rrival"), this);
    auto* remove = new QPushButton(tr("Remove arri&val"), this);
    connect(add, &QPushButton::clicked, this, &TimelinePanel::addArrival);
    connect(remove, &QPushButton::clicked, this, &TimelinePanel::removeArrival);
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    victory_ = new VictoryPanel(this);
    layout->addWidget(victory_, 1);
    problems_ = new QLabel(this);
    problems_->setObjectName(QStringLiteral("timelineProblems"));
    problems_->setWordWrap(true);
    problems_->setTextFormat(Qt::PlainText);
    layout->addWidget(problems_);
    connect(victory_, &VictoryPanel::changed, this, &TimelinePanel::changed);
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
}

void TimelinePanel::load(const json& s) {
    auto it = s.find("arrivals");
    hadArrivals_ = it != s.end();
    arrivalEntries_ = hadArrivals_ && it->is_array() ? *it : json::array();
    victory_->load(s);
    fillArrivals();
}

void TimelinePanel::setChoices(const TimelineChoices& choices) {
    choices_ = choices;
    victory_->setChoices(choices);
    fillArrivals();
}

void TimelinePanel::store(json& s) const {
    if (!arrivalEntries_.empty() || hadArrivals_) {
        s["arrivals"] = arrivalEntries_;
    } else {
        s.erase("arrivals");
    }
    victory_->store(s);
}

void TimelinePanel::edited(int row, const std::function<void(json&)>& change) {
    if (row < 0 || row >= static_cast<int>(arrivalEntries_.size())) {
        return;
    }
    json& entry = arrivalEntries_[static_cast<std::size_t>(row)];
    if (!entry.is_object()) {
        entry = json::object();
    }
    change(entry);
    emit changed();
}

void TimelinePanel::fillArrivals() {
    QSignalBlocker block(arrivals_);
    arrivals_->setRowCount(0);
    for (std::size_t i = 0; i < arrivalEntries_.size(); ++i) {
        const json a = arrivalEntries_[i].is_object() ? arrivalEntries_[i] : json::object();
        const int r = static_cast<int>(i);
        arrivals_->insertRow(r);
        ChoiceList units = choices_.units;
        const QString current = unitsValue(a.value("units", json::array()));
        if (current.contains(QLatin1Char(','))) {
            units.insert(units.begin(), {current, current.split(',').join(QStringLiteral(", "))});
        }
        auto* unit = choiceBox(arrivals_, units, current);
        connect(unit, &QComboBox::currentIndexChanged, this, [this, r, unit] {
            json ids = json::array();
            for (const QString& id : choiceOf(unit).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                ids.push_back(id.toStdString());
            }
            edited(r, [&](json& e) { e["units"] = ids; });
        });
        arrivals_->setCellWidget(r, arrivalCol(ArrivalColumn::Units), unit);
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
    }
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
    QStringList lines;
    std::vector<bool> broken(arrivalEntries_.size(), false);
    for (const Diagnostic& d : problems) {
        lines << QString::fromStdString(d.pointer + ": " + d.message);
        const int i = entryIndex(d.pointer, "/arrivals");
        if (i >= 0 && i < static_cast<int>(broken.size())) {
            broken[static_cast<std::size_t>(i)] = true;
        }
    }
    for (int r = 0; r < arrivals_->rowCount(); ++r) {
        auto* header = arrivals_->verticalHeaderItem(r);
        if (header) {
            header->setText(broken[static_cast<std::size_t>(r)] ? QStringLiteral("⚠ %1").arg(r + 1)
                                                                : QString::number(r + 1));
        }
    }
    victory_->showProblems(problems);
    problems_->setText(lines.isEmpty()
                           ? QString()
                           : tr("The timeline cannot be saved as it is:\n") + lines.join('\n'));
    problems_->setStyleSheet(lines.isEmpty() ? QString() : QStringLiteral("color: #a00000"));
}

} // namespace adc::editor
