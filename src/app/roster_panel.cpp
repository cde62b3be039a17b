#include "roster_panel.hpp"

#include "drawn_icons.hpp"
#include "game_document.hpp"
#include "roster_delegates.hpp"
#include "roster_model.hpp"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace adc::app {

RosterPanel::RosterPanel(GameDocument& document, std::string sideId, QWidget* parent)
    : QWidget(parent), document_(document) {
    model_ = new RosterModel(document, std::move(sideId), this);
    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(model_);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy_->setFilterKeyColumn(-1);
    proxy_->setSortRole(Qt::EditRole);

    heading_ = new QLabel(this);
    QFont f = heading_->font();
    f.setBold(true);
    heading_->setFont(f);
    filter_ = new QLineEdit(this);
    filter_->setPlaceholderText(tr("Filter units…"));
    auto* clear = filter_->addAction(drawnClearIcon(), QLineEdit::TrailingPosition);
    clear->setToolTip(tr("Clear the filter"));
    clear->setVisible(false);
    connect(clear, &QAction::triggered, filter_, &QLineEdit::clear);
    connect(filter_, &QLineEdit::textChanged, this, [this, clear](const QString& text) {
        clear->setVisible(!text.isEmpty());
        proxy_->setFilterFixedString(text);
    });

    view_ = new QTableView(this);
    view_->setModel(proxy_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(-1, Qt::AscendingOrder);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setAlternatingRowColors(true);
    view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::AnyKeyPressed);
    view_->verticalHeader()->setVisible(false);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 6);
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setItemDelegateForColumn(static_cast<int>(RosterModel::Column::Casualties),
                                    new CasualtyDelegate(this));
    statusDelegate_ = new StatusDelegate(this);
    view_->setItemDelegateForColumn(static_cast<int>(RosterModel::Column::Status), statusDelegate_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heading_);
    layout->addWidget(filter_);
    layout->addWidget(view_);

    connect(model_, &RosterModel::correctionRefused, this,
            [this](const QString& why) { emit message(tr("Correction refused: %1").arg(why)); });
    connect(&document_, &GameDocument::gameReplaced, this, &RosterPanel::updateHeading);
    connect(&document_, &GameDocument::changed, this, &RosterPanel::updateHeading);
    connect(model_, &QAbstractItemModel::modelReset, this, &RosterPanel::fitColumns);
    updateHeading();
    fitColumns();
}

void RosterPanel::fitColumns() {
    // Measured on the first rows only: a 5,000-unit roster opens as fast as a small one.
    QHeaderView* header = view_->horizontalHeader();
    header->setResizeContentsPrecision(100);
    view_->resizeColumnsToContents();
    // Names and leaders in full, within reason; a column that would crowd out the rest is
    // capped (the whole text is in the tooltip and the column can be widened by hand).
    int cap = std::max(220, fontMetrics().averageCharWidth() * 34);
    for (int c = 0; c < model_->columnCount(); ++c) {
        view_->setColumnWidth(c, std::min(view_->columnWidth(c), cap));
    }
}

void RosterPanel::updateHeading() {
    if (!document_.hasGame()) {
        return;
    }
    const Side* side = document_.state().side(model_->sideId());
    QString name = side ? QString::fromStdString(side->name) : QString();
    // A side's colour is named only where the ruleset gives it a meaning ("red cards" in ROE,
    // whose cards activate by colour); MWAN's colours are bookkeeping, not the referee's words.
    std::string colourWords = document_.ruleset().label("side_colour");
    if (side && !side->colour.empty() && !colourWords.empty()) {
        name += QStringLiteral(" (%1)").arg(QString::fromStdString(colourWords)
                                                .replace(QLatin1String("{colour}"),
                                                         QString::fromStdString(side->colour)));
    }
    heading_->setText(
        tr("%1 — %2 of %3 %4")
            .arg(name)
            .arg(model_->strengthNow())
            .arg(model_->strengthAtStart())
            .arg(QString::fromStdString(document_.ruleset().unitSchema().strengthUnit)));
    statusDelegate_->setStatuses(document_.ruleset().unitSchema().statuses);
}

} // namespace adc::app
