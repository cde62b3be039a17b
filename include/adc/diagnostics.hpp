#pragma once
// Every loader collects all the errors it finds, each with its place, instead of stopping at the
// first: an organizer fixing a scenario wants the whole list in one go.
#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace adc {

struct Diagnostic {
    std::string file;    // as the user named it; may be empty for in-memory data
    std::string pointer; // JSON pointer, "" for the whole document
    std::string message;

    // "scenarios/x.json: /sides/0/units/3/figures: must be a whole number ≥ 0"
    std::string text() const;
};

// How much of a pointer or a message an error shows.
inline constexpr std::size_t kMaxShown = 400;

class Diagnostics {
public:
    explicit Diagnostics(std::string file = {}) : file_(std::move(file)) {}

    // A message (or pointer) longer than kMaxShown is cut there, saying how long it was: a
    // 50 MB bad value is named, not echoed.
    void error(std::string pointer, std::string message);
    bool ok() const { return items_.empty(); }
    const std::vector<Diagnostic>& items() const { return items_; }
    const std::string& file() const { return file_; }
    // All errors, one per line.
    std::string text() const;
    void append(const Diagnostics& other);

private:
    std::string file_;
    std::vector<Diagnostic> items_;
};

// Thrown by loaders when anything was wrong; nothing half-loaded escapes.
class LoadError : public std::runtime_error {
public:
    explicit LoadError(Diagnostics d) : std::runtime_error(d.text()), diagnostics_(std::move(d)) {}
    const Diagnostics& diagnostics() const { return diagnostics_; }

private:
    Diagnostics diagnostics_;
};

// A request that cannot be resolved as given (unknown unit, out of range, weapon not loaded...).
// The message names the parameter so the GUI can mark the field and the CLI can exit 2.
class RuleError : public std::runtime_error {
public:
    RuleError(std::string field, const std::string& message)
        : std::runtime_error(field.empty() ? message : field + ": " + message),
          field_(std::move(field)), message_(message) {}
    const std::string& field() const { return field_; }
    // The reason alone, without the field: for a message that places the field itself.
    const std::string& message() const { return message_; }

private:
    std::string field_;
    std::string message_;
};

} // namespace adc
