/// What a cell shows of an outline row beyond its record, read whatever the record's type: the
/// UIKit list controllers indent the cell by the depth and show a disclosure chevron.
protocol OutlinePresentation {
    var depth: Int { get }
    var isExpandable: Bool { get }
    var isExpanded: Bool { get }
    var isPlaceholder: Bool { get }
}

extension OutlineRow: OutlinePresentation {}
