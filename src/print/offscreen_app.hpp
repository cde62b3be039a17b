#pragma once
// Laying out text needs a QGuiApplication. The `adc` command has none, so printing makes one
// for as long as it runs, on the offscreen platform when no display was asked for.
#include <QGuiApplication>

#include <memory>

namespace adc::print {

class GuiForPrinting {
public:
    GuiForPrinting();
    ~GuiForPrinting();
    GuiForPrinting(const GuiForPrinting&) = delete;
    GuiForPrinting& operator=(const GuiForPrinting&) = delete;

private:
    int argc_ = 1;
    char name_[4] = {'a', 'd', 'c', '\0'};
    char* argv_[2] = {name_, nullptr};
    std::unique_ptr<QGuiApplication> app_; // only when there was no application yet
};

} // namespace adc::print
