import ListGenModel

/// What every scanned file declares, for decisions one file cannot make alone: which
/// written types are classes (compared by identity), what a base class declared (a
/// subclass's identity), and which names a generated wrapper would clash with.
///
/// It keeps the scanned files themselves and maps names to positions in them, so a run
/// with a million types holds each declaration once (the files are kept for the second
/// pass anyway).
package struct TypeIndex: Sendable {
    /// One declared type (or extension), as a lookup returns it.
    struct Entry: Sendable {
        var declaration: Declaration
        var path: String
        /// Whether the type carries a listgen type annotation or marker protocol.
        var isAnnotated: Bool
    }

    /// A declaration's place: file, then declaration, in `files`.
    private struct Position: Sendable, Hashable {
        var file: Int32
        var declaration: Int32
    }

    private var files: [ScannedFile] = []
    private var byQualifiedName: [String: Position] = [:]
    /// Simple names declared once only, for written types that are not qualified.
    private var bySimpleName: [String: Position] = [:]
    /// Extensions that declare a conformance or a function, by the qualified name of the
    /// type they extend.
    private var extensions: [String: [Position]] = [:]
    /// Type aliases by qualified name (the first of a name), and by simple name when unique.
    private var aliases: [String: AliasEntry] = [:]
    private var aliasesBySimpleName: [String: AliasEntry] = [:]
    /// What adopting each scanned protocol says about `Equatable` and `Hashable`.
    var protocolImplications: [String: ProtocolImplication] = [:]
    /// What the extensions of each type add to its `Equatable` and `Hashable` conformances.
    var extensionConformances: [String: ConformanceFacts] = [:]
    /// What each annotated type in a generic context generates (see `GeneratedSupport`).
    private(set) var generatedSupports: [GeneratedSupportKey: ConformanceFacts.Support] = [:]
    /// The access of types that write none, declared in an extension that writes one
    /// (`public extension Ring { struct Completion }`), by qualified name.
    private var extensionAccess: [String: String] = [:]
    /// Every simple name a scanned type or alias has, and the modules the scanned files
    /// import: a qualified name whose first part is neither names the module itself
    /// (`Tracing.Span` inside Tracing).
    private var simpleNames: Set<String> = []
    private var importedModules: Set<String> = []
    /// Names of `KnownTypes.hashable` that a scanned type or alias also has (`struct Data`):
    /// for those the standard meaning cannot be assumed.
    private(set) var redeclaredStandardNames: Set<String> = []

    /// The wrapper enums listgen generates (the names in `item(in:)` and `cases(in:)`), which
    /// no scanned file declares or extends with conformances: `Diffable`, never `Equatable`.
    private(set) var generatedWrappers: Set<String> = []

    package init() {}

    /// The index of every type declared in `files` (extensions are not types).
    package init(_ files: [ScannedFile]) {
        self.files = files
        var ambiguousSimpleNames: Set<String> = []
        for (fileIndex, file) in files.enumerated() {
            for (index, declaration) in file.declarations.enumerated() where declaration.kind != .extension {
                let position = Position(file: Int32(truncatingIfNeeded: fileIndex), declaration: Int32(truncatingIfNeeded: index))
                if byQualifiedName[declaration.qualifiedName] == nil { byQualifiedName[declaration.qualifiedName] = position }
                if let known = bySimpleName[declaration.name], self.declaration(at: known).qualifiedName != declaration.qualifiedName {
                    ambiguousSimpleNames.insert(declaration.name)
                } else {
                    bySimpleName[declaration.name] = position
                }
            }
        }
        for name in ambiguousSimpleNames { bySimpleName[name] = nil }
        for file in files {
            // A type without a written access declared in `public extension X` is public.
            var latest: [String: Int] = [:]
            for (position, declaration) in file.declarations.enumerated() {
                if declaration.kind != .extension, declaration.access == nil, let dot = declaration.qualifiedName.lastIndex(of: "."),
                    let container = latest[String(declaration.qualifiedName[..<dot])],
                    file.declarations[container].kind == .extension, let access = file.declarations[container].access
                {
                    extensionAccess[declaration.qualifiedName] = access
                }
                latest[declaration.qualifiedName] = position
            }
        }
        for file in files {
            for declaration in file.declarations where KnownTypes.hashable.contains(declaration.name) {
                redeclaredStandardNames.insert(declaration.name)
            }
            for alias in file.typeAliases where KnownTypes.hashable.contains(alias.name) {
                redeclaredStandardNames.insert(alias.name)
            }
            for declaration in file.declarations { simpleNames.insert(declaration.name) }
            for alias in file.typeAliases { simpleNames.insert(alias.name) }
            for declaration in file.imports { importedModules.insert(String(declaration.module.prefix { $0 != "." })) }
        }
        var ambiguousAliases: Set<String> = []
        for file in files {
            for alias in file.typeAliases {
                let entry = AliasEntry(alias: alias, path: file.path)
                if aliases[alias.qualifiedName] == nil { aliases[alias.qualifiedName] = entry }
                if let known = aliasesBySimpleName[alias.name], known.alias.qualifiedName != alias.qualifiedName {
                    ambiguousAliases.insert(alias.name)
                } else {
                    aliasesBySimpleName[alias.name] = entry
                }
            }
        }
        for name in ambiguousAliases { aliasesBySimpleName[name] = nil }
        protocolImplications = computedProtocolImplications()
        generatedWrappers = Self.generatedWrapperNames(in: files, declared: byQualifiedName)
        for (fileIndex, file) in files.enumerated() {
            for (index, declaration) in file.declarations.enumerated()
            where declaration.kind == .extension && !(declaration.inheritedTypes.isEmpty && declaration.functions.isEmpty) {
                // At file scope a name means a top-level type (a nested one must be written
                // qualified), so an extension names its type exactly; a simple-name match
                // could be another module's type.
                guard byQualifiedName[declaration.qualifiedName] != nil else { continue }
                extensions[declaration.qualifiedName, default: []]
                    .append(Position(file: Int32(truncatingIfNeeded: fileIndex), declaration: Int32(truncatingIfNeeded: index)))
                if !declaration.inheritedTypes.isEmpty {
                    addExtensionConformances(of: declaration, path: file.path)
                }
            }
        }
        // Last: it reads everything above.
        generatedSupports = Self.generatedSupports(of: files, index: self)
    }

    private static func generatedWrapperNames(in files: [ScannedFile], declared: [String: Position]) -> Set<String> {
        var names: Set<String> = []
        var extended: Set<String> = []
        for file in files {
            for declaration in file.declarations {
                if declaration.kind == .extension, !declaration.inheritedTypes.isEmpty { extended.insert(declaration.qualifiedName) }
                for annotation in declaration.annotations {
                    names.formUnion(TypeAnnotation.read(annotation)?.wrapperNames ?? [])
                }
            }
        }
        return names.filter { !$0.contains(".") && declared[$0] == nil && !extended.contains($0) }
    }

    /// A type alias and the file declaring it.
    struct AliasEntry: Sendable {
        var alias: TypeAlias
        var path: String
    }

    /// The qualified names of the scanned protocols, sorted.
    func protocolNames() -> [String] {
        byQualifiedName.filter { declaration(at: $0.value).kind == .protocol }.keys.sorted()
    }

    /// The alias a written name refers to: qualified first, then a unique simple name.
    func alias(named written: String) -> AliasEntry? {
        aliases[written] ?? aliasesBySimpleName[written]
    }

    /// The alias or type declared with exactly this qualified name.
    func exactAlias(_ qualifiedName: String) -> AliasEntry? { aliases[qualifiedName] }

    /// The type declared with exactly this qualified name (no simple-name fallback).
    func exactEntry(_ qualifiedName: String) -> Entry? { byQualifiedName[qualifiedName].map(entry(at:)) }

    /// `Module.Name` as the scanned sources declare it (`Name`), when `Module` is the module
    /// they are: not a scanned type or alias, not a module a scanned file imports or every
    /// file sees, not a standard type (`String.Index`), and what follows it declared at file
    /// scope. Nil for any other name.
    func withoutOwnModule(_ written: String) -> String? {
        guard let dot = written.firstIndex(of: ".") else { return nil }
        let module = String(written[..<dot])
        let rest = String(written[written.index(after: dot)...])
        guard !simpleNames.contains(module), !importedModules.contains(module), !KnownTypes.implicitModules.contains(module),
            !KnownTypes.shadowsStandardName(module), byQualifiedName[rest] != nil || aliases[rest] != nil
        else { return nil }
        return rest
    }

    private func declaration(at position: Position) -> Declaration {
        files[Int(position.file)].declarations[Int(position.declaration)]
    }

    private func entry(at position: Position) -> Entry {
        let declaration = declaration(at: position)
        let annotated = !declaration.annotations.isEmpty || declaration.inheritedTypes.contains { Vocabulary.marker($0) != nil }
        return Entry(declaration: declaration, path: files[Int(position.file)].path, isAnnotated: annotated)
    }

    /// Every declared type's simple name, for did-you-mean suggestions.
    var viewTypeNames: [String] { Array(Set(byQualifiedName.values.map { declaration(at: $0).name })).sorted() }

    /// The type a written name refers to: qualified first, then a unique simple name.
    func entry(named written: String) -> Entry? {
        (byQualifiedName[written] ?? bySimpleName[written]).map(entry(at:))
    }

    /// An extension in the scanned files that makes the type `qualifiedName` conform to one
    /// of `spellings` (`Equatable`, `Swift.Equatable`).
    func extensionDeclaring(_ spellings: [String], of qualifiedName: String) -> Entry? {
        for position in extensions[qualifiedName] ?? [] {
            let found = entry(at: position)
            if found.declaration.inheritedTypes.contains(where: spellings.contains) { return found }
        }
        return nil
    }

    /// Whether an extension in the scanned files declares a conformance of `qualifiedName`.
    func hasConformingExtension(_ qualifiedName: String) -> Bool {
        (extensions[qualifiedName] ?? []).contains { !declaration(at: $0).inheritedTypes.isEmpty }
    }

    /// A function with one of `signatures` that an extension of the type `qualifiedName` in
    /// the scanned files declares, with the extension's file.
    func extensionFunction(_ signatures: [String], of qualifiedName: String) -> (function: MemberFunction, path: String)? {
        for position in extensions[qualifiedName] ?? [] {
            let found = entry(at: position)
            if let function = found.declaration.functions.first(where: { signatures.contains($0.signature) }) {
                return (function, found.path)
            }
        }
        return nil
    }

    /// Whether a written property type is a class declared in the scanned files (or an
    /// optional or implicitly unwrapped one): such a property is compared by identity.
    func isClass(_ written: String) -> Bool {
        var name = written.droppingTrailing("?!")
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { name = name.dropFirst(9).dropLast() }
        // Only the kind is read: no copy of the declaration (this runs for every property).
        guard let position = byQualifiedName[String(name)] ?? bySimpleName[String(name)] else { return false }
        let kind = files[Int(position.file)].declarations[Int(position.declaration)].kind
        return kind == .class || kind == .actor
    }

    /// The `@available` attributes that deprecate a type: its own and its enclosing types'
    /// (`@available(*, deprecated)`, `@available(iOS, deprecated: 16)`).
    func deprecations(of declaration: Declaration) -> [String] {
        var found = declaration.attributes.filter(Self.isDeprecation)
        var scope = Substring(declaration.qualifiedName)
        while let dot = scope.lastIndex(of: ".") {
            scope = scope[..<dot]
            for attribute in exactEntry(String(scope))?.declaration.attributes ?? [] where Self.isDeprecation(attribute) {
                if !found.contains(attribute) { found.append(attribute) }
            }
        }
        return found
    }

    /// `@available(*, deprecated...)` or `@available(iOS, deprecated: ...)`.
    static func isDeprecation(_ attribute: String) -> Bool {
        attribute.hasPrefix("@available") && attribute.contains("deprecated")
    }

    /// A type's access as written, or as its enclosing extension gives it.
    func writtenAccess(of declaration: Declaration) -> String? {
        declaration.access ?? extensionAccess[declaration.qualifiedName]
    }

    /// The base class of a class declaration, when it is declared in the scanned files.
    func baseClass(of declaration: Declaration) -> Entry? {
        guard declaration.kind == .class, let first = declaration.inheritedTypes.first,
            let entry = entry(named: first), entry.declaration.kind == .class
        else { return nil }
        return entry
    }
}
