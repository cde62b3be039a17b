// How the resolve panel shares its height, in the order the referee works: the form on top, as
// tall as its fields need, with the Roll buttons under it; below, the odds while the form is
// being filled and the outcome once rolled, in two tabs a click apart.
#include "resolve/resolve_panel.hpp"

#include "odds/odds_panel.hpp"
#include "resolve/outcome_view.hpp"
#include "resolve/param_form.hpp"
#include "widgets/dice_painter.hpp"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace adc::app {

namespace {

// Set once the referee drags the handle: from then on the form keeps the height given it.
const QString formPlacedKey = QStringLiteral("window/resolvePanesPlaced");

int heightAt(const QWidget* w, int width) {
    return w->hasHeightForWidth() ? w->heightForWidth(width) : w->sizeHint().height();
}

} // namespace

void ResolvePanel::buildLayout() {
    auto* top = new QFormLayout;
    auto* actionRow = new QHBoxLayout;
    actionRow->setContentsMargins(0, 0, 0, 0);
    actionRow->addWidget(action_, 1);
    actionRow->addWidget(nextStep_);
    // A row of a layout gets no buddy from addRow: without one, Alt+C would not reach the
    // action box and the label would show its "&".
    auto* actionLabel = new QLabel(tr("A&ction:"), this);
    actionLabel->setBuddy(action_);
    top->addRow(actionLabel, actionRow);
    top->addRow(tr("Acting &side:"), side_);
    formPane_ = new QWidget(this);
    auto* formLayout = new QVBoxLayout(formPane_);
    formLayout->setContentsMargins(0, 0, 0, 0);
    formLayout->addWidget(scroll_, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(roll_);
    buttons->addWidget(physical_);
    formLayout->addLayout(buttons);
    auto* outcomePane = new QWidget(this);
    auto* outcomeLayout = new QVBoxLayout(outcomePane);
    outcomeLayout->setContentsMargins(0, 0, 0, 0);
    outcomeLayout->addWidget(chance_);
    outcomeLayout->addWidget(outcome_, 1);
    results_ = new QTabWidget(this);
    results_->setObjectName(QStringLiteral("resolveResults"));
    results_->setDocumentMode(true);
    results_->addTab(odds_, tr("Odds"));
    results_->addTab(outcomePane, tr("Outcome"));
    panes_ = new QSplitter(Qt::Vertical, this);
    panes_->setObjectName(QStringLiteral("resolvePanes"));
    panes_->setChildrenCollapsible(false);
    panes_->setHandleWidth(7); // a handle the referee can see and grab
    panes_->addWidget(formPane_);
    panes_->addWidget(results_);
    panes_->setStretchFactor(0, 0);
    panes_->setStretchFactor(1, 1);
    scroll_->setMinimumHeight(80);
    panes_->setSizes({340, 460});
    panes_->installEventFilter(this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(panes_, 1);
    formFitted_ = !QSettings().value(formPlacedKey).toBool();
    connect(panes_, &QSplitter::splitterMoved, this, [this] {
        formFitted_ = false;
        QSettings().setValue(formPlacedKey, true);
    });
    panes_->handle(1)->installEventFilter(this); // a double-click fits the form again
}

void ResolvePanel::fitFormAgain() {
    formFitted_ = true;
    QSettings().remove(formPlacedKey);
    fitPanes();
}

int ResolvePanel::formNeeds(bool withDescription) const {
    // Measuring wrapped rows lays their text out: done again only for a new width or form.
    // Measured beside a scroll bar: rows wrapped at the full width would fit a view that a
    // scroll bar left over from a taller form makes narrower, taller and scrolled for good.
    const int width = scroll_->width() - 2 * scroll_->frameWidth() -
                      scroll_->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, scroll_);
    FormNeeds& known = withDescription ? wholeNeeds_ : fieldsNeeds_;
    if (known.width != width || known.form != formGeneration_) {
        const QWidget* shown = withDescription ? scroll_->widget() : form_;
        known = {width, formGeneration_,
                 heightAt(shown, width) + 2 * scroll_->frameWidth() +
                     formPane_->layout()->spacing() + roll_->sizeHint().height()};
    }
    return known.height;
}

void ResolvePanel::refitPanes() {
    ++formGeneration_;
    // Once the new fields are shown (on the next pass of the event loop): hidden ones take no
    // room in the layout yet. Many changes at once are measured once.
    if (!fitDue_) {
        fitDue_ = true;
        QTimer::singleShot(0, this, [this] {
            fitDue_ = false;
            ++formGeneration_; // measured afresh now that the new fields are shown
            fitPanes();
        });
    }
}

int ResolvePanel::belowNeeds(Results which) const {
    const QFontMetrics fm(font());
    const int tabs = results_->tabBar()->sizeHint().height();
    const int row = roll_->sizeHint().height();
    if (which == Results::Odds) {
        // The "Odds of" row and its "at least" line: the chart folds away when short.
        return tabs + row + 2 * fm.lineSpacing() + 12;
    }
    // The chance line, a three-line headline, two rows of dice, the steps' heading and eight
    // steps of two lines (a step and its citation wrap in a column this narrow), and the
    // Apply row: what must be seen of an outcome without scrolling (issue 37). Once rolled
    // the form gives way to it down to its least height, and scrolls.
    const int stepRow = 2 * fm.lineSpacing() + 2 * OutcomeView::stepRowPadding;
    return tabs + row + 2 * fm.height() + 3 * fm.lineSpacing() * 13 / 10 +
           2 * (DiceStrip::defaultDieSize + 8) + fm.height() + 8 + 8 * stepRow + 12;
}

void ResolvePanel::fitPanes() {
    const int room = panes_->height() - panes_->handleWidth();
    if (!formFitted_ || room < 200 || !isVisible()) {
        return;
    }
    // The fields first while composing: they may push the chart down to its summary. Once
    // rolled the outcome is read: the form gives way to it down to its least height (the Roll
    // row and a few fields, scrolled), so that its headline, dice and eight steps are in sight
    // at 768 px (issue 37). The action's description takes what is left, or is scrolled to.
    const bool rolled = results_->currentIndex() == 1;
    const int cap = rolled ? 0 : room - belowNeeds(Results::Outcome);
    const int fields = std::min(formNeeds(false), rolled ? cap : room - belowNeeds(Results::Odds));
    const int whole = fields < cap ? std::min(formNeeds(true), cap) : 0;
    const int form = std::max({fields, whole, formPane_->minimumSizeHint().height()});
    if (panes_->sizes().value(0) != form) {
        panes_->setSizes({form, room - form});
    }
}

bool ResolvePanel::eventFilter(QObject* watched, QEvent* event) {
    // A new width wraps the form's rows differently, a new height leaves more or less room.
    // (A fit already due will measure the new size too.)
    if (watched == panes_ && event->type() == QEvent::Resize && !fitDue_) {
        fitPanes();
    }
    if (watched == panes_->handle(1) && event->type() == QEvent::MouseButtonDblClick) {
        fitFormAgain();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void ResolvePanel::showResults(Results which) {
    results_->setCurrentIndex(which == Results::Outcome ? 1 : 0);
    if (!fitDue_) { // (a fit due measures the form once its new fields show)
        fitPanes(); // the outcome needs more room than the chart
    }
}

} // namespace adc::app
