import ListGenModel

/// One checked annotation on a type, or the marker protocol standing for one, with its
/// options by meaning. Built only by `FileResolver.typeRequests` (with diagnostics) or
/// `TypeAnnotation.read` (for another type's annotations, already diagnosed in its file).
enum TypeAnnotation: Sendable {
    /// An option as written: its values and where they stand.
    typealias Option = ParsedAnnotation.Argument

    case item(Item)
    case section(Section)
    case wrapper
    case cases(Cases)
    case equatable(ignore: Option?)
    case hashable(ignore: Option?, identity: Option?)

    /// `item(id:, ignore:, in:, case:, cell:, tableCell:, row:)`.
    struct Item: Sendable {
        var id: Option?
        var ignore: Option?
        var wrappers: Option?
        var caseName: Option?
        var views: Views
    }

    /// `section(id:, items:, ignore:, header:, footer:)`.
    struct Section: Sendable {
        var id: Option?
        var items: Option?
        var ignore: Option?
        var header: Option?
        var footer: Option?
    }

    /// `cases(in:, cell:, tableCell:, row:)`.
    struct Cases: Sendable {
        var wrappers: Option?
        var views: Views
    }

    /// The views an item or a payload-less case names.
    struct Views: Sendable {
        var cell: Option?
        var tableCell: Option?
        var row: Option?

        init(_ options: [Vocabulary.Option: Option]) {
            cell = options[.cell]
            tableCell = options[.tableCell]
            row = options[.row]
        }
    }

    /// The annotation of `kind` with checked `options` (each allowed for `kind`).
    init(_ kind: Vocabulary.TypeKind, options: [Vocabulary.Option: Option]) {
        switch kind {
        case .item:
            self = .item(
                Item(
                    id: options[.id], ignore: options[.ignore], wrappers: options[.in],
                    caseName: options[.case], views: Views(options)))
        case .section:
            self = .section(
                Section(
                    id: options[.id], items: options[.items], ignore: options[.ignore],
                    header: options[.header], footer: options[.footer]))
        case .wrapper:
            self = .wrapper
        case .cases:
            self = .cases(Cases(wrappers: options[.in], views: Views(options)))
        case .equatable:
            self = .equatable(ignore: options[.ignore])
        case .hashable:
            self = .hashable(ignore: options[.ignore], identity: options[.identity])
        }
    }

    var kind: Vocabulary.TypeKind {
        switch self {
        case .item: .item
        case .section: .section
        case .wrapper: .wrapper
        case .cases: .cases
        case .equatable: .equatable
        case .hashable: .hashable
        }
    }

    /// The `id:` option of an item or section.
    var idOption: Option? {
        switch self {
        case .item(let item): item.id
        case .section(let section): section.id
        default: nil
        }
    }

    /// The `ignore:` option, where the annotation has one.
    var ignoreOption: Option? {
        switch self {
        case .item(let item): item.ignore
        case .section(let section): section.ignore
        case .equatable(let ignore), .hashable(let ignore, _): ignore
        default: nil
        }
    }

    /// Another type's annotation, read without diagnostics (its own file reports them):
    /// nil when it does not parse or is not a known type annotation. Unknown options are
    /// dropped.
    static func read(_ annotation: Annotation) -> TypeAnnotation? {
        guard case .success(let parsed) = AnnotationParser.parse(annotation),
            let kind = Vocabulary.TypeKind(rawValue: parsed.name)
        else { return nil }
        var options: [Vocabulary.Option: Option] = [:]
        for argument in parsed.arguments {
            guard let option = Vocabulary.Option(rawValue: argument.label), kind.options.contains(option) else { continue }
            options[option] = options[option] ?? argument
        }
        return TypeAnnotation(kind, options: options)
    }
}

extension TypeAnnotation {
    /// The generated wrappers it names in `in:` (`item(in:)`, `cases(in:)`).
    var wrapperNames: [String] {
        switch self {
        case .item(let item): item.wrappers?.values ?? []
        case .cases(let cases): cases.wrappers?.values ?? []
        default: []
        }
    }
}

extension ParsedAnnotation.Argument {
    /// The first value, for options that take one name.
    var value: String? { values?.first }

    /// Where the value at `position` stands (the values' start when unknown).
    func location(ofValueAt position: Int) -> SourceLocation {
        position < valueLocations.count ? valueLocations[position] : valuesLocation
    }
}
