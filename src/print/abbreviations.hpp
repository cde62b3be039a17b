#pragma once
// Short forms for a roster's narrow columns, in the words wargamers already write on their
// sheets ("Inf", "Sgt", "Avg"), and the legend that explains the ones a page used. The short
// forms are the ruleset's own (its JSON's "short_forms"); a word with none is printed in full,
// so nothing is shortened that a player must guess.
#include "adc/ruleset.hpp"

#include <QString>
#include <QStringList>

#include <string>
#include <utility>
#include <vector>

namespace adc::print {

class Abbreviations {
public:
    explicit Abbreviations(const Ruleset& ruleset) : ruleset_(ruleset) {}
    // "infantry" -> "Inf", "rifled_musket" -> "RM"; "pistol" -> "pistol" (no short form).
    QString operator()(const std::string& word);
    // "Inf = infantry, Sgt = sergeant": every short form given so far, in order of first use;
    // empty when none was.
    QString legend() const;

private:
    const Ruleset& ruleset_;
    std::vector<std::pair<QString, QString>> used_;
};

} // namespace adc::print
