import SwiftSyntax

/// Collects one type body's own properties and enum cases (members inside `#if`
/// clauses included, members of nested types excluded).
struct MemberCollector {
    let converter: SourceLocationConverter
    private(set) var properties: [ReferenceProperty] = []
    private(set) var cases: [ReferenceCase] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
    }

    mutating func collect(_ members: MemberBlockItemListSyntax) {
        for member in members { collect(member.decl) }
    }

    private mutating func collect(_ decl: DeclSyntax) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            collect(variable)
        } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
            collect(enumCase)
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                if case .decls(let members) = clause.elements { collect(members) }
            }
        }
    }

    private mutating func collect(_ variable: VariableDeclSyntax) {
        let binding = variable.bindingSpecifier.text
        let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let attributes = attributeTexts(variable.attributes)
        let annotations = Annotations.read(
            items: prefixItems(variable.attributes, variable.modifiers), keyword: variable.bindingSpecifier)
        for pattern in variable.bindings {
            let computed = binding == "var" && isComputed(pattern.accessorBlock)
            let hasInitializer = pattern.initializer != nil
            for (nameToken, type) in names(in: pattern.pattern, type: pattern.typeAnnotation?.type) {
                properties.append(
                    ReferenceProperty(
                        name: SourceText.name(nameToken),
                        type: type.map(SourceText.collapsed),
                        binding: binding,
                        isStatic: isStatic,
                        computed: computed,
                        hasInitializer: hasInitializer,
                        attributes: attributes,
                        annotations: annotations,
                        line: line(of: nameToken)
                    ))
            }
        }
    }

    /// A getter body, or any accessor other than `willSet`/`didSet`.
    private func isComputed(_ block: AccessorBlockSyntax?) -> Bool {
        guard let block else { return false }
        switch block.accessors {
        case .getter:
            return true
        case .accessors(let accessors):
            if accessors.isEmpty { return true }  // `{ }`: an empty getter body
            return accessors.contains {
                let kind = $0.accessorSpecifier.text
                return kind != "willSet" && kind != "didSet"
            }
        }
    }

    /// The names a binding pattern introduces, each with its type: the annotation for a
    /// plain name, the matching element of a same-arity tuple annotation for a tuple
    /// pattern, else `nil`. `_` introduces no name.
    private func names(in pattern: PatternSyntax, type: TypeSyntax?) -> [(TokenSyntax, TypeSyntax?)] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return [(identifier.identifier, type)]
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            let elementTypes: [TypeSyntax]? = type.flatMap { type in
                guard let tupleType = type.as(TupleTypeSyntax.self),
                    tupleType.elements.count == tuple.elements.count
                else { return nil }
                return tupleType.elements.map(\.type)
            }
            var result: [(TokenSyntax, TypeSyntax?)] = []
            for (index, element) in tuple.elements.enumerated() {
                result += names(in: element.pattern, type: elementTypes?[index])
            }
            return result
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return names(in: binding.pattern, type: type)
        }
        return []
    }

    private mutating func collect(_ enumCase: EnumCaseDeclSyntax) {
        let annotations = Annotations.read(
            items: prefixItems(enumCase.attributes, enumCase.modifiers), keyword: enumCase.caseKeyword)
        for element in enumCase.elements {
            let values =
                element.parameterClause?.parameters.map { parameter in
                    ReferenceCase.AssociatedValue(label: label(of: parameter), type: SourceText.collapsed(parameter.type))
                } ?? []
            cases.append(
                ReferenceCase(
                    name: SourceText.name(element.name),
                    associatedValues: values,
                    annotations: annotations,
                    line: line(of: element.name)
                ))
        }
    }

    private func label(of parameter: EnumCaseParameterSyntax) -> String? {
        guard let first = parameter.firstName, first.tokenKind != .wildcard, !first.text.isEmpty else { return nil }
        return SourceText.name(first)
    }

    private func line(of token: TokenSyntax) -> Int {
        converter.location(for: token.positionAfterSkippingLeadingTrivia).line
    }
}
