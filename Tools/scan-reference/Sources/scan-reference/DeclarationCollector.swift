import SwiftSyntax

/// Walks a parsed file and collects the declarations the spec reports.
///
/// The walk is an explicit whitelist rather than a `SyntaxVisitor` that skips what it
/// must not enter: it descends only into places where reported declarations can stand
/// (the file's top level, type and extension member blocks, and `#if` clauses at those
/// places). Function, initializer, accessor and closure bodies, property initializers,
/// macro expansions and top-level statements are never entered, so nothing inside them
/// is reported, whatever syntax a future parser adds there.
struct DeclarationCollector {
    private let converter: SourceLocationConverter
    /// The qualified name of the enclosing type, if any.
    private var scope: String?
    private(set) var declarations: [ReferenceDeclaration] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
    }

    // MARK: Places that are walked

    mutating func collect(_ file: SourceFileSyntax) {
        walkStatements(file.statements)
    }

    private mutating func walkStatements(_ items: CodeBlockItemListSyntax) {
        for item in items {
            // Statements and expressions at top level (including `do`, `if`, closures)
            // are top-level code: nothing inside is reported.
            if case .decl(let decl) = item.item { walkDecl(decl) }
        }
    }

    private mutating func walkMembers(_ items: MemberBlockItemListSyntax) {
        for item in items { walkDecl(item.decl) }
    }

    private mutating func walkDecl(_ decl: DeclSyntax) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .statements(let items): walkStatements(items)
                case .decls(let members): walkMembers(members)
                default: break
                }
            }
        } else if let node = decl.as(StructDeclSyntax.self) {
            collect(
                node, kind: "struct", keyword: node.structKeyword, name: node.name,
                generics: node.genericParameterClause.map(genericNames) ?? [])
        } else if let node = decl.as(ClassDeclSyntax.self) {
            collect(
                node, kind: "class", keyword: node.classKeyword, name: node.name,
                generics: node.genericParameterClause.map(genericNames) ?? [])
        } else if let node = decl.as(EnumDeclSyntax.self) {
            collect(
                node, kind: "enum", keyword: node.enumKeyword, name: node.name,
                generics: node.genericParameterClause.map(genericNames) ?? [])
        } else if let node = decl.as(ActorDeclSyntax.self) {
            collect(
                node, kind: "actor", keyword: node.actorKeyword, name: node.name,
                generics: node.genericParameterClause.map(genericNames) ?? [])
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            // A protocol's primary associated types are its generic parameters.
            let primary = node.primaryAssociatedTypeClause?.primaryAssociatedTypes.map { SourceText.name($0.name) }
            collect(node, kind: "protocol", keyword: node.protocolKeyword, name: node.name, generics: primary ?? [])
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            // Named by the extended type as written; nested types continue from it.
            let written = SourceText.collapsed(node.extendedType)
            collect(
                node, kind: "extension", keyword: node.extensionKeyword, writtenName: written,
                qualifiedName: written, generics: [])
        }
    }

    // MARK: Declarations

    private func genericNames(_ clause: GenericParameterClauseSyntax) -> [String] {
        clause.parameters.map { SourceText.name($0.name) }
    }

    private mutating func collect(
        _ node: some DeclGroupSyntax, kind: String, keyword: TokenSyntax, name: TokenSyntax, generics: [String]
    ) {
        let simple = SourceText.name(name)
        let qualified = scope.map { "\($0).\(simple)" } ?? simple
        collect(
            node, kind: kind, keyword: keyword, writtenName: simple, qualifiedName: qualified,
            generics: generics)
    }

    private mutating func collect(
        _ node: some DeclGroupSyntax, kind: String, keyword: TokenSyntax, writtenName: String,
        qualifiedName: String, generics: [String]
    ) {
        var declaration = ReferenceDeclaration(
            kind: kind,
            name: writtenName,
            qualifiedName: qualifiedName,
            line: line(of: keyword),
            access: accessModifier(node.modifiers),
            genericParameters: generics,
            inheritedTypes: node.inheritanceClause?.inheritedTypes.map { SourceText.collapsed($0.type) } ?? [],
            attributes: attributeTexts(node.attributes),
            annotations: Annotations.read(items: prefixItems(node.attributes, node.modifiers), keyword: keyword),
            properties: [],
            cases: []
        )
        let index = declarations.count
        declarations.append(declaration)

        // Members first (they belong to this entry), nested types after it in source order.
        var members = MemberCollector(converter: converter)
        members.collect(node.memberBlock.members)
        declaration.properties = members.properties
        declaration.cases = members.cases
        declarations[index] = declaration

        let saved = scope
        scope = qualifiedName
        walkMembers(node.memberBlock.members)
        scope = saved
    }

    private func line(of token: TokenSyntax) -> Int {
        converter.location(for: token.positionAfterSkippingLeadingTrivia).line
    }
}

/// The attributes and modifiers before a keyword, in source order.
func prefixItems(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> [Syntax] {
    attributes.map { Syntax($0) } + modifiers.map { Syntax($0) }
}

/// Attribute texts; attributes inside an `#if` in the attribute list are listed from
/// every branch, in source order.
func attributeTexts(_ attributes: AttributeListSyntax) -> [String] {
    var result: [String] = []
    for element in attributes {
        switch element {
        case .attribute(let attribute):
            result.append(SourceText.collapsed(attribute))
        case .ifConfigDecl(let ifConfig):
            for clause in ifConfig.clauses {
                if case .attributes(let nested) = clause.elements { result += attributeTexts(nested) }
            }
        }
    }
    return result
}

private let accessKeywords: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

/// The written access modifier. A setter-only one (`private(set)`) is not the
/// declaration's access.
func accessModifier(_ modifiers: DeclModifierListSyntax) -> String? {
    for modifier in modifiers where accessKeywords.contains(modifier.name.text) {
        if let detail = modifier.detail, detail.detail.text == "set" { continue }
        return modifier.name.text
    }
    return nil
}
