import ListGenModel

/// Whether a written type is an item (`Diffable`), for a section's elements and a
/// hand-written wrapper's cases: generated code needs it to be.
extension FileResolver {
    enum ItemKind {
        /// It is, or will be once listgen generates the conformances of `relied`.
        case item(relied: [String])
        /// The scanned sources show it is not: why.
        case notAnItem(String)
        /// Declared outside the scanned sources, or too indirect to tell: the compiler checks.
        case unknown
    }

    /// What `written`, seen from `declaration`'s scope, is.
    func itemKind(of written: String, in declaration: Declaration) -> ItemKind {
        guard case .nominal(let components) = WrittenType.parse(written) else { return .unknown }
        let dotted = components.map(\.name).joined(separator: ".")
        if components.count == 1, comparability(in: declaration).genericParameters.contains(dotted) { return .unknown }
        let qualified = index.qualifiedName(of: dotted, from: declaration.qualifiedName)
        guard let entry = index.exactEntry(qualified) else {
            let bare = KnownTypes.withoutModule(dotted)
            if KnownTypes.hashable.contains(bare) || KnownTypes.conditionalGenerics.contains(bare) {
                return .notAnItem("is not Diffable")
            }
            return .unknown
        }
        let member = entry.declaration
        let kinds = TypeIndex.annotationKinds(of: member)
        if kinds.contains(.item) || kinds.contains(.wrapper) || kinds.contains(.section) {
            return .item(relied: [member.qualifiedName])
        }
        let diffable = Self.spellings(of: "Diffable", index: index) + Self.spellings(of: "DiffableSection", index: index)
        if member.inheritedTypes.contains(where: diffable.contains) || index.extensionDeclaring(diffable, of: member.qualifiedName) != nil {
            return .item(relied: [])
        }
        // A protocol, macro or base class listgen cannot see may make it Diffable.
        guard member.kind != .protocol,
            member.attributes.allSatisfy(KnownTypes.addsNoConformance),
            member.inheritedTypes.allSatisfy({ KnownTypes.implication(ofProtocol: $0) != nil || Vocabulary.marker($0) != nil }),
            !index.hasConformingExtension(member.qualifiedName)
        else { return .unknown }
        return .notAnItem("is not annotated 'item' (\(entry.path):\(member.location.line))")
    }
}
