// Reading one entry of a ruleset's "print" declaration: the ruleset value a pointer names, an
// entry's own words, a value or a key as a reader says it, and a block's title and note. The
// shapes drawn from them are sheet_layout.cpp.
#include "print/sheet_values.hpp"

#include "print/html.hpp"
#include "print/sheet_layout.hpp"

#include <QStringList>

namespace adc::print::layout {

[[noreturn]] void fail(const std::string& where, const std::string& what) {
    throw LayoutError(where + ": " + what);
}

const Ordered& at(const Ordered& data, const std::string& pointer, const std::string& where) {
    try {
        return data.at(Ordered::json_pointer(pointer));
    } catch (const std::exception&) {
        fail(where, "\"" + pointer + "\" names nothing in the ruleset");
    }
}

std::string text(const Ordered& entry, const char* key) {
    auto it = entry.find(key);
    return it != entry.end() && it->is_string() ? it->get<std::string>() : std::string();
}

QString number(double v, bool sign) {
    QString t = QString::number(v, 'g', 6);
    return sign && v > 0 ? QStringLiteral("+") + t : t;
}

// Any value as a reader's words: numbers plain, keys without underscores, lists joined.
QString valueWords(const Ordered& v, bool sign) {
    if (v.is_number()) {
        return number(v.get<double>(), sign);
    }
    if (v.is_string()) {
        return words(v.get<std::string>());
    }
    if (v.is_boolean()) {
        return v.get<bool>() ? QStringLiteral("yes") : QStringLiteral("no");
    }
    QStringList parts;
    if (v.is_array()) {
        for (const auto& item : v) {
            parts << valueWords(item, sign);
        }
        return parts.join(QStringLiteral(", "));
    }
    for (const auto& [k, item] : v.items()) {
        parts << words(k) + QStringLiteral(" ") + valueWords(item, sign);
    }
    return parts.join(QStringLiteral(", "));
}

// The label the ruleset gives a key: the entry's own "labels", then the label or name the
// source table holds for it ("/weapons/musket/label", a band's "label"), else the key in words.
QString labelOf(const std::string& key, const Ordered& entry, const Ordered* source) {
    if (auto l = entry.find("labels"); l != entry.end() && l->contains(key)) {
        return QString::fromStdString(l->at(key).get<std::string>());
    }
    auto fromItem = [](const Ordered& item) -> QString {
        for (const char* field : {"label", "name"}) {
            if (auto f = item.find(field); f != item.end() && f->is_string()) {
                return QString::fromStdString(f->get<std::string>());
            }
        }
        return {};
    };
    if (source && source->is_object() && source->contains(key)) {
        const Ordered& item = source->at(key);
        QString l = item.is_string() ? QString::fromStdString(item.get<std::string>())
                                     : (item.is_object() ? fromItem(item) : QString());
        if (!l.isEmpty()) {
            return l;
        }
    }
    if (source && source->is_array()) {
        for (const auto& item : *source) {
            if (item.is_object() && item.value("id", std::string()) == key) {
                if (QString l = fromItem(item); !l.isEmpty()) {
                    return l;
                }
            }
        }
    }
    QString w = words(key);
    if (!w.isEmpty()) {
        w[0] = w[0].toUpper();
    }
    return w;
}

const Ordered* source(const Ordered& entry, const char* key, const Ordered& data,
                      const std::string& where) {
    std::string p = text(entry, key);
    return p.empty() ? nullptr : &at(data, p, where + "/" + key);
}

QString titled(const Ordered& entry, const QString& body, const Ordered& data,
               const std::string& where) {
    QString h;
    if (std::string t = text(entry, "title"); !t.empty()) {
        h += QStringLiteral("<p class=\"title\">") + esc(fillTemplate(t, data, where + "/title")) +
             QStringLiteral("</p>");
    }
    h += body;
    if (std::string n = text(entry, "note"); !n.empty()) {
        h += QStringLiteral("<p class=\"small\">") + esc(fillTemplate(n, data, where + "/note")) +
             QStringLiteral("</p>");
    }
    return h;
}

bool listed(const Ordered& entry, const char* key, const std::string& name) {
    auto it = entry.find(key);
    if (it == entry.end()) {
        return false;
    }
    for (const auto& k : *it) {
        if (k == name) {
            return true;
        }
    }
    return false;
}

} // namespace adc::print::layout
