#include "print/abbreviations.hpp"

#include "print/html.hpp"

#include <algorithm>
#include <array>

namespace adc::print {

namespace {

struct ShortForm {
    const char* word;
    const char* abbreviation;
};

// Troop types, grades, figure roles and weapons of the shipped rulesets. Words of five
// letters or fewer (line, elite, green, crack, foot) read well in full and are left alone.
constexpr std::array kShortForms{
    ShortForm{"infantry", "Inf"},
    ShortForm{"light_infantry", "Lt Inf"},
    ShortForm{"cavalry", "Cav"},
    ShortForm{"artillery", "Art"},
    ShortForm{"horse_artillery", "Horse Art"},
    ShortForm{"sharpshooter", "SS"},
    ShortForm{"skirmisher", "Skirm"},
    ShortForm{"engineer", "Eng"},
    ShortForm{"commander", "Cmdr"},
    ShortForm{"individual", "Indiv"},
    ShortForm{"mounted", "Mtd"},
    ShortForm{"mounted_indians", "Mtd Ind"},
    ShortForm{"indian_warband", "Warband"},
    ShortForm{"average", "Avg"},
    ShortForm{"veteran", "Vet"},
    ShortForm{"trained", "Trnd"},
    ShortForm{"poorly_trained", "Poor"},
    ShortForm{"regular", "Reg"},
    ShortForm{"recruit", "Rec"},
    ShortForm{"officer", "Off"},
    ShortForm{"sergeant", "Sgt"},
    ShortForm{"corporal", "Cpl"},
    ShortForm{"lieutenant", "Lt"},
    ShortForm{"captain", "Capt"},
    ShortForm{"colonel", "Col"},
    ShortForm{"command_figure", "Cmd fig"},
    ShortForm{"rifled_musket", "RM"},
    ShortForm{"smoothbore_musket", "SBM"},
    ShortForm{"rifled_carbine", "RC"},
    ShortForm{"rifled_artillery", "RA"},
    ShortForm{"smoothbore_artillery", "SBA"},
    ShortForm{"field_fortification", "field fort."},
    ShortForm{"permanent_fortification", "perm. fort."},
    ShortForm{"road_column", "road col."},
};

} // namespace

QString Abbreviations::operator()(const std::string& word) {
    auto it = std::find_if(kShortForms.begin(), kShortForms.end(),
                           [&](const ShortForm& f) { return word == f.word; });
    if (it == kShortForms.end()) {
        QString full = QString::fromStdString(word);
        full.replace(QLatin1Char('_'), QLatin1Char(' '));
        return full;
    }
    QString shortForm = QString::fromLatin1(it->abbreviation);
    QString full = QString::fromStdString(word);
    full.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (shortForm != full && std::none_of(used_.begin(), used_.end(),
                                          [&](const auto& u) { return u.first == shortForm; })) {
        used_.emplace_back(shortForm, full);
    }
    return shortForm;
}

QString Abbreviations::legend() const {
    QStringList parts;
    for (const auto& [shortForm, full] : used_) {
        parts << shortForm + QStringLiteral(" = ") + full;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace adc::print
