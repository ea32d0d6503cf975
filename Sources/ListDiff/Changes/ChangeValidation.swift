/// Turns broken invariants found while decoding into a `DecodingError`.
enum ChangeValidation {
    static func require(_ problems: [String], in decoder: any Decoder, _ typeName: String) throws {
        guard let first = problems.first else { return }
        let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "invalid \(typeName): \(first)\(more)"
            ))
    }
}
