// ListDiff's diff, in the order its steps run. Everything a step needs is in a file named
// after it: Matching/ finds which old and new items share an ID, Writing/ turns a matching
// into lists of changes, Staging/ splits them into the batches UIKit accepts.
//
// A flat list (`Changeset(from:to:)`, `StagedChangeset(from:to:)`), in expected linear time:
//   1. hash the old IDs (`MatchableElements.hashIDs`, with the `IDHashFunction` chosen for
//      the ID type: `DiffHasher` for a `DiffHashable` one, else `hashValue`);
//   2. index them: each old offset in an open-addressing `IDTable` (`indexOldIDs`);
//   3. hash the new IDs;
//   4. find each new ID's candidate, the first old entry whose tag agrees (`findCandidates`);
//   5. claim the matches: confirm each candidate by ID, let the first new occurrence take it,
//      and compare the contents (`claimMatches`). Steps 1 to 5 fill two offset maps
//      (`OffsetMaps`), old to new and new to old;
//   6. the old side, old offsets in order: the deletes, and each survivor's new offset placed
//      on a pile by patience sorting (`placeSurvivors`);
//   7. the longest increasing subsequence of those new offsets, read back off the piles
//      (`LongestIncreasingSubsequence`): the items that stay, so the others are the fewest
//      moves;
//   8. the new side, new offsets in order: the inserts, the moves and the updates
//      (`writeNewSide`), each list ascending and written in place at its known size;
//   9. for `StagedChangeset`, the batches (`StagePlanner(flat:)`): one, plus a reload-only one
//      when an updated item moved.
// Each step is a loop of one kind of work, so the processor overlaps the cache misses of many
// items. Where matching gives up (an ID repeated in both lists, IDs whose 32-bit tags agree
// by chance, a probe sequence too long: IDs that collide), the careful way matches instead
// (`IDMatching.matching`, then `matchingAllOccurrences` with a dictionary), and steps 6 to 8
// run over its matching (`IDMatching.changeLists`).
//
// A sectioned list (`SectionedChangeset(sectionsFrom:to:)`,
// `StagedChangeset(sectionsFrom:to:)`):
//   1. match the sections by ID (the careful way: there are few);
//   2. match all items by ID across sections, by the flat steps 1 to 5 over the items in
//      display order, read in place (`SectionedElements`, `ItemMatching`);
//   3. per surviving section, the longest increasing subsequence of the items that stay in
//      it (`SectionedMatching.itemStays`; the stages take it from `SectionedStaging`);
//   4. write the section and item changes (`SectionedChangeset(matching:)`), or plan the
//      batches (`StagePlanner(sectioned:)`): one when no moved section has item changes,
//      else item changes first with sections in their old order, then the sections; then the
//      reloads of updated items that moved.
//
// The public entry points are inlinable, so each is compiled for the app's item type (an
// `Int` ID hashes with one multiplication); the loops that need no element (steps 2, 4 and
// 6 to 8) are compiled once, here.

// MARK: - Flat lists

extension Changeset {
    /// The minimal changeset from `old` to `new`, in expected linear time plus
    /// O(s log s) for the s surviving items.
    ///
    /// Items are matched by `id` (duplicates in order of occurrence); matched items whose
    /// `isContentEqual(to:)` is false are updates; of the matched items, those off one
    /// longest increasing subsequence of their new offsets (taken in old order) are moves.
    @inlinable
    public init<C: Collection>(from old: C, to new: C) where C.Element: Diffable {
        let lists = withContiguousBuffers(old, new) { FlatDiff.changeLists($0, $1, as: OffsetOutput.self) }
        self.init(sourceCount: old.count, targetCount: new.count, lists: lists)
    }
}

extension StagedChangeset where Data: Collection, Data.Element: Diffable {
    /// The stages that animate a flat list (shown as section 0) from `old` to `new`.
    /// Every stage shows `new`; see ``StagedChangeset`` for how stages are split.
    @inlinable
    public init(from old: Data, to new: Data) {
        let lists = withContiguousBuffers(old, new) { FlatDiff.changeLists($0, $1, as: ItemPathOutput.self) }
        let plan = StagePlanner(flat: lists)
        self.init(stages: plan.stages.map { Stage(data: new, update: $0.update) }, target: new)
    }
}

/// The flat diff: steps 1 to 8 from two lists' buffers, in 32-bit offset maps.
@usableFromInline
enum FlatDiff {
    /// The change lists from `old` to `new`, built by `Output`: steps 1 to 5 fill two offset
    /// maps, steps 6 to 8 write the lists off them; where matching gives up, the careful way
    /// matches and writes instead.
    @inlinable
    static func changeLists<Element: Diffable, Output: ChangeListOutput>(
        _ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>, as output: Output.Type
    ) -> ChangeLists<Output.Delete, Output.Insert, Output.Move> {
        let oldCount = old.count
        let newCount = new.count
        let lists = withUnsafeTemporaryAllocation(of: Int32.self, capacity: oldCount + newCount) { offsets in
            let newForOld = offsets.baseAddress.unsafelyUnwrapped
            let oldForNew = newForOld + oldCount
            return matchIDs(old, new, newForOld: newForOld, oldForNew: oldForNew).map { claims in
                Output.changeLists(
                    OffsetMaps(
                        newForOld: newForOld, oldCount: oldCount, oldForNew: oldForNew, newCount: newCount, matched: claims.matched,
                        changed: claims.changed))
            }
        }
        return lists ?? IDMatching.matching(old, new).changeLists(as: output)
    }

    /// Steps 1 to 5 over any ``MatchableElements`` (a flat list's buffer, or the items of a
    /// sectioned list in display order), hashing with ``DiffHasher`` where the ID type is
    /// ``DiffHashable`` and with `hashValue` otherwise or when ``DiffHasher`` cannot stand for
    /// an ID's `==`: fills `newForOld` and `oldForNew` (room for the counts of `old` and
    /// `new`) as ``OffsetMaps`` describes them and returns the numbers of claims and of changed
    /// contents, or nil when the careful way must take over, leaving the maps undefined.
    @inlinable
    static func matchIDs<Store: MatchableElements>(
        _ old: Store, _ new: Store, newForOld: UnsafeMutablePointer<Int32>, oldForNew: UnsafeMutablePointer<Int32>
    ) -> (matched: Int, changed: Int)? {
        guard old.count > 0 && new.count > 0 && old.count < OffsetMaps.countLimit && new.count < OffsetMaps.countLimit else { return nil }
        let seed = IDHashing.seed
        var invalidHash = false
        if let hashable = Store.Element.ID.self as? any DiffHashable.Type {
            let claims = matchIDs(
                old, new, seed: seed, hashedAs: hashable, newForOld: newForOld, oldForNew: oldForNew, invalidHash: &invalidHash)
            if let claims { return claims }
        } else {
            invalidHash = true
        }
        // Not DiffHashable, or a string DiffHasher cannot stand for.
        guard invalidHash else { return nil }
        var function = HashValueFunction<Store.Element.ID>(bits: 64)
        return matchIDs(old, new, &function, newForOld: newForOld, oldForNew: oldForNew, invalidHash: &invalidHash)
    }

    /// ``matchIDs(_:_:_:newForOld:oldForNew:invalidHash:)`` with ``DiffHasher``. (`Hashed` is
    /// the ID type, opened from an existential.)
    @inlinable
    static func matchIDs<Store: MatchableElements, Hashed: DiffHashable>(
        _ old: Store, _ new: Store, seed: UInt64, hashedAs hashed: Hashed.Type, newForOld: UnsafeMutablePointer<Int32>,
        oldForNew: UnsafeMutablePointer<Int32>, invalidHash: inout Bool
    ) -> (matched: Int, changed: Int)? {
        var function = DiffHasherFunction<Store.Element.ID, Hashed>(seed: seed)
        return matchIDs(old, new, &function, newForOld: newForOld, oldForNew: oldForNew, invalidHash: &invalidHash)
    }

    /// Steps 1 to 5 with `function`, or nil when the careful way must take over; with
    /// `invalidHash` set when `function` could not stand for some ID's `==`.
    ///
    /// Memory: the two offset maps in 32 bits (half the memory the scattered writes and the
    /// later passes touch); while matching, each side's keys in turn (a word each) and the
    /// table, both freed before this returns, so that the walk's scratch and lists come on
    /// top of the maps alone and the peak is the larger of the two phases, not their sum.
    ///
    /// Hashing and probing stay in loops of their own: a probe that misses the cache then
    /// waits on nothing but a key already in memory, so the processor overlaps the misses of
    /// many items (a loop that hashes and probes each item in turn took a sixth longer on a
    /// million items).
    @inlinable
    static func matchIDs<Store: MatchableElements, Function: IDHashFunction>(
        _ old: Store, _ new: Store, _ function: inout Function, newForOld: UnsafeMutablePointer<Int32>,
        oldForNew: UnsafeMutablePointer<Int32>, invalidHash: inout Bool
    ) -> (matched: Int, changed: Int)? where Function.ID == Store.Element.ID {
        let oldCount = old.count
        let newCount = new.count
        let candidates = withUnsafeTemporaryAllocation(of: Int.self, capacity: max(oldCount, newCount)) { keys -> Bool? in
            let keys = keys.baseAddress.unsafelyUnwrapped
            // 1. Hash the old IDs.
            old.hashIDs(into: keys, &function)
            guard function.isValid else {
                invalidHash = true
                return nil
            }
            return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: IDTable.capacity(for: oldCount)) { slots -> Bool? in
                slots.initialize(repeating: 0)
                let table = IDTable(slots: slots)
                // 2. Index them: every old offset in the table under its key.
                let oldHasDuplicates = indexOldIDs(keys, count: oldCount, into: table) { stored, offset in
                    old.withElement(at: stored) { storedElement in old.withElement(at: offset) { storedElement.id == $0.id } }
                }
                guard let oldHasDuplicates else { return nil }
                // 3. Hash the new IDs.
                new.hashIDs(into: keys, &function)
                guard function.isValid else {
                    invalidHash = true
                    return nil
                }
                // 4. Find each new ID's candidate: the first old entry whose tag agrees.
                guard findCandidates(keys, count: newCount, in: table, oldForNew: oldForNew) else { return nil }
                return oldHasDuplicates
            }
        }
        guard let oldHasDuplicates = candidates else { return nil }
        newForOld.initialize(repeating: -1, count: oldCount)
        // 5. Claim the matches: confirm each candidate by ID and compare the contents.
        return claimMatches(old, new, oldHasDuplicates: oldHasDuplicates, newForOld: newForOld, oldForNew: oldForNew)
    }
}

extension OffsetMaps {
    /// Steps 6 to 8: the change lists, built by `Output`. Specialized inside each
    /// ``ChangeListOutput`` conformance, so it is compiled once per output, in ListDiff. Every
    /// list comes out ascending at a size known in advance, so it is written in place.
    @inline(__always)
    func changeLists<Output: ChangeListOutput>(as output: Output.Type) -> ChangeLists<Output.Delete, Output.Insert, Output.Move> {
        var lists = ChangeLists<Output.Delete, Output.Insert, Output.Move>()
        // piles[rank]: the pile of the survivor of that rank (old order). chain[k]: the top of
        // pile k, then the subsequence, and after it -1, which no target equals.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * matched + 2) { scratch in
            let piles = scratch.baseAddress.unsafelyUnwrapped
            let chain = piles + matched + 1
            // 6. The old side: the deletes, and each survivor placed on a pile (patience sorting).
            let length = placeSurvivors(deleting: &lists.deletes, piles: piles, chain: chain, as: output)
            // 7. The longest increasing subsequence of the survivors' new offsets: the items that stay.
            LongestIncreasingSubsequence.collect(chain: chain, length: length, values: newForOld, piles: piles, count: matched)
            chain[length] = -1
            // 8. The new side: inserts, moves (survivors off the subsequence) and updates.
            writeNewSide(into: &lists, stayingTargets: chain, length: length, as: output)
        }
        return lists
    }
}

// MARK: - Sectioned lists

extension SectionedChangeset {
    /// The minimal sectioned changeset from `old` to `new`, in expected linear time plus
    /// O(s log s) for the surviving sections and items.
    ///
    /// Items of a deleted section that appear nowhere in `new` leave with their section and
    /// are not listed as item deletes; likewise the new items of an inserted section are
    /// not listed as item inserts.
    ///
    /// The labels follow one rule across ListDiff: `from:to:` for flat lists,
    /// `sectionsFrom:to:` for sectioned ones (as in ``StagedChangeset``).
    @inlinable
    public init<Section: DiffableSection>(sectionsFrom old: [Section], to new: [Section]) {
        self.init(matching: SectionedMatching(from: old, to: new))
    }
}

extension StagedChangeset {
    /// The stages that animate a sectioned list from `old` to `new`. The last stage shows
    /// `new`; an earlier stage may show middle data built with
    /// `DiffableSection.init(source:elements:)` (see ``StagedChangeset``).
    @inlinable
    public init<Section: DiffableSection>(sectionsFrom old: [Section], to new: [Section]) where Data == [Section] {
        self.init(plan: StagePlanner(sectioned: SectionedMatching(from: old, to: new)), old: old, new: new)
    }
}

extension SectionedMatching {
    /// Matches `old` and `new`: their sections by ID, then all their items by ID across
    /// sections, flattened in display order.
    @inlinable
    package init<Section: DiffableSection>(from old: [Section], to new: [Section]) {
        // 1. Match the sections, the careful way: there are few.
        sections = withContiguousBuffers(old, new) { IDMatching.matching($0, $1) }
        // 2. Match the items by the flat diff's steps 1 to 5, over each list's items in place.
        let oldItems = SectionedElements(old)
        let newItems = SectionedElements(new)
        items = ItemMatching(oldItems, newItems)
        oldStarts = oldItems.starts
        newStarts = newItems.starts
        oldSectionOf = oldItems.sectionOf
        newSectionOf = newItems.sectionOf
    }
}
