#pragma once
// F1 and What's This: where each part of the window is explained. A widget names its manual
// section in the property "manualSection" ("notches", "filter.md#masks"); F1 opens the manual
// at the section of the widget under the pointer (else the focused one), looking up through
// its parents; What's This (Shift+F1) shows a control's tooltip with the section F1 opens.
#include <QString>

#include <functional>
#include <utility>
#include <vector>

class QMessageBox;
class QWidget;

namespace passband {

// Gives each widget its section.
void setManualSections(const std::vector<std::pair<QWidget*, QString>>& sections);
// The section for `widget`: its own or its nearest parent's; "" for none.
QString manualSectionOf(const QWidget* widget);
// The section for the part of `window` under the pointer, else the focused widget's.
QString manualSectionHere(const QWidget* window);
// The manual section that explains an error (a device, an image file, a mask, a preset, a
// lesson, memory), from its title and text; "" when none does.
QString manualSectionForError(const QString& title, const QString& message);
// A heading's title by its anchor ("masks" -> "Masks"); "" when no heading has it.
QString manualTitle(const QString& anchor);

// The window's parts by pointer, and its controls found by name, each given its section; then
// addWhatsThis(window).
void tagWindowSections(QWidget* window, const std::vector<std::pair<QWidget*, QString>>& parts);
// An error's box gets a button to the manual's section on it (manualSectionForError), which
// calls `open` with the section.
void offerManualSection(QMessageBox* box, const QString& title, const QString& message,
                        std::function<void(const QString&)> open);

// Every control under `root` with a tooltip and no What's This text gets one: the tooltip and
// the manual section that F1 opens for it.
void addWhatsThis(QWidget* root);

} // namespace passband
