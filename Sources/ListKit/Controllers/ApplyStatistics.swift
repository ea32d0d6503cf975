/// Where a ``ListController``'s applies spent their time, for `listgen-bench apply`.
@_spi(Instrumentation)
public struct ApplyStatistics: Sendable {
    /// Time the controller's own code ran on the main actor (the host's work excluded).
    public var mainActorNanoseconds: UInt64 = 0
    /// Time spent diffing, wherever it ran.
    public var diffNanoseconds: UInt64 = 0
    /// Batches handed to the host (stages of animated applies).
    public var batches = 0
    /// Applies shown (each may stand for several coalesced calls).
    public var displayedApplies = 0
    /// Diffs started off the main actor.
    public var backgroundDiffs = 0
}
