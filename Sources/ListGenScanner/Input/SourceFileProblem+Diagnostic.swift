import ListGenModel
import ListGenSupport

extension SourceFileProblem {
    /// The problem as an error at the file's first line.
    public func diagnostic(path: String) -> Diagnostic {
        let message =
            switch self {
            case .unreadable(let reason): "cannot read file: \(reason)"
            case .notRegular: "not a regular file: listgen reads only regular files (not FIFOs, devices or sockets)"
            case .tooLarge(let size):
                "file is \(size) bytes, more than listgen's limit of \(FileSystem.maximumFileSize) (64 MiB); exclude it"
            case .binary: "not a Swift text file: it is mostly NUL bytes or invalid UTF-8; exclude it"
            case .brokenLink(let target):
                "broken symbolic link: its target '\(CommentText.escaped(target))' does not exist; restore the target or remove the link"
            case .linkLoop: "symbolic link loop: the link leads back to itself; point it at a file or remove it"
            }
        return Diagnostic(.error, message, path: path, location: SourceLocation(line: 1, column: 1))
    }
}
