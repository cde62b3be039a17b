#pragma once
// One page's live socket after its opening handshake (live_frames.hpp): the server's messages
// go out as unmasked text frames; the page's frames are read, pings answered, a close answered
// and the connection ended; anything RFC 6455 says to fail on (an unmasked frame, a frame past
// the limit, ...) closes it with the RFC's code. Pages send nothing but control frames: a text
// or binary message that is well formed is read and ignored.
#include "live_frames.hpp"

#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QUrl>

namespace adc::share {

class LiveSocket : public QObject {
    Q_OBJECT
public:
    // Takes `socket` with the handshake's head read off it and the 101 written; a child of
    // it, so gone with it. Frames past `frameBytes` close it with 1009.
    LiveSocket(QTcpSocket* socket, QUrl requestUrl, qint64 frameBytes);

    const QUrl& requestUrl() const { return url_; }
    void sendText(const QByteArray& utf8);
    // Sends a close and ends the connection once the page answers it (or within a second).
    void close(std::uint16_t code, const QByteArray& reason);
    void abort();
    qint64 bytesToWrite() const;
    bool isOpen() const { return state_ == State::Open; }

signals:
    void disconnected();

private:
    enum class State { Open, Closing, Closed };
    void readFrames();
    void end();

    QPointer<QTcpSocket> socket_;
    QUrl url_;
    FrameReader reader_;
    State state_ = State::Open;
};

} // namespace adc::share
