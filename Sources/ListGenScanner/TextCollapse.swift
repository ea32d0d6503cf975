/// Turns a byte range of source into the spec's "source text with whitespace runs
/// collapsed to one space". Whitespace is what the compiler skips between tokens: space,
/// tab, LF, CR, vertical tab, form feed and NUL. Comments inside the range stay.
enum TextCollapse {
    static func collapsed(_ src: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var inSpace = false
        var i = start
        while i < end {
            let c = src[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0B || c == 0x0C || c == 0x00 {
                inSpace = true
            } else {
                if inSpace && !out.isEmpty { out.append(0x20) }
                inSpace = false
                out.append(c)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
