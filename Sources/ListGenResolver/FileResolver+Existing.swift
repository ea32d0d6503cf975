import ListGenModel

/// Conformances a type already has: an annotation never declares one again, and never
/// changes the meaning of one (`==` replaced by a generated one, a hash that disagrees with
/// an inherited `==`). Each case is an error at the annotation that says what to do.
extension FileResolver {
    /// Whether `request` is refused because of a conformance `declaration` already has (the
    /// error reported), or because of a member it implements that the annotation generates.
    func existingConformanceRefused(_ request: Request, of declaration: Declaration, context: inout DeclarationContext) -> Bool {
        let name = declaration.qualifiedName
        let kind = request.kind.rawValue
        let generated = request.kind.generatedConformance
        let spellings = Self.spellings(of: generated, index: index)
        if !generated.isEmpty, declaration.inheritedTypes.contains(where: spellings.contains) {
            context.error("'\(name)' already declares '\(generated)', which '\(kind)' generates; remove one", at: request.location)
            return true
        }
        if !generated.isEmpty, let found = index.extensionDeclaring(spellings, of: name) {
            context.error(
                "'\(name)' already conforms to '\(generated)' in an extension (\(found.path):\(found.declaration.location.line)), which '\(kind)' generates; remove the extension's conformance and the members it implements, or the annotation",
                at: request.location)
            return true
        }
        if let (function, path) = handWritten(request.kind.generatedFunctions, in: declaration) {
            context.error(
                "'\(name)' already implements '\(function.signature)' (\(path):\(function.location.line)), which '\(kind)' generates; remove it, or the annotation",
                at: request.location)
            return true
        }
        guard request.kind == .equatable || request.kind == .hashable else { return false }
        // `==` already exists, by any route: a generated one would replace it, silently.
        let facts = index.facts(of: declaration, path: file.path, ownAnnotation: false)
        guard facts.equatable != .no, let source = facts.equatableSource ?? facts.uncertainEquatableSource else { return false }
        context.error(Self.existingEquatable(name, source: source, certain: facts.equatableSource != nil, annotation: kind), at: request.location)
        return true
    }

    /// The ways an inheritance clause or extension may name a protocol listgen generates:
    /// `Equatable`, `Swift.Equatable`, `ListKit.Diffable`. A bare `Diffable` (`DiffableSection`)
    /// is ListKit's only when the scanned sources declare no type of that name.
    static func spellings(of generated: String, index: TypeIndex) -> [String] {
        guard !generated.isEmpty else { return [] }
        if generated.hasPrefix("Diffable"), index.entry(named: generated) != nil { return ["ListKit." + generated] }
        return [generated, "ListKit." + generated, "Swift." + generated]
    }

    /// Why an `equatable` or `hashable` annotation is refused on a type that is already
    /// `Equatable` through `source`, and what to do instead.
    static func existingEquatable(_ name: String, source: ConformanceSource, certain: Bool, annotation: String) -> String {
        let replaces = "'\(annotation)' would replace its '=='"
        if !certain {
            // A protocol, base class or macro listgen cannot see may make it Equatable.
            let through: String
            switch source {
            case .declared(let other), .unseen(let other):
                through =
                    "\(other.hasPrefix("@") ? "has the attribute" : "conforms to") '\(other)', which is not declared in the scanned sources"
            case .refinesUnseen(let other, let unseen):
                through = "conforms to '\(other)', which refines '\(unseen)', which is not declared in the scanned sources"
            case .unseenBase(let other):
                through = "inherits from or conforms to '\(other)', which is not declared in the scanned sources"
            case .extensionDeclares(let other, let path, let line):
                through = "conforms to '\(other)' in an extension (\(path):\(line)), which listgen cannot see through"
            case .inherited(let base, let path, let line):
                through = "inherits from '\(base)' (\(path):\(line)), whose conformances listgen cannot all see"
            case .objectiveC(let base):
                through = "inherits from '\(base)'"
            case .simpleEnum, .annotation:
                through = "may be Equatable"
            }
            return
                "'\(name)' \(through), so listgen cannot tell whether '\(name)' is already Equatable (then \(replaces)); write the conformance by hand"
        }
        let instead =
            annotation == "hashable"
            ? "declare 'Hashable' on it instead to keep its '==' (Swift then synthesizes 'hash(into:)', or write it), or remove the conformance it has"
            : "remove the annotation, or the conformance it has"
        switch source {
        case .declared(let protocolName) where ["Equatable", "Swift.Equatable"].contains(protocolName):
            return "'\(name)' already declares 'Equatable', and \(replaces); \(instead)"
        case .declared(let protocolName):
            return "'\(name)' is already Equatable through '\(protocolName)', and \(replaces); \(instead)"
        case .extensionDeclares(let protocolName, let path, let line):
            return "'\(name)' is already Equatable through '\(protocolName)' in an extension (\(path):\(line)), and \(replaces); \(instead)"
        case .inherited(let base, let path, let line):
            return
                "'\(name)' inherits Equatable from '\(base)' (\(path):\(line)): a subclass cannot declare it again, and \(annotation == "hashable" ? "its hash would disagree with the base's '=='" : "a subclass's '==' is never called through the base's conformance"); compare subclass properties in the base's '==' instead, and remove this annotation"
        case .objectiveC(let base):
            return
                "'\(name)' is a subclass of '\(base)', whose equality is NSObject's 'isEqual(_:)' and 'hash'; override those instead, and remove this annotation"
        case .simpleEnum:
            return "unsupported form: an enum without associated values is already \(annotation == "hashable" ? "Hashable" : "Equatable")"
        case .annotation(let kind):
            return "'\(name)' is already Equatable through its '\(kind)' annotation; keep one"
        case .refinesUnseen(let other, let unseen):
            return
                "'\(name)' conforms to '\(other)', which refines '\(unseen)', which is not declared in the scanned sources, so listgen cannot tell whether '\(name)' is already Equatable (then \(replaces)); write the conformance by hand"
        case .unseen(let other), .unseenBase(let other):
            return
                "'\(name)' \(other.hasPrefix("@") ? "has the attribute" : "conforms to") '\(other)', which is not declared in the scanned sources, so listgen cannot tell whether '\(name)' is already Equatable (then \(replaces)); write the conformance by hand"
        }
    }
}
