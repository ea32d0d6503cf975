/// The names of the files `listgen generate` writes, computed from the input paths alone so
/// a build-tool plugin can declare its outputs before the tool runs.
///
/// Rule (both plugins compile this very file through a symlink, so they declare exactly
/// the names the tool writes):
/// - an input `Dir/Name.swift` gives `Name+ListGen.swift`;
/// - when several inputs share a stem (compared case-insensitively, for case-insensitive
///   file systems), each of them gives `Name+ListGen-HASH.swift`, where HASH is the 64-bit
///   FNV-1a hash of the input path exactly as given, in 16 lowercase hex digits;
/// - the cross-file output is always `ListGen+Shared.swift`.
public enum OutputNaming {
    /// The cross-file output (erased wrappers), always written.
    public static let sharedFileName = "ListGen+Shared.swift"

    /// One name per input, in input order (the shared file is not included).
    public static func fileNames(forInputs paths: [String]) -> [String] {
        let stems = paths.map(stem)
        var counts: [String: Int] = [:]
        for stem in stems { counts[stem.lowercased(), default: 0] += 1 }
        return zip(paths, stems).map { path, stem in
            counts[stem.lowercased(), default: 0] > 1 ? "\(stem)+ListGen-\(fnv1a(path)).swift" : "\(stem)+ListGen.swift"
        }
    }

    static func stem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
