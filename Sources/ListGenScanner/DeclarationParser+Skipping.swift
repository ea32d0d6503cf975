/// Skipping what is not reported: balanced groups, signatures and bodies of other
/// declarations, expressions, directives and macro expansions. Lookaheads are bounded.
extension DeclarationParser {
    /// An `#if` whose branches hold only attributes, followed after its `#endif` by the rest
    /// of a declaration: it belongs to that declaration's attribute list (the compiler's
    /// reading), so it is the declaration's first token.
    func isAttributeConditional(_ start: Int) -> Bool {
        var q = skipDirective(start)
        guard kind(q) == .at else { return false }
        var depth = 1
        var sawAttribute = false
        // Lookahead only, so bounded: a real attribute list is short.
        var steps = 0
        while steps < 64 {
            steps += 1
            switch kind(q) {
            case .at:
                q = attributeEnd(q)
                sawAttribute = true
            case .poundIf:
                depth += 1
                q = skipDirective(q)
            case .poundElseif:
                q = skipDirective(q)
            case .poundElse:
                q += 1
            case .poundEndif:
                depth -= 1
                q += 1
                if depth == 0 {
                    return sawAttribute && (kind(q) == .at || isDeclarationStart(q))
                }
            default:
                return false
            }
        }
        return false
    }

    /// Skips one token, or a whole bracketed group.
    mutating func skipOne() {
        switch kind(pos) {
        case .lbrace, .lparen, .lbracket:
            pos = skipBalanced(pos)
        case .eof:
            break
        default:
            pos += 1
        }
    }

    /// `#if`/`#elseif` and its condition (to the end of the line, longer while parentheses are
    /// open or the line ends in `&&`/`||`).
    func skipDirective(_ start: Int) -> Int {
        var q = start + 1
        var depth = 0
        while true {
            let t = toks[q]
            if t.kind == .eof { return q }
            // An unclosed `(` in a condition must not swallow the file.
            if q - start > 256 && t.startsLine { return q }
            if t.startsLine && depth == 0 {
                let prev = toks[q - 1]
                let continues =
                    prev.kind == .op && prev.end - prev.start == 2
                    && (src[Int(prev.start)] == UInt8(ascii: "&") || src[Int(prev.start)] == UInt8(ascii: "|"))
                if !continues || q == start + 1 { return q }
            }
            switch t.kind {
            case .lparen: depth += 1
            case .rparen: depth = max(0, depth - 1)
            case .lbrace, .rbrace: return q
            default: break
            }
            q += 1
        }
    }

    /// Returns the index after the bracket matching the opener at `open`. A `}` closes any
    /// unclosed `(`/`[` inside it; at EOF a diagnostic names the opener.
    mutating func skipBalanced(_ open: Int) -> Int {
        stack.removeAll(keepingCapacity: true)
        stack.append(kind(open))
        var q = open + 1
        while true {
            let k = kind(q)
            switch k {
            case .lbrace, .lparen, .lbracket:
                stack.append(k)
            case .rbrace:
                // Unclosed parentheses inside a brace group end with it.
                while let top = stack.last, top != .lbrace { stack.removeLast() }
                if stack.isEmpty {
                    // The opener was a `(`/`[` that never closed; leave the `}` to the caller.
                    diagnose(open, "expected '\(kind(open) == .lparen ? ")" : "]")' to match this bracket")
                    return q
                }
                stack.removeLast()
            case .rparen, .rbracket:
                let want: SwiftTokenKind = k == .rparen ? .lparen : .lbracket
                if stack.last == want {
                    stack.removeLast()
                } else if let index = stack.lastIndex(where: { $0 == want || $0 == .lbrace }), stack[index] == want {
                    stack.removeSubrange(index...)
                }
            // Otherwise a stray closer: ignored.
            case .eof:
                let closer = kind(open) == .lbrace ? "}" : kind(open) == .lparen ? ")" : "]"
                diagnose(open, "expected '\(closer)' to match this bracket")
                return q
            default:
                break
            }
            q += 1
            if stack.isEmpty { return q }
        }
    }

    /// Generic arguments after an identifier in an expression (`Dictionary<String, Int>()`):
    /// returns the index after the closing `>` when the tokens up to it can only be a type list.
    func genericArgumentsEnd(_ open: Int) -> Int? {
        var depth = 0
        var q = open
        let limit = min(toks.count - 1, open + 256)
        while q < limit {
            switch kind(q) {
            case .less: depth += 1
            case .greater:
                depth -= 1
                if depth == 0 { return q + 1 }
            case .identifier, .backtickIdentifier, .dot, .comma, .colon, .lbracket, .rbracket,
                .lparen, .rparen, .arrow, .postfixQuestion, .postfixBang, .at:
                break
            case .op:
                let t = toks[q]
                let c = src[Int(t.start)]
                if !(t.end - t.start == 1
                    && (c == UInt8(ascii: "&") || c == UInt8(ascii: "~") || c == UInt8(ascii: "?") || c == UInt8(ascii: "!")))
                {
                    if !(t.end - t.start == 3 && c == UInt8(ascii: ".")) { return nil }
                }
            default:
                return nil
            }
            q += 1
        }
        return nil
    }

    /// `skipBalanced` without diagnostics, for lookahead-only callers.
    func skipBalancedConst(_ open: Int) -> Int {
        var depth = 0
        var q = open
        while true {
            switch kind(q) {
            case .lbrace, .lparen, .lbracket: depth += 1
            case .rbrace, .rparen, .rbracket:
                depth -= 1
                if depth == 0 { return q + 1 }
                if kind(q) == .rbrace && depth < 0 { return q }
            case .eof: return q
            default: break
            }
            q += 1
        }
    }

    /// Skips a declaration that is not reported (functions, initializers, subscripts,
    /// typealiases, imports, operators, precedence groups, macros) including its body.
    mutating func skipDeclaration(_ keywordIndex: Int) -> Int {
        var q = keywordIndex + 1
        let isImport = keyword(keywordIndex) == .import
        // A generic parameter clause may hold line-leading `let` (value generics) or `each`.
        if isName(q) && kind(q + 1) == .less { q += 1 }
        let introducer = keyword(keywordIndex)
        if kind(q) == .less && (q > keywordIndex + 1 || introducer == .`init` || introducer == .subscript) {
            var depth = 0
            while kind(q) != .eof && kind(q) != .lbrace && kind(q) != .rbrace {
                if kind(q) == .less { depth += 1 }
                if kind(q) == .greater {
                    depth -= 1
                    if depth == 0 {
                        q += 1
                        break
                    }
                }
                q += 1
            }
        }
        while true {
            let t = toks[q]
            if t.startsLine && (isImport || isDeclarationStart(q)) { return q }
            switch t.kind {
            case .lbrace:
                return skipBalanced(q)
            case .lparen, .lbracket:
                q = skipBalanced(q)
            case .rbrace, .eof:
                return q
            case .semicolon:
                return q + 1
            default:
                q += 1
            }
        }
    }

    /// `#name<...>(...) { ... } label: { ... }` at declaration level (`#Preview`, `#warning`).
    mutating func skipMacroExpansion(_ start: Int) -> Int {
        var q = start + 1
        if kind(q) == .less && !toks[q].hasSpaceBefore, let end = genericArgumentsEnd(q) { q = end }
        if kind(q) == .lparen && !toks[q].startsLine { q = skipBalanced(q) }
        if kind(q) == .lbrace && !toks[q].startsLine {
            q = skipBalanced(q)
            while isName(q) && kind(q + 1) == .colon && kind(q + 2) == .lbrace {
                q = skipBalanced(q + 2)
            }
        }
        return q
    }

    /// Skips an expression (initializer, raw value) to the `,`, `;`, closing bracket or
    /// declaration start that ends it. A `{` that opens `willSet`/`didSet` ends it too.
    mutating func skipExpression(_ start: Int) -> Int {
        var q = start
        while true {
            let t = toks[q]
            if q > start && t.startsLine && isDeclarationStart(q) { return q }
            switch t.kind {
            case .comma, .semicolon, .rbrace, .rparen, .rbracket, .eof:
                return q
            case .lparen, .lbracket:
                q = skipBalanced(q)
            case .lbrace:
                if isObserverBlock(q) { return q }
                q = skipBalanced(q)
            case .less:
                if q > start && !t.hasSpaceBefore && (kind(q - 1) == .identifier || kind(q - 1) == .backtickIdentifier),
                    let end = genericArgumentsEnd(q)
                {
                    q = end
                } else {
                    q += 1
                }
            default:
                q += 1
            }
        }
    }

    func isObserverBlock(_ brace: Int) -> Bool {
        var q = brace + 1
        while kind(q) == .at { q = attributeEnd(q) }
        let kw = keyword(q)
        return kw == .willSet || kw == .didSet
    }
}
