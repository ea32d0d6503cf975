import ListGenModel
import ListGenPlan
import ListGenShared
import ListGenSupport

/// The render stage's outputs: one file per input that gets code (or, with `emitAll`, per
/// input), and the shared file, each under listgen's ownership line.
extension Renderer {
    /// What the render stage needs of one input.
    package struct Input: Sendable {
        /// The input's path, as given.
        package var path: String
        /// Its imports, copied into its output.
        package var imports: [ImportDeclaration]
        /// The types that get code, or nil when the input was not resolved (excluded, unread,
        /// listgen's own output, or with errors that keep the whole file from resolving).
        package var types: [ResolvedType]?
        /// Excluded or listgen's own output: with `emitAll` it still gets its (empty) output,
        /// since a build plugin declares one for every file of a target.
        package var isPlaceholder: Bool

        package init(path: String, imports: [ImportDeclaration], types: [ResolvedType]?, isPlaceholder: Bool = false) {
            self.path = path
            self.imports = imports
            self.types = types
            self.isPlaceholder = isPlaceholder
        }
    }

    /// The files of a run, rendered on up to `jobs` threads and sorted by name: each input's
    /// then the shared one holding `shared`, which names how many inputs were `read` (when
    /// `shared` is empty, only with `emptyShared`). `emitAll` writes an output for every
    /// input, an empty one (header only) when it gets no code.
    package func outputs(
        for inputs: [Input], shared: [ResolvedType], read: Int, emitAll: Bool, emptyShared: Bool = true, jobs: Int
    ) -> [GeneratedFile] {
        let names = OutputNaming.fileNames(forInputs: inputs.map(\.path))
        let headers = HeaderNames.names(forInputs: inputs.map(\.path))
        var outputs = parallelMap(count: inputs.count, jobs: jobs) { position -> GeneratedFile? in
            let input = inputs[position]
            let text: String
            if input.isPlaceholder, emitAll {
                text = file(generatedFrom: headers[position], types: [])
            } else if let types = input.types, !types.isEmpty || emitAll {
                text = file(generatedFrom: headers[position], imports: input.imports, types: types)
            } else {
                return nil
            }
            return GeneratedFile(name: names[position], content: OwnershipMark.line(generatedFrom: headers[position]) + text, source: input.path)
        }.compactMap { $0 }
        let sharedFrom = read == 1 ? "1 input file (cross-file code)" : "\(read) input files (cross-file code)"
        if shared.isEmpty, !emptyShared { return outputs.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) } }
        outputs.append(
            GeneratedFile(
                name: OutputNaming.sharedFileName,
                content: OwnershipMark.line(generatedFrom: sharedFrom) + file(generatedFrom: sharedFrom, types: shared)))
        return outputs.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }
}
