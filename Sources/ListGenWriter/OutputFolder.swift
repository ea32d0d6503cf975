import ListGenModel
import ListGenSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks an `--output` folder before anything is read or written.
public enum OutputFolder {
    /// Errors for an output folder that would put listgen's stale-file sweep where it does
    /// not belong: a filesystem root, the home folder, or one of the input folders itself
    /// (a folder inside the inputs is fine: the inputs' walk skips it).
    public static func problems(output: String, inputs: [String]) -> [Diagnostic] {
        let resolved = resolvedOrPlanned(output)
        func refuse(_ message: String) -> [Diagnostic] {
            [Diagnostic(.error, message, path: output, location: SourceLocation(line: 1, column: 1))]
        }
        if resolved == "/" {
            return refuse("refusing to use a filesystem root as the output folder; give listgen a folder of its own")
        }
        if let home = ProcessEnvironment.value("HOME"), !home.isEmpty,
            let realHome = FileSystem.resolved(home), realHome == resolved
        {
            return refuse("refusing to use the home folder as the output folder; give listgen a folder of its own")
        }
        for input in inputs {
            if FileSystem.isDirectory(input), FileSystem.resolved(input) == resolved {
                return refuse("the output folder is the input folder '\(input)'; give listgen a folder of its own (a subfolder is fine)")
            }
        }
        return []
    }

    /// The resolved path of `path`, or of its nearest existing ancestor joined with the rest.
    static func resolvedOrPlanned(_ path: String) -> String {
        if let real = FileSystem.resolved(path) { return real }
        var head = FileSystem.absolute(path)
        var tail = ""
        while FileSystem.resolved(head) == nil {
            guard let slash = head.utf8.lastIndex(of: UInt8(ascii: "/")) else { break }
            tail = String(head[slash...]) + tail
            head = slash == head.utf8.startIndex ? "/" : String(head[..<slash])
            if head == "/" { break }
        }
        let base = FileSystem.resolved(head) ?? head
        return base == "/" ? tail : base + tail
    }
}
