#pragma once
// Physical dice and cards: the referee rolls real dice and types the faces. The dialog asks for
// each die in the order the resolution needs them, naming its purpose; a D10 offers 0-9.
#include "adc/deck.hpp"
#include "adc/dice.hpp"

#include <QDialog>

#include <optional>
#include <string_view>

class QComboBox;

namespace adc::app {

class PhysicalDieDialog : public QDialog {
    Q_OBJECT
public:
    PhysicalDieDialog(const Die& die, std::string_view purpose, int number, QWidget* parent);
    int face() const { return face_; }

    // Asks for one face; throws DiceExhausted when the referee cancels.
    static int ask(QWidget* parent, const Die& die, std::string_view purpose, int number);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void choose(int face);
    Die die_;
    int face_ = 0;
};

// A physical card by rank and suit.
class CardPickerDialog : public QDialog {
    Q_OBJECT
public:
    explicit CardPickerDialog(QWidget* parent);
    Card card() const;
    static std::optional<Card> ask(QWidget* parent);

private:
    QComboBox* rank_;
    QComboBox* suit_;
};

} // namespace adc::app
