#include "sharing/share_dialog.hpp"

#include "document/game_document.hpp"
#include "local_addresses.hpp"
#include "sharing/share_qr.hpp"
#include "sharing/sharing.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace adc::app {

namespace {
const char* kPortSetting = "share/port";
const char* kAddressSetting = "share/address";
} // namespace

ShareDialog::ShareDialog(Sharing& session, QWidget* parent) : QDialog(parent), session_(session) {
    setObjectName(QStringLiteral("shareDialog"));
    setWindowTitle(tr("Share with players"));
    auto* intro = new QLabel(
        tr("Each side follows the game in a phone's or laptop's browser on this network, and "
           "sees only what its side may know. Show one side's code at a time, to that side's "
           "players only: the code is their secret link."),
        this);
    intro->setWordWrap(true);

    addresses_ = new QComboBox(this);
    addresses_->setObjectName(QStringLiteral("shareAddress"));
    QList<QHostAddress> local = share::localAddresses();
    if (local.isEmpty()) {
        local.append(QHostAddress(QHostAddress::LocalHost));
    }
    QSettings settings;
    const QString remembered = settings.value(QLatin1String(kAddressSetting)).toString();
    for (const auto& a : local) {
        addresses_->addItem(a.toString());
    }
    addresses_->setCurrentIndex(std::max(0, addresses_->findText(remembered)));
    port_ = new QSpinBox(this);
    port_->setRange(1024, 65535);
    port_->setValue(settings.value(QLatin1String(kPortSetting), 8765).toInt());
    toggle_ = new QPushButton(this);
    toggle_->setObjectName(QStringLiteral("shareToggle"));
    status_ = new QLabel(this);
    status_->setWordWrap(true);

    sides_ = new QComboBox(this);
    sides_->setObjectName(QStringLiteral("shareSide"));
    showCode_ = new QPushButton(this);
    showCode_->setObjectName(QStringLiteral("showCode"));
    hideCode_ = new QPushButton(tr("Hide the code"), this);
    newLinks_ = new QPushButton(tr("New links"), this);
    newLinks_->setObjectName(QStringLiteral("newLinks"));
    newLinks_->setToolTip(tr("Every side gets a new secret link; the old links stop working."));
    code_ = new QLabel(this);
    code_->setObjectName(QStringLiteral("shareCode"));
    code_->setAlignment(Qt::AlignCenter);
    code_->setMinimumSize(260, 260);
    link_ = new QLabel(this);
    link_->setObjectName(QStringLiteral("shareLink"));
    link_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    link_->setWordWrap(true);
    link_->setAlignment(Qt::AlignCenter);

    auto* form = new QFormLayout;
    form->addRow(tr("Address in the links:"), addresses_);
    form->addRow(tr("Port:"), port_);
    auto* codeRow = new QHBoxLayout;
    codeRow->addWidget(sides_, 1);
    codeRow->addWidget(showCode_);
    codeRow->addWidget(hideCode_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(newLinks_, QDialogButtonBox::ResetRole);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(toggle_);
    layout->addWidget(status_);
    layout->addLayout(codeRow);
    layout->addWidget(code_, 1);
    layout->addWidget(link_);
    layout->addWidget(buttons);

    connect(toggle_, &QPushButton::clicked, this, &ShareDialog::toggleSharing);
    connect(showCode_, &QPushButton::clicked, this, &ShareDialog::showCode);
    connect(hideCode_, &QPushButton::clicked, this, &ShareDialog::hideCode);
    connect(newLinks_, &QPushButton::clicked, this, &ShareDialog::newLinks);
    connect(sides_, &QComboBox::currentIndexChanged, this, [this] {
        hideCode(); // one side's code at a time: a new choice hides the last one
        refresh();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&session_, &Sharing::linksChanged, this, [this] {
        fillSides(); // a code shown stays only while its link is the one served
        hideCode();
        refresh();
    });
    fillSides();
    hideCode();
    refresh();
}

void ShareDialog::fillSides() {
    sides_->clear();
    for (const auto& link : session_.links()) {
        sides_->addItem(link.name, QString::fromStdString(link.side));
    }
}

void ShareDialog::toggleSharing() {
    note_.clear();
    if (session_.isOn()) {
        session_.stop();
        hideCode();
    } else {
        QSettings settings;
        settings.setValue(QLatin1String(kPortSetting), port_->value());
        settings.setValue(QLatin1String(kAddressSetting), addresses_->currentText());
        QString why =
            session_.start(addresses_->currentText(), static_cast<quint16>(port_->value()));
        note_ = why.isEmpty() ? QString() : tr("Could not share: %1").arg(why);
    }
    refresh();
}

QString ShareDialog::linkShown() const {
    return link_->text();
}

void ShareDialog::showCode() {
    const QString side = sides_->currentData().toString();
    for (const auto& link : session_.links()) {
        if (QString::fromStdString(link.side) == side) {
            code_->setPixmap(QPixmap::fromImage(qrCodeImage(link.url, 6)));
            link_->setText(link.url);
            return;
        }
    }
}

void ShareDialog::hideCode() {
    code_->clear();
    code_->setText(tr("(no code shown)"));
    link_->clear();
}

void ShareDialog::newLinks() {
    session_.renewLinks();
    hideCode();
    note_ = tr("New links made: the old links and their pages no longer work.");
    refresh();
}

void ShareDialog::refresh() {
    const bool on = session_.isOn();
    if (on) { // what is served, whichever way sharing was started
        port_->setValue(session_.port());
        if (addresses_->findText(session_.host()) < 0) {
            addresses_->addItem(session_.host());
        }
        addresses_->setCurrentIndex(addresses_->findText(session_.host()));
    }
    toggle_->setText(on ? tr("Stop sharing") : tr("Start sharing"));
    addresses_->setEnabled(!on);
    port_->setEnabled(!on);
    sides_->setEnabled(on);
    showCode_->setEnabled(on && sides_->count() > 0);
    hideCode_->setEnabled(on);
    newLinks_->setEnabled(on);
    const QString side = sides_->currentText();
    showCode_->setText(side.isEmpty() ? tr("Show the code") : tr("Show the code for %1").arg(side));
    QString state = on ? tr("Sharing on %1, port %2.").arg(session_.host()).arg(session_.port())
                       : tr("Not sharing: nothing is served.");
    status_->setText(note_.isEmpty() ? state : state + QLatin1Char(' ') + note_);
}

} // namespace adc::app
