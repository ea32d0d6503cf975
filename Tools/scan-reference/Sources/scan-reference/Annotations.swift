import SwiftSyntax

/// Reads `listgen:` annotations from the comments around a declaration's start.
///
/// Two regions count:
/// - *above*: the leading trivia of the declaration's first token. A comment there counts
///   if it starts its own line; a blank line drops what was gathered before it.
/// - *between*: trivia between the declaration's attributes/modifiers and its keyword
///   (outside any attribute's own arguments). Every comment there counts, wherever it
///   stands on its line; a blank line within one stretch of trivia drops what came before.
enum Annotations {
    /// - Parameters:
    ///   - items: the attributes and modifiers in source order (may be empty).
    ///   - keyword: the introducing keyword (`struct`, `var`, `case`, ...).
    static func read(items: [Syntax], keyword: TokenSyntax) -> [String] {
        var result: [String] = []
        if let first = items.first, let firstToken = first.firstToken(viewMode: .sourceAccurate) {
            result += above(firstToken)
            for (index, item) in items.enumerated() {
                if index > 0, let token = item.firstToken(viewMode: .sourceAccurate) {
                    result += between(token.leadingTrivia)
                }
                if let token = item.lastToken(viewMode: .sourceAccurate) {
                    result += between(token.trailingTrivia)
                }
            }
            result += between(keyword.leadingTrivia)
        } else {
            result += above(keyword)
        }
        return result
    }

    /// Comments in the leading trivia of `token` that start their own line, after the
    /// last blank line.
    private static func above(_ token: TokenSyntax) -> [String] {
        // The trivia starts at the file's start (a line start) or right after the
        // previous token's trailing trivia, which ends just before a line break.
        let startsFile = token.previousToken(viewMode: .sourceAccurate) == nil
        return comments(in: token.leadingTrivia, startsLine: startsFile, mustStartLine: true)
    }

    /// Comments between attributes/modifiers and the keyword count wherever they stand
    /// on their line; a blank line still drops what was gathered before it.
    private static func between(_ trivia: Trivia) -> [String] {
        comments(in: trivia, startsLine: false, mustStartLine: false)
    }

    private static func comments(in trivia: Trivia, startsLine: Bool, mustStartLine: Bool) -> [String] {
        var lineIsWhole = startsLine
        var lineIsBlank = true
        var block: [String] = []
        for piece in trivia {
            let counts = !mustStartLine || (lineIsWhole && lineIsBlank)
            switch piece {
            case .newlines(let n), .carriageReturns(let n), .carriageReturnLineFeeds(let n):
                if n >= 2 || (lineIsWhole && lineIsBlank) { block.removeAll() }
                lineIsWhole = true
                lineIsBlank = true
            case .spaces, .tabs, .verticalTabs, .formfeeds:
                break
            case .unexpectedText(let text) where text.unicodeScalars.allSatisfy({ $0 == "\u{FEFF}" }):
                break  // a byte order mark is invisible
            case .lineComment(let text), .docLineComment(let text):
                if counts, let found = lineCommentText(text) { block.append(found) }
                lineIsBlank = false
            case .blockComment(let text), .docBlockComment(let text):
                if counts { block += blockCommentTexts(text) }
                lineIsBlank = false
            default:
                lineIsBlank = false
            }
        }
        return block
    }

    /// `// listgen: TEXT` or `/// listgen: TEXT` gives the trimmed TEXT.
    static func lineCommentText(_ comment: String) -> String? {
        var rest = Substring(comment)
        guard rest.hasPrefix("//") else { return nil }
        rest = rest.dropFirst(2)
        if rest.hasPrefix("/") { rest = rest.dropFirst() }
        return listgenText(rest)
    }

    /// Every `listgen: TEXT` line inside a block comment, after dropping each line's
    /// leading whitespace and `*` decoration.
    static func blockCommentTexts(_ comment: String) -> [String] {
        var body = Substring(comment)
        if body.hasPrefix("/*") { body = body.dropFirst(2) }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        var result: [String] = []
        for line in splitLines(body) {
            let undecorated = line.drop { $0 == "*" || isBlank($0) }
            if let found = listgenText(undecorated) { result.append(found) }
        }
        return result
    }

    private static func listgenText(_ text: Substring) -> String? {
        let start = text.drop(while: isBlank)
        guard start.hasPrefix("listgen:") else { return nil }
        return trim(start.dropFirst("listgen:".count))
    }

    private static func isBlank(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(SourceText.isWhitespace)
    }

    private static func trim(_ text: Substring) -> String {
        String(text.drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }

    /// Splits on LF, CRLF and lone CR (CRLF is one `Character` in Swift).
    private static func splitLines(_ text: Substring) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    }
}
