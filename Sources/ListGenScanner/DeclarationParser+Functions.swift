import ListGenModel

/// Functions and initializers in type bodies that listgen needs to know of
/// (`MemberFunction.recordedSignatures`): only their signatures are kept (the bodies are
/// skipped), so the resolver can tell that a type already implements a member listgen would
/// generate. Real code declares a great many functions, and making a string of every
/// signature cost the scanner 8% of its speed; so a function is first told apart by its name
/// (an initializer by its first label) without copying a byte, and only a match is spelled out.
extension DeclarationParser {
    private static let recordedNames: [[UInt8]] = ["isContentEqual", "hash", "==", "configure"].map { Array($0.utf8) }
    private static let recordedFirstLabel = Array("source".utf8)

    /// Records the signature of the `func` or `init` at `keywordIndex`, whose declaration
    /// ends before `end`, on the declaration `owner`, when generated code declares it too.
    mutating func recordFunction(_ keywordIndex: Int, end: Int, owner: Owner) {
        guard owner.index < declarations.count else { return }
        var q = keywordIndex + 1
        var name: [UInt8]
        var isOperator = false
        if keyword(keywordIndex) == .`init` {
            if kind(q) == .postfixQuestion || kind(q) == .postfixBang || isOp(q, UInt8(ascii: "?")) || isOp(q, UInt8(ascii: "!")) { q += 1 }
            guard kind(q) == .lparen, isName(q + 1), bytes(toks[q + 1]).elementsEqual(Self.recordedFirstLabel) else { return }
            name = Array("init".utf8)
        } else if isName(q) || kind(q) == .op {
            let written = bytes(toks[q])
            let token = kind(q) == .backtickIdentifier ? written.dropFirst().dropLast() : written[...]
            guard let match = Self.recordedNames.first(where: { token.elementsEqual($0) }) else { return }
            name = match
            isOperator = kind(q) == .op
            q += 1
        } else {
            return
        }
        if kind(q) == .less, let after = genericArgumentsEnd(q) { q = after }
        guard q < end, kind(q) == .lparen else { return }
        name.append(UInt8(ascii: "("))
        appendArgumentLabels(q, end: end, unlabeled: isOperator, to: &name)
        name.append(UInt8(ascii: ")"))
        let signature = String(decoding: name, as: UTF8.self)
        guard MemberFunction.recordedSignatures.contains(signature) else { return }
        let parameterType = signature == MemberFunction.configureSignature ? firstParameterType(q, end: end) : nil
        declarations[owner.index].functions.append(
            MemberFunction(
                signature: signature, location: location(keywordIndex),
                parameterType: parameterType))
    }

    /// The written type of the first parameter of the clause opening at `open`: the text
    /// between its `:` and the `,`, `=` or `)` that ends it, whitespace collapsed.
    private func firstParameterType(_ open: Int, end: Int) -> String? {
        var depth = 0
        var typeStart: Int?
        var i = open
        while i < end {
            switch kind(i) {
            case .lparen, .lbracket, .lbrace, .less:
                depth += 1
            case .rparen, .rbracket, .rbrace, .greater:
                if depth == 1, let start = typeStart { return text(start, i) }
                depth -= 1
                if depth == 0 { return nil }
            case .comma where depth == 1:
                guard let start = typeStart else { return nil }
                return text(start, i)
            case .colon where depth == 1 && typeStart == nil:
                typeStart = i + 1
            default:
                if depth == 1, let start = typeStart, isOp(i, UInt8(ascii: "=")) { return text(start, i) }
            }
            i += 1
        }
        return nil
    }

    /// `label:` for each parameter of the clause opening at `open` (its first name, `_` for
    /// none; always `_` for an operator, whose parameters have no argument labels).
    private func appendArgumentLabels(_ open: Int, end: Int, unlabeled: Bool, to out: inout [UInt8]) {
        var depth = 0
        var atParameterStart = false
        var i = open
        while i < end {
            switch kind(i) {
            case .lparen, .lbracket, .lbrace:
                depth += 1
                if depth == 1 { atParameterStart = true }
            case .rparen, .rbracket, .rbrace:
                depth -= 1
                if depth == 0 { return }
            case .comma where depth == 1:
                atParameterStart = true
            case .identifier, .backtickIdentifier:
                if atParameterStart, depth == 1 {
                    if unlabeled {
                        out.append(UInt8(ascii: "_"))
                    } else {
                        let token = bytes(toks[i])
                        out.append(contentsOf: kind(i) == .backtickIdentifier ? token.dropFirst().dropLast() : token[...])
                    }
                    out.append(UInt8(ascii: ":"))
                    atParameterStart = false
                }
            default:
                if depth == 1 { atParameterStart = false }
            }
            i += 1
        }
    }
}
