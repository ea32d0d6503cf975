import ListGenModel

/// Members: `let`/`var` bindings (patterns, types, initializers, accessors) and enum cases.
extension DeclarationParser {
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
                if !bracketsBalance(p + 1, end) {
                    diagnose(p + 1, "unclosed bracket in the type of '\(text(patternStart, patternEnd))'")
                }
                typeRange = (p + 1, end)
                p = end
            }
            var hasInitializer = false
            var initializerType: String?
            if isOp(p, UInt8(ascii: "=")) {
                hasInitializer = true
                let end = skipExpression(p + 1)
                if typeRange == nil { initializerType = inferredType(p + 1, end) }
                p = end
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
                let condition = bodyCondition
                for (index, type) in bound {
                    var property = Property(
                        name: name(index), type: type, binding: binding, isStatic: isStatic,
                        isComputed: computed, hasInitializer: hasInitializer, access: access,
                        modifiers: modifiers, attributes: attributes, annotations: notes,
                        location: location(index))
                    property.condition = condition
                    if bound.count == 1 { property.initializerType = initializerType }
                    declarations[owner.index].properties.append(property)
                }
            }
            if kind(p) == .comma {
                p += 1
                // `var a: Int,` then `var b: Int`: a dangling comma, not a binding named `var`.
                if toks[p].startsLine, isDeclarationStart(p) {
                    diagnose(p - 1, "expected another name after ',' in this '\(binding.rawValue)' declaration; remove the ','")
                    break
                }
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
                || kw == .borrowing || kw.isAccess
            {
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
                var enumCase = EnumCase(
                    name: name(nameIndex), associatedValues: values, rawValue: rawValue,
                    annotations: notes, location: location(nameIndex))
                enumCase.condition = bodyCondition
                declarations[owner.index].cases.append(enumCase)
            }
            if kind(p) == .comma {
                p += 1
                // `case a,` then `case b`: a dangling comma, not a case named `case`.
                if toks[p].startsLine, isDeclarationStart(p) {
                    diagnose(p - 1, "expected another name after ',' in this 'case' declaration; remove the ','")
                    break
                }
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
}
