/// Every annotation and option listgen understands: the single place the language is
/// defined. Annotations are read into `TypeAnnotation` and `PropertyAnnotation` values
/// (see `FileResolver+Requests`), never switched on as strings elsewhere.
package enum Vocabulary {
    /// Annotations written above a type.
    package enum TypeKind: String, CaseIterable, Sendable {
        case item, section, wrapper, cases, equatable, hashable

        /// The options each accepts, in the order suggestions list them.
        package var options: [Option] {
            switch self {
            case .item: [.id, .ignore, .in, .case, .cell, .tableCell, .row]
            case .section: [.id, .items, .ignore, .header, .footer]
            case .wrapper: []
            case .cases: [.in, .cell, .tableCell, .row]
            case .equatable: [.ignore]
            case .hashable: [.ignore, .identity]
            }
        }

        /// The functions the generated extension implements (writing one by hand is an error;
        /// each is one of `MemberFunction.generatedSignatures`, all the scanner records).
        package var generatedFunctions: [String] {
            switch self {
            case .item, .wrapper: ["isContentEqual(to:)"]
            case .section: ["isContentEqual(to:)", "init(source:elements:)"]
            case .equatable: ["==(_:_:)"]
            case .hashable: ["==(_:_:)", "hash(into:)"]
            case .cases: []
            }
        }

        /// The protocol the generated extension declares (restating it is an error).
        package var generatedConformance: String {
            switch self {
            case .item, .wrapper: "Diffable"
            case .section: "DiffableSection"
            case .equatable: "Equatable"
            case .hashable: "Hashable"
            case .cases: ""
            }
        }
    }

    /// Options of type annotations.
    package enum Option: String, CaseIterable, Sendable {
        case id, ignore, `in`, `case`, items, identity, cell, tableCell, row, header, footer

        /// Written without a value.
        package var isFlag: Bool { self == .identity }
        /// Takes a list (a single value is accepted as a one-element list).
        package var takesList: Bool { self == .ignore || self == .in }
        /// Names a view that shows an item or a section.
        package var namesView: Bool { [.cell, .tableCell, .row, .header, .footer].contains(self) }
    }

    /// Annotations written above a stored property.
    package enum PropertyKind: String, CaseIterable, Sendable {
        case id, ignore, items
    }

    /// The annotation written above a payload-less case of a hand-written wrapper, with the
    /// views that show it: `// listgen: case(cell: LoadMoreCell)`.
    package static let caseAnnotation = "case"
    /// The options `case(...)` takes: the views that show an item (see `ViewBinding`).
    package static let viewOptions: [Option] = [.cell, .tableCell, .row]

    /// Marker protocols and the annotation each stands for.
    package static let markers: [String: TypeKind] = [
        "ListGenItem": .item,
        "ListGenSection": .section,
        "ListGenEquatable": .equatable,
        "ListGenHashable": .hashable,
    ]

    /// The marker a written inherited type names (`ListGenItem`, `ListKit.ListGenItem`), if
    /// any, with its unqualified name.
    package static func marker(_ inherited: String) -> (kind: TypeKind, name: String)? {
        let name = inherited.hasPrefix("ListKit.") ? String(inherited.dropFirst("ListKit.".count)) : inherited
        return markers[name].map { ($0, name) }
    }

    package static var typeAnnotationNames: [String] { TypeKind.allCases.map(\.rawValue).sorted() }
    package static var propertyAnnotationNames: [String] { PropertyKind.allCases.map(\.rawValue) }

    /// Whether `name` is any annotation's name.
    package static func isAnnotationName(_ name: String) -> Bool {
        TypeKind(rawValue: name) != nil || PropertyKind(rawValue: name) != nil
    }
}
