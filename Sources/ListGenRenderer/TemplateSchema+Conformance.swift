extension TemplateSchema {
    /// How `context` differs from what template `name` is documented to get: keys the schema
    /// does not list, listed keys it lacks, and values of the wrong kind, each as a short
    /// phrase. Empty when the context is exactly the schema's, which debug builds assert on
    /// every render, so the renderer's contexts and the documented keys cannot drift apart.
    static func mismatches(in context: TemplateContext, for name: String) -> [String] {
        guard let keys = keys[name] else { return ["no template '\(name)'"] }
        return mismatches(in: context, against: keys, at: name)
    }

    private static func mismatches(in context: TemplateContext, against keys: [String: TemplateKey], at path: String) -> [String] {
        var found: [String] = []
        for key in context.keys where keys[key] == nil { found.append("\(path): '\(key)' is not in the schema") }
        for (key, kind) in keys.sorted(by: { $0.key < $1.key }) {
            switch (kind, context[key]) {
            case (_, nil): found.append("\(path): '\(key)' is missing")
            case (.text, .text?), (.flag, .flag?): break
            case (.list(let elementKeys), .list(let elements)?):
                for (index, element) in elements.enumerated() {
                    found += mismatches(in: element, against: elementKeys, at: "\(path).\(key)[\(index)]")
                }
            case (_, let value?): found.append("\(path): '\(key)' is \(value.kindName), not \(kind.kindName)")
            }
        }
        return found
    }
}

extension TemplateKey {
    fileprivate var kindName: String {
        switch self {
        case .text: "text"
        case .flag: "a flag"
        case .list: "a list"
        }
    }
}

extension TemplateValue {
    fileprivate var kindName: String {
        switch self {
        case .text: "text"
        case .flag: "a flag"
        case .list: "a list"
        }
    }
}
