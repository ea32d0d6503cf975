import ListGenModel

/// Wrapper enums: a hand-written one (`wrapper`), and memberships of generated ones
/// (`item(in:)`, `cases(in:)`), which `WrapperResolver` gathers across files.
extension FileResolver {
    /// `wrapper` on a user's enum: each case wraps exactly one item, or none (a row such as
    /// `case loadMore`, which is its own identity).
    func wrapperConcerns(_ declaration: Declaration, at location: SourceLocation, context: inout DeclarationContext) -> [Concern] {
        guard let wrapper = userWrapper(declaration, at: location, context: &context) else { return [] }
        var concerns: [Concern] = [.wrapper(wrapper)]
        if let bindings = wrapperBindings(wrapper.members, named: declaration.qualifiedName, path: file.path, at: location, context: &context) {
            concerns.append(.bindings(bindings))
        }
        return concerns
    }

    private func userWrapper(_ declaration: Declaration, at location: SourceLocation, context: inout DeclarationContext) -> Concern.Wrapper? {
        guard declaration.kind == .enum else {
            context.error(
                "unsupported form: 'wrapper' goes on an enum whose cases each wrap one item type; for a generated wrapper write 'item(in: Name)' on the item types",
                at: location)
            return nil
        }
        guard !declaration.cases.isEmpty else {
            context.error("wrapper '\(declaration.qualifiedName)' has no cases", at: location)
            return nil
        }
        var members: [WrapperMember] = []
        var idsSendable = true
        for enumCase in declaration.cases {
            if refusesConditional(enumCase, of: declaration, annotation: "wrapper", context: &context) { return nil }
            if enumCase.associatedValues.isEmpty {
                members.append(
                    WrapperMember(
                        caseName: enumCase.name, typeName: nil, isSendable: true, isIDSendable: true,
                        binding: caseBinding(enumCase, context: &context), isNonisolated: true))
                continue
            }
            guard enumCase.associatedValues.count == 1, let value = enumCase.associatedValues.first else {
                context.error(
                    "wrapper case '\(enumCase.name)' must wrap exactly one item: 'case \(enumCase.name)(Item)', or none",
                    at: enumCase.location)
                return nil
            }
            if value.type.hasSuffix("?") || value.type.hasSuffix("!") || value.type.hasPrefix("Optional<") {
                context.error(
                    "wrapper case '\(enumCase.name)' wraps an optional '\(value.type)', which has no ID; wrap the item itself, and add a payload-less case (e.g. 'case no\(enumCase.name.prefix(1).uppercased() + enumCase.name.dropFirst())') for its absence",
                    at: enumCase.location)
                return nil
            }
            switch itemKind(of: value.type, in: declaration) {
            case .notAnItem(let why):
                context.error(
                    "wrapper case '\(enumCase.name)' wraps '\(value.type)', which \(why); each case of a wrapper wraps an item: annotate '\(value.type)' with '// listgen: item'",
                    at: enumCase.location)
                return nil
            case .item(let relied):
                context.rely(on: relied, at: enumCase.location, in: file.path, what: "wrapper case '\(enumCase.name)'", needing: "Diffable")
            case .unknown:
                break
            }
            let typeName = qualified(value.type, in: declaration)
            let identityIsType = hasTypeIdentity(value.type, in: declaration)
            members.append(
                WrapperMember(
                    caseName: enumCase.name, typeName: typeName, binding: memberBinding(value.type),
                    isNonisolated: wrapsNonisolated(value.type), identityIsType: identityIsType))
            idsSendable = idsSendable && (identityIsType || memberIDIsSendable(value.type))
        }
        return Concern.Wrapper(members: members, declaresEnum: false, isSendable: false, isIDSendable: idsSendable)
    }

    /// Whether `written` is an item of the scanned files whose type is its identity: a struct
    /// annotated `item` that holds nothing (see `identity(of:request:propertyNotes:context:)`).
    private func hasTypeIdentity(_ written: String, in declaration: Declaration) -> Bool {
        let qualified = index.qualifiedName(of: written, from: declaration.qualifiedName)
        guard let entry = index.exactEntry(qualified), entry.declaration.kind == .struct,
            TypeIndex.annotationKinds(of: entry.declaration).contains(.item)
        else { return false }
        return storedProperties(of: entry.declaration).isEmpty
    }

    /// Whether the ID of an item type of the scanned files is known to be `Sendable`.
    private func memberIDIsSendable(_ written: String) -> Bool {
        guard let entry = index.entry(named: written) else { return false }
        let member = entry.declaration
        if member.kind == .enum, member.cases.allSatisfy({ $0.associatedValues.isEmpty }),
            !member.properties.contains(where: { $0.name == "id" && !$0.isStatic })
        {
            return SendableSpelling.isDeclared(in: member.inheritedTypes)
        }
        var idName = "id"
        for note in member.annotations {
            if let value = TypeAnnotation.read(note)?.idOption?.value { idName = value }
        }
        for property in member.properties where property.annotations.contains(where: { $0.text == Vocabulary.PropertyKind.id.rawValue }) {
            idName = property.name
        }
        let id = storedProperties(of: member).first { $0.name == idName }
        return (id?.type ?? id?.initializerType).map(SendableSpelling.isKnownSendable) ?? false
    }

    /// `cases(in: W)` on an enum without associated values: each of its cases becomes a
    /// payload-less case of the generated wrapper `W` (a "load more" or placeholder row),
    /// which is its own identity.
    func payloadlessCases(
        _ options: TypeAnnotation.Cases, request: Request, subject: Subject,
        context: inout DeclarationContext
    ) {
        let declaration = subject.declaration
        guard let argument = options.wrappers, let wrappers = argument.values, !wrappers.isEmpty else {
            context.error("'cases' needs the wrapper to add them to: 'cases(in: Wrapper)'", at: request.location)
            return
        }
        if declaration.kind == .enum, declaration.cases.isEmpty {
            context.error(
                "unsupported form: enum '\(declaration.qualifiedName)' has no cases, so it adds no case to '\(wrappers[0])'; remove the annotation",
                at: request.location)
            return
        }
        guard declaration.kind == .enum, declaration.cases.allSatisfy({ $0.associatedValues.isEmpty }) else {
            context.error(
                "unsupported form: 'cases' goes on an enum whose cases have no associated values; each becomes a payload-less case of '\(wrappers[0])'",
                at: request.location)
            return
        }
        if let condition = declaration.condition {
            context.error(
                "unsupported form: '\(declaration.qualifiedName)' is declared under '#if \(condition)', so a generated wrapper cannot always list its cases; write the wrapper enum by hand with '// listgen: wrapper'",
                at: argument.valuesLocation)
            return
        }
        if let conditional = declaration.cases.first(where: { $0.condition != nil }),
            refusesConditional(conditional, of: declaration, annotation: "cases(in:)", context: &context)
        {
            return
        }
        let binding = viewBinding(options.views, showing: "Void", rowWithoutModel: true, at: request.location, context: &context)
        for (position, wrapper) in wrappers.enumerated() {
            for enumCase in declaration.cases {
                context.memberships.append(
                    Resolver.WrapperMembership(
                        wrapper: wrapper,
                        member: WrapperMember(
                            caseName: enumCase.name, typeName: nil, isSendable: true, isIDSendable: true, binding: binding,
                            isNonisolated: true, declaringType: declaration.qualifiedName),
                        access: subject.shape.access, path: file.path, location: argument.location(ofValueAt: position),
                        declaringType: declaration.qualifiedName))
            }
        }
    }

    /// `item(in: A, case: name)`: memberships of generated wrapper enums.
    func memberships(
        of declaration: Declaration, options: TypeAnnotation.Item, shape: Shape, identity: Identity,
        binding: ViewBinding?, context: inout DeclarationContext
    ) {
        guard let argument = options.wrappers, let wrappers = argument.values, !wrappers.isEmpty else {
            if let caseOption = options.caseName {
                context.error("option 'case' names the wrapper case and needs 'in: Wrapper'", at: caseOption.labelLocation)
            }
            return
        }
        if !index.genericContext(of: declaration).parameters.isEmpty {
            // A case's payload names one concrete type; a generic one has no single name.
            let what =
                declaration.genericParameters.isEmpty
                ? "'\(declaration.qualifiedName)', nested in a generic type," : "generic type '\(declaration.qualifiedName)'"
            context.error("unsupported form: \(what) cannot be a wrapper case; wrap a concrete type", at: argument.valuesLocation)
            return
        }
        if let condition = declaration.condition {
            context.error(
                "unsupported form: '\(declaration.qualifiedName)' is declared under '#if \(condition)', so a generated wrapper cannot always name it; write the wrapper enum by hand with '// listgen: wrapper'",
                at: argument.valuesLocation)
            return
        }
        // The wrapper is available everywhere and deprecated nowhere: a case naming such a
        // type would not compile before its release, or would warn.
        let attributes = availability(of: declaration, ancestors: ancestors(of: context.position))
        if let attribute = attributes.first {
            context.error(
                "unsupported form: '\(declaration.qualifiedName)' is marked '\(attribute)', so a generated wrapper, which has no such attribute, cannot name it in a case without \(TypeIndex.isDeprecation(attribute) ? "a warning" : "failing to compile where it is not available"); write the wrapper enum by hand with '// listgen: wrapper' and the same attribute",
                at: argument.valuesLocation)
            return
        }
        let caseName = options.caseName?.value ?? Self.defaultCaseName(declaration.qualifiedName)
        // The wrapper declares `id` and `ID` itself.
        if caseName == "id" || caseName == "ID" {
            context.error(
                "wrapper case name '\(caseName)' would clash with the wrapper's own '\(caseName)'; give the case another name with 'case: name'",
                at: options.caseName?.valuesLocation ?? argument.valuesLocation)
            return
        }
        let isSendable = SendableSpelling.isDeclared(in: declaration.inheritedTypes)
        let idType =
            identity.isType
            ? identity.type
            : identity.alias?.type
                ?? identity.propertyName.flatMap { name in
                    storedProperties(of: declaration).first { $0.name == name }.flatMap { $0.type ?? $0.initializerType }
                }
        let member = WrapperMember(
            caseName: caseName, typeName: declaration.qualifiedName, isSendable: isSendable,
            isIDSendable: identity.isType || (identity.isSelf ? isSendable : idType.map(SendableSpelling.isKnownSendable) ?? false),
            binding: binding, isNonisolated: extendsNonisolated(declaration), identityIsType: identity.isType,
            declaringType: declaration.qualifiedName)
        var named: Set<String> = []
        for (position, wrapper) in wrappers.enumerated() {
            let location = argument.location(ofValueAt: position)
            guard named.insert(wrapper).inserted else {
                context.error("wrapper '\(wrapper)' is given twice in 'in:'", at: location)
                continue
            }
            var membership = Resolver.WrapperMembership(
                wrapper: wrapper, member: member, access: shape.access, path: file.path, location: location,
                declaringType: declaration.qualifiedName)
            membership.caseNameLocation = options.caseName?.valuesLocation
            context.memberships.append(membership)
        }
    }

    /// `Feed.PhotoItem` -> `photoItem`; `URLItem` -> `urlItem`.
    static func defaultCaseName(_ qualifiedName: String) -> String {
        let last = qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
        let characters = Array(last)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        // Lowercase the leading capital run, keeping the last capital of an acronym
        // that starts the next word (`URLItem` -> `urlItem`).
        let count = upper > 1 && upper < characters.count ? upper - 1 : upper
        return String(characters.prefix(count)).lowercased() + String(characters.dropFirst(count))
    }
}
