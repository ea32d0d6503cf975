import ListGenModel

/// Resolves the declarations of one file, knowing what every file declares (`index`): the
/// resolver proper, one extension per concern. It holds only what the file and the index
/// say (and a lookup of enclosing declarations); what resolving one declaration finds is
/// that declaration's `DeclarationContext`, which each step is passed.
struct FileResolver {
    let file: ScannedFile
    let index: TypeIndex
    /// The index of the declaration (type or extension) each declaration is nested in, or -1.
    let container: [Int]
    /// Every qualified name declared in the file, for qualifying written types.
    let declaredNames: Set<String>

    init(file: ScannedFile, index: TypeIndex) {
        self.file = file
        self.index = index
        var container = Array(repeating: -1, count: file.declarations.count)
        var declaredNames: Set<String> = []
        // A nested declaration follows its container: the latest earlier declaration named
        // like its enclosing scope is that container (a type or an extension of it).
        var latest: [String: Int] = [:]
        for (index, declaration) in file.declarations.enumerated() {
            if let dot = declaration.qualifiedName.lastIndex(of: "."),
                let parent = latest[String(declaration.qualifiedName[..<dot])]
            {
                container[index] = parent
            }
            latest[declaration.qualifiedName] = index
            declaredNames.insert(declaration.qualifiedName)
        }
        self.container = container
        self.declaredNames = declaredNames
    }

    /// The enclosing declarations, innermost first.
    func ancestors(of index: Int) -> [Declaration] {
        var result: [Declaration] = []
        var current = index
        while container[current] >= 0, result.count < 64 {
            let parent = container[current]
            result.append(file.declarations[parent])
            current = parent
        }
        return result
    }

    /// `type` as written inside `declaration`, spelled for its generated extension: a name
    /// declared in an enclosing type (a nested type or type alias of `Outer`, which
    /// `extension Outer.Inner` does not see) gets that type's path, wherever it stands in
    /// the type (`[Part]`, `Dictionary<Key, Part>`). Names the type itself declares, and
    /// names after a `.`, stay as written.
    func qualified(_ type: String, in declaration: Declaration) -> String {
        guard declaration.qualifiedName.contains(".") else { return type }
        var out = ""
        var index = type.startIndex
        var afterDot = false
        while index < type.endIndex {
            let character = type[index]
            guard character.isLetter || character == "_" else {
                out.append(character)
                if !character.isWhitespace { afterDot = character == "." }
                index = type.index(after: index)
                continue
            }
            let start = index
            while index < type.endIndex, type[index].isLetter || type[index].isNumber || type[index] == "_" {
                index = type.index(after: index)
            }
            let word = String(type[start..<index])
            if !afterDot, let scope = enclosingScope(declaring: word, from: declaration.qualifiedName) { out += scope + "." }
            out += word
            afterDot = false
        }
        return out
    }

    /// The enclosing type of `scope` (not `scope` itself, whose extension sees its own
    /// members) that declares `name`, in this file or another scanned one.
    private func enclosingScope(declaring name: String, from scope: String) -> String? {
        func declares(_ qualifiedName: String) -> Bool {
            declaredNames.contains(qualifiedName) || index.exactEntry(qualifiedName) != nil || index.exactAlias(qualifiedName) != nil
        }
        if declares(scope + "." + name) { return nil }
        var outer = scope
        while let dot = outer.lastIndex(of: ".") {
            outer = String(outer[..<dot])
            if declares(outer + "." + name) { return outer }
        }
        return nil
    }

    /// What one declaration's annotations asked for, as the per-concern steps see it.
    struct Subject {
        var declaration: Declaration
        var index: Int
        var requests: [Request]
        var shape: Shape
        var propertyNotes: [(Property, [PropertyNote])]
        /// Properties marked `// listgen: ignore`.
        var ignoredByProperty: Set<String>
        /// The identity an `item` resolved, reused by `hashable(identity)`.
        var identity: Identity?
        /// Whether `identity` was looked for (it is nil when there is none).
        var identityResolved = false

        var name: String { declaration.qualifiedName }

        func requests(_ kind: Vocabulary.TypeKind) -> Bool { requests.contains { $0.kind == kind } }
    }

    // MARK: - Per declaration

    /// What resolving one declaration gives: its problems, and unless it has an error (here,
    /// or in its text per `concerned`), its resolved type. A declaration with any error gets
    /// no code at all, never a conformance without the property or case that failed; its
    /// wrapper memberships are marked failed, so their wrappers get none either.
    struct Outcome {
        var context: DeclarationContext
        var type: ResolvedType?
        /// It has an error (or stands in one): no code, and its wrappers get none either.
        var failed = false
        /// Failed, and annotated or resolved: the types relying on it fail too.
        var failedType: String?
    }

    /// Resolves the declaration at `position` with a context of its own.
    func resolve(_ position: Int, concerned: Bool) -> Outcome {
        let declaration = file.declarations[position]
        var context = DeclarationContext(position: position, typeName: declaration.qualifiedName, path: file.path)
        var resolved = resolveRequests(position, context: &context)
        guard context.hasErrors || concerned else {
            resolved?.reliances = context.reliances
            return Outcome(context: context, type: resolved)
        }
        for membership in context.memberships.indices { context.memberships[membership].memberFailed = true }
        context.adoptions = []
        let relied = !declaration.annotations.isEmpty || resolved != nil
        return Outcome(context: context, type: nil, failed: true, failedType: relied ? declaration.qualifiedName : nil)
    }

    /// The declaration's annotations read, checked and resolved concern by concern into the
    /// type its code is rendered from; nil when it asks for nothing, or fails before that.
    private func resolveRequests(_ index: Int, context: inout DeclarationContext) -> ResolvedType? {
        let declaration = file.declarations[index]
        let requests = typeRequests(declaration, context: &context)
        context.requestedWrappers = requests.flatMap(\.annotation.wrapperNames)
        let propertyNotes = propertyAnnotations(declaration, context: &context)
        checkCaseAnnotations(declaration, isWrapper: requests.contains { $0.kind == .wrapper }, context: &context)
        guard !requests.isEmpty else {
            for (property, notes) in propertyNotes {
                for note in notes {
                    context.warning(
                        "'\(note.kind.rawValue)' on property '\(property.name)' has no effect: '\(declaration.qualifiedName)' has no listgen type annotation",
                        at: note.location)
                }
            }
            return nil
        }
        let ancestors = ancestors(of: index)
        guard let shape = supportedShape(declaration, ancestors: ancestors, requests: requests, context: &context) else { return nil }
        var subject = Subject(
            declaration: declaration, index: index, requests: requests, shape: shape,
            propertyNotes: propertyNotes,
            ignoredByProperty: Set(propertyNotes.filter { $0.1.contains { $0.kind == .ignore } }.map(\.0.name)))
        var concerns: [Concern] = []
        for request in requests {
            // An annotation never redeclares, nor changes the meaning of, a conformance the
            // type already has.
            if existingConformanceRefused(request, of: declaration, context: &context) { continue }
            let ignored = subject.ignoredByProperty.union(ignoredNames(request.annotation.ignoreOption, in: declaration, context: &context))
            switch request.annotation {
            case .item(let item):
                concerns += itemConcerns(item, request: request, ignored: ignored, subject: &subject, context: &context)
            case .section(let section):
                concerns += sectionConcerns(section, request: request, ignored: ignored, subject: subject, context: &context)
            case .equatable:
                concerns += equatableConcerns(request: request, ignored: ignored, subject: subject, context: &context)
            case .hashable(let ignore, let identity):
                concerns += hashableConcerns(
                    ignore: ignore, identity: identity, request: request, ignored: ignored, subject: &subject, context: &context)
            case .wrapper:
                concerns += wrapperConcerns(declaration, at: request.location, context: &context)
            case .cases(let cases):
                payloadlessCases(cases, request: request, subject: subject, context: &context)
            }
        }
        guard !concerns.isEmpty else { return nil }
        var generics = self.index.genericContext(of: declaration)
        if !generics.parameters.isEmpty { generics.relayedTypes = self.index.relayedTypes(of: declaration) }
        var type = ResolvedType(
            name: declaration.qualifiedName,
            // An internal `@usableFromInline` type's protocol witnesses must be too.
            memberAccess: shape.access >= .package && isUsableFromInline(declaration)
                ? "@usableFromInline " + shape.access.memberModifier : shape.access.memberModifier,
            generics: generics,
            inheritedTypes: declaration.inheritedTypes,
            isMainActor: declaration.attributes.contains { $0 == "@MainActor" },
            concerns: concerns, condition: declaration.condition,
            isNonisolated: extendsNonisolated(declaration) && concerns.allSatisfy(\.wrapsNonisolatedTypes),
            idType: subject.identity.flatMap { $0.type }, idNeeds: subject.identity?.genericNeeds ?? [])
        type.selfType = generics.spelled
        type.availability = availability(of: declaration, ancestors: ancestors)
        type.origin = SourceOrigin(path: file.path, line: requests[0].location.line)
        type.declarationIndex = index
        return type
    }

    /// A function with one of `signatures` written in the type's body or in an extension of it
    /// in the scanned files, with its file.
    func handWritten(_ signatures: [String], in declaration: Declaration) -> (function: MemberFunction, path: String)? {
        guard !signatures.isEmpty else { return nil }
        if let function = declaration.functions.first(where: { signatures.contains($0.signature) }) {
            return (function, file.path)
        }
        return index.extensionFunction(signatures, of: declaration.qualifiedName)
    }

    /// Annotations on enum cases: only `case(cell: ...)` on a payload-less case of a wrapper.
    func checkCaseAnnotations(_ declaration: Declaration, isWrapper: Bool, context: inout DeclarationContext) {
        for enumCase in declaration.cases {
            for note in enumCase.annotations {
                guard isWrapper, enumCase.associatedValues.isEmpty, note.text.hasPrefix(Vocabulary.caseAnnotation) else {
                    context.error(
                        "annotations on enum cases are not supported, except 'case(cell: ...)' on a payload-less case of a 'wrapper' enum; annotate the enum",
                        at: note.location)
                    continue
                }
            }
        }
    }
}
