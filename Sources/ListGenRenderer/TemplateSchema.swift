/// The keys each template may use: the contract between the renderer's contexts and the
/// template files, checked before rendering so a typo is an error, never empty output.
enum TemplateKey: Sendable, Hashable {
    /// Text, used as `{{name}}`.
    case text
    /// A boolean, used as `{{#name}}...{{/name}}` or `{{^name}}...{{/name}}`.
    case flag
    /// A list; inside `{{#name}}...{{/name}}` its element's keys are visible too.
    case list([String: TemplateKey])
}

/// The template names, in the order `listgen template list` prints them, with their keys.
enum TemplateSchema {
    static let names = [
        "adoption", "bindings", "cellProvider", "comparison", "conformanceDeclaration", "contentEquality", "equality", "file", "hashable",
        "header", "identity", "section", "snapshot", "wrapper",
    ]

    private static let field: TemplateKey = .list(["name": .text, "member": .text, "first": .flag, "equal": .text])
    private static let guardField: TemplateKey = .list([
        "name": .text, "member": .text, "equal": .text, "condition": .text, "hasCondition": .flag,
        "sourceFile": .text, "sourceLine": .text,
    ])
    private static let hashField: TemplateKey = .list([
        "name": .text, "member": .text, "hashed": .text, "hasCondition": .flag, "condition": .text,
        "sourceFile": .text, "sourceLine": .text,
    ])
    private static let comparisons: [String: TemplateKey] = [
        "fields": field, "guards": guardField, "returnKeyword": .text, "alwaysEqual": .flag, "sourceLocations": .flag,
    ]
    private static let cases: TemplateKey = .list(["pattern": .text, "comparison": .text, "sourceFile": .text, "sourceLine": .text])
    /// `selfType` is the type as parameter types write it (`Outer.Inner<T>`); with
    /// `sourceLocations`, `sourceFile` and `sourceLine` are the annotation's.
    private static let common: [String: TemplateKey] = [
        "typeName": .text, "selfType": .text, "access": .text, "hasWhereClause": .flag, "whereClause": .text,
        "nonisolated": .text, "availability": .text, "sourceLocations": .flag, "sourceFile": .text, "sourceLine": .text,
    ]
    /// A check that the ID is `Hashable`, at the ID property's line.
    private static let idCheck: [String: TemplateKey] = [
        "hasIDCheck": .flag, "idCheckMember": .text, "idCheckFile": .text, "idCheckLine": .text,
    ]

    /// What each template does, for `listgen template list`.
    static let summaries: [String: String] = [
        "file": "a whole generated file: the header, then each type's blocks under its '#if'",
        "header": "first lines of every generated file (generated-by comment, import)",
        "identity": "'item': Diffable conformance, id alias and content equality",
        "comparison": "the compared properties or cases: the body of content equality and '=='",
        "equality": "'equatable': Equatable conformance",
        "hashable": "'hashable': Hashable conformance, also identity-only",
        "section": "'section': DiffableSection conformance",
        "wrapper": "erased wrapper enum over several item types",
        "bindings": "'cell:', 'tableCell:', 'row:', 'header:', 'footer:': view registration and dispatch",
        "cellProvider": "one view's cells, for 'bindings': registration and dispatch (collection views, table views)",
        "contentEquality": "content equality and the ID check, which 'identity' and 'section' share",
        "conformanceDeclaration": "the line opening a conformance's extension, which 'identity', 'section', 'equality' and 'hashable' share",
        "snapshot": "a class 'item': ContentSnapshotting, its compared properties copied as a value",
        "adoption": "a named cell or header with its own 'configure(with:)': its ConfigurableCell conformance",
    ]

    private static let dispatch: TemplateKey = .list([
        "pattern": .text, "viewType": .text, "argument": .text, "sourceFile": .text, "sourceLine": .text,
    ])

    /// The rendered `comparison`, and the values it was rendered from (so an override of an
    /// earlier version, which spelled the comparison out, still checks).
    private static let comparisonBody: [String: TemplateKey] = comparison.merging(["comparisonBody": .text]) { a, _ in a }
    /// What `conformanceDeclaration` sees, and the templates that write it with its rendered
    /// text (and the values it was rendered from, for overrides written before it).
    private static let conformanceDeclaration: [String: TemplateKey] = common.merging(["conformance": .text]) { a, _ in a }
    private static let declared: [String: TemplateKey] = conformanceDeclaration.merging(["conformanceDeclaration": .text]) { a, _ in a }
    /// What `contentEquality` sees, and `identity` and `section` with its rendered text (and,
    /// for overrides written before it, the values it was rendered from).
    private static let contentEquality: [String: TemplateKey] = common.merging(comparisonBody) { a, _ in a }.merging(idCheck) { a, _ in a }
    private static let withContentEquality: [String: TemplateKey] = contentEquality.merging(["contentEquality": .text]) { a, _ in a }
    /// What `cellProvider` sees; `bindings` sees its rendered text per view in `cellProviders`.
    private static let cellProvider: [String: TemplateKey] = common.merging([
        "isWrapper": .flag, "uikitImport": .text, "providerProtocol": .text, "registrarType": .text, "dequeuerType": .text,
        "cellClass": .text, "registeredCells": .list(["viewType": .text]), "dispatchedCells": dispatch,
    ]) { a, _ in a }
    private static let comparison: [String: TemplateKey] = [
        "hasCases": .flag, "cases": cases, "needsDefault": .flag,
    ].merging(comparisons) { a, _ in a }

    static let keys: [String: [String: TemplateKey]] = [
        "comparison": comparison.merging(["left": .text, "right": .text]) { a, _ in a },
        "bindings": common.merging([
            "isWrapper": .flag, "sourceLocations": .flag, "uikitImport": .text, "swiftUIImport": .text, "hasCells": .flag,
            "hasTableCells": .flag, "hasRows": .flag, "hasSupplementary": .flag,
            "cellTypes": .list(["viewType": .text]), "tableCellTypes": .list(["viewType": .text]),
            "cells": dispatch, "tableCells": dispatch, "rows": dispatch, "cellProviders": .list(["code": .text]),
            "supplementary": .list(["viewType": .text, "kind": .text, "sourceFile": .text, "sourceLine": .text]),
        ]) { a, _ in a },
        "cellProvider": cellProvider,
        "contentEquality": contentEquality,
        "conformanceDeclaration": conformanceDeclaration,
        "header": ["generatedFrom": .text, "hasContent": .flag, "imports": .list(["declaration": .text])],
        "file": [
            "hasHeader": .flag, "header": .text,
            "blocks": .list(["code": .text, "hasCondition": .flag, "condition": .text]),
        ],
        "snapshot": common.merging([
            "conformance": .text,
            "snapshotFields": .list([
                "name": .text, "copyType": .text, "copied": .text, "hasCondition": .flag, "condition": .text,
                "sourceFile": .text, "sourceLine": .text,
            ]),
        ]) { a, _ in a },
        "adoption": common.merging([
            "protocolName": .text, "forwardsToConfigure": .flag, "itemType": .text, "uikitImport": .text, "swiftUIImport": .text,
        ]) { a, _ in a },
        "identity": withContentEquality.merging(declared) { a, _ in a }.merging([
            "conformance": .text, "selfIdentity": .flag, "typeIdentity": .flag, "hasIDAlias": .flag, "idName": .text, "idType": .text,
        ]) { a, _ in a },
        "equality": declared.merging(comparisonBody) { a, _ in a },
        "hashable": declared.merging(
            [
                "conformance": .text, "identityOnly": .flag, "hashFields": hashField,
                "hashCases": .list([
                    "hashPattern": .text, "discriminator": .text, "values": .list(["value": .text]),
                    "sourceFile": .text, "sourceLine": .text,
                ]),
            ].merging(comparisonBody) { a, _ in a }
        ) { a, _ in a },
        "section": withContentEquality.merging(declared) { a, _ in a }.merging([
            "conformance": .text, "hasIDAlias": .flag, "idName": .text, "idType": .text,
            "hasElementsAlias": .flag, "itemsName": .text, "itemsMember": .text, "elementType": .text,
        ]) { a, _ in a },
        "wrapper": common.merging([
            "conformance": .text, "declaresEnum": .flag, "needsDefault": .flag, "sendable": .flag, "sendableID": .flag,
            "members": .list(["caseName": .text, "memberType": .text, "hasPayload": .flag, "idHasPayload": .flag, "isCaseName": .text]),
        ]) { a, _ in a },
    ]
}
