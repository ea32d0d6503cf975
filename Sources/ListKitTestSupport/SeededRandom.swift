/// A small seeded random number generator (SplitMix64), so a randomized test or benchmark
/// replays exactly from its seed on every platform.
///
///     var random = SeededRandom(seed: 42)
///     let shuffled = items.shuffled(using: &random)
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is determined by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A random integer in `0..<bound` (0 when `bound` is 1 or less), by remainder: cheap,
    /// and slightly biased for bounds that do not divide 2^64, which a fuzzer does not mind.
    public mutating func below(_ bound: Int) -> Int {
        bound <= 1 ? 0 : Int(next() % UInt64(bound))
    }
}
