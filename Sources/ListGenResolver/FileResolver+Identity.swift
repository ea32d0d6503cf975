import ListGenModel
import ListGenShared

/// Which property is an item's or section's ID: `id:`, `// listgen: id`, or `id` itself.
extension FileResolver {
    struct Identity {
        /// The property holding the ID, `nil` for an enum that is its own identity.
        var propertyName: String?
        /// Set when the ID property is not named `id`: generate `var id: Type { name }`.
        var alias: (name: String, type: String)?
        var isSelf: Bool
        /// A struct without stored properties: its type is its identity.
        var isType = false
        /// The ID's type as written (or given by its initializer), when known.
        var type: String?
        /// Set when the scanned sources cannot show that the ID's type is `Hashable`.
        var check: IDCheck?
        /// What hashing the ID needs of generic parameters beyond what `type` shows.
        var genericNeeds: [GenericNeed] = []
    }

    func identity(
        of declaration: Declaration, request: Request,
        propertyNotes: [(Property, [PropertyNote])], context: inout DeclarationContext
    ) -> Identity? {
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
            context.error(
                "ambiguous identity: \(names) are both marked as the ID of '\(declaration.qualifiedName)'; keep one", at: unique[1].location
            )
            return nil
        }
        if let chosen = unique.first {
            guard var identity = chosenIdentity(chosen, of: declaration, instance: instance, context: &context) else { return nil }
            return checkedHashable(&identity, of: declaration, context: &context) ? identity : nil
        }
        if let property = instance.first(where: { $0.name == "id" }) {
            if property.access == "private" || property.access == "fileprivate" {
                context.error(
                    "ID property 'id' is \(property.access ?? "private"); generated code in another file cannot read it",
                    at: property.location)
                return nil
            }
            var identity = Identity(propertyName: "id", alias: nil, isSelf: false, type: property.type ?? property.initializerType)
            return checkedHashable(&identity, of: declaration, context: &context) ? identity : nil
        }
        if declaration.kind == .enum, declaration.cases.isEmpty {
            context.error(
                "unsupported form: enum '\(declaration.qualifiedName)' has no cases, so it has no values to list; annotate a type that has values",
                at: request.location)
            return nil
        }
        if declaration.kind == .enum, declaration.cases.allSatisfy({ $0.associatedValues.isEmpty }) {
            return Identity(propertyName: nil, alias: nil, isSelf: true)
        }
        // A row without a model ("load more", a spinner): a struct that holds nothing has one
        // value, so its type is its identity.
        if declaration.kind == .struct, instance.isEmpty, request.kind == .item {
            return Identity(propertyName: nil, alias: nil, isSelf: false, isType: true, type: "ObjectIdentifier")
        }
        // `id:` belongs to `item` and `section`; `hashable(identity)` reuses the item's.
        let annotation = request.kind == .section ? "section" : "item"
        let hint =
            declaration.kind == .enum
            ? "declare an 'id' property (an enum with associated values has no identity of its own)"
            : "add an 'id' property, mark one with '// listgen: id', or write '\(annotation)(id: name)'"
                + (request.kind == .item ? " (a row without a model is a struct with no stored properties: its type is its identity)" : "")
        context.error("missing identity: '\(declaration.qualifiedName)' has no ID; \(hint)", at: request.location)
        return nil
    }

    /// The ID property named by `id:` or `// listgen: id`, checked.
    private func chosenIdentity(
        _ chosen: (name: String, location: SourceLocation), of declaration: Declaration,
        instance: [Property], context: inout DeclarationContext
    ) -> Identity? {
        guard let property = instance.first(where: { $0.name == chosen.name }) else {
            context.error(
                "ID property '\(chosen.name)' not found in '\(declaration.qualifiedName)'\(Suggestion.didYouMean(chosen.name, in: instance.map(\.name)))",
                at: chosen.location)
            return nil
        }
        if property.access == "private" || property.access == "fileprivate" {
            context.error(
                "ID property '\(property.name)' is \(property.access ?? "private"); generated code in another file cannot read it",
                at: property.location)
            return nil
        }
        if property.name == "id" {
            return Identity(propertyName: "id", alias: nil, isSelf: false, type: property.type ?? property.initializerType)
        }
        if instance.contains(where: { $0.name == "id" }) {
            context.error(
                "ambiguous identity: '\(declaration.qualifiedName)' has a property named 'id' besides the ID property '\(property.name)'; rename one",
                at: chosen.location)
            return nil
        }
        // `var id` is generated: it must not replace one a protocol's extension gives the
        // type (Identifiable would then use another ID).
        if let path = identifiableThroughProtocol(declaration) {
            context.error(
                "'\(declaration.qualifiedName)' is Identifiable through \(path), whose extensions may give it an 'id'; 'item(id: \(property.name))' would declare its own and change what Identifiable uses; name the ID property 'id', or declare 'var id' by hand and annotate 'item'",
                at: chosen.location)
            return nil
        }
        guard let type = property.type ?? property.initializerType else {
            context.error(
                "ID property '\(property.name)' needs a written type ('\(property.name): Type') so listgen can declare 'id'",
                at: property.location)
            return nil
        }
        return Identity(
            propertyName: property.name, alias: (property.name, qualified(type, in: declaration)), isSelf: false,
            type: type)
    }

    /// `'P' (File.swift:3)` when `declaration` adopts a scanned protocol that refines
    /// `Identifiable`, directly or not; nil when it adopts `Identifiable` only itself or not
    /// at all.
    private func identifiableThroughProtocol(_ declaration: Declaration) -> String? {
        var queue = declaration.inheritedTypes.map { ($0, declaration.qualifiedName, nil as TypeIndex.Entry?) }
        var seen: Set<String> = []
        var position = 0
        while position < queue.count, position < 64 {
            let (written, scope, via) = queue[position]
            position += 1
            if KnownTypes.withoutModule(written) == "Identifiable" {
                guard let via else { continue }
                return "'\(via.declaration.qualifiedName)' (\(via.path):\(via.declaration.location.line))"
            }
            let qualified = index.qualifiedName(of: written, from: scope)
            guard seen.insert(qualified).inserted, let entry = index.exactEntry(qualified), entry.declaration.kind == .protocol else {
                continue
            }
            queue += entry.declaration.inheritedTypes.map { ($0, qualified, via ?? entry) }
        }
        return nil
    }

    /// Checks the ID's type is `Hashable`, as `Identifiable` requires: an error at the ID
    /// property when the scanned sources show it is not (a class would otherwise compile and
    /// silently be identified by object, Swift's default `id` for classes), a generated check
    /// when they cannot tell.
    private func checkedHashable(_ identity: inout Identity, of declaration: Declaration, context: inout DeclarationContext) -> Bool {
        // The declaration's own property, or the nearest base class's.
        guard let name = identity.propertyName,
            let (owner, path, property) = classChain(of: declaration).lazy.compactMap({ link in
                link.declaration.properties.last { !$0.isStatic && $0.name == name }.map { (link.declaration, link.path, $0) }
            }).first
        else { return true }
        // The type's own `id` witnesses Identifiable's requirement, which for a
        // `@usableFromInline` type must be `@usableFromInline` (or public) too.
        if identity.alias == nil, isUsableFromInline(declaration),
            !property.attributes.contains("@usableFromInline"), property.access != "public", property.access != "open"
        {
            context.error(
                "ID property '\(name)' of the '@usableFromInline' type '\(declaration.qualifiedName)' must be '@usableFromInline' too, since it is Identifiable's 'id'; add the attribute to it",
                at: property.location, in: path)
            return false
        }
        // A generated `id` alias has the type's access, and so names the ID's type in a
        // public (or package) declaration: that type must be at least as visible.
        if identity.alias != nil, let type = identity.type {
            let access = effectiveAccess(declaration, ancestors: ancestors(of: context.position))
            if access < .internal, let (hidden, hiddenAccess) = lessVisibleName(in: type, than: access, from: owner.qualifiedName) {
                context.error(
                    "ID property '\(name)' has type '\(type)', and '\(hidden)' is \(hiddenAccess.keyword), but the generated 'id' of \(access.keyword) '\(declaration.qualifiedName)' is \(access.keyword) too (Identifiable's 'id' must be); make '\(hidden)' \(access.keyword), or choose another ID property",
                    at: property.location, in: path)
                return false
            }
        }
        let origin = SourceOrigin(path: path, line: property.location.line)
        guard let type = identity.type else {
            identity.check = IDCheck(member: name, origin: origin)
            return true
        }
        let verdict = comparability(in: owner).verdict(type, need: .hashable)
        switch verdict.status {
        case .no:
            if let refusal = verdict.refusal, refusal.kind == .underivedRequirement {
                context.error(
                    "ID property '\(name)' has type '\(type)', whose conformance to Hashable depends on generic requirements listgen cannot write\(Self.culpritNote(refusal)); write the conformance by hand, or choose another ID property",
                    at: property.location, in: path)
                return false
            }
            let refusal =
                verdict.refusal.map { refusal in
                    refusal.kind == .notConforming
                        ? Self.culpritNote(refusal)
                        : " (\(refusal.kind.rawValue), \(Self.quoted(refusal, written: type).quote))"
                } ?? ""
            let remedy = verdict.refusal?.remedy ?? "make it Hashable"
            context.error(
                "ID property '\(name)' has type '\(type)', which is not Hashable\(refusal); an ID must be Hashable, so \(remedy), or choose another ID property",
                at: property.location, in: path)
            return false
        case .unknown:
            identity.check = IDCheck(member: name, origin: origin)
        case .yes:
            break
        }
        if refusesDeprecated(
            verdict, of: declaration, what: "ID property '\(name)'", remedy: "or choose another ID property", at: property.location, in: path,
            context: &context)
        {
            return false
        }
        context.rely(on: verdict.relied, at: property.location, in: path, what: "ID property '\(name)'", needing: "Hashable")
        identity.genericNeeds = verdict.requirements.map(\.genericNeed)
        return true
    }
}
