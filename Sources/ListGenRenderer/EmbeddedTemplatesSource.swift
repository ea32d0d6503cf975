/// Writes `EmbeddedTemplates.swift` from the template texts: the test that keeps it equal to
/// `Templates/*.mustache` uses this, and rewrites the file when `LISTGEN_RECORD=1`.
public enum EmbeddedTemplatesSource {
    /// The Swift source embedding `texts` (name to text) as raw string literals.
    public static func swiftSource(_ texts: [String: String]) -> String {
        var out = """
            // Generated from Templates/*.mustache: do not edit. Refresh with
            // `LISTGEN_RECORD=1 swift test --filter RendererTests` after editing a template.

            /// The built-in templates, so the tool runs without the source tree.
            enum EmbeddedTemplates {
                static let texts: [String: String] = [

            """
        for name in texts.keys.sorted() {
            let text = texts[name] ?? ""
            out += "        \"\(name)\": ####\"\"\"\n"
            // A multi-line literal drops the newline before its closing delimiter.
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                out += line.isEmpty ? "\n" : "\(line)\n"
            }
            if !text.hasSuffix("\n") {
                out += String(text.split(separator: "\n", omittingEmptySubsequences: false).last ?? "") + "\n"
            } else {
                out += "\n"
            }
            out += "\"\"\"####,\n"
        }
        out += "    ]\n}\n"
        return out
    }
}
