import ListKit

/// A list view without pixels: a ``SimulatedList`` behind the `BatchUpdatable` protocol,
/// so the adapter (`reload(using:animatingAtMost:setData:)`) can drive it. It applies
/// batches by the rules documented on `BatchUpdate` and records every breach as a
/// ``BatchUpdateViolation`` instead of crashing: the test oracle for ListKit's changesets.
@MainActor
public final class SimulatedListView<Section: DiffableSection>: BatchUpdatable {
    /// The displayed state and the data source.
    public private(set) var list: SimulatedList<Section>
    /// Every breach seen so far, in order.
    public private(set) var violations: [BatchUpdateViolation] = []
    /// Batches performed so far.
    public private(set) var batchCount = 0
    /// Unanimated full reloads so far.
    public private(set) var reloadAllCount = 0
    private var pending: BatchUpdate?

    /// A view displaying `data`.
    public init(data: [Section]) {
        list = SimulatedList(data: data)
    }

    /// The data source: set it (in the adapter's `setData`) before a batch's operations.
    public var data: [Section] {
        get { list.data }
        set { list.data = newValue }
    }

    /// What the view displays now.
    public var displayed: [Section] { list.displayed }

    /// Whether the view displays exactly the data source's sections and items.
    public var displaysData: Bool { list.displaysData }

    /// The first position where the view and its data source differ, or nil.
    public func firstDifference() -> String? { list.firstDifference() }

    // MARK: BatchUpdatable

    public func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        guard pending == nil else {
            violations.append(BatchUpdateViolation(.outsideBatch, "performBatch inside performBatch"))
            updates()
            return
        }
        pending = BatchUpdate()
        updates()
        let batch = pending ?? BatchUpdate()
        pending = nil
        batchCount += 1
        do {
            try list.apply(batch)
        } catch {
            violations.append(error)
            // UIKit would crash; start over from the data so later batches are judged alone.
            list.reloadAll()
        }
        completion?(true)
    }

    public func reloadAll() {
        reloadAllCount += 1
        list.reloadAll()
    }

    public func insertSections(at indices: [Int]) { record { $0.sectionInserts += indices } }
    public func deleteSections(at indices: [Int]) { record { $0.sectionDeletes += indices } }
    public func moveSection(from source: Int, to target: Int) {
        record { $0.sectionMoves.append(PositionPair(source: source, target: target)) }
    }
    public func reloadSections(at indices: [Int]) { record { $0.sectionReloads += indices } }
    public func insertItems(at paths: [ItemPath]) { record { $0.itemInserts += paths } }
    public func deleteItems(at paths: [ItemPath]) { record { $0.itemDeletes += paths } }
    public func moveItem(from source: ItemPath, to target: ItemPath) {
        record { $0.itemMoves.append(PositionPair(source: source, target: target)) }
    }
    public func reloadItems(at paths: [ItemPath]) { record { $0.itemReloads += paths } }

    private func record(_ change: (inout BatchUpdate) -> Void) {
        guard var batch = pending else {
            violations.append(BatchUpdateViolation(.outsideBatch, "operation outside performBatch"))
            return
        }
        // Release the stored copy first, so appending doesn't copy the batch's arrays
        // (one copy per operation was quadratic for a batch of many moves).
        pending = nil
        change(&batch)
        pending = batch
    }
}
