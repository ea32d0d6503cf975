/// An outline's expansion, by identity, and its children loaded on demand (see
/// ``ListController/outline(parent:children:expandable:sections:)``).
extension DerivedList {
    /// The user tapped `row`: an outline's folder expands or collapses (a placeholder or a
    /// flat row does nothing).
    func rowSelected(_ row: Section.Element) {
        guard let row = row as? OutlineRow<Record>, row.kind == .node, row.isExpandable, let state = outline else { return }
        // The expansion as requested so far, which the screen may not show yet (two quick taps).
        let id = row.record.id
        let isExpanded = isFiltered ? state.searchToggles[id] ?? row.isExpanded : state.expanded.contains(id)
        setExpansion(!isExpanded, of: id)
    }

    /// Expands or collapses the folder with `id`: in the user's expansion, or while a search
    /// shows, in the search's own. Expanding a folder whose children are not loaded starts
    /// loading them.
    func setExpansion(_ isExpanded: Bool, of id: Record.ID, animated: Bool = true) {
        guard var state = outline else { return }
        if isFiltered {
            state.searchToggles[id] = isExpanded
        } else if isExpanded {
            state.expanded.insert(id)
        } else {
            state.expanded.remove(id)
        }
        outline = state
        if isExpanded, !isFiltered { loadChildrenIfUnknown(id) }
        deriveAgain(animated: animated)
    }

    /// Starts loading the children of the folder with `id` if they are not known and none
    /// load; a load that fails collapses the folder again.
    func loadChildrenIfUnknown(_ id: Record.ID) {
        guard let loadChildren, let state = outline, !state.loading.contains(id),
            let folder = records.first(where: { $0.id == id }), !state.shape.childrenAreKnown(folder)
        else { return }
        outline?.loading.insert(id)
        Task { @MainActor [weak self] in
            do {
                try await loadChildren(folder)
                self?.outline?.loading.remove(id)
            } catch {
                guard let self else { return }
                outline?.loading.remove(id)
                outline?.expanded.remove(id)
                deriveAgain()
            }
        }
    }
}

/// What an app reads and sets of an outline.
extension DerivedList where Section.Element == OutlineRow<Record> {
    /// The folders the user expanded, by ID. A search's own expansion is not among them: it
    /// is given back when the search ends. Setting it expands and collapses folders, animated;
    /// folders the records no longer hold are forgotten.
    public var expandedIDs: Set<Record.ID> {
        get { outline?.expanded ?? [] }
        set {
            let added = newValue.subtracting(outline?.expanded ?? [])
            outline?.expanded = newValue
            for id in added { loadChildrenIfUnknown(id) }
            deriveAgain()
        }
    }

    /// Expands or collapses the folder with `id`, as a tap on its row does: while a search
    /// shows, only in the search's results. Expanding a folder whose children are not loaded
    /// shows a placeholder under it and loads them (see ``loadsChildren(_:)``).
    public func setExpanded(_ isExpanded: Bool, _ id: Record.ID, animated: Bool = true) {
        setExpansion(isExpanded, of: id, animated: animated)
    }

    /// Loads a folder's children the first time it expands while they are not known (the
    /// outline's `children` says nil): `load` runs, one at a time per folder, while a
    /// placeholder row shows under it; the records it brings (by the list's source, or a
    /// request) replace the placeholder. If `load` throws, the placeholder goes and the folder
    /// collapses.
    ///
    /// ```swift
    /// files.loadsChildren { [service] folder in try await service.loadChildren(of: folder.id) }
    /// ```
    public func loadsChildren(_ load: @escaping @MainActor (Record) async throws -> Void) {
        loadChildren = load
    }
}
