// The form's values: read as a request's params, and set from one (a repeated request, a step
// the game needs next, a test). A distance the referee has not given is no number at all.
#include "resolve/param_form.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>

#include <algorithm>

namespace adc::app {

namespace {

// Below any distance: the box shows it empty.
constexpr double unsetDistance = -1;

} // namespace

QWidget* ParamForm::makeDistanceWidget(const ParamSpec& p) {
    auto* spin = new QDoubleSpinBox(this);
    spin->setDecimals(1);
    spin->setSuffix(QStringLiteral(" \""));
    if (p.defaultValue.is_number()) {
        spin->setRange(0, 10000);
        spin->setValue(p.defaultValue.get<double>());
    } else {
        // No silent number: a range the referee has not given is empty (not 0", point blank),
        // and Roll says it is missing. The arrow up from empty gives 0.
        spin->setRange(unsetDistance, 10000);
        spin->setSpecialValueText(QStringLiteral(" "));
        spin->setValue(unsetDistance);
    }
    connect(spin, &QDoubleSpinBox::valueChanged, this, &ParamForm::changed);
    return spin;
}

bool ParamForm::distanceUnset(const QDoubleSpinBox* spin) {
    return spin->minimum() < 0 && spin->value() < 0;
}

bool ParamForm::setValue(const std::string& name, const json& value) {
    try {
        return setValueOrThrow(name, value);
    } catch (const json::exception&) {
        return false; // a value of the wrong type for this field
    }
}

bool ParamForm::setValues(const json& params) {
    bool all = true;
    for (bool units : {true, false}) {
        for (auto it = params.begin(); it != params.end(); ++it) {
            const ParamSpec* p = spec_ ? spec_->param(it.key()) : nullptr;
            const bool unit = p && (p->type == ParamType::Unit || p->type == ParamType::Units);
            if (unit == units) {
                all = setValue(it.key(), it.value()) && all;
            }
        }
    }
    return all;
}

bool ParamForm::setValueOrThrow(const std::string& name, const json& value) {
    QWidget* w = field(name);
    if (!w) {
        return false;
    }
    const ParamSpec* spec = spec_ ? spec_->param(name) : nullptr;
    if (spec && spec->names == ParamNames::Men) {
        refreshMen(false); // the unit named first, if the request named it
        pickMen(w, QString::fromStdString(value.get<std::string>()));
        emit changed();
        return true;
    }
    if (auto* box = qobject_cast<QComboBox*>(w)) {
        int i = box->findData(QString::fromStdString(value.get<std::string>()));
        box->setCurrentIndex(i);
        return i >= 0;
    }
    if (auto* check = qobject_cast<QCheckBox*>(w)) {
        check->setChecked(value.get<bool>());
    } else if (auto* spin = qobject_cast<QSpinBox*>(w)) {
        spin->setValue(value.get<int>());
    } else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(w)) {
        dspin->setValue(value.is_null() ? dspin->minimum() : value.get<double>());
    } else if (auto* edit = qobject_cast<QLineEdit*>(w)) {
        edit->setText(QString::fromStdString(value.get<std::string>()));
    } else if (auto* list = qobject_cast<QListWidget*>(w)) {
        for (int i = 0; i < list->count(); ++i) {
            std::string id = list->item(i)->data(Qt::UserRole).toString().toStdString();
            bool on = std::find(value.begin(), value.end(), json(id)) != value.end();
            list->item(i)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        }
    }
    return true;
}

json ParamForm::params() const {
    json out = json::object();
    for (const auto& f : fields_) {
        QWidget* w = field(f.spec.name);
        if (f.spec.names == ParamNames::Men) {
            const QString names = pickedMen(w);
            if (!names.isEmpty() || f.spec.required) {
                out[f.spec.name] = names.toStdString();
            }
        } else if (auto* box = qobject_cast<QComboBox*>(w)) {
            QString v = box->currentData().toString();
            if (!v.isEmpty()) {
                out[f.spec.name] = v.toStdString();
            }
        } else if (auto* check = qobject_cast<QCheckBox*>(w)) {
            out[f.spec.name] = check->isChecked();
        } else if (auto* spin = qobject_cast<QSpinBox*>(w)) {
            out[f.spec.name] = spin->value();
        } else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(w)) {
            if (!distanceUnset(dspin)) {
                out[f.spec.name] = dspin->value();
            }
        } else if (auto* edit = qobject_cast<QLineEdit*>(w)) {
            if (!edit->text().trimmed().isEmpty() || f.spec.required) {
                out[f.spec.name] = edit->text().trimmed().toStdString();
            }
        } else if (auto* list = qobject_cast<QListWidget*>(w)) {
            json ids = json::array();
            for (int i = 0; i < list->count(); ++i) {
                if (list->item(i)->checkState() == Qt::Checked) {
                    ids.push_back(list->item(i)->data(Qt::UserRole).toString().toStdString());
                }
            }
            out[f.spec.name] = ids;
        }
    }
    return out;
}

bool ParamForm::focusFirstMissing() {
    const json given = params();
    for (const auto& f : fields_) {
        if (f.spec.required && !given.contains(f.spec.name)) {
            QWidget* w = field(f.spec.name);
            w->setFocus(Qt::OtherFocusReason);
            if (auto* spin = qobject_cast<QAbstractSpinBox*>(w)) {
                spin->selectAll();
            }
            return true;
        }
    }
    return false;
}

void ParamForm::focusAfter(const std::string& name) {
    for (std::size_t i = 0; i + 1 < fields_.size(); ++i) {
        if (fields_[i].spec.name == name) {
            QWidget* w = field(fields_[i + 1].spec.name);
            w->setFocus(Qt::TabFocusReason);
            if (auto* spin = qobject_cast<QAbstractSpinBox*>(w)) {
                spin->selectAll(); // typing replaces the default
            }
            return;
        }
    }
}

} // namespace adc::app
