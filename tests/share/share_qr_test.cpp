// The side views' QR code (the sharing module's share_qr, linked in whole here).
#include "sharing/share_qr.hpp"

#include <gtest/gtest.h>

#include <QColor>
#include <QImage>

namespace adc::test {
namespace {

TEST(ShareQr, ACodeWithItsQuietZone) {
    QImage code = app::qrCodeImage(QStringLiteral("http://192.168.1.20:8765/side/usa?key=0123"), 4);
    ASSERT_FALSE(code.isNull());
    EXPECT_EQ(code.width(), code.height());
    EXPECT_EQ(code.width() % 4, 0);
    EXPECT_EQ(code.pixel(0, 0), QColor(Qt::white).rgb()) << "the quiet zone";
    EXPECT_EQ(code.pixel(4 * 4, 4 * 4), QColor(Qt::black).rgb()) << "a finder pattern's corner";
}

} // namespace
} // namespace adc::test
