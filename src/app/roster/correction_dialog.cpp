#include "roster/correction_dialog.hpp"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace adc::app {

CorrectionDialog::CorrectionDialog(const CorrectionQuestion& question, QWidget* parent)
    : QDialog(parent), count_(question.count) {
    setObjectName(QStringLiteral("correctionDialog"));
    setWindowTitle(tr("Correction"));
    auto* text = new QLabel(QString::fromStdString(question.question), this);
    text->setWordWrap(true);
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("choices"));
    for (const auto& c : question.choices) {
        auto* item = new QListWidgetItem(QString::fromStdString(c.label), list_);
        item->setData(Qt::UserRole, QString::fromStdString(c.name));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    status_ = new QLabel(this);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(list_, 1);
    layout->addWidget(status_);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(list_, &QListWidget::itemChanged, this, &CorrectionDialog::updateOk);
    // A click on a row ticks it: the referee need not aim at the box.
    connect(list_, &QListWidget::itemActivated, this, [](QListWidgetItem* item) {
        item->setCheckState(item->checkState() == Qt::Checked ? Qt::Unchecked : Qt::Checked);
    });
    updateOk();
}

std::vector<std::string> CorrectionDialog::picked() const {
    std::vector<std::string> out;
    for (int i = 0; i < list_->count(); ++i) {
        if (list_->item(i)->checkState() == Qt::Checked) {
            out.push_back(list_->item(i)->data(Qt::UserRole).toString().toStdString());
        }
    }
    return out;
}

void CorrectionDialog::updateOk() {
    const auto n = static_cast<int>(picked().size());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(n == count_);
    status_->setText(tr("%1 of %2 picked").arg(n).arg(count_));
}

std::optional<std::vector<std::string>> CorrectionDialog::ask(QWidget* parent,
                                                              const CorrectionQuestion& question) {
    CorrectionDialog dialog(question, parent);
    if (dialog.exec() != QDialog::Accepted) {
        return std::nullopt;
    }
    return dialog.picked();
}

} // namespace adc::app
