import ListGenModel

/// Which declarations a problem stands in. A declaration's text runs from its first
/// annotation to the `}` closing its body: an error there (an annotation attached to
/// nothing, a syntax error) may have changed what the declaration means to listgen, so it
/// gets no code.
extension FileResolver {
    /// The declarations (by position) whose text holds one of `problems`: the innermost one
    /// only, or with `enclosingToo` every one around it (a syntax error may have misled the
    /// scanner about the enclosing bodies as well). With `enclosingToo`, a problem outside
    /// every declaration concerns the one just before it and those around that one: a stray
    /// `}` that closed a body early leaves its last members outside it.
    func declarationsConcerned(by problems: [Diagnostic], enclosingToo: Bool) -> Set<Int> {
        let declarations = file.declarations
        guard !problems.isEmpty, !declarations.isEmpty else { return [] }
        // Declarations are in source order, nested ones after their container, so their
        // starts ascend.
        let starts = declarations.map { declaration in
            declaration.annotations.first.map { min($0.location, declaration.location) } ?? declaration.location
        }
        var result: Set<Int> = []
        for problem in problems where problem.path == file.path {
            let location = problem.location
            // The last declaration starting at or before the problem...
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= location { low = middle + 1 } else { high = middle }
            }
            // ...or one of its containers holds it, if any does.
            var candidate = low - 1
            var steps = 0
            var held = false
            while candidate >= 0, steps < 64 {
                if location <= (declarations[candidate].bodyEnd ?? declarations[candidate].location) {
                    result.insert(candidate)
                    held = true
                    if !enclosingToo { break }
                }
                candidate = container[candidate]
                steps += 1
            }
            if enclosingToo, !held, low > 0 {
                candidate = low - 1
                steps = 0
                while candidate >= 0, steps < 64 {
                    result.insert(candidate)
                    candidate = container[candidate]
                    steps += 1
                }
            }
        }
        return result
    }
}
