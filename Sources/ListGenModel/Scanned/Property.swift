/// A `let` or `var` member of a type (one per bound name).
public struct Property: Sendable, Hashable {
    /// `let` or `var`.
    public enum Binding: String, Sendable, Hashable {
        case `let`, `var`
    }

    /// The name without backticks.
    public var name: String
    /// The written type annotation, whitespace collapsed, or `nil` when none is written.
    public var type: String?
    /// `let` or `var`.
    public var binding: Binding
    /// `static` or `class` property.
    public var isStatic: Bool
    /// A `var` with a getter body or any accessor other than `willSet`/`didSet`.
    public var isComputed: Bool
    /// `= ...` follows the binding.
    public var hasInitializer: Bool
    /// The written access modifier (`private`, `public`, ...), or `nil`.
    public var access: String?
    /// Other modifiers as written (`lazy`, `weak`, `nonisolated(unsafe)`, ...).
    public var modifiers: [String]
    /// Attributes as written, whitespace collapsed.
    public var attributes: [String]
    /// `// listgen:` annotations above the `let`/`var`.
    public var annotations: [Annotation]
    /// Where the name stands.
    public var location: SourceLocation
    /// The `#if` conditions the declaration stands under inside its type's body, as one
    /// condition (`DEBUG`, `!os(iOS) && canImport(UIKit)`), or `nil` outside any `#if`.
    /// Not part of the scan JSON.
    public var condition: String?
    /// The type an obvious initializer gives an untyped binding (`= UUID()` gives `UUID`,
    /// `= 0` `Int`, `= ""` `String`, `= false` `Bool`, `= [T]()` `[T]`), else `nil`. Not part of
    /// the scan JSON.
    public var initializerType: String?

    /// A property with the scanner's findings; everything but its name and binding may be left out.
    public init(
        name: String,
        type: String? = nil,
        binding: Binding = .let,
        isStatic: Bool = false,
        isComputed: Bool = false,
        hasInitializer: Bool = false,
        access: String? = nil,
        modifiers: [String] = [],
        attributes: [String] = [],
        annotations: [Annotation] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.type = type
        self.binding = binding
        self.isStatic = isStatic
        self.isComputed = isComputed
        self.hasInitializer = hasInitializer
        self.access = access
        self.modifiers = modifiers
        self.attributes = attributes
        self.annotations = annotations
        self.location = location
    }
}
