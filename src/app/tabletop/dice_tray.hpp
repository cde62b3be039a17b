#pragma once
// Free rolls by notation ("2d6", "3d10z", "1d6+1"), each logged with its purpose.
#include <QWidget>

class QLineEdit;
class QLabel;

namespace adc::app {

class DiceStrip;
class GameDocument;

class DiceTray : public QWidget {
    Q_OBJECT
public:
    DiceTray(GameDocument& document, QWidget* parent = nullptr);
    QLineEdit* notationEdit() const { return notation_; }
    QLineEdit* purposeEdit() const { return purpose_; }
    QLabel* resultLabel() const { return result_; }

public slots:
    void roll();

private:
    GameDocument& document_;
    QLineEdit* notation_;
    QLineEdit* purpose_;
    QLabel* result_;
    DiceStrip* dice_;
};

} // namespace adc::app
