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

    /// The access level the generated code for `types` needs its imports at.
    package static func level(neededBy types: [ResolvedType]) -> String {
        if types.contains(where: { $0.memberAccess == AccessLevel.public.memberModifier }) { return "public" }
        if types.contains(where: { $0.memberAccess == AccessLevel.package.memberModifier }) { return "package" }
        return "internal"
    }

    /// `import module` as a generated file whose code needs `level` writes it. ListKit is
    /// imported `public` wherever generated code is public, even if no file says so: with
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
    func lines(copying imports: [ImportDeclaration], level: String) -> [String] {
        let unconditional = imports.filter { $0.condition == nil }
        var lines = imports.map { declaration in
            declaration.condition.map { "#if \($0)\n\(copied(declaration, level: level))\n#endif" } ?? copied(declaration, level: level)
        }
        if !unconditional.contains(where: { $0.module == "ListKit" }) {
            lines.append(declaration(of: "ListKit", level: level))
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
    /// The text with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
