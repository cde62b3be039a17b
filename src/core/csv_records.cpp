// CSV text as RFC 4180 writes it, the way spreadsheets save a list: records split with the line
// each starts on, a field quoted where it must be. What the columns mean for a roster is
// roster_csv.cpp.
#include "adc/roster_csv.hpp"

#include <string>

namespace adc {

namespace {

std::string fieldPlace(int line, std::size_t column) {
    return "line " + std::to_string(line) + ", column " + std::to_string(column + 1);
}

} // namespace

std::vector<CsvRecord> parseCsv(const std::string& text, Diagnostics& d) {
    std::vector<CsvRecord> records;
    std::size_t i = 0;
    if (text.rfind("\xEF\xBB\xBF", 0) == 0) {
        i = 3; // spreadsheets put a byte-order mark in front of UTF-8
    }
    int line = 1;
    while (i < text.size()) {
        CsvRecord rec;
        rec.line = line;
        std::string field;
        bool inQuotes = false, quoted = false, endOfRecord = false, bad = false;
        while (i < text.size() && !endOfRecord) {
            char c = text[i];
            if (inQuotes) {
                if (c == '"') {
                    if (i + 1 < text.size() && text[i + 1] == '"') {
                        field += '"';
                        i += 2;
                        continue;
                    }
                    inQuotes = false;
                    ++i;
                    continue;
                }
                if (c == '\n') {
                    ++line;
                }
                field += c;
                ++i;
                continue;
            }
            if (c == '"') {
                if (quoted || !field.empty()) {
                    d.error(fieldPlace(line, rec.fields.size()),
                            "a quote inside a field must be doubled and the field quoted");
                    bad = true;
                    field += c;
                } else {
                    quoted = inQuotes = true;
                }
                ++i;
            } else if (c == ',') {
                rec.fields.push_back(field);
                field.clear();
                quoted = false;
                ++i;
            } else if (c == '\r' || c == '\n') {
                i += (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ? 2 : 1;
                ++line;
                endOfRecord = true;
            } else {
                if (quoted) {
                    d.error(fieldPlace(line, rec.fields.size()),
                            "text after the closing quote of a field");
                    bad = true;
                    quoted = false;
                }
                field += c;
                ++i;
            }
        }
        if (inQuotes) {
            d.error(fieldPlace(rec.line, rec.fields.size()),
                    "a quoted field is never closed (missing \")");
            return records;
        }
        rec.fields.push_back(field);
        bool blank = rec.fields.size() == 1 && rec.fields[0].empty() && !quoted;
        if (!blank && !bad) {
            records.push_back(std::move(rec));
        }
    }
    return records;
}

std::string csvField(const std::string& v) {
    bool needs = v.find_first_of(",\"\r\n") != std::string::npos ||
                 (!v.empty() && (v.front() == ' ' || v.back() == ' '));
    if (!needs) {
        return v;
    }
    std::string out = "\"";
    for (char c : v) {
        out += c;
        if (c == '"') {
            out += '"';
        }
    }
    return out + "\"";
}

} // namespace adc
