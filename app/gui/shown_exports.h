#pragma once
// What File > Export, Export Spectrum, Export Figure and the presets take from what is on show
// (README "Export", "Figures"): the lab's result while a mode is on, the filter's exact result
// otherwise; the panes on show, titled, as a figure. Written through ExportActions, which says
// what happened.
#include <QObject>
#include <QString>

namespace passband {

class ComparisonItem;
class ExportActions;
class LineProfileTool;
class PaneLayout;
class Session;
class SideBySide;

class ShownExports : public QObject {
    Q_OBJECT
public:
    struct Parts {
        Session* session;
        ExportActions* actions;
        PaneLayout* layout;
        SideBySide* sideBySide;
        LineProfileTool* lineTool;   // hidden while a figure is drawn
        ComparisonItem* comparison; // likewise
    };
    ShownExports(const Parts& parts, QObject* parent);

    // Each true when written; false having said why.
    bool exportResultTo(const QString& path);
    bool exportSpectrumTo(const QString& path);
    bool exportFigureTo(const QString& path);
    // The result pane's picture as the class saw it (contrast included), beside the exact
    // result that Export writes.
    bool exportShownTo(const QString& path);
    // Into the filter, one step, and the lab where the preset holds one. With `wholeView` (a
    // presentation stepping through presets) a preset without a lab turns the lab's mode off,
    // so that its filter is on show.
    bool loadPresetFrom(const QString& path, bool wholeView = false);
    bool savePresetTo(const QString& path); // the filter, and the lab while a mode is on
    bool savePythonScriptTo(const QString& path); // the filter (or what it removes, as shown)
    QString figureCaption() const; // the image, and the settings or the lab's result

private:
    bool refuseSideBySide(); // says why, false
    Parts p_;
};

} // namespace passband
