/// Swift files a run does not read because they are in its output folder, which lies inside
/// an input folder (the walk skips it so generated code is never read as input). Those
/// listgen did not write are a user's sources left out silently otherwise: each gets a
/// warning.
enum SkippedSources {
    static func warnings(output: String, inputs: [String]) -> [Diagnostic] {
        guard let folder = FileSystem.resolved(output) else { return [] }
        let inside = inputs.contains { input in
            guard let resolved = FileSystem.resolved(input), resolved != folder else { return false }
            return folder.hasPrefix(resolved.hasSuffix("/") ? resolved : resolved + "/")
        }
        guard inside else { return [] }
        let (files, _) = SourceFiles.collect([output])
        return files.filter { !OwnershipMark.isPresent(inFileAt: $0) }.map { path in
            Diagnostic(
                .warning,
                "not read: this file is inside the output folder, which listgen skips among the inputs; move it out of the output folder, or choose another --output",
                path: path, location: SourceLocation(line: 1, column: 1))
        }
    }
}
