#pragma once
// A form built from an action's parameter declaration: unit pickers offering the units that make
// sense, choices, modifier check boxes, whole numbers and distances. No rule is decided here;
// the ruleset's hint is shown as the form is filled in.
#include "adc/action.hpp"

#include <QStringList>
#include <QWidget>

#include <string>
#include <vector>

class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QListWidget;

namespace adc {
struct Unit;
class UnitFilter;
} // namespace adc

namespace adc::app {

class GameDocument;

class ParamForm : public QWidget {
    Q_OBJECT
public:
    // A list's width, in letters: the form sits in a narrow column, and a list's popup shows
    // the whole names.
    static constexpr int boxLetters = 14;

    ParamForm(GameDocument& document, QWidget* parent = nullptr);

    // Rebuilds the form for spec (null: empty). actingSide narrows "own"/"enemy" pickers.
    void setAction(const ActionSpec* spec, const std::string& actingSide);
    // The request's params as the form stands (absent optional values left out).
    json params() const;
    // The widget for a parameter, for tests and for focusing a field named by a RuleError.
    QWidget* field(const std::string& name) const;
    // The parameter the action declares for a physical card (ParamNames::Card), or null.
    const ParamSpec* cardParam() const;
    // Sets a parameter's widget from a JSON value (tests, repeating a request).
    bool setValue(const std::string& name, const json& value);
    // Sets every parameter of a request's params: the units first, so a picker of a unit's men
    // lists that unit's men before its names are picked. False when one did not fit.
    bool setValues(const json& params);
    QString hintText() const;
    // Puts the focus in the first field the request needs and does not have (a range not
    // given yet): the referee types it at once. False when none is missing.
    bool focusFirstMissing();
    // Puts the focus in the field after the named one (what the referee gives next).
    void focusAfter(const std::string& name);
    // Shows at once the fields setAction() added to a form on screen (not on the next pass).
    void showNewFields();
    // Refreshes the unit pickers after an event: the entries of the units it touched
    // (GameChange::units), or all of them when one came in or dropped out.
    void refreshUnits(const std::vector<std::string>& touched);

signals:
    void changed();

private:
    struct Field {
        ParamSpec spec;
        QWidget* widget = nullptr;
        std::string menOf{}; // for a picker of men: the unit whose men it lists
    };
    QWidget* makeWidget(const ParamSpec& p);
    // A distance, empty until given where the action declares no default (param_form_values.cpp).
    QWidget* makeDistanceWidget(const ParamSpec& p);
    static bool distanceUnset(const QDoubleSpinBox* spin);
    void fillUnits(QWidget* widget, const ParamSpec& p);
    // Updates the entries of the changed units in place; false when the picker must be refilled.
    bool updateUnits(QWidget* widget, const ParamSpec& p, const std::vector<std::string>& touched);
    bool unitFits(const Unit& unit, const ParamSpec& param, const UnitFilter& filter) const;
    // The units of the acting side that owe the action now (Ruleset::nextSteps): while there
    // are any, the acting unit's picker offers only them (a morale test, the units that owe
    // one). True when they changed.
    bool findOwedUnits();
    // Pickers of sides and of men (param_form_names.cpp): what a text parameter names is
    // offered, never typed.
    QWidget* makeNamesWidget(const ParamSpec& p);
    void fillSides(QWidget* widget);
    // Refills the pickers of men whose unit changed (all of them when `always`), keeping the
    // men still picked.
    void refreshMen(bool always);
    void fillMen(Field& field);
    void hideMenPickedAlone();
    static QString pickedMen(const QWidget* widget);
    // Picks the named men (in their order, where it matters), quietly.
    static void pickMen(QWidget* widget, const QString& names);
    // A checklist as tall as its entries, up to eight rows, before it scrolls.
    static void fitRows(QListWidget* list);
    void updateHint();
    bool setValueOrThrow(const std::string& name, const json& value);

    GameDocument& document_;
    const ActionSpec* spec_ = nullptr;
    std::string actingSide_;
    std::string actingParam_;            // the action's first unit parameter
    std::vector<std::string> owedUnits_; // see findOwedUnits()
    std::vector<Field> fields_;
    QFormLayout* layout_;
    QLabel* hint_ = nullptr; // under the rows, made with them
};

} // namespace adc::app
