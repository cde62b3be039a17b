#include "citations.hpp"

namespace adc::jackson {

std::string pointerTo(std::initializer_list<std::string> keys) {
    std::string p;
    for (const std::string& key : keys) {
        p = childPointer(p, key);
    }
    return p;
}

std::string phasePointer(const JacksonRuleset& rs, const std::string& phaseId) {
    for (std::size_t i = 0; i < rs.sequence().size(); ++i) {
        if (rs.sequence()[i].id == phaseId) {
            return childPointer("/sequence", i);
        }
    }
    return "/sequence";
}

} // namespace adc::jackson
