#include "adc/diagnostics.hpp"

namespace adc {

std::string Diagnostic::text() const {
    std::string out;
    if (!file.empty()) {
        out += file + ": ";
    }
    if (!pointer.empty()) {
        out += pointer + ": ";
    }
    return out + message;
}

void Diagnostics::error(std::string pointer, std::string message) {
    items_.push_back({file_, std::move(pointer), std::move(message)});
}

std::string Diagnostics::text() const {
    std::string out;
    for (const auto& d : items_) {
        if (!out.empty()) {
            out += '\n';
        }
        out += d.text();
    }
    return out;
}

void Diagnostics::append(const Diagnostics& other) {
    items_.insert(items_.end(), other.items_.begin(), other.items_.end());
}

} // namespace adc
