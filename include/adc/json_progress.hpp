#pragma once
// Parsing a big file while telling how far it has come: the desktop's opening box shows the
// share of a save parsed (a long game's file is megabytes). Its own header, so that the many
// files including adc/json_reader.hpp do not see it.
#include "adc/json_reader.hpp"

#include <cstddef>
#include <functional>

namespace adc {

// Called every megabyte parsed with the bytes parsed so far; it may run on another thread than
// the one that shows it.
using ParseProgress = std::function<void(std::size_t parsed)>;

// parseJson (adc/json_reader.hpp), telling progress how far it has come.
std::optional<json> parseJson(const std::string& text, Diagnostics& diagnostics,
                              const ParseProgress& progress);

} // namespace adc
