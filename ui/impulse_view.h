#pragma once
// The filter's spatial impulse response, for "why ideal filters ring": the centred crop as a
// signed grey image (mid-grey is zero, lighter positive, darker negative, on a square-root
// scale so faint ripples show) and, under it, a profile through the centre row drawn to
// scale with its zero line.
#include "filter.h"

#include <QImage>
#include <QWidget>

namespace passband {

class ImpulseView : public QWidget {
    Q_OBJECT
public:
    explicit ImpulseView(QWidget* parent = nullptr);

    void setResponse(const ImpulseResponse& response);
    const ImpulseResponse& response() const { return response_; }

    QSize sizeHint() const override { return {360, 170}; }
    QSize minimumSizeHint() const override { return {160, 120}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    ImpulseResponse response_;
    QImage image_;
};

} // namespace passband
