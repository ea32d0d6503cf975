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

    /// The batch inside `UIView.performWithoutAnimation(_:)`: the change shows at once, and
    /// cells that stay keep their state (no reload).
    public static func performBatchWithoutAnimation(on view: View, _ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        UIView.performWithoutAnimation { view.performBatchUpdates(updates, completion: completion) }
    }

    public static func scrollGeometry(of view: View) -> ScrollGeometry? {
        let inset = view.adjustedContentInset
        return ScrollGeometry(
            offset: view.contentOffset.y, viewportHeight: view.bounds.height, insetTop: inset.top, insetBottom: inset.bottom,
            contentHeight: view.contentSize.height)
    }

    /// Keeps the horizontal offset.
    public static func scroll(_ view: View, to offset: Double, animated: Bool) {
        view.setContentOffset(CGPoint(x: view.contentOffset.x, y: offset), animated: animated)
    }

    public static func layOut(_ view: View) {
        view.layoutIfNeeded()
    }
}
#endif
