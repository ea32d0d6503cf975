import SwiftSyntax

/// Text helpers shared by the collectors.
enum SourceText {
    /// The node's source text without its outer trivia, every whitespace run collapsed
    /// to one space (string literals and comments inside the node included, per the spec).
    static func collapsed(_ node: some SyntaxProtocol) -> String {
        collapseWhitespace(node.trimmedDescription)
    }

    /// Collapses runs of Swift whitespace (space, tab, LF, CR, VT, FF, NUL) to one space.
    static func collapseWhitespace(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var inRun = false
        for scalar in text.unicodeScalars {
            if isWhitespace(scalar) {
                inRun = true
                continue
            }
            if inRun, !result.isEmpty { result.append(" ") }
            inRun = false
            result.append(scalar)
        }
        return String(result)
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\0": true
        default: false
        }
    }

    /// An identifier as the spec wants it: without surrounding backticks.
    static func name(_ token: TokenSyntax) -> String {
        let text = token.text
        if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
            return String(text.dropFirst().dropLast())
        }
        return text
    }
}
