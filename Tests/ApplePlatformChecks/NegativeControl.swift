// The Apple-platform check's negative control: this call is misspelled on purpose and
// must fail to type-check ("has no member 'reloadItemz'"). If it ever compiles, the check
// is not reading UIKit's real declarations, and Scripts/check-apple-platforms.sh fails.
import UIKit

@MainActor func negativeControl(_ collectionView: UICollectionView) {
    collectionView.reloadItemz(at: [IndexPath(item: 0, section: 0)])
}
