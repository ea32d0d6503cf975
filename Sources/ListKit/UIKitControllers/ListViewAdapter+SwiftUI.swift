#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
import SwiftUI
import UIKit

/// SwiftUI views as cells: a `UIHostingConfiguration` per item (iOS 16).
extension ListViewAdapter where Kind: UIKitListViewKind {
    /// Shows every item in a cell whose content is the SwiftUI view `row` makes for it (for
    /// listgen's bindings, the view the annotation's `row:` names: `{ $0.listRow }`). An
    /// `@Observable` item's view updates by itself.
    @available(iOS 16, tvOS 16, visionOS 1, *)
    public func hostedCells<Row: View>(@ViewBuilder _ row: @escaping @MainActor (Item) -> Row) {
        core.hostedCells { item in UIHostingConfiguration { row(item) } }
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Cells whose content is a configuration made per item.
extension ListViewCore where Kind: UIKitListViewKind {
    /// Shows every item in the kind's hosting cell, with the content configuration `content`
    /// makes for it.
    func hostedCells(_ content: @escaping @MainActor (Item) -> any UIContentConfiguration) {
        registrar.registerCell(Kind.hostingCell)
        cellProvider = { [unowned self] _, item, indexPath in
            let cell = Kind.dequeueCell(Kind.hostingCell, at: indexPath, in: view)
            Kind.setContentConfiguration(content(item), of: cell)
            return cell
        }
    }
}

/// The cell ``CollectionListController``'s ``ListViewAdapter/hostedCells(_:)`` fills with a
/// SwiftUI view.
final class HostingListCell: UICollectionViewListCell, ConfigurableCell {
    /// The content is set by the controller.
    func configure(with item: Void) {}
}

/// The cell ``TableListController``'s ``ListViewAdapter/hostedCells(_:)`` fills with a SwiftUI
/// view.
final class HostingTableCell: UITableViewCell, ConfigurableCell {
    /// The content is set by the controller.
    func configure(with item: Void) {}
}
#endif
