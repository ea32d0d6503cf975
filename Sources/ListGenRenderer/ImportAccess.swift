import ListGenModel
import ListGenShared

/// How a generated file writes its `import` lines when the target uses access-level imports
/// (`internal import Foundation`, SE-0409).
///
/// Swift rejects a plain `import X` in a module that imports `X` with an explicit access
/// level in another file ("ambiguous implicit access level"), and warns about a `public
/// import` that no public declaration uses. So for a module the target imports explicitly
/// anywhere, a generated file imports it explicitly too, at the level its own code needs:
/// `public` when it extends a public type, `package` for a package one, else `internal`.
/// Modules the target imports plainly stay plain, as before.
package struct ImportAccess: Sendable {
    /// Modules some file of the target imports with an explicit access level.
    private var explicit: Set<String> = []

    package init() {}

    package init(_ files: [ScannedFile]) {
        for file in files {
            for declaration in file.imports where declaration.accessLevel != nil && !declaration.module.isEmpty {
                explicit.insert(declaration.module)
            }
        }
    }

    /// What one generated file's code needs of its imports: the level its declarations need
    /// (`public` for a public or `@usableFromInline` type's members), and whether public
    /// declarations name ListKit (a conformance to `Diffable`, say) or another module's
    /// types (an ID's `UUID`). An import whose level no declaration uses is warned about
    /// (`public import of 'ListKit' was not used in public declarations`), so each import is
    /// only as visible as the code needs.
    package struct Needs: Sendable, Hashable {
        /// `public`, `package` or `internal`.
        package var level: String
        /// Public (or package) declarations name a ListKit protocol or type.
        package var listKit: Bool
        /// Public (or package) declarations may name types of the file's other imports.
        package var otherModules: Bool
        /// When only types under `#if` name ListKit publicly: their conditions, joined. Then
        /// ListKit is imported publicly under them only, since where they are false the
        /// public import would be unused (and warned about).
        package var listKitCondition: String?

        /// The level ListKit's import needs.
        package var listKitLevel: String { listKit ? level : "internal" }
        /// The level the copied imports need.
        package var otherLevel: String { otherModules ? level : "internal" }
    }

    /// What the generated code for `types` needs of its imports.
    package static func needs(of types: [ResolvedType]) -> Needs {
        var needs = unconditionalNeeds(of: types)
        guard needs.level == "public", needs.listKit else { return needs }
        // Public ListKit for types under `#if` only: under their conditions only.
        let always = unconditionalNeeds(of: types.filter { $0.condition == nil })
        guard !(always.level == "public" && always.listKit) else { return needs }
        var conditions: [String] = []
        for type in types where type.condition != nil && unconditionalNeeds(of: [type]).listKitLevel == "public" {
            if let condition = type.condition, !conditions.contains(condition) { conditions.append(condition) }
        }
        needs.listKitCondition = conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " || ")
        return needs
    }

    /// What the code for `types` needs, as if each stood outside any `#if`.
    private static func unconditionalNeeds(of types: [ResolvedType]) -> Needs {
        let exposed = types.filter { type in
            type.memberAccess == AccessLevel.public.memberModifier || type.memberAccess.hasPrefix("@usableFromInline ")
        }
        let level: String
        let visible: [ResolvedType]
        if !exposed.isEmpty {
            (level, visible) = ("public", exposed)
        } else {
            visible = types.filter { $0.memberAccess == AccessLevel.package.memberModifier }
            level = visible.isEmpty ? "internal" : "package"
        }
        let concerns = visible.flatMap(\.concerns).map(\.concern)
        return Needs(
            level: level,
            listKit: !concerns.allSatisfy(Self.isStandardConformance),
            otherModules: concerns.contains(where: Self.namesOtherModules))
    }

    /// `Equatable` and `Hashable`, whose declarations name no ListKit type (its helpers are
    /// called in bodies only).
    private static func isStandardConformance(_ concern: Concern) -> Bool {
        switch concern {
        case .equatable, .hashable: true
        default: false
        }
    }

    /// Whether a concern's visible declarations may name a type from another module: an
    /// ID's type (`public var id: UUID`), a section's element type, views.
    private static func namesOtherModules(_ concern: Concern) -> Bool {
        switch concern {
        case .equatable, .hashable, .snapshot, .wrapper: false
        case .item(let item): item.idAliasType.map { !swiftTypes.contains($0) } ?? false
        case .section, .bindings, .sectionBindings, .adoption: true
        }
    }

    /// Types of the `Swift` module, which needs no import.
    private static let swiftTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String", "Bool",
        "Double", "Float", "Character", "Substring", "ObjectIdentifier", "AnyHashable",
    ]

    /// `import module` as a generated file whose code needs `level` writes it. ListKit is
    /// imported `public` wherever public declarations name it, even if no file says so: with
    /// `InternalImportsByDefault` (which the sources do not show) a plain import is internal,
    /// and without it `public import` is what a plain one means. (`package import` beside a
    /// plain import is ambiguous without that feature, so `package` code keeps the plain one.)
    func declaration(of module: String, level: String) -> String {
        explicit.contains(module) || (module == "ListKit" && level == "public") ? "\(level) import \(module)" : "import \(module)"
    }

    /// The `import` lines of a generated file whose code needs `level`: the input's imports
    /// (so the types generated code names, an ID's `UUID`, resolve there too), each under
    /// `#if` where the input has it under one (`#if canImport(FoundationEssentials)` ...
    /// `#else import Foundation`), then ListKit unless the input imports it itself.
    func lines(copying imports: [ImportDeclaration], needs: Needs) -> [String] {
        let unconditional = imports.filter { $0.condition == nil }
        var lines = imports.map { declaration in
            let level = declaration.module == "ListKit" ? needs.listKitLevel : needs.otherLevel
            return declaration.condition.map { "#if \($0)\n\(copied(declaration, level: level))\n#endif" } ?? copied(declaration, level: level)
        }
        if !unconditional.contains(where: { $0.module == "ListKit" }) {
            if let condition = needs.listKitCondition {
                lines.append(
                    "#if \(condition)\n\(declaration(of: "ListKit", level: "public"))\n#else\n\(declaration(of: "ListKit", level: "internal"))\n#endif"
                )
            } else {
                lines.append(declaration(of: "ListKit", level: needs.listKitLevel))
            }
        }
        return lines
    }

    /// An input file's own import, copied into its generated file: an explicit level wider
    /// than `level` is narrowed to it, so no unused public import is left to warn about.
    private func copied(_ declaration: ImportDeclaration, level: String) -> String {
        guard let written = declaration.accessLevel, Self.rank(written) < Self.rank(level) else { return declaration.text }
        return declaration.text.replacingFirst("\(written) import ", with: "\(level) import ")
    }

    /// Smaller is more visible.
    private static func rank(_ level: String) -> Int {
        ["open": 0, "public": 0, "package": 1, "internal": 2, "fileprivate": 3, "private": 4][level] ?? 2
    }
}

extension String {
    /// The text with the first occurrence of `target` replaced, compared byte by byte (an
    /// import line is short, and `target` begins with ASCII, so it begins a character).
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let wanted = Array(target.utf8)
        guard !wanted.isEmpty, bytes.count >= wanted.count else { return self }
        for start in 0...(bytes.count - wanted.count) where bytes[start..<(start + wanted.count)].elementsEqual(wanted) {
            let end = start + wanted.count
            return String(decoding: bytes[..<start], as: UTF8.self) + replacement + String(decoding: bytes[end...], as: UTF8.self)
        }
        return self
    }
}
