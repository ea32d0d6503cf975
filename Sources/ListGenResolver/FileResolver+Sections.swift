import ListGenModel
import ListGenShared

/// `section(...)`: a struct holding an array of items, conformed to `DiffableSection`.
extension FileResolver {
    func sectionConcerns(
        _ options: TypeAnnotation.Section, request: Request, ignored: Set<String>,
        subject: Subject, context: inout DeclarationContext
    ) -> [Concern] {
        guard
            let section = section(
                subject.declaration, options: options, request: request, ignored: ignored,
                propertyNotes: subject.propertyNotes, context: &context)
        else { return [] }
        var concerns: [Concern] = [.section(section)]
        if let binding = sectionBinding(
            header: options.header, footer: options.footer, showing: subject.declaration.qualifiedName,
            at: request.location, context: &context)
        {
            concerns.append(.sectionBindings(binding))
        }
        return concerns
    }

    private func section(
        _ declaration: Declaration, options: TypeAnnotation.Section, request: Request,
        ignored: Set<String>, propertyNotes: [(Property, [PropertyNote])], context: inout DeclarationContext
    ) -> Concern.Section? {
        guard declaration.kind == .struct else {
            context.error(
                "unsupported form: a section must be a struct (listgen generates 'init(source:elements:)', which a class or enum extension cannot declare)",
                at: request.location)
            return nil
        }
        guard let identity = identity(of: declaration, request: request, propertyNotes: propertyNotes, context: &context) else { return nil }
        let stored = declaration.properties.filter { !$0.isStatic && !$0.isComputed }
        guard
            let items = itemsProperty(
                declaration, options: options, request: request, stored: stored,
                propertyNotes: propertyNotes, context: &context)
        else { return nil }
        guard items.binding == .var else {
            context.error(
                "the items property '\(items.name)' must be a 'var' so listgen can rebuild the section around new elements",
                at: items.location)
            return nil
        }
        if let written = items.type, written.hasSuffix("?") || written.hasPrefix("Optional<") {
            context.error(
                "the items property '\(items.name)' is optional ('\(written)'); a section's items must be an array ('[Element]', empty for none)",
                at: items.location)
            return nil
        }
        guard let written = items.type, let element = Self.arrayElement(written) else {
            context.error("the items property '\(items.name)' needs a written array type ('\(items.name): [Element]')", at: items.location)
            return nil
        }
        // `init(source:elements:)` assigns `self = source`, then the items.
        let excluded = ignored.union([items.name]).union(identity.propertyName.map { [$0] } ?? [])
        guard elementIsDiffable(element, items: items, in: declaration, context: &context) else { return nil }
        return Concern.Section(
            idAlias: identity.alias?.name, idType: identity.alias?.type,
            itemsProperty: items.name, elementType: qualified(element, in: declaration),
            fields: fields(of: declaration, excluding: excluded, annotation: "section", context: &context),
            idCheck: identity.check)
    }

    /// The items property: `items:`, `// listgen: items`, or the one named `items` or `elements`.
    private func itemsProperty(
        _ declaration: Declaration, options: TypeAnnotation.Section, request: Request,
        stored: [Property], propertyNotes: [(Property, [PropertyNote])], context: inout DeclarationContext
    ) -> Property? {
        var itemsName: String?
        var itemsLocation = request.location
        if let argument = options.items, let value = argument.value {
            itemsName = value
            itemsLocation = argument.valuesLocation
        }
        for (property, notes) in propertyNotes {
            guard let note = notes.first(where: { $0.kind == .items }) else { continue }
            if let itemsName, itemsName != property.name {
                context.error(
                    "ambiguous items: '\(itemsName)' and '\(property.name)' are both marked as the section's items; keep one",
                    at: note.location)
                return nil
            }
            itemsName = property.name
            itemsLocation = note.location
        }
        if itemsName == nil {
            let conventional = stored.filter { $0.name == "elements" || $0.name == "items" }
            if conventional.count == 1 { itemsName = conventional[0].name }
        }
        guard let itemsName else {
            context.error(
                "section without an items property: '\(declaration.qualifiedName)' needs a stored array marked '// listgen: items', 'section(items: name)', or named 'items' or 'elements'",
                at: request.location)
            return nil
        }
        guard let items = stored.first(where: { $0.name == itemsName }) else {
            context.error(
                "items property '\(itemsName)' not found in '\(declaration.qualifiedName)'\(Suggestion.didYouMean(itemsName, in: stored.map(\.name)))",
                at: itemsLocation)
            return nil
        }
        return items
    }

    /// Whether the items' element type may be `Diffable`, as `DiffableSection` requires: an
    /// error at the items property when the scanned sources show it is not.
    private func elementIsDiffable(_ element: String, items: Property, in declaration: Declaration, context: inout DeclarationContext) -> Bool {
        switch itemKind(of: element, in: declaration) {
        case .notAnItem(let why):
            context.error(
                "the items property '\(items.name)' holds '\(element)', which \(why); a section's items must be Diffable: annotate '\(element)' with '// listgen: item'",
                at: items.location)
            return false
        case .item(let relied):
            context.rely(on: relied, at: items.location, in: file.path, what: "the items property '\(items.name)'", needing: "Diffable")
            return true
        case .unknown:
            return true
        }
    }

    /// `[X]` or `Array<X>` gives `X`.
    static func arrayElement(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            let inner = String(type.dropFirst().dropLast()).trimmingCharacters(" ")
            return inner.isEmpty ? nil : inner
        }
        if type.hasPrefix("Array<"), type.hasSuffix(">") {
            let inner = String(type.dropFirst(6).dropLast()).trimmingCharacters(" ")
            return inner.isEmpty ? nil : inner
        }
        return nil
    }
}
