#include "editor/scenario_panel.hpp"

#include "house_rule_words.hpp"

#include "adc/typed_json.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>

namespace adc::editor {

namespace {

QString lines(const json& list) {
    QStringList out;
    if (list.is_array()) {
        for (const auto& item : list) {
            out << QString::fromStdString(item.is_string() ? item.get<std::string>() : item.dump());
        }
    }
    return out.join(QLatin1Char('\n'));
}

json listOf(const QPlainTextEdit* edit) {
    json out = json::array();
    for (const auto& line : edit->toPlainText().split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty()) {
            out.push_back(line.trimmed().toStdString());
        }
    }
    return out;
}

} // namespace

ScenarioPanel::ScenarioPanel(const Ruleset& ruleset, QWidget* parent) : QWidget(parent) {
    auto* form = new QFormLayout(this);
    name_ = new QLineEdit(this);
    date_ = new QLineEdit(this);
    turns_ = new QSpinBox(this);
    turns_->setRange(0, 1000);
    turns_->setSpecialValueText(tr("no limit"));
    description_ = new QPlainTextEdit(this);
    specialRules_ = new QPlainTextEdit(this);
    specialRules_->setPlaceholderText(tr("One special rule per line"));
    victory_ = new QPlainTextEdit(this);
    victory_->setPlaceholderText(tr("One victory condition per line"));
    notes_ = new QPlainTextEdit(this);
    notes_->setPlaceholderText(tr("Sources, and where numbers are scaled down for the table"));
    name_->setObjectName(QStringLiteral("scenarioName"));
    description_->setObjectName(QStringLiteral("description"));
    specialRules_->setObjectName(QStringLiteral("specialRules"));
    victory_->setObjectName(QStringLiteral("victory"));
    form->addRow(tr("&Name"), name_);
    form->addRow(tr("&Date"), date_);
    form->addRow(tr("&Turns"), turns_);
    form->addRow(tr("D&escription"), description_);
    form->addRow(tr("&Special rules"), specialRules_);
    form->addRow(tr("&Victory conditions"), victory_);
    form->addRow(tr("N&otes"), notes_);
    for (const auto& h : ruleset.houseRules()) {
        auto* box = new QComboBox(this);
        // Choices in the ruleset's words; the ids are what the scenario file stores.
        box->addItem(tr("Default: %1").arg(words::choiceWords(ruleset, h.defaultChoice)),
                     QString());
        for (const auto& c : h.choices) {
            box->addItem(words::choiceWords(ruleset, c), QString::fromStdString(c));
        }
        box->setObjectName(QStringLiteral("houseRule:%1").arg(QString::fromStdString(h.id)));
        box->setToolTip(words::houseRuleHelpWords(ruleset, h));
        form->addRow(
            QString::fromStdString(h.label + (h.ruling.empty() ? "" : " (" + h.ruling + ")")), box);
        options_[h.id] = box;
        connect(box, &QComboBox::currentIndexChanged, this, &ScenarioPanel::changed);
    }
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("scenarioProblems"));
    problem_->setWordWrap(true);
    problem_->setTextFormat(Qt::PlainText);
    problem_->setStyleSheet(QStringLiteral("color: #a00000"));
    form->addRow(problem_);
    for (auto* e : {name_, date_}) {
        connect(e, &QLineEdit::textEdited, this, &ScenarioPanel::checkLimits);
        connect(e, &QLineEdit::textEdited, this, &ScenarioPanel::changed);
    }
    for (auto* e : {description_, specialRules_, victory_, notes_}) {
        connect(e, &QPlainTextEdit::textChanged, this, &ScenarioPanel::checkLimits);
        connect(e, &QPlainTextEdit::textChanged, this, &ScenarioPanel::changed);
    }
    connect(turns_, &QSpinBox::valueChanged, this, &ScenarioPanel::changed);
}

void ScenarioPanel::load(const json& s) {
    name_->setText(QString::fromStdString(s.value("name", "")));
    date_->setText(QString::fromStdString(s.value("date", "")));
    turns_->setValue(s.value("turns", 0));
    description_->setPlainText(QString::fromStdString(s.value("description", "")));
    specialRules_->setPlainText(lines(s.value("special_rules", json::array())));
    victory_->setPlainText(lines(s.value("victory", json::array())));
    notes_->setPlainText(QString::fromStdString(s.value("notes", "")));
    json options = s.value("options", json::object());
    for (auto& [id, box] : options_) {
        int i = options.contains(id)
                    ? box->findData(QString::fromStdString(options[id].get<std::string>()))
                    : 0;
        box->setCurrentIndex(std::max(0, i));
    }
    checkLimits();
}

namespace {

// One field's refusal under the loaders' limits: "Name (/name) is 100001 bytes of text; ...".
QString limitRefusal(const QString& label, const std::string& pointer, const QString& text) {
    const std::string why = typedTextRefusal(text.toStdString());
    return why.empty()
               ? QString()
               : QStringLiteral("%1 (%2) %3")
                     .arg(label, QString::fromStdString(pointer), QString::fromStdString(why));
}

} // namespace

std::vector<std::pair<QWidget*, QString>> ScenarioPanel::refusals() const {
    std::vector<std::pair<QWidget*, QString>> out;
    auto field = [&](QWidget* w, const QString& label, const char* pointer, const QString& text) {
        out.emplace_back(w, limitRefusal(label, pointer, text));
    };
    field(name_, tr("Name"), "/name", name_->text().trimmed());
    field(date_, tr("Date"), "/date", date_->text().trimmed());
    field(description_, tr("Description"), "/description", description_->toPlainText().trimmed());
    field(notes_, tr("Notes"), "/notes", notes_->toPlainText().trimmed());
    // A list is checked line by line, each line at its pointer in the file.
    auto eachLine = [&](QPlainTextEdit* e, const QString& label, const char* key) {
        QStringList whys;
        int i = 0;
        for (const auto& line : e->toPlainText().split(QLatin1Char('\n'))) {
            if (line.trimmed().isEmpty()) {
                continue;
            }
            const QString why = limitRefusal(
                label, std::string("/") + key + "/" + std::to_string(i++), line.trimmed());
            if (!why.isEmpty()) {
                whys << why;
            }
        }
        out.emplace_back(e, whys.join(QLatin1Char('\n')));
    };
    eachLine(specialRules_, tr("Special rules"), "special_rules");
    eachLine(victory_, tr("Victory conditions"), "victory");
    return out;
}

QStringList ScenarioPanel::problems() const {
    QStringList out;
    for (const auto& [widget, why] : refusals()) {
        if (!why.isEmpty()) {
            out << why;
        }
    }
    return out;
}

void ScenarioPanel::checkLimits() {
    for (const auto& [widget, why] : refusals()) {
        widget->setToolTip(why);
        widget->setStyleSheet(why.isEmpty() ? QString()
                                            : QStringLiteral("background: rgb(255, 205, 205)"));
    }
    problem_->setText(problems().join(QLatin1Char('\n')));
}

void ScenarioPanel::store(json& s) const {
    s["name"] = name_->text().trimmed().toStdString();
    auto optional = [&](const char* key, const QString& text) {
        if (text.trimmed().isEmpty()) {
            s.erase(key);
        } else {
            s[key] = text.trimmed().toStdString();
        }
    };
    optional("date", date_->text());
    optional("description", description_->toPlainText());
    optional("notes", notes_->toPlainText());
    if (turns_->value() > 0) {
        s["turns"] = turns_->value();
    } else {
        s.erase("turns");
    }
    const std::pair<const char*, QPlainTextEdit*> lists[] = {{"special_rules", specialRules_},
                                                             {"victory", victory_}};
    for (const auto& [key, edit] : lists) {
        json list = listOf(edit);
        if (list.empty()) {
            s.erase(key);
        } else {
            s[key] = list;
        }
    }
    json options = json::object();
    for (const auto& [id, box] : options_) {
        QString v = box->currentData().toString();
        if (!v.isEmpty()) {
            options[id] = v.toStdString();
        }
    }
    if (options.empty()) {
        // An empty "options" the author wrote stays, so a save changes nothing not edited.
        if (s.contains("options")) {
            s["options"] = json::object();
        }
    } else {
        s["options"] = options;
    }
}

} // namespace adc::editor
