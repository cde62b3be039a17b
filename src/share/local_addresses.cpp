#include "local_addresses.hpp"

#include <QNetworkInterface>

namespace adc::share {

QList<QHostAddress> localAddresses() {
    QList<QHostAddress> out;
    for (const QNetworkInterface& nic : QNetworkInterface::allInterfaces()) {
        const auto flags = nic.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) ||
            !flags.testFlag(QNetworkInterface::IsRunning) ||
            flags.testFlag(QNetworkInterface::IsLoopBack)) {
            continue;
        }
        for (const QNetworkAddressEntry& entry : nic.addressEntries()) {
            const QHostAddress a = entry.ip();
            if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback() &&
                !a.isLinkLocal() && !out.contains(a)) {
                out.append(a);
            }
        }
    }
    return out;
}

QHostAddress firstLocalAddress() {
    const QList<QHostAddress> all = localAddresses();
    return all.isEmpty() ? QHostAddress(QHostAddress::LocalHost) : all.first();
}

} // namespace adc::share
