// Foundation only on Apple platforms, where it comes with the system. Elsewhere the tool
// every app builds would compile against it for this one normalization.
#if canImport(Darwin)
import Foundation
#endif

/// The names of the files `listgen generate` writes, computed from the input paths alone so
/// a build-tool plugin can declare its outputs before the tool runs.
///
/// Rule (both plugins compile this very file through a symlink, so they declare exactly
/// the names the tool writes):
/// - an input `Dir/Name.swift` gives `Name+ListGen.swift`, with `Name` in Unicode NFC and
///   each control character in it written as `_`;
/// - when several inputs share that stem up to case and Unicode normalization (which macOS
///   file systems, SwiftPM and the compiler do not tell apart), each of them gives
///   `Name+ListGen-HASH.swift`, where HASH is the 64-bit FNV-1a hash of the input path
///   exactly as given (its bytes), in 16 lowercase hex digits;
/// - a name that would pass 255 bytes (the longest file name file systems take) gets the
///   hash too, its stem cut to the whole characters that fit;
/// - the cross-file output is always `ListGen+Shared.swift`.
public enum OutputNaming {
    /// The cross-file output (erased wrappers), always written.
    public static let sharedFileName = "ListGen+Shared.swift"

    /// The longest file name (in UTF-8 bytes) Linux and macOS file systems accept.
    static let maximumNameBytes = 255

    /// One name per input, in input order (the shared file is not included).
    public static func fileNames(forInputs paths: [String]) -> [String] {
        let stems = paths.map(stem)
        var counts: [String: Int] = [:]
        for stem in stems { counts[folded(stem), default: 0] += 1 }
        return zip(paths, stems).map { path, stem in
            let plain = "\(stem)+ListGen.swift"
            guard counts[folded(stem), default: 0] > 1 || plain.utf8.count > maximumNameBytes else { return plain }
            let suffix = "+ListGen-\(fnv1a(path)).swift"
            return prefix(of: stem, bytes: maximumNameBytes - suffix.utf8.count) + suffix
        }
    }

    /// The longest run of whole characters from the start of `text` within `bytes` UTF-8 bytes.
    private static func prefix(of text: String, bytes: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            used += character.utf8.count
            if used > bytes { break }
            result.append(character)
        }
        return result
    }

    /// `name` as a case- and normalization-insensitive file system sees it: two names with
    /// the same folded form are one file on macOS, and one name to SwiftPM and the compiler.
    /// Compare the results as `String`s (canonical equivalence), never as bytes.
    public static func folded(_ name: String) -> String {
        nfc(name).lowercased()
    }

    /// `text` in Unicode NFC; ASCII text already is (the common case, kept cheap:
    /// normalization costs microseconds a name).
    ///
    /// The tool and both plugins compile this one function, so on any one platform they
    /// agree. Outside Apple platforms it is the standard library's normalization, which the
    /// open-source Foundation calls for NFC itself (`_nfcCodeUnits` is public for that use).
    static func nfc(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        #if canImport(Darwin)
        return text.precomposedStringWithCanonicalMapping
        #else
        return String(decoding: text._nfcCodeUnits, as: UTF8.self)
        #endif
    }

    /// The input's file name without `.swift`, in NFC (so renaming an input between the NFD
    /// and NFC spellings of one name keeps its output's name) and with control characters
    /// as `_` (a file name with a line break would break build logs and response files).
    static func stem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let bare = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
        let normalized = nfc(bare)
        let isControl = { (scalar: Unicode.Scalar) in scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F) }
        guard normalized.unicodeScalars.contains(where: isControl) else { return normalized }
        var stem = ""
        for scalar in normalized.unicodeScalars { stem.unicodeScalars.append(isControl(scalar) ? "_" : scalar) }
        return stem
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
