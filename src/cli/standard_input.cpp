#include "standard_input.hpp"

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>
#include <unistd.h>

namespace adc::cli {

DescriptorInput::int_type DescriptorInput::underflow() {
    for (;;) {
        ssize_t n = ::read(fd_, buffer_.data(), buffer_.size());
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            error_ = errno;
            // Thrown out of the stream buffer, it sets the stream's badbit: a failure, not an end.
            throw std::runtime_error(std::strerror(error_));
        }
        if (n == 0) {
            return traits_type::eof();
        }
        setg(buffer_.data(), buffer_.data(), buffer_.data() + n);
        return traits_type::to_int_type(buffer_[0]);
    }
}

std::string readAll(std::istream& in, const std::string& what) {
    std::string text;
    char chunk[1 << 16];
    while (in.read(chunk, sizeof chunk), in.gcount() > 0) {
        text.append(chunk, static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) {
        const auto* source = dynamic_cast<const DescriptorInput*>(in.rdbuf());
        throw std::runtime_error("cannot read " + what + ": " +
                                 (source && source->error() != 0
                                      ? std::string(std::strerror(source->error()))
                                      : std::string("a read error")));
    }
    return text;
}

} // namespace adc::cli
