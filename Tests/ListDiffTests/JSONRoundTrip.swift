import Foundation

/// Encodes and decodes a value with JSON, as a server and a client would.
enum JSONRoundTrip {
    static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try JSONDecoder().decode(Value.self, from: encoder.encode(value))
    }
}
