import ListGenModel
import ListGenShared

/// Reading annotations: every `// listgen:` comment on a type or property is parsed,
/// checked against `Vocabulary` and turned into a typed value here, once; problems are
/// diagnosed at the annotation.
extension FileResolver {
    /// A type annotation after syntax and vocabulary checks.
    struct Request {
        var annotation: TypeAnnotation
        var location: SourceLocation
        /// Stands for a marker protocol (`ListGenItem`), not a comment.
        var fromMarker: Bool

        var kind: Vocabulary.TypeKind { annotation.kind }
    }

    /// Each annotation parsed; one with a syntax error is diagnosed and left out.
    private func parsed(_ notes: [Annotation], context: inout DeclarationContext) -> [ParsedAnnotation] {
        var result: [ParsedAnnotation] = []
        for note in notes {
            switch AnnotationParser.parse(note) {
            case .failure(let problem): context.error(problem.message, at: problem.location)
            case .success(let parsed): result.append(parsed)
            }
        }
        return result
    }

    /// Parsed, checked type annotations plus marker protocols, in source order.
    func typeRequests(_ declaration: Declaration, context: inout DeclarationContext) -> [Request] {
        var requests: [Request] = []
        for parsed in parsed(declaration.annotations, context: &context) {
            guard let kind = Vocabulary.TypeKind(rawValue: parsed.name) else {
                if Vocabulary.PropertyKind(rawValue: parsed.name) != nil {
                    context.error("'\(parsed.name)' belongs above a property, not a type", at: parsed.location)
                } else {
                    context.error(
                        "unknown annotation '\(parsed.name)'\(Suggestion.didYouMean(parsed.name, in: Vocabulary.typeAnnotationNames))",
                        at: parsed.location)
                }
                continue
            }
            let options = checkedOptions(parsed, of: kind, context: &context)
            if requests.contains(where: { $0.kind == kind && !$0.fromMarker }) {
                context.error("'\(parsed.name)' is given twice; write it once, with all its options", at: parsed.location)
                continue
            }
            guard let options else { continue }
            requests.append(Request(annotation: TypeAnnotation(kind, options: options), location: parsed.location, fromMarker: false))
        }
        for inherited in declaration.inheritedTypes {
            guard let (kind, bare) = Vocabulary.marker(inherited) else { continue }
            if requests.contains(where: { $0.kind == kind }) {
                if requests.contains(where: { $0.kind == kind && !$0.fromMarker }) {
                    context.warning("'\(bare)' and '// listgen: \(kind.rawValue)' say the same; keep one", at: declaration.nameLocation)
                }
                continue
            }
            requests.append(Request(annotation: TypeAnnotation(kind, options: [:]), location: declaration.nameLocation, fromMarker: true))
        }
        return requests
    }

    /// The options of `parsed`, each known for `kind`, given once and with the right kind of
    /// value; nil (after diagnosing every problem) when any is not.
    private func checkedOptions(_ parsed: ParsedAnnotation, of kind: Vocabulary.TypeKind, context: inout DeclarationContext)
        -> [Vocabulary.Option: TypeAnnotation.Option]?
    {
        var options: [Vocabulary.Option: TypeAnnotation.Option] = [:]
        var valid = true
        let allowed = kind.options
        for argument in parsed.arguments {
            guard let option = Vocabulary.Option(rawValue: argument.label), allowed.contains(option) else {
                if let option = Vocabulary.Option(rawValue: argument.label), option.namesView {
                    context.error(
                        "'\(argument.label):' names a view that shows an item or section; it goes on 'item', 'cases' or (header, footer) 'section', not on '\(parsed.name)'",
                        at: argument.labelLocation)
                    valid = false
                    continue
                }
                let hint =
                    allowed.isEmpty
                    ? "; '\(parsed.name)' takes no options" : Suggestion.didYouMean(argument.label, in: allowed.map(\.rawValue))
                context.error("unknown option '\(argument.label)' for '\(parsed.name)'\(hint)", at: argument.labelLocation)
                valid = false
                continue
            }
            if options[option] != nil {
                context.error("option '\(argument.label)' is given twice", at: argument.labelLocation)
                valid = false
                continue
            }
            if option.isFlag, argument.values != nil {
                context.error("option '\(argument.label)' is a flag: write it without ': value'", at: argument.labelLocation)
                valid = false
                continue
            }
            if !option.isFlag, argument.values == nil {
                context.error("option '\(argument.label)' needs a value: '\(argument.label): name'", at: argument.labelLocation)
                valid = false
                continue
            }
            if !option.isFlag, argument.isList, !option.takesList {
                context.error("option '\(argument.label)' takes one name, not a list", at: argument.valuesLocation)
                valid = false
                continue
            }
            options[option] = argument
        }
        return valid ? options : nil
    }

    /// A property annotation after parsing: what it says and where it stands.
    struct PropertyNote {
        var kind: Vocabulary.PropertyKind
        var location: SourceLocation
    }

    /// Parsed property annotations, for properties that have any.
    func propertyAnnotations(_ declaration: Declaration, context: inout DeclarationContext) -> [(Property, [PropertyNote])] {
        var result: [(Property, [PropertyNote])] = []
        for property in declaration.properties where !property.annotations.isEmpty {
            var notes: [PropertyNote] = []
            for parsed in parsed(property.annotations, context: &context) {
                guard let kind = Vocabulary.PropertyKind(rawValue: parsed.name) else {
                    if Vocabulary.TypeKind(rawValue: parsed.name) != nil {
                        context.error("'\(parsed.name)' belongs above a type, not a property", at: parsed.location)
                    } else {
                        context.error(
                            "unknown property annotation '\(parsed.name)'\(Suggestion.didYouMean(parsed.name, in: Vocabulary.propertyAnnotationNames))",
                            at: parsed.location)
                    }
                    continue
                }
                if let first = parsed.arguments.first {
                    context.error("'\(parsed.name)' takes no options", at: first.labelLocation)
                    continue
                }
                if property.isStatic {
                    context.error("'\(parsed.name)' on a static property: only instance properties take part", at: parsed.location)
                    continue
                }
                notes.append(PropertyNote(kind: kind, location: parsed.location))
            }
            if notes.contains(where: { $0.kind == .id }), let ignore = notes.first(where: { $0.kind == .ignore }) {
                context.error("property '\(property.name)' cannot be both 'id' and 'ignore'", at: ignore.location)
            }
            result.append((property, notes))
        }
        return result
    }

    /// The names of an `ignore:` option, each checked against the type's properties.
    func ignoredNames(_ argument: TypeAnnotation.Option?, in declaration: Declaration, context: inout DeclarationContext) -> Set<String> {
        guard let argument, let values = argument.values else { return [] }
        var names: Set<String> = []
        let known = storedProperties(of: declaration).map(\.name)
        let knownSet = Set(known)
        for (position, value) in values.enumerated() {
            if knownSet.contains(value) {
                names.insert(value)
            } else {
                context.error(
                    "no property '\(value)' in '\(declaration.qualifiedName)' to ignore\(Suggestion.didYouMean(value, in: known))",
                    at: argument.location(ofValueAt: position))
            }
        }
        return names
    }

    /// The views a payload-less wrapper case's `// listgen: case(cell: ...)` names, and where
    /// the annotation stands; nil when the case has none.
    func caseAnnotation(_ enumCase: EnumCase, context: inout DeclarationContext) -> (views: TypeAnnotation.Views, location: SourceLocation)? {
        for parsed in parsed(enumCase.annotations, context: &context) {
            guard parsed.name == Vocabulary.caseAnnotation else {
                context.error(
                    "unknown case annotation '\(parsed.name)'; a payload-less wrapper case takes 'case(cell: ..., tableCell: ..., row: ...)'",
                    at: parsed.location)
                continue
            }
            var options: [Vocabulary.Option: TypeAnnotation.Option] = [:]
            for argument in parsed.arguments {
                guard let option = Vocabulary.Option(rawValue: argument.label), Vocabulary.viewOptions.contains(option),
                    argument.values != nil
                else {
                    context.error(
                        "unknown option '\(argument.label)' for 'case'\(Suggestion.didYouMean(argument.label, in: Vocabulary.viewOptions.map(\.rawValue)))",
                        at: argument.labelLocation)
                    continue
                }
                options[option] = argument
            }
            return (TypeAnnotation.Views(options), parsed.location)
        }
        return nil
    }
}
