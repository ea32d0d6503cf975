/// Turns one scanned file's declarations and annotations into what to generate, reporting
/// every problem as a diagnostic at the annotation or declaration it concerns.
struct Resolver {
    /// The result for one file.
    struct FileResult: Sendable {
        var types: [ResolvedType] = []
        /// `item(in: Wrapper)` memberships, resolved across files later.
        var memberships: [WrapperMembership] = []
        var diagnostics: [Diagnostic] = []
    }

    /// One type's request to be a case of a cross-file wrapper enum.
    struct WrapperMembership: Sendable, Hashable {
        var wrapper: String
        var member: WrapperMember
        var access: AccessLevel
        var isGeneric: Bool
        var path: String
        var location: SourceLocation
    }

    /// What all scanned files declare.
    var index = TypeIndex()

    func resolve(_ file: ScannedFile) -> FileResult {
        var result = FileResult()
        var context = FileContext(file: file, index: index)
        for index in file.declarations.indices {
            context.resolve(index, into: &result)
        }
        result.diagnostics.append(contentsOf: context.diagnostics)
        return result
    }
}

/// One file's resolution state: diagnostics and a lookup of enclosing declarations.
struct FileContext {
    let file: ScannedFile
    let index: TypeIndex
    var diagnostics: [Diagnostic] = []
    /// The index of the declaration (type or extension) each declaration is nested in.
    var container: [Int: Int] = [:]
    /// Every qualified name declared in the file, for qualifying written types.
    var declaredNames: Set<String> = []

    init(file: ScannedFile, index: TypeIndex) {
        self.file = file
        self.index = index
        // A nested declaration follows its container: the latest earlier declaration named
        // like its enclosing scope is that container (a type or an extension of it).
        var latest: [String: Int] = [:]
        for (index, declaration) in file.declarations.enumerated() {
            if let dot = declaration.qualifiedName.lastIndex(of: "."),
               let parent = latest[String(declaration.qualifiedName[..<dot])] {
                container[index] = parent
            }
            latest[declaration.qualifiedName] = index
            declaredNames.insert(declaration.qualifiedName)
        }
    }

    /// The enclosing declarations, innermost first.
    func ancestors(of index: Int) -> [Declaration] {
        var result: [Declaration] = []
        var current = index
        while let parent = container[current], result.count < 64 {
            result.append(file.declarations[parent])
            current = parent
        }
        return result
    }

    /// A written type as seen from an extension of `declaration` in another file: a leading
    /// name declared in an enclosing scope is qualified (`Entry` -> `Catalog.Entry`), since
    /// an extension of a nested type does not see its siblings unqualified.
    func qualified(_ type: String, in declaration: Declaration) -> String {
        let head = String(type.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !head.isEmpty else { return type }
        var scope = declaration.qualifiedName
        if declaredNames.contains(scope + "." + head) { return type }
        while let dot = scope.lastIndex(of: ".") {
            scope = String(scope[..<dot])
            if declaredNames.contains(scope + "." + head) { return scope + "." + type }
        }
        return type
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, path: file.path, location: location))
    }

    mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, path: file.path, location: location))
    }

    /// A type annotation after syntax and vocabulary checks.
    struct Request {
        var name: String
        var location: SourceLocation
        var options: [String: ParsedAnnotation.Argument]
        var fromMarker: Bool
    }

    // MARK: - Per declaration

    mutating func resolve(_ index: Int, into result: inout Resolver.FileResult) {
        let declaration = file.declarations[index]
        let requests = typeRequests(declaration)
        let propertyNotes = propertyAnnotations(declaration)
        let isWrapper = declaration.annotations.contains { $0.text == "wrapper" || $0.text.hasPrefix("wrapper(") }
        for enumCase in declaration.cases {
            for note in enumCase.annotations {
                guard isWrapper, enumCase.associatedValues.isEmpty, note.text.hasPrefix("case") else {
                    error("annotations on enum cases are not supported, except 'case(cell: ...)' on a payload-less case of a 'wrapper' enum; annotate the enum", at: note.location)
                    continue
                }
            }
        }
        guard !requests.isEmpty else {
            for (property, notes) in propertyNotes {
                for note in notes {
                    warning("'\(note.name)' on property '\(property.name)' has no effect: '\(declaration.qualifiedName)' has no listgen type annotation", at: note.location)
                }
            }
            return
        }
        guard let shape = supportedShape(declaration, ancestors: ancestors(of: index), requests: requests) else { return }
        var concerns: [Concern] = []
        var resolvedIdentity: Identity?
        let ignoredByProperty = Set(propertyNotes.filter { $0.1.contains { $0.name == "ignore" } }.map(\.0.name))

        for request in requests {
            // The generated extension declares the conformance; declaring it twice is an error.
            let generated = ["item": "Diffable", "section": "DiffableSection", "equatable": "Equatable",
                             "hashable": "Hashable", "wrapper": "Diffable"][request.name] ?? ""
            if declaration.inheritedTypes.contains(where: { $0 == generated || $0 == "ListKit." + generated || $0 == "Swift." + generated }) {
                error("'\(declaration.qualifiedName)' already declares '\(generated)', which '\(request.name)' generates; remove one", at: request.location)
                continue
            }
            let ignored = ignoredByProperty.union(namesOption("ignore", of: request, in: declaration))
            switch request.name {
            case "item":
                if let base = self.index.baseClass(of: declaration), base.isAnnotated,
                   base.declaration.annotations.contains(where: { $0.text.hasPrefix("item") }) {
                    error("'\(declaration.qualifiedName)' inherits 'Diffable' from '\(base.declaration.qualifiedName)' (\(base.path):\(base.declaration.location.line)), and a subclass cannot declare it again; remove this annotation (the base's content equality compares the base's stored properties)", at: request.location)
                    continue
                }
                guard let identity = identity(of: declaration, request: request, propertyNotes: propertyNotes) else { continue }
                resolvedIdentity = identity
                if let idName = identity.propertyName, let argument = request.options["ignore"],
                   let position = argument.values?.firstIndex(of: idName) {
                    let location = position < argument.valueLocations.count ? argument.valueLocations[position] : argument.valuesLocation
                    error("'\(idName)' is the ID of '\(declaration.qualifiedName)', never compared as content; remove it from 'ignore'", at: location)
                }
                var item = Concern.Item(idAliasName: nil, idAliasType: nil, selfIdentity: identity.isSelf,
                                        fields: [], cases: nil)
                if let alias = identity.alias {
                    item.idAliasName = alias.name
                    item.idAliasType = alias.type
                }
                if declaration.kind == .enum {
                    item.cases = caseShapes(declaration)
                } else {
                    item.fields = fields(of: declaration, excluding: ignored.union(identity.propertyName.map { [$0] } ?? []))
                }
                concerns.append(.item(item))
                let binding = viewBinding(request.options, at: request.location)
                if let binding {
                    concerns.append(.bindings(Bindings(entries: [.init(caseName: nil, hasPayload: true, binding: binding)])))
                }
                memberships(of: declaration, request: request, shape: shape, identity: identity, binding: binding, into: &result)
            case "section":
                if let section = section(declaration, request: request, ignored: ignored, propertyNotes: propertyNotes) {
                    concerns.append(.section(section))
                    if let binding = sectionBinding(request.options, at: request.location) {
                        concerns.append(.sectionBindings(binding))
                    }
                }
            case "equatable":
                if requests.contains(where: { $0.name == "hashable" }) {
                    warning("'equatable' is redundant next to 'hashable', which generates '==' too", at: request.location)
                    continue
                }
                if declaration.kind == .enum {
                    guard declaration.cases.contains(where: { !$0.associatedValues.isEmpty }) else {
                        error("unsupported form: an enum without associated values is already Equatable", at: request.location)
                        continue
                    }
                    concerns.append(.equatable(fields: [], cases: caseShapes(declaration)))
                } else {
                    concerns.append(.equatable(fields: fields(of: declaration, excluding: ignored), cases: nil))
                }
            case "hashable":
                if request.options["identity"] != nil {
                    guard requests.contains(where: { $0.name == "item" }) else {
                        error("'hashable(identity)' hashes an item's ID; add '// listgen: item' to '\(declaration.qualifiedName)' or drop 'identity'", at: request.options["identity"]?.labelLocation ?? request.location)
                        continue
                    }
                    if let explicit = request.options["ignore"] {
                        error("'identity' hashes the ID only; 'ignore' has no meaning with it", at: explicit.labelLocation)
                    }
                    let identity = resolvedIdentity ?? identity(of: declaration, request: request, propertyNotes: propertyNotes)
                    guard let identity else { continue }
                    guard !identity.isSelf else {
                        error("unsupported form: an enum without associated values is already Hashable", at: request.location)
                        continue
                    }
                    concerns.append(.hashable(fields: [], identity: "id", cases: nil))
                } else if declaration.kind == .enum {
                    guard declaration.cases.contains(where: { !$0.associatedValues.isEmpty }) else {
                        error("unsupported form: an enum without associated values is already Hashable", at: request.location)
                        continue
                    }
                    if let explicit = request.options["ignore"] {
                        error("'ignore' has no meaning on an enum: its content is its cases' associated values", at: explicit.labelLocation)
                    }
                    concerns.append(.hashable(fields: [], identity: nil, cases: caseShapes(declaration)))
                } else {
                    concerns.append(.hashable(fields: fields(of: declaration, excluding: ignored), identity: nil, cases: nil))
                }
            case "wrapper":
                if let wrapper = userWrapper(declaration, at: request.location) {
                    concerns.append(.wrapper(wrapper))
                    if let bindings = wrapperBindings(wrapper.members, named: declaration.qualifiedName, path: file.path, at: request.location) {
                        concerns.append(.bindings(bindings))
                    }
                }
            case "cases":
                payloadlessCases(of: declaration, request: request, shape: shape, into: &result)
            default:
                break
            }
        }
        guard !concerns.isEmpty else { return }
        result.types.append(ResolvedType(
            name: declaration.qualifiedName, kind: declaration.kind,
            memberAccess: shape.memberAccess.memberModifier, access: shape.access,
            genericParameters: ancestors(of: index).reversed().flatMap(\.genericParameters) + declaration.genericParameters,
            inheritedTypes: declaration.inheritedTypes,
            isMainActor: declaration.attributes.contains { $0 == "@MainActor" },
            location: declaration.location, concerns: concerns, condition: declaration.condition))
    }

    // MARK: - Reading annotations

    /// Parsed, checked type annotations plus marker protocols, in source order.
    mutating func typeRequests(_ declaration: Declaration) -> [Request] {
        var requests: [Request] = []
        for note in declaration.annotations {
            switch AnnotationParser.parse(note) {
            case .failure(let problem):
                error(problem.message, at: problem.location)
            case .success(let parsed):
                guard let allowed = Vocabulary.typeAnnotations[parsed.name] else {
                    if Vocabulary.propertyAnnotations.contains(parsed.name) {
                        error("'\(parsed.name)' belongs above a property, not a type", at: parsed.location)
                    } else {
                        error("unknown annotation '\(parsed.name)'\(Suggestion.didYouMean(parsed.name, in: Vocabulary.typeAnnotationNames))", at: parsed.location)
                    }
                    continue
                }
                var options: [String: ParsedAnnotation.Argument] = [:]
                var valid = true
                for argument in parsed.arguments {
                    guard allowed.contains(argument.label) else {
                        if Vocabulary.bindingOptions.contains(argument.label) || ["header", "footer"].contains(argument.label) {
                            error("'\(argument.label):' names a view that shows an item or section; it goes on 'item', 'cases' or (header, footer) 'section', not on '\(parsed.name)'", at: argument.labelLocation)
                            valid = false
                            continue
                        }
                        let hint = allowed.isEmpty ? "; '\(parsed.name)' takes no options" : Suggestion.didYouMean(argument.label, in: allowed)
                        error("unknown option '\(argument.label)' for '\(parsed.name)'\(hint)", at: argument.labelLocation)
                        valid = false
                        continue
                    }
                    if options[argument.label] != nil {
                        error("option '\(argument.label)' is given twice", at: argument.labelLocation)
                        valid = false
                        continue
                    }
                    let isFlag = Vocabulary.flags.contains(argument.label)
                    if isFlag, argument.values != nil {
                        error("option '\(argument.label)' is a flag: write it without ': value'", at: argument.labelLocation)
                        valid = false
                        continue
                    }
                    if !isFlag, argument.values == nil {
                        error("option '\(argument.label)' needs a value: '\(argument.label): name'", at: argument.labelLocation)
                        valid = false
                        continue
                    }
                    if !isFlag, argument.isList, !Vocabulary.listOptions.contains(argument.label) {
                        error("option '\(argument.label)' takes one name, not a list", at: argument.valuesLocation)
                        valid = false
                        continue
                    }
                    options[argument.label] = argument
                }
                if requests.contains(where: { $0.name == parsed.name && !$0.fromMarker }) {
                    error("'\(parsed.name)' is given twice; write it once, with all its options", at: parsed.location)
                    continue
                }
                if valid { requests.append(Request(name: parsed.name, location: parsed.location, options: options, fromMarker: false)) }
            }
        }
        for inherited in declaration.inheritedTypes {
            let bare = inherited.hasPrefix("ListKit.") ? String(inherited.dropFirst("ListKit.".count)) : inherited
            guard let name = Vocabulary.markers[bare] else { continue }
            if requests.contains(where: { $0.name == name }) {
                if requests.contains(where: { $0.name == name && !$0.fromMarker }) {
                    warning("'\(bare)' and '// listgen: \(name)' say the same; keep one", at: declaration.nameLocation)
                }
                continue
            }
            requests.append(Request(name: name, location: declaration.nameLocation, options: [:], fromMarker: true))
        }
        return requests
    }

    /// A property annotation after parsing: its name and where it stands.
    struct PropertyNote {
        var name: String
        var location: SourceLocation
    }

    /// Parsed property annotations, for properties that have any.
    mutating func propertyAnnotations(_ declaration: Declaration) -> [(Property, [PropertyNote])] {
        var result: [(Property, [PropertyNote])] = []
        for property in declaration.properties where !property.annotations.isEmpty {
            var notes: [PropertyNote] = []
            for note in property.annotations {
                switch AnnotationParser.parse(note) {
                case .failure(let problem):
                    error(problem.message, at: problem.location)
                case .success(let parsed):
                    guard Vocabulary.propertyAnnotations.contains(parsed.name) else {
                        if Vocabulary.typeAnnotations[parsed.name] != nil {
                            error("'\(parsed.name)' belongs above a type, not a property", at: parsed.location)
                        } else {
                            error("unknown property annotation '\(parsed.name)'\(Suggestion.didYouMean(parsed.name, in: Vocabulary.propertyAnnotations))", at: parsed.location)
                        }
                        continue
                    }
                    if let first = parsed.arguments.first {
                        error("'\(parsed.name)' takes no options", at: first.labelLocation)
                        continue
                    }
                    if property.isStatic {
                        error("'\(parsed.name)' on a static property: only instance properties take part", at: parsed.location)
                        continue
                    }
                    notes.append(PropertyNote(name: parsed.name, location: parsed.location))
                }
            }
            if notes.contains(where: { $0.name == "id" }), let ignore = notes.first(where: { $0.name == "ignore" }) {
                error("property '\(property.name)' cannot be both 'id' and 'ignore'", at: ignore.location)
            }
            result.append((property, notes))
        }
        return result
    }

    /// The names of a list option, each checked against the type's properties.
    mutating func namesOption(_ label: String, of request: Request, in declaration: Declaration) -> Set<String> {
        guard let argument = request.options[label], let values = argument.values else { return [] }
        var names: Set<String> = []
        let known = storedProperties(of: declaration).map(\.name)
        for (position, value) in values.enumerated() {
            let location = position < argument.valueLocations.count ? argument.valueLocations[position] : argument.valuesLocation
            if known.contains(value) {
                names.insert(value)
            } else {
                error("no property '\(value)' in '\(declaration.qualifiedName)' to ignore\(Suggestion.didYouMean(value, in: known))", at: location)
            }
        }
        return names
    }

    // MARK: - Shape and access

    struct Shape {
        var access: AccessLevel
        var memberAccess: AccessLevel
    }

    /// Checks the declaration can be extended from another file, and computes access.
    mutating func supportedShape(_ declaration: Declaration, ancestors: [Declaration], requests: [Request]) -> Shape? {
        let at = requests.first?.location ?? declaration.location
        switch declaration.kind {
        case .struct, .class, .enum:
            break
        case .extension:
            error("unsupported form: annotate the type's declaration, not an extension (listgen needs its stored properties)", at: at)
            return nil
        case .actor:
            error("unsupported form: actors cannot conform synchronously to ListKit's protocols; use a struct or class", at: at)
            return nil
        case .protocol:
            error("unsupported form: a protocol cannot be annotated; annotate the types that adopt it", at: at)
            return nil
        }
        // Effective access: the least visible of the type and its enclosing declarations.
        var access = declaration.access.flatMap(AccessLevel.init(written:)) ?? .internal
        var inheritedDefault: AccessLevel?
        for (depth, parent) in ancestors.enumerated() {
            let parentAccess = parent.access.flatMap(AccessLevel.init(written:))
            if parent.kind == .extension {
                // `public extension X { struct Y }`: Y is public unless it says otherwise.
                if depth == 0, declaration.access == nil { inheritedDefault = parentAccess }
                if let parentAccess { access = max(access, parentAccess) }
            } else {
                access = max(access, parentAccess ?? .internal)
            }
        }
        if declaration.access == nil, let inheritedDefault, inheritedDefault < access { access = inheritedDefault }
        if access >= .fileprivate {
            error("unsupported form: '\(declaration.qualifiedName)' is \(access == .private ? "private" : "fileprivate"), so generated code in another file cannot extend it; make it internal or wider", at: at)
            return nil
        }
        // Members that witness a conformance need the type's own access (Swift requires it
        // for a public type's public protocols), so `--access` does not apply here; it
        // narrows only the generated wrapper enums (see `WrapperResolver`).
        return Shape(access: access, memberAccess: access)
    }

    func caseShapes(_ declaration: Declaration) -> [CaseShape] {
        declaration.cases.map { CaseShape(name: $0.name, arity: $0.associatedValues.count) }
    }

    // MARK: - Identity

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
        if let argument = request.options["id"], let value = argument.values?.first {
            candidates.append((value, argument.valuesLocation))
        }
        for (property, notes) in propertyNotes {
            if let note = notes.first(where: { $0.name == "id" }) { candidates.append((property.name, note.location)) }
        }
        var unique: [(name: String, location: SourceLocation)] = []
        for candidate in candidates where !unique.contains(where: { $0.name == candidate.name }) { unique.append(candidate) }
        if unique.count > 1 {
            let names = unique.map { "'\($0.name)'" }.joined(separator: " and ")
            error("ambiguous identity: \(names) are both marked as the ID of '\(declaration.qualifiedName)'; keep one", at: unique[1].location)
            return nil
        }
        if let chosen = unique.first {
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
            : "add an 'id' property, mark one with '// listgen: id', or write '\(request.name)(id: name)'"
        error("missing identity: '\(declaration.qualifiedName)' has no ID; \(hint)", at: request.location)
        return nil
    }

    // MARK: - Sections

    mutating func section(_ declaration: Declaration, request: Request, ignored: Set<String>,
                          propertyNotes: [(Property, [PropertyNote])]) -> Concern.Section? {
        guard declaration.kind == .struct else {
            error("unsupported form: a section must be a struct (listgen generates 'init(source:elements:)', which a class or enum extension cannot declare)", at: request.location)
            return nil
        }
        guard let identity = identity(of: declaration, request: request, propertyNotes: propertyNotes) else { return nil }
        let stored = declaration.properties.filter { !$0.isStatic && !$0.isComputed }
        var itemsName: String?
        var itemsLocation = request.location
        if let argument = request.options["items"], let value = argument.values?.first {
            itemsName = value
            itemsLocation = argument.valuesLocation
        }
        for (property, notes) in propertyNotes {
            guard let note = notes.first(where: { $0.name == "items" }) else { continue }
            if let itemsName, itemsName != property.name {
                error("ambiguous items: '\(itemsName)' and '\(property.name)' are both marked as the section's items; keep one", at: note.location)
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
            error("section without an items property: '\(declaration.qualifiedName)' needs a stored array marked '// listgen: items', 'section(items: name)', or named 'items' or 'elements'", at: request.location)
            return nil
        }
        guard let items = stored.first(where: { $0.name == itemsName }) else {
            error("items property '\(itemsName)' not found in '\(declaration.qualifiedName)'\(Suggestion.didYouMean(itemsName, in: stored.map(\.name)))", at: itemsLocation)
            return nil
        }
        guard items.binding == .var else {
            error("the items property '\(items.name)' must be a 'var' so listgen can rebuild the section around new elements", at: items.location)
            return nil
        }
        if let written = items.type, written.hasSuffix("?") || written.hasPrefix("Optional<") {
            error("the items property '\(items.name)' is optional ('\(written)'); a section's items must be an array ('[Element]', empty for none)", at: items.location)
            return nil
        }
        guard let written = items.type, let element = Self.arrayElement(written) else {
            error("the items property '\(items.name)' needs a written array type ('\(items.name): [Element]')", at: items.location)
            return nil
        }
        // `init(source:elements:)` assigns `self = source`, then the items.
        let excluded = ignored.union([itemsName]).union(identity.propertyName.map { [$0] } ?? [])
        return Concern.Section(idAlias: identity.alias?.name, idType: identity.alias?.type,
                               itemsProperty: itemsName, elementType: qualified(element, in: declaration),
                               fields: fields(of: declaration, excluding: excluded))
    }

    /// `[X]` or `Array<X>` gives `X`.
    static func arrayElement(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            let inner = type.dropFirst().dropLast().trimmingSpaces()
            return inner.isEmpty ? nil : inner
        }
        if type.hasPrefix("Array<"), type.hasSuffix(">") {
            let inner = type.dropFirst(6).dropLast().trimmingSpaces()
            return inner.isEmpty ? nil : inner
        }
        return nil
    }

    // MARK: - Wrappers

    /// `wrapper` on a user's enum: each case wraps exactly one item, or none (a row such as
    /// `case loadMore`, which is its own identity).
    mutating func userWrapper(_ declaration: Declaration, at location: SourceLocation) -> Concern.Wrapper? {
        guard declaration.kind == .enum else {
            error("unsupported form: 'wrapper' goes on an enum whose cases each wrap one item type; for a generated wrapper write 'item(in: Name)' on the item types", at: location)
            return nil
        }
        guard !declaration.cases.isEmpty else {
            error("wrapper '\(declaration.qualifiedName)' has no cases", at: location)
            return nil
        }
        var members: [WrapperMember] = []
        var idsSendable = true
        for enumCase in declaration.cases {
            if enumCase.associatedValues.isEmpty {
                members.append(WrapperMember(caseName: enumCase.name, typeName: nil, isSendable: true, isIDSendable: true,
                                             binding: caseBinding(enumCase)))
                continue
            }
            guard enumCase.associatedValues.count == 1, let value = enumCase.associatedValues.first else {
                error("wrapper case '\(enumCase.name)' must wrap exactly one item: 'case \(enumCase.name)(Item)', or none", at: enumCase.location)
                return nil
            }
            if value.type.hasSuffix("?") || value.type.hasSuffix("!") || value.type.hasPrefix("Optional<") {
                error("wrapper case '\(enumCase.name)' wraps an optional '\(value.type)', which has no ID; wrap the item itself, and add a payload-less case (e.g. 'case no\(enumCase.name.prefix(1).uppercased() + enumCase.name.dropFirst())') for its absence", at: enumCase.location)
                return nil
            }
            let typeName = qualified(value.type, in: declaration)
            members.append(WrapperMember(caseName: enumCase.name, typeName: typeName, binding: memberBinding(value.type)))
            idsSendable = idsSendable && memberIDIsSendable(value.type)
        }
        return Concern.Wrapper(members: members, declaresEnum: false, isSendable: false, isIDSendable: idsSendable)
    }

    /// Whether the ID of an item type of the scanned files is known to be `Sendable`.
    func memberIDIsSendable(_ written: String) -> Bool {
        guard let entry = index.entry(named: written) else { return false }
        let member = entry.declaration
        if member.kind == .enum, member.cases.allSatisfy({ $0.associatedValues.isEmpty }),
           !member.properties.contains(where: { $0.name == "id" && !$0.isStatic }) {
            return SendableSpelling.isDeclared(in: member.inheritedTypes)
        }
        var idName = "id"
        for note in member.annotations {
            guard case .success(let parsed) = AnnotationParser.parse(note), parsed.name == "item" || parsed.name == "section",
                  let value = parsed.arguments.first(where: { $0.label == "id" })?.values?.first else { continue }
            idName = value
        }
        for property in member.properties where property.annotations.contains(where: { $0.text == "id" }) { idName = property.name }
        let id = storedProperties(of: member).first { $0.name == idName }
        return (id?.type ?? id?.initializerType).map(SendableSpelling.isKnownSendable) ?? false
    }

    /// `cases(in: W)` on an enum without associated values: each of its cases becomes a
    /// payload-less case of the generated wrapper `W` (a "load more" or placeholder row),
    /// which is its own identity.
    mutating func payloadlessCases(of declaration: Declaration, request: Request, shape: Shape,
                                   into result: inout Resolver.FileResult) {
        guard let argument = request.options["in"], let wrappers = argument.values, !wrappers.isEmpty else {
            error("'cases' needs the wrapper to add them to: 'cases(in: Wrapper)'", at: request.location)
            return
        }
        guard declaration.kind == .enum, !declaration.cases.isEmpty,
              declaration.cases.allSatisfy({ $0.associatedValues.isEmpty }) else {
            error("unsupported form: 'cases' goes on an enum whose cases have no associated values; each becomes a payload-less case of '\(wrappers[0])'", at: request.location)
            return
        }
        if let condition = declaration.condition {
            error("unsupported form: '\(declaration.qualifiedName)' is declared under '#if \(condition)', so a generated wrapper cannot always list its cases; write the wrapper enum by hand with '// listgen: wrapper'", at: argument.valuesLocation)
            return
        }
        let binding = viewBinding(request.options, at: request.location)
        for (position, wrapper) in wrappers.enumerated() {
            let location = position < argument.valueLocations.count ? argument.valueLocations[position] : argument.valuesLocation
            for enumCase in declaration.cases {
                result.memberships.append(Resolver.WrapperMembership(
                    wrapper: wrapper,
                    member: WrapperMember(caseName: enumCase.name, typeName: nil, isSendable: true, isIDSendable: true, binding: binding),
                    access: shape.access, isGeneric: false, path: file.path, location: location))
            }
        }
    }

    /// `item(in: A, case: name)`: memberships of generated wrapper enums.
    mutating func memberships(of declaration: Declaration, request: Request, shape: Shape, identity: Identity,
                              binding: ViewBinding?, into result: inout Resolver.FileResult) {
        guard let argument = request.options["in"], let wrappers = argument.values, !wrappers.isEmpty else {
            if let caseOption = request.options["case"] {
                error("option 'case' names the wrapper case and needs 'in: Wrapper'", at: caseOption.labelLocation)
            }
            return
        }
        if !declaration.genericParameters.isEmpty {
            error("unsupported form: generic type '\(declaration.qualifiedName)' cannot be a wrapper case; wrap a concrete type", at: argument.valuesLocation)
            return
        }
        if let condition = declaration.condition {
            error("unsupported form: '\(declaration.qualifiedName)' is declared under '#if \(condition)', so a generated wrapper cannot always name it; write the wrapper enum by hand with '// listgen: wrapper'", at: argument.valuesLocation)
            return
        }
        let caseName = request.options["case"]?.values?.first ?? Self.defaultCaseName(declaration.qualifiedName)
        let isSendable = SendableSpelling.isDeclared(in: declaration.inheritedTypes)
        let idType = identity.alias?.type
            ?? identity.propertyName.flatMap { name in
                storedProperties(of: declaration).first { $0.name == name }.flatMap { $0.type ?? $0.initializerType }
            }
        let member = WrapperMember(caseName: caseName, typeName: declaration.qualifiedName, isSendable: isSendable,
                                   isIDSendable: identity.isSelf ? isSendable : idType.map(SendableSpelling.isKnownSendable) ?? false,
                                   binding: binding)
        var named: Set<String> = []
        for (index, wrapper) in wrappers.enumerated() {
            let location = index < argument.valueLocations.count ? argument.valueLocations[index] : argument.valuesLocation
            guard named.insert(wrapper).inserted else {
                error("wrapper '\(wrapper)' is given twice in 'in:'", at: location)
                continue
            }
            result.memberships.append(Resolver.WrapperMembership(
                wrapper: wrapper, member: member,
                access: shape.access, isGeneric: false, path: file.path, location: location))
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
        let name = String(characters.prefix(count)).lowercased() + String(characters.dropFirst(count))
        return name
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

extension Resolver {
    /// The wrapper case name listgen derives from a type name (exposed for tests).
    static func defaultCaseNameForTesting(_ qualifiedName: String) -> String {
        FileContext.defaultCaseName(qualifiedName)
    }
}
