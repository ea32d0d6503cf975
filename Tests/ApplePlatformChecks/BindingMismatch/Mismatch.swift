// The Apple-platform check's binding control: `BookCell` shows authors, so binding it to
// `Book` must fail to compile, and the error must point at the annotation (line 15), not
// into the generated file. Scripts/check-apple-platforms.sh checks both.
import ListKit
import UIKit

struct Author: Sendable {
    let id: Int
}

final class BookCell: UICollectionViewListCell, ConfigurableCell {
    func configure(with author: Author) {}
}

// listgen: item(cell: BookCell)
struct Book: Sendable {
    let id: Int
}
