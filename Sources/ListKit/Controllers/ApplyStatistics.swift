/// Where a ``ListController``'s applies spent their time, for `listgen-bench apply`.
@_spi(Instrumentation)
public struct ApplyStatistics: Sendable {
    /// CPU time the main actor's thread spent in the controller (the host's work included;
    /// `listgen-bench` subtracts it): thread time, so a core lent to another process
    /// meanwhile does not count.
    public var mainActorNanoseconds: UInt64 = 0
    /// Wall time from the start of each diff to its result, wherever it ran.
    public var diffNanoseconds: UInt64 = 0
    /// Batches handed to the host (stages of animated applies).
    public var batches = 0
    /// Applies shown (each may stand for several coalesced calls).
    public var displayedApplies = 0
    /// Diffs started off the main actor.
    public var backgroundDiffs = 0
}
