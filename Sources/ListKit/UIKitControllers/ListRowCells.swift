#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Records and the screen's own rows with generated bindings (`// listgen: item(cell: ...)` on
/// both types) need no cell code: each row gets its type's cell.
extension ListRow: CollectionCellProviding where Record: CollectionCellProviding, Extra: CollectionCellProviding {
    public static func registerCells(in registrar: CollectionCellRegistrar) {
        Record.registerCells(in: registrar)
        Extra.registerCells(in: registrar)
    }

    public func cell(from dequeuer: CollectionCellDequeuer, at indexPath: IndexPath) -> UICollectionViewCell {
        switch self {
        case .record(let record): record.cell(from: dequeuer, at: indexPath)
        case .extra(let extra): extra.cell(from: dequeuer, at: indexPath)
        }
    }
}

/// The same for table views (`// listgen: item(tableCell: ...)`).
extension ListRow: TableCellProviding where Record: TableCellProviding, Extra: TableCellProviding {
    public static func registerCells(in registrar: TableCellRegistrar) {
        Record.registerCells(in: registrar)
        Extra.registerCells(in: registrar)
    }

    public func cell(from dequeuer: TableCellDequeuer, at indexPath: IndexPath) -> UITableViewCell {
        switch self {
        case .record(let record): record.cell(from: dequeuer, at: indexPath)
        case .extra(let extra): extra.cell(from: dequeuer, at: indexPath)
        }
    }
}
#endif
