import ListGenModel
import ListGenShared

/// Whether an annotated declaration can be extended from another file, and with what access.
extension FileResolver {
    struct Shape {
        /// The type's effective access: the access of the members that witness its conformances.
        var access: AccessLevel
    }

    /// Checks the declaration can be extended from another file, and computes access.
    func supportedShape(_ declaration: Declaration, ancestors: [Declaration], requests: [Request], context: inout DeclarationContext) -> Shape? {
        let at = requests.first?.location ?? declaration.location
        switch declaration.kind {
        case .struct, .class, .enum:
            break
        case .extension:
            context.error("unsupported form: annotate the type's declaration, not an extension (listgen needs its stored properties)", at: at)
            return nil
        case .actor:
            context.error("unsupported form: actors cannot conform synchronously to ListKit's protocols; use a struct or class", at: at)
            return nil
        case .protocol:
            context.error("unsupported form: a protocol cannot be annotated; annotate the types that adopt it", at: at)
            return nil
        }
        // ListKit's protocols refine Equatable-like requirements of copyable values.
        if let noncopyable = declaration.inheritedTypes.first(where: { $0.hasPrefix("~") }) {
            context.error(
                "unsupported form: '\(declaration.qualifiedName)' is '\(noncopyable)', and ListKit's protocols (like Equatable and Hashable) need values that can be copied; remove the annotation",
                at: at)
            return nil
        }
        let access = effectiveAccess(declaration, ancestors: ancestors)
        if access >= .fileprivate {
            context.error(
                "unsupported form: '\(declaration.qualifiedName)' is \(access == .private ? "private" : "fileprivate"), so generated code in another file cannot extend it; make it internal or wider",
                at: at)
            return nil
        }
        // Members that witness a conformance need the type's own access (Swift requires it
        // for a public type's public protocols), so `--access` does not apply here; it
        // narrows only the generated wrapper enums (see `WrapperResolver`).
        return Shape(access: access)
    }

    /// Whether the declaration's conformances are visible to inlinable code, so an internal
    /// one's witnesses must be `@usableFromInline`: it and each type it is nested in are
    /// `@usableFromInline` or declared `public` (`extension Request { public struct Flags }`
    /// in a `@usableFromInline struct Request`).
    func isUsableFromInline(_ declaration: Declaration) -> Bool {
        func qualifies(_ type: Declaration) -> Bool {
            let access = index.writtenAccess(of: type)
            return type.attributes.contains("@usableFromInline") || access == "public" || access == "open"
        }
        guard qualifies(declaration) else { return false }
        var scope = Substring(declaration.qualifiedName)
        while let dot = scope.lastIndex(of: ".") {
            scope = scope[..<dot]
            if let outer = index.exactEntry(String(scope))?.declaration, outer.kind != .protocol, !qualifies(outer) { return false }
        }
        return true
    }

    /// The `@available` attributes that restrict where `declaration` exists: its own, those of
    /// the declarations it stands in here (a type or an extension), and those of each type it
    /// is nested in wherever declared; in that order, each once. Deprecations are not copied
    /// (they would make the generated members deprecated, and warn where they are used).
    func availability(of declaration: Declaration, ancestors: [Declaration]) -> [String] {
        var found: [String] = []
        func add(_ attributes: [String]) {
            for attribute in attributes where Self.isAvailability(attribute) && !found.contains(attribute) {
                found.append(attribute)
            }
        }
        add(declaration.attributes)
        for ancestor in ancestors { add(ancestor.attributes) }
        var scope = Substring(declaration.qualifiedName)
        while let dot = scope.lastIndex(of: ".") {
            scope = scope[..<dot]
            if let outer = index.exactEntry(String(scope))?.declaration { add(outer.attributes) }
        }
        return found
    }

    /// `@available(iOS 17, *)`, `@available(*, deprecated)`, `@available(*, unavailable)`:
    /// the generated extension carries each as the type does, so it exists where the type
    /// does, and naming a deprecated type in it does not warn (a deprecated extension may
    /// use deprecated declarations; generated code must compile without warnings).
    static func isAvailability(_ attribute: String) -> Bool {
        attribute.hasPrefix("@available(")
    }

    /// The least visible of the type's own access and its enclosing declarations': those it
    /// stands in here, and each enclosing type wherever declared (a type declared in an
    /// extension, `extension Request { public struct Flags }`, is no more visible than an
    /// internal `Request`).
    func effectiveAccess(_ declaration: Declaration, ancestors: [Declaration]) -> AccessLevel {
        var access = declaration.access.flatMap(AccessLevel.init(written:)) ?? .internal
        var inheritedDefault: AccessLevel?
        for (depth, parent) in ancestors.enumerated() {
            let parentAccess = parent.access.flatMap(AccessLevel.init(written:))
            if parent.kind == .extension {
                // `public extension X { struct Y }`: Y is public unless it says otherwise.
                if depth == 0, declaration.access == nil { inheritedDefault = parentAccess }
                if let parentAccess { access = max(access, parentAccess) }
            } else {
                access = max(access, parentAccess ?? .internal)
            }
        }
        if declaration.access == nil, let inheritedDefault, inheritedDefault < access { access = inheritedDefault }
        var scope = Substring(declaration.qualifiedName)
        while let dot = scope.lastIndex(of: ".") {
            scope = scope[..<dot]
            if let outer = index.exactEntry(String(scope))?.declaration, outer.kind != .protocol {
                access = max(access, index.writtenAccess(of: outer).flatMap(AccessLevel.init(written:)) ?? .internal)
            }
        }
        return access
    }

    /// The first name in the written type `type` (seen from `scope`) that the scanned
    /// sources declare less visible than `access`, with its access: a generated member of
    /// that access cannot name it.
    func lessVisibleName(in type: String, than access: AccessLevel, from scope: String) -> (name: String, access: AccessLevel)? {
        for word in Conformance.identifiers(in: type).sorted() {
            let qualified = index.qualifiedName(of: word, from: scope)
            let declared: AccessLevel
            if let entry = index.exactEntry(qualified), entry.declaration.kind != .extension {
                declared = effectiveAccess(entry.declaration, ancestors: [])
            } else if let alias = index.exactAlias(qualified) {
                declared = alias.alias.access.flatMap(AccessLevel.init(written:)) ?? .internal
            } else {
                continue
            }
            if declared > access { return (word, declared) }
        }
        return nil
    }
}
