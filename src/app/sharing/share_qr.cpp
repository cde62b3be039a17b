#include "sharing/share_qr.hpp"

#include <qrencode.h>

#include <QPainter>

#include <memory>

namespace adc::app {

QImage qrCodeImage(const QString& text, int scale) {
    const QByteArray utf8 = text.toUtf8();
    std::unique_ptr<QRcode, void (*)(QRcode*)> code(
        QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), QRcode_free);
    if (!code || scale < 1) {
        return {};
    }
    const int quiet = 4; // modules of white all round
    const int side = (code->width + 2 * quiet) * scale;
    QImage image(side, side, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (int y = 0; y < code->width; ++y) {
        for (int x = 0; x < code->width; ++x) {
            if (code->data[y * code->width + x] & 1) { // bit 0: a dark module
                painter.fillRect((x + quiet) * scale, (y + quiet) * scale, scale, scale, Qt::black);
            }
        }
    }
    return image;
}

} // namespace adc::app
