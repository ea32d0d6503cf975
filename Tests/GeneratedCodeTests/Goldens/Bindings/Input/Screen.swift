import Foundation
import ListKit

/// Items bound to collection cells, table cells and SwiftUI rows.
// listgen: item(in: ScreenRow, cell: TrackCell, tableCell: TrackTableCell, row: TrackRow)
struct Track: Sendable {
    let id: Int
    var title: String
}

// listgen: item(in: ScreenRow, cell: BannerCell, tableCell: BannerTableCell, row: BannerRow)
struct Banner: Sendable {
    let id: String
    var text: String
}

/// A payload-less row of the generated wrapper.
// listgen: cases(in: ScreenRow, cell: SpinnerCell, tableCell: SpinnerTableCell, row: SpinnerRow)
enum ScreenControl {
    case spinner
}

/// A hand-written wrapper with a payload-less case bound by its own annotation.
// listgen: wrapper
enum PlaylistRow {
    case track(Track)
    // listgen: case(cell: SpinnerCell)
    case more
}

/// A section with a header and a footer.
// listgen: section(header: PlaylistHeader, footer: PlaylistFooter)
struct PlaylistSection: Sendable {
    let id: Int
    var title: String
    var items: [ScreenRow]
}
