// adc(1) keeps in step with the program: every subcommand in the CLI's registry has its own
// section in resources/man/adc.1 naming each of its options, and the manual documents no
// subcommand the program does not have. Adding a subcommand or an option without documenting
// it fails here.
#include "command.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

namespace {

// Each `.SS "adc NAME ..."` section of the manual: NAME -> the section's text, with roff's
// escaped hyphens (\-) read as plain ones.
std::map<std::string, std::string> manualSections() {
    std::ifstream in(ADC_MAN_PAGE);
    std::map<std::string, std::string> sections;
    std::string line;
    std::string* current = nullptr;
    while (std::getline(in, line)) {
        for (std::size_t at; (at = line.find("\\-")) != std::string::npos;) {
            line.replace(at, 2, "-");
        }
        if (line.rfind(".SH", 0) == 0) {
            current = nullptr;
        } else if (line.rfind(".SS \"adc ", 0) == 0) {
            std::istringstream words(line.substr(9));
            std::string name;
            words >> name;
            if (!name.empty() && name.back() == '"') {
                name.pop_back();
            }
            current = &sections[name];
        }
        if (current) {
            *current += line + "\n";
        }
    }
    return sections;
}

TEST(ManPage, IsThere) {
    std::ifstream in(ADC_MAN_PAGE);
    ASSERT_TRUE(in.good()) << ADC_MAN_PAGE;
    EXPECT_FALSE(manualSections().empty());
}

TEST(ManPage, DocumentsEverySubcommand) {
    const auto sections = manualSections();
    for (const auto& command : adc::cli::allCommands()) {
        EXPECT_EQ(sections.count(command->name()), 1u)
            << "adc " << command->name() << " has no .SS \"adc " << command->name()
            << "\" section in resources/man/adc.1";
    }
}

TEST(ManPage, DocumentsNoSubcommandTheProgramLacks) {
    std::set<std::string> known;
    for (const auto& command : adc::cli::allCommands()) {
        known.insert(command->name());
    }
    for (const auto& [name, _] : manualSections()) {
        EXPECT_EQ(known.count(name), 1u)
            << "resources/man/adc.1 documents adc " << name << ", which adc does not have";
    }
}

TEST(ManPage, DocumentsEveryOptionUnderItsSubcommand) {
    const auto sections = manualSections();
    for (const auto& command : adc::cli::allCommands()) {
        auto section = sections.find(command->name());
        if (section == sections.end()) {
            continue; // reported by DocumentsEverySubcommand
        }
        for (const auto& option : command->options()) {
            // ".B --json" or ".BI --pdf " or the section's synopsis line: the option as a word.
            const std::string& text = section->second;
            bool found = false;
            for (std::size_t at = text.find(option.name); at != std::string::npos && !found;
                 at = text.find(option.name, at + 1)) {
                const std::size_t end = at + option.name.size();
                const bool wordEnds = end == text.size() || text[end] == ' ' || text[end] == '\n' ||
                                      text[end] == ']' || text[end] == '"';
                const bool wordStarts = at == 0 || text[at - 1] == ' ' || text[at - 1] == '[';
                found = wordStarts && wordEnds;
            }
            EXPECT_TRUE(found) << "adc " << command->name() << " " << option.name
                               << " is not documented in its section of resources/man/adc.1";
        }
    }
}

} // namespace
