/// IDs of items whose content changed: what `UICollectionViewDiffableDataSource` needs in
/// `reconfigureItems(_:)` / `reloadItems(_:)`, since it diffs only identity.
public enum ChangedIDs {
    /// IDs present in both lists (matched as by ``Changeset/init(from:to:)``) whose content
    /// changed, in the order of `new`.
    @inlinable
    public static func between<C: Collection>(from old: C, to new: C) -> [C.Element.ID] where C.Element: Diffable {
        withContiguousBuffers(old, new) { oldBuffer, newBuffer in
            IDMatching.matching(oldBuffer, newBuffer).updatedTargets.map { newBuffer[$0].id }
        }
    }

    /// IDs of items present in both sectioned lists whose content changed, in the order of
    /// `new` (an item that changed section counts when its content changed too).
    @inlinable
    public static func between<Section: DiffableSection>(
        sectionsFrom old: [Section], to new: [Section]
    ) -> [Section.Element.ID] {
        let newItems = new.flatMap(\.elements)
        let oldItems = old.flatMap(\.elements)
        return between(from: oldItems, to: newItems)
    }
}
