/// One implementation in a `diff` scenario: a body returning its change count, measured for
/// extra peak memory once and for time over interleaved runs. Time is the thread's CPU time:
/// on the shared machine, moments another process has the core would otherwise count.
struct DiffContestant {
    let name: String
    /// Timed runs whose median is reported.
    let runs: Int
    /// Whether an untimed run comes before the one whose memory is measured, so that the
    /// code and type metadata that a first call brings in do not count as the diff's memory.
    let warmsUp: Bool
    let body: () -> Int
    private(set) var samples: [Double] = []
    private(set) var peakMiB = 0.0
    private(set) var changes = 0

    init(name: String, runs: Int, warmsUp: Bool = true, body: @escaping () -> Int) {
        self.name = name
        self.runs = runs
        self.warmsUp = warmsUp
        self.body = body
    }

    var medianMilliseconds: Double {
        let sorted = samples.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// The median over the rounds both ran of this contestant's time divided by `other`'s
    /// in the same round: runs of one round are milliseconds apart, so a change in the load
    /// of the shared machine hits both sides of each ratio alike.
    func medianRatio(to other: DiffContestant) -> Double {
        let rounds = min(samples.count, other.samples.count)
        let ratios = (0..<rounds).map { samples[$0] / other.samples[$0] }.sorted()
        return ratios.isEmpty ? 0 : ratios[ratios.count / 2]
    }

    /// First each contestant's extra peak resident memory over the resident size just
    /// before its run (after an untimed warm-up run where it has one, and with freed heap
    /// memory returned to the system first, so reuse doesn't hide it); that run is also a
    /// timed sample. Then rounds that run every contestant
    /// still short of its `runs`, in an order rotating by round, so load changes on the
    /// shared machine hit all of them alike.
    static func measure(_ contestants: inout [DiffContestant]) {
        for index in contestants.indices {
            if contestants[index].warmsUp { _ = contestants[index].body() }
            Measure.diffReturnFreedMemory()
            Measure.resetPeakResident()
            let before = Measure.diffResidentMiB() ?? 0
            let start = Measure.threadCPU()
            contestants[index].changes = contestants[index].body()
            contestants[index].samples.append(Double(Measure.threadCPU() - start) / 1e6)
            contestants[index].peakMiB = max(0, (Measure.peakResidentMiB() ?? before) - before)
        }
        let rounds = contestants.map(\.runs).max() ?? 0
        for round in 1..<max(1, rounds) {
            for step in contestants.indices {
                let index = (step + round) % contestants.count
                guard contestants[index].samples.count < contestants[index].runs else { continue }
                let start = Measure.threadCPU()
                _ = contestants[index].body()
                contestants[index].samples.append(Double(Measure.threadCPU() - start) / 1e6)
            }
        }
    }
}
