#include "editor/sides_panel.hpp"

#include "editor/add_remove_row.hpp"

#include "adc/typed_json.hpp"

#include <QBrush>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace adc::editor {

namespace {

enum class SideColumn { Id, Name, Colour };
enum class CommandColumn { Side, Id, Name, Player };

int col(SideColumn c) {
    return static_cast<int>(c);
}
int col(CommandColumn c) {
    return static_cast<int>(c);
}

QString text(const QTableWidget* t, int row, int column) {
    auto* item = t->item(row, column);
    return item ? item->text().trimmed() : QString();
}

QComboBox* colourBox(QWidget* parent, const std::string& colour) {
    auto* box = new QComboBox(parent);
    box->addItem(QObject::tr("(no card colour)"), QString());
    box->addItem(QObject::tr("red cards"), QStringLiteral("red"));
    box->addItem(QObject::tr("black cards"), QStringLiteral("black"));
    box->setCurrentIndex(std::max(0, box->findData(QString::fromStdString(colour))));
    return box;
}

} // namespace

SidesPanel::SidesPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    sides_ = new QTableWidget(0, 3, this);
    sides_->setObjectName(QStringLiteral("sides"));
    sides_->setHorizontalHeaderLabels({tr("Id"), tr("Name"), tr("Card colour")});
    sides_->horizontalHeader()->setStretchLastSection(true);
    commands_ = new QTableWidget(0, 4, this);
    commands_->setObjectName(QStringLiteral("commands"));
    commands_->setHorizontalHeaderLabels({tr("Side id"), tr("Id"), tr("Name"), tr("Player")});
    commands_->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(new QLabel(tr("<b>Sides</b>"), this));
    layout->addWidget(sides_);
    layout->addLayout(addRemoveRow(this, tr("Add side"), tr("Remove side"), &SidesPanel::addSide,
                                   &SidesPanel::removeSide));
    layout->addWidget(new QLabel(tr("<b>Player commands</b> (up to 8 players; assign units "
                                    "in the Units tab)"),
                                 this));
    layout->addWidget(commands_);
    layout->addLayout(addRemoveRow(this, tr("Add command"), tr("Remove command"),
                                   &SidesPanel::addCommand, &SidesPanel::removeCommand));
    for (auto* table : {sides_, commands_}) {
        connect(table, &QTableWidget::itemChanged, this, &SidesPanel::markLimits);
        connect(table, &QTableWidget::itemChanged, this, &SidesPanel::changed);
    }
}

void SidesPanel::load(const json& sides) {
    QSignalBlocker b1(sides_), b2(commands_);
    sides_->setRowCount(0);
    commands_->setRowCount(0);
    for (const auto& s : sides) {
        int r = sides_->rowCount();
        sides_->insertRow(r);
        sides_->setItem(r, col(SideColumn::Id),
                        new QTableWidgetItem(QString::fromStdString(s.value("id", ""))));
        sides_->setItem(r, col(SideColumn::Name),
                        new QTableWidgetItem(QString::fromStdString(s.value("name", ""))));
        auto* box = colourBox(sides_, s.value("colour", ""));
        connect(box, &QComboBox::currentIndexChanged, this, &SidesPanel::changed);
        sides_->setCellWidget(r, col(SideColumn::Colour), box);
        for (const auto& c : s.value("commands", json::array())) {
            int cr = commands_->rowCount();
            commands_->insertRow(cr);
            commands_->setItem(cr, col(CommandColumn::Side),
                               new QTableWidgetItem(QString::fromStdString(s.value("id", ""))));
            commands_->setItem(cr, col(CommandColumn::Id),
                               new QTableWidgetItem(QString::fromStdString(c.value("id", ""))));
            commands_->setItem(cr, col(CommandColumn::Name),
                               new QTableWidgetItem(QString::fromStdString(c.value("name", ""))));
            commands_->setItem(cr, col(CommandColumn::Player),
                               new QTableWidgetItem(QString::fromStdString(c.value("player", ""))));
        }
    }
}

void SidesPanel::markLimits(QTableWidgetItem* item) {
    const QSignalBlocker block(item->tableWidget()); // marking is no edit
    const std::string why = typedTextRefusal(item->text().trimmed().toStdString());
    item->setToolTip(QString::fromStdString(why.empty() ? "" : "This text " + why));
    item->setBackground(why.empty() ? QBrush() : QBrush(QColor(255, 205, 205)));
}

QStringList SidesPanel::problems() const {
    QStringList out;
    for (auto* table : {sides_, commands_}) {
        for (int r = 0; r < table->rowCount(); ++r) {
            for (int c = 0; c < table->columnCount(); ++c) {
                auto* item = table->item(r, c);
                const std::string why =
                    item ? typedTextRefusal(item->text().trimmed().toStdString()) : "";
                if (!why.empty()) {
                    out << tr("%1, row %2 (%3): %4")
                               .arg(table == sides_ ? tr("Sides") : tr("Player commands"))
                               .arg(r + 1)
                               .arg(table->horizontalHeaderItem(c)->text(),
                                    QString::fromStdString("this text " + why));
                }
            }
        }
    }
    return out;
}

json SidesPanel::sides() const {
    json out = json::array();
    for (int r = 0; r < sides_->rowCount(); ++r) {
        json s = {{"id", text(sides_, r, col(SideColumn::Id)).toStdString()},
                  {"name", text(sides_, r, col(SideColumn::Name)).toStdString()}};
        if (auto* box = qobject_cast<QComboBox*>(sides_->cellWidget(r, col(SideColumn::Colour)))) {
            if (!box->currentData().toString().isEmpty()) {
                s["colour"] = box->currentData().toString().toStdString();
            }
        }
        json commands = json::array();
        for (int cr = 0; cr < commands_->rowCount(); ++cr) {
            if (text(commands_, cr, col(CommandColumn::Side)).toStdString() != s["id"]) {
                continue;
            }
            json c = {{"id", text(commands_, cr, col(CommandColumn::Id)).toStdString()},
                      {"name", text(commands_, cr, col(CommandColumn::Name)).toStdString()}};
            QString player = text(commands_, cr, col(CommandColumn::Player));
            if (!player.isEmpty()) {
                c["player"] = player.toStdString();
            }
            commands.push_back(c);
        }
        s["commands"] = commands;
        out.push_back(s);
    }
    return out;
}

void SidesPanel::addSide() {
    json all = sides();
    int n = sides_->rowCount() + 1;
    all.push_back({{"id", "side" + std::to_string(n)}, {"name", "Side " + std::to_string(n)}});
    load(all);
    emit changed();
}

void SidesPanel::removeSide() {
    int r = sides_->currentRow();
    if (r < 0) {
        return;
    }
    json all = sides();
    all.erase(all.begin() + r);
    load(all);
    emit changed();
}

void SidesPanel::addCommand() {
    int sr = std::max(0, sides_->currentRow());
    if (sides_->rowCount() == 0) {
        return;
    }
    QSignalBlocker b(commands_);
    int r = commands_->rowCount();
    commands_->insertRow(r);
    commands_->setItem(r, col(CommandColumn::Side),
                       new QTableWidgetItem(text(sides_, sr, col(SideColumn::Id))));
    commands_->setItem(r, col(CommandColumn::Id),
                       new QTableWidgetItem(QStringLiteral("cmd%1").arg(r + 1)));
    commands_->setItem(r, col(CommandColumn::Name),
                       new QTableWidgetItem(tr("Command %1").arg(r + 1)));
    commands_->setItem(r, col(CommandColumn::Player), new QTableWidgetItem());
    emit changed();
}

void SidesPanel::removeCommand() {
    int r = commands_->currentRow();
    if (r >= 0) {
        commands_->removeRow(r);
        emit changed();
    }
}

} // namespace adc::editor
