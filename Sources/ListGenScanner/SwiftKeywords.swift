/// The words the declaration parser decides on. Swift's contextual keywords are plain
/// identifiers to the lexer; the parser classifies a token only where it matters.
enum SwiftKeyword: UInt8 {
    case none
    // Introducers of reported declarations.
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
    case `let`, `var`, `case`
    // Introducers of declarations that are skipped.
    case `func`, `init`, `deinit`, `subscript`, `typealias`, `associatedtype`, `import`
    case `operator`, `precedencegroup`, macro
    // Access modifiers.
    case `public`, `private`, `fileprivate`, `internal`, open, package
    // Other declaration modifiers.
    case `static`, final, override, required, convenience, mutating, nonmutating, lazy, weak
    case unowned, optional, dynamic, indirect, nonisolated, distributed, prefix, postfix, infix
    case consuming, borrowing, underscoredConsuming, isolated, setterAccess, const
    // Accessors and clause words.
    case get, set, willSet, didSet, read, modify, underscoredRead, underscoredModify
    case unsafeAddress, unsafeMutableAddress, `where`, each

    /// Modifiers that may take a parenthesised detail: `private(set)`, `nonisolated(unsafe)`.
    var takesDetail: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .open, .package, .unowned, .nonisolated, .setterAccess:
            return true
        default:
            return false
        }
    }

    var isAccess: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .open, .package: return true
        default: return false
        }
    }

    var isModifier: Bool {
        rawValue >= SwiftKeyword.public.rawValue && rawValue <= SwiftKeyword.const.rawValue
    }

    /// Accessors that make a `var` computed (anything but `willSet`/`didSet`).
    var isComputingAccessor: Bool {
        switch self {
        case .get, .set, .read, .modify, .underscoredRead, .underscoredModify, .unsafeAddress,
            .unsafeMutableAddress, .`init`:
            return true
        default:
            return false
        }
    }

    var isAccessor: Bool { isComputingAccessor || self == .willSet || self == .didSet }
}

enum SwiftKeywords {
    @inline(__always)
    static func equals(_ w: UnsafeBufferPointer<UInt8>, _ s: StaticString) -> Bool {
        guard w.count == s.utf8CodeUnitCount else { return false }
        let q = s.utf8Start
        var k = 0
        while k < w.count {
            if w[k] != q[k] { return false }
            k += 1
        }
        return true
    }

    /// Classifies the identifier bytes `w` (no backticks).
    static func classify(_ w: UnsafeBufferPointer<UInt8>) -> SwiftKeyword {
        guard w.count >= 2 && w.count <= 20 else { return .none }
        switch w[0] {
        case UInt8(ascii: "a"):
            if equals(w, "actor") { return .actor }
            if equals(w, "associatedtype") { return .associatedtype }
        case UInt8(ascii: "b"):
            if equals(w, "borrowing") { return .borrowing }
        case UInt8(ascii: "c"):
            if equals(w, "class") { return .class }
            if equals(w, "case") { return .case }
            if equals(w, "convenience") { return .convenience }
            if equals(w, "consuming") { return .consuming }
        case UInt8(ascii: "d"):
            if equals(w, "deinit") { return .deinit }
            if equals(w, "dynamic") { return .dynamic }
            if equals(w, "distributed") { return .distributed }
            if equals(w, "didSet") { return .didSet }
        case UInt8(ascii: "e"):
            if equals(w, "enum") { return .enum }
            if equals(w, "extension") { return .extension }
            if equals(w, "each") { return .each }
        case UInt8(ascii: "f"):
            if equals(w, "func") { return .func }
            if equals(w, "final") { return .final }
            if equals(w, "fileprivate") { return .fileprivate }
        case UInt8(ascii: "g"):
            if equals(w, "get") { return .get }
        case UInt8(ascii: "i"):
            if equals(w, "init") { return .`init` }
            if equals(w, "import") { return .import }
            if equals(w, "internal") { return .internal }
            if equals(w, "indirect") { return .indirect }
            if equals(w, "infix") { return .infix }
            if equals(w, "isolated") { return .isolated }
        case UInt8(ascii: "l"):
            if equals(w, "let") { return .let }
            if equals(w, "lazy") { return .lazy }
        case UInt8(ascii: "m"):
            if equals(w, "mutating") { return .mutating }
            if equals(w, "macro") { return .macro }
            if equals(w, "modify") { return .modify }
        case UInt8(ascii: "n"):
            if equals(w, "nonisolated") { return .nonisolated }
            if equals(w, "nonmutating") { return .nonmutating }
        case UInt8(ascii: "o"):
            if equals(w, "open") { return .open }
            if equals(w, "override") { return .override }
            if equals(w, "optional") { return .optional }
            if equals(w, "operator") { return .operator }
        case UInt8(ascii: "p"):
            if equals(w, "public") { return .public }
            if equals(w, "private") { return .private }
            if equals(w, "protocol") { return .protocol }
            if equals(w, "package") { return .package }
            if equals(w, "prefix") { return .prefix }
            if equals(w, "postfix") { return .postfix }
            if equals(w, "precedencegroup") { return .precedencegroup }
        case UInt8(ascii: "r"):
            if equals(w, "required") { return .required }
            if equals(w, "read") { return .read }
        case UInt8(ascii: "s"):
            if equals(w, "struct") { return .struct }
            if equals(w, "static") { return .static }
            if equals(w, "subscript") { return .subscript }
            if equals(w, "set") { return .set }
        case UInt8(ascii: "t"):
            if equals(w, "typealias") { return .typealias }
        case UInt8(ascii: "u"):
            if equals(w, "unowned") { return .unowned }
            if equals(w, "unsafeAddress") { return .unsafeAddress }
            if equals(w, "unsafeMutableAddress") { return .unsafeMutableAddress }
        case UInt8(ascii: "v"):
            if equals(w, "var") { return .var }
        case UInt8(ascii: "w"):
            if equals(w, "weak") { return .weak }
            if equals(w, "where") { return .where }
            if equals(w, "willSet") { return .willSet }
        case UInt8(ascii: "_"):
            if equals(w, "_read") { return .underscoredRead }
            if equals(w, "_modify") { return .underscoredModify }
            if equals(w, "__consuming") { return .underscoredConsuming }
            if equals(w, "__setter_access") { return .setterAccess }
            if equals(w, "_const") { return .const }
        default:
            break
        }
        return .none
    }
}
