#pragma once
// The sides' secret links for the side views. The secrets live in a file of the referee's own
// beside the settings (shareKeysFile, readable by the referee alone), never in the game file, keyed
// by the file the game belongs to (which a crash recovery keeps), so a side's link stays valid
// across a restart or a recovery; "New links" replaces them, and the old ones then answer 403.
#include "router.hpp"

#include <QString>

namespace adc::app {

class GameDocument;

// The settings key of the game on screen: a digest of the file it belongs to, else of its
// scenario's name.
QString shareGameKey(const GameDocument& document);

// The file the secrets are kept in: share-links.ini beside the settings, mode 0600.
QString shareKeysFile();

// Each side's secret, made on first use and kept in shareKeysFile().
share::SideKeys loadShareKeys(const GameDocument& document);
// New secrets for every side, kept in place of the old ones.
share::SideKeys renewShareKeys(const GameDocument& document);

} // namespace adc::app
