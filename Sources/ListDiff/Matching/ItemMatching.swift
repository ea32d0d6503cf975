/// The matching of the items of two sectioned lists, on their flat offsets in display
/// order, in 32-bit maps (half the memory the staging passes read).
@usableFromInline
typealias ItemMatching = OffsetMatching<Int32>

extension ItemMatching {
    /// Matches the items by steps 1 to 5 of the flat diff (see Diff.swift; the careful way,
    /// ``IDMatching/matching(_:_:hashValueBits:)``, where they give up): the k-th occurrence
    /// of an ID in `old` pairs with its k-th occurrence in `new`.
    @inlinable
    init<Element: Diffable>(_ old: SectionedElements<Element>, _ new: SectionedElements<Element>) {
        let oldCount = old.count
        let newCount = new.count
        var claims: (matched: Int, changed: Int)?
        var oldForNew: [Int32] = []
        var newForOld = [Int32](unsafeUninitializedCapacity: oldCount) { newForOld, initialized in
            oldForNew = [Int32](unsafeUninitializedCapacity: newCount) { oldForNew, initialized in
                guard let oldBase = newForOld.baseAddress, let newBase = oldForNew.baseAddress else { return }
                claims = FlatDiff.matchIDs(old, new, newForOld: oldBase, oldForNew: newBase)
                // Int32 needs no initialization; without claims the maps are rewritten below.
                initialized = newCount
            }
            initialized = oldCount
        }
        guard let claims else {
            let careful = IDMatching.matching(old, new)
            newForOld = careful.newForOld.map { Int32(truncatingIfNeeded: $0) }
            oldForNew = careful.oldForNew.map { Int32(truncatingIfNeeded: $0) }
            self.init(newForOld: newForOld, oldForNew: oldForNew, updatedTargets: careful.updatedTargets, matchedCount: careful.matchedCount)
            return
        }
        // Sources whose content changed carry OffsetMaps.changedFlag: list them, and clear it.
        let updatedTargets = [Int](unsafeUninitializedCapacity: claims.changed) { updatedTargets, initialized in
            oldForNew.withUnsafeMutableBufferPointer { oldForNew in
                var written = 0
                for target in oldForNew.indices {
                    let value = oldForNew[target]
                    if value >= 0 && value & OffsetMaps.changedFlag != 0 {
                        precondition(written < updatedTargets.count)
                        updatedTargets[written] = target
                        written &+= 1
                        oldForNew[target] = value & ~OffsetMaps.changedFlag
                    }
                }
                precondition(written == claims.changed)
            }
            initialized = claims.changed
        }
        self.init(newForOld: newForOld, oldForNew: oldForNew, updatedTargets: updatedTargets, matchedCount: claims.matched)
    }
}
