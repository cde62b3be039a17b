#pragma once
// Game → Share with players…: turns the side views on and off, picks the address in the links
// when the machine has several, shows one side's QR code at a time ("Show the code for the
// Union") on the referee's own screen only, never on the player display, and makes new links.
#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace adc::app {

class Sharing;

class ShareDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShareDialog(Sharing& session, QWidget* parent = nullptr);

    // For tests and screenshots (which find them by object name when the module is loaded).
    QPushButton* toggleButton() const { return toggle_; }
    QPushButton* showCodeButton() const { return showCode_; }
    QComboBox* sideBox() const { return sides_; }
    QComboBox* addressBox() const { return addresses_; }
    QLabel* codeLabel() const { return code_; }
    QString linkShown() const;

private:
    void toggleSharing();
    void showCode();
    void hideCode();
    void newLinks();
    void refresh();
    void fillSides();

    Sharing& session_;
    QComboBox* addresses_;
    QSpinBox* port_;
    QPushButton* toggle_;
    QLabel* status_;
    QComboBox* sides_;
    QPushButton* showCode_;
    QPushButton* hideCode_;
    QPushButton* newLinks_;
    QLabel* code_;
    QLabel* link_;
    QString note_; // the last thing done that the status should say
};

} // namespace adc::app
