/// What every scanned file declares, for decisions one file cannot make alone: which
/// written types are classes (compared by identity), what a base class declared (a
/// subclass's identity), and which names a generated wrapper would clash with.
struct TypeIndex: Sendable {
    /// One declared type.
    struct Entry: Sendable {
        var declaration: Declaration
        var path: String
        /// Whether the type carries a listgen type annotation or marker protocol.
        var isAnnotated: Bool
    }

    private var byQualifiedName: [String: Entry] = [:]
    /// Simple names declared once only, for written types that are not qualified.
    private var bySimpleName: [String: Entry] = [:]
    private var ambiguousSimpleNames: Set<String> = []
    /// Extensions with an inheritance clause, by the qualified name of the type they extend.
    private var conformingExtensions: [String: [Entry]] = [:]

    init() {}

    /// The index of every type declared in `files` (extensions are not types).
    init(_ files: [ScannedFile]) {
        for file in files {
            for declaration in file.declarations where declaration.kind != .extension {
                let annotated = !declaration.annotations.isEmpty
                    || declaration.inheritedTypes.contains { Vocabulary.marker($0) != nil }
                let entry = Entry(declaration: declaration, path: file.path, isAnnotated: annotated)
                if byQualifiedName[declaration.qualifiedName] == nil { byQualifiedName[declaration.qualifiedName] = entry }
                if bySimpleName[declaration.name] != nil, bySimpleName[declaration.name]?.declaration.qualifiedName != declaration.qualifiedName {
                    ambiguousSimpleNames.insert(declaration.name)
                } else {
                    bySimpleName[declaration.name] = entry
                }
            }
        }
        for name in ambiguousSimpleNames { bySimpleName[name] = nil }
        for file in files {
            for declaration in file.declarations where declaration.kind == .extension && !declaration.inheritedTypes.isEmpty {
                guard let extended = entry(named: declaration.qualifiedName) else { continue }
                conformingExtensions[extended.declaration.qualifiedName, default: []]
                    .append(Entry(declaration: declaration, path: file.path, isAnnotated: false))
            }
        }
    }

    /// An extension in the scanned files that makes the type `qualifiedName` conform to one
    /// of `spellings` (`Equatable`, `Swift.Equatable`), with the spelling it uses.
    func extensionDeclaring(_ spellings: [String], of qualifiedName: String) -> (extension: Entry, spelling: String)? {
        for entry in conformingExtensions[qualifiedName] ?? [] {
            if let spelling = entry.declaration.inheritedTypes.first(where: spellings.contains) { return (entry, spelling) }
        }
        return nil
    }

    /// Every declared type's simple name, for did-you-mean suggestions.
    var viewTypeNames: [String] { Array(Set(byQualifiedName.values.map(\.declaration.name))).sorted() }

    /// The type a written name refers to: qualified first, then a unique simple name.
    func entry(named written: String) -> Entry? {
        byQualifiedName[written] ?? bySimpleName[written]
    }

    /// Whether a written property type is a class declared in the scanned files (or an
    /// optional or implicitly unwrapped one): such a property is compared by identity.
    func isClass(_ written: String) -> Bool {
        var name = Substring(written)
        while name.last == "?" || name.last == "!" { name = name.dropLast() }
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { name = name.dropFirst(9).dropLast() }
        guard let entry = entry(named: String(name)) else { return false }
        return entry.declaration.kind == .class || entry.declaration.kind == .actor
    }

    /// The base class of a class declaration, when it is declared in the scanned files.
    func baseClass(of declaration: Declaration) -> Entry? {
        guard declaration.kind == .class, let first = declaration.inheritedTypes.first,
              let entry = entry(named: first), entry.declaration.kind == .class else { return nil }
        return entry
    }
}
