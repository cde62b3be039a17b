#include "live_socket.hpp"

#include <QTimer>

namespace adc::share {

namespace {
// How long a closing page has to answer the close before the connection is ended anyway, and
// how long a connection that reads nothing has to take what is still to go to it.
constexpr int kCloseAnswerMs = 1000;
} // namespace

LiveSocket::LiveSocket(QTcpSocket* socket, QUrl requestUrl, qint64 frameBytes)
    : QObject(socket), socket_(socket), url_(std::move(requestUrl)),
      reader_(static_cast<std::uint64_t>(frameBytes)) {
    connect(socket, &QTcpSocket::readyRead, this, &LiveSocket::readFrames);
    connect(socket, &QTcpSocket::disconnected, this, [this] {
        state_ = State::Closed;
        emit disconnected();
    });
    if (socket->bytesAvailable() > 0) { // frames sent on the heels of the handshake
        QMetaObject::invokeMethod(this, &LiveSocket::readFrames, Qt::QueuedConnection);
    }
}

void LiveSocket::sendText(const QByteArray& utf8) {
    if (state_ == State::Open && socket_) {
        socket_->write(serverFrame(Opcode::Text, utf8));
    }
}

void LiveSocket::close(std::uint16_t code, const QByteArray& reason) {
    if (state_ != State::Open || !socket_) {
        return;
    }
    socket_->write(closeFrame(code, reason));
    state_ = State::Closing;
    // The page's answering close ends it at once (readFrames); a page that never answers is
    // ended all the same.
    QTimer::singleShot(kCloseAnswerMs, this, &LiveSocket::end);
}

void LiveSocket::abort() {
    if (socket_) {
        socket_->abort();
    }
}

qint64 LiveSocket::bytesToWrite() const {
    return socket_ ? socket_->bytesToWrite() : 0;
}

void LiveSocket::readFrames() {
    if (!socket_) {
        return;
    }
    reader_.feed(socket_->readAll());
    while (std::optional<ClientFrame> frame = reader_.next()) {
        switch (frame->kind) {
        case ClientFrame::Kind::Ping:
            if (state_ == State::Open) {
                socket_->write(serverFrame(Opcode::Pong, frame->payload));
            }
            break;
        case ClientFrame::Kind::Close:
            if (state_ == State::Open) { // the page closes: its code back, as RFC 6455 5.5.1 says
                socket_->write(frame->code == 1005 ? serverFrame(Opcode::Close, {})
                                                   : closeFrame(frame->code, {}));
            }
            end();
            return;
        case ClientFrame::Kind::Fault:
            close(frame->code, frame->payload);
            break;
        default:
            break; // a page's text, binary or pong: nothing is asked of a side view
        }
    }
}

void LiveSocket::end() {
    if (!socket_ || socket_->state() == QAbstractSocket::UnconnectedState) {
        return;
    }
    state_ = State::Closing;
    socket_->disconnectFromHost(); // what is written goes first
    if (socket_ && socket_->state() != QAbstractSocket::UnconnectedState) {
        QTimer::singleShot(kCloseAnswerMs, socket_, &QTcpSocket::abort);
    }
}

} // namespace adc::share
