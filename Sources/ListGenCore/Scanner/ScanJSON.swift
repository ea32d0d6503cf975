/// Writes the `listgen scan --json` document (`../shared/spec/scan-json.md`): keys in the
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
        }
        append("\n      ]\n    }", to: &out)
    }

    static func writeDeclaration(_ d: Declaration, into out: inout [UInt8]) {
        let indent = "          "
        append("        {\n\(indent)\"kind\": ", to: &out)
        string(d.kind.rawValue, into: &out)
        append(",\n\(indent)\"name\": ", to: &out)
        string(d.name, into: &out)
        append(",\n\(indent)\"qualifiedName\": ", to: &out)
        string(d.qualifiedName, into: &out)
        append(",\n\(indent)\"line\": ", to: &out)
        integer(d.location.line, into: &out)
        append(",\n\(indent)\"access\": ", to: &out)
        optionalString(d.access, into: &out)
        append(",\n\(indent)\"genericParameters\": ", to: &out)
        stringArray(d.genericParameters, into: &out)
        append(",\n\(indent)\"inheritedTypes\": ", to: &out)
        stringArray(d.inheritedTypes, into: &out)
        append(",\n\(indent)\"attributes\": ", to: &out)
        stringArray(d.attributes, into: &out)
        append(",\n\(indent)\"annotations\": ", to: &out)
        annotations(d.annotations, into: &out)
        append(",\n\(indent)\"properties\": ", to: &out)
        if d.properties.isEmpty {
            append("[]", to: &out)
        } else {
            append("[", to: &out)
            for (index, p) in d.properties.enumerated() {
                append(index == 0 ? "\n\(indent)  {\"name\": " : ",\n\(indent)  {\"name\": ", to: &out)
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
                append(", \"annotations\": ", to: &out)
                annotations(p.annotations, into: &out)
                append(", \"line\": ", to: &out)
                integer(p.location.line, into: &out)
                append("}", to: &out)
            }
            append("\n\(indent)]", to: &out)
        }
        append(",\n\(indent)\"cases\": ", to: &out)
        if d.cases.isEmpty {
            append("[]", to: &out)
        } else {
            append("[", to: &out)
            for (index, c) in d.cases.enumerated() {
                append(index == 0 ? "\n\(indent)  {\"name\": " : ",\n\(indent)  {\"name\": ", to: &out)
                string(c.name, into: &out)
                append(", \"associatedValues\": [", to: &out)
                for (k, value) in c.associatedValues.enumerated() {
                    append(k == 0 ? "{\"label\": " : ", {\"label\": ", to: &out)
                    optionalString(value.label, into: &out)
                    append(", \"type\": ", to: &out)
                    string(value.type, into: &out)
                    append("}", to: &out)
                }
                append("], \"annotations\": ", to: &out)
                annotations(c.annotations, into: &out)
                append(", \"line\": ", to: &out)
                integer(c.location.line, into: &out)
                append("}", to: &out)
            }
            append("\n\(indent)]", to: &out)
        }
        append("\n        }", to: &out)
    }

    // MARK: - Primitives

    @inline(__always)
    static func append(_ s: String, to out: inout [UInt8]) {
        out.append(contentsOf: s.utf8)
    }

    static func integer(_ value: Int, into out: inout [UInt8]) {
        append(String(value), to: &out)
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
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                append("\\u00", to: &out)
                out.append(hex[Int(c >> 4)])
                out.append(hex[Int(c & 0xF)])
            default:
                out.append(c)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
