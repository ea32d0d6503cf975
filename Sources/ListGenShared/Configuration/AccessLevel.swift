/// Swift's access levels, ordered from most to least visible: a declaration's as written,
/// and the level generated code is given (`access =` in `listgen.config`, `--access`).
public enum AccessLevel: Int, Sendable, Hashable, Comparable, CaseIterable {
    case `public` = 0
    case package, `internal`, `fileprivate`, `private`

    /// The levels a generated wrapper enum may be given, as `access =` and `--access` spell them.
    public static let forGeneratedCode: [AccessLevel] = [.public, .package, .internal]

    /// The level a declaration modifier spells (`open` is `public` for generated members).
    public init?(written: String) {
        switch written {
        case "open", "public": self = .public
        case "package": self = .package
        case "internal": self = .internal
        case "fileprivate": self = .fileprivate
        case "private": self = .private
        default: return nil
        }
    }

    /// The keyword: `public`, `package`, `internal`, `fileprivate` or `private`.
    public var keyword: String {
        switch self {
        case .public: "public"
        case .package: "package"
        case .internal: "internal"
        case .fileprivate: "fileprivate"
        case .private: "private"
        }
    }

    /// The modifier for a member with this access, with a trailing space; empty for internal.
    public var memberModifier: String {
        switch self {
        case .public: "public "
        case .package: "package "
        default: ""
        }
    }

    public static func < (a: AccessLevel, b: AccessLevel) -> Bool { a.rawValue < b.rawValue }
}
