/// A value in a template's context: text, a flag, or a list of nested contexts.
enum TemplateValue: Sendable, Hashable {
    case text(String)
    case flag(Bool)
    case list([TemplateContext])

    /// The same context as plain Swift values, for a `ReferenceTemplateEngine`.
    static func plainObject(_ context: TemplateContext) -> [String: Any] {
        var object: [String: Any] = [:]
        for (key, value) in zip(context.keys, context.values) {
            switch value {
            case .text(let text): object[key] = text
            case .flag(let flag): object[key] = flag
            case .list(let items): object[key] = items.map(plainObject)
            }
        }
        return object
    }
}

/// The keys and values one template (or one list element) sees.
///
/// A pair of small arrays searched linearly: contexts hold a dozen short keys, for which
/// comparing inline strings is cheaper than hashing them into a dictionary.
struct TemplateContext: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private(set) var keys: [String]
    private(set) var values: [TemplateValue]

    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        keys = elements.map(\.0)
        values = elements.map(\.1)
    }

    subscript(key: String) -> TemplateValue? {
        get {
            for index in keys.indices where keys[index] == key { return values[index] }
            return nil
        }
        set {
            if let index = keys.firstIndex(of: key) {
                if let newValue {
                    values[index] = newValue
                } else {
                    keys.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
            }
        }
    }
}

extension TemplateContext {
    /// The entries whose keys `keys` lists, in order.
    func restricted(to keys: [String: TemplateKey]) -> TemplateContext {
        var result: TemplateContext = [:]
        for (key, value) in zip(self.keys, values) where keys[key] != nil { result[key] = value }
        return result
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    init(stringLiteral value: String) { self = .text(value) }
    init(booleanLiteral value: Bool) { self = .flag(value) }
}
