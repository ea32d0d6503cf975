/// Which property is an item's or section's ID: `id:`, `// listgen: id`, or `id` itself.
extension FileContext {
    struct Identity {
        /// The property holding the ID, `nil` for an enum that is its own identity.
        var propertyName: String?
        /// Set when the ID property is not named `id`: generate `var id: Type { name }`.
        var alias: (name: String, type: String)?
        var isSelf: Bool
    }

    mutating func identity(of declaration: Declaration, request: Request,
                           propertyNotes: [(Property, [PropertyNote])]) -> Identity? {
        // A subclass sees its base classes' properties (scanned files only).
        let instance = storedProperties(of: declaration)
        var candidates: [(name: String, location: SourceLocation)] = []
        if let argument = request.annotation.idOption, let value = argument.value {
            candidates.append((value, argument.valuesLocation))
        }
        for (property, notes) in propertyNotes {
            if let note = notes.first(where: { $0.kind == .id }) { candidates.append((property.name, note.location)) }
        }
        var unique: [(name: String, location: SourceLocation)] = []
        var seen: Set<String> = []
        for candidate in candidates where seen.insert(candidate.name).inserted { unique.append(candidate) }
        if unique.count > 1 {
            let names = unique.map { "'\($0.name)'" }.joined(separator: " and ")
            error("ambiguous identity: \(names) are both marked as the ID of '\(declaration.qualifiedName)'; keep one", at: unique[1].location)
            return nil
        }
        if let chosen = unique.first {
            return chosenIdentity(chosen, of: declaration, instance: instance)
        }
        if let property = instance.first(where: { $0.name == "id" }) {
            if property.access == "private" || property.access == "fileprivate" {
                error("ID property 'id' is \(property.access ?? "private"); generated code in another file cannot read it", at: property.location)
                return nil
            }
            return Identity(propertyName: "id", alias: nil, isSelf: false)
        }
        if declaration.kind == .enum, declaration.cases.allSatisfy({ $0.associatedValues.isEmpty }) {
            return Identity(propertyName: nil, alias: nil, isSelf: true)
        }
        let hint = declaration.kind == .enum
            ? "declare an 'id' property (an enum with associated values has no identity of its own)"
            : "add an 'id' property, mark one with '// listgen: id', or write '\(request.kind.rawValue)(id: name)'"
        error("missing identity: '\(declaration.qualifiedName)' has no ID; \(hint)", at: request.location)
        return nil
    }

    /// The ID property named by `id:` or `// listgen: id`, checked.
    private mutating func chosenIdentity(_ chosen: (name: String, location: SourceLocation), of declaration: Declaration,
                                         instance: [Property]) -> Identity? {
        guard let property = instance.first(where: { $0.name == chosen.name }) else {
            error("ID property '\(chosen.name)' not found in '\(declaration.qualifiedName)'\(Suggestion.didYouMean(chosen.name, in: instance.map(\.name)))", at: chosen.location)
            return nil
        }
        if property.access == "private" || property.access == "fileprivate" {
            error("ID property '\(property.name)' is \(property.access ?? "private"); generated code in another file cannot read it", at: property.location)
            return nil
        }
        if property.name == "id" { return Identity(propertyName: "id", alias: nil, isSelf: false) }
        if instance.contains(where: { $0.name == "id" }) {
            error("ambiguous identity: '\(declaration.qualifiedName)' has a property named 'id' besides the ID property '\(property.name)'; rename one", at: chosen.location)
            return nil
        }
        guard let type = property.type ?? property.initializerType else {
            error("ID property '\(property.name)' needs a written type ('\(property.name): Type') so listgen can declare 'id'", at: property.location)
            return nil
        }
        return Identity(propertyName: property.name, alias: (property.name, qualified(type, in: declaration)), isSelf: false)
    }
}
