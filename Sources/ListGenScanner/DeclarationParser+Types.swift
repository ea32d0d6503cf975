import ListGenModel

/// Type declarations: names, generic clauses, inheritance, `where` clauses and bodies.
extension DeclarationParser {
    /// Ends a type at depth 0 at `=`, `{`, `,`, `:`, `)`, `]`, `;`, `}`, `where` or a line
    /// break that does not continue it; `<`/`>`, `(`/`)` and `[`/`]` nest.
    func typeEnd(_ start: Int) -> Int {
        var q = start
        var depth = 0
        while true {
            let t = toks[q]
            if q > start && depth == 0 && t.startsLine && !continuesTypeOnNewLine(q) { return q }
            switch t.kind {
            case .eof, .lbrace, .rbrace, .semicolon, .string, .regex:
                // A literal never belongs to a type (broken input: stop as the compiler does).
                return q
            case .number:
                if depth == 0 { return q }
            case .less, .lparen, .lbracket:
                depth += 1
            case .greater, .rparen, .rbracket:
                if depth == 0 { return q }
                depth -= 1
            case .comma, .colon:
                if depth == 0 { return q }
            case .op:
                if isOp(q, UInt8(ascii: "=")) { return q }
            case .identifier:
                if depth == 0 && keyword(q) == .where { return q }
                // An unclosed bracket: a line starting with a declaration keyword no type
                // holds is the next member, not more of this type (the caller reports it).
                if depth > 0 && t.startsLine && Self.endsUnclosedType(keyword(q)) { return q }
            default:
                break
            }
            q += 1
        }
    }

    private static func endsUnclosedType(_ keyword: SwiftKeyword?) -> Bool {
        switch keyword {
        case .let, .var, .func, .case, .struct, .enum, .`init`, .deinit, .subscript, .typealias, .extension, .protocol, .import:
            return true
        default:
            return false
        }
    }

    /// Whether the brackets of `[start, end)` close: a type cut short by `typeEnd` at the
    /// next member does not.
    func bracketsBalance(_ start: Int, _ end: Int) -> Bool {
        var depth = 0
        for q in start..<end {
            switch kind(q) {
            case .lparen, .lbracket, .less: depth += 1
            case .rparen, .rbracket, .greater: depth -= 1
            default: break
            }
        }
        return depth == 0
    }

    /// Whether a line-leading token at depth 0 continues the type before it: `-> R`,
    /// `.Member`, `& P`, effects, or the `(` of a function type after attributes.
    func continuesTypeOnNewLine(_ q: Int) -> Bool {
        switch kind(q) {
        case .arrow, .dot:
            return true
        case .op:
            return src[Int(toks[q].start)] == UInt8(ascii: "&")
        case .lparen:
            return q >= 2 && kind(q - 2) == .at
        case .identifier:
            let w = bytes(toks[q])
            return SwiftKeywords.equals(w, "throws") || SwiftKeywords.equals(w, "async") || SwiftKeywords.equals(w, "rethrows")
        default:
            return false
        }
    }

    mutating func parseType(first: Int, keywordIndex: Int, kw: SwiftKeyword, owner: Owner?) {
        let (attributes, modifiers, access) = prefix(first, keywordIndex)
        let kind: Declaration.Kind
        switch kw {
        case .struct: kind = .struct
        case .class: kind = .class
        case .enum: kind = .enum
        case .protocol: kind = .protocol
        case .actor: kind = .actor
        default: kind = .extension
        }
        var p = keywordIndex + 1
        let nameIndex = p
        let name: String
        if kind == .extension {
            let end = typeEnd(p)
            name = text(p, end)
            p = end
        } else if isName(p) && !(toks[p].startsLine && isDeclarationStart(p)) {
            name = self.name(p)
            p += 1
        } else {
            diagnose(p, "expected a name after '\(kind.rawValue)'")
            name = ""
        }
        var genericParameters: [String] = []
        var genericClause: String?
        if kind != .extension && self.kind(p) == .less {
            let end = parseGenericParameters(p, into: &genericParameters)
            genericClause = text(p, end)
            p = end
        }
        var inherited: [String] = []
        if self.kind(p) == .colon {
            p += 1
            while true {
                let end = typeEnd(p)
                if end > p { inherited.append(text(p, end)) }
                p = end
                if self.kind(p) == .comma {
                    p += 1
                    continue
                }
                break
            }
        }
        var whereClause: String?
        if keyword(p) == .where {
            p += 1
            var end = p
            while true {
                let t = toks[end]
                if t.kind == .lbrace || t.kind == .rbrace || t.kind == .eof || t.kind == .semicolon { break }
                if end > p && t.startsLine && isDeclarationStart(end) { break }
                if t.kind == .lparen || t.kind == .lbracket {
                    end = skipBalanced(end)
                } else {
                    end += 1
                }
            }
            whereClause = text(p, end)
            p = end
        }
        // An extension's scope is its written type wherever it stands.
        let qualified = kind == .extension ? name : owner.map { $0.qualifiedName + "." + name } ?? name
        var declaration = Declaration(
            kind: kind, name: name, qualifiedName: qualified, location: location(keywordIndex),
            nameLocation: location(nameIndex), access: access, modifiers: modifiers,
            genericParameters: genericParameters, genericParameterClause: genericClause,
            genericWhereClause: whereClause, inheritedTypes: inherited, attributes: attributes,
            annotations: annotations(first: first, keyword: keywordIndex))
        declaration.condition = Self.conjunction(owner.flatMap { declarations[$0.index].condition }, bodyCondition)
        let index = declarations.count
        declarations.append(declaration)
        if self.kind(p) == .lbrace && depth >= DeclarationParser.maxDepth {
            // Deeper nesting than any real code: skipped rather than recursed into.
            diagnose(p, "declarations nested too deeply; the body is skipped")
            pos = skipBalanced(p)
            // Its text ends with the skipped body, so the error stands in it and it gets no
            // code (listgen never saw its members).
            declarations[index].bodyEnd = location(max(p, pos - 1))
        } else if self.kind(p) == .lbrace {
            pos = p + 1
            depth += 1
            parseMembers(owner: Owner(index: index, qualifiedName: qualified, isEnum: kind == .enum), openBrace: p)
            depth -= 1
            // `parseMembers` stops after the closing brace, or at the end of the file.
            declarations[index].bodyEnd = location(self.kind(pos) == .eof || pos == 0 ? pos : pos - 1)
        } else {
            diagnose(p, "expected '{' in \(kind.rawValue) declaration")
            pos = max(p, keywordIndex + 1)
        }
    }

    /// Names of a generic parameter clause (or a protocol's primary associated types).
    func parseGenericParameters(_ open: Int, into names: inout [String]) -> Int {
        var q = open + 1
        var depth = 1
        var itemStart = true
        while true {
            let t = toks[q]
            switch t.kind {
            case .less, .lparen, .lbracket:
                depth += 1
            case .greater, .rparen, .rbracket:
                depth -= 1
                if depth == 0 { return q + 1 }
            case .comma:
                if depth == 1 { itemStart = true }
            case .identifier, .backtickIdentifier:
                if depth == 1 && itemStart {
                    let kw = keyword(q)
                    if (kw == .each || kw == .let) && isName(q + 1) {
                        q += 1
                    }
                    names.append(name(q))
                    itemStart = false
                }
            case .eof, .lbrace, .rbrace, .semicolon:
                return q
            default:
                break
            }
            q += 1
        }
    }
}
