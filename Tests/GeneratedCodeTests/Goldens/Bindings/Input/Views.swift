#if canImport(UIKit)
import ListKit
import UIKit

final class TrackCell: UICollectionViewListCell, ConfigurableCell {
    func configure(with track: Track) {}
}

final class BannerCell: UICollectionViewListCell, ConfigurableCell {
    func configure(with banner: Banner) {}
}

final class SpinnerCell: UICollectionViewListCell, ConfigurableCell {
    func configure(with item: Void) {}
}

final class TrackTableCell: UITableViewCell, ConfigurableCell {
    func configure(with track: Track) {}
}

final class BannerTableCell: UITableViewCell, ConfigurableCell {
    func configure(with banner: Banner) {}
}

/// Adopted through its `configure()`: a payload-less case has nothing to pass.
final class SpinnerTableCell: UITableViewCell {
    func configure() {}
}

final class PlaylistHeader: UICollectionReusableView, ConfigurableSupplementaryView {
    func configure(with section: PlaylistSection) {}
}

final class PlaylistFooter: UICollectionReusableView, ConfigurableSupplementaryView {
    func configure(with section: PlaylistSection) {}
}
#endif

#if canImport(SwiftUI)
import SwiftUI

struct TrackRow: View {
    var item: Track
    var body: some View { Text(item.title) }
}

struct BannerRow: View {
    var item: Banner
    var body: some View { Text(item.text) }
}

struct SpinnerRow: View {
    init(item: Void) {}
    var body: some View { ProgressView() }
}
#endif
