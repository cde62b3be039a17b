// Every scenario shipped in scenarios/ opens in the real window with a roster per side, and its
// ruleset's actions appear in the resolve panel.
#include "adc/builtin_rulesets.hpp"
#include "document/game_document.hpp"
#include "resolve/resolve_panel.hpp"
#include "roster/roster_model.hpp"
#include "roster/roster_panel.hpp"
#include "window/main_window.hpp"

#include <gtest/gtest.h>

#include <QComboBox>
#include <QDir>

namespace adc::test {
namespace {

TEST(ShippedScenarios, OpenInTheMainWindow) {
    QString data = QStringLiteral(ADC_TEST_DATA_DIR);
    QDir dir(data + "/scenarios");
    const auto files = dir.entryList({"*.json"}, QDir::Files, QDir::Name);
    if (files.isEmpty()) {
        GTEST_SKIP() << "no scenarios shipped yet";
    }
    for (const auto& f : files) {
        adc::app::MainWindow window(builtinRulesets(), data);
        window.document().setRecoveryPath({});
        ASSERT_TRUE(window.openFile(dir.filePath(f)))
            << window.lastErrors().join("\n").toStdString();
        const auto& state = window.document().state();
        ASSERT_EQ(window.rosters().size(), state.sides.size()) << f.toStdString();
        std::size_t rows = 0;
        for (auto* r : window.rosters()) {
            rows += static_cast<std::size_t>(r->model()->rowCount());
        }
        EXPECT_EQ(rows, state.units.size()) << f.toStdString();
        auto expected = window.document().ruleset().actions().size();
        if (expected > 0) {
            // Every action once; a separator puts the phase's actions above the rest.
            auto* box = window.resolvePanel()->actionBox();
            std::size_t offered = 0;
            for (int i = 0; i < box->count(); ++i) {
                offered += box->itemData(i).toString().isEmpty() ? 0 : 1;
            }
            EXPECT_EQ(offered, expected);
        }
    }
}

} // namespace
} // namespace adc::test
