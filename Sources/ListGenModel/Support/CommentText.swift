/// Text placed inside a `//` comment of generated code.
package enum CommentText {
    /// `text` with every character that would end the comment line or hide text (C0 and C1
    /// controls, DEL, U+2028/U+2029, the bidirectional formatting characters that reorder
    /// what a terminal or editor shows, a zero-width space or byte order mark) written as a
    /// `\u{XX}` escape, so an input file named with a newline cannot inject code into the
    /// generated file, and a diagnostic shows what it names.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (value >= 0x7F && value <= 0x9F) || value == 0x2028 || value == 0x2029
            || value == 0x061C || value == 0x200B || value == 0x200E || value == 0x200F || value == 0xFEFF
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
