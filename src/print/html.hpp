#pragma once
// Small pieces of HTML shared by the roster and the quick-reference sheet. The markup stays in
// the subset QTextDocument lays out (tables, borders, page-break-before), so what a browser
// shows from --html and what the PDF shows are the same document.
#include <QString>

#include <nlohmann/json.hpp>

#include <string>

namespace adc::print {

QString esc(const std::string& text);
QString esc(const QString& text);
// "trigger_fraction" -> "Trigger fraction"
QString humanise(const std::string& key);
// A scalar as table text: numbers without trailing zeros, true/false as yes/no.
QString scalarText(const nlohmann::json& value);
enum class Orientation { Portrait, Landscape };
// Wraps body in a full document with the shared style sheet (black on white, 7-10 pt); a
// landscape document says so in an @page rule, read by browsers and by pdfFromHtml.
QString htmlDocument(const QString& title, const QString& body,
                     Orientation orientation = Orientation::Portrait);

} // namespace adc::print
