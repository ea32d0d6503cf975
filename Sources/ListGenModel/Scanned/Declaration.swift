/// A type or extension declaration as the scanner saw it.
///
/// This is the model every later stage reads; `listgen scan --json` prints it
/// (see `docs/scan-json.md` for the field contract).
public struct Declaration: Sendable, Hashable {
    /// What introduced the declaration.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
    }

    /// What is declared.
    public var kind: Kind
    /// The type's name without backticks; for an extension, the extended type as written.
    public var name: String
    /// Enclosing type names joined with `.` (`Outer.Inner`).
    public var qualifiedName: String
    /// Where the introducing keyword (`struct`, `class`, ...) stands.
    public var location: SourceLocation
    /// Where the name stands (for diagnostics that point at the name).
    public var nameLocation: SourceLocation
    /// The written access modifier, or `nil` when none is written.
    public var access: String?
    /// Other declaration modifiers as written (`final`, `indirect`, `nonisolated`, ...).
    public var modifiers: [String]
    /// Generic parameter names, without constraints (primary associated types for protocols).
    public var genericParameters: [String]
    /// The generic parameter clause as written, whitespace collapsed (`<T: Hashable>`), or `nil`.
    public var genericParameterClause: String?
    /// The generic `where` clause as written, whitespace collapsed, without `where`, or `nil`.
    public var genericWhereClause: String?
    /// One entry per comma-separated item of the inheritance clause, whitespace collapsed.
    public var inheritedTypes: [String]
    /// Attributes as written (`@MainActor`, `@available(iOS 17, *)`), whitespace collapsed.
    public var attributes: [String]
    /// `// listgen:` annotations directly above the declaration.
    public var annotations: [Annotation]
    /// The type's own `let`/`var` members in source order.
    public var properties: [Property]
    /// Enum cases in source order, one per name.
    public var cases: [EnumCase]
    /// The `#if` conditions the declaration stands under, its enclosing types' included, as
    /// one condition, or `nil` outside any `#if`. Not part of the scan JSON.
    public var condition: String?
    /// The functions and initializers of the body whose signature generated code declares
    /// too (`MemberFunction.generatedSignatures`), for telling a hand-written member from a
    /// generated one. Not part of the scan JSON.
    public var functions: [MemberFunction] = []
    /// Where the `}` closing the body stands (the end of the file for a body left open), or
    /// `nil` for a declaration without a body. With the first annotation above it, it bounds
    /// the text a problem must stand in to concern this declaration. Not part of the scan JSON.
    public var bodyEnd: SourceLocation?

    /// A declaration with the scanner's findings; everything but its kind and name may be left out.
    public init(
        kind: Kind,
        name: String,
        qualifiedName: String,
        location: SourceLocation,
        nameLocation: SourceLocation? = nil,
        access: String? = nil,
        modifiers: [String] = [],
        genericParameters: [String] = [],
        genericParameterClause: String? = nil,
        genericWhereClause: String? = nil,
        inheritedTypes: [String] = [],
        attributes: [String] = [],
        annotations: [Annotation] = [],
        properties: [Property] = [],
        cases: [EnumCase] = []
    ) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.location = location
        self.nameLocation = nameLocation ?? location
        self.access = access
        self.modifiers = modifiers
        self.genericParameters = genericParameters
        self.genericParameterClause = genericParameterClause
        self.genericWhereClause = genericWhereClause
        self.inheritedTypes = inheritedTypes
        self.attributes = attributes
        self.annotations = annotations
        self.properties = properties
        self.cases = cases
    }
}
