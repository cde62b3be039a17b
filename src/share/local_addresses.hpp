#pragma once
// The machine's addresses on the local network, for the side views' links: the players'
// phones reach the program there. Loopback is left out (a phone cannot reach it).
#include <QHostAddress>
#include <QList>

namespace adc::share {

// The IPv4 addresses of the interfaces that are up, loopback and link-local left out, in the
// order the system lists them.
QList<QHostAddress> localAddresses();
// The first of them, or 127.0.0.1 when there is none.
QHostAddress firstLocalAddress();

} // namespace adc::share
