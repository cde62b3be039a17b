#include "resolve/param_form.hpp"

#include "document/game_document.hpp"
#include "effect_words.hpp"
#include "resolve/physical_dice_dialog.hpp"
#include "widgets/narrow_combo_box.hpp"
#include "widgets/text_colour.hpp"
#include "widgets/wrapping_label.hpp"

#include "adc/unit_filter.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

namespace adc::app {

ParamForm::ParamForm(GameDocument& document, QWidget* parent)
    : QWidget(parent), document_(document) {
    layout_ = new QFormLayout(this);
    layout_->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    connect(this, &ParamForm::changed, this, [this] { refreshMen(false); });
    connect(this, &ParamForm::changed, this, &ParamForm::updateHint);
}

namespace {
QString unitText(const Unit& u, const GameState& state) {
    const Side* s = state.side(u.side);
    return QStringLiteral("%1 — %2 (%3)")
        .arg(QString::fromStdString(u.name), s ? QString::fromStdString(s->name) : QString())
        .arg(u.strength);
}
} // namespace

bool ParamForm::unitFits(const Unit& u, const ParamSpec& p, const UnitFilter& filter) const {
    // The core's filter and the ruleset's say on who may act now (a unit gone from play, or
    // one still acting in a simultaneous phase), as the request check applies them.
    const bool owed = owedUnits_.empty() || p.name != actingParam_ ||
                      std::find(owedUnits_.begin(), owedUnits_.end(), u.id) != owedUnits_.end();
    return spec_ && owed &&
           document_.ruleset().unitRefusal(*spec_, p, u, document_.state()).empty() &&
           filter.fits(u, actingSide_);
}

bool ParamForm::findOwedUnits() {
    std::vector<std::string> owed;
    if (spec_ && document_.hasGame()) {
        const GameState& state = document_.state();
        for (const NextStep& s : document_.ruleset().nextSteps(state)) {
            const Unit* u = state.unit(s.unit);
            if (s.owed && s.action == spec_->id && u && u->side == actingSide_ &&
                std::find(owed.begin(), owed.end(), u->id) == owed.end()) {
                owed.push_back(u->id);
            }
        }
    }
    const bool changed = owed != owedUnits_;
    owedUnits_ = std::move(owed);
    return changed;
}

void ParamForm::fillUnits(QWidget* widget, const ParamSpec& p) {
    const GameState& state = document_.state();
    const UnitFilter filter(p.unitFilter);
    if (auto* box = qobject_cast<QComboBox*>(widget)) {
        QString current = box->currentData().toString();
        box->blockSignals(true);
        box->clear();
        if (!p.required) {
            box->addItem(tr("(none)"), QString());
        }
        for (const auto& u : state.units) {
            if (unitFits(u, p, filter)) {
                box->addItem(unitText(u, state), QString::fromStdString(u.id));
            }
        }
        int i = box->findData(current);
        box->setCurrentIndex(i >= 0 ? i : 0);
        box->blockSignals(false);
    } else if (auto* list = qobject_cast<QListWidget*>(widget)) {
        QStringList checked;
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->checkState() == Qt::Checked) {
                checked << list->item(i)->data(Qt::UserRole).toString();
            }
        }
        list->blockSignals(true);
        list->clear();
        for (const auto& u : state.units) {
            if (unitFits(u, p, filter)) {
                auto* item = new QListWidgetItem(QString::fromStdString(u.name), list);
                item->setData(Qt::UserRole, QString::fromStdString(u.id));
                item->setCheckState(checked.contains(QString::fromStdString(u.id)) ? Qt::Checked
                                                                                   : Qt::Unchecked);
            }
        }
        list->blockSignals(false);
        fitRows(list);
    }
}

void ParamForm::fitRows(QListWidget* list) {
    // Every entry up to eight before the list scrolls: on a laptop the form scrolls as a whole
    // rather than squeezing a unit's men to two rows. Names are short; no sideways bar takes a
    // row.
    constexpr int mostRows = 8;
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const int rows = std::clamp(list->count(), 1, mostRows);
    const int row = list->count() > 0 ? list->sizeHintForRow(0) : list->fontMetrics().height() + 4;
    list->setFixedHeight(rows * row + 2 * list->frameWidth() + 2);
}

bool ParamForm::updateUnits(QWidget* widget, const ParamSpec& p,
                            const std::vector<std::string>& touched) {
    const GameState& state = document_.state();
    const UnitFilter filter(p.unitFilter);
    auto* box = qobject_cast<QComboBox*>(widget);
    auto* list = qobject_cast<QListWidget*>(widget);
    for (const auto& id : touched) {
        const Unit* u = state.unit(id);
        QString data = QString::fromStdString(id);
        int row = -1;
        if (box) {
            row = box->findData(data);
        } else if (list) {
            for (int i = 0; i < list->count() && row < 0; ++i) {
                row = list->item(i)->data(Qt::UserRole).toString() == data ? i : -1;
            }
        }
        if (!u || unitFits(*u, p, filter) != (row >= 0)) {
            return false; // a unit came into or dropped out of the picker
        }
        if (row >= 0 && box) {
            box->setItemText(row, unitText(*u, state));
        } else if (row >= 0 && list) {
            list->item(row)->setText(QString::fromStdString(u->name));
        }
    }
    return true;
}

QWidget* ParamForm::makeWidget(const ParamSpec& p) {
    switch (p.type) {
    case ParamType::Unit: {
        auto* box = new NarrowComboBox(boxLetters, this);
        fillUnits(box, p);
        connect(box, &QComboBox::currentIndexChanged, this, &ParamForm::changed);
        return box;
    }
    case ParamType::Units: {
        auto* list = new QListWidget(this);
        fillUnits(list, p);
        connect(list, &QListWidget::itemChanged, this, &ParamForm::changed);
        return list;
    }
    case ParamType::Choice: {
        auto* box = new NarrowComboBox(boxLetters, this);
        for (const auto& c : p.choices) {
            box->addItem(words::labelWords(document_.ruleset(), c), QString::fromStdString(c));
        }
        if (p.defaultValue.is_string()) {
            box->setCurrentIndex(
                box->findData(QString::fromStdString(p.defaultValue.get<std::string>())));
        }
        connect(box, &QComboBox::currentIndexChanged, this, &ParamForm::changed);
        return box;
    }
    case ParamType::Flag: {
        auto* check = new QCheckBox(QString::fromStdString(p.label), this);
        check->setChecked(p.defaultValue.is_boolean() && p.defaultValue.get<bool>());
        connect(check, &QCheckBox::toggled, this, &ParamForm::changed);
        return check;
    }
    case ParamType::Integer: {
        auto* spin = new QSpinBox(this);
        spin->setRange(p.min, p.max);
        spin->setValue(p.defaultValue.is_number_integer() ? p.defaultValue.get<int>() : p.min);
        if (p.min < 0 && p.defaultValue.is_number_integer() && p.defaultValue.get<int>() == p.min) {
            // A count below zero as its default means "not overridden": words, not a -1.
            spin->setSpecialValueText(tr("(as counted)"));
        }
        connect(spin, &QSpinBox::valueChanged, this, &ParamForm::changed);
        return spin;
    }
    case ParamType::Distance:
        return makeDistanceWidget(p);
    case ParamType::Text: {
        if (p.names != ParamNames::Nothing && p.names != ParamNames::Card) {
            return makeNamesWidget(p);
        }
        auto* edit = new QLineEdit(this);
        if (p.defaultValue.is_string()) {
            edit->setText(QString::fromStdString(p.defaultValue.get<std::string>()));
        }
        connect(edit, &QLineEdit::textChanged, this, &ParamForm::changed);
        if (p.names == ParamNames::Card) {
            // A physical card: pick it by rank and suit rather than typing its code.
            auto* row = new QWidget(this);
            auto* h = new QHBoxLayout(row);
            h->setContentsMargins(0, 0, 0, 0);
            edit->setParent(row);
            edit->setPlaceholderText(tr("e.g. QH, 10C, JR (empty: top of the deck)"));
            auto* pick = new QPushButton(tr("Pick card…"), row);
            connect(pick, &QPushButton::clicked, this, [this, edit] {
                if (auto c = CardPickerDialog::ask(this)) {
                    edit->setText(QString::fromStdString(c->code()));
                }
            });
            h->addWidget(edit, 1);
            h->addWidget(pick);
            row->setProperty("lineEdit", QVariant::fromValue<QObject*>(edit));
            return row;
        }
        return edit;
    }
    }
    return new QLabel(this);
}

void ParamForm::setAction(const ActionSpec* spec, const std::string& actingSide) {
    while (layout_->rowCount() > 0) {
        layout_->removeRow(0); // the hint's row too: it is deleted with it
    }
    hint_ = nullptr;
    fields_.clear();
    spec_ = spec;
    actingSide_ = actingSide;
    actingParam_.clear();
    owedUnits_.clear();
    if (!spec || !document_.hasGame()) {
        return;
    }
    for (const auto& p : spec->params) {
        if (p.type == ParamType::Unit && actingParam_.empty()) {
            actingParam_ = p.name;
        }
    }
    findOwedUnits();
    // Made with the rows it goes under: a hint outside the layout sat empty over the first
    // row. Blue and italic by its palette and font (a style sheet cost each form 0.6 M
    // instructions to parse and polish).
    hint_ = new WrappingLabel(this);
    hint_->setObjectName(QStringLiteral("hint"));
    setTextColour(hint_, QColor(0x0072B2));
    QFont italic = hint_->font();
    italic.setItalic(true);
    hint_->setFont(italic);
    for (const auto& p : spec->params) {
        QWidget* w = makeWidget(p);
        w->setObjectName(QString::fromStdString(p.name));
        w->setToolTip(QString::fromStdString(p.help));
        QString label = p.type == ParamType::Flag
                            ? QString()
                            : QStringLiteral("%1:").arg(QString::fromStdString(p.label));
        layout_->addRow(label, w);
        fields_.push_back({p, w});
    }
    layout_->addRow(hint_);
    refreshMen(true);
    updateHint();
}

void ParamForm::showNewFields() {
    // Fields added to a form on screen would show only on the event loop's next pass, and
    // until then the layout counts them as empty: the resolve panel measures them at once.
    if (!isVisible()) {
        return;
    }
    for (auto* w : findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        if (!w->testAttribute(Qt::WA_WState_ExplicitShowHide)) {
            w->show();
        }
    }
}

void ParamForm::refreshUnits(const std::vector<std::string>& touched) {
    const bool owedChanged = findOwedUnits(); // a test taken, or a new one owed
    for (auto& f : fields_) {
        if ((f.spec.type == ParamType::Unit || f.spec.type == ParamType::Units) &&
            ((owedChanged && f.spec.name == actingParam_) ||
             !updateUnits(f.widget, f.spec, touched))) {
            fillUnits(f.widget, f.spec);
        }
    }
    refreshMen(true); // an event may have put men out or back
}

const ParamSpec* ParamForm::cardParam() const {
    for (const auto& f : fields_) {
        if (f.spec.names == ParamNames::Card) {
            return &f.spec;
        }
    }
    return nullptr;
}

QWidget* ParamForm::field(const std::string& name) const {
    for (const auto& f : fields_) {
        if (f.spec.name == name) {
            if (auto* inner = f.widget->property("lineEdit").value<QObject*>()) {
                return qobject_cast<QWidget*>(inner);
            }
            return f.widget;
        }
    }
    return nullptr;
}

QString ParamForm::hintText() const {
    return hint_ ? hint_->text() : QString();
}

void ParamForm::updateHint() {
    if (!spec_ || !document_.hasGame() || !hint_) {
        return;
    }
    std::string h;
    try {
        h = document_.ruleset().hint(spec_->id, params(), document_.state());
    } catch (const std::exception& e) {
        h = e.what(); // a half-filled form may not make sense yet; say why
    }
    hint_->setText(QString::fromStdString(h));
    // Hidden while empty: an empty row takes no room, and its italic font is not loaded for it.
    hint_->setVisible(!h.empty());
}

} // namespace adc::app
