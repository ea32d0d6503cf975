import ListGenModel

/// Writes the `listgen scan --json` document (`docs/scan-json.md`): keys in the
/// spec's order, two-space indentation, one property or case per line. Hand-written so the
/// output is byte-identical for the same input and cheap to produce.
public enum ScanJSON {
    /// The whole document for `files` (already in output order).
    public static func encode(_ files: [ScannedFile]) -> [UInt8] {
        var out: [UInt8] = []
        writeHeader(into: &out)
        for (index, file) in files.enumerated() {
            writeFile(file, first: index == 0, into: &out)
        }
        writeFooter(into: &out)
        return out
    }

    /// `{"version": 1, "files": [` — then `writeFile` for each file, then `writeFooter`.
    public static func writeHeader(into out: inout [UInt8]) {
        append("{\n  \"version\": 1,\n  \"files\": [", to: &out)
    }

    /// Closes the `files` array and the document (with a final newline).
    public static func writeFooter(into out: inout [UInt8]) {
        append("\n  ]\n}\n", to: &out)
    }

    /// One element of `files`; `first` omits the separating comma.
    public static func writeFile(_ file: ScannedFile, first: Bool, into out: inout [UInt8]) {
        writeFile(file, first: first, into: &out, flush: nil)
    }

    /// Like `writeFile(_:first:into:)`, handing `out` to `flush` whenever it holds more than
    /// `flushBytes`, so a huge file's JSON never sits in memory whole.
    public static func writeFile(
        _ file: ScannedFile, first: Bool, into out: inout [UInt8],
        flushBytes: Int = 1 << 20, flush: ((inout [UInt8]) -> Void)?
    ) {
        append(first ? "\n    {\n      \"path\": " : ",\n    {\n      \"path\": ", to: &out)
        string(file.path, into: &out)
        if file.declarations.isEmpty {
            append(",\n      \"declarations\": []\n    }", to: &out)
            return
        }
        append(",\n      \"declarations\": [", to: &out)
        for (index, declaration) in file.declarations.enumerated() {
            append(index == 0 ? "\n" : ",\n", to: &out)
            writeDeclaration(declaration, into: &out)
            if let flush, out.count > flushBytes { flush(&out) }
        }
        append("\n      ]\n    }", to: &out)
    }

    static func writeDeclaration(_ d: Declaration, into out: inout [UInt8]) {
        append("        {\n          \"kind\": ", to: &out)
        string(d.kind.rawValue, into: &out)
        append(",\n          \"name\": ", to: &out)
        string(d.name, into: &out)
        append(",\n          \"qualifiedName\": ", to: &out)
        string(d.qualifiedName, into: &out)
        append(",\n          \"line\": ", to: &out)
        integer(d.location.line, into: &out)
        append(",\n          \"access\": ", to: &out)
        optionalString(d.access, into: &out)
        append(",\n          \"genericParameters\": ", to: &out)
        stringArray(d.genericParameters, into: &out)
        append(",\n          \"inheritedTypes\": ", to: &out)
        stringArray(d.inheritedTypes, into: &out)
        append(",\n          \"attributes\": ", to: &out)
        stringArray(d.attributes, into: &out)
        append(",\n          \"annotations\": ", to: &out)
        annotations(d.annotations, into: &out)
        append(",\n          \"properties\": ", to: &out)
        memberList(d.properties, into: &out) { p, out in
            string(p.name, into: &out)
            append(", \"type\": ", to: &out)
            optionalString(p.type, into: &out)
            append(", \"binding\": ", to: &out)
            string(p.binding.rawValue, into: &out)
            append(p.isStatic ? ", \"static\": true" : ", \"static\": false", to: &out)
            append(p.isComputed ? ", \"computed\": true" : ", \"computed\": false", to: &out)
            append(p.hasInitializer ? ", \"hasInitializer\": true" : ", \"hasInitializer\": false", to: &out)
            append(", \"attributes\": ", to: &out)
            stringArray(p.attributes, into: &out)
            memberTail(p.annotations, line: p.location.line, into: &out)
        }
        append(",\n          \"cases\": ", to: &out)
        memberList(d.cases, into: &out) { c, out in
            string(c.name, into: &out)
            append(", \"associatedValues\": [", to: &out)
            for (k, value) in c.associatedValues.enumerated() {
                append(k == 0 ? "{\"label\": " : ", {\"label\": ", to: &out)
                optionalString(value.label, into: &out)
                append(", \"type\": ", to: &out)
                string(value.type, into: &out)
                append("}", to: &out)
            }
            append("]", to: &out)
            memberTail(c.annotations, line: c.location.line, into: &out)
        }
        append("\n        }", to: &out)
    }

    /// `[]`, or one `{"name": ...}` object per line: `writeFields` writes each member's
    /// fields after `{"name": `.
    private static func memberList<Member>(
        _ members: [Member], into out: inout [UInt8],
        writeFields: (Member, inout [UInt8]) -> Void
    ) {
        guard !members.isEmpty else {
            append("[]", to: &out)
            return
        }
        append("[", to: &out)
        for (index, member) in members.enumerated() {
            append(index == 0 ? "\n            {\"name\": " : ",\n            {\"name\": ", to: &out)
            writeFields(member, &out)
        }
        append("\n          ]", to: &out)
    }

    /// A member's `annotations` and `line`, closing its object.
    private static func memberTail(_ notes: [Annotation], line: Int, into out: inout [UInt8]) {
        append(", \"annotations\": ", to: &out)
        annotations(notes, into: &out)
        append(", \"line\": ", to: &out)
        integer(line, into: &out)
        append("}", to: &out)
    }

    // MARK: - Primitives

    /// Appends literal text without creating a String.
    @inline(__always)
    static func append(_ s: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    static func integer(_ value: Int, into out: inout [UInt8]) {
        if value < 0 {
            out.append(UInt8(ascii: "-"))
            integer(0 - value, into: &out)
            return
        }
        if value >= 10 { integer(value / 10, into: &out) }
        out.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    static func optionalString(_ value: String?, into out: inout [UInt8]) {
        if let value {
            string(value, into: &out)
        } else {
            append("null", to: &out)
        }
    }

    static func stringArray(_ values: [String], into out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { append(", ", to: &out) }
            string(value, into: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    static func annotations(_ values: [Annotation], into out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { append(", ", to: &out) }
            string(value.text, into: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, `\r` or `\u00XX`.
    static func string(_ value: String, into out: inout [UInt8]) {
        var value = value
        // Fast path: contiguous UTF-8 with nothing to escape is copied in one go.
        let copied: Bool = value.withUTF8 { bytes in
            for c in bytes where c < 0x20 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c == 0x7F {
                return false
            }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return true
        }
        if !copied { escaped(value, into: &out) }
    }

    static func escaped(_ value: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for c in value.utf8 {
            switch c {
            case UInt8(ascii: "\""):
                out.append(UInt8(ascii: "\\"))
                out.append(c)
            case UInt8(ascii: "\\"):
                out.append(UInt8(ascii: "\\"))
                out.append(c)
            case 0x0A:
                append("\\n", to: &out)
            case 0x0D:
                append("\\r", to: &out)
            case 0x09:
                append("\\t", to: &out)
            case 0..<0x20, 0x7F:
                append("\\u00", to: &out)
                out.append(c >> 4 < 10 ? UInt8(ascii: "0") + (c >> 4) : UInt8(ascii: "a") + (c >> 4) - 10)
                out.append(c & 0xF < 10 ? UInt8(ascii: "0") + (c & 0xF) : UInt8(ascii: "a") + (c & 0xF) - 10)
            default:
                out.append(c)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
