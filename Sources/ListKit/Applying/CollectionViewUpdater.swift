#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Applies ListKit batches to a `UICollectionView` (a ``ListViewUpdater`` of
/// ``CollectionViewKind``): `CollectionViewUpdater(collectionView).reload(using: staged) { ... }`.
public typealias CollectionViewUpdater = ListViewUpdater<CollectionViewKind>

extension ListViewUpdater where Kind == CollectionViewKind {
    /// An updater for `collectionView`.
    public convenience init(_ collectionView: UICollectionView) {
        self.init(view: collectionView)
    }

    /// The collection view updated.
    var collectionView: UICollectionView { view }
}

extension UICollectionView {
    /// Animates `staged` into this collection view (see
    /// ``ListViewUpdater/reload(using:animatingAtMost:setData:)``): the one method ListKit
    /// adds to `UICollectionView`.
    public func reload<Data>(
        using staged: StagedChangeset<Data>,
        animatingAtMost cap: Int? = nil,
        setData: (Data) -> Void
    ) {
        CollectionViewUpdater(self).reload(using: staged, animatingAtMost: cap, setData: setData)
    }
}
#endif
