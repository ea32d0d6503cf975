/// A diff off the main actor, for sections proven `Sendable` where the app called in (see
/// `ListController+Requests`): the stages arrive on the main actor, or nil when the items'
/// conformances turn out to be isolated to it after all.
typealias BackgroundDiff<Section: DiffableSection> =
    @MainActor @Sendable ([Section], [Section], @escaping @MainActor (Handoff<StagedChangeset<[Section]>>?) -> Void) -> Void

/// How a ``ListController`` finds what changed between what it shows and what it is asked to
/// show. This one compares the sections themselves: right for values, which are what was
/// shown. ``SnapshotDiffer`` remembers class items' content by value instead.
@MainActor
class ContentDiffer<Section: DiffableSection> {
    /// The stages from `shown` to `target`, on the main actor.
    func diff(from shown: [Section], to target: [Section], ticket: Int) -> StagedChangeset<[Section]> {
        StagedChangeset(sectionsFrom: shown, to: target)
    }

    /// Starts diffing off the main actor, if it can (`background`, for values); `done` then
    /// runs on the main actor with the stages in a box (taken there, so that the main actor
    /// decides where they are freed), or nil when the diff must run there after all.
    func diffInBackground(
        from shown: [Section], to target: [Section], ticket: Int, background: BackgroundDiff<Section>?,
        done: @escaping @MainActor (Handoff<StagedChangeset<[Section]>>?) -> Void
    ) -> Bool {
        guard let background else { return false }
        background(shown, target, done)
        return true
    }

    /// The view now shows `sections`, which the record had at `ticket`.
    func shown(_ sections: [Section], ticket: Int) {}

    /// The user moved an item on screen.
    func userMoved(from source: ItemPath, to target: ItemPath) {}

    /// The user deleted an item on screen.
    func userDeleted(at path: ItemPath) {}

    /// The item shown at `path` was replaced in place by `item`, another ID (a hand-over).
    func handedOver(to item: Section.Element, at path: ItemPath) {}

    /// A cell now shows `item` as it is (configured at `path` of the data the view has
    /// now, which during a batch may be one of its stages). Values cannot change in place,
    /// so a value differ has nothing to remember.
    func configured(_ item: Section.Element, at path: ItemPath) {}
}
