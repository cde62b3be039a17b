#include "adc/json_text.hpp"

namespace adc {

namespace {

constexpr int kStep = 2; // dump(2)

} // namespace

void appendPretty(std::string& out, const json& value, int indent) {
    // dump(2) of a nested value is its own dump with every line after the first indented the
    // same amount more (strings escape their newlines, so each '\n' is the layout's).
    const std::string text = value.dump(kStep);
    std::size_t from = 0;
    for (std::size_t nl = text.find('\n'); nl != std::string::npos; nl = text.find('\n', from)) {
        out.append(text, from, nl + 1 - from);
        out.append(static_cast<std::size_t>(indent), ' ');
        from = nl + 1;
    }
    out.append(text, from, std::string::npos);
}

void appendPrettyObject(std::string& out, const json& object, int indent,
                        const std::function<bool(const std::string& key, int indent)>& writeOwn) {
    if (object.empty()) {
        out += "{}";
        return;
    }
    const int inner = indent + kStep;
    out += '{';
    bool first = true;
    for (const auto& [key, value] : object.items()) {
        out += first ? "\n" : ",\n";
        first = false;
        out.append(static_cast<std::size_t>(inner), ' ');
        out += json(key).dump();
        out += ": ";
        if (!writeOwn(key, inner)) {
            appendPretty(out, value, inner);
        }
    }
    out += '\n';
    out.append(static_cast<std::size_t>(indent), ' ');
    out += '}';
}

void appendPrettyList(std::string& out, std::size_t count, int indent,
                      const std::function<void(std::size_t i, int indent)>& writeItem) {
    if (count == 0) {
        out += "[]";
        return;
    }
    const int inner = indent + kStep;
    out += '[';
    for (std::size_t i = 0; i < count; ++i) {
        out += i == 0 ? "\n" : ",\n";
        out.append(static_cast<std::size_t>(inner), ' ');
        writeItem(i, inner);
    }
    out += '\n';
    out.append(static_cast<std::size_t>(indent), ' ');
    out += ']';
}

} // namespace adc
