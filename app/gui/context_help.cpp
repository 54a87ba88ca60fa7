#include "context_help.h"

#include "manual_text.h"

#include <QApplication>
#include <QCursor>
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

void addWhatsThis(QWidget* root)
{
    const std::vector<ManualHeading>& headings = manualHeadings();
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (w->toolTip().isEmpty() || !w->whatsThis().isEmpty())
            continue;
        const QString section = manualSectionOf(w);
        QString title;
        for (const ManualHeading& h : headings)
            if (h.anchor == section.section('#', -1))
                title = h.title;
        QString text = "<p>" + w->toolTip().toHtmlEscaped() + "</p>";
        if (!title.isEmpty())
            text += "<p><i>" + QCoreApplication::translate("ContextHelp", "F1: the manual, %1").arg(title.toHtmlEscaped()) + "</i></p>";
        w->setWhatsThis(text);
    }
}

} // namespace passband
