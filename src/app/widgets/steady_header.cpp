#include "widgets/steady_header.hpp"

#include <QEvent>

namespace adc::app {

SteadyHeader::SteadyHeader(Qt::Orientation orientation, QWidget* parent)
    : QHeaderView(orientation, parent) {}

void SteadyHeader::setModel(QAbstractItemModel* model) {
    if (this->model()) {
        disconnect(this->model(), nullptr, this, nullptr);
    }
    QHeaderView::setModel(model);
    forget();
    if (!model) {
        return;
    }
    // New headings, or new sections, are measured afresh.
    connect(model, &QAbstractItemModel::headerDataChanged, this, &SteadyHeader::forget);
    connect(model, &QAbstractItemModel::modelReset, this, &SteadyHeader::forget);
    connect(model, &QAbstractItemModel::layoutChanged, this, &SteadyHeader::forget);
    if (orientation() == Qt::Horizontal) {
        connect(model, &QAbstractItemModel::columnsInserted, this, &SteadyHeader::forget);
        connect(model, &QAbstractItemModel::columnsRemoved, this, &SteadyHeader::forget);
    } else {
        connect(model, &QAbstractItemModel::rowsInserted, this, &SteadyHeader::forget);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &SteadyHeader::forget);
    }
}

SteadyHeader* SteadyHeader::replacing(QHeaderView* old) {
    // The view's own header set up as the view sets it up (movable, stretched, aligned...).
    auto* header = new SteadyHeader(old->orientation(), old->parentWidget());
    header->setSectionsMovable(old->sectionsMovable());
    header->setFirstSectionMovable(old->isFirstSectionMovable());
    header->setStretchLastSection(old->stretchLastSection());
    header->setCascadingSectionResizes(old->cascadingSectionResizes());
    header->setDefaultAlignment(old->defaultAlignment());
    header->setSectionsClickable(old->sectionsClickable());
    header->setHighlightSections(old->highlightSections());
    header->setSortIndicatorShown(old->isSortIndicatorShown());
    header->setSortIndicator(old->sortIndicatorSection(), old->sortIndicatorOrder());
    header->setTextElideMode(old->textElideMode());
    return header;
}

SteadyHeader::Looks SteadyHeader::looksNow() const {
    Looks now{count(),
              {},
              isSortIndicatorShown(),
              sortIndicatorSection(),
              static_cast<int>(sortIndicatorOrder()),
              font(),
              style()};
    now.hidden.reserve(static_cast<std::size_t>(now.count));
    for (int i = 0; i < now.count; ++i) {
        now.hidden.push_back(isSectionHidden(i));
    }
    return now;
}

QSize SteadyHeader::sizeHint() const {
    ensurePolished();
    Looks now = looksNow();
    if (!measured_ || !(now == looks_)) {
        looks_ = std::move(now);
        hint_ = QHeaderView::sizeHint();
        measured_ = true;
        ++measures_;
    }
    return hint_;
}

bool SteadyHeader::viewportEvent(QEvent* event) {
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
        forget();
        break;
    default:
        break;
    }
    return QHeaderView::viewportEvent(event);
}

} // namespace adc::app
