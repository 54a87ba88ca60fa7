#include "context_help.h"

#include "manual_text.h"

#include <QApplication>
#include <QCoreApplication>
#include <QCursor>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QVariant>
#include <QWidget>

namespace passband {

void setManualSections(const std::vector<std::pair<QWidget*, QString>>& sections)
{
    for (const auto& [widget, section] : sections)
        if (widget)
            widget->setProperty("manualSection", section);
}

QString manualSectionOf(const QWidget* widget)
{
    for (const QWidget* w = widget; w; w = w->parentWidget())
        if (const QVariant section = w->property("manualSection"); section.isValid())
            return section.toString();
    return {};
}

QString manualSectionHere(const QWidget* window)
{
    const QWidget* under = QApplication::widgetAt(QCursor::pos());
    if (under && under->window() == window)
        return manualSectionOf(under);
    const QWidget* focused = QApplication::focusWidget();
    return focused && focused->window() == window ? manualSectionOf(focused) : QString();
}

QString manualSectionForError(const QString& title, const QString& message)
{
    // Whole words, and none of a file's name: "Cannot open mask_01.tif" is about a file.
    QString text = (title + " " + message).toLower();
    text.replace(QRegularExpression(R"(\S*[/\\.]\S*[a-z0-9]\S*)"), " ");
    const QStringList words = text.split(QRegularExpression(R"([^a-z0-9]+)"), Qt::SkipEmptyParts);
    // The most particular first: "Cannot load the mask" is about masks before files.
    static const std::vector<std::pair<QStringList, QString>> sections = {
        {{"python"}, "the-filter-as-a-python-script"},
        {{"mask"}, "masks"},
        {{"preset"}, "presets-and-provenance"},
        {{"lesson"}, "lessons"},
        {{"opencl", "device", "driver"}, "choosing-a-device"},
        {{"memory", "gib", "mib"}, "reliability-limits-and-guarantees"},
        {{"video", "camera"}, "window.md#the-window"},
        {{"image", "file", "read", "write", "open", "format", "tiff", "fits", "png", "jpeg", "export"},
         "images-in-and-out"},
    };
    for (const auto& [keys, section] : sections)
        for (const QString& key : keys)
            if (words.contains(key))
                return section;
    return {};
}

QString manualTitle(const QString& anchor)
{
    for (const ManualHeading& h : manualHeadings())
        if (h.anchor == anchor.section('#', -1))
            return h.title;
    return {};
}

void tagWindowSections(QWidget* window, const std::vector<std::pair<QWidget*, QString>>& parts)
{
    setManualSections(parts);
    // The controls, by their names (ui/ names them for tests and for this).
    static const std::vector<std::pair<const char*, const char*>> controls = {
        {"edgesCombo", "edges"},        {"notchList", "notches"},  {"notchU", "notches"},
        {"notchV", "notches"},          {"addNotch", "notches"},   {"wedgeList", "wedges"},
        {"maskTool", "masks"},          {"removedCheck", "the-removed-component"},
        {"readout", "readouts"},        {"labDock", "lab"},        {"lessonCaption", "lessons"},
        {"stepCaption", "lessons"}};
    for (const auto& [name, section] : controls)
        if (QWidget* control = window->findChild<QWidget*>(name))
            control->setProperty("manualSection", QString(section));
    addWhatsThis(window);
}

void offerManualSection(QMessageBox* box, const QString& title, const QString& message,
                        std::function<void(const QString&)> open)
{
    const QString section = manualSectionForError(title, message);
    if (section.isEmpty())
        return;
    QPushButton* manual = box->addButton(QCoreApplication::translate("ContextHelp", "Manual: %1").arg(manualTitle(section)),
                                         QMessageBox::HelpRole);
    manual->setObjectName("errorManualButton");
    QObject::connect(manual, &QPushButton::clicked, box, [open, section] { open(section); });
}

void addWhatsThis(QWidget* root)
{
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (w->toolTip().isEmpty() || !w->whatsThis().isEmpty())
            continue;
        const QString title = manualTitle(manualSectionOf(w));
        QString text = "<p>" + w->toolTip().toHtmlEscaped() + "</p>";
        if (!title.isEmpty())
            text += "<p><i>" + QCoreApplication::translate("ContextHelp", "F1: the manual, %1").arg(title.toHtmlEscaped()) + "</i></p>";
        w->setWhatsThis(text);
    }
}

} // namespace passband
