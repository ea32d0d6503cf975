import ListGenModel

/// Renders resolved types through the templates into the text of generated files.
package struct Renderer: Sendable {
    package let templates: TemplateSet
    /// Emit `#sourceLocation` so compiler errors in generated code show at the user's lines:
    /// each compared or hashed property's line stands for the property, each case's for the
    /// case, an ID check's for the ID property, an extension's first line and binding code
    /// for the annotation. Only for absolute input paths of a build (the build plugin's): a
    /// path must be the input's real path, and would make committed code machine-dependent.
    package var sourceLocations = false
    /// How the target imports modules; generated `import` lines follow it.
    package var importAccess: ImportAccess = ImportAccess()

    package init(templates: TemplateSet, sourceLocations: Bool = false, importAccess: ImportAccess = ImportAccess()) {
        self.templates = templates
        self.sourceLocations = sourceLocations
        self.importAccess = importAccess
    }

    /// A whole output file below the ownership line, through the `file` template: the header
    /// with the input's `imports` and ListKit's (see `ImportAccess.lines`), then each type's
    /// code, concern by concern, under the type's `#if` condition.
    package func file(generatedFrom source: String, imports: [ImportDeclaration] = [], types: [ResolvedType]) -> String {
        let needs = ImportAccess.needs(of: types)
        let importLevel = needs.level
        let header = templates.render(
            "header",
            [
                "generatedFrom": .text(CommentText.escaped(source)),
                "hasContent": .flag(types.contains { !$0.concerns.isEmpty }),
                "imports": .list(Set(importAccess.lines(copying: imports, needs: needs)).sorted().map { ["declaration": .text($0)] }),
            ])
        // The ownership line above it is the pipeline's (see `OwnershipMark`), never a template's.
        var blocks: [TemplateContext] = []
        for type in types {
            for part in type.concerns {
                // A type declared under `#if` exists only there: so does its generated code.
                blocks.append([
                    "code": .text(Self.withoutLastNewline(render(part, of: type, importLevel: importLevel))),
                    "hasCondition": .flag(type.condition != nil), "condition": .text(type.condition ?? ""),
                ])
            }
        }
        let file = templates.render(
            "file",
            [
                "hasHeader": .flag(!header.isEmpty), "header": .text(Self.withoutLastNewline(header)), "blocks": .list(blocks),
            ])
        return file.isEmpty ? "" : Self.endingWithNewline(file)
    }

    /// `text` as one line block for the `file` template: exactly one newline at its end
    /// (see `endingWithNewline`), then that newline dropped, which the template puts back.
    static func withoutLastNewline(_ text: String) -> String {
        // Drops the newline byte itself: `String.dropLast()` would walk every character
        // and take a "\r\n" ending whole.
        String(Substring(endingWithNewline(text).utf8.dropLast()))
    }

    /// Exactly one newline at the end, whatever the template's last line does.
    package static func endingWithNewline(_ text: String) -> String {
        var utf8 = Substring(text).utf8
        if utf8.last == 0x0A, utf8.dropLast().last != 0x0A { return text }
        while utf8.last == 0x0A { utf8 = utf8.dropLast() }
        return String(Substring(utf8)) + "\n"
    }

    /// One concern's code; `importLevel` is the access level of the file's imports (see
    /// `ImportAccess`).
    package func render(_ part: ResolvedConcern, of type: ResolvedType, importLevel: String = "internal") -> String {
        // Source locations are spelled out only when they are written.
        let origin = sourceLocations ? type.origin : nil
        var context: TemplateContext = [
            "typeName": .text(SwiftIdentifier.escapedPath(type.name)), "selfType": .text(Self.escapedSelfType(type.selfType)),
            "access": .text(type.memberAccess),
            "nonisolated": .text(type.isNonisolated ? "nonisolated " : ""),
            "availability": .text(type.availability.map { $0 + "\n" }.joined()),
            "hasWhereClause": false, "whereClause": "",
            "sourceLocations": .flag(origin != nil),
            "sourceFile": .text(origin.map { Self.sourceFileLiteral($0.path) } ?? ""),
            "sourceLine": .text(origin.map { String($0.line) } ?? ""),
        ]
        if let conformance = part.conformance {
            context["conformance"] = .text(conformance.protocols.joined(separator: ", "))
            context["hasWhereClause"] = .flag(!conformance.requirements.isEmpty)
            context["whereClause"] = .text(conformance.requirements.joined(separator: ", "))
        }
        switch part.concern {
        case .item(let item):
            context["selfIdentity"] = .flag(item.selfIdentity)
            context["typeIdentity"] = .flag(item.typeIdentity)
            context["hasIDAlias"] = .flag(item.idAliasName != nil)
            context["idName"] = .text(item.idAliasName.map(SwiftIdentifier.escaped) ?? "")
            context["idType"] = .text(item.idAliasType ?? "")
            addComparisons(fields: item.fields, cases: item.cases, origin: origin, to: &context)
            addComparisonBody(between: "self", and: "source", to: &context)
            addIDCheck(item.idCheck, to: &context)
            addContentEquality(to: &context)
            addConformanceDeclaration(to: &context)
            return templates.render("identity", context)
        case .equatable(let fields, let cases):
            addComparisons(fields: fields, cases: cases, origin: origin, to: &context)
            addComparisonBody(between: "lhs", and: "rhs", to: &context)
            addConformanceDeclaration(to: &context)
            return templates.render("equality", context)
        case .hashable(let fields, let identity, let cases):
            addComparisons(fields: fields, cases: cases, origin: origin, hashing: true, to: &context)
            context["identityOnly"] = .flag(identity != nil)
            if identity != nil { context["alwaysEqual"] = false }
            context["hashCases"] = .list(
                (context["hasCases"] == .flag(true) ? cases ?? [] : []).enumerated().map { index, shape in
                    let name = SwiftIdentifier.escaped(shape.name)
                    let values = (0..<shape.arity).map { "v\($0)" }
                    let pattern = values.isEmpty ? ".\(name)" : ".\(name)(\(values.map { "let \($0)" }.joined(separator: ", ")))"
                    var entry: TemplateContext = [
                        "hashPattern": .text(pattern), "discriminator": .text(String(index)),
                        "values": .list(values.map { ["value": .text($0)] }),
                    ]
                    Self.addLocation(shape.origin, type: origin, to: &entry)
                    return entry
                })
            addComparisonBody(between: "lhs", and: "rhs", to: &context)
            addConformanceDeclaration(to: &context)
            return templates.render("hashable", context)
        case .section(let section):
            context["hasIDAlias"] = .flag(section.idAlias != nil)
            context["idName"] = .text(section.idAlias.map(SwiftIdentifier.escaped) ?? "")
            context["idType"] = .text(section.idType ?? "")
            context["hasElementsAlias"] = .flag(section.itemsProperty != "elements")
            context["itemsName"] = .text(SwiftIdentifier.escaped(section.itemsProperty))
            context["itemsMember"] = .text(SwiftIdentifier.escaped(section.itemsProperty))
            context["elementType"] = .text(section.elementType)
            addComparisons(fields: section.fields, cases: nil, origin: origin, to: &context)
            addComparisonBody(between: "self", and: "source", to: &context)
            addIDCheck(section.idCheck, to: &context)
            addContentEquality(to: &context)
            addConformanceDeclaration(to: &context)
            return templates.render("section", context)
        case .bindings(let bindings):
            addBindings(bindings, to: &context)
            context["sourceLocations"] = .flag(sourceLocations)
            addViewImports(level: importLevel, to: &context)
            addCellProviders(to: &context)
            return templates.render("bindings", context)
        case .sectionBindings(let binding):
            addSectionBindings(binding, to: &context)
            context["sourceLocations"] = .flag(sourceLocations)
            addViewImports(level: importLevel, to: &context)
            return templates.render("bindings", context)
        case .snapshot(let fields):
            context["snapshotFields"] = .list(
                fields.map { field in
                    let member = "self." + SwiftIdentifier.escaped(field.name)
                    var entry: TemplateContext = [
                        "name": .text(SwiftIdentifier.escaped(field.name)),
                        "copyType": .text(field.byIdentity ? "ObjectIdentifier?" : Self.optional(field.type ?? "Never")),
                        "copied": .text(field.byIdentity ? "listGenObjectIdentity(\(member))" : member),
                        "hasCondition": .flag(field.condition != nil), "condition": .text(field.condition ?? ""),
                    ]
                    Self.addLocation(field.origin, type: origin, to: &entry)
                    return entry
                })
            return templates.render("snapshot", context)
        case .adoption(let adoption):
            context["protocolName"] = .text(adoption.protocolName)
            context["forwardsToConfigure"] = .flag(adoption.forwardedItem != nil)
            context["itemType"] = .text(adoption.forwardedItem.map(SwiftIdentifier.escapedPath) ?? "")
            let located = sourceLocations ? adoption.origin : nil
            context["sourceLocations"] = .flag(located != nil)
            context["sourceFile"] = .text(located.map { Self.sourceFileLiteral($0.path) } ?? "")
            context["sourceLine"] = .text(located.map { String($0.line) } ?? "")
            addViewImports(level: importLevel, to: &context)
            return templates.render("adoption", context)
        case .wrapper(let wrapper):
            context["declaresEnum"] = .flag(wrapper.declaresEnum)
            context["sendable"] = .flag(wrapper.isSendable)
            context["sendableID"] = .flag(wrapper.isIDSendable)
            context["needsDefault"] = .flag(wrapper.members.count > 1)
            context["members"] = .list(
                wrapper.members.map {
                    [
                        "caseName": .text(SwiftIdentifier.escaped($0.caseName)),
                        "memberType": .text($0.typeName.map(SwiftIdentifier.escapedPath) ?? ""),
                        "hasPayload": .flag($0.typeName != nil),
                        "idHasPayload": .flag($0.typeName != nil && !$0.identityIsType),
                        "isCaseName": .text(SwiftIdentifier.escaped(WrapperMember.isCaseName($0.caseName))),
                    ]
                })
            return templates.render("wrapper", context)
        }
    }

    /// Fields compared in one `&&` chain (`fields`), those under `#if` first as `guards`
    /// (an `#if` cannot stand inside an expression), and all of them in source order for
    /// hashing (`hashFields`, with `hashing` only).
    ///
    /// With source locations, every field is a guard of its own (a `#sourceLocation` cannot
    /// stand inside an expression), whose line stands for the property's; an unconditional
    /// one has the condition `true`, so an override template that always writes `#if`
    /// still compiles.
    private func addFields(_ all: [Field], origin: SourceOrigin?, hashing: Bool = false, to context: inout TemplateContext) {
        let located = origin != nil
        let chain = located ? [] : all.filter { $0.condition == nil }
        let guards = located ? all : all.filter { $0.condition != nil }
        context["fields"] = .list(
            chain.enumerated().map { index, field in
                let name = SwiftIdentifier.escaped(field.name)
                return [
                    "name": .text(name), "member": .text(name),
                    "first": .flag(index == 0), "equal": .text(Self.equal(field)),
                ]
            })
        context["guards"] = .list(
            guards.map { field in
                let name = SwiftIdentifier.escaped(field.name)
                var entry: TemplateContext = [
                    "name": .text(name), "member": .text(name),
                    "equal": .text(Self.equal(field)), "condition": .text(field.condition ?? "true"),
                    "hasCondition": .flag(field.condition != nil),
                ]
                Self.addLocation(field.origin, type: origin, to: &entry)
                return entry
            })
        if hashing {
            context["hashFields"] = .list(
                all.map { field in
                    let member = "self." + SwiftIdentifier.escaped(field.name)
                    var entry: TemplateContext = [
                        "name": .text(SwiftIdentifier.escaped(field.name)), "member": .text(SwiftIdentifier.escaped(field.name)),
                        "hashed": .text(field.byIdentity ? "listGenObjectIdentity(\(member))" : member),
                        "hasCondition": .flag(field.condition != nil), "condition": .text(field.condition ?? ""),
                    ]
                    Self.addLocation(field.origin, type: origin, to: &entry)
                    return entry
                })
        }
        context["returnKeyword"] = .text(guards.isEmpty ? "" : "return ")
        context["alwaysEqual"] = .flag(chain.isEmpty)
    }

    /// The UIKit and SwiftUI imports of binding code, at the access level the target uses.
    private func addViewImports(level: String, to context: inout TemplateContext) {
        context["uikitImport"] = .text(importAccess.declaration(of: "UIKit", level: level))
        context["swiftUIImport"] = .text(importAccess.declaration(of: "SwiftUI", level: level))
    }

    /// `comparisonBody`: the `comparison` template's statements comparing `left` with
    /// `right`, which content equality and `==` share (without its last line break, so a
    /// template writes it as a line of its own).
    private func addComparisonBody(between left: String, and right: String, to context: inout TemplateContext) {
        // The comparison sees its own keys only (see `TemplateSchema.keys["comparison"]`).
        var comparison = context.restricted(to: TemplateSchema.keys["comparison"] ?? [:])
        comparison["left"] = .text(left)
        comparison["right"] = .text(right)
        context["comparisonBody"] = .text(Self.droppingLastNewline(templates.render("comparison", comparison)))
    }

    /// `contentEquality`: the `contentEquality` template (content equality and the ID check),
    /// which `identity` and `section` share, rendered from the context's own keys (after
    /// `addComparisonBody` and `addIDCheck`), without its last line break.
    private func addContentEquality(to context: inout TemplateContext) {
        let shared = context.restricted(to: TemplateSchema.keys["contentEquality"] ?? [:])
        context["contentEquality"] = .text(Self.droppingLastNewline(templates.render("contentEquality", shared)))
    }

    /// `conformanceDeclaration`: the `conformanceDeclaration` template (the line opening the
    /// conformance's extension), which `identity`, `section`, `equality` and `hashable`
    /// share, without its last line break.
    private func addConformanceDeclaration(to context: inout TemplateContext) {
        let declaration = context.restricted(to: TemplateSchema.keys["conformanceDeclaration"] ?? [:])
        context["conformanceDeclaration"] = .text(Self.droppingLastNewline(templates.render("conformanceDeclaration", declaration)))
    }

    /// `text` without one last line break, so a template writes it as a line of its own.
    static func droppingLastNewline(_ text: String) -> String {
        var text = text
        if text.utf8.last == 0x0A { text.removeLast() }
        return text
    }

    private static func equal(_ field: Field) -> String {
        field.byIdentity ? "listGenSameObject" : "listGenFieldEqual"
    }

    /// `sourceFile` and `sourceLine` of a generated line standing for `specific` (else the
    /// type's annotation, `type`); empty when source locations are not written (`type` nil).
    private static func location(_ specific: SourceOrigin?, type: SourceOrigin?) -> (file: TemplateValue, line: TemplateValue) {
        guard let type else { return ("", "") }
        let origin = specific ?? type
        return (.text(sourceFileLiteral(origin.path)), .text(String(origin.line)))
    }

    /// Adds `sourceFile` and `sourceLine` to a list entry when source locations are written
    /// (otherwise the template's `sourceLocations` sections never read them).
    private static func addLocation(_ specific: SourceOrigin?, type: SourceOrigin?, to entry: inout TemplateContext) {
        let (file, line) = location(specific, type: type)
        entry["sourceFile"] = file
        entry["sourceLine"] = line
    }

    /// The check that an ID listgen cannot see is `Hashable`.
    private func addIDCheck(_ check: IDCheck?, to context: inout TemplateContext) {
        context["hasIDCheck"] = .flag(check != nil)
        context["idCheckMember"] = .text(check.map { SwiftIdentifier.escaped($0.member) } ?? "")
        let (file, line) = Self.location(check?.origin, type: sourceLocations ? check?.origin : nil)
        context["idCheckFile"] = file
        context["idCheckLine"] = line
    }

    /// Fields compared one by one, or enum cases matched pairwise.
    private func addComparisons(
        fields: [Field], cases: [CaseShape]?, origin: SourceOrigin?, hashing: Bool = false, to context: inout TemplateContext
    ) {
        addFields(fields, origin: origin, hashing: hashing, to: &context)
        guard let cases, cases.contains(where: { $0.arity > 0 }) else {
            context["hasCases"] = false
            context["cases"] = .list([])
            context["needsDefault"] = false
            return
        }
        context["alwaysEqual"] = false
        context["returnKeyword"] = ""
        context["hasCases"] = true
        context["needsDefault"] = .flag(cases.count > 1)
        context["cases"] = .list(
            cases.map { shape -> TemplateContext in
                let name = SwiftIdentifier.escaped(shape.name)
                guard shape.arity > 0 else {
                    var entry: TemplateContext = ["pattern": .text("(.\(name), .\(name))"), "comparison": "true"]
                    Self.addLocation(shape.origin, type: origin, to: &entry)
                    return entry
                }
                let left = (0..<shape.arity).map { "l\($0)" }
                let right = (0..<shape.arity).map { "r\($0)" }
                let pattern = "let (.\(name)(\(left.joined(separator: ", "))), .\(name)(\(right.joined(separator: ", "))))"
                let comparison = zip(left, right).map { "listGenFieldEqual(\($0), \($1))" }.joined(separator: " && ")
                var entry: TemplateContext = ["pattern": .text(pattern), "comparison": .text(comparison)]
                Self.addLocation(shape.origin, type: origin, to: &entry)
                return entry
            })
    }

    /// `selfType` with the path part escaped (`Outer.`default`<T>`): its generic arguments are
    /// parameter names, already valid.
    package static func escapedSelfType(_ selfType: String) -> String {
        guard let open = selfType.firstIndex(of: "<") else { return SwiftIdentifier.escapedPath(selfType) }
        return SwiftIdentifier.escapedPath(String(selfType[..<open])) + selfType[open...]
    }

    /// `type` made optional: `T?`, parenthesized where a `?` would bind to less than the
    /// whole type (`(any P)?`, `(() -> Void)?`, `(A & B)?`).
    package static func optional(_ type: String) -> String {
        let loose = type.hasPrefix("any ") || type.hasPrefix("some ") || type.hasPrefix("@") || type.contains("->") || type.contains("&")
        return loose ? "(\(type))?" : type + "?"
    }
}
