#include "json_fields.h"

#include "errors.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace passband {

QString listOfChoices(const QStringList& words)
{
    if (words.size() < 2)
        return words.join(QString());
    return words.mid(0, words.size() - 1).join(", ") + " or " + words.last();
}

void JsonReader::fail(const QString& what) const { throw Error(QString("%1: %2").arg(source_, what).toStdString()); }

QJsonObject JsonReader::document(const QByteArray& json, const QString& kind) const
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (document.isNull())
        fail(QString("not a JSON %1 (%2 at byte %3)").arg(kind, error.errorString()).arg(error.offset));
    if (!document.isObject())
        fail(QString("a %1 is a JSON object").arg(kind));
    return document.object();
}

void JsonReader::onlyKeys(const QJsonObject& object, const QStringList& keys, const QString& at, const QString& where) const
{
    for (const QString& key : object.keys())
        if (!keys.contains(key))
            fail(QString("%1unknown key '%2'%3 (known: %4)").arg(at, key, where, keys.join(", ")));
}

double JsonReader::number(const QJsonValue& value, const QString& what) const
{
    if (!value.isDouble() || !std::isfinite(value.toDouble()))
        fail(QString("%1 must be a number").arg(what));
    return value.toDouble();
}

int JsonReader::whole(const QJsonValue& value, const QString& what, int low, int high) const
{
    const double v = number(value, what);
    if (v != std::floor(v) || v < low || v > high)
        fail(QString("%1 must be a whole number from %2 to %3").arg(what).arg(low).arg(high));
    return static_cast<int>(v);
}

QString JsonReader::text(const QJsonValue& value, const QString& what) const
{
    if (!value.isString())
        fail(QString("%1 must be a string").arg(what));
    return value.toString();
}

bool JsonReader::boolean(const QJsonValue& value, const QString& what) const
{
    if (!value.isBool())
        fail(QString("%1 must be true or false").arg(what));
    return value.toBool();
}

QJsonObject JsonReader::object(const QJsonValue& value, const QString& shape) const
{
    if (!value.isObject())
        fail(shape);
    return value.toObject();
}

QJsonArray JsonReader::array(const QJsonValue& value, const QString& shape) const
{
    if (!value.isArray())
        fail(shape);
    return value.toArray();
}

std::pair<double, double> JsonReader::pair(const QJsonValue& value, const QString& shape) const
{
    const QJsonArray two = value.toArray();
    if (!value.isArray() || two.size() != 2 || !two[0].isDouble() || !two[1].isDouble() ||
        !std::isfinite(two[0].toDouble()) || !std::isfinite(two[1].toDouble()))
        fail(shape);
    return {two[0].toDouble(), two[1].toDouble()};
}

QString JsonReader::word(const QJsonValue& value, const QString& what, const QStringList& words) const
{
    const QString given = text(value, what);
    if (!words.contains(given))
        fail(QString("%1 must be %2, not '%3'").arg(what, listOfChoices(words), given));
    return given;
}

} // namespace passband
