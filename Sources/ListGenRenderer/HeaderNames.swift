import ListGenSupport

/// How a generated file's header names its input: the input's path relative to the folder
/// all of the run's inputs share (`Models/Post.swift` for inputs under `Sources/App`). The
/// same sources give the same bytes whatever folder listgen runs from and however the paths
/// are typed (relative, absolute, with `..`), and no machine's folders end up in committed
/// code. (Diagnostics keep the paths as given, which is what an editor opens.)
package enum HeaderNames {
    /// One name per input path, in order.
    package static func names(forInputs paths: [String]) -> [String] {
        let components = paths.map(Self.components)
        guard var common = components.first.map({ Array($0.dropLast()) }) else { return [] }
        for path in components.dropFirst() {
            let folder = path.dropLast()
            var shared = 0
            while shared < common.count, shared < folder.count, common[shared] == folder[folder.startIndex + shared] { shared += 1 }
            common.removeLast(common.count - shared)
        }
        return components.map { $0.dropFirst(common.count).joined(separator: "/") }
    }

    /// The components of `path` made absolute against the current folder, with `.` and
    /// `..` resolved (symbolic links are not: the file system is not read).
    private static func components(_ path: String) -> [String] {
        FileSystem.standardized(path).split(separator: "/").map(String.init)
    }
}
