#include "sharing/sharing.hpp"

#include "plugins/plugin_loader.hpp"

namespace adc::app {

Sharing::~Sharing() = default;

// Looked up each time (a module already loaded is only counted again), so a test pointing
// ADC_MODULE_DIR elsewhere sees what a user without the module would.
SharingModule* sharingModule(QString* why) {
    auto entry = reinterpret_cast<SharingEntry>(
        moduleEntry(QStringLiteral(ADC_SHARING_MODULE), kSharingEntry, why));
    return entry ? entry() : nullptr;
}

} // namespace adc::app
