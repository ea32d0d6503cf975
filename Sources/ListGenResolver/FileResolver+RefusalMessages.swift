import ListGenModel

/// The wording of refusals of a property, an associated value or an ID that cannot be
/// compared or hashed, from `Comparability`'s reasons: what the value is, where the culprit
/// is declared, and what to do.
extension FileResolver {
    /// `property 'x' is a closure ('() -> Void'), which cannot be compared; ...` and the like.
    static func fieldRefusal(
        _ refusal: Comparability.Refusal, property name: String, written: String, need: Need,
        annotation: String
    ) -> String {
        switch refusal.kind {
        case .notConforming:
            return
                "property '\(name)' has type '\(written)', which is not \(need.protocolName)\(need == .hashable ? ", and '\(annotation)' hashes it" : "")\(culpritNote(refusal)); \(refusal.remedy ?? "make it \(need.protocolName)"), or mark '\(name)' '// listgen: ignore'"
        case .underivedRequirement:
            return
                "property '\(name)' has type '\(written)', whose conformance to \(need.protocolName) depends on generic requirements listgen cannot write\(culpritNote(refusal)); write the conformance by hand, or mark '\(name)' '// listgen: ignore'"
        case .closure, .tuple, .existential, .metatype:
            let (verb, quote) = quoted(refusal, written: written)
            return "property '\(name)' \(verb) \(refusal.kind.rawValue) (\(quote)), which cannot be compared; mark it '// listgen: ignore'"
        }
    }

    /// ` ('X' at File.swift:3 is Equatable, not Hashable)`, or empty.
    static func culpritNote(_ refusal: Comparability.Refusal) -> String {
        guard let reason = refusal.reason else { return "" }
        return " ('\(refusal.culprit)'\(refusal.declaredAt.map { " at \($0)" } ?? "") \(reason))"
    }

    /// Whether the written type itself (`is`) or a part of it (`holds`) is the culprit, and
    /// the culprit quoted: `'() -> Void'`, `'Handler', that is '() -> Void'`,
    /// `'CodingKey' in '[CodingKey]', a protocol`.
    static func quoted(_ refusal: Comparability.Refusal, written: String) -> (verb: String, quote: String) {
        let whole = WrittenType.parse(written).spelled
        let isWhole = [written, whole].contains(refusal.alias ?? refusal.culprit)
        var text = "'\(isWhole && refusal.alias == nil ? written : refusal.alias ?? refusal.culprit)'"
        if refusal.alias != nil { text += ", that is '\(refusal.culprit)'" }
        if !isWhole { text += " in '\(written)'" }
        if refusal.isProtocol { text += ", a protocol" }
        return (isWhole ? "is" : "holds", text)
    }

    /// `case 'run' of 'Action' holds a closure ('() -> Void'), which cannot be compared; ...`.
    static func caseRefusal(
        _ refusal: Comparability.Refusal, case name: String, of typeName: String, written: String,
        need: Need, annotation: String
    ) -> String {
        let remedy = "'\(annotation)' compares every associated value, so remove the annotation (or write the conformance by hand)"
        switch refusal.kind {
        case .notConforming:
            return
                "case '\(name)' of '\(typeName)' holds '\(written)', which is not \(need.protocolName)\(culpritNote(refusal)); \(refusal.remedy ?? "make it \(need.protocolName)"), or remove the annotation"
        case .underivedRequirement:
            return
                "case '\(name)' of '\(typeName)' holds '\(written)', whose conformance to \(need.protocolName) depends on generic requirements listgen cannot write\(culpritNote(refusal)); \(remedy)"
        case .closure, .tuple, .existential, .metatype:
            return
                "case '\(name)' of '\(typeName)' holds \(refusal.kind.rawValue) (\(quoted(refusal, written: written).quote)), which cannot be compared; \(remedy)"
        }
    }
}

extension FileResolver {
    /// Refuses `enumCase` when it stands under `#if`: the code `annotation` generates switches
    /// over (or lists) every case with no `#if` of its own, so in a build without the case it
    /// would not compile. Returns whether it did.
    func refusesConditional(_ enumCase: EnumCase, of declaration: Declaration, annotation: String, context: inout DeclarationContext) -> Bool {
        guard let condition = enumCase.condition else { return false }
        context.error(
            "unsupported form: case '\(enumCase.name)' of '\(declaration.qualifiedName)' is declared under '#if \(condition)', and the code generated for '\(annotation)' names every case, so it would not compile where the condition is false; declare the case outside '#if', or remove the annotation and write the conformance by hand",
            at: enumCase.location)
        return true
    }
}
