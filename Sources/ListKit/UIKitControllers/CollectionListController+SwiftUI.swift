#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
import SwiftUI
import UIKit

/// SwiftUI views as cells: a `UIHostingConfiguration` per item (iOS 16).
extension CollectionListController {
    /// Shows every item in a list cell whose content is the SwiftUI view `row` makes for it
    /// (for listgen's bindings, the view the annotation's `row:` names: `{ $0.listRow }`).
    /// An `@Observable` item's view updates by itself.
    @available(iOS 16, tvOS 16, visionOS 1, *)
    public func hostedCells<Row: View>(@ViewBuilder _ row: @escaping @MainActor (Item) -> Row) {
        cells(
            registering: { $0.register(HostingListCell.self) },
            provider: { dequeuer, item, indexPath in
                let cell = dequeuer.dequeue(HostingListCell.self, for: (), at: indexPath)
                cell.contentConfiguration = UIHostingConfiguration { row(item) }
                return cell
            })
    }
}

/// The cell ``CollectionListController/hostedCells(_:)`` fills with a SwiftUI view.
public final class HostingListCell: UICollectionViewListCell, ConfigurableCell {
    /// The content is set by the controller.
    public func configure(with item: Void) {}
}
#endif
