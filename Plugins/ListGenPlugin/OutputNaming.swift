// The tool's output naming rule, replicated because plugins cannot import ListGenCore.
// Keep it identical to the generator's rule (see `listgen generate --help`).

/// Names of the files `listgen generate --emit-all` writes, computed from the input paths alone.
enum OutputNaming {
    /// The cross-file output, always written.
    static let sharedFileName = "ListGen+Shared.swift"

    /// One name per input, in input order, then the shared file.
    static func outputFileNames(forInputs paths: [String]) -> [String] {
        let stems = paths.map(stem)
        var counts: [String: Int] = [:]
        for stem in stems { counts[stem.lowercased(), default: 0] += 1 }
        var names: [String] = []
        for (path, stem) in zip(paths, stems) {
            if counts[stem.lowercased(), default: 0] > 1 {
                names.append("\(stem)+ListGen-\(fnv1a(path)).swift")
            } else {
                names.append("\(stem)+ListGen.swift")
            }
        }
        return names + [sharedFileName]
    }

    private static func stem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
