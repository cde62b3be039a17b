#include "figures.hpp"

#include "adc/diagnostics.hpp"
#include "adc/dice_total.hpp"

#include <algorithm>
#include <array>
#include <string_view>

namespace adc::roe {

namespace {

bool contains(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

std::string list(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v) {
        out += (out.empty() ? "" : ", ") + s;
    }
    return out;
}

} // namespace

const std::vector<std::string>& figureRoles() {
    static const std::vector<std::string> roles = {
        "private", "officer", "sergeant", "corporal", "colours", "sharpshooter", "gunner"};
    return roles;
}

const std::vector<std::string>& figureStatuses() {
    static const std::vector<std::string> statuses = {figure_status::Fighting, figure_status::Hit,
                                                      figure_status::Wounded, figure_status::Killed,
                                                      figure_status::Runaway};
    return statuses;
}

namespace {

// The fields a figure may have, in the order readFigure keeps them.
constexpr std::array<std::string_view, 8> kFigureFields = {"name",   "grade", "modifier", "weapon",
                                                           "loaded", "aimed", "role",     "status"};
using FigureFields = std::array<const json*, kFigureFields.size()>;

// Where a figure is, for its errors: "<unit> figure <n> (<name>)", refused at `field`. The
// words are only put together when there is an error (figures are read on every branch of
// the odds walk).
struct FigureAt {
    const Unit& unit;
    std::size_t index;
    const std::string& field;

    [[noreturn]] void fail(const Figure& g, const std::string& what) const {
        std::string where = unit.id + " figure " + std::to_string(index + 1);
        if (!g.name.empty()) {
            where += " (" + g.name + ")";
        }
        throw RuleError(field, where + ": " + what);
    }
};

// One pass over the figure's fields, each kept by its place in kFigureFields: looking each one
// up by name was most of the time of an odds walk that reads three units per branch.
FigureFields figureFields(const json& f, const FigureAt& at, const Figure& g) {
    if (!f.is_object()) {
        at.fail(g, "must be an object");
    }
    FigureFields field{};
    for (auto k = f.begin(); k != f.end(); ++k) {
        auto known = std::find(kFigureFields.begin(), kFigureFields.end(), k.key());
        if (known == kFigureFields.end()) {
            at.fail(g, "\"" + k.key() + "\" is not a figure field");
        }
        field[static_cast<std::size_t>(known - kFigureFields.begin())] = &k.value();
    }
    return field;
}

// The man's weapon (his own, else his unit's), and whether it is loaded and aimed.
void readWeapon(const Tables& t, const json& weapon, const json* loaded, const json* aimed,
                const FigureAt& at, Figure& g) {
    auto entry =
        weapon.is_string() ? t.weapons.find(weapon.get_ref<const std::string&>()) : t.weapons.end();
    if (entry == t.weapons.end()) {
        std::vector<std::string> names;
        for (const auto& [k, _] : t.weapons) {
            names.push_back(k);
        }
        at.fail(g, "weapon must be one of " + list(names));
    }
    g.weapon = entry->first;
    if (loaded && !loaded->is_boolean()) {
        at.fail(g, "loaded must be true or false");
    }
    if (aimed && !aimed->is_boolean()) {
        at.fail(g, "aimed must be true or false");
    }
    g.loaded = loaded ? loaded->get<bool>() : entry->second.fires;
    g.aimed = aimed ? aimed->get<bool>() : false;
}

// A field that names one of `words`, or `absent` when the figure leaves it out.
std::string oneOf(const json* value, const std::vector<std::string>& words, const char* absent,
                  const char* what, const FigureAt& at, const Figure& g) {
    if (!value) {
        return absent;
    }
    if (!value->is_string() || !contains(words, value->get_ref<const std::string&>())) {
        at.fail(g, std::string(what) + " must be one of " + list(words));
    }
    return value->get_ref<const std::string&>();
}

Figure readFigure(const Tables& t, const Unit& unit, const json& unitWeapon, const json& f,
                  const FigureAt& at) {
    Figure g;
    const auto [name, grade, modifier, weapon, loaded, aimed, role, status] =
        figureFields(f, at, g);
    if (!name || !name->is_string() || name->get_ref<const std::string&>().empty()) {
        at.fail(g, "needs a name");
    }
    g.name = name->get_ref<const std::string&>();
    g.grade = !grade               ? unit.quality
              : grade->is_string() ? grade->get_ref<const std::string&>()
                                   : std::string();
    if (!contains(t.gradeOrder, g.grade)) {
        at.fail(g, "grade must be one of " + list(t.gradeOrder));
    }
    if (modifier) {
        if (!modifier->is_number_integer() || modifier->get<int>() < -6 ||
            modifier->get<int>() > 6) {
            at.fail(g, "modifier must be a whole number from -6 to 6");
        }
        g.modifier = modifier->get<int>();
    }
    readWeapon(t, weapon ? *weapon : unitWeapon, loaded, aimed, at, g);
    g.role = oneOf(role, figureRoles(), "private", "role", at, g);
    g.status = oneOf(status, figureStatuses(), figure_status::Fighting, "status", at, g);
    return g;
}

} // namespace

std::vector<Figure> readFigures(const Unit& unit, const Tables& t, const std::string& field) {
    auto it = unit.attrs.find("figures");
    if (it == unit.attrs.end() || !it->is_array()) {
        throw RuleError(field, unit.id + " has no list of figures");
    }
    const json unitWeapon = unit.attrs.value("weapon", json("musket"));
    std::vector<Figure> out;
    out.reserve(it->size());
    for (std::size_t i = 0; i < it->size(); ++i) {
        out.push_back(readFigure(t, unit, unitWeapon, (*it)[i], FigureAt{unit, i, field}));
    }
    return out;
}

nlohmann::json figuresToJson(const std::vector<Figure>& figures) {
    json out = json::array();
    for (const auto& f : figures) {
        json j = {{"name", f.name},     {"grade", f.grade}, {"weapon", f.weapon},
                  {"loaded", f.loaded}, {"aimed", f.aimed}, {"role", f.role},
                  {"status", f.status}};
        if (f.modifier != 0) {
            j["modifier"] = f.modifier;
        }
        out.push_back(j);
    }
    return out;
}

void writeFigures(Outcome& o, const std::string& unitId, const std::vector<Figure>& figures,
                  Dice& dice) {
    if (!walkingOdds(dice)) {
        o.effects.push_back(Effect::attr(unitId, "figures", figuresToJson(figures)));
    }
}

int fightingCount(const std::vector<Figure>& figures) {
    return static_cast<int>(std::count_if(figures.begin(), figures.end(),
                                          [](const Figure& f) { return f.fighting(); }));
}

bool isLeaderRole(const Tables& t, const std::string& role) {
    return contains(t.leaderRoles, role);
}

std::vector<std::size_t> fightingLeaders(const std::vector<Figure>& figures, const Tables& t) {
    std::vector<std::size_t> out;
    for (const auto& role : t.leaderRoles) {
        for (std::size_t i = 0; i < figures.size(); ++i) {
            if (figures[i].fighting() && figures[i].role == role) {
                out.push_back(i);
            }
        }
    }
    return out;
}

std::size_t findFigure(const std::vector<Figure>& figures, const std::string& name) {
    for (std::size_t i = 0; i < figures.size(); ++i) {
        if (figures[i].name == name) {
            return i;
        }
    }
    return std::string::npos;
}

std::vector<std::size_t> fightingMen(const std::vector<Figure>& figures,
                                     const std::vector<std::string>& names,
                                     const std::string& unitName, const std::string& field) {
    std::vector<std::size_t> men;
    for (const auto& n : names) {
        const std::size_t i = findFigure(figures, n);
        if (i == std::string::npos) {
            throw RuleError(field, unitName + " has no man named \"" + n + "\"");
        }
        if (!figures[i].fighting()) {
            throw RuleError(field, n + " is " + figures[i].status + ", not fighting");
        }
        if (std::find(men.begin(), men.end(), i) != men.end()) {
            throw RuleError(field, n + " is named twice");
        }
        men.push_back(i);
    }
    return men;
}

std::vector<std::string> splitNames(const std::string& text) {
    std::vector<std::string> out;
    std::string cur;
    auto flush = [&] {
        auto b = cur.find_first_not_of(" \t");
        auto e = cur.find_last_not_of(" \t");
        if (b != std::string::npos) {
            out.push_back(cur.substr(b, e - b + 1));
        }
        cur.clear();
    };
    for (char c : text) {
        if (c == ',' || c == ';') {
            flush();
        } else {
            cur += c;
        }
    }
    flush();
    return out;
}

} // namespace adc::roe
