/// Renders resolved types through the templates into the text of generated files.
struct Renderer: Sendable {
    let templates: TemplateSet

    /// A whole output file: the header, then each type's code, separated by blank lines.
    func file(generatedFrom source: String, types: [ResolvedType]) -> String {
        var blocks: [String] = []
        for type in types {
            for concern in type.concerns { blocks.append(Self.endingWithNewline(render(concern, of: type))) }
        }
        var out = Self.endingWithNewline(templates.render("header", ["generatedFrom": source, "hasContent": !blocks.isEmpty]))
        for block in blocks {
            out += "\n" + block
        }
        return out
    }

    /// Exactly one newline at the end, whatever the template's last line does.
    static func endingWithNewline(_ text: String) -> String {
        var text = Substring(text)
        while text.last == "\n" { text = text.dropLast() }
        return String(text) + "\n"
    }

    func render(_ concern: Concern, of type: ResolvedType) -> String {
        var context: [String: Any] = [
            "typeName": type.name, "access": type.memberAccess,
            "hasWhereClause": false, "whereClause": "",
        ]
        // Diffable's requirements are nonisolated: a main-actor type conforms in isolation.
        let isolation = type.isMainActor ? "@MainActor " : ""
        switch concern {
        case .item(let item):
            context["selfIdentity"] = item.selfIdentity
            context["hasIDAlias"] = item.idAliasName != nil
            context["idName"] = item.idAliasName.map(SwiftIdentifier.escaped) ?? ""
            context["idType"] = item.idAliasType ?? ""
            addComparisons(fields: item.fields, cases: item.cases, to: &context)
            addWhere(type, needs: "Equatable", when: !item.fields.isEmpty || item.cases != nil, to: &context)
            context["conformance"] = conformance(type, isolation, ["Identifiable"], "ListKit.Diffable", context)
            return templates.render("identity", context)
        case .equatable(let fields, let cases):
            addComparisons(fields: fields, cases: cases, to: &context)
            addWhere(type, needs: "Equatable", when: !fields.isEmpty || cases != nil, to: &context)
            context["conformance"] = conformance(type, "", [], "Equatable", context)
            return templates.render("equality", context)
        case .hashable(let fields, let identity):
            context["identityOnly"] = identity != nil
            context["alwaysEqual"] = identity == nil && fields.isEmpty
            context["fields"] = fieldContexts(fields)
            addWhere(type, needs: "Hashable", when: !fields.isEmpty, to: &context)
            context["conformance"] = conformance(type, "", ["Equatable"], "Hashable", context)
            return templates.render("hashable", context)
        case .section(let section):
            context["hasIDAlias"] = section.idAlias != nil
            context["idName"] = section.idAlias.map(SwiftIdentifier.escaped) ?? ""
            context["idType"] = section.idType ?? ""
            context["hasElementsAlias"] = section.itemsProperty != "elements"
            context["itemsName"] = SwiftIdentifier.escaped(section.itemsProperty)
            context["itemsMember"] = section.itemsProperty
            context["elementType"] = section.elementType
            context["alwaysEqual"] = section.fields.isEmpty
            context["fields"] = fieldContexts(section.fields)
            addWhere(type, needs: "Equatable", when: !section.fields.isEmpty, to: &context)
            context["conformance"] = conformance(type, isolation, ["Identifiable", "ListKit.Diffable"], "ListKit.DiffableSection", context)
            return templates.render("section", context)
        case .wrapper(let wrapper):
            context["conformance"] = isolation + "ListKit.Diffable"
            context["declaresEnum"] = wrapper.declaresEnum
            context["needsDefault"] = wrapper.members.count > 1
            context["members"] = wrapper.members.map { ["caseName": SwiftIdentifier.escaped($0.caseName), "memberType": $0.typeName] as [String: Any] }
            return templates.render("wrapper", context)
        }
    }

    /// The conformance list. A conditional conformance (with a `where` clause) does not
    /// imply the protocols the main one refines, so those are listed too unless the type
    /// declares them itself.
    private func conformance(_ type: ResolvedType, _ isolation: String, _ refined: [String], _ main: String,
                             _ context: [String: Any]) -> String {
        var list: [String] = []
        if context["hasWhereClause"] as? Bool == true {
            for name in refined {
                let bare = name.hasPrefix("ListKit.") ? String(name.dropFirst(8)) : name
                if !type.inheritedTypes.contains(bare) && !type.inheritedTypes.contains(name) { list.append(isolation + name) }
            }
        }
        list.append(isolation + main)
        return list.joined(separator: ", ")
    }

    private func fieldContexts(_ fields: [Field]) -> [[String: Any]] {
        fields.enumerated().map { index, field in
            ["name": SwiftIdentifier.escaped(field.name), "member": field.name, "first": index == 0]
        }
    }

    /// Fields compared one by one, or enum cases matched pairwise.
    private func addComparisons(fields: [Field], cases: [CaseShape]?, to context: inout [String: Any]) {
        context["fields"] = fieldContexts(fields)
        guard let cases, cases.contains(where: { $0.arity > 0 }) else {
            context["alwaysEqual"] = fields.isEmpty
            context["hasCases"] = false
            context["cases"] = [[String: Any]]()
            context["needsDefault"] = false
            return
        }
        context["alwaysEqual"] = false
        context["hasCases"] = true
        context["needsDefault"] = cases.count > 1
        context["cases"] = cases.map { shape -> [String: Any] in
            let name = SwiftIdentifier.escaped(shape.name)
            guard shape.arity > 0 else { return ["pattern": "(.\(name), .\(name))", "comparison": "true"] }
            let left = (0..<shape.arity).map { "l\($0)" }
            let right = (0..<shape.arity).map { "r\($0)" }
            let pattern = "let (.\(name)(\(left.joined(separator: ", "))), .\(name)(\(right.joined(separator: ", "))))"
            let comparison = zip(left, right).map { "listGenFieldEqual(\($0), \($1))" }.joined(separator: " && ")
            return ["pattern": pattern, "comparison": comparison]
        }
    }

    /// A generic type's compared fields may use its parameters: require them `protocol`.
    private func addWhere(_ type: ResolvedType, needs requirement: String, when compares: Bool, to context: inout [String: Any]) {
        guard compares, !type.genericParameters.isEmpty else { return }
        context["hasWhereClause"] = true
        context["whereClause"] = type.genericParameters.map { "\($0): \(requirement)" }.joined(separator: ", ")
    }
}
