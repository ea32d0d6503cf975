/// A property's or associated value's type as written, parsed as far as deciding whether it
/// can be compared needs: its shape (optional, array, tuple, closure, existential, ...) and,
/// for a named type, the dotted components with their generic arguments.
///
/// listgen reads source text, so this is syntax only; `Comparability` gives it meaning.
package indirect enum WrittenType: Sendable, Hashable {
    /// `A<B>.C`: each component with its generic arguments.
    case nominal([Component])
    /// `T?` or `T!`.
    case optional(WrittenType)
    /// `[T]`.
    case array(WrittenType)
    /// `[K: V]`.
    case dictionary(key: WrittenType, value: WrittenType)
    /// `(A, B)`: the elements (labels dropped) and the tuple as spelled; `()` has no
    /// elements. One unlabeled element in parentheses is that element, not a tuple.
    case tuple([WrittenType], String)
    /// `(A) -> B`, with any attributes and effects, as spelled.
    case function(String)
    /// `any P`, `any P & Q`, as spelled.
    case existential(String)
    /// `some P`.
    case opaque
    /// `P & Q` without `any`.
    case composition([WrittenType])
    /// `T.Type` or `T.Protocol`, as spelled.
    case metatype(String)
    /// A form listgen does not read (`repeat each T`, a literal, broken text).
    case unparsed

    /// One dotted component of a named type.
    package struct Component: Sendable, Hashable {
        package var name: String
        package var arguments: [WrittenType]
    }

    /// Parses `text`; never fails (what it cannot read is `.unparsed`).
    package static func parse(_ text: String) -> WrittenType {
        var parser = Parser(tokens: Tokenizer.tokens(text))
        let type = parser.type(depth: 0)
        return parser.atEnd ? type : .unparsed
    }

    /// The dotted name of a nominal type without generic arguments (`Outer.Inner`).
    package var dottedName: String? {
        guard case .nominal(let components) = self else { return nil }
        return components.map(\.name).joined(separator: ".")
    }

    /// The type written back from its parts (for messages), spacing normalized.
    package var spelled: String {
        switch self {
        case .nominal(let components):
            return components.map { component in
                component.arguments.isEmpty
                    ? component.name
                    : component.name + "<" + component.arguments.map(\.spelled).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped): return wrapped.spelled + "?"
        case .array(let element): return "[" + element.spelled + "]"
        case .dictionary(let key, let value): return "[" + key.spelled + ": " + value.spelled + "]"
        case .tuple(_, let text), .function(let text), .existential(let text), .metatype(let text): return text
        case .opaque: return "some"
        case .composition(let members): return members.map(\.spelled).joined(separator: " & ")
        case .unparsed: return ""
        }
    }

    fileprivate enum Token: Hashable {
        case word(String)
        case punctuation(Character)
        case arrow
        case attribute(String)

        var text: String {
            switch self {
            case .word(let word): word
            case .punctuation(let character): String(character)
            case .arrow: "->"
            case .attribute(let text): text
            }
        }
    }

    /// Tokens `[from, to)` as text: a space between words and around `->` and `&`, after
    /// `,` and `:`.
    fileprivate static func spell(_ tokens: ArraySlice<Token>) -> String {
        var out = ""
        var previous: Token?
        for token in tokens {
            if let before = previous {
                switch (before, token) {
                case (.word, .word), (.attribute, _), (_, .arrow), (.arrow, _), (.punctuation(","), _), (.punctuation(":"), _),
                    (.punctuation("&"), _), (_, .punctuation("&")), (.word, .attribute), (.punctuation(")"), .word):
                    out += " "
                default:
                    break
                }
            }
            out += token.text
            previous = token
        }
        return out
    }

    fileprivate enum Tokenizer {
        static func tokens(_ text: String) -> [Token] {
            var tokens: [Token] = []
            let scalars = Array(text.unicodeScalars)
            var i = 0
            while i < scalars.count {
                let c = scalars[i]
                if c == " " || c == "\t" || c == "\n" || c == "\r" {
                    i += 1
                } else if c == "-" && i + 1 < scalars.count && scalars[i + 1] == ">" {
                    tokens.append(.arrow)
                    i += 2
                } else if c == "@" {
                    // An attribute and its arguments: `@Sendable`, `@convention(c)`.
                    let start = i
                    i += 1
                    while i < scalars.count, isWordScalar(scalars[i]) { i += 1 }
                    if i < scalars.count, scalars[i] == "(" {
                        var depth = 0
                        while i < scalars.count {
                            if scalars[i] == "(" { depth += 1 }
                            if scalars[i] == ")" { depth -= 1 }
                            i += 1
                            if depth == 0 { break }
                        }
                    }
                    var text = String.UnicodeScalarView()
                    text.append(contentsOf: scalars[start..<i])
                    tokens.append(.attribute(String(text)))
                } else if c == "`" {
                    var j = i + 1
                    while j < scalars.count, scalars[j] != "`" { j += 1 }
                    var word = String.UnicodeScalarView()
                    word.append(contentsOf: scalars[(i + 1)..<min(j, scalars.count)])
                    tokens.append(.word(String(word)))
                    i = j + 1
                } else if isWordScalar(c) {
                    var j = i
                    while j < scalars.count, isWordScalar(scalars[j]) { j += 1 }
                    var word = String.UnicodeScalarView()
                    word.append(contentsOf: scalars[i..<j])
                    tokens.append(.word(String(word)))
                    i = j
                } else {
                    tokens.append(.punctuation(Character(c)))
                    i += 1
                }
            }
            return tokens
        }

        static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
            c == "_" || c == "$" || c.properties.isAlphabetic || ("0"..."9").contains(c) || c.value >= 0x80
        }
    }

    fileprivate struct Parser {
        let tokens: [Token]
        var i = 0

        /// Deeper than any real type: such text is not read.
        static let maxDepth = 32

        var atEnd: Bool { i >= tokens.count }

        func peek(_ offset: Int = 0) -> Token? { i + offset < tokens.count ? tokens[i + offset] : nil }

        mutating func take(_ token: Token) -> Bool {
            guard peek() == token else { return false }
            i += 1
            return true
        }

        mutating func type(depth: Int) -> WrittenType {
            guard depth < Self.maxDepth else { return .unparsed }
            var members = [postfix(depth: depth + 1)]
            while take(.punctuation("&")) { members.append(postfix(depth: depth + 1)) }
            // `~Copyable` in a composition: the suppression says nothing about comparing.
            return members.count == 1 ? members[0] : .composition(members)
        }

        mutating func postfix(depth: Int) -> WrittenType {
            var base = primary(depth: depth)
            // Each `?`, `!` or `.Type` wraps the type once more: it counts as a level, so a
            // long run of them is not read either (a value nested that deep would overflow
            // the stack when it is compared or released).
            var level = depth
            while let token = peek() {
                switch token {
                case .punctuation("?"), .punctuation("!"):
                    guard level < Self.maxDepth else { return skipRest() }
                    level += 1
                    i += 1
                    base = .optional(base)
                case .punctuation(".") where peek(1) == .word("Type") || peek(1) == .word("Protocol"):
                    guard level < Self.maxDepth else { return skipRest() }
                    level += 1
                    i += 2
                    base = .metatype(base.spelled + "." + tokens[i - 1].text)
                default:
                    return base
                }
            }
            return base
        }

        mutating func primary(depth: Int) -> WrittenType {
            // Attributes and ownership modifiers do not change what is compared.
            while let token = peek() {
                if case .attribute = token {
                    i += 1
                    continue
                }
                guard case .word(let word) = token, Self.modifiers.contains(word), let next = peek(1) else { break }
                switch next {
                case .word, .attribute(_), .punctuation("("), .punctuation("["): i += 1
                default: return primaryAfterModifiers(depth: depth)
                }
            }
            return primaryAfterModifiers(depth: depth)
        }

        static let modifiers: Set<String> = ["inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated"]

        mutating func primaryAfterModifiers(depth: Int) -> WrittenType {
            guard let token = peek() else { return .unparsed }
            switch token {
            case .word("any"):
                let start = i
                i += 1
                _ = type(depth: depth + 1)
                return .existential(WrittenType.spell(tokens[start..<i]))
            case .word("some"):
                i += 1
                _ = type(depth: depth + 1)
                return .opaque
            case .word("repeat"), .word("each"):
                return skipRest()
            case .punctuation("~"):
                i += 1
                _ = postfix(depth: depth + 1)
                return .nominal([Component(name: "~", arguments: [])])
            case .punctuation("("):
                return parenthesized(depth: depth)
            case .punctuation("["):
                i += 1
                let first = type(depth: depth + 1)
                if take(.punctuation(":")) {
                    let value = type(depth: depth + 1)
                    return take(.punctuation("]")) ? .dictionary(key: first, value: value) : skipRest()
                }
                return take(.punctuation("]")) ? .array(first) : skipRest()
            case .word(let word):
                i += 1
                var components = [Component(name: word, arguments: genericArguments(depth: depth))]
                while peek() == .punctuation("."), case .word(let next) = peek(1) ?? .arrow, next != "Type", next != "Protocol" {
                    i += 2
                    components.append(Component(name: next, arguments: genericArguments(depth: depth)))
                }
                return .nominal(components)
            default:
                return skipRest()
            }
        }

        /// `( ... )`: a tuple, a parenthesized type, or a function type's parameters.
        mutating func parenthesized(depth: Int) -> WrittenType {
            let start = i
            i += 1
            var elements: [WrittenType] = []
            var labeled = false
            while !take(.punctuation(")")) {
                guard !atEnd else { return .unparsed }
                // `label: T` or `_ name: T`.
                if case .word = peek() ?? .arrow, peek(1) == .punctuation(":") {
                    i += 2
                    labeled = true
                } else if case .word = peek() ?? .arrow, case .word = peek(1) ?? .arrow, peek(2) == .punctuation(":") {
                    i += 3
                    labeled = true
                }
                elements.append(type(depth: depth + 1))
                _ = take(.punctuation("."))  // a variadic `T...`
                _ = take(.punctuation("."))
                _ = take(.punctuation("."))
                if !take(.punctuation(",")) {
                    guard take(.punctuation(")")) else { return skipRest() }
                    break
                }
            }
            // Effects and an arrow make it a function type.
            var isFunction = false
            while let token = peek() {
                if token == .word("async") || token == .word("throws") || token == .word("rethrows") {
                    i += 1
                    if token == .word("throws"), peek() == .punctuation("(") {
                        // Typed throws: `throws(MyError)`.
                        i += 1
                        _ = type(depth: depth + 1)
                        _ = take(.punctuation(")"))
                    }
                    isFunction = true
                } else if token == .arrow {
                    i += 1
                    _ = type(depth: depth + 1)
                    return .function(WrittenType.spell(tokens[Self.attributesStart(tokens, before: start)..<i]))
                } else {
                    break
                }
            }
            if isFunction { return .unparsed }
            if elements.count == 1 && !labeled { return elements[0] }
            return .tuple(elements, WrittenType.spell(tokens[start..<i]))
        }

        mutating func genericArguments(depth: Int) -> [WrittenType] {
            guard take(.punctuation("<")) else { return [] }
            var arguments: [WrittenType] = []
            while !take(.punctuation(">")) {
                guard !atEnd else { return arguments }
                arguments.append(type(depth: depth + 1))
                if !take(.punctuation(",")) {
                    _ = take(.punctuation(">"))
                    break
                }
            }
            return arguments
        }

        /// Where the attributes right before `index` start (`@Sendable (Int) -> Void`).
        static func attributesStart(_ tokens: [Token], before index: Int) -> Int {
            var start = index
            while start > 0, case .attribute = tokens[start - 1] { start -= 1 }
            return start
        }

        mutating func skipRest() -> WrittenType {
            i = tokens.count
            return .unparsed
        }
    }
}
