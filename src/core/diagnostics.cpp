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

namespace {

// Cut at kMaxShown bytes, not inside a UTF-8 character, saying how many there were.
void shorten(std::string& text) {
    if (text.size() <= kMaxShown) {
        return;
    }
    const std::size_t all = text.size();
    std::size_t cut = kMaxShown;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) {
        --cut;
    }
    text.resize(cut);
    text += "… (" + std::to_string(all) + " bytes in all)";
}

} // namespace

void Diagnostics::error(std::string pointer, std::string message) {
    shorten(pointer);
    shorten(message);
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
