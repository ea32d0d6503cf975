// Generated from Templates/*.mustache: do not edit. Refresh with
// `LISTGEN_RECORD=1 swift test --filter RendererTests` after editing a template.

/// The built-in templates, so the tool runs without the source tree.
enum EmbeddedTemplates {
    static let texts: [String: String] = [
        "adoption": ####"""
{{! adoption: a cell or view that a binding names, declared in the scanned sources with a `configure(with:)` for what it shows, adopts the protocol the generated dispatch needs (ConfigurableCell or ConfigurableSupplementaryView). A cell of a row without a model that has only `configure()` gets a `configure(with:)` calling it. With --source-locations, a compiler error in it shows at the annotation that names the view. }}
#if canImport(UIKit) && !os(watchOS)
{{uikitImport}}

{{#sourceLocations}}
#sourceLocation(file: "{{sourceFile}}", line: {{sourceLine}})
{{/sourceLocations}}
{{^forwardsToConfigure}}
extension {{typeName}}: ListKit.{{protocolName}} {}
{{/forwardsToConfigure}}
{{#forwardsToConfigure}}
extension {{typeName}}: ListKit.{{protocolName}} {
    {{access}}typealias Item = {{itemType}}

    /// Shows the row through the cell's own `configure()`: the row has nothing to pass.
    {{access}}func configure(with _: {{itemType}}) {
        configure()
    }
}
{{/forwardsToConfigure}}
{{#sourceLocations}}
#sourceLocation()
{{/sourceLocations}}
#endif

"""####,
        "bindings": ####"""
{{! bindings: `item(cell:, tableCell:, row:)`, `case(...)`, `cases(in:, cell: ...)` and `section(header:, footer:)`: registration and a dequeue-and-configure dispatch, one case per wrapper case; each view's cells are the `cellProvider` template, rendered once per view into `cellProviders`. With --source-locations (the build plugin's), each dispatch line points compiler errors at its annotation (#sourceLocation). }}
{{#cellProviders}}
{{code}}
{{/cellProviders}}
{{#hasRows}}
#if canImport(SwiftUI)
{{swiftUIImport}}

{{availability}}extension {{typeName}} {
    /// The SwiftUI row that shows this {{#isWrapper}}case{{/isWrapper}}{{^isWrapper}}item{{/isWrapper}}.
    @MainActor @ViewBuilder {{access}}var listRow: some View {
{{#isWrapper}}
        switch self {
{{/isWrapper}}
{{#rows}}
{{#isWrapper}}
        case {{pattern}}:
{{/isWrapper}}
{{#sourceLocations}}
#sourceLocation(file: "{{sourceFile}}", line: {{sourceLine}})
{{/sourceLocations}}
{{#isWrapper}}
            {{viewType}}(item: {{argument}})
{{/isWrapper}}
{{^isWrapper}}
        {{viewType}}(item: {{argument}})
{{/isWrapper}}
{{#sourceLocations}}
#sourceLocation()
{{/sourceLocations}}
{{/rows}}
{{#isWrapper}}
        }
{{/isWrapper}}
    }
}
#endif
{{/hasRows}}
{{#hasSupplementary}}
#if canImport(UIKit) && !os(watchOS)
{{uikitImport}}

{{availability}}extension {{typeName}}: ListKit.CollectionSupplementaryProviding {
    {{access}}static func registerSupplementaryViews(in registrar: ListKit.CollectionCellRegistrar) {
{{#supplementary}}
        registrar.register({{viewType}}.self, kind: {{kind}})
{{/supplementary}}
    }

    {{access}}func supplementaryView(ofKind kind: String, from dequeuer: ListKit.CollectionCellDequeuer,
                                     at indexPath: IndexPath) -> UICollectionReusableView? {
        switch kind {
{{#supplementary}}
        case {{kind}}:
{{#sourceLocations}}
#sourceLocation(file: "{{sourceFile}}", line: {{sourceLine}})
{{/sourceLocations}}
            dequeuer.dequeue({{viewType}}.self, kind: kind, for: self, at: indexPath)
{{#sourceLocations}}
#sourceLocation()
{{/sourceLocations}}
{{/supplementary}}
        default:
            nil
        }
    }
}
#endif
{{/hasSupplementary}}

"""####,
        "cellProvider": ####"""
{{! cellProvider: the cell block `bindings` writes for each view that shows cells (collection views, then table views), as each entry's `code` of its `cellProviders`: registration of the cell types and a dequeue-and-configure dispatch, one case per wrapper case. With --source-locations, each dispatch line points compiler errors at its annotation (#sourceLocation). }}
#if canImport(UIKit) && !os(watchOS)
{{uikitImport}}

{{availability}}extension {{typeName}}: ListKit.{{providerProtocol}} {
    {{access}}static func registerCells(in registrar: ListKit.{{registrarType}}) {
{{#registeredCells}}
        registrar.register({{viewType}}.self)
{{/registeredCells}}
    }

    {{access}}func cell(from dequeuer: ListKit.{{dequeuerType}}, at indexPath: IndexPath) -> {{cellClass}} {
{{#isWrapper}}
        switch self {
{{/isWrapper}}
{{#dispatchedCells}}
{{#isWrapper}}
        case {{pattern}}:
{{/isWrapper}}
{{#sourceLocations}}
#sourceLocation(file: "{{sourceFile}}", line: {{sourceLine}})
{{/sourceLocations}}
{{#isWrapper}}
            dequeuer.dequeue({{viewType}}.self, for: {{argument}}, at: indexPath)
{{/isWrapper}}
{{^isWrapper}}
        dequeuer.dequeue({{viewType}}.self, for: {{argument}}, at: indexPath)
{{/isWrapper}}
{{#sourceLocations}}
#sourceLocation()
{{/sourceLocations}}
{{/dispatchedCells}}
{{#isWrapper}}
        }
{{/isWrapper}}
    }
}
#endif

"""####,
        "comparison": ####"""
{{! comparison: the body of content equality and `==`, shared by identity, section, equality and hashable as `comparisonBody`: the compared stored properties (those under `#if` first, as guards) or the enum's cases pairwise, between `left` and `right` (`self` and `source`, or `lhs` and `rhs`). With --source-locations (the build plugin's) every property is a guard of its own, and each property's or case's line points compiler errors at its declaration (#sourceLocation). }}
{{#guards}}
{{#hasCondition}}
        #if {{condition}}
{{/hasCondition}}
{{#sourceLocations}}
#sourceLocation(file: "{{sourceFile}}", line: {{sourceLine}})
{{/sourceLocations}}
        guard {{equal}}({{left}}.{{member}}, {{right}}.{{member}}) else { return false }
{{#sourceLocations}}
#sourceLocation()
{{/sourceLocations}}
{{#hasCondition}}
        #endif
{{/hasCondition}}
{{/guards}}
{{#alwaysEqual}}
        {{returnKeyword}}true
{{/alwaysEqual}}
{{#fields}}
        {{^first}}    && {{/first}}{{#first}}{{returnKeyword}}{{/first}}{{equal}}({{left}}.{{member}}, {{right}}.{{member}})
{{/fields}}
{{#hasCases}}
        switch ({{left}}, {{right}}) {
{{#cases}}
        case {{pattern}}:
{{#sourceLocations}}
#sourceLocation(file: "{{sourceFile}}", line: {{sourceLine}})
{{/sourceLocations}}
            {{comparison}}
{{#sourceLocations}}
#sourceLocation()
{{/sourceLocations}}
{{/cases}}
{{#needsDefault}}
        default:
            false
{{/needsDefault}}
        }
{{/hasCases}}

"""####,
        "conformanceDeclaration": ####"""
{{! conformanceDeclaration: the line that opens a conformance's extension, which `identity`, `section`, `equality` and `hashable` write as `conformanceDeclaration`: the type's availability, its isolation, the protocols and the `where` clause. With --source-locations, the line points compiler errors at the annotation. }}
{{#sourceLocations}}
#sourceLocation(file: "{{sourceFile}}", line: {{sourceLine}})
{{/sourceLocations}}
{{availability}}{{nonisolated}}extension {{typeName}}: {{conformance}}{{#hasWhereClause}} where {{whereClause}}{{/hasWhereClause}} {
{{#sourceLocations}}
#sourceLocation()
{{/sourceLocations}}

"""####,
        "contentEquality": ####"""
{{! contentEquality: the members an `item` and a `section` share, which `identity` and `section` write as `contentEquality`: content equality (`isContentEqual(to:)`) over `comparisonBody`, and a compile-time check of an ID whose type listgen cannot see. With --source-locations, the check's line points a compiler error at the ID property. }}
    {{access}}func isContentEqual(to source: {{selfType}}) -> Bool {
{{comparisonBody}}
    }
{{#hasIDCheck}}

    /// Fails to compile, at the ID property, when its type is not Hashable (listgen cannot
    /// see that type's conformances; a class would otherwise be identified by object).
    private static func listGenCheckID(_ item: {{selfType}}) {
{{#sourceLocations}}
#sourceLocation(file: "{{idCheckFile}}", line: {{idCheckLine}})
{{/sourceLocations}}
        let id = item.{{idCheckMember}}; _ = AnyHashable(id)
{{#sourceLocations}}
#sourceLocation()
{{/sourceLocations}}
    }
{{/hasIDCheck}}

"""####,
        "equality": ####"""
{{! equality: `// listgen: equatable`. `==` over the stored properties that are not ignored. }}
{{conformanceDeclaration}}
    {{access}}static func == (lhs: {{selfType}}, rhs: {{selfType}}) -> Bool {
{{comparisonBody}}
    }
}

"""####,
        "file": ####"""
{{! file: how a generated file is put together, below listgen's ownership line (which listgen writes itself, not a template). `header` is the rendered header template; each of `blocks` is one type's concern: its rendered template (`code`), with the `#if` condition the type is declared under. `header` and `code` are given without their last newline. }}
{{#hasHeader}}
{{header}}
{{/hasHeader}}
{{#blocks}}

{{#hasCondition}}
#if {{condition}}
{{/hasCondition}}
{{code}}
{{#hasCondition}}
#endif
{{/hasCondition}}
{{/blocks}}

"""####,
        "hashable": ####"""
{{! hashable: `// listgen: hashable`. `==` and `hash(into:)` over the same properties (an enum: case by case), or over `id` only with `hashable(identity)`. With --source-locations, the extension's line points compiler errors at the annotation and each hashed property's at its declaration. }}
{{conformanceDeclaration}}
    {{access}}static func == (lhs: {{selfType}}, rhs: {{selfType}}) -> Bool {
{{#identityOnly}}
        lhs.id == rhs.id
{{/identityOnly}}
{{^identityOnly}}
{{comparisonBody}}
{{/identityOnly}}
    }

    {{access}}func hash(into hasher: inout Hasher) {
{{#identityOnly}}
        hasher.combine(self.id)
{{/identityOnly}}
{{#hashFields}}
{{#hasCondition}}
        #if {{condition}}
{{/hasCondition}}
{{#sourceLocations}}
#sourceLocation(file: "{{sourceFile}}", line: {{sourceLine}})
{{/sourceLocations}}
        hasher.combine({{hashed}})
{{#sourceLocations}}
#sourceLocation()
{{/sourceLocations}}
{{#hasCondition}}
        #endif
{{/hasCondition}}
{{/hashFields}}
{{#hasCases}}
        switch self {
{{#hashCases}}
        case {{hashPattern}}:
            hasher.combine({{discriminator}})
{{#sourceLocations}}
#sourceLocation(file: "{{sourceFile}}", line: {{sourceLine}})
{{/sourceLocations}}
{{#values}}
            hasher.combine({{value}})
{{/values}}
{{#sourceLocations}}
#sourceLocation()
{{/sourceLocations}}
{{/hashCases}}
        }
{{/hasCases}}
    }
}

"""####,
        "header": ####"""
{{! header: the lines after listgen's ownership line ("// Generated by listgen from ...", written by listgen itself, not by a template). `generatedFrom` names the input file; `imports` are the input's unconditional imports plus ListKit, sorted. }}
// The generator owns this file: it rewrites it and removes it when it is stale.
{{#hasContent}}

{{#imports}}
{{declaration}}
{{/imports}}
{{/hasContent}}

"""####,
        "identity": ####"""
{{! identity: `// listgen: item`. Identity (`id`) and content equality for ListKit.Diffable, and a compile-time check of an ID whose type listgen cannot see. With --source-locations, the extension's line points compiler errors at the annotation. }}
{{conformanceDeclaration}}
{{#selfIdentity}}
    {{access}}var id: Self { self }

{{/selfIdentity}}
{{#typeIdentity}}
    /// It holds nothing, so it has one value: its type is its identity.
    {{access}}var id: ObjectIdentifier { ObjectIdentifier({{selfType}}.self) }

{{/typeIdentity}}
{{#hasIDAlias}}
    {{access}}var id: {{idType}} { self.{{idName}} }

{{/hasIDAlias}}
{{contentEquality}}
}

"""####,
        "section": ####"""
{{! section: `// listgen: section`. A ListKit.DiffableSection: identity, items and the section's own content. With --source-locations, the extension's line points compiler errors at the annotation. }}
{{conformanceDeclaration}}
{{#hasIDAlias}}
    {{access}}var id: {{idType}} { self.{{idName}} }

{{/hasIDAlias}}
{{#hasElementsAlias}}
    {{access}}var elements: [{{elementType}}] { self.{{itemsName}} }

{{/hasElementsAlias}}
    {{access}}init(source: {{selfType}}, elements: [{{elementType}}]) {
        self = source
        self.{{itemsMember}} = elements
    }

{{contentEquality}}
}

"""####,
        "snapshot": ####"""
{{! snapshot: a class annotated `item`: ListKit.ContentSnapshotting, its compared properties copied as a value when a list shows the item, so a change made to the shared instance in place is still a change. The copy's properties are optional so that a property declared under #if can be copied under it too. With --source-locations, each copied property's lines stand for its declaration. }}
{{#sourceLocations}}
#sourceLocation(file: "{{sourceFile}}", line: {{sourceLine}})
{{/sourceLocations}}
{{availability}}extension {{typeName}}: {{conformance}}{{#hasWhereClause}} where {{whereClause}}{{/hasWhereClause}} {
{{#sourceLocations}}
#sourceLocation()
{{/sourceLocations}}
    /// The compared properties' values, as a list showed them.
    {{access}}nonisolated struct ContentSnapshot: Equatable, Sendable {
{{#snapshotFields}}
{{#hasCondition}}
#if {{condition}}
{{/hasCondition}}
{{#sourceLocations}}
#sourceLocation(file: "{{sourceFile}}", line: {{sourceLine}})
{{/sourceLocations}}
        var {{name}}: {{copyType}}
{{#sourceLocations}}
#sourceLocation()
{{/sourceLocations}}
{{#hasCondition}}
#endif
{{/hasCondition}}
{{/snapshotFields}}
    }

    {{access}}var contentSnapshot: ContentSnapshot {
        var listGenSnapshot = ContentSnapshot()
{{#snapshotFields}}
{{#hasCondition}}
#if {{condition}}
{{/hasCondition}}
{{#sourceLocations}}
#sourceLocation(file: "{{sourceFile}}", line: {{sourceLine}})
{{/sourceLocations}}
        listGenSnapshot.{{name}} = {{copied}}
{{#sourceLocations}}
#sourceLocation()
{{/sourceLocations}}
{{#hasCondition}}
#endif
{{/hasCondition}}
{{/snapshotFields}}
        return listGenSnapshot
    }
}

"""####,
        "wrapper": ####"""
{{! wrapper: an erased wrapper, one case per item type, with type-qualified identity. Every case of a declared enum gets `isCase`, and a case with a payload its settable `case` accessor. An item that is its own identity by type (a struct that holds nothing) gets an ID case without payload, like a payload-less case. }}
{{#declaresEnum}}
/// One of several item types, so they can share a list or a section.
{{access}}enum {{typeName}}{{#sendable}}: Sendable{{/sendable}} {
{{#members}}
    case {{caseName}}{{#hasPayload}}({{memberType}}){{/hasPayload}}
{{/members}}
{{#members}}

{{#hasPayload}}
    /// The wrapped `{{memberType}}`, or nil for another case; setting one makes this that case.
    {{access}}var {{caseName}}: {{memberType}}? {
        get { if case .{{caseName}}(let item) = self { item } else { nil } }
        set { if let newValue { self = .{{caseName}}(newValue) } }
    }

{{/hasPayload}}
    /// Whether this is the `{{caseName}}` case.
    {{access}}var {{isCaseName}}: Bool { if case .{{caseName}} = self { true } else { false } }
{{/members}}
}

{{/declaresEnum}}
{{availability}}{{nonisolated}}extension {{typeName}}: {{conformance}} {
    /// The wrapped item's type and ID: items of different types never share an identity.
    {{access}}{{nonisolated}}enum ID: Hashable{{#sendableID}}, Sendable{{/sendableID}} {
{{#members}}
        case {{caseName}}{{#idHasPayload}}({{memberType}}.ID){{/idHasPayload}}
{{/members}}
    }

    {{access}}var id: ID {
        switch self {
{{#members}}
{{#idHasPayload}}
        case .{{caseName}}(let item): .{{caseName}}(item.id)
{{/idHasPayload}}
{{^idHasPayload}}
        case .{{caseName}}: .{{caseName}}
{{/idHasPayload}}
{{/members}}
        }
    }

    {{access}}func isContentEqual(to source: {{typeName}}) -> Bool {
        switch (self, source) {
{{#members}}
{{#hasPayload}}
        case let (.{{caseName}}(lhs), .{{caseName}}(rhs)): lhs.isContentEqual(to: rhs)
{{/hasPayload}}
{{^hasPayload}}
        case (.{{caseName}}, .{{caseName}}): true
{{/hasPayload}}
{{/members}}
{{#needsDefault}}
        default: false
{{/needsDefault}}
        }
    }
}

"""####,
    ]
}
