import ListGenModel

/// Resolves the declarations of one file, knowing what every file declares (`index`): the
/// resolver proper, one extension per concern. Holds the file's diagnostics so far and a
/// lookup of enclosing declarations.
struct FileResolver {
    let file: ScannedFile
    let index: TypeIndex
    var diagnostics: [Diagnostic] = []
    /// Errors reported so far: a declaration whose resolution adds one gets no code.
    var errorCount = 0
    /// The declaration being resolved, and what its generated code relies on.
    var currentIndex = -1
    var currentTypeName = ""
    var reliances: [Reliance] = []
    /// The generated wrappers the declaration's annotations name in `in:`: when it fails, they
    /// are not generated either, whether or not its membership was resolved.
    var requestedWrappers: [String] = []
    /// The index of the declaration (type or extension) each declaration is nested in, or -1.
    var container: [Int]
    /// Every qualified name declared in the file, for qualifying written types.
    var declaredNames: Set<String> = []
    /// Views adopted by their `configure(with:)` for the declarations resolved so far.
    var adoptions: [AdoptedView] = []

    init(file: ScannedFile, index: TypeIndex) {
        self.file = file
        self.index = index
        container = Array(repeating: -1, count: file.declarations.count)
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

    mutating func error(_ message: String, at location: SourceLocation) {
        error(message, at: location, in: file.path)
    }

    /// An error in another file: at a base class's property, which its subclass compares.
    mutating func error(_ message: String, at location: SourceLocation, in path: String) {
        diagnostics.append(Diagnostic(.error, message, path: path, location: location))
        errorCount += 1
    }

    mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, path: file.path, location: location))
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

    /// Resolves one declaration into `result`. A declaration with any error (here, or in its
    /// text per `concerned`) gets no code at all, never a conformance without the property or
    /// case that failed; its wrapper memberships are marked failed, so their wrappers get
    /// none either.
    mutating func resolve(_ index: Int, concerned: Bool, into result: inout Resolver.FileResult) {
        let errorsBefore = errorCount
        let membershipsBefore = result.memberships.count
        let adoptionsBefore = adoptions.count
        currentIndex = index
        currentTypeName = file.declarations[index].qualifiedName
        reliances = []
        requestedWrappers = []
        var resolved: ResolvedType?
        resolveRequests(index, into: &result, resolved: &resolved)
        if errorCount > errorsBefore || concerned {
            if !file.declarations[index].annotations.isEmpty || resolved != nil {
                result.failedTypes.append(file.declarations[index].qualifiedName)
            }
            for position in membershipsBefore..<result.memberships.count { result.memberships[position].memberFailed = true }
            result.failedWrappers += requestedWrappers
            adoptions.removeSubrange(adoptionsBefore...)
            return
        }
        if var resolved {
            resolved.reliances = reliances
            result.types.append(resolved)
        }
    }

    private mutating func resolveRequests(_ index: Int, into result: inout Resolver.FileResult, resolved: inout ResolvedType?) {
        let declaration = file.declarations[index]
        let requests = typeRequests(declaration)
        requestedWrappers = requests.flatMap(\.annotation.wrapperNames)
        let propertyNotes = propertyAnnotations(declaration)
        checkCaseAnnotations(declaration, isWrapper: requests.contains { $0.kind == .wrapper })
        guard !requests.isEmpty else {
            for (property, notes) in propertyNotes {
                for note in notes {
                    warning(
                        "'\(note.kind.rawValue)' on property '\(property.name)' has no effect: '\(declaration.qualifiedName)' has no listgen type annotation",
                        at: note.location)
                }
            }
            return
        }
        let ancestors = ancestors(of: index)
        guard let shape = supportedShape(declaration, ancestors: ancestors, requests: requests) else { return }
        var subject = Subject(
            declaration: declaration, index: index, requests: requests, shape: shape,
            propertyNotes: propertyNotes,
            ignoredByProperty: Set(propertyNotes.filter { $0.1.contains { $0.kind == .ignore } }.map(\.0.name)))
        var concerns: [Concern] = []
        for request in requests {
            // An annotation never redeclares, nor changes the meaning of, a conformance the
            // type already has.
            if existingConformanceRefused(request, of: declaration) { continue }
            let ignored = subject.ignoredByProperty.union(ignoredNames(request.annotation.ignoreOption, in: declaration))
            switch request.annotation {
            case .item(let item):
                concerns += itemConcerns(item, request: request, ignored: ignored, subject: &subject, into: &result)
            case .section(let section):
                concerns += sectionConcerns(section, request: request, ignored: ignored, subject: subject)
            case .equatable:
                concerns += equatableConcerns(request: request, ignored: ignored, subject: subject)
            case .hashable(let ignore, let identity):
                concerns += hashableConcerns(ignore: ignore, identity: identity, request: request, ignored: ignored, subject: &subject)
            case .wrapper:
                concerns += wrapperConcerns(declaration, at: request.location)
            case .cases(let cases):
                payloadlessCases(cases, request: request, subject: subject, into: &result)
            }
        }
        guard !concerns.isEmpty else { return }
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
        resolved = type
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
    mutating func checkCaseAnnotations(_ declaration: Declaration, isWrapper: Bool) {
        for enumCase in declaration.cases {
            for note in enumCase.annotations {
                guard isWrapper, enumCase.associatedValues.isEmpty, note.text.hasPrefix(Vocabulary.caseAnnotation) else {
                    error(
                        "annotations on enum cases are not supported, except 'case(cell: ...)' on a payload-less case of a 'wrapper' enum; annotate the enum",
                        at: note.location)
                    continue
                }
            }
        }
    }
}
