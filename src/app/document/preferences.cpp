#include "document/preferences.hpp"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QSettings>
#include <QSpinBox>

namespace adc::app {

namespace {
constexpr int maxRecent = 8;
}

Preferences Preferences::load() {
    QSettings s;
    Preferences p;
    p.autoApply = s.value(QStringLiteral("play/autoApply"), p.autoApply).toBool();
    p.playerFontSize = s.value(QStringLiteral("display/playerFontSize"), p.playerFontSize).toInt();
    p.playerDisplayOnStart =
        s.value(QStringLiteral("display/playerOnStart"), p.playerDisplayOnStart).toBool();
    return p;
}

void Preferences::save() const {
    QSettings s;
    s.setValue(QStringLiteral("play/autoApply"), autoApply);
    s.setValue(QStringLiteral("display/playerFontSize"), playerFontSize);
    s.setValue(QStringLiteral("display/playerOnStart"), playerDisplayOnStart);
}

QStringList recentFiles() {
    QStringList out;
    for (const auto& f : QSettings().value(QStringLiteral("files/recent")).toStringList()) {
        if (QFileInfo::exists(f)) {
            out << f;
        }
    }
    return out;
}

void addRecentFile(const QString& path) {
    QString abs = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    QSettings s;
    // Reopening the last game changes nothing: no write (and no wait for the disk) at start-up.
    if (!files.isEmpty() && files.first() == abs &&
        s.value(QStringLiteral("files/last")).toString() == abs) {
        return;
    }
    files.removeAll(abs);
    files.prepend(abs);
    while (files.size() > maxRecent) {
        files.removeLast();
    }
    s.setValue(QStringLiteral("files/recent"), files);
    s.setValue(QStringLiteral("files/last"), abs);
}

QString lastGame() {
    QString f = QSettings().value(QStringLiteral("files/last")).toString();
    return QFileInfo::exists(f) ? f : QString();
}

namespace {
QString hiddenColumnsKey(const QString& rulesetId) {
    return QStringLiteral("rosters/%1/hiddenColumns").arg(rulesetId);
}
} // namespace

QStringList hiddenRosterColumns(const QString& rulesetId) {
    if (rulesetId.isEmpty()) {
        return {};
    }
    return QSettings().value(hiddenColumnsKey(rulesetId)).toStringList();
}

void setHiddenRosterColumns(const QString& rulesetId, const QStringList& columns) {
    if (rulesetId.isEmpty()) {
        return;
    }
    QSettings s;
    if (columns.isEmpty()) {
        s.remove(hiddenColumnsKey(rulesetId));
    } else {
        s.setValue(hiddenColumnsKey(rulesetId), columns);
    }
}

PreferencesDialog::PreferencesDialog(const Preferences& current, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Preferences"));
    autoApply_ = new QCheckBox(tr("&Apply outcomes as soon as they are rolled"), this);
    autoApply_->setChecked(current.autoApply);
    fontSize_ = new QSpinBox(this);
    fontSize_->setRange(10, 96);
    fontSize_->setSuffix(tr(" pt"));
    fontSize_->setValue(current.playerFontSize);
    playerOnStart_ = new QCheckBox(tr("&Open the player display on start"), this);
    playerOnStart_->setChecked(current.playerDisplayOnStart);
    auto* form = new QFormLayout(this);
    form->addRow(autoApply_);
    form->addRow(tr("Player display &font size:"), fontSize_);
    form->addRow(playerOnStart_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

Preferences PreferencesDialog::preferences() const {
    Preferences p;
    p.autoApply = autoApply_->isChecked();
    p.playerFontSize = fontSize_->value();
    p.playerDisplayOnStart = playerOnStart_->isChecked();
    return p;
}

} // namespace adc::app
