#if canImport(Observation)
import Observation
#endif

/// `@Observable` class items: a cell is reconfigured when a property it read while being
/// configured changes, with no call from the app.
extension ListDisplay {
    /// Configures a cell showing `item` at `path` (`configure` does it) and, for an
    /// `@Observable` class item when ``ListDisplayOptions/observesItemChanges`` is on, reconfigures the item when
    /// a property `configure` read changes. Adapters call it around every cell configuration:
    /// it is also where the controller learns what a class item's cell shows.
    func configuringCell<Result>(for item: Item, at path: ItemPath, _ configure: () -> Result) -> Result {
        defer { differ.configured(item, at: path) }
        #if canImport(Observation)
        if options.observesItemChanges, #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *),
            Item.self is AnyObject.Type, item is any Observable
        {
            let object = ObjectIdentifier(item as AnyObject)
            observedPaths[object] = path
            return withObservationTracking(configure) { [weak self] in
                // Runs before the property changes, on the thread that changes it.
                Task { @MainActor in self?.observedChange(of: object) }
            }
        }
        #endif
        return configure()
    }

    /// An observed class item changed: reconfigured once the display is caught up (a
    /// display still catching up compares it anyway).
    func observedChange(of object: ObjectIdentifier) {
        // Turned off since the cell was configured: the app reconfigures by itself.
        guard options.observesItemChanges else { return }
        observedChanges.insert(object)
        scheduleDrain()
    }

    /// Reconfigures the cells of the observed items that reported a change, when the display
    /// shows the newest record and nothing animates or is dragged. Every one of them, even
    /// when its content is back where it was: observation reports a change once, and only
    /// configuring the cell again observes the item again.
    func refreshObservedItems() {
        guard !observedChanges.isEmpty, !isAnimating, !isDiffing, !isInteracting,
            record.latestTicket == shownTicket
        else { return }
        let changed = observedChanges
        observedChanges.removeAll()
        var paths: [ItemPath] = []
        var unplaced = changed
        // Where each was configured, if it is still there; else look for it.
        for object in changed {
            guard let path = observedPaths[object], contains(path),
                ObjectIdentifier(sections[path.section].elements[path.item] as AnyObject) == object
            else {
                continue
            }
            unplaced.remove(object)
            paths.append(path)
        }
        if !unplaced.isEmpty {
            for (section, value) in sections.enumerated() {
                for (index, item) in value.elements.enumerated() where unplaced.contains(ObjectIdentifier(item as AnyObject)) {
                    paths.append(ItemPath(item: index, section: section))
                }
            }
        }
        guard !paths.isEmpty, let host else { return }
        if host.canAnimateBatches { host.reconfigureItems(at: paths) } else { host.reloadAll() }
    }
}
