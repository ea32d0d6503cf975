import ListGenModel

/// `item`, `equatable` and `hashable`: identity, content equality and hashing of a type's
/// stored properties (or an enum's associated values).
extension FileResolver {
    /// `item(...)`: `Diffable` (its identity and content equality), its view bindings, and
    /// its memberships of generated wrappers.
    func itemConcerns(
        _ options: TypeAnnotation.Item, request: Request, ignored: Set<String>,
        subject: inout Subject, context: inout DeclarationContext
    ) -> [Concern] {
        let declaration = subject.declaration
        if let base = index.baseClass(of: declaration), base.isAnnotated,
            base.declaration.annotations.contains(where: { TypeAnnotation.read($0)?.kind == .item })
        {
            context.error(
                "'\(declaration.qualifiedName)' inherits 'Diffable' from '\(base.declaration.qualifiedName)' (\(base.path):\(base.declaration.location.line)), and a subclass cannot declare it again; remove this annotation (the base's content equality compares the base's stored properties)",
                at: request.location)
            return []
        }
        guard let identity = itemIdentity(request: request, subject: &subject, context: &context) else { return [] }
        if let idName = identity.propertyName, let argument = options.ignore,
            let position = argument.values?.firstIndex(of: idName)
        {
            context.error(
                "'\(idName)' is the ID of '\(declaration.qualifiedName)', never compared as content; remove it from 'ignore'",
                at: argument.location(ofValueAt: position))
        }
        var item = Concern.Item(
            idAliasName: identity.alias?.name, idAliasType: identity.alias?.type,
            selfIdentity: identity.isSelf, typeIdentity: identity.isType, fields: [], cases: nil,
            idCheck: identity.check)
        if declaration.kind == .enum {
            item.cases = caseShapes(declaration, need: .equatable, annotation: "item", context: &context)
        } else {
            item.fields = fields(
                of: declaration, excluding: ignored.union(identity.propertyName.map { [$0] } ?? []),
                annotation: "item", context: &context)
        }
        var concerns: [Concern] = [.item(item)]
        // A class that compares nothing but its ID has no content to remember.
        if declaration.kind == .class, !usesGenericParameters(item.fields, identity: identity, of: declaration),
            let snapshot = snapshotFields(item.fields, of: declaration, at: request.location, context: &context), !snapshot.isEmpty
        {
            concerns.append(.snapshot(fields: snapshot))
        }
        let binding = viewBinding(
            options.views, showing: selfTypeName(of: declaration), rowWithoutModel: identity.isType, at: request.location, context: &context)
        if let binding {
            concerns.append(.bindings(Bindings(entries: [.init(caseName: nil, hasPayload: true, binding: binding)])))
        }
        memberships(
            of: declaration, options: options, shape: subject.shape, identity: identity, binding: binding,
            context: &context)
        return concerns
    }

    /// The identity the item annotation gives, found once for `item` and `hashable(identity)`
    /// alike (with the item's `id:` option, whichever annotation is read first).
    private func itemIdentity(request: Request, subject: inout Subject, context: inout DeclarationContext) -> Identity? {
        if subject.identityResolved { return subject.identity }
        let itemRequest = subject.requests.first { $0.kind == .item } ?? request
        subject.identity = identity(of: subject.declaration, request: itemRequest, propertyNotes: subject.propertyNotes, context: &context)
        subject.identityResolved = true
        return subject.identity
    }

    /// `equatable`: `==` over the stored properties or associated values.
    func equatableConcerns(request: Request, ignored: Set<String>, subject: Subject, context: inout DeclarationContext) -> [Concern] {
        let declaration = subject.declaration
        if subject.requests(.hashable) {
            context.warning("'equatable' is redundant next to 'hashable', which generates '==' too", at: request.location)
            return []
        }
        guard declaration.kind == .enum else {
            return [.equatable(fields: fields(of: declaration, excluding: ignored, annotation: "equatable", context: &context), cases: nil)]
        }
        guard hasCasesWithValues(declaration, annotation: "equatable", at: request.location, context: &context) else { return [] }
        return [.equatable(fields: [], cases: caseShapes(declaration, need: .equatable, annotation: "equatable", context: &context))]
    }

    /// `hashable`: `==` and `hash(into:)` over the same content, or over the ID alone
    /// (`hashable(identity)`).
    func hashableConcerns(
        ignore: TypeAnnotation.Option?, identity identityFlag: TypeAnnotation.Option?,
        request: Request, ignored: Set<String>, subject: inout Subject, context: inout DeclarationContext
    ) -> [Concern] {
        let declaration = subject.declaration
        if let identityFlag {
            guard subject.requests(.item) else {
                context.error(
                    "'hashable(identity)' hashes an item's ID; add '// listgen: item' to '\(declaration.qualifiedName)' or drop 'identity'",
                    at: identityFlag.labelLocation)
                return []
            }
            if let ignore {
                context.error("'identity' hashes the ID only; 'ignore' has no meaning with it", at: ignore.labelLocation)
            }
            // The item reports a missing or broken identity; nothing to add here.
            guard let identity = itemIdentity(request: request, subject: &subject, context: &context) else { return [] }
            guard !identity.isSelf else {
                context.error("unsupported form: an enum without associated values is already Hashable", at: request.location)
                return []
            }
            return [.hashable(fields: [], identity: "id", cases: nil)]
        }
        guard declaration.kind == .enum else {
            return [
                .hashable(
                    fields: fields(of: declaration, excluding: ignored, need: .hashable, annotation: "hashable", context: &context),
                    identity: nil, cases: nil)
            ]
        }
        guard hasCasesWithValues(declaration, annotation: "hashable", at: request.location, context: &context) else { return [] }
        if let ignore {
            context.error("'ignore' has no meaning on an enum: its content is its cases' associated values", at: ignore.labelLocation)
        }
        return [.hashable(fields: [], identity: nil, cases: caseShapes(declaration, need: .hashable, annotation: "hashable", context: &context))]
    }

    /// Whether an enum has a case with associated values, which `equatable` and `hashable`
    /// compare (Swift makes an enum without them Equatable and Hashable already).
    private func hasCasesWithValues(_ declaration: Declaration, annotation: String, at location: SourceLocation, context: inout DeclarationContext)
        -> Bool
    {
        if declaration.cases.isEmpty {
            context.error(
                "unsupported form: enum '\(declaration.qualifiedName)' has no cases, so it has no values to compare; remove the annotation",
                at: location)
            return false
        }
        guard declaration.cases.contains(where: { !$0.associatedValues.isEmpty }) else {
            context.error(
                "unsupported form: an enum without associated values is already \(annotation == "hashable" ? "Hashable" : "Equatable")",
                at: location)
            return false
        }
        return true
    }

    /// The cases, compared (or hashed) value by value: each associated value is checked to
    /// support `need`, an error at its case when it cannot.
    func caseShapes(_ declaration: Declaration, need: Need, annotation: String, context: inout DeclarationContext) -> [CaseShape] {
        let comparability = comparability(in: declaration)
        var shapes: [CaseShape] = []
        for enumCase in declaration.cases {
            if refusesConditional(enumCase, of: declaration, annotation: annotation, context: &context) { continue }
            var needs: [GenericNeed] = []
            for value in enumCase.associatedValues {
                let verdict = comparability.verdict(value.type, need: need)
                if let refusal = verdict.refusal {
                    context.error(
                        Self.caseRefusal(
                            refusal, case: enumCase.name, of: declaration.qualifiedName, written: value.type,
                            need: need, annotation: annotation), at: enumCase.location)
                    break
                }
                if refusesDeprecated(
                    verdict, of: declaration, what: "case '\(enumCase.name)'", remedy: "or remove the annotation", at: enumCase.location,
                    in: file.path, context: &context)
                {
                    break
                }
                context.rely(on: verdict.relied, at: enumCase.location, in: file.path, what: "case '\(enumCase.name)'", needing: need.protocolName)
                needs += verdict.requirements.map(\.genericNeed)
            }
            var shape = CaseShape(
                name: enumCase.name, arity: enumCase.associatedValues.count,
                origin: SourceOrigin(path: file.path, line: enumCase.location.line),
                valueTypes: enumCase.associatedValues.map(\.type))
            shape.genericNeeds = needs
            shapes.append(shape)
        }
        return shapes
    }
}

extension FileResolver {
    /// A class item's compared properties, to copy into its `ContentSnapshot`: nil, with a
    /// warning, when one has no written type to declare the copy with (the item is then
    /// compared as it is when asked, so a change made to the shared instance in place is
    /// only seen through Observation or `updateItem`).
    func snapshotFields(_ fields: [Field], of declaration: Declaration, at location: SourceLocation, context: inout DeclarationContext) -> [Field]? {
        var copied: [Field] = []
        for field in fields {
            if field.byIdentity {
                copied.append(field)
                continue
            }
            guard let written = field.type else {
                context.warning(
                    "'\(declaration.qualifiedName)' is not remembered by value: property '\(field.name)' has no written type to copy it with, so a change made to an instance in place is not seen by a list; write its type ('\(field.name): Type')",
                    at: location)
                return nil
            }
            var typed = field
            // An implicitly unwrapped optional is stored as the optional it is.
            typed.type = written.hasSuffix("!") ? String(written.dropLast()) + "?" : written
            copied.append(typed)
        }
        return copied
    }

    /// Whether a generic class's compared properties or ID use its type parameters: its
    /// snapshot would need them `Sendable`, and a conditional conformance cannot depend on
    /// `Sendable`; such a class is compared as it is when asked.
    func usesGenericParameters(_ fields: [Field], identity: Identity, of declaration: Declaration) -> Bool {
        let parameters = Set(index.genericContext(of: declaration).parameters)
        guard !parameters.isEmpty else { return false }
        // What the conformance requires of the types its properties hold counts too.
        if index.relayedTypes(of: declaration).contains(where: { !Conformance.identifiers(in: $0).isDisjoint(with: parameters) }) {
            return true
        }
        let written = fields.filter { !$0.byIdentity }.map { $0.type ?? "" } + [identity.type ?? ""]
        return written.contains { $0.isEmpty || !Conformance.identifiers(in: $0).isDisjoint(with: parameters) }
    }

    /// The annotated type as a cell's `configure(with:)` names it.
    func selfTypeName(of declaration: Declaration) -> String {
        declaration.qualifiedName
    }
}
