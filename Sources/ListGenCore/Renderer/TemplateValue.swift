/// A value in a template's context: text, a flag, or a list of nested contexts.
enum TemplateValue: Sendable, Hashable {
    case text(String)
    case flag(Bool)
    case list([[String: TemplateValue]])

    /// The same context as plain Swift values, for swift-mustache.
    static func mustacheObject(_ context: [String: TemplateValue]) -> [String: Any] {
        context.mapValues { value -> Any in
            switch value {
            case .text(let text): text
            case .flag(let flag): flag
            case .list(let items): items.map(mustacheObject)
            }
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    init(stringLiteral value: String) { self = .text(value) }
    init(booleanLiteral value: Bool) { self = .flag(value) }
}
