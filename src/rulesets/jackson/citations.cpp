#include "citations.hpp"

namespace adc::jackson {

std::string pointerTo(std::initializer_list<std::string> keys) {
    std::string p;
    for (const std::string& key : keys) {
        p = childPointer(p, key);
    }
    return p;
}

} // namespace adc::jackson
