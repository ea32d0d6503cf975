import ListGenModel

/// Across files: a type whose generated code uses a conformance another type's annotation
/// generates (a property of an `equatable` type, an ID of a `hashable` one, a section's
/// `item` elements) gets no code when that type gets none, with an error at the place
/// that relies on it. Linear: each reliance is followed once.
package enum FailurePropagation {
    private struct Position: Hashable {
        var file: Int
        var type: Int
    }

    /// Removes from `results` every type that relies, directly or not, on a type in
    /// `failed`, adding the removed types' names to `failed`; returns their errors.
    package static func propagate(failed: inout Set<String>, through results: inout [Resolver.FileResult?]) -> [Diagnostic] {
        var dependents: [String: [(position: Position, reliance: Int)]] = [:]
        for (file, result) in results.enumerated() {
            for (type, resolved) in (result?.types ?? []).enumerated() {
                for (index, reliance) in resolved.reliances.enumerated() {
                    dependents[reliance.type, default: []].append((Position(file: file, type: type), index))
                }
            }
        }
        guard !dependents.isEmpty else { return [] }
        var queue = failed.sorted()
        var removed: Set<Position> = []
        var diagnostics: [Diagnostic] = []
        while let name = queue.popLast() {
            for dependent in dependents[name] ?? [] where removed.insert(dependent.position).inserted {
                guard let type = results[dependent.position.file]?.types[dependent.position.type] else { continue }
                diagnostics.append(type.reliances[dependent.reliance].diagnostic)
                if failed.insert(type.name).inserted { queue.append(type.name) }
            }
        }
        guard !removed.isEmpty else { return [] }
        for file in results.indices {
            guard let types = results[file]?.types else { continue }
            results[file]?.types = types.enumerated().filter { !removed.contains(Position(file: file, type: $0.offset)) }.map(\.element)
        }
        return diagnostics
    }
}
