// The aide-de-camp-sharing module's entry point: the one symbol the program looks up in it.
#include "sharing/share_dialog.hpp"
#include "sharing/share_session.hpp"
#include "sharing/sharing.hpp"

#include <QtGlobal>

namespace adc::app {
namespace {

class SharingCode : public SharingModule {
public:
    Sharing* makeSession(GameDocument& document, ResolvePanel* resolve, QObject* parent) override {
        return new ShareSession(document, resolve, parent);
    }
    QDialog* makeDialog(Sharing& session, QWidget* parent) override {
        return new ShareDialog(session, parent);
    }
};

} // namespace
} // namespace adc::app

extern "C" Q_DECL_EXPORT adc::app::SharingModule* adc_sharing_module() {
    static adc::app::SharingCode code;
    return &code;
}
