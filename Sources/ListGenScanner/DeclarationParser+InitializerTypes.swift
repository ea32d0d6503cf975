/// The type of an untyped binding whose initializer says it plainly, for identity.
extension DeclarationParser {
    /// The type of the initializer expression `[start, end)` when it is a literal (`0`,
    /// `1.5`, `""`, `true`), an initializer call of a capitalized type (`UUID()`,
    /// `Foundation.Date(timeIntervalSince1970: 0)`, `Box<Int>(1)`) or of an array or
    /// dictionary type (`[Row]()`); otherwise nil. The whole expression must be that form.
    func inferredType(_ start: Int, _ end: Int) -> String? {
        guard start < end else { return nil }
        let first = toks[start]
        if end == start + 1 {
            switch first.kind {
            case .number:
                let digits = bytes(first)
                if digits.count > 1, digits[0] == UInt8(ascii: "0"), digits[1] | 0x20 == UInt8(ascii: "x") { return "Int" }
                return digits.contains(UInt8(ascii: ".")) || digits.contains { $0 | 0x20 == UInt8(ascii: "e") } ? "Double" : "Int"
            case .string:
                return bytes(first).first == UInt8(ascii: "\"") || bytes(first).first == UInt8(ascii: "#") ? "String" : nil
            case .identifier:
                let word = text(start, end)
                return word == "true" || word == "false" ? "Bool" : nil
            default:
                return nil
            }
        }
        // `[T]()` / `[K: V]()`.
        if first.kind == .lbracket {
            let close = skipBalancedConst(start)
            guard close + 2 == end, kind(close) == .lparen, kind(close + 1) == .rparen else { return nil }
            return text(start, close)
        }
        // `Name(...)`, `A.B(...)`, `Name<T>(...)`.
        guard first.kind == .identifier, let initial = bytes(first).first, initial >= 0x41, initial <= 0x5A else { return nil }
        var q = start + 1
        while kind(q) == .dot, kind(q + 1) == .identifier { q += 2 }
        if kind(q) == .less {
            var depth = 0
            repeat {
                if kind(q) == .less { depth += 1 }
                if kind(q) == .greater { depth -= 1 }
                if kind(q) == .eof { return nil }
                q += 1
            } while depth > 0 && q < end
        }
        guard kind(q) == .lparen, skipBalancedConst(q) == end else { return nil }
        return text(start, q)
    }
}
