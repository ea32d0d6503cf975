#if canImport(UIKit) && !os(watchOS)
import ObjectiveC
import UIKit

/// How the UIKit list controllers show an outline row in the cell that shows its record: the
/// cell is indented by the row's depth, and a folder's row shows a chevron, down when
/// expanded. The chevron is the cell's accessory unless the app's configuration gave the cell
/// accessories of its own; a tap on the row expands or collapses the folder.
@MainActor
enum OutlineCells {
    /// Marks a cell whose accessories are the outline's, so a reused cell's are replaced.
    private nonisolated(unsafe) static var chevronKey: UInt8 = 0

    static func decorate(_ cell: AnyObject, as row: any OutlinePresentation) {
        switch cell {
        case let cell as UICollectionViewListCell:
            cell.indentationLevel = row.depth
            let ours = objc_getAssociatedObject(cell, &chevronKey) != nil
            guard cell.accessories.isEmpty || ours else { return }
            if row.isExpandable {
                let placement = UICellAccessory.Placement.trailing(displayed: .always)
                cell.accessories = [.customView(configuration: .init(customView: chevron(row.isExpanded), placement: placement))]
            } else {
                cell.accessories = []
            }
            objc_setAssociatedObject(cell, &chevronKey, true, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        case let cell as UITableViewCell:
            cell.indentationLevel = row.depth
            let ours = objc_getAssociatedObject(cell, &chevronKey) != nil
            guard cell.accessoryView == nil || ours else { return }
            cell.accessoryView = row.isExpandable ? chevron(row.isExpanded) : nil
            objc_setAssociatedObject(cell, &chevronKey, true, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        default:
            return
        }
    }

    private static func chevron(_ isExpanded: Bool) -> UIImageView {
        let view = UIImageView(image: UIImage(systemName: isExpanded ? "chevron.down" : "chevron.right"))
        view.tintColor = .tertiaryLabel
        view.accessibilityLabel = isExpanded ? "Expanded" : "Collapsed"
        return view
    }
}

/// A cell that shows an outline's placeholder row at a depth.
@MainActor protocol OutlinePlaceholderShowing: AnyObject {
    func configure(depth: Int)
}

/// The row under a folder whose children load, in a collection view: a spinner and "Loading…".
final class OutlinePlaceholderCell: UICollectionViewListCell, OutlinePlaceholderShowing {
    func configure(depth: Int) {
        var content = defaultContentConfiguration()
        content.text = "Loading…"
        content.textProperties.color = .secondaryLabel
        contentConfiguration = content
        indentationLevel = depth
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        accessories = [.customView(configuration: .init(customView: spinner, placement: .leading()))]
    }
}

/// The row under a folder whose children load, in a table view.
final class OutlinePlaceholderTableCell: UITableViewCell, OutlinePlaceholderShowing {
    func configure(depth: Int) {
        var content = defaultContentConfiguration()
        content.text = "Loading…"
        content.textProperties.color = .secondaryLabel
        contentConfiguration = content
        indentationLevel = depth
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        accessoryView = spinner
    }
}

/// An outline of records with generated bindings (`// listgen: item(cell: NodeCell)`) needs no
/// cell code: each record's row gets the record's cell, indented and with its chevron (a
/// placeholder row gets the list's placeholder cell, whatever the cells).
extension OutlineRow: CollectionCellProviding where Record: CollectionCellProviding {
    public static func registerCells(in registrar: CollectionCellRegistrar) {
        Record.registerCells(in: registrar)
    }

    public func cell(from dequeuer: CollectionCellDequeuer, at indexPath: IndexPath) -> UICollectionViewCell {
        record.cell(from: dequeuer, at: indexPath)
    }
}

/// The same for table views (`// listgen: item(tableCell: NodeCell)`).
extension OutlineRow: TableCellProviding where Record: TableCellProviding {
    public static func registerCells(in registrar: TableCellRegistrar) {
        Record.registerCells(in: registrar)
    }

    public func cell(from dequeuer: TableCellDequeuer, at indexPath: IndexPath) -> UITableViewCell {
        record.cell(from: dequeuer, at: indexPath)
    }
}
#endif
