#include "presentation.h"

#include "elided_label.h"
#include "filter_overlay.h"
#include "image_pane.h"
#include "user_paths.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>

namespace passband {

namespace {

// A dark, high-contrast palette: light text on near-black, a saturated highlight.
QPalette darkPalette()
{
    QPalette p;
    const QColor base(18, 18, 18), window(30, 30, 30), text(240, 240, 240), disabled(130, 130, 130);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(45, 45, 45));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Highlight, QColor(255, 170, 0));
    p.setColor(QPalette::HighlightedText, Qt::black);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Mid, QColor(60, 60, 60));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

} // namespace

Presentation::Presentation(QMainWindow* window, std::vector<ImagePane*> panes, FilterOverlayItem* overlay,
                           std::function<bool(const QString&)> loadPreset, QMenu* menu)
    : QObject(window), window_(window), panes_(std::move(panes)), overlay_(overlay), loadPreset_(std::move(loadPreset))
{
    toggle_ = menu->addAction(tr("Pr&esentation Mode"));
    toggle_->setObjectName("presentationAction");
    toggle_->setCheckable(true);
    toggle_->setShortcut(QKeySequence(Qt::Key_F5));
    toggle_->setToolTip(tr("For a projector: dark theme, large labels, thick outlines; Page Down and Page Up step "
                           "through a folder of presets"));
    // F5 is the lecturer's key: the presentation and the whole screen together. In a lesson's
    // presentation (on, the window as it was) it goes full screen rather than leaving.
    connect(toggle_, &QAction::triggered, this, [this] {
        const bool present = !(active_ && fullScreen_);
        setActive(present);
        setFullScreen(present);
    });
    menu->addAction(tr("Presentation &Presets Folder..."), this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(window_, tr("Presets to Step Through"),
                                                                 QSettings().value("presentation/folder", presetsDirectory()).toString());
        // Back to the window, so that Page Down steps at once (without a window manager to hand
        // it back, the closed dialog left no window active: the shortcuts waited for a click).
        window_->activateWindow();
        window_->raise();
        if (!folder.isEmpty() && !setPresetFolder(folder))
            emit message(tr("%1 holds no presets (*.json)").arg(QDir::toNativeSeparators(folder)));
    });
    // Window shortcuts, so that they work whatever has the focus (a slider takes Page Up and
    // Page Down for itself otherwise); on only while presenting.
    next_ = new QAction(tr("Next Preset"), window_);
    next_->setShortcut(QKeySequence(Qt::Key_PageDown));
    previous_ = new QAction(tr("Previous Preset"), window_);
    previous_->setShortcut(QKeySequence(Qt::Key_PageUp));
    for (QAction* a : {next_, previous_}) {
        a->setShortcutContext(Qt::WindowShortcut);
        a->setEnabled(false);
        window_->addAction(a);
    }
    controls_ = new QAction(tr("Hide Controls"), window_);
    controls_->setShortcut(QKeySequence(Qt::Key_F6));
    controls_->setShortcutContext(Qt::WindowShortcut);
    controls_->setEnabled(false);
    window_->addAction(controls_);
    connect(controls_, &QAction::triggered, this, [this] { setSidePanelShown(!sidePanelShown()); });
    caption_ = new ElidedLabel(QString(), window_);
    caption_->setObjectName("presentationCaption");
    caption_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    caption_->setAlignment(Qt::AlignCenter);
    caption_->setMargin(4);
    caption_->hide();
    connect(next_, &QAction::triggered, this, [this] { step(1); });
    connect(previous_, &QAction::triggered, this, [this] { step(-1); });
    const QString saved = QSettings().value("presentation/folder").toString();
    if (!saved.isEmpty())
        setPresetFolder(saved);
}

void Presentation::setActive(bool on)
{
    if (on == active_)
        return;
    active_ = on;
    if (on) {
        palette_ = window_->palette();
        font_ = window_->font();
        window_->setPalette(darkPalette());
        QFont large = font_;
        large.setPointSizeF(font_.pointSizeF() * kFontScale);
        window_->setFont(large);
        QFont captionFont = font_;
        captionFont.setPointSizeF(font_.pointSizeF() * kCaptionScale);
        caption_->setFont(captionFont);
    } else {
        window_->setPalette(palette_);
        window_->setFont(font_);
    }
    setDocksForProjector(on);
    if (!on)
        setFullScreen(false);
    caption_->setVisible(on && !captionGivenWay_);
    for (ImagePane* pane : panes_)
        pane->setTitleScale(on ? kFontScale : 1.0);
    overlay_->setPenScale(on ? kPenScale : 1.0);
    next_->setEnabled(on);
    previous_->setEnabled(on);
    controls_->setEnabled(on);
    {
        const QSignalBlocker block(toggle_);
        toggle_->setChecked(on);
    }
    if (on && !presets_.isEmpty())
        emit message(tr("Presentation: Page Down and Page Up step through %1 presets").arg(presets_.size()));
}

void Presentation::setDocksForProjector(bool on)
{
    const auto docks = window_->findChildren<QDockWidget*>();
    if (on) {
        // Every dock as it is now, given back whole on leaving (which tab of the side panel
        // was in front included: tabbed docks all report themselves visible).
        docksBefore_ = window_->saveState();
        hiddenSide_.clear();
        for (QDockWidget* dock : docks) {
            if (window_->dockWidgetArea(dock) == Qt::BottomDockWidgetArea && dock->isVisible() && !dock->isFloating())
                dock->hide();
            // The normal type, so the panel fits beside the panes (the size set explicitly: a
            // font that sets nothing would inherit the window's large one).
            QFont normal = font_;
            normal.setPointSizeF(font_.pointSizeF());
            dock->setFont(normal);
        }
        // The panes take the width, unless F6 brought the side panel back last time.
        if (!QSettings().value(kSidePanelKey, false).toBool())
            hideSidePanel();
    } else {
        for (QDockWidget* dock : docks)
            dock->setFont(QFont()); // the window's again
        hiddenSide_.clear();
        window_->restoreState(docksBefore_);
    }
}

std::vector<QDockWidget*> Presentation::openSideDocks() const
{
    std::vector<QDockWidget*> open;
    for (QDockWidget* dock : window_->findChildren<QDockWidget*>())
        if (dock->isVisible() && window_->dockWidgetArea(dock) != Qt::BottomDockWidgetArea && !dock->isFloating())
            open.push_back(dock);
    return open;
}

void Presentation::hideSidePanel()
{
    // A tab hidden brings the next tab of its group into view: hidden until none is.
    std::vector<QDockWidget*> hidden;
    for (std::vector<QDockWidget*> open = openSideDocks(); !open.empty(); open = openSideDocks())
        for (QDockWidget* dock : open) {
            dock->hide();
            hidden.push_back(dock);
        }
    if (!hidden.empty())
        hiddenSide_ = hidden;
}

void Presentation::showSidePanel()
{
    for (QDockWidget* dock : hiddenSide_)
        dock->show();
    // The Filter tab in front, once the tab bar has its tabs back.
    if (auto* filter = window_->findChild<QDockWidget*>("filterDock"); filter && filter->isVisible())
        QMetaObject::invokeMethod(filter, &QDockWidget::raise, Qt::QueuedConnection);
    hiddenSide_.clear();
}

bool Presentation::sidePanelShown() const { return !openSideDocks().empty(); }

void Presentation::setSidePanelShown(bool shown)
{
    if (shown) {
        if (hiddenSide_.empty()) // none was open: the Filter panel, the first
            if (auto* filter = window_->findChild<QDockWidget*>("filterDock"))
                hiddenSide_.push_back(filter);
        showSidePanel();
    } else {
        hideSidePanel();
    }
    QSettings().setValue(kSidePanelKey, shown); // the next presentation starts so
}

void Presentation::setFullScreen(bool on)
{
    if (on && !window_->isFullScreen()) {
        stateBeforeFullScreen_ = window_->windowState();
        window_->showFullScreen();
        fullScreen_ = true;
    } else if (!on && fullScreen_) {
        // As it was: maximized or normal (with its geometry, which the window system keeps).
        if (stateBeforeFullScreen_ & Qt::WindowMaximized)
            window_->showMaximized();
        else
            window_->showNormal();
        fullScreen_ = false;
    }
}

QWidget* Presentation::caption() const { return caption_; }

void Presentation::setCaptionGivenWay(bool givenWay)
{
    captionGivenWay_ = givenWay;
    caption_->setVisible(active_ && !givenWay);
}
QString Presentation::captionText() const { return caption_->text(); }

void Presentation::setDescription(const QString& text)
{
    description_ = text;
    updateCaption();
}

void Presentation::updateCaption()
{
    const QString preset = current_ >= 0 && current_ < presets_.size() ? QFileInfo(presets_[current_]).completeBaseName()
                                                                      : QString();
    caption_->setText(preset.isEmpty() ? description_ : tr("%1: %2").arg(preset, description_));
}

bool Presentation::setPresetFolder(const QString& folder)
{
    QStringList found;
    for (const QFileInfo& f : QDir(folder).entryInfoList({"*.json"}, QDir::Files | QDir::Readable, QDir::Name))
        found << f.absoluteFilePath();
    if (found.isEmpty())
        return false;
    presets_ = found;
    current_ = -1;
    updateCaption();
    QSettings().setValue("presentation/folder", folder);
    return true;
}

void Presentation::step(int by)
{
    if (!active_)
        return;
    if (presets_.isEmpty()) {
        emit message(tr("No presets to step through: choose a folder with View > Presentation Presets Folder"));
        return;
    }
    const int next = std::clamp(current_ + by, 0, int(presets_.size()) - 1);
    if (next == current_) {
        emit message(by > 0 ? tr("That was the last preset") : tr("That was the first preset"));
        return;
    }
    if (loadPreset_(presets_[next])) {
        current_ = next;
        updateCaption();
        emit message(tr("Preset %1 of %2: %3").arg(next + 1).arg(presets_.size()).arg(QFileInfo(presets_[next]).completeBaseName()));
    }
}

} // namespace passband
