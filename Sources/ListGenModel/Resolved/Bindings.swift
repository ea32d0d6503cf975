/// The views that show an item (`item(cell: PostCell, tableCell: PostRowCell, row: PostRow)`),
/// a payload-less wrapper case (`case(cell: ...)`, `cases(in: W, cell: ...)`) or a section
/// (`section(header: ..., footer: ...)`): listgen generates their registration and a
/// dequeue-and-configure dispatch, so no app code switches over item kinds.
package struct ViewBinding: Sendable, Hashable {
    /// A `UICollectionViewCell & ConfigurableCell`.
    package var cell: String?
    /// A `UITableViewCell & ConfigurableCell`.
    package var tableCell: String?
    /// A SwiftUI view with `init(item:)`.
    package var row: String?
    /// Where the annotation stands: generated dispatch code points compiler errors there.
    package var path: String
    package var location: SourceLocation

    package var isEmpty: Bool { cell == nil && tableCell == nil && row == nil }

    package init(cell: String? = nil, tableCell: String? = nil, row: String? = nil, path: String, location: SourceLocation) {
        self.cell = cell
        self.tableCell = tableCell
        self.row = row
        self.path = path
        self.location = location
    }
}

/// Header and footer views of a section.
package struct SectionBinding: Sendable, Hashable {
    package var header: String?
    package var footer: String?
    package var path: String
    package var location: SourceLocation

    package init(header: String? = nil, footer: String? = nil, path: String, location: SourceLocation) {
        self.header = header
        self.footer = footer
        self.path = path
        self.location = location
    }
}

/// The bindings of one type to render: an item (one entry, no case), or a wrapper enum (one
/// entry per case).
package struct Bindings: Sendable, Hashable {
    package struct Entry: Sendable, Hashable {
        /// The wrapper case, or nil for the item itself.
        package var caseName: String?
        /// Whether the case carries an item.
        package var hasPayload: Bool
        package var binding: ViewBinding

        package init(caseName: String? = nil, hasPayload: Bool, binding: ViewBinding) {
            self.caseName = caseName
            self.hasPayload = hasPayload
            self.binding = binding
        }
    }

    package var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }
}

/// A cell or view a binding names that listgen adopts: declared in the scanned sources with a
/// `configure(with:)` for what it shows (or, for a row without a model, a `configure()`), but
/// not as `ConfigurableCell` (or `ConfigurableSupplementaryView`), which the generated
/// dispatch needs. Rendered once, in the shared file, however many annotations name it.
package struct AdoptedView: Sendable, Hashable {
    /// The view's qualified name.
    package var view: String
    package var protocolName: String
    /// The `#if` condition the view is declared under.
    package var condition: String?
    /// The annotation that names it.
    package var origin: SourceOrigin
    /// Where the annotation names it, for an error there.
    package var location: SourceLocation
    /// The annotated type whose binding asks for it: if that type gets no code, no adoption.
    package var declaringType: String
    /// What the view shows, qualified (`Post`, `Feed.LoadMore`), or `Void` for a payload-less
    /// case: one view adopted for two different items would not compile.
    package var shown: String
    /// The view is adopted through its `configure()` (see `Concern.Adoption.forwardedItem`).
    package var forwardsToConfigure: Bool
    /// The access modifier of the `configure(with:)` written for it, the view's own, with a
    /// trailing space (`public `), empty for internal.
    package var memberAccess: String

    package init(
        view: String, protocolName: String, condition: String? = nil, origin: SourceOrigin, location: SourceLocation,
        declaringType: String,
        shown: String = "", forwardsToConfigure: Bool = false, memberAccess: String = ""
    ) {
        self.view = view
        self.protocolName = protocolName
        self.condition = condition
        self.origin = origin
        self.location = location
        self.declaringType = declaringType
        self.shown = shown
        self.forwardsToConfigure = forwardsToConfigure
        self.memberAccess = memberAccess
    }
}
