import ListKit

/// A list view without pixels: it keeps the sections and items it displays, applies
/// batches by the rules documented on `BatchUpdate`, and records every breach as a
/// ``BatchUpdateViolation`` instead of crashing. The test oracle for ListKit's changesets.
///
/// Like `UICollectionView`, it fetches from its data source (``data``) only what a batch
/// inserts or reloads; surviving and moved items keep the content they had, so a missed
/// reload shows as stale content in ``firstDifference()``.
@MainActor
public final class SimulatedListView<Section: DiffableSection>: BatchUpdatable {
    /// The data source: set it (in the adapter's `setData`) before a batch's operations.
    public var data: [Section]
    /// What the view displays now.
    public private(set) var displayed: [Section]
    /// Every breach seen so far, in order.
    public private(set) var violations: [BatchUpdateViolation] = []
    /// Batches performed so far.
    public private(set) var batchCount = 0
    /// Unanimated full reloads so far.
    public private(set) var reloadAllCount = 0
    private var pending: BatchUpdate?

    /// A view displaying `data`.
    public init(data: [Section]) {
        self.data = data
        self.displayed = data
    }

    /// Whether the view displays exactly the data source's sections and items, by ID and
    /// content.
    public var displaysData: Bool { firstDifference() == nil }

    /// The first position where the view and its data source differ, or nil.
    public func firstDifference() -> String? {
        guard displayed.count == data.count else {
            return "displays \(displayed.count) sections, data has \(data.count)"
        }
        for (index, (shown, wanted)) in zip(displayed, data).enumerated() {
            guard shown.id == wanted.id, shown.isContentEqual(to: wanted) else {
                return "section \(index): displays \(shown.id), data has \(wanted.id) (or other content)"
            }
            guard shown.elements.count == wanted.elements.count else {
                return "section \(index): displays \(shown.elements.count) items, data has \(wanted.elements.count)"
            }
            for (item, (element, expected)) in zip(shown.elements, wanted.elements).enumerated() {
                guard element.id == expected.id, element.isContentEqual(to: expected) else {
                    return "item \(ItemPath(item: item, section: index)): displays \(element.id), data has \(expected.id) (or other content)"
                }
            }
        }
        return nil
    }

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
            try apply(batch)
        } catch {
            violations.append(error)
            // UIKit would crash; start over from the data so later batches are judged alone.
            displayed = data
        }
        completion?(true)
    }

    public func reloadAll() {
        reloadAllCount += 1
        displayed = data
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
        change(&batch)
        pending = batch
    }

    // MARK: Applying

    /// Applies `batch` to the displayed sections against the current ``data``, or throws
    /// the first rule it breaks (leaving the display unchanged).
    public func apply(_ batch: BatchUpdate) throws(BatchUpdateViolation) {
        displayed = try BatchApplication(old: displayed, data: data, batch: batch).result()
    }
}
