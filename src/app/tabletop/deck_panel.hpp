#pragma once
// The activation deck (rulesets that use one): the last card drawn and what it meant, cards
// left, the discards, and which units have acted this turn (from the ruleset's flags).
#include <QWidget>

#include <string>

class QLabel;
class QPushButton;

namespace adc::app {

class CardView;
class GameDocument;
class ReadingList;

class DeckPanel : public QWidget {
    Q_OBJECT
public:
    DeckPanel(GameDocument& document, QWidget* parent = nullptr);

    // The ruleset's action that draws a card, or "" when it has none.
    std::string drawAction() const;
    CardView* cardView() const { return card_; }
    QLabel* meaningLabel() const { return meaning_; }
    QLabel* leftLabel() const { return left_; }
    ReadingList* discardList() const { return discards_; }
    ReadingList* actedList() const { return acted_; }
    QPushButton* drawButton() const { return draw_; }

signals:
    // Ask the resolve panel to resolve the draw action.
    void drawRequested(const QString& actionId);

private:
    void refresh();

    GameDocument& document_;
    CardView* card_;
    QLabel* meaning_;
    QLabel* left_;
    ReadingList* discards_;
    ReadingList* acted_;
    QPushButton* draw_;
};

} // namespace adc::app
