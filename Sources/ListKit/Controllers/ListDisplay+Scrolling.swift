/// Scroll position across a change: the first visible item stays where it is on screen
/// (``ListDisplayOptions/keepsVisibleContentStill``), and a view scrolled to its end stays there
/// (``ListDisplayOptions/sticksToEnd``).
extension ListDisplay {
    /// What to keep of the scroll position across one change, taken before it.
    @MainActor struct ScrollKeeping {
        /// The first visible item, by identity (its ID and which occurrence of it), and where
        /// it was.
        var anchor: (anchor: ScrollAnchor, id: Item.ID, occurrence: Int)?
        var wasAtEnd = false

        init(_ display: ListDisplay) {
            guard let host = display.host else { return }
            if display.options.keepsVisibleContentStill, let anchor = host.visibleAnchor(), display.contains(anchor.path) {
                let sections = display.sections
                self.anchor = (
                    anchor, sections[anchor.path.section].elements[anchor.path.item].id,
                    UserEdit<Section>.occurrence(at: anchor.path, in: sections)
                )
            }
            wasAtEnd = display.options.sticksToEnd && host.isScrolledToEnd
        }

        /// After the change to `shown`: the anchor item back where it was, or the view at its
        /// end again.
        func restore(_ display: ListDisplay, showing shown: [Section], animated: Bool) {
            guard let host = display.host else { return }
            if wasAtEnd {
                host.scrollToEnd(animated: animated)
            } else if let anchor, let path = UserEdit<Section>.path(of: anchor.id, occurrence: anchor.occurrence, in: shown) {
                host.restore(anchor.anchor, at: path)
            }
        }
    }
}
