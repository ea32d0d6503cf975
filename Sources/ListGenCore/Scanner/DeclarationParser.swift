/// Reads declarations out of a token stream (see `SwiftLexer`).
///
/// Only file scope, type/extension bodies and `#if` blocks there are parsed; every other
/// brace group (function and accessor bodies, closures, initializers, macro bodies) is
/// skipped as a balanced unit, so local types and variables never become members.
/// Every loop consumes at least one token per iteration, so the parser always ends.
struct DeclarationParser {
    let src: UnsafePointer<UInt8>
    let toks: UnsafeBufferPointer<SwiftToken>
    let lineStarts: UnsafeBufferPointer<Int32>
    let rawAnnotations: [RawAnnotation]
    let path: String

    var pos = 0
    var declarations: [Declaration] = []
    var diagnostics: [Diagnostic] = []
    /// How many type bodies enclose the current position, and the most that are parsed
    /// (recursion depth is bounded so no input can exhaust the stack).
    private var depth = 0
    static let maxDepth = 64
    /// Reused stack of open brackets for `skipBalanced`.
    private var stack: [SwiftTokenKind] = []

    init(src: UnsafePointer<UInt8>, tokens: UnsafeBufferPointer<SwiftToken>, lineStarts: UnsafeBufferPointer<Int32>,
         annotations: [RawAnnotation], path: String) {
        self.src = src
        self.toks = tokens
        self.lineStarts = lineStarts
        self.rawAnnotations = annotations
        self.path = path
    }

    /// The enclosing type of a member list.
    struct Owner {
        var index: Int
        var qualifiedName: String
        var isEnum: Bool
    }

    // MARK: - Small helpers

    @inline(__always) func kind(_ i: Int) -> SwiftTokenKind { toks[i].kind }

    func bytes(_ t: SwiftToken) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: src + Int(t.start), count: Int(t.end - t.start))
    }

    func keyword(_ i: Int) -> SwiftKeyword {
        let t = toks[i]
        guard t.kind == .identifier else { return .none }
        return SwiftKeywords.classify(bytes(t))
    }

    func location(_ i: Int) -> SourceLocation {
        let t = toks[i]
        let lineIndex = Int(t.line) - 1
        let lineStart = lineIndex >= 0 && lineIndex < lineStarts.count ? Int(lineStarts[lineIndex]) : 0
        return SourceLocation(line: Int(t.line), column: Int(t.start) - lineStart + 1)
    }

    func isOp(_ i: Int, _ c: UInt8) -> Bool {
        let t = toks[i]
        return t.kind == .op && t.end - t.start == 1 && src[Int(t.start)] == c
    }

    /// An identifier's name without backticks.
    func name(_ i: Int) -> String {
        let t = toks[i]
        if t.kind == .backtickIdentifier {
            return String(decoding: UnsafeBufferPointer(start: src + Int(t.start) + 1, count: Int(t.end - t.start) - 2), as: UTF8.self)
        }
        return String(decoding: bytes(t), as: UTF8.self)
    }

    func isName(_ i: Int) -> Bool {
        let k = kind(i)
        return k == .identifier || k == .backtickIdentifier
    }

    /// Source text of tokens `[from, to)` with whitespace runs collapsed to one space.
    func text(_ from: Int, _ to: Int) -> String {
        guard from < to else { return "" }
        let a = Int(toks[from].start)
        let b = Int(toks[to - 1].end)
        return TextCollapse.collapsed(src, a, b)
    }

    /// Reports a problem; after `maxDiagnostics` only a final note says more were dropped
    /// (a file of stray braces must not produce one line per byte).
    mutating func diagnose(_ i: Int, _ message: String) {
        if diagnostics.count < DeclarationParser.maxDiagnostics {
            diagnostics.append(Diagnostic(.error, message, path: path, location: location(i)))
        } else if diagnostics.count == DeclarationParser.maxDiagnostics {
            diagnostics.append(Diagnostic(.note, "too many problems; the rest of this file's are not reported",
                                          path: path, location: location(i)))
        }
    }

    static let maxDiagnostics = 100

    // MARK: - Driver

    mutating func parseFile() {
        parseMembers(owner: nil, openBrace: nil)
    }

    /// Parses a member list up to (and including) the `}` that closes `openBrace`, or to EOF
    /// at file scope.
    mutating func parseMembers(owner: Owner?, openBrace: Int?) {
        while true {
            switch kind(pos) {
            case .eof:
                if let openBrace {
                    diagnose(openBrace, "expected '}' to close the body of '\(owner?.qualifiedName ?? "")'")
                }
                return
            case .rbrace:
                if openBrace != nil {
                    pos += 1
                    return
                }
                diagnose(pos, "unexpected '}' at file scope")
                pos += 1
            case .poundIf:
                if isAttributeConditional(pos) {
                    _ = parseDeclaration(owner: owner)
                } else {
                    pos = skipDirective(pos)
                }
            case .poundElseif:
                pos = skipDirective(pos)
            case .poundElse, .poundEndif, .semicolon:
                pos += 1
            default:
                if !parseDeclaration(owner: owner) {
                    skipOne()
                }
            }
        }
    }

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
                let continues = prev.kind == .op && prev.end - prev.start == 2
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
                if !(t.end - t.start == 1 && (c == UInt8(ascii: "&") || c == UInt8(ascii: "~") || c == UInt8(ascii: "?") || c == UInt8(ascii: "!"))) {
                    if !(t.end - t.start == 3 && c == UInt8(ascii: ".")) { return nil }
                }
            default:
                return nil
            }
            q += 1
        }
        return nil
    }

    // MARK: - Declaration starts

    /// Whether a modifier keyword at `i` is used as a modifier (followed by more of the
    /// declaration), returning the index after it and its detail.
    func modifierEnd(_ i: Int, _ kw: SwiftKeyword) -> Int? {
        var after = i + 1
        if kw.takesDetail && kind(after) == .lparen && isName(after + 1) && kind(after + 2) == .rparen {
            after += 3
        }
        switch kind(after) {
        case .identifier, .backtickIdentifier:
            if kw == .class {
                let next = keyword(after)
                switch next {
                case .func, .var, .let, .subscript, .typealias, .`init`:
                    return after
                default:
                    return next.isModifier ? after : nil
                }
            }
            return after
        case .at:
            return kw == .class ? nil : after
        default:
            return nil
        }
    }

    /// Whether a declaration (or a directive) starts at `i`; used to end expressions and
    /// signatures at line starts.
    func isDeclarationStart(_ i: Int) -> Bool {
        switch kind(i) {
        case .at, .poundIf, .poundElseif, .poundElse, .poundEndif:
            return true
        case .identifier:
            let kw = keyword(i)
            switch kw {
            case .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .typealias,
                 .associatedtype, .import, .let, .var, .case, .precedencegroup:
                return true
            case .actor, .macro, .operator:
                return isName(i + 1)
            case .class:
                return true
            case .none:
                return false
            default:
                return kw.isModifier && modifierEnd(i, kw) != nil
            }
        default:
            return false
        }
    }

    // MARK: - Declarations

    /// Parses one declaration at `pos` if one starts there; returns false (consuming nothing)
    /// otherwise.
    mutating func parseDeclaration(owner: Owner?) -> Bool {
        if pos > 0 && kind(pos - 1) == .dot { return false }
        let first = pos
        var p = pos
        var isStatic = false
        // Only positions here: the texts are made by `prefix` for declarations that are reported.
        while true {
            let k = kind(p)
            if k == .at {
                p = attributeEnd(p)
                continue
            }
            if (k == .poundIf || k == .poundElseif || k == .poundElse || k == .poundEndif) && (p > first || k == .poundIf) {
                // `#if` around some attributes: every branch's attributes count.
                p = k == .poundIf || k == .poundElseif ? skipDirective(p) : p + 1
                continue
            }
            if k == .identifier {
                let kw = keyword(p)
                if kw.isModifier || kw == .class, let end = modifierEnd(p, kw) {
                    if kw == .static || kw == .class { isStatic = true }
                    p = end
                    continue
                }
            }
            break
        }
        let kw = keyword(p)
        switch kw {
        case .struct, .class, .enum, .protocol, .extension:
            parseType(first: first, keywordIndex: p, kw: kw, owner: owner)
            return true
        case .actor where isName(p + 1):
            parseType(first: first, keywordIndex: p, kw: kw, owner: owner)
            return true
        case .let, .var:
            parseVariable(first: first, keywordIndex: p, isStatic: isStatic, owner: owner)
            return true
        case .case where owner?.isEnum == true:
            parseCase(first: first, keywordIndex: p, owner: owner)
            return true
        case .func, .`init`, .deinit, .subscript, .typealias, .associatedtype, .import, .precedencegroup:
            pos = skipDeclaration(p)
            return true
        case .operator, .macro:
            if isName(p + 1) || kind(p + 1) == .op || kind(p + 1) == .less || kind(p + 1) == .greater || p > first {
                pos = skipDeclaration(p)
                return true
            }
        default:
            if kind(p) == .poundIdentifier && (p > first || toks[p].startsLine || owner != nil) {
                pos = skipMacroExpansion(p)
                return true
            }
        }
        if p > first {
            pos = p
            return true
        }
        return false
    }

    /// Attributes, modifiers and access of the declaration prefix `[first, end)`, as written.
    func prefix(_ first: Int, _ end: Int) -> (attributes: [String], modifiers: [String], access: String?) {
        var attributes: [String] = []
        var modifiers: [String] = []
        var access: String?
        var p = first
        while p < end {
            let k = kind(p)
            if k == .at {
                let e = attributeEnd(p)
                attributes.append(text(p, e))
                p = e
            } else if k == .poundIf || k == .poundElseif {
                p = skipDirective(p)
            } else if k == .identifier, case let kw = keyword(p), kw.isModifier || kw == .class, let e = modifierEnd(p, kw) {
                if kw.isAccess && e == p + 1 && access == nil {
                    access = text(p, e)
                } else {
                    modifiers.append(text(p, e))
                }
                p = e
            } else {
                p += 1
            }
        }
        return (attributes, modifiers, access)
    }

    /// `@name`, `@A.B`, `@Wrapper<T>`, then an argument list on the same line.
    func attributeEnd(_ at: Int) -> Int {
        var q = at + 1
        guard isName(q) else { return q }
        q += 1
        while kind(q) == .dot && isName(q + 1) && !toks[q].hasSpaceBefore { q += 2 }
        if kind(q) == .less && !toks[q].hasSpaceBefore, let end = genericArgumentsEnd(q) {
            q = end
        }
        if kind(q) == .lparen && !toks[q].startsLine {
            q = skipBalancedConst(q)
        }
        return q
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
                   let end = genericArgumentsEnd(q) {
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

    /// Ends a type at depth 0 at `=`, `{`, `,`, `:`, `)`, `]`, `;`, `}` or a line that starts a
    /// declaration. `<`/`>`, `(`/`)` and `[`/`]` nest.
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
            default:
                break
            }
            q += 1
        }
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

    // MARK: - Types

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
        let declaration = Declaration(
            kind: kind, name: name, qualifiedName: qualified, location: location(keywordIndex),
            nameLocation: location(nameIndex), access: access, modifiers: modifiers,
            genericParameters: genericParameters, genericParameterClause: genericClause,
            genericWhereClause: whereClause, inheritedTypes: inherited, attributes: attributes,
            annotations: annotations(first: first, keyword: keywordIndex))
        let index = declarations.count
        declarations.append(declaration)
        if self.kind(p) == .lbrace && depth >= DeclarationParser.maxDepth {
            // Deeper nesting than any real code: skipped rather than recursed into.
            diagnose(p, "declarations nested too deeply; the body is skipped")
            pos = skipBalanced(p)
        } else if self.kind(p) == .lbrace {
            pos = p + 1
            depth += 1
            parseMembers(owner: Owner(index: index, qualifiedName: qualified, isEnum: kind == .enum), openBrace: p)
            depth -= 1
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

    // MARK: - Properties

    mutating func parseVariable(first: Int, keywordIndex: Int, isStatic: Bool, owner: Owner?) {
        let (attributes, modifiers, access) = owner == nil ? ([], [], nil) : prefix(first, keywordIndex)
        let binding: Property.Binding = keyword(keywordIndex) == .let ? .let : .var
        let notes = owner == nil ? [] : annotations(first: first, keyword: keywordIndex)
        var p = keywordIndex + 1
        while true {
            let patternStart = p
            if isName(p) {
                p += 1
            } else if kind(p) == .lparen {
                p = skipBalanced(p)
            } else {
                break
            }
            let patternEnd = p
            var typeRange: (Int, Int)?
            if kind(p) == .colon {
                let end = typeEnd(p + 1)
                typeRange = (p + 1, end)
                p = end
            }
            var hasInitializer = false
            if isOp(p, UInt8(ascii: "=")) {
                hasInitializer = true
                p = skipExpression(p + 1)
            }
            var computed = false
            if kind(p) == .lbrace {
                let (isComputed, end) = accessorBlock(p)
                computed = binding == .var && isComputed
                p = end
            }
            if let owner {
                var bound: [(Int, String?)] = []
                bind(patternStart, patternEnd, type: typeRange, into: &bound)
                for (index, type) in bound {
                    declarations[owner.index].properties.append(Property(
                        name: name(index), type: type, binding: binding, isStatic: isStatic,
                        isComputed: computed, hasInitializer: hasInitializer, access: access,
                        modifiers: modifiers, attributes: attributes, annotations: notes,
                        location: location(index)))
                }
            }
            if kind(p) == .comma {
                p += 1
                continue
            }
            break
        }
        pos = max(p, keywordIndex + 1)
    }

    /// The names a pattern `[a, b)` binds, each with its type: the whole annotation for a
    /// name, the matching element of a tuple annotation of the same arity for a tuple
    /// pattern (recursively), else nil.
    func bind(_ a: Int, _ b: Int, type: (Int, Int)?, into out: inout [(Int, String?)], level: Int = 0) {
        guard a < b, level < 32 else { return }
        if b - a == 1 && isName(a) {
            if !isWildcard(a) { out.append((a, type.map { text($0.0, $0.1) })) }
            return
        }
        if kind(a) == .lparen && skipBalancedConst(a) == b {
            let elements = topLevelItems(a, b)
            var types: [(Int, Int)]?
            if let type, kind(type.0) == .lparen, skipBalancedConst(type.0) == type.1 {
                let items = topLevelItems(type.0, type.1).map { stripLabel($0.0, $0.1) }
                if items.count == elements.count { types = items }
            }
            for (k, element) in elements.enumerated() {
                bind(element.0, element.1, type: types?[k], into: &out, level: level + 1)
            }
            return
        }
        // Anything else (a labeled element): its names, untyped.
        var q = a
        while q < b {
            if isName(q) && !isWildcard(q) && kind(q + 1) != .colon { out.append((q, nil)) }
            q += 1
        }
    }

    func isWildcard(_ q: Int) -> Bool {
        kind(q) == .identifier && toks[q].end - toks[q].start == 1 && src[Int(toks[q].start)] == UInt8(ascii: "_")
    }

    /// The comma-separated items inside the parentheses `[open, end)`.
    func topLevelItems(_ open: Int, _ end: Int) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var q = open + 1
        var itemStart = q
        var depth = 0
        let close = end - 1
        while q < close {
            switch kind(q) {
            case .lparen, .lbracket, .less, .lbrace: depth += 1
            case .rparen, .rbracket, .greater, .rbrace: depth -= 1
            case .comma:
                if depth == 0 {
                    result.append((itemStart, q))
                    itemStart = q + 1
                }
            default: break
            }
            q += 1
        }
        if itemStart < close || !result.isEmpty { result.append((itemStart, close)) }
        return result
    }

    /// A tuple type element without its `label:` (or `_ name:`).
    func stripLabel(_ a: Int, _ b: Int) -> (Int, Int) {
        if isName(a) && kind(a + 1) == .colon && a + 2 < b { return (a + 2, b) }
        if isName(a) && isName(a + 1) && kind(a + 2) == .colon && a + 3 < b { return (a + 3, b) }
        return (a, b)
    }

    /// Classifies the `{ ... }` after a binding: an accessor list or a getter body. Returns
    /// whether it computes the value and the index after it.
    mutating func accessorBlock(_ brace: Int) -> (Bool, Int) {
        let end = skipBalanced(brace)
        var q = brace + 1
        while kind(q) == .at { q = attributeEnd(q) }
        while true {
            let kw = keyword(q)
            if kw == .mutating || kw == .nonmutating || kw == .underscoredConsuming || kw == .consuming
                || kw == .borrowing || kw.isAccess {
                if kind(q + 1) == .lparen { break }
                q += 1
            } else {
                break
            }
        }
        let first = keyword(q)
        guard first.isAccessor, isAccessorFollower(q + 1, first) else {
            return (true, end)
        }
        // An accessor list: look at the accessor names at depth 1.
        var computed = false
        var depth = 0
        var r = brace + 1
        while r < end - 1 {
            switch kind(r) {
            case .lbrace, .lparen, .lbracket: depth += 1
            case .rbrace, .rparen, .rbracket: depth -= 1
            case .identifier:
                if depth == 0 && kind(r - 1) != .at && keyword(r).isComputingAccessor { computed = true }
            default: break
            }
            r += 1
        }
        return (computed, end)
    }

    func isAccessorFollower(_ q: Int, _ accessor: SwiftKeyword) -> Bool {
        switch kind(q) {
        case .lbrace, .rbrace, .semicolon, .identifier, .at:
            return true
        case .lparen:
            return accessor == .set || accessor == .willSet || accessor == .didSet || accessor == .`init`
        default:
            return toks[q].startsLine
        }
    }

    // MARK: - Enum cases

    mutating func parseCase(first: Int, keywordIndex: Int, owner: Owner?) {
        let notes = annotations(first: first, keyword: keywordIndex)
        var p = keywordIndex + 1
        while isName(p) {
            let nameIndex = p
            p += 1
            var values: [EnumCase.AssociatedValue] = []
            if kind(p) == .lparen {
                let end = skipBalanced(p)
                values = associatedValues(p, end)
                p = end
            }
            var rawValue: String?
            if isOp(p, UInt8(ascii: "=")) {
                let end = skipExpression(p + 1)
                rawValue = text(p + 1, end)
                p = end
            }
            if let owner {
                declarations[owner.index].cases.append(EnumCase(
                    name: name(nameIndex), associatedValues: values, rawValue: rawValue,
                    annotations: notes, location: location(nameIndex)))
            }
            if kind(p) == .comma {
                p += 1
                continue
            }
            break
        }
        pos = max(p, keywordIndex + 1)
    }

    /// The items of `( ... )` at `[open, end)`: label (or nil) and type, defaults dropped.
    func associatedValues(_ open: Int, _ end: Int) -> [EnumCase.AssociatedValue] {
        var result: [EnumCase.AssociatedValue] = []
        let close = kind(end - 1) == .rparen ? end - 1 : end
        var q = open + 1
        var itemStart = q
        var depth = 0
        var equals: Int?
        while q <= close {
            let k = q == close ? SwiftTokenKind.comma : kind(q)
            switch k {
            case .lparen, .lbracket, .less, .lbrace: depth += 1
            case .rparen, .rbracket, .greater, .rbrace: depth -= 1
            case .op:
                if depth == 0 && equals == nil && isOp(q, UInt8(ascii: "=")) { equals = q }
            case .comma:
                if depth == 0 {
                    if let value = associatedValue(itemStart, equals ?? q) { result.append(value) }
                    itemStart = q + 1
                    equals = nil
                }
            default: break
            }
            q += 1
        }
        return result
    }

    func associatedValue(_ a: Int, _ b: Int) -> EnumCase.AssociatedValue? {
        guard a < b else { return nil }
        if isName(a) && kind(a + 1) == .colon && a + 2 < b {
            let label = name(a)
            return EnumCase.AssociatedValue(label: label == "_" ? nil : label, type: text(a + 2, b))
        }
        if isName(a) && isName(a + 1) && kind(a + 2) == .colon && a + 3 < b {
            let label = name(a)
            return EnumCase.AssociatedValue(label: label == "_" ? nil : label, type: text(a + 3, b))
        }
        return EnumCase.AssociatedValue(label: nil, type: text(a, b))
    }

    // MARK: - Annotations

    /// Annotations for a declaration whose first token is `first` and keyword `keyword`:
    /// comments on their own line directly above `first`, and any directly before one of
    /// its later attributes, modifiers or the keyword (not inside attribute arguments),
    /// none followed by a blank line.
    func annotations(first: Int, keyword: Int) -> [Annotation] {
        guard !rawAnnotations.isEmpty else { return [] }
        var lo = 0
        var hi = rawAnnotations.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(rawAnnotations[mid].tokenIndex) < first { lo = mid + 1 } else { hi = mid }
        }
        guard lo < rawAnnotations.count && Int(rawAnnotations[lo].tokenIndex) <= keyword else { return [] }
        // Where the prefix's elements start: comments right before them count.
        var starts: [Int] = [keyword]
        var p = first
        while p < keyword {
            starts.append(p)
            switch kind(p) {
            case .at:
                p = attributeEnd(p)
            case .poundIf, .poundElseif:
                p = skipDirective(p)
            case .identifier:
                let kw = self.keyword(p)
                p = (kw.isModifier || kw == .class ? modifierEnd(p, kw) : nil) ?? p + 1
            default:
                p += 1
            }
        }
        var result: [Annotation] = []
        var k = lo
        while k < rawAnnotations.count && Int(rawAnnotations[k].tokenIndex) <= keyword {
            let a = rawAnnotations[k]
            let at = Int(a.tokenIndex)
            let counts = at == first ? a.ownLine : starts.contains(at)
            if !a.blankAfter && counts {
                let text = String(decoding: UnsafeBufferPointer(start: src + Int(a.textStart), count: Int(a.textEnd - a.textStart)), as: UTF8.self)
                result.append(Annotation(text: text, location: SourceLocation(line: Int(a.line), column: Int(a.column))))
            }
            k += 1
        }
        return result
    }
}
