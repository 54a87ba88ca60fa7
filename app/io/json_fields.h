#pragma once
// Reading the JSON that presets, lessons and the lab's settings are written in (README
// "Presets", "Lessons"): each value checked as it is taken, and anything wrong thrown as one
// line, "SOURCE: what is wrong", naming where it is. One set of helpers for every format, so
// their messages read alike.
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <utility>

namespace passband {

class JsonReader {
public:
    // `source`: what the messages begin with (a file's name, "step 2's filter").
    explicit JsonReader(QString source) : source_(std::move(source)) {}
    const QString& source() const { return source_; }

    // Throws Error("SOURCE: what").
    [[noreturn]] void fail(const QString& what) const;
    // The document `json` as an object; `kind` names what it should be ("preset", "lesson").
    QJsonObject document(const QByteArray& json, const QString& kind) const;
    // Refuses any key of `object` not in `keys`: "AT unknown key 'K' WHERE (known: ...)".
    void onlyKeys(const QJsonObject& object, const QStringList& keys, const QString& at = {},
                  const QString& where = {}) const;

    // Each takes `value` as its kind or fails with "WHAT must be ..." (`what` says which value,
    // quoted as the file has it: "'highpass'", "step 2: the pattern's width").
    double number(const QJsonValue& value, const QString& what) const;
    int whole(const QJsonValue& value, const QString& what, int low, int high) const;
    QString text(const QJsonValue& value, const QString& what) const;
    bool boolean(const QJsonValue& value, const QString& what) const;
    // An object or a list, else fails with `shape` whole ("'noise' is an object {...}").
    QJsonObject object(const QJsonValue& value, const QString& shape) const;
    QJsonArray array(const QJsonValue& value, const QString& shape) const;
    // A list of two numbers ([u, v]), else fails with `shape`.
    std::pair<double, double> pair(const QJsonValue& value, const QString& shape) const;
    // One of `words` (compared as written), else "WHAT must be A, B or C, not 'X'".
    QString word(const QJsonValue& value, const QString& what, const QStringList& words) const;

private:
    QString source_;
};

// "a, b or c": the words of a message that lists choices.
QString listOfChoices(const QStringList& words);

} // namespace passband
