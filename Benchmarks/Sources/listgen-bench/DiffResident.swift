#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Measure {
    /// Current resident set size of this process in MiB (`VmRSS`), or nil where unknown.
    static func diffResidentMiB() -> Double? {
        #if os(Linux)
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmRSS:") {
                return Double(text.filter(\.isNumber)).map { $0 / 1024 }
            }
        }
        return nil
        #else
        return nil
        #endif
    }

    /// Returns freed heap memory to the system (glibc `malloc_trim`, looked up at run time
    /// because Swift's Glibc module doesn't export `malloc.h`); nothing elsewhere.
    static func diffReturnFreedMemory() {
        #if os(Linux)
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") {
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
        #endif
    }
}
