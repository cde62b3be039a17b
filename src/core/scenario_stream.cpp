#include "scenario_stream.hpp"

#include "adc/json_reader.hpp"

#include <string>

namespace adc::detail {

namespace {

// Builds the document as nlohmann's own DOM parser does (its SAX interface), and reads each
// unit at /sides/N/units/M the moment it closes. Its own handler rather than a parse callback:
// the callback parser looks through the whole list for a discarded value at every close,
// which is quadratic in the units of a side.
class UnitStream {
public:
    UnitStream(const RulesetRegistry& registry, const std::string& dataDir, ParsedScenario& parsed)
        : registry_(registry), dataDir_(dataDir), parsed_(parsed) {}

    bool null() { return put(nullptr); }
    bool boolean(bool v) { return put(v); }
    bool number_integer(json::number_integer_t v) { return put(v); }
    bool number_unsigned(json::number_unsigned_t v) { return put(v); }
    bool number_float(json::number_float_t v, const std::string&) { return put(v); }
    bool binary(json::binary_t& v) { return put(std::move(v)); }

    bool string(std::string& v) {
        if (open_.size() == 1 && open_[0].key == "ruleset") {
            rulesetId_ = v;
        }
        return put(std::move(v));
    }

    bool start_object(std::size_t) { return open(json::value_t::object); }
    bool start_array(std::size_t) { return open(json::value_t::array); }

    bool key(std::string& k) {
        Level& level = open_.back();
        level.key = k;
        member_ = &level.value->get_ref<json::object_t&>()[k];
        // A key given twice replaces the first value, in the document and here.
        if (parsed_.units && open_.size() == 1 && k == "sides") {
            parsed_.units->clear();
        } else if (parsed_.units && open_.size() == 3 && open_[0].key == "sides" && k == "units" &&
                   sideIndex() < parsed_.units->size()) {
            // Only a side's "units": a timeline entry's filter has a "units" key at that depth
            // too ("turn_rules": [{"units": {...}}]), after the sides in a file written sorted.
            (*parsed_.units)[sideIndex()].clear();
        }
        return true;
    }

    bool end_object() {
        if (inUnitsList()) {
            readUnit(*open_.back().value);
        }
        open_.pop_back();
        return true;
    }

    bool end_array() {
        open_.pop_back();
        return true;
    }

    template <class Error> bool parse_error(std::size_t, const std::string&, const Error& e) {
        throw e; // the same error, with the same words, as json::parse gives
    }

private:
    struct Level {
        json* value = nullptr;
        std::size_t elements = 0; // in an array: how many have started
        std::string key;          // in an object: the key being read
    };

    // Places a new value in the open container (or as the document) and returns it.
    template <class V> json* place(V&& v) {
        if (open_.empty()) {
            parsed_.document = json(std::forward<V>(v));
            return &parsed_.document;
        }
        Level& parent = open_.back();
        if (parent.value->is_array()) {
            ++parent.elements;
            auto& list = parent.value->get_ref<json::array_t&>();
            list.emplace_back(std::forward<V>(v));
            return &list.back();
        }
        *member_ = json(std::forward<V>(v));
        return member_;
    }

    template <class V> bool put(V&& v) {
        place(std::forward<V>(v));
        return true;
    }

    bool open(json::value_t type) {
        json* v = place(type);
        open_.push_back(Level{v, 0, {}});
        return true;
    }

    std::size_t sideIndex() const { return open_[1].elements - 1; }

    // The object closing is a unit when the path to it is /sides/N/units/M.
    bool inUnitsList() const {
        return open_.size() == 5 && open_[0].value->is_object() && open_[0].key == "sides" &&
               open_[1].value->is_array() && open_[2].value->is_object() &&
               open_[2].key == "units" && open_[3].value->is_array();
    }

    void readUnit(json& value) {
        if (!rulesetReady()) {
            return; // left in the document, read with the rest
        }
        auto& sides = *parsed_.units;
        const std::size_t side = sideIndex();
        if (sides.size() <= side) {
            sides.resize(side + 1);
        }
        const json unit = std::move(value);
        value = nullptr;
        StreamedUnit out;
        out.index = open_[3].elements - 1;
        const std::string pointer =
            "/sides/" + std::to_string(side) + "/units/" + std::to_string(out.index);
        JsonReader reader(unit, out.errors, pointer);
        // Its texts leave the document here, so they are checked here (checkText).
        if (checkText(unit, out.errors, pointer)) {
            out.unit = unitFromJson(reader, "", *parsed_.ruleset, "");
        }
        sides[side].push_back(std::move(out));
    }

    // Decided at the first unit, once for the file: every unit is read on the fly or none is.
    bool rulesetReady() {
        if (!decided_) {
            decided_ = true;
            try {
                if (rulesetId_ && registry_.knows(*rulesetId_)) {
                    parsed_.ruleset = registry_.loadById(*rulesetId_, dataDir_);
                    parsed_.units.emplace();
                }
            } catch (const std::exception&) {
                // A ruleset that does not load is reported when the document is read.
            }
        }
        return parsed_.units.has_value();
    }

    const RulesetRegistry& registry_;
    const std::string& dataDir_;
    ParsedScenario& parsed_;
    std::vector<Level> open_; // the containers open, outermost first
    json* member_ = nullptr;  // where the value after the last key goes
    std::optional<std::string> rulesetId_;
    bool decided_ = false;
};

} // namespace

std::optional<ParsedScenario> parseScenarioText(const std::string& text,
                                                const RulesetRegistry& registry,
                                                const std::string& dataDir, Diagnostics& d) {
    ParsedScenario parsed;
    if (auto deep = tooDeep(text, kMaxScenarioDepth)) {
        d.error(*deep, depthWords(kMaxScenarioDepth));
        return std::nullopt;
    }
    UnitStream stream(registry, dataDir, parsed);
    try {
        json::sax_parse(text, &stream);
    } catch (const json::exception& e) {
        d.error("", "not valid JSON: " + jsonErrorWords(e));
        return std::nullopt;
    }
    return parsed;
}

} // namespace adc::detail
