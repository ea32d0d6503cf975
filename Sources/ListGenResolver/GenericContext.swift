import ListGenModel

/// The generic parameters a declaration's body sees: its own and those of every type it is
/// nested in, wherever that type is declared. A type declared in an extension
/// (`extension Pairs: Sequence { struct Iterator { var base: Base.Iterator } }`) sees its
/// extended type's parameters, which only the index knows.
struct GenericContext: Sendable, Hashable {
    /// One component of the qualified name, with the parameters its type declares.
    struct Level: Sendable, Hashable {
        var name: String
        var parameters: [String]
        /// Those of `parameters` that are parameter packs (`each T`).
        var packs: Set<String> = []
    }

    /// Outermost first; the last is the declaration itself.
    var levels: [Level]
    /// The member types of annotated types in the same generic context that the type's
    /// properties hold (`var state: State`, `enum State { case running(Base.Iterator) }`):
    /// their conformances require what those use, so this one must too.
    var relayedTypes: [String] = []

    /// Every parameter in scope, outermost first.
    var parameters: [String] { levels.flatMap(\.parameters) }

    /// The parameter packs in scope.
    var packs: Set<String> { levels.reduce(into: []) { $0.formUnion($1.packs) } }

    /// The type as generated members write it in parameter types. A type nested in generic
    /// types names each level's arguments (`NS.Box<T>.Cursor`, `Outer.Inner<U>`): there
    /// `NS.Box.Cursor` does not compile. A type at file scope is its bare name, which its
    /// own extension reads with its own arguments.
    var spelled: String {
        guard levels.count > 1, levels.contains(where: { !$0.parameters.isEmpty }) else {
            return levels.map(\.name).joined(separator: ".")
        }
        return levels.map { level in
            guard !level.parameters.isEmpty else { return level.name }
            let arguments = level.parameters.map { level.packs.contains($0) ? "repeat each \($0)" : $0 }
            return level.name + "<" + arguments.joined(separator: ", ") + ">"
        }.joined(separator: ".")
    }

    /// The names a generic parameter clause declares as packs: `<each T, U>` gives T.
    static func packs(in clause: String?) -> Set<String> {
        guard let clause, clause.contains("each") else { return [] }
        var result: Set<String> = []
        var previous = ""
        var current = ""
        for character in clause + " " {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            if !current.isEmpty {
                if previous == "each" { result.insert(current) }
                previous = current
                current = ""
            }
            if character == "," || character == "<" { previous = "" }
        }
        return result
    }
}

extension TypeIndex {
    /// The member types `GenericContext.relayedTypes` holds for `declaration`, following
    /// annotated types nested in generic types through the scanned sources (a few levels).
    func relayedTypes(of declaration: Declaration) -> [String] {
        var result: [String] = []
        var seen: Set<String> = [declaration.qualifiedName]
        var queue = [(declaration, 0)]
        while let (current, depth) = queue.popLast(), depth < 4 {
            let written = comparedTypes(of: current)
            for word in written.flatMap({ Conformance.identifiers(in: $0).sorted() }) {
                let qualified = qualifiedName(of: word, from: current.qualifiedName)
                guard !seen.contains(qualified), let entry = exactEntry(qualified),
                    entry.declaration.kind != .protocol, entry.declaration.genericParameters.isEmpty,
                    !TypeIndex.annotationKinds(of: entry.declaration).isEmpty,
                    !genericContext(of: entry.declaration).parameters.isEmpty
                else { continue }
                seen.insert(qualified)
                result += comparedTypes(of: entry.declaration)
                queue.append((entry.declaration, depth + 1))
            }
        }
        return result
    }

    /// The written types of what comparing a declaration compares by value: its stored
    /// properties but those compared by identity (`weak`, `unowned`, a scanned class, whose
    /// conformances are not used), and its cases' associated values.
    private func comparedTypes(of declaration: Declaration) -> [String] {
        declaration.properties.filter { property in
            !property.isStatic && !property.isComputed && !property.modifiers.contains { $0 == "weak" || $0.hasPrefix("unowned") }
        }.compactMap(\.type).filter { !isClass($0) } + declaration.cases.flatMap { $0.associatedValues.map(\.type) }
    }
}

extension TypeIndex {
    /// The generic context of `declaration`: each enclosing level's parameters from its type
    /// declaration in the scanned files (none for a level they do not declare, such as a
    /// namespace of another module).
    func genericContext(of declaration: Declaration) -> GenericContext {
        let components = declaration.qualifiedName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var levels: [GenericContext.Level] = []
        var prefix = ""
        for (position, component) in components.enumerated() {
            prefix = prefix.isEmpty ? component : prefix + "." + component
            let declared = position == components.count - 1 ? declaration : exactEntry(prefix)?.declaration
            levels.append(
                GenericContext.Level(
                    name: component, parameters: declared?.genericParameters ?? [],
                    packs: GenericContext.packs(in: declared?.genericParameterClause)))
        }
        return GenericContext(levels: levels)
    }
}
