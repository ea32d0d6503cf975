import ListGenModel
import ListGenShared
import ListGenSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ListGenConfiguration {
    /// Reads and parses the configuration file at `path`, and checks that its template
    /// overrides folder exists.
    public static func load(contentsOf path: String) throws(ListGenConfigurationError) -> ListGenConfiguration {
        var info = stat()
        let reason: String? =
            if stat(path, &info) != 0 {
                "configuration file not found"
            } else if info.st_mode & S_IFMT == S_IFDIR {
                "the configuration path is a folder, expected a listgen.config file"
            } else if info.st_mode & S_IFMT != S_IFREG {
                "the configuration path is not a regular file"
            } else {
                nil
            }
        if let reason {
            throw ListGenConfigurationError(problems: [.init(path: path, line: 1, column: 1, message: reason)])
        }
        guard let data = FileSystem.read(path) else {
            throw ListGenConfigurationError(problems: [
                .init(path: path, line: 1, column: 1, message: "cannot read the configuration file: \(String(cString: strerror(errno)))")
            ])
        }
        let configuration = try parse(String(decoding: data, as: UTF8.self), path: path)
        if let templates = configuration.templatesDirectory(configurationPath: path) {
            if !FileSystem.isDirectory(templates) {
                let location = configuration.templatesLocation ?? Location(line: 0, column: 0)
                let what = FileSystem.exists(templates) ? "is a file, not a folder" : "does not exist"
                throw ListGenConfigurationError(problems: [
                    .init(
                        path: path, line: location.line, column: location.column,
                        message: "template overrides folder '\(configuration.templates ?? "")' \(what) (it is relative to this file)"
                    )
                ])
            }
        }
        return configuration
    }

    /// The template overrides folder resolved against the configuration file's folder.
    public func templatesDirectory(configurationPath: String) -> String? {
        guard let templates else { return nil }
        if templates.hasPrefix("/") { return templates }
        let folder = FileSystem.folder(of: configurationPath)
        return folder.isEmpty ? templates : FileSystem.join(folder, templates)
    }

    /// `paths` without the excluded ones, order kept. Paths are compared after making them
    /// absolute against the current directory, with symlinks resolved (an input reached
    /// through a linked folder is still inside the configuration's folder); files outside the
    /// configuration file's folder are never excluded.
    public func removingExcluded(from paths: [String], configurationPath: String) -> [String] {
        guard !excludes.isEmpty else { return paths }
        let canonical = Self.canonical(FileSystem.folder(of: configurationPath))
        let folder = canonical.hasSuffix("/") ? canonical : canonical + "/"
        return paths.filter { path in
            let absolute = Self.canonical(path)
            guard absolute.hasPrefix(folder) else { return true }
            return !excludes(relativePath: String(absolute.dropFirst(folder.count)))
        }
    }

    /// `path` absolute with symlinks resolved, or standardized by name when it does not exist.
    private static func canonical(_ path: String) -> String {
        FileSystem.resolved(path.isEmpty ? "." : path) ?? FileSystem.standardized(path)
    }
}

extension ListGenConfigurationError {
    /// The problems as the generator's diagnostics (errors).
    public var diagnostics: [Diagnostic] {
        problems.map {
            Diagnostic(.error, $0.message, path: $0.path, location: SourceLocation(line: $0.line, column: $0.column))
        }
    }
}
