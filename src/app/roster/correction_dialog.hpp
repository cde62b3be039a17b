#pragma once
// Asks the referee what a correction needs to know before it can be made (ROE: which men are
// out when a unit's strength is lowered): the ruleset's question and its choices as a checklist,
// OK once exactly the number asked for are ticked.
#include "adc/ruleset.hpp"

#include <QDialog>

#include <optional>
#include <string>
#include <vector>

class QDialogButtonBox;
class QLabel;
class QListWidget;

namespace adc::app {

class CorrectionDialog : public QDialog {
    Q_OBJECT
public:
    CorrectionDialog(const CorrectionQuestion& question, QWidget* parent = nullptr);

    // The names ticked, in the order the ruleset listed them.
    std::vector<std::string> picked() const;
    QListWidget* choices() const { return list_; }
    QDialogButtonBox* buttons() const { return buttons_; }

    // Shows the dialog; the names picked, or nothing when the referee cancels.
    static std::optional<std::vector<std::string>> ask(QWidget* parent,
                                                       const CorrectionQuestion& question);

private:
    void updateOk();

    int count_ = 0;
    QLabel* status_;
    QListWidget* list_;
    QDialogButtonBox* buttons_;
};

} // namespace adc::app
