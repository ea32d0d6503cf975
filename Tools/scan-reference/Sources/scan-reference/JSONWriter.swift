/// Prints the scan JSON with the contract's key order, deterministically.
struct JSONWriter {
    private(set) var output = ""

    mutating func write(_ files: [ReferenceFile]) {
        output += "{\n  \"version\": 1,\n  \"files\": ["
        for (index, file) in files.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            output += "    {\"path\": \(string(file.path)), \"declarations\": ["
            for (declIndex, declaration) in file.declarations.enumerated() {
                output += declIndex == 0 ? "\n" : ",\n"
                write(declaration)
            }
            output += file.declarations.isEmpty ? "]}" : "\n    ]}"
        }
        output += files.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    }

    private mutating func write(_ d: ReferenceDeclaration) {
        output += "      {\"kind\": \(string(d.kind)), \"name\": \(string(d.name)), "
        output += "\"qualifiedName\": \(string(d.qualifiedName)), \"line\": \(d.line), "
        output += "\"access\": \(optional(d.access)), \"genericParameters\": \(strings(d.genericParameters)), "
        output += "\"inheritedTypes\": \(strings(d.inheritedTypes)), \"attributes\": \(strings(d.attributes)), "
        output += "\"annotations\": \(strings(d.annotations)),\n       \"properties\": ["
        for (index, p) in d.properties.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            output += "        {\"name\": \(string(p.name)), \"type\": \(optional(p.type)), "
            output += "\"binding\": \(string(p.binding)), \"static\": \(p.isStatic), \"computed\": \(p.computed), "
            output += "\"hasInitializer\": \(p.hasInitializer), \"attributes\": \(strings(p.attributes)), "
            output += "\"annotations\": \(strings(p.annotations)), \"line\": \(p.line)}"
        }
        output += d.properties.isEmpty ? "],\n       \"cases\": [" : "\n       ],\n       \"cases\": ["
        for (index, c) in d.cases.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            let values = c.associatedValues.map { "{\"label\": \(optional($0.label)), \"type\": \(string($0.type))}" }
            output += "        {\"name\": \(string(c.name)), \"associatedValues\": [\(values.joined(separator: ", "))], "
            output += "\"annotations\": \(strings(c.annotations)), \"line\": \(c.line)}"
        }
        output += d.cases.isEmpty ? "]}" : "\n       ]}"
    }

    private func optional(_ value: String?) -> String {
        value.map(string) ?? "null"
    }

    private func strings(_ values: [String]) -> String {
        "[" + values.map(string).joined(separator: ", ") + "]"
    }

    private func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
