// The desktop on a disk that is full at the autosave, for real: ctest runs this test alone
// under the fault shim (app_autosave_on_a_full_disk in CMakeLists.txt), which fails the first
// write in ADC_FAULT_DIR with ENOSPC. Without the shim there is no fault to meet: skipped.
#include "gui_fixture.hpp"

#include "adc/saved_game.hpp"

#include <QLabel>
#include <QMessageBox>

#include <cstdlib>
#include <filesystem>

namespace adc::test {
namespace {

class DiskFull : public GuiTest {};

TEST_F(DiskFull, TheAutosaveSaysSoAndTheNextOneSucceeds) {
    const char* dir = std::getenv("ADC_FAULT_DIR");
    const char* fault = std::getenv("ADC_FAULT");
    if (!dir || !fault || std::string(fault) != "write:1:ENOSPC") {
        GTEST_SKIP() << "runs under the fault shim only (ctest -R app_autosave_on_a_full_disk)";
    }
    QString recovery = QDir(QString::fromUtf8(dir)).filePath(QStringLiteral("recovery.adc.json"));
    QFile::remove(recovery);
    doc().setRecoveryPath(recovery);

    doc().freeRoll(QStringLiteral("1d6"), QStringLiteral("on a full disk"));
    auto* warning = window->findChild<QLabel*>(QStringLiteral("saveWarning"));
    ASSERT_NE(warning, nullptr);
    EXPECT_FALSE(warning->isHidden());
    EXPECT_TRUE(warning->text().contains(recovery + ": write failed: No space left on device"))
        << warning->text().toStdString();
    auto boxes = window->findChildren<QMessageBox*>(QStringLiteral("autosaveFailed"));
    ASSERT_EQ(boxes.size(), 1);
    EXPECT_TRUE(boxes.first()->text().contains("No space left on device"));
    EXPECT_TRUE(doc().isModified());
    EXPECT_FALSE(QFile::exists(recovery));
    for (const auto& e : std::filesystem::directory_iterator(dir)) {
        ADD_FAILURE() << "left behind: " << e.path();
    }

    // The disk has room again (the shim fails only the first write).
    doc().freeRoll(QStringLiteral("1d6"), QStringLiteral("with room again"));
    EXPECT_TRUE(warning->isHidden());
    Recovery r =
        loadRecoveryFile(recovery.toStdString(), doc().registry(), doc().dataDir().toStdString());
    EXPECT_EQ(r.game.events().size(), 2u);
    boxes.first()->close();
}

} // namespace
} // namespace adc::test
