import ListGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `listgen-bench scan DIR [--runs N]`: scanner throughput on every `*.swift` under DIR.
///
/// Files are read and scanned one at a time (so memory stays flat however large DIR is);
/// only the scanner call is timed for "scan". Baselines measured in the same run: reading
/// the files, and a naive loop that counts line feeds in the same bytes. Throughput is in
/// MB/s (10^6 bytes per second), single thread, median of the runs. Besides wall time the
/// scanner's thread CPU time is shown: on a shared machine it leaves out the time the
/// thread waited for a core (the ratios to the baselines are the numbers to compare).
enum ScanBenchmark {
    static func run(_ arguments: [String]) {
        guard let directory = arguments.first else {
            print("usage: listgen-bench scan DIR [--runs N]")
            exit(2)
        }
        var runs = 5
        if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
            runs = max(1, value)
        }
        Measure.resetPeakResident()
        let (paths, problems) = SourceFiles.collect([directory])
        if !problems.isEmpty || paths.isEmpty {
            print("listgen-bench scan: no Swift files under \(directory)")
            exit(1)
        }
        let scanner = DeclarationScanner()
        var totalBytes = 0
        var declarations = 0
        var readSamples: [Double] = []
        var loopSamples: [Double] = []
        var scanSamples: [Double] = []
        var jsonSamples: [Double] = []
        var scanCPUSamples: [Double] = []
        var newlines = 0
        var json: [UInt8] = []
        for _ in 0..<runs {
            var readNs: UInt64 = 0
            var loopNs: UInt64 = 0
            var scanNs: UInt64 = 0
            var jsonNs: UInt64 = 0
            var scanCPUNs: UInt64 = 0
            totalBytes = 0
            declarations = 0
            newlines = 0
            for path in paths {
                let t0 = Measure.now()
                guard let bytes = FileSystem.read(path) else { continue }
                let t1 = Measure.now()
                newlines &+= countLineFeeds(bytes)
                let c2 = threadCPUTime()
                let t2 = Measure.now()
                let file = scanner.scan(bytes, path: path)
                let t3 = Measure.now()
                scanCPUNs += threadCPUTime() - c2
                json.removeAll(keepingCapacity: true)
                ScanJSON.writeFile(file, first: true, into: &json)
                let t4 = Measure.now()
                readNs += t1 - t0
                loopNs += t2 - t1
                scanNs += t3 - t2
                jsonNs += t4 - t3
                totalBytes += bytes.count
                declarations += file.declarations.count
            }
            readSamples.append(Double(readNs))
            loopSamples.append(Double(loopNs))
            scanSamples.append(Double(scanNs))
            jsonSamples.append(Double(jsonNs))
            scanCPUSamples.append(Double(scanCPUNs))
        }
        func rate(_ samples: [Double]) -> Double {
            let median = samples.sorted()[samples.count / 2]
            return Double(totalBytes) / (median / 1e9) / 1e6
        }
        let read = rate(readSamples)
        let loop = rate(loopSamples)
        let scan = rate(scanSamples)
        let scanAndJSON = Double(totalBytes) / ((scanSamples.sorted()[runs / 2] + jsonSamples.sorted()[runs / 2]) / 1e9) / 1e6
        let mib = Double(totalBytes) / 1_048_576
        print(
            "scan \(directory): \(paths.count) files, \(format(mib)) MiB, \(declarations) declarations, \(newlines) line feeds; median of \(runs) runs, 1 thread"
        )
        print("  read files (baseline)        \(format(read)) MB/s")
        print("  count line feeds (baseline)  \(format(loop)) MB/s")
        print(
            "  scan                         \(format(scan)) MB/s   = \(ratio(scan / loop))x the line-feed loop, \(ratio(scan / read))x reading"
        )
        print("  scan (thread CPU time)       \(format(rate(scanCPUSamples))) MB/s")
        print("  scan + JSON encoding         \(format(scanAndJSON)) MB/s")
        if let peak = Measure.peakResidentMiB() {
            print("  peak resident memory         \(format(peak)) MiB")
        }
    }

    /// CPU time of the calling thread in nanoseconds.
    static func threadCPUTime() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// The naive baseline: one pass over the bytes doing the least useful work.
    @inline(never)
    static func countLineFeeds(_ bytes: [UInt8]) -> Int {
        var count = 0
        for byte in bytes where byte == 0x0A { count += 1 }
        return count
    }

    static func ratio(_ value: Double) -> String {
        let scaled = (value * 1000).rounded() / 1000
        return String(scaled)
    }

    static func format(_ value: Double) -> String {
        let scaled = (value * 10).rounded() / 10
        return String(scaled)
    }
}
