/// A generic item: any hashable value with an ID; its constraints carry over to the
/// generated conformance.
// listgen: item
public struct Tagged<Value: Hashable & Sendable>: Sendable {
    public let id: Int
    public var value: Value

    public init(id: Int, value: Value) {
        self.id = id
        self.value = value
    }
}
