/// Selection by identity: the controller keeps which items are selected by ID, across every
/// change of the list, and keeps the view's selection (by index path, which UIKit forgets on a
/// reload and on reloaded rows) in step with it.
extension ListController {
    /// The IDs of the selected items, in ``ListHooks/selectionMode`` `.single` or `.multiple`
    /// (always empty in the others).
    ///
    /// An item stays selected while the list holds it: through moves, reloads above the
    /// animation cap, sections replaced around it, and hand-overs to another ID (the new ID is
    /// selected). It leaves the selection when the list no longer holds it: for sections the
    /// app applies, when the view stops showing it; for a ``DerivedList``, when its source no
    /// longer holds its record (a filter or a collapsed folder only hides it, and it shows
    /// selected again when it comes back). ``ListHooks/selectionChanged`` tells each change.
    ///
    /// Setting it selects and deselects on screen, without animation and without calling
    /// ``ListHooks/didSelect`` or ``ListHooks/didDeselect``. An ID the list will show (a request
    /// not shown yet) is selected when it shows; an ID the list does not hold is left out, with
    /// a message. In `.single` it takes at most one ID.
    public var selectedIDs: Set<Item.ID> {
        get { selection.ids }
        set { select(newValue) }
    }

    /// Selects every item of the list (``latestSections``; in `.multiple` only), as a "Select
    /// All" button does. Items a derived list's filter hides stay as they are. To deselect
    /// every item, set ``selectedIDs`` to `[]`.
    public func selectAll() {
        guard hooks.selectionMode == .multiple else {
            return ListDiagnostics.report(
                "selectAll() was called while hooks.selectionMode is .\(hooks.selectionMode); nothing was selected. Set the mode to .multiple first"
            )
        }
        var all = selection.ids
        for section in latestSections {
            for item in section.elements where derivation?.showsRecord(item) != false { all.insert(item.id) }
        }
        select(all)
    }

    // MARK: The app's and the user's changes

    /// Makes `wanted` the selection: the view selects and deselects what it shows of it.
    private func select(_ wanted: Set<Item.ID>) {
        let mode = hooks.selectionMode
        guard wanted.isEmpty || mode.keepsSelection else {
            return ListDiagnostics.report(
                "selectedIDs was set while hooks.selectionMode is .\(mode), which keeps no selection; nothing was selected. Set the mode to .single or .multiple first"
            )
        }
        guard mode != .single || wanted.count <= 1 else {
            return ListDiagnostics.report(
                "selectedIDs was set to \(wanted.count) IDs while hooks.selectionMode is .single, which keeps one; nothing changed. Set the mode to .multiple to select more"
            )
        }
        let added = wanted.subtracting(selection.ids)
        let removed = selection.ids.subtracting(wanted)
        guard !added.isEmpty || !removed.isEmpty else { return }
        let shown = shownPaths(of: added.union(removed))
        var hidden = Set(added.filter { shown[$0] == nil })
        var selected = selection.ids.subtracting(removed).union(added)
        for id in removed { selection.pending[id] = nil }
        if !hidden.isEmpty {
            // Not on screen: kept if the list holds it (a derived list's source, or a request
            // the view does not show yet), else left out.
            if let derivation {
                hidden.subtract(derivation.holdsRecords(hidden))
            } else {
                let held = recordHolds(hidden)
                for id in held { selection.pending[id] = record.latestTicket }
                hidden.subtract(held)
            }
            if !hidden.isEmpty {
                selected.subtract(hidden)
                ListDiagnostics.report(
                    "selectedIDs was given IDs the list does not hold (\(hidden.prefix(3).map { "\($0)" }.joined(separator: ", "))\(hidden.count > 3 ? ", ..." : "")); they are not selected. Select items the list shows or has been asked to show"
                )
            }
        }
        selection.ids = selected
        host?.deselectItems(at: removed.compactMap { shown[$0] }.sorted())
        host?.selectItems(at: added.compactMap { shown[$0] }.sorted())
        tellSelection()
    }

    /// The user selected `item`: kept by the mode, then ``ListHooks/didSelect`` runs. Returns
    /// whether the view should deselect it again (modes that keep nothing).
    func userSelected(_ item: Item, at path: ItemPath) -> Bool {
        switch hooks.selectionMode {
        case .none:
            return true
        case .momentary:
            hooks.didSelect?(item, path)
            return true
        case .single:
            selection.ids = [item.id]
            selection.pending = [:]
        case .multiple:
            selection.ids.insert(item.id)
        }
        hooks.didSelect?(item, path)
        tellSelection()
        return false
    }

    /// The user deselected `item`.
    func userDeselected(_ item: Item, at path: ItemPath) {
        if selection.ids.remove(item.id) != nil { selection.pending[item.id] = nil }
        hooks.didDeselect?(item, path)
        tellSelection()
    }

    /// The selection mode changed: the view hears what the user may select, and what the new
    /// mode cannot keep is deselected.
    func selectionModeChanged() {
        let mode = hooks.selectionMode
        host?.setSelectionRules(allowsSelection: mode != .none, allowsMultipleSelection: mode == .multiple)
        if !mode.keepsSelection || (mode == .single && selection.ids.count > 1) { select([]) }
    }

    /// A view became the host: it hears the selection rules, and selects what it shows of the
    /// selection.
    func hostAttached() {
        let mode = hooks.selectionMode
        host?.setSelectionRules(allowsSelection: mode != .none, allowsMultipleSelection: mode == .multiple)
        guard !selection.ids.isEmpty else { return }
        host?.selectItems(at: shownPaths(of: selection.ids).values.sorted())
    }

    // MARK: Changes of the list

    /// The view showed `change`: the selection follows the identities it took away, brought
    /// and renamed, and the view selects again what it forgot.
    func selectionFollows(_ change: ShownChange<Section>) {
        guard !selection.isEmpty else { return }
        switch change {
        case .batches(let old, let staged):
            let identities = BatchIdentities(from: old, staged: staged)
            let removed = identities.removed.intersection(selection.ids)
            // A derived list's rows also leave the view when a filter hides them: those whose
            // records the source still holds stay selected.
            if let derivation, !removed.isEmpty {
                selection.ids.subtract(removed.subtracting(derivation.holdsRecords(removed)))
            } else {
                selection.ids.subtract(removed)
            }
            let arrived = identities.reloadedSections ? selection.ids : identities.inserted.intersection(selection.ids)
            if !arrived.isEmpty { host?.selectItems(at: shownPaths(of: arrived).values.sorted()) }
            resolvePending(arrived: arrived)
        case .reload:
            let shown = shownPaths(of: selection.ids)
            let missing = selection.ids.filter { shown[$0] == nil && selection.pending[$0] == nil }
            if let derivation, !missing.isEmpty {
                // Hidden by a filter, or not shown because the source lost them.
                selection.ids.subtract(missing.subtracting(derivation.holdsRecords(missing)))
            } else {
                selection.ids.subtract(missing)
            }
            host?.selectItems(at: shown.values.sorted())
            resolvePending(arrived: Set(shown.keys))
        case .userDeleted(let id):
            // The record goes too, in a derived list (with the rows under it, in an outline:
            // those leave with the next derivation).
            selection.ids.remove(id)
            selection.pending[id] = nil
        case .handedOver(let renames):
            selectionRenamed(renames)
        }
        tellSelection()
    }

    /// Items handed over to new IDs: a selected one's new ID is selected (told by the caller).
    func selectionRenamed(_ renames: [(old: Item.ID, new: Item.ID)]) {
        for rename in renames where selection.ids.remove(rename.old) != nil {
            selection.ids.insert(rename.new)
        }
    }

    /// The derived list's source no longer holds the records of these selected rows: they are
    /// deselected, also on screen where the view still shows them (until the change that
    /// removes them is shown).
    func selectedRowsGone(_ ids: Set<Item.ID>) {
        guard !ids.isEmpty else { return }
        selection.ids.subtract(ids)
        host?.deselectItems(at: shownPaths(of: ids).values.sorted())
        tellSelection()
    }

    /// IDs the app selected before the view showed them: those that arrived are settled, and
    /// those the display passed by without showing are forgotten.
    private func resolvePending(arrived: Set<Item.ID>) {
        guard !selection.pending.isEmpty else { return }
        let shownTicket = display.shownTicket
        for (id, ticket) in selection.pending where arrived.contains(id) || ticket <= shownTicket {
            selection.pending[id] = nil
            if !arrived.contains(id) { selection.ids.remove(id) }
        }
    }

    /// Tells ``ListHooks/selectionChanged`` of the selection, if it changed since it was last
    /// told.
    func tellSelection() {
        guard selection.ids != selection.told else { return }
        selection.told = selection.ids
        hooks.selectionChanged?(selection.ids)
    }

    // MARK: Finding items

    /// Where the view shows the first item with each of `ids` (those it shows), in one pass.
    func shownPaths(of ids: Set<Item.ID>) -> [Item.ID: ItemPath] {
        var paths: [Item.ID: ItemPath] = [:]
        guard !ids.isEmpty else { return paths }
        for (section, value) in sections.enumerated() {
            for (index, item) in value.elements.enumerated() where ids.contains(item.id) && paths[item.id] == nil {
                paths[item.id] = ItemPath(item: index, section: section)
                if paths.count == ids.count { return paths }
            }
        }
        return paths
    }

    /// Those of `ids` the model of record holds.
    private func recordHolds(_ ids: Set<Item.ID>) -> Set<Item.ID> {
        var held: Set<Item.ID> = []
        for section in latestSections {
            for item in section.elements where ids.contains(item.id) { held.insert(item.id) }
        }
        return held
    }
}
