#include "editor/leaders_panel.hpp"

#include "editor/choice_box.hpp"
#include "editor/unit_table_model.hpp"
#include "effect_words.hpp"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace adc::editor {

namespace {

// The statuses and modifier range the scenario loader accepts for a leader (scenario.cpp).
const std::vector<std::string> kLeaderStatuses = {"active", "wounded", "killed", "captured"};
constexpr int kModifierLimit = 6;

int col(LeadersPanel::Column c) {
    return static_cast<int>(c);
}

// The ruleset's words for ids, as a drop-down's choices.
ChoiceList wordsOf(const Ruleset& ruleset, const std::vector<std::string>& ids) {
    ChoiceList out;
    for (const auto& id : ids) {
        out.emplace_back(QString::fromStdString(id), words::labelWords(ruleset, id));
    }
    return out;
}

QString comboValue(const QTableWidget* t, int row, LeadersPanel::Column c) {
    return choiceOf(t->cellWidget(row, col(c)));
}

} // namespace

LeadersPanel::LeadersPanel(UnitTableModel* model, QWidget* parent)
    : QWidget(parent), model_(model) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    title_ = new QLabel(this);
    layout->addWidget(title_);
    table_ = new QTableWidget(0, 4, this);
    table_->setObjectName(QStringLiteral("leaders"));
    table_->setHorizontalHeaderLabels({tr("Name"), tr("Rank"), tr("Modifier"), tr("Status")});
    table_->horizontalHeader()->setSectionResizeMode(col(Column::Name), QHeaderView::Stretch);
    layout->addWidget(table_, 1);
    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add &leader"), this);
    auto* remove = new QPushButton(tr("Remove l&eader"), this);
    add->setObjectName(QStringLiteral("addLeader"));
    remove->setObjectName(QStringLiteral("removeLeader"));
    connect(add, &QPushButton::clicked, this, &LeadersPanel::addLeader);
    connect(remove, &QPushButton::clicked, this, &LeadersPanel::removeLeader);
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(table_, &QTableWidget::itemChanged, this, &LeadersPanel::store);
    showUnit(-1);
}

void LeadersPanel::showUnit(int row) {
    row_ = row >= 0 && row < model_->rowCount() ? row : -1;
    setEnabled(row_ >= 0);
    if (row_ < 0) {
        title_->setText(tr("<b>Leaders</b> (select a unit)"));
        fill(json::array());
        return;
    }
    const json& unit = model_->rows()[static_cast<std::size_t>(row_)];
    title_->setText(tr("<b>Leaders of %1</b>")
                        .arg(QString::fromStdString(unit.value("name", "")).toHtmlEscaped()));
    auto it = unit.find("leaders");
    fill(it != unit.end() && it->is_array() ? *it : json::array());
}

void LeadersPanel::fill(const json& leaders) {
    shown_ = leaders;
    QSignalBlocker block(table_);
    table_->setRowCount(0);
    const Ruleset& ruleset = model_->ruleset();
    const auto& ranks = ruleset.unitSchema().leaderRanks;
    for (const auto& l : leaders) {
        const int r = table_->rowCount();
        table_->insertRow(r);
        const json leader = l.is_object() ? l : json::object();
        auto text = [&](const char* key) {
            auto it = leader.find(key);
            return it != leader.end() && it->is_string() ? it->get<std::string>() : std::string();
        };
        table_->setItem(r, col(Column::Name),
                        new QTableWidgetItem(QString::fromStdString(text("name"))));
        if (ranks.empty()) {
            // A ruleset without leader ranks takes any word.
            table_->setItem(r, col(Column::Rank),
                            new QTableWidgetItem(QString::fromStdString(text("rank"))));
        } else {
            auto* box =
                choiceBox(table_, wordsOf(ruleset, ranks), QString::fromStdString(text("rank")));
            connect(box, &QComboBox::currentIndexChanged, this, &LeadersPanel::store);
            table_->setCellWidget(r, col(Column::Rank), box);
        }
        auto* modifier = new QSpinBox(table_);
        modifier->setRange(-kModifierLimit, kModifierLimit);
        auto m = leader.find("modifier");
        modifier->setValue(m != leader.end() && m->is_number_integer() ? m->get<int>() : 0);
        connect(modifier, &QSpinBox::valueChanged, this, &LeadersPanel::store);
        table_->setCellWidget(r, col(Column::Modifier), modifier);
        const std::string status = text("status");
        auto* box = choiceBox(table_, wordsOf(ruleset, kLeaderStatuses),
                              QString::fromStdString(status.empty() ? "active" : status));
        connect(box, &QComboBox::currentIndexChanged, this, &LeadersPanel::store);
        table_->setCellWidget(r, col(Column::Status), box);
    }
}

json LeadersPanel::leaders() const {
    json out = json::array();
    for (int r = 0; r < table_->rowCount(); ++r) {
        json l =
            r < static_cast<int>(shown_.size()) && shown_[static_cast<std::size_t>(r)].is_object()
                ? shown_[static_cast<std::size_t>(r)]
                : json::object();
        auto* name = table_->item(r, col(Column::Name));
        l["name"] = name ? name->text().trimmed().toStdString() : std::string();
        if (auto* rank = table_->item(r, col(Column::Rank))) {
            l["rank"] = rank->text().trimmed().toStdString();
        } else {
            l["rank"] = comboValue(table_, r, Column::Rank).toStdString();
        }
        // Written only where the file had it or it differs from the loader's default, so a
        // leader edited in one field keeps the rest of its lines as they were.
        auto* modifier = qobject_cast<QSpinBox*>(table_->cellWidget(r, col(Column::Modifier)));
        const int m = modifier ? modifier->value() : 0;
        if (m != 0 || l.contains("modifier")) {
            l["modifier"] = m;
        }
        const std::string status = comboValue(table_, r, Column::Status).toStdString();
        if (status != "active" || l.contains("status")) {
            l["status"] = status;
        }
        out.push_back(std::move(l));
    }
    return out;
}

void LeadersPanel::store() {
    if (row_ < 0) {
        return;
    }
    shown_ = leaders();
    model_->setLeaders(row_, shown_);
}

void LeadersPanel::addLeader() {
    if (row_ < 0) {
        return;
    }
    json all = leaders();
    const auto& ranks = model_->ruleset().unitSchema().leaderRanks;
    all.push_back({{"name", tr("New leader").toStdString()},
                   {"rank", ranks.empty() ? std::string() : ranks.front()}});
    fill(all);
    store();
    table_->setCurrentCell(table_->rowCount() - 1, col(Column::Name));
}

void LeadersPanel::removeLeader() {
    const int r = table_->currentRow();
    if (row_ < 0 || r < 0) {
        return;
    }
    json all = leaders();
    all.erase(all.begin() + r);
    fill(all);
    store();
}

} // namespace adc::editor
