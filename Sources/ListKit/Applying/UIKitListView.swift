#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What `UICollectionView` and `UITableView` both declare under the same names: the calls
/// their kinds make alike, written once below (the views' own methods are the witnesses, so
/// the conformances add nothing to either).
@_spi(ListViews) @MainActor
public protocol UIKitListView: UIScrollView {
    /// UIKit's `reloadData()`.
    func reloadData()
    /// UIKit's `performBatchUpdates(_:completion:)`.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// UIKit's `backgroundView`.
    var backgroundView: UIView? { get set }
}

@_spi(ListViews) extension UICollectionView: UIKitListView {}
@_spi(ListViews) extension UITableView: UIKitListView {}

/// What `UICollectionViewCell` and `UITableViewCell` both declare under the same names.
@_spi(ListViews) @MainActor
public protocol UIKitListCell: UIView {
    /// UIKit's `contentConfiguration`.
    var contentConfiguration: (any UIContentConfiguration)? { get set }
}

@_spi(ListViews) extension UICollectionViewCell: UIKitListCell {}
@_spi(ListViews) extension UITableViewCell: UIKitListCell {}

@_spi(ListViews) extension ListViewKind where View: UIKitListView {
    public static func canAnimateBatches(on view: View) -> Bool {
        view.window != nil
    }

    public static func performBatch(on view: View, _ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        view.performBatchUpdates(updates, completion: completion)
    }

    public static func reloadData(of view: View) {
        view.reloadData()
    }
}
#endif
