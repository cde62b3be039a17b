// The tests of the victory condition selected: a row each, its drop-downs and spin boxes those
// of its kind (a side's losses, units lost, the referee's question), edited in place.
#include "editor/victory_panel.hpp"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>

namespace adc::editor {

namespace {

int testCol(VictoryPanel::TestColumn c) {
    return static_cast<int>(c);
}

// The three kinds of test readTimeline reads, keyed as in the file.
const ChoiceList& testKinds() {
    static const ChoiceList kinds = {
        {QStringLiteral("losses"), QObject::tr("A side's losses")},
        {QStringLiteral("units_lost"), QObject::tr("Units lost")},
        {QStringLiteral("question"), QObject::tr("The referee's question")}};
    return kinds;
}

QString kindOf(const json& test) {
    for (const auto& [value, words] : testKinds()) {
        if (test.is_object() && test.contains(value.toStdString())) {
            return value;
        }
    }
    return {};
}

QString pickValue(const json& pick) {
    if (!pick.is_object()) {
        return {};
    }
    if (pick.contains("side") && pick["side"].is_string()) {
        return QStringLiteral("side:") + QString::fromStdString(pick["side"].get<std::string>());
    }
    if (pick.contains("command") && pick["command"].is_string()) {
        return QStringLiteral("command:") +
               QString::fromStdString(pick["command"].get<std::string>());
    }
    QStringList ids;
    for (const auto& id : pick.value("units", json::array())) {
        ids << QString::fromStdString(id.is_string() ? id.get<std::string>() : id.dump());
    }
    return (ids.size() == 1 ? QStringLiteral("unit:") : QStringLiteral("units:")) +
           ids.join(QLatin1Char(','));
}

// The pick a drop-down value stands for; the kinds it narrows to stay as they were.
void setPick(json& pick, const QString& value) {
    const json kinds = pick.is_object() && pick.contains("kinds") ? pick["kinds"] : json();
    pick = json::object();
    const QString how = value.section(QLatin1Char(':'), 0, 0);
    const QString what = value.section(QLatin1Char(':'), 1);
    if (how == QLatin1String("side") || how == QLatin1String("command")) {
        pick[how.toStdString()] = what.toStdString();
    } else {
        pick["units"] = json::array();
        for (const QString& id : what.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            pick["units"].push_back(id.toStdString());
        }
    }
    if (!kinds.is_null()) {
        pick["kinds"] = kinds;
    }
}

} // namespace

ChoiceList VictoryPanel::pickChoices() const {
    ChoiceList out;
    for (const auto& [id, name] : sides_) {
        out.emplace_back(QStringLiteral("side:") + id, tr("Side: %1").arg(name));
    }
    for (const auto& [id, name] : commands_) {
        out.emplace_back(QStringLiteral("command:") + id, tr("Command: %1").arg(name));
    }
    for (const auto& [id, name] : units_) {
        out.emplace_back(QStringLiteral("unit:") + id, tr("Unit: %1").arg(name));
    }
    return out;
}

void VictoryPanel::editTest(int row, const std::function<void(json&)>& change) {
    editCondition(shown_, [&](json& c) {
        if (!c.contains("all") || !c["all"].is_array()) {
            c["all"] = json::array();
        }
        if (row >= 0 && row < static_cast<int>(c["all"].size())) {
            json& test = c["all"][static_cast<std::size_t>(row)];
            if (!test.is_object()) {
                test = json::object();
            }
            change(test);
        }
    });
}

void VictoryPanel::fillTests() {
    QSignalBlocker block(tests_);
    tests_->setRowCount(0);
    tests_->setEnabled(shown_ >= 0);
    if (shown_ < 0) {
        return;
    }
    const json& c = entries_[static_cast<std::size_t>(shown_)];
    const json all =
        c.is_object() && c.contains("all") && c["all"].is_array() ? c["all"] : json::array();
    for (std::size_t i = 0; i < all.size(); ++i) {
        addTestRow(static_cast<int>(i), all[i]);
    }
}

void VictoryPanel::addTestRow(int r, const json& test) {
    tests_->insertRow(r);
    tests_->setVerticalHeaderItem(r, new QTableWidgetItem(QString::number(r + 1)));
    const QString kind = kindOf(test);
    auto* kindBox = choiceBox(tests_, testKinds(), kind);
    // Another kind of test is another shape of entry: made anew, the rows then rebuilt (once
    // this drop-down's signal has returned).
    connect(kindBox, &QComboBox::currentIndexChanged, this, [this, r, kindBox] {
        const QString k = choiceOf(kindBox);
        const std::string side =
            sides_.empty() ? std::string() : sides_.front().first.toStdString();
        editTest(r, [&](json& t) {
            if (k == QLatin1String("losses")) {
                t = {{"losses", {{"side", side}, {"at_least", 0.5}}}};
            } else if (k == QLatin1String("units_lost")) {
                t = {{"units_lost", {{"units", {{"side", side}}}, {"at_least", 1}}}};
            } else {
                t = {{"question", ""}};
            }
        });
        QTimer::singleShot(0, this, [this] { fillTests(); });
    });
    tests_->setCellWidget(r, testCol(TestColumn::Test), kindBox);
    if (kind == QLatin1String("losses")) {
        const json l = test["losses"].is_object() ? test["losses"] : json::object();
        auto* side = choiceBox(tests_, sides_, QString::fromStdString(l.value("side", "")));
        connect(side, &QComboBox::currentIndexChanged, this, [this, r, side] {
            editTest(r, [&](json& t) { t["losses"]["side"] = choiceOf(side).toStdString(); });
        });
        tests_->setCellWidget(r, testCol(TestColumn::Side), side);
        auto* share = new QDoubleSpinBox(tests_);
        share->setRange(1, 100);
        share->setSuffix(QStringLiteral(" %"));
        auto a = l.find("at_least");
        share->setValue(a != l.end() && a->is_number() ? a->get<double>() * 100 : 50);
        connect(share, &QDoubleSpinBox::valueChanged, this, [this, r](double v) {
            editTest(r, [&](json& t) { t["losses"]["at_least"] = v / 100; });
        });
        tests_->setCellWidget(r, testCol(TestColumn::Share), share);
    } else if (kind == QLatin1String("units_lost")) {
        const json u = test["units_lost"].is_object() ? test["units_lost"] : json::object();
        ChoiceList picks = pickChoices();
        const QString current = pickValue(u.value("units", json()));
        if (current.startsWith(QStringLiteral("units:"))) {
            picks.insert(picks.begin(), {current, current.mid(6)});
        }
        auto* pick = choiceBox(tests_, picks, current);
        connect(pick, &QComboBox::currentIndexChanged, this, [this, r, pick] {
            editTest(r, [&](json& t) { setPick(t["units_lost"]["units"], choiceOf(pick)); });
        });
        tests_->setCellWidget(r, testCol(TestColumn::Units), pick);
        auto* atLeast = new QSpinBox(tests_);
        atLeast->setRange(1, 100000);
        auto a = u.find("at_least");
        atLeast->setValue(a != u.end() && a->is_number_integer() ? a->get<int>() : 1);
        connect(atLeast, &QSpinBox::valueChanged, this, [this, r](int v) {
            editTest(r, [&](json& t) { t["units_lost"]["at_least"] = v; });
        });
        tests_->setCellWidget(r, testCol(TestColumn::AtLeast), atLeast);
    }
    auto* question =
        new QTableWidgetItem(kind == QLatin1String("question") && test["question"].is_string()
                                 ? QString::fromStdString(test["question"].get<std::string>())
                                 : QString());
    if (kind != QLatin1String("question")) {
        question->setFlags(Qt::ItemIsEnabled); // not this kind's
    }
    tests_->setItem(r, testCol(TestColumn::Question), question);
}

void VictoryPanel::addTest() {
    if (shown_ < 0) {
        return;
    }
    editCondition(shown_, [](json& c) {
        if (!c.contains("all") || !c["all"].is_array()) {
            c["all"] = json::array();
        }
        c["all"].push_back({{"question", ""}});
    });
    fillTests();
}

void VictoryPanel::removeTest() {
    const int r = tests_->currentRow();
    if (shown_ < 0 || r < 0) {
        return;
    }
    editCondition(shown_, [r](json& c) {
        if (c.contains("all") && c["all"].is_array() && r < static_cast<int>(c["all"].size())) {
            c["all"].erase(c["all"].begin() + r);
        }
    });
    fillTests();
}

} // namespace adc::editor
