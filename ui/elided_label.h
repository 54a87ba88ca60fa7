#pragma once
// A one-line label that gives way: where it is narrower than its text it shows the text cut
// with an ellipsis and the whole text in its tooltip. Its size hint is the whole text, its
// minimum only `minimumChars` average characters, so a long pane title or status field never
// widens its neighbours' share or pushes the window past a small screen.
#include <QLabel>

namespace passband {

class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(const QString& text = QString(), QWidget* parent = nullptr, int minimumChars = 0);
    void setText(const QString& text); // hides QLabel's, to keep the tooltip in step
    // What it says where the whole text does not fit: a short form that says less rather than
    // losing its end ("Mix: spectrum" for "Magnitude and phase of two images: spectrum").
    // Empty: the text cut with an ellipsis.
    void setShortText(const QString& text);
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QString shown() const;
    void updateToolTip();

    int minimumChars_;
    QString short_;
};

} // namespace passband
