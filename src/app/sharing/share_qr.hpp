#pragma once
// A QR code drawn by us from libqrencode's modules: black squares on white with the quiet zone
// the standard asks for, so any phone's camera reads it off the referee's screen.
#include <QImage>
#include <QString>

namespace adc::app {

// The code for `text`, each module `scale` pixels; a null image when it cannot be encoded.
QImage qrCodeImage(const QString& text, int scale);

} // namespace adc::app
