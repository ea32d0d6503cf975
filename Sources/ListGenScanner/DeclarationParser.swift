import ListGenModel

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
    var imports: [ImportDeclaration] = []
    var typeAliases: [TypeAlias] = []
    var diagnostics: [Diagnostic] = []
    /// How many type bodies enclose the current position, and the most that are parsed
    /// (recursion depth is bounded so no input can exhaust the stack).
    var depth = 0
    static let maxDepth = 64
    /// Reused stack of open brackets for `skipBalanced`.
    var stack: [SwiftTokenKind] = []

    init(
        src: UnsafePointer<UInt8>, tokens: UnsafeBufferPointer<SwiftToken>, lineStarts: UnsafeBufferPointer<Int32>,
        annotations: [RawAnnotation], path: String
    ) {
        self.src = src
        self.toks = tokens
        self.lineStarts = lineStarts
        self.rawAnnotations = annotations
        self.path = path
    }

    /// The enclosing type of a member list.
    /// Open `#if` blocks, outermost first (see `DeclarationParser+Conditions`).
    var conditionFrames: [ConditionFrame] = []
    /// Where the current body's own `#if` blocks start in `conditionFrames`.
    var bodyConditionBase = 0

    struct Owner {
        var index: Int
        var qualifiedName: String
        var isEnum: Bool
    }

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
            diagnostics.append(
                Diagnostic(
                    .note, "too many problems; the rest of this file's are not reported",
                    path: path, location: location(i)))
        }
    }

    static let maxDiagnostics = 100

    mutating func parseFile() {
        parseMembers(owner: nil, openBrace: nil)
    }

    /// Parses a member list up to (and including) the `}` that closes `openBrace`, or to EOF
    /// at file scope.
    mutating func parseMembers(owner: Owner?, openBrace: Int?) {
        let savedBase = bodyConditionBase
        let savedCount = conditionFrames.count
        bodyConditionBase = savedCount
        defer {
            // An `#if` left open by a malformed body ends with it.
            conditionFrames.removeSubrange(min(savedCount, conditionFrames.count)...)
            bodyConditionBase = savedBase
        }
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
                    let end = skipDirective(pos)
                    openCondition(pos, end: end)
                    pos = end
                }
            case .poundElseif:
                let end = skipDirective(pos)
                nextCondition(pos, end: end)
                pos = end
            case .poundElse:
                lastCondition()
                pos += 1
            case .poundEndif:
                closeCondition()
                pos += 1
            case .semicolon:
                pos += 1
            default:
                if !parseDeclaration(owner: owner) {
                    skipOne()
                }
            }
        }
    }

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
        case .import:
            let end = skipDeclaration(p)
            if owner == nil { recordImport(first, end) }
            pos = end
            return true
        case .func, .`init`:
            let end = skipDeclaration(p)
            if let owner { recordFunction(p, end: end, owner: owner) }
            pos = end
            return true
        case .typealias:
            let end = skipDeclaration(p)
            recordTypeAlias(first: first, p, end: end, owner: owner)
            pos = end
            return true
        case .deinit, .subscript, .associatedtype, .precedencegroup:
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

    /// A file-scope import spanning tokens `[first, end)`, up to a `;`.
    mutating func recordImport(_ first: Int, _ end: Int) {
        var last = first
        while last < end, kind(last) != .semicolon { last += 1 }
        // `[@attributes] [access] import [kind] Module[.Path]`
        var accessLevel: String?
        var module = ""
        var i = first
        while i < last {
            if kind(i) == .at {
                i = attributeEnd(i)
                continue
            }
            let word = keyword(i)
            if word == .import {
                // Only tokens before `last` (which is at most the end-of-file token) are read.
                var m = i + 1
                if m < last, [.struct, .class, .enum, .protocol, .typealias, .func, .var, .let].contains(keyword(m)) {
                    m += 1  // `import struct Module.Type`
                }
                if m < last, isName(m) { module = name(m) }
                break
            }
            if word.isAccess { accessLevel = text(i, i + 1) }
            i += 1
        }
        imports.append(
            ImportDeclaration(
                text: text(first, last), condition: bodyCondition, location: location(first),
                module: module, accessLevel: accessLevel))
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
}
