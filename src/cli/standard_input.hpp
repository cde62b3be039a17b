#pragma once
// Standard input read straight from its descriptor, so that a read error is an error: through
// std::cin an I/O error looks like the end of the input, and a half-read request was then
// reported as broken JSON.
#include <array>
#include <istream>
#include <streambuf>

namespace adc::cli {

class DescriptorInput : public std::streambuf {
public:
    explicit DescriptorInput(int fd) : fd_(fd) {}
    // The errno of the read that failed, 0 when none did.
    int error() const { return error_; }

protected:
    int_type underflow() override;

private:
    int fd_;
    int error_ = 0;
    std::array<char, 1 << 16> buffer_{};
};

// Everything left in `in`. Throws std::runtime_error naming what (e.g. "standard input") and
// the reason when a read fails, instead of returning what came before the failure.
std::string readAll(std::istream& in, const std::string& what);

} // namespace adc::cli
