/// A derived list's selection follows its source: a row stays selected while the source holds
/// its record, whether or not it shows (see ``ListController/selectedIDs``).
extension DerivedList {
    /// The records of the rows the controller has selected.
    func selectedRecords(of controller: ListController<Section>) -> Set<Record.ID> {
        let ids = controller.selectedIDs
        guard !ids.isEmpty else { return [] }
        return Set(ids.compactMap(rows.recordID))
    }

    /// Those of the row IDs `ids` whose records the source holds.
    func holdsRecords(ofRows ids: Set<Section.Element.ID>) -> Set<Section.Element.ID> {
        let wanted = Set(ids.compactMap(rows.recordID))
        let held = wanted.subtracting(Self.missing(wanted, from: records))
        return ids.filter { rows.recordID($0).map(held.contains) == true }
    }

    /// The selected rows whose records are in `gone` are deselected.
    func deselectRows(of gone: Set<Record.ID>) {
        guard let controller else { return }
        let rows = rows
        controller.selectedRowsGone(controller.selectedIDs.filter { rows.recordID($0).map(gone.contains) == true })
    }

    /// Those of `ids` no record in `records` has: one pass, ended once every ID is found.
    nonisolated static func missing(_ ids: Set<Record.ID>, from records: [Record]) -> Set<Record.ID> {
        guard !ids.isEmpty else { return [] }
        var missing = ids
        for record in records where missing.remove(record.id) != nil {
            if missing.isEmpty { break }
        }
        return missing
    }
}
