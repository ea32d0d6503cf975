/// `#if` blocks among members: the scanner reads every branch (so it agrees with the
/// compiler's parser on declarations), and records under which condition each member
/// stands, so generated code can reproduce it.
extension DeclarationParser {
    /// One open `#if` block: the conditions of its branches so far, and the current
    /// branch's condition (the earlier ones negated, then its own).
    struct ConditionFrame {
        var earlier: [String]
        var clause: String
    }

    /// `#if COND` at `index`, whose directive ends before `end`.
    mutating func openCondition(_ index: Int, end: Int) {
        let condition = directiveCondition(index, end)
        conditionFrames.append(ConditionFrame(earlier: [condition], clause: Self.atom(condition)))
    }

    /// `#elseif COND` at `index`.
    mutating func nextCondition(_ index: Int, end: Int) {
        guard conditionFrames.count > bodyConditionBase, var frame = conditionFrames.popLast() else { return }
        let condition = directiveCondition(index, end)
        frame.clause = (frame.earlier.map(Self.negated) + [Self.atom(condition)]).joined(separator: " && ")
        frame.earlier.append(condition)
        conditionFrames.append(frame)
    }

    /// `#else`.
    mutating func lastCondition() {
        guard conditionFrames.count > bodyConditionBase, var frame = conditionFrames.popLast() else { return }
        frame.clause = frame.earlier.map(Self.negated).joined(separator: " && ")
        conditionFrames.append(frame)
    }

    /// `#endif`.
    mutating func closeCondition() {
        if conditionFrames.count > bodyConditionBase { conditionFrames.removeLast() }
    }

    /// The condition of the `#if` blocks opened in the current body, or nil.
    var bodyCondition: String? {
        guard conditionFrames.count > bodyConditionBase else { return nil }
        return conditionFrames[bodyConditionBase...].map(\.clause).joined(separator: " && ")
    }

    /// Both conditions, either may be nil.
    static func conjunction(_ a: String?, _ b: String?) -> String? {
        switch (a, b) {
        case (nil, nil): nil
        case (let a?, nil): a
        case (nil, let b?): b
        case (let a?, let b?): a + " && " + b
        }
    }

    /// The condition's text, whitespace collapsed.
    func directiveCondition(_ index: Int, _ end: Int) -> String {
        end > index + 1 ? text(index + 1, end) : "false"
    }

    /// `text` as one operand of `&&` or `!`: parenthesized unless it is a name or a call.
    static func atom(_ text: String) -> String {
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "(": depth += 1
            case ")": depth -= 1
            case " ", "&", "|", "!":
                if depth == 0 { return "(" + text + ")" }
            default: break
            }
        }
        return text
    }

    static func negated(_ text: String) -> String {
        "!" + atom(text)
    }
}
