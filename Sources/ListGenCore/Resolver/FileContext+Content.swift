/// `item`, `equatable` and `hashable`: identity, content equality and hashing of a type's
/// stored properties (or an enum's associated values).
extension FileContext {
    /// `item(...)`: `Diffable` (its identity and content equality), its view bindings, and
    /// its memberships of generated wrappers.
    mutating func itemConcerns(_ options: TypeAnnotation.Item, request: Request, ignored: Set<String>,
                               subject: inout Subject, into result: inout Resolver.FileResult) -> [Concern] {
        let declaration = subject.declaration
        if let base = index.baseClass(of: declaration), base.isAnnotated,
           base.declaration.annotations.contains(where: { TypeAnnotation.read($0)?.kind == .item }) {
            error("'\(declaration.qualifiedName)' inherits 'Diffable' from '\(base.declaration.qualifiedName)' (\(base.path):\(base.declaration.location.line)), and a subclass cannot declare it again; remove this annotation (the base's content equality compares the base's stored properties)", at: request.location)
            return []
        }
        guard let identity = identity(of: declaration, request: request, propertyNotes: subject.propertyNotes) else { return [] }
        subject.identity = identity
        if let idName = identity.propertyName, let argument = options.ignore,
           let position = argument.values?.firstIndex(of: idName) {
            error("'\(idName)' is the ID of '\(declaration.qualifiedName)', never compared as content; remove it from 'ignore'", at: argument.location(ofValueAt: position))
        }
        var item = Concern.Item(idAliasName: identity.alias?.name, idAliasType: identity.alias?.type,
                                selfIdentity: identity.isSelf, fields: [], cases: nil)
        if declaration.kind == .enum {
            item.cases = caseShapes(declaration)
        } else {
            item.fields = fields(of: declaration, excluding: ignored.union(identity.propertyName.map { [$0] } ?? []))
        }
        var concerns: [Concern] = [.item(item)]
        let binding = viewBinding(options.views, at: request.location)
        if let binding {
            concerns.append(.bindings(Bindings(entries: [.init(caseName: nil, hasPayload: true, binding: binding)])))
        }
        memberships(of: declaration, options: options, shape: subject.shape, identity: identity, binding: binding,
                    into: &result)
        return concerns
    }

    /// `equatable`: `==` over the stored properties or associated values.
    mutating func equatableConcerns(request: Request, ignored: Set<String>, subject: Subject) -> [Concern] {
        let declaration = subject.declaration
        if subject.requests(.hashable) {
            warning("'equatable' is redundant next to 'hashable', which generates '==' too", at: request.location)
            return []
        }
        guard declaration.kind == .enum else {
            return [.equatable(fields: fields(of: declaration, excluding: ignored), cases: nil)]
        }
        guard declaration.cases.contains(where: { !$0.associatedValues.isEmpty }) else {
            error("unsupported form: an enum without associated values is already Equatable", at: request.location)
            return []
        }
        return [.equatable(fields: [], cases: caseShapes(declaration))]
    }

    /// `hashable`: `==` and `hash(into:)` over the same content, or over the ID alone
    /// (`hashable(identity)`).
    mutating func hashableConcerns(ignore: TypeAnnotation.Option?, identity identityFlag: TypeAnnotation.Option?,
                                   request: Request, ignored: Set<String>, subject: inout Subject) -> [Concern] {
        let declaration = subject.declaration
        if let identityFlag {
            guard subject.requests(.item) else {
                error("'hashable(identity)' hashes an item's ID; add '// listgen: item' to '\(declaration.qualifiedName)' or drop 'identity'", at: identityFlag.labelLocation)
                return []
            }
            if let ignore {
                error("'identity' hashes the ID only; 'ignore' has no meaning with it", at: ignore.labelLocation)
            }
            guard let identity = subject.identity ?? identity(of: declaration, request: request, propertyNotes: subject.propertyNotes) else {
                return []
            }
            guard !identity.isSelf else {
                error("unsupported form: an enum without associated values is already Hashable", at: request.location)
                return []
            }
            return [.hashable(fields: [], identity: "id", cases: nil)]
        }
        guard declaration.kind == .enum else {
            return [.hashable(fields: fields(of: declaration, excluding: ignored), identity: nil, cases: nil)]
        }
        guard declaration.cases.contains(where: { !$0.associatedValues.isEmpty }) else {
            error("unsupported form: an enum without associated values is already Hashable", at: request.location)
            return []
        }
        if let ignore {
            error("'ignore' has no meaning on an enum: its content is its cases' associated values", at: ignore.labelLocation)
        }
        return [.hashable(fields: [], identity: nil, cases: caseShapes(declaration))]
    }

    func caseShapes(_ declaration: Declaration) -> [CaseShape] {
        declaration.cases.map { CaseShape(name: $0.name, arity: $0.associatedValues.count) }
    }
}
