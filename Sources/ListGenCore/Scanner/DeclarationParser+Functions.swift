/// Functions and initializers in type bodies: only their signatures are kept (the bodies
/// are skipped), so the resolver can tell that a type already implements a member listgen
/// would generate.
extension DeclarationParser {
    /// Records the signature of the `func` or `init` at `keywordIndex`, whose declaration
    /// ends before `end`, on the declaration `owner`.
    mutating func recordFunction(_ keywordIndex: Int, end: Int, owner: Owner) {
        var q = keywordIndex + 1
        let name: String
        var isOperator = false
        if keyword(keywordIndex) == .`init` {
            name = "init"
            if kind(q) == .postfixQuestion || kind(q) == .postfixBang || isOp(q, UInt8(ascii: "?")) || isOp(q, UInt8(ascii: "!")) { q += 1 }
        } else if isName(q) {
            name = self.name(q)
            q += 1
        } else if kind(q) == .op || kind(q) == .less || kind(q) == .greater {
            // An operator, which the lexer may split (`<` then `=`): its tokens up to `(` or `<`.
            var text = ""
            while q < end, kind(q) == .op || (text.isEmpty && (kind(q) == .less || kind(q) == .greater)) {
                text += String(decoding: bytes(toks[q]), as: UTF8.self)
                q += 1
            }
            name = text
            isOperator = true
        } else {
            return
        }
        if kind(q) == .less, let after = genericArgumentsEnd(q) { q = after }
        guard q < end, kind(q) == .lparen else { return }
        // An operator's parameters have no argument labels, whatever names they carry.
        let labels = argumentLabels(q, end: end).map { isOperator ? "_" : $0 }
        guard owner.index < declarations.count else { return }
        declarations[owner.index].functions.append(MemberFunction(
            signature: name + "(" + labels.map { $0 + ":" }.joined() + ")", location: location(keywordIndex)))
    }

    /// The argument labels of the parameter clause opening at `open`: each parameter's first
    /// name (`_` for none).
    private func argumentLabels(_ open: Int, end: Int) -> [String] {
        var labels: [String] = []
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
                if depth == 0 { return labels }
            case .comma where depth == 1:
                atParameterStart = true
            case .identifier, .backtickIdentifier:
                if atParameterStart, depth == 1 {
                    labels.append(name(i))
                    atParameterStart = false
                }
            default:
                if depth == 1 { atParameterStart = false }
            }
            i += 1
        }
        return labels
    }
}
