#pragma once
// Preferences and recent files, kept in QSettings.
#include <QDialog>
#include <QStringList>

class QCheckBox;
class QSpinBox;

namespace adc::app {

struct Preferences {
    bool autoApply = false;  // apply an outcome as soon as it is rolled
    int playerFontSize = 28; // points, on the player display
    bool playerDisplayOnStart = false;

    static Preferences load();
    void save() const;
};

// Most recent first, at most eight, only files that still exist.
QStringList recentFiles();
void addRecentFile(const QString& path);
// The file of the last game played, or "".
QString lastGame();
// The roster columns the referee hid in a ruleset's games, by RosterModel::columnKey.
QStringList hiddenRosterColumns(const QString& rulesetId);
void setHiddenRosterColumns(const QString& rulesetId, const QStringList& columns);

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    PreferencesDialog(const Preferences& current, QWidget* parent = nullptr);
    Preferences preferences() const;

private:
    QCheckBox* autoApply_;
    QSpinBox* fontSize_;
    QCheckBox* playerOnStart_;
};

} // namespace adc::app
