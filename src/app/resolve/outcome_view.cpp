#include "resolve/outcome_view.hpp"

#include "widgets/dice_painter.hpp"
#include "widgets/text_colour.hpp"

#include "adc/rule_reference.hpp"
#include "adc/ruleset.hpp"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace adc::app {

namespace {

// A table as tall as its rows: the outcome pane scrolls as a whole, so no step hides behind a
// second, inner scroll bar.
class StepsTable : public QTreeWidget {
public:
    using QTreeWidget::QTreeWidget;
    int rowsHeight() const {
        int h = header()->isHidden() ? 0 : header()->sizeHint().height();
        for (int i = 0; i < topLevelItemCount(); ++i) {
            h += indexRowSizeHint(indexFromItem(topLevelItem(i)));
        }
        return h + 2 * frameWidth();
    }
};

int listHeight(QListWidget* list) {
    list->doItemsLayout();
    int h = 0;
    for (int i = 0; i < list->count(); ++i) {
        h += list->visualItemRect(list->item(i)).height();
    }
    return h + 2 * list->frameWidth() + 2;
}

} // namespace

int cellMargin(const QWidget* view) {
    // What the item delegate leaves free on each side of a cell's text.
    return view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
}

OutcomeView::OutcomeView(QWidget* parent) : QWidget(parent) {
    // Empty until the first roll: the window opens without paying for the headline's bold
    // font, the tables and their fitting (built by build() when first needed).
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

OutcomeView& OutcomeView::built() const {
    auto& self = const_cast<OutcomeView&>(*this);
    if (!isBuilt()) {
        self.build();
    }
    return self;
}

void OutcomeView::showEvent(QShowEvent* event) {
    build();
    QWidget::showEvent(event);
}

void OutcomeView::build() {
    if (isBuilt()) {
        return;
    }
    buildTables();
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = summary_->font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    f.setBold(true);
    summary_->setFont(f);
    dice_ = new DiceStrip(this);
    apply_ = new QPushButton(tr("&Apply outcome"), this);
    apply_->setEnabled(false);
    state_ = new QLabel(this);
    connect(apply_, &QPushButton::clicked, this, &OutcomeView::applyRequested);

    // The headline, the dice, every step and every effect at their full height, scrolled
    // together when the pane is short; the Apply row stays in sight under them.
    auto* page = new QWidget(this);
    auto* pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->addWidget(summary_);
    pageLayout->addWidget(dice_);
    pageLayout->addWidget(steps_);
    pageLayout->addWidget(new QLabel(tr("Effects:"), page));
    pageLayout->addWidget(effects_);
    pageLayout->addStretch(1);
    scroll_ = new QScrollArea(this);
    scroll_->setObjectName(QStringLiteral("outcomeScroll"));
    scroll_->setWidget(page);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* layout = static_cast<QVBoxLayout*>(this->layout());
    layout->addWidget(scroll_, 1);
    auto* row = new QHBoxLayout;
    row->addWidget(state_, 1);
    row->addWidget(apply_);
    layout->addLayout(row);
    clear();
    if (isVisible()) { // built while shown: the new widgets show at once, not on the next pass
        scroll_->show();
        state_->show();
        apply_->show();
    }
}

void OutcomeView::buildTables() {
    steps_ = new StepsTable(this);
    steps_->setColumnCount(3);
    steps_->setHeaderLabels({tr("Step"), tr("From the rules"), tr("Modifier")});
    steps_->setRootIsDecorated(false);
    // The step is what the referee reads: it gets the room and wraps; where it comes from in the
    // rules is a reference beside it, kept to about a quarter of the width (the step wraps less)
    // and wrapped in full too (whole in its tooltip as well).
    steps_->setWordWrap(true);
    steps_->setTextElideMode(Qt::ElideMiddle);
    steps_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    steps_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    steps_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    steps_->header()->setStretchLastSection(false);
    steps_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    steps_->header()->setSectionResizeMode(1, QHeaderView::Interactive);
    // Sized to its contents by fitRuleColumn(), from the measures kept: left to the header, it
    // laid every row's cell out again at each look at a column's width.
    steps_->header()->setSectionResizeMode(2, QHeaderView::Fixed);
    effects_ = new QListWidget(this);
    effects_->setWordWrap(true);
    effects_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    effects_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    effects_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    measures_.emplace(steps_->font()); // before any resize of the table asks for them
    steps_->installEventFilter(this);
}

QString OutcomeView::summaryText() const {
    return isBuilt() ? summary_->text() : noOutcomeText();
}

QString OutcomeView::noOutcomeText() {
    return tr("No outcome yet: pick an action and roll.");
}

void OutcomeView::clear() {
    error_ = false;
    if (!isBuilt()) {
        return; // nothing drawn yet to clear
    }
    summary_->setText(noOutcomeText());
    dice_->setRolls({});
    steps_->clear();
    effects_->clear();
    apply_->setEnabled(false);
    state_->clear();
    clearTextColour(summary_);
    error_ = false;
    fitTables();
}

void OutcomeView::showError(const QString& text) {
    build();
    clear();
    summary_->setText(text);
    setTextColour(summary_, QColor(0xC0392B));
    error_ = true;
}

void OutcomeView::showOutcome(const Outcome& o, const QStringList& effects, bool pending,
                              const Ruleset& ruleset) {
    build();
    clearTextColour(summary_);
    error_ = false;
    summary_->setText(QString::fromStdString(o.summary));
    dice_->setRolls(o.rolls);
    steps_->clear();
    for (const auto& s : o.steps) {
        auto* item = new QTreeWidgetItem(steps_);
        item->setText(0, QString::fromStdString(s.text));
        // Worded from the file's labels ("fire › bands › Short", "ruling R3"): the pointer
        // itself is for the file's editor, not the table.
        const QString cited = s.rule.empty()
                                  ? QString()
                                  : QString::fromStdString(ruleReferenceWords(ruleset, s.rule));
        item->setText(1, cited);
        if (s.modifier) {
            item->setText(2,
                          QStringLiteral("%1%2").arg(*s.modifier > 0 ? "+" : "").arg(*s.modifier));
            item->setForeground(2, *s.modifier >= 0 ? QColor(0x1B7F3B) : QColor(0xC0392B));
        }
        item->setToolTip(0, QString::fromStdString(s.text));
        item->setToolTip(1, cited);
    }
    fitRuleColumn();
    effects_->clear();
    for (const auto& line : effects) {
        auto* item = new QListWidgetItem(line, effects_);
        item->setToolTip(line);
    }
    if (effects.isEmpty()) {
        effects_->addItem(tr("(no change to the game)"));
    }
    apply_->setEnabled(pending);
    state_->setText(pending ? tr("Not applied yet.") : tr("Applied."));
    fitTables();
    scroll_->verticalScrollBar()->setValue(0); // a new outcome is read from its headline
}

void OutcomeView::fitRuleColumn() {
    const int room = tableRoom();
    // A quarter of the width, or the longest word of a citation if that is wider: the words
    // wrap onto further lines (fitTables() makes the row as tall), so none is cut short.
    measures_->setFont(steps_->font());
    const int margins = 2 * cellMargin(steps_);
    int longestWord = 0;
    // The column's contents as the delegate sizes a text cell (its advance and a margin each
    // side), from the measures kept: resizeColumnToContents() laid every citation out afresh.
    // One pixel more than that, for the layout's rounding up of fractional advances.
    int contents = steps_->header()->sectionSizeHint(1);
    int modifiers = steps_->header()->sectionSizeHint(2);
    for (int i = 0; i < steps_->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = steps_->topLevelItem(i);
        const QString cited = item->text(1);
        contents = std::max(contents, measures_->advance(cited) + margins + 1);
        for (const auto& word : cited.split(QLatin1Char(' '))) {
            longestWord = std::max(longestWord, measures_->advance(word));
        }
        modifiers = std::max(modifiers, measures_->advance(item->text(2)) + margins + 1);
    }
    steps_->setColumnWidth(2, modifiers);
    steps_->setColumnWidth(1, std::min(contents, std::max(room / 4, longestWord + margins + 2)));
}

int OutcomeView::tableRoom() const {
    // No vertical scroll bar (the table is as tall as its rows): the width inside its frame.
    return steps_->width() - 2 * steps_->frameWidth();
}

void OutcomeView::fitTables() {
    // Word-wrapped rows grow taller as the pane narrows: measured again at every width. The
    // tree does not measure wrapped text itself, so each step's height is given from its
    // words at the Step column's width, or the citation's beside it if that takes more lines.
    measures_->setFont(steps_->font());
    const QFontMetrics& fm = measures_->metrics();
    // The Step column's width from the table's own (the header stretches it only later, once
    // its viewport has been resized).
    const int stepColumn = tableRoom() - steps_->columnWidth(1) - steps_->columnWidth(2);
    const int stepWidth = std::max(40, stepColumn - 20);
    const int ruleColumn = steps_->columnWidth(1);
    const int ruleWidth = std::max(20, ruleColumn - 2 * cellMargin(steps_));
    {
        // Each size hint set would tell the tree, which measures the row again at once: the
        // rows are measured here, and laid out once after the last.
        const QSignalBlocker quiet(steps_->model());
        for (int i = 0; i < steps_->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = steps_->topLevelItem(i);
            const int height =
                std::max({measures_->wrappedHeight(stepWidth, item->text(0)),
                          measures_->wrappedHeight(ruleWidth, item->text(1)), fm.height()}) +
                stepRowPadding;
            // The citation's cell as tall as the step's, so the row's height is read from
            // the hints rather than by laying the citation out again.
            item->setSizeHint(0, QSize(stepWidth, height));
            item->setSizeHint(1, QSize(ruleColumn, height));
        }
    }
    steps_->doItemsLayout();
    steps_->setFixedHeight(static_cast<StepsTable*>(steps_)->rowsHeight());
    steps_->setVisible(steps_->topLevelItemCount() > 0);
    effects_->setFixedHeight(listHeight(effects_));
}

bool OutcomeView::eventFilter(QObject* watched, QEvent* event) {
    // The tables' own width is known only once the scrolled page is laid out.
    if (event->type() == QEvent::Resize &&
        static_cast<QResizeEvent*>(event)->oldSize().width() != steps_->width()) {
        if (steps_->topLevelItemCount() > 0) {
            fitRuleColumn();
        }
        fitTables();
    }
    return QWidget::eventFilter(watched, event);
}

void OutcomeView::setApplied() {
    build();
    apply_->setEnabled(false);
    state_->setText(tr("Applied."));
}

void OutcomeView::setUndone() {
    build();
    apply_->setEnabled(false);
    state_->setText(tr("Undone: this outcome is no longer in the game (Redo brings it back)."));
}

QString OutcomeView::stateText() const {
    return isBuilt() ? state_->text() : QString();
}

} // namespace adc::app
